#pragma once
// The pace of an animated move: it announces each event of a trace in turn, with the time the
// view has to show it, and asks for it to be applied when that time is up. It holds no
// position: the game's point moves (GameController), the model and the view follow it.

#include <QObject>
#include <QTimer>

#include "baraza/trace.h"

class TracePlayer : public QObject {
  Q_OBJECT

 public:
  enum class Speed { Slow, Normal, Fast, Instant };
  Q_ENUM(Speed)

  explicit TracePlayer(QObject* parent = nullptr);

  void setSpeed(Speed speed) { speed_ = speed; }
  Speed speed() const { return speed_; }

  // Plays the events of `trace` from index `from` on, up to (not including) `end`.
  void play(const baraza::Trace& trace, std::size_t from = 0, std::size_t end = SIZE_MAX);
  // Stops without applying anything more; the caller moves the point where it wants it.
  void stop();

  // How long the event after `index` waits at this speed: a long relay chain quickens (DESIGN.md,
  // nkkmd). A whole move is kept within moveBudgetMs() by play().
  int delayFor(int index) const;
  // The longest a move may take at this speed (Normal: 5 s), however long its relays.
  int moveBudgetMs() const;
  // How long the rest of the move being played will take.
  int plannedMs() const;

 signals:
  // Just before an event is due, so the view can animate it over `durationMs`.
  void eventStarting(const baraza::TraceEvent& event, int durationMs);
  // Time to apply the event: the point steps one event forward.
  void eventDue();
  // After it has been applied.
  void eventApplied(const baraza::TraceEvent& event);
  void finished();

 private:
  void step();
  void announce();
  int delayAt(std::size_t index) const;

  QTimer timer_;
  baraza::Trace trace_;
  std::size_t next_ = 0;
  std::size_t end_ = 0;
  double scale_ = 1.0;  // this move's pace, so that it fits the budget
  Speed speed_ = Speed::Normal;
};
