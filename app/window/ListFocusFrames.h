#pragma once
// A visible keyboard focus in the window's lists: the style draws a list with the focus as it
// draws one without, so Tab into the move list, the narration or a pane's list showed nothing.

class QWidget;

namespace ListFocusFrames {

// Every item view under `window` (not a table's header, which keeps its own look) gets a frame
// that turns the highlight colour while it has the keyboard.
void frameEvery(QWidget& window);

}  // namespace ListFocusFrames
