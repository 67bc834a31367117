// Bao la Kete, Lamu rules (RULES.md L-1 ... L-12).
#include <array>
#include <cstring>

#include "rules/games.h"
#include "rules/sowing.h"

namespace baraza::detail {
namespace {

constexpr Variant kVariant = Variant::Kete;
constexpr int kColumns = 8;
constexpr int kFirstKimbiRight = 6;  // columns g, h
constexpr int kLastKimbiLeft = 1;    // columns a, b

Square frontSquare(Side side, int column) { return squareAt(kVariant, column, frontRowOf(kVariant, side)); }
bool isKichwa(Square sq) {
  return isFrontRow(kVariant, sq) && (columnOf(kVariant, sq) == 0 || columnOf(kVariant, sq) == kColumns - 1);
}
bool kuuExists(const Position& p, Side side) { return p.kuu[static_cast<std::size_t>(indexOf(side))]; }
bool isExistingKuu(const Position& p, Side side, Square sq) { return sq == kuuSquare(side) && kuuExists(p, side); }
bool inNemo(const Position& p, Side side) { return p.reserve[static_cast<std::size_t>(indexOf(side))] > 0; }  // L-3

// L-5: sowing from the column-a kichwa toward the centre is cw for South and ccw for North.
Direction towardCentreFrom(Side side, int kichwaColumn) {
  const bool columnA = kichwaColumn == 0;
  return columnA == (side == Side::South) ? Direction::Cw : Direction::Ccw;
}
int kichwaColumnSowing(Side side, Direction direction) {
  return towardCentreFrom(side, 0) == direction ? 0 : kColumns - 1;
}
// L-5: the kichwa the captured seeds re-enter from.
int reentryColumn(Side side, Square capturingHole, Direction current) {
  const int column = columnOf(kVariant, capturingHole);
  if (column <= kLastKimbiLeft) return 0;
  if (column >= kFirstKimbiRight) return kColumns - 1;
  return kichwaColumnSowing(side, current);
}

// The eight holes of a front row are contiguous: one word tells whether any holds a seed.
bool frontRowIsEmpty(const Position& p, Side side) {
  std::uint64_t row;
  std::memcpy(&row, p.pits.data() + frontRowOf(kVariant, side) * kColumns, sizeof row);
  return row == 0;
}

// L-11: the hizi zetu hole in `side`'s own row, which he may not start from; none otherwise.
Square blockedFor(const Position& p, Side side) {
  return p.hiziZetu != kNoSquare && ownerOf(kVariant, p.hiziZetu) == side ? p.hiziZetu : kNoSquare;
}

// The holes of a row, one bit per square.
std::uint64_t rowBits(int row) { return std::uint64_t{0xFF} << (row * kColumns); }

bool isCapturePosition(const Position& p, Square front) {  // L-4
  return p.seeds(front) > 0 && p.seeds(oppositeOf(kVariant, front)) > 0;
}

bool anyCapturePosition(const Position& p, Side side) {
  for (int c = 0; c < kColumns; ++c)
    if (isCapturePosition(p, frontSquare(side, c))) return true;
  return false;
}

int occupiedFrontHoles(const Position& p, Side side) {
  int count = 0;
  for (int c = 0; c < kColumns; ++c) count += p.seeds(frontSquare(side, c)) > 0;
  return count;
}

// L-9: calls visit(start, direction, firstCapturedHole) for every mtaji capture move of `side`.
template <class Visit>
void forEachMtajiCapture(const Position& p, Side side, Visit visit) {
  const Loop& loop = loopOf(kVariant, side);
  for (int i = 0; i < loop.length; ++i) {
    const Square start = loop.squares[static_cast<std::size_t>(i)];
    const int seeds = p.seeds(start);
    if (seeds < 2 || seeds > 15) continue;                 // 16 never starts a capture; less than a lap, so
    for (Direction d : {Direction::Ccw, Direction::Cw}) {  // the start is not sown into
      const Square last = loop.at(i + seeds * stepOf(d));
      if (isFrontRow(kVariant, last) && isCapturePosition(p, last)) visit(start, d, oppositeOf(kVariant, last));
    }
  }
}

bool hasCaptureMove(const Position& p, Side side) {
  if (inNemo(p, side)) return anyCapturePosition(p, side);
  bool found = false;
  forEachMtajiCapture(p, side, [&](Square, Direction, Square) { found = true; });
  return found;
}

bool isMtajiCapture(const Position& p, Side side, Move move) {
  bool found = false;
  forEachMtajiCapture(p, side,
                      [&](Square start, Direction d, Square) { found |= start == move.square && d == move.direction; });
  return found;
}

// One Kete move being played. `safari` is the mover's choice should he reach his kuu (L-6.3).
template <class Sink>
class KeteMove {
 public:
  KeteMove(Position& p, Sink& sink, MoveOutcome& outcome, Move move)
      : p_(p),
        outcome_(outcome),
        me_(p.toMove),
        nemo_(inNemo(p, me_)),
        safari_(move.safari),
        sower_(p, sink, outcome, loopOf(kVariant, me_), move.square, move.direction) {
    blocked_ = blockedFor(p, me_);
    mustTake_ = blocked_ != kNoSquare ? kNoSquare : p.hiziZetu;
  }

