#include "TracePlayer.h"

#include <algorithm>

using namespace baraza;

TracePlayer::TracePlayer(QObject* parent) : QObject(parent) {
  timer_.setSingleShot(true);
  connect(&timer_, &QTimer::timeout, this, &TracePlayer::step);
}

int TracePlayer::delayFor(int index) const {
  int base = 0;
  switch (speed_) {
    case Speed::Slow:
      base = 700;
      break;
    case Speed::Normal:
      base = 320;
      break;
    case Speed::Fast:
      base = 120;
      break;
    case Speed::Instant:
      return 0;
  }
  // After the first dozen events each one is a little quicker, down to a third of the pace.
  const double factor = std::max(0.33, 1.0 - std::max(0, index - 12) * 0.02);
  return static_cast<int>(base * factor);
}

void TracePlayer::play(const Trace& trace, std::size_t from) {
  trace_ = trace;
  next_ = from;
  announce();
}

void TracePlayer::announce() {
  if (next_ >= trace_.events.size()) {
    emit finished();
    return;
  }
  const TraceEvent& event = trace_.events[next_];
  // Nothing flies for an event that moves no seed (the turn passing, a mark, the end): a short beat.
  const int delay = movesNoSeed(event.kind) ? delayFor(int(next_)) / 3 : delayFor(int(next_));
  emit eventStarting(event, delay);
  timer_.start(delay);
}

void TracePlayer::step() {
  if (next_ >= trace_.events.size()) return;
  const TraceEvent event = trace_.events[next_++];
  emit eventDue();
  emit eventApplied(event);
  announce();
}

void TracePlayer::stop() {
  timer_.stop();
  next_ = trace_.events.size();
}
