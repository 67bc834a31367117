#pragma once
// Marks drawn over the wood, alike on the game's board and in the rules' diagrams, so that a
// learner who has read the legend reads the board the same way: a line that stands out on light
// and dark wood, and the hizi zetu mark (L-11) as an orange no-entry sign.

#include <QColor>
#include <QPainterPath>
#include <QRectF>

class QPainter;

namespace WoodMarks {

inline const QColor kHiziZetuColour(255, 120, 30);

// The width of a mark's line on a board whose pits are `cell` pixels apart.
qreal lineWidth(qreal cell);
// A dark edge under a light colour.
void stroke(QPainter& p, const QPainterPath& path, const QColor& colour, qreal width, Qt::PenStyle style);
void ring(QPainter& p, const QRectF& r, const QColor& colour, qreal width);
// Around and across the pit `pit`: a ring and a bar from its top left to its bottom right.
void hiziZetuSign(QPainter& p, const QRectF& pit, qreal width);

}  // namespace WoodMarks
