#include "GameClock.h"

#include <QElapsedTimer>
#include <memory>

using namespace baraza;

namespace {
// How often a running clock is looked at: tenths show under ten seconds left.
constexpr int kTickMs = 100;

std::size_t index(Side side) { return std::size_t(indexOf(side)); }
}  // namespace

GameClock::GameClock(QObject* parent) : QObject(parent) {
  auto monotonic = std::make_shared<QElapsedTimer>();
  monotonic->start();
  now_ = [monotonic] { return monotonic->elapsed(); };
  tick_.setInterval(kTickMs);
  connect(&tick_, &QTimer::timeout, this, &GameClock::check);
}

void GameClock::setTimeSource(TimeSource now) {
  stop();
  now_ = std::move(now);
}

void GameClock::reset(const TimeControl& control, std::optional<std::array<qint64, 2>> leftMs) {
  stop();
  control_ = control;
  const qint64 base = qint64(control.baseSeconds) * 1000;
  left_ = leftMs.value_or(std::array<qint64, 2>{base, base});
  emit changed();
}

qint64 GameClock::leftMs(Side side) const {
  const qint64 left = left_[index(side)];
  return running_ == side ? left - (now_() - since_) : left;
}

void GameClock::run(std::optional<Side> side) {
  if (!control_.on()) side.reset();
  if (side == running_) return;
  stop();
  if (!side || left_[index(*side)] <= 0) return;
  running_ = side;
  since_ = now_();
  tick_.start();
  emit changed();
}

void GameClock::moved(Side side) {
  if (!control_.on()) return;
  if (running_ == side) stop();
  left_[index(side)] += qint64(control_.incrementSeconds) * 1000;
  emit changed();
}

void GameClock::stop() {
  if (!running_) return;
  const Side side = *running_;
  left_[index(side)] = std::max<qint64>(leftMs(side), 0);
  running_.reset();
  tick_.stop();
  emit changed();
}

void GameClock::check() {
  if (!running_) return;
  const Side side = *running_;
  if (leftMs(side) > 0) return emit changed();
  stop();
  emit timeUp(side);
}
