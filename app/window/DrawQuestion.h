#pragma once
// A draw offered (issue #29). Between two people the other side is asked in a bar above the
// board, as the safari question is, and answers with its buttons (Esc: play on). Against the
// computer the status bar says that it is thinking the offer over, and the bar gives its answer
// when it declines (when it accepts, the game is over and the result says so).

#include <QObject>

#include "baraza/board.h"

class GameSession;
class QStatusBar;
class QuestionBar;

class DrawQuestion : public QObject {
  Q_OBJECT

 public:
  DrawQuestion(GameSession* session, QuestionBar* bar, QStatusBar* status, QObject* parent = nullptr);

  // The question or answer shown, again in the interface language.
  void retranslate();

 private:
  void ask(baraza::Side offerer);
  void tellDeclined();
  QString nameOf(baraza::Side side) const;

  GameSession* session_;
  QuestionBar* bar_;
  QStatusBar* status_;
  enum class Shown { Nothing, Question, Declined } shown_ = Shown::Nothing;
  baraza::Side offerer_ = baraza::Side::South;
};
