#include "BoardScene.h"

#include <algorithm>

using namespace baraza;

namespace {

// What the position alone shows, with the rules of its game.
BoardScene positionScene(const Position& position, const Rules& rules) {
  BoardScene scene;
  const Variant v = position.variant;
  scene.variant = v;
  scene.toMove = scene.mover = position.toMove;
  const int pits = shapeOf(v).pits();
  scene.holes.resize(static_cast<std::size_t>(pits));
  for (int i = 0; i < pits; ++i) {
    const auto sq = static_cast<Square>(i);
    BoardScene::Hole& hole = scene.holes[static_cast<std::size_t>(i)];
    hole.seeds = position.seeds(sq);
    hole.kuuSquare = sq == rules.kuuSquareOf(Side::South) || sq == rules.kuuSquareOf(Side::North);
    if (hole.kuuSquare) hole.house = rules.houseOf(position, ownerOf(v, sq));
    if (position.isMtoto(sq)) hole.mtotoOwner = indexOf(mtotoOwner(v, sq));
    hole.marked = position.hiziZetu == sq;
  }
  for (Side side : {Side::South, Side::North})
    scene.counters[static_cast<std::size_t>(indexOf(side))] = rules.counters(position, side);
  return scene;
}

}  // namespace

BoardScene sceneOf(const Position& position) {
  BoardScene scene = positionScene(position, rulesFor(position.variant));
  scene.positionOnly = true;
  scene.interactive = false;
  return scene;
}

BoardScene sceneOf(const Game& game) {
  const Rules& rules = game.rules();
  BoardScene scene = positionScene(game.shownPosition(), rules);
  const Trace* trace = game.shownTrace();
  scene.midMove = game.point().event > 0;
  scene.lookingBack = !scene.midMove && game.point().ply < game.length();
  if (scene.midMove && trace) scene.mover = trace->before.toMove;
  if (trace) {  // the pits the shown move has touched so far, and part way through, the last one
    const std::size_t shown = game.shownEvents();
    for (std::size_t i = 0; i < shown; ++i) {
      const TraceEvent& e = trace->events[i];
      if (e.square != kNoSquare) scene.holes[static_cast<std::size_t>(e.square)].lastMove = true;
      if (e.target != kNoSquare) scene.holes[static_cast<std::size_t>(e.target)].lastMove = true;
    }
    if (shown > 0 && trace->move.square != kNoSquare)
      scene.holes[static_cast<std::size_t>(trace->move.square)].moveStart = true;
    if (scene.midMove && shown > 0 && trace->events[shown - 1].square != kNoSquare) {
      scene.hand.at = trace->events[shown - 1].square;
      scene.holes[static_cast<std::size_t>(scene.hand.at)].highlight = true;
    }
  }
  scene.hand.seeds = game.shownHand();
  if (!scene.midMove && !scene.lookingBack)
    for (const Move& m : game.legalMoves()) scene.holes[static_cast<std::size_t>(m.square)].legal = true;
  // Taken in this game: a game that starts from a position of its own (a lesson, a record with a
  // Start tag) has taken nothing at its start, whatever that position lacks of the usual start.
  // The seeds a side holds include those in its hand while it moves (the count does not drop
  // while seeds travel).
  for (Side side : {Side::South, Side::North}) {
    Rules::SideCounters& counters = scene.counters[static_cast<std::size_t>(indexOf(side))];
    if (counters.kind == Rules::CounterKind::Captured)
      counters.value = std::max(0, counters.value - rules.counters(game.start(), side).value);
    if (counters.held >= 0 && scene.midMove && side == scene.mover) counters.held += scene.hand.seeds;
  }
  return scene;
}
