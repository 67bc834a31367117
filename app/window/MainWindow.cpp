#include "MainWindow.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QListView>
#include <QPointer>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

#include "AboutBox.h"
#include "BoardTurn.h"
#include "ClockHold.h"
#include "DocumentDialogs.h"
#include "DrawQuestion.h"
#include "GameStarts.h"
#include "HintShown.h"
#include "ListFocusFrames.h"
#include "PaneArrangement.h"
#include "QuestionBar.h"
#include "ResignQuestion.h"
#include "ResultPanel.h"
#include "SettingsDialog.h"
#include "SideClock.h"
#include "StatisticsDialog.h"
#include "StatusLine.h"
#include "StoredSetup.h"
#include "WindowActions.h"
#include "WindowTitle.h"
#include "analysis/AnalysisPane.h"
#include "board/BoardModel.h"
#include "board/BoardSounds.h"
#include "board/BoardView.h"
#include "files/RecentGames.h"
#include "files/SettingsFile.h"
#include "learn/LessonPane.h"
#include "learn/NarrationView.h"
#include "learn/RulesBrowser.h"
#include "learn/RulesText.h"
#include "play/MoveInput.h"
#include "play/MoveListModel.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/Players.h"
#include "session/RulesWorker.h"
#include "session/SearchWorker.h"
#include "words/BaoWords.h"
#include "words/Languages.h"
#include "words/MoveText.h"

using namespace baraza;

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      search_(new SearchWorker(this)),
      rules_(new RulesWorker(this)),
      session_(new GameSession(search_, rules_, this)),
      document_(new GameDocument(session_, rules_, this)),
      model_(new BoardModel(session_->game(), this)),
      view_(new BoardView(model_)),
      sounds_(new BoardSounds(this)),
      moves_(new MoveListModel(session_, this)),
      input_(nullptr),
      languages_(new Languages(this)),
      narration_(new NarrationView),
      moveList_(new QListView),
      movesDock_(new QDockWidget),
      narrationDock_(new QDockWidget),
      result_(new ResultPanel),
      lessonPane_(new LessonPane(session_)),
      analysisPane_(new AnalysisPane(session_, this)),
      safariBar_(new QuestionBar("safariQuestion")),
      drawBar_(new QuestionBar("drawQuestion")),
      northClock_(new SideClock(session_->clocks(), Side::North)),
      southClock_(new SideClock(session_->clocks(), Side::South)) {
  setObjectName("mainWindow");
  setWindowIcon(QIcon(":/art/icon.svg"));
  createPanes();
  // A click during an animation skips to its end. Connected before the move input, so the
  // click that starts a move does not also skip it.
  connect(view_, &BoardView::pitClicked, session_, [this] {
    if (session_->isAnimating()) session_->skipAnimation();
  });
  input_ = new MoveInput(model_, view_, this);
  status_ = new StatusLine(session_, document_, lessonPane_, input_);
  statusBar()->addWidget(status_, 1);
  actions_ = new WindowActions(this, session_, {movesDock_, narrationDock_, analysisPane_, lessonPane_});
  dialogs_ = new DocumentDialogs(this, document_);
  drawQuestion_ = new DrawQuestion(session_, drawBar_, statusBar(), this);
  new ClockHold(this, session_);
  starts_ = new GameStarts(this, session_, document_, analysisPane_, [this](auto replace) { replaceGame(replace); });
  hint_ = new HintShown({session_, search_, analysisPane_, lessonPane_, view_, statusBar()}, this);
  new BoardTurn(session_, view_, actions_->action("turnBoardAction"), this);
  wireSession();
  wireActions();
  languages_->apply(Languages::initialCode());
  retranslate();

  QSettings settings;
  // The first start: 1200x800, or nine tenths of a smaller screen.
  if (!restoreGeometry(settings.value("window/geometry").toByteArray())) {
    const QSize available = screen() ? screen()->availableGeometry().size() : QSize(1200, 800);
    resize(QSize(1200, 800).boundedTo(available * 0.9));
  }
  restoreState(settings.value("window/state").toByteArray());
  actions_->action("showCountsAction")->setChecked(settings.value("view/showCounts", true).toBool());
  applyPreferences(StoredSetup::preferences(settings));
  // Settings QSettings cannot write are lost when the program ends: said once, when the window
  // is up (a message put up before it shows would be drawn over the status line).
  if (const QString problem = SettingsFile::writeProblem(SettingsFile::path()); !problem.isEmpty()) {
    //: %1 is the reason, e.g. "the folder cannot be written to".
    const QString message = tr("Your settings cannot be kept: %1. They last until the program closes.").arg(problem);
    QTimer::singleShot(0, this, [this, message] { statusBar()->showMessage(message, kAutosaveMessageMs); });
  }
  // An unfinished game is offered first: until the player answers, nothing plays or is kept.
  const bool offered = document_->offerUnfinishedGame();
  startGame(StoredSetup::read(settings));
  if (!offered && document_->anotherInstanceKeepsAGame())
    //: A second Baraza window at the start: the unfinished game belongs to the first one.
    statusBar()->showMessage(tr("Another Baraza window that is open has an unfinished game; it stays there and is "
                                "not offered here."),
                             kAutosaveMessageMs);
}

