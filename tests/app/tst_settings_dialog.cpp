// The Settings dialog and what it sets (issue #17): every preference is kept in QSettings and
// checked when read, the dialog reaches the trace player, the View menu, the board and the
// move input, and the board's sounds follow the animation (counted here: the tests have no
// audio device).
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>
#include <numeric>

#include "board/BoardSounds.h"
#include "board/BoardView.h"
#include "play/MoveInput.h"
#include "scratch_settings.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"
#include "window/SettingsDialog.h"
#include "window/StoredSetup.h"
#include "words/Languages.h"

using namespace baraza;

namespace {

QStringList logged;  // what the program logged while a test listened
QtMessageHandler testHandler = nullptr;
void logMessage(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  if (type != QtDebugMsg) logged << message;
  if (testHandler) testHandler(type, context, message);
}

// What would have been heard.
struct Heard {
  QList<SoundOutput::Sound> sounds;
  QList<int> dropVariants;
  int count(SoundOutput::Sound sound) const { return int(sounds.count(sound)); }
};

class CountingOutput : public SoundOutput {
 public:
  explicit CountingOutput(Heard* heard) : heard_(heard) {}
  void play(Sound sound, int variant, qreal) override {
    heard_->sounds << sound;
    if (sound == Sound::Drop) heard_->dropVariants << variant;
  }

 private:
  Heard* heard_;
};

Trace sowingWithCapture() {
  Trace trace;
  trace.events = {{.kind = EventKind::Lift, .square = 3, .count = 3},
                  {.kind = EventKind::Sow, .square = 4},
                  {.kind = EventKind::Sow, .square = 5},
                  {.kind = EventKind::Sow, .square = 6},
                  {.kind = EventKind::Capture, .square = 20, .count = 4},
                  {.kind = EventKind::Place, .square = 7},
                  {.kind = EventKind::Result, .owner = Side::South},
                  {.kind = EventKind::End}};
  return trace;
}

// The dialog just opened (one closed before may wait for its deletion).
SettingsDialog* openSettings(MainWindow& w) {
  w.findChild<QAction*>("settingsAction")->trigger();
  for (auto* dialog : w.findChildren<SettingsDialog*>("settingsDialog"))
    if (dialog->isVisible()) return dialog;
  return nullptr;
}

// The checked item of View → Animation speed, as its speed.
int checkedSpeedInMenu(MainWindow& w) {
  for (QAction* top : w.menuBar()->actions())
    if (top->menu())
      for (QAction* a : top->menu()->actions())
        if (a->menu())
          for (QAction* speed : a->menu()->actions())
            if (speed->isChecked()) return speed->data().toInt();
  return -1;
}

// A pit with one move: one click chooses it.
Square oneClickMove(const MainWindow& w) {
  const MoveList legal = w.controller()->game().legalMoves();
  for (const Move& m : legal) {
    int from = 0;
    for (const Move& other : legal) from += other.square == m.square;
    if (from == 1) return m.square;
  }
  return kNoSquare;
}

// A Kete pit sown one way or the other with no safari question: a click, then Right and Enter.
Square keteMoveWithoutSafari(const MainWindow& w) {
  const MoveList legal = w.controller()->game().legalMoves();
  for (const Move& m : legal) {
    bool safari = false;
    for (const Move& other : legal) safari |= other.square == m.square && other.safari;
    if (!safari) return m.square;
  }
  return kNoSquare;
}

}  // namespace

Q_DECLARE_METATYPE(Preferences)

