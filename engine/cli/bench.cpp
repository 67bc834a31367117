// bao-cli bench: single-thread random playouts (issue #2 targets are measured here).
#include <chrono>
#include <cstdio>
#include <iostream>
#include <random>
#include <vector>

#include "baraza/game.h"
#include "commands.h"

namespace baraza::cli {

namespace {

struct Tally {
  std::uint64_t turns = 0;
  std::uint64_t drops = 0;
  std::uint64_t games = 0;
  double seconds = 0;
};

// Xorshift: the benchmark measures the engine, not the random number generator.
struct FastRandom {
  std::uint64_t state;
  std::uint64_t next() {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  }
};

// Plays one game of random legal moves with the game's full end rules (C-5, C-6, C-7). Endless
// candidates are dropped as they are met, which keeps the choice uniform over legal moves.
template <bool kTraced>
void playout(const Rules& rules, Variant variant, FastRandom& random, Tally& tally, std::vector<TraceEvent>& events) {
  Position p = startPosition(variant);
  std::vector<std::uint64_t> seen{hashOf(p)};
  MoveList moves;
  MoveOutcome outcome;
  int lastMaterial = p.seedsOnBoard() * 64 + p.reserve[0] + p.reserve[1];
  for (;;) {
    if (rules.immediateResult(p, seen.size() > 1 ? &outcome : nullptr).over()) break;
    rules.candidateMoves(p, moves);
    bool moved = false;
    while (!moves.empty()) {
      const std::size_t pick = random.next() % moves.size();
      Position next = p;
      if constexpr (kTraced) {
        events.clear();
        TraceRecorder recorder(events);
        outcome = rules.play(next, moves[pick], recorder);
      } else {
        outcome = rules.play(next, moves[pick]);
      }
      if (outcome.endless) {
        moves.removeAt(pick);
        continue;
      }
      p = next;
      moved = true;
      break;
    }
    if (!moved) break;  // no legal move
    ++tally.turns;
    tally.drops += outcome.drops;
    // Seeds leave the board or the reserve only for good, so older positions cannot recur.
    const int material = p.seedsOnBoard() * 64 + p.reserve[0] + p.reserve[1];
    if (material != lastMaterial) seen.clear();
    lastMaterial = material;
    const std::uint64_t hash = hashOf(p);
    int count = 1;
    for (std::uint64_t h : seen) count += h == hash;
    if (count >= rules.repetitionLimit()) break;
    seen.push_back(hash);
  }
  ++tally.games;
}

template <bool kTraced>
Tally measure(Variant variant, double seconds) {
  const Rules& rules = rulesFor(variant);
  FastRandom random{0x9E3779B97F4A7C15ULL};
  std::vector<TraceEvent> events;
  events.reserve(1 << 16);
  Tally tally;
  const auto start = std::chrono::steady_clock::now();
  do {
    for (int i = 0; i < 16; ++i) playout<kTraced>(rules, variant, random, tally, events);
    tally.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  } while (tally.seconds < seconds);
  return tally;
}

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.0f", value);
  return text;
}

}  // namespace

std::optional<BenchArgs> parseBenchArgs(const std::vector<std::string>& args, const std::string& option,
                                        double fallback, const char* usage) {
  BenchArgs parsed{{kAllVariants.begin(), kAllVariants.end()}, fallback};
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == option && i + 1 < args.size()) {
      parsed.value = std::atof(args[++i].c_str());
    } else if (const auto v = variantFromName(args[i])) {
      parsed.variants = {*v};
    } else {
      std::cerr << usage << '\n';
      return std::nullopt;
    }
  }
  return parsed;
}

int runBench(const std::vector<std::string>& args) {
  const auto parsed =
      parseBenchArgs(args, "--seconds", 2.0, "usage: bao-cli bench [kigogo|kete|kingulu|kimasai] [--seconds S]");
  if (!parsed) return 2;
  const double seconds = parsed->value;
  const std::vector<Variant>& variants = parsed->variants;
  for (Variant v : variants) {
    const Tally plain = measure<false>(v, seconds);
    const Tally traced = measure<true>(v, seconds / 2);
    std::cout << "bench " << variantName(v) << " turns/s=" << number(plain.turns / plain.seconds)
              << " drops/s=" << number(plain.drops / plain.seconds)
              << " games/s=" << number(plain.games / plain.seconds)
              << " plies/game=" << number(static_cast<double>(plain.turns) / plain.games)
              << " traced-turns/s=" << number(traced.turns / traced.seconds) << std::endl;
  }
  return 0;
}

}  // namespace baraza::cli
