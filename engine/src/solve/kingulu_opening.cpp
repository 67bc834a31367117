// Bao Kingulu's opening, solved ahead (kingulu_opening.h).
#include "solve/kingulu_opening.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <iterator>
#include <ostream>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "baraza/kingulu_solution.h"
#include "baraza/search.h"
#include "solve/kingulu_node.h"

namespace baraza::kingulu {
namespace {

// kOpeningDepth, kOpeningKeys (exact node keys, ascending) and kOpeningValues (the margin plus
// 64 in the high byte, the plies in the low one), as `bao-cli solve kingulu --opening-table N`
// printed them.
#include "solve/kingulu_opening_table.inc"

}  // namespace

std::optional<OpeningValue> openingValue(const Position& position) {
  if (position.variant != kVariant) return std::nullopt;
  const Node node = nodeOf(position);
  if (!fitsKey(node)) return std::nullopt;
  const std::uint64_t key = keyOf(node);
  const auto* found = std::lower_bound(std::begin(kOpeningKeys), std::end(kOpeningKeys), key);
  if (found == std::end(kOpeningKeys) || *found != key) return std::nullopt;
  const std::uint16_t value = kOpeningValues[found - std::begin(kOpeningKeys)];
  return OpeningValue{(value >> 8) - 64, value & 0xFF};
}

std::size_t openingTableSize() { return std::size(kOpeningKeys); }
int openingTableDepth() { return kOpeningDepth; }

}  // namespace baraza::kingulu

namespace baraza {
namespace {

// The mover's best margin among his moves, from the values known of the positions after them
// (or the end a move makes); a ten-ply search's estimate where none is known.
int guessFromMoves(const Game& game, const std::unordered_map<std::uint64_t, kingulu::OpeningValue>& values) {
  using namespace kingulu;
  const Side mover = game.position().toMove;
  std::optional<int> best;
  for (const Move& move : game.legalMoves()) {
    Game after = game;
    after.play(move);
    std::optional<int> margin;
    if (after.result().over()) {
      margin = after.result().marginFor(mover);
    } else if (const auto known = values.find(keyOf(nodeOf(after.position()))); known != values.end()) {
      margin = -known->second.margin;
    }
    if (margin && (!best || *margin > *best)) best = margin;
  }
  if (best) return *best;
  const int estimate = search(game, {.depth = 10}).score;
  return std::abs(estimate) > kProvenScore ? (estimate > 0 ? 2 : -2)
                                           : 2 * static_cast<int>(std::lround(estimate / 200.0));
}

}  // namespace

std::size_t kinguluOpeningTableSize() { return kingulu::openingTableSize(); }

std::optional<KinguluOpeningValue> kinguluOpeningValue(const Position& position) {
  const auto value = kingulu::openingValue(position);
  if (!value) return std::nullopt;
  return KinguluOpeningValue{value->margin, value->plies};
}
int kinguluOpeningTableDepth() { return kingulu::openingTableDepth(); }

// Layer by layer from the start, each position once (positions that differ only in the seeds
// kept, not in their difference, are one: kingulu_node.h), then solved from the deepest layer
// up; each position's margin is first guessed from the
// values of the positions after its moves, which is the margin itself where all are known (a
// ten-ply search's estimate in the deepest layer). Positions where only a repetition decides (no
// proof ends the game) are left out.
void printKinguluOpeningTable(int depth, std::ostream& out, std::ostream& progress) {
  using namespace kingulu;
  const Rules& rules = rulesFor(kVariant);
  std::vector<std::vector<Position>> layers{{startPosition(kVariant)}};
  std::unordered_set<std::uint64_t> seen{keyOf(nodeOf(layers.front().front()))};
  MoveList moves;
  for (int ply = 1; ply <= depth; ++ply) {
    std::vector<Position> next;
    for (const Position& position : layers.back()) {
      rules.legalMoves(position, moves);
      if (Game(position).result().over()) continue;
      for (const Move& move : moves) {
        Position after = position;
        rules.play(after, move);
        if (seen.insert(keyOf(nodeOf(after))).second) next.push_back(after);
      }
    }
    layers.push_back(std::move(next));
  }
  std::unordered_map<std::uint64_t, OpeningValue> values;
  std::size_t undecided = 0;
  for (int ply = depth; ply >= 0; --ply) {
    for (const Position& position : layers[static_cast<std::size_t>(ply)]) {
      const Game game(position);
      if (game.result().over()) continue;
      // Proofs of their own for each position, as provenKinguluPlay() makes them: what a proof
      // remembers depends on what it met before, and the plies must be the program's.
      const auto value = OpeningProofs().valueOf(position, guessFromMoves(game, values));
      if (!value) {
        ++undecided;
        continue;
      }
      values[keyOf(nodeOf(position))] = *value;
    }
    progress << "opening-table depth=" << ply << " positions=" << layers[static_cast<std::size_t>(ply)].size()
             << " solved=" << values.size() << " undecided=" << undecided << " cpu-s=" << std::clock() / CLOCKS_PER_SEC
             << std::endl;
  }
  std::vector<std::pair<std::uint64_t, std::uint16_t>> entries;
  for (const auto& [key, value] : values)
    entries.emplace_back(key, static_cast<std::uint16_t>((value.margin + 64) << 8 | value.plies));
  std::sort(entries.begin(), entries.end());
  out << "// Generated by `bao-cli solve kingulu --opening-table " << depth << "`: do not edit. Every position\n"
      << "// the first " << depth << " plies reach from the start that is not over (" << entries.size() << "; "
      << undecided << " where only a repetition\n"
      << "// decides are left out), keyed as kingulu_node.h keys it, with the margin and the plies\n"
      << "// provenKinguluPlay() proves for it as the start of a game.\n"
      << "constexpr int kOpeningDepth = " << depth << ";\n"
      << "constexpr std::uint64_t kOpeningKeys[] = {\n";
  char text[32];
  for (std::size_t i = 0; i < entries.size(); ++i) {
    std::snprintf(text, sizeof text, "0x%llx,", static_cast<unsigned long long>(entries[i].first));
    out << text << ((i + 1) % 6 == 0 || i + 1 == entries.size() ? "\n" : " ");
  }
  out << "};\nconstexpr std::uint16_t kOpeningValues[] = {\n";
  for (std::size_t i = 0; i < entries.size(); ++i)
    out << entries[i].second << ',' << ((i + 1) % 12 == 0 || i + 1 == entries.size() ? "\n" : " ");
  out << "};\n";
}

}  // namespace baraza
