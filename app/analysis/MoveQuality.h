#pragma once
// How good a move was, judged by the seeds it gives away against the best move of its position
// (the analysis's values, for the side that moved). The thresholds, in seeds lost:
//   best        the best move, or one worth as much (0)
//   good        up to half a seed
//   inaccuracy  up to 2 seeds
//   mistake     up to 5 seeds
//   blunder     more than 5 seeds, or a proven win given away (to a draw, a loss or an unproven
//               position), or a proven draw turned into a proven loss
// Between two proven wins (or two proven losses) the outcome is the same: the faster win (the
// slower loss) is best, the other good.

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
MoveQuality judge(const baraza::MoveValue& best, const baraza::MoveValue& played);
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
  static QString seeds(int hundredths);
};
