#include "MainWindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDate>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>
#include <numeric>

#include "ActionIcons.h"
#include "NewGameDialog.h"
#include "ResultPanel.h"
#include "SettingsDialog.h"
#include "Statistics.h"
#include "StatisticsDialog.h"
#include "StoredSetup.h"
#include "analysis/AnalysisPane.h"
#include "analysis/HintExplanation.h"
#include "baraza/notation.h"
#include "baraza/record.h"
#include "baraza/version.h"
#include "board/BoardModel.h"
#include "board/BoardSounds.h"
#include "board/BoardView.h"
#include "board/TracePlayer.h"
#include "files/Autosave.h"
#include "files/LocalFileColumns.h"
#include "files/RecentGames.h"
#include "files/RecordErrors.h"
#include "files/RegularFile.h"
#include "files/SafeSave.h"
#include "files/SettingsFile.h"
#include "learn/LessonPane.h"
#include "learn/NarrationView.h"
#include "learn/Narrator.h"
#include "learn/RulesText.h"
#include "play/Background.h"
#include "play/ComputerPlayer.h"
#include "play/MoveInput.h"
#include "play/MoveListModel.h"
#include "play/Players.h"
#include "words/Languages.h"
#include "words/MoveText.h"
#include "words/Pieces.h"
#include "words/Words.h"

using namespace baraza;

namespace {
constexpr int kHintMovetimeMs = 250;
constexpr int kAutosaveMessageMs = 15000;
constexpr int kSavedMessageMs = 5000;

// The desktop's key for a standard action, or `fallback` where the desktop has none (some have
// no Quit or Save As key at all).
QKeySequence standardKey(QKeySequence::StandardKey key, const QKeySequence& fallback) {
  const QList<QKeySequence> keys = QKeySequence::keyBindings(key);
  return keys.isEmpty() ? fallback : keys.first();
}
}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      computer_(new ComputerPlayer(this)),
      controller_(new GameController(computer_, this)),
      model_(new BoardModel(controller_->game(), this)),
      view_(new BoardView(model_)),
      player_(controller_->tracePlayer()),
      sounds_(new BoardSounds(player_, this)),
      moves_(new MoveListModel(controller_->game(), this)),
      input_(nullptr),
      languages_(new Languages(this)),
      status_(new QLabel),
      narration_(new NarrationView),
      moveList_(new QListView),
      movesDock_(new QDockWidget),
      narrationDock_(new QDockWidget),
      toolbar_(new QToolBar) {
  setObjectName("mainWindow");
  setWindowIcon(QIcon(":/art/icon.svg"));
  // The result of a finished game shows under the board, covering none of it.
  auto* boardArea = new QWidget;
  auto* boardLayout = new QVBoxLayout(boardArea);
  boardLayout->setContentsMargins(0, 0, 0, 0);
  boardLayout->setSpacing(0);
  result_ = new ResultPanel;
  result_->hide();
  // A lesson's task and what each try did stand above the board.
  lessonPane_ = new LessonPane(controller_);
  boardLayout->addWidget(lessonPane_);
  boardLayout->addWidget(view_, 1);
  boardLayout->addWidget(result_);
  setCentralWidget(boardArea);
  connect(result_, &ResultPanel::newGameRequested, this, &MainWindow::newGameDialog);
  connect(result_, &ResultPanel::replayRequested, this, &MainWindow::replayGame);
  connect(result_, &ResultPanel::saveRequested, this, &MainWindow::save);
  connect(lessonPane_, &LessonPane::lessonChosen, this, &MainWindow::startLesson);
  connect(lessonPane_, &LessonPane::leaveRequested, this, &MainWindow::leaveLesson);
  connect(lessonPane_, &LessonPane::ruleRequested, this,
          [this](const QString& id) { showRules(RulesText::anchorOf(id)); });
  connect(result_, &ResultPanel::ruleRequested, this, [this] {
    const Game& game = controller_->game();
    const std::string_view rule = ruleText(resultRule(game.start().variant, game.result()));
    showRules(RulesText::anchorOf(QString::fromLatin1(rule.data(), qsizetype(rule.size()))));
  });
  movesDock_->setObjectName("movesDock");
  movesDock_->setWidget(moveList_);
  moveList_->setObjectName("moveList");
  moveList_->setModel(moves_);
  moveList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  // Clicking a move looks at the position after it; it never plays or drops anything.
  connect(moveList_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& index) {
    if (!followingPoint_ && index.isValid()) look([this, index] { controller_->seekPly(std::size_t(index.row())); });
  });
  // Clicking a line of the narration shows the board just after that event; double-clicking it,
  // the rule behind it.
  connect(narration_, &NarrationView::pointChosen, this,
          [this](LinePoint point) { look([this, point] { controller_->seek(point); }); });
  connect(narration_, &NarrationView::ruleChosen, this,
          [this](const QString& rule) { showRules(RulesText::anchorOf(rule)); });
  narrationDock_->setObjectName("narrationDock");
  narration_->setObjectName("narration");
  narrationDock_->setWidget(narration_);
  addDockWidget(Qt::RightDockWidgetArea, movesDock_);
  addDockWidget(Qt::RightDockWidgetArea, narrationDock_);
  analysisPane_ = new AnalysisPane(controller_, computer_, this);
  addDockWidget(Qt::LeftDockWidgetArea, analysisPane_);
  analysisPane_->hide();  // View → Analysis
  analysisPane_->markMoves(moves_);
  connect(analysisPane_, &AnalysisPane::showMoveRequested, this, [this](const Move& move) {
    //: The status bar after "Show best move" in the analysis pane; %1 is the move.
    pointAtMove(move, tr("Best move: %1").arg(moveText(model_->variant(), move)));
  });
  connect(analysisPane_, &AnalysisPane::plyRequested, this,
          [this](std::size_t ply) { look([this, ply] { controller_->seekPly(ply); }); });
  toolbar_->setObjectName("mainToolbar");
  addToolBar(toolbar_);
  status_->setObjectName("statusText");
  statusBar()->addWidget(status_, 1);

  // A click during an animation skips to its end. Connected before the move input, so the
  // click that starts a move does not also skip it.
  connect(view_, &BoardView::pitClicked, this, [this] {
    if (controller_->isAnimating()) controller_->skipAnimation();
  });
  input_ = new MoveInput(model_, view_, this);
  connect(player_, &TracePlayer::eventStarting, view_, &BoardView::animateEvent);
  connect(player_, &TracePlayer::eventApplied, view_, &BoardView::eventDone);
  connect(input_, &MoveInput::moveChosen, this, [this](const Move& move) { confirmMove(move); });
  connect(input_, &MoveInput::safariMoveChosen, this,
          [this](const Move& stop, const Move& safari) { confirmMove(stop, safari); });
  connect(controller_, &GameController::safariReached, this, &MainWindow::askSafari);
  connect(view_, &BoardView::skipRequested, controller_, &GameController::skipAnimation);
  connect(controller_, &GameController::pointChanged, this, &MainWindow::followPoint);
  connect(controller_, &GameController::lineChanged, moves_, &MoveListModel::lineChanged);
  // A move of the line may have been replaced by another at the same ply: narrate it afresh.
  connect(controller_, &GameController::lineChanged, narration_, &NarrationView::lineChanged);
  connect(controller_, &GameController::gameStarted, this, &MainWindow::gameStarted);
  connect(controller_, &GameController::lineChanged, this, &MainWindow::updateTitle);
  connect(controller_, &GameController::gameOver, this, &MainWindow::gameOver);
  connect(computer_, &ComputerPlayer::thinkingChanged, this, &MainWindow::updateStatus);
  connect(controller_, &GameController::workingChanged, this, &MainWindow::updateStatus);
  connect(input_, &MoveInput::directionNeeded, this, &MainWindow::updateStatus);
  connect(input_, &MoveInput::confirmationNeeded, this, &MainWindow::updateStatus);
  connect(input_, &MoveInput::choiceCancelled, this, &MainWindow::updateStatus);

  createActions();
  createReplayActions();
  createMenus();
  languages_->apply(Languages::initialCode());
  retranslate();

  QSettings settings;
  // The first start: 1200x800, or nine tenths of a smaller screen.
  if (!restoreGeometry(settings.value("window/geometry").toByteArray())) {
    const QSize available = screen() ? screen()->availableGeometry().size() : QSize(1200, 800);
    resize(QSize(1200, 800).boundedTo(available * 0.9));
  }
  restoreState(settings.value("window/state").toByteArray());
  showCounts_->setChecked(settings.value("view/showCounts", true).toBool());
  applyPreferences(StoredSetup::preferences(settings));
  // Settings QSettings cannot write are lost when the program ends: said once, when the window
  // is up (a message put up before it shows would be drawn over the status line).
  if (const QString problem = SettingsFile::writeProblem(SettingsFile::path()); !problem.isEmpty()) {
    //: %1 is the reason, e.g. "the folder cannot be written to".
    const QString message = tr("Your settings cannot be kept: %1. They last until the program closes.").arg(problem);
    QTimer::singleShot(0, this, [this, message] { statusBar()->showMessage(message, kAutosaveMessageMs); });
  }
  // An unfinished game is offered first: until the player answers, nothing plays or is saved.
  askingToResume_ = RegularFile::exists(autosavePath());
  controller_->setPaused(askingToResume_);
  startGame(StoredSetup::read(settings));
  connect(controller_, &GameController::lineChanged, this, &MainWindow::autosave);  // once per move
  Autosave::removeLeftovers();
  // Asked from the event loop, once the window is up; only about a game found now, not one
  // the computer has just begun.
  if (askingToResume_) QTimer::singleShot(0, this, &MainWindow::offerAutosave);
}