  void playNemoCapture(Square front) {
    placeReserveSeed(front, RuleId::L7);
    if (capture(front)) captureLaps();
  }

  void playNemoTakata(Square front) {
    placeReserveSeed(front, RuleId::L8);
    const bool fromKuu = isExistingKuu(p_, me_, front);
    // A kuu of seven is sown whole; from a bigger one only two, so that it keeps six or more.
    const bool wholeKuu = fromKuu && p_.seeds(front) == 7;
    const int seeds = sower_.lift(front, fromKuu && !wholeKuu ? 2 : p_.seeds(front), RuleId::L8, Lap::First);
    if (wholeKuu) kuuGone(me_);
    sower_.sow(seeds);
    takataLaps();
  }

  void playMtaji(Square start, bool captures) {
    const bool fromKuu = isExistingKuu(p_, me_, start);
    const int seeds = sower_.lift(start, captures ? RuleId::L9 : RuleId::L10, Lap::First);
    if (fromKuu) {
      kuuGone(me_);
      firstLapFromKuu_ = true;  // L-11: this lap may relay out of the marked hole
    }
    sower_.sow(seeds);
    if (captures) {
      captureLaps();
    } else {
      takataLaps();
    }
  }

 private:
  enum Phase { kCapturing = 1, kTakata = 2 };

  // L-3: the seed that empties the mover's reserve ends his nemo stage.
  void placeReserveSeed(Square front, RuleId rule) {
    sower_.place(front, rule);
    if constexpr (Sink::kTraced) {
      if (p_.reserve[static_cast<std::size_t>(indexOf(me_))] == 0)
        sower_.note({.kind = EventKind::Stage, .owner = me_, .rule = RuleId::L3});
    }
  }

  // L-2: a kuu lifted or captured is gone for good.
  void kuuGone(Side owner) {
    p_.kuu[static_cast<std::size_t>(indexOf(owner))] = false;
    sower_.markIrreversible();
    sower_.note({.kind = EventKind::KuuGone, .square = kuuSquare(owner), .owner = owner, .rule = RuleId::L2});
  }

  // L-5: takes the opposite hole into the hand and sows it from a kichwa. False when the
  // capture emptied the opponent's front row and so ended the game (L-12).
  bool capture(Square front) {
    const Square taken = oppositeOf(kVariant, front);
    const int seeds = p_.seeds(taken);
    // The move's first capture is the nemo (L-7) or mtaji (L-9) capture move; later ones, L-6.2.
    const RuleId rule = capturedBefore_ ? RuleId::L6_2 : nemo_ ? RuleId::L7 : RuleId::L9;
    capturedBefore_ = true;
    sower_.capture(taken, seeds, CaptureDestination::Hand, rule);
    const Side opponent = other(me_);
    if (isExistingKuu(p_, opponent, taken)) kuuGone(opponent);
    if (taken == mustTake_) outcome_.markCaptured = true;
    if (frontRowIsEmpty(p_, opponent)) {  // bao hamna: the captured seeds leave the board
      outcome_.ending = MoveOutcome::Ending::MoverWins;
      sower_.end(EndReason::Won, RuleId::L12);
      return false;
    }
    const int column = reentryColumn(me_, front, sower_.direction);
    sower_.direction = towardCentreFrom(me_, column);
    sower_.moveBefore(frontSquare(me_, column));
    sower_.sow(seeds);
    return true;
  }

