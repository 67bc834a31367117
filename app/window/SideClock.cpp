#include "SideClock.h"

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
    setStyleSheet(low ? QStringLiteral("color: #c62828;") : QString());
  }
  setText(QStringLiteral("%1  %2").arg(Words::sideName(side_), time));
  //: A side's clock, for a screen reader: %1 is South or North, %2 its time left ("4:05").
  setAccessibleName(tr("Clock of %1: %2 left").arg(Words::sideName(side_), time));
}
