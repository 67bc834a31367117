#include "BoardPainter.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include "WoodMarks.h"
#include "words/BaoWords.h"
#include "words/Pieces.h"
#include "words/Words.h"

using namespace baraza;

namespace {

constexpr int kSeedsDrawn = 12;  // more than this and a pit shows a count badge instead

const QColor kSouthColour(242, 193, 78);
const QColor kNorthColour(120, 200, 205);

quint32 mixBits(quint32 x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

// Part way through a move the side moving is the one named, until the move is over: the turn
// passes only at rest (the trace's turn event comes just before its end).
bool isSideToMove(const BoardScene& scene, Side side) {
  return !scene.gameOver && !scene.paused && !scene.lookingBack && (scene.midMove ? scene.mover : scene.toMove) == side;
}

const Rules::SideCounters& countersOf(const BoardScene& scene, Side side) {
  return scene.counters[static_cast<std::size_t>(indexOf(side))];
}

}  // namespace

QColor sideColour(Side side) { return side == Side::South ? kSouthColour : kNorthColour; }

void BoardPainter::setWood(BoardWood wood) {
  art_.setWood(wood);
  background_ = QPixmap();  // painted again
}

void BoardPainter::paint(QPainter& p, const BoardScene& scene, const BoardGeometry& g, qreal dpr) {
  p.save();
  p.setFont(font_);
  smallestTextPx_ = 0;
  paintBackground(p, scene, g, dpr);
  const int pits = shapeOf(scene.variant).pits();
  for (int i = 0; i < pits; ++i) paintPit(p, scene, g, static_cast<Square>(i), dpr);
  p.setBrush(Qt::NoBrush);
  const qreal cell = g.cellSize();
  for (Square sq : scene.preview) {  // where the hovered move's first lap ends
    p.setPen(QPen(QColor(255, 255, 255, 170), std::max<qreal>(1.5, cell * 0.03), Qt::DotLine));
    p.drawEllipse(g.centreOf(sq), cell * 0.2, cell * 0.2);
  }
  paintArrows(p, scene, g);
  if (scene.hintFrom != kNoSquare) {
    p.setPen(QPen(QColor(255, 240, 120, 220), std::max<qreal>(2, cell * 0.06), Qt::SolidLine, Qt::RoundCap));
    p.drawEllipse(g.pitRect(scene.hintFrom).adjusted(-4, -4, 4, 4));
    if (scene.hintTo != kNoSquare) p.drawLine(g.centreOf(scene.hintFrom), g.centreOf(scene.hintTo));
  }
  if (scene.drawLabels) paintLabels(p, scene, g);
  paintPanels(p, scene, g, dpr);
  paintHand(p, scene, g, dpr);
  paintFlight(p, scene, g, dpr);
  p.restore();
}

void BoardPainter::paintBackground(QPainter& p, const BoardScene& scene, const BoardGeometry& g, qreal dpr) {
  const QSize size = (g.area().size() * dpr).toSize();
  if (background_.isNull() || background_.size() != size || backgroundVariant_ != scene.variant ||
      backgroundTurned_ != g.turned()) {
    backgroundVariant_ = scene.variant;
    backgroundTurned_ = g.turned();
    background_ = QPixmap(size);
    background_.setDevicePixelRatio(dpr);
    background_.fill(QColor(38, 30, 24));
    QPainter bg(&background_);
    bg.setRenderHint(QPainter::Antialiasing);
    bg.translate(-g.area().topLeft());
    const QRectF board = g.boardRect();
    const qreal cell = g.cellSize();
    bg.drawPixmap(board.topLeft(), art_.element("board", board.size().toSize(), dpr));
    // The halves: a carved line between them.
    const qreal midY = g.middleY();
    bg.setPen(QPen(QColor(40, 20, 8, 150), std::max<qreal>(1.5, cell * 0.04)));
    bg.drawLine(QPointF(board.left() + cell * 0.25, midY), QPointF(board.right() - cell * 0.25, midY));
    bg.setPen(QPen(QColor(200, 140, 90, 70), std::max<qreal>(1, cell * 0.015)));
    bg.drawLine(QPointF(board.left() + cell * 0.25, midY + cell * 0.03),
                QPointF(board.right() - cell * 0.25, midY + cell * 0.03));
    for (int i = 0; i < shapeOf(scene.variant).pits(); ++i) {
      const auto sq = static_cast<Square>(i);
      const QRectF pit = g.pitRect(sq);
      if (!scene.hole(sq).kuuSquare) bg.drawPixmap(pit.topLeft(), art_.element("pit", pit.size().toSize(), dpr));
    }
    if (art_.wood() == BoardWood::Dark) {  // the same grain, stained like walnut
      bg.setCompositionMode(QPainter::CompositionMode_Multiply);
      bg.setPen(Qt::NoPen);
      bg.setBrush(QColor(150, 112, 90));
      bg.drawRoundedRect(board, cell * 0.3, cell * 0.3);
      bg.setCompositionMode(QPainter::CompositionMode_SourceOver);
    }
  }
  p.drawPixmap(g.area().topLeft(), background_);
}

void BoardPainter::paintPit(QPainter& p, const BoardScene& scene, const BoardGeometry& g, Square sq, qreal dpr) {
  const BoardScene::Hole& hole = scene.hole(sq);
  const QRectF r = g.pitRect(sq);
  const qreal cell = g.cellSize();
  if (hole.kuuSquare) p.drawPixmap(r.topLeft(), art_.element(houseArt(hole.house), r.size().toSize(), dpr));
  const qreal ring = std::max<qreal>(1.5, cell * 0.045);
  p.setBrush(Qt::NoBrush);
  if (hole.mtotoOwner >= 0) {  // a mtoto carries its owner's colour
    const Side owner = hole.mtotoOwner == 0 ? Side::South : Side::North;
    p.setPen(QPen(sideColour(owner), ring * 1.6));
    p.drawEllipse(r.adjusted(ring, ring, -ring, -ring));
    p.setBrush(sideColour(owner));
    p.setPen(Qt::NoPen);
    p.drawEllipse(QPointF(r.left() + r.width() * 0.15, r.top() + r.height() * 0.15), cell * 0.07, cell * 0.07);
    p.setBrush(Qt::NoBrush);
  }
  if (hole.moveStart) {  // where the move started: a broad light band, filled, between dark edges
    const qreal inset = ring * 2.4;
    p.setPen(QPen(QColor(20, 10, 2, 230), ring * 4.8));
    p.drawEllipse(r.adjusted(inset, inset, -inset, -inset));
    p.setPen(QPen(QColor(255, 222, 140, 245), ring * 2.8));
    p.drawEllipse(r.adjusted(inset, inset, -inset, -inset));
  } else if (hole.lastMove) {  // a thin light ring on a dark one: read on the light wood and on the dark
    p.setPen(QPen(QColor(20, 10, 2, 230), ring * 2.8));
    p.drawEllipse(r.adjusted(ring * 1.4, ring * 1.4, -ring * 1.4, -ring * 1.4));
    p.setPen(QPen(QColor(255, 222, 140, 235), ring));
    p.drawEllipse(r.adjusted(ring * 1.4, ring * 1.4, -ring * 1.4, -ring * 1.4));
  }
  if (scene.interactive && hole.legal) {
    QColor glow = sideColour(scene.mover);
    glow.setAlpha(sq == scene.hovered ? 255 : 170);
    p.setPen(QPen(glow, ring * (sq == scene.hovered ? 1.8 : 1.2)));
    p.drawEllipse(r.adjusted(-ring, -ring, ring, ring));
  }
  // The count comes with the labels, over every mark.
  paintSeeds(p, scene.variant, r.center(), r.width() / 2 * 0.8, hole.seeds, sq, dpr);
  // Hizi zetu (L-11), over the seeds as in the rules' diagrams, whose legend explains it.
  if (hole.marked) WoodMarks::hiziZetuSign(p, r, WoodMarks::lineWidth(cell));
  if (hole.highlight) {
    p.setPen(QPen(QColor(255, 250, 230), ring * 1.4));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(r.adjusted(-ring * 2, -ring * 2, ring * 2, ring * 2));
  }
  if (sq == scene.selected) {  // the keyboard cursor: white on a dark edge, to be seen on light and dark wood
    const QRectF around = r.adjusted(-ring * 2.5, -ring * 2.5, ring * 2.5, ring * 2.5);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(20, 10, 4, 200), ring * 3.4));
    p.drawEllipse(around);
    p.setPen(QPen(QColor(255, 255, 255), ring * 1.7, scene.focused ? Qt::SolidLine : Qt::DashLine));
    p.drawEllipse(around);
  }
}

