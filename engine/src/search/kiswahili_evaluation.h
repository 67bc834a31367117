#pragma once
// How the search judges a Bao la Kiswahili position (issue #28).

#include <array>

#include "baraza/position.h"

namespace baraza {

// What the evaluation looks at, each for the side to move [0] and the opponent [1]; a side's
// captures as if it were his turn, in his own stage (Z-3: namua while he has seeds in hand).
struct KiswahiliFeatures {
  static constexpr int kHandSeeds = 44;  // Z-1: 22 in each hand at the start
  int hands = 0;                         // seeds in both hands: the weights change as namua ends
  int material = 0;                      // rows and hand, own minus the opponent's
  std::array<int, 2> front{};            // seeds in the front row
  std::array<int, 2> captures{};         // capture moves (Z-7 capture positions, Z-9 moves)
  std::array<int, 2> bestCapture{};      // the most seeds one of them takes first
  std::array<int, 2> working{};          // 1 while the nyumba works (Z-2)
  std::array<int, 2> emptyFront{};       // empty front holes
  std::array<int, 2> bigHoles{};         // holes of two seeds or more in the rows
};

KiswahiliFeatures kiswahiliFeatures(const Position& position);

// For the side to move, in hundredths of a seed.
int kiswahiliEvaluation(const Position& position);

}  // namespace baraza
