// Lessons a learner plays, driven through the real window offscreen: every lesson found starts
// from the Learn menu, its Wrong move is played and explained, Try again goes back to its start,
// the hint comes after two wrong tries, and every solution solves it, kept in the settings and
// checked in the menu. Starting a lesson asks about an unfinished game, never overwrites the
// unfinished game kept for the next start, and leaving it gives normal play back.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDirIterator>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

#include "analysis/HintExplanation.h"
#include "baraza/notation.h"
#include "baraza/record.h"
#include "board/BoardModel.h"
#include "board/BoardView.h"
#include "files/Autosave.h"
#include "learn/DiagramPicture.h"
#include "learn/Lesson.h"
#include "learn/LessonPane.h"
#include "learn/RulesBrowser.h"
#include "play/MoveInput.h"
#include "scratch_settings.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"
#include "window/QuestionBar.h"

using namespace baraza;

namespace {

QAction* lessonAction(MainWindow& w, const QString& id) {
  return w.findChild<QAction*>(QStringLiteral("lesson:") + id);
}
QLabel* label(MainWindow& w, const char* name) { return w.findChild<QLabel*>(name); }
QPushButton* button(MainWindow& w, const char* name) { return w.findChild<QPushButton*>(name); }
QString feedback(MainWindow& w) {
  return QTextDocumentFragment::fromHtml(label(w, "lessonFeedback")->text()).toPlainText();
}
QString position(MainWindow& w) { return QString::fromStdString(formatPosition(w.controller()->game().position())); }
QString startOf(const Lesson& lesson) { return QString::fromStdString(formatPosition(lesson.start())); }

// Answers the next message box named `name` with the button whose role is `role`.
bool answerBox(const char* name, QMessageBox::ButtonRole role) {
  return QTest::qWaitFor([&] {
    for (QWidget* widget : QApplication::topLevelWidgets()) {
      auto* box = qobject_cast<QMessageBox*>(widget);
      if (!box || !box->isVisible() || box->objectName() != QLatin1String(name)) continue;
      for (QAbstractButton* b : box->buttons())
        if (box->buttonRole(b) == role) {
          b->click();
          return true;
        }
    }
    return false;
  });
}

// The learner's move, chosen as the board's input chooses it, shown to its end and judged.
void play(MainWindow& w, const Move& move) {
  GameSession* c = w.controller();
  QTRY_VERIFY_WITH_TIMEOUT(c->acceptsInput(), 10000);
  if (move.safari) {
    Move stop = move;
    stop.safari = false;
    emit w.moveInput()->safariMoveChosen(stop, move);
    QTRY_VERIFY_WITH_TIMEOUT(w.safariQuestion()->isVisible(), 10000);  // asked in the window
    w.safariQuestion()->button("safariGo")->click();
  } else {
    emit w.moveInput()->moveChosen(move);
  }
  QTRY_VERIFY_WITH_TIMEOUT(button(w, "lessonTryAgainButton")->isEnabled(), 10000);
  QCOMPARE(c->game().length(), w.lessonPane()->current()->pastMoves() + 1);  // the game so far, and the try
}

void tryAgain(MainWindow& w, const Lesson& lesson) {
  QTest::mouseClick(button(w, "lessonTryAgainButton"), Qt::LeftButton);
  QCOMPARE(position(w), startOf(lesson));
  QCOMPARE(w.controller()->game().length(), lesson.pastMoves());
  QVERIFY(w.controller()->acceptsInput());
}

const LessonPane* startFromMenu(MainWindow& w, const QString& id) {
  QAction* a = lessonAction(w, id);
  if (!a) return nullptr;
  a->trigger();
  return w.lessonPane()->isActive() ? w.lessonPane() : nullptr;
}

// Two moves of a game between two people at instant speed, kept in the autosave.
void playTwoMoves(MainWindow& w) {
  w.startGame(twoPeople(Variant::Kete));
  for (int i = 0; i < 2; ++i) {
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
  }
  QTRY_COMPARE(w.controller()->game().length(), std::size_t(2));
}

// The text of the visible message box named `name`, with every button's text after it.
bool findBox(const char* name, QString* text) {
  for (QWidget* widget : QApplication::topLevelWidgets()) {
    auto* box = qobject_cast<QMessageBox*>(widget);
    if (!box || !box->isVisible() || box->objectName() != QLatin1String(name)) continue;
    *text = box->text() + QLatin1Char('\n') + box->informativeText();
    for (QAbstractButton* b : box->buttons()) *text += QLatin1Char('\n') + b->text();
    return true;
  }
  return false;
}

// Every layout asked for is done: what is measured next is what the window shows, however
// loaded the machine (a layout request is posted, and may take its turn late).
void settleLayouts() {
  for (int pass = 0; pass < 4; ++pass) QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

QString statusText(MainWindow& w) { return label(w, "statusText")->text(); }

QByteArray autosaved() {
  QFile file(MainWindow::autosavePath());
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestLessonPlay : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());
    // The program's lessons, and two of the tests' own.
    Lessons::setFolders({QStringLiteral(":/lessons"), QStringLiteral(BARAZA_TEST_LESSONS)});
    QVERIFY(Lessons::all().size() >= 2);
  }
  void init() {
    QSettings().clear();
    QSettings().setValue("view/speed", int(Pace::Speed::Instant));
    removeUnfinishedGames();
  }

