#include "SetupDialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDate>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include "baraza/record.h"
#include "board/BoardPainter.h"
#include "files/RecentGames.h"
#include "files/SafeSave.h"
#include "session/RulesWorker.h"
#include "setup/SetupBoard.h"
#include "words/BaoWords.h"
#include "words/Pieces.h"
#include "words/PositionProblemText.h"
#include "words/Words.h"

using namespace baraza;

namespace {
constexpr std::array<Side, 2> kSides{Side::South, Side::North};
std::size_t indexFor(Side side) { return static_cast<std::size_t>(indexOf(side)); }
}  // namespace

SetupDialog::SetupDialog(const Position& start, RulesWorker* rules, QWidget* parent)
    : QDialog(parent),
      rules_(rules),
      draft_(new PositionDraft(start, this)),
      board_(new SetupBoard(draft_, this)),
      gameLabel_(new QLabel(this)),
      game_(new QComboBox(this)),
      toMoveLabel_(new QLabel(this)),
      toMove_(new QComboBox(this)),
      howTo_(new QLabel(this)),
      reserveHeading_(new QLabel(this)),
      kuuHeading_(new QLabel(this)),
      storeHeading_(new QLabel(this)),
      markLabel_(new QLabel(this)),
      mark_(new QComboBox(this)),
      seedTotal_(new QLabel(this)),
      problem_(new QLabel(this)),
      note_(new QLabel(this)),
      mtotoLegend_(new QLabel(this)),
      message_(new QLabel(this)),
      startButton_(new QPushButton(this)),
      clearButton_(new QPushButton(this)),
      copyButton_(new QPushButton(this)),
      pasteButton_(new QPushButton(this)),
      saveButton_(new QPushButton(this)),
      analyseButton_(new QPushButton(this)),
      playButton_(new QPushButton(this)),
      closeButton_(new QPushButton(this)) {
  setObjectName("setupDialog");
  game_->setObjectName("setupGame");
  toMove_->setObjectName("setupToMove");
  mark_->setObjectName("setupMark");
  seedTotal_->setObjectName("setupSeedTotal");
  problem_->setObjectName("setupProblem");
  note_->setObjectName("setupNote");
  mtotoLegend_->setObjectName("setupMtotoLegend");
  mtotoLegend_->setWordWrap(true);
  mtotoLegend_->setTextFormat(Qt::RichText);
  message_->setObjectName("setupMessage");
  startButton_->setObjectName("setupStartButton");
  clearButton_->setObjectName("setupClearButton");
  copyButton_->setObjectName("setupCopyButton");
  pasteButton_->setObjectName("setupPasteButton");
  saveButton_->setObjectName("setupSaveButton");
  analyseButton_->setObjectName("setupAnalyseButton");
  playButton_->setObjectName("setupPlayButton");
  closeButton_->setObjectName("setupCloseButton");
  for (QLabel* heading : {reserveHeading_, kuuHeading_, storeHeading_, markLabel_})
    heading->setWordWrap(true);  // long in some languages ("Nyumba inamilikiwa:"), in a narrow column
  for (QLabel* label : {howTo_, problem_, note_, message_}) {
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
  }
  for (Variant v : kOfferedGames) game_->addItem(QString(), int(v));
  toMove_->addItems({QString(), QString()});
  gameLabel_->setBuddy(game_);
  toMoveLabel_->setBuddy(toMove_);
  markLabel_->setBuddy(mark_);

  // The board takes what the window has; what it does not show sits in a column beside it.
  auto* choices = new QGridLayout;
  choices->addWidget(gameLabel_, 0, 0);
  choices->addWidget(game_, 0, 1, 1, 2);
  choices->addWidget(toMoveLabel_, 1, 0);
  choices->addWidget(toMove_, 1, 1, 1, 2);
  choices->addWidget(reserveHeading_, 3, 0);
  choices->addWidget(kuuHeading_, 4, 0);
  choices->addWidget(storeHeading_, 5, 0);
  for (Side side : kSides) {
    SideControls& c = sides_[indexFor(side)];
    const int column = 1 + indexOf(side);
    const QString suffix = side == Side::South ? QStringLiteral("South") : QStringLiteral("North");
    c.label = new QLabel(this);
    c.reserve = new QSpinBox(this);
    c.reserve->setObjectName("setupReserve" + suffix);
    c.reserve->setRange(0, 22);  // L-1, Z-1: each reserve (hand) starts with 22 and never gains
    c.kuu = new QCheckBox(this);
    c.kuu->setObjectName("setupKuu" + suffix);
    c.store = new QSpinBox(this);
    c.store->setObjectName("setupStore" + suffix);
    c.store->setRange(0, totalSeeds(Variant::Kingulu));
    choices->addWidget(c.label, 2, column);
    choices->addWidget(c.reserve, 3, column);
    choices->addWidget(c.kuu, 4, column);
    choices->addWidget(c.store, 5, column);
    connect(c.reserve, &QSpinBox::valueChanged, this, [this, side](int n) {
      if (!showing_) draft_->setReserve(side, n);
    });
    connect(c.store, &QSpinBox::valueChanged, this, [this, side](int n) {
      if (!showing_) draft_->setStore(side, n);
    });
    connect(c.kuu, &QCheckBox::toggled, this, [this, side](bool on) {
      if (!showing_) draft_->setKuu(side, on);
    });
  }
  choices->addWidget(markLabel_, 6, 0);
  choices->addWidget(mark_, 6, 1, 1, 2);

  auto* edits = new QGridLayout;
  edits->addWidget(startButton_, 0, 0);
  edits->addWidget(clearButton_, 0, 1);
  edits->addWidget(copyButton_, 1, 0);
  edits->addWidget(pasteButton_, 1, 1);

  auto* side = new QVBoxLayout;
  side->addLayout(choices);
  side->addSpacing(8);
  side->addWidget(seedTotal_);
  side->addWidget(problem_);
  side->addWidget(note_);
  side->addWidget(mtotoLegend_);
  side->addSpacing(8);
  side->addLayout(edits);
  side->addWidget(message_);
  side->addStretch();
  auto* column = new QWidget(this);
  column->setLayout(side);
  column->setMaximumWidth(fontMetrics().averageCharWidth() * 42);

  auto* body = new QHBoxLayout;
  body->addWidget(board_, 1);
  body->addWidget(column);

  auto* actions = new QHBoxLayout;
  for (QPushButton* b : {saveButton_, analyseButton_}) actions->addWidget(b);
  actions->addStretch();
  for (QPushButton* b : {playButton_, closeButton_}) actions->addWidget(b);
  playButton_->setDefault(true);

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(body, 1);
  layout->addWidget(howTo_);
  layout->addLayout(actions);

  connect(game_, &QComboBox::currentIndexChanged, this, [this] {
    if (!showing_) draft_->setGame(static_cast<Variant>(game_->currentData().toInt()));
  });
  connect(toMove_, &QComboBox::currentIndexChanged, this, [this](int index) {
    if (!showing_) draft_->setToMove(index == 0 ? Side::South : Side::North);
  });
  connect(mark_, &QComboBox::currentIndexChanged, this, [this] {
    if (!showing_) draft_->setMark(static_cast<Square>(mark_->currentData().toInt()));
  });
  connect(startButton_, &QPushButton::clicked, draft_, &PositionDraft::reset);
  connect(clearButton_, &QPushButton::clicked, draft_, &PositionDraft::clear);
  connect(copyButton_, &QPushButton::clicked, this, &SetupDialog::copyText);
  connect(pasteButton_, &QPushButton::clicked, this, &SetupDialog::pasteText);
  connect(saveButton_, &QPushButton::clicked, this, &SetupDialog::chooseFileToSave);
  connect(analyseButton_, &QPushButton::clicked, this, [this] { emit analyseRequested(draft_->position()); });
  connect(playButton_, &QPushButton::clicked, this, [this] { emit playRequested(draft_->position()); });
  connect(closeButton_, &QPushButton::clicked, this, &QDialog::reject);
  connect(draft_, &PositionDraft::edited, this, [this] { say(QString()); });
  connect(draft_, &PositionDraft::changed, this, [this] {
    outlook_.reset();
    showDraft();
    askOutlook();
  });
  say(QString());
  retranslate();
  askOutlook();
  board_->setFocus();
  // As large as the window it comes from, nearly: the board is what the player works on.
  if (parent) resize(parent->window()->size() * 0.9);
}

void SetupDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(event);
}

void SetupDialog::retranslate() {
  setWindowTitle(tr("Set up a position"));
  gameLabel_->setText(tr("&Game:"));
  toMoveLabel_->setText(tr("&To move:"));
  for (int i = 0; i < game_->count(); ++i)
    game_->setItemText(i, Words::gameName(static_cast<Variant>(game_->itemData(i).toInt())));
  toMove_->setItemText(0, Words::sideName(Side::South));
  toMove_->setItemText(1, Words::sideName(Side::North));
  for (Side side : kSides) sides_[indexFor(side)].label->setText(Words::sideName(side));
  startButton_->setText(tr("&Start position"));
  clearButton_->setText(tr("&Empty board"));
  copyButton_->setText(tr("&Copy position"));
  pasteButton_->setText(tr("&Paste position"));
  //: BPN is the one-line text of a position, as bao-cli and the records write it.
  copyButton_->setToolTip(tr("Copy the position as text (BPN)"));
  pasteButton_->setToolTip(tr("Read a position written as text (BPN) from the clipboard"));
  saveButton_->setText(tr("Sa&ve as…"));
  analyseButton_->setText(tr("&Analyse"));
  playButton_->setText(tr("P&lay from here…"));
  closeButton_->setText(tr("Close"));
  showDraft();
}

