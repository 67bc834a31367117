#pragma once
// A question asked inside the window, in a bar above the board, while what it is about stays in
// view: the safari question is asked where the sowing waits (issue #27), never in a window of
// its own over the board and the narration. The answers are buttons; the first is the default
// (Enter), the last is Esc's, from anywhere in the window while the bar shows.

#include <QFrame>
#include <functional>
#include <vector>

class QLabel;
class QHBoxLayout;
class QPushButton;
class QShortcut;

class QuestionBar : public QFrame {
  Q_OBJECT

 public:
  struct Answer {
    QString text;
    const char* name;  // the button's object name
    std::function<void()> act;
  };

  explicit QuestionBar(const char* name, QWidget* parent = nullptr);

  // Shows `question` with its answers (replacing any asked before) and puts the keyboard on the
  // first answer.
  void ask(const QString& question, const std::vector<Answer>& answers);
  void dismiss();
  QString question() const;
  QPushButton* button(const char* name) const;

 protected:
  void keyPressEvent(QKeyEvent* event) override;

 private:
  void answer(std::size_t index);

  QLabel* question_;
  QHBoxLayout* buttons_;
  QShortcut* escape_;
  std::vector<Answer> answers_;
  std::vector<QPushButton*> pushButtons_;
};
