// The window looks finished and is reachable by everyone (issue #17): every action has a bundled
// icon and a tooltip that names its shortcut, the View menu shows and hides every pane and goes
// full screen, a pit says what it is on hover, and the board exposes each pit to assistive
// technology with a name, a state and a press action that plays as a click does.
#include <QAbstractItemView>
#include <QAccessible>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QHelpEvent>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>
#include <QToolTip>

#include "baraza/notation.h"
#include "board/BoardModel.h"
#include "board/BoardView.h"
#include "play/MoveInput.h"
#include "scratch_settings.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "session/Players.h"
#include "settled.h"
#include "window/MainWindow.h"

using namespace baraza;

namespace {

QAction* action(const MainWindow& w, const QString& name) { return w.findChild<QAction*>(name); }

bool hasVisiblePixels(const QImage& image) {
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x)
      if (qAlpha(image.pixel(x, y)) > 128) return true;
  return false;
}

// The lightness of an icon's lines, as drawn for a toolbar.
int lineLightness(const QIcon& icon) {
  const QImage image = icon.pixmap(QSize(24, 24)).toImage();
  int lightest = 0;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x)
      if (qAlpha(image.pixel(x, y)) == 255) lightest = std::max(lightest, QColor(image.pixel(x, y)).lightness());
  return lightest;
}

// Pixels whose colour changed by more than a trace between two pictures of one size.
int visiblyChangedPixels(const QImage& before, const QImage& after) {
  if (before.size() != after.size()) return before.width() * before.height();
  int changed = 0;
  for (int y = 0; y < before.height(); ++y)
    for (int x = 0; x < before.width(); ++x) {
      const QRgb a = before.pixel(x, y), b = after.pixel(x, y);
      const int distance =
          std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)), std::abs(qBlue(a) - qBlue(b))});
      if (distance > 48) ++changed;
    }
  return changed;
}

QPalette darkPalette() {
  QPalette dark;
  dark.setColor(QPalette::Window, QColor(40, 40, 44));
  dark.setColor(QPalette::WindowText, QColor(235, 235, 235));
  dark.setColor(QPalette::Disabled, QPalette::WindowText, QColor(120, 120, 120));
  return dark;
}

// The actions of the View menu, by the text they show.
QAction* viewMenuAction(const MainWindow& w, const QString& text) {
  for (QAction* top : w.menuBar()->actions())
    if (top->menu() && top->menu()->objectName() == QLatin1String("viewMenu"))
      for (QAction* a : top->menu()->actions())
        if (a->text().remove('&') == text) return a;
  return nullptr;
}

// A pit from which exactly one move starts: a press plays it without a question.
Square singleMovePit(const MainWindow& w) {
  const MoveList legal = w.controller()->game().legalMoves();
  for (const Move& m : legal) {
    int from = 0;
    for (const Move& other : legal) from += other.square == m.square;
    if (from == 1) return m.square;
  }
  return kNoSquare;
}

}  // namespace

