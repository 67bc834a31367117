#pragma once
// The subcommands of bao-cli besides the interactive protocol (PROTOCOL.md "Subcommands").

#include <optional>
#include <string>
#include <vector>

#include "baraza/board.h"
#include "baraza/game.h"

namespace baraza::cli {

// "[variant] [--option value]", shared by bench and searchbench: the variants to run (all when
// none is named) and the option's value, or nothing (usage printed) when the words are off.
struct BenchArgs {
  std::vector<Variant> variants;
  double value;
};
std::optional<BenchArgs> parseBenchArgs(const std::vector<std::string>& args, const std::string& option,
                                        double fallback, const char* usage);

// A game `plies` random legal moves from the start (fewer if it ends): how searchbench and match
// reach varied positions.
template <class Random>
Game randomGame(Variant variant, int plies, Random& random) {
  Game game(startPosition(variant));
  for (int ply = 0; ply < plies && !game.result().over(); ++ply) {
    const MoveList legal = game.legalMoves();
    game.play(legal[random() % legal.size()]);
  }
  return game;
}

// A match player: a level, "mcts", or a plain search "depth:N" or "movetime:MS".
bool validPlayer(const std::string& player);
std::optional<Move> moveOf(const std::string& player, const Game& game, std::uint64_t seed, int movetimeMs);

int runProtocol();
int runPerft(const std::vector<std::string>& args);
int runBench(const std::vector<std::string>& args);
int runMatch(const std::vector<std::string>& args);
int runSearchBench(const std::vector<std::string>& args);
int runCheck(const std::vector<std::string>& args);
int runReplay(const std::vector<std::string>& args);
int runKimasaiFeatures(const std::vector<std::string>& args);
int runKiswahiliFeatures(const std::vector<std::string>& args);
int runVerdictBench(const std::vector<std::string>& args);
int runAnalyse(const std::vector<std::string>& args);
int runSolve(const std::vector<std::string>& args);

}  // namespace baraza::cli
