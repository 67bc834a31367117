// Long relay sowings on the fast path (plain_relay.h says how and why it is exact).
#include "rules/plain_relay.h"

#include <array>
#include <numeric>

#include "baraza/rules.h"

namespace baraza::detail {
namespace {

constexpr int kMaxLoop = 24;                    // Kigogo's loop; Kete's is 16, Kingulu's 12
constexpr long kInterruptPoll = (1 << 16) - 1;  // laps between two questions to a SowingInterrupt

// One bit per hole of the loop, numbered along the sowing from where the fast path began.
using Holes = std::uint32_t;

// The state hash's weights: one fixed odd 64-bit number per hole (SplitMix64).
constexpr std::array<std::uint64_t, kMaxLoop> kWeights = [] {
  std::array<std::uint64_t, kMaxLoop> weights{};
  std::uint64_t x = 0x2545F4914F6CDD1DULL;
  for (std::uint64_t& w : weights) {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    w = (z ^ (z >> 31)) | 1;
  }
  return weights;
}();

// The state where some turn k of the first period's lap `lap` first stops the sowing.
struct Snapshot {  // left uninitialised: written before it is read
  std::array<std::uint8_t, kMaxLoop> pits;
  int cursor;
  long lap;
  std::uint64_t drops;
  int lastLapSeeds;
};

class PlainRelay {
 public:
  PlainRelay(RelayState& state, const LapStops& stops) : s_(state), length_(state.loop.length) {
    full_ = (Holes{1} << length_) - 1;
    for (int j = 0; j < length_; ++j) {
      const Square sq = s_.loop.at(s_.cursor + j * s_.step);
      const Holes bit = Holes{1} << j;
      square_[j] = sq;
      if ((stops.always >> sq) & 1) always_ |= bit;
      if ((stops.atCount >> sq) & 1) atCount_ |= bit;
      if ((stops.keepSeeds >> sq) & 1) keep_ |= bit;
      anchor_[j] = s_.pits[static_cast<std::size_t>(sq)];
      base_[j] = anchor_[j] + (j > 0 ? 1 : 0);  // hole j holds base + round - [j > cursor]
      if (anchor_[j] == 0) zeros_ |= bit;
    }
    count_ = stops.count;
    keepSize_ = holeCount(keep_);
    std::uint64_t after = 0;
    for (int c = length_ - 1; c >= 0; --c) {
      suffix_[c] = after;
      after += kWeights[c];
    }
    weightSum_ = after;
    for (int j = 0; j < length_; ++j) hash_ += kWeights[j] * static_cast<std::uint64_t>(base_[j]);
    for (int r = 0; r < length_; ++r) {
      std::uint64_t h = suffix_[r];
      for (int j = 0; j < length_; ++j) h += kWeights[j] * anchor_[static_cast<std::size_t>(wrap(j - r))];
      target_[r] = h;
    }
  }

  RelayEnd run() {
    if (keep_) return laps<true, true>();
    if (always_ | atCount_) return laps<true, false>();
    return laps<false, false>();
  }

