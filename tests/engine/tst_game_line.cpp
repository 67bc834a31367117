// One history, owned by the engine (issue #16): a Game keeps the whole line of play, looking
// back along it (a ply or a single event) changes nothing, and only a different move played at
// an earlier point drops the rest of the line.
#include <random>

#include "baraza/record.h"
#include "rules_test_support.h"

using namespace baraza;

namespace {

// A random game of `plies` moves at most (it may end sooner).
Game randomGame(Variant variant, std::size_t plies, unsigned seed) {
  std::mt19937 random(seed);
  Game game(startPosition(variant));
  while (game.ply() < plies && !game.result().over()) {
    const MoveList legal = game.legalMoves();
    game.play(legal[random() % legal.size()]);
  }
  return game;
}

}  // namespace

class TestGameLine : public QObject {
  Q_OBJECT

 private slots:
  void variants_data() {
    QTest::addColumn<Variant>("variant");
    for (Variant v : kAllVariants) QTest::newRow(variantName(v).data()) << v;
  }

  // Undo keeps the line: every later move is still there, and the line's own next move replays it.
  void undoKeepsTheLine_data() { variants_data(); }
  void undoKeepsTheLine() {
    QFETCH(Variant, variant);
    Game game = randomGame(variant, 30, 1);
    const std::vector<Move> line = game.line();
    const Position end = game.position();
    while (game.undo()) {
    }
    QCOMPARE(game.ply(), std::size_t(0));
    QVERIFY(game.position() == game.start());
    QCOMPARE(game.length(), line.size());
    for (const Move& move : line) {
      QCOMPARE(game.dropsIfPlayed(move), std::size_t(0));
      QVERIFY(game.play(move));
      QCOMPARE(game.length(), line.size());
    }
    QVERIFY(game.position() == end);
  }

  // A different move at an earlier ply drops the rest, and says beforehand how many.
  void anotherMoveDropsTheRest() {
    Game game = randomGame(Variant::Kigogo, 20, 2);
    QCOMPARE(game.length(), std::size_t(20));
    game.seek({12, 0});
    const MoveList legal = game.legalMoves();
    Move other = legal[0];
    if (other == game.line()[12]) other = legal[1];
    QCOMPARE(game.dropsIfPlayed(other), std::size_t(8));
    QCOMPARE(game.dropsIfPlayed(game.line()[12]), std::size_t(0));
    QVERIFY(game.play(other));
    QCOMPARE(game.length(), std::size_t(13));
    QCOMPARE(game.ply(), std::size_t(13));
    QVERIFY(game.line()[12] == other);
  }

  // An illegal move changes nothing, not even the point looked at.
  void illegalMoveChangesNothing() {
    Game game = randomGame(Variant::Kete, 10, 3);
    game.seek({4, 0});
    Move illegal;
    illegal.square = squareAt(Variant::Kete, 0, 3);  // a North hole while South moves, or none at all
    QVERIFY(!game.play(illegal));
    QCOMPARE(game.ply(), std::size_t(4));
    QCOMPARE(game.length(), std::size_t(10));
  }

  // Stepping event by event along the whole line, forwards then backwards, passes every
  // position of the line at rest and every trace's events in order.
  void stepsThroughEveryEvent_data() { variants_data(); }
  void stepsThroughEveryEvent() {
    QFETCH(Variant, variant);
    Game game = randomGame(variant, 25, 4);
    const std::size_t length = game.length();
    game.seek({0, 0});
    std::size_t steps = 0;
    while (game.stepEvent(true)) {
      ++steps;
      const LinePoint at = game.point();
      if (at.event == 0) {
        QVERIFY(game.shownPosition() == game.positionAt(at.ply));
        QCOMPARE(game.shownHand(), 0);
      } else {
        // Part way: the engine's own replay of the first `event` events.
        const Trace trace = game.traceAt(at.ply);
        Position expected = trace.before;
        for (std::size_t i = 0; i < at.event; ++i) applyEvent(expected, trace.before.toMove, trace.events[i]);
        QVERIFY(game.shownPosition() == expected);
        QVERIFY(game.shownHand() >= 0);
        QCOMPARE(game.shownEvents(), at.event);
      }
    }
    QCOMPARE(game.point(), (LinePoint{length, 0}));
    std::size_t back = 0;
    while (game.stepEvent(false)) ++back;
    QCOMPARE(back, steps);
    QCOMPARE(game.point(), (LinePoint{0, 0}));
    QCOMPARE(game.length(), length);  // looking never changes the line
  }

  // The last event of a move completes it: the point is then at rest after the move.
  void lastEventCompletesTheMove() {
    Game game = randomGame(Variant::Kingulu, 6, 5);
    const std::size_t events = game.traceAt(2).events.size();
    game.seek({2, events - 1});
    QCOMPARE(game.point(), (LinePoint{2, events - 1}));
    QVERIFY(game.stepEvent(true));
    QCOMPARE(game.point(), (LinePoint{3, 0}));
    QVERIFY(game.shownTrace() != nullptr);
    QCOMPARE(game.shownEvents(), events);  // at rest, the move that led here, whole
  }

