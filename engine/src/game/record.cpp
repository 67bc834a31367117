// The .bao game record format (docs/bao-format.md).
#include "baraza/record.h"

#include <algorithm>
#include <unordered_set>

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

// Where text stops being text: a NUL or a control character other than line breaks and tabs.
std::size_t textLength(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == 0 || (c < 0x20 && c != '\n' && c != '\r' && c != '\t')) return i;
  }
  return text.size();
}

bool looksLikeText(std::string_view text) { return textLength(text) == text.size(); }

std::string_view trimmedStart(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  return text;
}

// [Name "value"], then nothing or a '#' comment. Inside the quotes \" is a quote and \\ a
// backslash; a backslash before anything else is itself, as older records wrote it. The name is
// everything up to the first space.
bool parseTag(std::string_view line, std::string& name, std::string& value) {
  if (line.size() < 4 || line.front() != '[') return false;
  const std::size_t space = line.find(' ');
  if (space == std::string_view::npos || space == 1 || space + 1 >= line.size() || line[space + 1] != '"') return false;
  name = std::string(line.substr(1, space - 1));
  value.clear();
  std::size_t i = space + 2;
  for (; i < line.size() && line[i] != '"'; ++i) {
    if (line[i] == '\\' && i + 1 < line.size() && (line[i + 1] == '"' || line[i + 1] == '\\')) ++i;
    value += line[i];
  }
  if (i + 1 >= line.size() || line[i + 1] != ']') return false;
  const std::string_view rest = trimmedStart(line.substr(i + 2));
  return rest.empty() || rest.front() == '#';
}

// What older versions wrote: the value unescaped, without quotes in it, the line cut at '#'.
// Only a value that ended with a backslash reads differently from the escaped form.
bool parseOlderTag(std::string_view line, std::string& name, std::string& value) {
  line = line.substr(0, line.find('#'));
  while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
  if (line.size() < 4 || line.back() != ']') return false;
  line = line.substr(1, line.size() - 2);
  const std::size_t space = line.find(' ');
  if (space == std::string_view::npos || space == 0) return false;
  const std::string_view rest = line.substr(space + 1);
  if (rest.size() < 2 || rest.front() != '"' || rest.back() != '"') return false;
  const std::string_view inside = rest.substr(1, rest.size() - 2);
  if (inside.find('"') != std::string_view::npos) return false;
  name = std::string(line.substr(0, space));
  value = std::string(inside);
  return true;
}

// A tag value between quotes, written so that parseTag reads it back: quotes and backslashes
// escaped. A value is one line: a line break or another control character (none of which a read
// record can hold; the New game dialog refuses them in names) is written as a space.
std::string quoted(std::string_view value) {
  std::string text = "\"";
  for (const char c : value) {
    if (c == '"' || c == '\\') text += '\\';
    const auto byte = static_cast<unsigned char>(c);
    text += byte < 0x20 && c != '\t' && c != '\r' ? ' ' : c;
  }
  return text + '"';
}

// A move number such as "12." is only there for people.
bool isMoveNumber(std::string_view token) {
  if (token.size() < 2 || token.back() != '.') return false;
  for (std::size_t i = 0; i + 1 < token.size(); ++i)
    if (token[i] < '0' || token[i] > '9') return false;
  return true;
}

// Reads a record line by line. After an error, `record` holds what came before it: the tags and
// the moves up to the damage, from which a damaged autosave can be recovered.
class RecordReader {
 public:
  // An empty string when the whole text is a good record, else the reason, with its line.
  std::string read(std::string_view text);
  // The start position is known once the tags are read: from Game and Start, moves or none.
  bool settled() const { return game_.has_value(); }
  bool settleAfterDamage() { return haveGame_ && settle().empty(); }
  GameRecord record;
  PositionProblem startProblem;  // why the Start tag was refused
  std::optional<Game>& game() { return game_; }

 private:
  std::string readTag(std::string_view line);
  std::string readMoves(std::string_view line);
  std::string readMoveTokens(std::string_view text);
  void addComment(std::string_view text);
  std::string settle();
  std::string fail(const std::string& reason) const { return lineError(lineNumber_, reason); }

