// Analysis of a position (issue #20): the search's values of every root move, with the exact
// outcome where the search has proven it.
#include "baraza/analysis.h"

#include <algorithm>
#include <atomic>
#include <chrono>

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
    result.exact = MoveValue::Outcome{Result::Kind::Win, mover, kWinScore - value.score, std::nullopt};
  } else if (value.score < -kProvenScore) {
    result.exact = MoveValue::Outcome{Result::Kind::Win, other(mover), kWinScore + value.score, std::nullopt};
  } else {
    result.exact = MoveValue::Outcome{Result::Kind::Draw, mover, static_cast<int>(value.line.size()), std::nullopt};
  }
  return result;
}

Analysis analysisOf(const detail::RootValues& values, Side mover) {
  Analysis analysis{values.depth, {}, values.nodes};
  for (const detail::RootMoveValue& value : values.moves) analysis.moves.push_back(moveValueOf(value, mover));
  return analysis;
}

// The whole milliseconds left until `deadline` (0 or less: none).
int millisecondsUntil(std::chrono::steady_clock::time_point deadline) {
  const auto left = deadline - std::chrono::steady_clock::now();
  return static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(left).count());
}

// A Kingulu move's exact outcome: its final margin for the mover (G-7) and the final count.
MoveValue::Outcome kinguluOutcome(const Position& position, int margin, int plies) {
  const Side mover = position.toMove;
  const int total = kinguluCount(position, Side::South) + kinguluCount(position, Side::North);
  const int moverCount = (total + margin) / 2;
  return {margin == 0 ? Result::Kind::Draw : Result::Kind::Win, margin > 0 ? mover : other(mover), plies,
          std::array<int, 2>{moverCount, total - moverCount}};
}

// Bao Kingulu where the proofs find no value (only a repetition decides): where the solver
// reaches every end within a second, its exact values (the final margin, G-7, in hundredths of
// a seed), unless the game's past could recur.
std::optional<Analysis> solvedAnalysis(const Game& game, const AnalysisLimits& limits) {
  const Position& position = game.position();
  if (position.variant != Variant::Kingulu || !kinguluPastCannotRecur(game)) return std::nullopt;
  const int movetime = limits.movetimeMs > 0 ? std::max(1, limits.movetimeMs / 2) : 1000;
  const std::optional<KinguluValue> value =
      solvedValue(position, {.maxNewPositions = 2'000'000, .movetimeMs = movetime, .stop = limits.stop});
  if (!value) return std::nullopt;
  Analysis analysis;
  analysis.depth = limits.depth;
  analysis.solved = true;
  for (const KinguluMoveValue& move : value->moves) {
    MoveValue result{move.move, 100 * move.margin, std::nullopt, {move.move}};
    if (move.plies >= 0) result.exact = kinguluOutcome(position, move.margin, move.plies);
    analysis.moves.push_back(result);
  }
  return analysis;
}

// Is `a` better than `b` for the mover: a bigger margin; at equal margins the winner (and in a
// draw either side) ends the game sooner, the loser later.
bool betterExact(const MoveValue& a, const MoveValue& b) {
  if (a.score != b.score) return a.score > b.score;
  return a.score < 0 ? a.exact->plies > b.exact->plies : a.exact->plies < b.exact->plies;
}

