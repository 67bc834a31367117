// Bao Kingulu solved (issue #20): the solver's exact values against positions worked out by
// hand from RULES.md (G-7 ends, C-6 cycles) and against a plain full-width minimax that plays
// every line to its end, repetition (C-6, the third occurrence) included. Positions are written
// North's row (a2-f2) first, then South's (a1-f1).
#include <QTest>
#include <limits>
#include <random>
#include <unordered_set>

#include "baraza/game.h"
#include "baraza/kingulu_solution.h"
#include "baraza/notation.h"
#include "baraza/search.h"

using namespace baraza;

namespace {

Position parsed(const char* text) {
  const auto position = parsePosition(text);
  if (!position) qFatal("bad position %s: %s", text, position.error.c_str());
  return *position.value;
}

// The final margin for the side to move with best play, by minimax over every line to its end:
// G-7 when the side to move has no legal move, a draw when a position occurs for the third time
// on the line (C-6, the root counting as its first occurrence). Nothing when it needs more than
// `nodeBudget` moves.
class PlainMinimax {
 public:
  explicit PlainMinimax(std::uint64_t nodeBudget) : budget_(nodeBudget) {}
  // Lines of the last value() that ended in a draw by repetition.
  std::uint64_t repetitions() const { return repetitions_; }

  // `past`: the positions of the game before the root, which count for C-6 as the line's do.
  std::optional<int> value(const Position& root, const std::vector<Position>& past = {}) {
    line_ = past;
    line_.push_back(root);
    nodes_ = 0;
    repetitions_ = 0;
    const int margin = negamax(root);
    if (nodes_ > budget_) return std::nullopt;
    return margin;
  }

 private:
  int negamax(const Position& p) {
    const Rules& rules = rulesFor(Variant::Kingulu);
    MoveList legal;
    rules.legalMoves(p, legal);
    if (legal.empty()) return kinguluCount(p, p.toMove) - kinguluCount(p, other(p.toMove));  // G-7
    int best = -1000;
    for (const Move& move : legal) {
      if (++nodes_ > budget_) return 0;
      Position next = p;
      rules.play(next, move);
      int value = 0;  // the third occurrence draws
      if (std::count(line_.begin(), line_.end(), next) < 2) {
        line_.push_back(next);
        value = -negamax(next);
        line_.pop_back();
      } else {
        ++repetitions_;
      }
      best = std::max(best, value);
    }
    return best;
  }

  std::uint64_t budget_;
  std::uint64_t nodes_ = 0;
  std::uint64_t repetitions_ = 0;
  std::vector<Position> line_;
};

QString moveText(const Move& move) { return QString::fromStdString(formatMove(Variant::Kingulu, move)); }

// The expert's play by proofs at ply `ply` of `game`, the game's past included (C-6), against
// a minimax that sees the same past: the same value, and a move that keeps it. False where the
// proofs or the minimax give no value; `error` says where they disagree.
bool comparesProofs(Game game, std::size_t ply, PlainMinimax& minimax, QString& error) {
  game.seek({ply, 0});
  if (game.result().over()) return false;
  const auto play = provenKinguluPlay(game, {});
  if (!play) return false;
  std::vector<Position> past;
  for (std::size_t i = 0; i < ply; ++i) past.push_back(game.positionAt(i));
  const auto exact = minimax.value(game.position(), past);
  if (!exact) return false;
  const Side mover = game.position().toMove;
  const QString where = QString::fromStdString(formatPosition(game.position())) + QString(" at ply %1").arg(ply);
  if (play->margin != *exact) error = where + QString(": proofs %1, minimax %2").arg(play->margin).arg(*exact);
  past.push_back(game.position());
  game.play(play->move);
  std::optional<int> afterMove;
  if (game.result().over()) {
    afterMove = game.result().marginFor(mover);
  } else if (const auto opponents = minimax.value(game.position(), past)) {
    afterMove = -*opponents;
  }
  if (error.isEmpty() && afterMove && *afterMove != *exact)
    error =
        where + QString(": the proofs' move %1 gives %2, not %3").arg(moveText(play->move)).arg(*afterMove).arg(*exact);
  return true;
}

}  // namespace

class TestKinguluSolver : public QObject {
  Q_OBJECT

 private slots:
  void init() { clearKinguluSolver(); }

  // G-7: South to move has no seed: the game is over. South counts his store (20), North his
  // store and row (25 + 1 + 2): South loses by 8, no plies left, no moves.
  void endPositionScoredByG7() {
    const auto value = solvedValue(parsed("kingulu 1,2,0,0,0,0/0,0,0,0,0,0 S store=20,25 mtoto=-"));
    QVERIFY(value);
    QCOMPARE(value->margin, -8);
    QCOMPARE(value->plies, 0);
    QCOMPARE(value->kind(), Result::Kind::Win);
    QCOMPARE(value->winner(Side::South), Side::North);
    QVERIFY(value->moves.empty());
  }

