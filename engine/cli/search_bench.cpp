// bao-cli searchbench: how fast the search visits positions, one thread (issue #7 asks for
// 1 million nodes/s in Kigogo, Kimasai and Kingulu, 300,000 in Kete).
#include <chrono>
#include <cstdio>
#include <iostream>
#include <random>

#include "baraza/search.h"
#include "commands.h"

namespace baraza::cli {

int runSearchBench(const std::vector<std::string>& args) {
  const auto parsed = parseBenchArgs(args, "--movetime", 1000, "usage: bao-cli searchbench [variant] [--movetime MS]");
  if (!parsed) return 2;
  const int movetime = static_cast<int>(parsed->value);
  const std::vector<Variant>& variants = parsed->variants;
  for (Variant v : variants) {
    // Positions a few random moves into a game, so that the search meets real middle games. A
    // Kingulu game is over in 11 to 30 plies and its search proves the result long before the
    // second is up, ten plies in within a millisecond: its positions come from the first plies.
    const int firstPly = v == Variant::Kingulu ? 0 : 6;
    const int plyStep = v == Variant::Kingulu ? 1 : 4;
    std::mt19937 random(11);
    std::uint64_t nodes = 0;
    double seconds = 0;
    int depths = 0, searches = 0;
    for (int s = 0; s < 5; ++s) {
      const Game game = randomGame(v, firstPly + plyStep * s, random);
      if (game.result().over()) continue;
      // Untimed: the thread's table is allocated, and the position's slow endless moves (C-5) found.
      search(game, {.depth = 1});
      const auto start = std::chrono::steady_clock::now();
      const SearchResult r = search(game, {.depth = 64, .movetimeMs = movetime});
      seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      nodes += r.nodes;
      depths += r.depth;
      ++searches;
    }
    char line[160];
    std::snprintf(line, sizeof line, "search %s nodes/s=%.0f depth=%.1f", variantName(v).data(), nodes / seconds,
                  searches ? double(depths) / searches : 0.0);
    std::cout << line << std::endl;
  }
  return 0;
}

}  // namespace baraza::cli