  // L-12: a lap that leaves the mover's front row empty loses at once.
  bool frontRowEmptied() {
    if (!frontRowIsEmpty(p_, me_)) return false;
    outcome_.ending = MoveOutcome::Ending::MoverLoses;
    sower_.end(EndReason::Lost, RuleId::L12);
    return true;
  }

  // Relays from the lap's end under `rule`; true when that never ends (C-5). Besides an empty
  // hole, a lap end is not a plain relay at the mover's existing kuu, in the phase's own holes
  // and where it leaves his front row empty (L-12).
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
    return LapStops{.always = own | kuuBit(), .keepSeeds = rowBits(frontRowOf(kVariant, me_))};
  }

  // L-11: the hole a takata lap ends in, one bit (or none).
  std::uint64_t blockedHole() const { return blocked_ == kNoSquare ? 0 : std::uint64_t{1} << blocked_; }

  // The mover's existing kuu, one bit (or none).
  std::uint64_t kuuBit() const { return kuuExists(p_, me_) ? std::uint64_t{1} << kuuSquare(me_) : 0; }

  // L-6.2: the mover's front holes facing an occupied hole, where a lap end captures.
  std::uint64_t captureHoles() const {
    std::uint64_t holes = 0;
    for (int c = 0; c < kColumns; ++c) {
      const Square front = frontSquare(me_, c);
      if (p_.seeds(oppositeOf(kVariant, front)) > 0) holes |= std::uint64_t{1} << front;
    }
    return holes;
  }

  void captureLaps() {  // L-6
    for (;;) {
      const Square last = sower_.square();
      if (frontRowEmptied()) return;
      if (sower_.landedInEmpty()) return sower_.end(EndReason::Empty, RuleId::L6_1);
      if (isFrontRow(kVariant, last) && isCapturePosition(p_, last)) {
        if (!capture(last)) return;
        continue;
      }
      if (isExistingKuu(p_, me_, last)) {
        if (nemo_) {
          outcome_.safariOffered = true;
          if (!safari_) return sower_.end(EndReason::Kuu, RuleId::L6_3);
        }
        // Safari, or in mtaji the kuu must be sown on. Only the mover's existing kuu: a lap
        // ending where his kuu was is an ordinary relay (L-6.4).
        const int seeds = sower_.lift(last, RuleId::L6_3, Lap::Safari);
        kuuGone(me_);
        sower_.sow(seeds);
        continue;
      }
      if (relayIsEndless(kCapturing, RuleId::L6_4)) return;
    }
  }

  void takataLaps() {  // L-8, L-10, L-11
    const RuleId takata = nemo_ ? RuleId::L8 : RuleId::L10;
    for (;;) {
      const Square last = sower_.square();
      if (frontRowEmptied()) return;
      if (sower_.landedInEmpty()) return sower_.end(EndReason::Empty, takata);
      if (last == blocked_ && !firstLapFromKuu_) return sower_.end(EndReason::Blocked, RuleId::L11);
      if (isExistingKuu(p_, me_, last)) return sower_.end(EndReason::Kuu, RuleId::L8);
      // Out of the mark only on the kuu's first lap.
      if (relayIsEndless(kTakata, last == blocked_ ? RuleId::L11 : takata)) return;
      firstLapFromKuu_ = false;
    }
  }

