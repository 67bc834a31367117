#pragma once
// The game files opened or saved last (Game → Recent games) and the folder the file dialogs
// start in, kept in QSettings. What is read is checked: at most kMax absolute paths, and a
// folder that no longer exists gives the Documents folder.

#include <QSettings>
#include <QStringList>

namespace RecentGames {

inline constexpr int kMax = 8;

QStringList list(const QSettings& settings);
// Puts `path` first (once), dropping the oldest beyond kMax.
void add(QSettings& settings, const QString& path);
void remove(QSettings& settings, const QString& path);

// Where the Open and Save dialogs start: the folder used last, else the Documents folder.
QString folder(const QSettings& settings);
void setFolder(QSettings& settings, const QString& folder);

}  // namespace RecentGames