  void everyLessonIsReadable() {
    for (const QString& folder : Lessons::folders()) {
      QDirIterator files(folder, {QStringLiteral("*.bao")}, QDir::Files, QDirIterator::Subdirectories);
      while (files.hasNext()) {
        const QString path = files.next();
        QString problem;
        QVERIFY2(Lesson::read(path, path, &problem), qPrintable(path + ": " + problem));
      }
    }
  }

  void playEveryLesson_data() {
    QTest::addColumn<QString>("id");
    for (const Lesson& lesson : Lessons::all()) QTest::newRow(qPrintable(lesson.id)) << lesson.id;
  }
  void playEveryLesson() {
    QFETCH(QString, id);
    MainWindow w;
    w.show();
    QAction* entry = lessonAction(w, id);
    QVERIFY(entry);
    QVERIFY(!entry->isChecked());
    const LessonPane* pane = startFromMenu(w, id);
    QVERIFY(pane);
    QVERIFY(pane->isVisible());
    const Lesson lesson = *pane->current();
    QCOMPARE(lesson.id, id);
    QCOMPARE(position(w), startOf(lesson));
    // People on both sides: nobody moves for the learner, who plays the side to move.
    QCOMPARE(w.controller()->setup().south, PlayerKind::Human);
    QCOMPARE(w.controller()->setup().north, PlayerKind::Human);
    QVERIFY(w.controller()->acceptsInput());
    QVERIFY(label(w, "lessonTask")->text().contains(lesson.text("Task")));
    QVERIFY(label(w, "lessonHeading")->text().contains(lesson.text("Title")) ||
            label(w, "lessonTitle")->text() == lesson.text("Title"));
    QVERIFY(label(w, "lessonRule")->text().contains(lesson.rule()));
    QVERIFY(!w.findChild<QAction*>("playOnAction")->isEnabled());  // nobody takes over the learner's side

    // Every wrong try the lesson names (Wrong, Wrong2, …): played, then explained in its own words;
    // the game waits for Try again.
    bool firstTry = true;
    for (const WrongTry& wrongTry : lesson.wrongTries)
      for (const Move& move : wrongTry.moves) {
        play(w, move);
        const QString why = lesson.text(wrongTry.whyTag.c_str());
        QVERIFY2(!why.isEmpty() && feedback(w).contains(why), qPrintable(feedback(w)));
        QVERIFY(!feedback(w).contains("not what the task asks"));
        QCOMPARE(label(w, "lessonHint")->isVisible(), !firstTry);  // the second try brings the hint
        QVERIFY(!w.controller()->acceptsInput());
        QCOMPARE(button(w, "lessonHintButton")->isEnabled(), firstTry);
        tryAgain(w, lesson);
        firstTry = false;
      }
    // One more: after two wrong tries the hint is shown.
    play(w, lesson.wrong());
    QVERIFY(label(w, "lessonHint")->isVisible());
    QVERIFY(label(w, "lessonHint")->text().contains(lesson.text("Hint")));
    tryAgain(w, lesson);

    for (const Move& solution : lesson.solutions) {
      QSignalSpy solved(pane, &LessonPane::solved);
      play(w, solution);
      QCOMPARE(solved.count(), 1);
      QCOMPARE(solved.first().first().toString(), id);
      QVERIFY2(feedback(w).contains("Solved!"), qPrintable(feedback(w)));
      QVERIFY(feedback(w).contains(lesson.whyItWorks()));
      const std::size_t after = lesson.pastMoves() + 1;
      QCOMPARE(w.controller()->game().comment(after),
               lesson.record.comments.count(after) ? lesson.record.comments.at(after) : "");
      QVERIFY(Lessons::solved(QSettings()).contains(id));
      QVERIFY(lessonAction(w, id)->isChecked());
      QVERIFY(button(w, "lessonNextButton")->isEnabled());
      tryAgain(w, lesson);
    }
  }

