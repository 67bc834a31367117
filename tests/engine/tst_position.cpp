// Position's small helpers over every square of the largest board (Kimasai's 48 holes).
#include <QTest>

#include "baraza/position.h"

using namespace baraza;

class TestPosition : public QObject {
  Q_OBJECT

 private slots:
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
