#include "Statistics.h"

using namespace baraza;

namespace {

QString key(Variant variant, Level level, const char* what) {
  return QStringLiteral("statistics/%1/%2/%3")
      .arg(QString::fromLatin1(variantName(variant).data()), QString::fromLatin1(levelName(level).data()),
           QString::fromLatin1(what));
}

int countAt(const QSettings& settings, const QString& key) {
  bool isNumber = false;
  const int value = settings.value(key).toString().toInt(&isNumber);
  return isNumber && value >= 0 && value <= Statistics::kMaxCount ? value : 0;
}

}  // namespace

namespace Statistics {

Tally read(const QSettings& settings, Variant variant, Level level) {
  return {countAt(settings, key(variant, level, "won")), countAt(settings, key(variant, level, "lost")),
          countAt(settings, key(variant, level, "drawn"))};
}

bool count(QSettings& settings, const GameSetup& players, const Result& result) {
  if (!result.over() || players.south == players.north) return false;
  const Side person = players.south == PlayerKind::Human ? Side::South : Side::North;
  const char* what = result.kind == Result::Kind::Draw ? "drawn" : result.winner == person ? "won" : "lost";
  const QString at = key(players.variant, players.levelOf(other(person)), what);  // the computer's level
  settings.setValue(at, std::min(countAt(settings, at) + 1, kMaxCount));
  return true;
}

void reset(QSettings& settings) { settings.remove(QStringLiteral("statistics")); }

}  // namespace Statistics
