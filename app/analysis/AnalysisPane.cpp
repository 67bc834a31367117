#include "AnalysisPane.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "EvaluationChart.h"
#include "GameReview.h"
#include "MoveQuality.h"
#include "learn/Narrator.h"
#include "play/MoveListModel.h"
#include "session/GameSession.h"
#include "session/SearchWorker.h"
#include "words/MoveText.h"
#include "words/Words.h"

using namespace baraza;

namespace {
constexpr int kLineMovesShown = 8;  // of the expected line

// The list of moves, asking for the width its columns want (a move, the language's longest value
// and a few moves of the line) but content with less on a small screen. The value column has the
// longest value's width where the list has room for it, else what room there is beside a move (a
// long value then cut, whole in its tooltip): it follows the list's width, never the values.
class MoveValueList : public QTreeWidget {
 public:
  // `value`: the longest value's width; `move`: room for a move beside it; `line`: room for a
  // few of the line's moves.
  void setWidths(int value, int move, int line) {
    valueWidth_ = value;
    moveWidth_ = move;
    lineWidth_ = line;
    fitValueColumn();
    updateGeometry();
  }
  QSize sizeHint() const override {
    const int wanted =
        moveWidth_ + valueWidth_ + lineWidth_ + 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
    // A few rows high: a higher pane stretches it, a low one keeps the chart under it in view.
    const int rows = header()->sizeHint().height() + fontMetrics().height() * 5 + 2 * frameWidth();
    return {std::max(wanted, QTreeWidget::sizeHint().width()), rows};
  }

 protected:
  void resizeEvent(QResizeEvent* event) override {
    QTreeWidget::resizeEvent(event);
    fitValueColumn();
  }

 private:
  void fitValueColumn() {
    const int room = viewport()->width() - moveWidth_;
    header()->resizeSection(
        1, std::max(std::min(valueWidth_, room), fontMetrics().horizontalAdvance(QLatin1Char('M')) * 4));
  }

  int valueWidth_ = 0;
  int moveWidth_ = 0;
  int lineWidth_ = 0;
};

}  // namespace

