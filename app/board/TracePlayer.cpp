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

int TracePlayer::moveBudgetMs() const {
  switch (speed_) {
    case Speed::Slow:
      return 10000;
    case Speed::Normal:
      return 5000;
    case Speed::Fast:
      return 2000;
    case Speed::Instant:
      break;
  }
  return 0;
}

namespace {
// A seed's flight shorter than this cannot be followed; seedless events get a third of a beat.
constexpr int kShortestFlightMs = 12;
int beatOf(const TraceEvent& event, int delay) { return movesNoSeed(event.kind) ? delay / 3 : delay; }
}  // namespace

// Nothing flies for an event that moves no seed (the turn passing, a mark, the end): a short beat.
int TracePlayer::delayAt(std::size_t index) const {
  const int beat = beatOf(trace_.events[index], delayFor(int(index)));
  return scale_ < 1.0 ? std::max(std::min(beat, kShortestFlightMs), int(beat * scale_)) : beat;
}

int TracePlayer::plannedMs() const {
  int total = 0;
  for (std::size_t i = next_; i < end_; ++i) total += delayAt(i);
  return total;
}

void TracePlayer::play(const Trace& trace, std::size_t from, std::size_t end) {
  trace_ = trace;
  next_ = from;
  end_ = std::min(end, trace_.events.size());
  // The whole move at its natural pace; a longer one is played faster, evenly.
  double natural = 0;
  for (std::size_t i = from; i < end_; ++i) natural += beatOf(trace_.events[i], delayFor(int(i)));
  scale_ = natural > moveBudgetMs() && natural > 0 ? moveBudgetMs() / natural : 1.0;
  announce();
}

void TracePlayer::announce() {
  if (next_ >= end_) {
    emit finished();
    return;
  }
  const int delay = delayAt(next_);
  emit eventStarting(trace_.events[next_], delay);
  timer_.start(delay);
}

void TracePlayer::step() {
  if (next_ >= end_) return;
  const TraceEvent event = trace_.events[next_++];
  emit eventDue();
  emit eventApplied(event);
  announce();
}

void TracePlayer::stop() {
  timer_.stop();
  next_ = end_;
}
