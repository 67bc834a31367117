#include "StatusLine.h"

#include <QFileInfo>
#include <QLocale>

#include "SideClock.h"
#include "baraza/notation.h"
#include "learn/LessonPane.h"
#include "learn/Narrator.h"
#include "play/MoveInput.h"
#include "session/GameClock.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "session/SearchWorker.h"
#include "words/BaoWords.h"
#include "words/MoveText.h"
#include "words/Words.h"

using namespace baraza;

StatusLine::StatusLine(GameSession* session, GameDocument* document, LessonPane* lesson, MoveInput* input,
                       QWidget* parent)
    : QLabel(parent), session_(session), document_(document), lesson_(lesson), input_(input) {
  setObjectName("statusText");
  connect(session_, &GameSession::pointChanged, this, &StatusLine::update);
  connect(session_, &GameSession::workingChanged, this, &StatusLine::update);
  connect(session_->computer(), &SearchWorker::thinkingChanged, this, &StatusLine::update);
  connect(document_, &GameDocument::openingChanged, this, &StatusLine::update);
  connect(input_, &MoveInput::choiceCancelled, this, &StatusLine::update);
  connect(input_, &MoveInput::directionNeeded, this, &StatusLine::update);
  connect(input_, &MoveInput::confirmationNeeded, this, &StatusLine::update);
}

void StatusLine::update() {
  const Game& game = session_->game();
  const Position& p = game.position();
  const LinePoint point = game.point();
  QStringList parts;
  parts << Words::gameName(p.variant);
  // On the clock: which time control ("5 min + 3 s").
  if (const QString control = SideClock::shortControlText(session_->clocks()->control()); !control.isEmpty())
    parts << control;
  if (!document_->openingPath().isEmpty()) {
    //: A game file whose positions take long to work out; %1 is the file's name.
    parts << tr("opening %1…").arg(QFileInfo(document_->openingPath()).fileName());
  }
  const SearchWorker* computer = session_->computer();
  if (session_->isWorking()) {
    //: Some positions have sowings that take seconds to follow to their end.
    parts << tr("working out the moves of the new position…");
  } else if (session_->isAskingSafari()) {
    parts << baoText(p.variant,
                     //: Kete (L-6.3): the sowing waits in the kuu for the player's choice; %1 is the side moving.
                     tr("%1 chooses: stop in the kuu, or sow on (safari)?"),
                     //: Kiswahili (Z-6.3): the sowing waits in the nyumba for the player's choice; %1 is the side
                     //: moving.
                     tr("%1 chooses: stop in the nyumba, or sow on (safari)?"))
                 .arg(Words::sideName(p.toMove));
  } else if (point.event > 0) {
    //: Part way through a move: %1 is the side moving, %2 the move, e.g. "South plays f2cw".
    parts << tr("%1 plays %2").arg(Words::sideName(p.toMove), moveText(p.variant, game.line()[point.ply]));
  } else if (lesson_->isWaiting()) {
    parts << lesson_->statusNote();
  } else if (game.result().over()) {
    parts << Narrator::result(game.result(), p.variant);
  } else {
    parts << tr("%1 to move").arg(Words::sideName(p.toMove));
    const Rules::Stage stage = game.rules().stageOf(p, p.toMove);
    if (stage == Rules::Stage::Nemo)
      parts << baoText(p.variant,
                       //: Kete stages: "nemo" and "mtaji" are Swahili names and stay as they are.
                       tr("nemo stage"),
                       //: Kiswahili's first stage, while a player has seeds in hand; "namua" stays in Swahili.
                       tr("namua stage"));
    if (stage == Rules::Stage::Mtaji) parts << tr("mtaji stage");
    if (computer->isThinking(SearchWorker::Purpose::Move))
      parts << tr("the computer is thinking…");
    else if (computer->isThinking(SearchWorker::Purpose::Hint))
      parts << tr("looking for a good move…");
    else if (const QList<Square> kichwas = input_->kichwaChoice(); kichwas.size() == 2) {
      QStringList names{QString::fromStdString(squareName(p.variant, kichwas[0])),
                        QString::fromStdString(squareName(p.variant, kichwas[1]))};
      names.sort();
      //: A capture's direction is the choice of a kichwa (an end hole of the front row; the word stays in
      //: Swahili) where the captured seeds start: %1 and %2 are the two kichwas, e.g. "a2", "h2".
      parts << tr("choose the kichwa where the captured seeds start, %1 or %2: click it or its arrow, or use "
                  "Left/Right and Enter")
                   .arg(names[0], names[1]);
    } else if (input_->isChoosingDirection())
      parts << tr("choose a direction: click an arrow, or use Left/Right and Enter");
    else if (input_->isAwaitingConfirmation())
      //: Bao la Kete with "confirm each move" on: the move is shown on the board.
      parts << tr("click the pit again or press Enter to play this move; Esc or another pit to choose again");
  }
  if (point.event == 0 && game.ply() > 0) parts << tr("last move %1").arg(session_->lastMoveText());
  if (point < LinePoint{game.length(), 0} && !session_->isAnimating() && !session_->isAskingSafari()) {
    const int shown = int(point.ply) + (point.event > 0 ? 1 : 0);
    //: Looking back along a game: %1 is the move shown, %2 how many moves the game has.
    parts << tr("looking back: move %1 of %2")
                 .arg(QLocale().toString(shown), QLocale().toString(qulonglong(game.length())));
  }
  setText(parts.join(QStringLiteral("  ·  ")));
}
