// Bao la Kiswahili evaluation (issue #28): a weighted sum of what a position offers each side,
// every weight tapered from namua (both hands full) to mtaji (both empty). The weights come from
// a logistic regression of self-play results on these features (tools/kiswahili-fit/README.md).
#include "search/kiswahili_evaluation.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "rules/bao_family.h"

namespace baraza {
namespace {

using namespace detail::bao;

// A weight that changes as the hands empty: `mtaji` once they are, `namua` at the start.
struct Tapered {
  int mtaji;
  int namua;
  int times44(int hands) const { return mtaji * KiswahiliFeatures::kHandSeeds + (namua - mtaji) * hands; }
};

// In hundredths of a seed, for the side to move [0] and the opponent [1].
constexpr Tapered kMaterial{150, 50};
constexpr std::array<Tapered, 2> kFront{{{-80, -60}, {94, 68}}};
constexpr std::array<Tapered, 2> kCaptures{{{172, -154}, {-97, 210}}};
constexpr std::array<Tapered, 2> kBestCapture{{{51, -5}, {-15, -1}}};
constexpr std::array<Tapered, 2> kWorking{{{-57, 311}, {47, -349}}};
constexpr std::array<Tapered, 2> kEmptyFront{{{-64, 1}, {88, 97}}};
constexpr std::array<Tapered, 2> kBigHoles{{{-72, 9}, {106, -32}}};

// A row's eight holes as the bytes of one word (C-1: rows are eight contiguous squares).
std::uint64_t rowWord(const Position& p, int row) {
  std::uint64_t word;
  std::memcpy(&word, p.pits.data() + row * kColumns, sizeof word);
  return word;
}

// Byte-parallel counts, exact while a hole holds at most 127 seeds and a row at most 255 (there
// are 64 seeds in all): the seeds of a row; the high bit of each hole holding one seed or more, or
// two or more (adding 0x7F or 0x7E carries into a byte's high bit exactly then, and never beyond).
constexpr std::uint64_t kBytes = 0x0101010101010101ULL;
int seedsOf(std::uint64_t row) { return static_cast<int>((row * kBytes) >> 56); }
std::uint64_t occupied(std::uint64_t row) { return (row + 0x7F * kBytes) & (0x80 * kBytes); }
std::uint64_t pairs(std::uint64_t row) { return (row + 0x7E * kBytes) & (0x80 * kBytes); }
// The holes a mask of high bits marks (a multiply: the portable build has no popcount instruction).
int marked(std::uint64_t highBits) { return static_cast<int>(((highBits >> 7) * kBytes) >> 56); }

// Z-7 in namua, Z-9 in mtaji: how many capture moves `side` has, were it his turn, and the most
// seeds one of them takes with its first capture. The front rows run a..h both, so a column's
// two holes are the same byte of each.
std::pair<int, int> captureMoves(const Position& p, Side side, std::uint64_t ownFront, std::uint64_t otherFront) {
  int count = 0, best = 0;
  if (inNemo(p, side)) {
    for (std::uint64_t both = occupied(ownFront) & occupied(otherFront); both; both &= both - 1) {
      ++count;
      best = std::max(best, static_cast<int>((otherFront >> (std::countr_zero(both) - 7)) & 0xFF));
    }
  } else {
    forEachMtajiCapture(p, side, [&](Square, Direction, Square taken) {
      ++count;
      best = std::max(best, p.seeds(taken));
    });
  }
  return {count, best};
}

}  // namespace

KiswahiliFeatures kiswahiliFeatures(const Position& p) {
  KiswahiliFeatures f;
  f.hands = p.reserve[0] + p.reserve[1];
  const std::array<Side, 2> sides{p.toMove, other(p.toMove)};
  std::array<std::uint64_t, 2> front{}, back{};
  for (int i = 0; i < 2; ++i) {
    front[i] = rowWord(p, frontRowOf(kShape, sides[i]));
    back[i] = rowWord(p, sides[i] == Side::South ? 0 : 3);
  }
  for (int i = 0; i < 2; ++i) {
    const Side side = sides[i];
    const int held = seedsOf(front[i]) + seedsOf(back[i]) + p.reserve[sideIndex(side)];
    f.material += i == 0 ? held : -held;
    f.front[i] = seedsOf(front[i]);
    std::tie(f.captures[i], f.bestCapture[i]) = captureMoves(p, side, front[i], front[1 - i]);
    f.working[i] = houseWorks(p, side);
    f.emptyFront[i] = kColumns - marked(occupied(front[i]));
    f.bigHoles[i] = marked(pairs(front[i])) + marked(pairs(back[i]));
  }
  return f;
}

int kiswahiliEvaluation(const Position& p) {
  const KiswahiliFeatures f = kiswahiliFeatures(p);
  int value = kMaterial.times44(f.hands) * f.material;
  for (int i = 0; i < 2; ++i) {
    value += kFront[i].times44(f.hands) * f.front[i];
    value += kCaptures[i].times44(f.hands) * f.captures[i] + kBestCapture[i].times44(f.hands) * f.bestCapture[i];
    value += kWorking[i].times44(f.hands) * f.working[i] + kEmptyFront[i].times44(f.hands) * f.emptyFront[i];
    value += kBigHoles[i].times44(f.hands) * f.bigHoles[i];
  }
  return value / KiswahiliFeatures::kHandSeeds;
}

}  // namespace baraza
