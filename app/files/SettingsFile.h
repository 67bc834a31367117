#pragma once
// The file QSettings keeps the player's settings in, looked after (issue #32). QSettings reads
// the whole file and writes it whole at every change: a file bloated with junk (757 KB cost
// seconds at each start, 31 MB never started) is cut back to the program's own groups before
// anything reads it, the whole of it set aside beside it; and a folder where nothing can be
// written, which QSettings silently ignores, can be told to the player.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class SettingsFile {
  Q_DECLARE_TR_FUNCTIONS(SettingsFile)

 public:
  // Far more than the program writes (a few kilobytes), far less than makes QSettings slow.
  static constexpr qint64 kMaxBytes = 256 * 1024;

  // Where QSettings() keeps the settings (the default format and path in use), found without
  // reading them.
  static QString path();

  // When the file at `path` is larger than `maxBytes`: renames it to `path` + ".too-large" (an
  // older one there is replaced) and writes in its place only its lines in the sections named in
  // `groups` (an INI file's sections: "General" for keys without a group), as many as fit in
  // `maxBytes`. The big file is read once, a line at a time. False, with `problem`, when it could
  // not be done; then the file is as it was.
  static bool keepSmall(const QString& path, const QStringList& groups, qint64 maxBytes = kMaxBytes,
                        QString* problem = nullptr);

  // Why settings would not be kept at `path` (its folder or the file cannot be written), in the
  // player's language; empty when they would.
  static QString writeProblem(const QString& path);
};
