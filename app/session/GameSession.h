#pragma once
// The game being played or looked at, and everything that moves it: who plays each side, the
// move asked for and worked out, the safari question, the animation's and the replay's clocks,
// the hint shown. The engine's Game is the one state (the line, the point looked at, the
// position there, the legal moves); everything shown is read from it after pointChanged().
// Looking is not playing: the computer moves only at the end of the line, at rest.
// No widgets: the window and its views subscribe to it.

#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>
#include <optional>

#include "GameClock.h"
#include "GameSetup.h"
#include "Pace.h"
#include "baraza/game.h"
#include "baraza/record.h"

class RulesWorker;
class SearchWorker;

class GameSession : public QObject {
  Q_OBJECT

 public:
  GameSession(SearchWorker* search, RulesWorker* rules, QObject* parent = nullptr);

  void newGame(const GameSetup& setup);
  // A game from a given position (learning positions, tests).
  void newGame(const GameSetup& setup, const baraza::Position& start);
  // A game already played out (a record replayed in the background: replaying works out every
  // position's legal moves; a game put aside and brought back), with its tags and players,
  // looked at from `at`. Its first `givenPlies` moves are given (a lesson's game so far): they can
  // be looked at, never taken back or played over.
  void adoptGame(const baraza::Game& game, const baraza::GameRecord& record, const GameSetup& players,
                 baraza::LinePoint at, std::size_t givenPlies = 0);
  const GameSetup& setup() const { return setup_; }
  const baraza::Game& game() const { return game_; }
  SearchWorker* computer() const { return search_; }
  // Where the window's position-dependent work runs (legal moves of a position set up, records).
  RulesWorker* rules() const { return rules_; }
  // The players' clocks, under setup().timeControl. A side's clock runs while it chooses its
  // move: at the end of the line, at rest or at the safari question (part of choosing), never
  // while looking back, during the sowing, while the move is worked out, while the program asks
  // something or a draw offer waits. A side whose time runs out loses.
  GameClock* clocks() const { return clocks_; }
  // While the program shows a person something to deal with first (a dialog, the rules window in
  // front), that person's clock holds: time spent reading or choosing a file is not time spent
  // choosing a move. The computer's clock is never held: it thinks on, and moves, meanwhile.
  void holdPersonsClock(bool held);
  bool isPersonsClockHeld() const { return clockHeld_; }
  // The game with its tags and players, as a file keeps it.
  baraza::GameRecord record() const;
  // A comment on the position after `ply` moves (a lesson's, once its move is played).
  void setComment(std::size_t ply, const std::string& text);

  bool isAnimating() const { return animating_; }
  // A move is being worked out in the background (its position's legal moves are slow to list).
  bool isWorking() const { return working_; }
  bool isHumanTurn() const;
  // At the end of the line, at rest: where play goes on.
  bool atLineEnd() const;
  bool acceptsInput() const;
  // Paused, neither the computer nor the player moves: the program is asking something first.
  void setPaused(bool paused);
  bool isPaused() const { return paused_; }

  // A move the player chose. One that drops later moves of the line waits for the player to
  // agree (confirmationNeeded, then playMove); any other is played at once.
  void requestMove(const baraza::Move& move, std::optional<baraza::Move> safari = std::nullopt);
  // Plays a legal move at the point, animated; false (and nothing happens) for any other move.
  // With `safari` (a move that goes on out of the mover's kuu, Kete L-6.3: the same pit and
  // direction as `move`), `move` is the stop; the animation pauses where the two sowings part,
  // safariReached() asks, and answerSafari() or cancelSafari() goes on.
  bool playMove(const baraza::Move& move, std::optional<baraza::Move> safari = std::nullopt);
  std::size_t dropsIfPlayed(const baraza::Move& move) const { return game_.dropsIfPlayed(move); }
  // The question is open: the sowing has reached the point where stop and safari part.
  bool isAskingSafari() const { return safari_ && !animating_ && game_.point() == safari_->at; }
  // The ply whose move is not decided yet (the safari question), if any.
  std::optional<std::size_t> undecidedPly() const;
  void answerSafari(bool safari);
  // Takes the whole move back: the line is as it was before it.
  void cancelSafari();
  // Plays on from the point shown with these players (taking over a side): the later moves are
  // dropped (ask first), and the computer moves if it is its turn.
  void playOnFromHere(const GameSetup& players);

  // Resigning and offering a draw, at the end of the line of a game going on, by a person: against
  // the computer the person (who may resign while it thinks, and offers a draw on his turn),
  // between two people the side to move. Both end the game as a change of its line: Undo takes
  // the decision back.
  bool canResign() const;
  bool canOfferDraw() const;
  baraza::Side decidingSide() const;
  void resign();
  // Against the computer, it weighs the position in the background and accepts only when its
  // judgement says the game is level or worse for it (drawAnswered); between two people
  // drawOffered() asks the other side, and answerDrawOffer() gives the answer. Meanwhile nothing
  // is played.
  void offerDraw();
  bool isDrawOffered() const { return drawOffered_; }
  void answerDrawOffer(bool accepted);