// Every control shows the draft; those of keys the game's position does not have are hidden.
void SetupDialog::showDraft() {
  showing_ = true;
  const Position& p = draft_->position();
  const Variant v = p.variant;
  game_->setCurrentIndex(game_->findData(int(v)));
  toMove_->setCurrentIndex(p.toMove == Side::South ? 0 : 1);
  const bool reserves = draft_->hasKey("reserve");
  const bool houses = draft_->hasKey("kuu") || draft_->hasKey("nyumba");
  const bool stores = draft_->hasKey("store");
  const bool marks = draft_->hasKey("hz") || draft_->hasKey("takasia");
  reserveHeading_->setText(baoText(v, tr("Reserve:"), tr("Hand:")));
  kuuHeading_->setText(baoText(v, tr("Kuu stands:"), tr("Nyumba owned:")));
  storeHeading_->setText(tr("Store:"));
  markLabel_->setText(baoText(v, tr("Hizi zetu &mark:"), tr("Takasia &mark:")));
  reserveHeading_->setVisible(reserves);
  for (Side side : kSides) {  // a screen reader names a side's box by its row and column ("Reserve: South")
    SideControls& c = sides_[indexFor(side)];
    const QString who = QLatin1Char(' ') + Words::sideName(side);
    c.reserve->setAccessibleName(reserveHeading_->text() + who);
    c.kuu->setAccessibleName(kuuHeading_->text() + who);
    c.store->setAccessibleName(storeHeading_->text() + who);
  }
  kuuHeading_->setVisible(houses);
  storeHeading_->setVisible(stores);
  markLabel_->setVisible(marks);
  mark_->setVisible(marks);
  for (Side side : kSides) {
    SideControls& c = sides_[indexFor(side)];
    c.label->setVisible(reserves || houses || stores);
    c.reserve->setVisible(reserves);
    c.kuu->setVisible(houses);
    c.store->setVisible(stores);
    c.reserve->setValue(p.reserve[indexFor(side)]);
    c.kuu->setChecked(p.kuu[indexFor(side)]);
    c.store->setValue(p.store[indexFor(side)]);
  }
  if (marks) fillMarks();
  showMtotoLegend();
  QString how =
      tr("Click a hole to add a seed, right-click or Shift-click to take one away, drag to move a hole's "
         "seeds to another; or type a number on the hole the arrow keys choose.");
  if (playsWithStones(v))
    how =
        tr("Click a hole to put a stone on it, right-click or Shift-click to take it away, drag to move it; or type "
           "1 or 0 on the hole the arrow keys choose.");
  if (draft_->hasKey("mtoto"))
    how += QLatin1Char(' ') + tr("Ctrl-click a hole (or press M) to make it a mtoto or not.");
  howTo_->setText(how);
  //: What a screen reader says of the position editor's board.
  board_->setAccessibleName(tr("Board of the position being set up"));
  board_->setAccessibleDescription(how);
  //: %1 seeds on the board, in the reserves (hands) and stores, of the %2 the game has.
  seedTotal_->setText(
      piecesText(v, tr("Seeds: %1 of %2"), tr("Stones: %1 of %2")).arg(draft_->seedTotal()).arg(draft_->gameTotal()));
  if (draft_->isPlayable()) {
    problem_->setText(tr("This position can be played."));
    problem_->setStyleSheet(QString());
  } else {
    problem_->setText(problemsText());
    problem_->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold"));
  }
  showNote();
  playButton_->setEnabled(draft_->isPlayable());
  analyseButton_->setEnabled(draft_->isPlayable());
  saveButton_->setEnabled(draft_->isPlayable());
  showing_ = false;
}

