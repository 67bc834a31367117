// What a player sees, from the engine (issue #27): one summary of what a move did, read from its
// trace, and the Rules queries for the facts the window shows (the blocked hole, each side's
// counter, the start and its seeds, whether moves carry choices), with the analysis profile of
// each game. Every expected value is worked out by hand from the rules the test names.
#include "baraza/analysis.h"
#include "baraza/move_summary.h"
#include "rules_test_support.h"

using namespace baraza;

namespace {

Position parsed(const char* bpn) {
  const auto position = parsePosition(bpn);
  if (!position) qFatal("bad position in the test: %s", position.error.c_str());
  return *position.value;
}

// The move played in a game, so that its trace has the game's Result event too.
Trace played(const char* bpn, const char* move) {
  Game game(parsed(bpn));
  const auto parsedMove = parseMove(game.position().variant, move);
  if (!parsedMove || !game.play(*parsedMove.value)) qFatal("illegal move in the test: %s", move);
  return game.traceAt(0);
}

Square sq(Variant variant, const char* name) { return *parseSquare(variant, name); }

QStringList names(Variant variant, const std::vector<Square>& squares) {
  QStringList list;
  for (Square s : squares) list << QString::fromStdString(squareName(variant, s));
  return list;
}

constexpr auto kNorth = std::size_t(1);
constexpr auto kSouth = std::size_t(0);

}  // namespace

class TestMoveSummary : public QObject {
  Q_OBJECT

 private slots:
  // G-4.2: c1 was empty and in South's row, so the five seeds of the opposite c2 go into South's
  // store with the capturing seed. The move took five seeds from North; the capturing seed is
  // South's own, and the trace says whose seeds each capture took.
  void kinguluCaptureCountsTheOpponentsSeeds() {
    const Trace trace = played("kingulu 4,4,5,4,4,4/2,0,0,4,4,4 S store=0,0 mtoto=-", "a1");
    QCOMPARE(rules_test::compactEvents(trace), QString("lift a1 2|sow b1|sow c1|capture c2 5 store|capture c1 1 "
                                                       "store|end empty"));
    const Variant v = Variant::Kingulu;
    std::vector<Side> owners;
    for (const TraceEvent& e : trace.events)
      if (e.kind == EventKind::Capture) owners.push_back(e.owner);
    QCOMPARE(owners, (std::vector<Side>{Side::North, Side::South}));
    const MoveSummary s = summarize(trace);
    QCOMPARE(s.mover, Side::South);
    QCOMPARE(s.captured(), 5);
    QCOMPARE(s.takenFrom[kNorth], 5);
    QCOMPARE(s.takenFrom[kSouth], 1);
    QCOMPARE(names(v, s.capturedHoles), QStringList{"c2"});
    QCOMPARE(s.storedFor[kSouth], 6);
    QCOMPARE(s.sownIntoStore[kSouth], 0);
    QCOMPARE(s.start, sq(v, "a1"));
    QCOMPARE(s.laps.size(), std::size_t(1));
    QCOMPARE(names(v, s.laps[0].sown), (QStringList{"b1", "c1"}));
    QCOMPARE(s.firstLapEnd, sq(v, "c1"));
    QCOMPARE(s.lastSown, sq(v, "c1"));
    QCOMPARE(s.ending, EndReason::Empty);
    QVERIFY(!s.endsGame);
  }

  // G-4.4, G-6: e2 held exactly three, so it becomes South's mtoto, and the seed just sown into f2
  // joins it; nothing is captured.
  void kinguluMtoto() {
    const Trace trace = played("kingulu 4,4,5,4,3,4/2,0,0,4,3,0 S store=0,0 mtoto=-", "e1");
    const Variant v = Variant::Kingulu;
    const MoveSummary s = summarize(trace);
    QCOMPARE(s.mtoto, sq(v, "e2"));
    QCOMPARE(s.captured(), 0);
    QVERIFY(s.capturedHoles.empty());
    QCOMPARE(names(v, s.laps.at(0).sown), (QStringList{"f1", "f2", "e2"}));
    QCOMPARE(s.lastSown, sq(v, "e2"));
    QCOMPARE(s.firstLapEnd, sq(v, "e2"));
    QCOMPARE(s.ending, EndReason::Mtoto);
  }

