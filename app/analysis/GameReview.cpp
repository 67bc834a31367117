#include "GameReview.h"

#include <algorithm>

#include "baraza/game.h"
#include "play/ComputerPlayer.h"
#include "play/GameController.h"
#include "play/MoveText.h"

using namespace baraza;

GameReview::GameReview(GameController* controller, ComputerPlayer* worker, QObject* parent)
    : QObject(parent), controller_(controller), worker_(worker) {
  connect(worker_, &ComputerPlayer::positionReviewed, this, &GameReview::reviewed);
  connect(worker_, &ComputerPlayer::reviewFinished, this, [this] {
    running_ = false;
    emit runningChanged(false);
    emit finished();
  });
  // Replaced by the computer's own move, or cancelled: the review stops where it is.
  connect(worker_, &ComputerPlayer::thinkingChanged, this, [this] {
    if (running_ && !worker_->isThinking(ComputerPlayer::Purpose::Review)) {
      running_ = false;
      emit runningChanged(false);
    }
  });
  connect(controller_, &GameController::lineChanged, this, &GameReview::followLine);
  connect(controller_, &GameController::gameStarted, this, &GameReview::newGame);
}

int GameReview::depthFor(Variant variant) {
  // Measured over the sample games in the window: Kete 12 takes about 16 s for its 52 positions,
  // Kigogo 8 about 17 s for 134, Kimasai 16 about 23 s for 152; Kingulu is proved to the end
  // instead (its 18 positions in about 8 s), the depth only for where proofs find no value.
  switch (variant) {
    case Variant::Kete:
      return 12;
    case Variant::Kigogo:
      return 8;
    case Variant::Kimasai:
      return 16;
    case Variant::Kingulu:
      return 20;
  }
  return 8;
}

bool GameReview::start() {
  const Game& game = controller_->game();
  // The analyses of this line so far stay (followLine keeps them in step with it): only the
  // positions not analysed yet are.
  if (!start_ || *start_ != game.start() || line_ != game.line()) {
    start_ = game.start();
    line_ = game.line();
    analyses_.clear();
  }
  analyses_.resize(game.length() + 1);
  std::vector<std::size_t> missing;
  for (std::size_t ply = 0; ply < analyses_.size(); ++ply)
    if (!analyses_[ply]) missing.push_back(ply);
  if (missing.empty()) {
    emit finished();
    return true;
  }
  // Kingulu's values are proved without a time limit, so that they are exact and the same each
  // time; a search elsewhere stops after kMaxMovetimeMs.
  const int movetime = game.start().variant == Variant::Kingulu ? 0 : kMaxMovetimeMs;
  if (!worker_->review(game, missing, depthFor(game.start().variant), movetime)) return false;
  asked_ = missing.size();
  running_ = true;
  emit runningChanged(true);
  emit progress(int(analysed()), int(positions()));
  emit changed();
  return true;
}

void GameReview::cancel() { worker_->cancel(ComputerPlayer::Purpose::Review); }

bool GameReview::isRunning() const { return running_; }

const Analysis* GameReview::analysisAt(std::size_t ply) const {
  return ply < analyses_.size() && analyses_[ply] ? &*analyses_[ply] : nullptr;
}

std::size_t GameReview::positions() const { return controller_->game().length() + 1; }

std::size_t GameReview::analysed() const {
  return std::size_t(std::count_if(analyses_.begin(), analyses_.end(), [](const auto& a) { return a.has_value(); }));
}

void GameReview::reviewed(std::size_t ply, const Analysis& analysis) {
  if (!running_ || ply >= analyses_.size()) return;
  analyses_[ply] = analysis;
  emit progress(int(analysed()), int(analyses_.size()));
  emit changed();
}

// A new game from the same start begins a review of its own: nothing of the last game's
// shows (its chart, a judgement of the first move). A game from another start (a lesson, and
// back) is followLine's: put aside and taken back.
void GameReview::newGame() {
  if (start_ && controller_->game().start() == *start_) {
    if (running_) cancel();
    analyses_.clear();
    line_.clear();
    emit changed();
  }
  followLine();
}

// Keeps the analyses of the positions the new line shares with the old one; a game from another
// start puts them aside, and takes back those put aside when it is theirs.
void GameReview::followLine() {
  const Game& game = controller_->game();
  if (!start_) return;
  const bool otherGame = game.start() != *start_;
  if (otherGame) {
    if (running_) cancel();  // what it would still find belongs to the old game
    PutAside current{*start_, line_, std::move(analyses_)};
    analyses_.clear();
    line_.clear();
    // Only the game put aside itself comes back with its review (a lesson left): a new game
    // from that start is another game.
    if (putAside_ && putAside_->start == game.start() && putAside_->line == game.line()) {
      line_ = std::move(putAside_->line);
      analyses_ = std::move(putAside_->analyses);
    }
    putAside_ = std::move(current);
    start_ = game.start();
  }
  const auto& line = game.line();
  std::size_t shared = 0;
  while (shared < std::min(line.size(), line_.size()) && line[shared] == line_[shared]) ++shared;
  if (!otherGame && shared == line_.size() && shared == line.size()) return;
  if (running_) cancel();  // what it would still find belongs to the old line
  line_ = line;
  analyses_.resize(std::min(analyses_.size(), shared + 1));
  emit changed();
}

const MoveValue* GameReview::played(std::size_t move) const {
  if (move >= line_.size() || move >= analyses_.size() || !analyses_[move]) return nullptr;
  const auto& moves = analyses_[move]->moves;
  const auto it = std::find_if(moves.begin(), moves.end(), [&](const MoveValue& v) { return v.move == line_[move]; });
  return it == moves.end() ? nullptr : &*it;
}

std::optional<MoveQuality> GameReview::quality(std::size_t move) const {
  const MoveValue* value = played(move);
  if (!value) return std::nullopt;
  return Quality::judge(analyses_[move]->moves.front(), *value);
}

QString GameReview::explain(std::size_t move) const {
  const MoveValue* value = played(move);
  if (!value) return {};
  const MoveValue& best = analyses_[move]->moves.front();
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
  if (ply >= analyses_.size() || !analyses_[ply]) return std::nullopt;
  const Game& game = controller_->game();
  if (ply > game.length()) return std::nullopt;
  const Position& position = game.positionAt(ply);
  const Result& result = game.resultAt(ply);
  if (result.over()) {  // the game has ended here: no moves to value
    if (result.kind == Result::Kind::Draw) return 0;
    return result.winner == Side::South ? 2 * kProvenScore : -2 * kProvenScore;
  }
  if (analyses_[ply]->moves.empty()) return std::nullopt;
  const int score = analyses_[ply]->moves.front().score;
  return position.toMove == Side::South ? score : -score;
}
