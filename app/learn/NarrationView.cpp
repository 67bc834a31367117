#include "NarrationView.h"

#include <QCoreApplication>
#include <QStyledItemDelegate>
#include <algorithm>

#include "Glossary.h"
#include "Narrator.h"
#include "baraza/rule_id.h"
#include "board/ShownText.h"

using namespace baraza;

namespace {

// Lines as wide as the list at most: one that cannot wrap (a word longer than the list is wide)
// is elided rather than widening every line past the list's edge behind a scroll bar.
class LineDelegate : public QStyledItemDelegate {
 public:
  using QStyledItemDelegate::QStyledItemDelegate;
  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (option.rect.width() > 0) size.setWidth(std::min(size.width(), option.rect.width()));
    return size;
  }
};

}  // namespace

NarrationView::NarrationView(QWidget* parent) : QListWidget(parent) {
  setWordWrap(true);
  setItemDelegate(new LineDelegate(this));
  connect(this, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
    const QVariant event = item->data(kEventRole);
    if (told_ != SIZE_MAX && event.isValid()) emit pointChosen(LinePoint{told_, std::size_t(event.toInt()) + 1});
  });
  connect(this, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* item) {
    const QString rule = item->data(kRuleRole).toString();
    if (!rule.isEmpty()) emit ruleChosen(rule);
  });
}

void NarrationView::follow(const Game& game, bool rebuild, std::size_t told) {
  const Trace* trace = game.shownTrace();
  const LinePoint point = game.point();
  const std::size_t move = !trace ? SIZE_MAX : point.event ? point.ply : point.ply - 1;
  if (rebuild || stale_ || move != told_ || told != events_) {
    clear();
    told_ = move;
    events_ = told;
    stale_ = false;
    if (trace) tell(*trace, told);
    if (told == SIZE_MAX) addComment(game.comment(trace ? move + 1 : 0));
  }
  const int shown = trace ? int(game.shownEvents()) - 1 : -1;  // the event the point has just passed
  QListWidgetItem* current = nullptr;
  for (int row = 0; row < count() && shown >= 0; ++row)
    if (item(row)->data(kEventRole) == shown) current = item(row);
  setCurrentItem(current);
  if (current) scrollToItem(current);
}

QString NarrationView::currentRule() const {
  const QListWidgetItem* line = currentItem();
  return line ? line->data(kRuleRole).toString() : QString();
}

void NarrationView::tell(const Trace& trace, std::size_t told) {
  for (const std::size_t i : tellingOrder(trace)) {
    if (i >= told) continue;
    auto* line = new QListWidgetItem(Narrator::describe(trace, int(i)), this);
    line->setData(kEventRole, int(i));
    // The games' words explained, and where the rule is.
    QString tip = Glossary::explain(line->text());
    const std::string_view rule = ruleText(trace.events[i].rule);
    if (!rule.empty()) {
      line->setData(kRuleRole, QString::fromLatin1(rule.data(), qsizetype(rule.size())));
      //: Tooltip of a narration line: double-clicking it opens the rules at its clause.
      tip += (tip.isEmpty() ? QString() : QStringLiteral("<br>")) +
             QStringLiteral("<i>%1</i>").arg(tr("Double-click: the rule in the rules window"));
    }
    line->setToolTip(tip);
  }
}

// A record's comment on the position (a sample game's annotation), last, set apart from the
// events; in the interface language when the program knows it. A long one shows its beginning,
// and a word too long for a line wraps.
void NarrationView::addComment(const std::string& text) {
  if (text.empty()) return;
  const QString comment =
      ShownText::bounded(QCoreApplication::translate("Resources", text.c_str()), ShownText::kMaxComment);
  auto* line = new QListWidgetItem(ShownText::wrappable(comment), this);
  line->setData(Qt::UserRole, QStringLiteral("comment"));
  QFont font = line->font();
  font.setItalic(true);
  line->setFont(font);
  line->setToolTip(Glossary::explain(comment));
  line->setFlags(Qt::ItemIsEnabled);  // read, not a step of the move to look at
}
