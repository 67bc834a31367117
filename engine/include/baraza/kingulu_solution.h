#pragma once
// Bao Kingulu solved (issue #20): the exact result of a position with best play by both sides.
//
// The value is the final margin (G-7: the mover's count minus the opponent's) that both sides
// can force, each playing for the biggest margin, a draw by repetition (C-6) counting 0; its sign
// is the win, draw or loss. Kingulu positions can recur (moves that capture nothing can go
// round in cycles), and the value is exact for a position none of whose successors has occurred
// before in the game: the rest of the game as if it started there (kingulu_solver.cpp says why
// that is the value under C-6's third-occurrence draw).

#include <atomic>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <vector>

#include "baraza/game.h"

namespace baraza {

struct KinguluMoveValue {
  Move move;
  int margin = 0;  // the final margin for the side that plays it, with best play afterwards
  int plies = 0;   // plies from the position before the move to the end of the game (-1: repetition)
};

struct KinguluValue {
  // For the side to move: its final count minus the opponent's (G-7), with best play.
  int margin = 0;
  // Plies to the end of the game along that play, where of the moves that keep the margin the
  // winner (and in a draw either side) plays the one that ends the game soonest and the loser
  // the one that ends it latest; 0: the game is over (the side to move has no legal move); -1:
  // a draw by repetition (C-6), no end to count to.
  int plies = 0;
  // Every legal move with its exact value, best first (the best: the biggest margin, then the
  // fewest plies). The moves that keep `margin` are the best moves.
  std::vector<KinguluMoveValue> moves;

  Result::Kind kind() const { return margin == 0 ? Result::Kind::Draw : Result::Kind::Win; }
  // The winner, for a position with `toMove` to move (meaningless in a draw).
  Side winner(Side toMove) const { return margin > 0 ? toMove : other(toMove); }
};

// How much a solve may cost before it gives up (nothing: no limit). Solved positions are
// remembered between calls (one table for the process), so a position met again, or one after a
// solved one, costs a lookup.
struct KinguluBudget {
  std::uint64_t maxNewPositions = 0;        // positions solved in this call; 0: no limit
  int movetimeMs = 0;                       // 0: no time limit
  const std::atomic<bool>* stop = nullptr;  // set from another thread to give up
  // The longest path of the solver's depth-first walk, a stack frame (about 400 bytes) a ply:
  // paths through positions that capture nothing can be very long.
  std::size_t maxPath = 4000;
  // provenKinguluPlay() reads the opening's values solved ahead (`bao-cli solve kingulu
  // --opening-table`) before it proves; false: it proves every value (as the table was made).
  bool openingTable = true;
};

// The exact value of a Kingulu position, or nothing when it is not a Kingulu position or the
// budget ran out first.
std::optional<KinguluValue> solvedValue(const Position& position, const KinguluBudget& budget = {});

// The value if it is known already (looked up, never searched): what the search asks at its
// nodes. Without the moves.
std::optional<KinguluValue> knownValue(const Position& position);

// Whether no earlier position of the game can come back from its current one, so that the
// solver's values (which count repetitions from the position they are given, C-6) are the
// game's: at its start, or just after a move that filled a store or made a mtoto (neither ever
// goes back, G-2, G-4).
bool kinguluPastCannotRecur(const Game& game);

// Whether `prover` can force a final margin (his count minus the opponent's, G-7) of at least
// `atLeast` from `position` by ending the game within `maxDepth` plies, no position ever
// repeating: a proof search that needs only the positions of its proof, not whole components.
// Two proofs bound a value from both sides (at least v for one side, at least -v for the other).
// Nothing when the budget (positions remembered, time) runs out first.
struct KinguluProof {
  bool proved = false;
  int plies = -1;  // the proof's height: the most plies it takes to the end
  std::uint64_t positions = 0;
  std::uint64_t nodes = 0;
};
std::optional<KinguluProof> proveKinguluMargin(const Position& position, Side prover, int atLeast,
                                               const KinguluBudget& budget = {}, int maxDepth = 200);

// The exact value of the game's position, C-6 with the game's past included, and a move that
// keeps it: how the expert level plays Kingulu. Found by proofs (proveKinguluMargin), two for the
// value, starting from a value proved before for this position or the one before it; within the
// opening's first plies (where no position of the game has occurred twice) the value is read
// from a table solved ahead, and so is the move where the table holds the positions after it.
// Nothing when the budget runs out first, or where only a repetition decides (no proof ends the
// game).
struct KinguluPlay {
  Move move;
  int margin = 0;  // the final margin the mover forces (G-7)
  // The plies within which the side that wins (in a draw, the mover) ends the game keeping the
  // margin, whatever the other side does: the height of its proof.
  int plies = 0;
};
std::optional<KinguluPlay> provenKinguluPlay(const Game& game, const KinguluBudget& budget);

// The solver's table and work so far, for `bao-cli solve` and the benchmark.
struct KinguluSolverStats {
  std::uint64_t positions = 0;         // positions with a known value
  std::uint64_t movesPlayed = 0;       // moves played to solve them
  std::uint64_t tableBytes = 0;        // memory the table holds
  std::uint64_t components = 0;        // strongly connected components solved
  std::uint64_t largestComponent = 0;  // positions in the biggest (more than one: cycles, C-6)
  std::uint64_t deepestPath = 0;       // plies of the longest path walked
  std::uint64_t repetitionDraws = 0;   // positions drawn by repetition with best play (C-6)
};
KinguluSolverStats kinguluSolverStats();
// Forgets every solved position (for measuring a solve from nothing).
void clearKinguluSolver();

// The opening table (`bao-cli solve kingulu --opening-table N`): every position the first N plies
// can reach from the start, with the value and the proof's plies provenKinguluPlay() found for it
// as the start of a game. printKinguluOpeningTable writes it as the C++ the engine compiles in
// (engine/src/solve/kingulu_opening_table.inc), `progress` told of each depth; the rest say what
// the engine holds.
void printKinguluOpeningTable(int depth, std::ostream& out, std::ostream& progress);
std::size_t kinguluOpeningTableSize();
int kinguluOpeningTableDepth();
// The table's value of `position` as the start of a game: the margin the mover forces and the
// plies of the proof that holds it; nothing where the table does not hold the position.
struct KinguluOpeningValue {
  int margin = 0;
  int plies = 0;
};
std::optional<KinguluOpeningValue> kinguluOpeningValue(const Position& position);

}  // namespace baraza
