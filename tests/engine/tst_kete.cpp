// Bao la Kete (Lamu): RULES.md L-1 ... L-12. Every expected value is worked out by hand; the
// comments show the working. South's loop ccw: a1..h1, h2..a2 (leftward along the front row);
// toward the centre is cw from a2 and ccw from h2 (L-5).
#include <array>
#include <random>

#include "rules_test_support.h"

using namespace baraza;

namespace {

// C-6 [decision: third occurrence] in mtaji takata. Each side's only hole of two or more
// is one front hole, so its moves are that hole either way (L-10); the test checks it at
// every ply. Neither way does a first lap end in an occupied front hole facing an occupied
// one, so there is no capture move (L-9) and no mark (L-11). Sowing the two relays through
// every single it meets ("*": it held one), until a lap ends in an empty hole:
//   S d2ccw: c2 b2* a2 a1* b1 c1* d1 e1* f1 g1* h1 h2   N c3ccw: d3 e3* f3 g3* h3 h4* g4 f4* e4 d4* c4 b4
//   S c2ccw: b2 a2* a1 b1* c1 d1* e1 f1* g1 h1* h2 g2   N d3ccw: e3 f3* g3 h3* h4 g4* f4 e4* d4 c4* b4 a4
//   S h2ccw: g2 f2   N b4ccw: a4 a3   S g2ccw: f2 e2   N a4ccw: a3 b3
//   S f2ccw: e2 d2   N a3ccw: b3 c3   S e2ccw: d2 c2   N b3ccw: c3 d3
// Twelve plies bring the start back: its second occurrence, and play goes on; twelve more
// make the third, a draw.
QStringList keteCycle() {
  return QString("d2ccw c3ccw c2ccw d3ccw h2ccw b4ccw g2ccw a4ccw f2ccw a3ccw e2ccw b3ccw").split(' ');
}
constexpr const char* kCycleStart =
    "kete 0,0,0,1,0,1,0,1/0,0,2,1,1,0,1,0/0,1,1,2,0,0,0,0/1,0,1,0,1,0,1,0 S reserve=0,0 kuu=0,0 hz=-";

// Plays the cycle `rounds` times, checking that every move is the one front
// hole of two sown either way and that the game is still going on before it.
void playKeteCycle(Game& game, int rounds) {
  for (int round = 0; round < rounds; ++round) {
    for (const QString& move : keteCycle()) {
      QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("ongoing"));
      const QString hole = move.left(2);
      QCOMPARE(rules_test::legalMoveTexts(game), QStringList({hole + "ccw", hole + "cw"}));
      QVERIFY(game.play(*parseMove(Variant::Kete, move.toStdString()).value));
    }
    QCOMPARE(QString::fromStdString(formatPosition(game.position())), QString(kCycleStart));
  }
}

}  // namespace

class TestKete : public QObject {
  Q_OBJECT

 private slots:
  void startPosition_L1() {
    const Position p = baraza::startPosition(Variant::Kete);
    QCOMPARE(
        QString::fromStdString(formatPosition(p)),
        QString("kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 kuu=1,1 hz=-"));
    QCOMPARE(p.seedsOnBoard() + p.reserve[0] + p.reserve[1], 64);
  }

