#include "MoveListModel.h"

#include <QFont>

#include "baraza/notation.h"
#include "words/MoveText.h"

using namespace baraza;

MoveListModel::MoveListModel(const Game& game, QObject* parent) : QAbstractListModel(parent), game_(game) {
  lineChanged();
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
      //: A row of the move list: the move's number and the move, e.g. "3. e2cw".
      const QString text =
          tr("%1. %2").arg(row).arg(moveText(game_.start().variant, game_.line()[std::size_t(row - 1)]));
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
  rows_ = int(game_.length()) + 1;
  current_ = currentRow();
  endResetModel();
}

void MoveListModel::pointChanged() {
  const int old = current_;
  current_ = currentRow();
  if (old == current_) return;
  if (old < rows_) emit dataChanged(index(old), index(old), {Qt::FontRole, CurrentRole});
  emit dataChanged(index(current_), index(current_), {Qt::FontRole, CurrentRole});
}
