// Issue #17: Qt's own dialogs speak the interface language in every language, also where Qt ships
// no catalogue (Kiswahili, Malay, Gujarati: the program's translations/qt_*.ts) and where it ships
// only a regional one (Portuguese: Qt's pt_BR). Driven through the real window offscreen.
#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QXmlStreamReader>
#include <memory>

#include "scratch_settings.h"
#include "window/MainWindow.h"

namespace {

QString plain(QString text) { return text.remove('&').trimmed(); }

// The Open game dialog the window shows, once it is on screen.
QFileDialog* shownOpenDialog() {
  QFileDialog* dialog = nullptr;
  (void)QTest::qWaitFor([&] {
    for (QWidget* w : QApplication::topLevelWidgets())
      if (w->objectName() == QLatin1String("openDialog") && w->isVisible()) dialog = qobject_cast<QFileDialog*>(w);
    return dialog != nullptr;
  });
  return dialog;
}

// What a player reads on the file dialog, each under the English text it has in English.
QMap<QString, QString> dialogTexts(QFileDialog* dialog) {
  QMap<QString, QString> texts;
  const auto label = [&](const char* name, const char* english) {
    if (auto* l = dialog->findChild<QLabel*>(name)) texts[english] = plain(l->text());
  };
  label("lookInLabel", "Look in:");
  label("fileNameLabel", "File name:");
  label("fileTypeLabel", "Files of type:");
  if (auto* box = dialog->findChild<QDialogButtonBox*>("buttonBox")) {
    if (QAbstractButton* b = box->button(QDialogButtonBox::Open)) texts["Open"] = plain(b->text());
    if (QAbstractButton* b = box->button(QDialogButtonBox::Cancel)) texts["Cancel"] = plain(b->text());
  }
  const auto tip = [&](const char* name, const char* english) {
    if (auto* b = dialog->findChild<QToolButton*>(name)) texts[english] = b->toolTip();
  };
  tip("backButton", "Back");
  tip("forwardButton", "Forward");
  tip("toParentButton", "Parent Directory");
  tip("newFolderButton", "Create New Folder");
  tip("listModeButton", "List View");
  tip("detailModeButton", "Detail View");
  if (auto* tree = dialog->findChild<QTreeView*>("treeView")) {
    const char* headers[] = {"Name", "Size", "Type", "Date Modified"};
    for (int column = 0; column < 4; ++column)
      texts[headers[column]] = tree->model()->headerData(column, Qt::Horizontal).toString();
  }
  return texts;
}

struct Message {
  QString context, source, translation, type;
};

QList<Message> readQtTs(const QString& code) {
  QList<Message> messages;
  QFile file(QStringLiteral(BARAZA_TRANSLATIONS_DIR "/qt_%1.ts").arg(code));
  if (!file.open(QIODevice::ReadOnly)) return messages;
  QXmlStreamReader xml(&file);
  QString context;
  Message current;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    if (xml.name() == QLatin1String("name")) {
      context = xml.readElementText();
    } else if (xml.name() == QLatin1String("source")) {
      current = Message{context, xml.readElementText(), {}, {}};
    } else if (xml.name() == QLatin1String("translation")) {
      current.type = xml.attributes().value("type").toString();
      current.translation = xml.readElementText();
      messages << current;
    }
  }
  return messages;
}

}  // namespace