  void moves_data() {
    rules_test::addMoveColumns();
    // L-7/L-8: nothing of South's front row faces a North seed, so no capture; the kuu may
    // not be chosen while f2 and g2 are occupied: f2 and g2, either way. f2cw: 3 seeds to
    // g2 h2 h1, h1 was empty.
    QTest::newRow("L-8 start position")
        << "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 kuu=1,1 hz=-"
        << "f2ccw f2cw g2ccw g2cw"
        << "f2cw"
        << "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,0,3,1/0,0,0,0,0,0,0,1 N reserve=21,22 kuu=1,1 hz=-"
        << "ongoing"
        << "place f2|lift f2 3|sow g2|sow h2|sow h1|end empty";
    // L-8 relay stopping in the kuu: a2 gets the reserve seed (2), cw: b2, c2; c2 held 1 so
    // its 2 go on to d2, e2 -- the existing kuu: the move ends there.
    QTest::newRow("L-8 takata relay stops in the kuu")
        << "kete 0,3,0,0,0,0,0,0/0,0,0,6,0,0,0,0/1,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=1,1 hz=-"
        << "a2ccw a2cw c2ccw c2cw"
        << "a2cw"
        << "kete 0,3,0,0,0,0,0,0/0,0,0,6,0,0,0,0/0,1,0,1,7,0,0,0/0,0,0,0,0,0,0,0 N reserve=4,5 kuu=1,1 hz=-"
        << "ongoing"
        << "place a2|lift a2 2|sow b2|sow c2|lift c2 2|sow d2|sow e2|end kuu";
    // L-8 taxation: the kuu is South's only occupied front hole; 7 + 1 = 8, so only two seeds
    // are sown and the kuu stays with six.
    QTest::newRow("L-8 kuu of 8 pays two seeds")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,0/0,0,0,0,7,0,0,0/0,0,0,0,0,0,0,0 S reserve=3,3 kuu=1,1 hz=-"
        << "e2ccw e2cw"
        << "e2cw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,0/0,0,0,0,6,1,1,0/0,0,0,0,0,0,0,0 N reserve=2,3 kuu=1,1 hz=-"
        << "ongoing"
        << "place e2|lift e2 2|sow f2|sow g2|end empty";
    // L-8: a kuu of six that receives the seed holds 7: all seven are sown, the kuu is gone.
    QTest::newRow("L-8 kuu of 6 becomes 7 and is sown")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=3,3 kuu=1,1 hz=-"
        << "e2ccw e2cw"
        << "e2cw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,0/0,0,0,0,0,1,1,1/0,0,0,0,1,1,1,1 N reserve=2,3 kuu=0,1 hz=-"
        << "ongoing"
        << "place e2|lift e2 7|sow f2|sow g2|sow h2|sow h1|sow g1|sow f1|sow e1|end empty";
    // L-7, L-5, L-6: d2 and g2 face North seeds. g2 is in the kimbi, so only from the h2
    // kichwa (ccw); d2 may go either way. d2cw: 7 from d3 enter at a2 and run to g2 (held 1),
    // which faces g3: capture 2, kimbi, so they re-enter at h2 going ccw -- the reversal --
    // h2, g2; g2 (held 2) faces nothing now: relay 3 -> f2 e2 d2 (held 3): relay 4 -> c2 b2 a2
    // a1 (held 1): relay 2 -> b1 c1, empty: the end.
    QTest::newRow("L-5 capture chain with a kimbi reversal")
        << "kete 2,0,0,0,0,0,0,0/0,0,0,7,1,0,2,0/0,0,0,1,0,0,1,0/1,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,0 hz=-"
        << "d2ccw d2cw g2ccw"
        << "d2cw"
        << "kete 2,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0/2,2,2,0,2,2,0,1/0,1,1,0,0,0,0,0 N reserve=4,5 kuu=0,0 hz=-"
        << "ongoing"
        << "place d2|capture d3 7 hand|sow a2|sow b2|sow c2|sow d2|sow e2|sow f2|sow g2|capture g3 2 hand|"
           "sow h2|sow g2|lift g2 3|sow f2|sow e2|sow d2|lift d2 4|sow c2|sow b2|sow a2|sow a1|lift a1 2|"
           "sow b1|sow c1|end empty";
    // L-6.3 safari: c2 faces c3 (5). cw, the five enter at a2 and end in the kuu e2. The
    // choice gives two moves: stop (c2cw) or go on (c2cw*). ccw, they end in d2, empty.
    const char* safariStart =
        "kete 0,0,0,0,0,0,0,0/0,0,5,6,0,0,0,0/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=1,1 hz=-";
    QTest::newRow("L-6.3 safari: stop")
        << safariStart << "c2ccw c2cw c2cw*"
        << "c2cw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,0/1,1,3,1,7,0,0,0/0,0,0,0,0,0,0,0 N reserve=4,5 kuu=1,1 hz=-"
        << "ongoing"
        << "place c2|capture c3 5 hand|sow a2|sow b2|sow c2|sow d2|sow e2|end kuu";
    // ... or lift the kuu's 7 (it is gone) and sow on: f2 g2 h2 h1 g1 f1 e1, empty.
    QTest::newRow("L-6.3 safari: go on")
        << safariStart << "c2ccw c2cw c2cw*"
        << "c2cw*"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,0/1,1,3,1,0,1,1,1/0,0,0,0,1,1,1,1 N reserve=4,5 kuu=0,1 hz=-"
        << "ongoing"
        << "place c2|capture c3 5 hand|sow a2|sow b2|sow c2|sow d2|sow e2|lift e2 7|sow f2|sow g2|sow h2|sow h1|"
           "sow g1|sow f1|sow e1|end empty";
    // L-9, L-10: h2 holds 17. Its first lap would end on g2 facing g3, but 16 or more never
    // capture; with no capture move this is a takata, and h2 being the lone kichwa it goes
    // toward the centre (ccw). 16 seeds fill every hole once, the 17th lands in g2 (held 1):
    // relays of two: g2->f2 e2, e2->d2 c2, c2->b2 a2, a2->a1 b1, b1->c1 d1, d1->e1 f1,
    // f1->g1 h1, h1->h2 g2: g2 had been emptied, the end.
    QTest::newRow("L-9 a hole of 17 cannot capture")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,17/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-"
        << "h2ccw"
        << "h2ccw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0/0,2,0,2,0,2,1,2/2,0,2,0,2,0,2,0 N reserve=0,0 kuu=0,0 hz=-"
        << "ongoing"
        << "";
    // L-10: with no capture move and the kuu still there, the kuu must be sown (b2 may not).
    QTest::newRow("L-10 kuu first in mtaji takata")
        << "kete 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,3,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=1,0 hz=-"
        << "e2ccw e2cw"
        << "e2cw"
        << "kete 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,3,0,0,0,1,1,1/0,0,0,0,0,1,1,1 N reserve=0,0 kuu=0,0 hz=-"
        << "ongoing"
        << "lift e2 6|sow f2|sow g2|sow h2|sow h1|sow g1|sow f1|end empty";
    // L-12 bao hamna: c3 was North's only front seed; the move stops at once and the captured
    // seeds leave the board with South's hand. C-7: North is to move in the final position.
    QTest::newRow("L-12 bao hamna")
        << "kete 2,0,0,0,0,0,0,0/0,0,3,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,0 hz=-"
        << "c2ccw c2cw"
        << "c2cw"
        << "kete 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,0,0,0,0,0,0 N reserve=4,5 kuu=0,0 hz=-"
        << "S captured-all"
        << "place c2|capture c3 3 hand|end won";
    // L-12: South's front row is empty; a1ccw's lap ends in c1 with it still empty: South loses.
    QTest::newRow("L-12 own front row empty")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-"
        << "a1ccw a1cw"
        << "a1ccw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,0,0,0,0,0,0,0/0,1,1,0,0,0,0,0 N reserve=0,0 kuu=0,0 hz=-"
        << "N front-row-empty"
        << "lift a1 2|sow b1|sow c1|end lost";
    // L-2: a kuu captured is gone. d2 (1) faces North's kuu d3 (6), South's only capture
    // position (h3 faces an empty h2). d2cw: the seed makes d2 two, d3's six are taken into the
    // hand -- North's kuu is gone (kuu=..,0) -- and sown from the a2 kichwa toward the centre
    // (cw for South): a2 b2 c2 d2 e2 f2; f2 was empty, the end. North keeps h3, so no bao hamna.
    QTest::newRow("L-2 a captured kuu is gone")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,1/0,0,0,1,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,1 hz=-"
        << "d2ccw d2cw"
        << "d2cw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/1,1,1,3,1,1,0,0/0,0,0,0,0,0,0,0 N reserve=4,5 kuu=0,0 hz=-"
        << "ongoing"
        << "place d2|capture d3 6 hand|sow a2|sow b2|sow c2|sow d2|sow e2|sow f2|end empty";
    // L-2 "gone for good": the start board, but South's kuu is gone. Six seeds in e2 do not
    // make it a kuu again, so L-8's "only when it is his only occupied front hole" no longer
    // holds it back (compare "L-8 start position"): e2 may be played beside f2 and g2, and all
    // 6 + 1 seeds are sown, ccw leftward: d2 c2 b2 a2 a1 b1 c1, empty.
    QTest::newRow("L-2 a kuu once gone is an ordinary hole")
        << "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 kuu=0,1 hz=-"
        << "e2ccw e2cw f2ccw f2cw g2ccw g2cw"
        << "e2ccw"
        << "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/1,1,1,1,0,2,2,0/1,1,1,0,0,0,0,0 N reserve=21,22 kuu=0,1 hz=-"
        << "ongoing"
        << "place e2|lift e2 7|sow d2|sow c2|sow b2|sow a2|sow a1|sow b1|sow c1|end empty";
    // L-3: with a reserve seed left South plays nemo: the seed goes into c2 (3) and all three
    // are sown, cw rightward: d2 e2 f2, empty. The back hole a1 is not a nemo move's start.
    // North's h3 faces an empty h2, so nobody can capture.
    QTest::newRow("L-3 a reserve seed left: nemo")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,0,0,0,0/3,0,0,0,0,0,0,0 S reserve=1,0 kuu=0,0 hz=-"
        << "c2ccw c2cw"
        << "c2cw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,1,1,1,0,0/3,0,0,0,0,0,0,0 N reserve=0,0 kuu=0,0 hz=-"
        << "ongoing"
        << "place c2|lift c2 3|sow d2|sow e2|sow f2|end empty";
    // L-3 with L-10: the same board with South's reserve empty (North's is not) is mtaji for
    // South: nothing is placed, c2's two are sown (d2 e2). No capture move: a1cw's first lap
    // ends in c2, but c3 is empty. L-10: c2 holds two, so the back hole a1 may not be chosen.
    QTest::newRow("L-3 reserve empty: mtaji; L-10 front hole of two before the back row")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,0,0,0,0/3,0,0,0,0,0,0,0 S reserve=0,5 kuu=0,0 hz=-"
        << "c2ccw c2cw"
        << "c2cw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,1,1,0,0,0/3,0,0,0,0,0,0,0 N reserve=0,5 kuu=0,0 hz=-"
        << "ongoing"
        << "lift c2 2|sow d2|sow e2|end empty";
    // L-10: no front hole holds two (c2 holds one), so the back hole a1 (3) may be sown, either
    // way. a1ccw: b1 c1 d1, empty; c2 keeps South's front row occupied (L-12).
    QTest::newRow("L-10 back row when no front hole holds two")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,1,0,0,0,0,0/3,0,0,0,0,0,0,0 S reserve=0,5 kuu=0,0 hz=-"
        << "a1ccw a1cw"
        << "a1ccw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,1,0,0,0,0,0/0,1,1,1,0,0,0,0 N reserve=0,5 kuu=0,0 hz=-"
        << "ongoing"
        << "lift a1 3|sow b1|sow c1|sow d1|end empty";
    // L-4, L-7: capture is compulsory. f2 (1) faces f3 (1): a capture position. d2 is empty, so
    // although d3 is occupied it is not one. b2 (3) could be sown were there no capture, but
    // is not legal. f2ccw: the kichwa that sends the seeds ccw is h2 (L-5): f3's one seed goes
    // into h2, empty, the end.
    QTest::newRow("L-4 capture is compulsory")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,2,0,1,0,0/0,3,0,0,0,1,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,0 hz=-"
        << "f2ccw f2cw"
        << "f2ccw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,3,0,0,0,2,0,1/0,0,0,0,0,0,0,0 N reserve=4,5 kuu=0,0 hz=-"
        << "ongoing"
        << "place f2|capture f3 1 hand|sow h2|end empty";
    // L-8 without a kuu: f2 holds two, so the singleton c2 may not be chosen -- counted before
    // the reserve seed, which would make it two. f2ccw: f2 3: e2 d2 c2 (held 1) relay 2: b2 a2,
    // empty. a2 faces a3, but a takata captures nothing.
    QTest::newRow("L-8 no kuu: a singleton only when all are")
        << "kete 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,0,0,2,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,0 hz=-"
        << "f2ccw f2cw"
        << "f2ccw"
        << "kete 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,1,0,1,1,0,0,0/0,0,0,0,0,0,0,0 N reserve=4,5 kuu=0,0 hz=-"
        << "ongoing"
        << "place f2|lift f2 3|sow e2|sow d2|sow c2|lift c2 2|sow b2|sow a2|end empty";
    // L-8 without a kuu, every occupied front hole a singleton: any of them, either way.
    // c2cw: 1 + 1 = 2 seeds: d2 e2, empty (e2 is no kuu now).
    QTest::newRow("L-8 no kuu: all singletons")
        << "kete 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,0,0,1,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,0 hz=-"
        << "c2ccw c2cw f2ccw f2cw"
        << "c2cw"
        << "kete 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,1,1,1,0,0/0,0,0,0,0,0,0,0 N reserve=4,5 kuu=0,0 hz=-"
        << "ongoing"
        << "place c2|lift c2 2|sow d2|sow e2|end empty";
    // L-8: the kichwa a2 is South's only occupied front hole, so only toward the centre
    // (cw from a2): 2 + 1 seeds to b2 c2 d2.
    QTest::newRow("L-8 lone kichwa toward the centre")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,0 hz=-"
        << "a2cw"
        << "a2cw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/0,1,1,1,0,0,0,0/0,0,0,0,0,0,0,0 N reserve=4,5 kuu=0,0 hz=-"
        << "ongoing"
        << "place a2|lift a2 3|sow b2|sow c2|sow d2|end empty";
  }
  void moves() { rules_test::verifyMove(); }

