#pragma once
// The line protocol of PROTOCOL.md: one command in, exactly one line out.

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "baraza/game.h"

namespace baraza::cli {

class Session {
 public:
  static constexpr std::size_t kMaxLine = 1 << 16;

  // `freeLine` receives the lines a command prints before its answer (analyse's info lines), as
  // they come; without one they are put before the answer, one line each.
  explicit Session(std::function<void(const std::string&)> freeLine = {}) : freeLine_(std::move(freeLine)) {}

  std::string handle(std::string_view line);
  bool finished() const { return finished_; }

 private:
  std::string setPosition(std::string_view arguments);
  std::string withMove(std::string_view text, bool play);
  std::string go(std::string_view arguments);
  std::string analyse(std::string_view arguments);

  std::optional<Game> game_;
  bool finished_ = false;
  std::function<void(const std::string&)> freeLine_;
};

}  // namespace baraza::cli
