#pragma once
// The main window: the board in the centre, the move list and the narration beside it, a
// status line, a toolbar and the Game, View, Language and Help menus.

#include <QActionGroup>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QTextBrowser>
#include <functional>

#include "StoredSetup.h"
#include "baraza/trace.h"
#include "files/Autosave.h"
#include "learn/RulesBrowser.h"
#include "play/GameController.h"

class BoardModel;
class BoardView;
class TracePlayer;
class BoardSounds;
class MoveInput;
class Languages;
class QFileDialog;
class QLabel;
class QListWidget;
class NarrationView;
class QListView;
class MoveListModel;
class QDockWidget;
class ComputerPlayer;
class QTimer;
class ResultPanel;
class AnalysisPane;
class LessonPane;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  BoardModel* model() const { return model_; }
  BoardView* boardView() const { return view_; }
  GameController* controller() const { return controller_; }
  MoveInput* moveInput() const { return input_; }
  TracePlayer* tracePlayer() const { return player_; }
  BoardSounds* sounds() const { return sounds_; }
  ComputerPlayer* searchWorker() const { return computer_; }
  Languages* languages() const { return languages_; }
  QAction* hintAction() const { return hint_; }
  RulesBrowser* rulesWindow() const { return rulesBrowser_; }
  ResultPanel* resultPanel() const { return result_; }
  AnalysisPane* analysisPane() const { return analysisPane_; }
  LessonPane* lessonPane() const { return lessonPane_; }
  // The file the game was opened from or saved to; empty for a game that has none.
  QString gameFile() const { return filePath_; }

  void startGame(const GameSetup& setup);
  // The first start: the New game dialog, welcoming, over the board (unless the unfinished game
  // is being offered).
  void welcome();
  void setSpeed(int speed);
  // The preferences in effect, and setting (and keeping) them, as the Settings dialog does.
  Preferences preferences() const;
  void applyPreferences(const Preferences& preferences);
  bool switchLanguage(const QString& code);
  bool openRecord(const QString& path) { return loadRecordFile(path); }
  // Lesson `index` of lessonPane()->lessons(), after the question about the game on the board.
  void startLesson(int index);
  // Lesson mode ends: the game the lesson interrupted comes back as it was (its file, its
  // modified mark, its point and review), else a new game as last set up.
  void leaveLesson();
  // Writes the game to `path` (SafeSave); on success it becomes the game's file, unmodified.
  bool saveRecord(const QString& path, QString* error = nullptr);
  static QString autosavePath();

 protected:
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void closeEvent(QCloseEvent* event) override;

 private:
  void createActions();
  void createMenus();
  void retranslate();
  void updateStatus();
  void updateActions();
  void namePieces();
  // Everything shown follows the game's point: board, move list, narration, status, actions.
  void followPoint();
  void showNarration(bool rebuild);
  void playOnFromHere();
  void newGameDialog();
  void askSafari();
  // The rules window, at `anchor` (a game's section, "glossary-kuu", …) if given.
  void showRules(const QString& anchor = {});
  void showAbout();
  void showSettings();
  void showHint();
  // Points at `move` on the board (Hint, Show best move) until the point moves; `why` in the status bar.
  void pointAtMove(const baraza::Move& move, const QString& why);
  void createReplayActions();
  void fillToolbar();
  void retranslateTooltips();
  // The tooltip `what`, with the keys that do it: "Move back (Ctrl+Left)".
  void setTip(QAction* action, const QString& what, const QKeySequence& keys);
  void setTip(QAction* action, const QString& what) { setTip(action, what, action->shortcut()); }
  void openGame();
  void chooseGameFile();
  // Runs `replace` once the player agrees to close the unfinished game on the board.
  void replaceGame(const std::function<void()>& replace);
  // Runs `move`, a look somewhere along the line by hand: it ends a replay.
  void look(const std::function<void()>& move);
  QString sideLabel(baraza::Side side) const;
  // The Moves and What happened panes beside the board or under it, whichever leaves the board
  // bigger (a wide board in a small window: under it). Panes the player has floated or moved
  // elsewhere stay where they are.
  void arrangePanes();
  // The program's Open and Save dialogs: Qt's own, in the interface language, in the games folder.
  QFileDialog* newFileDialog(const char* name, const QString& title, const QString& filter);
  QMessageBox* openBox(const char* name, const QString& title, QMessageBox::Icon icon = QMessageBox::NoIcon);
  void save();  // to the game's file, or asks where like saveAs()
  void saveAs();
  bool writeGameFile(const QString& path);  // saveRecord, and says so when it fails
  bool askToSaveChanges();
  void updateTitle();
  void fillRecentMenu();
  void openRecent(const QString& path);
  void remember(const QString& path);  // a game file opened or saved: recent list, dialog folder
  void replayGame();
  void showStatistics();
  void gameStarted();
  void gameOver(const baraza::Result& result);
  bool loadRecordFile(const QString& path);
  void autosave();
  void offerAutosave();
  void askToResume(Autosave::Found found);
  void resumeGame(const baraza::GameRecord& record, const baraza::Game& game);
  void showOpenError(const QString& path, const QString& problem);
  void resumeAnswered();
  // Plays a move the player chose, asking first if it drops later moves of the line.
  void confirmMove(const baraza::Move& move, std::optional<baraza::Move> safari = std::nullopt);

  ComputerPlayer* computer_;  // the one search worker: the opponent and Hint
  GameController* controller_;
  BoardModel* model_;
  BoardView* view_;
  TracePlayer* player_;
  BoardSounds* sounds_;
  MoveListModel* moves_;
  MoveInput* input_;
  Languages* languages_;
  QLabel* status_;
  NarrationView* narration_;
  QListView* moveList_;
  QDockWidget* movesDock_;
  QDockWidget* narrationDock_;
  QToolBar* toolbar_;
  bool followingPoint_ = false;  // the line's move whose narration is listed
  bool autosaveFailureShown_ = false;
  bool askingToResume_ = false;
  int openings_ = 0;     // files asked to be opened: only the latest is shown
  QString openingPath_;  // a file being opened in the background

  QMenu* gameMenu_ = nullptr;
  QMenu* viewMenu_ = nullptr;
  QMenu* speedMenu_ = nullptr;
  QMenu* languageMenu_ = nullptr;
  QMenu* helpMenu_ = nullptr;
  QAction* newGame_ = nullptr;
  QAction* undo_ = nullptr;
  QAction* redo_ = nullptr;
  QAction* skip_ = nullptr;
  QAction* hint_ = nullptr;
  QAction* playOn_ = nullptr;
  QAction* open_ = nullptr;
  QAction* save_ = nullptr;
  QAction* saveAs_ = nullptr;
  QAction* statistics_ = nullptr;
  QMenu* recentMenu_ = nullptr;
  ResultPanel* result_ = nullptr;
  LessonPane* lessonPane_ = nullptr;
  QMenu* learnMenu_ = nullptr;
  QString filePath_;                 // the game's file, if it has one
  std::uint64_t savedRevision_ = 0;  // the line as opened or saved: another one is "modified"
  bool countsInStatistics_ = false;  // a game not yet counted, and not finished when it came
  QMenu* samplesMenu_ = nullptr;
  QToolBar* replayBar_ = nullptr;
  QAction* toStart_ = nullptr;
  QAction* moveBack_ = nullptr;
  QAction* eventBack_ = nullptr;
  QAction* eventForward_ = nullptr;
  QAction* moveForward_ = nullptr;
  QAction* toEnd_ = nullptr;
  QAction* playPause_ = nullptr;
  QAction* fullScreen_ = nullptr;
  QTimer* replayTimer_ = nullptr;
  QPointer<RulesBrowser> rulesBrowser_;
  QAction* quit_ = nullptr;
  QAction* showCounts_ = nullptr;
  QAction* rules_ = nullptr;
  QAction* about_ = nullptr;
  QAction* settings_ = nullptr;
  QActionGroup* speeds_ = nullptr;
  QActionGroup* languageGroup_ = nullptr;
  AnalysisPane* analysisPane_ = nullptr;
  QAction* analyseGame_ = nullptr;
  // The game a lesson interrupted, as it was: Leave lesson brings it back.
  struct PutAside {
    baraza::Game game;
    baraza::GameRecord record;  // its tags
    GameSetup setup;
    QString filePath;
    std::uint64_t savedRevision = 0;
    bool countsInStatistics = false;
  };
  std::optional<PutAside> putAside_;
  QString hintMessage_;  // the hint shown in the status bar, cleared with its position
  baraza::LinePoint hintPoint_;
};
