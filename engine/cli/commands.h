#pragma once
// The subcommands of bao-cli besides the interactive protocol (PROTOCOL.md "Subcommands").

#include <string>
#include <vector>

namespace baraza::cli {

int runProtocol();
int runPerft(const std::vector<std::string>& args);
int runBench(const std::vector<std::string>& args);
int runMatch(const std::vector<std::string>& args);
int runSearchBench(const std::vector<std::string>& args);
int runCheck(const std::vector<std::string>& args);
int runReplay(const std::vector<std::string>& args);

}  // namespace baraza::cli