  // L-11 over three moves. South's mtaji takata b2cw (c2, d2) leaves one target for South's
  // capture moves -- c3, from a2cw and e2ccw landing on c2 -- while North has no capture move,
  // and c3 is neither North's kuu, nor its only occupied or only big front hole, nor single.
  void hiziZetu_L11() {
    Game game = rules_test::gameFrom(
        "kete 0,0,0,0,0,0,8,0/0,0,2,0,0,2,0,1/2,2,0,0,2,0,1,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-");
    QCOMPARE(rules_test::legalMoveTexts(game), rules_test::sortedWords("a2ccw a2cw b2ccw b2cw e2ccw e2cw"));
    QVERIFY(game.play(*parseMove(Variant::Kete, "b2cw").value));
    QCOMPARE(
        QString::fromStdString(formatPosition(game.position())),
        QString("kete 0,0,0,0,0,0,8,0/0,0,2,0,0,2,0,1/2,0,1,1,2,0,1,0/0,0,0,0,0,0,0,0 N reserve=0,0 kuu=0,0 hz=c3"));
    // North may not start from c3: only f3 is left.
    QCOMPARE(rules_test::legalMoveTexts(game), rules_test::sortedWords("f3ccw f3cw"));
    // f3ccw: g3 h3 (held 1) -> relay 2: h4 g4 (held 8) -> relay 9: f4 e4 d4 c4 b4 a4 a3 b3 c3:
    // c3 is the marked hole, so the move ends there instead of relaying.
    Trace trace;
    QVERIFY(game.play(*parseMove(Variant::Kete, "f3ccw").value, &trace));
    QCOMPARE(trace.events.back().reason, EndReason::Blocked);
    QCOMPARE(
        QString::fromStdString(formatPosition(game.position())),
        QString("kete 1,1,1,1,1,1,0,1/1,1,3,0,0,0,1,0/2,0,1,1,2,0,1,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=c3"));
    // South's capture moves: a2cw and e2ccw take c3; e2cw takes g3 and then ends in h2 (empty).
    // The mark obliges South to take c3.
    QCOMPARE(rules_test::legalMoveTexts(game), rules_test::sortedWords("a2cw e2ccw"));
    // a2cw: b2 c2 (held 1) takes c3 (3); c is not in the kimbi so the direction (cw) is kept:
    // a2 b2 c2 (held 2) -> relay 3: d2 e2 f2, empty. The mark lapses.
    QVERIFY(game.play(*parseMove(Variant::Kete, "a2cw").value));
    QCOMPARE(
        QString::fromStdString(formatPosition(game.position())),
        QString("kete 1,1,1,1,1,1,0,1/1,1,0,0,0,0,1,0/1,2,0,2,3,1,1,0/0,0,0,0,0,0,0,0 N reserve=0,0 kuu=0,0 hz=-"));
  }

