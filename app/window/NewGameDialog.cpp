#include "NewGameDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace baraza;

namespace {
constexpr Level kLevels[] = {Level::Beginner, Level::Casual, Level::Strong, Level::Expert};
}

QString gameName(Variant variant) {
  switch (variant) {
    case Variant::Kigogo:
      return NewGameDialog::tr("Bao Kigogo");
    case Variant::Kete:
      return NewGameDialog::tr("Bao la Kete");
    case Variant::Kingulu:
      return NewGameDialog::tr("Bao Kingulu");
    //: The four-row game; "Kimasai" is a name and stays as it is.
    case Variant::Kimasai:
      return NewGameDialog::tr("Bao la Kimasai (four rows)");
  }
  return {};
}

QString levelName(Level level) {
  switch (level) {
    //: Computer strength.
    case Level::Beginner:
      return NewGameDialog::tr("Beginner");
    //: Computer strength.
    case Level::Casual:
      return NewGameDialog::tr("Casual");
    //: Computer strength.
    case Level::Strong:
      return NewGameDialog::tr("Strong");
    //: Computer strength.
    case Level::Expert:
      return NewGameDialog::tr("Expert");
    default:
      return QString::fromLatin1(baraza::levelName(level).data());
  }
}

// What playing a level is like, shown under the strength box.
QString levelDescription(Level level) {
  switch (level) {
    case Level::Beginner:
      return NewGameDialog::tr("Looks a few moves ahead. A good first opponent.");
    case Level::Casual:
      return NewGameDialog::tr("Looks further ahead and seldom leaves seeds to be taken.");
    case Level::Strong:
      return NewGameDialog::tr("Thinks for up to half a second a move.");
    case Level::Expert:
      return NewGameDialog::tr("Thinks for two seconds a move and, when it is losing, sets traps.");
    default:
      return {};
  }
}

NewGameDialog::NewGameDialog(const GameSetup& current, QWidget* parent)
    : QDialog(parent),
      gameLabel_(new QLabel),
      southLabel_(new QLabel),
      northLabel_(new QLabel),
      levelLabel_(new QLabel),
      levelDescription_(new QLabel),
      game_(new QComboBox),
      south_(new QComboBox),
      north_(new QComboBox),
      level_(new QComboBox),
      buttons_(new QDialogButtonBox),
      dropNote_(new QLabel) {
  // Our own buttons rather than standard ones: Qt retranslates standard buttons from its own
  // catalogues, and it has none for Swahili.
  start_ = buttons_->addButton(QString(), QDialogButtonBox::AcceptRole);
  cancel_ = buttons_->addButton(QString(), QDialogButtonBox::RejectRole);
  setObjectName("newGameDialog");
  auto* form = new QFormLayout;
  form->addRow(gameLabel_, game_);
  form->addRow(southLabel_, south_);
  form->addRow(northLabel_, north_);
  form->addRow(levelLabel_, level_);
  levelDescription_->setWordWrap(true);
  levelDescription_->setObjectName("levelDescription");
  form->addRow(QString(), levelDescription_);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  dropNote_->setWordWrap(true);
  dropNote_->setObjectName("dropNote");
  dropNote_->hide();
  layout->addWidget(dropNote_);
  layout->addWidget(buttons_);
  south_->setObjectName("southPlayer");
  north_->setObjectName("northPlayer");
  level_->setObjectName("computerStrength");
  connect(level_, &QComboBox::currentIndexChanged, this, &NewGameDialog::describeLevel);
  connect(south_, &QComboBox::currentIndexChanged, this, &NewGameDialog::offerStrength);
  connect(north_, &QComboBox::currentIndexChanged, this, &NewGameDialog::offerStrength);
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  retranslate();
  game_->setCurrentIndex(game_->findData(int(current.variant)));
  south_->setCurrentIndex(current.south == PlayerKind::Human ? 0 : 1);
  north_->setCurrentIndex(current.north == PlayerKind::Human ? 0 : 1);
  level_->setCurrentIndex(std::max(0, level_->findData(int(current.level))));
  describeLevel();
  offerStrength();
}

// Between two people there is no computer whose strength could be chosen.
void NewGameDialog::offerStrength() {
  const bool computerPlays = south_->currentIndex() == 1 || north_->currentIndex() == 1;
  for (QWidget* widget :
       {static_cast<QWidget*>(levelLabel_), static_cast<QWidget*>(level_), static_cast<QWidget*>(levelDescription_)})
    widget->setEnabled(computerPlays);
}

void NewGameDialog::describeLevel() {
  levelDescription_->setText(levelDescription(static_cast<Level>(level_->currentData().toInt())));
}

void NewGameDialog::fillPlayers(QComboBox* box) {
  const int index = std::max(0, box->currentIndex());
  box->clear();
  box->addItem(tr("Person"));
  box->addItem(tr("Computer"));
  box->setCurrentIndex(index);
}

void NewGameDialog::playOnFromHere(int dropped) {
  playingOn_ = true;
  dropped_ = dropped;
  setObjectName("playOnDialog");
  game_->setEnabled(false);
  dropNote_->setVisible(dropped > 0);
  retranslate();
}

void NewGameDialog::retranslate() {
  setWindowTitle(playingOn_ ? tr("Play on from here") : tr("New game"));
  dropNote_->setText(dropped_ == 1 ? tr("The next move of this game will be dropped.")
                                   : tr("The %n later moves of this game will be dropped.", nullptr, dropped_));
  gameLabel_->setText(tr("&Game:"));
  gameLabel_->setBuddy(game_);
  // Playing on from a position, South may not be the one to move next.
  southLabel_->setText(playingOn_ ? tr("&South:") : tr("&South (moves first):"));
  southLabel_->setBuddy(south_);
  northLabel_->setText(tr("&North:"));
  northLabel_->setBuddy(north_);
  levelLabel_->setText(tr("Computer &strength:"));
  levelLabel_->setBuddy(level_);
  const int game = std::max(0, game_->currentIndex());
  game_->clear();
  for (Variant v : {Variant::Kete, Variant::Kigogo, Variant::Kingulu, Variant::Kimasai})
    game_->addItem(gameName(v), int(v));
  game_->setCurrentIndex(game);
  fillPlayers(south_);
  fillPlayers(north_);
  const int level = std::max(0, level_->currentIndex());
  level_->clear();
  for (Level l : kLevels) level_->addItem(::levelName(l), int(l));
  level_->setCurrentIndex(level);
  describeLevel();
  start_->setText(playingOn_ ? tr("Play on") : tr("Start"));
  cancel_->setText(tr("Cancel"));
}

void NewGameDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(event);
}

GameSetup NewGameDialog::setup() const {
  GameSetup s;
  s.variant = static_cast<Variant>(game_->currentData().toInt());
  s.south = south_->currentIndex() == 0 ? PlayerKind::Human : PlayerKind::Computer;
  s.north = north_->currentIndex() == 0 ? PlayerKind::Human : PlayerKind::Computer;
  s.level = static_cast<Level>(level_->currentData().toInt());
  return s;
}
