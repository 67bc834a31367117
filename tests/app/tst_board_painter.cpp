// The board painter over a scene value: a picture of a position needs no Game and no widget, the
// scene of a position says what the position holds, and the painter draws what the scene says
// where the geometry puts it (and nowhere else).
#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <QWidget>

#include "baraza/notation.h"
#include "board/BoardPainter.h"
#include "board/BoardPicture.h"
#include "learn/DiagramPicture.h"
#include "learn/RuleDiagrams.h"

using namespace baraza;

namespace {

Square at(Variant v, const char* name) { return *parseSquare(v, name); }

// Without the coordinates, whose letters (text drawn as paths) the font engine renders a shade
// differently the first time it meets them.
QImage painted(BoardPainter& painter, BoardScene scene, const QSize& size) {
  scene.drawLabels = false;
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::black);
  QPainter p(&image);
  p.setRenderHint(QPainter::Antialiasing);
  painter.paint(p, scene, BoardGeometry(scene.variant, QRectF(QPointF(0, 0), QSizeF(size))), 1);
  return image;
}

// Whether the two pictures differ inside `area` only.
bool differOnlyIn(const QImage& a, const QImage& b, const QRect& area) {
  bool inside = false;

  for (int y = 0; y < a.height(); ++y)
    for (int x = 0; x < a.width(); ++x)
      if (a.pixel(x, y) != b.pixel(x, y)) {
        if (!area.contains(x, y)) return false;
        inside = true;
      }
  return inside;
}

}  // namespace

class TestBoardPainter : public QObject {
  Q_OBJECT

 private slots:
  // The rules' diagrams and the new-game dialog's pictures: every game's start, and every rule
  // diagram, drawn with no widget made on the way.
  void aPictureNeedsNoWidget() {
    QVERIFY(QApplication::allWidgets().isEmpty());
    for (Variant v : kAllVariants) {
      const QPixmap picture = boardPicture(startPosition(v), 400, 2);
      QCOMPARE(picture.deviceIndependentSize().width(), 400.0);
      QCOMPARE(picture.height(), 2 * BoardGeometry::heightForWidth(v, 400));
    }
    DiagramPicture diagrams;
    int drawn = 0;
    for (const RuleDiagram& diagram : RuleDiagrams::all()) {
      QVERIFY(!diagrams.draw(diagram, 360, 1).isNull());
      ++drawn;
    }
    QVERIFY(drawn > 20);
    QVERIFY2(QApplication::allWidgets().isEmpty(), "a picture made a widget");
  }

  // L-1, L-2: Bao la Kete starts with each kuu standing (e2 South's, d3 North's) and six seeds in
  // it; a position's picture shows no history: nothing touched, nothing lit, no hand.
  void aPositionsScene() {
    const BoardScene scene = sceneOf(startPosition(Variant::Kete));
    QCOMPARE(scene.variant, Variant::Kete);
    QCOMPARE(int(scene.holes.size()), 32);
    QVERIFY(scene.positionOnly);
    QVERIFY(!scene.interactive);
    for (const char* kuu : {"e2", "d3"}) {
      const BoardScene::Hole& hole = scene.hole(at(Variant::Kete, kuu));
      QVERIFY2(hole.kuuSquare, kuu);
      QCOMPARE(hole.house, Rules::House::Standing);
      QCOMPARE(hole.seeds, 6);
    }
    QVERIFY(!scene.hole(at(Variant::Kete, "f2")).kuuSquare);
    QCOMPARE(scene.hole(at(Variant::Kete, "f2")).seeds, 2);
    QCOMPARE(scene.hole(at(Variant::Kete, "a1")).seeds, 0);
    for (const BoardScene::Hole& hole : scene.holes) QVERIFY(!hole.lastMove && !hole.highlight && !hole.legal);
    QCOMPARE(scene.hand.seeds, 0);
    QCOMPARE(scene.counters[0].kind, Rules::CounterKind::Reserve);  // L-7: the nemo stage's reserve
    QCOMPARE(scene.counters[0].value, 22);

    // G-1: a Kingulu mtoto belongs to the side whose store it sows into: d1 is North's, f2 South's.
    const BoardScene kingulu = sceneOf(*parsePosition("kingulu 2,0,0,0,0,5/0,0,0,3,2,0 N store=1,7 mtoto=d1,f2").value);
    QCOMPARE(kingulu.hole(at(Variant::Kingulu, "d1")).mtotoOwner, 1);
    QCOMPARE(kingulu.hole(at(Variant::Kingulu, "f2")).mtotoOwner, 0);
    QCOMPARE(kingulu.hole(at(Variant::Kingulu, "e1")).mtotoOwner, -1);
    QCOMPARE(kingulu.counters[1].value, 7);
  }