 private:
  // The lap loop, with only the checks the stops need (Kigogo has none). It keeps its state in
  // locals, which the compiler keeps in registers (members could alias the stores into base_),
  // and brings the members up to date for the rare work outside it.
  template <bool kStops, bool kKeep>
  RelayEnd laps() {
    const int length = length_;
    const std::uint64_t weightSum = weightSum_;
    std::int64_t round = 0;
    std::uint64_t hash = hash_, drops = 0;
    Holes zeros = zeros_;
    long laps = s_.laps;
    int c = 0;
    long lap = 0;
    std::int64_t seeds = anchor_[0];
    int lastLapSeeds = 0;
    const auto sync = [&] {
      round_ = round;
      zeros_ = zeros;
      drops_ = drops;
      lastLapSeeds_ = lastLapSeeds;
      s_.laps = laps;
    };
    if constexpr (kStops) noteTurns(turnsAt(c, static_cast<int>(seeds), zeros), c, lap);
    for (;;) {
      // Lift the hole where the lap ended and sow its seeds on (C-4: a lap of L or more passes
      // every hole, the lifted one included).
      hash -= kWeights[c] * static_cast<std::uint64_t>(seeds);
      base_[c] = -round;
      lastLapSeeds = static_cast<int>(seeds);
      drops += static_cast<std::uint64_t>(seeds);
      std::int64_t advance = seeds;
      if (advance >= length) [[unlikely]] {
        const std::int64_t rounds = advance / length;
        round += rounds;
        hash += static_cast<std::uint64_t>(rounds) * weightSum;
        advance -= rounds * length;
        if constexpr (kKeep) zeros = 0;
      } else if constexpr (kKeep) {
        zeros = (zeros | Holes{1} << c) & ~sownInto(c, static_cast<int>(advance));
      }
      c += static_cast<int>(advance);
      const int wrapped = c >= length;  // without a branch: it goes either way
      c -= length & -wrapped;
      round += wrapped;
      hash += weightSum & (std::uint64_t{0} - static_cast<std::uint64_t>(wrapped));
      ++lap;
      if ((++laps & kInterruptPoll) == 0 && SowingInterrupt::requested()) return RelayEnd::Interrupted;

      // The lap's end.
      seeds = base_[c] + round;
      bool stop = seeds == 1;
      if constexpr (kStops) {
        const Holes bit = Holes{1} << c;
        stop |= (always_ & bit) || (seeds == count_ && (atCount_ & bit));
        if constexpr (kKeep) stop |= (zeros & keep_) == keep_;
      }
      if (stop) {
        sync();
        writeBack(c);
        return RelayEnd::Stopped;
      }
      if constexpr (kStops) {
        if (const Holes turns = turnsAt(c, static_cast<int>(seeds), zeros) & ~seenTurns_) [[unlikely]] {
          sync();
          noteTurns(turns, c, lap);
        }
      }
      if (hash == target_[c]) [[unlikely]] {
        sync();
        if (isAnchorTurned(c)) return cycleClosed(c);
      }
    }
  }

  int wrap(int j) const { return j < 0 ? j + length_ : j >= length_ ? j - length_ : j; }
  // Bit k set where bit (k + by) of `holes` is: the turns k that bring a hole of `holes` under
  // a cursor at `by`.
  Holes turned(Holes holes, int by) const { return ((holes >> by) | (holes << (length_ - by))) & full_; }
  // The holes after `from` that `seeds` (fewer than the loop's length) fall into.
  Holes sownInto(int from, int seeds) const {
    const std::uint64_t run = ((std::uint64_t{1} << seeds) - 1) << (from + 1);
    return static_cast<Holes>((run | (run >> length_)) & full_);
  }
  int seedsAt(int j, int c) const { return static_cast<int>(base_[j] + round_ - (j > c ? 1 : 0)); }

  static int holeCount(Holes holes) {  // a population count that needs no special instruction
    holes = holes - ((holes >> 1) & 0x55555555U);
    holes = (holes & 0x33333333U) + ((holes >> 2) & 0x33333333U);
    return static_cast<int>((((holes + (holes >> 4)) & 0x0F0F0F0FU) * 0x01010101U) >> 24);
  }

  // The turns k under which a lap end at `c`, the hole now holding `seeds`, with the holes
  // `zeros` empty, would stop the sowing.
  Holes turnsAt(int c, int seeds, Holes zeros) const {
    Holes turns = turned(always_, c) | (seeds == count_ ? turned(atCount_, c) : 0);
    if (keep_ && holeCount(zeros) >= keepSize_) turns |= keepEmptiedTurns(zeros);
    return turns;
  }

  [[gnu::noinline]] Holes keepEmptiedTurns(Holes zeros) const {
    Holes turns = 0;
    for (int k = 1; k < length_; ++k) {
      const Holes emptied = turned(keep_, k);
      if ((zeros & emptied) == emptied) turns |= Holes{1} << k;
    }
    return turns;
  }

