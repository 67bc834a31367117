#include "RulesText.h"

#include <QRegularExpression>

#include "Glossary.h"

namespace {

// A clause of RULES.md, its id set in bold before the text: the narration cites the same ids
// ("… (L-6.3)"), so a learner can match the two.
RulesText::Clause rule(const char* id, const QString& text) {
  const QString name = QString::fromLatin1(id);
  return {name, QStringLiteral("<b>%1</b>&nbsp; %2").arg(name, text)};
}

// A definition with the rule ids it cites ("… (L-1, L-8)") as links to their clauses (`clauses`:
// the help's own, as RulesText::anchorOf finds them).
QString linkingRuleIds(const QString& escapedText, const QList<RulesText::Section>& clauses) {
  static const QRegularExpression ruleId(QStringLiteral("\\b[CGKLMZ]-\\d+(?:\\.\\d+)*\\b"));
  QString out;
  qsizetype from = 0;
  for (const QRegularExpressionMatch& m : ruleId.globalMatch(escapedText)) {
    out += escapedText.mid(from, m.capturedStart() - from);
    out += QStringLiteral("<a href=\"#%1\">%2</a>").arg(RulesText::anchorOf(m.captured(), clauses), m.captured());
    from = m.capturedEnd();
  }
  return out + escapedText.mid(from);
}

}  // namespace

