#pragma once
// Where everything of a board goes in an area: the board centred and as large as fits, a
// player's panel above and below it, each pit's place, the trays in the panels. The view lays its
// board out with it (and finds the pit under the pointer), the painter draws by it and the rules'
// diagrams place their marks by it.
//
// A turned board (View → Turn the board) is a mapping of its own: the board is turned half way
// round, North's rows at the bottom and South's at the top, column a on the right, and each side's
// panel on its own edge. Hit-testing, painting, the keyboard cursor and the holes' places for a
// screen reader all come from here, so they cannot disagree.

#include <QPainterPath>
#include <QRectF>

#include "BoardScene.h"

class BoardGeometry {
 public:
  BoardGeometry() = default;
  BoardGeometry(baraza::Variant variant, const QRectF& area, bool turned = false);

  // The size of a pit's cell a board gets in an area of this size.
  static qreal cellSizeIn(baraza::Variant variant, const QSizeF& area);
  // The size a board takes in an area of this size, the players' panels included (the rest of
  // the area is margin).
  static QSizeF sizeIn(baraza::Variant variant, const QSizeF& area);
  // The height at which a board `width` wide fills its area, the players' panels included.
  static int heightForWidth(baraza::Variant variant, int width);

  baraza::Variant variant() const { return variant_; }
  // North sits at the bottom, South at the top.
  bool turned() const { return turned_; }
  QRectF area() const { return area_; }
  QRectF boardRect() const { return board_; }
  // The panel on `side`'s edge: below the board for the side sitting at the bottom.
  QRectF panelRect(baraza::Side side) const {
    return (side == baraza::Side::South) != turned_ ? bottomPanel_ : topPanel_;
  }
  qreal cellSize() const { return cell_; }
  // The wood between the board's edge and its outer pits (the row numbers are drawn there).
  qreal margin() const;
  // The height of the carved line between the halves.
  qreal middleY() const;

  QRectF pitRect(baraza::Square square) const;
  QPointF centreOf(baraza::Square square) const { return pitRect(square).center(); }
  baraza::Square squareAt(QPointF point) const;
  // Where a side's heap of reserve, store or captured seeds lies in its panel.
  QPointF trayPoint(baraza::Side side) const;
  QPointF pointOf(const BoardScene::Place& place) const;
  // A broad arrow from the pit `from`'s rim to where a sowing towards `target` starts. An arrow to a
  // capture's `kichwa` (L-5, Z-5) lies in the gap between the halves beside it, from its outer edge
  // the way the sowing goes, so that neither the kichwa nor any count is hidden.
  QPainterPath arrowPath(baraza::Square from, baraza::Square target, bool kichwa = false) const;

 private:
  baraza::Variant variant_ = baraza::Variant::Kigogo;
  QRectF area_;
  QRectF board_;
  bool turned_ = false;
  QRectF topPanel_;
  QRectF bottomPanel_;
  qreal cell_ = 60;
  qreal gap_ = 0;
};
