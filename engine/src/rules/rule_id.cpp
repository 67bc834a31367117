#include "baraza/rule_id.h"

#include <iterator>

namespace baraza {

std::string_view ruleText(RuleId rule) {
  // In the order of RuleId.
  static constexpr std::string_view kTexts[] = {
      "",      "C-6",    "C-7",    "K-2",    "K-3",    "K-4",    "K-5",    "M-2",   "M-3",   "M-4",   "G-2",
      "G-3",   "G-4.1",  "G-4.2",  "G-4.3",  "G-4.4",  "G-4.5",  "G-6",    "G-7",   "L-2",   "L-3",   "L-5",
      "L-6.1", "L-6.2",  "L-6.3",  "L-6.4",  "L-7",    "L-8",    "L-9",    "L-10",  "L-11",  "L-12",  "Z-2",
      "Z-3",   "Z-5",    "Z-6.1",  "Z-6.2",  "Z-6.3",  "Z-6.4",  "Z-7",    "Z-8",   "Z-8.2", "Z-8.6", "Z-9",
      "Z-10",  "Z-11.1", "Z-11.2", "Z-11.3", "Z-11.4", "Z-12.1", "Z-12.2", "Z-12.3"};
  static_assert(std::size(kTexts) == static_cast<std::size_t>(RuleId::Z12_3) + 1);
  const auto index = static_cast<std::size_t>(rule);
  return index < std::size(kTexts) ? kTexts[index] : std::string_view{};
}

}  // namespace baraza
