#pragma once
// The one search worker of a window, shared by the computer opponent, Hint, the analysis pane and
// the game review: a thread that lives as long as the window, so the search's table (kept per
// thread by the engine) carries over from one move to the next. Requests have one order of
// priority, said once, here: the computer's own move, then a hint for the player, then a review
// of the whole game, then the analysis of the position looked at. A request replaces the one
// being worked out unless that one comes first, in which case it is refused (false) until the
// worker is free again (thinkingChanged(false)); a replaced or cancelled request's answer is
// dropped.

#include <QObject>
#include <QThread>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

#include "baraza/analysis.h"
#include "baraza/search.h"
#include "baraza/trace.h"

class SearchWorker : public QObject {
  Q_OBJECT

 public:
  // Who asked, in order of priority, the last first: the analysis pane (the position shown,
  // deepened until cancelled), a review of the whole game (Game → Analyse game), a hint for the
  // player, the computer's own move.
  // The computer weighing a draw offered to it (Offer) comes before a hint: the player waits.
  enum class Purpose { Analysis, Review, Hint, Offer, Move };

  explicit SearchWorker(QObject* parent = nullptr);
  ~SearchWorker() override;

  // Whether a request for `purpose` would be taken now: nothing is worked out, or only what
  // comes after it.
  bool accepts(Purpose purpose) const { return !current_ || purpose >= purpose_; }

  // The move the computer at `level` chooses (Move, Hint); false if refused.
  bool think(const baraza::Game& game, baraza::Level level, Purpose purpose, int movetimeMs = 0);
  // A hint already chosen (the analysis pane's best move): only traced, with the reply expected
  // to it, and reported as think() reports a hint.
  bool traceHint(const baraza::Game& game, const baraza::Move& move, std::optional<baraza::Move> expectedReply);
  // Weighs the game's position for the side to move (positionWeighed): a search of about
  // `movetimeMs`, as deep as a game review looks.
  bool weigh(const baraza::Game& game, int movetimeMs);
  // Analyses the game's position, depth after depth, reporting each (analysisUpdated) until
  // cancelled, replaced or complete.
  bool analyse(const baraza::Game& game);
  // Analyses the positions of the game's line after `plies` moves (in that order), to `depth`
  // plies but for no more than `movetimeMs` each (positionReviewed, then reviewFinished).
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
  void moveChosen(SearchWorker::Purpose purpose, const baraza::Move& move);
  // With a hint: the traces of the hinted move and of the reply the search expects to it (none
  // when the move ends the game), worked out here because playing a move can take long (C-5).
  void hintTraced(const baraza::Trace& hint, const std::optional<baraza::Trace>& reply);
  void analysisUpdated(const baraza::Analysis& analysis);
  void analysisComplete();  // the position is analysed as far as the engine goes
  // weigh(): the best move's value for the side to move, in hundredths of a seed.
  void positionWeighed(int value);
  void positionReviewed(std::size_t ply, const baraza::Analysis& analysis);
  void reviewFinished();
  void thinkingChanged(bool thinking);

 private:
  struct Request;
  // The new current request, or null when refused.
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
