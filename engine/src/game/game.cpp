#include "baraza/game.h"

namespace baraza {

Game::Game(const Position& start) : rules_(&rulesFor(start.variant)) {
  positions_.push_back(start);
  hashes_.push_back(hashOf(start));
  results_.push_back(rules_->judge(start, nullptr));  // judged from itself alone
}

MoveList Game::legalMoves() const {
  MoveList moves;
  if (!result().over()) rules_->legalMoves(position(), moves);
  return moves;
}

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
  const std::uint64_t hash = hashOf(next);
  positions_.push_back(next);
  hashes_.push_back(hash);
  moves_.push_back(move);
  results_.push_back(resultAfter(next, outcome));
  return true;
}

bool Game::undo() {
  if (moves_.empty()) return false;
  positions_.pop_back();
  hashes_.pop_back();
  results_.pop_back();
  moves_.pop_back();
  return true;
}

// C-7: the game's own conditions first, then repetition (C-6).
Result Game::resultAfter(const Position& next, const MoveOutcome& outcome) const {
  Result result = rules_->judge(next, &outcome);
  if (result.over()) return result;
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

}  // namespace baraza
