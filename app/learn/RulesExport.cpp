#include "RulesExport.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <utility>
#include <vector>

#include "DiagramPicture.h"
#include "RuleDiagrams.h"
#include "RulesText.h"
#include "files/SafeSave.h"
#include "words/Languages.h"

namespace {

const char* const kStyle =
    "body{font-family:sans-serif;max-width:46em;margin:2em auto;padding:0 1em;line-height:1.5;color:#222}"
    "h2{border-bottom:1px solid #ccc;margin-top:2em}"
    ".history,.legend{font-style:italic;color:#555}"
    ".id{font-weight:bold;color:#7a4a1c;margin-right:.5em}"
    "figure{margin:1em 0;text-align:center}"
    "figure img{max-width:100%;height:auto}"
    "figcaption{font-size:.9em;color:#444;max-width:36em;margin:.3em auto}";

QByteArray png(const QPixmap& pixmap) {
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  pixmap.save(&buffer, "PNG");
  return bytes;
}

// The rule ids whose diagrams go under `clause` but which have no clause of their own: anchors
// for them too, so that a link to any rule finds its place.
QStringList foldedIds(const QList<RuleDiagram>& diagrams, const QString& clause) {
  QStringList ids;
  for (const RuleDiagram& d : diagrams)
    if (d.ruleId != clause && !ids.contains(d.ruleId)) ids.append(d.ruleId);
  return ids;
}

}  // namespace

QString RulesExport::html(const QString& languageCode, DiagramPicture& pictures) {
  const QList<RulesText::Section> sections = RulesText::sections();
  //: Title of the exported rules document (the same as the rules window's).
  const QString title = tr("Rules of the games");
  QString out = QStringLiteral(
                    "<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                    "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                    "<title>%2</title>\n<style>%3</style>\n</head>\n<body>\n<h1>%2</h1>\n<p class=\"legend\">%4</p>\n")
                    .arg(languageCode, title.toHtmlEscaped(), QString::fromLatin1(kStyle),
                         RuleDiagrams::legend().toHtmlEscaped());
  out += QStringLiteral("<p>%1</p>\n<nav>\n<h2>%2</h2>\n<ul>\n")
             .arg(RulesText::introduction(), RulesText::contentsTitle());
  for (const RulesText::Section& section : sections)
    out += QStringLiteral("<li><a href=\"#%1\">%2</a></li>\n").arg(section.anchor, section.title);
  out += QStringLiteral("</ul>\n</nav>\n");
  for (const RulesText::Section& section : sections) {
    out += QStringLiteral("<section id=\"%1\">\n<h2>%2</h2>\n").arg(section.anchor, section.title);
    if (!section.history.isEmpty()) out += QStringLiteral("<p class=\"history\">%1</p>\n").arg(section.history);
    for (const RulesText::Clause& clause : section.clauses) {
      out += QStringLiteral("<p id=\"%1\"><span class=\"id\">%1</span> %2</p>\n").arg(clause.id, clause.text);
      const QList<RuleDiagram> diagrams = RuleDiagrams::under(clause.id, sections);
      for (const QString& id : foldedIds(diagrams, clause.id)) out += QStringLiteral("<a id=\"%1\"></a>\n").arg(id);
      for (const RuleDiagram& d : diagrams) {
        const QPixmap picture = pictures.draw(d, RuleDiagrams::width(d.startPosition().variant), kFileScale);
        const QSize size = picture.deviceIndependentSize().toSize();
        out += QStringLiteral(
                   "<figure id=\"%1\"><img src=\"data:image/png;base64,%2\" width=\"%3\" height=\"%4\" alt=\"%5\">"
                   "<figcaption>%5</figcaption></figure>\n")
                   .arg(d.name, QString::fromLatin1(png(picture).toBase64()))
                   .arg(size.width())
                   .arg(size.height())
                   .arg(d.caption.toHtmlEscaped());
      }
    }
    out += QStringLiteral("</section>\n");
  }
  return out + QStringLiteral("</body>\n</html>\n");
}

QString RulesExport::markdown(const QString& imageDir) {
  const QList<RulesText::Section> sections = RulesText::sections();
  QString out = QStringLiteral("# %1\n\n").arg(tr("Rules of the games"));
  out += QStringLiteral(
      "<!-- Written by `baraza --export-rules DIR` (tools/export-rules.sh); edit app/learn/RulesText.cpp and "
      "app/learn/RuleDiagrams.cpp instead. -->\n\n");
  out += RulesText::introduction() + QStringLiteral("\n\n**%1**\n\n").arg(RulesText::contentsTitle());
  for (const RulesText::Section& section : sections)
    out += QStringLiteral("- [%1](#%2)\n").arg(section.title, section.anchor);
  out += QStringLiteral("\n");
  out += QStringLiteral("*%1*\n\n").arg(RuleDiagrams::legend());
  for (const RulesText::Section& section : sections) {
    out += QStringLiteral("## <a id=\"%1\"></a>%2\n\n").arg(section.anchor, section.title);
    if (!section.history.isEmpty()) out += QStringLiteral("*%1*\n\n").arg(section.history);
    for (const RulesText::Clause& clause : section.clauses) {
      out += QStringLiteral("<a id=\"%1\"></a>**%1** %2\n\n").arg(clause.id, clause.text);
      const QList<RuleDiagram> diagrams = RuleDiagrams::under(clause.id, sections);
      for (const QString& id : foldedIds(diagrams, clause.id)) out += QStringLiteral("<a id=\"%1\"></a>\n").arg(id);
      for (const RuleDiagram& d : diagrams)
        out += QStringLiteral("![%1](%2/%3.png)  \n*%1*\n\n").arg(d.caption, imageDir, d.name);
    }
  }
  return out;
}

QString RulesExport::writeAll(const QString& dir, Languages& languages) {
  const QString imageDir = QStringLiteral("rules");
  if (!QDir().mkpath(QDir(dir).filePath(imageDir)))
    //: %1 is a folder.
    return tr("Cannot make the folder %1").arg(QDir::toNativeSeparators(QDir(dir).filePath(imageDir)));
  // Every document is made in its own language; then they are written in the player's, through
  // SafeSave: a file that cannot be written says why (a full disk, not "Unknown error") in the
  // player's language, and leaves what was there before.
  const QString before = languages.current();
  DiagramPicture pictures;
  std::vector<std::pair<QString, QByteArray>> files;
  for (const Language& language : Languages::all()) {
    if (!languages.install(language.code)) continue;
    files.emplace_back(QDir(dir).filePath(QStringLiteral("rules-%1.html").arg(language.code)),
                       html(language.code, pictures).toUtf8());
    if (language.code != QLatin1String("en")) continue;
    files.emplace_back(QDir(dir).filePath(QStringLiteral("rules.md")), markdown(imageDir).toUtf8());
    for (const RuleDiagram& d : RuleDiagrams::all()) {
      const QPixmap picture = pictures.draw(d, RuleDiagrams::width(d.startPosition().variant), kFileScale);
      files.emplace_back(QDir(dir).filePath(QStringLiteral("%1/%2.png").arg(imageDir, d.name)), png(picture));
    }
  }
  languages.install(before);
  for (const auto& [path, bytes] : files) {
    QString problem;
    if (!SafeSave::write(path, bytes, &problem))
      //: %1 is a file, %2 the reason, e.g. "the disk is full".
      return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), problem);
  }
  return {};
}
