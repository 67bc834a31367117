#pragma once
// A move: where it starts and, in Bao la Kete, the direction and the safari choice.

#include <array>
#include <cstddef>

#include "baraza/board.h"

namespace baraza {

struct Move {
  Square square = kNoSquare;
  Direction direction = Direction::Ccw;
  bool safari = false;

  friend bool operator==(const Move&, const Move&) = default;
};

// A fixed-capacity list so that generating moves never allocates. Kete has at most
// 16 holes x 2 directions x (stop, safari).
class MoveList {
 public:
  static constexpr std::size_t kCapacity = 64;

  void push(Move move) { moves_[size_++] = move; }
  void clear() { size_ = 0; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move& operator[](std::size_t i) const { return moves_[i]; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  bool contains(const Move& move) const;
  void removeAt(std::size_t i) { moves_[i] = moves_[--size_]; }
  void set(std::size_t i, const Move& move) { moves_[i] = move; }
  void truncate(std::size_t size) { size_ = size; }

 private:
  std::array<Move, kCapacity> moves_{};
  std::size_t size_ = 0;
};

}  // namespace baraza
