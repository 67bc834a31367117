#pragma once
// Which game, and who plays each side: a person (with a name, if given) or the computer at a
// level of its own.

#include <QString>
#include <array>

#include "TimeControl.h"
#include "baraza/board.h"
#include "baraza/search.h"

enum class PlayerKind { Human, Computer };

struct GameSetup {
  baraza::Variant variant = baraza::Variant::Kete;
  PlayerKind south = PlayerKind::Human;
  PlayerKind north = PlayerKind::Computer;
  std::array<baraza::Level, 2> levels{baraza::Level::Casual, baraza::Level::Casual};  // South, North
  std::array<QString, 2> names;                                                       // people's names
  TimeControl timeControl;                                                            // none: no clock

  PlayerKind kindOf(baraza::Side side) const { return side == baraza::Side::South ? south : north; }
  baraza::Level levelOf(baraza::Side side) const { return levels[std::size_t(baraza::indexOf(side))]; }
  const QString& nameOf(baraza::Side side) const { return names[std::size_t(baraza::indexOf(side))]; }
  // Both sides' computers at one level.
  void setLevel(baraza::Level level) { levels.fill(level); }
  bool anyPerson() const { return south == PlayerKind::Human || north == PlayerKind::Human; }
};

// A game between two people at the same board.
inline GameSetup twoPeople(baraza::Variant variant) {
  GameSetup setup;
  setup.variant = variant;
  setup.south = setup.north = PlayerKind::Human;
  return setup;
}
