#pragma once
// A lesson: a position, a task and the moves that solve it, read from a .bao record
// (docs/lessons.md: the tags Title, Rule, Task, Hint, Solutions, Wrong, WrongWhy, Wrong2, …). The record's
// last move is the learner's, a solution; any moves before it are the game so far, played when
// the lesson starts (a repetition, C-6, needs a past). The comment before the learner's move
// introduces the lesson, the one after it says why the solution works. Its English texts are
// looked up in the "Resources" context of the translations.

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "baraza/game.h"
#include "baraza/record.h"

class QSettings;

// A tempting move the lesson answers in its own words: the moves of one Wrong tag (one move, or
// both directions from one hole) and the tag of their explanation ("WrongWhy", "WrongWhy2", …).
struct WrongTry {
  std::vector<baraza::Move> moves;
  std::string whyTag;
};

struct Lesson {
  QString id;  // "<game>/NN-slug", the path under its lessons folder without ".bao"
  baraza::GameRecord record;
  std::vector<baraza::Move> solutions;  // the Solutions tag, else the record's last move
  std::vector<WrongTry> wrongTries;     // Wrong/WrongWhy, then Wrong2/WrongWhy2, … (at least one)
  baraza::Position position;            // where the learner moves: after the game so far

  baraza::Variant variant() const { return record.variant; }
  // The moves played before the learner's (usually none).
  std::size_t pastMoves() const { return record.moves.size() - 1; }
  const baraza::Position& start() const { return position; }
  // The game so far, from the record's start, with its comments, up to the learner's move.
  baraza::Game gameSoFar() const;
  bool isSolution(const baraza::Move& move) const;
  // The lesson's own explanation of a wrong try, translated; empty for a move it does not name.
  QString whyWrong(const baraza::Move& move) const;
  // The first tempting move the lesson names (its Wrong tag's first move).
  const baraza::Move& wrong() const { return wrongTries.front().moves.front(); }
  // A tag's text in the interface language ("Title", "Task", "Hint", "WrongWhy", …); Rule as it is.
  QString text(const char* tag) const;
  QString rule() const { return QString::fromStdString(record.tag("Rule")); }
  // The comment after `ply` moves of the record, translated.
  QString comment(std::size_t ply) const;
  // The comment before the learner's move, and the one after it (why the solution works).
  QString introduction() const { return comment(pastMoves()); }
  QString whyItWorks() const { return comment(pastMoves() + 1); }

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
