#pragma once
// The Bao family of 4x8 games: Bao la Kete (Lamu, RULES.md L-1 ... L-12) and Bao la Kiswahili
// (Zanzibar, Z-1 ... Z-12). They share the board, the two stages, the house (Lamu kuu, Zanzibar
// nyumba), capture and its laps, safari and the blocking mark (hizi zetu, takasia); where they part,
// a Policy says how (kete.cpp, kiswahili.cpp), and every event names the Policy's clause.
//
// A Policy holds the game's variant, the clause of each decision (RuleId constants) and these
// decisions:
//   taxedSeeds(n)           the seeds a namua/nemo takasa lifts from the working house that the
//                           placed seed has brought to n (Lamu L-8: all at 7, else 2; Z-8.2: 2)
//   kHouseFirstInMtaji      with no capture move, a mtaji takasa must sow the house (L-10)
//   marksAfter(nemo, p)     whether a takasa, nemo or not, may set a mark; p is the position
//                           after it (L-11: a mtaji takata; Z-11.1: both hands empty, D10)
//   kSingleSeedMarkable     a hole of one seed can be marked (L-11; Z-11.1 D12 says no)
//   kHouseLapPassesMark     the first lap from the house is not stopped by the mark (L-11; D13 no)
//   kNoMoveWithoutFrontRow  a player to move whose front row is empty has lost (Z-12.3)
//   kBackRowOnlyWithoutPair the back row may be sown only when no front hole holds two (Z-10
//                           "if his front row has none"; Lamu: when no front hole may be picked)
//   kReportsBinding         MarkBinds events (Z-E)
#include <array>
#include <cstring>

#include "rules/sowing.h"

