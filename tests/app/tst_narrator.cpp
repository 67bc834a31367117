// Narration (issue #6): every kind of trace event and every way a move or game ends has words
// and the rule behind them, in every language.
#include <QTest>
#include <random>

#include "baraza/game.h"
#include "baraza/notation.h"
#include "learn/Narrator.h"

using namespace baraza;

namespace {

// The narration of a move's events, one line each; sowing a seed ("One seed into f2.") left out.
QString narration(const Trace& trace) {
  QStringList lines;
  for (int i = 0; i < int(trace.events.size()); ++i)
    if (trace.events[std::size_t(i)].kind != EventKind::Sow) lines << Narrator::describe(trace, i);
  return lines.join('\n');
}

// Plays `moves` (space-separated) from `before`; the trace of the last one.
Trace playLine(const QString& before, const QString& moves) {
  const auto start = parsePosition(before.toStdString());
  if (!start) qFatal("test position does not parse: %s", start.error.c_str());
  Game game(*start.value);
  Trace trace;
  for (const QString& text : moves.split(' ')) {
    const auto move = parseMove(game.position().variant, text.toStdString());
    if (!move.value || !game.play(*move.value, &trace)) qFatal("test move %s is not legal", qPrintable(text));
  }
  return trace;
}

}  // namespace

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
              QVERIFY2(text.contains(QRegularExpression("\\([CKMGLZ]-\\d")), qPrintable(text));
            kinds << QString("%1/%2").arg(int(e.kind)).arg(e.kind == EventKind::End ? int(e.reason) : 0);
          }
        }
        QVERIFY(!Narrator::result(game.result(), v).isEmpty());
      }
    }
    // place, lift, sow, capture, store, mtoto, move, and the ends: empty, step, kuu, store,
    // mtoto, won (lost and blocked are rare in random play and are covered by tst_kete); a kuu
    // gone, a mark set and lapsing, the stage, the turn and the result.
    for (const char* kind : {"0/0", "1/0", "2/0", "3/0", "4/0", "5/0", "6/0", "7/0", "7/1", "7/2", "7/4", "7/5", "7/6",
                             "8/0", "9/0", "10/0", "11/0", "12/0", "13/0"})
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

  // Every event of hand-worked moves with the exact rule the engine names for it (RULES.md), read
  // from the event (only a lift that leaves seeds behind counts what the hole held). Sowing single
  // seeds is left out. The positions are those of tst_kete, tst_kingulu, tst_kigogo and tst_trace_rules.
  void eachEventWithItsRule_data() {
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("moves");  // the last one is narrated
    QTest::addColumn<QStringList>("lines");
    const char* safariStart =
        "kete 0,0,0,0,0,0,0,0/0,0,5,6,0,0,0,0/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=1,1 hz=-";
    // L-7: c2 (1 + 1) faces c3 (5); L-5: cw, the five enter at the a2 kichwa and end in the kuu
    // e2; L-6.3: safari, the kuu's 6 + 1 are lifted and it is gone (L-2); f2 g2 h2 h1 g1 f1 e1,
    // empty (L-6.1); the turn passes (C-7).
    QTest::newRow("a safari, L-6.3")
        << safariStart << "c2cw*"
        << QStringList{"A seed from the reserve is placed in c2. (L-7)",
                       "The seeds of c3 (5) are captured into the hand, to be sown starting in a kichwa. (L-7)",
                       "Safari: the seeds of the kuu (7) are lifted and sown on. (L-6.3)",
                       "South's kuu (e2) is gone for good. (L-2)",
                       "The turn passes to North. (C-7)",
                       "The last seed fell into an empty hole: the move ends. (L-6.1)"};
    // The same board with South's kuu already gone: the five again end in e2 (6, now 7), which
    // faces the empty e3 -- no capture (L-6.2), no kuu (L-6.3): an ordinary relay (L-6.4), not a
    // safari, and no kuu goes.
    QTest::newRow("a relay out of a gone kuu's square is no safari, L-6.4")
        << QString(safariStart).replace("kuu=1,1", "kuu=0,1") << "c2cw"
        << QStringList{"A seed from the reserve is placed in c2. (L-7)",
                       "The seeds of c3 (5) are captured into the hand, to be sown starting in a kichwa. (L-7)",
                       "The lap ended in e2, an occupied hole: its seeds (7) are sown on. (L-6.4)",
                       "The turn passes to North. (C-7)",
                       "The last seed fell into an empty hole: the move ends. (L-6.1)"};
    // L-7: d2 (1 + 1) faces North's kuu d3 (6); captured, the kuu is gone (L-2) right after
    // the capture; the six enter at a2 and run to f2, empty (L-6.1).
    QTest::newRow("a kuu captured, L-2")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,1/0,0,0,1,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,1 hz=-"
        << "d2cw"
        << QStringList{"A seed from the reserve is placed in d2. (L-7)",
                       "The seeds of d3 (6) are captured into the hand, to be sown starting in a kichwa. (L-7)",
                       "North's kuu (d3) is gone for good. (L-2)", "The turn passes to North. (C-7)",
                       "The last seed fell into an empty hole: the move ends. (L-6.1)"};
    // L-8 (lesson kete/11): the reserve seed makes South's kuu e2 eight; only two of them are
    // lifted, into d2 and c2, empty (L-8), and the kuu stays. The lift says how many it held.
    QTest::newRow("a kuu of eight sows two, L-8")
        << "kete 0,0,0,0,0,0,0,0/0,0,2,6,0,0,1,0/0,0,0,0,7,0,0,0/2,0,0,2,0,0,0,0 S reserve=10,10 kuu=1,1 hz=-"
        << "e2ccw"
        << QStringList{"A seed from the reserve is placed in e2. (L-8)",
                       "2 of the 8 seeds of e2 are lifted to be sown. (L-8)", "The turn passes to North. (C-7)",
                       "The last seed fell into an empty hole: the move ends. (L-8)"};
    // L-3: South's last reserve seed goes into c2 (L-8, no capture position); from then on he
    // plays mtaji. c2's three are sown d2 e2 f2, empty (L-8).
    QTest::newRow("the stage changes, L-3")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,0,0,0,0/3,0,0,0,0,0,0,0 S reserve=1,0 kuu=0,0 hz=-"
        << "c2cw"
        << QStringList{"A seed from the reserve is placed in c2. (L-8)",
                       "South's reserve is empty: from now on his moves are mtaji moves. (L-3)",
                       "The seeds of c2 (3) are lifted to be sown. (L-8)", "The turn passes to North. (C-7)",
                       "The last seed fell into an empty hole: the move ends. (L-8)"};
    // L-11 over three moves (tst_kete hiziZetu_L11). South's mtaji takata b2cw (L-10: no
    // capture move) sows c2 d2 and leaves c3 the one hole South could capture first, with North
    // unable to capture: c3 is marked.
    const char* markStart =
        "kete 0,0,0,0,0,0,8,0/0,0,2,0,0,2,0,1/2,2,0,0,2,0,1,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-";
    QTest::newRow("a mark is set, L-11")
        << markStart << "b2cw"
        << QStringList{"The seeds of b2 (2) are lifted to be sown. (L-10)",
                       "Hizi zetu: c3 is marked. On his next move North may not start there, and a lap that ends "
                       "there ends his move; on the move after, South must capture it if he can. (L-11)",
                       "The turn passes to North. (C-7)",
                       "The last seed fell into an empty hole: the move ends. (L-10)"};
    // North's f3ccw (L-10): g3 h3 (1) relay h4 g4 (8) relay f4 ... a4 a3 b3 c3: the mark ends
    // the move (L-11) and stays.
    QTest::newRow("the mark binds, L-11")
        << markStart << "b2cw f3ccw"
        << QStringList{"The seeds of f3 (2) are lifted to be sown. (L-10)",
                       "The lap ended in h3, an occupied hole: its seeds (2) are sown on. (L-10)",
                       "The lap ended in g4, an occupied hole: its seeds (9) are sown on. (L-10)",
                       "The turn passes to South. (C-7)", "The lap ended in the hizi zetu hole: the move ends. (L-11)"};
    // South's a2cw, a mtaji capture move (L-9): b2 c2 (1) takes c3 (3), which enter at a2 (L-5),
    // c2 (2) relays d2 e2 f2 (L-6.4), empty (L-6.1). The mark lapses (L-11). North is left with
    // single seeds only, no move: South wins (L-12).
    QTest::newRow("the mark lapses, L-11")
        << markStart << "b2cw f3ccw a2cw"
        << QStringList{"The seeds of a2 (2) are lifted to be sown. (L-9)",
                       "The seeds of c3 (3) are captured into the hand, to be sown starting in a kichwa. (L-9)",
                       "The lap ended in c2, an occupied hole: its seeds (3) are sown on. (L-6.4)",
                       "The hizi zetu mark on c3 lapses. (L-11)",
                       "The game is over; it would have been North's turn. (C-7)",
                       "South wins: North has no legal move (L-12).",
                       "The last seed fell into an empty hole: the move ends. (L-6.1)"};
    // L-12: c2 (2 + 1) faces c3 (3), North's only front seeds: bao hamna, South wins at once.
    QTest::newRow("a win, L-12")
        << "kete 2,0,0,0,0,0,0,0/0,0,3,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,0 hz=-"
        << "c2cw"
        << QStringList{"A seed from the reserve is placed in c2. (L-7)",
                       "The seeds of c3 (3) are captured into the hand, to be sown starting in a kichwa. (L-7)",
                       "The game is over; it would have been North's turn. (C-7)",
                       "South wins: bao hamna, North's front row is empty (L-12).",
                       "Bao hamna: the opponent's front row is empty and the game is won. (L-12)"};
    // G-3: e1's seed falls into the empty f1 of South's row; f2 is empty, nothing is taken
    // (G-4.2). North's row is empty: no move, and the count (G-7): South 1 + 20, North 27.
    QTest::newRow("a Kingulu count, G-7")
        << "kingulu 0,0,0,0,0,0/0,0,0,0,1,0 S store=20,27 mtoto=-"
        << "e1"
        << QStringList{"The seeds of e1 (1) are lifted to be sown. (G-3)",
                       "The game is over; it would have been North's turn. (C-7)",
                       "North wins 27 to 21 on the count (G-7).",
                       "The last seed fell into an empty hole: the move ends. (G-4.2)"};
    // C-6: tst_kigogo's twelve-ply cycle; its last move, g1 (K-2: h1 i1, i1 held one, K-3: j1
    // k1, l1 l2, k2 j2, empty) brings the start back a second time: a draw.
    QTest::newRow("a repetition draw, C-6")
        << "kigogo 1,1,0,2,0,1,0,1,0,0,0,0/1,0,1,0,1,0,1,0,1,0,1,0/1,0,1,0,1,0,1,0,0,1,1,0/0,0,1,0,1,0,0,2,0,1,0,1 N"
        << "d4 h1 a4 j2 l4 i2 k4 h2 j4 b1 i4 g1"
        << QStringList{"The seeds of g1 (2) are lifted to be sown. (K-2)",
                       "The lap ended in i1, an occupied hole: its seeds (2) are sown on. (K-3)",
                       "The lap ended in k1, an occupied hole: its seeds (2) are sown on. (K-3)",
                       "The lap ended in l2, an occupied hole: its seeds (2) are sown on. (K-3)",
                       "The game is over; it would have been North's turn. (C-7)",
                       "Draw: the same position came back a second time (C-6).",
                       "The last seed fell into an empty hole: the move ends. (K-3)"};
    // C-6 in Kingulu draws at the third occurrence (lesson kingulu/09): the start came back
    // after six plies and comes back again after f1. f1's seed falls into North's f2 (held 1):
    // relay (G-4.5), e2 d2; d2 held 1: relay, c2 b2; b2 was empty, North's row: the move ends
    // (G-4.3). Both rows are as at the start, North to move: the third time.
    QTest::newRow("a repetition draw in Kingulu, C-6")
        << "kingulu 1,1,2,0,1,0/1,0,1,0,2,0 N store=14,25 mtoto=-"
        << "a2 b1 a2 f1 e2 f1 a2 b1 a2 f1 e2 f1"
        << QStringList{"The seeds of f1 (1) are lifted to be sown. (G-3)",
                       "The lap ended in f2, an occupied hole: its seeds (2) are sown on. (G-4.5)",
                       "The lap ended in d2, an occupied hole: its seeds (2) are sown on. (G-4.5)",
                       "The game is over; it would have been North's turn. (C-7)",
                       "Draw: the same position came back for the third time (C-6).",
                       "The last seed fell into an empty hole: the move ends. (G-4.3)"};
  }

  void eachEventWithItsRule() {
    QFETCH(QString, before);
    QFETCH(QString, moves);
    QFETCH(QStringList, lines);
    QCOMPARE(narration(playLine(before, moves)), lines.join('\n'));
  }

  // Bao la Kiswahili's own events (Z-E), on tst_kiswahili's positions: the nyumba dormant after a
  // tax and working again, the takasia mark binding the bound side's move and then the duty,
  // and bao hamna naming its clause.
  void kiswahiliEventsAreTold_Z2_Z11_Z12() {
    const QString tax = narration(playLine(
        "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 takasia=-",
        "e2cw"));
    QVERIFY2(tax.contains("South's nyumba (e2) holds fewer than six seeds: it is dormant, an ordinary hole, until it "
                          "holds six again. (Z-2)"),
             qPrintable(tax));
    const QString wakes = narration(playLine(
        "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,5,0,2,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 takasia=-",
        "g2ccw"));
    QVERIFY2(wakes.contains("South's nyumba (e2) holds six seeds again: it works again. (Z-2)"), qPrintable(wakes));
    const QString w4 =
        "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/2,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 takasia=-";
    const QString bound = narration(playLine(w4, "a2ccw g3ccw"));
    QVERIFY2(bound.startsWith("Takasia: this move may not start from the marked hole b3, and a lap that ends there "
                              "ends the move. (Z-11.2)"),
             qPrintable(bound));
    const QString duty = narration(playLine(w4, "a2ccw g3ccw a1cw"));
    QVERIFY2(duty.startsWith("Takasia: South must capture the marked hole b3, and this move does. (Z-11.3)"),
             qPrintable(duty));
    const QString won = narration(playLine(
        "kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=3,3 nyumba=0,0 takasia=-",
        "c2cw"));
    QVERIFY2(won.contains("South wins: bao hamna, North's front row is empty (Z-12.1)."), qPrintable(won));
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
