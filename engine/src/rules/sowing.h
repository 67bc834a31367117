#pragma once
// The sowing machinery every game shares: lifting, placing, dropping seeds along a loop,
// capturing, and telling an endless move (C-4, C-5). Internal to the engine.

#include "baraza/rules.h"
#include "rules/plain_relay.h"

namespace baraza::detail {

// Sinks decide at compile time whether events are recorded, so the untraced path pays nothing.
struct Untraced {
  static constexpr bool kTraced = false;
  void add(const TraceEvent&) {}
  void addBeforeEnd(const TraceEvent&) {}
};

struct Traced {
  static constexpr bool kTraced = true;
  TraceRecorder& recorder;
  void add(const TraceEvent& event) { recorder.add(event); }
  void addBeforeEnd(const TraceEvent& event) { recorder.addBeforeEnd(event); }
};

template <class Sink>
class Sower {
 public:
  static constexpr bool kTraced = Sink::kTraced;

  Sower(Position& position, Sink& sink, MoveOutcome& outcome, const Loop& loop, Square start, Direction direction)
      : pos(position), direction(direction), sink_(sink), outcome_(outcome), loop_(loop) {
    moveTo(start);
  }

  Position& pos;
  Direction direction;

  // The hole the cursor is on: where the last seed fell.
  Square square() const { return loop_.squares[static_cast<std::size_t>(at_)]; }
  int cursor() const { return at_; }
  void moveTo(Square sq) { at_ = loop_.positionOf[static_cast<std::size_t>(sq)]; }
  // Puts the cursor so that the next seed falls into `sq` itself (Kete L-5: sowing *in* a kichwa).
  void moveBefore(Square sq) { at_ = loop_.wrap(loop_.positionOf[static_cast<std::size_t>(sq)] - stepOf(direction)); }
  // The hole before the cursor, against the sowing direction.
  Square previousSquare() const { return loop_.at(at_ - stepOf(direction)); }
  // True when the hole the last seed fell into was empty before that drop (C-4).
  bool landedInEmpty() const { return pos.seeds(square()) == 1; }

  void place(Square sq, RuleId rule) {
    --pos.reserve[static_cast<std::size_t>(indexOf(pos.toMove))];
    ++pos.at(sq);
    if constexpr (Sink::kTraced) sink_.add({.kind = EventKind::Place, .square = sq, .rule = rule});
  }

  // The seeds lifted are sown under the same rule as the lift.
  int lift(Square sq, RuleId rule, Lap lap) { return lift(sq, pos.seeds(sq), rule, lap); }
  int lift(Square sq, int count, RuleId rule, Lap lap) {
    pos.at(sq) = static_cast<std::uint8_t>(pos.seeds(sq) - count);
    if constexpr (Sink::kTraced) {
      sink_.add(
          {.kind = EventKind::Lift, .square = sq, .count = static_cast<std::uint8_t>(count), .rule = rule, .lap = lap});
      lapRule_ = rule;
    }
    return count;
  }

  // An event that moves no seed, recorded where the rules code decides it.
  void note(const TraceEvent& event) {
    if constexpr (Sink::kTraced) sink_.add(event);
  }

  // Drops `count` seeds one by one, starting with the hole after the cursor (C-4).
  void sow(int count) {
    lapSeeds_ = count;
    outcome_.drops += static_cast<std::uint64_t>(count);
    const int length = loop_.length;
    const int step = stepOf(direction);
    if constexpr (!Sink::kTraced) {
      if (pos.mtoto == 0) {
        if (count >= length) {  // whole laps: every hole of the loop gets the same number
          const int laps = count / length;
          for (int i = 0; i < length; ++i)
            pos.at(loop_.squares[static_cast<std::size_t>(i)]) += static_cast<std::uint8_t>(laps);
          count -= laps * length;
        }
        for (; count > 0; --count) {
          at_ += step;
          if (at_ == length)
            at_ = 0;
          else if (at_ < 0)
            at_ = length - 1;
          ++pos.at(loop_.squares[static_cast<std::size_t>(at_)]);
        }
        return;
      }
    }
    for (; count > 0; --count) {
      at_ = loop_.wrap(at_ + step);
      drop(loop_.squares[static_cast<std::size_t>(at_)]);
    }
  }

  // The seeds the last lap sowed.
  int lapSeeds() const { return lapSeeds_; }
  // Whether every seed sown stays in the loop's holes (none goes to a Kingulu store, G-2): what
  // the fast relay path (plain_relay.h) needs.
  bool seedsStayOnLoop() const { return pos.mtoto == 0; }

