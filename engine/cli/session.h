#pragma once
// The line protocol of PROTOCOL.md: one command in, exactly one line out.

#include <optional>
#include <string>
#include <string_view>

#include "baraza/game.h"

namespace baraza::cli {

class Session {
 public:
  static constexpr std::size_t kMaxLine = 1 << 16;

  std::string handle(std::string_view line);
  bool finished() const { return finished_; }

 private:
  std::string setPosition(std::string_view arguments);
  std::string withMove(std::string_view text, bool play);
  std::string go(std::string_view arguments);

  std::optional<Game> game_;
  bool finished_ = false;
};

}  // namespace baraza::cli
