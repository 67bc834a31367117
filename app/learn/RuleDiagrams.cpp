#include "RuleDiagrams.h"

#include <QRegularExpression>

#include "baraza/board.h"
#include "baraza/notation.h"
#include "baraza/rules.h"

using namespace baraza;

baraza::Position RuleDiagram::startPosition() const {
  return *parsePosition(position.toStdString()).value;  // the diagram test parses every one
}

std::optional<baraza::Trace> RuleDiagram::trace() const {
  if (move.isEmpty()) return std::nullopt;
  Trace trace;
  trace.before = startPosition();
  trace.move = *parseMove(trace.before.variant, move.toStdString()).value;
  Position after = trace.before;
  TraceRecorder recorder(trace.events);
  // Straight from the rules, so that a move the game does not allow is traced too.
  rulesFor(trace.before.variant).play(after, trace.move, recorder);
  trace.after = after;
  return trace;
}

QList<RuleDiagram> RuleDiagrams::all() {
  QList<RuleDiagram> diagrams;
  const auto add = [&diagrams](const char* name, const char* position, const char* move, const QString& caption) {
    RuleDiagram d;
    d.name = QString::fromLatin1(name);
    d.ruleId = d.name.section(QLatin1Char('-'), 0, 1);
    d.position = QString::fromLatin1(position);
    d.move = QString::fromLatin1(move);
    d.caption = caption;
    diagrams.append(d);
    return &diagrams.last();
  };
  const char* kigogoStart =
      "kigogo 2,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,0/0,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,2 S";
  const char* kimasaiStart =
      "kimasai 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 S";
  const char* keteStart =
      "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 kuu=1,1 hz=-";

  //: Rules diagram (Bao Kigogo), under the start position.
  add("K-1-1", kigogoStart, "",
      tr("The start: two seeds in every hole except a2 and l3, each player's leftmost front hole."));
  add("K-3-1",
      "kigogo 0,0,0,0,0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0,2,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,2,0,1,0,0,0,0,0,0 S", "d1",
      //: Rules diagram (Bao Kigogo): a relay sowing.
      tr("South sows d1 to e1 and f1. The last seed falls into f1, which held a seed, so both seeds of f1 "
         "are lifted and sown on to g1 and h1. h1 was empty: the move ends."))
      ->relays = 1;
  add("K-4-1",
      "kigogo 0,0,0,0,0,0,0,3,0,0,0,0/0,0,2,0,0,0,0,2,0,0,0,0/0,0,0,0,0,0,0,0,0,2,0,0/2,2,0,0,0,0,0,0,0,0,0,0 S", "j2",
      //: Rules diagram (Bao Kigogo): a capture.
      tr("South sows j2 to i2 and h2. h2 was empty and is in South's front row, so North's h3 and the hole "
         "behind it, h4, are captured: their seeds leave the game."))
      ->captured = QStringList{"h3", "h4"};

  //: Rules diagram (Bao la Kimasai), under the start position.
  add("M-1-1", kimasaiStart, "", tr("The start: one stone in every hole except a2 and l3."));
  add("M-2-1",
      "kimasai 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,0,1,1,1,1,1,1,1,1 S", "c1",
      //: Rules diagram (Bao la Kimasai): a step.
      tr("A stone steps one hole counterclockwise, into an empty hole: c1 to d1."));
  add("M-3-1", kimasaiStart, "b2",
      //: Rules diagram (Bao la Kimasai): a capture.
      tr("South's first move: the stone of b2 steps into a2, in his front row. North's a3 faces it, so a3 and "
         "the stone behind it, a4, are captured."))
      ->captured = QStringList{"a3", "a4"};

  add("G-3-1", "kingulu 4,4,5,4,4,4/2,0,3,4,4,4 S store=0,0 mtoto=-", "a1",
      //: Rules diagram (Bao Kingulu): a move that is not allowed.
      tr("Not allowed: the first lap from a1 would end in c1, an occupied hole of South's own row."))
      ->legal = false;
  add("G-4-1", "kingulu 4,4,5,4,4,4/2,0,0,4,4,4 S store=0,0 mtoto=-", "a1",
      //: Rules diagram (Bao Kingulu): a capture into the store.
      tr("South sows a1 to b1 and c1. c1 was empty and is in South's row, so the five seeds of North's c2 go "
         "into South's store, with the seed that captured them."))
      ->captured = QStringList{"c2"};
  add("G-6-1", "kingulu 4,4,5,4,3,4/2,0,0,4,3,0 S store=0,0 mtoto=-", "e1",
      //: Rules diagram (Bao Kingulu): a hole becomes a mtoto ("mtoto" stays in Swahili).
      tr("South sows e1 to f1, f2 and e2. North's e2 held exactly three: it becomes South's mtoto, and the seed "
         "just dropped into f2 joins it."))
      ->mtoto = QStringLiteral("e2");

  //: Rules diagram (Bao la Kete), under the start position; "kuu" stays in Swahili.
  add("L-1-1", keteStart, "",
      tr("The start: each kuu (South e2, North d3) holds six seeds and the two holes to its "
         "right two each; 22 seeds each wait in reserve."));
  add("L-7-1", "kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,1,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=21,22 kuu=1,1 hz=-",
      "b2cw",
      //: Rules diagram (Bao la Kete): a nemo capture; "nemo", "kichwa" and "kuu" stay in Swahili.
      tr("Nemo capture: South places a reserve seed in b2 and captures North's b3. Its two seeds are sown "
         "starting in the kichwa a2, toward the centre; the lap ends in b2, which is sown on, and the move stops "
         "in South's kuu e2."))
      ->captured = QStringList{"b3"};
  diagrams.last().relays = 1;
  add("L-8-1", keteStart, "f2cw",
      //: Rules diagram (Bao la Kete): a nemo takata; "takata" stays in Swahili.
      tr("Takata: with nothing to capture, South places a reserve seed in f2 and sows its three seeds "
         "clockwise to g2, h2 and h1."));
  add("L-9-1", "kete 0,0,0,1,0,0,0,0/2,0,0,3,0,0,0,0/0,0,2,1,0,2,0,0/0,1,0,0,2,0,0,0 S reserve=0,0 kuu=0,0 hz=-",
      "f2ccw",
      //: Rules diagram (Bao la Kete): a mtaji capture; "mtaji" and "kichwa" stay in Swahili.
      tr("Mtaji capture: the first lap from f2 ends in d2, which held a seed and faces North's d3. d3 is "
         "captured and its three seeds are sown starting in the kichwa h2, which keeps South's direction."))
      ->captured = QStringList{"d3"};
  add("L-11-1", "kete 0,0,0,0,0,0,8,0/0,0,2,0,0,2,0,1/2,2,0,0,2,0,1,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-",
      "b2cw",
      //: Rules diagram (Bao la Kete): the hizi zetu mark; "takata" and "hizi zetu" stay in Swahili.
      tr("South's takata b2cw leaves North's c3 as the only hole South could capture next, so c3 is marked "
         "(hizi zetu): North may not start from it, and South must capture it next if he can."))
      ->marked = QStringLiteral("c3");

  const char* kiswahiliStart =
      "kiswahili 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 nyumba=1,1 "
      "takasia=-";
  // RULES.md's worked example of the kichwa choice and safari: c2 may capture c3 either way.
  const char* kichwaChoice =
      "kiswahili 0,0,0,0,0,0,0,0/0,0,5,0,0,0,0,1/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=10,10 nyumba=1,0 "
      "takasia=-";
  //: Rules diagram (Bao la Kiswahili), under the start position; "nyumba" stays in Swahili.
  add("Z-1-1", kiswahiliStart, "",
      tr("The start: each nyumba (South e2, North d3) holds six seeds and the two holes to its right two each; "
         "each player has 22 seeds in hand."));
  add("Z-5-1", kichwaChoice, "c2ccw",
      //: Rules diagram (Bao la Kiswahili): the kichwa chosen in a namua capture; "namua" and "kichwa" stay in
      //: Swahili.
      tr("Namua capture: South puts a seed from his hand in c2 and captures the five seeds of c3. In column c he "
         "chooses the kichwa: here h2, so they are sown to h2, g2, f2, e2 and d2. d2 was empty: the move ends."))
      ->captured = QStringList{"c3"};
  add("Z-6-1", kichwaChoice, "c2cw*",
      //: Rules diagram (Bao la Kiswahili): the other kichwa, and a safari; "kichwa", "nyumba" and "safari" stay
      //: in Swahili.
      tr("The same capture with the kichwa a2: the seeds go to a2, b2, c2, d2 and e2, South's nyumba. He may "
         "stop there, or, as here, go on safari: all seven seeds of e2 are lifted, the nyumba is gone, and the "
         "lap ends in the empty e1."))
      ->captured = QStringList{"c3"};
  add("Z-8-1",
      "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 "
      "takasia=-",
      "e2cw",
      //: Rules diagram (Bao la Kiswahili): taxing the nyumba; "nyumba" stays in Swahili.
      tr("Taxing: South's nyumba e2 is his only occupied front hole. A seed from his hand makes seven, and only "
         "two are lifted and sown, to f2 and g2. The nyumba keeps five: still South's, but dormant."))
      ->dormant = QStringLiteral("e2");
  add("Z-11-1",
      "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/2,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 "
      "takasia=-",
      "a2ccw",
      //: Rules diagram (Bao la Kiswahili): a takasia mark set; "takasa" and "takasia" stay in Swahili.
      tr("South's takasa a2ccw sows a1 and b1. Every capture South could make next would take North's b3 first, "
         "and North cannot capture, so b3 is marked (takasia): North may not start from it, and South must "
         "capture it next if he can."))
      ->marked = QStringLiteral("b3");
  add("Z-11-2",
      "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,2,0,2,0/0,1,0,0,0,0,0,0/2,1,0,0,0,0,0,0 N reserve=0,0 nyumba=0,0 "
      "takasia=b3",
      "g3cw",
      //: Rules diagram (Bao la Kiswahili): the takasia mark binding North's move; "takasia" stays in Swahili.
      tr("The mark binds: North may not start from b3. His move g3cw sows f3 and e3, relays the three seeds of "
         "e3 to d3, c3 and b3, and the lap that ends in the marked b3 ends the move there."))
      ->stoppedAt = QStringLiteral("b3");
  diagrams.last().relays = 1;
  add("Z-12-1",
      "kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=3,3 nyumba=0,0 "
      "takasia=-",
      "c2cw",
      //: Rules diagram (Bao la Kiswahili): bao hamna; "bao hamna" stays in Swahili.
      tr("Bao hamna: South puts a seed from his hand in c2 and captures c3, the last seeds of North's front "
         "row. The row is empty, so South wins at once; the two seeds he captured are not sown."))
      ->captured = QStringList{"c3"};
  return diagrams;
}

