// bao-cli bench: single-thread random playouts. By default a fixed workload (the same games,
// move for move, every run), so that two runs of one binary agree and a change of a few percent
// shows; `--seconds` plays for a time instead.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <string>
#include <vector>

#include "baraza/game.h"
#include "commands.h"

namespace baraza::cli {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kRepetitions = 5;             // the workload's time is the best of these runs
constexpr double kSlowPlaySeconds = 0.001;  // a play slower than this is timed apart

// Games of each variant's fixed workload: about 0.2 s of CPU each on this project's 2-core
// machine, long enough for a steady figure, short enough for a best of five.
int workloadGames(Variant variant) {
  switch (variant) {
    case Variant::Kigogo:
      return 6000;
    case Variant::Kete:
    case Variant::Kiswahili:
      return 10000;
    case Variant::Kingulu:
      return 60000;
    case Variant::Kimasai:
      break;
  }
  return 6000;
}

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// The CPU time this thread has had: on a machine shared with other work, the time the thread
// waited for a core is not the engine's.
double threadSeconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

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

// Game `game` of a variant's workload draws its moves from its own seed (SplitMix64 of the two),
// so that every run, and a workload of more games, plays the same games.
FastRandom gameRandom(Variant variant, int game) {
  std::uint64_t z = (std::uint64_t{static_cast<std::uint8_t>(variant)} << 32 | static_cast<std::uint32_t>(game)) +
                    0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return {(z ^ (z >> 31)) | 1};
}

struct Tally {
  std::uint64_t turns = 0;
  std::uint64_t drops = 0;
  std::uint64_t games = 0;
  double seconds = 0;
};

// A play the calibration run found slower than kSlowPlaySeconds (in practice an endless-move
// verdict, C-5): the timed runs take its result from here instead of playing it, and it is timed
// on its own, so that one rare position neither hides nor swamps the speed of all the others.
struct SlowPlay {
  std::uint64_t index;  // the workload's plays, counted in the order they are made
  Position before;
  Move move;
  Position after;
  MoveOutcome outcome;
  double seconds;  // the best of kRepetitions
};

// One variant's playouts, plain or traced. Each game is random legal moves with the game's full
// end rules (C-5, C-6, C-7); endless candidates are dropped as they are met, which keeps the
// choice uniform over legal moves.
template <bool kTraced>
class Playouts {
 public:
  explicit Playouts(Variant variant) : variant_(variant), rules_(rulesFor(variant)) { events_.reserve(1 << 16); }

  // The workload's games once. Calibrating times every play and keeps the slow ones; otherwise
  // the slow plays kept are replayed from their record and count for nothing.
  Tally playWorkload(int games, bool calibrate) {
    calibrating_ = calibrate;
    playIndex_ = 0;
    nextSlow_ = 0;
    if (calibrate) slow_.clear();
    Tally tally;
    const double start = threadSeconds();
    for (int game = 0; game < games; ++game) {
      FastRandom random = gameRandom(variant_, game);
      playout(random, tally);
    }
    tally.seconds = threadSeconds() - start;
    return tally;
  }

  // Random games from one seed for at least `seconds` of CPU time (bench --seconds).
  Tally playFor(double seconds) {
    calibrating_ = false;
    slow_.clear();
    FastRandom random{0x9E3779B97F4A7C15ULL};
    Tally tally;
    const double start = threadSeconds();
    do {
      for (int i = 0; i < 16; ++i) playout(random, tally);
      tally.seconds = threadSeconds() - start;
    } while (tally.seconds < seconds);
    return tally;
  }

  const std::vector<SlowPlay>& slowPlays() const { return slow_; }

  double slowSeconds() const {
    double total = 0;
    for (const SlowPlay& s : slow_) total += s.seconds;
    return total;
  }

 private:
  MoveOutcome rawPlay(Position& p, Move move) {
    if constexpr (kTraced) {
      events_.clear();
      TraceRecorder recorder(events_);
      return rules_.play(p, move, recorder);
    } else {
      return rules_.play(p, move);
    }
  }

