// libFuzzer target: .bao game records (docs/bao-format.md). A record either is refused with
// its line and reason, or replays; a replayed game written out reads back as the same game.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "baraza/notation.h"
#include "baraza/record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const baraza::Parsed<baraza::GameRecord> parsed = baraza::parseRecord(text);
  if (!parsed) {
    if (parsed.error.empty()) std::abort();  // every refusal says why
    return 0;
  }
  const baraza::Game game = baraza::replayRecord(*parsed.value);
  const std::string written = baraza::formatRecord(baraza::recordOf(game), game.result());
  const baraza::Parsed<baraza::GameRecord> again = baraza::parseRecord(written);
  if (!again) std::abort();
  const baraza::Game replayed = baraza::replayRecord(*again.value);
  if (!(replayed.position() == game.position()) || replayed.line() != game.line()) std::abort();
  return 0;
}
