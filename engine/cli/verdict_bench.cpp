// bao-cli verdictbench: how long listing the legal moves takes over random positions. Telling
// an endless move (C-5) is exact and usually cheap, but its cost depends on the position (a
// relay cycle can be billions of seeds long); this measures how the cost is spread.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <random>

#include "baraza/notation.h"
#include "commands.h"

namespace baraza::cli {

namespace {

// The game's seeds dropped one by one into holes drawn at random; either side to move. Bao la
// Kete's positions are in mtaji with the kuus gone and no mark, Kingulu's have no mtoto yet.
Position randomPosition(Variant variant, std::mt19937_64& random) {
  Position p = startPosition(variant);
  p.pits.fill(0);
  p.reserve = {0, 0};
  p.kuu = {false, false};
  const int pits = p.pitCount();
  for (int seed = 0; seed < totalSeeds(variant); ++seed) ++p.pits[random() % static_cast<std::size_t>(pits)];
  p.toMove = random() % 2 ? Side::South : Side::North;
  return p;
}

}  // namespace

int runVerdictBench(const std::vector<std::string>& args) {
  const char* usage = "usage: bao-cli verdictbench [<variant>] [--positions N]";
  const auto parsed = parseBenchArgs(args, "--positions", 1e6, usage);
  if (!parsed) return 2;
  if (parsed->value < 1) {
    std::cerr << usage << '\n';
    return 2;
  }
  std::mt19937_64 random(2026);
  MoveList moves;
  for (Variant variant : parsed->variants) {
    const Rules& rules = rulesFor(variant);
    const auto count = static_cast<std::size_t>(parsed->value);
    std::vector<double> micros;
    micros.reserve(count);
    Position worst;
    double worstMicros = -1;
    for (std::size_t i = 0; i < count; ++i) {
      const Position p = randomPosition(variant, random);
      const auto start = std::chrono::steady_clock::now();
      rules.legalMoves(p, moves);
      micros.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
      if (micros.back() > worstMicros) {
        worstMicros = micros.back();
        worst = p;
      }
    }
    double total = 0;
    for (double us : micros) total += us;
    const auto over = [&](double us) {
      return std::count_if(micros.begin(), micros.end(), [&](double m) { return m > us; });
    };
    std::vector<double> sorted = micros;
    std::sort(sorted.begin(), sorted.end());
    const auto at = [&](double q) {
      return sorted[static_cast<std::size_t>(q * static_cast<double>(sorted.size() - 1))];
    };
    std::printf(
        "verdicts %s positions=%zu mean-us=%.2f p99.9-us=%.1f p99.9999-us=%.1f worst-ms=%.1f over-100ms=%ld "
        "over-1s=%ld\n",
        std::string(variantName(variant)).c_str(), count, total / static_cast<double>(count), at(0.999), at(0.999999),
        sorted.back() / 1000, static_cast<long>(over(1e5)), static_cast<long>(over(1e6)));
    std::cerr << "slowest " << formatPosition(worst) << '\n';
  }
  return 0;
}

}  // namespace baraza::cli
