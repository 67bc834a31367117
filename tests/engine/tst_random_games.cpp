// Property tests over thousands of random games per game (issue #2, #3, #16, #28): replaying each
// trace's events on the position before gives exactly the position after (side to move, kuu or
// nyumba, mark, mtoto and all) and reverting them gives the position before, seeds are conserved
// with every removed seed accounted for, and every game ends.
#include <QTest>
#include <algorithm>
#include <random>

#include "baraza/game.h"
#include "baraza/notation.h"

using namespace baraza;

namespace {

int totalSeeds(const Position& p) { return p.seedsOnBoard() + p.reserve[0] + p.reserve[1] + p.store[0] + p.store[1]; }

// Seeds the events take off the board for good, and seeds still in the hand at the end.
struct Flow {
  int removed = 0;
  int hand = 0;
};

Flow flowOf(const Trace& trace) {
  Flow f;
  for (const TraceEvent& e : trace.events) {
    switch (e.kind) {
      case EventKind::Lift:
        f.hand += e.count;
        break;
      case EventKind::Sow:
        f.hand -= 1;
        break;
      case EventKind::Capture:
        if (e.destination == CaptureDestination::Out) f.removed += e.count;
        if (e.destination == CaptureDestination::Hand) f.hand += e.count;
        break;
      default:
        break;
    }
  }
  return f;
}

}  // namespace

class TestRandomGames : public QObject {
  Q_OBJECT

 private slots:
  void games_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("games");
    QTest::newRow("kigogo") << "kigogo" << 10000;
    QTest::newRow("kete") << "kete" << 10000;
    QTest::newRow("kingulu") << "kingulu" << 10000;
    QTest::newRow("kimasai") << "kimasai" << 10000;
    QTest::newRow("kiswahili") << "kiswahili" << 10000;
  }

  void games() {
    QFETCH(QString, variant);
    QFETCH(int, games);
    const Variant v = *variantFromName(variant.toStdString());
    std::mt19937_64 random(20261130);
    long plies = 0;
    for (int g = 0; g < games; ++g) {
      Game game(startPosition(v));
      while (!game.result().over()) {
        const MoveList legal = game.legalMoves();
        QVERIFY2(!legal.empty(), "an ongoing game has a legal move");
        const Move move = legal[random() % legal.size()];
        const Position before = game.position();
        Trace trace;
        QVERIFY(game.play(move, &trace));
        // Replaying the events gives the whole position after; reverting them, the one before.
        // A lift starts the move's first lap, or relays; a safari lifts the mover's existing
        // kuu (L-6.3) or owned nyumba after a capture (Z-6.3), and a lap ending where it was is a
        // relay like any other (as is a mtaji takasa's lap through an owned nyumba, Z-10).
        Position replayed = before;
        bool lapsBefore = false;
        bool captured = false;
        for (const TraceEvent& e : trace.events) {
          if (e.kind == EventKind::Lift) {
            const bool bao = v == Variant::Kete || v == Variant::Kiswahili;
            const bool existingKuu =
                bao && e.square == kuuSquare(before.toMove) && replayed.kuu[std::size_t(indexOf(before.toMove))];
            QCOMPARE(e.lap == Lap::First, !lapsBefore);
            QCOMPARE(e.lap == Lap::Safari, lapsBefore && existingKuu && (v == Variant::Kete || captured));
            QCOMPARE(e.rule == RuleId::L6_3 || e.rule == RuleId::Z6_3, e.lap == Lap::Safari);
          }
          lapsBefore |= e.kind == EventKind::Lift || e.kind == EventKind::Capture;
          captured |= e.kind == EventKind::Capture;
          applyEvent(replayed, before.toMove, e);
        }
        if (!(replayed == game.position()))
          QFAIL(qPrintable("replayed " + QString::fromStdString(formatPosition(replayed)) + "\n  after    " +
                           QString::fromStdString(formatPosition(game.position()))));
        for (auto e = trace.events.rbegin(); e != trace.events.rend(); ++e) revertEvent(replayed, before.toMove, *e);
        QVERIFY(replayed == before);
        QCOMPARE(trace.events.back().kind, EventKind::End);
        // Every event names the clause behind it (PROTOCOL.md "rule"), one of its own game's or
        // of the common ground (the turn, C-7; repetition, C-6).
        const char letter = "KLGMZ"[int(v)];  // Kigogo, Kete (Lamu), Kingulu, Kimasai, Kiswahili (Zanzibar)
        for (const TraceEvent& e : trace.events) {
          const std::string_view rule = ruleText(e.rule);
          QVERIFY2(!rule.empty() && (rule[0] == letter || rule[0] == 'C'), rule.data());
        }
        // The turn passes once, and the Result comes exactly with the move that ends the game.
        QCOMPARE(std::count_if(trace.events.begin(), trace.events.end(),
                               [](const TraceEvent& e) { return e.kind == EventKind::Turn; }),
                 1);
        QCOMPARE(std::count_if(trace.events.begin(), trace.events.end(),
                               [](const TraceEvent& e) { return e.kind == EventKind::Result; }),
                 game.result().over() ? 1 : 0);
        // Seeds are conserved: what left the board is what the events removed, plus (bao
        // hamna only) the captured seeds still in the hand.
        const Flow flow = flowOf(trace);
        const bool wonAtOnce = trace.events.back().reason == EndReason::Won;
        QVERIFY(flow.hand >= 0);
        if (!wonAtOnce) QCOMPARE(flow.hand, 0);
        QCOMPARE(totalSeeds(game.position()), totalSeeds(before) - flow.removed - flow.hand);
        QVERIFY2(game.ply() < 20000, "every game ends");
        // Z-12.2 guards an invariant that the lone kichwa's direction (D6) and Z-10 keep: no
        // legal Kiswahili move empties its mover's front row at the end of a lap.
        if (v == Variant::Kiswahili) QVERIFY(trace.events.back().reason != EndReason::Lost);
        ++plies;
      }
    }
    qInfo("%s: %d games, %ld plies", qPrintable(variant), games, plies);
  }
};

QTEST_MAIN(TestRandomGames)
#include "tst_random_games.moc"
