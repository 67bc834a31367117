// The small things a player expects of the window (issue #17): Quit closes every window, About
// says which version it is and under which licence, a question about one later move says so
// in the singular, and the new-game dialog offers a computer strength only when the computer
// plays.
#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>

#include "baraza/notation.h"
#include "baraza/rule_id.h"
#include "baraza/version.h"
#include "board/BoardView.h"
#include "learn/Glossary.h"
#include "learn/RulesBrowser.h"
#include "learn/RulesText.h"
#include "scratch_settings.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "session/SearchWorker.h"
#include "settled.h"
#include "window/MainWindow.h"
#include "window/NewGameDialog.h"

using namespace baraza;

namespace {

// Runs `open` and returns the text of the message box it shows, then closes the box.
template <class Open>
QString messageShownBy(Open open) {
  QString text;
  QTimer::singleShot(0, [&] {
    for (QWidget* widget : QApplication::topLevelWidgets()) {
      auto* box = qobject_cast<QMessageBox*>(widget);
      if (!box || !box->isVisible()) continue;
      text = box->text();
      box->reject();
    }
  });
  open();
  if (!QTest::qWaitFor([&] { return !text.isEmpty(); }, 5000)) return QStringLiteral("(no message box)");
  return text;
}

// A Kingulu game of one move, saved to `path` and opened again: the window's game has a file.
void reopenAOneMoveGame(MainWindow& w, const QString& path) {
  w.show();
  w.setSpeed(int(Pace::Speed::Instant));
  w.startGame(twoPeople(Variant::Kingulu));
  w.controller()->playMove(w.controller()->game().legalMoves()[0]);
  QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));  // worked out in the background under load
  QVERIFY(w.saveRecord(path));
  QVERIFY(w.openRecord(path));
  QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
}

}  // namespace

