#pragma once
// Inside the engine: the search's iterative deepening asked for the value of every root move
// instead of the best one alone (what analyse() in analysis.cpp turns into an Analysis).

#include <cstdint>
#include <functional>
#include <vector>

#include "baraza/search.h"

namespace baraza::detail {

struct RootMoveValue {
  Move move;
  int score = 0;           // for the side to move at the root, as search() scores
  bool proven = false;     // rests on ends of games only (no judgement, no repetition)
  std::vector<Move> line;  // this move first, then the table's best replies
};

struct RootValues {
  int depth = 0;
  std::vector<RootMoveValue> moves;  // every legal move, best first
  std::uint64_t nodes = 0;
};

// Deepens step by step, searching each root move with a full window, and calls `completed` after
// every depth. Returns the deepest complete result (depth 0: the moves in their first order,
// judged at once, when not even one depth was finished).
RootValues valueRootMoves(const Game& game, const SearchLimits& limits,
                          const std::function<void(const RootValues&)>& completed);

}  // namespace baraza::detail
