#include "GameController.h"

#include <functional>

#include "Background.h"
#include "ComputerPlayer.h"
#include "Players.h"
#include "baraza/notation.h"
#include "board/TracePlayer.h"
#include "words/MoveText.h"

using namespace baraza;

GameController::GameController(ComputerPlayer* computer, QObject* parent)
    : QObject(parent), player_(new TracePlayer(this)), computer_(computer), game_(startPosition(Variant::Kete)) {
  connect(player_, &TracePlayer::eventDue, this, [this] {
    game_.stepEvent(true);
    emit pointChanged();
  });
  connect(player_, &TracePlayer::finished, this, [this] {
    animating_ = false;
    game_.seek(animationEnd_);
    arrived();
  });
  connect(computer_, &ComputerPlayer::moveChosen, this, [this](ComputerPlayer::Purpose purpose, const Move& move) {
    if (purpose == ComputerPlayer::Purpose::Move && !isHumanTurn() && atLineEnd() && !paused_) playMove(move);
  });
}

void GameController::newGame(const GameSetup& setup) { newGame(setup, startPosition(setup.variant)); }

void GameController::newGame(const GameSetup& setup, const Position& start) {
  tags_.clear();
  startGame(Game(start), setup, 0);
}

void GameController::adoptGame(const Game& game, const GameRecord& record, const GameSetup& players, LinePoint at,
                               std::size_t givenPlies) {
  tags_ = record.tags;
  Game looked = game;
  looked.seek(at);
  startGame(looked, players, std::min(givenPlies, looked.length()));
}

void GameController::startGame(const Game& game, const GameSetup& setup, std::size_t givenPlies) {
  ++generation_;
  if (working_) {
    working_ = false;
    emit workingChanged(false);
  }
  safari_.reset();
  stopAnimation();
  computer_->cancel();
  game_ = game;
  givenPlies_ = givenPlies;
  setup_ = setup;
  setup_.variant = game_.start().variant;
  emit gameStarted();
  emit lineChanged();
  settle();
}

bool GameController::isHumanTurn() const { return personMovesAt(game_.ply()); }

bool GameController::personMovesAt(std::size_t ply) const {
  return setup_.kindOf(game_.positionAt(ply).toMove) == PlayerKind::Human;
}

bool GameController::atLineEnd() const { return game_.point() == LinePoint{game_.length(), 0}; }

bool GameController::acceptsInput() const {
  return isHumanTurn() && !animating_ && !busy() && !paused_ && game_.point().event == 0 &&
         game_.ply() >= givenPlies_ && !game_.result().over();
}

void GameController::setPaused(bool paused) {
  if (paused_ == paused) return;
  paused_ = paused;
  settle();
}

bool GameController::playMove(const Move& move, std::optional<Move> safari) {
  if (animating_ || busy() || game_.point().event != 0 || game_.ply() < givenPlies_ || !game_.isLegal(move))
    return false;
  if (safari && !game_.isLegal(*safari)) return false;
  const std::size_t from = game_.ply();
  const Game before = game_;
  const auto show = [this, from, safari, before] {
    game_.seek({from, 0});
    if (!safari) return animateTo({from + 1, 0});
    // L-6.3: both moves are one sowing until it reaches the kuu; the choice is asked there.
    const Trace& stop = game_.traceAt(from);
    const Trace other = traceMove(game_.positionAt(from), *safari);
    std::size_t same = 0;
    while (same < stop.events.size() && same < other.events.size() && stop.events[same] == other.events[same]) ++same;
    safari_ = SafariChoice{*safari, before, {from, same}};
    animateTo(safari_->at);
  };
  if (from < game_.length() && game_.line()[from] == move) {  // the line's own: worked out already
    game_.play(move);
    show();
    return true;
  }
  workOut(game_, move, [this, show](Game played) {
    game_ = std::move(played);
    emit lineChanged();
    show();
  });
  return true;
}

// A new position's legal moves and result are worked out off the GUI thread (they can take
// seconds); `then` gets the game with the move played, unless a new game began meanwhile.
void GameController::workOut(const Game& base, const Move& move, std::function<void(Game)> then) {
  computer_->cancelForNewPoint();
  working_ = true;
  const bool done = Background::run(
      this,
      [game = base, move]() mutable {
        game.play(move);
        return game;
      },
      [this, then = std::move(then), generation = generation_](Game played) {
        if (generation != generation_) return;
        working_ = false;
        emit workingChanged(false);
        then(std::move(played));
      });
  if (!done) {
    emit workingChanged(true);
    emit pointChanged();  // nothing can be played meanwhile
  }
}

void GameController::answerSafari(bool safari) {
  if (!isAskingSafari()) return;
  const SafariChoice choice = *safari_;
  safari_.reset();
  if (!safari) return animateTo({choice.at.ply + 1, 0});
  // The safari move instead of the stop it was shown as: the same seeds so far.
  workOut(choice.before, choice.safari, [this, at = choice.at](Game played) {
    game_ = std::move(played);
    emit lineChanged();
    game_.seek(at);
    animateTo({at.ply + 1, 0});
  });
}

void GameController::cancelSafari() {
  if (!isAskingSafari()) return;
  game_ = safari_->before;  // the line as it was before the move, later moves included
  safari_.reset();
  emit lineChanged();
  settle();
}