  // The result of a point is that of the line up to it; a later end does not leak back.
  void resultFollowsThePoint() {
    Game game(startPosition(Variant::Kimasai));
    std::mt19937 random(6);
    while (!game.result().over()) game.play(game.legalMoves()[random() % game.legalMoves().size()]);
    const std::size_t end = game.ply();
    game.seek({end - 1, 0});
    QVERIFY(!game.result().over());
    QVERIFY(!game.legalMoves().empty());
    QVERIFY(game.lineResult().over());
  }

  // A record is the whole line, wherever the point is: saving while looking back loses nothing.
  void recordKeepsTheWholeLine() {
    Game game = randomGame(Variant::Kete, 16, 7);
    game.seek({3, 0});
    const GameRecord record = recordOf(game);
    QCOMPARE(record.moves.size(), std::size_t(16));
  }

  // The revision changes with the line and only with it: looking, undoing and replaying the
  // line's own moves keep it; a copy shares it; a move taken back whole (the copy given back)
  // restores it; two games never share one.
  void revisionFollowsTheLine() {
    Game game = randomGame(Variant::Kigogo, 10, 8);
    const std::uint64_t ten = game.revision();
    game.seek({4, 3});
    game.stepEvent(true);
    game.undo();
    QCOMPARE(game.revision(), ten);
    game.seek({4, 0});
    QVERIFY(game.play(game.line()[4]));  // the line's own
    QCOMPARE(game.revision(), ten);
    const Game copy = game;
    QCOMPARE(copy.revision(), ten);
    const MoveList legal = game.legalMoves();
    const Move other = legal[0] == game.line()[5] ? legal[1] : legal[0];
    QVERIFY(game.play(other));
    QVERIFY(game.revision() != ten);
    game = copy;
    QCOMPARE(game.revision(), ten);
    game.setComment(2, "a comment");
    const std::uint64_t commented = game.revision();
    QVERIFY(commented != ten);
    game.setComment(2, "a comment");  // the same text: nothing changes
    QCOMPARE(game.revision(), commented);
    game.seek({7, 0});
    game.truncate();
    QVERIFY(game.revision() != commented);
    QVERIFY(Game(startPosition(Variant::Kigogo)).revision() != Game(startPosition(Variant::Kigogo)).revision());
  }

  // The players' decision (a resignation, a draw agreed) ends the line where it stands: no legal
  // move after it, a new revision; the line's own next move played from earlier keeps it at the
  // end, another move drops it with the rest of the line; withdrawn, the line is as before, its
  // revision too. A line the rules have ended takes none, nor does a reason of the rules.
  void decisionEndsTheLine() {
    Game game = randomGame(Variant::Kete, 6, 4);
    QVERIFY(!game.lineResult().over());
    const std::uint64_t before = game.revision();
    const Result resigned{.kind = Result::Kind::Win, .winner = Side::North, .reason = ResultReason::Resignation};
    QVERIFY(!game.decide({.kind = Result::Kind::Win, .winner = Side::North, .reason = ResultReason::NoMoves}));
    QVERIFY(!game.decide({.reason = ResultReason::Agreement}));  // no result at all
    QCOMPARE(game.revision(), before);
    QVERIFY(game.decide(resigned));
    QVERIFY(game.result() == resigned);
    QVERIFY(game.lineResult() == resigned);
    QVERIFY(game.decision() == resigned);
    QVERIFY(game.legalMoves().empty());
    QVERIFY(game.revision() != before);
    QVERIFY(!game.decide({.kind = Result::Kind::Draw, .reason = ResultReason::Agreement}));  // over already
    const Game decided = game;
    game.seek({5, 0});
    QVERIFY(!game.result().over());
    QVERIFY(game.lineResult() == resigned);
    QVERIFY(game.play(game.line()[5]));
    QVERIFY(game.result() == resigned);
    game.seek({5, 0});
    const MoveList legal = game.legalMoves();
    QVERIFY(game.play(legal[0] == game.line()[5] ? legal[1] : legal[0]));
    QVERIFY(!game.lineResult().over());
    QVERIFY(!game.decision());
    game = decided;
    QVERIFY(game.withdrawDecision());
    QVERIFY(!game.result().over());
    QVERIFY(!game.legalMoves().empty());
    QCOMPARE(game.revision(), before);
    QVERIFY(!game.withdrawDecision());
  }

  // A prefix's revision holds while its moves do: a move replaced later in the line leaves the
  // earlier prefixes as they were and gives the later ones new numbers.
  void prefixRevisionFollowsItsMoves() {
    Game game = randomGame(Variant::Kete, 12, 9);
    std::vector<std::uint64_t> before;
    for (std::size_t ply = 0; ply <= game.length(); ++ply) before.push_back(game.prefixRevision(ply));
    game.seek({6, 0});
    const MoveList legal = game.legalMoves();
    const Move other = legal[0] == game.line()[6] ? legal[1] : legal[0];
    QVERIFY(game.play(other));
    for (std::size_t ply = 0; ply <= 6; ++ply) QCOMPARE(game.prefixRevision(ply), before[ply]);
    QVERIFY(game.prefixRevision(7) != before[7]);
    QCOMPARE(game.prefixRevision(7), game.revision());
  }
};

QTEST_MAIN(TestGameLine)
#include "tst_game_line.moc"
