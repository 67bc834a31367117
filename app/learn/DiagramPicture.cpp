#include "DiagramPicture.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include "baraza/move_summary.h"
#include "baraza/rules.h"
#include "board/BoardGeometry.h"
#include "board/WoodMarks.h"

using namespace baraza;

namespace {

// What the picture marks, from the engine's summary of the move: where it starts, each lap
// (from the hole its seeds come from along the holes it sows), the holes captured, a new mtoto,
// a hizi zetu mark.
struct Lap {
  Square from = kNoSquare;
  QList<Square> sown;
};

struct Marks {
  Square start = kNoSquare;
  QList<Lap> laps;
  QList<Square> captured;
  Square mtoto = kNoSquare;
  Square joinsMtoto = kNoSquare;  // the hole whose seed moves into the new mtoto (G-6)
  Square marked = kNoSquare;
};

Marks marksOf(const Trace& trace) {
  const MoveSummary summary = summarize(trace);
  Marks marks{summary.start, {}, {}, summary.mtoto, kNoSquare, summary.markSet};
  for (const TraceEvent& e : trace.events)
    if (e.kind == EventKind::MoveSeed && e.target == summary.mtoto) marks.joinsMtoto = e.square;
  for (const MoveSummary::LapPath& lap : summary.laps)
    marks.laps.append(Lap{lap.from, QList<Square>(lap.sown.begin(), lap.sown.end())});
  marks.captured = QList<Square>(summary.capturedHoles.begin(), summary.capturedHoles.end());
  return marks;
}

const QColor kStartColour(255, 240, 120);
const QColor kCaptureColour(235, 45, 35);
const QColor kMtotoColour(80, 230, 120);
constexpr qreal kLapRaise = 0.16;  // how far above a hole's middle (in cells) a lap's arrow runs
const QColor kLapColours[] = {QColor(255, 214, 64), QColor(255, 150, 60), QColor(120, 220, 255), QColor(210, 160, 255)};

// One lap: a hop from hole to hole as the hand carries the seeds, each an arc over the gap
// (bowed up along a row, outward between the rows), a dot where each seed lands and an
// arrowhead into the hole the lap ends in. Laps over the same holes are set apart by `shift`.
void drawLap(QPainter& p, const BoardGeometry& board, const Lap& lap, int shift, const QColor& colour, qreal width,
             Qt::PenStyle style) {
  if (lap.sown.isEmpty()) return;
  const qreal cell = board.cellSize();
  const QPointF raise(0, -cell * (kLapRaise + 0.1 * shift));  // above the seeds' count
  const qreal middleX = board.boardRect().center().x();
  QList<QPointF> points{board.pitRect(lap.from).center() + raise};
  for (Square sq : lap.sown) points.append(board.pitRect(sq).center() + raise);
  QPainterPath path(points.first());
  QPointF lastControl;
  for (int i = 1; i < points.size(); ++i) {
    const QPointF a = points[i - 1];
    QPointF b = points[i];
    const QPointF d = b - a;
    const qreal length = std::hypot(d.x(), d.y());
    if (length < 1) continue;
    const bool alongRow = std::abs(d.x()) >= std::abs(d.y());
    const QPointF bow = alongRow ? QPointF(0, -1) : QPointF(a.x() < middleX ? -1 : 1, 0);
    const QPointF control = (a + b) / 2 + bow * std::min(cell * 0.45, length * 0.45);
    if (i == points.size() - 1) {  // the arrowhead's tip just short of the hole's middle
      const QPointF toEnd = b - control;
      b -= toEnd / std::hypot(toEnd.x(), toEnd.y()) * cell * 0.08;
    }
    path.quadTo(control, b);
    lastControl = control;
  }
  WoodMarks::stroke(p, path, colour, width, style);
  p.setPen(QPen(QColor(20, 10, 4, 190), width * 0.5));
  p.setBrush(colour);
  for (int i = 1; i + 1 < points.size(); ++i) p.drawEllipse(points[i], width * 0.9, width * 0.9);
  const QPointF tip = path.currentPosition();
  const QPointF back = tip - lastControl;
  const qreal backLength = std::hypot(back.x(), back.y());
  if (backLength < 1) return;
  const QPointF along = back / backLength;
  const QPointF across(-along.y(), along.x());
  const qreal size = cell * 0.26;
  QPolygonF head{tip + along * size * 0.2, tip - along * size + across * size * 0.55,
                 tip - along * size - across * size * 0.55};
  p.setPen(QPen(QColor(20, 10, 4, 190), width * 0.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  p.drawPolygon(head);
}

void drawLapNumber(QPainter& p, const BoardGeometry& board, Square from, int number, const QColor& colour) {
  const qreal cell = board.cellSize();
  const QRectF pit = board.pitRect(from);
  const QPointF at = pit.topLeft() + QPointF(pit.width() * 0.12, pit.height() * 0.12);
  p.setPen(QPen(QColor(20, 10, 4, 220), std::max<qreal>(1, cell * 0.02)));
  p.setBrush(colour);
  p.drawEllipse(at, cell * 0.14, cell * 0.14);
  QFont font = p.font();
  font.setPixelSize(std::max(8, int(cell * 0.2)));
  font.setBold(true);
  p.setFont(font);
  p.setPen(QColor(20, 10, 4));
  p.drawText(QRectF(at - QPointF(cell * 0.14, cell * 0.14), QSizeF(cell * 0.28, cell * 0.28)), Qt::AlignCenter,
             QString::number(number));
}

void drawCross(QPainter& p, const QRectF& r, const QColor& colour, qreal width) {
  const QRectF c = r.adjusted(r.width() * 0.2, r.height() * 0.2, -r.width() * 0.2, -r.height() * 0.2);
  QPainterPath cross;
  cross.moveTo(c.topLeft());
  cross.lineTo(c.bottomRight());
  cross.moveTo(c.topRight());
  cross.lineTo(c.bottomLeft());
  WoodMarks::stroke(p, cross, colour, width, Qt::SolidLine);
}

// Where a lap that may not end there is stopped: a bar across the arrow's end, square to the way it
// came from the hole before (along a row, or between the rows). It stands where the arrow ends,
// raised as the laps are, so that it does not cover the hole's count.
void drawBar(QPainter& p, const QRectF& before, const QRectF& r, qreal raise, const QColor& colour, qreal width) {
  const QPointF way = r.center() - before.center();
  const bool alongRow = std::abs(way.x()) >= std::abs(way.y());
  const QPointF half = alongRow ? QPointF(0, r.height() * 0.26) : QPointF(r.width() * 0.26, 0);
  const QPointF end = r.center() - QPointF(0, raise);
  QPainterPath bar;
  bar.moveTo(end - half);
  bar.lineTo(end + half);
  WoodMarks::stroke(p, bar, colour, width, Qt::SolidLine);
}

// A seed carried from one hole into the next, straight across the gap between them, below the
// laps' arrows (which run above the holes' middles).
void drawSeedMove(QPainter& p, const QRectF& from, const QRectF& to, qreal cell, const QColor& colour, qreal width) {
  const QPointF lower(0, cell * 0.12);
  const QPointF a = from.center() + lower;
  const QPointF b = to.center() + lower;
  const QPointF d = b - a;
  const qreal length = std::hypot(d.x(), d.y());
  if (length < 1) return;
  const QPointF along = d / length;
  const QPointF across(-along.y(), along.x());
  const QPointF tail = a + d * 0.3;
  const QPointF tip = b - d * 0.3;
  QPainterPath shaft(tail);
  shaft.lineTo(tip - along * cell * 0.08);
  WoodMarks::stroke(p, shaft, colour, width, Qt::SolidLine);
  const qreal size = cell * 0.2;
  QPolygonF head{tip, tip - along * size + across * size * 0.55, tip - along * size - across * size * 0.55};
  p.setPen(QPen(QColor(20, 10, 4, 190), width * 0.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  p.setBrush(colour);
  p.drawPolygon(head);
}

}  // namespace

QList<Square> DiagramPicture::captureMarks(const Trace& trace) { return marksOf(trace).captured; }

QPixmap DiagramPicture::draw(const RuleDiagram& diagram, int width, qreal dpr, QSet<DiagramMark>* drawn) {
  QSet<DiagramMark> shown;
  const Position start = diagram.startPosition();
  // The board's painter draws each kuu (nyumba) square as it stands: a gone one as a round pit. (No
  // diagram starts from a dormant nyumba, which the legend would have to explain.)
  const Rules& rules = rulesFor(start.variant);
  for (Side side : {Side::South, Side::North}) {
    const Rules::House house = rules.houseOf(start, side);
    if (house == Rules::House::Standing) shown.insert(DiagramMark::Kuu);
    if (house == Rules::House::Gone) shown.insert(DiagramMark::KuuGone);
  }
  const std::optional<Trace> trace = diagram.trace();
  if (!trace) {
    if (drawn) *drawn = shown;
    return board_.draw(start, width, dpr);
  }
  Marks marks = marksOf(*trace);
  if (marks.marked == kNoSquare) marks.marked = start.hiziZetu;  // a mark already set, binding this move
  if (!diagram.legal) {  // only the first lap, which is what makes the move illegal
    marks.laps = marks.laps.mid(0, 1);
    marks.captured.clear();
    marks.mtoto = marks.joinsMtoto = marks.marked = kNoSquare;
  }
  QPixmap picture = board_.draw(start, width, dpr, [&marks, &diagram, &shown](QPainter& p, const BoardGeometry& board) {
    const qreal cell = board.cellSize();
    const qreal line = WoodMarks::lineWidth(cell);
    const qreal outside = line * 1.2;
    if (marks.start != kNoSquare) {
      WoodMarks::ring(p, board.pitRect(marks.start).adjusted(-outside, -outside, outside, outside), kStartColour, line);
      shown.insert(DiagramMark::StartHole);
    }
    for (Square sq : marks.captured) {  // the cross see-through, so the seeds taken still show
      WoodMarks::ring(p, board.pitRect(sq), kCaptureColour, line);
      p.setOpacity(0.75);
      drawCross(p, board.pitRect(sq), kCaptureColour, line * 0.8);
      p.setOpacity(1);
      shown.insert(DiagramMark::Capture);
    }
    if (marks.mtoto != kNoSquare) {
      const QRectF r = board.pitRect(marks.mtoto);
      WoodMarks::ring(p, r.adjusted(-outside, -outside, outside, outside), kMtotoColour, line);
      WoodMarks::ring(p, r.adjusted(line, line, -line, -line), kMtotoColour, line * 0.6);
      shown.insert(DiagramMark::NewMtoto);
      if (marks.joinsMtoto != kNoSquare) {
        drawSeedMove(p, board.pitRect(marks.joinsMtoto), r, board.cellSize(), kMtotoColour, line);
        shown.insert(DiagramMark::SeedJoinsMtoto);
      }
    }
    if (marks.marked != kNoSquare) {  // as the board draws it
      WoodMarks::hiziZetuSign(p, board.pitRect(marks.marked), line);
      shown.insert(DiagramMark::HiziZetu);
    }
    const bool numbered = marks.laps.size() > 1;
    for (int i = 0; i < marks.laps.size(); ++i) {
      const QColor colour = diagram.legal ? kLapColours[i % std::size(kLapColours)] : kCaptureColour;
      // A lap over holes an earlier lap crossed is drawn a little higher.
      int shift = 0;
      for (int j = 0; j < i; ++j)
        for (Square sq : marks.laps[i].sown)
          if (marks.laps[j].sown.contains(sq)) shift = std::max(shift, 1 + j % 2);
      drawLap(p, board, marks.laps[i], shift, colour, line, diagram.legal ? Qt::SolidLine : Qt::DashLine);
      if (!marks.laps[i].sown.isEmpty()) shown.insert(diagram.legal ? DiagramMark::Lap : DiagramMark::LapNotAllowed);
    }
    if (numbered) {
      for (int i = 0; i < marks.laps.size(); ++i)
        drawLapNumber(p, board, marks.laps[i].from, i + 1, kLapColours[i % std::size(kLapColours)]);
      shown.insert(DiagramMark::LapNumber);
    }
    if (!diagram.legal && !marks.laps.isEmpty() && !marks.laps.first().sown.isEmpty()) {
      const auto& lap = marks.laps.first();
      const Square before = lap.sown.size() > 1 ? lap.sown[lap.sown.size() - 2] : lap.from;
      drawBar(p, board.pitRect(before), board.pitRect(lap.sown.last()), board.cellSize() * kLapRaise, kCaptureColour,
              line * 1.6);
    }
  });
  if (drawn) *drawn = shown;
  return picture;
}
