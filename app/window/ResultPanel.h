#pragma once
// The end of a game, beside the board: who won in the player's terms ("You win" against the
// computer, "South wins" between two people or two computers), the score with its parts where
// the game counts (Kingulu G-7, numbers from the engine), how it ended, and what to do next.
// It shows what it is given; the window decides when (only at the end of a finished game).

#include <QFrame>
#include <array>

#include "baraza/position.h"
#include "baraza/rules.h"
#include "session/GameSetup.h"

class QLabel;
class QPushButton;

class ResultPanel : public QFrame {
  Q_OBJECT

 public:
  explicit ResultPanel(QWidget* parent = nullptr);

  void setResult(const baraza::Result& result, const baraza::Position& end, const GameSetup& players);
  // The headline, e.g. "You win"; the score's parts as counted (Kingulu's count only).
  QString title() const;
  QString scoreText() const;
  QString howText() const;
  bool hasCount() const { return hasCount_; }
  const baraza::KinguluCount& count(baraza::Side side) const { return counts_[std::size_t(baraza::indexOf(side))]; }
  QPushButton* newGameButton() const { return newGame_; }
  QPushButton* replayButton() const { return replay_; }
  QPushButton* saveButton() const { return save_; }
  // Again in the interface language.
  void retranslate();

 signals:
  void newGameRequested();
  void replayRequested();
  void saveRequested();
  void ruleRequested();

 private:
  QString headline() const;
  QString nameOf(baraza::Side side) const;
  QString countTable() const;

  QLabel* title_;
  QLabel* how_;
  QLabel* score_;
  QPushButton* newGame_;
  QPushButton* replay_;
  QPushButton* save_;
  baraza::Result result_;
  GameSetup players_;
  bool hasCount_ = false;
  std::array<baraza::KinguluCount, 2> counts_{};
};
