#include "BoardAccessible.h"

#include <QPointer>
#include <QWindow>

#include "BoardModel.h"
#include "BoardView.h"

using namespace baraza;

namespace {

// The game's board: its holes as the model and the view know them.
class GameBoardHoles : public AccessibleHoles {
 public:
  explicit GameBoardHoles(BoardView* view) : view_(view) {}

  int holeCount() const override { return view_->model()->rowCount() * view_->model()->columnCount(); }
  QString holeName(Square hole) const override {
    const QModelIndex index = view_->model()->indexOf(hole);
    const QString facts = index.data(Qt::AccessibleTextRole).toString();
    if (!view_->scene().interactive || !index.data(BoardModel::LegalRole).toBool()) return facts;
    //: Said by a screen reader after a hole's name and seeds, when the player may move from it now.
    return facts + QStringLiteral(", ") + BoardView::tr("a move can start here");
  }
  // While a direction is chosen (Kete), pressing the pit a direction arrow points to chooses it.
  QString holeDescription(Square hole) const override { return view_->arrowMeaning(hole); }
  QRectF holeRect(Square hole) const override { return view_->pitRect(hole); }
  Square holeAt(QPointF point) const override { return view_->squareAt(point); }
  bool holeEnabled(Square hole) const override {
    return view_->model()->indexOf(hole).data(BoardModel::LegalRole).toBool();
  }
  Square holeCursor() const override { return view_->selected(); }
  void pressHole(Square hole) override { view_->activatePit(hole); }
  void focusHole(Square hole) override { view_->setSelected(hole); }
  //: What a screen reader calls the board; its pits are named one by one.
  QString boardName() const override { return BoardView::tr("Board"); }
  QString boardDescription() const override { return view_->spokenState(); }
  QList<QWidget*> edgeWidgets() const override { return view_->panelWidgets(); }

 private:
  BoardView* view_;
};

// One hole: no QObject of its own, so the board makes it and the accessibility cache keeps it.
class PitAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
 public:
  PitAccessible(QWidget* board, AccessibleHoles* holes, Square square)
      : board_(board), holes_(holes), square_(square) {}

  bool isValid() const override { return board_ && int(square_) < holes_->holeCount(); }
  QObject* object() const override { return nullptr; }
  QWindow* window() const override { return board_ ? board_->window()->windowHandle() : nullptr; }
  QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(board_.data()); }
  QAccessibleInterface* child(int) const override { return nullptr; }
  int childCount() const override { return 0; }
  int indexOfChild(const QAccessibleInterface*) const override { return -1; }
  QAccessibleInterface* childAt(int, int) const override { return nullptr; }
  QAccessibleInterface* focusChild() const override { return nullptr; }
  QAccessible::Role role() const override { return QAccessible::Button; }

  QString text(QAccessible::Text t) const override {
    if (!isValid()) return {};
    if (t == QAccessible::Name) return holes_->holeName(square_);
    if (t == QAccessible::Description) return holes_->holeDescription(square_);
    return {};
  }
  void setText(QAccessible::Text, const QString&) override {}

  QRect rect() const override {
    if (!isValid()) return {};
    const QRect local = holes_->holeRect(square_).toAlignedRect();
    return QRect(board_->mapToGlobal(local.topLeft()), local.size());
  }

  QAccessible::State state() const override {
    QAccessible::State state;
    if (!isValid()) {
      state.invisible = true;
      return state;
    }
    state.focusable = true;
    state.focused = board_->hasFocus() && holes_->holeCursor() == square_;
    state.disabled = !holes_->holeEnabled(square_);
    return state;
  }

  void* interface_cast(QAccessible::InterfaceType type) override {
    return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface*>(this) : nullptr;
  }

  QStringList actionNames() const override { return {pressAction(), setFocusAction()}; }
  void doAction(const QString& action) override {
    if (!isValid()) return;
    if (action == pressAction()) holes_->pressHole(square_);
    if (action == setFocusAction()) {
      board_->setFocus(Qt::OtherFocusReason);
      holes_->focusHole(square_);
    }
  }
  QStringList keyBindingsForAction(const QString&) const override { return {}; }

 private:
  QPointer<QWidget> board_;  // the holes live as long as the board (AccessibleHoles is the board or its helper)
  AccessibleHoles* holes_;
  Square square_;
};

QAccessibleInterface* makeBoardAccessible(const QString&, QObject* object) {
  if (auto* view = qobject_cast<BoardView*>(object)) {
    auto holes = std::make_unique<GameBoardHoles>(view);
    AccessibleHoles* told = holes.get();
    return new BoardAccessible(view, told, std::move(holes));
  }
  auto* widget = qobject_cast<QWidget*>(object);
  auto* holes = dynamic_cast<AccessibleHoles*>(object);
  return widget && holes ? new BoardAccessible(widget, holes) : nullptr;
}

}  // namespace

BoardAccessible::BoardAccessible(QWidget* widget, AccessibleHoles* holes, std::unique_ptr<AccessibleHoles> owned)
    : QAccessibleWidget(widget, QAccessible::Grouping), holes_(holes), owned_(std::move(owned)) {}

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

QString BoardAccessible::text(QAccessible::Text t) const {
  const QString own = t == QAccessible::Name          ? holes_->boardName()
                      : t == QAccessible::Description ? holes_->boardDescription()
                                                      : QString();
  return own.isEmpty() ? QAccessibleWidget::text(t) : own;
}

// The holes, then what the window put on the board's edges (the clocks).
int BoardAccessible::childCount() const { return holeCount() + int(holes_->edgeWidgets().size()); }

QAccessibleInterface* BoardAccessible::child(int index) const {
  if (index < 0 || index >= childCount()) return nullptr;
  if (index >= holeCount()) return QAccessible::queryAccessibleInterface(holes_->edgeWidgets()[index - holeCount()]);
  while (int(pits_.size()) <= index) {
    auto* pit = new PitAccessible(widget(), holes_, static_cast<Square>(pits_.size()));
    pits_.push_back(QAccessible::registerAccessibleInterface(pit));
  }
  return QAccessible::accessibleInterface(pits_[std::size_t(index)]);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
  if (!child) return -1;
  if (QObject* object = child->object()) {
    const int at = int(holes_->edgeWidgets().indexOf(qobject_cast<QWidget*>(object)));
    return at < 0 ? -1 : holeCount() + at;
  }
  const QAccessible::Id id = QAccessible::uniqueId(const_cast<QAccessibleInterface*>(child));
  for (std::size_t i = 0; i < pits_.size(); ++i)
    if (pits_[i] == id) return int(i) < holeCount() ? int(i) : -1;
  return -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const {
  const QPoint local = widget()->mapFromGlobal(QPoint(x, y));
  for (QWidget* edge : holes_->edgeWidgets())
    if (edge->geometry().contains(local)) return QAccessible::queryAccessibleInterface(edge);
  const Square square = holes_->holeAt(local);
  return square == kNoSquare ? nullptr : child(int(square));
}

QAccessibleInterface* BoardAccessible::focusChild() const {
  const Square cursor = holes_->holeCursor();
  return widget()->hasFocus() && cursor != kNoSquare ? child(int(cursor)) : nullptr;
}
