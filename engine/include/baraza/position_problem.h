#pragma once
// Why a position text cannot be read, or why a position cannot happen in its game (PROTOCOL.md's
// BPN section, RULES.md). A problem is a value, so that bao-cli can say it in English and the
// window in the player's language, from the same facts.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "baraza/position.h"

namespace baraza {

enum class PositionFault {
  None,
  // The text: its fields, rows, counts and keys.
  MissingFields,   // fewer than a variant, the rows and the side to move
  UnknownVariant,  // text
  RowCount,        // count rows, limit expected
  HoleCount,       // row (1-based) has count holes, limit expected
  BadSeedCount,    // text at square
  BadSide,         // text
  NotKeyValue,     // text
  UnknownKey,      // key
  RepeatedKey,     // key
  MissingKey,      // key
  BadCounts,       // key=text: two counts, each at most limit
  BadFlags,        // key=text: two flags 0 or 1
  NoSuchSquare,    // key=text names no square
  RepeatedSquare,  // key=text names square twice
  // The position: what the rules make impossible.
  KimasaiHoleOverOne,  // square
  ReserveOverLimit,    // side's reserve (or hand) holds count, at most limit
  StoreOverLimit,      // side's store holds count, at most limit
  MarkOffFrontRow,     // the hizi zetu / takasia mark (key) on square, not a front-row hole
  TooManySeeds,        // count seeds, the game has limit
  KuuTooSmall,         // side's kuu at square holds count, fewer than six (L-1)
  NyumbaTooSmall,      // side's nyumba at square holds count, fewer than five (Z-2)
  TakasiaWithHand,     // the takasia at square while a hand holds seeds (Z-11.1)
  TakasiaOnSmallHole,  // the takasia at square, a hole of count seeds (Z-11.1)
};

struct PositionProblem {
  PositionFault fault = PositionFault::None;
  Variant variant = Variant::Kigogo;
  std::string key;   // the key concerned (reserve, kuu, hz, nyumba, takasia, store, mtoto)
  std::string text;  // the piece of text that is wrong, as written (a key's whole value)
  std::string name;  // the square's name as written, when it names no square
  Square square = kNoSquare;
  Side side = Side::South;
  int row = 0;    // 1-based
  int count = 0;  // what was found
  int limit = 0;  // what the game allows

  explicit operator bool() const { return fault != PositionFault::None; }
};

// The keys a game's BPN has, in their written order (PROTOCOL.md).
std::vector<std::string> positionKeys(Variant variant);

// What makes this position impossible in its game, the first thing found; a position read from
// BPN or built by hand (an editor) goes through the same checks.
PositionProblem checkPosition(const Position& position);
// Every such thing, in the same order (the first is checkPosition's): an editor lists them all.
std::vector<PositionProblem> positionProblems(const Position& position);

struct PositionReading {
  std::optional<Position> position;
  PositionProblem problem;  // set when there is no position
};
PositionReading readPosition(std::string_view text);

// The problem in English, the words bao-cli and parsePosition give ("missing key 'hz'").
std::string describe(const PositionProblem& problem);

}  // namespace baraza