MainWindow::~MainWindow() {
  // First, while the search worker and the controller it follows are still there.
  delete analysisPane_;
  computer_->cancel();
  // The children (the controller among them) die after this body, in ~QWidget; what they signal
  // then, such as the undo stack cleared, must not reach this half-destroyed window.
  for (QObject* sender : std::initializer_list<QObject*>{controller_, computer_, player_, input_, view_, moveList_})
    sender->disconnect(this);
  delete rulesBrowser_;  // a top-level window of its own
}

void MainWindow::createActions() {
  newGame_ = new QAction(ActionIcons::icon("new-game", "document-new"), QString(), this);
  newGame_->setObjectName("newGameAction");
  newGame_->setShortcut(QKeySequence::New);
  connect(newGame_, &QAction::triggered, this, &MainWindow::newGameDialog);
  undo_ = new QAction(ActionIcons::icon("undo", "edit-undo"), QString(), this);
  undo_->setObjectName("undoAction");
  undo_->setShortcut(QKeySequence::Undo);
  connect(undo_, &QAction::triggered, this, [this] { look([this] { controller_->undo(); }); });
  redo_ = new QAction(ActionIcons::icon("redo", "edit-redo"), QString(), this);
  redo_->setObjectName("redoAction");
  redo_->setShortcut(QKeySequence::Redo);
  connect(redo_, &QAction::triggered, this, [this] { look([this] { controller_->redo(); }); });
  hint_ = new QAction(ActionIcons::icon("hint", "help-hint"), QString(), this);
  hint_->setObjectName("hintAction");
  hint_->setShortcut(Qt::Key_H);
  connect(hint_, &QAction::triggered, this, &MainWindow::showHint);
  // The hint says why, from the engine's traces of the move and of the reply it expects.
  connect(computer_, &ComputerPlayer::hintTraced, this, [this](const Trace& hint, const std::optional<Trace>& reply) {
    if (!controller_->acceptsInput()) return;
    //: The status bar after Hint: %1 is the move with the reason, e.g. "d1 captures 6 seeds and leaves North no
    //: capture."
    pointAtMove(hint.move, tr("Hint: %1").arg(HintExplanation::explain(hint, reply)));
  });
  analyseGame_ = new QAction(this);
  analyseGame_->setObjectName("analyseGameAction");
  connect(analyseGame_, &QAction::triggered, this, [this] { analysisPane_->reviewGame(); });
  playOn_ = new QAction(ActionIcons::icon("play-on"), QString(), this);
  playOn_->setObjectName("playOnAction");
  connect(playOn_, &QAction::triggered, this, &MainWindow::playOnFromHere);
  skip_ = new QAction(ActionIcons::icon("skip-animation", "media-skip-forward"), QString(), this);
  skip_->setObjectName("skipAction");
  connect(skip_, &QAction::triggered, controller_, &GameController::skipAnimation);
  quit_ = new QAction(ActionIcons::icon("quit", "application-exit"), QString(), this);
  quit_->setObjectName("quitAction");
  quit_->setShortcut(standardKey(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
  connect(quit_, &QAction::triggered, this, &QWidget::close);
  showCounts_ = new QAction(this);
  showCounts_->setObjectName("showCountsAction");
  showCounts_->setCheckable(true);
  connect(showCounts_, &QAction::toggled, this, [this](bool on) {
    view_->setShowCounts(on);
    QSettings().setValue("view/showCounts", on);
  });
  speeds_ = new QActionGroup(this);
  for (int i = 0; i < 4; ++i) {
    QAction* a = speeds_->addAction(QString());
    a->setCheckable(true);
    a->setData(i);
    a->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + i)));  // Ctrl+1 slow ... Ctrl+4 instant
    connect(a, &QAction::triggered, this, [this, i] { setSpeed(i); });
  }
  rules_ = new QAction(ActionIcons::icon("rules", "help-contents"), QString(), this);
  rules_->setShortcut(QKeySequence::HelpContents);
  rules_->setObjectName("rulesAction");
  connect(rules_, &QAction::triggered, this, [this] { showRules(); });
  settings_ = new QAction(QIcon::fromTheme("configure", QIcon::fromTheme("preferences-system")), QString(), this);
  settings_->setObjectName("settingsAction");
  settings_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
  settings_->setMenuRole(QAction::PreferencesRole);
  connect(settings_, &QAction::triggered, this, &MainWindow::showSettings);
  about_ = new QAction(ActionIcons::icon("about", "help-about"), QString(), this);
  about_->setObjectName("aboutAction");
  connect(about_, &QAction::triggered, this, &MainWindow::showAbout);
  languageGroup_ = new QActionGroup(this);
  for (const Language& l : Languages::all()) {
    QAction* a = languageGroup_->addAction(l.nativeName);  // each language in its own name
    a->setCheckable(true);
    a->setData(l.code);
    connect(a, &QAction::triggered, this, [this, code = l.code] { switchLanguage(code); });
  }
  fullScreen_ = new QAction(ActionIcons::icon("full-screen", "view-fullscreen"), QString(), this);
  fullScreen_->setObjectName("fullScreenAction");
  fullScreen_->setCheckable(true);
  fullScreen_->setShortcut(Qt::Key_F11);
  connect(fullScreen_, &QAction::toggled, this, [this](bool on) {
    setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
  });
}

// Icons only, but for the two actions a newcomer looks for first, which also say what they do.
void MainWindow::fillToolbar() {
  toolbar_->setToolButtonStyle(Qt::ToolButtonIconOnly);
  toolbar_->addAction(newGame_);
  toolbar_->addAction(open_);
  toolbar_->addAction(save_);
  toolbar_->addSeparator();
  toolbar_->addAction(undo_);
  toolbar_->addAction(redo_);
  toolbar_->addSeparator();
  toolbar_->addAction(hint_);
  toolbar_->addAction(skip_);
  for (QAction* labelled : {newGame_, hint_})
    if (auto* button = qobject_cast<QToolButton*>(toolbar_->widgetForAction(labelled)))
      button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
}

