#include "MainWindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>

#include "Languages.h"
#include "NewGameDialog.h"
#include "SettingsDialog.h"
#include "StoredSetup.h"
#include "baraza/notation.h"
#include "baraza/record.h"
#include "baraza/version.h"
#include "board/BoardModel.h"
#include "board/BoardSounds.h"
#include "board/BoardView.h"
#include "board/TracePlayer.h"
#include "files/Autosave.h"
#include "files/RecordErrors.h"
#include "files/RegularFile.h"
#include "files/SafeSave.h"
#include "learn/Narrator.h"
#include "learn/RulesText.h"
#include "play/Background.h"
#include "play/ComputerPlayer.h"
#include "play/MoveInput.h"
#include "play/MoveListModel.h"
#include "play/Players.h"

using namespace baraza;

namespace {
constexpr int kHintMovetimeMs = 250;
constexpr int kAutosaveMessageMs = 15000;
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
      narration_(new QListWidget),
      moveList_(new QListView),
      movesDock_(new QDockWidget),
      narrationDock_(new QDockWidget),
      toolbar_(new QToolBar) {
  setObjectName("mainWindow");
  setWindowIcon(QIcon(":/art/icon.svg"));
  setCentralWidget(view_);
  movesDock_->setObjectName("movesDock");
  movesDock_->setWidget(moveList_);
  moveList_->setObjectName("moveList");
  moveList_->setModel(moves_);
  moveList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  // Clicking a move looks at the position after it; it never plays or drops anything.
  connect(moveList_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& index) {
    if (!followingPoint_ && index.isValid()) look([this, index] { controller_->seekPly(std::size_t(index.row())); });
  });
  // Clicking a line of the narration shows the board just after that event.
  connect(narration_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
    if (narratedMove_ == SIZE_MAX) return;
    const auto event = std::size_t(narration_->row(item)) + 1;
    look([this, event] { controller_->seek(LinePoint{narratedMove_, event}); });
  });
  narrationDock_->setObjectName("narrationDock");
  narration_->setWordWrap(true);
  narration_->setObjectName("narration");
  narrationDock_->setWidget(narration_);
  addDockWidget(Qt::RightDockWidgetArea, movesDock_);
  addDockWidget(Qt::RightDockWidgetArea, narrationDock_);
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
  connect(input_, &MoveInput::moveChosen, this, &MainWindow::confirmMove);
  connect(input_, &MoveInput::safariQuestion, this, &MainWindow::askSafari);
  connect(view_, &BoardView::skipRequested, controller_, &GameController::skipAnimation);
  connect(controller_, &GameController::pointChanged, this, &MainWindow::followPoint);
  connect(controller_, &GameController::lineChanged, moves_, &MoveListModel::lineChanged);
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
  if (!restoreGeometry(settings.value("window/geometry").toByteArray())) resize(1200, 800);  // first start
  restoreState(settings.value("window/state").toByteArray());
  showCounts_->setChecked(settings.value("view/showCounts", true).toBool());
  applyPreferences(StoredSetup::preferences(settings));
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
  computer_->cancel();
  // The children (the controller among them) die after this body, in ~QWidget; what they signal
  // then, such as the undo stack cleared, must not reach this half-destroyed window.
  for (QObject* sender : std::initializer_list<QObject*>{controller_, computer_, player_, input_, view_, moveList_})
    sender->disconnect(this);
  delete rulesBrowser_;  // a top-level window of its own
}

