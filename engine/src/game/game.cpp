#include "baraza/game.h"

namespace baraza {

Game::Game(const Position& start) : rules_(&rulesFor(start.variant)) {
  push(start, nullptr);  // judged from itself alone
}

MoveList Game::legalMoves() const { return result().over() ? MoveList{} : legal_.back(); }

bool Game::isLegal(const Move& move) const { return legalMoves().contains(move); }

bool Game::play(const Move& move, Trace* trace) {
  if (!isLegal(move)) return false;
  Position next = position();
  MoveOutcome outcome;
  if (trace) {
    trace->move = move;
    trace->before = position();
    trace->events.clear();
    TraceRecorder recorder(trace->events);
    outcome = rules_->play(next, move, recorder);
    trace->after = next;
  } else {
    outcome = rules_->play(next, move);
  }
  moves_.push_back(move);
  push(next, &outcome);
  if (trace) addResultEvent(*trace, result());
  return true;
}

// Adds a position to the history with its legal moves (needed both to judge it and to play
// on from it) and its result.
void Game::push(const Position& position, const MoveOutcome* outcome) {
  MoveList legal;
  if (!rules_->immediateResult(position, outcome).over()) rules_->legalMoves(position, legal);
  positions_.push_back(position);
  hashes_.push_back(hashOf(position));
  results_.push_back(resultAfter(position, outcome, legal));
  legal_.push_back(legal);
}

bool Game::undo() {
  if (moves_.empty()) return false;
  positions_.pop_back();
  hashes_.pop_back();
  results_.pop_back();
  legal_.pop_back();
  moves_.pop_back();
  return true;
}

// C-7: the game's own conditions first, then repetition (C-6).
Result Game::resultAfter(const Position& next, const MoveOutcome* outcome, const MoveList& legal) const {
  Result result = rules_->judge(next, outcome, &legal);
  if (result.over() || !outcome) return result;
  if (occurrences(next, hashes_.back()) >= rules_->repetitionLimit()) {
    result.kind = Result::Kind::Draw;
    result.reason = ResultReason::Repetition;
  }
  return result;
}

// The newest position is already in the history, so it counts itself.
int Game::occurrences(const Position& position, std::uint64_t hash) const {
  int count = 0;
  for (std::size_t i = 0; i < positions_.size(); ++i)
    if (hashes_[i] == hash && positions_[i] == position) ++count;
  return count;
}

std::uint64_t perft(Game& game, int depth) {
  if (depth <= 0) return 1;
  const MoveList moves = game.legalMoves();
  if (depth == 1) return moves.size();
  std::uint64_t nodes = 0;
  for (const Move& move : moves) {
    game.play(move);
    nodes += perft(game, depth - 1);
    game.undo();
  }
  return nodes;
}

}  // namespace baraza
