#include "ComputerPlayer.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>

struct ComputerPlayer::Request {
  std::atomic<bool> stop{false};
};

ComputerPlayer::ComputerPlayer(QObject* parent) : QObject(parent) {}

ComputerPlayer::~ComputerPlayer() { cancel(); }

void ComputerPlayer::think(const baraza::Game& game, baraza::Level level, int movetimeMs) {
  cancel();
  auto request = std::make_shared<Request>();
  current_ = request;
  thinking_ = true;
  emit thinkingChanged(true);
  QPointer<ComputerPlayer> self(this);
  const quint64 seed = seed_++;
  QThread* worker = QThread::create([self, request, game, level, movetimeMs, seed] {
    const auto move = baraza::chooseMove(game, level, seed, movetimeMs, &request->stop);
    if (request->stop || !move) return;
    // Back on the GUI thread; the request may have been cancelled meanwhile.
    QMetaObject::invokeMethod(
        qApp,
        [self, request, move] {
          if (!self || request->stop || self->current_ != request) return;
          self->current_.reset();
          self->thinking_ = false;
          emit self->thinkingChanged(false);
          emit self->moveChosen(*move);
        },
        Qt::QueuedConnection);
  });
  connect(worker, &QThread::finished, worker, &QObject::deleteLater);
  worker->start(QThread::LowPriority);
}

void ComputerPlayer::cancel() {
  if (current_) current_->stop = true;
  current_.reset();
  if (thinking_) {
    thinking_ = false;
    emit thinkingChanged(false);
  }
}
