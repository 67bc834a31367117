// What a screen reader finds in the window has a name (issue #29 item 9): every visible part that
// takes the focus, every label and button, and every group of texts and buttons; the move list
// and the narration by their panes' titles, the result by its headline, the New game dialog's
// name boxes by whose name they take. tools/atspi-check.py (ctest atspi_check) checks the same
// through a real AT-SPI tree under Xvfb; this checks it through QAccessible, fast and offscreen.
#include <QAccessible>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListView>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

#include "board/BoardModel.h"
#include "learn/LessonPane.h"
#include "learn/NarrationView.h"
#include "scratch_settings.h"
#include "session/GameSession.h"
#include "session/Players.h"
#include "setup/PositionDraft.h"
#include "setup/SetupBoard.h"
#include "window/MainWindow.h"
#include "window/NewGameDialog.h"
#include "window/ResultPanel.h"
#include "window/SetupDialog.h"

using namespace baraza;

namespace {

// The roles a reader names as it reaches them (as the AT-SPI check's NAMED_ROLES).
bool namedRole(QAccessible::Role role) {
  switch (role) {
    case QAccessible::StaticText:
    case QAccessible::Button:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::PageTab:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::EditableText:
    case QAccessible::List:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::MenuItem:
    case QAccessible::ToolBar:
      return true;
    default:
      return false;
  }
}

// Every visible part under `root` a reader reaches without a name, with where it is.
QStringList unnamed(QAccessibleInterface* root) {
  QStringList found;
  std::function<void(QAccessibleInterface*, const QString&)> walk = [&](QAccessibleInterface* node,
                                                                        const QString& path) {
    if (node->state().invisible) return;  // nor its children (a closed menu's items)
    const QString name = node->text(QAccessible::Name).trimmed();
    const QString here = path + QStringLiteral(" > ") + QString::number(int(node->role()), 16) + QStringLiteral(" \"") +
                         name.left(30) + QStringLiteral("\"");
    bool focusableChild = false;
    bool textChild = false;
    for (int i = 0; i < node->childCount(); ++i) {
      QAccessibleInterface* child = node->child(i);
      if (!child || child->state().invisible) continue;
      focusableChild |= bool(child->state().focusable);
      textChild |= child->role() == QAccessible::StaticText;
    }
    // A group the reader says on the way in (not a bare container of the layout, a filler to it).
    const bool group = focusableChild && textChild && node->role() != QAccessible::Client;
    if (name.isEmpty() && node != root && (node->state().focusable || namedRole(node->role()) || group)) {
      QString what = here;
      if (QObject* object = node->object()) what += QStringLiteral(" (%1)").arg(object->objectName());
      found << what;
    }
    for (int i = 0; i < node->childCount(); ++i)
      if (QAccessibleInterface* child = node->child(i)) walk(child, here);
  };
  walk(root, QString());
  return found;
}

QStringList unnamed(QWidget* widget) { return unnamed(QAccessible::queryAccessibleInterface(widget)); }

QString said(QWidget* widget, QAccessible::Text text = QAccessible::Name) {
  return QAccessible::queryAccessibleInterface(widget)->text(text);
}

}  // namespace

