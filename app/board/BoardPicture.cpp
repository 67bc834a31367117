#include "BoardPicture.h"

#include <QGuiApplication>
#include <QPainter>

BoardPicture::BoardPicture() { painter_.setFont(QGuiApplication::font()); }

void BoardPicture::setLook(SeedColour seeds, BoardWood wood) {
  painter_.setSeedColour(seeds);
  painter_.setWood(wood);
}

QPixmap BoardPicture::draw(const baraza::Position& position, int width, qreal dpr, const Overlay& overlay) {
  BoardScene scene = sceneOf(position);
  scene.drawLabels = !overlay;  // with marks, the counts and letters go over them
  // Laid out in device pixels and painted at a scale of one, then told its scale: the board's
  // proportions (its fonts' whole pixel sizes included) are those of a board that many pixels wide.
  const QSize size = (QSizeF(width, BoardGeometry::heightForWidth(position.variant, width)) * dpr).toSize();
  const BoardGeometry geometry(position.variant, QRectF(QPointF(0, 0), QSizeF(size)));
  QPixmap picture(size);
  {
    QPainter p(&picture);
    p.setRenderHint(QPainter::Antialiasing);
    painter_.paint(p, scene, geometry, 1);
    if (overlay) {
      overlay(p, geometry);
      painter_.paintLabels(p, scene, geometry);
    }
  }
  picture.setDevicePixelRatio(dpr);
  return picture;
}

QPixmap boardPicture(const baraza::Position& position, int width, qreal dpr) {
  return BoardPicture().draw(position, width, dpr);
}
