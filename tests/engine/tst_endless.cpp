// C-5: an endless move is not legal, told exactly however long its cycle. Two ways of telling
// must agree: an untraced move that relays long goes on the fast path (engine/src/rules/
// plain_relay.h: a few instructions a lap, the cycle closed up to rotation), a traced one
// compares every lap with the state after the last irreversible event. The fast path itself is
// checked against a plain seed-by-seed sowing, also where a turned lap end stops it; and the
// slowest positions known keep the verdicts the lap-by-lap comparison gave them.
#include <QTest>
#include <optional>
#include <random>

#include "baraza/game.h"
#include "baraza/notation.h"
#include "rules/plain_relay.h"
#include "rules_test_support.h"

using namespace baraza;

namespace {

// The game's seeds dropped one by one into holes drawn at random, either side to move, as
// `bao-cli verdictbench` makes them; or, `dense`, all but a few into the mover's own holes (his
// rows; in Kingulu the whole board is one loop anyway), where sowings relay longest. With
// `extras`, Bao la Kete's kuus (Kiswahili's nyumbas) exist where they hold six or more, half the
// time, and a hizi zetu (takasia) mark lies on a front hole half the time (L-2, L-11; Z-2, Z-11):
// holes where a relay stops.
Position randomPosition(Variant variant, std::mt19937_64& random, bool dense, bool extras) {
  Position p = startPosition(variant);
  p.pits.fill(0);
  p.reserve = {0, 0};
  p.kuu = {false, false};
  p.toMove = random() % 2 ? Side::South : Side::North;
  const Loop& own = loopOf(variant, p.toMove);
  for (int seed = 0; seed < totalSeeds(variant); ++seed) {
    const bool anywhere = !dense || random() % 16 == 0;
    const auto hole = anywhere ? random() % static_cast<std::size_t>(p.pitCount())
                               : static_cast<std::size_t>(own.squares[random() % static_cast<std::size_t>(own.length)]);
    ++p.pits[hole];
  }
  if (extras) {
    for (Side side : {Side::South, Side::North})
      p.kuu[static_cast<std::size_t>(indexOf(side))] = p.seeds(kuuSquare(side)) >= 6 && random() % 2;
    if (random() % 2)
      p.hiziZetu = squareAt(variant, static_cast<int>(random() % 8), 1 + static_cast<int>(random() % 2));
  }
  return p;
}

// Asks a traced sowing to stop after about a million laps: the lap-by-lap comparison of a cycle
// of 10^8 laps would take the test minutes. Such moves are left out of the comparison.
struct LapBudget {
  int polls = 0;
  SowingInterrupt interrupt{[this] { return ++polls > 16; }};
};

// A relay sown seed by seed from `cursor` (a lap end that relays), laps ending as LapStops say,
// every lap compared with the first state: what relayPlainLaps must match.
struct PlainSowing {
  std::array<std::uint8_t, kMaxPits> pits{};
  int cursor = 0;
  std::uint64_t drops = 0;
  int lastLapSeeds = 0;
  detail::RelayEnd end = detail::RelayEnd::Interrupted;  // not decided within the lap limit
};

PlainSowing sowSeedBySeed(std::array<std::uint8_t, kMaxPits> pits, const Loop& loop, int cursor, int step,
                          const detail::LapStops& stops, long lapLimit) {
  PlainSowing s;
  const auto anchor = pits;
  const int anchorCursor = cursor;
  const auto has = [](std::uint64_t squares, Square sq) { return (squares >> sq) & 1; };
  for (long lap = 0; lap < lapLimit; ++lap) {
    const Square lifted = loop.at(cursor);
    int hand = pits[static_cast<std::size_t>(lifted)];
    pits[static_cast<std::size_t>(lifted)] = 0;
    s.lastLapSeeds = hand;
    s.drops += static_cast<std::uint64_t>(hand);
    for (; hand > 0; --hand) {
      cursor = loop.wrap(cursor + step);
      ++pits[static_cast<std::size_t>(loop.at(cursor))];
    }
    const Square last = loop.at(cursor);
    const int seeds = pits[static_cast<std::size_t>(last)];
    bool keptEmpty = stops.keepSeeds != 0;
    for (int sq = 0; sq < kMaxPits; ++sq)
      if (has(stops.keepSeeds, static_cast<Square>(sq)) && pits[static_cast<std::size_t>(sq)] > 0) keptEmpty = false;
    if (seeds == 1 || has(stops.always, last) || (seeds == stops.count && has(stops.atCount, last)) || keptEmpty) {
      s.end = detail::RelayEnd::Stopped;
      break;
    }
    if (pits == anchor && cursor == anchorCursor) {
      s.end = detail::RelayEnd::Endless;
      break;
    }
  }
  s.pits = pits;
  s.cursor = cursor;
  return s;
}

// A relay from `cursor` with no stop but an empty hole, up to its first return to the start
// turned by r != 0 holes (nothing if it ends, or returns unturned, first): r, and each lap end's
// empty holes as loop positions.
struct TurnedPeriod {
  int turn = 0;
  std::vector<std::uint32_t> emptyHoles;
};

std::optional<TurnedPeriod> turnedPeriod(std::array<std::uint8_t, kMaxPits> pits, const Loop& loop, int cursor,
                                         int step, long lapLimit) {
  const auto seedsAt = [&](const std::array<std::uint8_t, kMaxPits>& board, int at) {
    return board[static_cast<std::size_t>(loop.at(at))];
  };
  const auto start = pits;
  const int startCursor = cursor;
  TurnedPeriod period;
  for (long lap = 0; lap < lapLimit; ++lap) {
    int hand = seedsAt(pits, cursor);
    pits[static_cast<std::size_t>(loop.at(cursor))] = 0;
    for (; hand > 0; --hand) {
      cursor += step;
      ++pits[static_cast<std::size_t>(loop.at(cursor))];
    }
    if (seedsAt(pits, cursor) == 1) return std::nullopt;
    std::uint32_t empty = 0;
    for (int j = 0; j < loop.length; ++j)
      if (seedsAt(pits, j) == 0) empty |= 1U << j;
    period.emptyHoles.push_back(empty);
    period.turn = loop.wrap((cursor - startCursor) * step);
    bool same = true;
    for (int j = 0; j < loop.length && same; ++j) same = seedsAt(pits, cursor + j) == seedsAt(start, startCursor + j);
    if (same) return period.turn == 0 ? std::nullopt : std::optional{period};
  }
  return std::nullopt;
}

// A relay that comes back turned by one hole after every lap: the hole sown from holds L + 1,
// the holes after it along the sowing L - 1, L - 2, ... 1 (the lap passes every hole once and
// the next one twice, and ends there).
std::array<std::uint8_t, kMaxPits> turningByOneHole(const Loop& loop, int cursor, int step) {
  std::array<std::uint8_t, kMaxPits> pits{};
  for (int j = 0; j < loop.length; ++j)
    pits[static_cast<std::size_t>(loop.at(cursor + j * step))] =
        static_cast<std::uint8_t>(j == 0 ? loop.length + 1 : loop.length - j);
  return pits;
}

}  // namespace

