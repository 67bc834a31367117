#pragma once
// The engine explains in English why a record is refused ("line 7: illegal move e2cw at ply
// 12"); the player reads the same reason in his language, with the line and the move kept.

#include <QCoreApplication>
#include <QString>
#include <string>

#include "baraza/position_problem.h"

class RecordErrors {
  Q_DECLARE_TR_FUNCTIONS(RecordErrors)

 public:
  // `startProblem`: why the Start tag was refused, when it was (parseRecord gives it).
  static QString describe(const std::string& engineError, const baraza::PositionProblem& startProblem = {});
};
