#pragma once
// The game as a document: its file and whether the game has changes that are not in it (from the
// line's revision), opening and saving, the recent games, the unfinished game kept between runs
// and its offer at the start, the statistics of games finished against the computer, and the
// games put aside while a lesson is played (in memory, whole: a game comes back exactly as it
// was, with its file, its modified mark, its point and its review). No widgets: the window asks
// the questions (Save / Don't save / Cancel, Continue?) and the document does what they decide.

#include <QObject>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "GameSetup.h"
#include "baraza/game.h"
#include "baraza/record.h"
#include "files/Autosave.h"

class AutosaveSlot;
class GameSession;
class RulesWorker;

class GameDocument : public QObject {
  Q_OBJECT

 public:
  GameDocument(GameSession* session, RulesWorker* rules, QObject* parent = nullptr);
  ~GameDocument() override;

  // The game the document is about: the one on the board, or during a lesson the game the
  // lesson put aside.
  // Its file; empty for a game that has none (a new game, a sample, the unfinished game).
  QString filePath() const;
  // Changes not in its file: moves played since it was opened or saved, or, for a game without
  // a file, any move at all. What replacing the game asks about.
  bool hasUnsavedChanges() const;
  // The game on the board's file, and whether it has changed since (the title's mark): during a
  // lesson, the lesson's game, which has none.
  QString shownFile() const { return file_; }
  bool isShownModified() const;
  baraza::Variant variant() const { return gameOfDocument().start().variant; }

  // Writes the game (the whole line, with its result) to `path` without ever destroying the file
  // there (SafeSave); on success it becomes the game's file, unchanged. False with the reason.
  bool save(const QString& path, QString* error = nullptr);
  // Opens a record in review at its start, with the players it names: read and replayed in the
  // background (a crafted file can take seconds), then opened() or openFailed(); the game on the
  // board stays as it is when the file is bad. False when it is refused at once. A path in the
  // program's resources (":/samples/…") opens as a game without a file.
  bool open(const QString& path);
  // A file being opened in the background (empty: none).
  QString openingPath() const { return openingPath_; }

  // The unfinished game of this instance (AutosaveSlot): its file, and whether another running
  // instance keeps one (the reason none is offered here).
  QString autosavePath() const;
  bool anotherInstanceKeepsAGame() const;
  // At the start: whether an unfinished game may be there to offer; if so, nothing plays or is
  // kept until the player has answered (the session is paused), and unfinishedGameFound() comes
  // once it has been read, with the game it offers on the board behind the question, as it
  // would go on (its players, its clocks); Discard or Not now bring back the game before it.
  bool offerUnfinishedGame();
  bool isAskingToResume() const { return askingToResume_; }
  // The answers: the unfinished game (or what of it could be read) goes on; it is thrown away.
  void resume(const baraza::GameRecord& record, const baraza::Game& game);
  void discardUnfinishedGame();
  // "Not now" for a file none of which can be read: it stays as it is for the next start, and
  // this window keeps no copy of its own game meanwhile.
  void keepUnfinishedGameAside();
  bool keepsItsGame() const { return !keepingAside_; }
  // The unfinished game written now, its clocks as they stand (at quit: the time of the move
  // being chosen counts, as it did on the board).
  void keepUnfinishedGameNow() { keepUnfinishedGame(); }

  // A lesson puts the game on the board aside; bringBack() gives it back as it was (false when
  // there is none); forgetPutAside() drops it (another game replaced it).
  void putAside();
  bool bringBack();
  bool hasPutAside() const { return !putAside_.empty(); }
  void forgetPutAside() { putAside_.clear(); }

 signals:
  void changed();  // the file or the unsaved changes
  void opened(const QString& path);
  void openFailed(const QString& path, const QString& problem);
  void openingChanged();
  void unfinishedGameFound(const Autosave::Found& found);
  void resumeDecided();                         // the start's question is answered (or there was nothing to ask)
  void autosaveFailed(const QString& problem);  // once, until a write works again
  void recentChanged();                         // a file opened or saved

 private:
  // What a put-aside game keeps besides its line.
  struct Kept {
    baraza::Game game;
    baraza::GameRecord record;  // its tags
    GameSetup setup;
    QString file;
    std::uint64_t savedRevision = 0;
    bool countsInStatistics = false;
  };
  const baraza::Game& gameOfDocument() const;
  void gameStarted();
  void gameOver(const baraza::Result& result);
  void keepUnfinishedGame();
  void resumeAnswered();
  void bringBackTheGameBehind();
  void remember(const QString& path);

  GameSession* session_;
  RulesWorker* rules_;
  std::unique_ptr<AutosaveSlot> slot_;
  QString file_;
  // The revision the file holds (for a game without a file: of the game as it started, so that
  // a new game is unchanged until its first move; 0: nothing of it is kept anywhere).
  std::uint64_t savedRevision_ = 0;
  bool countsInStatistics_ = false;  // a game not yet counted, and not finished when it came
  std::vector<Kept> putAside_;
  std::optional<Kept> behindOffer_;  // the game the offered one is shown over, until the answer
  bool showingOffer_ = false;        // the offered game is being put on the board
  bool askingToResume_ = false;
  bool keeping_ = false;       // the slot's file is this instance's to write and remove
  bool keepingAside_ = false;  // the slot's file is left for the next start
  bool autosaveFailed_ = false;
  int openings_ = 0;     // files asked to be opened: only the latest is shown
  QString openingPath_;  // a file being opened in the background
};
