#include "Narrator.h"

#include <QLocale>
#include <algorithm>

#include "baraza/notation.h"
#include "baraza/rules.h"
#include "words/BaoWords.h"
#include "words/Pieces.h"
#include "words/Words.h"

using namespace baraza;

namespace {

QString square(Variant v, Square sq) { return QString::fromStdString(squareName(v, sq)); }

// The seeds `sq` holds just before event `index`: a lift may leave some behind (a Kete kuu of
// eight or more has two lifted, L-8).
int seedsBefore(const Trace& trace, int index, Square sq) {
  Position position = trace.before;
  for (int i = 0; i < index; ++i) applyEvent(position, trace.before.toMove, trace.events[static_cast<std::size_t>(i)]);
  return position.seeds(sq);
}

// The clause the engine names (PROTOCOL.md "rule").
QString ruleName(RuleId rule) {
  const std::string_view id = ruleText(rule);
  return QString::fromLatin1(id.data(), qsizetype(id.size()));
}

}  // namespace

QString Narrator::describe(const Trace& trace, int index) {
  const Variant v = trace.before.variant;
  const TraceEvent& e = trace.events[static_cast<std::size_t>(index)];
  QString text;
  // The words depend on what happened; the clause is the one the engine names for it.
  const QString rule = e.kind == EventKind::Sow ? QString() : ruleName(e.rule);
  const bool stones = playsWithStones(v);  // Kimasai's single stones (M-1) are told apart
  // Bao la Kiswahili says nyumba, hand and takasia where Bao la Kete says kuu, reserve and hizi zetu.
  const bool zanzibar = speaksZanzibar(v);
  switch (e.kind) {
    case EventKind::Place:
      if (zanzibar)
        text = tr("A seed from the hand is placed in %1.").arg(square(v, e.square));
      else
        text = tr("A seed from the reserve is placed in %1.").arg(square(v, e.square));
      break;
    case EventKind::Lift:
      if (stones) {
        //: Bao la Kimasai: the stone that moves is taken up (a hole holds one stone at most).
        text = tr("The stone of %1 is lifted.").arg(square(v, e.square));
      } else if (e.lap == Lap::First) {
        const int held = seedsBefore(trace, index, e.square);
        if (e.rule == RuleId::Z8_2) {
          //: Kiswahili: taxing (rule Z-8.2) lifts only two seeds of the nyumba, which stays its owner's.
          //: "nyumba" stays in Swahili.
          text = tr("Taxing: only %1 seeds of the nyumba %2 are lifted to be sown; the nyumba stays.")
                     .arg(QLocale().toString(e.count), square(v, e.square));
        } else if (held > e.count) {
          //: Kete, L-8: only some of a hole's seeds are lifted (two of a kuu of eight or more);
          //: %n is how many, %1 how many the hole held, %2 the hole, e.g. "2 of the 8 seeds of e2".
          text = tr("%n of the %1 seeds of %2 are lifted to be sown.", nullptr, e.count)
                     .arg(QLocale().toString(held), square(v, e.square));
        } else {
          text =
              tr("The seeds of %1 (%2) are lifted to be sown.").arg(square(v, e.square), QLocale().toString(e.count));
        }
      } else if (e.lap == Lap::Safari && zanzibar) {
        //: Kiswahili: "safari" is the Swahili name of going on out of one's own nyumba.
        text = tr("Safari: the seeds of the nyumba (%1) are lifted and sown on.").arg(QLocale().toString(e.count));
      } else if (e.lap == Lap::Safari) {
        //: Kete: "safari" is the Swahili name of going on out of one's own kuu.
        text = tr("Safari: the seeds of the kuu (%1) are lifted and sown on.").arg(QLocale().toString(e.count));
      } else if (e.rule == RuleId::L11) {
        //: Kete: "hizi zetu" is the Lamu name of the blocking rule and "kuu" the square hole;
        //: both stay in Swahili.
        text = tr("The first lap from the kuu ended in %1, the hizi zetu hole: a lap from the kuu is not stopped "
                  "there, so its seeds (%2) are sown on.")
                   .arg(square(v, e.square), QLocale().toString(e.count));
      } else {
        text = tr("The lap ended in %1, an occupied hole: its seeds (%2) are sown on.")
                   .arg(square(v, e.square), QLocale().toString(e.count));
      }
      break;
    case EventKind::Sow:
      text = stones ? tr("The stone steps into %1.").arg(square(v, e.square))
                    : tr("One seed into %1.").arg(square(v, e.square));
      break;
    case EventKind::Capture:
      if (stones) {
        //: Bao la Kimasai: a captured stone (a hole holds one stone at most).
        text = tr("The stone of %1 is captured and leaves the game.").arg(square(v, e.square));
      } else if (e.destination == CaptureDestination::Out) {
        text = tr("The seeds of %1 (%2) are captured and leave the game.")
                   .arg(square(v, e.square), QLocale().toString(e.count));
      } else if (e.destination == CaptureDestination::Hand && zanzibar) {
        //: Kiswahili: a "kichwa" is an end hole of the front row; the word stays in Swahili.
        text = tr("The seeds of %1 (%2) are captured, to be sown starting in a kichwa.")
                   .arg(square(v, e.square), QLocale().toString(e.count));
      } else if (e.destination == CaptureDestination::Hand) {
        //: Kete: a "kichwa" is an end hole of the front row; the word stays in Swahili.
        text = tr("The seeds of %1 (%2) are captured into the hand, to be sown starting in a kichwa.")
                   .arg(square(v, e.square), QLocale().toString(e.count));
      } else {
        text = tr("The seeds of %1 (%2) go into the store.").arg(square(v, e.square), QLocale().toString(e.count));
      }
      break;
    case EventKind::Store:
      //: Kingulu: a "mtoto" is a hole a player has claimed; the word stays in Swahili.
      text =
          tr("The seed sown into the mtoto %1 goes to %2's store.").arg(square(v, e.square), Words::sideName(e.owner));
      break;
    case EventKind::Mtoto:
      text = tr("%1 held exactly three seeds: it becomes a mtoto.").arg(square(v, e.square));
      break;
    case EventKind::MoveSeed:
      text = tr("The seed just sown in %1 joins the new mtoto %2.").arg(square(v, e.square), square(v, e.target));
      break;
    case EventKind::End:
      switch (e.reason) {
        case EndReason::Empty:
          text = tr("The last seed fell into an empty hole: the move ends.");
          break;
        case EndReason::Step:
          text = tr("A single step ends the move.");
          break;
        case EndReason::Kuu:
          if (zanzibar)
            text = tr("The lap ended in the nyumba: the move stops there.");
          else
            text = tr("The lap ended in the kuu: the move stops there.");
          break;
        case EndReason::Blocked:
          if (zanzibar)
            //: Kiswahili: "takasia" is the Swahili name of the blocking mark; it stays in Swahili.
            text = tr("The lap ended in the hole the takasia mark blocks: the move ends.");
          else
            //: Kete: "hizi zetu" is the Lamu name of the blocking rule; it stays in Swahili.
            text = tr("The lap ended in the hizi zetu hole: the move ends.");
          break;
        case EndReason::Store:
          text = tr("The last seed went into a mtoto: the move ends.");
          break;
        case EndReason::Mtoto:
          text = tr("Claiming a mtoto ends the move.");
          break;
        case EndReason::Won:
          //: Kete: "bao hamna" (no board) is the Swahili name of this win.
          text = tr("Bao hamna: the opponent's front row is empty and the game is won.");
          break;
        case EndReason::Lost:
          text = tr("The mover's own front row is empty: the game is lost.");
          break;
      }
      break;
    case EventKind::KuuGone:
      if (zanzibar)
        //: Kiswahili: the "nyumba" is the square hole; the word stays in Swahili.
        text = tr("%1's nyumba (%2) is gone for good.").arg(Words::sideName(e.owner), square(v, e.square));
      else
        //: Kete: the "kuu" is the square hole; the word stays in Swahili.
        text = tr("%1's kuu (%2) is gone for good.").arg(Words::sideName(e.owner), square(v, e.square));
      break;
    case EventKind::MarkSet:
      if (zanzibar)
        //: Kiswahili: "takasia" is the Swahili name of the blocking mark; it stays in Swahili.
        text =
            tr("Takasia: %1 is marked. On his next move %2 may not start there, and a lap that ends there ends "
               "his move; on the move after, %3 must capture it if one of his capture moves can.");
      else
        //: Kete: "hizi zetu" is the Lamu name of the blocking rule; it stays in Swahili.
        text =
            tr("Hizi zetu: %1 is marked. On his next move %2 may not start there, and a lap that ends there "
               "ends his move; on the move after, %3 must capture it if he can.");
      text = text.arg(square(v, e.square), Words::sideName(ownerOf(v, e.square)),
                      Words::sideName(other(ownerOf(v, e.square))));
      break;
    case EventKind::MarkLapsed:
      if (zanzibar)
        //: Kiswahili: "takasia" is the Swahili name of the blocking mark; it stays in Swahili.
        text = tr("The takasia mark on %1 lapses.").arg(square(v, e.square));
      else
        //: Kete: "hizi zetu" is the Lamu name of the blocking rule; it stays in Swahili.
        text = tr("The hizi zetu mark on %1 lapses.").arg(square(v, e.square));
      break;
    case EventKind::NyumbaDormant:
      //: Kiswahili: the "nyumba" is the square hole; the word stays in Swahili.
      text = tr("%1's nyumba (%2) holds fewer than six seeds: it is dormant, an ordinary hole, until it holds six "
                "again.")
                 .arg(Words::sideName(e.owner), square(v, e.square));
      break;
    case EventKind::NyumbaFunctional:
      //: Kiswahili: the "nyumba" is the square hole; the word stays in Swahili.
      text = tr("%1's nyumba (%2) holds six seeds again: it works again.")
                 .arg(Words::sideName(e.owner), square(v, e.square));
      break;
    case EventKind::MarkBinds:
      if (e.rule == RuleId::Z11_3) {
        //: Kiswahili: "takasia" is the Swahili name of the blocking rule; it stays in Swahili.
        text = tr("Takasia: %1 must capture the marked hole %2, and this move does.")
                   .arg(Words::sideName(other(ownerOf(v, e.square))), square(v, e.square));
      } else {
        //: Kiswahili: "takasia" is the Swahili name of the blocking rule; it stays in Swahili.
        text = tr("Takasia: this move may not start from the marked hole %1, and a lap that ends there ends the move.")
                   .arg(square(v, e.square));
      }
      break;
    case EventKind::Stage:
      if (zanzibar)
        //: Kiswahili: "mtaji" is the Swahili name of the game's second stage; it stays in Swahili.
        text = tr("%1's hand is empty: from now on his moves are mtaji moves.").arg(Words::sideName(e.owner));
      else
        //: Kete: "mtaji" is the Swahili name of the game's second stage; it stays in Swahili.
        text = tr("%1's reserve is empty: from now on his moves are mtaji moves.").arg(Words::sideName(e.owner));
      break;
    case EventKind::Turn:
      // After the game's end the turn still passes (C-7), but "passes to" would sound as if
      // someone should move.
      if (std::any_of(trace.events.begin(), trace.events.end(),
                      [](const TraceEvent& event) { return event.kind == EventKind::Result; }))
        //: The last line of a game's last move: the side to move changes (rule C-7) though no one moves again.
        text = tr("The game is over; it would have been %1's turn.").arg(Words::sideName(e.owner));
      else
        text = tr("The turn passes to %1.").arg(Words::sideName(e.owner));
      break;
    case EventKind::Result: {
      Result ended;
      ended.kind = e.draw ? Result::Kind::Draw : Result::Kind::Win;
      ended.winner = e.owner;
      ended.reason = e.result;
      if (e.result == ResultReason::Score) {  // G-7: the count of the position the move left
        ended.southScore = kinguluCount(trace.after, Side::South);
        ended.northScore = kinguluCount(trace.after, Side::North);
      }
      return outcome(ended, v, e.rule);  // the sentence names the rule
    }
  }
  //: A narration line followed by the id of the rule behind it, e.g. "... (K-3)".
  return rule.isEmpty() ? text : tr("%1 (%2)").arg(text, rule);
}