AnalysisPane::AnalysisPane(GameSession* session, QWidget* parent)
    : QDockWidget(parent),
      controller_(session),
      worker_(session->computer()),
      review_(new GameReview(session, this)),
      lessonNotice_(new QLabel),
      content_(new QWidget),
      summary_(new QLabel),
      list_(new MoveValueList),
      showBest_(new QPushButton),
      reviewTitle_(new QLabel),
      chart_(new EvaluationChart),
      progress_(new QProgressBar),
      cancelReview_(new QPushButton),
      refreshTimer_(new QTimer(this)) {
  setObjectName("analysisPane");
  auto* body = new QWidget;
  auto* bodyLayout = new QVBoxLayout(body);
  lessonNotice_->setObjectName("analysisLessonNotice");
  lessonNotice_->setWordWrap(true);
  lessonNotice_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  lessonNotice_->hide();
  bodyLayout->addWidget(lessonNotice_, 1);
  bodyLayout->addWidget(content_, 1);
  auto* layout = new QVBoxLayout(content_);
  layout->setContentsMargins(0, 0, 0, 0);
  summary_->setObjectName("analysisSummary");
  summary_->setWordWrap(true);
  // A wrapped text takes the pane's width, never sets it: the summaries change with every depth
  // and language, and the board beside the pane would move.
  summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  list_->setObjectName("analysisMoves");
  list_->setColumnCount(3);
  list_->setRootIsDecorated(false);
  list_->setUniformRowHeights(true);
  list_->header()->setStretchLastSection(true);
  // The line shrinks to what is left, cut short with "…" (whole in its tooltip), rather than
  // pushing the list sideways under a scroll bar.
  list_->header()->setMinimumSectionSize(list_->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 2);
  list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  list_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
  // The values' column has the width of the longest value of the language (fitColumns), fixed
  // while the analysis refines, so that neither it nor the board moves; the line takes the rest.
  list_->header()->setSectionResizeMode(1, QHeaderView::Fixed);
  list_->setTextElideMode(Qt::ElideRight);
  showBest_->setObjectName("showBestMove");
  reviewTitle_->setObjectName("reviewSummary");
  reviewTitle_->setWordWrap(true);
  reviewTitle_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  progress_->setObjectName("reviewProgress");
  cancelReview_->setObjectName("cancelReview");
  auto* progressRow = new QHBoxLayout;
  progressRow->addWidget(progress_, 1);
  progressRow->addWidget(cancelReview_);
  layout->addWidget(summary_);
  layout->addWidget(list_, 1);
  layout->addWidget(showBest_);
  layout->addWidget(reviewTitle_);
  layout->addWidget(chart_);
  layout->addLayout(progressRow);
  // Scrolled where the pane is low (a tab under the board in a small window) rather than pushing
  // the window taller or the board smaller.
  auto* scroll = new QScrollArea;
  scroll->setObjectName("analysisScroll");
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidgetResizable(true);
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  scroll->setWidget(body);
  setWidget(scroll);

  refreshTimer_->setSingleShot(true);
  refreshTimer_->setInterval(0);
  connect(refreshTimer_, &QTimer::timeout, this, &AnalysisPane::refresh);
  connect(worker_, &SearchWorker::analysisUpdated, this, [this](const Analysis& analysis) { show(analysis); });
  connect(worker_, &SearchWorker::analysisComplete, this, [this] {
    complete_ = true;
    updateSummary();
  });
  // The worker is free again (the computer has its move, a hint is found, a review ends).
  connect(worker_, &SearchWorker::thinkingChanged, this, [this](bool thinking) {
    if (!thinking) scheduleRefresh();
  });
  // Closed, or hidden behind another pane: the search stops; shown again: it goes on. Closing
  // the pane (not a tab in front of it) also stops a review, whose progress shows here.
  connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
    if (visible) {
      scheduleRefresh();
      return;
    }
    worker_->cancel(SearchWorker::Purpose::Analysis);
    if (isHidden()) review_->cancel();
    complete_ = false;
  });
  connect(showBest_, &QPushButton::clicked, this, [this] {
    if (!analysis_.moves.empty()) emit showMoveRequested(analysis_.moves.front().move);
  });
  connect(list_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
    const int row = list_->indexOfTopLevelItem(item);
    if (row >= 0 && row < int(analysis_.moves.size())) emit showMoveRequested(analysis_.moves[std::size_t(row)].move);
  });
  connect(chart_, &EvaluationChart::plyClicked, this, &AnalysisPane::plyRequested);
  // A tab beside the narration (MainWindow): View → Analysis brings it to the front.
  // (After the action has shown it, and again once its tab is there.)
  connect(toggleViewAction(), &QAction::triggered, this, [this](bool on) {
    if (!on) return;
    raise();
    QTimer::singleShot(0, this, [this] {
      if (toggleViewAction()->isChecked()) raise();
    });
  });
  connect(cancelReview_, &QPushButton::clicked, review_, &GameReview::cancel);
  connect(review_, &GameReview::changed, this, &AnalysisPane::updateReview);
  connect(review_, &GameReview::progress, this, &AnalysisPane::updateReview);
  connect(controller_, &GameSession::pointChanged, this, &AnalysisPane::followPoint);
  connect(review_, &GameReview::runningChanged, this, [this](bool running) {
    updateReview();
    if (!running) scheduleRefresh();
  });
  retranslate();
  updateReview();
}

AnalysisPane::~AnalysisPane() {
  // Nothing reaches a half-destroyed pane: neither its own hiding nor the worker's last reports;
  // and the move list no longer asks it for marks.
  disconnect(this, nullptr, this, nullptr);
  worker_->disconnect(this);
  worker_->cancel(SearchWorker::Purpose::Analysis);
  if (marked_) marked_->setMarks({});
}

void AnalysisPane::markMoves(MoveListModel* moves) {
  marked_ = moves;
  moves->setMarks([this](std::size_t move) -> std::optional<MoveListModel::Mark> {
    const std::optional<MoveQuality> quality = review_->quality(move);
    if (!quality) {  // analysed but not judged: no mark, the tooltip says why
      const QString why = review_->explain(move);
      return why.isEmpty() ? std::nullopt : std::optional(MoveListModel::Mark{{}, {}, why});
    }
    // Best and good moves keep the list's own colour: the marks draw the eye to the others.
    const QColor colour = *quality >= MoveQuality::Inaccuracy ? Quality::colour(*quality) : QColor();
    return MoveListModel::Mark{Quality::mark(*quality), colour, review_->explain(move)};
  });
  connect(review_, &GameReview::changed, moves, &MoveListModel::marksChanged);
}

