#pragma once
// The rules' diagrams: small positions, each with the move that shows a rule at work (or the
// position alone), and a caption. What the caption promises (the holes captured, a new mtoto,
// the hizi zetu mark, relays) is written down with it, so a test can hold the engine's trace to it.

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <optional>

#include "RulesText.h"
#include "baraza/trace.h"

// Every kind of mark a diagram can show, drawn over the board (DiagramPicture) or by the board's
// own painter (the kuu's square). The legend explains each one, and only these.
enum class DiagramMark {
  StartHole,       // the hole the move starts from, ringed
  Lap,             // a lap: an arrow from the hole lifted (or captured) to where it ends
  LapNumber,       // each lap numbered, when a move has several
  Capture,         // a captured hole, crossed out
  NewMtoto,        // a hole that becomes a mtoto, ringed twice
  SeedJoinsMtoto,  // the seed dropped just before moves into the new mtoto (G-6): a short green arrow
  HiziZetu,        // the hole the hizi zetu mark blocks, a no-entry sign
  LapNotAllowed,   // a lap the rules do not let end where it would: dashed, ending in a bar
  Kuu,             // a kuu that exists (a nyumba that works): the square hole
  KuuGone,         // a kuu (nyumba) that is gone: drawn as a round pit, the ordinary hole it is now
};
inline size_t qHash(DiagramMark mark, size_t seed = 0) { return ::qHash(int(mark), seed); }

struct RuleDiagram {
  QString name;      // the picture's name: the rule id and a number, "K-3-1"
  QString ruleId;    // the clause it illustrates: "K-3"
  QString position;  // BPN (PROTOCOL.md)
  QString move;      // empty: the position alone
  QString caption;   // in the interface language
  // What the caption says the move does; the diagram test checks it against the trace.
  bool legal = true;     // false: the move is not allowed; its first lap shows why (G-3)
  QStringList captured;  // the holes captured, in the trace's order
  int relays = 0;        // laps lifted from the hole where a lap ended (K-3), at least
  QString mtoto;         // the hole that becomes a mtoto (G-6)
  QString marked;        // the hole given the hizi zetu (takasia) mark (L-11, Z-11.1)
  QString stoppedAt;     // the marked hole where a lap ends the move (Z-11.2)
  QString dormant;       // the nyumba the move leaves dormant (Z-2, Z-8.2)

  baraza::Position startPosition() const;
  // The engine's trace of the move (of an illegal one: as far as the engine sows it); none for a
  // diagram without a move.
  std::optional<baraza::Trace> trace() const;
};

class RuleDiagrams {
  Q_DECLARE_TR_FUNCTIONS(RuleDiagrams)

 public:
  // Every diagram, with its caption in the interface language.
  static QList<RuleDiagram> all();
  // How to read them: one sentence for each mark, said once above the rules.
  struct LegendEntry {
    DiagramMark mark;
    QString text;
  };
  static QList<LegendEntry> legendEntries();
  // The entries as one paragraph.
  static QString legend();
  // The diagrams the help shows under a clause of `sections`, in order.
  static QList<RuleDiagram> under(const QString& clauseId, const QList<RulesText::Section>& sections);
  // The clause a rule's diagrams go under: the rule's own, else the one that cites it "(K-3)",
  // else the first of its game's section (while one clause of the help covers several rules).
  static QString hostClause(const QString& ruleId, const QList<RulesText::Section>& sections);
  // How wide a diagram of the game is drawn, in device-independent pixels: the same size of
  // hole in every game.
  static int width(baraza::Variant variant);
};
