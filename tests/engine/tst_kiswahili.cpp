// Bao la Kiswahili (Zanzibar): RULES.md Z-1 ... Z-12, the worked examples W1-W8 and the
// decisions of table Z-D. Every expected value is worked out by hand; the comments show the
// working. South's loop ccw: a1..h1, h2..a2 (leftward along the front row), cw the other way;
// North's ccw runs a3..h3 (rightward along its front row), h4..a4. Toward the centre is cw from
// a2 and ccw from h2 for South, ccw from a3 and cw from h3 for North (Z-5).
#include "rules_test_support.h"

using namespace baraza;

namespace {

constexpr const char* kStart =
    "kiswahili 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 nyumba=1,1 takasia=-";
// W2: South's only capture position is c2 (1) facing c3 (5).
constexpr const char* kW2 =
    "kiswahili 0,0,0,0,0,0,0,0/0,0,5,0,0,0,0,1/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=10,10 nyumba=1,0 takasia=-";
// W4: mtaji, no capture for South; a2 either way (b2 is occupied, so a2 is no lone kichwa).
constexpr const char* kW4 =
    "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/2,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 takasia=-";

// C-6: tst_kete's twelve-ply mtaji cycle, which no rule of section 6 changes: no capture, no
// nyumba, and no mark (Z-11.1 marks less than L-11, and L-11 marks nothing here). Each move is
// the side's one front hole of two, either way (Z-10).
QStringList cycle() {
  return QString("d2ccw c3ccw c2ccw d3ccw h2ccw b4ccw g2ccw a4ccw f2ccw a3ccw e2ccw b3ccw").split(' ');
}
constexpr const char* kCycleStart =
    "kiswahili 0,0,0,1,0,1,0,1/0,0,2,1,1,0,1,0/0,1,1,2,0,0,0,0/1,0,1,0,1,0,1,0 S reserve=0,0 nyumba=0,0 takasia=-";

void play(Game& game, const QString& move) {
  const auto parsed = parseMove(Variant::Kiswahili, move.toStdString());
  QVERIFY2(parsed.value.has_value(), parsed.error.c_str());
  QVERIFY2(game.play(*parsed.value), qPrintable("not legal: " + move));
}

QString text(const Game& game) { return QString::fromStdString(formatPosition(game.position())); }

}  // namespace

class TestKiswahili : public QObject {
  Q_OBJECT

 private slots:
  // Z-1: 6 in each nyumba, 2 in the two holes to its right, 22 in each hand: 64 seeds.
  void startPosition_Z1() {
    const Position p = baraza::startPosition(Variant::Kiswahili);
    QCOMPARE(QString::fromStdString(formatPosition(p)), QString(kStart));
    QCOMPARE(p.seedsOnBoard() + p.reserve[0] + p.reserve[1], 64);
    QCOMPARE(totalSeeds(Variant::Kiswahili), 64);
  }

