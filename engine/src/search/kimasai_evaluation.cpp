// Bao la Kimasai evaluation (issue #7). Counting stones is not enough here: games run to 200
// plies and are decided by which stones can still move safely, and a search that counted stones
// (and moves) played no better at nine plies than at five. The weights below were fitted by
// logistic regression to the results of self-play games (tools/kimasai-fit/README.md); with them
// a five-ply search beat the stone-counting one in 397 of 400 games, and nine plies beat five in
// 250 of 400.
#include "search/kimasai_evaluation.h"

#include <array>
#include <cstdint>
#include <cstring>

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
constexpr Journey kRow = (1U << 12) - 1;

// A population count that needs no special instruction (the build targets every x86-64).
constexpr int stoneCount(std::uint64_t bits) {
  bits = bits - ((bits >> 1) & 0x5555555555555555ULL);
  bits = (bits & 0x3333333333333333ULL) + ((bits >> 2) & 0x3333333333333333ULL);
  return static_cast<int>((((bits + (bits >> 4)) & 0x0F0F0F0F0F0F0F0FULL) * 0x0101010101010101ULL) >> 56);
}

// Twelve bits in the other order: a row read from its other end.
constexpr std::array<std::uint16_t, 1 << 12> kReversedRow = [] {
  std::array<std::uint16_t, 1 << 12> table{};
  for (unsigned row = 0; row < table.size(); ++row)
    for (unsigned bit = 0; bit < 12; ++bit)
      if ((row >> bit) & 1) table[row] |= static_cast<std::uint16_t>(1U << (11 - bit));
  return table;
}();

// One bit per square that holds a stone (48 squares, a1 first).
std::uint64_t stonesOnBoard(const Position& p) {
  std::uint64_t board = 0;
  for (int word = 0; word < kMaxPits / 8; ++word) {
    std::uint64_t bytes;
    std::memcpy(&bytes, p.pits.data() + 8 * word, sizeof bytes);
    // The top bit of each byte that is not zero, moved down: one 0/1 byte per hole...
    const std::uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL;
    const std::uint64_t occupied = ((((bytes & low7) + low7) | bytes) & ~low7) >> 7;
    // ...and the eight gathered into one byte, the first hole lowest.
    board |= ((occupied * 0x0102040810204080ULL) >> 56 & 0xFF) << (8 * word);
  }
  return board;
}

// A side's journey (C-2, kimasai_evaluation.h): South's back row a1..l1, then its front row from
// l2 to a2; North's back row from l4 to a4, then its front row a3..l3.
Journey journeyOf(std::uint64_t board, Side side) {
  if (side == Side::South) return static_cast<Journey>(board & kRow) | Journey{kReversedRow[board >> 12 & kRow]} << 12;
  return Journey{kReversedRow[board >> 36 & kRow]} | static_cast<Journey>(board >> 24 & kRow) << 12;
}

Journey stepsForward(Journey steps) { return ((steps << 1) | (steps >> (kHoles - 1))) & kAllSteps; }
Journey stepsBack(Journey steps) { return ((steps >> 1) | (steps << (kHoles - 1))) & kAllSteps; }

// M-2: stones whose next hole is empty.
Journey movable(Journey own) { return own & ~stepsBack(own); }

// The opponent's front-row steps as the own front-row steps facing them: the hole facing own
// step s (12..23) is the opponent's step 35 - s.
Journey facing(Journey opponent) { return Journey{kReversedRow[opponent >> kFrontEntry]} << kFrontEntry; }

// M-3: the most stones one step takes; the back hole behind the facing one is the opponent's
// step s - 12.
int bestCapture(Journey own, Journey opponent) {
  const Journey hits = stepsForward(movable(own)) & facing(opponent);
  if (hits & ((opponent & kBackRow) << kFrontEntry)) return 2;
  return hits ? 1 : 0;
}

