// Analysis of a position (issue #20): every legal move gets a value and an expected line, best
// first, deepened step by step; what the search has proven is marked exact.
#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <random>

#include "baraza/analysis.h"
#include "baraza/kingulu_solution.h"
#include "baraza/notation.h"
#include "rules_test_support.h"

using namespace baraza;

namespace {

QString text(Variant variant, const Move& move) { return QString::fromStdString(formatMove(variant, move)); }

QStringList moveTexts(const Analysis& analysis, Variant variant) {
  QStringList moves;
  for (const MoveValue& value : analysis.moves) moves << text(variant, value.move);
  return moves;
}

}  // namespace

class TestAnalysis : public QObject {
  Q_OBJECT

 private slots:
  // From the start and from positions of random games: every legal move once, best first, each
  // line a playable continuation that starts with its move; a report after every depth.
  void everyMoveValued_data() {
    QTest::addColumn<QString>("position");
    for (Variant v : kAllVariants) {
      std::mt19937 random(7);
      Game game(startPosition(v));
      for (int plies : {0, 9, 20}) {
        while (static_cast<int>(game.ply()) < plies && !game.result().over())
          game.play(game.legalMoves()[random() % game.legalMoves().size()]);
        if (game.result().over()) break;
        QTest::newRow(QString("%1 ply %2").arg(variantName(v).data()).arg(game.ply()).toUtf8())
            << QString::fromStdString(formatPosition(game.position()));
      }
    }
  }
  void everyMoveValued() {
    QFETCH(QString, position);
    const Game game = rules_test::gameFrom(position);
    const Variant variant = game.position().variant;
    std::vector<int> depths;
    Analysis lastReported;
    const Analysis analysis = analyse(game, {.depth = 4}, [&](const Analysis& done) {
      depths.push_back(done.depth);
      lastReported = done;
    });
    QStringList moves = moveTexts(analysis, variant);
    QCOMPARE(moves.size(), static_cast<qsizetype>(game.legalMoves().size()));
    moves.sort();
    QCOMPARE(moves, rules_test::legalMoveTexts(game));
    for (std::size_t i = 1; i < analysis.moves.size(); ++i)
      QVERIFY(analysis.moves[i - 1].score >= analysis.moves[i].score);
    for (const MoveValue& value : analysis.moves) {
      QVERIFY(!value.line.empty() && value.line.front() == value.move);
      // A search's line is no longer than its depth; an exact value's (Kingulu) is best play.
      if (!analysis.solved) QVERIFY(static_cast<int>(value.line.size()) <= analysis.depth);
      Game replay = game;
      for (const Move& move : value.line) QVERIFY2(replay.play(move), qPrintable(text(variant, move)));
    }
    // Depths 1, 2, 3, 4 (Kimasai searches odd depths only: 1, 3), each reported once.
    const std::vector<int> expected =
        variant == Variant::Kimasai ? std::vector<int>{1, 3} : std::vector<int>{1, 2, 3, 4};
    const bool solved = analysis.solved && depths.size() == 1;  // Kingulu's exact values, at once
    if (solved || (analysis.moves.front().exact && depths.back() < expected.back())) {  // all proven early
      QVERIFY(std::all_of(analysis.moves.begin(), analysis.moves.end(), [](const MoveValue& v) { return v.exact; }));
    } else {
      QCOMPARE(depths, expected);
    }
    QCOMPARE(analysis.depth, depths.back());
    QCOMPARE(moveTexts(lastReported, variant), moveTexts(analysis, variant));
  }