class TestQtStrings : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());
    removeUnfinishedGames();
    window_ = std::make_unique<MainWindow>();
    window_->show();
  }
  void cleanupTestCase() { window_.reset(); }
  void cleanup() { QVERIFY(window_->switchLanguage("en")); }

  void openDialogSpeaksTheLanguage_data() {
    QTest::addColumn<QString>("code");
    for (const char* code : {"sw", "ms", "gu", "pt", "fi"}) QTest::newRow(code) << QString(code);
  }
  // Every text on the Open game dialog that the English one shows differs from the English.
  void openDialogSpeaksTheLanguage() {
    QFETCH(QString, code);
    QMap<QString, QString> english, translated;
    readOpenDialog("en", english);
    QCOMPARE(english.value("Look in:"), QString("Look in:"));  // the test reads the right widgets
    QCOMPARE(english.value("Open"), QString("Open"));
    QCOMPARE(english.size(), 15);
    readOpenDialog(code, translated);
    QCOMPARE(translated.keys(), english.keys());
    for (auto it = translated.cbegin(); it != translated.cend(); ++it) {
      QVERIFY2(!it.value().isEmpty(), qPrintable(it.key()));
      QVERIFY2(it.value() != it.key(), qPrintable(code + ": still English: " + it.key()));
    }
  }

  // The file list's sizes, types and dates too: "547 બાઇટ", not the system locale's "547 bytes".
  void sizesAndDatesInTheLanguage() {
    QTemporaryDir folder;
    QFile game(folder.filePath("game.bao"));
    QVERIFY(game.open(QIODevice::WriteOnly));
    game.write(QByteArray(547, 'x'));
    game.close();
    QSettings().setValue("files/folder", folder.path());
    QVERIFY(window_->switchLanguage("gu"));
    window_->findChild<QAction*>("openAction")->trigger();
    QFileDialog* dialog = shownOpenDialog();
    QVERIFY(dialog);
    auto* tree = dialog->findChild<QTreeView*>("treeView");
    QVERIFY(tree);
    QModelIndex row;
    const auto findGame = [&] {
      const QModelIndex first = tree->model()->index(0, 0, tree->rootIndex());
      return tree->model()->match(first, Qt::DisplayRole, "game.bao").value(0);
    };
    QTRY_VERIFY((row = findGame()).isValid());
    QCOMPARE(row.siblingAtColumn(1).data().toString(), QString("547 બાઇટ"));
    QCOMPARE(row.siblingAtColumn(2).data().toString(), QString("બાઓ રમત"));
    const QDateTime modified = QFileInfo(game).lastModified();
    QCOMPARE(row.siblingAtColumn(3).data().toString(), QLocale("gu").toString(modified, QLocale::ShortFormat));
    QPointer<QFileDialog> closing(dialog);
    dialog->reject();
    QTRY_VERIFY(!closing);
    QSettings().remove("files/folder");
  }

  void lineEditMenuSpeaksTheLanguage_data() { openDialogSpeaksTheLanguage_data(); }
  // The context menu of the New game dialog's name fields (any QLineEdit): Undo, Cut, Copy, Paste…
  void lineEditMenuSpeaksTheLanguage() {
    QFETCH(QString, code);
    QVERIFY(window_->switchLanguage(code));
    QLineEdit edit;
    const std::unique_ptr<QMenu> menu(edit.createStandardContextMenu());
    QStringList english{"Undo", "Redo", "Cut", "Copy", "Paste", "Delete", "Select All"};
    int seen = 0;
    for (QAction* a : menu->actions()) {
      if (a->isSeparator() || a->menu()) continue;
      ++seen;
      QVERIFY2(!english.contains(plain(a->text()).section('\t', 0, 0)), qPrintable(code + ": " + a->text()));
    }
    QVERIFY(seen >= 7);
  }

  // Issue #29: the menus and tooltips name the keys in the interface language ("Ctrl+Left" stayed
  // English in Kiswahili). Keys are named as Qt's own Finnish and Portuguese catalogues name them:
  // those without a word printed on them (the arrows) in the language, the printed ones (Ctrl,
  // Home, End, Esc) as printed.
  void keyNamesInTheLanguage_data() { openDialogSpeaksTheLanguage_data(); }
  void keyNamesInTheLanguage() {
    QFETCH(QString, code);
    const QKeySequence back(Qt::CTRL | Qt::Key_Left), forward(Qt::CTRL | Qt::Key_Right);
    QCOMPARE(back.toString(QKeySequence::NativeText), QStringLiteral("Ctrl+Left"));
    QVERIFY(window_->switchLanguage(code));
    const QString backInLanguage = back.toString(QKeySequence::NativeText);
    QVERIFY2(backInLanguage.startsWith(QLatin1String("Ctrl+")) && backInLanguage != QLatin1String("Ctrl+Left"),
             qPrintable(backInLanguage));
    QVERIFY2(forward.toString(QKeySequence::NativeText) != QLatin1String("Ctrl+Right"),
             qPrintable(forward.toString(QKeySequence::NativeText)));
    // What the menu item and the tooltip of Move back show.
    QAction* moveBack = window_->findChild<QAction*>("moveBackAction");
    QVERIFY2(moveBack->toolTip().endsWith(QStringLiteral("(%1)").arg(backInLanguage)), qPrintable(moveBack->toolTip()));
    QCOMPARE(moveBack->shortcut().toString(QKeySequence::NativeText), backInLanguage);
  }

  void catalogueComplete_data() {
    QTest::addColumn<QString>("code");
    for (const char* code : {"sw", "ms", "gu"}) QTest::newRow(code) << QString(code);
  }
  // The program's own Qt catalogues: every message finished, accelerators and place markers kept.
  void catalogueComplete() {
    QFETCH(QString, code);
    const QList<Message> messages = readQtTs(code);
    QVERIFY(messages.size() >= 100);
    for (const Message& m : messages) {
      const QString where = code + " " + m.context + ": " + m.source;
      QVERIFY2(m.type.isEmpty() && !m.translation.isEmpty(), qPrintable("unfinished: " + where));
      QCOMPARE_EQ(m.translation.contains('&'), m.source.contains('&'));
      QCOMPARE_EQ(m.translation.contains("%1"), m.source.contains("%1"));
      QCOMPARE_EQ(m.translation.count('\n'), m.source.count('\n'));
    }
  }

  // The compiled catalogues are in the program's resources and installed with the language.
  void catalogueIsLoaded() {
    for (const char* code : {"sw", "ms", "gu"}) {
      QVERIFY(window_->switchLanguage(code));
      QVERIFY2(QCoreApplication::translate("QFileDialog", "Look in:") != "Look in:", code);
      QVERIFY2(QCoreApplication::translate("QPlatformTheme", "Cancel") != "Cancel", code);
    }
  }

 private:
  // Opens Open game in `code` as a player does (File > Open), reads it and closes it.
  void readOpenDialog(const QString& code, QMap<QString, QString>& texts) {
    QVERIFY(window_->switchLanguage(code));
    window_->findChild<QAction*>("openAction")->trigger();
    QFileDialog* dialog = shownOpenDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->testOption(QFileDialog::DontUseNativeDialog));
    texts = dialogTexts(dialog);
    QPointer<QFileDialog> closing(dialog);
    dialog->reject();
    QTRY_VERIFY(!closing);
  }

  ScratchSettings settingsDir_;
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(TestQtStrings)
#include "tst_qt_strings.moc"
