#pragma once
// The computer's thinking, off the GUI thread: the engine's search runs on a worker thread and
// its answer comes back as a queued signal. A cancelled request's answer is dropped.

#include <QObject>
#include <atomic>
#include <memory>

#include "baraza/search.h"

class ComputerPlayer : public QObject {
  Q_OBJECT

 public:
  explicit ComputerPlayer(QObject* parent = nullptr);
  ~ComputerPlayer() override;

  void think(const baraza::Game& game, baraza::Level level, int movetimeMs = 0);
  void cancel();
  bool isThinking() const { return thinking_; }

 signals:
  void moveChosen(const baraza::Move& move);
  void thinkingChanged(bool thinking);

 private:
  struct Request;
  std::shared_ptr<Request> current_;
  bool thinking_ = false;
  quint64 seed_ = 1;
};
