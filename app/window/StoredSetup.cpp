#include "StoredSetup.h"

#include <algorithm>

#include "files/SettingsFile.h"
#include "words/Words.h"

namespace {

// The setting as one of an enum's `count` values, or `fallback` when it is anything else.
template <typename Enum>
Enum enumValue(const QSettings& settings, const QString& key, Enum fallback, int count) {
  bool isNumber = false;
  const int value = settings.value(key).toString().toInt(&isNumber);
  return isNumber && value >= 0 && value < count ? static_cast<Enum>(value) : fallback;
}

// A number from `low` to `high`, or `fallback`.
int intValue(const QSettings& settings, const QString& key, int fallback, int low, int high) {
  bool isNumber = false;
  const int value = settings.value(key).toString().toInt(&isNumber);
  return isNumber && value >= low && value <= high ? value : fallback;
}

// "true" or "false" (as QSettings writes them), or `fallback`: "yes" or 2 are not a choice.
bool boolValue(const QSettings& settings, const QString& key, bool fallback) {
  const QString value = settings.value(key).toString();
  if (value == QLatin1String("true")) return true;
  if (value == QLatin1String("false")) return false;
  return fallback;
}

}  // namespace

namespace StoredSetup {

GameSetup read(const QSettings& settings) {
  const GameSetup defaults;
  GameSetup setup;
  setup.variant =
      enumValue(settings, QStringLiteral("game/variant"), defaults.variant, int(baraza::kAllVariants.size()));
  if (std::find(kOfferedGames.begin(), kOfferedGames.end(), setup.variant) == kOfferedGames.end())
    setup.variant = defaults.variant;  // a game the window does not offer
  setup.south = enumValue(settings, QStringLiteral("game/south"), defaults.south, 2);
  setup.north = enumValue(settings, QStringLiteral("game/north"), defaults.north, 2);
  // One level for both sides before each side had its own: it is the default for both.
  const baraza::Level both =
      enumValue(settings, QStringLiteral("game/level"), defaults.levels[0], int(baraza::Level::Expert) + 1);
  for (std::size_t i = 0; i < 2; ++i) {
    const QString side = i == 0 ? QStringLiteral("south") : QStringLiteral("north");
    setup.levels[i] =
        enumValue(settings, QStringLiteral("game/%1Level").arg(side), both, int(baraza::Level::Expert) + 1);
    // A name is a line of text, at most 40 characters.
    const QString name = settings.value(QStringLiteral("game/%1Name").arg(side)).toString().simplified();
    setup.names[i] = name.left(40);
  }
  setup.timeControl =
      TimeControls::fromTag(settings.value(QStringLiteral("game/timeControl")).toString()).value_or(TimeControl{});
  return setup;
}

void write(QSettings& settings, const GameSetup& setup) {
  settings.setValue(QStringLiteral("game/variant"), int(setup.variant));
  settings.setValue(QStringLiteral("game/south"), int(setup.south));
  settings.setValue(QStringLiteral("game/north"), int(setup.north));
  settings.remove(QStringLiteral("game/level"));
  for (std::size_t i = 0; i < 2; ++i) {
    const QString side = i == 0 ? QStringLiteral("south") : QStringLiteral("north");
    settings.setValue(QStringLiteral("game/%1Level").arg(side), int(setup.levels[i]));
    settings.setValue(QStringLiteral("game/%1Name").arg(side), setup.names[i]);
  }
  settings.setValue(QStringLiteral("game/timeControl"), TimeControls::tag(setup.timeControl));
}

Pace::Speed speed(const QSettings& settings) {
  return enumValue(settings, QStringLiteral("view/speed"), Pace::Speed::Normal, int(Pace::Speed::Instant) + 1);
}

Preferences preferences(const QSettings& settings) {
  const Preferences defaults;
  Preferences preferences;
  preferences.speed = speed(settings);
  preferences.sound = boolValue(settings, QStringLiteral("sound/on"), defaults.sound);
  preferences.volume = intValue(settings, QStringLiteral("sound/volume"), defaults.volume, 0, 100);
  preferences.seedColour = enumValue(settings, QStringLiteral("view/seedColour"), defaults.seedColour, kSeedColours);
  preferences.wood = enumValue(settings, QStringLiteral("view/wood"), defaults.wood, kBoardWoods);
  preferences.confirmMoves = boolValue(settings, QStringLiteral("play/confirmMoves"), defaults.confirmMoves);
  return preferences;
}

void write(QSettings& settings, const Preferences& preferences) {
  settings.setValue(QStringLiteral("view/speed"), int(preferences.speed));
  settings.setValue(QStringLiteral("sound/on"), preferences.sound);
  settings.setValue(QStringLiteral("sound/volume"), preferences.volume);
  settings.setValue(QStringLiteral("view/seedColour"), int(preferences.seedColour));
  settings.setValue(QStringLiteral("view/wood"), int(preferences.wood));
  settings.setValue(QStringLiteral("play/confirmMoves"), preferences.confirmMoves);
}

QStringList groups() {
  return {QStringLiteral("General"), QStringLiteral("game"),  QStringLiteral("view"),
          QStringLiteral("sound"),   QStringLiteral("play"),  QStringLiteral("files"),
          QStringLiteral("window"),  QStringLiteral("learn"), QStringLiteral("statistics")};
}

void keepFileSmall() {
  QString problem;
  const QString path = SettingsFile::path();
  if (!SettingsFile::keepSmall(path, groups(), SettingsFile::kMaxBytes, &problem))
    qWarning("The settings file %s is too large and could not be cut back: %s", qPrintable(path), qPrintable(problem));
}

}  // namespace StoredSetup
