#pragma once
// Qt's file dialog writes sizes and dates in the system's locale; this proxy writes them in the
// interface language (QLocale's default, which Languages sets) like every other text in the dialog,
// and calls a .bao file a Bao game.

#include <QIdentityProxyModel>

class LocalFileColumns : public QIdentityProxyModel {
  Q_OBJECT

 public:
  using QIdentityProxyModel::QIdentityProxyModel;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
};
