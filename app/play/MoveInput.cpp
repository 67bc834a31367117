#include "MoveInput.h"

#include "baraza/notation.h"
#include "baraza/rules.h"
#include "board/BoardModel.h"
#include "board/BoardView.h"
#include "words/MoveText.h"

using namespace baraza;

MoveInput::MoveInput(BoardModel* model, BoardView* view, QObject* parent)
    : QObject(parent), model_(model), view_(view) {
  connect(view_, &BoardView::pitClicked, this, &MoveInput::pitClicked);
  connect(view_, &BoardView::directionKey, this, &MoveInput::directionKey);
  connect(view_, &BoardView::pitHovered, this, &MoveInput::pitHovered);
  connect(view_, &BoardView::skipRequested, this, &MoveInput::escape);
}

void MoveInput::setEnabled(bool enabled) {
  enabled_ = enabled;
  view_->setInteractive(enabled);
  if (!enabled) cancel();
}

void MoveInput::setConfirmMoves(bool on) {
  confirmMoves_ = on;
  if (!on && unconfirmed_) cancel();
}

void MoveInput::setShowsLapEnds(bool on) {
  if (showsLapEnds_ == on) return;
  showsLapEnds_ = on;
  if (!on) view_->setPreview({});
}

void MoveInput::cancel() {
  const bool wasChoosing = selected_ != kNoSquare || unconfirmed_;
  selected_ = kNoSquare;
  unconfirmed_.reset();
  pending_.reset();
  view_->setSelected(kNoSquare);
  view_->setDirectionMode(false);
  view_->setDirectionArrows({}, {});
  view_->setPreview({});
  if (wasChoosing) emit choiceCancelled();
}

// Esc ends a choice; the keyboard cursor stays on the hole tried, so that Enter tries it again.
void MoveInput::escape() {
  const Square tried = unconfirmed_ ? unconfirmed_->square : selected_;
  cancel();
  if (tried != kNoSquare) view_->setSelected(tried);
}

QList<Move> MoveInput::movesFrom(Square square) const {
  QList<Move> moves;
  for (const Move& m : model_->legalMoves())
    if (m.square == square) moves << m;
  return moves;
}

Square MoveInput::nextSquare(Square from, Direction direction) const {
  const Loop& loop = loopOf(model_->variant(), model_->position().toMove);
  return loop.at(loop.positionOf[static_cast<std::size_t>(from)] + stepOf(direction));
}

// Where a move from `from` in `direction` drops its first seed: the next pit, or for a nemo
// capture the kichwa its captured seeds are sown starting in (L-5, Z-5), even when bao hamna ends
// the move before a seed is sown (L-12, Z-12.1). The direction arrows point there.
Square MoveInput::sowingStart(Square from, Direction direction) const {
  for (const Move& m : movesFrom(from)) {
    if (m.direction != direction) continue;
    for (const TraceEvent& e : traceMove(model_->position(), m).events) {
      if (e.kind == EventKind::Sow) return e.square;
      if (e.kind == EventKind::Capture) {
        const Square kichwa = rulesFor(model_->variant()).captureSowingStart(model_->mover(), from, direction);
        if (kichwa != kNoSquare) return kichwa;
      }
    }
  }
  return nextSquare(from, direction);
}

// The kichwa a capture from `from` in `direction` sows its captured seeds starting in (L-5, Z-5);
// kNoSquare for a move that sows before it captures, or captures nothing.
Square MoveInput::kichwaOf(Square from, Direction direction) const {
  for (const Move& m : movesFrom(from)) {
    if (m.direction != direction) continue;
    for (const TraceEvent& e : traceMove(model_->position(), m).events) {
      if (e.kind == EventKind::Sow) return kNoSquare;
      if (e.kind == EventKind::Capture)
        return rulesFor(model_->variant()).captureSowingStart(model_->mover(), from, direction);
    }
  }
  return kNoSquare;
}

QList<Square> MoveInput::kichwaChoice() const {
  if (selected_ == kNoSquare) return {};
  const Square ccw = kichwaOf(selected_, Direction::Ccw);
  const Square cw = kichwaOf(selected_, Direction::Cw);
  if (ccw == kNoSquare || cw == kNoSquare) return {};
  return {ccw, cw};
}

void MoveInput::showDirectionArrows(Square chosen) {
  view_->setDirectionArrows(arrowOf(Direction::Ccw), arrowOf(Direction::Cw), chosen);
}

