#pragma once
// Which game, and who plays each side (a person or the computer, and how strong).

#include <QDialog>
#include <QPixmap>

#include "baraza/position.h"
#include "session/GameSetup.h"

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QScrollArea;

class QLineEdit;

class NewGameDialog : public QDialog {
  Q_OBJECT

 public:
  // A person's name is one line of at most this many characters (Start stays disabled, with the
  // reason shown, while a name is longer or holds what a saved game cannot keep).
  static constexpr int kMaxNameLength = 40;

  explicit NewGameDialog(const GameSetup& current, QWidget* parent = nullptr);
  GameSetup setup() const;
  // The same choice of players for the game on the board, played on from the point shown
  // (`shown`): the game stays, and `dropped` later moves of its line will be dropped.
  void playOnFromHere(int dropped, const baraza::Position& shown);
  // Who plays a new game from a position set up by hand (and on what clock).
  void playFromPosition(const baraza::Position& position);
  // The picture either of those shows: the position itself, not its game's start.
  static QPixmap positionPicture(const baraza::Position& position, qreal dpr);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  // One side: a person (named, if the player likes) or the computer at a strength.
  struct SideChoice {
    QLabel* label = nullptr;
    QComboBox* kind = nullptr;
    QLineEdit* name = nullptr;
    QComboBox* level = nullptr;
    QLabel* description = nullptr;  // the strength's, under the side's row
  };

  void retranslate();
  void describeLevel(baraza::Side side);
  void offerChoices();
  void checkNames();
  void showGame();
  void fitScreen();
  void arrangeGames();
  // From a given position: its picture instead of the games' and their summaries.
  void showPosition(const baraza::Position& position);
  baraza::Variant chosenGame() const;
  static void fillPlayers(QComboBox* box);

  QLabel* summary_;
  QLabel* gameLabel_;
  QWidget* gameButtons_;             // every game's start, to choose from
  QLabel* position_;                 // the position played from, instead of them
  QButtonGroup* games_;              // one button a game, its id the variant
  std::array<SideChoice, 2> sides_;  // South, North
  QDialogButtonBox* buttons_;
  QPushButton* start_;
  QPushButton* cancel_;
  QLabel* dropNote_;
  QLabel* nameProblem_;
  QLabel* clockLabel_;
  QComboBox* clock_;            // TimeControls::kOffered, by index
  QWidget* content_ = nullptr;  // everything above Start and Cancel
  QScrollArea* scroll_ = nullptr;
  bool playingOn_ = false;     // the game on the board goes on
  bool fromPosition_ = false;  // a position is played from, either way
  int dropped_ = 0;
  int fourColumnsWidth_ = 0;  // the room for four games in a row (none but on a short screen)
};
