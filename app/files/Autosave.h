#pragma once
// The unfinished game kept between runs (unfinished.bao in the program's data folder): written
// after every move, offered at the next start, and recovered as far as it is good when damaged.
// It also keeps who plays each side, in tags, so that resuming restores them.

#include <QString>
#include <optional>

#include "baraza/record.h"
#include "play/GameController.h"

namespace Autosave {

QString path();
// Keeps the unfinished game in `folder` instead (screenshots and benchmarks: not the player's).
void useFolder(const QString& folder);

// What the file holds at start-up.
struct Found {
  enum class State { None, Good, Damaged } state = State::None;
  std::optional<baraza::GameRecord> record;  // Damaged: its valid beginning, if any
};
Found find();

bool write(baraza::GameRecord record, const baraza::Result& result, const GameSetup& players, QString* problem);
void discard();
// QSaveFile's temporary files (unfinished.bao.XXXXXX) left by a writer killed before its rename.
void removeLeftovers();

// Who played each side, from the tags write() adds; people on both sides when they are missing.
GameSetup playersOf(const baraza::GameRecord& record);

}  // namespace Autosave
