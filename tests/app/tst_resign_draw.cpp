// Resigning and offering a draw (issue #29), on the real window: Game → Resign and Game → Offer a
// draw, against the computer (which accepts a draw only when its judgement says the game is
// level or worse for it, worked out in the background) and between two people (the other side
// answers in a bar above the board). Both end the game as a change of the document: the record
// says who won and why (`[Result "N resignation"]`, `[Result "draw agreement"]`), replacing the
// game asks Save / Don't save / Cancel, and Undo takes the decision back.
#include <QAction>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "baraza/notation.h"
#include "baraza/record.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "session/SearchWorker.h"
#include "window/MainWindow.h"
#include "window/QuestionBar.h"
#include "window/ResultPanel.h"
#include "window_suite.h"

using namespace baraza;

namespace {

GameSetup againstTheComputer(Variant variant) {
  GameSetup setup;
  setup.variant = variant;
  setup.south = PlayerKind::Human;
  setup.north = PlayerKind::Computer;
  setup.setLevel(Level::Random);
  return setup;
}

// What the record of the game on the board says at its end, as Save writes it.
std::string savedResult(MainWindow& w, const QString& path) {
  if (!w.saveRecord(path)) return "not saved";
  const Parsed<GameRecord> read = parseRecord(fileContents(path).toStdString());
  return read ? read.value->tag("Result") : read.error;
}

// Game → Resign asks first: the question, with `answer` clicked ("Resign" or "Play on").
QString resignAnswering(MainWindow& w, const QString& answer) {
  windowAction(w, "resignAction")->trigger();
  auto* box = w.findChild<QMessageBox*>("resignQuestion");
  if (!box || !box->isVisible()) return "no question";
  const QString question = box->text();
  for (QAbstractButton* b : box->buttons())
    if (b->text() == answer) b->click();
  return question;
}

}  // namespace

