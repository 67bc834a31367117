#pragma once
// Explains a trace event in words, in the interface language, with the rule behind it.

#include <QCoreApplication>
#include <QString>

#include "baraza/rules.h"
#include "baraza/trace.h"

class Narrator {
  Q_DECLARE_TR_FUNCTIONS(Narrator)

 public:
  // The event at `index` of `trace`, in words.
  static QString describe(const baraza::Trace& trace, int index);
  // How a game ended, with the rule behind it.
  static QString result(const baraza::Result& result, baraza::Variant variant);

 private:
  // How a game ended, naming `rule`, the clause that ended it.
  static QString outcome(const baraza::Result& result, baraza::Variant variant, baraza::RuleId rule);
};
