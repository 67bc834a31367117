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
