#pragma once
// Draws the board from the BoardModel and animates the events the session's clock announces: seeds hopping
// from pit to pit along an arc, captures flying to where they go. It never asks the engine
// anything; clicks and keys become signals.

#include <QElapsedTimer>
#include <QPainterPath>
#include <QVariantAnimation>
#include <QWidget>

#include "BoardArt.h"
#include "baraza/rules.h"
#include "baraza/trace.h"

class BoardModel;

class BoardView : public QWidget {
  Q_OBJECT

 public:
  explicit BoardView(BoardModel* model, QWidget* parent = nullptr);

  BoardModel* model() const { return model_; }
  void setShowCounts(bool show);
  void setSeedColour(SeedColour colour);
  SeedColour seedColour() const { return art_.seedColour(); }
  void setWood(BoardWood wood);
  BoardWood wood() const { return art_.wood(); }
  bool showCounts() const { return showCounts_; }
  // The pit the keyboard cursor or a pending direction choice is on.
  void setSelected(baraza::Square square);
  baraza::Square selected() const { return selected_; }
  // Squares where hovered moves' first laps end (a preview), and a hint to show.
  void setPreview(const QList<baraza::Square>& squares);
  QList<baraza::Square> preview() const { return preview_; }
  void setHint(baraza::Square from, baraza::Square to);
  baraza::Square hintFrom() const { return hintFrom_; }
  // At the end of a finished game no side is to move (the window shows the result beside the board).
  void setGameOver(bool over);
  // The game waits (a lesson's try is being read): no side is to move, the side next is "paused".
  void setPaused(bool paused);
  // Who plays each side ("North · computer (Casual)"); the side's name alone when empty.
  void setSideLabels(const QString& south, const QString& north);
  // The line above or below the board for `side`: who, whether to move (or moving), and counts.
  QString panelText(baraza::Side side) const;
  // The art of a kuu (nyumba) square as it stands now: each of its lives looks different (Kete
  // L-2; Kiswahili Z-2: working, dormant, gone).
  static QString houseArt(baraza::Rules::House house);
  void setInteractive(bool interactive) { interactive_ = interactive; }
  // A picture of a position rather than of a game (the rules' diagrams): the panels leave out
  // what a game's history decides, the seeds captured so far and the seeds a side holds.
  void setPositionOnly(bool on) { positionOnly_ = on; }
  // The seeds' counts and the coordinates, which the view paints over the pits and every mark
  // on them. A picture that paints marks of its own turns them off and paints them over its marks.
  void setDrawLabels(bool on) { drawLabels_ = on; }
  void drawLabels(QPainter& p);
  // While a picked pit waits for its direction, Left/Right choose it instead of moving.
  void setDirectionMode(bool on) { directionMode_ = on; }
  // Kete: an arrow of a direction choice, to the pit where that way's sowing starts, and what
  // clicking it does in words (its tooltip, and the pit's description for a screen reader).
  struct DirectionArrow {
    baraza::Square target = baraza::kNoSquare;
    QString meaning;
  };
  // The two ways a selected pit can be sown, as arrows (no target for none); the one `chosen`
  // (Left/Right) is drawn bold. A click on an arrow is a click on the pit it points to.
  void setDirectionArrows(const DirectionArrow& first, const DirectionArrow& second,
                          baraza::Square chosen = baraza::kNoSquare);
  QList<baraza::Square> directionArrows() const;
  // What the arrow to `target` does; empty when no arrow points there.
  QString arrowMeaning(baraza::Square target) const;
  // Where the arrow to `target` is drawn (empty when there is none).
  QPainterPath arrowPath(baraza::Square target) const;

  // Plays `square` as a click on it does (assistive technology's press).
  void activatePit(baraza::Square square) { emit pitClicked(square); }

  QRectF pitRect(baraza::Square square) const;
  // Where a pit's seed count is drawn (inside the pit), and the column letter under row 1.
  QRectF countRect(baraza::Square square) const;
  QRectF columnLetterRect(int column) const;
  // The size of a pit's cell the board would get in an area of this size (the window uses it to
  // place the panes where they leave the board most room).
  qreal cellSizeIn(const QSizeF& area) const;
  qreal cellSize() const { return cell_; }
  baraza::Square squareAt(QPointF point) const;
  QRectF boardRect() const { return board_; }

  // The height at which a board `width` wide fills the view, its players' panels included.
  int heightForWidth(int width) const override;
  QSize sizeHint() const override { return {960, 560}; }
  QSize minimumSizeHint() const override { return {480, 300}; }

 public slots:
  void animateEvent(const baraza::TraceEvent& event, int durationMs);
  void eventDone(const baraza::TraceEvent& event);

 signals:
  void pitClicked(baraza::Square square);
  void pitHovered(baraza::Square square);
  void directionKey(bool left);  // Left/Right while a pit is selected
  void skipRequested();          // a click or Esc during an animation

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void focusInEvent(QFocusEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;
  bool event(QEvent* event) override;

 private:
  void layoutBoard();
  void drawBackground(QPainter& p);
  void drawPit(QPainter& p, baraza::Square square);
  void drawSeeds(QPainter& p, QPointF centre, qreal radius, int count, int salt);
  void drawCount(QPainter& p, QPointF centre, qreal radius, int count);
  void drawCoordinates(QPainter& p);
  QFont countFont(qreal radius) const;
  QRectF countBadge(QPointF centre, qreal radius, const QString& text) const;
  QFont coordinateFont() const;
  QPointF letterOrigin(int column) const;
  void drawPanels(QPainter& p);
  bool isSideToMove(baraza::Side side) const;
  void drawFlight(QPainter& p);
  QPointF trayPoint(baraza::Side side) const;
  QPointF centreOf(baraza::Square square) const { return pitRect(square).center(); }
  void moveCursor(int dx, int dy);

  BoardModel* model_;
  BoardArt art_;
  QPixmap background_;  // board and empty pits, redrawn only on resize or a new game
  QRectF board_;
  QRectF northPanel_;
  QRectF southPanel_;
  qreal cell_ = 60;
  qreal gap_ = 0;
  bool showCounts_ = true;
  bool interactive_ = true;
  bool positionOnly_ = false;
  bool drawLabels_ = true;
  bool directionMode_ = false;
  DirectionArrow arrows_[2];
  baraza::Square chosenArrow_ = baraza::kNoSquare;
  void drawArrows(QPainter& p);
  // The pit whose direction arrow is drawn at `point`, if one is.
  baraza::Square arrowAt(const QPointF& point) const;
  baraza::Square selected_ = baraza::kNoSquare;
  baraza::Square hovered_ = baraza::kNoSquare;
  QList<baraza::Square> preview_;
  baraza::Square hintFrom_ = baraza::kNoSquare;
  baraza::Square hintTo_ = baraza::kNoSquare;
  bool gameOver_ = false;
  bool paused_ = false;
  QString sideLabels_[2];

  // The seed (or seeds) in flight, and where the hand is.
  QVariantAnimation flight_;
  QPointF flightFrom_;
  QPointF flightTo_;
  int flightSeeds_ = 0;
  QPointF hand_;
};
