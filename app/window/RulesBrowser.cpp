#include "RulesBrowser.h"

#include <QElapsedTimer>
#include <QTextDocument>

#include "learn/DiagramPicture.h"
#include "learn/RuleDiagrams.h"
#include "learn/RulesText.h"

namespace {
const QString kScheme = QStringLiteral("diagram");
}

RulesBrowser::RulesBrowser(QWidget* parent) : QTextBrowser(parent) {}

void RulesBrowser::showRules(SeedColour seeds, BoardWood wood) {
  QElapsedTimer timer;
  timer.start();
  DiagramPicture pictures;
  pictures.setLook(seeds, wood);
  diagrams_.clear();
  const qreal dpr = devicePixelRatioF();
  const QList<RulesText::Section> sections = RulesText::sections();
  QHash<QString, QSize> sizes;
  for (const RuleDiagram& d : RuleDiagrams::all()) {
    const QPixmap picture = pictures.draw(d, RuleDiagrams::width(d.startPosition().variant), dpr);
    diagrams_.insert(d.name, picture.toImage());
    sizes.insert(d.name, picture.deviceIndependentSize().toSize());
  }
  lastDrawMs_ = timer.elapsed();
  const QString html = RulesText::html([&sections, &sizes](const QString& clauseId) {
    QString out;
    QStringList anchored;
    for (const RuleDiagram& d : RuleDiagrams::under(clauseId, sections)) {
      if (d.ruleId != clauseId && !anchored.contains(d.ruleId)) {  // a rule folded into this clause
        out += QStringLiteral("<a name=\"%1\"></a>").arg(d.ruleId);
        anchored.append(d.ruleId);
      }
      const QSize size = sizes.value(d.name);
      out += QStringLiteral(
                 "<p align=\"center\"><a name=\"%1\"></a><img src=\"%2:%1\" width=\"%3\" height=\"%4\"><br>"
                 "<span style=\"font-size:small\">%5</span></p>")
                 .arg(d.name, kScheme)
                 .arg(size.width())
                 .arg(size.height())
                 .arg(d.caption.toHtmlEscaped());
    }
    return out;
  });
  document()->clear();  // no picture of the last colours stays cached
  setHtml(QStringLiteral("<p><i>%1</i></p>").arg(RuleDiagrams::legend().toHtmlEscaped()) + html);
}

QVariant RulesBrowser::loadResource(int type, const QUrl& name) {
  if (type == QTextDocument::ImageResource && name.scheme() == kScheme) return diagrams_.value(name.path());
  return QTextBrowser::loadResource(type, name);
}
