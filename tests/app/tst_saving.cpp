// Saves that cannot lie (issue #15): on a full disk "Save game as" and the autosave fail, say
// so, and leave the file that was there untouched.
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "baraza/notation.h"
#include "fault_support.h"
#include "scratch_settings.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"

using namespace baraza;

namespace {

void play(MainWindow& w, int plies) {
  const std::size_t length = w.controller()->game().length();
  for (int i = 0; i < plies; ++i) {  // each once the one before is worked out (in the background, under load)
    QTRY_VERIFY(w.controller()->acceptsInput());
    QVERIFY(w.controller()->playMove(w.controller()->game().legalMoves()[0]));
  }
  QTRY_COMPARE(w.controller()->game().length(), length + std::size_t(plies));
}

// A full disk under `dir`: a small tmpfs filled up where mounting is allowed, else a file-size
// limit on this process smaller than any save. `filled()` says which one, for the messages.
class FullDisk {
 public:
  explicit FullDisk(const QString& dir) : tmpfs_(dir, 64), dir_(dir) {}
  // Call once the old files are in place.
  bool fill() {
    if (tmpfs_.mounted()) {
      faults::fillDisk(dir_);
      return true;
    }
    limit_ = std::make_unique<faults::FileSizeLimit>(16);
    return limit_->ok();
  }
  bool isTmpfs() const { return tmpfs_.mounted(); }

 private:
  faults::Tmpfs tmpfs_;
  QString dir_;
  std::unique_ptr<faults::FileSizeLimit> limit_;
};

}  // namespace

class TestSaving : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());  // suites run side by side: none sees another's settings
  }
  // No unfinished game: one would be offered first, and nothing autosaves until the answer.
  void init() { removeUnfinishedGames(); }

  void saveAsOnAFullDisk() {
    QTemporaryDir dir;
    FullDisk disk(dir.path());
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kete));
    play(w, 2);
    const QString path = dir.filePath("game.bao");
    QVERIFY(w.saveRecord(path));
    const QByteArray before = faults::contents(path);
    play(w, 6);
    QVERIFY(disk.fill());
    QString error;
    const bool saved = w.saveRecord(path, &error);
    qInfo("full disk (%s): saved=%d error=\"%s\" old file %lld bytes, now %lld", disk.isTmpfs() ? "tmpfs" : "rlimit",
          saved, qPrintable(error), qlonglong(before.size()), qlonglong(QFileInfo(path).size()));
    QVERIFY(!saved);
    QVERIFY(!error.isEmpty());
    if (disk.isTmpfs()) QCOMPARE(error, QStringLiteral("the disk is full"));
    QCOMPARE(faults::contents(path), before);
    QCOMPARE(QDir(dir.path()).entryList({"game.bao.*"}, QDir::Files), QStringList());  // no temporary left
  }

  // The autosave keeps the last game it could write, and says once that it could not.
  void autosaveOnAFullDisk() {
    const QString folder = QFileInfo(MainWindow::autosavePath()).path();
    QVERIFY(QDir().mkpath(folder));
    FullDisk disk(folder);
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kete));
    play(w, 2);
    const QByteArray before = faults::contents(MainWindow::autosavePath());
    QVERIFY(before.contains("[Game \"kete\"]"));
    QVERIFY(disk.fill());
    play(w, 1);
    const QString message = w.statusBar()->currentMessage();
    qInfo("autosave on a full disk: \"%s\"", qPrintable(message));
    QVERIFY(message.contains("could not be kept"));
    QCOMPARE(faults::contents(MainWindow::autosavePath()), before);
    w.statusBar()->clearMessage();
    play(w, 1);
    QCOMPARE(w.statusBar()->currentMessage(), QString());  // once, not at every move
    QCOMPARE(faults::contents(MainWindow::autosavePath()), before);
  }

  void cleanupTestCase() { removeUnfinishedGames(); }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestSaving)
#include "tst_saving.moc"
