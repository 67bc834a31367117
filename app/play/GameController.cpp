#include "GameController.h"

#include <QUndoCommand>

#include "ComputerPlayer.h"
#include "baraza/notation.h"
#include "board/BoardModel.h"
#include "board/TracePlayer.h"

using namespace baraza;

// One move on the undo stack; its text is the move in notation, so QUndoView is a move list.
class MoveCommand : public QUndoCommand {
 public:
  MoveCommand(GameController* controller, const Move& move, int ply) : controller_(controller), move_(move) {
    const Variant v = controller->game().position().variant;
    setText(QStringLiteral("%1. %2").arg(ply).arg(QString::fromStdString(formatMove(v, move))));
  }
  void redo() override {
    if (first_) {
      first_ = false;  // the first time the controller has already played it, animated
      return;
    }
    controller_->applyMoveInstantly(move_);
  }
  void undo() override { controller_->takeBackInstantly(); }
  const Move& move() const { return move_; }

 private:
  GameController* controller_;
  Move move_;
  bool first_ = true;
};

GameController::GameController(BoardModel* model, TracePlayer* player, QObject* parent)
    : QObject(parent),
      model_(model),
      player_(player),
      computer_(new ComputerPlayer(this)),
      game_(startPosition(Variant::Kete)) {
  connect(player_, &TracePlayer::finished, this, [this] {
    animating_ = false;
    if (redoAfterAnimation_) {
      redoAfterAnimation_ = false;
      silently(&QUndoStack::redo);
    }
    settle();
  });
  connect(computer_, &ComputerPlayer::moveChosen, this, [this](const Move& move) {
    if (!isHumanTurn() && !animating_) playMove(move);
  });
}

void GameController::newGame(const GameSetup& setup) { newGame(setup, startPosition(setup.variant)); }

void GameController::newGame(const GameSetup& setup, const Position& start) {
  stepping_ = false;
  redoAfterAnimation_ = false;
  tags_.clear();
  computer_->cancel();
  player_->skipToEnd();
  animating_ = false;
  setup_ = setup;
  setup_.variant = start.variant;
  game_ = Game(start);
  undoStack_.clear();
  settle();
}

bool GameController::isAnimating() const { return animating_; }

bool GameController::isHumanTurn() const {
  const PlayerKind kind = game_.position().toMove == Side::South ? setup_.south : setup_.north;
  return kind == PlayerKind::Human;
}

bool GameController::playMove(const Move& move) {
  if (stepping_) finishStepping();
  if (animating_ || game_.result().over()) return false;
  Trace trace;
  if (!game_.play(move, &trace)) return false;
  undoStack_.push(new MoveCommand(this, move, int(game_.ply())));
  animating_ = true;
  emit movePlayed(trace);
  emit turnChanged();
  player_->play(trace);  // finished() settles the board
  return true;
}

void GameController::applyMoveInstantly(const Move& move) {
  game_.play(move);
  if (!batch_) settle();
}

void GameController::takeBackInstantly() {
  game_.undo();
  if (!batch_) settle();
}

void GameController::skipAnimation() { player_->skipToEnd(); }

void GameController::undo() {
  if (stepping_) finishStepping();
  computer_->cancel();
  player_->skipToEnd();
  // Against the computer, go back to the human's turn.
  batch_ = true;
  do {
    if (!undoStack_.canUndo()) break;
    undoStack_.undo();
  } while (!isHumanTurn() && undoStack_.canUndo());
  batch_ = false;
  settle();
}

void GameController::redo() {
  if (stepping_) finishStepping();
  computer_->cancel();
  player_->skipToEnd();
  batch_ = true;
  if (undoStack_.canRedo()) undoStack_.redo();
  batch_ = false;
  settle();
}

// After a move, an undo or a new game: show the engine's position, then let the next player on.
void GameController::settle() {
  computer_->cancel();  // whatever it was thinking about is no longer the position
  const MoveList legal = game_.legalMoves();
  model_->setPosition(game_.position(), legal);
  emit turnChanged();
  if (game_.result().over()) {
    emit gameOver(game_.result());
    return;
  }
  maybeStartComputer();
}