QString BoardPainter::houseArt(Rules::House house) {
  switch (house) {
    case Rules::House::Gone:  // an ordinary hole now, and drawn as one
      return QStringLiteral("pit");
    case Rules::House::Dormant:
      return QStringLiteral("nyumba-dormant");
    default:
      return QStringLiteral("kuu");
  }
}

void BoardPainter::paintSeeds(QPainter& p, Variant v, QPointF centre, qreal radius, int count, int salt, qreal dpr) {
  if (count <= 0) return;
  const int drawn = std::min(count, kSeedsDrawn);
  // Fewer seeds are drawn larger; a full bowl packs them smaller so none crosses the rim.
  const qreal seedD = radius * (playsWithStones(v) ? 0.95 : drawn <= 3 ? 0.74 : drawn <= 7 ? 0.64 : 0.56);
  const qreal spread = std::max<qreal>(0, radius - seedD * 0.55);
  for (int i = 0; i < drawn; ++i) {
    const quint32 h = mixBits(quint32(salt * 131 + i * 7919 + 17));
    const qreal angle = i * 2.39996 + salt * 0.7 + (h % 360) * 0.003;
    const qreal r = drawn == 1 ? spread * 0.1 : spread * std::sqrt((i + 0.5) / drawn);
    const QPointF at = centre + QPointF(std::cos(angle) * r, std::sin(angle) * r);
    const QPixmap sprite = art_.seed(v, int(h % BoardArt::kSeedVariants), int(seedD), dpr);
    p.drawPixmap(at - QPointF(seedD / 2, seedD / 2), sprite);
  }
}

