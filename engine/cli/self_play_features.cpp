// bao-cli kimasai-features, kiswahili-features: positions from self-play with what the game's
// evaluation looks at and how each game ended, for tools/kimasai-fit and tools/kiswahili-fit to fit
// the evaluation's weights to.
#include <cstdio>
#include <exception>
#include <iostream>
#include <random>
#include <stdexcept>
#include <string>

#include "baraza/search.h"
#include "commands.h"
#include "search/kimasai_evaluation.h"
#include "search/kiswahili_evaluation.h"

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

// What each game's features are and how a row prints them.
struct KimasaiRows {
  static constexpr Variant kVariant = Variant::Kimasai;
  static constexpr int kFewestOpeningPlies = 6;
  static constexpr const char* kUsage =
      "usage: bao-cli kimasai-features --games N [--depth PLIES] [--noise SHARE] [--seed S]\n"
      "prints: result stones, 24 stone-on-step values, own moves, opponent moves, own capture,\n"
      "opponent capture, back-row room (result 1, 0.5 or 0 for the side to move)\n";
  static KimasaiFeatures features(const Position& p) { return kimasaiFeatures(p); }
  static void print(double result, const KimasaiFeatures& f) {
    std::printf("%g %d", result, f.stones);
    for (int v : f.stoneOnStep) std::printf(" %d", v);
    std::printf(" %d %d %d %d %d\n", f.ownMoves, f.opponentMoves, f.ownCapture, f.opponentCapture, f.backRowRoom);
  }
};

// Bao la Kiswahili's namua is nearly the same in every game for its first moves, so its random
// openings start earlier and vary more.
struct KiswahiliRows {
  static constexpr Variant kVariant = Variant::Kiswahili;
  static constexpr int kFewestOpeningPlies = 2;
  static constexpr const char* kUsage =
      "usage: bao-cli kiswahili-features --games N [--depth PLIES] [--noise SHARE] [--seed S]\n"
      "prints: result, seeds in both hands, material (own minus opponent's), then own and opponent's\n"
      "front row, capture moves, best first capture, working nyumba, empty front holes, holes of two\n"
      "or more (result 1, 0.5 or 0 for the side to move)\n";
  static KiswahiliFeatures features(const Position& p) { return kiswahiliFeatures(p); }
  static void print(double result, const KiswahiliFeatures& f) {
    std::printf("%g %d %d", result, f.hands, f.material);
    for (const auto* pair : {&f.front, &f.captures, &f.bestCapture, &f.working, &f.emptyFront, &f.bigHoles})
      std::printf(" %d %d", (*pair)[0], (*pair)[1]);
    std::printf("\n");
  }
};

template <class Rows>
int runFeatures(const std::vector<std::string>& args) {
  Options o;
  if (!parse(args, o)) {
    std::cerr << Rows::kUsage;
    return 2;
  }
  std::mt19937_64 random(o.seed);
  std::uniform_real_distribution<double> chance(0, 1);
  for (int g = 0; g < o.games; ++g) {
    Game game = randomGame(Rows::kVariant, Rows::kFewestOpeningPlies + static_cast<int>(random() % 10), random);
    std::vector<std::pair<decltype(Rows::features(game.position())), Side>> seen;
    while (!game.result().over() && game.ply() < 1000) {
      seen.emplace_back(Rows::features(game.position()), game.position().toMove);
      const MoveList legal = game.legalMoves();
      game.play(chance(random) < o.noise ? legal[random() % legal.size()] : *search(game, {.depth = o.depth}).best);
    }
    const Result& r = game.result();
    for (const auto& [features, side] : seen)
      Rows::print(r.kind == Result::Kind::Win ? (r.winner == side ? 1.0 : 0.0) : 0.5, features);
  }
  return 0;
}

}  // namespace

int runKimasaiFeatures(const std::vector<std::string>& args) { return runFeatures<KimasaiRows>(args); }
int runKiswahiliFeatures(const std::vector<std::string>& args) { return runFeatures<KiswahiliRows>(args); }

}  // namespace baraza::cli
