// Bao Kingulu solved by memoised negamax over the game graph, on the final margin (issue #20).
//
// A position's value is the final margin (G-7) the side to move can force, a draw by repetition
// (C-6) counting 0. The table is keyed by what the rest of the game depends on: the seeds of the
// ordinary holes, the mtoto holes, the side to move, and the difference between the seeds each
// side keeps for good (store and mtoto holes, G-2). How many seeds a store or a mtoto holds
// changes nothing a move does (a seed sown into a mtoto goes to the store whatever it holds,
// G-4.1), so positions that differ only in how the kept seeds are split share one entry.
//
// Repetition (C-6). Kingulu positions do come back: a move that captures nothing, makes no
// mtoto and sows no seed into one changes nothing for good, and from the start there are cycles
// of such moves (the first one met is 14 plies long, kingulu_solver tests). A position can recur
// only inside one strongly connected component of the game graph, all of whose moves are of
// that kind. The solver finds the components with Tarjan's algorithm during its depth-first
// walk; a component of one position is solved by plain negamax, a bigger one as a game on a
// graph whose endless plays count 0 (a draw), with the values of its ways out already known:
// for each threshold, which positions South can force at least that from (an attractor).
//
// Such a graph game has positional optimal strategies, and its value is that of Kingulu with
// its third-occurrence draw from a position with no repetition in its past: a player whose
// positional strategy lets the play come round to a position twice could have let it go round
// forever, which scores the same 0. So the table is exact for a position met for the first
// time; in a game only the positions since the last capture, mtoto or stored seed can come
// again. The side that wins is given a strict measure of progress (the plies to the end, each
// move of the loser lengthening it as much as he can, each move of the winner shortening it),
// so playing the table's best moves never repeats a position on the way to the win.

#include <algorithm>
#include <array>
#include <chrono>
#include <limits>
#include <mutex>
#include <unordered_map>
#include <vector>

#include "baraza/kingulu_solution.h"
#include "kingulu_node.h"

namespace baraza {
namespace {

using namespace kingulu;

using Clock = std::chrono::steady_clock;
// The table is forgotten when a solve starts with more positions than this in it (up to 134 MB).
constexpr std::size_t kForgetAfter = std::size_t{1} << 22;
constexpr std::uint16_t kRepetition = std::numeric_limits<std::uint16_t>::max();  // plies of a draw by C-6
// A position's value for the side to move: the final margin and the plies to the end.
struct Value {
  std::int8_t margin = 0;
  std::uint16_t plies = 0;  // kRepetition: a draw by repetition, no end to count to
};

// Is `a` better than `b` for the mover: a bigger margin; at equal margins the winner (and in a
// draw either side) ends the game sooner, the loser later.
bool better(Value a, Value b) {
  if (a.margin != b.margin) return a.margin > b.margin;
  return a.margin < 0 ? a.plies > b.plies : a.plies < b.plies;
}

// What a move is worth to its mover, from the value of the position after it.
Value throughMove(Value after) {
  return {static_cast<std::int8_t>(-after.margin),
          after.plies == kRepetition ? kRepetition : static_cast<std::uint16_t>(after.plies + 1)};
}

// G-7: the game is over; the mover's count minus the opponent's.
Value endValue(const Node& node) { return {static_cast<std::int8_t>(endMargin(node)), 0}; }

// Open addressing with linear probing; 16 bytes a position.
class ValueTable {
 public:
  const Value* find(std::uint64_t key) const {
    if (slots_.empty()) return nullptr;
    for (std::size_t i = slotOf(key);; i = (i + 1) & mask_) {
      if (slots_[i].key == key) return &slots_[i].value;
      if (slots_[i].key == 0) return nullptr;
    }
  }
  void insert(std::uint64_t key, Value value) {
    if (10 * (size_ + 1) > 7 * slots_.size()) grow();
    std::size_t i = slotOf(key);
    while (slots_[i].key != 0 && slots_[i].key != key) i = (i + 1) & mask_;
    if (slots_[i].key == 0) ++size_;
    slots_[i] = {key, value};
  }
  std::size_t size() const { return size_; }
  std::size_t bytes() const { return slots_.capacity() * sizeof(Slot); }
  void clear() {
    slots_ = {};
    size_ = 0;
    mask_ = 0;
  }

 private:
  struct Slot {
    std::uint64_t key = 0;
    Value value;
  };
  std::size_t slotOf(std::uint64_t key) const {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> 17) & mask_;
  }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? std::size_t{1} << 16 : 2 * old.size(), Slot{});
    mask_ = slots_.size() - 1;
    size_ = 0;
    for (const Slot& s : old)
      if (s.key != 0) insert(s.key, s.value);
  }

  std::vector<Slot> slots_;
  std::size_t size_ = 0;
  std::size_t mask_ = 0;
};

