// Lifetimes the sanitizers complained about (issue #15): nothing of the window runs while it is
// being destroyed, and the board's artwork gives back its SVG renderers.
#include <malloc.h>

#include <QAction>
#include <QStandardPaths>
#include <QTest>

#include "board/BoardArt.h"
#include "scratch_settings.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"

using namespace baraza;

class TestLifetimes : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    removeUnfinishedGames();
  }
  void cleanupTestCase() { removeUnfinishedGames(); }

  // Destroying the controller clears its undo stack, whose signal reached a lambda of the half
  // destroyed window (AddressSanitizer: use after destruction). It must not run any more.
  void nothingRunsOnADyingWindow() {
    auto* w = new MainWindow;
    w->setSpeed(int(Pace::Speed::Instant));
    GameSetup people;
    people.south = people.north = PlayerKind::Human;
    w->startGame(people);
    for (int i = 0; i < 3; ++i) {  // each once the one before is worked out (in the background, under load)
      QTRY_VERIFY(w->controller()->acceptsInput());
      QVERIFY(w->controller()->playMove(w->controller()->game().legalMoves()[0]));
    }
    QAction* undo = nullptr;
    for (QAction* a : w->findChildren<QAction*>())
      if (a->shortcut() == QKeySequence(QKeySequence::Undo)) undo = a;
    QTRY_VERIFY(undo && undo->isEnabled());
    bool dying = false;
    bool touchedWhileDying = false;
    connect(undo, &QAction::changed, undo, [&] { touchedWhileDying = touchedWhileDying || dying; });
    dying = true;
    delete w;
    QVERIFY(!touchedWhileDying);
  }

  // Every BoardArt made and destroyed gives back what its renderers took (LeakSanitizer found
  // them never deleted).
  void artGivesBackItsRenderers() {
    { BoardArt warmUp; }  // Qt's own caches fill once
    const std::size_t before = mallinfo2().uordblks;
    for (int i = 0; i < 50; ++i) BoardArt art;
    const std::size_t after = mallinfo2().uordblks;
    const qint64 grown = qint64(after) - qint64(before);
    qInfo("heap grew by %lld bytes over 50 BoardArts", grown);
    QVERIFY2(grown < 50 * 1024, qPrintable(QString::number(grown)));
  }
};

QTEST_MAIN(TestLifetimes)
#include "tst_lifetimes.moc"
