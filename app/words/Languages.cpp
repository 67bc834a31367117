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
  if (!install(code)) return false;
  QSettings().setValue(QStringLiteral("language"), code);
  return true;
}

bool Languages::install(const QString& code) {
  QCoreApplication::removeTranslator(&translator_);
  QCoreApplication::removeTranslator(&qtTranslator_);
  // English's catalogue holds its plurals only: without it tr("%n seeds", nullptr, 1) reads "1 seeds".
  if (!translator_.load(QStringLiteral(":/i18n/baraza_%1.qm").arg(code))) return false;
  if (code != QLatin1String("en") && loadQtCatalogue(code)) QCoreApplication::installTranslator(&qtTranslator_);
  QCoreApplication::installTranslator(&translator_);
  current_ = code;
  QLocale::setDefault(QLocale(code));
  return true;
}

bool Languages::loadQtCatalogue(const QString& code) {
  // Qt ships catalogues for Finnish and Brazilian Portuguese (not plain Portuguese); for Kiswahili,
  // Malay and Gujarati the program carries its own translation of the strings Qt's dialogs show.
  const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
  QStringList candidates{QStringLiteral("%1/qtbase_%2").arg(qtDir, code)};
  if (code == QLatin1String("pt")) candidates << QStringLiteral("%1/qtbase_pt_BR").arg(qtDir);
  candidates << QStringLiteral(":/i18n/qt_%1").arg(code);
  for (const QString& file : candidates)
    if (qtTranslator_.load(file)) return true;
  return false;
}
