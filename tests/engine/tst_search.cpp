// The computer opponent (issue #7): it finds a win in one, never returns an illegal move, and
// stops within its time limit.
#include <QElapsedTimer>
#include <QTest>
#include <random>

#include "baraza/notation.h"
#include "baraza/search.h"
#include "rules_test_support.h"

using namespace baraza;

class TestSearch : public QObject {
  Q_OBJECT

  // Without a clock: a timed search answers a position with one move at once, without a score.
  static bool isLost(const Game& game) { return search(game, {.depth = 40}).score < -50000; }

  // After `move`, does each reply that gains most at once leave the mover no longer lost?
  static bool everyGreedyReplyIsAMistake(const Game& game, const Move& move) {
    Game after = game;
    after.play(move);
    if (after.result().over()) return false;
    for (const Move& reply : greediestMoves(after)) {
      Game replied = after;
      replied.play(reply);
      const Result& r = replied.result();
      const bool replierWon = r.kind == Result::Kind::Win && r.winner == after.position().toMove;
      if (replierWon || (!r.over() && isLost(replied))) return false;
    }
    return true;
  }

 private slots:
  // Positions worked out by hand where exactly one of the legal moves wins at once.
  void winInOne_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("legal");
    QTest::addColumn<QString>("win");
    // K-4/K-5: only single steps (no hole of two); b2 -> a2 takes a3 and a4, North's last seeds.
    QTest::newRow("kigogo")
        << "kigogo 1,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0,0,0,0,0 S"
        << "b2 e1"
        << "b2";
    // M-3/M-4: the same in stones.
    QTest::newRow("kimasai")
        << "kimasai 1,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0,0,0,0,0 S"
        << "b2 e1"
        << "b2";
    // G-4.2/G-7: c1 -> d1 (empty, own row) takes d2 and its seed: North has nothing to move
    // and the count is 26-22 for South. e1 -> f1 takes nothing.
    QTest::newRow("kingulu") << "kingulu 0,0,0,1,0,0/0,0,1,0,1,0 S store=23,22 mtoto=-"
                             << "c1 e1"
                             << "c1";
    // L-9/L-12: a2cw takes c3, re-enters at a2, relays c2's 3 to f2 and takes f3: North's front
    // row is empty (bao hamna). d2cw takes only f3 and ends in d2.
    QTest::newRow("kete")
        << "kete 2,0,0,0,0,0,0,0/0,0,3,0,0,1,0,0/2,0,1,2,0,1,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-"
        << "a2cw d2cw"
        << "a2cw";
  }
  void winInOne() {
    QFETCH(QString, position);
    QFETCH(QString, legal);
    QFETCH(QString, win);
    const Game game = rules_test::gameFrom(position);
    QCOMPARE(rules_test::legalMoveTexts(game), rules_test::sortedWords(legal));
    for (int depth : {2, 4, 6}) {
      const SearchResult r = search(game, {.depth = depth});
      QVERIFY(r.best.has_value());
      QCOMPARE(QString::fromStdString(formatMove(game.position().variant, *r.best)), win);
      QVERIFY(r.score > 50000);  // it knows it wins
    }
    for (Level level : {Level::Beginner, Level::Casual, Level::Strong, Level::Expert}) {
      const auto move = chooseMove(game, level, 1, 200);
      QCOMPARE(QString::fromStdString(formatMove(game.position().variant, *move)), win);
    }
  }

  // From positions of random games, every level answers with a legal move.
  void alwaysLegal_data() {
    QTest::addColumn<QString>("variant");
    for (Variant v : kAllVariants) QTest::newRow(variantName(v).data()) << QString(variantName(v).data());
  }
  void alwaysLegal() {
    QFETCH(QString, variant);
    const Variant v = *variantFromName(variant.toStdString());
    std::mt19937 random(5);
    int checked = 0;
    for (int g = 0; g < 12; ++g) {
      Game game(startPosition(v));
      while (!game.result().over() && game.ply() < 60) {
        const MoveList legal = game.legalMoves();
        if (game.ply() % 7 == 3) {
          for (Level level : {Level::Random, Level::Greedy, Level::Beginner, Level::Casual}) {
            const auto move = chooseMove(game, level, game.ply());
            QVERIFY(move.has_value());
            QVERIFY2(legal.contains(*move), formatMove(v, *move).c_str());
            ++checked;
          }
          const auto mcts = monteCarloMove(game, 10, game.ply());
          QVERIFY(mcts && legal.contains(*mcts));
          const auto deep = search(game, {.depth = 64, .movetimeMs = 20});
          QVERIFY(deep.best && legal.contains(*deep.best));
        }
        game.play(legal[random() % legal.size()]);
      }
    }
    QVERIFY(checked > 20);
  }

  // The search stops within its time, plus a small margin for the last node and the clock.
  void stopsInTime_data() { alwaysLegal_data(); }
  void stopsInTime() {
    QFETCH(QString, variant);
    const Variant v = *variantFromName(variant.toStdString());
    Game game(startPosition(v));
    std::mt19937 random(9);
    for (int i = 0; i < 8 && !game.result().over(); ++i)
      game.play(game.legalMoves()[random() % game.legalMoves().size()]);
    for (int movetime : {50, 200}) {
      QElapsedTimer timer;
      timer.start();
      const SearchResult r = search(game, {.depth = 64, .movetimeMs = movetime});
      const qint64 elapsed = timer.elapsed();
      QVERIFY(r.best.has_value());
      QVERIFY2(elapsed <= movetime + 100, qPrintable(QString("%1 ms for a %2 ms search").arg(elapsed).arg(movetime)));
    }
  }

  // A fixed depth gives the same move and score every time (issue #7: deterministic).
  void deterministicAtFixedDepth_data() { alwaysLegal_data(); }
  void deterministicAtFixedDepth() {
    QFETCH(QString, variant);
    Game game(startPosition(*variantFromName(variant.toStdString())));
    std::mt19937 random(3);
    for (int i = 0; i < 6 && !game.result().over(); ++i)
      game.play(game.legalMoves()[random() % game.legalMoves().size()]);
    const SearchResult first = search(game, {.depth = 6});
    search(Game(startPosition(game.position().variant)), {.depth = 5});  // the table holds other work now
    const SearchResult again = search(game, {.depth = 6});
    QVERIFY(first.best && again.best);
    QVERIFY(*first.best == *again.best);
    QCOMPARE(first.score, again.score);
  }

  // When every move loses against best play, the search picks a move whose most tempting replies
  // (the biggest one-ply gain) are all mistakes, if there is one. Kingulu positions are small
  // enough for the search to prove each position won or lost, which is what "mistake" means here.
  // These positions came from random games; in each, the longest resistance (what the search
  // played before it set traps) is not a trap.
  void setsTrapsWhenLost_data() {
    QTest::addColumn<QString>("position");
    QTest::newRow("north, one mtoto") << "kingulu 2,1,7,5,5,0/2,5,4,11,2,1 N store=0,3 mtoto=e2";
    QTest::newRow("south, two mtoto") << "kingulu 5,3,11,0,1,5/6,1,3,0,5,2 S store=1,5 mtoto=e1,f2";
    QTest::newRow("north, no mtoto") << "kingulu 3,2,1,4,1,2/8,1,0,1,4,0 N store=11,10 mtoto=-";
  }
  void setsTrapsWhenLost() {
    QFETCH(QString, position);
    const Game game = rules_test::gameFrom(position);
    QVERIFY(isLost(game));
    const MoveList legal = game.legalMoves();
    MoveList traps;
    for (const Move& move : legal)
      if (everyGreedyReplyIsAMistake(game, move)) traps.push(move);
    QVERIFY(!traps.empty() && traps.size() < legal.size());  // the choice matters
    const SearchResult r = search(game, {.depth = 64, .movetimeMs = 2000});
    QVERIFY(r.best.has_value());
    QVERIFY2(traps.contains(*r.best), formatMove(Variant::Kingulu, *r.best).c_str());
  }

  // The evaluation judges a position the same from either seat: turning the board half round
  // (row r, column c to row 5 - r, the mirrored column) and handing the move to the other side
  // gives the mover the same value. This catches a side whose loop or opposite holes are wrongly
  // mapped, as the fitted Kimasai evaluation walks each side's stones along its own loop.
  void evaluationIsTheSameFromEitherSeat_data() {
    QTest::addColumn<QString>("position");
    for (Variant v : {Variant::Kimasai, Variant::Kigogo}) {
      std::mt19937 random(11);
      for (int g = 0; g < 4; ++g) {
        Game game(startPosition(v));
        for (int plies : {0, 7, 30, 60, 100}) {
          while (static_cast<int>(game.ply()) < plies && !game.result().over())
            game.play(game.legalMoves()[random() % game.legalMoves().size()]);
          const std::string text = formatPosition(game.position());
          QTest::newRow(QString("%1 game %2 ply %3").arg(variantName(v).data()).arg(g).arg(game.ply()).toUtf8())
              << QString::fromStdString(text);
        }
      }
    }
    // M-3 threats on both sides: South's b2 -> a2 takes a3 and a4; North's k3 -> l3 takes l2.
    QTest::newRow("kimasai threats")
        << "kimasai 1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0,0,1,0/1,0,0,0,0,1,0,0,0,0,0,0 S";
  }
  void evaluationIsTheSameFromEitherSeat() {
    QFETCH(QString, position);
    const Position p = rules_test::gameFrom(position).position();
    Position turned = p;
    turned.toMove = other(p.toMove);
    const BoardShape shape = shapeOf(p.variant);
    for (int row = 0; row < shape.rows; ++row)
      for (int column = 0; column < shape.columns; ++column)
        turned.at(squareAt(p.variant, shape.columns - 1 - column, shape.rows - 1 - row)) =
            static_cast<std::uint8_t>(p.seeds(squareAt(p.variant, column, row)));
    QCOMPARE(evaluate(turned), evaluate(p));
  }

  // A stop flag set from another thread ends the search.
  void stopFlag() {
    Game game(startPosition(Variant::Kigogo));
    std::atomic<bool> stop{true};
    QElapsedTimer timer;
    timer.start();
    const SearchResult r = search(game, {.depth = 64, .movetimeMs = 5000, .stop = &stop});
    QVERIFY(timer.elapsed() < 1000);
    QVERIFY(r.best.has_value());  // still a legal move to play
  }
};

QTEST_MAIN(TestSearch)
#include "tst_search.moc"
