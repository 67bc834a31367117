// Baraza: the desktop program. `baraza [FILE.bao]` opens a record (a file manager's double
// click), asking first what Game → Open asks. Options for maintainers:
//   --screenshot FILE --game NAME [--plies N] [--lang CODE] [--size WxH]   save a PNG and exit
//   --screenshot FILE --game NAME --plies N --computer --back M             ...looking back against the computer
//   --screenshot FILE --open GAME.bao [--ply P] --events N                  ...of a replay
//   --screenshot X --open GAME.bao --ply P --frames DIR                     a PNG per event of move P+1
//   --screenshot FILE --game NAME --new-game [--lang CODE]                  ...of the new-game dialog
//   --screenshot FILE --settings [--lang CODE]                              ...of the settings dialog
//   --screenshot FILE --game NAME [--plies N] --setup [--lang CODE] [--size WxH]  ...of the position editor
//   --screenshot FILE --open-dialog FOLDER [--lang CODE]                    ...of the Open game dialog
//   --screenshot FILE --game NAME [--turned] [--clock SECONDS]              ...turned, on the clock
//   --screenshot FILE --game NAME --seeds red|black [--wood dark]           ...with seeds of that colour
//   --screenshot FILE --rules [--rules-anchor ID] [--lang CODE] [--size WxH] ...of the rules help at a clause
//   --screenshot FILE --lesson ID [--lesson-try MOVE] [--lang CODE]         ...of a lesson, a try explained
//   --screenshot FILE --open GAME.bao --ply P --glossary-tip                ...with a word explained
//   --screenshot FILE --game NAME --plies N --analysis [--seconds S]         ...with the analysis pane, S seconds in
//   --screenshot FILE --open GAME.bao --ply P --review                      ...of a game analysed move by move
//   --paint-benchmark [--game NAME]                                         time board frames
//   --export-rules DIR                                                      the rules as HTML and Markdown files
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QListWidget>
#include <QPainter>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QToolTip>
#include <cstdio>
#include <random>
#include <string_view>

#include "analysis/AnalysisPane.h"
#include "analysis/GameReview.h"
#include "baraza/notation.h"
#include "baraza/version.h"
#include "board/BoardView.h"
#include "files/Autosave.h"
#include "learn/Glossary.h"
#include "learn/LessonPane.h"
#include "learn/RulesBrowser.h"
#include "learn/RulesExport.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"
#include "window/NewGameDialog.h"
#include "window/SettingsDialog.h"
#include "window/SetupDialog.h"
#include "window/StoredSetup.h"
#include "words/Languages.h"

using namespace baraza;