  // The animation's clock.
  void setSpeed(Pace::Speed speed) { pace_ = Pace(speed); }
  Pace::Speed speed() const { return pace_.speed(); }
  void skipAnimation();
  // Stops an animation where it is: the board stays part way through the move.
  void haltAnimation();

  // Looking along the line; none of these plays or drops a move, and each ends a replay.
  bool canLookBack() const;
  // Undo goes back to a person's earlier turn, never into the given moves.
  bool canUndo() const;
  // At the end of a game lost on time Undo is refused: the time is gone. (A resignation or a
  // draw agreed is taken back.)
  bool refusesUndo() const;
  bool canRedo() const;
  void undo();  // back to the player's previous turn (against the computer, two plies)
  void redo();  // forward to the player's next turn
  void stepEvent(bool forward);
  void stepMove(bool forward);
  void jumpTo(bool end);
  void seekPly(std::size_t ply);
  void seek(baraza::LinePoint point);
  // Shows the line's next move animated (a replay's step).
  void playNextMoveAnimated();
  QString lastMoveText() const;

  // The replay's clock: the recorded moves played back one after another, from where the point
  // is, until the end of the line or a look somewhere by hand.
  void replayFromTheStart();
  void setReplaying(bool on);
  // Play/Pause: a replay paused stops where it is, part way through a move if need be.
  void playOrPause();
  bool isReplaying() const { return replay_.isActive(); }

  // A move pointed at on the board (Hint, Show best move), with why, until the point moves.
  struct Hint {
    baraza::Move move;
    baraza::LinePoint point;
    QString why;
  };
  void pointAt(const baraza::Move& move, const QString& why);
  const std::optional<Hint>& hint() const { return hint_; }

 signals:
  void pointChanged();                          // the point looked at moved, or the players changed: every view follows
  void lineChanged();                           // the line changed (a move added, dropped or replaced, a new game)
  void gameOver(const baraza::Result& result);  // at rest at the end of a finished game (also looking there)
  void gameStarted();  // a new game, an opened or resumed one: emitted before its lineChanged()
  void workingChanged(bool working);
  void safariReached();  // the sowing is in the mover's kuu: stop or safari?
  // A move that would drop `dropped` later moves of the line: playMove() once the player agrees.
  void confirmationNeeded(const baraza::Move& move, std::optional<baraza::Move> safari, int dropped);
  // The animation: an event is about to be shown over `durationMs`, and has been applied.
  void eventStarting(const baraza::TraceEvent& event, int durationMs);
  void eventApplied(const baraza::TraceEvent& event);
  void animationFinished();
  void replayingChanged(bool replaying);
  void hintChanged();
  void drawOffered(baraza::Side by);  // between two people: the other side is asked
  void drawAnswered(bool accepted);   // the computer's answer to a draw offered to it

 private:
  // A move shown as its stop until the player chooses at the kuu.
  struct SafariChoice {
    baraza::Move safari;
    baraza::Game before;   // the game before the move
    baraza::LinePoint at;  // where the two sowings part
  };
  bool busy() const { return working_ || isAskingSafari() || drawOffered_; }
  // The players end the game (a resignation, a draw agreed).
  void decide(const baraza::Result& decision);
  void workOut(const baraza::Game& base, const baraza::Move& move, std::function<void(baraza::Game)> then);
  void arrived();
  void animateTo(baraza::LinePoint target);
  void announce();
  void tick();
  void stopAnimation();
  void settle();
  void maybeStartComputer();
  void startGame(const baraza::Game& game, const GameSetup& setup, std::size_t givenPlies,
                 std::optional<std::array<qint64, 2>> timeLeft = std::nullopt);
  // The side whose clock runs now, if any.
  std::optional<baraza::Side> choosingSide() const;
  void timeRanOut(baraza::Side side);
  bool personMovesAt(std::size_t ply) const;
  void replayStep();
  void lookByHand();

  SearchWorker* search_;
  RulesWorker* rules_;
  baraza::Game game_;
  GameSetup setup_;
  std::vector<std::pair<std::string, std::string>> tags_;
  Pace pace_;
  QTimer clock_;                    // the animation's: the next event is due
  std::vector<int> delays_;         // the animated events' delays, from animationFrom_ on
  std::size_t animationFrom_ = 0;   // the event the animation started at
  baraza::LinePoint animationEnd_;  // where it stops
  bool animating_ = false;
  QTimer replay_;  // the replay's: the next move is due
  bool paused_ = false;
  std::size_t givenPlies_ = 0;  // the line's first moves that are not to be taken back or played over
  bool working_ = false;
  int generation_ = 0;
  std::optional<SafariChoice> safari_;  // a new game drops the answer of work begun for the one before
  std::optional<Hint> hint_;
  bool drawOffered_ = false;  // a draw offer waits for its answer
  bool clockHeld_ = false;    // a person's clock holds while the program shows something first
  GameClock* clocks_;
};
