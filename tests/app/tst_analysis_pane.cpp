// Analysis in the window (issue #20): the analysis pane lists every legal move of the position
// looked at and refines it on the window's one search worker without ever blocking the window;
// Game → Analyse game judges each move of a record; the chart seeks; a hint says why.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <algorithm>

#include "analysis/AnalysisPane.h"
#include "analysis/EvaluationChart.h"
#include "analysis/GameReview.h"
#include "analysis/HintExplanation.h"
#include "baraza/notation.h"
#include "learn/LessonPane.h"
#include "play/MoveListModel.h"
#include "scratch_settings.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "session/SearchWorker.h"
#include "settled.h"
#include "window/MainWindow.h"
#include "words/MoveText.h"

using namespace baraza;

namespace {

// Counts event-loop turns and the longest time between two: a frozen window counts none.
struct Heartbeat {
  QTimer timer;
  QElapsedTimer sinceLast;
  int beats = 0;
  qint64 longestGapMs = 0;
  Heartbeat() {
    sinceLast.start();
    QObject::connect(&timer, &QTimer::timeout, [this] {
      ++beats;
      longestGapMs = std::max(longestGapMs, sinceLast.restart());
    });
    timer.start(20);
  }
};

// A Bao Kingulu ending, worked out by hand (loop a1 … f1 f2 … a2, C-2). North's row a2..f2
// holds b2 = 2, c2 = 2, d2 = 6, e2 = 6; South's a1..f1 holds b1 = 3, f1 = 1; 14 seeds in each
// store. South has two legal moves (G-3):
//  - b1: three seeds into c1, d1 and e1; the last falls into e1, an empty hole of South's own
//    row, so G-4.2 takes North's e2 (6) and the seed: 7 seeds into South's store (21). The
//    engine proves the win that follows.
//  - f1: one seed into North's empty f2, and the move ends quietly (G-4.3): nothing captured,
//    and North's e2 (6) sows d2 c2 b2 a2 a1 b1; b1 held three, so it becomes North's mtoto and
//    a1's seed joins it (G-5, G-6). South has no seed of his own left to move, and the count
//    (G-7) gives North 14 + 15 in his row + 5 in his mtoto = 34 against South's 14.
// So f1 throws away the 7 seeds b1 takes and turns a won game into a lost one: a blunder; b1
// is the best move.
const char* const kKinguluEnding = "kingulu 0,2,2,6,6,0/0,3,0,0,0,1 S store=14,14 mtoto=-";

QByteArray kinguluRecord(const char* move) {
  return QByteArray("[Game \"kingulu\"]\n[Start \"") + kKinguluEnding + "\"]\n1. " + move + "\n";
}

void openPane(MainWindow& w) {
  QAction* toggle = w.findChild<QAction*>("toggleAnalysisAction");
  QVERIFY(toggle);
  if (!toggle->isChecked()) toggle->trigger();
  QTRY_VERIFY(w.analysisPane()->isVisible());
}

// The pane shows an analysis of exactly the legal moves of the game's current position.
bool listsEveryLegalMove(MainWindow& w) {
  const MoveList legal = w.controller()->game().legalMoves();
  const Analysis& analysis = w.analysisPane()->analysis();
  if (analysis.moves.size() != legal.size()) return false;
  for (const Move& move : legal)
    if (std::none_of(analysis.moves.begin(), analysis.moves.end(), [&](const MoveValue& v) { return v.move == move; }))
      return false;
  auto* list = w.analysisPane()->findChild<QTreeWidget*>("analysisMoves");
  return list && list->topLevelItemCount() == int(legal.size());
}

// Plays the position's first legal move (its second where the first is `avoid`) and waits for it.
void playFirstLegalMove(GameSession* c, const Move* avoid = nullptr) {
  const MoveList legal = c->game().legalMoves();
  const Move move = avoid && legal[0] == *avoid ? legal[1] : legal[0];
  QTRY_VERIFY(c->acceptsInput());
  const std::size_t ply = c->game().ply();
  QVERIFY(c->playMove(move));
  QTRY_COMPARE(c->game().ply(), ply + 1);
}

// How many of the line's first `length` moves the review has analysed (their positions).
int analysedMoves(const GameReview& review, std::size_t length) {
  int analysed = 0;
  for (std::size_t move = 0; move < length; ++move) analysed += review.analysisAt(move) != nullptr;
  return analysed;
}

}  // namespace

