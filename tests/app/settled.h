#pragma once
// Checking that nothing happens without waiting a fixed time: wait for the work that would have
// made it happen (the rules worker's jobs, the search), then let everything already on its way
// to the GUI thread arrive, and only then look.

#include <QCoreApplication>
#include <QTest>
#include <chrono>

#include "session/RulesWorker.h"

// Every event already queued to the GUI thread handled, and every timer already due fired.
inline void deliverQueuedEvents() {
  QCoreApplication::sendPostedEvents();
  QCoreApplication::processEvents(QEventLoop::AllEvents);
}

// Once every job given to `worker` before has run and its answer has been delivered (the worker
// runs its jobs in turn and answers in the same order), and what those answers posted has come.
[[nodiscard]] inline bool rulesWorkerDrained(RulesWorker* worker, int timeoutMs = 30000) {
  QObject context;
  bool done = false;
  worker->run(
      &context, [] { return true; }, [&done](bool) { done = true; }, std::chrono::milliseconds(0));
  if (!QTest::qWaitFor([&done] { return done; }, timeoutMs)) return false;
  deliverQueuedEvents();
  return true;
}
