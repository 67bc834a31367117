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
       tr("Bao la Kete: an end hole of a front row (a and h). Captured seeds are sown starting in a kichwa, "
          "towards the centre (L-5).")},
      //: Glossary: the word "kimbi", as the language writes it.
      {"kimbi", tr("kimbi"), tr("Bao la Kete: the two holes at each end of a front row, columns a, b, g and h (L-5).")},
      //: Glossary: the word "nemo", as the language writes it.
      {"nemo", tr("nemo"),
       tr("Bao la Kete: the first stage, while a player still has seeds in reserve; each move begins by placing "
          "one (L-3, L-7, L-8).")},
      //: Glossary: the word "mtaji", as the language writes it.
      {"mtaji", tr("mtaji"),
       tr("Bao la Kete: the second stage, once a player's reserve is empty; moves start by lifting a hole "
          "(L-3, L-9, L-10).")},
      //: Glossary: the word "takata", as the language writes it.
      {"takata", tr("takata"), tr("Bao la Kete: a move that captures nothing (L-8, L-10).")},
      //: Glossary: the word "safari", as the language writes it.
      {"safari", tr("safari"),
       tr("Bao la Kete: going on out of one's own kuu when a capture's sowing ends there: the kuu is lifted and "
          "gone (L-6.3).")},
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
       tr("Bao la Kete: \"no board\": a capture that empties the opponent's front row wins at once (L-12).")},
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
