// Every value read from the settings is checked (issue #15): a damaged or hand-edited settings
// file gives the defaults instead of reading past a table.
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "board/BoardModel.h"
#include "scratch_settings.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "session/SearchWorker.h"
#include "window/MainWindow.h"
#include "window/StoredSetup.h"

using namespace baraza;

class TestSettings : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    removeUnfinishedGames();
    QVERIFY(scratch_.use());
  }
  void init() { QSettings().clear(); }

  void outOfRange_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("value");
    for (const QVariant& bad : {QVariant(7), QVariant(-1), QVariant(255), QVariant("kete"), QVariant(1.5)})
      QTest::addRow("game/variant=%s", qPrintable(bad.toString())) << "game/variant" << bad;
    for (const char* key : {"game/south", "game/north"})
      for (const QVariant& bad : {QVariant(2), QVariant(-1), QVariant("computer")})
        QTest::addRow("%s=%s", key, qPrintable(bad.toString())) << key << bad;
    for (const char* key : {"game/level", "game/southLevel", "game/northLevel"})
      for (const QVariant& bad : {QVariant(6), QVariant(-3), QVariant(1000000000)})
        QTest::addRow("%s=%s", key, qPrintable(bad.toString())) << key << bad;
    for (const QVariant& bad : {QVariant(4), QVariant(-1), QVariant("fast")})
      QTest::addRow("view/speed=%s", qPrintable(bad.toString())) << "view/speed" << bad;
  }
  void outOfRange() {
    QFETCH(QString, key);
    QFETCH(QVariant, value);
    QSettings().setValue(key, value);
    MainWindow w;
    const GameSetup defaults;
    const GameSetup& setup = w.controller()->setup();
    QVERIFY(setup.variant == defaults.variant);
    QVERIFY(setup.south == defaults.south);
    QVERIFY(setup.north == defaults.north);
    QVERIFY(setup.levels == defaults.levels);
    QVERIFY(w.controller()->speed() == Pace::Speed::Normal);
    QVERIFY(w.model()->position() == startPosition(defaults.variant));
    QVERIFY(setup.names == defaults.names);
  }

  // Names and each side's level are kept; a name is one line of at most 40 characters.
  void namesAndLevelsPerSide() {
    GameSetup setup = twoPeople(Variant::Kingulu);
    setup.north = PlayerKind::Computer;
    setup.levels = {Level::Beginner, Level::Expert};
    setup.names = {QString("Amina"), QString()};
    {
      QSettings settings;
      StoredSetup::write(settings, setup);
      settings.setValue("game/southName", QString("Amina\n") + QString(60, 'x'));
    }
    const GameSetup read = StoredSetup::read(QSettings());
    QCOMPARE(read.levelOf(Side::North), Level::Expert);
    QCOMPARE(read.levelOf(Side::South), Level::Beginner);
    QCOMPARE(read.nameOf(Side::South).size(), 40);
    QVERIFY(!read.nameOf(Side::South).contains('\n'));
  }

  // Good values are kept.
  void inRange() {
    QSettings settings;
    settings.setValue("game/variant", int(Variant::Kimasai));
    settings.setValue("game/south", int(PlayerKind::Computer));
    settings.setValue("game/north", int(PlayerKind::Human));
    settings.setValue("game/level", int(Level::Expert));
    settings.setValue("view/speed", int(Pace::Speed::Fast));
    settings.sync();
    MainWindow w;
    w.controller()->computer()->cancel();
    QVERIFY(w.controller()->setup().variant == Variant::Kimasai);
    QVERIFY(w.controller()->setup().south == PlayerKind::Computer);
    QVERIFY(w.controller()->setup().north == PlayerKind::Human);
    QVERIFY(w.controller()->setup().levelOf(Side::South) == Level::Expert);  // the one level of older settings
    QVERIFY(w.controller()->setup().levelOf(Side::North) == Level::Expert);
    QVERIFY(w.controller()->speed() == Pace::Speed::Fast);
  }

 private:
  ScratchSettings scratch_;
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
