#include "WoodMarks.h"

#include <QPainter>
#include <algorithm>

namespace WoodMarks {

qreal lineWidth(qreal cell) { return std::max<qreal>(2, cell * 0.075); }

void stroke(QPainter& p, const QPainterPath& path, const QColor& colour, qreal width, Qt::PenStyle style) {
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(QColor(20, 10, 4, 190), width * 1.9, style, Qt::RoundCap, Qt::RoundJoin));
  p.drawPath(path);
  p.setPen(QPen(colour, width, style, Qt::RoundCap, Qt::RoundJoin));
  p.drawPath(path);
}

void ring(QPainter& p, const QRectF& r, const QColor& colour, qreal width) {
  QPainterPath path;
  path.addEllipse(r);
  stroke(p, path, colour, width, Qt::SolidLine);
}

void hiziZetuSign(QPainter& p, const QRectF& pit, qreal width) {
  ring(p, pit, kHiziZetuColour, width);
  QPainterPath bar;
  const qreal inset = pit.width() * 0.15;
  bar.moveTo(pit.topLeft() + QPointF(inset, inset));
  bar.lineTo(pit.bottomRight() - QPointF(inset, inset));
  stroke(p, bar, kHiziZetuColour, width, Qt::SolidLine);
}

}  // namespace WoodMarks
