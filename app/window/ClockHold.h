#pragma once
// Holds the clock of a person choosing a move while the program shows something to deal with
// first (issue #29): a modal dialog of the program (Save as, Open, Settings, About, New game, a
// question), or another window of the program in front, the rules window. Nothing lost: the
// time spent there is not time spent on the move. Switching to another program holds nothing.
// The computer's clock is not held (GameSession::holdPersonsClock): it thinks and moves meanwhile.

#include <QObject>
#include <QTimer>

class QWidget;
class GameSession;

class ClockHold : public QObject {
  Q_OBJECT

 public:
  ClockHold(QWidget* window, GameSession* session);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void look();

  QWidget* window_;
  GameSession* session_;
  // Windows shown, hidden and activated are looked at once the event that told has been handled
  // (a dialog becomes modal only after its Show event).
  QTimer pending_;
};
