#pragma once
// The rules help: all four games, in the interface language, following RULES.md and naming
// the decisions a player can notice.

#include <QCoreApplication>
#include <QString>

class RulesText {
  Q_DECLARE_TR_FUNCTIONS(RulesText)

 public:
  static QString html();
  // Where the rules window shows a clause: the section of its game ("K-3" -> "kigogo").
  static QString anchorOf(const QString& ruleId);
};
