// Iterative-deepening principal-variation search with a transposition table (issue #7).
#include "baraza/search.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <functional>
#include <limits>
#include <random>
#include <unordered_map>
#include <vector>

#include "baraza/kingulu_solution.h"
#include "search/kimasai_evaluation.h"
#include "search/kiswahili_evaluation.h"
#include "search/root_values.h"

namespace baraza {
namespace {

using Clock = std::chrono::steady_clock;
constexpr int kWin = 100000;
static_assert(kWin / 2 == kProvenScore);
constexpr int kInfinity = kWin + 1000;
constexpr int kMaxDepth = 64;
constexpr int kQuiescencePlies = 8;
constexpr int kVerdictDepth = 32;                // plies to prove that a reply still loses
constexpr double kGrabberTemperature = 1;        // in hundredths of a seed: he takes the biggest gain
constexpr double kTrapPatience = 0.95;           // a trap that springs a move later is worth a little less
constexpr int kStackSize = 160;                  // plies of child lists: search, quiescence and traps
constexpr std::uint64_t kMinTrapNodes = 200000;  // the least a trap may cost, in nodes

// Kingulu (G-7 counts row, mtoto and store at the end): seeds in the store are safe, a mtoto
// keeps its seeds and earns more, while seeds in the row will mostly be sown away.
int kinguluValue(const Position& p, Side side) {
  int value = 100 * p.store[static_cast<std::size_t>(indexOf(side))];
  for (int i = 0; i < p.pitCount(); ++i) {
    const Square sq = static_cast<Square>(i);
    if (p.isMtoto(sq)) {
      if (mtotoOwner(p.variant, sq) == side) value += 100 * p.seeds(sq) + 150;
    } else if (ownerOf(p.variant, sq) == side) {
      value += 50 * p.seeds(sq);
    }
  }
  return value;
}

// Kingulu: seeds in a store or a mtoto stay there to the end (G-2), so a side that holds more
// than half of the seeds has won (G-7) however the game goes on. The search stops there instead of
// playing it out, which proves a Kingulu opening lost or won two to three times sooner.
std::optional<Side> kinguluDecided(const Position& p) {
  std::array<int, 2> kept{p.store[0], p.store[1]};
  for (int i = 0; i < p.pitCount(); ++i) {
    const Square sq = static_cast<Square>(i);
    if (p.isMtoto(sq)) kept[static_cast<std::size_t>(indexOf(mtotoOwner(p.variant, sq)))] += p.seeds(sq);
  }
  for (Side side : {Side::South, Side::North})
    if (2 * kept[static_cast<std::size_t>(indexOf(side))] > totalSeeds(p.variant)) return side;
  return std::nullopt;
}

// What a side has, in hundredths of a seed, with a little weight on what sits in the front row
// (it attacks and, in Kete, keeps the player alive, L-12).
int material(const Position& p, Side side) {
  const auto i = static_cast<std::size_t>(indexOf(side));
  switch (p.variant) {
    case Variant::Kingulu:
      return kinguluValue(p, side);
    case Variant::Kete:
    case Variant::Kiswahili:
      return 100 * (p.seedsInRows(side) + p.reserve[i]) + 15 * p.seedsInFrontRow(side) + (p.kuu[i] ? 150 : 0);
    case Variant::Kimasai:  // a stone that cannot step is no use, and no move at all loses (M-4)
      return 100 * p.seedsInRows(side) + 8 * kimasaiMoves(p, side);
    default:
      return 100 * p.seedsInRows(side) + 10 * p.seedsInFrontRow(side);
  }
}

// The material each side has, for the side to move: what `greedy` counts, and the whole
// judgement of a search asked to count material only.
int materialBalance(const Position& p) { return material(p, p.toMove) - material(p, other(p.toMove)); }

// How the search works for one game, where the games differ; measured at 20 ms a move.
struct SearchStyle {
  bool quiescence = true;  // Kigogo +92 Elo with it
  int depthStep = 1;       // iterative deepening by this many plies
};

// Kimasai: almost every step can capture (M-3), so a capture-only ply costs as much as a full
// one, and the full-width search without it won 63 of 100 games at equal time. And a Kimasai
// search that ends on its own move plays better than one a ply deeper (depth 5 beat depth 6 in
// 66 of 100 games; with the fitted evaluation, in 62 of 100), so it searches odd depths only.
SearchStyle searchStyleOf(Variant variant) {
  if (variant == Variant::Kimasai) return {.quiescence = false, .depthStep = 2};
  return {};
}

struct TableEntry {
  std::uint64_t key = 0;
  Move move;
  std::int32_t score = 0;
  std::int8_t depth = -1;
  std::uint8_t bound = 0;       // 1 exact, 2 lower, 3 upper
  bool proven = false;          // the score rests on ends of games only, no judgement
  std::uint8_t generation = 0;  // the search that wrote it; older entries count as empty
};

// One table per thread, kept between searches: a new search only moves to a new generation
// instead of allocating and clearing megabytes, which took most of a 20 ms move.
class TranspositionTable {
 public:
  static TranspositionTable& forThisThread(std::size_t log2Size) {
    thread_local TranspositionTable table;
    table.startSearch(log2Size);
    return table;
  }
  TableEntry* probe(std::uint64_t key) {
    TableEntry& e = entries_[key & mask_];
    return e.generation == generation_ && e.key == key ? &e : nullptr;
  }
  void store(std::uint64_t key, Move move, int score, int depth, std::uint8_t bound, bool proven) {
    TableEntry& e = entries_[key & mask_];
    const bool current = e.generation == generation_;
    if (current && e.key != key && e.depth > depth + 2) return;  // keep deeper results of other positions
    e = {key, move, score, static_cast<std::int8_t>(depth), bound, proven, generation_};
  }