  // The natural wrong tries a learner makes get the lesson's own words, not the plain account of
  // what the move did: in kiswahili/04 both directions from the dormant nyumba lose it (Z-8.3),
  // and a lesson names several tries, or the moves of one hole (docs/lessons.md).
  void naturalWrongTriesGetTheLessonsOwnWords_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("said");
    QTest::newRow("dormant nyumba clockwise") << "kiswahili/04-dormant-nyumba"
                                              << "e2cw"
                                              << "Your nyumba is dormant";
    QTest::newRow("dormant nyumba anticlockwise") << "kiswahili/04-dormant-nyumba"
                                                  << "e2ccw"
                                                  << "Your nyumba is dormant";
    QTest::newRow("the other hole's capture") << "kiswahili/02-choose-kichwa"
                                              << "g2ccw"
                                              << "g2 captures only the one seed in g3";
    QTest::newRow("the kichwa that stays in the front row") << "kiswahili/03-safari"
                                                            << "c2ccw"
                                                            << "all in your front row";
    QTest::newRow("a safari of the wrong capture") << "kiswahili/03-safari"
                                                   << "h2ccw*"
                                                   << "not c3";
    QTest::newRow("Kete: the kichwa away from h3") << "kete/05-safari"
                                                   << "c2cw"
                                                   << "h3 stays North's";
  }
  void naturalWrongTriesGetTheLessonsOwnWords() {
    QFETCH(QString, id);
    QFETCH(QString, move);
    QFETCH(QString, said);
    MainWindow w;
    w.show();
    const LessonPane* pane = startFromMenu(w, id);
    QVERIFY(pane);
    const Move tried = *parseMove(pane->current()->variant(), move.toStdString()).value;
    play(w, tried);
    QVERIFY2(feedback(w).contains(said), qPrintable(feedback(w)));
    QVERIFY2(!feedback(w).contains("not what the task asks"), qPrintable(feedback(w)));
    QVERIFY(!pane->current()->whyWrong(tried).isEmpty());
    QVERIFY(feedback(w).contains(pane->current()->whyWrong(tried)));
  }

  // Another wrong move than the lesson's Wrong one: what it did, from its trace.
  void otherWrongTriesAreExplainedByWhatTheyDid_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("said");
    QTest::newRow("a capture elsewhere") << "kete/90-test-take-the-kuu-side"
                                         << "c3cw"
                                         << "Your move c3 ↻ captured 1 seed from c2.";
    QTest::newRow("no capture") << "kigogo/90-test-two-holes"
                                << "g3"
                                << "captured nothing";
    // Bao la Kimasai's pieces are stones (M-1).
    QTest::newRow("a capture of stones") << "kimasai/90-test-step-not-capture"
                                         << "c2"
                                         << "Your move c2 captured 1 stone from b3. The stone stepped into b2.";
    // A task about where the last seed lands: the try says where its last seed fell.
    QTest::newRow("where the last seed fell") << "kete/01-kuu"
                                              << "h2cw"
                                              << "Your move h2 ↻ captured nothing. Its last seed fell in f1.";
  }
  // One capture counted one way everywhere (G-4.2): a1 takes the five seeds of North's c2, and
  // the capturing seed that joins them in South's store is South's own. The lesson's explanation
  // of the try, the hint's reason for the same move and the rules diagram of it (its caption and
  // the hole it crosses out) all say five, from c2.
  void aKinguluCaptureIsCountedOnce() {
    MainWindow w;
    w.show();
    const LessonPane* pane = startFromMenu(w, "kingulu/90-test-capture-counted");
    QVERIFY(pane);
    const Move a1 = *parseMove(Variant::Kingulu, "a1").value;
    play(w, a1);
    QVERIFY2(feedback(w).contains("Your move a1 captured 5 seeds from c2."), qPrintable(feedback(w)));
    const Trace trace = traceMove(pane->current()->start(), a1);
    QVERIFY(HintExplanation::explain(trace, std::nullopt).startsWith("a1 captures 5 seeds"));
    const QList<RuleDiagram> diagrams = RuleDiagrams::all();
    const auto diagram =
        std::find_if(diagrams.begin(), diagrams.end(), [](const RuleDiagram& d) { return d.name == "G-4-1"; });
    QVERIFY(diagram != diagrams.end());
    QCOMPARE(diagram->startPosition(), pane->current()->start());
    QCOMPARE(diagram->move, QString("a1"));
    QVERIFY2(diagram->caption.contains("the five seeds of North's c2"), qPrintable(diagram->caption));
    QCOMPARE(DiagramPicture::captureMarks(*diagram->trace()), QList<Square>{*parseSquare(Variant::Kingulu, "c2")});
  }

  void otherWrongTriesAreExplainedByWhatTheyDid() {
    QFETCH(QString, id);
    QFETCH(QString, move);
    QFETCH(QString, said);
    MainWindow w;
    w.show();
    const LessonPane* pane = startFromMenu(w, id);
    QVERIFY(pane);
    play(w, *parseMove(pane->current()->variant(), move.toStdString()).value);
    QVERIFY2(feedback(w).contains(said), qPrintable(feedback(w)));
    QVERIFY(feedback(w).contains("not what the task asks"));
    QCOMPARE(pane->wrongTries(), 1);
  }

  // A lesson with several solutions explains each in words true for it: the solved comment
  // names the hole the move played from.
  void theExplanationFitsTheMovePlayed_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("said");
    QTest::newRow("kuu from g2") << "kete/01-kuu"
                                 << "g2ccw"
                                 << "g2";
    QTest::newRow("kuu from h2") << "kete/01-kuu"
                                 << "h2ccw"
                                 << "h2";
    QTest::newRow("capture counterclockwise") << "kete/02-capture"
                                              << "c2ccw"
                                              << "h2";
    QTest::newRow("capture clockwise") << "kete/02-capture"
                                       << "c2cw"
                                       << "a2";
  }
  void theExplanationFitsTheMovePlayed() {
    QFETCH(QString, id);
    QFETCH(QString, move);
    QFETCH(QString, said);
    MainWindow w;
    w.show();
    const LessonPane* pane = startFromMenu(w, id);
    QVERIFY(pane);
    play(w, *parseMove(pane->current()->variant(), move.toStdString()).value);
    QVERIFY2(feedback(w).contains("Solved!") && feedback(w).contains(said), qPrintable(feedback(w)));
  }

  // While a try is read, the game waits: no side is "to move", the status bar says what to do,
  // and Try again has the keyboard focus.
  void aJudgedTryPausesTheBoard() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const LessonPane* pane = startFromMenu(w, "kete/01-kuu");
    QVERIFY(pane);
    QVERIFY(w.boardView()->panelText(Side::South).contains("to move"));
    play(w, pane->current()->wrong());
    for (Side side : {Side::South, Side::North})
      QVERIFY2(!w.boardView()->panelText(side).contains("to move"), qPrintable(w.boardView()->panelText(side)));
    QVERIFY(w.boardView()->panelText(Side::North).contains("paused"));
    QVERIFY2(statusText(w).contains("Lesson: read what your move did, then Try again"), qPrintable(statusText(w)));
    QVERIFY(!statusText(w).contains("to move"));
    QTRY_VERIFY(button(w, "lessonTryAgainButton")->hasFocus());
    tryAgain(w, *pane->current());
    QVERIFY(w.boardView()->panelText(Side::South).contains("to move"));
    QVERIFY(statusText(w).contains("South to move"));
    // Solved: read why, then the next lesson.
    play(w, pane->current()->solutions.front());
    QVERIFY(!w.boardView()->panelText(Side::North).contains("to move"));
    QVERIFY2(statusText(w).contains("Lesson solved"), qPrintable(statusText(w)));
    QTRY_VERIFY(button(w, "lessonNextButton")->hasFocus());
  }

  // The computer's suggested move would give the answer away: no toolbar Hint in a lesson.
  void theToolbarHintIsOffDuringALesson() {
    MainWindow w;
    w.show();
    QAction* hint = w.findChild<QAction*>("hintAction");
    QTRY_VERIFY(hint->isEnabled());
    QVERIFY(startFromMenu(w, "kete/01-kuu"));
    QVERIFY(w.controller()->acceptsInput());
    QVERIFY(!hint->isEnabled());
    hint->trigger();
    QCOMPARE(w.boardView()->hintFrom(), kNoSquare);
    QTest::mouseClick(button(w, "lessonLeaveButton"), Qt::LeftButton);
    QTRY_VERIFY(w.controller()->acceptsInput());
    QVERIFY(hint->isEnabled());
  }

  // No keyboard cursor left over from before a lesson or from the lesson itself.
  void theKeyboardCursorIsClearedWhenALessonStartsAndEnds() {
    MainWindow w;
    w.show();
    playTwoMoves(w);
    w.boardView()->setSelected(0);
    lessonAction(w, "kete/01-kuu")->trigger();
    QVERIFY(answerBox("saveChangesQuestion", QMessageBox::DestructiveRole));  // Don't save
    QTRY_VERIFY(w.lessonPane()->isActive());
    QCOMPARE(w.boardView()->selected(), kNoSquare);
    play(w, w.lessonPane()->current()->wrong());
    w.boardView()->setSelected(0);
    QTest::mouseClick(button(w, "lessonLeaveButton"), Qt::LeftButton);
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(2));
    QCOMPARE(w.boardView()->selected(), kNoSquare);
  }

  // After a lesson, Next lesson goes on in the same game, solved or not, then to the next game;
  // the menu's entry does the same and is named the same.
  void nextLessonGoesForward() {
    MainWindow w;
    w.show();
    const LessonPane* pane = startFromMenu(w, "kigogo/05-front-and-back");
    QVERIFY(pane);
    play(w, pane->current()->solutions.front());
    QCOMPARE(w.findChild<QAction*>("nextLessonAction")->text().remove('&'), QString("Next lesson"));
    QTest::mouseClick(button(w, "lessonNextButton"), Qt::LeftButton);
    QTRY_COMPARE(pane->current()->id, QString("kigogo/06-back-hole-alone"));
    w.findChild<QAction*>("nextLessonAction")->trigger();
    QTRY_COMPARE(pane->current()->id, QString("kigogo/07-step-capture"));
    // From a game's last lesson to the first unsolved lesson of the next game.
    QVERIFY(startFromMenu(w, "kete/90-test-take-the-kuu-side"));  // the last of Kete here
    QSettings settings;
    Lessons::markSolved(settings, "kiswahili/01-capture");  // Bao la Kiswahili follows Bao la Kete
    QTest::mouseClick(button(w, "lessonNextButton"), Qt::LeftButton);
    QTRY_COMPARE(pane->current()->id, QString("kiswahili/02-choose-kichwa"));
    // Outside a lesson the menu's entry goes to the first unsolved one, and says so.
    QTest::mouseClick(button(w, "lessonLeaveButton"), Qt::LeftButton);
    QTRY_VERIFY(!pane->isActive());
    QCOMPARE(w.findChild<QAction*>("nextLessonAction")->text().remove('&'), QString("First unsolved lesson"));
  }

  // The explanation of a try stays until the next one, and the pane keeps its height, so that
  // the board does not move as the explanation and the hint come and go.
  void thePaneKeepsTheLastTryAndItsHeight() {
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const LessonPane* pane = startFromMenu(w, "kete/01-kuu");
    QVERIFY(pane);
    settleLayouts();
    const int height = pane->height();
    const QRect board = w.boardView()->geometry();
    play(w, *parseMove(Variant::Kete, "h2cw").value);
    const QString explained = feedback(w);
    QVERIFY(explained.contains("Its last seed fell in f1"));
    settleLayouts();
    QCOMPARE(pane->height(), height);
    QCOMPARE(w.boardView()->geometry(), board);
    tryAgain(w, *pane->current());
    QVERIFY2(feedback(w).contains("Last try:") && feedback(w).contains("Its last seed fell in f1"),
             qPrintable(feedback(w)));
    play(w, pane->current()->wrong());  // the second wrong try brings the hint
    QVERIFY(label(w, "lessonHint")->isVisible());
    settleLayouts();
    QCOMPARE(pane->height(), height);
    QCOMPARE(w.boardView()->geometry(), board);
  }

  // A lesson speaks the interface language: its texts are looked up in the translations.
  void aLessonInKiswahili() {
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("sw"));
    const Lesson& first = w.lessonPane()->lessons().front();  // the program's own, translated
    const LessonPane* pane = startFromMenu(w, first.id);
    QVERIFY(pane);
    const Lesson lesson = *pane->current();
    QVERIFY(lesson.text("WrongWhy") != QString::fromStdString(lesson.record.tag("WrongWhy")));
    QCOMPARE(label(w, "lessonTitle")->text(), lesson.text("Title"));
    play(w, lesson.wrong());
    QVERIFY2(feedback(w).contains(lesson.text("WrongWhy")), qPrintable(feedback(w)));
    QVERIFY(feedback(w).startsWith("Bado."));
    w.switchLanguage("en");
  }

  // The learner sees the whole move before it is judged.
  void aTryIsJudgedAfterItsAnimation() {
    QSettings().setValue("view/speed", int(Pace::Speed::Fast));
    MainWindow w;
    w.show();
    const LessonPane* pane = startFromMenu(w, "kete/90-test-take-the-kuu-side");
    QVERIFY(pane);
    emit w.moveInput()->moveChosen(pane->current()->wrong());
    QTRY_VERIFY(w.controller()->isAnimating());
    QVERIFY(!feedback(w).contains("Not yet"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.controller()->isAnimating(), 20000);
    QVERIFY(feedback(w).contains("Not yet"));
  }

  void startingALessonAsksAboutAnUnfinishedGame() {
    MainWindow w;
    w.show();
    playTwoMoves(w);
    lessonAction(w, "kete/90-test-take-the-kuu-side")->trigger();
    // The question is the one asked before anything replaces the game, and says what happens:
    // the game is put aside, not closed.
    QString question;
    QTRY_VERIFY(findBox("saveChangesQuestion", &question));
    QVERIFY2(question.contains("puts your game aside") && question.contains("Leave lesson brings it back"),
             qPrintable(question));
    QVERIFY(answerBox("saveChangesQuestion", QMessageBox::RejectRole));  // Cancel
    QVERIFY(!w.lessonPane()->isActive());
    QCOMPARE(w.controller()->game().length(), std::size_t(2));
    lessonAction(w, "kete/90-test-take-the-kuu-side")->trigger();
    QVERIFY(answerBox("saveChangesQuestion", QMessageBox::DestructiveRole));  // Don't save: the lesson starts
    QTRY_VERIFY(w.lessonPane()->isActive());
  }

  // The unfinished game kept for the next start is the one the lesson interrupted, however the
  // lesson goes, and leaving the lesson brings it back to the board.
  void theUnfinishedGameIsKeptThroughALesson() {
    MainWindow w;
    w.show();
    playTwoMoves(w);
    const QByteArray kept = autosaved();
    QVERIFY(!kept.isEmpty());
    lessonAction(w, "kigogo/90-test-two-holes")->trigger();
    QVERIFY(answerBox("saveChangesQuestion", QMessageBox::DestructiveRole));
    QTRY_VERIFY(w.lessonPane()->isActive());
    const Lesson lesson = *w.lessonPane()->current();
    play(w, lesson.wrong());
    tryAgain(w, lesson);
    play(w, lesson.solutions.front());
    QCOMPARE(autosaved(), kept);
    QTest::mouseClick(button(w, "lessonLeaveButton"), Qt::LeftButton);
    QVERIFY(!w.lessonPane()->isActive());
    QVERIFY(!w.lessonPane()->isVisible());
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(2));
    QCOMPARE(w.controller()->game().start().variant, Variant::Kete);
    QVERIFY(w.controller()->acceptsInput());
    QCOMPARE(autosaved(), kept);
  }

  // A game saved to a file and changed since comes back from a lesson as it was: its file named
  // in the title with its modified mark, its moves and point; Ctrl+S then writes to that file.
  void aSavedGameComesBackWithItsFile() {
    MainWindow w;
    w.show();
    playTwoMoves(w);
    QTemporaryDir dir;
    const QString path = dir.filePath("kept.bao");
    QVERIFY(w.saveRecord(path));
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(3));
    QVERIFY(w.isWindowModified());
    lessonAction(w, "kete/01-kuu")->trigger();
    QVERIFY(answerBox("saveChangesQuestion", QMessageBox::DestructiveRole));
    QTRY_VERIFY(w.lessonPane()->isActive());
    QVERIFY(!w.windowTitle().contains("kept.bao"));
    QTest::mouseClick(button(w, "lessonLeaveButton"), Qt::LeftButton);
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(3));
    QCOMPARE(w.gameFile(), path);
    QVERIFY2(w.windowTitle().contains("kept.bao"), qPrintable(w.windowTitle()));
    QVERIFY(w.isWindowModified());
    QCOMPARE(w.controller()->game().point(), (LinePoint{3, 0}));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!w.isWindowModified());
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const auto record = parseRecord(saved.readAll().toStdString());
    QVERIFY(record);
    QCOMPARE(record.value->moves.size(), std::size_t(3));
  }

  // New game, opening a game or leaving: lesson mode ends whole, even while a try waits.
  void anotherGameEndsTheLesson_data() {
    QTest::addColumn<QString>("how");
    QTest::newRow("new game") << "new";
    QTest::newRow("open a game") << "open";
    QTest::newRow("leave without an unfinished game") << "leave";
  }
  void anotherGameEndsTheLesson() {
    QFETCH(QString, how);
    MainWindow w;
    w.show();
    const LessonPane* pane = startFromMenu(w, "kete/90-test-take-the-kuu-side");
    QVERIFY(pane);
    play(w, pane->current()->wrong());  // the game waits for Try again
    if (how == "new") w.startGame(twoPeople(Variant::Kingulu));
    // A game file of people on both sides (this one happens to be a lesson's).
    if (how == "open") QVERIFY(w.openRecord(QStringLiteral(BARAZA_TEST_LESSONS "/kigogo/90-test-two-holes.bao")));
    if (how == "leave") QTest::mouseClick(button(w, "lessonLeaveButton"), Qt::LeftButton);
    QTRY_VERIFY(!pane->isActive());
    QVERIFY(!pane->isVisible());
    QTRY_VERIFY(w.controller()->acceptsInput());
    if (how == "leave") QCOMPARE(w.controller()->game().length(), std::size_t(0));
    // Normal play again: moves are kept for the next start.
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    QTRY_VERIFY(!autosaved().isEmpty() || w.controller()->game().lineResult().over());
  }

  void progressSurvivesANewWindow() {
    const QString id = "kigogo/90-test-two-holes";
    {
      MainWindow w;
      w.show();
      const LessonPane* pane = startFromMenu(w, id);
      QVERIFY(pane);
      play(w, pane->current()->solutions.front());
    }
    MainWindow w;
    QVERIFY(lessonAction(w, id)->isChecked());
    QVERIFY(!lessonAction(w, "kete/90-test-take-the-kuu-side")->isChecked());
    // Next lesson goes to one not solved yet.
    w.findChild<QAction*>("nextLessonAction")->trigger();
    QVERIFY(w.lessonPane()->isActive());
    QVERIFY(!Lessons::solved(QSettings()).contains(w.lessonPane()->current()->id));
    // Forgetting asks first.
    w.findChild<QAction*>("forgetLessonsAction")->trigger();
    QVERIFY(answerBox("forgetLessonsQuestion", QMessageBox::RejectRole));
    QVERIFY(lessonAction(w, id)->isChecked());
    w.findChild<QAction*>("forgetLessonsAction")->trigger();
    QVERIFY(answerBox("forgetLessonsQuestion", QMessageBox::DestructiveRole));
    QVERIFY(!lessonAction(w, id)->isChecked());
    QVERIFY(Lessons::solved(QSettings()).isEmpty());
  }

  // A lesson that needs a past (a draw by repetition, C-6) opens after the game so far: the move
  // list holds those moves with the learner's position shown at their end, the board is where the
  // learner moves, and the solution draws by the third occurrence; Try again comes back to the
  // same point, the past kept.
  void aLessonOpensAfterTheGameSoFar() {
    MainWindow w;
    w.show();
    const LessonPane* pane = startFromMenu(w, "kingulu/09-repetition");
    QVERIFY(pane);
    const Lesson lesson = *pane->current();
    QCOMPARE(lesson.pastMoves(), std::size_t(11));
    GameSession* c = w.controller();
    QCOMPARE(c->game().length(), std::size_t(11));
    QCOMPARE(c->game().point(), (LinePoint{11, 0}));
    QCOMPARE(w.findChild<QListView*>("moveList")->model()->rowCount(), 12);  // the start and eleven moves
    QCOMPARE(position(w), startOf(lesson));
    QVERIFY(label(w, "lessonIntro")->text().contains(lesson.introduction()));
    QVERIFY(!lesson.introduction().isEmpty());
    QVERIFY(c->acceptsInput());
    play(w, lesson.solutions.front());
    QVERIFY2(feedback(w).contains("Solved!"), qPrintable(feedback(w)));
    QCOMPARE(QString::fromStdString(formatResult(c->game().result())), QString("draw repetition"));
    tryAgain(w, lesson);
    QCOMPARE(c->game().length(), std::size_t(11));
  }

  // In a game the board marks where a hovered or chosen move's first lap would end; in a lesson
  // that would give the task away (kete/11: e2's counterclockwise lap of two seeds ends in c2, the
  // hole the task names), so a lesson shows where the sowing starts, not where it ends. A direction
  // still to be chosen in the game left behind is not carried into the lesson.
  void aLessonDoesNotShowWhereTheLapEnds() {
    MainWindow w;
    w.resize(1000, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    BoardView* view = w.boardView();
    const auto chooseDirection = [&](const char* pit) {
      const Square square = *parseSquare(Variant::Kete, pit);
      QTRY_VERIFY(w.controller()->acceptsInput());
      emit view->pitHovered(square);
      settleLayouts();  // the lesson pane has just taken its room above the board
      QTest::mouseClick(view, Qt::LeftButton, {}, view->pitRect(square).center().toPoint());
      QTRY_VERIFY(w.moveInput()->isChoosingDirection());
      QCOMPARE(view->directionArrows().size(), 2);
    };
    w.startGame(twoPeople(Variant::Kete));
    chooseDirection("f2");
    QVERIFY(!view->preview().isEmpty());  // a game shows where each way's first lap ends
    // The lesson starts while f2 waits for its direction: that choice belongs to the game left.
    QVERIFY(startFromMenu(w, "kete/11-kuu-of-eight"));
    QVERIFY(!w.moveInput()->isChoosingDirection());
    QVERIFY(view->directionArrows().isEmpty());
    chooseDirection("e2");
    QVERIFY2(view->preview().isEmpty(), qPrintable(QString::number(view->preview().size())));
    emit view->pitHovered(kNoSquare);
    QVERIFY(view->preview().isEmpty());
  }

  // kete/13 says North's a3 carries the hizi zetu mark, and the board shows it there (L-11: on the
  // marker's own next move the mark is still set, the hole to be taken), drawn as the rules'
  // diagrams and their legend draw it, an orange no-entry sign, not a red cross (a capture's mark);
  // a pit's description names it. Once the move is played the mark lapses and is gone.
  void theMarkedHoleShowsAsTheLegendSays() {
    MainWindow w;
    w.resize(1000, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const LessonPane* pane = startFromMenu(w, "kete/13-the-duty");
    QVERIFY(pane);
    settleLayouts();
    BoardView* view = w.boardView();
    const Square a3 = *parseSquare(Variant::Kete, "a3");
    const QModelIndex index = view->model()->indexOf(a3);
    QVERIFY(index.data(BoardModel::MarkedRole).toBool());
    QVERIFY2(index.data(Qt::AccessibleTextRole).toString().contains("hizi zetu"),
             qPrintable(index.data(Qt::AccessibleTextRole).toString()));
    const auto orangeAtEdge = [&](Square square) {
      const QImage board = view->grab().toImage();
      const QRectF pit = view->pitRect(square);
      const qreal dpr = board.devicePixelRatio();
      const QColor edge = board.pixelColor((QPointF(pit.left(), pit.center().y()) * dpr).toPoint());
      return edge.red() > 200 && edge.green() > 80 && edge.green() < 170 && edge.blue() < 90;
    };
    QVERIFY(orangeAtEdge(a3));
    QVERIFY(!orangeAtEdge(*parseSquare(Variant::Kete, "c3")));
    play(w, pane->current()->solutions.front());
    QVERIFY(!view->model()->indexOf(a3).data(BoardModel::MarkedRole).toBool());
    QVERIFY(!orangeAtEdge(a3));
  }

  // The game so far is the lesson's, not the learner's: Undo does not take it back, and a click
  // on the board while looking at it (the move list, the step buttons) plays nothing and is not
  // judged. Back at the lesson's position the learner plays, and a try is taken back to there only.
  void theGameSoFarIsLookedAtNotPlayedOver() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const LessonPane* pane = startFromMenu(w, "kingulu/09-repetition");
    QVERIFY(pane);
    const Lesson lesson = *pane->current();
    GameSession* c = w.controller();
    QAction* undo = w.findChild<QAction*>("undoAction");
    QAction* moveBack = w.findChild<QAction*>("moveBackAction");
    QTRY_VERIFY(c->acceptsInput());
    QVERIFY(!undo->isEnabled());  // nothing of the learner's to take back
    undo->trigger();
    QCOMPARE(c->game().point(), (LinePoint{11, 0}));
    // Looking at the game so far: two moves back, where South played b1 and f1.
    QVERIFY(moveBack->isEnabled());
    moveBack->trigger();
    moveBack->trigger();
    QTRY_COMPARE(c->game().point(), (LinePoint{9, 0}));
    QVERIFY(!c->acceptsInput());
    QVERIFY(!undo->isEnabled());
    const Square b1 = *parseSquare(Variant::Kingulu, "b1");
    QVERIFY(c->game().position().seeds(b1) > 0);
    QTest::mouseClick(w.boardView(), Qt::LeftButton, {}, w.boardView()->pitRect(b1).center().toPoint());
    // A click chooses, asks and plays at once (the question is opened from the click): nothing came.
    QString text;
    QVERIFY2(!findBox("newLineQuestion", &text), qPrintable(text));
    QCOMPARE(c->game().length(), std::size_t(11));
    QCOMPARE(c->game().point(), (LinePoint{9, 0}));
    QVERIFY(!button(w, "lessonTryAgainButton")->isEnabled());  // nothing judged
    QCOMPARE(pane->wrongTries(), 0);
    // A move chosen there some other way (the keyboard) is refused too.
    emit w.moveInput()->moveChosen(*parseMove(Variant::Kingulu, "b1").value);
    QVERIFY2(!findBox("newLineQuestion", &text), qPrintable(text));
    QCOMPARE(c->game().length(), std::size_t(11));
    // Back at the lesson's position the learner plays; Undo takes the try back to there, no further.
    w.findChild<QAction*>("toEndAction")->trigger();
    QTRY_VERIFY(c->acceptsInput());
    play(w, lesson.wrong());
    QCOMPARE(pane->wrongTries(), 1);
    QTRY_VERIFY(undo->isEnabled());
    undo->trigger();
    QTRY_COMPARE(c->game().point(), (LinePoint{11, 0}));
    QVERIFY(!undo->isEnabled());
    tryAgain(w, lesson);
    play(w, lesson.solutions.front());
    QVERIFY2(feedback(w).contains("Solved!"), qPrintable(feedback(w)));
  }

  void theRuleLinkOpensTheRules() {
    MainWindow w;
    w.show();
    const LessonPane* pane = startFromMenu(w, "kete/90-test-take-the-kuu-side");
    QVERIFY(pane);
    QMetaObject::invokeMethod(label(w, "lessonRule"), "linkActivated", Q_ARG(QString, pane->current()->rule()));
    QTRY_VERIFY(w.rulesWindow() && w.rulesWindow()->isVisible());
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestLessonPlay)
#include "tst_lesson_play.moc"
