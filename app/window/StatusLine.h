#pragma once
// The status bar's line: the game, whose turn it is and what is asked of him, what the computer
// is doing, and where the point is along the line. It follows the session, the document, the
// lesson and the board's input by itself.

#include <QLabel>

class GameDocument;
class GameSession;
class LessonPane;
class MoveInput;

class StatusLine : public QLabel {
  Q_OBJECT

 public:
  StatusLine(GameSession* session, GameDocument* document, LessonPane* lesson, MoveInput* input,
             QWidget* parent = nullptr);

  void update();

 private:
  GameSession* session_;
  GameDocument* document_;
  LessonPane* lesson_;
  MoveInput* input_;
};
