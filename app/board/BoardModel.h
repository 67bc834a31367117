#pragma once
// The adapter between the engine and the view (DESIGN.md: engine -> trace -> model -> view).
// One index per pit, laid out as the board is drawn (the top row first); the per-game extras
// (reserves, stores, captures, the hand) are properties. It holds no position of its own: it
// shows the point of the engine's Game that it is given, and refresh() follows the point: what
// the point shows is worked out there once, as the BoardScene the view paints.

#include <QAbstractTableModel>

#include "BoardScene.h"
#include "baraza/game.h"

class BoardModel : public QAbstractTableModel {
  Q_OBJECT
  Q_PROPERTY(int handSeeds READ handSeeds NOTIFY sideStateChanged)

 public:
  enum Role {
    SeedsRole = Qt::UserRole + 1,
    SquareRole,      // the engine square
    SquareNameRole,  // "e2"
    OwnerRole,       // 0 South, 1 North: whose rows the pit is in
    FrontRowRole,
    KuuRole,         // Kete, Kiswahili: this pit is a kuu (nyumba) square
    KuuGoneRole,     // ...and that kuu (nyumba) no longer exists
    HouseRole,       // ...and what it is now (Rules::House: standing, dormant, gone; None elsewhere)
    MtotoRole,       // Kingulu: the pit is a mtoto
    MtotoOwnerRole,  // Kingulu: 0 South, 1 North
    LegalRole,       // a legal move starts here
    LastMoveRole,    // the move shown has touched this pit
    HighlightRole,   // the event shown last, part way through a move
    BlockedRole,     // Kete, Kiswahili: the hizi zetu (takasia) hole, which the side to move may not sow
    MarkedRole,      // the hole carrying the hizi zetu (takasia) mark, in either of its two moves (L-11, Z-11.4)
  };
  Q_ENUM(Role)

  explicit BoardModel(const baraza::Game& game, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QHash<int, QByteArray> roleNames() const override;

  // The game's point has moved (or the game is a new one): everything shown follows it.
  void refresh();

  const baraza::Position& position() const { return game_.shownPosition(); }
  baraza::Variant variant() const { return position().variant; }
  // What the point shows, as the board paints it (the window adds its cursor, hint and arrows).
  const BoardScene& scene() const { return scene_; }
  // Part way through a move: the side moving; at rest: the side to move.
  baraza::Side mover() const { return scene_.mover; }
  bool isMidMove() const { return scene_.midMove; }
  // The moves that may be played from the point (none part way through a move).
  baraza::MoveList legalMoves() const;
  int handSeeds() const { return scene_.hand.seeds; }
  // Part way through a move, the pit of the event applied last: where the hand is.
  baraza::Square lastEventSquare() const { return scene_.hand.at; }
  // What is counted beside `side` (Rules::counters) in this game: seeds taken count from the
  // game's own start, and the seeds a side holds include those in its hand while it moves (so
  // the count does not drop while seeds travel).
  const baraza::Rules::SideCounters& counters(baraza::Side side) const {
    return scene_.counters[static_cast<std::size_t>(baraza::indexOf(side))];
  }
  int capturedBy(baraza::Side side) const { return counters(side).value; }
  int seedsHeldBy(baraza::Side side) const { return counters(side).held; }

  QModelIndex indexOf(baraza::Square square) const;
  baraza::Square squareAt(const QModelIndex& index) const;
  // What a player can tell of a hole of `position` at a glance: its name, whose it is and what it
  // is, its seeds ("e2", "South's kuu", "6 seeds"); the position editor's board says the same.
  static QStringList pitFacts(const baraza::Rules& rules, const baraza::Position& position, baraza::Square square);

 signals:
  void sideStateChanged();  // reserves, stores, hand, side to move
  void positionReset();

 private:
  const baraza::Game& game_;
  baraza::Variant shownVariant_;
  BoardScene scene_;  // derived at refresh()
};
