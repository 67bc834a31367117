#pragma once
// What a game's pieces are called: a game whose holes hold one piece each (the engine's
// holdsOnePieceAHole, Bao la Kimasai's M-1) is played with stones, the other games with seeds.
// A text that names the pieces is written twice, whole, and picked here, rather than a noun put
// into one sentence: around the noun a language's sentence changes with it (Kiswahili "kete za
// c1 zinainuliwa" but "jiwe la c1 linainuliwa").

#include <QString>

#include "baraza/board.h"

inline bool playsWithStones(baraza::Variant variant) { return baraza::holdsOnePieceAHole(variant); }

// `seeds` or `stones`, whichever names the pieces of `variant`.
inline QString piecesText(baraza::Variant variant, const QString& seeds, const QString& stones) {
  return playsWithStones(variant) ? stones : seeds;
}
