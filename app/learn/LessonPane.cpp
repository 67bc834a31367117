#include "LessonPane.h"

#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>
#include <algorithm>
#include <iterator>

#include "baraza/board.h"
#include "baraza/move_summary.h"
#include "session/GameSession.h"
#include "words/MoveText.h"
#include "words/Pieces.h"
#include "words/Words.h"

using namespace baraza;

namespace {

QLabel* wrappedLabel(const char* name) {
  auto* label = new QLabel;
  label->setObjectName(QString::fromLatin1(name));
  label->setWordWrap(true);
  label->setTextInteractionFlags(Qt::TextSelectableByMouse);
  return label;
}

// Text that is there to be read again, not news: between the text and the background colours,
// nearer the text so that it stays easy to read.
QColor dimmed(const QPalette& palette) {
  const QColor text = palette.color(QPalette::WindowText);
  const QColor back = palette.color(QPalette::Window);
  const auto mix = [](int a, int b) { return (a * 3 + b * 2) / 5; };
  return QColor(mix(text.red(), back.red()), mix(text.green(), back.green()), mix(text.blue(), back.blue()));
}

}  // namespace

LessonPane::LessonPane(GameSession* controller, QWidget* parent)
    : QFrame(parent),
      controller_(controller),
      lessons_(Lessons::all()),
      heading_(wrappedLabel("lessonHeading")),
      title_(wrappedLabel("lessonTitle")),
      task_(wrappedLabel("lessonTask")),
      intro_(wrappedLabel("lessonIntro")),
      rule_(new QLabel),
      feedback_(wrappedLabel("lessonFeedback")),
      hint_(wrappedLabel("lessonHint")),
      hintButton_(new QPushButton),
      tryAgainButton_(new QPushButton),
      nextButton_(new QPushButton),
      leaveButton_(new QPushButton) {
  setObjectName("lessonPane");
  setFrameShape(QFrame::StyledPanel);
  QFont big = title_->font();
  big.setBold(true);
  big.setPointSizeF(big.pointSizeF() * 1.15);
  title_->setFont(big);
  rule_->setObjectName("lessonRule");
  rule_->setTextFormat(Qt::RichText);
  connect(rule_, &QLabel::linkActivated, this, [this](const QString& id) { emit ruleRequested(id); });
  auto* headingLine = new QHBoxLayout;
  headingLine->addWidget(heading_, 1);
  headingLine->addWidget(rule_);
  auto* texts = new QVBoxLayout;
  texts->setSpacing(2);
  texts->addLayout(headingLine);
  for (QLabel* label : {title_, task_, intro_, feedback_, hint_}) texts->addWidget(label);
  // The pane keeps its height as a try is explained and the hint shows, so that the board
  // below does not move: the explanation has room for three lines, the hint for its own.
  feedback_->setMinimumHeight(3 * feedback_->fontMetrics().lineSpacing());
  feedback_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  QSizePolicy keepRoom = hint_->sizePolicy();
  keepRoom.setRetainSizeWhenHidden(true);
  hint_->setSizePolicy(keepRoom);
  QFont italic = intro_->font();
  italic.setItalic(true);
  intro_->setFont(italic);
  hintButton_->setObjectName("lessonHintButton");
  tryAgainButton_->setObjectName("lessonTryAgainButton");
  nextButton_->setObjectName("lessonNextButton");
  leaveButton_->setObjectName("lessonLeaveButton");
  auto* buttons = new QVBoxLayout;
  for (QPushButton* b : {hintButton_, tryAgainButton_, nextButton_, leaveButton_}) buttons->addWidget(b);
  buttons->addStretch(1);
  auto* layout = new QHBoxLayout(this);
  layout->addLayout(texts, 1);
  layout->addLayout(buttons);
  connect(hintButton_, &QPushButton::clicked, this, &LessonPane::showHint);
  connect(tryAgainButton_, &QPushButton::clicked, this, &LessonPane::tryAgain);
  connect(nextButton_, &QPushButton::clicked, this, [this] {
    const int next = nextLesson();
    if (next >= 0) emit lessonChosen(next);
  });
  connect(leaveButton_, &QPushButton::clicked, this, &LessonPane::leaveRequested);
  // A try is judged where its animation ends; any other game started ends the lesson.
  connect(controller_, &GameSession::pointChanged, this, &LessonPane::judgeTry);
  connect(controller_, &GameSession::gameStarted, this, [this] {
    if (!starting_) end();
  });
  hide();
}

