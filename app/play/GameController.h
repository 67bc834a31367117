#pragma once
// Runs a game: whose turn it is, human or computer players, playing moves through the
// TracePlayer, undo/redo on a QUndoStack (the stack doubles as the move list), and the end.

#include <QObject>
#include <QUndoStack>

#include "baraza/game.h"
#include "baraza/record.h"
#include "baraza/search.h"

class BoardModel;
class TracePlayer;
class ComputerPlayer;

enum class PlayerKind { Human, Computer };

struct GameSetup {
  baraza::Variant variant = baraza::Variant::Kete;
  PlayerKind south = PlayerKind::Human;
  PlayerKind north = PlayerKind::Computer;
  baraza::Level level = baraza::Level::Casual;
};

// A game between two people at the same board.
inline GameSetup twoPeople(baraza::Variant variant) {
  GameSetup setup;
  setup.variant = variant;
  setup.south = setup.north = PlayerKind::Human;
  return setup;
}

class GameController : public QObject {
  Q_OBJECT

 public:
  GameController(BoardModel* model, TracePlayer* player, QObject* parent = nullptr);

  void newGame(const GameSetup& setup);
  // A game from a given position (learning positions, tests).
  void newGame(const GameSetup& setup, const baraza::Position& start);
  const GameSetup& setup() const { return setup_; }
  const baraza::Game& game() const { return game_; }
  QUndoStack* undoStack() { return &undoStack_; }
  ComputerPlayer* computer() { return computer_; }

  bool isAnimating() const;
  bool isHumanTurn() const;
  bool acceptsInput() const {
    return isHumanTurn() && !isAnimating() && !stepping_ && !paused_ && !game_.result().over();
  }
  // Paused, neither the computer nor the player moves: the program is asking something first.
  void setPaused(bool paused);

  // Plays a legal move with its animation; false (and nothing happens) for any other move.
  bool playMove(const baraza::Move& move);
  void undo();
  void redo();
  void skipAnimation();
  QString lastMoveText() const;

  // Replays (issue #6): a loaded game, stepping through it by move or seed by seed.
  // `players` says who plays each side from the end of the record on (people by default: a replay).
  void loadGame(const baraza::GameRecord& record,
                const GameSetup& players = GameSetup{baraza::Variant::Kete, PlayerKind::Human, PlayerKind::Human});
  baraza::GameRecord record() const;
  bool isReviewing() const { return undoStack_.canRedo() || stepping_; }
  bool isStepping() const { return stepping_; }
  int stepIndex() const { return stepIndex_; }
  void stepEvent(bool forward);
  void stepMove(bool forward);
  void jumpTo(bool end);
  void playNextMoveAnimated();

 signals:
  void turnChanged();                           // a move finished, a game started, undo or redo
  void movePlayed(const baraza::Trace& trace);  // a move starts to be shown
  void eventStepped(int index);                 // stepping: the event shown last
  void gameOver(const baraza::Result& result);

 private:
  friend class MoveCommand;
  void applyMoveInstantly(const baraza::Move& move);
  void takeBackInstantly();
  void settle();
  void maybeStartComputer();

  BoardModel* model_;
  TracePlayer* player_;
  ComputerPlayer* computer_;
  QUndoStack undoStack_;
  GameSetup setup_;
  baraza::Game game_;
  bool animating_ = false;
  bool batch_ = false;               // inside undo()/redo(): settle once at the end
  bool redoAfterAnimation_ = false;  // replaying a recorded move: the engine follows the picture
  bool stepping_ = false;
  bool paused_ = false;
  baraza::Trace stepTrace_;
  int stepIndex_ = 0;
  std::vector<std::pair<std::string, std::string>> tags_;
  void finishStepping();
  baraza::Move nextRecordedMove() const;
  void silently(void (QUndoStack::*operation)());
};
