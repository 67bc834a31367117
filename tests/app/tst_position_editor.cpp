// Game → Set up position… (#29): a position put together by hand on the real window, in every
// game the window offers: a valid one played on, an impossible one refused with its reason (in
// the interface language), saved and opened again, a BPN pasted, the counts typed.
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "analysis/AnalysisPane.h"
#include "baraza/notation.h"
#include "baraza/rules.h"
#include "board/BoardPainter.h"
#include "scratch_settings.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "settled.h"
#include "setup/PositionDraft.h"
#include "setup/SetupBoard.h"
#include "window/MainWindow.h"
#include "window/NewGameDialog.h"
#include "window/SetupDialog.h"
#include "words/Words.h"

using namespace baraza;

namespace {

SetupDialog* openEditor(MainWindow& w) {
  w.findChild<QAction*>("setUpPositionAction")->trigger();
  return w.findChild<SetupDialog*>("setupDialog");
}

void chooseGame(SetupDialog* editor, Variant v) {
  auto* game = editor->findChild<QComboBox*>("setupGame");
  game->setCurrentIndex(game->findData(int(v)));
}

QString problemText(SetupDialog* editor) { return editor->findChild<QLabel*>("setupProblem")->text(); }
QString messageText(SetupDialog* editor) { return editor->findChild<QLabel*>("setupMessage")->text(); }
QPushButton* button(SetupDialog* editor, const char* name) { return editor->findChild<QPushButton*>(name); }

void clickHole(SetupDialog* editor, Square square, Qt::MouseButton which = Qt::LeftButton,
               Qt::KeyboardModifiers modifiers = {}) {
  SetupBoard* board = editor->board();
  QTest::mouseClick(board, which, modifiers, board->pointOf(square));
}

void dragHole(SetupDialog* editor, Square from, Square to) {
  SetupBoard* board = editor->board();
  QTest::mousePress(board, Qt::LeftButton, {}, board->pointOf(from));
  QTest::mouseRelease(board, Qt::LeftButton, {}, board->pointOf(to));
}

// A hole of the start with seeds and one to drag them to (an empty one where there is one),
// neither a kuu (nyumba): moving seeds there changes nothing the rules care about.
std::pair<Square, Square> dragPair(const Position& start) {
  Square from = kNoSquare;
  Square to = kNoSquare;
  for (int i = 0; i < start.pitCount(); ++i) {
    const auto sq = static_cast<Square>(i);
    const bool house = (start.variant == Variant::Kete || start.variant == Variant::Kiswahili) &&
                       (sq == kuuSquare(Side::South) || sq == kuuSquare(Side::North));
    if (house) continue;
    if (from == kNoSquare && start.seeds(sq) > 0) from = sq;
    if (to == kNoSquare && start.seeds(sq) == 0) to = sq;
  }
  if (to == kNoSquare) to = static_cast<Square>(from + 1);  // Bao Kingulu: every hole holds four
  return {from, to};
}

// `picture` shows `position`: it is that position's picture, but for a few pixels of the
// coordinates' letters (their font may have been chosen for another language before), and not
// its game's start.
bool showsPosition(const QLabel* picture, const Position& position, qreal dpr) {
  const QImage shown = picture->pixmap().toImage().convertToFormat(QImage::Format_ARGB32);
  const auto differing = [&](const Position& p) {
    const QImage drawn = NewGameDialog::positionPicture(p, dpr).toImage().convertToFormat(QImage::Format_ARGB32);
    if (drawn.size() != shown.size()) return qsizetype(shown.width()) * shown.height();
    qsizetype n = 0;
    for (int y = 0; y < shown.height(); ++y)
      for (int x = 0; x < shown.width(); ++x) n += shown.pixel(x, y) != drawn.pixel(x, y);
    return n;
  };
  const qsizetype all = qsizetype(shown.width()) * shown.height();
  const qsizetype fromPosition = differing(position);
  const qsizetype fromStart = differing(startPosition(position.variant));
  qInfo("pixels differing from the position's picture: %lld, from the start's: %lld of %lld", qlonglong(fromPosition),
        qlonglong(fromStart), qlonglong(all));
  return fromPosition * 100 < all && fromStart > 4 * fromPosition;
}

}  // namespace

