// libFuzzer target: BPN positions (PROTOCOL.md). Any text either parses or is refused with a
// reason; a parsed position prints back to text that parses to the same position.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "baraza/notation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const baraza::Parsed<baraza::Position> parsed = baraza::parsePosition(text);
  if (!parsed) {
    if (parsed.error.empty()) std::abort();  // every refusal says why
    return 0;
  }
  const std::string printed = baraza::formatPosition(*parsed.value);
  const baraza::Parsed<baraza::Position> again = baraza::parsePosition(printed);
  if (!again || !(*again.value == *parsed.value) || baraza::formatPosition(*again.value) != printed) std::abort();
  return 0;
}
