#include "Glossary.h"

#include <QRegularExpression>

QList<Glossary::Entry> Glossary::entries() {
  // The words stay in Swahili in every language (the translations only write them in their
  // script); the definitions are translated.
  return {
      //: Glossary: the word "kete" (seeds), as the language writes it.
      {"kete", tr("kete"), tr("The seeds of Bao la Kete; the game is named after them.")},
      //: Glossary: the word "kuu", as the language writes it.
      {"kuu", tr("kuu"),
       tr("Bao la Kete: the square hole, South's e2 and North's d3. It starts with six seeds and is gone for good "
          "once all its seeds are lifted for a lap or captured; a nemo takata that lifts only two of its seeds, "
          "from a kuu of eight or more, leaves it standing (L-1, L-2, L-8).")},
      //: Glossary: the word "kichwa", as the language writes it.
      {"kichwa", tr("kichwa"),
       tr("Bao la Kete and Bao la Kiswahili: an end hole of a front row (a and h). Captured seeds are sown starting "
          "in a kichwa, towards the centre (L-5, Z-5).")},
      //: Glossary: the word "kimbi", as the language writes it.
      {"kimbi", tr("kimbi"),
       tr("Bao la Kete and Bao la Kiswahili: the two holes at each end of a front row, columns a, b, g and h (L-5, "
          "Z-5).")},
      //: Glossary: the word "nemo", as the language writes it.
      {"nemo", tr("nemo"),
       tr("Bao la Kete: the first stage, while a player still has seeds in reserve; each move begins by placing "
          "one (L-3, L-7, L-8).")},
      //: Glossary: the word "mtaji", as the language writes it.
      {"mtaji", tr("mtaji"),
       tr("Bao la Kete and Bao la Kiswahili: the second stage, once a player's reserve (in Bao la Kiswahili, his hand) is "
          "empty; moves start by lifting a hole (L-3, Z-3).")},
      //: Glossary: the word "takata", as the language writes it.
      {"takata", tr("takata"), tr("Bao la Kete: a move that captures nothing (L-8, L-10).")},
      //: Glossary: the word "safari", as the language writes it.
      {"safari", tr("safari"),
       tr("Bao la Kete and Bao la Kiswahili: going on out of one's own kuu or nyumba when a capture's sowing ends "
          "there in the first stage: it is lifted and gone (L-6.3, Z-6.3).")},
      //: Glossary: the words "hizi zetu", as the language writes them.
      {"hizi-zetu", tr("hizi zetu"),
       tr("Bao la Kete: the Lamu blocking rule of mtaji. When a player's mtaji takata leaves exactly one front "
          "hole of the opponent that he could capture first, and the opponent has no capture, that hole is "
          "marked, unless it is the opponent's kuu, his only occupied front hole or his only front hole with two "
          "or more seeds. On his next move the opponent may not start from the marked hole, and a lap that ends "
          "in it ends that move (except the first lap of a move from his kuu); on the move after, the player "
          "must capture it if a capture move can (L-11).")},
      //: Glossary: the words "bao hamna", as the language writes them.
      {"bao-hamna", tr("bao hamna"),
       tr("Bao la Kete and Bao la Kiswahili: \"no board\": a capture that empties the opponent's front row wins at "
          "once (L-12, Z-12.1).")},
      //: Glossary: the word "nyumba" (Bao la Kiswahili's square hole), as the language writes it.
      {"nyumba", tr("nyumba"),
       tr("Bao la Kiswahili: the square hole, South's e2 and North's d3 (Lamu's kuu). It starts with six seeds and "
          "is its owner's until all its seeds are lifted together for a lap or captured; it works while it holds "
          "six or more and is dormant with fewer (Z-1, Z-2).")},
      //: Glossary: the word "dormant", said of a nyumba: owned, but with fewer than six seeds (an ordinary hole).
      {"dormant", tr("dormant"),
       tr("Bao la Kiswahili: said of a nyumba that is still its owner's but holds fewer than six seeds, as taxing "
          "leaves it: it is an ordinary hole until it holds six again (Z-2, Z-8.2).")},
      //: Glossary: the word "namua", as the language writes it.
      {"namua", tr("namua"),
       tr("Bao la Kiswahili: the first stage, while a player still has seeds in hand; each move begins by putting "
          "one into his front row (Z-3, Z-7, Z-8).")},
      //: Glossary: the word "takasa", as the language writes it.
      {"takasa", tr("takasa"), tr("Bao la Kiswahili: a move that captures nothing (Z-8, Z-10).")},
      //: Glossary: the word "takasia", as the language writes it.
      {"takasia", tr("takasia"),
       tr("Bao la Kiswahili: the blocking mark. After a takasa that leaves both hands empty, when every capture the "
          "mover could make next would take one and the same hole of the opponent first, that hole is marked, with "
          "a few exceptions. The opponent may not start his next move there, and a lap that ends there ends that "
          "move; on the move after, the mover must capture it if one of his capture moves can (Z-11).")},
      //: Glossary: the word "kutakatia" (to put the takasia mark on a hole), as the language writes it.
      {"kutakatia", tr("kutakatia"),
       tr("Bao la Kiswahili: to put the takasia mark on a hole of the opponent; some rule books name the rule so "
          "(Z-11).")},
      //: Glossary: the player's hand: in Bao la Kiswahili the seeds not yet on the board. Use the language's
      //: everyday word for a hand.
      {"hand", tr("hand"),
       tr("The seeds a player holds off the board: in Bao la Kiswahili those not yet brought into play, 22 each at "
          "the start (Z-1), which Bao la Kete calls the reserve; in every game also the seeds being sown.")},
      //: Glossary: the word "mtoto", as the language writes it.
      {"mtoto", tr("mtoto"),
       tr("Bao Kingulu: a hole a player has claimed by ending a lap in an opponent's hole of three. It keeps its "
          "seeds; seeds sown into it go to its owner's store (G-2, G-6).")},
      //: Glossary: the words "kuweka mtoto" ("placing a child"), as the language writes them.
      {"kuweka-mtoto", tr("kuweka mtoto"),
       tr("Bao Kingulu: \"placing a child\": ending a lap in an opponent's hole that held exactly three seeds, "
          "which becomes the mover's mtoto (G-4, G-6).")},
  };
}

QString Glossary::explain(const QString& text) {
  QStringList lines;
  for (const Entry& e : entries()) {
    // A few letters more for languages that inflect the word (Finnish "kichwasta": from a kichwa).
    const QRegularExpression word(
        QStringLiteral("(^|\\W)%1\\w{0,4}(\\W|$)").arg(QRegularExpression::escape(e.term)),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    if (word.match(text).hasMatch())
      lines << QStringLiteral("<b>%1</b>: %2").arg(e.term.toHtmlEscaped(), e.definition.toHtmlEscaped());
  }
  return lines.join(QStringLiteral("<br>"));
}
