#include "EvaluationChart.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "words/Words.h"

EvaluationChart::EvaluationChart(QWidget* parent) : QWidget(parent) {
  setObjectName("evaluationChart");
  setCursor(Qt::PointingHandCursor);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
  setFixedHeight(130);
  retranslate();
}

void EvaluationChart::retranslate() {
  //: The evaluation chart's legend: %1 is South, whose advantage is drawn upwards.
  up_ = tr("%1 ahead \u2191").arg(Words::sideName(baraza::Side::South));
  //: The evaluation chart's legend: %1 is North, whose advantage is drawn downwards.
  down_ = tr("%1 ahead \u2193").arg(Words::sideName(baraza::Side::North));
  update();
}

QStringList EvaluationChart::scaleLabels() const {
  return {ValueText::seeds(range_), ValueText::seeds(0), ValueText::seeds(-range_)};
}

void EvaluationChart::setValues(std::vector<std::optional<int>> values,
                                std::vector<std::optional<MoveQuality>> qualities, int range) {
  values_ = std::move(values);
  qualities_ = std::move(qualities);
  range_ = range;
  update();
}

void EvaluationChart::setCurrent(std::size_t ply) {
  if (ply == current_) return;
  current_ = ply;
  update();
}

// Right of the scale's labels, between the legend's two lines.
QRectF EvaluationChart::plot() const {
  const QFontMetrics metrics = fontMetrics();
  int labels = 0;
  for (const QString& label : scaleLabels()) labels = std::max(labels, metrics.horizontalAdvance(label));
  // The legend's lines above and under the plot, clear of the curve.
  return QRectF(rect()).adjusted(labels + 8, metrics.height() + 2, -4, -metrics.height() - 2);
}

std::size_t EvaluationChart::plyAt(int x) const {
  if (values_.empty()) return 0;
  const QRectF area = plot();
  const double step = area.width() / double(values_.size());
  const double column = std::floor((x - area.left()) / step);
  return std::size_t(std::clamp(column, 0.0, double(values_.size() - 1)));
}

QPoint EvaluationChart::pointOf(std::size_t ply) const {
  const QRectF area = plot();
  const double step = area.width() / double(std::max<std::size_t>(1, values_.size()));
  return QPointF(area.left() + step * (double(ply) + 0.5), area.center().y()).toPoint();
}

double EvaluationChart::yOf(int value) const {
  const QRectF area = plot();
  return area.center().y() - area.height() / 2 * std::clamp(value, -range_, range_) / double(range_);
}

std::optional<QPoint> EvaluationChart::valuePoint(std::size_t ply) const {
  if (ply >= values_.size() || !values_[ply]) return std::nullopt;
  return QPointF(pointOf(ply).x(), yOf(*values_[ply])).toPoint();
}

void EvaluationChart::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  const QRectF area = plot();
  painter.fillRect(rect(), palette().base());
  const double middle = area.center().y();
  const QColor text = palette().color(QPalette::Text);
  // The scale, in seeds as the list's values, and which side is up.
  const QStringList labels = scaleLabels();
  const double ys[] = {area.top(), middle, area.bottom()};
  painter.setPen(text);
  for (int i = 0; i < 3; ++i) {
    const QRectF box(0, ys[i] - fontMetrics().height() / 2.0, area.left() - 6, fontMetrics().height());
    painter.drawText(box, Qt::AlignRight | Qt::AlignVCenter, labels[i]);
    painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    painter.drawLine(QPointF(area.left() - 4, ys[i]), QPointF(area.left(), ys[i]));
    painter.setPen(text);
  }
  QColor legend = text;
  legend.setAlpha(150);
  painter.setPen(legend);
  painter.drawText(QRectF(area.left(), 0, area.width(), area.top() - 2), Qt::AlignLeft | Qt::AlignVCenter, up_);
  painter.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), height() - area.bottom() - 2),
                   Qt::AlignLeft | Qt::AlignVCenter, down_);
  if (values_.empty()) return;
  const double step = area.width() / double(values_.size());
  // South's advantage filled above the middle line, North's below.
  QPainterPath curve;
  bool open = false;
  double lastX = area.left();
  for (std::size_t i = 0; i < values_.size(); ++i) {
    if (!values_[i]) continue;
    const QPointF point(area.left() + step * (double(i) + 0.5), yOf(*values_[i]));
    if (!open) {
      curve.moveTo(point.x(), middle);
      open = true;
    }
    curve.lineTo(point);
    lastX = point.x();
  }
  if (open) {
    curve.lineTo(lastX, middle);
    curve.closeSubpath();
    QColor fill = text;
    fill.setAlpha(60);
    painter.fillPath(curve, fill);
    painter.setPen(QPen(text, 1.2));
    painter.drawPath(curve);
  }
  painter.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
  painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle));
  // The looked-at position.
  const double currentX = area.left() + step * (double(current_) + 0.5);
  painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
  painter.drawLine(QPointF(currentX, area.top() - 4), QPointF(currentX, area.bottom() + 4));
  // Every value as a point too: a lone one (the positions around it not analysed) makes no area.
  painter.setPen(Qt::NoPen);
  painter.setBrush(text);
  for (std::size_t i = 0; i < values_.size(); ++i)
    if (const auto point = valuePoint(i)) painter.drawEllipse(QPointF(*point), 2.5, 2.5);
  // Inaccuracies, mistakes and blunders as dots in their colours, on the position they led to.
  for (std::size_t i = 0; i < qualities_.size() && i < values_.size(); ++i) {
    if (!qualities_[i] || !values_[i] || *qualities_[i] <= MoveQuality::Good) continue;
    painter.setBrush(Quality::colour(*qualities_[i]));
    painter.drawEllipse(QPointF(area.left() + step * (double(i) + 0.5), yOf(*values_[i])), 3.5, 3.5);
  }
}

void EvaluationChart::mousePressEvent(QMouseEvent* event) {
  if (values_.empty() || event->button() != Qt::LeftButton) return;
  emit plyClicked(plyAt(event->position().toPoint().x()));
}
