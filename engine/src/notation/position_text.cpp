// BPN, the one-line position text of PROTOCOL.md.
#include <algorithm>
#include <map>

#include "baraza/notation.h"
#include "notation/text.h"

namespace baraza {

using detail::parseCount;
using detail::split;

namespace {

std::vector<std::string> expectedKeys(Variant v) {
  if (v == Variant::Kete) return {"reserve", "kuu", "hz"};
  if (v == Variant::Kiswahili) return {"reserve", "nyumba", "takasia"};
  if (v == Variant::Kingulu) return {"store", "mtoto"};
  return {};
}

std::string pair(int south, int north) { return std::to_string(south) + "," + std::to_string(north); }

std::optional<std::array<int, 2>> parsePair(std::string_view text, int limit) {
  const auto parts = split(text, ',');
  if (parts.size() != 2) return std::nullopt;
  const auto south = parseCount(parts[0], limit);
  const auto north = parseCount(parts[1], limit);
  if (!south || !north) return std::nullopt;
  return std::array<int, 2>{*south, *north};
}

std::string parseRows(std::string_view text, Position& p) {
  const BoardShape shape = shapeOf(p.variant);
  const auto rows = split(text, '/');
  if (static_cast<int>(rows.size()) != shape.rows)
    return "expected " + std::to_string(shape.rows) + " rows separated by '/', got " + std::to_string(rows.size());
  for (int r = 0; r < shape.rows; ++r) {
    const int row = shape.rows - 1 - r;  // the top row comes first
    const auto counts = split(rows[static_cast<std::size_t>(r)], ',');
    if (static_cast<int>(counts.size()) != shape.columns)
      return "row " + std::to_string(row + 1) + " has " + std::to_string(counts.size()) + " holes, expected " +
             std::to_string(shape.columns);
    for (int c = 0; c < shape.columns; ++c) {
      const auto count = parseCount(counts[static_cast<std::size_t>(c)], totalSeeds(p.variant));
      const Square sq = squareAt(p.variant, c, row);
      if (!count)
        return "bad seed count '" + std::string(counts[static_cast<std::size_t>(c)]) + "' in " +
               squareName(p.variant, sq);
      if (p.variant == Variant::Kimasai && *count > 1)
        return "a Kimasai hole holds at most one stone (" + squareName(p.variant, sq) + ")";
      p.at(sq) = static_cast<std::uint8_t>(*count);
    }
  }
  return {};
}

std::string parseKey(std::string_view key, std::string_view value, Position& p) {
  const std::string what = std::string(key) + "=" + std::string(value);
  if (key == "reserve") {
    const auto v = parsePair(value, 22);
    if (!v) return "bad " + what + " (two counts 0-22)";
    p.reserve = {static_cast<std::uint8_t>((*v)[0]), static_cast<std::uint8_t>((*v)[1])};
  } else if (key == "kuu" || key == "nyumba") {
    const auto v = parsePair(value, 1);
    if (!v) return "bad " + what + " (two flags 0 or 1)";
    p.kuu = {(*v)[0] == 1, (*v)[1] == 1};
  } else if (key == "hz" || key == "takasia") {
    if (value == "-") return {};
    const auto sq = parseSquare(p.variant, value);
    if (!sq) return "bad " + what + " (no such square)";
    if (!isFrontRow(p.variant, *sq)) return "bad " + what + " (not a front-row hole)";
    p.hiziZetu = *sq;
  } else if (key == "store") {
    const auto v = parsePair(value, 48);
    if (!v) return "bad " + what + " (two counts)";
    p.store = {static_cast<std::uint8_t>((*v)[0]), static_cast<std::uint8_t>((*v)[1])};
  } else if (key == "mtoto") {
    if (value == "-") return {};
    for (std::string_view name : split(value, ',')) {
      const auto sq = parseSquare(p.variant, name);
      if (!sq) return "bad " + what + " (no square '" + std::string(name) + "')";
      if (p.isMtoto(*sq)) return "bad " + what + " (" + std::string(name) + " twice)";
      p.mtoto = static_cast<std::uint16_t>(p.mtoto | (1U << *sq));
    }
  }
  return {};
}

std::string checkConsistency(const Position& p) {
  int total = p.seedsOnBoard() + p.reserve[0] + p.reserve[1] + p.store[0] + p.store[1];
  if (total > totalSeeds(p.variant))
    return "too many seeds: " + std::to_string(total) + ", the game has " + std::to_string(totalSeeds(p.variant));
  if (p.variant == Variant::Kete) {
    for (Side s : {Side::South, Side::North}) {
      if (p.kuu[static_cast<std::size_t>(indexOf(s))] && p.seeds(kuuSquare(s)) < 6)
        return "the kuu " + squareName(p.variant, kuuSquare(s)) + " exists but holds fewer than six seeds";
    }
  }
  if (p.variant == Variant::Kiswahili) {
    // Z-2: only a tax takes seeds from an owned nyumba without lifting it whole, and it needs six
    // before the seed is placed, so an owned nyumba never holds fewer than five.
    for (Side s : {Side::South, Side::North}) {
      if (p.kuu[static_cast<std::size_t>(indexOf(s))] && p.seeds(kuuSquare(s)) < 5)
        return "the nyumba " + squareName(p.variant, kuuSquare(s)) + " is owned but holds fewer than five seeds";
    }
    // Z-11.1: a mark is set only when both hands are empty, and never on a hole of one seed;
    // nothing lifts the marked hole while the mark lives.
    if (p.hiziZetu != kNoSquare) {
      const std::string mark = "the takasia mark " + squareName(p.variant, p.hiziZetu);
      if (p.reserve[0] > 0 || p.reserve[1] > 0) return mark + " is set while a hand still holds seeds";
      if (p.seeds(p.hiziZetu) < 2) return mark + " is on a hole of fewer than two seeds";
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

Parsed<Position> parsePosition(std::string_view text) {
  using Result = Parsed<Position>;
  const auto fields = detail::words(text);
  if (fields.size() < 3) return Result::failure("a position needs a variant, the rows and the side to move");
  const auto variant = variantFromName(fields[0]);
  if (!variant) return Result::failure("unknown variant '" + std::string(fields[0]) + "'");
  Position p;
  p.variant = *variant;
  if (std::string error = parseRows(fields[1], p); !error.empty()) return Result::failure(error);
  if (fields[2] != "S" && fields[2] != "N")
    return Result::failure("the side to move must be S or N, not '" + std::string(fields[2]) + "'");
  p.toMove = fields[2] == "S" ? Side::South : Side::North;

  const std::vector<std::string> keys = expectedKeys(p.variant);
  std::map<std::string, bool> seen;
  for (std::size_t i = 3; i < fields.size(); ++i) {
    const std::size_t eq = fields[i].find('=');
    if (eq == std::string_view::npos)
      return Result::failure("expected key=value, got '" + std::string(fields[i]) + "'");
    const std::string key(fields[i].substr(0, eq));
    if (std::find(keys.begin(), keys.end(), key) == keys.end())
      return Result::failure("unknown key '" + key + "' for " + std::string(variantName(p.variant)));
    if (seen[key]) return Result::failure("key '" + key + "' given twice");
    seen[key] = true;
    if (std::string error = parseKey(key, fields[i].substr(eq + 1), p); !error.empty()) return Result::failure(error);
  }
  for (const auto& key : keys)
    if (!seen[key]) return Result::failure("missing key '" + key + "'");
  if (std::string error = checkConsistency(p); !error.empty()) return Result::failure(error);
  return {p, {}};
}

}  // namespace baraza
