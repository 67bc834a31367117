// bao-cli: the engine's command-line front end (PROTOCOL.md).
#include <iostream>
#include <string>
#include <vector>

#include "baraza/version.h"
#include "commands.h"

namespace {

void printUsage(std::ostream& out) {
  out << "Usage: bao-cli                      read protocol commands from standard input\n"
         "  or:  bao-cli COMMAND [ARGUMENTS]\n"
         "\n"
         "Commands:\n"
         "  perft VARIANT|BPN DEPTH            count the legal move sequences from a position\n"
         "  bench [VARIANT] [--seconds S]      random games as fast as possible\n"
         "  searchbench [VARIANT]              search speed\n"
         "  verdictbench [VARIANT] [--positions N]\n"
         "                                     time to list legal moves in random positions\n"
         "  match --variant V --a LEVEL --b LEVEL --games N [--movetime MS] [--opening-plies N]\n"
         "                                     play two levels against each other\n"
         "  analyse VARIANT|BPN [--depth N] [--movetime MS]\n"
         "                                     every legal move's value and line, deepened step by step\n"
         "  solve kingulu|BPN [--positions N] [--seconds S] [--path N]\n"
         "        [--search|--prove|--margin M]\n"
         "                                     Bao Kingulu's exact result with best play\n"
         "  solve --keeps PLAYER [--movetime MS]\n"
         "                                     how much of that result a player keeps\n"
         "  check FILE                         check a .bao game record\n"
         "  replay FILE                        every position of a .bao game record\n"
         "  kimasai-features --games N [--depth D] [--noise P] [--seed S]\n"
         "  kiswahili-features --games N [--depth D] [--noise P] [--seed S]\n"
         "                                     self-play data for tools/kimasai-fit, tools/kiswahili-fit\n"
         "\n"
         "Variants: kigogo, kete, kingulu, kimasai, kiswahili.\n"
         "  --help     print this help and exit\n"
         "  --version  print the version and exit\n";
}

}  // namespace

int main(int argc, char** argv) {
  using namespace baraza::cli;
  if (argc < 2) return runProtocol();
  const std::string command = argv[1];
  const std::vector<std::string> args(argv + 2, argv + argc);
  if (command == "--help") {
    printUsage(std::cout);
    return 0;
  }
  if (command == "--version") {
    std::cout << baraza::versionNotice("bao-cli");
    return 0;
  }
  if (command == "perft") return runPerft(args);
  if (command == "bench") return runBench(args);
  if (command == "match") return runMatch(args);
  if (command == "searchbench") return runSearchBench(args);
  if (command == "check") return runCheck(args);
  if (command == "replay") return runReplay(args);
  if (command == "kimasai-features") return runKimasaiFeatures(args);
  if (command == "kiswahili-features") return runKiswahiliFeatures(args);
  if (command == "verdictbench") return runVerdictBench(args);
  if (command == "analyse") return runAnalyse(args);
  if (command == "solve") return runSolve(args);
  std::cerr << "bao-cli: unknown command '" << command << "'\n";
  printUsage(std::cerr);
  return 2;
}