QList<RuleDiagrams::LegendEntry> RuleDiagrams::legendEntries() {
  return {
      //: Rules help, the diagrams' legend: the ring around the hole a move starts from.
      {DiagramMark::StartHole, tr("The hole a move starts from is ringed in yellow.")},
      //: Rules help, the diagrams' legend: the arrows. A dot is drawn in each hole the lap sows.
      {DiagramMark::Lap,
       tr("An arrow follows the seeds of one lap (in Kimasai, a stone's step) from the hole they are lifted or "
          "captured from to the hole where the lap ends, with a dot in each hole it sows on the way.")},
      //: Rules help, the diagrams' legend: the small numbered discs.
      {DiagramMark::LapNumber, tr("When a move has several laps, each lap is numbered at the hole it starts from.")},
      //: Rules help, the diagrams' legend: a captured hole.
      {DiagramMark::Capture, tr("A hole ringed and crossed out in red is captured.")},
      //: Rules help, the diagrams' legend: a new mtoto (Bao Kingulu). "mtoto" stays in Swahili.
      {DiagramMark::NewMtoto, tr("A hole ringed twice in green becomes a mtoto.")},
      //: Rules help, the diagrams' legend: Bao Kingulu, G-6. "mtoto" stays in Swahili.
      {DiagramMark::SeedJoinsMtoto,
       tr("A short green arrow carries the seed dropped just before the last one into the new mtoto.")},
      //: Rules help, the diagrams' legend: the hizi zetu mark (Bao la Kete), called takasia in Bao la Kiswahili.
      //: "hizi zetu" and "takasia" stay in Swahili.
      {DiagramMark::HiziZetu, tr("An orange no-entry sign marks the hole that the hizi zetu or takasia mark blocks.")},
      //: Rules help, the diagrams' legend: a lap that may not end where it would (G-3), drawn differently from
      //: a capture.
      {DiagramMark::LapNotAllowed,
       tr("A dashed red arrow that ends in a bar is a lap the rules do not allow to end there: that move may "
          "not be played.")},
      //: Rules help, the diagrams' legend: the square holes of Bao la Kete (kuu) and Bao la Kiswahili (nyumba).
      //: "kuu" and "nyumba" stay in Swahili.
      {DiagramMark::Kuu, tr("A square hole is a kuu that still exists, or a nyumba that works.")},
      //: Rules help, the diagrams' legend: a kuu (nyumba) that is gone is drawn as a round hole like the others.
      //: "kuu" and "nyumba" stay in Swahili.
      {DiagramMark::KuuGone,
       tr("Where a kuu or a nyumba is gone, a round hole is drawn in its place: it is an ordinary hole now.")},
  };
}

