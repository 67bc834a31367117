#pragma once
// The line protocol of PROTOCOL.md: one command in, exactly one line out. A search (go,
// analyse) is handed back to be run on a thread of the caller's, so that the caller can read on
// and stop it (runProtocol); its last line is the command's answer.

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "baraza/game.h"

namespace baraza::cli {

// A search a command asked for: it runs until it ends or `stop` is set, and returns the command's
// answer (`bestmove ...`, the best found so far when stopped). It owns what it uses, so it may
// run on any thread while the session answers other lines.
using Search = std::function<std::string(const std::atomic<bool>& stop)>;

// A command's answer line, or the search whose last line will answer it.
struct Reply {
  std::string answer;
  Search search;
};

class Session {
 public:
  static constexpr std::size_t kMaxLine = 1 << 16;

  // `freeLine` receives the lines a search prints before its answer (analyse's info lines), as
  // they come, on the search's thread; without one they are put before the answer.
  explicit Session(std::function<void(const std::string&)> freeLine = {}) : freeLine_(std::move(freeLine)) {}

  Reply handle(std::string_view line);
  // handle() with its search, if any, run at once on this thread: the answer line.
  std::string answer(std::string_view line, const std::atomic<bool>& stop);

  // What a line that arrives while a search runs asks (PROTOCOL.md): to stop it, to stop it and
  // quit, or only its own answer: `error searching` for any other command, which changes nothing.
  struct DuringSearch {
    enum class Kind { Stop, Quit, Answer } kind;
    std::string answer;
  };
  static DuringSearch whileSearching(std::string_view line);
  bool finished() const { return finished_; }

 private:
  std::string setPosition(std::string_view arguments);
  std::string withMove(std::string_view text, bool play);
  Reply go(std::string_view arguments);
  Reply analyse(std::string_view arguments);

  std::optional<Game> game_;
  bool finished_ = false;
  std::function<void(const std::string&)> freeLine_;
};

}  // namespace baraza::cli
