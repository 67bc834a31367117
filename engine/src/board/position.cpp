#include "baraza/position.h"

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
    case Variant::Kete:       // L-1
    case Variant::Kiswahili:  // Z-1, the same start
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
    case Variant::Kiswahili:
      return 64;
    case Variant::Kingulu:
      return 48;
    case Variant::Kimasai:
      return 46;
  }
  return 0;
}

int kinguluCount(const Position& p, Side side) { return kinguluCountParts(p, side).total(); }

KinguluCount kinguluCountParts(const Position& p, Side side) {
  KinguluCount count;
  count.store = p.store[static_cast<std::size_t>(indexOf(side))];
  for (int i = 0; i < p.pitCount(); ++i) {
    const Square sq = static_cast<Square>(i);
    if (p.isMtoto(sq)) {
      if (mtotoOwner(p.variant, sq) == side) count.mtoto += p.seeds(sq);
    } else if (ownerOf(p.variant, sq) == side) {
      count.row += p.seeds(sq);
    }
  }
  return count;
}

}  // namespace baraza
