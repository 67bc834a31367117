// The game as a document, as a desktop user expects it (issue #27): everything that replaces the
// game on the board (New game, Open, Recent games, a sample game, starting a lesson, Quit,
// closing the window) asks Save / Don't save / Cancel whenever the game has changes that are not
// in its file: a game opened from a file and played on, a new game's moves, a finished game.
// Cancel keeps everything; Don't save goes on and leaves the file as it was; Save writes the
// file first (a game without one asks where, as Save as does) and then goes on. A game with
// nothing unsaved is replaced without a question.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "baraza/notation.h"
#include "baraza/record.h"
#include "files/RecentGames.h"
#include "learn/LessonPane.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"
#include "window/NewGameDialog.h"
#include "window_suite.h"

using namespace baraza;

namespace {

// Where a game ends in one move: South sows a1 into b1, and North, with no seed in his row, has
// no move: the count ends it (G-7), South 25 to 23.
const char* const kOneMoveFromTheEnd = "kingulu 0,0,0,0,0,0/1,0,0,0,0,0 S store=24,23 mtoto=-";

enum class State { ChangedFile, NewGame, FinishedGame, SavedFile, NoMoves };

QByteArray recordText(Variant variant, int plies) {
  Game game(startPosition(variant));
  while (int(game.ply()) < plies) game.play(game.legalMoves()[0]);
  return QByteArray::fromStdString(formatRecord(recordOf(game), game.lineResult()));
}

bool writeFile(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

void playFirstLegalMove(MainWindow& w) {
  QTRY_VERIFY(w.controller()->acceptsInput());
  const std::size_t before = w.controller()->game().length();
  w.controller()->playMove(w.controller()->game().legalMoves()[0]);
  QTRY_COMPARE(w.controller()->game().length(), before + 1);
}

// Runs `act` on the widget named `name` once it shows, from the event loop: it works the same
// whether the widget is a modal dialog being exec()'d or a box opened beside the window.
template <class Widget, class Act>
void whenShown(const QString& name, bool* done, Act act) {
  auto* poll = new QTimer(qApp);
  QObject::connect(poll, &QTimer::timeout, qApp, [poll, name, done, act]() mutable {
    for (QWidget* top : QApplication::allWidgets()) {
      auto* widget = qobject_cast<Widget*>(top);
      if (!widget || !widget->isVisible() || widget->objectName() != name) continue;
      poll->stop();
      poll->deleteLater();
      act(widget);
      *done = true;
      return;
    }
  });
  poll->start(5);
}

QAbstractButton* buttonOf(QMessageBox* box, QMessageBox::ButtonRole role) {
  for (QAbstractButton* b : box->buttons())
    if (box->buttonRole(b) == role) return b;
  return nullptr;
}

QAction* sampleAction(MainWindow& w, Variant variant) {
  for (QAction* a : w.findChildren<QAction*>())
    if (a->data().toInt() == int(variant) && a->text() == "Bao Kingulu" && !a->isCheckable() && !a->menu()) return a;
  return nullptr;
}

}  // namespace

class TestDocument : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY(suite_.use());
    QVERIFY(folder_.isValid());
    other_ = folder_.filePath("other.bao");
    QVERIFY(writeFile(other_, recordText(Variant::Kigogo, 3)));
  }
  void init() {
    WindowSuite::freshStart();
    QSettings settings;
    RecentGames::add(settings, other_);  // in Recent games
  }

  void everyWayOfReplacingTheGameAsks_data() {
    QTest::addColumn<QString>("entry");
    QTest::addColumn<State>("state");
    QTest::addColumn<QString>("answer");
    const std::pair<State, const char*> states[] = {{State::ChangedFile, "changed file"},
                                                    {State::NewGame, "new game"},
                                                    {State::FinishedGame, "finished game"},
                                                    {State::SavedFile, "saved file"},
                                                    {State::NoMoves, "no moves"}};
    for (const char* entry : {"new game", "open", "recent", "sample", "lesson", "quit", "close"})
      for (const auto& [state, name] : states) {
        const bool asks = state != State::SavedFile && state != State::NoMoves;
        for (const char* answer : {"save", "don't save", "cancel"}) {
          if (!asks && QString(answer) != "cancel") continue;
          QTest::addRow("%s, %s, %s", entry, name, asks ? answer : "no question")
              << QString(entry) << state << (asks ? QString(answer) : QString());
        }
      }
  }
  void everyWayOfReplacingTheGameAsks() {
    QFETCH(QString, entry);
    QFETCH(State, state);
    QFETCH(QString, answer);
    QTemporaryDir dir;
    const QString kept = dir.filePath("kept.bao");
    MainWindow w;
    w.show();

    // The game on the board, and what of it is in a file.
    if (state == State::ChangedFile || state == State::SavedFile) {
      QVERIFY(writeFile(kept, recordText(Variant::Kete, 2)));
      QVERIFY(w.openRecord(kept));
      QTRY_COMPARE(w.gameFile(), kept);
      QTRY_VERIFY(w.controller()->atLineEnd());  // a record opens where it stopped; two people play on
      if (state == State::ChangedFile) playFirstLegalMove(w);
    } else if (state == State::NewGame) {
      w.startGame(twoPeople(Variant::Kete));
      playFirstLegalMove(w);
      playFirstLegalMove(w);
    } else if (state == State::FinishedGame) {
      w.startGame(twoPeople(Variant::Kingulu));
      w.controller()->newGame(twoPeople(Variant::Kingulu), *parsePosition(kOneMoveFromTheEnd).value);
      playFirstLegalMove(w);
      QVERIFY(w.controller()->game().lineResult().over());
    } else {
      w.startGame(twoPeople(Variant::Kete));
    }
    QTRY_VERIFY(!w.controller()->isWorking() && !w.controller()->isAnimating());
    const QByteArray fileBefore = fileContents(kept);
    const std::uint64_t revision = w.controller()->game().revision();
    const std::size_t length = w.controller()->game().length();
    const bool asks = !answer.isEmpty();
    QCOMPARE(w.isWindowModified(), state == State::ChangedFile);

    // The answer, when asked; Save as, for a game without a file.
    bool answered = !asks;
    bool savedAs = false;
    const QString chosen = dir.filePath("chosen.bao");
    if (asks)
      whenShown<QMessageBox>("saveChangesQuestion", &answered, [&](QMessageBox* box) {
        QVERIFY(box->text().contains(state == State::ChangedFile ? "kept.bao" : "not been saved"));
        const QMessageBox::ButtonRole role = answer == "save"         ? QMessageBox::AcceptRole
                                             : answer == "don't save" ? QMessageBox::DestructiveRole
                                                                      : QMessageBox::RejectRole;
        QAbstractButton* button = buttonOf(box, role);
        QVERIFY(button);
        button->click();
      });
    if (answer == "save" && state != State::ChangedFile)
      whenShown<QFileDialog>("saveDialog", &savedAs, [&](QFileDialog* dialog) {
        dialog->selectFile(chosen);
        QMetaObject::invokeMethod(dialog, "accept");
      });
    bool started = entry != "new game";
    if (entry == "new game")
      whenShown<NewGameDialog>("newGameDialog", &started, [](NewGameDialog* dialog) { dialog->accept(); });
    bool chosenToOpen = entry != "open";
    if (entry == "open")
      whenShown<QFileDialog>("openDialog", &chosenToOpen, [&](QFileDialog* dialog) {
        dialog->selectFile(other_);
        QMetaObject::invokeMethod(dialog, "accept");
      });

    // The way of replacing the game.
    if (entry == "new game") w.findChild<QAction*>("newGameAction")->trigger();
    if (entry == "open") w.findChild<QAction*>("openAction")->trigger();
    if (entry == "recent") {
      QMenu* recent = w.findChild<QMenu*>("recentMenu");
      QVERIFY(recent);
      QAction* otherGame = nullptr;
      for (QAction* a : recent->actions())
        if (a->data().toString() == other_) otherGame = a;
      QVERIFY(otherGame);
      otherGame->trigger();
    }
    if (entry == "sample") sampleAction(w, Variant::Kingulu)->trigger();
    if (entry == "lesson") w.findChild<QAction*>("lesson:kete/01-kuu")->trigger();
    if (entry == "quit") w.findChild<QAction*>("quitAction")->trigger();
    if (entry == "close") w.close();
    QTRY_VERIFY(answered);
    if (answer == "save" && state != State::ChangedFile) QTRY_VERIFY(savedAs);

    if (answer == "cancel") {  // everything as it was
      QVERIFY(w.isVisible());
      QCOMPARE(w.controller()->game().revision(), revision);
      QCOMPARE(w.controller()->game().length(), length);
      QVERIFY(!w.lessonPane()->isActive());
      QCOMPARE(fileContents(kept), fileBefore);
      QCOMPARE(w.gameFile(), state == State::ChangedFile ? kept : QString());
      QCOMPARE(w.isWindowModified(), state == State::ChangedFile);
      QVERIFY(!QFile::exists(chosen));
      return;
    }
    // Saved where asked, or the file left as it was.
    if (answer == "save") {
      const QString written = state == State::ChangedFile ? kept : chosen;
      QTRY_VERIFY(QFile::exists(written));
      const Parsed<GameRecord> record = parseRecord(fileContents(written).toStdString());
      QVERIFY2(record, record.error.c_str());
      QCOMPARE(record.value->moves.size(), length);
    } else {
      QCOMPARE(fileContents(kept), fileBefore);
      QVERIFY(!QFile::exists(chosen));
    }
    // And the game replaced.
    if (entry == "quit" || entry == "close") {
      QTRY_VERIFY(!w.isVisible());
    } else if (entry == "lesson") {
      QTRY_VERIFY(w.lessonPane()->isActive());
    } else if (entry == "new game") {
      QTRY_VERIFY(w.controller()->game().revision() != revision);
      QCOMPARE(w.controller()->game().length(), std::size_t(0));
    } else {
      QTRY_VERIFY(started && chosenToOpen);
      QTRY_VERIFY(w.controller()->game().revision() != revision);
      QVERIFY(w.controller()->game().length() > 2);  // the other record, or the sample
    }
  }

 private:
  WindowSuite suite_;
  QTemporaryDir folder_;
  QString other_;
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
