#include "BoardGeometry.h"

#include <QLineF>
#include <QtMath>
#include <algorithm>

using namespace baraza;

namespace {

constexpr qreal kPad = 0.32;    // board margin around the pits, in cells
constexpr qreal kPanel = 0.78;  // a player's panel above or below the board, in cells

qreal gapUnitsOf(const BoardShape& shape) { return shape.rows == 4 ? 0.28 : 0.14; }
qreal unitsWide(const BoardShape& shape) { return shape.columns + 2 * kPad; }
qreal unitsHigh(const BoardShape& shape) { return shape.rows + gapUnitsOf(shape) + 2 * kPad + 2 * kPanel; }

}  // namespace

qreal BoardGeometry::cellSizeIn(Variant variant, const QSizeF& area) {
  const BoardShape shape = shapeOf(variant);
  return std::max<qreal>(8, std::min(area.width() / unitsWide(shape), area.height() / unitsHigh(shape)));
}

QSizeF BoardGeometry::sizeIn(Variant variant, const QSizeF& area) {
  const BoardShape shape = shapeOf(variant);
  const qreal cell = cellSizeIn(variant, area);
  return {unitsWide(shape) * cell, unitsHigh(shape) * cell};
}

int BoardGeometry::heightForWidth(Variant variant, int width) {
  const BoardShape shape = shapeOf(variant);
  return qCeil(width * unitsHigh(shape) / unitsWide(shape));
}

BoardGeometry::BoardGeometry(Variant variant, const QRectF& area, bool turned)
    : variant_(variant), area_(area), turned_(turned) {
  const BoardShape shape = shapeOf(variant);
  const qreal gapUnits = gapUnitsOf(shape);
  cell_ = cellSizeIn(variant, area.size());
  gap_ = gapUnits * cell_;
  const qreal boardW = unitsWide(shape) * cell_;
  const qreal boardH = (shape.rows + gapUnits + 2 * kPad) * cell_;
  const qreal left = area.left() + (area.width() - boardW) / 2;
  const qreal top = area.top() + (area.height() - boardH - 2 * kPanel * cell_) / 2;
  topPanel_ = QRectF(left, top, boardW, kPanel * cell_);
  board_ = QRectF(left, topPanel_.bottom(), boardW, boardH);
  bottomPanel_ = QRectF(left, board_.bottom(), boardW, kPanel * cell_);
}

qreal BoardGeometry::margin() const { return kPad * cell_; }

qreal BoardGeometry::middleY() const {
  return board_.top() + kPad * cell_ + shapeOf(variant_).rows / 2 * cell_ + gap_ / 2;
}

QRectF BoardGeometry::pitRect(Square square) const {
  const BoardShape shape = shapeOf(variant_);
  // Drawn from the top left: South's row 1 at the bottom, column a on the left, unless turned.
  const int row = rowOf(variant_, square);
  const int column = columnOf(variant_, square);
  const int drawnRow = turned_ ? row : shape.rows - 1 - row;
  const int drawnColumn = turned_ ? shape.columns - 1 - column : column;
  const qreal x = board_.left() + kPad * cell_ + drawnColumn * cell_;
  const qreal y = board_.top() + kPad * cell_ + drawnRow * cell_ + (drawnRow >= shape.rows / 2 ? gap_ : 0);
  return QRectF(x + cell_ * 0.06, y + cell_ * 0.06, cell_ * 0.88, cell_ * 0.88);
}

Square BoardGeometry::squareAt(QPointF point) const {
  for (int i = 0; i < shapeOf(variant_).pits(); ++i) {
    const QRectF r = pitRect(static_cast<Square>(i));
    const QPointF d = point - r.center();
    if (QPointF::dotProduct(d, d) <= r.width() * r.width() / 4) return static_cast<Square>(i);
  }
  return kNoSquare;
}

QPointF BoardGeometry::trayPoint(Side side) const {
  const QRectF panel = panelRect(side);
  return QPointF(panel.right() - cell_ * 1.2, panel.center().y());
}

QPointF BoardGeometry::pointOf(const BoardScene::Place& place) const {
  switch (place.kind) {
    case BoardScene::Place::Kind::Pit:
      return centreOf(place.pit);
    case BoardScene::Place::Kind::Tray:
      return trayPoint(place.side);
    default:
      return area_.topLeft();
  }
}

QPainterPath BoardGeometry::arrowPath(Square fromSquare, Square target, bool kichwa) const {
  QPainterPath path;
  if (fromSquare == kNoSquare || target == kNoSquare) return path;
  const QPointF from = centreOf(fromSquare);
  const QPointF to = centreOf(target);
  const qreal length = QLineF(from, to).length();
  if (length <= 0) return path;
  QPointF unit = (to - from) / length;
  QPointF start = from + unit * cell_ * 0.34;
  QPointF tip = to - unit * cell_ * 0.12;
  qreal half = cell_ * 0.11;  // half the shaft's width
  qreal head = cell_ * 0.24;  // the head's half width
  if (kichwa) {               // the gap holds no hole and no count: a slimmer arrow fits in it, along the row
    const qreal gapY = (to.y() + centreOf(oppositeOf(variant_, target)).y()) / 2;
    unit = QPointF(to.x() < board_.center().x() ? 1 : -1, 0);
    start = QPointF(to.x(), gapY) - unit * cell_ * 0.42;
    tip = QPointF(to.x(), gapY) + unit * cell_ * 0.9;
    half = gap_ * 0.2 + cell_ * 0.02;
    head = gap_ * 0.45 + cell_ * 0.04;
  }
  const QPointF normal(-unit.y(), unit.x());
  const QPointF neck = tip - unit * cell_ * 0.3;
  path.moveTo(start + normal * half);
  path.lineTo(neck + normal * half);
  path.lineTo(neck + normal * head);
  path.lineTo(tip);
  path.lineTo(neck - normal * head);
  path.lineTo(neck - normal * half);
  path.lineTo(start - normal * half);
  path.closeSubpath();
  return path;
}
