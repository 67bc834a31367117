#include "Autosave.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include "RegularFile.h"
#include "SafeSave.h"

using namespace baraza;

namespace {

const char* kindName(PlayerKind kind) { return kind == PlayerKind::Computer ? "computer" : "human"; }

PlayerKind kindFromTag(const std::string& value) {
  return value == "computer" ? PlayerKind::Computer : PlayerKind::Human;
}

QString& folderInstead() {
  static QString folder;
  return folder;
}

}  // namespace

namespace Autosave {

void useFolder(const QString& folder) { folderInstead() = folder; }

QString path() {
  const QString folder =
      folderInstead().isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : folderInstead();
  return folder + QStringLiteral("/unfinished.bao");
}

Found find() {
  if (!RegularFile::exists(path())) return {};  // nothing, or a FIFO or folder not to be opened
  QString problem;
  const std::optional<QByteArray> bytes = RegularFile::read(path(), qint64(kMaxRecordBytes), &problem);
  if (!bytes) return {};
  const std::string_view text(bytes->constData(), std::size_t(bytes->size()));
  if (Parsed<GameRecord> record = parseRecord(text)) return {Found::State::Good, std::move(record.value)};
  return {Found::State::Damaged, recoverRecord(text)};
}

bool write(GameRecord record, const Result& result, const GameSetup& players, QString* problem) {
  record.setTag("SouthPlayer", kindName(players.south));
  record.setTag("NorthPlayer", kindName(players.north));
  record.setTag("Level", std::string(levelName(players.level)));
  QDir().mkpath(QFileInfo(path()).path());
  return SafeSave::write(path(), QByteArray::fromStdString(formatRecord(record, result)), problem);
}

void discard() { QFile::remove(path()); }

void removeLeftovers() {
  const QFileInfo file(path());
  QDir folder = file.dir();
  // QSaveFile's temporaries are the name and six more characters (QTemporaryFile's XXXXXX).
  for (const QString& name : folder.entryList({file.fileName() + QStringLiteral(".??????")}, QDir::Files))
    folder.remove(name);
}

GameSetup playersOf(const GameRecord& record) {
  GameSetup players;
  players.variant = record.variant;
  players.south = kindFromTag(record.tag("SouthPlayer"));
  players.north = kindFromTag(record.tag("NorthPlayer"));
  players.level = levelFromName(record.tag("Level")).value_or(players.level);
  return players;
}

}  // namespace Autosave