  void moves_data() {
    rules_test::addMoveColumns();
    // W1 (Z-8.1, Z-8.6): no capture position (e2, f2, g2 face empty holes). The nyumba e2 is
    // functional and not the only occupied front hole, so F is f2 or g2, either way. f2ccw: f2
    // 2 -> 3, lifted, sown leftward e2 (7), d2, c2; c2 was empty: the end.
    QTest::newRow("Z-8.1 W1 the first move") << kStart << "f2ccw f2cw g2ccw g2cw"
                                             << "f2ccw"
                                             << "kiswahili 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,1,1,7,0,2,0/"
                                                "0,0,0,0,0,0,0,0 N reserve=21,22 nyumba=1,1 takasia=-"
                                             << "ongoing"
                                             << "place f2|lift f2 3|sow e2|sow d2|sow c2|end empty";
    // W2 (Z-5, Z-6.3, Z-7): column c lets South choose the kichwa. c2cw (kichwa a2): c2 -> 2,
    // the five of c3 are taken and sown a2 b2 c2 d2 e2; the lap ends in the nyumba (6 -> 7) and
    // e3 is empty, so South may stop there (c2cw) or go on safari (c2cw*).
    QTest::newRow("Z-6.3 W2 kichwa a2, stop in the nyumba")
        << kW2 << "c2ccw c2cw c2cw*"
        << "c2cw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/1,1,3,1,7,0,0,0/0,0,0,0,0,0,0,0 N reserve=9,10 nyumba=1,0 "
           "takasia=-"
        << "ongoing"
        << "place c2|capture c3 5 hand|sow a2|sow b2|sow c2|sow d2|sow e2|end nyumba";
    // ... safari: the nyumba's 7 are lifted (it is gone) and sown f2 g2 h2 h1 g1 f1 e1, empty.
    QTest::newRow("Z-6.3 W2 kichwa a2, safari")
        << kW2 << "c2ccw c2cw c2cw*"
        << "c2cw*"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/1,1,3,1,0,1,1,1/0,0,0,0,1,1,1,1 N reserve=9,10 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "place c2|capture c3 5 hand|sow a2|sow b2|sow c2|sow d2|sow e2|lift e2 7|sow f2|sow g2|sow h2|sow h1|"
           "sow g1|sow f1|sow e1|end empty";
    // ... c2ccw (kichwa h2): h2 g2 f2 e2 d2; d2 was empty: the end, no choice arises.
    QTest::newRow("Z-5 W2 kichwa h2") << kW2 << "c2ccw c2cw c2cw*"
                                      << "c2ccw"
                                      << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/0,0,2,1,7,1,1,1/0,0,0,0,0,0,0,0 N "
                                         "reserve=9,10 nyumba=1,0 takasia=-"
                                      << "ongoing"
                                      << "place c2|capture c3 5 hand|sow h2|sow g2|sow f2|sow e2|sow d2|end empty";
    // Z-4, Z-7: capture is compulsory. f2 (1) faces f3 (1): a capture position. d2 is empty, so
    // although d3 is occupied it is not one; b2 (3) could be sown were there no capture, but is
    // not legal. f2ccw: the kichwa that sends the seeds ccw is h2 (Z-5): f3's seed goes into h2,
    // empty, the end.
    QTest::newRow("Z-4 capture is compulsory")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,2,0,1,0,0/0,3,0,0,0,1,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=0,0 "
           "takasia=-"
        << "f2ccw f2cw"
        << "f2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,3,0,0,0,2,0,1/0,0,0,0,0,0,0,0 N reserve=4,5 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "place f2|capture f3 1 hand|sow h2|end empty";
    // W3 (Z-8.2, D3): no capture (e3 is empty); the functional nyumba is South's only occupied
    // front hole, so it is taxed: 6 -> 7, only two lifted, f2 g2; e2 keeps 5 and stays owned
    // (dormant). Bao la Kete (L-8) would sow all seven.
    QTest::newRow("Z-8.2 W3 a tax leaves the nyumba dormant")
        << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 "
           "takasia=-"
        << "e2ccw e2cw"
        << "e2cw"
        << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,5,1,1,0/0,0,0,0,0,0,0,0 N reserve=4,5 nyumba=1,0 "
           "takasia=-"
        << "ongoing"
        << "place e2|lift e2 2|sow f2|sow g2|end empty";
    // W3's second part (Z-8.3, D4): d2 = c2 = 1 and the dormant e2 = 5, owned. A dormant nyumba is
    // an ordinary hole, so the two-seed rule applies: e2 is the only hole of two or more. e2ccw
    // lifts all 6 (the nyumba is gone): d2 c2 b2 a2 a1 b1, empty. AbstractPlay would offer the
    // singletons instead.
    QTest::newRow("Z-8.3 W3 a dormant nyumba is an ordinary hole")
        << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,1,5,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 "
           "takasia=-"
        << "e2ccw e2cw"
        << "e2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,1,2,2,0,0,0,0/1,1,0,0,0,0,0,0 N reserve=4,5 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "place e2|lift e2 6|sow d2|sow c2|sow b2|sow a2|sow a1|sow b1|end empty";
    // Z-8.2: a nyumba of seven takes the seed (8), pays two (f2, g2) and keeps six: still
    // functional.
    QTest::newRow("Z-8.2 a nyumba of eight pays two and keeps working")
        << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,7,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 "
           "takasia=-"
        << "e2ccw e2cw"
        << "e2cw"
        << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,6,1,1,0/0,0,0,0,0,0,0,0 N reserve=4,5 nyumba=1,0 "
           "takasia=-"
        << "ongoing"
        << "place e2|lift e2 2|sow f2|sow g2|end empty";
    // Z-8.1 (D5): with the nyumba functional a single seed is enough, and the nyumba may not be
    // chosen beside it: c2 only, either way. Z-8.6 (D7): c2cw 1 + 1 seeds, d2 and e2 -- the
    // owned nyumba: the lap ends there.
    QTest::newRow("Z-8.6 a singleton beside the nyumba; the lap stops in the nyumba")
        << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 "
           "takasia=-"
        << "c2ccw c2cw"
        << "c2cw"
        << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,1,7,0,0,0/0,0,0,0,0,0,0,0 N reserve=4,5 nyumba=1,0 "
           "takasia=-"
        << "ongoing"
        << "place c2|lift c2 2|sow d2|sow e2|end nyumba";
    // Z-2: the dormant e2 (5) and g2 (2) both hold two or more (Z-8.3). g2ccw: 3 seeds to f2, e2
    // (5 -> 6: functional again) and d2, empty.
    QTest::newRow("Z-2 a dormant nyumba that gets its sixth seed works again")
        << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,5,0,2,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 "
           "takasia=-"
        << "e2ccw e2cw g2ccw g2cw"
        << "g2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,1,6,1,0,0/0,0,0,0,0,0,0,0 N reserve=4,5 nyumba=1,0 "
           "takasia=-"
        << "ongoing"
        << "place g2|lift g2 3|sow f2|sow e2|sow d2|end empty";
    // Z-8.5 (D6): the kichwa h2 is South's only occupied front hole: only toward the centre
    // (ccw from h2): 2 + 1 seeds to g2 f2 e2.
    QTest::newRow("Z-8.5 a lone kichwa in namua goes toward the centre")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,3,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 S reserve=3,3 nyumba=0,0 "
           "takasia=-"
        << "h2ccw"
        << "h2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,3,0,0,0,0/0,0,0,0,1,1,1,0/0,0,0,0,0,0,0,0 N reserve=2,3 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "place h2|lift h2 3|sow g2|sow f2|sow e2|end empty";
    // Z-3: South's last seed in hand: a namua move (c2 3: d2 e2 f2) that leaves his hand empty.
    // North's h3 faces an empty h2, so nobody can capture.
    QTest::newRow("Z-3 the last seed in hand")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,0,0,0,0/3,0,0,0,0,0,0,0 S reserve=1,1 nyumba=0,0 "
           "takasia=-"
        << "c2ccw c2cw"
        << "c2cw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,1,1,1,0,0/3,0,0,0,0,0,0,0 N reserve=0,1 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "place c2|lift c2 3|sow d2|sow e2|sow f2|end empty";
    // Z-3 with Z-10: the same board with South's hand empty is mtaji: c2's two are sown (d2 e2);
    // a1 (3) may not be chosen while a front hole holds two.
    QTest::newRow("Z-3 hand empty: mtaji")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,0,0,0,0/3,0,0,0,0,0,0,0 S reserve=0,1 nyumba=0,0 "
           "takasia=-"
        << "c2ccw c2cw"
        << "c2cw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,1,1,0,0,0/3,0,0,0,0,0,0,0 N reserve=0,1 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "lift c2 2|sow d2|sow e2|end empty";
    // Z-5, Z-6.2 (as tst_kete's L-5 chain): d2 and g2 face North seeds; g2 is in the kimbi, so
    // only from the h2 kichwa (ccw); d2 either way. d2cw: d3's 7 enter at a2 and run to g2
    // (held 1), facing g3: capture 2, kimbi, so they re-enter at h2 going ccw: h2 g2; g2 (held 2)
    // faces nothing now: relay 3 -> f2 e2 d2 (3): relay 4 -> c2 b2 a2 a1 (1): relay 2 -> b1 c1.
    QTest::newRow("Z-6.2 a capture chain with a kimbi reversal")
        << "kiswahili 2,0,0,0,0,0,0,0/0,0,0,7,1,0,2,0/0,0,0,1,0,0,1,0/1,0,0,0,0,0,0,0 S reserve=5,5 nyumba=0,0 "
           "takasia=-"
        << "d2ccw d2cw g2ccw"
        << "d2cw"
        << "kiswahili 2,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0/2,2,2,0,2,2,0,1/0,1,1,0,0,0,0,0 N reserve=4,5 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "place d2|capture d3 7 hand|sow a2|sow b2|sow c2|sow d2|sow e2|sow f2|sow g2|capture g3 2 hand|"
           "sow h2|sow g2|lift g2 3|sow f2|sow e2|sow d2|lift d2 4|sow c2|sow b2|sow a2|sow a1|lift a1 2|"
           "sow b1|sow c1|end empty";
    // Z-6.3 (D8) in mtaji: a1cw (a2, b2: held 1) takes b3's 5 into the hand, sown from the a2
    // kichwa: a2 b2 c2 d2 e2, the owned nyumba (6 -> 7), e3 empty. In mtaji there is no choice:
    // it is lifted (gone) and sown on: f2 g2 h2 h1 g1 f1 e1, empty. e2 faces nothing, b2 after
    // the capture neither, so a1cw is South's only capture (e2's six end in b1 or f1).
    QTest::newRow("Z-6.3 in mtaji the nyumba is sown on")
        << "kiswahili 0,0,0,0,0,0,0,0/0,5,0,0,0,0,0,2/0,1,0,0,6,0,0,0/2,0,0,0,0,0,0,0 S reserve=0,0 nyumba=1,0 "
           "takasia=-"
        << "a1cw"
        << "a1cw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/2,3,1,1,0,1,1,1/0,0,0,0,1,1,1,1 N reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "lift a1 2|sow a2|sow b2|capture b3 5 hand|sow a2|sow b2|sow c2|sow d2|sow e2|lift e2 7|sow f2|sow g2|"
           "sow h2|sow h1|sow g1|sow f1|sow e1|end empty";
    // Z-10 (D9): no capture (c2cw ends in e2 facing an empty e3; c2ccw in a2, empty; e2's six
    // end in the back row). The owned nyumba has no privilege in mtaji: c2 and e2 may both be
    // sown (Lamu's L-10 would force e2). c2cw: d2, e2 (7): the lap relays through the nyumba,
    // which is gone: f2 g2 h2 h1 g1 f1 e1, empty.
    QTest::newRow("Z-10 the nyumba is an ordinary hole in mtaji")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=1,0 "
           "takasia=-"
        << "c2ccw c2cw e2ccw e2cw"
        << "c2cw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,1,0,1,1,1/0,0,0,0,1,1,1,1 N reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "lift c2 2|sow d2|sow e2|lift e2 7|sow f2|sow g2|sow h2|sow h1|sow g1|sow f1|sow e1|end empty";
    // W6 (Z-10, D6): the kichwa a2 (3) is South's only occupied front hole and cannot capture
    // (cw ends in d2, empty): only a2cw, b2 c2 d2. a2ccw, which AbstractPlay and BGA offer,
    // would end in b1 with South's front row empty: the Z-12.2 loss that D6 keeps from arising.
    // North's one seed (e3) then has no move: South wins (Z-12.3).
    QTest::newRow("Z-12.2 W6 a lone kichwa is sown toward the centre")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0/3,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "a2cw"
        << "a2cw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0/0,1,1,1,0,0,0,0/0,0,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "S no-moves"
        << "lift a2 3|sow b2|sow c2|sow d2|end empty";
    // W7 (Z-12.1, D17): c2cw: c2 = 2, the 2 of c3 are captured -- North's front row is empty,
    // South wins at once; the two seeds stay in his hand and leave the board.
    QTest::newRow("Z-12.1 W7 bao hamna") << "kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 "
                                            "S reserve=3,3 nyumba=0,0 takasia=-"
                                         << "c2ccw c2cw"
                                         << "c2cw"
                                         << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,0,0,0,0,0,0 "
                                            "N reserve=2,3 nyumba=0,0 takasia=-"
                                         << "S captured-all"
                                         << "place c2|capture c3 2 hand|end won";
    // W8 (Z-9, D16): d2 holds 17. Sown ccw the 16th seed falls back into d2 and the 17th into c2
    // (held 1 + 1), facing c3 -- but 16 or more never capture, and no other hole can (c2 holds
    // one), so d2 either way is a takasa (Z-10). d2ccw: c2 b2 a2 a1..h1 h2 g2 f2 e2 d2 c2 (3):
    // relay 3 -> b2 a2 a1 (held 1): relays of two a1 -> b1 c1, c1 -> d1 e1, e1 -> f1 g1,
    // g1 -> h1 h2, h2 -> g2 f2, f2 -> e2 d2, d2 -> c2 b2 (held 2): relay 3 -> a2 a1 b1 (held 2):
    // relay 3 -> c1 d1 e1, which had been emptied: the end. No mark: North's f3 can capture (its
    // three end in c3, facing c2).
    QTest::newRow("Z-9 W8 a hole of seventeen is only a takasa")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,1,0,0,3,0,0/0,0,1,17,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "d2ccw d2cw"
        << "d2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,1,0,0,3,0,0/3,0,1,0,2,0,2,0/1,0,1,3,1,2,0,2 N reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "";
    // W8 with a2 = 2: a2cw (b2, c2: held 1, facing c3) is a capture move, so it must be played;
    // d2 is no capture and so no move at all. The one seed of c3 re-enters at a2 (cw kept),
    // which was empty: the end.
    QTest::newRow("Z-9 W8 with another capture: seventeen is no move")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,1,0,0,3,0,0/2,0,1,17,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "a2cw"
        << "a2cw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,3,0,0/1,1,2,17,0,0,0,0/0,0,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "lift a2 2|sow b2|sow c2|capture c3 1 hand|sow a2|end empty";
    // W8 with d2 = 15: now cw the 15th seed ends in c2 (held 1) facing c3: a capture. ccw ends
    // in e2, empty: no capture, so not legal. The seed of c3 re-enters at a2 (held 1, cw kept):
    // relay 2 -> b2 c2 (held 2, c3 empty now): relay 3 -> d2 e2 f2 (held 1) facing f3: capture
    // 3 -- North's front row is empty: bao hamna.
    QTest::newRow("Z-9 W8 fifteen seeds do capture")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,1,0,0,3,0,0/0,0,1,15,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "d2cw"
        << "d2cw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,2,0,1,2,2,1,1/1,1,1,1,1,1,1,1 N reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "S captured-all"
        << "lift d2 15|sow e2|sow f2|sow g2|sow h2|sow h1|sow g1|sow f1|sow e1|sow d1|sow c1|sow b1|sow a1|sow a2|"
           "sow b2|sow c2|capture c3 1 hand|sow a2|lift a2 2|sow b2|sow c2|lift c2 3|sow d2|sow e2|sow f2|"
           "capture f3 3 hand|end won";
  }
  void moves() { rules_test::verifyMove(); }

