<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- English needs only its plurals: tr("%n seeds", nullptr, n) without a catalogue reads "1 seeds".
     Kept by hand: every plural message of baraza_sw.ts, the singular form first (tst_translations). -->
<TS version="2.1" language="en">
<context>
    <name>AnalysisPane</name>
    <message numerus="yes">
        <source>%1 of %n moves analysed: Game → Analyse game does the rest.</source>
        <translation>
            <numerusform>%1 of %n move analysed: Game → Analyse game does the rest.</numerusform>
            <numerusform>%1 of %n moves analysed: Game → Analyse game does the rest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing the %n positions not analysed yet…</source>
        <translation>
            <numerusform>Analysing the position not analysed yet…</numerusform>
            <numerusform>Analysing the %n positions not analysed yet…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <source>%n seeds still to sow, beside %1</source>
        <translation>
            <numerusform>%n seed still to sow, beside %1</numerusform>
            <numerusform>%n seeds still to sow, beside %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message numerus="yes">
        <source>%n seeds</source>
        <translation>
            <numerusform>%n seed</numerusform>
            <numerusform>%n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stones</source>
        <translation>
            <numerusform>%n stone</numerusform>
            <numerusform>%n stones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintExplanation</name>
    <message numerus="yes">
        <source>%1 captures %n seeds and leaves %2 no capture.</source>
        <translation>
            <numerusform>%1 captures %n seed and leaves %2 no capture.</numerusform>
            <numerusform>%1 captures %n seeds and leaves %2 no capture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds, more than %2 can take back.</source>
        <translation>
            <numerusform>%1 captures %n seed, more than %2 can take back.</numerusform>
            <numerusform>%1 captures %n seeds, more than %2 can take back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds.</source>
        <translation>
            <numerusform>%1 captures %n seed.</numerusform>
            <numerusform>%1 captures %n seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n seeds into your store.</source>
        <translation>
            <numerusform>%1 puts %n seed into your store.</numerusform>
            <numerusform>%1 puts %n seeds into your store.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %2 no better answer than capturing %n seeds.</source>
        <translation>
            <numerusform>%1 leaves %2 no better answer than capturing %n seed.</numerusform>
            <numerusform>%1 leaves %2 no better answer than capturing %n seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones and leaves %2 no capture.</source>
        <translation>
            <numerusform>%1 captures %n stone and leaves %2 no capture.</numerusform>
            <numerusform>%1 captures %n stones and leaves %2 no capture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones, more than %2 can take back.</source>
        <translation>
            <numerusform>%1 captures %n stone, more than %2 can take back.</numerusform>
            <numerusform>%1 captures %n stones, more than %2 can take back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones.</source>
        <translation>
            <numerusform>%1 captures %n stone.</numerusform>
            <numerusform>%1 captures %n stones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %2 no better answer than capturing %n stones.</source>
        <translation>
            <numerusform>%1 leaves %2 no better answer than capturing %n stone.</numerusform>
            <numerusform>%1 leaves %2 no better answer than capturing %n stones.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message numerus="yes">
        <source>Your move %1 captured %n seeds from %2.</source>
        <translation>
            <numerusform>Your move %1 captured %n seed from %2.</numerusform>
            <numerusform>Your move %1 captured %n seeds from %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 captured %n stones from %2.</source>
        <translation>
            <numerusform>Your move %1 captured %n stone from %2.</numerusform>
            <numerusform>Your move %1 captured %n stones from %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
</context>
<context>
    <name>Narrator</name>
    <message numerus="yes">
        <source>%n of the %1 seeds of %2 are lifted to be sown.</source>
        <translation>
            <numerusform>%n of the %1 seeds of %2 is lifted to be sown.</numerusform>
            <numerusform>%n of the %1 seeds of %2 are lifted to be sown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>The %n later moves of this game will be dropped.</source>
        <translation>
            <numerusform>The %n later move of this game will be dropped.</numerusform>
            <numerusform>The %n later moves of this game will be dropped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s name can be at most %n characters long.</source>
        <translation>
            <numerusform>%1&apos;s name can be at most %n character long.</numerusform>
            <numerusform>%1&apos;s name can be at most %n characters long.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionProblemText</name>
    <message numerus="yes">
        <source>%n seeds are in play, but %1 has only %2</source>
        <translation>
            <numerusform>%n seed is in play, but %1 has only %2</numerusform>
            <numerusform>%n seeds are in play, but %1 has only %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stones are in play, but %1 has only %2</source>
        <translation>
            <numerusform>%n stone is in play, but %1 has only %2</numerusform>
            <numerusform>%n stones are in play, but %1 has only %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message numerus="yes">
        <source>%n seeds of the game&apos;s %1: a position that cannot arise in a game (no seed ever leaves it), but it can be played as an exercise.</source>
        <translation>
            <numerusform>%n seed of the game&apos;s %1: a position that cannot arise in a game (no seed ever leaves it), but it can be played as an exercise.</numerusform>
            <numerusform>%n seeds of the game&apos;s %1: a position that cannot arise in a game (no seed ever leaves it), but it can be played as an exercise.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position cannot happen, for %n reasons:</source>
        <translation>
            <numerusform>This position cannot happen, for %n reason:</numerusform>
            <numerusform>This position cannot happen, for %n reasons:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValueText</name>
    <message numerus="yes">
        <source>wins in %n</source>
        <translation>
            <numerusform>wins in %n</numerusform>
            <numerusform>wins in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <translation>
            <numerusform>loses in %n</numerusform>
            <numerusform>loses in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %1–%2 in %n</source>
        <translation>
            <numerusform>wins %1–%2 in %n</numerusform>
            <numerusform>wins %1–%2 in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses %1–%2 in %n</source>
        <translation>
            <numerusform>loses %1–%2 in %n</numerusform>
            <numerusform>loses %1–%2 in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>likely wins in %n</source>
        <translation>
            <numerusform>likely wins in %n</numerusform>
            <numerusform>likely wins in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>likely loses in %n</source>
        <translation>
            <numerusform>likely loses in %n</numerusform>
            <numerusform>likely loses in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentDialogs</name>
    <message numerus="yes">
        <source>Playing here drops the %n later moves of this game. Play it?</source>
        <translation>
            <numerusform>Playing here drops the %n later move of this game. Play it?</numerusform>
            <numerusform>Playing here drops the %n later moves of this game. Play it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your last game was not finished, but its file is damaged. Moves that can be recovered: %n.</source>
        <translation>
            <numerusform>Your last game was not finished, but its file is damaged. Moves that can be recovered: %n.</numerusform>
            <numerusform>Your last game was not finished, but its file is damaged. Moves that can be recovered: %n.</numerusform>
        </translation>
    </message>
</context>
</TS>
