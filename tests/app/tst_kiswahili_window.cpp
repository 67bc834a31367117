// Bao la Kiswahili in the real window, offscreen, as a player meets it: offered in the New game
// dialog; a namua capture with the kichwa chosen on the board and the safari question in the
// nyumba's words; a tax that leaves the nyumba dormant, shown so on the board; a takasia mark set
// and then refusing a move; bao hamna ending the game in the result panel. Positions are the rules'
// worked examples (Z-W), worked by hand there.
#include <QLabel>
#include <QListWidget>
#include <QPainterPath>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

#include "analysis/AnalysisPane.h"
#include "baraza/notation.h"
#include "board/BoardModel.h"
#include "board/BoardPainter.h"
#include "board/BoardView.h"
#include "learn/Narrator.h"
#include "learn/RulesBrowser.h"
#include "learn/RulesText.h"
#include "play/MoveInput.h"
#include "scratch_settings.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"
#include "window/NewGameDialog.h"
#include "window/QuestionBar.h"
#include "window/ResultPanel.h"
#include "words/Words.h"

using namespace baraza;

namespace {

constexpr Variant kGame = Variant::Kiswahili;

Square sq(const char* name) { return *parseSquare(kGame, name); }

// A position's moves are worked out in the background: a click waits until the board takes one.
void click(MainWindow& w, const char* name) {
  QTRY_VERIFY(w.controller()->acceptsInput());
  QTest::mouseClick(w.boardView(), Qt::LeftButton, {}, w.boardView()->pitRect(sq(name)).center().toPoint());
}

QVariant pit(MainWindow& w, const char* name, int role) { return w.model()->indexOf(sq(name)).data(role); }

Rules::House house(MainWindow& w, const char* name) {
  return Rules::House(pit(w, name, BoardModel::HouseRole).toInt());
}

QString lastMove(MainWindow& w) {
  return QString::fromStdString(formatMove(kGame, w.controller()->game().moves().back()));
}

QString status(MainWindow& w) { return w.findChild<QLabel*>("statusText")->text(); }

// The direction arrows cover no pit they do not start from, and no count.
void arrowsHideNothing(MainWindow& w) {
  const BoardView* view = w.boardView();
  QCOMPARE(view->directionArrows().size(), 2);
  for (Square target : view->directionArrows()) {
    const QPainterPath arrow = view->arrowPath(target);
    QVERIFY(!arrow.isEmpty());
    for (int i = 0; i < shapeOf(kGame).pits(); ++i) {
      const Square pit = Square(i);
      QVERIFY2(!arrow.intersects(view->countRect(pit)), squareName(kGame, pit).c_str());
      QPainterPath hole;
      hole.addEllipse(view->pitRect(pit));
      if (pit != view->selected()) QVERIFY2(!arrow.intersects(hole), squareName(kGame, pit).c_str());
    }
  }
}

// W2 (Z-5, Z-6.3, Z-7): South's c2 faces c3; a lap from the kichwa a2 ends in his nyumba e2.
constexpr const char* kW2 =
    "kiswahili 0,0,0,0,0,0,0,0/0,0,5,0,0,0,0,1/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=10,10 nyumba=1,0 takasia=-";

// A game between two people from a worked position (BPN), shown at once, South to move.
void startAt(MainWindow& w, const char* bpn) {
  w.show();
  w.setSpeed(int(Pace::Speed::Instant));
  w.controller()->newGame(twoPeople(kGame), *parsePosition(bpn).value);
  QTRY_VERIFY(w.controller()->acceptsInput());
}

}  // namespace

