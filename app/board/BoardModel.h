#pragma once
// The adapter between the engine and the view (DESIGN.md: engine -> trace -> model -> view).
// One index per pit, laid out as the board is drawn (the top row first); the per-game extras
// (reserves, stores, captures, the hand) are properties. The model plays trace events into
// itself one at a time; the view draws only what the model says.

#include <QAbstractTableModel>
#include <QSet>

#include "baraza/game.h"

class BoardModel : public QAbstractTableModel {
  Q_OBJECT
  Q_PROPERTY(int handSeeds READ handSeeds NOTIFY sideStateChanged)

 public:
  enum Role {
    SeedsRole = Qt::UserRole + 1,
    SquareRole,      // the engine square
    SquareNameRole,  // "e2"
    OwnerRole,       // 0 South, 1 North: whose rows the pit is in
    FrontRowRole,
    KuuRole,         // Kete: this pit is a kuu square
    KuuGoneRole,     // Kete: ...and that kuu no longer exists
    MtotoRole,       // Kingulu: the pit is a mtoto
    MtotoOwnerRole,  // Kingulu: 0 South, 1 North
    LegalRole,       // a legal move starts here
    LastMoveRole,    // the last move touched this pit
    HighlightRole,   // the event being shown right now
    BlockedRole,     // Kete: the hizi zetu hole
  };
  Q_ENUM(Role)

  explicit BoardModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QHash<int, QByteArray> roleNames() const override;

  // Shows a position at rest, with the moves that may be played from it.
  void setPosition(const baraza::Position& position, const baraza::MoveList& legal);
  // Plays one event of a move by `mover` into the model (RULES.md section 5).
  void applyEvent(const baraza::TraceEvent& event, baraza::Side mover);
  // Undoes one event: the exact inverse of applyEvent, for stepping backwards.
  void revertEvent(const baraza::TraceEvent& event, baraza::Side mover);
  void setHighlight(baraza::Square square);
  void clearLastMove();

  const baraza::Position& position() const { return position_; }
  baraza::Variant variant() const { return position_.variant; }
  const baraza::MoveList& legalMoves() const { return legal_; }
  int handSeeds() const { return hand_; }
  // Seeds each side has taken: derived from the position, so it needs no history.
  int capturedBy(baraza::Side side) const;
  // Kete: the seeds a side holds on the board and in reserve.
  int seedsHeldBy(baraza::Side side) const;

  QModelIndex indexOf(baraza::Square square) const;
  baraza::Square squareAt(const QModelIndex& index) const;

 signals:
  void sideStateChanged();  // reserves, stores, hand, side to move
  void positionReset();

 private:
  void pitChanged(baraza::Square square);

  baraza::Position position_;
  baraza::MoveList legal_;
  QSet<int> lastMove_;
  baraza::Square highlight_ = baraza::kNoSquare;
  int hand_ = 0;
};