int LessonPane::indexOf(const QString& id) const {
  for (std::size_t i = 0; i < lessons_.size(); ++i)
    if (lessons_[i].id == id) return int(i);
  return -1;
}

std::pair<int, int> LessonPane::placeInGame(int index) const {
  const Variant variant = lessons_[std::size_t(index)].variant();
  int place = 0;
  int count = 0;
  for (std::size_t i = 0; i < lessons_.size(); ++i) {
    if (lessons_[i].variant() != variant) continue;
    ++count;
    if (int(i) <= index) place = count;
  }
  return {place, count};
}

// The first lesson not solved (of `game`, or of any), other than the one being played.
int LessonPane::firstUnsolved(std::optional<Variant> game) const {
  const QStringList solved = Lessons::solved(QSettings());
  for (std::size_t i = 0; i < lessons_.size(); ++i)
    if ((!game || lessons_[i].variant() == *game) && !solved.contains(lessons_[i].id) && int(i) != current_)
      return int(i);
  return -1;
}

int LessonPane::nextLesson() const {
  if (lessons_.empty()) return -1;
  if (!current()) {
    const int ofGame = firstUnsolved(controller_->game().start().variant);
    if (ofGame >= 0) return ofGame;
    const int any = firstUnsolved(std::nullopt);
    return any >= 0 ? any : 0;
  }
  const Variant game = current()->variant();
  const int following = current_ + 1;
  if (following < int(lessons_.size()) && lessons_[std::size_t(following)].variant() == game) return following;
  // The games after this one in the menu's order, this one last: the first lesson not solved,
  // else (all solved) the next game's first lesson, to play them again.
  const auto here = std::find(std::begin(kOfferedGames), std::end(kOfferedGames), game) - std::begin(kOfferedGames);
  const auto gameAfter = [&](std::ptrdiff_t k) { return kOfferedGames[(here + k) % std::size(kOfferedGames)]; };
  for (std::ptrdiff_t k = 1; k <= std::ptrdiff_t(std::size(kOfferedGames)); ++k)
    if (const int unsolved = firstUnsolved(gameAfter(k)); unsolved >= 0) return unsolved;
  for (std::ptrdiff_t k = 1; k <= std::ptrdiff_t(std::size(kOfferedGames)); ++k)
    for (std::size_t i = 0; i < lessons_.size(); ++i)
      if (lessons_[i].variant() == gameAfter(k)) return int(i);
  return current_;
}

void LessonPane::begin(int index) {
  if (index < 0 || index >= int(lessons_.size())) return;
  if (current_ != index) {
    wrongTries_ = 0;
    lastTry_.reset();
  }
  current_ = index;
  hintShown_ = false;
  restart();
  show();
  retranslate();  // and the menu's Next lesson
}

// The lesson's position, after the game so far (if any), people on both sides; the learner plays
// the side to move. The game so far is the lesson's: looked at, never taken back or played over.
void LessonPane::restart() {
  const Lesson& lesson = *current();
  GameRecord tags;
  tags.tags = lesson.record.tags;
  judged_ = false;
  outcome_ = Outcome::None;
  starting_ = true;
  controller_->setPaused(false);
  controller_->adoptGame(lesson.gameSoFar(), tags, twoPeople(lesson.variant()), LinePoint{lesson.pastMoves(), 0},
                         lesson.pastMoves());
  starting_ = false;
}

void LessonPane::tryAgain() {
  if (!current()) return;
  restart();
  showOutcome();
}

void LessonPane::end() {
  if (!isActive()) return;
  current_ = -1;
  judged_ = false;
  outcome_ = Outcome::None;
  lastTry_.reset();
  controller_->setPaused(false);
  hide();
  updateMenu();  // Next lesson, outside a lesson, is the first unsolved one
}

void LessonPane::showHint() {
  hintShown_ = true;
  showOutcome();
}

