#pragma once
// Game → Set up position…: a position put together by hand on a board of any game (seeds on the
// holes; the reserves or hands, the kuu or nyumba, the mark, the stores and mtoto where the game
// has them; the side to move), checked by the engine as it changes, with the reason shown when
// it cannot happen. From here: play it (the players chosen as for a new game), analyse it, save
// it as a record with its Start tag, copy or paste it as BPN.

#include <QDialog>
#include <array>
#include <optional>

#include "baraza/position.h"
#include "setup/PositionDraft.h"

class RulesWorker;
class SetupBoard;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

class SetupDialog : public QDialog {
  Q_OBJECT

 public:
  // `rules` works out what depends on the position (its legal moves), off the window's thread.
  SetupDialog(const baraza::Position& start, RulesWorker* rules, QWidget* parent = nullptr);

  PositionDraft* draft() const { return draft_; }
  SetupBoard* board() const { return board_; }
  // Writes the position as a record with its Start tag; false with the reason when it cannot.
  bool saveTo(const QString& path, QString* error);
  // The clipboard's text read as a position; a bad one changes nothing and is said.
  void pasteText();
  void copyText();

 signals:
  void playRequested(const baraza::Position& position);
  void analyseRequested(const baraza::Position& position);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  struct SideControls {
    QLabel* label = nullptr;
    QSpinBox* reserve = nullptr;
    QCheckBox* kuu = nullptr;
    QSpinBox* store = nullptr;
  };

  void retranslate();
  void showDraft();
  void fillMarks();
  void showMtotoLegend();
  QString problemsText() const;
  QString noteOnDraft() const;
  void showNote();
  // Asks the rules worker what playing the draft meets at once; the note follows the answer.
  void askOutlook();
  void chooseFileToSave();
  void say(const QString& message);

  RulesWorker* rules_;
  PositionDraft* draft_;
  SetupBoard* board_;
  QLabel* gameLabel_;
  QComboBox* game_;
  QLabel* toMoveLabel_;
  QComboBox* toMove_;
  QLabel* howTo_;
  std::array<SideControls, 2> sides_;  // South, North
  QLabel* reserveHeading_;
  QLabel* kuuHeading_;
  QLabel* storeHeading_;
  QLabel* markLabel_;
  QComboBox* mark_;
  QLabel* seedTotal_;
  QLabel* problem_;
  QLabel* note_;         // what a playable position is not: a game's, or one that goes on
  QLabel* mtotoLegend_;  // Bao Kingulu: whose mtoto each ring colour marks
  QLabel* message_;
  QPushButton* startButton_;
  QPushButton* clearButton_;
  QPushButton* copyButton_;
  QPushButton* pasteButton_;
  QPushButton* saveButton_;
  QPushButton* analyseButton_;
  QPushButton* playButton_;
  QPushButton* closeButton_;
  bool showing_ = false;  // the controls are being set from the draft, not by the player
  // What playing the draft shown meets at once; none while it is being worked out.
  std::optional<PositionDraft::Outlook> outlook_;
  int outlookAsked_ = 0;  // the latest question: an answer to an older one is of another position
};
