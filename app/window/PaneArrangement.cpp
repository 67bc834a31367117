#include "PaneArrangement.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QStatusBar>

#include "board/BoardView.h"

namespace PaneArrangement {

void arrange(QMainWindow& window, const BoardView& board, QDockWidget* moves, QDockWidget* narration) {
  constexpr int kPanesWidth = 280;   // beside the board
  constexpr int kPanesHeight = 170;  // under it
  for (QDockWidget* pane : {moves, narration}) {
    const Qt::DockWidgetArea area = window.dockWidgetArea(pane);
    if (pane->isFloating() || (area != Qt::RightDockWidgetArea && area != Qt::BottomDockWidgetArea)) return;
  }
  // Between the toolbars and the status bar, wherever the panes are now.
  const int top = window.centralWidget()->geometry().top();
  const QSize space(window.width(), window.statusBar()->geometry().top() - top);
  if (space.height() <= 0) return;
  const qreal beside = board.cellSizeIn(QSizeF(space.width() - kPanesWidth, space.height()));
  const qreal under = board.cellSizeIn(QSizeF(space.width(), space.height() - kPanesHeight));
  const bool nowUnder = window.dockWidgetArea(moves) == Qt::BottomDockWidgetArea;
  // A tenth better before moving, so that resizing about the turning point does not flicker.
  const bool wantUnder = nowUnder ? under * 1.1 >= beside : under >= beside * 1.1;
  if (wantUnder == nowUnder) return;
  const Qt::DockWidgetArea area = wantUnder ? Qt::BottomDockWidgetArea : Qt::RightDockWidgetArea;
  window.addDockWidget(area, moves);
  window.addDockWidget(area, narration);
  window.splitDockWidget(moves, narration, wantUnder ? Qt::Horizontal : Qt::Vertical);
  if (wantUnder) {
    window.resizeDocks({moves, narration}, {space.width() / 3, space.width() * 2 / 3}, Qt::Horizontal);
    window.resizeDocks({moves}, {kPanesHeight}, Qt::Vertical);
  }
}

}  // namespace PaneArrangement