namespace {

// Plays `plies` moves chosen at random with a fixed seed, so a screenshot shows a game in progress.
void playRandomPlies(MainWindow& window, int plies) {
  std::mt19937 random(7);
  for (int i = 0; i < plies && !window.controller()->game().result().over(); ++i) {
    const MoveList legal = window.controller()->game().legalMoves();
    window.controller()->playMove(legal[random() % legal.size()]);
  }
}

// One picture per event of the next move, frame-000.png, ... (for the README's animation).
int saveFrames(MainWindow& window, const QString& folder) {
  GameSession* game = window.controller();
  const std::size_t ply = game->game().point().ply;
  int frame = 0;
  do {
    QApplication::processEvents();
    const QString path = QStringLiteral("%1/frame-%2.png").arg(folder).arg(frame++, 3, 10, QLatin1Char('0'));
    if (!window.grab().save(path)) {
      qCritical("could not write %s", qPrintable(path));
      return 1;
    }
    if (game->game().point().ply > ply) break;  // the move is complete, and shown
    game->stepEvent(true);
  } while (frame < 2000);
  return 0;
}

// A lesson from the Learn menu and, if given, the learner's try, played and judged.
bool startLesson(MainWindow& window, const QString& id, const QString& tried) {
  const int index = window.lessonPane()->indexOf(id);
  if (index < 0) {
    qCritical("unknown lesson '%s'", qPrintable(id));
    return false;
  }
  window.startLesson(index);
  if (tried.isEmpty()) return true;
  GameSession* game = window.controller();
  const Parsed<Move> move = parseMove(game->game().start().variant, tried.toStdString());
  if (!move || !game->playMove(*move.value)) {
    qCritical("'%s' is no move of lesson %s", qPrintable(tried), qPrintable(id));
    return false;
  }
  QElapsedTimer working;  // a move's position is worked out in the background
  working.start();
  const std::size_t past = window.lessonPane()->lessons()[std::size_t(index)].pastMoves();
  while ((game->isWorking() || game->game().point().ply <= past) && working.elapsed() < 10000)
    QApplication::processEvents(QEventLoop::AllEvents, 50);
  return true;
}

// The window with the tooltip of the first narration line that explains one of the games'
// words, as a player who rests the mouse on it sees it (the tooltip is a window of its own).
QPixmap withGlossaryTip(MainWindow& window) {
  QPixmap shot = window.grab();
  auto* story = window.findChild<QListWidget*>(QStringLiteral("narration"));
  for (int row = 0; story && row < story->count(); ++row) {
    QListWidgetItem* item = story->item(row);
    if (Glossary::explain(item->text()).isEmpty()) continue;
    const QRect line = story->visualItemRect(item);
    const QPoint at = story->viewport()->mapToGlobal(line.center());
    QToolTip::showText(at, item->toolTip(), story->viewport(), line);
    QApplication::processEvents();
    for (QWidget* tip : QApplication::topLevelWidgets()) {
      if (!tip->inherits("QTipLabel") || !tip->isVisible()) continue;
      // Where Qt puts a tooltip, just below the pointer, kept inside the window (the offscreen
      // screen is smaller than the window, so the tooltip's own position is not it).
      QPoint place = window.mapFromGlobal(at) + QPoint(2, 16);
      place.setX(std::min(place.x(), window.width() - tip->width() - 4));
      QPainter painter(&shot);
      painter.drawPixmap(place, tip->grab());
    }
    break;
  }
  return shot;
}

int screenshot(MainWindow& window, const QCommandLineParser& args) {
  const auto variant = variantFromName(args.value("game").toStdString());
  if (!variant) {
    qCritical("unknown game '%s' (kigogo, kete, kingulu, kimasai)", qPrintable(args.value("game")));
    return 2;
  }
  if (args.isSet("lang") && !window.switchLanguage(args.value("lang"))) {
    qCritical("unknown language '%s'", qPrintable(args.value("lang")));
    return 2;
  }
  const QStringList size = args.value("size").split('x');
  window.resize(size.value(0).toInt(), size.value(1).toInt());
  window.setSpeed(int(Pace::Speed::Instant));
  if (args.isSet("seeds")) {  // the view only: the player's settings stay as they are
    const QStringList colours = {"natural", "red", "black"};
    const int colour = int(colours.indexOf(args.value("seeds")));
    if (colour < 0) {
      qCritical("unknown seed colour '%s' (natural, red, black)", qPrintable(args.value("seeds")));
      return 2;
    }
    window.boardView()->setSeedColour(static_cast<SeedColour>(colour));
  }
  if (args.isSet("wood"))
    window.boardView()->setWood(args.value("wood") == "dark" ? BoardWood::Dark : BoardWood::Light);
  GameSetup players = twoPeople(*variant);
  if (args.isSet("computer")) players.north = PlayerKind::Computer;  // a game against the computer
  if (args.isSet("clock")) players.timeControl = {args.value("clock").toInt(), 0};
  window.startGame(players);
  if (args.isSet("turned")) window.findChild<QAction*>("turnBoardAction")->trigger();  // View → Turn the board
  playRandomPlies(window, args.value("plies").toInt());
  for (int i = 0; i < args.value("back").toInt(); ++i) window.controller()->stepMove(false);  // looking back
  if (args.isSet("open")) {  // a recorded game, stepped into seed by seed
    if (!window.openRecord(args.value("open"))) return 1;
    window.controller()->seekPly(std::size_t(args.value("ply").toInt()));
    for (int i = 0; i < args.value("events").toInt(); ++i) window.controller()->stepEvent(true);
  }
  if (args.isSet("lesson") && !startLesson(window, args.value("lesson"), args.value("lesson-try"))) return 2;
  window.show();
  // Twice: the first pass lays the window out and arranges its panes for the size, the second
  // lays it out again around them.
  QApplication::processEvents();
  QApplication::processEvents();
  if (args.isSet("frames")) return saveFrames(window, args.value("frames"));
  if (args.isSet("review")) {  // Game → Analyse game, to its end
    GameReview* review = window.analysisPane()->review();
    QElapsedTimer clock;
    clock.start();
    window.findChild<QAction*>("analyseGameAction")->trigger();
    while (review->isRunning()) QApplication::processEvents(QEventLoop::AllEvents, 50);
    int marks[5] = {};
    for (std::size_t move = 0; move + 1 < review->positions(); ++move)
      if (const auto quality = review->quality(move)) ++marks[int(*quality)];
    printf("review %zu positions in %.1f s: best %d good %d ?! %d ? %d ?? %d\n", review->positions(),
           double(clock.elapsed()) / 1000, marks[0], marks[1], marks[2], marks[3], marks[4]);
    clock.restart();  // and the pane's own analysis of the position shown
    while (clock.elapsed() < 1500) QApplication::processEvents(QEventLoop::AllEvents, 50);
  }
  if (args.isSet("analysis")) {  // View → Analysis, refined for a while
    window.findChild<QAction*>("toggleAnalysisAction")->trigger();
    QElapsedTimer clock;
    clock.start();
    const double seconds = args.value("seconds").toDouble();
    while (clock.elapsed() < seconds * 1000) QApplication::processEvents(QEventLoop::AllEvents, 50);
    if (auto* best = window.analysisPane()->findChild<QAbstractButton*>("showBestMove")) best->click();
    QApplication::processEvents();
    const baraza::Analysis& analysis = window.analysisPane()->analysis();
    printf("analysis depth %d after %.1f s, %llu nodes\n", analysis.depth, seconds, (unsigned long long)analysis.nodes);
  }
  QWidget* shown = &window;
  if (args.isSet("rules")) {  // the rules help instead of the window
    window.findChild<QAction*>("rulesAction")->trigger();
    RulesBrowser* rules = window.rulesWindow();
    if (args.isSet("size")) rules->resize(size.value(0).toInt(), size.value(1).toInt());
    QApplication::processEvents();
    if (args.isSet("rules-anchor")) rules->scrollToAnchor(args.value("rules-anchor"));
    std::fprintf(stderr, "rules: %d diagrams drawn in %lld ms\n", rules->diagramCount(),
                 static_cast<long long>(rules->lastDrawMs()));
    shown = rules;
  }
  NewGameDialog dialog(window.controller()->setup(), &window);
  if (args.isSet("new-game")) {  // the new-game dialog, with the computer's strength described
    dialog.show();
    QApplication::processEvents();
    shown = &dialog;
  }
  // The defaults (the window itself animates nothing here), in the language asked for.
  SettingsDialog settings(Preferences{}, window.languages()->current(), &window);
  if (args.isSet("settings")) {
    settings.show();
    QApplication::processEvents();
    shown = &settings;
  }
  if (args.isSet("setup")) {  // Game → Set up position…, on the position shown
    window.findChild<QAction*>("setUpPositionAction")->trigger();
    shown = window.findChild<SetupDialog*>("setupDialog");
    if (!shown) return 1;
    if (args.isSet("size")) shown->resize(size.value(0).toInt(), size.value(1).toInt());
    QApplication::processEvents();
  }
  if (args.isSet("open-dialog")) {  // Qt's file dialog, in the language, showing FOLDER
    QSettings().setValue(QStringLiteral("files/folder"), QFileInfo(args.value("open-dialog")).absoluteFilePath());
    window.findChild<QAction*>("openAction")->trigger();
    shown = window.findChild<QFileDialog*>("openDialog");
    if (!shown) return 1;
    QElapsedTimer filling;  // the file list fills in from a thread
    filling.start();
    while (filling.elapsed() < 1000) QApplication::processEvents(QEventLoop::AllEvents, 50);
  }
  const QPixmap shot = args.isSet("glossary-tip") && shown == &window ? withGlossaryTip(window) : shown->grab();
  if (!shot.save(args.value("screenshot"))) {
    qCritical("could not write %s", qPrintable(args.value("screenshot")));
    return 1;
  }
  return 0;
}

// Paints the board into an image the size of a 1920x1080 screen, many times, and reports the
// mean time of one frame (issue #4 asks for under 8 ms).
int paintBenchmark(MainWindow& window, const QCommandLineParser& args) {
  const auto variant = variantFromName(args.value("game").toStdString()).value_or(Variant::Kigogo);
  window.setSpeed(int(Pace::Speed::Instant));
  window.startGame(twoPeople(variant));
  playRandomPlies(window, 20);
  BoardView* view = window.boardView();
  view->resize(1920, 1080);
  QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
  view->render(&image);  // the first frame fills the caches
  const int frames = 200;
  QElapsedTimer timer;
  timer.start();
  for (int i = 0; i < frames; ++i) view->render(&image);
  const double ms = timer.nsecsElapsed() / 1e6 / frames;
  printf("paint %s 1920x1080 frame-ms=%.2f\n", variantName(variant).data(), ms);
  return 0;
}

// The program's identity, the same for the window, its settings and the desktop's launcher.
void setIdentity() {
  QCoreApplication::setOrganizationName(QStringLiteral(BARAZA_APP_ID));
  QCoreApplication::setApplicationName(QStringLiteral("Baraza"));
  QCoreApplication::setApplicationVersion(
      QString::fromLatin1(baraza::version().data(), qsizetype(baraza::version().size())));
}

void describeOptions(QCommandLineParser& args) {
  args.addHelpOption();
  args.addVersionOption();
  args.addOption({"screenshot", "Save a PNG of the window and exit.", "file"});
  args.addOption({"game", "kigogo, kete, kingulu or kimasai.", "name", "kete"});
  args.addOption({"plies", "Random moves to play before the screenshot.", "n", "0"});
  args.addOption({"lang", "Interface language: en, sw, ms, gu, pt, fi.", "code"});
  args.addOption({"size", "Window size for the screenshot.", "WxH", "1280x800"});
  args.addOption({"open", "With --screenshot: open a recorded game (.bao).", "file"});
  args.addOption({"events", "With --open: step this many events into the game.", "n", "0"});
  args.addOption({"back", "Look back this many moves after the random ones.", "n", "0"});
  args.addOption({"ply", "With --open: start after this many moves (0: the start).", "n", "0"});
  args.addOption({"frames", "With --open: save one PNG per event of the next move into this folder.", "folder"});
  args.addOption({"computer", "The computer plays North."});
  args.addOption({"turned", "With --screenshot: the board turned (View, Turn the board)."});
  args.addOption({"clock", "With --screenshot: a game on the clock, this many seconds each.", "seconds"});
  args.addOption({"rules", "With --screenshot: the rules help window."});
  args.addOption({"glossary-tip", "With --screenshot: the tooltip of a narration line that explains a word."});
  args.addOption({"rules-anchor", "With --rules: scrolled to this clause or diagram (K-3, L-11-1).", "id"});
  args.addOption(
      {"export-rules",
       "Write the rules with their diagrams as HTML (each language) and Markdown into this folder, and exit.",
       "folder"});
  args.addOption({"new-game", "With --screenshot: the new-game dialog."});
  args.addOption({"open-dialog", "With --screenshot: the Open game dialog, showing this folder.", "folder"});
  args.addOption({"settings", "With --screenshot: the settings dialog."});
  args.addOption({"setup", "With --screenshot: the position editor (Game, Set up position) on the position shown."});
  args.addOption({"seeds", "With --screenshot: seeds of this colour (natural, red, black).", "colour"});
  args.addOption({"wood", "With --screenshot: the board's wood (light, dark).", "wood"});
  args.addOption({"analysis", "With --screenshot: the analysis pane open, refined for --seconds."});
  args.addOption({"seconds", "With --analysis: how long the analysis runs before the screenshot.", "s", "3"});
  args.addOption({"review", "With --screenshot: analyse the whole game first (Game, Analyse game)."});
  args.addOption({"lesson", "With --screenshot: this lesson (e.g. kete/03-capture-position).", "id"});
  args.addOption({"lesson-try", "With --lesson: the learner's move, played and explained.", "move"});
  args.addOption({"paint-benchmark", "Time board frames at 1920x1080 and exit."});
  args.addPositionalArgument("file", "A game record (.bao) to open.", "[file]");
}

// --help and --version answer without a display, as command-line programs do (GNU style).
bool asksOnlyForText(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "--version" || arg == "-v") return true;
  }
  return false;
}

