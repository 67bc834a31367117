#pragma once
// A board as assistive technology sees it: a grouping with one button per hole, named as the
// hole's tooltip says ("e2, South's kuu, 6 seeds"), unavailable where nothing can be done with it
// now, focused where the keyboard cursor is, and pressed as a click; after the holes, what the
// window put on the board's edges (the players' clocks). The game's board (BoardView) and the
// position editor's (SetupBoard) each tell it their holes through AccessibleHoles.

#include <QAccessibleWidget>
#include <memory>
#include <vector>

#include "baraza/board.h"

// What a board widget says of its holes to a screen reader, and what the reader may do with them.
class AccessibleHoles {
 public:
  virtual ~AccessibleHoles() = default;
  virtual int holeCount() const = 0;
  // What the hole is, its seeds and, where it matters, whether a move can start there.
  virtual QString holeName(baraza::Square hole) const = 0;
  virtual QString holeDescription(baraza::Square) const { return {}; }
  virtual QRectF holeRect(baraza::Square hole) const = 0;  // in the widget
  virtual baraza::Square holeAt(QPointF point) const = 0;
  virtual bool holeEnabled(baraza::Square hole) const = 0;
  virtual baraza::Square holeCursor() const = 0;    // the keyboard's; kNoSquare when there is none
  virtual void pressHole(baraza::Square hole) = 0;  // as a click does
  virtual void focusHole(baraza::Square hole) = 0;
  // The board's own name and description; empty: the widget's accessible name and description.
  virtual QString boardName() const { return {}; }
  virtual QString boardDescription() const { return {}; }
  // Widgets standing on the board's edges, listed after the holes.
  virtual QList<QWidget*> edgeWidgets() const { return {}; }
};

class BoardAccessible : public QAccessibleWidget {
 public:
  // `owned` when the holes are told by a helper rather than by the widget itself.
  BoardAccessible(QWidget* widget, AccessibleHoles* holes, std::unique_ptr<AccessibleHoles> owned = {});
  ~BoardAccessible() override;

  // Installed once, by the first board: it makes a BoardAccessible for every board.
  static void installFactory();

  QString text(QAccessible::Text t) const override;
  int childCount() const override;
  QAccessibleInterface* child(int index) const override;
  int indexOfChild(const QAccessibleInterface* child) const override;
  QAccessibleInterface* childAt(int x, int y) const override;
  QAccessibleInterface* focusChild() const override;

 private:
  int holeCount() const { return holes_->holeCount(); }

  AccessibleHoles* holes_;
  std::unique_ptr<AccessibleHoles> owned_;
  mutable std::vector<QAccessible::Id> pits_;  // made when first asked for, kept until the board goes
};
