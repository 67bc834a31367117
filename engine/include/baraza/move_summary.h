#pragma once
// What a move did, read once from its trace: the one reading that the hint's reason, a lesson's
// explanation of a try, the rules' diagrams and the narration share, so that no two of them
// count a move differently (a Kingulu capture takes the opposite hole's seeds; the capturing seed
// that joins them in the store is the mover's own, G-4.2).

#include <array>
#include <vector>

#include "baraza/trace.h"

namespace baraza {

struct MoveSummary {
  Side mover = Side::South;

  // The hole the move starts from: the first lifted, or where a nemo move places its seed (L-7).
  Square start = kNoSquare;
  // A lap: the hole its seeds come from (lifted, or captured into the hand to be sown again from
  // a kichwa, Kete L-5) and the holes it sows, in order. A Kimasai step is a lap of one hole.
  struct LapPath {
    Square from = kNoSquare;
    Lap kind = Lap::First;
    bool captured = false;  // its seeds are the captured ones (Kete L-5)
    std::vector<Square> sown;
  };
  std::vector<LapPath> laps;
  bool safari = false;  // a lap out of the mover's kuu (Kete L-6.3)

  // Seeds captured out of each side's holes, by side (indexOf): the opponent's are what the move
  // took; the mover's own can only be Kingulu's capturing seed (G-4.2).
  std::array<int, 2> takenFrom{};
  // The opponent's holes captured, in order, each once.
  std::vector<Square> capturedHoles;
  // Seeds that went into each side's store: a capture's (Kingulu G-4.2), the capturing seed's,
  // and seeds sown into a mtoto (G-4.1).
  std::array<int, 2> storedFor{};
  // Of those, the seeds sown into a mtoto that went on to its owner's store.
  std::array<int, 2> sownIntoStore{};

  Square firstLapEnd = kNoSquare;  // where the first lap's last seed fell (baraza::firstLapEnd)
  Square lastSown = kNoSquare;     // where the move's last seed fell (a Kimasai stone: its step)
  Square mtoto = kNoSquare;        // the hole that became the mover's mtoto (Kingulu G-6)
  Square markSet = kNoSquare;      // the hole the hizi zetu mark was set on (Kete L-11)
  bool endsInOwnKuu = false;       // the last lap ended in the mover's kuu (Kete L-6)
  bool reachedEnd = false;         // the trace has its End event (a traced legal move always has)
  EndReason ending = EndReason::Empty;

  // The game's end, when the move ended it (the Result event).
  bool endsGame = false;
  bool draw = false;
  Side winner = Side::South;
  ResultReason resultReason = ResultReason::None;
  RuleId resultRule = RuleId::None;

  // The seeds the move took from the opponent.
  int captured() const { return takenFrom[static_cast<std::size_t>(indexOf(other(mover)))]; }
  bool wins() const { return endsGame && !draw && winner == mover; }
};

MoveSummary summarize(const Trace& trace);

}  // namespace baraza
