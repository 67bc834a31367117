#pragma once
// What a picture of the board shows, as a plain value: each hole's seeds and what it is (a kuu or
// nyumba in its present life, a mtoto, the hizi zetu mark), what the point of a game adds (the
// holes the shown move touched, the event shown last, legal moves, the seeds in the hand), the
// counters beside each side, and what the window adds (cursor, hover, hint, direction arrows,
// a seed in flight). BoardPainter paints it; it is built by a function from a position (the
// rules' diagrams, the new-game dialog) or from a game's point (BoardModel), so a picture needs
// no Game and no widget.

#include <QList>
#include <QString>
#include <array>
#include <vector>

#include "baraza/game.h"
#include "baraza/rules.h"

struct BoardScene {
  struct Hole {
    int seeds = 0;
    bool kuuSquare = false;  // Kete, Kiswahili: a kuu (nyumba) square, whatever its life
    baraza::Rules::House house = baraza::Rules::House::None;  // that kuu's life (L-2, Z-2)
    int mtotoOwner = -1;     // Kingulu: indexOf the side whose mtoto the hole is, -1 for none
    bool marked = false;     // carries the hizi zetu (takasia) mark (L-11, Z-11.4)
    bool legal = false;      // a move may start here (lit only in an interactive scene)
    bool lastMove = false;   // the move shown has touched it
    bool moveStart = false;  // the move shown started here (marked apart from the holes it sowed)
    bool highlight = false;  // the event shown last, part way through a move
  };

  // Where a seed flies from or to: a pit, or the tray in a side's panel.
  struct Place {
    enum class Kind { Nowhere, Pit, Tray };
    Kind kind = Kind::Nowhere;
    baraza::Square pit = baraza::kNoSquare;
    baraza::Side side = baraza::Side::South;
    static Place at(baraza::Square square) {
      return square == baraza::kNoSquare ? Place{} : Place{Kind::Pit, square, baraza::Side::South};
    }
    static Place trayOf(baraza::Side side) { return {Kind::Tray, baraza::kNoSquare, side}; }
  };
  // Seeds on their way, `progress` from 0 (leaving) to 1 (arrived); none when `seeds` is 0.
  struct Flight {
    Place from;
    Place to;
    int seeds = 0;
    qreal progress = 0;
  };
  // Seeds held in the hand part way through a move, shown beside the pit `at`.
  struct Hand {
    int seeds = 0;
    baraza::Square at = baraza::kNoSquare;
  };

  // --- the position, or the game's point ---
  baraza::Variant variant = baraza::Variant::Kigogo;
  std::vector<Hole> holes;  // by square
  baraza::Side toMove = baraza::Side::South;
  baraza::Side mover = baraza::Side::South;  // part way through a move: the side moving
  bool midMove = false;
  // At rest before the end of the game's line (looking back): nobody is to move and no hole is
  // lit, as looking is not playing.
  bool lookingBack = false;
  // Rules::counters by indexOf(side); in a game, seeds taken count from the game's start.
  std::array<baraza::Rules::SideCounters, 2> counters{};
  // A position rather than a game: the panels leave out what a game's history decides, the
  // seeds captured so far and the seeds a side holds.
  bool positionOnly = false;
  Hand hand;

  // --- what the window adds ---
  bool interactive = true;  // legal pits lit, the mover's colour on them
  bool showCounts = true;   // a count on every pit, not only on those with too many seeds to draw
  // The counts and coordinates over everything; a picture that draws marks of its own turns them
  // off and paints them (BoardPainter::paintLabels) over its marks.
  bool drawLabels = true;
  bool gameOver = false;              // no side to move
  bool paused = false;                // the game waits: the side next is "paused"
  std::array<QString, 2> sideLabels;  // who plays each side; the side's name when empty
  // By indexOf(side): the width the window keeps after the side's line for what it puts there
  // (its clock), in the painter's pixels.
  std::array<qreal, 2> panelRoom{0, 0};
  baraza::Square selected = baraza::kNoSquare;  // the keyboard cursor
  bool focused = false;                         // the cursor drawn solid (else dashed)
  baraza::Square hovered = baraza::kNoSquare;
  QList<baraza::Square> preview;  // where hovered moves' first laps end
  baraza::Square hintFrom = baraza::kNoSquare;
  baraza::Square hintTo = baraza::kNoSquare;
  // Arrows from `selected` to where each direction's sowing starts; the chosen one bold.
  std::array<baraza::Square, 2> arrows{baraza::kNoSquare, baraza::kNoSquare};
  std::array<bool, 2> kichwaArrows{false, false};  // an arrow to a capture's kichwa (L-5, Z-5)
  baraza::Square chosenArrow = baraza::kNoSquare;
  Flight flight;

  const Hole& hole(baraza::Square square) const { return holes[static_cast<std::size_t>(square)]; }
};

// A picture of `position` alone (nothing lit, no history).
BoardScene sceneOf(const baraza::Position& position);
// The game's point: its shown position part way through a move included.
BoardScene sceneOf(const baraza::Game& game);