void MainWindow::createMenus() {
  fillToolbar();
  gameMenu_ = menuBar()->addMenu(QString());
  gameMenu_->addAction(newGame_);
  gameMenu_->addAction(open_);
  gameMenu_->addAction(save_);
  gameMenu_->addAction(saveAs_);
  recentMenu_ = gameMenu_->addMenu(QString());
  recentMenu_->setObjectName("recentMenu");
  samplesMenu_ = gameMenu_->addMenu(QString());
  for (Variant v : kOfferedGames) {
    QAction* a = samplesMenu_->addAction(QString());
    a->setData(int(v));
    connect(a, &QAction::triggered, this, [this, v] {
      replaceGame([this, v] {
        loadRecordFile(QStringLiteral(":/samples/%1.bao").arg(QString::fromLatin1(variantName(v).data())));
      });
    });
  }
  gameMenu_->addSeparator();
  gameMenu_->addAction(undo_);
  gameMenu_->addAction(redo_);
  gameMenu_->addAction(hint_);
  gameMenu_->addAction(playOn_);
  gameMenu_->addAction(analyseGame_);
  gameMenu_->addSeparator();
  gameMenu_->addAction(statistics_);
  gameMenu_->addAction(settings_);
  gameMenu_->addSeparator();
  gameMenu_->addAction(quit_);
  learnMenu_ = menuBar()->addMenu(QString());
  learnMenu_->setObjectName("learnMenu");
  lessonPane_->createMenu(learnMenu_);
  viewMenu_ = menuBar()->addMenu(QString());
  viewMenu_->setObjectName("viewMenu");
  viewMenu_->addAction(showCounts_);
  speedMenu_ = viewMenu_->addMenu(QString());
  speedMenu_->addActions(speeds_->actions());
  viewMenu_->addAction(skip_);
  viewMenu_->addSeparator();
  viewMenu_->addActions(replayBar_->actions());
  viewMenu_->addSeparator();
  // Every pane can be hidden and brought back here; the checks follow the panes however closed.
  const std::pair<QAction*, const char*> panes[] = {{movesDock_->toggleViewAction(), "toggleMovesAction"},
                                                    {narrationDock_->toggleViewAction(), "toggleNarrationAction"},
                                                    {analysisPane_->toggleViewAction(), "toggleAnalysisAction"},
                                                    {toolbar_->toggleViewAction(), "toggleToolbarAction"},
                                                    {replayBar_->toggleViewAction(), "toggleReplayAction"}};
  for (const auto& [toggle, name] : panes) {
    toggle->setObjectName(QString::fromLatin1(name));
    viewMenu_->addAction(toggle);
  }
  viewMenu_->addAction(fullScreen_);
  languageMenu_ = menuBar()->addMenu(QString());
  languageMenu_->addActions(languageGroup_->actions());
  helpMenu_ = menuBar()->addMenu(QString());
  helpMenu_->addAction(rules_);
  helpMenu_->addAction(about_);
}

void MainWindow::retranslate() {
  updateTitle();
  gameMenu_->setTitle(tr("&Game"));
  //: The menu of lessons.
  learnMenu_->setTitle(tr("L&earn"));
  lessonPane_->retranslate();  // and the Learn menu's titles and game names
  viewMenu_->setTitle(tr("&View"));
  speedMenu_->setTitle(tr("Animation &speed"));
  languageMenu_->setTitle(tr("&Language"));
  helpMenu_->setTitle(tr("&Help"));
  newGame_->setText(tr("&New game…"));
  open_->setText(tr("&Open game…"));
  save_->setText(tr("&Save game"));
  saveAs_->setText(tr("Save game &as…"));
  recentMenu_->setTitle(tr("&Recent games"));
  fillRecentMenu();
  statistics_->setText(tr("S&tatistics…"));
  samplesMenu_->setTitle(tr("Sample &games"));
  for (QAction* a : samplesMenu_->actions()) a->setText(Words::gameName(static_cast<Variant>(a->data().toInt())));
  replayBar_->setWindowTitle(tr("Replay"));
  toStart_->setText(tr("To the start"));
  moveBack_->setText(tr("Move back"));
  moveForward_->setText(tr("Move forward"));
  toEnd_->setText(tr("To the end"));
  playPause_->setText(replayTimer_->isActive() ? tr("Pause") : tr("Play"));
  playPause_->setIcon(replayTimer_->isActive() ? ActionIcons::icon("pause", "media-playback-pause")
                                               : ActionIcons::icon("play", "media-playback-start"));
  undo_->setText(tr("&Undo move"));
  redo_->setText(tr("&Redo move"));
  hint_->setText(tr("&Hint"));
  skip_->setText(tr("S&kip animation"));
  quit_->setText(tr("&Quit"));
  for (QAction* a : speeds_->actions()) a->setText(speedName(static_cast<TracePlayer::Speed>(a->data().toInt())));
  settings_->setText(tr("S&ettings…"));
  rules_->setText(tr("&Rules of the games"));
  about_->setText(tr("&About Baraza"));
  toolbar_->setWindowTitle(tr("Toolbar"));
  movesDock_->setWindowTitle(tr("Moves"));
  narrationDock_->setWindowTitle(tr("What happened"));
  moves_->lineChanged();  // "Start" and the move numbers in the new language
  for (QAction* a : languageGroup_->actions()) a->setChecked(a->data().toString() == languages_->current());
  playOn_->setText(tr("&Play on from here…"));
  //: Game menu: analyse every move of the game in the background and judge it.
  analyseGame_->setText(tr("&Analyse game"));
  analysisPane_->retranslate();
  result_->retranslate();  // hidden too: its buttons are in the new language when it shows
  fullScreen_->setText(tr("&Full screen"));
  retranslateTooltips();
  followPoint();
  showNarration(true);
  if (rulesBrowser_) {  // an open rules window follows the language too
    rulesBrowser_->setWindowTitle(tr("Rules of the games"));
    rulesBrowser_->showRules(view_->seedColour(), view_->wood());
  }
  updateStatus();
  view_->update();
}

void MainWindow::retranslateTooltips() {
  for (QAction* a :
       {open_, save_, saveAs_, toStart_, moveBack_, moveForward_, toEnd_, rules_, about_, quit_, fullScreen_})
    setTip(a, a->text().remove('&').remove(QChar(0x2026)));  // "Open game…" says "Open game (Ctrl+O)"
  setTip(playPause_,
         replayTimer_->isActive() ? tr("Pause the replay") : tr("Play the recorded moves one after another"));
  setTip(newGame_, tr("Start a new game"));
  setTip(undo_, tr("Take back the last move; against the computer, back to your turn"));
  setTip(redo_, tr("Play the taken-back move again"));
  setTip(hint_, tr("Show a good move on the board"));
  // Esc belongs to the board (it also ends a direction choice), so the action has no shortcut of its own.
  setTip(skip_, tr("Show the end of the move at once"), QKeySequence(Qt::Key_Escape));
  //: Tooltip: choose who plays each side and play on from the position shown.
  setTip(playOn_, tr("Play on from the position shown, choosing who plays each side"));
}

void MainWindow::setTip(QAction* action, const QString& what, const QKeySequence& keys) {
  //: A tooltip with its shortcut: %1 says what the action does, %2 is the key, e.g. "Move back (Ctrl+Left)".
  action->setToolTip(keys.isEmpty() ? what : tr("%1 (%2)").arg(what, keys.toString(QKeySequence::NativeText)));
}

void MainWindow::resizeEvent(QResizeEvent* event) {
  QMainWindow::resizeEvent(event);
  QTimer::singleShot(0, this, &MainWindow::arrangePanes);  // once the window's layout has followed
}

