// Bao la Kimasai, four rows: RULES.md M-1 ... M-4. Expected values worked out by hand.
#include "rules_test_support.h"

using namespace baraza;

class TestKimasai : public QObject {
  Q_OBJECT

 private slots:
  void startPosition_M1() {
    const Position p = baraza::startPosition(Variant::Kimasai);
    QCOMPARE(p.seedsOnBoard(), 46);
    QCOMPARE(QString::fromStdString(formatPosition(p)),
             QString("kimasai 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/"
                     "1,1,1,1,1,1,1,1,1,1,1,1 S"));
  }

  void moves_data() {
    rules_test::addMoveColumns();
    // M-2: South's only empty hole is a2, and the stone before it counterclockwise is b2.
    // M-3: b2 arrives in the front row opposite a3 (occupied): a3 and a4 are captured.
    // North then may move b4 (into the emptied a4) or k3 (into l3).
    QTest::newRow("M-2 start, M-3 capture")
        << "kimasai 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 S"
        << "b2"
        << "b2"
        << "kimasai 0,1,1,1,1,1,1,1,1,1,1,1/0,1,1,1,1,1,1,1,1,1,1,0/1,0,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 N"
        << "ongoing"
        << "lift b2 1|sow a2|capture a3 1 out|capture a4 1 out|end step";
    // M-3: opposite a2 only the back stone a4: the back stone alone is never taken.
    QTest::newRow("M-3 back stone alone not taken")
        << "kimasai 1,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 S"
        << "b2"
        << "b2"
        << "kimasai 1,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 N"
        << "ongoing"
        << "lift b2 1|sow a2|end step";
    // M-4: the capture takes North's last stone.
    QTest::newRow("M-4 captured-all")
        << "kimasai 0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 S"
        << "b2"
        << "b2"
        << "kimasai 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 N"
        << "S captured-all"
        << "";
    // M-4: North's 24 holes are all full, so no North stone has an empty next hole.
    QTest::newRow("M-4 no legal move")
        << "kimasai 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 S"
        << "a1"
        << "a1"
        << "kimasai 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0 N"
        << "S no-moves"
        << "";
  }
  void moves() { rules_test::verifyMove(); }

  void repetitionLimit_C6() { QCOMPARE(rulesFor(Variant::Kimasai).repetitionLimit(), 2); }
};

QTEST_MAIN(TestKimasai)
#include "tst_kimasai.moc"
