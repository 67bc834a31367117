#pragma once
// The board's artwork: SVG elements rendered once per size and device-pixel ratio and kept in
// a cache (like KDE games' shared QSvgRenderer), and seed sprites drawn with natural variation.

#include <QColor>
#include <QHash>
#include <QPixmap>
#include <QString>
#include <QSvgRenderer>

#include "baraza/board.h"

// The seeds' colour: each game's own (grey-green komwe, brown seeds, pale stones), or one
// colour for every game that stands out more on the wood.
enum class SeedColour { Natural, Red, Black };
constexpr int kSeedColours = 3;
// The board's wood: the light one of the artwork, or stained dark.
enum class BoardWood { Light, Dark };
constexpr int kBoardWoods = 2;

class BoardArt {
 public:
  BoardArt();
  ~BoardArt();
  BoardArt(const BoardArt&) = delete;  // it owns its renderers
  BoardArt& operator=(const BoardArt&) = delete;

  // An SVG element ("board", "pit", "kuu", "nyumba-dormant") at `size` device-independent pixels.
  QPixmap element(const QString& name, QSize size, qreal dpr);
  // One of several seed sprites for a game; `variant` picks shade and angle.
  QPixmap seed(baraza::Variant game, int variant, int diameter, qreal dpr);

  static constexpr int kSeedVariants = 8;

  void setSeedColour(SeedColour colour) { seedColour_ = colour; }
  SeedColour seedColour() const { return seedColour_; }
  void setWood(BoardWood wood) { wood_ = wood; }
  BoardWood wood() const { return wood_; }

 private:
  QHash<QString, QSvgRenderer*> renderers_;
  QHash<QString, QPixmap> cache_;
  SeedColour seedColour_ = SeedColour::Natural;
  BoardWood wood_ = BoardWood::Light;
};
