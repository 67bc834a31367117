#pragma once
// Text that comes from outside the program (a record's comments and player names) shown on
// screen. Laying out a megabyte of it takes seconds on the GUI thread and can make a label wider
// than any screen, so only its beginning is shown, ended with "…"; the game keeps it whole.

#include <QString>

namespace ShownText {

inline constexpr int kMaxComment = 1000;  // characters of a comment in the narration (samples': 230)
inline constexpr int kMaxName = 60;       // of a player's name in headers and results
inline constexpr int kLongestWord = 30;   // characters without a place to wrap

// `text` when it has at most `maxCharacters` characters (UTF-16 units), else its beginning, cut
// between two characters as a reader sees them, and "…": at most `maxCharacters` in all.
QString bounded(const QString& text, int maxCharacters);

// `text` with a zero-width space after every `longestWord` characters of a word longer than
// that, so that a list or label that wraps at spaces can wrap it too instead of growing a
// scroll bar. Meant for short, bounded text: it looks at every character.
QString wrappable(const QString& text, int longestWord = kLongestWord);

}  // namespace ShownText