MainWindow::~MainWindow() {
  // First, while the search worker and the session it follows are still there.
  delete analysisPane_;
  search_->cancel();
  // The children die after this body, in ~QWidget; what they signal then must not reach this
  // half-destroyed window.
  for (QObject* sender : std::initializer_list<QObject*>{session_, document_, search_, input_, view_, moveList_})
    sender->disconnect(this);
  delete rulesBrowser_;  // a top-level window of its own
}

void MainWindow::createPanes() {
  // Above the board a lesson's task, and a question the game waits for; under it the result of
  // a finished game: none of them covers the board.
  auto* boardArea = new QWidget;
  auto* boardLayout = new QVBoxLayout(boardArea);
  boardLayout->setContentsMargins(0, 0, 0, 0);
  boardLayout->setSpacing(0);
  result_->hide();
  for (QWidget* part : std::initializer_list<QWidget*>{lessonPane_, safariBar_, drawBar_, view_, result_})
    boardLayout->addWidget(part, part == view_ ? 1 : 0);
  view_->setPanelWidget(Side::North, northClock_);  // beside each side's name, turned with the board
  view_->setPanelWidget(Side::South, southClock_);
  setCentralWidget(boardArea);
  movesDock_->setObjectName("movesDock");
  movesDock_->setWidget(moveList_);
  moveList_->setObjectName("moveList");
  moveList_->setModel(moves_);
  moveList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  narrationDock_->setObjectName("narrationDock");
  narration_->setObjectName("narration");
  narrationDock_->setWidget(narration_);
  addDockWidget(Qt::RightDockWidgetArea, movesDock_);
  addDockWidget(Qt::RightDockWidgetArea, narrationDock_);
  tabifyDockWidget(narrationDock_, analysisPane_);  // a tab: opening it takes no width from the board
  analysisPane_->hide();                            // View → Analysis
  connect(analysisPane_->toggleViewAction(), &QAction::toggled, this, &MainWindow::arrangePanes);
  analysisPane_->markMoves(moves_);
  ListFocusFrames::frameEvery(*this);  // Tab into a list shows where the keyboard is
}

