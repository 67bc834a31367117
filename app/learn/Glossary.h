#pragma once
// The games' own words (kuu, kichwa, nemo, mtoto, …), each with a short definition, in the
// interface language: the rules window lists them, and a narration line that uses one explains
// it in its tooltip.

#include <QCoreApplication>
#include <QList>
#include <QString>

class Glossary {
  Q_DECLARE_TR_FUNCTIONS(Glossary)

 public:
  struct Entry {
    QString anchor;  // in the rules window: glossary-<anchor>
    QString term;    // as the interface language writes it
    QString definition;
  };
  static QList<Entry> entries();
  // The definitions of the words `text` uses, as a tooltip (empty when it uses none).
  static QString explain(const QString& text);
};
