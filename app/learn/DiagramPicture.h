#pragma once
// A rules diagram drawn: the position by the game board's own painter, and over it what the
// engine's trace of the move does: the hole the move starts from ringed, each lap an arrow along
// the holes it sows (numbered when there are several), captured holes crossed out in red, a new
// mtoto ringed green, a hizi zetu mark as a no-entry sign. A move that is not allowed shows its
// first lap dashed in red, ending in a bar (not a cross: nothing is captured). Each kind of mark is
// a DiagramMark, which the legend (RuleDiagrams::legendEntries) explains.

#include <QList>
#include <QPixmap>
#include <QSet>

#include "RuleDiagrams.h"
#include "board/BoardPicture.h"

class DiagramPicture {
 public:
  void setLook(SeedColour seeds, BoardWood wood) { board_.setLook(seeds, wood); }
  // `width` device-independent pixels wide, at `dpr` device pixels to each. `drawn`, if given,
  // collects the kinds of mark the picture shows.
  QPixmap draw(const RuleDiagram& diagram, int width, qreal dpr, QSet<DiagramMark>* drawn = nullptr);

  // The holes a picture crosses out: the holes the move captures (a Kingulu capture's own
  // capturing seed is no hole captured).
  static QList<baraza::Square> captureMarks(const baraza::Trace& trace);

 private:
  BoardPicture board_;
};
