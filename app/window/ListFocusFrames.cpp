#include "ListFocusFrames.h"

#include <QAbstractItemView>
#include <QHeaderView>

void ListFocusFrames::frameEvery(QWidget& window) {
  for (QAbstractItemView* list : window.findChildren<QAbstractItemView*>())
    if (!qobject_cast<QHeaderView*>(list))
      list->setStyleSheet(
          QStringLiteral("QListView, QTableView, QTreeView { border: 1px solid palette(mid); padding: 1px; }"
                         "QListView:focus, QTableView:focus, QTreeView:focus "
                         "{ border: 2px solid palette(highlight); padding: 0; }"));
}
