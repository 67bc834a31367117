#pragma once
// Work whose cost depends on the position runs off the GUI thread: working out legal moves can
// take seconds (an endless-move verdict, C-5), and the window must never freeze on it.
// The usual case takes microseconds, so the caller waits a short, fixed time for it and goes on
// at once; only slow work comes back later, through the event loop.

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <chrono>
#include <future>
#include <memory>
#include <thread>
#include <type_traits>

namespace Background {

inline constexpr std::chrono::milliseconds kPatience{40};

// Runs `work` (which must own everything it uses) on a thread of its own, and `done` with its
// result on `context`'s thread: before run() returns when the work takes less than `patience`,
// else later, and never once `context` is gone. Returns whether `done` has run already.
template <class Work, class Done>
bool run(QObject* context, Work work, Done done, std::chrono::milliseconds patience = kPatience) {
  using Result = std::invoke_result_t<Work&>;
  std::promise<Result> promise;
  auto future = std::make_shared<std::future<Result>>(promise.get_future());
  // Detached: a window closed meanwhile must not wait for it (a promise's future never blocks).
  std::thread([promise = std::move(promise), work = std::move(work)]() mutable { promise.set_value(work()); }).detach();
  if (future->wait_for(patience) == std::future_status::ready) {
    done(future->get());
    return true;
  }
  auto* poll = new QTimer(context);
  QObject::connect(poll, &QTimer::timeout, context, [poll, future, done = std::move(done)]() mutable {
    if (future->wait_for(std::chrono::seconds(0)) != std::future_status::ready) return;
    poll->stop();
    poll->deleteLater();
    done(future->get());
  });
  poll->start(20);
  return false;
}

}  // namespace Background
