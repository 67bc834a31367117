#include <iostream>

#include "baraza/game.h"
#include "commands.h"

namespace baraza::cli {

namespace {

// Move sequences of length `depth` in which every move is legal and the game had not ended.
std::uint64_t perft(Game& game, int depth) {
  if (depth == 0) return 1;
  const MoveList moves = game.legalMoves();
  if (depth == 1) return moves.size();
  std::uint64_t nodes = 0;
  for (const Move& move : moves) {
    game.play(move);
    nodes += perft(game, depth - 1);
    game.undo();
  }
  return nodes;
}

}  // namespace

int runPerft(const std::vector<std::string>& args) {
  if (args.size() != 2) {
    std::cerr << "usage: bao-cli perft <variant> <depth>\n";
    return 2;
  }
  const auto variant = variantFromName(args[0]);
  int depth = 0;
  try {
    depth = std::stoi(args[1]);
  } catch (...) {
    depth = -1;
  }
  if (!variant || depth < 1 || depth > 20) {
    std::cerr << "error: unknown variant or bad depth (1-20)\n";
    return 2;
  }
  Game game(startPosition(*variant));
  for (int d = 1; d <= depth; ++d)
    std::cout << "perft " << args[0] << " depth=" << d << " nodes=" << perft(game, d) << std::endl;
  return 0;
}

}  // namespace baraza::cli
