#pragma once
// Games a person finished against the computer, won, lost and drawn, per game and per computer
// level, kept in QSettings. Every count read is checked: a damaged or hand-edited settings file
// gives 0, never a negative or absurd number.

#include <QSettings>

#include "GameSetup.h"
#include "baraza/board.h"
#include "baraza/rules.h"
#include "baraza/search.h"

namespace Statistics {

struct Tally {
  int won = 0;
  int lost = 0;
  int drawn = 0;
  int games() const { return won + lost + drawn; }
  friend bool operator==(const Tally&, const Tally&) = default;
};

// Counts above this are not believed (no one finishes a million games).
inline constexpr int kMaxCount = 1000000;

Tally read(const QSettings& settings, baraza::Variant variant, baraza::Level level);
// Counts a finished game for the person, when exactly one side is a person and the other the
// computer; false (and nothing counted) otherwise.
bool count(QSettings& settings, const GameSetup& players, const baraza::Result& result);
void reset(QSettings& settings);

}  // namespace Statistics
