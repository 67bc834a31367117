#include "Players.h"

using namespace baraza;

namespace {

const char* kindName(PlayerKind kind) { return kind == PlayerKind::Computer ? "computer" : "human"; }

PlayerKind kindFromTag(const std::string& value) {
  return value == "computer" ? PlayerKind::Computer : PlayerKind::Human;
}

}  // namespace

namespace Players {

void tag(GameRecord& record, const GameSetup& players) {
  record.setTag("SouthPlayer", kindName(players.south));
  record.setTag("NorthPlayer", kindName(players.north));
  record.setTag("Level", std::string(levelName(players.level)));
}

GameSetup of(const GameRecord& record) {
  GameSetup players;
  players.variant = record.variant;
  players.south = kindFromTag(record.tag("SouthPlayer"));
  players.north = kindFromTag(record.tag("NorthPlayer"));
  players.level = levelFromName(record.tag("Level")).value_or(players.level);
  return players;
}

}  // namespace Players