namespace baraza::detail::bao {

constexpr int kColumns = 8;
constexpr int kFirstKimbiRight = 6;        // columns g, h
constexpr int kLastKimbiLeft = 1;          // columns a, b
constexpr Variant kShape = Variant::Kete;  // both games' board: squares, rows and loops are the same

inline Square frontSquare(Side side, int column) { return squareAt(kShape, column, frontRowOf(kShape, side)); }
inline bool isKichwa(Square sq) {
  return isFrontRow(kShape, sq) && (columnOf(kShape, sq) == 0 || columnOf(kShape, sq) == kColumns - 1);
}
inline std::size_t sideIndex(Side side) { return static_cast<std::size_t>(indexOf(side)); }
// The house exists (Lamu) or is owned, dormant or not (Zanzibar).
inline bool ownsHouse(const Position& p, Side side) { return p.kuu[sideIndex(side)]; }
inline bool isOwnedHouse(const Position& p, Side side, Square sq) {
  return sq == kuuSquare(side) && ownsHouse(p, side);
}
// Works: six seeds or more (Z-2). A Lamu kuu always holds six or more while it exists (L-2).
inline bool houseWorks(const Position& p, Side side) { return ownsHouse(p, side) && p.seeds(kuuSquare(side)) >= 6; }
inline bool inNemo(const Position& p, Side side) { return p.reserve[sideIndex(side)] > 0; }  // L-3, Z-3

// L-5, Z-5: sowing from the column-a kichwa toward the centre is cw for South and ccw for North.
inline Direction towardCentreFrom(Side side, int kichwaColumn) {
  const bool columnA = kichwaColumn == 0;
  return columnA == (side == Side::South) ? Direction::Cw : Direction::Ccw;
}
inline int kichwaColumnSowing(Side side, Direction direction) {
  return towardCentreFrom(side, 0) == direction ? 0 : kColumns - 1;
}
// L-5, Z-5: the kichwa the captured seeds re-enter from.
inline int reentryColumn(Side side, Square capturingHole, Direction current) {
  const int column = columnOf(kShape, capturingHole);
  if (column <= kLastKimbiLeft) return 0;
  if (column >= kFirstKimbiRight) return kColumns - 1;
  return kichwaColumnSowing(side, current);
}

// The eight holes of a front row are contiguous: one word tells whether any holds a seed.
inline bool frontRowIsEmpty(const Position& p, Side side) {
  std::uint64_t row;
  std::memcpy(&row, p.pits.data() + frontRowOf(kShape, side) * kColumns, sizeof row);
  return row == 0;
}

inline bool isCapturePosition(const Position& p, Square front) {  // L-4, Z-4
  return p.seeds(front) > 0 && p.seeds(oppositeOf(kShape, front)) > 0;
}

inline bool anyCapturePosition(const Position& p, Side side) {
  for (int c = 0; c < kColumns; ++c)
    if (isCapturePosition(p, frontSquare(side, c))) return true;
  return false;
}

inline int occupiedFrontHoles(const Position& p, Side side) {
  int count = 0;
  for (int c = 0; c < kColumns; ++c) count += p.seeds(frontSquare(side, c)) > 0;
  return count;
}

// The holes of a row, one bit per square.
inline std::uint64_t rowBits(int row) { return std::uint64_t{0xFF} << (row * kColumns); }

inline bool anyFrontPair(const Position& p, Side side) {
  for (int c = 0; c < kColumns; ++c)
    if (p.seeds(frontSquare(side, c)) >= 2) return true;
  return false;
}

// The mark's hole when it binds `side` (he may not start from it), else kNoSquare.
inline Square blockedFor(const Position& p, Side side) {
  return p.hiziZetu != kNoSquare && ownerOf(kShape, p.hiziZetu) == side ? p.hiziZetu : kNoSquare;
}

// A side's loop of sixteen holes (C-2) with what the capture rules ask of each: its square, the
// opponent's hole facing it (kNoSquare in the back row). Worked out once.
struct BaoLoop {
  static constexpr int kLength = 2 * kColumns;
  std::array<Square, kLength> square{};
  std::array<Square, kLength> facing{};
};
inline const BaoLoop& baoLoopOf(Side side) {
  static const std::array<BaoLoop, 2> loops = [] {
    std::array<BaoLoop, 2> made{};
    for (Side s : {Side::South, Side::North}) {
      const Loop& loop = loopOf(kShape, s);
      for (int i = 0; i < BaoLoop::kLength; ++i) {
        const Square sq = loop.squares[static_cast<std::size_t>(i)];
        made[sideIndex(s)].square[static_cast<std::size_t>(i)] = sq;
        made[sideIndex(s)].facing[static_cast<std::size_t>(i)] =
            isFrontRow(kShape, sq) ? oppositeOf(kShape, sq) : kNoSquare;
      }
    }
    return made;
  }();
  return loops[sideIndex(side)];
}

// L-9, Z-9: calls visit(start, direction, firstCapturedHole) for every mtaji capture move of `side`.
template <class Visit>
void forEachMtajiCapture(const Position& p, Side side, Visit visit) {
  const BaoLoop& loop = baoLoopOf(side);
  constexpr int kWrap = BaoLoop::kLength - 1;  // sixteen holes: a mask wraps round the loop
  for (int i = 0; i < BaoLoop::kLength; ++i) {
    const Square start = loop.square[static_cast<std::size_t>(i)];
    const int seeds = p.seeds(start);
    if (seeds < 2 || seeds > 15) continue;                 // 16 never starts a capture; less than a lap, so
    for (Direction d : {Direction::Ccw, Direction::Cw}) {  // the start is not sown into
      const auto last = static_cast<std::size_t>((i + seeds * stepOf(d)) & kWrap);
      const Square facing = loop.facing[last];  // the lap ends in a front hole, occupied, facing seeds
      if (facing != kNoSquare && p.seeds(loop.square[last]) > 0 && p.seeds(facing) > 0) visit(start, d, facing);
    }
  }
}

inline bool hasCaptureMove(const Position& p, Side side) {
  if (inNemo(p, side)) return anyCapturePosition(p, side);
  bool found = false;
  forEachMtajiCapture(p, side, [&](Square, Direction, Square) { found = true; });
  return found;
}

inline bool isMtajiCapture(const Position& p, Side side, Move move) {
  bool found = false;
  forEachMtajiCapture(p, side,
                      [&](Square start, Direction d, Square) { found |= start == move.square && d == move.direction; });
  return found;
}

// One move being played. `safari` is the mover's choice should he reach his house (L-6.3, Z-6.3).
template <class Policy, class Sink>
class BaoMove {
 public:
  BaoMove(Position& p, Sink& sink, MoveOutcome& outcome, Move move)
      : p_(p),
        outcome_(outcome),
        me_(p.toMove),
        nemo_(inNemo(p, me_)),
        safari_(move.safari),
        sower_(p, sink, outcome, loopOf(kShape, me_), move.square, move.direction) {
    const bool markIsMine = p.hiziZetu != kNoSquare && ownerOf(kShape, p.hiziZetu) == me_;
    blocked_ = markIsMine ? p.hiziZetu : kNoSquare;
    mustTake_ = markIsMine ? kNoSquare : p.hiziZetu;
    if constexpr (Sink::kTraced) {
      if (ownsHouse(p, me_)) sower_.watchNyumba(kuuSquare(me_));
    }
  }