void MainWindow::arrangePanes() {
  constexpr int kPanesWidth = 280;   // beside the board
  constexpr int kPanesHeight = 170;  // under it
  for (QDockWidget* pane : {movesDock_, narrationDock_}) {
    const Qt::DockWidgetArea area = dockWidgetArea(pane);
    if (pane->isFloating() || (area != Qt::RightDockWidgetArea && area != Qt::BottomDockWidgetArea)) return;
  }
  // Between the toolbars and the status bar, wherever the panes are now.
  const int top = centralWidget()->geometry().top();
  const QSize space(width(), statusBar()->geometry().top() - top);
  if (space.height() <= 0) return;
  const qreal beside = view_->cellSizeIn(QSizeF(space.width() - kPanesWidth, space.height()));
  const qreal under = view_->cellSizeIn(QSizeF(space.width(), space.height() - kPanesHeight));
  const bool nowUnder = dockWidgetArea(movesDock_) == Qt::BottomDockWidgetArea;
  // A tenth better before moving, so that resizing about the turning point does not flicker.
  const bool wantUnder = nowUnder ? under * 1.1 >= beside : under >= beside * 1.1;
  if (wantUnder == nowUnder) return;
  const Qt::DockWidgetArea area = wantUnder ? Qt::BottomDockWidgetArea : Qt::RightDockWidgetArea;
  addDockWidget(area, movesDock_);
  addDockWidget(area, narrationDock_);
  splitDockWidget(movesDock_, narrationDock_, wantUnder ? Qt::Horizontal : Qt::Vertical);
  if (wantUnder) {
    resizeDocks({movesDock_, narrationDock_}, {space.width() / 3, space.width() * 2 / 3}, Qt::Horizontal);
    resizeDocks({movesDock_}, {kPanesHeight}, Qt::Vertical);
  }
}

void MainWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::WindowStateChange && fullScreen_) {  // however full screen was left
    const QSignalBlocker quiet(fullScreen_);
    fullScreen_->setChecked(windowState() & Qt::WindowFullScreen);
  }
  if (event->type() == QEvent::LanguageChange && gameMenu_) retranslate();
  QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!askToSaveChanges()) {
    event->ignore();
    return;
  }
  QSettings settings;
  settings.setValue("window/geometry", saveGeometry());
  settings.setValue("window/state", saveState());
  if (rulesBrowser_) rulesBrowser_->close();  // a window of its own; it would keep the program running
  event->accept();
}

bool MainWindow::switchLanguage(const QString& code) {
  if (!languages_->apply(code)) return false;
  retranslate();  // English installs no translator, so no LanguageChange arrives for it
  return true;
}

void MainWindow::setSpeed(int speed) {
  speed = std::clamp(speed, 0, 3);
  player_->setSpeed(static_cast<TracePlayer::Speed>(speed));
  for (QAction* a : speeds_->actions()) a->setChecked(a->data().toInt() == speed);
  QSettings().setValue("view/speed", speed);
}

Preferences MainWindow::preferences() const {
  return {player_->speed(),    sounds_->isEnabled(), sounds_->volume(),
          view_->seedColour(), view_->wood(),        input_->confirmsMoves()};
}

void MainWindow::applyPreferences(const Preferences& preferences) {
  setSpeed(int(preferences.speed));  // the View menu's speeds follow the same value
  sounds_->setEnabled(preferences.sound);
  sounds_->setVolume(preferences.volume);
  view_->setSeedColour(preferences.seedColour);
  view_->setWood(preferences.wood);
  if (rulesBrowser_) rulesBrowser_->showRules(preferences.seedColour, preferences.wood);  // diagrams in the new colours
  input_->setConfirmMoves(preferences.confirmMoves);
  QSettings settings;
  StoredSetup::write(settings, preferences);
}

// Applied on OK, all at once (the language too); Cancel leaves everything as it was.
void MainWindow::showSettings() {
  auto* dialog = new SettingsDialog(preferences(), languages_->current(), this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &QDialog::accepted, this, [this, dialog] {
    applyPreferences(dialog->preferences());
    if (dialog->language() != languages_->current()) switchLanguage(dialog->language());
  });
  dialog->open();
}

void MainWindow::startGame(const GameSetup& setup) {
  controller_->newGame(setup);
  QSettings settings;
  StoredSetup::write(settings, setup);
  retranslate();
}