  // Relays from the lap end at the cursor through every plain relay lap after it, untraced, on
  // the fast path (plain_relay.h); `laps` counts the move's laps.
  RelayEnd relayPlainLaps(const LapStops& stops, long& laps) {
    static_assert(!kTraced, "the fast path records no events");
    RelayState state{pos.pits, loop_, at_, stepOf(direction), 0, lapSeeds_, laps};
    const RelayEnd end = detail::relayPlainLaps(state, stops);
    at_ = state.cursor;
    outcome_.drops += state.drops;
    lapSeeds_ = state.lastLapSeeds;
    laps = state.laps;
    return end;
  }

  // Counts the events after which the sowing can never come back to an earlier state.
  std::uint32_t epoch() const { return epoch_; }
  void markIrreversible() { ++epoch_; }
  // Stopped unfinished from outside (SowingInterrupt): what follows is no verdict.
  void interrupt() { outcome_.interrupted = true; }

  // Seeds captured into the hand are sown on under `sownUnder` (Kete L-5, Kiswahili Z-5).
  void capture(Square sq, int count, CaptureDestination destination, RuleId rule, RuleId sownUnder = RuleId::None) {
    ++epoch_;
    pos.at(sq) = static_cast<std::uint8_t>(pos.seeds(sq) - count);
    if (destination == CaptureDestination::Store)
      pos.store[static_cast<std::size_t>(indexOf(pos.toMove))] += static_cast<std::uint8_t>(count);
    if constexpr (Sink::kTraced) {
      sink_.add({.kind = EventKind::Capture,
                 .square = sq,
                 .count = static_cast<std::uint8_t>(count),
                 .destination = destination,
                 .owner = ownerOf(pos.variant, sq),  // whose seeds: Kingulu's capturing seed is the mover's
                 .rule = rule});
      if (destination == CaptureDestination::Hand) lapRule_ = sownUnder;
    }
  }

  void claimMtoto(Square sq) {  // G-6
    ++epoch_;
    pos.mtoto = static_cast<std::uint16_t>(pos.mtoto | (1U << sq));
    if constexpr (Sink::kTraced) sink_.add({.kind = EventKind::Mtoto, .square = sq, .rule = RuleId::G6});
  }

  void moveSeed(Square from, Square to) {  // G-6
    --pos.at(from);
    ++pos.at(to);
    if constexpr (Sink::kTraced)
      sink_.add({.kind = EventKind::MoveSeed, .square = from, .target = to, .rule = RuleId::G6});
  }

  void end(EndReason reason, RuleId rule) {
    if constexpr (Sink::kTraced) sink_.add({.kind = EventKind::End, .reason = reason, .rule = rule});
  }

  // Kiswahili Z-2: a dormant nyumba (five seeds) that a sown seed brings to six works again; the
  // trace says so right after that seed. kNoSquare: nothing to watch.
  void watchNyumba(Square sq) { nyumba_ = sq; }

 private:
  // One seed; a seed sown into a Kingulu mtoto goes at once to its owner's store (G-2).
  void drop(Square sq) {
    ++pos.at(sq);
    if constexpr (Sink::kTraced) {
      sink_.add({.kind = EventKind::Sow, .square = sq, .rule = lapRule_});
      if (nyumba_ != kNoSquare && sq == nyumba_ && pos.seeds(nyumba_) == 6)
        sink_.add({.kind = EventKind::NyumbaFunctional, .square = sq, .owner = pos.toMove, .rule = RuleId::Z2});
    }
    if (pos.isMtoto(sq)) {
      const Side owner = mtotoOwner(pos.variant, sq);
      ++epoch_;
      --pos.at(sq);
      ++pos.store[static_cast<std::size_t>(indexOf(owner))];
      if constexpr (Sink::kTraced)
        sink_.add({.kind = EventKind::Store, .square = sq, .owner = owner, .rule = RuleId::G2});
    }
  }

