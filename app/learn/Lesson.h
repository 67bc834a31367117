#pragma once
// A lesson: a position, a task and the moves that solve it, read from a .bao record
// (/work/tools/LESSON_FORMAT.md: the tags Title, Rule, Task, Hint, Solutions, Wrong, WrongWhy;
// the comment at the start introduces it, the one after the move says why the solution works).
// Its English texts are looked up in the "Resources" context of the translations.

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "baraza/record.h"

class QSettings;

struct Lesson {
  QString id;  // "<game>/NN-slug", the path under its lessons folder without ".bao"
  baraza::GameRecord record;
  std::vector<baraza::Move> solutions;  // the Solutions tag, else the record's one move
  baraza::Move wrong;                   // the tempting move the lesson explains (WrongWhy)

  baraza::Variant variant() const { return record.variant; }
  const baraza::Position& start() const { return record.start; }
  bool isSolution(const baraza::Move& move) const;
  // A tag's text in the interface language ("Title", "Task", "Hint", "WrongWhy"); Rule as it is.
  QString text(const char* tag) const;
  QString rule() const { return QString::fromStdString(record.tag("Rule")); }
  // The comment after `ply` moves (0: the introduction, 1: why the solution works), translated.
  QString comment(std::size_t ply) const;

  // Reads and checks a lesson file; nothing (and `problem` says why) for a file that is not one.
  static std::optional<Lesson> read(const QString& path, const QString& id, QString* problem = nullptr);
};

// The English text of a lesson or sample game in the interface language.
QString resourceText(const std::string& english);

namespace Lessons {

// Where lessons are found, "<folder>/<game>/NN-slug.bao": the program's ":/lessons"; tests add
// their own.
QStringList folders();
void setFolders(const QStringList& folders);
// Every lesson found, sorted by id (so by game, then by number); unreadable files are skipped
// with a warning.
std::vector<Lesson> all();

// The ids of the lessons solved, kept in the settings ("learn/solved").
QStringList solved(const QSettings& settings);
void markSolved(QSettings& settings, const QString& id);
void forgetProgress(QSettings& settings);

}  // namespace Lessons