void MainWindow::welcome() {
  if (askingToResume_) return;
  auto* dialog = new NewGameDialog(controller_->setup(), this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  //: The title of the New game dialog the first time the program starts.
  dialog->setWindowTitle(tr("Welcome to Baraza: choose a game"));
  connect(dialog, &QDialog::accepted, this, [this, dialog] { startGame(dialog->setup()); });
  dialog->open();
}

void MainWindow::newGameDialog() {
  NewGameDialog dialog(controller_->setup(), this);
  if (dialog.exec() == QDialog::Accepted) replaceGame([this, setup = dialog.setup()] { startGame(setup); });
}

// A message box that does not block (open() it once its text and buttons are set): the answer
// comes from its buttons, and it deletes itself when closed.
QMessageBox* MainWindow::openBox(const char* name, const QString& title, QMessageBox::Icon icon) {
  auto* box = new QMessageBox(this);
  box->setObjectName(QString::fromLatin1(name));
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->setWindowTitle(title);
  box->setIcon(icon);
  return box;
}

// A game opened from a file and changed since is not closed without a question. False: stay.
bool MainWindow::askToSaveChanges() {
  if (filePath_.isEmpty() || !isWindowModified()) return true;
  QMessageBox box(QMessageBox::Question, tr("Save game"),
                  //: %1 is the game's file name.
                  tr("%1 has changed since it was saved. Save the changes?").arg(QFileInfo(filePath_).fileName()),
                  QMessageBox::NoButton, this);
  box.setObjectName("saveChangesQuestion");
  QPushButton* save = box.addButton(tr("Save"), QMessageBox::AcceptRole);
  QPushButton* discard = box.addButton(tr("Don't save"), QMessageBox::DestructiveRole);
  box.addButton(tr("Cancel"), QMessageBox::RejectRole);
  box.setDefaultButton(save);
  box.exec();
  if (box.clickedButton() == discard) return true;
  return box.clickedButton() == save && writeGameFile(filePath_);
}

// Nothing lost by accident: an unfinished game on the board is closed only when the player says so.
void MainWindow::replaceGame(const std::function<void()>& replace) {
  const Game& game = controller_->game();
  const bool kept = !filePath_.isEmpty() && !isWindowModified();  // saved as it is
  // A lesson's try is nothing to keep (and the game it interrupted is still in the autosave).
  if (game.length() == 0 || game.lineResult().over() || kept || lessonPane_->isActive()) {
    replace();
    return;
  }
  auto* box = openBox("replaceQuestion", tr("Unfinished game"));
  box->setText(tr("The game on the board is not finished (%n moves). Close it?", nullptr, int(game.length())));
  QPushButton* close = box->addButton(tr("Close it"), QMessageBox::AcceptRole);
  box->addButton(tr("Keep playing"), QMessageBox::RejectRole);
  connect(close, &QPushButton::clicked, this, replace);
  box->open();
}

// A lesson puts the game on the board aside (kept in the autosave, which a lesson never writes)
// and Leave lesson brings it back: the question says so.
void MainWindow::startLesson(int index) {
  const auto begin = [this, index] {
    look([this, index] {
      autosave();                    // the game put aside is the one on the board, whatever happened to the file
      if (!lessonPane_->isActive())  // kept whole, with its file and review, not through the disk
        putAside_ = PutAside{controller_->game(), controller_->record(), controller_->setup(),
                             filePath_,           savedRevision_,        countsInStatistics_};
      lessonPane_->begin(index);
      view_->setSelected(kNoSquare);  // no keyboard cursor left from the game
    });
  };
  const Game& game = controller_->game();
  if (lessonPane_->isActive() || game.length() == 0 || game.lineResult().over()) return begin();
  auto* box = openBox("lessonQuestion", tr("Start a lesson"));
  //: Asked before a lesson starts; "Leave lesson" is the lesson pane's button.
  box->setText(game.length() == 1
                   ? tr("Your game (1 move) is put aside during the lesson; Leave lesson brings it back.")
                   //: Asked before a lesson starts; "Leave lesson" is the lesson pane's button.
                   : tr("Your game (%n moves) is put aside during the lesson; Leave lesson brings it back.", nullptr,
                        int(game.length())));
  QPushButton* start = box->addButton(tr("Start the lesson"), QMessageBox::AcceptRole);
  box->setDefaultButton(start);
  box->addButton(tr("Keep playing"), QMessageBox::RejectRole);
  connect(start, &QPushButton::clicked, this, begin);
  box->open();
}

void MainWindow::leaveLesson() {
  if (!lessonPane_->isActive()) return;
  lessonPane_->end();
  view_->setSelected(kNoSquare);  // no keyboard cursor left from the lesson
  if (!putAside_) return startGame(StoredSetup::read(QSettings()));
  const PutAside back = std::move(*putAside_);
  putAside_.reset();
  replayTimer_->stop();
  controller_->adoptGame(back.game, back.record, back.setup, back.game.point());
  filePath_ = back.filePath;
  savedRevision_ = back.savedRevision;
  countsInStatistics_ = back.countsInStatistics;
  retranslate();
}

void MainWindow::look(const std::function<void()>& move) {
  if (replayTimer_->isActive()) {
    replayTimer_->stop();
    retranslate();
  }
  move();
}

// Who is who on each side: "North · computer (Casual)", "South · Amina", or "South · you" when
// one person plays the computer; the side's name alone between two unnamed people.
QString MainWindow::sideLabel(Side side) const {
  const GameSetup& players = controller_->setup();
  const QString sideName = Words::sideName(side);
  if (players.kindOf(side) == PlayerKind::Computer)
    //: Who plays a side: %1 is the side (South, North), %2 the computer's strength.
    return tr("%1 · computer (%2)").arg(sideName, Words::levelName(players.levelOf(side)));
  if (!players.nameOf(side).isEmpty())
    //: Who plays a side: %1 is the side (South, North), %2 the person's name.
    return tr("%1 · %2").arg(sideName, players.nameOf(side));
  if (players.kindOf(other(side)) == PlayerKind::Computer)
    //: The side of the person playing against the computer; %1 is South or North.
    return tr("%1 · you").arg(sideName);
  return {};
}

// Asked when the sowing has reached the player's kuu (L-6.3), beside it; the animation waits.
void MainWindow::askSafari() {
  auto* box = openBox("safariQuestion", tr("Safari?"));
  //: Kete (L-6.3): a capture's sowing has ended in the player's own kuu.
  box->setText(tr("The sowing has reached your kuu. Stop here, or lift the kuu and sow on (safari)?"));
  QPushButton* stop = box->addButton(tr("Stop in the kuu"), QMessageBox::ActionRole);
  QPushButton* safari = box->addButton(tr("Safari"), QMessageBox::AcceptRole);
  // Esc takes the whole move back, as it does for the direction: it never plays one.
  box->setEscapeButton(box->addButton(tr("Cancel"), QMessageBox::RejectRole));
  connect(stop, &QPushButton::clicked, controller_, [this] { controller_->answerSafari(false); });
  connect(safari, &QPushButton::clicked, controller_, [this] { controller_->answerSafari(true); });
  connect(box, &QDialog::rejected, controller_, &GameController::cancelSafari);
  box->adjustSize();
  const QRectF kuu = view_->pitRect(controller_->game().rules().kuuSquareOf(model_->mover()));
  const QPoint corner = view_->mapToGlobal(QPointF(kuu.right() + kuu.width() * 0.6, kuu.top()).toPoint());
  box->move(corner.x(), std::max(0, corner.y() - box->height() / 2));
  box->open();
}

// Every action only where it can act: nothing to take back at the start (nor a lesson's game so
// far, which can only be looked at), nothing to redo at the end of the line, no replay controls
// without somewhere to go.
void MainWindow::updateActions() {
  const bool back = controller_->canLookBack();
  const bool forward = controller_->canRedo();
  undo_->setEnabled(controller_->canUndo());
  redo_->setEnabled(forward);
  for (QAction* a : {toStart_, moveBack_, eventBack_}) a->setEnabled(back);
  for (QAction* a : {eventForward_, moveForward_, toEnd_}) a->setEnabled(forward);
  playPause_->setEnabled(forward || replayTimer_->isActive());
  skip_->setEnabled(controller_->isAnimating());
  // The computer's good move would give a lesson's answer away; the lesson has its own Hint. So
  // would the mark where a move's first lap ends.
  hint_->setEnabled(controller_->acceptsInput() && !lessonPane_->isActive());
  input_->setShowsLapEnds(!lessonPane_->isActive());
  // Nor may the analysis give it away: the pane says so, its actions are off.
  analysisPane_->setLessonMode(lessonPane_->isActive());
  analysisPane_->toggleViewAction()->setEnabled(!lessonPane_->isActive());
  analyseGame_->setEnabled(!lessonPane_->isActive());
  // A lesson's players are the lesson's: taking over a side there would play for the learner.
  playOn_->setEnabled(!controller_->isAnimating() && !controller_->game().result().over() && !lessonPane_->isActive());
}

void MainWindow::followPoint() {
  const Game& game = controller_->game();
  model_->refresh();
  if (hintPoint_ != game.point()) {  // the hint was about another position; other notices stay
    view_->setHint(kNoSquare, kNoSquare);
    if (!hintMessage_.isEmpty() && statusBar()->currentMessage() == hintMessage_) statusBar()->clearMessage();
    hintMessage_.clear();
  }
  moves_->pointChanged();
  analysisPane_->followPoint();
  followingPoint_ = true;  // the list follows; it is not the user choosing a row
  moveList_->setCurrentIndex(moves_->index(moves_->currentRow()));
  followingPoint_ = false;
  moveList_->scrollTo(moveList_->currentIndex());
  view_->setSideLabels(sideLabel(Side::South), sideLabel(Side::North));
  showNarration(false);
  input_->setEnabled(controller_->acceptsInput());
  // The result shows at the end of a finished game only: looking back hides it.
  const bool atEnd = game.point() == LinePoint{game.length(), 0} && game.lineResult().over();
  if (atEnd) result_->setResult(game.lineResult(), game.position(), controller_->setup());
  result_->setVisible(atEnd);
  view_->setGameOver(atEnd);
  view_->setPaused(lessonPane_->isWaiting());
  updateActions();
  namePieces();
  updateStatus();
}

// The actions that name the pieces call them what the game on the board is played with.
void MainWindow::namePieces() {
  const Variant v = controller_->game().position().variant;
  eventBack_->setText(piecesText(v, tr("Seed back"), tr("Stone back")));
  eventForward_->setText(piecesText(v, tr("Seed forward"), tr("Stone forward")));
  setTip(eventBack_, piecesText(v,
                                //: Tooltip: stepping through a move one sown seed at a time.
                                tr("One step back inside the move, seed by seed"),
                                //: Tooltip, Bao la Kimasai: stepping through a move (lifting, stepping, capturing).
                                tr("One step back inside the move, stone by stone")));
  setTip(eventForward_, piecesText(v, tr("One step forward inside the move, seed by seed"),
                                   tr("One step forward inside the move, stone by stone")));
  showCounts_->setText(piecesText(v, tr("Show seed &counts"), tr("Show stone &counts")));
  settings_->setToolTip(piecesText(v, tr("Animation speed, sound, language, seed colour (Ctrl+,)"),
                                   tr("Animation speed, sound, language, stone colour (Ctrl+,)")));
}

void MainWindow::updateStatus() {
  const Game& game = controller_->game();
  const Position& p = game.position();
  const LinePoint point = game.point();
  QStringList parts;
  parts << Words::gameName(p.variant);
  if (!openingPath_.isEmpty()) {
    //: A game file whose positions take long to work out; %1 is the file's name.
    parts << tr("opening %1…").arg(QFileInfo(openingPath_).fileName());
  }
  if (controller_->isWorking()) {
    //: Some positions have sowings that take seconds to follow to their end.
    parts << tr("working out the moves of the new position…");
  } else if (point.event > 0) {
    //: Part way through a move: %1 is the side moving, %2 the move, e.g. "South plays f2cw".
    parts << tr("%1 plays %2").arg(Words::sideName(p.toMove), moveText(p.variant, game.line()[point.ply]));
  } else if (lessonPane_->isWaiting()) {
    parts << lessonPane_->statusNote();
  } else if (game.result().over()) {
    parts << Narrator::result(game.result(), p.variant);
  } else {
    parts << tr("%1 to move").arg(Words::sideName(p.toMove));
    const Rules::Stage stage = game.rules().stageOf(p, p.toMove);
    //: Kete stages: "nemo" and "mtaji" are Swahili names and stay as they are.
    if (stage == Rules::Stage::Nemo) parts << tr("nemo stage");
    if (stage == Rules::Stage::Mtaji) parts << tr("mtaji stage");
    if (computer_->isThinking(ComputerPlayer::Purpose::Move))
      parts << tr("the computer is thinking…");
    else if (computer_->isThinking(ComputerPlayer::Purpose::Hint))
      parts << tr("looking for a good move…");
    else if (input_->isChoosingDirection())
      parts << tr("choose a direction: click an arrow, or use Left/Right and Enter");
    else if (input_->isAwaitingConfirmation())
      //: Bao la Kete with "confirm each move" on: the move is shown on the board.
      parts << tr("click the pit again or press Enter to play this move; Esc or another pit to choose again");
  }
  if (point.event == 0 && game.ply() > 0) parts << tr("last move %1").arg(controller_->lastMoveText());
  if (point < LinePoint{game.length(), 0} && !controller_->isAnimating()) {
    //: Looking back along a game: %1 is the move shown, %2 how many moves the game has.
    parts << tr("looking back: move %1 of %2")
                 .arg(QLocale().toString(moves_->currentRow()), QLocale().toString(qulonglong(game.length())));
  }
  status_->setText(parts.join(QStringLiteral("  ·  ")));
}

// The engine's search looks for the player, off the GUI thread, for a second.
void MainWindow::createReplayActions() {
  open_ = new QAction(ActionIcons::icon("open", "document-open"), QString(), this);
  open_->setObjectName("openAction");
  open_->setShortcut(QKeySequence::Open);
  connect(open_, &QAction::triggered, this, &MainWindow::openGame);
  save_ = new QAction(ActionIcons::icon("save-as", "document-save"), QString(), this);
  save_->setObjectName("saveAction");
  save_->setShortcut(standardKey(QKeySequence::Save, QKeySequence(Qt::CTRL | Qt::Key_S)));
  connect(save_, &QAction::triggered, this, &MainWindow::save);
  saveAs_ = new QAction(ActionIcons::icon("save-as", "document-save-as"), QString(), this);
  saveAs_->setObjectName("saveAsAction");
  saveAs_->setShortcut(standardKey(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
  connect(saveAs_, &QAction::triggered, this, &MainWindow::saveAs);
  statistics_ = new QAction(this);
  statistics_->setObjectName("statisticsAction");
  connect(statistics_, &QAction::triggered, this, &MainWindow::showStatistics);
  replayBar_ = new QToolBar(this);
  replayBar_->setObjectName("replayToolbar");
  replayBar_->setToolButtonStyle(Qt::ToolButtonIconOnly);  // a compact transport; tooltips name each
  addToolBar(replayBar_);
  replayTimer_ = new QTimer(this);
  replayTimer_->setInterval(400);
  connect(replayTimer_, &QTimer::timeout, this, [this] {
    if (controller_->isAnimating()) return;
    if (!controller_->canRedo()) {
      replayTimer_->stop();
      retranslate();
      return;
    }
    controller_->playNextMoveAnimated();
  });
  const auto add = [this](const char* name, const char* icon, const char* themeIcon, QKeySequence key, auto slot) {
    QAction* a = replayBar_->addAction(ActionIcons::icon(icon, themeIcon), QString());
    a->setObjectName(QString::fromLatin1(name));
    a->setShortcut(key);
    connect(a, &QAction::triggered, this, slot);
    return a;
  };
  // Looking somewhere by hand ends a replay.
  toStart_ = add("toStartAction", "to-start", "go-first", Qt::Key_Home,
                 [this] { look([this] { controller_->jumpTo(false); }); });
  moveBack_ = add("moveBackAction", "move-back", "go-previous", QKeySequence(Qt::CTRL | Qt::Key_Left),
                  [this] { look([this] { controller_->stepMove(false); }); });
  eventBack_ = add("eventBackAction", "seed-back", "media-seek-backward", QKeySequence(Qt::ALT | Qt::Key_Left),
                   [this] { look([this] { controller_->stepEvent(false); }); });
  eventForward_ = add("eventForwardAction", "seed-forward", "media-seek-forward", QKeySequence(Qt::ALT | Qt::Key_Right),
                      [this] { look([this] { controller_->stepEvent(true); }); });
  moveForward_ = add("moveForwardAction", "move-forward", "go-next", QKeySequence(Qt::CTRL | Qt::Key_Right),
                     [this] { look([this] { controller_->stepMove(true); }); });
  toEnd_ =
      add("toEndAction", "to-end", "go-last", Qt::Key_End, [this] { look([this] { controller_->jumpTo(true); }); });
  playPause_ = add("playPauseAction", "play", "media-playback-start", Qt::Key_P, [this] {
    if (replayTimer_->isActive()) {
      replayTimer_->stop();
      controller_->haltAnimation();  // paused where it is, part way through a move if need be
    } else {
      replayTimer_->start();
    }
    retranslate();
  });
}

void MainWindow::openGame() {
  replaceGame([this] { chooseGameFile(); });
}

QFileDialog* MainWindow::newFileDialog(const char* name, const QString& title, const QString& filter) {
  auto* dialog = new QFileDialog(this, title, RecentGames::folder(QSettings()), filter);
  dialog->setObjectName(name);
  // Qt's own dialog everywhere: it speaks the interface language (see Languages::loadQtCatalogue),
  // sizes and dates too, and is wide enough for the file list's columns.
  dialog->setOption(QFileDialog::DontUseNativeDialog);
  dialog->setProxyModel(new LocalFileColumns(dialog));
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  const QFontMetrics metrics = dialog->fontMetrics();
  dialog->resize(dialog->sizeHint().expandedTo(QSize(metrics.averageCharWidth() * 110, metrics.height() * 28)));
  if (auto* list = dialog->findChild<QTreeView*>(QStringLiteral("treeView"))) {
    list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);  // size
    list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);  // type
    list->header()->setSectionResizeMode(3, QHeaderView::ResizeToContents);  // date modified
  }
  return dialog;
}

void MainWindow::chooseGameFile() {
  QFileDialog* dialog = newFileDialog("openDialog", tr("Open game"), tr("Bao games (*.bao);;All files (*)"));
  dialog->setFileMode(QFileDialog::ExistingFile);
  connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& path) { loadRecordFile(path); });
  dialog->open();
}

