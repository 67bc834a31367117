#pragma once
// Game records: the .bao text format (docs/bao-format.md), read and written by the engine so
// that bao-cli and the app share one implementation.

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "baraza/game.h"
#include "baraza/notation.h"
#include "baraza/position_problem.h"

namespace baraza {

struct GameRecord {
  Variant variant = Variant::Kete;
  Position start;                                         // the start position, or the game's usual one
  std::vector<std::pair<std::string, std::string>> tags;  // South, North, Date, Event, ... in order
  std::vector<Move> moves;
  // {Comments} by the ply they follow: comments[n] stands after the n-th move (0: before the first).
  std::map<std::size_t, std::string> comments;

  std::string tag(std::string_view name) const;
  void setTag(const std::string& name, const std::string& value);
};

// Files larger than this are refused before they are read (a record of any real game is tiny).
inline constexpr std::size_t kMaxRecordBytes = 1 << 20;

// Parses a record and replays its moves; an error names the line and the reason, e.g.
// "line 7: illegal move e2cw at ply 12". Checking the moves plays them: `replayed`, if given,
// receives that game, which spares replaying it (replayRecord) when listing its positions' legal
// moves is slow. `startProblem`, if given, receives why the Start tag was refused ("bad start
// position" in the error), so that the reason can be said in another language.
Parsed<GameRecord> parseRecord(std::string_view text, std::optional<Game>* replayed = nullptr,
                               PositionProblem* startProblem = nullptr);
// The valid beginning of a damaged record: its tags and the moves before the damage (Result
// dropped); the whole record when nothing is damaged; nothing when it names no game.
std::optional<GameRecord> recoverRecord(std::string_view text);
std::string formatRecord(const GameRecord& record, const Result& result);

// The game a record describes, all its moves played.
Game replayRecord(const GameRecord& record);
GameRecord recordOf(const Game& game);

}  // namespace baraza