AnalysisPane::Key AnalysisPane::keyOfPoint() const {
  const Game& game = controller_->game();
  const std::size_t ply = game.point().ply;
  return {game.prefixRevision(ply), ply};
}

void AnalysisPane::scheduleRefresh() { refreshTimer_->start(); }

// Asks the worker for the position looked at (at rest: part way through a move, the position
// before it), unless it is analysing it already or has done all it can.
void AnalysisPane::refresh() {
  // A move being animated is analysed once it has arrived.
  if (lesson_ || !isVisible() || controller_->isAnimating()) return;
  const Key key = keyOfPoint();
  if (!key_ || key != *key_) {
    key_ = key;
    complete_ = false;
    // What the game's review found here shows at once; the pane's own search goes deeper.
    const Analysis* reviewed = review_->analysisAt(key.ply);
    analysis_ = reviewed ? *reviewed : Analysis{};
    fillList();
    emit analysisShown();
  }
  if (review_->isRunning() || complete_ || worker_->isThinking(SearchWorker::Purpose::Analysis)) {
    updateSummary();
    return;
  }
  Game looked = controller_->game();
  looked.seek({key.ply, 0});
  if (looked.result().over()) {
    complete_ = true;
    updateSummary();
    return;
  }
  worker_->analyse(looked);  // refused while the worker plays or hints: asked again when it is free
  updateSummary();
}

const MoveValue* AnalysisPane::bestMoveShown() const {
  if (lesson_ || !isVisible() || analysis_.moves.empty() || !key_ || keyOfPoint() != *key_) return nullptr;
  return &analysis_.moves.front();
}

void AnalysisPane::followPoint() {
  chart_->setCurrent(controller_->game().point().ply);
  if (!key_ || keyOfPoint() != *key_) worker_->cancel(SearchWorker::Purpose::Analysis);
  scheduleRefresh();
}

// Is `analysis` worth showing instead of `shown`: exact values (Kingulu's, proved) above any
// search's, else the deeper search (the review may have looked deeper already).
static bool replaces(const Analysis& analysis, const Analysis& shown) {
  if (analysis.solved != shown.solved) return analysis.solved;
  return analysis.depth >= shown.depth;
}

void AnalysisPane::show(const Analysis& analysis) {
  if (lesson_) return;
  if (!key_ || keyOfPoint() != *key_) return;  // of a position no longer looked at
  if (!replaces(analysis, analysis_)) return;
  analysis_ = analysis;
  fillList();
  emit analysisShown();
}

void AnalysisPane::fillList() {
  list_->clear();
  const Game& game = controller_->game();
  const Position& position = game.positionAt(key_ ? key_->ply : game.point().ply);
  for (const MoveValue& value : analysis_.moves) {
    QStringList line;
    for (std::size_t i = 0; i < value.line.size() && i < std::size_t(kLineMovesShown); ++i)
      line << moveText(position.variant, value.line[i]);
    if (value.line.size() > std::size_t(kLineMovesShown)) line << QStringLiteral("…");
    auto* item = new QTreeWidgetItem(list_, {moveText(position.variant, value.move),
                                             ValueText::forSouth(value, position.toMove), line.join(QLatin1Char(' '))});
    item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    item->setToolTip(1, item->text(1));
    QStringList whole;  // the whole line, where the column shows its start
    for (const Move& move : value.line) whole << moveText(position.variant, move);
    item->setToolTip(2, whole.join(QLatin1Char(' ')));
  }
  showBest_->setEnabled(!analysis_.moves.empty());
  updateSummary();
}

