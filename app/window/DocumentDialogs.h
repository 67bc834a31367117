#pragma once
// The questions and dialogs about the game as a document, in one place and with one wording:
// Save / Don't save / Cancel before anything replaces a game that has changes out of its file,
// Save and Save as, the Open dialog, the unfinished game's "Continue?", and what goes wrong on
// the way. Every box is opened beside the window, never blocking it; the answer comes from its
// buttons.

#include <QMessageBox>
#include <QObject>
#include <functional>

#include "files/Autosave.h"

class QFileDialog;
class QMainWindow;
class GameDocument;

class DocumentDialogs : public QObject {
  Q_OBJECT

 public:
  DocumentDialogs(QMainWindow* window, GameDocument* document);

  // What is about to replace the game: another game, a lesson (which puts it aside), or the
  // window closing.
  enum class Replacing { Game, Lesson, Window };
  // Runs `then` once nothing would be lost: at once when the game has no changes out of its
  // file; else after Save (with its file written, or one chosen and written, as Save as does)
  // or Don't save; never after Cancel, nor when the save fails.
  void whenGameMayGo(Replacing why, const std::function<void()>& then);

  // To the game's file, or asks where like saveAs(); `then` once written.
  void save(const std::function<void()>& then = {});
  void saveAs(const std::function<void()>& then = {});
  // The Open dialog, in the folder used last; `open` gets the file chosen.
  void chooseFileToOpen(const std::function<void(const QString&)>& open);
  void showOpenError(const QString& path, const QString& problem);
  void tellRecentMissing(const QString& path);

  // "Continue?" about the unfinished game found at the start. Continue (also Esc and the
  // window's close button: "not now" never throws the game away) or Discard, and for a damaged
  // file Recover or Discard.
  void askToResume(const Autosave::Found& found);

  // A move played while looking back starts a new line, dropping `dropped` later moves: asks
  // first. `play` if the player agrees; `finished` either way, once the question is over.
  void askNewLine(int dropped, const std::function<void()>& play, const std::function<void()>& finished);

  // A message box that does not block (open() it once its text and buttons are set): it deletes
  // itself when closed.
  QMessageBox* openBox(const char* name, const QString& title, QMessageBox::Icon icon = QMessageBox::NoIcon);

 private:
  QFileDialog* newFileDialog(const char* name, const QString& title, const QString& filter);
  bool write(const QString& path);  // document->save, and says so when it fails

  QMainWindow* window_;
  GameDocument* document_;
};