// Coordinates for learners: column letters below the pits, row numbers on the left, light on a
// dark edge so that a ring drawn around a pit never hides one.
QFont BoardPainter::coordinateFont(const BoardGeometry& g) const {
  QFont coordinates = font_;
  int pixels = std::max(minimumTextPx_, int(g.cellSize() * 0.16));  // readable on a small board
  coordinates.setPixelSize(pixels);
  coordinates.setBold(false);
  // No taller than the wood beside row 1 holds: only a board smaller than the window's at 800×600
  // (a rules diagram's size) gets less than the floor, rather than letters over the board's edge.
  const QRectF pit = g.pitRect(baraza::squareAt(g.variant(), 0, 0));
  const qreal room =
      (g.turned() ? pit.top() - g.boardRect().top() : g.boardRect().bottom() - pit.bottom()) - g.cellSize() * 0.04 - 1;
  while (pixels > 6 && QFontMetricsF(coordinates).tightBoundingRect(QStringLiteral("abcdefghijkl")).height() > room)
    coordinates.setPixelSize(--pixels);
  return coordinates;
}

// In the margin beside row 1's rim, clear of its count: under the board, or above a turned one.
QPointF BoardPainter::letterOrigin(const BoardGeometry& g, int column) const {
  const QFontMetricsF metrics(coordinateFont(g));
  const QRectF r = g.pitRect(baraza::squareAt(g.variant(), column, 0));
  const qreal x = r.center().x() - metrics.horizontalAdvance(QChar('a' + column)) / 2;
  if (g.turned())
    return {x, r.top() - g.cellSize() * 0.04 - metrics.tightBoundingRect(QStringLiteral("gjpqy")).bottom()};
  return {x, r.bottom() + g.cellSize() * 0.04 - metrics.tightBoundingRect(QStringLiteral("bdfhkl")).top()};
}

QRectF BoardPainter::columnLetterRect(const BoardGeometry& g, int column) const {
  return QFontMetricsF(coordinateFont(g))
      .tightBoundingRect(QString(QChar('a' + column)))
      .translated(letterOrigin(g, column));
}

void BoardPainter::paintCoordinates(QPainter& p, const BoardGeometry& g) const {
  const Variant v = g.variant();
  const BoardShape shape = shapeOf(v);
  const QFont font = coordinateFont(g);
  noteText(font);
  const QFontMetricsF metrics(font);
  QPainterPath text;
  for (int c = 0; c < shape.columns; ++c) text.addText(letterOrigin(g, c), font, QString(QChar('a' + c)));
  for (int row = 0; row < shape.rows; ++row) {
    const QRectF r = g.pitRect(baraza::squareAt(v, 0, row));
    const QString number = QString::number(row + 1);
    const QRectF digit = metrics.tightBoundingRect(number);
    // Beside column a: on the left, or on the right of a turned board.
    const qreal marginLeft = g.turned() ? g.boardRect().right() - g.margin() : g.boardRect().left();
    text.addText(marginLeft + (g.margin() - digit.width()) / 2 - digit.left(),
                 r.center().y() - digit.top() - digit.height() / 2, font, number);
  }
  p.save();
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(QColor(30, 16, 6, 170), std::max<qreal>(2, font.pixelSize() * 0.22), Qt::SolidLine, Qt::RoundCap,
                Qt::RoundJoin));
  p.drawPath(text);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(245, 222, 185));
  p.drawPath(text);
  p.restore();
}