void GameController::playOnFromHere(const GameSetup& players) {
  if (busy()) return;
  stopAnimation();
  if (isAskingSafari()) return;
  game_.seek({game_.ply(), 0});
  game_.truncate();
  setup_.south = players.south;
  setup_.north = players.north;
  setup_.levels = players.levels;
  setup_.names = players.names;
  emit lineChanged();  // the players are part of the game that is kept, too
  settle();
}

// Shows the move after the point, event by event, until `target`, at the chosen speed.
void GameController::animateTo(LinePoint target) {
  computer_->cancelForNewPoint();
  if (player_->speed() == TracePlayer::Speed::Instant) {
    game_.seek(target);
    arrived();
    return;
  }
  animating_ = true;
  animationEnd_ = target;
  const LinePoint here = game_.point();
  emit pointChanged();
  player_->play(game_.traceAt(here.ply), here.event, target.ply == here.ply ? target.event : SIZE_MAX);
}

// At the end of an animation: the safari question if the sowing has reached the kuu, else on.
void GameController::arrived() {
  if (safari_ && game_.point() == safari_->at) {
    emit pointChanged();
    emit safariReached();
    return;
  }
  settle();
}

// Ends an animation at its end. A move on its way to the safari question goes straight to the
// question, whatever stopped it: the choice cannot be skipped.
void GameController::stopAnimation() {
  if (!animating_) return;
  player_->stop();
  animating_ = false;
  game_.seek(animationEnd_);
  if (isAskingSafari()) {
    emit pointChanged();
    emit safariReached();
  }
}

void GameController::skipAnimation() {
  if (!animating_) return;
  stopAnimation();
  if (!isAskingSafari()) settle();
}

void GameController::seek(LinePoint point) {
  if (busy()) return;  // the move being worked out, or the safari question, comes first
  stopAnimation();
  if (isAskingSafari()) return;  // the move reached its question
  game_.seek(point);
  settle();
}

// After a move, a step or a new game: every view follows the point, then the next player goes on.
void GameController::settle() {
  computer_->cancelForNewPoint();  // whatever it was thinking about is no longer the position
  emit pointChanged();
  if (game_.point().event == 0 && game_.result().over()) {
    emit gameOver(game_.result());
    return;
  }
  maybeStartComputer();
}

void GameController::maybeStartComputer() {
  // Looking back, mid-move, or while the program asks something, the computer waits.
  if (isHumanTurn() || animating_ || paused_ || !atLineEnd() || game_.result().over()) return;
  computer_->think(game_, setup_.levelOf(game_.position().toMove), ComputerPlayer::Purpose::Move);
}

bool GameController::canLookBack() const { return !busy() && game_.point() > LinePoint{0, 0}; }

bool GameController::canUndo() const { return !busy() && game_.point() > LinePoint{givenPlies_, 0}; }

bool GameController::canRedo() const { return !busy() && game_.point() < LinePoint{game_.length(), 0}; }

// Back to the last point where a person was to move (against the computer, past its reply).
void GameController::undo() {
  if (!canUndo()) return;
  stopAnimation();
  LinePoint point = game_.point();
  point = point.event ? LinePoint{point.ply, 0} : LinePoint{point.ply - 1, 0};
  const bool anyHuman = setup_.south == PlayerKind::Human || setup_.north == PlayerKind::Human;
  while (anyHuman && point.ply > givenPlies_ && !personMovesAt(point.ply)) --point.ply;
  seek(point.ply < givenPlies_ ? LinePoint{givenPlies_, 0} : point);
}

void GameController::redo() {
  stopAnimation();
  LinePoint point{std::min(game_.ply() + 1, game_.length()), 0};
  const bool anyHuman = setup_.south == PlayerKind::Human || setup_.north == PlayerKind::Human;
  while (anyHuman && point.ply < game_.length() && !personMovesAt(point.ply)) ++point.ply;
  seek(point);
}

void GameController::haltAnimation() {
  if (!animating_) return;
  if (safari_) return stopAnimation();  // on to the question
  player_->stop();
  animating_ = false;
  settle();
}

// Stepping during an animation takes over from the seed the animation has reached.
void GameController::stepEvent(bool forward) {
  if (busy()) return;
  if (animating_ && safari_) return stopAnimation();  // on to the question
  if (animating_) {
    player_->stop();
    animating_ = false;
  }
  game_.stepEvent(forward);
  settle();
}

void GameController::stepMove(bool forward) {
  const LinePoint here = game_.point();
  if (here.event) {  // inside a move: to its end, or back to its start
    seek(forward ? LinePoint{here.ply + 1, 0} : LinePoint{here.ply, 0});
  } else if (forward) {
    seek({here.ply + 1, 0});
  } else if (here.ply > 0) {
    seek({here.ply - 1, 0});
  }
}

void GameController::jumpTo(bool end) { seek(end ? LinePoint{game_.length(), 0} : LinePoint{0, 0}); }

void GameController::seekPly(std::size_t ply) {
  if (game_.point() != LinePoint{ply, 0}) seek({ply, 0});
}

void GameController::playNextMoveAnimated() {
  if (animating_ || busy() || !canRedo()) return;
  const LinePoint here = game_.point();
  animateTo({here.ply + 1, 0});
}

QString GameController::lastMoveText() const {
  if (game_.ply() == 0) return {};
  return moveText(game_.start().variant, game_.line()[game_.ply() - 1]);
}

void GameController::setComment(std::size_t ply, const std::string& text) {
  game_.setComment(ply, text);
  emit pointChanged();
}

GameRecord GameController::record() const {
  GameRecord r = recordOf(game_);
  r.tags = tags_;
  Players::tag(r, setup_);
  return r;
}
