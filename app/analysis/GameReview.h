#pragma once
// Game → Analyse game: every position of the line analysed in the background (on the window's
// one search worker), each move judged against the best move of its position (MoveQuality.h),
// and the evaluation after every move for the chart. The results belong to the line: when moves
// are dropped or replaced, the results of the positions after the change go with them; those of
// a game put aside for a lesson come back with it.

#include <QObject>
#include <optional>
#include <vector>

#include "MoveQuality.h"
#include "baraza/analysis.h"

class GameController;
class ComputerPlayer;

class GameReview : public QObject {
  Q_OBJECT

 public:
  // How deep each position is analysed: to a depth of its game's, so that analysing a game again
  // judges it the same way, taking about a tenth to a third of a second a position on the sample
  // games; a position that needs longer stops after kMaxMovetimeMs.
  static int depthFor(baraza::Variant variant);
  static constexpr int kMaxMovetimeMs = 5000;

  GameReview(GameController* controller, ComputerPlayer* worker, QObject* parent = nullptr);

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
  void newGame();
  void followLine();
  const baraza::MoveValue* played(std::size_t move) const;

  GameController* controller_;
  ComputerPlayer* worker_;
  bool running_ = false;
  std::size_t asked_ = 0;
  std::vector<baraza::Move> line_;  // the line the analyses belong to
  std::optional<baraza::Position> start_;
  std::vector<std::optional<baraza::Analysis>> analyses_;  // by ply, up to line_.size()
  // The results of the game before this one, from another start: a lesson puts a game aside, and
  // leaving the lesson brings it back with its review.
  struct PutAside {
    baraza::Position start;
    std::vector<baraza::Move> line;
    std::vector<std::optional<baraza::Analysis>> analyses;
  };
  std::optional<PutAside> putAside_;
};
