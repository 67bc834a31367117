// Issue #5: every .ts file is complete, nothing in the sources is missing from them, and after
// switching to each language every visible text of the window and its dialogs is translated.
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMap>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>

#include "scratch_settings.h"
#include "session/GameSession.h"
#include "window/MainWindow.h"
#include "window/NewGameDialog.h"
#include "words/Languages.h"

namespace {

struct Entry {
  QString source;
  QString translation;
  QString type;
};

QList<Entry> readTs(const QString& path) {
  QList<Entry> entries;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return entries;
  QXmlStreamReader xml(&file);
  Entry current;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    if (xml.name() == QLatin1String("source")) {
      current = Entry{xml.readElementText(), {}, {}};
    } else if (xml.name() == QLatin1String("translation")) {
      current.type = xml.attributes().value("type").toString();
      current.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);  // plurals too
      entries << current;
    }
  }
  return entries;
}

// The plural messages of a .ts file: their sources and their finished forms.
QMap<QString, QStringList> readPlurals(const QString& path) {
  QMap<QString, QStringList> plurals;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return plurals;
  QXmlStreamReader xml(&file);
  bool numerus = false;
  QString context, source;  // keyed "context: source": a form in another context is never used
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    if (xml.name() == QLatin1String("name")) {
      context = xml.readElementText();
    } else if (xml.name() == QLatin1String("message")) {
      numerus = xml.attributes().value("numerus") == QLatin1String("yes");
    } else if (xml.name() == QLatin1String("source")) {
      source = context + QStringLiteral(": ") + xml.readElementText();
    } else if (xml.name() == QLatin1String("translation") && numerus) {
      QStringList& forms = plurals[source];
      if (!xml.attributes().value("type").isEmpty()) forms << QString();  // unfinished: caught below
    } else if (xml.name() == QLatin1String("numerusform") && numerus) {
      plurals[source] << xml.readElementText();
    }
  }
  return plurals;
}

QString tsPath(const QString& code) { return QStringLiteral(BARAZA_TRANSLATIONS_DIR "/baraza_%1.ts").arg(code); }

QString plain(QString text) { return text.remove('&'); }

// Every text a player can see on the window: actions, menus, docks, labels, buttons, combo items.
QStringList visibleTexts(QWidget* root) {
  QStringList texts;
  for (QAction* a : root->findChildren<QAction*>()) {
    if (!a->text().isEmpty() && !a->isSeparator()) texts << plain(a->text());
    if (!a->toolTip().isEmpty() && a->toolTip() != a->text()) texts << a->toolTip();
  }
  for (QMenu* m : root->findChildren<QMenu*>()) texts << plain(m->title());
  for (QDockWidget* d : root->findChildren<QDockWidget*>()) texts << d->windowTitle();
  for (QLabel* l : root->findChildren<QLabel*>())
    if (!l->text().isEmpty()) texts << plain(l->text());
  for (QAbstractButton* b : root->findChildren<QAbstractButton*>())
    if (!b->text().isEmpty()) texts << plain(b->text());
  for (QComboBox* c : root->findChildren<QComboBox*>())
    for (int i = 0; i < c->count(); ++i) texts << c->itemText(i);
  if (!root->windowTitle().isEmpty()) texts << root->windowTitle();
  return texts;
}

}  // namespace

