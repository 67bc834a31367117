// Every trace event names the clause of RULES.md that made the engine do it (PROTOCOL.md
// "rule"), set where the rules code decides. The positions are those of the hand-worked rules
// suites; the comments say why each event falls under its clause.
#include <QTest>

#include "baraza/notation.h"
#include "baraza/rules.h"

using namespace baraza;

namespace {

// "lift K-2|sow K-2 x2|lift K-3|...": each event's kind and rule, runs of the same collapsed.
QString eventRules(const Trace& trace) {
  static const char* const kKinds[] = {"place", "lift", "sow", "capture", "store", "mtoto", "move", "end"};
  QStringList parts;
  QString last;
  int run = 0;
  const auto flush = [&] {
    if (run) parts << (run > 1 ? QString("%1 x%2").arg(last).arg(run) : last);
  };
  for (const TraceEvent& e : trace.events) {
    const QString part = QString("%1 %2").arg(
        kKinds[int(e.kind)], QString::fromUtf8(ruleText(e.rule).data(), qsizetype(ruleText(e.rule).size())));
    if (part == last) {
      ++run;
      continue;
    }
    flush();
    last = part;
    run = 1;
  }
  flush();
  return parts.join('|');
}

}  // namespace

class TestTraceRules : public QObject {
  Q_OBJECT

