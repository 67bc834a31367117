#pragma once
// Game → Analyse game: every position of the line analysed in the background (on the window's
// one search worker), each move judged against the best move of its position (MoveQuality.h),
// and the evaluation after every move for the chart. An analysis belongs to the moves that lead
// to its position (baraza::Game::prefixRevision): when moves are dropped or replaced those of the
// positions after the change no longer show, and a game put aside for a lesson comes back with
// its own, because it comes back with its own revisions.

#include <QObject>
#include <optional>
#include <unordered_map>
#include <vector>

#include "MoveQuality.h"
#include "baraza/analysis.h"

class GameSession;
class SearchWorker;

class GameReview : public QObject {
  Q_OBJECT

 public:
  explicit GameReview(GameSession* session, QObject* parent = nullptr);

  // Analyses the positions of the line not analysed yet; false when the computer is working out
  // its move (it comes first).
  bool start();
  void cancel();
  bool isRunning() const;

  // The judgement of the line's move `move` (0: the first), once its position is analysed.
  std::optional<MoveQuality> quality(std::size_t move) const;
  // Its tooltip: the judgement in words, with the best move and the values.
  QString explain(std::size_t move) const;
  // The position after `ply` moves, in hundredths of a seed for South (beyond ±kProvenScore a
  // proven win), once analysed.
  std::optional<int> evaluationForSouth(std::size_t ply) const;
  // The analysis of the position after `ply` moves, once done (null before).
  const baraza::Analysis* analysisAt(std::size_t ply) const;
  std::size_t positions() const;                // of the line: its length + 1
  std::size_t analysed() const;                 // positions done so far
  std::size_t asked() const { return asked_; }  // positions the review running (or last run) analyses

 signals:
  void progress(int done, int total);
  void changed();  // judgements or evaluations came or went
  void runningChanged(bool running);
  void finished();

 private:
  void reviewed(std::size_t ply, const baraza::Analysis& analysis);
  void followLine();
  const baraza::MoveValue* played(std::size_t move) const;
  // Analyses kept, of the games on the board and put aside: past this many, only those of the
  // game on the board.
  static constexpr std::size_t kKeptAnalyses = 4096;

  GameSession* controller_;
  SearchWorker* worker_;
  bool running_ = false;
  std::size_t asked_ = 0;
  // By the revision of the moves that lead to the position.
  std::unordered_map<std::uint64_t, baraza::Analysis> analyses_;
  std::vector<std::uint64_t> askedKeys_;  // by ply, the positions of the review running
};
