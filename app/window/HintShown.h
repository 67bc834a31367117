#pragma once
// The hint, from asking to showing: the search's quick look (or the analysis pane's best move,
// a deeper one, when it is open on this position), explained in words, drawn on the board and
// said in the status bar until the point moves; under the board a note says why, and what the
// ring and the line drawn mean. The session keeps which move is pointed at; this draws and
// says it, also for the analysis pane's "Show best move".

#include <QObject>
#include <QString>

#include "baraza/board.h"

class AnalysisPane;
class BoardView;
class GameSession;
class LessonPane;
class QLabel;
class QStatusBar;
class SearchWorker;

class HintShown : public QObject {
  Q_OBJECT

 public:
  struct Parts {
    GameSession* session;
    SearchWorker* search;
    AnalysisPane* analysis;
    LessonPane* lessons;
    BoardView* board;
    QStatusBar* statusBar;
  };
  HintShown(const Parts& parts, QObject* parent);

  // Hint (H): only where a person is to move, never in a lesson (it has a Hint of its own).
  void ask();
  // The note under the board while a hint is shown (hidden otherwise).
  QLabel* note() const { return note_; }
  // What the ring on `from` and the line to `to` (where its first lap ends) mean, in words.
  static QString drawingText(baraza::Variant variant, baraza::Square from, baraza::Square to);

 private:
  void show();

  Parts parts_;
  QLabel* note_;
  QString said_;  // the hint said in the status bar, cleared with its position
};
