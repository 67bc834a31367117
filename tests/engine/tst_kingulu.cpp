// Bao Kingulu: RULES.md G-1 ... G-7 and C-6. Expected values worked out by hand; the loop is
// a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2 (C-2).
#include "rules_test_support.h"

using namespace baraza;

class TestKingulu : public QObject {
  Q_OBJECT

 private slots:
  void moves_data() {
    rules_test::addMoveColumns();
    // G-3: a1's four end in e1 and b1's in f1, occupied holes of South's own row: illegal.
    // G-5: the capture comes in the fifth lap.
    // c1: d1 e1 f1 f2 -> f2 held 4 (not 3): relay 5 -> e2 d2 c2 b2 a2 -> a2 held 4: relay 5 ->
    // a1 b1 c1 d1 e1 -> e1 held 5, own row, later lap: relay 6 -> f1 f2 e2 d2 c2 b2 -> b2 held 5:
    // relay 6 -> a2 a1 b1 c1 d1 e1 -> e1 was emptied: G-4.2 takes e2 (6) and the seed: store 7.
    QTest::newRow("G-3 start, G-4 relays and capture")
        << "kingulu 4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 mtoto=-"
        << "c1 d1 e1 f1"
        << "c1"
        << "kingulu 1,0,6,6,0,1/6,6,2,7,0,6 N store=7,0 mtoto=-"
        << "ongoing"
        << "lift c1 4|sow d1|sow e1|sow f1|sow f2|lift f2 5|sow e2|sow d2|sow c2|sow b2|sow a2|lift a2 5|"
           "sow a1|sow b1|sow c1|sow d1|sow e1|lift e1 6|sow f1|sow f2|sow e2|sow d2|sow c2|sow b2|lift b2 6|"
           "sow a2|sow a1|sow b1|sow c1|sow d1|sow e1|capture e2 6 store|capture e1 1 store|end empty";
    // G-5: a mtoto made in a later lap. f1 (2) sows f2 e2; its first lap ends in North's row,
    // so G-3 allows it. e2 held 2 (not 3): relay 3 -> d2 c2 b2; b2 held exactly three in this
    // second lap: it becomes South's mtoto, and the lap's seed in c2 joins it (G-6): b2 = 5.
    // a1 (1) is legal too: b1 was empty (G-3).
    QTest::newRow("G-5 mtoto in the second lap") << "kingulu 1,3,0,0,2,0/1,0,0,0,0,2 S store=0,0 mtoto=-"
                                                 << "a1 f1"
                                                 << "f1"
                                                 << "kingulu 1,5,0,1,0,1/1,0,0,0,0,0 N store=0,0 mtoto=b2"
                                                 << "ongoing"
                                                 << "lift f1 2|sow f2|sow e2|lift e2 3|sow d2|sow c2|sow b2|mtoto b2|"
                                                    "move c2 b2|end mtoto";
    // G-4.4, G-6: e1 sows f1, f2; f2 held exactly three, so it becomes South's mtoto and the
    // seed just dropped in f1 joins it (f2 = 5).
    QTest::newRow("G-6 kuweka mtoto with the seed before") << "kingulu 2,0,0,0,0,3/0,0,0,0,2,1 S store=0,0 mtoto=-"
                                                           << "e1 f1"
                                                           << "e1"
                                                           << "kingulu 2,0,0,0,0,5/0,0,0,0,0,1 N store=0,0 mtoto=f2"
                                                           << "ongoing"
                                                           << "lift e1 2|sow f1|sow f2|mtoto f2|move f1 f2|end mtoto";
    // G-6: a lap of one seed brings no second seed.
    QTest::newRow("G-6 kuweka mtoto with a single seed") << "kingulu 2,0,0,0,0,3/0,0,0,0,2,1 S store=0,0 mtoto=-"
                                                         << "e1 f1"
                                                         << "f1"
                                                         << "kingulu 2,0,0,0,0,4/0,0,0,0,2,0 N store=0,0 mtoto=f2"
                                                         << "ongoing"
                                                         << "lift f1 1|sow f2|mtoto f2|end mtoto";
    // G-2, G-4.1: the seed sown into South's mtoto f2 goes to South's store and, being the
    // lap's last, ends the move.
    QTest::newRow("G-2 seed into a mtoto goes to the store") << "kingulu 2,0,0,0,0,5/0,0,0,0,2,0 S store=0,0 mtoto=f2"
                                                             << "e1"
                                                             << "e1"
                                                             << "kingulu 2,0,0,0,0,5/0,0,0,0,0,1 N store=1,0 mtoto=f2"
                                                             << "ongoing"
                                                             << "lift e1 2|sow f1|sow f2|store f2 S|end store";
    // G-4.3: ending in an empty hole of the opponent's row ends the move quietly.
    QTest::newRow("G-4.3 empty hole in the opponent's row") << "kingulu 2,0,0,0,0,0/0,0,0,0,0,1 S store=20,25 mtoto=-"
                                                            << "f1"
                                                            << "f1"
                                                            << "kingulu 2,0,0,0,0,1/0,0,0,0,0,0 N store=20,25 mtoto=-"
                                                            << "ongoing"
                                                            << "lift f1 1|sow f2|end empty";
    // G-7: North then moves a2 -> a1 b1... here North has a2 (2): a1 b1, b1 empty in South's
    // row: move ends. South is left without seeds in its row: no move, count 20 vs 2+25+... .
    QTest::newRow("G-7 no move: the count decides") << "kingulu 2,0,0,0,0,0/0,0,0,0,0,0 N store=20,26 mtoto=-"
                                                    << "a2"
                                                    << "a2"
                                                    << "kingulu 0,0,0,0,0,0/1,1,0,0,0,0 S store=20,26 mtoto=-"
                                                    << "ongoing"
                                                    << "lift a2 2|sow a1|sow b1|end empty";
  }
  void moves() { rules_test::verifyMove(); }

