// Position's small helpers over every square of the largest board (Kimasai's 48 holes).
#include <QTest>

#include "baraza/notation.h"
#include "baraza/position.h"
#include "baraza/rules.h"

using namespace baraza;

class TestPosition : public QObject {
  Q_OBJECT

 private slots:
  // What the window shows comes from the rules: kuu squares (L-1), stages (L-3), seeds taken.
  void whatThePlayerSees() {
    const Rules& kete = rulesFor(Variant::Kete);
    QCOMPARE(squareName(Variant::Kete, kete.kuuSquareOf(Side::South)), std::string("e2"));  // L-1
    QCOMPARE(squareName(Variant::Kete, kete.kuuSquareOf(Side::North)), std::string("d3"));
    QCOMPARE(rulesFor(Variant::Kigogo).kuuSquareOf(Side::South), kNoSquare);
    const Position nemo = startPosition(Variant::Kete);
    QCOMPARE(kete.stageOf(nemo, Side::South), Rules::Stage::Nemo);
    const Position mtaji =
        *parsePosition(
             "kete 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/0,0,3,0,18,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,4 kuu=1,0 hz=-")
             .value;
    QCOMPARE(kete.stageOf(mtaji, Side::South), Rules::Stage::Mtaji);  // L-3: no reserve left
    QCOMPARE(kete.stageOf(mtaji, Side::North), Rules::Stage::Nemo);
    QCOMPARE(rulesFor(Variant::Kingulu).stageOf(startPosition(Variant::Kingulu), Side::South), Rules::Stage::None);
    // North holds 4 on the board (c3, h3) and 4 in reserve of his 32: South has taken 24.
    QCOMPARE(kete.capturedBy(mtaji, Side::South), 24);
    // Kingulu: the store (G-4.2); Kigogo: what the opponent lacks of his 46 (K-1).
    const Position kingulu = *parsePosition("kingulu 2,0,0,0,0,5/0,0,0,3,2,0 N store=1,7 mtoto=d1,f2").value;
    QCOMPARE(rulesFor(Variant::Kingulu).capturedBy(kingulu, Side::North), 7);
    QCOMPARE(rulesFor(Variant::Kigogo).capturedBy(startPosition(Variant::Kigogo), Side::South), 0);
  }

  // Only Kingulu's 12 holes can be mtoto; a mark on one hole must not show on another whose
  // number is 32 higher (a 32-bit shift by 32 to 47 wraps on x86 and is undefined behaviour).
  void mtotoIsOneHoleOnly_data() {
    QTest::addColumn<int>("marked");
    for (int hole : {0, 3, 11, 15}) QTest::newRow(qPrintable(QString::number(hole))) << hole;
  }
  void mtotoIsOneHoleOnly() {
    QFETCH(int, marked);
    Position p;
    p.variant = Variant::Kimasai;
    p.mtoto = static_cast<std::uint16_t>(1U << marked);
    for (int sq = 0; sq < kMaxPits; ++sq)
      QVERIFY2(p.isMtoto(static_cast<Square>(sq)) == (sq == marked), qPrintable(QString::number(sq)));
  }
};

QTEST_MAIN(TestPosition)
#include "tst_position.moc"
