#include "baraza/game.h"

#include <atomic>

namespace baraza {

namespace {
// One counter for every game of the process, so that two games never share a revision unless
// one is a copy of the other.
std::uint64_t nextRevision() {
  static std::atomic<std::uint64_t> counter{0};
  return ++counter;
}
}  // namespace

Game::Game(const Position& start) : rules_(&rulesFor(start.variant)), revision_(nextRevision()) {
  push(start, nullptr);  // judged from itself alone
}

MoveList Game::legalMoves() const { return result().over() ? MoveList{} : legal_[ply_]; }

bool Game::isLegal(const Move& move) const { return legalMoves().contains(move); }

std::size_t Game::dropsIfPlayed(const Move& move) const {
  if (ply_ == moves_.size() || moves_[ply_] == move) return 0;
  return moves_.size() - ply_;
}

bool Game::play(const Move& move, Trace* trace) {
  if (!isLegal(move)) return false;
  event_ = 0;
  const bool linesOwn = ply_ < moves_.size() && moves_[ply_] == move;
  if (linesOwn && !trace) {
    ++ply_;  // already worked out
    return true;
  }
  if (linesOwn) {
    *trace = traceAt(ply_);
    ++ply_;
    return true;
  }
  truncate();
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
  revision_ = nextRevision();
  push(next, &outcome);
  ++ply_;
  if (trace) {
    addResultEvent(*trace, result());  // the game, not the rules, knows repetition (C-6)
    trace_ = *trace;
    tracePly_ = ply_ - 1;
  }
  return true;
}

// Adds a position to the end of the line with its legal moves (needed both to judge it and to
// play on from it) and its result.
void Game::push(const Position& position, const MoveOutcome* outcome) {
  MoveList legal;
  if (!rules_->immediateResult(position, outcome).over()) rules_->legalMoves(position, legal);
  positions_.push_back(position);
  hashes_.push_back(hashOf(position));
  results_.push_back(resultAfter(position, outcome, legal));
  legal_.push_back(legal);
  comments_.emplace_back();
  prefixRevisions_.push_back(revision_);
}

void Game::setComment(std::size_t ply, std::string text) {
  if (ply >= comments_.size() || comments_[ply] == text) return;
  comments_[ply] = std::move(text);
  revision_ = nextRevision();
}

bool Game::decide(const Result& decision) {
  const bool players = decision.reason == ResultReason::Resignation || decision.reason == ResultReason::Agreement ||
                       decision.reason == ResultReason::Time;
  if (!players || !decision.over() || lineResult().over()) return false;
  revisionBeforeDecision_ = revision_;
  decision_ = decision;
  revision_ = nextRevision();
  return true;
}

bool Game::withdrawDecision() {
  if (!decision_) return false;
  decision_.reset();
  revision_ = revisionBeforeDecision_;
  return true;
}

bool Game::undo() {
  if (ply_ == 0) return false;
  seek({ply_ - 1, 0});
  return true;
}

void Game::truncate() {
  if (ply_ == moves_.size()) return;
  revision_ = nextRevision();
  decision_.reset();  // it ended the line that is dropped
  const std::size_t keep = ply_ + 1;
  positions_.resize(keep);
  hashes_.resize(keep);
  results_.resize(keep);
  legal_.resize(keep);
  comments_.resize(keep);
  prefixRevisions_.resize(keep);
  moves_.resize(ply_);
  if (tracePly_ != SIZE_MAX && tracePly_ >= ply_) tracePly_ = SIZE_MAX;
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

const Trace& Game::traceAt(std::size_t ply) const {
  if (tracePly_ != ply) {
    trace_ = traceMove(positions_[ply], moves_[ply]);
    addResultEvent(trace_, results_[ply + 1]);
    tracePly_ = ply;
  }
  return trace_;
}

const Trace* Game::shownTrace() const {
  if (event_) return &traceAt(ply_);
  return ply_ ? &traceAt(ply_ - 1) : nullptr;
}

std::size_t Game::shownEvents() const {
  if (event_) return event_;
  return ply_ ? traceAt(ply_ - 1).events.size() : 0;
}

namespace {

// The seeds in the mover's hand after an event: lifted and captured-to-hand seeds go into it,
// sown ones come out of it, and at bao hamna (L-12) what is left leaves the board.
int handAfter(int hand, const TraceEvent& e) {
  switch (e.kind) {
    case EventKind::Lift:
      return hand + e.count;
    case EventKind::Sow:
      return hand - 1;
    case EventKind::Capture:
      return e.destination == CaptureDestination::Hand ? hand + e.count : hand;
    case EventKind::End:
      return 0;
    default:
      return hand;
  }
}

}  // namespace

void Game::seek(LinePoint point) {
  point.ply = std::min(point.ply, moves_.size());
  if (point.event > 0 && point.ply < moves_.size()) {
    const Trace& trace = traceAt(point.ply);
    if (point.event >= trace.events.size()) point = {point.ply + 1, 0};  // the move is complete
  } else {
    point.event = 0;
  }
  if (point.event == 0) {
    ply_ = point.ply;
    event_ = 0;
    return;
  }
  const Trace& trace = traceAt(point.ply);
  // Forwards inside the same move goes on from here; anything else replays from the move's start.
  if (point.ply != ply_ || point.event < event_ || event_ == 0) {
    shown_ = positions_[point.ply];
    hand_ = 0;
    event_ = 0;
  }
  ply_ = point.ply;
  const Side mover = trace.before.toMove;
  for (; event_ < point.event; ++event_) {
    applyEvent(shown_, mover, trace.events[event_]);
    hand_ = handAfter(hand_, trace.events[event_]);
  }
}

bool Game::stepEvent(bool forward) {
  const LinePoint here = point();
  if (forward) {
    if (ply_ == moves_.size()) return false;
    seek({ply_, event_ + 1});
    return true;
  }
  if (event_) {
    seek({ply_, event_ - 1});
  } else {
    if (ply_ == 0) return false;
    const std::size_t events = traceAt(ply_ - 1).events.size();
    seek({ply_ - 1, events - 1});
  }
  return point() != here;
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
