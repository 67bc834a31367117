#pragma once
// How good a move was, judged by what the analysis knows for the side that moved, against the best
// move of its position. Values in seeds (estimates, or Kingulu's solved margins) are compared by
// the seeds the move gives away; the thresholds, in seeds lost:
//   best        the best move, or one worth as much (0)
//   good        up to half a seed
//   inaccuracy  up to 2 seeds
//   mistake     up to 5 seeds
//   blunder     more than 5 seeds, or a result given away where both moves' ends are known: a win
//               for a draw or a loss, a draw for a loss
// An end is known when the engine has proven it, or its search reached it ("wins in 7", "likely
// loses in 22"). Between two wins (or two losses) counted in plies only the pace differs: the
// faster win (the slower loss) is best, the other good. An end against an estimate is not judged:
// they have no common scale, and the estimate's move (-6.5) may end the same way; a proven win
// against +1.5 is not proven to be given away, nor a loss against -6.5 to be worse.
#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <optional>

#include "baraza/analysis.h"

enum class MoveQuality { Best, Good, Inaccuracy, Mistake, Blunder };

namespace Quality {
inline constexpr int kGoodLoss = 50;  // hundredths of a seed
inline constexpr int kInaccuracyLoss = 200;
inline constexpr int kMistakeLoss = 500;

// Hundredths of a seed the played move loses against the best one (0 for the best).
int loss(const baraza::MoveValue& best, const baraza::MoveValue& played);
// None when the two values are not on one scale (see above).
std::optional<MoveQuality> judge(const baraza::MoveValue& best, const baraza::MoveValue& played);
// Judges `played` among the analysis's moves; none when the analysis does not list it.
std::optional<MoveQuality> judge(const baraza::Analysis& analysis, const baraza::Move& played);

// "?!", "?", "??" (nothing for best and good moves), as annotated games mark them.
QString mark(MoveQuality quality);
QColor colour(MoveQuality quality);
// In words: "Best move", "Blunder: loses 6.5 seeds against e2cw", ...
QString describe(MoveQuality quality);
}  // namespace Quality

// Values as the pane shows them: "+2.5", "−0.5", "wins in 7", "loses in 4", "draw".
class ValueText {
  Q_DECLARE_TR_FUNCTIONS(ValueText)

 public:
  static QString of(const baraza::MoveValue& value, baraza::Side mover);
  // The same value for South, as the pane's list and the evaluation chart show every value
  // (South's advantage up, "wins" South's), whichever side is to move.
  static QString forSouth(const baraza::MoveValue& value, baraza::Side mover);
  static QString seeds(int hundredths);
};
