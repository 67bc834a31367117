// One game, one history, one story (issue #16), driven through the real window offscreen:
// looking back never plays or drops a move, who plays each side is kept, and every view
// (board, move list, narration, status bar, actions) follows the game's one point.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <numeric>

#include "baraza/notation.h"
#include "baraza/record.h"
#include "board/BoardModel.h"
#include "board/BoardPainter.h"
#include "board/BoardView.h"
#include "files/Autosave.h"
#include "learn/NarrationView.h"
#include "play/MoveInput.h"
#include "play/MoveListModel.h"
#include "scratch_settings.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "session/Players.h"
#include "session/SearchWorker.h"
#include "settled.h"
#include "window/MainWindow.h"
#include "window/QuestionBar.h"
#include "words/MoveText.h"

using namespace baraza;

namespace {

QAction* action(MainWindow& w, const char* name) { return w.findChild<QAction*>(name); }
QListWidget* narration(MainWindow& w) { return w.findChild<QListWidget*>("narration"); }
QString status(MainWindow& w) { return w.findChild<QLabel*>("statusText")->text(); }

// A game of Kingulu against the computer (North, beginner), `plies` long, at instant speed.
void playAgainstTheComputer(MainWindow& w, std::size_t plies) {
  w.setSpeed(int(Pace::Speed::Instant));
  GameSetup s = twoPeople(Variant::Kingulu);
  s.north = PlayerKind::Computer;
  s.setLevel(Level::Beginner);
  w.startGame(s);
  GameSession* c = w.controller();
  while (c->game().length() < plies && !c->game().result().over()) {
    QTRY_VERIFY_WITH_TIMEOUT(c->acceptsInput() || c->game().result().over(), 60000);
    if (c->game().result().over()) break;
    c->playMove(c->game().legalMoves()[0]);
    QTRY_VERIFY_WITH_TIMEOUT(c->game().length() % 2 == 0 || c->game().result().over(), 60000);
  }
}

// The narration lists the events of the move shown, and marks the one the board is at.
bool narrationFollows(MainWindow& w) {
  const Game& game = w.controller()->game();
  const Trace* trace = game.shownTrace();
  QListWidget* list = narration(w);
  // A record's comment on the position after the move stands last.
  const std::size_t after = !trace ? 0 : game.point().event ? game.point().ply + 1 : game.point().ply;
  const int comment = game.comment(after).empty() ? 0 : 1;
  if (!trace) return list->count() == comment;
  const int shown = int(game.shownEvents()) - 1;  // the event the point has just passed
  const QListWidgetItem* current = list->currentItem();
  const bool currentIsShown =
      shown < 0 ? !current : current && current->data(NarrationView::kEventRole).toInt() == shown;
  return list->count() == int(trace->events.size()) + comment && currentIsShown;
}

// Answers the next message box with the button whose role is `role`; returns its text.
QString answerBox(QMessageBox::ButtonRole role) {
  QString text;
  (void)QTest::qWaitFor([&] {
    for (QWidget* widget : QApplication::topLevelWidgets()) {
      auto* box = qobject_cast<QMessageBox*>(widget);
      if (!box || !box->isVisible()) continue;
      text = box->text();
      for (QAbstractButton* b : box->buttons())
        if (box->buttonRole(b) == role) b->click();
      return true;
    }
    return false;
  });
  return text;
}

// Kete, South in nemo with a capture at c2 (L-7): sown clockwise, its captured seeds can end
// in South's kuu e2, where the safari question comes (L-6.3).
// The window takes a click once the work of its start (a resumed game's replay on a loaded
// machine, say) is done.
void waitForInput(MainWindow& w) { QTRY_VERIFY(w.controller()->acceptsInput()); }

void sowTowardsTheKuu(MainWindow& w, Pace::Speed speed) {
  w.show();
  w.setSpeed(int(speed));
  const Position start =
      *parsePosition("kete 0,0,0,0,0,0,0,0/0,0,5,6,0,0,0,0/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=1,1 hz=-")
           .value;
  w.controller()->newGame(twoPeople(Variant::Kete), start);
  waitForInput(w);
  w.moveInput()->pitClicked(*parseSquare(Variant::Kete, "c2"));
  // The arrow to the kichwa a2: its captured seeds are sown clockwise from there, towards the kuu.
  w.moveInput()->pitClicked(*parseSquare(Variant::Kete, "a2"));
}

}  // namespace