  Position& p_;
  MoveOutcome& outcome_;
  Side me_;
  bool nemo_;
  bool safari_;
  Sower<Sink> sower_;
  EndlessGuard guard_;
  Square blocked_ = kNoSquare;    // L-11: the hole the mover may not start from or sow on from
  Square mustTake_ = kNoSquare;   // L-11: the opponent's hole the mover must capture if he can
  bool firstLapFromKuu_ = false;  // L-11: the mark does not stop the first lap of a kuu's sowing
  bool capturedBefore_ = false;   // whether this move has captured already (L-6.2)
};

// L-11: after `mover`'s mtaji takata, the hole of the opponent it marks, if any. `p` is the
// position after the move.
Square hiziZetuMark(const Position& p, Side mover) {
  Square marked = kNoSquare;
  bool several = false;
  forEachMtajiCapture(p, mover, [&](Square, Direction, Square taken) {
    if (marked != kNoSquare && marked != taken) several = true;
    marked = taken;
  });
  const Side victim = other(mover);
  if (marked == kNoSquare || several || hasCaptureMove(p, victim)) return kNoSquare;
  if (isExistingKuu(p, victim, marked) || occupiedFrontHoles(p, victim) == 1) return kNoSquare;
  // A single seed can be marked; a hole of two or more is exempt when it is the only one.
  if (p.seeds(marked) < 2) return marked;
  int bigHoles = 0;
  for (int c = 0; c < kColumns; ++c) bigHoles += p.seeds(frontSquare(victim, c)) >= 2;
  return bigHoles == 1 ? kNoSquare : marked;
}

class KeteRules final : public RulesBase<KeteRules> {
 public:
  Variant variant() const override { return kVariant; }
  int repetitionLimit() const override { return 3; }  // C-6 [decision]
  Square kuuSquareOf(Side side) const override { return kuuSquare(side); }
  Stage stageOf(const Position& p, Side side) const override { return inNemo(p, side) ? Stage::Nemo : Stage::Mtaji; }
  Square blockedSquare(const Position& p, Side side) const override { return blockedFor(p, side); }  // L-11
  // L-1: the reserve beside the board, and every seed the side still holds.
  SideCounters counters(const Position& p, Side side) const override {
    const int reserve = p.reserve[static_cast<std::size_t>(indexOf(side))];
    return {.kind = CounterKind::Reserve, .value = reserve, .held = reserve + p.seedsInRows(side)};
  }
  bool hasMoveChoices() const override { return true; }  // a direction, and the safari (L-5, L-6.3)

