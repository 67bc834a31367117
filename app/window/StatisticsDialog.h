#pragma once
// Game → Statistics: the games a person finished against the computer, won, lost and drawn, for
// each game and computer level played, with a button to start counting afresh.

#include <QDialog>

class QTableWidget;
class QLabel;
class QPushButton;

class StatisticsDialog : public QDialog {
  Q_OBJECT

 public:
  explicit StatisticsDialog(QWidget* parent = nullptr);

  QTableWidget* table() const { return table_; }
  QPushButton* resetButton() const { return reset_; }

 private:
  void fill();

  QTableWidget* table_;
  QLabel* empty_;
  QPushButton* reset_;
};
