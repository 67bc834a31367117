#include "RulesBrowser.h"

#include <QAbstractTextDocumentLayout>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QMimeData>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>

#include "DiagramPicture.h"
#include "RuleDiagrams.h"
#include "RulesText.h"

namespace {
const QString kScheme = QStringLiteral("diagram");
const QSize kPreferredSize(720, 640);
}  // namespace

RulesBrowser::RulesBrowser(QWidget* parent) : QTextBrowser(parent) {}

void RulesBrowser::showRules(SeedColour seeds, BoardWood wood) {
  const QString inView = anchorInView();
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
  ++timesDrawn_;
  const QString legend = QStringLiteral("<p><i>%1</i></p>").arg(RuleDiagrams::legend().toHtmlEscaped());
  const QString html = RulesText::html(
      [&sections, &sizes](const QString& clauseId) {
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
      },
      legend);
  document()->clear();  // no picture of the last colours stays cached
  setHtml(html);
  if (!inView.isEmpty()) scrollToAnchor(inView);
}

QString RulesBrowser::anchorInView() const {
  const int top = verticalScrollBar()->value();
  if (top <= 0) return {};
  QString found;
  const QAbstractTextDocumentLayout* layout = document()->documentLayout();
  for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
    if (layout->blockBoundingRect(block).top() > top + 1) break;
    for (auto it = block.begin(); !it.atEnd(); ++it) {
      const QStringList names = it.fragment().charFormat().anchorNames();
      if (!names.isEmpty()) found = names.first();
    }
  }
  return found;
}

void RulesBrowser::fitInto(const QRect& available) {
  // Room for the window's frame and title bar, which the size does not count.
  const QSize room = available.size() - QSize(available.width() / 20, available.height() / 12);
  resize(kPreferredSize.boundedTo(room));
  QRect placed(QPoint(), size());
  placed.moveCenter(available.center());
  move(placed.topLeft());
}

void RulesBrowser::keyPressEvent(QKeyEvent* event) {
  const bool controlW = event->key() == Qt::Key_W && event->modifiers() == Qt::ControlModifier;
  if (event->key() == Qt::Key_Escape || controlW || event->matches(QKeySequence::Close)) {
    close();
    return;
  }
  QTextBrowser::keyPressEvent(event);
}

QMimeData* RulesBrowser::createMimeDataFromSelection() const {
  QMimeData* data = QTextBrowser::createMimeDataFromSelection();
  static const QRegularExpression zeroWidthSpace(QStringLiteral("\u200B|&#8203;|&#x200b;"),
                                                 QRegularExpression::CaseInsensitiveOption);
  if (data->hasHtml()) data->setHtml(data->html().remove(zeroWidthSpace));
  if (data->hasText()) data->setText(data->text().remove(QChar(0x200B)));
  // Other formats (an OpenDocument fragment) would carry them too: the text and HTML are enough.
  for (const QString& format : data->formats())
    if (format != QLatin1String("text/plain") && format != QLatin1String("text/html")) data->removeFormat(format);
  return data;
}

QVariant RulesBrowser::loadResource(int type, const QUrl& name) {
  if (type == QTextDocument::ImageResource && name.scheme() == kScheme) return diagrams_.value(name.path());
  return QTextBrowser::loadResource(type, name);
}
