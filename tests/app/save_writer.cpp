// A separate process that saves through SafeSave, for tst_faults to limit, starve or kill:
//   save_writer once PATH SIZE CHAR   write SIZE times CHAR; exit 0 when saved, 1 (and the reason) when not
//   save_writer loop PATH SIZE        write SIZE 'b's, then SIZE 'a's, ... until killed, saying "saved" after each
#include <QByteArray>
#include <QString>
#include <cstdio>

#include "files/SafeSave.h"

int main(int argc, char** argv) {
  if (argc < 4) return 2;
  const QString mode = QString::fromLocal8Bit(argv[1]);
  const QString path = QString::fromLocal8Bit(argv[2]);
  const int size = QByteArray(argv[3]).toInt();
  if (mode == QLatin1String("once") && argc == 5) {
    QString problem;
    if (SafeSave::write(path, QByteArray(size, argv[4][0]), &problem)) return 0;
    std::printf("%s\n", qPrintable(problem));
    return 1;
  }
  if (mode == QLatin1String("loop")) {  // 'b' first: the first save changes the file
    for (char c = 'b';; c = c == 'a' ? 'b' : 'a') {
      if (SafeSave::write(path, QByteArray(size, c))) std::printf("saved\n");
      std::fflush(stdout);
    }
  }
  return 2;
}
