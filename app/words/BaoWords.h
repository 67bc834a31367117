#pragma once
// Bao la Kete (Lamu) and Bao la Kiswahili (Zanzibar) are one Bao family that names the same things
// differently: the kuu is the nyumba, the reserve the hand, nemo namua, takata takasa, hizi zetu
// takasia. This is the one place that knows which game speaks which. A text that names one of them
// is written twice, whole, and picked here (as words/Pieces.h picks seeds or stones): around the
// word a language's sentence changes with it.

#include <QString>

#include "baraza/board.h"

inline bool speaksZanzibar(baraza::Variant variant) { return variant == baraza::Variant::Kiswahili; }

// `lamu` or `zanzibar`, whichever speaks the words of `variant`.
inline QString baoText(baraza::Variant variant, const QString& lamu, const QString& zanzibar) {
  return speaksZanzibar(variant) ? zanzibar : lamu;
}
