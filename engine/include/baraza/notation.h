#pragma once
// Text forms of PROTOCOL.md: positions (BPN), moves, results and trace JSON.

#include <optional>
#include <string>
#include <string_view>

#include "baraza/rules.h"
#include "baraza/trace.h"

namespace baraza {

// Either a value or a message that says what is wrong with the text.
template <class T>
struct Parsed {
  std::optional<T> value;
  std::string error;

  static Parsed failure(std::string message) { return {std::nullopt, std::move(message)}; }
  explicit operator bool() const { return value.has_value(); }
};

std::string formatPosition(const Position& position);
Parsed<Position> parsePosition(std::string_view text);

std::string formatMove(Variant variant, const Move& move);
Parsed<Move> parseMove(Variant variant, std::string_view text);

// "ongoing", "S captured-all", "draw score 24-24", ...
std::string formatResult(const Result& result);
std::string_view reasonWord(ResultReason reason);
// The players' decision formatResult() writes ("N resignation", "draw agreement", "S time"); none for any
// other text, a result of the rules included.
std::optional<Result> parseDecision(std::string_view text);
std::string_view endReasonWord(EndReason reason);
// The word a game's trace JSON uses: Kiswahili's lap that stops in the nyumba ends "nyumba".
std::string_view endReasonWord(Variant variant, EndReason reason);

std::string formatTraceJson(const Trace& trace);

}  // namespace baraza
