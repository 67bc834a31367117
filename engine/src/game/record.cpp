// The .bao game record format (docs/bao-format.md).
#include "baraza/record.h"

#include "notation/text.h"

namespace baraza {

std::string GameRecord::tag(std::string_view name) const {
  for (const auto& [key, value] : tags)
    if (key == name) return value;
  return {};
}

void GameRecord::setTag(const std::string& name, const std::string& value) {
  for (auto& [key, old] : tags) {
    if (key == name) {
      old = value;
      return;
    }
  }
  tags.emplace_back(name, value);
}

namespace {

std::string lineError(int line, const std::string& reason) { return "line " + std::to_string(line) + ": " + reason; }

bool looksLikeText(std::string_view text) {
  for (unsigned char c : text)
    if (c == 0 || (c < 0x20 && c != '\n' && c != '\r' && c != '\t')) return false;
  return true;
}

// [Name "value"]
bool parseTag(std::string_view line, std::string& name, std::string& value) {
  if (line.size() < 4 || line.front() != '[' || line.back() != ']') return false;
  line = line.substr(1, line.size() - 2);
  const std::size_t space = line.find(' ');
  if (space == std::string_view::npos || space == 0) return false;
  name = std::string(line.substr(0, space));
  std::string_view rest = line.substr(space + 1);
  if (rest.size() < 2 || rest.front() != '"' || rest.back() != '"') return false;
  value = std::string(rest.substr(1, rest.size() - 2));
  return value.find('"') == std::string::npos;
}

// A move number such as "12." is only there for people.
bool isMoveNumber(std::string_view token) {
  if (token.size() < 2 || token.back() != '.') return false;
  for (std::size_t i = 0; i + 1 < token.size(); ++i)
    if (token[i] < '0' || token[i] > '9') return false;
  return true;
}

}  // namespace

Parsed<GameRecord> parseRecord(std::string_view text) {
  using R = Parsed<GameRecord>;
  if (text.size() > kMaxRecordBytes) return R::failure("the file is larger than a game record can be (1 MiB)");
  if (!looksLikeText(text)) return R::failure("not a text file");
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) return R::failure("the file is empty");
  GameRecord record;
  bool haveGame = false;
  bool inMoves = false;
  int lineNumber = 0;
  int resultLine = 0;
  std::optional<Game> game;
  const auto lines = detail::split(text, '\n');
  for (std::string_view line : lines) {
    ++lineNumber;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::size_t hash = line.find('#');
    if (hash != std::string_view::npos) line = line.substr(0, hash);
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
    if (line.empty()) continue;
    if (line.front() == '[') {
      if (inMoves) return R::failure(lineError(lineNumber, "a tag after the moves"));
      std::string name, value;
      if (!parseTag(line, name, value))
        return R::failure(lineError(lineNumber, "a tag must look like [Name \"value\"]"));
      if (!record.tag(name).empty()) return R::failure(lineError(lineNumber, "tag " + name + " given twice"));
      if (name == "Game") {
        const auto variant = variantFromName(value);
        if (!variant) return R::failure(lineError(lineNumber, "unknown game '" + value + "'"));
        record.variant = *variant;
        haveGame = true;
      } else if (name == "Start") {
        const Parsed<Position> start = parsePosition(value);
        if (!start) return R::failure(lineError(lineNumber, "bad start position: " + start.error));
        record.start = *start.value;
      } else if (name == "Result") {
        resultLine = lineNumber;
      }
      record.tags.emplace_back(name, value);
      continue;
    }
    if (!haveGame) return R::failure(lineError(lineNumber, "the [Game \"...\"] tag must come first"));
    if (!inMoves) {
      inMoves = true;
      if (record.tag("Start").empty()) record.start = startPosition(record.variant);
      if (record.start.variant != record.variant)
        return R::failure(lineError(lineNumber, "the start position is not a " + record.tag("Game") + " position"));
      game.emplace(record.start);
    }
    // Moves, with {comments} and move numbers between them.
    std::string cleaned;
    bool inComment = false;
    for (char c : line) {
      if (c == '{') inComment = true;
      if (!inComment) cleaned += c;
      if (c == '}') {
        if (!inComment) return R::failure(lineError(lineNumber, "'}' without '{'"));
        inComment = false;
        cleaned += ' ';
      }
    }
    if (inComment) return R::failure(lineError(lineNumber, "a {comment} must close on its line"));
    for (std::string_view token : detail::words(cleaned)) {
      if (isMoveNumber(token)) continue;
      const Parsed<Move> move = parseMove(record.variant, token);
      const std::string ply = std::to_string(record.moves.size() + 1);
      if (!move) return R::failure(lineError(lineNumber, move.error + " at ply " + ply));
      if (game->result().over())
        return R::failure(lineError(lineNumber, "move " + std::string(token) + " after the end of the game"));
      if (!game->play(*move.value))
        return R::failure(lineError(lineNumber, "illegal move " + std::string(token) + " at ply " + ply));
      record.moves.push_back(*move.value);
    }
  }
  if (!haveGame) return R::failure(lineNumber == 0 ? "the file is empty" : "no [Game \"...\"] tag");
  if (!game) game.emplace(record.start.variant == record.variant ? record.start : startPosition(record.variant));
  const std::string claimed = record.tag("Result");
  if (!claimed.empty() && claimed != "*" && claimed != formatResult(game->result()))
    return R::failure(lineError(
        resultLine, "the result \"" + claimed + "\" does not match the moves (" + formatResult(game->result()) + ")"));
  return {record, {}};
}

Game replayRecord(const GameRecord& record) {
  Game game(record.start);
  for (const Move& m : record.moves) game.play(m);
  return game;
}

GameRecord recordOf(const Game& game) {
  GameRecord record;
  record.variant = game.start().variant;
  record.start = game.start();
  record.moves = game.moves();
  return record;
}

std::string formatRecord(const GameRecord& record, const Result& result) {
  std::string text = "[Game \"" + std::string(variantName(record.variant)) + "\"]\n";
  for (const auto& [name, value] : record.tags)
    if (name != "Game" && name != "Start" && name != "Result") text += "[" + name + " \"" + value + "\"]\n";
  if (!(record.start == startPosition(record.variant))) text += "[Start \"" + formatPosition(record.start) + "\"]\n";
  text += "[Result \"" + (result.over() ? formatResult(result) : std::string("*")) + "\"]\n\n";
  // Two plies a line, numbered by full moves, as people write them.
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    if (i % 2 == 0) text += std::to_string(i / 2 + 1) + ".";
    text += ' ';
    text += formatMove(record.variant, record.moves[i]);
    if (i % 2 == 1 || i + 1 == record.moves.size()) text += "\n";
  }
  return text;
}

}  // namespace baraza