 private slots:
  void eachEventNamesItsRule_data() {
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("rules");
    // K-2 the move's lap, K-3 the relay out of l1 and the end in an empty k2, K-4 the capture
    // of k3 and of k4 behind it.
    QTest::newRow("Kigogo relay and capture")
        << "kigogo 1,0,0,0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0,0,3,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,2,0,1 S"
        << "j1"
        << "lift K-2|sow K-2 x2|lift K-3|sow K-3 x2|capture K-4 x2|end K-3";
    // K-2: with no hole of two, a single seed steps; the step ends the move (K-2) and captures
    // (K-4).
    QTest::newRow("Kigogo single step captures")
        << "kigogo 1,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 S"
        << "b2"
        << "lift K-2|sow K-2|capture K-4 x2|end K-2";
    // M-2 the step, M-3 the column taken.
    QTest::newRow("Kimasai step captures")
        << "kimasai 1,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 S"
        << "b2"
        << "lift M-2|sow M-2|capture M-3 x2|end M-2";
    // G-3 the move's lap; G-4.5 each relay out of an occupied hole; G-4.2 the lap ending in the
    // empty e1 of South's row, taking e2 and the capturing seed, and ending the move.
    QTest::newRow("Kingulu relays and capture")
        << "kingulu 4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 mtoto=-"
        << "c1"
        << "lift G-3|sow G-3 x4|lift G-4.5|sow G-4.5 x5|lift G-4.5|sow G-4.5 x5|lift G-4.5|sow G-4.5 x6|"
           "lift G-4.5|sow G-4.5 x6|capture G-4.2 x2|end G-4.2";
    // G-4.4 the lap ending in f2 (held three), G-6 the new mtoto and the seed before joining it.
    QTest::newRow("Kingulu kuweka mtoto") << "kingulu 2,0,0,0,0,3/0,0,0,0,2,1 S store=0,0 mtoto=-"
                                          << "e1"
                                          << "lift G-3|sow G-3 x2|mtoto G-6|move G-6|end G-4.4";
    // G-2 the seed sown into South's mtoto f2 goes to his store; G-4.1 ends the move there.
    QTest::newRow("Kingulu seed into a mtoto") << "kingulu 2,0,0,0,0,5/0,0,0,0,2,0 S store=0,0 mtoto=f2"
                                               << "e1"
                                               << "lift G-3|sow G-3 x2|store G-2|end G-4.1";
    // G-4.3: an empty hole in the opponent's row ends the move.
    QTest::newRow("Kingulu empty hole across") << "kingulu 2,0,0,0,0,0/0,0,0,0,0,1 S store=20,25 mtoto=-"
                                               << "f1"
                                               << "lift G-3|sow G-3|end G-4.3";
    // L-7 the nemo capture move (the placed seed and the first capture), L-5 the captured seeds
    // sown from a kichwa, L-6.2 the capture again at g2, L-6.4 the relays, L-6.1 the empty c1.
    QTest::newRow("Kete nemo capture chain")
        << "kete 2,0,0,0,0,0,0,0/0,0,0,7,1,0,2,0/0,0,0,1,0,0,1,0/1,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,0 hz=-"
        << "d2cw"
        << "place L-7|capture L-7|sow L-5 x7|capture L-6.2|sow L-5 x2|lift L-6.4|sow L-6.4 x3|lift L-6.4|"
           "sow L-6.4 x4|lift L-6.4|sow L-6.4 x2|end L-6.1";
    // L-6.3: the capture's sowing reaches the kuu; stopping there, or safari out of it.
    const char* safari =
        "kete 0,0,0,0,0,0,0,0/0,0,5,6,0,0,0,0/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=1,1 hz=-";
    QTest::newRow("Kete stop in the kuu") << safari << "c2cw"
                                          << "place L-7|capture L-7|sow L-5 x5|end L-6.3";
    QTest::newRow("Kete safari") << safari << "c2cw*"
                                 << "place L-7|capture L-7|sow L-5 x5|lift L-6.3|sow L-6.3 x7|end L-6.1";
    // L-8: a nemo takata relaying and ending in the kuu.
    QTest::newRow("Kete nemo takata into the kuu")
        << "kete 0,3,0,0,0,0,0,0/0,0,0,6,0,0,0,0/1,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=1,1 hz=-"
        << "a2cw"
        << "place L-8|lift L-8|sow L-8 x2|lift L-8|sow L-8 x2|end L-8";
    // L-10: a mtaji takata (17 seeds never capture, L-9) relaying until an empty hole.
    QTest::newRow("Kete mtaji takata")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,17/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-"
        << "h2ccw"
        << "lift L-10|sow L-10 x17|lift L-10|sow L-10 x2|lift L-10|sow L-10 x2|lift L-10|sow L-10 x2|lift L-10|"
           "sow L-10 x2|lift L-10|sow L-10 x2|lift L-10|sow L-10 x2|lift L-10|sow L-10 x2|lift L-10|sow L-10 x2|"
           "end L-10";
    // L-11: the kuu's first lap ends in the marked c2 and relays out of it; later laps are L-10.
    const char* mark =
        "kete 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/0,0,3,0,18,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=1,0 hz=c2";
    QTest::newRow("Kete first lap out of the mark")
        << mark << "e2ccw"
        << "lift L-10|sow L-10 x18|lift L-11|sow L-11 x5|lift L-10|sow L-10 x2|lift L-10|sow L-10 x2|lift L-10|"
           "sow L-10 x2|lift L-10|sow L-10 x2|lift L-10|sow L-10 x4|lift L-10|sow L-10 x3|lift L-10|sow L-10 x3|"
           "end L-10";
    // L-11: a later lap ends in the mark, which ends the move.
    QTest::newRow("Kete stopped by the mark")
        << mark << "e2cw"
        << "lift L-10|sow L-10 x18|lift L-10|sow L-10 x2|lift L-10|sow L-10 x2|lift L-10|sow L-10 x2|lift L-10|"
           "sow L-10 x2|lift L-10|sow L-10 x2|lift L-10|sow L-10 x2|end L-11";
    // L-12: bao hamna -- the capture empties North's front row.
    QTest::newRow("Kete bao hamna")
        << "kete 2,0,0,0,0,0,0,0/0,0,3,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,0 hz=-"
        << "c2cw"
        << "place L-7|capture L-7|end L-12";
  }

  void eachEventNamesItsRule() {
    QFETCH(QString, before);
    QFETCH(QString, move);
    QFETCH(QString, rules);
    const auto position = parsePosition(before.toStdString());
    QVERIFY2(position.value.has_value(), position.error.c_str());
    const auto parsed = parseMove(position.value->variant, move.toStdString());
    QVERIFY2(parsed.value.has_value(), parsed.error.c_str());
    QCOMPARE(eventRules(traceMove(*position.value, *parsed.value)), rules);
  }

  // The protocol carries the rule of every event: "rule":"<id>" (PROTOCOL.md "Trace JSON").
  void traceJsonCarriesRules() {
    const Trace trace = traceMove(startPosition(Variant::Kigogo), *parseMove(Variant::Kigogo, "d1").value);
    const QString json = QString::fromStdString(formatTraceJson(trace));
    const QString firstEvent = QStringLiteral("{\"t\":\"lift\",\"sq\":\"d1\",\"n\":2,\"rule\":\"K-2\"}");
    QVERIFY2(json.contains(firstEvent), qPrintable(json));
    QCOMPARE(json.count(QStringLiteral("\"rule\":\"")), int(trace.events.size()));
  }
};

QTEST_MAIN(TestTraceRules)
#include "tst_trace_rules.moc"
