#include "session.h"

#include "analyse.h"
#include "baraza/notation.h"
#include "baraza/search.h"
#include "notation/text.h"

namespace baraza::cli {

namespace {

std::string error(std::string_view reason) { return "error " + std::string(reason); }

bool printable(std::string_view line) {
  for (unsigned char c : line)
    if (c < 0x20 && c != '\t') return false;
  return true;
}

std::string shorten(std::string_view text) {
  return text.size() > 40 ? std::string(text.substr(0, 40)) + "..." : std::string(text);
}

// A malformed line's answer, or nothing when it holds a command.
std::string lineError(std::string_view line) {
  if (line.size() > Session::kMaxLine) return error("line too long");
  if (!printable(line)) return error("line holds control characters or binary data");
  if (detail::words(line).empty()) return error("empty line");
  return {};
}

std::string_view withoutReturn(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

}  // namespace

Session::DuringSearch Session::whileSearching(std::string_view line) {
  line = withoutReturn(line);
  if (std::string problem = lineError(line); !problem.empty()) return {DuringSearch::Kind::Answer, problem};
  const std::string_view command = detail::words(line)[0];
  if (command == "stop") return {DuringSearch::Kind::Stop, {}};
  if (command == "quit") return {DuringSearch::Kind::Quit, {}};
  return {DuringSearch::Kind::Answer, error("searching")};
}

std::string Session::answer(std::string_view line, const std::atomic<bool>& stop) {
  Reply reply = handle(line);
  return reply.search ? reply.search(stop) : reply.answer;
}

Reply Session::handle(std::string_view line) {
  line = withoutReturn(line);
  if (std::string problem = lineError(line); !problem.empty()) return {problem, {}};
  const auto words = detail::words(line);
  const std::string_view command = words[0];
  const std::string_view rest = line.substr(static_cast<std::size_t>(words[0].data() + words[0].size() - line.data()));

  if (command == "quit") {
    finished_ = true;
    return {};
  }
  if (command == "stop") return {words.size() == 1 ? "ok" : error("stop takes no arguments"), {}};  // no search runs
  if (command == "variant") {
    if (words.size() != 2) return {error("usage: variant kigogo|kete|kingulu|kimasai|kiswahili"), {}};
    const auto variant = variantFromName(words[1]);
    if (!variant) return {error("unknown variant '" + shorten(words[1]) + "'"), {}};
    game_.emplace(startPosition(*variant));
    return {"ok", {}};
  }
  if (command == "position") return {setPosition(rest), {}};
  const bool known = command == "pos" || command == "legal" || command == "play" || command == "trace" ||
                     command == "result" || command == "go" || command == "analyse";
  if (!known) return {error("unknown command '" + shorten(command) + "'"), {}};
  if (!game_) return {error("no variant set"), {}};
  if (command == "go") return go(rest);
  if (command == "analyse") return analyse(rest);
  if (command == "pos") {
    if (words.size() != 1) return {error("pos takes no arguments"), {}};
    return {"pos " + formatPosition(game_->position()), {}};
  }
  if (command == "legal") {
    if (words.size() != 1) return {error("legal takes no arguments"), {}};
    std::string answer = "legal";
    for (const Move& move : game_->legalMoves()) {
      answer += ' ';
      answer += formatMove(game_->position().variant, move);
    }
    return {answer, {}};
  }
  if (command == "result") {
    if (words.size() != 1) return {error("result takes no arguments"), {}};
    return {"result " + formatResult(game_->result()), {}};
  }
  if (words.size() != 2) return {error(std::string(command) + " takes one move"), {}};
  return {withMove(words[1], command == "play"), {}};
}

std::string Session::setPosition(std::string_view arguments) {
  const auto words = detail::words(arguments);
  if (words.empty()) return error("usage: position startpos|<BPN> [moves m1 m2 ...]");
  std::size_t movesAt = words.size();
  for (std::size_t i = 0; i < words.size(); ++i)
    if (words[i] == "moves") movesAt = i;
  std::optional<Position> start;
  if (words[0] == "startpos") {
    if (movesAt != 1) return error("usage: position startpos [moves m1 m2 ...]");
    if (!game_) return error("no variant set");
    start = startPosition(game_->position().variant);
  } else {
    const std::size_t from = static_cast<std::size_t>(words.front().data() - arguments.data());
    const std::size_t to =
        movesAt == words.size() ? arguments.size() : static_cast<std::size_t>(words[movesAt].data() - arguments.data());
    const Parsed<Position> parsed = parsePosition(arguments.substr(from, to - from));
    if (!parsed) return error("bad position: " + parsed.error);
    start = *parsed.value;
  }
  Game game(*start);
  for (std::size_t i = movesAt + 1; i < words.size(); ++i) {
    const Parsed<Move> move = parseMove(start->variant, words[i]);
    if (!move) return error(move.error);
    if (game.result().over()) return error("game over before move " + shorten(words[i]));
    if (!game.play(*move.value)) return error("illegal move " + shorten(words[i]));
  }
  game_.emplace(std::move(game));
  return "ok";
}

std::string Session::withMove(std::string_view text, bool play) {
  if (game_->result().over()) return error("game over");
  const Parsed<Move> move = parseMove(game_->position().variant, text);
  if (!move || !game_->isLegal(*move.value)) return error("illegal move " + shorten(text));
  if (play) {
    game_->play(*move.value);
    return "ok";
  }
  // Through a copy of the game, which alone knows whether the move ends it (repetition, C-6).
  Game copy = *game_;
  Trace trace;
  copy.play(*move.value, &trace);
  return "trace " + formatTraceJson(trace);
}

// The search is handed back with a copy of the game: the session answers other lines meanwhile.
Reply Session::go(std::string_view arguments) {
  const auto words = detail::words(arguments);
  if (words.size() != 2 || (words[0] != "depth" && words[0] != "movetime"))
    return {error("usage: go depth <n> | go movetime <ms>"), {}};
  const auto value = detail::parseCount(words[1], words[0] == "depth" ? 64 : 600000);
  if (!value || *value == 0) return {error("bad " + std::string(words[0]) + " '" + shorten(words[1]) + "'"), {}};
  if (game_->result().over()) return {error("game over"), {}};
  SearchLimits limits;
  if (words[0] == "depth") {
    limits.depth = *value;
  } else {
    limits.movetimeMs = *value;
  }
  return {{}, [game = *game_, limits](const std::atomic<bool>& stop) mutable {
            limits.stop = &stop;
            const SearchResult result = search(game, limits);
            if (!result.best) return error("no legal move");
            return "bestmove " + formatMove(game.position().variant, *result.best);
          }};
}

// Like go, but every legal move is valued: info lines after each depth, then bestmove.
Reply Session::analyse(std::string_view arguments) {
  const auto words = detail::words(arguments);
  if (words.size() != 2) return {error("usage: analyse depth <n> | analyse movetime <ms>"), {}};
  std::string reason;
  const auto limits = analysisLimitsFrom(words[0], words[1], &reason);
  if (!limits) return {error(reason), {}};
  if (game_->result().over()) return {error("game over"), {}};
  return {{}, [game = *game_, limits = *limits, freeLine = freeLine_](const std::atomic<bool>& stop) mutable {
            limits.stop = &stop;
            std::string collected;
            const std::string answer = analyseGame(game, limits, [&](const std::string& line) {
              if (freeLine) {
                freeLine(line);
              } else {
                collected += line + '\n';
              }
            });
            return collected + answer;
          }};
}

}  // namespace baraza::cli
