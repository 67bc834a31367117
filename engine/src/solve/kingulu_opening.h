#pragma once
// Bao Kingulu's opening, solved ahead (issue #31): the exact value of every position within the
// first plies of a game, as `bao-cli solve kingulu --opening-table N` proved them, compiled into
// the engine (kingulu_opening_table.inc). Internal to engine/src/solve.

#include <cstddef>
#include <memory>
#include <optional>

#include "baraza/position.h"

namespace baraza::kingulu {

// What provenKinguluPlay() found for the position as the start of a game (no past): the margin
// the mover forces (G-7) and the plies of the proof that holds it.
struct OpeningValue {
  int margin = 0;
  int plies = 0;
};

std::optional<OpeningValue> openingValue(const Position& position);

// A position's value by the proofs provenKinguluPlay() makes (kingulu_proof.cpp), deepened a ply
// at a time instead of by time slices, so that the same position always gets the same plies:
// the margin and the plies as the start of a game, stepping from `guess`; nothing where only a
// repetition decides. How the table is made.
class OpeningProofs {
 public:
  OpeningProofs();
  ~OpeningProofs();
  std::optional<OpeningValue> valueOf(const Position& position, int guess);

 private:
  struct Provers;
  std::unique_ptr<Provers> provers_;
};

// The positions the table holds, and how deep from the start it goes.
std::size_t openingTableSize();
int openingTableDepth();

}  // namespace baraza::kingulu
