// Game records (.bao, docs/bao-format.md): round trips for every game, tag values holding any
// character, reading in linear time, and every kind of bad file rejected with the line and the
// reason.
#include <QTest>
#include <ctime>
#include <random>

#include "baraza/record.h"

using namespace baraza;

namespace {

// A Unicode scalar value as UTF-8.
std::string utf8(char32_t c) {
  std::string text;
  if (c < 0x80) {
    text += char(c);
  } else if (c < 0x800) {
    text += char(0xC0 | (c >> 6));
    text += char(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    text += char(0xE0 | (c >> 12));
    text += char(0x80 | ((c >> 6) & 0x3F));
    text += char(0x80 | (c & 0x3F));
  } else {
    text += char(0xF0 | (c >> 18));
    text += char(0x80 | ((c >> 12) & 0x3F));
    text += char(0x80 | ((c >> 6) & 0x3F));
    text += char(0x80 | (c & 0x3F));
  }
  return text;
}

// Up to `length` characters: printable ASCII (what the format escapes among them most often) and
// any Unicode scalar value beyond ASCII.
std::string randomText(std::mt19937& random, int length) {
  static const std::string special = "\"#{}[];\\ ";
  std::string text;
  const int n = int(random() % std::uint32_t(length + 1));
  for (int i = 0; i < n; ++i) {
    switch (random() % 4) {
      case 0:
        text += special[random() % special.size()];
        break;
      case 1:
        text += char(0x20 + random() % 95);
        break;
      default: {
        char32_t c = 0x80 + random() % (0x110000 - 0x80);
        if (c >= 0xD800 && c < 0xE000) c -= 0x800;  // no surrogates: they are not characters
        text += utf8(c);
      }
    }
  }
  return text;
}

// CPU seconds spent by `work`: a bound on them does not depend on what else the machine runs.
template <class Work>
double cpuSeconds(Work work) {
  const std::clock_t start = std::clock();
  work();
  return double(std::clock() - start) / CLOCKS_PER_SEC;
}

}  // namespace

class TestRecords : public QObject {
  Q_OBJECT

 private slots:
  void roundTrip_data() {
    QTest::addColumn<QString>("variant");
    for (Variant v : kAllVariants) QTest::newRow(variantName(v).data()) << QString(variantName(v).data());
  }
  void roundTrip() {
    QFETCH(QString, variant);
    const Variant v = *variantFromName(variant.toStdString());
    std::mt19937 random(3);
    for (int g = 0; g < 20; ++g) {
      Game game(startPosition(v));
      const int plies = g % 2 ? 1000 : 9;  // finished games and unfinished ones
      while (!game.result().over() && int(game.ply()) < plies)
        game.play(game.legalMoves()[random() % game.legalMoves().size()]);
      GameRecord record = recordOf(game);
      record.setTag("South", "Amina");
      record.setTag("North", "Juma \\ Ali");
      const std::string text = formatRecord(record, game.result());
      const Parsed<GameRecord> parsed = parseRecord(text);
      QVERIFY2(parsed.value.has_value(), (parsed.error + "\n" + text).c_str());
      QVERIFY(parsed.value->moves == game.line());
      QCOMPARE(parsed.value->tag("South"), std::string("Amina"));
      QCOMPARE(parsed.value->tag("North"), std::string("Juma \\ Ali"));
      const Game replayed = replayRecord(*parsed.value);
      QVERIFY(replayed.position() == game.position());
      QVERIFY(replayed.result() == game.result());
    }
  }

  // The players' decisions (and a clock's) are results of their own (docs/bao-format.md):
  // written, read back and replayed as they were, the line's moves unchanged.
  void decisionsRoundTrip_data() {
    QTest::addColumn<QString>("result");
    QTest::newRow("South resigned") << "N resignation";
    QTest::newRow("North resigned") << "S resignation";
    QTest::newRow("a draw agreed") << "draw agreement";
    QTest::newRow("North's time ran out") << "S time";
  }
  void decisionsRoundTrip() {
    QFETCH(QString, result);
    const std::optional<Result> decision = parseDecision(result.toStdString());
    QVERIFY(decision);
    QCOMPARE(formatResult(*decision), result.toStdString());
    Game game(startPosition(Variant::Kigogo));
    for (int i = 0; i < 3; ++i) game.play(game.legalMoves()[0]);
    QVERIFY(game.decide(*decision));
    const std::string text = formatRecord(recordOf(game), game.lineResult());
    QVERIFY2(text.find("[Result \"" + result.toStdString() + "\"]") != std::string::npos, text.c_str());
    std::optional<Game> replayed;
    const Parsed<GameRecord> parsed = parseRecord(text, &replayed);
    QVERIFY2(parsed.value.has_value(), parsed.error.c_str());
    QVERIFY(replayed->lineResult() == *decision);
    QVERIFY(replayed->line() == game.line());
    QVERIFY(replayRecord(*parsed.value).lineResult() == *decision);
    QVERIFY(!parseDecision("S captured-all"));  // the rules' results are not the players'
    QVERIFY(!parseDecision("draw repetition"));
  }

