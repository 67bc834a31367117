#include "SettingsFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryFile>
#include <optional>
#include <vector>

#include "RegularFile.h"
#include "SafeSave.h"

namespace {

// A line longer than this is nothing the program wrote (its longest, the window's layout, is a
// few kilobytes): it is dropped without being held whole.
constexpr qint64 kMaxLineBytes = 64 * 1024;

// "[name]" (spaces around allowed) as the name, else nothing.
std::optional<QByteArray> sectionName(const QByteArray& line) {
  const QByteArray trimmed = line.trimmed();
  if (trimmed.size() < 2 || trimmed.front() != '[' || trimmed.back() != ']') return std::nullopt;
  return trimmed.mid(1, trimmed.size() - 2);
}

bool fail(QString* problem, const QString& reason) {
  if (problem) *problem = reason;
  return false;
}

}  // namespace

QString SettingsFile::path() {
  // A QSettings of another application of the same organisation reads nothing of ours (there
  // is no such file) and names the folder and the suffix of the format in use.
  const QSettings probe(QSettings::defaultFormat(), QSettings::UserScope, QCoreApplication::organizationName(),
                        QStringLiteral("probe"));
  const QFileInfo probed(probe.fileName());
  return probed.dir().filePath(QCoreApplication::applicationName() + QLatin1Char('.') + probed.suffix());
}

bool SettingsFile::keepSmall(const QString& path, const QStringList& groups, qint64 maxBytes, QString* problem) {
  QFile file(path);
  if (file.size() <= maxBytes) return true;
  if (!file.open(QIODevice::ReadOnly)) return fail(problem, RegularFile::tr("the file cannot be read"));
  QByteArray kept;
  bool keeping = true;  // lines before any section are in General
  bool inLongLine = false;
  std::vector<char> buffer(kMaxLineBytes + 1);  // one for every line: a million lines, no allocations
  while (!file.atEnd()) {
    const qint64 length = file.readLine(buffer.data(), qint64(buffer.size()));
    if (length <= 0) break;
    const QByteArray line = QByteArray::fromRawData(buffer.data(), length);
    const bool whole = line.endsWith('\n') || file.atEnd();
    if (inLongLine || !whole) {  // the rest of a line too long to be the program's, or its start
      inLongLine = !whole;
      continue;
    }
    if (const auto section = sectionName(line)) keeping = groups.contains(QString::fromUtf8(*section));
    if (keeping && kept.size() + line.size() <= maxBytes) kept += line;
  }
  file.close();
  const QString aside = path + QStringLiteral(".too-large");
  QFile::remove(aside);
  if (!QFile::rename(path, aside)) return fail(problem, SafeSave::tr("the folder cannot be written to"));
  if (!SafeSave::write(path, kept, problem)) {
    QFile::rename(aside, path);  // as it was
    return false;
  }
  return true;
}

QString SettingsFile::writeProblem(const QString& path) {
  const QFileInfo file(path);
  if (!QDir().mkpath(file.path())) return SafeSave::tr("the folder cannot be written to");
  // QSettings writes a new file beside the old one and renames it over: the folder must take one.
  QTemporaryFile probe(file.dir().filePath(QStringLiteral("XXXXXX.probe")));
  if (!probe.open()) return SafeSave::tr("the folder cannot be written to");
  if (file.exists() && !file.isWritable()) return RegularFile::tr("the file cannot be written");
  return {};
}