class TestKiswahiliWindow : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());
  }
  void init() { QFile::remove(MainWindow::autosavePath()); }

  // The dialog offers the game with its start position drawn, its few words and its one line.
  void offeredInTheNewGameDialog() {
    QVERIFY(std::find(kOfferedGames.begin(), kOfferedGames.end(), kGame) != kOfferedGames.end());
    NewGameDialog dialog(twoPeople(Variant::Kete));
    auto* button = dialog.findChild<QToolButton*>("game-kiswahili");
    QVERIFY(button);
    QVERIFY(!button->icon().isNull());
    QCOMPARE(button->text(), Words::gameName(kGame) + '\n' + Words::gameTagline(kGame));  // told apart from Kete
    button->click();
    QCOMPARE(dialog.setup().variant, kGame);
    QCOMPARE(dialog.findChild<QLabel*>("gameSummary")->text(), Words::gameSummary(kGame));
  }

  // Z-1, Z-3: the hands beside the rows, the nyumba named as such, the namua stage.
  void theStartInTheGamesWords() {
    MainWindow w;
    w.show();
    w.startGame(twoPeople(kGame));
    QCOMPARE(w.boardView()->trayText(Side::South), QStringLiteral("Hand: 22"));
    QCOMPARE(w.boardView()->trayText(Side::North), QStringLiteral("Hand: 22"));
    QVERIFY2(status(w).contains("namua stage"), qPrintable(status(w)));
    QCOMPARE(house(w, "e2"), Rules::House::Standing);
    QCOMPARE(house(w, "d3"), Rules::House::Standing);
    QVERIFY(pit(w, "e2", BoardModel::KuuRole).toBool());
    const QString tip = pit(w, "e2", Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains("South's nyumba") && !tip.contains("kuu"), qPrintable(tip));
  }

  // W2 (Z-5, Z-6.3, Z-7): c2 faces c3 in column c, so South chooses the kichwa on the board; from
  // a2 the lap ends in his nyumba, and the window asks: stop, or safari.
  void namuaCaptureWithKichwaChoiceAndSafari() {
    MainWindow w;
    startAt(w, kW2);
    click(w, "c2");
    QVERIFY(w.moveInput()->isChoosingDirection());
    // The choice is which kichwa the captured seeds start in, and it is said so; the arrows lie
    // beside the kichwas and hide no hole and no count.
    QCOMPARE(w.moveInput()->kichwaChoice(), (QList<Square>{sq("h2"), sq("a2")}));
    QVERIFY2(status(w).contains("choose the kichwa where the captured seeds start, a2 or h2"), qPrintable(status(w)));
    QVERIFY(w.boardView()->arrowMeaning(sq("a2")).contains("kichwa a2"));
    arrowsHideNothing(w);
    if (QTest::currentTestFailed()) return;
    click(w, "a2");  // the kichwa a2: clockwise, toward the nyumba
    QuestionBar* bar = w.safariQuestion();
    QTRY_VERIFY(bar->isVisible());
    QVERIFY2(bar->question().contains("nyumba") && !bar->question().contains("kuu"), qPrintable(bar->question()));
    QCOMPARE(bar->button("safariStop")->text().remove('&'), QString("Stop in the nyumba"));
    QVERIFY2(status(w).contains("stop in the nyumba"), qPrintable(status(w)));
    bar->button("safariGo")->click();
    QTRY_COMPARE(w.controller()->game().ply(), std::size_t(1));
    QCOMPARE(lastMove(w), QString("c2cw*"));
    QTRY_VERIFY(!w.controller()->isAnimating());
    // Lifted for the safari, the nyumba is gone for good (Z-2).
    QCOMPARE(house(w, "e2"), Rules::House::Gone);
    // ...and drawn and told as the ordinary hole it now is, so that a seed or two sown into it later
    // is not read as a nyumba holding fewer than five: the round pit's art, no longer his nyumba.
    QCOMPARE(BoardPainter::houseArt(Rules::House::Gone), QString("pit"));
    for (int role : {int(Qt::ToolTipRole), int(Qt::AccessibleTextRole)}) {
      const QString told = pit(w, "e2", role).toString();
      QVERIFY2(told.contains("ordinary hole") && told.contains("no longer a nyumba") && !told.contains("dormant"),
               qPrintable(told));
    }
  }

  // W3 (Z-8.2, Z-2): the nyumba is South's only occupied front hole: he taxes it, sowing two of its
  // seven; it keeps five, still his but dormant, and the board shows a dormant nyumba.
  void aTaxLeavesTheNyumbaDormant() {
    MainWindow w;
    startAt(w,
            "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 "
            "nyumba=1,0 takasia=-");
    QCOMPARE(house(w, "e2"), Rules::House::Standing);
    click(w, "e2");
    QVERIFY(w.moveInput()->isChoosingDirection());
    click(w, "f2");  // clockwise: the two seeds go to f2 and g2
    QTRY_COMPARE(w.controller()->game().ply(), std::size_t(1));
    QTRY_VERIFY(!w.controller()->isAnimating());
    QCOMPARE(lastMove(w), QString("e2cw"));
    QCOMPARE(pit(w, "e2", BoardModel::SeedsRole).toInt(), 5);
    QCOMPARE(house(w, "e2"), Rules::House::Dormant);
    QVERIFY(!pit(w, "e2", BoardModel::KuuGoneRole).toBool());
    for (int role : {int(Qt::ToolTipRole), int(Qt::AccessibleTextRole)}) {
      const QString told = pit(w, "e2", role).toString();
      QVERIFY2(told.contains("South's nyumba, dormant") && told.contains("5 seeds"), qPrintable(told));
    }
    // The painter draws each of the three lives of the nyumba with its own art.
    QCOMPARE(BoardPainter::houseArt(Rules::House::Dormant), QString("nyumba-dormant"));
    QVERIFY(BoardPainter::houseArt(Rules::House::Standing) != BoardPainter::houseArt(Rules::House::Dormant));
    QVERIFY(BoardPainter::houseArt(Rules::House::Gone) != BoardPainter::houseArt(Rules::House::Dormant));
  }

  // W4, W5 (Z-11.1, Z-11.2): South's takasa a2ccw leaves his one capture threatening b3 alone;
  // b3 is marked, and North may not start from it.
  void aTakasiaMarkIsSetThenBlocksAMove() {
    MainWindow w;
    startAt(w,
            "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/2,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0 S reserve=0,0 "
            "nyumba=0,0 takasia=-");
    QVERIFY(!pit(w, "b3", BoardModel::MarkedRole).toBool());
    click(w, "a2");
    QVERIFY(w.moveInput()->isChoosingDirection());
    click(w, "a1");  // counterclockwise: a1, b1
    QTRY_COMPARE(w.controller()->game().ply(), std::size_t(1));
    QTRY_VERIFY(!w.controller()->isAnimating());
    QCOMPARE(lastMove(w), QString("a2ccw"));
    QVERIFY(pit(w, "b3", BoardModel::MarkedRole).toBool());
    QVERIFY(pit(w, "b3", BoardModel::BlockedRole).toBool());
    QVERIFY(!pit(w, "b3", BoardModel::LegalRole).toBool());
    const QString tip = pit(w, "b3", Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains("takasia") && !tip.contains("hizi zetu"), qPrintable(tip));
    click(w, "b3");  // refused: no move, no direction asked
    QVERIFY(!w.moveInput()->isChoosingDirection());
    QCOMPARE(w.controller()->game().ply(), std::size_t(1));
    click(w, "g3");
    QVERIFY(w.moveInput()->isChoosingDirection());
  }

  // W7 (Z-12.1): the capture of c3 empties North's front row: South wins at once, and the result
  // panel says how, naming bao hamna.
  void baoHamnaEndsTheGame() {
    MainWindow w;
    startAt(w,
            "kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=3,3 "
            "nyumba=0,0 takasia=-");
    click(w, "c2");
    QVERIFY(w.moveInput()->isChoosingDirection());
    click(w, "a2");
    QTRY_COMPARE(w.controller()->game().ply(), std::size_t(1));
    QTRY_VERIFY(w.resultPanel()->isVisible());
    const Result result = w.controller()->game().result();
    QCOMPARE(result.kind, Result::Kind::Win);
    QCOMPARE(result.winner, Side::South);
    QCOMPARE(w.resultPanel()->title(), QString("South wins"));
    QCOMPARE(w.resultPanel()->howText(), Narrator::result(result, kGame));
    QVERIFY2(w.resultPanel()->howText().contains("bao hamna"), qPrintable(w.resultPanel()->howText()));
    QVERIFY(w.resultPanel()->findChild<QLabel*>("resultHow")->text().contains("Z-12"));
  }

  // The sample game's tax (move 7, e2ccw) is told in the nyumba's words with its clause, Z-8.2; a
  // double click on that line opens the rules help at Bao la Kiswahili's Z-8.
  void theNarrationOpensTheRulesAtAZClause() {
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(":/samples/kiswahili.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());
    w.controller()->seekPly(13);
    QCOMPARE(QString::fromStdString(formatMove(kGame, w.controller()->game().shownTrace()->move)), QString("e2ccw"));
    auto* story = w.findChild<QListWidget*>("narration");
    QListWidgetItem* tax = nullptr;
    for (int i = 0; i < story->count() && !tax; ++i)
      if (story->item(i)->text().startsWith("Taxing")) tax = story->item(i);
    QVERIFY(tax);
    QVERIFY2(tax->text().contains("nyumba") && tax->text().contains("Z-8.2"), qPrintable(tax->text()));
    emit story->itemDoubleClicked(tax);
    QPointer<QWidget> browser = w.rulesWindow();
    QVERIFY(browser && browser->isVisible());
    auto* text = qobject_cast<QTextBrowser*>(browser.data());
    QVERIFY(text);
    QTRY_VERIFY(text->verticalScrollBar()->value() > 0);
    const int atClause = text->verticalScrollBar()->value();
    text->scrollToAnchor("kiswahili");
    QVERIFY(text->verticalScrollBar()->value() < atClause);  // below the start of the game's rules
    text->scrollToAnchor(RulesText::anchorOf("Z-8.2"));
    QCOMPARE(text->verticalScrollBar()->value(), atClause);
    browser->close();
  }

  // A game of Bao la Kiswahili is kept as players keep games: autosaved after a move, saved as a
  // .bao file with [Game "kiswahili"] and its start, and opened again to the same position, the
  // safari and the gone nyumba included.
  void savedAutosavedAndOpenedAgain() {
    QTemporaryDir dir;
    const QString path = dir.filePath("zanzibar.bao");
    Position after;
    {
      MainWindow w;
      startAt(w, kW2);
      click(w, "c2");
      click(w, "a2");
      QTRY_VERIFY(w.safariQuestion()->isVisible());
      w.safariQuestion()->button("safariGo")->click();
      QTRY_COMPARE(w.controller()->game().ply(), std::size_t(1));
      QTRY_VERIFY(w.controller()->acceptsInput());
      after = w.controller()->game().position();
      QTRY_VERIFY(QFile::exists(w.document()->autosavePath()));
      QFile autosaved(w.document()->autosavePath());
      QVERIFY(autosaved.open(QIODevice::ReadOnly));
      const QByteArray kept = autosaved.readAll();
      QVERIFY2(kept.contains("[Game \"kiswahili\"]") && kept.contains("c2cw*"), kept.constData());
      QVERIFY(w.saveRecord(path));
    }
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray text = saved.readAll();
    QVERIFY2(text.contains("[Game \"kiswahili\"]") && text.contains("nyumba=1,0"), text.constData());
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(path));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());
    QCOMPARE(w.controller()->setup().variant, kGame);
    QCOMPARE(w.controller()->game().length(), std::size_t(1));
    w.controller()->seekPly(1);
    QVERIFY(w.controller()->game().position() == after);
    QCOMPARE(house(w, "e2"), Rules::House::Gone);
  }

  // The computer plays the game at every level through the engine, and helps: W7's c2 wins either
  // way, so the Hint marks c2 and the analysis pane values every legal move.
  void theComputerPlaysAndHelps_data() {
    QTest::addColumn<int>("level");
    for (Level level : {Level::Beginner, Level::Casual, Level::Strong, Level::Expert})
      QTest::newRow(baraza::levelName(level).data()) << int(level);
  }
  void theComputerPlaysAndHelps() {
    QFETCH(int, level);
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    GameSetup setup = twoPeople(kGame);
    setup.north = PlayerKind::Computer;
    setup.setLevel(Level(level));
    w.startGame(setup);
    click(w, "f2");
    click(w, "g2");  // f2 clockwise (W1's other way), then North's reply comes from the engine
    QTRY_COMPARE_WITH_TIMEOUT(w.controller()->game().ply(), std::size_t(2), 20000);
    w.controller()->newGame(
        twoPeople(kGame),
        *parsePosition("kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=3,3 "
                       "nyumba=0,0 takasia=-")
             .value);
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.hintAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(w.boardView()->hintFrom(), sq("c2"), 10000);
    QAction* pane = w.findChild<QAction*>("toggleAnalysisAction");
    QVERIFY(pane);
    if (!pane->isChecked()) pane->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(w.analysisPane()->analysis().moves.size(), std::size_t(2), 10000);
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestKiswahiliWindow)
#include "tst_kiswahili_window.moc"
