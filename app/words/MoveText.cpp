#include "MoveText.h"

#include <QCoreApplication>

#include "baraza/notation.h"

using namespace baraza;

QString moveText(Variant variant, const Move& move) {
  QString text = QString::fromStdString(formatMove(variant, move));
  const bool safari = text.endsWith('*');
  if (safari) text.chop(1);
  // The notation's suffix says the direction, where the game has one to choose.
  if (text.endsWith(QLatin1String("ccw"))) {
    text.chop(3);
    text += QStringLiteral(" \u21BA");
  } else if (text.endsWith(QLatin1String("cw"))) {
    text.chop(2);
    text += QStringLiteral(" \u21BB");
  }
  //: A Bao la Kete move that goes on out of the player's kuu; "safari" stays in Swahili.
  if (safari) text += QCoreApplication::translate("MoveText", " safari");
  return text;
}
