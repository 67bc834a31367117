// bao-cli check FILE and bao-cli replay FILE: game records (docs/bao-format.md).
#include <fstream>
#include <iostream>
#include <sstream>

#include "baraza/record.h"
#include "commands.h"

namespace baraza::cli {

namespace {

// Reads at most one byte more than a record may hold, so a huge file is refused quickly.
bool readFile(const std::string& path, std::string& text, std::string& error) {
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
