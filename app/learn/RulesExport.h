#pragma once
// `baraza --export-rules DIR`: the rules help with its diagrams as files to read without the
// program: rules-<lang>.html for every interface language (standalone, the diagrams inside as
// PNG data), and rules.md, the English rules as Markdown with the diagrams in rules/*.png.
// docs/rules.md is one of these (tools/export-rules.sh renews it).

#include <QCoreApplication>
#include <QString>

class DiagramPicture;
class Languages;

class RulesExport {
  Q_DECLARE_TR_FUNCTIONS(RulesExport)

 public:
  // Writes everything into `dir` (made if missing), switching `languages` through every language
  // and back to the one it had. Returns what went wrong, in that language, or nothing.
  static QString writeAll(const QString& dir, Languages& languages);

  // The documents in the language installed now.
  static QString html(const QString& languageCode, DiagramPicture& pictures);
  // `imageDir` is where the PNGs are, relative to the Markdown file.
  static QString markdown(const QString& imageDir);

  // Diagrams in files are drawn at twice their size: crisp on a screen of scale 2 and in print.
  static constexpr qreal kFileScale = 2;
};
