#pragma once
// Variants, sides, squares and the loops seeds travel along (RULES.md C-1, C-2).

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace baraza {

enum class Variant : std::uint8_t { Kigogo, Kete, Kingulu, Kimasai, Kiswahili };
inline constexpr std::array<Variant, 5> kAllVariants{Variant::Kigogo, Variant::Kete, Variant::Kingulu, Variant::Kimasai,
                                                     Variant::Kiswahili};

enum class Side : std::uint8_t { South = 0, North = 1 };
constexpr Side other(Side side) { return side == Side::South ? Side::North : Side::South; }
constexpr int indexOf(Side side) { return static_cast<int>(side); }
char sideLetter(Side side);

// Counterclockwise is +1 along a loop, clockwise -1 (C-2).
enum class Direction : std::uint8_t { Ccw = 0, Cw = 1 };
constexpr int stepOf(Direction d) { return d == Direction::Ccw ? 1 : -1; }
constexpr Direction reversed(Direction d) { return d == Direction::Ccw ? Direction::Cw : Direction::Ccw; }

// A square is row * columns + column, row 0 being South's back row (C-1).
using Square = std::int8_t;
inline constexpr Square kNoSquare = -1;
inline constexpr int kMaxPits = 48;

std::string_view variantName(Variant variant);
std::optional<Variant> variantFromName(std::string_view name);

struct BoardShape {
  int columns;
  int rows;
  constexpr int pits() const { return columns * rows; }
};

constexpr BoardShape shapeOf(Variant variant) {
  switch (variant) {
    case Variant::Kete:
    case Variant::Kiswahili:
      return {8, 4};
    case Variant::Kingulu:
      return {6, 2};
    default:
      return {12, 4};
  }
}

// M-1: a Bao la Kimasai hole never holds more than one stone, so its pieces are stones that step,
// not seeds that are sown; every other game lets a hole hold any number.
constexpr bool holdsOnePieceAHole(Variant v) { return v == Variant::Kimasai; }

constexpr int columnOf(Variant v, Square sq) { return sq % shapeOf(v).columns; }
constexpr int rowOf(Variant v, Square sq) { return sq / shapeOf(v).columns; }
constexpr Square squareAt(Variant v, int column, int row) {
  return static_cast<Square>(row * shapeOf(v).columns + column);
}

// Kingulu: row 0 is South's, row 1 North's. Four-row games: rows 0-1 South, 2-3 North.
constexpr Side ownerOf(Variant v, Square sq) { return rowOf(v, sq) < shapeOf(v).rows / 2 ? Side::South : Side::North; }
constexpr int frontRowOf(Variant v, Side side) {
  if (v == Variant::Kingulu) return side == Side::South ? 0 : 1;
  return side == Side::South ? 1 : 2;
}
constexpr bool isFrontRow(Variant v, Square sq) { return rowOf(v, sq) == frontRowOf(v, ownerOf(v, sq)); }
// The hole in the same column of the other player's nearest row ("opposite", C-1).
constexpr Square oppositeOf(Variant v, Square sq) {
  const int row = rowOf(v, sq);
  const int rows = shapeOf(v).rows;
  const int mirrored = rows == 2 ? 1 - row : (row == 1 ? 2 : row == 2 ? 1 : row);
  return squareAt(v, columnOf(v, sq), mirrored);
}
// The back-row hole behind a front-row hole of a four-row board.
constexpr Square backOf(Variant v, Square front) {
  return squareAt(v, columnOf(v, front), rowOf(v, front) == 1 ? 0 : 3);
}

std::string squareName(Variant variant, Square square);
std::optional<Square> parseSquare(Variant variant, std::string_view text);

// The holes a player sows around, in counterclockwise order (C-2). In Kingulu both players
// share one loop of all twelve holes.
struct Loop {
  std::array<Square, 24> squares{};
  std::array<std::int8_t, kMaxPits> positionOf{};  // -1 for holes not on the loop
  int length = 0;

  Square at(int position) const { return squares[static_cast<std::size_t>(wrap(position))]; }
  int wrap(int position) const {
    position %= length;
    return position < 0 ? position + length : position;
  }
};

const Loop& loopOf(Variant variant, Side side);

}  // namespace baraza
