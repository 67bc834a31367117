#include "NewGameDialog.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "board/BoardPicture.h"
#include "board/ShownText.h"
#include "learn/Narrator.h"
#include "words/Pieces.h"
#include "words/Words.h"

using namespace baraza;

namespace {
constexpr Level kLevels[] = {Level::Beginner, Level::Casual, Level::Strong, Level::Expert};
}  // namespace

// The game's start position drawn by the board's own painter, `height` pixels high, for the
// dialog: drawn three times as large and scaled down, a thumbnail whose labels stay out of the
// way. Every game's is as high as the others, the long boards wider.
QPixmap gamePicture(Variant variant, qreal scale, int height) {
  QPixmap picture =
      boardPicture(startPosition(variant), 600, 1).scaledToHeight(int(height * scale), Qt::SmoothTransformation);
  picture.setDevicePixelRatio(scale);
  return picture;
}

// The chosen game framed in the highlight colour: the style's own checked button is barely
// darker than the others.
const char* const kGameButtonStyle =
    "QToolButton { border: 3px solid transparent; border-radius: 6px; padding: 4px; }"
    "QToolButton:hover { border-color: palette(mid); }"
    "QToolButton:checked { border-color: palette(highlight); background-color: palette(alternate-base);"
    " font-weight: bold; }"
    "QToolButton:focus { border-style: dashed; }"
    "QToolButton:checked:focus { border-style: solid; }";