QString RuleDiagrams::legend() {
  QStringList sentences;
  //: Above the rules help, before the sentences that explain the diagrams' marks.
  sentences << tr("How to read the diagrams:");
  for (const LegendEntry& entry : legendEntries()) sentences << entry.text;
  return sentences.join(QLatin1Char(' '));
}

QList<RuleDiagram> RuleDiagrams::under(const QString& clauseId, const QList<RulesText::Section>& sections) {
  QList<RuleDiagram> found;
  for (const RuleDiagram& d : all())
    if (hostClause(d.ruleId, sections) == clauseId) found.append(d);
  return found;
}

QString RuleDiagrams::hostClause(const QString& ruleId, const QList<RulesText::Section>& sections) {
  for (const RulesText::Section& section : sections)
    for (const RulesText::Clause& clause : section.clauses)
      if (clause.id == ruleId) return clause.id;
  const QRegularExpression cited(QStringLiteral("\\b%1\\b(?![-.]?\\d)").arg(QRegularExpression::escape(ruleId)));
  for (const RulesText::Section& section : sections)
    for (const RulesText::Clause& clause : section.clauses)
      if (clause.text.contains(cited)) return clause.id;
  const QString game = RulesText::anchorOf(ruleId);  // the section of the game
  for (const RulesText::Section& section : sections)
    if (section.anchor == game && !section.clauses.isEmpty()) return section.clauses.first().id;
  return {};
}

int RuleDiagrams::width(Variant variant) {
  constexpr int kHole = 36;  // a hole's cell; the board adds a margin of about 0.64 of one
  return int((shapeOf(variant).columns + 0.64) * kHole);
}
