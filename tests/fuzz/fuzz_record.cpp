// libFuzzer target: .bao game records (docs/bao-format.md). A record either is refused with
// its line and reason, or replays; written out again it reads back as the same game with the
// same tags, whatever characters they hold.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "baraza/notation.h"
#include "baraza/record.h"

namespace {

// The tags the writer keeps as they are: Game, Start and Result it writes from the game.
std::vector<std::pair<std::string, std::string>> keptTags(const baraza::GameRecord& record) {
  std::vector<std::pair<std::string, std::string>> tags = record.tags;
  std::erase_if(tags,
                [](const auto& tag) { return tag.first == "Game" || tag.first == "Start" || tag.first == "Result"; });
  return tags;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const baraza::Parsed<baraza::GameRecord> parsed = baraza::parseRecord(text);
  if (!parsed) {
    if (parsed.error.empty()) std::abort();  // every refusal says why
    return 0;
  }
  const baraza::Game game = baraza::replayRecord(*parsed.value);
  baraza::GameRecord record = baraza::recordOf(game);
  record.tags = parsed.value->tags;
  const std::string written = baraza::formatRecord(record, game.result());
  const baraza::Parsed<baraza::GameRecord> again = baraza::parseRecord(written);
  if (!again) std::abort();
  const baraza::Game replayed = baraza::replayRecord(*again.value);
  if (!(replayed.position() == game.position()) || replayed.line() != game.line()) std::abort();
  if (keptTags(*again.value) != keptTags(*parsed.value)) std::abort();
  return 0;
}