  // G-7 on given positions: each side counts its own ordinary holes, its mtoto holes and store.
  void scoring_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("result");
    QTest::newRow("north wins") << "kingulu 0,0,0,0,0,0/1,0,0,0,0,0 N store=20,27 mtoto=-"
                                << "N score 21-27";
    // a1 is North's mtoto (it lies in South's row): its 3 count for North.
    QTest::newRow("mtoto counts for its owner") << "kingulu 0,0,0,0,0,0/3,1,0,0,0,0 N store=20,24 mtoto=a1"
                                                << "N score 21-27";
    QTest::newRow("24-24 draw") << "kingulu 0,0,0,0,0,0/4,0,0,0,0,0 N store=20,24 mtoto=-"
                                << "draw score 24-24";
  }
  void scoring() {
    QFETCH(QString, position);
    QFETCH(QString, result);
    QCOMPARE(QString::fromStdString(formatResult(rules_test::gameFrom(position).result())), result);
  }

  // C-5: a player whose every move is endless has no legal move. South's holes: a1 (2) ends
  // its first lap in c1, b1 (1) in c1, c1 (2) in e1, d1 (1) in e1 -- all occupied holes of
  // South's own row: illegal (G-3). e1 (2) sows f1 f2, and f2 held 2: relay. From there every
  // lap ends in a hole that held one or two (never an empty hole, nor a North hole of three),
  // ending in turn in: f2 c2 a1 d1 f1 e2 b2 b1 e1 f2 d2 a2 c1 e2 c2 a1 d1 f2 d2 b2 b1 e1 e2 c2
  // a2 c1 f1 b2 a1 d1 f2 c2 a2 b1 e1 e2 b2 a1 c1 f1 d2 b1 d1 f2 c2 a1 c1 e1 e2 b2 b1 d1 f1 d2
  // a2 e1. The 56th lap ends in e1 with the board exactly as it was before the move -- e1 holds
  // its two again, which are lifted just as at the start: the sowing never ends. So South has
  // no legal move, and G-7 counts: South 8 in its row + 17, North 6 + 17.
  void everyMoveEndless_C5() {
    const Game game = rules_test::gameFrom("kingulu 0,1,2,0,1,2/2,1,2,1,2,0 S store=17,17 mtoto=-");
    QVERIFY(game.legalMoves().empty());
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("S score 25-23"));
    Position copy = game.position();
    QVERIFY(game.rules().play(copy, *parseMove(Variant::Kingulu, "e1").value).endless);
  }

  // C-6 [decision: third occurrence] with a 74-ply cycle of this position (found by a search
  // over Kingulu positions; that it is a cycle is checked here, not assumed). After one round
  // the start has occurred twice and play goes on; after the second it is a draw.
  void thirdOccurrenceDraws_C6() {
    QCOMPARE(cycle().size(), 74);
    Game game = rules_test::gameFrom(kCycleStart);
    for (int round = 1; round <= 2; ++round) {
      playLine(game, cycle());
      if (QTest::currentTestFailed()) return;
      QCOMPARE(QString::fromStdString(formatPosition(game.position())), QString(kCycleStart));
    }
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("draw repetition"));
    QVERIFY(game.legalMoves().empty());
  }

  // C-6: the side to move is part of the position. After one round of the cycle, these 21
  // plies (found by the same search; the first 16 are the cycle's) bring back the start's
  // board with North to move. Counting boards alone that would be its third occurrence and a
  // draw; it is a different position, and play goes on.
  void sameBoardOtherSideToMove_C6() {
    Game game = rules_test::gameFrom(kCycleStart);
    playLine(game, cycle());
    playLine(game, QString("e1 a2 f1 a2 f1 d2 e1 b2 f1 e2 c1 a2 f1 e2 e1 c2 c1 d2 f1 b2 d1").split(' '));
    if (QTest::currentTestFailed()) return;
    QCOMPARE(QString::fromStdString(formatPosition(game.position())), QString(kCycleStart).replace(" S ", " N "));
    QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("ongoing"));
  }

 private:
  static constexpr const char* kCycleStart = "kingulu 2,0,1,1,1,0/1,1,0,0,2,1 S store=0,0 mtoto=-";

  static QStringList cycle() {
    return QString(
               "e1 a2 f1 a2 f1 d2 e1 b2 f1 e2 c1 a2 f1 e2 e1 c2 d1 a2 f1 a2 f1 e2 e1 c2 f1 b2 c1 a2 e1 e2 f1 b2 c1 "
               "a2 c1 c2 e1 b2 f1 a2 f1 a2 c1 b2 b1 a2 e1 d2 f1 a2 b1 b2 d1 c2 f1 a2 f1 a2 b1 b2 d1 a2 e1 d2 f1 b2 "
               "b1 a2 e1 d2 f1 d2 d1 b2")
        .split(' ');
  }

  // Plays `moves`, each legal, with the game still going on before each.
  static void playLine(Game& game, const QStringList& moves) {
    for (const QString& text : moves) {
      QCOMPARE(QString::fromStdString(formatResult(game.result())), QString("ongoing"));
      QVERIFY2(game.play(*parseMove(Variant::Kingulu, text.toStdString()).value), qPrintable(text));
    }
  }
};

QTEST_MAIN(TestKingulu)
#include "tst_kingulu.moc"
