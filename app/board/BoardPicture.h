#pragma once
// Pictures of a position drawn by the game board's own painter (BoardView), for the new-game
// dialog and the rules' diagrams. One BoardPicture draws many pictures and keeps the artwork it
// has rendered, so a page of small boards costs little.

#include <QPixmap>
#include <functional>
#include <memory>

#include "BoardArt.h"
#include "baraza/game.h"

class BoardModel;
class BoardView;
class QPainter;

class BoardPicture {
 public:
  // Paints over the board in the view's coordinates (BoardView::pitRect and cellSize place it).
  using Overlay = std::function<void(QPainter&, const BoardView&)>;

  BoardPicture();
  ~BoardPicture();
  BoardPicture(const BoardPicture&) = delete;
  BoardPicture& operator=(const BoardPicture&) = delete;

  void setLook(SeedColour seeds, BoardWood wood);
  // `position` `width` device-independent pixels wide (the height follows the board), with
  // `dpr` device pixels to each, so that it is crisp on a screen of that scale.
  QPixmap draw(const baraza::Position& position, int width, qreal dpr, const Overlay& overlay = {});

 private:
  baraza::Game game_;
  std::unique_ptr<BoardModel> model_;
  std::unique_ptr<BoardView> view_;
};

// One picture, for a single use.
QPixmap boardPicture(const baraza::Position& position, int width, qreal dpr);