class TestSettingsDialog : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(scratch_.use());
  }
  void init() {
    QSettings().clear();
    removeUnfinishedGames();
  }

  void roundTrip_data() {
    QTest::addColumn<Preferences>("preferences");
    QTest::newRow("defaults") << Preferences{};
    Preferences p;
    p.speed = Pace::Speed::Slow;
    QTest::newRow("slow") << p;
    p.speed = Pace::Speed::Instant;
    QTest::newRow("instant") << p;
    p = {};
    p.sound = false;
    QTest::newRow("muted") << p;
    p = {};
    p.volume = 0;
    QTest::newRow("volume 0") << p;
    p.volume = 100;
    QTest::newRow("volume 100") << p;
    p = {};
    p.seedColour = SeedColour::Red;
    QTest::newRow("red seeds") << p;
    p.seedColour = SeedColour::Black;
    QTest::newRow("black seeds") << p;
    p = {};
    p.confirmMoves = true;
    QTest::newRow("confirm moves") << p;
    p = {};
    p.wood = BoardWood::Dark;
    QTest::newRow("dark wood") << p;
    p = {Pace::Speed::Fast, false, 35, SeedColour::Black, BoardWood::Dark, true};
    QTest::newRow("all changed") << p;
  }
  // Written and read back as it was, and a new window starts with it.
  void roundTrip() {
    QFETCH(Preferences, preferences);
    {
      QSettings settings;
      StoredSetup::write(settings, preferences);
    }
    QVERIFY(StoredSetup::preferences(QSettings()) == preferences);
    MainWindow w;
    QVERIFY(w.preferences() == preferences);
    QCOMPARE(checkedSpeedInMenu(w), int(preferences.speed));
  }

  void outOfRange_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("value");
    for (const QVariant& bad : {QVariant(4), QVariant(-1), QVariant("fast")})
      QTest::addRow("view/speed=%s", qPrintable(bad.toString())) << "view/speed" << bad;
    for (const QVariant& bad : {QVariant("yes"), QVariant(2), QVariant("")})
      QTest::addRow("sound/on=%s", qPrintable(bad.toString())) << "sound/on" << bad;
    for (const QVariant& bad : {QVariant(101), QVariant(-1), QVariant("loud"), QVariant(1.5)})
      QTest::addRow("sound/volume=%s", qPrintable(bad.toString())) << "sound/volume" << bad;
    for (const QVariant& bad : {QVariant(3), QVariant(-1), QVariant("red"), QVariant(1000000)})
      QTest::addRow("view/seedColour=%s", qPrintable(bad.toString())) << "view/seedColour" << bad;
    for (const QVariant& bad : {QVariant(2), QVariant(-1), QVariant("dark")})
      QTest::addRow("view/wood=%s", qPrintable(bad.toString())) << "view/wood" << bad;
    for (const QVariant& bad : {QVariant("maybe"), QVariant(5)})
      QTest::addRow("play/confirmMoves=%s", qPrintable(bad.toString())) << "play/confirmMoves" << bad;
  }
  void outOfRange() {
    QFETCH(QString, key);
    QFETCH(QVariant, value);
    QSettings().setValue(key, value);
    QVERIFY(StoredSetup::preferences(QSettings()) == Preferences{});
    MainWindow w;
    QVERIFY(w.preferences() == Preferences{});
    QCOMPARE(w.boardView()->seedColour(), SeedColour::Natural);
  }

  // One stored speed: the dialog sets the player's pace and the View menu's check, and the
  // menu's choice is what the dialog shows next time.
  void speedFromDialogAndMenu() {
    MainWindow w;
    SettingsDialog* dialog = openSettings(w);
    QVERIFY(dialog);
    auto* speed = dialog->findChild<QComboBox*>("speedBox");
    QCOMPARE(speed->currentData().toInt(), int(Pace::Speed::Normal));
    speed->setCurrentIndex(speed->findData(int(Pace::Speed::Fast)));
    QCOMPARE(w.controller()->speed(), Pace::Speed::Normal);  // nothing before OK
    dialog->accept();
    QCOMPARE(w.controller()->speed(), Pace::Speed::Fast);
    QCOMPARE(checkedSpeedInMenu(w), int(Pace::Speed::Fast));
    QCOMPARE(QSettings().value("view/speed").toInt(), int(Pace::Speed::Fast));

    w.setSpeed(int(Pace::Speed::Slow));  // as the View menu does
    dialog = openSettings(w);
    QCOMPARE(dialog->findChild<QComboBox*>("speedBox")->currentData().toInt(), int(Pace::Speed::Slow));
    dialog->reject();
  }

  // Cancel changes nothing.
  void cancelKeepsEverything() {
    MainWindow w;
    const Preferences before = w.preferences();
    SettingsDialog* dialog = openSettings(w);
    dialog->findChild<QCheckBox*>("soundCheck")->setChecked(false);
    dialog->findChild<QComboBox*>("seedColourBox")->setCurrentIndex(2);
    dialog->reject();
    QVERIFY(w.preferences() == before);
    QVERIFY(StoredSetup::preferences(QSettings()) == before);
  }

  // The chosen colour reaches the view, and the seeds drawn change with it.
  void seedColourReachesView() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    w.resize(900, 600);
    w.show();
    const QImage natural = w.boardView()->grab().toImage();
    SettingsDialog* dialog = openSettings(w);
    auto* colour = dialog->findChild<QComboBox*>("seedColourBox");
    colour->setCurrentIndex(colour->findData(int(SeedColour::Red)));
    dialog->accept();
    QCOMPARE(w.boardView()->seedColour(), SeedColour::Red);
    QCOMPARE(QSettings().value("view/seedColour").toInt(), int(SeedColour::Red));
    QVERIFY(w.boardView()->grab().toImage() != natural);
  }

  // The board's wood: stained dark, the board drawn changes; kept in the settings.
  void woodReachesView() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kigogo));
    w.resize(900, 600);
    w.show();
    const QImage light = w.boardView()->grab().toImage();
    SettingsDialog* dialog = openSettings(w);
    auto* wood = dialog->findChild<QComboBox*>("woodBox");
    wood->setCurrentIndex(wood->findData(int(BoardWood::Dark)));
    dialog->accept();
    QCOMPARE(w.boardView()->wood(), BoardWood::Dark);
    QCOMPARE(QSettings().value("view/wood").toInt(), int(BoardWood::Dark));
    const QImage dark = w.boardView()->grab().toImage();
    QVERIFY(dark != light);
    // Darker on the board's middle, where the wood shows between the rows.
    const QPoint middle = w.boardView()->boardRect().center().toPoint();
    QVERIFY(qGray(dark.pixel(middle)) < qGray(light.pixel(middle)));
  }

  void languageFromDialog() {
    MainWindow w;
    SettingsDialog* dialog = openSettings(w);
    auto* language = dialog->findChild<QComboBox*>("languageBox");
    QCOMPARE(language->count(), int(Languages::all().size()));
    language->setCurrentIndex(language->findData("gu"));
    dialog->accept();
    QCOMPARE(w.languages()->current(), QStringLiteral("gu"));
    QVERIFY(w.switchLanguage("en"));
  }

  // Drops (taken in turn), a capture and the end, each when its event starts: the events given
  // as the session's clock gives them, each announced with its time, then applied.
  void soundsFollowTheAnimation() {
    BoardSounds sounds;
    Heard heard;
    sounds.setOutput(std::make_unique<CountingOutput>(&heard));
    // A seed is heard as it lands: none while the first one flies, one as it is applied.
    QList<int> dropsWhenSownStarts, dropsWhenSowApplied;
    const Trace trace = sowingWithCapture();
    const std::vector<int> delays = Pace(Pace::Speed::Fast).delays(trace);
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
      const TraceEvent& event = trace.events[i];
      if (event.kind == EventKind::Sow) dropsWhenSownStarts << heard.count(SoundOutput::Sound::Drop);
      sounds.eventStarting(event, delays[i]);
      sounds.eventApplied(event);
      if (event.kind == EventKind::Sow) dropsWhenSowApplied << heard.count(SoundOutput::Sound::Drop);
    }
    QCOMPARE(dropsWhenSownStarts, (QList<int>{0, 1, 2}));
    QCOMPARE(dropsWhenSowApplied, (QList<int>{1, 2, 3}));
    QCOMPARE(heard.count(SoundOutput::Sound::Drop), 4);  // three sown, one placed
    QCOMPARE(heard.count(SoundOutput::Sound::Capture), 1);
    QCOMPARE(heard.count(SoundOutput::Sound::GameEnd), 1);
    QCOMPARE(heard.dropVariants, (QList<int>{0, 1, 2, 3}));
    QCOMPARE(heard.sounds.first(), SoundOutput::Sound::Drop);
    QCOMPARE(heard.sounds.last(), SoundOutput::Sound::GameEnd);
  }

  // A move played in the window is silent when muted, at volume 0, and at Instant speed (where
  // nothing is animated).
  void silentWhenMutedOrInstant_data() {
    QTest::addColumn<bool>("on");
    QTest::addColumn<int>("volume");
    QTest::addColumn<Pace::Speed>("speed");
    QTest::newRow("muted") << false << 70 << Pace::Speed::Fast;
    QTest::newRow("volume 0") << true << 0 << Pace::Speed::Fast;
    QTest::newRow("instant") << true << 70 << Pace::Speed::Instant;
  }
  void silentWhenMutedOrInstant() {
    QFETCH(bool, on);
    QFETCH(int, volume);
    QFETCH(Pace::Speed, speed);
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    w.setSpeed(int(speed));
    w.sounds()->setEnabled(on);
    w.sounds()->setVolume(volume);
    Heard heard;
    w.sounds()->setOutput(std::make_unique<CountingOutput>(&heard));
    QTRY_VERIFY(w.controller()->acceptsInput());
    QVERIFY(w.controller()->playMove(w.controller()->game().legalMoves()[0]));
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->acceptsInput(), 20000);
    QCOMPARE(w.controller()->game().length(), std::size_t(1));
    QVERIFY(heard.sounds.isEmpty());
  }

  // The sounds are in the program, as the PCM WAV that QSoundEffect plays.
  void soundFilesAreBuiltIn_data() {
    QTest::addColumn<QString>("name");
    for (const char* name : {"drop-1", "drop-2", "drop-3", "drop-4", "capture", "game-end"})
      QTest::newRow(name) << name;
  }
  void soundFilesAreBuiltIn() {
    QFETCH(QString, name);
    QFile file(QStringLiteral(":/sounds/%1.wav").arg(name));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray header = file.read(44);
    QCOMPARE(header.left(4), QByteArray("RIFF"));
    QCOMPARE(header.mid(8, 8), QByteArray("WAVEfmt "));
    QCOMPARE(qFromLittleEndian<quint16>(header.constData() + 20), quint16(1));   // PCM
    QCOMPARE(qFromLittleEndian<quint16>(header.constData() + 34), quint16(16));  // bits per sample
    QVERIFY(file.size() > 2000);
  }

  // The real speakers where there is no audio device (as here): nothing logged, no delay.
  void speakersWithoutDeviceAreQuiet() {
    MainWindow w;  // with the real speakers
    w.startGame(twoPeople(Variant::Kete));
    w.setSpeed(int(Pace::Speed::Fast));
    GameSession* c = w.controller();
    QTRY_VERIFY(c->acceptsInput());
    const Move move = c->game().legalMoves()[0];
    const std::vector<int> delays = Pace(Pace::Speed::Fast).delays(traceMove(c->game().position(), move));
    const int expectedMs = std::accumulate(delays.begin(), delays.end(), 0);
    QSignalSpy finished(c, &GameSession::animationFinished);
    logged.clear();
    testHandler = qInstallMessageHandler(logMessage);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(c->playMove(move));
    const bool done = finished.wait(10000);
    const qint64 elapsed = timer.elapsed();
    qInstallMessageHandler(testHandler);
    QVERIFY(done);
    QVERIFY2(logged.isEmpty(), qPrintable(logged.join('\n')));
    QVERIFY2(elapsed < expectedMs + 500, qPrintable(QString("%1 ms for %2 ms of events").arg(elapsed).arg(expectedMs)));
  }

  // In the window: a move played is heard seed by seed, and muting in the dialog stops it.
  void windowMoveIsHeardUntilMuted() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    w.setSpeed(int(Pace::Speed::Fast));
    Heard heard;
    w.sounds()->setOutput(std::make_unique<CountingOutput>(&heard));
    QVERIFY(w.controller()->playMove(w.controller()->game().legalMoves()[0]));
    // Worked out (in the background under load) and shown to its end.
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->game().length() == 1 && w.controller()->acceptsInput(), 20000);
    QVERIFY(heard.count(SoundOutput::Sound::Drop) > 0);

    SettingsDialog* dialog = openSettings(w);
    dialog->findChild<QCheckBox*>("soundCheck")->setChecked(false);
    QVERIFY(!dialog->findChild<QSlider*>("volumeSlider")->isEnabled());
    dialog->accept();
    QVERIFY(!w.sounds()->isEnabled());
    heard.sounds.clear();
    QVERIFY(w.controller()->playMove(w.controller()->game().legalMoves()[0]));
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->game().length() == 2 && w.controller()->acceptsInput(), 20000);
    QVERIFY(heard.sounds.isEmpty());
  }

  // The last move of a finished game, played back, ends with the game-end sound.
  void gameEndIsHeard() {
    MainWindow w;
    QVERIFY(w.openRecord(":/samples/kingulu.bao"));
    QTRY_VERIFY(w.document()->openingPath().isEmpty());  // opened in the background, if slowly
    GameSession* c = w.controller();
    QVERIFY(c->game().lineResult().over());
    c->seekPly(c->game().length() - 1);
    w.setSpeed(int(Pace::Speed::Fast));
    Heard heard;
    w.sounds()->setOutput(std::make_unique<CountingOutput>(&heard));
    c->playNextMoveAnimated();
    QTRY_VERIFY_WITH_TIMEOUT(!c->isAnimating(), 20000);
    QCOMPARE(heard.count(SoundOutput::Sound::GameEnd), 1);
  }

  // Kete with confirmation on: the first click shows the move, the second (or Enter) plays it;
  // another pit or Esc chooses again.
  void confirmBeforeMove_data() {
    QTest::addColumn<bool>("confirm");
    QTest::addColumn<bool>("byEnter");
    QTest::newRow("off: one click") << false << false;
    QTest::newRow("on: second click") << true << false;
    QTest::newRow("on: Enter") << true << true;
  }
  void confirmBeforeMove() {
    QFETCH(bool, confirm);
    QFETCH(bool, byEnter);
    MainWindow w;
    w.startGame(twoPeople(Variant::Kete));
    w.setSpeed(int(Pace::Speed::Instant));
    SettingsDialog* dialog = openSettings(w);
    dialog->findChild<QCheckBox*>("confirmMovesCheck")->setChecked(confirm);
    dialog->accept();
    QCOMPARE(w.moveInput()->confirmsMoves(), confirm);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const Square pit = keteMoveWithoutSafari(w);
    QVERIFY(pit != kNoSquare);
    BoardView* view = w.boardView();
    const auto choose = [&w, view, pit] {
      QTest::mouseClick(view, Qt::LeftButton, {}, view->pitRect(pit).center().toPoint());
      if (w.moveInput()->isChoosingDirection()) {  // most Kete pits may be sown either way
        QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_Return);
      }
    };
    choose();
    if (!confirm) {
      QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
      return;
    }
    QCOMPARE(w.controller()->game().length(), std::size_t(0));
    QVERIFY(w.moveInput()->isAwaitingConfirmation());
    QCOMPARE(view->selected(), pit);
    QTest::keyClick(view, Qt::Key_Escape);  // Esc: nothing chosen
    QVERIFY(!w.moveInput()->isAwaitingConfirmation());
    QCOMPARE(w.controller()->game().length(), std::size_t(0));
    choose();
    QVERIFY(w.moveInput()->isAwaitingConfirmation());
    // Left or Right does not move the keyboard cursor off the move shown (a newcomer's Enter
    // after them cancelled the move without a word).
    QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(view->selected(), pit);
    QVERIFY(w.moveInput()->isAwaitingConfirmation());
    if (byEnter)
      QTest::keyClick(view, Qt::Key_Return);
    else
      QTest::mouseClick(view, Qt::LeftButton, {}, view->pitRect(pit).center().toPoint());
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
    QCOMPARE(w.controller()->game().line()[0].square, pit);
  }

  // Other games play at one click whatever the setting.
  void confirmIsForKeteOnly() {
    MainWindow w;
    w.startGame(twoPeople(Variant::Kingulu));
    w.setSpeed(int(Pace::Speed::Instant));
    Preferences p = w.preferences();
    p.confirmMoves = true;
    w.applyPreferences(p);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const Square pit = oneClickMove(w);
    QVERIFY(pit != kNoSquare);
    QTest::mouseClick(w.boardView(), Qt::LeftButton, {}, w.boardView()->pitRect(pit).center().toPoint());
    QTRY_COMPARE(w.controller()->game().length(), std::size_t(1));
  }

  void shortcut() {
    MainWindow w;
    QCOMPARE(w.findChild<QAction*>("settingsAction")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Comma));
  }

 private:
  ScratchSettings scratch_;
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settings_dialog.moc"
