// Sitting on your own side (issue #29 item 3), on the real window: View → Turn the board shows
// North's rows at the bottom and South's at the top, column a on the right; a click on the screen
// place of a hole plays that hole, the direction arrows and keys point on the screen, the
// coordinates and the players' panels follow their holes and sides. The board turns by itself
// when the only person plays North, for each new game; the rules' pictures never turn.
#include <QAbstractItemView>
#include <QAccessible>
#include <QAction>
#include <QImage>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "baraza/notation.h"
#include "board/BoardGeometry.h"
#include "board/BoardModel.h"
#include "board/BoardPicture.h"
#include "board/BoardView.h"
#include "learn/DiagramPicture.h"
#include "learn/RuleDiagrams.h"
#include "play/MoveInput.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"
#include "window_suite.h"

using namespace baraza;

namespace {

Square sq(Variant v, const char* name) { return *parseSquare(v, name); }

QAction* turnAction(MainWindow& w) { return w.findChild<QAction*>("turnBoardAction"); }

// Where a hole is on the screen when the board is turned, worked out without the view's turned
// geometry: the upright board's place of the hole, turned half way round the view's centre.
QPoint turnedCentre(BoardView* view, Square square) {
  const BoardGeometry upright(view->model()->variant(), QRectF(view->rect()));
  const QPointF centre = QRectF(view->rect()).center();
  return (2 * centre - upright.pitRect(square).center()).toPoint();
}

GameSetup players(Variant v, PlayerKind south, PlayerKind north) {
  GameSetup setup = twoPeople(v);
  setup.south = south;
  setup.north = north;
  return setup;
}

// A legal move that is played by its hole (and direction) alone: no stop-or-safari pair.
Move plainMove(const Game& game) {
  const MoveList moves = game.legalMoves();
  for (const Move& m : moves) {
    bool paired = false;
    for (const Move& other : moves) paired |= other.square == m.square && other.safari != m.safari;
    if (!paired) return m;
  }
  return moves[0];
}

QString moveListRow(MainWindow& w, int row) {
  const QAbstractItemModel* list = w.findChild<QAbstractItemView*>("moveList")->model();
  return list->index(row, 0).data().toString();
}

// Every game, by its number, as a test's data.
void gamesData() {
  QTest::addColumn<int>("variant");
  for (Variant v : kAllVariants) QTest::newRow(variantName(v).data()) << int(v);
}

}  // namespace

