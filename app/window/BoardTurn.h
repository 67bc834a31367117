#pragma once
// Which way round the board is shown (View → Turn the board). At the start of every game, and
// when the players change (Play on from here), the board turns by itself when the only person in
// the game plays North, so that the person sits at the bottom; between two people, or with the
// person playing South, it is not turned. Turning it by hand holds for the rest of that game; the
// next game applies the rule again. Only the view turns: the game, its record and the rules'
// pictures do not.

#include <QObject>

#include "session/GameSetup.h"

class BoardView;
class GameSession;
class QAction;

class BoardTurn : public QObject {
  Q_OBJECT

 public:
  BoardTurn(GameSession* session, BoardView* view, QAction* action, QObject* parent = nullptr);

  // Whether a game with these players starts turned: the only person plays North.
  static bool turnsFor(const GameSetup& players);

 private:
  // The rule, for the game (and the players) now on the board.
  void applyRule();
  void show(bool turned);

  GameSession* session_;
  BoardView* view_;
  QAction* action_;
  // The players the rule was last applied for: another pair is another start.
  PlayerKind south_ = PlayerKind::Human;
  PlayerKind north_ = PlayerKind::Human;
};
