// Bao la Kimasai is played with stones, one a hole (M-1): whatever the window says about the
// game on the board calls them stones — the narration of a move, the pit tooltips, the hint, the
// result, the replay actions — in every language, while the other games keep their seeds.
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QListWidget>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include "baraza/notation.h"
#include "board/BoardModel.h"
#include "board/BoardView.h"
#include "learn/Narrator.h"
#include "scratch_settings.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "session/Players.h"
#include "window/MainWindow.h"

using namespace baraza;

namespace {

QAction* action(MainWindow& w, const char* name) { return w.findChild<QAction*>(name); }

QString narrationText(MainWindow& w) {
  QStringList lines;
  const QListWidget* list = w.findChild<QListWidget*>("narration");
  for (int i = 0; i < list->count(); ++i) lines << list->item(i)->text();
  return lines.join('\n');
}

// Every text of the window that names the game's pieces, for the game on the board.
QString piecesTexts(MainWindow& w) {
  QStringList texts{narrationText(w)};
  for (const char* name : {"eventBackAction", "eventForwardAction", "showCountsAction", "settingsAction"})
    if (QAction* a = action(w, name)) texts << a->text() << a->toolTip();
  for (int row = 0; row < w.model()->rowCount(); ++row)
    for (int column = 0; column < w.model()->columnCount(); ++column) {
      const QModelIndex index = w.model()->index(row, column);
      texts << index.data(Qt::ToolTipRole).toString() << index.data(Qt::AccessibleTextRole).toString();
    }
  return texts.join('\n');
}

// b2 steps into the empty a2 and captures North's a3 and a4 (M-3).
void playTheFirstCapture(MainWindow& w, Variant variant, const char* move) {
  w.setSpeed(int(Pace::Speed::Instant));
  w.startGame(twoPeople(variant));
  QTRY_VERIFY(w.controller()->acceptsInput());
  w.controller()->playMove(*parseMove(variant, move).value);
  QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
  QTRY_VERIFY(!w.controller()->isAnimating());
}

}  // namespace

class TestKimasaiStones : public QObject {
  Q_OBJECT
  ScratchSettings settings_;

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settings_.use());
  }
  void init() { removeUnfinishedGames(); }  // no unfinished game to ask about

  // The words a language uses for the pieces: Kimasai's stones, never the other games' seeds.
  void kimasaiSaysStones_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("stone");
    QTest::addColumn<QString>("seed");
    QTest::newRow("en") << "en"
                        << "stone"
                        << "seed";
    QTest::newRow("sw") << "sw"
                        << "jiwe"
                        << "kete";
    QTest::newRow("pt") << "pt"
                        << "pedra"
                        << "semente";
    QTest::newRow("fi") << "fi"
                        << "kiv"
                        << "siemen";  // kivi, kiven, kiveä
  }
  void kimasaiSaysStones() {
    QFETCH(QString, language);
    QFETCH(QString, stone);
    QFETCH(QString, seed);
    MainWindow w;
    const auto backToEnglish = qScopeGuard([&w] { w.switchLanguage("en"); });
    QVERIFY(w.switchLanguage(language));
    w.show();
    playTheFirstCapture(w, Variant::Kimasai, "b2");
    const QString narration = narrationText(w);
    QVERIFY2(narration.contains(stone, Qt::CaseInsensitive), qPrintable(narration));
    const QString texts = piecesTexts(w);
    QVERIFY2(!texts.contains(seed, Qt::CaseInsensitive), qPrintable(texts));
    // The end of a game by capture: the loser has no stones left.
    Result won;
    won.kind = Result::Kind::Win;
    won.winner = Side::South;
    won.reason = ResultReason::CapturedAll;
    const QString result = Narrator::result(won, Variant::Kimasai);
    QVERIFY2(!result.contains(seed, Qt::CaseInsensitive), qPrintable(result));
    QVERIFY2(result.contains(language == "sw" ? "mawe" : stone, Qt::CaseInsensitive), qPrintable(result));
    // Another game on the board: its seeds again.
    playTheFirstCapture(w, Variant::Kete, "f2cw");
    QVERIFY2(piecesTexts(w).contains(seed, Qt::CaseInsensitive), qPrintable(piecesTexts(w)));
    QVERIFY2(!piecesTexts(w).contains(stone, Qt::CaseInsensitive), qPrintable(piecesTexts(w)));
  }

  // The pit tooltip counts the stone in a hole, singular and plural forms alike.
  void pitTooltipCountsStones() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kimasai));
    const QModelIndex full = w.model()->indexOf(*parseSquare(Variant::Kimasai, "b2"));
    const QString fullTip = full.data(Qt::ToolTipRole).toString();
    QVERIFY2(fullTip.section('\n', 0, 0).endsWith(" · 1 stone"), qPrintable(fullTip));
    const QModelIndex empty = w.model()->indexOf(*parseSquare(Variant::Kimasai, "a2"));
    const QString emptyTip = empty.data(Qt::ToolTipRole).toString();
    QVERIFY2(emptyTip.section('\n', 0, 0).endsWith(" · 0 stones"), qPrintable(emptyTip));
  }

  // The hint's reason counts captured stones.
  void hintCountsStones() {
    MainWindow w;
    w.show();
    w.startGame(twoPeople(Variant::Kimasai));
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.hintAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!w.statusBar()->currentMessage().isEmpty(), 10000);
    const QString said = w.statusBar()->currentMessage();
    QVERIFY2(!said.contains("seed"), qPrintable(said));
    QVERIFY2(said.contains("stone"), qPrintable(said));  // from the start every good move captures
  }
};

QTEST_MAIN(TestKimasaiStones)
#include "tst_kimasai_stones.moc"