// Directions as the rules name them (C-2, seen from above), the move as the move list writes it.
BoardView::DirectionArrow MoveInput::arrowOf(Direction direction) const {
  const Square start = sowingStart(selected_, direction);
  const QString name = QString::fromStdString(squareName(model_->variant(), start));
  Move move;
  for (const Move& m : movesFrom(selected_))
    if (m.direction == direction) move = m;
  move.safari = false;
  const QString played = moveText(model_->variant(), move);
  const bool clockwise = direction == Direction::Cw;
  QString meaning;
  const bool kichwa = kichwaOf(selected_, direction) != kNoSquare;
  if (kichwa)  // a nemo (namua) capture, sown starting in a kichwa (L-5, Z-5)
    meaning = clockwise
                  //: Kete, the tooltip of a direction arrow: %1 is the kichwa (an end hole, the word stays in
                  //: Swahili) the captured seeds are sown starting in, %2 the move, e.g. "c2 ↻".
                  ? tr("Sow the captured seeds starting in the kichwa %1, clockwise (%2)").arg(name, played)
                  : tr("Sow the captured seeds starting in the kichwa %1, counterclockwise (%2)").arg(name, played);
  else
    meaning = clockwise
                  //: Kete, the tooltip of a direction arrow: %1 is the hole the sowing starts in, %2 the move.
                  ? tr("Sow clockwise, starting in %1 (%2)").arg(name, played)
                  : tr("Sow counterclockwise, starting in %1 (%2)").arg(name, played);
  return {start, meaning, kichwa};
}

void MoveInput::pitClicked(Square square) {
  if (!enabled_) return;
  if (unconfirmed_ && square == unconfirmed_->square) {  // the second click (or Enter) plays it
    const Move move = *unconfirmed_;
    unconfirmed_.reset();
    view_->setSelected(kNoSquare);
    view_->setPreview({});
    emit moveChosen(move);
    return;
  }
  if (selected_ != kNoSquare) {
    if (square == selected_ && pending_) return choose(*pending_);
    for (Direction d : {Direction::Ccw, Direction::Cw})
      if (square == sowingStart(selected_, d)) return choose(d);
  }
  cancel();
  const QList<Move> moves = movesFrom(square);
  if (moves.isEmpty()) return;
  bool oneDirection = true;
  for (const Move& m : moves) oneDirection &= m.direction == moves.front().direction;
  if (oneDirection) return offer(moves);
  selected_ = square;
  view_->setSelected(square);
  view_->setDirectionMode(true);
  showDirectionArrows();
  showPreview(moves);
  emit directionNeeded(square);
}

void MoveInput::directionKey(bool left) {
  if (selected_ == kNoSquare) return;
  // The direction whose arrow points to that side on the screen.
  const qreal ccwX = view_->pitRect(sowingStart(selected_, Direction::Ccw)).center().x();
  const qreal cwX = view_->pitRect(sowingStart(selected_, Direction::Cw)).center().x();
  const bool ccwIsLeft = ccwX < cwX || (ccwX == cwX && model_->position().toMove == Side::South);
  pending_ = (left == ccwIsLeft) ? Direction::Ccw : Direction::Cw;
  showDirectionArrows(sowingStart(selected_, *pending_));
  QList<Move> moves;
  for (const Move& m : movesFrom(selected_))
    if (m.direction == *pending_) moves << m;
  showPreview(moves);
}

void MoveInput::choose(Direction direction) {
  QList<Move> moves;
  for (const Move& m : movesFrom(selected_))
    if (m.direction == direction) moves << m;
  cancel();
  view_->setSelected(kNoSquare);
  if (!moves.isEmpty()) offer(moves);
}

// One move is played; a stop/safari pair (L-6.3) is played as far as the kuu, where the player
// chooses (GameSession): the choice there is the confirmation.
void MoveInput::offer(const QList<Move>& moves) {
  if (moves.size() == 1) return propose(moves.front());
  const bool firstIsStop = !moves.front().safari;
  emit safariMoveChosen(moves[firstIsStop ? 0 : 1], moves[firstIsStop ? 1 : 0]);
}

// Played at once, or (Kete, with confirmation on) shown on the board until it is confirmed.
void MoveInput::propose(const Move& move) {
  if (!confirmMoves_ || !rulesFor(model_->variant()).hasMoveChoices()) {
    emit moveChosen(move);
    return;
  }
  unconfirmed_ = move;
  view_->setSelected(move.square);
  // Left/Right do not move the keyboard cursor off the move shown, so Enter confirms it.
  view_->setDirectionMode(true);
  showPreview({move});
  emit confirmationNeeded(move.square);
}

void MoveInput::pitHovered(Square square) {
  if (!enabled_ || selected_ != kNoSquare || unconfirmed_) return;
  showPreview(square == kNoSquare ? QList<Move>{} : movesFrom(square));
}

void MoveInput::showPreview(const QList<Move>& moves) {
  QList<Square> ends;
  if (!showsLapEnds_) return view_->setPreview(ends);
  for (const Move& m : moves) {
    if (m.safari) continue;
    const Square end = firstLapEnd(traceMove(model_->position(), m));
    if (end != kNoSquare && !ends.contains(end)) ends << end;
  }
  view_->setPreview(ends);
}
