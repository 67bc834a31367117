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
    // runs leftward for South), takes a3 and a4, and North has no seed left.
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

  void repetitionLimit_C6() { QCOMPARE(rulesFor(Variant::Kigogo).repetitionLimit(), 2); }
};

QTEST_MAIN(TestKigogo)
#include "tst_kigogo.moc"
