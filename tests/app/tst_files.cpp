// Opening files (issue #15): only regular files are opened, so a FIFO chosen as a record or found
// as the autosave cannot hang the window; every refusal, and every reason the engine gives for
// a bad record, is told in the player's language.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QElapsedTimer>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <thread>

#include "fault_support.h"
#include "scratch_settings.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "settled.h"
#include "window/MainWindow.h"

namespace {

bool makeFifo(const QString& path) { return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0; }

bool isFifo(const QString& path) {
  struct stat status {};
  return ::stat(QFile::encodeName(path).constData(), &status) == 0 && S_ISFIFO(status.st_mode);
}

// If a reader still waits on the FIFO after a few seconds, a writer comes and goes, so that a
// test of the old behaviour fails instead of hanging for ever.
class FifoWatchdog {
 public:
  explicit FifoWatchdog(const QString& path) : path_(QFile::encodeName(path)) {
    thread_ = std::thread([this] {
      for (int i = 0; i < 30 && !done_; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
      if (done_) return;
      const int fd = ::open(path_.constData(), O_WRONLY | O_NONBLOCK);
      if (fd >= 0) ::close(fd);
    });
  }
  ~FifoWatchdog() {
    done_ = true;
    thread_.join();
  }

 private:
  QByteArray path_;
  std::atomic<bool> done_ = false;
  std::thread thread_;
};

// The text of the newest open-error box, which is then closed.
QString takeOpenError(MainWindow& w) {
  const QList<QMessageBox*> boxes = w.findChildren<QMessageBox*>("openError");
  if (boxes.isEmpty()) return {};
  const QString text = boxes.last()->text();
  for (QMessageBox* box : boxes) delete box;
  return text;
}

}  // namespace

class TestFiles : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    removeUnfinishedGames();
  }

  void refusesWhatIsNotAFile_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("folder") << "folder"
                            << "it is a folder, not a file";
    QTest::newRow("fifo") << "fifo"
                          << "it is not an ordinary file but a pipe, socket or device";
    QTest::newRow("device") << "device"
                            << "it is not an ordinary file but a pipe, socket or device";
    QTest::newRow("missing") << "missing"
                             << "the file does not exist";
  }
  void refusesWhatIsNotAFile() {
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QString path = dir.filePath(kind + ".bao");
    if (kind == "folder") QVERIFY(QDir().mkdir(path));
    if (kind == "fifo") QVERIFY(makeFifo(path));
    if (kind == "device") path = "/dev/zero";  // reading it never ends
    MainWindow w;
    QVERIFY(w.switchLanguage("en"));
    QElapsedTimer timer;
    timer.start();
    {
      FifoWatchdog watchdog(path);
      QVERIFY(!w.openRecord(path));
    }
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString("took %1 ms").arg(timer.elapsed())));
    QCOMPARE(takeOpenError(w), QStringLiteral("%1 could not be opened: %2").arg(QFileInfo(path).fileName(), reason));
    if (kind == "fifo") QVERIFY(isFifo(path));
  }

  // A FIFO where the autosave should be: the window starts, offers nothing, and leaves it be.
  void fifoAsTheAutosave() {
    QVERIFY(QDir().mkpath(QFileInfo(MainWindow::autosavePath()).path()));
    QVERIFY(makeFifo(MainWindow::autosavePath()));
    QElapsedTimer timer;
    timer.start();
    {
      FifoWatchdog watchdog(MainWindow::autosavePath());
      MainWindow w;
      QVERIFY(rulesWorkerDrained(w.rulesWorker()));  // the autosave is read there; the offer follows
      QVERIFY(w.findChild<QMessageBox*>("resumeQuestion") == nullptr);
    }
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString("took %1 ms").arg(timer.elapsed())));
    QVERIFY(isFifo(MainWindow::autosavePath()));
    removeUnfinishedGames();
  }

  // The engine's reasons are English; the player reads them in his language, line number kept.
  void recordErrorsAreTranslated_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("english");
    QTest::newRow("illegal move") << QByteArray("[Game \"kingulu\"]\n\n1. c1 a2\n2. a1\n")
                                  << "line 4: the move a1 (ply 3) is not allowed";
    QTest::newRow("unknown game") << QByteArray("[Game \"oware\"]\n") << "line 1: unknown game oware";
    QTest::newRow("not text") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << "it is not a text file";
    QTest::newRow("empty") << QByteArray("\n") << "the file is empty";
    QTest::newRow("bad move") << QByteArray("[Game \"kete\"]\n1. f2ccw d3c") << "line 2: the move d3c cannot be read";
    QTest::newRow("bad tag") << QByteArray("[Game kete]\n") << "line 1: this line is not part of a game record";
    // A Start tag refused says why (#29): the key that is missing, the rule that forbids it.
    const QByteArray keteRows = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0";
    QTest::newRow("start without hz") << QByteArray("[Game \"kete\"]\n[Start \"kete " + keteRows +
                                                    " S reserve=22,22 kuu=1,1\"]\n1. f2ccw\n")
                                      << "line 2: the start position cannot be used: “hz” (the hizi zetu mark) is "
                                         "missing: write “hz=-” when no hole is marked";
    QTest::newRow("start with a small nyumba")
        << QByteArray(
               "[Game \"kiswahili\"]\n[Start \"kiswahili 0,0,0,0,0,0,0,0/0,2,2,4,0,0,0,0/0,0,0,0,6,2,2,0/"
               "0,0,0,0,0,0,0,0 S reserve=22,22 nyumba=1,1 takasia=-\"]\n")
        << "line 2: the start position cannot be used: North's nyumba d3 holds 4 seeds: an owned nyumba holds five "
           "or more (Z-2)";
    QTest::newRow("start with too many seeds")
        << QByteArray("[Game \"kingulu\"]\n[Start \"kingulu 9,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 mtoto=-\"]\n")
        << "line 2: the start position cannot be used: 53 seeds are in play, but Bao Kingulu has only 48";
  }
  void recordErrorsAreTranslated() {
    QFETCH(QByteArray, text);
    QFETCH(QString, english);
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.bao");
    QVERIFY(faults::writeFile(path, text));
    MainWindow w;
    QVERIFY(w.switchLanguage("en"));
    // Refused at once, or (under load) once read in the background: either way, said in a box.
    w.openRecord(path);
    QTRY_VERIFY(w.document()->openingPath().isEmpty());
    QTRY_VERIFY(!w.findChildren<QMessageBox*>("openError").isEmpty());
    QCOMPARE(takeOpenError(w), QStringLiteral("bad.bao could not be opened: %1").arg(english));
    QCOMPARE(w.controller()->game().length(), std::size_t(0));  // the board keeps its game
    QVERIFY(w.switchLanguage("sw"));
    w.openRecord(path);
    QTRY_VERIFY(w.document()->openingPath().isEmpty());
    QTRY_VERIFY(!w.findChildren<QMessageBox*>("openError").isEmpty());
    const QString swahili = takeOpenError(w);
    QVERIFY2(!swahili.contains(english.section(' ', 2, 3)), qPrintable(swahili));
    const QRegularExpressionMatch line = QRegularExpression("^line (\\d+)").match(english);
    if (line.hasMatch()) QVERIFY2(swahili.contains(line.captured(1)), qPrintable(swahili));
    QVERIFY(w.switchLanguage("en"));
  }
};

QTEST_MAIN(TestFiles)
#include "tst_files.moc"