void BoardPainter::paintLabels(QPainter& p, const BoardScene& scene, const BoardGeometry& g) const {
  const int pits = shapeOf(scene.variant).pits();
  for (int i = 0; i < pits; ++i) {
    const QRectF r = g.pitRect(static_cast<Square>(i));
    paintCount(p, scene, r.center(), r.width() / 2, scene.hole(static_cast<Square>(i)).seeds);
  }
  paintCoordinates(p, g);
}

// The number of seeds, on the pit's lower rim so that it never hides a seed, and inside the pit
// (never over the column letter under it), however large the smallest readable font is there.
QFont BoardPainter::countFont(qreal radius) const {
  QFont count = font_;
  count.setPixelSize(std::max(minimumTextPx_, int(radius * 0.36)));  // a count stays readable on a small board
  count.setBold(true);
  return count;
}

QRectF BoardPainter::countBadge(QPointF centre, qreal radius, const QString& text) const {
  const QFontMetricsF metrics(countFont(radius));
  const qreal w = std::max(radius * 0.62, metrics.horizontalAdvance(text) + radius * 0.25);
  const qreal h = std::max(radius * 0.42, metrics.tightBoundingRect(text).height() + std::max<qreal>(3, radius * 0.14));
  return {centre.x() - w / 2, centre.y() + radius * 0.98 - h, w, h};
}

QRectF BoardPainter::countRect(const BoardScene& scene, const BoardGeometry& g, Square square) const {
  const QRectF r = g.pitRect(square);
  return countBadge(r.center(), r.width() / 2, QLocale().toString(scene.hole(square).seeds));
}

void BoardPainter::paintCount(QPainter& p, const BoardScene& scene, QPointF centre, qreal radius, int count) const {
  if (count <= 0 || (!scene.showCounts && count <= kSeedsDrawn)) return;
  paintBadge(p, centre, radius, count);
}

void BoardPainter::paintBadge(QPainter& p, QPointF centre, qreal radius, int count) const {
  const QFont font = countFont(radius);
  p.setFont(font);
  noteText(font);
  const QString text = QLocale().toString(count);
  const QFontMetricsF metrics(font);
  const QRectF digits = metrics.tightBoundingRect(text);
  const QRectF badge = countBadge(centre, radius, text);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(24, 14, 6, count > kSeedsDrawn ? 235 : 190));
  p.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
  p.setPen(QColor(250, 235, 210));
  const QPointF baseline(badge.center().x() - metrics.horizontalAdvance(text) / 2,
                         badge.center().y() - digits.top() - digits.height() / 2);
  p.drawText(baseline, text);
}

QString BoardPainter::panelText(const BoardScene& scene, Side side) {
  const QString& label = scene.sideLabels[static_cast<std::size_t>(indexOf(side))];
  const QString name = label.isEmpty() ? Words::sideName(side) : label;
  QString line = name;
  if (scene.paused && !scene.gameOver && !scene.midMove && scene.toMove == side)
    //: The header of the side whose turn it is while the game waits (a lesson's try is being read).
    line = tr("%1 — paused").arg(name);
  else if (isSideToMove(scene, side))
    //: The header of the side whose move is being shown, seed by seed.
    line = scene.midMove ? tr("%1 — moving").arg(name) : tr("%1 — to move").arg(name);
  // The reserve, store or captured seeds are counted once, on the tray (trayText says what).
  const Rules::SideCounters& counters = countersOf(scene, side);
  const QString separator = QStringLiteral("   ·   ");
  if (counters.held >= 0 && !scene.positionOnly)
    line += separator + tr("Seeds: %1").arg(QLocale().toString(counters.held));
  return line;
}

