// libFuzzer target: bao-cli protocol lines (PROTOCOL.md), one command per input line. Every
// line gets exactly one answer line. `go` and `analyse` are left out: a search takes the time it
// is given (up to ten minutes by the protocol), and tst_protocol covers them.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "session.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  baraza::cli::Session session;
  while (!input.empty() && !session.finished()) {
    const std::size_t end = input.find('\n');
    const std::string_view line = input.substr(0, end);
    input.remove_prefix(end == std::string_view::npos ? input.size() : end + 1);
    const std::size_t word = std::min(line.find_first_not_of(" \t"), line.size());
    if (line.substr(word, 2) == "go" || line.substr(word, 7) == "analyse") continue;
    const std::string answer = session.handle(line);
    if (answer.find('\n') != std::string::npos) std::abort();
    if (answer.empty() && !session.finished()) std::abort();
  }
  return 0;
}
