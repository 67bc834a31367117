#include "BoardModel.h"

#include <QLocale>

using namespace baraza;

BoardModel::BoardModel(QObject* parent) : QAbstractTableModel(parent) {
  position_ = startPosition(Variant::Kigogo);
  rulesFor(position_.variant).legalMoves(position_, legal_);
}

int BoardModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : shapeOf(position_.variant).rows;
}

int BoardModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : shapeOf(position_.variant).columns;
}

Square BoardModel::squareAt(const QModelIndex& index) const {
  const BoardShape shape = shapeOf(position_.variant);
  return baraza::squareAt(position_.variant, index.column(), shape.rows - 1 - index.row());
}

QModelIndex BoardModel::indexOf(Square square) const {
  const Variant v = position_.variant;
  return index(shapeOf(v).rows - 1 - rowOf(v, square), columnOf(v, square));
}

QVariant BoardModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
  const Square sq = squareAt(index);
  const Variant v = position_.variant;
  const bool kuu = v == Variant::Kete && (sq == kuuSquare(Side::South) || sq == kuuSquare(Side::North));
  switch (role) {
    case Qt::DisplayRole:
    case SeedsRole:
      return position_.seeds(sq);
    case SquareRole:
      return int(sq);
    case SquareNameRole:
      return QString::fromStdString(squareName(v, sq));
    case Qt::ToolTipRole:
      //: Tooltip of a pit: its square name and how many seeds it holds.
      return tr("%1 · seeds: %2")
          .arg(QString::fromStdString(squareName(v, sq)), QLocale().toString(position_.seeds(sq)));
    case OwnerRole:
      return baraza::indexOf(ownerOf(v, sq));
    case FrontRowRole:
      return isFrontRow(v, sq);
    case KuuRole:
      return kuu;
    case KuuGoneRole:
      return kuu && !position_.kuu[static_cast<std::size_t>(baraza::indexOf(ownerOf(v, sq)))];
    case MtotoRole:
      return position_.isMtoto(sq);
    case MtotoOwnerRole:
      return position_.isMtoto(sq) ? baraza::indexOf(mtotoOwner(v, sq)) : -1;
    case LegalRole: {
      for (const Move& m : legal_)
        if (m.square == sq) return true;
      return false;
    }
    case LastMoveRole:
      return lastMove_.contains(sq);
    case HighlightRole:
      return highlight_ == sq;
    case BlockedRole:
      return position_.hiziZetu == sq && ownerOf(v, sq) == position_.toMove;
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

void BoardModel::setPosition(const Position& position, const MoveList& legal) {
  const bool shapeChanges = position.variant != position_.variant;
  if (shapeChanges) beginResetModel();
  position_ = position;
  legal_ = legal;
  hand_ = 0;
  highlight_ = kNoSquare;
  if (shapeChanges) {
    lastMove_.clear();
    endResetModel();
  } else {
    emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
  }
  emit sideStateChanged();
  emit positionReset();
}

void BoardModel::pitChanged(Square square) {
  lastMove_.insert(square);
  const QModelIndex i = indexOf(square);
  emit dataChanged(i, i);
}

void BoardModel::clearLastMove() {
  lastMove_.clear();
  emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {LastMoveRole});
}

void BoardModel::setHighlight(Square square) {
  const Square old = highlight_;
  highlight_ = square;
  if (old != kNoSquare) emit dataChanged(indexOf(old), indexOf(old), {HighlightRole});
  if (square != kNoSquare) emit dataChanged(indexOf(square), indexOf(square), {HighlightRole});
}

// The hand is the model's own bookkeeping: lifted and captured-to-hand seeds go into it, sown
// seeds come out of it (PROTOCOL.md trace events).
void BoardModel::applyEvent(const TraceEvent& e, Side mover) {
  if (legal_.size()) {
    legal_.clear();
    emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {LegalRole});
  }
  baraza::applyEvent(position_, mover, e);
  switch (e.kind) {
    case EventKind::Lift:
      hand_ += e.count;
      break;
    case EventKind::Sow:
      hand_ -= 1;
      break;
    case EventKind::Capture:
      if (e.destination == CaptureDestination::Hand) hand_ += e.count;
      break;
    default:
      break;
  }
  if (e.kind == EventKind::End) {
    hand_ = 0;  // bao hamna: what was in the hand leaves the board
  } else {
    pitChanged(e.square);
    if (e.kind == EventKind::MoveSeed) pitChanged(e.target);
  }
  setHighlight(e.kind == EventKind::End ? kNoSquare : e.square);
  emit sideStateChanged();
}

void BoardModel::revertEvent(const TraceEvent& e, Side mover) {
  Position& p = position_;
  switch (e.kind) {
    case EventKind::Place:
      ++p.reserve[static_cast<std::size_t>(baraza::indexOf(mover))];
      --p.at(e.square);
      break;
    case EventKind::Lift:
      p.at(e.square) = static_cast<std::uint8_t>(p.seeds(e.square) + e.count);
      hand_ -= e.count;
      break;
    case EventKind::Sow:
      --p.at(e.square);
      hand_ += 1;
      break;
    case EventKind::Capture:
      p.at(e.square) = static_cast<std::uint8_t>(p.seeds(e.square) + e.count);
      if (e.destination == CaptureDestination::Store)
        p.store[static_cast<std::size_t>(baraza::indexOf(mover))] -= e.count;
      if (e.destination == CaptureDestination::Hand) hand_ -= e.count;
      break;
    case EventKind::Store:
      ++p.at(e.square);
      --p.store[static_cast<std::size_t>(baraza::indexOf(e.owner))];
      break;
    case EventKind::Mtoto:
      p.mtoto = static_cast<std::uint16_t>(p.mtoto & ~(1U << e.square));
      break;
    case EventKind::MoveSeed:
      ++p.at(e.square);
      --p.at(e.target);
      break;
    case EventKind::End:
      break;
  }
  if (e.kind != EventKind::End) {
    pitChanged(e.square);
    if (e.kind == EventKind::MoveSeed) pitChanged(e.target);
  }
  setHighlight(e.kind == EventKind::End ? kNoSquare : e.square);
  emit sideStateChanged();
}

// Kigogo and Kimasai: what the opponent has lost of his starting half; Kingulu: the store.
int BoardModel::capturedBy(Side side) const {
  const Position& p = position_;
  if (p.variant == Variant::Kingulu) return p.store[static_cast<std::size_t>(baraza::indexOf(side))];
  return std::max(0, totalSeeds(p.variant) / 2 - p.seedsInRows(other(side)));
}

int BoardModel::seedsHeldBy(Side side) const {
  const Position& p = position_;
  return p.seedsInRows(side) + p.reserve[static_cast<std::size_t>(baraza::indexOf(side))];
}