  // Z-11.2, Z-11.3: the mark binds this move, first thing in its trace.
  void noteBinding(RuleId rule) { sower_.note({.kind = EventKind::MarkBinds, .square = p_.hiziZetu, .rule = rule}); }

  void playNemoCapture(Square front) {
    placeReserveSeed(front, Policy::kNemoCapture);
    // Z-2: a dormant nyumba of five that takes the seed works again (a Lamu kuu never sleeps).
    if (isOwnedHouse(p_, me_, front) && p_.seeds(front) == 6)
      sower_.note({.kind = EventKind::NyumbaFunctional, .square = front, .owner = me_, .rule = Policy::kHouse});
    if (capture(front)) captureLaps();
  }

  void playNemoTakasa(Square front) {
    const bool taxing = front == kuuSquare(me_) && houseWorks(p_, me_);  // judged before the seed
    placeReserveSeed(front, Policy::kNemoTakasa);
    const int seeds = taxing ? Policy::taxedSeeds(p_.seeds(front)) : p_.seeds(front);
    sower_.sow(liftFirst(front, seeds, taxing ? Policy::kTax : Policy::kNemoTakasa));
    takasaLaps();
  }

  void playMtaji(Square start, bool captures) {
    firstLapFromHouse_ = isOwnedHouse(p_, me_, start);  // L-11: this lap may relay out of the mark
    sower_.sow(liftFirst(start, p_.seeds(start), captures ? Policy::kMtajiCapture : Policy::kMtajiTakasa));
    if (captures) {
      captureLaps();
    } else {
      takasaLaps();
    }
  }

 private:
  enum Phase { kCapturing = 1, kTakasa = 2 };

  // L-3, Z-3: the seed that empties the mover's reserve ends his first stage.
  void placeReserveSeed(Square front, RuleId rule) {
    sower_.place(front, rule);
    if constexpr (Sink::kTraced) {
      if (p_.reserve[sideIndex(me_)] == 0)
        sower_.note({.kind = EventKind::Stage, .owner = me_, .rule = Policy::kStage});
    }
  }

  // A lift of `count` seeds from `sq`, and what it does to the mover's house: lifted whole, it is
  // gone for good (L-2, Z-2); taxed below six, a nyumba sleeps (Z-2).
  int lift(Square sq, int count, RuleId rule, Lap lap) {
    const bool house = isOwnedHouse(p_, me_, sq);
    sower_.lift(sq, count, rule, lap);
    if (house && p_.seeds(sq) == 0) {
      houseGone(me_);
    } else if (house && p_.seeds(sq) < 6) {
      sower_.note({.kind = EventKind::NyumbaDormant, .square = sq, .owner = me_, .rule = Policy::kHouse});
    }
    return count;
  }
  int liftFirst(Square sq, int count, RuleId rule) { return lift(sq, count, rule, Lap::First); }

  void houseGone(Side owner) {
    p_.kuu[sideIndex(owner)] = false;
    sower_.markIrreversible();
    if (owner == me_) sower_.watchNyumba(kNoSquare);
    sower_.note({.kind = EventKind::KuuGone, .square = kuuSquare(owner), .owner = owner, .rule = Policy::kHouse});
  }

