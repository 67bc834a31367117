// libFuzzer target: move notation (PROTOCOL.md) in every game. A parsed move prints back to
// text that parses to the same move; a refusal says why.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "baraza/notation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const baraza::Variant variant : baraza::kAllVariants) {
    const baraza::Parsed<baraza::Move> parsed = baraza::parseMove(variant, text);
    if (!parsed) {
      if (parsed.error.empty()) std::abort();
      continue;
    }
    const std::string printed = baraza::formatMove(variant, *parsed.value);
    const baraza::Parsed<baraza::Move> again = baraza::parseMove(variant, printed);
    if (!again || !(*again.value == *parsed.value)) std::abort();
  }
  return 0;
}
