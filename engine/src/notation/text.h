#pragma once
// Small text helpers shared by the notation parsers.

#include <optional>
#include <string_view>
#include <vector>

namespace baraza::detail {

std::vector<std::string_view> split(std::string_view text, char separator);
// Splits on runs of spaces and tabs, dropping empty pieces.
std::vector<std::string_view> words(std::string_view text);
// A plain decimal number without sign, at most `limit`.
std::optional<int> parseCount(std::string_view text, int limit);

}  // namespace baraza::detail
