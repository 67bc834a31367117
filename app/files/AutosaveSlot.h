#pragma once
// Which unfinished game is this instance's (issue #32): each running instance of the program
// keeps its own, in a slot of the data folder (unfinished.bao, unfinished-2.bao, ...), with a
// lock file that names the process owning it (QLockFile: its pid). An instance claims, at its
// start, the first slot no running instance owns that holds a game, else the first free one; a
// slot whose owner is gone (killed, crashed) is free again. So a second window never offers,
// writes over or deletes the game of a first one still running, and cleans only the temporary
// files of its own slot.

#include <QLockFile>
#include <QString>
#include <memory>

class AutosaveSlot {
 public:
  static constexpr int kSlots = 8;

  // Claims a slot in `folder` (the data folder, or the one Autosave::useFolder names).
  explicit AutosaveSlot(const QString& folder);
  ~AutosaveSlot();
  AutosaveSlot(const AutosaveSlot&) = delete;
  AutosaveSlot& operator=(const AutosaveSlot&) = delete;

  // The file this instance keeps its unfinished game in; empty when every slot is owned.
  QString path() const { return path_; }
  // Another running instance owns a slot holding an unfinished game (which is why none is
  // offered here).
  bool anotherInstanceKeepsAGame() const { return othersKeepAGame_; }

  static QString pathOf(const QString& folder, int slot);

 private:
  QString path_;
  std::unique_ptr<QLockFile> lock_;
  bool othersKeepAGame_ = false;
};
