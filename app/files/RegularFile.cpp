#include "RegularFile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QFile>
#include <cerrno>

namespace {

bool isResource(const QString& path) { return path.startsWith(QLatin1Char(':')); }

QString kindRefusal(mode_t mode) {
  if (S_ISDIR(mode)) return RegularFile::tr("it is a folder, not a file");
  //: A FIFO, a socket or a device file was chosen instead of a saved game.
  return RegularFile::tr("it is not an ordinary file but a pipe, socket or device");
}

QString openRefusal(int error) {
  if (error == ENOENT || error == ENOTDIR) return RegularFile::tr("the file does not exist");
  if (error == EACCES || error == EPERM) return RegularFile::tr("you may not read this file");
  return RegularFile::tr("the file cannot be read");
}

}  // namespace

bool RegularFile::exists(const QString& path) {
  struct stat status {};
  return ::stat(QFile::encodeName(path).constData(), &status) == 0 && S_ISREG(status.st_mode);
}

QString RegularFile::refusalToReplace(const QString& path) {
  if (isResource(path)) return tr("the file cannot be written");
  struct stat status {};
  if (::stat(QFile::encodeName(path).constData(), &status) != 0) return {};  // a new file
  return S_ISREG(status.st_mode) ? QString() : kindRefusal(status.st_mode);
}

std::optional<QByteArray> RegularFile::read(const QString& path, qint64 maxBytes, QString* problem) {
  QFile file;
  if (isResource(path)) {  // the program's own files, always regular
    file.setFileName(path);
    if (!file.open(QIODevice::ReadOnly)) {
      *problem = tr("the file does not exist");
      return std::nullopt;
    }
    return file.read(maxBytes + 1);
  }
  const QByteArray name = QFile::encodeName(path);
  struct stat status {};
  if (::stat(name.constData(), &status) != 0) {
    *problem = openRefusal(errno);
    return std::nullopt;
  }
  if (!S_ISREG(status.st_mode)) {  // refused before opening: opening a device can do things
    *problem = kindRefusal(status.st_mode);
    return std::nullopt;
  }
  // Without blocking, and checked again once open: it may have been swapped for a FIFO meanwhile.
  const int fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    *problem = openRefusal(errno);
    return std::nullopt;
  }
  if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
    ::close(fd);
    *problem = kindRefusal(status.st_mode);
    return std::nullopt;
  }
  if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
    ::close(fd);
    *problem = tr("the file cannot be read");
    return std::nullopt;
  }
  const QByteArray bytes = file.read(maxBytes + 1);
  if (file.error() != QFileDevice::NoError) {
    *problem = tr("the file cannot be read");
    return std::nullopt;
  }
  return bytes;
}
