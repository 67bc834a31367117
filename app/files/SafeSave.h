#pragma once
// Saving that cannot lie (issue #15): the new contents replace the old file only once every byte
// of them is written; any error leaves the old file as it was and says why.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class SafeSave {
  Q_DECLARE_TR_FUNCTIONS(SafeSave)

 public:
  // True when `path` now holds `bytes`. Otherwise the file that was there is untouched and
  // `problem` (if given) says why, in the player's language.
  static bool write(const QString& path, const QByteArray& bytes, QString* problem = nullptr);
};
