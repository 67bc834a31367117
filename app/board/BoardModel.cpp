#include "BoardModel.h"

#include <algorithm>

#include "words/BaoWords.h"
#include "words/Pieces.h"

using namespace baraza;

BoardModel::BoardModel(const Game& game, QObject* parent)
    : QAbstractTableModel(parent), game_(game), shownVariant_(game.start().variant) {
  refresh();
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
  if (static_cast<std::size_t>(sq) >= scene_.holes.size()) return {};  // a new game's, before refresh()
  const BoardScene::Hole& hole = scene_.hole(sq);
  switch (role) {
    case Qt::DisplayRole:
    case SeedsRole:
      return hole.seeds;
    case SquareRole:
      return int(sq);
    case SquareNameRole:
      return QString::fromStdString(squareName(v, sq));
    case Qt::ToolTipRole: {  // e.g. "e2 · South's kuu · 6 seeds", and what a move from it shows
      QString tip = pitFacts(game_.rules(), position(), sq).join(QStringLiteral(" · "));
      if (data(index, LegalRole).toBool())
        //: Tooltip of a pit a move can start from: what the dotted ring on the board means.
        tip += QStringLiteral("\n") + tr("A move can start here; the dotted ring shows where its first lap ends.");
      return tip;
    }
    case Qt::AccessibleTextRole:  // what a screen reader says, e.g. "e2, South's kuu, 6 seeds"
      return pitFacts(game_.rules(), position(), sq).join(QStringLiteral(", "));
    case OwnerRole:
      return baraza::indexOf(ownerOf(v, sq));
    case FrontRowRole:
      return isFrontRow(v, sq);
    case KuuRole:
      return hole.kuuSquare;
    case KuuGoneRole:
      return hole.kuuSquare && !position().kuu[static_cast<std::size_t>(baraza::indexOf(ownerOf(v, sq)))];
    case HouseRole:
      return int(hole.house);
    case MtotoRole:
      return hole.mtotoOwner >= 0;
    case MtotoOwnerRole:
      return hole.mtotoOwner;
    case LegalRole:
      return hole.legal;
    case LastMoveRole:
      return hole.lastMove;
    case HighlightRole:
      return hole.highlight;
    case BlockedRole:
      return game_.rules().blockedSquare(position(), position().toMove) == sq;
    case MarkedRole:
      return hole.marked;
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
  names[HouseRole] = "house";
  names[MtotoRole] = "mtoto";
  names[MtotoOwnerRole] = "mtotoOwner";
  names[LegalRole] = "legal";
  names[LastMoveRole] = "lastMove";
  names[HighlightRole] = "highlight";
  names[BlockedRole] = "blocked";
  names[MarkedRole] = "marked";
  return names;
}

void BoardModel::refresh() {
  const bool shapeChanges = variant() != shownVariant_;
  if (shapeChanges) beginResetModel();
  shownVariant_ = variant();
  scene_ = sceneOf(game_);
  if (shapeChanges) {
    endResetModel();
  } else {
    emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
  }
  emit sideStateChanged();
  emit positionReset();
}

QStringList BoardModel::pitFacts(const Rules& rules, const Position& p, Square sq) {
  const Variant v = p.variant;
  const bool south = ownerOf(v, sq) == Side::South;
  QStringList facts{QString::fromStdString(squareName(v, sq))};
  if (sq == rules.kuuSquareOf(Side::South) || sq == rules.kuuSquareOf(Side::North)) {
    switch (rules.houseOf(p, ownerOf(v, sq))) {
      case Rules::House::Gone:
        // Drawn as a round pit too: a learner must not read it as a house with a few seeds.
        facts << baoText(v,
                         //: Kete: the kuu square of a side whose kuu has been emptied and no longer counts (L-3).
                         south ? tr("South's pit, no longer a kuu: an ordinary hole for the rest of the game")
                               : tr("North's pit, no longer a kuu: an ordinary hole for the rest of the game"),
                         //: Kiswahili: the nyumba square of a side whose nyumba is gone for good (Z-2); "nyumba"
                         //: stays in Swahili.
                         south ? tr("South's pit, no longer a nyumba: an ordinary hole for the rest of the game")
                               : tr("North's pit, no longer a nyumba: an ordinary hole for the rest of the game"));
        break;
      case Rules::House::Dormant:
        //: Kiswahili (Z-2): an owned nyumba with fewer than six seeds; "nyumba" stays in Swahili.
        facts << (south ? tr("South's nyumba, dormant: an ordinary hole until it holds six seeds again")
                        : tr("North's nyumba, dormant: an ordinary hole until it holds six seeds again"));
        break;
      default:
        facts << baoText(v, south ? tr("South's kuu") : tr("North's kuu"),
                         //: Kiswahili (Z-2): an owned nyumba with six seeds or more, which works as a nyumba.
                         south ? tr("South's nyumba") : tr("North's nyumba"));
    }
  } else if (p.isMtoto(sq)) {
    //: Kingulu: a pit that has become a mtoto, sowing into its owner's store.
    facts << (mtotoOwner(v, sq) == Side::South ? tr("South's mtoto") : tr("North's mtoto"));
  } else {
    facts << (south ? tr("South's pit") : tr("North's pit"));
  }
  if (rules.blockedSquare(p, p.toMove) == sq)
    facts << baoText(v,
                     //: Kete: the hizi zetu hole, which may not be sown this turn.
                     tr("blocked this turn (hizi zetu)"),
                     //: Kiswahili (Z-11.2): the hole the takasia mark blocks; "takasia" stays in Swahili.
                     tr("blocked this turn (takasia): a move may not start here, and a lap that ends here ends the "
                        "move"));
  else if (p.hiziZetu == sq)
    facts << baoText(v,
                     //: Kete (L-11): the opponent's hole marked by the player's last takata, which the player must
                     //: capture this turn if a capture move can.
                     tr("marked by hizi zetu: to be captured this turn if a capture can take it"),
                     //: Kiswahili (Z-11.3): the opponent's hole marked by the player's last takasa, which the
                     //: player must capture this turn if one of his capture moves can; "takasia" stays in Swahili.
                     tr("marked by takasia: to be captured this turn if a capture can take it"));
  const int seeds = p.seeds(sq);
  if (playsWithStones(v))
    //: Bao la Kimasai: a hole holds one stone or none (M-1).
    facts << (seeds == 1 ? tr("1 stone") : tr("%n stones", nullptr, seeds));
  else
    //: English has no numerus forms of its own, so one seed has its own text.
    facts << (seeds == 1 ? tr("1 seed") : tr("%n seeds", nullptr, seeds));
  return facts;
}
