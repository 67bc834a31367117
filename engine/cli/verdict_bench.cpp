// bao-cli verdictbench: how long listing the legal moves takes over random positions. Telling
// an endless move (C-5) is exact and usually cheap, but its cost depends on the position (a
// relay cycle can be billions of seeds long); this measures how the cost is spread, and prints a
// digest of every verdict, so that a new method can be shown to give exactly the old verdicts.
#include <algorithm>
#include <cstdio>
#include <ctime>
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

// The CPU time this thread has had, in microseconds: on a machine shared with other work, the
// time the thread waited for a core is not the verdict's.
double threadMicros() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e6 + static_cast<double>(now.tv_nsec) * 1e-3;
}

// FNV-1a over the legal moves of every position in turn, each list closed by a separator.
struct VerdictDigest {
  std::uint64_t value = 0xCBF29CE484222325ULL;
  void add(std::uint64_t word) {
    value ^= word;
    value *= 0x100000001B3ULL;
  }
  void add(const MoveList& moves) {
    for (const Move& m : moves)
      add(static_cast<std::uint64_t>(static_cast<std::uint8_t>(m.square)) |
          static_cast<std::uint64_t>(m.direction) << 8 | static_cast<std::uint64_t>(m.safari) << 9);
    add(0xFFFF);
  }
};

}  // namespace

int runVerdictBench(const std::vector<std::string>& args) {
  const char* usage = "usage: bao-cli verdictbench [<variant>] [--positions N]";
  const auto parsed = parseBenchArgs(args, "--positions", 1e6, usage);
  if (!parsed) return 2;
  if (parsed->value < 1) {
    std::cerr << usage << '\n';
    return 2;
  }
  MoveList moves;
  for (Variant variant : parsed->variants) {
    const Rules& rules = rulesFor(variant);
    // Each game its own stream, so that one game alone meets the same positions as in a full run.
    std::mt19937_64 random(2026 + static_cast<std::uint64_t>(variant));
    const auto count = static_cast<std::size_t>(parsed->value);
    std::vector<double> micros;
    micros.reserve(count);
    Position worst;
    double worstMicros = -1;
    VerdictDigest digest;
    for (std::size_t i = 0; i < count; ++i) {
      const Position p = randomPosition(variant, random);
      const double start = threadMicros();
      rules.legalMoves(p, moves);
      micros.push_back(threadMicros() - start);
      digest.add(moves);
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
        "over-1s=%ld digest=%016llx\n",
        std::string(variantName(variant)).c_str(), count, total / static_cast<double>(count), at(0.999), at(0.999999),
        sorted.back() / 1000, static_cast<long>(over(1e5)), static_cast<long>(over(1e6)),
        static_cast<unsigned long long>(digest.value));
    std::fflush(stdout);
    std::cerr << "slowest " << formatPosition(worst) << '\n';
  }
  return 0;
}

}  // namespace baraza::cli
