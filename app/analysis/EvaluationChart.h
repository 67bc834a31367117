#pragma once
// The evaluation over a reviewed game, drawn with QPainter: a column per position (South's
// advantage up, North's down, proven wins at the rim, as the pane's list gives every value for
// South), a scale in seeds beside it and a legend saying which side is up, the judged mistakes
// as dots, and the position looked at marked. Clicking a column asks to look at that position.

#include <QWidget>
#include <optional>
#include <vector>

#include "MoveQuality.h"

class EvaluationChart : public QWidget {
  Q_OBJECT

 public:
  // Values beyond this many hundredths of a seed are drawn at the rim (the game's value range,
  // baraza::AnalysisProfile: ten seeds, or Kingulu's final margins).
  static constexpr int kRange = 1000;

  explicit EvaluationChart(QWidget* parent = nullptr);

  // For South, by position (0: the start); the quality of the move that led to each position.
  void setValues(std::vector<std::optional<int>> values, std::vector<std::optional<MoveQuality>> qualities,
                 int range = kRange);
  int range() const { return range_; }
  void setCurrent(std::size_t ply);
  std::size_t positions() const { return values_.size(); }
  // The position a click at `x` looks at.
  std::size_t plyAt(int x) const;
  // The middle of position `ply`'s column, where a click looks at it.
  QPoint pointOf(std::size_t ply) const;
  // Where position `ply`'s value is drawn; none when it has no value.
  std::optional<QPoint> valuePoint(std::size_t ply) const;
  // The scale's labels, top to bottom ("+10.0", "0.0", "−10.0"), and the legend's two lines
  // ("South ahead" at the top, "North ahead" at the bottom).
  QStringList scaleLabels() const;
  QString upLabel() const { return up_; }
  QString downLabel() const { return down_; }
  // Again in the interface language.
  void retranslate();
  QSize sizeHint() const override { return {240, 130}; }
  QSize minimumSizeHint() const override { return {160, 130}; }

 signals:
  void plyClicked(std::size_t ply);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;

 private:
  QRectF plot() const;
  double yOf(int value) const;
  std::vector<std::optional<int>> values_;
  std::vector<std::optional<MoveQuality>> qualities_;
  int range_ = kRange;
  std::size_t current_ = 0;
  QString up_;
  QString down_;
};