class Solver {
 public:
  static Solver& instance() {
    static Solver solver;
    return solver;
  }
  std::timed_mutex& mutex() { return mutex_; }

  std::optional<Value> solve(const Node& root, const KinguluBudget& budget) {
    const std::uint64_t key = keyOf(root);
    if (const Value* known = table_.find(key)) return *known;
    if (table_.size() >= kForgetAfter) clear();
    budget_ = budget;
    deadline_.reset();
    if (budget.movetimeMs > 0) deadline_ = Clock::now() + std::chrono::milliseconds(budget.movetimeMs);
    positionsAtStart_ = table_.size();
    gaveUp_ = false;
    const SowingInterrupt interrupt([this] { return budgetSpent(); });
    visit(root, key);
    work_.clear();
    open_.clear();
    if (gaveUp_) return std::nullopt;
    return *table_.find(key);
  }

  const Value* find(const Node& node) const { return table_.find(keyOf(node)); }

  KinguluSolverStats stats() const {
    return {.positions = table_.size(),
            .movesPlayed = movesPlayed_,
            .tableBytes = table_.bytes(),
            .components = components_,
            .largestComponent = largestComponent_,
            .deepestPath = deepestPath_,
            .repetitionDraws = repetitionDraws_};
  }
  void clear() {
    table_.clear();
    movesPlayed_ = components_ = largestComponent_ = deepestPath_ = repetitionDraws_ = 0;
  }

 private:
  // A position visited whose component is not finished yet (Tarjan's stack).
  struct Work {
    std::uint64_t key = 0;
    Side toMove = Side::South;
    std::size_t low = 0;
    bool hasExit = false;
    Value exit;                           // the best move out of the component, or the end (G-7)
    std::array<std::size_t, 6> inside{};  // moves to positions still on the stack
    std::size_t insideCount = 0;
  };

  void visit(const Node& node, std::uint64_t key) {
    const std::size_t v = work_.size();
    if (v >= budget_.maxPath || outOfBudget()) {
      gaveUp_ = true;
      return;
    }
    deepestPath_ = std::max<std::uint64_t>(deepestPath_, v + 1);
    work_.push_back({.key = key, .toMove = node.board.toMove, .low = v, .hasExit = false, .exit = {}});
    open_.emplace(key, v);
    const Rules& rules = rulesFor(kVariant);
    MoveList moves;
    rules.candidateMoves(node.board, moves);
    for (const Move& move : moves) {
      Position after = node.board;
      const MoveOutcome outcome = rules.playCandidate(after, move);
      ++movesPlayed_;
      if (outcome.interrupted) gaveUp_ = true;
      if (gaveUp_) return;
      if (outcome.illegal()) continue;
      const Node next = childOf(node, after);
      const std::uint64_t nextKey = keyOf(next);
      if (!table_.find(nextKey) && !open_.contains(nextKey)) {
        visit(next, nextKey);
        if (gaveUp_) return;
      }
      if (const Value* known = table_.find(nextKey)) {  // in a finished component: a way out
        const Value option = throughMove(*known);
        if (!work_[v].hasExit || better(option, work_[v].exit)) work_[v].exit = option;
        work_[v].hasExit = true;
      } else {  // on the stack: in this position's component
        const std::size_t w = open_.at(nextKey);
        work_[v].low = std::min(work_[v].low, work_[w].low);
        work_[v].inside[work_[v].insideCount++] = w;
      }
    }
    if (!work_[v].hasExit && work_[v].insideCount == 0) {  // no legal move: the game is over (G-7)
      work_[v].hasExit = true;
      work_[v].exit = endValue(node);
    }
    if (work_[v].low == v) finishComponent(v);
  }

  // The positions from `first` to the top of the stack form a component: solve and store them.
  void finishComponent(std::size_t first) {
    const std::size_t size = work_.size() - first;
    ++components_;
    largestComponent_ = std::max<std::uint64_t>(largestComponent_, size);
    if (size == 1) {
      table_.insert(work_[first].key, work_[first].exit);
    } else {
      const std::vector<Value> values = solveComponent(first);
      for (std::size_t i = 0; i < size; ++i) {
        table_.insert(work_[first + i].key, values[i]);
        if (values[i].plies == kRepetition) ++repetitionDraws_;
      }
    }
    for (std::size_t i = first; i < work_.size(); ++i) open_.erase(work_[i].key);
    work_.resize(first);
  }

