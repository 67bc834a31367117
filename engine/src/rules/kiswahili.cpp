// Bao la Kiswahili, Zanzibar rules (RULES.md Z-1 ... Z-12): the Bao family's machinery
// (bao_family.h) with Zanzibar's decisions (the table Z-D). Z-4, Z-5, Z-6 and Z-9 are Lamu's L-4,
// L-5, L-6 and L-9 as they stand; what differs is here.
#include "rules/bao_family.h"
#include "rules/games.h"

namespace baraza::detail {
namespace {

struct Zanzibar {
  static constexpr Variant kVariant = Variant::Kiswahili;

  static constexpr RuleId kHouse = RuleId::Z2;
  static constexpr RuleId kStage = RuleId::Z3;
  static constexpr RuleId kCapturedSown = RuleId::Z5;
  static constexpr RuleId kCaptureEndsEmpty = RuleId::Z6_1;
  static constexpr RuleId kCaptureAgain = RuleId::Z6_2;
  static constexpr RuleId kSafari = RuleId::Z6_3;
  static constexpr RuleId kCaptureRelay = RuleId::Z6_4;
  static constexpr RuleId kNemoCapture = RuleId::Z7;
  static constexpr RuleId kNemoTakasa = RuleId::Z8;
  static constexpr RuleId kTax = RuleId::Z8_2;
  static constexpr RuleId kNemoTakasaLaps = RuleId::Z8_6;
  static constexpr RuleId kMtajiCapture = RuleId::Z9;
  static constexpr RuleId kMtajiTakasa = RuleId::Z10;
  static constexpr RuleId kMarkSet = RuleId::Z11_1;
  static constexpr RuleId kMarkBlocks = RuleId::Z11_2;
  static constexpr RuleId kMarkDuty = RuleId::Z11_3;
  static constexpr RuleId kMarkLapses = RuleId::Z11_4;
  static constexpr RuleId kWon = RuleId::Z12_1;
  static constexpr RuleId kLost = RuleId::Z12_2;

  // Z-8.2 [D3]: the working nyumba always pays two, even when that leaves it five (dormant).
  static constexpr int taxedSeeds(int) { return 2; }
  static constexpr bool kHouseFirstInMtaji = false;  // Z-10 [D9]: the nyumba has no privilege in mtaji
  // Z-11.1 [D10]: any takasa after which both hands are empty.
  static constexpr bool marksAfter(bool, const Position& after) {
    return after.reserve[0] == 0 && after.reserve[1] == 0;
  }
  static constexpr bool kSingleSeedMarkable = false;     // [D12]
  static constexpr bool kHouseLapPassesMark = false;     // Z-11.2 [D13]: no exception
  static constexpr bool kNoMoveWithoutFrontRow = true;   // Z-12.3
  static constexpr bool kBackRowOnlyWithoutPair = true;  // Z-10: "if his front row has none"
  static constexpr bool kReportsBinding = true;          // Z-E
};

}  // namespace

const Rules& kiswahiliRules() {
  static const bao::BaoRules<Zanzibar> rules;
  return rules;
}

}  // namespace baraza::detail
