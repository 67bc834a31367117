// A player's name is kept whatever it holds (issue #32): one with the characters a record treats
// as special ('#' starts a comment, '"' ends a value, '\' escapes) made the saved game and the
// unfinished game unreadable. Typed into the real New game dialog, it survives saving, the
// autosave after every move, Continue at the next start and opening the file, and the games play
// on. What a record cannot keep the dialog refuses, saying why, instead of cutting it.
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include "board/BoardView.h"
#include "scratch_settings.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"
#include "window/NewGameDialog.h"

using namespace baraza;

namespace {

const QString kSouth = QStringLiteral("Amina \"#1\" C:\\games\\");
const QString kNorth = QStringLiteral("{Juma} [#2]; \\\" \u00e9\u0a97 \U0001F600");

// Plays the first legal move once the window takes one, and waits until it is played.
void playAMove(MainWindow& w) {
  GameSession* c = w.controller();
  QTRY_VERIFY(c->acceptsInput());
  const std::size_t before = c->game().length();
  QVERIFY(c->playMove(c->game().legalMoves()[0]));
  QTRY_COMPARE(c->game().length(), before + 1);
}

void namesAre(MainWindow& w, const QString& south, const QString& north) {
  QCOMPARE(w.controller()->setup().nameOf(Side::South), south);
  QCOMPARE(w.controller()->setup().nameOf(Side::North), north);
  QVERIFY2(w.boardView()->panelText(Side::South).contains(south), qPrintable(w.boardView()->panelText(Side::South)));
  QVERIFY2(w.boardView()->panelText(Side::North).contains(north), qPrintable(w.boardView()->panelText(Side::North)));
}

// Clicks the button of `role` in the message box that is up, once one is.
bool answer(QMessageBox::ButtonRole role) {
  return QTest::qWaitFor([&] {
    for (QWidget* widget : QApplication::topLevelWidgets()) {
      auto* box = qobject_cast<QMessageBox*>(widget);
      if (!box || !box->isVisible()) continue;
      for (QAbstractButton* button : box->buttons()) {
        if (box->buttonRole(button) == role) {
          button->click();
          return true;
        }
      }
    }
    return false;
  });
}

QAbstractButton* startButton(NewGameDialog& dialog) {
  auto* buttons = dialog.findChild<QDialogButtonBox*>();
  for (QAbstractButton* button : buttons->buttons())
    if (buttons->buttonRole(button) == QDialogButtonBox::AcceptRole) return button;
  return nullptr;
}

}  // namespace

class TestNamesKept : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settings_.use());
    QSettings().setValue("language", "en");
    QSettings().setValue("view/speed", int(Pace::Speed::Instant));
  }
  void init() { removeUnfinishedGames(); }
  void cleanupTestCase() { removeUnfinishedGames(); }

  void aNameWithRecordCharactersIsKept() {
    QTemporaryDir folder;
    const QString path = folder.filePath("names.bao");
    {
      MainWindow w;
      w.show();
      // The New game dialog, filled in as a player does.
      bool filled = false;
      QTimer::singleShot(0, &w, [&] {
        auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        dialog->findChild<QToolButton*>("game-kingulu")->click();
        dialog->findChild<QComboBox*>("southPlayer")->setCurrentIndex(0);
        dialog->findChild<QComboBox*>("northPlayer")->setCurrentIndex(0);
        auto* south = dialog->findChild<QLineEdit*>("southName");
        auto* north = dialog->findChild<QLineEdit*>("northName");
        south->clear();
        north->clear();
        QTest::keyClicks(south, kSouth);
        north->insert(kNorth);  // as pasted: not every character has a key
        filled = south->text() == kSouth && north->text() == kNorth;
        dialog->accept();
      });
      w.findChild<QAction*>("newGameAction")->trigger();
      QVERIFY(filled);
      QCOMPARE(w.controller()->game().start().variant, Variant::Kingulu);
      namesAre(w, kSouth, kNorth);
      playAMove(w);
      playAMove(w);
      QTRY_VERIFY(QFile::exists(MainWindow::autosavePath()));  // kept after every move
      QVERIFY(w.saveRecord(path));
    }
    {  // The next start offers the unfinished game; continued, it has its names and plays on.
      MainWindow w;
      w.show();
      QVERIFY(answer(QMessageBox::AcceptRole));  // Continue
      QCOMPARE(w.controller()->game().length(), std::size_t(2));
      namesAre(w, kSouth, kNorth);
      playAMove(w);
    }
    removeUnfinishedGames();
    {  // The saved game opens with its names, and plays on from its end.
      MainWindow w;
      w.show();
      QVERIFY(w.openRecord(path));
      QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
      QCOMPARE(w.controller()->game().length(), std::size_t(2));
      namesAre(w, kSouth, kNorth);
      playAMove(w);
    }
  }

  // What a record cannot keep (a control character; more than the forty characters a name may
  // have) is refused with the reason, Start disabled until it is mended; nothing is cut off.
  void whatCannotBeKeptIsRefused_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("reason");
    QTest::newRow("control character") << QStringLiteral("Ami\x01na") << "control characters";
    QTest::newRow("forty-one characters") << QString(41, QLatin1Char('x')) << "at most 40 characters";
    QTest::newRow("forty, then spaces") << QString(40, QLatin1Char('x')) + "   " << QString();
    QTest::newRow("every printable character") << QStringLiteral("#\"\\{}[];'`~!") << QString();
  }
  void whatCannotBeKeptIsRefused() {
    QFETCH(QString, name);
    QFETCH(QString, reason);
    GameSetup current = twoPeople(Variant::Kete);
    NewGameDialog dialog(current);
    dialog.show();
    auto* field = dialog.findChild<QLineEdit*>("northName");
    field->setText(name);
    QCOMPARE(field->text(), name);  // nothing cut off
    auto* problem = dialog.findChild<QLabel*>("nameProblem");
    QVERIFY(problem);
    QAbstractButton* start = startButton(dialog);
    if (reason.isEmpty()) {
      QVERIFY(!problem->isVisible());
      QVERIFY(start->isEnabled());
      QCOMPARE(dialog.setup().nameOf(Side::North), name.simplified());
      return;
    }
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(reason), qPrintable(problem->text()));
    QVERIFY2(problem->text().contains("North"), qPrintable(problem->text()));  // whose name
    QVERIFY(!start->isEnabled());
    field->setText(QStringLiteral("Juma"));  // mended
    QVERIFY(!problem->isVisible());
    QVERIFY(start->isEnabled());
    // A computer's side has no name to refuse.
    field->setText(name);
    dialog.findChild<QComboBox*>("northPlayer")->setCurrentIndex(1);
    QVERIFY(!problem->isVisible());
    QVERIFY(start->isEnabled());
  }

 private:
  ScratchSettings settings_;
};

QTEST_MAIN(TestNamesKept)
#include "tst_names_kept.moc"
