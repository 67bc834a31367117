#include "baraza/search.h"

#include <algorithm>
#include <chrono>
#include <random>
#include <vector>

namespace baraza {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kWin = 100000;

int kinguluScore(const Position& p, Side side) {
  int score = p.store[static_cast<std::size_t>(indexOf(side))];
  for (int i = 0; i < 12; ++i) {
    const Square sq = static_cast<Square>(i);
    const Side owner = p.isMtoto(sq) ? mtotoOwner(p.variant, sq) : ownerOf(p.variant, sq);
    if (owner == side) score += p.seeds(sq);
  }
  return score;
}

int material(const Position& p, Side side) {
  switch (p.variant) {
    case Variant::Kingulu:
      return kinguluScore(p, side);
    case Variant::Kete:
      return p.seedsInRows(side) + p.reserve[static_cast<std::size_t>(indexOf(side))] +
             2 * p.seedsInFrontRow(side) / 3 + (p.kuu[static_cast<std::size_t>(indexOf(side))] ? 3 : 0);
    default:
      return p.seedsInRows(side);
  }
}

struct Child {
  Move move;
  Position position;
  MoveOutcome outcome;
  int order = 0;
};

class Searcher {
 public:
  Searcher(const Game& game, const SearchLimits& limits) : game_(game), limits_(limits), rules_(game.rules()) {
    if (limits.movetimeMs > 0) deadline_ = Clock::now() + std::chrono::milliseconds(limits.movetimeMs);
  }

  SearchResult run() {
    SearchResult result;
    const MoveList legal = game_.legalMoves();
    if (legal.empty()) return result;
    result.best = legal[0];
    if (legal.size() == 1 && limits_.movetimeMs > 0) return result;
    for (int depth = 1; depth <= limits_.depth; ++depth) {
      Move best = *result.best;
      const int score = root(depth, best);
      if (aborted_) break;
      result.best = best;
      result.score = score;
      result.depth = depth;
      if (std::abs(score) > kWin / 2) break;
    }
    result.nodes = nodes_;
    return result;
  }

 private:
  int root(int depth, Move& best) {
    std::vector<Child> children = expand(game_.position());
    // The previous iteration's best move first.
    for (auto& c : children)
      if (c.move == best) c.order = 1 << 20;
    std::stable_sort(children.begin(), children.end(),
                     [](const Child& a, const Child& b) { return a.order > b.order; });
    int alpha = -kWin - 1;
    for (const Child& child : children) {
      const int score = -negamax(child, depth - 1, -kWin - 1, -alpha, 1);
      if (aborted_) return alpha;
      if (score > alpha) {
        alpha = score;
        best = child.move;
      }
    }
    return alpha;
  }

  std::vector<Child> expand(const Position& position) {
    MoveList moves;
    rules_.candidateMoves(position, moves);
    std::vector<Child> children;
    children.reserve(moves.size());
    const int before = material(position, position.toMove) - material(position, other(position.toMove));
    for (const Move& move : moves) {
      Child child{move, position, {}, 0};
      child.outcome = rules_.play(child.position, move);
      if (child.outcome.endless) continue;
      // Order by what the move gains at once: captures first.
      child.order = -evaluate(child.position) - before;
      children.push_back(child);
    }
    std::sort(children.begin(), children.end(), [](const Child& a, const Child& b) { return a.order > b.order; });
    return children;
  }

  // Value of `node.position` for its side to move.
  int negamax(const Child& node, int depth, int alpha, int beta, int ply) {
    if ((++nodes_ & 1023) == 0) checkTime();
    if (aborted_) return 0;
    const Position& p = node.position;
    Result ended = rules_.immediateResult(p, &node.outcome);
    if (ended.over()) return terminalScore(ended, p, ply);
    if (depth <= 0) return evaluate(p);
    std::vector<Child> children = expand(p);
    if (children.empty()) return terminalScore(rules_.noMoveResult(p), p, ply);
    int best = -kWin - 1;
    for (const Child& child : children) {
      const int score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
      if (aborted_) return 0;
      best = std::max(best, score);
      alpha = std::max(alpha, score);
      if (alpha >= beta) break;
    }
    return best;
  }

  static int terminalScore(const Result& result, const Position& p, int ply) {
    if (result.kind == Result::Kind::Draw) return 0;
    return result.winner == p.toMove ? kWin - ply : -kWin + ply;
  }

  void checkTime() {
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) aborted_ = true;
    if (deadline_ && Clock::now() >= *deadline_) aborted_ = true;
  }

  const Game& game_;
  SearchLimits limits_;
  const Rules& rules_;
  std::optional<Clock::time_point> deadline_;
  std::uint64_t nodes_ = 0;
  bool aborted_ = false;
};

}  // namespace

int evaluate(const Position& p) { return material(p, p.toMove) - material(p, other(p.toMove)); }

SearchResult search(const Game& game, const SearchLimits& limits) { return Searcher(game, limits).run(); }

std::string_view levelName(Level level) {
  switch (level) {
    case Level::Random:
      return "random";
    case Level::Greedy:
      return "greedy";
    case Level::Beginner:
      return "beginner";
    case Level::Casual:
      return "casual";
    case Level::Strong:
      return "strong";
    case Level::Expert:
      return "expert";
  }
  return "random";
}

std::optional<Level> levelFromName(std::string_view name) {
  for (Level l : {Level::Random, Level::Greedy, Level::Beginner, Level::Casual, Level::Strong, Level::Expert})
    if (levelName(l) == name) return l;
  return std::nullopt;
}

std::optional<Move> chooseMove(const Game& game, Level level, std::uint64_t seed, int movetimeMs,
                               const std::atomic<bool>* stop) {
  const MoveList legal = game.legalMoves();
  if (legal.empty()) return std::nullopt;
  std::mt19937_64 random(seed);
  switch (level) {
    case Level::Random:
      return legal[random() % legal.size()];
    case Level::Greedy: {  // one ply, the most seeds gained; ties at random
      std::vector<Move> best;
      int bestScore = -kWin;
      for (const Move& move : legal) {
        Position next = game.position();
        game.rules().play(next, move);
        const int score = -evaluate(next);
        if (score > bestScore) best.clear();
        if (score >= bestScore) {
          bestScore = score;
          best.push_back(move);
        }
      }
      return best[random() % best.size()];
    }
    case Level::Beginner:
      return search(game, {.depth = 2, .movetimeMs = 0, .stop = stop}).best;
    case Level::Casual:
      return search(game, {.depth = 4, .movetimeMs = 0, .stop = stop}).best;
    case Level::Strong:
      return search(game, {.depth = 64, .movetimeMs = movetimeMs > 0 ? movetimeMs : 500, .stop = stop}).best;
    case Level::Expert:
      return search(game, {.depth = 64, .movetimeMs = movetimeMs > 0 ? movetimeMs : 2000, .stop = stop}).best;
  }
  return legal[0];
}

}  // namespace baraza
