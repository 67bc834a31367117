// Bao Kingulu by proofs (issue #20): whether a side can force a final margin, and from that a
// position's exact value and a move that keeps it, fast enough for the expert to play every
// move of a game perfectly, the opening included.
//
// A proof that `prover` can force a final margin of at least `atLeast` (G-7) by ending the
// game is a depth-first AND-OR search to a depth limit, deepened step by step. A proved position
// is remembered with the height of its proof (the most plies the proof needs), and a proof only
// ever uses positions of smaller height, so playing it never repeats a position of its own. A
// failure is remembered with the depth it failed at. Unlike the solver (kingulu_solver.cpp) it
// needs no walk through a whole component, only the proof's positions.
//
// The game's past (C-6, a draw at the third occurrence): a proof never comes back to one of its
// own positions, so only a position that has occurred twice already can draw on the way, and the
// proof counts reaching one as the draw it is. That makes a proof hold in the game it was asked
// about, repetitions with its past included.

#include <algorithm>
#include <chrono>
#include <limits>
#include <mutex>
#include <unordered_map>
#include <unordered_set>

#include "baraza/kingulu_solution.h"
#include "kingulu_node.h"

namespace baraza {
namespace {

using namespace kingulu;
using Clock = std::chrono::steady_clock;
using Keys = std::unordered_set<std::uint64_t>;

class MarginProver {
 public:
  // `drawn`: the positions whose next occurrence is a draw by repetition (C-6).
  MarginProver(Side prover, int atLeast, const KinguluBudget& budget, std::optional<Clock::time_point> deadline,
               const Keys& drawn)
      : prover_(prover), atLeast_(atLeast), budget_(budget), deadline_(deadline), drawn_(drawn) {}

  // The height of a proof, if one is found within the budget.
  std::optional<int> prove(const Position& root, int maxDepth) {
    const Node node = nodeOf(root);
    for (int depth = 1; depth <= maxDepth && !gaveUp_; ++depth) {
      const int height = proves(node, keyOf(node), depth);
      if (height >= 0) return height;
    }
    return std::nullopt;
  }

  // After a proof of `height` from `root`, where the prover moves: the move it starts with.
  std::optional<Move> firstMove(const Position& root, int height) const {
    const Rules& rules = rulesFor(kVariant);
    const Node node = nodeOf(root);
    MoveList moves;
    rules.legalMoves(node.board, moves);
    for (const Move& move : moves) {
      Position after = node.board;
      rules.play(after, move);
      const auto found = memo_.find(keyOf(childOf(node, after)));
      if (found != memo_.end() && found->second.provenHeight >= 0 && found->second.provenHeight < height) return move;
    }
    return std::nullopt;
  }

  std::uint64_t positions() const { return memo_.size(); }
  std::uint64_t nodes() const { return nodes_; }
  bool gaveUp() const { return gaveUp_; }

 private:
  struct Entry {
    int provenHeight = -1;  // -1: not proved
    int failedDepth = 0;    // no proof of at most this height
  };

  // The proof's height (at most `depth`), or -1.
  int proves(const Node& node, std::uint64_t key, int depth) {
    Entry& known = memo_[key];
    if (known.provenHeight >= 0 && known.provenHeight <= depth) return known.provenHeight;
    if (known.failedDepth >= depth) return -1;
    if ((++nodes_ & 1023) == 0 && spent()) gaveUp_ = true;
    if (gaveUp_) return -1;
    const Rules& rules = rulesFor(kVariant);
    MoveList moves;
    rules.legalMoves(node.board, moves);
    const bool proverMoves = node.board.toMove == prover_;
    int height = -1;
    bool final = false;  // the same at every depth
    if (moves.empty() || drawn_.contains(key)) {
      const int margin = moves.empty() ? endMargin(node) : 0;
      height = (proverMoves ? margin : -margin) >= atLeast_ ? 0 : -1;
      final = true;
    } else if (cannotReach(node)) {
      final = true;
    } else if (depth > 0) {
      height = provesThroughMoves(node, moves, proverMoves, depth);
    }
    Entry& entry = memo_[key];  // the map may have grown
    if (height >= 0) {
      entry.provenHeight = height;
    } else if (final) {
      entry.failedDepth = std::numeric_limits<int>::max();
    } else if (!gaveUp_) {
      entry.failedDepth = std::max(entry.failedDepth, depth);
    }
    return height;
  }

  // The prover needs one move that proves, the defender's every move must.
  int provesThroughMoves(const Node& node, const MoveList& moves, bool proverMoves, int depth) {
    const Rules& rules = rulesFor(kVariant);
    std::array<Node, kMaxMoves> children;
    const std::size_t count = moves.size();
    for (std::size_t i = 0; i < count; ++i) {
      Position after = node.board;
      rules.play(after, moves[i]);
      children[i] = childOf(node, after);
    }
    // The prover's most promising moves first, and the defender's most dangerous: by the seeds
    // each keeps for good, which decides most proofs sooner than the move order does.
    const int sign = prover_ == Side::South ? 1 : -1;
    std::stable_sort(children.begin(), children.begin() + static_cast<std::ptrdiff_t>(count),
                     [&](const Node& a, const Node& b) {
                       return proverMoves ? sign * a.keptBySouth > sign * b.keptBySouth
                                          : sign * a.keptBySouth < sign * b.keptBySouth;
                     });
    int worst = 0;
    for (std::size_t i = 0; i < count; ++i) {
      const int child = proves(children[i], keyOf(children[i]), depth - 1);
      if (proverMoves && child >= 0) return child + 1;
      if (!proverMoves) {
        if (child < 0) return -1;
        worst = std::max(worst, child + 1);
      }
    }
    return proverMoves ? -1 : worst;
  }