// Once the learner's move has been shown to its end: solved, or what it did instead.
void LessonPane::judgeTry() {
  const Game& game = controller_->game();
  if (!current() || judged_ || starting_) return;
  const std::size_t tried = current()->pastMoves() + 1;  // the plies once the learner has moved
  if (game.length() != tried || game.point() != LinePoint{tried, 0} || controller_->isAnimating() ||
      controller_->isWorking())
    return;
  judged_ = true;
  const Lesson& lesson = *current();
  if (lesson.isSolution(game.line().back())) {
    outcome_ = Outcome::Solved;
    lastTry_.reset();  // Try again after a solution starts afresh
    QSettings settings;
    Lessons::markSolved(settings, lesson.id);
    // Why it works, in the narration of the move (the record's comment after it) and here.
    const auto why = lesson.record.comments.find(tried);
    if (why != lesson.record.comments.end()) controller_->setComment(tried, why->second);
    emit solved(lesson.id);
    emit progressChanged();
  } else {
    outcome_ = Outcome::Wrong;
    ++wrongTries_;
    if (wrongTries_ >= 2) hintShown_ = true;
    lastTry_ = game;
  }
  controller_->setPaused(true);  // neither side plays on after a try: Try again, or the next lesson
  showOutcome();
  // The next step is one key away: Try again after a wrong try, Next lesson once solved.
  (outcome_ == Outcome::Solved ? nextButton_ : tryAgainButton_)->setFocus();
}

QString LessonPane::statusNote() const {
  if (!judged_) return {};
  return outcome_ == Outcome::Solved
             //: The status bar after a lesson is solved; "Next lesson" is the lesson pane's button.
             ? tr("Lesson solved: read why it works, then Next lesson")
             //: The status bar after a wrong try in a lesson; "Try again" is the lesson pane's button.
             : tr("Lesson: read what your move did, then Try again");
}

// What the wrong move did against what the task asked: the lesson's own words for a wrong try it
// names, else the facts of its trace.
QString LessonPane::explainWrongTry(const Game& game) const {
  if (const QString why = current()->whyWrong(game.line().back()); !why.isEmpty()) return why;
  //: After what a wrong try in a lesson did.
  return whatTheTryDid(game) + QLatin1Char(' ') + tr("That is not what the task asks.");
}

// The facts a task can be about, in short sentences: what the move captured, where its last
// seed fell, a mtoto made, the game won or ended.
QString LessonPane::whatTheTryDid(const Game& game) const {
  const Variant variant = current()->variant();
  const Move move = game.line().back();
  const MoveSummary did = summarize(game.traceAt(game.length() - 1));
  const auto name = [variant](Square square) { return QString::fromStdString(squareName(variant, square)); };
  QStringList holes;
  for (Square hole : did.capturedHoles) holes << name(hole);
  const int captured = did.captured();
  const QString played = moveText(variant, move);
  QStringList facts;
  facts << (holes.isEmpty()
                //: A lesson's wrong try: %1 is the move played, e.g. "f2 ↻".
                ? tr("Your move %1 captured nothing.").arg(played)
                : (captured == 1
                       ? piecesText(variant,
                                    //: A lesson's wrong try: %1 is the move, %2 the hole it captured from, e.g. "c2".
                                    tr("Your move %1 captured 1 seed from %2."),
                                    //: A lesson's wrong try in Bao la Kimasai: %1 is the move, %2 the hole it
                                    //: captured from.
                                    tr("Your move %1 captured 1 stone from %2."))
                       : piecesText(variant,
                                    //: A lesson's wrong try: %1 is the move, %2 the holes it captured from, e.g.
                                    //: "c2" or "c2 and b1".
                                    tr("Your move %1 captured %n seeds from %2.", nullptr, captured),
                                    //: A lesson's wrong try in Bao la Kimasai: %1 is the move, %2 the holes it
                                    //: captured from, e.g. "a3 and a4".
                                    tr("Your move %1 captured %n stones from %2.", nullptr, captured)))
                      .arg(played, QLocale().createSeparatedList(holes)));
  if (did.lastSown != kNoSquare)
    facts << piecesText(variant,
                        //: A lesson's wrong try: %1 is the hole where the move's last seed was sown.
                        tr("Its last seed fell in %1."),
                        //: A lesson's wrong try in Bao la Kimasai: %1 is the hole the stone stepped into.
                        tr("The stone stepped into %1."))
                 .arg(name(did.lastSown));
  //: A lesson's wrong try in Bao Kingulu: %1 is the hole that became a mtoto.
  if (did.mtoto != kNoSquare) facts << tr("It made %1 a mtoto.").arg(name(did.mtoto));
  if (did.wins())
    //: A lesson's wrong try that won the game all the same.
    facts << tr("It won the game.");
  else if (did.endsGame)
    //: A lesson's wrong try that ended the game (a draw, or a loss).
    facts << tr("It ended the game.");
  return facts.join(QLatin1Char(' '));
}

