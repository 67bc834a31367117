#include "PaneArrangement.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QStatusBar>
#include <QtMath>
#include <algorithm>

#include "board/BoardView.h"

namespace PaneArrangement {

void arrange(QMainWindow& window, const BoardView& board, QDockWidget* moves, QDockWidget* narration) {
  for (QDockWidget* pane : {moves, narration}) {
    const Qt::DockWidgetArea area = window.dockWidgetArea(pane);
    if (pane->isFloating() || (area != Qt::RightDockWidgetArea && area != Qt::BottomDockWidgetArea)) return;
  }
  // Between the toolbars and the status bar, wherever the panes are now; beside the analysis
  // pane when it is open on the left.
  const int top = window.centralWidget()->geometry().top();
  QSize space(window.width(), window.statusBar()->geometry().top() - top);
  for (const QDockWidget* other : window.findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
    if (other->isVisible() && !other->isFloating() &&
        window.dockWidgetArea(const_cast<QDockWidget*>(other)) == Qt::LeftDockWidgetArea)
      space.rwidth() -= other->width();
  if (space.height() <= 0 || space.width() <= 0) return;
  // The least the panes get: narrower and lower in a small window, where every pixel given to
  // them is taken from the board (a line of the narration still holds a few words).
  int beside = std::clamp(space.width() / 5, 200, 320);
  // An open tab beside the narration (the analysis) has the width its columns want, up to a
  // quarter of the window, while it is open: switching tabs moves nothing.
  bool tabOpen = false;
  for (QDockWidget* tab : window.tabifiedDockWidgets(narration))
    if (tab->toggleViewAction()->isChecked()) {
      tabOpen = true;
      beside = std::max(beside, std::min(tab->sizeHint().width(), space.width() / 4));
    }
  const int under = std::clamp(space.height() / 4, 120, 170);
  const qreal besideCell = board.cellSizeIn(QSizeF(space.width() - beside, space.height()));
  const qreal underCell = board.cellSizeIn(QSizeF(space.width(), space.height() - under));
  const bool nowUnder = window.dockWidgetArea(moves) == Qt::BottomDockWidgetArea;
  // A tenth better before moving, so that resizing about the turning point does not flicker.
  const bool wantUnder = nowUnder ? underCell * 1.1 >= besideCell : underCell >= besideCell * 1.1;
  if (wantUnder != nowUnder) {
    const Qt::DockWidgetArea area = wantUnder ? Qt::BottomDockWidgetArea : Qt::RightDockWidgetArea;
    const QList<QDockWidget*> tabs = window.tabifiedDockWidgets(narration);  // the analysis goes along
    QDockWidget* front = narration;  // (a tab behind another is moved out of sight, not hidden)
    for (QDockWidget* tab : tabs)
      if (tab->isVisible() && !tab->visibleRegion().isEmpty()) front = tab;
    window.addDockWidget(area, moves);
    window.addDockWidget(area, narration);
    window.splitDockWidget(moves, narration, wantUnder ? Qt::Horizontal : Qt::Vertical);
    for (QDockWidget* tab : tabs) window.tabifyDockWidget(narration, tab);
    front->raise();  // the tab that was in front stays there
  }
  // The panes take the margins the board's shape leaves (a tall board in a wide window leaves
  // room beside it), so that the narration is not a narrow column beside empty wood; never more
  // than half the window.
  if (wantUnder) {
    const QSizeF boardSize = board.boardSizeIn(QSizeF(space.width(), space.height() - under));
    const int height = std::clamp(space.height() - qCeil(boardSize.height()), under, space.height() / 2);
    window.resizeDocks({moves, narration}, {height, height}, Qt::Vertical);
    if (wantUnder != nowUnder)
      window.resizeDocks({moves, narration}, {space.width() / 3, space.width() * 2 / 3}, Qt::Horizontal);
  } else {
    const QSizeF boardSize = board.boardSizeIn(QSizeF(space.width() - beside, space.height()));
    const int width = std::clamp(space.width() - qCeil(boardSize.width()), beside, space.width() / 2);
    window.resizeDocks({moves, narration}, {width, width}, Qt::Horizontal);
    // The analysis has a list and a chart to show: two thirds of the column, the moves the rest.
    if (tabOpen) window.resizeDocks({moves, narration}, {space.height() / 3, space.height() * 2 / 3}, Qt::Vertical);
  }
}

}  // namespace PaneArrangement
