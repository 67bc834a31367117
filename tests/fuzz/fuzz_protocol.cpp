// libFuzzer target: bao-cli protocol lines (PROTOCOL.md), one command per input line. Every
// line gets exactly one answer line. A search (go, analyse) is told to stop before it starts, as
// `stop` at once would: it must still answer with a legal move, at once.
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "session.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  baraza::cli::Session session([](const std::string& line) {
    if (line.find('\n') != std::string::npos) std::abort();
  });
  const std::atomic<bool> stop{true};
  while (!input.empty() && !session.finished()) {
    const std::size_t end = input.find('\n');
    const std::string_view line = input.substr(0, end);
    input.remove_prefix(end == std::string_view::npos ? input.size() : end + 1);
    const std::string answer = session.answer(line, stop);
    if (answer.find('\n') != std::string::npos) std::abort();
    if (answer.empty() && !session.finished()) std::abort();
    if (baraza::cli::Session::whileSearching(line).answer.find('\n') != std::string::npos) std::abort();
  }
  return 0;
}
