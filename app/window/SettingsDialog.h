#pragma once
// The player's preferences in one place: animation speed, sound, language, the seeds' colour,
// and whether a Bao la Kete or Bao la Kiswahili move waits for confirmation. Nothing changes until OK.

#include <QDialog>

#include "StoredSetup.h"

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSlider;

class SettingsDialog : public QDialog {
  Q_OBJECT

 public:
  SettingsDialog(const Preferences& current, const QString& language, QWidget* parent = nullptr);
  Preferences preferences() const;
  QString language() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void showVolume();

  QGroupBox* lookGroup_;
  QGroupBox* soundGroup_;
  QGroupBox* playGroup_;
  QLabel* speedLabel_;
  QLabel* seedLabel_;
  QLabel* languageLabel_;
  QLabel* volumeLabel_;
  QLabel* volumeValue_;
  QComboBox* speed_;
  QComboBox* seedColour_;
  QLabel* woodLabel_;
  QComboBox* wood_;
  QComboBox* language_;
  QCheckBox* sound_;
  QSlider* volume_;
  QCheckBox* confirmMoves_;
  QPushButton* ok_;
  QPushButton* cancel_;
};

// Names shown to players, in the interface language.
QString speedName(Pace::Speed speed);
QString seedColourName(SeedColour colour);
QString woodName(BoardWood wood);
