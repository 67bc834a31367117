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
#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <unordered_set>

#include "baraza/kingulu_solution.h"
#include "baraza/search.h"
#include "kingulu_node.h"
#include "solve/kingulu_opening.h"

namespace baraza {
namespace {

using namespace kingulu;
using Clock = std::chrono::steady_clock;
using Keys = std::unordered_set<std::uint64_t>;

// Whether a budget is used up: asked to stop, `positions` remembered, or past `deadline`.
bool budgetSpent(const KinguluBudget& budget, std::uint64_t positions, std::optional<Clock::time_point> deadline) {
  if (budget.stop && budget.stop->load(std::memory_order_relaxed)) return true;
  if (budget.maxNewPositions && positions >= budget.maxNewPositions) return true;
  return deadline && Clock::now() >= *deadline;
}

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

  // A proof of at most `depth` plies from `root`, the memo kept from every root before: its
  // height, or -1. Deepened one ply at a time from 1, the first height found is the least.
  int provesWithin(const Position& root, int depth) {
    const Node node = nodeOf(root);
    return proves(node, keyOf(node), depth);
  }

  // Lets a prover that gave up at its deadline go on until another (what it proved or found
  // unprovable so far stays remembered).
  void extendUntil(std::optional<Clock::time_point> deadline) {
    deadline_ = deadline;
    gaveUp_ = false;
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

  bool spent() const { return budgetSpent(budget_, memo_.size(), deadline_); }

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

// Where the search for the value starts: the value remembered for the position, else a short
// search's estimate (ten plies: milliseconds, and at the opening within 4 seeds of the value,
// where starting from a draw cost twice the proofs), but never below the bound the position
// before it gives (the opponent's value there: ours is at least its negative).
int firstGuess(const Game& game) {
  Guesses& guesses = Guesses::instance();
  if (const auto known = guesses.find(game.position())) return *known;
  const int estimate = search(game, {.depth = 10}).score;
  int guess =
      std::abs(estimate) > kProvenScore ? (estimate > 0 ? 2 : -2) : 2 * static_cast<int>(std::lround(estimate / 200.0));
  if (game.ply() > 0)
    if (const auto before = guesses.find(game.positionAt(game.ply() - 1))) guess = std::max(guess, -*before);
  return guess;
}

// The search for a position's value, a step at a time: does the mover force at least a margin?
// Two proofs race in turns of doubling length, the mover's that he does and the opponent's that
// he holds him to two seeds less: whichever holds is found far sooner than the other fails
// (from the start 0.1-0.2 s against up to a second). Both proofs end the game, so where only a
// repetition decides neither holds, and the value stays unknown.
class ValueSearch {
 public:
  struct Step {
    int margin = 0;
    bool forced = false;       // the mover forces `margin`; else the opponent holds him below it
    int height = 0;            // of the proof that held
    std::optional<Move> move;  // the mover's first move, where he forces it
  };

  ValueSearch(const Position& position, const KinguluBudget& budget, Keys drawn)
      : position_(position), budget_(budget), deadline_(deadlineOf(budget)), drawn_(std::move(drawn)) {}

  std::optional<Step> forcesAtLeast(int margin) const {
    const Side mover = position_.toMove;
    MarginProver forMover(mover, margin, budget_, deadline_, drawn_);
    MarginProver forOpponent(other(mover), 2 - margin, budget_, deadline_, drawn_);
    std::array<MarginProver*, 2> provers{&forMover, &forOpponent};
    std::array<bool, 2> unprovable{false, false};
    for (int sliceMs = 10; !(unprovable[0] && unprovable[1]); sliceMs *= 2) {
      for (std::size_t i = 0; i < provers.size(); ++i) {
        if (unprovable[i]) continue;
        provers[i]->extendUntil(sliceEnd(sliceMs));
        if (const std::optional<int> height = provers[i]->prove(position_, kMaxProofDepth)) {
          if (i == 1) return Step{margin, false, *height, std::nullopt};
          return Step{margin, true, *height, forMover.firstMove(position_, *height)};
        }
        if (!provers[i]->gaveUp()) {
          unprovable[i] = true;
        } else if (spent(*provers[i])) {
          return std::nullopt;
        }
      }
    }
    return std::nullopt;
  }

 private:
  static constexpr int kMaxProofDepth = 200;

  Clock::time_point sliceEnd(int sliceMs) const {
    const Clock::time_point end = Clock::now() + std::chrono::milliseconds(sliceMs);
    return deadline_ ? std::min(end, *deadline_) : end;
  }
  // The whole budget, not a turn, is used up.
  bool spent(const MarginProver& prover) const { return budgetSpent(budget_, prover.positions(), deadline_); }

  const Position& position_;
  KinguluBudget budget_;
  std::optional<Clock::time_point> deadline_;
  Keys drawn_;
};

// A move that keeps `margin`, the mover's value of the game's position, as the opening table
// shows it: the values of the positions after the moves (or the end a move makes). Of the moves
// that keep it, the one whose end is nearest when the mover wins or draws, furthest when he
// loses; nothing when the table holds none of them.
std::optional<Move> tableMoveKeeping(const Game& game, int margin) {
  const Side mover = game.position().toMove;
  std::optional<Move> best;
  int bestPlies = 0;
  for (const Move& move : game.legalMoves()) {
    Game after = game;
    after.play(move);
    int value = 0, plies = 0;
    if (after.result().over()) {
      value = after.result().marginFor(mover);
    } else if (const auto known = openingValue(after.position())) {
      value = -known->margin;
      plies = known->plies;
    } else {
      continue;
    }
    const bool better = margin < 0 ? plies > bestPlies : plies < bestPlies;
    if (value == margin && (!best || better)) {
      best = move;
      bestPlies = plies;
    }
  }
  return best;
}

// A play found: its value remembered for the position and the one it leads to.
KinguluPlay remembered(const Position& position, const KinguluPlay& play) {
  Guesses::instance().remember(position, play.margin);
  Position after = position;
  rulesFor(kVariant).play(after, play.move);
  Guesses::instance().remember(after, -play.margin);
  return play;
}

}  // namespace

// A position's value as the start of a game (no past: nothing drawn by repetition), by the proofs
// provenKinguluPlay() makes. Each step deepens the mover's proof and the opponent's together a
// ply at a time, the first found deciding, so that the result depends on no clock. (A prover's
// memo is not shared between positions: what it remembers depends on the order it met positions
// in, and so would the plies.)
struct kingulu::OpeningProofs::Provers {
  static constexpr int kMaxProofDepth = 200;
  Keys none;
  std::map<std::pair<Side, int>, std::unique_ptr<MarginProver>> provers;