// Every reason the position cannot happen, a few of them where there are many (a Kimasai board
// with stones piled up): each one put right shows the next.
QString SetupDialog::problemsText() const {
  const std::vector<PositionProblem>& problems = draft_->problems();
  if (problems.size() == 1)
    //: %1 says why, e.g. "South's kuu e2 holds 5 seeds: a kuu that still stands holds six or more (L-1)".
    return tr("This position cannot happen: %1").arg(PositionProblemText::describe(problems.front()));
  constexpr std::size_t kMostListed = 3;
  //: Followed by the reasons, one a line.
  QString text = tr("This position cannot happen, for %n reasons:", nullptr, int(problems.size()));
  for (std::size_t i = 0; i < std::min(problems.size(), kMostListed); ++i)
    text += QStringLiteral("\n• ") + PositionProblemText::describe(problems[i]);
  if (problems.size() > kMostListed)
    //: After the first three reasons a position cannot happen: how many more there are.
    text += QLatin1Char('\n') + tr("… and %n more.", nullptr, int(problems.size() - kMostListed));
  return text;
}

// A playable position that no game reaches, or one that would end before its first move: said,
// not refused (lessons and exercises start from such positions).
QString SetupDialog::noteOnDraft() const {
  if (!draft_->isPlayable()) return {};
  QStringList notes;
  if (draft_->keepsEverySeed() && draft_->seedTotal() < draft_->gameTotal())
    //: %n seeds on the board (and in reserves, hands or stores), of the %1 the game is played with.
    notes << tr("%n seeds of the game's %1: a position that cannot arise in a game (no seed ever leaves it), but "
                "it can be played as an exercise.",
                nullptr, draft_->seedTotal())
                 .arg(draft_->gameTotal());
  if (!outlook_) {
    //: The position editor works out, in the background, whether the position set up can be played on.
    notes << tr("Working out the moves from here…");
  } else if (outlook_->end.over()) {
    if (!outlook_->canMove)
      //: %1 is the side to move (South or North).
      notes << tr("%1, to move, has no legal move.").arg(Words::sideName(draft_->position().toMove));
    if (outlook_->end.kind == Result::Kind::Draw)
      notes << tr("Played from here, the game would be over at once: a draw.");
    else
      //: %1 is the winning side (South or North).
      notes << tr("Played from here, the game would be over at once: %1 wins.")
                   .arg(Words::sideName(outlook_->end.winner));
  }
  return notes.join(QLatin1Char(' '));
}

void SetupDialog::showNote() {
  note_->setText(noteOnDraft());
  note_->setVisible(!note_->text().isEmpty());
}

// The legal moves of a position set up by hand can take seconds to list (C-5): never on the
// window's thread. Most answers come at once (RulesWorker waits a moment for them).
void SetupDialog::askOutlook() {
  if (!draft_->isPlayable()) return;
  const int asked = ++outlookAsked_;
  rules_->run(
      this, [position = draft_->position()] { return PositionDraft::outlookOf(position); },
      [this, asked](PositionDraft::Outlook outlook) {
        if (asked != outlookAsked_) return;  // the draft has changed since
        outlook_ = outlook;
        showNote();
      });
}

