#include "HintExplanation.h"

#include "baraza/move_summary.h"
#include "learn/Narrator.h"
#include "words/BaoWords.h"
#include "words/MoveText.h"
#include "words/Pieces.h"
#include "words/Words.h"

using namespace baraza;

namespace {

QString squareText(Variant variant, Square square) { return QString::fromStdString(squareName(variant, square)); }

}  // namespace

QString HintExplanation::explain(const Trace& move, const std::optional<Trace>& reply) {
  const Position& before = move.before;
  const Side mover = before.toMove;
  const MoveSummary deeds = summarize(move);
  const bool answered = reply.has_value();
  const int answerCaptures = answered ? summarize(*reply).captured() : 0;
  const QString m = moveText(before.variant, move.move);
  const QString them = Words::sideName(other(mover));
  //: A hint's reason: %1 is the move.
  if (deeds.wins()) return tr("%1 wins the game.").arg(m);
  const Variant v = before.variant;
  if (deeds.captured() > 0) {
    const int n = deeds.captured();
    if (answered && answerCaptures == 0)
      return piecesText(v,
                        //: A hint's reason: %1 is the move, %2 the opponent (North, South); %n seeds captured.
                        tr("%1 captures %n seeds and leaves %2 no capture.", nullptr, n),
                        //: A hint's reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones captured.
                        tr("%1 captures %n stones and leaves %2 no capture.", nullptr, n))
          .arg(m, them);
    if (answered && answerCaptures < n)
      return piecesText(v,
                        //: A hint's reason: %1 is the move, %2 the opponent; %n seeds captured.
                        tr("%1 captures %n seeds, more than %2 can take back.", nullptr, n),
                        //: A hint's reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones captured.
                        tr("%1 captures %n stones, more than %2 can take back.", nullptr, n))
          .arg(m, them);
    return piecesText(v,
                      //: A hint's reason: %1 is the move; %n seeds captured.
                      tr("%1 captures %n seeds.", nullptr, n),
                      //: A hint's reason in Bao la Kimasai: %1 is the move; %n stones captured.
                      tr("%1 captures %n stones.", nullptr, n))
        .arg(m);
  }
  //: A hint's reason (Kingulu, G-6): %1 is the move, %2 the hole that becomes the player's mtoto.
  if (deeds.mtoto != kNoSquare) return tr("%1 makes %2 your mtoto.").arg(m, squareText(before.variant, deeds.mtoto));
  const int stored = deeds.sownIntoStore[std::size_t(indexOf(mover))];
  //: A hint's reason (Kingulu): %1 is the move; %n seeds go into the player's store.
  if (stored > 0) return tr("%1 puts %n seeds into your store.", nullptr, stored).arg(m);
  if (deeds.endsInOwnKuu)
    return baoText(v,
                   //: A hint's reason (Kete): %1 is the move, which ends in the player's own kuu.
                   tr("%1 sows into your kuu."),
                   //: A hint's reason (Kiswahili): %1 is the move, which ends in the player's own nyumba.
                   tr("%1 sows into your nyumba."))
        .arg(m);
  if (answered && answerCaptures == 0)
    //: A hint's reason: %1 is the move, %2 the opponent (North, South).
    return tr("%1 leaves %2 no capture.").arg(m, them);
  if (answered)
    //: A hint's reason: %1 is the move, %2 the opponent; %n seeds the opponent's best answer captures, the
    //: least any move of the player's leaves him.
    return piecesText(v, tr("%1 leaves %2 no better answer than capturing %n seeds.", nullptr, answerCaptures),
                      //: A hint's reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones the
                      //: opponent's best answer captures.
                      tr("%1 leaves %2 no better answer than capturing %n stones.", nullptr, answerCaptures))
        .arg(m, them);
  //: A hint's reason when there is nothing more to say: %1 is the move.
  return tr("%1 is the strongest move the engine found.").arg(m);
}
