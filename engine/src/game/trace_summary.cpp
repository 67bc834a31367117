// Readings of a trace: where its first lap ends, what the move did, the order it is told in.
#include <algorithm>
#include <numeric>

#include "baraza/move_summary.h"
#include "baraza/trace.h"

namespace baraza {

Square firstLapEnd(const Trace& trace) {
  Square last = kNoSquare;
  for (const TraceEvent& e : trace.events) {
    if (e.kind == EventKind::Sow) {
      last = e.square;
    } else if (last != kNoSquare && e.kind != EventKind::Store) {  // a seed into a mtoto goes on
      break;
    }
  }
  return last;
}

MoveSummary summarize(const Trace& trace) {
  MoveSummary summary;
  summary.mover = trace.before.toMove;
  summary.firstLapEnd = firstLapEnd(trace);
  const auto side = [](Side s) { return static_cast<std::size_t>(indexOf(s)); };
  for (const TraceEvent& e : trace.events) {
    switch (e.kind) {
      case EventKind::Place:  // a nemo move's seed from the reserve: the move starts there
        if (summary.start == kNoSquare) summary.start = e.square;
        break;
      case EventKind::Lift:
        if (summary.start == kNoSquare) summary.start = e.square;
        summary.laps.push_back({.from = e.square, .kind = e.lap, .captured = false, .sown = {}});
        summary.safari |= e.lap == Lap::Safari;
        break;
      case EventKind::Sow:
        if (!summary.laps.empty()) summary.laps.back().sown.push_back(e.square);
        summary.lastSown = e.square;
        break;
      case EventKind::Capture:
        summary.takenFrom[side(e.owner)] += e.count;
        if (e.destination == CaptureDestination::Store) summary.storedFor[side(summary.mover)] += e.count;
        if (e.owner != summary.mover && std::find(summary.capturedHoles.begin(), summary.capturedHoles.end(),
                                                  e.square) == summary.capturedHoles.end())
          summary.capturedHoles.push_back(e.square);
        // Kete L-5: the captured seeds are sown again, from a kichwa.
        if (e.destination == CaptureDestination::Hand)
          summary.laps.push_back({.from = e.square, .kind = Lap::Relay, .captured = true, .sown = {}});
        break;
      case EventKind::Store:
        ++summary.storedFor[side(e.owner)];
        ++summary.sownIntoStore[side(e.owner)];
        break;
      case EventKind::Mtoto:
        summary.mtoto = e.square;
        break;
      case EventKind::MarkSet:
        summary.markSet = e.square;
        break;
      case EventKind::End:
        summary.reachedEnd = true;
        summary.ending = e.reason;
        summary.endsInOwnKuu = e.reason == EndReason::Kuu;
        break;
      case EventKind::Result:
        summary.endsGame = true;
        summary.draw = e.draw;
        summary.winner = e.owner;
        summary.resultReason = e.result;
        summary.resultRule = e.rule;
        break;
      case EventKind::MoveSeed:
      case EventKind::KuuGone:
      case EventKind::MarkLapsed:
      case EventKind::Stage:
      case EventKind::Turn:
      case EventKind::NyumbaDormant:
      case EventKind::NyumbaFunctional:
      case EventKind::MarkBinds:
        break;
    }
  }
  return summary;
}

std::vector<std::size_t> tellingOrder(const Trace& trace) {
  std::vector<std::size_t> order(trace.events.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  const auto kindOf = [&](std::size_t i) { return trace.events[i].kind; };
  const auto aftermath = [&](std::size_t i) {
    const EventKind kind = kindOf(i);
    return kind == EventKind::MarkSet || kind == EventKind::MarkLapsed || kind == EventKind::Turn ||
           kind == EventKind::Result;
  };
  if (order.empty() || kindOf(order.back()) != EventKind::End) return order;
  auto first = order.end() - 1;
  while (first != order.begin() && aftermath(*(first - 1))) --first;
  std::rotate(first, order.end() - 1, order.end());  // the end before its aftermath
  const auto turn = std::find_if(first, order.end(), [&](std::size_t i) { return kindOf(i) == EventKind::Turn; });
  if (turn != order.end()) std::rotate(turn, turn + 1, order.end());
  return order;
}

}  // namespace baraza