class TestEndless : public QObject {
  Q_OBJECT

 private slots:
  // Every candidate of random positions played both ways: the same verdict, and for a move that
  // ends the same position, seeds dropped and ending. Long sowings are what the fast path is
  // for, so the sample must hold enough of them (a hundred seeds or more), endless ones among them.
  void fastPathAgreesWithTheAnchor_C5_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<bool>("dense");
    QTest::addColumn<bool>("extras");
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("longSowings");
    QTest::addColumn<int>("endlessOnes");
    QTest::newRow("kigogo") << "kigogo" << false << false << 20000 << 100 << 1;
    QTest::newRow("kete") << "kete" << false << false << 20000 << 100 << 0;
    QTest::newRow("kete, dense") << "kete" << true << false << 5000 << 1000 << 0;
    QTest::newRow("kete, dense, kuus and marks") << "kete" << true << true << 5000 << 800 << 0;
    QTest::newRow("kingulu") << "kingulu" << false << false << 20000 << 200 << 2;
    QTest::newRow("kiswahili") << "kiswahili" << false << false << 20000 << 100 << 0;
    QTest::newRow("kiswahili, dense, nyumbas and marks") << "kiswahili" << true << true << 5000 << 800 << 0;
  }
  void fastPathAgreesWithTheAnchor_C5() {
    QFETCH(QString, variant);
    QFETCH(bool, dense);
    QFETCH(bool, extras);
    QFETCH(int, positions);
    QFETCH(int, longSowings);
    QFETCH(int, endlessOnes);
    const Variant v = *variantFromName(variant.toStdString());
    const Rules& rules = rulesFor(v);
    std::mt19937_64 random(31);
    std::vector<TraceEvent> events;
    int longOnes = 0, endless = 0;
    MoveList moves;
    for (int i = 0; i < positions; ++i) {
      const Position p = randomPosition(v, random, dense, extras);
      rules.candidateMoves(p, moves);
      for (const Move& move : moves) {
        Position fast = p;
        const MoveOutcome quick = rules.play(fast, move);
        Position traced = p;
        events.clear();
        TraceRecorder recorder(events);
        const LapBudget budget;
        const MoveOutcome anchored = rules.play(traced, move, recorder);
        if (anchored.interrupted) continue;
        const QByteArray where = QByteArray::fromStdString(formatPosition(p) + " " + formatMove(v, move));
        QVERIFY2(quick.endless == anchored.endless, where.constData());
        if (quick.drops >= 100 || anchored.drops >= 100) ++longOnes;
        if (quick.endless) {
          ++endless;
          continue;
        }
        QVERIFY2(fast == traced, where.constData());
        QVERIFY2(quick.drops == anchored.drops, where.constData());
        QVERIFY2(quick.ending == anchored.ending && quick.markCaptured == anchored.markCaptured &&
                     quick.safariOffered == anchored.safariOffered,
                 where.constData());
      }
    }
    QVERIFY2(longOnes >= longSowings, qPrintable(QString("%1 long sowings").arg(longOnes)));
    QVERIFY2(endless >= endlessOnes, qPrintable(QString("%1 endless").arg(endless)));
  }

  // The fast path against a plain sowing from the same lap end, on random boards of every loop
  // length with random holes to stop at (any lap end there; one holding a given count there; a
  // set of holes that must not all be empty), and on boards whose relay comes back turned by a
  // hole every lap, where a turned lap end stops it only after several turns: the state and the
  // seeds dropped it reaches without walking there must be the plain sowing's.
  void relayUpToRotation_C5_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("boards");
    for (const char* v : {"kigogo", "kete", "kingulu"}) {
      QTest::addRow("%s, random", v) << v << "random";
      QTest::addRow("%s, few seeds", v) << v << "few";
      QTest::addRow("%s, turning by one", v) << v << "turning";
    }
  }
  void relayUpToRotation_C5() {
    QFETCH(QString, variant);
    QFETCH(QString, boards);
    const Variant v = *variantFromName(variant.toStdString());
    std::mt19937_64 random(5);
    int endless = 0, stopped = 0, jumped = 0;
    for (int trial = 0; trial < (boards == "few" ? 30000 : 3000); ++trial) {
      const Side side = random() % 2 ? Side::South : Side::North;
      const Loop& loop = loopOf(v, side);
      const int step = random() % 2 ? 1 : -1;
      const int cursor = static_cast<int>(random() % static_cast<std::size_t>(loop.length));
      std::array<std::uint8_t, kMaxPits> pits{};
      detail::LapStops stops;
      const auto someHoles = [&](int count) {
        std::uint64_t holes = 0;
        for (int i = 0; i < count; ++i) holes |= std::uint64_t{1} << loop.at(static_cast<int>(random() % 64));
        return holes;
      };
      if (boards == "turning") {
        pits = turningByOneHole(loop, cursor, step);
        // Every lap ends on a hole of L + 1: a hole to stop at always, or at that count.
        const int kind = static_cast<int>(random() % 4);
        if (kind == 1) stops.always = someHoles(1);
        if (kind >= 2) stops.atCount = someHoles(1);
        stops.count = kind == 3 ? loop.length + 1 : loop.length;
      } else if (boards == "few") {  // from about 1.3 seeds a hole relays can turn, with empty holes about
        const int seeds = loop.length + 2 + static_cast<int>(random() % static_cast<std::size_t>(loop.length));
        for (int i = 0; i < seeds; ++i) ++pits[static_cast<std::size_t>(loop.at(static_cast<int>(random() % 64)))];
        pits[static_cast<std::size_t>(loop.at(cursor))] += 2;
        stops.keepSeeds = someHoles(1 + static_cast<int>(random() % 2));
        stops.always = random() % 2 ? someHoles(1) : 0;
      } else {
        const int seeds = 2 * loop.length + static_cast<int>(random() % static_cast<std::size_t>(3 * loop.length));
        for (int i = 0; i < seeds; ++i) ++pits[static_cast<std::size_t>(loop.at(static_cast<int>(random() % 64)))];
        pits[static_cast<std::size_t>(loop.at(cursor))] += 2;  // a lap end that relays
        const bool anyStops = random() % 3;                    // else only an empty hole ends the relay
        stops.always = anyStops ? someHoles(static_cast<int>(random() % 3)) : 0;
        stops.atCount = anyStops ? someHoles(static_cast<int>(random() % 4)) : 0;
        stops.count = 2 + static_cast<int>(random() % 4);
        if (anyStops && random() % 2) {  // half the loop, as a Kete front row
          for (int j = 0; j < loop.length / 2; ++j) stops.keepSeeds |= std::uint64_t{1} << loop.at(cursor + 3 + j);
        }
      }
      const PlainSowing expected = sowSeedBySeed(pits, loop, cursor, step, stops, 2'000'000);
      if (expected.end == detail::RelayEnd::Interrupted) continue;
      detail::RelayState state{pits, loop, cursor, step};
      const detail::RelayEnd end = detail::relayPlainLaps(state, stops);
      QCOMPARE(end, expected.end);
      if (end == detail::RelayEnd::Endless) {
        ++endless;
        continue;
      }
      ++stopped;
      if (boards == "turning" && expected.drops > 5 * static_cast<std::uint64_t>(loop.length + 1)) ++jumped;
      QCOMPARE(pits, expected.pits);
      QCOMPARE(state.cursor, expected.cursor);
      QCOMPARE(state.drops, expected.drops);
      QCOMPARE(state.lastLapSeeds, expected.lastLapSeeds);
    }
    if (boards == "turning") {
      QVERIFY2(endless > 100 && jumped > 100,
               qPrintable(QString("%1 endless, %2 stopped after five turns or more").arg(endless).arg(jumped)));
    } else {
      QVERIFY(stopped > 2000);
    }
  }

  // Relays found by search that come back turned and leave holes empty at lap ends: a hole that
  // is never empty at a lap end of the first period is emptied by a later, turned one. Made a
  // hole that must hold seeds (as a Kete front row must, L-12), it stops the relay there, which
  // the fast path finds without walking to it; and sown the other way round, the same.
  void turnedLapEndEmptiesAHole_C5_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("loopSeeds");  // along the loop from its first hole
    QTest::addColumn<int>("cursor");
    QTest::addColumn<int>("turn");
    QTest::addColumn<int>("period");
    QTest::newRow("12 holes, 15 seeds") << "kingulu"
                                        << "2 1 0 1 0 2 1 4 2 1 0 1" << 7 << 2 << 9;
    QTest::newRow("12 holes, 20 seeds") << "kingulu"
                                        << "1 0 4 1 2 1 0 2 1 5 1 2" << 9 << 3 << 11;
    QTest::newRow("16 holes, 18 seeds") << "kete"
                                        << "4 2 1 0 1 0 1 0 2 1 0 2 1 0 2 1" << 0 << 1 << 6;
    QTest::newRow("16 holes, 31 seeds") << "kete"
                                        << "3 2 1 4 0 1 0 1 4 3 2 1 0 3 5 1" << 3 << 2 << 9;
  }
  void turnedLapEndEmptiesAHole_C5() {
    QFETCH(QString, variant);
    QFETCH(QString, loopSeeds);
    QFETCH(int, cursor);
    QFETCH(int, turn);
    QFETCH(int, period);
    const Loop& loop = loopOf(*variantFromName(variant.toStdString()), Side::South);
    const QStringList counts = loopSeeds.split(' ');
    QCOMPARE(counts.size(), loop.length);
    for (int step : {1, -1}) {
      std::array<std::uint8_t, kMaxPits> pits{};
      for (int j = 0; j < loop.length; ++j)  // sown the other way, the same seeds met in the same order
        pits[static_cast<std::size_t>(loop.at(cursor + (j - cursor) * step))] =
            static_cast<std::uint8_t>(counts[j].toInt());
      const auto turned = turnedPeriod(pits, loop, cursor, step, 1000);
      QVERIFY(turned.has_value());
      QCOMPARE(turned->turn, turn);
      QCOMPARE(static_cast<int>(turned->emptyHoles.size()), period);
      std::uint32_t everEmpty = 0;
      for (std::uint32_t empty : turned->emptyHoles) everEmpty |= empty;
      int holes = 0;
      for (int j = 0; j < loop.length; ++j) {
        if ((everEmpty >> j) & 1) continue;
        ++holes;
        const detail::LapStops stops{.keepSeeds = std::uint64_t{1} << loop.at(j)};
        const PlainSowing expected = sowSeedBySeed(pits, loop, cursor, step, stops, 100000);
        QCOMPARE(expected.end, detail::RelayEnd::Stopped);
        QVERIFY(expected.drops > 0);
        std::array<std::uint8_t, kMaxPits> fastPits = pits;
        detail::RelayState state{fastPits, loop, cursor, step};
        QCOMPARE(detail::relayPlainLaps(state, stops), detail::RelayEnd::Stopped);
        QCOMPARE(fastPits, expected.pits);
        QCOMPARE(state.cursor, expected.cursor);
        QCOMPARE(state.drops, expected.drops);
        QCOMPARE(state.lastLapSeeds, expected.lastLapSeeds);
      }
      QVERIFY(holes > 0);
    }
  }

  // The slowest verdicts known, each worked out by comparing every lap with the anchor (before
  // the fast path): the endless candidate, and the moves that stay legal.
  void slowestKnownVerdicts_C5_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("endless");
    QTest::addColumn<QString>("legal");
    // North's g3ccw sows 2.5 * 10^9 seeds (5.2 * 10^8 laps) before its cycle closes; the fast
    // path finds it turned by 5 holes after 3.3 * 10^7 laps. It took 8 s, the worst known.
    QTest::newRow("kete g3ccw")
        << "kete 7,2,3,2,7,4,1,0/2,3,11,3,0,1,7,1/0,7,0,0,0,0,0,0/0,0,0,0,1,2,0,0 N reserve=0,0 kuu=0,0 hz=-"
        << "g3ccw"
        << "a3ccw a3cw b3ccw b3cw c3ccw c3cw d3ccw d3cw g3cw";
    // verdictbench's slowest of a million per game: f4 relays 6.1 * 10^7 laps before its cycle
    // closes (2.9 s); turned by 8 of 24 holes after 2.0 * 10^7.
    QTest::newRow("kigogo f4")
        << "kigogo 0,5,4,1,0,2,5,0,1,4,1,2/1,4,1,0,1,5,2,1,2,1,2,5/3,4,1,2,3,3,1,4,0,3,0,1/0,1,1,4,0,3,1,2,2,1,1,1 N"
        << "f4"
        << "b3 b4 c4 f3 g3 g4 i3 j4 k3 l3 l4";
  }
  void slowestKnownVerdicts_C5() {
    QFETCH(QString, position);
    QFETCH(QString, endless);
    QFETCH(QString, legal);
    const Game game = rules_test::gameFrom(position);
    QCOMPARE(rules_test::legalMoveTexts(game), rules_test::sortedWords(legal));
    Position copy = game.position();
    const Move move = *parseMove(copy.variant, endless.toStdString()).value;
    QVERIFY(game.rules().play(copy, move).endless);
  }
};

QTEST_MAIN(TestEndless)
#include "tst_endless.moc"