 private:
  void startSearch(std::size_t log2Size) {
    const std::size_t size = std::size_t{1} << log2Size;
    if (entries_.size() != size || generation_ == 255) {  // first use, another size, or wrapped
      entries_.assign(size, TableEntry{});
      mask_ = size - 1;
      generation_ = 0;
    }
    ++generation_;
  }

  std::vector<TableEntry> entries_;
  std::size_t mask_ = 0;
  std::uint8_t generation_ = 0;
};

// C-6 inside the search: the positions of the game up to the root and of the line being
// searched, each as its key. Most positions never occurred before, so a small table of counts
// by the key's low bits answers "never seen" at once and only a possible repetition looks along
// the keys.
class Repetitions {
 public:
  // Kimasai positions never recur (tst_kimasai's noPositionRecurs_C6 shows why), so there
  // nothing is kept and nothing is looked up.
  Repetitions(const Game& game, const Rules& rules)
      : limit_(rules.variant() == Variant::Kimasai ? 0 : rules.repetitionLimit()) {
    if (!limit_) return;
    keys_.reserve(game.ply() + 1 + kMaxLine);
    for (std::size_t ply = 0; ply <= game.ply(); ++ply) enter(hashOf(game.positionAt(ply)));
  }
  bool kept() const { return limit_ > 0; }
  // Can `p` repeat an earlier position at all? Not after a capture in Kigogo, where captured
  // seeds leave the game, nor in Kingulu, where they go to a store for good (in Kete they are
  // sown on, and the captured side may win them back); and not in Kete or Kiswahili while a side
  // has reserve seeds, since each of his nemo (namua) moves spends one (L-3, Z-3).
  bool possibleAt(const Position& p, bool afterCapture) const {
    if (!limit_) return false;
    if (p.variant == Variant::Kete || p.variant == Variant::Kiswahili) return p.reserve[0] == 0 && p.reserve[1] == 0;
    return !afterCapture;
  }
  // Would a position with `key`, reached now, draw by repetition?
  bool draws(std::uint64_t key) const {
    if (!limit_ || !counts_[key & kMask]) return false;
    const int earlier = static_cast<int>(std::count(keys_.begin(), keys_.end(), key));
    return earlier + 1 >= limit_;
  }
  void enter(std::uint64_t key) {
    keys_.push_back(key);
    ++counts_[key & kMask];
  }
  void leave() {
    --counts_[keys_.back() & kMask];
    keys_.pop_back();
  }

