#include "DrawQuestion.h"

#include <QStatusBar>

#include "QuestionBar.h"
#include "board/ShownText.h"
#include "session/GameSession.h"
#include "words/Words.h"

using namespace baraza;

namespace {
constexpr int kConsideringMessageMs = 10000;  // longer than the computer thinks it over
}  // namespace

DrawQuestion::DrawQuestion(GameSession* session, QuestionBar* bar, QStatusBar* status, QObject* parent)
    : QObject(parent), session_(session), bar_(bar), status_(status) {
  connect(session_, &GameSession::drawOffered, this, &DrawQuestion::ask);
  connect(session_, &GameSession::drawAnswered, this, [this](bool accepted) {
    status_->clearMessage();
    if (accepted)
      status_->showMessage(tr("The computer accepts your offer of a draw."), kConsideringMessageMs);
    else
      tellDeclined();
  });
  // The offer goes to the computer: it thinks it over in the background.
  connect(session_, &GameSession::pointChanged, this, [this] {
    if (session_->isDrawOffered() && shown_ == Shown::Nothing)
      status_->showMessage(tr("The computer is thinking over your offer of a draw…"), kConsideringMessageMs);
    if (shown_ == Shown::Question && !session_->isDrawOffered()) {  // answered, or another game
      shown_ = Shown::Nothing;
      bar_->dismiss();
    }
  });
  // The computer's "no" stays until the game goes on.
  connect(session_, &GameSession::lineChanged, this, [this] {
    if (shown_ != Shown::Declined) return;
    shown_ = Shown::Nothing;
    bar_->dismiss();
  });
  connect(session_, &GameSession::gameStarted, this, [this] {
    shown_ = Shown::Nothing;
    bar_->dismiss();
  });
}

// A person's name where the game has one, else the side.
QString DrawQuestion::nameOf(Side side) const {
  const QString& name = session_->setup().nameOf(side);
  return name.isEmpty() ? Words::sideName(side) : ShownText::bounded(name, ShownText::kMaxName);
}

void DrawQuestion::ask(Side offerer) {
  offerer_ = offerer;
  shown_ = Shown::Question;
  //: Between two people: %1 (a side or a name) offers a draw, %2 (the other) is asked.
  bar_->ask(tr("%1 offers a draw. %2, do you accept it?").arg(nameOf(offerer), nameOf(other(offerer))),
            {{tr("Accept the draw"), "drawAccept", [this] { session_->answerDrawOffer(true); }},
             //: The answer that declines a draw offer: the game goes on.
             {tr("Play on"), "drawDecline", [this] { session_->answerDrawOffer(false); }}});
}

void DrawQuestion::tellDeclined() {
  shown_ = Shown::Declined;
  bar_->ask(tr("The computer declines the draw: it judges its position better than yours."),
            {{tr("Play on"), "drawDeclined", [this] {
                shown_ = Shown::Nothing;
                bar_->dismiss();
              }}});
}

void DrawQuestion::retranslate() {
  if (shown_ == Shown::Question) ask(offerer_);
  if (shown_ == Shown::Declined) tellDeclined();
}
