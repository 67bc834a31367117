#include "WindowActions.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>

#include "ActionIcons.h"
#include "SettingsDialog.h"
#include "analysis/AnalysisPane.h"
#include "files/RecentGames.h"
#include "learn/LessonPane.h"
#include "session/GameSession.h"
#include "words/Languages.h"
#include "words/Pieces.h"
#include "words/Words.h"

using namespace baraza;

namespace {
constexpr int kRefusalMessageMs = 5000;

// The desktop's key for a standard action, or `fallback` where the desktop has none (some have
// no Quit or Save As key at all).
QKeySequence standardKey(QKeySequence::StandardKey key, const QKeySequence& fallback) {
  const QList<QKeySequence> keys = QKeySequence::keyBindings(key);
  return keys.isEmpty() ? fallback : keys.first();
}
}  // namespace

WindowActions::WindowActions(QMainWindow* window, GameSession* session, const Panes& panes)
    : QObject(window),
      window_(window),
      session_(session),
      panes_(panes),
      toolbar_(new QToolBar(window)),
      replayBar_(new QToolBar(window)) {
  const auto connectTo = [this](const char* name, auto signal) {
    connect(action(name), &QAction::triggered, this, signal);
  };
  make("newGameAction", "new-game", "document-new")->setShortcut(QKeySequence::New);
  connectTo("newGameAction", &WindowActions::newGameRequested);
  make("setUpPositionAction");
  connectTo("setUpPositionAction", &WindowActions::setUpPositionRequested);
  make("openAction", "open", "document-open")->setShortcut(QKeySequence::Open);
  connectTo("openAction", &WindowActions::openRequested);
  make("saveAction", "save-as", "document-save")
      ->setShortcut(standardKey(QKeySequence::Save, QKeySequence(Qt::CTRL | Qt::Key_S)));
  connectTo("saveAction", &WindowActions::saveRequested);
  make("saveAsAction", "save-as", "document-save-as")
      ->setShortcut(standardKey(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
  connectTo("saveAsAction", &WindowActions::saveAsRequested);
  make("statisticsAction");
  connectTo("statisticsAction", &WindowActions::statisticsRequested);
  make("undoAction", "undo", "edit-undo")->setShortcut(QKeySequence::Undo);
  connect(action("undoAction"), &QAction::triggered, this, &WindowActions::undoOrSayWhyNot);
  make("redoAction", "redo", "edit-redo")->setShortcut(QKeySequence::Redo);
  connect(action("redoAction"), &QAction::triggered, session_, &GameSession::redo);
  make("hintAction", "hint", "help-hint")->setShortcut(Qt::Key_H);
  connectTo("hintAction", &WindowActions::hintRequested);
  make("analyseGameAction");
  connectTo("analyseGameAction", &WindowActions::analyseGameRequested);
  make("resignAction");
  connectTo("resignAction", &WindowActions::resignRequested);
  make("offerDrawAction");
  connect(action("offerDrawAction"), &QAction::triggered, session_, &GameSession::offerDraw);
  make("playOnAction", "play-on");
  connectTo("playOnAction", &WindowActions::playOnRequested);
  make("skipAction", "skip-animation", "media-skip-forward");
  connect(action("skipAction"), &QAction::triggered, session_, &GameSession::skipAnimation);
  make("quitAction", "quit", "application-exit")
      ->setShortcut(standardKey(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
  connect(action("quitAction"), &QAction::triggered, window_, &QWidget::close);
  // Checked and followed by BoardTurn (the board turns by itself for a person playing North).
  QAction* turn = make("turnBoardAction");
  turn->setCheckable(true);
  turn->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
  make("showCountsAction")->setCheckable(true);
  connect(action("showCountsAction"), &QAction::toggled, this, &WindowActions::countsShown);
  speeds_ = new QActionGroup(this);
  for (int i = 0; i < 4; ++i) {
    QAction* a = speeds_->addAction(QString());
    a->setCheckable(true);
    a->setData(i);
    a->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + i)));  // Ctrl+1 slow ... Ctrl+4 instant
    connect(a, &QAction::triggered, this, [this, i] { emit speedChosen(i); });
  }
  make("rulesAction", "rules", "help-contents")->setShortcut(QKeySequence::HelpContents);
  connectTo("rulesAction", &WindowActions::rulesRequested);
  QAction* settings = make("settingsAction");
  settings->setIcon(QIcon::fromTheme("configure", QIcon::fromTheme("preferences-system")));
  settings->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
  settings->setMenuRole(QAction::PreferencesRole);
  connectTo("settingsAction", &WindowActions::settingsRequested);
  make("aboutAction", "about", "help-about");
  connectTo("aboutAction", &WindowActions::aboutRequested);
  languages_ = new QActionGroup(this);
  for (const Language& l : Languages::all()) {
    QAction* a = languages_->addAction(l.nativeName);  // each language in its own name
    a->setCheckable(true);
    a->setData(l.code);
    connect(a, &QAction::triggered, this, [this, code = l.code] { emit languageChosen(code); });
  }
  QAction* fullScreen = make("fullScreenAction", "full-screen", "view-fullscreen");
  fullScreen->setCheckable(true);
  fullScreen->setShortcut(Qt::Key_F11);
  connect(fullScreen, &QAction::toggled, window_, [this](bool on) {
    window_->setWindowState(on ? window_->windowState() | Qt::WindowFullScreen
                               : window_->windowState() & ~Qt::WindowFullScreen);
  });
  createReplayActions();
  createMenus();
  connect(session_, &GameSession::pointChanged, this, &WindowActions::update);
  connect(session_, &GameSession::workingChanged, this, &WindowActions::update);
  connect(session_, &GameSession::replayingChanged, this, [this] {
    retranslate();  // Play becomes Pause
    update();
  });
}

QAction* WindowActions::make(const char* name, const char* icon, const char* themeIcon) {
  auto* a = new QAction(icon ? ActionIcons::icon(icon, themeIcon) : QIcon(), QString(), this);
  a->setObjectName(QString::fromLatin1(name));
  return a;
}

QAction* WindowActions::action(const char* name) const { return findChild<QAction*>(QString::fromLatin1(name)); }

// The replay controls: looking along the line by hand, and playing it back.
void WindowActions::createReplayActions() {
  replayBar_->setObjectName("replayToolbar");
  replayBar_->setToolButtonStyle(Qt::ToolButtonIconOnly);  // a compact transport; tooltips name each
  window_->addToolBar(replayBar_);
  const auto add = [this](const char* name, const char* icon, const char* themeIcon, QKeySequence key, auto slot) {
    QAction* a = make(name, icon, themeIcon);
    a->setShortcut(key);
    replayBar_->addAction(a);
    connect(a, &QAction::triggered, session_, slot);
  };
  add("toStartAction", "to-start", "go-first", Qt::Key_Home, [this] { session_->jumpTo(false); });
  add("moveBackAction", "move-back", "go-previous", QKeySequence(Qt::CTRL | Qt::Key_Left),
      [this] { session_->stepMove(false); });
  add("eventBackAction", "seed-back", "media-seek-backward", QKeySequence(Qt::ALT | Qt::Key_Left),
      [this] { session_->stepEvent(false); });
  add("eventForwardAction", "seed-forward", "media-seek-forward", QKeySequence(Qt::ALT | Qt::Key_Right),
      [this] { session_->stepEvent(true); });
  add("moveForwardAction", "move-forward", "go-next", QKeySequence(Qt::CTRL | Qt::Key_Right),
      [this] { session_->stepMove(true); });
  add("toEndAction", "to-end", "go-last", Qt::Key_End, [this] { session_->jumpTo(true); });
  add("playPauseAction", "play", "media-playback-start", Qt::Key_P, [this] { session_->playOrPause(); });
}

void WindowActions::createMenus() {
  // Icons only, but for the two actions a newcomer looks for first, which also say what they do.
  toolbar_->setObjectName("mainToolbar");
  toolbar_->setToolButtonStyle(Qt::ToolButtonIconOnly);
  window_->addToolBar(toolbar_);
  for (const char* name :
       {"newGameAction", "openAction", "saveAction", "", "undoAction", "redoAction", "", "hintAction", "skipAction"})
    *name ? toolbar_->addAction(action(name)) : (void)toolbar_->addSeparator();
  for (const char* labelled : {"newGameAction", "hintAction"})
    if (auto* button = qobject_cast<QToolButton*>(toolbar_->widgetForAction(action(labelled))))
      button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

  QMenuBar* bar = window_->menuBar();
  gameMenu_ = bar->addMenu(QString());
  for (const char* name : {"newGameAction", "setUpPositionAction", "openAction", "saveAction", "saveAsAction"})
    gameMenu_->addAction(action(name));
  recentMenu_ = gameMenu_->addMenu(QString());
  recentMenu_->setObjectName("recentMenu");
  samplesMenu_ = gameMenu_->addMenu(QString());
  for (Variant v : kOfferedGames) {
    QAction* a = samplesMenu_->addAction(QString());
    a->setData(int(v));
    connect(a, &QAction::triggered, this, [this, v] { emit sampleChosen(v); });
  }
  for (const char* name :
       {"", "undoAction", "redoAction", "hintAction", "resignAction", "offerDrawAction", "playOnAction",
        "analyseGameAction", "", "statisticsAction", "settingsAction", "", "quitAction"})
    *name ? gameMenu_->addAction(action(name)) : (void)gameMenu_->addSeparator();
  learnMenu_ = bar->addMenu(QString());
  learnMenu_->setObjectName("learnMenu");
  panes_.lessons->createMenu(learnMenu_);
  viewMenu_ = bar->addMenu(QString());
  viewMenu_->setObjectName("viewMenu");
  viewMenu_->addAction(action("turnBoardAction"));
  viewMenu_->addAction(action("showCountsAction"));
  speedMenu_ = viewMenu_->addMenu(QString());
  speedMenu_->addActions(speeds_->actions());
  viewMenu_->addAction(action("skipAction"));
  viewMenu_->addSeparator();
  viewMenu_->addActions(replayBar_->actions());
  viewMenu_->addSeparator();
  // Every pane can be hidden and brought back here; the checks follow the panes however closed.
  const std::pair<QAction*, const char*> panes[] = {{panes_.moves->toggleViewAction(), "toggleMovesAction"},
                                                    {panes_.narration->toggleViewAction(), "toggleNarrationAction"},
                                                    {panes_.analysis->toggleViewAction(), "toggleAnalysisAction"},
                                                    {toolbar_->toggleViewAction(), "toggleToolbarAction"},
                                                    {replayBar_->toggleViewAction(), "toggleReplayAction"}};
  for (const auto& [toggle, name] : panes) {
    toggle->setObjectName(QString::fromLatin1(name));
    viewMenu_->addAction(toggle);
  }
  viewMenu_->addAction(action("fullScreenAction"));
  languageMenu_ = bar->addMenu(QString());
  languageMenu_->addActions(languages_->actions());
  helpMenu_ = bar->addMenu(QString());
  helpMenu_->addAction(action("rulesAction"));
  helpMenu_->addAction(action("aboutAction"));
}

void WindowActions::update() {
  // Nothing to take back at the start, nor a lesson's game so far, which can only be looked at.
  const bool back = session_->canLookBack();
  const bool forward = session_->canRedo();
  const bool lesson = panes_.lessons->isActive();
  // Refused at the end of a game lost on time, and it says so when asked.
  action("undoAction")->setEnabled(session_->canUndo() || session_->refusesUndo());
  setUndoTip();
  action("redoAction")->setEnabled(forward);
  for (const char* name : {"toStartAction", "moveBackAction", "eventBackAction"}) action(name)->setEnabled(back);
  for (const char* name : {"eventForwardAction", "moveForwardAction", "toEndAction"}) action(name)->setEnabled(forward);
  action("playPauseAction")->setEnabled(forward || session_->isReplaying());
  action("skipAction")->setEnabled(session_->isAnimating());
  // The computer's good move would give a lesson's answer away; the lesson has its own Hint.
  action("hintAction")->setEnabled(session_->acceptsInput() && !lesson);
  // Nor may the analysis give it away: the pane says so, its actions are off.
  panes_.analysis->setLessonMode(lesson);
  panes_.analysis->toggleViewAction()->setEnabled(!lesson);
  action("analyseGameAction")->setEnabled(!lesson);
  // A lesson's try is nothing to keep; the game it put aside is asked about when anything would
  // replace it.
  for (const char* name : {"saveAction", "saveAsAction"}) action(name)->setEnabled(!lesson);
  // A lesson's players are the lesson's: taking over a side there would play for the learner.
  action("playOnAction")->setEnabled(!session_->isAnimating() && !session_->game().result().over() && !lesson);
  // A lesson's game is no contest to give up or share.
  action("resignAction")->setEnabled(session_->canResign() && !lesson);
  action("offerDrawAction")->setEnabled(session_->canOfferDraw() && !lesson);
}

void WindowActions::fillRecentMenu() {
  recentMenu_->clear();
  const QStringList paths = RecentGames::list(QSettings());
  int number = 0;
  for (const QString& path : paths) {
    QAction* a = recentMenu_->addAction(QStringLiteral("&%1 %2").arg(++number).arg(QFileInfo(path).fileName()));
    a->setToolTip(path);
    a->setData(path);
    connect(a, &QAction::triggered, this, [this, path] { emit recentChosen(path); });
  }
  recentMenu_->setEnabled(!paths.isEmpty());
}

void WindowActions::showLanguage(const QString& code) {
  for (QAction* a : languages_->actions()) a->setChecked(a->data().toString() == code);
}

void WindowActions::showSpeed(int speed) {
  for (QAction* a : speeds_->actions()) a->setChecked(a->data().toInt() == speed);
}

void WindowActions::retranslate() {
  gameMenu_->setTitle(tr("&Game"));
  //: The menu of lessons.
  learnMenu_->setTitle(tr("L&earn"));
  viewMenu_->setTitle(tr("&View"));
  speedMenu_->setTitle(tr("Animation &speed"));
  languageMenu_->setTitle(tr("&Language"));
  helpMenu_->setTitle(tr("&Help"));
  action("newGameAction")->setText(tr("&New game…"));
  action("openAction")->setText(tr("&Open game…"));
  action("saveAction")->setText(tr("&Save game"));
  action("saveAsAction")->setText(tr("Save game &as…"));
  recentMenu_->setTitle(tr("&Recent games"));
  fillRecentMenu();
  action("statisticsAction")->setText(tr("S&tatistics…"));
  samplesMenu_->setTitle(tr("Sample &games"));
  for (QAction* a : samplesMenu_->actions()) a->setText(Words::gameName(static_cast<Variant>(a->data().toInt())));
  replayBar_->setWindowTitle(tr("Replay"));
  action("toStartAction")->setText(tr("To the start"));
  action("moveBackAction")->setText(tr("Move back"));
  action("moveForwardAction")->setText(tr("Move forward"));
  action("toEndAction")->setText(tr("To the end"));
  const bool replaying = session_->isReplaying();
  action("playPauseAction")->setText(replaying ? tr("Pause") : tr("Play"));
  action("playPauseAction")
      ->setIcon(replaying ? ActionIcons::icon("pause", "media-playback-pause")
                          : ActionIcons::icon("play", "media-playback-start"));
  action("undoAction")->setText(tr("&Undo move"));
  action("redoAction")->setText(tr("&Redo move"));
  action("hintAction")->setText(tr("&Hint"));
  action("skipAction")->setText(tr("S&kip animation"));
  action("quitAction")->setText(tr("&Quit"));
  for (QAction* a : speeds_->actions()) a->setText(speedName(static_cast<Pace::Speed>(a->data().toInt())));
  action("settingsAction")->setText(tr("S&ettings…"));
  action("rulesAction")->setText(tr("&Rules of the games"));
  action("aboutAction")->setText(tr("&About Baraza"));
  toolbar_->setWindowTitle(tr("Toolbar"));
  action("playOnAction")->setText(tr("&Play on from here…"));
  action("setUpPositionAction")->setText(tr("Set &up position…"));
  //: Game menu: the player gives the game up (against the computer the person, between two people the side to move).
  action("resignAction")->setText(tr("Res&ign"));
  //: Game menu: the player proposes to end the game as a draw; the computer or the other person answers.
  action("offerDrawAction")->setText(tr("Offer a &draw"));
  //: Game menu: analyse every move of the game in the background and judge it.
  action("analyseGameAction")->setText(tr("&Analyse game"));
  action("fullScreenAction")->setText(tr("&Full screen"));
  //: View menu: turn the board half way round, North's rows at the bottom (checked while turned).
  action("turnBoardAction")->setText(tr("&Turn the board"));
  retranslateTooltips();
  namePieces(pieces_);
}

void WindowActions::retranslateTooltips() {
  for (const char* name :
       {"openAction", "saveAction", "saveAsAction", "toStartAction", "moveBackAction", "moveForwardAction",
        "toEndAction", "rulesAction", "aboutAction", "quitAction", "fullScreenAction"})
    setTip(action(name), action(name)->text().remove('&').remove(QChar(0x2026)));  // "Open game (Ctrl+O)"
  setTip(action("playPauseAction"),
         session_->isReplaying() ? tr("Pause the replay") : tr("Play the recorded moves one after another"));
  setTip(action("newGameAction"), tr("Start a new game"));
  setUndoTip();
  setTip(action("redoAction"), tr("Play the taken-back move again"));
  setTip(action("hintAction"), tr("Show a good move on the board"));
  //: Tooltip of View → Turn the board.
  setTip(action("turnBoardAction"), tr("Show North's side at the bottom of the board, South's at the top"));
  // Esc belongs to the board (it also ends a direction choice), so the action has no shortcut of its own.
  setTip(action("skipAction"), tr("Show the end of the move at once"), QKeySequence(Qt::Key_Escape));
  //: Tooltip: choose who plays each side and play on from the position shown.
  setTip(action("setUpPositionAction"), tr("Put a position together by hand, then play it, analyse it or save it"));
  setTip(action("playOnAction"), tr("Play on from the position shown, choosing who plays each side"));
}

void WindowActions::setUndoTip() {
  if (session_->refusesUndo())
    //: Tooltip of Undo at the end of a game lost on time, and the status bar's answer to it.
    setTip(action("undoAction"), tr("A game lost on time cannot be taken back"));
  else
    setTip(action("undoAction"), tr("Take back the last move; against the computer, back to your turn"));
}

void WindowActions::undoOrSayWhyNot() {
  if (!session_->refusesUndo()) return session_->undo();
  window_->statusBar()->showMessage(tr("A game lost on time cannot be taken back"), kRefusalMessageMs);
}

void WindowActions::setTip(QAction* action, const QString& what) { setTip(action, what, action->shortcut()); }

void WindowActions::setTip(QAction* action, const QString& what, const QKeySequence& keys) {
  //: A tooltip with its shortcut: %1 says what the action does, %2 is the key, e.g. "Move back (Ctrl+Left)".
  action->setToolTip(keys.isEmpty() ? what : tr("%1 (%2)").arg(what, keys.toString(QKeySequence::NativeText)));
}

// The actions that name the pieces call them what the game on the board is played with.
void WindowActions::namePieces(Variant v) {
  pieces_ = v;
  action("eventBackAction")->setText(piecesText(v, tr("Seed back"), tr("Stone back")));
  action("eventForwardAction")->setText(piecesText(v, tr("Seed forward"), tr("Stone forward")));
  setTip(action("eventBackAction"), piecesText(v,
                                               //: Tooltip: stepping through a move one sown seed at a time.
                                               tr("One step back inside the move, seed by seed"),
                                               //: Tooltip, Bao la Kimasai: stepping through a move (lifting,
                                               //: stepping, capturing).
                                               tr("One step back inside the move, stone by stone")));
  setTip(action("eventForwardAction"), piecesText(v, tr("One step forward inside the move, seed by seed"),
                                                  tr("One step forward inside the move, stone by stone")));
  action("showCountsAction")->setText(piecesText(v, tr("Show seed &counts"), tr("Show stone &counts")));
  action("settingsAction")
      ->setToolTip(piecesText(v, tr("Animation speed, sound, language, seed colour (Ctrl+,)"),
                              tr("Animation speed, sound, language, stone colour (Ctrl+,)")));
}
