#pragma once
// View → Analysis: every legal move of the position looked at, with its value and the line the
// engine expects, best first, deepened on the window's one search worker for as long as the
// pane is open (the computer's own move comes first). Looking back shows the analysis of the
// position looked at. Under it, once Game → Analyse game has run, the evaluation over the game.

#include <QDockWidget>
#include <QPointer>
#include <optional>
#include <vector>

#include "baraza/analysis.h"

class GameSession;
class SearchWorker;
class GameReview;
class EvaluationChart;
class MoveListModel;
class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;
class QTreeWidget;

class AnalysisPane : public QDockWidget {
  Q_OBJECT

 public:
  explicit AnalysisPane(GameSession* session, QWidget* parent = nullptr);
  ~AnalysisPane() override;

  GameReview* review() const { return review_; }
  // The move list shows the review's judgements.
  void markMoves(MoveListModel* moves);
  // The analysis shown (of the position looked at); empty until the first depth is done.
  const baraza::Analysis& analysis() const { return analysis_; }
  // The best move the open pane shows for the position looked at, if it shows one (Hint gives it).
  const baraza::MoveValue* bestMoveShown() const;
  // Game → Analyse game: shows the pane and analyses every position of the line.
  void reviewGame();
  void followPoint();
  void retranslate();
  // During a lesson the analysis would give its answer away: the pane says so instead of showing
  // values or the best move, and searches nothing, until the lesson is left.
  void setLessonMode(bool lesson);
  bool inLessonMode() const { return lesson_; }

 signals:
  void showMoveRequested(const baraza::Move& move);
  void plyRequested(std::size_t ply);
  void analysisShown();  // the list shows a new analysis (a deeper one, or another position's)

 private:
  // Where the analysis shown belongs: the position after `ply` moves of the line whose first
  // `ply` moves have the revision `prefix` (baraza::Game::prefixRevision).
  struct Key {
    std::uint64_t prefix = 0;
    std::size_t ply = 0;
    friend bool operator==(const Key&, const Key&) = default;
  };
  Key keyOfPoint() const;
  void refresh();
  void scheduleRefresh();
  void show(const baraza::Analysis& analysis);
  void fillList();
  void fitColumns();
  void updateSummary();
  void updateReview();

  GameSession* controller_;
  SearchWorker* worker_;
  GameReview* review_;
  QLabel* lessonNotice_;
  QWidget* content_;  // everything but the lesson notice
  QLabel* summary_;
  QTreeWidget* list_;
  QPushButton* showBest_;
  QLabel* reviewTitle_;
  EvaluationChart* chart_;
  QProgressBar* progress_;
  QPushButton* cancelReview_;
  QTimer* refreshTimer_;
  QPointer<MoveListModel> marked_;  // the move list showing the review's marks
  std::optional<Key> key_;
  baraza::Analysis analysis_;
  bool complete_ = false;
  bool lesson_ = false;
};
