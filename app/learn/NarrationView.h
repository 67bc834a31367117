#pragma once
// "What happened": the move shown, told event by event from the engine's trace, with the event
// the board is at marked, and a record's comment on the position after it. Each line explains
// the games' words it uses; a click looks at the board after its event, a double-click asks for
// the rule behind it.

#include <QListWidget>

#include "baraza/game.h"

class NarrationView : public QListWidget {
  Q_OBJECT

 public:
  // A line's event: its index in the move's trace (the lines are not in the trace's order: the
  // move's end is told before the turn passes). A comment's line has none.
  static constexpr int kEventRole = Qt::UserRole + 1;
  static constexpr int kRuleRole = Qt::UserRole + 2;  // the clause behind the event ("L-6.3")

  explicit NarrationView(QWidget* parent = nullptr);

  // Tells the move at the game's point (while a move is animated or stepped, the point is inside
  // it; at rest, it is the move that led there) and marks the event the point has passed.
  // `rebuild` tells it anew (a new language); a changed line always does. While the player is
  // asked how the move goes on (safari, L-6.3), only its first `told` events are told: nothing
  // gives the answer away.
  void follow(const baraza::Game& game, bool rebuild, std::size_t told = SIZE_MAX);
  void lineChanged() { stale_ = true; }
  // The clause behind the line marked (the event the board is at, or the line chosen): empty when
  // it has none.
  QString currentRule() const;

 signals:
  void pointChosen(baraza::LinePoint point);  // a click on an event's line
  void ruleChosen(const QString& ruleId);     // a double-click on a line with a rule

 private:
  void tell(const baraza::Trace& trace, std::size_t told);
  void addComment(const std::string& text);

  std::size_t told_ = SIZE_MAX;    // the line's move being told (SIZE_MAX: none, the start)
  std::size_t events_ = SIZE_MAX;  // how many of its events are told
  bool stale_ = true;              // the line changed since it was told
};
