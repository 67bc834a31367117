#pragma once
// The dialogs that put a new game on the board: the welcome at the first start, Game → New
// game, Game → Set up position… and Play on from here. Each asks who plays and, through the
// window's `replaceGame`, what becomes of the game on the board before anything is replaced.

#include <QObject>
#include <functional>

#include "session/GameSetup.h"

class AnalysisPane;
class GameDocument;
class GameSession;
class QWidget;

class GameStarts : public QObject {
  Q_OBJECT

 public:
  // Runs its argument once the player has said what becomes of the game on the board.
  using ReplaceGame = std::function<void(const std::function<void()>&)>;

  GameStarts(QWidget* window, GameSession* session, GameDocument* document, AnalysisPane* analysis,
             ReplaceGame replaceGame);

  // Starts `setup` at once and keeps it as the next start's setup.
  void start(const GameSetup& setup);
  // The first start: the New game dialog, welcoming, over the board (unless the unfinished game
  // is being offered).
  void welcome();
  void newGame();
  // From the position shown; the editor stays open until the game is replaced.
  void setUpPosition();
  // Taking over a side, or handing one to the computer, from the point shown.
  void playOnFromHere();

 private:
  QWidget* window_;
  GameSession* session_;
  GameDocument* document_;
  AnalysisPane* analysis_;
  ReplaceGame replaceGame_;
};
