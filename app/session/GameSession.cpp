#include "GameSession.h"

#include "Players.h"
#include "RulesWorker.h"
#include "SearchWorker.h"
#include "words/MoveText.h"

using namespace baraza;

namespace {
constexpr int kReplayIntervalMs = 400;  // between a replay's moves
constexpr int kWeighDrawMs = 1000;      // the computer's thought about a draw offered to it

// The times a game saved on the clock had left, when its record has them.
std::optional<std::array<qint64, 2>> timesLeft(const GameRecord& record, const TimeControl& control) {
  const auto south = TimeControls::timeFromTag(QString::fromStdString(record.tag("SouthTime")));
  const auto north = TimeControls::timeFromTag(QString::fromStdString(record.tag("NorthTime")));
  if (!control.on() || !south || !north) return std::nullopt;
  return std::array<qint64, 2>{*south, *north};
}
}  // namespace

GameSession::GameSession(SearchWorker* search, RulesWorker* rules, QObject* parent)
    : QObject(parent),
      search_(search),
      rules_(rules),
      game_(startPosition(GameSetup{}.variant)),
      clocks_(new GameClock(this)) {
  clock_.setSingleShot(true);
  connect(&clock_, &QTimer::timeout, this, &GameSession::tick);
  replay_.setInterval(kReplayIntervalMs);
  connect(&replay_, &QTimer::timeout, this, &GameSession::replayStep);
  // Connected first, so that a hint about another position is gone before any view looks.
  connect(this, &GameSession::pointChanged, this, [this] {
    if (!hint_ || hint_->point == game_.point()) return;
    hint_.reset();
    emit hintChanged();
  });
  connect(search_, &SearchWorker::moveChosen, this, [this](SearchWorker::Purpose purpose, const Move& move) {
    if (purpose == SearchWorker::Purpose::Move && !isHumanTurn() && atLineEnd() && !paused_) playMove(move);
  });
  // Whatever changes what is shown or asked may start or stop a side's clock.
  for (auto changed : {&GameSession::pointChanged, &GameSession::safariReached, &GameSession::lineChanged})
    connect(this, changed, this, [this] { clocks_->run(choosingSide()); });
  connect(this, &GameSession::workingChanged, this, [this] { clocks_->run(choosingSide()); });
  connect(clocks_, &GameClock::timeUp, this, &GameSession::timeRanOut);
  // The value is the offerer's, whose turn it is: the computer's is its opposite.
  connect(search_, &SearchWorker::positionWeighed, this, [this](int offerersValue) {
    if (drawOffered_) answerDrawOffer(-offerersValue <= 0);
  });
}

void GameSession::newGame(const GameSetup& setup) { newGame(setup, rulesFor(setup.variant).startPosition()); }

void GameSession::newGame(const GameSetup& setup, const Position& start) {
  tags_.clear();
  startGame(Game(start), setup, 0);
}

void GameSession::adoptGame(const Game& game, const GameRecord& record, const GameSetup& players, LinePoint at,
                            std::size_t givenPlies) {
  tags_ = record.tags;
  Game looked = game;
  looked.seek(at);
  // A game saved on the clock goes on with the times it had left.
  startGame(looked, players, std::min(givenPlies, looked.length()), timesLeft(record, players.timeControl));
}

void GameSession::startGame(const Game& game, const GameSetup& setup, std::size_t givenPlies,
                            std::optional<std::array<qint64, 2>> timeLeft) {
  ++generation_;
  if (working_) {
    working_ = false;
    emit workingChanged(false);
  }
  safari_.reset();
  drawOffered_ = false;
  stopAnimation();
  setReplaying(false);
  search_->cancel();
  game_ = game;
  givenPlies_ = givenPlies;
  setup_ = setup;
  setup_.variant = game_.start().variant;
  clocks_->reset(setup_.timeControl, timeLeft);
  emit gameStarted();
  emit lineChanged();
  settle();
}

bool GameSession::isHumanTurn() const { return personMovesAt(game_.ply()); }

bool GameSession::personMovesAt(std::size_t ply) const {
  return setup_.kindOf(game_.positionAt(ply).toMove) == PlayerKind::Human;
}

bool GameSession::atLineEnd() const { return game_.point() == LinePoint{game_.length(), 0}; }

bool GameSession::acceptsInput() const {
  return isHumanTurn() && !animating_ && !busy() && !paused_ && game_.point().event == 0 &&
         game_.ply() >= givenPlies_ && !game_.result().over();
}

void GameSession::setPaused(bool paused) {
  if (paused_ == paused) return;
  paused_ = paused;
  settle();
}