QString BoardPainter::trayText(const BoardScene& scene, Side side) {
  const Rules::SideCounters& counters = countersOf(scene, side);
  const QString count = QLocale().toString(counters.value);
  switch (counters.kind) {
    case Rules::CounterKind::Reserve:
      return baoText(scene.variant,
                     //: Kete: the seeds a player has not yet placed on the board (the nemo stage).
                     tr("Reserve: %1"),
                     //: Kiswahili: the seeds a player has not yet placed on the board (the namua stage).
                     tr("Hand: %1"))
          .arg(count);
    case Rules::CounterKind::Store:
      return tr("Store: %1").arg(count);
    case Rules::CounterKind::Captured:  // counted from the game's start, which a picture has not
      return scene.positionOnly ? QString() : tr("Captured: %1").arg(count);
  }
  return {};
}

QRectF BoardPainter::trayRect(const BoardGeometry& g, Side side) {
  const qreal cell = g.cellSize();
  const QPointF tray = g.trayPoint(side);
  return {tray.x() - cell * 0.8, tray.y() - cell * 0.3, cell * 1.9, cell * 0.6};
}

QFont BoardPainter::panelFont(const BoardGeometry& g) const {
  QFont font = font_;
  font.setPixelSize(std::max({11, minimumTextPx_, int(g.cellSize() * 0.24)}));
  return font;
}

BoardPainter::PanelLine BoardPainter::panelLine(const BoardScene& scene, const BoardGeometry& g, Side side) const {
  const qreal cell = g.cellSize();
  PanelLine line;
  line.font = panelFont(g);
  line.font.setBold(isSideToMove(scene, side));
  // Left of the tray, and of the room the window keeps for what it puts beside the name (a clock).
  const qreal room = scene.panelRoom[static_cast<std::size_t>(indexOf(side))];
  const QRectF space = g.panelRect(side).adjusted(cell * 0.3, 0, -cell * 2.2 - room, 0);
  const QString text = panelText(scene, side);
  // Long words (Finnish) shrink the line to fit rather than being cut off.
  while (line.font.pixelSize() > minimumTextPx_ && QFontMetricsF(line.font).horizontalAdvance(text) > space.width())
    line.font.setPixelSize(line.font.pixelSize() - 1);
  const QFontMetricsF metrics(line.font);
  line.text = metrics.elidedText(text, Qt::ElideRight, space.width());
  line.rect =
      QRectF(space.left(), space.top(), std::min(space.width(), metrics.horizontalAdvance(line.text)), space.height());
  return line;
}

void BoardPainter::paintPanels(QPainter& p, const BoardScene& scene, const BoardGeometry& g, qreal dpr) {
  const qreal cell = g.cellSize();
  const QFont font = panelFont(g);
  for (Side side : {Side::North, Side::South}) {
    const PanelLine line = panelLine(scene, g, side);
    p.setFont(line.font);
    noteText(line.font);
    p.setPen(isSideToMove(scene, side) ? sideColour(side) : QColor(220, 205, 185));
    p.drawText(line.rect.adjusted(0, 0, cell, 0), Qt::AlignVCenter | Qt::AlignLeft, line.text);
    // The tray: reserve, store or captured seeds as a small heap.
    const Rules::SideCounters& counters = countersOf(scene, side);
    if (scene.positionOnly && counters.kind == Rules::CounterKind::Captured) continue;
    const int heap = counters.value;
    const QPointF tray = g.trayPoint(side);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(60, 34, 18));
    p.drawRoundedRect(trayRect(g, side), cell * 0.2, cell * 0.2);
    paintSeeds(p, scene.variant, tray - QPointF(cell * 0.25, 0), cell * 0.28, heap, 1000 + indexOf(side), dpr);
    QFont count = font;
    count.setBold(true);
    p.setFont(count);
    noteText(count);
    p.setPen(QColor(250, 235, 210));
    p.drawText(QRectF(tray.x() + cell * 0.15, tray.y() - cell * 0.3, cell * 0.9, cell * 0.6), Qt::AlignCenter,
               QLocale().toString(heap));
  }
}

void BoardPainter::noteText(const QFont& font) const {
  const int pixels = font.pixelSize() > 0 ? font.pixelSize() : QFontInfo(font).pixelSize();
  smallestTextPx_ = smallestTextPx_ == 0 ? pixels : std::min(smallestTextPx_, pixels);
}

