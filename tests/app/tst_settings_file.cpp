// The settings file (issue #32): one bloated with junk keys (757 KB cost seconds at each start,
// 31 MB never started) is cut back at the start to the program's own settings, the whole of it
// set aside; a settings folder where nothing can be written is said once, in the player's
// language, instead of silently keeping nothing.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <ctime>

#include "fault_support.h"
#include "files/Autosave.h"
#include "files/RecentGames.h"
#include "files/SafeSave.h"
#include "files/SettingsFile.h"
#include "learn/Lesson.h"
#include "session/GameSession.h"
#include "session/Statistics.h"
#include "window/MainWindow.h"
#include "window/StoredSetup.h"
#include "words/Languages.h"

using namespace baraza;

namespace {

// The GUI thread's CPU time in milliseconds: what the start costs, whatever else the machine runs.
double threadMilliseconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// The settings in `folder` for the rest of the suite (the format the tests use).
void useSettingsIn(const QString& folder) {
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
}

// Settings of every group the program writes, through the program's own code; `recent` is a file
// that exists (the window forgets those that do not).
void writeOwnSettings(const QString& recent) {
  QSettings settings;
  settings.setValue("language", "en");
  GameSetup setup = twoPeople(Variant::Kimasai);
  setup.names = {QStringLiteral("Amina"), QStringLiteral("Juma")};
  StoredSetup::write(settings, setup);
  Preferences preferences;
  preferences.volume = 37;
  StoredSetup::write(settings, preferences);
  settings.setValue("view/showCounts", false);
  settings.setValue("window/geometry", QByteArray(2000, 'g'));
  RecentGames::add(settings, recent);
  Lessons::markSolved(settings, QStringLiteral("kete/01-first"));
  GameSetup computer = twoPeople(Variant::Kete);
  computer.north = PlayerKind::Computer;
  Result won;
  won.kind = Result::Kind::Win;
  won.winner = Side::South;
  Statistics::count(settings, computer, won);
}

QMap<QString, QVariant> everything() {
  QSettings settings;
  QMap<QString, QVariant> values;
  for (const QString& key : settings.allKeys()) values[key] = settings.value(key);
  return values;
}

}  // namespace