class TestAnalysisPane : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());  // the window's saved layout would change the pane's width
  }
  void init() {
    removeUnfinishedGames();
    QSettings().remove("language");  // English, whatever a test that switched left behind
  }

  void paneListsEveryLegalMoveAndFollowsThePoint() {
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kigogo));
    w.show();
    QVERIFY(!w.analysisPane()->isVisible());  // closed until asked for
    QSignalSpy shown(w.analysisPane(), &AnalysisPane::analysisShown);
    openPane(w);
    QTRY_VERIFY_WITH_TIMEOUT(listsEveryLegalMove(w), 10000);
    QVERIFY(shown.count() >= 1);
    // Best first.
    const auto& moves = w.analysisPane()->analysis().moves;
    QVERIFY(std::is_sorted(moves.begin(), moves.end(),
                           [](const MoveValue& a, const MoveValue& b) { return a.score > b.score; }));

    GameSession* c = w.controller();
    const Move first = c->game().legalMoves()[0];
    QVERIFY(c->playMove(first));
    QTRY_COMPARE(c->game().ply(), std::size_t(1));
    QTRY_VERIFY_WITH_TIMEOUT(listsEveryLegalMove(w), 10000);
    QVERIFY(w.analysisPane()->analysis().moves.front().line.size() >= 1);

    // Looking back shows the analysis of the position looked at.
    shown.clear();
    c->seekPly(0);
    QTRY_VERIFY(shown.count() >= 1);
    QTRY_VERIFY_WITH_TIMEOUT(listsEveryLegalMove(w), 10000);
    QCOMPARE(c->game().length(), std::size_t(1));  // looking played and dropped nothing
  }

  void openingNeverBlocksAndClosingStops() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    w.show();
    QSignalSpy shown(w.analysisPane(), &AnalysisPane::analysisShown);
    Heartbeat heart;
    openPane(w);
    QTRY_VERIFY_WITH_TIMEOUT(w.searchWorker()->isWorkerBusy(), 2000);
    // Refined, deeper and deeper, while the window goes on beating.
    QTRY_VERIFY_WITH_TIMEOUT(heart.beats > 30 && shown.count() >= 2, 20000);
    QVERIFY2(heart.beats > 30, qPrintable(QString("only %1 beats while analysing").arg(heart.beats)));
    QVERIFY2(heart.longestGapMs < 300, qPrintable(QString("the window froze for %1 ms").arg(heart.longestGapMs)));
    QVERIFY(shown.count() >= 2);  // refined: deeper and deeper
    QVERIFY(w.searchWorker()->isThinking(SearchWorker::Purpose::Analysis));

    w.findChild<QAction*>("toggleAnalysisAction")->trigger();  // closed
    QVERIFY(!w.analysisPane()->isVisible());
    QVERIFY(!w.searchWorker()->isThinking());
    QTRY_VERIFY_WITH_TIMEOUT(!w.searchWorker()->isWorkerBusy(), 1000);
    deliverQueuedEvents();  // the worker's last reports and the pane's refresh, had they been on their way
    QVERIFY(!w.searchWorker()->isThinking());
    QVERIFY(!w.searchWorker()->isWorkerBusy());  // and nothing starts it again
  }

  // The computer's own move comes first: the pane's analysis makes way for it.
  void theComputersMoveComesFirst() {
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    GameSetup setup = twoPeople(Variant::Kete);
    setup.north = PlayerKind::Computer;
    setup.setLevel(Level::Strong);  // half a second to think
    w.startGame(setup);
    w.show();
    openPane(w);
    GameSession* c = w.controller();
    QTRY_VERIFY(c->acceptsInput());
    QVERIFY(c->playMove(c->game().legalMoves()[0]));
    QTRY_VERIFY(w.searchWorker()->isThinking(SearchWorker::Purpose::Move));
    // Nor does a review of the game replace it: the pane says to ask again after the move.
    w.findChild<QAction*>("analyseGameAction")->trigger();
    QVERIFY(!w.analysisPane()->review()->isRunning());
    QVERIFY(w.searchWorker()->isThinking(SearchWorker::Purpose::Move));
    const QString said = w.analysisPane()->findChild<QLabel*>("reviewSummary")->text();
    QVERIFY2(said.contains("computer is working out its move"), qPrintable(said));
    QTRY_COMPARE_WITH_TIMEOUT(c->game().length(), std::size_t(2), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(listsEveryLegalMove(w), 10000);
  }

  void reviewJudgesTheMoves_data() {
    QTest::addColumn<QByteArray>("move");
    QTest::addColumn<int>("quality");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<int>("otherQuality");  // of the other move, played in its place
    QTest::newRow("b1 captures 7: best") << QByteArray("b1") << int(MoveQuality::Best) << QString()
                                         << int(MoveQuality::Blunder);
    QTest::newRow("f1 throws them away: blunder")
        << QByteArray("f1") << int(MoveQuality::Blunder) << QString("??") << int(MoveQuality::Best);
  }
  void reviewJudgesTheMoves() {
    QFETCH(QByteArray, move);
    QFETCH(int, quality);
    QFETCH(QString, suffix);
    QFETCH(int, otherQuality);
    QTemporaryDir dir;
    const QString path = dir.filePath("ending.bao");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kinguluRecord(move.constData()));
    file.close();
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(path));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
    GameReview* review = w.analysisPane()->review();
    QSignalSpy finished(review, &GameReview::finished);
    w.findChild<QAction*>("analyseGameAction")->trigger();
    QVERIFY(w.analysisPane()->isVisible());
    QVERIFY(review->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 20000);
    QVERIFY(review->quality(0));
    QCOMPARE(int(*review->quality(0)), quality);
    // The move list shows it: the mark, and the judgement in words.
    auto* list = w.findChild<QListView*>("moveList");
    const QModelIndex row = list->model()->index(1, 0);
    const QString text = row.data().toString();
    QVERIFY2(suffix.isEmpty() ? !text.contains('?') : text.endsWith(suffix), qPrintable(text));
    const QString tip = row.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.startsWith(Quality::describe(MoveQuality(quality))), qPrintable(tip));

    // Clicking the chart looks at that position.
    auto* chart = w.findChild<EvaluationChart*>("evaluationChart");
    QVERIFY(chart && chart->isVisible());
    QCOMPARE(chart->positions(), std::size_t(2));
    QCOMPARE(w.controller()->game().ply(), std::size_t(1));  // the record opened where it stopped
    QTest::mouseClick(chart, Qt::LeftButton, {}, chart->pointOf(0));
    QTRY_COMPARE(w.controller()->game().ply(), std::size_t(0));
    QTest::mouseClick(chart, Qt::LeftButton, {}, chart->pointOf(1));
    QTRY_COMPARE(w.controller()->game().ply(), std::size_t(1));
    QTest::mouseClick(chart, Qt::LeftButton, {}, chart->pointOf(0));
    QTRY_COMPARE(w.controller()->game().ply(), std::size_t(0));

    // The results belong to the line: with the other move in its place, the old mark goes; the
    // start's analysis still holds, so the new move is judged at once, and the position after
    // it waits for a new review.
    const MoveList legal = w.controller()->game().legalMoves();
    const Move other = legal[0] == w.controller()->game().line()[0] ? legal[1] : legal[0];
    QVERIFY(w.controller()->playMove(other));
    QTRY_VERIFY(w.controller()->game().line()[0] == other);
    QVERIFY(review->quality(0));
    QCOMPARE(int(*review->quality(0)), otherQuality);
    QVERIFY(!review->evaluationForSouth(1));
    QVERIFY(list->model()
                ->index(1, 0)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(Quality::describe(MoveQuality(otherQuality))));
  }

  void reviewCanBeCancelled() {
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(":/samples/kete.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    QTRY_VERIFY(w.controller()->game().length() > 40);
    GameReview* review = w.analysisPane()->review();
    w.findChild<QAction*>("analyseGameAction")->trigger();
    QVERIFY(review->isRunning());
    auto* progress = w.analysisPane()->findChild<QWidget*>("reviewProgress");
    QVERIFY(progress && progress->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(review->analysed() >= 2, 10000);
    QTest::mouseClick(w.analysisPane()->findChild<QWidget*>("cancelReview"), Qt::LeftButton);
    QVERIFY(!review->isRunning());
    QVERIFY(!progress->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!w.searchWorker()->isThinking(SearchWorker::Purpose::Review), 1000);
    QVERIFY(review->analysed() < review->positions());
    QVERIFY(review->quality(0));  // what was found stays
    // And the summary says it is partial (shot-45): how many moves of how many are judged.
    const std::size_t length = w.controller()->game().length();
    const QString summary = w.analysisPane()->findChild<QLabel*>("reviewSummary")->text();
    QVERIFY2(summary.contains(QString("%1 of %2 moves analysed").arg(analysedMoves(*review, length)).arg(length)),
             qPrintable(summary));
  }

  // Another move at an earlier point (shot-20 → shot-22): the review keeps exactly the judgements
  // of the moves still on the line, draws what it has, counts only those, and says the rest is
  // not judged yet.
  void reviewFollowsAChangedLine() {
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kigogo));
    w.show();
    GameSession* c = w.controller();
    const auto playFirstLegal = [c](const Move* avoid) { playFirstLegalMove(c, avoid); };
    for (int i = 0; i < 4; ++i) playFirstLegal(nullptr);
    GameReview* review = w.analysisPane()->review();
    QSignalSpy finished(review, &GameReview::finished);
    w.findChild<QAction*>("analyseGameAction")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 30000);
    auto* summary = w.analysisPane()->findChild<QLabel*>("reviewSummary");
    QVERIFY2(!summary->text().contains("analysed"), qPrintable(summary->text()));  // all of it

    const Move old = c->game().line()[0];
    c->seekPly(0);
    playFirstLegal(&old);  // replaces the whole line
    playFirstLegal(nullptr);
    QCOMPARE(c->game().length(), std::size_t(2));
    QVERIFY(review->quality(0));  // judged from the start's analysis, kept
    QVERIFY(!review->quality(1));
    QVERIFY(!review->evaluationForSouth(1));
    int counts[5] = {};
    ++counts[int(*review->quality(0))];
    QTRY_VERIFY(summary->text().contains(QString("blunders ??: %1").arg(counts[int(MoveQuality::Blunder)])));
    QVERIFY(summary->text().contains(QString("mistakes ?: %1").arg(counts[int(MoveQuality::Mistake)])));
    QVERIFY2(summary->text().contains("1 of 2 moves analysed"), qPrintable(summary->text()));
    // The chart draws the one value it has (it was an empty box with a tick).
    auto* chart = w.findChild<EvaluationChart*>("evaluationChart");
    QVERIFY(chart->isVisible());
    QCOMPARE(chart->positions(), std::size_t(3));
    const std::optional<QPoint> point = chart->valuePoint(0);
    QVERIFY(point && !chart->valuePoint(1));
    const QImage image = chart->grab().toImage();
    QVERIFY(image.pixelColor(*point) != chart->palette().color(QPalette::Base));

    // Analyse game again does the rest, as the summary says: the two new positions only.
    auto* worker = w.findChild<SearchWorker*>();
    QVERIFY(worker);
    QSignalSpy reviewed(worker, &SearchWorker::positionReviewed);
    w.findChild<QAction*>("analyseGameAction")->trigger();
    const QString analysing = w.analysisPane()->findChild<QLabel*>("analysisSummary")->text();
    QVERIFY2(analysing.contains("Analysing the 2 positions not analysed yet"), qPrintable(analysing));
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 2, 30000);
    QCOMPARE(reviewed.count(), 2);
    QCOMPARE(reviewed.at(0).at(0).value<std::size_t>(), std::size_t(1));
    QVERIFY(review->quality(0) && review->quality(1));
    QCOMPARE(review->analysed(), std::size_t(3));
    QTRY_VERIFY2(!summary->text().contains("analysed"), qPrintable(summary->text()));
  }

  // A new game from the same start has a review of its own: no chart, no judgement of its first
  // move from the last game's analysis of the start.
  void aNewGameStartsItsOwnReview() {
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kigogo));
    w.show();
    GameSession* c = w.controller();
    for (int i = 0; i < 2; ++i) playFirstLegalMove(c, nullptr);
    GameReview* review = w.analysisPane()->review();
    QSignalSpy finished(review, &GameReview::finished);
    w.findChild<QAction*>("analyseGameAction")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 30000);
    QVERIFY(review->quality(0));
    // By way of a game from another start, the review put aside is not a new game's either.
    w.startGame(twoPeople(Variant::Kingulu));
    w.startGame(twoPeople(Variant::Kigogo));
    QCOMPARE(review->analysed(), std::size_t(0));
    for (int i = 0; i < 2; ++i) playFirstLegalMove(c, nullptr);
    w.findChild<QAction*>("analyseGameAction")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 2, 30000);
    QVERIFY(review->quality(0));
    w.startGame(twoPeople(Variant::Kigogo));
    QCOMPARE(review->analysed(), std::size_t(0));
    QVERIFY(!w.findChild<EvaluationChart*>("evaluationChart")->isVisible());
    playFirstLegalMove(c, nullptr);
    QVERIFY(!review->quality(0));
    auto* summary = w.analysisPane()->findChild<QLabel*>("reviewSummary");
    QVERIFY2(!summary->text().contains("Inaccuracies"), qPrintable(summary->text()));
  }

  // A window closed while its pane analyses and a review runs: nothing reaches it afterwards.
  void closingTheWindowWhileAnalysing() {
    auto* w = new MainWindow;
    w->show();
    QVERIFY(w->openRecord(":/samples/kete.bao"));
    QTRY_VERIFY(w->document()->openingPath().isEmpty());  // opened in the background, if slowly
    QTRY_VERIFY(w->controller()->game().length() > 40);
    openPane(*w);
    QTRY_VERIFY_WITH_TIMEOUT(w->searchWorker()->isWorkerBusy(), 2000);
    w->findChild<QAction*>("analyseGameAction")->trigger();
    QVERIFY(w->analysisPane()->review()->isRunning());
    QSignalSpy reviewed(w->searchWorker(), &SearchWorker::positionReviewed);
    QTRY_VERIFY_WITH_TIMEOUT(reviewed.count() >= 1, 20000);  // reports on their way
    delete w;
    deliverQueuedEvents();  // the worker's last reports, had they been queued, come now
  }

  // The thresholds of MoveQuality.h, at their edges (hundredths of a seed, for the mover), and
  // what counts as proven: an outcome the engine has proven (an exact value), not a score alone.
  void judgementThresholds_data() {
    QTest::addColumn<int>("best");
    QTest::addColumn<bool>("bestProven");
    QTest::addColumn<int>("played");
    QTest::addColumn<bool>("playedProven");
    QTest::addColumn<int>("quality");  // -1: not judged
    const int win = 2 * kProvenScore;
    const int notJudged = -1;
    QTest::newRow("as good as the best") << 300 << false << 300 << false << int(MoveQuality::Best);
    QTest::newRow("half a seed less: good") << 300 << false << 250 << false << int(MoveQuality::Good);
    QTest::newRow("just over half a seed: inaccuracy") << 300 << false << 249 << false << int(MoveQuality::Inaccuracy);
    QTest::newRow("two seeds: inaccuracy") << 300 << false << 100 << false << int(MoveQuality::Inaccuracy);
    QTest::newRow("just over two: mistake") << 300 << false << 99 << false << int(MoveQuality::Mistake);
    QTest::newRow("five seeds: mistake") << 300 << false << -200 << false << int(MoveQuality::Mistake);
    QTest::newRow("over five: blunder") << 300 << false << -201 << false << int(MoveQuality::Blunder);
    QTest::newRow("the faster of two wins") << win - 5 << true << win - 5 << true << int(MoveQuality::Best);
    QTest::newRow("a slower win: good") << win - 5 << true << win - 9 << true << int(MoveQuality::Good);
    QTest::newRow("a proven win given away for a proven loss")
        << win - 5 << true << -win + 8 << true << int(MoveQuality::Blunder);
    QTest::newRow("a proven draw turned into a proven loss")
        << 0 << true << -win + 8 << true << int(MoveQuality::Blunder);
    QTest::newRow("lost anyway, a quicker loss: good")
        << -win + 9 << true << -win + 5 << true << int(MoveQuality::Good);
    // Solved Kingulu values: proven, and in seeds (the final margin): the seeds still count.
    QTest::newRow("a solved win by fewer seeds") << 400 << true << 200 << true << int(MoveQuality::Inaccuracy);
    QTest::newRow("a solved draw against a solved loss") << 0 << true << -200 << true << int(MoveQuality::Blunder);
    // shot-17: the best move's value is an estimate, the move played a proven loss; the best
    // move may lose as well, so nothing proven was given away, and there is no common scale.
    QTest::newRow("a proven loss against an estimate") << -650 << false << -win + 22 << true << notJudged;
    QTest::newRow("a proven win against an estimate") << win - 5 << true << 150 << false << notJudged;
    QTest::newRow("an end the search saw but did not prove") << -650 << false << -win + 22 << false << notJudged;
    QTest::newRow("a proven win for a loss the search saw")
        << win - 5 << true << -win + 12 << false << int(MoveQuality::Blunder);
    // A proven draw and an estimate are on one scale: seeds.
    QTest::newRow("a proven draw against an estimate") << 0 << true << -300 << false << int(MoveQuality::Mistake);
  }
  void judgementThresholds() {
    QFETCH(int, best);
    QFETCH(bool, bestProven);
    QFETCH(int, played);
    QFETCH(bool, playedProven);
    QFETCH(int, quality);
    const auto value = [](int move, int score, bool proven) {
      MoveValue v{Move{Square(move), Direction::Ccw, false}, score, std::nullopt, {}};
      if (proven)
        v.exact = MoveValue::Outcome{score == 0 ? Result::Kind::Draw : Result::Kind::Win,
                                     score >= 0 ? Side::South : Side::North,
                                     std::abs(score) > kProvenScore ? 2 * kProvenScore - std::abs(score) : 30};
      return v;
    };
    const std::optional<MoveQuality> judged =
        Quality::judge(value(0, best, bestProven), value(1, played, playedProven));
    QCOMPARE(judged ? int(*judged) : -1, quality);
  }

  void hintReasons_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("reason");
    // tst_kingulu's G-6 case: e1 sows f1, f2; f2 held exactly three, so it becomes South's mtoto.
    QTest::newRow("a mtoto") << "kingulu 2,0,0,0,0,3/0,0,0,0,2,1 S store=0,0 mtoto=-"
                             << "e1"
                             << "e1 makes f2 your mtoto.";
    // tst_kete's L-8 takata: a2cw places a seed in a2 and sows its two into b2 and c2; c2's two
    // go on into d2 and e2, South's kuu, where the takata stops.
    QTest::newRow("into the kuu")
        << "kete 0,3,0,0,0,0,0,0/0,0,0,6,0,0,0,0/1,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 kuu=1,1 hz=-"
        << "a2cw" << QString::fromUtf8("a2 \u21BB sows into your kuu.");
    // The ending above: b1 takes e2's 6 (G-4.2; the capturing seed that joins them in the store
    // is South's own).
    QTest::newRow("a capture") << kKinguluEnding << "b1"
                               << "b1 captures 6 seeds";
  }
  void hintReasons() {
    QFETCH(QString, position);
    QFETCH(QString, move);
    QFETCH(QString, reason);
    const Game game(*parsePosition(position.toStdString()).value);
    const Move hinted = *parseMove(game.position().variant, move.toStdString()).value;
    Game after = game;
    Trace traced;
    QVERIFY(after.play(hinted, &traced));
    std::optional<Trace> reply;
    if (const auto expected = search(after, {.depth = 6}).best) QVERIFY(after.play(*expected, &reply.emplace()));
    const QString said = HintExplanation::explain(traced, reply);
    QVERIFY2(said.startsWith(reason), qPrintable(said));
  }

  // A lesson's answer is not given away (shot-26, shot-30): during a lesson the pane shows no
  // values and no best move, searches nothing, and View → Analysis and Analyse game are off; all
  // of it comes back when the lesson is left.
  void noAnalysisDuringALesson() {
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kigogo));
    w.show();
    openPane(w);
    QTRY_VERIFY_WITH_TIMEOUT(listsEveryLegalMove(w), 10000);
    auto* list = w.analysisPane()->findChild<QTreeWidget*>("analysisMoves");
    auto* showBest = w.analysisPane()->findChild<QWidget*>("showBestMove");
    auto* notice = w.analysisPane()->findChild<QLabel*>("analysisLessonNotice");
    QVERIFY(list && showBest && notice);
    QVERIFY(!notice->isVisible());
    QAction* toggle = w.findChild<QAction*>("toggleAnalysisAction");
    QAction* analyseGame = w.findChild<QAction*>("analyseGameAction");

    w.startLesson(0);  // no moves on the board: no question first
    QTRY_VERIFY(w.lessonPane()->isActive());
    QTRY_VERIFY(notice->isVisible());
    QVERIFY2(notice->text().contains("No analysis during a lesson"), qPrintable(notice->text()));
    QVERIFY(!list->isVisible());
    QVERIFY(!showBest->isVisible());
    QVERIFY(!toggle->isEnabled());
    QVERIFY(!analyseGame->isEnabled());
    QVERIFY(rulesWorkerDrained(w.rulesWorker()));  // the lesson's start has settled
    QVERIFY(!w.searchWorker()->isThinking(SearchWorker::Purpose::Analysis));
    w.analysisPane()->reviewGame();  // a shortcut left over: still nothing
    QVERIFY(!w.analysisPane()->review()->isRunning());

    w.leaveLesson();
    QTRY_VERIFY(!w.lessonPane()->isActive());
    QTRY_VERIFY(!notice->isVisible());
    QVERIFY(toggle->isEnabled());
    QVERIFY(analyseGame->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(listsEveryLegalMove(w), 10000);
    QVERIFY(list->isVisible());
  }

  // English counts read as English (the program's plurals come from its English catalogue):
  // "captures 1 seed", never "1 seeds"; and a quiet move's reason says why it is good.
  void hintCountsReadAsEnglish_data() {
    QTest::addColumn<int>("seeds");
    QTest::addColumn<QString>("captures");
    QTest::addColumn<QString>("answer");
    QTest::newRow("one") << 1 << "b1 captures 1 seed."
                         << "b1 leaves North no better answer than capturing 1 seed.";
    QTest::newRow("three") << 3 << "b1 captures 3 seeds."
                           << "b1 leaves North no better answer than capturing 3 seeds.";
  }
  void hintCountsReadAsEnglish() {
    QFETCH(int, seeds);
    QFETCH(QString, captures);
    QFETCH(QString, answer);
    MainWindow w;  // installs the interface language: English here
    const Position start = *parsePosition(kKinguluEnding).value;
    const auto trace = [&](Side mover, int captured) {
      Trace t;
      t.before = start;
      t.before.toMove = mover;
      t.move = *parseMove(Variant::Kingulu, "b1").value;
      if (captured > 0)
        t.events.push_back(
            TraceEvent{.kind = EventKind::Capture, .count = std::uint8_t(captured), .owner = other(mover)});
      return t;
    };
    QCOMPARE(HintExplanation::explain(trace(Side::South, seeds), std::nullopt), captures);
    QCOMPARE(HintExplanation::explain(trace(Side::South, 0), trace(Side::North, seeds)), answer);
  }

  // Kingulu's exact values say the final count (G-7), the mover's first, and within how many
  // plies the game ends: the hand-worked ending (see kKinguluEnding) is won 29-19 by b1.
  void kinguluValuesSayTheCount_data() {
    QTest::addColumn<int>("margin");
    QTest::addColumn<QString>("text");
    QTest::newRow("won") << 4 << QString::fromUtf8("wins 26\u201322 in 30");
    QTest::newRow("lost") << -6 << QString::fromUtf8("loses 21\u201327 in 30");
  }
  void kinguluValuesSayTheCount() {
    QFETCH(int, margin);
    QFETCH(QString, text);
    MainWindow w;  // English
    const int mine = (48 + margin) / 2;
    MoveValue value{Move{0, Direction::Ccw, false},
                    100 * margin,
                    MoveValue::Outcome{Result::Kind::Win, margin > 0 ? Side::South : Side::North, 30,
                                       std::array<int, 2>{mine, 48 - mine}},
                    {}};
    QCOMPARE(ValueText::of(value, Side::South), text);
  }
  void kinguluPaneShowsTheCount() {
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    w.controller()->newGame(twoPeople(Variant::Kingulu), *parsePosition(kKinguluEnding).value);
    openPane(w);
    auto* list = w.analysisPane()->findChild<QTreeWidget*>("analysisMoves");
    QTRY_VERIFY_WITH_TIMEOUT(list->topLevelItemCount() == 2, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(list->topLevelItem(0)->text(0), QString("b1"), 10000);
    // The first look's estimate shows first; the exact value replaces it.
    QTRY_VERIFY2_WITH_TIMEOUT(list->topLevelItem(0)->text(1).startsWith(QString::fromUtf8("wins 29\u201319 in ")),
                              qPrintable(list->topLevelItem(0)->text(1)), 10000);
    // No depth or positions searched: the values are exact.
    const QString summary = w.analysisPane()->findChild<QLabel*>("analysisSummary")->text();
    QVERIFY2(summary.contains("exact, worked out to the end of the game") && !summary.contains("depth"),
             qPrintable(summary));
  }

  // Analyse game on the Kingulu sample judges it exactly, and the same way every time: its
  // values are proved to the end, not searched against the clock. Worked out with the proofs
  // move by move: North's 1... a2 gives away 18 seeds (South forced 4, now 22), 4... a2 six
  // more and South's 7. d1 ten; every other move keeps the value.
  void kinguluReviewIsExactAndTheSame() {
    std::vector<std::optional<MoveQuality>> first;
    for (int run = 0; run < 2; ++run) {
      MainWindow w;
      w.show();
      QVERIFY(w.openRecord(":/samples/kingulu.bao"));
      QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
      GameReview* review = w.analysisPane()->review();
      QSignalSpy finished(review, &GameReview::finished);
      w.findChild<QAction*>("analyseGameAction")->trigger();
      QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
      const std::size_t length = w.controller()->game().length();
      std::vector<std::optional<MoveQuality>> qualities;
      for (std::size_t move = 0; move < length; ++move) qualities.push_back(review->quality(move));
      for (std::size_t move = 0; move < length; ++move) {
        const bool blunder = move == 1 || move == 7 || move == 12;
        QVERIFY2(qualities[move] == (blunder ? MoveQuality::Blunder : MoveQuality::Best),
                 qPrintable(QString("move %1").arg(move)));
      }
      if (run == 0) first = qualities;
      QVERIFY(qualities == first);
      // The chart draws the blunders as drops: 7. d1 takes South from +28 to +18, both beyond the
      // ten seeds of the other games' charts.
      auto* chart = w.findChild<EvaluationChart*>("evaluationChart");
      QCOMPARE(chart->range(), analysisProfile(Variant::Kingulu).valueRange);
      const auto before = chart->valuePoint(12), after = chart->valuePoint(13);
      QVERIFY(before && after);
      QVERIFY(after->y() > before->y());
      // Looking at the start, the pane shows the review's exact values, and its own quick first
      // look, which comes after, does not replace them.
      QSignalSpy firstLook(w.searchWorker(), &SearchWorker::analysisUpdated);
      w.controller()->seekPly(0);
      auto* list = w.analysisPane()->findChild<QTreeWidget*>("analysisMoves");
      QTRY_VERIFY(list->topLevelItemCount() == 4);
      QVERIFY2(list->topLevelItem(0)->text(1).startsWith(QString::fromUtf8("wins 26\u201322 in ")),
               qPrintable(list->topLevelItem(0)->text(1)));
      QTRY_VERIFY_WITH_TIMEOUT(firstLook.count() >= 1, 20000);  // the first look has come
      deliverQueuedEvents();
      QVERIFY2(list->topLevelItem(0)->text(1).startsWith(QString::fromUtf8("wins 26\u201322 in ")),
               qPrintable(list->topLevelItem(0)->text(1)));
    }
  }

  // At Kingulu's start the proofs take seconds: the pane shows a first look at once, then the
  // exact values (c1 wins 26-22, G-7).
  void kinguluFirstLookThenExact() {
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    w.startGame(twoPeople(Variant::Kingulu));
    openPane(w);
    auto* list = w.analysisPane()->findChild<QTreeWidget*>("analysisMoves");
    QTRY_VERIFY_WITH_TIMEOUT(list->topLevelItemCount() == 4, 1000);
    QTRY_VERIFY_WITH_TIMEOUT(list->topLevelItem(0)->text(1).startsWith(QString::fromUtf8("wins 26\u201322 in ")),
                             30000);
    QCOMPARE(list->topLevelItem(0)->text(0), QString("c1"));
  }

  // A won or lost value always with its count (shot-4): one the search saw but did not prove says
  // so, with the plies; a proven one says when.
  void valuesSayWhen_data() {
    QTest::addColumn<int>("score");
    QTest::addColumn<bool>("proven");
    QTest::addColumn<QString>("text");
    const int win = 2 * kProvenScore;
    QTest::newRow("proven loss") << -win + 4 << true << "loses in 4";
    QTest::newRow("proven win") << win - 7 << true << "wins in 7";
    QTest::newRow("a loss the search saw") << -win + 22 << false << "likely loses in 22";
    QTest::newRow("a win the search saw") << win - 3 << false << "likely wins in 3";
    QTest::newRow("seeds") << -650 << false << QString::fromUtf8("\u22126.5");
  }
  void valuesSayWhen() {
    QFETCH(int, score);
    QFETCH(bool, proven);
    QFETCH(QString, text);
    MainWindow w;  // English
    MoveValue value{Move{0, Direction::Ccw, false}, score, std::nullopt, {}};
    if (proven)
      value.exact = MoveValue::Outcome{Result::Kind::Win, score > 0 ? Side::South : Side::North,
                                       2 * kProvenScore - std::abs(score)};
    QCOMPARE(ValueText::of(value, Side::South), text);
  }

  // The values are read whole in every language: the value column has room for the longest
  // value the language can show ("huenda anashindwa baada ya hatua 88" in Kiswahili), fixed for
  // the language, so that neither it nor the pane moves as the analysis refines (shot-55/56);
  // the expected line takes the rest.
  void longValuesShowWhole_data() {
    QTest::addColumn<QString>("language");
    for (const char* code : {"en", "sw", "pt", "fi", "gu", "ms"}) QTest::newRow(code) << QString(code);
  }
  void longValuesShowWhole() {
    QFETCH(QString, language);
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    const auto backToEnglish = qScopeGuard([&w] { w.switchLanguage("en"); });
    QVERIFY(w.switchLanguage(language));
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kete));
    openPane(w);
    auto* list = w.analysisPane()->findChild<QTreeWidget*>("analysisMoves");
    QTRY_VERIFY_WITH_TIMEOUT(list->topLevelItemCount() > 0, 10000);
    deliverQueuedEvents();  // the pane laid out with its first values
    const QFontMetrics metrics = list->fontMetrics();
    const int valueWidth = list->header()->sectionSize(1);
    const int paneWidth = w.analysisPane()->width();
    // The longest values the language has, with two-digit counts.
    for (const MoveValue& value :
         {MoveValue{{}, -(2 * kProvenScore - 88), MoveValue::Outcome{Result::Kind::Win, Side::North, 88}, {}},
          MoveValue{{}, 2 * kProvenScore - 88, MoveValue::Outcome{Result::Kind::Win, Side::South, 88}, {}},
          MoveValue{{}, -(2 * kProvenScore - 88), std::nullopt, {}},
          MoveValue{{}, 2 * kProvenScore - 88, std::nullopt, {}}, MoveValue{{}, -8850, std::nullopt, {}}}) {
      const QString text = ValueText::of(value, Side::South);
      QVERIFY2(
          metrics.horizontalAdvance(text) + 8 <= valueWidth,
          qPrintable(
              QString("%1: %2 px in a column of %3").arg(text).arg(metrics.horizontalAdvance(text)).arg(valueWidth)));
    }
    // As the analysis refines, every value shown fits, and nothing moves.
    QTRY_VERIFY_WITH_TIMEOUT(w.analysisPane()->analysis().depth >= 6, 20000);
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
      const QString shown = list->topLevelItem(i)->text(1);
      QVERIFY2(metrics.horizontalAdvance(shown) + 8 <= valueWidth, qPrintable(shown));
    }
    QCOMPARE(list->header()->sectionSize(1), valueWidth);
    QCOMPARE(w.analysisPane()->width(), paneWidth);
    // The expected line keeps room for a few moves.
    QVERIFY2(list->header()->sectionSize(2) >= 6 * metrics.horizontalAdvance(QLatin1Char('M')),
             qPrintable(QString::number(list->header()->sectionSize(2))));
    if (!qEnvironmentVariableIsEmpty("BARAZA_SHOT_DIR"))
      w.grab().save(qEnvironmentVariable("BARAZA_SHOT_DIR") + "/analysis-values-" + language + ".png");
  }

  // With the pane open on the position, Hint gives the pane's best move (its deeper look), at
  // once, rather than a separate shallower search that may disagree (shot-68, shot-73/74).
  void theHintIsThePanesBestMove() {
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kete));
    w.show();
    openPane(w);
    QTRY_VERIFY_WITH_TIMEOUT(w.analysisPane()->analysis().depth >= 4 && listsEveryLegalMove(w), 10000);
    QTRY_VERIFY(w.controller()->acceptsInput());
    QSignalSpy chosen(w.searchWorker(), &SearchWorker::moveChosen);
    QElapsedTimer asked;
    asked.start();
    w.hintAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.statusBar()->currentMessage().startsWith("Hint:"), 10000);
    // No search of its own: that alone takes the hint's quarter of a second.
    QVERIFY2(asked.elapsed() < 250, qPrintable(QString::number(asked.elapsed())));
    QCOMPARE(chosen.count(), 1);
    const Move hinted = chosen.at(0).at(1).value<Move>();
    const Analysis& shown = w.analysisPane()->analysis();
    QVERIFY(std::any_of(shown.moves.begin(), shown.moves.end(),
                        [&](const MoveValue& v) { return v.move == hinted && v.score == shown.moves.front().score; }));
    QVERIFY2(w.statusBar()->currentMessage().contains(moveText(Variant::Kete, hinted)),
             qPrintable(w.statusBar()->currentMessage()));
  }

  // A lesson puts the game aside; leaving it brings the game back with its review (shot-41).
  void reviewComesBackAfterALesson() {
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kigogo));
    w.show();
    for (int i = 0; i < 2; ++i) playFirstLegalMove(w.controller());
    GameReview* review = w.analysisPane()->review();
    QSignalSpy finished(review, &GameReview::finished);
    w.findChild<QAction*>("analyseGameAction")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 30000);
    const std::optional<MoveQuality> first = review->quality(0), second = review->quality(1);
    QVERIFY(first && second);

    w.startLesson(0);
    QVERIFY(QTest::qWaitFor([] {
      for (QWidget* widget : QApplication::topLevelWidgets())
        if (auto* box = qobject_cast<QMessageBox*>(widget); box && box->objectName() == "saveChangesQuestion")
          for (QAbstractButton* b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::DestructiveRole) return b->click(), true;  // Don't save
      return false;
    }));
    QTRY_VERIFY(w.lessonPane()->isActive());
    QVERIFY(!review->quality(0));  // nothing of the game on the lesson's board
    w.leaveLesson();
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(2));
    QCOMPARE(review->quality(0), first);
    QCOMPARE(review->quality(1), second);
    QVERIFY(!w.analysisPane()->findChild<QLabel*>("reviewSummary")->text().contains("analysed"));
  }

  // The hint says why: the one capturing move of the ending names its capture.
  void theHintNamesTheCapture() {
    MainWindow w;
    w.show();
    w.controller()->newGame(twoPeople(Variant::Kingulu), *parsePosition(kKinguluEnding).value);
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.hintAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.statusBar()->currentMessage().startsWith("Hint:"), 10000);
    const QString message = w.statusBar()->currentMessage();
    QVERIFY2(message.contains("b1 captures 6 seeds"), qPrintable(message));
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestAnalysisPane)
#include "tst_analysis_pane.moc"
