#include "EvaluationChart.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

EvaluationChart::EvaluationChart(QWidget* parent) : QWidget(parent) {
  setObjectName("evaluationChart");
  setCursor(Qt::PointingHandCursor);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
  setFixedHeight(90);
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

QRectF EvaluationChart::plot() const { return QRectF(rect()).adjusted(4, 6, -4, -6); }

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