class TestSettingsFile : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(folder_.isValid());
    useSettingsIn(folder_.path());
    QFile::remove(Autosave::path());
  }
  void init() {
    QSettings().clear();
    QFile::remove(SettingsFile::path() + ".too-large");
  }

  // The program writes only the groups StoredSetup::groups() names: a file cut back keeps them.
  void everyGroupIsNamed() {
    writeOwnSettings(recentGame());
    QSettings settings;
    QStringList groups = settings.childGroups();
    if (!settings.childKeys().isEmpty()) groups << QStringLiteral("General");
    for (const QString& group : groups)
      QVERIFY2(StoredSetup::groups().contains(group), qPrintable(group + " is missing from StoredSetup::groups()"));
  }

  void bloatedSettingsStartQuickly_data() {
    QTest::addColumn<int>("junkBytes");
    QTest::addColumn<int>("keysPerGroup");
    QTest::newRow("757 kB in one group") << 757000 << 1000000;
    QTest::newRow("31 MB in groups of one key") << 31000000 << 1;
    QTest::newRow("one line of 3 MB") << 3000000 << 0;
  }
  void bloatedSettingsStartQuickly() {
    QFETCH(int, junkBytes);
    QFETCH(int, keysPerGroup);
    writeOwnSettings(recentGame());
    const QMap<QString, QVariant> own = everything();
    const QString path = SettingsFile::path();
    QVERIFY2(QFile::exists(path), qPrintable(path));
    {
      QFile file(path);
      QVERIFY(file.open(QIODevice::Append));
      QByteArray junk;
      for (int i = 0; junk.size() < junkBytes; ++i) {
        if (keysPerGroup == 0) {
          junk = "[junk]\nline=" + QByteArray(junkBytes, 'x') + "\n";
        } else {
          if (i % keysPerGroup == 0) junk += "[junk" + QByteArray::number(i) + "]\n";
          junk += "key" + QByteArray::number(i) + "=some value " + QByteArray::number(i) + "\n";
        }
      }
      QVERIFY(file.write(junk) == junk.size());
    }
    const qint64 bloated = QFileInfo(path).size();

    const double before = threadMilliseconds();
    StoredSetup::keepFileSmall();  // as main() does first
    {
      MainWindow w;  // reads the settings, and writes some
      w.show();
      QCoreApplication::processEvents();
      for (int speed : {0, 2, 1}) w.setSpeed(speed);  // a change written at once, three times
    }
    const double ms = threadMilliseconds() - before;
    qInfo("a %lld-byte settings file: start, three changes and the end in %.0f ms of the GUI thread",
          static_cast<long long>(bloated), ms);
    QVERIFY2(ms < 2000, qPrintable(QStringLiteral("%1 ms").arg(ms)));

    QVERIFY(QFileInfo(path).size() <= SettingsFile::kMaxBytes);
    QCOMPARE(QFileInfo(path + ".too-large").size(), bloated);  // nothing lost
    const QMap<QString, QVariant> now = everything();
    for (auto own_ = own.begin(); own_ != own.end(); ++own_) {
      if (own_.key().startsWith("window/") || own_.key() == "view/speed") continue;  // the window changed them
      // A list of one is read back from the file as its one string.
      const QVariant& value = now.value(own_.key());
      QVERIFY2(value == own_.value() || value.toStringList() == own_.value().toStringList(), qPrintable(own_.key()));
    }
    QVERIFY(!QSettings().childGroups().contains("junk0"));
  }

  // A file within the bound is left as it is, junk and all.
  void aSmallFileIsLeftAlone() {
    writeOwnSettings(recentGame());
    QSettings().setValue("future/setting", 1);
    QSettings().sync();
    StoredSetup::keepFileSmall();
    QCOMPARE(QSettings().value("future/setting").toInt(), 1);
    QVERIFY(!QFile::exists(SettingsFile::path() + ".too-large"));
  }

  // Settings in a read-only folder: said once, in the player's language, when the window opens;
  // the window plays on.
  void aReadOnlyFolderIsSaid() {
    QTemporaryDir mountPoint;
    faults::Tmpfs tmpfs(mountPoint.path(), 1024);
    if (!tmpfs.mounted()) QSKIP("mounting a file system is not allowed here");
    useSettingsIn(mountPoint.path());
    QSettings().setValue("language", "sw");
    QSettings().sync();
    QVERIFY(faults::remountReadOnly(mountPoint.path()));
    {
      MainWindow w;
      QSignalSpy messages(w.statusBar(), &QStatusBar::messageChanged);
      const QString expected = SafeSave::tr("the folder cannot be written to");
      QVERIFY(expected != QLatin1String("the folder cannot be written to"));  // in Kiswahili
      QCOMPARE(SettingsFile::writeProblem(SettingsFile::path()), expected);
      w.show();
      QTRY_VERIFY2(w.statusBar()->currentMessage().contains(expected), qPrintable(w.statusBar()->currentMessage()));
      // The status line is hidden under the message, not drawn over by it.
      QVERIFY(!w.findChild<QWidget*>("statusText")->isVisible());
      for (int speed : {0, 2, 1}) w.setSpeed(speed);  // changes that cannot be written
      QCoreApplication::processEvents();
      int times = 0;
      for (const QList<QVariant>& message : messages)
        if (message.value(0).toString().contains(expected)) ++times;
      QCOMPARE(times, 1);
      QVERIFY(w.controller()->acceptsInput());
    }
    Languages english;
    english.install("en");
    useSettingsIn(folder_.path());
  }

 private:
  QString recentGame() {
    const QString path = folder_.filePath("one.bao");
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) file.write("[Game \"kete\"]\n");
    return path;
  }

  QTemporaryDir folder_;
};

QTEST_MAIN(TestSettingsFile)
#include "tst_settings_file.moc"
