#pragma once
// The trace of a move: every event in order (RULES.md section 5, PROTOCOL.md "Trace JSON").
// The events that move seeds come in the order the seeds move; the seedless ones say what else
// changed and why, so that replaying a trace gives the whole position after the move.

#include <cstdint>
#include <vector>

#include "baraza/move.h"
#include "baraza/position.h"
#include "baraza/rule_id.h"

namespace baraza {

enum class EventKind : std::uint8_t {
  // Seeds move.
  Place,
  Lift,
  Sow,
  Capture,
  Store,
  Mtoto,
  MoveSeed,
  End,  // always the last event
  // No seed moves. KuuGone follows the lift or capture that ended the kuu, Stage the placing
  // that emptied the reserve; MarkLapsed, MarkSet, Turn and Result come just before End.
  // NyumbaDormant follows the tax's lift, NyumbaFunctional the seed that made six; MarkBinds
  // comes first.
  KuuGone,           // Kete L-2, Kiswahili Z-2: `owner`'s kuu (nyumba) at `square` is gone for good
  MarkSet,           // Kete L-11, Kiswahili Z-11.1: `square` gets the hizi zetu (takasia) mark; none is left
  MarkLapsed,        // Kete L-11, Kiswahili Z-11.4: the mark on `square` lapses
  Stage,             // Kete L-3, Kiswahili Z-3: `owner`'s reserve (hand) is empty; mtaji moves from now on
  Turn,              // `owner` is to move now (C-7)
  Result,            // the game ends with this move: `owner` wins, or a draw (`draw`), for `result`
  NyumbaDormant,     // Kiswahili Z-2: `owner`'s nyumba at `square` holds fewer than six now, still his
  NyumbaFunctional,  // Kiswahili Z-2: `owner`'s dormant nyumba at `square` holds six again
  MarkBinds,         // Kiswahili Z-11.2, Z-11.3: the takasia mark on `square` binds this move
};
// End and the kinds after it move no seed: they say why, or what changed besides the seeds.
constexpr bool movesNoSeed(EventKind kind) { return kind >= EventKind::End; }

enum class CaptureDestination : std::uint8_t { Hand, Out, Store };
// Why a move ended: the last lap fell into an empty hole, a single step, the mover's kuu (his
// nyumba in Kiswahili), the hizi zetu (takasia) hole, a mtoto, a new mtoto, bao hamna (won) or an
// empty front row (lost).
enum class EndReason : std::uint8_t { Empty, Step, Kuu, Blocked, Store, Mtoto, Won, Lost };
// Which lap a lift starts: the move's first, a relay out of the hole where a lap ended, or a
// safari out of the mover's existing kuu (Kete L-6.3) or owned nyumba (Kiswahili Z-6.3).
enum class Lap : std::uint8_t { First, Relay, Safari };
// Why a game ended (PROTOCOL.md `result`). The last are the players' decisions, not the rules':
// a side resigned, both agreed to a draw, or a side's time ran out on the clock (Game::decide).
enum class ResultReason : std::uint8_t {
  None,
  CapturedAll,
  NoMoves,
  FrontRowEmpty,
  Repetition,
  Score,
  Resignation,
  Agreement,
  Time
};

struct TraceEvent {
  EventKind kind = EventKind::End;
  Square square = kNoSquare;
  Square target = kNoSquare;  // MoveSeed: where the seed goes
  std::uint8_t count = 0;     // Lift, Capture
  CaptureDestination destination = CaptureDestination::Out;
  // Capture: whose seeds were taken (the hole's owner: a Kingulu capture's capturing seed is the
  // mover's own, G-4.2); Store: whose store; KuuGone: whose kuu; Stage, Turn: whose; Result: the winner.
  Side owner = Side::South;
  EndReason reason = EndReason::Empty;
  RuleId rule = RuleId::None;                // the clause that made the engine do it
  Lap lap = Lap::First;                      // Lift
  ResultReason result = ResultReason::None;  // Result
  bool draw = false;                         // Result: drawn, `owner` is no winner

  friend bool operator==(const TraceEvent&, const TraceEvent&) = default;
};

struct Trace {
  Move move;
  Position before;
  std::vector<TraceEvent> events;
  Position after;
};

struct Result;

// Where a move's first lap ends: the last seed sown before the next lift, capture or end
// (kNoSquare if nothing was sown). Used to preview and to point at moves.
Square firstLapEnd(const Trace& trace);

// Applies one event to a position on behalf of `mover`; replaying a whole trace from `before`
// gives exactly `after`, the side to move included.
void applyEvent(Position& position, Side mover, const TraceEvent& event);
// The exact inverse of applyEvent: replaying a trace backwards from `after` gives `before`.
void revertEvent(Position& position, Side mover, const TraceEvent& event);

// The order a move is told in (indices into trace.events): the trace's, except for what it says
// of the move's aftermath. PROTOCOL.md puts a mark set or lapsed, the result and the turn just
// before the move's End, the last event; told in that order the game would end, or the turn
// pass, before the last seed fell. So the End comes first, then the mark and the result, and the
// turn passing last.
std::vector<std::size_t> tellingOrder(const Trace& trace);

// Adds the Result event of a game that `trace`'s move ended (nothing if it goes on), just
// before the End event. The rules of a move cannot know it: repetition (C-6) is judged by Game.
void addResultEvent(Trace& trace, const Result& result);

}  // namespace baraza
