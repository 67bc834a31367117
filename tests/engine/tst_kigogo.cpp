// Bao Kigogo, RULES.md K-1 ... K-5 with C-4, C-5, C-7. Every expected value is worked out
// by hand; the comments show the working.
#include "rules_test_support.h"

using namespace baraza;

class TestKigogo : public QObject {
  Q_OBJECT

 private slots:
  void startPosition_K1() {
    const Position p = baraza::startPosition(Variant::Kigogo);
    QCOMPARE(p.seedsOnBoard(), 92);
    QCOMPARE(p.seeds(*parseSquare(Variant::Kigogo, "a2")), 0);
    QCOMPARE(p.seeds(*parseSquare(Variant::Kigogo, "l3")), 0);
    QCOMPARE(p.toMove, Side::South);  // C-3
    // K-2: every South hole but a2 holds two, so 23 moves.
    QCOMPARE(rules_test::legalMoveTexts(Game(p)).size(), 23);
  }

  void moves_data() {
    rules_test::addMoveColumns();
    // K-3 then K-4: j1 (2) sows k1, l1; l1 held 1 so its 2 go on to l2, k2; k2 was empty and
    // is a front hole whose opposite k3 (3) is occupied: k3 and the back hole k4 (2) are taken.
    QTest::newRow("K-3 relay, K-4 front and back captured")
        << "kigogo 1,0,0,0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0,0,3,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,2,0,1 S"
        << "j1"
        << "j1"
        << "kigogo 1,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,1,1/0,0,0,0,0,0,0,0,0,0,1,0 N"
        << "ongoing"
        << "lift j1 2|sow k1|sow l1|lift l1 2|sow l2|sow k2|capture k3 3 out|capture k4 2 out|end empty";
    // K-4: with k3 empty, the back hole k4 alone is never taken.
    QTest::newRow("K-4 back hole alone not taken")
        << "kigogo 1,0,0,0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,2,0,1 S"
        << "j1"
        << "j1"
        << "kigogo 1,0,0,0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,1,1/0,0,0,0,0,0,0,0,0,0,1,0 N"
        << "ongoing"
        << "";
    // K-4: a move ending in the back row (c1) captures nothing, whatever is opposite.
    QTest::newRow("K-4 no capture from the back row")
        << "kigogo 0,0,2,0,0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0,0,0,0,0 S"
        << "a1"
        << "a1"
        << "kigogo 0,0,2,0,0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,1,1,0,0,0,0,0,0,0,0,0 N"
        << "ongoing"
        << "lift a1 2|sow b1|sow c1|end empty";
    // K-2: no hole holds two, so single seeds step into an empty next hole: a1's next (b1) is
    // occupied, b1 -> c1 and d1 -> e1 are allowed.
    QTest::newRow("K-2 single steps")
        << "kigogo 1,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/1,1,0,1,0,0,0,0,0,0,0,0 S"
        << "b1 d1"
        << "d1"
        << "kigogo 1,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/1,1,0,0,1,0,0,0,0,0,0,0 N"
        << "ongoing"
        << "lift d1 1|sow e1|end step";
    // K-4 [decision: a step can capture] and K-5: b2 steps into a2 (ccw along the front row
    // runs leftward for South), takes a3 and a4, and North has no seed left. C-7: the game is
    // over, and the side to move has still passed to North.
    QTest::newRow("K-4 step captures, K-5 captured-all")
        << "kigogo 1,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 S"
        << "b2"
        << "b2"
        << "kigogo 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 N"
        << "S captured-all"
        << "lift b2 1|sow a2|capture a3 1 out|capture a4 1 out|end step";
    // K-5: every North hole holds one seed and no next hole is empty, so North cannot move.
    QTest::newRow("K-5 opponent without a move")
        << "kigogo 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0,0,0,0,0 S"
        << "a1"
        << "a1"
        << "kigogo 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0,0,0,0,0/0,1,1,0,0,0,0,0,0,0,0,0 N"
        << "S no-moves"
        << "";
    // C-4: the starting hole is not skipped. a1's 24 seeds go round South's 24 holes: b1 ... l1,
    // l2 ... a2, and the 24th into a1 itself, emptied by the lift: the lap ends there.
    QTest::newRow("C-4 a lap all the way round sows the starting hole")
        << "kigogo 2,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/24,0,0,0,0,0,0,0,0,0,0,0 S"
        << "a1"
        << "a1"
        << "kigogo 2,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 N"
        << "ongoing"
        << "lift a1 24|sow b1|sow c1|sow d1|sow e1|sow f1|sow g1|sow h1|sow i1|sow j1|sow k1|sow l1|sow l2|sow k2|sow "
           "j2|sow i2|sow h2|sow g2|sow f2|sow e2|sow d2|sow c2|sow b2|sow a2|sow a1|end empty";
  }
  void moves() { rules_test::verifyMove(); }

