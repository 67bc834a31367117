// Readable at every size (issue #29 item 6): the board takes the room the window has, its
// smallest text is 9 pt at 800×600, the analysis chart says what it shows, the hint explains
// itself beside the board, and the result panel keeps its width.

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>
#include <random>

#include "analysis/AnalysisPane.h"
#include "analysis/EvaluationChart.h"
#include "analysis/GameReview.h"
#include "baraza/notation.h"
#include "baraza/record.h"
#include "board/BoardView.h"
#include "scratch_settings.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/SearchWorker.h"
#include "settled.h"
#include "window/MainWindow.h"
#include "window/ResultPanel.h"
#include "words/Words.h"

using namespace baraza;

namespace {

// 9 pt at 96 dpi.
constexpr int kNinePointPixels = 12;

// The window at `size` with a game of `variant` on the board, its panes arranged for that size.
void showAt(MainWindow& w, Variant variant, QSize size) {
  w.startGame(twoPeople(variant));
  w.resize(size);
  w.show();
  QTRY_COMPARE(w.size(), size);
  deliverQueuedEvents();  // the panes placed for the new size
  deliverQueuedEvents();  // and the board laid out where they left it room
}

// A Kingulu game played at random to its end on the count (G-7).
std::optional<Game> countedGame() {
  std::mt19937 random(11);
  for (int g = 0; g < 300; ++g) {
    Game game(startPosition(Variant::Kingulu));
    while (!game.result().over() && game.length() < 300)
      game.play(game.legalMoves()[random() % game.legalMoves().size()]);
    if (game.result().over() && game.result().reason == ResultReason::Score) return game;
  }
  return std::nullopt;
}

// With BARAZA_SHOT_DIR set, the window as the test left it, to be looked at.
void keepShot(QWidget& window, const QString& name) {
  if (!qEnvironmentVariableIsEmpty("BARAZA_SHOT_DIR"))
    window.grab().save(qEnvironmentVariable("BARAZA_SHOT_DIR") + "/" + name + ".png");
}

// +1 when a value in the analysis list is good for South, -1 when for North, 0 when level.
int signOfListed(const QString& value) {
  if (value.startsWith(QLatin1Char('+')) || value.contains(QLatin1String("wins"))) return 1;
  if (value.startsWith(QChar(0x2212)) || value.contains(QLatin1String("loses"))) return -1;
  return 0;
}

}  // namespace

