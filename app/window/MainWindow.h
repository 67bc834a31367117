#pragma once
// The main window: the board in the centre, the move list and the narration beside it, a
// status line, two toolbars and the Game, Learn, View, Language and Help menus. It constructs,
// lays out and wires; the game and its document live in the session (app/session/), the
// actions in WindowActions, the questions about the document in DocumentDialogs.

#include <QMainWindow>
#include <QPointer>
#include <functional>
#include <optional>

#include "StoredSetup.h"
#include "baraza/game.h"
#include "session/GameSetup.h"

class AnalysisPane;
class BoardModel;
class BoardSounds;
class BoardView;
class DocumentDialogs;
class DrawQuestion;
class GameStarts;
class GameDocument;
class GameSession;
class HintShown;
class Languages;
class LessonPane;
class MoveInput;
class MoveListModel;
class NarrationView;
class QDockWidget;
class QListView;
class QuestionBar;
class ResultPanel;
class SideClock;
class RulesBrowser;
class RulesWorker;
class SearchWorker;
class StatusLine;
class WindowActions;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  BoardModel* model() const { return model_; }
  BoardView* boardView() const { return view_; }
  GameSession* controller() const { return session_; }
  GameDocument* document() const { return document_; }
  MoveInput* moveInput() const { return input_; }
  BoardSounds* sounds() const { return sounds_; }
  SearchWorker* searchWorker() const { return search_; }
  RulesWorker* rulesWorker() const { return rules_; }
  Languages* languages() const { return languages_; }
  QAction* hintAction() const;
  RulesBrowser* rulesWindow() const;
  ResultPanel* resultPanel() const { return result_; }
  AnalysisPane* analysisPane() const { return analysisPane_; }
  LessonPane* lessonPane() const { return lessonPane_; }
  QuestionBar* safariQuestion() const { return safariBar_; }
  QuestionBar* drawQuestion() const { return drawBar_; }
  // The file the game was opened from or saved to; empty for a game that has none.
  QString gameFile() const;

  void startGame(const GameSetup& setup);
  // The first start: the New game dialog, welcoming, over the board (unless the unfinished game
  // is being offered).
  void welcome();
  void setSpeed(int speed);
  // The preferences in effect, and setting (and keeping) them, as the Settings dialog does.
  Preferences preferences() const;
  void applyPreferences(const Preferences& preferences);
  bool switchLanguage(const QString& code);
  // Opens a record (no question asked: the entry points of the window ask first).
  bool openRecord(const QString& path);
  // A record given at the start (`baraza FILE.bao`): opened as Game → Open opens it, once the
  // unfinished game's question is answered, after Save / Don't save / Cancel if the game on the
  // board then has changes; a bad file is refused with the same message, nothing lost.
  void openAtStart(const QString& path);
  // Lesson `index` of lessonPane()->lessons(), after the question about the game on the board.
  void startLesson(int index);
  // Lesson mode ends: the game the lesson interrupted comes back as it was (its file, its
  // modified mark, its point and review), else a new game as last set up.
  void leaveLesson();
  // Writes the game to `path` (SafeSave); on success it becomes the game's file, unmodified.
  bool saveRecord(const QString& path, QString* error = nullptr);
  // The unfinished game's file of a window running alone.
  static QString autosavePath();
  // How many times the window's texts have been set: once at the start, once a change of language.
  int textsSet() const { return textsSet_; }

 protected:
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  // The panes placed for the window's size and board (PaneArrangement), once the window's layout
  // has followed: after a resize, a pane opened or closed, another game's board.
  void arrangePanes();
  void closeEvent(QCloseEvent* event) override;

 private:
  static constexpr int kAutosaveMessageMs = 15000;  // how long the status bar says what became of a game
  void createPanes();
  void wireActions();
  void wireSession();
  // The texts in the interface language; on a change of language only.
  void retranslate();
  // What the board, the move list, the narration and the result show follows the game's point.
  void followPoint();
  void updateTitle();
  // Runs `replace` once the player has said what becomes of the changes of the game on the
  // board (Save / Don't save / Cancel).
  void replaceGame(const std::function<void()>& replace);
  void askSafari();
  void confirmMove(const baraza::Move& move, std::optional<baraza::Move> safari, int dropped);
  // The rules window, at `anchor` (a game's section, "glossary-kuu", …) if given.
  void showRules(const QString& anchor = {});
  QString rulesInPlay() const;
  void showSettings();

  SearchWorker* search_;
  RulesWorker* rules_;
  GameSession* session_;
  GameDocument* document_;
  BoardModel* model_;
  BoardView* view_;
  BoardSounds* sounds_;
  MoveListModel* moves_;
  MoveInput* input_;
  Languages* languages_;
  NarrationView* narration_;
  QListView* moveList_;
  QDockWidget* movesDock_;
  QDockWidget* narrationDock_;
  ResultPanel* result_;
  LessonPane* lessonPane_;
  AnalysisPane* analysisPane_;
  QuestionBar* safariBar_;
  QuestionBar* drawBar_;
  SideClock* northClock_;
  SideClock* southClock_;
  StatusLine* status_ = nullptr;
  WindowActions* actions_ = nullptr;
  DocumentDialogs* dialogs_ = nullptr;
  HintShown* hint_ = nullptr;
  DrawQuestion* drawQuestion_ = nullptr;
  GameStarts* starts_ = nullptr;
  QPointer<RulesBrowser> rulesBrowser_;
  bool followingPoint_ = false;  // the move list follows the point: not the player choosing a row
  int textsSet_ = 0;
  QString textsLanguage_;  // the language the texts were last set in
  bool closing_ = false;   // the player has said what becomes of the game: the window may close
};