  // One move from the end. South's only move a1 drops its seed into the empty b1 and takes b2's
  // two seeds with it (G-4.2): store 22 + 3 = 25. North has no seed left, so the game is over
  // (G-7): 25-23, South wins by 2 in one ply.
  void oneMoveFromTheEnd() {
    const auto value = solvedValue(parsed("kingulu 0,2,0,0,0,0/1,0,0,0,0,0 S store=22,23 mtoto=-"));
    QVERIFY(value);
    QCOMPARE(value->margin, 2);
    QCOMPARE(value->plies, 1);
    QCOMPARE(value->moves.size(), std::size_t{1});
    QCOMPARE(moveText(value->moves.front().move), QString("a1"));
  }

  // The same capture beside a quiet move: a1 wins at once by 2 (25 with e1's seed in the row,
  // G-7, against 23); e1 (into the empty f1, nothing opposite) lets North play on, and its value
  // is what the minimax gives. The best move is a1: of equal margins, the quicker win.
  void bestMoveOfTwo() {
    const Position p = parsed("kingulu 0,2,0,0,0,0/1,0,0,0,1,0 S store=21,23 mtoto=-");
    const auto value = solvedValue(p);
    QVERIFY(value);
    QCOMPARE(value->margin, 2);
    QCOMPARE(moveText(value->moves.front().move), QString("a1"));
    QCOMPARE(value->moves.front().plies, 1);
    QCOMPARE(value->moves.size(), std::size_t{2});
    Position afterE1 = p;
    rulesFor(Variant::Kingulu).play(afterE1, value->moves.back().move);
    const auto e1 = PlainMinimax(1'000'000).value(afterE1);
    QVERIFY(e1);
    QCOMPARE(value->moves.back().margin, -*e1);
    QVERIFY(value->moves.back().margin < 2 || value->moves.back().plies > 1);
  }

  // C-6: Kingulu positions do recur. This one is reached from the start; after these 14 moves,
  // none of which captures, makes a mtoto or stores a seed, it is back, and going round twice
  // more draws the game on its third occurrence.
  void positionsRecur() {
    const char* start = "kingulu 1,2,0,1,0,1/0,1,0,1,2,1 S store=32,6 mtoto=-";
    Game game(parsed(start));
    const QStringList cycle = QString("b1 a2 f1 a2 b1 c2 e1 f2 f1 b2 a1 a2 f1 a2").split(' ');
    for (int round = 0; round < 2; ++round) {
      for (const QString& text : cycle) {
        QVERIFY(!game.result().over());
        QVERIFY(game.play(*parseMove(Variant::Kingulu, text.toStdString()).value));
      }
      QCOMPARE(QString::fromStdString(formatPosition(game.position())), QString(start));
    }
    QCOMPARE(game.result().kind, Result::Kind::Draw);
    QCOMPARE(game.result().reason, ResultReason::Repetition);
    // South, 26 ahead in kept seeds, leaves the cycle and wins by 30 in 13 plies. (A plain minimax
    // in which a line ends drawn at a position's second occurrence, which has the same value from
    // a position with no past, agrees: 30, after 55 million moves, too slow for a test.)
    const auto value = solvedValue(parsed(start));
    QVERIFY(value);
    QCOMPARE(value->margin, 30);
    QCOMPARE(value->plies, 13);
  }

  // Every position of 1,000 random games where a plain minimax reaches every end within its
  // budget: the solver gives the same margin, and its best moves keep it. The expert's play by
  // proofs, which counts the game's past, agrees with a minimax that counts it too (C-6): from
  // a cycle's start the past can recur.
  void agreesWithFullWidthMinimax_data() {
    QTest::addColumn<QString>("start");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("leastCompared");
    QTest::newRow("from the start") << "kingulu" << 1000 << 10000;
    // Where cycles are (positionsRecur): random games from the cycle's start.
    QTest::newRow("from a cycle") << "kingulu 1,2,0,1,0,1/0,1,0,1,2,1 S store=32,6 mtoto=-" << 300 << 1000;
  }

