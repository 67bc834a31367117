#include "SafeSave.h"

#include <QFileInfo>
#include <QSaveFile>

#include "RegularFile.h"

namespace {

bool fail(QString* problem, const QString& reason) {
  if (problem) *problem = reason;
  return false;
}

// Writes all of `bytes`. A write the disk has room for only part of returns short without an
// error; the next one meets the error (a full disk), which then names the cause.
bool writeAll(QSaveFile& file, const QByteArray& bytes) {
  qint64 written = 0;
  while (written < bytes.size()) {
    const qint64 n = file.write(bytes.constData() + written, bytes.size() - written);
    if (n <= 0) return false;
    written += n;
  }
  return true;
}

QString describe(QFileDevice::FileError error) {
  switch (error) {
    case QFileDevice::ResourceError:
      return SafeSave::tr("the disk is full");
    default:
      return SafeSave::tr("the file could not be written");
  }
}

}  // namespace

bool SafeSave::write(const QString& path, const QByteArray& bytes, QString* problem) {
  if (const QString refusal = RegularFile::refusalToReplace(path); !refusal.isEmpty()) return fail(problem, refusal);
  QSaveFile file(path);
  // Unbuffered, so that a write the disk cannot hold fails here. Buffered, Qt 6.4 fails only in
  // the flush inside commit(), which then still returns true and renames an empty file over the
  // old one.
  if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
    // QSaveFile refuses a read-only file itself (as a WriteError), before trying the folder.
    const QFileInfo existing(path);
    if (existing.exists() && !existing.isWritable())
      return fail(problem, RegularFile::tr("the file cannot be written"));
    return fail(problem, tr("the folder cannot be written to"));
  }
  if (!writeAll(file, bytes) || !file.flush() || file.error() != QFileDevice::NoError) {
    const QFileDevice::FileError error = file.error();
    file.cancelWriting();  // the temporary file goes; the old one stays
    return fail(problem, describe(error == QFileDevice::NoError ? QFileDevice::WriteError : error));
  }
  if (!file.commit()) return fail(problem, describe(file.error()));
  return true;
}