  // L-7, L-5, L-6: South places a reserve seed in b2 and captures North's two seeds of b3; they
  // are sown from the kichwa a2 clockwise, to a2 and b2; b2 is occupied, so its three seeds are
  // sown on, to c2, d2 and the kuu e2, where the move stops (or, with *, goes on: safari, L-6.3).
  void keteNemoCaptureAndSafari() {
    const char* before =
        "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,1,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=21,22 kuu=1,1 hz=-";
    const Variant v = Variant::Kete;
    const MoveSummary stop = summarize(played(before, "b2cw"));
    QCOMPARE(stop.start, sq(v, "b2"));
    QCOMPARE(stop.captured(), 2);
    QCOMPARE(names(v, stop.capturedHoles), QStringList{"b3"});
    QCOMPARE(stop.laps.size(), std::size_t(2));
    QVERIFY(stop.laps[0].captured);
    QCOMPARE(stop.laps[0].from, sq(v, "b3"));
    QCOMPARE(names(v, stop.laps[0].sown), (QStringList{"a2", "b2"}));
    QCOMPARE(stop.laps[1].from, sq(v, "b2"));
    QCOMPARE(stop.laps[1].kind, Lap::Relay);
    QCOMPARE(names(v, stop.laps[1].sown), (QStringList{"c2", "d2", "e2"}));
    QCOMPARE(stop.firstLapEnd, sq(v, "b2"));
    QCOMPARE(stop.lastSown, sq(v, "e2"));
    QVERIFY(stop.endsInOwnKuu);
    QVERIFY(!stop.safari);

    const MoveSummary safari = summarize(played(before, "b2cw*"));
    QVERIFY(safari.safari);
    QVERIFY(!safari.endsInOwnKuu);
    QCOMPARE(safari.laps.at(2).kind, Lap::Safari);
    QCOMPARE(safari.laps.at(2).from, sq(v, "e2"));
  }

  // K-4: h2 was empty and in South's front row, so North's h3 and h4 behind it are captured.
  void kigogoCaptureTakesTheColumn() {
    const Trace trace = played(
        "kigogo 0,0,0,0,0,0,0,3,0,0,0,0/0,0,2,0,0,0,0,2,0,0,0,0/0,0,0,0,0,0,0,0,0,2,0,0/2,2,0,0,0,0,0,0,0,0,0,0 S",
        "j2");
    const Variant v = Variant::Kigogo;
    const MoveSummary s = summarize(trace);
    QCOMPARE(s.captured(), 5);
    QCOMPARE(names(v, s.capturedHoles), (QStringList{"h3", "h4"}));
    QCOMPARE(s.takenFrom[kSouth], 0);
    QCOMPARE(names(v, s.laps.at(0).sown), (QStringList{"i2", "h2"}));
  }

  // M-3: the stone of b2 steps into the empty a2 of South's front row; North's a3 faces it, so
  // a3 and a4 behind it are captured.
  void kimasaiStepCaptures() {
    const Trace trace = played(
        "kimasai 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 S",
        "b2");
    const Variant v = Variant::Kimasai;
    const MoveSummary s = summarize(trace);
    QCOMPARE(s.captured(), 2);
    QCOMPARE(names(v, s.capturedHoles), (QStringList{"a3", "a4"}));
    QCOMPARE(s.lastSown, sq(v, "a2"));
  }