void MainWindow::wireSession() {
  connect(session_, &GameSession::pointChanged, this, &MainWindow::followPoint);
  connect(session_, &GameSession::lineChanged, narration_, &NarrationView::lineChanged);
  connect(session_, &GameSession::eventStarting, view_, &BoardView::animateEvent);
  connect(session_, &GameSession::eventApplied, view_, &BoardView::eventDone);
  connect(session_, &GameSession::eventStarting, sounds_, &BoardSounds::eventStarting);
  connect(session_, &GameSession::eventApplied, sounds_, &BoardSounds::eventApplied);
  connect(session_, &GameSession::safariReached, this, &MainWindow::askSafari);
  connect(session_, &GameSession::confirmationNeeded, this, &MainWindow::confirmMove);
  // Another game (not a lesson's own) ends a lesson, and with it the game the lesson put aside:
  // the player was asked about it first. LessonPane ends itself before this runs.
  connect(session_, &GameSession::gameStarted, document_, [this] {
    if (!lessonPane_->isActive()) document_->forgetPutAside();
    input_->cancel();  // a pit waiting for its direction was the game before's
    arrangePanes();    // another board, another shape
  });
  connect(document_, &GameDocument::changed, this, &MainWindow::updateTitle);
  connect(document_, &GameDocument::recentChanged, actions_, &WindowActions::fillRecentMenu);
  connect(document_, &GameDocument::openFailed, dialogs_, &DocumentDialogs::showOpenError);
  connect(document_, &GameDocument::unfinishedGameFound, dialogs_, &DocumentDialogs::askToResume);
  connect(document_, &GameDocument::autosaveFailed, this, [this](const QString& problem) {
    //: %1 is the reason, e.g. "the disk is full".
    statusBar()->showMessage(tr("The unfinished game could not be kept: %1").arg(problem), kAutosaveMessageMs);
  });
  connect(input_, &MoveInput::moveChosen, session_, [this](const Move& move) { session_->requestMove(move); });
  connect(input_, &MoveInput::safariMoveChosen, session_,
          [this](const Move& stop, const Move& safari) { session_->requestMove(stop, safari); });
  connect(view_, &BoardView::skipRequested, session_, &GameSession::skipAnimation);
  // Clicking a move looks at the position after it; it never plays or drops anything.
  connect(moveList_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& index) {
    if (!followingPoint_ && index.isValid()) session_->seekPly(std::size_t(index.row()));
  });
  // Clicking a line of the narration shows the board just after that event; double-clicking it,
  // the rule behind it.
  connect(narration_, &NarrationView::pointChosen, session_, &GameSession::seek);
  connect(narration_, &NarrationView::ruleChosen, this,
          [this](const QString& rule) { showRules(RulesText::anchorOf(rule)); });
  connect(result_, &ResultPanel::newGameRequested, starts_, &GameStarts::newGame);
  connect(result_, &ResultPanel::replayRequested, session_, &GameSession::replayFromTheStart);
  connect(result_, &ResultPanel::saveRequested, dialogs_, [this] { dialogs_->save(); });
  connect(result_, &ResultPanel::ruleRequested, this, [this] {
    const std::string_view rule = ruleText(resultRule(session_->game().start().variant, session_->game().result()));
    showRules(RulesText::anchorOf(QString::fromLatin1(rule.data(), qsizetype(rule.size()))));
  });
  connect(lessonPane_, &LessonPane::lessonChosen, this, &MainWindow::startLesson);
  connect(lessonPane_, &LessonPane::leaveRequested, this, &MainWindow::leaveLesson);
  connect(lessonPane_, &LessonPane::ruleRequested, this,
          [this](const QString& id) { showRules(RulesText::anchorOf(id)); });
  connect(analysisPane_, &AnalysisPane::showMoveRequested, session_, [this](const Move& move) {
    //: The status bar after "Show best move" in the analysis pane; %1 is the move.
    session_->pointAt(move, tr("Best move: %1").arg(moveText(model_->variant(), move)));
  });
  connect(analysisPane_, &AnalysisPane::plyRequested, session_, &GameSession::seekPly);
}

