#include "TimeControl.h"

#include <QRegularExpression>
#include <algorithm>

namespace TimeControls {

namespace {
constexpr int kMaxSeconds = 24 * 3600;  // a day: more is no clock anyone plays on
constexpr int kMovesStillToPlay = 30;   // the share of the time left one move may use
constexpr int kMinMoveMs = 20;
}  // namespace

QString tag(const TimeControl& control) {
  if (!control.on()) return {};
  if (control.incrementSeconds == 0) return QString::number(control.baseSeconds);
  return QStringLiteral("%1+%2").arg(control.baseSeconds).arg(control.incrementSeconds);
}

std::optional<TimeControl> fromTag(const QString& text) {
  static const QRegularExpression form(QStringLiteral("^(\\d{1,6})(?:\\+(\\d{1,6}))?$"));
  const QRegularExpressionMatch match = form.match(text);
  if (!match.hasMatch()) return std::nullopt;
  const TimeControl control{match.captured(1).toInt(), match.captured(2).isEmpty() ? 0 : match.captured(2).toInt()};
  if (!control.on() || control.baseSeconds > kMaxSeconds || control.incrementSeconds > kMaxSeconds) return std::nullopt;
  return control;
}

// Cut to tenths, not rounded, as the clock shows a time (4:59 until five minutes are quite
// full): the record then never says more time than the board showed.
QString timeTag(qint64 ms) {
  const qint64 tenths = std::max<qint64>(ms, 0) / 100;
  return QStringLiteral("%1.%2").arg(tenths / 10).arg(tenths % 10);
}

std::optional<qint64> timeFromTag(const QString& text) {
  static const QRegularExpression form(QStringLiteral("^\\d{1,6}(?:\\.\\d)?$"));
  if (!form.match(text).hasMatch()) return std::nullopt;
  return qint64(text.toDouble() * 1000.0 + 0.5);
}

int moveTimeMs(qint64 leftMs, int incrementSeconds, int levelMs) {
  const qint64 share = leftMs / kMovesStillToPlay + qint64(incrementSeconds) * 1000 * 3 / 4;
  // Never the whole of what is left: a move takes a moment to be played and shown too.
  const qint64 safe = std::min(share, leftMs / 2);
  return int(std::clamp<qint64>(safe, kMinMoveMs, levelMs));
}

}  // namespace TimeControls
