#pragma once
// The trace of a move: every event in order (RULES.md section 5, PROTOCOL.md "Trace JSON").

#include <cstdint>
#include <vector>

#include "baraza/move.h"
#include "baraza/position.h"
#include "baraza/rule_id.h"

namespace baraza {

enum class EventKind : std::uint8_t { Place, Lift, Sow, Capture, Store, Mtoto, MoveSeed, End };
enum class CaptureDestination : std::uint8_t { Hand, Out, Store };
// Why a move ended: the last lap fell into an empty hole, a single step, the mover's kuu,
// the hizi zetu hole, a mtoto, a new mtoto, bao hamna (won) or an empty front row (lost).
enum class EndReason : std::uint8_t { Empty, Step, Kuu, Blocked, Store, Mtoto, Won, Lost };

struct TraceEvent {
  EventKind kind = EventKind::End;
  Square square = kNoSquare;
  Square target = kNoSquare;  // MoveSeed: where the seed goes
  std::uint8_t count = 0;     // Lift, Capture
  CaptureDestination destination = CaptureDestination::Out;
  Side owner = Side::South;  // Store: whose store
  EndReason reason = EndReason::Empty;
  RuleId rule = RuleId::None;  // the clause that made the engine do it

  friend bool operator==(const TraceEvent&, const TraceEvent&) = default;
};

struct Trace {
  Move move;
  Position before;
  std::vector<TraceEvent> events;
  Position after;
};

// Where a move's first lap ends: the last seed sown before the next lift, capture or end
// (kNoSquare if nothing was sown). Used to preview and to point at moves.
Square firstLapEnd(const Trace& trace);

// Applies one event to a position on behalf of `mover`; replaying a whole trace from `before`
// gives the board, reserves and stores of `after`.
void applyEvent(Position& position, Side mover, const TraceEvent& event);

}  // namespace baraza
