#pragma once
// A game's time control (issue #29): none, or each side's time for the whole game (sudden death)
// with, if given, an increment added to a side's time once it has chosen each move. A record
// keeps it as a tag, "300" or "600+5" (seconds), and each side's time left, "287.4".

#include <QString>
#include <optional>

struct TimeControl {
  int baseSeconds = 0;       // 0: no clock
  int incrementSeconds = 0;  // after each move chosen

  bool on() const { return baseSeconds > 0; }
  friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

namespace TimeControls {

// The time controls the New game dialog offers, none first.
inline constexpr TimeControl kOffered[] = {{0, 0}, {300, 0}, {600, 0}, {1200, 0}, {180, 2}, {300, 3}, {600, 5}};

// "300", "600+5" (a record's TimeControl tag); none for anything else, or for no clock.
QString tag(const TimeControl& control);
std::optional<TimeControl> fromTag(const QString& text);
// A side's time left as a record keeps it, "287.4" seconds (cut to tenths, as the clock shows
// it); none for a text that is not one.
QString timeTag(qint64 ms);
std::optional<qint64> timeFromTag(const QString& text);

// The computer's time for its next move, from its time left and the increment: a share of what
// is left (the game may last long) plus most of the increment, never more than `levelMs` (its
// level's own time: a longer clock does not make it stronger) nor less than a few milliseconds.
int moveTimeMs(qint64 leftMs, int incrementSeconds, int levelMs);

}  // namespace TimeControls