class TestLookAndReach : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());  // suites run side by side: none sees another's settings
  }
  void init() {
    removeUnfinishedGames();
    QSettings().clear();
  }

  void everyActionHasABundledIcon_data() {
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("file");
    const QList<std::pair<const char*, const char*>> rows = {
        {"newGameAction", "new-game"},
        {"openAction", "open"},
        {"saveAsAction", "save-as"},
        {"undoAction", "undo"},
        {"redoAction", "redo"},
        {"hintAction", "hint"},
        {"skipAction", "skip-animation"},
        {"playOnAction", "play-on"},
        {"toStartAction", "to-start"},
        {"moveBackAction", "move-back"},
        {"eventBackAction", "seed-back"},
        {"eventForwardAction", "seed-forward"},
        {"moveForwardAction", "move-forward"},
        {"toEndAction", "to-end"},
        {"playPauseAction", "play"},
        {"rulesAction", "rules"},
        {"aboutAction", "about"},
        {"quitAction", "quit"},
        {"fullScreenAction", "full-screen"},
    };
    for (const auto& [name, file] : rows) QTest::newRow(name) << QString::fromLatin1(name) << QString::fromLatin1(file);
  }
  void everyActionHasABundledIcon() {
    QFETCH(QString, action);
    QFETCH(QString, file);
    MainWindow w;
    QAction* a = ::action(w, action);
    QVERIFY2(a, qPrintable(action));
    QVERIFY(QFile::exists(QStringLiteral(":/icons/actions/%1.svg").arg(file)));
    QVERIFY(!a->icon().isNull());
    // Drawn for twice the pixels, not scaled up from a small picture.
    const QPixmap crisp = a->icon().pixmap(QSize(24, 24), 2.0);
    QCOMPARE(crisp.size(), QSize(48, 48));
    QVERIFY(hasVisiblePixels(crisp.toImage()));
    QVERIFY(hasVisiblePixels(a->icon().pixmap(QSize(24, 24), 1.0, QIcon::Disabled).toImage()));
  }

  // Lines in the palette's text colour: dark on a light toolbar, light on a dark one, and
  // drawn again when the desktop switches between them.
  void iconsReadOnLightAndDarkToolbars() {
    const QPalette original = QApplication::palette();
    {
      MainWindow w;
      QVERIFY(lineLightness(action(w, "moveBackAction")->icon()) < 100);
      QApplication::setPalette(darkPalette());
      QTRY_VERIFY(lineLightness(action(w, "moveBackAction")->icon()) > 200);
      QVERIFY(lineLightness(action(w, "playPauseAction")->icon()) > 200);
    }
    {
      MainWindow w;
      QVERIFY(lineLightness(action(w, "newGameAction")->icon()) > 200);
    }
    QApplication::setPalette(original);
  }

  void playPauseIconFollowsTheReplay() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    const QImage play = action(w, "playPauseAction")->icon().pixmap(24, 24).toImage();
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
    w.controller()->skipAnimation();
    w.controller()->jumpTo(false);
    action(w, "playPauseAction")->trigger();
    QVERIFY(action(w, "playPauseAction")->icon().pixmap(24, 24).toImage() != play);
  }

  void tooltipsNameTheShortcut_data() {
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "gu", "sw"})
      for (const char* name :
           {"newGameAction", "openAction", "saveAsAction", "undoAction", "redoAction", "hintAction", "skipAction",
            "toStartAction", "moveBackAction", "eventBackAction", "eventForwardAction", "moveForwardAction",
            "toEndAction", "playPauseAction", "rulesAction", "quitAction", "fullScreenAction"})
        QTest::addRow("%s %s", name, language) << QString::fromLatin1(name) << QString::fromLatin1(language);
  }
  void tooltipsNameTheShortcut() {
    QFETCH(QString, action);
    QFETCH(QString, language);
    MainWindow w;
    QVERIFY(w.switchLanguage("en"));
    const QString english = ::action(w, action)->toolTip();
    QVERIFY(w.switchLanguage(language));
    QAction* a = ::action(w, action);
    if (language != QLatin1String("en")) QVERIFY2(a->toolTip() != english, qPrintable(english));  // translated
    // Esc skips an animation through the board, which keeps the key for itself.
    const QKeySequence keys = action == QLatin1String("skipAction") ? QKeySequence(Qt::Key_Escape) : a->shortcut();
    QVERIFY(!keys.isEmpty());
    const QString key = keys.toString(QKeySequence::NativeText);
    QVERIFY2(a->toolTip().endsWith(QStringLiteral(" (%1)").arg(key)), qPrintable(a->toolTip()));
    QVERIFY2(a->toolTip().count(QStringLiteral("(%1)").arg(key)) == 1, qPrintable(a->toolTip()));  // once, not twice
  }

  void tooltipOfMoveBack() {
    MainWindow w;
    QCOMPARE(
        action(w, "moveBackAction")->toolTip(),
        QStringLiteral("Move back (%1)").arg(QKeySequence(Qt::CTRL | Qt::Key_Left).toString(QKeySequence::NativeText)));
  }

  void toolbarsShowIconsAndTheReplayIsOneRow() {
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    auto* replay = w.findChild<QToolBar*>("replayToolbar");
    QCOMPARE(replay->toolButtonStyle(), Qt::ToolButtonIconOnly);
    QCOMPARE(w.findChild<QToolBar*>("mainToolbar")->toolButtonStyle(), Qt::ToolButtonIconOnly);
    QVERIFY(!w.toolBarBreak(replay));
  }

  void viewMenuTogglesEveryPane_data() {
    QTest::addColumn<QString>("pane");
    QTest::addColumn<QString>("text");
    QTest::newRow("moves") << "movesDock"
                           << "Moves";
    QTest::newRow("narration") << "narrationDock"
                               << "What happened";
    QTest::newRow("toolbar") << "mainToolbar"
                             << "Toolbar";
    QTest::newRow("replay") << "replayToolbar"
                            << "Replay";
  }
  void viewMenuTogglesEveryPane() {
    QFETCH(QString, pane);
    QFETCH(QString, text);
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* widget = w.findChild<QWidget*>(pane);
    QVERIFY(widget && widget->isVisible());
    QAction* toggle = viewMenuAction(w, text);
    QVERIFY2(toggle, qPrintable(text));
    QVERIFY(toggle->isCheckable() && toggle->isChecked());
    toggle->trigger();
    QVERIFY(!widget->isVisible());
    QVERIFY(!toggle->isChecked());
    toggle->trigger();
    QVERIFY(widget->isVisible());
    // Closed some other way (a dock's close button), it comes back from the menu.
    widget->close();
    QVERIFY(!toggle->isChecked());
    toggle->trigger();
    QVERIFY(widget->isVisible());
    QVERIFY(toggle->isChecked());
  }

  void paneTogglesAreTranslated() {
    MainWindow w;
    QVERIFY(w.switchLanguage("sw"));
    QVERIFY(!viewMenuAction(w, "Moves"));
    QVERIFY(!viewMenuAction(w, "What happened"));
  }

  void fullScreenWithF11() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAction* full = action(w, "fullScreenAction");
    QVERIFY(full->isCheckable());
    QCOMPARE(full->shortcut(), QKeySequence(Qt::Key_F11));
    QVERIFY(viewMenuAction(w, full->text().remove('&')));
    full->trigger();
    QTRY_VERIFY(w.windowState() & Qt::WindowFullScreen);
    QVERIFY(full->isChecked());
    full->trigger();
    QTRY_VERIFY(!(w.windowState() & Qt::WindowFullScreen));
    QVERIFY(!full->isChecked());
  }

  void pitTooltipSaysWhatThePitIs() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    const Square kuu = w.controller()->game().rules().kuuSquareOf(Side::South);
    const QModelIndex index = w.model()->indexOf(kuu);
    const int seeds = w.model()->position().seeds(kuu);
    QVERIFY(seeds != 1);
    const QString name = index.data(BoardModel::SquareNameRole).toString();
    QCOMPARE(index.data(Qt::ToolTipRole).toString(),
             QStringLiteral("%1 · South's kuu · %2 seeds").arg(name).arg(seeds));
    const Square plain = w.model()->squareAt(w.model()->index(0, 0));  // North's back row
    QCOMPARE(w.model()->indexOf(plain).data(Qt::ToolTipRole).toString(),
             QStringLiteral("%1 · North's pit · %2 seeds")
                 .arg(w.model()->indexOf(plain).data(BoardModel::SquareNameRole).toString())
                 .arg(w.model()->position().seeds(plain)));
  }

  void pitTooltipCountsOneSeed() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    // The singular, found wherever one seed lies; the game has such pits after a few moves.
    for (int i = 0; i < 40 && !w.controller()->game().result().over(); ++i) {
      QTRY_VERIFY(w.controller()->acceptsInput());
      w.controller()->playMove(w.controller()->game().legalMoves()[0]);
      QTRY_COMPARE(w.controller()->game().length(), std::size_t(i + 1));
      w.controller()->skipAnimation();
      for (int row = 0; row < w.model()->rowCount(); ++row)
        for (int column = 0; column < w.model()->columnCount(); ++column) {
          const QModelIndex index = w.model()->index(row, column);
          if (index.data(BoardModel::SeedsRole).toInt() == 1) {
            QVERIFY(index.data(Qt::ToolTipRole).toString().endsWith(QStringLiteral(" · 1 seed")));
            return;
          }
        }
    }
    QSKIP("no pit with one seed");
  }

  void boardShowsThePitTooltipOnHover() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    BoardView* view = w.boardView();
    const Square kuu = w.controller()->game().rules().kuuSquareOf(Side::North);
    const QPoint at = view->pitRect(kuu).center().toPoint();
    QHelpEvent help(QEvent::ToolTip, at, view->mapToGlobal(at));
    QApplication::sendEvent(view, &help);
    QTRY_COMPARE(QToolTip::text(), w.model()->indexOf(kuu).data(Qt::ToolTipRole).toString());
  }

  void boardExposesEveryPit_data() {
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("pits");
    QTest::newRow("kete") << int(Variant::Kete) << 32;
    QTest::newRow("kiswahili") << int(Variant::Kiswahili) << 32;
    QTest::newRow("kigogo") << int(Variant::Kigogo) << 48;
    QTest::newRow("kingulu") << int(Variant::Kingulu) << 12;
    QTest::newRow("kimasai") << int(Variant::Kimasai) << 48;
  }
  void boardExposesEveryPit() {
    QFETCH(int, variant);
    QFETCH(int, pits);
    MainWindow w;
    w.startGame(twoPeople(static_cast<Variant>(variant)));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.boardView());
    QVERIFY(board && board->isValid());
    QCOMPARE(board->childCount(), pits);
    QVERIFY(!board->text(QAccessible::Name).isEmpty());
    QSet<QString> names;
    const MoveList legal = w.controller()->game().legalMoves();
    for (int i = 0; i < pits; ++i) {
      QAccessibleInterface* pit = board->child(i);
      QVERIFY(pit && pit->isValid());
      QCOMPARE(pit->parent(), board);
      QCOMPARE(board->indexOfChild(pit), i);
      QCOMPARE(pit->role(), QAccessible::Button);
      const QString name = pit->text(QAccessible::Name);
      names << name;
      const Square square = static_cast<Square>(i);
      const QModelIndex index = w.model()->indexOf(square);
      QVERIFY2(name.startsWith(index.data(BoardModel::SquareNameRole).toString() + ", "), qPrintable(name));
      const bool isLegal = std::any_of(legal.begin(), legal.end(), [&](const Move& m) { return m.square == square; });
      QCOMPARE(name, index.data(Qt::AccessibleTextRole).toString() +
                         (isLegal ? QStringLiteral(", a move can start here") : QString()));
      QCOMPARE(bool(pit->state().disabled), !isLegal);
      QVERIFY(pit->actionInterface());
      QVERIFY(pit->actionInterface()->actionNames().contains(QAccessibleActionInterface::pressAction()));
      // Where the pit is on the screen, and found again from there.
      const QRect rect = pit->rect();
      QVERIFY(rect.isValid());
      QCOMPARE(board->childAt(rect.center().x(), rect.center().y()), pit);
    }
    QCOMPARE(names.size(), pits);  // every pit named apart from the others
  }

  // Kete (L-5, L-8): a direction arrow says, on hover and to a screen reader, what clicking it
  // does: which way the move sows and, for a capture, from which kichwa the captured seeds go.
  void directionArrowsSayWhatTheyDo_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("pit");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("said");
    const QString capture =
        "kete 0,0,0,0,0,0,0,0/0,3,2,6,0,0,1,0/0,0,1,0,6,0,1,0/0,0,0,0,0,0,0,0 S reserve=10,10 kuu=1,1 hz=-";
    QTest::newRow("capture, clockwise from a2")
        << capture << "c2"
        << "a2" << QString("Sow the captured seeds starting in the kichwa a2, clockwise (c2 \u21BB)");
    QTest::newRow("capture, counterclockwise from h2")
        << capture << "c2"
        << "h2" << QString("Sow the captured seeds starting in the kichwa h2, counterclockwise (c2 \u21BA)");
    const QString start = QString::fromStdString(formatPosition(startPosition(Variant::Kete)));
    QTest::newRow("no capture, clockwise") << start << "f2"
                                           << "g2" << QString("Sow clockwise, starting in g2 (f2 \u21BB)");
  }
  void directionArrowsSayWhatTheyDo() {
    QFETCH(QString, position);
    QFETCH(QString, pit);
    QFETCH(QString, target);
    QFETCH(QString, said);
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.controller()->newGame(twoPeople(Variant::Kete), *parsePosition(position.toStdString()).value);
    QTRY_VERIFY(w.controller()->acceptsInput());
    BoardView* view = w.boardView();
    const auto square = [](const QString& name) { return *parseSquare(Variant::Kete, name.toStdString()); };
    w.moveInput()->pitClicked(square(pit));
    QVERIFY(view->directionArrows().contains(square(target)));
    const QPainterPath arrow = view->arrowPath(square(target));
    const QPoint at = arrow.boundingRect().center().toPoint();
    QVERIFY(arrow.contains(at));
    QHelpEvent help(QEvent::ToolTip, at, view->mapToGlobal(at));
    QApplication::sendEvent(view, &help);
    QTRY_COMPARE(QToolTip::text(), said);
    if (!qEnvironmentVariableIsEmpty("BARAZA_SHOT_DIR")) {  // the window with the tooltip over it
      QPixmap shot = w.grab();
      QPainter painter(&shot);
      for (QWidget* tip : QApplication::topLevelWidgets())
        if (tip->inherits("QTipLabel") && tip->isVisible())
          painter.drawPixmap(w.mapFromGlobal(tip->pos()), tip->grab());
      painter.end();
      shot.save(qEnvironmentVariable("BARAZA_SHOT_DIR") + "/arrow-tip-" + QTest::currentDataTag() + ".png");
    }
    // A screen reader presses the pit the arrow points to; it describes the choice the same way.
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(view);
    QCOMPARE(board->child(int(square(target)))->text(QAccessible::Description), said);
    QCOMPARE(board->child(int(square(pit)))->text(QAccessible::Description), QString());
    QToolTip::hideText();
  }

  void accessibleNameOfAKuu() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    const Square kuu = w.controller()->game().rules().kuuSquareOf(Side::South);
    QAccessibleInterface* pit = QAccessible::queryAccessibleInterface(w.boardView())->child(int(kuu));
    const QString name = w.model()->indexOf(kuu).data(BoardModel::SquareNameRole).toString();
    QCOMPARE(pit->text(QAccessible::Name),
             QStringLiteral("%1, South's kuu, %2 seeds").arg(name).arg(w.model()->position().seeds(kuu)));
  }

  void pressingALegalPitPlaysIt() {
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kigogo));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const Square from = singleMovePit(w);
    QVERIFY(from != kNoSquare);
    QAccessibleInterface* pit = QAccessible::queryAccessibleInterface(w.boardView())->child(int(from));
    QVERIFY(!pit->state().disabled);
    pit->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
    QCOMPARE(w.controller()->game().line()[0].square, from);
  }

  void pressingAnUnavailablePitPlaysNothing() {
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kigogo));
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.boardView());
    for (int i = 0; i < board->childCount(); ++i)
      if (board->child(i)->state().disabled)
        board->child(i)->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QVERIFY(rulesWorkerDrained(w.rulesWorker()));
    QCOMPARE(w.controller()->game().length(), std::size_t(0));
  }

  void keyboardFocusIsTheFocusedPit() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.boardView()->setFocus();
    QTRY_VERIFY(w.boardView()->hasFocus());
    QTest::keyClick(w.boardView(), Qt::Key_Right);
    const Square cursor = w.boardView()->selected();
    QVERIFY(cursor != kNoSquare);
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.boardView());
    QAccessibleInterface* pit = board->child(int(cursor));
    QVERIFY(pit->state().focused);
    QCOMPARE(board->focusChild(), pit);
  }

  void tabbingToTheBoardShowsTheCursor() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.boardView()->selected() == kNoSquare);
    QFocusEvent focus(QEvent::FocusIn, Qt::TabFocusReason);
    QApplication::sendEvent(w.boardView(), &focus);
    QVERIFY(w.boardView()->selected() != kNoSquare);
  }

  // Tabbing into the move list or the narration shows where the keyboard is (issue #29: Tab went
  // through both with nothing on the screen changing): the list looks different with the focus.
  void everyListShowsItsFocus_data() {
    QTest::addColumn<QString>("list");
    QTest::newRow("moves") << QStringLiteral("moveList");
    QTest::newRow("narration") << QStringLiteral("narration");
  }
  void everyListShowsItsFocus() {
    QFETCH(QString, list);
    MainWindow w;
    w.setSpeed(int(Pace::Speed::Instant));
    w.startGame(twoPeople(Variant::Kigogo));
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
    auto* view = w.findChild<QAbstractItemView*>(list);
    QVERIFY(view);
    QTRY_VERIFY(view->model()->rowCount() > 0 && view->currentIndex().isValid());
    w.boardView()->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(w.boardView()->hasFocus());
    const QImage without = view->grab().toImage();
    view->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(view->hasFocus());
    // At least a ring around the list, in a colour far from the one without the focus.
    const QSize size = without.size();
    QTRY_VERIFY2(visiblyChangedPixels(without, view->grab().toImage()) >= 2 * (size.width() + size.height()),
                 qPrintable(QString::number(visiblyChangedPixels(without, view->grab().toImage()))));
  }

  // Esc ends a Kete direction choice and leaves the keyboard cursor on the hole just tried, so
  // Enter tries it again (issue #29: the cursor vanished and the next key restarted it at a2).
  void escLeavesTheCursorOnTheHoleTried() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY(w.controller()->acceptsInput());
    Square tried = kNoSquare;
    for (const Move& m : w.controller()->game().legalMoves())
      for (const Move& other : w.controller()->game().legalMoves())
        if (m.square == other.square && m.direction != other.direction && !m.safari) tried = m.square;
    QVERIFY(tried != kNoSquare);
    BoardView* view = w.boardView();
    view->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(view->hasFocus());
    QTest::mouseClick(view, Qt::LeftButton, {}, view->pitRect(tried).center().toPoint());
    QVERIFY(w.moveInput()->isChoosingDirection());
    QTest::keyClick(view, Qt::Key_Escape);
    QVERIFY(!w.moveInput()->isChoosingDirection());
    QCOMPARE(view->selected(), tried);
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(w.moveInput()->isChoosingDirection());
    QCOMPARE(view->selected(), tried);
    QCOMPARE(w.controller()->game().length(), std::size_t(0));
    // Without a choice to end, Esc still hides the cursor.
    QTest::keyClick(view, Qt::Key_Escape);
    QTest::keyClick(view, Qt::Key_Escape);
    QCOMPARE(view->selected(), kNoSquare);
  }

  // Every count is drawn once (issue #29: "Reserve: 22" in the header and 22 on the tray, Kingulu
  // "Store: 14" and 14, Kigogo "Captured: 4" and 4): the tray's number stays, and the pointer on
  // the tray says what it counts.
  void noCountIsDrawnTwice_data() {
    QTest::addColumn<int>("variant");
    QTest::addColumn<QString>("counted");
    QTest::newRow("kete") << int(Variant::Kete) << "Reserve: 22";
    QTest::newRow("kiswahili") << int(Variant::Kiswahili) << "Hand: 22";
    QTest::newRow("kigogo") << int(Variant::Kigogo) << "Captured: 0";
    QTest::newRow("kingulu") << int(Variant::Kingulu) << "Store: 0";
    QTest::newRow("kimasai") << int(Variant::Kimasai) << "Captured: 0";
  }
  void noCountIsDrawnTwice() {
    QFETCH(int, variant);
    QFETCH(QString, counted);
    MainWindow w;
    w.startGame(twoPeople(static_cast<Variant>(variant)));
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    BoardView* view = w.boardView();
    const QString word = counted.section(QLatin1Char(':'), 0, 0);
    for (Side side : {Side::South, Side::North}) {
      QCOMPARE(view->trayText(side), counted);
      QVERIFY2(!view->panelText(side).contains(word), qPrintable(view->panelText(side)));
      const QPoint tray = BoardPainter::trayRect(view->boardGeometry(), side).center().toPoint();
      QCOMPARE(view->trayAt(tray), std::optional<Side>(side));
      QHelpEvent help(QEvent::ToolTip, tray, view->mapToGlobal(tray));
      QApplication::sendEvent(view, &help);
      QTRY_COMPARE(QToolTip::text(), counted);
    }
  }

  // A screen reader hears what the board shows besides its holes (issue #29 item 9): each
  // player's name, whose turn it is, the counts, and in the middle of a move the seeds still to
  // sow; a hole says whether a move can start there now.
  void screenReaderHearsPlayersTurnCountsAndHand() {
    MainWindow w;
    GameSetup setup = twoPeople(Variant::Kigogo);
    setup.names = {QStringLiteral("Amina"), QStringLiteral("Juma")};
    w.startGame(setup);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY(w.controller()->acceptsInput());
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.boardView());
    const QString said = board->text(QAccessible::Description);
    QVERIFY2(said.contains(QStringLiteral("South · Amina — to move")) &&
                 said.contains(QStringLiteral("North · Juma")) && said.contains(QStringLiteral("Captured: 0")),
             qPrintable(said));
    int playable = 0;
    for (int i = 0; i < board->childCount(); ++i) {
      const bool legal = w.model()->indexOf(static_cast<Square>(i)).data(BoardModel::LegalRole).toBool();
      QAccessibleInterface* pit = board->child(i);
      QVERIFY(!pit->text(QAccessible::Name).isEmpty());
      QCOMPARE(pit->text(QAccessible::Name).endsWith(QStringLiteral(", a move can start here")), legal);
      playable += legal;
    }
    QVERIFY(playable > 0);
    // Part way through a move, step by step.
    w.setSpeed(int(Pace::Speed::Instant));
    w.controller()->playMove(w.controller()->game().legalMoves()[0]);
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
    QTRY_VERIFY(w.controller()->acceptsInput());
    w.controller()->jumpTo(false);
    for (int step = 0; step < 3 && w.model()->handSeeds() == 0; ++step) w.controller()->stepEvent(true);
    QVERIFY(w.model()->handSeeds() > 0);
    QVERIFY2(board->text(QAccessible::Description).contains(QStringLiteral("still to sow, beside")),
             qPrintable(board->text(QAccessible::Description)));
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestLookAndReach)
#include "tst_look_and_reach.moc"
