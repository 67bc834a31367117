#include "StatisticsDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "NewGameDialog.h"
#include "session/Statistics.h"
#include "words/Words.h"

using namespace baraza;

StatisticsDialog::StatisticsDialog(QWidget* parent)
    : QDialog(parent), table_(new QTableWidget(this)), empty_(new QLabel(this)), reset_(nullptr) {
  setObjectName("statisticsDialog");
  setWindowTitle(tr("Statistics"));
  table_->setObjectName("statisticsTable");
  table_->setColumnCount(5);
  //: Column headers of the statistics table: the game, the computer's level, and the results.
  table_->setHorizontalHeaderLabels({tr("Game"), tr("Computer level"), tr("Won"), tr("Lost"), tr("Drawn")});
  table_->verticalHeader()->hide();
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionMode(QAbstractItemView::NoSelection);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);  // the table fills the dialog
  empty_->setObjectName("statisticsEmpty");
  empty_->setText(tr("No game against the computer has been finished yet."));
  empty_->setWordWrap(true);
  auto* buttons = new QDialogButtonBox(this);
  //: Button: forget every count of the statistics.
  reset_ = buttons->addButton(tr("Reset"), QDialogButtonBox::ResetRole);
  reset_->setObjectName("statisticsReset");
  // Enter closes; forgetting every count takes a click on Reset.
  QPushButton* close = buttons->addButton(tr("Close"), QDialogButtonBox::RejectRole);
  close->setDefault(true);
  reset_->setAutoDefault(false);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(reset_, &QPushButton::clicked, this, [this] {
    QSettings settings;
    Statistics::reset(settings);
    fill();
  });
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(new QLabel(tr("Games you finished against the computer:"), this));
  layout->addWidget(table_);
  layout->addWidget(empty_);
  layout->addWidget(buttons);
  fill();
  resize(520, 320);
}

void StatisticsDialog::fill() {
  const QSettings settings;
  table_->setRowCount(0);
  const auto cell = [](const QString& text, Qt::Alignment align) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(align | Qt::AlignVCenter);
    return item;
  };
  for (Variant variant : kAllVariants) {
    for (int l = 0; l <= int(Level::Expert); ++l) {
      const auto level = static_cast<Level>(l);
      const Statistics::Tally tally = Statistics::read(settings, variant, level);
      if (tally.games() == 0) continue;
      const int row = table_->rowCount();
      table_->insertRow(row);
      table_->setItem(row, 0, cell(Words::gameName(variant), Qt::AlignLeft));
      table_->setItem(row, 1, cell(Words::levelName(level), Qt::AlignLeft));
      int column = 2;
      for (int n : {tally.won, tally.lost, tally.drawn})
        table_->setItem(row, column++, cell(QLocale().toString(n), Qt::AlignRight));
    }
  }
  const bool any = table_->rowCount() > 0;
  table_->setVisible(any);
  empty_->setVisible(!any);
  reset_->setEnabled(any);
}