  // Z-11.1: whether a takasa marks a hole. Each row is South's (or North's) takasa that leaves
  // both hands empty; the comments give the mover's capture moves after it and why the one hole
  // they take first is or is not marked.
  void takasiaSet_Z11_data() {
    rules_test::addMoveColumns();
    // W4: a2ccw: a2's two to a1 (2) and b1, empty. South's only capture would then be a1cw
    // (a2, then b2 -- occupied, facing b3): one hole, b3. North has no capture (b3 ccw ends in
    // d3, cw in a4; g3 ccw in h4, cw in e3). b3 and g3 both hold 2: b3 is marked.
    QTest::newRow("Z-11.1 W4 b3 is marked")
        << kW4 << "a2ccw a2cw"
        << "a2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/0,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
           "takasia=b3"
        << "ongoing"
        << "lift a2 2|sow a1|sow b1|end empty";
    // W4: a2cw (b2 2, c2 1, empty): South threatens nothing (b2 ends in d2 or a1; a1 and c2 hold
    // one): no mark.
    QTest::newRow("Z-11.1 W4 no threat, no mark")
        << kW4 << "a2ccw a2cw"
        << "a2cw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/0,2,1,0,0,0,0,0/1,0,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "lift a2 2|sow b2|sow c2|end empty";
    // D11: W4 with d3 = 2. North can then capture (d3cw: c3, b3 -- held 2, facing b2), so b3
    // is not marked.
    QTest::newRow("Z-11.1 D11 no mark while the opponent can capture")
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,2,0,0,2,0/2,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "a2ccw a2cw"
        << "a2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,2,0,0,2,0/0,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "lift a2 2|sow a1|sow b1|end empty";
    // W4 with g3 = 1: b3 is North's only front hole of two or more: not marked.
    QTest::newRow("Z-11.1 the only front hole of two or more is not marked")
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,1,0/2,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "a2ccw a2cw"
        << "a2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,1,0/0,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "lift a2 2|sow a1|sow b1|end empty";
    // W4 with g3 empty: b3 is North's only occupied front hole: not marked.
    QTest::newRow("Z-11.1 the only occupied front hole is not marked")
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,0,0/2,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "a2ccw a2cw"
        << "a2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,0,0/0,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "lift a2 2|sow a1|sow b1|end empty";
    // D12: W4 with b3 = 1: b3 is still the one hole a1cw would take (b2 held 1, b3 occupied),
    // North cannot capture (b3 holds one; g3 ends in h4 or the empty e3), b3 is neither the only
    // occupied nor the only big front hole (g3 is) -- but it holds a single seed: not marked.
    // Bao la Kete would mark it (L-11).
    QTest::newRow("Z-11.1 D12 a single seed is not marked")
        << "kiswahili 0,0,0,0,0,0,0,0/0,1,0,0,0,0,2,0/2,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "a2ccw a2cw"
        << "a2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,1,0,0,0,0,2,0/0,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "lift a2 2|sow a1|sow b1|end empty";
    // South's c2ccw (b2 1 -> 2, a2 1, empty) leaves one capture: b2cw (c2, d2: held 1) takes
    // d3, North's nyumba. North cannot capture (d3's six end in h4 or c4, g3's two in h4 or the
    // empty e3). d3 holds six: a functional nyumba is not marked.
    QTest::newRow("Z-11.1 the functional nyumba is not marked")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,6,0,0,2,0/0,1,2,1,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,1 "
           "takasia=-"
        << "c2ccw c2cw"
        << "c2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,6,0,0,2,0/1,2,0,1,0,0,0,0/0,0,0,0,0,0,0,0 N reserve=0,0 nyumba=0,1 "
           "takasia=-"
        << "ongoing"
        << "lift c2 2|sow b2|sow a2|end empty";
    // The same with North's nyumba dormant (five): only a functional one is exempt; d3 is marked.
    QTest::newRow("Z-11.1 a dormant nyumba is marked")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,5,0,0,2,0/0,1,2,1,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,1 "
           "takasia=-"
        << "c2ccw c2cw"
        << "c2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,5,0,0,2,0/1,2,0,1,0,0,0,0/0,0,0,0,0,0,0,0 N reserve=0,0 nyumba=0,1 "
           "takasia=d3"
        << "ongoing"
        << "lift c2 2|sow b2|sow a2|end empty";
    // D10: North's last namua move. No capture position (c3 and h3 face empty holes); c3 holds
    // two, h3 one (the two-seed rule). c3cw: 2 + 1 seeds to b3, a3, a4, empty. Both hands are
    // empty now. North's capture moves: e4's five ccw end in a3 (held 1) facing a2: one hole, a2.
    // South cannot capture (a2's five cw end in f2 facing an empty f3, ccw in the back row; f2's
    // two end in the empty d2 or h2). a2 holds five and f2 two: marked.
    QTest::newRow("Z-11.1 D10 North's last namua takasa marks")
        << "kiswahili 0,0,0,0,5,0,0,2/0,0,2,0,0,0,0,1/5,0,0,0,0,2,0,0/0,0,0,0,0,0,0,0 N reserve=0,1 nyumba=0,0 "
           "takasia=-"
        << "c3ccw c3cw"
        << "c3cw"
        << "kiswahili 1,0,0,0,5,0,0,2/1,1,0,0,0,0,0,1/5,0,0,0,0,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
           "takasia=a2"
        << "ongoing"
        << "place c3|lift c3 3|sow b3|sow a3|sow a4|end empty";
  }
  void takasiaSet_Z11() { rules_test::verifyMove(); }