QList<RulesText::Section> RulesText::sections() {
  QList<Section> all;
  all.append(
      {QStringLiteral("common"),
       tr("All the games"),
       QString(),
       {rule("C-1",
             //: Rules help, rule C-1: how the holes are named. Keep the square names (a1, e2, e3) as they are.
             tr("Every hole has a name, like a square on a chess board: a letter for its column and a number for its "
                "row. Seen from South's side, the columns run a, b, c… from left to right (a to l in Kigogo and "
                "Kimasai, a to h in Kete and Kiswahili, a to f in Kingulu). The rows count up from South's back row: 1 "
                "is South's "
                "back row, 2 South's front row, 3 North's front row and 4 North's back row; Kingulu has only row 1 "
                "(South's) and row 2 (North's). \"Opposite\" always means the same column: the hole opposite e2 is e3. "
                "The front rows, 2 and 3, face each other.")),
        rule("C-2",
             //: Rules help, rule C-2: the directions of sowing. cw and ccw are the notation's abbreviations.
             tr("Directions are seen from above, with North at the top. <b>Counterclockwise</b> (ccw) takes South "
                "along the back row to the right, up into the front row and along it to the left: a1 → b1 → … → l1 → "
                "l2 → k2 → … → a2 → a1. North goes along its front row to the right and back along its back row: a3 "
                "→ b3 → … → l3 → l4 → … → a4 → a3. <b>Clockwise</b> (cw) is the other way round. Counterclockwise is "
                "the same way round on the table for both players: along South's front row it runs to the left, "
                "along North's to the right, which is to the left as North sits. In Kete and Kiswahili, with eight "
                "columns, the "
                "loops end at h: a1 → … → h1 → h2 → … → a2 → a1 for South, a3 → … → h3 → h4 → … → a4 → a3 for "
                "North. In Kingulu both players share one loop of twelve holes: a1 → … → f1 → f2 → … → a2 → a1.")),
        //: Rules help, rule C-3.
        rule("C-3", tr("South always makes the first move, in every game.")),
        rule("C-4",
             //: Rules help, rule C-4: sowing, laps, "occupied", and the decision about the starting hole.
             tr("To <b>sow</b>, you drop the seeds you lifted one by one into the holes that follow along your loop, "
                "starting with the hole after the one you lifted them from. For example, three seeds lifted from d1 "
                "and sown counterclockwise go into e1, f1 and g1; in Kete, where you may also sow clockwise, three "
                "seeds lifted from d2 and sown clockwise go into e2, f2 and g2. One such sowing is a <b>lap</b>; it "
                "ends when its last seed is dropped. A hole is <b>occupied</b> if it held at least one seed before "
                "that seed fell into it. <b>Baraza's choice:</b> when a lap is long enough to go all the way round, "
                "the hole it started from is not skipped; it gets a seed like any other.")),
        rule("C-5",
             //: Rules help, rule C-5: moves whose sowing never ends, and how Baraza treats them.
             tr("A lap can hand its seeds on to another lap again and again, so a sowing could go round forever. "
                "<b>Baraza's choice:</b> such an endless move is not allowed. Baraza finds these moves exactly (the "
                "whole game state comes back at the end of a lap) and never offers them. It takes them out last, "
                "after every other rule has had its say: so an endless move still counts when a rule asks whether "
                "you have a hole of two or more seeds (Kigogo) or a capture (Kete, Kiswahili), and it can rule out "
                "your other "
                "moves. If every move you have is endless, you have no legal move.")),
        rule("C-6",
             //: Rules help, rule C-6: repetition draws. "hizi zetu", "takasia", "kuu", "nyumba" and "mtoto" stay
             //: in Swahili.
             tr("A <b>position</b> is everything that matters for the rest of the game: the seeds in every hole, "
                "whose turn it is, and each game's extras (reserve seeds or seeds in hand, whether a kuu or a nyumba "
                "is still there, the hizi zetu or takasia mark, mtoto holes, stores). In Kigogo and Kimasai the game "
                "is a draw as soon as a position comes back a second time, as the old sources say. <b>Baraza's "
                "choice:</b> in Kete, Kiswahili and Kingulu, whose sources say nothing about it, the game is a draw "
                "when a position occurs for the third time, so "
                "that every game ends. (The games' own words, such as kuu and mtoto, are explained with their games "
                "below and in \"The games' words\" at the end.)")),
        rule("C-7",
             //: Rules help, rule C-7: the order of the end checks after a move.
             tr("After each move Baraza first checks whether the mover has won or lost, in the order that game's "
                "rules list it, and only then whether a position has repeated. When a move ends the game, the turn "
                "still passes to the other player, as the position text shows."))}});
  all.append({QStringLiteral("notation"),
              tr("Reading the moves"),
              QString(),
              {{QStringLiteral("moves"),
                tr("A move is written as the square it starts from: d1 means the seeds of d1 are sown. In Bao "
                   "la Kete the square is followed by the direction, cw (clockwise) or ccw (counterclockwise), "
                   "and by * when the player goes on from his kuu (safari): e2ccw, c2cw*. In a nemo move the "
                   "square is where the reserve seed is placed.") +
                    QLatin1Char(' ') +
                    //: "nyumba" and "namua" stay in Swahili; keep the example moves f2ccw and c2cw* as they are.
                    tr("Bao la Kiswahili writes its moves the same way, with the nyumba for the kuu: in a namua move "
                       "the square is where the seed from the hand is placed, and * marks a safari (f2ccw, c2cw*).") +
                    QLatin1Char(' ') +
                    //: ↺ and ↻ are the arrows the move list shows for ccw and cw; keep them and "e2ccw".
                    tr("In the move list and the narration the direction is shown as an arrow: ↺ "
                       "counterclockwise, ↻ clockwise (e2 ↺ is e2ccw); saved games keep the letters.")},
               {QStringLiteral("records"),
                tr("Games are saved as .bao files: a few tags such as [Game \"kete\"] and the players' names, "
                   "then the moves in this notation.")}}});
  // The games in the order of the New game dialog and the Learn menu.
  all.append(
      {QStringLiteral("kete"),
       tr("Bao la Kete"),
       tr("The Bao of the Lamu Archipelago on the northern Swahili coast of Kenya, also called Bao la Komwe "
          "after its shiny komwe seeds. Walter Driedger documented it in 1972; Alan Boyd and Philip Townshend "
          "described it as played on Lamu and Pate."),
       {rule("L-1",
             //: Rules help, Bao la Kete rule L-1: the board, the game's words kuu, kichwa and kimbi, and the start.
             //: The game's words stay in Swahili.
             tr("The board has four rows of eight holes. Each player has a square hole, the <b>kuu</b> (the main "
                "house): South's is e2, North's d3, the fourth hole of the front row counting from the player's "
                "right. The end holes of a front row are the <b>kichwa</b> holes (\"head\"): a2 and h2 for South, a3 "
                "and h3 for North. The two holes at each end of a front row, in columns a, b, g and h, are the "
                "<b>kimbi</b>. At the start your kuu holds 6 seeds and the two holes to its right, as you sit, hold "
                "2 each (South: f2 and g2, North: c3 and b3); all other holes are empty, and each player keeps "
                "<b>22 seeds in reserve</b> in hand: 64 seeds in all. You sow only around your own two rows, "
                "clockwise or counterclockwise as you choose (C-2).")),
        rule("L-2",
             //: Rules help, Bao la Kete rule L-2: when a kuu exists.
             tr("Your kuu exists from the start until all its seeds are lifted for a lap or captured; then it is "
                "gone for good and the hole is an ordinary hole. A nemo takata that lifts only two of its seeds "
                "(from a kuu of eight or more, L-8) leaves it standing. On Lamu a kuu that exists never holds "
                "fewer than six seeds: L-8 shows how.")),
        rule("L-3",
             //: Rules help, Bao la Kete rule L-3: the two stages nemo and mtaji (Swahili words, kept).
             tr("The game has two stages. While you still have reserve seeds, each of your moves is a <b>nemo</b> "
                "move: it begins by placing one reserve seed on the board (L-4 to L-8). Once your reserve is empty, "
                "you play <b>mtaji</b> moves: you lift seeds that are already on the board (L-9 to L-11). The game "
                "ends the same way in both stages (L-12).")),
        rule("L-4",
             //: Rules help, Bao la Kete rule L-4: capture positions; capturing is compulsory in both stages.
             tr("<b>Capturing is compulsory</b>, in nemo and in mtaji alike. A <b>capture position</b> is a hole of "
                "your front row that holds seeds while your opponent's front hole in the same column holds seeds "
                "too: <b>both</b> must be occupied. For example, if South's c2 and North's c3 both hold seeds, c2 is "
                "a capture position; if c2 is empty, it is not. Whenever you can capture, you must (L-7, L-9).")),
        rule("L-5",
             //: Rules help, Bao la Kete rule L-5: where captured seeds are sown from. "kichwa", "kimbi" and
             //: "nemo" stay in Swahili.
             tr("Captured seeds are not put aside: you sow them on your own side, starting <i>in</i> a kichwa and "
                "going towards the centre of your front row, then on around your loop. Which kichwa:<ul>"
                "<li>a capture from column a or b (the kimbi): the kichwa in column a;</li>"
                "<li>a capture from column g or h (the kimbi): the kichwa in column h;</li>"
                "<li>a capture from columns c to f: in the first capture of a nemo move you choose; in every other "
                "capture it is the kichwa that keeps the direction you are already sowing in.</li></ul>"
                "From the column a kichwa towards the centre is clockwise for South and counterclockwise for North; "
                "from the column h kichwa it is counterclockwise for South and clockwise for North. For example, "
                "after South captures at b2, the captured seeds go into a2, b2, c2 and so on. The seeds in your "
                "capturing hole stay where they are.")),
        rule("L-6",
             //: Rules help, Bao la Kete rule L-6: the laps after a capture; its cases are L-6.1 to L-6.4.
             //: "safari", "nemo", "mtaji" and "kuu" stay in Swahili.
             tr("After a capture the sowing goes on lap after lap. Each lap ends in a hole L; the first case that "
                "fits applies:<ul>"
                "<li><b>L-6.1</b> L was empty: the move ends.</li>"
                "<li><b>L-6.2</b> L is in your front row and is a capture position: you capture again and sow the "
                "captured seeds as in L-5.</li>"
                "<li><b>L-6.3</b> L is your kuu and it still exists: in nemo you choose either to stop there (the "
                "move ends) or to go on, a <b>safari</b> (\"journey\"): you lift the kuu, which is then gone, and "
                "sow on. In mtaji there is no choice: you must sow on, and the kuu is gone.</li>"
                "<li><b>L-6.4</b> Otherwise: relay. Lift all the seeds of L and sow on in the same "
                "direction.</li></ul>")),
        rule("L-7",
             //: Rules help, Bao la Kete rule L-7: the nemo capture move.
             tr("<b>Nemo, capturing:</b> if any hole of your front row is a capture position (L-4), you must place "
                "a reserve seed into one of them (your kuu too, if it is one), capture all the seeds of your "
                "opponent's front hole opposite it, and go on as in L-5 and L-6. For example, if South's b2 and "
                "North's b3 both hold seeds, South may place a seed in b2 and take everything in b3. Only the front "
                "hole is captured, never the one behind it.")),
        rule("L-8",
             //: Rules help, Bao la Kete rule L-8: the nemo takata (a move without capture). "takata", "kuu" and
             //: "kichwa" stay in Swahili.
             tr("<b>Nemo, takata</b> (a move that captures nothing): if you have no capture position, place a "
                "reserve seed into a hole of your front row that already holds seeds, then lift and sow, clockwise "
                "or counterclockwise:<ul>"
                "<li>While your kuu exists, you may choose it only if it is your only occupied front hole. The "
                "reserve seed you placed counts: a kuu of 6 now holds 7, and all 7 are lifted and sown, so the kuu "
                "is gone. If the kuu holds 8 or more with the placed seed, only <b>2</b> seeds are lifted and sown, "
                "and the kuu stays with six or more.</li>"
                "<li>If you have no kuu, the hole must hold two or more seeds, counted before you place yours, "
                "unless every occupied hole of your front row holds just one.</li>"
                "<li>Otherwise you lift all the seeds of the hole, the placed one included.</li>"
                "<li>A kichwa that is your only occupied front hole must be sown towards the centre.</li>"
                "<li>The laps relay as in Kigogo (K-3): a lap ending in an occupied hole lifts it and sows on. "
                "Nothing is captured. A lap that ends in an empty hole, or in your kuu while it exists, ends the "
                "move.</li></ul>")),
        rule("L-9",
             //: Rules help, Bao la Kete rule L-9: the mtaji capture move; capturing is compulsory here too.
             tr("<b>Mtaji, capturing:</b> lift all the seeds of one of your holes, in either row, that holds <b>2 "
                "to 15</b> seeds, and sow clockwise or counterclockwise. If the first lap ends in your front row at "
                "a capture position (the hole already held seeds before the last seed fell, and the opposite hole "
                "holds seeds), it is a capture move: you capture and go on as in L-5 (keeping your direction, unless "
                "the capture is in the kimbi) and L-6. If the first lap does not capture, nothing is captured in the "
                "whole move. A hole of 16 or more seeds never starts a capture. Capturing is compulsory here too: if "
                "you have any capture move, you must play one.")),
        rule("L-10",
             //: Rules help, Bao la Kete rule L-10: the mtaji takata and its order of priority.
             tr("<b>Mtaji, takata:</b> if you have no capture move, you choose the hole to sow in this order of "
                "priority:<ul>"
                "<li>first, while your kuu exists, you must sow the whole kuu, clockwise or counterclockwise, and "
                "then it is gone;</li>"
                "<li>otherwise, a hole of your front row with two or more seeds;</li>"
                "<li>only if there is none, a hole of your back row with two or more seeds.</li></ul>"
                "You may never start from the hole marked by hizi zetu (L-11). A kichwa that is your only occupied "
                "front hole must be sown towards the centre. The laps relay; a lap that ends in an empty hole or in "
                "the marked hole ends the move. If no hole qualifies, you have no move.")),
        rule("L-11",
             //: Rules help, Bao la Kete rule L-11: hizi zetu, the Lamu blocking rule. "hizi zetu" ("these are
             //: ours"), "mtaji", "takata" and "kuu" stay in Swahili.
             tr("<b>Hizi zetu</b> (\"these are ours\") is a rule of mtaji only. It is set by your opponent's mtaji "
                "takata: after it, Baraza looks at the holes of your front row that your opponent could capture "
                "first if they moved again at once. If that is exactly one hole, and you have no capture move "
                "yourself, that hole is <b>marked</b>, unless it is your kuu while it exists, your only occupied "
                "front hole, or your only front hole with two or more seeds. A hole with a single seed can be "
                "marked.<ul>"
                "<li>On your next move (a takata, as you cannot capture) you may not start from the marked hole, "
                "and a lap that ends in it ends your move. Except in the first lap of a move from your kuu: if "
                "that lap ends in the marked hole, the hole is lifted and the move relays on as usual. A later lap "
                "of the same move that ends there still ends it.</li>"
                "<li>On your opponent's move after that, if they have capture moves that capture the marked hole at "
                "any point, they must play one of them.</li>"
                "<li>Then the mark lapses. It lives exactly two moves, yours and then your opponent's; only a new "
                "mark, set by your own mtaji takata, replaces it sooner.</li></ul>")),
        rule("L-12",
             //: Rules help, Bao la Kete rule L-12: the end. "bao hamna" ("no board") stays in Swahili.
             tr("The game ends at once, in the middle of a move if need be:<ul>"
                "<li>you win when your capture empties your opponent's front row: <b>bao hamna</b> (\"no "
                "board\"). The seeds you just captured stay in your hand and leave the board;</li>"
                "<li>you lose when your own front row is empty at the end of a lap (in a game no legal move can do "
                "this: the rule guards positions set up by hand);</li>"
                "<li>you lose when it is your turn and you have no legal move.</li></ul>"
                "A position that occurs for the third time is a draw (C-6)."))}});
  all.append(
      {QStringLiteral("kiswahili"),
       tr("Bao la Kiswahili"),
       tr("The Bao of Zanzibar and of the coast of Tanzania and Kenya, played today in cafés, on the barazas "
          "and in tournaments: the Bao most players know. Alexander de Voogt studied it in the 1990s; Baraza "
          "follows his rules as Jeroen Donkers wrote them down for computer play, and the tournament rules of "
          "K.I.B.A. (2009). Where rule books and other programs part ways, the clause says what Baraza does "
          "and what the others do."),
       {rule("Z-1",
             //: Rules help, Bao la Kiswahili rule Z-1: the board, the game's words nyumba, kichwa and kimbi, and
             //: the start. The game's words stay in Swahili.
             tr("The board has four rows of eight holes, named as in Bao la Kete (C-1). Each player has a square "
                "hole, the <b>nyumba</b> (\"house\"): South's is e2, North's d3, the fourth hole of the front row "
                "counting from the player's right. The end holes of a front row are the <b>kichwa</b> holes: a2 "
                "and h2 for South, a3 and h3 for North; the two holes at each end of a front row, in columns a, b, "
                "g and h, are the <b>kimbi</b>. At the start your nyumba holds 6 seeds and the two holes to its "
                "right, as you sit, hold 2 each (South: f2 and g2, North: c3 and b3); every other hole is empty, and "
                "each player has <b>22 seeds in hand</b>: 64 seeds in all. South moves first. You sow only around "
                "your own two rows, clockwise or counterclockwise as you choose (C-2).")),
        rule("Z-2",
             //: Rules help, Bao la Kiswahili rule Z-2: owning the nyumba, and when it works (is functional) or is
             //: dormant. "nyumba" and "takasia" stay in Swahili.
             tr("Your nyumba is yours from the start until all its seeds are lifted together for a lap (a move "
                "from it, a relay or a safari) or captured; then it is gone for good and the hole is an ordinary "
                "hole. Taxing (Z-8.2) lifts only two of its seeds and leaves it yours. While it is yours, your "
                "nyumba <b>works</b> when it holds six or more seeds and is <b>dormant</b> when it holds fewer; a "
                "dormant nyumba that collects six again works again. A dormant nyumba is an ordinary hole for every "
                "rule, except that it may be given the takasia mark (Z-11), which a working one never is. As only "
                "taxing takes seeds out of it without lifting them all, a nyumba that is yours never holds fewer "
                "than five. <b>Baraza's choice:</b> the dormant nyumba is what the tournament rules and most "
                "programs have; one program keeps a nyumba's rights at any count while it is owned, and de Voogt "
                "reports that regions differ.")),
        rule("Z-3",
             //: Rules help, Bao la Kiswahili rule Z-3: the two stages namua and mtaji (Swahili words, kept).
             tr("The game has two stages. While you still have seeds in hand, each of your moves is a "
                "<b>namua</b> move: it begins by putting one seed from your hand into a hole of your front row (Z-7, "
                "Z-8). Once your hand is empty, you play <b>mtaji</b> moves: you lift seeds that are already on the "
                "board (Z-9, Z-10). South's hand empties first, so South plays his first mtaji move while North "
                "still has his last namua move to make.")),
        rule("Z-4",
             //: Rules help, Bao la Kiswahili rule Z-4: capture positions; capturing is compulsory in both stages.
             tr("<b>Capturing is compulsory</b>, in namua and in mtaji alike. A hole of your front row is a "
                "<b>capture position</b> when it holds seeds and your opponent's front hole in the same column "
                "holds seeds too. For example, if South's c2 and North's c3 both hold seeds, c2 is a capture "
                "position; if c2 is empty, it is not. Whenever you can capture, you must (Z-7, Z-9).")),
        rule("Z-5",
             //: Rules help, Bao la Kiswahili rule Z-5: where captured seeds are sown from. "kichwa", "kimbi" and
             //: "namua" stay in Swahili.
             tr("Captured seeds come back onto your side: you sow them starting <i>in</i> a kichwa, towards the "
                "centre of your front row, and on around your loop. Which kichwa:<ul>"
                "<li>a capture in column a or b (the kimbi): the kichwa in column a;</li>"
                "<li>a capture in column g or h (the kimbi): the kichwa in column h;</li>"
                "<li>a capture in columns c to f: in the first capture of a namua move you choose; in every other "
                "capture, the kichwa that keeps the direction you are sowing in.</li></ul>"
                "From the column a kichwa towards the centre is clockwise for South and counterclockwise for North; "
                "from the column h kichwa, counterclockwise for South and clockwise for North. So the direction of "
                "a namua capture's move says which kichwa was chosen. The seeds in your capturing hole stay where "
                "they are.")),
        rule("Z-6",
             //: Rules help, Bao la Kiswahili rule Z-6: the laps after a capture; its cases are Z-6.1 to Z-6.4.
             //: "safari", "namua", "mtaji" and "nyumba" stay in Swahili.
             tr("After a capture the sowing goes on lap after lap. Each lap ends in a hole L; the first case that "
                "fits applies:<ul>"
                "<li><b>Z-6.1</b> L was empty: the move ends.</li>"
                "<li><b>Z-6.2</b> L is in your front row and is a capture position: you capture again and sow the "
                "captured seeds as in Z-5.</li>"
                "<li><b>Z-6.3</b> L is your nyumba, still yours: in namua you choose either to stop there (the move "
                "ends) or to go on a <b>safari</b> (\"journey\"): you lift all its seeds, the nyumba is gone, and "
                "you sow on in the same direction. In mtaji there is no choice: the nyumba is lifted and sown on "
                "like any other hole, and it is gone.</li>"
                "<li><b>Z-6.4</b> Otherwise: relay. Lift all the seeds of L and sow on in the same "
                "direction.</li></ul>")),
        rule("Z-7",
             //: Rules help, Bao la Kiswahili rule Z-7: the namua capture move.
             tr("<b>Namua, capturing:</b> if any hole of your front row is a capture position (Z-4), you must put "
                "a seed from your hand into one of them (your nyumba too, if it is one), capture all the seeds of "
                "your opponent's front hole opposite it, and go on as in Z-5 and Z-6. Only the front hole is "
                "captured, never the one behind it, and a seed put into an empty hole never captures.")),
        rule("Z-8",
             //: Rules help, Bao la Kiswahili rule Z-8: the namua takasa (a move without capture) and taxing;
             //: its points are Z-8.1 to Z-8.6. "takasa", "nyumba" and "kichwa" stay in Swahili.
             tr("<b>Namua, takasa</b> (a move that captures nothing): if you have no capture position, put a seed "
                "from your hand into an occupied hole of your front row, then lift and sow, clockwise or "
                "counterclockwise:<ul>"
                "<li><b>Z-8.1</b> While your nyumba works (judged before your seed goes in), you may choose any "
                "occupied front hole other than the nyumba, even one with a single seed; the nyumba itself only when "
                "it is your only occupied front hole.</li>"
                "<li><b>Z-8.2</b> <b>Taxing:</b> when you choose your working nyumba, only <b>two</b> of its seeds "
                "are lifted and sown, and it stays yours. A nyumba of six holds seven with your seed and keeps "
                "five: it is dormant then (Z-2). In Bao la Kete a kuu of seven is sown whole instead (L-8).</li>"
                "<li><b>Z-8.3</b> While your nyumba is dormant or gone, the hole must hold two or more seeds, "
                "counted before your seed goes in, unless every occupied hole of your front row holds just one. A "
                "dormant nyumba is an ordinary hole here: you may choose it if it holds enough, and then all its "
                "seeds are lifted and it is gone. <b>Baraza's choice:</b> the written rules say nothing about a "
                "dormant nyumba here, so Baraza applies the two-seed rule as it stands; programs differ: one offers "
                "the holes of one seed first, one taxes a dormant nyumba as if it worked, and one allows any "
                "occupied hole.</li>"
                "<li><b>Z-8.4</b> Apart from taxing, all the seeds of the hole are lifted, your seed included.</li>"
                "<li><b>Z-8.5</b> A kichwa that is your only occupied front hole must be sown towards the centre. "
                "<b>Baraza's choice:</b> in both stages, as in Bao la Kete; some programs let it be sown outwards, "
                "which empties your front row and loses at once.</li>"
                "<li><b>Z-8.6</b> The laps relay as in Kigogo (K-3): a lap that ends in an occupied hole lifts it "
                "and sows on. Nothing is captured in the whole move. A lap that ends in an empty hole, or in your "
                "nyumba while it is yours, ends the move.</li></ul>")),
        rule("Z-9",
             //: Rules help, Bao la Kiswahili rule Z-9: the mtaji capture move; capturing is compulsory here too.
             tr("<b>Mtaji, capturing:</b> lift all the seeds of one of your holes, in either row, that holds <b>2 "
                "to 15</b> seeds, and sow clockwise or counterclockwise. If the first lap ends in your front row at "
                "a capture position (the hole already held seeds before the last seed fell, and the opposite hole "
                "holds seeds), it is a capture move: you capture and go on as in Z-5 (keeping your direction, unless "
                "the capture is in the kimbi) and Z-6. If the first lap does not capture, nothing is captured in the "
                "whole move. A hole of 16 or more seeds never starts a capture: its first lap passes every hole of "
                "your loop. Capturing is compulsory here too: if you have any capture move, you must play one, and "
                "the takasia mark may narrow which (Z-11.3).")),
        rule("Z-10",
             //: Rules help, Bao la Kiswahili rule Z-10: the mtaji takasa. "takasa", "takasia", "nyumba" and
             //: "kichwa" stay in Swahili.
             tr("<b>Mtaji, takasa:</b> if you have no capture move, sow a hole of your front row that holds two or "
                "more seeds, or, only if there is none, a hole of your back row that holds two or more. You may not "
                "start from the hole the takasia mark blocks (Z-11). A kichwa that is your only occupied front hole "
                "must be sown towards the centre (Z-8.5). The laps relay; a lap that ends in an empty hole or in the "
                "marked hole ends the move. If no hole qualifies, you have no move (Z-12). In mtaji your nyumba has "
                "no rights: you may sow it like any front hole, and a lap that ends in it lifts it and relays on; "
                "either way it is gone. <b>Baraza's choice:</b> unlike Bao la Kete (L-10), the nyumba does not have "
                "to be sown first. Some readings give up the nyumba at the first mtaji capture; in Baraza it stays "
                "yours until it is lifted or captured, which matters only for the takasia mark.")),
        rule("Z-11",
             //: Rules help, Bao la Kiswahili rule Z-11: takasia, the blocking mark; its points are Z-11.1 to
             //: Z-11.4. "takasia", "takasa", "namua" and "nyumba" stay in Swahili.
             tr("<b>Takasia</b> is a mark that a takasa puts on one hole of the opponent:<ul>"
                "<li><b>Z-11.1</b> It is set after a takasa by your opponent that leaves both hands empty. Baraza "
                "looks at the capture moves your opponent would have if he moved again at once, and at the hole of "
                "yours that each of them would capture first. If that is one and the same hole for all of them, "
                "the hole is <b>marked</b>, unless you have a capture move yourself, or it is your nyumba while it "
                "works, your only occupied front hole or your only front hole with two or more seeds, or it holds "
                "a single seed.</li>"
                "<li><b>Z-11.2</b> On your next move (a takasa, as you cannot capture) you may not start from the "
                "marked hole, and every lap that ends in it ends your move there, even the first lap of a move from "
                "your nyumba.</li>"
                "<li><b>Z-11.3</b> On your opponent's next move, if some of his capture moves capture the marked "
                "hole at any point, he must play one of those; if none does, he plays as usual.</li>"
                "<li><b>Z-11.4</b> Then the mark lapses: it lives exactly two moves, yours and then your "
                "opponent's. A new mark set by your own takasa replaces it at once; there is never more than "
                "one.</li></ul>"
                "<b>Baraza's choice</b> where rule sets differ: any takasa after which both hands are empty can set "
                "the mark, so North's last namua move can (the older texts speak of mtaji only, and one program has "
                "no takasia at all); no mark is set while you can capture (one program sets it anyway); a single "
                "seed is never marked (two programs mark it); the mark stops the first lap from the nyumba too "
                "(one old reading lets that lap go on, as Bao la Kete does); the duty covers a capture of the mark "
                "at any point and lapses when there is none (one program makes the player lose instead, another "
                "lets him capture nothing but the mark); and the mark lives two moves (one program keeps it until "
                "the hole is lifted or captured).")),
        rule("Z-12",
             //: Rules help, Bao la Kiswahili rule Z-12: the end; its points are Z-12.1 to Z-12.3. "bao hamna"
             //: ("no board") and "nyumba" stay in Swahili.
             tr("The game ends as soon as one of these happens, checked in this order:<ul>"
                "<li><b>Z-12.1</b> <b>Bao hamna</b> (\"no board\"): when your capture empties your opponent's front "
                "row, you win at once, in the middle of the move; the seeds you just captured stay in your hand and "
                "leave the board.</li>"
                "<li><b>Z-12.2</b> You lose when your own front row is empty at the end of a lap (no legal move can "
                "do this in a game: the rule guards positions set up by hand).</li>"
                "<li><b>Z-12.3</b> You lose when it is your turn and you have no legal move, as when your front row "
                "is empty.</li></ul>"
                "Endless moves are not allowed (C-5), and a position that occurs for the third time is a draw "
                "(C-6); the position includes both hands, each nyumba and the takasia mark. <b>Baraza's "
                "choice:</b> the tournament rules end the game the moment a front row is empty, as Baraza does; some "
                "programs sow on to the end of the move and look only then. Programs stop very long sowings at a fixed "
                "limit and call the mover the loser, where Baraza finds endless moves exactly and never offers "
                "them; and none of them draws a repeated game, which Baraza does on the third "
                "occurrence, as in Bao la Kete."))}});
  all.append(
      {QStringLiteral("kigogo"),
       tr("Bao Kigogo"),
       tr("Played by the Gogo (Wagogo) people on the central plateau of Dodoma Region, Tanzania. The German "
          "missionary Martin Klamroth first wrote the game down in 1911, after watching games at Mpapua "
          "(today Mpwapwa)."),
       {rule("K-1",
             //: Rules help, Bao Kigogo rule K-1: the start.
             tr("Two seeds go into every hole except one on each side: the leftmost hole of your front row, as you "
                "sit, starts empty. That is a2 for South and l3 for North. 92 seeds in all.")),
        rule("K-2",
             //: Rules help, Bao Kigogo rule K-2: which moves are allowed.
             tr("On your turn, pick one of your own holes (South: rows 1 and 2, North: rows 3 and 4) that holds "
                "<b>two or more</b> seeds, lift them all and sow them counterclockwise around your two rows. Only "
                "if none of your holes holds two or more may you move a <b>single</b> seed one step "
                "counterclockwise instead, and only into an empty hole. A move is written as the hole it starts "
                "from, such as d1.")),
        rule("K-3",
             //: Rules help, Bao Kigogo rule K-3: relay sowing.
             tr("<b>Relay:</b> if the last seed of a lap falls into an occupied hole, lift everything in that hole, "
                "the seed you just dropped included, and sow on from the next hole: a new lap. For example, the two "
                "seeds of d1 are sown into e1 and f1; f1 already held a seed, so you lift both seeds of f1 and sow "
                "them into g1 and h1. A lap that ends in an empty hole ends your move.")),
        rule("K-4",
             //: Rules help, Bao Kigogo rule K-4: capturing, and the decision that a single step captures too.
             tr("<b>Capture:</b> when your move ends in an empty hole of your front row and your opponent's front "
                "hole in the same column holds seeds, you capture them: they leave the game. If your opponent's "
                "back hole in that column holds seeds too, you capture those as well. For example, South's move "
                "ends in the empty h2, h3 holds 2 and h4 holds 3: all five leave the board. The back hole is never "
                "taken on its own (if h3 is empty, nothing is captured), and a move captures at most one column. "
                "<b>Baraza's choice:</b> a single seed stepping into an empty front hole captures in the same "
                "way.")),
        rule("K-5",
             //: Rules help, Bao Kigogo rule K-5: the end.
             tr("You win when your opponent has no seeds left, or when it is their turn and they have no legal "
                "move. Otherwise the game is a draw as soon as a position comes back a second time (C-6)."))}});
  all.append(
      {QStringLiteral("kingulu"),
       tr("Bao Kingulu"),
       tr("The game of the Ngulu (Kingulu) people of the hills of Morogoro and Tanga regions in east-central "
          "Tanzania, first recorded by Martin Klamroth in 1911. Its mtoto, a hole a player claims for good, is "
          "found in no other game here."),
       {rule("G-1",
             //: Rules help, Bao Kingulu rule G-1: the start.
             tr("Four seeds go into each of the twelve holes, 48 in all. Row 1 is South's, row 2 is North's, and "
                "each player has a store beside the board, empty at the start. Both players sow counterclockwise "
                "around the same loop of twelve holes (C-2): along row 1 to the right, then along row 2 to the "
                "left.")),
        rule("G-2",
             //: Rules help, Bao Kingulu rule G-2: what a mtoto is. "mtoto" stays in Swahili.
             tr("A <b>mtoto</b> (\"child\") is a hole a player has claimed by ending a lap in it when it held exactly "
                "three seeds (G-6). From then on it belongs to that player to the end of the game: it keeps its "
                "seeds, it is never lifted or captured, and no move may start from it. A seed sown into a mtoto does "
                "not stay there: it goes straight into its owner's store.")),
        rule("G-3",
             //: Rules help, Bao Kingulu rule G-3: the moves, and the first-lap restriction with its mtoto exception.
             tr("On your turn, pick one of the holes of your row that is not a mtoto and holds <b>one or more</b> "
                "seeds, lift them all and sow them counterclockwise. But a move is not allowed if the last seed of "
                "its <b>first</b> lap would fall into an occupied hole of your own row. A mtoto there (one your "
                "opponent has claimed in your row) does not count as occupied: a first lap may end in one. For "
                "example, South may not play the two seeds of a1 while c1 is occupied. A move is written as the "
                "hole it starts from, such as a1.")),
        rule("G-4",
             //: Rules help, Bao Kingulu rule G-4: what happens where a lap ends; its five cases are G-4.1 to G-4.5.
             tr("The hole where a lap's last seed falls decides what happens next. Call it L; the first case that "
                "fits applies:<ul>"
                "<li><b>G-4.1</b> L is a mtoto, yours or your opponent's: the seed goes to the mtoto's owner's "
                "store. <b>Baraza's choice:</b> the move ends there.</li>"
                "<li><b>G-4.2</b> L was empty and is in your row: if the opposite hole holds seeds and is not a "
                "mtoto, you capture them; they go into your store, together with the seed that captured. Otherwise "
                "nothing is captured and the seed stays. Either way the move ends.</li>"
                "<li><b>G-4.3</b> L was empty and is in your opponent's row: the move ends.</li>"
                "<li><b>G-4.4</b> L is in your opponent's row, is not a mtoto and held exactly three seeds: it "
                "becomes your mtoto (G-6) and the move ends.</li>"
                "<li><b>G-4.5</b> Otherwise L was occupied: relay. Lift everything in L and sow on from the next "
                "hole.</li></ul>")),
        rule("G-5",
             //: Rules help, Bao Kingulu rule G-5.
             tr("Captures, new mtoto holes and relays can come in any lap of a move, not only in the first. Only "
                "the first lap has the restriction of G-3.")),
        rule("G-6",
             //: Rules help, Bao Kingulu rule G-6: kuweka mtoto ("placing a child"), and the decision about a lap of
             //: one seed. "kuweka mtoto" and "mtoto" stay in Swahili.
             tr("<b>Kuweka mtoto</b> (\"placing a child\"): when a lap ends in your opponent's hole that held "
                "exactly three seeds and is not a mtoto, that hole becomes your mtoto. If that lap sowed two or "
                "more seeds, the seed it dropped into the hole just before moves into the new mtoto too, which then "
                "holds 5: for example, three seeds from e1 go into f1, f2 and e2; e2 held 3, so it becomes South's "
                "mtoto and takes the seed from f2 as well. Not so when the hole before is itself a mtoto: its seed "
                "has already gone to a store. <b>Baraza's choice:</b> a lap of a single seed has no seed before its "
                "last, so it adds nothing and the new mtoto holds 4. This is read lap by lap: what counts is the lap "
                "that ended there, however many seeds the move's first lap sowed.")),
        rule("G-7",
             //: Rules help, Bao Kingulu rule G-7: the end and the count.
             tr("When the player to move has no legal move, the game ends and both players count: the seeds in "
                "the ordinary holes of their own row, plus the seeds in their mtoto holes, plus their store. More "
                "seeds wins; 24 to 24 is a draw. A position that occurs for the third time is a draw too (C-6)."))}});
  all.append(
      {QStringLiteral("kimasai"),
       tr("Bao la Kimasai (four rows)"),
       tr("Recorded by Martin Klamroth in 1911 among Maasai herders around Mpapua in Dodoma Region, Tanzania. "
          "Unlike the other games here, a hole never holds more than one stone."),
       {rule("M-1",
             //: Rules help, Bao la Kimasai rule M-1: the start.
             tr("One stone goes into every hole except the leftmost hole of each player's front row, as the player "
                "sits: a2 for South and l3 for North. 46 stones in all. A hole never holds more than one stone.")),
        rule("M-2",
             //: Rules help, Bao la Kimasai rule M-2: the moves.
             tr("On your turn, pick one of your stones whose next hole counterclockwise around your two rows is "
                "empty, and step it there. For example, when d1 is empty, the stone of c1 may step into it. A move "
                "is written as the hole it starts from.")),
        rule("M-3",
             //: Rules help, Bao la Kimasai rule M-3: capturing.
             tr("<b>Capture:</b> if your stone arrives in your front row and your opponent's front hole in that "
                "column holds a stone, that stone is captured and leaves the game, and so does your opponent's "
                "back-row stone in the same column, if there is one. The back stone is never taken on its own. For "
                "example, South's first move, b2 to a2, captures North's stones on a3 and a4.")),
        rule("M-4",
             //: Rules help, Bao la Kimasai rule M-4: the end.
             tr("You win when your opponent has no stones left or no legal move. Otherwise the game is a draw as "
                "soon as a position comes back a second time (C-6)."))}});
  Section words{QStringLiteral("glossary"), tr("The games' words"), QString(), {}};
  for (const Glossary::Entry& e : Glossary::entries())
    words.clauses.append(
        {QStringLiteral("glossary-") + e.anchor,
         QStringLiteral("<b>%1</b>: %2").arg(e.term, linkingRuleIds(e.definition.toHtmlEscaped(), all))});
  all.append(words);
  return all;
}

