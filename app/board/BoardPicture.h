#pragma once
// Pictures of a position painted by the game board's own painter (BoardPainter), for the
// new-game dialog and the rules' diagrams: no widget and no Game. One BoardPicture draws many
// pictures and keeps the artwork it has rendered, so a page of small boards costs little.

#include <QPixmap>
#include <functional>

#include "BoardPainter.h"
#include "baraza/position.h"

class BoardPicture {
 public:
  // Paints over the board, placed by the picture's geometry (in the picture's device pixels).
  using Overlay = std::function<void(QPainter&, const BoardGeometry&)>;

  BoardPicture();

  void setLook(SeedColour seeds, BoardWood wood);
  // `position` `width` device-independent pixels wide (the height follows the board), with
  // `dpr` device pixels to each, so that it is crisp on a screen of that scale.
  QPixmap draw(const baraza::Position& position, int width, qreal dpr, const Overlay& overlay = {});

 private:
  BoardPainter painter_;
};

// One picture, for a single use.
QPixmap boardPicture(const baraza::Position& position, int width, qreal dpr);
