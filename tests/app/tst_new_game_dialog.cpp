// The new-game dialog on a short screen (a 1366×768 laptop at 2×, 683×384 to Qt): every game's
// picture and caption, every choice and the Start and Cancel buttons can be read and reached —
// whole on the screen, or in a scroll area that scrolls to them — never cut off.
#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "scratch_settings.h"
#include "session/GameSession.h"
#include "settled.h"
#include "window/MainWindow.h"
#include "window/NewGameDialog.h"
#include "words/Words.h"

namespace {

// The scroll area `widget` is inside, if any.
QScrollArea* scrollAreaOf(QWidget* widget) {
  for (QWidget* w = widget->parentWidget(); w; w = w->parentWidget())
    if (auto* area = qobject_cast<QScrollArea*>(w)) return area;
  return nullptr;
}

// `widget` can be read whole: it has the size it asks for, and it is on the dialog's visible
// part, or inside a scroll area that can bring it there.
bool readable(QWidget* widget, QDialog* dialog, QString* why) {
  // A wrapped text wants the height of its lines at the width it has.
  const bool wraps = widget->hasHeightForWidth();
  const QSize wanted(wraps ? 0 : widget->sizeHint().width(),
                     wraps ? widget->heightForWidth(widget->width()) : widget->sizeHint().height());
  if (widget->width() < wanted.width() || widget->height() < wanted.height()) {
    const auto* button = qobject_cast<QAbstractButton*>(widget);
    const auto* label = qobject_cast<QLabel*>(widget);
    *why = QString("%1 is %2×%3, wants %4×%5")
               .arg(button  ? button->text()
                    : label ? label->text()
                            : widget->objectName())
               .arg(widget->width())
               .arg(widget->height())
               .arg(wanted.width())
               .arg(wanted.height());
    return false;
  }
  QScrollArea* area = scrollAreaOf(widget);
  const QRect onDialog(widget->mapTo(dialog, QPoint(0, 0)), widget->size());
  const QRect screen = dialog->screen()->availableGeometry();
  if (!area) {
    const QRect global(dialog->mapToGlobal(onDialog.topLeft()), onDialog.size());
    if (!dialog->rect().contains(onDialog) || !screen.contains(global)) {
      *why = widget->objectName() + " is off the dialog or the screen";
      return false;
    }
    return true;
  }
  // In the scroll area: its content scrolls far enough to show all of the widget.
  const QRect inContent(widget->mapTo(area->widget(), QPoint(0, 0)), widget->size());
  const QSize view = area->viewport()->size();
  const bool reachable = inContent.bottom() - area->verticalScrollBar()->maximum() < view.height() &&
                         inContent.right() - area->horizontalScrollBar()->maximum() < view.width() &&
                         inContent.height() <= view.height() && inContent.width() <= view.width();
  if (!reachable)
    *why = QString("%1 %2 at %3,%4 %5×%6 cannot be scrolled into view (view %7×%8, scroll max %9,%10)")
               .arg(widget->metaObject()->className(), widget->objectName())
               .arg(inContent.x())
               .arg(inContent.y())
               .arg(inContent.width())
               .arg(inContent.height())
               .arg(view.width())
               .arg(view.height())
               .arg(area->horizontalScrollBar()->maximum())
               .arg(area->verticalScrollBar()->maximum());
  const QRect areaOnScreen(area->mapToGlobal(QPoint(0, 0)), area->size());
  if (!screen.contains(areaOnScreen)) {
    *why = "the scroll area is off the screen";
    return false;
  }
  return reachable;
}

// How many pixels of `image` are near `colour`.
int pixelsNear(const QImage& image, const QColor& colour) {
  int near = 0;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x) {
      const QColor c = image.pixelColor(x, y);
      if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) + std::abs(c.blue() - colour.blue()) <
          60)
        ++near;
    }
  return near;
}

// The height of what is drawn (not transparent) in `image`.
int drawnHeight(const QImage& image) {
  int top = image.height(), bottom = -1;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x)
      if (qAlpha(image.pixel(x, y)) > 128) {
        top = std::min(top, y);
        bottom = std::max(bottom, y);
      }
  return bottom - top + 1;
}

}  // namespace

