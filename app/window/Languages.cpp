#include "Languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

Languages::Languages(QObject* parent) : QObject(parent) {}

QList<Language> Languages::all() {
  return {
      {QStringLiteral("en"), QStringLiteral("English")},       {QStringLiteral("sw"), QStringLiteral("Kiswahili")},
      {QStringLiteral("ms"), QStringLiteral("Bahasa Melayu")}, {QStringLiteral("gu"), QStringLiteral("ગુજરાતી")},
      {QStringLiteral("pt"), QStringLiteral("Português")},     {QStringLiteral("fi"), QStringLiteral("Suomi")},
  };
}

QString Languages::initialCode() {
  const QString saved = QSettings().value(QStringLiteral("language")).toString();
  const QString system = QLocale::system().name().section('_', 0, 0);
  for (const QString& code : {saved, system})
    for (const Language& l : all())
      if (l.code == code) return code;
  return QStringLiteral("en");
}

bool Languages::apply(const QString& code) {
  QCoreApplication::removeTranslator(&translator_);
  QCoreApplication::removeTranslator(&qtTranslator_);
  if (code != QLatin1String("en")) {
    if (!translator_.load(QStringLiteral(":/i18n/baraza_%1.qm").arg(code))) return false;
    // Qt's own dialogs (the file dialog) in the languages Qt has a catalogue for: Finnish and
    // Portuguese; there is none for Swahili, Malay or Gujarati.
    if (qtTranslator_.load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
      QCoreApplication::installTranslator(&qtTranslator_);
    QCoreApplication::installTranslator(&translator_);
  }
  current_ = code;
  QLocale::setDefault(QLocale(code));
  QSettings().setValue(QStringLiteral("language"), code);
  return true;
}
