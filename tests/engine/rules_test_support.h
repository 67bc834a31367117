#pragma once
// Shared by the rules suites: a data-driven "position, legal moves, move, position after,
// result, trace" case, with every expected value worked out by hand from RULES.md.

#include <QString>
#include <QStringList>
#include <QTest>

#include "baraza/game.h"
#include "baraza/notation.h"

namespace rules_test {

inline QStringList sortedWords(const QString& text) {
  QStringList words = text.split(' ', Qt::SkipEmptyParts);
  words.sort();
  return words;
}

inline QStringList legalMoveTexts(const baraza::Game& game) {
  QStringList moves;
  for (const baraza::Move& move : game.legalMoves())
    moves << QString::fromStdString(baraza::formatMove(game.position().variant, move));
  moves.sort();
  return moves;
}

// "lift j1 2|sow k1|capture k3 3 out|end empty": a compact form of the trace JSON, the events
// that move seeds and the end. The seedless ones (kuu or nyumba gone, a nyumba dormant or working
// again, marks, stage, turn, result) are pinned with their rules in tst_trace_rules.
inline QString compactEvents(const baraza::Trace& trace) {
  using namespace baraza;
  const Variant v = trace.before.variant;
  QStringList parts;
  for (const TraceEvent& e : trace.events) {
    const QString sq = QString::fromStdString(squareName(v, e.square));
    switch (e.kind) {
      case EventKind::Place:
        parts << "place " + sq;
        break;
      case EventKind::Lift:
        parts << QString("lift %1 %2").arg(sq).arg(e.count);
        break;
      case EventKind::Sow:
        parts << "sow " + sq;
        break;
      case EventKind::Capture: {
        const char* to = e.destination == CaptureDestination::Hand    ? "hand"
                         : e.destination == CaptureDestination::Store ? "store"
                                                                      : "out";
        parts << QString("capture %1 %2 %3").arg(sq).arg(e.count).arg(to);
        break;
      }
      case EventKind::Store:
        parts << QString("store %1 %2").arg(sq).arg(sideLetter(e.owner));
        break;
      case EventKind::Mtoto:
        parts << "mtoto " + sq;
        break;
      case EventKind::MoveSeed:
        parts << QString("move %1 %2").arg(sq, QString::fromStdString(squareName(v, e.target)));
        break;
      case EventKind::End:
        parts << "end " + QString::fromStdString(std::string(endReasonWord(v, e.reason)));
        break;
      case EventKind::KuuGone:
      case EventKind::NyumbaDormant:
      case EventKind::NyumbaFunctional:
      case EventKind::MarkBinds:
      case EventKind::MarkSet:
      case EventKind::MarkLapsed:
      case EventKind::Stage:
      case EventKind::Turn:
      case EventKind::Result:
        break;
    }
  }
  return parts.join('|');
}

inline void addMoveColumns() {
  QTest::addColumn<QString>("before");
  QTest::addColumn<QString>("legal");
  QTest::addColumn<QString>("move");
  QTest::addColumn<QString>("after");
  QTest::addColumn<QString>("result");
  QTest::addColumn<QString>("events");  // empty: not checked in this row
}

inline baraza::Game gameFrom(const QString& bpn) {
  const auto parsed = baraza::parsePosition(bpn.toStdString());
  if (!parsed) qFatal("test position does not parse: %s (%s)", qPrintable(bpn), parsed.error.c_str());
  return baraza::Game(*parsed.value);
}

// The body of every rules suite's data-driven move test.
inline void verifyMove() {
  QFETCH(QString, before);
  QFETCH(QString, legal);
  QFETCH(QString, move);
  QFETCH(QString, after);
  QFETCH(QString, result);
  QFETCH(QString, events);
  baraza::Game game = gameFrom(before);
  QCOMPARE(legalMoveTexts(game), sortedWords(legal));
  const auto parsed = baraza::parseMove(game.position().variant, move.toStdString());
  QVERIFY2(parsed.value.has_value(), parsed.error.c_str());
  baraza::Trace trace;
  QVERIFY(game.play(*parsed.value, &trace));
  QCOMPARE(QString::fromStdString(baraza::formatPosition(game.position())), after);
  QCOMPARE(QString::fromStdString(baraza::formatResult(game.result())), result);
  if (!events.isEmpty()) QCOMPARE(compactEvents(trace), events);
}

}  // namespace rules_test
