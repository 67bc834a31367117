// The rules' diagrams and the rules export: every diagram's move does what its caption says (the
// engine's trace decides), the pictures follow the seed colour, the rules window shows them under
// their clauses in the interface language, `--export-rules` writes every language's HTML and the
// Markdown, and docs/rules.md is that Markdown as it is now.
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTextDocumentFragment>

#include "baraza/notation.h"
#include "board/BoardModel.h"
#include "board/BoardView.h"
#include "fault_support.h"
#include "files/SafeSave.h"
#include "learn/DiagramPicture.h"
#include "learn/RuleDiagrams.h"
#include "learn/RulesBrowser.h"
#include "learn/RulesExport.h"
#include "learn/RulesText.h"
#include "scratch_settings.h"
#include "session/GameDocument.h"
#include "window/MainWindow.h"
#include "words/Languages.h"

using namespace baraza;

namespace {

QString nameOf(Variant variant, Square square) { return QString::fromStdString(squareName(variant, square)); }

QStringList ruleIds() {
  QFile file(QStringLiteral(BARAZA_SOURCE_DIR "/tests/engine/rule_ids.txt"));
  if (!file.open(QIODevice::ReadOnly)) return {};
  return QString::fromUtf8(file.readAll()).split(QRegularExpression("\\s+"), Qt::SkipEmptyParts);
}

QStringList clauseIds() {
  QStringList ids;
  for (const RulesText::Section& section : RulesText::sections())
    for (const RulesText::Clause& clause : section.clauses) ids.append(clause.id);
  return ids;
}

QString readText(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

}  // namespace

Q_DECLARE_METATYPE(RuleDiagram)

class TestRulesDiagrams : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(settingsDir_.use());  // suites run side by side: none sees another's settings
  }
  void init() { QSettings().clear(); }

  void enoughDiagrams() {
    const QList<RuleDiagram> diagrams = RuleDiagrams::all();
    QVERIFY2(diagrams.size() >= 12, qPrintable(QString::number(diagrams.size())));
    QHash<Variant, int> perGame;
    QSet<QString> names;
    for (const RuleDiagram& d : diagrams) {
      const Parsed<Position> position = parsePosition(d.position.toStdString());
      QVERIFY2(position, qPrintable(d.name + ": " + QString::fromStdString(position.error)));
      ++perGame[position.value->variant];
      QVERIFY2(!names.contains(d.name), qPrintable(d.name));
      names.insert(d.name);
      QVERIFY2(ruleIds().contains(d.ruleId), qPrintable(d.ruleId));
      QVERIFY(!d.caption.isEmpty());
    }
    for (Variant v : kAllVariants) QVERIFY2(perGame.value(v) >= 3, variantName(v).data());
  }

  // Each diagram's move is legal (or, where the caption says so, not), and its trace captures
  // exactly the holes the picture crosses out and the caption names, relays, makes the mtoto or
  // sets the mark the caption speaks of.
  void diagramDoesWhatItSays_data() {
    QTest::addColumn<RuleDiagram>("diagram");
    for (const RuleDiagram& d : RuleDiagrams::all()) QTest::newRow(qPrintable(d.name)) << d;
  }
  void diagramDoesWhatItSays() {
    QFETCH(RuleDiagram, diagram);
    const Position position = diagram.startPosition();
    const Variant v = position.variant;
    const std::optional<Trace> trace = diagram.trace();
    if (diagram.move.isEmpty()) {
      QVERIFY(!trace);
      QVERIFY(diagram.captured.isEmpty() && diagram.mtoto.isEmpty() && diagram.marked.isEmpty() &&
              diagram.stoppedAt.isEmpty() && diagram.dormant.isEmpty());
      return;
    }
    const Parsed<Move> move = parseMove(v, diagram.move.toStdString());
    QVERIFY2(move, qPrintable(diagram.move));
    QCOMPARE(Game(position).isLegal(*move.value), diagram.legal);
    QVERIFY(trace);
    if (!diagram.legal) {  // G-3: the first lap ends in an occupied hole of the mover's own row
      const Square end = firstLapEnd(*trace);
      QVERIFY(end != kNoSquare);
      QCOMPARE(ownerOf(v, end), position.toMove);
      QVERIFY(position.seeds(end) > 0);
      return;
    }
    QStringList marked;
    for (Square sq : DiagramPicture::captureMarks(*trace)) marked.append(nameOf(v, sq));
    QCOMPARE(marked, diagram.captured);
    QStringList captured, mtoto, markSet, dormant;
    QString stoppedAt;  // the last hole sown before an End the mark caused
    QString lastSown;
    int relays = 0;
    for (const TraceEvent& e : trace->events) {
      // The holes captured are the opponent's (a Kingulu capture also takes the capturing seed
      // out of the mover's own hole, G-4.2).
      if (e.kind == EventKind::Capture && ownerOf(v, e.square) != position.toMove) captured.append(nameOf(v, e.square));
      if (e.kind == EventKind::Lift && e.lap == baraza::Lap::Relay) ++relays;
      if (e.kind == EventKind::Mtoto) mtoto.append(nameOf(v, e.square));
      if (e.kind == EventKind::MarkSet) markSet.append(nameOf(v, e.square));
      if (e.kind == EventKind::NyumbaDormant) dormant.append(nameOf(v, e.square));
      if (e.kind == EventKind::Sow) lastSown = nameOf(v, e.square);
      if (e.kind == EventKind::End && e.reason == EndReason::Blocked) stoppedAt = lastSown;
    }
    QCOMPARE(captured, diagram.captured);
    QVERIFY2(relays >= diagram.relays, qPrintable(QString::number(relays)));
    QCOMPARE(mtoto, diagram.mtoto.isEmpty() ? QStringList() : QStringList{diagram.mtoto});
    QCOMPARE(markSet, diagram.marked.isEmpty() ? QStringList() : QStringList{diagram.marked});
    QCOMPARE(stoppedAt, diagram.stoppedAt);
    if (!diagram.stoppedAt.isEmpty()) QCOMPARE(nameOf(v, position.hiziZetu), diagram.stoppedAt);
    QCOMPARE(dormant, diagram.dormant.isEmpty() ? QStringList() : QStringList{diagram.dormant});
  }

  // The legend explains every kind of mark a diagram draws, and nothing else: the marks drawn by
  // all the diagrams together are exactly the legend's entries, one entry each. A position that
  // shows a mark of the board the legend does not explain (an existing mtoto) has no place in a
  // diagram; a hizi zetu (takasia) mark already set is drawn as the one a move sets.
  void legendExplainsEveryMark() {
    QSet<DiagramMark> explained;
    for (const RuleDiagrams::LegendEntry& entry : RuleDiagrams::legendEntries()) {
      QVERIFY2(!explained.contains(entry.mark), qPrintable("two legend entries for one mark: " + entry.text));
      QVERIFY(!entry.text.isEmpty());
      QVERIFY2(RuleDiagrams::legend().contains(entry.text), qPrintable(entry.text));
      explained.insert(entry.mark);
    }
    DiagramPicture pictures;
    QSet<DiagramMark> drawnByAll;
    for (const RuleDiagram& d : RuleDiagrams::all()) {
      QSet<DiagramMark> drawn;
      pictures.draw(d, RuleDiagrams::width(d.startPosition().variant), 1, &drawn);
      for (DiagramMark mark : drawn)
        QVERIFY2(explained.contains(mark),
                 qPrintable(
                     QStringLiteral("%1 draws mark %2, which the legend does not explain").arg(d.name).arg(int(mark))));
      drawnByAll.unite(drawn);
      const Position position = d.startPosition();
      QVERIFY2(position.mtoto == 0,
               qPrintable(d.name + ": its position shows a mtoto, which the legend does not explain"));
      if (position.hiziZetu != kNoSquare)
        QVERIFY2(drawn.contains(DiagramMark::HiziZetu), qPrintable(d.name + ": its mark is not drawn"));
    }
    for (DiagramMark mark : explained)
      QVERIFY2(drawnByAll.contains(mark),
               qPrintable(QStringLiteral("the legend explains mark %1, which no diagram draws").arg(int(mark))));
  }

  // A lap that may not end where it would (G-3) is not drawn as a capture: its picture has no
  // capture mark, and a capture's picture has no such lap.
  void lapNotAllowedIsNoCapture() {
    DiagramPicture pictures;
    for (const RuleDiagram& d : RuleDiagrams::all()) {
      QSet<DiagramMark> drawn;
      pictures.draw(d, RuleDiagrams::width(d.startPosition().variant), 1, &drawn);
      QCOMPARE(drawn.contains(DiagramMark::LapNotAllowed), !d.legal && !d.move.isEmpty());
      if (!d.legal) QVERIFY2(!drawn.contains(DiagramMark::Capture), qPrintable(d.name));
      QCOMPARE(drawn.contains(DiagramMark::Capture), !d.captured.isEmpty());
    }
  }

  // G-6: the seed a lap dropped just before its last moves into the new mtoto, and the picture
  // shows it moving (G-6-1: f2's seed into e2) wherever the move moves one, and nowhere else.
  void theSeedThatJoinsAMtotoIsDrawn() {
    DiagramPicture pictures;
    QStringList moving;
    for (const RuleDiagram& d : RuleDiagrams::all()) {
      const std::optional<Trace> trace = d.trace();
      bool movesASeed = false;
      if (trace && d.legal)
        for (const TraceEvent& e : trace->events) movesASeed |= e.kind == EventKind::MoveSeed;
      QSet<DiagramMark> drawn;
      pictures.draw(d, RuleDiagrams::width(d.startPosition().variant), 1, &drawn);
      QVERIFY2(drawn.contains(DiagramMark::SeedJoinsMtoto) == movesASeed, qPrintable(d.name));
      if (movesASeed) moving << d.name;
    }
    QVERIFY2(moving.contains(QStringLiteral("G-6-1")), qPrintable(moving.join(' ')));
  }

  // A clause's worked example is the move of the diagram under it: every hole the clause names
  // is one that diagram's move starts from, sows, captures or marks, in every language.
  void clauseExampleIsTheDiagramsMove_data() {
    QTest::addColumn<QString>("language");
    for (const char* code : {"en", "sw", "ms", "gu", "pt", "fi"}) QTest::newRow(code) << QString(code);
  }
  void clauseExampleIsTheDiagramsMove() {
    QFETCH(QString, language);
    Languages languages;
    QVERIFY(languages.apply(language));
    const QList<RulesText::Section> sections = RulesText::sections();
    QHash<QString, QString> texts;
    for (const RulesText::Section& section : sections)
      for (const RulesText::Clause& clause : section.clauses) texts.insert(clause.id, clause.text);
    const QRegularExpression squareName(QStringLiteral("(?<![A-Za-z0-9])([a-l][1-4])(?![0-9])"));
    const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    for (const RuleDiagram& d : RuleDiagrams::all()) {
      const std::optional<Trace> trace = d.trace();
      if (!trace) continue;
      const Variant v = trace->before.variant;
      QSet<QString> onTheMove;
      for (const TraceEvent& e : trace->events)
        if (e.square != kNoSquare) onTheMove.insert(nameOf(v, e.square));
      const QString clause = RuleDiagrams::hostClause(d.ruleId, sections);
      const QString text = QString(texts.value(clause)).remove(tag);
      for (auto it = squareName.globalMatch(text); it.hasNext();) {
        const QString named = it.next().captured(1);
        QVERIFY2(onTheMove.contains(named),
                 qPrintable(
                     QStringLiteral("%1 (%2) names %3, which %4 does not touch").arg(clause, language, named, d.name)));
      }
    }
    languages.apply(QStringLiteral("en"));
  }

  // Every count and letter readable: a seed count stays inside its pit, clear of the column
  // letter under it, at the rules' size (36-pixel holes) as on the window's board at 800×600 and
  // larger; and a diagram paints the counts and letters over its marks (rings, crosses).
  void countsClearOfLetters_data() {
    QTest::addColumn<int>("width");
    for (int width : {RuleDiagrams::width(Variant::Kigogo), 540, 760, 1400})
      QTest::newRow(qPrintable(QString::number(width))) << width;
  }
  void countsClearOfLetters() {
    QFETCH(int, width);
    Game game(*parsePosition("kigogo 2,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,0/0,2,2,2,2,2,2,2,2,2,2,2/"
                             "13,2,9,2,2,2,2,2,2,2,2,2 S")
                   .value);
    BoardModel model(game);
    BoardView view(&model);
    view.resize(width, view.heightForWidth(width));
    view.grab();  // laid out at that size, as a diagram is
    for (int column = 0; column < 12; ++column) {
      const Square sq = squareAt(Variant::Kigogo, column, 0);
      const QRectF count = view.countRect(sq);
      const QRectF letter = view.columnLetterRect(column);
      QVERIFY2(!count.intersects(letter), qPrintable(QStringLiteral("column %1").arg(column)));
      QVERIFY(count.bottom() <= view.pitRect(sq).bottom());
      QVERIFY(letter.top() > view.pitRect(sq).bottom());
      QVERIFY(letter.bottom() < view.boardRect().bottom());
    }
  }

  void seedColourShows() {
    const RuleDiagram diagram = RuleDiagrams::all().at(2);
    DiagramPicture pictures;
    const QImage natural = pictures.draw(diagram, 300, 1).toImage();
    pictures.setLook(SeedColour::Red, BoardWood::Light);
    const QImage red = pictures.draw(diagram, 300, 1).toImage();
    QCOMPARE(red.size(), natural.size());
    QVERIFY(red != natural);
    // Drawn at a scale of 2: twice the pixels, the same size on the screen.
    const QPixmap sharp = pictures.draw(diagram, 300, 2);
    QCOMPARE(sharp.width(), 600);
    QCOMPARE(sharp.deviceIndependentSize().toSize(), red.size());
  }

  // The rules window shows every diagram under its clause, in the language and the seed colour
  // of the moment, and draws them all well within 100 ms.
  void rulesWindowShowsDiagrams() {
    MainWindow window;
    window.show();
    window.findChild<QAction*>("rulesAction")->trigger();
    RulesBrowser* rules = window.rulesWindow();
    QVERIFY(rules);
    QCOMPARE(rules->diagramCount(), int(RuleDiagrams::all().size()));
    qInfo("%d diagrams drawn in %lld ms", rules->diagramCount(), static_cast<long long>(rules->lastDrawMs()));
    QVERIFY2(rules->lastDrawMs() < 400, qPrintable(QString::number(rules->lastDrawMs())));  // 100 ms on a quiet machine
    const QString html = rules->document()->toHtml();
    for (const RuleDiagram& d : RuleDiagrams::all()) {
      QVERIFY2(html.contains(QStringLiteral("diagram:%1").arg(d.name)), qPrintable(d.name));
      QVERIFY2(rules->toPlainText().contains(d.caption), qPrintable(d.name));
    }
    const QUrl url(QStringLiteral("diagram:K-4-1"));
    const QImage natural = rules->document()->resource(QTextDocument::ImageResource, url).value<QImage>();
    QVERIFY(!natural.isNull());
    Preferences preferences = window.preferences();
    preferences.seedColour = SeedColour::Black;
    window.applyPreferences(preferences);
    const QImage black = rules->document()->resource(QTextDocument::ImageResource, url).value<QImage>();
    QVERIFY(!black.isNull());
    QVERIFY(black != natural);
    const QString english = RuleDiagrams::all().at(2).caption;
    QVERIFY(window.switchLanguage("sw"));
    const QString swahili = RuleDiagrams::all().at(2).caption;
    QVERIFY2(swahili != english, "no Kiswahili caption");
    QVERIFY2(rules->toPlainText().contains(swahili), qPrintable(swahili));
    QVERIFY(window.switchLanguage("en"));
  }

  // The window opens no larger than the screen's available area, and on it (at a scale of 2 a
  // 720×640 window would not fit a 1600×1000 screen; the offscreen one is 800×600).
  void rulesWindowFitsTheScreen() {
    MainWindow window;
    window.show();
    window.findChild<QAction*>("rulesAction")->trigger();
    RulesBrowser* rules = window.rulesWindow();
    QVERIFY(rules);
    const QRect available = window.screen()->availableGeometry();
    QVERIFY2(available.contains(rules->frameGeometry()), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                                        .arg(rules->frameGeometry().x())
                                                                        .arg(rules->frameGeometry().y())
                                                                        .arg(rules->width())
                                                                        .arg(rules->height())));
    QVERIFY(rules->width() >= 400 && rules->height() >= 400);
  }

  // Esc and Ctrl+W close the rules window, as they close a help window elsewhere.
  void rulesWindowCloses_data() {
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::newRow("Esc") << int(Qt::Key_Escape) << int(Qt::NoModifier);
    QTest::newRow("Ctrl+W") << int(Qt::Key_W) << int(Qt::ControlModifier);
  }
  // The keys go where the keyboard is: F1 brings the rules window to the front with the keyboard
  // in it, also when it was open already behind the board.
  void rulesWindowCloses() {
    QFETCH(int, key);
    QFETCH(int, modifiers);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    for (int time = 0; time < 2; ++time) {  // opened, and open already
      QTest::keyClick(&window, Qt::Key_F1);
      QPointer<RulesBrowser> rules = window.rulesWindow();
      QVERIFY(rules && rules->isVisible());
      QTRY_VERIFY(QApplication::activeWindow() == rules);
      if (time == 0) {  // back to the board, the rules window left open behind it
        window.activateWindow();
        QTRY_VERIFY(QApplication::activeWindow() == &window);
        continue;
      }
      QWidget* keyboard = QApplication::focusWidget() ? QApplication::focusWidget() : QApplication::activeWindow();
      QTest::keyClick(keyboard, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
      QTRY_VERIFY(!rules || !rules->isVisible());
    }
  }

  // The contents' links lead to their sections; a change of language keeps the clause in view
  // where it was instead of going back to the top.
  void rulesWindowKeepsItsPlace() {
    MainWindow window;
    window.show();
    window.findChild<QAction*>("rulesAction")->trigger();
    RulesBrowser* rules = window.rulesWindow();
    QVERIFY(rules);
    QCOMPARE(rules->anchorInView(), QStringLiteral("kete"));  // F1 opens at the game on the board
    QVERIFY(rules->toPlainText().startsWith(QTextDocumentFragment::fromHtml(RulesText::introduction()).toPlainText()));
    rules->setSource(QUrl(QStringLiteral("#kigogo")));
    QTRY_COMPARE(rules->anchorInView(), QStringLiteral("kigogo"));
    rules->scrollToAnchor(QStringLiteral("L-8"));
    QCOMPARE(rules->anchorInView(), QStringLiteral("L-8"));
    for (const char* language : {"sw", "gu", "en"}) {
      QVERIFY(window.switchLanguage(language));
      QCOMPARE(rules->anchorInView(), QStringLiteral("L-8"));
    }
  }

  // The export, in process: every language's HTML with every clause as an anchor and the
  // diagrams in it; the Markdown with its pictures; docs/rules.md the same as this Markdown.
  void exportEveryLanguage() {
    QTemporaryDir dir;
    Languages languages;
    QElapsedTimer timer;
    timer.start();
    QCOMPARE(RulesExport::writeAll(dir.path(), languages), QString());
    qInfo("exported in %lld ms", static_cast<long long>(timer.elapsed()));
    QCOMPARE(languages.current(), QStringLiteral("en"));
    const QStringList ids = ruleIds();
    QVERIFY(ids.size() >= 30);
    QStringList withoutClause;
    for (const QString& id : ids)
      if (!clauseIds().contains(id)) withoutClause.append(id);
    for (const Language& language : Languages::all()) {
      const QString html = readText(dir.filePath(QStringLiteral("rules-%1.html").arg(language.code)));
      QVERIFY2(!html.isEmpty(), qPrintable(language.code));
      QVERIFY(html.contains(QStringLiteral("<html lang=\"%1\">").arg(language.code)));
      QVERIFY(html.contains(QStringLiteral("<meta charset=\"utf-8\">")));
      QVERIFY(html.contains(QStringLiteral("<style>")));
      QVERIFY2(html.count(QStringLiteral("<img src=\"data:image/png;base64,")) >= 8, qPrintable(language.code));
      for (const QString& id : clauseIds())
        QVERIFY2(html.contains(QStringLiteral("id=\"%1\"").arg(id)), qPrintable(language.code + " " + id));
      QStringList missing;
      for (const QString& id : ids)
        if (!html.contains(QStringLiteral("id=\"%1\"").arg(id))) missing.append(id);
      if (!withoutClause.isEmpty())
        QEXPECT_FAIL("", qPrintable("the rules help has no clause of its own yet for " + withoutClause.join(' ')),
                     Continue);
      QVERIFY2(missing.isEmpty(), qPrintable(language.code + ": no anchor for " + missing.join(' ')));
    }
    // Gujarati in its own script, Kiswahili in its own words.
    QVERIFY(readText(dir.filePath("rules-gu.html")).contains(QChar(0x0A97)));
    QVERIFY(readText(dir.filePath("rules-sw.html")) != readText(dir.filePath("rules-en.html")));
    const QString markdown = readText(dir.filePath("rules.md"));
    QVERIFY(!markdown.isEmpty());
    for (const RuleDiagram& d : RuleDiagrams::all()) {
      QVERIFY2(markdown.contains(QStringLiteral("(rules/%1.png)").arg(d.name)), qPrintable(d.name));
      QImage png(dir.filePath(QStringLiteral("rules/%1.png").arg(d.name)));
      QVERIFY2(!png.isNull(), qPrintable(d.name));
    }
    for (const QString& id : clauseIds()) QVERIFY2(markdown.contains(QStringLiteral("**%1**").arg(id)), qPrintable(id));
    // Kept in sync: the Markdown in docs is this one.
    const QString docs = readText(QStringLiteral(BARAZA_SOURCE_DIR "/docs/rules.md"));
    QVERIFY2(docs == markdown, "docs/rules.md differs from what the program exports: run tools/export-rules.sh");
    for (const RuleDiagram& d : RuleDiagrams::all())
      QVERIFY2(QFile::exists(QStringLiteral(BARAZA_SOURCE_DIR "/docs/rules/%1.png").arg(d.name)),
               qPrintable(d.name + ".png is missing from docs/rules: run tools/export-rules.sh"));
  }

  // The program itself: no window, exit status 0; a folder that cannot be made fails with a
  // message in the player's language.
  void exportCommand() {
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("XDG_CONFIG_HOME", dir.filePath("config"));  // none of the player's settings
    QProcess program;
    program.setProcessEnvironment(env);
    program.start(QStringLiteral(BARAZA_APP), {"--export-rules", dir.filePath("out")});
    QVERIFY(program.waitForFinished(60000));
    QCOMPARE(program.exitStatus(), QProcess::NormalExit);
    QVERIFY2(program.exitCode() == 0, program.readAllStandardError().constData());
    for (const Language& language : Languages::all())
      QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/rules-%1.html").arg(language.code))));
    QVERIFY(QFile::exists(dir.filePath("out/rules.md")));

    QFile blocker(dir.filePath("file"));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    env.insert("LANG", "sw_TZ.UTF-8");
    env.insert("LC_ALL", "sw_TZ.UTF-8");
    program.setProcessEnvironment(env);
    program.start(QStringLiteral(BARAZA_APP), {"--export-rules", dir.filePath("file/out")});
    QVERIFY(program.waitForFinished(60000));
    QVERIFY(program.exitCode() != 0);
    const QString error = QString::fromUtf8(program.readAllStandardError());
    QVERIFY2(error.contains(QStringLiteral("file")), qPrintable(error));
    Languages swahili;
    QVERIFY(swahili.install("sw"));
    const QString expected = RulesExport::tr("Cannot make the folder %1").section(QLatin1String("%1"), 0, 0).trimmed();
    QVERIFY2(expected != QLatin1String("Cannot make the folder"), "no Kiswahili translation");
    QVERIFY2(error.contains(expected), qPrintable(error));
  }

  // A full disk: the export says so, in the player's language (not "Unknown error" in the
  // language it was exporting when the disk filled), and the player's language is back.
  void exportOnAFullDisk() {
    QTemporaryDir dir;
    faults::Tmpfs tmpfs(dir.path(), 256);  // room for the folder, not for a document
    std::optional<faults::FileSizeLimit> limit;
    if (!tmpfs.mounted()) limit.emplace(64 * 1024);  // where mounting is not allowed
    Languages languages;
    QVERIFY(languages.install("sw"));
    const QString error = RulesExport::writeAll(dir.filePath("out"), languages);
    limit.reset();
    QCOMPARE(languages.current(), QStringLiteral("sw"));
    qInfo("%s", qPrintable(error));
    QVERIFY2(!error.contains("Unknown error"), qPrintable(error));
    const QString reason =
        tmpfs.mounted() ? SafeSave::tr("the disk is full") : SafeSave::tr("the file could not be written");
    QVERIFY2(reason != QLatin1String("the disk is full") && reason != QLatin1String("the file could not be written"),
             "no Kiswahili translation");
    QVERIFY2(error.contains(reason), qPrintable(error));
    languages.install("en");
  }

 private:
  ScratchSettings settingsDir_;
};

QTEST_MAIN(TestRulesDiagrams)
#include "tst_rules_diagrams.moc"
