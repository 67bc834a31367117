// Pinned perft counts (PROTOCOL.md): any change to move generation, to the end of a game or to
// repetition changes some count. Every count was computed by the independent reference
// implementation (tests/reference/perft.py over bao_reference.py), not by the engine under test,
// and each row goes to the depth the engine runs in well under a second in a Release build.
// To add a row: python3 tests/reference/perft.py "<BPN or variant>" <depth>.
#include "rules_test_support.h"

using namespace baraza;

class TestPerft : public QObject {
  Q_OBJECT

 private slots:
  void perft_data() {
    QTest::addColumn<QString>("position");  // a variant's name for its start, or BPN
    QTest::addColumn<QString>("counts");    // perft at depth 1, 2, ...

    // From the start positions. The first depths agree with the numbers in issue 21, which an
    // implementation independent of both came to.
    QTest::newRow("kigogo start") << "kigogo"
                                  << "23 499 7393 111915 1363518";
    QTest::newRow("kimasai start") << "kimasai"
                                   << "1 2 3 7 15 40 105 309 937 3046 10207 35922 130708 493133 1919089";
    QTest::newRow("kingulu start") << "kingulu"
                                   << "4 15 50 130 336 840 2114 5408 13141 32473 77452 183926 423089 968721";
    QTest::newRow("kete start") << "kete"
                                << "4 14 38 124 405 1430 5655 23284 105802 494867";
    // Issue 28 gives depths 1-7 (the same as Kete's: the games part at the first tax).
    QTest::newRow("kiswahili start") << "kiswahili"
                                     << "4 14 38 124 405 1430 5655 23270 105596";

    // Mid-game positions, each taken from a random game of the reference and chosen for what
    // it exercises. Kigogo: relays through holes of up to nine, captures of front and back.
    QTest::newRow("kigogo middle game")
        << "kigogo 2,1,0,0,3,3,1,4,2,0,1,2/1,0,2,0,3,0,1,1,0,1,1,0/1,0,9,0,3,0,1,0,3,0,1,2/"
           "1,3,1,2,0,1,2,0,2,1,0,1 S"
        << "8 64 480 3493 25664 176351 1269692";
    // Kimasai with gaps on both sides: steps that capture and steps that do not.
    QTest::newRow("kimasai middle game")
        << "kimasai 1,0,1,1,1,0,1,0,1,1,0,0/0,0,0,0,1,1,1,1,0,0,1,0/1,0,1,0,0,1,1,1,1,0,0,1/"
           "1,1,1,1,1,1,1,1,1,0,0,0 S"
        << "4 23 96 547 2424 14023 65334 382024 1851499";
    // Kingulu with a mtoto of each player: b2 (South's, in North's row) and c1 (North's):
    // G-2's seeds into stores, G-3's "a mtoto does not count as occupied", G-4.1.
    QTest::newRow("kingulu mtoto of each side") << "kingulu 1,5,4,0,1,0/9,0,5,2,0,9 S store=9,3 mtoto=b2,c1"
                                                << "2 5 9 20 45 90 186 372 733 1377 2716 4965 9289 16664 29909 52242";
    // Kingulu with two mtoto holes of North's in South's row, side by side.
    QTest::newRow("kingulu two mtoto") << "kingulu 2,2,3,1,3,1/0,1,5,5,2,1 S store=11,11 mtoto=c1,d1"
                                       << "3 7 21 39 87 184 306 672 985 2074 2749 5583 6853 13435 14745 28134";
    // Kete nemo with South's kuu of nine still standing (L-8's tax) and North's gone.
    QTest::newRow("kete nemo with a kuu of nine")
        << "kete 0,0,0,0,0,0,0,0/1,4,1,0,1,1,1,0/1,0,3,1,9,2,3,0/0,0,0,0,0,0,0,0 S reserve=18,18 kuu=1,0 hz=-"
        << "8 45 305 1876 11148 64037 364095";
    // Kete mtaji with a hizi zetu mark on g3: North, to move, may not start there, and a lap
    // ending there ends the move (L-11); then South must take g3 if it can.
    QTest::newRow("kete mtaji with a hizi zetu mark")
        << "kete 1,2,0,2,4,1,2,5/1,0,2,8,9,2,2,7/0,0,0,0,0,1,1,0/1,3,2,3,2,1,0,2 N reserve=0,0 kuu=0,0 hz=g3"
        << "10 10 26 71 272 907 3189 10319 39454 124244";
    // Kiswahili namua with North's nyumba dormant (five, Z-2) and South's functional: the
    // two-seed rule for North, singletons for South (Z-8.1, Z-8.3).
    QTest::newRow("kiswahili namua with a dormant nyumba")
        << "kiswahili 2,3,2,1,0,0,0,0/0,1,1,5,0,0,0,0/0,0,0,0,6,1,0,1/0,0,1,1,1,3,0,1 S reserve=17,17 nyumba=1,1 "
           "takasia=-"
        << "4 8 19 72 184 553 1671";
    // Kiswahili mtaji with a takasia mark on South's b2: South may not start there, and a lap
    // ending there ends the move (Z-11.2); then North must take b2 if one of his captures does.
    QTest::newRow("kiswahili mtaji with a takasia mark")
        << "kiswahili 1,1,2,1,3,2,0,8/0,1,1,14,3,0,6,0/1,7,5,0,4,0,0,0/1,0,1,0,0,1,0,1 S reserve=0,0 nyumba=0,0 "
           "takasia=b2"
        << "4 8 12 37 69 264 523 1888";
  }

  void perft() {
    QFETCH(QString, position);
    QFETCH(QString, counts);
    // Depth 0: the empty sequence, once.
    Position start;
    if (const auto variant = variantFromName(position.toStdString()))
      start = baraza::startPosition(*variant);
    else
      start = rules_test::gameFrom(position).position();
    Game game(start);
    QCOMPARE(baraza::perft(game, 0), std::uint64_t{1});
    const QStringList expected = counts.split(' ');
    for (int depth = 1; depth <= expected.size(); ++depth) {
      const QString got = QString::number(baraza::perft(game, depth));
      QVERIFY2(got == expected[depth - 1],
               qPrintable(QString("depth %1: %2, expected %3").arg(depth).arg(got, expected[depth - 1])));
    }
    // perft leaves the game as it found it.
    QCOMPARE(game.position(), start);
    QCOMPARE(game.ply(), std::size_t{0});
  }
};

QTEST_MAIN(TestPerft)
#include "tst_perft.moc"
