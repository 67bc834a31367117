#include "BoardView.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <QtMath>

#include "BoardAccessible.h"
#include "BoardModel.h"
#include "ShownText.h"
#include "WoodMarks.h"
#include "words/BaoWords.h"
#include "words/Words.h"

using namespace baraza;

namespace {

constexpr qreal kPad = 0.32;     // board margin around the pits, in cells
constexpr qreal kPanel = 0.78;   // a player's panel above or below the board, in cells
constexpr int kSeedsDrawn = 12;  // more than this and a pit shows a count badge instead

const QColor kSouthColour(242, 193, 78);
const QColor kNorthColour(120, 200, 205);

QColor sideColour(Side side) { return side == Side::South ? kSouthColour : kNorthColour; }

quint32 mixBits(quint32 x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

}  // namespace

BoardView::BoardView(BoardModel* model, QWidget* parent) : QWidget(parent), model_(model) {
  BoardAccessible::installFactory();
  setMouseTracking(true);
  setFocusPolicy(Qt::StrongFocus);
  setAttribute(Qt::WA_OpaquePaintEvent);
  flight_.setStartValue(0.0);
  flight_.setEndValue(1.0);
  flight_.setEasingCurve(QEasingCurve::InOutQuad);
  connect(&flight_, &QVariantAnimation::valueChanged, this, qOverload<>(&QWidget::update));
  connect(model_, &QAbstractItemModel::dataChanged, this, qOverload<>(&QWidget::update));
  connect(model_, &BoardModel::sideStateChanged, this, qOverload<>(&QWidget::update));
  connect(model_, &QAbstractItemModel::modelReset, this, [this] {
    selected_ = hovered_ = hintFrom_ = hintTo_ = kNoSquare;
    preview_.clear();
    layoutBoard();
    update();
  });
}

void BoardView::setShowCounts(bool show) {
  showCounts_ = show;
  update();
}

void BoardView::setSelected(Square square) {
  selected_ = square;
  update();
  if (square != kNoSquare && hasFocus() && QAccessible::isActive()) {  // a screen reader follows the cursor
    QAccessibleEvent focus(this, QAccessible::Focus);
    focus.setChild(int(square));
    QAccessible::updateAccessibility(&focus);
  }
}

void BoardView::setPreview(const QList<Square>& squares) {
  preview_ = squares;
  update();
}

void BoardView::setHint(Square from, Square to) {
  hintFrom_ = from;
  hintTo_ = to;
  update();
}

void BoardView::setGameOver(bool over) {
  if (gameOver_ == over) return;
  gameOver_ = over;
  update();
}

void BoardView::setPaused(bool paused) {
  if (paused_ == paused) return;
  paused_ = paused;
  update();
}

void BoardView::resizeEvent(QResizeEvent*) { layoutBoard(); }

namespace {
qreal gapUnitsOf(const BoardShape& shape) { return shape.rows == 4 ? 0.28 : 0.14; }
}  // namespace

qreal BoardView::cellSizeIn(const QSizeF& area) const {
  const BoardShape shape = shapeOf(model_->variant());
  const qreal unitsW = shape.columns + 2 * kPad;
  const qreal unitsH = shape.rows + gapUnitsOf(shape) + 2 * kPad + 2 * kPanel;
  return std::max<qreal>(8, std::min(area.width() / unitsW, area.height() / unitsH));
}

int BoardView::heightForWidth(int width) const {
  const BoardShape shape = shapeOf(model_->variant());
  const qreal unitsW = shape.columns + 2 * kPad;
  const qreal unitsH = shape.rows + gapUnitsOf(shape) + 2 * kPad + 2 * kPanel;
  return qCeil(width * unitsH / unitsW);
}

void BoardView::layoutBoard() {
  const BoardShape shape = shapeOf(model_->variant());
  const qreal gapUnits = gapUnitsOf(shape);
  const qreal unitsW = shape.columns + 2 * kPad;
  cell_ = cellSizeIn(size());
  gap_ = gapUnits * cell_;
  const qreal boardW = unitsW * cell_;
  const qreal boardH = (shape.rows + gapUnits + 2 * kPad) * cell_;
  const qreal left = (width() - boardW) / 2;
  const qreal top = (height() - boardH - 2 * kPanel * cell_) / 2;
  northPanel_ = QRectF(left, top, boardW, kPanel * cell_);
  board_ = QRectF(left, northPanel_.bottom(), boardW, boardH);
  southPanel_ = QRectF(left, board_.bottom(), boardW, kPanel * cell_);
  background_ = QPixmap();
}

QRectF BoardView::pitRect(Square square) const {
  const Variant v = model_->variant();
  const BoardShape shape = shapeOf(v);
  const int drawnRow = shape.rows - 1 - rowOf(v, square);
  const qreal x = board_.left() + kPad * cell_ + columnOf(v, square) * cell_;
  const qreal y = board_.top() + kPad * cell_ + drawnRow * cell_ + (drawnRow >= shape.rows / 2 ? gap_ : 0);
  return QRectF(x + cell_ * 0.06, y + cell_ * 0.06, cell_ * 0.88, cell_ * 0.88);
}

Square BoardView::squareAt(QPointF point) const {
  const Variant v = model_->variant();
  for (int i = 0; i < shapeOf(v).pits(); ++i) {
    const QRectF r = pitRect(static_cast<Square>(i));
    const QPointF d = point - r.center();
    if (QPointF::dotProduct(d, d) <= r.width() * r.width() / 4) return static_cast<Square>(i);
  }
  return kNoSquare;
}

QPointF BoardView::trayPoint(Side side) const {
  const QRectF panel = side == Side::South ? southPanel_ : northPanel_;
  return QPointF(panel.right() - cell_ * 1.2, panel.center().y());
}

void BoardView::drawBackground(QPainter& p) {
  const qreal dpr = devicePixelRatioF();
  if (background_.isNull() || background_.size() != size() * dpr) {
    background_ = QPixmap(size() * dpr);
    background_.setDevicePixelRatio(dpr);
    background_.fill(QColor(38, 30, 24));
    QPainter bg(&background_);
    bg.setRenderHint(QPainter::Antialiasing);
    bg.drawPixmap(board_.topLeft(), art_.element("board", board_.size().toSize(), dpr));
    const Variant v = model_->variant();
    const BoardShape shape = shapeOf(v);
    // The halves: a carved line between them.
    const qreal midY = board_.top() + kPad * cell_ + shape.rows / 2 * cell_ + gap_ / 2;
    bg.setPen(QPen(QColor(40, 20, 8, 150), std::max<qreal>(1.5, cell_ * 0.04)));
    bg.drawLine(QPointF(board_.left() + cell_ * 0.25, midY), QPointF(board_.right() - cell_ * 0.25, midY));
    bg.setPen(QPen(QColor(200, 140, 90, 70), std::max<qreal>(1, cell_ * 0.015)));
    bg.drawLine(QPointF(board_.left() + cell_ * 0.25, midY + cell_ * 0.03),
                QPointF(board_.right() - cell_ * 0.25, midY + cell_ * 0.03));
    for (int i = 0; i < shape.pits(); ++i) {
      const Square sq = static_cast<Square>(i);
      const bool kuu = model_->indexOf(sq).data(BoardModel::KuuRole).toBool();
      if (!kuu) bg.drawPixmap(pitRect(sq).topLeft(), art_.element("pit", pitRect(sq).size().toSize(), dpr));
    }
    if (art_.wood() == BoardWood::Dark) {  // the same grain, stained like walnut
      bg.setCompositionMode(QPainter::CompositionMode_Multiply);
      bg.setPen(Qt::NoPen);
      bg.setBrush(QColor(150, 112, 90));
      bg.drawRoundedRect(board_, cell_ * 0.3, cell_ * 0.3);
      bg.setCompositionMode(QPainter::CompositionMode_SourceOver);
    }
  }
  p.drawPixmap(0, 0, background_);
}

// Coordinates for learners: column letters below the pits, row numbers on the left, light on a
// dark edge so that a ring drawn around a pit never hides one.
QFont BoardView::coordinateFont() const {
  QFont coordinates = font();
  coordinates.setPixelSize(std::max(10, int(cell_ * 0.16)));  // readable on a small board
  coordinates.setBold(false);
  return coordinates;
}

// In the margin under the pit's rim, clear of its count.
QPointF BoardView::letterOrigin(int column) const {
  const QFontMetricsF metrics(coordinateFont());
  const QRectF r = pitRect(baraza::squareAt(model_->variant(), column, 0));
  return {r.center().x() - metrics.horizontalAdvance(QChar('a' + column)) / 2,
          r.bottom() + cell_ * 0.04 - metrics.tightBoundingRect(QStringLiteral("bdfhkl")).top()};
}

QRectF BoardView::columnLetterRect(int column) const {
  return QFontMetricsF(coordinateFont())
      .tightBoundingRect(QString(QChar('a' + column)))
      .translated(letterOrigin(column));
}

void BoardView::drawCoordinates(QPainter& p) {
  const Variant v = model_->variant();
  const BoardShape shape = shapeOf(v);
  const QFont font = coordinateFont();
  const QFontMetricsF metrics(font);
  QPainterPath text;
  for (int c = 0; c < shape.columns; ++c) text.addText(letterOrigin(c), font, QString(QChar('a' + c)));
  for (int row = 0; row < shape.rows; ++row) {
    const QRectF r = pitRect(baraza::squareAt(v, 0, row));
    const QString number = QString::number(row + 1);
    const QRectF digit = metrics.tightBoundingRect(number);
    text.addText(board_.left() + (kPad * cell_ - digit.width()) / 2 - digit.left(),
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

void BoardView::drawLabels(QPainter& p) {
  const int pits = shapeOf(model_->variant()).pits();
  for (int i = 0; i < pits; ++i) {
    const QRectF r = pitRect(static_cast<Square>(i));
    drawCount(p, r.center(), r.width() / 2,
              model_->indexOf(static_cast<Square>(i)).data(BoardModel::SeedsRole).toInt());
  }
  drawCoordinates(p);
}

void BoardView::setWood(BoardWood wood) {
  art_.setWood(wood);
  background_ = QPixmap();  // drawn again
  update();
}

void BoardView::setSeedColour(SeedColour colour) {
  art_.setSeedColour(colour);
  update();  // the seeds are drawn over the cached background, so only they change
}

void BoardView::drawSeeds(QPainter& p, QPointF centre, qreal radius, int count, int salt) {
  if (count <= 0) return;
  const Variant v = model_->variant();
  const int drawn = std::min(count, kSeedsDrawn);
  // Fewer seeds are drawn larger; a full bowl packs them smaller so none crosses the rim.
  const qreal seedD = radius * (v == Variant::Kimasai ? 0.95 : drawn <= 3 ? 0.74 : drawn <= 7 ? 0.64 : 0.56);
  const qreal spread = std::max<qreal>(0, radius - seedD * 0.55);
  const qreal dpr = devicePixelRatioF();
  for (int i = 0; i < drawn; ++i) {
    const quint32 h = mixBits(quint32(salt * 131 + i * 7919 + 17));
    const qreal angle = i * 2.39996 + salt * 0.7 + (h % 360) * 0.003;
    const qreal r = drawn == 1 ? spread * 0.1 : spread * std::sqrt((i + 0.5) / drawn);
    const QPointF at = centre + QPointF(std::cos(angle) * r, std::sin(angle) * r);
    const QPixmap sprite = art_.seed(v, int(h % BoardArt::kSeedVariants), int(seedD), dpr);
    p.drawPixmap(at - QPointF(seedD / 2, seedD / 2), sprite);
  }
}

// The number of seeds, on the pit's lower rim so that it never hides a seed, and inside the pit
// (never over the column letter under it), however large the smallest readable font is there.
QFont BoardView::countFont(qreal radius) const {
  QFont count = font();
  count.setPixelSize(std::max(10, int(radius * 0.36)));  // a count stays readable on a small board
  count.setBold(true);
  return count;
}

QRectF BoardView::countBadge(QPointF centre, qreal radius, const QString& text) const {
  const QFontMetricsF metrics(countFont(radius));
  const qreal w = std::max(radius * 0.62, metrics.horizontalAdvance(text) + radius * 0.25);
  const qreal h = std::max(radius * 0.42, metrics.tightBoundingRect(text).height() + std::max<qreal>(3, radius * 0.14));
  return {centre.x() - w / 2, centre.y() + radius * 0.98 - h, w, h};
}

QRectF BoardView::countRect(Square square) const {
  const QRectF r = pitRect(square);
  const int seeds = model_->indexOf(square).data(BoardModel::SeedsRole).toInt();
  return countBadge(r.center(), r.width() / 2, QLocale().toString(seeds));
}

void BoardView::drawCount(QPainter& p, QPointF centre, qreal radius, int count) {
  if (count <= 0 || (!showCounts_ && count <= kSeedsDrawn)) return;
  const QFont font = countFont(radius);
  p.setFont(font);
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

void BoardView::drawPit(QPainter& p, Square sq) {
  const QModelIndex index = model_->indexOf(sq);
  const QRectF r = pitRect(sq);
  const qreal dpr = devicePixelRatioF();
  if (index.data(BoardModel::KuuRole).toBool()) {
    const auto house = Rules::House(index.data(BoardModel::HouseRole).toInt());
    p.drawPixmap(r.topLeft(), art_.element(houseArt(house), r.size().toSize(), dpr));
  }
  const qreal ring = std::max<qreal>(1.5, cell_ * 0.045);
  p.setBrush(Qt::NoBrush);
  if (index.data(BoardModel::MtotoRole).toBool()) {  // a mtoto carries its owner's colour
    const Side owner = index.data(BoardModel::MtotoOwnerRole).toInt() == 0 ? Side::South : Side::North;
    p.setPen(QPen(sideColour(owner), ring * 1.6));
    p.drawEllipse(r.adjusted(ring, ring, -ring, -ring));
    p.setBrush(sideColour(owner));
    p.setPen(Qt::NoPen);
    p.drawEllipse(QPointF(r.left() + r.width() * 0.15, r.top() + r.height() * 0.15), cell_ * 0.07, cell_ * 0.07);
    p.setBrush(Qt::NoBrush);
  }
  if (index.data(BoardModel::LastMoveRole).toBool()) {
    p.setPen(QPen(QColor(255, 230, 160, 90), ring));
    p.drawEllipse(r.adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2));
  }
  if (interactive_ && index.data(BoardModel::LegalRole).toBool()) {
    const Side mover = model_->mover();
    QColor glow = sideColour(mover);
    glow.setAlpha(sq == hovered_ ? 255 : 170);
    p.setPen(QPen(glow, ring * (sq == hovered_ ? 1.8 : 1.2)));
    p.drawEllipse(r.adjusted(-ring, -ring, ring, ring));
  }
  const int seeds = index.data(BoardModel::SeedsRole).toInt();
  drawSeeds(p, r.center(), r.width() / 2 * 0.8, seeds, sq);  // the count comes with the labels, over every mark
  // Hizi zetu (L-11), over the seeds as in the rules' diagrams, whose legend explains it.
  if (index.data(BoardModel::MarkedRole).toBool()) WoodMarks::hiziZetuSign(p, r, WoodMarks::lineWidth(cell_));
  if (index.data(BoardModel::HighlightRole).toBool()) {
    p.setPen(QPen(QColor(255, 250, 230), ring * 1.4));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(r.adjusted(-ring * 2, -ring * 2, ring * 2, ring * 2));
  }
  if (sq == selected_) {  // the keyboard cursor: white on a dark edge, to be seen on light and dark wood
    const QRectF around = r.adjusted(-ring * 2.5, -ring * 2.5, ring * 2.5, ring * 2.5);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(20, 10, 4, 200), ring * 3.4));
    p.drawEllipse(around);
    p.setPen(QPen(QColor(255, 255, 255), ring * 1.7, hasFocus() ? Qt::SolidLine : Qt::DashLine));
    p.drawEllipse(around);
  }
}

QString BoardView::houseArt(Rules::House house) {
  switch (house) {
    case Rules::House::Gone:
      return QStringLiteral("kuu-gone");
    case Rules::House::Dormant:
      return QStringLiteral("nyumba-dormant");
    default:
      return QStringLiteral("kuu");
  }
}

void BoardView::setSideLabels(const QString& south, const QString& north) {
  // A name from a record may be of any length: the header shows its beginning.
  sideLabels_[0] = ShownText::bounded(south, ShownText::kMaxName + 20);
  sideLabels_[1] = ShownText::bounded(north, ShownText::kMaxName + 20);
  update();
}

// Part way through a move the side moving is the one named, until the move is over: the turn
// passes only at rest (the trace's turn event comes just before its end).
bool BoardView::isSideToMove(Side side) const {
  return !gameOver_ && !paused_ && (model_->isMidMove() ? model_->mover() : model_->position().toMove) == side;
}

QString BoardView::panelText(Side side) const {
  const int i = indexOf(side);
  const QString name = sideLabels_[i].isEmpty() ? Words::sideName(side) : sideLabels_[i];
  QString line = name;
  if (paused_ && !gameOver_ && !model_->isMidMove() && model_->position().toMove == side)
    //: The header of the side whose turn it is while the game waits (a lesson's try is being read).
    line = tr("%1 — paused").arg(name);
  else if (isSideToMove(side))
    //: The header of the side whose move is being shown, seed by seed.
    line = model_->isMidMove() ? tr("%1 — moving").arg(name) : tr("%1 — to move").arg(name);
  const Rules::SideCounters counters = model_->counters(side);
  const QString separator = QStringLiteral("   ·   ");
  switch (counters.kind) {
    case Rules::CounterKind::Reserve:
      line += separator + baoText(model_->variant(),
                                  //: Kete: the seeds a player has not yet placed on the board (the nemo stage).
                                  tr("Reserve: %1"),
                                  //: Kiswahili: the seeds a player has not yet placed on the board (the namua stage).
                                  tr("Hand: %1"))
                              .arg(QLocale().toString(counters.value));
      break;
    case Rules::CounterKind::Store:
      line += separator + tr("Store: %1").arg(QLocale().toString(counters.value));
      break;
    case Rules::CounterKind::Captured:  // counted from the game's start, which a picture has not
      if (!positionOnly_) line += separator + tr("Captured: %1").arg(QLocale().toString(counters.value));
      break;
  }
  if (counters.held >= 0 && !positionOnly_) line += separator + tr("Seeds: %1").arg(QLocale().toString(counters.held));
  return line;
}

void BoardView::drawPanels(QPainter& p) {
  QFont font = p.font();
  font.setPixelSize(std::max(11, int(cell_ * 0.24)));
  for (Side side : {Side::North, Side::South}) {
    const QRectF panel = side == Side::South ? southPanel_ : northPanel_;
    const bool toMove = isSideToMove(side);
    font.setBold(toMove);
    p.setFont(font);
    const QRectF text = panel.adjusted(cell_ * 0.3, 0, -cell_ * 2.2, 0);
    const QString line = panelText(side);
    const int i = indexOf(side);
    // Long words (Finnish) shrink the line to fit rather than being cut off.
    QFont fitted = font;
    while (fitted.pixelSize() > 9 && QFontMetricsF(fitted).horizontalAdvance(line) > text.width())
      fitted.setPixelSize(fitted.pixelSize() - 1);
    p.setFont(fitted);
    p.setPen(toMove ? sideColour(side) : QColor(220, 205, 185));
    p.drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
               p.fontMetrics().elidedText(line, Qt::ElideRight, int(text.width())));
    // The tray: reserve, store or captured seeds as a small heap.
    const Rules::SideCounters counters = model_->counters(side);
    if (positionOnly_ && counters.kind == Rules::CounterKind::Captured) continue;
    const int heap = counters.value;
    const QPointF tray = trayPoint(side);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(60, 34, 18));
    p.drawRoundedRect(QRectF(tray.x() - cell_ * 0.8, tray.y() - cell_ * 0.3, cell_ * 1.9, cell_ * 0.6), cell_ * 0.2,
                      cell_ * 0.2);
    drawSeeds(p, tray - QPointF(cell_ * 0.25, 0), cell_ * 0.28, heap, 1000 + i);
    QFont count = font;
    count.setBold(true);
    p.setFont(count);
    p.setPen(QColor(250, 235, 210));
    p.drawText(QRectF(tray.x() + cell_ * 0.15, tray.y() - cell_ * 0.3, cell_ * 0.9, cell_ * 0.6), Qt::AlignCenter,
               QLocale().toString(heap));
  }
}

