#include "RecordErrors.h"

#include <QRegularExpression>

#include "words/PositionProblemText.h"

namespace {

// The reasons parseRecord() gives after "line N: ", each with the words it names.
QString describeLine(const QString& line, const QString& reason, const baraza::PositionProblem& startProblem) {
  QRegularExpressionMatch m;
  const auto matches = [&](const char* pattern) {
    m = QRegularExpression(QString::fromLatin1(pattern)).match(reason);
    return m.hasMatch();
  };
  if (matches("^illegal move (\\S+) at ply (\\d+)$"))
    return RecordErrors::tr("line %1: the move %2 (ply %3) is not allowed").arg(line, m.captured(1), m.captured(2));
  if (matches("^move (\\S+) after the end of the game$"))
    return RecordErrors::tr("line %1: the move %2 comes after the end of the game").arg(line, m.captured(1));
  if (matches("^bad move '([^']*)'.* at ply \\d+$"))
    return RecordErrors::tr("line %1: the move %2 cannot be read").arg(line, m.captured(1));
  if (matches("^unknown game '([^']*)'$")) return RecordErrors::tr("line %1: unknown game %2").arg(line, m.captured(1));
  if (matches("^the \\[Game"))
    //: [Game "…"] is written as it is in the file and stays untranslated.
    return RecordErrors::tr("line %1: the [Game \"…\"] tag must come first").arg(line);
  if (matches("^bad start position") && startProblem)
    //: %2 says why, e.g. "“hz” (the hizi zetu mark) is missing".
    return RecordErrors::tr("line %1: the start position cannot be used: %2")
        .arg(line, PositionProblemText::describe(startProblem));
  if (matches("^bad start position")) return RecordErrors::tr("line %1: the start position is not valid").arg(line);
  if (matches("^the start position is not a"))
    return RecordErrors::tr("line %1: the start position belongs to another game").arg(line);
  if (matches("^the result")) return RecordErrors::tr("line %1: the result does not match the moves").arg(line);
  return RecordErrors::tr("line %1: this line is not part of a game record").arg(line);
}

}  // namespace

QString RecordErrors::describe(const std::string& engineError, const baraza::PositionProblem& startProblem) {
  const QString error = QString::fromStdString(engineError);
  const QRegularExpressionMatch line = QRegularExpression(QStringLiteral("^line (\\d+): (.*)$")).match(error);
  if (line.hasMatch()) return describeLine(line.captured(1), line.captured(2), startProblem);
  if (error.startsWith(QLatin1String("the file is larger"))) return tr("the file is too large to be a game record");
  if (error == QLatin1String("not a text file")) return tr("it is not a text file");
  if (error == QLatin1String("the file is empty")) return tr("the file is empty");
  //: [Game "…"] is written as it is in the file and stays untranslated.
  if (error.startsWith(QLatin1String("no [Game"))) return tr("the file names no game (a [Game \"…\"] tag)");
  return tr("it is not a game record");
}