 private:
  static constexpr std::size_t kMaxLine = 256;
  static constexpr std::uint64_t kMask = 4095;
  int limit_;
  std::vector<std::uint64_t> keys_;
  std::array<std::uint16_t, kMask + 1> counts_{};
};

// A node on the line being searched, for as long as its subtree is searched.
class LineStep {
 public:
  LineStep(Repetitions& repetitions, std::uint64_t key) : repetitions_(key ? &repetitions : nullptr) {
    if (repetitions_) repetitions_->enter(key);
  }
  ~LineStep() {
    if (repetitions_) repetitions_->leave();
  }
  LineStep(const LineStep&) = delete;
  LineStep& operator=(const LineStep&) = delete;

 private:
  Repetitions* repetitions_;
};

// The judgement of a position not judged yet.
constexpr int kUnjudged = std::numeric_limits<int>::min();

struct Child {
  Move move;
  Position position;
  MoveOutcome outcome;
  int order;
  // How the search judges `position`, kept from ordering the children: judging a Kiswahili
  // position costs as much as playing a move, and the same position is judged again as a parent
  // and as a leaf.
  int judged = kUnjudged;
};

class Searcher {
 public:
  Searcher(const Game& game, const SearchLimits& limits)
      : game_(game),
        limits_(limits),
        rules_(game.rules()),
        style_(searchStyleOf(game.position().variant)),
        table_(TranspositionTable::forThisThread(static_cast<std::size_t>(limits.tableLog2))),
        repetitions_(game, rules_) {
    if (limits.movetimeMs > 0) deadline_ = Clock::now() + std::chrono::milliseconds(limits.movetimeMs);
    limits_.depth = std::clamp(limits_.depth, 1, kMaxDepth);
    stack_.resize(kStackSize);  // never resized again: callers hold references into it
  }

  SearchResult run() {
    SearchResult result;
    const MoveList legal = game_.legalMoves();
    if (legal.empty()) return result;
    // Inside the tree, an endless-move verdict stops when the time is up.
    const SowingInterrupt interrupt([this] {
      checkTime();
      return aborted_;
    });
    result.best = legal[0];
    if (legal.size() == 1 && limits_.movetimeMs > 0) return result;
    Child root{Move{}, game_.position(), {}, 0};
    for (int depth = 1; depth <= limits_.depth; depth += style_.depthStep) {
      const std::uint64_t judgementsBefore = judgements_;
      const int score = search(root, depth, -kInfinity, kInfinity, 0, true);
      if (aborted_) break;
      const bool lost = score < -kWin / 2 && legal.size() > 1;
      const bool drawn = judgements_ == judgementsBefore && std::abs(score) <= kWin / 2;
      if (!lost || depth == 1) result.best = rootBest_;  // else the best hope before the loss was seen
      result.score = score;
      result.depth = depth;
      if (lost || (drawn && legal.size() > 1)) {
        if (const auto trap = setTrap(drawn)) result.best = *trap;
      }
      if (std::abs(score) > kWin / 2 || drawn) break;  // a forced result needs no deeper look
    }
    if (limits_.varietySeed && !aborted_ && result.best == rootBest_ && result.depth > 0)
      result.best = oneOfTheBest(result.depth, result.score);
    result.nodes = nodes_;
    return result;
  }