void AnalysisPane::updateSummary() {
  const Game& game = controller_->game();
  const std::size_t ply = key_ ? key_->ply : game.point().ply;
  QString text;
  if (game.resultAt(std::min(ply, game.length())).over()) {
    //: The analysis pane at a position where the game has ended.
    text = tr("The game is over: no moves to analyse.");
  } else if (review_->isRunning()) {
    const std::size_t asked = review_->asked();
    //: Game → Analyse game again after moves were played or replaced: only the positions not analysed yet are.
    text = asked < review_->positions() ? tr("Analysing the %n positions not analysed yet…", nullptr, int(asked))
                                        : tr("Analysing the game…");
  } else if (analysis_.moves.empty()) {
    //: The analysis pane before the first result, or while the computer thinks about its own move.
    text = worker_->isThinking(SearchWorker::Purpose::Analysis) ? tr("Analysing…") : tr("Waiting for the search…");
  } else if (analysis_.solved) {
    //: The analysis pane, Bao Kingulu: every value is exact, worked out to the end of the game
    //: (not estimated by a search to some depth). %1 is South: the values are South's, whoever is to move.
    text = tr("Values for %1 · exact, worked out to the end of the game").arg(Words::sideName(Side::South));
  } else {
    //: The analysis pane: %1 is South (the values are South's, whoever is to move, as in the chart), %2 the
    //: depth in moves (plies) looked ahead, %3 how many positions were searched.
    text = tr("Values for %1 · depth %2 · %3 positions")
               .arg(Words::sideName(Side::South), QLocale().toString(analysis_.depth),
                    QLocale().toString(qulonglong(analysis_.nodes)));
    //: The analysis pane: the engine has looked as far as it can (or proven the outcome).
    if (complete_) text += QStringLiteral(" · ") + tr("complete");
  }
  summary_->setText(text);
}

void AnalysisPane::updateReview() {
  // The review has just analysed the position looked at, better than the pane had.
  if (!lesson_ && key_ && keyOfPoint() == *key_) {
    const Analysis* reviewed = review_->analysisAt(key_->ply);
    if (reviewed && replaces(*reviewed, analysis_) &&
        (reviewed->solved != analysis_.solved || reviewed->depth > analysis_.depth)) {
      analysis_ = *reviewed;
      fillList();
    }
  }
  const std::size_t positions = review_->positions();
  std::vector<std::optional<int>> values(positions);
  std::vector<std::optional<MoveQuality>> qualities(positions);
  int judged = 0;
  int counts[5] = {};
  for (std::size_t ply = 0; ply < positions; ++ply) {
    values[ply] = review_->evaluationForSouth(ply);
    if (ply > 0) qualities[ply] = review_->quality(ply - 1);
    if (qualities[ply]) {
      ++judged;
      ++counts[int(*qualities[ply])];
    }
  }
  const bool any = std::any_of(values.begin(), values.end(), [](const auto& v) { return v.has_value(); });
  chart_->setValues(std::move(values), std::move(qualities),
                    analysisProfile(controller_->game().start().variant).valueRange);
  chart_->setCurrent(controller_->game().point().ply);
  chart_->setVisible(any || review_->isRunning());
  progress_->setVisible(review_->isRunning());
  cancelReview_->setVisible(review_->isRunning());
  progress_->setRange(0, int(positions));
  progress_->setValue(int(review_->analysed()));
  if (judged == 0) {
    //: Under the analysis: how to get the moves of the game judged.
    reviewTitle_->setText(review_->isRunning() ? tr("Analysing the game…")
                                               : tr("Game → Analyse game judges every move."));
  } else {
    //: A summary of the judged moves: how many inaccuracies (?!), mistakes (?) and blunders (??).
    QString text = tr("Inaccuracies ?!: %1 · mistakes ?: %2 · blunders ??: %3")
                       .arg(counts[int(MoveQuality::Inaccuracy)])
                       .arg(counts[int(MoveQuality::Mistake)])
                       .arg(counts[int(MoveQuality::Blunder)]);
    // A review cancelled, or moves played since: the counts are of part of the game only.
    const int moves = int(positions) - 1;
    int analysedMoves = 0;
    for (int move = 0; move < moves; ++move) analysedMoves += review_->analysisAt(std::size_t(move)) != nullptr;
    if (!review_->isRunning() && analysedMoves < moves)
      //: After the counts of judged moves, when only part of the game is analysed (the analysis was cancelled,
      //: or moves were played since): %1 of %n moves.
      text += QLatin1Char('\n') +
              tr("%1 of %n moves analysed: Game → Analyse game does the rest.", nullptr, moves).arg(analysedMoves);
    reviewTitle_->setText(text);
  }
  updateSummary();
}

