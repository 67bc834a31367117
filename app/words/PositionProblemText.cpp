#include "PositionProblemText.h"

#include "BaoWords.h"
#include "Pieces.h"
#include "Words.h"

using namespace baraza;

namespace {

QString squareText(const PositionProblem& problem) {
  return problem.square == kNoSquare ? QString() : QString::fromStdString(squareName(problem.variant, problem.square));
}

// The hizi zetu or takasia mark: "no mark" is written "-", which a newcomer cannot guess.
bool namesAMark(const PositionProblem& problem) { return problem.key == "hz" || problem.key == "takasia"; }
}  // namespace

QString PositionProblemText::keyMeaning(Variant variant, const QString& key) {
  if (key == QLatin1String("reserve"))
    return baoText(variant, tr("the seeds in each reserve"), tr("the seeds in each hand"));
  if (key == QLatin1String("kuu")) return tr("whether each kuu still stands");
  if (key == QLatin1String("nyumba")) return tr("whether each player still owns his nyumba");
  if (key == QLatin1String("hz")) return tr("the hizi zetu mark");
  if (key == QLatin1String("takasia")) return tr("the takasia mark");
  if (key == QLatin1String("store")) return tr("the seeds in each store");
  if (key == QLatin1String("mtoto")) return tr("the mtoto holes");
  return key;
}

QString PositionProblemText::describe(const PositionProblem& problem) {
  const QString key = QString::fromStdString(problem.key);
  const QString text = QString::fromStdString(problem.text);
  const QString square = squareText(problem);
  const QString side = Words::sideName(problem.side);
  const Variant v = problem.variant;
  switch (problem.fault) {
    case PositionFault::None:
      return {};
    case PositionFault::MissingFields:
      //: A position's text (BPN): "kete 0,0,…/… S reserve=…".
      return tr("a position names its game, then the rows of holes, then the side to move (S or N)");
    case PositionFault::UnknownVariant:
      return tr("“%1” is not the name of a game").arg(text);
    case PositionFault::RowCount:
      return tr("the board of %1 has %2 rows, the text gives %3")
          .arg(Words::gameName(v))
          .arg(problem.limit)
          .arg(problem.count);
    case PositionFault::HoleCount:
      return tr("row %1 has %2 holes, the board of %3 has %4 in a row")
          .arg(problem.row)
          .arg(problem.count)
          .arg(Words::gameName(v))
          .arg(problem.limit);
    case PositionFault::BadSeedCount:
      return tr("“%1” on %2 is not a number of seeds").arg(text, square);
    case PositionFault::BadSide:
      //: S and N are written as they are in the text; they stand for South and North.
      return tr("the side to move is written S or N, not “%1”").arg(text);
    case PositionFault::NotKeyValue:
      //: key=value is written as it is in the text.
      return tr("“%1” should be written key=value").arg(text);
    case PositionFault::UnknownKey:
      return tr("%1 has no “%2” in its positions").arg(Words::gameName(v), key);
    case PositionFault::RepeatedKey:
      return tr("“%1” (%2) is given twice").arg(key, keyMeaning(v, key));
    case PositionFault::MissingKey:
      //: %1 is the mark's key as written (hz or takasia), %2 the mark; “%1=-” is written as it is.
      if (namesAMark(problem))
        return tr("“%1” (%2) is missing: write “%1=-” when no hole is marked").arg(key, keyMeaning(v, key));
      //: %1 is a key of the position text, as written (hz, reserve, …); %2 says what it holds.
      return tr("“%1” (%2) is missing").arg(key, keyMeaning(v, key));
    case PositionFault::BadCounts:
      return tr("“%1=%2” (%3) must be two counts, South's then North's, each from 0 to %4")
          .arg(key, text, keyMeaning(v, key))
          .arg(problem.limit);
    case PositionFault::BadFlags:
      return tr("“%1=%2” (%3) must be two flags, South's then North's, each 0 or 1").arg(key, text, keyMeaning(v, key));
    case PositionFault::NoSuchSquare:
      if (namesAMark(problem))
        //: %1 is what was written for the mark, %2 the mark, %3 its key (hz or takasia); “%3=-” is written as it is.
        return tr("“%1” (%2) names a hole this board does not have: write “%3=-” when no hole is marked")
            .arg(problem.name.empty() ? text : QString::fromStdString(problem.name), keyMeaning(v, key), key);
      return tr("“%1” (%2) names a hole this board does not have")
          .arg(problem.name.empty() ? text : QString::fromStdString(problem.name), keyMeaning(v, key));
    case PositionFault::RepeatedSquare:
      return tr("the mtoto %1 is named twice").arg(square);
    case PositionFault::KimasaiHoleOverOne:
      return tr("%1 holds %2 stones: a hole of Bao la Kimasai holds one stone at most").arg(square).arg(problem.count);
    case PositionFault::ReserveOverLimit:
      return baoText(v, tr("%1's reserve holds %2 seeds: a reserve starts with %3 and never gains"),
                     tr("%1's hand holds %2 seeds: a hand starts with %3 and never gains"))
          .arg(side)
          .arg(problem.count)
          .arg(problem.limit);
    case PositionFault::StoreOverLimit:
      return tr("%1's store holds %2 seeds, more than the game's %3").arg(side).arg(problem.count).arg(problem.limit);
    case PositionFault::MarkOffFrontRow:
      return baoText(v, tr("the hizi zetu mark is on %1, which is not a front-row hole"),
                     tr("the takasia mark is on %1, which is not a front-row hole"))
          .arg(square);
    case PositionFault::TooManySeeds:
      return piecesText(v, tr("%n seeds are in play, but %1 has only %2", nullptr, problem.count),
                        tr("%n stones are in play, but %1 has only %2", nullptr, problem.count))
          .arg(Words::gameName(v))
          .arg(problem.limit);
    case PositionFault::KuuTooSmall:
      return tr("%1's kuu %2 holds %3 seeds: a kuu that still stands holds six or more (L-1)")
          .arg(side, square)
          .arg(problem.count);
    case PositionFault::NyumbaTooSmall:
      return tr("%1's nyumba %2 holds %3 seeds: an owned nyumba holds five or more (Z-2)")
          .arg(side, square)
          .arg(problem.count);
    case PositionFault::TakasiaWithHand:
      return tr("the takasia mark on %1 is set only when both hands are empty (Z-11)").arg(square);
    case PositionFault::TakasiaOnSmallHole:
      return tr("the takasia mark is on %1, which holds fewer than two seeds (Z-11)").arg(square);
  }
  return {};
}
