#pragma once
// The clause of the rules (RULES.md ids) that made the engine do something. Every trace event
// names one, set in the rules code where the decision is taken, so that nothing downstream has
// to work out afterwards why a seed moved.

#include <cstdint>
#include <string_view>

namespace baraza {

enum class RuleId : std::uint8_t {
  None,
  C6,
  C7,  // common ground
  K2,
  K3,
  K4,
  K5,  // Bao Kigogo
  M2,
  M3,
  M4,  // Bao la Kimasai
  G2,
  G3,
  G4_1,
  G4_2,
  G4_3,
  G4_4,
  G4_5,
  G6,
  G7,  // Bao Kingulu
  L2,
  L3,
  L5,
  L6_1,
  L6_2,
  L6_3,
  L6_4,
  L7,
  L8,
  L9,
  L10,
  L11,
  L12,  // Bao la Kete
  Z2,
  Z3,
  Z5,
  Z6_1,
  Z6_2,
  Z6_3,
  Z6_4,
  Z7,
  Z8,
  Z8_2,
  Z8_6,
  Z9,
  Z10,
  Z11_1,
  Z11_2,
  Z11_3,
  Z11_4,
  Z12_1,
  Z12_2,
  Z12_3  // Bao la Kiswahili
};

// "K-3", "G-4.5", ...; empty for None.
std::string_view ruleText(RuleId rule);

}  // namespace baraza
