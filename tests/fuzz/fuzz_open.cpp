// libFuzzer target: a .bao record through the program's own open path, as a player who opens it
// sees it: read into the window (MainWindow::openRecord: the file read, the record parsed and
// replayed, the players taken from its tags), then positions shown with their narration and
// comments, and painted, with the players' names in the headers. Whatever the file, nothing may
// crash, trip a sanitizer or take long; a refused file gets its message. The window itself is
// not shown: painting the whole of it at every step would be most of the time.
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QListWidget>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "board/BoardView.h"
#include "session/GameSession.h"
#include "session/Pace.h"
#include "window/MainWindow.h"
#include "window/ResultPanel.h"

namespace {

constexpr std::size_t kCommentsShown = 6;

struct Program {
  QTemporaryDir scratch;  // the settings and the unfinished game: none of the player's
  QApplication* app = nullptr;
  MainWindow* window = nullptr;
  QString path;
  int started = 0;  // games the window has started (each opened record is one)
};

Program& program() {
  static Program p;
  return p;
}

// Closes the message boxes an input left (a refused file is said in one).
int closeMessages() {
  int closed = 0;
  for (QWidget* widget : QApplication::topLevelWidgets()) {
    if (auto* box = qobject_cast<QMessageBox*>(widget); box && box->isVisible()) {
      box->close();
      ++closed;
    }
  }
  return closed;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QStandardPaths::setTestModeEnabled(true);
  Program& p = program();
  p.app = new QApplication(*argc, *argv);
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, p.scratch.path());
  QSettings().setValue("language", "en");
  p.window = new MainWindow;
  p.window->setSpeed(int(Pace::Speed::Instant));
  // A record that names the computer for a side: it reads its players, but plays nothing.
  p.window->controller()->setPaused(true);
  p.window->resize(1000, 700);
  QObject::connect(p.window->controller(), &GameSession::gameStarted, [] { ++program().started; });
  p.path = p.scratch.filePath("fuzzed.bao");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Program& p = program();
  {
    QFile file(p.path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) std::abort();
    if (file.write(reinterpret_cast<const char*>(data), qint64(size)) != qint64(size)) std::abort();
  }
  const int before = p.started;
  bool refused = !p.window->openRecord(p.path);
  // A record is read and replayed in the background: shown, or refused with a message, soon.
  QElapsedTimer waiting;
  waiting.start();
  while (!refused && p.started == before && waiting.elapsed() < 10000) {
    QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    refused = closeMessages() > 0;
  }
  closeMessages();
  if (refused) return 0;
  if (p.started == before) std::abort();  // neither shown nor refused
  GameSession* controller = p.window->controller();
  auto* narration = p.window->findChild<QListWidget*>("narration");
  if (!narration) std::abort();
  // The start, the first move, the end and the first few comments: each a position as a player
  // would look at it, its narration laid out and painted. (Every position of a long record
  // would take seconds under the sanitizers; the narration of a move is the same code at any.)
  const std::size_t length = controller->game().length();
  std::vector<std::size_t> shown = {0, std::min<std::size_t>(1, length), length};
  for (std::size_t ply = 0; ply <= length && shown.size() < 3 + kCommentsShown; ++ply)
    if (!controller->game().comment(ply).empty()) shown.push_back(ply);
  for (const std::size_t ply : shown) {
    controller->seekPly(ply);
    QCoreApplication::processEvents();
    (void)narration->grab();
  }
  (void)p.window->boardView()->grab();    // the headers, with the players' names
  (void)p.window->resultPanel()->grab();  // and the result's, at the end of a finished game
  QCoreApplication::processEvents();
  closeMessages();
  return 0;
}
