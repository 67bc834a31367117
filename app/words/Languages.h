#pragma once
// The interface languages and switching between them while the program runs.

#include <QList>
#include <QObject>
#include <QString>
#include <QTranslator>

struct Language {
  QString code;        // "sw"
  QString nativeName;  // the language's name in its own script: "Kiswahili"
};

class Languages : public QObject {
  Q_OBJECT

 public:
  explicit Languages(QObject* parent = nullptr);

  static QList<Language> all();
  // The saved choice, or the system's language if it is one of ours, or English.
  static QString initialCode();
  // Installs the translation (English needs none), sets the locale for numbers, saves it.
  bool apply(const QString& code);
  // The same without saving the choice: for a while, as when writing the rules in each language.
  bool install(const QString& code);
  QString current() const { return current_; }

 private:
  // Qt's own catalogue for its dialogs' strings, or the program's where Qt has none.
  bool loadQtCatalogue(const QString& code);

  QTranslator translator_;
  QTranslator qtTranslator_;
  QString current_ = QStringLiteral("en");
};
