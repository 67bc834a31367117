#pragma once
// Why a position cannot be read or cannot happen, in the player's language: the engine's
// PositionProblem (the same facts bao-cli says in English) said with the game's own words.

#include <QCoreApplication>
#include <QString>

#include "baraza/position_problem.h"

class PositionProblemText {
  Q_DECLARE_TR_FUNCTIONS(PositionProblemText)

 public:
  static QString describe(const baraza::PositionProblem& problem);
  // What a BPN key holds ("the hizi zetu mark"), so that a missing or wrong key is understood.
  static QString keyMeaning(baraza::Variant variant, const QString& key);
};