// Steps left before the back row jams: each back-row stone's distance to where it would stand
// with those ahead of it packed against the row's end.
constexpr std::array<std::int8_t, 1 << kFrontEntry> kRoomOfBackRow = [] {
  std::array<std::int8_t, 1 << kFrontEntry> table{};
  for (unsigned own = 0; own < table.size(); ++own) {
    int room = 0, packed = 0;
    for (int step = kFrontEntry - 1; step >= 0; --step) {
      if (!((own >> step) & 1)) continue;
      room += kFrontEntry - 1 - packed - step;
      ++packed;
    }
    table[own] = static_cast<std::int8_t>(room);
  }
  return table;
}();
int backRowRoom(Journey own) { return kRoomOfBackRow[own & kBackRow]; }

// The step weights summed over eight steps at a time: for each byte of a journey, the sum of
// its stones' `bare` weights and of their `full - bare`, so that the stones on the steps weigh
// 46 * bare + stones * (full - bare) (Tapered::times46) in six lookups a side.
struct StepSums {
  int bare = 0;
  int change = 0;
};
constexpr std::array<std::array<StepSums, 256>, 3> kStepSums = [] {
  std::array<std::array<StepSums, 256>, 3> table{};
  for (int chunk = 0; chunk < 3; ++chunk)
    for (int bits = 0; bits < 256; ++bits)
      for (int bit = 0; bit < 8; ++bit)
        if ((bits >> bit) & 1) {
          const Tapered& weight = kStoneOnStep[static_cast<std::size_t>(8 * chunk + bit)];
          table[chunk][bits].bare += weight.bare;
          table[chunk][bits].change += weight.full - weight.bare;
        }
  return table;
}();
StepSums stepSums(Journey stones) {
  StepSums sums;
  for (int chunk = 0; chunk < 3; ++chunk) {
    const StepSums& part = kStepSums[static_cast<std::size_t>(chunk)][stones >> (8 * chunk) & 0xFF];
    sums.bare += part.bare;
    sums.change += part.change;
  }
  return sums;
}

}  // namespace

KimasaiFeatures kimasaiFeatures(const Position& p) {
  const std::uint64_t board = stonesOnBoard(p);
  const Journey own = journeyOf(board, p.toMove);
  const Journey opponent = journeyOf(board, other(p.toMove));
  KimasaiFeatures f;
  for (int step = 0; step < kHoles; ++step) f.stoneOnStep[step] = int((own >> step) & 1) - int((opponent >> step) & 1);
  f.ownMoves = stoneCount(movable(own));
  f.opponentMoves = stoneCount(movable(opponent));
  f.ownCapture = bestCapture(own, opponent);
  f.opponentCapture = bestCapture(opponent, own);
  f.backRowRoom = backRowRoom(own) - backRowRoom(opponent);
  f.stones = p.seedsInRows(Side::South) + p.seedsInRows(Side::North);
  return f;
}

int kimasaiMoves(const Position& p, Side side) { return stoneCount(movable(journeyOf(stonesOnBoard(p), side))); }

// The same sum as the features weighted one by one, the steps' weights looked up eight steps at
// a time (the search calls this at every node it orders or judges).
int kimasaiEvaluation(const Position& p) {
  const std::uint64_t board = stonesOnBoard(p);
  const Journey own = journeyOf(board, p.toMove);
  const Journey opponent = journeyOf(board, other(p.toMove));
  const int stones = stoneCount(board);
  const StepSums mine = stepSums(own), theirs = stepSums(opponent);
  int value = kAllStones * (mine.bare - theirs.bare) + stones * (mine.change - theirs.change);
  value += kOwnMove.times46(stones) * stoneCount(movable(own)) +
           kOpponentMove.times46(stones) * stoneCount(movable(opponent));
  value += kOwnCapture.times46(stones) * bestCapture(own, opponent) +
           kOpponentCapture.times46(stones) * bestCapture(opponent, own);
  value += kAllStones * kBackRowRoom * (backRowRoom(own) - backRowRoom(opponent));
  return value / kAllStones;
}

}  // namespace baraza
