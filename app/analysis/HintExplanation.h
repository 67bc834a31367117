#pragma once
// Why a hinted move is good, in one sentence built from the engine's traces of the move and of
// the reply it expects: "d1 captures 6 seeds and leaves North no capture", "f1 makes e2 your
// mtoto", "c2 ↻ sows into your kuu", …

#include <QCoreApplication>
#include <QString>
#include <optional>

#include "baraza/trace.h"

class HintExplanation {
  Q_DECLARE_TR_FUNCTIONS(HintExplanation)

 public:
  // `move` is the trace of the hinted move (from a Game, so that it ends in a Result event when
  // the move ends the game); `reply` that of the opponent's expected answer, if any.
  static QString explain(const baraza::Trace& move, const std::optional<baraza::Trace>& reply);
};