  // Analysis (issue #20): every root move searched with a full window, so that each gets its
  // own value rather than a bound, deepened step by step like run(); the next depth searches the
  // moves in the order of the last one.
  detail::RootValues valueRootMoves(const std::function<void(const detail::RootValues&)>& completed) {
    detail::RootValues result;
    const MoveList legal = game_.legalMoves();
    if (legal.empty()) return result;
    const SowingInterrupt interrupt([this] {
      checkTime();
      return aborted_;
    });
    const Position& root = game_.position();
    std::vector<Child>& children = childrenAt(0);  // the tree below uses the plies from 1 on
    children.clear();
    const int before = judge(root);
    for (const Move& move : legal) {
      Child child{move, root, {}, 0};
      child.outcome = rules_.play(child.position, move);
      child.order = -judge(child.position) - before;
      children.push_back(child);
    }
    std::stable_sort(children.begin(), children.end(),
                     [](const Child& a, const Child& b) { return a.order > b.order; });
    for (const Child& child : children) result.moves.push_back({child.move, child.order + before, false, {child.move}});
    for (int depth = 1; depth <= limits_.depth; depth += style_.depthStep) {
      std::vector<detail::RootMoveValue> values;
      for (Child& child : children) {
        const std::uint64_t judgementsBefore = judgements_;
        const int score = -search(child, depth - 1, -kInfinity, kInfinity, 1, false);
        if (aborted_) break;
        child.order = score;
        // A move that repeats a position of the game often enough ends it drawn (C-6): as
        // certain as any other end, though the search, which met it on this line only, marks it
        // a judgement.
        const bool proven = judgements_ == judgementsBefore || endsDrawn(child);
        values.push_back({child.move, score, proven, expectedLine(child, depth)});
      }
      if (aborted_) break;
      const auto byScore = [](const auto& a, const auto& b) { return a.score > b.score; };
      std::stable_sort(values.begin(), values.end(), byScore);
      std::stable_sort(children.begin(), children.end(),
                       [](const Child& a, const Child& b) { return a.order > b.order; });
      result.depth = depth;
      result.moves = std::move(values);
      result.nodes = nodes_;
      if (completed) completed(result);
      if (std::all_of(result.moves.begin(), result.moves.end(), [](const auto& m) { return m.proven; })) break;
    }
    result.nodes = nodes_;
    return result;
  }

 private:
  // Does the root move `child` end the game drawn by repetition (C-6, after C-7's own ends)?
  bool endsDrawn(const Child& child) const {
    return repetitions_.kept() && !rules_.immediateResult(child.position, &child.outcome).over() &&
           repetitions_.draws(hashOf(child.position));
  }

  // The line the table holds after `first`: each position's best move as last searched, for at
  // most `plies` moves, until the game ends or the table knows no (playable) move.
  std::vector<Move> expectedLine(const Child& first, int plies) {
    std::vector<Move> line{first.move};
    Position p = first.position;
    MoveOutcome outcome = first.outcome;
    while (static_cast<int>(line.size()) < plies && !rules_.immediateResult(p, &outcome).over()) {
      const TableEntry* entry = table_.probe(hashOf(p));
      if (!entry) break;
      MoveList candidates;
      rules_.candidateMoves(p, candidates);
      if (!candidates.contains(entry->move)) break;  // another position's entry
      const Move move = entry->move;
      outcome = rules_.playCandidate(p, move);
      if (outcome.illegal()) break;
      line.push_back(move);
    }
    return line;
  }

  // Children in search order: the table's move first, then by what the move gains at once.
  // `judged` is p's judgement where it is known already.
  void expand(const Position& p, const Move* tableMove, std::vector<Child>& children, int judged = kUnjudged) {
    MoveList moves;
    rules_.candidateMoves(p, moves);
    children.clear();
    const int before = judged != kUnjudged ? judged : judge(p);
    for (const Move& move : moves) {
      Child child{move, p, {}, 0};
      child.outcome = rules_.playCandidate(child.position, move);
      if (child.outcome.interrupted) {  // out of time inside an endless-move verdict
        aborted_ = true;
        return;
      }
      if (child.outcome.illegal()) continue;
      ++nodes_;
      child.judged = judge(child.position);
      child.order = tableMove && *tableMove == move ? kInfinity : -child.judged - before;
      children.push_back(child);
    }
    std::sort(children.begin(), children.end(), [](const Child& a, const Child& b) { return a.order > b.order; });
  }

