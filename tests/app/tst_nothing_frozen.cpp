// Nothing frozen (issue #15, point 5): a legal Bao la Kete position whose moves take about eight
// seconds to list (one candidate sows 2.5 * 10^9 seeds before its endless cycle shows, C-5). A
// record or an unfinished game starting there is read and replayed off the GUI thread: the window
// keeps painting and answering, says what it is doing, and shows the game when it is ready.
#include <QAbstractButton>
#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "baraza/notation.h"
#include "play/GameController.h"
#include "scratch_settings.h"
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

// Counts event-loop turns: a frozen window counts none.
struct Heartbeat {
  QTimer timer;
  int beats = 0;
  Heartbeat() {
    QObject::connect(&timer, &QTimer::timeout, [this] { ++beats; });
    timer.start(50);
  }
};

}  // namespace

class TestNothingFrozen : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());  // suites run side by side: none sees another's settings
  }
  void init() { QFile::remove(MainWindow::autosavePath()); }

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
    QVERIFY2(heart.beats > 20, qPrintable(QString("only %1 beats while opening").arg(heart.beats)));
    QVERIFY(!w.findChild<QLabel*>("statusText")->text().contains("opening"));
  }

  // The unfinished game is read in the background too: the window is up and answering before
  // the question comes.
  void aSlowUnfinishedGameAtStart() {
    QDir().mkpath(QFileInfo(MainWindow::autosavePath()).path());
    write(MainWindow::autosavePath(), slowRecord());
    Heartbeat heart;
    QElapsedTimer clock;
    clock.start();
    MainWindow w;
    w.show();
    QVERIFY2(clock.elapsed() < 2000, qPrintable(QString("the window took %1 ms").arg(clock.elapsed())));
    QVERIFY(!w.controller()->acceptsInput());  // nothing plays before the file is read
    // A record without moves is not worth offering: once read, the start-up goes on by itself.
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->acceptsInput(), 120000);
    QVERIFY2(heart.beats > 20, qPrintable(QString("only %1 beats while reading it").arg(heart.beats)));
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestNothingFrozen)
#include "tst_nothing_frozen.moc"
