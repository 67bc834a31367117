#include "ClockHold.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>

#include "session/GameSession.h"

ClockHold::ClockHold(QWidget* window, GameSession* session) : QObject(window), window_(window), session_(session) {
  pending_.setSingleShot(true);
  pending_.setInterval(0);
  connect(&pending_, &QTimer::timeout, this, &ClockHold::look);
  qApp->installEventFilter(this);
}

bool ClockHold::eventFilter(QObject* watched, QEvent* event) {
  switch (event->type()) {
    case QEvent::Show:
    case QEvent::Hide:
    case QEvent::WindowActivate:
    case QEvent::WindowDeactivate:
      if (watched->isWidgetType() && static_cast<QWidget*>(watched)->isWindow()) pending_.start();
      break;
    default:
      break;
  }
  return false;
}

void ClockHold::look() {
  // A menu or a tooltip is part of the window it belongs to; another program's window is no
  // window of ours (activeWindow() is none then).
  const QWidget* active = QApplication::activeWindow();
  const bool otherWindowInFront =
      active && active != window_ && active->windowType() != Qt::Popup && active->windowType() != Qt::ToolTip;
  session_->holdPersonsClock(QApplication::activeModalWidget() != nullptr || otherWindowInFront);
}