  // A nemo capture may reach the mover's kuu, and only playing it shows whether it does, so
  // each such move has its safari twin among the candidates (L-6.3).
  void candidateMoves(const Position& p, MoveList& moves) const override {
    startingChoices(p, moves);
    const Side me = p.toMove;
    if (!inNemo(p, me) || !kuuExists(p, me) || !anyCapturePosition(p, me)) return;
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

 private:
  // Plays a move only to learn its outcome: the new hizi zetu mark is not worked out.
  static MoveOutcome probe(Position& p, Move move) {
    Untraced sink;
    return playMove(p, move, sink, false);
  }

  template <class Sink>
  static MoveOutcome playMove(Position& p, Move move, Sink& sink, bool settleMark) {
    MoveOutcome outcome;
    const Side me = p.toMove;
    const Square oldMark = p.hiziZetu;
    KeteMove<Sink> play(p, sink, outcome, move);
    bool mtajiTakata = false;
    if (inNemo(p, me)) {
      if (anyCapturePosition(p, me)) {
        play.playNemoCapture(move.square);
      } else {
        play.playNemoTakata(move.square);
      }
    } else {
      const bool captures = isMtajiCapture(p, me, move);
      mtajiTakata = !captures;
      play.playMtaji(move.square, captures);
    }
    outcome.safariUnused = move.safari && !outcome.safariOffered;
    if (outcome.illegal() || !settleMark) return outcome;
    // L-11: a mark lives for two moves; only a new one replaces it early.
    const Square newMark = mtajiTakata && outcome.ending == MoveOutcome::Ending::None ? hiziZetuMark(p, me) : kNoSquare;
    const bool oldMarkBoundMe = oldMark != kNoSquare && ownerOf(kVariant, oldMark) == me;
    p.hiziZetu = newMark != kNoSquare ? newMark : (oldMarkBoundMe ? oldMark : kNoSquare);
    if constexpr (Sink::kTraced) {  // a replaced mark lapses first, so a new one is set where none is
      const bool oldMarkLapses = oldMark != kNoSquare && (newMark != kNoSquare || !oldMarkBoundMe);
      if (oldMarkLapses) sink.addBeforeEnd({.kind = EventKind::MarkLapsed, .square = oldMark, .rule = RuleId::L11});
      if (newMark != kNoSquare) sink.addBeforeEnd({.kind = EventKind::MarkSet, .square = newMark, .rule = RuleId::L11});
    }
    return outcome;
  }

 public:
  Result immediateResult(const Position& p, const MoveOutcome* last) const override {  // L-12
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
  static void bothWays(MoveList& moves, Square sq) {
    moves.push({.square = sq, .direction = Direction::Ccw});
    moves.push({.square = sq, .direction = Direction::Cw});
  }

  // L-8, L-10: a kichwa that is the only occupied front hole is sown toward the centre.
  static void takataDirections(const Position& p, Side me, Square sq, MoveList& moves) {
    if (isKichwa(sq) && occupiedFrontHoles(p, me) == 1) {
      moves.push({.square = sq, .direction = towardCentreFrom(me, columnOf(kVariant, sq))});
    } else {
      bothWays(moves, sq);
    }
  }

  // The moves before safari choices and endless moves are settled.
  void startingChoices(const Position& p, MoveList& moves) const {
    const Side me = p.toMove;
    moves.clear();
    if (inNemo(p, me)) {
      if (anyCapturePosition(p, me)) return nemoCaptures(p, me, moves);
      return nemoTakatas(p, me, moves);
    }
    mtajiCaptures(p, me, moves);
    if (moves.empty()) mtajiTakatas(p, me, moves);
  }

  static void nemoCaptures(const Position& p, Side me, MoveList& moves) {  // L-7, L-5
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

  static void nemoTakatas(const Position& p, Side me, MoveList& moves) {  // L-8
    const Square blocked = blockedFor(p, me);
    const int occupied = occupiedFrontHoles(p, me);
    bool allSingletons = true;
    for (int c = 0; c < kColumns; ++c) allSingletons &= p.seeds(frontSquare(me, c)) <= 1;
    for (int c = 0; c < kColumns; ++c) {
      const Square front = frontSquare(me, c);
      if (p.seeds(front) == 0 || front == blocked) continue;
      if (kuuExists(p, me)) {
        if (front == kuuSquare(me) && occupied > 1) continue;
      } else if (p.seeds(front) < 2 && !allSingletons) {
        continue;
      }
      takataDirections(p, me, front, moves);
    }
  }

  void mtajiCaptures(const Position& p, Side me, MoveList& moves) const {  // L-9, L-11
    const bool obliged = p.hiziZetu != kNoSquare && ownerOf(kVariant, p.hiziZetu) != me;
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

  static void mtajiTakatas(const Position& p, Side me, MoveList& moves) {  // L-10
    if (kuuExists(p, me)) return bothWays(moves, kuuSquare(me));
    const Square blocked = blockedFor(p, me);
    for (int c = 0; c < kColumns; ++c) {
      const Square front = frontSquare(me, c);
      if (p.seeds(front) >= 2 && front != blocked) takataDirections(p, me, front, moves);
    }
    if (!moves.empty()) return;
    const int backRow = me == Side::South ? 0 : 3;
    for (int c = 0; c < kColumns; ++c) {
      const Square back = squareAt(kVariant, c, backRow);
      if (p.seeds(back) >= 2) bothWays(moves, back);
    }
  }
};

}  // namespace

const Rules& keteRules() {
  static const KeteRules rules;
  return rules;
}

}  // namespace baraza::detail
