#include "Words.h"

#include "Pieces.h"

using namespace baraza;

QString Words::sideName(Side side) { return side == Side::South ? tr("South") : tr("North"); }

QString Words::gameName(Variant variant) {
  switch (variant) {
    case Variant::Kigogo:
      return tr("Bao Kigogo");
    case Variant::Kete:
      return tr("Bao la Kete");
    case Variant::Kingulu:
      return tr("Bao Kingulu");
    //: The four-row game; "Kimasai" is a name and stays as it is.
    case Variant::Kimasai:
      return tr("Bao la Kimasai (four rows)");
    case Variant::Kiswahili:
      return tr("Bao la Kiswahili");
  }
  return {};
}

QString Words::levelName(Level level) {
  switch (level) {
    //: Computer strength.
    case Level::Beginner:
      return tr("Beginner");
    //: Computer strength.
    case Level::Casual:
      return tr("Casual");
    //: Computer strength.
    case Level::Strong:
      return tr("Strong");
    //: Computer strength.
    case Level::Expert:
      return tr("Expert");
    default:
      return QString::fromLatin1(baraza::levelName(level).data());
  }
}

QString Words::levelDescription(Level level, Variant variant) {
  switch (level) {
    case Level::Beginner:
      return tr("Looks a few moves ahead. A good first opponent.");
    case Level::Casual:
      return piecesText(variant, tr("Looks further ahead and seldom leaves seeds to be taken."),
                        //: A computer strength in Bao la Kimasai, played with stones.
                        tr("Looks further ahead and seldom leaves stones to be taken."));
    case Level::Strong:
      return tr("Thinks for up to half a second a move.");
    case Level::Expert:
      if (variant == Variant::Kingulu)
        //: The strongest computer level in Bao Kingulu, which the program has solved.
        return tr("Plays perfectly: every move keeps the best count it can force, worked out to the end of the game.");
      return tr("Thinks for two seconds a move and, when it is losing, sets traps.");
    default:
      return {};
  }
}

QString Words::gameTagline(Variant variant) {
  switch (variant) {
    case Variant::Kete:
      //: Under Bao la Kete's picture: where it is played, and its own words (kuu, hizi zetu), which stay in Swahili.
      return tr("Lamu · kuu · hizi zetu");
    case Variant::Kiswahili:
      //: Under Bao la Kiswahili's picture: where it is played, and its own words (nyumba, takasia), which stay in
      //: Swahili.
      return tr("Zanzibar · nyumba · takasia");
    case Variant::Kigogo:
      //: Under Bao Kigogo's picture: its board.
      return tr("four rows of twelve");
    case Variant::Kingulu:
      //: Under Bao Kingulu's picture: its board, and each player's store.
      return tr("two rows of six · stores");
    case Variant::Kimasai:
      //: Under Bao la Kimasai's picture.
      return tr("one stone a hole");
  }
  return {};
}

QString Words::gameSummary(Variant variant) {
  switch (variant) {
    case Variant::Kete:
      //: Kete: "kuu" is the square hole; it stays in Swahili.
      return tr(
          "Four rows of eight from Lamu: seeds come from a reserve, the kuu is guarded, and "
          "captured seeds are sown again from the ends.");
    case Variant::Kigogo:
      return tr("Four rows of twelve: long relay sowings, and you capture what faces your front row.");
    case Variant::Kingulu:
      //: Kingulu: a "mtoto" is a hole a player claims; the word stays in Swahili.
      return tr("Two rows of six on one loop: capture into your store and claim holes as mtoto.");
    case Variant::Kimasai:
      return tr("One stone a hole: step into the empty hole ahead and capture across the board.");
    case Variant::Kiswahili:
      //: Kiswahili (Zanzibar Bao): the "nyumba" is the square hole; the word stays in Swahili.
      return tr(
          "Four rows of eight as Zanzibar plays today: 22 seeds in hand, a nyumba that works while it holds six, "
          "and captured seeds sown again from the ends.");
  }
  return {};
}