  // W5 (Z-11.2, Z-11.3, Z-11.4): from W4 after a2ccw, North may not start from b3. After
  // g3ccw (h3, h4, empty) the mark stays on b3 for South's move; South's only capture a1cw
  // takes it: a2 (1), b2 (2), capture b3's 2, sown from the a2 kichwa cw: a2 (2), b2 (3); b3 is
  // empty now, so relay 3 from b2: c2 d2 e2, empty. The mark lapses. North's h3 and h4 (one
  // each) leave him no move (Z-12.3).
  void takasiaBindsThenLapses_Z11() {
    Game game = rules_test::gameFrom(kW4);
    play(game, "a2ccw");
    QCOMPARE(rules_test::legalMoveTexts(game), rules_test::sortedWords("g3ccw g3cw"));
    play(game, "g3ccw");
    QCOMPARE(text(game), QString("kiswahili 0,0,0,0,0,0,0,1/0,2,0,0,0,0,0,1/0,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0 S "
                                 "reserve=0,0 nyumba=0,0 takasia=b3"));
    QCOMPARE(rules_test::legalMoveTexts(game), QStringList{"a1cw"});
    play(game, "a1cw");
    QCOMPARE(text(game), QString("kiswahili 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1/2,0,1,1,1,0,0,0/0,1,0,0,0,0,0,0 N "
                                 "reserve=0,0 nyumba=0,0 takasia=-"));
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("S no-moves"));
  }

  // Z-11.2 (D13): the mark binds South (c2). No capture: e2's 18 are too many, f2 ends in the
  // empty d2 or h2, c2's 3 in the back row or f2 (facing an empty f3). e2 (18, the owned nyumba)
  // ccw: d2 c2 b2 a2, a1..h1, h2 g2 f2 e2 d2 c2 -- the 18th seed ends the first lap in c2 (3+2),
  // the mark: the move ends there, though the lap came from the nyumba. (Bao la Kete relays out
  // of it, L-11; see tst_kete's hiziZetuFirstLapFromKuu_L11.) The mark stays for North's move:
  // South's capture moves now take h3 (c2cw) and c3 (f2ccw), two holes, so South's takasa marks
  // nothing new.
  void takasiaFirstLapFromNyumba_Z11_data() {
    rules_test::addMoveColumns();
    QTest::newRow("Z-11.2 D13 the nyumba's first lap stops in the mark")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/0,0,3,0,18,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=1,0 "
           "takasia=c2"
        << "e2ccw e2cw f2ccw f2cw"
        << "e2ccw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/1,1,5,2,1,3,1,1/1,1,1,1,1,1,1,1 N reserve=0,0 nyumba=0,0 "
           "takasia=c2"
        << "ongoing"
        << "lift e2 18|sow d2|sow c2|sow b2|sow a2|sow a1|sow b1|sow c1|sow d1|sow e1|sow f1|sow g1|sow h1|"
           "sow h2|sow g2|sow f2|sow e2|sow d2|sow c2|end blocked";
    // D14: the mark on g3 obliges South to capture it if one of his captures does. His only
    // capture, a1cw (a2, b2: held 1, facing b3), takes b3's 2, sown a2 b2 (held 2, b3 empty now):
    // relay 3 -> c2 d2 e2, empty. It never takes g3, so the duty lapses and a1cw is played as
    // usual; the mark lapses with it.
    QTest::newRow("Z-11.3 D14 no capture takes the mark: the duty lapses")
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/0,1,0,0,0,0,0,0/2,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
           "takasia=g3"
        << "a1cw"
        << "a1cw"
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0/2,0,1,1,1,0,0,0/0,0,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "ongoing"
        << "lift a1 2|sow a2|sow b2|capture b3 2 hand|sow a2|sow b2|lift b2 3|sow c2|sow d2|sow e2|end empty";
  }
  void takasiaFirstLapFromNyumba_Z11() { rules_test::verifyMove(); }

  // Z-12.3: South is to move with an empty front row: he has lost, though a1 (3) could be
  // sown in Bao la Kete (where the lap's end would then lose, L-12).
  void emptyFrontRowHasNoMove_Z12() {
    const Game game = rules_test::gameFrom(
        "kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,0,0,0,0,0,0/3,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 takasia=-");
    QVERIFY(game.legalMoves().empty());
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("N no-moves"));
    const Game kete = rules_test::gameFrom(
        "kete 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,0,0,0,0,0,0/3,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-");
    QCOMPARE(rules_test::legalMoveTexts(kete), rules_test::sortedWords("a1ccw a1cw"));
  }

  // C-6 (D20): the cycle twice; the start's third occurrence draws.
  void thirdOccurrenceDraws_C6() {
    Game game = rules_test::gameFrom(kCycleStart);
    for (int round = 0; round < 2; ++round) {
      for (const QString& move : cycle()) {
        QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("ongoing"));
        const QString hole = move.left(2);
        QCOMPARE(rules_test::legalMoveTexts(game), QStringList({hole + "ccw", hole + "cw"}));
        play(game, move);
      }
      QCOMPARE(text(game), QString(kCycleStart));
    }
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("draw repetition"));
  }

  // C-6 with Z-12.5: the takasia mark is part of the position. The cycle's start with the mark
  // on c3 (two seeds; South must capture it if one of his captures does: none does, so the
  // mark lapses with South's move, Z-11.3) is a different position. So at ply 24 the start
  // board has occurred three times but the start position only twice, and play goes on; the
  // first position to occur a third time is the one after South's d2ccw (plies 1, 13, 25).
  void markIsPartOfThePosition_C6() {
    Game game = rules_test::gameFrom(QString(kCycleStart).replace("takasia=-", "takasia=c3"));
    for (int round = 0; round < 2; ++round)
      for (const QString& move : cycle()) play(game, move);
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("ongoing"));
    play(game, "d2ccw");
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("draw repetition"));
  }

  // Z-12.5: so are the hands and nyumba ownership: positions that differ only there differ in
  // their text and their key.
  void handsAndNyumbaArePartOfThePosition_C6() {
    const Position owned = *parsePosition(
                                "kiswahili 0,0,0,0,0,0,0,0/0,0,0,6,0,0,2,0/0,1,2,1,0,0,0,0/"
                                "0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,1 takasia=-")
                                .value;
    Position gone = owned;
    gone.kuu[1] = false;
    Position hand = owned;
    hand.reserve[1] = 1;
    for (const Position& other : {gone, hand}) {
      QVERIFY(hashOf(owned) != hashOf(other));
      QVERIFY(formatPosition(owned) != formatPosition(other));
    }
  }

  // C-5 (D19): tst_kete's endless position, which no rule of section 6 changes (no nyumba, no
  // mark, no capture: North's front row is empty). h2's three seeds ccw land on e2 (held 2) and
  // leave the pattern 3,0,1,2 moved on by three holes; after 16 laps the start comes back and
  // the move never ends: h2ccw is not legal, h2cw is.
  void endlessMove_C5() {
    const Game game = rules_test::gameFrom(
        "kiswahili 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,2,1,0,2,1,0,3/1,2,0,1,2,0,1,2 S reserve=0,0 nyumba=0,0 takasia=-");
    const QStringList legal = rules_test::legalMoveTexts(game);
    QVERIFY(!legal.contains("h2ccw"));
    QVERIFY(legal.contains("h2cw"));
  }
};

QTEST_MAIN(TestKiswahili)
#include "tst_kiswahili.moc"
