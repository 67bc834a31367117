#include "GameStarts.h"

#include <QPointer>
#include <QSettings>

#include "NewGameDialog.h"
#include "SetupDialog.h"
#include "StoredSetup.h"
#include "analysis/AnalysisPane.h"
#include "session/GameDocument.h"
#include "session/GameSession.h"

using namespace baraza;

GameStarts::GameStarts(QWidget* window, GameSession* session, GameDocument* document, AnalysisPane* analysis,
                       ReplaceGame replaceGame)
    : QObject(window),
      window_(window),
      session_(session),
      document_(document),
      analysis_(analysis),
      replaceGame_(std::move(replaceGame)) {}

void GameStarts::start(const GameSetup& setup) {
  session_->newGame(setup);
  QSettings settings;
  StoredSetup::write(settings, setup);
}

void GameStarts::welcome() {
  if (document_->isAskingToResume()) return;
  auto* dialog = new NewGameDialog(session_->setup(), window_);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  //: The title of the New game dialog the first time the program starts.
  dialog->setWindowTitle(tr("Welcome to Baraza: choose a game"));
  connect(dialog, &QDialog::accepted, this, [this, dialog] { start(dialog->setup()); });
  dialog->open();
}

void GameStarts::newGame() {
  NewGameDialog dialog(session_->setup(), window_);
  if (dialog.exec() == QDialog::Accepted) replaceGame_([this, setup = dialog.setup()] { start(setup); });
}

// Playing or analysing the position set up replaces the game on the board, so the game's
// changes are asked about first, as for New game.
void GameStarts::setUpPosition() {
  QPointer<SetupDialog> editor = new SetupDialog(session_->game().position(), session_->rules(), window_);
  editor->setAttribute(Qt::WA_DeleteOnClose);
  const auto replaceBy = [this, editor](const Position& position, const GameSetup& setup, bool analyse) {
    replaceGame_([this, editor, position, setup, analyse] {
      session_->newGame(setup, position);
      if (analyse) analysis_->setVisible(true);
      if (editor) editor->accept();
    });
  };
  connect(editor, &SetupDialog::playRequested, this, [this, editor, replaceBy](const Position& position) {
    GameSetup current = session_->setup();
    current.variant = position.variant;
    auto* players = new NewGameDialog(current, editor);  // who plays each side, as for a new game
    players->setAttribute(Qt::WA_DeleteOnClose);
    players->playFromPosition(position);
    connect(players, &QDialog::accepted, this,
            [players, position, replaceBy] { replaceBy(position, players->setup(), false); });
    players->open();
  });
  connect(editor, &SetupDialog::analyseRequested, this,
          [replaceBy](const Position& position) { replaceBy(position, twoPeople(position.variant), true); });
  editor->open();
}

// The later moves of the line are dropped, which the dialog says before anything happens.
void GameStarts::playOnFromHere() {
  const Game& game = session_->game();
  auto* dialog = new NewGameDialog(session_->setup(), window_);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->playOnFromHere(int(game.length() - game.ply()), game.position());
  connect(dialog, &QDialog::accepted, this, [this, dialog] { session_->playOnFromHere(dialog->setup()); });
  dialog->open();
}
