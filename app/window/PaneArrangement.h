#pragma once
// Where the window's moves and narration panes go: beside the board or under it, whichever
// leaves the board bigger (a wide window puts them beside it, a tall one under it).

class BoardView;
class QDockWidget;
class QMainWindow;

namespace PaneArrangement {

// Moves the two panes beside or under the board when the other place gives it a tenth more
// room; panes the player has floated or docked elsewhere stay where they are.
void arrange(QMainWindow& window, const BoardView& board, QDockWidget* moves, QDockWidget* narration);

}  // namespace PaneArrangement
