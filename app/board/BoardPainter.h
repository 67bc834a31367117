#pragma once
// Paints a BoardScene where a BoardGeometry lays it out, into any QPainter: the wood and pits,
// seeds, kuu (nyumba) and mtoto, the marks a game or the window adds, counts and coordinates,
// the players' panels with their trays, the hand and a seed in flight. No widget and no Game:
// the board view, the rules' diagrams and the new-game dialog's pictures all paint with it. It
// keeps the artwork it has rendered (and the wood under the pits), so many pictures cost little.

#include <QCoreApplication>
#include <QFont>
#include <QPixmap>

#include "BoardArt.h"
#include "BoardGeometry.h"
#include "BoardScene.h"

class QPainter;

// The colour that marks a side on the board: its mtoto rings and the holes it can play. A legend
// (the position editor's) shows the same.
QColor sideColour(baraza::Side side);

class BoardPainter {
  Q_DECLARE_TR_FUNCTIONS(BoardPainter)

 public:
  void setSeedColour(SeedColour colour) { art_.setSeedColour(colour); }
  SeedColour seedColour() const { return art_.seedColour(); }
  void setWood(BoardWood wood);
  BoardWood wood() const { return art_.wood(); }
  // The font the counts, coordinates and panels are drawn in (sized to the board).
  void setFont(const QFont& font) { font_ = font; }
  // No text is drawn smaller than this many pixels, however small the board: the window's board
  // asks for 9 pt (12 px at 96 dpi) so that it reads at 800×600; pictures keep a smaller floor.
  void setMinimumTextPixels(int pixels) { minimumTextPx_ = pixels; }
  // The pixel size of the smallest text the last paint() drew (counts, coordinates, the panels'
  // lines and tray numbers): what a reader has to read, measured where it is drawn. 0 before any.
  int smallestTextPixels() const { return smallestTextPx_; }

  // Everything of `scene`, filling `geometry`'s area; `dpr` device pixels to each of the
  // painter's pixels, at which the artwork is rendered.
  void paint(QPainter& p, const BoardScene& scene, const BoardGeometry& geometry, qreal dpr);
  // The seeds' counts and the coordinates alone, over whatever was painted before.
  void paintLabels(QPainter& p, const BoardScene& scene, const BoardGeometry& geometry) const;

  // Where a pit's seed count is drawn (inside the pit), and the column letter under row 1.
  QRectF countRect(const BoardScene& scene, const BoardGeometry& geometry, baraza::Square square) const;
  QRectF columnLetterRect(const BoardGeometry& geometry, int column) const;
  // The line above or below the board for `side`: who, whether to move (or moving), and the
  // seeds on its holes.
  static QString panelText(const BoardScene& scene, baraza::Side side);
  // That line as drawn on `side`'s edge: its font, its text (shortened to fit) and where it is,
  // so that the window can put the side's clock just after it.
  struct PanelLine {
    QFont font;
    QString text;
    QRectF rect;
  };
  PanelLine panelLine(const BoardScene& scene, const BoardGeometry& geometry, baraza::Side side) const;
  // The font of the players' panels, sized to the board.
  QFont panelFont(const BoardGeometry& geometry) const;
  // Where the count of the seeds in the hand is drawn (empty with none), in its font.
  QRectF handBadgeRect(const BoardScene& scene, const BoardGeometry& geometry) const;
  QFont handFont(const BoardGeometry& geometry) const;
  // What `side`'s tray counts, with its count ("Reserve: 22"): the panel does not repeat it.
  // Empty where a picture draws no tray.
  static QString trayText(const BoardScene& scene, baraza::Side side);
  static QRectF trayRect(const BoardGeometry& geometry, baraza::Side side);
  // The art of a kuu (nyumba) square as it stands now: each of its lives looks different (Kete
  // L-2; Kiswahili Z-2: working, dormant, gone — a gone one drawn as the ordinary pit it now is).
  static QString houseArt(baraza::Rules::House house);

 private:
  void paintBackground(QPainter& p, const BoardScene& scene, const BoardGeometry& g, qreal dpr);
  void paintPit(QPainter& p, const BoardScene& scene, const BoardGeometry& g, baraza::Square square, qreal dpr);
  void paintSeeds(QPainter& p, baraza::Variant variant, QPointF centre, qreal radius, int count, int salt, qreal dpr);
  void paintCount(QPainter& p, const BoardScene& scene, QPointF centre, qreal radius, int count) const;
  void paintBadge(QPainter& p, QPointF centre, qreal radius, int count) const;
  void paintCoordinates(QPainter& p, const BoardGeometry& g) const;
  void paintPanels(QPainter& p, const BoardScene& scene, const BoardGeometry& g, qreal dpr);
  void paintArrows(QPainter& p, const BoardScene& scene, const BoardGeometry& g) const;
  void paintHand(QPainter& p, const BoardScene& scene, const BoardGeometry& g, qreal dpr);
  void paintFlight(QPainter& p, const BoardScene& scene, const BoardGeometry& g, qreal dpr);
  static QPointF handCentre(const BoardScene& scene, const BoardGeometry& g);
  QFont countFont(qreal radius) const;
  QRectF countBadge(QPointF centre, qreal radius, const QString& text) const;
  QFont coordinateFont(const BoardGeometry& g) const;
  QPointF letterOrigin(const BoardGeometry& g, int column) const;
  void noteText(const QFont& font) const;

  BoardArt art_;
  QFont font_;
  int minimumTextPx_ = 10;
  mutable int smallestTextPx_ = 0;
  // The wood and empty pits, painted again only for another size, game, wood or way round.
  QPixmap background_;
  baraza::Variant backgroundVariant_ = baraza::Variant::Kigogo;
  bool backgroundTurned_ = false;
};