  // L-5, Z-5: takes the opposite hole into the hand and sows it from a kichwa. False when the
  // capture emptied the opponent's front row and so ended the game (L-12, Z-12.1).
  bool capture(Square front) {
    const Square taken = oppositeOf(kShape, front);
    const int seeds = p_.seeds(taken);
    // The move's first capture is the nemo (L-7, Z-7) or mtaji (L-9, Z-9) capture; later ones
    // L-6.2, Z-6.2.
    const RuleId rule = capturedBefore_ ? Policy::kCaptureAgain : nemo_ ? Policy::kNemoCapture : Policy::kMtajiCapture;
    capturedBefore_ = true;
    sower_.capture(taken, seeds, CaptureDestination::Hand, rule, Policy::kCapturedSown);
    const Side opponent = other(me_);
    if (isOwnedHouse(p_, opponent, taken)) houseGone(opponent);
    if (taken == mustTake_) outcome_.markCaptured = true;
    if (frontRowIsEmpty(p_, opponent)) {  // bao hamna: the captured seeds leave the board
      outcome_.ending = MoveOutcome::Ending::MoverWins;
      sower_.end(EndReason::Won, Policy::kWon);
      return false;
    }
    const int column = reentryColumn(me_, front, sower_.direction);
    sower_.direction = towardCentreFrom(me_, column);
    sower_.moveBefore(frontSquare(me_, column));
    sower_.sow(seeds);
    return true;
  }

  // L-12, Z-12.2: a lap that leaves the mover's front row empty loses at once.
  bool frontRowEmptied() {
    if (!frontRowIsEmpty(p_, me_)) return false;
    outcome_.ending = MoveOutcome::Ending::MoverLoses;
    sower_.end(EndReason::Lost, Policy::kLost);
    return true;
  }

  // Relays from the lap's end under `rule`; true when that never ends (C-5). Besides an empty
  // hole, a lap end is not a plain relay at the mover's own house, in the phase's own holes and
  // where it leaves his front row empty (L-12, Z-12.2).
  bool relayIsEndless(Phase phase, RuleId rule) {
    if (!guard_.relay(
            sower_, [&] { return lapStops(phase); }, rule, phase))
      return false;
    outcome_.endless = true;
    return true;
  }

  // Asked only when a sowing has gone on long: kept out of the lap loop's way.
  [[gnu::noinline]] LapStops lapStops(Phase phase) const {
    const std::uint64_t own = phase == kCapturing ? captureHoles() : blockedHole();
    return LapStops{.always = own | houseBit(), .keepSeeds = rowBits(frontRowOf(kShape, me_))};
  }

  // L-11, Z-11.2: the hole a takasa lap ends in, one bit (or none).
  std::uint64_t blockedHole() const { return blocked_ == kNoSquare ? 0 : std::uint64_t{1} << blocked_; }

  // The mover's own house, one bit (or none): a lap ending there stops or goes on safari, and in
  // a Kiswahili mtaji takasa it relays but the nyumba is gone.
  std::uint64_t houseBit() const { return ownsHouse(p_, me_) ? std::uint64_t{1} << kuuSquare(me_) : 0; }

  // L-6.2, Z-6.2: the mover's front holes facing an occupied hole, where a lap end captures.
  std::uint64_t captureHoles() const {
    std::uint64_t holes = 0;
    for (int c = 0; c < kColumns; ++c) {
      const Square front = frontSquare(me_, c);
      if (p_.seeds(oppositeOf(kShape, front)) > 0) holes |= std::uint64_t{1} << front;
    }
    return holes;
  }

  void captureLaps() {  // L-6, Z-6
    for (;;) {
      const Square last = sower_.square();
      if (frontRowEmptied()) return;
      if (sower_.landedInEmpty()) return sower_.end(EndReason::Empty, Policy::kCaptureEndsEmpty);
      if (isFrontRow(kShape, last) && isCapturePosition(p_, last)) {
        if (!capture(last)) return;
        continue;
      }
      if (isOwnedHouse(p_, me_, last)) {
        if (nemo_) {
          outcome_.safariOffered = true;
          if (!safari_) return sower_.end(EndReason::Kuu, Policy::kSafari);
        }
        // Safari, or in mtaji the house must be sown on. Only the mover's own house: a lap
        // ending where it was is an ordinary relay (L-6.4, Z-6.4).
        sower_.sow(lift(last, p_.seeds(last), Policy::kSafari, Lap::Safari));
        continue;
      }
      if (relayIsEndless(kCapturing, Policy::kCaptureRelay)) return;
    }
  }