class TestWindow : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());  // suites run side by side: none sees another's settings
  }
  void init() {
    removeUnfinishedGames();
    QSettings().setValue("language", "en");  // a test that switched language leaves it behind
  }

  void quitClosesTheRulesWindow() {
    MainWindow w;
    w.show();
    w.findChild<QAction*>("rulesAction")->trigger();
    QPointer<QWidget> rules = w.rulesWindow();
    QVERIFY(rules && rules->isVisible());
    w.findChild<QAction*>("quitAction")->trigger();
    QTRY_VERIFY(!rules || !rules->isVisible());
    for (QWidget* widget : QApplication::topLevelWidgets())
      QVERIFY2(!widget->isVisible(), qPrintable(widget->objectName()));
  }

  void aboutGivesVersionAndLicence() {
    MainWindow w;
    w.show();
    const QString text = messageShownBy([&] { w.findChild<QAction*>("aboutAction")->trigger(); });
    QVERIFY2(text.contains(QString::fromLatin1(version().data(), qsizetype(version().size()))), qPrintable(text));
    QVERIFY2(text.contains("GNU General Public License"), qPrintable(text));
    QVERIFY2(text.contains("Klamroth"), qPrintable(text));  // credits: who recorded the games
  }

  // One later move is "the next move", several are counted.
  void newLineQuestionCountsTheDroppedMoves_data() {
    QTest::addColumn<int>("later");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one") << 1 << "drops the next move of this game";
    QTest::newRow("two") << 2 << "drops the 2 later moves of this game";
  }
  void newLineQuestionCountsTheDroppedMoves() {
    QFETCH(int, later);
    QFETCH(QString, expected);
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kingulu));
    GameSession* game = w.controller();
    for (int i = 0; i < 3; ++i) {  // each once the one before is worked out (in the background, under load)
      QTRY_VERIFY(game->acceptsInput());
      QVERIFY(game->playMove(game->game().legalMoves()[0]));
    }
    QTRY_VERIFY(game->game().length() == 3 && game->acceptsInput());
    for (int i = 0; i < later; ++i) game->undo();
    const MoveList legal = game->game().legalMoves();
    QVERIFY(legal.size() > 1);
    const Move other = legal[legal.size() - 1];  // not the recorded next move, legal[0]
    const QString text = messageShownBy([&] {
      QTest::mouseClick(w.boardView(), Qt::LeftButton, {}, w.boardView()->pitRect(other.square).center().toPoint());
    });
    QVERIFY2(text.contains(expected), qPrintable(text));
  }

  // Issue #16's symptoms that need no new architecture: actions enabled only where they act,
  // no stale hint, no stale question in the status bar.
  void undoAndRedoOnlyWhereTheyAct() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kingulu));
    QAction* undo = w.findChild<QAction*>("undoAction");
    QAction* redo = w.findChild<QAction*>("redoAction");
    QVERIFY(!undo->isEnabled() && !redo->isEnabled());  // a new game: nothing to take back
    QVERIFY(w.controller()->playMove(w.controller()->game().legalMoves()[0]));
    QTRY_VERIFY(undo->isEnabled() && !redo->isEnabled());  // once the move is worked out
    w.controller()->undo();
    QVERIFY(!undo->isEnabled() && redo->isEnabled());
    w.startGame(twoPeople(Variant::Kete));
    QVERIFY(!undo->isEnabled() && !redo->isEnabled());
  }

  void undoClearsTheHint() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kingulu));
    QVERIFY(w.controller()->playMove(w.controller()->game().legalMoves()[0]));
    QTRY_VERIFY(w.controller()->acceptsInput());  // once the move is worked out
    w.hintAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.statusBar()->currentMessage().startsWith("Hint"), 10000);
    w.controller()->undo();
    QVERIFY2(w.statusBar()->currentMessage().isEmpty(), qPrintable(w.statusBar()->currentMessage()));
    QCOMPARE(w.boardView()->hintFrom(), kNoSquare);
  }

  // Kete: f2 needs a direction; g2 gives it (cw); the new-line question is cancelled.
  void cancellingTheNewLineLeavesNoDirectionQuestion() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kete));
    GameSession* game = w.controller();
    for (int i = 0; i < 2; ++i) {  // each once the one before is worked out (in the background, under load)
      QTRY_VERIFY(game->acceptsInput());
      QVERIFY(game->playMove(game->game().legalMoves()[0]));
    }
    QTRY_VERIFY(game->game().length() == 2 && game->acceptsInput());
    game->undo();
    game->undo();
    const auto centre = [&](const char* name) {
      return w.boardView()->pitRect(*parseSquare(Variant::Kete, name)).center().toPoint();
    };
    QTimer::singleShot(0, [&] {
      auto* box = w.findChild<QMessageBox*>("newLineQuestion");
      if (box) box->reject();
    });
    QTest::mouseClick(w.boardView(), Qt::LeftButton, {}, centre("f2"));
    QTest::mouseClick(w.boardView(), Qt::LeftButton, {}, centre("g2"));
    QTRY_VERIFY(!w.findChild<QMessageBox*>("newLineQuestion"));
    const QString status = w.findChild<QLabel*>("statusText")->text();
    QVERIFY2(!status.contains("direction"), qPrintable(status));
    QCOMPARE(game->game().ply(), std::size_t(0));  // nothing was played
  }

  // The games' words: listed in the rules window with anchors, explained in the narration's
  // tooltips, in every language; a narration line opens the rules at its game.
  void glossaryAndRuleLinks_data() {
    QTest::addColumn<QString>("language");
    for (const char* code : {"en", "sw", "gu", "fi"}) QTest::newRow(code) << QString(code);
  }
  void glossaryAndRuleLinks() {
    QFETCH(QString, language);
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage(language));
    const QString rules = RulesText::html();
    for (const Glossary::Entry& e : Glossary::entries()) {
      QVERIFY2(rules.contains("name=\"glossary-" + e.anchor + "\""), qPrintable(e.anchor));
      QVERIFY(!e.definition.isEmpty());
      if (language != "en") QVERIFY2(e.definition != QCoreApplication::translate("Glossary", "x"), "");
    }
    // The Kete sample's 7th move captures: its seeds are sown from a kichwa (L-5).
    QVERIFY(w.openRecord(":/samples/kete.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    w.controller()->seekPly(7);
    auto* story = w.findChild<QListWidget*>("narration");
    const Glossary::Entry kichwa = Glossary::entries()[2];
    QCOMPARE(kichwa.anchor, QString("kichwa"));
    QListWidgetItem* explained = nullptr;
    for (int i = 0; i < story->count() && !explained; ++i)
      if (story->item(i)->toolTip().contains(kichwa.definition.toHtmlEscaped())) explained = story->item(i);
    QVERIFY2(explained, "no narration line explains the kichwa");
    QVERIFY(explained->text().contains(kichwa.term, Qt::CaseInsensitive));
    // Its first line's rule link opens that rule's own clause, below the start of Bao la Kete.
    const std::string_view rule = ruleText(w.controller()->game().shownTrace()->events[0].rule);
    const QString clause = RulesText::anchorOf(QString::fromLatin1(rule.data(), qsizetype(rule.size())));
    QVERIFY2(clause.startsWith("L-"), qPrintable(clause));
    emit story->itemDoubleClicked(story->item(0));
    QPointer<QWidget> browser = w.rulesWindow();
    QVERIFY(browser && browser->isVisible());
    auto* text = qobject_cast<QTextBrowser*>(browser.data());
    QTRY_VERIFY(text->verticalScrollBar()->value() > 0);  // far down the page
    const int atClause = text->verticalScrollBar()->value();
    text->scrollToAnchor("kete");
    QVERIFY2(atClause > text->verticalScrollBar()->value(), qPrintable(clause));
    text->scrollToAnchor(clause);
    QCOMPARE(text->verticalScrollBar()->value(), atClause);
    browser->close();
  }

  // The last move of a game is told in the order it happens: the move ends, then the game (with
  // its rule), then the turn that passes after it (C-7), told as the game being over. South's a1
  // drops its seed into the empty b1 and takes b2's two seeds (G-4.2); North has no seed left,
  // so the game ends 25-23 (G-7).
  void theEndIsToldAfterTheMove() {
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    w.show();
    w.controller()->newGame(twoPeople(Variant::Kingulu),
                            *parsePosition("kingulu 0,2,0,0,0,0/1,0,0,0,0,0 S store=22,23 mtoto=-").value);
    QVERIFY(w.controller()->playMove(*parseMove(Variant::Kingulu, "a1").value));
    QTRY_VERIFY(w.controller()->game().result().over());
    auto* story = w.findChild<QListWidget*>("narration");
    QTRY_VERIFY(story->count() >= 3);
    const QString moveEnds = story->item(story->count() - 3)->text();
    const QString gameEnds = story->item(story->count() - 2)->text();
    const QString turn = story->item(story->count() - 1)->text();
    QVERIFY2(moveEnds.contains("the move ends"), qPrintable(moveEnds));
    QVERIFY2(gameEnds.contains("South wins") && gameEnds.contains("G-7"), qPrintable(gameEnds));
    QVERIFY2(turn.contains("The game is over; it would have been North's turn") && turn.contains("C-7"),
             qPrintable(turn));
  }

  // A sample game's comments show in the narration at the position they belong to (its start
  // and the moves they follow), set apart from the move's events, and only there.
  void sampleCommentsInTheNarration() {
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(":/samples/kingulu.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    auto* story = w.findChild<QListWidget*>("narration");
    const auto comment = [story]() -> QListWidgetItem* {
      QListWidgetItem* last = story->count() ? story->item(story->count() - 1) : nullptr;
      return last && last->data(Qt::UserRole).toString() == "comment" ? last : nullptr;
    };
    QCOMPARE(w.controller()->game().point().ply, std::size_t(0));  // a sample opens at its start
    QVERIFY(comment());
    QVERIFY(comment()->text().startsWith("A short sample game"));
    w.controller()->seekPly(7);
    QVERIFY(comment());
    QVERIFY2(comment()->text().contains("mtoto"), qPrintable(comment()->text()));
    QVERIFY(comment()->font().italic());
    const int events = int(w.controller()->game().shownTrace()->events.size());
    QCOMPARE(story->count(), events + 1);
    w.controller()->seekPly(8);  // no comment there
    QVERIFY(!comment());
    w.controller()->seekPly(0);
    QVERIFY(comment());
    // In the interface language.
    QVERIFY(w.switchLanguage("sw"));
    QVERIFY(comment());
    QVERIFY2(comment()->text().startsWith("Mchezo mfupi wa mfano"), qPrintable(comment()->text()));
    QVERIFY(w.switchLanguage("en"));
    // A new game brings its own (empty) story: nothing of the sample stays.
    w.startGame(twoPeople(Variant::Kingulu));
    QVERIFY(!comment());
    QCOMPARE(story->count(), 0);
  }

  // Found by a newcomer: Enter in Statistics closes it (Reset takes a click); quitting with a
  // changed file asks, and Cancel keeps the window; a saved, unchanged game is replaced without
  // a question; the sample games name their computer players as the window does.
  void nothingLostByAKeyPress() {
    MainWindow w;
    w.show();
    QSettings().setValue("statistics/kete/casual/won", 3);
    QTimer::singleShot(0, [] {
      for (QWidget* widget : QApplication::topLevelWidgets())
        if (widget->objectName() == "statisticsDialog" && widget->isVisible()) QTest::keyClick(widget, Qt::Key_Return);
    });
    w.findChild<QAction*>("statisticsAction")->trigger();
    QTRY_VERIFY(!QApplication::activeModalWidget());
    QCOMPARE(QSettings().value("statistics/kete/casual/won").toInt(), 3);
  }

  void quittingAChangedFileAsks() {
    QTemporaryDir dir;
    MainWindow w;
    reopenAOneMoveGame(w, dir.filePath("game.bao"));
    w.findChild<QAction*>("toEndAction")->trigger();
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    QTRY_VERIFY(w.isWindowModified());
    QString asked;
    QTimer::singleShot(0, [&asked] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      if (!box) return;
      asked = box->text();
      for (QAbstractButton* b : box->buttons())
        if (box->buttonRole(b) == QMessageBox::RejectRole) b->click();
    });
    QVERIFY(!w.close());  // asked first
    QTRY_VERIFY2(asked.contains("game.bao"), qPrintable(asked));
    QVERIFY(w.isVisible());  // Cancel: the window stays
  }

  // Opened and unchanged: another game replaces it without a question.
  void aSavedGameIsReplacedWithoutAQuestion() {
    QTemporaryDir dir;
    MainWindow w;
    reopenAOneMoveGame(w, dir.filePath("game.bao"));
    for (QAction* a : w.findChildren<QAction*>())
      if (a->text() == "Bao Kigogo" && a->data().toInt() == int(Variant::Kigogo)) a->trigger();
    QTRY_COMPARE(w.controller()->game().start().variant, Variant::Kigogo);  // no question stood in the way
    QVERIFY(w.boardView()->panelText(Side::South).startsWith("South · computer (Expert)"));
  }

  // Each side is a person, who may be named, or the computer at a strength of its own: the
  // dialog offers only what applies to each side.
  void choicesPerSide_data() {
    QTest::addColumn<int>("south");
    QTest::addColumn<int>("north");
    QTest::newRow("two people") << int(PlayerKind::Human) << int(PlayerKind::Human);
    QTest::newRow("computer as North") << int(PlayerKind::Human) << int(PlayerKind::Computer);
    QTest::newRow("computer as South") << int(PlayerKind::Computer) << int(PlayerKind::Human);
    QTest::newRow("two computers") << int(PlayerKind::Computer) << int(PlayerKind::Computer);
  }
  void choicesPerSide() {
    QFETCH(int, south);
    QFETCH(int, north);
    GameSetup current;
    current.setLevel(Level::Casual);
    NewGameDialog dialog(current);
    dialog.show();
    dialog.findChild<QComboBox*>("southPlayer")->setCurrentIndex(south == int(PlayerKind::Human) ? 0 : 1);
    dialog.findChild<QComboBox*>("northPlayer")->setCurrentIndex(north == int(PlayerKind::Human) ? 0 : 1);
    const std::pair<const char*, int> sides[] = {{"south", south}, {"north", north}};
    for (const auto& [side, kind] : sides) {
      const bool computer = kind == int(PlayerKind::Computer);
      QCOMPARE(dialog.findChild<QComboBox*>(QString(side) + "Strength")->isVisible(), computer);
      QCOMPARE(dialog.findChild<QLineEdit*>(QString(side) + "Name")->isVisible(), !computer);
    }
    dialog.findChild<QComboBox*>("northStrength")->setCurrentIndex(3);  // Expert
    dialog.findChild<QComboBox*>("southStrength")->setCurrentIndex(0);  // Beginner
    dialog.findChild<QLineEdit*>("southName")->setText("  Amina  ");
    const GameSetup chosen = dialog.setup();
    QCOMPARE(chosen.levelOf(Side::North), Level::Expert);
    QCOMPARE(chosen.levelOf(Side::South), Level::Beginner);
    QCOMPARE(chosen.nameOf(Side::South), south == int(PlayerKind::Human) ? QString("Amina") : QString());
    // The five games, each with its picture; choosing one says what it is.
    for (const char* game : {"kete", "kiswahili", "kigogo", "kingulu", "kimasai"})
      QVERIFY(!dialog.findChild<QToolButton*>(QString("game-") + game)->icon().isNull());
    const QString kete = dialog.findChild<QLabel*>("gameSummary")->text();
    QVERIFY(!kete.isEmpty());
    dialog.findChild<QToolButton*>("game-kingulu")->click();
    QCOMPARE(dialog.setup().variant, Variant::Kingulu);
    QVERIFY(dialog.findChild<QLabel*>("gameSummary")->text() != kete);
  }

  // The board says who is who: "you" against the computer, the computer's strength, names.
  void theBoardSaysWhoIsWho() {
    MainWindow w;
    GameSetup s = twoPeople(Variant::Kingulu);
    s.north = PlayerKind::Computer;
    s.levels = {Level::Casual, Level::Strong};
    w.startGame(s);
    w.controller()->computer()->cancel();
    QVERIFY2(w.boardView()->panelText(Side::South).startsWith("South · you"),
             qPrintable(w.boardView()->panelText(Side::South)));
    QVERIFY(w.boardView()->panelText(Side::North).startsWith("North · computer (Strong)"));
    GameSetup people = twoPeople(Variant::Kingulu);
    people.names = {QString("Amina"), QString("Juma")};
    w.startGame(people);
    QVERIFY(w.boardView()->panelText(Side::South).startsWith("South · Amina"));
    QVERIFY(w.boardView()->panelText(Side::North).startsWith("North · Juma"));
  }

  // The window's texts are set once at the start, in the saved language, and once for each change
  // of language: installing a language's catalogue also sends a LanguageChange, which must not set
  // them (and redraw an open rules window) a second time.
  void theTextsAreSetOncePerLanguage() {
    QSettings().setValue("language", "sw");
    MainWindow w;
    w.show();
    deliverQueuedEvents();  // the LanguageChange that installing the catalogue posted
    QCOMPARE(w.findChild<QDockWidget*>("movesDock")->windowTitle(), QString("Hatua"));
    QCOMPARE(w.textsSet(), 1);
    for (const char* code : {"fi", "en", "sw"}) {
      const int before = w.textsSet();
      QVERIFY(w.switchLanguage(code));
      deliverQueuedEvents();
      QCOMPARE(w.textsSet(), before + 1);
    }
  }

  // Symptom: after a change of language the move list showed no current move until the next one.
  void theMoveListKeepsItsRowOnALanguageChange() {
    MainWindow w;
    w.show();
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kingulu));
    GameSession* c = w.controller();
    for (int i = 0; i < 3; ++i) {
      QTRY_VERIFY(c->acceptsInput());
      QVERIFY(c->playMove(c->game().legalMoves()[0]));
    }
    QTRY_COMPARE(c->game().length(), std::size_t(3));
    c->seekPly(2);
    auto* list = w.findChild<QListView*>("moveList");
    QCOMPARE(list->currentIndex().row(), 2);
    QVERIFY(w.switchLanguage("sw"));
    deliverQueuedEvents();
    QCOMPARE(list->currentIndex().row(), 2);
    QVERIFY(list->selectionModel()->isRowSelected(2, {}));
    QCOMPARE(list->model()->index(0, 0).data().toString(), QString("Mwanzo"));  // the rows in the new language
    QCOMPARE(c->game().ply(), std::size_t(2));
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestWindow)
#include "tst_window.moc"