  // L-11 as the Lamu text has it: a lap ending in the marked hole ends the move "unless it was
  // reached in the first lap from the kuu". hz=c2 binds South; South has no capture (no North
  // front seed faces an occupied South hole at a lap's end), so the kuu e2 (18) must be sown.
  // South's loop ccw from e2: d2 c2 b2 a2, a1..h1, h2 g2 f2 e2 d2 c2 -- the 18th seed ends the
  // first lap in c2 (3+2 = 5), the mark. From the kuu, so c2 is lifted and sown on:
  // b2 a2 a1 b1 c1 (held 1: 2) -> d1 e1 (2) -> f1 g1 (2) -> h1 h2 (2) -> g2 f2 (4) ->
  // e2 d2 c2 b2 (3) -> a2 a1 b1 (3) -> c1 d1 e1, which had been emptied: the end. c3 -- the one
  // North hole South could then capture first (e2ccw and a1cw end their first laps in c2) --
  // becomes North's mark.
  // cw, the first lap ends in g2 (1): relays g2 -> h2 h1, h1 -> g1 f1, f1 -> e1 d1, d1 -> c1 b1,
  // b1 -> a1 a2, a2 -> b2 c2: a later lap ends in the mark, and the move ends there.
  void hiziZetuFirstLapFromKuu_L11_data() {
    rules_test::addMoveColumns();
    const char* start =
        "kete 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/0,0,3,0,18,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=1,0 hz=c2";
    QTest::newRow("first lap from the kuu relays out of the mark")
        << start << "e2ccw e2cw"
        << "e2ccw"
        << "kete 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/3,0,1,3,2,0,2,0/3,0,1,3,1,2,0,2 N reserve=0,0 kuu=0,0 hz=c3"
        << "ongoing"
        << "lift e2 18|sow d2|sow c2|sow b2|sow a2|sow a1|sow b1|sow c1|sow d1|sow e1|sow f1|sow g1|sow h1|"
           "sow h2|sow g2|sow f2|sow e2|sow d2|sow c2|lift c2 5|sow b2|sow a2|sow a1|sow b1|sow c1|lift c1 2|"
           "sow d1|sow e1|lift e1 2|sow f1|sow g1|lift g1 2|sow h1|sow h2|lift h2 2|sow g2|sow f2|lift f2 4|"
           "sow e2|sow d2|sow c2|sow b2|lift b2 3|sow a2|sow a1|sow b1|lift b1 3|sow c1|sow d1|sow e1|end empty";
    QTest::newRow("a later lap of the kuu's move stops in the mark")
        << start << "e2ccw e2cw"
        << "e2cw"
        << "kete 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/0,2,5,1,1,4,0,2/2,0,2,0,2,0,2,0 N reserve=0,0 kuu=0,0 hz=h3"
        << "ongoing"
        << "lift e2 18|sow f2|sow g2|sow h2|sow h1|sow g1|sow f1|sow e1|sow d1|sow c1|sow b1|sow a1|sow a2|"
           "sow b2|sow c2|sow d2|sow e2|sow f2|sow g2|lift g2 2|sow h2|sow h1|lift h1 2|sow g1|sow f1|lift f1 2|"
           "sow e1|sow d1|lift d1 2|sow c1|sow b1|lift b1 2|sow a1|sow a2|lift a2 2|sow b2|sow c2|end blocked";
    // No kuu: e2 (2) ccw sows d2 and c2, the marked hole (2 -> 3), on its first lap: the move
    // ends there. South may not start from c2. The mark stays for North's next move, which
    // must capture c2 if it can; then it lapses.
    QTest::newRow("a first lap not from the kuu stops in the mark")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,2,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=c2"
        << "e2ccw e2cw"
        << "e2ccw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,3,1,0,0,0,0/0,0,0,0,0,0,0,0 N reserve=0,0 kuu=0,0 hz=c2"
        << "ongoing"
        << "lift e2 2|sow d2|sow c2|end blocked";
  }
  void hiziZetuFirstLapFromKuu_L11() { rules_test::verifyMove(); }

