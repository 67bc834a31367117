#include "ComputerPlayer.h"

#include <QPointer>

struct ComputerPlayer::Request {
  std::atomic<bool> stop{false};
};

ComputerPlayer::ComputerPlayer(QObject* parent) : QObject(parent), worker_(new QObject) {
  thread_.setObjectName("search");
  worker_->moveToThread(&thread_);
  connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
  thread_.start(QThread::LowPriority);
}

ComputerPlayer::~ComputerPlayer() {
  cancel();  // the search sees the stop within milliseconds
  thread_.quit();
  thread_.wait();
}

void ComputerPlayer::think(const baraza::Game& game, baraza::Level level, Purpose purpose, int movetimeMs) {
  cancel();
  auto request = std::make_shared<Request>();
  current_ = request;
  purpose_ = purpose;
  ++searches_;
  emit thinkingChanged(true);
  QPointer<ComputerPlayer> self(this);
  const quint64 seed = seed_++;
  QMetaObject::invokeMethod(worker_, [self, request, game, level, movetimeMs, seed, purpose] {
    if (request->stop) return;  // cancelled while queued
    const auto move = baraza::chooseMove(game, level, seed, movetimeMs, &request->stop);
    if (request->stop || !move) return;
    // Back on the GUI thread; the request may have been cancelled meanwhile.
    QMetaObject::invokeMethod(
        self.data(),
        [self, request, move, purpose] {
          if (!self || request->stop || self->current_ != request) return;
          self->current_.reset();
          emit self->thinkingChanged(false);
          emit self->moveChosen(purpose, *move);
        },
        Qt::QueuedConnection);
  });
}

void ComputerPlayer::cancel() {
  if (!current_) return;
  current_->stop = true;
  current_.reset();
  emit thinkingChanged(false);
}
