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
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

#include "baraza/notation.h"
#include "board/BoardModel.h"
#include "board/TracePlayer.h"
#include "files/Autosave.h"
#include "learn/Lesson.h"
#include "learn/LessonPane.h"
#include "play/GameController.h"
#include "play/MoveInput.h"
#include "window/MainWindow.h"

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
  GameController* c = w.controller();
  QTRY_VERIFY_WITH_TIMEOUT(c->acceptsInput(), 10000);
  if (move.safari) {
    Move stop = move;
    stop.safari = false;
    emit w.moveInput()->safariMoveChosen(stop, move);
    QVERIFY(answerBox("safariQuestion", QMessageBox::AcceptRole));
  } else {
    emit w.moveInput()->moveChosen(move);
  }
  QTRY_VERIFY_WITH_TIMEOUT(button(w, "lessonTryAgainButton")->isEnabled(), 10000);
  QCOMPARE(c->game().length(), std::size_t(1));
}

void tryAgain(MainWindow& w, const Lesson& lesson) {
  QTest::mouseClick(button(w, "lessonTryAgainButton"), Qt::LeftButton);
  QCOMPARE(position(w), startOf(lesson));
  QCOMPARE(w.controller()->game().length(), std::size_t(0));
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
    QVERIFY(settingsDir_.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir_.path());
    // The program's lessons, and two of the tests' own.
    Lessons::setFolders({QStringLiteral(":/lessons"), QStringLiteral(BARAZA_TEST_LESSONS)});
    QVERIFY(Lessons::all().size() >= 2);
  }
  void init() {
    QSettings().clear();
    QSettings().setValue("view/speed", int(TracePlayer::Speed::Instant));
    QFile::remove(MainWindow::autosavePath());
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

    // The Wrong move: played, then explained; the game waits for Try again.
    play(w, lesson.wrong);
    QVERIFY2(feedback(w).contains(lesson.text("WrongWhy")), qPrintable(feedback(w)));
    QVERIFY(!label(w, "lessonHint")->isVisible());
    QVERIFY(!w.controller()->acceptsInput());
    QVERIFY(button(w, "lessonHintButton")->isEnabled());
    tryAgain(w, lesson);
    // A second wrong try brings the hint.
    play(w, lesson.wrong);
    QVERIFY(label(w, "lessonHint")->isVisible());
    QVERIFY(label(w, "lessonHint")->text().contains(lesson.text("Hint")));
    tryAgain(w, lesson);

    for (const Move& solution : lesson.solutions) {
      QSignalSpy solved(pane, &LessonPane::solved);
      play(w, solution);
      QCOMPARE(solved.count(), 1);
      QCOMPARE(solved.first().first().toString(), id);
      QVERIFY2(feedback(w).contains("Solved!"), qPrintable(feedback(w)));
      QVERIFY(feedback(w).contains(lesson.comment(1)));
      QCOMPARE(w.controller()->game().comment(1), lesson.record.comments.count(1) ? lesson.record.comments.at(1) : "");
      QVERIFY(Lessons::solved(QSettings()).contains(id));
      QVERIFY(lessonAction(w, id)->isChecked());
      QVERIFY(button(w, "lessonNextButton")->isEnabled());
      tryAgain(w, lesson);
    }
  }

  // Another wrong move than the lesson's Wrong one: what it did, from its trace.
  void otherWrongTriesAreExplainedByWhatTheyDid_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("said");
    QTest::newRow("a capture elsewhere") << "kete/90-test-take-the-kuu-side"
                                         << "c3cw"
                                         << "captured c2";
    QTest::newRow("no capture") << "kigogo/90-test-two-holes"
                                << "g3"
                                << "captured nothing";
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
    play(w, lesson.wrong);
    QVERIFY2(feedback(w).contains(lesson.text("WrongWhy")), qPrintable(feedback(w)));
    QVERIFY(feedback(w).startsWith("Bado."));
    w.switchLanguage("en");
  }

  // The learner sees the whole move before it is judged.
  void aTryIsJudgedAfterItsAnimation() {
    QSettings().setValue("view/speed", int(TracePlayer::Speed::Fast));
    MainWindow w;
    w.show();
    const LessonPane* pane = startFromMenu(w, "kete/90-test-take-the-kuu-side");
    QVERIFY(pane);
    emit w.moveInput()->moveChosen(pane->current()->wrong);
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
    QVERIFY(answerBox("replaceQuestion", QMessageBox::RejectRole));  // Keep playing
    QVERIFY(!w.lessonPane()->isActive());
    QCOMPARE(w.controller()->game().length(), std::size_t(2));
    lessonAction(w, "kete/90-test-take-the-kuu-side")->trigger();
    QVERIFY(answerBox("replaceQuestion", QMessageBox::AcceptRole));  // Close it
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
    QVERIFY(answerBox("replaceQuestion", QMessageBox::AcceptRole));
    QTRY_VERIFY(w.lessonPane()->isActive());
    const Lesson lesson = *w.lessonPane()->current();
    play(w, lesson.wrong);
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
    play(w, pane->current()->wrong);  // the game waits for Try again
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

  void theRuleLinkOpensTheRules() {
    MainWindow w;
    w.show();
    const LessonPane* pane = startFromMenu(w, "kete/90-test-take-the-kuu-side");
    QVERIFY(pane);
    QMetaObject::invokeMethod(label(w, "lessonRule"), "linkActivated", Q_ARG(QString, pane->current()->rule()));
    QTRY_VERIFY(w.rulesWindow() && w.rulesWindow()->isVisible());
  }

 private:
  QTemporaryDir settingsDir_;
};

QTEST_MAIN(TestLessonPlay)
#include "tst_lesson_play.moc"