  // L-11: a hole with a single seed can be marked. As in hiziZetu_L11, but c3 holds one seed:
  // after South's b2cw (c2, d2) c3 is still the one hole South could capture first (a2cw and
  // e2ccw land on c2), North has no capture move (f3ccw ends in h3 facing an empty h2; f3cw and
  // g4 either way end in empty holes), and c3 is neither North's kuu nor its only occupied
  // front hole (f3, h3); being single, it is not "the only front hole with two or more".
  void hiziZetuSingleSeedMarked_L11() {
    Game game = rules_test::gameFrom(
        "kete 0,0,0,0,0,0,8,0/0,0,1,0,0,2,0,1/2,2,0,0,2,0,1,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-");
    QVERIFY(game.play(*parseMove(Variant::Kete, "b2cw").value));
    QCOMPARE(
        QString::fromStdString(formatPosition(game.position())),
        QString("kete 0,0,0,0,0,0,8,0/0,0,1,0,0,2,0,1/2,0,1,1,2,0,1,0/0,0,0,0,0,0,0,0 N reserve=0,0 kuu=0,0 hz=c3"));
    // f3ccw: g3 h3 (1) -> relay 2: h4 g4 (8) -> relay 9: f4 e4 d4 c4 b4 a4 a3 b3 c3: the lap
    // ends in the single-seed mark (now 2), and the move ends instead of relaying.
    Trace trace;
    QVERIFY(game.play(*parseMove(Variant::Kete, "f3ccw").value, &trace));
    QCOMPARE(trace.events.back().reason, EndReason::Blocked);
    QCOMPARE(
        QString::fromStdString(formatPosition(game.position())),
        QString("kete 1,1,1,1,1,1,0,1/1,1,2,0,0,0,1,0/2,0,1,1,2,0,1,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=c3"));
    QCOMPARE(rules_test::legalMoveTexts(game), rules_test::sortedWords("a2cw e2ccw"));
  }

