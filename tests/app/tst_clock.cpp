// Playing on the clock (issue #29), on the real window with an injected time source, so that
// minutes pass in an instant: a side's clock runs only while it chooses its move (at the end of
// the line, at rest, the safari question included), never during the sowing, while looking back
// or while the move is worked out; the increment is added once the move is chosen; running out
// loses, written to the record (`[Result "S time"]`) with the time control and the times left,
// which a saved game, the unfinished game and Continue bring back. The computer takes its time
// for a move from its clock.
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>

#include "baraza/record.h"
#include "learn/RulesBrowser.h"
#include "session/GameClock.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"
#include "window/NewGameDialog.h"
#include "window/ResultPanel.h"
#include "window/SettingsDialog.h"
#include "window/SideClock.h"
#include "window/StoredSetup.h"
#include "window_suite.h"

using namespace baraza;

namespace {

// A clock that moves only when told to.
struct FakeTime {
  std::shared_ptr<qint64> ms = std::make_shared<qint64>(1000);
  GameClock::TimeSource source() const {
    return [ms = ms] { return *ms; };
  }
  void pass(qint64 more) const { *ms += more; }
};

GameSetup onTheClock(Variant variant, TimeControl control) {
  GameSetup setup = twoPeople(variant);
  setup.timeControl = control;
  return setup;
}

qint64 left(MainWindow& w, Side side) { return w.controller()->clocks()->leftMs(side); }

void playFirstMove(MainWindow& w) {
  QTRY_VERIFY(w.controller()->acceptsInput());
  const std::size_t before = w.controller()->game().length();
  w.controller()->playMove(w.controller()->game().legalMoves()[0]);
  QTRY_VERIFY(w.controller()->game().length() == before + 1 && !w.controller()->isAnimating());
}

SideClock* clockOf(MainWindow& w, Side side) {
  return w.findChild<SideClock*>(side == Side::South ? "southClock" : "northClock");
}

void click(QMessageBox* box, const QString& button) {
  for (QAbstractButton* b : box->buttons())
    if (b->text() == button) return b->click();
  QFAIL(qPrintable("no button " + button));
}

}  // namespace

