#include "baraza/position.h"

#include <cstring>

namespace baraza {

// Holes past the board's size are always empty, so whole fixed-size ranges can be summed.
int Position::seedsOnBoard() const {
  int total = 0;
  for (std::uint8_t seeds : pits) total += seeds;
  return total;
}

int Position::seedsInRows(Side side) const {
  const int half = pitCount() / 2;  // each side owns one half of the board (C-1)
  const int from = side == Side::South ? 0 : half;
  int total = 0;
  for (int i = 0; i < half; ++i) total += pits[static_cast<std::size_t>(from + i)];
  return total;
}

int Position::seedsInFrontRow(Side side) const {
  const int columns = shapeOf(variant).columns;
  const int from = frontRowOf(variant, side) * columns;
  int total = 0;
  for (int c = 0; c < columns; ++c) total += pits[static_cast<std::size_t>(from + c)];
  return total;
}

Position startPosition(Variant variant) {
  Position p;
  p.variant = variant;
  p.toMove = Side::South;  // C-3
  const int pits = p.pitCount();
  switch (variant) {
    case Variant::Kigogo:   // K-1
    case Variant::Kimasai:  // M-1
      for (int i = 0; i < pits; ++i) p.pits[static_cast<std::size_t>(i)] = variant == Variant::Kigogo ? 2 : 1;
      p.at(squareAt(variant, 0, 1)) = 0;   // a2
      p.at(squareAt(variant, 11, 2)) = 0;  // l3
      break;
    case Variant::Kingulu:  // G-1
      for (int i = 0; i < pits; ++i) p.pits[static_cast<std::size_t>(i)] = 4;
      break;
    case Variant::Kete:  // L-1
      p.at(kuuSquare(Side::South)) = 6;
      p.at(squareAt(variant, 5, 1)) = 2;  // f2
      p.at(squareAt(variant, 6, 1)) = 2;  // g2
      p.at(kuuSquare(Side::North)) = 6;
      p.at(squareAt(variant, 2, 2)) = 2;  // c3
      p.at(squareAt(variant, 1, 2)) = 2;  // b3
      p.reserve = {22, 22};
      p.kuu = {true, true};
      break;
  }
  return p;
}

int totalSeeds(Variant v) {
  switch (v) {
    case Variant::Kigogo:
      return 92;
    case Variant::Kete:
      return 64;
    case Variant::Kingulu:
      return 48;
    case Variant::Kimasai:
      return 46;
  }
  return 0;
}

int kinguluCount(const Position& p, Side side) {
  int count = p.store[static_cast<std::size_t>(indexOf(side))];
  for (int i = 0; i < p.pitCount(); ++i) {
    const Square sq = static_cast<Square>(i);
    const Side owner = p.isMtoto(sq) ? mtotoOwner(p.variant, sq) : ownerOf(p.variant, sq);
    if (owner == side) count += p.seeds(sq);
  }
  return count;
}

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t word) {
  h ^= word;
  h *= 0x9E3779B97F4A7C15ULL;
  return h ^ (h >> 29);
}

}  // namespace

// A multiply-mix over the board's bytes and the extra state: a handful of multiplications
// instead of one table look-up per hole.
std::uint64_t hashOf(const Position& p) {
  std::uint64_t h =
      static_cast<std::uint64_t>(p.variant) * 0xA24BAED4963EE407ULL + static_cast<std::uint64_t>(p.toMove);
  for (std::size_t i = 0; i < kMaxPits; i += 8) {
    std::uint64_t word;
    std::memcpy(&word, p.pits.data() + i, sizeof word);
    h = mix(h, word);
  }
  std::uint64_t extra = 0;
  std::memcpy(&extra, p.reserve.data(), 2);
  extra |= static_cast<std::uint64_t>(p.kuu[0]) << 16 | static_cast<std::uint64_t>(p.kuu[1]) << 17;
  extra |= static_cast<std::uint64_t>(static_cast<std::uint8_t>(p.hiziZetu)) << 24;
  extra |= static_cast<std::uint64_t>(p.store[0]) << 32 | static_cast<std::uint64_t>(p.store[1]) << 40;
  extra |= static_cast<std::uint64_t>(p.mtoto) << 48;
  return mix(mix(h, extra), 0x5851F42D4C957F2DULL);
}

}  // namespace baraza