  // C-5: in loop order from a1 the counts are 5,3,2,1,0 repeated with a period of five. Sowing
  // a1's five seeds ends on f1, which held 4 and now holds 5, and leaves the board the same
  // pattern moved on by five holes. Five and 24 share no factor, so after 24 laps the start
  // comes back: the move never ends and is not legal. b1 (3) ends in e1, which was empty.
  void endlessMoveIsNotLegal_C5() {
    Game game = rules_test::gameFrom(
        "kigogo 2,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/1,2,3,4,0,1,2,3,4,0,1,2/5,3,2,1,0,4,3,2,1,0,4,3 S");
    const QStringList legal = rules_test::legalMoveTexts(game);
    QVERIFY(!legal.contains("a1"));
    QVERIFY(legal.contains("b1"));
    QVERIFY(!game.play(*parseMove(Variant::Kigogo, "a1").value));
    MoveList candidates;
    game.rules().candidateMoves(game.position(), candidates);
    Position copy = game.position();
    QVERIFY(game.rules().play(copy, *parseMove(Variant::Kigogo, "a1").value).endless);
  }

  // K-5 on a position given as it is: the side to move without seeds has lost them all.
  void judgedFromItself_K5() {
    const Game game = rules_test::gameFrom(
        "kigogo 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0,0,0,0,0 N");
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("S captured-all"));
    QVERIFY(game.legalMoves().empty());
  }

  // C-6: Kigogo is drawn as soon as a position occurs for the second time. Each side's seeds
  // lie one in every other hole of its loop, with one hole of two -- its only move (K-2; the
  // test checks that each move is the only legal one). Sowing the two drops a seed into the
  // next hole, empty, and one on the single after it, which relays the two on ("*" below):
  // the wave runs until a lap ends in an empty hole, in a back row or opposite an empty hole,
  // so nothing is ever captured (K-4). Loops: South a1..l1 l2..a2, North a3..l3 l4..a4.
  //   N d4: c4 b4* a4 a3* b3 c3* d3 e3* f3 g3* h3 i3* j3 k3* l3 l4     S h1: i1 j1* k1 l1* l2 k2* j2 i2
  //   N a4: a3 b3* c3 d3* e3 f3* g3 h3* i3 j3* k3 l3* l4 k4            S j2: i2 h2
  //   N l4: k4 j4                                                    S i2: h2 g2* f2 e2* d2 c2* b2 a2* a1 b1
  //   N k4: j4 i4                                                    S h2: g2 f2* e2 d2* c2 b2* a2 a1* b1 c1* d1 e1* f1
  //   g1 N j4: i4 h4* g4 f4* e4 d4                                      S b1: c1 d1* e1 f1* g1 h1 N i4: h4 g4* f4 e4*
  //   d4 c4* b4 a4                               S g1: h1 i1* j1 k1* l1 l2* k2 j2
  // After these twelve plies the start is back: its second occurrence, a draw; one ply
  // earlier the game is still going on.
  void secondOccurrenceDraws_C6() {
    const QString start =
        "kigogo 1,1,0,2,0,1,0,1,0,0,0,0/1,0,1,0,1,0,1,0,1,0,1,0/1,0,1,0,1,0,1,0,0,1,1,0/0,0,1,0,1,0,0,2,0,1,0,1 N";
    Game game = rules_test::gameFrom(start);
    for (const QString& move : QString("d4 h1 a4 j2 l4 i2 k4 h2 j4 b1 i4 g1").split(' ')) {
      QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("ongoing"));
      QCOMPARE(rules_test::legalMoveTexts(game), QStringList{move});
      QVERIFY(game.play(*parseMove(Variant::Kigogo, move.toStdString()).value));
    }
    QCOMPARE(QString::fromStdString(formatPosition(game.position())), start);
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("draw repetition"));
  }

  // C-6: the side to move is part of the position. The same kind of waves bring the board
  // back after fifteen plies -- South has moved eight times, North seven -- with North to
  // move instead of South: not a repetition, the game goes on.
  //   S j2: i2 h2* g2 f2* e2 d2* c2 b2* a2 a1        N k4: j4 i4* h4 g4
  //   S g2: f2 e2* d2 c2* b2 a2* a1 b1* c1 d1* e1 f1* g1 h1
  //   N h4: g4 f4      S a1: b1 c1* d1 e1* f1 g1* h1 i1      N j4: i4 h4      S h1: i1 j1
  //   N g4: f4 e4      S i1: j1 k1      N f4: e4 d4* c4 b4* a4 a3* b3 c3      S j1: k1 l1* l2 k2
  //   N e4: d4 c4* b4 a4* a3 b3* c3 d3* e3 f3* g3 h3* i3 j3* k3 l3* l4 k4    S k1: l1 l2* k2 j2
  //   N c3: d3 e3* f3 g3* h3 i3* j3 k3* l3 l4* k4 j4                        S k2: j2 i2* h2 g2
  void sameBoardOtherSideToMove_C6() {
    const QString start =
        "kigogo 0,1,0,1,0,0,0,1,1,1,2,0/1,0,0,1,0,1,0,1,0,1,0,1/0,1,0,1,0,1,1,1,0,2,0,0/0,1,0,1,0,1,0,0,0,0,0,1 S";
    Game game = rules_test::gameFrom(start);
    for (const QString& move : QString("j2 k4 g2 h4 a1 j4 h1 g4 i1 f4 j1 e4 k1 c3 k2").split(' ')) {
      QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("ongoing"));
      QVERIFY2(game.play(*parseMove(Variant::Kigogo, move.toStdString()).value), qPrintable(move));
    }
    QString otherSide = start;
    otherSide.back() = 'N';
    QCOMPARE(QString::fromStdString(formatPosition(game.position())), otherSide);
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("ongoing"));
  }
};

QTEST_MAIN(TestKigogo)
#include "tst_kigogo.moc"
