#pragma once
// The move list: a view of the game's one line. Row 0 is the start, row n the position after
// the n-th move; the row of the point looked at is the current one. It keeps no moves itself.

#include <QAbstractListModel>

#include "baraza/game.h"

class MoveListModel : public QAbstractListModel {
  Q_OBJECT

 public:
  enum Role { PlyRole = Qt::UserRole + 1, CurrentRole };

  explicit MoveListModel(const baraza::Game& game, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

  // The line has changed (moves added or dropped, or a new game).
  void lineChanged();
  // The point has moved: the current row changes.
  void pointChanged();
  int currentRow() const { return int(game_.point().ply); }

 private:
  const baraza::Game& game_;
  int rows_ = 1;
  int current_ = 0;
};
