// Issue #30: one word for one idea in every language. docs/terms.md lists, per language, the word
// for each idea of the games and the words that are *not* the word for it; every translation in
// translations/baraza_<lang>.ts is read against it. A word that is the right one for another idea
// (Kiswahili "mchezo", the game) may stand only as often as the English text names that idea.
// The games' own words (kuu, mtoto, …) stay in every translation where the English uses them.
#include <QFile>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

namespace {

// A word of the table as a pattern: whole words, any case; "mchezo*" takes any ending, "*kamat*"
// any beginning too; a phrase matches with any spaces. A letter is any letter, mark or digit
// (Gujarati's vowel signs are marks).
QRegularExpression wordPattern(QString word) {
  const bool anyEnding = word.endsWith(QLatin1Char('*'));
  if (anyEnding) word.chop(1);
  const bool anyBeginning = word.startsWith(QLatin1Char('*'));
  if (anyBeginning) word.remove(0, 1);
  const QString letter = QStringLiteral("[\\p{L}\\p{M}\\p{N}_]");
  QString body = QRegularExpression::escape(word.trimmed());
  body.replace(QStringLiteral("\\ "), QStringLiteral("\\s+"));
  const QString before = QStringLiteral("(?<!%1)").arg(letter) + (anyBeginning ? letter + "*" : QString());
  const QString after = anyEnding ? letter + "*" : QStringLiteral("(?!%1)").arg(letter);
  return QRegularExpression(before + body + after,
                            QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

int occurrences(const QRegularExpression& pattern, const QString& text) {
  int n = 0;
  for (auto it = pattern.globalMatch(text); it.hasNext(); it.next()) ++n;
  return n;
}

// What a reader reads: no markup, no shortcut marks.
QString readable(QString text) {
  static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
  static const QRegularExpression mnemonic(QStringLiteral("&(?=[^&\\s])"));
  return text.replace(tag, QStringLiteral(" ")).remove(mnemonic);
}

struct WrongWord {
  QString idea;              // the idea it is not the word for
  QString word;              // as the table writes it
  QRegularExpression match;  //
  QStringList belongsTo;     // the ideas it is the word for, if any
};

struct KeptWord {
  QString word;
  QList<QRegularExpression> forms;  // the Swahili word, its Gujarati spelling, other forms
};

struct Terms {
  QHash<QString, QList<QRegularExpression>> english;  // idea -> how the English names it
  QHash<QString, QList<WrongWord>> wrong;             // language -> its wrong words
  QList<KeptWord> kept;
};

QStringList cellsOf(const QString& line) {
  QStringList cells = line.trimmed().split(QLatin1Char('|'));
  if (cells.size() >= 2) cells = cells.mid(1, cells.size() - 2);
  for (QString& cell : cells) cell = cell.trimmed();
  return cells;
}

QStringList quoted(const QString& cell) {
  static const QRegularExpression inBackticks(QStringLiteral("`([^`]+)`"));
  QStringList words;
  for (auto it = inBackticks.globalMatch(cell); it.hasNext();) words << it.next().captured(1);
  return words;
}

// docs/terms.md: "## The ideas…" (idea | English words), "## Words kept in Swahili" (word |
// Gujarati | also written), and one "## <language> (<code>)" section per translation
// (idea | term | not the term).
Terms readTerms(const QString& path) {
  Terms terms;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return terms;
  static const QRegularExpression languageHeading(QStringLiteral("^## .*\\((\\w\\w)\\)\\s*$"));
  static const QRegularExpression wrongEntry(QStringLiteral("`([^`]+)`(?:\\s*\\(=\\s*([^)]*)\\))?"));
  enum class Section { Other, Ideas, Kept, Language } section = Section::Other;
  QString language;
  bool header = false;  // the table's first row names its columns
  for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
    if (line.startsWith(QLatin1String("## "))) {
      const QRegularExpressionMatch heading = languageHeading.match(line);
      section = line.startsWith(QLatin1String("## The ideas"))    ? Section::Ideas
                : line.startsWith(QLatin1String("## Words kept")) ? Section::Kept
                : heading.hasMatch()                              ? Section::Language
                                                                  : Section::Other;
      language = heading.captured(1);
      header = true;
      continue;
    }
    if (!line.startsWith(QLatin1Char('|')) || line.startsWith(QLatin1String("|---"))) continue;
    if (header) {
      header = false;
      continue;
    }
    const QStringList cells = cellsOf(line);
    if (section == Section::Ideas && cells.size() >= 2) {
      for (const QString& word : quoted(cells[1])) terms.english[cells[0]] << wordPattern(word);
    } else if (section == Section::Kept && cells.size() >= 3) {
      KeptWord kept;
      for (const QString& word : quoted(cells[0]) + quoted(cells[1]) + quoted(cells[2])) {
        if (kept.word.isEmpty()) kept.word = word;
        kept.forms << wordPattern(word.endsWith(QLatin1Char('*')) ? word : word + QLatin1Char('*'));
      }
      if (!kept.word.isEmpty()) terms.kept << kept;
    } else if (section == Section::Language && cells.size() >= 3) {
      for (auto it = wrongEntry.globalMatch(cells[2]); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QStringList belongsTo;
        for (const QString& idea : m.captured(2).split(QLatin1Char(','), Qt::SkipEmptyParts))
          belongsTo << idea.trimmed();
        terms.wrong[language] << WrongWord{cells[0], m.captured(1), wordPattern(m.captured(1)), belongsTo};
      }
    }
  }
  return terms;
}

struct Message {
  QString context;
  QString source;
  QStringList translations;  // one, or a plural's forms
};

QList<Message> readTs(const QString& path) {
  QList<Message> messages;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return messages;
  QXmlStreamReader xml(&file);
  QString context;
  Message current;
  bool numerus = false;
  while (!xml.atEnd()) {
    xml.readNext();
    if (xml.isEndElement() && xml.name() == QLatin1String("message")) messages << current;
    if (!xml.isStartElement()) continue;
    if (xml.name() == QLatin1String("name")) {
      context = xml.readElementText();
    } else if (xml.name() == QLatin1String("message")) {
      current = Message{context, {}, {}};
      numerus = xml.attributes().value("numerus") == QLatin1String("yes");
    } else if (xml.name() == QLatin1String("source")) {
      current.source = xml.readElementText();
    } else if (xml.name() == QLatin1String("translation") && !numerus) {
      current.translations << xml.readElementText();
    } else if (xml.name() == QLatin1String("numerusform")) {
      current.translations << xml.readElementText();
    }
  }
  return messages;
}

QString tsPath(const QString& code) { return QStringLiteral(BARAZA_TRANSLATIONS_DIR "/baraza_%1.ts").arg(code); }

// The wrong words `translation` uses, each said with the message it is in.
QStringList wrongWordsIn(const Terms& terms, const QString& language, const Message& message,
                         const QString& translation) {
  QStringList found;
  const QString english = readable(message.source);
  const QString text = readable(translation);
  for (const WrongWord& wrong : terms.wrong.value(language)) {
    const int used = occurrences(wrong.match, text);
    if (used == 0) continue;
    int allowed = 0;
    for (const QString& idea : wrong.belongsTo)
      for (const QRegularExpression& name : terms.english.value(idea)) allowed += occurrences(name, english);
    if (used > allowed)
      found << QStringLiteral("[%1] \"%2\" for %3%4:\n    %5\n    %6")
                   .arg(message.context, wrong.word, wrong.idea,
                        wrong.belongsTo.isEmpty() ? QString()
                                                  : QStringLiteral(" (%1 times, the English names %2 %3 times)")
                                                        .arg(used)
                                                        .arg(wrong.belongsTo.join(QLatin1Char('/')))
                                                        .arg(allowed),
                        english, text);
  }
  return found;
}

const QStringList kLanguages{"sw", "ms", "gu", "pt", "fi"};

}  // namespace

class TestTerminology : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    terms_ = readTerms(QStringLiteral(BARAZA_TERMS));
    QVERIFY2(terms_.english.size() >= 20, "docs/terms.md: the ideas' table");
    QVERIFY2(terms_.kept.size() >= 10, "docs/terms.md: the words kept in Swahili");
    for (const QString& language : kLanguages)
      QVERIFY2(!terms_.wrong.value(language).isEmpty(), qPrintable("docs/terms.md: no table for " + language));
    // Every idea a wrong word is said to belong to is one the English names.
    for (const QString& language : kLanguages)
      for (const WrongWord& wrong : terms_.wrong.value(language))
        for (const QString& idea : wrong.belongsTo)
          QVERIFY2(terms_.english.contains(idea), qPrintable(language + ": no such idea: " + idea));
  }

  void languages_data() {
    QTest::addColumn<QString>("language");
    for (const QString& language : kLanguages) QTest::newRow(qPrintable(language)) << language;
  }

  // No translation uses a word the table lists as not the word for its idea.
  void noWrongWord_data() { languages_data(); }
  void noWrongWord() {
    QFETCH(QString, language);
    const QList<Message> messages = readTs(tsPath(language));
    QVERIFY(messages.size() > 100);
    QStringList found;
    for (const Message& message : messages)
      for (const QString& translation : message.translations)
        found << wrongWordsIn(terms_, language, message, translation);
    QVERIFY2(
        found.isEmpty(),
        qPrintable(QStringLiteral("%1 wrong words in baraza_%2.ts (docs/terms.md):\n").arg(found.size()).arg(language) +
                   found.join(QLatin1Char('\n'))));
  }

  // The games' own words stay: where the English says kuu (mtoto, hizi zetu, …), the translation
  // says it too, as often (in Gujarati script, or inflected as the table allows).
  void gameWordsKept_data() { languages_data(); }
  void gameWordsKept() {
    QFETCH(QString, language);
    QStringList missing;
    for (const Message& message : readTs(tsPath(language))) {
      const QString english = readable(message.source);
      for (const KeptWord& kept : terms_.kept) {
        const int named = occurrences(kept.forms.first(), english);
        if (named == 0) continue;
        for (const QString& translation : message.translations) {
          int kept_ = 0;
          for (const QRegularExpression& form : kept.forms) kept_ += occurrences(form, readable(translation));
          if (kept_ < named)
            missing << QStringLiteral("[%1] %2:\n    %3\n    %4").arg(message.context, kept.word, english, translation);
        }
      }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("a game's word left out in baraza_%1.ts:\n").arg(language) +
                                           missing.join(QLatin1Char('\n'))));
  }

  // The check finds a wrong word planted in a real translation, and only where it is wrong:
  // Kiswahili "mchezo" (the game) for a move in K-3's caption, whose English says "move" and
  // never "game"; "mchezo" where the English says "game" stands.
  void findsAPlantedWrongWord() {
    const QList<Message> messages = readTs(tsPath("sw"));
    const auto found = std::find_if(messages.begin(), messages.end(), [](const Message& m) {
      return m.context == QLatin1String("RuleDiagrams") && m.source.startsWith(QLatin1String("South sows d1"));
    });
    QVERIFY(found != messages.end());
    const Message caption = *found;
    QVERIFY(caption.translations.first().contains(QLatin1String("hatua")));
    QCOMPARE(wrongWordsIn(terms_, "sw", caption, caption.translations.first()), QStringList());
    QString planted = caption.translations.first();
    planted.replace(QLatin1String("hatua"), QLatin1String("mchezo"));
    const QStringList caught = wrongWordsIn(terms_, "sw", caption, planted);
    QCOMPARE(caught.size(), 1);
    QVERIFY2(caught.first().contains(QLatin1String("\"mchezo*\" for move")), qPrintable(caught.first()));
    Message aboutTheGame = caption;
    aboutTheGame.source += QLatin1String(" The game goes on.");
    QCOMPARE(wrongWordsIn(terms_, "sw", aboutTheGame, planted), QStringList());
    // Kiswahili puts its prefixes on the verb: "kamata" for a capture is caught inside "zinakamatwa".
    Message capture = caption;
    capture.translations = {QStringLiteral("h3 na h4 zinakamatwa.")};
    QCOMPARE(wrongWordsIn(terms_, "sw", capture, capture.translations.first()).size(), 1);
  }

 private:
  Terms terms_;
};

QTEST_GUILESS_MAIN(TestTerminology)
#include "tst_terminology.moc"
