#pragma once
// The one search worker of a window, shared by the computer opponent and Hint: a thread that
// lives as long as the window, so the search's table (kept per thread by the engine) carries
// over from one move to the next. A request replaces the one before; a cancelled request's
// answer is dropped.

#include <QObject>
#include <QThread>
#include <atomic>
#include <memory>

#include "baraza/search.h"

class ComputerPlayer : public QObject {
  Q_OBJECT

 public:
  // Who asked: the computer's own move, or a hint for the player.
  enum class Purpose { Move, Hint };

  explicit ComputerPlayer(QObject* parent = nullptr);
  ~ComputerPlayer() override;

  void think(const baraza::Game& game, baraza::Level level, Purpose purpose, int movetimeMs = 0);
  void cancel();
  bool isThinking() const { return current_ != nullptr; }
  bool isThinking(Purpose purpose) const { return current_ && purpose_ == purpose; }
  // How many searches this worker's thread has run (one thread for all of them).
  int searchesRun() const { return searches_; }
  const QThread* workerThread() const { return &thread_; }

 signals:
  void moveChosen(ComputerPlayer::Purpose purpose, const baraza::Move& move);
  void thinkingChanged(bool thinking);

 private:
  struct Request;
  QThread thread_;
  QObject* worker_;  // lives in thread_: requests are queued to it
  std::shared_ptr<Request> current_;
  Purpose purpose_ = Purpose::Move;
  quint64 seed_ = 1;
  int searches_ = 0;
};
