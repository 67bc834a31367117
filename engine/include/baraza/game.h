#pragma once
// A game in progress: the positions so far, repetition (C-6) and the result (C-7).

#include <cstdint>
#include <optional>
#include <vector>

#include "baraza/rules.h"

namespace baraza {

class Game {
 public:
  explicit Game(const Position& start);

  const Position& position() const { return positions_.back(); }
  const Position& start() const { return positions_.front(); }
  const Result& result() const { return results_.back(); }
  const std::vector<Move>& moves() const { return moves_; }
  const Rules& rules() const { return *rules_; }
  std::size_t ply() const { return moves_.size(); }

  // The legal moves; none once the game is over.
  MoveList legalMoves() const;
  bool isLegal(const Move& move) const;
  // Plays a legal move; returns false (and changes nothing) for any other.
  bool play(const Move& move, Trace* trace = nullptr);
  bool undo();

 private:
  void push(const Position& position, const MoveOutcome* outcome);
  Result resultAfter(const Position& position, const MoveOutcome* outcome, const MoveList& legal) const;
  int occurrences(const Position& position, std::uint64_t hash) const;

  const Rules* rules_;
  std::vector<Position> positions_;
  std::vector<std::uint64_t> hashes_;
  std::vector<Result> results_;
  std::vector<MoveList> legal_;  // each position's legal moves, worked out once
  std::vector<Move> moves_;
};

// PROTOCOL.md perft: the move sequences of length `depth` from the game's position in which every
// move is legal (endless moves excluded, C-5) and the game had not ended before any of them. It
// goes through Game so that a game ended by repetition (C-6), counted from the game's start, adds
// nothing deeper. The game is left as it was.
std::uint64_t perft(Game& game, int depth);

}  // namespace baraza
