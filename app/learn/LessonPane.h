#pragma once
// The lesson being played, above the board: which lesson, its task and introduction, the rule
// it teaches, what the last try did, and Hint, Try again, Next lesson and Leave lesson. It also
// fills the Learn menu. A lesson is a game like any other in the GameSession (people on
// both sides, from the lesson's start); the pane judges the learner's move once its animation
// has ended, and pauses the game there until the learner tries again or leaves.

#include <QFrame>
#include <optional>
#include <vector>

#include "baraza/game.h"
#include "learn/Lesson.h"

class GameSession;
class QLabel;
class QAction;
class QMenu;
class QPushButton;

class LessonPane : public QFrame {
  Q_OBJECT

 public:
  explicit LessonPane(GameSession* controller, QWidget* parent = nullptr);

  const std::vector<Lesson>& lessons() const { return lessons_; }
  // The lesson being played, or null.
  const Lesson* current() const { return current_ < 0 ? nullptr : &lessons_[std::size_t(current_)]; }
  bool isActive() const { return current_ >= 0; }
  int wrongTries() const { return wrongTries_; }
  // A try has been judged and the game waits while the learner reads what it did.
  bool isWaiting() const { return judged_; }
  // What the status bar says while the game waits for the learner; empty while a try is awaited.
  QString statusNote() const;
  // Where Next lesson (the pane's button and the menu's entry) goes: in a lesson, the following
  // lesson of its game, after its game's last one the first unsolved lesson of the games after;
  // outside a lesson, the first unsolved lesson, of the game on the board first. -1: none.
  int nextLesson() const;
  int indexOf(const QString& id) const;

  // Starts lesson `index` on the board (the window has asked about the game there first).
  void begin(int index);
  // Back to the lesson's start, the tries counted so far kept.
  void tryAgain();
  // Lesson mode ends: the pane hides and the game is no longer paused.
  void end();
  void showHint();

  // The Learn menu: a submenu per game, "N. Title" checked when solved; Next lesson; Forget.
  void createMenu(QMenu* menu);
  void retranslate();

 signals:
  void lessonChosen(int index);  // from the menu or Next lesson: the window asks, then begin()
  void leaveRequested();
  void ruleRequested(const QString& ruleId);
  void solved(const QString& id);
  void progressChanged();  // solved, or forgotten: the menu's check marks follow

 private:
  enum class Outcome { None, Solved, Wrong };
  void judgeTry();
  void showOutcome();
  QString explainWrongTry(const baraza::Game& game) const;
  QString whatTheTryDid(const baraza::Game& game) const;
  int firstUnsolved(std::optional<baraza::Variant> game) const;
  void forgetProgress();
  // "3" and "7" of "Lesson 3 of 7": the lesson's place among its game's lessons.
  std::pair<int, int> placeInGame(int index) const;
  void restart();
  void updateMenu();

  GameSession* controller_;
  std::vector<Lesson> lessons_;
  int current_ = -1;
  int wrongTries_ = 0;
  bool judged_ = false;    // the try on the board has been judged; the game waits
  bool starting_ = false;  // the lesson's own game is being started
  bool hintShown_ = false;
  Outcome outcome_ = Outcome::None;
  std::optional<baraza::Game> lastTry_;  // the last wrong try, explained until the next try
  QMenu* menu_ = nullptr;
  std::vector<std::pair<QMenu*, baraza::Variant>> gameMenus_;
  std::vector<QAction*> lessonActions_;  // each with its lesson's index as data
  QAction* noLessons_ = nullptr;
  QAction* nextAction_ = nullptr;
  QAction* forgetAction_ = nullptr;

  QLabel* heading_;
  QLabel* title_;
  QLabel* task_;
  QLabel* intro_;
  QLabel* rule_;
  QLabel* feedback_;
  QLabel* hint_;
  QPushButton* hintButton_;
  QPushButton* tryAgainButton_;
  QPushButton* nextButton_;
  QPushButton* leaveButton_;
};
