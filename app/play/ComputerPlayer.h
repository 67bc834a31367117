#pragma once
// The one search worker of a window, shared by the computer opponent, Hint and analysis: a
// thread that lives as long as the window, so the search's table (kept per thread by the engine)
// carries over from one move to the next. A request replaces the one before; a cancelled
// request's answer is dropped. The computer's own move comes first: it replaces any other
// request, and an analysis asked for while it (or a hint, or a game review) is being worked out
// is refused until the worker is free again (thinkingChanged(false)).

#include <QObject>
#include <QThread>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

#include "baraza/analysis.h"
#include "baraza/search.h"
#include "baraza/trace.h"

class ComputerPlayer : public QObject {
  Q_OBJECT

 public:
  // Who asked: the computer's own move, a hint for the player, the analysis pane (the position
  // shown, deepened until cancelled) or a review of the whole game (Game → Analyse game).
  enum class Purpose { Move, Hint, Analysis, Review };

  explicit ComputerPlayer(QObject* parent = nullptr);
  ~ComputerPlayer() override;

  void think(const baraza::Game& game, baraza::Level level, Purpose purpose, int movetimeMs = 0);
  // A hint already chosen (the analysis pane's best move): only traced, with the reply expected
  // to it, and reported as think() reports a hint.
  void traceHint(const baraza::Game& game, const baraza::Move& move, std::optional<baraza::Move> expectedReply);
  // Analyses the game's position, depth after depth, reporting each (analysisUpdated) until
  // cancelled, replaced or complete. False (nothing asked) while something else is worked out.
  bool analyse(const baraza::Game& game);
  // Analyses the positions of the game's line after `plies` moves (in that order), to `depth`
  // plies but for no more than `movetimeMs` each (positionReviewed, then reviewFinished). False
  // while the computer works out its move.
  bool review(const baraza::Game& game, const std::vector<std::size_t>& plies, int depth, int movetimeMs);
  void cancel();
  // Cancels the request only if it is for `purpose`.
  void cancel(Purpose purpose);
  // The point looked at has moved: what was worked out for the old one (the computer's move, a
  // hint, the pane's analysis) stops; a review of the whole game goes on.
  void cancelForNewPoint() {
    if (!isThinking(Purpose::Review)) cancel();
  }
  bool isThinking() const { return current_ != nullptr; }
  bool isThinking(Purpose purpose) const { return current_ && purpose_ == purpose; }
  // Whether the worker's thread is in a search now (a cancelled one stops within milliseconds).
  bool isWorkerBusy() const { return *running_ > 0; }
  // How many searches this worker's thread has run (one thread for all of them).
  int searchesRun() const { return searches_; }
  const QThread* workerThread() const { return &thread_; }

 signals:
  void moveChosen(ComputerPlayer::Purpose purpose, const baraza::Move& move);
  // With a hint: the traces of the hinted move and of the reply the search expects to it (none
  // when the move ends the game), worked out here because playing a move can take long (C-5).
  void hintTraced(const baraza::Trace& hint, const std::optional<baraza::Trace>& reply);
  void analysisUpdated(const baraza::Analysis& analysis);
  void analysisComplete();  // the position is analysed as far as the engine goes
  void positionReviewed(std::size_t ply, const baraza::Analysis& analysis);
  void reviewFinished();
  void thinkingChanged(bool thinking);

 private:
  struct Request;
  std::shared_ptr<Request> start(Purpose purpose);
  void tracedHint(const std::shared_ptr<Request>& request, const baraza::Game& game, const baraza::Move& move,
                  std::optional<baraza::Move> expected);
  // Runs `job` on the worker's thread unless the request is cancelled first.
  template <class Job>
  void post(const std::shared_ptr<Request>& request, Job job);
  // Runs `report` on the GUI thread if the request is still the current one; `last` ends it.
  template <class Report>
  void reply(const std::shared_ptr<Request>& request, bool last, Report report);

  QThread thread_;
  QObject* worker_;  // lives in thread_: requests are queued to it
  std::shared_ptr<Request> current_;
  Purpose purpose_ = Purpose::Move;
  std::shared_ptr<std::atomic<int>> running_ = std::make_shared<std::atomic<int>>(0);
  quint64 seed_ = 1;
  int searches_ = 0;
};
