#pragma once
// How the search judges a Bao la Kimasai position (issue #7).

#include <array>

#include "baraza/position.h"

namespace baraza {

// What the evaluation looks at, for the side to move. Each stone is placed by its step along its
// own journey: 0..11 along the back row in the direction it steps, then 12..23 along the front
// row from where it comes in to where it leaves; the two players' journeys mirror each other.
struct KimasaiFeatures {
  static constexpr int kSteps = 24;
  std::array<int, kSteps> stoneOnStep{};  // 1 own stone there, -1 the opponent's, 0 both or neither
  int ownMoves = 0;                       // stones that can step (M-2)
  int opponentMoves = 0;
  int ownCapture = 0;       // the most stones one step takes now (M-3)
  int opponentCapture = 0;  // the same for the opponent, were it his turn
  int backRowRoom = 0;      // steps left before the back row jams, own minus the opponent's
  int stones = 0;           // on the board: the weights change as the game thins out
};

KimasaiFeatures kimasaiFeatures(const Position& position);

// How many stones `side` could step if it were its turn (M-2).
int kimasaiMoves(const Position& position, Side side);

// For the side to move, in hundredths of a stone.
int kimasaiEvaluation(const Position& position);

}  // namespace baraza
