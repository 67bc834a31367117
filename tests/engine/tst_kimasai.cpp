// Bao la Kimasai, four rows: RULES.md M-1 ... M-4. Expected values worked out by hand.
#include <vector>

#include "baraza/position_problem.h"
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

  // M-1: "A hole never holds more than one stone" is Kimasai's alone; the other games' holes
  // hold any number, and the position check follows the same fact.
  void oneStoneAHoleOnlyInKimasai_M1() {
    for (Variant v : kAllVariants) QCOMPARE(holdsOnePieceAHole(v), v == Variant::Kimasai);
    Position two = baraza::startPosition(Variant::Kimasai);
    two.at(1) = 2;  // b1 holds two: a stone too many, and the game's total is 47
    QCOMPARE(checkPosition(two).fault, PositionFault::KimasaiHoleOverOne);
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

  // C-6 cannot be reached in Kimasai: no position ever occurs twice. Captures remove stones for
  // good, so a repetition needs a line without captures that brings every stone back; stones
  // only step forward, so on it each hole of a side's loop is entered equally often, m >= 1
  // times. A stone entering its front row (South at l2, North at a3) while the other side has
  // a front stone faces it across the columns between: South's front stones step leftward,
  // North's rightward, and neither can step into the column of the other (M-3: a capture), so
  // neither could ever leave the front row again. So the two front rows are never occupied at
  // once. While South's is, its stones make at least 12m moves (each of the m traversals: eleven
  // steps along the row and one out of it after entering, plus the entry at l2 of any stone
  // that enters an occupied row), North moves as often in between, and all of those North
  // moves must enter North's back holes k4 ... a4 (l4 is entered only from the front row, a3
  // would enter it), which are entered 11m times in all: too few. The check below is the
  // engine's side of it: with two stones a side, no line without captures comes back.
  void noPositionRecurs_C6() {
    const Rules& rules = rulesFor(Variant::Kimasai);
    const Loop& southLoop = loopOf(Variant::Kimasai, Side::South);
    const Loop& northLoop = loopOf(Variant::Kimasai, Side::North);
    constexpr int kHoles = 24;
    // A state: the loop positions of South's two stones and North's two, and the side to move.
    auto index = [](int s1, int s2, int n1, int n2, int side) {
      return (((s1 * kHoles + s2) * kHoles + n1) * kHoles + n2) * 2 + side;
    };
    auto stonesOf = [&](const Position& p, const Loop& loop) {
      std::vector<int> at;
      for (int i = 0; i < kHoles; ++i)
        if (p.seeds(loop.at(i))) at.push_back(i);
      return at;
    };
    std::vector<std::vector<int>> successors(static_cast<std::size_t>(index(23, 23, 23, 23, 1) + 1));
    std::vector<int> states;
    std::vector<int> incoming(successors.size(), 0);
    for (int s1 = 0; s1 < kHoles; ++s1)
      for (int s2 = s1 + 1; s2 < kHoles; ++s2)
        for (int n1 = 0; n1 < kHoles; ++n1)
          for (int n2 = n1 + 1; n2 < kHoles; ++n2)
            for (int side = 0; side < 2; ++side) {
              Position p;
              p.variant = Variant::Kimasai;
              p.toMove = side == 0 ? Side::South : Side::North;
              for (int i : {s1, s2}) p.at(southLoop.at(i)) = 1;
              for (int i : {n1, n2}) p.at(northLoop.at(i)) = 1;
              const int from = index(s1, s2, n1, n2, side);
              states.push_back(from);
              MoveList moves;
              rules.legalMoves(p, moves);
              for (const Move& move : moves) {
                Position next = p;
                rules.play(next, move);
                if (next.seedsOnBoard() < 4) continue;  // a capture: never undone
                const auto s = stonesOf(next, southLoop);
                const auto n = stonesOf(next, northLoop);
                const int to = index(s[0], s[1], n[0], n[1], 1 - side);
                successors[static_cast<std::size_t>(from)].push_back(to);
                ++incoming[static_cast<std::size_t>(to)];
              }
            }
    // Kahn's algorithm: the states that remain after peeling off those with nothing leading
    // into them are the ones on (or fed by) a cycle.
    std::vector<int> ready;
    for (int state : states)
      if (incoming[static_cast<std::size_t>(state)] == 0) ready.push_back(state);
    std::size_t peeled = 0;
    while (!ready.empty()) {
      const int state = ready.back();
      ready.pop_back();
      ++peeled;
      for (int next : successors[static_cast<std::size_t>(state)])
        if (--incoming[static_cast<std::size_t>(next)] == 0) ready.push_back(next);
    }
    QCOMPARE(states.size(), std::size_t{2 * 276 * 276});
    QCOMPARE(peeled, states.size());
  }
};

QTEST_MAIN(TestKimasai)
#include "tst_kimasai.moc"
