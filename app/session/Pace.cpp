#include "Pace.h"

#include <algorithm>

using namespace baraza;

int Pace::delayFor(int index) const {
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

int Pace::moveBudgetMs() const {
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
// A seed's flight shorter than this cannot be followed.
constexpr int kShortestFlightMs = 12;
int beatOf(const TraceEvent& event, int delay) { return movesNoSeed(event.kind) ? delay / 3 : delay; }
}  // namespace

// The whole move at its natural pace; a longer one is played faster, evenly.
std::vector<int> Pace::delays(const Trace& trace, std::size_t from, std::size_t end) const {
  end = std::min(end, trace.events.size());
  std::vector<int> beats;
  double natural = 0;
  for (std::size_t i = from; i < end; ++i) {
    beats.push_back(beatOf(trace.events[i], delayFor(int(i))));
    natural += beats.back();
  }
  if (natural <= moveBudgetMs() || natural <= 0) return beats;
  const double scale = moveBudgetMs() / natural;
  for (int& beat : beats) beat = std::max(std::min(beat, kShortestFlightMs), int(beat * scale));
  return beats;
}
