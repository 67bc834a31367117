#include "BoardModel.h"

#include <QLocale>

using namespace baraza;

BoardModel::BoardModel(const Game& game, QObject* parent)
    : QAbstractTableModel(parent), game_(game), shownVariant_(game.start().variant) {
  refresh();
}

Side BoardModel::mover() const {
  const Trace* trace = game_.shownTrace();
  return isMidMove() && trace ? trace->before.toMove : position().toMove;
}

MoveList BoardModel::legalMoves() const { return isMidMove() ? MoveList{} : game_.legalMoves(); }

int BoardModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : shapeOf(variant()).rows; }

int BoardModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : shapeOf(variant()).columns;
}

Square BoardModel::squareAt(const QModelIndex& index) const {
  const BoardShape shape = shapeOf(variant());
  return baraza::squareAt(variant(), index.column(), shape.rows - 1 - index.row());
}

QModelIndex BoardModel::indexOf(Square square) const {
  const Variant v = variant();
  return index(shapeOf(v).rows - 1 - rowOf(v, square), columnOf(v, square));
}

QVariant BoardModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
  const Square sq = squareAt(index);
  const Variant v = variant();
  const Rules& rules = game_.rules();
  const bool kuu = sq == rules.kuuSquareOf(Side::South) || sq == rules.kuuSquareOf(Side::North);
  switch (role) {
    case Qt::DisplayRole:
    case SeedsRole:
      return position().seeds(sq);
    case SquareRole:
      return int(sq);
    case SquareNameRole:
      return QString::fromStdString(squareName(v, sq));
    case Qt::ToolTipRole:
      //: Tooltip of a pit: its square name and how many seeds it holds.
      return tr("%1 · seeds: %2")
          .arg(QString::fromStdString(squareName(v, sq)), QLocale().toString(position().seeds(sq)));
    case OwnerRole:
      return baraza::indexOf(ownerOf(v, sq));
    case FrontRowRole:
      return isFrontRow(v, sq);
    case KuuRole:
      return kuu;
    case KuuGoneRole:
      return kuu && !position().kuu[static_cast<std::size_t>(baraza::indexOf(ownerOf(v, sq)))];
    case MtotoRole:
      return position().isMtoto(sq);
    case MtotoOwnerRole:
      return position().isMtoto(sq) ? baraza::indexOf(mtotoOwner(v, sq)) : -1;
    case LegalRole: {
      for (const Move& m : legalMoves())
        if (m.square == sq) return true;
      return false;
    }
    case LastMoveRole:
      return touched_.contains(sq);
    case HighlightRole:
      return highlight_ == sq;
    case BlockedRole:
      return position().hiziZetu == sq && ownerOf(v, sq) == position().toMove;
    default:
      return {};
  }
}

QHash<int, QByteArray> BoardModel::roleNames() const {
  auto names = QAbstractTableModel::roleNames();
  names[SeedsRole] = "seeds";
  names[SquareRole] = "square";
  names[SquareNameRole] = "squareName";
  names[OwnerRole] = "owner";
  names[FrontRowRole] = "frontRow";
  names[KuuRole] = "kuu";
  names[KuuGoneRole] = "kuuGone";
  names[MtotoRole] = "mtoto";
  names[MtotoOwnerRole] = "mtotoOwner";
  names[LegalRole] = "legal";
  names[LastMoveRole] = "lastMove";
  names[HighlightRole] = "highlight";
  names[BlockedRole] = "blocked";
  return names;
}

void BoardModel::refresh() {
  const bool shapeChanges = variant() != shownVariant_;
  if (shapeChanges) beginResetModel();
  shownVariant_ = variant();
  touched_.clear();
  highlight_ = kNoSquare;
  if (const Trace* trace = game_.shownTrace()) {
    const std::size_t shown = game_.shownEvents();
    for (std::size_t i = 0; i < shown; ++i) {
      const TraceEvent& e = trace->events[i];
      if (e.square != kNoSquare) touched_.insert(e.square);
      if (e.target != kNoSquare) touched_.insert(e.target);
    }
    // Part way through a move, the pit of the event just applied is lit.
    if (isMidMove() && shown > 0) highlight_ = trace->events[shown - 1].square;
  }
  if (shapeChanges) {
    endResetModel();
  } else {
    emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
  }
  emit sideStateChanged();
  emit positionReset();
}

int BoardModel::capturedBy(Side side) const { return game_.rules().capturedBy(position(), side); }

int BoardModel::seedsHeldBy(Side side) const {
  const Position& p = position();
  const int inHand = isMidMove() && side == mover() ? handSeeds() : 0;
  return p.seedsInRows(side) + p.reserve[static_cast<std::size_t>(baraza::indexOf(side))] + inHand;
}
