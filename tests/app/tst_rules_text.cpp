// The rules help states every clause of RULES.md under its own id, in every language: a learner
// who follows a narration line's rule id (K-3, L-6.3) lands on that clause, translated.
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

#include "learn/Glossary.h"
#include "learn/RulesText.h"
#include "words/Languages.h"

namespace {

// The ids of RULES.md, one a line (tests/engine/rule_ids.txt): the common ground and every game.
QStringList ruleIds() {
  QFile file(QStringLiteral(BARAZA_RULE_IDS));
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
  QStringList ids;
  for (const QByteArray& line : file.readAll().split('\n'))
    if (!line.trimmed().isEmpty()) ids << QString::fromLatin1(line.trimmed());
  return ids;
}

// Clause id -> text, of every section.
QHash<QString, QString> clauseTexts() {
  QHash<QString, QString> texts;
  for (const RulesText::Section& section : RulesText::sections())
    for (const RulesText::Clause& clause : section.clauses) texts.insert(clause.id, clause.text);
  return texts;
}

}  // namespace

class TestRulesText : public QObject {
  Q_OBJECT

  Languages languages_;
  QHash<QString, QString> english_;

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(languages_.apply(QStringLiteral("en")));
    english_ = clauseTexts();
    QCOMPARE(ruleIds().size(), 47);
  }
  void cleanupTestCase() { languages_.apply(QStringLiteral("en")); }

  void everyClauseOnceAnchoredAndTranslated_data() {
    QTest::addColumn<QString>("language");
    for (const char* code : {"en", "sw", "ms", "gu", "pt", "fi"}) QTest::newRow(code) << QString(code);
  }
  void everyClauseOnceAnchoredAndTranslated() {
    QFETCH(QString, language);
    QVERIFY(languages_.apply(language));
    QHash<QString, int> count;
    for (const RulesText::Section& section : RulesText::sections())
      for (const RulesText::Clause& clause : section.clauses) {
        ++count[clause.id];
        QVERIFY2(!clause.text.isEmpty(), qPrintable(clause.id));
        if (language != QLatin1String("en") && !clause.id.startsWith(QLatin1String("glossary-")))
          QVERIFY2(clause.text != english_.value(clause.id),
                   qPrintable(QStringLiteral("%1 is not translated into %2").arg(clause.id, language)));
      }
    const QString html = RulesText::html();
    for (const QString& id : ruleIds()) {
      QVERIFY2(count.value(id) == 1, qPrintable(QStringLiteral("%1 has %2 clauses").arg(id).arg(count.value(id))));
      QVERIFY2(html.contains(QStringLiteral("name=\"%1\"").arg(id)), qPrintable(id));
    }
    for (const QString& notation : {QStringLiteral("moves"), QStringLiteral("records")})
      QCOMPARE(count.value(notation), 1);
  }

  // The help starts with an introduction that explains "Baraza's choice", then links to every
  // section; the games come in the order of the New game dialog and the Learn menu.
  void introductionAndContents_data() { everyClauseOnceAnchoredAndTranslated_data(); }
  void introductionAndContents() {
    QFETCH(QString, language);
    QVERIFY(languages_.apply(language));
    QStringList anchors;
    for (const RulesText::Section& section : RulesText::sections()) anchors << section.anchor;
    QCOMPARE(anchors,
             QStringList({"common", "notation", "kete", "kiswahili", "kigogo", "kingulu", "kimasai", "glossary"}));
    const QString html = RulesText::html();
    QVERIFY(html.startsWith(QStringLiteral("<p>") + RulesText::introduction()));
    // The introduction names "Baraza's choice" in the words of the clauses (C-4's bold "…:").
    const QRegularExpression choiceIn(QStringLiteral("<b>([^<]+):</b>"));
    const QRegularExpressionMatch choice = choiceIn.match(clauseTexts().value("C-4"));
    QVERIFY(choice.hasMatch());
    QVERIFY2(RulesText::introduction().contains(QStringLiteral("<b>%1</b>").arg(choice.captured(1))),
             qPrintable(choice.captured(1)));
    qsizetype at = -1;
    for (const QString& anchor : anchors) {
      const qsizetype link = html.indexOf(QStringLiteral("<a href=\"#%1\">").arg(anchor));
      QVERIFY2(link > at, qPrintable(anchor));
      QVERIFY(link < html.indexOf(QStringLiteral("name=\"%1\"").arg(anchor)));
      at = link;
    }
  }

  // A section's title and a word of the glossary are each one run of text: the anchor before
  // them does not give their first letter a format of its own, which splits a Gujarati consonant
  // from its vowel sign (a dotted circle on screen).
  void titlesAreOneRun_data() { everyClauseOnceAnchoredAndTranslated_data(); }
  void titlesAreOneRun() {
    QFETCH(QString, language);
    QVERIFY(languages_.apply(language));
    QTextDocument document;
    document.setHtml(RulesText::html());
    QHash<QString, QStringList> runsAfter;  // anchor -> the runs of text in its block
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
      QString anchor;
      QStringList runs;
      for (auto it = block.begin(); !it.atEnd(); ++it) {
        if (anchor.isEmpty() && !it.fragment().charFormat().anchorNames().isEmpty())
          anchor = it.fragment().charFormat().anchorNames().first();
        runs << it.fragment().text();
      }
      if (!anchor.isEmpty()) runsAfter.insert(anchor, runs);
    }
    for (const RulesText::Section& section : RulesText::sections()) {
      QVERIFY2(runsAfter.value(section.anchor).contains(section.title), qPrintable(section.title));
      if (section.anchor != QLatin1String("glossary")) continue;
      for (const Glossary::Entry& e : Glossary::entries())
        QVERIFY2(runsAfter.value("glossary-" + e.anchor).contains(e.term), qPrintable(e.term));
    }
  }

  void anchorOfARule_data() {
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("anchor");
    QTest::newRow("sub-point") << "L-6.3"
                               << "L-6";
    QTest::newRow("G-4.1") << "G-4.1"
                           << "G-4";
    QTest::newRow("clause") << "G-4"
                            << "G-4";
    QTest::newRow("C-5") << "C-5"
                         << "C-5";
    QTest::newRow("Z-8.2") << "Z-8.2"
                           << "Z-8";
    QTest::newRow("Z-12.1") << "Z-12.1"
                            << "Z-12";
    QTest::newRow("none") << ""
                          << "common";
  }
  void anchorOfARule() {
    QFETCH(QString, rule);
    QFETCH(QString, anchor);
    QCOMPARE(RulesText::anchorOf(rule), anchor);
  }
};

QTEST_MAIN(TestRulesText)
#include "tst_rules_text.moc"
