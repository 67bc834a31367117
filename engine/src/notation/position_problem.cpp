// What makes a position impossible, and the English words for every problem of a position text.
#include "baraza/position_problem.h"

namespace baraza {

namespace {

constexpr int kMostInHand = 22;  // L-1, Z-1: each player's reserve (hand) at the start, never more

PositionProblem problem(const Position& p, PositionFault fault, Square square = kNoSquare, int count = 0,
                        int limit = 0) {
  PositionProblem result;
  result.fault = fault;
  result.variant = p.variant;
  result.square = square;
  result.count = count;
  result.limit = limit;
  return result;
}

PositionProblem ofSide(PositionProblem result, Side side) {
  result.side = side;
  return result;
}

bool isBao(Variant v) { return v == Variant::Kete || v == Variant::Kiswahili; }

std::string sideWord(Side side) { return side == Side::South ? "South" : "North"; }

}  // namespace

std::vector<std::string> positionKeys(Variant v) {
  if (v == Variant::Kete) return {"reserve", "kuu", "hz"};
  if (v == Variant::Kiswahili) return {"reserve", "nyumba", "takasia"};
  if (v == Variant::Kingulu) return {"store", "mtoto"};
  return {};
}

// Each check is independent of the others, so every problem is found, in the order of the
// rules: the holes, the reserves and stores, the mark, the total, the houses, the takasia.
std::vector<PositionProblem> positionProblems(const Position& p) {
  std::vector<PositionProblem> found;
  for (int i = 0; i < p.pitCount(); ++i) {
    const auto sq = static_cast<Square>(i);
    if (holdsOnePieceAHole(p.variant) && p.seeds(sq) > 1)
      found.push_back(problem(p, PositionFault::KimasaiHoleOverOne, sq, p.seeds(sq), 1));
  }
  for (Side s : {Side::South, Side::North}) {
    const auto i = static_cast<std::size_t>(indexOf(s));
    if (isBao(p.variant) && p.reserve[i] > kMostInHand)
      found.push_back(ofSide(problem(p, PositionFault::ReserveOverLimit, kNoSquare, p.reserve[i], kMostInHand), s));
    if (p.variant == Variant::Kingulu && p.store[i] > totalSeeds(p.variant))
      found.push_back(
          ofSide(problem(p, PositionFault::StoreOverLimit, kNoSquare, p.store[i], totalSeeds(p.variant)), s));
  }
  const bool markOff = isBao(p.variant) && p.hiziZetu != kNoSquare && !isFrontRow(p.variant, p.hiziZetu);
  if (markOff) {
    PositionProblem off = problem(p, PositionFault::MarkOffFrontRow, p.hiziZetu);
    off.key = p.variant == Variant::Kete ? "hz" : "takasia";
    off.text = squareName(p.variant, p.hiziZetu);
    found.push_back(off);
  }
  const int total = p.seedsOnBoard() + p.reserve[0] + p.reserve[1] + p.store[0] + p.store[1];
  if (total > totalSeeds(p.variant))
    found.push_back(problem(p, PositionFault::TooManySeeds, kNoSquare, total, totalSeeds(p.variant)));
  for (Side s : {Side::South, Side::North}) {
    if (!isBao(p.variant) || !p.kuu[static_cast<std::size_t>(indexOf(s))]) continue;
    const int seeds = p.seeds(kuuSquare(s));
    // L-1: a kuu stops being one when it is emptied, so an existing kuu holds its six or more.
    if (p.variant == Variant::Kete && seeds < 6)
      found.push_back(ofSide(problem(p, PositionFault::KuuTooSmall, kuuSquare(s), seeds, 6), s));
    // Z-2: only a tax takes seeds from an owned nyumba without lifting it whole, and it needs six
    // before the seed is placed, so an owned nyumba never holds fewer than five.
    if (p.variant == Variant::Kiswahili && seeds < 5)
      found.push_back(ofSide(problem(p, PositionFault::NyumbaTooSmall, kuuSquare(s), seeds, 5), s));
  }
  // Z-11.1: a mark is set only when both hands are empty, and never on a hole of one seed;
  // nothing lifts the marked hole while the mark lives. (A mark off the front rows is said above.)
  if (p.variant == Variant::Kiswahili && p.hiziZetu != kNoSquare && !markOff) {
    if (p.reserve[0] > 0 || p.reserve[1] > 0)
      found.push_back(problem(p, PositionFault::TakasiaWithHand, p.hiziZetu));
    else if (p.seeds(p.hiziZetu) < 2)
      found.push_back(problem(p, PositionFault::TakasiaOnSmallHole, p.hiziZetu, p.seeds(p.hiziZetu), 2));
  }
  return found;
}

PositionProblem checkPosition(const Position& p) {
  std::vector<PositionProblem> found = positionProblems(p);
  return found.empty() ? PositionProblem{} : found.front();
}

std::string describe(const PositionProblem& problem) {
  const std::string square = problem.square == kNoSquare ? std::string() : squareName(problem.variant, problem.square);
  const std::string setting = problem.key + "=" + problem.text;
  const std::string count = std::to_string(problem.count);
  const std::string limit = std::to_string(problem.limit);
  switch (problem.fault) {
    case PositionFault::None:
      return {};
    case PositionFault::MissingFields:
      return "a position needs a variant, the rows and the side to move";
    case PositionFault::UnknownVariant:
      return "unknown variant '" + problem.text + "'";
    case PositionFault::RowCount:
      return "expected " + limit + " rows separated by '/', got " + count;
    case PositionFault::HoleCount:
      return "row " + std::to_string(problem.row) + " has " + count + " holes, expected " + limit;
    case PositionFault::BadSeedCount:
      return "bad seed count '" + problem.text + "' in " + square;
    case PositionFault::BadSide:
      return "the side to move must be S or N, not '" + problem.text + "'";
    case PositionFault::NotKeyValue:
      return "expected key=value, got '" + problem.text + "'";
    case PositionFault::UnknownKey:
      return "unknown key '" + problem.key + "' for " + std::string(variantName(problem.variant));
    case PositionFault::RepeatedKey:
      return "key '" + problem.key + "' given twice";
    case PositionFault::MissingKey:
      return "missing key '" + problem.key + "'";
    case PositionFault::BadCounts:
      return "bad " + setting + (problem.key == "store" ? " (two counts)" : " (two counts 0-" + limit + ")");
    case PositionFault::BadFlags:
      return "bad " + setting + " (two flags 0 or 1)";
    case PositionFault::NoSuchSquare:
      if (problem.key == "mtoto") return "bad " + setting + " (no square '" + problem.name + "')";
      return "bad " + setting + " (no such square)";
    case PositionFault::RepeatedSquare:
      return "bad " + setting + " (" + square + " twice)";
    case PositionFault::KimasaiHoleOverOne:
      return "a Kimasai hole holds at most one stone (" + square + ")";
    case PositionFault::ReserveOverLimit:
      return "the " + sideWord(problem.side) + " reserve holds " + count + " seeds, at most " + limit;
    case PositionFault::StoreOverLimit:
      return "the " + sideWord(problem.side) + " store holds " + count + " seeds, at most " + limit;
    case PositionFault::MarkOffFrontRow:
      return "bad " + problem.key + "=" + square + " (not a front-row hole)";
    case PositionFault::TooManySeeds:
      return "too many seeds: " + count + ", the game has " + limit;
    case PositionFault::KuuTooSmall:
      return "the kuu " + square + " exists but holds fewer than six seeds";
    case PositionFault::NyumbaTooSmall:
      return "the nyumba " + square + " is owned but holds fewer than five seeds";
    case PositionFault::TakasiaWithHand:
      return "the takasia mark " + square + " is set while a hand still holds seeds";
    case PositionFault::TakasiaOnSmallHole:
      return "the takasia mark " + square + " is on a hole of fewer than two seeds";
  }
  return {};
}

}  // namespace baraza