  // L-11's exemptions: in each row South's mtaji takata leaves exactly one North hole that
  // South could capture first, North has no capture move, and only the exemption keeps the
  // hole from being marked (hz stays "-"). The rows differ from hiziZetu_L11 and
  // hiziZetuSingleSeedMarked_L11, where the hole is marked, only in what the exemption names.
  void hiziZetuExemptions_L11_data() {
    rules_test::addMoveColumns();
    // North's front row: d3 (6, its kuu) and h3 (2). South plays c2cw (d2 e2). Then South's
    // b2cw (c2, d2) and f2ccw (e2, d2) end their first laps in d2 (1) facing d3: the one
    // target. North cannot capture: d3 sows either way into its back row, h3cw ends in the
    // empty f3 and h3ccw in the back row. d3 is neither North's only occupied front hole nor
    // its only one of two or more (h3) -- but it is North's existing kuu: not marked.
    QTest::newRow("the kuu is not marked")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,2/0,2,2,0,0,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,1 hz=-"
        << "b2ccw b2cw c2ccw c2cw f2ccw f2cw"
        << "c2cw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,2/0,2,0,1,1,2,0,0/0,0,0,0,0,0,0,0 N reserve=0,0 kuu=0,1 hz=-"
        << "ongoing"
        << "lift c2 2|sow d2|sow e2|end empty";
    // The same with North's kuu gone: d3's six are an ordinary hole, and it is marked.
    QTest::newRow("the same hole without a kuu is marked")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,2/0,2,2,0,0,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-"
        << "b2ccw b2cw c2ccw c2cw f2ccw f2cw"
        << "c2cw"
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,2/0,2,0,1,1,2,0,0/0,0,0,0,0,0,0,0 N reserve=0,0 kuu=0,0 hz=d3"
        << "ongoing"
        << "lift c2 2|sow d2|sow e2|end empty";
    // hiziZetuSingleSeedMarked_L11 with f3 and h3 emptied: c3 (1) is North's only occupied
    // front hole. It is still the one target (a2cw and e2ccw end in c2 after b2cw), North's
    // g4 (8) ends in b3 either way, empty -- but the only occupied front hole is not marked.
    QTest::newRow("the only occupied front hole is not marked")
        << "kete 0,0,0,0,0,0,8,0/0,0,1,0,0,0,0,0/2,2,0,0,2,0,1,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-"
        << "a2ccw a2cw b2ccw b2cw e2ccw e2cw"
        << "b2cw"
        << "kete 0,0,0,0,0,0,8,0/0,0,1,0,0,0,0,0/2,0,1,1,2,0,1,0/0,0,0,0,0,0,0,0 N reserve=0,0 kuu=0,0 hz=-"
        << "ongoing"
        << "lift b2 2|sow c2|sow d2|end empty";
    // hiziZetu_L11 with f3 holding one instead of two: c3 (2) is North's only front hole of two
    // or more, though not its only occupied one (f3, h3): not marked.
    QTest::newRow("the only front hole of two or more is not marked")
        << "kete 0,0,0,0,0,0,8,0/0,0,2,0,0,1,0,1/2,2,0,0,2,0,1,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-"
        << "a2ccw a2cw b2ccw b2cw e2ccw e2cw"
        << "b2cw"
        << "kete 0,0,0,0,0,0,8,0/0,0,2,0,0,1,0,1/2,0,1,1,2,0,1,0/0,0,0,0,0,0,0,0 N reserve=0,0 kuu=0,0 hz=-"
        << "ongoing"
        << "lift b2 2|sow c2|sow d2|end empty";
  }
  void hiziZetuExemptions_L11() { rules_test::verifyMove(); }

