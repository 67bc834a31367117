#include "ResignQuestion.h"

#include <QMessageBox>
#include <QPointer>
#include <QPushButton>

#include "board/ShownText.h"
#include "session/GameSession.h"
#include "words/Words.h"

using namespace baraza;

namespace {
// A person's name where the game has one, else the side.
QString nameOf(const GameSession& session, Side side) {
  const QString& name = session.setup().nameOf(side);
  return name.isEmpty() ? Words::sideName(side) : ShownText::bounded(name, ShownText::kMaxName);
}
}  // namespace

void ResignQuestion::ask(QWidget* window, GameSession* session) {
  if (!session->canResign()) return;
  const Side resigning = session->decidingSide();
  const Side winner = other(resigning);
  auto* box = new QMessageBox(window);
  box->setObjectName("resignQuestion");
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->setIcon(QMessageBox::Question);
  //: The title of the question asked before a player gives the game up.
  box->setWindowTitle(tr("Resign"));
  if (session->setup().kindOf(winner) == PlayerKind::Computer)
    //: Against the computer: %1 is the person's side (or name), %2 the computer's side.
    box->setText(tr("Do you resign, %1? The computer (%2) wins the game.")
                     .arg(nameOf(*session, resigning), Words::sideName(winner)));
  else
    //: Between two people: %1 (a side or a name) is the one to move, who would resign; %2 the other.
    box->setText(tr("%1, do you resign? %2 wins the game.").arg(nameOf(*session, resigning), nameOf(*session, winner)));
  //: The button that gives the game up.
  QPushButton* resign = box->addButton(tr("Resign"), QMessageBox::AcceptRole);
  //: The button that keeps the game going instead of resigning.
  QPushButton* playOn = box->addButton(tr("Play on"), QMessageBox::RejectRole);
  box->setDefaultButton(playOn);
  box->setEscapeButton(playOn);
  QObject::connect(resign, &QPushButton::clicked, session, [session = QPointer<GameSession>(session)] {
    if (session) session->resign();  // refused if the game has moved on meanwhile
  });
  box->open();
}
