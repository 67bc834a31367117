#include "GameDocument.h"

#include <QDate>
#include <QFileInfo>
#include <QSettings>
#include <QTimer>

#include "GameSession.h"
#include "Players.h"
#include "RulesWorker.h"
#include "Statistics.h"
#include "files/AutosaveSlot.h"
#include "files/RecentGames.h"
#include "files/RecordErrors.h"
#include "files/RegularFile.h"
#include "files/SafeSave.h"

using namespace baraza;

namespace {

// A record read and replayed in the background: replaying works out every position's legal
// moves, which a crafted file can make take seconds.
struct Replayed {
  Parsed<GameRecord> record;
  std::optional<Game> game;
  PositionProblem startProblem;
};

Replayed replay(const std::string& text) {
  Replayed replayed{Parsed<GameRecord>::failure(""), std::nullopt, {}};
  replayed.record = parseRecord(text, &replayed.game, &replayed.startProblem);
  return replayed;
}

}  // namespace

GameDocument::GameDocument(GameSession* session, RulesWorker* rules, QObject* parent)
    : QObject(parent), session_(session), rules_(rules), slot_(std::make_unique<AutosaveSlot>(Autosave::folder())) {
  connect(session_, &GameSession::gameStarted, this, &GameDocument::gameStarted);
  connect(session_, &GameSession::gameOver, this, &GameDocument::gameOver);
  connect(session_, &GameSession::lineChanged, this, [this] {
    keepUnfinishedGame();
    emit changed();
  });
  // Temporary files of this instance's slot only: another running instance's may be its save
  // under way.
  if (!autosavePath().isEmpty()) Autosave::removeLeftovers(autosavePath());
}

GameDocument::~GameDocument() = default;

QString GameDocument::autosavePath() const { return slot_->path(); }

bool GameDocument::anotherInstanceKeepsAGame() const { return slot_->anotherInstanceKeepsAGame(); }

const Game& GameDocument::gameOfDocument() const {
  return putAside_.empty() ? session_->game() : putAside_.back().game;
}

QString GameDocument::filePath() const { return putAside_.empty() ? file_ : putAside_.back().file; }

bool GameDocument::isShownModified() const { return !file_.isEmpty() && session_->game().revision() != savedRevision_; }

bool GameDocument::hasUnsavedChanges() const {
  const std::uint64_t saved = putAside_.empty() ? savedRevision_ : putAside_.back().savedRevision;
  return gameOfDocument().revision() != saved;
}

// A new game, an opened or resumed one, a lesson's: nothing of it is unsaved yet, and it counts
// in the statistics once, if it was not over when it came (not again when looked at).
void GameDocument::gameStarted() {
  if (!showingOffer_) behindOffer_.reset();  // another game replaced the one shown behind the question
  file_.clear();
  savedRevision_ = session_->game().revision();
  countsInStatistics_ = !session_->game().lineResult().over();
  emit changed();
}

void GameDocument::gameOver(const Result& result) {
  if (!countsInStatistics_ || !session_->atLineEnd()) return;
  countsInStatistics_ = false;
  QSettings settings;
  Statistics::count(settings, session_->setup(), result);
}

// The whole line with its result, whatever point is looked at, dated the day it is saved
// unless the game already has a date.
bool GameDocument::save(const QString& path, QString* error) {
  GameRecord record = putAside_.empty() ? session_->record() : putAside_.back().record;
  if (record.tag("Date").empty()) record.setTag("Date", QDate::currentDate().toString(Qt::ISODate).toStdString());
  const std::string text = formatRecord(record, gameOfDocument().lineResult());
  if (!SafeSave::write(path, QByteArray::fromStdString(text), error)) return false;
  if (putAside_.empty()) {
    file_ = path;
    savedRevision_ = session_->game().revision();
  } else {
    putAside_.back().file = path;
    putAside_.back().savedRevision = putAside_.back().game.revision();
  }
  remember(path);
  emit changed();
  return true;
}

bool GameDocument::open(const QString& path) {
  QString problem;
  const std::optional<QByteArray> bytes = RegularFile::read(path, qint64(kMaxRecordBytes), &problem);
  if (!bytes) {
    emit openFailed(path, problem);
    return false;
  }
  const int opening = ++openings_;  // the latest file asked for is the one opened
  auto refused = std::make_shared<bool>(false);
  const bool done = rules_->run(
      this, [text = bytes->toStdString()] { return replay(text); },
      [this, path, opening, refused](Replayed replayed) {
        if (opening != openings_) return;
        openingPath_.clear();
        emit openingChanged();
        if (!replayed.record) {
          *refused = true;
          emit openFailed(path, RecordErrors::describe(replayed.record.error, replayed.startProblem));
          return;
        }
        // A player's record opens where the game stopped, as Continue does: an unfinished game goes
        // on at once, a finished one shows its result. A sample opens at its start, to be watched.
        const bool sample = path.startsWith(QLatin1Char(':'));
        const LinePoint at = sample ? LinePoint{} : LinePoint{replayed.game->length(), 0};
        session_->adoptGame(*replayed.game, *replayed.record.value, Players::of(*replayed.record.value), at);
        if (!sample) {  // a file of the player's
          file_ = path;
          savedRevision_ = session_->game().revision();
          remember(path);
        }
        emit changed();
        emit opened(path);
      });
  if (!done) {
    openingPath_ = path;
    emit openingChanged();
  }
  return !*refused;
}