NewGameDialog::NewGameDialog(const GameSetup& current, QWidget* parent)
    : QDialog(parent),
      summary_(new QLabel),
      gameLabel_(new QLabel),
      gameButtons_(new QWidget),
      position_(new QLabel),
      games_(new QButtonGroup(this)),
      buttons_(new QDialogButtonBox),
      dropNote_(new QLabel),
      nameProblem_(new QLabel),
      clockLabel_(new QLabel),
      clock_(new QComboBox) {
  // Our own buttons rather than standard ones: Qt retranslates standard buttons from its own
  // catalogues, and it has none for Swahili.
  start_ = buttons_->addButton(QString(), QDialogButtonBox::AcceptRole);
  cancel_ = buttons_->addButton(QString(), QDialogButtonBox::RejectRole);
  setObjectName("newGameDialog");
  // The four games side by side, each with its start position drawn by the board's painter.
  auto* grid = new QGridLayout(gameButtons_);
  grid->setContentsMargins(0, 0, 0, 0);
  // Smaller pictures on a short screen (a laptop at 2×), so that Start stays on it.
  const QScreen* shown = parent ? parent->screen() : QGuiApplication::primaryScreen();
  const QSize available = shown ? shown->availableGeometry().size() : QSize(1280, 800);
  const bool shortScreen = available.height() < 760;
  // One height for every game: the long boards (Bao Kigogo's twelve columns) as wide as before.
  const int pictureHeight = shortScreen ? 64 : 120;
  // There, every game in one row where the screen is wide enough, which saves a row's height.
  fourColumnsWidth_ = shortScreen ? available.width() - 60 : 0;
  QList<QPixmap> pictures;
  QSize iconSize;
  for (const Variant game : kOfferedGames) {
    pictures << gamePicture(game, devicePixelRatioF(), pictureHeight);
    iconSize = iconSize.expandedTo(pictures.back().deviceIndependentSize().toSize());
  }
  for (std::size_t i = 0; i < kOfferedGames.size(); ++i) {
    const Variant game = kOfferedGames[i];
    auto* button = new QToolButton;
    button->setObjectName(QStringLiteral("game-%1").arg(QString::fromLatin1(variantName(game).data())));
    button->setCheckable(true);
    button->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    button->setIcon(QIcon(pictures[qsizetype(i)]));
    button->setIconSize(iconSize);  // the narrower pictures centred: the captions in one line
    button->setStyleSheet(QString::fromLatin1(kGameButtonStyle));
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    games_->addButton(button, int(game));
    grid->addWidget(button, int(i) / 2, int(i) % 2);  // arrangeGames() once the captions are known
  }
  games_->setExclusive(true);
  auto* form = new QFormLayout;
  summary_->setWordWrap(true);
  summary_->setObjectName("gameSummary");
  for (Side side : {Side::South, Side::North}) {
    SideChoice& choice = sides_[std::size_t(indexOf(side))];
    const QString name = side == Side::South ? QStringLiteral("south") : QStringLiteral("north");
    choice.label = new QLabel;
    choice.kind = new QComboBox;
    choice.kind->setObjectName(name + "Player");
    choice.name = new QLineEdit;
    choice.name->setObjectName(name + "Name");
    // A record's name may be longer than a name can be: its beginning, refused until shortened.
    choice.name->setText(ShownText::bounded(current.nameOf(side), 2 * kMaxNameLength));
    choice.level = new QComboBox;
    choice.level->setObjectName(name + "Strength");
    auto* row = new QHBoxLayout;
    row->addWidget(choice.kind);
    row->addWidget(choice.name, 1);
    row->addWidget(choice.level, 1);
    form->addRow(choice.label, row);
    choice.description = new QLabel;
    choice.description->setWordWrap(true);
    choice.description->setObjectName(name + "LevelDescription");
    form->addRow(QString(), choice.description);
    connect(choice.kind, &QComboBox::currentIndexChanged, this, &NewGameDialog::offerChoices);
    connect(choice.name, &QLineEdit::textChanged, this, &NewGameDialog::checkNames);
    connect(choice.level, &QComboBox::currentIndexChanged, this, [this, side] { describeLevel(side); });
  }
  nameProblem_->setWordWrap(true);
  nameProblem_->setObjectName("nameProblem");
  nameProblem_->hide();
  form->addRow(QString(), nameProblem_);
  clock_->setObjectName("timeControl");
  for (std::size_t i = 0; i < std::size(TimeControls::kOffered); ++i) {
    clock_->addItem(QString());
    if (TimeControls::kOffered[i] == current.timeControl) clock_->setCurrentIndex(int(i));
  }
  clockLabel_->setBuddy(clock_);
  form->addRow(clockLabel_, clock_);
  // Everything but Start and Cancel scrolls where the screen is too short for it (fitScreen).
  content_ = new QWidget;
  auto* layout = new QVBoxLayout(content_);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(gameLabel_);
  layout->addWidget(gameButtons_);
  position_->setObjectName("positionPicture");
  position_->hide();
  layout->addWidget(position_, 0, Qt::AlignHCenter);
  layout->addWidget(summary_);
  layout->addLayout(form);
  dropNote_->setWordWrap(true);
  dropNote_->setObjectName("dropNote");
  dropNote_->hide();
  layout->addWidget(dropNote_);
  layout->addStretch(1);  // spare height below the choices, not between them
  scroll_ = new QScrollArea;
  scroll_->setObjectName("newGameScroll");
  scroll_->setFrameShape(QFrame::NoFrame);
  scroll_->setWidgetResizable(true);
  scroll_->setFocusPolicy(Qt::NoFocus);  // the choices take the focus, and it scrolls to them
  scroll_->setWidget(content_);
  auto* outer = new QVBoxLayout(this);
  outer->setSizeConstraint(QLayout::SetMinimumSize);  // grows to show every wrapped line
  outer->addWidget(scroll_, 1);
  outer->addWidget(buttons_);
  connect(games_, &QButtonGroup::idToggled, this, [this](int, bool checked) {
    if (checked) showGame();
  });
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  retranslate();
  // The game on the board, or the first offered when it is one the dialog does not offer (a Bao
  // la Kiswahili record opened from a file).
  QAbstractButton* currentGame = games_->button(int(current.variant));
  (currentGame ? currentGame : games_->button(int(kOfferedGames.front())))->setChecked(true);
  for (Side side : {Side::South, Side::North}) {
    SideChoice& choice = sides_[std::size_t(indexOf(side))];
    choice.kind->setCurrentIndex(current.kindOf(side) == PlayerKind::Human ? 0 : 1);
    choice.level->setCurrentIndex(std::max(0, choice.level->findData(int(current.levelOf(side)))));
  }
  offerChoices();
  showGame();
}

// A person may be named; a computer gets a strength. What does not apply is hidden.
void NewGameDialog::offerChoices() {
  for (const SideChoice& choice : sides_) {
    const bool computer = choice.kind->currentIndex() == 1;
    choice.name->setVisible(!computer);
    choice.level->setVisible(computer);
    choice.level->setEnabled(computer);
    choice.description->setVisible(computer);
  }
  for (Side side : {Side::South, Side::North}) describeLevel(side);
  checkNames();
  fitScreen();  // the strength's description comes and goes
}