  std::unordered_set<std::string> tagNames_;  // a repeat is found without scanning the tags
  bool haveGame_ = false;
  int lineNumber_ = 0;
  int startLine_ = 0;
  int resultLine_ = 0;
  std::optional<Game> game_;
};

std::string RecordReader::read(std::string_view text) {
  if (text.size() > kMaxRecordBytes) return "the file is larger than a game record can be (1 MiB)";
  if (!looksLikeText(text)) return "not a text file";
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) return "the file is empty";
  for (std::string_view line : detail::split(text, '\n')) {
    ++lineNumber_;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    line = trimmedStart(line);
    if (line.empty() || line.front() == '#') continue;  // '#' starts a comment outside tags and braces
    const std::string error = line.front() == '[' ? readTag(line) : readMoves(line);
    if (!error.empty()) return error;
  }
  if (!haveGame_) return lineNumber_ == 0 ? "the file is empty" : "no [Game \"...\"] tag";
  if (!settled()) {
    if (std::string error = settle(); !error.empty()) return error;
  }
  // The comments go into the game once they are whole: joining them there one by one would copy
  // the text joined so far each time.
  for (const auto& [ply, comment] : record.comments) game_->setComment(ply, comment);
  const std::string claimed = record.tag("Result");
  // A resignation or a draw agreed ends a line the rules have not ended (docs/bao-format.md).
  if (const std::optional<Result> decision = parseDecision(claimed); decision && !game_->result().over())
    game_->decide(*decision);
  if (!claimed.empty() && claimed != "*" && claimed != formatResult(game_->result()))
    return lineError(resultLine_,
                     "the result \"" + claimed + "\" does not match the moves (" + formatResult(game_->result()) + ")");
  return {};
}

std::string RecordReader::readTag(std::string_view line) {
  if (settled()) return fail("a tag after the moves");
  std::string name, value;
  if (!parseTag(line, name, value) && !parseOlderTag(line, name, value))
    return fail("a tag must look like [Name \"value\"]");
  if (!tagNames_.insert(name).second) return fail("tag " + name + " given twice");
  if (name == "Game") {
    const auto variant = variantFromName(value);
    if (!variant) return fail("unknown game '" + value + "'");
    record.variant = *variant;
    haveGame_ = true;
  } else if (name == "Start") {
    PositionReading start = readPosition(value);
    if (!start.position) {
      startProblem = start.problem;
      return fail("bad start position: " + describe(start.problem));
    }
    record.start = *start.position;
    startLine_ = lineNumber_;
  } else if (name == "Result") {
    resultLine_ = lineNumber_;
  }
  record.tags.emplace_back(name, value);
  return {};
}

// The tags are complete: the game starts from Start, which must be a position of Game, or from
// the game's usual start.
std::string RecordReader::settle() {
  if (startLine_ == 0) {
    record.start = startPosition(record.variant);
  } else if (record.start.variant != record.variant) {
    return lineError(startLine_, "the start position is not a " + record.tag("Game") + " position");
  }
  game_.emplace(record.start);
  return {};
}

// Moves, with {comments} and move numbers between them. A comment belongs to the ply it follows.
std::string RecordReader::readMoves(std::string_view line) {
  if (!haveGame_) return fail("the [Game \"...\"] tag must come first");
  if (!settled()) {
    if (std::string error = settle(); !error.empty()) return error;
  }
  while (!line.empty()) {
    const std::size_t special = line.find_first_of("{}#");
    if (std::string error = readMoveTokens(line.substr(0, special)); !error.empty()) return error;
    if (special == std::string_view::npos || line[special] == '#') break;
    if (line[special] == '}') return fail("'}' without '{'");
    const std::size_t close = line.find('}', special + 1);
    if (close == std::string_view::npos) return fail("a {comment} must close on its line");
    addComment(line.substr(special + 1, close - special - 1));
    line.remove_prefix(close + 1);
  }
  return {};
}

