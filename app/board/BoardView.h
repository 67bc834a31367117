#pragma once
// The game's board in the window: the BoardModel's scene with what the window adds (cursor,
// hover, hint, direction arrows, a seed in flight) painted by BoardPainter where BoardGeometry
// lays it out. It animates the events the session's clock announces: seeds hopping from pit to
// pit along an arc, captures flying to where they go. It never asks the engine anything; clicks
// and keys become signals.

#include <QElapsedTimer>
#include <QPainterPath>
#include <QPointer>
#include <QVariantAnimation>
#include <QWidget>
#include <optional>

#include "BoardArt.h"
#include "BoardGeometry.h"
#include "BoardPainter.h"
#include "BoardScene.h"
#include "baraza/rules.h"
#include "baraza/trace.h"

class BoardModel;

class BoardView : public QWidget {
  Q_OBJECT

 public:
  explicit BoardView(BoardModel* model, QWidget* parent = nullptr);
  // No text on the board is smaller: 9 pt at 96 dpi, readable on an 800×600 screen.
  static constexpr int kReadablePixels = 12;

  BoardModel* model() const { return model_; }
  // The board turned half way round: North's rows at the bottom, South's at the top
  // (BoardGeometry). Arrow keys still move the cursor the way they point on the screen.
  void setTurned(bool turned);
  bool turned() const { return turned_; }
  // A widget of the window's on `side`'s edge, just after the side's line (its clock): it turns
  // and moves with the board, takes the panel's font, and the line leaves it room. The view
  // becomes its parent; a screen reader finds it among the board's children, after the holes.
  void setPanelWidget(baraza::Side side, QWidget* widget);
  // Those widgets that are shown, North's first.
  QList<QWidget*> panelWidgets() const;
  void setShowCounts(bool show);
  void setSeedColour(SeedColour colour);
  SeedColour seedColour() const { return painter_.seedColour(); }
  void setWood(BoardWood wood);
  BoardWood wood() const { return painter_.wood(); }
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
  QString panelText(baraza::Side side) const { return BoardPainter::panelText(scene(), side); }
  QString trayText(baraza::Side side) const { return BoardPainter::trayText(scene(), side); }
  // What the board shows besides its holes, for a screen reader: each side's player, whose turn
  // it is and its counts, and the seeds still to sow in the middle of a move.
  QString spokenState() const;
  // The side whose tray is under `point`, if any.
  std::optional<baraza::Side> trayAt(QPointF point) const;
  // The art of a kuu (nyumba) square as it stands now (BoardPainter::houseArt).
  static QString houseArt(baraza::Rules::House house) { return BoardPainter::houseArt(house); }
  void setInteractive(bool interactive) { interactive_ = interactive; }
  // What the view paints now: the model's scene and what the window adds to it.
  BoardScene scene() const;
  const BoardGeometry& boardGeometry() const { return geometry_; }
  // While a picked pit waits for its direction, Left/Right choose it instead of moving.
  void setDirectionMode(bool on) { directionMode_ = on; }
  // Kete: an arrow of a direction choice, to the pit where that way's sowing starts, and what
  // clicking it does in words (its tooltip, and the pit's description for a screen reader).
  struct DirectionArrow {
    baraza::Square target = baraza::kNoSquare;
    QString meaning;
    bool kichwa = false;  // a capture's kichwa (L-5, Z-5): drawn beside it (BoardGeometry::arrowPath)
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

  QRectF pitRect(baraza::Square square) const { return geometry_.pitRect(square); }
  // Where a pit's seed count is drawn (inside the pit), and the column letter under row 1.
  QRectF countRect(baraza::Square square) const { return painter_.countRect(scene(), geometry_, square); }
  QRectF columnLetterRect(int column) const { return painter_.columnLetterRect(geometry_, column); }
  // The size of a pit's cell the board would get in an area of this size (the window uses it to
  // place the panes where they leave the board most room).
  qreal cellSizeIn(const QSizeF& area) const;
  // The size the board with its players' panels takes in such an area (BoardGeometry::sizeIn).
  QSizeF boardSizeIn(const QSizeF& area) const;
  qreal cellSize() const { return geometry_.cellSize(); }
  // The pixel size of the smallest text the last paint drew (BoardPainter::smallestTextPixels).
  int smallestTextPixels() const { return painter_.smallestTextPixels(); }
  baraza::Square squareAt(QPointF point) const { return geometry_.squareAt(point); }
  QRectF boardRect() const { return geometry_.boardRect(); }

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
  // The panel widgets just after their sides' lines in `shown`.
  void placePanelWidgets(const BoardScene& shown);
  bool eventFilter(QObject* watched, QEvent* event) override;
  void moveCursor(int dx, int dy);

  BoardModel* model_;
  BoardPainter painter_;
  BoardGeometry geometry_;
  bool showCounts_ = true;
  bool turned_ = false;
  bool interactive_ = true;
  bool directionMode_ = false;
  DirectionArrow arrows_[2];
  baraza::Square chosenArrow_ = baraza::kNoSquare;
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
  QPointer<QWidget> panelWidgets_[2];  // by indexOf(side)

  // The seed (or seeds) in flight, and the pit the hand is over.
  QVariantAnimation flight_;
  BoardScene::Place flightFrom_;
  BoardScene::Place flightTo_;
  int flightSeeds_ = 0;
  bool flightFromHand_ = false;  // a seed sown: the others stay in the hand meanwhile
  baraza::Square handSquare_ = baraza::kNoSquare;
};
