#include "DocumentDialogs.h"

#include <QDate>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QMainWindow>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTreeView>

#include "files/LocalFileColumns.h"
#include "files/RecentGames.h"
#include "session/GameDocument.h"

namespace {
constexpr int kSavedMessageMs = 5000;
}  // namespace

DocumentDialogs::DocumentDialogs(QMainWindow* window, GameDocument* document)
    : QObject(window), window_(window), document_(document) {}

QMessageBox* DocumentDialogs::openBox(const char* name, const QString& title, QMessageBox::Icon icon) {
  auto* box = new QMessageBox(window_);
  box->setObjectName(QString::fromLatin1(name));
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->setWindowTitle(title);
  box->setIcon(icon);
  return box;
}

// Nothing lost by accident: a game with changes out of its file is replaced only once the
// player has said what becomes of them.
void DocumentDialogs::whenGameMayGo(Replacing why, const std::function<void()>& then) {
  if (!document_->hasUnsavedChanges()) return then();
  auto* box = openBox("saveChangesQuestion", tr("Save game"), QMessageBox::Question);
  const QString file = document_->filePath();
  box->setText(file.isEmpty()
                   //: Asked before a game without a file is replaced (a new game, a lesson, Quit, …).
                   ? tr("This game has not been saved. Save it?")
                   //: %1 is the game's file name.
                   : tr("%1 has changed since it was saved. Save the changes?").arg(QFileInfo(file).fileName()));
  if (why == Replacing::Lesson)
    //: Before a lesson, under the question whether to save the game; "Leave lesson" is the lesson pane's button.
    box->setInformativeText(tr("The lesson puts your game aside; Leave lesson brings it back."));
  else if (document_->hasPutAside())
    //: During a lesson, under the question whether to save the game: which game is meant.
    box->setInformativeText(tr("This is your game that the lesson put aside."));
  QPushButton* save = box->addButton(tr("Save"), QMessageBox::AcceptRole);
  QPushButton* discard = box->addButton(tr("Don't save"), QMessageBox::DestructiveRole);
  box->addButton(tr("Cancel"), QMessageBox::RejectRole);  // also Esc and the close button
  box->setDefaultButton(save);
  connect(save, &QPushButton::clicked, this, [this, then] { this->save(then); });
  connect(discard, &QPushButton::clicked, this, then);
  box->open();
}

void DocumentDialogs::save(const std::function<void()>& then) {
  const QString file = document_->filePath();
  if (file.isEmpty()) return saveAs(then);
  if (write(file) && then) then();
}

void DocumentDialogs::saveAs(const std::function<void()>& then) {
  QFileDialog* dialog = newFileDialog("saveDialog", tr("Save game"), tr("Bao games (*.bao)"));
  dialog->setAcceptMode(QFileDialog::AcceptSave);
  dialog->setFileMode(QFileDialog::AnyFile);
  dialog->setDefaultSuffix("bao");
  const QString file = document_->filePath();
  if (!file.isEmpty()) {
    dialog->selectFile(file);
  } else {  // a name to start from: the game and the day
    const std::string_view game = baraza::variantName(document_->variant());
    dialog->selectFile(
        QStringLiteral("%1-%2.bao")
            .arg(QString::fromLatin1(game.data(), qsizetype(game.size())), QDate::currentDate().toString(Qt::ISODate)));
  }
  connect(dialog, &QFileDialog::fileSelected, this, [this, then](const QString& path) {
    if (write(path) && then) then();
  });
  dialog->open();
}

bool DocumentDialogs::write(const QString& path) {
  QString error;
  if (document_->save(path, &error)) {
    //: Status bar after saving; %1 is the file's name.
    window_->statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), kSavedMessageMs);
    return true;
  }
  //: %1 is the reason, e.g. "the disk is full".
  const QString text = tr("The game could not be saved: %1. A file that was there before is unchanged.");
  auto* box = openBox("saveError", tr("Save game"), QMessageBox::Warning);
  box->setText(text.arg(error));
  box->addButton(tr("Close"), QMessageBox::AcceptRole);
  box->open();
  return false;
}

