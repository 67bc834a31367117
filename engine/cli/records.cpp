// bao-cli check FILE and bao-cli replay FILE: game records (docs/bao-format.md).
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>

#include "baraza/record.h"
#include "commands.h"

namespace baraza::cli {

namespace {

// Why `path` could not be opened, from open()'s errno.
std::string openError(const std::string& path, int error) {
  switch (error) {
    case ENOENT:
    case ENOTDIR:
      return "cannot open " + path + ": no such file";
    case ELOOP:
      return "cannot open " + path + ": a loop of symbolic links";
    case EACCES:
    case EPERM:
      return "cannot open " + path + ": permission denied";
    case ENXIO:  // a socket
      return path + " is not a regular file (a pipe, socket or device)";
    default:
      return "cannot open " + path + ": " + std::strerror(error);
  }
}

struct Descriptor {
  explicit Descriptor(int opened) : fd(opened) {}
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
  const int fd;
};

// Reads at most one byte more than a record may hold, so a huge file is refused quickly. The
// path is opened without waiting (an ordinary open of a FIFO waits for a writer) and what was
// opened is checked, not what the name pointed at a moment before: a FIFO swapped in between
// cannot hang it.
bool readFile(const std::string& path, std::string& text, std::string& error) {
  const Descriptor file(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
  const int fd = file.fd;
  if (fd < 0) {
    error = openError(path, errno);
    return false;
  }
  struct stat status {};
  if (::fstat(fd, &status) != 0) {
    error = "cannot read " + path + ": " + std::strerror(errno);
    return false;
  }
  if (S_ISDIR(status.st_mode)) {
    error = path + " is a folder, not a file";
    return false;
  }
  if (!S_ISREG(status.st_mode)) {
    error = path + " is not a regular file (a pipe, socket or device)";
    return false;
  }
  text.resize(kMaxRecordBytes + 1);
  std::size_t size = 0;
  while (size < text.size()) {
    const ssize_t n = ::read(fd, text.data() + size, text.size() - size);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      error = "cannot read " + path + ": " + std::strerror(errno);
      return false;
    }
    if (n == 0) break;
    size += static_cast<std::size_t>(n);
  }
  text.resize(size);
  return true;
}

Parsed<GameRecord> load(const std::vector<std::string>& args, const char* usage) {
  if (args.size() != 1) return Parsed<GameRecord>::failure(usage);
  std::string text, error;
  if (!readFile(args[0], text, error)) return Parsed<GameRecord>::failure(error);
  return parseRecord(text);
}

}  // namespace

int runCheck(const std::vector<std::string>& args) {
  const Parsed<GameRecord> record = load(args, "usage: bao-cli check FILE");
  if (!record) {
    std::cout << "error " << record.error << std::endl;
    return 1;
  }
  const Game game = replayRecord(*record.value);
  std::cout << "ok " << game.ply() << " " << formatResult(game.result()) << std::endl;
  return 0;
}

int runReplay(const std::vector<std::string>& args) {
  const Parsed<GameRecord> record = load(args, "usage: bao-cli replay FILE");
  if (!record) {
    std::cout << "error " << record.error << std::endl;
    return 1;
  }
  Game game(record.value->start);
  std::cout << "0 start " << formatPosition(game.position()) << "\n";
  for (const Move& move : record.value->moves) {
    game.play(move);
    std::cout << game.ply() << " " << formatMove(record.value->variant, move) << " " << formatPosition(game.position())
              << "\n";
  }
  // A resignation or a draw agreed ends the line where it stands.
  if (const std::optional<Result> decision = parseDecision(record.value->tag("Result"))) game.decide(*decision);
  std::cout << "result " << formatResult(game.result()) << std::endl;
  return 0;
}

}  // namespace baraza::cli