  int search(const Child& node, int depth, int alpha, int beta, int ply, bool isRoot) {
    if ((nodes_ & 1023) == 0) checkTime();
    if (aborted_) return 0;
    const Position& p = node.position;
    std::uint64_t key = 0;
    if (!isRoot) {
      const Result ended = rules_.immediateResult(p, &node.outcome);
      if (ended.over()) return terminalScore(ended, p, ply);
      // C-7: after the mover's own end conditions. Past the horizon only captures are searched.
      if (repetitions_.possibleAt(p, depth < 0)) {
        key = hashOf(p);
        if (repetitions_.draws(key)) return leafJudgement(0);  // a draw of this line only: not proven
      }
      if (p.variant == Variant::Kingulu) {
        if (const auto winner = kinguluDecided(p)) return *winner == p.toMove ? kWin - ply : -kWin + ply;
      }
    }
    // The line below this node repeats against it (the root is the game's own last position).
    const LineStep step(repetitions_, isRoot ? 0 : key);
    if (depth <= 0) {
      const int judged = node.judged != kUnjudged ? node.judged : judge(p);
      return style_.quiescence ? quiesce(p, depth, alpha, beta, ply, judged) : leafJudgement(judged);
    }

    if (!key) key = hashOf(p);
    const std::uint64_t judgementsBefore = judgements_;
    const Move* tableMove = nullptr;
    if (TableEntry* e = table_.probe(key)) {
      tableMove = &e->move;
      if (!isRoot && e->depth >= depth) {
        const bool cut = e->bound == 1 || (e->bound == 2 && e->score >= beta) || (e->bound == 3 && e->score <= alpha);
        if (cut) {
          if (!e->proven) ++judgements_;
          return e->score;
        }
      }
    }
    std::vector<Child>& children = childrenAt(ply);
    expand(p, tableMove, children, node.judged);
    if (children.empty()) return terminalScore(rules_.noMoveResult(p), p, ply);

    const int alphaStart = alpha;
    int best = -kInfinity;
    bool bestProven = false;
    Move bestMove = children.front().move;
    for (std::size_t i = 0; i < children.size(); ++i) {
      const Child& child = children[i];
      const std::uint64_t judgementsBeforeChild = judgements_;
      int score;
      if (i == 0) {
        score = -search(child, depth - 1, -beta, -alpha, ply + 1, false);
      } else {  // PVS: prove the rest worse with a null window, search again only if not
        score = -search(child, depth - 1, -alpha - 1, -alpha, ply + 1, false);
        if (score > alpha && score < beta) score = -search(child, depth - 1, -beta, -alpha, ply + 1, false);
      }
      if (aborted_) return 0;
      if (score > best) {
        best = score;
        bestProven = judgements_ == judgementsBeforeChild;
        bestMove = child.move;
        if (isRoot) rootBest_ = child.move;
      }
      alpha = std::max(alpha, score);
      if (alpha >= beta) break;
    }
    // A win along a line that ends every game is proven, whatever judgements the other moves met:
    // the mover need not play them.
    if (best > kProvenScore && bestProven) judgements_ = judgementsBefore;
    const std::uint8_t bound = best <= alphaStart ? 3 : best >= beta ? 2 : 1;
    table_.store(key, bestMove, best, depth, bound, judgements_ == judgementsBefore);
    return best;
  }

  // One of the root moves that score `best` at `depth`, drawn from the variety seed.
  Move oneOfTheBest(int depth, int best) {
    std::vector<Child>& children = childrenAt(0);
    expand(game_.position(), nullptr, children);
    MoveList equal;
    for (const Child& child : children) {
      if (child.move == rootBest_ || -search(child, depth - 1, -best, -best + 1, 1, false) >= best)
        equal.push(child.move);
      if (aborted_) return rootBest_;
    }
    std::mt19937_64 random(limits_.varietySeed);
    return equal[random() % equal.size()];
  }

