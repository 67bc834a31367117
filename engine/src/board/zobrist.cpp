// Zobrist keys (issue #7): one random 64-bit number per (hole, seed count) and per piece of
// extra state, XORed together. Equal positions get equal keys; the table is made at compile time.
#include <array>

#include "baraza/position.h"

namespace baraza {

namespace {

constexpr int kMaxCount = 128;  // no game has more seeds than this (Kigogo has 92)

constexpr std::uint64_t splitmix(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

struct ZobristKeys {
  std::array<std::array<std::uint64_t, kMaxCount>, kMaxPits> pit{};
  std::array<std::array<std::uint64_t, kMaxCount>, 2> reserve{};
  std::array<std::array<std::uint64_t, kMaxCount>, 2> store{};
  std::array<std::uint64_t, 2> kuu{};
  std::array<std::uint64_t, kMaxPits + 1> hiziZetu{};  // the last one for "no mark"
  std::array<std::uint64_t, 16> mtoto{};
  std::array<std::uint64_t, kAllVariants.size()> variant{};
  std::uint64_t northToMove = 0;
};

constexpr ZobristKeys makeKeys() {
  ZobristKeys k;
  std::uint64_t state = 0x4261726173614B65ULL;
  for (auto& counts : k.pit)
    for (auto& key : counts) key = splitmix(state);
  for (auto* table : {&k.reserve, &k.store})
    for (auto& counts : *table)
      for (auto& key : counts) key = splitmix(state);
  for (auto& key : k.kuu) key = splitmix(state);
  for (auto& key : k.hiziZetu) key = splitmix(state);
  for (auto& key : k.mtoto) key = splitmix(state);
  for (std::size_t v = 0; v < 4; ++v) k.variant[v] = splitmix(state);
  k.northToMove = splitmix(state);
  // Made after the first four games' keys, which stay what they were.
  k.variant[static_cast<std::size_t>(Variant::Kiswahili)] = splitmix(state);
  return k;
}

constexpr ZobristKeys kKeys = makeKeys();

}  // namespace

std::uint64_t hashOf(const Position& p) {
  std::uint64_t h = kKeys.variant[static_cast<std::size_t>(p.variant)];
  if (p.toMove == Side::North) h ^= kKeys.northToMove;
  const int pits = p.pitCount();
  for (int i = 0; i < pits; ++i) h ^= kKeys.pit[static_cast<std::size_t>(i)][p.pits[static_cast<std::size_t>(i)]];
  if (p.variant == Variant::Kete || p.variant == Variant::Kiswahili) {
    for (std::size_t s = 0; s < 2; ++s) {
      h ^= kKeys.reserve[s][p.reserve[s]];
      if (p.kuu[s]) h ^= kKeys.kuu[s];
    }
    h ^= kKeys.hiziZetu[p.hiziZetu == kNoSquare ? kMaxPits : static_cast<std::size_t>(p.hiziZetu)];
  } else if (p.variant == Variant::Kingulu) {
    for (std::size_t s = 0; s < 2; ++s) h ^= kKeys.store[s][p.store[s]];
    for (std::size_t bit = 0; bit < kKeys.mtoto.size(); ++bit)
      if ((p.mtoto >> bit) & 1U) h ^= kKeys.mtoto[bit];
  }
  return h;
}

}  // namespace baraza