  // K-5: the capture takes North's last seed (h3; h4 behind it is empty): South wins, and the
  // move's Result event says so. Told, the move ends before the game does, and the turn passing
  // (C-7) comes last.
  void aWinningMoveAndItsTelling() {
    const Trace trace = played(
        "kigogo 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1,0,0,0,0/0,0,0,0,0,0,0,0,0,2,0,0/1,0,0,0,0,0,0,0,0,0,0,0 S",
        "j2");
    const MoveSummary s = summarize(trace);
    QVERIFY(s.endsGame);
    QVERIFY(s.wins());
    QCOMPARE(s.winner, Side::South);
    QCOMPARE(s.resultReason, ResultReason::CapturedAll);
    QCOMPARE(s.resultRule, RuleId::K5);
    QCOMPARE(s.captured(), 1);
    std::vector<EventKind> told;
    for (std::size_t i : tellingOrder(trace)) told.push_back(trace.events[i].kind);
    QCOMPARE(told, (std::vector<EventKind>{EventKind::Lift, EventKind::Sow, EventKind::Sow, EventKind::Capture,
                                           EventKind::End, EventKind::Result, EventKind::Turn}));
  }

  // L-11: the hizi zetu mark blocks its hole for the side whose row it is in, and no other.
  void blockedSquareIsTheMarkInOnesOwnRow() {
    const Position p =
        parsed("kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,1,3,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=c2");
    const Rules& rules = rulesFor(Variant::Kete);
    QCOMPARE(rules.blockedSquare(p, Side::South), sq(Variant::Kete, "c2"));
    QCOMPARE(rules.blockedSquare(p, Side::North), kNoSquare);
    const Position unmarked = rulesFor(Variant::Kete).startPosition();
    QCOMPARE(rules.blockedSquare(unmarked, Side::South), kNoSquare);
    for (Variant v : {Variant::Kigogo, Variant::Kingulu, Variant::Kimasai})
      QCOMPARE(rulesFor(v).blockedSquare(rulesFor(v).startPosition(), Side::South), kNoSquare);
  }

  // Z-11.2, Z-11.3: the takasia mark on North's b3 blocks North and binds South to capture it; the
  // same position with South to move (L-11 alike).
  void markBindsOneSideAndTheOther() {
    const Rules& rules = rulesFor(Variant::Kiswahili);
    Position p = parsed(
        "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,2,0,2,0/0,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
        "takasia=b3");
    QCOMPARE(rules.blockedSquare(p, Side::North), sq(Variant::Kiswahili, "b3"));
    QCOMPARE(rules.markToCapture(p, Side::North), kNoSquare);
    QCOMPARE(rules.markToCapture(p, Side::South), sq(Variant::Kiswahili, "b3"));
    QCOMPARE(rules.blockedSquare(p, Side::South), kNoSquare);
    for (Variant v : kAllVariants)
      QCOMPARE(rulesFor(v).markToCapture(rulesFor(v).startPosition(), Side::South), kNoSquare);
  }

  // L-2: a kuu stands or is gone; Z-2: a nyumba works with six or more, is dormant with five (W3
  // after the tax) and is gone once lifted whole; the games without a square house have none.
  void houseStandsSleepsOrIsGone() {
    using House = Rules::House;
    const Rules& kiswahili = rulesFor(Variant::Kiswahili);
    const Position start = kiswahili.startPosition();
    QCOMPARE(kiswahili.houseOf(start, Side::South), House::Standing);
    const Position taxed = parsed(
        "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,5,1,1,0/0,0,0,0,0,0,0,0 N reserve=4,5 nyumba=1,0 takasia=-");
    QCOMPARE(kiswahili.houseOf(taxed, Side::South), House::Dormant);
    QCOMPARE(kiswahili.houseOf(taxed, Side::North), House::Gone);
    const Rules& kete = rulesFor(Variant::Kete);
    QCOMPARE(kete.houseOf(kete.startPosition(), Side::North), House::Standing);
    const Position keteGone =
        parsed("kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,1,3,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,1 hz=-");
    QCOMPARE(kete.houseOf(keteGone, Side::South), House::Gone);
    for (Variant v : {Variant::Kigogo, Variant::Kingulu, Variant::Kimasai})
      QCOMPARE(rulesFor(v).houseOf(rulesFor(v).startPosition(), Side::South), House::None);
  }