  // In a lost position (every move loses against best play) the move that gives a fallible
  // opponent the most chances to go wrong; in a proven draw (Kingulu's 24-24, G-7), of the moves
  // that keep the draw, the one that gives him the most chances to lose. He is modelled as a
  // seed-grabber: he plays the reply that gains most at once (the one-ply gain that also orders
  // the search), any of equal gains alike; a reply after which the loss can no longer be proved
  // is his mistake. The chance is worked out to the end of the game (expectimax over the modelled
  // replies, remembered per position) for as many of our moves as the time allows. A perfect
  // opponent wins whatever is chosen; a human or a weaker level may not.
  std::optional<Move> setTrap(bool drawn) {
    escapeMemo_.clear();
    // A depth-limited search has no clock to stop the trap, so it gets a budget of nodes.
    trapNodeLimit_ = nodes_ + std::max<std::uint64_t>(kMinTrapNodes, 4 * nodes_);
    Move best;
    const Child root{Move{}, game_.position(), {}, 0};
    if (escapeChance(root, 0, &best, drawn) <= (drawn ? 0.5 : 0)) return std::nullopt;
    return best;
  }

  // The chance of the best trap from `node`, a win counting 1 and a draw ½; in a drawn position
  // only among the moves that keep the draw.
  double escapeChance(const Child& node, int ply, Move* bestMove, bool drawn) {
    const std::uint64_t key = hashOf(node.position);
    if (!bestMove) {
      if (const auto known = escapeMemo_.find(key); known != escapeMemo_.end()) return known->second;
    }
    // A stop ends the trap too, which plays on to the end of the game (only the stop: the other
    // limits are checked as before, so that a search to a depth stays the same).
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) aborted_ = true;
    if (aborted_ || ply + 2 + kVerdictDepth + kQuiescencePlies >= static_cast<int>(stack_.size())) return 0;
    std::vector<Child>& ours = childrenAt(ply);
    expand(node.position, nullptr, ours);
    double bestChance = 0;
    for (const Child& mine : ours) {
      if (rules_.immediateResult(mine.position, &mine.outcome).over()) continue;
      if (drawn && !keepsDraw(mine, ply + 1)) continue;
      std::vector<Child>& replies = childrenAt(ply + 1);
      expand(mine.position, nullptr, replies);
      double all = 0, escaped = 0;
      for (const Child& reply : replies) {
        const double weight = std::exp((reply.order - replies.front().order) / kGrabberTemperature);
        all += weight;
        if (weight < 0.02) continue;
        const double value = valueAfter(reply, ply + 2);
        if (aborted_) return bestMove ? bestChance : 0;  // at the root, the moves worked out so far
        escaped += weight * value;
      }
      if (all > 0 && escaped / all > bestChance) {
        bestChance = escaped / all;
        if (bestMove) *bestMove = mine.move;
      }
    }
    escapeMemo_[key] = bestChance;
    return bestChance;
  }

  // What the opponent's reply leaves us: 1 a win, ½ a position no longer lost but not proven won;
  // while still lost, the chance of the next trap, and in a proven draw, that of a trap for a win.
  double valueAfter(const Child& reply, int ply) {
    const Result ended = rules_.immediateResult(reply.position, &reply.outcome);
    if (ended.over()) return ended.kind == Result::Kind::Draw ? 0.5 : ended.winner == reply.position.toMove ? 1 : 0;
    const std::uint64_t judgementsBefore = judgements_;
    if (search(reply, kVerdictDepth, -kWin / 2 - 1, -kWin / 2, ply, false) < -kWin / 2)
      return kTrapPatience * escapeChance(reply, ply, nullptr, false);
    if (search(reply, kVerdictDepth, kWin / 2 - 1, kWin / 2, ply, false) >= kWin / 2) return 1;
    if (judgements_ != judgementsBefore) return 0.5;
    return std::max(0.5, kTrapPatience * escapeChance(reply, ply, nullptr, true));
  }

  // Is it proven that the opponent, to move after our move, cannot win?
  bool keepsDraw(const Child& ours, int ply) {
    const std::uint64_t judgementsBefore = judgements_;
    return search(ours, kVerdictDepth, 0, 1, ply, false) <= 0 && judgements_ == judgementsBefore;
  }

