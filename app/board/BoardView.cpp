#include "BoardView.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include "BoardAccessible.h"
#include "BoardModel.h"
#include "ShownText.h"
#include "baraza/notation.h"

using namespace baraza;

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
  connect(model_, &BoardModel::sideStateChanged, this, [this] {  // a screen reader hears the turn change
    if (!QAccessible::isActive()) return;
    QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
  });
  painter_.setFont(font());
  painter_.setMinimumTextPixels(kReadablePixels);
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

qreal BoardView::cellSizeIn(const QSizeF& area) const { return BoardGeometry::cellSizeIn(model_->variant(), area); }

QSizeF BoardView::boardSizeIn(const QSizeF& area) const { return BoardGeometry::sizeIn(model_->variant(), area); }

int BoardView::heightForWidth(int width) const { return BoardGeometry::heightForWidth(model_->variant(), width); }

void BoardView::layoutBoard() { geometry_ = BoardGeometry(model_->variant(), rect(), turned_); }

void BoardView::setTurned(bool turned) {
  if (turned_ == turned) return;
  turned_ = turned;
  layoutBoard();
  update();
  if (QAccessible::isActive()) {  // every hole has moved
    QAccessibleEvent moved(this, QAccessible::LocationChanged);
    QAccessible::updateAccessibility(&moved);
  }
}

void BoardView::setWood(BoardWood wood) {
  painter_.setWood(wood);
  update();
}

void BoardView::setSeedColour(SeedColour colour) {
  painter_.setSeedColour(colour);
  update();
}

void BoardView::setSideLabels(const QString& south, const QString& north) {
  // A name from a record may be of any length: the header shows its beginning.
  sideLabels_[0] = ShownText::bounded(south, ShownText::kMaxName + 20);
  sideLabels_[1] = ShownText::bounded(north, ShownText::kMaxName + 20);
  update();
}

void BoardView::setPanelWidget(Side side, QWidget* widget) {
  panelWidgets_[indexOf(side)] = widget;
  widget->setParent(this);
  QPalette palette = widget->palette();  // light on the dark edge, as the side's line
  palette.setColor(QPalette::WindowText, QColor(220, 205, 185));
  widget->setPalette(palette);
  widget->installEventFilter(this);
  update();
}

QList<QWidget*> BoardView::panelWidgets() const {
  QList<QWidget*> shown;
  for (Side side : {Side::North, Side::South})
    if (QWidget* w = panelWidgets_[indexOf(side)]; w && !w->isHidden()) shown << w;
  return shown;
}

// Shown, hidden or resized (a clock's text grows), a panel widget is placed again.
bool BoardView::eventFilter(QObject* watched, QEvent* event) {
  const QEvent::Type type = event->type();
  if (type == QEvent::Show || type == QEvent::Hide || type == QEvent::LayoutRequest) update();
  return QWidget::eventFilter(watched, event);
}

void BoardView::placePanelWidgets(const BoardScene& shown) {
  const qreal cell = geometry_.cellSize();
  for (Side side : {Side::North, Side::South}) {
    QWidget* widget = panelWidgets_[indexOf(side)];
    if (!widget || widget->isHidden()) continue;
    QFont font = painter_.panelFont(geometry_);
    font.setBold(widget->font().bold());  // the widget says when it is bold (a clock running)
    if (widget->font() != font) widget->setFont(font);
    const BoardPainter::PanelLine line = painter_.panelLine(shown, geometry_, side);
    const QSize size = widget->sizeHint();
    const QRect place(int(line.rect.right() + cell * 0.2),
                      int(geometry_.panelRect(side).center().y() - size.height() / 2.0), size.width(), size.height());
    if (widget->geometry() != place) widget->setGeometry(place);
  }
}

BoardScene BoardView::scene() const {
  BoardScene scene = model_->scene();
  for (Side side : {Side::North, Side::South})
    if (const QWidget* w = panelWidgets_[indexOf(side)]; w && !w->isHidden())
      scene.panelRoom[std::size_t(indexOf(side))] = w->sizeHint().width() + geometry_.cellSize() * 0.2;
  scene.interactive = interactive_;
  scene.showCounts = showCounts_;
  scene.gameOver = gameOver_;
  scene.paused = paused_;
  scene.sideLabels = {sideLabels_[0], sideLabels_[1]};
  scene.selected = selected_;
  scene.focused = hasFocus();
  scene.hovered = hovered_;
  scene.preview = preview_;
  scene.hintFrom = hintFrom_;
  scene.hintTo = hintTo_;
  if (directionMode_) {
    scene.arrows = {arrows_[0].target, arrows_[1].target};
    scene.kichwaArrows = {arrows_[0].kichwa, arrows_[1].kichwa};
    scene.chosenArrow = chosenArrow_;
  }
  if (scene.hand.at == kNoSquare) scene.hand.at = handSquare_;
  if (flight_.state() == QAbstractAnimation::Running) {
    // While a seed flies out of the hand, the others stay in it, counted, beside the hole they
    // left; what flies elsewhere (to a tray, a stone's step) leaves no hand.
    scene.hand.seeds = flightFromHand_ ? std::max(0, scene.hand.seeds - flightSeeds_) : 0;
    scene.flight = {flightFrom_, flightTo_, flightSeeds_, flight_.currentValue().toReal()};
  }
  return scene;
}