  double bestTime(const Position& before, Move move) {
    double best = 1e300;
    for (int r = 0; r < kRepetitions; ++r) {
      Position p = before;
      const double start = threadSeconds();
      rawPlay(p, move);
      best = std::min(best, threadSeconds() - start);
    }
    return best;
  }

  // Plays a candidate, or takes a slow one's result from the calibration's record. The drops of
  // a slow play are not counted: they were not sown in the time measured.
  MoveOutcome play(Position& p, Move move, Tally& tally) {
    const std::uint64_t index = playIndex_++;
    if (!calibrating_ && nextSlow_ < slow_.size() && slow_[nextSlow_].index == index) {
      const SlowPlay& s = slow_[nextSlow_++];
      p = s.after;
      return s.outcome;
    }
    const Position before = p;
    const auto start = calibrating_ ? Clock::now() : Clock::time_point{};
    const MoveOutcome outcome = rawPlay(p, move);
    // One slow measurement may be the machine's doing (another process ran): timed again.
    if (calibrating_ && secondsSince(start) > kSlowPlaySeconds) {
      if (const double best = bestTime(before, move); best > kSlowPlaySeconds) {
        slow_.push_back({index, before, move, p, outcome, best});
        return outcome;
      }
    }
    if (!outcome.endless) tally.drops += outcome.drops;
    return outcome;
  }

