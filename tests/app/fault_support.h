#pragma once
// Faults for the tests of saving: a full disk (a small tmpfs, where mounting is allowed, else a
// file-size limit), a read-only folder, files compared byte for byte.

#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <csignal>

namespace faults {

inline QByteArray contents(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

inline bool writeFile(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A tmpfs of `kib` KiB on `dir`; false where the machine does not allow mounting (no root, or
// a container without CAP_SYS_ADMIN). BARAZA_TEST_NO_MOUNT=1 pretends so, to test the fallback.
inline bool mountTmpfs(const QString& dir, int kib) {
  if (qEnvironmentVariableIsSet("BARAZA_TEST_NO_MOUNT")) return false;
  const QByteArray options = "size=" + QByteArray::number(kib) + "k";
  return ::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", 0, options.constData()) == 0;
}

inline bool remountReadOnly(const QString& dir) {
  return ::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", MS_REMOUNT | MS_RDONLY, nullptr) == 0;
}

inline void unmount(const QString& dir) { ::umount2(QFile::encodeName(dir).constData(), MNT_DETACH); }

// Fills the file system of `dir` to the last byte.
inline void fillDisk(const QString& dir) {
  QFile filler(dir + QStringLiteral("/filler"));
  if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return;
  const QByteArray block(4096, 'x');
  while (filler.write(block) > 0) {
  }
  while (filler.write("x", 1) > 0) {  // the last partial block
  }
}

// A mounted tmpfs, unmounted when it goes out of scope.
class Tmpfs {
 public:
  Tmpfs(const QString& dir, int kib) : dir_(dir), mounted_(mountTmpfs(dir, kib)) {}
  ~Tmpfs() {
    if (mounted_) unmount(dir_);
  }
  bool mounted() const { return mounted_; }

 private:
  QString dir_;
  bool mounted_;
};

// Where mounting is impossible: in this process, files may not grow past `bytes` until it goes
// out of scope (SIGXFSZ ignored, so a write fails with EFBIG instead of killing the process).
class FileSizeLimit {
 public:
  explicit FileSizeLimit(rlim_t bytes) {
    ::getrlimit(RLIMIT_FSIZE, &old_);
    oldHandler_ = std::signal(SIGXFSZ, SIG_IGN);
    rlimit limit = old_;
    limit.rlim_cur = bytes;
    ok_ = ::setrlimit(RLIMIT_FSIZE, &limit) == 0;
  }
  ~FileSizeLimit() {
    ::setrlimit(RLIMIT_FSIZE, &old_);
    std::signal(SIGXFSZ, oldHandler_);
  }
  bool ok() const { return ok_; }

 private:
  rlimit old_{};
  void (*oldHandler_)(int) = nullptr;
  bool ok_ = false;
};

}  // namespace faults
