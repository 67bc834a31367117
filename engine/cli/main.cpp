// bao-cli: the engine's command-line front end (PROTOCOL.md).
#include <iostream>
#include <string>
#include <vector>

#include "commands.h"

int main(int argc, char** argv) {
  using namespace baraza::cli;
  if (argc < 2) return runProtocol();
  const std::string command = argv[1];
  const std::vector<std::string> args(argv + 2, argv + argc);
  if (command == "perft") return runPerft(args);
  if (command == "bench") return runBench(args);
  if (command == "match") return runMatch(args);
  if (command == "searchbench") return runSearchBench(args);
  if (command == "check") return runCheck(args);
  if (command == "replay") return runReplay(args);
  if (command == "kimasai-features") return runKimasaiFeatures(args);
  std::cerr << "usage: bao-cli [perft <variant|BPN> <depth> | bench [<variant>] | searchbench [<variant>] | check FILE | "
               "replay FILE |\n"
               "               kimasai-features --games N [--depth D] [--noise P] [--seed S] |\n"
               "               match --variant V --a L --b L --games N "
               "[--movetime MS]]\n"
               "Without arguments bao-cli reads protocol commands from standard input.\n";
  return 2;
}
