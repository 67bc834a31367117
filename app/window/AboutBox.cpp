#include "AboutBox.h"

#include <QMessageBox>

#include "baraza/version.h"

void AboutBox::show(QWidget* parent) {
  QMessageBox box(parent);
  box.setWindowTitle(tr("About Baraza"));
  box.setText(
      tr("<b>Baraza</b><br>Bao Kigogo, Bao la Kete, Bao la Kiswahili, Bao Kingulu and Bao la Kimasai: play, watch "
         "every sowing "
         "seed by seed, and learn the rules.<br>A <i>baraza</i> is the stone bench where Bao is played on the "
         "Swahili coast.") +
      QStringLiteral("<p>") +
      //: %1 is the version number, e.g. 0.1.0.
      tr("Version %1").arg(QString::fromLatin1(baraza::version().data(), qsizetype(baraza::version().size()))) +
      QStringLiteral("</p><p>") +
      tr("The games were recorded by Martin Klamroth (1911: Kigogo, Kimasai, Kingulu), and, for Bao la Kete, by "
         "Walter Driedger (1972), Alan Boyd and Philip Townshend.") +
      QStringLiteral(" ") +
      //: Bao la Kiswahili is the Bao of Zanzibar and the mainland coast as it is played today.
      tr("Bao la Kiswahili follows the rules played on Zanzibar today, as Alexander de Voogt described them.") +
      QStringLiteral("</p><p>") +
      tr("Baraza is free software: you may share and change it under the GNU General Public License, version 3 "
         "or later. It comes with no warranty.") +
      QStringLiteral("</p>"));
  box.addButton(tr("Close"), QMessageBox::AcceptRole);
  box.exec();
}