  // Every printable ASCII character in a tag value, alone and among the ones the reader treats
  // as special elsewhere ('#' starts a comment, '{' a move comment, '[' a tag, '"' ends a value,
  // '\\' escapes), is read back as it was written.
  void everyPrintableCharacterInATag_data() {
    QTest::addColumn<QByteArray>("value");
    for (char c = 0x20; c < 0x7F; ++c) {
      const QByteArray value = QByteArray("a") + c + "b";
      QTest::newRow(QByteArray::number(int(c)).constData()) << value;
      QTest::newRow((QByteArray::number(int(c)) + " alone").constData()) << QByteArray(1, c);
    }
    QTest::newRow("a name that broke the record") << QByteArray("Amina \"#1\" \\o/");
    QTest::newRow("ends with a backslash") << QByteArray("C:\\games\\");
    QTest::newRow("quote and bracket") << QByteArray("\"]");
    QTest::newRow("escape-like") << QByteArray("\\\"\\\\\\n");
    QTest::newRow("spaces around") << QByteArray("  two  ");
    QTest::newRow("tab") << QByteArray("a\tb");
    QTest::newRow("a comment inside") << QByteArray("x {not a comment} # nor this ; nor this");
    QTest::newRow("empty") << QByteArray();
  }
  void everyPrintableCharacterInATag() {
    QFETCH(QByteArray, value);
    GameRecord record = recordOf(Game(startPosition(Variant::Kingulu)));
    record.setTag("South", value.toStdString());
    record.setTag("Event", value.toStdString());
    const std::string text = formatRecord(record, Result{});
    const auto parsed = parseRecord(text);
    QVERIFY2(parsed.value.has_value(), (parsed.error + "\n" + text).c_str());
    QCOMPARE(parsed.value->tag("South"), value.toStdString());
    QCOMPARE(parsed.value->tag("Event"), value.toStdString());
  }

  // Records whose tags (names and values) hold random printable ASCII and random Unicode, with
  // comments and moves, are read back with every tag, in order, as written.
  void randomTagsRoundTrip() {
    std::mt19937 random(32);
    for (int round = 0; round < 500; ++round) {
      Game game(startPosition(kAllVariants[std::size_t(round) % kAllVariants.size()]));
      for (int ply = 0; ply < round % 7 && !game.result().over(); ++ply)
        game.play(game.legalMoves()[random() % game.legalMoves().size()]);
      GameRecord record = recordOf(game);
      std::vector<std::pair<std::string, std::string>> written;
      for (int i = 0; i < 6; ++i) {
        std::string name = std::to_string(i);  // distinct names
        for (char c : randomText(random, 8))   // a name is one word: no spaces
          if (c != ' ') name += c;
        const std::string value = randomText(random, 40);
        record.setTag(name, value);
        written.emplace_back(name, value);
      }
      const std::string text = formatRecord(record, game.result());
      const auto parsed = parseRecord(text);
      QVERIFY2(parsed.value.has_value(), (parsed.error + "\n" + text).c_str());
      std::vector<std::pair<std::string, std::string>> read = parsed.value->tags;
      std::erase_if(read, [](const auto& tag) { return tag.first == "Game" || tag.first == "Result"; });
      QVERIFY2(read == written, text.c_str());
      QVERIFY(parsed.value->moves == game.line());
    }
  }

  // What older versions wrote stays readable: a backslash before anything but '"' or '\\' is
  // itself, and a value that ended with one (written unescaped) still reads.
  void olderTagsStillRead_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("value");
    QTest::newRow("backslash") << QByteArray("[Event \"C:\\games\\old\"]") << "C:\\games\\old";
    QTest::newRow("ends with a backslash") << QByteArray("[Event \"C:\\games\\\"]") << "C:\\games\\";
    QTest::newRow("comment after the tag") << QByteArray("[Event \"club\"]  # an evening") << "club";
  }
  void olderTagsStillRead() {
    QFETCH(QByteArray, line);
    QFETCH(QString, value);
    const auto parsed = parseRecord("[Game \"kingulu\"]\n" + line.toStdString() + "\n1. c1\n");
    QVERIFY2(parsed.value.has_value(), parsed.error.c_str());
    QCOMPARE(QString::fromStdString(parsed.value->tag("Event")), value);
  }

