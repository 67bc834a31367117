#pragma once
// The move list: a view of the game's one line. Row 0 is the start, row n the position after
// the n-th move; the row of the point looked at is the current one. It keeps no moves itself.

#include <QAbstractListModel>
#include <QColor>
#include <functional>
#include <optional>

#include "baraza/game.h"

class MoveListModel : public QAbstractListModel {
  Q_OBJECT

 public:
  enum Role { CurrentRole = Qt::UserRole + 1 };  // the row of the point looked at

  // A judgement shown on a move (Game → Analyse game): a suffix such as "?!", a colour and words.
  struct Mark {
    QString suffix;
    QColor colour;
    QString tooltip;
  };
  // Marks kept elsewhere (the game review), asked for by the move's index in the line.
  using Marks = std::function<std::optional<Mark>(std::size_t move)>;

  explicit MoveListModel(const baraza::Game& game, QObject* parent = nullptr);
  void setMarks(Marks marks);
  void marksChanged();

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

  // The line has changed (moves added or dropped, or a new game).
  void lineChanged();
  // The point has moved: the current row changes.
  void pointChanged();
  // The move shown: part way through a move, that move's row; at rest, the move that led here.
  int currentRow() const { return int(game_.point().ply) + (game_.point().event > 0 ? 1 : 0); }

 private:
  const baraza::Game& game_;
  int rows_ = 1;
  int current_ = 0;
  Marks marks_;
};
