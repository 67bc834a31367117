#include "SideClock.h"

#include <QLocale>

#include "session/GameClock.h"
#include "words/Words.h"

using namespace baraza;

namespace {
constexpr qint64 kLowMs = 10000;  // the last seconds: tenths, and red
}  // namespace

SideClock::SideClock(GameClock* clocks, Side side, QWidget* parent) : QLabel(parent), clocks_(clocks), side_(side) {
  setObjectName(side == Side::South ? "southClock" : "northClock");
  setAlignment(Qt::AlignRight | Qt::AlignVCenter);
  setContentsMargins(8, 2, 8, 2);
  connect(clocks_, &GameClock::changed, this, &SideClock::refresh);
  refresh();
}

QString SideClock::format(qint64 ms) {
  ms = std::max<qint64>(ms, 0);
  if (ms < kLowMs) return QStringLiteral("0:%1.%2").arg(ms / 1000, 2, 10, QLatin1Char('0')).arg(ms / 100 % 10);
  const qint64 seconds = ms / 1000;
  const QString minutesAndSeconds =
      QStringLiteral("%1:%2").arg(seconds / 60 % 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
  if (seconds < 3600) return minutesAndSeconds;
  return QStringLiteral("%1:%2:%3")
      .arg(seconds / 3600)
      .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
      .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString SideClock::controlText(const TimeControl& c) {
  if (!c.on()) return {};
  const QString minutes = QLocale().toString(c.baseSeconds / 60);
  //: The time control, in a clock's tooltip: each side's minutes for the whole game.
  if (c.incrementSeconds == 0) return tr("%1 minutes each").arg(minutes);
  //: The time control, in a clock's tooltip: each side's minutes for the game, and seconds added after each of its
  //: moves.
  return tr("%1 minutes each, +%2 seconds a move").arg(minutes, QLocale().toString(c.incrementSeconds));
}

QString SideClock::shortControlText(const TimeControl& c) {
  if (!c.on()) return {};
  const QString minutes = QLocale().toString(c.baseSeconds / 60);
  //: The time control in the status line, short: each side's minutes for the game ("min" as in 5 min).
  if (c.incrementSeconds == 0) return tr("%1 min each").arg(minutes);
  //: The time control in the status line, short: minutes each, and seconds added after each move ("5 min + 3 s").
  return tr("%1 min + %2 s").arg(minutes, QLocale().toString(c.incrementSeconds));
}

void SideClock::refresh() {
  setVisible(clocks_->isOn());
  if (!clocks_->isOn()) return;
  const qint64 left = clocks_->leftMs(side_);
  const bool running = clocks_->running() == side_;
  const QString time = format(left);
  if (font().bold() != running) {
    QFont bold = font();
    bold.setBold(running);
    setFont(bold);
  }
  const bool low = running && left < kLowMs;
  if (low != low_) {  // a style sheet is costly to apply ten times a second: only when it changes
    low_ = low;
    setStyleSheet(low ? QStringLiteral("color: #ff6e5e;") : QString());  // a red that reads on the dark edge
  }
  setText(time);  // just after the side's name on its edge
  //: A side's clock, for a screen reader: %1 is South or North, %2 its time left ("4:05").
  setAccessibleName(tr("Clock of %1: %2 left").arg(Words::sideName(side_), time));
  //: A side's clock's tooltip: %1 is the time control, e.g. "5 minutes each, +3 seconds a move".
  const QString control = tr("Time control: %1").arg(controlText(clocks_->control()));
  if (toolTip() != control) {
    setToolTip(control);
    setAccessibleDescription(control);
  }
}