class TestNewGameDialog : public QObject {
  Q_OBJECT
  ScratchSettings settings_;

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settings_.use());
    QCOMPARE(QApplication::primaryScreen()->availableGeometry().size(), QSize(683, 384));
  }
  void init() { removeUnfinishedGames(); }

  void everyGameAndButtonIsReadable_data() {
    QTest::addColumn<QString>("language");
    for (const char* code : {"en", "sw", "gu", "fi"}) QTest::newRow(code) << QString(code);
  }
  void everyGameAndButtonIsReadable() {
    QFETCH(QString, language);
    MainWindow w;
    QVERIFY(w.switchLanguage(language));
    w.show();
    NewGameDialog dialog(w.controller()->setup(), &w);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // Between two people, and with the computer's strength described under the choices.
    for (int northKind : {0, 1}) {
      dialog.findChild<QComboBox*>("northPlayer")->setCurrentIndex(northKind);
      QTRY_COMPARE(dialog.findChild<QLabel*>("northLevelDescription")->isVisible(), northKind == 1);
      deliverQueuedEvents();  // laid out again with the description shown or hidden
      QList<QWidget*> shown;
      for (QToolButton* game : dialog.findChildren<QToolButton*>()) shown << game;
      QCOMPARE(shown.size(), int(kOfferedGames.size()));
      for (QAbstractButton* button : dialog.findChild<QDialogButtonBox*>()->buttons()) shown << button;
      for (QLabel* label : dialog.findChildren<QLabel*>())
        if (label->isVisible()) shown << label;
      for (QWidget* widget : shown) {
        QString why;
        QVERIFY2(readable(widget, &dialog, &why), qPrintable(language + ": " + why));
      }
    }
    // The game's caption is the whole name under its picture.
    for (QToolButton* game : dialog.findChildren<QToolButton*>()) QVERIFY(!game->text().isEmpty());
    QVERIFY(w.switchLanguage("en"));
  }

  // Bao la Kete and Bao la Kiswahili start alike, so their pictures look alike: the words under
  // each name tell them apart (where each is played, its own words), in every language.
  void keteAndKiswahiliAreToldApart() {
    MainWindow w;
    w.show();
    for (const QString language : {"en", "sw", "gu"}) {
      QVERIFY(w.switchLanguage(language));
      NewGameDialog dialog(w.controller()->setup(), &w);
      auto* kete = dialog.findChild<QToolButton*>("game-kete");
      auto* kiswahili = dialog.findChild<QToolButton*>("game-kiswahili");
      const QStringList keteLines = kete->text().split('\n');
      const QStringList kiswahiliLines = kiswahili->text().split('\n');
      QCOMPARE(keteLines.size(), 2);
      QCOMPARE(kiswahiliLines.size(), 2);
      QCOMPARE(keteLines[0], Words::gameName(baraza::Variant::Kete));
      QCOMPARE(kiswahiliLines[0], Words::gameName(baraza::Variant::Kiswahili));
      QVERIFY(!keteLines[1].isEmpty() && keteLines[1] != kiswahiliLines[1]);
      QCOMPARE(kete->text(), Words::gameName(baraza::Variant::Kete) + '\n' + Words::gameTagline(baraza::Variant::Kete));
      for (QToolButton* game : dialog.findChildren<QToolButton*>()) QCOMPARE(game->text().count('\n'), 1);
    }
    QVERIFY(w.switchLanguage("en"));
    NewGameDialog dialog(w.controller()->setup(), &w);
    QCOMPARE(dialog.findChild<QToolButton*>("game-kete")->text(),
             QStringLiteral("Bao la Kete\nLamu · kuu · hizi zetu"));
  }

  // The game chosen stands out from the others: framed in the highlight colour (issue #29: it was
  // a shade of grey lighter than the others), and every game's picture is as tall as the others.
  void theChosenGameStandsOut() {
    MainWindow w;
    w.show();
    NewGameDialog dialog(w.controller()->setup(), &w);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* kigogo = dialog.findChild<QToolButton*>("game-kigogo");
    auto* kete = dialog.findChild<QToolButton*>("game-kete");
    kigogo->click();
    QVERIFY(kigogo->isChecked() && !kete->isChecked());
    const QColor highlight = dialog.palette().color(QPalette::Highlight);
    const auto ring = [](QWidget* widget) { return 2 * (widget->width() + widget->height()); };
    QTRY_VERIFY2(pixelsNear(kigogo->grab().toImage(), highlight) >= 2 * ring(kigogo),
                 qPrintable(QString::number(pixelsNear(kigogo->grab().toImage(), highlight))));
    QVERIFY2(pixelsNear(kete->grab().toImage(), highlight) < ring(kete) / 4,
             qPrintable(QString::number(pixelsNear(kete->grab().toImage(), highlight))));
    QList<int> heights;
    for (QToolButton* game : dialog.findChildren<QToolButton*>()) {
      QCOMPARE(game->iconSize(), kete->iconSize());
      heights << drawnHeight(game->icon().pixmap(game->iconSize(), dialog.devicePixelRatioF()).toImage());
    }
    for (int height : heights) QVERIFY2(std::abs(height - heights.front()) <= 2, qPrintable(QString::number(height)));
  }

  // The strength's description stands under the row of the side the computer plays (issue #29:
  // with South the computer and North a person, it was under North's row), one for each.
  void theLevelIsDescribedUnderItsSide_data() {
    QTest::addColumn<bool>("southComputer");
    QTest::addColumn<bool>("northComputer");
    QTest::newRow("computer south") << true << false;
    QTest::newRow("computer north") << false << true;
    QTest::newRow("computer both") << true << true;
  }
  void theLevelIsDescribedUnderItsSide() {
    QFETCH(bool, southComputer);
    QFETCH(bool, northComputer);
    MainWindow w;
    w.show();
    NewGameDialog dialog(w.controller()->setup(), &w);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.findChild<QComboBox*>("southPlayer")->setCurrentIndex(southComputer ? 1 : 0);
    dialog.findChild<QComboBox*>("northPlayer")->setCurrentIndex(northComputer ? 1 : 0);
    auto* southStrength = dialog.findChild<QComboBox*>("southStrength");
    southStrength->setCurrentIndex(southStrength->findData(int(baraza::Level::Beginner)));
    auto* northStrength = dialog.findChild<QComboBox*>("northStrength");
    northStrength->setCurrentIndex(northStrength->findData(int(baraza::Level::Expert)));
    const auto top = [&dialog](QWidget* widget) { return widget->mapTo(&dialog, QPoint(0, 0)).y(); };
    auto* south = dialog.findChild<QLabel*>("southLevelDescription");
    auto* north = dialog.findChild<QLabel*>("northLevelDescription");
    QTRY_COMPARE(south->isVisible(), southComputer);
    QTRY_COMPARE(north->isVisible(), northComputer);
    const baraza::Variant game = dialog.setup().variant;
    auto* southRow = dialog.findChild<QComboBox*>("southPlayer");
    auto* northRow = dialog.findChild<QComboBox*>("northPlayer");
    if (southComputer) {
      QCOMPARE(south->text(), Words::levelDescription(baraza::Level::Beginner, game));
      QVERIFY(top(south) >= top(southRow) + southRow->height());
      QVERIFY(top(south) + south->height() <= top(northRow));
    }
    if (northComputer) {
      QCOMPARE(north->text(), Words::levelDescription(baraza::Level::Expert, game));
      QVERIFY(top(north) >= top(northRow) + northRow->height());
    }
  }

  // A record of Bao la Kiswahili on the board: the dialog offers the five games, that one chosen.
  void theGameOnTheBoardIsChosen() {
    QTemporaryDir dir;
    const QString path = dir.filePath("zanzibar.bao");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Game \"kiswahili\"]\n1. f2ccw c3cw\n");
    file.close();
    MainWindow w;
    w.show();
    QVERIFY(w.openRecord(path));
    QCOMPARE(w.controller()->setup().variant, baraza::Variant::Kiswahili);
    NewGameDialog dialog(w.controller()->setup(), &w);
    dialog.show();
    QCOMPARE(dialog.findChildren<QToolButton*>().size(), 5);
    QVERIFY(dialog.findChild<QToolButton*>("game-kiswahili")->isChecked());
    QCOMPARE(dialog.setup().variant, baraza::Variant::Kiswahili);
  }

  // The expert's description fits the game: in Bao Kingulu, which is solved, it plays perfectly
  // and sets no traps (it keeps the exact count); elsewhere it sets traps when losing.
  void expertDescribedForTheGame_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("says");
    QTest::newRow("kingulu") << "kingulu"
                             << "Plays perfectly";
    QTest::newRow("kete") << "kete"
                          << "sets traps";
  }
  void expertDescribedForTheGame() {
    QFETCH(QString, game);
    QFETCH(QString, says);
    MainWindow w;
    w.show();
    NewGameDialog dialog(w.controller()->setup(), &w);
    dialog.show();
    dialog.findChild<QComboBox*>("northPlayer")->setCurrentIndex(1);
    auto* strength = dialog.findChild<QComboBox*>("northStrength");
    strength->setCurrentIndex(strength->findData(int(baraza::Level::Expert)));
    dialog.findChild<QToolButton*>("game-" + game)->click();  // the description follows the game
    const QString text = dialog.findChild<QLabel*>("northLevelDescription")->text();
    QVERIFY2(text.contains(says), qPrintable(text));
  }
};

// A laptop's 1366×768 screen at twice the scale, set up before the application starts.
int main(int argc, char** argv) {
  QTemporaryDir folder;
  const QString config = folder.filePath("screens.json");
  QFile file(config);
  if (!file.open(QIODevice::WriteOnly)) return 1;
  file.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                 "logicalDpi": 96, "logicalBaseDpi": 96}]})");
  file.close();
  qputenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + config).toLocal8Bit());
  qputenv("QT_SCALE_FACTOR", "2");
  QApplication app(argc, argv);
  TestNewGameDialog test;
  return QTest::qExec(&test, argc, argv);
}

#include "tst_new_game_dialog.moc"