  // What the scene marks is painted over its pit, and nowhere else: the hizi zetu sign, the
  // keyboard cursor, a lit legal pit.
  void thePainterDrawsWhatTheSceneSays_data() {
    QTest::addColumn<int>("mark");
    QTest::newRow("hizi zetu") << 0;
    QTest::newRow("cursor") << 1;
    QTest::newRow("legal") << 2;
  }
  void thePainterDrawsWhatTheSceneSays() {
    QFETCH(int, mark);
    BoardPainter painter;
    painter.setFont(QApplication::font());
    BoardScene scene = sceneOf(startPosition(Variant::Kete));
    scene.sideLabels = {QStringLiteral("South"), QStringLiteral("North")};
    const QSize size(640, BoardGeometry::heightForWidth(Variant::Kete, 640));
    const QImage plain = painted(painter, scene, size);
    const Square c3 = at(Variant::Kete, "c3");
    switch (mark) {
      case 0:
        scene.holes[std::size_t(c3)].marked = true;
        break;
      case 1:
        scene.selected = c3;
        break;
      default:
        scene.interactive = true;
        scene.holes[std::size_t(c3)].legal = true;
    }
    const QImage marked = painted(painter, scene, size);
    const BoardGeometry geometry(Variant::Kete, QRectF(QPointF(0, 0), QSizeF(size)));
    const qreal around = geometry.cellSize() * 0.25;
    const QRect pit = geometry.pitRect(c3).adjusted(-around, -around, around, around).toAlignedRect();
    QVERIFY(differOnlyIn(plain, marked, pit));
  }

  // A scene painted again is the same picture (the wood kept from the first paint included), and
  // a side's counter is painted from the scene.
  void paintedAgainTheSame() {
    BoardPainter painter;
    painter.setFont(QApplication::font());
    const BoardScene scene = sceneOf(*parsePosition("kingulu 2,0,0,0,0,5/0,0,0,3,2,0 N store=1,7 mtoto=d1,f2").value);
    const QSize size(600, BoardGeometry::heightForWidth(Variant::Kingulu, 600));
    const QImage once = painted(painter, scene, size);
    QCOMPARE(painted(painter, scene, size), once);  // the wood kept from the first is the same
    BoardScene north = scene;
    north.counters[1].value = 9;
    QVERIFY(painted(painter, north, size) != once);  // North's store is painted from the scene
  }

  // The last move's holes are marked so that they read on the light wood and on the dark (issue
  // #29: thin pale rings that vanished on dark wood): a ring around the hole clearly
  // brighter or darker than the wood under it (60 of 255 in lightness), on either wood.
  void lastMoveReadsOnBothWoods_data() {
    QTest::addColumn<int>("wood");
    QTest::newRow("light") << int(BoardWood::Light);
    QTest::newRow("dark") << int(BoardWood::Dark);
  }
  void lastMoveReadsOnBothWoods() {
    QFETCH(int, wood);
    BoardPainter painter;
    painter.setWood(static_cast<BoardWood>(wood));
    const Variant v = Variant::Kete;
    BoardScene scene = sceneOf(*parsePosition("kete 0,0,0,0,0,0,0,0/0,3,2,6,0,0,1,0/0,0,1,0,6,0,1,0/0,0,0,0,0,0,0,0 S "
                                              "reserve=10,10 kuu=1,1 hz=-")
                                    .value);
    const QSize size(800, 520);
    const QImage plain = painted(painter, scene, size);
    for (const char* hole : {"a2", "c2", "b1"}) scene.holes[std::size_t(at(v, hole))].lastMove = true;
    const QImage marked = painted(painter, scene, size);
    const BoardGeometry g(v, QRectF(QPointF(0, 0), QSizeF(size)));
    for (const char* hole : {"a2", "c2", "b1"}) {
      const QRect pit = g.pitRect(at(v, hole)).toAlignedRect();
      int strong = 0;
      for (int y = pit.top(); y <= pit.bottom(); ++y)
        for (int x = pit.left(); x <= pit.right(); ++x)
          if (std::abs(QColor(marked.pixel(x, y)).lightness() - QColor(plain.pixel(x, y)).lightness()) >= 60) ++strong;
      // A ring one twentieth of the hole wide, all round: about pi * width * width / 20 pixels.
      QVERIFY2(strong >= pit.width() * pit.width() / 10,
               qPrintable(QStringLiteral("%1: %2 of %3 pixels").arg(hole).arg(strong).arg(pit.width() * pit.width())));
    }
  }
};

QTEST_MAIN(TestBoardPainter)
#include "tst_board_painter.moc"
