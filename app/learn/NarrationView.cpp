#include "NarrationView.h"

#include <QCoreApplication>
#include <QStyledItemDelegate>
#include <algorithm>
#include <numeric>
#include <vector>

#include "Glossary.h"
#include "Narrator.h"
#include "baraza/rule_id.h"
#include "board/ShownText.h"

using namespace baraza;

namespace {

// The order a move is told in: the trace's, except for what it says of the move's aftermath
// (a hizi zetu mark set or lapsed, the game's result, the turn: PROTOCOL.md puts them just
// before the move's end, the last event). Told in that order the game would end, or the turn
// pass, before the last seed fell: the move's end comes first, then the mark and the result,
// and the turn passing last.
std::vector<int> tellingOrder(const Trace& trace) {
  std::vector<int> order(trace.events.size());
  std::iota(order.begin(), order.end(), 0);
  const auto kindOf = [&](int i) { return trace.events[std::size_t(i)].kind; };
  const auto aftermath = [&](int i) {
    const EventKind kind = kindOf(i);
    return kind == EventKind::MarkSet || kind == EventKind::MarkLapsed || kind == EventKind::Turn ||
           kind == EventKind::Result;
  };
  if (order.empty() || kindOf(order.back()) != EventKind::End) return order;
  auto first = order.end() - 1;
  while (first != order.begin() && aftermath(*(first - 1))) --first;
  std::rotate(first, order.end() - 1, order.end());  // the end before its aftermath
  const auto turn = std::find_if(first, order.end(), [&](int i) { return kindOf(i) == EventKind::Turn; });
  if (turn != order.end()) std::rotate(turn, turn + 1, order.end());
  return order;
}

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

void NarrationView::follow(const Game& game, bool rebuild) {
  const Trace* trace = game.shownTrace();
  const LinePoint point = game.point();
  const std::size_t move = !trace ? SIZE_MAX : point.event ? point.ply : point.ply - 1;
  if (rebuild || stale_ || move != told_) {
    clear();
    told_ = move;
    stale_ = false;
    if (trace) tell(*trace);
    addComment(game.comment(trace ? move + 1 : 0));
  }
  const int shown = trace ? int(game.shownEvents()) - 1 : -1;  // the event the point has just passed
  QListWidgetItem* current = nullptr;
  for (int row = 0; row < count() && shown >= 0; ++row)
    if (item(row)->data(kEventRole) == shown) current = item(row);
  setCurrentItem(current);
  if (current) scrollToItem(current);
}

void NarrationView::tell(const Trace& trace) {
  for (int i : tellingOrder(trace)) {
    auto* line = new QListWidgetItem(Narrator::describe(trace, i), this);
    line->setData(kEventRole, i);
    // The games' words explained, and where the rule is.
    QString tip = Glossary::explain(line->text());
    const std::string_view rule = ruleText(trace.events[std::size_t(i)].rule);
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
