#include "Lesson.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QSettings>
#include <algorithm>

#include "baraza/notation.h"
#include "files/RegularFile.h"

using namespace baraza;

namespace {

constexpr auto kSolvedKey = "learn/solved";

QStringList& lessonFolders() {
  static QStringList folders{QStringLiteral(":/lessons")};
  return folders;
}

std::optional<Move> moveOf(Variant variant, std::string_view text, QString* problem) {
  Parsed<Move> move = parseMove(variant, text);
  if (!move && problem)
    *problem = QStringLiteral("bad move %1").arg(QString::fromUtf8(text.data(), qsizetype(text.size())));
  return move.value;
}

std::optional<std::vector<Move>> movesOf(Variant variant, const std::string& text, QString* problem) {
  std::vector<Move> moves;
  for (const QString& each : QString::fromStdString(text).split(' ', Qt::SkipEmptyParts)) {
    const std::optional<Move> move = moveOf(variant, each.toStdString(), problem);
    if (!move) return std::nullopt;
    moves.push_back(*move);
  }
  return moves;
}

// The Nth wrong try's tags: "Wrong"/"WrongWhy" for the first, then "Wrong2"/"WrongWhy2", …
std::string numbered(const char* tag, int n) { return n == 1 ? tag : tag + std::to_string(n); }

}  // namespace

QString resourceText(const std::string& english) {
  if (english.empty()) return {};
  return QCoreApplication::translate("Resources", english.c_str());
}

bool Lesson::isSolution(const Move& move) const {
  return std::find(solutions.begin(), solutions.end(), move) != solutions.end();
}

QString Lesson::whyWrong(const Move& move) const {
  for (const WrongTry& wrongTry : wrongTries)
    if (std::find(wrongTry.moves.begin(), wrongTry.moves.end(), move) != wrongTry.moves.end())
      return resourceText(record.tag(wrongTry.whyTag));
  return {};
}

QString Lesson::text(const char* tag) const { return resourceText(record.tag(tag)); }

Game Lesson::gameSoFar() const {
  Game game(record.start);
  for (std::size_t ply = 0; ply < pastMoves(); ++ply) game.play(record.moves[ply]);
  for (const auto& [ply, text] : record.comments)
    if (ply <= pastMoves()) game.setComment(ply, text);
  return game;
}

QString Lesson::comment(std::size_t ply) const {
  const auto found = record.comments.find(ply);
  return found == record.comments.end() ? QString() : resourceText(found->second);
}

std::optional<Lesson> Lesson::read(const QString& path, const QString& id, QString* problem) {
  const std::optional<QByteArray> bytes = RegularFile::read(path, qint64(kMaxRecordBytes), problem);
  if (!bytes) return std::nullopt;
  std::optional<Game> game;
  Parsed<GameRecord> record = parseRecord(bytes->toStdString(), &game);
  if (!record) {
    if (problem) *problem = QString::fromStdString(record.error);
    return std::nullopt;
  }
  Lesson lesson{id, std::move(*record.value), {}, {}, {}};
  const GameRecord& r = lesson.record;
  for (const char* tag : {"Title", "Rule", "Task", "Hint", "Wrong", "WrongWhy"})
    if (r.tag(tag).empty()) {
      if (problem) *problem = QStringLiteral("no %1 tag").arg(QLatin1String(tag));
      return std::nullopt;
    }
  if (r.moves.empty()) {
    if (problem) *problem = QStringLiteral("a lesson holds the learner's move");
    return std::nullopt;
  }
  // parseRecord played every move: the game so far is legal, and the learner's move too.
  game->seek(LinePoint{lesson.pastMoves(), 0});
  if (game->result().over()) {
    if (problem) *problem = QStringLiteral("the game is over before the learner's move");
    return std::nullopt;
  }
  lesson.position = game->position();
  const std::optional<std::vector<Move>> solutions = movesOf(r.variant, r.tag("Solutions"), problem);
  if (!solutions) return std::nullopt;
  lesson.solutions = *solutions;
  if (lesson.solutions.empty()) lesson.solutions.push_back(r.moves.back());
  for (int n = 1; n == 1 || !r.tag(numbered("Wrong", n)).empty(); ++n) {
    WrongTry wrongTry{{}, numbered("WrongWhy", n)};
    const std::optional<std::vector<Move>> moves = movesOf(r.variant, r.tag(numbered("Wrong", n)), problem);
    if (!moves) return std::nullopt;
    if (moves->empty() || r.tag(wrongTry.whyTag).empty()) {
      if (problem)
        *problem =
            QStringLiteral("%1 without its moves or its explanation").arg(QString::fromStdString(wrongTry.whyTag));
      return std::nullopt;
    }
    wrongTry.moves = *moves;
    lesson.wrongTries.push_back(std::move(wrongTry));
  }
  return lesson;
}

namespace Lessons {

QStringList folders() { return lessonFolders(); }
void setFolders(const QStringList& folders) { lessonFolders() = folders; }

std::vector<Lesson> all() {
  std::vector<Lesson> lessons;
  for (const QString& folder : lessonFolders()) {
    QDirIterator files(folder, {QStringLiteral("*.bao")}, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
      const QString path = files.next();
      QString id = QDir(folder).relativeFilePath(path);
      id.chop(4);  // ".bao"
      QString problem;
      if (std::optional<Lesson> lesson = Lesson::read(path, id, &problem))
        lessons.push_back(std::move(*lesson));
      else
        qWarning("lesson %s: %s", qPrintable(path), qPrintable(problem));
    }
  }
  std::sort(lessons.begin(), lessons.end(), [](const Lesson& a, const Lesson& b) { return a.id < b.id; });
  return lessons;
}

QStringList solved(const QSettings& settings) { return settings.value(kSolvedKey).toStringList(); }

void markSolved(QSettings& settings, const QString& id) {
  QStringList ids = solved(settings);
  if (ids.contains(id)) return;
  ids << id;
  settings.setValue(kSolvedKey, ids);
}

void forgetProgress(QSettings& settings) { settings.remove(kSolvedKey); }

}  // namespace Lessons
