#pragma once
// The board of the position editor: the draft painted as the window paints a board, and changed
// by hand. A click adds a seed, a right-click (or Shift-click) takes one away, a drag moves a
// hole's seeds onto another, a number typed sets the hole under the cursor (arrows move it; + and
// - add and take away), and in Bao Kingulu Ctrl-click (or M) makes a hole a mtoto or not. A
// screen reader hears each hole as the game's board says it ("e2, South's kuu, 6 seeds"), and
// pressing one adds a seed.

#include <QElapsedTimer>
#include <QWidget>

#include "board/BoardAccessible.h"
#include "board/BoardGeometry.h"
#include "board/BoardPainter.h"

class PositionDraft;

class SetupBoard : public QWidget, public AccessibleHoles {
  Q_OBJECT

 public:
  explicit SetupBoard(PositionDraft* draft, QWidget* parent = nullptr);

  baraza::Square selectedHole() const { return cursor_; }
  void selectHole(baraza::Square square);
  const BoardGeometry& geometry() const { return geometry_; }
  QPoint pointOf(baraza::Square square) const { return geometry_.centreOf(square).toPoint(); }

  QSize sizeHint() const override;

  // The holes as a screen reader has them (BoardAccessible): every one can take a seed.
  int holeCount() const override;
  QString holeName(baraza::Square hole) const override;
  QRectF holeRect(baraza::Square hole) const override { return geometry_.pitRect(hole); }
  baraza::Square holeAt(QPointF point) const override { return geometry_.squareAt(point); }
  bool holeEnabled(baraza::Square) const override { return true; }
  baraza::Square holeCursor() const override { return cursor_; }
  void pressHole(baraza::Square hole) override;
  void focusHole(baraza::Square hole) override { selectHole(hole); }

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void focusInEvent(QFocusEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;

 private:
  void layoutBoard();
  void moveCursor(int columns, int rows);
  void typeDigit(int digit);
  // A screen reader hears the hole under the cursor: where it goes, and what it holds as it changes.
  void tellReader(QAccessible::Event event);

  PositionDraft* draft_;
  BoardPainter painter_;
  BoardGeometry geometry_;
  baraza::Square cursor_ = baraza::kNoSquare;
  baraza::Square pressed_ = baraza::kNoSquare;
  // Digits typed one after another make one number ("1", "2": twelve) while they come quickly.
  QString typed_;
  QElapsedTimer sinceTyped_;
};
