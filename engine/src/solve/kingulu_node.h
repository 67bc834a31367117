#pragma once
// How the Kingulu solver and prover see a position (issue #20): the seeds kept for good taken
// off the board, an exact 61-bit key. Internal to engine/src/solve.

#include <array>
#include <cstdint>
#include <cstdlib>

#include "baraza/rules.h"

namespace baraza::kingulu {

constexpr Variant kVariant = Variant::Kingulu;
constexpr int kHoles = 12;
constexpr int kMaxSeeds = 48;
constexpr int kMaxKeptDifference = 63;
constexpr std::size_t kMaxMoves = kHoles / 2;  // a move starts from one of the mover's six holes (G-3)

// Binomial coefficients for ranking the seeds of the twelve holes (at most 48 seeds: a
// composition of at most 48 into 12 parts is a 12-subset of 0..59).
struct Binomials {
  std::array<std::array<std::uint64_t, kHoles + 1>, kMaxSeeds + kHoles> c{};
  constexpr Binomials() {
    for (std::size_t n = 0; n < c.size(); ++n) {
      c[n][0] = 1;
      for (std::size_t k = 1; k <= kHoles && k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k < n ? c[n - 1][k] : 0);
    }
  }
};
constexpr Binomials kBinomials;

// Seeds kept for good: the store and the mtoto holes a side owns (G-2, G-7).
inline int kept(const Position& p, Side side) {
  int seeds = p.store[static_cast<std::size_t>(indexOf(side))];
  for (int i = 0; i < kHoles; ++i) {
    const Square sq = static_cast<Square>(i);
    if (p.isMtoto(sq) && mtotoOwner(kVariant, sq) == side) seeds += p.seeds(sq);
  }
  return seeds;
}

inline int keptBySouth(const Position& p) { return kept(p, Side::South) - kept(p, Side::North); }

// A position as the solver sees it: the kept seeds taken off the board and the stores, and only
// their difference remembered (South's minus North's).
struct Node {
  Position board;
  int keptBySouth = 0;
};

inline Node nodeOf(const Position& p) {
  Node node{p, keptBySouth(p)};
  node.board.store = {0, 0};
  for (int i = 0; i < kHoles; ++i)
    if (p.isMtoto(static_cast<Square>(i))) node.board.at(static_cast<Square>(i)) = 0;
  return node;
}

inline bool fitsKey(const Node& node) {
  int seeds = 0;
  for (int i = 0; i < kHoles; ++i) seeds += node.board.pits[static_cast<std::size_t>(i)];
  return seeds <= kMaxSeeds && node.board.mtoto < (1U << kHoles) && std::abs(node.keptBySouth) <= kMaxKeptDifference;
}

// An exact key (never 0): the holes' seeds ranked among all ways to put at most 48 seeds into
// 12 holes (under 2^41), the kept difference, the mtoto holes and the side to move: 61 bits.
inline std::uint64_t keyOf(const Node& node) {
  std::uint64_t rank = 0;
  int prefix = 0;
  for (int i = 0; i < kHoles; ++i) {
    prefix += node.board.pits[static_cast<std::size_t>(i)] + (i > 0 ? 1 : 0);
    rank += kBinomials.c[static_cast<std::size_t>(prefix)][static_cast<std::size_t>(i + 1)];
  }
  const auto kept = static_cast<std::uint64_t>(node.keptBySouth + kMaxKeptDifference + 1);
  return ((((rank << 7) | kept) << 12 | node.board.mtoto) << 1 |
          static_cast<std::uint64_t>(indexOf(node.board.toMove))) +
         1;
}

// The node after a move from `node`, `after` being the position the move left.
inline Node childOf(const Node& node, const Position& after) {
  Node next = nodeOf(after);  // what the move kept, the node having none on the board
  next.keptBySouth += node.keptBySouth;
  return next;
}

// G-7: the game is over; the mover's count minus the opponent's.
inline int endMargin(const Node& node) {
  const Position& p = node.board;
  const int kept = p.toMove == Side::South ? node.keptBySouth : -node.keptBySouth;
  return kept + p.seedsInRows(p.toMove) - p.seedsInRows(other(p.toMove));
}

}  // namespace baraza::kingulu