  MarginProver& prover(Side side, int atLeast) {
    auto& slot = provers[{side, atLeast}];
    if (!slot) slot = std::make_unique<MarginProver>(side, atLeast, KinguluBudget{}, std::nullopt, none);
    return *slot;
  }

  // Whether the mover forces at least `margin` (and the height of the proof that decided).
  std::optional<std::pair<bool, int>> forcesAtLeast(const Position& p, int margin) {
    MarginProver& mine = prover(p.toMove, margin);
    MarginProver& theirs = prover(other(p.toMove), 2 - margin);
    for (int depth = 1; depth <= kMaxProofDepth; ++depth) {
      if (const int height = mine.provesWithin(p, depth); height >= 0) return std::pair{true, height};
      if (const int height = theirs.provesWithin(p, depth); height >= 0) return std::pair{false, height};
    }
    return std::nullopt;
  }
};

kingulu::OpeningProofs::OpeningProofs() : provers_(std::make_unique<Provers>()) {}
kingulu::OpeningProofs::~OpeningProofs() = default;

std::optional<kingulu::OpeningValue> kingulu::OpeningProofs::valueOf(const Position& p, int guess) {
  guess -= guess % 2;  // margins are even (48 seeds in all, G-7)
  std::optional<std::pair<bool, int>> forced, notMore;
  int forcedMargin = 0;
  for (int margin = guess; std::abs(margin) <= kMaxSeeds + 2 && !(forced && notMore);) {
    const auto step = provers_->forcesAtLeast(p, margin);
    if (!step) return std::nullopt;
    if (step->first) {
      forced = step;
      forcedMargin = margin;
      margin += 2;
    } else {
      notMore = step;
      margin -= 2;
    }
  }
  if (!forced || !notMore) return std::nullopt;
  return OpeningValue{forcedMargin, forcedMargin >= 0 ? forced->second : notMore->second};
}

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
  Keys drawn = drawnByRepetition(game);
  // The opening table's values are those of a game without a past; so are the game's, as long
  // as none of its positions has occurred twice (C-6: only such a position can draw a proof).
  const bool fromTable = budget.openingTable && drawn.empty();
  const ValueSearch search(position, budget, std::move(drawn));
  if (fromTable) {
    if (const auto known = openingValue(position)) {
      const std::optional<Move> move = tableMoveKeeping(game, known->margin);
      if (move) return remembered(position, {*move, known->margin, known->plies});
      const std::optional<ValueSearch::Step> step = search.forcesAtLeast(known->margin);
      if (!step || !step->forced || !step->move) return std::nullopt;
      return remembered(position, {*step->move, known->margin, known->plies});
    }
  }
  // Margins are even (48 seeds in all, G-7), so values step by two: the value is the margin the
  // mover forces where he does not force two more. Steps go one way from the guess, up while he
  // forces it, down while he does not.
  int guess = firstGuess(game);
  guess -= guess % 2;
  std::optional<ValueSearch::Step> forced, notMore;
  for (int margin = guess; std::abs(margin) <= kMaxSeeds + 2 && !(forced && notMore);) {
    const std::optional<ValueSearch::Step> step = search.forcesAtLeast(margin);
    if (!step) return std::nullopt;
    if (step->forced) {
      forced = step;
      margin += 2;
    } else {
      notMore = step;
      margin -= 2;
    }
  }
  if (!forced || !notMore || !forced->move) return std::nullopt;
  const int value = forced->margin;
  return remembered(position, {*forced->move, value, value >= 0 ? forced->height : notMore->height});
}

}  // namespace baraza