int printHelpOrVersion(int argc, char** argv) {
  QCoreApplication core(argc, argv);
  setIdentity();
  QCommandLineParser args;
  describeOptions(args);
  args.parse(QCoreApplication::arguments());
  if (args.isSet("version")) {
    std::fputs(baraza::versionNotice("baraza").c_str(), stdout);
  } else {
    std::fputs(qPrintable(args.helpText()), stdout);
  }
  return 0;
}

// No window: every language's rules written as files, the messages in the player's language.
int exportRules(const QString& folder) {
  Languages languages;
  languages.install(Languages::initialCode());
  const QString error = RulesExport::writeAll(folder, languages);
  if (error.isEmpty()) return 0;
  std::fprintf(stderr, "%s\n", error.toUtf8().constData());
  return 1;
}

}  // namespace

// Writing the rules draws boards but shows no window: it needs no display (a build machine has none).
void exportNeedsNoDisplay(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (std::string_view(argv[i]).starts_with("--export-rules") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
      qputenv("QT_QPA_PLATFORM", "offscreen");
}

int main(int argc, char** argv) {
  if (asksOnlyForText(argc, argv)) return printHelpOrVersion(argc, argv);
  exportNeedsNoDisplay(argc, argv);
  QApplication app(argc, argv);
  setIdentity();
  QGuiApplication::setDesktopFileName(QStringLiteral(BARAZA_APP_ID));
  QCommandLineParser args;
  describeOptions(args);
  args.process(app);

  // Screenshots and benchmarks must neither read nor change the player's settings or saved
  // game: both live in a scratch folder for the run.
  QTemporaryDir scratch;
  if (args.isSet("screenshot") || args.isSet("paint-benchmark")) {
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, scratch.path());
    QSettings().setValue("language", args.value("lang").isEmpty() ? QStringLiteral("en") : args.value("lang"));
    Autosave::useFolder(scratch.path());  // nor the player's unfinished game
  }
  StoredSetup::keepFileSmall();  // before anything reads the settings
  if (args.isSet("export-rules")) return exportRules(args.value("export-rules"));
  const bool firstStart = !QSettings().contains(QStringLiteral("game/variant"));
  MainWindow window;
  if (args.isSet("screenshot")) return screenshot(window, args);
  if (args.isSet("paint-benchmark")) return paintBenchmark(window, args);
  window.show();
  if (const QStringList files = args.positionalArguments(); !files.isEmpty())
    window.openAtStart(files.first());
  else if (firstStart)  // the player chooses the game and the sides instead of being dropped into one
    QTimer::singleShot(0, &window, &MainWindow::welcome);
  return app.exec();
}
