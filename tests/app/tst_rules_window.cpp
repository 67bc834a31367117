// The rules window (Help → Rules of the games) as a reader uses it: text copied or dragged out of
// it is the text on the screen, without the zero-width spaces the window's anchors hold, so that
// a search for a pasted clause finds it.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QMimeData>
#include <QStandardPaths>
#include <QTest>

#include "learn/RulesBrowser.h"
#include "scratch_settings.h"
#include "window/MainWindow.h"

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
};

QTEST_MAIN(TestRulesWindow)
#include "tst_rules_window.moc"
