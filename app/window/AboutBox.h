#pragma once
// Help → About Baraza: what the program is, its version, whose records of the games it follows,
// and its licence.

#include <QCoreApplication>

class QWidget;

class AboutBox {
  Q_DECLARE_TR_FUNCTIONS(AboutBox)

 public:
  static void show(QWidget* parent);
};
