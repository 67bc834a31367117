#pragma once
// The board as assistive technology sees it: a grouping with one button per pit, named as the
// pit's tooltip says ("e2, South's kuu, 6 seeds"), unavailable where no legal move starts,
// focused where the keyboard cursor is, and pressed as a click plays; after the pits, what the
// window put on the board's edges (the players' clocks).

#include <QAccessibleWidget>
#include <QPointer>
#include <vector>

class BoardView;

class BoardAccessible : public QAccessibleWidget {
 public:
  explicit BoardAccessible(BoardView* view);
  ~BoardAccessible() override;

  // Installed once, by the first BoardView: it makes a BoardAccessible for every board.
  static void installFactory();

  QString text(QAccessible::Text t) const override;
  int childCount() const override;
  QAccessibleInterface* child(int index) const override;
  int indexOfChild(const QAccessibleInterface* child) const override;
  QAccessibleInterface* childAt(int x, int y) const override;
  QAccessibleInterface* focusChild() const override;

  BoardView* view() const;

 private:
  int pitCount() const;
  mutable std::vector<QAccessible::Id> pits_;  // made when first asked for, kept until the board goes
};
