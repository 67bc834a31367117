#pragma once
// Work whose cost depends on the position runs off the GUI thread (DESIGN.md "Nothing frozen"):
// working out a new position's legal moves can take seconds (an endless-move verdict, C-5), and
// so can replaying a record. One thread lives as long as the window's session and does all of
// it, in turn, so that what the rules remember per thread (the slow endless moves met, see
// Rules::playCandidate) is not lost with each job. The usual job takes microseconds: the caller
// waits a short, fixed time for it and goes on at once; only slow work comes back later,
// through the event loop. The search has a worker of its own (SearchWorker).

#include <QObject>
#include <QPointer>
#include <QThread>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <type_traits>

class RulesWorker : public QObject {
  Q_OBJECT

 public:
  static constexpr std::chrono::milliseconds kPatience{40};

  explicit RulesWorker(QObject* parent = nullptr);
  // Waits for the job under way (none outlives the session: its results would reach nobody).
  ~RulesWorker() override;

  // Runs `work` (which must own everything it uses) on the worker's thread, and `done` with its
  // result on the GUI thread: before run() returns when the work takes less than `patience`,
  // else later, and never once `context` is gone. Returns whether `done` has run already.
  template <class Work, class Done>
  bool run(QObject* context, Work work, Done done, std::chrono::milliseconds patience = kPatience);

  const QThread* thread() const { return &thread_; }
  // How many jobs the worker's thread has run (one thread for all of them).
  int jobsRun() const { return jobs_; }

 private:
  template <class Result>
  struct Handover {
    std::mutex mutex;
    std::condition_variable ready;
    std::optional<Result> result;
    bool delivered = false;  // touched on the GUI thread only
  };

  QThread thread_;
  QObject* worker_;  // lives in thread_: jobs are queued to it
  QObject relay_;    // lives in the GUI thread: results come back through it
  int jobs_ = 0;
};

template <class Work, class Done>
bool RulesWorker::run(QObject* context, Work work, Done done, std::chrono::milliseconds patience) {
  using Result = std::invoke_result_t<Work&>;
  auto handover = std::make_shared<Handover<Result>>();
  auto deliver = [handover, guard = QPointer<QObject>(context), done = std::move(done)]() mutable {
    if (handover->delivered || !guard) return;
    std::optional<Result> result;
    {
      const std::lock_guard lock(handover->mutex);
      result.swap(handover->result);
    }
    if (!result) return;
    handover->delivered = true;
    done(std::move(*result));
  };
  ++jobs_;
  QMetaObject::invokeMethod(worker_, [this, handover, work = std::move(work), deliver]() mutable {
    Result result = work();
    {
      const std::lock_guard lock(handover->mutex);
      handover->result.emplace(std::move(result));
    }
    handover->ready.notify_all();
    // Back on the GUI thread, unless run() has taken it already; `relay_` outlives this thread.
    QMetaObject::invokeMethod(&relay_, deliver, Qt::QueuedConnection);
  });
  {
    std::unique_lock lock(handover->mutex);
    if (!handover->ready.wait_for(lock, patience, [&] { return handover->result.has_value(); })) return false;
  }
  deliver();
  return handover->delivered;
}
