#pragma once
// A position: the board, the side to move and each game's extra state (RULES.md C-6).
// A small value type: copying it is the way to try a move.

#include <array>
#include <cstdint>

#include "baraza/board.h"

namespace baraza {

struct Position {
  Variant variant = Variant::Kigogo;
  Side toMove = Side::South;
  std::array<std::uint8_t, kMaxPits> pits{};
  // Bao la Kete (L-1, L-2, L-11) and Bao la Kiswahili (Z-1, Z-2, Z-11), one Bao family: the seeds
  // in each hand (Kete's reserve), whether each kuu exists (Kiswahili: whether each player still
  // owns his nyumba, dormant or not) and the hizi zetu (Kiswahili: takasia) mark.
  std::array<std::uint8_t, 2> reserve{};
  std::array<bool, 2> kuu{};
  Square hiziZetu = kNoSquare;
  // Bao Kingulu (G-1, G-2): stores, and one bit per hole that is a mtoto.
  std::array<std::uint8_t, 2> store{};
  std::uint16_t mtoto = 0;

  int seeds(Square sq) const { return pits[static_cast<std::size_t>(sq)]; }
  std::uint8_t& at(Square sq) { return pits[static_cast<std::size_t>(sq)]; }
  // Shifted as 64 bits: squares run to 47, past an int's width.
  bool isMtoto(Square sq) const { return (std::uint64_t{mtoto} >> sq) & 1U; }
  int pitCount() const { return shapeOf(variant).pits(); }
  int seedsOnBoard() const;
  int seedsInRows(Side side) const;
  int seedsInFrontRow(Side side) const;

  friend bool operator==(const Position&, const Position&) = default;
};

Position startPosition(Variant variant);

// Seeds in a game at its start; no position holds more (seeds are never added).
int totalSeeds(Variant variant);

// Kingulu G-7: a side's own row's ordinary holes, its mtoto holes and its store.
int kinguluCount(const Position& position, Side side);
// The same count in its three parts, for showing how it was made up.
struct KinguluCount {
  int store = 0;
  int mtoto = 0;  // seeds in the side's mtoto holes (in the other row)
  int row = 0;    // seeds in the ordinary holes of its own row
  int total() const { return store + mtoto + row; }
};
KinguluCount kinguluCountParts(const Position& position, Side side);

// The owner of a Kingulu mtoto is the player whose row it is not in (PROTOCOL.md).
inline Side mtotoOwner(Variant variant, Square sq) { return other(ownerOf(variant, sq)); }

// The square of a player's kuu in Bao la Kete (L-1), and of his nyumba in Bao la Kiswahili (Z-1):
// the same hole of the same board.
constexpr Square kuuSquare(Side side) {
  return side == Side::South ? squareAt(Variant::Kete, 4, 1) : squareAt(Variant::Kete, 3, 2);
}

// Zobrist key of everything that makes a position (C-6): the search's table and repetition use it.
std::uint64_t hashOf(const Position& position);

}  // namespace baraza