void MainWindow::save() {
  if (filePath_.isEmpty())
    saveAs();
  else
    writeGameFile(filePath_);
}

void MainWindow::saveAs() {
  QFileDialog* dialog = newFileDialog("saveDialog", tr("Save game"), tr("Bao games (*.bao)"));
  dialog->setAcceptMode(QFileDialog::AcceptSave);
  dialog->setDefaultSuffix("bao");
  if (!filePath_.isEmpty()) {
    dialog->selectFile(filePath_);
  } else {  // a name to start from: the game and the day
    const Variant v = controller_->game().start().variant;
    dialog->selectFile(
        QStringLiteral("%1-%2.bao")
            .arg(QString::fromLatin1(variantName(v).data()), QDate::currentDate().toString(Qt::ISODate)));
  }
  connect(dialog, &QFileDialog::fileSelected, this, &MainWindow::writeGameFile);
  dialog->open();
}

bool MainWindow::writeGameFile(const QString& path) {
  QString error;
  if (saveRecord(path, &error)) {
    //: Status bar after saving; %1 is the file's name.
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), kSavedMessageMs);
    return true;
  }
  //: %1 is the reason, e.g. "the disk is full".
  const QString text = tr("The game could not be saved: %1. A file that was there before is unchanged.");
  auto* box = openBox("saveError", tr("Save game"), QMessageBox::Warning);
  box->setText(text.arg(error));
  box->addButton(tr("Close"), QMessageBox::AcceptRole);
  box->open();
  return false;
}

