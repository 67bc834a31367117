#pragma once
// The window's actions, its menus and its two toolbars: made once, named in the interface
// language (retranslate(), on a change of language only), and enabled from the session's
// queries (what can be undone, replayed, hinted) whenever the point moves. Actions that act on
// the game call the session; the others ask the window through signals.

#include <QObject>
#include <QString>
#include <vector>

#include "baraza/board.h"

class QAction;
class QActionGroup;
class QDockWidget;
class QKeySequence;
class QMainWindow;
class QMenu;
class QToolBar;
class AnalysisPane;
class GameSession;
class LessonPane;

class WindowActions : public QObject {
  Q_OBJECT

 public:
  // The panes whose View menu entries show and hide them.
  struct Panes {
    QDockWidget* moves;
    QDockWidget* narration;
    AnalysisPane* analysis;
    LessonPane* lessons;
  };
  WindowActions(QMainWindow* window, GameSession* session, const Panes& panes);

  QAction* action(const char* name) const;
  QToolBar* toolbar() const { return toolbar_; }
  QToolBar* replayBar() const { return replayBar_; }
  QMenu* recentMenu() const { return recentMenu_; }

  // Each action only where it can act: nothing to take back at the start, nothing to redo at
  // the end of the line, no Hint or analysis during a lesson, no replay without moves ahead.
  void update();
  void fillRecentMenu();
  void showLanguage(const QString& code);
  void showSpeed(int speed);
  // The texts and tooltips in the interface language; the pieces named as the game's are.
  void retranslate();
  void namePieces(baraza::Variant variant);

 signals:
  void newGameRequested();
  void setUpPositionRequested();
  void openRequested();
  void saveRequested();
  void saveAsRequested();
  void recentChosen(const QString& path);
  void sampleChosen(baraza::Variant variant);
  void hintRequested();
  void analyseGameRequested();
  void playOnRequested();
  void resignRequested();  // asked first (ResignQuestion)
  void rulesRequested();
  void settingsRequested();
  void aboutRequested();
  void statisticsRequested();
  void languageChosen(const QString& code);
  void speedChosen(int speed);
  void countsShown(bool shown);

 private:
  QAction* make(const char* name, const char* icon = nullptr, const char* themeIcon = nullptr);
  void createReplayActions();
  void createMenus();
  void retranslateTooltips();
  void undoOrSayWhyNot();
  void setUndoTip();
  // The tooltip `what`, with the keys that do it: "Move back (Ctrl+Left)".
  void setTip(QAction* action, const QString& what, const QKeySequence& keys);
  void setTip(QAction* action, const QString& what);

  QMainWindow* window_;
  GameSession* session_;
  Panes panes_;
  QToolBar* toolbar_;
  QToolBar* replayBar_;
  QMenu* gameMenu_ = nullptr;
  QMenu* learnMenu_ = nullptr;
  QMenu* viewMenu_ = nullptr;
  QMenu* speedMenu_ = nullptr;
  QMenu* languageMenu_ = nullptr;
  QMenu* helpMenu_ = nullptr;
  QMenu* recentMenu_ = nullptr;
  QMenu* samplesMenu_ = nullptr;
  QActionGroup* speeds_ = nullptr;
  QActionGroup* languages_ = nullptr;
  baraza::Variant pieces_ = baraza::Variant::Kete;
};
