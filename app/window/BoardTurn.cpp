#include "BoardTurn.h"

#include <QAction>
#include <QSignalBlocker>

#include "board/BoardView.h"
#include "session/GameSession.h"

BoardTurn::BoardTurn(GameSession* session, BoardView* view, QAction* action, QObject* parent)
    : QObject(parent), session_(session), view_(view), action_(action) {
  action_->setCheckable(true);
  connect(action_, &QAction::triggered, this, &BoardTurn::show);  // by hand: until the next game
  connect(session_, &GameSession::gameStarted, this, &BoardTurn::applyRule);
  // Play on from here keeps the game and changes who plays it.
  connect(session_, &GameSession::lineChanged, this, [this] {
    const GameSetup& players = session_->setup();
    if (players.south != south_ || players.north != north_) applyRule();
  });
  applyRule();
}

bool BoardTurn::turnsFor(const GameSetup& players) {
  return players.north == PlayerKind::Human && players.south == PlayerKind::Computer;
}

void BoardTurn::applyRule() {
  const GameSetup& players = session_->setup();
  south_ = players.south;
  north_ = players.north;
  show(turnsFor(players));
}

void BoardTurn::show(bool turned) {
  const QSignalBlocker quiet(action_);
  action_->setChecked(turned);
  view_->setTurned(turned);
}