  // Past the horizon only captures are looked at, so that a leaf is never judged in the middle
  // of an exchange (where the game's SearchStyle asks for it).
  int quiesce(const Position& p, int depth, int alpha, int beta, int ply, int standPat) {
    if (depth <= -kQuiescencePlies || standPat >= beta) return leafJudgement(standPat);
    std::vector<Child>& children = childrenAt(ply);
    expand(p, nullptr, children, standPat);
    if (children.empty()) return terminalScore(rules_.noMoveResult(p), p, ply);
    leafJudgement(standPat);
    int best = standPat;
    alpha = std::max(alpha, standPat);
    for (const Child& child : children) {
      if (!captures(p, child.position)) continue;
      const int score = -search(child, depth - 1, -beta, -alpha, ply + 1, false);
      if (aborted_) return 0;
      best = std::max(best, score);
      alpha = std::max(alpha, score);
      if (alpha >= beta) break;
    }
    return best;
  }

  // Did the move take seeds from the opponent (into the mover's store, in Kingulu)?
  static bool captures(const Position& before, const Position& after) {
    const Side mover = before.toMove;
    const auto m = static_cast<std::size_t>(indexOf(mover));
    if (before.variant == Variant::Kingulu) return after.store[m] > before.store[m] || after.mtoto != before.mtoto;
    const Side opponent = other(mover);
    const auto o = static_cast<std::size_t>(indexOf(opponent));
    return after.seedsInRows(opponent) + after.reserve[o] < before.seedsInRows(opponent) + before.reserve[o];
  }

  // A judgement where the search stops looking: whatever rests on it is not proven.
  int leafJudgement(int judgement) {
    ++judgements_;
    return judgement;
  }

  int judge(const Position& p) const {
    return limits_.judgement == Judgement::Material ? materialBalance(p) : evaluate(p);
  }

  std::vector<Child>& childrenAt(int ply) { return stack_[static_cast<std::size_t>(ply)]; }

  static int terminalScore(const Result& result, const Position& p, int ply) {
    if (result.kind == Result::Kind::Draw) return 0;
    return result.winner == p.toMove ? kWin - ply : -kWin + ply;
  }

  void checkTime() {
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) aborted_ = true;
    if (deadline_ && Clock::now() >= *deadline_) aborted_ = true;
    if (limits_.maxNodes && nodes_ >= limits_.maxNodes) aborted_ = true;
    if (trapNodeLimit_ && nodes_ >= trapNodeLimit_) aborted_ = true;
  }

  const Game& game_;
  SearchLimits limits_;
  const Rules& rules_;
  const SearchStyle style_;
  TranspositionTable& table_;
  Repetitions repetitions_;
  std::optional<Clock::time_point> deadline_;
  std::vector<std::vector<Child>> stack_;
  Move rootBest_;
  std::uint64_t nodes_ = 0;
  std::unordered_map<std::uint64_t, double> escapeMemo_;
  std::uint64_t trapNodeLimit_ = 0;
  std::uint64_t judgements_ = 0;  // leaves judged, not played to the end: see `proven`
  bool aborted_ = false;
};

}  // namespace

int evaluate(const Position& p) {
  if (p.variant == Variant::Kimasai) return kimasaiEvaluation(p);
  if (p.variant == Variant::Kiswahili) return kiswahiliEvaluation(p);
  return materialBalance(p);
}

SearchResult search(const Game& game, const SearchLimits& limits) { return Searcher(game, limits).run(); }

detail::RootValues detail::valueRootMoves(const Game& game, const SearchLimits& limits,
                                          const std::function<void(const RootValues&)>& completed) {
  return Searcher(game, limits).valueRootMoves(completed);
}

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

MoveList greediestMoves(const Game& game) {
  MoveList best;
  int bestScore = -kInfinity;
  for (const Move& move : game.legalMoves()) {
    Position next = game.position();
    game.rules().play(next, move);
    const int score = -materialBalance(next);
    if (score > bestScore) best.clear();
    if (score >= bestScore) {
      bestScore = score;
      best.push(move);
    }
  }
  return best;
}

