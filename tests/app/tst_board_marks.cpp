// The marks the board adds to a game (issue #29, fresh eyes): the last move's start hole reads
// apart from the holes it sowed, on both woods; the hand's count sits clear of every hole's count
// and is readable at 800×600; each side's clock stands just after its name on its edge; and
// looking back says nobody is "to move" and lights no hole (looking is not playing).
#include <QAction>
#include <QImage>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "baraza/notation.h"
#include "board/BoardModel.h"
#include "board/BoardPainter.h"
#include "board/BoardView.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"
#include "window/SideClock.h"
#include "window_suite.h"

using namespace baraza;

namespace {

Square at(Variant v, const char* name) { return *parseSquare(v, name); }

QImage painted(BoardPainter& painter, BoardScene scene, const QSize& size) {
  scene.drawLabels = false;  // text drawn as paths renders a shade apart the first time
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::black);
  QPainter p(&image);
  p.setRenderHint(QPainter::Antialiasing);
  painter.paint(p, scene, BoardGeometry(scene.variant, QRectF(QPointF(0, 0), QSizeF(size))), 1);
  return image;
}

// Pixels inside `area` whose lightness differs by at least 60 between the two pictures.
int strongDifferences(const QImage& a, const QImage& b, const QRect& area) {
  int strong = 0;
  for (int y = area.top(); y <= area.bottom(); ++y)
    for (int x = area.left(); x <= area.right(); ++x)
      if (std::abs(QColor(a.pixel(x, y)).lightness() - QColor(b.pixel(x, y)).lightness()) >= 60) ++strong;
  return strong;
}

// 9 pt on a screen of 96 dots per inch.
constexpr int kNinePointPixels = 12;

}  // namespace