class TestTranslations : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());  // suites run side by side: none sees another's settings
  }
  void init() { removeUnfinishedGames(); }

  void languages_data() {
    QTest::addColumn<QString>("code");
    for (const Language& l : Languages::all())
      if (l.code != "en") QTest::newRow(qPrintable(l.code)) << l.code;
  }

  // No entry unfinished, empty, obsolete or vanished.
  void complete_data() { languages_data(); }
  void complete() {
    QFETCH(QString, code);
    const QList<Entry> entries = readTs(tsPath(code));
    QVERIFY(entries.size() > 50);
    for (const Entry& e : entries) {
      QVERIFY2(e.type.isEmpty(), qPrintable(QString("%1 entry for '%2'").arg(e.type, e.source)));
      QVERIFY2(!e.translation.trimmed().isEmpty(), qPrintable("empty translation of " + e.source));
    }
  }

  // English's catalogue holds only its plurals, by hand: every plural of the sources is in it, in
  // a singular and a plural form ("%n seed", "%n seeds"), or the English window says "1 seeds".
  void englishHasEveryPlural() {
    const QMap<QString, QStringList> english = readPlurals(tsPath("en"));
    const QMap<QString, QStringList> sources = readPlurals(tsPath("sw"));  // complete, by complete()
    QVERIFY(sources.size() > 5);
    for (auto it = sources.begin(); it != sources.end(); ++it) {
      const QStringList forms = english.value(it.key());
      QVERIFY2(forms.size() == 2 && !forms.contains(QString()), qPrintable("not in baraza_en.ts: " + it.key()));
      QVERIFY2(it.key().endsWith(QStringLiteral(": ") + forms[1]),
               qPrintable("the plural form is the source: " + forms[1]));
    }
    for (auto it = english.begin(); it != english.end(); ++it)
      QVERIFY2(sources.contains(it.key()), qPrintable("no longer in the sources: " + it.key()));
  }

  // A shortcut letter (after "&") keeps its vowel sign: Qt draws the underlined letter on its
  // own, so in Gujarati "&\u0aa4\u0abe" would show the vowel sign apart, on a dotted circle.
  void mnemonicsKeepClusters_data() { languages_data(); }
  void mnemonicsKeepClusters() {
    QFETCH(QString, code);
    for (const Entry& e : readTs(tsPath(code))) {
      const qsizetype amp = e.translation.indexOf('&');
      if (amp < 0 || amp + 2 >= e.translation.size() || e.translation.at(amp + 1) == '&') continue;
      QVERIFY2(!e.translation.at(amp + 2).isMark(), qPrintable(e.translation));
    }
  }

  // lupdate over the sources adds nothing: every tr() string is already in the files.
  void nothingMissing() {
    QTemporaryDir dir;
    const QString copy = dir.filePath("check.ts");
    QVERIFY(QFile::copy(tsPath("sw"), copy));
    QProcess lupdate;
    lupdate.start(BARAZA_LUPDATE,
                  {"-no-obsolete", "-locations", "none", "-recursive", BARAZA_APP_SOURCE_DIR, "-ts", copy});
    QVERIFY(lupdate.waitForFinished(60000));
    QCOMPARE(lupdate.exitCode(), 0);
    for (const Entry& e : readTs(copy))
      QVERIFY2(e.type != "unfinished", qPrintable("not in the .ts files: " + e.source));
  }

  // After switching, no English is left where a translation exists.
  void windowIsTranslated_data() { languages_data(); }
  void windowIsTranslated() {
    QFETCH(QString, code);
    QSet<QString> sameInBothLanguages;  // names, "Safari", "Normal" in Portuguese, ...
    for (const Entry& e : readTs(tsPath(code)))
      if (plain(e.translation) == plain(e.source)) sameInBothLanguages << plain(e.source);
    MainWindow w;
    w.show();
    QVERIFY(w.switchLanguage("en"));
    NewGameDialog dialog(w.controller()->setup(), &w);
    const QStringList english = visibleTexts(&w) + visibleTexts(&dialog);
    QVERIFY(w.switchLanguage(code));
    QApplication::processEvents();
    const QStringList translated = visibleTexts(&w) + visibleTexts(&dialog);
    QCOMPARE(translated.size(), english.size());
    QSet<QString> languageNames;
    for (const Language& l : Languages::all()) languageNames << l.nativeName;
    int checked = 0;
    for (int i = 0; i < english.size(); ++i) {
      const QString& en = english[i];
      // A numbered entry (a lesson in the Learn menu, "5. Safari") is judged by its text.
      const QString unnumbered = QString(en).remove(QRegularExpression("^\\d+\\. "));
      if (languageNames.contains(en) || sameInBothLanguages.contains(unnumbered) || en.contains("Baraza — Bao"))
        continue;
      // A text of several lines (a game's name over its few words) is judged line by line.
      const QStringList lines = en.split(QLatin1Char('\n'));
      if (lines.size() > 1 && std::all_of(lines.begin(), lines.end(),
                                          [&](const QString& line) { return sameInBothLanguages.contains(line); }))
        continue;
      if (en.isEmpty() || !en.contains(QRegularExpression("[A-Za-z]{3}"))) continue;  // numbers, move notation
      if (QRegularExpression("^\\d+\\. [a-l]\\d").match(en).hasMatch()) continue;     // the move list
      QVERIFY2(translated[i] != en, qPrintable(QString("still English in %1: %2").arg(code, en)));
      ++checked;
    }
    QVERIFY(checked > 30);
    w.switchLanguage("en");
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
