#include "RulesText.h"

namespace {

// Where a game comes from, set apart from its rules.
QString history(const QString& text) { return QStringLiteral("<i>%1</i>").arg(text); }

QString section(const QString& title, const QStringList& paragraphs) {
  QString html = QStringLiteral("<h2>%1</h2>").arg(title);
  for (const QString& p : paragraphs) html += QStringLiteral("<p>%1</p>").arg(p);
  return html;
}

}  // namespace

QString RulesText::html() {
  QString html;
  html += section(
      tr("All four games"),
      {tr("South moves first. Each player sows around his own two rows (in Kingulu both players share one loop). "
          "A seed is dropped in each following hole; when a lap goes all the way round, the hole it started from "
          "is not skipped."),
       tr("A move whose sowing would never end is not allowed (C-5). Kigogo and Kimasai are drawn as soon as a "
          "position comes back; Kete and Kingulu at its third occurrence (C-6)."),
       tr("Squares are named like chess squares: columns a, b, c… from South's left, rows 1 to 4 from South's "
          "back row.")});
  html += section(tr("Reading the moves"),
                  {tr("A move is written as the square it starts from: d1 means the seeds of d1 are sown. In Bao "
                      "la Kete the square is followed by the direction, cw (clockwise) or ccw (counterclockwise), "
                      "and by * when the player goes on from his kuu (safari): e2ccw, c2cw*. In a nemo move the "
                      "square is where the reserve seed is placed."),
                   tr("Games are saved as .bao files: a few tags such as [Game \"kete\"] and the players' names, "
                      "then the moves in this notation.")});
  html += section(
      tr("Bao Kigogo"),
      {history(tr("Played by the Gogo (Wagogo) people on the central plateau of Dodoma Region, Tanzania. The German "
                  "missionary Martin Klamroth first wrote the game down in 1911, after watching games at Mpapua "
                  "(today Mpwapwa).")),
       tr("Two seeds in every hole except a2 and l3. Lift all the seeds of one of your holes holding two or more "
          "and sow them counterclockwise. Only if you have no such hole may a single seed step into an empty next "
          "hole (K-2)."),
       tr("If the last seed falls into an occupied hole, lift everything there and sow on (K-3). When the move "
          "ends in an empty hole of your front row and the opposite hole is occupied, capture it, and the hole "
          "behind it too; captured seeds leave the game. A single step can capture as well (K-4)."),
       tr("You win when your opponent has no seeds left or cannot move (K-5).")});
  html += section(
      tr("Bao la Kimasai (four rows)"),
      {history(tr("Recorded by Martin Klamroth in 1911 among Maasai herders around Mpapua in Dodoma Region, Tanzania. "
                  "Unlike the other games here, a hole never holds more than one stone.")),
       tr("One stone in every hole except a2 and l3. Move one stone a single step counterclockwise into an empty "
          "hole (M-2). Arriving in your front row opposite a stone captures it, and the stone behind it (M-3)."),
       tr("You win when your opponent has no stones left or cannot move (M-4).")});
  html += section(
      tr("Bao Kingulu"),
      {history(tr("The game of the Ngulu (Kingulu) people of the hills of Morogoro and Tanga regions in east-central "
                  "Tanzania, first recorded by Martin Klamroth in 1911. Its mtoto, a hole a player claims for good, is "
                  "found in no other game here.")),
       tr("Four seeds in each of the twelve holes; South owns row 1, North row 2. Sow all the seeds of one of "
          "your holes counterclockwise. A move is not allowed if its first lap ends in an occupied hole of your "
          "own row (G-3)."),
       tr("A lap ending in an empty hole of your row captures the opposite hole into your store, with the "
          "capturing seed. A lap ending in an opponent's hole that held exactly three makes it your mtoto: it is "
          "yours to the end, seeds sown into it go to your store, and the seed dropped just before it joins it "
          "(G-4, G-6). A lap ending in a mtoto ends the move. Other occupied holes are sown on."),
       tr("When a player cannot move, each side counts its row, its mtoto holes and its store; more wins (G-7).")});
  html += section(
      tr("Bao la Kete"),
      {history(tr("The Bao of the Lamu Archipelago on the northern Swahili coast of Kenya, also called Bao la Komwe "
                  "after its shiny komwe seeds. Walter Driedger documented it in 1972; Alan Boyd and Philip Townshend "
                  "described it as played on Lamu and Pate.")),
       tr("Each player has a square kuu (e2, d3) with six seeds and 22 seeds in reserve. While you have reserve "
          "seeds you play the nemo stage: if one of your front holes faces an occupied hole, you must place a "
          "reserve seed there and capture (L-7); otherwise you place it in an occupied front hole and sow (L-8)."),
       tr("Captured seeds are sown from a kichwa (an end hole of your front row) toward the centre: from the "
          "nearer end when the capture is in the two holes at either end (the kimbi), otherwise keeping your "
          "direction; only the first capture of a nemo move lets you choose (L-5). A capture lap ending in your "
          "kuu lets you stop or go on (safari) in nemo (L-6)."),
       tr("The kuu may be sown in nemo only when it is your only occupied front hole: from seven all its seeds "
          "go, from eight or more only two (L-8). Once the reserve is empty (mtaji), capture moves start from a "
          "hole of 2 to 15 seeds whose first lap ends at a capture (L-9); otherwise the kuu must be sown first, "
          "then a front hole, then a back hole (L-10)."),
       tr("Hizi zetu: when your opponent's takata in mtaji leaves exactly one of your front holes open to his "
          "next capture and you have no capture yourself, that hole is marked, even if it holds a single seed; "
          "only your kuu, your only occupied front hole and your only front hole with two or more seeds are "
          "never marked. On your next move you may not start from the marked hole, and a lap that ends there ends "
          "your move, except the first lap of sowing your kuu: then the hole is lifted and sown on as usual. On "
          "his next move your opponent must capture the marked hole if he can (L-11)."),
       tr("You win at once by emptying your opponent's front row (bao hamna); you lose if your own front row is "
          "empty at the end of a lap, or if you cannot move (L-12).")});
  return html;
}