void LessonPane::showOutcome() {
  if (!current()) return;
  QString text;
  QString colour;
  switch (outcome_) {
    case Outcome::None:
      if (!lastTry_) {
        text = tr("Play your move on the board.");
        break;
      }
      //: A lesson after a wrong try has been taken back.
      text = tr("Try again: play another move on the board.").toHtmlEscaped() +
             QStringLiteral(" <span style=\"color:%1\">%2</span>")
                 .arg(dimmed(palette()).name(),
                      //: A lesson after Try again: %1 is what the last wrong try did, kept until the next try.
                      tr("Last try: %1").arg(explainWrongTry(*lastTry_)).toHtmlEscaped());
      break;
    case Outcome::Solved: {
      //: A lesson's task has been done with the move played.
      text = QStringLiteral("<b>%1</b>").arg(tr("Solved!"));
      const QString why = current()->whyItWorks();
      if (!why.isEmpty()) text += QLatin1Char(' ') + why.toHtmlEscaped();
      colour = QStringLiteral("#1b7a2e");
      break;
    }
    case Outcome::Wrong:
      //: A lesson's wrong try: the heading of the explanation.
      text = QStringLiteral("<b>%1</b> %2 %3")
                 .arg(tr("Not yet."), explainWrongTry(controller_->game()).toHtmlEscaped(),
                      //: After a wrong try in a lesson; "Try again" is the button's name.
                      tr("Press Try again to play from the lesson's start.").toHtmlEscaped());
      colour = QStringLiteral("#a33a1a");
      break;
  }
  feedback_->setText(colour.isEmpty() ? text : QStringLiteral("<span style=\"color:%1\">%2</span>").arg(colour, text));
  //: A lesson's hint; %1 is the hint itself.
  hint_->setText(tr("Hint: %1").arg(current()->text("Hint")));
  hint_->setVisible(hintShown_);
  hintButton_->setEnabled(wrongTries_ >= 1 && !hintShown_);
  tryAgainButton_->setEnabled(judged_);
  // The button to press next stands out: Try again after a wrong try, Next lesson once solved.
  tryAgainButton_->setDefault(outcome_ == Outcome::Wrong);
  nextButton_->setDefault(outcome_ == Outcome::Solved);
}

void LessonPane::retranslate() {
  updateMenu();
  hintButton_->setText(tr("H&int"));
  //: Tooltip of a lesson's Hint button.
  hintButton_->setToolTip(tr("The lesson's hint, after a first try"));
  //: A lesson's button: back to the lesson's start position.
  tryAgainButton_->setText(tr("&Try again"));
  nextButton_->setText(tr("&Next lesson"));
  leaveButton_->setText(tr("Leave lesson"));
  if (!current()) return;
  const Lesson& lesson = *current();
  const auto [place, count] = placeInGame(current_);
  //: The lesson pane's heading: %1 of %2 count the game's lessons, %3 is the game, e.g. "Bao la Kete".
  heading_->setText(tr("Lesson %1 of %2 · %3")
                        .arg(QLocale().toString(place), QLocale().toString(count), Words::gameName(lesson.variant())));
  title_->setText(lesson.text("Title"));
  setAccessibleName(title_->text());  // a screen reader entering the pane hears the lesson's title
  task_->setText(lesson.text("Task"));
  intro_->setText(lesson.introduction());
  intro_->setVisible(!intro_->text().isEmpty());
  //: A link to the rule a lesson teaches; %1 is its id, e.g. "L-4".
  rule_->setText(
      QStringLiteral("<a href=\"%1\">%2</a>").arg(lesson.rule().toHtmlEscaped(), tr("Rule %1").arg(lesson.rule())));
  rule_->setToolTip(tr("Open the rules at this rule"));
  showOutcome();
}

