#include "MoveQuality.h"

#include <QLocale>
#include <algorithm>

using namespace baraza;

namespace {
bool provenWin(const MoveValue& v) { return v.score > kProvenScore; }
bool provenLoss(const MoveValue& v) { return v.score < -kProvenScore; }
bool provenDraw(const MoveValue& v) { return v.exact && v.exact->kind == Result::Kind::Draw; }
}  // namespace

namespace Quality {

int loss(const MoveValue& best, const MoveValue& played) {
  if (played.move == best.move) return 0;
  return std::max(0, best.score - played.score);
}

MoveQuality judge(const MoveValue& best, const MoveValue& played) {
  const bool atLeastAsGood = played.move == best.move || played.score >= best.score;
  // The same outcome either way: only the pace differs.
  if ((provenWin(best) && provenWin(played)) || provenLoss(best))
    return atLeastAsGood ? MoveQuality::Best : MoveQuality::Good;
  if (provenWin(best) || (provenDraw(best) && provenLoss(played))) return MoveQuality::Blunder;
  const int lost = loss(best, played);
  if (lost == 0) return MoveQuality::Best;
  if (lost <= kGoodLoss) return MoveQuality::Good;
  if (lost <= kInaccuracyLoss) return MoveQuality::Inaccuracy;
  if (lost <= kMistakeLoss) return MoveQuality::Mistake;
  return MoveQuality::Blunder;
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

QString ValueText::of(const MoveValue& value, Side mover) {
  if (value.exact) {
    //: The analysis has proven that the game ends drawn after this move.
    if (value.exact->kind == Result::Kind::Draw) return tr("draw");
    const int plies = value.exact->plies;
    //: The analysis has proven a win for the side to move: in %n moves (plies) from here.
    if (value.exact->winner == mover) return tr("wins in %n", nullptr, plies);
    //: The analysis has proven a loss for the side to move: in %n moves (plies) from here.
    return tr("loses in %n", nullptr, plies);
  }
  // Beyond the proven scores without an exact outcome: won or lost, the length not known.
  //: The analysis: the side to move wins after this move (how soon is not known).
  if (value.score > kProvenScore) return tr("wins");
  //: The analysis: the side to move loses after this move (how soon is not known).
  if (value.score < -kProvenScore) return tr("loses");
  return seeds(value.score);
}
