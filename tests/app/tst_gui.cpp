// The board window as a player uses it, headless: clicks, keys, Kete directions and safari,
// undo/redo, the computer thinking off the GUI thread, resizing.
#include <QDockWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "baraza/notation.h"
#include "board/BoardModel.h"
#include "board/BoardView.h"
#include "play/MoveInput.h"
#include "scratch_settings.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "session/SearchWorker.h"
#include "settled.h"
#include "window/MainWindow.h"

using namespace baraza;

namespace {

Square sq(Variant v, const char* name) { return *parseSquare(v, name); }

void click(MainWindow& w, Square square) {
  QTest::mouseClick(w.boardView(), Qt::LeftButton, {}, w.boardView()->pitRect(square).center().toPoint());
}

bool modelMatchesEngine(MainWindow& w) {
  const Position& shown = w.model()->position();
  const Position& engine = w.controller()->game().position();
  return shown == engine;
}

}  // namespace

class TestGui : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());  // suites run side by side: none sees another's settings
  }
  // Each test starts without an unfinished game: one would be offered first, and until the
  // answer nothing plays (tst_startup).
  void init() { removeUnfinishedGames(); }

  void clickingALegalPitPlaysIt() {
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    w.setSpeed(int(Pace::Speed::Fast));
    w.startGame(twoPeople(Variant::Kingulu));
    QSignalSpy finished(w.controller(), &GameSession::animationFinished);
    click(w, sq(Variant::Kingulu, "c1"));
    QVERIFY(w.controller()->isAnimating());
    QVERIFY(finished.wait(20000));
    QCOMPARE(w.controller()->game().ply(), std::size_t(1));
    QVERIFY(modelMatchesEngine(w));
    QCOMPARE(w.model()->position().toMove, Side::North);
  }

  void clickingAnIllegalPitDoesNothing() {
    MainWindow w;
    w.show();
    w.startGame(twoPeople(Variant::Kingulu));
    click(w, sq(Variant::Kingulu, "a1"));  // G-3: its first lap ends in occupied e1
    click(w, sq(Variant::Kingulu, "c2"));  // North's hole
    QVERIFY(rulesWorkerDrained(w.rulesWorker()));
    QCOMPARE(w.controller()->game().ply(), std::size_t(0));
    QVERIFY(!w.controller()->isAnimating());
  }

  // Kete: a pit with two directions waits for one; a click on a kichwa its capture sows from
  // gives it (L-5); the safari question is answered.
  void keteDirectionAndSafari() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    const Position start =
        *parsePosition(
             "kete 0,0,0,0,0,0,0,0/0,0,5,6,0,0,0,0/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=1,1 hz=-")
             .value;
    w.controller()->newGame(twoPeople(Variant::Kete), start);
    QSignalSpy question(w.controller(), &GameSession::safariReached);
    connect(w.controller(), &GameSession::safariReached, w.controller(), [&w] { w.controller()->answerSafari(true); });
    click(w, sq(Variant::Kete, "c2"));
    QVERIFY(w.moveInput()->isChoosingDirection());
    QCOMPARE(w.controller()->game().ply(), std::size_t(0));
    click(w, sq(Variant::Kete, "a2"));  // sown clockwise from the kichwa a2: toward the kuu
    QTRY_COMPARE(question.count(), 1);  // under load the move is worked out in the background
    QCOMPARE(w.controller()->game().ply(), std::size_t(1));
    QCOMPARE(QString::fromStdString(formatMove(Variant::Kete, w.controller()->game().moves().back())),
             QString("c2cw*"));
    QVERIFY(modelMatchesEngine(w));
  }

  // Keyboard: arrows pick a pit, Enter takes it, Left/Right the direction, Enter plays.
  void keyboardPlay() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kete));
    BoardView* view = w.boardView();
    view->setFocus();
    QTRY_VERIFY(w.controller()->acceptsInput());
    QTest::keyClick(view, Qt::Key_Right);  // the first key shows the cursor on a2
    for (int i = 0; i < 5; ++i) QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->selected(), sq(Variant::Kete, "f2"));
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(w.moveInput()->isChoosingDirection());
    QTest::keyClick(view, Qt::Key_Right);  // g2 is to the right: clockwise for South
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_COMPARE(w.controller()->game().ply(), std::size_t(1));  // worked out in the background under load
    QCOMPARE(QString::fromStdString(formatMove(Variant::Kete, w.controller()->game().moves().back())), QString("f2cw"));
  }

  void undoRedo() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kingulu));
    const Position start = w.controller()->game().position();
    click(w, sq(Variant::Kingulu, "c1"));
    const Position afterFirst = w.controller()->game().position();
    const MoveList replies = w.controller()->game().legalMoves();
    QVERIFY(w.controller()->playMove(replies[0]));
    QCOMPARE(w.controller()->game().ply(), std::size_t(2));
    w.controller()->undo();
    QCOMPARE(w.controller()->game().ply(), std::size_t(1));
    QVERIFY(w.controller()->game().position() == afterFirst);
    QVERIFY(modelMatchesEngine(w));
    w.controller()->undo();
    QVERIFY(w.controller()->game().position() == start);
    w.controller()->redo();
    w.controller()->redo();
    QCOMPARE(w.controller()->game().ply(), std::size_t(2));
    QVERIFY(modelMatchesEngine(w));
    QCOMPARE(w.controller()->game().length(), std::size_t(2));  // undo kept the line
  }

  // Against the computer, undo goes back to the human's turn.
  void undoAgainstTheComputer() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    GameSetup s = twoPeople(Variant::Kingulu);
    s.north = PlayerKind::Computer;
    s.setLevel(Level::Beginner);
    w.startGame(s);
    click(w, sq(Variant::Kingulu, "c1"));
    QTRY_COMPARE_WITH_TIMEOUT(w.controller()->game().ply(), std::size_t(2), 20000);
    w.controller()->undo();
    QCOMPARE(w.controller()->game().ply(), std::size_t(0));
    QVERIFY(w.controller()->isHumanTurn());
  }

  // The computer thinks on a worker thread: the event loop keeps running meanwhile.
  void computerDoesNotBlock() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
    timer.start(10);
    GameSetup s = twoPeople(Variant::Kigogo);
    s.south = PlayerKind::Computer;
    s.setLevel(Level::Expert);  // thinks for two seconds
    QSignalSpy thinking(w.controller()->computer(), &SearchWorker::thinkingChanged);
    w.startGame(s);
    QVERIFY(w.controller()->computer()->isThinking());
    QTRY_COMPARE_WITH_TIMEOUT(w.controller()->game().ply(), std::size_t(1), 20000);
    QVERIFY2(ticks >= 10, qPrintable(QString("only %1 timer ticks while thinking").arg(ticks)));
    QVERIFY(thinking.count() >= 2);
  }

  // Hint: the search runs off the GUI thread and its move is marked on the board.
  void hint() {
    MainWindow w;
    w.show();
    const Position start = *parsePosition("kingulu 0,0,0,1,0,0/0,0,1,0,1,0 S store=23,22 mtoto=-").value;
    w.controller()->newGame(twoPeople(Variant::Kingulu), start);
    w.hintAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(w.boardView()->hintFrom(), sq(Variant::Kingulu, "c1"), 10000);  // the winning move
    click(w, sq(Variant::Kingulu, "e1"));  // playing something else clears it
    QTRY_COMPARE_WITH_TIMEOUT(w.boardView()->hintFrom(), kNoSquare, 10000);
  }

  // Issue #6: a sample game loads; stepping it forward event by event and then all the way back
  // reproduces every step exactly, and whole moves agree with the engine.
  void replaySeedBySeed() {
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(":/samples/kingulu.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    GameSession* c = w.controller();
    const std::size_t plies = c->game().length();
    QVERIFY(plies > 5);
    QCOMPARE(c->game().ply(), std::size_t(0));  // a sample opens at its start, to be watched
    std::vector<Position> shown{w.model()->position()};
    int guard = 0;
    while (c->canRedo() && ++guard < 100000) {
      c->stepEvent(true);
      shown.push_back(w.model()->position());
      if (c->game().point().event == 0) QVERIFY(modelMatchesEngine(w));  // a whole move is done
    }
    QCOMPARE(c->game().ply(), plies);
    for (std::size_t i = shown.size() - 1; i > 0; --i) {
      c->stepEvent(false);
      QCOMPARE(w.model()->position().pits, shown[i - 1].pits);
      QCOMPARE(w.model()->position().store, shown[i - 1].store);
    }
    QCOMPARE(c->game().ply(), std::size_t(0));
    QVERIFY(modelMatchesEngine(w));
    c->jumpTo(true);
    QCOMPARE(c->game().ply(), plies);
  }

  void badFileChangesNothing() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kingulu));
    click(w, sq(Variant::Kingulu, "c1"));
    const Position before = w.controller()->game().position();
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.bao");
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Game \"kingulu\"]\n1. c1 a2\n2. a1\n");
    file.close();
    QVERIFY(!w.openRecord(bad));
    QVERIFY(!w.openRecord(dir.filePath("missing.bao")));
    QVERIFY(w.controller()->game().position() == before);
    QCOMPARE(w.controller()->game().ply(), std::size_t(1));
  }

  void saveAndLoad() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kete));
    click(w, sq(Variant::Kete, "g2"));
    click(w, sq(Variant::Kete, "h2"));  // g2 -> h2: clockwise
    QCOMPARE(w.controller()->game().ply(), std::size_t(1));
    QTemporaryDir dir;
    const QString path = dir.filePath("game.bao");
    QVERIFY(w.saveRecord(path));
    QString error;
    QVERIFY(!w.saveRecord(dir.path(), &error));  // a folder cannot be written over
    QVERIFY(!error.isEmpty());
    MainWindow other;
    QVERIFY(other.openRecord(path));
    QTRY_VERIFY(other.document()->openingPath().isEmpty());      // opened in the background, if slowly
    QCOMPARE(other.controller()->game().ply(), std::size_t(1));  // opened where the game stopped
    QVERIFY(other.controller()->game().position() == w.controller()->game().position());
  }

  // The panes go under a wide board in a small window and beside it in a large one, wherever
  // the board gets the bigger pits; a pane the player floated stays where it is.
  void panesMakeRoomForTheBoard_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("under");
    QTest::newRow("kigogo 800x600") << "kigogo" << QSize(800, 600) << true;
    QTest::newRow("kimasai 800x600") << "kimasai" << QSize(800, 600) << true;
    QTest::newRow("kete 800x600") << "kete" << QSize(800, 600) << false;
    QTest::newRow("kigogo 1920x1080") << "kigogo" << QSize(1920, 1080) << false;
    QTest::newRow("kingulu 1280x800") << "kingulu" << QSize(1280, 800) << false;
  }
  void panesMakeRoomForTheBoard() {
    QFETCH(QString, variant);
    QFETCH(QSize, size);
    QFETCH(bool, under);
    MainWindow w;
    w.startGame(twoPeople(*variantFromName(variant.toStdString())));
    w.resize(size);
    w.show();
    auto* moves = w.findChild<QDockWidget*>("movesDock");
    QTRY_COMPARE(w.dockWidgetArea(moves) == Qt::BottomDockWidgetArea, under);
    QTRY_COMPARE(w.dockWidgetArea(w.findChild<QDockWidget*>("narrationDock")) == Qt::BottomDockWidgetArea, under);
    // Under a wide board at 800x600 the pits are far bigger than beside it (40 px).
    if (under) QTRY_VERIFY2(w.boardView()->cellSize() >= 44, qPrintable(QString::number(w.boardView()->cellSize())));
    moves->setFloating(true);
    const QSize other = size == QSize(800, 600) ? QSize(1920, 1080) : QSize(800, 600);
    w.resize(other);
    QTRY_COMPARE(w.size(), other);
    deliverQueuedEvents();  // the panes arranged for the new size
    QVERIFY(moves->isFloating());
  }

  void resizeKeepsTheBoardWhole_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("small") << QSize(640, 420);
    QTest::newRow("tall") << QSize(700, 1200);
    QTest::newRow("wide") << QSize(1900, 600);
    QTest::newRow("large") << QSize(1920, 1080);
  }
  void resizeKeepsTheBoardWhole() {
    QFETCH(QSize, size);
    MainWindow w;
    w.show();
    for (Variant v : kAllVariants) {
      w.startGame(twoPeople(v));
      w.resize(size);
      QApplication::processEvents();
      const QRectF inside = QRectF(w.boardView()->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
      QVERIFY(inside.contains(w.boardView()->boardRect()));
      for (int i = 0; i < shapeOf(v).pits(); ++i)
        QVERIFY(inside.contains(w.boardView()->pitRect(static_cast<Square>(i))));
    }
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestGui)
#include "tst_gui.moc"
