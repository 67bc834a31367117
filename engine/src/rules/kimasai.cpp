// Bao la Kimasai, four rows (RULES.md M-1 ... M-4).
#include "rules/games.h"
#include "rules/sowing.h"

namespace baraza::detail {
namespace {

class KimasaiRules final : public RulesBase<KimasaiRules> {
 public:
  Variant variant() const override { return Variant::Kimasai; }
  int repetitionLimit() const override { return 2; }  // C-6: second occurrence

  // M-2: a stone whose next hole counterclockwise is empty.
  void candidateMoves(const Position& p, MoveList& moves) const override {
    moves.clear();
    const Loop& loop = loopOf(Variant::Kimasai, p.toMove);
    Square next = loop.squares[0];
    for (int i = loop.length - 1; i >= 0; --i) {  // walking backwards, each hole's next is known
      const Square sq = loop.squares[static_cast<std::size_t>(i)];
      if (p.seeds(sq) != 0 && p.seeds(next) == 0) moves.push({.square = sq});
      next = sq;
    }
  }

  template <class Sink>
  MoveOutcome playMove(Position& p, Move move, Sink& sink) const {
    MoveOutcome outcome;
    Sower<Sink> sower(p, sink, outcome, loopOf(Variant::Kimasai, p.toMove), move.square, Direction::Ccw);
    sower.sow(sower.lift(move.square, RuleId::M2, Lap::First));
    captureColumn(sower, sower.square(), RuleId::M3);
    sower.end(EndReason::Step, RuleId::M2);
    return outcome;
  }

 public:
  Result immediateResult(const Position& p, const MoveOutcome*) const override {
    return capturedAllResult(p);  // M-4
  }
};

}  // namespace

const Rules& kimasaiRules() {
  static const KimasaiRules rules;
  return rules;
}

}  // namespace baraza::detail
