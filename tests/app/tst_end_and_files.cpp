// The end of a game and the game's files (issue #17), through the real window offscreen: the
// result panel (who won in the player's terms, Kingulu's count in its parts, how it ended, and
// New game / Replay / Save), the statistics counted once per finished game, and Save, Save as,
// the title with its modified mark, the recent games and the dialogs' folder.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>
#include <optional>
#include <random>

#include "baraza/notation.h"
#include "baraza/record.h"
#include "board/BoardView.h"
#include "files/RecentGames.h"
#include "learn/Narrator.h"
#include "scratch_settings.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "session/Statistics.h"
#include "window/MainWindow.h"
#include "window/NewGameDialog.h"
#include "window/ResultPanel.h"
#include "window/StatisticsDialog.h"
#include "words/Words.h"

using namespace baraza;

namespace {

// The first random game of `variant` (a fixed seed) whose result `wanted` accepts.
std::optional<Game> finishedGame(Variant variant, const std::function<bool(const Result&)>& wanted) {
  std::mt19937 random(11);
  for (int g = 0; g < 300; ++g) {
    Game game(startPosition(variant));
    while (!game.result().over() && game.length() < 300)
      game.play(game.legalMoves()[random() % game.legalMoves().size()]);
    if (game.result().over() && wanted(game.result())) return game;
  }
  return std::nullopt;
}

GameSetup players(Variant variant, PlayerKind south, PlayerKind north) {
  GameSetup setup;
  setup.variant = variant;
  setup.south = south;
  setup.north = north;
  setup.setLevel(Level::Strong);
  return setup;
}

// The game shown at its end, as an opened file shows it.
void showEnd(MainWindow& w, const Game& game, const GameSetup& setup) {
  w.controller()->adoptGame(game, recordOf(game), setup, LinePoint{game.length(), 0});
}

QAction* action(MainWindow& w, const char* name) { return w.findChild<QAction*>(name); }

// The next message box named `name`, once it is open.
QMessageBox* openBox(MainWindow& w, const char* name) {
  QMessageBox* box = nullptr;
  (void)QTest::qWaitFor([&] { return (box = w.findChild<QMessageBox*>(name)) && box->isVisible(); });
  return box;
}

QFileDialog* openDialog(MainWindow& w, const char* name) {
  QFileDialog* dialog = nullptr;
  (void)QTest::qWaitFor([&] { return (dialog = w.findChild<QFileDialog*>(name)) && dialog->isVisible(); });
  return dialog;
}

// A person (South) one move from the end of `game` against the computer; the move is played.
void finishByPlaying(MainWindow& w, const Game& game) {
  const std::size_t last = game.length() - 1;
  const Side mover = game.positionAt(last).toMove;
  GameSetup setup = players(game.start().variant, PlayerKind::Computer, PlayerKind::Computer);
  (mover == Side::South ? setup.south : setup.north) = PlayerKind::Human;
  w.controller()->newGame(setup, game.positionAt(last));
  QVERIFY(w.controller()->acceptsInput());
  QVERIFY(w.controller()->playMove(game.line()[last]));
  QTRY_VERIFY(w.controller()->game().result().over() && w.controller()->atLineEnd());
}

}  // namespace