  void takasaLaps() {  // L-8, L-10, L-11; Z-8.6, Z-10, Z-11.2
    const RuleId takasa = nemo_ ? Policy::kNemoTakasaLaps : Policy::kMtajiTakasa;
    for (;;) {
      const Square last = sower_.square();
      if (frontRowEmptied()) return;
      if (sower_.landedInEmpty()) return sower_.end(EndReason::Empty, takasa);
      const bool passesMark = Policy::kHouseLapPassesMark && firstLapFromHouse_;
      if (last == blocked_ && !passesMark) return sower_.end(EndReason::Blocked, Policy::kMarkBlocks);
      // In nemo a lap ends in the house (L-8, Z-8.6). In mtaji it relays through it, which is then
      // gone (Z-10, D9): an irreversible step, so no endless check is owed here; a Lamu kuu is
      // sown before any mtaji takata (L-10), so never met here.
      if (isOwnedHouse(p_, me_, last)) {
        if (nemo_) return sower_.end(EndReason::Kuu, Policy::kNemoTakasaLaps);
        sower_.sow(lift(last, p_.seeds(last), takasa, Lap::Relay));
        firstLapFromHouse_ = false;
        continue;
      }
      // Out of the mark only on the house's first lap (L-11).
      if (relayIsEndless(kTakasa, last == blocked_ ? Policy::kMarkBlocks : takasa)) return;
      firstLapFromHouse_ = false;
    }
  }

  Position& p_;
  MoveOutcome& outcome_;
  Side me_;
  bool nemo_;
  bool safari_;
  Sower<Sink> sower_;
  EndlessGuard guard_;
  Square blocked_ = kNoSquare;      // the hole the mover may not start from or sow on from
  Square mustTake_ = kNoSquare;     // the opponent's hole the mover must capture if he can
  bool firstLapFromHouse_ = false;  // L-11: the mark does not stop the first lap of a kuu's sowing
  bool capturedBefore_ = false;     // whether this move has captured already (L-6.2, Z-6.2)
};

// L-11, Z-11.1: after `mover`'s takasa, the hole of the opponent it marks, if any. `p` is the
// position after the move.
template <class Policy>
Square markAfterTakasa(const Position& p, Side mover) {
  Square marked = kNoSquare;
  bool several = false;
  forEachMtajiCapture(p, mover, [&](Square, Direction, Square taken) {
    if (marked != kNoSquare && marked != taken) several = true;
    marked = taken;
  });
  const Side victim = other(mover);
  if (marked == kNoSquare || several || hasCaptureMove(p, victim)) return kNoSquare;
  if ((marked == kuuSquare(victim) && houseWorks(p, victim)) || occupiedFrontHoles(p, victim) == 1) return kNoSquare;
  if (p.seeds(marked) < 2) return Policy::kSingleSeedMarkable ? marked : kNoSquare;
  // A hole of two or more is exempt when it is the only one.
  int bigHoles = 0;
  for (int c = 0; c < kColumns; ++c) bigHoles += p.seeds(frontSquare(victim, c)) >= 2;
  return bigHoles == 1 ? kNoSquare : marked;
}

template <class Policy>
class BaoRules final : public RulesBase<BaoRules<Policy>> {
 public:
  Variant variant() const override { return Policy::kVariant; }
  int repetitionLimit() const override { return 3; }  // C-6 [decision]
  Square kuuSquareOf(Side side) const override { return kuuSquare(side); }
  Rules::Stage stageOf(const Position& p, Side side) const override {
    return inNemo(p, side) ? Rules::Stage::Nemo : Rules::Stage::Mtaji;
  }
  Square blockedSquare(const Position& p, Side side) const override { return blockedFor(p, side); }  // L-11, Z-11.2
  Square markToCapture(const Position& p, Side side) const override {                                // L-11, Z-11.3
    return blockedFor(p, other(side));
  }
  Square captureSowingStart(Side side, Square capturingHole, Direction direction) const override {  // L-5, Z-5
    return frontSquare(side, reentryColumn(side, capturingHole, direction));
  }
  Rules::House houseOf(const Position& p, Side side) const override {  // L-2, Z-2
    if (!ownsHouse(p, side)) return Rules::House::Gone;
    return houseWorks(p, side) ? Rules::House::Standing : Rules::House::Dormant;
  }
  // L-1, Z-1: the reserve (hand) beside the board, and every seed the side still holds.
  Rules::SideCounters counters(const Position& p, Side side) const override {
    const int reserve = p.reserve[sideIndex(side)];
    return {.kind = Rules::CounterKind::Reserve, .value = reserve, .held = reserve + p.seedsInRows(side)};
  }
  bool hasMoveChoices() const override { return true; }  // a direction, and the safari (L-5, L-6.3; Z-5, Z-6.3)

