#include "baraza/version.h"

namespace baraza {

std::string_view version() { return BARAZA_VERSION; }

std::string versionNotice(std::string_view program) {
  return std::string(program) + " (Baraza) " + BARAZA_VERSION +
         "\n"
         "Copyright (C) 2026 The Baraza developers.\n"
         "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
         "This is free software: you are free to change and redistribute it.\n"
         "There is NO WARRANTY, to the extent permitted by law.\n";
}

}  // namespace baraza