class TestEndAndFiles : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());
  }
  void init() {
    QSettings().clear();
    QSettings().setValue("view/speed", int(Pace::Speed::Instant));
    removeUnfinishedGames();
  }

  void youWinOrSouthWins_data() {
    QTest::addColumn<int>("south");
    QTest::addColumn<int>("north");
    QTest::addColumn<QString>("title");
    QTest::addRow("you against the computer") << int(PlayerKind::Human) << int(PlayerKind::Computer) << "You win";
    QTest::addRow("the computer against you") << int(PlayerKind::Computer) << int(PlayerKind::Human) << "You lose";
    QTest::addRow("two people") << int(PlayerKind::Human) << int(PlayerKind::Human) << "South wins";
    QTest::addRow("two computers") << int(PlayerKind::Computer) << int(PlayerKind::Computer) << "South wins";
    QTest::addRow("two people, named") << int(PlayerKind::Human) << int(PlayerKind::Human) << "Amina wins";
  }
  // A Kigogo game South won: the headline in the player's terms, the sentence and its rule.
  void youWinOrSouthWins() {
    QFETCH(int, south);
    QFETCH(int, north);
    QFETCH(QString, title);
    const auto game = finishedGame(
        Variant::Kigogo, [](const Result& r) { return r.kind == Result::Kind::Win && r.winner == Side::South; });
    QVERIFY(game);
    MainWindow w;
    w.show();
    ResultPanel* panel = w.resultPanel();
    QVERIFY(!panel->isVisible());  // a game that has just begun
    GameSetup who = players(Variant::Kigogo, PlayerKind(south), PlayerKind(north));
    if (title.startsWith("Amina")) who.names = {QString("Amina"), QString("Juma")};  // people's names
    showEnd(w, *game, who);
    QVERIFY(panel->isVisible());
    QCOMPARE(panel->title(), title);
    QCOMPARE(panel->howText(), Narrator::result(game->result(), Variant::Kigogo));
    QVERIFY(panel->findChild<QLabel*>("resultHow")->text().contains("<a href"));  // the rule opens the rules
    QVERIFY(!panel->hasCount());
    QVERIFY(!panel->findChild<QLabel*>("resultScore")->isVisible());
    // Beside the board, not over it: the board and its seed counts are all still shown.
    QVERIFY(!w.boardView()->geometry().intersects(panel->geometry()));
  }

  // Kingulu's count (G-7): the store, the mtoto holes and the row add up to the engine's count.
  void kinguluCountInParts() {
    const auto game = finishedGame(Variant::Kingulu, [](const Result& r) {
      return r.kind == Result::Kind::Win && r.reason == ResultReason::Score;
    });
    QVERIFY(game);
    MainWindow w;
    w.show();
    showEnd(w, *game, players(Variant::Kingulu, PlayerKind::Human, PlayerKind::Human));
    ResultPanel* panel = w.resultPanel();
    QVERIFY(panel->isVisible());
    QVERIFY(panel->hasCount());
    const Position& end = game->position();
    const QString score = panel->scoreText();
    for (Side side : {Side::South, Side::North}) {
      const KinguluCount& parts = panel->count(side);
      QCOMPARE(parts.store + parts.mtoto + parts.row, kinguluCount(end, side));
      QCOMPARE(kinguluCount(end, side), side == Side::South ? game->result().southScore : game->result().northScore);
      QCOMPARE(parts.store, int(end.store[std::size_t(indexOf(side))]));
      for (int n : {parts.store, parts.mtoto, parts.row, parts.total()}) QVERIFY(score.contains(QString::number(n)));
    }
    QVERIFY(panel->findChild<QLabel*>("resultScore")->isVisible());
    QCOMPARE(panel->title(), QString("%1 wins").arg(Words::sideName(game->result().winner)));
  }

  void draw() {
    std::optional<Game> game;
    for (Variant v : {Variant::Kingulu, Variant::Kigogo, Variant::Kimasai}) {
      game = finishedGame(v, [](const Result& r) { return r.kind == Result::Kind::Draw; });
      if (game) break;
    }
    QVERIFY(game);
    const Variant v = game->start().variant;
    MainWindow w;
    w.show();
    showEnd(w, *game, players(v, PlayerKind::Human, PlayerKind::Computer));
    QCOMPARE(w.resultPanel()->title(), QString("Draw"));
    QCOMPARE(w.resultPanel()->howText(), Narrator::result(game->result(), v));
  }

  // Only the end of a finished game shows the result: looking back hides it, the end again shows it.
  void hiddenWhenLookingBack() {
    const auto game = finishedGame(Variant::Kigogo, [](const Result& r) { return r.over(); });
    QVERIFY(game);
    MainWindow w;
    w.show();
    showEnd(w, *game, players(Variant::Kigogo, PlayerKind::Human, PlayerKind::Human));
    QVERIFY(w.resultPanel()->isVisible());
    action(w, "moveBackAction")->trigger();
    QVERIFY(!w.resultPanel()->isVisible());
    action(w, "eventForwardAction")->trigger();  // part way through the last move
    QVERIFY(!w.resultPanel()->isVisible());
    action(w, "toEndAction")->trigger();
    QVERIFY(w.resultPanel()->isVisible());
  }

  void followsTheLanguage() {
    const auto game = finishedGame(Variant::Kigogo, [](const Result& r) { return r.winner == Side::South; });
    QVERIFY(game);
    MainWindow w;
    w.show();
    showEnd(w, *game, players(Variant::Kigogo, PlayerKind::Human, PlayerKind::Computer));
    QCOMPARE(w.resultPanel()->title(), QString("You win"));
    QVERIFY(w.switchLanguage("fi"));
    QVERIFY(w.resultPanel()->title() != "You win");
    QCOMPARE(w.resultPanel()->howText(), Narrator::result(game->result(), Variant::Kigogo));
    QVERIFY(w.switchLanguage("en"));
    QCOMPARE(w.resultPanel()->title(), QString("You win"));
  }

  void newGameButton() {
    const auto game = finishedGame(Variant::Kigogo, [](const Result& r) { return r.over(); });
    QVERIFY(game);
    MainWindow w;
    w.show();
    showEnd(w, *game, players(Variant::Kigogo, PlayerKind::Human, PlayerKind::Computer));
    bool asked = false;
    QTimer::singleShot(0, &w, [&] {
      auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
      asked = dialog != nullptr;
      if (dialog) dialog->reject();
    });
    w.resultPanel()->newGameButton()->click();
    QVERIFY(asked);
  }

  // Replay: back to the start of the line, then played move after move.
  void replayButton() {
    const auto game = finishedGame(Variant::Kigogo, [](const Result& r) { return r.over(); });
    QVERIFY(game);
    MainWindow w;
    w.show();
    showEnd(w, *game, players(Variant::Kigogo, PlayerKind::Human, PlayerKind::Computer));
    w.resultPanel()->replayButton()->click();
    QCOMPARE(w.controller()->game().point(), (LinePoint{0, 0}));
    QVERIFY(!w.resultPanel()->isVisible());
    QTRY_VERIFY(w.controller()->game().ply() >= 2);
    QCOMPARE(w.controller()->game().length(), game->length());  // replaying drops nothing
    action(w, "playPauseAction")->trigger();                    // pause
  }

  // Save on a game without a file asks where, like Save as; then it writes there without asking.
  void saveButtonAndSave() {
    QTemporaryDir dir;
    QSettings().setValue("files/folder", dir.path());
    const auto game = finishedGame(Variant::Kigogo, [](const Result& r) { return r.over(); });
    QVERIFY(game);
    MainWindow w;
    w.show();
    showEnd(w, *game, players(Variant::Kigogo, PlayerKind::Human, PlayerKind::Computer));
    QCOMPARE(w.windowTitle(), QString("Baraza — Bao Kigogo"));
    w.resultPanel()->saveButton()->click();
    QFileDialog* dialog = openDialog(w, "saveDialog");
    QVERIFY(dialog);
    QCOMPARE(dialog->directory().absolutePath(), QDir(dir.path()).absolutePath());  // the folder used last
    const QString path = dir.filePath("end.bao");
    dialog->selectFile(path);
    QMetaObject::invokeMethod(dialog, "accept");
    QTRY_COMPARE(w.gameFile(), path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("[Date \"" + QDate::currentDate().toString(Qt::ISODate).toLatin1() + "\"]"));
    QVERIFY(text.contains("[Result \"" + QByteArray::fromStdString(formatResult(game->result())) + "\"]"));
    QVERIFY(text.contains("[SouthPlayer \"human\"]"));
    QVERIFY(w.windowTitle().contains("end.bao"));
    QVERIFY(!w.isWindowModified());
    QCOMPARE(RecentGames::list(QSettings()).value(0), path);
  }

  // The title names the file and marks a line changed since it was opened or saved; Ctrl+S
  // writes to that file without asking, and the mark goes.
  void titleAndModifiedMark() {
    QTemporaryDir dir;
    const QString path = dir.filePath("kete.bao");
    MainWindow w;
    w.show();
    w.startGame(twoPeople(Variant::Kete));
    QVERIFY(w.saveRecord(path));
    QCOMPARE(w.windowTitle(), QString("Baraza — kete.bao[*] — Bao la Kete"));
    QVERIFY(!w.isWindowModified());
    GameSession* c = w.controller();
    QVERIFY(c->playMove(c->game().legalMoves()[0]));
    QTRY_COMPARE(c->game().length(), std::size_t(1));
    QVERIFY(w.isWindowModified());
    QCOMPARE(action(w, "saveAction")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_S));
    QCOMPARE(action(w, "saveAsAction")->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    action(w, "saveAction")->trigger();
    QVERIFY(!w.findChild<QFileDialog*>("saveDialog"));  // it has a file: no question
    QVERIFY(!w.isWindowModified());
    QCOMPARE(w.statusBar()->currentMessage(), QString("Saved kete.bao"));
    const Parsed<GameRecord> saved = [&] {
      QFile file(path);
      (void)file.open(QIODevice::ReadOnly);
      return parseRecord(file.readAll().toStdString());
    }();
    QVERIFY(saved.value);
    QCOMPARE(saved.value->moves.size(), std::size_t(1));
    // Looking back changes nothing in the line: not modified.
    action(w, "toStartAction")->trigger();
    QVERIFY(!w.isWindowModified());
    // Save as asks even though the game has a file, starting in its folder.
    action(w, "saveAsAction")->trigger();
    QFileDialog* dialog = openDialog(w, "saveDialog");
    QVERIFY(dialog);
    QCOMPARE(dialog->directory().absolutePath(), QDir(dir.path()).absolutePath());
    dialog->reject();
    // A new game has no file.
    w.startGame(twoPeople(Variant::Kigogo));
    QCOMPARE(w.windowTitle(), QString("Baraza — Bao Kigogo"));
    QVERIFY(w.gameFile().isEmpty());
  }

  // Opened files are remembered, the latest first, at most eight; a missing one is dropped with
  // a message when chosen, and an existing one opens.
  void recentGames() {
    QTemporaryDir dir;
    MainWindow w;
    w.show();
    w.startGame(twoPeople(Variant::Kigogo));
    QStringList paths;
    for (int i = 0; i < 10; ++i) {
      paths.prepend(dir.filePath(QString("game%1.bao").arg(i)));
      QVERIFY(w.saveRecord(paths.first()));
    }
    QCOMPARE(RecentGames::list(QSettings()), paths.mid(0, RecentGames::kMax));
    auto* menu = w.findChild<QMenu*>("recentMenu");
    QVERIFY(menu);
    QCOMPARE(menu->actions().size(), RecentGames::kMax);
    QVERIFY(QFile::remove(paths[1]));
    menu->actions()[1]->trigger();
    QMessageBox* box = openBox(w, "recentMissing");
    QVERIFY(box);
    QVERIFY(box->text().contains(paths[1]));
    box->close();
    QVERIFY(!RecentGames::list(QSettings()).contains(paths[1]));
    QCOMPARE(menu->actions().size(), RecentGames::kMax - 1);
    // An existing one opens as the game's file.
    w.startGame(twoPeople(Variant::Kete));
    menu->actions()[2]->trigger();
    QTRY_COMPARE(w.gameFile(), paths[3]);
    QCOMPARE(w.controller()->game().start().variant, Variant::Kigogo);
    QCOMPARE(RecentGames::list(QSettings()).value(0), paths[3]);
  }

  // What the settings hold is checked: junk gives no entries, a missing folder the Documents.
  void storedFilesChecked() {
    QSettings settings;
    settings.setValue("files/recent", QStringList{"", "relative.bao", "/a.bao", "/a.bao", "/b.bao"});
    QCOMPARE(RecentGames::list(settings), (QStringList{"/a.bao", "/b.bao"}));
    settings.setValue("files/recent", 42);
    QVERIFY(RecentGames::list(settings).isEmpty() || RecentGames::list(settings) == QStringList{});
    settings.setValue("files/folder", "/no/such/folder");
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QDir().mkpath(documents);
    QCOMPARE(RecentGames::folder(settings), documents);
    MainWindow w;
    w.show();
    action(w, "saveAsAction")->trigger();
    QFileDialog* dialog = openDialog(w, "saveDialog");
    QVERIFY(dialog);
    QCOMPARE(dialog->directory().absolutePath(), QDir(documents).absolutePath());
    dialog->reject();
  }

  // A game finished against the computer counts once: not when looked at again, not when a
  // finished game is opened, and not between two people.
  void statisticsCountedOnce() {
    const auto game = finishedGame(Variant::Kigogo, [](const Result& r) { return r.kind == Result::Kind::Win; });
    QVERIFY(game);
    MainWindow w;
    w.show();
    finishByPlaying(w, *game);
    const Statistics::Tally won{1, 0, 0};
    QCOMPARE(Statistics::read(QSettings(), Variant::Kigogo, Level::Strong), won);  // the person played the winning move
    QCOMPARE(w.resultPanel()->title(), QString("You win"));
    action(w, "toStartAction")->trigger();
    action(w, "toEndAction")->trigger();
    action(w, "moveBackAction")->trigger();
    action(w, "moveForwardAction")->trigger();
    QCOMPARE(Statistics::read(QSettings(), Variant::Kigogo, Level::Strong), won);
    showEnd(w, *game, players(Variant::Kigogo, PlayerKind::Human, PlayerKind::Computer));  // reopened
    QCOMPARE(Statistics::read(QSettings(), Variant::Kigogo, Level::Strong), won);
    w.setSpeed(int(Pace::Speed::Instant));
    // Between two people nothing is counted.
    GameSetup people = players(Variant::Kigogo, PlayerKind::Human, PlayerKind::Human);
    w.controller()->newGame(people, game->positionAt(game->length() - 1));
    QVERIFY(w.controller()->playMove(game->line().back()));
    QTRY_VERIFY(w.controller()->game().result().over());
    QCOMPARE(Statistics::read(QSettings(), Variant::Kigogo, Level::Strong), won);
    QCOMPARE(Statistics::read(QSettings(), Variant::Kigogo, Level::Casual), Statistics::Tally{});
  }

  void statisticsReadRangeChecked_data() {
    QTest::addColumn<QVariant>("stored");
    QTest::addColumn<int>("read");
    QTest::addRow("a count") << QVariant(7) << 7;
    QTest::addRow("negative") << QVariant(-5) << 0;
    QTest::addRow("absurd") << QVariant(2000000000) << 0;
    QTest::addRow("words") << QVariant("many") << 0;
    QTest::addRow("a fraction") << QVariant(2.5) << 0;
  }
  void statisticsReadRangeChecked() {
    QFETCH(QVariant, stored);
    QFETCH(int, read);
    QSettings settings;
    settings.setValue("statistics/kete/expert/lost", stored);
    QCOMPARE(Statistics::read(settings, Variant::Kete, Level::Expert).lost, read);
    // Counting on from junk starts again from 0, never overflows.
    GameSetup setup = players(Variant::Kete, PlayerKind::Human, PlayerKind::Computer);
    setup.setLevel(Level::Expert);
    Result lost{Result::Kind::Win, Side::North, ResultReason::NoMoves};
    QVERIFY(Statistics::count(settings, setup, lost));
    QCOMPARE(Statistics::read(settings, Variant::Kete, Level::Expert).lost, read + 1);
  }

  void statisticsDialog() {
    QSettings settings;
    GameSetup setup = players(Variant::Kingulu, PlayerKind::Computer, PlayerKind::Human);
    const Result southWins{Result::Kind::Win, Side::South, ResultReason::Score, 25, 23};
    const Result draw{Result::Kind::Draw, Side::South, ResultReason::Score, 24, 24};
    QVERIFY(Statistics::count(settings, setup, southWins));  // the computer won: lost
    QVERIFY(Statistics::count(settings, setup, draw));
    QVERIFY(!Statistics::count(settings, players(Variant::Kingulu, PlayerKind::Human, PlayerKind::Human), draw));
    QCOMPARE(Statistics::read(settings, Variant::Kingulu, Level::Strong), (Statistics::Tally{0, 1, 1}));
    MainWindow w;
    w.show();
    action(w, "statisticsAction")->trigger();
    StatisticsDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = w.findChild<StatisticsDialog*>()) && dialog->isVisible());
    QTableWidget* table = dialog->table();
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(table->item(0, 0)->text(), QString("Bao Kingulu"));
    QCOMPARE(table->item(0, 1)->text(), QString("Strong"));
    QCOMPARE(table->item(0, 2)->text(), QString("0"));
    QCOMPARE(table->item(0, 3)->text(), QString("1"));
    QCOMPARE(table->item(0, 4)->text(), QString("1"));
    dialog->resetButton()->click();
    QCOMPARE(table->rowCount(), 0);
    QCOMPARE(Statistics::read(QSettings(), Variant::Kingulu, Level::Strong), Statistics::Tally{});
    dialog->close();
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestEndAndFiles)
#include "tst_end_and_files.moc"
