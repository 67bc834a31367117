// Bao Kigogo (RULES.md K-1 ... K-5).
#include "rules/games.h"
#include "rules/sowing.h"

namespace baraza::detail {
namespace {

class KigogoRules final : public RulesBase<KigogoRules> {
 public:
  Variant variant() const override { return Variant::Kigogo; }
  int repetitionLimit() const override { return 2; }  // C-6: second occurrence

  // K-2: any own hole of two or more seeds; only without one, single seeds stepping into an
  // empty next hole.
  void candidateMoves(const Position& p, MoveList& moves) const override {
    moves.clear();
    const Loop& loop = loopOf(Variant::Kigogo, p.toMove);
    for (int i = 0; i < loop.length; ++i) {
      const Square sq = loop.squares[static_cast<std::size_t>(i)];
      if (p.seeds(sq) >= 2) moves.push({.square = sq});
    }
    if (!moves.empty()) return;
    for (int i = 0; i < loop.length; ++i) {
      const Square sq = loop.squares[static_cast<std::size_t>(i)];
      if (p.seeds(sq) == 1 && p.seeds(loop.at(i + 1)) == 0) moves.push({.square = sq});
    }
  }

  template <class Sink>
  MoveOutcome playMove(Position& p, Move move, Sink& sink) const {
    MoveOutcome outcome;
    Sower<Sink> sower(p, sink, outcome, loopOf(Variant::Kigogo, p.toMove), move.square, Direction::Ccw);
    const int seeds = sower.lift(move.square, RuleId::K2, Lap::First);
    sower.sow(seeds);
    EndlessGuard guard;
    // K-3: a lap ending in an occupied hole is sown on.
    while (seeds > 1 && !sower.landedInEmpty()) {
      if (guard.relay(sower, noStops, RuleId::K3, 0)) {
        outcome.endless = true;
        return outcome;
      }
    }
    captureColumn(sower, sower.square(), RuleId::K4);  // a single step included [decision]
    if (seeds > 1) {
      sower.end(EndReason::Empty, RuleId::K3);
    } else {
      sower.end(EndReason::Step, RuleId::K2);
    }
    return outcome;
  }

 public:
  Result immediateResult(const Position& p, const MoveOutcome*) const override {
    return capturedAllResult(p);  // K-5
  }
};

}  // namespace

const Rules& kigogoRules() {
  static const KigogoRules rules;
  return rules;
}

}  // namespace baraza::detail