void BoardView::drawFlight(QPainter& p) {
  if (flight_.state() != QAbstractAnimation::Running || flightSeeds_ <= 0) return;
  const qreal t = flight_.currentValue().toReal();
  const QPointF d = flightTo_ - flightFrom_;
  const qreal lift = std::hypot(d.x(), d.y()) * 0.22 + cell_ * 0.35;  // a hop along an arc
  const QPointF at = flightFrom_ + d * t - QPointF(0, std::sin(t * M_PI) * lift);
  drawSeeds(p, at, cell_ * (flightSeeds_ > 1 ? 0.3 : 0.22), flightSeeds_, 77);
}

void BoardView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  drawBackground(p);
  const int pits = shapeOf(model_->variant()).pits();
  for (int i = 0; i < pits; ++i) drawPit(p, static_cast<Square>(i));
  p.setBrush(Qt::NoBrush);
  for (Square sq : preview_) {  // where the hovered move's first lap ends
    p.setPen(QPen(QColor(255, 255, 255, 170), std::max<qreal>(1.5, cell_ * 0.03), Qt::DotLine));
    p.drawEllipse(pitRect(sq).center(), cell_ * 0.2, cell_ * 0.2);
  }
  if (directionMode_) drawArrows(p);
  if (hintFrom_ != kNoSquare) {
    p.setPen(QPen(QColor(255, 240, 120, 220), std::max<qreal>(2, cell_ * 0.06), Qt::SolidLine, Qt::RoundCap));
    p.drawEllipse(pitRect(hintFrom_).adjusted(-4, -4, 4, 4));
    if (hintTo_ != kNoSquare) p.drawLine(centreOf(hintFrom_), centreOf(hintTo_));
  }
  if (drawLabels_) drawLabels(p);
  drawPanels(p);
  if (model_->handSeeds() > 0 && flight_.state() != QAbstractAnimation::Running) {
    // Beside the pit the last event touched (stepping by hand as well as animated).
    const Square at = model_->lastEventSquare();
    const QPointF hand = (at != kNoSquare ? centreOf(at) : hand_) - QPointF(0, cell_ * 0.5);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 240, 210, 60));
    p.drawEllipse(hand, cell_ * 0.3, cell_ * 0.3);
    drawSeeds(p, hand, cell_ * 0.28, model_->handSeeds(), 99);
    drawCount(p, hand, cell_ * 0.3, model_->handSeeds());
  }
  drawFlight(p);
}