class TestAccessibleNames : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY(settingsDir_.use());
    removeUnfinishedGames();
    QVERIFY(folder_.isValid());
  }
  void cleanup() { removeUnfinishedGames(); }

  // A game in progress on the clock between two named people: nothing without a name; the move
  // list and the narration say what they list.
  void aGameOnTheClock() {
    MainWindow w;
    GameSetup setup = twoPeople(Variant::Kete);
    setup.names = {QStringLiteral("Amina"), QStringLiteral("Juma")};
    setup.timeControl = TimeControl{300, 0};
    w.startGame(setup);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY(w.controller()->acceptsInput());
    const QStringList missing = unnamed(&w);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join('\n')));
    QCOMPARE(said(w.findChild<QListView*>("moveList")), QStringLiteral("Moves"));
    QCOMPARE(said(w.findChild<NarrationView*>("narration")), QStringLiteral("What happened"));
    QVERIFY2(said(w.findChild<QWidget*>("southClock")).startsWith("Clock of South: "),
             qPrintable(said(w.findChild<QWidget*>("southClock"))));
  }

  // In another language too, in its own words.
  void inKiswahili() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    QVERIFY(w.switchLanguage(QStringLiteral("sw")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QStringList missing = unnamed(&w);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join('\n')));
    QVERIFY(said(w.findChild<QListView*>("moveList")) != QStringLiteral("Moves"));
    QVERIFY(w.switchLanguage(QStringLiteral("en")));
  }

  // A finished game: the result is a group named by its headline, which says how it ended.
  void theResult() {
    const QString path = QDir(folder_.path()).filePath(QStringLiteral("finished.bao"));
    QFile record(path);
    QVERIFY(record.open(QIODevice::WriteOnly));
    record.write(
        "[Game \"kete\"]\n[South \"Amina\"]\n[North \"Juma\"]\n[Result \"S resignation\"]\n\n"
        "1. f2ccw d3ccw\n2. c2ccw d3cw\n");
    record.close();
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openRecord(path));
    QTRY_VERIFY(w.resultPanel()->isVisible());
    QCOMPARE(said(w.resultPanel()), QStringLiteral("Amina wins"));
    QCOMPARE(said(w.resultPanel(), QAccessible::Description), QStringLiteral("South wins: North resigned."));
    const QStringList missing = unnamed(&w);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join('\n')));
  }

  // The New game dialog: a person's name box says whose name it takes.
  void theNewGameDialog() {
    GameSetup setup = twoPeople(Variant::Kete);
    setup.north = PlayerKind::Computer;
    NewGameDialog dialog(setup);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QStringList missing = unnamed(&dialog);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join('\n')));
    QCOMPARE(said(dialog.findChild<QLineEdit*>("southName")), QStringLiteral("South's name"));
    QCOMPARE(said(dialog.findChild<QLineEdit*>("northName")), QStringLiteral("North's name"));
  }

  // A lesson's pane is named by the lesson's title (AT-SPI showed it without a name).
  void aLesson() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startLesson(0);
    QTRY_VERIFY(w.lessonPane()->isVisible());
    QVERIFY(!said(w.lessonPane()).isEmpty());
    const QStringList missing = unnamed(&w);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join('\n')));
  }

  // The position editor's board tells its holes as the game's board does, one button each that
  // adds a seed when pressed; nothing in the editor without a name.
  void theEditorBoard() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.findChild<QAction*>("setUpPositionAction")->trigger();
    auto* editor = w.findChild<SetupDialog*>("setupDialog");
    QVERIFY(editor);
    QTRY_VERIFY(editor->isVisible());
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(editor->board());
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Board of the position being set up"));
    QCOMPARE(board->childCount(), w.model()->rowCount() * w.model()->columnCount());
    for (int i = 0; i < board->childCount(); ++i) {  // as the game's board, whose position it starts from
      QAccessibleInterface* hole = board->child(i);
      QCOMPARE(hole->role(), QAccessible::Button);
      QCOMPARE(hole->text(QAccessible::Name),
               w.model()->indexOf(static_cast<Square>(i)).data(Qt::AccessibleTextRole).toString());
      QVERIFY(!hole->state().disabled);
    }
    const Square e2 = *parseSquare(Variant::Kete, "e2");
    QAccessibleInterface* kuu = board->child(int(e2));
    QCOMPARE(kuu->text(QAccessible::Name), QStringLiteral("e2, South's kuu, 6 seeds"));
    kuu->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(editor->draft()->position().seeds(e2), 7);
    QCOMPARE(kuu->text(QAccessible::Name), QStringLiteral("e2, South's kuu, 7 seeds"));
    QCOMPARE(editor->board()->selectedHole(), e2);
    const QStringList missing = unnamed(editor);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join('\n')));
    editor->reject();
  }

 private:
  ScratchSettings settingsDir_;
  QTemporaryDir folder_;
};

QTEST_MAIN(TestAccessibleNames)
#include "tst_accessible_names.moc"
