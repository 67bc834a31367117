// bao-cli kimasai-features: positions from self-play with what the Kimasai evaluation looks at
// and how each game ended, for tools/kimasai-fit to fit the evaluation's weights to.
#include <cstdio>
#include <exception>
#include <iostream>
#include <random>
#include <stdexcept>
#include <string>

#include "baraza/search.h"
#include "commands.h"
#include "search/kimasai_evaluation.h"

namespace baraza::cli {

namespace {

struct Options {
  int games = 0;
  int depth = 5;
  double noise = 0.05;  // the share of random moves, so that the games do not all look alike
  unsigned seed = 1;
};

// The whole word as a number, or an exception (std::stoi alone reads "1.2.3" as 1).
template <class Number, class Convert>
Number whole(const std::string& word, Convert convert) {
  std::size_t used = 0;
  const Number number = convert(word, &used);
  if (used != word.size()) throw std::invalid_argument(word);
  return number;
}

bool parseOption(const std::string& key, const std::string& value, Options& o) {
  const auto toInt = [](const std::string& w, std::size_t* used) { return std::stoi(w, used); };
  if (value.empty() || value.find_first_not_of("0123456789.") != std::string::npos) return false;
  if (key == "--games")
    o.games = whole<int>(value, toInt);
  else if (key == "--depth")
    o.depth = whole<int>(value, toInt);
  else if (key == "--noise")
    o.noise = whole<double>(value, [](const std::string& w, std::size_t* used) { return std::stod(w, used); });
  else if (key == "--seed")
    o.seed = static_cast<unsigned>(whole<int>(value, toInt));
  else
    return false;
  return true;
}

bool parse(const std::vector<std::string>& args, Options& o) {
  if (args.size() % 2 != 0) return false;
  for (std::size_t i = 0; i < args.size(); i += 2) {
    try {
      if (!parseOption(args[i], args[i + 1], o)) return false;
    } catch (const std::exception&) {  // out of range, or not a number after all ("1.2.3")
      return false;
    }
  }
  return o.games > 0 && o.depth > 0 && o.depth <= 64 && o.noise >= 0 && o.noise <= 1;
}

void printRow(double result, const KimasaiFeatures& f) {
  std::printf("%g %d", result, f.stones);
  for (int v : f.stoneOnStep) std::printf(" %d", v);
  std::printf(" %d %d %d %d %d\n", f.ownMoves, f.opponentMoves, f.ownCapture, f.opponentCapture, f.backRowRoom);
}

}  // namespace

int runKimasaiFeatures(const std::vector<std::string>& args) {
  Options o;
  if (!parse(args, o)) {
    std::cerr << "usage: bao-cli kimasai-features --games N [--depth PLIES] [--noise SHARE] [--seed S]\n"
                 "prints: result stones, 24 stone-on-step values, own moves, opponent moves, own capture,\n"
                 "opponent capture, back-row room (result 1, 0.5 or 0 for the side to move)\n";
    return 2;
  }
  std::mt19937_64 random(o.seed);
  std::uniform_real_distribution<double> chance(0, 1);
  for (int g = 0; g < o.games; ++g) {
    Game game = randomGame(Variant::Kimasai, 6 + static_cast<int>(random() % 10), random);
    std::vector<std::pair<KimasaiFeatures, Side>> seen;
    while (!game.result().over() && game.ply() < 1000) {
      seen.emplace_back(kimasaiFeatures(game.position()), game.position().toMove);
      const MoveList legal = game.legalMoves();
      game.play(chance(random) < o.noise ? legal[random() % legal.size()] : *search(game, {.depth = o.depth}).best);
    }
    const Result& r = game.result();
    for (const auto& [features, side] : seen)
      printRow(r.kind == Result::Kind::Win ? (r.winner == side ? 1.0 : 0.0) : 0.5, features);
  }
  return 0;
}

}  // namespace baraza::cli