void GameDocument::remember(const QString& path) {
  QSettings settings;
  RecentGames::add(settings, path);
  RecentGames::setFolder(settings, QFileInfo(path).absolutePath());
  emit recentChanged();
}

// Until the player has answered, nothing plays and nothing is written over the file; reading
// and replaying it happens in the background, from the event loop (once the window is up).
bool GameDocument::offerUnfinishedGame() {
  const QString path = autosavePath();
  askingToResume_ = !path.isEmpty() && RegularFile::exists(path);
  if (!askingToResume_) return false;
  session_->setPaused(true);
  QTimer::singleShot(0, this, [this, path] {
    rules_->run(
        this, [path] { return Autosave::find(path); },
        [this](Autosave::Found found) {
          if (found.record && found.record->moves.empty()) found.record.reset();  // nothing worth offering
          const bool nothing = found.state == Autosave::Found::State::None ||
                               (found.state == Autosave::Found::State::Good && !found.record);
          if (nothing) return resumeAnswered();
          // Behind the question, the game it is about as it would go on: its position, its
          // players, its clocks (nothing plays: the session is paused).
          if (found.record && found.game) {
            behindOffer_ = Kept{session_->game(), session_->record(), session_->setup(), file_,
                                savedRevision_,   countsInStatistics_};
            showingOffer_ = true;
            session_->adoptGame(*found.game, *found.record, Players::of(*found.record),
                                LinePoint{found.game->length(), 0});
            showingOffer_ = false;
          }
          emit unfinishedGameFound(found);
        });
  });
  return true;
}

void GameDocument::resume(const GameRecord& record, const Game& game) {
  behindOffer_.reset();
  session_->adoptGame(game, record, Players::of(record), LinePoint{game.length(), 0});
  savedRevision_ = 0;  // its moves are in no file of the player's
  emit changed();
  resumeAnswered();
}

void GameDocument::discardUnfinishedGame() {
  Autosave::discard(autosavePath());
  bringBackTheGameBehind();
  resumeAnswered();
}

void GameDocument::keepUnfinishedGameAside() {
  keepingAside_ = true;
  bringBackTheGameBehind();
  resumeAnswered();
}

// The game that was on the board before the offered one was shown over it, as it was (unless
// another game has replaced the offered one meanwhile).
void GameDocument::bringBackTheGameBehind() {
  if (!behindOffer_) return;
  const Kept back = std::move(*behindOffer_);
  behindOffer_.reset();
  session_->adoptGame(back.game, back.record, back.setup, back.game.point());
  file_ = back.file;
  savedRevision_ = back.savedRevision;
  countsInStatistics_ = back.countsInStatistics;
  emit changed();
}

// The player has decided: the game on the board goes on, and is kept from now on (unpausing
// settles the board, and a new game instead drops the old file).
void GameDocument::resumeAnswered() {
  askingToResume_ = false;
  keeping_ = !keepingAside_;
  session_->setPaused(false);
  keepUnfinishedGame();
  emit resumeDecided();
}

// Crash safety: the game on the board after every move, until it ends. A lesson's game is
// nothing to keep (the game it put aside is kept already), and a file this instance has not
// written or decided about is never removed.
void GameDocument::keepUnfinishedGame() {
  const QString path = autosavePath();
  if (askingToResume_ || keepingAside_ || path.isEmpty() || !putAside_.empty()) return;
  const Game& game = session_->game();
  if (game.length() == 0 || game.lineResult().over()) {
    if (keeping_) Autosave::discard(path);
    return;
  }
  QString problem;
  const bool kept = Autosave::write(session_->record(), game.lineResult(), &problem, path);
  keeping_ = true;
  if (!kept && !autosaveFailed_) emit autosaveFailed(problem);  // once: a full disk would say it at every move
  autosaveFailed_ = !kept;
}

void GameDocument::putAside() {
  putAside_.push_back(
      {session_->game(), session_->record(), session_->setup(), file_, savedRevision_, countsInStatistics_});
}

bool GameDocument::bringBack() {
  if (putAside_.empty()) return false;
  const Kept back = std::move(putAside_.back());
  putAside_.pop_back();
  session_->adoptGame(back.game, back.record, back.setup, back.game.point());
  file_ = back.file;
  savedRevision_ = back.savedRevision;
  countsInStatistics_ = back.countsInStatistics;
  emit changed();
  return true;
}