// Bao Kingulu: proofs that count the game's past (C-6) give each move's exact margin, and the
// plies within which the winner ends the game whatever the loser does. Without a time limit
// they always end (the opening's first plies are read from a table, later positions take
// milliseconds to a second), so analysing a game again judges it the same way.
std::optional<Analysis> provenAnalysis(const Game& game, const AnalysisLimits& limits) {
  const Position& position = game.position();
  if (position.variant != Variant::Kingulu) return std::nullopt;
  using Clock = std::chrono::steady_clock;
  const Clock::time_point deadline =
      limits.movetimeMs > 0 ? Clock::now() + std::chrono::milliseconds(limits.movetimeMs) : Clock::time_point::max();
  const Side mover = position.toMove;
  Analysis analysis;
  analysis.depth = limits.depth;
  analysis.solved = true;
  for (const Move& move : game.legalMoves()) {
    Game after = game;
    after.play(move);
    int margin = 0, plies = 1;
    if (const Result& end = after.result(); end.over()) {
      margin = end.marginFor(mover);
    } else {
      int left = 0;  // no limit
      if (deadline != Clock::time_point::max()) {
        left = millisecondsUntil(deadline);
        if (left <= 0) return std::nullopt;
      }
      const auto reply = provenKinguluPlay(after, {.movetimeMs = left, .stop = limits.stop});
      if (!reply) return std::nullopt;
      margin = -reply->margin;
      plies = reply->plies + 1;
    }
    analysis.moves.push_back({move, 100 * margin, kinguluOutcome(position, margin, plies), {move}});
  }
  std::stable_sort(analysis.moves.begin(), analysis.moves.end(), betterExact);
  return analysis;
}

// The line each exact value expects: best play for both sides (moves that keep the value) for up
// to twelve plies, the best move's first, as far as proofs find them within a second a move (in
// all, when the analysis has a time limit): the whole twelve, the opening's read from its table.
void extendLines(const Game& game, Analysis& analysis, const AnalysisLimits& limits) {
  using Clock = std::chrono::steady_clock;
  constexpr std::size_t kLinePlies = 12;
  const bool timed = limits.movetimeMs > 0;
  Clock::time_point deadline = Clock::now() + std::chrono::seconds(1);
  for (MoveValue& value : analysis.moves) {
    if (!timed) deadline = Clock::now() + std::chrono::seconds(1);
    Game line = game;
    line.play(value.move);
    while (value.line.size() < kLinePlies && !line.result().over()) {
      const int left = millisecondsUntil(deadline);
      if (left <= 0) break;
      const auto next = provenKinguluPlay(line, {.movetimeMs = left, .stop = limits.stop});
      if (!next) break;
      line.play(next->move);
      value.line.push_back(next->move);
    }
  }
}

}  // namespace

// Measured over the sample games in the window: a review at Kete 12 plies takes about 16 s for its
// 52 positions, Kigogo 8 about 17 s for 134, Kimasai 16 about 23 s for 152. Kingulu is proved to
// the end instead (the depth only for where the proofs find no value); its first plies' values
// come from the opening table, and past it a proof can still take up to a second, so a six-ply
// look comes first.
AnalysisProfile analysisProfile(Variant variant) {
  switch (variant) {
    case Variant::Kete:
    case Variant::Kiswahili:  // at Kete's cost or less: 24 positions of random games, 2.3 s of CPU (Kete 2.6)
      return {.reviewDepth = 12};
    case Variant::Kigogo:
      return {.reviewDepth = 8};
    case Variant::Kimasai:
      return {.reviewDepth = 16};
    case Variant::Kingulu:  // G-7: exact values are final margins, of up to 48 seeds
      return {.reviewDepth = 20,
              .reviewMovetimeMs = 0,
              .exactValues = true,
              .firstLookDepth = 6,
              .firstLookMovetimeMs = 200,
              .valueRange = 2400};
  }
  return {};
}

Analysis analyse(const Game& game, const AnalysisLimits& limits, const std::function<void(const Analysis&)>& progress) {
  if (game.result().over()) return {};
  std::optional<Analysis> exact;
  if (limits.exactValues) exact = provenAnalysis(game, limits);
  if (limits.exactValues && !exact && !(limits.stop && limits.stop->load())) exact = solvedAnalysis(game, limits);
  if (exact) {
    extendLines(game, *exact, limits);
    if (progress) progress(*exact);
    return *exact;
  }
  const Side mover = game.position().toMove;
  const SearchLimits searchLimits{.depth = limits.depth, .movetimeMs = limits.movetimeMs, .stop = limits.stop};
  const auto completed = [&](const detail::RootValues& values) {
    if (progress) progress(analysisOf(values, mover));
  };
  return analysisOf(detail::valueRootMoves(game, searchLimits, completed), mover);
}

}  // namespace baraza