void GameSession::requestMove(const Move& move, std::optional<Move> safari) {
  if (!acceptsInput()) return;  // e.g. looking at a lesson's game so far: nothing to ask
  const std::size_t dropped = dropsIfPlayed(move);
  if (dropped > 0) {
    emit confirmationNeeded(move, safari, int(dropped));
    return;
  }
  playMove(move, safari);
}

bool GameSession::playMove(const Move& move, std::optional<Move> safari) {
  if (animating_ || busy() || game_.point().event != 0 || game_.ply() < givenPlies_ || !game_.isLegal(move))
    return false;
  if (safari && !game_.isLegal(*safari)) return false;
  setReplaying(false);
  const std::size_t from = game_.ply();
  if (from == game_.length() && !safari) clocks_->moved(game_.position().toMove);
  const auto show = [this, from, safari](const Game& before) {
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
  if (from < game_.length() && game_.line()[from] == move && !safari) {  // the line's own: worked out already
    game_.play(move);
    show(game_);
    return true;
  }
  // Only a move with a question keeps the game before it, to take the whole move back.
  const std::optional<Game> before = safari ? std::optional(game_) : std::nullopt;
  workOut(game_, move, [this, show, before](Game played) {
    game_ = std::move(played);
    emit lineChanged();
    show(before ? *before : game_);
  });
  return true;
}

// A new position's legal moves and result are worked out off the GUI thread (they can take
// seconds); `then` gets the game with the move played, unless a new game began meanwhile.
void GameSession::workOut(const Game& base, const Move& move, std::function<void(Game)> then) {
  search_->cancelForNewPoint();
  working_ = true;
  const bool done = rules_->run(
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

std::optional<std::size_t> GameSession::undecidedPly() const {
  if (!safari_) return std::nullopt;
  return safari_->at.ply;
}

void GameSession::answerSafari(bool safari) {
  if (!isAskingSafari()) return;
  const SafariChoice choice = *safari_;
  safari_.reset();
  if (choice.at.ply == choice.before.length()) clocks_->moved(game_.positionAt(choice.at.ply).toMove);
  if (!safari) return animateTo({choice.at.ply + 1, 0});
  // The safari move instead of the stop it was shown as: the same seeds so far.
  workOut(choice.before, choice.safari, [this, at = choice.at](Game played) {
    game_ = std::move(played);
    emit lineChanged();
    game_.seek(at);
    animateTo({at.ply + 1, 0});
  });
}

void GameSession::cancelSafari() {
  if (!isAskingSafari()) return;
  game_ = safari_->before;  // the line as it was before the move, later moves included
  safari_.reset();
  emit lineChanged();
  settle();
}

void GameSession::playOnFromHere(const GameSetup& players) {
  if (busy()) return;
  lookByHand();
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
void GameSession::animateTo(LinePoint target) {
  search_->cancelForNewPoint();
  if (pace_.speed() == Pace::Speed::Instant) {
    game_.seek(target);
    arrived();
    return;
  }
  const LinePoint here = game_.point();
  animating_ = true;
  animationEnd_ = target;
  animationFrom_ = here.event;
  delays_ = pace_.delays(game_.traceAt(here.ply), here.event, target.ply == here.ply ? target.event : SIZE_MAX);
  emit pointChanged();
  announce();
}

// The event after the point is about to be shown; the clock applies it when its time is up.
void GameSession::announce() {
  if (!animating_) return;  // stopped by someone who followed the point
  const LinePoint here = game_.point();
  const std::size_t step = here.event - animationFrom_;
  if (here == animationEnd_ || step >= delays_.size()) {
    animating_ = false;
    game_.seek(animationEnd_);
    emit animationFinished();
    return arrived();
  }
  emit eventStarting(game_.traceAt(here.ply).events[here.event], delays_[step]);
  clock_.start(delays_[step]);
}

void GameSession::tick() {
  if (!animating_) return;
  const LinePoint here = game_.point();
  const TraceEvent event = game_.traceAt(here.ply).events[here.event];
  game_.stepEvent(true);
  emit pointChanged();
  emit eventApplied(event);
  announce();
}

// At the end of an animation: the safari question if the sowing has reached the kuu, else on.
void GameSession::arrived() {
  if (safari_ && game_.point() == safari_->at) {
    emit pointChanged();
    emit safariReached();
    return;
  }
  settle();
}

// Ends an animation at its end. A move on its way to the safari question goes straight to the
// question, whatever stopped it: the choice cannot be skipped.
void GameSession::stopAnimation() {
  if (!animating_) return;
  clock_.stop();
  animating_ = false;
  game_.seek(animationEnd_);
  if (isAskingSafari()) {
    emit pointChanged();
    emit safariReached();
  }
}

void GameSession::skipAnimation() {
  if (!animating_) return;
  stopAnimation();
  if (!isAskingSafari()) settle();
}

void GameSession::haltAnimation() {
  if (!animating_) return;
  if (safari_) return stopAnimation();  // on to the question
  clock_.stop();
  animating_ = false;
  settle();
}

// Looking somewhere by hand ends a replay, and an animation at its end.
void GameSession::lookByHand() {
  setReplaying(false);
  stopAnimation();
}

void GameSession::seek(LinePoint point) {
  if (busy()) return;  // the move being worked out, or the safari question, comes first
  lookByHand();
  if (isAskingSafari()) return;  // the move reached its question
  game_.seek(point);
  settle();
}

// After a move, a step or a new game: every view follows the point, then the next player goes on.
void GameSession::settle() {
  search_->cancelForNewPoint();  // whatever it was thinking about is no longer the position
  emit pointChanged();
  if (game_.point().event == 0 && game_.result().over()) {
    emit gameOver(game_.result());
    return;
  }
  maybeStartComputer();
}

void GameSession::maybeStartComputer() {
  // Looking back, mid-move, or while the program asks something, the computer waits.
  if (isHumanTurn() || animating_ || paused_ || !atLineEnd() || game_.result().over()) return;
  const Side side = game_.position().toMove;
  // On the clock it takes a share of its time left (0: its level's own time).
  const int movetimeMs =
      clocks_->isOn()
          ? TimeControls::moveTimeMs(clocks_->leftMs(side), setup_.timeControl.incrementSeconds, kDefaultMovetimeMs)
          : 0;
  search_->think(game_, setup_.levelOf(side), SearchWorker::Purpose::Move, movetimeMs);
}

bool GameSession::canLookBack() const { return !busy() && game_.point() > LinePoint{0, 0}; }

bool GameSession::canUndo() const {
  return !busy() && !refusesUndo() && (game_.point() > LinePoint{givenPlies_, 0} || (game_.decision() && atLineEnd()));
}

bool GameSession::refusesUndo() const {
  return !busy() && atLineEnd() && game_.decision() && game_.lineResult().reason == ResultReason::Time;
}

bool GameSession::canRedo() const { return !busy() && game_.point() < LinePoint{game_.length(), 0}; }

// Back to the last point where a person was to move (against the computer, past its reply).
void GameSession::undo() {
  if (!canUndo()) return;
  lookByHand();
  if (game_.decision() && atLineEnd()) {  // the resignation or the draw is taken back first
    game_.withdrawDecision();
    emit lineChanged();
    return settle();
  }
  LinePoint point = game_.point();
  point = point.event ? LinePoint{point.ply, 0} : LinePoint{point.ply - 1, 0};
  while (setup_.anyPerson() && point.ply > givenPlies_ && !personMovesAt(point.ply)) --point.ply;
  seek(point.ply < givenPlies_ ? LinePoint{givenPlies_, 0} : point);
}

bool GameSession::canResign() const {
  return setup_.anyPerson() && atLineEnd() && !animating_ && !busy() && !paused_ && game_.ply() >= givenPlies_ &&
         !game_.result().over();
}

bool GameSession::canOfferDraw() const { return canResign() && isHumanTurn(); }

Side GameSession::decidingSide() const {
  if (setup_.south != setup_.north) return setup_.south == PlayerKind::Human ? Side::South : Side::North;
  return game_.position().toMove;
}

void GameSession::resign() {
  if (!canResign()) return;
  decide({.kind = Result::Kind::Win, .winner = other(decidingSide()), .reason = ResultReason::Resignation});
}

void GameSession::offerDraw() {
  if (!canOfferDraw()) return;
  const Side offerer = decidingSide();
  drawOffered_ = true;
  if (setup_.kindOf(other(offerer)) == PlayerKind::Computer) {
    if (!search_->weigh(game_, kWeighDrawMs)) return answerDrawOffer(false);
  } else {
    emit drawOffered(offerer);
  }
  emit pointChanged();  // nothing is played until the answer
}

void GameSession::answerDrawOffer(bool accepted) {
  if (!drawOffered_) return;
  drawOffered_ = false;
  const bool toComputer = setup_.kindOf(other(decidingSide())) == PlayerKind::Computer;
  if (accepted)
    decide({.kind = Result::Kind::Draw, .reason = ResultReason::Agreement});
  else
    emit pointChanged();
  if (toComputer) emit drawAnswered(accepted);
}

std::optional<Side> GameSession::choosingSide() const {
  if (!clocks_->isOn() || game_.lineResult().over() || paused_ || working_ || drawOffered_) return std::nullopt;
  std::optional<Side> side;
  if (isAskingSafari())
    side = game_.positionAt(safari_->at.ply).toMove;  // choosing still
  else if (!animating_ && atLineEnd() && !safari_)
    side = game_.position().toMove;
  if (side && clockHeld_ && setup_.kindOf(*side) == PlayerKind::Human) return std::nullopt;
  return side;
}

void GameSession::holdPersonsClock(bool held) {
  if (clockHeld_ == held) return;
  clockHeld_ = held;
  clocks_->run(choosingSide());
}

// Running out of time loses; a move not chosen in time (the safari question open) is not played.
void GameSession::timeRanOut(Side side) {
  if (game_.lineResult().over()) return;
  if (isAskingSafari()) {
    game_ = safari_->before;
    safari_.reset();
  }
  decide({.kind = Result::Kind::Win, .winner = other(side), .reason = ResultReason::Time});
}

void GameSession::decide(const Result& decision) {
  search_->cancel(SearchWorker::Purpose::Move);  // the computer's move is no longer wanted
  if (!game_.decide(decision)) return;
  if (hint_) {
    hint_.reset();
    emit hintChanged();
  }
  emit lineChanged();
  settle();
}

void GameSession::redo() {
  lookByHand();
  LinePoint point{std::min(game_.ply() + 1, game_.length()), 0};
  while (setup_.anyPerson() && point.ply < game_.length() && !personMovesAt(point.ply)) ++point.ply;
  seek(point);
}

// Stepping during an animation takes over from the seed the animation has reached.
void GameSession::stepEvent(bool forward) {
  if (busy()) return;
  setReplaying(false);
  if (animating_ && safari_) return stopAnimation();  // on to the question
  if (animating_) {
    clock_.stop();
    animating_ = false;
  }
  game_.stepEvent(forward);
  settle();
}

void GameSession::stepMove(bool forward) {
  const LinePoint here = game_.point();
  if (here.event) {  // inside a move: to its end, or back to its start
    seek(forward ? LinePoint{here.ply + 1, 0} : LinePoint{here.ply, 0});
  } else if (forward) {
    seek({here.ply + 1, 0});
  } else if (here.ply > 0) {
    seek({here.ply - 1, 0});
  }
}

void GameSession::jumpTo(bool end) { seek(end ? LinePoint{game_.length(), 0} : LinePoint{0, 0}); }

void GameSession::seekPly(std::size_t ply) {
  if (game_.point() != LinePoint{ply, 0}) seek({ply, 0});
}

void GameSession::playNextMoveAnimated() {
  if (animating_ || busy() || !canRedo()) return;
  const LinePoint here = game_.point();
  animateTo({here.ply + 1, 0});
}

void GameSession::replayFromTheStart() {
  jumpTo(false);
  setReplaying(true);
}

void GameSession::setReplaying(bool on) {
  if (on == replay_.isActive()) return;
  if (on) {
    replay_.start();
  } else {
    replay_.stop();
  }
  emit replayingChanged(on);
}

void GameSession::playOrPause() {
  if (!isReplaying()) return setReplaying(true);
  setReplaying(false);
  haltAnimation();  // paused where it is, part way through a move if need be
}

void GameSession::replayStep() {
  if (animating_) return;
  if (!canRedo()) return setReplaying(false);
  playNextMoveAnimated();
}

QString GameSession::lastMoveText() const {
  if (game_.ply() == 0) return {};
  return moveText(game_.start().variant, game_.line()[game_.ply() - 1]);
}

void GameSession::setComment(std::size_t ply, const std::string& text) {
  game_.setComment(ply, text);
  emit pointChanged();
}

void GameSession::pointAt(const Move& move, const QString& why) {
  hint_ = Hint{move, game_.point(), why};
  emit hintChanged();
}

GameRecord GameSession::record() const {
  GameRecord r = recordOf(game_);
  r.tags = tags_;
  Players::tag(r, setup_);
  // The clocks as they stand, so that the game goes on with them (Save, autosave, Continue).
  std::erase_if(r.tags, [](const auto& tag) {
    return tag.first == "TimeControl" || tag.first == "SouthTime" || tag.first == "NorthTime";
  });
  if (clocks_->isOn()) {
    r.setTag("TimeControl", TimeControls::tag(setup_.timeControl).toStdString());
    r.setTag("SouthTime", TimeControls::timeTag(clocks_->leftMs(Side::South)).toStdString());
    r.setTag("NorthTime", TimeControls::timeTag(clocks_->leftMs(Side::North)).toStdString());
  }
  return r;
}
