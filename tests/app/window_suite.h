#pragma once
// What a suite that drives the real window starts from: settings and unfinished games in a
// scratch folder of its own (ScratchSettings), and before each test the settings cleared to
// English and animation at once, with no unfinished game to offer. And the few things such a
// suite asks of the window and of the records it saves.

#include <QAction>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <string>

#include "baraza/record.h"
#include "scratch_settings.h"
#include "session/Pace.h"
#include "window/MainWindow.h"

class WindowSuite {
 public:
  // From initTestCase(); false if the scratch folder could not be made.
  [[nodiscard]] bool use() {
    QStandardPaths::setTestModeEnabled(true);
    return settings_.use();
  }
  // From init(): nothing set but English and animation at once, no unfinished game.
  static void freshStart() {
    QSettings settings;
    settings.clear();
    settings.setValue("language", "en");
    settings.setValue("view/speed", int(Pace::Speed::Instant));
    removeUnfinishedGames();
  }

 private:
  ScratchSettings settings_;
};

inline QByteArray fileContents(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The record in the file at `path`; an empty one when it cannot be read.
inline baraza::GameRecord readRecord(const QString& path) {
  const baraza::Parsed<baraza::GameRecord> parsed = baraza::parseRecord(fileContents(path).toStdString());
  return parsed ? *parsed.value : baraza::GameRecord{};
}

inline QAction* windowAction(const MainWindow& w, const char* name) {
  return w.findChild<QAction*>(QString::fromLatin1(name));
}
