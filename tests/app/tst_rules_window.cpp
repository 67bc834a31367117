// The rules window (Help → Rules of the games) as a reader uses it: text copied or dragged out of
// it is the text on the screen, without the zero-width spaces the window's anchors hold, so that
// a search for a pasted clause finds it; and its diagrams are drawn again only when their
// language or colours change.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QMimeData>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include "learn/NarrationView.h"
#include "learn/RulesBrowser.h"
#include "learn/RulesText.h"
#include "scratch_settings.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"

using namespace baraza;

namespace {

constexpr QChar kZeroWidthSpace(0x200B);

}  // namespace

class TestRulesWindow : public QObject {
  Q_OBJECT
  ScratchSettings settings_;

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settings_.use());
  }
  void init() { removeUnfinishedGames(); }

  void copiedTextHasNoZeroWidthSpaces() {
    MainWindow w;
    w.show();
    w.findChild<QAction*>("rulesAction")->trigger();
    RulesBrowser* rules = w.rulesWindow();
    QVERIFY(rules);
    QTRY_VERIFY(rules->isVisible());
    QVERIFY(rules->toPlainText().contains(kZeroWidthSpace));  // the anchors hold them, on screen
    rules->selectAll();
    QApplication::clipboard()->clear();
    QTest::keyClick(rules, Qt::Key_C, Qt::ControlModifier);
    const QMimeData* copied = QApplication::clipboard()->mimeData();
    QVERIFY(copied);
    const QString text = copied->text();
    QVERIFY2(text.contains("One stone goes into every hole except the leftmost hole of each player's front row"),
             qPrintable(text.left(400)));
    QVERIFY(!text.contains(kZeroWidthSpace));
    QVERIFY(copied->hasHtml());
    QVERIFY(!copied->html().contains(kZeroWidthSpace));
    QVERIFY(!copied->html().contains("&#8203;"));
    QVERIFY(!copied->html().contains("&#x200b;", Qt::CaseInsensitive));
  }

  // The rules window's diagrams are drawn when it opens and when their language or colours
  // change, never for what the game window does meanwhile (issue #27: Play/Pause redrew every
  // diagram, a second's work on the GUI thread each time, because it retranslated the window).
  void playingAndLookingDrawNoDiagram() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));  // the start's own language change has arrived
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kingulu));
    for (int i = 0; i < 3; ++i) {
      QTRY_VERIFY(w.controller()->acceptsInput());
      w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    }
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(3));
    w.findChild<QAction*>("rulesAction")->trigger();
    RulesBrowser* rules = w.rulesWindow();
    QVERIFY(rules);
    QTRY_VERIFY(rules->isVisible());
    QCOMPARE(rules->timesDrawn(), 1);
    QAction* playPause = w.findChild<QAction*>("playPauseAction");
    w.findChild<QAction*>("toStartAction")->trigger();
    playPause->trigger();  // Play
    QTRY_VERIFY(w.controller()->isReplaying());
    playPause->trigger();  // Pause
    QVERIFY(!w.controller()->isReplaying());
    playPause->trigger();  // Play, to the end of the line
    QTRY_VERIFY(!w.controller()->isReplaying());
    for (const char* look : {"moveBackAction", "undoAction", "toEndAction", "toStartAction", "moveForwardAction"})
      w.findChild<QAction*>(look)->trigger();
    w.startGame(twoPeople(Variant::Kete));
    QCOMPARE(rules->timesDrawn(), 1);
    // A change of language is what redraws them (in the new language).
    QVERIFY(w.switchLanguage("sw"));
    QCOMPARE(rules->timesDrawn(), 2);
    QVERIFY(w.switchLanguage("en"));
  }

  // F1 while playing opens the rules at the game on the board, not at the top (issue #29: it
  // opened at "All the games / C-1" while playing Bao Kigogo); once a line of the narration is
  // marked, at the clause behind it.
  void f1OpensTheGameAndTheClauseInPlay() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kigogo));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_F1);
    QTRY_VERIFY(w.rulesWindow() && w.rulesWindow()->isVisible());
    RulesBrowser* rules = w.rulesWindow();
    QTRY_COMPARE(rules->anchorInView(), QStringLiteral("kigogo"));

    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
    QTRY_VERIFY(w.controller()->acceptsInput());
    auto* narration = w.findChild<NarrationView*>("narration");
    QVERIFY(narration);
    QListWidgetItem* withRule = nullptr;
    for (int row = 0; row < narration->count() && !withRule; ++row)
      if (!narration->item(row)->data(NarrationView::kRuleRole).toString().isEmpty()) withRule = narration->item(row);
    QVERIFY(withRule);
    const QString rule = withRule->data(NarrationView::kRuleRole).toString();
    QVERIFY2(rule.startsWith(QLatin1String("K-")), qPrintable(rule));
    narration->scrollToItem(withRule);
    QTest::mouseClick(narration->viewport(), Qt::LeftButton, {}, narration->visualItemRect(withRule).center());
    QTRY_COMPARE(narration->currentRule(), rule);
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_F1);
    QTRY_COMPARE(rules->anchorInView(), RulesText::anchorOf(rule));
  }

  // A rule id in the glossary is a link: a click on "L-8" in the kuu's definition shows L-8.
  void glossaryRuleIdsAreLinks() {
    MainWindow w;
    w.show();
    w.findChild<QAction*>("rulesAction")->trigger();
    RulesBrowser* rules = w.rulesWindow();
    QVERIFY(rules);
    QTRY_VERIFY(rules->isVisible());
    rules->scrollToAnchor(QStringLiteral("glossary-kuu"));
    QTextCursor at = rules->document()->find(QStringLiteral("kuu"));
    while (!at.isNull() && !at.charFormat().anchorNames().contains(QStringLiteral("glossary-kuu")) &&
           !at.block().text().startsWith(QChar(0x200B) + QStringLiteral("kuu:")))
      at = rules->document()->find(QStringLiteral("kuu"), at);
    QVERIFY(!at.isNull());
    const QTextCursor link = rules->document()->find(QStringLiteral("L-8"), at);
    QVERIFY(!link.isNull());
    QCOMPARE(link.block(), at.block());
    QCOMPARE(link.charFormat().anchorHref(), QStringLiteral("#L-8"));
    QTextCursor inside(link);
    inside.setPosition(link.selectionStart() + 1);
    rules->ensureCursorVisible();
    rules->setTextCursor(inside);
    rules->ensureCursorVisible();
    const QPoint where = rules->cursorRect(inside).center();
    QTest::mouseClick(rules->viewport(), Qt::LeftButton, {}, where);
    QTRY_COMPARE(rules->anchorInView(), QStringLiteral("L-8"));
  }
};

QTEST_MAIN(TestRulesWindow)
#include "tst_rules_window.moc"