void BoardPainter::paintArrows(QPainter& p, const BoardScene& scene, const BoardGeometry& g) const {
  for (std::size_t i = 0; i < scene.arrows.size(); ++i) {
    const Square target = scene.arrows[i];
    if (target == kNoSquare) continue;
    const bool chosen = target == scene.chosenArrow;
    const QColor colour = sideColour(scene.mover);
    p.setPen(QPen(QColor(30, 15, 5, 220), std::max<qreal>(1.5, g.cellSize() * 0.025)));
    p.setBrush(chosen || scene.chosenArrow == kNoSquare ? colour : colour.darker(170));
    p.drawPath(g.arrowPath(scene.selected, target, scene.kichwaArrows[i]));
  }
}

// Beside the pit the last event touched, towards the board's middle, and in the band between its
// row's counts (on the pits' lower rims) and those of the row above: it never hides a count.
QPointF BoardPainter::handCentre(const BoardScene& scene, const BoardGeometry& g) {
  const qreal cell = g.cellSize();
  const QPointF pit = g.pointOf(BoardScene::Place::at(scene.hand.at));
  return pit + QPointF(pit.x() < g.boardRect().center().x() ? cell * 0.5 : -cell * 0.5, -cell * 0.17);
}

// Counted even with the holes' counts off, at least 9 pt on a small board.
QFont BoardPainter::handFont(const BoardGeometry& g) const {
  QFont font = font_;
  font.setPixelSize(std::max(12, int(g.cellSize() * 0.22)));
  font.setBold(true);
  return font;
}

QRectF BoardPainter::handBadgeRect(const BoardScene& scene, const BoardGeometry& g) const {
  if (scene.hand.seeds <= 0 || scene.hand.at == kNoSquare) return {};
  const QFontMetricsF metrics(handFont(g));
  const QString text = QLocale().toString(scene.hand.seeds);
  const qreal h = metrics.tightBoundingRect(text).height() + std::max<qreal>(4, g.cellSize() * 0.06);
  const qreal w = std::max(h, metrics.horizontalAdvance(text) + h * 0.6);
  // On the hand's far side from its pit, so that some of its seeds show beside it.
  const QPointF centre = handCentre(scene, g);
  const QPointF pit = g.centreOf(scene.hand.at);
  const qreal x = centre.x() + (centre.x() > pit.x() ? 1 : -1) * g.cellSize() * 0.2;
  return {x - w / 2, centre.y() - h / 2, w, h};
}

void BoardPainter::paintHand(QPainter& p, const BoardScene& scene, const BoardGeometry& g, qreal dpr) {
  if (scene.hand.seeds <= 0 || scene.hand.at == kNoSquare) return;
  const qreal cell = g.cellSize();
  const QPointF hand = handCentre(scene, g);
  p.setPen(QPen(QColor(30, 16, 6, 200), std::max<qreal>(1, cell * 0.02)));
  p.setBrush(QColor(255, 240, 210, 90));
  p.drawEllipse(hand, cell * 0.3, cell * 0.26);
  paintSeeds(p, scene.variant, hand, cell * 0.26, scene.hand.seeds, 99, dpr);
  const QRectF badge = handBadgeRect(scene, g);
  const QFont font = handFont(g);
  const QString text = QLocale().toString(scene.hand.seeds);
  const QFontMetricsF metrics(font);
  const QRectF digits = metrics.tightBoundingRect(text);
  p.setPen(QPen(QColor(255, 240, 210, 220), std::max<qreal>(1, cell * 0.015)));
  p.setBrush(QColor(24, 14, 6, 235));
  p.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
  p.setFont(font);
  p.setPen(QColor(255, 244, 222));
  p.drawText(QPointF(badge.center().x() - metrics.horizontalAdvance(text) / 2,
                     badge.center().y() - digits.top() - digits.height() / 2),
             text);
}

void BoardPainter::paintFlight(QPainter& p, const BoardScene& scene, const BoardGeometry& g, qreal dpr) {
  const BoardScene::Flight& flight = scene.flight;
  if (flight.seeds <= 0) return;
  const qreal cell = g.cellSize();
  const QPointF from = g.pointOf(flight.from);
  const QPointF d = g.pointOf(flight.to) - from;
  const qreal lift = std::hypot(d.x(), d.y()) * 0.22 + cell * 0.35;  // a hop along an arc
  const QPointF at = from + d * flight.progress - QPointF(0, std::sin(flight.progress * M_PI) * lift);
  paintSeeds(p, scene.variant, at, cell * (flight.seeds > 1 ? 0.3 : 0.22), flight.seeds, 77, dpr);
}
