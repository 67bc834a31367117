#pragma once
// The unfinished game kept between runs (unfinished.bao in the program's data folder; another
// instance running at the same time keeps its own, see AutosaveSlot): written after every
// move, offered at the next start, and recovered as far as it is good when damaged. Who plays
// each side is in its tags (session/Players.h), so that resuming restores them.

#include <QString>
#include <optional>

#include "baraza/record.h"

namespace Autosave {

// The folder the unfinished games are kept in, and the first one's file.
QString folder();
QString path();
// Keeps the unfinished game in `folder` instead (screenshots and benchmarks: not the player's).
void useFolder(const QString& folder);

// What the file holds at start-up.
struct Found {
  enum class State { None, Good, Damaged } state = State::None;
  std::optional<baraza::GameRecord> record;  // Damaged: its valid beginning, if any
  std::optional<baraza::Game> game;          // the record's moves played
};
// Reads and replays the file at `path`: it may take seconds (a crafted file), so call it off the
// GUI thread.
Found find(const QString& path = Autosave::path());

// The record carries its players in its tags (session/Players.h).
bool write(const baraza::GameRecord& record, const baraza::Result& result, QString* problem,
           const QString& path = Autosave::path());
void discard(const QString& path = Autosave::path());
// QSaveFile's temporary files (unfinished.bao.XXXXXX) left by a writer killed before its rename.
void removeLeftovers(const QString& path = Autosave::path());

}  // namespace Autosave
