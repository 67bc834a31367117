#pragma once
// The move list: a view of the session's one line. Row 0 is the start, row n the position after
// the n-th move; the row of the point looked at is the current one. It keeps no moves itself,
// and follows the session by itself. A move whose question is open (safari, L-6.3) shows as
// undecided, so that the list does not tell the answer before it is given.

#include <QAbstractListModel>
#include <QColor>
#include <functional>
#include <optional>

#include "baraza/game.h"

class GameSession;

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

  explicit MoveListModel(const GameSession* session, QObject* parent = nullptr);
  void setMarks(Marks marks);
  void marksChanged();

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

  // The line has changed (moves added or dropped, or a new game).
  void lineChanged();
  // The point has moved: the current row changes.
  void pointChanged();
  // The language has changed: every row's text, the rows and the current one as they were.
  void textsChanged();
  // The move shown: part way through a move, that move's row; at rest, the move that led here.
  int currentRow() const;

 private:
  const GameSession* session_;
  int rows_ = 1;
  int current_ = 0;
  std::optional<std::size_t> undecided_;  // the ply whose row shows the move as undecided
  Marks marks_;
};
