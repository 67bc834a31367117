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
    settle();
  });
  connect(computer_, &ComputerPlayer::moveChosen, this, [this](const Move& move) {
    if (!isHumanTurn() && !animating_) playMove(move);
  });
}

void GameController::newGame(const GameSetup& setup) { newGame(setup, startPosition(setup.variant)); }

void GameController::newGame(const GameSetup& setup, const Position& start) {
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

void GameController::maybeStartComputer() {
  if (isHumanTurn() || animating_) return;
  computer_->think(game_, setup_.level);
}

QString GameController::lastMoveText() const {
  if (game_.moves().empty()) return {};
  return QString::fromStdString(formatMove(game_.position().variant, game_.moves().back()));
}
