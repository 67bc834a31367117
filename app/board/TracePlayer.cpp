#include "TracePlayer.h"

#include <algorithm>

#include "BoardModel.h"

using namespace baraza;

TracePlayer::TracePlayer(BoardModel* model, QObject* parent) : QObject(parent), model_(model) {
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

void TracePlayer::play(const Trace& trace) {
  trace_ = trace;
  next_ = 0;
  model_->clearLastMove();
  if (speed_ == Speed::Instant) {
    skipToEnd();
    return;
  }
  const int delay = delayFor(0);
  if (!trace_.events.empty()) emit eventStarting(trace_.events.front(), delay);
  timer_.start(delay);
}

void TracePlayer::step() {
  if (next_ >= static_cast<int>(trace_.events.size())) return;
  const TraceEvent event = trace_.events[static_cast<std::size_t>(next_++)];
  model_->applyEvent(event, trace_.before.toMove);
  emit eventApplied(event);
  if (next_ >= static_cast<int>(trace_.events.size())) {
    emit finished();
    return;
  }
  const int delay = delayFor(next_);
  emit eventStarting(trace_.events[static_cast<std::size_t>(next_)], delay);
  timer_.start(delay);
}

void TracePlayer::skipToEnd() {
  timer_.stop();
  const bool hadEvents = next_ < static_cast<int>(trace_.events.size());
  while (next_ < static_cast<int>(trace_.events.size())) {
    const TraceEvent event = trace_.events[static_cast<std::size_t>(next_++)];
    model_->applyEvent(event, trace_.before.toMove);
    emit eventApplied(event);
  }
  if (hadEvents) emit finished();
}
