// Positions, squares and moves as text (PROTOCOL.md), start positions and loops (C-1, C-2).
#include <QTest>

#include "baraza/notation.h"
#include "baraza/position_problem.h"

using namespace baraza;

Q_DECLARE_METATYPE(baraza::Position)

class TestNotation : public QObject {
  Q_OBJECT

 private slots:
  // The start positions printed in PROTOCOL.md, and each game's seed total (K-1, L-1, G-1, M-1, Z-1).
  void startPositions_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("bpn");
    QTest::addColumn<int>("seeds");
    QTest::newRow("kigogo")
        << "kigogo"
        << "kigogo 2,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,0/0,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,2 S"
        << 92;
    QTest::newRow("kimasai")
        << "kimasai"
        << "kimasai 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 S"
        << 46;
    QTest::newRow("kingulu") << "kingulu"
                             << "kingulu 4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 mtoto=-" << 48;
    QTest::newRow("kete")
        << "kete"
        << "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 kuu=1,1 hz=-" << 64;
    QTest::newRow("kiswahili") << "kiswahili"
                               << "kiswahili 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S "
                                  "reserve=22,22 nyumba=1,1 takasia=-"
                               << 64;
  }
  void startPositions() {
    QFETCH(QString, variant);
    QFETCH(QString, bpn);
    QFETCH(int, seeds);
    const Position p = startPosition(*variantFromName(variant.toStdString()));
    QCOMPARE(QString::fromStdString(formatPosition(p)), bpn);
    QCOMPARE(p.seedsOnBoard() + p.reserve[0] + p.reserve[1], seeds);
    const auto parsed = parsePosition(bpn.toStdString());
    QVERIFY(parsed.value.has_value());
    QVERIFY(*parsed.value == p);
  }

  // C-2: counterclockwise loops as RULES.md spells them out.
  void loops_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("order");
    QTest::newRow("kete south") << "kete"
                                << "S"
                                << "a1 b1 c1 d1 e1 f1 g1 h1 h2 g2 f2 e2 d2 c2 b2 a2";
    QTest::newRow("kete north") << "kete"
                                << "N"
                                << "a3 b3 c3 d3 e3 f3 g3 h3 h4 g4 f4 e4 d4 c4 b4 a4";
    QTest::newRow("kiswahili south") << "kiswahili"
                                     << "S"
                                     << "a1 b1 c1 d1 e1 f1 g1 h1 h2 g2 f2 e2 d2 c2 b2 a2";
    QTest::newRow("kiswahili north") << "kiswahili"
                                     << "N"
                                     << "a3 b3 c3 d3 e3 f3 g3 h3 h4 g4 f4 e4 d4 c4 b4 a4";
    QTest::newRow("kigogo north") << "kigogo"
                                  << "N"
                                  << "a3 b3 c3 d3 e3 f3 g3 h3 i3 j3 k3 l3 l4 k4 j4 i4 h4 g4 f4 e4 d4 c4 b4 a4";
    QTest::newRow("kingulu") << "kingulu"
                             << "N"
                             << "a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2";
  }
  void loops() {
    QFETCH(QString, variant);
    QFETCH(QString, side);
    QFETCH(QString, order);
    const Variant v = *variantFromName(variant.toStdString());
    const Loop& loop = loopOf(v, side == "S" ? Side::South : Side::North);
    QStringList names;
    for (int i = 0; i < loop.length; ++i)
      names << QString::fromStdString(squareName(v, loop.squares[static_cast<std::size_t>(i)]));
    QCOMPARE(names.join(' '), order);
  }

  void roundTrips_data() {
    QTest::addColumn<QString>("bpn");
    QTest::newRow("kete mid-game")
        << "kete 1,1,1,1,1,1,0,1/1,1,3,0,0,0,1,0/2,0,1,1,2,0,1,0/0,0,0,0,0,0,0,0 S reserve=0,3 kuu=0,0 hz=c3";
    QTest::newRow("kingulu mtoto") << "kingulu 2,0,0,0,0,5/0,0,0,3,2,0 N store=1,7 mtoto=d1,f2";
    // Z-2: South's nyumba dormant with five, still owned; Z-11: a takasia mark on North's b3.
    QTest::newRow("kiswahili dormant nyumba and a mark")
        << "kiswahili 0,0,0,0,0,0,0,1/0,2,0,0,0,0,0,1/0,1,0,0,5,0,0,0/2,1,0,0,0,0,0,0 S reserve=0,0 nyumba=1,0 "
           "takasia=b3";
    QTest::newRow("kimasai")
        << "kimasai 0,0,0,0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 N";
  }
  void roundTrips() {
    QFETCH(QString, bpn);
    const auto parsed = parsePosition(bpn.toStdString());
    QVERIFY2(parsed.value.has_value(), parsed.error.c_str());
    QCOMPARE(QString::fromStdString(formatPosition(*parsed.value)), bpn);
  }

  void kiswahiliKeysInAnyOrder() {
    const auto parsed = parsePosition(
        "kiswahili 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S "
        "takasia=- nyumba=1,1 reserve=22,22");
    QVERIFY2(parsed.value.has_value(), parsed.error.c_str());
    QVERIFY(*parsed.value == startPosition(Variant::Kiswahili));
  }

  void keysInAnyOrder() {
    const auto parsed = parsePosition("kingulu 4,4,4,4,4,4/4,4,4,4,4,4 S mtoto=f2,a1 store=0,0");
    QVERIFY(parsed.value.has_value());
    QCOMPARE(QString::fromStdString(formatPosition(*parsed.value)),
             QString("kingulu 4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 mtoto=a1,f2"));
  }

  // Each malformed or impossible position is rejected with a message naming the problem.
  void badPositions_data() {
    QTest::addColumn<QString>("bpn");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << ""
                           << "needs a variant";
    QTest::newRow("unknown variant") << "oware 4,4/4,4 S"
                                     << "unknown variant";
    QTest::newRow("row count") << "kingulu 4,4,4,4,4,4 S store=0,0 mtoto=-"
                               << "expected 2 rows";
    QTest::newRow("row length") << "kingulu 4,4,4,4,4/4,4,4,4,4,4 S store=0,0 mtoto=-"
                                << "row 2 has 5 holes";
    QTest::newRow("negative") << "kingulu -4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 mtoto=-"
                              << "bad seed count '-4'";
    QTest::newRow("not a number") << "kingulu x,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 mtoto=-"
                                  << "bad seed count 'x'";
    QTest::newRow("side") << "kingulu 4,4,4,4,4,4/4,4,4,4,4,4 W store=0,0 mtoto=-"
                          << "side to move";
    QTest::newRow("kimasai two")
        << "kimasai 2,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0 S"
        << "at most one stone";
    QTest::newRow("missing key") << "kingulu 4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0"
                                 << "missing key 'mtoto'";
    QTest::newRow("repeated key") << "kingulu 4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 store=0,0 mtoto=-"
                                  << "given twice";
    QTest::newRow("unknown key")
        << "kigogo 2,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,0/0,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,2 S "
           "hz=-"
        << "unknown key 'hz'";
    QTest::newRow("kuu too small")
        << "kete 0,0,0,0,0,0,0,0/0,2,2,5,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 kuu=1,1 hz=-"
        << "fewer than six";
    QTest::newRow("hz in a back row")
        << "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 kuu=1,1 hz=a1"
        << "not a front-row hole";
    QTest::newRow("no such square")
        << "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 kuu=1,1 hz=i2"
        << "no such square";
    QTest::newRow("mtoto square") << "kingulu 4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 mtoto=g1"
                                  << "no square 'g1'";
    QTest::newRow("too many seeds") << "kingulu 9,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 mtoto=-"
                                    << "too many seeds";
    QTest::newRow("reserve")
        << "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=23,22 kuu=1,1 hz=-"
        << "bad reserve";
    // Bao la Kiswahili (PROTOCOL.md): its own keys, and what Z-2 and Z-11 make impossible.
    const QString board = "kiswahili 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S ";
    QTest::newRow("kiswahili kete's keys") << board + "reserve=22,22 kuu=1,1 hz=-"
                                           << "unknown key 'kuu' for kiswahili";
    QTest::newRow("kiswahili missing takasia") << board + "reserve=22,22 nyumba=1,1"
                                               << "missing key 'takasia'";
    QTest::newRow("kiswahili hand") << board + "reserve=22,23 nyumba=1,1 takasia=-"
                                    << "bad reserve=22,23";
    QTest::newRow("kiswahili nyumba flag") << board + "reserve=22,22 nyumba=1,2 takasia=-"
                                           << "bad nyumba=1,2 (two flags 0 or 1)";
    // Z-2: only a tax takes seeds from an owned nyumba without lifting it whole, and leaves five.
    QTest::newRow("kiswahili nyumba of four")
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,4,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 nyumba=1,1 "
           "takasia=-"
        << "the nyumba e2 is owned but holds fewer than five seeds";
    QTest::newRow("kiswahili takasia in a back row")
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/0,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
           "takasia=a1"
        << "bad takasia=a1 (not a front-row hole)";
    QTest::newRow("kiswahili takasia off the board")
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/0,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
           "takasia=b5"
        << "bad takasia=b5 (no such square)";
    // Z-11.1: a mark is set only when both hands are empty ...
    QTest::newRow("kiswahili takasia with seeds in hand")
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/0,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0 N reserve=0,1 nyumba=0,0 "
           "takasia=b3"
        << "the takasia mark b3 is set while a hand still holds seeds";
    // ... and never on a hole of fewer than two seeds, which nothing lifts while it lives.
    QTest::newRow("kiswahili takasia on one seed")
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/0,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
           "takasia=b2"
        << "the takasia mark b2 is on a hole of fewer than two seeds";
    QTest::newRow("kiswahili too many seeds")
        << "kiswahili 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,1/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 nyumba=1,1 "
           "takasia=-"
        << "too many seeds: 65, the game has 64";
  }
  void badPositions() {
    QFETCH(QString, bpn);
    QFETCH(QString, message);
    const auto parsed = parsePosition(bpn.toStdString());
    QVERIFY(!parsed.value.has_value());
    QVERIFY2(QString::fromStdString(parsed.error).contains(message), parsed.error.c_str());
    // The same reason as a value, which the window says in the player's language.
    const PositionReading reading = readPosition(bpn.toStdString());
    QVERIFY(!reading.position);
    QVERIFY(reading.problem);
    QCOMPARE(describe(reading.problem), parsed.error);
  }

  // A position built by hand (the window's editor) goes through the same checks as one read.
  void builtPositions_data() {
    QTest::addColumn<Position>("position");
    QTest::addColumn<int>("fault");
    QTest::addColumn<QString>("message");
    for (Variant v : kAllVariants)
      QTest::addRow("%s start", std::string(variantName(v)).c_str())
          << startPosition(v) << int(PositionFault::None) << QString();
    // L-1: a kuu holds six or more while it exists; South's e2 with five.
    Position kete = startPosition(Variant::Kete);
    kete.at(kuuSquare(Side::South)) = 5;
    QTest::newRow("kete kuu of five L-1")
        << kete << int(PositionFault::KuuTooSmall) << "the kuu e2 exists but holds fewer than six seeds";
    // ... but a kuu given up (flag 0) may hold anything.
    kete.kuu[0] = false;
    QTest::newRow("kete kuu gone, five seeds") << kete << int(PositionFault::None) << QString();
    // L-11: the hizi zetu mark stands on a front-row hole; a1 is South's back row.
    Position marked = startPosition(Variant::Kete);
    marked.hiziZetu = *parseSquare(Variant::Kete, "a1");
    QTest::newRow("kete hz in a back row L-11")
        << marked << int(PositionFault::MarkOffFrontRow) << "bad hz=a1 (not a front-row hole)";
    // L-1: 22 seeds in each reserve at the start, and a reserve only empties.
    Position reserve = startPosition(Variant::Kete);
    reserve.reserve[1] = 23;
    QTest::newRow("kete reserve of 23 L-1")
        << reserve << int(PositionFault::ReserveOverLimit) << "the North reserve holds 23 seeds, at most 22";
    // M-1: one stone a hole.
    Position kimasai = startPosition(Variant::Kimasai);
    kimasai.at(*parseSquare(Variant::Kimasai, "c2")) = 2;
    QTest::newRow("kimasai two stones M-1")
        << kimasai << int(PositionFault::KimasaiHoleOverOne) << "a Kimasai hole holds at most one stone (c2)";
    // K-1: 92 seeds; one more on a4 makes 93.
    Position kigogo = startPosition(Variant::Kigogo);
    kigogo.at(*parseSquare(Variant::Kigogo, "a4")) = 3;
    QTest::newRow("kigogo 93 seeds K-1") << kigogo << int(PositionFault::TooManySeeds)
                                         << "too many seeds: 93, the game has 92";
    // G-1: 48 seeds; a store of 49 is more than the game has.
    Position kingulu = startPosition(Variant::Kingulu);
    kingulu.pits = {};
    kingulu.store = {49, 0};
    QTest::newRow("kingulu store of 49 G-1")
        << kingulu << int(PositionFault::StoreOverLimit) << "the South store holds 49 seeds, at most 48";
    // Z-2: an owned nyumba never holds fewer than five; Z-11.1: the takasia only with empty hands.
    Position nyumba = startPosition(Variant::Kiswahili);
    nyumba.at(kuuSquare(Side::North)) = 4;
    QTest::newRow("kiswahili nyumba of four Z-2")
        << nyumba << int(PositionFault::NyumbaTooSmall) << "the nyumba d3 is owned but holds fewer than five seeds";
    Position takasia = startPosition(Variant::Kiswahili);
    takasia.hiziZetu = *parseSquare(Variant::Kiswahili, "c2");
    QTest::newRow("kiswahili takasia with full hands Z-11.1")
        << takasia << int(PositionFault::TakasiaWithHand)
        << "the takasia mark c2 is set while a hand still holds seeds";
  }
  void builtPositions() {
    QFETCH(Position, position);
    QFETCH(int, fault);
    QFETCH(QString, message);
    const PositionProblem problem = checkPosition(position);
    QCOMPARE(int(problem.fault), fault);
    QCOMPARE(QString::fromStdString(describe(problem)), message);
    // Written and read back, the text is refused too (or read as it was).
    const PositionReading reading = readPosition(formatPosition(position));
    QCOMPARE(bool(reading.problem), bool(problem));
    if (!problem) QVERIFY(reading.position == position);
  }

  // Every problem of a position, not only the first: both kuu too small and too many seeds.
  void everyProblemOfAPosition() {
    Position kete = startPosition(Variant::Kete);
    kete.at(kuuSquare(Side::South)) = 5;
    kete.at(kuuSquare(Side::North)) = 4;
    kete.reserve[1] = 23;
    const std::vector<PositionProblem> all = positionProblems(kete);
    QCOMPARE(all.size(), std::size_t(3));
    QCOMPARE(int(all[0].fault), int(PositionFault::ReserveOverLimit));
    QCOMPARE(int(all[1].fault), int(PositionFault::KuuTooSmall));
    QCOMPARE(int(all[1].side), int(Side::South));
    QCOMPARE(int(all[2].fault), int(PositionFault::KuuTooSmall));
    QCOMPARE(int(all[2].side), int(Side::North));
    QCOMPARE(int(checkPosition(kete).fault), int(all[0].fault));  // the first of them
    Position kimasai = startPosition(Variant::Kimasai);
    kimasai.pits = {};
    for (int hole : {0, 5, 9}) kimasai.at(static_cast<Square>(hole)) = 2;
    QCOMPARE(positionProblems(kimasai).size(), std::size_t(3));
    for (Variant v : kAllVariants) QVERIFY(positionProblems(startPosition(v)).empty());
  }

  void moves_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    // C-1: the squares each board has -- columns a-l (Kigogo, Kimasai), a-h (Kete), a-f
    // (Kingulu); rows 1-4, Kingulu 1-2 -- and no others.
    QTest::newRow("kigogo square") << "kigogo"
                                   << "l4" << true;
    QTest::newRow("kigogo off board") << "kigogo"
                                      << "m1" << false;
    QTest::newRow("kigogo with direction") << "kigogo"
                                           << "d1cw" << false;
    QTest::newRow("kete direction") << "kete"
                                    << "e2ccw" << true;
    QTest::newRow("kete safari") << "kete"
                                 << "c2cw*" << true;
    QTest::newRow("kete no direction") << "kete"
                                       << "e2" << false;
    QTest::newRow("kete column i") << "kete"
                                   << "i2cw" << false;
    // Bao la Kiswahili's moves read as Kete's (PROTOCOL.md).
    QTest::newRow("kiswahili direction") << "kiswahili"
                                         << "f2ccw" << true;
    QTest::newRow("kiswahili safari") << "kiswahili"
                                      << "c2cw*" << true;
    QTest::newRow("kiswahili no direction") << "kiswahili"
                                            << "f2" << false;
    QTest::newRow("kiswahili row 5") << "kiswahili"
                                     << "a5cw" << false;
    QTest::newRow("kingulu row 3") << "kingulu"
                                   << "a3" << false;
    QTest::newRow("empty") << "kimasai"
                           << "" << false;
  }
  void moves() {
    QFETCH(QString, variant);
    QFETCH(QString, text);
    QFETCH(bool, valid);
    const Variant v = *variantFromName(variant.toStdString());
    const auto parsed = parseMove(v, text.toStdString());
    QCOMPARE(parsed.value.has_value(), valid);
    if (valid)
      QCOMPARE(QString::fromStdString(formatMove(v, *parsed.value)), text);
    else
      QVERIFY(!parsed.error.empty());
  }
};

QTEST_MAIN(TestNotation)
#include "tst_notation.moc"