  // A nemo capture may reach the mover's house, and only playing it shows whether it does, so
  // each such move has its safari twin among the candidates (L-6.3, Z-6.3).
  void candidateMoves(const Position& p, MoveList& moves) const override {
    startingChoices(p, moves);
    const Side me = p.toMove;
    if (!inNemo(p, me) || !ownsHouse(p, me) || !anyCapturePosition(p, me)) return;
    const std::size_t stops = moves.size();
    for (std::size_t i = 0; i < stops; ++i) {
      Move safari = moves[i];
      safari.safari = true;
      moves.push(safari);
    }
  }

  template <class Sink>
  MoveOutcome playMove(Position& p, Move move, Sink& sink) const {
    return playMove(p, move, sink, true);
  }

  Result immediateResult(const Position& p, const MoveOutcome* last) const override {  // L-12, Z-12.1-2
    Result result;
    if (last == nullptr || last->ending == MoveOutcome::Ending::None) return result;
    result.kind = Result::Kind::Win;
    const Side mover = other(p.toMove);
    const bool won = last->ending == MoveOutcome::Ending::MoverWins;
    result.winner = won ? mover : p.toMove;
    result.reason = won ? ResultReason::CapturedAll : ResultReason::FrontRowEmpty;
    return result;
  }

 private:
  // Plays a move only to learn its outcome: the new mark is not worked out.
  static MoveOutcome probe(Position& p, Move move) {
    Untraced sink;
    return playMove(p, move, sink, false);
  }

  template <class Sink>
  static MoveOutcome playMove(Position& p, Move move, Sink& sink, bool settleMark) {
    MoveOutcome outcome;
    const Side me = p.toMove;
    const Square oldMark = p.hiziZetu;
    const bool nemo = inNemo(p, me);
    BaoMove<Policy, Sink> play(p, sink, outcome, move);
    if constexpr (Sink::kTraced && Policy::kReportsBinding) {
      if (settleMark && oldMark != kNoSquare) {
        if (ownerOf(kShape, oldMark) == me) {
          play.noteBinding(Policy::kMarkBlocks);
        } else if (!nemo && dutyBinds(p, me)) {
          play.noteBinding(Policy::kMarkDuty);
        }
      }
    }
    bool takasa = false;
    if (nemo) {
      if (anyCapturePosition(p, me)) {
        play.playNemoCapture(move.square);
      } else {
        takasa = true;
        play.playNemoTakasa(move.square);
      }
    } else {
      const bool captures = isMtajiCapture(p, me, move);
      takasa = !captures;
      play.playMtaji(move.square, captures);
    }
    outcome.safariUnused = move.safari && !outcome.safariOffered;
    if (outcome.illegal() || !settleMark) return outcome;
    // L-11, Z-11.4: a mark lives for two moves; only a new one replaces it early.
    const bool marks = takasa && outcome.ending == MoveOutcome::Ending::None && Policy::marksAfter(nemo, p);
    const Square newMark = marks ? markAfterTakasa<Policy>(p, me) : kNoSquare;
    const bool oldMarkBoundMe = oldMark != kNoSquare && ownerOf(kShape, oldMark) == me;
    p.hiziZetu = newMark != kNoSquare ? newMark : (oldMarkBoundMe ? oldMark : kNoSquare);
    if constexpr (Sink::kTraced) {  // a replaced mark lapses first, so a new one is set where none is
      const bool oldMarkLapses = oldMark != kNoSquare && (newMark != kNoSquare || !oldMarkBoundMe);
      if (oldMarkLapses)
        sink.addBeforeEnd({.kind = EventKind::MarkLapsed, .square = oldMark, .rule = Policy::kMarkLapses});
      if (newMark != kNoSquare)
        sink.addBeforeEnd({.kind = EventKind::MarkSet, .square = newMark, .rule = Policy::kMarkSet});
    }
    return outcome;
  }

  // Z-11.3: `me` has capture moves that take the opponent's marked hole, so he must play one.
  static bool dutyBinds(const Position& p, Side me) {
    bool binds = false;
    forEachMtajiCapture(p, me, [&](Square start, Direction d, Square firstTaken) {
      Position copy = p;
      binds = binds || firstTaken == p.hiziZetu || probe(copy, {.square = start, .direction = d}).markCaptured;
    });
    return binds;
  }

