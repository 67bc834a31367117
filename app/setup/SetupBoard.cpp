#include "SetupBoard.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include "PositionDraft.h"
#include "baraza/rules.h"
#include "board/BoardModel.h"

using namespace baraza;

namespace {
constexpr int kTypingPauseMs = 1000;  // a digit typed later starts a new number
}  // namespace

SetupBoard::SetupBoard(PositionDraft* draft, QWidget* parent) : QWidget(parent), draft_(draft) {
  BoardAccessible::installFactory();
  setObjectName("setupBoard");
  setFocusPolicy(Qt::StrongFocus);
  setContextMenuPolicy(Qt::PreventContextMenu);  // the right button takes a seed away
  setMinimumSize(320, 200);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);  // the board fits any area, centred
  connect(draft_, &PositionDraft::changed, this, [this] {
    if (geometry_.variant() != draft_->variant()) {
      layoutBoard();
      selectHole(kNoSquare);
    }
    update();
    tellReader(QAccessible::NameChanged);
  });
  layoutBoard();
}

QSize SetupBoard::sizeHint() const { return {640, BoardGeometry::heightForWidth(draft_->variant(), 640)}; }

void SetupBoard::selectHole(Square square) {
  cursor_ = square;
  typed_.clear();
  update();
  if (hasFocus()) tellReader(QAccessible::Focus);
}

void SetupBoard::tellReader(QAccessible::Event event) {
  if (cursor_ == kNoSquare || !QAccessible::isActive()) return;
  QAccessibleEvent told(this, event);
  told.setChild(int(cursor_));
  QAccessible::updateAccessibility(&told);
}

int SetupBoard::holeCount() const {
  const BoardShape shape = shapeOf(draft_->variant());
  return shape.rows * shape.columns;
}

QString SetupBoard::holeName(Square hole) const {
  return BoardModel::pitFacts(rulesFor(draft_->variant()), draft_->position(), hole).join(QStringLiteral(", "));
}

void SetupBoard::pressHole(Square hole) {
  selectHole(hole);
  draft_->addSeed(hole);
}

void SetupBoard::layoutBoard() { geometry_ = BoardGeometry(draft_->variant(), rect()); }

void SetupBoard::resizeEvent(QResizeEvent*) { layoutBoard(); }

void SetupBoard::paintEvent(QPaintEvent*) {
  BoardScene scene = sceneOf(draft_->position());
  scene.selected = cursor_;
  scene.focused = hasFocus();
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  painter_.setFont(font());
  painter_.paint(p, scene, geometry_, devicePixelRatioF());
}

void SetupBoard::mousePressEvent(QMouseEvent* event) {
  pressed_ = geometry_.squareAt(event->position());
  if (pressed_ != kNoSquare) selectHole(pressed_);
}

// A press and release on one hole is a click; on two holes, a drag of the first one's seeds.
void SetupBoard::mouseReleaseEvent(QMouseEvent* event) {
  const Square pressed = pressed_;
  pressed_ = kNoSquare;
  const Square released = geometry_.squareAt(event->position());
  if (pressed == kNoSquare || released == kNoSquare) return;
  if (pressed != released) {
    draft_->moveSeeds(pressed, released);
    selectHole(released);
    return;
  }
  if (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ControlModifier))
    draft_->toggleMtoto(released);
  else if (event->button() == Qt::RightButton || (event->modifiers() & Qt::ShiftModifier))
    draft_->removeSeed(released);
  else if (event->button() == Qt::LeftButton)
    draft_->addSeed(released);
}

void SetupBoard::moveCursor(int columns, int rows) {
  const BoardShape shape = shapeOf(draft_->variant());
  if (cursor_ == kNoSquare) return selectHole(squareAt(draft_->variant(), 0, 0));
  const int column = std::clamp(columnOf(draft_->variant(), cursor_) + columns, 0, shape.columns - 1);
  const int row = std::clamp(rowOf(draft_->variant(), cursor_) + rows, 0, shape.rows - 1);
  selectHole(squareAt(draft_->variant(), column, row));
}

void SetupBoard::typeDigit(int digit) {
  if (!sinceTyped_.isValid() || sinceTyped_.elapsed() > kTypingPauseMs) typed_.clear();
  sinceTyped_.start();
  typed_ += QString::number(digit);
  if (typed_.toInt() > draft_->mostInHole()) typed_ = QString::number(digit);  // a new number
  draft_->setSeeds(cursor_, typed_.toInt());
}

void SetupBoard::keyPressEvent(QKeyEvent* event) {
  const int key = event->key();
  switch (key) {
    case Qt::Key_Left:
      return moveCursor(-1, 0);
    case Qt::Key_Right:
      return moveCursor(1, 0);
    case Qt::Key_Up:
      return moveCursor(0, 1);
    case Qt::Key_Down:
      return moveCursor(0, -1);
    default:
      break;
  }
  if (cursor_ == kNoSquare) {
    if (key >= Qt::Key_0 && key <= Qt::Key_9)
      moveCursor(0, 0);  // the first hole, then the digit
    else
      return QWidget::keyPressEvent(event);
  }
  if (key >= Qt::Key_0 && key <= Qt::Key_9) return typeDigit(key - Qt::Key_0);
  if (key == Qt::Key_Plus || key == Qt::Key_Space) return draft_->addSeed(cursor_);
  if (key == Qt::Key_Minus) return draft_->removeSeed(cursor_);
  if (key == Qt::Key_Delete || key == Qt::Key_Backspace) return draft_->setSeeds(cursor_, 0);
  if (key == Qt::Key_M) return draft_->toggleMtoto(cursor_);
  QWidget::keyPressEvent(event);
}

// The cursor shows once a key is pressed on the board (an arrow starts it at a1), not when the
// editor opens: a ring on a1 then reads as a hole chosen for something.
void SetupBoard::focusInEvent(QFocusEvent*) { update(); }

void SetupBoard::focusOutEvent(QFocusEvent*) { update(); }
