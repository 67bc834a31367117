#include "Players.h"

#include <QCoreApplication>

#include "words/Words.h"

using namespace baraza;

namespace {

const char* kindName(PlayerKind kind) { return kind == PlayerKind::Computer ? "computer" : "human"; }

PlayerKind kindFromTag(const std::string& value) {
  return value == "computer" ? PlayerKind::Computer : PlayerKind::Human;
}

}  // namespace

namespace Players {

void tag(GameRecord& record, const GameSetup& players) {
  for (Side side : {Side::South, Side::North}) {
    const std::string name = side == Side::South ? "South" : "North";
    record.setTag(name + "Player", kindName(players.kindOf(side)));
    record.setTag(name + "Level", std::string(levelName(players.levelOf(side))));
    if (!players.nameOf(side).isEmpty()) record.setTag(name, players.nameOf(side).toStdString());
  }
}

GameSetup of(const GameRecord& record) {
  GameSetup players;
  players.variant = record.variant;
  players.south = kindFromTag(record.tag("SouthPlayer"));
  players.north = kindFromTag(record.tag("NorthPlayer"));
  const Level both = levelFromName(record.tag("Level")).value_or(Level::Casual);  // older files
  players.levels = {levelFromName(record.tag("SouthLevel")).value_or(both),
                    levelFromName(record.tag("NorthLevel")).value_or(both)};
  // A person's name; a computer's side keeps no name.
  if (players.south == PlayerKind::Human) players.names[0] = QString::fromStdString(record.tag("South"));
  if (players.north == PlayerKind::Human) players.names[1] = QString::fromStdString(record.tag("North"));
  players.timeControl =
      TimeControls::fromTag(QString::fromStdString(record.tag("TimeControl"))).value_or(TimeControl{});
  return players;
}

QString label(const GameSetup& players, Side side) {
  const QString sideName = Words::sideName(side);
  if (players.kindOf(side) == PlayerKind::Computer)
    //: Who plays a side: %1 is the side (South, North), %2 the computer's strength.
    return QCoreApplication::translate("Players", "%1 · computer (%2)")
        .arg(sideName, Words::levelName(players.levelOf(side)));
  if (!players.nameOf(side).isEmpty())
    //: Who plays a side: %1 is the side (South, North), %2 the person's name.
    return QCoreApplication::translate("Players", "%1 · %2").arg(sideName, players.nameOf(side));
  if (players.kindOf(other(side)) == PlayerKind::Computer)
    //: The side of the person playing against the computer; %1 is South or North.
    return QCoreApplication::translate("Players", "%1 · you").arg(sideName);
  return {};
}

}  // namespace Players