namespace {


// How a searching level plays: how far it looks, how much of the time given it may use (none: no
// clock), how it judges what it sees, whether it varies its choice among equally good moves, and
// how often (in a hundred moves) it plays a move without looking, as a beginner does.
struct LevelPlay {
  int depth;
  int timeDivisor = 0;
  Judgement judgement = Judgement::Full;
  bool variety = false;
  int slipsPercent = 0;
};

// Each game's levels, weakest first.
struct LevelTable {
  LevelPlay beginner, casual, strong, expert;
};

// Beginner looks three plies ahead, casual five, strong up to nine in a quarter of the time and
// expert as deep as its time allows.
//
// Kimasai is different: its fitted evaluation (kimasai_evaluation.cpp) matters more than depth —
// five plies beat three in only 64 of 100 games and nine beat five in 250 of 400 — so its levels
// differ in judgement as well. Beginner judges well but looks at its own move only; casual counts
// stones three plies ahead; strong judges well at three plies; expert uses its time. At 50 ms a
// move (200 games each): beginner beat greedy 183-17, casual beat beginner 156-44, strong beat
// casual 189-11, expert beat strong 176-24.
//
// Kingulu is short (11 to 30 plies) and solved: from five plies on a search plays it almost
// perfectly, so expert, who solves it, scores only about 60% of the points against five plies and
// 55% against nine. Its levels are therefore one, two and four plies; two plies beat one in only
// 68%, so beginner also varies among equal moves and slips now and then (one move in six, the
// rate that best balanced its two matches over 2000 games each). At 50 ms a move, 1000 games
// each (each two-ply opening in turn): beginner–greedy 72.4 (2000), casual–beginner 72.3 (2000),
// strong–casual 73.3, expert–strong 78.3, expert–greedy 89.3 (the most any player can expect
// against greedy there is 95.8: the exact expert, losing by as little as it can, sets no traps).
LevelTable levelTableOf(Variant variant) {
  constexpr LevelPlay expert{kMaxDepth, 1};
  switch (variant) {
    case Variant::Kimasai:
      return {{1}, {3, 0, Judgement::Material}, {3, 4}, expert};
    case Variant::Kingulu:
      return {{.depth = 1, .variety = true, .slipsPercent = 17}, {2}, {4, 4}, expert};
    default:
      return {{3}, {5}, {9, 4}, expert};
  }
}

LevelPlay levelPlay(Level level, Variant variant) {
  const LevelTable table = levelTableOf(variant);
  switch (level) {
    case Level::Beginner:
      return table.beginner;
    case Level::Casual:
      return table.casual;
    case Level::Strong:
      return table.strong;
    default:
      return table.expert;
  }
}

}  // namespace

std::optional<Move> chooseMove(const Game& game, Level level, std::uint64_t seed, int movetimeMs,
                               const std::atomic<bool>* stop) {
  const MoveList legal = game.legalMoves();
  if (legal.empty()) return std::nullopt;
  std::mt19937_64 random(seed);
  if (level == Level::Random) return legal[random() % legal.size()];
  if (level == Level::Greedy) {  // one ply: the move that leaves the most material; ties broken at random
    const MoveList best = greediestMoves(game);
    return best[random() % best.size()];
  }
  const LevelPlay play = levelPlay(level, game.position().variant);
  int thinkMs = movetimeMs > 0 ? movetimeMs : kDefaultMovetimeMs;
  // Kingulu's expert plays the exact value where proofs find it in its time less a quarter of a
  // second for a search (nearly always: the first two moves of a game take them about a second,
  // later ones milliseconds).
  if (level == Level::Expert && game.position().variant == Variant::Kingulu) {
    const int proofMs = std::max(1, thinkMs - std::min(thinkMs / 4, 250));
    if (const auto play = provenKinguluPlay(game, {.movetimeMs = proofMs, .stop = stop})) return play->move;
    thinkMs = std::max(1, thinkMs - proofMs);
  }
  SearchLimits limits{.depth = play.depth, .stop = stop, .judgement = play.judgement};
  if (play.timeDivisor > 0) limits.movetimeMs = std::max(1, thinkMs / play.timeDivisor);
  if (play.variety) limits.varietySeed = random() | 1;
  const SearchResult result = search(game, limits);
  // A slip never throws away a win the level has seen.
  const bool slips = static_cast<int>(random() % 100) < play.slipsPercent;
  if (slips && result.score <= kProvenScore) return legal[random() % legal.size()];
  return result.best;
}

}  // namespace baraza