  Sink& sink_;
  MoveOutcome& outcome_;
  const Loop& loop_;
  int at_ = 0;
  int lapSeeds_ = 0;
  std::uint32_t epoch_ = 0;
  RuleId lapRule_ = RuleId::None;  // the rule the seeds now in hand are sown under
  Square nyumba_ = kNoSquare;      // the mover's owned nyumba, while it may wake (Z-2)
};

// C-5: a move is endless when the complete state at a lap boundary repeats. Between two
// irreversible events (a capture, a seed into a store, a kuu or mtoto changing) sowing is plain
// relay, and plain relay can be run backwards: a state has at most one predecessor. So an
// endless move, once its last irreversible event is behind it, returns to exactly the state it
// had then. The guard relays every lap the game decides to relay and tells when that never ends:
// - for the first laps (nearly every move ends within them) it only counts;
// - untraced, a longer sowing goes on the fast path (plain_relay.h), which runs the plain relay
//   laps at a few instructions each and closes the cycle up to rotation, exactly;
// - traced, where every seed is an event, it compares each lap boundary with the one state
//   after the last irreversible event (the anchor), which is exact and needs no memory.
class EndlessGuard {
 public:
  // The lap end at the sower's cursor is a relay, as the game has decided: its seeds are lifted
  // and sown on under `rule`, and on the fast path every plain relay lap after it as well, up to
  // the next lap end that the game decides (`stops()` says which those are; asked only when
  // needed). True when the sowing is endless, or stopped unfinished by a SowingInterrupt.
  template <class Sowing, class Stops>
  bool relay(Sowing& sowing, const Stops& stops, RuleId rule, int phase) {
    if constexpr (!Sowing::kTraced) {
      if (laps_ >= fastFrom_ && sowing.seedsStayOnLoop()) [[unlikely]] {
        switch (sowing.relayPlainLaps(stops(), laps_)) {
          case RelayEnd::Stopped:  // its setup pays only over a long run of plain laps: not before the next
            fastFrom_ = laps_ + kFastAfter;
            return false;
          case RelayEnd::Interrupted:
            sowing.interrupt();
            return true;
          case RelayEnd::Endless:
            return true;
        }
      }
    }
    if (repeats(sowing, phase)) return true;
    sowing.sow(sowing.lift(sowing.square(), rule, Lap::Relay));
    return false;
  }

 private:
  // Counts the laps; from kFirstCheck on, whether the state is the anchor's (a new anchor after
  // each irreversible event), and whether a SowingInterrupt asks to stop.
  template <class Sowing>
  bool repeats(Sowing& sowing, int phase) {
    if (++laps_ < kFirstCheck) return false;
    if ((laps_ & kInterruptPoll) == 0 && SowingInterrupt::requested()) {
      sowing.interrupt();
      return true;
    }
    if (!anchored_ || sowing.epoch() != epoch_) {
      anchored_ = true;
      epoch_ = sowing.epoch();
      pits_ = sowing.pos.pits;
      cursor_ = sowing.cursor();
      direction_ = sowing.direction;
      phase_ = phase;
      return false;
    }
    return sowing.cursor() == cursor_ && sowing.pos.pits == pits_ && sowing.direction == direction_ && phase == phase_;
  }

  static constexpr long kFirstCheck = 32;
  static constexpr long kFastAfter = 32;  // plain laps in a row before the fast path
  static constexpr long kInterruptPoll = (1 << 16) - 1;
  long laps_ = 0;
  long fastFrom_ = kFastAfter;
  bool anchored_ = false;
  // The anchor, set before it is read (a guard is made for every move: nothing else to clear).
  std::uint32_t epoch_;
  std::array<std::uint8_t, kMaxPits> pits_;
  int cursor_;
  Direction direction_;
  int phase_;
};

// A relay with no lap end to stop at but an empty hole (Kigogo K-3).
inline LapStops noStops() { return {}; }

// K-4, M-3: a move ending in the mover's front row with the opposite front hole occupied
// takes that hole and, if occupied, the back hole behind it. At most one column.
template <class Sink>
void captureColumn(Sower<Sink>& sower, Square landing, RuleId rule) {
  const Variant v = sower.pos.variant;
  if (!isFrontRow(v, landing) || ownerOf(v, landing) != sower.pos.toMove) return;
  const Square front = oppositeOf(v, landing);
  if (sower.pos.seeds(front) == 0) return;
  sower.capture(front, sower.pos.seeds(front), CaptureDestination::Out, rule);
  const Square back = backOf(v, front);
  if (sower.pos.seeds(back) > 0) sower.capture(back, sower.pos.seeds(back), CaptureDestination::Out, rule);
}

// Shared by the games whose own rules are a template over the sink: dispatches the two
// virtual play() overloads to one implementation and passes the turn (C-7).
template <class Game>
class RulesBase : public Rules {
 public:
  MoveOutcome play(Position& position, Move move) const override {
    Untraced sink;
    return finish(position, static_cast<const Game*>(this)->playMove(position, move, sink));
  }
  MoveOutcome play(Position& position, Move move, TraceRecorder& recorder) const override {
    Traced sink{recorder};
    const MoveOutcome outcome = finish(position, static_cast<const Game*>(this)->playMove(position, move, sink));
    if (!outcome.illegal()) sink.addBeforeEnd({.kind = EventKind::Turn, .owner = position.toMove, .rule = RuleId::C7});
    return outcome;
  }

 private:
  static MoveOutcome finish(Position& position, MoveOutcome outcome) {
    position.toMove = other(position.toMove);
    return outcome;
  }
};

}  // namespace baraza::detail