std::string RecordReader::readMoveTokens(std::string_view text) {
  for (std::string_view token : detail::words(text)) {
    if (isMoveNumber(token)) continue;
    const Parsed<Move> move = parseMove(record.variant, token);
    const std::string ply = std::to_string(record.moves.size() + 1);
    if (!move) return fail(move.error + " at ply " + ply);
    if (game_->result().over()) return fail("move " + std::string(token) + " after the end of the game");
    if (!game_->play(*move.value)) return fail("illegal move " + std::string(token) + " at ply " + ply);
    record.moves.push_back(*move.value);
  }
  return {};
}

// Comments at the same ply join into one text; a comment's own spacing is not kept.
void RecordReader::addComment(std::string_view text) {
  std::string& comment = record.comments[record.moves.size()];
  for (std::string_view word : detail::words(text)) {
    if (!comment.empty()) comment += ' ';
    comment.append(word);
  }
  if (comment.empty()) record.comments.erase(record.moves.size());
}

}  // namespace

Parsed<GameRecord> parseRecord(std::string_view text, std::optional<Game>* replayed, PositionProblem* startProblem) {
  RecordReader reader;
  const std::string error = reader.read(text);
  if (startProblem) *startProblem = reader.startProblem;
  if (!error.empty()) return Parsed<GameRecord>::failure(error);
  if (replayed) *replayed = std::move(reader.game());
  return {reader.record, {}};
}

std::optional<GameRecord> recoverRecord(std::string_view text) {
  // A crash or a bad disk leaves zeros or garbage: what comes before them may still be good.
  text = text.substr(0, std::min(textLength(text), kMaxRecordBytes));
  RecordReader reader;
  if (reader.read(text).empty()) return reader.record;
  // Damage in the tags: the game they name, if they name one, from its start.
  if (!reader.settled() && !reader.settleAfterDamage()) return std::nullopt;
  GameRecord prefix = reader.record;
  std::erase_if(prefix.tags, [](const auto& tag) { return tag.first == "Result"; });  // it was for all the moves
  return prefix;
}

Game replayRecord(const GameRecord& record) {
  Game game(record.start);
  for (const Move& m : record.moves) game.play(m);
  for (const auto& [ply, text] : record.comments) game.setComment(ply, text);
  if (const std::optional<Result> decision = parseDecision(record.tag("Result"))) game.decide(*decision);
  return game;
}

GameRecord recordOf(const Game& game) {
  GameRecord record;
  record.variant = game.start().variant;
  record.start = game.start();
  record.moves = game.line();  // the whole line: saving while looking back loses nothing
  for (std::size_t ply = 0; ply <= game.length(); ++ply)
    if (!game.comment(ply).empty()) record.comments[ply] = game.comment(ply);
  return record;
}

namespace {

// " {text}" for the comment at `ply`, made safe to read back: on one line, braces made round.
std::string commentText(const GameRecord& record, std::size_t ply) {
  const auto found = record.comments.find(ply);
  if (found == record.comments.end() || found->second.empty()) return {};
  std::string text = found->second;
  for (char& c : text)
    if (c == '{' || c == '}' || c == '\n' || c == '\r') c = c == '{' ? '(' : c == '}' ? ')' : ' ';
  return " {" + text + "}";
}

}  // namespace

std::string formatRecord(const GameRecord& record, const Result& result) {
  std::string text = "[Game \"" + std::string(variantName(record.variant)) + "\"]\n";
  for (const auto& [name, value] : record.tags)
    if (name != "Game" && name != "Start" && name != "Result") text += "[" + name + " " + quoted(value) + "]\n";
  if (!(record.start == startPosition(record.variant))) text += "[Start \"" + formatPosition(record.start) + "\"]\n";
  text += "[Result \"" + (result.over() ? formatResult(result) : std::string("*")) + "\"]\n\n";
  // Two plies a line, numbered by full moves, as people write them; a comment after its move.
  if (const std::string intro = commentText(record, 0); !intro.empty()) text += intro.substr(1) + "\n";
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    if (i % 2 == 0) text += std::to_string(i / 2 + 1) + ".";
    text += ' ';
    text += formatMove(record.variant, record.moves[i]);
    text += commentText(record, i + 1);
    if (i % 2 == 1 || i + 1 == record.moves.size()) text += "\n";
  }
  return text;
}

}  // namespace baraza