void MainWindow::wireActions() {
  connect(actions_, &WindowActions::newGameRequested, starts_, &GameStarts::newGame);
  connect(actions_, &WindowActions::setUpPositionRequested, starts_, &GameStarts::setUpPosition);
  connect(actions_, &WindowActions::openRequested, this, [this] {
    replaceGame([this] { dialogs_->chooseFileToOpen([this](const QString& path) { openRecord(path); }); });
  });
  connect(actions_, &WindowActions::saveRequested, dialogs_, [this] { dialogs_->save(); });
  connect(actions_, &WindowActions::saveAsRequested, dialogs_, [this] { dialogs_->saveAs(); });
  connect(actions_, &WindowActions::recentChosen, this, [this](const QString& path) {
    if (QFileInfo(path).isFile()) return replaceGame([this, path] { openRecord(path); });
    QSettings settings;  // moved or deleted since: dropped from the list
    RecentGames::remove(settings, path);
    actions_->fillRecentMenu();
    dialogs_->tellRecentMissing(path);
  });
  connect(actions_, &WindowActions::sampleChosen, this, [this](Variant v) {
    replaceGame(
        [this, v] { openRecord(QStringLiteral(":/samples/%1.bao").arg(QString::fromLatin1(variantName(v).data()))); });
  });
  connect(actions_, &WindowActions::hintRequested, hint_, &HintShown::ask);
  connect(actions_, &WindowActions::analyseGameRequested, analysisPane_, &AnalysisPane::reviewGame);
  connect(actions_, &WindowActions::playOnRequested, starts_, &GameStarts::playOnFromHere);
  connect(actions_, &WindowActions::rulesRequested, this, [this] { showRules(rulesInPlay()); });
  connect(actions_, &WindowActions::settingsRequested, this, &MainWindow::showSettings);
  connect(actions_, &WindowActions::aboutRequested, this, [this] { AboutBox::show(this); });
  connect(actions_, &WindowActions::resignRequested, this, [this] { ResignQuestion::ask(this, session_); });
  connect(actions_, &WindowActions::statisticsRequested, this, [this] {
    auto* dialog = new StatisticsDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
  });
  connect(actions_, &WindowActions::languageChosen, this, &MainWindow::switchLanguage);
  connect(actions_, &WindowActions::speedChosen, this, &MainWindow::setSpeed);
  connect(actions_, &WindowActions::countsShown, this, [this](bool on) {
    view_->setShowCounts(on);
    QSettings().setValue("view/showCounts", on);
  });
}

QAction* MainWindow::hintAction() const { return actions_->action("hintAction"); }

RulesBrowser* MainWindow::rulesWindow() const { return rulesBrowser_; }

QString MainWindow::gameFile() const { return document_->shownFile(); }

bool MainWindow::saveRecord(const QString& path, QString* error) { return document_->save(path, error); }

bool MainWindow::openRecord(const QString& path) { return document_->open(path); }

void MainWindow::openAtStart(const QString& path) {
  const QString absolute = QFileInfo(path).absoluteFilePath();  // the recent games name it wherever it was run
  if (document_->isAskingToResume()) {
    connect(
        document_, &GameDocument::resumeDecided, this, [this, absolute] { openAtStart(absolute); },
        Qt::SingleShotConnection);
    return;
  }
  replaceGame([this, absolute] { openRecord(absolute); });
}

QString MainWindow::autosavePath() { return Autosave::path(); }

void MainWindow::replaceGame(const std::function<void()>& replace) {
  dialogs_->whenGameMayGo(DocumentDialogs::Replacing::Game, replace);
}

void MainWindow::retranslate() {
  ++textsSet_;
  textsLanguage_ = languages_->current();
  actions_->retranslate();
  actions_->showLanguage(languages_->current());
  lessonPane_->retranslate();  // and the Learn menu's titles and game names
  analysisPane_->retranslate();
  result_->retranslate();  // hidden too: its buttons are in the new language when it shows
  movesDock_->setWindowTitle(tr("Moves"));
  narrationDock_->setWindowTitle(tr("What happened"));
  moveList_->setAccessibleName(movesDock_->windowTitle());  // a screen reader names the lists as their panes
  narration_->setAccessibleName(narrationDock_->windowTitle());
  moves_->textsChanged();  // "Start" and the move numbers in the new language, the current row kept
  narration_->follow(session_->game(), true, session_->undecidedPly() ? session_->game().point().event : SIZE_MAX);
  view_->setSideLabels(Players::label(session_->setup(), Side::South), Players::label(session_->setup(), Side::North));
  if (session_->isAskingSafari()) askSafari();
  drawQuestion_->retranslate();
  northClock_->refresh();
  southClock_->refresh();
  if (rulesBrowser_) {  // an open rules window follows the language too
    rulesBrowser_->setWindowTitle(tr("Rules of the games"));
    rulesBrowser_->showRules(view_->seedColour(), view_->wood());
  }
  status_->update();
  updateTitle();
  view_->update();
}

