#pragma once
// Turns clicks and keys on the board into a move. Most moves are one click; a Kete move may
// also need a direction (click the arrow to where the sowing starts that way: the next pit, or
// a capture's kichwa; or Left/Right then Enter) and, when the
// sowing may reach the kuu, the choice between stopping there and going on (safari). With
// confirmation on, a Kete move is first shown and played only on a second click or Enter.

#include <QList>
#include <QObject>
#include <optional>

#include "baraza/move.h"
#include "board/BoardView.h"

class BoardModel;

class MoveInput : public QObject {
  Q_OBJECT

 public:
  MoveInput(BoardModel* model, BoardView* view, QObject* parent = nullptr);

  void setEnabled(bool enabled);
  bool isEnabled() const { return enabled_; }
  void cancel();
  bool isChoosingDirection() const { return selected_ != baraza::kNoSquare; }
  // While a capture's direction is chosen (Kete L-5, Kiswahili Z-5) the choice is which kichwa the
  // captured seeds start in: the two kichwas (counterclockwise's, clockwise's); else none.
  QList<baraza::Square> kichwaChoice() const;
  void setConfirmMoves(bool on);
  bool confirmsMoves() const { return confirmMoves_; }
  // Whether a hovered or chosen move marks where its first lap ends (not in a lesson, where that
  // would be the answer to "end in c2").
  void setShowsLapEnds(bool on);
  bool isAwaitingConfirmation() const { return unconfirmed_.has_value(); }

 public slots:
  void pitClicked(baraza::Square square);
  void directionKey(bool left);
  void pitHovered(baraza::Square square);

 signals:
  void moveChosen(const baraza::Move& move);
  // Kete: a move that may reach the kuu in a capture (L-6.3): `stop` and `safari` share their
  // sowing up to it.
  void safariMoveChosen(const baraza::Move& stop, const baraza::Move& safari);
  void directionNeeded(baraza::Square square);
  void confirmationNeeded(baraza::Square square);
  void choiceCancelled();  // no direction or confirmation is asked for any more

 private:
  void escape();
  QList<baraza::Move> movesFrom(baraza::Square square) const;
  baraza::Square nextSquare(baraza::Square from, baraza::Direction direction) const;
  baraza::Square sowingStart(baraza::Square from, baraza::Direction direction) const;
  baraza::Square kichwaOf(baraza::Square from, baraza::Direction direction) const;
  void showDirectionArrows(baraza::Square chosen = baraza::kNoSquare);
  // The arrow of `direction` from the selected pit, with what clicking it does in words.
  BoardView::DirectionArrow arrowOf(baraza::Direction direction) const;
  void choose(baraza::Direction direction);
  void offer(const QList<baraza::Move>& moves);
  void propose(const baraza::Move& move);
  void showPreview(const QList<baraza::Move>& moves);

  BoardModel* model_;
  BoardView* view_;
  bool enabled_ = true;
  baraza::Square selected_ = baraza::kNoSquare;
  std::optional<baraza::Direction> pending_;
  bool confirmMoves_ = false;
  bool showsLapEnds_ = true;
  std::optional<baraza::Move> unconfirmed_;  // shown, waiting for a second click or Enter
};
