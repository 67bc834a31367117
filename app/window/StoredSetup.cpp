#include "StoredSetup.h"

namespace {

// The setting as one of an enum's `count` values, or `fallback` when it is anything else.
template <typename Enum>
Enum enumValue(const QSettings& settings, const QString& key, Enum fallback, int count) {
  bool isNumber = false;
  const int value = settings.value(key).toString().toInt(&isNumber);
  return isNumber && value >= 0 && value < count ? static_cast<Enum>(value) : fallback;
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

}  // namespace StoredSetup
