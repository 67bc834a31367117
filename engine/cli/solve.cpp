// bao-cli solve kingulu|BPN: Bao Kingulu's exact result with best play (issue #20).
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <stdexcept>

#include "baraza/kingulu_solution.h"
#include "baraza/notation.h"
#include "baraza/search.h"
#include "commands.h"

namespace baraza::cli {

namespace {

// "S 27-21", "N 20-28" or "draw 24-24": the result the margin gives from the position, with the
// final count South-North (G-7).
std::string resultText(const Position& p, int margin) {
  const int total = kinguluCount(p, Side::South) + kinguluCount(p, Side::North);
  const int mover = (total + margin) / 2;
  const int south = p.toMove == Side::South ? mover : total - mover;
  const std::string count = std::to_string(south) + '-' + std::to_string(total - south);
  if (margin == 0) return "draw " + count;
  return std::string(1, sideLetter(margin > 0 ? p.toMove : other(p.toMove))) + ' ' + count;
}

long peakMemoryMb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024;
}

// The other way to the result: the engine's own proof search (win, draw or loss only).
int proveBySearch(const Position& start) {
  const auto began = std::chrono::steady_clock::now();
  const SearchResult result = search(Game(start), {.depth = 64});
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  const char* verdict = result.score > kProvenScore ? "win" : result.score < -kProvenScore ? "loss" : "not proven";
  std::cout << "search " << verdict << " for " << sideLetter(start.toMove) << " depth=" << result.depth
            << " nodes=" << result.nodes << '\n';
  std::printf("time %.2f s\nmemory %ld MB\n", seconds, peakMemoryMb());
  return 0;
}

// The value by two proofs (proveKinguluMargin): the most the side to move can force, found by
// halving, and the opponent forcing its negative, each within the budget.
int valueByProofs(const Position& start, const KinguluBudget& budget, std::optional<int> claimed) {
  const auto began = std::chrono::steady_clock::now();
  const Side mover = start.toMove;
  std::uint64_t positions = 0;
  auto proves = [&](Side prover, int atLeast) -> std::optional<bool> {
    const auto proof = proveKinguluMargin(start, prover, atLeast, budget);
    if (!proof) return std::nullopt;
    positions += proof->positions;
    std::cout << "proof " << sideLetter(prover) << " at-least " << atLeast << ' '
              << (proof->proved ? "proved plies=" + std::to_string(proof->plies) : std::string("not-proved"))
              << " positions=" << proof->positions << " nodes=" << proof->nodes << std::endl;
    return proof->proved;
  };
  // Proved: at least `low`; not proved: `high`. A claimed value needs two proofs only.
  int low = -kinguluCount(start, other(mover)), high = kinguluCount(start, mover) + 1;
  if (claimed) {
    if (const auto proved = proves(mover, *claimed); proved && *proved) {
      low = *claimed;
      high = *claimed + 1;
    } else {
      high = low;  // not proved: unknown
    }
  }
  int value = 0;
  bool exact = false;
  while (high - low > 1) {
    const int middle = low + (high - low) / 2;
    const auto proved = proves(mover, middle);
    if (!proved) break;
    (*proved ? low : high) = middle;
  }
  if (high - low == 1) {
    const auto upper = proves(other(mover), -low);
    exact = upper && *upper;
    value = low;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  std::cout << "result " << (exact ? resultText(start, value) : std::string("unknown")) << '\n';
  if (exact) std::cout << "margin " << value << '\n';
  std::cout << "positions " << positions << '\n';
  std::printf("time %.2f s\nmemory %ld MB\n", seconds, peakMemoryMb());
  return exact ? 0 : 1;
}

// How exactly a player plays: it meets `strong` from the start as South, after each first move
// as North, and from every two-ply opening with either colour; then every move it made is
// judged by proofs that count the game's past (provenKinguluPlay): the exact value of the
// position before it, and of the position after it. A move keeps the value when the two agree;
// where either stays unknown within the budget it is not judged.
int measurePlay(const std::string& player, int movetimeMs) {
  std::vector<Game> games;
  std::vector<Side> sides;
  std::vector<std::size_t> openings;  // the plies played before the player took over
  std::uint64_t seed = 1;
  auto playOut = [&](Game game, Side side) {
    openings.push_back(game.ply());
    while (!game.result().over()) {
      const bool players = game.position().toMove == side;
      game.play(*moveOf(players ? player : "strong", game, ++seed, movetimeMs));
    }
    games.push_back(std::move(game));
    sides.push_back(side);
  };
  const Game start(startPosition(Variant::Kingulu));
  playOut(start, Side::South);
  for (const Move& first : start.legalMoves()) {
    Game afterFirst = start;
    afterFirst.play(first);
    playOut(afterFirst, Side::North);
    for (const Move& second : afterFirst.legalMoves()) {
      Game game = afterFirst;
      game.play(second);
      for (const Side side : {Side::South, Side::North}) playOut(game, side);
    }
  }
  const KinguluBudget judging{.movetimeMs = 60'000};
  int moves = 0, judged = 0, kept = 0, seedsGiven = 0, wonGames = 0, lostFromWon = 0;
  for (std::size_t g = 0; g < games.size(); ++g) {
    Game game = games[g];
    const Side side = sides[g];
    bool won = false;
    for (std::size_t ply = openings[g]; ply < game.length(); ++ply) {
      game.seek({ply, 0});
      if (game.position().toMove != side) continue;
      ++moves;
      const auto before = provenKinguluPlay(game, judging);
      game.seek({ply + 1, 0});
      const auto after = game.result().over() ? std::nullopt : provenKinguluPlay(game, judging);
      if (!before || (!after && !game.result().over())) continue;
      const int afterMargin = after ? -after->margin : game.result().marginFor(side);
      ++judged;
      if (!won && before->margin > 0) won = true;
      if (afterMargin == before->margin) ++kept;
      seedsGiven += std::max(0, before->margin - afterMargin);
    }
    const int margin = games[g].lineResult().marginFor(side);
    if (won) ++wonGames;
    if (won && margin <= 0) ++lostFromWon;
  }
  std::cout << "keeps " << player << " games=" << games.size() << " moves=" << moves << " judged=" << judged
            << " kept=" << kept << " seeds-given=" << seedsGiven << " won-games=" << wonGames
            << " lost-from-won=" << lostFromWon << '\n';
  return 0;
}

}  // namespace

// bao-cli solve kingulu|BPN [--positions N] [--seconds S] [--path N] [--search|--prove|--margin M],
// bao-cli solve --keeps PLAYER [--movetime MS], bao-cli solve kingulu --opening-table PLIES
int runSolve(const std::vector<std::string>& args) {
  const char* usage =
      "usage: bao-cli solve kingulu|BPN [--positions N] [--seconds S] [--path N] [--search|--prove|--margin M]\n       "
      "bao-cli solve --keeps PLAYER [--movetime MS]\n       bao-cli solve kingulu --opening-table PLIES\n";
  KinguluBudget budget;
  bool bySearch = false, byProofs = false;
  std::optional<int> claimed;
  std::string keeps;
  int movetimeMs = 50;
  std::optional<Position> start;
  std::optional<int> openingPlies;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& word = args[i];
    try {
      if (word == "--search") {
        bySearch = true;
      } else if (word == "--prove") {
        byProofs = true;
      } else if (word == "--keeps" && i + 1 < args.size() && validPlayer(args[i + 1])) {
        keeps = args[++i];
      } else if (word == "--opening-table" && i + 1 < args.size()) {
        openingPlies = std::stoi(args[++i]);
        if (*openingPlies < 0 || *openingPlies > 16) throw std::invalid_argument(word);
      } else if (word == "--movetime" && i + 1 < args.size()) {
        movetimeMs = std::stoi(args[++i]);
      } else if (word == "--margin" && i + 1 < args.size()) {
        byProofs = true;
        claimed = std::stoi(args[++i]);
      } else if (word == "--positions" && i + 1 < args.size()) {
        budget.maxNewPositions = std::stoull(args[++i]);
      } else if (word == "--seconds" && i + 1 < args.size()) {
        budget.movetimeMs = static_cast<int>(1000 * std::stod(args[++i]));
      } else if (word == "--path" && i + 1 < args.size()) {
        budget.maxPath = std::stoull(args[++i]);
      } else if (!start && word == "kingulu") {
        start = startPosition(Variant::Kingulu);
      } else if (!start) {
        auto parsed = parsePosition(word);
        if (!parsed || parsed.value->variant != Variant::Kingulu) {
          std::cerr << usage << "error: " << (parsed ? "not a Kingulu position" : parsed.error) << '\n';
          return 2;
        }
        start = *parsed.value;
      } else {
        throw std::invalid_argument(word);
      }
    } catch (const std::exception&) {
      std::cerr << usage;
      return 2;
    }
  }
  if (!keeps.empty()) return measurePlay(keeps, movetimeMs);
  if (openingPlies) {
    if (!start || *start != startPosition(Variant::Kingulu)) {
      std::cerr << usage;
      return 2;
    }
    printKinguluOpeningTable(*openingPlies, std::cout, std::cerr);
    return 0;
  }
  if (!start) {
    std::cerr << usage;
    return 2;
  }
  if (bySearch) return proveBySearch(*start);
  if (byProofs) return valueByProofs(*start, budget, claimed);

  const auto began = std::chrono::steady_clock::now();
  const std::optional<KinguluValue> value = solvedValue(*start, budget);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  const KinguluSolverStats stats = kinguluSolverStats();
  std::cout << "position " << formatPosition(*start) << '\n';
  if (!value) {
    std::cout << "result unknown (the budget ran out first)\n";
  } else {
    std::cout << "result " << resultText(*start, value->margin) << '\n'
              << "margin " << value->margin << '\n'
              << "plies " << value->plies << '\n';
    std::cout << "best";
    for (const KinguluMoveValue& move : value->moves)
      if (move.margin == value->margin) std::cout << ' ' << formatMove(Variant::Kingulu, move.move);
    std::cout << '\n';
    for (const KinguluMoveValue& move : value->moves)
      std::cout << "move " << formatMove(Variant::Kingulu, move.move) << ' ' << resultText(*start, move.margin)
                << " plies=" << move.plies << '\n';
  }
  std::cout << "positions " << stats.positions << '\n'
            << "moves-played " << stats.movesPlayed << '\n'
            << "components " << stats.components << " largest=" << stats.largestComponent << '\n'
            << "deepest-path " << stats.deepestPath << '\n'
            << "repetition-draws " << stats.repetitionDraws << '\n';
  std::printf("time %.2f s\ntable %.1f MB\nmemory %ld MB\n", seconds, static_cast<double>(stats.tableBytes) / 1e6,
              peakMemoryMb());
  return value ? 0 : 1;
}

}  // namespace baraza::cli
