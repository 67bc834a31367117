// Bao la Kimasai evaluation (issue #7). Counting stones is not enough here: games run to 200
// plies and are decided by which stones can still move safely, and a search that counted stones
// (and moves) played no better at nine plies than at five. The weights below were fitted by
// logistic regression to the results of self-play games (tools/kimasai-fit/README.md); with them
// a five-ply search beat the stone-counting one in 397 of 400 games, and nine plies beat five in
// 250 of 400.
#include "search/kimasai_evaluation.h"

#include <bit>
#include <cstdint>

namespace baraza {
namespace {

constexpr int kHoles = KimasaiFeatures::kSteps;  // along each player's loop (C-2)
constexpr int kFrontEntry = 12;                  // journey steps 12..23 are the front row
constexpr int kAllStones = 46;                   // M-1

// A weight that changes as stones leave the board: `bare` near the end, `full` at the start.
struct Tapered {
  int bare;
  int full;
  int times46(int stones) const { return bare * kAllStones + (full - bare) * stones; }
};

// In hundredths of a stone. A stone's worth depends on where it is: late in the game a stone
// deep in the front row has passed the opponent's attackers, while one still in the back row
// must yet come through them.
constexpr std::array<Tapered, kHoles> kStoneOnStep{{
    {-111, -74}, {-150, 52}, {-160, 186}, {-126, 241}, {-90, 262}, {-125, 383}, {-81, 358},  {-19, 345},
    {52, 349},   {74, 358},  {64, 361},   {8, 445},    {-15, -29}, {-30, 62},   {-32, 221},  {-90, 320},
    {-96, 123},  {36, -20},  {121, 225},  {311, 150},  {360, 6},   {382, -137}, {351, -167}, {237, -88},
}};
constexpr Tapered kOwnMove{115, -27};
constexpr Tapered kOpponentMove{-115, 27};
constexpr Tapered kOwnCapture{137, 35};
constexpr Tapered kOpponentCapture{21, -76};
constexpr int kBackRowRoom = 38;

// One bit per journey step that holds a stone.
using Journey = std::uint32_t;
constexpr Journey kAllSteps = (1U << kHoles) - 1;
constexpr Journey kBackRow = (1U << kFrontEntry) - 1;

// Each side's squares in journey order, worked out once.
struct JourneySquares {
  std::array<std::array<Square, kHoles>, 2> squares{};
  JourneySquares() {
    for (Side side : {Side::South, Side::North}) {
      const int backRowStart = side == Side::South ? 0 : kFrontEntry;  // C-2: North's loop starts on its front row
      for (int step = 0; step < kHoles; ++step)
        squares[indexOf(side)][step] = loopOf(Variant::Kimasai, side).at(backRowStart + step);
    }
  }
};

Journey journeyOf(const Position& p, Side side) {
  static const JourneySquares table;
  Journey stones = 0;
  for (int step = 0; step < kHoles; ++step)
    if (p.seeds(table.squares[indexOf(side)][step]) != 0) stones |= 1U << step;
  return stones;
}

Journey stepsForward(Journey steps) { return ((steps << 1) | (steps >> (kHoles - 1))) & kAllSteps; }
Journey stepsBack(Journey steps) { return ((steps >> 1) | (steps << (kHoles - 1))) & kAllSteps; }

// M-2: stones whose next hole is empty.
Journey movable(Journey own) { return own & ~stepsBack(own); }

// The opponent's front-row steps as the own front-row steps facing them: the hole facing own
// step s (12..23) is the opponent's step 35 - s.
Journey facing(Journey opponent) {
  Journey mirrored = 0;
  for (int step = kFrontEntry; step < kHoles; ++step)
    if (opponent & (1U << step)) mirrored |= 1U << (35 - step);
  return mirrored;
}

// M-3: the most stones one step takes; the back hole behind the facing one is the opponent's
// step s - 12.
int bestCapture(Journey own, Journey opponent) {
  const Journey hits = stepsForward(movable(own)) & facing(opponent);
  if (hits & ((opponent & kBackRow) << kFrontEntry)) return 2;
  return hits ? 1 : 0;
}

int backRowRoom(Journey own) {
  int room = 0, packed = 0;
  for (int step = kFrontEntry - 1; step >= 0; --step) {
    if (!(own & (1U << step))) continue;
    room += kFrontEntry - 1 - packed - step;
    ++packed;
  }
  return room;
}

}  // namespace

KimasaiFeatures kimasaiFeatures(const Position& p) {
  const Journey own = journeyOf(p, p.toMove);
  const Journey opponent = journeyOf(p, other(p.toMove));
  KimasaiFeatures f;
  for (int step = 0; step < kHoles; ++step) f.stoneOnStep[step] = int((own >> step) & 1) - int((opponent >> step) & 1);
  f.ownMoves = std::popcount(movable(own));
  f.opponentMoves = std::popcount(movable(opponent));
  f.ownCapture = bestCapture(own, opponent);
  f.opponentCapture = bestCapture(opponent, own);
  f.backRowRoom = backRowRoom(own) - backRowRoom(opponent);
  f.stones = p.seedsInRows(Side::South) + p.seedsInRows(Side::North);
  return f;
}

int kimasaiMoves(const Position& p, Side side) { return std::popcount(movable(journeyOf(p, side))); }

int kimasaiEvaluation(const Position& p) {
  const KimasaiFeatures f = kimasaiFeatures(p);
  int value = 0;
  for (int step = 0; step < kHoles; ++step) value += kStoneOnStep[step].times46(f.stones) * f.stoneOnStep[step];
  value += kOwnMove.times46(f.stones) * f.ownMoves + kOpponentMove.times46(f.stones) * f.opponentMoves;
  value += kOwnCapture.times46(f.stones) * f.ownCapture + kOpponentCapture.times46(f.stones) * f.opponentCapture;
  value += kAllStones * kBackRowRoom * f.backRowRoom;
  return value / kAllStones;
}

}  // namespace baraza