class TestBoardMarks : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QVERIFY(suite_.use()); }
  void init() { WindowSuite::freshStart(); }

  // The start hole of the last move carries a mark of its own: against the thin ring of a sown
  // hole, a large share of its pixels differs strongly, on the light wood and on the dark.
  void startHoleReadsApartOnBothWoods_data() {
    QTest::addColumn<int>("wood");
    QTest::newRow("light") << int(BoardWood::Light);
    QTest::newRow("dark") << int(BoardWood::Dark);
  }
  void startHoleReadsApartOnBothWoods() {
    QFETCH(int, wood);
    BoardPainter painter;
    painter.setWood(static_cast<BoardWood>(wood));
    const Variant v = Variant::Kete;
    BoardScene scene = sceneOf(*parsePosition("kete 0,0,0,0,0,0,0,0/0,3,2,6,0,0,1,0/0,0,1,0,6,0,1,0/0,0,0,0,0,0,0,0 S "
                                              "reserve=10,10 kuu=1,1 hz=-")
                                    .value);
    const QSize size(800, 520);
    const QImage plain = painted(painter, scene, size);
    for (const char* hole : {"b2", "c2", "d2"}) scene.holes[std::size_t(at(v, hole))].lastMove = true;
    const QImage sown = painted(painter, scene, size);
    scene.holes[std::size_t(at(v, "b2"))].moveStart = true;
    const QImage started = painted(painter, scene, size);
    const BoardGeometry g(v, QRectF(QPointF(0, 0), QSizeF(size)));
    const QRect pit = g.pitRect(at(v, "b2")).toAlignedRect();
    const int area = pit.width() * pit.height();
    const int apart = strongDifferences(sown, started, pit);
    const int seen = strongDifferences(plain, started, pit);
    QVERIFY2(apart >= area / 10, qPrintable(QStringLiteral("start vs sown: %1 of %2 pixels").arg(apart).arg(area)));
    QVERIFY2(seen >= area / 6, qPrintable(QStringLiteral("start vs nothing: %1 of %2 pixels").arg(seen).arg(area)));
    // The holes sown keep their own mark.
    const QRect c2 = g.pitRect(at(v, "c2")).toAlignedRect();
    QCOMPARE(strongDifferences(sown, started, c2), 0);
  }

  // A game's scene marks the hole the shown move started from.
  void theScenesStartHole() {
    MainWindow w;
    w.show();
    w.startGame(twoPeople(Variant::Kigogo));
    QTRY_VERIFY(w.controller()->acceptsInput());
    const Move move = w.controller()->game().legalMoves()[0];
    w.controller()->playMove(move);
    QTRY_VERIFY(w.controller()->game().length() == 1 && !w.controller()->isAnimating());
    const BoardScene scene = w.boardView()->scene();
    for (int i = 0; i < int(scene.holes.size()); ++i)
      QCOMPARE(scene.holes[std::size_t(i)].moveStart, Square(i) == move.square);
  }

  // The hand's count, at 800×600, in every game: clear of every hole's count and at least 9 pt.
  void handCountClearAndReadable_data() {
    QTest::addColumn<int>("variant");
    for (Variant v : kAllVariants) QTest::newRow(variantName(v).data()) << int(v);
  }
  void handCountClearAndReadable() {
    QFETCH(int, variant);
    const auto v = static_cast<Variant>(variant);
    MainWindow w;
    w.resize(800, 600);
    w.show();
    w.startGame(twoPeople(v));
    QTRY_VERIFY(w.controller()->acceptsInput());
    BoardView* view = w.boardView();
    BoardPainter painter;
    painter.setFont(view->font());
    const BoardGeometry& g = view->boardGeometry();
    BoardScene scene = view->scene();
    scene.hand.seeds = 14;
    for (int i = 0; i < shapeOf(v).pits(); ++i) {
      scene.hand.at = Square(i);
      const QRectF badge = painter.handBadgeRect(scene, g);
      QVERIFY(!badge.isEmpty());
      QVERIFY2(painter.handFont(g).pixelSize() >= kNinePointPixels,
               qPrintable(QString::number(painter.handFont(g).pixelSize())));
      for (int j = 0; j < shapeOf(v).pits(); ++j) {
        if (scene.holes[std::size_t(j)].seeds == 0) scene.holes[std::size_t(j)].seeds = 3;  // every hole counted
        const QRectF count = painter.countRect(scene, g, Square(j));
        QVERIFY2(!badge.intersects(count), qPrintable(QStringLiteral("the hand beside %1 covers the count of %2")
                                                          .arg(QString::fromStdString(squareName(v, Square(i))),
                                                               QString::fromStdString(squareName(v, Square(j))))));
      }
      QVERIFY(g.area().contains(badge));
    }
  }

  // On the clock: each side's clock stands on its edge just after its name, clear of the tray;
  // turned, they go with their sides.
  void clocksBesideTheirNames() {
    MainWindow w;
    w.resize(800, 600);
    w.show();
    GameSetup setup = twoPeople(Variant::Kete);
    setup.timeControl = {300, 0};
    w.startGame(setup);
    BoardView* view = w.boardView();
    auto* north = w.findChild<SideClock*>("northClock");
    auto* south = w.findChild<SideClock*>("southClock");
    QVERIFY(north && south);
    QCOMPARE(north->parentWidget(), view);
    for (bool turned : {false, true}) {
      if (turned) w.findChild<QAction*>("turnBoardAction")->trigger();
      QTRY_VERIFY(north->isVisible() && south->isVisible());
      for (auto [side, clock] : {std::pair{Side::North, north}, std::pair{Side::South, south}}) {
        const BoardGeometry& g = view->boardGeometry();
        const QRectF panel = g.panelRect(side);
        BoardPainter painter;
        painter.setFont(view->font());
        QTRY_VERIFY(QRectF(clock->geometry()).center().y() > panel.top() &&
                    QRectF(clock->geometry()).center().y() < panel.bottom());
        const QRectF name = painter.panelLine(view->scene(), g, side).rect;
        QVERIFY2(
            clock->geometry().left() >= name.right() - 1 &&
                clock->geometry().left() <= name.right() + g.cellSize() * 0.5,
            qPrintable(QStringLiteral("clock at %1, name ends at %2").arg(clock->geometry().left()).arg(name.right())));
        QVERIFY(!QRectF(clock->geometry()).intersects(BoardPainter::trayRect(g, side)));
        QVERIFY(clock->font().pixelSize() >= kNinePointPixels || clock->font().pointSizeF() >= 9);
      }
      QCOMPARE(south->geometry().center().y() < north->geometry().center().y(), turned);
    }
  }

  // Looking back, nobody is "to move" and no hole glows; at the end again, the side to move is.
  void lookingBackIsNotPlaying() {
    MainWindow w;
    w.show();
    GameSetup setup = twoPeople(Variant::Kigogo);
    setup.north = PlayerKind::Computer;
    w.startGame(setup);
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    QTRY_VERIFY(w.controller()->game().length() == 2 && w.controller()->acceptsInput());
    BoardView* view = w.boardView();
    QVERIFY(view->panelText(Side::South).contains("to move"));
    w.controller()->stepMove(false);
    QTRY_VERIFY(!w.controller()->isAnimating());
    for (Side side : {Side::South, Side::North})
      QVERIFY2(!view->panelText(side).contains("to move"), qPrintable(view->panelText(side)));
    for (const BoardScene::Hole& hole : view->scene().holes) QVERIFY(!hole.legal);
    w.controller()->jumpTo(true);
    QTRY_VERIFY(!w.controller()->isAnimating() && w.controller()->acceptsInput());
    QVERIFY(view->panelText(Side::South).contains("to move"));
    bool lit = false;
    for (const BoardScene::Hole& hole : view->scene().holes) lit |= hole.legal;
    QVERIFY(lit);
  }

 private:
  WindowSuite suite_;
};

QTEST_MAIN(TestBoardMarks)
#include "tst_board_marks.moc"
