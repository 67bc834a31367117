#pragma once
// The computer opponent: iterative-deepening alpha-beta search and the playing levels.

#include <atomic>
#include <cstdint>
#include <optional>
#include <string_view>

#include "baraza/game.h"

namespace baraza {

// How a search judges the positions at its horizon: with the game's full evaluation, or by
// counting material only (a weaker level's judgement).
enum class Judgement : std::uint8_t { Full, Material };

struct SearchLimits {
  int depth = 64;                           // plies
  int movetimeMs = 0;                       // 0: no time limit
  const std::atomic<bool>* stop = nullptr;  // set from another thread to stop early
  std::uint64_t maxNodes = 0;               // 0: no node limit
  int tableLog2 = 20;                       // transposition table entries, as a power of two
  Judgement judgement = Judgement::Full;
  // 0: of the moves that score best, the one found first; otherwise one of them at random, from
  // this seed (a level that answers a position the same way every time is dull to play).
  std::uint64_t varietySeed = 0;
};

// A search score above this is a win the search has proven, below its negative a proven loss.
inline constexpr int kProvenScore = 50000;

struct SearchResult {
  std::optional<Move> best;
  int score = 0;  // for the side to move, in hundredths of a seed (see kProvenScore)
  int depth = 0;  // deepest completed iteration
  std::uint64_t nodes = 0;
};

SearchResult search(const Game& game, const SearchLimits& limits);

enum class Level : std::uint8_t { Random, Greedy, Beginner, Casual, Strong, Expert };
std::string_view levelName(Level level);
std::optional<Level> levelFromName(std::string_view name);

// What the levels that think by time think when not told: the expert all of it, issue #7.
inline constexpr int kDefaultMovetimeMs = 2000;

// A move for `level`; `seed` makes the weak levels' randomness repeatable. movetimeMs is what
// the levels that think by time may use (0: each level's default).
std::optional<Move> chooseMove(const Game& game, Level level, std::uint64_t seed, int movetimeMs = 0,
                               const std::atomic<bool>* stop = nullptr);

// Monte Carlo tree search (UCT, random playouts) for `movetimeMs`; compared with search() by
// `bao-cli match --a mcts ...`.
std::optional<Move> monteCarloMove(const Game& game, int movetimeMs, std::uint64_t seed,
                                   const std::atomic<bool>* stop = nullptr);

// The moves that gain most material at once (one ply): what `greedy` picks from. Where the
// evaluation is material (all games but Kimasai) it is also what the search expects of a
// seed-grabbing opponent when it sets a trap.
MoveList greediestMoves(const Game& game);

// Static evaluation for the side to move, in hundredths of a seed.
int evaluate(const Position& position);

}  // namespace baraza
