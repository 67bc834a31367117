#pragma once
// Game → Resign asks first (issue #29): a question naming who gives the game up and who wins,
// Resign or Play on (also Esc, and the default: a stray Enter gives nothing up). It is a dialog
// of the program, so the person's clock holds while it is open (ClockHold). Undo still takes a
// resignation back.

#include <QCoreApplication>

class QWidget;
class GameSession;

class ResignQuestion {
  Q_DECLARE_TR_FUNCTIONS(ResignQuestion)

 public:
  static void ask(QWidget* window, GameSession* session);
};
