#pragma once
// The rules window: the rules help with each clause's diagrams under it, drawn in the board's
// colours and the interface language at the window's scale. The pictures are made when the help
// is shown and handed to the document as it asks for "diagram:<name>".

#include <QHash>
#include <QImage>
#include <QTextBrowser>

#include "board/BoardArt.h"

class RulesBrowser : public QTextBrowser {
  Q_OBJECT

 public:
  explicit RulesBrowser(QWidget* parent = nullptr);

  // (Re)fills the help: after a change of language or of the seeds' colour or the wood. The
  // clause in view stays in view.
  void showRules(SeedColour seeds, BoardWood wood);
  // The anchor of the clause (or section, or diagram) at the top of the view; empty at the top.
  QString anchorInView() const;
  // Its size on opening, at most `available` (a screen's available geometry), and a place inside it.
  void fitInto(const QRect& available);
  // How long drawing the diagrams took the last time, in milliseconds.
  qint64 lastDrawMs() const { return lastDrawMs_; }
  int diagramCount() const { return int(diagrams_.size()); }
  // How many times the diagrams have been drawn: each time costs lastDrawMs().
  int timesDrawn() const { return timesDrawn_; }

 protected:
  QVariant loadResource(int type, const QUrl& name) override;
  // Copied or dragged out without the zero-width spaces the anchors hold (RulesText::html), which
  // would break a search for the pasted words elsewhere.
  QMimeData* createMimeDataFromSelection() const override;
  void keyPressEvent(QKeyEvent* event) override;

 private:
  QHash<QString, QImage> diagrams_;
  qint64 lastDrawMs_ = 0;
  int timesDrawn_ = 0;
};
