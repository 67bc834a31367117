#include "baraza/rules.h"

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
    case Variant::Kimasai:
      break;
  }
  return detail::kimasaiRules();
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

// Telling an endless move can take a long time (its cycle may run to millions of laps), so
// the verdicts on such moves are remembered for the thread's later questions.
bool Rules::isLegalCandidate(const Position& position, const Move& move) const {
  struct Verdict {
    Position position;
    Move move;
    bool legal;
  };
  thread_local std::vector<Verdict> slowVerdicts;
  for (const Verdict& v : slowVerdicts)
    if (v.move == move && v.position == position) return v.legal;
  Position copy = position;
  const MoveOutcome outcome = play(copy, move);
  if (outcome.drops > kSlowMoveDrops) {
    if (slowVerdicts.size() >= 256) slowVerdicts.erase(slowVerdicts.begin());
    slowVerdicts.push_back({position, move, !outcome.illegal()});
  }
  return !outcome.illegal();
}

Result Rules::judge(const Position& position, const MoveOutcome* lastMove) const {
  Result result = immediateResult(position, lastMove);
  if (!result.over() && !hasLegalMove(position)) result = noMoveResult(position);
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

void applyEvent(Position& p, Side mover, const TraceEvent& e) {
  switch (e.kind) {
    case EventKind::Place:
      --p.reserve[static_cast<std::size_t>(indexOf(mover))];
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
      if (e.destination == CaptureDestination::Store) p.store[static_cast<std::size_t>(indexOf(mover))] += e.count;
      break;
    case EventKind::Store:
      --p.at(e.square);
      ++p.store[static_cast<std::size_t>(indexOf(e.owner))];
      break;
    case EventKind::Mtoto:
      p.mtoto = static_cast<std::uint16_t>(p.mtoto | (1U << e.square));
      break;
    case EventKind::MoveSeed:
      --p.at(e.square);
      ++p.at(e.target);
      break;
    case EventKind::End:
      break;
  }
}

}  // namespace baraza
