#pragma once
// The board of the position editor: the draft painted as the window paints a board, and changed
// by hand. A click adds a seed, a right-click (or Shift-click) takes one away, a drag moves a
// hole's seeds onto another, a number typed sets the hole under the cursor (arrows move it; + and
// - add and take away), and in Bao Kingulu Ctrl-click (or M) makes a hole a mtoto or not.

#include <QElapsedTimer>
#include <QWidget>

#include "board/BoardGeometry.h"
#include "board/BoardPainter.h"

class PositionDraft;

class SetupBoard : public QWidget {
  Q_OBJECT

 public:
  explicit SetupBoard(PositionDraft* draft, QWidget* parent = nullptr);

  baraza::Square selectedHole() const { return cursor_; }
  void selectHole(baraza::Square square);
  const BoardGeometry& geometry() const { return geometry_; }
  QPoint pointOf(baraza::Square square) const { return geometry_.centreOf(square).toPoint(); }

  QSize sizeHint() const override;

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

  PositionDraft* draft_;
  BoardPainter painter_;
  BoardGeometry geometry_;
  baraza::Square cursor_ = baraza::kNoSquare;
  baraza::Square pressed_ = baraza::kNoSquare;
  // Digits typed one after another make one number ("1", "2": twelve) while they come quickly.
  QString typed_;
  QElapsedTimer sinceTyped_;
};
