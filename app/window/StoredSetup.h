#pragma once
// The game setup and animation speed kept in QSettings between runs. Every value read is
// checked: a damaged or hand-edited settings file gives the defaults, never an enum out of range.

#include <QSettings>

#include "board/TracePlayer.h"
#include "play/GameController.h"

namespace StoredSetup {

GameSetup read(const QSettings& settings);
void write(QSettings& settings, const GameSetup& setup);
TracePlayer::Speed speed(const QSettings& settings);

}  // namespace StoredSetup