// The whole line with its result, whatever point is looked at, dated the day it is saved
// unless the game already has a date.
bool MainWindow::saveRecord(const QString& path, QString* error) {
  GameRecord record = controller_->record();
  if (record.tag("Date").empty()) record.setTag("Date", QDate::currentDate().toString(Qt::ISODate).toStdString());
  const std::string text = formatRecord(record, controller_->game().lineResult());
  if (!SafeSave::write(path, QByteArray::fromStdString(text), error)) return false;
  filePath_ = path;
  savedRevision_ = controller_->game().revision();
  remember(path);
  updateTitle();
  return true;
}

// The title names the game's file, marked while the line differs from the file's.
void MainWindow::updateTitle() {
  const QString game = Words::gameName(model_->variant());
  if (filePath_.isEmpty()) {
    setWindowTitle(tr("Baraza — %1").arg(game));
    setWindowModified(false);
    return;
  }
  // "[*]" is where Qt puts the modified mark; a "[*]" in the file's name is doubled to show as it is.
  const QString name = QFileInfo(filePath_).fileName().replace(QStringLiteral("[*]"), QStringLiteral("[*][*]"));
  //: The window's title: %1 is the game's file name (with its modified mark), %2 the game.
  setWindowTitle(tr("Baraza — %1 — %2").arg(name + QStringLiteral("[*]"), game));
  setWindowModified(controller_->game().revision() != savedRevision_);
}

void MainWindow::remember(const QString& path) {
  QSettings settings;
  RecentGames::add(settings, path);
  RecentGames::setFolder(settings, QFileInfo(path).absolutePath());
  fillRecentMenu();
}

void MainWindow::fillRecentMenu() {
  recentMenu_->clear();
  const QStringList paths = RecentGames::list(QSettings());
  int number = 0;
  for (const QString& path : paths) {
    QAction* a = recentMenu_->addAction(QStringLiteral("&%1 %2").arg(++number).arg(QFileInfo(path).fileName()));
    a->setToolTip(path);
    a->setData(path);
    connect(a, &QAction::triggered, this, [this, path] { openRecent(path); });
  }
  recentMenu_->setEnabled(!paths.isEmpty());
}

void MainWindow::openRecent(const QString& path) {
  if (!QFileInfo(path).isFile()) {  // moved or deleted since: dropped from the list
    QSettings settings;
    RecentGames::remove(settings, path);
    fillRecentMenu();
    auto* box = openBox("recentMissing", tr("Open game"), QMessageBox::Warning);
    //: %1 is a file's full path.
    box->setText(tr("%1 is no longer there. It has been removed from the recent games.").arg(path));
    box->addButton(tr("Close"), QMessageBox::AcceptRole);
    box->open();
    return;
  }
  replaceGame([this, path] { loadRecordFile(path); });
}

// A game begins (new, opened, a lesson's). Against the computer, a game finished here counts once
// in the statistics: not again when looked at, nor when a finished game is opened.
void MainWindow::gameStarted() {
  if (!lessonPane_->isActive()) putAside_.reset();  // another game ended the lesson: nothing comes back
  input_->cancel();                                 // a pit waiting for its direction was the game before's
  countsInStatistics_ = !controller_->game().lineResult().over();
  filePath_.clear();
  savedRevision_ = 0;
}

void MainWindow::gameOver(const Result& result) {
  if (!countsInStatistics_ || !controller_->atLineEnd()) return;
  countsInStatistics_ = false;
  QSettings settings;
  Statistics::count(settings, controller_->setup(), result);
}