class TestPositionEditor : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());
    removeUnfinishedGames();
  }
  void init() { removeUnfinishedGames(); }  // a game played by the test before is not offered

  void everyGame_data() {
    QTest::addColumn<int>("variant");
    for (Variant v : kOfferedGames) QTest::addRow("%s", std::string(variantName(v)).c_str()) << int(v);
  }

  // Seeds dragged from one hole to another give a position of the game that can be played; one
  // seed more than the game has is refused with its reason and Play is off until it is taken
  // away again; saved, the position opens as the record's start; played, it is the game's start.
  void everyGame() {
    QFETCH(int, variant);
    const Variant v = static_cast<Variant>(variant);
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    SetupDialog* editor = openEditor(w);
    QVERIFY(editor);
    QVERIFY(QTest::qWaitForWindowExposed(editor));
    chooseGame(editor, v);
    const Position start = startPosition(v);
    QVERIFY(editor->draft()->position() == start);
    QCOMPARE(problemText(editor), QStringLiteral("This position can be played."));

    const auto [from, to] = dragPair(start);
    dragHole(editor, from, to);
    Position expected = start;
    expected.at(to) = static_cast<std::uint8_t>(start.seeds(from) + start.seeds(to));
    expected.at(from) = 0;
    QVERIFY(editor->draft()->position() == expected);
    QCOMPARE(problemText(editor), QStringLiteral("This position can be played."));
    QVERIFY(button(editor, "setupPlayButton")->isEnabled());
    const QString total =
        (v == Variant::Kimasai ? QStringLiteral("Stones: %1 of %1") : QStringLiteral("Seeds: %1 of %1"))
            .arg(totalSeeds(v));
    QCOMPARE(editor->findChild<QLabel*>("setupSeedTotal")->text(), total);

    // One seed more than the game has (K-1, L-1, G-1, M-1, Z-1): refused, and why.
    clickHole(editor, from);
    QCOMPARE(editor->draft()->position().seeds(from), 1);
    const QString tooMany =
        v == Variant::Kimasai ? QStringLiteral("This position cannot happen: %1 stones are in play, but %2 has only %3")
                              : QStringLiteral("This position cannot happen: %1 seeds are in play, but %2 has only %3");
    QCOMPARE(problemText(editor), tooMany.arg(totalSeeds(v) + 1).arg(Words::gameName(v)).arg(totalSeeds(v)));
    QVERIFY(!button(editor, "setupPlayButton")->isEnabled());
    QVERIFY(!button(editor, "setupSaveButton")->isEnabled());
    clickHole(editor, from, Qt::RightButton);  // taken away again
    QVERIFY(editor->draft()->position() == expected);
    QVERIFY(button(editor, "setupPlayButton")->isEnabled());

    // Saved as a record with its Start tag, it opens as that record's start.
    QTemporaryDir dir;
    const QString path = dir.filePath("position.bao");
    QString error;
    QVERIFY2(editor->saveTo(path, &error), qPrintable(error));
    {
      MainWindow other;
      QVERIFY(other.openRecord(path));
      QTRY_VERIFY(other.document()->openingPath().isEmpty());
      QVERIFY(other.controller()->game().start() == expected);
      QCOMPARE(other.controller()->game().length(), std::size_t(0));
    }

    // Played from here: who plays each side is asked as for a new game, and the game on the
    // board starts from the position.
    QTest::mouseClick(button(editor, "setupPlayButton"), Qt::LeftButton);
    NewGameDialog* players = nullptr;
    QTRY_VERIFY((players = editor->findChild<NewGameDialog*>()) != nullptr);
    QCOMPARE(players->setup().variant, v);
    players->accept();
    QTRY_VERIFY(w.controller()->game().start() == expected);
    QCOMPARE(w.controller()->setup().variant, v);
    QTRY_VERIFY(w.findChild<SetupDialog*>("setupDialog") == nullptr);  // closed once the game is there
    // And it is played on: a legal move of that position is taken.
    QTRY_VERIFY(w.controller()->acceptsInput());
    QVERIFY(w.controller()->playMove(w.controller()->game().legalMoves()[0]));
    QTRY_VERIFY(w.controller()->game().length() >= 1);
  }

  // L-1: South's kuu with five seeds cannot stand; the reason names the hole, the count and the
  // rule, in English and in Kiswahili; given up (the box unticked), the position is good.
  void anImpossibleKuuIsRefusedWithItsReason() {
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    SetupDialog* editor = openEditor(w);
    chooseGame(editor, Variant::Kete);
    clickHole(editor, kuuSquare(Side::South), Qt::LeftButton, Qt::ShiftModifier);  // 6 -> 5
    QCOMPARE(problemText(editor), QStringLiteral("This position cannot happen: South's kuu e2 holds 5 seeds: a kuu "
                                                 "that still stands holds six or more (L-1)"));
    QVERIFY(!button(editor, "setupPlayButton")->isEnabled());
    QVERIFY(w.switchLanguage("sw"));
    QTRY_VERIFY2(!problemText(editor).contains("holds"), qPrintable(problemText(editor)));  // the change is posted
    QVERIFY2(problemText(editor).contains("e2") && problemText(editor).contains("L-1"),
             qPrintable(problemText(editor)));
    QVERIFY(w.switchLanguage("en"));
    QTRY_VERIFY(problemText(editor).contains("holds"));
    editor->findChild<QCheckBox*>("setupKuuSouth")->setChecked(false);
    QVERIFY(!editor->draft()->position().kuu[0]);
    QCOMPARE(problemText(editor), QStringLiteral("This position can be played."));
  }

  // A board with fewer seeds than the game's is not refused (lessons and exercises use such
  // positions) but said: in Bao la Kete no seed leaves the game (L-1), so it cannot arise in one;
  // in Bao Kigogo captured seeds leave the board, so fewer is no note. A side to move with no
  // legal move is said before Play: the game would be over at once (L-12, C-7).
  void fewerSeedsAndNoMoveAreSaid() {
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    SetupDialog* editor = openEditor(w);
    auto* note = editor->findChild<QLabel*>("setupNote");
    QVERIFY(note);
    chooseGame(editor, Variant::Kete);
    QTRY_VERIFY(!note->isVisibleTo(editor));
    clickHole(editor, dragPair(editor->draft()->position()).first, Qt::LeftButton, Qt::ShiftModifier);
    QCOMPARE(problemText(editor), QStringLiteral("This position can be played."));
    QVERIFY(note->isVisibleTo(editor));
    QTRY_COMPARE(note->text(), QStringLiteral("63 seeds of the game's 64: a position that cannot arise in a game (no "
                                              "seed ever leaves it), but it can be played as an exercise."));
    QVERIFY(button(editor, "setupPlayButton")->isEnabled());

    QTest::mouseClick(button(editor, "setupClearButton"), Qt::LeftButton);
    QTRY_VERIFY2(note->text().contains(QStringLiteral("South, to move, has no legal move. Played from here, the game "
                                                      "would be over at once: North wins.")),
                 qPrintable(note->text()));
    QVERIFY(note->text().contains(QStringLiteral("0 seeds of the game's 64")));
    QVERIFY(w.switchLanguage("sw"));
    QTRY_VERIFY2(!note->text().contains("legal move"), qPrintable(note->text()));

    QVERIFY(w.switchLanguage("en"));
    chooseGame(editor, Variant::Kigogo);
    clickHole(editor, dragPair(editor->draft()->position()).first, Qt::LeftButton, Qt::ShiftModifier);
    QCOMPARE(problemText(editor), QStringLiteral("This position can be played."));
    QTRY_VERIFY2(!note->isVisibleTo(editor), qPrintable(note->text()));
  }

  // Every reason a position cannot happen is said, not only the first: both kuu too small.
  void everyReasonIsSaid() {
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    SetupDialog* editor = openEditor(w);
    chooseGame(editor, Variant::Kete);
    clickHole(editor, kuuSquare(Side::South), Qt::RightButton);  // 6 -> 5
    QCOMPARE(problemText(editor), QStringLiteral("This position cannot happen: South's kuu e2 holds 5 seeds: a kuu "
                                                 "that still stands holds six or more (L-1)"));
    clickHole(editor, kuuSquare(Side::North), Qt::RightButton);
    QCOMPARE(problemText(editor),
             QStringLiteral("This position cannot happen, for 2 reasons:\n"
                            "• South's kuu e2 holds 5 seeds: a kuu that still stands holds six or more (L-1)\n"
                            "• North's kuu d3 holds 5 seeds: a kuu that still stands holds six or more (L-1)"));
    // Bao la Kimasai: four holes of two stones, typed; three are listed and the rest counted.
    chooseGame(editor, Variant::Kimasai);
    QTest::mouseClick(button(editor, "setupClearButton"), Qt::LeftButton);
    Position piled = editor->draft()->position();
    for (int hole : {0, 1, 2, 3}) piled.at(static_cast<Square>(hole)) = 2;
    editor->draft()->setPosition(piled);
    QCOMPARE(problemText(editor).count(QStringLiteral("\n• ")), 3);
    QVERIFY2(problemText(editor).startsWith("This position cannot happen, for 4 reasons:"),
             qPrintable(problemText(editor)));
    QVERIFY2(problemText(editor).endsWith("\n… and 1 more."), qPrintable(problemText(editor)));
  }

  // Bao Kingulu's board rings each mtoto in the colour of the player who claimed it: the editor
  // says whose colour is whose, beside the board, with a dot of each colour and why on hovering.
  void theMtotoColoursAreExplained() {
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    SetupDialog* editor = openEditor(w);
    auto* legend = editor->findChild<QLabel*>("setupMtotoLegend");
    QVERIFY(legend);
    chooseGame(editor, Variant::Kete);
    QVERIFY(!legend->isVisibleTo(editor));
    chooseGame(editor, Variant::Kingulu);
    QVERIFY(legend->isVisibleTo(editor));
    for (Side side : {Side::South, Side::North}) {
      QVERIFY2(legend->text().contains(sideColour(side).name()), qPrintable(legend->text()));
      QVERIFY2(legend->accessibleName().contains(Words::sideName(side) + "'s mtoto"),
               qPrintable(legend->accessibleName()));
    }
    QVERIFY(legend->toolTip().contains("claimed"));
    QVERIFY(w.switchLanguage("sw"));
    QTRY_VERIFY2(!legend->toolTip().contains("claimed"), qPrintable(legend->toolTip()));
    QVERIFY(w.switchLanguage("en"));
  }

  // Each game keeps its draft while the editor is open: switching to another game and back
  // shows what was set up there, also after a position of a third game was pasted.
  void eachGameKeepsItsDraft() {
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    SetupDialog* editor = openEditor(w);
    chooseGame(editor, Variant::Kete);
    const auto [from, to] = dragPair(editor->draft()->position());
    dragHole(editor, from, to);
    const Position kete = editor->draft()->position();
    QVERIFY(!(kete == startPosition(Variant::Kete)));
    chooseGame(editor, Variant::Kigogo);
    QVERIFY(editor->draft()->position() == startPosition(Variant::Kigogo));  // a game not touched: its start
    clickHole(editor, dragPair(startPosition(Variant::Kigogo)).first, Qt::RightButton);
    const Position kigogo = editor->draft()->position();
    QVERIFY(!(kigogo == startPosition(Variant::Kigogo)));
    chooseGame(editor, Variant::Kete);
    QVERIFY(editor->draft()->position() == kete);
    QCOMPARE(editor->board()->geometry().variant(), Variant::Kete);
    QApplication::clipboard()->setText("kingulu 0,5,0,0,3,0/1,0,2,0,0,4 N store=20,13 mtoto=b2");
    QTest::mouseClick(button(editor, "setupPasteButton"), Qt::LeftButton);
    QCOMPARE(editor->draft()->variant(), Variant::Kingulu);
    chooseGame(editor, Variant::Kigogo);
    QVERIFY(editor->draft()->position() == kigogo);
    chooseGame(editor, Variant::Kete);
    QVERIFY(editor->draft()->position() == kete);
    // The start button starts this game again, the others keep theirs.
    QTest::mouseClick(button(editor, "setupStartButton"), Qt::LeftButton);
    QVERIFY(editor->draft()->position() == startPosition(Variant::Kete));
    chooseGame(editor, Variant::Kigogo);
    QVERIFY(editor->draft()->position() == kigogo);
  }

  // What the editor says of a paste is of the position it was pasted onto: the next edit of the
  // board takes it away, whether it changed the position or not.
  void aPasteRefusalGoesWithTheNextEdit() {
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    SetupDialog* editor = openEditor(w);
    chooseGame(editor, Variant::Kigogo);
    const auto [full, empty] = dragPair(editor->draft()->position());
    const auto pasteBad = [&] {
      QApplication::clipboard()->setText("kigogo 1,2,3");
      QTest::mouseClick(button(editor, "setupPasteButton"), Qt::LeftButton);
      QVERIFY(messageText(editor).startsWith("The text in the clipboard is not a position"));
    };
    const Position before = editor->draft()->position();
    pasteBad();
    clickHole(editor, empty, Qt::RightButton);  // an empty hole: nothing to take away
    QVERIFY(editor->draft()->position() == before);
    QCOMPARE(messageText(editor), QString());
    pasteBad();
    editor->board()->setFocus();
    editor->board()->selectHole(empty);
    QTest::keyClick(editor->board(), Qt::Key_Delete);  // nothing to clear
    QCOMPARE(messageText(editor), QString());
    pasteBad();
    clickHole(editor, full);  // one seed more
    QVERIFY(!(editor->draft()->position() == before));
    QCOMPARE(messageText(editor), QString());
    // A good paste is said until the next edit too.
    QApplication::clipboard()->setText(QString::fromStdString(formatPosition(before)));
    QTest::mouseClick(button(editor, "setupPasteButton"), Qt::LeftButton);
    QCOMPARE(messageText(editor), QStringLiteral("Position pasted."));
    clickHole(editor, empty, Qt::RightButton);
    QCOMPARE(messageText(editor), QString());
  }

  // What playing the position meets at once (no legal move, the game over) is worked out by the
  // window's rules worker, not on the window's thread, and the note follows it.
  void theNoteIsWorkedOutByTheRulesWorker() {
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    SetupDialog* editor = openEditor(w);
    chooseGame(editor, Variant::Kete);
    auto* note = editor->findChild<QLabel*>("setupNote");
    const int jobs = w.rulesWorker()->jobsRun();
    QTest::mouseClick(button(editor, "setupClearButton"), Qt::LeftButton);
    QVERIFY(w.rulesWorker()->jobsRun() > jobs);
    QTRY_VERIFY2(note->text().contains("has no legal move"), qPrintable(note->text()));
    QTest::mouseClick(button(editor, "setupStartButton"), Qt::LeftButton);
    QVERIFY(w.rulesWorker()->jobsRun() > jobs + 1);
    QTRY_VERIFY2(!note->isVisibleTo(editor), qPrintable(note->text()));
  }

  // Z-11.1: the takasia is set only when both hands are empty; the mark is offered on the front
  // rows only.
  void aTakasiaWhileHandsHoldSeedsIsRefused() {
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    SetupDialog* editor = openEditor(w);
    chooseGame(editor, Variant::Kiswahili);
    auto* mark = editor->findChild<QComboBox*>("setupMark");
    QVERIFY(mark->isVisibleTo(editor));
    QCOMPARE(mark->count(), 1 + 16);  // none, and the two front rows
    mark->setCurrentIndex(mark->findText("c2"));
    QCOMPARE(problemText(editor), QStringLiteral("This position cannot happen: the takasia mark on c2 is set only "
                                                 "when both hands are empty (Z-11)"));
    // Bao Kigogo has no mark, no reserve, no store: none of their controls shows.
    chooseGame(editor, Variant::Kigogo);
    QVERIFY(!mark->isVisibleTo(editor));
    QVERIFY(!editor->findChild<QWidget*>("setupReserveSouth")->isVisibleTo(editor));
    QVERIFY(!editor->findChild<QWidget*>("setupStoreSouth")->isVisibleTo(editor));
  }

  // A BPN pasted becomes the position, game and all; a bad one changes nothing and says why.
  void aPositionPasted() {
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    SetupDialog* editor = openEditor(w);
    const QString kingulu = "kingulu 0,5,0,0,3,0/1,0,2,0,0,4 N store=20,13 mtoto=b2";
    QApplication::clipboard()->setText(kingulu);
    QTest::mouseClick(button(editor, "setupPasteButton"), Qt::LeftButton);
    QVERIFY(editor->draft()->position() == *parsePosition(kingulu.toStdString()).value);
    QCOMPARE(editor->findChild<QComboBox*>("setupGame")->currentData().toInt(), int(Variant::Kingulu));
    QCOMPARE(editor->findChild<QComboBox*>("setupToMove")->currentIndex(), 1);
    QCOMPARE(editor->findChild<QSpinBox*>("setupStoreSouth")->value(), 20);
    const Position pasted = editor->draft()->position();

    QApplication::clipboard()->setText(
        "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 "
        "kuu=1,1");
    QTest::mouseClick(button(editor, "setupPasteButton"), Qt::LeftButton);
    QVERIFY(editor->draft()->position() == pasted);
    QCOMPARE(messageText(editor),
             QStringLiteral("The text in the clipboard is not a position that can be used: "
                            "“hz” (the hizi zetu mark) is missing: write “hz=-” when no hole is marked"));

    // The mark box says "none"; the text writes no mark "-", and a refusal says so (L-11, Z-11).
    QApplication::clipboard()->setText(
        "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 "
        "kuu=1,1 hz=none");
    QTest::mouseClick(button(editor, "setupPasteButton"), Qt::LeftButton);
    QVERIFY(editor->draft()->position() == pasted);
    QCOMPARE(messageText(editor), QStringLiteral("The text in the clipboard is not a position that can be used: "
                                                 "“none” (the hizi zetu mark) names a hole this board does not "
                                                 "have: write “hz=-” when no hole is marked"));

    // Copied, it reads back the same.
    QTest::mouseClick(button(editor, "setupCopyButton"), Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), kingulu);
  }

  // The copied line is said in full, wrapped inside the side column: at 1280×800 the column
  // keeps its width and the board does not jump (a BPN's rows are one long word).
  void copiedLineKeepsTheBoardStill() {
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(w.switchLanguage("en"));
    SetupDialog* editor = openEditor(w);
    chooseGame(editor, Variant::Kete);
    editor->resize(1280 * 9 / 10, 800 * 9 / 10);
    deliverQueuedEvents();
    const QRect board = static_cast<QWidget*>(editor->board())->geometry();
    QTest::mouseClick(button(editor, "setupCopyButton"), Qt::LeftButton);
    deliverQueuedEvents();
    auto* message = editor->findChild<QLabel*>("setupMessage");
    QVERIFY(messageText(editor).startsWith("Copied: "));
    QCOMPARE(static_cast<QWidget*>(editor->board())->geometry(), board);
    QVERIFY2(message->minimumSizeHint().width() <= message->width(),
             qPrintable(QString("%1 > %2").arg(message->minimumSizeHint().width()).arg(message->width())));
    QCOMPARE(message->toolTip(), editor->draft()->text());
  }

  // Counts typed on the hole the arrows choose: two digits make one number; - and Delete.
  void countsTyped() {
    MainWindow w;
    w.show();
    SetupDialog* editor = openEditor(w);
    chooseGame(editor, Variant::Kigogo);
    SetupBoard* board = editor->board();
    QVERIFY(!board->accessibleName().isEmpty() && !board->accessibleDescription().isEmpty());  // told how to use
    board->setFocus();
    board->selectHole(squareAt(Variant::Kigogo, 0, 0));  // a1
    QTest::keyClick(board, Qt::Key_Right);               // b1
    const Square b1 = squareAt(Variant::Kigogo, 1, 0);
    QCOMPARE(board->selectedHole(), b1);
    QTest::keyClicks(board, "12");
    QCOMPARE(editor->draft()->position().seeds(b1), 12);
    QTest::keyClick(board, Qt::Key_Minus);
    QCOMPARE(editor->draft()->position().seeds(b1), 11);
    QTest::keyClick(board, Qt::Key_Delete);
    QCOMPARE(editor->draft()->position().seeds(b1), 0);
  }

  // Playing the position set up replaces the game on the board: a game with moves not in a file
  // is asked about first (Save / Don't save / Cancel), as for New game. Cancel keeps the game and
  // the editor; Don't save puts the position on the board.
  void playingAsksAboutTheGameOnTheBoard() {
    MainWindow w;
    w.show();
    w.startGame(twoPeople(Variant::Kingulu));
    QTRY_VERIFY(w.controller()->acceptsInput());
    QVERIFY(w.controller()->playMove(w.controller()->game().legalMoves()[0]));
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
    SetupDialog* editor = openEditor(w);
    const Position position = editor->draft()->position();  // the position shown, after the move
    QVERIFY(position == w.controller()->game().position());
    const auto answer = [&](QMessageBox::ButtonRole role) {
      QTest::mouseClick(button(editor, "setupPlayButton"), Qt::LeftButton);
      NewGameDialog* players = nullptr;
      QTRY_VERIFY((players = editor->findChild<NewGameDialog*>()) != nullptr);
      players->accept();
      QMessageBox* box = nullptr;
      QTRY_VERIFY((box = w.findChild<QMessageBox*>("saveChangesQuestion")) != nullptr);
      for (QAbstractButton* b : box->buttons())
        if (box->buttonRole(b) == role) b->click();
    };
    answer(QMessageBox::RejectRole);  // Cancel
    QTRY_VERIFY(w.findChild<QMessageBox*>("saveChangesQuestion") == nullptr);
    QCOMPARE(w.controller()->game().length(), std::size_t(1));
    QVERIFY(w.findChild<SetupDialog*>("setupDialog") == editor);
    answer(QMessageBox::DestructiveRole);  // Don't save
    QTRY_VERIFY(w.controller()->game().start() == position);
    QCOMPARE(w.controller()->game().length(), std::size_t(0));
    QTRY_VERIFY(w.findChild<SetupDialog*>("setupDialog") == nullptr);
  }

  // Play from here asks who plays the position set up, and shows that position: not the games to
  // choose from (the game is the position's) with their start pictures, nor a summary of how a
  // game starts ("22 seeds in hand"). The clock can be chosen: it is a new game.
  void playFromHereShowsThePosition() {
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    SetupDialog* editor = openEditor(w);
    chooseGame(editor, Variant::Kiswahili);
    dragHole(editor, dragPair(startPosition(Variant::Kiswahili)).first,
             dragPair(startPosition(Variant::Kiswahili)).second);
    const Position position = editor->draft()->position();
    QTest::mouseClick(button(editor, "setupPlayButton"), Qt::LeftButton);
    NewGameDialog* players = nullptr;
    QTRY_VERIFY((players = editor->findChild<NewGameDialog*>()) != nullptr);
    QVERIFY(QTest::qWaitForWindowExposed(players));
    QCOMPARE(players->windowTitle(), QStringLiteral("Play from this position"));
    for (QToolButton* game : players->findChildren<QToolButton*>()) QVERIFY(!game->isVisibleTo(players));
    QVERIFY(!players->findChild<QLabel*>("gameSummary")->isVisibleTo(players));
    for (QLabel* label : players->findChildren<QLabel*>())
      QVERIFY2(!label->isVisibleTo(players) || !label->text().contains("in hand"), qPrintable(label->text()));
    auto* picture = players->findChild<QLabel*>("positionPicture");
    QVERIFY(picture && picture->isVisibleTo(players));
    QVERIFY(showsPosition(picture, position, players->devicePixelRatioF()));
    for (const char* choice : {"southPlayer", "northPlayer", "timeControl"})
      QVERIFY2(players->findChild<QComboBox*>(choice)->isVisibleTo(players), choice);
    QCOMPARE(players->setup().variant, Variant::Kiswahili);
    players->reject();
  }

  // Play on from here (the game on the board) shows the position it goes on from, too.
  void playOnFromHereShowsThePositionShown() {
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    w.startGame(twoPeople(Variant::Kete));
    QTRY_VERIFY(w.controller()->acceptsInput());
    QVERIFY(w.controller()->playMove(w.controller()->game().legalMoves()[0]));
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
    QTRY_VERIFY(w.controller()->acceptsInput() && w.findChild<QAction*>("playOnAction")->isEnabled());
    const Position shown = w.controller()->game().position();
    w.findChild<QAction*>("playOnAction")->trigger();
    NewGameDialog* players = nullptr;
    QTRY_VERIFY((players = w.findChild<NewGameDialog*>("playOnDialog")) != nullptr);
    for (QToolButton* game : players->findChildren<QToolButton*>()) QVERIFY(!game->isVisibleTo(players));
    QVERIFY(!players->findChild<QLabel*>("gameSummary")->isVisibleTo(players));
    auto* picture = players->findChild<QLabel*>("positionPicture");
    QVERIFY(picture && picture->isVisibleTo(players));
    QVERIFY(showsPosition(picture, shown, players->devicePixelRatioF()));
    QVERIFY(!players->findChild<QComboBox*>("timeControl")->isVisibleTo(players));  // the clocks go on
    players->reject();
  }

  // Analyse: the position goes on the board, two people to play it, and the analysis pane shows.
  void analysedFromTheEditor() {
    MainWindow w;
    w.show();
    SetupDialog* editor = openEditor(w);
    chooseGame(editor, Variant::Kimasai);
    const Position position = editor->draft()->position();
    QTest::mouseClick(button(editor, "setupAnalyseButton"), Qt::LeftButton);
    QTRY_VERIFY(w.controller()->game().start() == position);
    QTRY_VERIFY(w.analysisPane()->isVisible());
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestPositionEditor)
#include "tst_position_editor.moc"
