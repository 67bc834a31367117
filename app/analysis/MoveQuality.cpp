#include "MoveQuality.h"

#include <QLocale>
#include <algorithm>

using namespace baraza;

namespace {
enum class Outcome { Loss, Draw, Win };
// The end the analysis has reached for the mover: a proven outcome (a search's proof or Kingulu's
// solver), or an end the search saw along its line (a score beyond the proven scores); none for
// an estimate.
std::optional<Outcome> endOf(const MoveValue& v) {
  if (v.exact && v.exact->kind == Result::Kind::Draw) return Outcome::Draw;
  if (v.exact || std::abs(v.score) > kProvenScore) return v.score > 0 ? Outcome::Win : Outcome::Loss;
  return std::nullopt;
}
// Seeds: an estimate, or the solver's exact margin; beyond, a count of plies to an end.
bool inSeeds(const MoveValue& v) { return std::abs(v.score) <= kProvenScore; }
}  // namespace

namespace Quality {

int loss(const MoveValue& best, const MoveValue& played) {
  if (played.move == best.move) return 0;
  return std::max(0, best.score - played.score);
}

std::optional<MoveQuality> judge(const MoveValue& best, const MoveValue& played) {
  const std::optional<Outcome> bestOutcome = endOf(best);
  const std::optional<Outcome> playedOutcome = endOf(played);
  // A result given away for a worse one, both ends the analysis has reached.
  if (bestOutcome && playedOutcome && *playedOutcome < *bestOutcome) return MoveQuality::Blunder;
  if (inSeeds(best) && inSeeds(played)) {
    const int lost = loss(best, played);
    if (lost == 0) return MoveQuality::Best;
    if (lost <= kGoodLoss) return MoveQuality::Good;
    if (lost <= kInaccuracyLoss) return MoveQuality::Inaccuracy;
    if (lost <= kMistakeLoss) return MoveQuality::Mistake;
    return MoveQuality::Blunder;
  }
  // The same end either way: only the pace differs.
  if (bestOutcome && playedOutcome)
    return played.move == best.move || played.score >= best.score ? MoveQuality::Best : MoveQuality::Good;
  return std::nullopt;  // an end against an estimate: no common scale
}

std::optional<MoveQuality> judge(const Analysis& analysis, const Move& played) {
  if (analysis.moves.empty()) return std::nullopt;
  const auto it =
      std::find_if(analysis.moves.begin(), analysis.moves.end(), [&](const MoveValue& v) { return v.move == played; });
  if (it == analysis.moves.end()) return std::nullopt;
  return judge(analysis.moves.front(), *it);
}

QString mark(MoveQuality quality) {
  switch (quality) {
    case MoveQuality::Inaccuracy:
      return QStringLiteral("?!");
    case MoveQuality::Mistake:
      return QStringLiteral("?");
    case MoveQuality::Blunder:
      return QStringLiteral("??");
    default:
      return {};
  }
}

QColor colour(MoveQuality quality) {
  switch (quality) {
    case MoveQuality::Best:
      return QColor(0x1b, 0x7a, 0x3a);  // green
    case MoveQuality::Good:
      return QColor(0x3d, 0x6f, 0x9e);  // blue
    case MoveQuality::Inaccuracy:
      return QColor(0xb0, 0x80, 0x00);  // amber
    case MoveQuality::Mistake:
      return QColor(0xd0, 0x5a, 0x00);  // orange
    case MoveQuality::Blunder:
      return QColor(0xc0, 0x1c, 0x1c);  // red
  }
  return {};
}

QString describe(MoveQuality quality) {
  switch (quality) {
    case MoveQuality::Best:
      return QCoreApplication::translate("Quality", "Best move");
    case MoveQuality::Good:
      return QCoreApplication::translate("Quality", "Good move");
    case MoveQuality::Inaccuracy:
      return QCoreApplication::translate("Quality", "Inaccuracy");
    case MoveQuality::Mistake:
      return QCoreApplication::translate("Quality", "Mistake");
    case MoveQuality::Blunder:
      return QCoreApplication::translate("Quality", "Blunder");
  }
  return {};
}

}  // namespace Quality

QString ValueText::seeds(int hundredths) {
  const QString number = QLocale().toString(std::abs(hundredths) / 100.0, 'f', 1);
  //: A value in seeds for the side to move, e.g. "+2.5" (ahead) or "−0.5" (behind).
  return hundredths > 0 ? tr("+%1").arg(number) : hundredths < 0 ? tr("\u2212%1").arg(number) : number;
}

QString ValueText::forSouth(const MoveValue& value, Side mover) {
  if (mover == Side::South) return of(value, mover);
  MoveValue south = value;
  south.score = -value.score;
  if (south.exact && south.exact->count) std::swap((*south.exact->count)[0], (*south.exact->count)[1]);
  return of(south, Side::South);
}

QString ValueText::of(const MoveValue& value, Side mover) {
  if (value.exact) {
    //: The analysis has proven that the game ends drawn after this move.
    if (value.exact->kind == Result::Kind::Draw) return tr("draw");
    const int plies = value.exact->plies;
    if (const auto count = value.exact->count) {
      const QString mine = QLocale().toString((*count)[0]), theirs = QLocale().toString((*count)[1]);
      //: Bao Kingulu's exact analysis: the side to move wins with this final count (its own first,
      //: e.g. "wins 26–22 in 30"), the game ending within %n moves (plies) from here.
      if (value.exact->winner == mover) return tr("wins %1\u2013%2 in %n", nullptr, plies).arg(mine, theirs);
      //: Bao Kingulu's exact analysis: the side to move loses with this final count (its own first,
      //: e.g. "loses 22–26 in 30"), the game ending within %n moves (plies) from here.
      return tr("loses %1\u2013%2 in %n", nullptr, plies).arg(mine, theirs);
    }
    //: The analysis has proven a win for the side to move: in %n moves (plies) from here.
    if (value.exact->winner == mover) return tr("wins in %n", nullptr, plies);
    //: The analysis has proven a loss for the side to move: in %n moves (plies) from here.
    return tr("loses in %n", nullptr, plies);
  }
  // Beyond the proven scores without a proof: the search saw an end this many plies ahead, but
  // along a line that rests on a judgement or a repetition somewhere (search.cpp's `proven`).
  const int plies = 2 * kProvenScore - std::abs(value.score);
  //: The analysis: the search sees a win for the side to move in %n moves (plies), not proven.
  if (value.score > kProvenScore) return tr("likely wins in %n", nullptr, plies);
  //: The analysis: the search sees a loss for the side to move in %n moves (plies), not proven.
  if (value.score < -kProvenScore) return tr("likely loses in %n", nullptr, plies);
  return seeds(value.score);
}