  void playout(FastRandom& random, Tally& tally) {
    Position p = startPosition(variant_);
    std::vector<std::uint64_t>& seen = seen_;
    seen.assign(1, hashOf(p));
    MoveList moves;
    MoveOutcome outcome;
    int lastMaterial = p.seedsOnBoard() * 64 + p.reserve[0] + p.reserve[1];
    for (;;) {
      if (rules_.immediateResult(p, seen.size() > 1 ? &outcome : nullptr).over()) break;
      rules_.candidateMoves(p, moves);
      bool moved = false;
      while (!moves.empty()) {
        const std::size_t pick = random.next() % moves.size();
        Position next = p;
        outcome = play(next, moves[pick], tally);
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
      // Seeds leave the board or the reserve only for good, so older positions cannot recur.
      const int material = p.seedsOnBoard() * 64 + p.reserve[0] + p.reserve[1];
      if (material != lastMaterial) seen.clear();
      lastMaterial = material;
      const std::uint64_t hash = hashOf(p);
      int count = 1;
      for (std::uint64_t h : seen) count += h == hash;
      if (count >= rules_.repetitionLimit()) break;
      seen.push_back(hash);
    }
    ++tally.games;
  }

  Variant variant_;
  const Rules& rules_;
  std::vector<TraceEvent> events_;
  std::vector<std::uint64_t> seen_;
  bool calibrating_ = false;
  std::uint64_t playIndex_ = 0;
  std::vector<SlowPlay> slow_;
  std::size_t nextSlow_ = 0;
};

// What one mode (plain or traced) measured.
struct Measured {
  Tally tally;  // the fastest run
  std::size_t slowPlays = 0;
  double slowSeconds = 0;
};

// A calibration run, then the best of kRepetitions timed runs of the same games.
template <bool kTraced>
Measured measureWorkload(Variant variant, int games) {
  Playouts<kTraced> playouts(variant);
  const Tally calibration = playouts.playWorkload(games, true);
  Measured measured;
  for (int r = 0; r < kRepetitions; ++r) {
    const Tally run = playouts.playWorkload(games, false);
    if (run.turns != calibration.turns) {  // the same games, move for move, or the figures mean nothing
      std::cerr << "bench: the workload is not deterministic\n";
      std::exit(1);
    }
    if (r == 0 || run.seconds < measured.tally.seconds) measured.tally = run;
  }
  measured.slowPlays = playouts.slowPlays().size();
  measured.slowSeconds = playouts.slowSeconds();
  return measured;
}

template <bool kTraced>
Measured measureFor(Variant variant, double seconds) {
  Playouts<kTraced> playouts(variant);
  return {playouts.playFor(seconds), 0, 0};
}

// For scale: seeds dropped one by one along Kigogo's 24-hole loop with nothing else to do (no
// rules, no verdicts, the lap's end hole always lifted), the best of kRepetitions.
double bareRelayDropsPerSecond() {
  const Loop& loop = loopOf(Variant::Kigogo, Side::South);
  constexpr std::uint64_t kDrops = 20'000'000;
  double best = 1e300;
  for (int r = 0; r < kRepetitions; ++r) {
    Position p = startPosition(Variant::Kigogo);
    int at = 0;
    std::uint64_t dropped = 0;
    const double start = threadSeconds();
    while (dropped < kDrops) {
      const Square lifted = loop.squares[static_cast<std::size_t>(at)];
      int hand = p.seeds(lifted);  // never empty: a lap ends in a hole it has just sown into
      p.at(lifted) = 0;
      dropped += static_cast<std::uint64_t>(hand);
      for (; hand > 0; --hand) {
        if (++at == loop.length) at = 0;
        ++p.at(loop.squares[static_cast<std::size_t>(at)]);
      }
    }
    best = std::min(best, threadSeconds() - start);
    volatile int kept = p.seeds(0);  // the loop's work is used, so it is not optimised away
    (void)kept;
  }
  return static_cast<double>(kDrops) / best;
}

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.0f", value);
  return text;
}

std::string decimal(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

double perSecond(std::uint64_t count, double seconds) { return static_cast<double>(count) / seconds; }

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
  const char* usage = "usage: bao-cli bench [kigogo|kete|kingulu|kimasai|kiswahili] [--games N | --seconds S]";
  std::vector<Variant> variants{kAllVariants.begin(), kAllVariants.end()};
  int games = 0;  // 0: each variant's own workload
  double seconds = 0;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const bool hasValue = i + 1 < args.size();
    if (args[i] == "--games" && hasValue && games == 0 && seconds == 0) {
      games = std::atoi(args[++i].c_str());
      if (games < 1 || games > 10'000'000) return std::cerr << usage << '\n', 2;
    } else if (args[i] == "--seconds" && hasValue && games == 0 && seconds == 0) {
      seconds = std::atof(args[++i].c_str());
      if (!(seconds > 0 && seconds <= 3600)) return std::cerr << usage << '\n', 2;
    } else if (const auto v = variantFromName(args[i])) {
      variants = {*v};
    } else {
      std::cerr << usage << '\n';
      return 2;
    }
  }
  if (seconds > 0) {
    std::cout << "bench: random games for " << seconds << " s per game (half that traced)" << std::endl;
  } else {
    std::cout << "bench: a fixed workload per game, game i from its own seed; the best of " << kRepetitions
              << " runs of the thread's CPU time; plays over " << kSlowPlaySeconds * 1000 << " ms timed apart"
              << std::endl;
    if (args.empty())  // the whole default benchmark: with the machine's own scale
      std::cout << "bench: bare relay loop (no rules) drops/s=" << number(bareRelayDropsPerSecond()) << std::endl;
  }
  for (Variant v : variants) {
    const int workload = games > 0 ? games : workloadGames(v);
    const Measured plain = seconds > 0 ? measureFor<false>(v, seconds) : measureWorkload<false>(v, workload);
    const Measured traced = seconds > 0 ? measureFor<true>(v, seconds / 2) : measureWorkload<true>(v, workload);
    const Tally& t = plain.tally;
    std::cout << "bench " << variantName(v) << " turns/s=" << number(perSecond(t.turns, t.seconds))
              << " drops/s=" << number(perSecond(t.drops, t.seconds))
              << " games/s=" << number(perSecond(t.games, t.seconds))
              << " plies/game=" << number(static_cast<double>(t.turns) / static_cast<double>(t.games))
              << " traced-turns/s=" << number(perSecond(traced.tally.turns, traced.tally.seconds));
    if (seconds > 0) {
      std::cout << " seconds=" << decimal(t.seconds) << std::endl;
      continue;
    }
    std::cout << " games=" << t.games << " turns=" << t.turns << " ms=" << decimal(t.seconds * 1000)
              << " slow-verdicts=" << plain.slowPlays << " slow-ms=" << decimal(plain.slowSeconds * 1000)
              << " traced-slow-verdicts=" << traced.slowPlays
              << " traced-slow-ms=" << decimal(traced.slowSeconds * 1000) << std::endl;
  }
  return 0;
}

}  // namespace baraza::cli