// A name is kept in every saved game as it was typed (simplified: one line, single spaces), so
// what a record cannot keep is refused here, with the reason, rather than changed or cut off.
void NewGameDialog::checkNames() {
  QString problem;
  for (Side side : {Side::South, Side::North}) {
    const SideChoice& choice = sides_[std::size_t(indexOf(side))];
    if (choice.kind->currentIndex() != 0 || !problem.isEmpty()) continue;
    const QString name = choice.name->text().simplified();
    const bool control =
        std::any_of(name.begin(), name.end(), [](QChar c) { return c.category() == QChar::Other_Control; });
    if (control) {
      //: %1 is the side, South or North, whose name in the New game dialog is refused.
      problem = tr("%1's name cannot hold control characters.").arg(Words::sideName(side));
    } else if (name.size() > kMaxNameLength) {
      //: %1 is the side, South or North; %n the most characters a name may have.
      problem = tr("%1's name can be at most %n characters long.", nullptr, kMaxNameLength).arg(Words::sideName(side));
    }
  }
  nameProblem_->setText(problem);
  start_->setEnabled(problem.isEmpty());
  if (nameProblem_->isHidden() == problem.isEmpty()) return;
  nameProblem_->setVisible(!problem.isEmpty());
  fitScreen();  // the reason's line comes and goes
}

void NewGameDialog::describeLevel(Side side) {
  const SideChoice& choice = sides_[std::size_t(indexOf(side))];
  const QComboBox* level = choice.level;
  if (level->currentIndex() < 0) return;
  choice.description->setText(Words::levelDescription(static_cast<Level>(level->currentData().toInt()), chosenGame()));
}

Variant NewGameDialog::chosenGame() const { return static_cast<Variant>(std::max(0, games_->checkedId())); }

void NewGameDialog::showGame() {
  summary_->setText(Words::gameSummary(chosenGame()));
  // The strength's description in the game's words (Kimasai's stones); Alt+G goes to the game chosen.
  for (Side side : {Side::South, Side::North}) describeLevel(side);
  gameLabel_->setBuddy(fromPosition_ ? nullptr : games_->checkedButton());
}

void NewGameDialog::fillPlayers(QComboBox* box) {
  const int index = std::max(0, box->currentIndex());
  box->clear();
  box->addItem(tr("Person"));
  box->addItem(tr("Computer"));
  box->setCurrentIndex(index);
}

void NewGameDialog::playOnFromHere(int dropped, const Position& shown) {
  playingOn_ = true;
  dropped_ = dropped;
  setObjectName("playOnDialog");
  dropNote_->setVisible(dropped > 0);
  clockLabel_->hide();  // the game goes on with its clocks as they are
  clock_->hide();
  showPosition(shown);
}

void NewGameDialog::playFromPosition(const Position& position) {
  setObjectName("playFromPositionDialog");
  showPosition(position);
}

QPixmap NewGameDialog::positionPicture(const Position& position, qreal dpr) {
  // Large enough that each hole's count reads; the long boards (twelve columns) as wide.
  return boardPicture(position, shapeOf(position.variant).columns > 8 ? 480 : 360, dpr);
}

// The game is the position's, not a choice: neither the games' start pictures nor the summary
// of how a game starts (its "22 seeds in hand") describe it. The position itself is shown.
void NewGameDialog::showPosition(const Position& position) {
  fromPosition_ = true;
  if (QAbstractButton* game = games_->button(int(position.variant))) game->setChecked(true);
  gameButtons_->hide();
  summary_->hide();
  position_->setPixmap(positionPicture(position, devicePixelRatioF()));
  position_->show();
  retranslate();
}

void NewGameDialog::retranslate() {
  //: The title of the dialog that asks who plays a position set up in the position editor.
  setWindowTitle(playingOn_ ? tr("Play on from here") : fromPosition_ ? tr("Play from this position") : tr("New game"));
  dropNote_->setText(dropped_ == 1 ? tr("The next move of this game will be dropped.")
                                   : tr("The %n later moves of this game will be dropped.", nullptr, dropped_));
  gameLabel_->setText(tr("&Game:"));
  if (fromPosition_) {
    //: Above the picture of the position to be played; %1 is the game's name.
    gameLabel_->setText(tr("%1, from this position:").arg(Words::gameName(chosenGame())));
    position_->setAccessibleName(Words::gameName(chosenGame()));
  }
  // Playing on from a position, South may not be the one to move next.
  sides_[0].label->setText(fromPosition_ ? tr("&South:") : tr("&South (moves first):"));
  sides_[1].label->setText(tr("&North:"));
  for (QAbstractButton* game : games_->buttons()) {
    const auto v = static_cast<Variant>(games_->id(game));
    game->setText(Words::gameName(v) + QLatin1Char('\n') + Words::gameTagline(v));
  }
  for (SideChoice& choice : sides_) {
    choice.label->setBuddy(choice.kind);
    fillPlayers(choice.kind);
    //: Placeholder of the field for a person's name in the New game dialog.
    choice.name->setPlaceholderText(tr("Name (optional)"));
    choice.name->setMinimumWidth(choice.name->fontMetrics().horizontalAdvance(choice.name->placeholderText()) + 24);
    //: What a screen reader calls the field for a person's name; %1 is South or North.
    choice.name->setAccessibleName(
        tr("%1's name").arg(Words::sideName(&choice == &sides_[0] ? Side::South : Side::North)));
    const int level = std::max(0, choice.level->currentIndex());
    choice.level->clear();
    for (Level l : kLevels) choice.level->addItem(Words::levelName(l), int(l));
    choice.level->setCurrentIndex(level);
  }
  //: New game dialog: the time control, none or each side's time for the game.
  clockLabel_->setText(tr("C&lock:"));
  for (std::size_t i = 0; i < std::size(TimeControls::kOffered); ++i) {
    const TimeControl& c = TimeControls::kOffered[i];
    QString text = tr("No clock");
    if (c.on() && c.incrementSeconds == 0)
      //: Each side's minutes for the whole game (sudden death).
      text = tr("%1 minutes each").arg(c.baseSeconds / 60);
    else if (c.on())
      //: Each side's minutes for the game, and seconds added after each of its moves.
      text = tr("%1 minutes each, +%2 seconds a move").arg(c.baseSeconds / 60).arg(c.incrementSeconds);
    clock_->setItemText(int(i), text);
  }
  arrangeGames();
  offerChoices();
  showGame();
  start_->setText(playingOn_ ? tr("Play on") : tr("Start"));
  cancel_->setText(tr("Cancel"));
  fitScreen();
}

