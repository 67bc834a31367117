#pragma once
// A move as the window shows it: the start square and, where the game lets the player choose,
// the direction as an arrow seen from above (C-2: ↺ counterclockwise, ↻ clockwise) and the
// safari in words. Files and bao-cli keep the notation (f2ccw, c2cw*).

#include <QString>

#include "baraza/move.h"

QString moveText(baraza::Variant variant, const baraza::Move& move);