class TestClock : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QVERIFY(suite_.use()); }
  void init() { WindowSuite::freshStart(); }

  // Five minutes each between two people: South's time runs while South chooses and stops the
  // moment the move is chosen; then North's runs, and North, out of time, loses.
  void wonOnTime() {
    MainWindow w;
    w.show();
    FakeTime time;
    w.controller()->clocks()->setTimeSource(time.source());
    w.startGame(onTheClock(Variant::Kete, {300, 0}));
    auto* north = w.findChild<SideClock*>("northClock");
    auto* south = w.findChild<SideClock*>("southClock");
    QVERIFY(north && south && north->isVisible() && south->isVisible());
    QCOMPARE(south->text(), QString("5:00"));
    QTRY_COMPARE(w.controller()->clocks()->running(), std::optional<Side>(Side::South));
    time.pass(12300);
    QTRY_COMPARE(south->text(), QString("4:47"));
    QVERIFY(south->font().bold() && !north->font().bold());
    playFirstMove(w);
    QCOMPARE(left(w, Side::South), 300000 - 12300);
    QCOMPARE(w.controller()->clocks()->running(), std::optional<Side>(Side::North));
    time.pass(295000);
    QTRY_COMPARE(north->text(), QString("0:05.0"));
    QVERIFY(north->accessibleName().contains("0:05.0 left"));
    time.pass(5000);
    QTRY_VERIFY(w.controller()->game().lineResult().over());
    const Result& result = w.controller()->game().lineResult();
    QCOMPARE(result.winner, Side::South);
    QCOMPARE(result.reason, ResultReason::Time);
    QTRY_VERIFY(w.resultPanel()->isVisible());
    QCOMPARE(w.resultPanel()->howText(), QString("South wins: North ran out of time."));
    QCOMPARE(north->text(), QString("0:00.0"));
    QVERIFY(!w.controller()->clocks()->running());
    QTemporaryDir folder;
    const QString path = folder.filePath("on-time.bao");
    QVERIFY(w.saveRecord(path));
    const GameRecord record = readRecord(path);
    QCOMPARE(record.tag("Result"), std::string("S time"));
    QCOMPARE(record.tag("TimeControl"), std::string("300"));
    QCOMPARE(record.tag("SouthTime"), std::string("287.7"));
    QCOMPARE(record.tag("NorthTime"), std::string("0.0"));
  }

  // No clock runs while looking back, nor during the sowing; the increment comes with the move.
  void frozenWhileLookingBackAndSowing() {
    QSettings().setValue("view/speed", int(Pace::Speed::Slow));
    MainWindow w;
    w.show();
    FakeTime time;
    w.controller()->clocks()->setTimeSource(time.source());
    w.startGame(onTheClock(Variant::Kigogo, {300, 5}));
    QTRY_VERIFY(w.controller()->acceptsInput());
    time.pass(1000);
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    QCOMPARE(left(w, Side::South), 300000 - 1000 + 5000);  // stopped when chosen, with its increment
    QTRY_VERIFY(w.controller()->isAnimating());
    time.pass(60000);  // a minute of sowing: nobody's time
    QVERIFY(!w.controller()->clocks()->running());
    w.controller()->skipAnimation();
    QTRY_VERIFY(!w.controller()->isAnimating() && w.controller()->acceptsInput());
    QCOMPARE(left(w, Side::South), 304000);
    QCOMPARE(left(w, Side::North), 300000);
    QCOMPARE(w.controller()->clocks()->running(), std::optional<Side>(Side::North));
    time.pass(2000);
    w.controller()->stepMove(false);  // looking back
    QVERIFY(!w.controller()->clocks()->running());
    time.pass(120000);
    QCOMPARE(left(w, Side::North), 298000);
    w.controller()->jumpTo(true);  // back at the end: North chooses again
    QCOMPARE(w.controller()->clocks()->running(), std::optional<Side>(Side::North));
    time.pass(1000);
    QCOMPARE(left(w, Side::North), 297000);
  }

  // Saved, reopened and continued, the game goes on with the times it had left.
  void savedAndContinuedWithItsTimes() {
    QTemporaryDir folder;
    const QString path = folder.filePath("clock.bao");
    {
      MainWindow w;
      w.show();
      FakeTime time;
      w.controller()->clocks()->setTimeSource(time.source());
      w.startGame(onTheClock(Variant::Kingulu, {600, 5}));
      time.pass(30000);
      playFirstMove(w);
      time.pass(45000);
      playFirstMove(w);
      time.pass(7000);  // South thinking when the game is saved
      QVERIFY(w.saveRecord(path));
      const GameRecord record = readRecord(path);
      QCOMPARE(record.tag("TimeControl"), std::string("600+5"));
      QCOMPARE(record.tag("SouthTime"), std::string("568.0"));
      QCOMPARE(record.tag("NorthTime"), std::string("560.0"));
      // The unfinished game too, after every move.
      QTRY_VERIFY(readRecord(w.document()->autosavePath()).tag("NorthTime") == "560.0");
      QVERIFY(w.openRecord(path));
      QTRY_COMPARE(w.gameFile(), path);
      QCOMPARE(w.controller()->setup().timeControl, (TimeControl{600, 5}));
      QCOMPARE(left(w, Side::South), 568000);
      QCOMPARE(left(w, Side::North), 560000);
      w.controller()->jumpTo(true);
      QCOMPARE(w.controller()->clocks()->running(), std::optional<Side>(Side::South));
      playFirstMove(w);  // kept as the unfinished game
      QTRY_VERIFY(readRecord(w.document()->autosavePath()).moves.size() == 3);
      QVERIFY(QFile::copy(w.document()->autosavePath(), folder.filePath("kept.bao")));
    }
    // The next start offers it: Continue brings the clocks back as they were.
    QFile::remove(MainWindow::autosavePath());
    QVERIFY(QFile::copy(folder.filePath("kept.bao"), MainWindow::autosavePath()));
    MainWindow again;
    again.show();
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = again.findChild<QMessageBox*>("resumeQuestion")));
    for (QAbstractButton* b : box->buttons())
      if (b->text() == "Continue") b->click();
    QTRY_COMPARE(again.controller()->game().length(), std::size_t(3));
    QCOMPARE(again.controller()->setup().timeControl, (TimeControl{600, 5}));
    QCOMPARE(left(again, Side::South), 573000);
    QVERIFY(std::abs(left(again, Side::North) - 560000) < 1000);
  }

  // Quitting keeps the time the side to move has used so far (not only the times at its last
  // move), the question at the quit taking none of it; behind the question whether to continue,
  // the clocks show the times the game goes on with.
  void quitAndContinuedWithTheTimeUsed() {
    QTemporaryDir folder;
    {
      MainWindow w;
      w.show();
      FakeTime time;
      w.controller()->clocks()->setTimeSource(time.source());
      w.startGame(onTheClock(Variant::Kete, {300, 0}));
      time.pass(10000);
      playFirstMove(w);
      time.pass(25000);  // North thinking when the program is quit
      QTRY_COMPARE(clockOf(w, Side::North)->text(), QString("4:35"));
      w.close();  // the game has no file: Save / Don't save / Cancel first
      QMessageBox* box = nullptr;
      QTRY_VERIFY((box = w.findChild<QMessageBox*>("saveChangesQuestion")) && box->isVisible());
      QTRY_VERIFY(!w.controller()->clocks()->running());  // the program asks: nobody's time
      time.pass(5000);
      click(box, "Don't save");
      QTRY_VERIFY(!w.isVisible());
      const GameRecord kept = readRecord(w.document()->autosavePath());
      QCOMPARE(kept.tag("SouthTime"), std::string("290.0"));
      QCOMPARE(kept.tag("NorthTime"), std::string("275.0"));
      QVERIFY(QFile::copy(w.document()->autosavePath(), folder.filePath("kept.bao")));
    }
    QFile::remove(MainWindow::autosavePath());
    QVERIFY(QFile::copy(folder.filePath("kept.bao"), MainWindow::autosavePath()));
    MainWindow again;
    again.show();
    FakeTime time;
    again.controller()->clocks()->setTimeSource(time.source());
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = again.findChild<QMessageBox*>("resumeQuestion")) && box->isVisible());
    // Behind it, the game it offers, as it would go on: its move, its players, its clocks.
    QCOMPARE(again.controller()->game().length(), std::size_t(1));
    QCOMPARE(again.controller()->setup().north, PlayerKind::Human);
    QCOMPARE(clockOf(again, Side::North)->text(), QString("4:35"));
    QCOMPARE(clockOf(again, Side::South)->text(), QString("4:50"));
    QVERIFY(!again.controller()->clocks()->running());
    time.pass(60000);  // the question takes nobody's time
    click(box, "Continue");
    QTRY_COMPARE(again.controller()->game().length(), std::size_t(1));
    QTRY_COMPARE(again.controller()->clocks()->running(), std::optional<Side>(Side::North));
    QCOMPARE(left(again, Side::North), 275000);
    QCOMPARE(left(again, Side::South), 290000);
  }

  // Discarded instead, the game that was behind it comes back, its clocks full.
  void discardedBehindTheQuestion() {
    {
      MainWindow w;
      w.show();
      FakeTime time;
      w.controller()->clocks()->setTimeSource(time.source());
      w.startGame(onTheClock(Variant::Kigogo, {600, 0}));
      time.pass(42000);
      playFirstMove(w);
      QTRY_VERIFY(readRecord(w.document()->autosavePath()).tag("SouthTime") == "558.0");
    }
    MainWindow again;
    again.show();
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = again.findChild<QMessageBox*>("resumeQuestion")) && box->isVisible());
    QCOMPARE(clockOf(again, Side::South)->text(), QString("9:18"));
    QCOMPARE(again.controller()->game().length(), std::size_t(1));
    click(box, "Discard");
    QTRY_COMPARE(clockOf(again, Side::South)->text(), QString("10:00"));
    QCOMPARE(again.controller()->game().length(), std::size_t(0));
    QVERIFY(!again.document()->hasUnsavedChanges());
  }

  // What the clock shows and what the record keeps agree: a quick move leaves 4:59 on the clock
  // and 299.9 in the record (whole seconds and tenths both cut, never rounded up), which opens
  // as 4:59 again.
  void recordSaysWhatTheClockShows() {
    QTemporaryDir folder;
    const QString path = folder.filePath("quick.bao");
    MainWindow w;
    w.show();
    FakeTime time;
    w.controller()->clocks()->setTimeSource(time.source());
    w.startGame(onTheClock(Variant::Kigogo, {300, 0}));
    time.pass(40);  // a quick move
    playFirstMove(w);
    QCOMPARE(clockOf(w, Side::South)->text(), QString("4:59"));
    QVERIFY(w.saveRecord(path));
    QCOMPARE(readRecord(path).tag("SouthTime"), std::string("299.9"));
    QCOMPARE(readRecord(path).tag("NorthTime"), std::string("300.0"));
    QVERIFY(w.openRecord(path));
    QTRY_COMPARE(w.gameFile(), path);
    QCOMPARE(clockOf(w, Side::South)->text(), QString("4:59"));
    QCOMPARE(TimeControls::timeTag(9999), QString("9.9"));  // the clock says 0:09.9
    QCOMPARE(SideClock::format(9999), QString("0:09.9"));
  }

  // A dialog of the program (here Settings) holds the clock of the person choosing, and so does
  // the rules window in front; back on the board it runs on from where it was.
  void heldWhileTheProgramShowsSomething() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    FakeTime time;
    w.controller()->clocks()->setTimeSource(time.source());
    w.startGame(onTheClock(Variant::Kete, {300, 0}));
    QTRY_COMPARE(w.controller()->clocks()->running(), std::optional<Side>(Side::South));
    time.pass(10000);
    windowAction(w, "settingsAction")->trigger();
    SettingsDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = w.findChild<SettingsDialog*>()) && dialog->isVisible());
    QTRY_VERIFY(!w.controller()->clocks()->running());
    time.pass(60000);
    QCOMPARE(left(w, Side::South), 290000);
    dialog->reject();
    QTRY_COMPARE(w.controller()->clocks()->running(), std::optional<Side>(Side::South));
    QCOMPARE(left(w, Side::South), 290000);

    windowAction(w, "rulesAction")->trigger();
    QTRY_VERIFY(w.rulesWindow() && QApplication::activeWindow() == w.rulesWindow());
    QTRY_VERIFY(!w.controller()->clocks()->running());
    time.pass(30000);
    QCOMPARE(left(w, Side::South), 290000);
    w.activateWindow();  // back to the board, the rules window open beside it
    QTRY_VERIFY(QApplication::activeWindow() == &w);
    QTRY_COMPARE(w.controller()->clocks()->running(), std::optional<Side>(Side::South));
    time.pass(1000);
    QCOMPARE(left(w, Side::South), 289000);
  }

  // The computer's clock is not held: it thinks on and replies while a dialog is open; then
  // the person's clock waits for the dialog to close.
  void theComputerIsNotHeld() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    GameSetup setup = onTheClock(Variant::Kete, {300, 0});
    setup.north = PlayerKind::Computer;
    setup.setLevel(Level::Random);
    w.startGame(setup);
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    windowAction(w, "settingsAction")->trigger();
    SettingsDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = w.findChild<SettingsDialog*>()) && dialog->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->game().length() == 2 && !w.controller()->isAnimating(), 10000);
    QVERIFY(dialog->isVisible());
    QVERIFY(!w.controller()->clocks()->running());  // South's turn, held
    dialog->reject();
    QTRY_COMPARE(w.controller()->clocks()->running(), std::optional<Side>(Side::South));
  }

  // A loss on time is not taken back: Undo refuses and says why (a resignation it takes back).
  void undoRefusedAfterALossOnTime() {
    MainWindow w;
    w.show();
    FakeTime time;
    w.controller()->clocks()->setTimeSource(time.source());
    w.startGame(onTheClock(Variant::Kimasai, {300, 0}));
    playFirstMove(w);
    time.pass(300000);  // North's time runs out
    QTRY_VERIFY(w.controller()->game().lineResult().over());
    QCOMPARE(w.controller()->game().lineResult().reason, ResultReason::Time);
    QAction* undo = windowAction(w, "undoAction");
    QVERIFY(undo->isEnabled());
    QVERIFY(undo->toolTip().startsWith("A game lost on time cannot be taken back"));
    undo->trigger();
    QVERIFY(w.controller()->game().lineResult().over());
    QCOMPARE(w.controller()->game().lineResult().reason, ResultReason::Time);
    QCOMPARE(w.controller()->game().length(), std::size_t(1));
    QCOMPARE(w.statusBar()->currentMessage(), QString("A game lost on time cannot be taken back"));
    QVERIFY(w.resultPanel()->isVisible());
    QVERIFY(w.switchLanguage("sw"));  // said in the interface language
    undo->trigger();
    QVERIFY(!w.statusBar()->currentMessage().isEmpty());
    QVERIFY(w.statusBar()->currentMessage() != QString("A game lost on time cannot be taken back"));
    QVERIFY(!undo->toolTip().startsWith("A game lost on time"));
    QVERIFY(w.controller()->game().lineResult().over());
  }

  // The New game dialog offers no clock and the usual ones; the choice is kept for next time.
  void chosenInTheNewGameDialog() {
    NewGameDialog dialog(twoPeople(Variant::Kete));
    auto* clock = dialog.findChild<QComboBox*>("timeControl");
    QVERIFY(clock);
    QCOMPARE(clock->currentText(), QString("No clock"));
    QCOMPARE(clock->count(), int(std::size(TimeControls::kOffered)));
    QVERIFY(clock->findText("10 minutes each, +5 seconds a move") >= 0);
    clock->setCurrentIndex(clock->findText("5 minutes each"));
    QCOMPARE(dialog.setup().timeControl, (TimeControl{300, 0}));
    MainWindow w;
    w.startGame(dialog.setup());
    QVERIFY(w.controller()->clocks()->isOn());
    QCOMPARE(StoredSetup::read(QSettings()).timeControl, (TimeControl{300, 0}));  // kept for the next game
    QCOMPARE(NewGameDialog(w.controller()->setup()).findChild<QComboBox*>("timeControl")->currentText(),
             QString("5 minutes each"));
  }

  // The computer's time for a move comes from its clock: a share of what is left and most of the
  // increment, never more than its level's own time, never all that is left.
  void computersTimeFromItsClock_data() {
    QTest::addColumn<qint64>("leftMs");
    QTest::addColumn<int>("increment");
    QTest::addColumn<int>("expected");
    QTest::newRow("plenty left: its level's time") << qint64(600000) << 0 << 2000;
    QTest::newRow("a minute left") << qint64(60000) << 0 << 2000;
    QTest::newRow("half a minute") << qint64(30000) << 0 << 1000;
    QTest::newRow("half a minute, +1 s") << qint64(30000) << 1 << 1750;
    QTest::newRow("two seconds, +3 s: never all") << qint64(2000) << 3 << 1000;
    QTest::newRow("almost nothing") << qint64(10) << 0 << 20;
  }
  void computersTimeFromItsClock() {
    QFETCH(qint64, leftMs);
    QFETCH(int, increment);
    QFETCH(int, expected);
    QCOMPARE(TimeControls::moveTimeMs(leftMs, increment, kDefaultMovetimeMs), expected);
  }

  // Against the computer on the clock: its clock runs while it thinks and it moves in time.
  void theComputerPlaysOnTheClock() {
    MainWindow w;
    w.show();
    GameSetup setup = onTheClock(Variant::Kete, {180, 2});
    setup.north = PlayerKind::Computer;
    setup.setLevel(Level::Strong);
    w.startGame(setup);
    playFirstMove(w);
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->game().length() == 2, 10000);
    QVERIFY(left(w, Side::North) > 180000 - 3000);  // it took no more than its share (plus the increment)
    QVERIFY(left(w, Side::North) <= 182000);
  }

 private:
  WindowSuite suite_;
};

QTEST_MAIN(TestClock)
#include "tst_clock.moc"
