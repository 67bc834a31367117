#pragma once
// A suite's settings in a folder of its own, for as long as the suite runs: no test reads or
// changes the player's settings, or another suite's.

#include <QSettings>
#include <QTemporaryDir>

class ScratchSettings {
 public:
  // Call from initTestCase(); false if the folder could not be made.
  bool use() {
    if (!folder_.isValid()) return false;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder_.path());
    return true;
  }

 private:
  QTemporaryDir folder_;
};

#include <QFile>

#include "files/Autosave.h"
#include "files/AutosaveSlot.h"

// No unfinished game left by an earlier test (or run) to offer: every window's slot emptied
// (a test with two windows at once keeps the second's in a slot of its own).
inline void removeUnfinishedGames() {
  for (int slot = 1; slot <= AutosaveSlot::kSlots; ++slot)
    QFile::remove(AutosaveSlot::pathOf(Autosave::folder(), slot));
}
