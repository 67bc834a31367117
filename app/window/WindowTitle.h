#pragma once
// The main window's title: the game's file, with the place of Qt's modified mark ("[*]"), and
// the game; the game alone while it has no file.

#include <QCoreApplication>
#include <QString>

class GameDocument;
class GameSession;

class WindowTitle {
  Q_DECLARE_TR_FUNCTIONS(WindowTitle)

 public:
  static QString of(const GameDocument& document, const GameSession& session);
};
