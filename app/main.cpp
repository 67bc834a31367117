#include <QApplication>
#include <QLabel>

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QLabel label(QObject::tr("Baraza"));
  label.show();
  return app.exec();
}
