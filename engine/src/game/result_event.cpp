// The Result event at the end of a game's last trace (PROTOCOL.md "Trace JSON").
#include "baraza/rules.h"
#include "baraza/trace.h"

namespace baraza {

RuleId resultRule(Variant variant, const Result& result) {
  if (!result.over()) return RuleId::None;
  if (result.reason == ResultReason::Repetition) return RuleId::C6;
  // The players', not the rules': a resignation, a draw agreed, a side's time run out.
  if (result.reason == ResultReason::Resignation || result.reason == ResultReason::Agreement ||
      result.reason == ResultReason::Time)
    return RuleId::None;
  switch (variant) {
    case Variant::Kigogo:
      return RuleId::K5;
    case Variant::Kimasai:
      return RuleId::M4;
    case Variant::Kingulu:
      return RuleId::G7;
    case Variant::Kiswahili:
      return result.reason == ResultReason::CapturedAll     ? RuleId::Z12_1
             : result.reason == ResultReason::FrontRowEmpty ? RuleId::Z12_2
                                                            : RuleId::Z12_3;
    case Variant::Kete:
      break;
  }
  return RuleId::L12;
}

void addResultEvent(Trace& trace, const Result& result) {
  if (!result.over()) return;
  TraceRecorder(trace.events)
      .addBeforeEnd({.kind = EventKind::Result,
                     .owner = result.winner,
                     .rule = resultRule(trace.before.variant, result),
                     .result = result.reason,
                     .draw = result.kind == Result::Kind::Draw});
}

}  // namespace baraza
