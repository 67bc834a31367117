#pragma once
// The five games' rules objects and what more than one of them needs.

#include "baraza/rules.h"

namespace baraza::detail {

const Rules& kigogoRules();
const Rules& keteRules();
const Rules& kinguluRules();
const Rules& kimasaiRules();
const Rules& kiswahiliRules();

// K-5, M-4: a side to move with no seeds left has lost them all.
Result capturedAllResult(const Position& position);

}  // namespace baraza::detail