void MainWindow::createActions() {
  newGame_ = new QAction(QIcon::fromTheme("document-new"), QString(), this);
  newGame_->setShortcut(QKeySequence::New);
  connect(newGame_, &QAction::triggered, this, &MainWindow::newGameDialog);
  undo_ = new QAction(QIcon::fromTheme("edit-undo"), QString(), this);
  undo_->setObjectName("undoAction");
  undo_->setShortcut(QKeySequence::Undo);
  connect(undo_, &QAction::triggered, this, [this] { look([this] { controller_->undo(); }); });
  redo_ = new QAction(QIcon::fromTheme("edit-redo"), QString(), this);
  redo_->setObjectName("redoAction");
  redo_->setShortcut(QKeySequence::Redo);
  connect(redo_, &QAction::triggered, this, [this] { look([this] { controller_->redo(); }); });
  hint_ = new QAction(QIcon::fromTheme("help-hint"), QString(), this);
  hint_->setShortcut(Qt::Key_H);
  connect(hint_, &QAction::triggered, this, &MainWindow::showHint);
  connect(computer_, &ComputerPlayer::moveChosen, this, [this](ComputerPlayer::Purpose purpose, const Move& move) {
    if (purpose != ComputerPlayer::Purpose::Hint || !controller_->acceptsInput()) return;
    const Square end = firstLapEnd(traceMove(model_->position(), move));  // to point the way
    view_->setHint(move.square, end);
    hintPoint_ = controller_->game().point();
    hintMessage_ = tr("Hint: %1").arg(QString::fromStdString(formatMove(model_->variant(), move)));
    statusBar()->showMessage(hintMessage_, 8000);
  });
  playOn_ = new QAction(QIcon::fromTheme("media-playback-start"), QString(), this);
  playOn_->setObjectName("playOnAction");
  connect(playOn_, &QAction::triggered, this, &MainWindow::playOnFromHere);
  skip_ = new QAction(QIcon::fromTheme("media-skip-forward"), QString(), this);
  connect(skip_, &QAction::triggered, controller_, &GameController::skipAnimation);
  quit_ = new QAction(QIcon::fromTheme("application-exit"), QString(), this);
  quit_->setObjectName("quitAction");
  quit_->setShortcut(QKeySequence::Quit);
  connect(quit_, &QAction::triggered, this, &QWidget::close);
  showCounts_ = new QAction(this);
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
  rules_ = new QAction(QIcon::fromTheme("help-contents"), QString(), this);
  rules_->setShortcut(QKeySequence::HelpContents);
  rules_->setObjectName("rulesAction");
  connect(rules_, &QAction::triggered, this, &MainWindow::showRules);
  settings_ = new QAction(QIcon::fromTheme("configure", QIcon::fromTheme("preferences-system")), QString(), this);
  settings_->setObjectName("settingsAction");
  settings_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
  settings_->setMenuRole(QAction::PreferencesRole);
  connect(settings_, &QAction::triggered, this, &MainWindow::showSettings);
  about_ = new QAction(this);
  about_->setObjectName("aboutAction");
  connect(about_, &QAction::triggered, this, &MainWindow::showAbout);
  languageGroup_ = new QActionGroup(this);
  for (const Language& l : Languages::all()) {
    QAction* a = languageGroup_->addAction(l.nativeName);  // each language in its own name
    a->setCheckable(true);
    a->setData(l.code);
    connect(a, &QAction::triggered, this, [this, code = l.code] { switchLanguage(code); });
  }
  toolbar_->addAction(newGame_);
  toolbar_->addAction(undo_);
  toolbar_->addAction(redo_);
  toolbar_->addAction(hint_);
  toolbar_->addAction(skip_);
}