  static void bothWays(MoveList& moves, Square sq) {
    moves.push({.square = sq, .direction = Direction::Ccw});
    moves.push({.square = sq, .direction = Direction::Cw});
  }

  // L-8, L-10, Z-8.5, Z-10: a kichwa that is the only occupied front hole is sown toward the centre.
  static void takasaDirections(const Position& p, Side me, Square sq, MoveList& moves) {
    if (isKichwa(sq) && occupiedFrontHoles(p, me) == 1) {
      moves.push({.square = sq, .direction = towardCentreFrom(me, columnOf(kShape, sq))});
    } else {
      bothWays(moves, sq);
    }
  }

  // The moves before safari choices and endless moves are settled.
  static void startingChoices(const Position& p, MoveList& moves) {
    const Side me = p.toMove;
    moves.clear();
    if (Policy::kNoMoveWithoutFrontRow && frontRowIsEmpty(p, me)) return;
    if (inNemo(p, me)) {
      if (anyCapturePosition(p, me)) return nemoCaptures(p, me, moves);
      return nemoTakasas(p, me, moves);
    }
    mtajiCaptures(p, me, moves);
    if (moves.empty()) mtajiTakasas(p, me, moves);
  }

  static void nemoCaptures(const Position& p, Side me, MoveList& moves) {  // L-7, L-5; Z-7, Z-5
    for (int c = 0; c < kColumns; ++c) {
      const Square front = frontSquare(me, c);
      if (!isCapturePosition(p, front)) continue;
      if (c <= kLastKimbiLeft || c >= kFirstKimbiRight) {
        moves.push({.square = front, .direction = towardCentreFrom(me, reentryColumn(me, front, Direction::Ccw))});
      } else {
        bothWays(moves, front);
      }
    }
  }

  // L-8, Z-8: a working house is played only alone (and taxed), and then any other occupied front
  // hole will do; without one, only holes of two or more, unless all are singletons.
  static void nemoTakasas(const Position& p, Side me, MoveList& moves) {
    const Square blocked = blockedFor(p, me);
    const int occupied = occupiedFrontHoles(p, me);
    const bool working = houseWorks(p, me);
    bool allSingletons = true;
    for (int c = 0; c < kColumns; ++c) allSingletons &= p.seeds(frontSquare(me, c)) <= 1;
    for (int c = 0; c < kColumns; ++c) {
      const Square front = frontSquare(me, c);
      if (p.seeds(front) == 0 || front == blocked) continue;
      if (working) {
        if (front == kuuSquare(me) && occupied > 1) continue;
      } else if (p.seeds(front) < 2 && !allSingletons) {
        continue;
      }
      takasaDirections(p, me, front, moves);
    }
  }

  static void mtajiCaptures(const Position& p, Side me, MoveList& moves) {  // L-9, L-11; Z-9, Z-11.3
    const bool obliged = p.hiziZetu != kNoSquare && ownerOf(kShape, p.hiziZetu) != me;
    MoveList takingMark;
    forEachMtajiCapture(p, me, [&](Square start, Direction d, Square firstTaken) {
      const Move move{.square = start, .direction = d};
      moves.push(move);
      // A move whose first capture is the mark takes it; any other only if a later capture
      // reaches it, which playing it shows.
      if (!obliged) return;
      Position copy = p;
      if (firstTaken == p.hiziZetu || probe(copy, move).markCaptured) takingMark.push(move);
    });
    if (!takingMark.empty()) moves = takingMark;
  }

  static void mtajiTakasas(const Position& p, Side me, MoveList& moves) {  // L-10, Z-10
    if (Policy::kHouseFirstInMtaji && ownsHouse(p, me)) return bothWays(moves, kuuSquare(me));
    const Square blocked = blockedFor(p, me);
    for (int c = 0; c < kColumns; ++c) {
      const Square front = frontSquare(me, c);
      if (p.seeds(front) >= 2 && front != blocked) takasaDirections(p, me, front, moves);
    }
    if (!moves.empty() || (Policy::kBackRowOnlyWithoutPair && anyFrontPair(p, me))) return;
    const int backRow = me == Side::South ? 0 : 3;
    for (int c = 0; c < kColumns; ++c) {
      const Square back = squareAt(kShape, c, backRow);
      if (p.seeds(back) >= 2) bothWays(moves, back);
    }
  }
};

}  // namespace baraza::detail::bao
