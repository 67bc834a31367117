#pragma once
// The pace of an animated move (DESIGN.md, after nkkmd's engine): how long each event of a trace
// is shown at a speed. A long relay chain quickens, and a whole move is kept within its speed's
// budget, played faster evenly; an event that moves no seed gets a third of a beat. It is a pure
// function of the trace: the session's clock steps the game's own point by these delays, so that
// there is no second cursor to keep in step with it.

#include <cstddef>
#include <vector>

#include "baraza/trace.h"

class Pace {
 public:
  enum class Speed { Slow, Normal, Fast, Instant };

  explicit Pace(Speed speed = Speed::Normal) : speed_(speed) {}
  Speed speed() const { return speed_; }

  // How long the event after `index` waits at this speed, before a move is fitted to the budget.
  int delayFor(int index) const;
  // The longest a move may take at this speed (Normal: 5 s), however long its relays.
  int moveBudgetMs() const;
  // How long each event of `trace` from `from` up to (not including) `end` is shown.
  std::vector<int> delays(const baraza::Trace& trace, std::size_t from = 0, std::size_t end = SIZE_MAX) const;

 private:
  Speed speed_;
};