void AnalysisPane::reviewGame() {
  if (lesson_) return;
  setVisible(true);
  raise();
  if (!review_->start())
    //: Game → Analyse game asked for while the computer opponent works out its move (that comes first).
    reviewTitle_->setText(tr("The computer is working out its move: analyse the game after it."));
}

void AnalysisPane::setLessonMode(bool lesson) {
  if (lesson == lesson_) return;
  lesson_ = lesson;
  lessonNotice_->setVisible(lesson);
  content_->setVisible(!lesson);
  if (!lesson) return scheduleRefresh();
  worker_->cancel(SearchWorker::Purpose::Analysis);
  review_->cancel();
  // Nothing of the position before the lesson stays behind the notice.
  key_.reset();
  analysis_ = {};
  complete_ = false;
  fillList();
}

// The value column as wide as the longest value this language can show, with two-digit counts
// (plies to an end, seeds), and the list wide enough for it beside a move and a few of the line's.
void AnalysisPane::fitColumns() {
  const QFontMetrics metrics = list_->fontMetrics();
  int widest = metrics.horizontalAdvance(tr("Value"));
  for (const int plies : {1, 88})
    for (const Side winner : {Side::South, Side::North}) {
      const int score = winner == Side::South ? 2 * kProvenScore - plies : -(2 * kProvenScore - plies);
      const MoveValue proven{{}, score, MoveValue::Outcome{Result::Kind::Win, winner, plies}, {}};
      const MoveValue seen{{}, score, std::nullopt, {}};  // an end the search saw, not proven
      // Kingulu's exact values say the final count (two digits each).
      const bool southWins = winner == Side::South;
      const MoveValue counted{{},
                              southWins ? 2800 : -2800,
                              MoveValue::Outcome{Result::Kind::Win, winner, plies,
                                                 std::array<int, 2>{southWins ? 38 : 10, southWins ? 10 : 38}},
                              {}};
      widest = std::max({widest, metrics.horizontalAdvance(ValueText::of(proven, Side::South)),
                         metrics.horizontalAdvance(ValueText::of(seen, Side::South)),
                         metrics.horizontalAdvance(ValueText::of(counted, Side::South))});
    }
  const MoveValue draw{{}, 0, MoveValue::Outcome{Result::Kind::Draw, Side::South, 0}, {}};
  widest = std::max({widest, metrics.horizontalAdvance(ValueText::of(draw, Side::South)),
                     metrics.horizontalAdvance(ValueText::seeds(-8850))});
  const int padding = 12;  // the cell's margins, and a gap before the line
  // Beside it a move as most are written ("h2 ↻"), and six letters of the line.
  const Move move{Square(0), Direction::Cw, false};
  const int moveWidth = metrics.horizontalAdvance(moveText(Variant::Kete, move)) + padding;
  const int lineWidth = 6 * metrics.horizontalAdvance(QLatin1Char('M')) + padding;
  static_cast<MoveValueList*>(list_)->setWidths(widest + padding, moveWidth, lineWidth);
}

void AnalysisPane::retranslate() {
  setWindowTitle(tr("Analysis"));
  //: The analysis pane during a lesson (Learn menu): it would give the lesson's answer away.
  lessonNotice_->setText(
      tr("No analysis during a lesson: it would give the answer away. Leave the lesson to see it again."));
  list_->setHeaderLabels({tr("Move"), tr("Value"), tr("Expected line")});
  //: The analysis pane's Value column: how to read its values.
  list_->headerItem()->setToolTip(
      1, tr("For South, whoever is to move, as in the chart: an estimate in seeds (+2.5: South is ahead, "
            "−2.5: North is), or the outcome once it is proven (\"wins\", \"loses\": South). \"Wins in 7\" "
            "counts the moves of both sides (plies) to the end; in Bao Kingulu the final count comes first, "
            "South's before North's."));
  fitColumns();
  showBest_->setText(tr("Show best move"));
  //: Stops Game → Analyse game.
  cancelReview_->setText(tr("Cancel"));
  //: The evaluation chart's tooltip; its values are South's, as in the list of moves above it.
  chart_->setToolTip(
      tr("The evaluation after every move, for South as in the list above: South's advantage up, "
         "North's down; click to look at a position"));
  chart_->retranslate();
  chart_->setAccessibleDescription(chart_->toolTip());
  fillList();
  updateReview();
}
