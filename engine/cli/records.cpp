// bao-cli check FILE and bao-cli replay FILE: game records (docs/bao-format.md).
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "baraza/record.h"
#include "commands.h"

namespace baraza::cli {

namespace {

// Why `path` is not a file to read: opening a FIFO would wait forever, a folder reads as empty.
std::string refusal(const std::string& path) {
  std::error_code error;
  const std::filesystem::file_status status = std::filesystem::status(path, error);
  if (error || !std::filesystem::exists(status)) return "cannot open " + path + ": no such file";
  if (std::filesystem::is_directory(status)) return path + " is a folder, not a file";
  if (!std::filesystem::is_regular_file(status)) return path + " is not a regular file (a pipe, socket or device)";
  return {};
}

// Reads at most one byte more than a record may hold, so a huge file is refused quickly.
bool readFile(const std::string& path, std::string& text, std::string& error) {
  error = refusal(path);
  if (!error.empty()) return false;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot open " + path;
    return false;
  }
  text.resize(kMaxRecordBytes + 1);
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
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
  std::cout << "result " << formatResult(game.result()) << std::endl;
  return 0;
}

}  // namespace baraza::cli