  // The worst 1 MiB records read in linear time: 80,000 tags (each checked against the others for
  // a repeat) and 340,000 comments at one ply (joined into one). They took 6 s and 2.6 s of CPU
  // when every check scanned all tags and every comment copied the text joined so far; the bound
  // is five times what bao-cli check may take (tools/record-bench.sh).
  void worstRecordsReadInLinearTime_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("tags");
    QTest::addColumn<int>("commentLength");
    QByteArray tags = "[Game \"kete\"]\n";
    for (int i = 0; i < 80000; ++i) tags += "[T" + QByteArray::number(i) + " \"\"]\n";
    QTest::newRow("80,000 tags") << tags << 80001 << 0;
    QByteArray comments = "[Game \"kete\"]\n";
    comments.reserve(int(kMaxRecordBytes));
    for (int i = 0; i < 340000; ++i) comments += "{a}";
    QTest::newRow("340,000 comments") << comments << 1 << 340000 * 2 - 1;
  }
  void worstRecordsReadInLinearTime() {
    QFETCH(QByteArray, text);
    QFETCH(int, tags);
    QFETCH(int, commentLength);
    QVERIFY(std::size_t(text.size()) <= kMaxRecordBytes);
    std::optional<Game> replayed;
    Parsed<GameRecord> parsed;
    const double seconds = cpuSeconds([&] { parsed = parseRecord(text.toStdString(), &replayed); });
    QVERIFY2(parsed.value.has_value(), parsed.error.c_str());
    QCOMPARE(int(parsed.value->tags.size()), tags);
    QCOMPARE(int(replayed->comment(0).size()), commentLength);
    QVERIFY2(seconds < 1.0, qPrintable(QStringLiteral("%1 s of CPU").arg(seconds)));
  }

  void fromAGivenPosition() {
    const Position start = *parsePosition("kingulu 2,0,0,0,0,3/0,0,0,0,2,1 S store=0,0 mtoto=-").value;
    Game game(start);
    game.play(game.legalMoves()[0]);
    const std::string text = formatRecord(recordOf(game), game.result());
    QVERIFY(text.find("[Start \"kingulu 2,0,0,0,0,3/0,0,0,0,2,1 S store=0,0 mtoto=-\"]") != std::string::npos);
    const auto parsed = parseRecord(text);
    QVERIFY(parsed.value.has_value());
    QVERIFY(parsed.value->start == start);
  }

  // A record without moves (saved right after New game) still names its game and start.
  void noMoves_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<bool>("givenStart");
    for (Variant v : kAllVariants) {
      QTest::newRow(variantName(v).data()) << QString(variantName(v).data()) << false;
      QTest::newRow((std::string(variantName(v)) + " from a given start").c_str())
          << QString(variantName(v).data()) << true;
    }
  }
  void noMoves() {
    QFETCH(QString, variant);
    QFETCH(bool, givenStart);
    const Variant v = *variantFromName(variant.toStdString());
    Game game(startPosition(v));
    if (givenStart) game.play(game.legalMoves()[0]);
    const Game empty(game.position());  // no moves, from the start or from the position after one
    const Parsed<GameRecord> parsed = parseRecord(formatRecord(recordOf(empty), empty.result()));
    QVERIFY2(parsed.value.has_value(), parsed.error.c_str());
    QVERIFY(parsed.value->variant == v);
    QVERIFY(parsed.value->start == empty.position());
    QVERIFY(replayRecord(*parsed.value).position() == empty.position());
  }

  // A damaged autosave: the moves before the damage are recovered, the claimed result dropped.
  void recoverPrefix_data() {
    QTest::addColumn<QByteArray>("damage");
    QTest::addColumn<int>("movesKept");
    QTest::addColumn<int>("cut");  // where the damage starts, in characters from the end
    QTest::newRow("cut in a move") << QByteArray() << 9 << 3;
    QTest::newRow("zeros") << QByteArray(64, '\0') << 10 << 0;
    QTest::newRow("garbage") << QByteArray("\n!!zz??\n") << 10 << 0;
    QTest::newRow("intact") << QByteArray() << 10 << 0;
  }
  void recoverPrefix() {
    QFETCH(QByteArray, damage);
    QFETCH(int, movesKept);
    QFETCH(int, cut);
    Game game(startPosition(Variant::Kete));
    std::mt19937 random(5);
    for (int i = 0; i < 10; ++i) game.play(game.legalMoves()[random() % game.legalMoves().size()]);
    std::string text = formatRecord(recordOf(game), game.result());
    while (text.back() == '\n') text.pop_back();
    text = text.substr(0, text.size() - std::size_t(cut)) + damage.toStdString();
    const std::optional<GameRecord> recovered = recoverRecord(text);
    QVERIFY(recovered.has_value());
    QCOMPARE(int(recovered->moves.size()), movesKept);
    QVERIFY(std::equal(recovered->moves.begin(), recovered->moves.end(), game.moves().begin()));
    QVERIFY(parseRecord(formatRecord(*recovered, replayRecord(*recovered).result())).value.has_value());
  }
  void nothingToRecover() {
    QVERIFY(!recoverRecord("").has_value());
    QVERIFY(!recoverRecord(std::string(100, '\0')).has_value());
    QVERIFY(!recoverRecord("1. c1 a2\n").has_value());
  }

  void commentsAndNumbers() {
    const auto parsed = parseRecord(
        "# a friendly game\n[Game \"kingulu\"]\n\n1. c1 {a bold start, see #2} a2 # North answers\n2. f1\n");
    QVERIFY2(parsed.value.has_value(), parsed.error.c_str());
    QCOMPARE(parsed.value->moves.size(), std::size_t(3));
    // '#' starts a comment outside braces only.
    QCOMPARE(parsed.value->comments.at(1), std::string("a bold start, see #2"));
  }

  // A comment belongs to the ply it follows; the replayed game carries them, and saving keeps them.
  void commentsBelongToTheirPly() {
    std::optional<Game> replayed;
    const auto parsed = parseRecord(
        "[Game \"kingulu\"]\n{Watch the c column.}\n1. c1 {a bold start} {twice} a2\n{North answers}\n2. f1\n",
        &replayed);
    QVERIFY2(parsed.value.has_value(), parsed.error.c_str());
    const GameRecord& record = *parsed.value;
    QCOMPARE(record.comments.size(), std::size_t(3));
    QCOMPARE(record.comments.at(0), std::string("Watch the c column."));
    QCOMPARE(record.comments.at(1), std::string("a bold start twice"));
    QCOMPARE(record.comments.at(2), std::string("North answers"));
    QCOMPARE(replayed->comment(1), std::string("a bold start twice"));
    QVERIFY(replayed->comment(3).empty());

    const Game game = replayRecord(record);
    QCOMPARE(game.comment(2), std::string("North answers"));
    const GameRecord again = recordOf(game);
    QCOMPARE(again.comments, record.comments);
    const auto reread = parseRecord(formatRecord(again, game.lineResult()));
    QVERIFY2(reread.value.has_value(), reread.error.c_str());
    QCOMPARE(reread.value->comments, record.comments);
  }

  void commentTextIsMadeSafeToReadBack() {
    GameRecord record;
    record.variant = Variant::Kingulu;
    record.start = startPosition(Variant::Kingulu);
    record.comments[0] = "odd {braces} # and\nlines";
    const auto reread = parseRecord(formatRecord(record, Result{}));
    QVERIFY2(reread.value.has_value(), reread.error.c_str());
    QCOMPARE(reread.value->comments.at(0), std::string("odd (braces) # and lines"));
  }

  // Playing another move at an earlier point drops the rest of the line and its comments.
  void commentsGoWithTheLineTheyComment() {
    Game game = replayRecord(*parseRecord("[Game \"kingulu\"]\n1. c1 a2 {here} 2. f1 {there}\n").value);
    game.seek({1, 0});
    const MoveList legal = game.legalMoves();
    const auto other = std::find_if(legal.begin(), legal.end(), [&](const Move& m) { return !(m == game.line()[1]); });
    QVERIFY(other != legal.end());
    QVERIFY(game.play(*other));
    QCOMPARE(game.length(), std::size_t(2));
    QVERIFY(game.comment(2).empty());
  }

  void badFiles_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << QByteArray("") << "the file is empty";
    QTest::newRow("unknown game") << QByteArray("[Game \"oware\"]\n1. c1\n") << "line 1: unknown game 'oware'";
    QTest::newRow("no game tag") << QByteArray("1. c1 a2\n") << "line 1: the [Game \"...\"] tag must come first";
    QTest::newRow("illegal move") << QByteArray("[Game \"kingulu\"]\n\n1. c1 a2\n2. a1\n")
                                  << "line 4: illegal move a1 at ply 3";
    QTest::newRow("truncated") << QByteArray("[Game \"kete\"]\n1. f2ccw d3c") << "line 2: bad move 'd3c'";
    QTest::newRow("not text") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << "not a text file";
    QTest::newRow("huge") << QByteArray(int(kMaxRecordBytes) + 10, ' ') << "larger than a game record can be";
    QTest::newRow("bad tag") << QByteArray("[Game kete]\n") << "line 1: a tag must look like";
    QTest::newRow("bad start") << QByteArray("[Game \"kete\"]\n[Start \"kete 1,2 S\"]\n")
                               << "line 2: bad start position";
    QTest::newRow("wrong result") << QByteArray("[Game \"kingulu\"]\n[Result \"N score 30-18\"]\n1. c1\n")
                                  << "line 2: the result";
    QTest::newRow("resignation after the end")
        << QByteArray(
               "[Game \"kingulu\"]\n[Start \"kingulu 0,0,0,0,0,0/1,0,0,0,0,0 N store=20,27 mtoto=-\"]\n"
               "[Result \"N resignation\"]\n")
        << "line 3: the result \"N resignation\" does not match the moves";
    QTest::newRow("a decision misspelt") << QByteArray("[Game \"kete\"]\n[Result \"draw agreed\"]\n1. f2ccw\n")
                                         << "line 2: the result \"draw agreed\" does not match";
    QTest::newRow("move after the end")
        << QByteArray("[Game \"kingulu\"]\n[Start \"kingulu 0,0,0,0,0,0/1,0,0,0,0,0 N store=20,27 mtoto=-\"]\n1. a2\n")
        << "line 3: move a2 after the end of the game";
    const std::string kigogoStart = formatPosition(startPosition(Variant::Kigogo));
    QTest::newRow("start of another game, no moves")
        << QByteArray(("[Game \"kimasai\"]\n[Start \"" + kigogoStart + "\"]\n").c_str())
        << "line 2: the start position is not a kimasai position";
    QTest::newRow("start of another game, with moves")
        << QByteArray(("[Game \"kimasai\"]\n[Event \"x\"]\n[Start \"" + kigogoStart + "\"]\n\n1. a1\n").c_str())
        << "line 3: the start position is not a kimasai position";
    QTest::newRow("start before the game") << QByteArray(("[Start \"" + kigogoStart + "\"]\n[Game \"kete\"]\n").c_str())
                                           << "line 1: the start position is not a kete position";
    QTest::newRow("open comment") << QByteArray("[Game \"kete\"]\n1. f2ccw {oops\n")
                                  << "line 2: a {comment} must close";
    QTest::newRow("unclosed tag value") << QByteArray("[Game \"kete\"]\n[South \"Amina]\n")
                                        << "line 2: a tag must look like";
    QTest::newRow("quote inside a value")
        << QByteArray("[Game \"kete\"]\n[South \"A\"mina\"]\n") << "line 2: a tag must look like";
    QTest::newRow("text after a tag") << QByteArray("[Game \"kete\"]\n[South \"Amina\"] f2ccw\n")
                                      << "line 2: a tag must look like";
    QTest::newRow("tag given twice") << QByteArray("[Game \"kete\"]\n[South \"A\"]\n[South \"B\"]\n")
                                     << "line 3: tag South given twice";
  }
  void badFiles() {
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    const auto parsed = parseRecord(std::string_view(text.constData(), std::size_t(text.size())));
    QVERIFY(!parsed.value.has_value());
    QVERIFY2(QString::fromStdString(parsed.error).contains(error), parsed.error.c_str());
  }

  // A Start tag refused gives its reason as a value too (the window says it in its language):
  // a Kete position without its hizi zetu key.
  void startProblemNamesTheKey() {
    const std::string text =
        "[Game \"kete\"]\n[Start \"kete 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S "
        "reserve=22,22 kuu=1,1\"]\n";
    PositionProblem problem;
    const auto parsed = parseRecord(text, nullptr, &problem);
    QVERIFY(!parsed);
    QCOMPARE(parsed.error, std::string("line 2: bad start position: missing key 'hz'"));
    QCOMPARE(problem.fault, PositionFault::MissingKey);
    QCOMPARE(problem.key, std::string("hz"));
    // A good Start leaves no problem behind.
    PositionProblem none;
    QVERIFY(parseRecord("[Game \"kete\"]\n[Start \"" + formatPosition(startPosition(Variant::Kete)) + "\"]\n", nullptr,
                        &none));
    QVERIFY(!none);
  }
};

QTEST_MAIN(TestRecords)
#include "tst_records.moc"
