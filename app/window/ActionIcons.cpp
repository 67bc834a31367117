#include "ActionIcons.h"

#include <QApplication>
#include <QFile>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>
#include <QSvgRenderer>

namespace {

// Draws one of Baraza's line icons, whose SVG strokes and fills are "currentColor", in the colour
// the application's palette gives the mode: the text colour, greyed when disabled, the highlighted
// text colour in a highlighted menu item.
class PaletteIconEngine : public QIconEngine {
 public:
  explicit PaletteIconEngine(QByteArray svg) : svg_(std::move(svg)) {}

  void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override {
    const QColor colour = colourFor(mode);
    QByteArray coloured = svg_;
    coloured.replace("currentColor", colour.name(QColor::HexRgb).toLatin1());  // Qt SVG reads no alpha there
    QSvgRenderer renderer(coloured);
    painter->save();
    painter->setOpacity(painter->opacity() * colour.alphaF());
    renderer.render(painter, rect);
    painter->restore();
  }

  QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
    QPixmap pixmap(size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    paint(&painter, QRect(QPoint(0, 0), size), mode, state);
    return pixmap;
  }

  QIconEngine* clone() const override { return new PaletteIconEngine(svg_); }
  QString key() const override { return QStringLiteral("BarazaPaletteIcon"); }

 private:
  static QColor colourFor(QIcon::Mode mode) {
    const QPalette palette = QApplication::palette();
    switch (mode) {
      case QIcon::Disabled:
        return palette.color(QPalette::Disabled, QPalette::WindowText);
      case QIcon::Selected:
        return palette.color(QPalette::Active, QPalette::HighlightedText);
      default:
        return palette.color(QPalette::Active, QPalette::WindowText);
    }
  }

  QByteArray svg_;
};

}  // namespace

QIcon ActionIcons::icon(const char* bundled, const char* themeName) {
  QFile file(QStringLiteral(":/icons/actions/%1.svg").arg(QLatin1String(bundled)));
  if (!file.open(QIODevice::ReadOnly)) return {};
  const QIcon drawn(new PaletteIconEngine(file.readAll()));
  return themeName ? QIcon::fromTheme(QLatin1String(themeName), drawn) : drawn;
}
