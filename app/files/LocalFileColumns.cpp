#include "LocalFileColumns.h"

#include <QDateTime>
#include <QFileSystemModel>
#include <QLocale>

namespace {
// QFileSystemModel's columns.
constexpr int kSizeColumn = 1;
constexpr int kTypeColumn = 2;
constexpr int kDateColumn = 3;
}  // namespace

QVariant LocalFileColumns::data(const QModelIndex& index, int role) const {
  const auto* files = qobject_cast<const QFileSystemModel*>(sourceModel());
  if (role != Qt::DisplayRole || !files || !index.isValid()) return QIdentityProxyModel::data(index, role);
  const QModelIndex source = mapToSource(index);
  if (index.column() == kSizeColumn && !files->isDir(source)) return QLocale().formattedDataSize(files->size(source));
  // The desktop knows .bao files only as plain text, and names types in the system's language.
  if (index.column() == kTypeColumn &&
      files->fileName(source.siblingAtColumn(0)).endsWith(QLatin1String(".bao"), Qt::CaseInsensitive))
    //: The type of a .bao file in the Open and Save dialogs' file list.
    return tr("Bao game");
  if (index.column() == kDateColumn) return QLocale().toString(files->lastModified(source), QLocale::ShortFormat);
  return QIdentityProxyModel::data(index, role);
}
