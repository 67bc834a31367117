// Every trace event names the clause of RULES.md that made the engine do it (PROTOCOL.md
// "rule"), set where the rules code decides, and the trace is complete: the seedless events
// (a kuu gone, a mark set or lapsing, the stage, the turn, the result) make replaying it give
// the whole position after the move. The positions are those of the hand-worked rules suites;
// the comments say why each event falls under its clause.
#include <QTest>

#include "baraza/game.h"
#include "baraza/notation.h"
#include "rules_test_support.h"

using namespace baraza;

namespace {

QString ruleName(RuleId rule) { return QString::fromUtf8(ruleText(rule).data(), qsizetype(ruleText(rule).size())); }

// A lift says which lap it starts: the move's first, a relay or a safari. Kiswahili's house is
// the nyumba.
QString kindName(Variant v, const TraceEvent& e) {
  if (v == Variant::Kiswahili && e.kind == EventKind::KuuGone) return "nyumba-gone";
  static const char* const kKinds[] = {
      "place",     "lift", "sow",         "capture", "store", "mtoto",  "move",           "end",
      "kuu-gone",  "mark", "mark-lapsed", "stage",   "turn",  "result", "nyumba-dormant", "nyumba-functional",
      "mark-binds"};
  static_assert(std::size(kKinds) == std::size_t(EventKind::MarkBinds) + 1);
  if (e.kind == EventKind::Lift) return e.lap == Lap::First ? "lift" : e.lap == Lap::Relay ? "relay" : "safari";
  return kKinds[int(e.kind)];
}

// "lift K-2|sow K-2 x2|relay K-3|...": each event's kind and rule, runs of the same collapsed.
QString eventRules(const Trace& trace) {
  QStringList parts;
  QString last;
  int run = 0;
  const auto flush = [&] {
    if (run) parts << (run > 1 ? QString("%1 x%2").arg(last).arg(run) : last);
  };
  for (const TraceEvent& e : trace.events) {
    const QString part = QString("%1 %2").arg(kindName(trace.before.variant, e), ruleName(e.rule));
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

// Plays `moves` (space-separated) from `before`; the trace of the last one.
Trace playLine(const QString& before, const QString& moves) {
  Game game = rules_test::gameFrom(before);
  Trace trace;
  for (const QString& text : moves.split(' ')) {
    const auto move = parseMove(game.position().variant, text.toStdString());
    if (!move.value || !game.play(*move.value, &trace)) qFatal("test move %s is not legal", qPrintable(text));
  }
  return trace;
}

// Replaying the events forwards gives exactly the position after, and backwards the one before.
void verifyReplay(const Trace& trace) {
  Position position = trace.before;
  for (const TraceEvent& e : trace.events) applyEvent(position, trace.before.toMove, e);
  QCOMPARE(formatPosition(position), formatPosition(trace.after));
  QVERIFY(position == trace.after);
  for (auto e = trace.events.rbegin(); e != trace.events.rend(); ++e) revertEvent(position, trace.before.toMove, *e);
  QVERIFY(position == trace.before);
}

// The event of a kind in a trace (the test positions have one).
const TraceEvent* findEvent(const Trace& trace, EventKind kind) {
  for (const TraceEvent& e : trace.events)
    if (e.kind == kind) return &e;
  return nullptr;
}

// C-6: tst_kigogo's twelve-ply cycle; its last move brings the start back a second time.
constexpr const char* kKigogoCycleStart =
    "kigogo 1,1,0,2,0,1,0,1,0,0,0,0/1,0,1,0,1,0,1,0,1,0,1,0/1,0,1,0,1,0,1,0,0,1,1,0/0,0,1,0,1,0,0,2,0,1,0,1 N";
constexpr const char* kKigogoCycle = "d4 h1 a4 j2 l4 i2 k4 h2 j4 b1 i4 g1";

}  // namespace

class TestTraceRules : public QObject {
  Q_OBJECT

 private slots:
  void eachEventNamesItsRule_data() {
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("moves");  // the last one's trace is checked
    QTest::addColumn<QString>("rules");
    // K-2 the move's lap, K-3 the relay out of l1 and the end in an empty k2, K-4 the capture
    // of k3 and of k4 behind it; C-7 the turn passing to North, whose a4 can still step to a3:
    // the game goes on.
    QTest::newRow("Kigogo relay and capture")
        << "kigogo 1,0,0,0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0,0,3,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,2,0,1 S"
        << "j1"
        << "lift K-2|sow K-2 x2|relay K-3|sow K-3 x2|capture K-4 x2|turn C-7|end K-3";
    // K-2: with no hole of two, a single seed steps; the step ends the move (K-2) and captures
    // (K-4) a3 and a4, North's last seeds: South wins (K-5) in the position with North to move.
    QTest::newRow("Kigogo single step captures the last seeds")
        << "kigogo 1,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 S"
        << "b2"
        << "lift K-2|sow K-2|capture K-4 x2|turn C-7|result K-5|end K-2";
    // M-2 the step, M-3 the column taken: North's last stones, so M-4 ends the game.
    QTest::newRow("Kimasai step captures the last stones")
        << "kimasai 1,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 S"
        << "b2"
        << "lift M-2|sow M-2|capture M-3 x2|turn C-7|result M-4|end M-2";
    // C-6: the twelfth ply of tst_kigogo's cycle brings its start back, the second occurrence,
    // and the game is drawn. g1 (2) sows h1 i1; i1 held one: relay (K-3) j1 k1, k1 -> l1 l2,
    // l2 -> k2 j2, empty.
    QTest::newRow("Kigogo repetition") << kKigogoCycleStart << kKigogoCycle
                                       << "lift K-2|sow K-2 x2|relay K-3|sow K-3 x2|relay K-3|sow K-3 x2|relay K-3|"
                                          "sow K-3 x2|turn C-7|result C-6|end K-3";
    // G-3 the move's lap; G-4.5 each relay out of an occupied hole; G-4.2 the lap ending in the
    // empty e1 of South's row, taking e2 and the capturing seed, and ending the move.
    QTest::newRow("Kingulu relays and capture")
        << "kingulu 4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 mtoto=-"
        << "c1"
        << "lift G-3|sow G-3 x4|relay G-4.5|sow G-4.5 x5|relay G-4.5|sow G-4.5 x5|relay G-4.5|sow G-4.5 x6|"
           "relay G-4.5|sow G-4.5 x6|capture G-4.2 x2|turn C-7|end G-4.2";
    // G-4.4 the lap ending in f2 (held three), G-6 the new mtoto and the seed before joining it.
    QTest::newRow("Kingulu kuweka mtoto") << "kingulu 2,0,0,0,0,3/0,0,0,0,2,1 S store=0,0 mtoto=-"
                                          << "e1"
                                          << "lift G-3|sow G-3 x2|mtoto G-6|move G-6|turn C-7|end G-4.4";
    // G-2 the seed sown into South's mtoto f2 goes to his store; G-4.1 ends the move there.
    QTest::newRow("Kingulu seed into a mtoto") << "kingulu 2,0,0,0,0,5/0,0,0,0,2,0 S store=0,0 mtoto=f2"
                                               << "e1"
                                               << "lift G-3|sow G-3 x2|store G-2|turn C-7|end G-4.1";
    // G-4.3: an empty hole in the opponent's row ends the move. North's a2 (2) then sows a1 b1,
    // legal (G-3), so the game goes on.
    QTest::newRow("Kingulu empty hole across") << "kingulu 2,0,0,0,0,0/0,0,0,0,0,1 S store=20,25 mtoto=-"
                                               << "f1"
                                               << "lift G-3|sow G-3|turn C-7|end G-4.3";
    // G-7: e1's one seed goes to the empty f1 of South's row, f2 opposite is empty (G-4.2):
    // nothing is taken. North's row is empty, so North has no move and the count decides:
    // South 1 + 20 = 21, North 27.
    QTest::newRow("Kingulu count") << "kingulu 0,0,0,0,0,0/0,0,0,0,1,0 S store=20,27 mtoto=-"
                                   << "e1"
                                   << "lift G-3|sow G-3|turn C-7|result G-7|end G-4.2";
    // L-7 the nemo capture move (the placed seed and the first capture), L-5 the captured seeds
    // sown from a kichwa, L-6.2 the capture again at g2, L-6.4 the relays, L-6.1 the empty c1.
    QTest::newRow("Kete nemo capture chain")
        << "kete 2,0,0,0,0,0,0,0/0,0,0,7,1,0,2,0/0,0,0,1,0,0,1,0/1,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,0 hz=-"
        << "d2cw"
        << "place L-7|capture L-7|sow L-5 x7|capture L-6.2|sow L-5 x2|relay L-6.4|sow L-6.4 x3|relay L-6.4|"
           "sow L-6.4 x4|relay L-6.4|sow L-6.4 x2|turn C-7|end L-6.1";
    // L-6.3: the capture's sowing reaches the kuu; stopping there, or safari out of it, which
    // ends the kuu (L-2) right after its lift.
    const char* safari =
        "kete 0,0,0,0,0,0,0,0/0,0,5,6,0,0,0,0/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=1,1 hz=-";
    QTest::newRow("Kete stop in the kuu") << safari << "c2cw"
                                          << "place L-7|capture L-7|sow L-5 x5|turn C-7|end L-6.3";
    QTest::newRow("Kete safari") << safari << "c2cw*"
                                 << "place L-7|capture L-7|sow L-5 x5|safari L-6.3|kuu-gone L-2|sow L-6.3 x7|"
                                    "turn C-7|end L-6.1";
    // L-6.4, not L-6.3: the same board with South's kuu already gone. c2cw's five captured seeds
    // again end in e2 (6, now 7), which faces the empty e3: an ordinary relay, no safari and no
    // choice (c2cw* is not a move): f2 g2 h2 h1 g1 f1 e1, empty.
    QTest::newRow("Kete relay out of a gone kuu's square")
        << QString(safari).replace("kuu=1,1", "kuu=0,1") << "c2cw"
        << "place L-7|capture L-7|sow L-5 x5|relay L-6.4|sow L-6.4 x7|turn C-7|end L-6.1";
    // L-2: d2 (1) faces North's kuu d3 (6); d2cw captures it, and North's kuu is gone right after
    // the capture; the six are sown from the a2 kichwa: a2 ... f2, empty (tst_kete).
    QTest::newRow("Kete kuu captured")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,1/0,0,0,1,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,1 hz=-"
        << "d2cw"
        << "place L-7|capture L-7|kuu-gone L-2|sow L-5 x6|turn C-7|end L-6.1";
    // L-8: a kuu of six, South's only occupied front hole, receives the seed: all seven are sown
    // and the kuu is gone (L-2) right after its lift: f2 g2 h2 h1 g1 f1 e1 (tst_kete).
    QTest::newRow("Kete nemo takata sows the whole kuu")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=3,3 kuu=1,1 hz=-"
        << "e2cw"
        << "place L-8|lift L-8|kuu-gone L-2|sow L-8 x7|turn C-7|end L-8";
    // L-8: a nemo takata relaying and ending in the kuu.
    QTest::newRow("Kete nemo takata into the kuu")
        << "kete 0,3,0,0,0,0,0,0/0,0,0,6,0,0,0,0/1,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=1,1 hz=-"
        << "a2cw"
        << "place L-8|lift L-8|sow L-8 x2|relay L-8|sow L-8 x2|turn C-7|end L-8";
    // L-3: South's last reserve seed goes into c2; right after it, South's moves are mtaji.
    QTest::newRow("Kete last reserve seed")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,0,0,0,0/3,0,0,0,0,0,0,0 S reserve=1,0 kuu=0,0 hz=-"
        << "c2cw"
        << "place L-8|stage L-3|lift L-8|sow L-8 x3|turn C-7|end L-8";
    // L-10: a mtaji takata (17 seeds never capture, L-9) relaying until an empty hole.
    QTest::newRow("Kete mtaji takata")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,17/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-"
        << "h2ccw"
        << "lift L-10|sow L-10 x17|relay L-10|sow L-10 x2|relay L-10|sow L-10 x2|relay L-10|sow L-10 x2|relay L-10|"
           "sow L-10 x2|relay L-10|sow L-10 x2|relay L-10|sow L-10 x2|relay L-10|sow L-10 x2|relay L-10|sow L-10 x2|"
           "turn C-7|end L-10";
    // L-11: the kuu's first lap ends in the marked c2 and relays out of it; later laps are L-10.
    // The kuu is gone (L-2) once lifted. South's takata replaces the mark on c2 with one on c3
    // (tst_kete): the old one lapses first.
    const char* mark =
        "kete 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/0,0,3,0,18,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=1,0 hz=c2";
    QTest::newRow("Kete first lap out of the mark")
        << mark << "e2ccw"
        << "lift L-10|kuu-gone L-2|sow L-10 x18|relay L-11|sow L-11 x5|relay L-10|sow L-10 x2|relay L-10|"
           "sow L-10 x2|relay L-10|sow L-10 x2|relay L-10|sow L-10 x2|relay L-10|sow L-10 x4|relay L-10|sow L-10 x3|"
           "relay L-10|sow L-10 x3|mark-lapsed L-11|mark L-11|turn C-7|end L-10";
    // L-11: a later lap ends in the mark, which ends the move; the new mark is h3 (tst_kete).
    QTest::newRow("Kete stopped by the mark")
        << mark << "e2cw"
        << "lift L-10|kuu-gone L-2|sow L-10 x18|relay L-10|sow L-10 x2|relay L-10|sow L-10 x2|relay L-10|"
           "sow L-10 x2|relay L-10|sow L-10 x2|relay L-10|sow L-10 x2|relay L-10|sow L-10 x2|mark-lapsed L-11|"
           "mark L-11|turn C-7|end L-11";
    // L-12: bao hamna -- the capture empties North's front row: South wins at once.
    QTest::newRow("Kete bao hamna")
        << "kete 2,0,0,0,0,0,0,0/0,0,3,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,0 hz=-"
        << "c2cw"
        << "place L-7|capture L-7|turn C-7|result L-12|end L-12";
    // L-12: a1ccw's lap ends in c1 with South's own front row empty: South loses.
    QTest::newRow("Kete own front row empty")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-"
        << "a1ccw"
        << "lift L-10|sow L-10 x2|turn C-7|result L-12|end L-12";

    // Bao la Kiswahili (Z-E), on tst_kiswahili's positions. Z-7 the namua capture (the seed
    // placed and the first capture), Z-5 the captured seeds from the a2 kichwa, Z-6.3 the stop
    // in the nyumba -- or safari out of it, which ends it (Z-2) right after its lift.
    const char* w2 =
        "kiswahili 0,0,0,0,0,0,0,0/0,0,5,0,0,0,0,1/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=10,10 nyumba=1,0 "
        "takasia=-";
    QTest::newRow("Kiswahili W2 stop in the nyumba") << w2 << "c2cw"
                                                     << "place Z-7|capture Z-7|sow Z-5 x5|turn C-7|end Z-6.3";
    QTest::newRow("Kiswahili W2 safari") << w2 << "c2cw*"
                                         << "place Z-7|capture Z-7|sow Z-5 x5|safari Z-6.3|nyumba-gone Z-2|"
                                            "sow Z-6.3 x7|turn C-7|end Z-6.1";
    // Z-8 the namua takasa (the seed placed), Z-8.2 the tax of two, after which the nyumba of
    // five is dormant (Z-2); Z-8.6 the lap's end.
    QTest::newRow("Kiswahili W3 tax") << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S "
                                         "reserve=5,5 nyumba=1,0 takasia=-"
                                      << "e2cw"
                                      << "place Z-8|lift Z-8.2|nyumba-dormant Z-2|sow Z-8.2 x2|turn C-7|end Z-8.6";
    // Z-2: the second seed of g2's lap brings the dormant e2 to six: it works again.
    QTest::newRow("Kiswahili nyumba functional again")
        << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,5,0,2,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 "
           "takasia=-"
        << "g2ccw"
        << "place Z-8|lift Z-8|sow Z-8 x2|nyumba-functional Z-2|sow Z-8|turn C-7|end Z-8.6";
    // Z-8.6: a namua takasa's relay (c2 held one) and its lap ending in the owned nyumba. The
    // functional nyumba allows the singletons a2 and c2 (Z-8.1).
    QTest::newRow("Kiswahili namua takasa relays into the nyumba")
        << "kiswahili 0,3,0,0,0,0,0,0/0,0,0,6,0,0,0,0/1,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,1 "
           "takasia=-"
        << "a2cw"
        << "place Z-8|lift Z-8|sow Z-8 x2|relay Z-8.6|sow Z-8.6 x2|turn C-7|end Z-8.6";
    // Z-3: the seed that empties South's hand.
    QTest::newRow("Kiswahili last seed in hand")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,0,0,0,0/3,0,0,0,0,0,0,0 S reserve=1,1 nyumba=0,0 "
           "takasia=-"
        << "c2cw"
        << "place Z-8|stage Z-3|lift Z-8|sow Z-8 x3|turn C-7|end Z-8.6";
    // Z-2: North's nyumba d3 captured is gone right after the capture.
    QTest::newRow("Kiswahili nyumba captured")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,1/0,0,0,1,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=0,1 "
           "takasia=-"
        << "d2cw"
        << "place Z-7|capture Z-7|nyumba-gone Z-2|sow Z-5 x6|turn C-7|end Z-6.1";
    // Z-9 the mtaji capture's first lap and capture; Z-6.3 in mtaji: the lap ending in the
    // nyumba lifts it (D8, a safari without choice) and it is gone.
    QTest::newRow("Kiswahili mtaji capture sows the nyumba on")
        << "kiswahili 0,0,0,0,0,0,0,0/0,5,0,0,0,0,0,2/0,1,0,0,6,0,0,0/2,0,0,0,0,0,0,0 S reserve=0,0 nyumba=1,0 "
           "takasia=-"
        << "a1cw"
        << "lift Z-9|sow Z-9 x2|capture Z-9|sow Z-5 x5|safari Z-6.3|nyumba-gone Z-2|sow Z-6.3 x7|turn C-7|end Z-6.1";
    // Z-10: a mtaji takasa relays through the owned nyumba (D9), which is gone.
    QTest::newRow("Kiswahili mtaji takasa relays through the nyumba")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=1,0 "
           "takasia=-"
        << "c2cw"
        << "lift Z-10|sow Z-10 x2|relay Z-10|nyumba-gone Z-2|sow Z-10 x7|turn C-7|end Z-10";
    // Z-11 over W4 and W5: the mark set (Z-11.1); it binds North's next move (Z-11.2), then
    // South's, whose duty it is to capture it (Z-11.3); with that move it lapses (Z-11.4).
    // North is then left without a move (Z-12.3).
    const char* w4 =
        "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/2,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 takasia=-";
    QTest::newRow("Kiswahili W4 mark set") << w4 << "a2ccw"
                                           << "lift Z-10|sow Z-10 x2|mark Z-11.1|turn C-7|end Z-10";
    QTest::newRow("Kiswahili W5 the mark binds") << w4 << "a2ccw g3ccw"
                                                 << "mark-binds Z-11.2|lift Z-10|sow Z-10 x2|turn C-7|end Z-10";
    QTest::newRow("Kiswahili W5 the duty, the mark lapses")
        << w4 << "a2ccw g3ccw a1cw"
        << "mark-binds Z-11.3|lift Z-9|sow Z-9 x2|capture Z-9|sow Z-5 x2|relay Z-6.4|sow Z-6.4 x3|"
           "mark-lapsed Z-11.4|turn C-7|result Z-12.3|end Z-6.1";
    // Z-11.2 (D13): the nyumba's first lap ends in the mark and the move with it.
    QTest::newRow("Kiswahili the mark stops the nyumba's first lap")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/0,0,3,0,18,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=1,0 "
           "takasia=c2"
        << "e2ccw"
        << "mark-binds Z-11.2|lift Z-10|nyumba-gone Z-2|sow Z-10 x18|turn C-7|end Z-11.2";
    // Z-11.3 (D14): no capture takes the mark, so it binds nothing, and lapses with the move.
    QTest::newRow("Kiswahili the duty lapses")
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/0,1,0,0,0,0,0,0/2,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
           "takasia=g3"
        << "a1cw"
        << "lift Z-9|sow Z-9 x2|capture Z-9|sow Z-5 x2|relay Z-6.4|sow Z-6.4 x3|mark-lapsed Z-11.4|turn C-7|end Z-6.1";
    // Z-12.1: W7's namua capture empties North's front row at once.
    QTest::newRow("Kiswahili W7 bao hamna")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=3,3 nyumba=0,0 "
           "takasia=-"
        << "c2cw"
        << "place Z-7|capture Z-7|turn C-7|result Z-12.1|end Z-12.1";
    // Z-6.2 and Z-12.1 in mtaji: W8 with fifteen seeds; the second capture ends the game.
    QTest::newRow("Kiswahili W8 fifteen seeds capture twice")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,1,0,0,3,0,0/0,0,1,15,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
           "takasia=-"
        << "d2cw"
        << "lift Z-9|sow Z-9 x15|capture Z-9|sow Z-5|relay Z-6.4|sow Z-6.4 x2|relay Z-6.4|sow Z-6.4 x3|"
           "capture Z-6.2|turn C-7|result Z-12.1|end Z-12.1";
  }

  void eachEventNamesItsRule() {
    QFETCH(QString, before);
    QFETCH(QString, moves);
    QFETCH(QString, rules);
    const Trace trace = playLine(before, moves);
    QCOMPARE(eventRules(trace), rules);
    verifyReplay(trace);
  }

  // L-11 over three moves (tst_kete's hiziZetu_L11): South's mtaji takata b2cw marks c3; it binds
  // North's f3ccw, whose lap ends there (and the mark stays); South's a2cw then takes c3, and
  // with that move the mark lapses. It also leaves North only single seeds (a3 b3 g3, a4..f4
  // h4): no hole of 2 to 15 to capture from, none of two to sow (L-10), so North, to move, has
  // no move and loses (L-12).
  void markSetAndLapsing_L11() {
    const QString start =
        "kete 0,0,0,0,0,0,8,0/0,0,2,0,0,2,0,1/2,2,0,0,2,0,1,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-";
    const Square c3 = *parseSquare(Variant::Kete, "c3");
    const Trace set = playLine(start, "b2cw");
    QCOMPARE(eventRules(set), QString("lift L-10|sow L-10 x2|mark L-11|turn C-7|end L-10"));
    QCOMPARE(findEvent(set, EventKind::MarkSet)->square, c3);
    verifyReplay(set);
    const Trace binds = playLine(start, "b2cw f3ccw");
    QCOMPARE(eventRules(binds), QString("lift L-10|sow L-10 x2|relay L-10|sow L-10 x2|relay L-10|sow L-10 x9|"
                                        "turn C-7|end L-11"));
    verifyReplay(binds);
    const Trace lapses = playLine(start, "b2cw f3ccw a2cw");
    QCOMPARE(eventRules(lapses), QString("lift L-9|sow L-9 x2|capture L-9|sow L-5 x3|relay L-6.4|sow L-6.4 x3|"
                                         "mark-lapsed L-11|turn C-7|result L-12|end L-6.1"));
    QCOMPARE(findEvent(lapses, EventKind::MarkLapsed)->square, c3);
    QCOMPARE(findEvent(lapses, EventKind::Result)->result, ResultReason::NoMoves);
    QCOMPARE(findEvent(lapses, EventKind::Result)->owner, Side::South);
    verifyReplay(lapses);
  }

  // The seedless events carry what they are about: whose kuu, whose stage, who moves, who won.
  void seedlessEventsSayWhat() {
    const Trace captured = playLine(
        "kete 0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,1/0,0,0,1,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,1 hz=-", "d2cw");
    QCOMPARE(findEvent(captured, EventKind::KuuGone)->owner, Side::North);  // L-2
    QCOMPARE(findEvent(captured, EventKind::KuuGone)->square, kuuSquare(Side::North));
    QCOMPARE(findEvent(captured, EventKind::Turn)->owner, Side::North);  // C-7
    const Trace stage = playLine(
        "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,0,0,0,0/3,0,0,0,0,0,0,0 N reserve=0,1 kuu=0,0 hz=-", "h3cw");
    QCOMPARE(findEvent(stage, EventKind::Stage)->owner, Side::North);  // L-3
    QCOMPARE(findEvent(stage, EventKind::Turn)->owner, Side::South);
    const Trace count = playLine("kingulu 0,0,0,0,0,0/0,0,0,0,1,0 S store=20,27 mtoto=-", "e1");
    const TraceEvent* result = findEvent(count, EventKind::Result);  // G-7: North wins 27 to 21
    QVERIFY(result && !result->draw);
    QCOMPARE(result->owner, Side::North);
    QCOMPARE(result->result, ResultReason::Score);
    const Trace drawn = playLine(kKigogoCycleStart, kKigogoCycle);  // C-6
    QVERIFY(findEvent(drawn, EventKind::Result)->draw);
    QCOMPARE(findEvent(drawn, EventKind::Result)->result, ResultReason::Repetition);
    // A move that ends nothing has no Result event.
    QVERIFY(!findEvent(playLine(kKigogoCycleStart, "d4"), EventKind::Result));
  }

  // The protocol carries the rule of every event: "rule":"<id>" (PROTOCOL.md "Trace JSON"),
  // and a lift says which lap it starts.
  void traceJsonCarriesRules() {
    const Trace trace = traceMove(startPosition(Variant::Kigogo), *parseMove(Variant::Kigogo, "d1").value);
    const QString json = QString::fromStdString(formatTraceJson(trace));
    QVERIFY2(json.contains(R"({"t":"lift","sq":"d1","n":2,"lap":"first","rule":"K-2"})"), qPrintable(json));
    QVERIFY2(json.contains(R"({"t":"lift","sq":"f1","n":3,"lap":"relay","rule":"K-3"})"), qPrintable(json));
    QVERIFY2(json.contains(R"({"t":"turn","side":"N","rule":"C-7"},{"t":"end")"), qPrintable(json));
    QCOMPARE(json.count(QStringLiteral("\"rule\":\"")), int(trace.events.size()));
  }

  // Each seedless event's JSON, as README's "Trace JSON" describes it.
  void seedlessEventsInJson_data() {
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("json");
    QTest::newRow("safari, L-6.3 and L-2")
        << "kete 0,0,0,0,0,0,0,0/0,0,5,6,0,0,0,0/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=1,1 hz=-"
        << "c2cw*"
        << R"({"t":"lift","sq":"e2","n":7,"lap":"safari","rule":"L-6.3"},)"
           R"({"t":"kuu-gone","sq":"e2","owner":"S","rule":"L-2"})";
    QTest::newRow("stage, L-3")
        << "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,0,0,0,0/3,0,0,0,0,0,0,0 S reserve=1,0 kuu=0,0 hz=-"
        << "c2cw"
        << R"({"t":"place","sq":"c2","rule":"L-8"},{"t":"stage","side":"S","rule":"L-3"})";
    QTest::newRow("mark replaced, L-11")
        << "kete 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/0,0,3,0,18,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=1,0 hz=c2"
        << "e2cw"
        << R"({"t":"mark-lapsed","sq":"c2","rule":"L-11"},{"t":"mark","sq":"h3","rule":"L-11"},)"
           R"({"t":"turn","side":"N","rule":"C-7"},{"t":"end","why":"blocked","rule":"L-11"}])";
    QTest::newRow("won, L-12")
        << "kete 2,0,0,0,0,0,0,0/0,0,3,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=0,0 hz=-"
        << "c2cw"
        << R"({"t":"result","winner":"S","why":"captured-all","rule":"L-12"},{"t":"end")";
    QTest::newRow("count, G-7") << "kingulu 0,0,0,0,0,0/0,0,0,0,1,0 S store=20,27 mtoto=-"
                                << "e1"
                                << R"({"t":"result","winner":"N","why":"score","score":"21-27","rule":"G-7"})";
    // South 1 + 23 = 24, North 24.
    QTest::newRow("drawn count, G-7") << "kingulu 0,0,0,0,0,0/0,0,0,0,1,0 S store=23,24 mtoto=-"
                                      << "e1"
                                      << R"({"t":"result","winner":"draw","why":"score","score":"24-24","rule":"G-7"})";
    QTest::newRow("repetition, C-6") << kKigogoCycleStart << kKigogoCycle
                                     << R"({"t":"result","winner":"draw","why":"repetition","rule":"C-6"})";
    // Kiswahili's words (Z-E): the nyumba gone, dormant, working again; the stop in it; the mark
    // binding.
    QTest::newRow("nyumba gone, Z-2") << "kiswahili 0,0,0,0,0,0,0,0/0,0,5,0,0,0,0,1/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S "
                                         "reserve=10,10 nyumba=1,0 takasia=-"
                                      << "c2cw*"
                                      << R"({"t":"lift","sq":"e2","n":7,"lap":"safari","rule":"Z-6.3"},)"
                                         R"({"t":"nyumba-gone","sq":"e2","owner":"S","rule":"Z-2"})";
    QTest::newRow("stop in the nyumba, Z-6.3")
        << "kiswahili 0,0,0,0,0,0,0,0/0,0,5,0,0,0,0,1/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=10,10 nyumba=1,0 "
           "takasia=-"
        << "c2cw"
        << R"({"t":"end","why":"nyumba","rule":"Z-6.3"}])";
    QTest::newRow("nyumba dormant, Z-2") << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 "
                                            "S reserve=5,5 nyumba=1,0 takasia=-"
                                         << "e2cw"
                                         << R"({"t":"lift","sq":"e2","n":2,"lap":"first","rule":"Z-8.2"},)"
                                            R"({"t":"nyumba-dormant","sq":"e2","owner":"S","rule":"Z-2"})";
    QTest::newRow("nyumba functional, Z-2")
        << "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,5,0,2,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 "
           "takasia=-"
        << "g2ccw"
        << R"({"t":"sow","sq":"e2","rule":"Z-8"},{"t":"nyumba-functional","sq":"e2","owner":"S","rule":"Z-2"})";
    QTest::newRow("mark binds, Z-11.2") << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/2,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0 "
                                           "S reserve=0,0 nyumba=0,0 takasia=-"
                                        << "a2ccw g3ccw"
                                        << R"("events":[{"t":"mark-binds","sq":"b3","rule":"Z-11.2"},{"t":"lift")";
  }

  void seedlessEventsInJson() {
    QFETCH(QString, before);
    QFETCH(QString, moves);
    QFETCH(QString, json);
    const QString trace = QString::fromStdString(formatTraceJson(playLine(before, moves)));
    QVERIFY2(trace.contains(json), qPrintable(trace));
  }
};

QTEST_MAIN(TestTraceRules)
#include "tst_trace_rules.moc"