QFileDialog* DocumentDialogs::newFileDialog(const char* name, const QString& title, const QString& filter) {
  auto* dialog = new QFileDialog(window_, title, RecentGames::folder(QSettings()), filter);
  dialog->setObjectName(name);
  // Qt's own dialog everywhere: it speaks the interface language (see Languages::loadQtCatalogue),
  // sizes and dates too, and is wide enough for the file list's columns.
  dialog->setOption(QFileDialog::DontUseNativeDialog);
  dialog->setProxyModel(new LocalFileColumns(dialog));
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  const QFontMetrics metrics = dialog->fontMetrics();
  dialog->resize(dialog->sizeHint().expandedTo(QSize(metrics.averageCharWidth() * 110, metrics.height() * 28)));
  if (auto* list = dialog->findChild<QTreeView*>(QStringLiteral("treeView"))) {
    list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);  // size
    list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);  // type
    list->header()->setSectionResizeMode(3, QHeaderView::ResizeToContents);  // date modified
  }
  return dialog;
}

void DocumentDialogs::chooseFileToOpen(const std::function<void(const QString&)>& open) {
  QFileDialog* dialog = newFileDialog("openDialog", tr("Open game"), tr("Bao games (*.bao);;All files (*)"));
  dialog->setFileMode(QFileDialog::ExistingFile);
  connect(dialog, &QFileDialog::fileSelected, this, open);
  dialog->open();
}

void DocumentDialogs::showOpenError(const QString& path, const QString& problem) {
  auto* box = openBox("openError", tr("Open game"), QMessageBox::Warning);
  box->setText(tr("%1 could not be opened: %2").arg(QFileInfo(path).fileName(), problem));
  box->addButton(tr("Close"), QMessageBox::AcceptRole);
  box->open();
}

void DocumentDialogs::tellRecentMissing(const QString& path) {
  auto* box = openBox("recentMissing", tr("Open game"), QMessageBox::Warning);
  //: %1 is a file's full path.
  box->setText(tr("%1 is no longer there. It has been removed from the recent games.").arg(path));
  box->addButton(tr("Close"), QMessageBox::AcceptRole);
  box->open();
}

// However it is closed (a button, Esc, the window's close button), the question leads somewhere:
// the game goes on unless the Discard button was clicked, so that it never leaves the window
// paused and never throws a game away but on purpose.
void DocumentDialogs::askToResume(const Autosave::Found& found) {
  auto* box = openBox("resumeQuestion", tr("Unfinished game"));
  QPushButton* goOn = nullptr;
  if (found.state == Autosave::Found::State::Good) {
    box->setText(tr("Your last game was not finished. Continue it?"));
    goOn = box->addButton(tr("Continue"), QMessageBox::AcceptRole);
  } else if (found.record) {
    //: %n counts the moves before the damage; English avoids the plural, translations may use it.
    box->setText(tr("Your last game was not finished, but its file is damaged. Moves that can be recovered: %n.",
                    nullptr, int(found.record->moves.size())));
    goOn = box->addButton(tr("Recover"), QMessageBox::AcceptRole);
  } else {
    box->setText(tr("Your last game was not finished, but its file is damaged and none of it can be read."));
    // Nothing to go on with: "not now" keeps the file as it is for the next start.
    goOn = box->addButton(tr("Not now"), QMessageBox::RejectRole);
  }
  // Throwing the game away needs its own button, and only a click on it.
  QPushButton* discard = box->addButton(tr("Discard"), QMessageBox::DestructiveRole);
  box->setDefaultButton(goOn);
  box->setEscapeButton(goOn);
  connect(box, &QDialog::finished, document_, [this, box, discard, found] {
    if (box->clickedButton() == discard) return document_->discardUnfinishedGame();
    if (!found.record) return document_->keepUnfinishedGameAside();
    document_->resume(*found.record, *found.game);
  });
  box->open();
}

void DocumentDialogs::askNewLine(int dropped, const std::function<void()>& play,
                                 const std::function<void()>& finished) {
  QMessageBox* box = openBox("newLineQuestion", tr("New line"));
  box->setText(dropped == 1 ? tr("Playing here drops the next move of this game. Play it?")
                            : tr("Playing here drops the %n later moves of this game. Play it?", nullptr, dropped));
  QPushButton* playButton = box->addButton(tr("Play"), QMessageBox::AcceptRole);
  box->addButton(tr("Cancel"), QMessageBox::RejectRole);
  connect(playButton, &QPushButton::clicked, this, play);
  connect(box, &QDialog::finished, this, finished);
  box->open();
}
