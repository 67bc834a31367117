#pragma once
// `analyse` for the protocol and the subcommand: the same lines in both (PROTOCOL.md style).

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "baraza/analysis.h"

namespace baraza::cli {

// One `info depth <d> move <m> score <s> [mate <±plies>|draw] pv <m1 m2 ...>` line per move, best first.
std::vector<std::string> infoLines(const Analysis& analysis, Variant variant);
// "depth <n>" or "movetime <ms>" as limits, or nothing with the reason in `error`.
std::optional<AnalysisLimits> analysisLimitsFrom(std::string_view kind, std::string_view value, std::string* error);
// Analyses the game, handing every info line to `freeLine` as each depth completes; returns the
// one answer line: `bestmove <m>` or `error <reason>`.
std::string analyseGame(const Game& game, const AnalysisLimits& limits,
                        const std::function<void(const std::string&)>& freeLine);

}  // namespace baraza::cli
