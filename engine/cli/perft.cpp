#include <iostream>

#include "baraza/game.h"
#include "baraza/notation.h"
#include "commands.h"

namespace baraza::cli {

// bao-cli perft <variant|BPN> <depth>. A position in BPN (one argument) lets tests compare
// mid-game counts with the reference implementation, not only those from the start.
int runPerft(const std::vector<std::string>& args) {
  if (args.size() != 2) {
    std::cerr << "usage: bao-cli perft <variant|BPN> <depth>\n";
    return 2;
  }
  std::optional<Position> start;
  if (const auto variant = variantFromName(args[0])) {
    start = startPosition(*variant);
  } else if (args[0].find(' ') != std::string::npos) {
    auto parsed = parsePosition(args[0]);
    if (!parsed) {
      std::cerr << "error: " << parsed.error << "\n";
      return 2;
    }
    start = *parsed.value;
  }
  int depth = 0;
  try {
    depth = std::stoi(args[1]);
  } catch (...) {
    depth = -1;
  }
  if (!start || depth < 1 || depth > 20) {
    std::cerr << "error: unknown variant or bad depth (1-20)\n";
    return 2;
  }
  Game game(*start);
  const std::string_view name = variantName(start->variant);
  for (int d = 1; d <= depth; ++d)
    std::cout << "perft " << name << " depth=" << d << " nodes=" << perft(game, d) << std::endl;
  return 0;
}

}  // namespace baraza::cli