class TestReadable : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());
  }
  void init() { removeUnfinishedGames(); }

  // The numbers behind the thresholds below, printed for the record (ctest -V shows them).
  void boardSizes_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("800x600") << QSize(800, 600);
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
  }
  void boardSizes() {
    QFETCH(QSize, size);
    for (Variant v : kAllVariants) {
      MainWindow w;
      showAt(w, v, size);
      const BoardView* board = w.boardView();
      const QDockWidget* narration = w.findChild<QDockWidget*>("narrationDock");
      qInfo("%s %dx%d: board %.0f px wide, pit %.1f px, narration %dx%d", variantName(v).data(), size.width(),
            size.height(), board->boardRect().width(), board->pitRect(Square(0)).width(), narration->width(),
            narration->height());
    }
  }

  // At 800×600 the panes leave the board most of the width (they kept 256 px beside it, or 170 px
  // under it: pits of 46 px in the twelve-column games, 55 px in the eight-column ones); at
  // 1920×1080 the narration is no narrow column (it was 256 px wide beside empty wood).
  void panesGiveTheBoardRoom_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<qreal>("smallPit");      // at least, at 800×600
    QTest::addColumn<int>("largeNarration");  // at least, at 1920×1080
    QTest::newRow("kigogo") << "kigogo" << 50.0 << 300;
    QTest::newRow("kimasai") << "kimasai" << 50.0 << 300;
    QTest::newRow("kete") << "kete" << 58.0 << 500;
    QTest::newRow("kiswahili") << "kiswahili" << 58.0 << 500;
    QTest::newRow("kingulu") << "kingulu" << 75.0 << 360;
  }
  void panesGiveTheBoardRoom() {
    QFETCH(QString, variant);
    QFETCH(qreal, smallPit);
    QFETCH(int, largeNarration);
    const Variant v = *variantFromName(variant.toStdString());
    MainWindow w;
    showAt(w, v, QSize(800, 600));
    QTRY_VERIFY2(w.boardView()->pitRect(Square(0)).width() >= smallPit,
                 qPrintable(QString::number(w.boardView()->pitRect(Square(0)).width())));
    w.resize(1920, 1080);
    QTRY_COMPARE(w.size(), QSize(1920, 1080));
    const QDockWidget* narration = w.findChild<QDockWidget*>("narrationDock");
    QTRY_VERIFY2(narration->width() >= largeNarration, qPrintable(QString::number(narration->width())));
    QVERIFY(w.boardView()->pitRect(Square(0)).width() >= 110);  // and the board still large
  }

  // View → Analysis opens a tab beside the narration: the board keeps its size (the pane took
  // its own column on the left: 1018 px of board became 738 at 1280×800).
  void analysisPaneKeepsTheBoard_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QSize>("size");
    for (const QString& game : {QString("kigogo"), QString("kete")})
      for (QSize size : {QSize(800, 600), QSize(1280, 800), QSize(1920, 1080)})
        QTest::addRow("%s %dx%d", qPrintable(game), size.width(), size.height()) << game << size;
  }
  void analysisPaneKeepsTheBoard() {
    QFETCH(QString, variant);
    QFETCH(QSize, size);
    MainWindow w;
    showAt(w, *variantFromName(variant.toStdString()), size);
    const qreal board = w.boardView()->boardRect().width();
    w.findChild<QAction*>("toggleAnalysisAction")->trigger();
    QTRY_VERIFY(w.analysisPane()->isVisible());
    deliverQueuedEvents();
    QVERIFY2(w.boardView()->boardRect().width() >= board * 0.97,
             qPrintable(QString("%1 px, was %2").arg(w.boardView()->boardRect().width()).arg(board)));
    QCOMPARE(w.size(), size);
    // And the narration is a tab away.
    const QList<QDockWidget*> tabs = w.tabifiedDockWidgets(w.analysisPane());
    QVERIFY(tabs.contains(w.findChild<QDockWidget*>("narrationDock")));
  }

  // The analysis tab goes along with the narration when the panes move under the board, and
  // stays in front.
  void analysisTabFollowsThePanes() {
    MainWindow w;
    showAt(w, Variant::Kigogo, QSize(1280, 800));
    w.findChild<QAction*>("toggleAnalysisAction")->trigger();
    QTRY_VERIFY(!w.analysisPane()->visibleRegion().isEmpty());  // in front of the narration
    w.resize(800, 600);
    QTRY_COMPARE(w.dockWidgetArea(w.findChild<QDockWidget*>("narrationDock")), Qt::BottomDockWidgetArea);
    deliverQueuedEvents();
    QCOMPARE(w.dockWidgetArea(w.analysisPane()), Qt::BottomDockWidgetArea);
    QTRY_VERIFY(!w.analysisPane()->visibleRegion().isEmpty());
    QCOMPARE(w.size(), QSize(800, 600));
  }

  // The chart and the list under it read the same way: both give every value for South (the
  // list gave it for the side to move, so a North move's value had the chart's opposite sign),
  // and the chart has a scale and says which side is up.
  void chartAgreesWithTheList() {
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(w.openRecord(":/samples/kete.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());
    QTRY_VERIFY(w.controller()->game().length() > 10);
    GameReview* review = w.analysisPane()->review();
    w.findChild<QAction*>("analyseGameAction")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(review->analysed() >= 8, 30000);
    review->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!w.searchWorker()->isThinking(SearchWorker::Purpose::Review), 5000);
    auto* chart = w.analysisPane()->findChild<EvaluationChart*>("evaluationChart");
    auto* list = w.analysisPane()->findChild<QTreeWidget*>("analysisMoves");
    QCOMPARE(chart->upLabel(), QString::fromUtf8("South ahead \u2191"));
    QCOMPARE(chart->downLabel(), QString::fromUtf8("North ahead \u2193"));
    QCOMPARE(chart->scaleLabels(), QStringList({"+10.0", "0.0", QString::fromUtf8("\u221210.0")}));
    QVERIFY(w.analysisPane()->findChild<QLabel*>("analysisSummary")->text().isEmpty() ||
            !w.analysisPane()->findChild<QLabel*>("analysisSummary")->text().contains("side to move"));
    int northChecked = 0;
    for (std::size_t ply = 1; ply < 8; ++ply) {
      if (!review->analysisAt(ply)) continue;
      w.controller()->seekPly(ply);
      QTRY_VERIFY(list->topLevelItemCount() > 0 && w.analysisPane()->analysis().moves.size() > 0);
      deliverQueuedEvents();
      const auto point = chart->valuePoint(ply);
      QVERIFY(point);
      const int middle = chart->pointOf(ply).y();
      const int chartSign = point->y() < middle - 1 ? 1 : point->y() > middle + 1 ? -1 : 0;
      const QString listed = list->topLevelItem(0)->text(1);
      const int listSign = signOfListed(listed);
      if (chartSign == 0 || listSign == 0) continue;
      QVERIFY2(chartSign == listSign,
               qPrintable(QString("ply %1: list %2, chart %3").arg(ply).arg(listed).arg(chartSign)));
      if (w.controller()->game().positionAt(ply).toMove == Side::North) ++northChecked;
    }
    QVERIFY(northChecked > 0);  // a position with North to move, where the two disagreed
    QVERIFY(w.analysisPane()->findChild<QLabel*>("analysisSummary")->text().contains("Values for South"));
  }

  // A hint is explained under the board, where its ring and line are drawn: why, which hole,
  // and where the line goes; it goes when the position moves on.
  void hintExplainedBesideTheBoard() {
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    const Position start = *parsePosition("kingulu 0,0,0,1,0,0/0,0,1,0,1,0 S store=23,22 mtoto=-").value;
    w.controller()->newGame(twoPeople(Variant::Kingulu), start);
    auto* note = w.findChild<QLabel*>("hintNote");
    QVERIFY(note);
    QVERIFY(!note->isVisible());
    w.hintAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(note->isVisible(), 10000);
    const Square from = w.boardView()->hintFrom();
    QCOMPARE(from, *parseSquare(Variant::Kingulu, "c1"));                               // the winning move
    QVERIFY2(note->text().contains("c1 wins the game"), qPrintable(note->text()));      // why
    QVERIFY2(note->text().contains("yellow ring marks c1"), qPrintable(note->text()));  // what is drawn
    // Under the board, in its column, and not over it.
    const QRect noteAt(note->mapTo(&w, QPoint(0, 0)), note->size());
    const QRect boardAt(w.boardView()->mapTo(&w, QPoint(0, 0)), w.boardView()->size());
    QVERIFY(noteAt.top() >= boardAt.bottom());
    QVERIFY(noteAt.left() <= boardAt.center().x() && noteAt.right() >= boardAt.center().x());
    keepShot(w, "hint-explained");
    QTest::mouseClick(w.boardView(), Qt::LeftButton, {},
                      w.boardView()->pitRect(*parseSquare(Variant::Kingulu, "e1")).center().toPoint());
    QTRY_VERIFY_WITH_TIMEOUT(!note->isVisible(), 10000);  // playing something else clears it
  }

  // A long winner's name is cut short in the result panel's headline (whole in its tooltip) and
  // in the count's table: the panel, and with it the window, keeps its width.
  void longNameKeepsTheResultPanelsWidth() {
    const auto game = countedGame();
    QVERIFY(game);
    MainWindow w;
    showAt(w, Variant::Kingulu, QSize(800, 600));
    const qreal pit = w.boardView()->pitRect(Square(0)).width();
    const QString longName = QString("Bartholomew-Konstantinos-Alexandrina-Wilhelmina von Oberhausen").left(60);
    GameSetup who = twoPeople(Variant::Kingulu);
    who.names = {longName, longName};
    w.controller()->adoptGame(*game, recordOf(*game), who, LinePoint{game->length(), 0});
    ResultPanel* panel = w.resultPanel();
    QTRY_VERIFY(panel->isVisible());
    deliverQueuedEvents();
    QCOMPARE(panel->title(), QString("%1 wins").arg(longName));  // whole, where it is asked for
    auto* headline = panel->findChild<QLabel*>("resultTitle");
    QCOMPARE(headline->toolTip(), panel->title());
    QVERIFY2(headline->text().endsWith(QChar(0x2026)), qPrintable(headline->text()));  // cut short
    QCOMPARE(w.size(), QSize(800, 600));
    QVERIFY2(panel->minimumSizeHint().width() < 500, qPrintable(QString::number(panel->minimumSizeHint().width())));
    QVERIFY(panel->width() <= w.centralWidget()->width());
    QVERIFY(w.boardView()->pitRect(Square(0)).width() >= pit * 0.7);  // the board keeps most of its size
    keepShot(w, "result-long-name");
  }

  // On the clock, the time control is said: in each clock's tooltip and in the status line.
  void timeControlShown() {
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    GameSetup setup = twoPeople(Variant::Kete);
    setup.timeControl = {300, 3};
    w.startGame(setup);
    auto* clock = w.findChild<QLabel*>("southClock");
    auto* status = w.findChild<QLabel*>("statusText");
    QTRY_VERIFY(clock->isVisible());
    QCOMPARE(clock->toolTip(), QString("Time control: 5 minutes each, +3 seconds a move"));
    QCOMPARE(w.findChild<QLabel*>("northClock")->toolTip(), clock->toolTip());
    QTRY_VERIFY2(status->text().contains("5 min + 3 s"), qPrintable(status->text()));
    keepShot(w, "time-control");
    w.startGame(twoPeople(Variant::Kete));  // no clock: nothing said
    QTRY_VERIFY(!clock->isVisible());
    QTRY_VERIFY2(!status->text().contains(" min"), qPrintable(status->text()));
  }

  // The smallest text the board draws at 800×600 — seed counts, coordinates, the players' lines and
  // the trays' numbers — is 9 pt at least, in every game.
  void smallestTextAt800x600_data() {
    QTest::addColumn<QString>("variant");
    for (Variant v : kAllVariants) QTest::newRow(variantName(v).data()) << QString(variantName(v).data());
  }
  void smallestTextAt800x600() {
    QFETCH(QString, variant);
    MainWindow w;
    showAt(w, *variantFromName(variant.toStdString()), QSize(800, 600));
    w.boardView()->grab();  // painted once more, as shown
    const int smallest = w.boardView()->smallestTextPixels();
    QVERIFY2(smallest >= kNinePointPixels, qPrintable(QStringLiteral("smallest text %1 px").arg(smallest)));
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestReadable)
#include "tst_readable.moc"