void BoardView::paintEvent(QPaintEvent*) {
  const BoardScene shown = scene();
  placePanelWidgets(shown);
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  painter_.paint(p, shown, geometry_, devicePixelRatioF());
}

void BoardView::animateEvent(const TraceEvent& e, int durationMs) {
  using Place = BoardScene::Place;
  const Side mover = model_->mover();
  flightSeeds_ = 0;
  flightFromHand_ = e.kind == EventKind::Sow;
  switch (e.kind) {
    case EventKind::Sow:
      flightFrom_ = Place::at(handSquare_);
      flightTo_ = Place::at(e.square);
      flightSeeds_ = 1;
      break;
    case EventKind::Place:
      flightFrom_ = Place::trayOf(mover);
      flightTo_ = Place::at(e.square);
      flightSeeds_ = 1;
      break;
    case EventKind::Capture:
      if (e.destination != CaptureDestination::Hand) {
        flightFrom_ = Place::at(e.square);
        flightTo_ = Place::trayOf(mover);
        flightSeeds_ = e.count;
      }
      break;
    case EventKind::Store:
      flightFrom_ = Place::at(e.square);
      flightTo_ = Place::trayOf(e.owner);
      flightSeeds_ = 1;
      break;
    case EventKind::MoveSeed:
      flightFrom_ = Place::at(e.square);
      flightTo_ = Place::at(e.target);
      flightSeeds_ = 1;
      break;
    default:
      break;
  }
  if (e.kind == EventKind::Lift || (e.kind == EventKind::Capture && e.destination == CaptureDestination::Hand))
    handSquare_ = e.square;
  if (flightSeeds_ > 0 && durationMs > 0) {
    flight_.stop();
    flight_.setDuration(std::max(1, int(durationMs * 0.9)));
    flight_.start();
  }
}

void BoardView::eventDone(const TraceEvent& e) {
  if (e.kind == EventKind::Sow || e.kind == EventKind::Place) handSquare_ = e.square;
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

QPainterPath BoardView::arrowPath(Square target) const {
  for (const DirectionArrow& arrow : arrows_)
    if (target != kNoSquare && arrow.target == target) return geometry_.arrowPath(selected_, target, arrow.kichwa);
  return {};
}

QList<Square> BoardView::directionArrows() const {
  QList<Square> arrows;
  for (const DirectionArrow& arrow : arrows_)
    if (arrow.target != kNoSquare) arrows << arrow.target;
  return arrows;
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
  if (turned_) {  // the keys point on the screen: right is towards column a on a turned board
    dx = -dx;
    dy = -dy;
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
  if (event->type() == QEvent::FontChange) painter_.setFont(font());
  if (event->type() == QEvent::ToolTip) {  // the arrow or pit under the pointer says what it is
    auto* help = static_cast<QHelpEvent*>(event);
    const Square arrow = arrowAt(help->pos());
    const Square square = squareAt(help->pos());
    const std::optional<Side> tray = trayAt(help->pos());
    if (arrow != kNoSquare) {
      QToolTip::showText(help->globalPos(), arrowMeaning(arrow), this, arrowPath(arrow).boundingRect().toAlignedRect());
    } else if (tray) {  // what the tray's number counts, which the panel does not repeat
      QToolTip::showText(help->globalPos(), trayText(*tray), this,
                         BoardPainter::trayRect(boardGeometry(), *tray).toAlignedRect());
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

QString BoardView::spokenState() const {
  const BoardScene shown = scene();
  QStringList parts;
  for (Side side : {Side::North, Side::South}) {
    const QString tray = BoardPainter::trayText(shown, side);
    parts << BoardPainter::panelText(shown, side) + (tray.isEmpty() ? QString() : QStringLiteral(", ") + tray);
  }
  if (shown.hand.seeds > 0 && shown.hand.at != kNoSquare)
    //: Said by a screen reader in the middle of a move: %n seeds are still to be sown, %1 the hole
    //: the last one fell into (or that was lifted).
    parts << tr("%n seeds still to sow, beside %1", nullptr, shown.hand.seeds)
                 .arg(QString::fromStdString(squareName(shown.variant, shown.hand.at)));
  return parts.join(QStringLiteral(". "));
}

std::optional<Side> BoardView::trayAt(QPointF point) const {
  for (Side side : {Side::South, Side::North})
    if (!trayText(side).isEmpty() && BoardPainter::trayRect(boardGeometry(), side).contains(point)) return side;
  return std::nullopt;
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
