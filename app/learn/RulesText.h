#pragma once
// The rules help: all the games, in the interface language, clause by clause with the rules'
// ids (C-1, K-3, L-11, …) as anchors, naming the decisions a player can notice.

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <functional>

class RulesText {
  Q_DECLARE_TR_FUNCTIONS(RulesText)

 public:
  struct Clause {
    QString id;    // the rule's id, also its anchor: "K-3"
    QString text;  // what it says, in the interface language (may hold simple HTML: <i>, <b>)
  };
  struct Section {
    QString anchor;  // "common", "notation", "kigogo", "kimasai", "kingulu", "kete", "kiswahili", "glossary"
    QString title;
    QString history;  // where the game comes from, set apart from its rules (may be empty)
    QList<Clause> clauses;
  };
  static QList<Section> sections();

  // What may follow a clause in the help, such as its diagrams: HTML, empty for nothing.
  using Illustrations = std::function<QString(const QString& ruleId)>;
  // The whole help: the introduction, a list of links to its sections, `beforeSections`, then the
  // sections.
  static QString html(const Illustrations& illustrate = {}, const QString& beforeSections = {});
  // What Bao is, what the help holds and what "Baraza's choice" means (simple HTML).
  static QString introduction();
  static QString contentsTitle();
  // Where the rules window shows a clause: its own anchor ("L-6.3" -> "L-6"), or the common
  // section for an id it does not know.
  static QString anchorOf(const QString& ruleId);
  static QString anchorOf(const QString& ruleId, const QList<Section>& sections);
};
