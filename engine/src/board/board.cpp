#include "baraza/board.h"

namespace baraza {

char sideLetter(Side side) { return side == Side::South ? 'S' : 'N'; }

std::string_view variantName(Variant variant) {
  switch (variant) {
    case Variant::Kigogo:
      return "kigogo";
    case Variant::Kete:
      return "kete";
    case Variant::Kingulu:
      return "kingulu";
    case Variant::Kimasai:
      return "kimasai";
    case Variant::Kiswahili:
      return "kiswahili";
  }
  return "?";
}

std::optional<Variant> variantFromName(std::string_view name) {
  for (Variant v : kAllVariants) {
    if (variantName(v) == name) return v;
  }
  return std::nullopt;
}

std::string squareName(Variant variant, Square square) {
  std::string name;
  name += static_cast<char>('a' + columnOf(variant, square));
  name += static_cast<char>('1' + rowOf(variant, square));
  return name;
}

std::optional<Square> parseSquare(Variant variant, std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  const BoardShape shape = shapeOf(variant);
  const int column = text[0] - 'a';
  const int row = text[1] - '1';
  if (column < 0 || column >= shape.columns || row < 0 || row >= shape.rows) return std::nullopt;
  return squareAt(variant, column, row);
}

namespace {

constexpr Loop makeLoop(Variant variant, Side side) {
  Loop loop;
  loop.positionOf.fill(-1);
  const int columns = shapeOf(variant).columns;
  // Counterclockwise: along the lower row left to right, then the upper row right to left.
  int lower = 0;
  int upper = 1;
  if (variant != Variant::Kingulu && side == Side::North) {
    lower = 2;
    upper = 3;
  }
  for (int c = 0; c < columns; ++c) loop.squares[static_cast<std::size_t>(loop.length++)] = squareAt(variant, c, lower);
  for (int c = columns - 1; c >= 0; --c)
    loop.squares[static_cast<std::size_t>(loop.length++)] = squareAt(variant, c, upper);
  for (int i = 0; i < loop.length; ++i)
    loop.positionOf[static_cast<std::size_t>(loop.squares[static_cast<std::size_t>(i)])] = static_cast<std::int8_t>(i);
  return loop;
}

struct LoopTable {
  Loop loops[kAllVariants.size()][2];
};

// Made at compile time: asking for a loop costs no check that it was made.
constexpr LoopTable kLoopTable = [] {
  LoopTable table;
  for (Variant v : kAllVariants) {
    for (Side s : {Side::South, Side::North}) table.loops[static_cast<int>(v)][indexOf(s)] = makeLoop(v, s);
  }
  return table;
}();

}  // namespace

const Loop& loopOf(Variant variant, Side side) { return kLoopTable.loops[static_cast<int>(variant)][indexOf(side)]; }

}  // namespace baraza
