#include "RecentGames.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace {
const QString kListKey = QStringLiteral("files/recent");
const QString kFolderKey = QStringLiteral("files/folder");
}  // namespace

namespace RecentGames {

QStringList list(const QSettings& settings) {
  QStringList paths;
  for (const QString& path : settings.value(kListKey).toStringList()) {
    if (paths.size() == kMax) break;
    if (!path.isEmpty() && QDir::isAbsolutePath(path) && !paths.contains(path)) paths << path;
  }
  return paths;
}

void add(QSettings& settings, const QString& path) {
  const QString absolute = QFileInfo(path).absoluteFilePath();
  QStringList paths = list(settings);
  paths.removeAll(absolute);
  paths.prepend(absolute);
  settings.setValue(kListKey, paths.mid(0, kMax));
}

void remove(QSettings& settings, const QString& path) {
  QStringList paths = list(settings);
  paths.removeAll(path);
  settings.setValue(kListKey, paths);
}

QString folder(const QSettings& settings) {
  const QString last = settings.value(kFolderKey).toString();
  if (!last.isEmpty() && QDir::isAbsolutePath(last) && QFileInfo(last).isDir()) return last;
  const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void setFolder(QSettings& settings, const QString& folder) { settings.setValue(kFolderKey, folder); }

}  // namespace RecentGames
