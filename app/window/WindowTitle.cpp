#include "WindowTitle.h"

#include <QFileInfo>

#include "session/GameDocument.h"
#include "session/GameSession.h"
#include "words/Words.h"

QString WindowTitle::of(const GameDocument& document, const GameSession& session) {
  const QString game = Words::gameName(session.game().start().variant);
  const QString file = document.shownFile();
  if (file.isEmpty()) return tr("Baraza — %1").arg(game);
  // "[*]" is where Qt puts the modified mark; a "[*]" in the file's name is doubled to show as it is.
  const QString name = QFileInfo(file).fileName().replace(QStringLiteral("[*]"), QStringLiteral("[*][*]"));
  //: The window's title: %1 is the game's file name (with its modified mark), %2 the game.
  return tr("Baraza — %1 — %2").arg(name + QStringLiteral("[*]"), game);
}
