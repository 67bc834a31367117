// Narration (issue #6): every kind of trace event and every way a move or game ends has words
// and the rule behind them, in every language.
#include <QTest>
#include <random>

#include "baraza/game.h"
#include "baraza/notation.h"
#include "learn/Narrator.h"

using namespace baraza;

class TestNarrator : public QObject {
  Q_OBJECT

 private slots:
  // Random games meet every event kind and every end of a move; each gets a sentence and a rule.
  void everyEventKind() {
    QSet<QString> kinds;
    std::mt19937 random(4);
    for (Variant v : kAllVariants) {
      for (int g = 0; g < 40; ++g) {
        Game game(startPosition(v));
        while (!game.result().over()) {
          Trace trace;
          game.play(game.legalMoves()[random() % game.legalMoves().size()], &trace);
          for (int i = 0; i < int(trace.events.size()); ++i) {
            const TraceEvent& e = trace.events[std::size_t(i)];
            const QString text = Narrator::describe(trace, i);
            QVERIFY(!text.isEmpty());
            if (e.kind != EventKind::Sow)
              QVERIFY2(text.contains(QRegularExpression("\\([CKMGL]-\\d")), qPrintable(text));
            kinds << QString("%1/%2").arg(int(e.kind)).arg(e.kind == EventKind::End ? int(e.reason) : 0);
          }
        }
        QVERIFY(!Narrator::result(game.result(), v).isEmpty());
      }
    }
    // place, lift, sow, capture, store, mtoto, move, and the ends: empty, step, kuu, store,
    // mtoto, won (lost and blocked are rare in random play and are covered by tst_kete).
    for (const char* kind : {"0/0", "1/0", "2/0", "3/0", "4/0", "5/0", "6/0", "7/0", "7/1", "7/2", "7/4", "7/5", "7/6"})
      QVERIFY2(kinds.contains(kind), kind);
  }

  // L-11: the first lap of South's kuu (e2) ends in the marked c2, which does not stop it: the
  // relay out of c2 is narrated as the hizi zetu exemption, not as an ordinary relay or a safari.
  void relayOutOfTheMarkOnTheKuusFirstLap_L11() {
    const auto start = parsePosition(
        "kete 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/0,0,3,0,18,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=1,0 hz=c2");
    QVERIFY(start.value);
    const Trace trace = traceMove(*start.value, *parseMove(Variant::Kete, "e2ccw").value);
    int liftsOutOfMark = 0;
    for (int i = 0; i < int(trace.events.size()); ++i) {
      const TraceEvent& e = trace.events[std::size_t(i)];
      if (e.kind != EventKind::Lift || e.square != start.value->hiziZetu) continue;
      ++liftsOutOfMark;
      const QString text = Narrator::describe(trace, i);
      QVERIFY2(text.contains("(L-11)") && text.contains("c2") && text.contains("5"), qPrintable(text));
    }
    QCOMPARE(liftsOutOfMark, 1);
  }

  // L-10, not L-6.3: a relay out of e2 after South's kuu is gone is an ordinary takata relay.
  // h2 (17) ccw relays g2, e2, c2, a2, b1, d1, f1, h1 (tst_kete, "L-9 a hole of 17").
  void relayOutOfAGoneKuuIsNoSafari() {
    const auto start = parsePosition(
        "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,17/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-");
    const Trace trace = traceMove(*start.value, *parseMove(Variant::Kete, "h2ccw").value);
    int liftsAtE2 = 0;
    for (int i = 0; i < int(trace.events.size()); ++i) {
      const TraceEvent& e = trace.events[std::size_t(i)];
      if (e.kind != EventKind::Lift || e.square != kuuSquare(Side::South)) continue;
      ++liftsAtE2;
      const QString text = Narrator::describe(trace, i);
      QVERIFY2(!text.contains("Safari") && text.endsWith("(L-10)"), qPrintable(text));
    }
    QCOMPARE(liftsAtE2, 1);
  }

  void everyEnding() {
    const Trace blocked{{},
                        startPosition(Variant::Kete),
                        {{.kind = EventKind::End, .reason = EndReason::Blocked, .rule = RuleId::L11}},
                        {}};
    QVERIFY(Narrator::describe(blocked, 0).contains("L-11"));
    const Trace lost{{},
                     startPosition(Variant::Kete),
                     {{.kind = EventKind::End, .reason = EndReason::Lost, .rule = RuleId::L12}},
                     {}};
    QVERIFY(Narrator::describe(lost, 0).contains("L-12"));
    for (ResultReason reason : {ResultReason::CapturedAll, ResultReason::NoMoves, ResultReason::FrontRowEmpty,
                                ResultReason::Repetition, ResultReason::Score}) {
      Result r;
      r.kind = Result::Kind::Win;
      r.reason = reason;
      QVERIFY(!Narrator::result(r, Variant::Kete).isEmpty());
    }
  }
};

QTEST_MAIN(TestNarrator)
#include "tst_narrator.moc"
