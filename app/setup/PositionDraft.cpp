#include "PositionDraft.h"

#include <algorithm>

#include "baraza/notation.h"
#include "baraza/rules.h"

using namespace baraza;

namespace {
std::size_t indexFor(Side side) { return static_cast<std::size_t>(indexOf(side)); }
}  // namespace

PositionDraft::PositionDraft(const Position& position, QObject* parent) : QObject(parent), position_(position) {
  check();
}

void PositionDraft::check() {
  problems_ = positionProblems(position_);
  problem_ = problems_.empty() ? PositionProblem{} : problems_.front();
}

int PositionDraft::seedTotal() const {
  return position_.seedsOnBoard() + position_.reserve[0] + position_.reserve[1] + position_.store[0] +
         position_.store[1];
}

bool PositionDraft::keepsEverySeed() const {
  const Rules& rules = rulesFor(position_.variant);
  return rules.counters(rules.startPosition(), Side::South).kind != Rules::CounterKind::Captured;
}

PositionDraft::Outlook PositionDraft::outlookOf(const Position& position) {
  const Rules& rules = rulesFor(position.variant);
  return {rules.hasLegalMove(position), rules.judge(position, nullptr)};
}

bool PositionDraft::hasKey(const char* key) const {
  const auto keys = positionKeys(position_.variant);
  return std::find(keys.begin(), keys.end(), key) != keys.end();
}

int PositionDraft::mostInHole() const { return holdsOnePieceAHole(position_.variant) ? 1 : gameTotal(); }

void PositionDraft::addSeed(Square square) { setSeeds(square, position_.seeds(square) + 1); }

void PositionDraft::removeSeed(Square square) { setSeeds(square, position_.seeds(square) - 1); }

void PositionDraft::setSeeds(Square square, int seeds) {
  Position next = position_;
  if (square >= 0 && square < position_.pitCount())
    next.at(square) = static_cast<std::uint8_t>(std::clamp(seeds, 0, mostInHole()));
  propose(next);
}

void PositionDraft::moveSeeds(Square from, Square to) {
  Position next = position_;
  const bool onBoard = from >= 0 && to >= 0 && from < position_.pitCount() && to < position_.pitCount();
  const int moved = onBoard && from != to ? std::min(position_.seeds(from), mostInHole() - position_.seeds(to)) : 0;
  if (moved > 0) {
    next.at(from) = static_cast<std::uint8_t>(position_.seeds(from) - moved);
    next.at(to) = static_cast<std::uint8_t>(position_.seeds(to) + moved);
  }
  propose(next);
}

void PositionDraft::toggleMtoto(Square square) {
  Position next = position_;
  if (hasKey("mtoto") && square >= 0 && square < position_.pitCount())
    next.mtoto = static_cast<std::uint16_t>(position_.mtoto ^ (1U << square));
  propose(next);
}

void PositionDraft::setToMove(Side side) {
  Position next = position_;
  next.toMove = side;
  propose(next);
}

void PositionDraft::setReserve(Side side, int seeds) {
  Position next = position_;
  if (hasKey("reserve")) next.reserve[indexFor(side)] = static_cast<std::uint8_t>(std::clamp(seeds, 0, 255));
  propose(next);
}

void PositionDraft::setStore(Side side, int seeds) {
  Position next = position_;
  if (hasKey("store")) next.store[indexFor(side)] = static_cast<std::uint8_t>(std::clamp(seeds, 0, 255));
  propose(next);
}

void PositionDraft::setKuu(Side side, bool standing) {
  Position next = position_;
  if (hasKey("kuu") || hasKey("nyumba")) next.kuu[indexFor(side)] = standing;
  propose(next);
}

void PositionDraft::setMark(Square square) {
  Position next = position_;
  if (hasKey("hz") || hasKey("takasia")) next.hiziZetu = square;
  propose(next);
}

void PositionDraft::setGame(Variant variant) {
  const auto kept = kept_.find(variant);
  propose(variant == position_.variant ? position_
          : kept != kept_.end()        ? kept->second
                                       : rulesFor(variant).startPosition());
}

void PositionDraft::reset() { propose(rulesFor(position_.variant).startPosition()); }

void PositionDraft::clear() {
  Position empty;
  empty.variant = position_.variant;
  empty.toMove = position_.toMove;
  propose(empty);
}

QString PositionDraft::text() const { return QString::fromStdString(formatPosition(position_)); }

PositionProblem PositionDraft::paste(const QString& text) {
  PositionReading reading = readPosition(text.trimmed().toStdString());
  if (!reading.position) return reading.problem;
  setPosition(*reading.position);
  return {};
}

void PositionDraft::setPosition(const Position& position) { propose(position); }

// Every edit comes here: a game left is kept as it was, for a switch back to it.
void PositionDraft::propose(const Position& next) {
  emit edited();
  if (next == position_) return;
  if (next.variant != position_.variant) kept_[position_.variant] = position_;
  position_ = next;
  check();
  emit changed();
}