  // Keeps the state of lap `lap` for the turns first seen to stop there (the turn 0 is the lap
  // end itself, which the game decides).
  [[gnu::noinline]] void noteTurns(Holes turns, int c, long lap) {
    turns &= ~seenTurns_;
    if (!turns) return;
    Snapshot& snapshot = snapshots_[static_cast<std::size_t>(snapshotCount_)];
    for (int j = 0; j < length_; ++j)
      snapshot.pits[static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(seedsAt(j, c));
    snapshot.cursor = c;
    snapshot.lap = lap;
    snapshot.drops = drops_;
    snapshot.lastLapSeeds = lastLapSeeds_;
    for (int k = 0; k < length_; ++k)
      if ((turns >> k) & 1) firstSnapshot_[static_cast<std::size_t>(k)] = snapshotCount_;
    ++snapshotCount_;
    seenTurns_ |= turns;
  }

  bool isAnchorTurned(int r) const {
    for (int j = 0; j < length_; ++j)
      if (seedsAt(j, r) != anchor_[static_cast<std::size_t>(wrap(j - r))]) return false;
    return true;
  }

  // The sowing is back where it began, turned by `r` holes.
  RelayEnd cycleClosed(int r) {
    if (r == 0) return RelayEnd::Endless;
    const int periods = length_ / std::gcd(r, length_);
    for (int m = 1; m < periods; ++m) {
      const int k = (m * r) % length_;
      if (!((seenTurns_ >> k) & 1)) continue;
      // Period m goes through the first one's lap ends turned by k: it stops at the first that
      // stops under k.
      const Snapshot& first = snapshots_[static_cast<std::size_t>(firstSnapshot_[static_cast<std::size_t>(k)])];
      for (int j = 0; j < length_; ++j)
        s_.pits[static_cast<std::size_t>(square_[j])] = first.pits[static_cast<std::size_t>(wrap(j - k))];
      const int c = wrap(first.cursor + k);
      s_.cursor = s_.loop.positionOf[static_cast<std::size_t>(square_[c])];
      s_.drops += static_cast<std::uint64_t>(m) * drops_ + first.drops;
      // The lap into the anchor's turn is the one that closed the period.
      s_.lastLapSeeds = first.lap == 0 ? lastLapSeeds_ : first.lastLapSeeds;
      return RelayEnd::Stopped;
    }
    return RelayEnd::Endless;
  }

  void writeBack(int c) {
    for (int j = 0; j < length_; ++j)
      s_.pits[static_cast<std::size_t>(square_[j])] = static_cast<std::uint8_t>(seedsAt(j, c));
    s_.cursor = s_.loop.positionOf[static_cast<std::size_t>(square_[c])];
    s_.drops += drops_;
    s_.lastLapSeeds = lastLapSeeds_;
  }

  RelayState& s_;
  int length_;
  Holes full_ = 0;
  std::array<Square, kMaxLoop> square_{};
  std::array<std::uint8_t, kMaxLoop> anchor_{};
  std::array<std::int64_t, kMaxLoop> base_{};
  std::int64_t round_ = 0;
  Holes always_ = 0, atCount_ = 0, keep_ = 0;
  int count_ = 0;
  int keepSize_ = 0;
  Holes zeros_ = 0;  // the empty holes (kept where a set of holes must not all be empty)
  // The state's hash, the sum of weight * seeds over the holes, is hash_ - suffix_[cursor]:
  // hash_ is the sum of weight * (base + round).
  std::uint64_t hash_ = 0;
  std::uint64_t weightSum_ = 0;
  std::array<std::uint64_t, kMaxLoop> suffix_{};  // the weights of the holes after each
  std::array<std::uint64_t, kMaxLoop> target_{};  // hash_ when the state is the anchor turned by r
  std::uint64_t drops_ = 0;
  int lastLapSeeds_ = 0;
  Holes seenTurns_ = 1;  // the turn 0 is never noted
  std::array<Snapshot, kMaxLoop> snapshots_;
  int snapshotCount_ = 0;
  std::array<int, kMaxLoop> firstSnapshot_{};
};

}  // namespace

RelayEnd relayPlainLaps(RelayState& state, const LapStops& stops) { return PlainRelay(state, stops).run(); }

}  // namespace baraza::detail
