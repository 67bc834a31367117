#include "ResultPanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include "baraza/rule_id.h"
#include "board/ShownText.h"
#include "learn/Narrator.h"
#include "words/Words.h"

using namespace baraza;

namespace {

constexpr int kTableName = 24;  // characters of a name in the count's table

// The headline in one line as wide as the panel gives it, cut short with "…" (whole in its
// tooltip): a long name never widens the panel, and with it the window.
class HeadlineLabel : public QLabel {
 public:
  explicit HeadlineLabel(QWidget* parent) : QLabel(parent) {
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  }
  void setWholeText(const QString& text) {
    whole_ = text;
    setToolTip(text);
    setAccessibleName(text);
    fit();
  }
  QString wholeText() const { return whole_; }

 protected:
  void resizeEvent(QResizeEvent* event) override {
    QLabel::resizeEvent(event);
    fit();
  }
  void changeEvent(QEvent* event) override {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) fit();
  }

 private:
  void fit() { setText(fontMetrics().elidedText(whole_, Qt::ElideRight, std::max(0, contentsRect().width()))); }
  QString whole_;
};

}  // namespace

ResultPanel::ResultPanel(QWidget* parent)
    : QFrame(parent),
      title_(new HeadlineLabel(this)),
      how_(new QLabel(this)),
      score_(new QLabel(this)),
      newGame_(new QPushButton(this)),
      replay_(new QPushButton(this)),
      save_(new QPushButton(this)) {
  setObjectName("resultPanel");
  setFrameShape(QFrame::StyledPanel);
  setAutoFillBackground(true);
  title_->setObjectName("resultTitle");
  QFont big = title_->font();
  big.setBold(true);
  big.setPointSizeF(big.pointSizeF() * 1.6);
  title_->setFont(big);
  how_->setObjectName("resultHow");
  how_->setWordWrap(true);
  how_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);  // wrapped to the panel, never widening it
  how_->setTextFormat(Qt::RichText);
  connect(how_, &QLabel::linkActivated, this, &ResultPanel::ruleRequested);
  score_->setObjectName("resultScore");
  score_->setTextFormat(Qt::RichText);
  newGame_->setObjectName("resultNewGame");
  replay_->setObjectName("resultReplay");
  save_->setObjectName("resultSave");
  connect(newGame_, &QPushButton::clicked, this, &ResultPanel::newGameRequested);
  connect(replay_, &QPushButton::clicked, this, &ResultPanel::replayRequested);
  connect(save_, &QPushButton::clicked, this, &ResultPanel::saveRequested);

  auto* words = new QVBoxLayout;
  words->addWidget(title_);
  words->addWidget(how_);
  words->addWidget(score_);
  words->addStretch();
  auto* buttons = new QVBoxLayout;
  for (QPushButton* b : {newGame_, replay_, save_}) buttons->addWidget(b);
  buttons->addStretch();
  auto* layout = new QHBoxLayout(this);
  layout->addLayout(words, 1);
  layout->addLayout(buttons);
  retranslate();
}

void ResultPanel::setResult(const Result& result, const Position& end, const GameSetup& players) {
  result_ = result;
  players_ = players;
  // Kingulu is won on the count (G-7): its parts are shown as the engine counts them.
  hasCount_ = result.over() && result.reason == ResultReason::Score;
  for (Side side : {Side::South, Side::North})
    counts_[std::size_t(indexOf(side))] = hasCount_ ? kinguluCountParts(end, side) : KinguluCount{};
  retranslate();
}

QString ResultPanel::headline() const {
  if (!result_.over()) return {};
  if (result_.kind == Result::Kind::Draw) return tr("Draw");
  // Against the computer the player is "you"; otherwise the side's name says who won.
  if (players_.south != players_.north) {
    const Side person = players_.south == PlayerKind::Human ? Side::South : Side::North;
    return result_.winner == person ? tr("You win") : tr("You lose");
  }
  //: The headline at the end of a game between two people or two computers; %1 is South or North.
  return tr("%1 wins").arg(nameOf(result_.winner));
}

// A person's name when the game has one (its beginning, when a record's is long), else the side.
QString ResultPanel::nameOf(Side side) const {
  const QString& name = players_.nameOf(side);
  return name.isEmpty() ? Words::sideName(side) : ShownText::bounded(name, ShownText::kMaxName);
}

QString ResultPanel::countTable() const {
  if (!hasCount_) return {};
  const auto number = [](int n) { return QLocale().toString(n); };
  QString html = QStringLiteral("<table cellspacing=0 cellpadding=2><tr><td></td>");
  //: Column headers of the Kingulu count at the end of a game (G-7): a side's store, the seeds in
  //: its mtoto holes, the seeds in the other holes of its own row, and their sum.
  for (const QString& head : {tr("Store"), tr("Mtoto holes"), tr("Row"), tr("Count")})
    html += QStringLiteral("<th align=right>&nbsp;%1</th>").arg(head.toHtmlEscaped());
  html += QStringLiteral("</tr>");
  const bool againstComputer = players_.south != players_.north;
  const Side person = players_.south == PlayerKind::Human ? Side::South : Side::North;
  for (Side side : {Side::South, Side::North}) {
    const KinguluCount& c = count(side);
    //: A row of the Kingulu count: the player's own side against the computer; %1 is South or North.
    // A long name is cut short here: the table is as wide as its widest row.
    const QString name = ShownText::bounded(nameOf(side), kTableName);
    const QString who = againstComputer && side == person ? tr("%1 (you)").arg(name) : name;
    html += QStringLiteral(
                "<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td><td align=right>%4</td>"
                "<td align=right><b>%5</b></td></tr>")
                .arg(who.toHtmlEscaped(), number(c.store), number(c.mtoto), number(c.row), number(c.total()));
  }
  return html + QStringLiteral("</table>");
}

QString ResultPanel::title() const { return static_cast<HeadlineLabel*>(title_)->wholeText(); }
QString ResultPanel::scoreText() const { return score_->text(); }
QString ResultPanel::howText() const { return Narrator::result(result_, players_.variant); }

void ResultPanel::retranslate() {
  static_cast<HeadlineLabel*>(title_)->setWholeText(headline());
  // A screen reader entering the panel hears who won, then how.
  setAccessibleName(headline());
  setAccessibleDescription(howText());
  // The clause that ended the game, named at the end of the sentence ("(K-5)"), opens the rules.
  QString how = howText().toHtmlEscaped();
  const std::string_view rule = ruleText(resultRule(players_.variant, result_));
  if (!rule.empty()) {
    const QString id = QString::fromLatin1(rule.data(), qsizetype(rule.size()));
    how.replace(QStringLiteral("(%1)").arg(id), QStringLiteral("(<a href=\"rules\">%1</a>)").arg(id));
  }
  how_->setText(how);
  score_->setText(countTable());
  score_->setVisible(hasCount_);
  //: Buttons at the end of a game.
  newGame_->setText(tr("New game…"));
  replay_->setText(tr("Replay this game"));
  save_->setText(tr("Save"));
  replay_->setToolTip(tr("Play the game back from its start"));
}