class TestResignDraw : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QVERIFY(suite_.use()); }
  void init() { WindowSuite::freshStart(); }

  // Against the computer the person resigns: he loses, the record says so and is read back the
  // same; the game has changed (Save / Don't save / Cancel before it goes); Undo takes the
  // resignation back and the game goes on, unchanged again.
  void resigningAgainstTheComputer() {
    MainWindow w;
    w.show();
    w.startGame(againstTheComputer(Variant::Kete));
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    QTRY_VERIFY(w.controller()->game().length() == 2 && w.controller()->acceptsInput());  // the computer replied
    QTemporaryDir folder;
    const QString path = folder.filePath("game.bao");
    QVERIFY(w.saveRecord(path));
    QVERIFY(!w.document()->hasUnsavedChanges());
    QVERIFY(windowAction(w, "resignAction")->isEnabled());
    // Asked first, naming who resigns; Play on (also the default and Esc) changes nothing.
    QCOMPARE(resignAnswering(w, "Play on"), QString("Do you resign, South? The computer (North) wins the game."));
    QTRY_VERIFY(!w.findChild<QMessageBox*>("resignQuestion"));
    QVERIFY(!w.controller()->game().lineResult().over());
    QVERIFY(!w.document()->hasUnsavedChanges());
    QCOMPARE(resignAnswering(w, "Resign"), QString("Do you resign, South? The computer (North) wins the game."));
    QVERIFY(w.controller()->game().lineResult().over());
    QCOMPARE(w.controller()->game().lineResult().winner, Side::North);
    QTRY_VERIFY(w.resultPanel()->isVisible());
    QCOMPARE(w.resultPanel()->title(), QString("You lose"));
    QCOMPARE(w.resultPanel()->howText(), QString("North wins: South resigned."));
    QVERIFY(!windowAction(w, "resignAction")->isEnabled());
    QVERIFY(!windowAction(w, "offerDrawAction")->isEnabled());
    QVERIFY(!w.controller()->acceptsInput());
    QVERIFY(w.document()->hasUnsavedChanges());
    QVERIFY(w.windowTitle().contains('*'));

    // Replacing it asks; Cancel keeps the resigned game.
    windowAction(w, "openAction")->trigger();
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = w.findChild<QMessageBox*>("saveChangesQuestion")) && box->isVisible());
    for (QAbstractButton* b : box->buttons())
      if (b->text() == "Cancel") b->click();
    QTRY_VERIFY(w.findChild<QMessageBox*>("saveChangesQuestion") == nullptr);
    QVERIFY(w.controller()->game().lineResult().over());

    const QString resigned = folder.filePath("resigned.bao");
    QCOMPARE(savedResult(w, resigned), std::string("N resignation"));
    QVERIFY(w.openRecord(resigned));
    QTRY_COMPARE(w.gameFile(), resigned);
    QCOMPARE(w.controller()->game().lineResult().reason, ResultReason::Resignation);
    QCOMPARE(w.controller()->game().length(), std::size_t(2));

    // Undo at the end takes the resignation back: the game is as in game.bao, and goes on.
    QVERIFY(w.openRecord(path));
    QTRY_COMPARE(w.gameFile(), path);
    w.controller()->jumpTo(true);
    resignAnswering(w, "Resign");
    QVERIFY(w.document()->hasUnsavedChanges());
    QVERIFY(windowAction(w, "undoAction")->isEnabled());
    windowAction(w, "undoAction")->trigger();
    QVERIFY(!w.controller()->game().lineResult().over());
    QVERIFY(!w.document()->hasUnsavedChanges());
    QTRY_VERIFY(!w.resultPanel()->isVisible());
    QVERIFY(w.controller()->acceptsInput());
  }

  // The computer weighs a draw offered to it in the background, and accepts only when the game
  // is level or worse for it. Kingulu near its end, South (the person) to move: the stores
  // decide the count (G-7).
  void drawOfferedToTheComputer_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("the computer far behind: accepted")
        << "kingulu 0,0,0,1,0,0/0,0,1,0,1,0 S store=33,12 mtoto=-" << true;
    QTest::newRow("the computer far ahead: declined")
        << "kingulu 0,0,0,1,0,0/0,0,1,0,1,0 S store=12,33 mtoto=-" << false;
  }
  void drawOfferedToTheComputer() {
    QFETCH(QString, position);
    QFETCH(bool, accepted);
    const Parsed<Position> start = parsePosition(position.toStdString());
    QVERIFY2(start.value.has_value(), start.error.c_str());
    MainWindow w;
    w.show();
    w.controller()->newGame(againstTheComputer(Variant::Kingulu), *start.value);
    QTRY_VERIFY(w.controller()->acceptsInput());
    const int searches = w.searchWorker()->searchesRun();
    QVERIFY(windowAction(w, "offerDrawAction")->isEnabled());
    windowAction(w, "offerDrawAction")->trigger();
    // Thought over in the background: the window answers meanwhile, nothing is played.
    QVERIFY(w.controller()->isDrawOffered());
    QVERIFY(!w.controller()->acceptsInput());
    QVERIFY(!windowAction(w, "offerDrawAction")->isEnabled());
    QVERIFY(w.statusBar()->currentMessage().contains("thinking over your offer"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.controller()->isDrawOffered(), 10000);
    QCOMPARE(w.searchWorker()->searchesRun(), searches + 1);
    if (accepted) {
      QCOMPARE(w.controller()->game().lineResult().kind, Result::Kind::Draw);
      QCOMPARE(w.controller()->game().lineResult().reason, ResultReason::Agreement);
      QTRY_VERIFY(w.resultPanel()->isVisible());
      QCOMPARE(w.resultPanel()->title(), QString("Draw"));
      QVERIFY(w.statusBar()->currentMessage().contains("accepts"));
      QTemporaryDir folder;
      QCOMPARE(savedResult(w, folder.filePath("draw.bao")), std::string("draw agreement"));
    } else {
      QVERIFY(!w.controller()->game().lineResult().over());
      QVERIFY(w.drawQuestion()->isVisible());
      QVERIFY(w.drawQuestion()->question().contains("declines"));
      QVERIFY(w.controller()->acceptsInput());  // and the game goes on
      w.drawQuestion()->button("drawDeclined")->click();
      QVERIFY(!w.drawQuestion()->isVisible());
      QCOMPARE(w.controller()->game().length(), std::size_t(0));
    }
  }

  // Between two people, the side to move offers and the other is asked in the window; accepted,
  // the game is drawn; declined (or Esc), the same side is still to move.
  void drawOfferedBetweenTwoPeople_data() {
    QTest::addColumn<QString>("answer");  // a button, or "Esc"
    QTest::newRow("accepted") << "drawAccept";
    QTest::newRow("declined") << "drawDecline";
    QTest::newRow("Esc") << "Esc";
  }
  void drawOfferedBetweenTwoPeople() {
    QFETCH(QString, answer);
    MainWindow w;
    w.show();
    w.startGame(twoPeople(Variant::Kigogo));
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);  // North to move
    QTRY_VERIFY(w.controller()->game().length() == 1 && w.controller()->acceptsInput());
    windowAction(w, "offerDrawAction")->trigger();
    QTRY_VERIFY(w.drawQuestion()->isVisible());
    QCOMPARE(w.drawQuestion()->question(), QString("North offers a draw. South, do you accept it?"));
    QVERIFY(!w.controller()->acceptsInput());
    QVERIFY(!windowAction(w, "undoAction")->isEnabled());
    if (answer == "Esc")
      QTest::keyClick(w.drawQuestion()->button("drawAccept"), Qt::Key_Escape);  // where the keyboard is
    else
      w.drawQuestion()->button(answer.toLatin1().constData())->click();
    QTRY_VERIFY(!w.drawQuestion()->isVisible());
    QVERIFY(!w.controller()->isDrawOffered());
    QTemporaryDir folder;
    if (answer == "drawAccept") {
      QCOMPARE(w.controller()->game().lineResult().reason, ResultReason::Agreement);
      QCOMPARE(w.resultPanel()->howText(), QString("Draw: the players agreed to it."));
      QCOMPARE(savedResult(w, folder.filePath("draw.bao")), std::string("draw agreement"));
    } else {
      QVERIFY(!w.controller()->game().lineResult().over());
      QVERIFY(w.controller()->acceptsInput());
      QCOMPARE(w.controller()->game().position().toMove, Side::North);
      QCOMPARE(savedResult(w, folder.filePath("going-on.bao")), std::string("*"));
    }
  }

  // Between two people the side to move resigns; a lesson's game is no contest to give up.
  void resigningBetweenTwoPeople() {
    MainWindow w;
    w.show();
    w.startGame(twoPeople(Variant::Kimasai));
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    QTRY_VERIFY(w.controller()->game().length() == 1 && w.controller()->acceptsInput());
    QCOMPARE(resignAnswering(w, "Resign"), QString("North, do you resign? South wins the game."));  // North to move
    QCOMPARE(w.controller()->game().lineResult().winner, Side::South);
    QTRY_COMPARE(w.resultPanel()->title(), QString("South wins"));
    QTemporaryDir folder;
    QCOMPARE(savedResult(w, folder.filePath("resigned.bao")), std::string("S resignation"));
    w.startLesson(0);
    QTRY_VERIFY(w.controller()->acceptsInput());
    QVERIFY(!windowAction(w, "resignAction")->isEnabled());
    QVERIFY(!windowAction(w, "offerDrawAction")->isEnabled());
  }

 private:
  WindowSuite suite_;
};

QTEST_MAIN(TestResignDraw)
#include "tst_resign_draw.moc"
