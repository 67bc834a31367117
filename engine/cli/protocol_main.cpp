// bao-cli's protocol on standard input and output (PROTOCOL.md). Input is read on a thread of
// its own, so that a search runs while lines arrive: stop, quit and the end of input end it at
// once, and any other command is answered `error searching` meanwhile.
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <iostream>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>

#include "commands.h"
#include "session.h"

namespace baraza::cli {

namespace {

// What the main thread waits for: a line, the end of input, or a search's end.
struct Event {
  enum class Kind { Line, LineTooLong, EndOfInput, SearchDone } kind;
  std::string line;
  std::uint64_t search = 0;  // which search is done: one stopped before may report after another began
};

class Events {
 public:
  void push(Event event) {
    {
      const std::lock_guard lock(mutex_);
      events_.push_back(std::move(event));
    }
    ready_.notify_one();
  }
  Event pop() {
    std::unique_lock lock(mutex_);
    ready_.wait(lock, [this] { return !events_.empty(); });
    Event event = std::move(events_.front());
    events_.pop_front();
    return event;
  }

 private:
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<Event> events_;
};

// Reads standard input into lines. Lines longer than the limit are read to their end and
// reported as too long, so no input can exhaust memory.
void readLines(const std::shared_ptr<Events>& events) {
  std::string line;
  bool tooLong = false;
  char buffer[4096];
  for (;;) {
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    for (ssize_t i = 0; i < n; ++i) {
      const char c = buffer[i];
      if (c != '\n') {
        if (line.size() <= Session::kMaxLine) {
          line += c;
        } else {
          tooLong = true;
        }
        continue;
      }
      events->push({tooLong ? Event::Kind::LineTooLong : Event::Kind::Line, std::move(line)});
      line.clear();
      tooLong = false;
    }
  }
  if (!line.empty() || tooLong) events->push({tooLong ? Event::Kind::LineTooLong : Event::Kind::Line, line});
  events->push({Event::Kind::EndOfInput, {}});
}

// Lines go out whole, from the main thread and from a search's (analyse's info lines).
class Output {
 public:
  void write(const std::string& line) {
    const std::lock_guard lock(mutex_);
    std::cout << line << '\n' << std::flush;
  }

 private:
  std::mutex mutex_;
};

// One search at a time, on a thread of its own; its answer is taken when it ends or is stopped.
class RunningSearch {
 public:
  RunningSearch(Search search, std::uint64_t id, const std::shared_ptr<Events>& events) : id_(id) {
    thread_ = std::thread([this, search = std::move(search), events] {
      answer_ = search(stop_);
      events->push({Event::Kind::SearchDone, {}, id_});
    });
  }
  std::uint64_t id() const { return id_; }
  ~RunningSearch() { finish(); }
  // Stops the search (if it still runs) and gives its answer: the best move found so far.
  std::string finish() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
    return answer_;
  }

 private:
  const std::uint64_t id_;
  std::atomic<bool> stop_{false};
  std::string answer_;
  std::thread thread_;
};

}  // namespace

int runProtocol() {
  std::ios::sync_with_stdio(false);
  auto output = std::make_shared<Output>();
  Session session([output](const std::string& line) { output->write(line); });
  auto events = std::make_shared<Events>();
  // Never joined: at quit it may be waiting for input that never comes, and the process ends.
  std::thread(readLines, events).detach();
  std::unique_ptr<RunningSearch> searching;
  std::uint64_t searches = 0;
  for (;;) {
    const Event event = events->pop();
    if (event.kind == Event::Kind::SearchDone) {  // a search that was stopped has answered already
      if (searching && searching->id() == event.search) output->write(std::exchange(searching, nullptr)->finish());
      continue;
    }
    if (event.kind == Event::Kind::EndOfInput) {
      if (searching) output->write(searching->finish());
      return 0;
    }
    if (event.kind == Event::Kind::LineTooLong) {
      output->write("error line too long");
      continue;
    }
    if (searching) {
      const Session::DuringSearch asked = Session::whileSearching(event.line);
      if (asked.kind == Session::DuringSearch::Kind::Answer) {
        output->write(asked.answer);
        continue;
      }
      output->write(std::exchange(searching, nullptr)->finish());  // answers the search and the stop
      if (asked.kind == Session::DuringSearch::Kind::Quit) return 0;
      continue;
    }
    Reply reply = session.handle(event.line);
    if (session.finished()) return 0;
    if (reply.search) {
      searching = std::make_unique<RunningSearch>(std::move(reply.search), ++searches, events);
    } else {
      output->write(reply.answer);
    }
  }
}

}  // namespace baraza::cli