void MainWindow::showStatistics() {
  auto* dialog = new StatisticsDialog(this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->open();
}

// From the start of the line, played back move after move.
void MainWindow::replayGame() {
  look([this] { controller_->jumpTo(false); });
  replayTimer_->start();
  retranslate();
}

namespace {

// A record read and replayed in the background: replaying works out every position's legal
// moves, which a crafted file can make take seconds.
struct Replayed {
  Parsed<GameRecord> record;
  std::optional<Game> game;
};

Replayed replay(const std::string& text) {
  Replayed replayed{Parsed<GameRecord>::failure(""), std::nullopt};
  replayed.record = parseRecord(text, &replayed.game);
  return replayed;
}

}  // namespace

void MainWindow::showOpenError(const QString& path, const QString& problem) {
  auto* box = openBox("openError", tr("Open game"), QMessageBox::Warning);
  box->setText(tr("%1 could not be opened: %2").arg(QFileInfo(path).fileName(), problem));
  box->addButton(tr("Close"), QMessageBox::AcceptRole);
  box->open();
}

// Opens a record in review at its start, with the players it names (people if it names none).
// The game on the board stays as it was if the file is bad. False when it is refused at once;
// a slow file is opened in the background and says so in the status bar meanwhile.
bool MainWindow::loadRecordFile(const QString& path) {
  QString problem;
  const std::optional<QByteArray> bytes = RegularFile::read(path, qint64(kMaxRecordBytes), &problem);
  if (!bytes) {
    showOpenError(path, problem);
    return false;
  }
  const int opening = ++openings_;  // the latest file asked for is the one opened
  auto refused = std::make_shared<bool>(false);
  const bool done = Background::run(
      this, [text = bytes->toStdString()] { return replay(text); },
      [this, path, opening, refused](Replayed replayed) {
        if (opening != openings_) return;
        openingPath_.clear();
        if (!replayed.record) {
          *refused = true;
          showOpenError(path, RecordErrors::describe(replayed.record.error));
          updateStatus();
          return;
        }
        replayTimer_->stop();
        controller_->adoptGame(*replayed.game, *replayed.record.value, Players::of(*replayed.record.value),
                               LinePoint{});
        if (!path.startsWith(QLatin1Char(':'))) {  // a file of the player's, not a sample
          filePath_ = path;
          savedRevision_ = controller_->game().revision();
          remember(path);
        }
        retranslate();
      });
  if (!done) {
    openingPath_ = path;
    updateStatus();
  }
  return !*refused;
}

QString MainWindow::autosavePath() { return Autosave::path(); }

// An unfinished game is kept so that the next start can offer it again.
void MainWindow::autosave() {
  // The file holds the game the player is being asked about, or the one a lesson interrupted.
  if (askingToResume_ || lessonPane_->isActive()) return;
  const Game& game = controller_->game();
  if (game.length() == 0 || game.lineResult().over()) {
    Autosave::discard();
    return;
  }
  QString problem;
  const bool saved = Autosave::write(controller_->record(), game.lineResult(), &problem);
  if (!saved && !autosaveFailureShown_) {  // once: a full disk would otherwise say it at every move
    //: %1 is the reason, e.g. "the disk is full".
    statusBar()->showMessage(tr("The unfinished game could not be kept: %1").arg(problem), kAutosaveMessageMs);
  }
  autosaveFailureShown_ = !saved;
}

// Reading and replaying the unfinished game happens in the background, like opening a file.
void MainWindow::offerAutosave() {
  Background::run(this, &Autosave::find, [this](Autosave::Found found) { askToResume(std::move(found)); });
}

void MainWindow::askToResume(Autosave::Found found) {
  if (found.record && found.record->moves.empty()) found.record.reset();  // nothing worth offering
  if (found.state == Autosave::Found::State::None || (found.state == Autosave::Found::State::Good && !found.record)) {
    resumeAnswered();
    return;
  }
  auto* box = openBox("resumeQuestion", tr("Unfinished game"));
  if (found.state == Autosave::Found::State::Good) {
    box->setText(tr("Your last game was not finished. Continue it?"));
    QPushButton* resume = box->addButton(tr("Continue"), QMessageBox::AcceptRole);
    QPushButton* fresh = box->addButton(tr("New game"), QMessageBox::RejectRole);
    connect(resume, &QPushButton::clicked, this,
            [this, record = *found.record, game = *found.game] { resumeGame(record, game); });
    connect(fresh, &QPushButton::clicked, this, &MainWindow::resumeAnswered);
    box->open();
    return;
  }
  if (found.record) {
    //: %n counts the moves before the damage; English avoids the plural, translations may use it.
    box->setText(tr("Your last game was not finished, but its file is damaged. Moves that can be recovered: %n.",
                    nullptr, int(found.record->moves.size())));
    QPushButton* recover = box->addButton(tr("Recover"), QMessageBox::AcceptRole);
    connect(recover, &QPushButton::clicked, this,
            [this, record = *found.record, game = *found.game] { resumeGame(record, game); });
  } else {
    box->setText(tr("Your last game was not finished, but its file is damaged and none of it can be read."));
  }
  // Destructive, so that Esc does not choose it: only a click throws the game away.
  QPushButton* discard = box->addButton(tr("Discard"), QMessageBox::DestructiveRole);
  connect(discard, &QPushButton::clicked, this, [this] {
    Autosave::discard();
    resumeAnswered();
  });
  box->open();
}

void MainWindow::resumeGame(const GameRecord& record, const Game& game) {
  replayTimer_->stop();
  controller_->adoptGame(game, record, Players::of(record), LinePoint{game.length(), 0});
  retranslate();
  resumeAnswered();
}

// The player has decided: the game on the board goes on, and is kept from now on (unpausing
// settles the board, and the turn it announces autosaves).
void MainWindow::resumeAnswered() {
  askingToResume_ = false;
  controller_->setPaused(false);
  autosave();  // a new game instead drops the old one; a resumed one is kept as it is
}

// A move played while looking back in the game starts a new line: ask before dropping the old.
void MainWindow::confirmMove(const Move& move, std::optional<Move> safari) {
  if (!controller_->acceptsInput()) return;  // e.g. looking at a lesson's game so far: nothing to ask
  const int dropped = int(controller_->dropsIfPlayed(move));
  if (dropped <= 0) {
    controller_->playMove(move, safari);
    return;
  }
  auto* box = openBox("newLineQuestion", tr("New line"));
  box->setText(dropped == 1 ? tr("Playing here drops the next move of this game. Play it?")
                            : tr("Playing here drops the %n later moves of this game. Play it?", nullptr, dropped));
  QPushButton* play = box->addButton(tr("Play"), QMessageBox::AcceptRole);
  box->addButton(tr("Cancel"), QMessageBox::RejectRole);
  connect(play, &QPushButton::clicked, this, [this, move, safari] { controller_->playMove(move, safari); });
  connect(box, &QDialog::finished, this, [this] {  // played or not, the choice is over
    input_->cancel();
    updateStatus();
  });
  box->open();
}

// Taking over a side, or handing one to the computer, from the point shown: the later moves
// of the line are dropped, which the dialog says before anything happens.
void MainWindow::playOnFromHere() {
  const Game& game = controller_->game();
  auto* dialog = new NewGameDialog(controller_->setup(), this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->playOnFromHere(int(game.length() - game.ply()));
  connect(dialog, &QDialog::accepted, this, [this, dialog] { controller_->playOnFromHere(dialog->setup()); });
  dialog->open();
}

void MainWindow::pointAtMove(const Move& move, const QString& why) {
  // At rest before the move (the analysis pane may be looked at part way through one).
  const Square end = firstLapEnd(traceMove(controller_->game().position(), move));  // to point the way
  view_->setHint(move.square, end);
  hintPoint_ = controller_->game().point();
  hintMessage_ = why;
  statusBar()->showMessage(hintMessage_, 8000);
}

void MainWindow::showHint() {
  if (!controller_->acceptsInput() || lessonPane_->isActive()) return;
  // The strongest level for a quarter of a second: in every game at least as good as strong's look
  // in the same time, and in Kingulu, where strong looks only four plies, the proven best move.
  // With the analysis pane open on this position, its best move: a deeper look than the hint's own.
  if (const MoveValue* best = analysisPane_->bestMoveShown())
    return computer_->traceHint(controller_->game(), best->move,
                                best->line.size() > 1 ? std::optional(best->line[1]) : std::nullopt);
  computer_->think(controller_->game(), Level::Expert, ComputerPlayer::Purpose::Hint, kHintMovetimeMs);
}

void MainWindow::showNarration(bool rebuild) { narration_->follow(controller_->game(), rebuild); }

void MainWindow::showRules(const QString& anchor) {
  if (!rulesBrowser_) {
    rulesBrowser_ = new RulesBrowser;
    rulesBrowser_->setAttribute(Qt::WA_DeleteOnClose);
    rulesBrowser_->setObjectName("rulesHelp");
    rulesBrowser_->fitInto(screen()->availableGeometry());
  }
  rulesBrowser_->setWindowTitle(tr("Rules of the games"));
  rulesBrowser_->show();  // first, so that the diagrams are drawn at the scale of its screen
  rulesBrowser_->showRules(view_->seedColour(), view_->wood());
  rulesBrowser_->raise();
  if (!anchor.isEmpty()) rulesBrowser_->scrollToAnchor(anchor);
}

void MainWindow::showAbout() {
  QMessageBox box(this);
  box.setWindowTitle(tr("About Baraza"));
  box.setText(
      tr("<b>Baraza</b><br>Bao Kigogo, Bao la Kete, Bao Kingulu and Bao la Kimasai: play, watch every sowing "
         "seed by seed, and learn the rules.<br>A <i>baraza</i> is the stone bench where Bao is played on the "
         "Swahili coast.") +
      QStringLiteral("<p>") +
      //: %1 is the version number, e.g. 0.1.0.
      tr("Version %1").arg(QString::fromLatin1(baraza::version().data(), qsizetype(baraza::version().size()))) +
      QStringLiteral("</p><p>") +
      tr("The games were recorded by Martin Klamroth (1911: Kigogo, Kimasai, Kingulu), and, for Bao la Kete, by "
         "Walter Driedger (1972), Alan Boyd and Philip Townshend.") +
      QStringLiteral("</p><p>") +
      tr("Baraza is free software: you may share and change it under the GNU General Public License, version 3 "
         "or later. It comes with no warranty.") +
      QStringLiteral("</p>"));
  box.addButton(tr("Close"), QMessageBox::AcceptRole);
  box.exec();
}
