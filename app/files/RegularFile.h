#pragma once
// Files are read or replaced only when they are regular files: opening a FIFO waits forever for
// a writer, a device may never end, and a folder is no game.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>

class RegularFile {
  Q_DECLARE_TR_FUNCTIONS(RegularFile)

 public:
  static bool exists(const QString& path);
  // Why `path` may not be replaced (a folder, a pipe, a device), in the player's language; empty
  // when it may, which includes a file that does not exist yet.
  static QString refusalToReplace(const QString& path);
  // At most maxBytes + 1 bytes of a regular file (one more than allowed, so too large shows),
  // or nothing and the reason in the player's language. Never blocks on a FIFO.
  static std::optional<QByteArray> read(const QString& path, qint64 maxBytes, QString* problem);
};