  // A component with cycles, as a game on a graph: its ways out have known values, a play that
  // stays inside forever is a draw (0). South's value at each position is the greatest threshold
  // South can force, found for each threshold by an attractor; then the plies to the end.
  std::vector<Value> solveComponent(std::size_t first) const {
    const std::size_t n = work_.size() - first;
    std::vector<std::vector<std::size_t>> predecessors(n);
    std::vector<int> thresholds{0};
    for (std::size_t i = 0; i < n; ++i) {
      const Work& w = work_[first + i];
      for (std::size_t k = 0; k < w.insideCount; ++k) predecessors[w.inside[k] - first].push_back(i);
      if (w.hasExit) thresholds.push_back(southView(w, w.exit.margin));
    }
    std::sort(thresholds.begin(), thresholds.end());
    thresholds.erase(std::unique(thresholds.begin(), thresholds.end()), thresholds.end());

    std::vector<int> south(n, thresholds.front());
    for (std::size_t t = 1; t < thresholds.size(); ++t) {
      const std::vector<char> atLeast = southForces(first, predecessors, thresholds[t]);
      for (std::size_t i = 0; i < n; ++i)
        if (atLeast[i]) south[i] = thresholds[t];
    }
    std::vector<Value> values(n);
    for (std::size_t i = 0; i < n; ++i)
      values[i].margin = static_cast<std::int8_t>(southView(work_[first + i], south[i]));
    fillPlies(first, values);
    return values;
  }

  static int southView(const Work& w, int margin) { return w.toMove == Side::South ? margin : -margin; }

  // Where South can force at least `threshold`. Above 0 he must leave the component through a
  // good way out (an attractor of his); at or below 0 an endless play is good enough for him,
  // and he can unless North forces a way out below the threshold (an attractor of North's).
  std::vector<char> southForces(std::size_t first, const std::vector<std::vector<std::size_t>>& predecessors,
                                int threshold) const {
    const std::size_t n = work_.size() - first;
    const Side attacker = threshold > 0 ? Side::South : Side::North;
    auto goodExit = [&](const Work& w) {
      const int value = southView(w, w.exit.margin);
      return w.hasExit && (threshold > 0 ? value >= threshold : value < threshold);
    };
    std::vector<char> in(n, 0);
    std::vector<std::size_t> pending(n), queue;
    auto join = [&](std::size_t i) {
      in[i] = 1;
      queue.push_back(i);
    };
    for (std::size_t i = 0; i < n; ++i) {
      const Work& w = work_[first + i];
      pending[i] = w.insideCount;
      if (w.toMove == attacker ? goodExit(w) : (pending[i] == 0 && goodExit(w))) join(i);
    }
    while (!queue.empty()) {
      const std::size_t j = queue.back();
      queue.pop_back();
      for (const std::size_t i : predecessors[j]) {
        if (in[i]) continue;
        const Work& w = work_[first + i];
        if (w.toMove == attacker || (--pending[i] == 0 && (!w.hasExit || goodExit(w)))) join(i);
      }
    }
    if (attacker == Side::North)
      for (char& c : in) c = !c;
    return in;
  }

  // The plies to the end along the moves that keep each position's value: the winner (and in a
  // draw either side) takes the quickest, the loser the slowest. A draw that no such line ends
  // is a draw by repetition.
  void fillPlies(std::size_t first, std::vector<Value>& values) const {
    const std::size_t n = values.size();
    constexpr int kUnknown = std::numeric_limits<int>::max();
    std::vector<int> plies(n, kUnknown);
    for (bool changed = true; changed;) {
      changed = false;
      for (std::size_t i = 0; i < n; ++i) {
        const Work& w = work_[first + i];
        const int margin = values[i].margin;
        const bool losing = margin < 0;
        int best = losing ? 0 : kUnknown;
        bool allKnown = true;
        auto consider = [&](int option) {
          if (option == kUnknown) allKnown = false;
          best = losing ? std::max(best, option) : std::min(best, option);
        };
        if (w.hasExit && w.exit.margin == margin) consider(w.exit.plies == kRepetition ? kUnknown : int{w.exit.plies});
        for (std::size_t k = 0; k < w.insideCount; ++k) {
          const std::size_t j = w.inside[k] - first;
          if (-values[j].margin == margin) consider(plies[j] == kUnknown ? kUnknown : plies[j] + 1);
        }
        if (losing && !allKnown) best = kUnknown;
        if (best != plies[i]) {
          plies[i] = best;
          changed = true;
        }
      }
    }
    for (std::size_t i = 0; i < n; ++i)
      values[i].plies =
          plies[i] == kUnknown ? kRepetition : static_cast<std::uint16_t>(std::min(plies[i], kRepetition - 1));
  }

