// The model/view adapter: its contract (QAbstractItemModelTester), its roles, and playing a
// trace into it event by event, forwards and all the way back.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <random>

#include "baraza/game.h"
#include "baraza/notation.h"
#include "board/BoardModel.h"

using namespace baraza;

class TestBoardModel : public QObject {
  Q_OBJECT

 private slots:
  // "Captured" counts what was taken in this game: a game (a lesson) that starts from a position
  // with fewer seeds than the usual start has captured nothing yet.
  void capturedCountsFromTheGamesStart_data() {
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("south");
    QTest::newRow("kigogo K-4") << "kigogo 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0,0,0,1/"
                                   "0,0,0,0,0,0,0,0,2,0,0,0 S"
                                << "i1" << 0;
    QTest::newRow("kimasai M-3") << "kimasai 0,0,0,0,0,0,0,0,0,1,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0,0,0,0,0/"
                                    "0,0,0,0,0,0,0,0,0,0,0,1 S"
                                 << "c2" << 1;
  }
  void capturedCountsFromTheGamesStart() {
    QFETCH(QString, start);
    QFETCH(QString, move);
    QFETCH(int, south);
    const Parsed<Position> position = parsePosition(start.toStdString());
    QVERIFY2(position.value, position.error.c_str());
    Game game(*position.value);
    BoardModel model(game);
    QCOMPARE(model.capturedBy(Side::South), 0);
    QCOMPARE(model.capturedBy(Side::North), 0);
    QVERIFY(game.play(*parseMove(position.value->variant, move.toStdString()).value));
    model.refresh();
    QCOMPARE(model.capturedBy(Side::South), south);
    QCOMPARE(model.capturedBy(Side::North), 0);
  }

  // G-1: a Kingulu side's counter is its store as it stands, whatever the game's start.
  void kinguluCountsTheStore() {
    Game game(*parsePosition("kingulu 0,0,0,1,0,0/0,0,0,0,0,2 S store=20,25 mtoto=-").value);
    BoardModel model(game);
    QCOMPARE(model.counters(Side::South).kind, Rules::CounterKind::Store);
    QCOMPARE(model.counters(Side::South).value, 20);
    QCOMPARE(model.counters(Side::North).value, 25);
  }

  void contract() {
    Game game(startPosition(Variant::Kigogo));
    BoardModel model(game);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (Variant v : kAllVariants) {
      game = Game(startPosition(v));
      model.refresh();
      QCOMPARE(model.rowCount(), shapeOf(v).rows);
      QCOMPARE(model.columnCount(), shapeOf(v).columns);
    }
  }

  void roles() {
    Game game(startPosition(Variant::Kete));
    BoardModel model(game);
    // The top row drawn is row 4; e2 is drawn in the third row.
    const QModelIndex e2 = model.indexOf(*parseSquare(Variant::Kete, "e2"));
    QCOMPARE(e2.row(), 2);
    QCOMPARE(e2.column(), 4);
    QCOMPARE(e2.data(BoardModel::SeedsRole).toInt(), 6);
    QCOMPARE(e2.data(BoardModel::KuuRole).toBool(), true);
    QCOMPARE(e2.data(BoardModel::KuuGoneRole).toBool(), false);
    QCOMPARE(e2.data(BoardModel::LegalRole).toBool(), false);  // L-8: not while f2, g2 are occupied
    QCOMPARE(model.indexOf(*parseSquare(Variant::Kete, "f2")).data(BoardModel::LegalRole).toBool(), true);
    QCOMPARE(e2.data(BoardModel::OwnerRole).toInt(), 0);
    QCOMPARE(e2.data(BoardModel::SquareNameRole).toString(), QString("e2"));
    // A pit a move starts from says what the dotted ring means; others do not.
    QVERIFY(model.indexOf(*parseSquare(Variant::Kete, "f2")).data(Qt::ToolTipRole).toString().contains("dotted ring"));
    QVERIFY(!e2.data(Qt::ToolTipRole).toString().contains("dotted ring"));

    game = Game(*parsePosition("kingulu 2,0,0,0,0,5/0,0,0,3,2,0 N store=1,7 mtoto=d1,f2").value);
    model.refresh();
    const QModelIndex f2 = model.indexOf(*parseSquare(Variant::Kingulu, "f2"));
    QCOMPARE(f2.data(BoardModel::MtotoRole).toBool(), true);
    QCOMPARE(f2.data(BoardModel::MtotoOwnerRole).toInt(), 0);  // f2 is in North's row: South's mtoto
    QCOMPARE(model.indexOf(*parseSquare(Variant::Kingulu, "d1")).data(BoardModel::MtotoOwnerRole).toInt(), 1);
  }

  // The model shows the game's point and nothing else: stepping a whole game forward event by
  // event and all the way back, every pit shows the engine's position at that point, the pit of
  // the event just applied is lit, and no move is offered part way through a move.
  void followsThePoint_data() {
    QTest::addColumn<QString>("variant");
    for (Variant v : kAllVariants) QTest::newRow(variantName(v).data()) << QString(variantName(v).data());
  }
  void followsThePoint() {
    QFETCH(QString, variant);
    const Variant v = *variantFromName(variant.toStdString());
    std::mt19937 random(42);
    Game game(startPosition(v));
    while (!game.result().over() && game.ply() < 120) {
      const MoveList legal = game.legalMoves();
      game.play(legal[random() % legal.size()]);
    }
    game.seek({0, 0});
    BoardModel model(game);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    const auto matches = [&] {
      for (int sq = 0; sq < shapeOf(v).pits(); ++sq)
        if (model.indexOf(Square(sq)).data(BoardModel::SeedsRole).toInt() != game.shownPosition().seeds(Square(sq)))
          return false;
      return model.handSeeds() == game.shownHand();
    };
    for (bool forward : {true, false}) {
      while (game.stepEvent(forward)) {
        model.refresh();
        QVERIFY(matches());
        const LinePoint at = game.point();
        if (at.event > 0) {
          QVERIFY(model.legalMoves().empty());
          const TraceEvent& last = game.traceAt(at.ply).events[at.event - 1];
          if (last.square != kNoSquare) QVERIFY(model.indexOf(last.square).data(BoardModel::HighlightRole).toBool());
        } else {
          QCOMPARE(model.legalMoves().size(), game.legalMoves().size());
        }
      }
    }
    QVERIFY(changes.count() > 0);
  }
};

QTEST_MAIN(TestBoardModel)
#include "tst_board_model.moc"
