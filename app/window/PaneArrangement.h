#pragma once
// Where the window's moves and narration panes go and how much room they get: beside the board
// or under it, whichever leaves the board bigger (a wide window puts them beside it, a tall one
// under it), narrower in a small window and taking the margins the board leaves in a large one.

class BoardView;
class QDockWidget;
class QMainWindow;

namespace PaneArrangement {

// Moves the two panes beside or under the board when the other place gives it a tenth more
// room, and sizes them to what the board cannot use; panes the player has floated or docked
// elsewhere stay where they are.
void arrange(QMainWindow& window, const BoardView& board, QDockWidget* moves, QDockWidget* narration);

}  // namespace PaneArrangement