  // L-1: 22 seeds in reserve and ten on the board each; G-1: the stores; K-1, M-1: nothing taken
  // at the start, and what a side lacks of his half later.
  void countersBesideEachSide() {
    using Kind = Rules::CounterKind;
    const Rules& kete = rulesFor(Variant::Kete);
    const Rules::SideCounters keteStart = kete.counters(kete.startPosition(), Side::North);
    QCOMPARE(keteStart.kind, Kind::Reserve);
    QCOMPARE(keteStart.value, 22);
    QCOMPARE(keteStart.held, 32);
    const Rules::SideCounters kingulu =
        rulesFor(Variant::Kingulu).counters(parsed("kingulu 4,4,5,4,4,4/2,0,0,4,4,4 S store=2,7 mtoto=-"), Side::North);
    QCOMPARE(kingulu.kind, Kind::Store);
    QCOMPARE(kingulu.value, 7);
    QCOMPARE(kingulu.held, -1);
    const Rules& kigogo = rulesFor(Variant::Kigogo);
    QCOMPARE(kigogo.counters(kigogo.startPosition(), Side::South).kind, Kind::Captured);
    QCOMPARE(kigogo.counters(kigogo.startPosition(), Side::South).value, 0);
    // North holds 5 of his 46: South has taken 41.
    const Position late = parsed(
        "kigogo 0,0,0,0,0,0,0,3,0,0,0,0/0,0,2,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,2,0,0/2,2,0,0,0,0,0,0,0,0,0,0 S");
    QCOMPARE(kigogo.counters(late, Side::South).value, 41);
  }

  // C-3 and each game's first clause: the start, South to move, and the seeds it holds.
  void startAndSeedTotals_data() {
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("seeds");
    QTest::addColumn<bool>("choices");
    QTest::newRow("K-1") << Variant::Kigogo << 92 << false;
    QTest::newRow("L-1") << Variant::Kete << 64 << true;  // directions and the safari (L-5, L-6.3)
    QTest::newRow("G-1") << Variant::Kingulu << 48 << false;
    QTest::newRow("M-1") << Variant::Kimasai << 46 << false;
  }
  void startAndSeedTotals() {
    QFETCH(Variant, variant);
    QFETCH(int, seeds);
    QFETCH(bool, choices);
    const Rules& rules = rulesFor(variant);
    const Position start = rules.startPosition();
    QCOMPARE(start.variant, variant);
    QCOMPARE(start.toMove, Side::South);
    QCOMPARE(rules.totalSeeds(), seeds);
    QCOMPARE(start.seedsOnBoard() + start.reserve[0] + start.reserve[1], seeds);
    QCOMPARE(rules.hasMoveChoices(), choices);
  }

  // Kingulu's values are exact (G-7 margins of up to 48 seeds) and proved without a time limit,
  // after a quick first look; the other games are searched to a depth of their own.
  void analysisProfiles() {
    const AnalysisProfile kingulu = analysisProfile(Variant::Kingulu);
    QVERIFY(kingulu.exactValues);
    QCOMPARE(kingulu.reviewMovetimeMs, 0);
    QVERIFY(kingulu.firstLookDepth > 0);
    QCOMPARE(kingulu.valueRange, 2400);
    for (Variant v : {Variant::Kete, Variant::Kigogo, Variant::Kimasai}) {
      const AnalysisProfile profile = analysisProfile(v);
      QVERIFY(!profile.exactValues);
      QVERIFY(profile.reviewMovetimeMs > 0);
      QCOMPARE(profile.firstLookDepth, 0);
      QCOMPARE(profile.valueRange, 1000);
    }
    QCOMPARE(analysisProfile(Variant::Kete).reviewDepth, 12);
    QCOMPARE(analysisProfile(Variant::Kigogo).reviewDepth, 8);
    QCOMPARE(analysisProfile(Variant::Kimasai).reviewDepth, 16);
  }
};

QTEST_MAIN(TestMoveSummary)
#include "tst_move_summary.moc"
