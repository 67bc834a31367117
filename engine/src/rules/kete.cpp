// Bao la Kete, Lamu rules (RULES.md L-1 ... L-12): the Bao family's machinery (bao_family.h) with
// Lamu's decisions.
#include "rules/bao_family.h"
#include "rules/games.h"

namespace baraza::detail {
namespace {

struct Lamu {
  static constexpr Variant kVariant = Variant::Kete;

  static constexpr RuleId kHouse = RuleId::L2;
  static constexpr RuleId kStage = RuleId::L3;
  static constexpr RuleId kCapturedSown = RuleId::L5;
  static constexpr RuleId kCaptureEndsEmpty = RuleId::L6_1;
  static constexpr RuleId kCaptureAgain = RuleId::L6_2;
  static constexpr RuleId kSafari = RuleId::L6_3;
  static constexpr RuleId kCaptureRelay = RuleId::L6_4;
  static constexpr RuleId kNemoCapture = RuleId::L7;
  static constexpr RuleId kNemoTakasa = RuleId::L8;
  static constexpr RuleId kTax = RuleId::L8;
  static constexpr RuleId kNemoTakasaLaps = RuleId::L8;
  static constexpr RuleId kMtajiCapture = RuleId::L9;
  static constexpr RuleId kMtajiTakasa = RuleId::L10;
  static constexpr RuleId kMarkSet = RuleId::L11;
  static constexpr RuleId kMarkBlocks = RuleId::L11;
  static constexpr RuleId kMarkDuty = RuleId::L11;
  static constexpr RuleId kMarkLapses = RuleId::L11;
  static constexpr RuleId kWon = RuleId::L12;
  static constexpr RuleId kLost = RuleId::L12;

  // L-8: a kuu of six that takes the seed is sown whole (it is gone); a bigger one pays two and
  // keeps six or more.
  static constexpr int taxedSeeds(int seeds) { return seeds == 7 ? seeds : 2; }
  static constexpr bool kHouseFirstInMtaji = true;                                // L-10
  static constexpr bool marksAfter(bool nemo, const Position&) { return !nemo; }  // L-11: a mtaji takata
  static constexpr bool kSingleSeedMarkable = true;                               // L-11
  static constexpr bool kHouseLapPassesMark = true;  // L-11: "unless it was reached in the first lap from the kuu"
  static constexpr bool kNoMoveWithoutFrontRow = false;
  static constexpr bool kBackRowOnlyWithoutPair = false;
  static constexpr bool kReportsBinding = false;
};

}  // namespace

const Rules& keteRules() {
  static const bao::BaoRules<Lamu> rules;
  return rules;
}

}  // namespace baraza::detail
