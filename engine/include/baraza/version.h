#pragma once
// The project's version (from project() in CMakeLists.txt, nowhere else) and the --version
// notice both programs print, GNU style: the name and version first, then copyright and licence.

#include <string>
#include <string_view>

namespace baraza {

std::string_view version();
std::string versionNotice(std::string_view program);

}  // namespace baraza