  bool outOfBudget() { return (++checks_ & 255) == 0 && budgetSpent(); }
  bool budgetSpent() const {
    if (budget_.stop && budget_.stop->load(std::memory_order_relaxed)) return true;
    if (budget_.maxNewPositions && table_.size() - positionsAtStart_ >= budget_.maxNewPositions) return true;
    return deadline_ && Clock::now() >= *deadline_;
  }

  std::timed_mutex mutex_;
  ValueTable table_;
  std::vector<Work> work_;
  std::unordered_map<std::uint64_t, std::size_t> open_;
  KinguluBudget budget_;
  std::optional<Clock::time_point> deadline_;
  std::size_t positionsAtStart_ = 0;
  std::uint64_t movesPlayed_ = 0;
  std::uint64_t components_ = 0;
  std::uint64_t largestComponent_ = 0;
  std::uint64_t deepestPath_ = 0;
  std::uint64_t repetitionDraws_ = 0;
  std::uint64_t checks_ = 0;
  bool gaveUp_ = false;
};

KinguluValue valueFrom(Value value) {
  KinguluValue result;
  result.margin = value.margin;
  result.plies = value.plies == kRepetition ? -1 : value.plies;
  return result;
}

// Every legal move of `p` with its value, from the table (the positions after a solved one are
// all in it), best first.
std::vector<KinguluMoveValue> moveValues(const Solver& solver, const Position& p) {
  std::vector<KinguluMoveValue> values;
  MoveList legal;
  rulesFor(kVariant).legalMoves(p, legal);
  for (const Move& move : legal) {
    Position after = p;
    rulesFor(kVariant).play(after, move);
    const Value* known = solver.find(nodeOf(after));
    if (!known) return {};
    const Value option = throughMove(*known);
    values.push_back({move, option.margin, option.plies == kRepetition ? -1 : option.plies});
  }
  std::stable_sort(values.begin(), values.end(), [](const KinguluMoveValue& a, const KinguluMoveValue& b) {
    auto plies = [](int p) { return p < 0 ? kRepetition : static_cast<std::uint16_t>(p); };
    return better({static_cast<std::int8_t>(a.margin), plies(a.plies)},
                  {static_cast<std::int8_t>(b.margin), plies(b.plies)});
  });
  return values;
}

}  // namespace

std::optional<KinguluValue> solvedValue(const Position& position, const KinguluBudget& budget) {
  if (position.variant != kVariant) return std::nullopt;
  const Node node = nodeOf(position);
  if (!fitsKey(node)) return std::nullopt;
  Solver& solver = Solver::instance();
  // Another thread's solve holds the table: wait for it no longer than the budget's time.
  std::unique_lock lock(solver.mutex(), std::defer_lock);
  if (budget.movetimeMs > 0) {
    if (!lock.try_lock_for(std::chrono::milliseconds(budget.movetimeMs))) return std::nullopt;
  } else {
    lock.lock();
  }
  const std::optional<Value> value = solver.solve(node, budget);
  if (!value) return std::nullopt;
  KinguluValue result = valueFrom(*value);
  result.moves = moveValues(solver, position);
  return result;
}

std::optional<KinguluValue> knownValue(const Position& position) {
  if (position.variant != kVariant) return std::nullopt;
  const Node node = nodeOf(position);
  if (!fitsKey(node)) return std::nullopt;
  Solver& solver = Solver::instance();
  const std::unique_lock lock(solver.mutex(), std::try_to_lock);
  if (!lock.owns_lock()) return std::nullopt;  // a solve is under way: the search does not wait
  const Value* value = solver.find(node);
  if (!value) return std::nullopt;
  return valueFrom(*value);
}

bool kinguluPastCannotRecur(const Game& game) {
  if (game.ply() == 0) return true;
  const Position& now = game.position();
  const Position& before = game.positionAt(game.ply() - 1);
  return before.store != now.store || before.mtoto != now.mtoto;
}

KinguluSolverStats kinguluSolverStats() {
  Solver& solver = Solver::instance();
  const std::lock_guard lock(solver.mutex());
  return solver.stats();
}

void clearKinguluSolver() {
  Solver& solver = Solver::instance();
  const std::lock_guard lock(solver.mutex());
  solver.clear();
}

}  // namespace baraza
