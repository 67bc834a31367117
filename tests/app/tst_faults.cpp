// Faults while saving (issue #15), each checking that the file that was there survives: a full
// disk, a read-only folder, a FIFO, and a writer killed (-9) in the middle of saving, many times.
// The faults are real where the machine allows: a small tmpfs (root may mount); else a file-size
// limit, file permissions, or a writer that runs as nobody.
#include <grp.h>
#include <sys/stat.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <random>

#include "fault_support.h"
#include "files/Autosave.h"
#include "files/SafeSave.h"
#include "scratch_settings.h"

namespace {

constexpr int kOldSize = 1000;
constexpr int kNewSize = 2000;  // less than QIODevice's buffer: buffered, only the flush would fail

struct Run {
  int exitCode = -1;
  QString output;
};

// save_writer once PATH SIZE CHAR, with `modifier` run in the child before it starts.
Run writeInChild(const QString& path, int size, char fill, std::function<void()> modifier = {}) {
  QProcess process;
  if (modifier) process.setChildProcessModifier(modifier);
  process.start(SAVE_WRITER, {"once", path, QString::number(size), QString(QLatin1Char(fill))});
  if (!process.waitForFinished(30000)) return {};
  return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
          QString::fromUtf8(process.readAllStandardOutput()).trimmed()};
}

bool isFifo(const QString& path) {
  struct stat status {};
  return ::stat(QFile::encodeName(path).constData(), &status) == 0 && S_ISFIFO(status.st_mode);
}

QStringList leftovers(const QString& folder, const QString& name) {
  return QDir(folder).entryList({name + ".*"}, QDir::Files | QDir::Hidden);
}

}  // namespace

class TestFaults : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());  // suites run side by side: none sees another's settings
  }

  void fullDisk() {
    QTemporaryDir dir;
    faults::Tmpfs tmpfs(dir.path(), 32);
    const QString path = dir.filePath("game.bao");
    const QByteArray old(kOldSize, 'o');
    QVERIFY(faults::writeFile(path, old));
    Run run;
    if (tmpfs.mounted()) {
      faults::fillDisk(dir.path());
      run = writeInChild(path, kNewSize, 'n');
    } else {  // no mounting here: a child that may not write files past 512 bytes
      run = writeInChild(path, kNewSize, 'n', [] {
        rlimit limit{};
        ::getrlimit(RLIMIT_FSIZE, &limit);
        limit.rlim_cur = 512;
        ::setrlimit(RLIMIT_FSIZE, &limit);
        std::signal(SIGXFSZ, SIG_IGN);  // EFBIG instead of death
      });
    }
    qInfo("full disk by %s: exit %d, \"%s\", old file %lld of %d bytes", tmpfs.mounted() ? "tmpfs" : "RLIMIT_FSIZE",
          run.exitCode, qPrintable(run.output), qlonglong(QFileInfo(path).size()), kOldSize);
    QCOMPARE(run.exitCode, 1);
    QVERIFY(!run.output.isEmpty());
    QCOMPARE(faults::contents(path), old);
    QCOMPARE(leftovers(dir.path(), "game.bao"), QStringList());
  }

  void readOnlyFolder() {
    QTemporaryDir dir;
    faults::Tmpfs tmpfs(dir.path(), 64);
    const QString path = dir.filePath("game.bao");
    const QByteArray old(kOldSize, 'o');
    QVERIFY(faults::writeFile(path, old));
    Run run;
    QString how;
    if (tmpfs.mounted() && faults::remountReadOnly(dir.path())) {
      how = "a read-only tmpfs";
      run = writeInChild(path, kNewSize, 'n');
    } else {
      QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner | QFile::ReadOther |
                                                    QFile::ExeOther | QFile::ReadGroup | QFile::ExeGroup));
      if (::geteuid() != 0) {
        how = "a folder without write permission";
        run = writeInChild(path, kNewSize, 'n');
      } else {  // root writes anywhere: the writer runs as nobody
        how = "a folder nobody may write to";
        run = writeInChild(path, kNewSize, 'n', [] {
          ::setgroups(0, nullptr);
          if (::setgid(65534) != 0 || ::setuid(65534) != 0) ::_exit(3);
        });
      }
    }
    qInfo("%s: exit %d, \"%s\"", qPrintable(how), run.exitCode, qPrintable(run.output));
    QCOMPARE(run.exitCode, 1);
    // Which one depends on what is checked first: the old file (read-only too) or the folder.
    QVERIFY2(run.output == QStringLiteral("the folder cannot be written to") ||
                 run.output == QStringLiteral("the file cannot be written"),
             qPrintable(run.output));
    QCOMPARE(faults::contents(path), old);
    QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
  }

  // Saving over a FIFO is refused at once; the FIFO stays a FIFO.
  void fifo() {
    QTemporaryDir dir;
    const QString path = dir.filePath("game.bao");
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    QElapsedTimer timer;
    timer.start();
    QString problem;
    QVERIFY(!SafeSave::write(path, QByteArray(kNewSize, 'n'), &problem));
    QVERIFY(timer.elapsed() < 2000);
    QCOMPARE(problem, QStringLiteral("it is not an ordinary file but a pipe, socket or device"));
    QVERIFY(isFifo(path));
  }

  // The autosave's writer killed at random moments, 200 times: the file is always one whole
  // save, never a mix or a part; the temporary files kills may leave are removed at start
  // (on Linux QSaveFile's temporary is usually unnamed, O_TMPFILE, and a kill leaves nothing).
  void killedWhileSaving() {
    const QString path = Autosave::path();
    const QString folder = QFileInfo(path).path();
    QVERIFY(QDir().mkpath(folder));
    const int size = 256 * 1024;
    QVERIFY(faults::writeFile(path, QByteArray(size, 'a')));
    std::mt19937 random(2026);
    int whole[2] = {0, 0};
    int leftBehind = 0;
    for (int kill = 0; kill < 200; ++kill) {
      QProcess writer;
      writer.start(SAVE_WRITER, {"loop", path, QString::number(size)});
      QVERIFY(writer.waitForStarted(10000));
      // After 0, 1 or 2 whole saves, and a little more: whatever the machine's speed, the kills
      // land before the first save, after one, after two, and inside them.
      for (int saves = int(random() % 3); saves > 0; --saves) {
        while (!writer.canReadLine()) QVERIFY(writer.waitForReadyRead(10000));
        writer.readLine();
      }
      QThread::usleep(random() % 5000);
      writer.kill();  // SIGKILL
      QVERIFY(writer.waitForFinished(10000));
      const QByteArray now = faults::contents(path);
      const bool first = now == QByteArray(size, 'a');
      QVERIFY2(first || now == QByteArray(size, 'b'),
               qPrintable(QString("kill %1: %2 bytes, not one whole save").arg(kill).arg(now.size())));
      ++whole[first ? 0 : 1];
      leftBehind = int(leftovers(folder, "unfinished.bao").size());
    }
    qInfo(
        "200 kills: the file was one whole save every time (%d times the first contents, %d the second); "
        "%d temporary files left behind",
        whole[0], whole[1], leftBehind);
    QVERIFY(whole[0] > 0 && whole[1] > 0);  // the kills came before, between and after saves
    Autosave::removeLeftovers();
    QCOMPARE(leftovers(folder, "unfinished.bao"), QStringList());
    QFile::remove(path);
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestFaults)
#include "tst_faults.moc"