void BoardView::animateEvent(const TraceEvent& e, int durationMs) {
  const Side mover = model_->mover();
  flightSeeds_ = 0;
  switch (e.kind) {
    case EventKind::Sow:
      flightFrom_ = hand_;
      flightTo_ = centreOf(e.square);
      flightSeeds_ = 1;
      break;
    case EventKind::Place:
      flightFrom_ = trayPoint(mover);
      flightTo_ = centreOf(e.square);
      flightSeeds_ = 1;
      break;
    case EventKind::Capture:
      if (e.destination != CaptureDestination::Hand) {
        flightFrom_ = centreOf(e.square);
        flightTo_ = trayPoint(mover);
        flightSeeds_ = e.count;
      }
      break;
    case EventKind::Store:
      flightFrom_ = centreOf(e.square);
      flightTo_ = trayPoint(e.owner);
      flightSeeds_ = 1;
      break;
    case EventKind::MoveSeed:
      flightFrom_ = centreOf(e.square);
      flightTo_ = centreOf(e.target);
      flightSeeds_ = 1;
      break;
    default:
      break;
  }
  if (e.kind == EventKind::Lift || (e.kind == EventKind::Capture && e.destination == CaptureDestination::Hand))
    hand_ = centreOf(e.square);
  if (flightSeeds_ > 0 && durationMs > 0) {
    flight_.stop();
    flight_.setDuration(std::max(1, int(durationMs * 0.9)));
    flight_.start();
  }
}

