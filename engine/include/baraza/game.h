#pragma once
// A game: one line of play from a start position, and a point on it that is being looked at.
// The line keeps every move, also those after the point shown, so that looking back loses
// nothing; playing at an earlier point keeps the line when the move is the line's own and drops
// the rest otherwise. It judges repetition (C-6) and results (C-7) along the line.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "baraza/rules.h"

namespace baraza {

// A point of a line: `ply` moves played and, inside the move after them, its first `event`
// trace events (0: the position at rest).
struct LinePoint {
  std::size_t ply = 0;
  std::size_t event = 0;

  friend auto operator<=>(const LinePoint&, const LinePoint&) = default;
};

class Game {
 public:
  explicit Game(const Position& start);

  // At the current ply, at rest.
  const Position& position() const { return positions_[ply_]; }
  const Result& result() const { return resultAt(ply_); }
  std::size_t ply() const { return ply_; }
  // The moves up to the current ply: the game as played so far.
  std::span<const Move> moves() const { return {moves_.data(), ply_}; }

  // The whole line.
  const Position& start() const { return positions_.front(); }
  const std::vector<Move>& line() const { return moves_; }
  std::size_t length() const { return moves_.size(); }
  const Position& positionAt(std::size_t ply) const { return positions_[ply]; }
  const Result& resultAt(std::size_t ply) const {
    return decision_ && ply + 1 == results_.size() ? *decision_ : results_[ply];
  }
  const Result& lineResult() const { return resultAt(moves_.size()); }
  const Rules& rules() const { return *rules_; }

  // The legal moves at the current ply; none once the game is over.
  MoveList legalMoves() const;
  bool isLegal(const Move& move) const;
  // Plays a legal move at the current ply; returns false (and changes nothing) for any other.
  // The line's own next move keeps the rest of the line; any other move drops it.
  bool play(const Move& move, Trace* trace = nullptr);
  // How many moves of the line play(move) would drop.
  std::size_t dropsIfPlayed(const Move& move) const;
  // One ply back, keeping the line.
  bool undo();
  // Drops the moves after the current ply.
  void truncate();

  // The players end the line where it stands by a decision of theirs, not of the rules: a
  // resignation, a draw agreed, or a side's time run out (`decision` has one of those reasons). It is the line's result
  // from then on, and a change of the line; false (nothing changes) for a finished line or
  // another reason. Dropping the end of the line drops it too.
  bool decide(const Result& decision);
  const std::optional<Result>& decision() const { return decision_; }
  // Takes the decision back: the line is as it was before it, its revision included.
  bool withdrawDecision();

  // A comment on the position after `ply` moves of the line (0: the start), as a record or a
  // lesson gives it; the comments after the point go when play drops the rest of the line.
  const std::string& comment(std::size_t ply) const { return comments_[ply]; }
  void setComment(std::size_t ply, std::string text);

  // A number that changes whenever the line does (a move added, dropped or replaced, a comment
  // changed), and only then, so that nobody copies the line to notice a change. Numbers come
  // from one counter for every game of the process: a copy of a game has its original's, and a
  // game changed and then replaced by a copy made before (a move taken back whole) has the old
  // number again.
  std::uint64_t revision() const { return revision_; }
  // The same for the start and the line's first `ply` moves only: what was worked out about the
  // position after them (an analysis) holds for as long as this number stays.
  std::uint64_t prefixRevision(std::size_t ply) const { return prefixRevisions_[std::min(ply, moves_.size())]; }

  // Looking along the line (never changes it). Seeking inside a move traces it.
  LinePoint point() const { return {ply_, event_}; }
  // Goes to `point` (clamped to the line); the events counted are those of the move after ply.
  void seek(LinePoint point);
  bool stepEvent(bool forward);
  // The position at the point: the position at rest, or part way through a move.
  const Position& shownPosition() const { return event_ ? shown_ : position(); }
  // Seeds in the mover's hand part way through a move.
  int shownHand() const { return event_ ? hand_ : 0; }
  // The trace of the move after `ply` (ply < length()); valid until another move is traced.
  const Trace& traceAt(std::size_t ply) const;
  // The move being shown: the one inside which the point is, else the one that led to it
  // (null at the start of the line).
  const Trace* shownTrace() const;
  // Events of shownTrace() applied at the point.
  std::size_t shownEvents() const;

 private:
  void push(const Position& position, const MoveOutcome* outcome);
  Result resultAfter(const Position& position, const MoveOutcome* outcome, const MoveList& legal) const;
  int occurrences(const Position& position, std::uint64_t hash) const;

  const Rules* rules_;
  // Index i holds what is known after i moves of the line.
  std::vector<Position> positions_;
  std::vector<std::uint64_t> hashes_;
  std::vector<Result> results_;
  std::vector<MoveList> legal_;  // each position's legal moves, worked out once
  std::vector<Move> moves_;
  std::vector<std::string> comments_;
  std::uint64_t revision_ = 0;
  std::optional<Result> decision_;  // the players' own end of the line
  std::uint64_t revisionBeforeDecision_ = 0;
  std::vector<std::uint64_t> prefixRevisions_;  // by ply, as positions_
  std::size_t ply_ = 0;
  std::size_t event_ = 0;
  Position shown_;  // part way through the move after ply_, when event_ > 0
  int hand_ = 0;
  mutable Trace trace_;  // the last move traced for looking
  mutable std::size_t tracePly_ = SIZE_MAX;
};

// PROTOCOL.md perft: the move sequences of length `depth` from the game's position in which every
// move is legal (endless moves excluded, C-5) and the game had not ended before any of them. It
// goes through Game so that a game ended by repetition (C-6), counted from the game's start, adds
// nothing deeper. The game is left as it was.
std::uint64_t perft(Game& game, int depth);

}  // namespace baraza
