// BPN, the one-line position text of PROTOCOL.md.
#include <algorithm>
#include <map>

#include "baraza/notation.h"
#include "baraza/position_problem.h"
#include "notation/text.h"

namespace baraza {

using detail::parseCount;
using detail::split;

namespace {

std::string pair(int south, int north) { return std::to_string(south) + "," + std::to_string(north); }

std::optional<std::array<int, 2>> parsePair(std::string_view text, int limit) {
  const auto parts = split(text, ',');
  if (parts.size() != 2) return std::nullopt;
  const auto south = parseCount(parts[0], limit);
  const auto north = parseCount(parts[1], limit);
  if (!south || !north) return std::nullopt;
  return std::array<int, 2>{*south, *north};
}

PositionProblem textProblem(Variant variant, PositionFault fault) {
  PositionProblem problem;
  problem.fault = fault;
  problem.variant = variant;
  return problem;
}

PositionProblem parseRows(std::string_view text, Position& p) {
  const BoardShape shape = shapeOf(p.variant);
  const auto rows = split(text, '/');
  if (static_cast<int>(rows.size()) != shape.rows) {
    PositionProblem problem = textProblem(p.variant, PositionFault::RowCount);
    problem.count = static_cast<int>(rows.size());
    problem.limit = shape.rows;
    return problem;
  }
  for (int r = 0; r < shape.rows; ++r) {
    const int row = shape.rows - 1 - r;  // the top row comes first
    const auto counts = split(rows[static_cast<std::size_t>(r)], ',');
    if (static_cast<int>(counts.size()) != shape.columns) {
      PositionProblem problem = textProblem(p.variant, PositionFault::HoleCount);
      problem.row = row + 1;
      problem.count = static_cast<int>(counts.size());
      problem.limit = shape.columns;
      return problem;
    }
    for (int c = 0; c < shape.columns; ++c) {
      const auto count = parseCount(counts[static_cast<std::size_t>(c)], totalSeeds(p.variant));
      const Square sq = squareAt(p.variant, c, row);
      if (!count) {
        PositionProblem problem = textProblem(p.variant, PositionFault::BadSeedCount);
        problem.text = std::string(counts[static_cast<std::size_t>(c)]);
        problem.square = sq;
        return problem;
      }
      p.at(sq) = static_cast<std::uint8_t>(*count);
    }
  }
  return {};
}

PositionProblem parseKey(const std::string& key, std::string_view value, Position& p) {
  PositionProblem problem = textProblem(p.variant, PositionFault::None);
  problem.key = key;
  problem.text = std::string(value);
  const auto fail = [&](PositionFault fault) {
    problem.fault = fault;
    return problem;
  };
  if (key == "reserve") {
    const auto v = parsePair(value, 22);
    problem.limit = 22;
    if (!v) return fail(PositionFault::BadCounts);
    p.reserve = {static_cast<std::uint8_t>((*v)[0]), static_cast<std::uint8_t>((*v)[1])};
  } else if (key == "kuu" || key == "nyumba") {
    const auto v = parsePair(value, 1);
    if (!v) return fail(PositionFault::BadFlags);
    p.kuu = {(*v)[0] == 1, (*v)[1] == 1};
  } else if (key == "hz" || key == "takasia") {
    if (value == "-") return {};
    const auto sq = parseSquare(p.variant, value);
    if (!sq) return fail(PositionFault::NoSuchSquare);
    p.hiziZetu = *sq;
  } else if (key == "store") {
    const auto v = parsePair(value, 48);
    problem.limit = 48;
    if (!v) return fail(PositionFault::BadCounts);
    p.store = {static_cast<std::uint8_t>((*v)[0]), static_cast<std::uint8_t>((*v)[1])};
  } else if (key == "mtoto") {
    if (value == "-") return {};
    for (std::string_view name : split(value, ',')) {
      const auto sq = parseSquare(p.variant, name);
      problem.name = std::string(name);
      if (!sq) return fail(PositionFault::NoSuchSquare);
      problem.square = *sq;
      if (p.isMtoto(*sq)) return fail(PositionFault::RepeatedSquare);
      p.mtoto = static_cast<std::uint16_t>(p.mtoto | (1U << *sq));
    }
  }
  return {};
}

}  // namespace

std::string formatPosition(const Position& p) {
  const BoardShape shape = shapeOf(p.variant);
  std::string text(variantName(p.variant));
  text += ' ';
  for (int row = shape.rows - 1; row >= 0; --row) {
    for (int c = 0; c < shape.columns; ++c) {
      text += std::to_string(p.seeds(squareAt(p.variant, c, row)));
      if (c + 1 < shape.columns) text += ',';
    }
    if (row > 0) text += '/';
  }
  text += ' ';
  text += sideLetter(p.toMove);
  if (p.variant == Variant::Kete || p.variant == Variant::Kiswahili) {
    const bool lamu = p.variant == Variant::Kete;
    text += " reserve=" + pair(p.reserve[0], p.reserve[1]);
    text += (lamu ? " kuu=" : " nyumba=") + pair(p.kuu[0], p.kuu[1]);
    text += (lamu ? " hz=" : " takasia=") +
            (p.hiziZetu == kNoSquare ? std::string("-") : squareName(p.variant, p.hiziZetu));
  } else if (p.variant == Variant::Kingulu) {
    text += " store=" + pair(p.store[0], p.store[1]);
    std::vector<std::string> names;
    for (int i = 0; i < p.pitCount(); ++i)
      if (p.isMtoto(static_cast<Square>(i))) names.push_back(squareName(p.variant, static_cast<Square>(i)));
    std::sort(names.begin(), names.end());
    std::string joined;
    for (const auto& name : names) {
      if (!joined.empty()) joined += ',';
      joined += name;
    }
    text += " mtoto=" + (joined.empty() ? std::string("-") : joined);
  }
  return text;
}

PositionReading readPosition(std::string_view text) {
  const auto failure = [](PositionProblem problem) { return PositionReading{std::nullopt, std::move(problem)}; };
  const auto fields = detail::words(text);
  if (fields.size() < 3) return failure(textProblem(Variant::Kigogo, PositionFault::MissingFields));
  const auto variant = variantFromName(fields[0]);
  if (!variant) {
    PositionProblem problem = textProblem(Variant::Kigogo, PositionFault::UnknownVariant);
    problem.text = std::string(fields[0]);
    return failure(problem);
  }
  Position p;
  p.variant = *variant;
  if (PositionProblem problem = parseRows(fields[1], p)) return failure(problem);
  if (fields[2] != "S" && fields[2] != "N") {
    PositionProblem problem = textProblem(p.variant, PositionFault::BadSide);
    problem.text = std::string(fields[2]);
    return failure(problem);
  }
  p.toMove = fields[2] == "S" ? Side::South : Side::North;

  const std::vector<std::string> keys = positionKeys(p.variant);
  std::map<std::string, bool> seen;
  for (std::size_t i = 3; i < fields.size(); ++i) {
    const std::size_t eq = fields[i].find('=');
    if (eq == std::string_view::npos) {
      PositionProblem problem = textProblem(p.variant, PositionFault::NotKeyValue);
      problem.text = std::string(fields[i]);
      return failure(problem);
    }
    const std::string key(fields[i].substr(0, eq));
    const auto keyProblem = [&](PositionFault fault) {
      PositionProblem problem = textProblem(p.variant, fault);
      problem.key = key;
      return failure(problem);
    };
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) return keyProblem(PositionFault::UnknownKey);
    if (seen[key]) return keyProblem(PositionFault::RepeatedKey);
    seen[key] = true;
    if (PositionProblem problem = parseKey(key, fields[i].substr(eq + 1), p)) return failure(problem);
  }
  for (const auto& key : keys) {
    if (seen[key]) continue;
    PositionProblem problem = textProblem(p.variant, PositionFault::MissingKey);
    problem.key = key;
    return failure(problem);
  }
  if (PositionProblem problem = checkPosition(p)) return failure(problem);
  return {p, {}};
}

Parsed<Position> parsePosition(std::string_view text) {
  PositionReading reading = readPosition(text);
  if (!reading.position) return Parsed<Position>::failure(describe(reading.problem));
  return {reading.position, {}};
}

}  // namespace baraza
