#include "PositionDraft.h"

#include <algorithm>

#include "baraza/notation.h"
#include "baraza/rules.h"

using namespace baraza;

namespace {
std::size_t indexFor(Side side) { return static_cast<std::size_t>(indexOf(side)); }
}  // namespace

PositionDraft::PositionDraft(const Position& position, QObject* parent) : QObject(parent), position_(position) {
  problem_ = checkPosition(position_);
}

int PositionDraft::seedTotal() const {
  return position_.seedsOnBoard() + position_.reserve[0] + position_.reserve[1] + position_.store[0] +
         position_.store[1];
}

bool PositionDraft::keepsEverySeed() const {
  const Rules& rules = rulesFor(position_.variant);
  return rules.counters(rules.startPosition(), Side::South).kind != Rules::CounterKind::Captured;
}

Result PositionDraft::endAtOnce() const { return rulesFor(position_.variant).judge(position_, nullptr); }

bool PositionDraft::sideToMoveCanMove() const { return rulesFor(position_.variant).hasLegalMove(position_); }

bool PositionDraft::hasKey(const char* key) const {
  const auto keys = positionKeys(position_.variant);
  return std::find(keys.begin(), keys.end(), key) != keys.end();
}

int PositionDraft::mostInHole() const { return holdsOnePieceAHole(position_.variant) ? 1 : gameTotal(); }

void PositionDraft::addSeed(Square square) { setSeeds(square, position_.seeds(square) + 1); }

void PositionDraft::removeSeed(Square square) { setSeeds(square, position_.seeds(square) - 1); }

void PositionDraft::setSeeds(Square square, int seeds) {
  if (square < 0 || square >= position_.pitCount()) return;
  const int count = std::clamp(seeds, 0, mostInHole());
  if (count == position_.seeds(square)) return;
  position_.at(square) = static_cast<std::uint8_t>(count);
  update();
}

void PositionDraft::moveSeeds(Square from, Square to) {
  if (from == to || from < 0 || to < 0 || from >= position_.pitCount() || to >= position_.pitCount()) return;
  const int moved = std::min(position_.seeds(from), mostInHole() - position_.seeds(to));
  if (moved <= 0) return;
  position_.at(from) = static_cast<std::uint8_t>(position_.seeds(from) - moved);
  position_.at(to) = static_cast<std::uint8_t>(position_.seeds(to) + moved);
  update();
}

void PositionDraft::toggleMtoto(Square square) {
  if (!hasKey("mtoto") || square < 0 || square >= position_.pitCount()) return;
  position_.mtoto = static_cast<std::uint16_t>(position_.mtoto ^ (1U << square));
  update();
}

void PositionDraft::setToMove(Side side) {
  if (position_.toMove == side) return;
  position_.toMove = side;
  update();
}

void PositionDraft::setReserve(Side side, int seeds) {
  if (!hasKey("reserve") || position_.reserve[indexFor(side)] == seeds) return;
  position_.reserve[indexFor(side)] = static_cast<std::uint8_t>(std::clamp(seeds, 0, 255));
  update();
}

void PositionDraft::setStore(Side side, int seeds) {
  if (!hasKey("store") || position_.store[indexFor(side)] == seeds) return;
  position_.store[indexFor(side)] = static_cast<std::uint8_t>(std::clamp(seeds, 0, 255));
  update();
}

void PositionDraft::setKuu(Side side, bool standing) {
  if (!(hasKey("kuu") || hasKey("nyumba")) || position_.kuu[indexFor(side)] == standing) return;
  position_.kuu[indexFor(side)] = standing;
  update();
}

void PositionDraft::setMark(Square square) {
  if (!(hasKey("hz") || hasKey("takasia")) || position_.hiziZetu == square) return;
  position_.hiziZetu = square;
  update();
}

void PositionDraft::setGame(Variant variant) {
  if (variant == position_.variant) return;
  setPosition(rulesFor(variant).startPosition());
}

void PositionDraft::reset() { setPosition(rulesFor(position_.variant).startPosition()); }

void PositionDraft::clear() {
  Position empty;
  empty.variant = position_.variant;
  empty.toMove = position_.toMove;
  setPosition(empty);
}

QString PositionDraft::text() const { return QString::fromStdString(formatPosition(position_)); }

PositionProblem PositionDraft::paste(const QString& text) {
  PositionReading reading = readPosition(text.trimmed().toStdString());
  if (!reading.position) return reading.problem;
  setPosition(*reading.position);
  return {};
}

void PositionDraft::setPosition(const Position& position) {
  if (position == position_) return;
  position_ = position;
  update();
}

void PositionDraft::update() {
  problem_ = checkPosition(position_);
  emit changed();
}
