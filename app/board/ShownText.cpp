#include "ShownText.h"

#include <QTextBoundaryFinder>
#include <algorithm>

namespace ShownText {

QString bounded(const QString& text, int maxCharacters) {
  if (text.size() <= maxCharacters) return text;
  // Only the text around the cut is looked at for its boundaries: the rest may be huge.
  const QString head = text.left(maxCharacters + 8);
  QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, head);
  graphemes.setPosition(std::max(0, maxCharacters - 1));  // room for the ellipsis
  if (!graphemes.isAtBoundary()) graphemes.toPreviousBoundary();
  return head.left(std::max<qsizetype>(0, graphemes.position())) + QChar(0x2026);
}

QString wrappable(const QString& text, int longestWord) {
  QString wrapped;
  wrapped.reserve(text.size());
  QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, text);
  int run = 0;  // characters since the last space
  qsizetype from = 0;
  for (qsizetype to = graphemes.toNextBoundary(); to != -1; from = to, to = graphemes.toNextBoundary()) {
    const QStringView character = QStringView(text).mid(from, to - from);
    if (character.front().isSpace()) {
      run = 0;
    } else if (run++ == longestWord) {
      wrapped += QChar(0x200B);
      run = 1;
    }
    wrapped += character;
  }
  return wrapped;
}

}  // namespace ShownText