namespace {

// An anchor for the rules window. Qt gives an anchor's name to the first character after it, in a
// format of its own, and a script whose letters join (Gujarati) is then shaped in two runs: a
// dotted circle where a vowel sign loses its consonant. The anchor holds a zero-width space instead.
QString namedAnchor(const QString& name) { return QStringLiteral("<a name=\"%1\">&#8203;</a>").arg(name); }

}  // namespace

QString RulesText::introduction() {
  //: Rules help, the introduction at the top. "Baraza's choice" must read exactly as the bold
  //: "Baraza's choice:" in the clauses (C-4, C-5, …) of this language.
  return tr(
      "<b>Bao</b> is a family of board games of East Africa, played by sowing seeds around rows of holes. "
      "This help has the rules of the five games Baraza plays, clause by clause; each clause has an id, such "
      "as K-3, which the lessons and the commentary on the moves cite. The games' own words, such as kuu and "
      "mtoto, are explained at the end. Where the old sources are silent or disagree, Baraza has to decide; "
      "each clause where it does says so, as <b>Baraza's choice</b>.");
}

QString RulesText::contentsTitle() {
  //: Rules help: the heading of the list of its sections, at the top.
  return tr("Contents");
}

QString RulesText::html(const Illustrations& illustrate, const QString& beforeSections) {
  const QList<Section> all = sections();
  QString html = QStringLiteral("<p>%1</p>").arg(introduction());
  QString contents;
  for (const Section& section : all)
    contents += QStringLiteral("<li><a href=\"#%1\">%2</a></li>").arg(section.anchor, section.title);
  html += QStringLiteral("<p><b>%1</b></p><ul>%2</ul>").arg(contentsTitle(), contents) + beforeSections;
  for (const Section& section : all) {
    html += QStringLiteral("<h2>%1%2</h2>").arg(namedAnchor(section.anchor), section.title);
    if (!section.history.isEmpty()) html += QStringLiteral("<p><i>%1</i></p>").arg(section.history);
    for (const Clause& clause : section.clauses) {
      html += QStringLiteral("<p>%1%2</p>").arg(namedAnchor(clause.id), clause.text);
      if (illustrate) html += illustrate(clause.id);
    }
  }
  return html;
}

QString RulesText::anchorOf(const QString& ruleId) { return anchorOf(ruleId, sections()); }

QString RulesText::anchorOf(const QString& ruleId, const QList<Section>& sections) {
  const QString clause = ruleId.section(QLatin1Char('.'), 0, 0);  // "L-6.3" is shown with L-6
  for (const Section& section : sections)
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
    case 'Z':
      return QStringLiteral("kiswahili");
    default:
      return QStringLiteral("common");
  }
}
