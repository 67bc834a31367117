#pragma once
// The players' clocks (issue #29): each side's time left under the game's time control and
// which one runs. GameSession says who is choosing a move (run) and when a move is chosen
// (moved: the increment is added); the clock says when a side's time is up. Time is read from
// a monotonic source that a test may replace (setTimeSource), so that no test waits minutes.

#include <QObject>
#include <QTimer>
#include <array>
#include <functional>
#include <optional>

#include "TimeControl.h"
#include "baraza/board.h"

class GameClock : public QObject {
  Q_OBJECT

 public:
  using TimeSource = std::function<qint64()>;  // milliseconds, never going back

  explicit GameClock(QObject* parent = nullptr);
  void setTimeSource(TimeSource now);

  // A game's clocks, stopped: each side's base time, or the times a saved game had left.
  void reset(const TimeControl& control, std::optional<std::array<qint64, 2>> leftMs = std::nullopt);
  const TimeControl& control() const { return control_; }
  bool isOn() const { return control_.on(); }
  // `side`'s time left now, its running time counted.
  qint64 leftMs(baraza::Side side) const;
  std::optional<baraza::Side> running() const { return running_; }
  // `side`'s clock runs (the other's stops), or none. Running the one already running changes nothing.
  void run(std::optional<baraza::Side> side);
  // `side` has chosen its move: its clock stops and the increment is added.
  void moved(baraza::Side side);
  bool isUp(baraza::Side side) const { return leftMs(side) <= 0; }

 signals:
  void changed();                  // a time shown has changed, or which clock runs
  void timeUp(baraza::Side side);  // once, when a running clock reaches zero

 private:
  void stop();
  void check();

  TimeSource now_;
  TimeControl control_;
  std::array<qint64, 2> left_{};  // at the last stop, by side index
  std::optional<baraza::Side> running_;
  qint64 since_ = 0;  // when the running clock started
  QTimer tick_;
};
