#pragma once
// The position being set up (Game → Set up position…), in one place: every change the editor
// makes goes through here, and the engine says after each whether the position can happen and,
// if not, why. It knows no game by name: which extras a game's position has (reserves or hands,
// kuu or nyumba, the mark, stores and mtoto) comes from the engine's BPN keys.

#include <QObject>
#include <map>
#include <vector>

#include "baraza/position_problem.h"
#include "baraza/rules.h"

class PositionDraft : public QObject {
  Q_OBJECT

 public:
  explicit PositionDraft(const baraza::Position& position, QObject* parent = nullptr);

  const baraza::Position& position() const { return position_; }
  baraza::Variant variant() const { return position_.variant; }
  // What makes the position impossible, the first thing found; none when it can be played.
  const baraza::PositionProblem& problem() const { return problem_; }
  // Every such thing, the first one first.
  const std::vector<baraza::PositionProblem>& problems() const { return problems_; }
  bool isPlayable() const { return !problem_; }
  // Seeds on the board, in the reserves (hands) and the stores, against the game's.
  int seedTotal() const;
  int gameTotal() const { return baraza::totalSeeds(position_.variant); }
  // Whether no seed ever leaves the game in play (the engine's counters say reserves or stores,
  // not seeds taken off): then a position with fewer seeds than the game's cannot arise in one.
  bool keepsEverySeed() const;
  // What playing from a position meets at once: whether the side to move has a legal move, and
  // how the game would end before any move (C-7, each game's own ends; ongoing when it goes on).
  // It works out the legal moves, which can take seconds (an endless-move verdict, C-5), so it is
  // a position's, not the draft's: the editor asks it on the rules worker's thread. Ask it of a
  // playable position only.
  struct Outlook {
    bool canMove = true;
    baraza::Result end;
  };
  static Outlook outlookOf(const baraza::Position& position);
  // The game's position has this BPN key (reserve, kuu, nyumba, hz, takasia, store, mtoto).
  bool hasKey(const char* key) const;
  // A hole holds this many at most: one stone in Bao la Kimasai, else every seed of the game.
  int mostInHole() const;

  // The holes: one seed more or less, a count typed, a hole's seeds moved onto another.
  void addSeed(baraza::Square square);
  void removeSeed(baraza::Square square);
  void setSeeds(baraza::Square square, int seeds);
  void moveSeeds(baraza::Square from, baraza::Square to);
  void toggleMtoto(baraza::Square square);  // Bao Kingulu: a mtoto of the player whose row it is not
  void setToMove(baraza::Side side);
  void setReserve(baraza::Side side, int seeds);
  void setStore(baraza::Side side, int seeds);
  void setKuu(baraza::Side side, bool standing);
  void setMark(baraza::Square square);  // kNoSquare: no mark
  // Another game: as it was left there while the editor is open, else from its start (every
  // change of game keeps the draft of the game left); the start of this game; an empty board.
  void setGame(baraza::Variant variant);
  void reset();
  void clear();
  // The position as BPN, and a BPN read in: a bad one changes nothing and says why.
  QString text() const;
  baraza::PositionProblem paste(const QString& text);
  void setPosition(const baraza::Position& position);

 signals:
  void changed();
  // An edit was asked for, whether or not it changed anything: what was said of the position
  // before it (a paste refused, a copy made) is said no more.
  void edited();

 private:
  void propose(const baraza::Position& next);
  void check();

  baraza::Position position_;
  baraza::PositionProblem problem_;
  std::vector<baraza::PositionProblem> problems_;
  std::map<baraza::Variant, baraza::Position> kept_;  // each game's draft, as it was left
};
