#pragma once
// A suite's settings and unfinished games in a folder of its own, for as long as the suite runs:
// no test reads or changes the player's, or another suite's (nor those of the same suite run at
// the same time from another checkout: a game it keeps would be offered here, and wait).

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include "files/Autosave.h"
#include "files/AutosaveSlot.h"

class ScratchSettings {
 public:
  // Call from initTestCase(); false if the folder could not be made.
  bool use() {
    if (!folder_.isValid()) return false;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder_.path());
    Autosave::useFolder(folder_.filePath(QStringLiteral("data")));
    return true;
  }

 private:
  QTemporaryDir folder_;
};

// No unfinished game left by an earlier test (or run) to offer: every window's slot emptied
// (a test with two windows at once keeps the second's in a slot of its own).
inline void removeUnfinishedGames() {
  for (int slot = 1; slot <= AutosaveSlot::kSlots; ++slot)
    QFile::remove(AutosaveSlot::pathOf(Autosave::folder(), slot));
}