// Made once (the lessons are the program's); retranslate() and progress update its texts and
// checks in place, so that no action goes while one of them is being triggered.
void LessonPane::createMenu(QMenu* menu) {
  menu_ = menu;
  for (Variant variant : kOfferedGames) {
    QMenu* game = nullptr;
    for (std::size_t i = 0; i < lessons_.size(); ++i) {
      const Lesson& lesson = lessons_[i];
      if (lesson.variant() != variant) continue;
      if (!game) {
        game = menu->addMenu(QString());
        game->menuAction()->setData(-1);  // not a game to start
        gameMenus_.push_back({game, variant});
      }
      QAction* a = game->addAction(QString());
      a->setObjectName(QStringLiteral("lesson:") + lesson.id);
      a->setCheckable(true);
      a->setData(int(i));
      lessonActions_.push_back(a);
      connect(a, &QAction::triggered, this, [this, index = int(i)] {
        updateMenu();  // a click toggles the check: it marks progress only
        emit lessonChosen(index);
      });
    }
  }
  noLessons_ = menu->addAction(QString());
  noLessons_->setEnabled(false);
  noLessons_->setVisible(lessons_.empty());
  menu->addSeparator();
  nextAction_ = menu->addAction(QString());
  nextAction_->setObjectName("nextLessonAction");
  nextAction_->setEnabled(!lessons_.empty());
  connect(nextAction_, &QAction::triggered, this, [this] {
    const int index = nextLesson();
    if (index >= 0) emit lessonChosen(index);
  });
  forgetAction_ = menu->addAction(QString());
  forgetAction_->setObjectName("forgetLessonsAction");
  connect(forgetAction_, &QAction::triggered, this, &LessonPane::forgetProgress);
  connect(this, &LessonPane::progressChanged, this, &LessonPane::updateMenu);
  updateMenu();
}

void LessonPane::updateMenu() {
  if (!menu_) return;
  for (const auto& [game, variant] : gameMenus_) game->setTitle(Words::gameName(variant));
  const QStringList solved = Lessons::solved(QSettings());
  QHash<Variant, int> numbers;
  for (QAction* a : lessonActions_) {
    const Lesson& lesson = lessons_[std::size_t(a->data().toInt())];
    //: A lesson in the Learn menu: %1 is its number in its game, %2 its title.
    a->setText(tr("%1. %2").arg(QLocale().toString(++numbers[lesson.variant()]), lesson.text("Title")));
    a->setChecked(solved.contains(lesson.id));
  }
  noLessons_->setText(tr("No lessons found"));
  // The menu's entry goes where the pane's button goes, and is named for where that is.
  const int next = nextLesson();
  nextAction_->setText(current() ? tr("&Next lesson")
                       : next >= 0 && !solved.contains(lessons_[std::size_t(next)].id)
                           //: The Learn menu outside a lesson: opens the first lesson not solved yet.
                           ? tr("&First unsolved lesson")
                           //: The Learn menu outside a lesson, every lesson solved: opens the first.
                           : tr("&First lesson"));
  forgetAction_->setText(tr("&Forget lesson progress…"));
}

void LessonPane::forgetProgress() {
  auto* box = new QMessageBox(QMessageBox::Question, tr("Forget lesson progress"),
                              tr("Forget which lessons you have solved? Every lesson will show as not solved."),
                              QMessageBox::NoButton, window());
  box->setObjectName("forgetLessonsQuestion");
  box->setAttribute(Qt::WA_DeleteOnClose);
  QPushButton* forget = box->addButton(tr("Forget"), QMessageBox::DestructiveRole);
  box->setDefaultButton(box->addButton(tr("Cancel"), QMessageBox::RejectRole));
  connect(forget, &QPushButton::clicked, this, [this] {
    QSettings settings;
    Lessons::forgetProgress(settings);
    emit progressChanged();
  });
  box->open();
}
