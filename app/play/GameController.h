#pragma once
// Runs a game: who plays each side, moves played with their animation, and looking along the
// line. The engine's Game is the one state (the line, the point looked at, the position there,
// the legal moves); everything shown is read from it after pointChanged().
// Looking is not playing: the computer moves only at the end of the line, at rest.

#include <QObject>
#include <QString>
#include <array>
#include <functional>
#include <optional>

#include "baraza/game.h"
#include "baraza/record.h"
#include "baraza/search.h"

class TracePlayer;
class ComputerPlayer;

enum class PlayerKind { Human, Computer };

// Which game, and who plays each side: a person (with a name, if given) or the computer at a
// level of its own.
struct GameSetup {
  baraza::Variant variant = baraza::Variant::Kete;
  PlayerKind south = PlayerKind::Human;
  PlayerKind north = PlayerKind::Computer;
  std::array<baraza::Level, 2> levels{baraza::Level::Casual, baraza::Level::Casual};  // South, North
  std::array<QString, 2> names;                                                       // people's names

  PlayerKind kindOf(baraza::Side side) const { return side == baraza::Side::South ? south : north; }
  baraza::Level levelOf(baraza::Side side) const { return levels[std::size_t(baraza::indexOf(side))]; }
  const QString& nameOf(baraza::Side side) const { return names[std::size_t(baraza::indexOf(side))]; }
  // Both sides' computers at one level.
  void setLevel(baraza::Level level) { levels.fill(level); }
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
  explicit GameController(ComputerPlayer* computer, QObject* parent = nullptr);

  void newGame(const GameSetup& setup);
  // A game from a given position (learning positions, tests).
  void newGame(const GameSetup& setup, const baraza::Position& start);
  // A recorded game, already replayed (the window does it in the background: replaying works out
  // every position's legal moves), with its tags and players, looked at from `at`. Its first
  // `givenPlies` moves are given (a lesson's game so far): they can be looked at, never taken back
  // or played over.
  void adoptGame(const baraza::Game& game, const baraza::GameRecord& record, const GameSetup& players,
                 baraza::LinePoint at, std::size_t givenPlies = 0);
  const GameSetup& setup() const { return setup_; }
  const baraza::Game& game() const { return game_; }
  TracePlayer* tracePlayer() { return player_; }
  ComputerPlayer* computer() { return computer_; }
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

  // Plays a legal move at the point, animated; false (and nothing happens) for any other move.
  // A move other than the line's own next one drops the later moves: ask first (dropsIfPlayed).
  // With `safari` (Kete L-6.3: the same pit and direction, going on out of the kuu), `move` is
  // the stop; the animation pauses where the sowing reaches the kuu, safariReached() asks, and
  // answerSafari() or cancelSafari() goes on.
  bool playMove(const baraza::Move& move, std::optional<baraza::Move> safari = std::nullopt);
  bool isAskingSafari() const { return safari_ && !animating_ && game_.point() == safari_->at; }
  void answerSafari(bool safari);
  // Takes the whole move back: the line is as it was before it.
  void cancelSafari();
  std::size_t dropsIfPlayed(const baraza::Move& move) const { return game_.dropsIfPlayed(move); }
  // Plays on from the point shown with these players (taking over a side): the later moves are
  // dropped (ask first), and the computer moves if it is its turn.
  void playOnFromHere(const GameSetup& players);
  void skipAnimation();

  // Looking along the line; none of these plays or drops a move.
  bool canLookBack() const;
  // Undo goes back to a person's earlier turn, never into the given moves.
  bool canUndo() const;
  bool canRedo() const;
  void undo();  // back to the player's previous turn (against the computer, two plies)
  void redo();  // forward to the player's next turn
  void stepEvent(bool forward);
  void stepMove(bool forward);
  void jumpTo(bool end);
  void seekPly(std::size_t ply);
  void seek(baraza::LinePoint point);
  // Stops an animation where it is: the board stays part way through the move.
  void haltAnimation();
  // Shows the line's next move animated (replay).
  void playNextMoveAnimated();
  QString lastMoveText() const;

 signals:
  void pointChanged();  // the point looked at moved, or the players changed: every view follows
  void lineChanged();   // moves were added to or dropped from the line: the move list, the autosave
  void gameOver(const baraza::Result& result);  // at rest at the end of a finished game (also looking there)
  void gameStarted();  // a new game, an opened or resumed one: emitted before its lineChanged()
  void workingChanged(bool working);
  void safariReached();  // the sowing is in the mover's kuu: stop or safari?

 private:
  // A move shown as its stop until the player chooses at the kuu.
  struct SafariChoice {
    baraza::Move safari;
    baraza::Game before;   // the game before the move
    baraza::LinePoint at;  // where the two sowings part
  };
  bool busy() const { return working_ || isAskingSafari(); }
  void workOut(const baraza::Game& base, const baraza::Move& move, std::function<void(baraza::Game)> then);
  void arrived();
  void animateTo(baraza::LinePoint target);
  void stopAnimation();
  void settle();
  void maybeStartComputer();
  void startGame(const baraza::Game& game, const GameSetup& setup, std::size_t givenPlies);
  bool personMovesAt(std::size_t ply) const;

  TracePlayer* player_;
  ComputerPlayer* computer_;
  baraza::Game game_;
  GameSetup setup_;
  std::vector<std::pair<std::string, std::string>> tags_;
  bool animating_ = false;
  baraza::LinePoint animationEnd_;
  bool paused_ = false;
  std::size_t givenPlies_ = 0;  // the line's first moves that are not to be taken back or played over
  bool working_ = false;
  int generation_ = 0;
  std::optional<SafariChoice> safari_;  // a new game drops the answer of work begun for the one before
};
