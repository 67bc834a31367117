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
  void contract() {
    BoardModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (Variant v : kAllVariants) {
      MoveList legal;
      rulesFor(v).legalMoves(startPosition(v), legal);
      model.setPosition(startPosition(v), legal);
      QCOMPARE(model.rowCount(), shapeOf(v).rows);
      QCOMPARE(model.columnCount(), shapeOf(v).columns);
    }
  }

  void roles() {
    BoardModel model;
    MoveList legal;
    const Position kete = startPosition(Variant::Kete);
    rulesFor(Variant::Kete).legalMoves(kete, legal);
    model.setPosition(kete, legal);
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

    const Position kingulu = *parsePosition("kingulu 2,0,0,0,0,5/0,0,0,3,2,0 N store=1,7 mtoto=d1,f2").value;
    model.setPosition(kingulu, {});
    const QModelIndex f2 = model.indexOf(*parseSquare(Variant::Kingulu, "f2"));
    QCOMPARE(f2.data(BoardModel::MtotoRole).toBool(), true);
    QCOMPARE(f2.data(BoardModel::MtotoOwnerRole).toInt(), 0);  // f2 is in North's row: South's mtoto
    QCOMPARE(model.indexOf(*parseSquare(Variant::Kingulu, "d1")).data(BoardModel::MtotoOwnerRole).toInt(), 1);
  }

  // Stepping a whole game forward event by event, then all the way back, reproduces every
  // step's position exactly (issue #6), and each forward step matches the engine's trace.
  void stepForwardAndBack_data() {
    QTest::addColumn<QString>("variant");
    for (Variant v : kAllVariants) QTest::newRow(variantName(v).data()) << QString(variantName(v).data());
  }
  void stepForwardAndBack() {
    QFETCH(QString, variant);
    const Variant v = *variantFromName(variant.toStdString());
    std::mt19937 random(42);
    Game game(startPosition(v));
    std::vector<Trace> traces;
    while (!game.result().over() && game.ply() < 300) {
      const MoveList legal = game.legalMoves();
      Trace trace;
      game.play(legal[random() % legal.size()], &trace);
      traces.push_back(trace);
    }
    BoardModel model;
    model.setPosition(startPosition(v), {});
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    std::vector<Position> seen{model.position()};
    for (const Trace& trace : traces) {
      model.setPosition(trace.before, {});
      for (const TraceEvent& e : trace.events) {
        model.applyEvent(e, trace.before.toMove);
        seen.push_back(model.position());
      }
      QCOMPARE(model.position().pits, trace.after.pits);
      QCOMPARE(model.position().reserve, trace.after.reserve);
      QCOMPARE(model.position().store, trace.after.store);
      QCOMPARE(model.handSeeds(), 0);
    }
    QVERIFY(changes.count() > 0);
    for (auto t = traces.rbegin(); t != traces.rend(); ++t) {
      for (auto e = t->events.rbegin(); e != t->events.rend(); ++e) {
        seen.pop_back();
        model.revertEvent(*e, t->before.toMove);
        QCOMPARE(model.position().pits, seen.back().pits);
      }
      QCOMPARE(model.position().pits, t->before.pits);
      QCOMPARE(model.position().reserve, t->before.reserve);
      QCOMPARE(model.position().store, t->before.store);
      QCOMPARE(model.position().mtoto, t->before.mtoto);
      model.setPosition(t->before, {});  // the step before ends where this one began
    }
  }
};

QTEST_MAIN(TestBoardModel)
#include "tst_board_model.moc"
