#include "RulesText.h"

#include "Glossary.h"

QList<RulesText::Section> RulesText::sections() {
  QList<Section> all;
  all.append(
      {QStringLiteral("common"),
       tr("All four games"),
       QString(),
       {{QStringLiteral("C-4"),
         tr("South moves first. Each player sows around his own two rows (in Kingulu both players share one loop). "
            "A seed is dropped in each following hole; when a lap goes all the way round, the hole it started from "
            "is not skipped.")},
        {QStringLiteral("C-5"),
         tr("A move whose sowing would never end is not allowed (C-5). Kigogo and Kimasai are drawn as soon as a "
            "position comes back; Kete and Kingulu at its third occurrence (C-6).")},
        {QStringLiteral("C-1"),
         tr("Squares are named like chess squares: columns a, b, c… from South's left, rows 1 to 4 from South's "
            "back row.")}}});
  all.append({QStringLiteral("notation"),
              tr("Reading the moves"),
              QString(),
              {{QStringLiteral("moves"),
                tr("A move is written as the square it starts from: d1 means the seeds of d1 are sown. In Bao "
                   "la Kete the square is followed by the direction, cw (clockwise) or ccw (counterclockwise), "
                   "and by * when the player goes on from his kuu (safari): e2ccw, c2cw*. In a nemo move the "
                   "square is where the reserve seed is placed.")},
               {QStringLiteral("records"),
                tr("Games are saved as .bao files: a few tags such as [Game \"kete\"] and the players' names, "
                   "then the moves in this notation.")}}});
  all.append(
      {QStringLiteral("kigogo"),
       tr("Bao Kigogo"),
       tr("Played by the Gogo (Wagogo) people on the central plateau of Dodoma Region, Tanzania. The German "
          "missionary Martin Klamroth first wrote the game down in 1911, after watching games at Mpapua "
          "(today Mpwapwa)."),
       {{QStringLiteral("K-2"),
         tr("Two seeds in every hole except a2 and l3. Lift all the seeds of one of your holes holding two or more "
            "and sow them counterclockwise. Only if you have no such hole may a single seed step into an empty next "
            "hole (K-2).")},
        {QStringLiteral("K-4"),
         tr("If the last seed falls into an occupied hole, lift everything there and sow on (K-3). When the move "
            "ends in an empty hole of your front row and the opposite hole is occupied, capture it, and the hole "
            "behind it too; captured seeds leave the game. A single step can capture as well (K-4).")},
        {QStringLiteral("K-5"), tr("You win when your opponent has no seeds left or cannot move (K-5).")}}});
  all.append(
      {QStringLiteral("kimasai"),
       tr("Bao la Kimasai (four rows)"),
       tr("Recorded by Martin Klamroth in 1911 among Maasai herders around Mpapua in Dodoma Region, Tanzania. "
          "Unlike the other games here, a hole never holds more than one stone."),
       {{QStringLiteral("M-2"),
         tr("One stone in every hole except a2 and l3. Move one stone a single step counterclockwise into an empty "
            "hole (M-2). Arriving in your front row opposite a stone captures it, and the stone behind it (M-3).")},
        {QStringLiteral("M-4"), tr("You win when your opponent has no stones left or cannot move (M-4).")}}});
  all.append(
      {QStringLiteral("kingulu"),
       tr("Bao Kingulu"),
       tr("The game of the Ngulu (Kingulu) people of the hills of Morogoro and Tanga regions in east-central "
          "Tanzania, first recorded by Martin Klamroth in 1911. Its mtoto, a hole a player claims for good, is "
          "found in no other game here."),
       {{QStringLiteral("G-3"),
         tr("Four seeds in each of the twelve holes; South owns row 1, North row 2, and both sow counterclockwise "
            "around one loop (G-1). Sow all the seeds of one of your holes; a single seed is enough. A move is not "
            "allowed if its first lap ends in an occupied hole of your own row; a mtoto there does not count as "
            "occupied (G-3).")},
        {QStringLiteral("G-4"),
         tr("A lap ending in an empty hole of your row captures the opposite hole into your store, with the "
            "capturing seed, unless that hole is a mtoto. A lap ending in an opponent's hole that held exactly three "
            "makes it your mtoto: it is yours to the end, never sown from or captured, and seeds sown into it go to "
            "its owner's store; if that lap sowed two or more seeds, the seed it dropped just before joins it (G-4, "
            "G-6). A lap ending in a mtoto ends the move. Other occupied holes are sown on, and captures and new "
            "mtoto holes can come in any lap (G-5).")},
        {QStringLiteral("G-7"),
         tr("When a player cannot move, each side counts its row, its mtoto holes and its store; more wins (G-7).")}}});
  all.append(
      {QStringLiteral("kete"),
       tr("Bao la Kete"),
       tr("The Bao of the Lamu Archipelago on the northern Swahili coast of Kenya, also called Bao la Komwe "
          "after its shiny komwe seeds. Walter Driedger documented it in 1972; Alan Boyd and Philip Townshend "
          "described it as played on Lamu and Pate."),
       {{QStringLiteral("L-1"),
         tr("Each player has a square kuu (South e2, North d3) holding six seeds, two seeds in each of the two "
            "holes to its right (South f2 and g2, North c3 and b3), and 22 seeds in reserve; each sows only around "
            "his own two rows, clockwise or counterclockwise (L-1). While you have reserve seeds your moves are "
            "nemo moves; once your reserve is empty, mtaji moves (L-3).")},
        {QStringLiteral("L-7"),
         tr("Capturing is compulsory. A front hole of yours is a capture position when it and the opponent's front "
            "hole in the same column both hold seeds (L-4). In nemo, if you have a capture position you must place "
            "a reserve seed in one of them and capture the opposite hole (L-7); otherwise you place it in an "
            "occupied hole of your front row and sow from there, a takata (L-8).")},
        {QStringLiteral("L-5"),
         tr("Captured seeds are sown from a kichwa (an end hole of your front row) toward the centre: from the "
            "nearer end when the capture is in the kimbi (the two holes at either end), otherwise from the end that "
            "keeps your direction; only the first capture of a nemo move lets you choose (L-5). After a capture a "
            "lap ending at another capture position captures again, a lap ending in your kuu lets you stop or go on "
            "(safari) in nemo and goes on in mtaji, other occupied holes are sown on, and an empty hole ends the "
            "move (L-6).")},
        {QStringLiteral("L-8"),
         tr("In a nemo takata the kuu may be chosen only when it is your only occupied front hole. The placed "
            "reserve seed counts: a kuu of six becomes seven and all seven are sown (the kuu is gone); from eight or "
            "more only two are sown and the kuu stays. Without a kuu you must choose a hole with two or more seeds, "
            "unless all your occupied front holes hold one. A kichwa that is your only occupied front hole is sown "
            "toward the centre. Laps relay as in Kigogo, capture nothing, and stop in your kuu (L-8).")},
        {QStringLiteral("L-9"),
         tr("In mtaji you lift a hole of either row holding 2 to 15 seeds; if its first lap ends at a capture "
            "position it is a capture move, and you must play one if you have one (L-9). Otherwise you play a "
            "takata from, in order of priority: your kuu if it still exists (sown whole, and then it is gone); "
            "else a front hole with two or more seeds; only if there is none, a back hole with two or more. Laps "
            "relay until one ends in an empty hole (L-10).")},
        {QStringLiteral("L-11"),
         tr("Hizi zetu: when your opponent's takata in mtaji leaves exactly one of your front holes open to his "
            "next capture and you have no capture yourself, that hole is marked, even if it holds a single seed; "
            "only your kuu, your only occupied front hole and your only front hole with two or more seeds are "
            "never marked. On your next move you may not start from the marked hole, and a lap that ends there ends "
            "your move, except the first lap of sowing your kuu: then the hole is lifted and sown on as usual. On "
            "his next move your opponent must capture the marked hole if he can (L-11).")},
        {QStringLiteral("L-12"),
         tr("You win at once by emptying your opponent's front row (bao hamna); you lose if your own front row is "
            "empty at the end of a lap, or if you cannot move (L-12).")}}});
  Section words{QStringLiteral("glossary"), tr("The games' words"), QString(), {}};
  for (const Glossary::Entry& e : Glossary::entries())
    words.clauses.append({QStringLiteral("glossary-") + e.anchor,
                          QStringLiteral("<b>%1</b>: %2").arg(e.term, e.definition.toHtmlEscaped())});
  all.append(words);
  return all;
}

QString RulesText::html(const Illustrations& illustrate) {
  QString html;
  for (const Section& section : sections()) {
    html += QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>").arg(section.anchor, section.title);
    if (!section.history.isEmpty()) html += QStringLiteral("<p><i>%1</i></p>").arg(section.history);
    for (const Clause& clause : section.clauses) {
      html += QStringLiteral("<p><a name=\"%1\"></a>%2</p>").arg(clause.id, clause.text);
      if (illustrate) html += illustrate(clause.id);
    }
  }
  return html;
}

QString RulesText::anchorOf(const QString& ruleId) {
  const QString clause = ruleId.section(QLatin1Char('.'), 0, 0);  // "L-6.3" is shown with L-6
  for (const Section& section : sections())
    for (const Clause& c : section.clauses)
      if (c.id == clause) return clause;
  // A clause the help folds into another one: the section of its game.
  switch (clause.isEmpty() ? '\0' : clause.front().toLatin1()) {
    case 'K':
      return QStringLiteral("kigogo");
    case 'M':
      return QStringLiteral("kimasai");
    case 'G':
      return QStringLiteral("kingulu");
    case 'L':
      return QStringLiteral("kete");
    default:
      return QStringLiteral("common");
  }
}
