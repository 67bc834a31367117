// bao-cli kimasai-features: positions from self-play with what the Kimasai evaluation looks at
// and how each game ended, for tools/kimasai-fit to fit the evaluation's weights to.
#include <cstdio>
#include <iostream>
#include <random>
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

bool parse(const std::vector<std::string>& args, Options& o) {
  for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
    const std::string& key = args[i];
    const std::string& value = args[i + 1];
    if (value.find_first_not_of("0123456789.") != std::string::npos) return false;
    if (key == "--games")
      o.games = std::stoi(value);
    else if (key == "--depth")
      o.depth = std::stoi(value);
    else if (key == "--noise")
      o.noise = std::stod(value);
    else if (key == "--seed")
      o.seed = static_cast<unsigned>(std::stoul(value));
    else
      return false;
  }
  return args.size() % 2 == 0 && o.games > 0 && o.depth > 0 && o.noise >= 0 && o.noise <= 1;
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
