#include "SearchWorker.h"

#include <QPointer>

namespace {
// The reply a hint is explained by is looked for this long after the hinted move is found.
constexpr int kHintReplyMovetimeMs = 100;
}  // namespace

struct SearchWorker::Request {
  std::atomic<bool> stop{false};
};

SearchWorker::SearchWorker(QObject* parent) : QObject(parent), worker_(new QObject) {
  thread_.setObjectName("search");
  worker_->moveToThread(&thread_);
  connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
  thread_.start(QThread::LowPriority);
}

SearchWorker::~SearchWorker() {
  cancel();  // the search sees the stop within milliseconds
  thread_.quit();
  thread_.wait();
}

std::shared_ptr<SearchWorker::Request> SearchWorker::start(Purpose purpose) {
  if (!accepts(purpose)) return nullptr;
  cancel();
  auto request = std::make_shared<Request>();
  current_ = request;
  purpose_ = purpose;
  ++searches_;
  emit thinkingChanged(true);
  return request;
}

template <class Job>
void SearchWorker::post(const std::shared_ptr<Request>& request, Job job) {
  QMetaObject::invokeMethod(worker_, [request, running = running_, job = std::move(job)]() mutable {
    if (request->stop) return;  // cancelled while queued
    ++*running;
    job();
    --*running;
  });
}

template <class Report>
void SearchWorker::reply(const std::shared_ptr<Request>& request, bool last, Report report) {
  QPointer<SearchWorker> self(this);
  // Back on the GUI thread; the request may have been cancelled meanwhile.
  QMetaObject::invokeMethod(
      this,
      [self, request, last, report = std::move(report)] {
        if (!self || request->stop || self->current_ != request) return;
        if (last) {
          self->current_.reset();
          emit self->thinkingChanged(false);
        }
        report(self.data());
      },
      Qt::QueuedConnection);
}

bool SearchWorker::think(const baraza::Game& game, baraza::Level level, Purpose purpose, int movetimeMs) {
  auto request = start(purpose);
  if (!request) return false;
  const quint64 seed = seed_++;
  post(request, [this, request, game, level, movetimeMs, seed, purpose] {
    const auto move = baraza::chooseMove(game, level, seed, movetimeMs, &request->stop);
    if (request->stop || !move) return;
    if (purpose == Purpose::Hint) return tracedHint(request, game, *move, std::nullopt);
    reply(request, true, [purpose, move](SearchWorker* self) { emit self->moveChosen(purpose, *move); });
  });
  return true;
}

bool SearchWorker::traceHint(const baraza::Game& game, const baraza::Move& move,
                             std::optional<baraza::Move> expectedReply) {
  auto request = start(Purpose::Hint);
  if (!request) return false;
  post(request, [this, request, game, move, expectedReply] { tracedHint(request, game, move, expectedReply); });
  return true;
}

// On the worker: the hint's trace and that of the reply expected to it (searched for briefly when
// not given), reported together.
void SearchWorker::tracedHint(const std::shared_ptr<Request>& request, const baraza::Game& game,
                              const baraza::Move& move, std::optional<baraza::Move> expected) {
  baraza::Trace hint;
  std::optional<baraza::Trace> answer;
  baraza::Game after = game;
  if (!after.play(move, &hint)) return;
  if (!after.result().over()) {
    if (!expected) expected = baraza::search(after, {.movetimeMs = kHintReplyMovetimeMs, .stop = &request->stop}).best;
    baraza::Trace traced;
    if (expected && after.play(*expected, &traced)) answer = std::move(traced);
  }
  if (request->stop) return;
  reply(request, true, [move, hint, answer](SearchWorker* self) {
    emit self->moveChosen(Purpose::Hint, move);
    emit self->hintTraced(hint, answer);
  });
}

bool SearchWorker::analyse(const baraza::Game& game) {
  auto request = start(Purpose::Analysis);
  if (!request) return false;
  post(request, [this, request, game] {
    const auto report = [this, request](const baraza::Analysis& analysis) {
      reply(request, false, [analysis](SearchWorker* self) { emit self->analysisUpdated(analysis); });
    };
    // Where exact values can take a while (Kingulu's proofs, up to a second past the opening's
    // table), a quick first look.
    const baraza::AnalysisProfile profile = baraza::analysisProfile(game.position().variant);
    if (profile.firstLookDepth > 0)
      report(baraza::analyse(game, {.depth = profile.firstLookDepth,
                                    .movetimeMs = profile.firstLookMovetimeMs,
                                    .stop = &request->stop,
                                    .exactValues = false}));
    baraza::analyse(game, {.stop = &request->stop}, report);
    if (!request->stop) reply(request, true, [](SearchWorker* self) { emit self->analysisComplete(); });
  });
  return true;
}

bool SearchWorker::weigh(const baraza::Game& game, int movetimeMs) {
  auto request = start(Purpose::Offer);
  if (!request) return false;
  post(request, [this, request, game, movetimeMs] {
    const baraza::AnalysisProfile profile = baraza::analysisProfile(game.start().variant);
    // The search's judgement, not an exact proof: an answer within the time asked for.
    const baraza::Analysis analysis = baraza::analyse(
        game, {.depth = profile.reviewDepth, .movetimeMs = movetimeMs, .stop = &request->stop, .exactValues = false});
    if (request->stop) return;
    const int value = analysis.moves.empty() ? 0 : analysis.moves.front().score;
    reply(request, true, [value](SearchWorker* self) { emit self->positionWeighed(value); });
  });
  return true;
}

bool SearchWorker::review(const baraza::Game& game, const std::vector<std::size_t>& plies, int depth, int movetimeMs) {
  auto request = start(Purpose::Review);
  if (!request) return false;
  post(request, [this, request, game, plies, depth, movetimeMs] {
    baraza::Game looked = game;
    for (const std::size_t ply : plies) {
      if (request->stop) return;
      looked.seek({ply, 0});
      const baraza::Analysis analysis =
          baraza::analyse(looked, {.depth = depth, .movetimeMs = movetimeMs, .stop = &request->stop});
      if (request->stop) return;
      reply(request, false, [ply, analysis](SearchWorker* self) { emit self->positionReviewed(ply, analysis); });
    }
    reply(request, true, [](SearchWorker* self) { emit self->reviewFinished(); });
  });
  return true;
}

void SearchWorker::cancel() {
  if (!current_) return;
  current_->stop = true;
  current_.reset();
  emit thinkingChanged(false);
}

void SearchWorker::cancel(Purpose purpose) {
  if (isThinking(purpose)) cancel();
}
