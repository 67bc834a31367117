#include "Autosave.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include "AutosaveSlot.h"
#include "RegularFile.h"
#include "SafeSave.h"

using namespace baraza;

namespace {

QString& folderInstead() {
  static QString folder;
  return folder;
}

}  // namespace

namespace Autosave {

void useFolder(const QString& folder) { folderInstead() = folder; }

QString folder() {
  return folderInstead().isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                                   : folderInstead();
}

QString path() { return AutosaveSlot::pathOf(folder(), 1); }

Found find(const QString& path) {
  if (!RegularFile::exists(path)) return {};  // nothing, or a FIFO or folder not to be opened
  QString problem;
  const std::optional<QByteArray> bytes = RegularFile::read(path, qint64(kMaxRecordBytes), &problem);
  if (!bytes) return {};
  const std::string_view text(bytes->constData(), std::size_t(bytes->size()));
  std::optional<Game> game;
  if (Parsed<GameRecord> record = parseRecord(text, &game))
    return {Found::State::Good, std::move(record.value), std::move(game)};
  Found damaged{Found::State::Damaged, recoverRecord(text), std::nullopt};
  if (damaged.record) damaged.game = replayRecord(*damaged.record);
  return damaged;
}

bool write(const GameRecord& record, const Result& result, QString* problem, const QString& path) {
  QDir().mkpath(QFileInfo(path).path());
  return SafeSave::write(path, QByteArray::fromStdString(formatRecord(record, result)), problem);
}

void discard(const QString& path) { QFile::remove(path); }

void removeLeftovers(const QString& path) {
  const QFileInfo file(path);
  QDir folder = file.dir();
  // QSaveFile's temporaries are the name and six more characters (QTemporaryFile's XXXXXX).
  for (const QString& name : folder.entryList({file.fileName() + QStringLiteral(".??????")}, QDir::Files))
    folder.remove(name);
}

}  // namespace Autosave
