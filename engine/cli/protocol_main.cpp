#include <iostream>

#include "commands.h"
#include "session.h"

namespace baraza::cli {

// Reads commands from standard input, answering each with one line (analyse prints its info
// lines before the answer, as they come). Lines longer than the
// limit are read to their end and rejected, so no input can exhaust memory.
int runProtocol() {
  std::ios::sync_with_stdio(false);
  Session session([](const std::string& line) { std::cout << line << '\n' << std::flush; });
  std::string line;
  bool tooLong = false;
  char c;
  while (std::cin.get(c)) {
    if (c != '\n') {
      if (line.size() <= Session::kMaxLine) {
        line += c;
      } else {
        tooLong = true;
      }
      continue;
    }
    const std::string answer = tooLong ? std::string("error line too long") : session.handle(line);
    line.clear();
    tooLong = false;
    if (session.finished()) return 0;
    std::cout << answer << '\n' << std::flush;
  }
  if (!line.empty() && !session.finished()) {
    const std::string answer = tooLong ? std::string("error line too long") : session.handle(line);
    if (!session.finished()) std::cout << answer << '\n' << std::flush;
  }
  return 0;
}

}  // namespace baraza::cli