void MainWindow::followPoint() {
  const Game& game = session_->game();
  model_->refresh();
  followingPoint_ = true;  // the list follows; it is not the player choosing a row
  moveList_->setCurrentIndex(moves_->index(moves_->currentRow()));
  followingPoint_ = false;
  moveList_->scrollTo(moveList_->currentIndex());
  view_->setSideLabels(Players::label(session_->setup(), Side::South), Players::label(session_->setup(), Side::North));
  // While a question is open, nothing tells its answer: the narration stops where it is asked.
  narration_->follow(game, false, session_->isAskingSafari() ? game.point().event : SIZE_MAX);
  if (!session_->isAskingSafari()) safariBar_->dismiss();
  input_->setEnabled(session_->acceptsInput());
  // A lesson asks where a move ends: the mark where its first lap ends would be the answer.
  input_->setShowsLapEnds(!lessonPane_->isActive());
  // The result shows at the end of a finished game only: looking back hides it.
  const bool atEnd = game.point() == LinePoint{game.length(), 0} && game.lineResult().over();
  if (atEnd) result_->setResult(game.lineResult(), game.position(), session_->setup());
  result_->setVisible(atEnd);
  view_->setGameOver(atEnd);
  view_->setPaused(lessonPane_->isWaiting());
  actions_->namePieces(game.start().variant);
}

// The title names the game's file, marked while the game has changes that are not in it.
void MainWindow::updateTitle() {
  setWindowTitle(WindowTitle::of(*document_, *session_));
  setWindowModified(!document_->shownFile().isEmpty() && document_->isShownModified());
}

void MainWindow::startGame(const GameSetup& setup) { starts_->start(setup); }

void MainWindow::welcome() { starts_->welcome(); }

// A lesson puts the game on the board aside (in memory, whole) and Leave lesson brings it back;
// the game's unsaved changes are asked about first, as for anything that replaces it.
void MainWindow::startLesson(int index) {
  const auto begin = [this, index] {
    session_->setReplaying(false);
    if (!lessonPane_->isActive()) document_->putAside();
    lessonPane_->begin(index);
    view_->setSelected(kNoSquare);  // no keyboard cursor left from the game
  };
  if (lessonPane_->isActive()) return begin();  // a lesson's try is nothing to keep
  dialogs_->whenGameMayGo(DocumentDialogs::Replacing::Lesson, begin);
}

void MainWindow::leaveLesson() {
  if (!lessonPane_->isActive()) return;
  lessonPane_->end();
  view_->setSelected(kNoSquare);  // no keyboard cursor left from the lesson
  if (!document_->bringBack()) startGame(StoredSetup::read(QSettings()));
}

// Asked in the bar above the board when the sowing has reached the player's kuu (L-6.3) or nyumba
// (Z-6.3): the sowing waits there, in view, and nothing tells the answer before it is given.
void MainWindow::askSafari() {
  const Variant v = session_->game().start().variant;
  safariBar_->ask(baoText(v,
                          //: Kete (L-6.3): a capture's sowing has ended in the player's own kuu.
                          tr("The sowing has reached your kuu. Stop here, or lift the kuu and sow on (safari)?"),
                          //: Kiswahili (Z-6.3): a namua capture's sowing has ended in the player's own nyumba; "nyumba"
                          //: and "safari" stay in Swahili.
                          tr("The sowing has reached your nyumba. Stop here, or lift the nyumba and sow on (safari)? "
                             "After a safari the nyumba is gone for good.")),
                  {{baoText(v, tr("Stop in the kuu"), tr("Stop in the nyumba")), "safariStop",
                    [this] { session_->answerSafari(false); }},
                   {tr("Safari"), "safariGo", [this] { session_->answerSafari(true); }},
                   // Esc takes the whole move back, as it does for the direction: it never plays one.
                   {tr("Cancel"), "safariCancel", [this] { session_->cancelSafari(); }}});
  status_->update();
}