class TestBoardTurn : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QVERIFY(suite_.use()); }
  void init() { WindowSuite::freshStart(); }

  // (a) Turned by hand, a click where a hole is on the screen plays that hole, and where a
  // direction is asked, a click on the hole an arrow points to plays that way.
  void aClickOnATurnedHolePlaysIt_data() { gamesData(); }
  void aClickOnATurnedHolePlaysIt() {
    QFETCH(int, variant);
    const auto v = static_cast<Variant>(variant);
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    w.startGame(twoPeople(v));
    QVERIFY(!w.boardView()->turned());
    turnAction(w)->trigger();
    QVERIFY(w.boardView()->turned());
    QVERIFY(turnAction(w)->isChecked());
    QTRY_VERIFY(w.controller()->acceptsInput());
    const Move move = plainMove(w.controller()->game());
    const QPoint at = turnedCentre(w.boardView(), move.square);
    const BoardGeometry upright(v, QRectF(w.boardView()->rect()));
    QVERIFY(at != upright.pitRect(move.square).center().toPoint());
    QCOMPARE(w.boardView()->squareAt(at), move.square);
    QTest::mouseClick(w.boardView(), Qt::LeftButton, {}, at);
    const QList<Square> arrows = w.boardView()->directionArrows();
    Square arrowTarget = kNoSquare;
    if (!arrows.isEmpty()) {  // Kete, Kiswahili: the way to sow, by the hole its arrow points to
      arrowTarget = arrows.front();
      QTest::mouseClick(w.boardView(), Qt::LeftButton, {}, turnedCentre(w.boardView(), arrowTarget));
    }
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
    const Move played = w.controller()->game().line()[0];
    QCOMPARE(played.square, move.square);
    QVERIFY(moveListRow(w, 1).contains(QString::fromStdString(squareName(v, move.square))));
  }

  // (b) The only person plays North against the computer: the board turns by itself; with the
  // person on South, or two people, it does not. A turn by hand holds for that game only.
  void turnsByItselfForAPersonPlayingNorth() {
    MainWindow w;
    w.show();
    w.startGame(players(Variant::Kigogo, PlayerKind::Computer, PlayerKind::Human));
    QVERIFY(w.boardView()->turned());
    QVERIFY(turnAction(w)->isChecked());
    w.startGame(players(Variant::Kigogo, PlayerKind::Human, PlayerKind::Computer));
    QVERIFY(!w.boardView()->turned());
    QVERIFY(!turnAction(w)->isChecked());
    w.startGame(twoPeople(Variant::Kete));
    QVERIFY(!w.boardView()->turned());
    turnAction(w)->trigger();  // by hand, for the rest of this game
    QVERIFY(w.boardView()->turned());
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->playMove(plainMove(w.controller()->game()));
    QTRY_VERIFY(w.controller()->game().length() == 1 && !w.controller()->isAnimating());
    QVERIFY(w.boardView()->turned());
    w.startGame(twoPeople(Variant::Kete));  // a new game: the rule again
    QVERIFY(!w.boardView()->turned());
    w.startGame(players(Variant::Kiswahili, PlayerKind::Computer, PlayerKind::Human));
    QVERIFY(w.boardView()->turned());
    turnAction(w)->trigger();  // the person prefers North at the top: kept for this game
    QVERIFY(!w.boardView()->turned());
    QTRY_VERIFY(!w.controller()->isWorking() && w.controller()->acceptsInput());
    QVERIFY(!w.boardView()->turned());
    // Play on from here (North, the person, to move): the same players keep the hand's choice;
    // other players are another start, and the rule applies.
    w.controller()->playOnFromHere(players(Variant::Kiswahili, PlayerKind::Computer, PlayerKind::Human));
    QVERIFY(!w.boardView()->turned());
    w.controller()->playOnFromHere(twoPeople(Variant::Kiswahili));
    QVERIFY(!w.boardView()->turned());
    w.controller()->playOnFromHere(players(Variant::Kiswahili, PlayerKind::Computer, PlayerKind::Human));
    QVERIFY(w.boardView()->turned());
    QVERIFY(turnAction(w)->isChecked());
  }

  // (c) A frame of the turned board: South's hole a1 is at the top right, its column letter above
  // it, South's panel above the board; the keyboard cursor drawn on a1 is drawn there.
  void aTurnedFrame_data() { gamesData(); }
  void aTurnedFrame() {
    QFETCH(int, variant);
    const auto v = static_cast<Variant>(variant);
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    w.startGame(twoPeople(v));
    turnAction(w)->trigger();
    BoardView* view = w.boardView();
    const QRectF board = view->boardRect();
    const QRectF a1 = view->pitRect(sq(v, "a1"));
    QVERIFY(a1.center().y() < board.center().y() && a1.center().x() > board.center().x());
    QCOMPARE(a1.center().toPoint(), turnedCentre(view, sq(v, "a1")));
    // Every hole is where the upright one is, turned; North's back row at the bottom.
    for (int i = 0; i < shapeOf(v).pits(); ++i)
      QCOMPARE(view->pitRect(Square(i)).center().toPoint(), turnedCentre(view, Square(i)));
    const QRectF letterA = view->columnLetterRect(0);
    QVERIFY2(letterA.bottom() <= a1.top() + 1, "the letter a sits above a1, in the margin");
    QVERIFY(letterA.center().x() > a1.left() && letterA.center().x() < a1.right());
    const BoardGeometry& g = view->boardGeometry();
    QVERIFY(g.panelRect(Side::South).bottom() <= board.top() + 1);
    QVERIFY(g.panelRect(Side::North).top() >= board.bottom() - 1);
    // The cursor on a1 changes the frame there and nowhere else.
    view->grab();  // the coordinates' text renders a shade apart the first time it is drawn
    const QImage plain = view->grab().toImage();
    view->setSelected(sq(v, "a1"));
    const QImage cursor = view->grab().toImage();
    if (qEnvironmentVariableIsSet("BARAZA_TEST_SHOTS")) {
      plain.save(QStringLiteral("/tmp/hturn/plain-%1.png").arg(variant));
      cursor.save(QStringLiteral("/tmp/hturn/cursor-%1.png").arg(variant));
    }
    const qreal dpr = plain.devicePixelRatio();
    // The ring around a1 and the letter over it.
    const qreal margin = a1.width() * 0.35;
    const QRect around = a1.adjusted(-margin, -margin, margin, margin).toAlignedRect();
    int inside = 0;
    for (int y = 0; y < plain.height(); ++y)
      for (int x = 0; x < plain.width(); ++x)
        if (plain.pixel(x, y) != cursor.pixel(x, y)) {
          QVERIFY2(around.contains(QPoint(int(x / dpr), int(y / dpr))),
                   qPrintable(QStringLiteral("changed at %1,%2 outside %3,%4 %5x%6")
                                  .arg(x)
                                  .arg(y)
                                  .arg(around.x())
                                  .arg(around.y())
                                  .arg(around.width())
                                  .arg(around.height())));
          ++inside;
        }
    QVERIFY(inside > 50);
    // A screen reader finds the hole where it is drawn.
    QAccessibleInterface* board11y = QAccessible::queryAccessibleInterface(view);
    QAccessibleInterface* pit = board11y->child(int(sq(v, "a1")));
    QCOMPARE(pit->rect().center(), view->mapToGlobal(a1.toAlignedRect().center()));
    QCOMPARE(
        board11y->childAt(view->mapToGlobal(a1.center().toPoint()).x(), view->mapToGlobal(a1.center().toPoint()).y()),
        pit);
  }

  // On a turned board the arrow keys move the cursor the way they point on the screen, and
  // Left/Right choose the direction whose arrow points that way.
  void keysPointOnTheScreen() {
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    w.startGame(twoPeople(Variant::Kingulu));
    turnAction(w)->trigger();
    BoardView* view = w.boardView();
    view->setFocus();
    QTRY_VERIFY(view->hasFocus());
    view->setSelected(sq(Variant::Kingulu, "c2"));
    const auto centre = [view] { return view->pitRect(view->selected()).center(); };
    QPointF before = centre();
    QTest::keyClick(view, Qt::Key_Right);
    QVERIFY(centre().x() > before.x());
    before = centre();
    QTest::keyClick(view, Qt::Key_Left);
    QVERIFY(centre().x() < before.x());
    before = centre();
    QTest::keyClick(view, Qt::Key_Up);
    QVERIFY(centre().y() < before.y());
    before = centre();
    QTest::keyClick(view, Qt::Key_Down);
    QVERIFY(centre().y() > before.y());
  }

  void directionKeysPointOnTheScreen_data() {
    QTest::addColumn<int>("variant");
    QTest::newRow("kete") << int(Variant::Kete);
    QTest::newRow("kiswahili") << int(Variant::Kiswahili);
  }
  void directionKeysPointOnTheScreen() {
    QFETCH(int, variant);
    const auto v = static_cast<Variant>(variant);
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    w.startGame(twoPeople(v));
    turnAction(w)->trigger();
    QTRY_VERIFY(w.controller()->acceptsInput());
    BoardView* view = w.boardView();
    Square twoWays = kNoSquare;  // a hole that may be sown either way
    const MoveList moves = w.controller()->game().legalMoves();
    for (const Move& m : moves)
      for (const Move& other : moves)
        if (other.square == m.square && other.direction != m.direction && twoWays == kNoSquare) twoWays = m.square;
    QVERIFY(twoWays != kNoSquare);
    QTest::mouseClick(view, Qt::LeftButton, {}, turnedCentre(view, twoWays));
    QTRY_COMPARE(view->directionArrows().size(), 2);
    const qreal from = view->pitRect(twoWays).center().x();
    QTest::keyClick(view, Qt::Key_Left);
    QVERIFY(view->scene().chosenArrow != kNoSquare);
    QVERIFY(view->pitRect(view->scene().chosenArrow).center().x() < from);
    QTest::keyClick(view, Qt::Key_Right);
    QVERIFY(view->pitRect(view->scene().chosenArrow).center().x() > from);
  }

  // (d) The rules' diagrams and the New game pictures are pictures of positions: they never turn.
  void picturesDoNotTurn() {
    MainWindow w;
    w.show();
    w.startGame(twoPeople(Variant::Kete));
    QList<QImage> before;
    DiagramPicture diagrams;
    const RuleDiagram diagram = RuleDiagrams::all().front();
    // Once first: the font engine renders text a shade apart the first time it meets it.
    for (Variant v : kAllVariants) boardPicture(startPosition(v), 300, 1);
    diagrams.draw(diagram, 360, 1);
    for (Variant v : kAllVariants) before << boardPicture(startPosition(v), 300, 1).toImage();
    before << diagrams.draw(diagram, 360, 1).toImage();
    turnAction(w)->trigger();
    QVERIFY(w.boardView()->turned());
    QList<QImage> after;
    for (Variant v : kAllVariants) after << boardPicture(startPosition(v), 300, 1).toImage();
    after << diagrams.draw(diagram, 360, 1).toImage();
    QCOMPARE(after, before);
  }

 private:
  WindowSuite suite_;
};

QTEST_MAIN(TestBoardTurn)
#include "tst_board_turn.moc"