  // C-6: the cycle above (keteCycle) twice: the start's third occurrence draws.
  void thirdOccurrenceDraws_C6() {
    Game game = rules_test::gameFrom(kCycleStart);
    playKeteCycle(game, 2);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("draw repetition"));
  }

  // C-6: the hizi zetu mark is part of the position. The same start with the mark on c3 (South
  // must capture c3 if it can: it cannot, so the mark lapses with South's move, L-11) is a
  // different position. So at ply 24 the start board has occurred three times but the start
  // position only twice, and play goes on; the first position to occur a third time is the
  // one after South's d2ccw (plies 1, 13, 25), a draw one ply later.
  void markIsPartOfThePosition_C6() {
    Game game = rules_test::gameFrom(QString(kCycleStart).replace("hz=-", "hz=c3"));
    playKeteCycle(game, 2);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("ongoing"));
    QVERIFY(game.play(*parseMove(Variant::Kete, "d2ccw").value));
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("draw repetition"));
  }

  // C-5 for Kete: in loop order from h2 the counts 3,0,1,2 repeat (h2 3, g2 0, f2 1, e2 2, ...,
  // a1 1, b1 2, ...). A mtaji takata of h2's three seeds ccw lands on e2, which held 2, and
  // leaves the same pattern moved on by three holes; 3 and 16 share no factor, so after 16
  // laps the start comes back and the move never ends: h2ccw is not legal, h2cw is.
  void endlessMove_C5() {
    const Game game = rules_test::gameFrom(
        "kete 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,2,1,0,2,1,0,3/1,2,0,1,2,0,1,2 S reserve=0,0 kuu=0,0 hz=-");
    const QStringList legal = rules_test::legalMoveTexts(game);
    QVERIFY(!legal.contains("h2ccw"));
    QVERIFY(legal.contains("h2cw"));
  }

  // L-12's second ending, the mover's own front row empty at the end of a lap, never happens in a
  // game: at a move's start that row holds seeds (else the game ended), and within the move only a
  // lift takes seeds from it. A lap of two or more seeds lifted from a front hole drops its first
  // seed in the front row, unless it leaves a kichwa outward (a2 ccw, h2 cw for South). That is
  // allowed as a first lap only while another front hole holds seeds (a kichwa that is the only
  // one is sown towards the centre, L-8, L-10; a mtaji capture from it must end its first lap in
  // the front row, L-9); as a relay, the lap that ended in the kichwa came along the front row
  // and left its previous seed next to it, out of reach of fewer than nine seeds, while nine or
  // more come back into the front row. Laps of one seed only sow a captured seed into a kichwa
  // (L-5). A hand-set position can still reach it (the row "L-12 own front row empty" of moves()).
  // Here every legal move of random games, and of random positions of both stages with the
  // mover's front row thinned to one to three holes, is played: none ends that way.
  void ownFrontRowNeverEmptiedInPlay_L12() {
    std::mt19937 random(30);
    const auto pick = [&random](int low, int high) { return std::uniform_int_distribution<int>(low, high)(random); };
    long tried = 0;
    const auto playEveryMove = [&tried](const Position& position) {
      for (const Move& move : Game(position).legalMoves()) {
        Game game(position);
        game.play(move);
        ++tried;
        const Result& result = game.result();
        QVERIFY2(!(result.reason == ResultReason::FrontRowEmpty && result.winner != position.toMove),
                 (formatPosition(position) + " " + formatMove(Variant::Kete, move)).c_str());
      }
    };
    for (int round = 0; round < 150; ++round) {
      Game game(startPosition(Variant::Kete));
      for (int ply = 0; ply < 400 && !game.result().over(); ++ply) {
        playEveryMove(game.position());
        if (QTest::currentTestFailed()) return;
        const MoveList moves = game.legalMoves();
        game.play(moves[static_cast<std::size_t>(pick(0, static_cast<int>(moves.size()) - 1))]);
      }
    }
    // Random positions: rows listed from North's back row (4) down to South's (1), South to move;
    // South's front row one to three holes (kichwas likely), his back row six handfuls, North's
    // rows a few; kuus standing or not; the seeds left over in a reserve (nemo) or South's back row.
    for (int round = 0; round < 40000; ++round) {
      std::array<int, 32> seeds{};  // index: (row - 1) * 8 + column
      for (int k = pick(1, 3); k > 0; --k) seeds[8 + (pick(0, 1) ? pick(0, 1) * 7 : pick(0, 7))] += pick(1, 4);
      for (int k = 0; k < 6; ++k) seeds[pick(0, 7)] += pick(1, 4);
      for (int k = 0; k < 5; ++k) seeds[16 + pick(0, 7)] += pick(0, 1) * pick(1, 4);
      for (int k = 0; k < 5; ++k) seeds[24 + pick(0, 7)] += pick(1, 4);
      const bool kuu[2] = {pick(0, 1) == 1, pick(0, 1) == 1};
      if (kuu[0]) seeds[8 + 4] = std::max(seeds[8 + 4], pick(6, 9));
      if (kuu[1]) seeds[16 + 3] = std::max(seeds[16 + 3], pick(6, 9));
      int left = 64;
      for (int count : seeds) left -= count;
      if (left < 0) continue;
      const bool nemo = round % 2 == 1;
      if (!nemo) seeds[pick(0, 7)] += left;
      std::string bpn = "kete ";
      for (int row = 3; row >= 0; --row)
        for (int column = 0; column < 8; ++column)
          bpn += std::to_string(seeds[row * 8 + column]) + (column < 7 ? "," : row > 0 ? "/" : "");
      bpn += nemo ? " S reserve=" + std::to_string((left + 1) / 2) + "," + std::to_string(left / 2) : " S reserve=0,0";
      bpn += std::string(" kuu=") + (kuu[0] ? "1," : "0,") + (kuu[1] ? "1" : "0") + " hz=-";
      const Parsed<Position> position = parsePosition(bpn);
      if (!position.value || (nemo && left == 0)) continue;
      playEveryMove(*position.value);
      if (QTest::currentTestFailed()) return;
    }
    QVERIFY2(tried > 100000, qPrintable(QString("only %1 moves tried").arg(tried)));
  }
};

QTEST_MAIN(TestKete)
#include "tst_kete.moc"
