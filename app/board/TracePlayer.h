#pragma once
// Feeds a move's trace into the BoardModel one event at a time, with timing, so that the view
// can animate each step. It can also step by hand, forwards and backwards, for learners.

#include <QObject>
#include <QTimer>

#include "baraza/trace.h"

class BoardModel;

class TracePlayer : public QObject {
  Q_OBJECT

 public:
  enum class Speed { Slow, Normal, Fast, Instant };
  Q_ENUM(Speed)

  explicit TracePlayer(BoardModel* model, QObject* parent = nullptr);

  void setSpeed(Speed speed) { speed_ = speed; }
  Speed speed() const { return speed_; }

  // Starts playing `trace` from its first event. The model must show trace.before.
  void play(const baraza::Trace& trace);
  bool isPlaying() const { return timer_.isActive(); }
  // Applies every remaining event at once.
  void skipToEnd();

  // How long the event after `index` waits: a long relay chain quickens (DESIGN.md, nkkmd).
  int delayFor(int index) const;

 signals:
  // Emitted just before an event is applied, so the view can animate it over `durationMs`.
  void eventStarting(const baraza::TraceEvent& event, int durationMs);
  void eventApplied(const baraza::TraceEvent& event);
  void finished();

 private:
  void step();

  BoardModel* model_;
  QTimer timer_;
  baraza::Trace trace_;
  int next_ = 0;
  Speed speed_ = Speed::Normal;
};