QString Narrator::result(const Result& r, Variant v) { return outcome(r, v, resultRule(v, r)); }

// Bao hamna and an emptied front row are the Bao family's (Kete L-12, Kiswahili Z-12.1, Z-12.2); a
// repetition is C-6 and a count Kingulu's G-7 in every case, so their sentences name the clause
// themselves.
QString Narrator::outcome(const Result& r, Variant v, RuleId rule) {
  if (!r.over()) return {};
  const QString winner = Words::sideName(r.winner);
  const QString loser = Words::sideName(other(r.winner));
  switch (r.reason) {
    case ResultReason::CapturedAll:
      if (rule == RuleId::L12 || rule == RuleId::Z12_1)
        return tr("%1 wins: bao hamna, %2's front row is empty (%3).").arg(winner, loser, ruleName(rule));
      return piecesText(v, tr("%1 wins: %2 has no seeds left (%3)."), tr("%1 wins: %2 has no stones left (%3)."))
          .arg(winner, loser, ruleName(rule));
    case ResultReason::NoMoves:
      return tr("%1 wins: %2 has no legal move (%3).").arg(winner, loser, ruleName(rule));
    case ResultReason::FrontRowEmpty:
      return tr("%1 wins: %2 emptied his own front row (%3).").arg(winner, loser, ruleName(rule));
    case ResultReason::Repetition:
      // Kigogo and Kimasai draw at the second occurrence, the others at the third (C-6).
      if (rulesFor(v).repetitionLimit() == 2) return tr("Draw: the same position came back a second time (C-6).");
      return tr("Draw: the same position came back for the third time (C-6).");
    case ResultReason::Score:
      if (r.kind == Result::Kind::Draw)
        return tr("Draw, %1 to %2 on the count (G-7).")
            .arg(QLocale().toString(r.southScore), QLocale().toString(r.northScore));
      return tr("%1 wins %2 to %3 on the count (G-7).")
          .arg(winner, QLocale().toString(std::max(r.southScore, r.northScore)),
               QLocale().toString(std::min(r.southScore, r.northScore)));
    case ResultReason::Resignation:
      //: %2 gave the game up (Game → Resign).
      return tr("%1 wins: %2 resigned.").arg(winner, loser);
    case ResultReason::Agreement:
      return tr("Draw: the players agreed to it.");
    case ResultReason::Time:
      //: On the clock: %2's time for the game ran out.
      return tr("%1 wins: %2 ran out of time.").arg(winner, loser);
    case ResultReason::None:
      break;
  }
  return {};
}
