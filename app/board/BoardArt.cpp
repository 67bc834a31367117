#include "BoardArt.h"

#include <QPainter>
#include <QRadialGradient>
#include <QtMath>

BoardArt::BoardArt() {
  for (const char* name : {"board", "pit", "kuu", "nyumba-dormant"}) {
    renderers_.insert(name, new QSvgRenderer(QStringLiteral(":/art/%1.svg").arg(name)));
  }
}

BoardArt::~BoardArt() { qDeleteAll(renderers_); }

QPixmap BoardArt::element(const QString& name, QSize size, qreal dpr) {
  if (cache_.size() > 400) cache_.clear();  // resizing leaves sizes behind; start afresh
  const QString key = QStringLiteral("%1/%2x%3@%4").arg(name).arg(size.width()).arg(size.height()).arg(dpr);
  if (auto it = cache_.constFind(key); it != cache_.constEnd()) return *it;
  QPixmap pixmap(size * dpr);
  pixmap.setDevicePixelRatio(dpr);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  painter.setRenderHint(QPainter::Antialiasing);
  if (QSvgRenderer* renderer = renderers_.value(name)) renderer->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
  painter.end();
  cache_.insert(key, pixmap);
  return pixmap;
}

namespace {

// Komwe (Kete) are olive-sized, oval, grey-green and glossy; Kimasai uses small stones;
// Kigogo and Kingulu seeds or pebbles in warm browns.
QColor baseColour(baraza::Variant game, SeedColour colour, int variant) {
  const qreal jitter = (variant % 4) * 0.05 - 0.07;
  // Red like the coral-bean seeds of many boards; black like polished stones or nicker nuts.
  if (colour == SeedColour::Red) return QColor::fromHsvF(0.01 + jitter * 0.05, 0.78, 0.78 + jitter);
  if (colour == SeedColour::Black) return QColor::fromHsvF(0.07, 0.15, 0.30 + jitter * 0.6);
  QColor c;
  switch (game) {
    case baraza::Variant::Kete:
    case baraza::Variant::Kiswahili:  // komwe too
      c = QColor::fromHsvF(0.28 + jitter * 0.3, 0.24, 0.74 + jitter);
      break;
    case baraza::Variant::Kimasai:
      c = QColor::fromHsvF(0.08, 0.05 + (variant % 3) * 0.03, 0.80 + jitter);
      break;
    case baraza::Variant::Kingulu:
      c = QColor::fromHsvF(0.10 + jitter * 0.2, 0.55, 0.80 + jitter);
      break;
    case baraza::Variant::Kigogo:
      c = QColor::fromHsvF(0.09 + jitter * 0.15, 0.22, 0.84 + jitter);
      break;
  }
  return c;
}

}  // namespace

QPixmap BoardArt::seed(baraza::Variant game, int variant, int diameter, qreal dpr) {
  variant %= kSeedVariants;
  const QString key =
      QStringLiteral("seed/%1/%2/%3/%4@%5").arg(int(game)).arg(int(seedColour_)).arg(variant).arg(diameter).arg(dpr);
  if (auto it = cache_.constFind(key); it != cache_.constEnd()) return *it;
  QPixmap pixmap(QSize(diameter, diameter) * dpr);
  pixmap.setDevicePixelRatio(dpr);
  pixmap.fill(Qt::transparent);
  QPainter p(&pixmap);
  p.setRenderHint(QPainter::Antialiasing);
  p.translate(diameter / 2.0, diameter / 2.0);
  p.rotate(variant * 47.0);
  const bool oval = game != baraza::Variant::Kimasai;
  const qreal rx = diameter * 0.46;
  const qreal ry = oval ? diameter * 0.36 : diameter * 0.42;
  const QColor base = baseColour(game, seedColour_, variant);
  // A soft shadow below, the body with a highlight, and (komwe) a gloss spot.
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0, 0, 0, 70));
  p.drawEllipse(QPointF(rx * 0.10, ry * 0.18), rx, ry);
  QRadialGradient body(QPointF(-rx * 0.35, -ry * 0.4), rx * 1.5);
  body.setColorAt(0, base.lighter(150));
  body.setColorAt(0.55, base);
  body.setColorAt(1, base.darker(190));
  p.setBrush(body);
  p.setPen(QPen(base.darker(230), diameter * 0.03));
  p.drawEllipse(QPointF(0, 0), rx, ry);
  const bool glossy =
      seedColour_ != SeedColour::Natural || game == baraza::Variant::Kete || game == baraza::Variant::Kigogo;
  if (glossy) {
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, game == baraza::Variant::Kigogo && seedColour_ == SeedColour::Natural ? 80 : 150));
    p.drawEllipse(QPointF(-rx * 0.38, -ry * 0.42), rx * 0.22, ry * 0.16);
  }
  p.end();
  cache_.insert(key, pixmap);
  return pixmap;
}
