// Analysis of a position (issue #20): the search's values of every root move, with the exact
// outcome where the search has proven it.
#include "baraza/analysis.h"

#include "baraza/kingulu_solution.h"
#include "search/root_values.h"

namespace baraza {

namespace {

// A proven score counts the plies to the end from the analysed position (search.cpp: a win at
// ply p scores 2 * kProvenScore - p).
constexpr int kWinScore = 2 * kProvenScore;

MoveValue moveValueOf(const detail::RootMoveValue& value, Side mover) {
  MoveValue result{value.move, value.score, std::nullopt, value.line};
  if (!value.proven) return result;
  if (value.score > kProvenScore) {
    result.exact = MoveValue::Outcome{Result::Kind::Win, mover, kWinScore - value.score};
  } else if (value.score < -kProvenScore) {
    result.exact = MoveValue::Outcome{Result::Kind::Win, other(mover), kWinScore + value.score};
  } else {
    result.exact = MoveValue::Outcome{Result::Kind::Draw, mover, static_cast<int>(value.line.size())};
  }
  return result;
}

Analysis analysisOf(const detail::RootValues& values, Side mover) {
  Analysis analysis{values.depth, {}, values.nodes};
  for (const detail::RootMoveValue& value : values.moves) analysis.moves.push_back(moveValueOf(value, mover));
  return analysis;
}

// Bao Kingulu: where the solver reaches every end within a second, its exact values (the final
// margin, G-7, in hundredths of a seed) replace the search's, unless the game's past could recur.
std::optional<Analysis> solvedAnalysis(const Game& game, const AnalysisLimits& limits) {
  const Position& position = game.position();
  if (position.variant != Variant::Kingulu || !kinguluPastCannotRecur(game)) return std::nullopt;
  const int movetime = limits.movetimeMs > 0 ? std::max(1, limits.movetimeMs / 2) : 1000;
  const std::optional<KinguluValue> value =
      solvedValue(position, {.maxNewPositions = 2'000'000, .movetimeMs = movetime, .stop = limits.stop});
  if (!value) return std::nullopt;
  Analysis analysis;
  analysis.depth = limits.depth;
  for (const KinguluMoveValue& move : value->moves) {
    MoveValue result{move.move, 100 * move.margin, std::nullopt, {move.move}};
    const Side winner = move.margin > 0 ? position.toMove : other(position.toMove);
    if (move.plies >= 0)
      result.exact = MoveValue::Outcome{move.margin == 0 ? Result::Kind::Draw : Result::Kind::Win, winner, move.plies};
    analysis.moves.push_back(result);
  }
  return analysis;
}

}  // namespace

Analysis analyse(const Game& game, const AnalysisLimits& limits, const std::function<void(const Analysis&)>& progress) {
  if (game.result().over()) return {};
  if (std::optional<Analysis> solved = solvedAnalysis(game, limits)) {
    if (progress) progress(*solved);
    return *solved;
  }
  const Side mover = game.position().toMove;
  const SearchLimits searchLimits{.depth = limits.depth, .movetimeMs = limits.movetimeMs, .stop = limits.stop};
  const auto completed = [&](const detail::RootValues& values) {
    if (progress) progress(analysisOf(values, mover));
  };
  return analysisOf(detail::valueRootMoves(game, searchLimits, completed), mover);
}

}  // namespace baraza
