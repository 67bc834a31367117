#include "AutosaveSlot.h"

#include <QDir>
#include <QFileInfo>

QString AutosaveSlot::pathOf(const QString& folder, int slot) {
  return folder + (slot == 1 ? QStringLiteral("/unfinished.bao") : QStringLiteral("/unfinished-%1.bao").arg(slot));
}

AutosaveSlot::AutosaveSlot(const QString& folder) {
  QDir().mkpath(folder);
  QString freePath;
  std::unique_ptr<QLockFile> freeLock;  // the first free slot's, while none with a game is found
  QString unguarded;                    // where no lock can be made at all (a read-only folder)
  for (int slot = 1; slot <= kSlots; ++slot) {
    const QString path = pathOf(folder, slot);
    auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);  // an owner still running keeps it however long it plays
    const bool holdsAGame = QFileInfo(path).isFile();
    if (!lock->tryLock(0)) {
      if (lock->error() == QLockFile::LockFailedError)  // a running instance owns it
        othersKeepAGame_ |= holdsAGame;
      else if (unguarded.isEmpty())
        unguarded = path;
      continue;
    }
    if (holdsAGame && path_.isEmpty()) {  // a game left by an instance that is gone
      path_ = path;
      lock_ = std::move(lock);
    } else if (!freeLock) {
      freePath = path;
      freeLock = std::move(lock);
    }  // any other lock is given back as it goes out of scope
  }
  if (!path_.isEmpty()) return;
  path_ = freeLock ? freePath : unguarded;  // unguarded: the first slot as before locks, its writes say why they fail
  lock_ = std::move(freeLock);
}

AutosaveSlot::~AutosaveSlot() = default;  // the lock file goes with the lock
