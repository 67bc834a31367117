#include "SettingsDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include "words/Languages.h"

QString speedName(Pace::Speed speed) {
  switch (speed) {
    //: Animation speed.
    case Pace::Speed::Slow:
      return SettingsDialog::tr("Slow");
    //: Animation speed.
    case Pace::Speed::Normal:
      return SettingsDialog::tr("Normal");
    //: Animation speed.
    case Pace::Speed::Fast:
      return SettingsDialog::tr("Fast");
    //: Animation speed: no animation, the move's end is shown at once.
    case Pace::Speed::Instant:
      return SettingsDialog::tr("Instant");
  }
  return {};
}

QString seedColourName(SeedColour colour) {
  switch (colour) {
    //: Seed colour: each game's own (grey-green, brown or pale).
    case SeedColour::Natural:
      return SettingsDialog::tr("Natural (each game's own)");
    //: Seed colour.
    case SeedColour::Red:
      return SettingsDialog::tr("Red");
    //: Seed colour.
    case SeedColour::Black:
      return SettingsDialog::tr("Black");
  }
  return {};
}

SettingsDialog::SettingsDialog(const Preferences& current, const QString& language, QWidget* parent)
    : QDialog(parent),
      lookGroup_(new QGroupBox),
      soundGroup_(new QGroupBox),
      playGroup_(new QGroupBox),
      speedLabel_(new QLabel),
      seedLabel_(new QLabel),
      languageLabel_(new QLabel),
      volumeLabel_(new QLabel),
      volumeValue_(new QLabel),
      speed_(new QComboBox),
      seedColour_(new QComboBox),
      woodLabel_(new QLabel),
      wood_(new QComboBox),
      language_(new QComboBox),
      sound_(new QCheckBox),
      volume_(new QSlider(Qt::Horizontal)),
      confirmMoves_(new QCheckBox) {
  setObjectName("settingsDialog");
  speed_->setObjectName("speedBox");
  seedColour_->setObjectName("seedColourBox");
  wood_->setObjectName("woodBox");
  language_->setObjectName("languageBox");
  sound_->setObjectName("soundCheck");
  volume_->setObjectName("volumeSlider");
  confirmMoves_->setObjectName("confirmMovesCheck");

  for (int i = 0; i <= int(Pace::Speed::Instant); ++i) speed_->addItem(QString(), i);
  for (int i = 0; i < kSeedColours; ++i) seedColour_->addItem(QString(), i);
  for (int i = 0; i < kBoardWoods; ++i) wood_->addItem(QString(), i);
  for (const Language& l : Languages::all()) language_->addItem(l.nativeName, l.code);  // each in its own name
  speed_->setCurrentIndex(speed_->findData(int(current.speed)));
  seedColour_->setCurrentIndex(seedColour_->findData(int(current.seedColour)));
  wood_->setCurrentIndex(wood_->findData(int(current.wood)));
  language_->setCurrentIndex(std::max(0, language_->findData(language)));
  sound_->setChecked(current.sound);
  volume_->setRange(0, 100);
  volume_->setPageStep(10);
  volume_->setValue(current.volume);
  confirmMoves_->setChecked(current.confirmMoves);
  // The labels' mnemonics (Alt+L, …) go to their fields.
  languageLabel_->setBuddy(language_);
  speedLabel_->setBuddy(speed_);
  seedLabel_->setBuddy(seedColour_);
  woodLabel_->setBuddy(wood_);
  volumeLabel_->setBuddy(volume_);
  connect(volume_, &QSlider::valueChanged, this, &SettingsDialog::showVolume);
  connect(sound_, &QCheckBox::toggled, this, &SettingsDialog::showVolume);

  auto* look = new QFormLayout(lookGroup_);
  look->addRow(languageLabel_, language_);
  look->addRow(speedLabel_, speed_);
  look->addRow(seedLabel_, seedColour_);
  look->addRow(woodLabel_, wood_);
  auto* sound = new QFormLayout(soundGroup_);
  sound->addRow(sound_);
  auto* volumeRow = new QHBoxLayout;
  volumeRow->addWidget(volume_, 1);
  volumeRow->addWidget(volumeValue_);
  sound->addRow(volumeLabel_, volumeRow);
  auto* play = new QVBoxLayout(playGroup_);
  confirmMoves_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
  play->addWidget(confirmMoves_);

  // Buttons of our own: Qt has no catalogue for Kiswahili, Malay or Gujarati.
  auto* buttons = new QDialogButtonBox;
  ok_ = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
  cancel_ = buttons->addButton(QString(), QDialogButtonBox::RejectRole);
  ok_->setDefault(true);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(lookGroup_);
  layout->addWidget(soundGroup_);
  layout->addWidget(playGroup_);
  layout->addStretch(1);
  layout->addWidget(buttons);
  retranslate();
  showVolume();
}

Preferences SettingsDialog::preferences() const {
  Preferences p;
  p.speed = static_cast<Pace::Speed>(speed_->currentData().toInt());
  p.sound = sound_->isChecked();
  p.volume = volume_->value();
  p.seedColour = static_cast<SeedColour>(seedColour_->currentData().toInt());
  p.wood = static_cast<BoardWood>(wood_->currentData().toInt());
  p.confirmMoves = confirmMoves_->isChecked();
  return p;
}

QString SettingsDialog::language() const { return language_->currentData().toString(); }

void SettingsDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(event);
}

void SettingsDialog::showVolume() {
  volume_->setEnabled(sound_->isChecked());
  volumeLabel_->setEnabled(sound_->isChecked());
  //: The sound volume, e.g. "70%".
  volumeValue_->setText(tr("%1%").arg(QLocale().toString(volume_->value())));
}

QString woodName(BoardWood wood) {
  switch (wood) {
    //: The board's wood.
    case BoardWood::Light:
      return SettingsDialog::tr("Light wood");
    //: The board's wood.
    case BoardWood::Dark:
      return SettingsDialog::tr("Dark wood");
  }
  return {};
}

void SettingsDialog::retranslate() {
  setWindowTitle(tr("Settings"));
  //: A group in the settings: language, animation speed and seed colour.
  lookGroup_->setTitle(tr("Board and language"));
  soundGroup_->setTitle(tr("Sound"));
  //: A group in the settings: how moves are chosen.
  playGroup_->setTitle(tr("Playing"));
  languageLabel_->setText(tr("&Language:"));
  speedLabel_->setText(tr("Animation &speed:"));
  seedLabel_->setText(tr("S&eeds:"));
  woodLabel_->setText(tr("&Board:"));
  for (int i = 0; i < wood_->count(); ++i)
    wood_->setItemText(i, woodName(static_cast<BoardWood>(wood_->itemData(i).toInt())));
  for (int i = 0; i < speed_->count(); ++i)
    speed_->setItemText(i, speedName(static_cast<Pace::Speed>(speed_->itemData(i).toInt())));
  for (int i = 0; i < seedColour_->count(); ++i)
    seedColour_->setItemText(i, seedColourName(static_cast<SeedColour>(seedColour_->itemData(i).toInt())));
  sound_->setText(tr("Play s&ounds: seeds dropping, captures, the end of a game"));
  volumeLabel_->setText(tr("&Volume:"));
  //: The two Bao games whose moves carry a direction and a safari: the move shown on the board is played
  //: on a second click or Enter.
  confirmMoves_->setText(tr("Bao la Kete and Bao la Kiswahili: &confirm each move with a second click or Enter"));
  ok_->setText(tr("OK"));
  cancel_->setText(tr("Cancel"));
  showVolume();
}
