#include "StoredSetup.h"

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
  setup.south = enumValue(settings, QStringLiteral("game/south"), defaults.south, 2);
  setup.north = enumValue(settings, QStringLiteral("game/north"), defaults.north, 2);
  setup.level = enumValue(settings, QStringLiteral("game/level"), defaults.level, int(baraza::Level::Expert) + 1);
  return setup;
}

void write(QSettings& settings, const GameSetup& setup) {
  settings.setValue(QStringLiteral("game/variant"), int(setup.variant));
  settings.setValue(QStringLiteral("game/south"), int(setup.south));
  settings.setValue(QStringLiteral("game/north"), int(setup.north));
  settings.setValue(QStringLiteral("game/level"), int(setup.level));
}

TracePlayer::Speed speed(const QSettings& settings) {
  return enumValue(settings, QStringLiteral("view/speed"), TracePlayer::Speed::Normal,
                   int(TracePlayer::Speed::Instant) + 1);
}

Preferences preferences(const QSettings& settings) {
  const Preferences defaults;
  Preferences preferences;
  preferences.speed = speed(settings);
  preferences.sound = boolValue(settings, QStringLiteral("sound/on"), defaults.sound);
  preferences.volume = intValue(settings, QStringLiteral("sound/volume"), defaults.volume, 0, 100);
  preferences.seedColour = enumValue(settings, QStringLiteral("view/seedColour"), defaults.seedColour, kSeedColours);
  preferences.confirmMoves = boolValue(settings, QStringLiteral("play/confirmMoves"), defaults.confirmMoves);
  return preferences;
}

void write(QSettings& settings, const Preferences& preferences) {
  settings.setValue(QStringLiteral("view/speed"), int(preferences.speed));
  settings.setValue(QStringLiteral("sound/on"), preferences.sound);
  settings.setValue(QStringLiteral("sound/volume"), preferences.volume);
  settings.setValue(QStringLiteral("view/seedColour"), int(preferences.seedColour));
  settings.setValue(QStringLiteral("play/confirmMoves"), preferences.confirmMoves);
}

}  // namespace StoredSetup
