#include "QuestionBar.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>

QuestionBar::QuestionBar(const char* name, QWidget* parent)
    : QFrame(parent), question_(new QLabel), buttons_(new QHBoxLayout), escape_(new QShortcut(this)) {
  setObjectName(QString::fromLatin1(name));
  setFrameShape(QFrame::StyledPanel);
  setAutoFillBackground(true);
  setBackgroundRole(QPalette::ToolTipBase);  // a notice, set apart from the window's panes
  setForegroundRole(QPalette::ToolTipText);
  question_->setObjectName(QStringLiteral("questionText"));
  question_->setWordWrap(true);
  QFont bold = question_->font();
  bold.setBold(true);
  question_->setFont(bold);
  auto* layout = new QHBoxLayout(this);
  layout->addWidget(question_, 1);
  layout->addLayout(buttons_);
  escape_->setKey(QKeySequence(Qt::Key_Escape));
  escape_->setContext(Qt::WindowShortcut);
  escape_->setEnabled(false);
  connect(escape_, &QShortcut::activated, this, [this] {
    if (!answers_.empty()) answer(answers_.size() - 1);
  });
  hide();
}

void QuestionBar::ask(const QString& question, const std::vector<Answer>& answers) {
  for (QPushButton* b : pushButtons_) b->deleteLater();
  pushButtons_.clear();
  answers_ = answers;
  question_->setText(question);
  for (std::size_t i = 0; i < answers_.size(); ++i) {
    auto* b = new QPushButton(answers_[i].text);
    b->setObjectName(QString::fromLatin1(answers_[i].name));
    connect(b, &QPushButton::clicked, this, [this, i] { answer(i); });
    buttons_->addWidget(b);
    pushButtons_.push_back(b);
  }
  escape_->setEnabled(!answers_.empty());
  show();
  if (!pushButtons_.empty()) pushButtons_.front()->setFocus();
}

void QuestionBar::dismiss() {
  escape_->setEnabled(false);
  answers_.clear();
  hide();
}

QString QuestionBar::question() const { return question_->text(); }

QPushButton* QuestionBar::button(const char* name) const {
  for (QPushButton* b : pushButtons_)
    if (b->objectName() == QLatin1String(name)) return b;
  return nullptr;
}

// Once: the answer's act may ask again (the bar stays for it) or end the question.
void QuestionBar::answer(std::size_t index) {
  if (index >= answers_.size()) return;
  const std::function<void()> act = answers_[index].act;
  dismiss();
  if (act) act();
}

void QuestionBar::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Escape && !answers_.empty()) return answer(answers_.size() - 1);
  if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
    for (std::size_t i = 0; i < pushButtons_.size(); ++i)
      if (pushButtons_[i]->hasFocus()) return answer(i);
    if (!answers_.empty()) return answer(0);
  }
  QFrame::keyPressEvent(event);
}