void BoardView::eventDone(const TraceEvent& e) {
  if (e.kind == EventKind::Sow || e.kind == EventKind::Place) hand_ = centreOf(e.square);
  flight_.stop();
  update();
}

void BoardView::mousePressEvent(QMouseEvent* event) {
  setFocus();
  const Square arrow = arrowAt(event->position());
  emit pitClicked(arrow != kNoSquare ? arrow : squareAt(event->position()));
}

Square BoardView::arrowAt(const QPointF& point) const {
  for (const DirectionArrow& arrow : arrows_)
    if (arrow.target != kNoSquare && arrowPath(arrow.target).contains(point)) return arrow.target;
  return kNoSquare;
}

QString BoardView::arrowMeaning(Square target) const {
  for (const DirectionArrow& arrow : arrows_)
    if (target != kNoSquare && arrow.target == target) return arrow.meaning;
  return {};
}

void BoardView::setDirectionArrows(const DirectionArrow& first, const DirectionArrow& second, Square chosen) {
  arrows_[0] = first;
  arrows_[1] = second;
  chosenArrow_ = chosen;
  update();
}

QList<Square> BoardView::directionArrows() const {
  QList<Square> arrows;
  for (const DirectionArrow& arrow : arrows_)
    if (arrow.target != kNoSquare) arrows << arrow.target;
  return arrows;
}

