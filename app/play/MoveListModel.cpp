#include "MoveListModel.h"

#include <QFont>

#include "baraza/notation.h"
#include "session/GameSession.h"
#include "words/MoveText.h"

using namespace baraza;

MoveListModel::MoveListModel(const GameSession* session, QObject* parent)
    : QAbstractListModel(parent), session_(session) {
  lineChanged();
  connect(session_, &GameSession::lineChanged, this, &MoveListModel::lineChanged);
  connect(session_, &GameSession::pointChanged, this, &MoveListModel::pointChanged);
}

int MoveListModel::currentRow() const {
  const LinePoint point = session_->game().point();
  return int(point.ply) + (point.event > 0 ? 1 : 0);
}

int MoveListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
  const int row = index.row();
  const std::optional<Mark> mark = row > 0 && marks_ ? marks_(std::size_t(row - 1)) : std::nullopt;
  switch (role) {
    case Qt::DisplayRole: {
      //: The first row of the move list: the position before any move.
      if (row == 0) return tr("Start");
      const Game& game = session_->game();
      QString move = moveText(game.start().variant, game.line()[std::size_t(row - 1)]);
      if (session_->undecidedPly() == std::size_t(row - 1))
        //: The move list, Kete (L-6.3): the move waits in the kuu for the player's choice; %1 is the move so far.
        move = tr("%1 (stop or safari?)").arg(move);
      //: A row of the move list: the move's number and the move, e.g. "3. e2cw".
      const QString text = tr("%1. %2").arg(row).arg(move);
      return mark && !mark->suffix.isEmpty() ? text + QLatin1Char(' ') + mark->suffix : text;
    }
    case Qt::ForegroundRole:
      return mark && mark->colour.isValid() ? QVariant(mark->colour) : QVariant();
    case Qt::ToolTipRole:
      return mark ? QVariant(mark->tooltip) : QVariant();
    case Qt::FontRole: {  // the point looked at stands out; what follows it is the rest of the line
      QFont font;
      font.setBold(row == current_);
      return font;
    }
    case CurrentRole:
      return row == current_;
    default:
      return {};
  }
}

void MoveListModel::setMarks(Marks marks) {
  marks_ = std::move(marks);
  marksChanged();
}

void MoveListModel::marksChanged() {
  if (rows_ > 1) emit dataChanged(index(1), index(rows_ - 1), {Qt::DisplayRole, Qt::ForegroundRole, Qt::ToolTipRole});
}

void MoveListModel::lineChanged() {
  beginResetModel();
  rows_ = int(session_->game().length()) + 1;
  current_ = currentRow();
  endResetModel();
}

void MoveListModel::textsChanged() { emit dataChanged(index(0), index(rows_ - 1), {Qt::DisplayRole, Qt::ToolTipRole}); }

void MoveListModel::pointChanged() {
  const std::optional<std::size_t> undecided = session_->undecidedPly();
  if (undecided != undecided_) {  // a question opened or answered: the move's row says so
    for (const std::optional<std::size_t>& ply : {undecided_, undecided})
      if (ply && int(*ply) + 1 < rows_) emit dataChanged(index(int(*ply) + 1), index(int(*ply) + 1), {Qt::DisplayRole});
    undecided_ = undecided;
  }
  const int old = current_;
  current_ = currentRow();
  if (old == current_) return;
  if (old < rows_) emit dataChanged(index(old), index(old), {Qt::FontRole, CurrentRole});
  emit dataChanged(index(current_), index(current_), {Qt::FontRole, CurrentRole});
}
