#include "BoardAccessible.h"

#include <QWindow>

#include "BoardModel.h"
#include "BoardView.h"

using namespace baraza;

namespace {

// One pit: no QObject of its own, so the board makes it and the accessibility cache keeps it.
class PitAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
 public:
  PitAccessible(BoardView* view, Square square) : view_(view), square_(square) {}

  bool isValid() const override {
    return view_ && int(square_) < view_->model()->rowCount() * view_->model()->columnCount();
  }
  QObject* object() const override { return nullptr; }
  QWindow* window() const override { return view_ ? view_->window()->windowHandle() : nullptr; }
  QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(view_.data()); }
  QAccessibleInterface* child(int) const override { return nullptr; }
  int childCount() const override { return 0; }
  int indexOfChild(const QAccessibleInterface*) const override { return -1; }
  QAccessibleInterface* childAt(int, int) const override { return nullptr; }
  QAccessibleInterface* focusChild() const override { return nullptr; }
  QAccessible::Role role() const override { return QAccessible::Button; }

  QString text(QAccessible::Text t) const override {
    if (!isValid()) return {};
    if (t == QAccessible::Name) {
      const QString facts = index().data(Qt::AccessibleTextRole).toString();
      if (!view_->scene().interactive || !index().data(BoardModel::LegalRole).toBool()) return facts;
      //: Said by a screen reader after a hole's name and seeds, when the player may move from it now.
      return facts + QStringLiteral(", ") + BoardView::tr("a move can start here");
    }
    // While a direction is chosen (Kete), pressing the pit a direction arrow points to chooses it.
    if (t == QAccessible::Description) return view_->arrowMeaning(square_);
    return {};
  }
  void setText(QAccessible::Text, const QString&) override {}

  QRect rect() const override {
    if (!isValid()) return {};
    const QRect local = view_->pitRect(square_).toAlignedRect();
    return QRect(view_->mapToGlobal(local.topLeft()), local.size());
  }

  QAccessible::State state() const override {
    QAccessible::State state;
    if (!isValid()) {
      state.invisible = true;
      return state;
    }
    state.focusable = true;
    state.focused = view_->hasFocus() && view_->selected() == square_;
    state.disabled = !index().data(BoardModel::LegalRole).toBool();
    return state;
  }

  void* interface_cast(QAccessible::InterfaceType type) override {
    return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface*>(this) : nullptr;
  }

  QStringList actionNames() const override { return {pressAction(), setFocusAction()}; }
  void doAction(const QString& action) override {
    if (!isValid()) return;
    if (action == pressAction()) view_->activatePit(square_);
    if (action == setFocusAction()) {
      view_->setFocus(Qt::OtherFocusReason);
      view_->setSelected(square_);
    }
  }
  QStringList keyBindingsForAction(const QString&) const override { return {}; }

 private:
  QModelIndex index() const { return view_->model()->indexOf(square_); }

  QPointer<BoardView> view_;
  Square square_;
};

QAccessibleInterface* makeBoardAccessible(const QString&, QObject* object) {
  auto* view = qobject_cast<BoardView*>(object);
  return view ? new BoardAccessible(view) : nullptr;
}

}  // namespace

BoardAccessible::BoardAccessible(BoardView* view) : QAccessibleWidget(view, QAccessible::Grouping) {}

BoardAccessible::~BoardAccessible() {
  for (QAccessible::Id id : pits_) QAccessible::deleteAccessibleInterface(id);
}

void BoardAccessible::installFactory() {
  static const bool installed = [] {
    QAccessible::installFactory(makeBoardAccessible);
    return true;
  }();
  Q_UNUSED(installed);
}

BoardView* BoardAccessible::view() const { return static_cast<BoardView*>(widget()); }

QString BoardAccessible::text(QAccessible::Text t) const {
  //: What a screen reader calls the board; its pits are named one by one.
  if (t == QAccessible::Name) return BoardView::tr("Board");
  if (t == QAccessible::Description) return view()->spokenState();
  return QAccessibleWidget::text(t);
}

int BoardAccessible::pitCount() const { return view()->model()->rowCount() * view()->model()->columnCount(); }

// The holes, then what the window put on the board's edges (the clocks).
int BoardAccessible::childCount() const { return pitCount() + int(view()->panelWidgets().size()); }

QAccessibleInterface* BoardAccessible::child(int index) const {
  if (index < 0 || index >= childCount()) return nullptr;
  if (index >= pitCount()) return QAccessible::queryAccessibleInterface(view()->panelWidgets()[index - pitCount()]);
  while (int(pits_.size()) <= index) {
    auto* pit = new PitAccessible(view(), static_cast<Square>(pits_.size()));
    pits_.push_back(QAccessible::registerAccessibleInterface(pit));
  }
  return QAccessible::accessibleInterface(pits_[std::size_t(index)]);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
  if (!child) return -1;
  if (QObject* object = child->object()) {
    const int at = int(view()->panelWidgets().indexOf(qobject_cast<QWidget*>(object)));
    return at < 0 ? -1 : pitCount() + at;
  }
  const QAccessible::Id id = QAccessible::uniqueId(const_cast<QAccessibleInterface*>(child));
  for (std::size_t i = 0; i < pits_.size(); ++i)
    if (pits_[i] == id) return int(i) < pitCount() ? int(i) : -1;
  return -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const {
  const QPoint local = view()->mapFromGlobal(QPoint(x, y));
  for (QWidget* widget : view()->panelWidgets())
    if (widget->geometry().contains(local)) return QAccessible::queryAccessibleInterface(widget);
  const Square square = view()->squareAt(local);
  return square == kNoSquare ? nullptr : child(int(square));
}

QAccessibleInterface* BoardAccessible::focusChild() const {
  const Square cursor = view()->selected();
  return view()->hasFocus() && cursor != kNoSquare ? child(int(cursor)) : nullptr;
}