void GameController::setPaused(bool paused) {
  if (paused_ == paused) return;
  paused_ = paused;
  settle();
}

void GameController::maybeStartComputer() {
  // While the player looks back through the game, or the program asks something, the computer waits.
  if (isHumanTurn() || animating_ || isReviewing() || paused_) return;
  computer_->think(game_, setup_.level);
}

QString GameController::lastMoveText() const {
  if (game_.moves().empty()) return {};
  return QString::fromStdString(formatMove(game_.position().variant, game_.moves().back()));
}

void GameController::silently(void (QUndoStack::*operation)()) {
  batch_ = true;
  (undoStack_.*operation)();
  batch_ = false;
}

void GameController::loadGame(const GameRecord& record, const GameSetup& players) {
  newGame(players, record.start);
  tags_ = record.tags;
  batch_ = true;
  for (const Move& move : record.moves) {
    if (!game_.play(move)) break;  // parseRecord has checked every move already
    undoStack_.push(new MoveCommand(this, move, int(game_.ply())));
  }
  batch_ = false;
  settle();
}

GameRecord GameController::record() const {
  GameRecord r = recordOf(game_);
  r.tags = tags_;
  return r;
}

Move GameController::nextRecordedMove() const {
  return static_cast<const MoveCommand*>(undoStack_.command(undoStack_.index()))->move();
}

void GameController::finishStepping() {
  stepping_ = false;
  settle();
}

// One event at a time, forwards and backwards, inside a move (issue #6).
void GameController::stepEvent(bool forward) {
  if (animating_) player_->skipToEnd();
  computer_->cancel();
  if (!stepping_) {
    if (forward ? !undoStack_.canRedo() : !undoStack_.canUndo()) return;
    Move move;
    if (forward) {
      move = nextRecordedMove();
    } else {
      move = game_.moves().back();
      silently(&QUndoStack::undo);
    }
    stepTrace_ = traceMove(game_.position(), move);
    model_->setPosition(stepTrace_.before, {});
    model_->clearLastMove();
    stepIndex_ = 0;
    if (!forward) {
      for (const TraceEvent& e : stepTrace_.events) model_->applyEvent(e, stepTrace_.before.toMove);
      stepIndex_ = int(stepTrace_.events.size());
    }
    stepping_ = true;
    emit movePlayed(stepTrace_);
  }
  const Side mover = stepTrace_.before.toMove;
  if (forward) {
    model_->applyEvent(stepTrace_.events[static_cast<std::size_t>(stepIndex_++)], mover);
  } else {
    model_->revertEvent(stepTrace_.events[static_cast<std::size_t>(--stepIndex_)], mover);
  }
  emit eventStepped(stepIndex_ - 1);
  emit turnChanged();
  if (forward && stepIndex_ == int(stepTrace_.events.size())) {
    silently(&QUndoStack::redo);  // the move is complete: the engine follows
    finishStepping();
  } else if (!forward && stepIndex_ == 0) {
    finishStepping();
  }
}

void GameController::stepMove(bool forward) {
  if (stepping_) {
    // Inside a move: finish it (forwards) or return to its start (backwards).
    if (forward) silently(&QUndoStack::redo);
    finishStepping();
    return;
  }
  player_->skipToEnd();
  computer_->cancel();
  if (forward ? undoStack_.canRedo() : undoStack_.canUndo()) silently(forward ? &QUndoStack::redo : &QUndoStack::undo);
  settle();
}

void GameController::jumpTo(bool end) {
  stepping_ = false;
  player_->skipToEnd();
  computer_->cancel();
  batch_ = true;
  undoStack_.setIndex(end ? undoStack_.count() : 0);
  batch_ = false;
  settle();
}

// Shows the next recorded move animated; the engine catches up when the animation ends.
void GameController::playNextMoveAnimated() {
  if (animating_ || stepping_ || !undoStack_.canRedo()) return;
  const Trace trace = traceMove(game_.position(), nextRecordedMove());
  animating_ = true;
  redoAfterAnimation_ = true;
  emit movePlayed(trace);
  emit turnChanged();
  player_->play(trace);
}