class TestOneHistory : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());  // suites run side by side: none sees another's settings
  }
  void init() {
    removeUnfinishedGames();
    QSettings().setValue("language", "en");  // a scenario that failed part way may have left another
  }

  // Symptom: clicking an earlier move in the list made the computer play from there at once,
  // the later moves vanished and Redo was greyed out.
  void lookingBackAgainstTheComputerPlaysNothing() {
    MainWindow w;
    w.show();
    playAgainstTheComputer(w, 6);
    GameSession* c = w.controller();
    QCOMPARE(c->game().length(), std::size_t(6));
    auto* list = w.findChild<QListView*>("moveList");
    QCOMPARE(list->model()->rowCount(), 7);  // the start and six moves
    // Row 3 is the position after North's reply: its turn is South's; row 1, North's (the computer's).
    for (int row : {1, 3}) {
      const QRect rect = list->visualRect(list->model()->index(row, 0));
      QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
      QCOMPARE(c->game().ply(), std::size_t(row));
      QVERIFY(rulesWorkerDrained(w.rulesWorker()));  // what the look back set off has come back
      QVERIFY(!c->computer()->isThinking());         // and the computer was not asked to move
      QCOMPARE(c->game().ply(), std::size_t(row));
      QCOMPARE(c->game().length(), std::size_t(6));
      QVERIFY(action(w, "redoAction")->isEnabled());
      QCOMPARE(list->currentIndex().row(), row);
    }
    // Move back (Ctrl+Left) looks back too.
    action(w, "moveBackAction")->trigger();
    QCOMPARE(c->game().ply(), std::size_t(2));
    QVERIFY(rulesWorkerDrained(w.rulesWorker()));
    QVERIFY(!c->computer()->isThinking());
    QCOMPARE(c->game().length(), std::size_t(6));
    QVERIFY2(status(w).contains("move 2 of 6"), qPrintable(status(w)));
    // At the end of the line the game goes on as before.
    action(w, "toEndAction")->trigger();
    QCOMPARE(c->game().ply(), std::size_t(6));
    QVERIFY(!action(w, "redoAction")->isEnabled());
  }

  // Playing a different move at an earlier point asks first; cancelling keeps every move, and
  // the line's own move is simply played on without a question.
  void playingAtAnEarlierPointAsksBeforeDropping() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kingulu));
    GameSession* c = w.controller();
    for (int i = 0; i < 4; ++i) {  // each once the one before is worked out (in the background, under load)
      QTRY_VERIFY(c->acceptsInput());
      c->playMove(c->game().legalMoves()[0]);
    }
    QTRY_VERIFY(c->acceptsInput());
    c->seekPly(1);
    const Move own = c->game().line()[1];
    QVERIFY(c->playMove(own));
    QCOMPARE(c->game().length(), std::size_t(4));
    c->seekPly(1);
    Move other = c->game().legalMoves()[0];
    if (other == own) other = c->game().legalMoves()[1];
    QTimer::singleShot(0, [] { answerBox(QMessageBox::RejectRole); });
    w.moveInput()->pitClicked(other.square);
    QTRY_COMPARE(c->game().ply(), std::size_t(1));
    QVERIFY(rulesWorkerDrained(w.rulesWorker()));
    QCOMPARE(c->game().length(), std::size_t(4));
    QString asked;
    QTimer::singleShot(0, [&asked] { asked = answerBox(QMessageBox::AcceptRole); });
    w.moveInput()->pitClicked(other.square);
    QTRY_COMPARE(c->game().length(), std::size_t(2));
    QVERIFY2(asked.contains('3'), qPrintable(asked));  // "drops the 3 later moves"
  }

  // Symptom: after Continue or opening a .bao, the computer never moved again. The players are
  // kept in the record; a record opens in review at its start, and the computer plays on once
  // the end of the line is reached.
  void playersAreKeptInTheRecord() {
    QTemporaryDir dir;
    const QString path = dir.filePath("against.bao");
    {
      MainWindow w;
      w.show();
      playAgainstTheComputer(w, 2);
      w.controller()->undo();  // saving while looking back still saves every move
      QVERIFY(w.saveRecord(path));
    }
    removeUnfinishedGames();  // not offered: this test opens the file itself
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    QVERIFY(w.openRecord(path));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    GameSession* c = w.controller();
    QCOMPARE(c->setup().north, PlayerKind::Computer);
    QCOMPARE(c->setup().south, PlayerKind::Human);
    QCOMPARE(c->setup().levelOf(Side::North), Level::Beginner);
    QCOMPARE(c->game().length(), std::size_t(2));
    QCOMPARE(c->game().ply(), std::size_t(2));  // where the game stopped, as Continue opens it (#29)
    // South's turn there: play on, and the computer answers.
    QTRY_VERIFY(c->acceptsInput());
    c->playMove(c->game().legalMoves()[0]);
    QTRY_COMPARE_WITH_TIMEOUT(c->game().length(), std::size_t(4), 20000);
  }

  // Continue restores the players, and the computer, to move at the end, moves.
  void continueRestoresThePlayers() {
    GameRecord record;
    record.variant = Variant::Kingulu;
    record.start = startPosition(Variant::Kingulu);
    record.moves.push_back(*parseMove(Variant::Kingulu, "c1").value);
    GameSetup players = twoPeople(Variant::Kingulu);
    players.north = PlayerKind::Computer;
    players.setLevel(Level::Beginner);
    Players::tag(record, players);
    QString problem;
    QVERIFY2(Autosave::write(record, Result{}, &problem), qPrintable(problem));
    MainWindow w;
    w.show();
    QCOMPARE(answerBox(QMessageBox::AcceptRole).isEmpty(), false);  // "Continue"
    GameSession* c = w.controller();
    QCOMPARE(c->setup().north, PlayerKind::Computer);
    QTRY_COMPARE_WITH_TIMEOUT(c->game().length(), std::size_t(2), 20000);
  }

  // #29: an opened unfinished record opens where the game stopped, as Continue does, not at move
  // 0 ("looking back: move 0 of 1"): the computer, to move there, moves without being asked.
  void anOpenedRecordGoesOnWhereItStopped() {
    GameRecord record;
    record.variant = Variant::Kingulu;
    record.start = startPosition(Variant::Kingulu);
    record.moves.push_back(*parseMove(Variant::Kingulu, "c1").value);
    GameSetup players = twoPeople(Variant::Kingulu);
    players.north = PlayerKind::Computer;
    players.setLevel(Level::Beginner);
    Players::tag(record, players);
    QTemporaryDir dir;
    const QString path = dir.filePath("stopped.bao");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(formatRecord(record, Result{})));
    file.close();
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(path));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    GameSession* c = w.controller();
    QVERIFY(c->game().ply() >= 1);  // never at move 0
    QTRY_COMPARE_WITH_TIMEOUT(c->game().length(), std::size_t(2), 20000);
    QTRY_COMPARE(c->game().ply(), std::size_t(2));
    QVERIFY(c->atLineEnd());
  }

  // Taking over a side from any point: the computer plays on from there.
  void takingOverASideFromAnEarlierPoint() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kingulu));
    GameSession* c = w.controller();
    for (int i = 0; i < 4; ++i) {  // each once the one before is worked out (in the background, under load)
      QTRY_VERIFY(c->acceptsInput());
      c->playMove(c->game().legalMoves()[0]);
    }
    QTRY_VERIFY(c->acceptsInput());
    c->seekPly(1);  // North to move
    GameSetup players = twoPeople(Variant::Kingulu);
    players.north = PlayerKind::Computer;
    players.setLevel(Level::Beginner);
    c->playOnFromHere(players);
    QCOMPARE(c->setup().north, PlayerKind::Computer);
    QTRY_COMPARE_WITH_TIMEOUT(c->game().length(), std::size_t(2), 20000);
    QCOMPARE(c->game().ply(), std::size_t(2));
  }

  // Symptom: the narration showed an older move after stepping, clicking the list or Undo, and
  // nothing after loading a game.
  void narrationFollowsEveryLook() {
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(":/samples/kete.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    GameSession* c = w.controller();
    QVERIFY(narrationFollows(w));
    c->jumpTo(true);
    QVERIFY(narration(w)->count() > 0);
    QVERIFY(narrationFollows(w));
    c->seekPly(3);
    QVERIFY(narrationFollows(w));
    const QString third = narration(w)->item(0)->text();
    c->stepEvent(false);  // into the third move, one event before its end
    QVERIFY(narrationFollows(w));
    QCOMPARE(w.findChild<QListView*>("moveList")->currentIndex().row(), 3);  // still the third move
    QVERIFY2(status(w).contains("move 3 of"), qPrintable(status(w)));
    QCOMPARE(narration(w)->item(0)->text(), third);
    c->stepEvent(false);
    QVERIFY(narrationFollows(w));
    c->undo();
    QVERIFY(narrationFollows(w));
    c->stepMove(true);
    QVERIFY(narrationFollows(w));
    // Stepping seed by seed, the board lights the pit the narration has marked.
    for (int i = 0; i < 5; ++i) {
      c->stepEvent(true);
      QVERIFY(narrationFollows(w));
    }
  }

  // Symptoms: during an animation the header and status bar disagreed; a language switch or
  // Play/Pause mid-animation left the narration highlight stuck.
  void everyViewAgreesDuringAnAnimation() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Fast));
    w.startGame(twoPeople(Variant::Kete));
    GameSession* c = w.controller();
    QVERIFY(c->playMove(*parseMove(Variant::Kete, "f2cw").value));
    QTRY_VERIFY(c->game().point().event >= 2);
    QVERIFY(c->isAnimating());
    QCOMPARE(w.model()->mover(), Side::South);
    QVERIFY2(status(w).contains(QString("South plays f2 \u21BB")), qPrintable(status(w)));  // clockwise
    QVERIFY(!status(w).contains("North to move"));
    QVERIFY(narrationFollows(w));
    QCOMPARE(w.findChild<QListView*>("moveList")->currentIndex().row(), 1);  // the move being shown
    QVERIFY(w.switchLanguage("sw"));
    QVERIFY(narrationFollows(w));
    QVERIFY(w.switchLanguage("en"));
    QTRY_VERIFY_WITH_TIMEOUT(!c->isAnimating(), 20000);
    QVERIFY(narrationFollows(w));
    QVERIFY2(status(w).contains("North to move"), qPrintable(status(w)));
    // Replay with Play, paused part way through a move: the highlight is where the board is.
    c->jumpTo(false);
    action(w, "playPauseAction")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(c->game().point().event >= 2, 10000);
    action(w, "playPauseAction")->trigger();
    QVERIFY(narrationFollows(w));
    QTRY_VERIFY_WITH_TIMEOUT(!c->isAnimating(), 20000);
    QVERIFY(narrationFollows(w));
  }

  // On screen a direction is an arrow seen from above (C-2), a safari a word; files keep f2ccw.
  void movesShownWithArrows_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("shown");
    QTest::newRow("kete cw") << "kete"
                             << "f2cw"
                             << "f2 \u21BB";
    QTest::newRow("kete ccw") << "kete"
                              << "e2ccw"
                              << "e2 \u21BA";
    QTest::newRow("kete safari") << "kete"
                                 << "c2cw*"
                                 << "c2 \u21BB safari";
    QTest::newRow("kigogo") << "kigogo"
                            << "d1"
                            << "d1";
    QTest::newRow("kingulu") << "kingulu"
                             << "c1"
                             << "c1";
  }
  void movesShownWithArrows() {
    QFETCH(QString, variant);
    QFETCH(QString, notation);
    QFETCH(QString, shown);
    const Variant v = *variantFromName(variant.toStdString());
    QCOMPARE(moveText(v, *parseMove(v, notation.toStdString()).value), shown);
  }

  // Seed back or forward during an animation takes over from the seed the animation has reached.
  void steppingTakesOverAnAnimation() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Fast));
    w.startGame(twoPeople(Variant::Kete));
    GameSession* c = w.controller();
    QVERIFY(c->playMove(*parseMove(Variant::Kete, "f2cw").value));
    QTRY_VERIFY(c->game().point().event >= 2);
    const LinePoint reached = c->game().point();
    action(w, "eventBackAction")->trigger();
    QVERIFY(!c->isAnimating());
    QCOMPARE(c->game().point(), (LinePoint{reached.ply, reached.event - 1}));
    QVERIFY(narrationFollows(w));
    // The animation does not go on by itself: its clock is stopped, and nothing on its way restarts it.
    deliverQueuedEvents();
    QVERIFY(!c->isAnimating());
    QCOMPARE(c->game().point(), (LinePoint{reached.ply, reached.event - 1}));
  }

  // Events that move no seed (the turn passing, the end) get a short beat, not a seed's flight.
  void seedlessEventsTakeAShortBeat() {
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Fast));
    w.startGame(twoPeople(Variant::Kingulu));
    GameSession* c = w.controller();
    QTRY_VERIFY(c->acceptsInput());
    const Move c1 = *parseMove(Variant::Kingulu, "c1").value;
    const Trace trace = traceMove(startPosition(Variant::Kingulu), c1);
    QSignalSpy starting(c, &GameSession::eventStarting);
    QSignalSpy finished(c, &GameSession::animationFinished);
    QVERIFY(c->playMove(c1));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QCOMPARE(starting.count(), int(trace.events.size()));
    const Pace pace(Pace::Speed::Fast);
    int seedless = 0;
    for (int i = 0; i < starting.count(); ++i) {
      const auto event = starting[i][0].value<TraceEvent>();
      const int duration = starting[i][1].toInt();
      if (!movesNoSeed(event.kind)) continue;
      ++seedless;
      QVERIFY2(duration <= pace.delayFor(i) / 3, qPrintable(QString::number(duration)));
    }
    QVERIFY(seedless >= 2);  // the turn and the end at least
  }

  // A newcomer's walk through the window found these; each is a contradiction between views.
  // The header names the side moving for the whole of a move, its turn event included.
  void headerNamesTheMoverToTheEnd() {
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(":/samples/kete.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    GameSession* c = w.controller();
    for (int step = 0; step < 200 && c->canRedo(); ++step) {
      c->stepEvent(true);
      const LinePoint at = c->game().point();
      if (at.event == 0) continue;
      const Side mover = c->game().traceAt(at.ply).before.toMove;
      QVERIFY2(w.boardView()->panelText(mover).contains("moving"), qPrintable(w.boardView()->panelText(mover)));
      QVERIFY(!w.boardView()->panelText(other(mover)).contains(" — "));  // neither moving nor to move
    }
  }

  // Pause stops part way through a move; Seed back during a replay steps back and ends it.
  void pauseAndStepDuringAReplay() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Fast));
    QVERIFY(w.openRecord(":/samples/kingulu.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    GameSession* c = w.controller();
    action(w, "playPauseAction")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(c->game().point().event >= 2, 10000);
    action(w, "playPauseAction")->trigger();
    const LinePoint paused = c->game().point();
    QVERIFY(paused.event > 0);
    deliverQueuedEvents();
    QVERIFY(!c->isAnimating() && !c->isReplaying());  // both clocks stopped: nothing moves on
    QCOMPARE(c->game().point(), paused);
    action(w, "playPauseAction")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(c->game().point() > paused && c->game().point().event >= 2, 10000);
    const LinePoint reached = c->game().point();
    action(w, "eventBackAction")->trigger();
    QCOMPARE(c->game().point(), (LinePoint{reached.ply, reached.event - 1}));
    deliverQueuedEvents();
    QVERIFY(!c->isAnimating() && !c->isReplaying());  // the replay is over: nothing moves on
    QCOMPARE(c->game().point(), (LinePoint{reached.ply, reached.event - 1}));
    QVERIFY(narrationFollows(w));
  }

  // Clicking a line of the narration, or moving through the move list with the keys, moves the board.
  // The narration tells that the move ends before whose turn it is next (the trace gives the
  // turn first, as the end is its last event); every line still leads to its own event.
  void theMoveEndsBeforeTheTurnPasses() {
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(":/samples/kingulu.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    GameSession* c = w.controller();
    c->seekPly(3);
    const Trace& trace = *c->game().shownTrace();
    QListWidget* story = narration(w);
    QCOMPARE(story->count(), int(trace.events.size()));
    const auto eventOf = [story](int row) { return story->item(row)->data(NarrationView::kEventRole).toInt(); };
    QCOMPARE(trace.events[std::size_t(eventOf(story->count() - 1))].kind, EventKind::Turn);
    QCOMPARE(trace.events[std::size_t(eventOf(story->count() - 2))].kind, EventKind::End);
    QVERIFY(narrationFollows(w));
    // Clicking the end's line shows the board after the end event.
    QTest::mouseClick(story->viewport(), Qt::LeftButton, {},
                      story->visualItemRect(story->item(story->count() - 2)).center());
    QCOMPARE(c->game().point(), (LinePoint{3, 0}));  // the whole move
    QVERIFY(narrationFollows(w));
  }

  void narrationAndMoveListAreWaysToLook() {
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(":/samples/kete.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    GameSession* c = w.controller();
    c->seekPly(3);
    QListWidget* story = narration(w);
    QVERIFY(story->count() > 3);
    QTest::mouseClick(story->viewport(), Qt::LeftButton, {}, story->visualItemRect(story->item(1)).center());
    QCOMPARE(c->game().point(), (LinePoint{2, 2}));
    QVERIFY(narrationFollows(w));
    auto* list = w.findChild<QListView*>("moveList");
    list->setFocus();
    c->seekPly(3);
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(c->game().point(), (LinePoint{4, 0}));
    QTest::keyClick(list, Qt::Key_Up);
    QTest::keyClick(list, Qt::Key_Up);
    QCOMPARE(c->game().point(), (LinePoint{2, 0}));
    QCOMPARE(list->currentIndex().row(), 2);
  }

  // Clicking away from a Kete direction choice, or Esc, ends the choice everywhere.
  void aDirectionChoiceEndsEverywhere() {
    MainWindow w;
    w.show();
    w.startGame(twoPeople(Variant::Kete));
    MoveInput* input = w.moveInput();
    for (bool escape : {false, true}) {
      input->pitClicked(*parseSquare(Variant::Kete, "f2"));
      QVERIFY(input->isChoosingDirection());
      QVERIFY(status(w).contains("choose a direction"));
      if (escape)
        QTest::keyClick(w.boardView(), Qt::Key_Escape);
      else
        input->pitClicked(*parseSquare(Variant::Kete, "c2"));
      QVERIFY(!input->isChoosingDirection());
      // Esc leaves the keyboard cursor on the hole tried (issue #29), not chosen any more.
      QCOMPARE(w.boardView()->selected(), escape ? *parseSquare(Variant::Kete, "f2") : kNoSquare);
      QVERIFY2(!status(w).contains("choose a direction"), qPrintable(status(w)));
    }
  }

  // Kete: a side's seed count does not drop while its seeds are in the hand (the seeds of a
  // Kete game stay 64 at every step of a move, reserves, board and hand together).
  void seedCountsStayWholeMidMove() {
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(":/samples/kete.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    GameSession* c = w.controller();
    for (int step = 0; step < 400 && c->canRedo(); ++step) {
      c->stepEvent(true);
      const int held = w.model()->seedsHeldBy(Side::South) + w.model()->seedsHeldBy(Side::North);
      const Trace* shown = c->game().shownTrace();
      const bool baoHamna = shown && shown->events.back().reason == EndReason::Won;  // L-12: seeds leave
      if (!baoHamna) QCOMPARE(held, totalSeeds(Variant::Kete));
      if (w.model()->handSeeds() > 0) QVERIFY(w.model()->lastEventSquare() != kNoSquare);
    }
  }

  // The hand in flight (issue #29 item 5): while a seed flies out of the hand, the seeds still in it
  // stay on the board, counted, beside the hole last sown. A frame grabbed mid-flight differs
  // from the same frame painted without the hand exactly around the hand.
  void aFrameMidFlightShowsTheHand() {
    MainWindow w;
    w.resize(1000, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setSpeed(int(Pace::Speed::Slow));
    w.startGame(twoPeople(Variant::Kigogo));
    waitForInput(w);
    w.findChild<QAction*>("showCountsAction")->setChecked(false);  // the hand is counted even so
    BoardView* view = w.boardView();
    QVERIFY(!view->scene().showCounts);
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    QTRY_VERIFY_WITH_TIMEOUT(view->scene().flight.seeds > 0 && view->scene().hand.seeds > 0, 20000);
    const QImage frame = view->grab().toImage();
    const BoardScene scene = view->scene();  // the same instant: the animation moves in the event loop
    BoardScene handless = scene;
    handless.hand.seeds = 0;
    BoardPainter painter;
    painter.setFont(view->font());
    painter.setMinimumTextPixels(BoardView::kReadablePixels);  // as the view paints
    painter.setSeedColour(view->seedColour());
    painter.setWood(view->wood());
    QImage without(frame.size(), frame.format());
    without.setDevicePixelRatio(frame.devicePixelRatio());
    {
      QPainter p(&without);
      p.setRenderHint(QPainter::Antialiasing);
      painter.paint(p, handless, view->boardGeometry(), frame.devicePixelRatio());
    }
    const BoardGeometry& g = view->boardGeometry();
    const QPointF hand = g.pointOf(BoardScene::Place::at(scene.hand.at)) - QPointF(0, g.cellSize() * 0.5);
    const QRectF around(hand - QPointF(g.cellSize(), g.cellSize()), QSizeF(2 * g.cellSize(), 2 * g.cellSize()));
    int inside = 0, outside = 0;
    for (int y = 0; y < frame.height(); ++y)
      for (int x = 0; x < frame.width(); ++x)
        if (frame.pixel(x, y) != without.pixel(x, y)) ++(around.contains(QPointF(x, y)) ? inside : outside);
    QVERIFY2(inside > 100 && outside == 0,
             qPrintable(QStringLiteral("%1 inside, %2 outside").arg(inside).arg(outside)));
  }

  // Kete (L-8): a pit that can be sown both ways shows two arrows; clicking one plays that way.
  // A nemo capture's seeds are sown from the kichwa the player picks (L-5): the two arrows point
  // at the two kichwas, and the one towards h2 sows from h2 (found by a newcomer: the arrow
  // towards h2 sowed from a2, since it only meant "rightward from c2").
  void keteCaptureArrowsPointAtTheKichwa() {
    MainWindow w;
    w.resize(1000, 700);
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    const Position start = *parsePosition(
                                "kete 0,0,0,0,0,0,0,0/0,3,2,6,0,0,1,0/0,0,1,0,6,0,1,0/0,0,0,0,0,0,0,0 S reserve=10,10 "
                                "kuu=1,1 hz=-")
                                .value;
    w.controller()->newGame(twoPeople(Variant::Kete), start);
    waitForInput(w);
    BoardView* view = w.boardView();
    const auto square = [](const char* name) { return *parseSquare(Variant::Kete, name); };
    w.moveInput()->pitClicked(square("c2"));
    QCOMPARE(view->directionArrows(), (QList<Square>{square("h2"), square("a2")}));  // ccw from h2, cw from a2
    // A choice of kichwa, said so; its arrows lie beside the kichwas, over no hole and no count.
    QCOMPARE(w.moveInput()->kichwaChoice(), (QList<Square>{square("h2"), square("a2")}));
    const QString status = w.findChild<QLabel*>("statusText")->text();
    QVERIFY2(status.contains("choose the kichwa where the captured seeds start, a2 or h2"), qPrintable(status));
    for (Square target : view->directionArrows())
      for (int i = 0; i < 32; ++i) {
        QPainterPath hole;
        hole.addEllipse(view->pitRect(Square(i)));
        QVERIFY(!view->arrowPath(target).intersects(hole) &&
                !view->arrowPath(target).intersects(view->countRect(Square(i))));
      }
    if (!qEnvironmentVariableIsEmpty("BARAZA_SHOT_DIR"))
      w.grab().save(qEnvironmentVariable("BARAZA_SHOT_DIR") + "/kete-capture-arrows.png");
    QTest::keyClick(view, Qt::Key_Right);  // towards h2
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
    QCOMPARE(QString::fromStdString(formatMove(Variant::Kete, w.controller()->game().line()[0])), QString("c2ccw"));
    // A click on the arrow towards a2 chooses the other kichwa.
    w.controller()->newGame(twoPeople(Variant::Kete), start);
    waitForInput(w);
    w.moveInput()->pitClicked(square("c2"));
    const QPointF towardsA2 = view->arrowPath(square("a2")).boundingRect().center();
    QVERIFY(view->arrowPath(square("a2")).contains(towardsA2));
    QCOMPARE(view->squareAt(towardsA2), kNoSquare);  // the arrow itself, not a pit
    QTest::mouseClick(view, Qt::LeftButton, {}, towardsA2.toPoint());
    QTRY_COMPARE(QString::fromStdString(formatMove(Variant::Kete, w.controller()->game().line()[0])), QString("c2cw"));
    QCOMPARE(w.controller()->game().length(), std::size_t(1));
  }

  void keteDirectionArrows() {
    MainWindow w;
    w.resize(1000, 700);
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kete));
    waitForInput(w);
    BoardView* view = w.boardView();
    const Square f2 = *parseSquare(Variant::Kete, "f2");
    const Square g2 = *parseSquare(Variant::Kete, "g2");
    const Square e2 = *parseSquare(Variant::Kete, "e2");
    w.moveInput()->pitClicked(f2);
    QCOMPARE(view->directionArrows(), (QList<Square>{e2, g2}));  // ccw towards e2, cw towards g2
    QTest::keyClick(view, Qt::Key_Left);                         // Left for South: towards e2
    if (!qEnvironmentVariableIsEmpty("BARAZA_SHOT_DIR"))
      w.grab().save(qEnvironmentVariable("BARAZA_SHOT_DIR") + "/kete-direction-arrows.png");
    // A click on the arrow's shaft, between the pits, is a click on g2: sown clockwise.
    const QPointF shaft = (view->pitRect(f2).center() + view->pitRect(g2).center()) / 2;
    QVERIFY(view->arrowPath(g2).contains(shaft));
    QTest::mouseClick(view, Qt::LeftButton, {}, shaft.toPoint());
    QCOMPARE(w.controller()->game().ply(), std::size_t(1));
    QCOMPARE(QString::fromStdString(formatMove(Variant::Kete, w.controller()->game().line()[0])), QString("f2cw"));
    QVERIFY(view->directionArrows().isEmpty());
  }

  // Esc in the safari question (L-6.3) plays nothing and ends the whole choice.
  void escapeInTheSafariQuestionPlaysNothing() {
    MainWindow w;
    sowTowardsTheKuu(w, Pace::Speed::Instant);
    QuestionBar* bar = w.safariQuestion();
    QTRY_VERIFY(bar->isVisible());
    QTest::keyClick(bar->button("safariStop"), Qt::Key_Escape);  // where the keyboard is
    QTRY_VERIFY(!bar->isVisible());
    QCOMPARE(w.controller()->game().ply(), std::size_t(0));
    QCOMPARE(w.controller()->game().length(), std::size_t(0));
    QVERIFY(!w.moveInput()->isChoosingDirection());
    QVERIFY(w.controller()->acceptsInput());
  }

  // L-6.3: the safari question comes when the sowing reaches the kuu, the animation waiting
  // there; the answer plays on from that very seed.
  void safariAskedWhenTheSowingReachesTheKuu_data() {
    QTest::addColumn<bool>("safari");
    QTest::newRow("stop") << false;
    QTest::newRow("safari") << true;
  }
  void safariAskedWhenTheSowingReachesTheKuu() {
    QFETCH(bool, safari);
    MainWindow w;
    GameSession* c = w.controller();
    QSignalSpy reached(c, &GameSession::safariReached);
    sowTowardsTheKuu(w, Pace::Speed::Fast);
    QVERIFY(c->isAnimating());  // the sowing is shown first, nothing asked yet
    QCOMPARE(reached.count(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(reached.count(), 1, 10000);
    QVERIFY(c->isAskingSafari());
    QVERIFY(!c->acceptsInput());
    const LinePoint at = c->game().point();
    QVERIFY(at.event > 0);
    const TraceEvent& last = c->game().traceAt(at.ply).events[at.event - 1];
    QCOMPARE(last.kind, EventKind::Sow);
    QCOMPARE(last.square, *parseSquare(Variant::Kete, "e2"));  // South's kuu (L-1)
    QTRY_VERIFY(w.safariQuestion()->isVisible());
    w.safariQuestion()->button(safari ? "safariGo" : "safariStop")->click();
    QTRY_VERIFY_WITH_TIMEOUT(!c->isAnimating() && c->game().point().event == 0, 10000);
    QCOMPARE(c->game().ply(), std::size_t(1));
    QCOMPARE(QString::fromStdString(formatMove(Variant::Kete, c->game().line()[0])),
             safari ? QString("c2cw*") : QString("c2cw"));
    QVERIFY(narrationFollows(w));
  }

  // Questions come before answers (L-6.3, issue #27): while the safari question is open, the
  // narration stops at the seed that reached the kuu, the move list shows the move undecided and
  // the status bar says what is asked; the question is asked inside the window, in a bar above
  // the board. Each answer then tells its move: stopped, sown on, or taken back whole.
  void theSafariQuestionComesBeforeItsAnswer_data() {
    QTest::addColumn<QString>("answer");
    for (const char* answer : {"stop", "safari", "cancel"}) QTest::newRow(answer) << QString(answer);
  }
  void theSafariQuestionComesBeforeItsAnswer() {
    QFETCH(QString, answer);
    MainWindow w;
    GameSession* c = w.controller();
    sowTowardsTheKuu(w, Pace::Speed::Fast);
    QTRY_VERIFY_WITH_TIMEOUT(c->isAskingSafari(), 10000);
    QuestionBar* bar = w.safariQuestion();
    QVERIFY(bar->isVisible());
    QVERIFY(!bar->isWindow());
    QCOMPARE(bar->window(), &w);
    QVERIFY(bar->geometry().bottom() <= w.boardView()->geometry().top());  // above the board, covering none of it
    QVERIFY2(bar->question().contains("reached your kuu"), qPrintable(bar->question()));
    const auto narration = [&w] {
      QStringList lines;
      auto* list = w.findChild<QListWidget*>("narration");
      for (int row = 0; row < list->count(); ++row) lines << list->item(row)->text();
      return lines.join('\n');
    };
    const auto moveRow = [&w] { return w.findChild<QListView*>("moveList")->model()->index(1, 0).data().toString(); };
    const auto status = [&w] { return w.findChild<QLabel*>("statusText")->text(); };
    // The narration tells the seeds up to the one in the kuu, and nothing of what follows.
    const LinePoint at = c->game().point();
    QCOMPARE(w.findChild<QListWidget*>("narration")->count(), int(at.event));
    QVERIFY2(narration().endsWith("One seed into e2."), qPrintable(narration()));
    QVERIFY2(!narration().contains("stops there") && !narration().contains("turn passes"), qPrintable(narration()));
    QVERIFY2(moveRow().contains("(stop or safari?)"), qPrintable(moveRow()));
    QVERIFY2(status().contains("South chooses: stop in the kuu, or sow on (safari)?"), qPrintable(status()));
    QVERIFY2(!status().contains("looking back"), qPrintable(status()));

    bar->button(answer == "stop" ? "safariStop" : answer == "safari" ? "safariGo" : "safariCancel")->click();
    QVERIFY(!bar->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(c->acceptsInput() || (!c->isAnimating() && c->game().point().event == 0), 10000);
    QVERIFY(!status().contains("chooses"));
    if (answer == "cancel") {  // taken back whole: the line as it was
      QCOMPARE(c->game().length(), std::size_t(0));
      QVERIFY(c->acceptsInput());
      QVERIFY2(status().contains("South to move"), qPrintable(status()));
      return;
    }
    QTRY_COMPARE(c->game().point(), (LinePoint{1, 0}));
    QVERIFY2(!moveRow().contains("stop or safari"), qPrintable(moveRow()));
    QVERIFY(narrationFollows(w));
    if (answer == "stop") {
      QCOMPARE(moveRow(), QString::fromUtf8("1. c2 \u21BB"));
      QVERIFY2(narration().contains("the move stops there"), qPrintable(narration()));
    } else {
      QCOMPARE(moveRow(), QString::fromUtf8("1. c2 \u21BB safari"));
      QVERIFY2(narration().contains("Safari: the seeds of the kuu"), qPrintable(narration()));
    }
    QVERIFY2(narration().contains("The turn passes to North"), qPrintable(narration()));
  }

  // Whatever interrupts the sowing on its way to the kuu (skip, Undo, Pause, Seed forward), the
  // safari question comes: the choice cannot be skipped, and nothing is left half asked.
  void nothingSkipsTheSafariQuestion_data() {
    QTest::addColumn<QString>("interruption");
    for (const char* name : {"skip", "undo", "pause", "seed forward", "to the end"})
      QTest::newRow(name) << QString(name);
  }
  void nothingSkipsTheSafariQuestion() {
    QFETCH(QString, interruption);
    MainWindow w;
    GameSession* c = w.controller();
    QSignalSpy reached(c, &GameSession::safariReached);
    sowTowardsTheKuu(w, Pace::Speed::Fast);
    QTRY_VERIFY(c->game().point().event >= 1);  // under way: Undo has something to take back
    QVERIFY(c->isAnimating());
    if (interruption == "skip") c->skipAnimation();
    if (interruption == "undo") action(w, "undoAction")->trigger();
    if (interruption == "pause") c->haltAnimation();
    if (interruption == "seed forward") c->stepEvent(true);
    if (interruption == "to the end") action(w, "toEndAction")->trigger();
    QCOMPARE(reached.count(), 1);
    QVERIFY(c->isAskingSafari());
    QTRY_VERIFY(w.safariQuestion()->isVisible());
    c->answerSafari(true);
    QTRY_VERIFY_WITH_TIMEOUT(!c->isAnimating() && c->game().point().event == 0, 20000);
    QCOMPARE(QString::fromStdString(formatMove(Variant::Kete, c->game().line()[0])), QString("c2cw*"));
    QVERIFY(!c->isAskingSafari());
  }

  // Opening a sample over an unfinished game asks first; the header says who the computer is.
  void anUnfinishedGameIsClosedOnlyWhenAsked() {
    MainWindow w;
    w.show();
    playAgainstTheComputer(w, 2);
    QVERIFY2(w.boardView()->panelText(Side::North).contains("computer (Beginner)"),
             qPrintable(w.boardView()->panelText(Side::North)));
    QVERIFY(!w.boardView()->panelText(Side::South).contains("computer"));
    QAction* kingulu = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
      if (a->data().toInt() == int(Variant::Kingulu) && a->text() == "Bao Kingulu" && !a->isCheckable()) kingulu = a;
    QVERIFY(kingulu);
    kingulu->trigger();
    QVERIFY(answerBox(QMessageBox::RejectRole).contains("not been saved"));  // Cancel
    QCOMPARE(w.controller()->game().length(), std::size_t(2));
    kingulu->trigger();
    QVERIFY(!answerBox(QMessageBox::DestructiveRole).isEmpty());  // Don't save
    QTRY_VERIFY(w.controller()->game().length() > 2);             // the sample
  }

  // Long relays stay watchable: no move takes longer than its speed's budget (Normal: 5 s).
  void longRelaysFitTheBudget_data() {
    QTest::addColumn<int>("speed");
    QTest::newRow("slow") << int(Pace::Speed::Slow);
    QTest::newRow("normal") << int(Pace::Speed::Normal);
    QTest::newRow("fast") << int(Pace::Speed::Fast);
  }
  void longRelaysFitTheBudget() {
    QFETCH(int, speed);
    // Kigogo's longest opening moves (K-3 relays round the board): 39 events.
    const Position start = startPosition(Variant::Kigogo);
    Trace longest;
    for (const Move& m : Game(start).legalMoves()) {
      Trace t = traceMove(start, m);
      if (t.events.size() > longest.events.size()) longest = t;
    }
    QVERIFY(longest.events.size() > 30);
    const Pace pace{Pace::Speed(speed)};
    int natural = 0;
    for (int i = 0; i < int(longest.events.size()); ++i) natural += pace.delayFor(i);
    QVERIFY(natural > pace.moveBudgetMs());  // the move would be too long at its natural pace
    const std::vector<int> delays = pace.delays(longest);
    const int planned = std::accumulate(delays.begin(), delays.end(), 0);
    QVERIFY2(planned <= pace.moveBudgetMs() + 100, qPrintable(QString("%1 ms").arg(planned)));
    QVERIFY2(planned >= pace.moveBudgetMs() / 2, qPrintable(QString("%1 ms").arg(planned)));  // not rushed
    if (pace.speed() != Pace::Speed::Fast) return;  // played out in real time once, quickly
    MainWindow w;
    w.setSpeed(speed);
    w.startGame(twoPeople(Variant::Kigogo));
    GameSession* c = w.controller();
    QTRY_VERIFY(c->acceptsInput());
    QSignalSpy all(c, &GameSession::eventStarting);
    QSignalSpy finished(c, &GameSession::animationFinished);
    QVERIFY(c->playMove(longest.move));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    int total = 0;
    for (const auto& call : all) total += call[1].toInt();
    QCOMPARE(total, planned);
  }

  // Actions only where they act: nothing back at the start, nothing forward at the end.
  void replayControlsOnlyWhereTheyAct() {
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(":/samples/kingulu.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    for (const char* name : {"toStartAction", "moveBackAction", "eventBackAction", "undoAction"})
      QVERIFY2(!action(w, name)->isEnabled(), name);
    for (const char* name : {"toEndAction", "moveForwardAction", "eventForwardAction", "playPauseAction", "redoAction"})
      QVERIFY2(action(w, name)->isEnabled(), name);
    w.controller()->jumpTo(true);
    for (const char* name : {"toEndAction", "moveForwardAction", "eventForwardAction", "playPauseAction", "redoAction"})
      QVERIFY2(!action(w, name)->isEnabled(), name);
    for (const char* name : {"toStartAction", "moveBackAction", "eventBackAction", "undoAction"})
      QVERIFY2(action(w, name)->isEnabled(), name);
  }

  // The unfinished game is kept once per move: looking along the line writes nothing.
  void autosaveOncePerMove() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kingulu));
    GameSession* c = w.controller();
    QSignalSpy lines(c, &GameSession::lineChanged);
    for (int i = 0; i < 3; ++i) {
      QTRY_VERIFY(c->acceptsInput());
      c->playMove(c->game().legalMoves()[0]);
    }
    QTRY_COMPARE(lines.count(), 3);
    QFile file(MainWindow::autosavePath());
    QVERIFY(file.exists());
    const QDateTime written = QFileInfo(file).lastModified();
    removeUnfinishedGames();
    c->jumpTo(false);
    while (c->canRedo()) c->stepEvent(true);
    c->undo();
    QCOMPARE(lines.count(), 3);
    QVERIFY2(!QFile::exists(MainWindow::autosavePath()), "looking wrote the unfinished game");
    Q_UNUSED(written);
  }

  // One search worker, shared by the opponent and Hint, on one thread for the window's life.
  void oneSearchWorker() {
    MainWindow w;
    w.show();
    QCOMPARE(w.controller()->computer(), w.searchWorker());
    const QThread* thread = w.searchWorker()->workerThread();
    playAgainstTheComputer(w, 4);
    const int searches = w.searchWorker()->searchesRun();
    QVERIFY(searches >= 2);
    w.hintAction()->trigger();
    QCOMPARE(w.searchWorker()->searchesRun(), searches + 1);
    QTRY_VERIFY_WITH_TIMEOUT(w.boardView()->hintFrom() != kNoSquare, 10000);
    QCOMPARE(w.searchWorker()->workerThread(), thread);
    QVERIFY(thread->isRunning());
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestOneHistory)
#include "tst_one_history.moc"
