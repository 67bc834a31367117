#include "HintShown.h"

#include <QBoxLayout>
#include <QLabel>
#include <QStatusBar>

#include "analysis/AnalysisPane.h"
#include "analysis/HintExplanation.h"
#include "board/BoardView.h"
#include "learn/LessonPane.h"
#include "session/GameSession.h"
#include "session/SearchWorker.h"

using namespace baraza;

namespace {
constexpr int kHintMovetimeMs = 250;
constexpr int kHintMessageMs = 8000;
}  // namespace

HintShown::HintShown(const Parts& parts, QObject* parent) : QObject(parent), parts_(parts), note_(new QLabel) {
  // Under the board, in the board's own column: read where the ring and the line are drawn.
  note_->setObjectName("hintNote");
  note_->setWordWrap(true);
  note_->setTextFormat(Qt::PlainText);
  note_->setFrameShape(QFrame::StyledPanel);
  note_->setMargin(4);
  note_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);  // its text never widens the window
  note_->hide();
  if (auto* column = qobject_cast<QBoxLayout*>(parts_.board->parentWidget()->layout()))
    column->insertWidget(column->indexOf(parts_.board) + 1, note_);
  connect(parts_.session, &GameSession::hintChanged, this, &HintShown::show);
  connect(parts_.search, &SearchWorker::hintTraced, this, [this](const Trace& hint, const std::optional<Trace>& reply) {
    if (!parts_.session->acceptsInput()) return;
    //: The status bar after Hint: %1 is the move with the reason, e.g. "d1 captures 6 seeds and leaves North no
    //: capture."
    parts_.session->pointAt(hint.move, tr("Hint: %1").arg(HintExplanation::explain(hint, reply)));
  });
}

void HintShown::ask() {
  GameSession* session = parts_.session;
  if (!session->acceptsInput() || parts_.lessons->isActive()) return;
  // The strongest level for a quarter of a second: in every game at least as good as strong's look
  // in the same time, and in Kingulu, where strong looks only four plies, the proven best move.
  // With the analysis pane open on this position, its best move: a deeper look than the hint's own.
  if (const MoveValue* best = parts_.analysis->bestMoveShown()) {
    parts_.search->traceHint(session->game(), best->move,
                             best->line.size() > 1 ? std::optional(best->line[1]) : std::nullopt);
    return;
  }
  parts_.search->think(session->game(), Level::Expert, SearchWorker::Purpose::Hint, kHintMovetimeMs);
}

// Drawn on the board and said in the status bar until the point moves; other notices stay.
void HintShown::show() {
  const std::optional<GameSession::Hint>& hint = parts_.session->hint();
  if (!hint) {
    note_->hide();
    note_->clear();
    parts_.board->setHint(kNoSquare, kNoSquare);
    if (!said_.isEmpty() && parts_.statusBar->currentMessage() == said_) parts_.statusBar->clearMessage();
    said_.clear();
    return;
  }
  // At rest before the move (the analysis pane may be looked at part way through one).
  const Position& position = parts_.session->game().position();
  const Square to = firstLapEnd(traceMove(position, hint->move));
  parts_.board->setHint(hint->move.square, to);
  said_ = hint->why;
  parts_.statusBar->showMessage(said_, kHintMessageMs);
  note_->setText(said_ + QLatin1Char('\n') + drawingText(position.variant, hint->move.square, to));
  note_->setAccessibleName(note_->text());
  note_->show();
}

QString HintShown::drawingText(Variant variant, Square from, Square to) {
  const QString hole = QString::fromStdString(squareName(variant, from));
  if (to == kNoSquare || to == from)
    //: Under the board while a hint is shown: %1 is the hole to play, drawn with a yellow ring.
    return tr("The yellow ring marks %1, the hole to play.").arg(hole);
  //: Under the board while a hint is shown: %1 is the hole to play (a yellow ring around it), %2 the hole where
  //: its sowing's first lap ends (the yellow line runs there, showing the direction).
  return tr("The yellow ring marks %1, the hole to play; the line runs to %2, where its first lap ends.")
      .arg(hole, QString::fromStdString(squareName(variant, to)));
}
