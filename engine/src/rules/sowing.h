#pragma once
// The sowing machinery every game shares: lifting, placing, dropping seeds along a loop,
// capturing, and telling an endless move (C-4, C-5). Internal to the engine.

#include "baraza/rules.h"

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

  // Counts the events after which the sowing can never come back to an earlier state.
  std::uint32_t epoch() const { return epoch_; }
  void markIrreversible() { ++epoch_; }
  // Stopped unfinished from outside (SowingInterrupt): what follows is no verdict.
  void interrupt() { outcome_.interrupted = true; }

  void capture(Square sq, int count, CaptureDestination destination, RuleId rule) {
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
      if (destination == CaptureDestination::Hand) lapRule_ = RuleId::L5;  // sown from a kichwa
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

 private:
  // One seed; a seed sown into a Kingulu mtoto goes at once to its owner's store (G-2).
  void drop(Square sq) {
    ++pos.at(sq);
    if constexpr (Sink::kTraced) sink_.add({.kind = EventKind::Sow, .square = sq, .rule = lapRule_});
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
  std::uint32_t epoch_ = 0;
  RuleId lapRule_ = RuleId::None;  // the rule the seeds now in hand are sown under
};

// C-5: a move is endless when the complete state at a lap boundary repeats. Between two
// irreversible events (a capture, a seed into a store, a kuu or mtoto changing) sowing is plain
// relay, and plain relay can be run backwards: a state has at most one predecessor. So an
// endless move, once its last irreversible event is behind it, returns to exactly the state it
// had then. Comparing each lap boundary with that one anchor is exact, needs no memory, and
// costs nothing for the short moves that make up nearly every game. The cycle itself can be
// long (over 10^8 laps has been seen in Kete), which is why verdicts on slow moves are cached.
class EndlessGuard {
 public:
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

 private:
  static constexpr long kFirstCheck = 32;
  static constexpr long kInterruptPoll = (1 << 16) - 1;
  long laps_ = 0;
  bool anchored_ = false;
  std::uint32_t epoch_ = 0;
  std::array<std::uint8_t, kMaxPits> pits_{};
  int cursor_ = 0;
  Direction direction_ = Direction::Ccw;
  int phase_ = 0;
};

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
