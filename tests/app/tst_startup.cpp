// Start-up asks before it acts (issue #15): while "Continue?" is open nothing plays and the
// unfinished game is not written over; resuming restores who plays each side; a damaged
// unfinished game is recovered as far as it is good, or discarded; a killed save's temporary
// files are cleaned up. A record given on the command line (`baraza FILE.bao`, a file manager's
// double click) opens with the questions of Game → Open, after "Continue?".
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <random>

#include "baraza/record.h"
#include "fault_support.h"
#include "scratch_settings.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "session/SearchWorker.h"
#include "window/MainWindow.h"

using namespace baraza;

namespace {

// A Kingulu game of `plies` moves, South a person and North the computer (greedy).
GameRecord unfinishedGame(int plies) {
  Game game(startPosition(Variant::Kingulu));
  std::mt19937 random(11);
  while (int(game.ply()) < plies) game.play(game.legalMoves()[random() % game.legalMoves().size()]);
  GameRecord record = recordOf(game);
  record.setTag("SouthPlayer", "human");
  record.setTag("NorthPlayer", "computer");
  record.setTag("Level", "greedy");
  return record;
}

QByteArray text(const GameRecord& record) {
  return QByteArray::fromStdString(formatRecord(record, replayRecord(record).result()));
}

// The start-up question, once the event loop has put it up.
QMessageBox* question(MainWindow& w) {
  (void)QTest::qWaitFor([&w] { return w.findChild<QMessageBox*>("resumeQuestion") != nullptr; }, 2000);
  return w.findChild<QMessageBox*>("resumeQuestion");
}

bool isAsked(MainWindow& w) {
  auto* box = w.findChild<QMessageBox*>("resumeQuestion");
  return box && box->isVisible();
}

// The pid of a process that has ended.
qint64 goneProcess() {
  QProcess shell;
  shell.start("sh", {"-c", "echo $$"});
  shell.waitForFinished();
  return shell.readAllStandardOutput().trimmed().toLongLong();
}

bool answer(MainWindow& w, const QString& button) {
  QMessageBox* box = question(w);
  if (!box) return false;
  for (QAbstractButton* b : box->buttons()) {
    if (b->text() == button) {
      b->click();
      return true;
    }
  }
  return false;
}

// A record of a finished-or-not Kigogo game of four moves, written into `folder`.
QString recordFile(const QTemporaryDir& folder) {
  Game game(startPosition(Variant::Kigogo));
  for (int i = 0; i < 4; ++i) game.play(game.legalMoves()[0]);
  const QString path = folder.filePath("club game.bao");
  return faults::writeFile(path, text(recordOf(game))) ? path : QString();
}

// Clicks `button` of the box named `name` once it is up.
bool click(MainWindow& w, const char* name, const QString& button) {
  QMessageBox* box = nullptr;
  (void)QTest::qWaitFor([&] { return (box = w.findChild<QMessageBox*>(name)) && box->isVisible(); }, 5000);
  if (!box) return false;
  for (QAbstractButton* b : box->buttons()) {
    if (b->text() != button) continue;
    b->click();
    return true;
  }
  return false;
}

}  // namespace