void MainWindow::createMenus() {
  gameMenu_ = menuBar()->addMenu(QString());
  gameMenu_->addAction(newGame_);
  gameMenu_->addAction(open_);
  gameMenu_->addAction(save_);
  samplesMenu_ = gameMenu_->addMenu(QString());
  for (Variant v : {Variant::Kete, Variant::Kigogo, Variant::Kingulu, Variant::Kimasai}) {
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
  gameMenu_->addSeparator();
  gameMenu_->addAction(settings_);
  gameMenu_->addSeparator();
  gameMenu_->addAction(quit_);
  viewMenu_ = menuBar()->addMenu(QString());
  viewMenu_->addAction(showCounts_);
  speedMenu_ = viewMenu_->addMenu(QString());
  speedMenu_->addActions(speeds_->actions());
  viewMenu_->addAction(skip_);
  viewMenu_->addSeparator();
  viewMenu_->addActions(replayBar_->actions());
  languageMenu_ = menuBar()->addMenu(QString());
  languageMenu_->addActions(languageGroup_->actions());
  helpMenu_ = menuBar()->addMenu(QString());
  helpMenu_->addAction(rules_);
  helpMenu_->addAction(about_);
}

void MainWindow::retranslate() {
  setWindowTitle(tr("Baraza — %1").arg(gameName(model_->variant())));
  gameMenu_->setTitle(tr("&Game"));
  viewMenu_->setTitle(tr("&View"));
  speedMenu_->setTitle(tr("Animation &speed"));
  languageMenu_->setTitle(tr("&Language"));
  helpMenu_->setTitle(tr("&Help"));
  newGame_->setText(tr("&New game…"));
  open_->setText(tr("&Open game…"));
  save_->setText(tr("&Save game as…"));
  samplesMenu_->setTitle(tr("Sample &games"));
  for (QAction* a : samplesMenu_->actions()) a->setText(gameName(static_cast<Variant>(a->data().toInt())));
  replayBar_->setWindowTitle(tr("Replay"));
  toStart_->setText(tr("To the start"));
  moveBack_->setText(tr("Move back"));
  eventBack_->setText(tr("Seed back"));
  eventForward_->setText(tr("Seed forward"));
  moveForward_->setText(tr("Move forward"));
  toEnd_->setText(tr("To the end"));
  playPause_->setText(replayTimer_->isActive() ? tr("Pause") : tr("Play"));
  //: Tooltip: stepping through a move one sown seed at a time.
  eventBack_->setToolTip(tr("One step back inside the move, seed by seed (Alt+Left)"));
  eventForward_->setToolTip(tr("One step forward inside the move, seed by seed (Alt+Right)"));
  playPause_->setToolTip(tr("Play the recorded moves one after another (P)"));
  newGame_->setToolTip(tr("Start a new game"));
  undo_->setText(tr("&Undo move"));
  undo_->setToolTip(tr("Take back the last move (against the computer, back to your turn)"));
  redo_->setText(tr("&Redo move"));
  redo_->setToolTip(tr("Play the taken-back move again"));
  hint_->setText(tr("&Hint"));
  hint_->setToolTip(tr("Show a good move on the board (H)"));
  skip_->setText(tr("S&kip animation"));
  skip_->setToolTip(tr("Show the end of the move at once (Esc)"));
  quit_->setText(tr("&Quit"));
  showCounts_->setText(tr("Show seed &counts"));
  for (QAction* a : speeds_->actions()) a->setText(speedName(static_cast<TracePlayer::Speed>(a->data().toInt())));
  settings_->setText(tr("S&ettings…"));
  settings_->setToolTip(tr("Animation speed, sound, language, seed colour (Ctrl+,)"));
  rules_->setText(tr("&Rules of the games"));
  about_->setText(tr("&About Baraza"));
  toolbar_->setWindowTitle(tr("Toolbar"));
  movesDock_->setWindowTitle(tr("Moves"));
  narrationDock_->setWindowTitle(tr("What happened"));
  moves_->lineChanged();  // "Start" and the move numbers in the new language
  for (QAction* a : languageGroup_->actions()) a->setChecked(a->data().toString() == languages_->current());
  playOn_->setText(tr("&Play on from here…"));
  //: Tooltip: choose who plays each side and play on from the position shown.
  playOn_->setToolTip(tr("Play on from the position shown, choosing who plays each side"));
  followPoint();
  showNarration(true);
  if (rulesBrowser_) {  // an open rules window follows the language too
    rulesBrowser_->setWindowTitle(tr("Rules of the games"));
    rulesBrowser_->setHtml(RulesText::html());
  }
  view_->setBanner(controller_->game().result().over()
                       ? Narrator::result(controller_->game().result(), model_->variant())
                       : QString());
  updateStatus();
  view_->update();
}

void MainWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange && gameMenu_) retranslate();
  QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
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
  return {player_->speed(), sounds_->isEnabled(), sounds_->volume(), view_->seedColour(), input_->confirmsMoves()};
}