// A broad arrow from the selected pit's rim to the rim of the next pit, over the wood between.
QPainterPath BoardView::arrowPath(Square target) const {
  QPainterPath path;
  if (selected_ == kNoSquare || target == kNoSquare) return path;
  const QPointF from = centreOf(selected_);
  const QPointF to = centreOf(target);
  const qreal length = QLineF(from, to).length();
  if (length <= 0) return path;
  QPointF unit = (to - from) / length;
  QPointF start = from + unit * cell_ * 0.34;
  QPointF tip = to - unit * cell_ * 0.12;
  // A sowing that starts far from the selected pit (a Kete capture's kichwa, L-5) is shown where
  // it starts and the way it goes: an arrow through the kichwa, pointing back along the row.
  if (length > cell_ * 1.6) {
    unit = -unit;
    start = to - unit * cell_ * 0.45;
    tip = to + unit * cell_ * 0.95;
  }
  const QPointF normal(-unit.y(), unit.x());
  const qreal half = cell_ * 0.11;  // half the shaft's width
  const qreal head = cell_ * 0.24;  // the head's half width
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

void BoardView::drawArrows(QPainter& p) {
  for (const DirectionArrow& arrow : arrows_) {
    const Square target = arrow.target;
    if (target == kNoSquare) continue;
    const bool chosen = target == chosenArrow_;
    const QColor colour = sideColour(model_->mover());
    p.setPen(QPen(QColor(30, 15, 5, 220), std::max<qreal>(1.5, cell_ * 0.025)));
    p.setBrush(chosen || chosenArrow_ == kNoSquare ? colour : colour.darker(170));
    p.drawPath(arrowPath(target));
  }
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
  const Square sq = squareAt(event->position());
  if (sq == hovered_) return;
  hovered_ = sq;
  emit pitHovered(sq);
  update();
}

void BoardView::leaveEvent(QEvent*) {
  hovered_ = kNoSquare;
  emit pitHovered(kNoSquare);
  update();
}

void BoardView::moveCursor(int dx, int dy) {
  const Variant v = model_->variant();
  const BoardShape shape = shapeOf(v);
  if (selected_ == kNoSquare) {  // the first key shows the cursor on the front row's first pit
    setSelected(baraza::squareAt(v, 0, frontRowOf(v, model_->position().toMove)));
    return;
  }
  const Square at = selected_;
  const int column = std::clamp(columnOf(v, at) + dx, 0, shape.columns - 1);
  const int row = std::clamp(rowOf(v, at) - dy, 0, shape.rows - 1);  // up on screen is a higher row
  setSelected(baraza::squareAt(v, column, row));
}

// Reached with Tab, the board shows its keyboard cursor at once, so the focus is seen.
void BoardView::focusInEvent(QFocusEvent* event) {
  if ((event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason) && selected_ == kNoSquare)
    moveCursor(0, 0);
  update();
  QWidget::focusInEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent* event) {
  update();
  QWidget::focusOutEvent(event);
}

bool BoardView::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {  // the arrow or pit under the pointer says what it is
    auto* help = static_cast<QHelpEvent*>(event);
    const Square arrow = arrowAt(help->pos());
    const Square square = squareAt(help->pos());
    if (arrow != kNoSquare) {
      QToolTip::showText(help->globalPos(), arrowMeaning(arrow), this, arrowPath(arrow).boundingRect().toAlignedRect());
    } else if (square == kNoSquare) {
      QToolTip::hideText();
      event->ignore();
    } else {
      QToolTip::showText(help->globalPos(), model_->indexOf(square).data(Qt::ToolTipRole).toString(), this,
                         pitRect(square).toAlignedRect());
    }
    return true;
  }
  return QWidget::event(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
      if (directionMode_) {
        emit directionKey(event->key() == Qt::Key_Left);
      } else {
        moveCursor(event->key() == Qt::Key_Left ? -1 : 1, 0);
      }
      break;
    case Qt::Key_Up:
      moveCursor(0, -1);
      break;
    case Qt::Key_Down:
      moveCursor(0, 1);
      break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
      if (selected_ != kNoSquare) emit pitClicked(selected_);
      break;
    case Qt::Key_Escape:
      setSelected(kNoSquare);
      emit skipRequested();
      break;
    default:
      QWidget::keyPressEvent(event);
  }
}
