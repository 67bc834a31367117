#pragma once
// Long relay sowings on the fast path: plain relay laps run on a compact form of the loop, and an
// endless one is told exactly by its cycle taken up to rotation (C-4, C-5). Internal to the
// engine; the games reach it through EndlessGuard::relay (sowing.h).
//
// Plain relay: a lap ended in an occupied hole that is nothing special, so its seeds are lifted
// and sown on in the same direction. While only plain relay happens, nothing depends on where on
// the loop the sowing is, and the sowing has an inverse (C-5: a state has at most one
// predecessor). Two facts follow.
//
// 1. Cost per lap, not per seed. Number the seeds dropped since the fast path began, T, and put
//    T = round * L + c for a loop of L holes with the cursor at c (holes numbered along the sowing
//    from the hole where it began). Between two lifts a hole only gains a seed each time the
//    cursor passes, so hole j holds b[j] + round - [j > c], where b[j] changes only when j is
//    lifted. A lap reads one b, writes one b and moves the cursor by the seeds lifted: a few
//    instructions, however many seeds it sows.
//
// 2. The cycle up to rotation. Let A be the state where the fast path began and F the lap map. If
//    F^t(A) is A turned by r holes (ρ^r A), then as long as every lap end met is plain,
//    F^(m*t + i)(A) = ρ^(m*r)(F^i(A)): the sowing goes round the same laps turned by r each time,
//    and after L / gcd(r, L) such periods it is back at A exactly, having met no empty hole
//    (an empty hole is found in a turned state exactly when in the state itself). What can spoil
//    it is a lap end that is plain at its own place but would not be at a turned place: a kuu, a
//    marked or capturing hole, a Kingulu hole of three, an emptied front row. So every lap of the
//    first period also notes which turns k would make it special, and the first time each k
//    does; if none of the turns m*r is special the move is endless after one period instead of
//    L / gcd(r, L), and if one is, the state where the sowing first stops is that turned one,
//    known without walking to it. With r = 0 it is the plain cycle of C-5.
//
// A cycle can be long (a Bao la Kete sowing of 2.5 * 10^9 seeds, 5.2 * 10^8 laps, comes back
// turned by 5 of 16 holes after 3.3 * 10^7 laps): the state is compared with the rotations of A
// through a hash kept up to date lap by lap, and only a matching hash is compared seed by seed.

#include <cstdint>

#include "baraza/board.h"

namespace baraza::detail {

// The squares where a lap end is not a plain relay, besides a hole that was empty before the
// drop (which ends every game's move): the fast path stops there and the game decides.
struct LapStops {
  std::uint64_t always = 0;     // any lap ending here: a kuu, a marked hole, a capturing hole
  std::uint64_t atCount = 0;    // a lap ending here with the hole now holding `count` seeds
  int count = 0;                // (Kingulu G-4.4: an opponent's hole that held exactly three)
  std::uint64_t keepSeeds = 0;  // at every lap end one of these must hold seeds (Kete L-12)
};

enum class RelayEnd : std::uint8_t {
  Stopped,      // a lap ended where the game decides: the sowing state is there
  Endless,      // C-5: the sowing never ends (the state is left undefined)
  Interrupted,  // a SowingInterrupt asked to stop: no verdict
};

// A sowing in progress, at the end of a lap that the game has decided to relay.
struct RelayState {
  std::array<std::uint8_t, kMaxPits>& pits;
  const Loop& loop;
  int cursor;               // loop position of the hole where the lap ended
  int step;                 // +1 counterclockwise, -1 clockwise
  std::uint64_t drops = 0;  // seeds dropped, added to
  int lastLapSeeds = 0;     // the seeds the last lap sowed
  long laps = 0;            // laps so far in the move, for polling the interrupt
};

// Relays from the lap end in `state` (lifting it whatever it is) until a lap ends in an empty
// hole or at a stop, or the sowing is endless.
RelayEnd relayPlainLaps(RelayState& state, const LapStops& stops);

}  // namespace baraza::detail
