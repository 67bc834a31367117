// `analyse` in the protocol and `bao-cli analyse`: every legal move with its value and expected
// line after each completed depth, then the best move (issue #20).
#include "analyse.h"

#include <iostream>

#include "baraza/notation.h"
#include "notation/text.h"

namespace baraza::cli {

std::vector<std::string> infoLines(const Analysis& analysis, Variant variant) {
  std::vector<std::string> lines;
  for (const MoveValue& value : analysis.moves) {
    std::string line = "info depth " + std::to_string(analysis.depth) + " move " + formatMove(variant, value.move) +
                       " score " + std::to_string(value.score);
    if (value.exact && value.exact->kind == Result::Kind::Draw) {
      line += " draw";
    } else if (value.exact) {  // plies to the end: positive when the side to move wins
      line += " mate " + std::to_string(value.score > 0 ? value.exact->plies : -value.exact->plies);
    }
    line += " pv";
    for (const Move& move : value.line) line += ' ' + formatMove(variant, move);
    lines.push_back(std::move(line));
  }
  return lines;
}

std::optional<AnalysisLimits> analysisLimitsFrom(std::string_view kind, std::string_view value, std::string* error) {
  AnalysisLimits limits;
  if (kind != "depth" && kind != "movetime") {
    *error = "usage: analyse depth <n> | analyse movetime <ms>";
    return std::nullopt;
  }
  const auto number = detail::parseCount(value, kind == "depth" ? 64 : 600000);
  if (!number || *number == 0) {
    *error = "bad " + std::string(kind) + " '" + std::string(value.substr(0, 40)) + "'";
    return std::nullopt;
  }
  if (kind == "depth") {
    limits.depth = *number;
  } else {
    limits.movetimeMs = *number;
  }
  return limits;
}

std::string analyseGame(const Game& game, const AnalysisLimits& limits,
                        const std::function<void(const std::string&)>& freeLine) {
  const Variant variant = game.position().variant;
  const Analysis analysis = analyse(game, limits, [&](const Analysis& done) {
    for (const std::string& line : infoLines(done, variant)) freeLine(line);
  });
  if (analysis.moves.empty()) return "error no legal move";
  if (analysis.depth == 0) {  // not even one depth finished in the time: the lines it has
    for (const std::string& line : infoLines(analysis, variant)) freeLine(line);
  }
  return "bestmove " + formatMove(variant, analysis.moves.front().move);
}

// bao-cli analyse <variant|BPN> [--depth N] [--movetime MS]
int runAnalyse(const std::vector<std::string>& args) {
  const char* usage = "usage: bao-cli analyse <variant|BPN> [--depth N] [--movetime MS]\n";
  if (args.empty() || args.size() % 2 == 0) {
    std::cerr << usage;
    return 2;
  }
  std::optional<Position> start;
  if (const auto variant = variantFromName(args[0])) {
    start = startPosition(*variant);
  } else {
    const auto parsed = parsePosition(args[0]);
    if (!parsed) {
      std::cout << "error bad position: " << parsed.error << std::endl;
      return 1;
    }
    start = *parsed.value;
  }
  AnalysisLimits limits{.depth = 64, .movetimeMs = 1000};  // a second, unless told otherwise
  bool depthGiven = false, timeGiven = false;
  for (std::size_t i = 1; i < args.size(); i += 2) {
    const std::string& option = args[i];
    if (option != "--depth" && option != "--movetime") {
      std::cerr << usage;
      return 2;
    }
    std::string error;
    const auto given = analysisLimitsFrom(option.substr(2), args[i + 1], &error);
    if (!given) {
      std::cout << "error " << error << std::endl;
      return 1;
    }
    if (option == "--depth") {
      limits.depth = given->depth;
      depthGiven = true;
    } else {
      limits.movetimeMs = given->movetimeMs;
      timeGiven = true;
    }
  }
  if (depthGiven && !timeGiven) limits.movetimeMs = 0;  // a depth alone is searched to the end
  const Game game(*start);
  if (game.result().over()) {
    std::cout << "error game over" << std::endl;
    return 1;
  }
  const std::string last = analyseGame(game, limits, [](const std::string& line) { std::cout << line << '\n'; });
  std::cout << last << std::endl;
  return last.starts_with("bestmove") ? 0 : 1;
}

}  // namespace baraza::cli
