#pragma once
// Analysis of a position: every legal move with its value and the line the engine expects,
// deepened step by step for as long as the caller lets it run (issue #20). The app's analysis
// pane, "Analyse game" and `bao-cli analyse` all use it.

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "baraza/game.h"
#include "baraza/search.h"

namespace baraza {

struct MoveValue {
  Move move;
  // For the side to move, in hundredths of a seed; beyond ±kProvenScore a proven win or loss.
  int score = 0;
  // Set when the outcome with best play is known exactly (a proven win or loss, a proven draw,
  // or Kingulu's solved result): who wins and in how many plies from this position.
  struct Outcome {
    Result::Kind kind = Result::Kind::Draw;  // Draw, or Win (for `winner`)
    Side winner = Side::South;
    int plies = 0;  // a win: plies to its end, this move included; a draw: the line's length
    // The final count, the mover's first, where the exact result is one (Kingulu's, G-7).
    std::optional<std::array<int, 2>> count = std::nullopt;
  };
  std::optional<Outcome> exact;
  std::vector<Move> line;  // the expected continuation, this move first
};

struct Analysis {
  int depth = 0;                 // deepest completed iteration
  std::vector<MoveValue> moves;  // every legal move, best first
  std::uint64_t nodes = 0;
  // Every value worked out to the end of the game (Kingulu's solver or proofs), not by a search
  // to a depth: `depth` and `nodes` say nothing then.
  bool solved = false;
};

struct AnalysisLimits {
  int depth = 64;                           // plies
  int movetimeMs = 0;                       // 0: no time limit
  const std::atomic<bool>* stop = nullptr;  // set from another thread to stop early
  // Kingulu: exact values, proved to the end, where they can be; false: the search's only (a
  // quick first look while the proofs work).
  bool exactValues = true;
};

// How a game is analysed, as the engine knows it: which games it proves exactly, how deep a game
// review looks, how wide the values run.
struct AnalysisProfile {
  // Analysing a whole game: each position to this depth, so that analysing a game again judges it
  // the same way, but for no longer than reviewMovetimeMs (0: no limit, where the values are
  // proved to the end and so are exact and the same each time).
  int reviewDepth = 8;
  int reviewMovetimeMs = 5000;
  // The values are exact, worked out to the end of the game, wherever the proofs finish
  // (AnalysisLimits::exactValues).
  bool exactValues = false;
  // Where exact values take a while: a quick search shown first, this deep (0: none).
  int firstLookDepth = 0;
  int firstLookMovetimeMs = 0;
  // The values' usual range, in hundredths of a seed either way (a chart's scale): ten seeds, or
  // the final margin where exact values are margins.
  int valueRange = 1000;
};
AnalysisProfile analysisProfile(Variant variant);

// Analyses the game's current position (its history counts for repetition, C-6). `progress`, if
// given, receives the analysis after every completed depth (on the calling thread). Returns the
// deepest complete analysis; an ended game has no moves.
Analysis analyse(const Game& game, const AnalysisLimits& limits,
                 const std::function<void(const Analysis&)>& progress = {});

}  // namespace baraza
