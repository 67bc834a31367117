#include "baraza/rules.h"

#include <algorithm>
#include <vector>

#include "rules/games.h"

namespace baraza {

namespace detail {

Result capturedAllResult(const Position& p) {
  Result result;
  if (p.seedsInRows(p.toMove) == 0) {
    result.kind = Result::Kind::Win;
    result.winner = other(p.toMove);
    result.reason = ResultReason::CapturedAll;
  }
  return result;
}

}  // namespace detail

const Rules& rulesFor(Variant variant) {
  switch (variant) {
    case Variant::Kigogo:
      return detail::kigogoRules();
    case Variant::Kete:
      return detail::keteRules();
    case Variant::Kingulu:
      return detail::kinguluRules();
    case Variant::Kiswahili:
      return detail::kiswahiliRules();
    case Variant::Kimasai:
      break;
  }
  return detail::kimasaiRules();
}

Square Rules::kuuSquareOf(Side) const { return kNoSquare; }

Rules::Stage Rules::stageOf(const Position&, Side) const { return Stage::None; }

// Seeds never come back into play, so what a side lacks of its starting half was taken.
int Rules::capturedBy(const Position& p, Side side) const {
  const Side opponent = other(side);
  const int held = p.seedsInRows(opponent) + p.reserve[static_cast<std::size_t>(indexOf(opponent))];
  return std::max(0, baraza::totalSeeds(p.variant) / 2 - held);
}

Square Rules::blockedSquare(const Position&, Side) const { return kNoSquare; }

Square Rules::markToCapture(const Position&, Side) const { return kNoSquare; }

Rules::House Rules::houseOf(const Position&, Side) const { return House::None; }

Square Rules::captureSowingStart(Side, Square, Direction) const { return kNoSquare; }

Rules::SideCounters Rules::counters(const Position& p, Side side) const {
  return {.kind = CounterKind::Captured, .value = capturedBy(p, side)};
}

void Rules::legalMoves(const Position& position, MoveList& moves) const {
  candidateMoves(position, moves);
  std::size_t kept = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (isLegalCandidate(position, moves[i])) moves.set(kept++, moves[i]);
  }
  moves.truncate(kept);
}

bool Rules::hasLegalMove(const Position& position) const {
  MoveList moves;
  candidateMoves(position, moves);
  for (const Move& move : moves)
    if (isLegalCandidate(position, move)) return true;
  return false;
}

// Telling an endless move can take a long time (a Kete cycle of 2 * 10^8 laps has been seen),
// so each thread remembers the slow endless moves it has met and never plays them again.
namespace {
thread_local SowingInterrupt* innermostInterrupt = nullptr;
}  // namespace

SowingInterrupt::SowingInterrupt(std::function<bool()> stopRequested)
    : stopRequested_(std::move(stopRequested)), outer_(innermostInterrupt) {
  innermostInterrupt = this;
}

SowingInterrupt::~SowingInterrupt() { innermostInterrupt = outer_; }

bool SowingInterrupt::requested() { return innermostInterrupt && innermostInterrupt->stopRequested_(); }

MoveOutcome Rules::playCandidate(Position& position, const Move& move) const {
  struct Known {
    std::uint64_t hash;
    Position position;
    Move move;
  };
  thread_local std::vector<Known> slowEndless;
  const std::uint64_t hash = slowEndless.empty() ? 0 : hashOf(position);
  for (const Known& k : slowEndless) {
    if (k.hash == hash && k.move == move && k.position == position) {
      MoveOutcome outcome;
      outcome.endless = true;
      return outcome;
    }
  }
  const Position before = position;
  const MoveOutcome outcome = play(position, move);
  if (outcome.endless && !outcome.interrupted && outcome.drops > kSlowMoveDrops) {
    if (slowEndless.size() >= 256) slowEndless.erase(slowEndless.begin());
    slowEndless.push_back({hashOf(before), before, move});
  }
  return outcome;
}

bool Rules::isLegalCandidate(const Position& position, const Move& move) const {
  Position copy = position;
  return !playCandidate(copy, move).illegal();
}

Result Rules::judge(const Position& position, const MoveOutcome* lastMove, const MoveList* legal) const {
  Result result = immediateResult(position, lastMove);
  const bool canMove = legal ? !legal->empty() : hasLegalMove(position);
  if (!result.over() && !canMove) result = noMoveResult(position);
  return result;
}

