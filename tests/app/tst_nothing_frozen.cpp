// Nothing frozen (issue #15, point 5): the slowest Bao la Kete position known, whose legal moves
// took eight seconds to list (one candidate sows 2.5 * 10^9 seeds before its endless cycle shows,
// C-5) and since the relays' fast path (plain_relay.h) still the slowest to open. A record or an
// unfinished game starting there is read and replayed off the GUI thread: the window keeps
// painting and answering, says what it is doing, and shows the game when it is ready.
//
// How long the reading takes depends on the engine and on the machine's load, so the window is
// judged against it: while it lasts, the event loop never stands still for most of it (a reading
// on the GUI thread leaves one gap as long as the reading itself).
#include <QAbstractButton>
#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>

#include "baraza/notation.h"
#include "scratch_settings.h"
#include "session/GameSession.h"
#include "window/MainWindow.h"

using namespace baraza;

namespace {

const char* const kSlowStart =
    "kete 7,2,3,2,7,4,1,0/2,3,11,3,0,1,7,1/0,7,0,0,0,0,0,0/0,0,0,0,1,2,0,0 N reserve=0,0 kuu=0,0 hz=-";

QByteArray slowRecord() { return QByteArray("[Game \"kete\"]\n[Start \"") + kSlowStart + "\"]\n"; }

void write(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write(bytes);
}

// Counts event-loop turns and the longest wait between two of them: a frozen window counts none
// and waits as long as it is frozen.
struct Heartbeat {
  QTimer timer;
  QElapsedTimer sinceStart;
  qint64 lastBeat = 0;
  qint64 longestGap = 0;
  int beats = 0;
  Heartbeat() {
    sinceStart.start();
    QObject::connect(&timer, &QTimer::timeout, [this] {
      ++beats;
      const qint64 now = sinceStart.elapsed();
      longestGap = std::max(longestGap, now - lastBeat);
      lastBeat = now;
    });
    timer.start(20);
  }
  // The longest the event loop stood still, up to now.
  qint64 longestStill() const { return std::max(longestGap, sinceStart.elapsed() - lastBeat); }
};

// The window kept answering while the work of `took` ms was done: a work done on the GUI thread
// leaves a gap of its whole length. Under a loaded machine gaps of 100-200 ms happen anyway, so
// the work must be long enough to tell (the slowest position takes about 0.2 s of CPU).
void verifyKeptAnswering(const Heartbeat& heart, qint64 took, const char* what) {
  qInfo("%s took %lld ms; the window stood still %lld ms at most", what, took, heart.longestStill());
  QVERIFY2(took >= 150,
           qPrintable(QString("%1 took only %2 ms: too quick to tell a frozen window").arg(what).arg(took)));
  QVERIFY2(
      heart.longestStill() * 2 < took,
      qPrintable(
          QString("the window stood still %1 ms of the %2 ms %3 took").arg(heart.longestStill()).arg(took).arg(what)));
}

}  // namespace

class TestNothingFrozen : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());  // suites run side by side: none sees another's settings
  }
  void init() { removeUnfinishedGames(); }

  void openingASlowRecord() {
    QTemporaryDir dir;
    const QString path = dir.filePath("slow.bao");
    write(path, slowRecord());
    MainWindow w;
    w.show();
    const Position before = w.controller()->game().start();
    Heartbeat heart;
    QElapsedTimer clock;
    clock.start();
    QVERIFY(w.openRecord(path));
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString("openRecord took %1 ms").arg(clock.elapsed())));
    QVERIFY(w.controller()->game().start() == before);  // not yet: the old game is still shown
    const QString status = w.findChild<QLabel*>("statusText")->text();
    QVERIFY2(status.contains("opening slow.bao"), qPrintable(status));
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->game().start() == *parsePosition(kSlowStart).value, 120000);
    verifyKeptAnswering(heart, clock.elapsed(), "opening");
    QVERIFY(!w.findChild<QLabel*>("statusText")->text().contains("opening"));
  }

  // The unfinished game is read in the background too: the window is up and answering before
  // the question comes.
  void aSlowUnfinishedGameAtStart() {
    QDir().mkpath(QFileInfo(MainWindow::autosavePath()).path());
    write(MainWindow::autosavePath(), slowRecord());
    QElapsedTimer clock;
    clock.start();
    MainWindow w;
    w.show();
    QVERIFY2(clock.elapsed() < 2000, qPrintable(QString("the window took %1 ms").arg(clock.elapsed())));
    Heartbeat heart;                           // from here: building the window is the GUI thread's own work
    QVERIFY(!w.controller()->acceptsInput());  // nothing plays before the file is read
    // A record without moves is not worth offering: once read, the start-up goes on by itself.
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->acceptsInput(), 120000);
    verifyKeptAnswering(heart, heart.sinceStart.elapsed(), "reading it");
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestNothingFrozen)
#include "tst_nothing_frozen.moc"