class TestStartup : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(scratch_.use());
    QVERIFY(QDir().mkpath(QFileInfo(MainWindow::autosavePath()).path()));
  }
  void init() {
    QSettings settings;  // the computer plays South and would move at once
    settings.clear();
    settings.setValue("language", "en");
    settings.setValue("game/variant", int(Variant::Kete));
    settings.setValue("game/south", int(PlayerKind::Computer));
    settings.setValue("game/north", int(PlayerKind::Human));
    settings.setValue("game/level", int(Level::Random));
    settings.setValue("view/speed", int(Pace::Speed::Instant));
    removeUnfinishedGames();
  }
  void cleanupTestCase() { removeUnfinishedGames(); }

  void nothingHappensBeforeTheAnswer() {
    const QByteArray saved = text(unfinishedGame(3));
    QVERIFY(faults::writeFile(MainWindow::autosavePath(), saved));
    MainWindow w;
    w.show();
    QVERIFY(question(w));
    // Behind the question, the game it offers as it would go on; paused: the computer, whose
    // turn it is, was never asked for a move.
    QVERIFY(w.controller()->isPaused());
    QCOMPARE(w.searchWorker()->searchesRun(), 0);
    QCOMPARE(w.controller()->game().ply(), std::size_t(3));
    QCOMPARE(w.controller()->game().start().variant, Variant::Kingulu);
    QVERIFY(!w.controller()->computer()->isThinking());
    QCOMPARE(faults::contents(MainWindow::autosavePath()), saved);
    QVERIFY(answer(w, "Continue"));
    QVERIFY(w.controller()->game().position().variant == Variant::Kingulu);
    QVERIFY(w.controller()->setup().south == PlayerKind::Human);
    QVERIFY(w.controller()->setup().north == PlayerKind::Computer);
    QVERIFY(w.controller()->setup().levelOf(Side::North) == Level::Greedy);
    QTRY_COMPARE_WITH_TIMEOUT(w.controller()->game().ply(), std::size_t(4), 10000);  // North's move
    QVERIFY(w.controller()->acceptsInput());
  }

  // Throwing the game away has a button of its own.
  void discardedForANewGame() {
    QVERIFY(faults::writeFile(MainWindow::autosavePath(), text(unfinishedGame(3))));
    MainWindow w;
    w.show();
    QVERIFY(answer(w, "Discard"));
    QVERIFY(!QFile::exists(MainWindow::autosavePath()));
    QVERIFY(w.controller()->game().position().variant == Variant::Kete);
    QTRY_COMPARE_WITH_TIMEOUT(w.controller()->game().ply(), std::size_t(1), 10000);  // now South plays
  }

  // A good record without moves is nothing to continue: no question, and the game goes on.
  void noMovesNoQuestion() {
    QVERIFY(faults::writeFile(MainWindow::autosavePath(), "[Game \"kete\"]\n[Result \"*\"]\n"));
    MainWindow w;
    w.show();
    QTRY_COMPARE_WITH_TIMEOUT(w.controller()->game().ply(), std::size_t(1), 10000);  // South plays
    QVERIFY(w.findChild<QMessageBox*>("resumeQuestion") == nullptr);
  }

  void damagedIsRecovered() {
    QByteArray damaged = text(unfinishedGame(8));
    damaged.chop(4);
    damaged += QByteArray(40, '\0');  // a crash left zeros in the last line
    QVERIFY(faults::writeFile(MainWindow::autosavePath(), damaged));
    {
      MainWindow w;
      w.show();
      QVERIFY(question(w)->text().contains("damaged"));
      QVERIFY(answer(w, "Recover"));
      QCOMPARE(w.controller()->game().ply(), std::size_t(7));
      QVERIFY(w.controller()->setup().north == PlayerKind::Computer);
      // North's move follows at once; what is kept is a good record again.
      QTRY_COMPARE_WITH_TIMEOUT(w.controller()->game().ply(), std::size_t(8), 10000);
    }
    const QByteArray kept = faults::contents(MainWindow::autosavePath());
    const Parsed<GameRecord> parsed = parseRecord(kept.toStdString());
    QVERIFY2(parsed.value.has_value(), parsed.error.c_str());
    QCOMPARE(parsed.value->moves.size(), std::size_t(8));
  }

  void damagedIsDiscarded() {
    QVERIFY(faults::writeFile(MainWindow::autosavePath(), "[Game \"kingulu\"]\n1. c1 zz\n"));
    {
      MainWindow w;
      w.show();
      QVERIFY(answer(w, "Discard"));
    }
    QVERIFY(!QFile::exists(MainWindow::autosavePath()));
    MainWindow again;  // not offered at the next start: nothing there to offer
    QVERIFY(!again.document()->isAskingToResume());
    QVERIFY(again.findChild<QMessageBox*>("resumeQuestion") == nullptr);
  }

  // Esc and the window's close button at "Continue?" mean "not now", never Discard: the game is
  // kept, on disk and on the board, and the window plays on (issue #32).
  void notNowKeepsTheGame_data() {
    QTest::addColumn<bool>("escape");
    QTest::newRow("Esc") << true;
    QTest::newRow("close button") << false;
  }
  void notNowKeepsTheGame() {
    QFETCH(bool, escape);
    QVERIFY(faults::writeFile(MainWindow::autosavePath(), text(unfinishedGame(3))));
    MainWindow w;
    w.show();
    QMessageBox* box = question(w);
    QVERIFY(box);
    if (escape)
      QTest::keyClick(box, Qt::Key_Escape);
    else
      box->close();
    QTRY_VERIFY(!isAsked(w));
    QVERIFY(QFile::exists(MainWindow::autosavePath()));
    QCOMPARE(w.controller()->game().start().variant, Variant::Kingulu);
    QVERIFY(!w.controller()->isPaused());
    QTRY_COMPARE_WITH_TIMEOUT(w.controller()->game().ply(), std::size_t(4), 10000);  // North plays on
    QVERIFY(w.controller()->acceptsInput());
    const Parsed<GameRecord> kept = parseRecord(faults::contents(MainWindow::autosavePath()).toStdString());
    QVERIFY2(kept.value.has_value(), kept.error.c_str());
    QCOMPARE(kept.value->moves.size(), std::size_t(4));
  }

  // One unfinished game per running window (issue #32): a second window started while the first
  // plays is not offered the first's game and says why; it never writes over it or deletes it,
  // nor a temporary file of the first's save under way; its own game is kept apart.
  void aSecondWindowLeavesTheFirstsGameAlone() {
    MainWindow first;
    first.show();
    first.startGame(twoPeople(Variant::Kingulu));
    for (int i = 0; i < 2; ++i) {
      QTRY_VERIFY(first.controller()->acceptsInput());
      first.controller()->playMove(first.controller()->game().legalMoves()[0]);
    }
    QTRY_VERIFY(QFile::exists(MainWindow::autosavePath()));
    QCOMPARE(first.document()->autosavePath(), MainWindow::autosavePath());
    const QByteArray firstsGame = faults::contents(MainWindow::autosavePath());
    const QDir folder = QFileInfo(MainWindow::autosavePath()).dir();
    const QString saving = folder.filePath("unfinished.bao.Ab12Cd");  // the first's save under way
    QVERIFY(faults::writeFile(saving, firstsGame));
    {
      MainWindow second;
      second.show();
      QVERIFY2(second.statusBar()->currentMessage().contains("Another Baraza window"),
               qPrintable(second.statusBar()->currentMessage()));
      QVERIFY(!second.controller()->isPaused());
      QVERIFY(second.document()->autosavePath() != MainWindow::autosavePath());
      QVERIFY(QFile::exists(saving));
      second.startGame(twoPeople(Variant::Kete));
      for (int i = 0; i < 2; ++i) {
        QTRY_VERIFY(second.controller()->acceptsInput());
        second.controller()->playMove(second.controller()->game().legalMoves()[0]);
      }
      QTRY_VERIFY(QFile::exists(second.document()->autosavePath()));  // its own game, kept apart
      QVERIFY(!isAsked(second));
      second.startGame(twoPeople(Variant::Kigogo));  // a new game there drops its own only
      QVERIFY(!QFile::exists(second.document()->autosavePath()));
      QCOMPARE(faults::contents(MainWindow::autosavePath()), firstsGame);
    }
    QCOMPARE(faults::contents(MainWindow::autosavePath()), firstsGame);
    QVERIFY(QFile::exists(saving));
    QFile::remove(saving);
  }

  // A lock left by an instance that is gone (killed, crashed) is taken over: its game is offered.
  void aLockOfAnInstanceGoneIsTakenOver() {
    QVERIFY(faults::writeFile(MainWindow::autosavePath(), text(unfinishedGame(3))));
    const qint64 gone = goneProcess();
    QVERIFY(gone > 0);
    QVERIFY(faults::writeFile(MainWindow::autosavePath() + ".lock", QByteArray::number(gone) + "\nbaraza\n\n"));
    MainWindow w;
    w.show();
    QVERIFY(answer(w, "Continue"));
    QCOMPARE(w.controller()->game().start().variant, Variant::Kingulu);
    QCOMPARE(w.document()->autosavePath(), MainWindow::autosavePath());
  }

  // Screenshots play moves, but in a scratch folder: the player's unfinished game is neither
  // offered, nor written over, nor created.
  void screenshotsLeaveThePlayersGameAlone() {
    QTemporaryDir home;
    const QString data = home.filePath("data");
    const QString players = data + "/Baraza/Baraza/unfinished.bao";
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("HOME", home.path());
    env.insert("XDG_DATA_HOME", data);
    env.insert("XDG_CONFIG_HOME", home.filePath("config"));
    env.insert("QT_QPA_PLATFORM", "offscreen");
    QProcess app;
    app.setProcessEnvironment(env);
    app.start(BARAZA_APP, {"--screenshot", home.filePath("shot.png"), "--game", "kingulu", "--plies", "6"});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 0);
    QVERIFY(QFile::exists(home.filePath("shot.png")));
    QVERIFY(!QFile::exists(players));
    QVERIFY(QDir().mkpath(QFileInfo(players).path()));
    const QByteArray saved = text(unfinishedGame(3));
    QVERIFY(faults::writeFile(players, saved));
    app.start(BARAZA_APP, {"--screenshot", home.filePath("shot.png"), "--game", "kete", "--plies", "4"});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 0);
    QCOMPARE(faults::contents(players), saved);
  }

  // `baraza FILE.bao` with nothing unfinished: the record is on the board, named in the title
  // and the recent games, looked at from its start; a relative path names the file itself.
  void aRecordGivenAtTheStartOpens() {
    QTemporaryDir folder;
    const QString path = recordFile(folder);
    QVERIFY(!path.isEmpty());
    MainWindow w;
    w.show();
    const QString cwd = QDir::currentPath();
    QDir::setCurrent(folder.path());
    w.openAtStart("club game.bao");
    QDir::setCurrent(cwd);
    QTRY_COMPARE_WITH_TIMEOUT(w.gameFile(), path, 5000);
    QCOMPARE(w.controller()->game().start().variant, Variant::Kigogo);
    QCOMPARE(w.controller()->game().length(), std::size_t(4));
    QVERIFY(w.windowTitle().contains("club game.bao"));
    QVERIFY(QSettings().value("files/recent").toStringList().contains(path));
    QVERIFY(!w.document()->hasUnsavedChanges());
  }

  // With an unfinished game, "Continue?" comes first; a game continued has moves in no file, so
  // opening the record asks Save / Don't save / Cancel, as Game → Open does. Cancel keeps it.
  void aRecordGivenWhileAGameIsUnfinished_data() {
    QTest::addColumn<QString>("resume");
    QTest::addColumn<QString>("save");  // empty: not asked
    QTest::addColumn<bool>("opens");
    QTest::newRow("continue, don't save") << "Continue"
                                          << "Don't save" << true;
    QTest::newRow("continue, cancel") << "Continue"
                                      << "Cancel" << false;
    QTest::newRow("discard") << "Discard"
                             << "" << true;
  }
  void aRecordGivenWhileAGameIsUnfinished() {
    QFETCH(QString, resume);
    QFETCH(QString, save);
    QFETCH(bool, opens);
    QTemporaryDir folder;
    const QString path = recordFile(folder);
    QVERIFY(faults::writeFile(MainWindow::autosavePath(), text(unfinishedGame(3))));
    MainWindow w;
    w.show();
    w.openAtStart(path);
    QVERIFY(question(w));
    QVERIFY(w.findChild<QMessageBox*>("saveChangesQuestion") == nullptr);  // one question at a time
    QVERIFY(answer(w, resume));
    if (!save.isEmpty()) QVERIFY(click(w, "saveChangesQuestion", save));
    if (opens) {
      QTRY_COMPARE_WITH_TIMEOUT(w.gameFile(), path, 5000);
      QCOMPARE(w.controller()->game().start().variant, Variant::Kigogo);
    } else {
      QTRY_VERIFY(w.findChild<QMessageBox*>("saveChangesQuestion") == nullptr);
      QCOMPARE(w.controller()->game().start().variant, Variant::Kingulu);
      QVERIFY(w.gameFile().isEmpty());
      QVERIFY(QFile::exists(MainWindow::autosavePath()));
    }
    QTRY_VERIFY(w.findChild<QMessageBox*>("saveChangesQuestion") == nullptr);
  }

  // A file that is no record: the same message as Game → Open, and the game on the board stays.
  void aBadRecordGivenAtTheStartIsRefused() {
    QTemporaryDir folder;
    const QString path = folder.filePath("notes.bao");
    QVERIFY(faults::writeFile(path, "shopping: rice, beans\n"));
    QSettings().setValue("game/south", int(PlayerKind::Human));
    MainWindow w;
    w.show();
    w.openAtStart(path);
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = w.findChild<QMessageBox*>("openError")));
    QVERIFY2(box->text().startsWith("notes.bao could not be opened: "), qPrintable(box->text()));
    QCOMPARE(w.controller()->game().start().variant, Variant::Kete);
    QVERIFY(w.gameFile().isEmpty());
    w.openAtStart(folder.filePath("gone.bao"));  // a file that is not there
    QTRY_VERIFY(w.findChildren<QMessageBox*>("openError").size() == 2);
    QCOMPARE(w.controller()->game().start().variant, Variant::Kete);
  }

  // The real program given a record on its command line, as the launcher's `Exec=baraza %f`
  // runs it: it opens the file (which it then lists among the recent games in its settings).
  void theProgramOpensTheRecordItIsGiven() {
    QTemporaryDir home;
    const QString path = recordFile(home);
    QVERIFY(!path.isEmpty());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("HOME", home.path());
    env.insert("XDG_DATA_HOME", home.filePath("data"));
    env.insert("XDG_CONFIG_HOME", home.filePath("config"));
    env.insert("QT_QPA_PLATFORM", "offscreen");
    QProcess app;
    app.setProcessEnvironment(env);
    app.start(BARAZA_APP, {path});
    QVERIFY(app.waitForStarted());
    const auto settingsName = [&home, &path] {
      QDirIterator files(home.filePath("config"), QDir::Files, QDirIterator::Subdirectories);
      while (files.hasNext()) {
        QSettings settings(files.next(), QSettings::IniFormat);
        if (settings.value("files/recent").toStringList().contains(path)) return true;
      }
      return false;
    };
    const bool opened = QTest::qWaitFor(settingsName, 30000);
    app.kill();
    app.waitForFinished();
    QVERIFY2(opened, app.readAllStandardError().constData());
  }

  // A kill between QSaveFile's write and its rename leaves unfinished.bao.XXXXXX behind.
  void leftoversRemoved() {
    const QDir folder = QFileInfo(MainWindow::autosavePath()).dir();
    for (const char* name : {"unfinished.bao.aB3xYz", "unfinished.bao.Q12345"})
      QVERIFY(faults::writeFile(folder.filePath(name), "[Game \"kete\"]\n1. f2c"));
    QVERIFY(faults::writeFile(folder.filePath("notes.txt"), "mine"));
    MainWindow w;
    QTRY_COMPARE_WITH_TIMEOUT(folder.entryList({"unfinished.bao.??????"}, QDir::Files), QStringList(), 2000);
    QVERIFY(folder.exists("notes.txt"));
    QFile::remove(folder.filePath("notes.txt"));
  }

 private:
  ScratchSettings scratch_;
};

QTEST_MAIN(TestStartup)
#include "tst_startup.moc"
