#pragma once
// The names shown to players for the things every part of the window speaks of: the sides, the
// games, the computer's strengths, in the interface language, and the order the games are
// offered in. Every folder of the app may include words/; words/ includes only the engine.

#include <QCoreApplication>
#include <QString>
#include <array>

#include "baraza/board.h"
#include "baraza/search.h"

class Words {
  Q_DECLARE_TR_FUNCTIONS(Words)

 public:
  static QString sideName(baraza::Side side);
  static QString gameName(baraza::Variant variant);
  static QString levelName(baraza::Level level);
  // What playing a level is like, shown under the strength box.
  static QString levelDescription(baraza::Level level, baraza::Variant variant);
  // One line about each game, under its picture.
  static QString gameSummary(baraza::Variant variant);
  // A few words under each game's name in the New game dialog that tell the games apart where
  // their pictures do not (Bao la Kete and Bao la Kiswahili start alike).
  static QString gameTagline(baraza::Variant variant);
};

// The games the window offers, in the order its menus and the New game dialog list them: the two
// games of the Bao family side by side, as in the rules help.
inline constexpr std::array<baraza::Variant, 5> kOfferedGames{baraza::Variant::Kete, baraza::Variant::Kiswahili,
                                                              baraza::Variant::Kigogo, baraza::Variant::Kingulu,
                                                              baraza::Variant::Kimasai};
