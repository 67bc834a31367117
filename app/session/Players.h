#pragma once
// Who plays each side is part of the game: kept in a record's tags (SouthPlayer, NorthPlayer:
// "human" or "computer"; SouthLevel, NorthLevel; South, North: a person's name), so that a saved
// game and the unfinished game restore them. Level, one for both, is still read (older files).

#include "GameSetup.h"
#include "baraza/record.h"

namespace Players {

void tag(baraza::GameRecord& record, const GameSetup& players);
// From the tags; people on both sides when they are missing (a record from elsewhere).
GameSetup of(const baraza::GameRecord& record);
// Who is who on a side, for the board's edge: "North · computer (Casual)", "South · Amina", or
// "South · you" when one person plays the computer; empty between two unnamed people.
QString label(const GameSetup& players, baraza::Side side);

}  // namespace Players
