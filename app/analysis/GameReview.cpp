#include "GameReview.h"

#include <algorithm>

#include "baraza/game.h"
#include "session/GameSession.h"
#include "session/SearchWorker.h"
#include "words/MoveText.h"

using namespace baraza;

GameReview::GameReview(GameSession* session, QObject* parent)
    : QObject(parent), controller_(session), worker_(session->computer()) {
  connect(worker_, &SearchWorker::positionReviewed, this, &GameReview::reviewed);
  connect(worker_, &SearchWorker::reviewFinished, this, [this] {
    running_ = false;
    emit runningChanged(false);
    emit finished();
  });
  // Replaced by the computer's own move, or cancelled: the review stops where it is.
  connect(worker_, &SearchWorker::thinkingChanged, this, [this] {
    if (running_ && !worker_->isThinking(SearchWorker::Purpose::Review)) {
      running_ = false;
      emit runningChanged(false);
    }
  });
  connect(controller_, &GameSession::lineChanged, this, &GameReview::followLine);
}

bool GameReview::start() {
  const Game& game = controller_->game();
  // Only the positions not analysed yet are.
  std::vector<std::size_t> missing;
  for (std::size_t ply = 0; ply <= game.length(); ++ply)
    if (!analysisAt(ply)) missing.push_back(ply);
  if (missing.empty()) {
    emit finished();
    return true;
  }
  // Each position to its game's depth, so that analysing a game again judges it the same way.
  const AnalysisProfile profile = analysisProfile(game.start().variant);
  if (!worker_->review(game, missing, profile.reviewDepth, profile.reviewMovetimeMs)) return false;
  askedKeys_.clear();
  for (std::size_t ply = 0; ply <= game.length(); ++ply) askedKeys_.push_back(game.prefixRevision(ply));
  asked_ = missing.size();
  running_ = true;
  emit runningChanged(true);
  emit progress(int(analysed()), int(positions()));
  emit changed();
  return true;
}

void GameReview::cancel() { worker_->cancel(SearchWorker::Purpose::Review); }

bool GameReview::isRunning() const { return running_; }

const Analysis* GameReview::analysisAt(std::size_t ply) const {
  const Game& game = controller_->game();
  if (ply > game.length()) return nullptr;
  const auto found = analyses_.find(game.prefixRevision(ply));
  return found == analyses_.end() ? nullptr : &found->second;
}

std::size_t GameReview::positions() const { return controller_->game().length() + 1; }

std::size_t GameReview::analysed() const {
  std::size_t done = 0;
  for (std::size_t ply = 0; ply < positions(); ++ply) done += analysisAt(ply) != nullptr;
  return done;
}

void GameReview::reviewed(std::size_t ply, const Analysis& analysis) {
  if (!running_ || ply >= askedKeys_.size()) return;
  if (analyses_.size() >= kKeptAnalyses) {  // keep those of the game on the board
    std::unordered_map<std::uint64_t, Analysis> kept;
    for (std::size_t p = 0; p < positions(); ++p)
      if (const Analysis* mine = analysisAt(p)) kept.emplace(controller_->game().prefixRevision(p), *mine);
    analyses_ = std::move(kept);
  }
  analyses_[askedKeys_[ply]] = analysis;
  emit progress(int(analysed()), int(positions()));
  emit changed();
}

// Moves replaced or dropped: what the review would still find belongs to the old line, and the
// judgements of the moves after the change go (a game from another start shows its own).
void GameReview::followLine() {
  const Game& game = controller_->game();
  if (running_) {
    bool same = askedKeys_.size() == game.length() + 1;
    for (std::size_t ply = 0; same && ply < askedKeys_.size(); ++ply)
      same = askedKeys_[ply] == game.prefixRevision(ply);
    if (!same) cancel();
  }
  emit changed();
}

const MoveValue* GameReview::played(std::size_t move) const {
  const Game& game = controller_->game();
  const Analysis* analysis = move < game.length() ? analysisAt(move) : nullptr;
  if (!analysis) return nullptr;
  const Move played = game.line()[move];
  const auto it = std::find_if(analysis->moves.begin(), analysis->moves.end(),
                               [&](const MoveValue& v) { return v.move == played; });
  return it == analysis->moves.end() ? nullptr : &*it;
}

std::optional<MoveQuality> GameReview::quality(std::size_t move) const {
  const MoveValue* value = played(move);
  if (!value) return std::nullopt;
  return Quality::judge(analysisAt(move)->moves.front(), *value);
}

QString GameReview::explain(std::size_t move) const {
  const MoveValue* value = played(move);
  if (!value) return {};
  const MoveValue& best = analysisAt(move)->moves.front();
  const std::optional<MoveQuality> quality = Quality::judge(best, *value);
  const Position& before = controller_->game().positionAt(move);
  if (!quality)
    //: Tooltip of a move not judged (MoveQuality.h): a proven end and an estimate, or an end not proven, are not
    //: on one scale. %1 the best move, %2 its value, %3 the value of the move played.
    return tr("Not judged: a proven end and an estimate cannot be compared. The best move was %1 (%2); this move: %3")
        .arg(moveText(before.variant, best.move), ValueText::of(best, before.toMove),
             ValueText::of(*value, before.toMove));
  const QString words = Quality::describe(*quality);
  if (quality == MoveQuality::Best) return words + QStringLiteral(" (%1)").arg(ValueText::of(*value, before.toMove));
  //: Tooltip of a judged move: %1 the judgement (Blunder, Mistake, ...), %2 the best move, %3 its
  //: value, %4 the value of the move played (values in seeds, or "wins in 5" and the like).
  return tr("%1: the best move was %2 (%3); this move: %4")
      .arg(words, moveText(before.variant, best.move), ValueText::of(best, before.toMove),
           ValueText::of(*value, before.toMove));
}

std::optional<int> GameReview::evaluationForSouth(std::size_t ply) const {
  const Analysis* analysis = analysisAt(ply);
  if (!analysis) return std::nullopt;
  const Game& game = controller_->game();
  const Position& position = game.positionAt(ply);
  const Result& result = game.resultAt(ply);
  if (result.over()) {  // the game has ended here: no moves to value
    if (result.kind == Result::Kind::Draw) return 0;
    return result.winner == Side::South ? 2 * kProvenScore : -2 * kProvenScore;
  }
  if (analysis->moves.empty()) return std::nullopt;
  const int score = analysis->moves.front().score;
  return position.toMove == Side::South ? score : -score;
}
