// bao-cli searchbench: how fast the search visits positions, one thread. With --depth N each
// game's fixed positions are searched to N plies and the nodes counted: the same binary gives the
// same count every time, and any change to the search (its order, its cuts, its evaluation)
// changes it, as Stockfish's bench signature does.
#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <random>

#include "baraza/search.h"
#include "commands.h"

namespace baraza::cli {

namespace {

constexpr int kPositions = 5;
constexpr int kRepetitions = 3;  // a fixed-depth run's time is the best of these

double threadSeconds() {  // CPU time: what the search had, not what other processes took
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// Positions a few random moves into a game, so that the search meets real middle games. A
// Kingulu game is over in 11 to 30 plies and its search proves the result long before the
// second is up, ten plies in within a millisecond: its positions come from the first plies.
std::vector<Game> benchPositions(Variant v) {
  const int firstPly = v == Variant::Kingulu ? 0 : 6;
  const int plyStep = v == Variant::Kingulu ? 1 : 4;
  std::mt19937 random(11);
  std::vector<Game> games;
  for (int s = 0; s < kPositions; ++s) {
    Game game = randomGame(v, firstPly + plyStep * s, random);
    if (!game.result().over()) games.push_back(std::move(game));
  }
  return games;
}

void timedSearches(Variant v, int movetime) {
  std::uint64_t nodes = 0;
  double seconds = 0;
  int depths = 0;
  const std::vector<Game> games = benchPositions(v);
  for (const Game& game : games) {
    // Untimed: the thread's table is allocated, and the position's slow endless moves (C-5) found.
    search(game, {.depth = 1});
    const auto start = std::chrono::steady_clock::now();
    const SearchResult r = search(game, {.depth = 64, .movetimeMs = movetime});
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    nodes += r.nodes;
    depths += r.depth;
  }
  char line[160];
  std::snprintf(line, sizeof line, "search %s nodes/s=%.0f depth=%.1f", variantName(v).data(),
                static_cast<double>(nodes) / seconds, games.empty() ? 0.0 : double(depths) / games.size());
  std::cout << line << std::endl;
}

// Every position searched to `depth`, the best of kRepetitions; the node count is the same each time.
bool fixedDepthSearches(Variant v, int depth) {
  const std::vector<Game> games = benchPositions(v);
  for (const Game& game : games) search(game, {.depth = 1});  // the table allocated before timing
  std::uint64_t nodes = 0;
  double best = 1e300;
  for (int r = 0; r < kRepetitions; ++r) {
    std::uint64_t counted = 0;
    const double start = threadSeconds();
    for (const Game& game : games) counted += search(game, {.depth = depth}).nodes;
    best = std::min(best, threadSeconds() - start);
    if (r > 0 && counted != nodes) {
      std::cerr << "searchbench: the node count changed between runs\n";
      return false;
    }
    nodes = counted;
  }
  char line[200];
  std::snprintf(line, sizeof line, "search %s nodes=%llu nodes/s=%.0f depth=%d positions=%zu ms=%.1f",
                variantName(v).data(), static_cast<unsigned long long>(nodes), static_cast<double>(nodes) / best, depth,
                games.size(), best * 1000);
  std::cout << line << std::endl;
  return true;
}

}  // namespace

int runSearchBench(const std::vector<std::string>& args) {
  const char* usage = "usage: bao-cli searchbench [variant] [--movetime MS | --depth N]";
  std::vector<Variant> variants{kAllVariants.begin(), kAllVariants.end()};
  int movetime = 0;
  int depth = 0;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const bool hasValue = i + 1 < args.size() && movetime == 0 && depth == 0;
    if (args[i] == "--movetime" && hasValue) {
      movetime = std::atoi(args[++i].c_str());
      if (movetime < 1 || movetime > 3'600'000) return std::cerr << usage << '\n', 2;
    } else if (args[i] == "--depth" && hasValue) {
      depth = std::atoi(args[++i].c_str());
      if (depth < 1 || depth > 64) return std::cerr << usage << '\n', 2;
    } else if (const auto v = variantFromName(args[i])) {
      variants = {*v};
    } else {
      std::cerr << usage << '\n';
      return 2;
    }
  }
  for (Variant v : variants) {
    if (depth == 0) {
      timedSearches(v, movetime > 0 ? movetime : 1000);
    } else if (!fixedDepthSearches(v, depth)) {
      return 1;
    }
  }
  return 0;
}

}  // namespace baraza::cli
