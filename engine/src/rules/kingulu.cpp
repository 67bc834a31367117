// Bao Kingulu (RULES.md G-1 ... G-7).
#include <optional>
#include <utility>

#include "rules/games.h"
#include "rules/sowing.h"

namespace baraza::detail {
namespace {

constexpr Variant kVariant = Variant::Kingulu;
constexpr int kClaimedAt = 4;  // G-4.4: seeds in an opponent's hole that held three, the lap's seed in

// A player's row, one bit per square.
std::uint64_t rowSquares(Side side) {
  std::uint64_t squares = 0;
  for (int column = 0; column < 6; ++column)
    squares |= std::uint64_t{1} << squareAt(kVariant, column, frontRowOf(kVariant, side));
  return squares;
}

class KinguluRules final : public RulesBase<KinguluRules> {
 public:
  Variant variant() const override { return kVariant; }
  int repetitionLimit() const override { return 3; }  // C-6 [decision]
  int capturedBy(const Position& p, Side side) const override {
    return p.store[static_cast<std::size_t>(indexOf(side))];
  }
  SideCounters counters(const Position& p, Side side) const override {  // G-1: the store
    return {.kind = CounterKind::Store, .value = p.store[static_cast<std::size_t>(indexOf(side))]};
  }

  // G-3: any own ordinary hole with seeds, unless the first lap would end in an occupied hole
  // of the mover's row (a mtoto there does not count as occupied).
  void candidateMoves(const Position& p, MoveList& moves) const override {
    moves.clear();
    const Loop& loop = loopOf(kVariant, p.toMove);
    const int row = frontRowOf(kVariant, p.toMove);
    for (int column = 0; column < 6; ++column) {
      const Square sq = squareAt(kVariant, column, row);
      const int seeds = p.seeds(sq);
      if (seeds == 0 || p.isMtoto(sq)) continue;
      const Square last = loop.at(loop.positionOf[static_cast<std::size_t>(sq)] + seeds);
      // Seeds already in the hole, plus those this lap dropped there on earlier rounds.
      const int before = (last == sq ? 0 : p.seeds(last)) + (seeds - 1) / loop.length;
      const bool endsOccupiedAtHome = ownerOf(kVariant, last) == p.toMove && !p.isMtoto(last) && before > 0;
      if (!endsOccupiedAtHome) moves.push({.square = sq});
    }
  }

  template <class Sink>
  MoveOutcome playMove(Position& p, Move move, Sink& sink) const {
    MoveOutcome outcome;
    Sower<Sink> sower(p, sink, outcome, loopOf(kVariant, p.toMove), move.square, Direction::Ccw);
    EndlessGuard guard;
    sower.sow(sower.lift(move.square, RuleId::G3, Lap::First));
    // G-4.4: a lap ending in an opponent's hole that held three makes a mtoto; every other lap
    // end in an occupied ordinary hole relays.
    const auto stops = [&] { return LapStops{.atCount = rowSquares(other(p.toMove)), .count = kClaimedAt}; };
    for (;;) {
      if (const auto end = endOfLap(sower, sower.lapSeeds())) {
        sower.end(end->first, end->second);
        return outcome;
      }
      if (guard.relay(sower, stops, RuleId::G4_5, 0)) {
        outcome.endless = true;
        return outcome;
      }
    }
  }

 public:
  Result immediateResult(const Position&, const MoveOutcome*) const override { return {}; }

  // G-7: count each side's row, its mtoto holes and its store.
  Result noMoveResult(const Position& p) const override {
    Result result;
    const int score[2] = {kinguluCount(p, Side::South), kinguluCount(p, Side::North)};
    result.southScore = score[0];
    result.northScore = score[1];
    result.reason = ResultReason::Score;
    if (score[0] == score[1]) {
      result.kind = Result::Kind::Draw;
    } else {
      result.kind = Result::Kind::Win;
      result.winner = score[0] > score[1] ? Side::South : Side::North;
    }
    return result;
  }

 private:
  // G-4: what the hole where a lap ended decides (the end and its clause); nothing when the
  // seeds are sown on (G-4.5).
  template <class Sink>
  static std::optional<std::pair<EndReason, RuleId>> endOfLap(Sower<Sink>& sower, int lapSeeds) {
    Position& p = sower.pos;
    const Square last = sower.square();
    const Side mover = p.toMove;
    if (p.isMtoto(last)) return std::pair{EndReason::Store, RuleId::G4_1};  // the seed went to a store
    const bool mine = ownerOf(kVariant, last) == mover;
    if (sower.landedInEmpty()) {
      const Square opposite = oppositeOf(kVariant, last);
      if (mine && p.seeds(opposite) > 0 && !p.isMtoto(opposite)) {
        sower.capture(opposite, p.seeds(opposite), CaptureDestination::Store, RuleId::G4_2);
        sower.capture(last, 1, CaptureDestination::Store, RuleId::G4_2);
      }
      return std::pair{EndReason::Empty, mine ? RuleId::G4_2 : RuleId::G4_3};
    }
    if (!mine && p.seeds(last) == kClaimedAt) {  // G-4.4: it held exactly three
      sower.claimMtoto(last);                    // G-6
      const Square before = sower.previousSquare();
      if (lapSeeds >= 2 && !p.isMtoto(before)) sower.moveSeed(before, last);
      return std::pair{EndReason::Mtoto, RuleId::G4_4};
    }
    return std::nullopt;
  }
};

}  // namespace

const Rules& kinguluRules() {
  static const KinguluRules rules;
  return rules;
}

}  // namespace baraza::detail