  // Even every seed still on the board going to the prover would not give him the margin.
  bool cannotReach(const Node& node) const {
    const int kept = prover_ == Side::South ? node.keptBySouth : -node.keptBySouth;
    return kept + node.board.seedsInRows(Side::South) + node.board.seedsInRows(Side::North) < atLeast_;
  }

  bool spent() const {
    if (budget_.stop && budget_.stop->load(std::memory_order_relaxed)) return true;
    if (budget_.maxNewPositions && memo_.size() >= budget_.maxNewPositions) return true;
    return deadline_ && Clock::now() >= *deadline_;
  }

  Side prover_;
  int atLeast_;
  KinguluBudget budget_;
  std::optional<Clock::time_point> deadline_;
  const Keys& drawn_;
  std::unordered_map<std::uint64_t, Entry> memo_;
  std::uint64_t nodes_ = 0;
  bool gaveUp_ = false;
};

std::optional<Clock::time_point> deadlineOf(const KinguluBudget& budget) {
  if (budget.movetimeMs <= 0) return std::nullopt;
  return Clock::now() + std::chrono::milliseconds(budget.movetimeMs);
}

// The positions of the game so far that have occurred twice, so that a third occurrence draws
// (C-6); not the current one, which a proof never comes back to.
Keys drawnByRepetition(const Game& game) {
  std::unordered_map<std::uint64_t, int> seen;
  Keys drawn;
  for (std::size_t ply = 0; ply <= game.ply(); ++ply) {
    const Node node = nodeOf(game.positionAt(ply));
    if (fitsKey(node) && ++seen[keyOf(node)] >= 2) drawn.insert(keyOf(node));
  }
  drawn.erase(keyOf(nodeOf(game.position())));
  return drawn;
}

// Exact values proved so far, by position: where the next search for a value starts. A value
// proved with one game's past is only a guess for another game, which is all it is used as.
class Guesses {
 public:
  static Guesses& instance() {
    static Guesses guesses;
    return guesses;
  }
  std::optional<int> find(const Position& p) {
    const std::lock_guard lock(mutex_);
    const auto found = margins_.find(keyOf(nodeOf(p)));
    if (found == margins_.end()) return std::nullopt;
    return found->second;
  }
  void remember(const Position& p, int margin) {
    const std::lock_guard lock(mutex_);
    if (margins_.size() >= kForgetAfter) margins_.clear();
    margins_[keyOf(nodeOf(p))] = margin;
  }

 private:
  static constexpr std::size_t kForgetAfter = std::size_t{1} << 16;
  std::mutex mutex_;
  std::unordered_map<std::uint64_t, int> margins_;
};

// Where the search for the value starts: the value remembered for the position, or the one
// for the position before it (the opponent's, so ours is at least its negative), or a draw.
int firstGuess(const Game& game) {
  Guesses& guesses = Guesses::instance();
  if (const auto known = guesses.find(game.position())) return *known;
  if (game.ply() > 0)
    if (const auto before = guesses.find(game.positionAt(game.ply() - 1))) return -*before;
  return 0;
}

}  // namespace

std::optional<KinguluProof> proveKinguluMargin(const Position& position, Side prover, int atLeast,
                                               const KinguluBudget& budget, int maxDepth) {
  if (position.variant != kVariant || !fitsKey(nodeOf(position))) return std::nullopt;
  const Keys none;
  MarginProver search(prover, atLeast, budget, deadlineOf(budget), none);
  const std::optional<int> height = search.prove(position, maxDepth);
  if (!height && search.gaveUp()) return std::nullopt;
  return KinguluProof{height.has_value(), height.value_or(-1), search.positions(), search.nodes()};
}

std::optional<KinguluPlay> provenKinguluPlay(const Game& game, const KinguluBudget& budget) {
  const Position& position = game.position();
  if (position.variant != kVariant || game.result().over() || !fitsKey(nodeOf(position))) return std::nullopt;
  constexpr int kMaxDepth = 200;
  const std::optional<Clock::time_point> deadline = deadlineOf(budget);
  const Keys drawn = drawnByRepetition(game);
  const Side mover = position.toMove;
  // Margins are even (48 seeds in all, G-7), so values step by two. `low`: the mover proved to
  // force it; `high`: proved not to force it. Both proofs must end the game: where only a
  // repetition decides, neither may hold, and the value is left unknown.
  int low = std::numeric_limits<int>::min(), high = std::numeric_limits<int>::max();
  std::optional<Move> lowMove;
  int guess = firstGuess(game);
  guess -= guess % 2;
  while (guess > low && guess < high) {
    MarginProver forMover(mover, guess, budget, deadline, drawn);
    const std::optional<int> height = forMover.prove(position, kMaxDepth);
    if (forMover.gaveUp()) return std::nullopt;
    if (!height) {
      high = guess;
      guess -= 2;
      continue;
    }
    low = guess;
    lowMove = forMover.firstMove(position, *height);
    MarginProver forOpponent(other(mover), -guess, budget, deadline, drawn);
    const std::optional<int> bound = forOpponent.prove(position, kMaxDepth);
    if (forOpponent.gaveUp()) return std::nullopt;
    if (bound && lowMove) {
      Guesses::instance().remember(position, guess);
      Position after = position;
      rulesFor(kVariant).play(after, *lowMove);
      Guesses::instance().remember(after, -guess);
      return KinguluPlay{*lowMove, guess, guess >= 0 ? *height : *bound};
    }
    guess += 2;
  }
  return std::nullopt;
}

}  // namespace baraza