void MainWindow::applyPreferences(const Preferences& preferences) {
  setSpeed(int(preferences.speed));  // the View menu's speeds follow the same value
  sounds_->setEnabled(preferences.sound);
  sounds_->setVolume(preferences.volume);
  view_->setSeedColour(preferences.seedColour);
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

// Nothing lost by accident: an unfinished game on the board is closed only when the player says so.
void MainWindow::replaceGame(const std::function<void()>& replace) {
  const Game& game = controller_->game();
  if (game.length() == 0 || game.lineResult().over()) {
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

void MainWindow::look(const std::function<void()>& move) {
  if (replayTimer_->isActive()) {
    replayTimer_->stop();
    retranslate();
  }
  move();
}

QString MainWindow::sideLabel(Side side) const {
  const GameSetup& players = controller_->setup();
  if ((side == Side::South ? players.south : players.north) != PlayerKind::Computer) return {};
  //: Who plays a side: %1 is the side (South, North), %2 the computer's strength.
  return tr("%1 · computer (%2)").arg(Narrator::sideName(side), ::levelName(players.level));
}

void MainWindow::askSafari() {
  auto* box = openBox("safariQuestion", tr("Safari?"));
  //: Kete (L-6): the capture's sowing may end in the player's own kuu.
  box->setText(tr("If this sowing ends in your kuu, do you stop there, or lift the kuu and sow on (safari)?"));
  QPushButton* stop = box->addButton(tr("Stop in the kuu"), QMessageBox::RejectRole);
  QPushButton* safari = box->addButton(tr("Safari"), QMessageBox::AcceptRole);
  connect(stop, &QPushButton::clicked, input_, [this] { input_->answerSafari(false); });
  connect(safari, &QPushButton::clicked, input_, [this] { input_->answerSafari(true); });
  box->open();
}

// Every action only where it can act: nothing to take back at the start, nothing to redo at the
// end of the line, no replay controls without somewhere to go.
void MainWindow::updateActions() {
  const bool back = controller_->canUndo();
  const bool forward = controller_->canRedo();
  undo_->setEnabled(back);
  redo_->setEnabled(forward);
  for (QAction* a : {toStart_, moveBack_, eventBack_}) a->setEnabled(back);
  for (QAction* a : {eventForward_, moveForward_, toEnd_}) a->setEnabled(forward);
  playPause_->setEnabled(forward || replayTimer_->isActive());
  skip_->setEnabled(controller_->isAnimating());
  hint_->setEnabled(controller_->acceptsInput());
  playOn_->setEnabled(!controller_->isAnimating() && !controller_->game().result().over());
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
  followingPoint_ = true;  // the list follows; it is not the user choosing a row
  moveList_->setCurrentIndex(moves_->index(moves_->currentRow()));
  followingPoint_ = false;
  moveList_->scrollTo(moveList_->currentIndex());
  view_->setSideLabels(sideLabel(Side::South), sideLabel(Side::North));
  showNarration(false);
  input_->setEnabled(controller_->acceptsInput());
  const bool overHere = game.point().event == 0 && game.result().over();
  view_->setBanner(overHere ? Narrator::result(game.result(), model_->variant()) : QString());
  updateActions();
  updateStatus();
}

void MainWindow::updateStatus() {
  const Game& game = controller_->game();
  const Position& p = game.position();
  const LinePoint point = game.point();
  QStringList parts;
  parts << gameName(p.variant);
  if (!openingPath_.isEmpty()) {
    //: A game file whose positions take long to work out; %1 is the file's name.
    parts << tr("opening %1…").arg(QFileInfo(openingPath_).fileName());
  }
  if (controller_->isWorking()) {
    //: Some positions have sowings that take seconds to follow to their end.
    parts << tr("working out the moves of the new position…");
  } else if (point.event > 0) {
    //: Part way through a move: %1 is the side moving, %2 the move, e.g. "South plays f2cw".
    parts << tr("%1 plays %2")
                 .arg(Narrator::sideName(p.toMove),
                      QString::fromStdString(formatMove(p.variant, game.line()[point.ply])));
  } else if (game.result().over()) {
    parts << Narrator::result(game.result(), p.variant);
  } else {
    parts << tr("%1 to move").arg(Narrator::sideName(p.toMove));
    const Rules::Stage stage = game.rules().stageOf(p, p.toMove);
    //: Kete stages: "nemo" and "mtaji" are Swahili names and stay as they are.
    if (stage == Rules::Stage::Nemo) parts << tr("nemo stage");
    if (stage == Rules::Stage::Mtaji) parts << tr("mtaji stage");
    if (computer_->isThinking(ComputerPlayer::Purpose::Move))
      parts << tr("the computer is thinking…");
    else if (computer_->isThinking(ComputerPlayer::Purpose::Hint))
      parts << tr("looking for a good move…");
    else if (input_->isChoosingDirection())
      parts << tr("choose a direction: click the next pit or use Left/Right and Enter");
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
  open_ = new QAction(QIcon::fromTheme("document-open"), QString(), this);
  open_->setShortcut(QKeySequence::Open);
  connect(open_, &QAction::triggered, this, &MainWindow::openGame);
  save_ = new QAction(QIcon::fromTheme("document-save-as"), QString(), this);
  save_->setShortcut(QKeySequence::SaveAs);
  connect(save_, &QAction::triggered, this, &MainWindow::saveGame);
  replayBar_ = new QToolBar(this);
  replayBar_->setObjectName("replayToolbar");
  addToolBarBreak();  // the replay controls get a row of their own
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
  const auto add = [this](const char* name, const char* icon, QKeySequence key, auto slot) {
    QAction* a = replayBar_->addAction(QIcon::fromTheme(icon), QString());
    a->setObjectName(QString::fromLatin1(name));
    a->setShortcut(key);
    connect(a, &QAction::triggered, this, slot);
    return a;
  };
  // Looking somewhere by hand ends a replay.
  toStart_ = add("toStartAction", "go-first", Qt::Key_Home, [this] { look([this] { controller_->jumpTo(false); }); });
  moveBack_ = add("moveBackAction", "go-previous", QKeySequence(Qt::CTRL | Qt::Key_Left),
                  [this] { look([this] { controller_->stepMove(false); }); });
  eventBack_ = add("eventBackAction", "media-seek-backward", QKeySequence(Qt::ALT | Qt::Key_Left),
                   [this] { look([this] { controller_->stepEvent(false); }); });
  eventForward_ = add("eventForwardAction", "media-seek-forward", QKeySequence(Qt::ALT | Qt::Key_Right),
                      [this] { look([this] { controller_->stepEvent(true); }); });
  moveForward_ = add("moveForwardAction", "go-next", QKeySequence(Qt::CTRL | Qt::Key_Right),
                     [this] { look([this] { controller_->stepMove(true); }); });
  toEnd_ = add("toEndAction", "go-last", Qt::Key_End, [this] { look([this] { controller_->jumpTo(true); }); });
  playPause_ = add("playPauseAction", "media-playback-start", Qt::Key_P, [this] {
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

void MainWindow::chooseGameFile() {
  auto* dialog = new QFileDialog(this, tr("Open game"), QString(), tr("Bao games (*.bao);;All files (*)"));
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->setFileMode(QFileDialog::ExistingFile);
  connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& path) { loadRecordFile(path); });
  dialog->open();
}

void MainWindow::saveGame() {
  auto* dialog = new QFileDialog(this, tr("Save game"), QString(), tr("Bao games (*.bao)"));
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->setAcceptMode(QFileDialog::AcceptSave);
  dialog->setDefaultSuffix("bao");
  connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& path) {
    QString error;
    if (!saveRecord(path, &error)) {
      //: %1 is the reason, e.g. "the disk is full".
      const QString text = tr("The game could not be saved: %1. A file that was there before is unchanged.");
      auto* box = openBox("saveError", tr("Save game"), QMessageBox::Warning);
      box->setText(text.arg(error));
      box->addButton(tr("Close"), QMessageBox::AcceptRole);
      box->open();
    }
  });
  dialog->open();
}

bool MainWindow::saveRecord(const QString& path, QString* error) {
  const std::string text = formatRecord(controller_->record(), controller_->game().result());
  return SafeSave::write(path, QByteArray::fromStdString(text), error);
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
  if (askingToResume_) return;  // the file holds the game the player is being asked about
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
void MainWindow::confirmMove(const Move& move) {
  const int dropped = int(controller_->dropsIfPlayed(move));
  if (dropped <= 0) {
    controller_->playMove(move);
    return;
  }
  auto* box = openBox("newLineQuestion", tr("New line"));
  box->setText(dropped == 1 ? tr("Playing here drops the next move of this game. Play it?")
                            : tr("Playing here drops the %n later moves of this game. Play it?", nullptr, dropped));
  QPushButton* play = box->addButton(tr("Play"), QMessageBox::AcceptRole);
  box->addButton(tr("Cancel"), QMessageBox::RejectRole);
  connect(play, &QPushButton::clicked, this, [this, move] { controller_->playMove(move); });
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

void MainWindow::showHint() {
  if (!controller_->acceptsInput()) return;
  // The strongest level for a quarter of a second: in every game at least as good as strong's look
  // in the same time, and in Kingulu, where strong looks only four plies, the proven best move.
  computer_->think(controller_->game(), Level::Expert, ComputerPlayer::Purpose::Hint, kHintMovetimeMs);
}

// The narration of the move shown, with the event the board is at marked: while a move is
// animated or stepped, the last event applied; at rest, the move's last event.
void MainWindow::showNarration(bool rebuild) {
  const Game& game = controller_->game();
  const Trace* trace = game.shownTrace();
  const LinePoint point = game.point();
  const std::size_t move = !trace ? SIZE_MAX : point.event ? point.ply : point.ply - 1;
  if (rebuild || move != narratedMove_) {
    narration_->clear();
    narratedMove_ = move;
    if (trace)
      for (int i = 0; i < int(trace->events.size()); ++i) narration_->addItem(Narrator::describe(*trace, i));
  }
  const int current = trace ? int(game.shownEvents()) - 1 : -1;
  narration_->setCurrentRow(current);
  if (current >= 0) narration_->scrollToItem(narration_->item(current));
}

void MainWindow::showRules() {
  if (!rulesBrowser_) {
    rulesBrowser_ = new QTextBrowser;
    rulesBrowser_->setAttribute(Qt::WA_DeleteOnClose);
    rulesBrowser_->setObjectName("rulesHelp");
    rulesBrowser_->resize(720, 640);
  }
  rulesBrowser_->setWindowTitle(tr("Rules of the games"));
  rulesBrowser_->setHtml(RulesText::html());
  rulesBrowser_->show();
  rulesBrowser_->raise();
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