  void agreesWithFullWidthMinimax() {
    QFETCH(QString, start);
    QFETCH(int, games);
    QFETCH(int, leastCompared);
    std::mt19937_64 random(20);
    PlainMinimax minimax(20'000);
    int compared = 0, repetitionDraws = 0, provedPlays = 0;
    for (int g = 0; g < games; ++g) {
      Game game(start == "kingulu" ? startPosition(Variant::Kingulu) : parsed(start.toUtf8().constData()));
      while (!game.result().over()) {
        const MoveList legal = game.legalMoves();
        game.play(legal[random() % legal.size()]);
      }
      for (std::size_t ply = game.ply() + 1; ply-- > 0;) {  // from the end, while the minimax reaches
        const Position& p = game.positionAt(ply);
        const auto exact = minimax.value(p);
        if (!exact) break;
        const auto value = solvedValue(p);
        QVERIFY2(value, formatPosition(p).c_str());
        QVERIFY2(value->margin == *exact, (formatPosition(p) + ": solver " + std::to_string(value->margin) +
                                           ", minimax " + std::to_string(*exact))
                                              .c_str());
        if (!value->moves.empty()) QCOMPARE(value->moves.front().margin, value->margin);
        if (value->plies < 0) ++repetitionDraws;
        ++compared;
        QString error;
        if (comparesProofs(game, ply, minimax, error)) ++provedPlays;
        QVERIFY2(error.isEmpty(), qPrintable(error));
      }
    }
    qInfo("%d positions compared, %d of them drawn by repetition; %d proved plays agree", compared, repetitionDraws,
          provedPlays);
    QVERIFY(compared >= leastCompared);
    QCOMPARE(provedPlays, compared - games);  // every position but the games' ends: the proofs never gave up
  }

  // Where positions recur: random positions with few seeds left in the rows, compared where the
  // minimax, going round each cycle to the third occurrence, reaches every end within its budget.
  void agreesWhereCyclesAre() {
    std::mt19937_64 random(3);
    PlainMinimax minimax(100'000);
    int compared = 0, withCycles = 0;
    for (int i = 0; i < 3000; ++i) {
      Position p = startPosition(Variant::Kingulu);
      p.pits = {};
      const int seeds = 8 + static_cast<int>(random() % 5);
      for (int k = 0; k < seeds; ++k) ++p.pits[random() % 12];
      const int south = static_cast<int>(random() % (49 - seeds));
      p.store = {static_cast<std::uint8_t>(south), static_cast<std::uint8_t>(48 - seeds - south)};
      p.toMove = random() % 2 ? Side::South : Side::North;
      const auto exact = minimax.value(p);
      if (!exact) continue;
      const auto value = solvedValue(p);
      QVERIFY(value);
      QVERIFY2(value->margin == *exact,
               (formatPosition(p) + ": solver " + std::to_string(value->margin) + ", minimax " + std::to_string(*exact))
                   .c_str());
      ++compared;
      if (minimax.repetitions() > 0) ++withCycles;
    }
    qInfo("%d positions compared, in %d of them the minimax met repetitions", compared, withCycles);
    QVERIFY(withCycles >= 20);
  }

  // The proof search (no whole components, no repetition in its proofs) brackets the same
  // value: the mover forces v and not v + 1, the opponent forces -v. In the cycle too.
  void proofsBracketTheValue() {
    std::mt19937_64 random(11);
    std::vector<Position> positions{parsed("kingulu 1,2,0,1,0,1/0,1,0,1,2,1 S store=32,6 mtoto=-")};
    while (positions.size() < 150) {
      Game game(startPosition(Variant::Kingulu));
      const int plies = 12 + static_cast<int>(random() % 14);
      for (int ply = 0; ply < plies && !game.result().over(); ++ply) {
        const MoveList legal = game.legalMoves();
        game.play(legal[random() % legal.size()]);
      }
      positions.push_back(game.position());
    }
    int compared = 0;
    for (const Position& p : positions) {
      const auto value = solvedValue(p, {.maxNewPositions = 100'000});
      if (!value) continue;
      const Side mover = p.toMove;
      const std::string text = formatPosition(p);
      QVERIFY2(proveKinguluMargin(p, mover, value->margin)->proved, text.c_str());
      QVERIFY2(!proveKinguluMargin(p, mover, value->margin + 1)->proved, text.c_str());
      QVERIFY2(proveKinguluMargin(p, other(mover), -value->margin)->proved, text.c_str());
      ++compared;
    }
    QVERIFY(compared >= 50);
  }

  // The start: South wins 26-22. He forces a margin of 4, and North holds him to 4.
  void startIsSouthByFour() {
    const Position start = startPosition(Variant::Kingulu);
    const auto south = proveKinguluMargin(start, Side::South, 4);
    QVERIFY(south && south->proved);
    const auto north = proveKinguluMargin(start, Side::North, -4);
    QVERIFY(north && north->proved);
  }

  // The expert's play by proofs from the opening. At the start South forces 4 (26-22, G-7);
  // each first move, North's value after it worked out by proofs too, gives South at most 4,
  // and the one the proofs chose gives him exactly 4.
  void provedPlayFromTheStart() {
    const Game start(startPosition(Variant::Kingulu));
    const auto play = provenKinguluPlay(start, {});
    QVERIFY(play);
    QCOMPARE(play->margin, 4);
    int best = std::numeric_limits<int>::min();
    for (const Move& move : start.legalMoves()) {
      Game after = start;
      after.play(move);
      const auto reply = provenKinguluPlay(after, {});
      QVERIFY2(reply, qPrintable(moveText(move)));
      best = std::max(best, -reply->margin);
      if (move == play->move) QCOMPARE(-reply->margin, 4);
    }
    QCOMPARE(best, 4);
  }

  // Both sides playing by proofs from the start: every move keeps the value (South's 4), and
  // the game ends 26-22 by G-7.
  void provedPlayToTheEnd() {
    Game game(startPosition(Variant::Kingulu));
    while (!game.result().over()) {
      const auto play = provenKinguluPlay(game, {});
      QVERIFY(play);
      QCOMPARE(play->margin, game.position().toMove == Side::South ? 4 : -4);
      QVERIFY(game.play(play->move));
    }
    QCOMPARE(game.result().reason, ResultReason::Score);
    QCOMPARE(game.result().southScore, 26);
    QCOMPARE(game.result().northScore, 22);
  }

  // The opening table (bao-cli solve kingulu --opening-table) holds every position the first
  // plies can reach from the start, each as provenKinguluPlay() proved it; a sample of them,
  // from every depth, proved again without the table: the same margin and plies, and the move
  // read from the table keeps the margin (the position after it, proved, gives the opponent its
  // negative, or the game ends with it).
  void openingTableReproved() {
    const int depth = kinguluOpeningTableDepth();
    QVERIFY(depth >= 6);
    const Rules& rules = rulesFor(Variant::Kingulu);
    std::vector<Position> layer{startPosition(Variant::Kingulu)};
    std::unordered_set<std::uint64_t> seen{hashOf(layer.front())};
    std::size_t held = 0, reproved = 0;
    MoveList moves;
    for (int ply = 0; ply <= depth; ++ply) {
      std::vector<Position> next;
      for (std::size_t i = 0; i < layer.size(); ++i) {
        const Game game(layer[i]);
        if (game.result().over()) continue;
        const auto known = kinguluOpeningValue(layer[i]);
        QVERIFY2(known, formatPosition(layer[i]).c_str());
        ++held;
        // Two positions a depth (a few of the slow first ones), spread over the layer.
        if (ply >= 2 && i % std::max<std::size_t>(1, layer.size() / 2) == layer.size() / 4) {
          const auto play = provenKinguluPlay(game, {});
          const auto proved = provenKinguluPlay(game, {.openingTable = false});
          QVERIFY(play && proved);
          QCOMPARE(play->margin, known->margin);
          QCOMPARE(play->plies, known->plies);
          QCOMPARE(proved->margin, known->margin);
          QCOMPARE(proved->plies, known->plies);
          Game after = game;
          after.play(play->move);
          const auto reply = after.result().over() ? std::nullopt : provenKinguluPlay(after, {.openingTable = false});
          const int kept = reply ? -reply->margin : after.result().marginFor(game.position().toMove);
          QCOMPARE(kept, known->margin);
          ++reproved;
        }
        rules.legalMoves(layer[i], moves);
        for (const Move& move : moves) {
          Position position = layer[i];
          rules.play(position, move);
          if (seen.insert(hashOf(position)).second) next.push_back(position);
        }
      }
      layer = std::move(next);
    }
    QVERIFY(reproved >= static_cast<std::size_t>(2 * (depth - 1)));
    QVERIFY(held <= kinguluOpeningTableSize());
  }

  // The expert plays the exact value: from won positions of random games it wins against the
  // greedy level by at least the solved margin (its opponent's mistakes can only add), and the
  // game ends by G-7, never by repetition.
  void expertKeepsTheSolvedMargin() {
    std::mt19937_64 random(7);
    int played = 0;
    for (int g = 0; played < 40; ++g) {
      Game game(startPosition(Variant::Kingulu));
      const int plies = 14 + static_cast<int>(random() % 10);
      for (int ply = 0; ply < plies && !game.result().over(); ++ply) {
        const MoveList legal = game.legalMoves();
        game.play(legal[random() % legal.size()]);
      }
      if (game.result().over()) continue;
      const auto value = solvedValue(game.position(), {.maxNewPositions = 100'000});
      if (!value || value->margin <= 0) continue;
      const Side expert = game.position().toMove;
      while (!game.result().over()) {
        const Level level = game.position().toMove == expert ? Level::Expert : Level::Greedy;
        QVERIFY(game.play(*chooseMove(game, level, random(), 100)));
      }
      const Result& result = game.result();
      QCOMPARE(result.reason, ResultReason::Score);
      const int margin = result.marginFor(expert);
      QVERIFY2(margin >= value->margin, (std::to_string(margin) + " < " + std::to_string(value->margin)).c_str());
      ++played;
    }
  }
};

QTEST_MAIN(TestKinguluSolver)
#include "tst_kingulu_solver.moc"
