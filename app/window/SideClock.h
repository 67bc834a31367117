#pragma once
// One side's clock, on that side's edge of the board just after its name (BoardView::setPanelWidget), while
// the game is played on the clock: the side's time left, in bold while it runs, red in its
// last ten seconds, tenths shown then. Hidden in a game without a clock.

#include <QLabel>

#include "baraza/board.h"

class GameClock;
struct TimeControl;

class SideClock : public QLabel {
  Q_OBJECT

 public:
  SideClock(GameClock* clocks, baraza::Side side, QWidget* parent = nullptr);
  // "4:05", "0:09.3", "1:02:00".
  static QString format(qint64 ms);
  // The time control in words, "5 minutes each, +3 seconds a move" (the clock's tooltip), and
  // short, "5 min + 3 s" (the status line); empty without a clock.
  static QString controlText(const TimeControl& control);
  static QString shortControlText(const TimeControl& control);
  void refresh();

 private:
  GameClock* clocks_;
  baraza::Side side_;
  bool low_ = false;  // drawn red: running in its last seconds
};