// A move played while looking back in the game starts a new line: ask before dropping the old.
void MainWindow::confirmMove(const Move& move, std::optional<Move> safari, int dropped) {
  dialogs_->askNewLine(
      dropped, [this, move, safari] { session_->playMove(move, safari); },
      [this] {  // played or not, the choice is over
        input_->cancel();
        status_->update();
      });
}

// F1 while playing: the clause the narration's marked line follows, or else the game's own section.
QString MainWindow::rulesInPlay() const {
  const QString rule = narration_->currentRule();
  return rule.isEmpty() ? QString::fromLatin1(QByteArrayView(variantName(session_->game().start().variant)))
                        : RulesText::anchorOf(rule);
}

void MainWindow::showRules(const QString& anchor) {
  if (!rulesBrowser_) {
    rulesBrowser_ = new RulesBrowser;
    rulesBrowser_->setAttribute(Qt::WA_DeleteOnClose);
    rulesBrowser_->setObjectName("rulesHelp");
    rulesBrowser_->fitInto(screen()->availableGeometry());
    rulesBrowser_->setWindowTitle(tr("Rules of the games"));
    rulesBrowser_->show();  // first, so that the diagrams are drawn at the scale of its screen
    rulesBrowser_->showRules(view_->seedColour(), view_->wood());
  }
  rulesBrowser_->show();
  rulesBrowser_->raise();
  rulesBrowser_->activateWindow();  // with the keyboard: Esc and Ctrl+W close it, also when it was open behind
  if (!anchor.isEmpty()) rulesBrowser_->scrollToAnchor(anchor);
}

void MainWindow::resizeEvent(QResizeEvent* event) {
  QMainWindow::resizeEvent(event);
  arrangePanes();
}

void MainWindow::arrangePanes() {
  QTimer::singleShot(0, this, [this] { PaneArrangement::arrange(*this, *view_, movesDock_, narrationDock_); });
}

void MainWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::WindowStateChange && actions_) {  // however full screen was left
    QAction* fullScreen = actions_->action("fullScreenAction");
    const QSignalBlocker quiet(fullScreen);
    fullScreen->setChecked(windowState() & Qt::WindowFullScreen);
  }
  // Installing a catalogue sends this too, after the texts were set in its language.
  if (event->type() == QEvent::LanguageChange && actions_ && languages_->current() != textsLanguage_) retranslate();
  QMainWindow::changeEvent(event);
}

// Closing the window replaces the game too: its changes are asked about first.
void MainWindow::closeEvent(QCloseEvent* event) {
  if (!closing_ && document_->hasUnsavedChanges()) {
    event->ignore();
    dialogs_->whenGameMayGo(DocumentDialogs::Replacing::Window, [this] {
      closing_ = true;
      close();
    });
    return;
  }
  document_->keepUnfinishedGameNow();  // with the time the player to move has used so far
  QSettings settings;
  settings.setValue("window/geometry", saveGeometry());
  settings.setValue("window/state", saveState());
  if (rulesBrowser_) rulesBrowser_->close();  // a window of its own; it would keep the program running
  event->accept();
}

bool MainWindow::switchLanguage(const QString& code) {
  if (!languages_->apply(code)) return false;
  retranslate();  // now, not when the LanguageChange posted meanwhile arrives
  return true;
}

void MainWindow::setSpeed(int speed) {
  speed = std::clamp(speed, 0, 3);
  session_->setSpeed(static_cast<Pace::Speed>(speed));
  actions_->showSpeed(speed);
  QSettings().setValue("view/speed", speed);
}

Preferences MainWindow::preferences() const {
  return {session_->speed(),   sounds_->isEnabled(), sounds_->volume(),
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