  // Proven outcomes: a win in one (K-5), and a Kingulu position whose best moves keep a 24-24
  // draw (G-7) while a2 loses: South wins in eight plies playing for the biggest count (the
  // solver's play; the quickest win would take six). Unproven values are not marked exact.
  void exactOutcomes_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QString>("outcomes");  // move:outcome, best first; "?" not proven
    QTest::newRow("kigogo win in one")
        << "kigogo 1,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0,0,0,0,0 S"
        << 4 << "b2:S+1 e1:?";
    QTest::newRow("kingulu draw") << "kingulu 2,2,0,5,1,4/5,1,2,0,0,3 N store=12,11 mtoto=a1,d2" << 40
                                  << "b2:draw e2:draw a2:S+8";
  }
  void exactOutcomes() {
    QFETCH(QString, position);
    QFETCH(int, depth);
    QFETCH(QString, outcomes);
    const Game game = rules_test::gameFrom(position);
    const Analysis analysis = analyse(game, {.depth = depth});
    QStringList found;
    for (const MoveValue& value : analysis.moves) {
      QString outcome = "?";
      if (value.exact && value.exact->kind == Result::Kind::Draw) outcome = "draw";
      if (value.exact && value.exact->kind == Result::Kind::Win)
        outcome = QString("%1+%2").arg(value.exact->winner == Side::South ? "S" : "N").arg(value.exact->plies);
      found << text(game.position().variant, value.move) + ":" + outcome;
      if (value.exact && value.exact->kind == Result::Kind::Win)
        QCOMPARE(value.score > kProvenScore, value.exact->winner == game.position().toMove);
    }
    QCOMPARE(found.join(' '), outcomes);
  }

  // A loss in two is proven when the opponent's winning reply ends the game, whatever
  // judgements his other replies met (the search once said "likely loses in 2"). Each of these
  // Bao la Kete positions has a move after which the opponent wins at once; the analysis must
  // mark that move lost in 2, exactly, and the win must be there: a reply that ends the game won.
  void aLossInTwoIsProven_data() {
    QTest::addColumn<QString>("position");
    QTest::newRow("south's e2ccw")
        << "kete 0,1,1,1,1,1,1,1/1,4,4,2,1,3,0,1/0,0,0,1,12,0,0,0/0,0,0,0,0,0,0,0 S reserve=14,14 kuu=1,0 hz=-";
    QTest::newRow("north's f3ccw")
        << "kete 0,0,0,0,0,0,0,0/1,0,0,0,4,1,2,0/2,5,8,0,1,2,3,1/0,4,0,1,0,3,0,3 N reserve=11,12 kuu=0,0 hz=-";
    QTest::newRow("north's a3ccw")
        << "kete 2,3,0,4,3,2,3,0/1,3,6,0,0,1,0,1/1,0,0,0,7,1,5,1/1,2,3,1,2,4,0,2 N reserve=2,3 kuu=0,0 hz=-";
  }
  void aLossInTwoIsProven() {
    QFETCH(QString, position);
    const Game game = rules_test::gameFrom(position);
    const Side mover = game.position().toMove;
    const Analysis analysis = analyse(game, {.depth = 4});
    int lossesInTwo = 0;
    for (const MoveValue& value : analysis.moves) {
      if (value.score != -(2 * kProvenScore - 2)) continue;
      ++lossesInTwo;
      QVERIFY2(value.exact, qPrintable(text(game.position().variant, value.move)));
      QCOMPARE(value.exact->winner, other(mover));
      QCOMPARE(value.exact->plies, 2);
      Game after = game;
      QVERIFY(after.play(value.move));
      bool wins = false;
      for (const Move& reply : after.legalMoves()) {
        Game end = after;
        end.play(reply);
        wins = wins || (end.result().kind == Result::Kind::Win && end.result().winner == other(mover));
      }
      QVERIFY(wins);
    }
    QVERIFY(lossesInTwo > 0);
  }

  // Kingulu: the values are exact, worked out to the end by proofs that count the game's past
  // (C-6): every move's final margin (G-7) in hundredths of a seed, the same as the solver's
  // where no earlier position can come back (the game's start, or just after a capture or a new
  // mtoto), with the plies within which the winner ends the game. After a move that changed
  // neither stores nor mtoto holes, where the solver cannot see the past, the proofs' values
  // are each move's exact margin as well, found at once, not depth by depth.
  void kinguluShowsExactValues() {
    const Game game = rules_test::gameFrom("kingulu 0,0,12,4,4,5/0,0,3,4,0,2 S store=9,5 mtoto=e2,f2");
    const std::optional<KinguluValue> solved = solvedValue(game.position());
    QVERIFY(solved);
    const Analysis analysis = analyse(game, {.depth = 6});
    QVERIFY(analysis.solved);
    QCOMPARE(analysis.moves.size(), solved->moves.size());
    for (const MoveValue& shown : analysis.moves) {
      const auto exact = std::find_if(solved->moves.begin(), solved->moves.end(),
                                      [&](const KinguluMoveValue& v) { return v.move == shown.move; });
      QVERIFY(exact != solved->moves.end());
      QCOMPARE(shown.score, 100 * exact->margin);
      QVERIFY(shown.exact);
      QVERIFY(shown.exact->plies >= 1);
      QCOMPARE(shown.exact->kind, exact->margin == 0 ? Result::Kind::Draw : Result::Kind::Win);
    }
    QCOMPARE(analysis.moves.front().score, 100 * solved->margin);
    // The same position reached by a move that captured nothing: the proofs' values.
    Game played = rules_test::gameFrom("kingulu 1,0,12,4,4,5/0,0,3,4,0,1 N store=9,5 mtoto=e2,f2");
    const MoveList legal = played.legalMoves();
    bool quiet = false;
    for (const Move& move : legal) {
      Game next = played;
      next.play(move);
      if (next.position().store == played.position().store && next.position().mtoto == played.position().mtoto) {
        int reports = 0;
        const Analysis proved = analyse(next, {.depth = 3}, [&](const Analysis&) { ++reports; });
        QCOMPARE(reports, 1);
        QCOMPARE(proved.moves.size(), next.legalMoves().size());
        for (const MoveValue& value : proved.moves) {
          QVERIFY(value.exact);
          Game after = next;
          after.play(value.move);
          if (after.result().over()) continue;
          const auto reply = provenKinguluPlay(after, {});
          QVERIFY(reply);
          QCOMPARE(value.score, -100 * reply->margin);
          // Its expected line is best play: played out, where it reaches the end, the count is
          // the value's.
          Game line = next;
          for (const Move& move : value.line) QVERIFY(line.play(move));
          QVERIFY(value.line.size() > 1);
          if (line.result().over()) {
            QCOMPARE(100 * line.result().marginFor(next.position().toMove), value.score);
          }
        }
        QVERIFY(proved.moves.front().score >= proved.moves.back().score);
        quiet = true;
        break;
      }
    }
    QVERIFY(quiet);
  }

  // C-6: a move that repeats a position of the game often enough ends it drawn, and the analysis
  // says so exactly; the game's past decides it. Kigogo: the twelve-ply cycle of tst_kigogo
  // (every move the only one); after eleven plies South's g1 brings its start back a second
  // time. Kingulu: tst_search's game where only North's e2, the start's third occurrence, saves
  // him. Without the history none of these moves ends the game.
  void repetitionIsExact_data() {
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("draws");
    QTest::newRow("kigogo, second occurrence")
        << "kigogo 1,1,0,2,0,1,0,1,0,0,0,0/1,0,1,0,1,0,1,0,1,0,1,0/1,0,1,0,1,0,1,0,0,1,1,0/0,0,1,0,1,0,0,2,0,1,0,1 N"
        << "d4 h1 a4 j2 l4 i2 k4 h2 j4 b1 i4"
        << "g1";
    // tst_kete's twelve-ply cycle (each move a front hole of two, sown ccw; cw loses), twice less
    // its last move: North's b3ccw brings its start a third time.
    QTest::newRow("kete, third occurrence")
        << "kete 0,0,0,1,0,1,0,1/0,0,2,1,1,0,1,0/0,1,1,2,0,0,0,0/1,0,1,0,1,0,1,0 S reserve=0,0 kuu=0,0 hz=-"
        << "d2ccw c3ccw c2ccw d3ccw h2ccw b4ccw g2ccw a4ccw f2ccw a3ccw e2ccw b3ccw "
           "d2ccw c3ccw c2ccw d3ccw h2ccw b4ccw g2ccw a4ccw f2ccw a3ccw e2ccw"
        << "b3ccw";
    QTest::newRow("kingulu, third occurrence") << "kingulu 1,0,1,2,0,0/0,1,0,2,2,0 S store=22,17 mtoto=-"
                                               << "e1 a2 f1 a2 d1 c2 b1 a2 f1 b2 f1 e2 e1 a2 f1 a2 d1 c2 b1 a2 f1 b2 f1"
                                               << "e2";
  }
  void repetitionIsExact() {
    QFETCH(QString, start);
    QFETCH(QString, moves);
    QFETCH(QString, draws);
    Game game = rules_test::gameFrom(start);
    const Variant variant = game.position().variant;
    for (const QString& move : moves.split(' ')) QVERIFY(game.play(*parseMove(variant, move.toStdString()).value));
    const Analysis analysis = analyse(game, {.depth = 4});
    const MoveValue& best = analysis.moves.front();
    QCOMPARE(text(variant, best.move), draws);
    QCOMPARE(best.score, 0);
    QVERIFY(best.exact && best.exact->kind == Result::Kind::Draw);
    // The same position with no past: the move does not end the game.
    const Analysis fresh = analyse(Game(game.position()), {.depth = 4});
    for (const MoveValue& value : fresh.moves)
      if (text(variant, value.move) == draws) QVERIFY(!value.exact || value.exact->kind != Result::Kind::Draw);
  }

  // A stop flag or the time ends the analysis; every legal move is still there.
  void stops() {
    const Game game(startPosition(Variant::Kete));
    std::atomic<bool> stop{true};
    QElapsedTimer timer;
    timer.start();
    Analysis stopped = analyse(game, {.stop = &stop});
    QVERIFY(timer.elapsed() < 1000);
    QCOMPARE(stopped.moves.size(), game.legalMoves().size());
    timer.restart();
    const Analysis timed = analyse(game, {.movetimeMs = 200});
    QVERIFY(timer.elapsed() < 200 + 100);
    QCOMPARE(timed.moves.size(), game.legalMoves().size());
    QVERIFY(timed.depth >= 1);
  }

  // An ended game has nothing to analyse.
  void endedGame() {
    // G-7: North has no move and the count ends the game.
    const Game game = rules_test::gameFrom("kingulu 0,0,0,0,0,0/1,0,0,0,0,0 N store=20,27 mtoto=-");
    QVERIFY(game.result().over());
    const Analysis analysis = analyse(game, {.depth = 3});
    QVERIFY(analysis.moves.empty());
    QCOMPARE(analysis.depth, 0);
  }
};

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