Result Rules::noMoveResult(const Position& position) const {
  Result result;
  result.kind = Result::Kind::Win;
  result.winner = other(position.toMove);
  result.reason = ResultReason::NoMoves;
  return result;
}

bool MoveList::contains(const Move& move) const {
  for (const Move& m : *this)
    if (m == move) return true;
  return false;
}

Trace traceMove(const Position& position, Move move) {
  Trace trace;
  trace.move = move;
  trace.before = position;
  trace.after = position;
  TraceRecorder recorder(trace.events);
  rulesFor(position.variant).play(trace.after, move, recorder);
  return trace;
}

namespace {
std::size_t sideIndex(Side side) { return static_cast<std::size_t>(indexOf(side)); }
}  // namespace

void applyEvent(Position& p, Side mover, const TraceEvent& e) {
  switch (e.kind) {
    case EventKind::Place:
      --p.reserve[sideIndex(mover)];
      ++p.at(e.square);
      break;
    case EventKind::Lift:
      p.at(e.square) = static_cast<std::uint8_t>(p.seeds(e.square) - e.count);
      break;
    case EventKind::Sow:
      ++p.at(e.square);
      break;
    case EventKind::Capture:
      p.at(e.square) = static_cast<std::uint8_t>(p.seeds(e.square) - e.count);
      if (e.destination == CaptureDestination::Store) p.store[sideIndex(mover)] += e.count;
      break;
    case EventKind::Store:
      --p.at(e.square);
      ++p.store[sideIndex(e.owner)];
      break;
    case EventKind::Mtoto:
      p.mtoto = static_cast<std::uint16_t>(p.mtoto | (1U << e.square));
      break;
    case EventKind::MoveSeed:
      --p.at(e.square);
      ++p.at(e.target);
      break;
    case EventKind::KuuGone:
      p.kuu[sideIndex(e.owner)] = false;
      break;
    case EventKind::MarkSet:
      p.hiziZetu = e.square;
      break;
    case EventKind::MarkLapsed:
      p.hiziZetu = kNoSquare;
      break;
    case EventKind::Turn:
      p.toMove = e.owner;
      break;
    case EventKind::Stage:             // the emptied reserve says it already
    case EventKind::NyumbaDormant:     // the nyumba's seeds say it already (Z-2)
    case EventKind::NyumbaFunctional:  // likewise
    case EventKind::MarkBinds:         // the mark is there already
    case EventKind::Result:            // the position is what it is; the game is over
    case EventKind::End:
      break;
  }
}

void revertEvent(Position& p, Side mover, const TraceEvent& e) {
  switch (e.kind) {
    case EventKind::Place:
      ++p.reserve[sideIndex(mover)];
      --p.at(e.square);
      break;
    case EventKind::Lift:
      p.at(e.square) = static_cast<std::uint8_t>(p.seeds(e.square) + e.count);
      break;
    case EventKind::Sow:
      --p.at(e.square);
      break;
    case EventKind::Capture:
      p.at(e.square) = static_cast<std::uint8_t>(p.seeds(e.square) + e.count);
      if (e.destination == CaptureDestination::Store) p.store[sideIndex(mover)] -= e.count;
      break;
    case EventKind::Store:
      ++p.at(e.square);
      --p.store[sideIndex(e.owner)];
      break;
    case EventKind::Mtoto:
      p.mtoto = static_cast<std::uint16_t>(p.mtoto & ~(1U << e.square));
      break;
    case EventKind::MoveSeed:
      ++p.at(e.square);
      --p.at(e.target);
      break;
    case EventKind::KuuGone:
      p.kuu[sideIndex(e.owner)] = true;
      break;
    case EventKind::MarkSet:  // a new mark is set only where none is left (MarkLapsed first)
      p.hiziZetu = kNoSquare;
      break;
    case EventKind::MarkLapsed:
      p.hiziZetu = e.square;
      break;
    case EventKind::Turn:
      p.toMove = mover;
      break;
    case EventKind::Stage:
    case EventKind::NyumbaDormant:
    case EventKind::NyumbaFunctional:
    case EventKind::MarkBinds:
    case EventKind::Result:
    case EventKind::End:
      break;
  }
}

}  // namespace baraza
