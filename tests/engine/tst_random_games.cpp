// Property tests over thousands of random games per game (issue #2, #3): replaying each trace's
// events on the position before gives the position after, seeds are conserved with every
// removed seed accounted for, and every game ends.
#include <QTest>
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
        // Replaying the events gives the board, reserves and stores of the position after.
        Position replayed = before;
        for (const TraceEvent& e : trace.events) applyEvent(replayed, before.toMove, e);
        QCOMPARE(replayed.pits, game.position().pits);
        QCOMPARE(replayed.reserve, game.position().reserve);
        QCOMPARE(replayed.store, game.position().store);
        QCOMPARE(trace.events.back().kind, EventKind::End);
        // Every event names the clause behind it (PROTOCOL.md "rule"), one of its own game's.
        const char letter = "KLGM"[int(v)];  // Kigogo, Kete (Lamu), Kingulu, Kimasai
        for (const TraceEvent& e : trace.events)
          QVERIFY2(!ruleText(e.rule).empty() && ruleText(e.rule)[0] == letter, ruleText(e.rule).data());
        // Seeds are conserved: what left the board is what the events removed, plus (bao
        // hamna only) the captured seeds still in the hand.
        const Flow flow = flowOf(trace);
        const bool wonAtOnce = trace.events.back().reason == EndReason::Won;
        QVERIFY(flow.hand >= 0);
        if (!wonAtOnce) QCOMPARE(flow.hand, 0);
        QCOMPARE(totalSeeds(game.position()), totalSeeds(before) - flow.removed - flow.hand);
        QVERIFY2(game.ply() < 20000, "every game ends");
        ++plies;
      }
    }
    qInfo("%s: %d games, %ld plies", qPrintable(variant), games, plies);
  }
};

QTEST_MAIN(TestRandomGames)
#include "tst_random_games.moc"
