#pragma once
// The game setup and animation speed kept in QSettings between runs. Every value read is
// checked: a damaged or hand-edited settings file gives the defaults, never an enum out of range.

#include <QSettings>
#include <QStringList>

#include "board/BoardArt.h"
#include "board/BoardSounds.h"
#include "session/GameSetup.h"
#include "session/Pace.h"

// The player's preferences, chosen in the Settings dialog (the language is kept by Languages).
struct Preferences {
  Pace::Speed speed = Pace::Speed::Normal;
  bool sound = true;
  int volume = BoardSounds::kDefaultVolume;  // percent
  SeedColour seedColour = SeedColour::Natural;
  BoardWood wood = BoardWood::Light;
  bool confirmMoves = false;  // Bao la Kete: a chosen move waits for a second click or Enter

  friend bool operator==(const Preferences&, const Preferences&) = default;
};

namespace StoredSetup {

GameSetup read(const QSettings& settings);
void write(QSettings& settings, const GameSetup& setup);
Pace::Speed speed(const QSettings& settings);
Preferences preferences(const QSettings& settings);
void write(QSettings& settings, const Preferences& preferences);

// Every group the program keeps settings in ("General" holds those without one). A settings file
// grown far past what the program writes is cut back to these when it starts: a new group of
// settings is added here.
QStringList groups();
// The first thing the program does: the settings file cut back to the program's own groups if
// it has grown far beyond them (SettingsFile::keepSmall), before anything reads it.
void keepFileSmall();

}  // namespace StoredSetup