// The choices whole where the screen has room for them, else as much as it has, scrolling; Start
// and Cancel always below them, on the screen.
void NewGameDialog::fitScreen() {
  const QScreen* shown = parentWidget() ? parentWidget()->screen() : screen();
  if (!shown || !scroll_) return;
  gameButtons_->layout()->activate();  // the games' captions' new size, before the content's
  content_->layout()->activate();      // its inner grid's size too, after new texts
  QSize wanted = content_->layout()->sizeHint();
  if (content_->layout()->hasHeightForWidth())  // the wrapped texts' lines at that width
    wanted.setHeight(std::max(wanted.height(), content_->layout()->totalHeightForWidth(wanted.width())));
  const QMargins margins = layout()->contentsMargins();
  // The window's frame and title bar are not counted in the available geometry's room.
  const QSize frame(16, 48);
  const QSize room = shown->availableGeometry().size() - frame -
                     QSize(margins.left() + margins.right(),
                           margins.top() + margins.bottom() + layout()->spacing() + buttons_->sizeHint().height());
  const int bar = scroll_->verticalScrollBar()->sizeHint().width() + 2;
  QSize view = wanted;
  if (view.height() > room.height()) {
    view.setHeight(room.height());
    view.rwidth() += bar;
  }
  if (view.width() > room.width()) {
    view.setWidth(room.width());
    view.setHeight(std::min(view.height() + bar, room.height()));
  }
  scroll_->setMinimumSize(view.boundedTo(room.expandedTo(QSize(1, 1))));
  if (!isVisible()) resize(layout()->totalMinimumSize());  // opens at that size, not a stale one
}

// Two games a row, or four where the screen is short and wide enough for four of the widest
// caption (a game's name over its few words) side by side.
void NewGameDialog::arrangeGames() {
  auto* grid = static_cast<QGridLayout*>(gameButtons_->layout());
  int widest = 0;
  for (QAbstractButton* game : games_->buttons()) widest = std::max(widest, game->sizeHint().width());
  const int columns = 4 * (widest + grid->spacing()) <= fourColumnsWidth_ ? 4 : 2;
  for (std::size_t i = 0; i < kOfferedGames.size(); ++i) {
    QAbstractButton* game = games_->button(int(kOfferedGames[i]));
    grid->removeWidget(game);
    grid->addWidget(game, int(i) / columns, int(i) % columns);
  }
}

void NewGameDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(event);
}

GameSetup NewGameDialog::setup() const {
  GameSetup s;
  s.variant = chosenGame();
  s.south = sides_[0].kind->currentIndex() == 0 ? PlayerKind::Human : PlayerKind::Computer;
  s.north = sides_[1].kind->currentIndex() == 0 ? PlayerKind::Human : PlayerKind::Computer;
  for (std::size_t i = 0; i < 2; ++i) {
    s.levels[i] = static_cast<Level>(sides_[i].level->currentData().toInt());
    const bool person = sides_[i].kind->currentIndex() == 0;
    s.names[i] = person ? sides_[i].name->text().simplified() : QString();
  }
  s.timeControl = TimeControls::kOffered[std::size_t(std::max(0, clock_->currentIndex()))];
  return s;
}