// Bao Kingulu's board rings each mtoto in the colour of the player who claimed it (G-2, G-6):
// the legend says whose each colour is, with a dot of it.
void SetupDialog::showMtotoLegend() {
  mtotoLegend_->setVisible(draft_->hasKey("mtoto"));
  QStringList shown;
  QStringList spoken;
  for (Side side : kSides) {
    //: The position editor's legend of Bao Kingulu's ring colours: %1 is the side (South or North),
    //: beside a dot of the colour that rings its mtoto holes.
    const QString entry = tr("%1's mtoto").arg(Words::sideName(side));
    spoken << entry;
    shown << QStringLiteral("<span style=\"color:%1; font-size:large\">&#x25CF;</span>&nbsp;%2")
                 .arg(sideColour(side).name(), entry.toHtmlEscaped());
  }
  mtotoLegend_->setText(shown.join(QStringLiteral(" &nbsp; ")));
  mtotoLegend_->setAccessibleName(spoken.join(QStringLiteral(", ")));
  const QString why =
      //: Kingulu: "mtoto" stays in Swahili; G-2 and G-6 are the rules' numbers.
      tr("A mtoto is a hole of the other player's row that a player has claimed by a capture (G-6): its ring has "
         "the colour of the player who claimed it, and a seed sown into it goes to that player's store (G-2).");
  mtotoLegend_->setToolTip(QStringLiteral("<p>%1</p>").arg(why.toHtmlEscaped()));  // rich text: wrapped
  mtotoLegend_->setAccessibleDescription(why);
}

// No mark, or one of the front-row holes (L-11, Z-11: the mark stands in a front row).
void SetupDialog::fillMarks() {
  const Variant v = draft_->variant();
  mark_->clear();
  //: The hizi zetu (takasia) mark is on no hole.
  mark_->addItem(tr("none"), int(kNoSquare));
  for (int i = 0; i < shapeOf(v).pits(); ++i) {
    const auto sq = static_cast<Square>(i);
    if (isFrontRow(v, sq)) mark_->addItem(QString::fromStdString(squareName(v, sq)), int(sq));
  }
  mark_->setCurrentIndex(std::max(0, mark_->findData(int(draft_->position().hiziZetu))));
}

void SetupDialog::say(const QString& message) {
  message_->setText(message);
  message_->setToolTip(QString());
  message_->setVisible(!message.isEmpty());  // at the column's foot: nothing above it moves
}

void SetupDialog::copyText() {
  QApplication::clipboard()->setText(draft_->text());
  // The rows are one long word: a break allowed after each row keeps the column's width, so the
  // board does not jump; the tooltip holds the line as copied.
  QString shown = draft_->text();
  shown.replace(QLatin1Char('/'), QStringLiteral("/\u200b"));
  say(tr("Copied: %1").arg(shown));
  message_->setToolTip(draft_->text());
}

void SetupDialog::pasteText() {
  const QString text = QApplication::clipboard()->text().trimmed();
  if (text.isEmpty()) return say(tr("The clipboard holds no text to read as a position."));
  const PositionProblem problem = draft_->paste(text);
  //: %1 says why, e.g. "“hz” (the hizi zetu mark) is missing".
  if (problem)
    return say(tr("The text in the clipboard is not a position that can be used: %1")
                   .arg(PositionProblemText::describe(problem)));
  say(tr("Position pasted."));
}

bool SetupDialog::saveTo(const QString& path, QString* error) {
  GameRecord record;
  record.variant = draft_->variant();
  record.start = draft_->position();
  record.setTag("Date", QDate::currentDate().toString(Qt::ISODate).toStdString());
  const std::string text = formatRecord(record, Result{});
  if (!SafeSave::write(path, QByteArray::fromStdString(text), error)) return false;
  QSettings settings;
  RecentGames::setFolder(settings, QFileInfo(path).absolutePath());
  //: %1 is the file's name.
  say(tr("Saved %1").arg(QFileInfo(path).fileName()));
  return true;
}

void SetupDialog::chooseFileToSave() {
  auto* dialog = new QFileDialog(this, tr("Save position"), RecentGames::folder(QSettings()), tr("Bao games (*.bao)"));
  dialog->setObjectName("setupSaveDialog");
  dialog->setOption(QFileDialog::DontUseNativeDialog);  // in the interface language, as Save game's
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->setAcceptMode(QFileDialog::AcceptSave);
  dialog->setFileMode(QFileDialog::AnyFile);
  dialog->setDefaultSuffix("bao");
  const std::string_view game = variantName(draft_->variant());
  dialog->selectFile(QStringLiteral("%1-position.bao").arg(QString::fromLatin1(game.data(), qsizetype(game.size()))));
  connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& path) {
    QString error;
    //: %1 is the file's name, %2 the reason.
    if (!saveTo(path, &error)) say(tr("%1 could not be saved: %2").arg(QFileInfo(path).fileName(), error));
  });
  dialog->open();
}
