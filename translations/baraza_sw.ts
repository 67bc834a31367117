<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Baraza</source>
        <translation>Kuhusu Baraza</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Toleo %1</translation>
    </message>
    <message>
        <source>The games were recorded by Martin Klamroth (1911: Kigogo, Kimasai, Kingulu), and, for Bao la Kete, by Walter Driedger (1972), Alan Boyd and Philip Townshend.</source>
        <translation>Michezo hii iliandikwa na Martin Klamroth (1911: Kigogo, Kimasai, Kingulu), na, kwa Bao la Kete, na Walter Driedger (1972), Alan Boyd na Philip Townshend.</translation>
    </message>
    <message>
        <source>Baraza is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Baraza ni programu huru: unaweza kuishiriki na kuibadilisha chini ya GNU General Public License, toleo la 3 au la baadaye. Haina dhamana yoyote.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao la Kiswahili, Bao Kingulu and Bao la Kimasai: play, watch every sowing seed by seed, and learn the rules.&lt;br&gt;A &lt;i&gt;baraza&lt;/i&gt; is the stone bench where Bao is played on the Swahili coast.</source>
        <translation>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao la Kiswahili, Bao Kingulu na Bao la Kimasai: cheza, tazama kila mtawanyo kete kwa kete, na ujifunze kanuni.&lt;br&gt;&lt;i&gt;Baraza&lt;/i&gt; ni benchi la mawe ambapo Bao huchezwa pwani ya Waswahili.</translation>
    </message>
    <message>
        <source>Bao la Kiswahili follows the rules played on Zanzibar today, as Alexander de Voogt described them.</source>
        <translation>Bao la Kiswahili linafuata kanuni zinazochezwa Zanzibar leo, kama Alexander de Voogt alivyozieleza.</translation>
    </message>
</context>
<context>
    <name>AnalysisPane</name>
    <message>
        <source>The game is over: no moves to analyse.</source>
        <extracomment>The analysis pane at a position where the game has ended.</extracomment>
        <translation>Mchezo umekwisha: hakuna hatua za kuchambua.</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <extracomment>Under the analysis: how to get the moves of the game judged.</extracomment>
        <translation>Inachambua mchezo…</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <extracomment>The analysis pane before the first result, or while the computer thinks about its own move.</extracomment>
        <translation>Inachambua…</translation>
    </message>
    <message>
        <source>Waiting for the search…</source>
        <translation>Inasubiri utafutaji…</translation>
    </message>
    <message>
        <source>complete</source>
        <extracomment>The analysis pane: the engine has looked as far as it can (or proven the outcome).</extracomment>
        <translation>imekamilika</translation>
    </message>
    <message>
        <source>Game → Analyse game judges every move.</source>
        <translation>Mchezo → Chambua mchezo hupima kila hatua.</translation>
    </message>
    <message>
        <source>Inaccuracies ?!: %1 · mistakes ?: %2 · blunders ??: %3</source>
        <extracomment>A summary of the judged moves: how many inaccuracies (?!), mistakes (?) and blunders (??).</extracomment>
        <translation>Kasoro ndogo ?!: %1 · makosa ?: %2 · makosa makubwa ??: %3</translation>
    </message>
    <message>
        <source>The computer is working out its move: analyse the game after it.</source>
        <extracomment>Game → Analyse game asked for while the computer opponent works out its move (that comes first).</extracomment>
        <translation>Kompyuta inafikiria hatua yake: chambua mchezo baada yake.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Uchambuzi</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Thamani</translation>
    </message>
    <message>
        <source>Expected line</source>
        <translation>Mfuatano unaotarajiwa</translation>
    </message>
    <message>
        <source>Show best move</source>
        <translation>Onyesha hatua bora</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Stops Game → Analyse game.</extracomment>
        <translation>Ghairi</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n moves analysed: Game → Analyse game does the rest.</source>
        <extracomment>After the counts of judged moves, when only part of the game is analysed (the analysis was cancelled, or moves were played since): %1 of %n moves.</extracomment>
        <translation>
            <numerusform>Hatua %1 kati ya %n zimechambuliwa: Mchezo → Chambua mchezo hufanya zilizobaki.</numerusform>
            <numerusform>Hatua %1 kati ya %n zimechambuliwa: Mchezo → Chambua mchezo hufanya zilizobaki.</numerusform>
        </translation>
    </message>
    <message>
        <source>No analysis during a lesson: it would give the answer away. Leave the lesson to see it again.</source>
        <extracomment>The analysis pane during a lesson (Learn menu): it would give the lesson&apos;s answer away.</extracomment>
        <translation>Hakuna uchambuzi wakati wa somo: ungetoa jibu. Ondoka kwenye somo kuuona tena.</translation>
    </message>
    <message numerus="yes">
        <source>Analysing the %n positions not analysed yet…</source>
        <extracomment>Game → Analyse game again after moves were played or replaced: only the positions not analysed yet are.</extracomment>
        <translation>
            <numerusform>Inachambua hali %n ambayo bado haijachambuliwa…</numerusform>
            <numerusform>Inachambua hali %n ambazo bado hazijachambuliwa…</numerusform>
        </translation>
    </message>
    <message>
        <source>Values for %1 · exact, worked out to the end of the game</source>
        <extracomment>The analysis pane, Bao Kingulu: every value is exact, worked out to the end of the game (not estimated by a search to some depth). %1 is South: the values are South&apos;s, whoever is to move.</extracomment>
        <translation>Thamani kwa %1 · kamili, zimehesabiwa hadi mwisho wa mchezo</translation>
    </message>
    <message>
        <source>Values for %1 · depth %2 · %3 positions</source>
        <extracomment>The analysis pane: %1 is South (the values are South&apos;s, whoever is to move, as in the chart), %2 the depth in moves (plies) looked ahead, %3 how many positions were searched.</extracomment>
        <translation>Thamani kwa %1 · kina %2 · hali %3</translation>
    </message>
    <message>
        <source>For South, whoever is to move, as in the chart: an estimate in seeds (+2.5: South is ahead, −2.5: North is), or the outcome once it is proven (&quot;wins&quot;, &quot;loses&quot;: South). &quot;Wins in 7&quot; counts the moves of both sides (plies) to the end; in Bao Kingulu the final count comes first, South&apos;s before North&apos;s.</source>
        <extracomment>The analysis pane&apos;s Value column: how to read its values.</extracomment>
        <translation>Kwa Kusini, yeyote mwenye zamu, kama kwenye chati: makadirio kwa kete (+2.5: Kusini yuko mbele, −2.5: Kaskazini yuko mbele), au matokeo yakishathibitishwa (&quot;anashinda&quot;, &quot;anashindwa&quot;: Kusini). &quot;Anashinda baada ya hatua 7&quot; huhesabu hatua za pande zote mbili hadi mwisho; katika Bao Kingulu hesabu ya mwisho huja kwanza, ya Kusini kabla ya ya Kaskazini.</translation>
    </message>
    <message>
        <source>The evaluation after every move, for South as in the list above: South&apos;s advantage up, North&apos;s down; click to look at a position</source>
        <extracomment>The evaluation chart&apos;s tooltip; its values are South&apos;s, as in the list of moves above it.</extracomment>
        <translation>Tathmini baada ya kila hatua, kwa Kusini kama kwenye orodha iliyo juu: faida ya Kusini juu, ya Kaskazini chini; bofya kutazama hali</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>South&apos;s kuu</source>
        <translation>kuu la Kusini</translation>
    </message>
    <message>
        <source>North&apos;s kuu</source>
        <translation>kuu la Kaskazini</translation>
    </message>
    <message>
        <source>South&apos;s mtoto</source>
        <extracomment>Kingulu: a pit that has become a mtoto, sowing into its owner&apos;s store.</extracomment>
        <translation>mtoto wa Kusini</translation>
    </message>
    <message>
        <source>North&apos;s mtoto</source>
        <translation>mtoto wa Kaskazini</translation>
    </message>
    <message>
        <source>South&apos;s pit</source>
        <translation>shimo la Kusini</translation>
    </message>
    <message>
        <source>North&apos;s pit</source>
        <translation>shimo la Kaskazini</translation>
    </message>
    <message>
        <source>blocked this turn (hizi zetu)</source>
        <extracomment>Kete: the hizi zetu hole, which may not be sown this turn.</extracomment>
        <translation>limefungwa zamu hii (hizi zetu)</translation>
    </message>
    <message>
        <source>1 seed</source>
        <extracomment>English has no numerus forms of its own, so one seed has its own text.</extracomment>
        <translation>kete 1</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds</source>
        <translation>
            <numerusform>kete %n</numerusform>
            <numerusform>kete %n</numerusform>
        </translation>
    </message>
    <message>
        <source>A move can start here; the dotted ring shows where its first lap ends.</source>
        <extracomment>Tooltip of a pit a move can start from: what the dotted ring on the board means.</extracomment>
        <translation>Hatua inaweza kuanzia hapa; duara la vitone linaonyesha mahali mzunguko wake wa kwanza unapoishia.</translation>
    </message>
    <message>
        <source>1 stone</source>
        <extracomment>Bao la Kimasai: a hole holds one stone or none (M-1).</extracomment>
        <translation>jiwe 1</translation>
    </message>
    <message numerus="yes">
        <source>%n stones</source>
        <translation>
            <numerusform>jiwe %n</numerusform>
            <numerusform>mawe %n</numerusform>
        </translation>
    </message>
    <message>
        <source>marked by hizi zetu: to be captured this turn if a capture can take it</source>
        <extracomment>Kete (L-11): the opponent&apos;s hole marked by the player&apos;s last takata, which the player must capture this turn if a capture move can.</extracomment>
        <translation>lina alama ya hizi zetu: lazima liliwe zamu hii, ikiwezekana</translation>
    </message>
    <message>
        <source>South&apos;s nyumba, dormant: an ordinary hole until it holds six seeds again</source>
        <extracomment>Kiswahili (Z-2): an owned nyumba with fewer than six seeds; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>nyumba ya Kusini, imelala: ni shimo la kawaida hadi iwe na kete sita tena</translation>
    </message>
    <message>
        <source>North&apos;s nyumba, dormant: an ordinary hole until it holds six seeds again</source>
        <translation>nyumba ya Kaskazini, imelala: ni shimo la kawaida hadi iwe na kete sita tena</translation>
    </message>
    <message>
        <source>South&apos;s nyumba</source>
        <extracomment>Kiswahili (Z-2): an owned nyumba with six seeds or more, which works as a nyumba.</extracomment>
        <translation>nyumba ya Kusini</translation>
    </message>
    <message>
        <source>North&apos;s nyumba</source>
        <translation>nyumba ya Kaskazini</translation>
    </message>
    <message>
        <source>blocked this turn (takasia): a move may not start here, and a lap that ends here ends the move</source>
        <extracomment>Kiswahili (Z-11.2): the hole the takasia mark blocks; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>limefungwa zamu hii (takasia): hatua haiwezi kuanzia hapa, na mzunguko unaoishia hapa humaliza hatua</translation>
    </message>
    <message>
        <source>marked by takasia: to be captured this turn if a capture can take it</source>
        <extracomment>Kiswahili (Z-11.3): the opponent&apos;s hole marked by the player&apos;s last takasa, which the player must capture this turn if one of his capture moves can; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>lina alama ya takasia: lazima liliwe zamu hii, ikiwa kula kunaweza kulila</translation>
    </message>
    <message>
        <source>South&apos;s pit, no longer a kuu: an ordinary hole for the rest of the game</source>
        <extracomment>Kete: the kuu square of a side whose kuu has been emptied and no longer counts (L-3).</extracomment>
        <translation>shimo la Kusini, si kuu tena: ni shimo la kawaida hadi mwisho wa mchezo</translation>
    </message>
    <message>
        <source>North&apos;s pit, no longer a kuu: an ordinary hole for the rest of the game</source>
        <translation>shimo la Kaskazini, si kuu tena: ni shimo la kawaida hadi mwisho wa mchezo</translation>
    </message>
    <message>
        <source>South&apos;s pit, no longer a nyumba: an ordinary hole for the rest of the game</source>
        <extracomment>Kiswahili: the nyumba square of a side whose nyumba is gone for good (Z-2); &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>shimo la Kusini, si nyumba tena: ni shimo la kawaida hadi mwisho wa mchezo</translation>
    </message>
    <message>
        <source>North&apos;s pit, no longer a nyumba: an ordinary hole for the rest of the game</source>
        <translation>shimo la Kaskazini, si nyumba tena: ni shimo la kawaida hadi mwisho wa mchezo</translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <source>%1 — to move</source>
        <translation>%1 — zamu ya kucheza</translation>
    </message>
    <message>
        <source>Reserve: %1</source>
        <extracomment>Kete: the seeds a player has not yet placed on the board (the nemo stage).</extracomment>
        <translation>Akiba: %1</translation>
    </message>
    <message>
        <source>Seeds: %1</source>
        <translation>Kete: %1</translation>
    </message>
    <message>
        <source>Store: %1</source>
        <translation>Ghala: %1</translation>
    </message>
    <message>
        <source>Captured: %1</source>
        <translation>Zilizoliwa: %1</translation>
    </message>
    <message>
        <source>%1 — moving</source>
        <extracomment>The header of the side whose move is being shown, seed by seed.</extracomment>
        <translation>%1 — anacheza</translation>
    </message>
    <message>
        <source>%1 — paused</source>
        <extracomment>The header of the side whose turn it is while the game waits (a lesson&apos;s try is being read).</extracomment>
        <translation>%1 — anasubiri</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <extracomment>Kiswahili: the seeds a player has not yet placed on the board (the namua stage).</extracomment>
        <translation>Mkono: %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>What a screen reader calls the board; its pits are named one by one.</extracomment>
        <translation>Ubao</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds still to sow, beside %1</source>
        <extracomment>Said by a screen reader in the middle of a move: %n seeds are still to be sown, %1 the hole the last one fell into (or that was lifted).</extracomment>
        <translation>
            <numerusform>Kete %n bado ya kutawanywa, kando ya %1</numerusform>
            <numerusform>Kete %n bado za kutawanywa, kando ya %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a move can start here</source>
        <extracomment>Said by a screen reader after a hole&apos;s name and seeds, when the player may move from it now.</extracomment>
        <translation>hatua inaweza kuanzia hapa</translation>
    </message>
</context>
<context>
    <name>DocumentDialogs</name>
    <message>
        <source>New line</source>
        <translation>Njia mpya</translation>
    </message>
    <message>
        <source>Playing here drops the next move of this game. Play it?</source>
        <translation>Kucheza hapa kutaondoa hatua inayofuata katika mchezo huu. Ucheze?</translation>
    </message>
    <message numerus="yes">
        <source>Playing here drops the %n later moves of this game. Play it?</source>
        <translation>
            <numerusform>Kucheza hapa kutaondoa hatua %n iliyofuata katika mchezo huu. Ucheze?</numerusform>
            <numerusform>Kucheza hapa kutaondoa hatua %n zilizofuata katika mchezo huu. Ucheze?</numerusform>
        </translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Cheza</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Fungua mchezo</translation>
    </message>
    <message>
        <source>Bao games (*.bao);;All files (*)</source>
        <translation>Michezo ya Bao (*.bao);;Faili zote (*)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Hifadhi mchezo</translation>
    </message>
    <message>
        <source>Bao games (*.bao)</source>
        <translation>Michezo ya Bao (*.bao)</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 haikuweza kufunguliwa: %2</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Mchezo ambao haujamalizika</translation>
    </message>
    <message>
        <source>Your last game was not finished. Continue it?</source>
        <translation>Mchezo wako wa mwisho haukumalizika. Uendelee nao?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Endelea</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>The game could not be saved: %1. A file that was there before is unchanged.</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Mchezo haukuweza kuhifadhiwa: %1. Faili lililokuwepo awali halijabadilika.</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Okoa</translation>
    </message>
    <message>
        <source>Your last game was not finished, but its file is damaged and none of it can be read.</source>
        <translation>Mchezo wako wa mwisho haukumalizika, lakini faili lake limeharibika na hakuna sehemu yake inayosomeka.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Tupa</translation>
    </message>
    <message numerus="yes">
        <source>Your last game was not finished, but its file is damaged. Moves that can be recovered: %n.</source>
        <extracomment>%n counts the moves before the damage; English avoids the plural, translations may use it.</extracomment>
        <translation>
            <numerusform>Mchezo wako wa mwisho haukumalizika, lakini faili lake limeharibika. Hatua %n inaweza kuokolewa.</numerusform>
            <numerusform>Mchezo wako wa mwisho haukumalizika, lakini faili lake limeharibika. Hatua %n zinaweza kuokolewa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Status bar after saving; %1 is the file&apos;s name.</extracomment>
        <translation>Imehifadhiwa: %1</translation>
    </message>
    <message>
        <source>%1 is no longer there. It has been removed from the recent games.</source>
        <extracomment>%1 is a file&apos;s full path.</extracomment>
        <translation>%1 haipo tena. Imeondolewa kwenye michezo ya karibuni.</translation>
    </message>
    <message>
        <source>%1 has changed since it was saved. Save the changes?</source>
        <translation>%1 imebadilika tangu ilipohifadhiwa. Uhifadhi mabadiliko?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Usihifadhi</translation>
    </message>
    <message>
        <source>This game has not been saved. Save it?</source>
        <translation>Mchezo huu haujahifadhiwa. Uuhifadhi?</translation>
    </message>
    <message>
        <source>The lesson puts your game aside; Leave lesson brings it back.</source>
        <extracomment>Before a lesson, under the question whether to save the game; &quot;Leave lesson&quot; is the lesson pane&apos;s button.</extracomment>
        <translation>Somo linaweka mchezo wako kando; Acha somo unaurudisha.</translation>
    </message>
    <message>
        <source>This is your game that the lesson put aside.</source>
        <extracomment>During a lesson, under the question whether to save the game: which game is meant.</extracomment>
        <translation>Huu ni mchezo wako ambao somo liliuweka kando.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Si sasa</translation>
    </message>
</context>
<context>
    <name>DrawQuestion</name>
    <message>
        <source>The computer accepts your offer of a draw.</source>
        <translation>Kompyuta imekubali sare uliyopendekeza.</translation>
    </message>
    <message>
        <source>The computer is thinking over your offer of a draw…</source>
        <translation>Kompyuta inafikiria sare uliyopendekeza…</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept it?</source>
        <extracomment>Between two people: %1 (a side or a name) offers a draw, %2 (the other) is asked.</extracomment>
        <translation>%1 anapendekeza sare. %2, unakubali?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Kubali sare</translation>
    </message>
    <message>
        <source>Play on</source>
        <extracomment>The answer that declines a draw offer: the game goes on.</extracomment>
        <translation>Endelea kucheza</translation>
    </message>
    <message>
        <source>The computer declines the draw: it judges its position better than yours.</source>
        <translation>Kompyuta imekataa sare: inaona hali yake ni bora kuliko yako.</translation>
    </message>
</context>
<context>
    <name>EvaluationChart</name>
    <message>
        <source>%1 ahead ↑</source>
        <extracomment>The evaluation chart&apos;s legend: %1 is South, whose advantage is drawn upwards.</extracomment>
        <translation>%1 mbele ↑</translation>
    </message>
    <message>
        <source>%1 ahead ↓</source>
        <extracomment>The evaluation chart&apos;s legend: %1 is North, whose advantage is drawn downwards.</extracomment>
        <translation>%1 mbele ↓</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>%1: the best move was %2 (%3); this move: %4</source>
        <extracomment>Tooltip of a judged move: %1 the judgement (Blunder, Mistake, ...), %2 the best move, %3 its value, %4 the value of the move played (values in seeds, or &quot;wins in 5&quot; and the like).</extracomment>
        <translation>%1: hatua bora ilikuwa %2 (%3); hatua hii: %4</translation>
    </message>
    <message>
        <source>Not judged: a proven end and an estimate cannot be compared. The best move was %1 (%2); this move: %3</source>
        <extracomment>Tooltip of a move not judged (MoveQuality.h): a proven end and an estimate, or an end not proven, are not on one scale. %1 the best move, %2 its value, %3 the value of the move played.</extracomment>
        <translation>Haijapimwa: mwisho uliothibitishwa na makadirio haviwezi kulinganishwa. Hatua bora ilikuwa %1 (%2); hatua hii: %3</translation>
    </message>
</context>
<context>
    <name>GameStarts</name>
    <message>
        <source>Welcome to Baraza: choose a game</source>
        <extracomment>The title of the New game dialog the first time the program starts.</extracomment>
        <translation>Karibu Baraza: chagua mchezo</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>kete</source>
        <extracomment>Glossary: the word &quot;kete&quot; (seeds), as the language writes it.</extracomment>
        <translation>kete</translation>
    </message>
    <message>
        <source>The seeds of Bao la Kete; the game is named after them.</source>
        <translation>Neno la Kiswahili la kete za bao katika kila mchezo; Bao la Kete limepewa jina lake.</translation>
    </message>
    <message>
        <source>kuu</source>
        <extracomment>Glossary: the word &quot;kuu&quot;, as the language writes it.</extracomment>
        <translation>kuu</translation>
    </message>
    <message>
        <source>kichwa</source>
        <extracomment>Glossary: the word &quot;kichwa&quot;, as the language writes it.</extracomment>
        <translation>kichwa</translation>
    </message>
    <message>
        <source>kimbi</source>
        <extracomment>Glossary: the word &quot;kimbi&quot;, as the language writes it.</extracomment>
        <translation>kimbi</translation>
    </message>
    <message>
        <source>nemo</source>
        <extracomment>Glossary: the word &quot;nemo&quot;, as the language writes it.</extracomment>
        <translation>nemo</translation>
    </message>
    <message>
        <source>Bao la Kete: the first stage, while a player still has seeds in reserve; each move begins by placing one (L-3, L-7, L-8).</source>
        <translation>Bao la Kete: awamu ya kwanza, mchezaji akiwa bado na kete akibani; kila hatua huanza kwa kuweka moja (L-3, L-7, L-8).</translation>
    </message>
    <message>
        <source>mtaji</source>
        <extracomment>Glossary: the word &quot;mtaji&quot;, as the language writes it.</extracomment>
        <translation>mtaji</translation>
    </message>
    <message>
        <source>takata</source>
        <extracomment>Glossary: the word &quot;takata&quot;, as the language writes it.</extracomment>
        <translation>takata</translation>
    </message>
    <message>
        <source>Bao la Kete: a move that captures nothing (L-8, L-10).</source>
        <translation>Bao la Kete: hatua isiyokula chochote (L-8, L-10).</translation>
    </message>
    <message>
        <source>safari</source>
        <extracomment>Glossary: the word &quot;safari&quot;, as the language writes it.</extracomment>
        <translation>safari</translation>
    </message>
    <message>
        <source>hizi zetu</source>
        <extracomment>Glossary: the words &quot;hizi zetu&quot;, as the language writes them.</extracomment>
        <translation>hizi zetu</translation>
    </message>
    <message>
        <source>bao hamna</source>
        <extracomment>Glossary: the words &quot;bao hamna&quot;, as the language writes them.</extracomment>
        <translation>bao hamna</translation>
    </message>
    <message>
        <source>mtoto</source>
        <extracomment>Glossary: the word &quot;mtoto&quot;, as the language writes it.</extracomment>
        <translation>mtoto</translation>
    </message>
    <message>
        <source>Bao Kingulu: a hole a player has claimed by ending a lap in an opponent&apos;s hole of three. It keeps its seeds; seeds sown into it go to its owner&apos;s store (G-2, G-6).</source>
        <translation>Bao Kingulu: shimo ambalo mchezaji amejipatia kwa kumaliza mzunguko kwenye shimo la mpinzani lenye kete tatu. Linabaki na kete zake; kete zinazotawanywa ndani yake huenda ghalani mwa mwenyewe (G-2, G-6).</translation>
    </message>
    <message>
        <source>kuweka mtoto</source>
        <extracomment>Glossary: the words &quot;kuweka mtoto&quot; (&quot;placing a child&quot;), as the language writes them.</extracomment>
        <translation>kuweka mtoto</translation>
    </message>
    <message>
        <source>Bao Kingulu: &quot;placing a child&quot;: ending a lap in an opponent&apos;s hole that held exactly three seeds, which becomes the mover&apos;s mtoto (G-4, G-6).</source>
        <translation>Bao Kingulu: kumaliza mzunguko katika shimo la mpinzani lililokuwa na kete tatu kamili, ambalo huwa mtoto wa aliyecheza (G-4, G-6).</translation>
    </message>
    <message>
        <source>Bao la Kete: the square hole, South&apos;s e2 and North&apos;s d3. It starts with six seeds and is gone for good once all its seeds are lifted for a lap or captured; a nemo takata that lifts only two of its seeds, from a kuu of eight or more, leaves it standing (L-1, L-2, L-8).</source>
        <translation>Bao la Kete: shimo la mraba, e2 la Kusini na d3 la Kaskazini. Huanza na kete sita na hutoweka kabisa kete zake zote zinapoinuliwa kwa mzunguko au kuliwa; takata ya nemo inayoinua kete zake mbili tu, kutoka kuu yenye kete nane au zaidi, huiacha ipo (L-1, L-2, L-8).</translation>
    </message>
    <message>
        <source>Bao la Kete: the Lamu blocking rule of mtaji. When a player&apos;s mtaji takata leaves exactly one front hole of the opponent that he could capture first, and the opponent has no capture, that hole is marked, unless it is the opponent&apos;s kuu, his only occupied front hole or his only front hole with two or more seeds. On his next move the opponent may not start from the marked hole, and a lap that ends in it ends that move (except the first lap of a move from his kuu); on the move after, the player must capture it if a capture move can (L-11).</source>
        <translation>Bao la Kete: kanuni ya Lamu ya kuzuia katika mtaji. Takata ya mtaji ya mchezaji ikiacha shimo moja tu la mbele la mpinzani ambalo angeweza kula kwanza, na mpinzani hana la kula, shimo hilo huwekewa alama, isipokuwa likiwa ni kuu ya mpinzani, shimo lake pekee la mbele lenye kete, au shimo lake pekee la mbele lenye kete mbili au zaidi. Katika hatua yake inayofuata mpinzani hawezi kuanzia shimo lenye alama, na mzunguko unaoishia ndani yake humaliza hatua hiyo (isipokuwa mzunguko wa kwanza wa hatua inayoanzia kuu yake); katika hatua inayofuata baada ya hiyo, mchezaji lazima alile ikiwa hatua yoyote ya kula inaweza kulila (L-11).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: an end hole of a front row (a and h). Captured seeds are sown starting in a kichwa, towards the centre (L-5, Z-5).</source>
        <translation>Bao la Kete na Bao la Kiswahili: shimo la mwisho la safu ya mbele (a na h). Kete zilizoliwa hutawanywa kuanzia ndani ya kichwa, kuelekea katikati (L-5, Z-5).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: the two holes at each end of a front row, columns a, b, g and h (L-5, Z-5).</source>
        <translation>Bao la Kete na Bao la Kiswahili: mashimo mawili katika kila mwisho wa safu ya mbele, nguzo a, b, g na h (L-5, Z-5).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: the second stage, once a player&apos;s reserve (in Bao la Kiswahili, his hand) is empty; moves start by lifting a hole (L-3, Z-3).</source>
        <translation>Bao la Kete na Bao la Kiswahili: awamu ya pili, akiba ya mchezaji (katika Bao la Kiswahili, kete za mkononi mwake) ikishakwisha; hatua huanza kwa kuinua shimo (L-3, Z-3).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: going on out of one&apos;s own kuu or nyumba when a capture&apos;s sowing ends there in the first stage: it is lifted and gone (L-6.3, Z-6.3).</source>
        <translation>Bao la Kete na Bao la Kiswahili: kuendelea kutoka kuu au nyumba yako utawanyaji wa kula unapoishia hapo katika awamu ya kwanza: inainuliwa na kutoweka (L-6.3, Z-6.3).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: &quot;no board&quot;: a capture that empties the opponent&apos;s front row wins at once (L-12, Z-12.1).</source>
        <translation>Bao la Kete na Bao la Kiswahili: &quot;hakuna bao&quot;: kula kunakomaliza safu ya mbele ya mpinzani kunashinda mara moja (L-12, Z-12.1).</translation>
    </message>
    <message>
        <source>nyumba</source>
        <extracomment>Glossary: the word &quot;nyumba&quot; (Bao la Kiswahili&apos;s square hole), as the language writes it.</extracomment>
        <translation>nyumba</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the square hole, South&apos;s e2 and North&apos;s d3 (Lamu&apos;s kuu). It starts with six seeds and is its owner&apos;s until all its seeds are lifted together for a lap or captured; it works while it holds six or more and is dormant with fewer (Z-1, Z-2).</source>
        <translation>Bao la Kiswahili: shimo la mraba, e2 la Kusini na d3 la Kaskazini (kuu ya Lamu). Huanza na kete sita na ni mali ya mwenyewe hadi kete zake zote zinapoinuliwa pamoja kwa mzunguko au kuliwa; inafanya kazi ikiwa na kete sita au zaidi na imelala ikiwa na chache zaidi (Z-1, Z-2).</translation>
    </message>
    <message>
        <source>dormant</source>
        <extracomment>Glossary: the word &quot;dormant&quot;, said of a nyumba: owned, but with fewer than six seeds (an ordinary hole).</extracomment>
        <translation>imelala</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: said of a nyumba that is still its owner&apos;s but holds fewer than six seeds, as taxing leaves it: it is an ordinary hole until it holds six again (Z-2, Z-8.2).</source>
        <translation>Bao la Kiswahili: husemwa kuhusu nyumba ambayo bado ni ya mwenyewe lakini ina kete chini ya sita, kama kodi inavyoiacha: ni shimo la kawaida hadi iwe na kete sita tena (Z-2, Z-8.2).</translation>
    </message>
    <message>
        <source>namua</source>
        <extracomment>Glossary: the word &quot;namua&quot;, as the language writes it.</extracomment>
        <translation>namua</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the first stage, while a player still has seeds in hand; each move begins by putting one into his front row (Z-3, Z-7, Z-8).</source>
        <translation>Bao la Kiswahili: awamu ya kwanza, mchezaji akiwa bado na kete mkononi; kila hatua huanza kwa kuweka moja katika safu yake ya mbele (Z-3, Z-7, Z-8).</translation>
    </message>
    <message>
        <source>takasa</source>
        <extracomment>Glossary: the word &quot;takasa&quot;, as the language writes it.</extracomment>
        <translation>takasa</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: a move that captures nothing (Z-8, Z-10).</source>
        <translation>Bao la Kiswahili: hatua isiyokula chochote (Z-8, Z-10).</translation>
    </message>
    <message>
        <source>takasia</source>
        <extracomment>Glossary: the word &quot;takasia&quot;, as the language writes it.</extracomment>
        <translation>takasia</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the blocking mark. After a takasa that leaves both hands empty, when every capture the mover could make next would take one and the same hole of the opponent first, that hole is marked, with a few exceptions. The opponent may not start his next move there, and a lap that ends there ends that move; on the move after, the mover must capture it if one of his capture moves can (Z-11).</source>
        <translation>Bao la Kiswahili: alama ya kuzuia. Baada ya takasa inayoacha mikono yote miwili mitupu, kama kila hatua ya kula ambayo mchezaji angeweza kucheza baadaye ingekula kwanza shimo lilelile la mpinzani, shimo hilo huwekewa alama, isipokuwa katika hali chache. Mpinzani hawezi kuanzia hapo hatua yake inayofuata, na mzunguko unaoishia hapo humaliza hatua hiyo; katika hatua inayofuata, mchezaji lazima alile ikiwa mojawapo ya hatua zake za kula inaweza (Z-11).</translation>
    </message>
    <message>
        <source>kutakatia</source>
        <extracomment>Glossary: the word &quot;kutakatia&quot; (to put the takasia mark on a hole), as the language writes it.</extracomment>
        <translation>kutakatia</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: to put the takasia mark on a hole of the opponent; some rule books name the rule so (Z-11).</source>
        <translation>Bao la Kiswahili: kuweka alama ya takasia kwenye shimo la mpinzani; vitabu vingine vya kanuni huiita kanuni hiyo hivyo (Z-11).</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>Glossary: the player&apos;s hand: in Bao la Kiswahili the seeds not yet on the board. Use the language&apos;s everyday word for a hand.</extracomment>
        <translation>mkono</translation>
    </message>
    <message>
        <source>The seeds a player holds off the board: in Bao la Kiswahili those not yet brought into play, 22 each at the start (Z-1), which Bao la Kete calls the reserve; in every game also the seeds being sown.</source>
        <translation>Kete anazoshika mchezaji nje ya ubao: katika Bao la Kiswahili zile ambazo bado hazijawekwa ubaoni, 22 kila mmoja mwanzoni (Z-1), ambazo Bao la Kete huziita akiba; katika kila mchezo pia kete zinazotawanywa.</translation>
    </message>
</context>
<context>
    <name>HintExplanation</name>
    <message>
        <source>%1 wins the game.</source>
        <extracomment>A hint&apos;s reason: %1 is the move.</extracomment>
        <translation>%1 inashinda mchezo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds and leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent (North, South); %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 inakula kete %n na haimwachii %2 cha kula.</numerusform>
            <numerusform>%1 inakula kete %n na haimwachii %2 cha kula.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds, more than %2 can take back.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 inakula kete %n, zaidi ya anavyoweza %2 kurudisha.</numerusform>
            <numerusform>%1 inakula kete %n, zaidi ya anavyoweza %2 kurudisha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move; %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 inakula kete %n.</numerusform>
            <numerusform>%1 inakula kete %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 makes %2 your mtoto.</source>
        <extracomment>A hint&apos;s reason (Kingulu, G-6): %1 is the move, %2 the hole that becomes the player&apos;s mtoto.</extracomment>
        <translation>%1 inalifanya %2 kuwa mtoto wako.</translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n seeds into your store.</source>
        <extracomment>A hint&apos;s reason (Kingulu): %1 is the move; %n seeds go into the player&apos;s store.</extracomment>
        <translation>
            <numerusform>%1 inaweka kete %n ghalani mwako.</numerusform>
            <numerusform>%1 inaweka kete %n ghalani mwako.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sows into your kuu.</source>
        <extracomment>A hint&apos;s reason (Kete): %1 is the move, which ends in the player&apos;s own kuu.</extracomment>
        <translation>%1 inatawanya hadi kwenye kuu lako.</translation>
    </message>
    <message>
        <source>%1 leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent (North, South).</extracomment>
        <translation>%1 haimwachii %2 cha kula.</translation>
    </message>
    <message>
        <source>%1 is the strongest move the engine found.</source>
        <extracomment>A hint&apos;s reason when there is nothing more to say: %1 is the move.</extracomment>
        <translation>%1 ndiyo hatua yenye nguvu zaidi ambayo injini imepata.</translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %2 no better answer than capturing %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds the opponent&apos;s best answer captures, the least any move of the player&apos;s leaves him.</extracomment>
        <translation>
            <numerusform>%1 haimwachii %2 jibu bora kuliko kula kete %n.</numerusform>
            <numerusform>%1 haimwachii %2 jibu bora kuliko kula kete %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones and leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 inakula jiwe %n na haimwachii %2 cha kula.</numerusform>
            <numerusform>%1 inakula mawe %n na haimwachii %2 cha kula.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones, more than %2 can take back.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 inakula jiwe %n, zaidi ya anavyoweza %2 kurudisha.</numerusform>
            <numerusform>%1 inakula mawe %n, zaidi ya anavyoweza %2 kurudisha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 inakula jiwe %n.</numerusform>
            <numerusform>%1 inakula mawe %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %2 no better answer than capturing %n stones.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones the opponent&apos;s best answer captures.</extracomment>
        <translation>
            <numerusform>%1 haimwachii %2 jibu bora kuliko kula jiwe %n.</numerusform>
            <numerusform>%1 haimwachii %2 jibu bora kuliko kula mawe %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sows into your nyumba.</source>
        <extracomment>A hint&apos;s reason (Kiswahili): %1 is the move, which ends in the player&apos;s own nyumba.</extracomment>
        <translation>%1 inatawanya hadi kwenye nyumba yako.</translation>
    </message>
</context>
<context>
    <name>HintShown</name>
    <message>
        <source>Hint: %1</source>
        <extracomment>The status bar after Hint: %1 is the move with the reason, e.g. &quot;d1 captures 6 seeds and leaves North no capture.&quot;</extracomment>
        <translation>Dokezo: %1</translation>
    </message>
    <message>
        <source>The yellow ring marks %1, the hole to play.</source>
        <extracomment>Under the board while a hint is shown: %1 is the hole to play, drawn with a yellow ring.</extracomment>
        <translation>Duara la njano linaonyesha %1, shimo la kuchezea.</translation>
    </message>
    <message>
        <source>The yellow ring marks %1, the hole to play; the line runs to %2, where its first lap ends.</source>
        <extracomment>Under the board while a hint is shown: %1 is the hole to play (a yellow ring around it), %2 the hole where its sowing&apos;s first lap ends (the yellow line runs there, showing the direction).</extracomment>
        <translation>Duara la njano linaonyesha %1, shimo la kuchezea; mstari unaenda hadi %2, mahali mzunguko wake wa kwanza unapoishia.</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>Your move %1 captured nothing.</source>
        <translation>Hatua yako %1 haikula kitu.</translation>
    </message>
    <message>
        <source>That is not what the task asks.</source>
        <extracomment>After what a wrong try in a lesson did.</extracomment>
        <translation>Zoezi halikuomba hivyo.</translation>
    </message>
    <message>
        <source>Play your move on the board.</source>
        <translation>Cheza hatua yako ubaoni.</translation>
    </message>
    <message>
        <source>Try again: play another move on the board.</source>
        <extracomment>A lesson after a wrong try has been taken back.</extracomment>
        <translation>Jaribu tena: cheza hatua nyingine ubaoni.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <extracomment>A lesson&apos;s task has been done with the move played.</extracomment>
        <translation>Umefaulu!</translation>
    </message>
    <message>
        <source>Not yet.</source>
        <extracomment>A lesson&apos;s wrong try: the heading of the explanation.</extracomment>
        <translation>Bado.</translation>
    </message>
    <message>
        <source>Press Try again to play from the lesson&apos;s start.</source>
        <extracomment>After a wrong try in a lesson; &quot;Try again&quot; is the button&apos;s name.</extracomment>
        <translation>Bonyeza Jaribu tena ili ucheze tena kutoka mwanzo wa somo.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>A lesson&apos;s hint; %1 is the hint itself.</extracomment>
        <translation>Dokezo: %1</translation>
    </message>
    <message>
        <source>The lesson&apos;s hint, after a first try</source>
        <extracomment>Tooltip of a lesson&apos;s Hint button.</extracomment>
        <translation>Dokezo la somo, baada ya jaribio la kwanza</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <extracomment>A lesson&apos;s button: back to the lesson&apos;s start position.</extracomment>
        <translation>&amp;Jaribu tena</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>Somo &amp;linalofuata</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · %3</source>
        <extracomment>The lesson pane&apos;s heading: %1 of %2 count the game&apos;s lessons, %3 is the game, e.g. &quot;Bao la Kete&quot;.</extracomment>
        <translation>Somo %1 kati ya %2 · %3</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <extracomment>A link to the rule a lesson teaches; %1 is its id, e.g. &quot;L-4&quot;.</extracomment>
        <translation>Kanuni %1</translation>
    </message>
    <message>
        <source>Open the rules at this rule</source>
        <translation>Fungua kanuni katika kanuni hii</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A lesson in the Learn menu: %1 is its number in its game, %2 its title.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No lessons found</source>
        <translation>Hakuna masomo</translation>
    </message>
    <message>
        <source>&amp;Forget lesson progress…</source>
        <translation>&amp;Sahau maendeleo ya masomo…</translation>
    </message>
    <message>
        <source>Forget lesson progress</source>
        <translation>Sahau maendeleo ya masomo</translation>
    </message>
    <message>
        <source>Forget which lessons you have solved? Every lesson will show as not solved.</source>
        <translation>Usahau masomo uliyoyafaulu? Kila somo litaonekana kama halijafaulu.</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Sahau</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Dokezo</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Acha somo</translation>
    </message>
    <message>
        <source>Lesson solved: read why it works, then Next lesson</source>
        <translation>Somo limetatuliwa: soma kwa nini inafaa, kisha Somo linalofuata</translation>
    </message>
    <message>
        <source>Lesson: read what your move did, then Try again</source>
        <translation>Somo: soma hatua yako ilifanya nini, kisha Jaribu tena</translation>
    </message>
    <message>
        <source>Your move %1 captured 1 seed from %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the hole it captured from, e.g. &quot;c2&quot;.</extracomment>
        <translation>Hatua yako %1 ilikula kete 1 kutoka %2.</translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 captured %n seeds from %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the holes it captured from, e.g. &quot;c2&quot; or &quot;c2 and b1&quot;.</extracomment>
        <translation>
            <numerusform>Hatua yako %1 ilikula kete %n kutoka %2.</numerusform>
            <numerusform>Hatua yako %1 ilikula kete %n kutoka %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stone stepped into %1.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the hole the stone stepped into.</extracomment>
        <translation>Jiwe lilisogea hadi %1.</translation>
    </message>
    <message>
        <source>Its last seed fell in %1.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the hole where the move&apos;s last seed was sown.</extracomment>
        <translation>Kete yake ya mwisho iliangukia %1.</translation>
    </message>
    <message>
        <source>It made %1 a mtoto.</source>
        <extracomment>A lesson&apos;s wrong try in Bao Kingulu: %1 is the hole that became a mtoto.</extracomment>
        <translation>Ilifanya %1 kuwa mtoto.</translation>
    </message>
    <message>
        <source>It won the game.</source>
        <extracomment>A lesson&apos;s wrong try that won the game all the same.</extracomment>
        <translation>Ilishinda mchezo.</translation>
    </message>
    <message>
        <source>It ended the game.</source>
        <extracomment>A lesson&apos;s wrong try that ended the game (a draw, or a loss).</extracomment>
        <translation>Ilimaliza mchezo.</translation>
    </message>
    <message>
        <source>Last try: %1</source>
        <extracomment>A lesson after Try again: %1 is what the last wrong try did, kept until the next try.</extracomment>
        <translation>Jaribio la mwisho: %1</translation>
    </message>
    <message>
        <source>&amp;First unsolved lesson</source>
        <translation>Somo la &amp;kwanza ambalo halijatatuliwa</translation>
    </message>
    <message>
        <source>&amp;First lesson</source>
        <translation>Somo la &amp;kwanza</translation>
    </message>
    <message>
        <source>Your move %1 captured 1 stone from %2.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the move, %2 the hole it captured from.</extracomment>
        <translation>Hatua yako %1 ilikula jiwe 1 kutoka %2.</translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 captured %n stones from %2.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the move, %2 the holes it captured from, e.g. &quot;a3 and a4&quot;.</extracomment>
        <translation>
            <numerusform>Hatua yako %1 ilikula jiwe %n kutoka %2.</numerusform>
            <numerusform>Hatua yako %1 ilikula mawe %n kutoka %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalFileColumns</name>
    <message>
        <source>Bao game</source>
        <extracomment>The type of a .bao file in the Open and Save dialogs&apos; file list.</extracomment>
        <translation>Mchezo wa Bao</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Kilichotokea</translation>
    </message>
    <message>
        <source>Stop in the kuu</source>
        <translation>Simama kwenye kuu</translation>
    </message>
    <message>
        <source>Safari</source>
        <translation>Safari</translation>
    </message>
    <message>
        <source>Rules of the games</source>
        <translation>Kanuni za michezo</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Mchezo ambao haujamalizika haukuweza kuwekwa: %1</translation>
    </message>
    <message>
        <source>The sowing has reached your kuu. Stop here, or lift the kuu and sow on (safari)?</source>
        <extracomment>Kete (L-6.3): a capture&apos;s sowing has ended in the player&apos;s own kuu.</extracomment>
        <translation>Utawanyaji umefika kwenye kuu yako. Usimame hapa, au uinue kuu na uendelee kutawanya (safari)?</translation>
    </message>
    <message>
        <source>Best move: %1</source>
        <extracomment>The status bar after &quot;Show best move&quot; in the analysis pane; %1 is the move.</extracomment>
        <translation>Hatua bora: %1</translation>
    </message>
    <message>
        <source>Your settings cannot be kept: %1. They last until the program closes.</source>
        <extracomment>%1 is the reason, e.g. &quot;the folder cannot be written to&quot;.</extracomment>
        <translation>Mipangilio yako haiwezi kuwekwa: %1. Itadumu hadi programu itakapofungwa.</translation>
    </message>
    <message>
        <source>Another Baraza window that is open has an unfinished game; it stays there and is not offered here.</source>
        <extracomment>A second Baraza window at the start: the unfinished game belongs to the first one.</extracomment>
        <translation>Dirisha jingine la Baraza lililo wazi lina mchezo ambao haujamalizika; unabaki huko na hautolewi hapa.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>The sowing has reached your nyumba. Stop here, or lift the nyumba and sow on (safari)? After a safari the nyumba is gone for good.</source>
        <extracomment>Kiswahili (Z-6.3): a namua capture&apos;s sowing has ended in the player&apos;s own nyumba; &quot;nyumba&quot; and &quot;safari&quot; stay in Swahili.</extracomment>
        <translation>Utawanyaji umefika kwenye nyumba yako. Usimame hapa, au uinue nyumba na uendelee kutawanya (safari)? Baada ya safari nyumba imetoweka kabisa.</translation>
    </message>
    <message>
        <source>Stop in the nyumba</source>
        <translation>Simama kwenye nyumba</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>Sow clockwise, starting in %1 (%2)</source>
        <extracomment>Kete, the tooltip of a direction arrow: %1 is the hole the sowing starts in, %2 the move.</extracomment>
        <translation>Tawanya kwa mwendo wa saa, ukianzia %1 (%2)</translation>
    </message>
    <message>
        <source>Sow counterclockwise, starting in %1 (%2)</source>
        <translation>Tawanya kinyume cha saa, ukianzia %1 (%2)</translation>
    </message>
    <message>
        <source>Sow the captured seeds starting in the kichwa %1, clockwise (%2)</source>
        <extracomment>Kete, the tooltip of a direction arrow: %1 is the kichwa (an end hole, the word stays in Swahili) the captured seeds are sown starting in, %2 the move, e.g. &quot;c2 ↻&quot;.</extracomment>
        <translation>Tawanya kete zilizoliwa kuanzia ndani ya kichwa %1, kwa mwendo wa saa (%2)</translation>
    </message>
    <message>
        <source>Sow the captured seeds starting in the kichwa %1, counterclockwise (%2)</source>
        <translation>Tawanya kete zilizoliwa kuanzia ndani ya kichwa %1, kinyume cha saa (%2)</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Start</source>
        <extracomment>The first row of the move list: the position before any move.</extracomment>
        <translation>Mwanzo</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A row of the move list: the move&apos;s number and the move, e.g. &quot;3. e2cw&quot;.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (stop or safari?)</source>
        <extracomment>The move list, Kete (L-6.3): the move waits in the kuu for the player&apos;s choice; %1 is the move so far.</extracomment>
        <translation>%1 (simama au safari?)</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source> safari</source>
        <extracomment>A Bao la Kete move that goes on out of the player&apos;s kuu; &quot;safari&quot; stays in Swahili.</extracomment>
        <translation> safari</translation>
    </message>
</context>
<context>
    <name>NarrationView</name>
    <message>
        <source>Double-click: the rule in the rules window</source>
        <extracomment>Tooltip of a narration line: double-clicking it opens the rules at its clause.</extracomment>
        <translation>Bofya mara mbili: kanuni katika dirisha la kanuni</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>A seed from the reserve is placed in %1.</source>
        <translation>Kete moja kutoka akiba inawekwa katika %1.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are lifted to be sown.</source>
        <translation>Kete za %1 (%2) zinainuliwa ili zitawanywe.</translation>
    </message>
    <message>
        <source>Safari: the seeds of the kuu (%1) are lifted and sown on.</source>
        <extracomment>Kete: &quot;safari&quot; is the Swahili name of going on out of one&apos;s own kuu.</extracomment>
        <translation>Safari: kete za kuu (%1) zinainuliwa na kutawanywa zaidi.</translation>
    </message>
    <message>
        <source>The lap ended in %1, an occupied hole: its seeds (%2) are sown on.</source>
        <translation>Mzunguko umeishia %1, shimo lenye kete: kete zake (%2) zinatawanywa zaidi.</translation>
    </message>
    <message>
        <source>One seed into %1.</source>
        <translation>Kete moja katika %1.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured and leave the game.</source>
        <translation>Kete za %1 (%2) zinaliwa na kutoka mchezoni.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) go into the store.</source>
        <translation>Kete za %1 (%2) zinaingia ghalani.</translation>
    </message>
    <message>
        <source>The seed sown into the mtoto %1 goes to %2&apos;s store.</source>
        <extracomment>Kingulu: a &quot;mtoto&quot; is a hole a player has claimed; the word stays in Swahili.</extracomment>
        <translation>Kete iliyotawanywa katika mtoto %1 inaenda ghala la %2.</translation>
    </message>
    <message>
        <source>%1 held exactly three seeds: it becomes a mtoto.</source>
        <translation>%1 lilikuwa na kete tatu kamili: linakuwa mtoto.</translation>
    </message>
    <message>
        <source>The seed just sown in %1 joins the new mtoto %2.</source>
        <translation>Kete iliyotawanywa sasa hivi katika %1 inaungana na mtoto mpya %2.</translation>
    </message>
    <message>
        <source>The last seed fell into an empty hole: the move ends.</source>
        <translation>Kete ya mwisho imeangukia shimo tupu: hatua inaisha.</translation>
    </message>
    <message>
        <source>A single step ends the move.</source>
        <translation>Msogeo mmoja unamaliza hatua.</translation>
    </message>
    <message>
        <source>The lap ended in the kuu: the move stops there.</source>
        <translation>Mzunguko umeishia kwenye kuu: hatua inasimama hapo.</translation>
    </message>
    <message>
        <source>The lap ended in the hizi zetu hole: the move ends.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Mzunguko umeishia kwenye shimo la hizi zetu: hatua inaisha.</translation>
    </message>
    <message>
        <source>The last seed went into a mtoto: the move ends.</source>
        <translation>Kete ya mwisho imeingia katika mtoto: hatua inaisha.</translation>
    </message>
    <message>
        <source>Claiming a mtoto ends the move.</source>
        <translation>Kuweka mtoto kunamaliza hatua.</translation>
    </message>
    <message>
        <source>Bao hamna: the opponent&apos;s front row is empty and the game is won.</source>
        <extracomment>Kete: &quot;bao hamna&quot; (no board) is the Swahili name of this win.</extracomment>
        <translation>Bao hamna: safu ya mbele ya mpinzani iko tupu, mchezo umeshindwa.</translation>
    </message>
    <message>
        <source>The mover&apos;s own front row is empty: the game is lost.</source>
        <translation>Safu ya mbele ya mchezaji mwenyewe iko tupu: mchezo umepotea.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A narration line followed by the id of the rule behind it, e.g. &quot;... (K-3)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no seeds left (%3).</source>
        <translation>%1 ameshinda: %2 hana kete zilizobaki (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no legal move (%3).</source>
        <translation>%1 ameshinda: %2 hana hatua halali (%3).</translation>
    </message>
    <message>
        <source>Draw, %1 to %2 on the count (G-7).</source>
        <translation>Sare, %1 kwa %2 kwa hesabu (G-7).</translation>
    </message>
    <message>
        <source>%1 wins %2 to %3 on the count (G-7).</source>
        <translation>%1 ameshinda %2 kwa %3 kwa hesabu (G-7).</translation>
    </message>
    <message>
        <source>The first lap from the kuu ended in %1, the hizi zetu hole: a lap from the kuu is not stopped there, so its seeds (%2) are sown on.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule and &quot;kuu&quot; the square hole; both stay in Swahili.</extracomment>
        <translation>Mzunguko wa kwanza kutoka kuu umeishia %1, shimo la hizi zetu: mzunguko kutoka kuu hausimamishwi hapo, kwa hiyo kete zake (%2) zinatawanywa zaidi.</translation>
    </message>
    <message>
        <source>%1&apos;s kuu (%2) is gone for good.</source>
        <extracomment>Kete: the &quot;kuu&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Kuu ya %1 (%2) imetoweka kabisa.</translation>
    </message>
    <message>
        <source>Hizi zetu: %1 is marked. On his next move %2 may not start there, and a lap that ends there ends his move; on the move after, %3 must capture it if he can.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Hizi zetu: %1 imewekewa alama. Katika hatua yake inayofuata %2 hawezi kuanzia hapo, na mzunguko unaoishia hapo unamaliza hatua yake; katika hatua inayofuata, %3 lazima aile ikiwezekana.</translation>
    </message>
    <message>
        <source>The hizi zetu mark on %1 lapses.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Alama ya hizi zetu kwenye %1 inaisha.</translation>
    </message>
    <message>
        <source>%1&apos;s reserve is empty: from now on his moves are mtaji moves.</source>
        <extracomment>Kete: &quot;mtaji&quot; is the Swahili name of the game&apos;s second stage; it stays in Swahili.</extracomment>
        <translation>Akiba ya %1 imekwisha: kuanzia sasa hatua zake ni za mtaji.</translation>
    </message>
    <message>
        <source>The turn passes to %1.</source>
        <translation>Zamu inapita kwa %1.</translation>
    </message>
    <message>
        <source>The stone of %1 is lifted.</source>
        <extracomment>Bao la Kimasai: the stone that moves is taken up (a hole holds one stone at most).</extracomment>
        <translation>Jiwe la %1 linainuliwa.</translation>
    </message>
    <message>
        <source>The stone steps into %1.</source>
        <translation>Jiwe linasogea hadi %1.</translation>
    </message>
    <message>
        <source>The stone of %1 is captured and leaves the game.</source>
        <extracomment>Bao la Kimasai: a captured stone (a hole holds one stone at most).</extracomment>
        <translation>Jiwe la %1 linaliwa na kutoka mchezoni.</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no stones left (%3).</source>
        <translation>%1 ameshinda: %2 hana mawe yaliyobaki (%3).</translation>
    </message>
    <message>
        <source>The game is over; it would have been %1&apos;s turn.</source>
        <extracomment>The last line of a game&apos;s last move: the side to move changes (rule C-7) though no one moves again.</extracomment>
        <translation>Mchezo umekwisha; ingekuwa zamu ya %1.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured into the hand, to be sown starting in a kichwa.</source>
        <extracomment>Kete: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>Kete za %1 (%2) zinaliwa na kushikwa mkononi, zitawanywe kuanzia ndani ya kichwa.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) holds fewer than six seeds: it is dormant, an ordinary hole, until it holds six again.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Nyumba ya %1 (%2) ina kete chini ya sita: imelala, ni shimo la kawaida, hadi ipate kete sita tena.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) holds six seeds again: it works again.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Nyumba ya %1 (%2) ina kete sita tena: inafanya kazi tena.</translation>
    </message>
    <message>
        <source>Takasia: %1 must capture the marked hole %2, and this move does.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Takasia: %1 lazima ale shimo lenye alama %2, na hatua hii inalila.</translation>
    </message>
    <message>
        <source>Takasia: this move may not start from the marked hole %1, and a lap that ends there ends the move.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Takasia: hatua hii haiwezi kuanzia shimo lenye alama %1, na mzunguko unaoishia hapo unamaliza hatua.</translation>
    </message>
    <message>
        <source>%1 wins: bao hamna, %2&apos;s front row is empty (%3).</source>
        <translation>%1 ameshinda: bao hamna, safu ya mbele ya %2 iko tupu (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 emptied his own front row (%3).</source>
        <translation>%1 ameshinda: %2 ameimaliza safu yake ya mbele (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 seeds of %2 are lifted to be sown.</source>
        <extracomment>Kete, L-8: only some of a hole&apos;s seeds are lifted (two of a kuu of eight or more); %n is how many, %1 how many the hole held, %2 the hole, e.g. &quot;2 of the 8 seeds of e2&quot;.</extracomment>
        <translation>
            <numerusform>Kete %n kati ya %1 za %2 inainuliwa ili itawanywe.</numerusform>
            <numerusform>Kete %n kati ya %1 za %2 zinainuliwa ili zitawanywe.</numerusform>
        </translation>
    </message>
    <message>
        <source>A seed from the hand is placed in %1.</source>
        <translation>Kete moja kutoka mkononi inawekwa katika %1.</translation>
    </message>
    <message>
        <source>Taxing: only %1 seeds of the nyumba %2 are lifted to be sown; the nyumba stays.</source>
        <extracomment>Kiswahili: taxing (rule Z-8.2) lifts only two seeds of the nyumba, which stays its owner&apos;s. &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Kodi: kete %1 tu za nyumba %2 zinainuliwa ili kutawanywa; nyumba inabaki.</translation>
    </message>
    <message>
        <source>Safari: the seeds of the nyumba (%1) are lifted and sown on.</source>
        <extracomment>Kiswahili: &quot;safari&quot; is the Swahili name of going on out of one&apos;s own nyumba.</extracomment>
        <translation>Safari: kete za nyumba (%1) zinainuliwa na kutawanywa zaidi.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured, to be sown starting in a kichwa.</source>
        <extracomment>Kiswahili: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>Kete za %1 (%2) zinaliwa, ili kutawanywa kuanzia ndani ya kichwa.</translation>
    </message>
    <message>
        <source>The lap ended in the nyumba: the move stops there.</source>
        <translation>Mzunguko umeishia kwenye nyumba: hatua inasimama hapo.</translation>
    </message>
    <message>
        <source>The lap ended in the hole the takasia mark blocks: the move ends.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>Mzunguko umeishia kwenye shimo linalozuiwa na alama ya takasia: hatua inaisha.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) is gone for good.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Nyumba ya %1 (%2) imetoweka kabisa.</translation>
    </message>
    <message>
        <source>Takasia: %1 is marked. On his next move %2 may not start there, and a lap that ends there ends his move; on the move after, %3 must capture it if one of his capture moves can.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>Takasia: %1 imewekewa alama. Katika hatua yake inayofuata %2 hawezi kuanzia hapo, na mzunguko unaoishia hapo humaliza hatua yake; katika hatua inayofuata baada ya hiyo, %3 lazima alile ikiwa mojawapo ya hatua zake za kula inaweza.</translation>
    </message>
    <message>
        <source>The takasia mark on %1 lapses.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>Alama ya takasia kwenye %1 inafutika.</translation>
    </message>
    <message>
        <source>%1&apos;s hand is empty: from now on his moves are mtaji moves.</source>
        <extracomment>Kiswahili: &quot;mtaji&quot; is the Swahili name of the game&apos;s second stage; it stays in Swahili.</extracomment>
        <translation>Mkono wa %1 hauna kete tena: tangu sasa hatua zake ni hatua za mtaji.</translation>
    </message>
    <message>
        <source>Draw: the same position came back a second time (C-6).</source>
        <translation>Sare: hali ileile imerudi mara ya pili (C-6).</translation>
    </message>
    <message>
        <source>Draw: the same position came back for the third time (C-6).</source>
        <translation>Sare: hali ileile imerudi mara ya tatu (C-6).</translation>
    </message>
    <message>
        <source>%1 wins: %2 resigned.</source>
        <extracomment>%2 gave the game up (Game → Resign).</extracomment>
        <translation>%1 ameshinda: %2 amejisalimisha.</translation>
    </message>
    <message>
        <source>Draw: the players agreed to it.</source>
        <translation>Sare: wachezaji wamekubaliana.</translation>
    </message>
    <message>
        <source>%1 wins: %2 ran out of time.</source>
        <extracomment>On the clock: %2&apos;s time for the game ran out.</extracomment>
        <translation>%1 ameshinda: muda wa %2 umekwisha.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Person</source>
        <translation>Mtu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuta</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Mchezo:</translation>
    </message>
    <message>
        <source>&amp;South (moves first):</source>
        <translation>&amp;Kusini (anaanza):</translation>
    </message>
    <message>
        <source>&amp;North:</source>
        <translation>K&amp;askazini:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anza</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <extracomment>The title of the dialog that asks who plays a position set up in the position editor.</extracomment>
        <translation>Endelea kucheza kuanzia hapa</translation>
    </message>
    <message>
        <source>The next move of this game will be dropped.</source>
        <translation>Hatua inayofuata ya mchezo huu itaondolewa.</translation>
    </message>
    <message numerus="yes">
        <source>The %n later moves of this game will be dropped.</source>
        <translation>
            <numerusform>Hatua %n inayofuata ya mchezo huu itaondolewa.</numerusform>
            <numerusform>Hatua %n zinazofuata za mchezo huu zitaondolewa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Endelea</translation>
    </message>
    <message>
        <source>&amp;South:</source>
        <translation>&amp;Kusini:</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <extracomment>Placeholder of the field for a person&apos;s name in the New game dialog.</extracomment>
        <translation>Jina (si lazima)</translation>
    </message>
    <message>
        <source>%1&apos;s name cannot hold control characters.</source>
        <extracomment>%1 is the side, South or North, whose name in the New game dialog is refused.</extracomment>
        <translation>Jina la %1 haliwezi kuwa na herufi za udhibiti.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s name can be at most %n characters long.</source>
        <extracomment>%1 is the side, South or North; %n the most characters a name may have.</extracomment>
        <translation>
            <numerusform>Jina la %1 haliwezi kuzidi herufi %n.</numerusform>
            <numerusform>Jina la %1 haliwezi kuzidi herufi %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;lock:</source>
        <extracomment>New game dialog: the time control, none or each side&apos;s time for the game.</extracomment>
        <translation>&amp;Saa:</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Bila saa</translation>
    </message>
    <message>
        <source>%1 minutes each</source>
        <extracomment>Each side&apos;s minutes for the whole game (sudden death).</extracomment>
        <translation>Dakika %1 kila mmoja</translation>
    </message>
    <message>
        <source>%1 minutes each, +%2 seconds a move</source>
        <extracomment>Each side&apos;s minutes for the game, and seconds added after each of its moves.</extracomment>
        <translation>Dakika %1 kila mmoja, +sekunde %2 kwa kila hatua</translation>
    </message>
    <message>
        <source>%1&apos;s name</source>
        <extracomment>What a screen reader calls the field for a person&apos;s name; %1 is South or North.</extracomment>
        <translation>Jina la %1</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>Cheza kuanzia hali hii</translation>
    </message>
    <message>
        <source>%1, from this position:</source>
        <extracomment>Above the picture of the position to be played; %1 is the game&apos;s name.</extracomment>
        <translation>%1, kuanzia hali hii:</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>%1 · computer (%2)</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the computer&apos;s strength.</extracomment>
        <translation>%1 · kompyuta (%2)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the person&apos;s name.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · you</source>
        <extracomment>The side of the person playing against the computer; %1 is South or North.</extracomment>
        <translation>%1 · wewe</translation>
    </message>
</context>
<context>
    <name>PositionProblemText</name>
    <message>
        <source>the seeds in each reserve</source>
        <translation>kete za akiba ya kila mchezaji</translation>
    </message>
    <message>
        <source>the seeds in each hand</source>
        <translation>kete zilizo mkononi mwa kila mchezaji</translation>
    </message>
    <message>
        <source>whether each kuu still stands</source>
        <translation>kama kila kuu bado ipo</translation>
    </message>
    <message>
        <source>whether each player still owns his nyumba</source>
        <translation>kama kila mchezaji bado anamiliki nyumba yake</translation>
    </message>
    <message>
        <source>the hizi zetu mark</source>
        <translation>alama ya hizi zetu</translation>
    </message>
    <message>
        <source>the takasia mark</source>
        <translation>alama ya takasia</translation>
    </message>
    <message>
        <source>the seeds in each store</source>
        <translation>kete za ghala la kila mchezaji</translation>
    </message>
    <message>
        <source>the mtoto holes</source>
        <translation>mashimo ya mtoto</translation>
    </message>
    <message>
        <source>a position names its game, then the rows of holes, then the side to move (S or N)</source>
        <extracomment>A position&apos;s text (BPN): &quot;kete 0,0,…/… S reserve=…&quot;.</extracomment>
        <translation>hali hutaja mchezo wake, kisha safu za mashimo, kisha upande unaocheza (S au N)</translation>
    </message>
    <message>
        <source>“%1” is not the name of a game</source>
        <translation>“%1” si jina la mchezo</translation>
    </message>
    <message>
        <source>the board of %1 has %2 rows, the text gives %3</source>
        <translation>ubao wa %1 una safu %2, maandishi yanatoa %3</translation>
    </message>
    <message>
        <source>row %1 has %2 holes, the board of %3 has %4 in a row</source>
        <translation>safu %1 ina mashimo %2, ubao wa %3 una %4 kwa kila safu</translation>
    </message>
    <message>
        <source>“%1” on %2 is not a number of seeds</source>
        <translation>“%1” kwenye %2 si idadi ya kete</translation>
    </message>
    <message>
        <source>the side to move is written S or N, not “%1”</source>
        <extracomment>S and N are written as they are in the text; they stand for South and North.</extracomment>
        <translation>upande unaocheza huandikwa S au N, si “%1”</translation>
    </message>
    <message>
        <source>“%1” should be written key=value</source>
        <extracomment>key=value is written as it is in the text.</extracomment>
        <translation>“%1” inapaswa kuandikwa key=value</translation>
    </message>
    <message>
        <source>%1 has no “%2” in its positions</source>
        <translation>%1 haina “%2” katika hali zake</translation>
    </message>
    <message>
        <source>“%1” (%2) is given twice</source>
        <translation>“%1” (%2) imetolewa mara mbili</translation>
    </message>
    <message>
        <source>“%1” (%2) is missing</source>
        <extracomment>%1 is a key of the position text, as written (hz, reserve, …); %2 says what it holds.</extracomment>
        <translation>“%1” (%2) haipo</translation>
    </message>
    <message>
        <source>“%1=%2” (%3) must be two counts, South&apos;s then North&apos;s, each from 0 to %4</source>
        <translation>“%1=%2” (%3) lazima iwe idadi mbili, ya Kusini kisha ya Kaskazini, kila moja kuanzia 0 hadi %4</translation>
    </message>
    <message>
        <source>“%1=%2” (%3) must be two flags, South&apos;s then North&apos;s, each 0 or 1</source>
        <translation>“%1=%2” (%3) lazima iwe tarakimu mbili, ya Kusini kisha ya Kaskazini, kila moja 0 au 1</translation>
    </message>
    <message>
        <source>“%1” (%2) names a hole this board does not have</source>
        <translation>“%1” (%2) inataja shimo ambalo ubao huu hauna</translation>
    </message>
    <message>
        <source>the mtoto %1 is named twice</source>
        <translation>mtoto %1 ametajwa mara mbili</translation>
    </message>
    <message>
        <source>%1 holds %2 stones: a hole of Bao la Kimasai holds one stone at most</source>
        <translation>%1 lina mawe %2: shimo la Bao la Kimasai hushika jiwe moja tu</translation>
    </message>
    <message>
        <source>%1&apos;s reserve holds %2 seeds: a reserve starts with %3 and never gains</source>
        <translation>akiba ya %1 ina kete %2: akiba huanza na %3 na haiongezeki</translation>
    </message>
    <message>
        <source>%1&apos;s hand holds %2 seeds: a hand starts with %3 and never gains</source>
        <translation>mkono wa %1 una kete %2: mkono huanza na %3 na hauongezeki</translation>
    </message>
    <message>
        <source>%1&apos;s store holds %2 seeds, more than the game&apos;s %3</source>
        <translation>ghala la %1 lina kete %2, zaidi ya %3 za mchezo</translation>
    </message>
    <message>
        <source>the hizi zetu mark is on %1, which is not a front-row hole</source>
        <translation>alama ya hizi zetu iko kwenye %1, ambalo si shimo la safu ya mbele</translation>
    </message>
    <message>
        <source>the takasia mark is on %1, which is not a front-row hole</source>
        <translation>alama ya takasia iko kwenye %1, ambalo si shimo la safu ya mbele</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds are in play, but %1 has only %2</source>
        <translation>
            <numerusform>kuna kete %n, lakini %1 ina %2 tu</numerusform>
            <numerusform>kuna kete %n, lakini %1 ina %2 tu</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s kuu %2 holds %3 seeds: a kuu that still stands holds six or more (L-1)</source>
        <translation>kuu ya %1, %2, ina kete %3: kuu ambayo bado ipo huwa na kete sita au zaidi (L-1)</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba %2 holds %3 seeds: an owned nyumba holds five or more (Z-2)</source>
        <translation>nyumba ya %1, %2, ina kete %3: nyumba inayomilikiwa huwa na kete tano au zaidi (Z-2)</translation>
    </message>
    <message>
        <source>the takasia mark on %1 is set only when both hands are empty (Z-11)</source>
        <translation>alama ya takasia kwenye %1 huwekwa tu mikono yote miwili ikiwa mitupu (Z-11)</translation>
    </message>
    <message>
        <source>the takasia mark is on %1, which holds fewer than two seeds (Z-11)</source>
        <translation>alama ya takasia iko kwenye %1, lenye kete chini ya mbili (Z-11)</translation>
    </message>
    <message numerus="yes">
        <source>%n stones are in play, but %1 has only %2</source>
        <translation>
            <numerusform>kuna mawe %n, lakini %1 ina %2 tu</numerusform>
            <numerusform>kuna mawe %n, lakini %1 ina %2 tu</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” (%2) is missing: write “%1=-” when no hole is marked</source>
        <extracomment>%1 is the mark&apos;s key as written (hz or takasia), %2 the mark; “%1=-” is written as it is.</extracomment>
        <translation>“%1” (%2) haipo: andika “%1=-” kama hakuna shimo lenye alama</translation>
    </message>
    <message>
        <source>“%1” (%2) names a hole this board does not have: write “%3=-” when no hole is marked</source>
        <extracomment>%1 is what was written for the mark, %2 the mark, %3 its key (hz or takasia); “%3=-” is written as it is.</extracomment>
        <translation>“%1” (%2) inataja shimo ambalo ubao huu hauna: andika “%3=-” kama hakuna shimo lenye alama</translation>
    </message>
</context>
<context>
    <name>Quality</name>
    <message>
        <source>Best move</source>
        <translation>Hatua bora</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Hatua nzuri</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Kasoro ndogo</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Kosa</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Kosa kubwa</translation>
    </message>
</context>
<context>
    <name>RecordErrors</name>
    <message>
        <source>line %1: the move %2 (ply %3) is not allowed</source>
        <translation>mstari %1: hatua %2 (nusu-hatua %3) hairuhusiwi</translation>
    </message>
    <message>
        <source>line %1: the move %2 comes after the end of the game</source>
        <translation>mstari %1: hatua %2 inakuja baada ya mchezo kuisha</translation>
    </message>
    <message>
        <source>line %1: the move %2 cannot be read</source>
        <translation>mstari %1: hatua %2 haisomeki</translation>
    </message>
    <message>
        <source>line %1: unknown game %2</source>
        <translation>mstari %1: mchezo usiojulikana %2</translation>
    </message>
    <message>
        <source>line %1: the [Game &quot;…&quot;] tag must come first</source>
        <extracomment>[Game &quot;…&quot;] is written as it is in the file and stays untranslated.</extracomment>
        <translation>mstari %1: lebo ya [Game &quot;…&quot;] lazima ije kwanza</translation>
    </message>
    <message>
        <source>line %1: the start position is not valid</source>
        <translation>mstari %1: hali ya mwanzo si sahihi</translation>
    </message>
    <message>
        <source>line %1: the start position belongs to another game</source>
        <translation>mstari %1: hali ya mwanzo ni ya mchezo mwingine</translation>
    </message>
    <message>
        <source>line %1: the result does not match the moves</source>
        <translation>mstari %1: matokeo hayalingani na hatua</translation>
    </message>
    <message>
        <source>line %1: this line is not part of a game record</source>
        <translation>mstari %1: mstari huu si sehemu ya rekodi ya mchezo</translation>
    </message>
    <message>
        <source>the file is too large to be a game record</source>
        <translation>faili ni kubwa mno kuwa rekodi ya mchezo</translation>
    </message>
    <message>
        <source>it is not a text file</source>
        <translation>si faili la maandishi</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>faili ni tupu</translation>
    </message>
    <message>
        <source>the file names no game (a [Game &quot;…&quot;] tag)</source>
        <extracomment>[Game &quot;…&quot;] is written as it is in the file and stays untranslated.</extracomment>
        <translation>faili halitaji mchezo wowote (lebo ya [Game &quot;…&quot;])</translation>
    </message>
    <message>
        <source>it is not a game record</source>
        <translation>si rekodi ya mchezo</translation>
    </message>
    <message>
        <source>line %1: the start position cannot be used: %2</source>
        <extracomment>%2 says why, e.g. &quot;“hz” (the hizi zetu mark) is missing&quot;.</extracomment>
        <translation>mstari %1: hali ya mwanzo haiwezi kutumika: %2</translation>
    </message>
</context>
<context>
    <name>RegularFile</name>
    <message>
        <source>it is a folder, not a file</source>
        <translation>ni folda, si faili</translation>
    </message>
    <message>
        <source>it is not an ordinary file but a pipe, socket or device</source>
        <extracomment>A FIFO, a socket or a device file was chosen instead of a saved game.</extracomment>
        <translation>si faili la kawaida bali ni bomba, soketi au kifaa</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>faili halipo</translation>
    </message>
    <message>
        <source>you may not read this file</source>
        <translation>huna ruhusa ya kusoma faili hili</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>faili haliwezi kusomwa</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>faili haliwezi kuandikwa</translation>
    </message>
</context>
<context>
    <name>ResignQuestion</name>
    <message>
        <source>Resign</source>
        <extracomment>The title of the question asked before a player gives the game up.
----------
The button that gives the game up.</extracomment>
        <translation>Jisalimishe</translation>
    </message>
    <message>
        <source>Do you resign, %1? The computer (%2) wins the game.</source>
        <extracomment>Against the computer: %1 is the person&apos;s side (or name), %2 the computer&apos;s side.</extracomment>
        <translation>Unajisalimisha, %1? Kompyuta (%2) inashinda mchezo.</translation>
    </message>
    <message>
        <source>%1, do you resign? %2 wins the game.</source>
        <extracomment>Between two people: %1 (a side or a name) is the one to move, who would resign; %2 the other.</extracomment>
        <translation>%1, unajisalimisha? %2 anashinda mchezo.</translation>
    </message>
    <message>
        <source>Play on</source>
        <extracomment>The button that keeps the game going instead of resigning.</extracomment>
        <translation>Endelea kucheza</translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message>
        <source>A back hole alone is safe</source>
        <extracomment>kigogo/06-back-hole-alone Title</extracomment>
        <translation>Shimo la nyuma peke yake liko salama</translation>
    </message>
    <message>
        <source>A back stone alone is safe</source>
        <extracomment>kimasai/05-back-stone-alone Title</extracomment>
        <translation>Jiwe la nyuma peke yake liko salama</translation>
    </message>
    <message>
        <source>A capture takes North&apos;s front hole opposite the hole where your move ends, and the back hole only together with it.</source>
        <extracomment>kigogo/06-back-hole-alone Hint</extracomment>
        <translation>Kula kunachukua shimo la mbele la Kaskazini lililo mkabala na shimo ambapo hatua yako inaishia, na shimo la nyuma pamoja nalo tu.</translation>
    </message>
    <message>
        <source>A capture that empties North&apos;s front row wins the game at once, whatever North has in his back row. Which way must the captured seeds go to reach c2?</source>
        <extracomment>kete/09-bao-hamna Hint</extracomment>
        <translation>Kula kunakomaliza safu ya mbele ya Kaskazini kunashinda mchezo mara moja, hata Kaskazini akiwa na kete gani katika safu yake ya nyuma. Kete zilizoliwa lazima ziende upande gani ili kufika c2?</translation>
    </message>
    <message>
        <source>A lap that ends in a mtoto</source>
        <extracomment>kingulu/06-into-a-mtoto Title</extracomment>
        <translation>Mzunguko unaoishia katika mtoto</translation>
    </message>
    <message>
        <source>A seed that falls into a mtoto goes straight into its owner&apos;s store. f2 is your mtoto, c1 is North&apos;s.</source>
        <extracomment>kingulu/06-into-a-mtoto Hint</extracomment>
        <translation>Kete inayoangukia mtoto huenda moja kwa moja ghalani mwa mwenyewe. f2 ni mtoto wako, c1 ni wa Kaskazini.</translation>
    </message>
    <message>
        <source>A single seed that steps into an empty hole of your front row captures too. Along your front row the loop runs to the left.</source>
        <extracomment>kigogo/07-step-capture Hint</extracomment>
        <translation>Kete moja inayosogea hadi shimo tupu la safu yako ya mbele nayo hula. Katika safu yako ya mbele duara lako huenda kushoto.</translation>
    </message>
    <message>
        <source>A step can capture</source>
        <extracomment>kigogo/07-step-capture Title</extracomment>
        <translation>Msogeo mmoja unaweza kula</translation>
    </message>
    <message>
        <source>A stone steps</source>
        <extracomment>kimasai/01-step Title</extracomment>
        <translation>Jiwe linasogea</translation>
    </message>
    <message>
        <source>A stone steps one hole counterclockwise, and only into an empty hole. Along your back row that is to the right.</source>
        <extracomment>kimasai/01-step Hint</extracomment>
        <translation>Jiwe husogea shimo moja kinyume cha saa, na hadi shimo tupu tu. Katika safu yako ya nyuma hiyo ni kwenda kulia.</translation>
    </message>
    <message>
        <source>All twelve holes form one loop: along your row to the right, then up into f2 and along North&apos;s row to the left.</source>
        <extracomment>kingulu/01-sowing Hint</extracomment>
        <translation>Mashimo yote kumi na mawili ni duara moja: katika safu yako kwenda kulia, kisha juu hadi f2 na katika safu ya Kaskazini kwenda kushoto.</translation>
    </message>
    <message>
        <source>Along your front row the stones go to the left. Step into the hole right below b3.</source>
        <extracomment>kimasai/03-capture Hint</extracomment>
        <translation>Katika safu yako ya mbele mawe huenda kushoto. Songa hadi shimo lililo chini kabisa ya b3.</translation>
    </message>
    <message>
        <source>At the right end the loop turns up: from l1 the next hole is l2.</source>
        <extracomment>kimasai/02-round-the-end Hint</extracomment>
        <translation>Katika mwisho wa kulia duara linapanda juu: kutoka l1 shimo linalofuata ni l2.</translation>
    </message>
    <message>
        <source>Bao hamna</source>
        <extracomment>kete/09-bao-hamna Title; kiswahili/06-bao-hamna Title</extracomment>
        <translation>Bao hamna</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in b3.</source>
        <extracomment>kigogo/07-step-capture Task; kiswahili/01-capture Task</extracomment>
        <translation>Kula kete za Kaskazini katika b3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in c3.</source>
        <extracomment>kete/02-capture Task</extracomment>
        <translation>Kula kete za Kaskazini katika c3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in d2.</source>
        <extracomment>kingulu/02-capture Task</extracomment>
        <translation>Kula kete za Kaskazini katika d2.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in d3.</source>
        <extracomment>kete/06-mtaji-capture Task</extracomment>
        <translation>Kula kete za Kaskazini katika d3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in k3.</source>
        <extracomment>kigogo/04-capture Task</extracomment>
        <translation>Kula kete za Kaskazini katika k3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s stone on b3.</source>
        <extracomment>kimasai/03-capture Task</extracomment>
        <translation>Kula jiwe la Kaskazini lililo b3.</translation>
    </message>
    <message>
        <source>Capture both c3 and h3 in one move.</source>
        <extracomment>kete/05-safari Task</extracomment>
        <translation>Kula c3 na h3 zote mbili katika hatua moja.</translation>
    </message>
    <message>
        <source>Capture four of North&apos;s seeds in one move.</source>
        <extracomment>kigogo/05-front-and-back Task</extracomment>
        <translation>Kula kete nne za Kaskazini katika hatua moja.</translation>
    </message>
    <message>
        <source>Capture one of North&apos;s stones.</source>
        <extracomment>kimasai/05-back-stone-alone Task</extracomment>
        <translation>Kula jiwe moja la Kaskazini.</translation>
    </message>
    <message>
        <source>Capture some of North&apos;s seeds.</source>
        <extracomment>kigogo/06-back-hole-alone Task</extracomment>
        <translation>Kula baadhi ya kete za Kaskazini.</translation>
    </message>
    <message>
        <source>Capture twice in one move: North&apos;s c3, and then g3.</source>
        <extracomment>kete/03-choose-kichwa Task; kiswahili/02-choose-kichwa Task</extracomment>
        <translation>Kula mara mbili katika hatua moja: c3 ya Kaskazini, kisha g3.</translation>
    </message>
    <message>
        <source>Capture two stones in one move.</source>
        <extracomment>kimasai/04-front-and-back Task</extracomment>
        <translation>Kula mawe mawili katika hatua moja.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <extracomment>kete/02-capture Title; kigogo/04-capture Title; kimasai/03-capture Title</extracomment>
        <translation>Kula</translation>
    </message>
    <message>
        <source>Capturing in mtaji</source>
        <extracomment>kete/06-mtaji-capture Title</extracomment>
        <translation>Kula katika mtaji</translation>
    </message>
    <message>
        <source>Capturing into your store</source>
        <extracomment>kingulu/02-capture Title</extracomment>
        <translation>Kula kuingia ghalani mwako</translation>
    </message>
    <message>
        <source>Choosing the kichwa</source>
        <extracomment>kete/03-choose-kichwa Title; kiswahili/02-choose-kichwa Title</extracomment>
        <translation>Kuchagua kichwa</translation>
    </message>
    <message>
        <source>Counting at the end</source>
        <extracomment>kingulu/07-counting Title</extracomment>
        <translation>Kuhesabu mwishoni</translation>
    </message>
    <message>
        <source>End the game, and win it.</source>
        <extracomment>kingulu/07-counting Task</extracomment>
        <translation>Maliza mchezo, na ushinde.</translation>
    </message>
    <message>
        <source>End your lap in an empty hole of your row, right below North&apos;s seeds.</source>
        <extracomment>kingulu/02-capture Hint</extracomment>
        <translation>Maliza mzunguko wako katika shimo tupu la safu yako, chini kabisa ya kete za Kaskazini.</translation>
    </message>
    <message>
        <source>End your move in an empty hole of your front row right below North&apos;s seeds. From l1 the loop turns up into l2 and then runs to the left.</source>
        <extracomment>kigogo/04-capture Hint</extracomment>
        <translation>Maliza hatua yako katika shimo tupu la safu yako ya mbele chini kabisa ya kete za Kaskazini. Kutoka l1 duara linapanda hadi l2 na kisha linaenda kushoto.</translation>
    </message>
    <message>
        <source>From l1 the loop turns up to l2. Along your front row the stones then travel to the left, and from a2 down to a1.</source>
        <extracomment>kimasai/02-round-the-end after ply 1</extracomment>
        <translation>Kutoka l1 duara linapanda hadi l2. Katika safu yako ya mbele mawe kisha huenda kushoto, na kutoka a2 chini hadi a1.</translation>
    </message>
    <message>
        <source>From the back row</source>
        <extracomment>kete/10-from-the-back-row Title</extracomment>
        <translation>Kutoka safu ya nyuma</translation>
    </message>
    <message>
        <source>Hizi zetu</source>
        <extracomment>kete/08-hizi-zetu Title</extracomment>
        <translation>Hizi zetu</translation>
    </message>
    <message>
        <source>Lift all the seeds of one hole and drop them one by one into the holes that follow, counterclockwise: along your back row that is to the right.</source>
        <extracomment>kigogo/01-sowing Hint</extracomment>
        <translation>Inua kete zote za shimo moja na uzidondoshe moja moja katika mashimo yanayofuata, kinyume cha saa: katika safu yako ya nyuma hiyo ni kwenda kulia.</translation>
    </message>
    <message>
        <source>Make North&apos;s f2 your mtoto.</source>
        <extracomment>kingulu/05-mtoto Task</extracomment>
        <translation>Fanya f2 ya Kaskazini kuwa mtoto wako.</translation>
    </message>
    <message>
        <source>Making a mtoto</source>
        <extracomment>kingulu/05-mtoto Title</extracomment>
        <translation>Kuweka mtoto</translation>
    </message>
    <message>
        <source>Move a seed into your front row.</source>
        <extracomment>kigogo/02-single-step Task</extracomment>
        <translation>Sogeza kete moja hadi safu yako ya mbele.</translation>
    </message>
    <message>
        <source>None of your front holes held two seeds, so you sowed from your back row: g1&apos;s seeds went into h1 and up into h2.</source>
        <extracomment>kete/10-from-the-back-row after ply 1</extracomment>
        <translation>Hakuna shimo lako la mbele lililokuwa na kete mbili, kwa hiyo ulitawanya kutoka safu yako ya nyuma: kete za g1 ziliingia h1 na juu hadi h2.</translation>
    </message>
    <message>
        <source>None of your holes held two seeds, so one seed stepped on into an empty hole. e1 could not move at all: f1 next to it is occupied.</source>
        <extracomment>kigogo/02-single-step after ply 1</extracomment>
        <translation>Hakuna shimo lako lililokuwa na kete mbili, kwa hiyo kete moja ilisogea hadi shimo tupu. e1 haikuweza kusogea kabisa: f1 kando yake lina kete.</translation>
    </message>
    <message>
        <source>None of your holes holds two or more seeds.</source>
        <extracomment>kigogo/02-single-step the start</extracomment>
        <translation>Hakuna shimo lako lenye kete mbili au zaidi.</translation>
    </message>
    <message>
        <source>North goes round the same way on the table: along North&apos;s front row (row 3) the stones go to the right.</source>
        <extracomment>kimasai/06-playing-north Hint</extracomment>
        <translation>Kaskazini huzunguka upande uleule mezani: katika safu ya mbele ya Kaskazini (safu 3) mawe huenda kulia.</translation>
    </message>
    <message>
        <source>North has no seeds left to move, so the game ends. You count 4 in your row, 5 in your mtoto b2 and 19 in your store: 28 against North&apos;s 20.</source>
        <extracomment>kingulu/07-counting after ply 1</extracomment>
        <translation>Kaskazini hana kete za kucheza tena, kwa hiyo mchezo unaisha. Unahesabu 4 katika safu yako, 5 katika mtoto wako b2 na 19 ghalani mwako: 28 dhidi ya 20 za Kaskazini.</translation>
    </message>
    <message>
        <source>One loop</source>
        <extracomment>kingulu/01-sowing Title</extracomment>
        <translation>Duara moja</translation>
    </message>
    <message>
        <source>One seed steps</source>
        <extracomment>kigogo/02-single-step Title</extracomment>
        <translation>Kete moja inasogea</translation>
    </message>
    <message>
        <source>Only a stone in North&apos;s front row can be captured, with the back stone behind it if there is one.</source>
        <extracomment>kimasai/05-back-stone-alone Hint</extracomment>
        <translation>Jiwe lililo katika safu ya mbele ya Kaskazini tu ndilo linaweza kuliwa, pamoja na jiwe la nyuma yake likiwepo.</translation>
    </message>
    <message>
        <source>Playing North</source>
        <extracomment>kimasai/06-playing-north Title</extracomment>
        <translation>Kucheza Kaskazini</translation>
    </message>
    <message>
        <source>Round the end</source>
        <extracomment>kimasai/02-round-the-end Title</extracomment>
        <translation>Kuzunguka mwisho</translation>
    </message>
    <message>
        <source>Safari</source>
        <extracomment>kete/05-safari Title; kiswahili/03-safari Title</extracomment>
        <translation>Safari</translation>
    </message>
    <message>
        <source>Sow so that a seed goes into your store.</source>
        <extracomment>kingulu/06-into-a-mtoto Task</extracomment>
        <translation>Tawanya ili kete moja iingie ghalani mwako.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in North&apos;s row.</source>
        <extracomment>kingulu/01-sowing Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie safu ya Kaskazini.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in f1.</source>
        <extracomment>kigogo/01-sowing Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie f1.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g1.</source>
        <extracomment>kigogo/03-relay Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie g1.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in h2.</source>
        <extracomment>kete/10-from-the-back-row Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie h2.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in your kuu.</source>
        <extracomment>kete/01-kuu Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie kuu yako.</translation>
    </message>
    <message>
        <source>Sowing</source>
        <extracomment>kigogo/01-sowing Title</extracomment>
        <translation>Kutawanya</translation>
    </message>
    <message>
        <source>Sowing on</source>
        <extracomment>kigogo/03-relay Title; kingulu/04-relay Title</extracomment>
        <translation>Kuendelea kutawanya</translation>
    </message>
    <message>
        <source>Sowing your kuu</source>
        <extracomment>kete/04-sowing-the-kuu Title</extracomment>
        <translation>Kutawanya kuu yako</translation>
    </message>
    <message>
        <source>Sown clockwise, g2&apos;s seeds go to the right, into h2 and down into h1.</source>
        <extracomment>kete/01-kuu WrongWhy</extracomment>
        <translation>Zikitawanywa kwa mwendo wa saa, kete za g2 huenda kulia, hadi h2 na chini hadi h1.</translation>
    </message>
    <message>
        <source>Step a stone from your back row into your front row.</source>
        <extracomment>kimasai/02-round-the-end Task</extracomment>
        <translation>Sogeza jiwe kutoka safu yako ya nyuma hadi safu yako ya mbele.</translation>
    </message>
    <message>
        <source>Step a stone into e1.</source>
        <extracomment>kimasai/01-step Task</extracomment>
        <translation>Sogeza jiwe hadi e1.</translation>
    </message>
    <message>
        <source>The back hole goes too</source>
        <extracomment>kigogo/05-front-and-back Title</extracomment>
        <translation>Shimo la nyuma linaenda pia</translation>
    </message>
    <message>
        <source>The captured seeds ended in your kuu and you went on safari: the kuu&apos;s seven seeds ran round to c1, the seeds there went on to h2, and h2, facing h3, captured again.</source>
        <extracomment>kete/05-safari after ply 1</extracomment>
        <translation>Kete zilizoliwa ziliishia katika kuu yako na ukaenda safari: kete saba za kuu zilizunguka hadi c1, kete za hapo ziliendelea hadi h2, na h2, likiwa mkabala na h3, lilikula tena.</translation>
    </message>
    <message>
        <source>The game ends when the player to move has no move. Each player then counts the seeds in his row, his mtoto holes and his store.</source>
        <extracomment>kingulu/07-counting Hint</extracomment>
        <translation>Mchezo unaisha mchezaji anayefuata asipokuwa na hatua. Kisha kila mchezaji anahesabu kete katika safu yake, katika mashimo yake ya mtoto na ghalani mwake.</translation>
    </message>
    <message>
        <source>The kuu goes first</source>
        <extracomment>kete/07-mtaji-kuu-first Title</extracomment>
        <translation>Kuu inatangulia</translation>
    </message>
    <message>
        <source>The stone arrived in f2: f3 is captured, and f4 behind it too.</source>
        <extracomment>kimasai/04-front-and-back after ply 1</extracomment>
        <translation>Jiwe lilifika f2: f3 linaliwa, na f4 lililo nyuma yake pia.</translation>
    </message>
    <message>
        <source>The stone went up into l2 and captured l3. North&apos;s g4 is safe: a back stone goes only with the front stone before it.</source>
        <extracomment>kimasai/05-back-stone-alone after ply 1</extracomment>
        <translation>Jiwe lilipanda hadi l2 na kula l3. g4 ya Kaskazini iko salama: jiwe la nyuma huenda tu pamoja na jiwe la mbele lililo mbele yake.</translation>
    </message>
    <message>
        <source>This time you play North: rows 3 and 4, at the top.</source>
        <extracomment>kimasai/06-playing-north the start</extracomment>
        <translation>Safari hii unacheza Kaskazini: safu 3 na 4, juu.</translation>
    </message>
    <message>
        <source>Two stones at once</source>
        <extracomment>kimasai/04-front-and-back Title</extracomment>
        <translation>Mawe mawili kwa mara moja</translation>
    </message>
    <message>
        <source>When a lap ends in a North hole that held exactly three seeds, that hole becomes yours: a mtoto.</source>
        <extracomment>kingulu/05-mtoto Hint</extracomment>
        <translation>Mzunguko ukiishia katika shimo la Kaskazini lililokuwa na kete tatu kamili, shimo hilo linakuwa lako: mtoto.</translation>
    </message>
    <message>
        <source>When a lap ends in an occupied hole of North&apos;s row, you lift all its seeds and sow on.</source>
        <extracomment>kingulu/04-relay Hint</extracomment>
        <translation>Mzunguko ukiishia katika shimo lenye kete la safu ya Kaskazini, unainua kete zake zote na kuendelea kutawanya.</translation>
    </message>
    <message>
        <source>When one of your front holes holds seeds and faces seeds in North&apos;s front hole, you must capture.</source>
        <extracomment>kete/02-capture the start</extracomment>
        <translation>Shimo lako moja la mbele likiwa na kete na likiwa mkabala na kete katika shimo la mbele la Kaskazini, lazima ule.</translation>
    </message>
    <message>
        <source>When the last seed of a lap falls into an occupied hole, you lift everything there and sow on.</source>
        <extracomment>kigogo/03-relay Hint</extracomment>
        <translation>Kete ya mwisho ya mzunguko ikiangukia shimo lenye kete, unainua kila kilichomo na kuendelea kutawanya.</translation>
    </message>
    <message>
        <source>When the sowing of a capture ends in your own kuu, you may stop there or go on: lift the kuu and sow on. That is safari.</source>
        <extracomment>kete/05-safari Hint</extracomment>
        <translation>Utawanyaji wa kula ukiishia katika kuu yako mwenyewe, unaweza kusimama hapo au kuendelea: kuinua kuu na kuendelea kutawanya. Hiyo ndiyo safari.</translation>
    </message>
    <message>
        <source>When you capture a front hole, the back hole behind it goes too, if it holds seeds.</source>
        <extracomment>kigogo/05-front-and-back Hint</extracomment>
        <translation>Unapokula shimo la mbele, shimo la nyuma lililo nyuma yake linaenda pia, likiwa na kete.</translation>
    </message>
    <message>
        <source>When you capture a front stone, North&apos;s back stone in the same column goes too.</source>
        <extracomment>kimasai/04-front-and-back Hint</extracomment>
        <translation>Unapokula jiwe la mbele, jiwe la nyuma la Kaskazini katika nguzo hiyo hiyo linaenda pia.</translation>
    </message>
    <message>
        <source>Win at once: empty North&apos;s front row.</source>
        <extracomment>kete/09-bao-hamna Task</extracomment>
        <translation>Shinda mara moja: maliza safu ya mbele ya Kaskazini.</translation>
    </message>
    <message>
        <source>Win the game in one move.</source>
        <extracomment>kigogo/08-win Task; kimasai/07-win Task</extracomment>
        <translation>Shinda mchezo kwa hatua moja.</translation>
    </message>
    <message>
        <source>Winning</source>
        <extracomment>kigogo/08-win Title; kimasai/07-win Title</extracomment>
        <translation>Kushinda</translation>
    </message>
    <message>
        <source>With no capture, no kuu and no front hole of two or more, you sow a back hole of two or more. Counterclockwise runs to the right along your back row.</source>
        <extracomment>kete/10-from-the-back-row Hint</extracomment>
        <translation>Bila kula, bila kuu na bila shimo la mbele lenye kete mbili au zaidi, unatawanya shimo la nyuma lenye kete mbili au zaidi. Kinyume cha saa ni kwenda kulia katika safu yako ya nyuma.</translation>
    </message>
    <message>
        <source>With no hole of two or more, a single seed steps one hole counterclockwise, and only into an empty hole. From l1 the loop turns up into l2.</source>
        <extracomment>kigogo/02-single-step Hint</extracomment>
        <translation>Bila shimo lenye kete mbili au zaidi, kete moja husogea shimo moja kinyume cha saa, na hadi shimo tupu tu. Kutoka l1 duara linapanda hadi l2.</translation>
    </message>
    <message>
        <source>With no reserve seeds you lift all the seeds of one hole. It captures when its first lap ends in a front hole that held seeds, facing North&apos;s seeds.</source>
        <extracomment>kete/06-mtaji-capture Hint</extracomment>
        <translation>Bila kete za akiba unainua kete zote za shimo moja. Hula mzunguko wake wa kwanza ukiishia katika shimo la mbele lililokuwa na kete, lililo mkabala na kete za Kaskazini.</translation>
    </message>
    <message>
        <source>You captured e3 and e4, North&apos;s last stones: you win.</source>
        <extracomment>kimasai/07-win after ply 1</extracomment>
        <translation>Ulikula e3 na e4, mawe ya mwisho ya Kaskazini: umeshinda.</translation>
    </message>
    <message>
        <source>You captured e3, and with it e4 in North&apos;s back row: four seeds in all.</source>
        <extracomment>kigogo/05-front-and-back after ply 1</extracomment>
        <translation>Ulikula e3, na pamoja nalo e4 katika safu ya nyuma ya Kaskazini: kete nne kwa jumla.</translation>
    </message>
    <message>
        <source>You captured f3 and f4, North&apos;s last seeds. With no seeds, North cannot move: you win.</source>
        <extracomment>kigogo/08-win after ply 1</extracomment>
        <translation>Ulikula f3 na f4, kete za mwisho za Kaskazini. Bila kete, Kaskazini hawezi kucheza: umeshinda.</translation>
    </message>
    <message>
        <source>You captured k3. North&apos;s four seeds in e4 are safe: a back hole is taken only together with the front hole before it.</source>
        <extracomment>kigogo/06-back-hole-alone after ply 1</extracomment>
        <translation>Ulikula k3. Kete nne za Kaskazini katika e4 ziko salama: shimo la nyuma huchukuliwa tu pamoja na shimo la mbele lililo mbele yake.</translation>
    </message>
    <message>
        <source>You play North. Capture South&apos;s stone on d2.</source>
        <extracomment>kimasai/06-playing-north Task</extracomment>
        <translation>Unacheza Kaskazini. Kula jiwe la Kusini lililo d2.</translation>
    </message>
    <message>
        <source>You play South: row 1, nearest to you. North owns row 2. A move lifts all the seeds of one of your holes.</source>
        <extracomment>kingulu/01-sowing the start</extracomment>
        <translation>Unacheza Kusini: safu 1, iliyo karibu nawe. Kaskazini anamiliki safu 2. Hatua huinua kete zote za shimo lako moja.</translation>
    </message>
    <message>
        <source>You play South: the two rows nearest to you. A hole never holds more than one stone.</source>
        <extracomment>kimasai/01-step the start</extracomment>
        <translation>Unacheza Kusini: safu mbili zilizo karibu nawe. Shimo halibebi zaidi ya jiwe moja kamwe.</translation>
    </message>
    <message>
        <source>You play South: the two rows nearest to you. A move starts from one of your holes with two or more seeds.</source>
        <extracomment>kigogo/01-sowing the start</extracomment>
        <translation>Unacheza Kusini: safu mbili zilizo karibu nawe. Hatua huanzia katika shimo lako moja lenye kete mbili au zaidi.</translation>
    </message>
    <message>
        <source>You win when North has no seeds left. All of North&apos;s seeds stand in one column.</source>
        <extracomment>kigogo/08-win Hint</extracomment>
        <translation>Unashinda Kaskazini asipobaki na kete. Kete zote za Kaskazini ziko katika nguzo moja.</translation>
    </message>
    <message>
        <source>You win when North has no stones left. North&apos;s last two stones stand in one column.</source>
        <extracomment>kimasai/07-win Hint</extracomment>
        <translation>Unashinda Kaskazini asipobaki na mawe. Mawe mawili ya mwisho ya Kaskazini yako katika nguzo moja.</translation>
    </message>
    <message>
        <source>Your kuu</source>
        <extracomment>kete/01-kuu Title</extracomment>
        <translation>Kuu yako</translation>
    </message>
    <message>
        <source>Your kuu is e2, the fourth hole from your right. Counterclockwise runs to the left along your front row.</source>
        <extracomment>kete/01-kuu Hint</extracomment>
        <translation>Kuu yako ni e2, shimo la nne kutoka kulia kwako. Kinyume cha saa ni kwenda kushoto katika safu yako ya mbele.</translation>
    </message>
    <message>
        <source>Your last seed fell into e1, which held a seed: you lifted both and sowed on into f1 and g1. An empty hole ended the move.</source>
        <extracomment>kigogo/03-relay after ply 1</extracomment>
        <translation>Kete yako ya mwisho iliangukia e1, lililokuwa na kete moja: uliinua zote mbili na kuendelea kutawanya katika f1 na g1. Shimo tupu lilimaliza hatua.</translation>
    </message>
    <message>
        <source>Your last seed fell into the empty front hole k2, with North&apos;s k3 straight opposite: those seeds are captured and leave the game.</source>
        <extracomment>kigogo/04-capture after ply 1</extracomment>
        <translation>Kete yako ya mwisho iliangukia shimo tupu la mbele k2, k3 ya Kaskazini ikiwa mkabala moja kwa moja: kete hizo zinaliwa na kutoka mchezoni.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty d1 with North&apos;s d2 opposite: those two seeds and your capturing seed go into your store.</source>
        <extracomment>kingulu/02-capture after ply 1</extracomment>
        <translation>Kete yako ya mwisho iliangukia d1 yako iliyokuwa tupu, d2 ya Kaskazini ikiwa mkabala: kete hizo mbili na kete yako iliyokula zinaingia ghalani mwako.</translation>
    </message>
    <message>
        <source>Your last seed fell into your mtoto f2, so it went into your store, and the move ended.</source>
        <extracomment>kingulu/06-into-a-mtoto after ply 1</extracomment>
        <translation>Kete yako ya mwisho iliangukia mtoto wako f2, kwa hiyo ilienda ghalani mwako, na hatua ikaisha.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is the mtaji stage.</source>
        <extracomment>kete/06-mtaji-capture the start</extracomment>
        <translation>Akiba yako imekwisha: hii ni awamu ya mtaji.</translation>
    </message>
    <message>
        <source>Your seed fell into f2, which held one: you lifted both and sowed on into e2 and d2. d2 was empty, so the move ends.</source>
        <extracomment>kingulu/04-relay after ply 1</extracomment>
        <translation>Kete yako iliangukia f2, lililokuwa na kete moja: uliinua zote mbili na kuendelea kutawanya katika e2 na d2. d2 lilikuwa tupu, kwa hiyo hatua inaisha.</translation>
    </message>
    <message>
        <source>Your stone arrived in b2 with North&apos;s stone opposite in b3: it is captured and leaves the game.</source>
        <extracomment>kimasai/03-capture after ply 1</extracomment>
        <translation>Jiwe lako lilifika b2, jiwe la Kaskazini likiwa mkabala katika b3: linaliwa na kutoka mchezoni.</translation>
    </message>
    <message>
        <source>a1 captures North&apos;s c2, but its last seed ends in c1, in your own row.</source>
        <extracomment>kingulu/04-relay WrongWhy</extracomment>
        <translation>a1 inakula c2 ya Kaskazini, lakini kete yake ya mwisho inaishia c1, katika safu yako mwenyewe.</translation>
    </message>
    <message>
        <source>a1&apos;s last seed falls into c1, North&apos;s mtoto: that seed goes into North&apos;s store.</source>
        <extracomment>kingulu/06-into-a-mtoto WrongWhy</extracomment>
        <translation>Kete ya mwisho ya a1 inaangukia c1, mtoto wa Kaskazini: kete hiyo inaenda ghalani mwa Kaskazini.</translation>
    </message>
    <message>
        <source>a1&apos;s seeds end in c1, in your own row: no mtoto.</source>
        <extracomment>kingulu/05-mtoto WrongWhy</extracomment>
        <translation>Kete za a1 zinaishia c1, katika safu yako mwenyewe: hakuna mtoto.</translation>
    </message>
    <message>
        <source>a1&apos;s two seeds go into b1 and c1: the last one stays in your own row.</source>
        <extracomment>kingulu/01-sowing WrongWhy</extracomment>
        <translation>Kete mbili za a1 zinaingia b1 na c1: ya mwisho inabaki katika safu yako mwenyewe.</translation>
    </message>
    <message>
        <source>b1&apos;s three seeds go clockwise into a1, a2 and b2: the last one lands in b2.</source>
        <extracomment>kete/10-from-the-back-row WrongWhy</extracomment>
        <translation>Kete tatu za b1 zinaenda kwa mwendo wa saa katika a1, a2 na b2: ya mwisho inaangukia b2.</translation>
    </message>
    <message>
        <source>c1 held three seeds: one each into d1, e1 and f1. The single seeds in b1 and g2 may not move while you have a hole of two or more.</source>
        <extracomment>kigogo/01-sowing after ply 1</extracomment>
        <translation>c1 ilikuwa na kete tatu: moja moja katika d1, e1 na f1. Kete moja moja za b1 na g2 haziwezi kusogea ukiwa na shimo lenye kete mbili au zaidi.</translation>
    </message>
    <message>
        <source>c1&apos;s seeds end in e1, in your back row: only a move that ends in your front row captures.</source>
        <extracomment>kigogo/04-capture WrongWhy</extracomment>
        <translation>Kete za c1 zinaishia e1, katika safu yako ya nyuma: hatua inayoishia katika safu yako ya mbele tu ndiyo hula.</translation>
    </message>
    <message>
        <source>c2 captures b3, but b4 behind it is empty: that is one stone.</source>
        <extracomment>kimasai/04-front-and-back WrongWhy</extracomment>
        <translation>c2 inakula b3, lakini b4 nyuma yake liko tupu: hilo ni jiwe moja.</translation>
    </message>
    <message>
        <source>c2&apos;s seed stepped into the empty b2, opposite North&apos;s b3: b3 and b4 behind it are captured.</source>
        <extracomment>kigogo/07-step-capture after ply 1</extracomment>
        <translation>Kete ya c2 ilisogea hadi b2 tupu, mkabala na b3 ya Kaskazini: b3 na b4 nyuma yake zinaliwa.</translation>
    </message>
    <message>
        <source>c2ccw captures c3, but it stops in your kuu: h3 is not taken.</source>
        <extracomment>kete/05-safari WrongWhy</extracomment>
        <translation>c2ccw inakula c3, lakini inasimama katika kuu yako: h3 halichukuliwi.</translation>
    </message>
    <message>
        <source>c3 stepped into d3, opposite South&apos;s d2: d2 is captured, and d1 behind it too.</source>
        <extracomment>kimasai/06-playing-north after ply 1</extracomment>
        <translation>c3 ilisogea hadi d3, mkabala na d2 ya Kusini: d2 linaliwa, na d1 nyuma yake pia.</translation>
    </message>
    <message>
        <source>d1 stepped into the empty e1. b1 and c1 could not move: the next hole of each was occupied.</source>
        <extracomment>kimasai/01-step after ply 1</extracomment>
        <translation>d1 ilisogea hadi e1 tupu. b1 na c1 hazikuweza kusogea: shimo linalofuata la kila moja lilikuwa na jiwe.</translation>
    </message>
    <message>
        <source>e1 steps into f1, which is still in your back row.</source>
        <extracomment>kimasai/02-round-the-end WrongWhy</extracomment>
        <translation>e1 inasogea hadi f1, ambalo bado liko katika safu yako ya nyuma.</translation>
    </message>
    <message>
        <source>e1&apos;s seed stops in f1, but f2 opposite is empty: nothing is captured and the seed stays.</source>
        <extracomment>kingulu/02-capture WrongWhy</extracomment>
        <translation>Kete ya e1 inasimama f1, lakini f2 mkabala liko tupu: hakuna kinacholiwa na kete inabaki.</translation>
    </message>
    <message>
        <source>e1&apos;s seeds go into North&apos;s row: North has seeds to move, so the game goes on.</source>
        <extracomment>kingulu/07-counting WrongWhy</extracomment>
        <translation>Kete za e1 zinaingia safu ya Kaskazini: Kaskazini ana kete za kucheza, kwa hiyo mchezo unaendelea.</translation>
    </message>
    <message>
        <source>e3 steps into f3, away from d3: North&apos;s front-row stones go to the right.</source>
        <extracomment>kimasai/06-playing-north WrongWhy</extracomment>
        <translation>e3 inasogea hadi f3, mbali na d3: mawe ya safu ya mbele ya Kaskazini huenda kulia.</translation>
    </message>
    <message>
        <source>f1 steps into g1, which is still in your back row.</source>
        <extracomment>kigogo/02-single-step WrongWhy</extracomment>
        <translation>f1 inasogea hadi g1, ambalo bado liko katika safu yako ya nyuma.</translation>
    </message>
    <message>
        <source>f2 held three, your last seed made four, and the seed you dropped into f1 just before joins it: f2 is your mtoto, five seeds that count for you.</source>
        <extracomment>kingulu/05-mtoto after ply 1</extracomment>
        <translation>f2 ilikuwa na kete tatu, kete yako ya mwisho ikafanya nne, na kete uliyodondosha katika f1 kabla yake inajiunga nayo: f2 ni mtoto wako, kete tano zinazohesabiwa kwako.</translation>
    </message>
    <message>
        <source>f2 is your mtoto, c1 is North&apos;s: no move may start from a mtoto, and its seeds are never taken.</source>
        <extracomment>kingulu/06-into-a-mtoto the start</extracomment>
        <translation>f2 ni mtoto wako, c1 ni wa Kaskazini: hakuna hatua inayoweza kuanzia katika mtoto, na kete zake haziliwi kamwe.</translation>
    </message>
    <message>
        <source>f2 steps into e2, but North&apos;s e3 is empty: there is nothing to capture.</source>
        <extracomment>kimasai/03-capture WrongWhy</extracomment>
        <translation>f2 inasogea hadi e2, lakini e3 la Kaskazini liko tupu: hakuna cha kula.</translation>
    </message>
    <message>
        <source>f2&apos;s two seeds went into e2 and d2. d2 held a seed and faces d3: a capture. While you can capture, you must.</source>
        <extracomment>kete/06-mtaji-capture after ply 1</extracomment>
        <translation>Kete mbili za f2 ziliingia e2 na d2. d2 lilikuwa na kete na liko mkabala na d3: ni kula. Ukiweza kula, lazima ule.</translation>
    </message>
    <message>
        <source>g1 steps into h1, in your back row: no capture there.</source>
        <extracomment>kigogo/07-step-capture WrongWhy</extracomment>
        <translation>g1 inasogea hadi h1, katika safu yako ya nyuma: hakuna kula hapo.</translation>
    </message>
    <message>
        <source>g1 steps into h1: along your back row the stones go to the right.</source>
        <extracomment>kimasai/01-step WrongWhy</extracomment>
        <translation>g1 inasogea hadi h1: katika safu yako ya nyuma mawe huenda kulia.</translation>
    </message>
    <message>
        <source>g2 captures too, but it takes the one seed in g3, not c3.</source>
        <extracomment>kete/02-capture WrongWhy</extracomment>
        <translation>g2 nayo inakula, lakini inachukua kete moja ya g3, si c3.</translation>
    </message>
    <message>
        <source>g2 ends in e2, but North&apos;s front hole e3 is empty. The back hole e4 alone is never taken.</source>
        <extracomment>kigogo/06-back-hole-alone WrongWhy</extracomment>
        <translation>g2 inaishia e2, lakini shimo la mbele la Kaskazini e3 liko tupu. Shimo la nyuma e4 peke yake halichukuliwi kamwe.</translation>
    </message>
    <message>
        <source>h1 holds two seeds: they go into i1 and j1, so the last one lands in j1.</source>
        <extracomment>kigogo/01-sowing WrongWhy</extracomment>
        <translation>h1 ina kete mbili: zinaingia i1 na j1, kwa hiyo ya mwisho inaangukia j1.</translation>
    </message>
    <message>
        <source>h1&apos;s seeds go into i1 and j1. j1 was empty, so the move ends there.</source>
        <extracomment>kigogo/03-relay WrongWhy</extracomment>
        <translation>Kete za h1 zinaingia i1 na j1. j1 lilikuwa tupu, kwa hiyo hatua inaishia hapo.</translation>
    </message>
    <message>
        <source>h1ccw captures too, but its first lap ends in f2, so it takes f3, not d3.</source>
        <extracomment>kete/06-mtaji-capture WrongWhy</extracomment>
        <translation>h1ccw nayo inakula, lakini mzunguko wake wa kwanza unaishia f2, kwa hiyo inachukua f3, si d3.</translation>
    </message>
    <message>
        <source>h2 steps into g2, but North&apos;s front hole g3 is empty. The back stone in g4 alone is never taken.</source>
        <extracomment>kimasai/05-back-stone-alone WrongWhy</extracomment>
        <translation>h2 inasogea hadi g2, lakini shimo la mbele la Kaskazini g3 liko tupu. Jiwe la nyuma katika g4 peke yake halichukuliwi kamwe.</translation>
    </message>
    <message>
        <source>i2 steps into h2, but h3 is empty: nothing is captured and North plays on.</source>
        <extracomment>kimasai/07-win WrongWhy</extracomment>
        <translation>i2 inasogea hadi h2, lakini h3 liko tupu: hakuna kinacholiwa na Kaskazini anaendelea kucheza.</translation>
    </message>
    <message>
        <source>j1&apos;s seeds end in l1, in your back row: they capture nothing and North keeps playing.</source>
        <extracomment>kigogo/08-win WrongWhy</extracomment>
        <translation>Kete za j1 zinaishia l1, katika safu yako ya nyuma: hazili chochote na Kaskazini anaendelea kucheza.</translation>
    </message>
    <message>
        <source>k1 captures k3, but k4 behind it is empty: that is only one seed.</source>
        <extracomment>kigogo/05-front-and-back WrongWhy</extracomment>
        <translation>k1 inakula k3, lakini k4 nyuma yake liko tupu: hiyo ni kete moja tu.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in d2.</source>
        <extracomment>kingulu/04-relay Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie d2.</translation>
    </message>
    <message>
        <source>Make North&apos;s f2 your mtoto with five seeds in it.</source>
        <extracomment>kingulu/08-the-seed-before Task</extracomment>
        <translation>Fanya f2 ya Kaskazini kuwa mtoto wako mwenye kete tano ndani yake.</translation>
    </message>
    <message>
        <source>The seed before the last</source>
        <extracomment>kingulu/08-the-seed-before Title</extracomment>
        <translation>Kete kabla ya ile ya mwisho</translation>
    </message>
    <message>
        <source>When a lap of two or more seeds makes a mtoto, the seed it dropped just before its last one joins the mtoto too.</source>
        <extracomment>kingulu/08-the-seed-before Hint</extracomment>
        <translation>Mzunguko wa kete mbili au zaidi unapoweka mtoto, kete iliyodondoshwa kabla tu ya ile ya mwisho inajiunga na mtoto pia.</translation>
    </message>
    <message>
        <source>d1&apos;s lap sowed three seeds. The last one made f2 your mtoto, and the one dropped into f1 just before moved in too: five seeds.</source>
        <extracomment>kingulu/08-the-seed-before after ply 1</extracomment>
        <translation>Mzunguko wa d1 ulitawanya kete tatu. Ya mwisho ilifanya f2 kuwa mtoto wako, na ile iliyodondoshwa katika f1 kabla yake ilihamia humo pia: kete tano.</translation>
    </message>
    <message>
        <source>f1&apos;s lap is a single seed: it has no seed before its last, so f2 becomes a mtoto of only four.</source>
        <extracomment>kingulu/08-the-seed-before WrongWhy</extracomment>
        <translation>Mzunguko wa f1 ni kete moja tu: hauna kete kabla ya ile ya mwisho, kwa hiyo f2 inakuwa mtoto wa kete nne tu.</translation>
    </message>
    <message>
        <source>You play South. Your kuu, the big square hole, is e2. While you have seeds in reserve, each move starts by placing one of them into one of your front holes that holds seeds.</source>
        <extracomment>kete/01-kuu the start</extracomment>
        <translation>Unacheza Kusini. Kuu yako, shimo kubwa la mraba, ni e2. Ukiwa bado na kete akibani, kila hatua huanza kwa kuweka moja yao katika mojawapo ya mashimo yako ya mbele yenye kete.</translation>
    </message>
    <message>
        <source>A lap ends in North&apos;s f2, which held exactly three seeds: it becomes South&apos;s mtoto, a hole that is his to the end. The seed dropped just before joins it.</source>
        <extracomment>samples/kingulu after ply 7</extracomment>
        <translation>Mzunguko unaishia f2 ya Kaskazini, iliyokuwa na kete tatu kamili: inakuwa mtoto wa Kusini, shimo lake hadi mwisho. Kete iliyodondoshwa kabla yake inajiunga nayo.</translation>
    </message>
    <message>
        <source>A sample game between two computer levels: South plays at Expert, North at Strong. Both start in nemo, placing one reserve seed each move.</source>
        <extracomment>samples/kete the start</extracomment>
        <translation>Mchezo wa mfano kati ya viwango viwili vya kompyuta: Kusini anacheza kwa kiwango cha Bingwa, Kaskazini kwa kiwango cha Hodari. Wote wanaanza katika nemo, wakiweka kete moja ya akiba kila hatua.</translation>
    </message>
    <message>
        <source>A sample game of Bao la Kimasai: one stone a hole. South plays at Expert, North at Strong. Each move steps one stone into the empty hole ahead.</source>
        <extracomment>samples/kimasai the start</extracomment>
        <translation>Mchezo wa mfano wa Bao la Kimasai: jiwe moja kila shimo. Kusini anacheza kwa kiwango cha Bingwa, Kaskazini kwa kiwango cha Hodari. Kila hatua husogeza jiwe moja hadi shimo tupu lililo mbele.</translation>
    </message>
    <message>
        <source>A sample game on the big board, four rows of twelve. South plays at Expert, North at Strong. Watch how long the relay sowings are at the start.</source>
        <extracomment>samples/kigogo the start</extracomment>
        <translation>Mchezo wa mfano kwenye ubao mkubwa, safu nne za mashimo kumi na mawili. Kusini anacheza kwa kiwango cha Bingwa, Kaskazini kwa kiwango cha Hodari. Tazama jinsi utawanyaji wa kupokezana ulivyo mrefu mwanzoni.</translation>
    </message>
    <message>
        <source>North answers on his side: k3 to l3 captures l2 and l1.</source>
        <extracomment>samples/kimasai after ply 2</extracomment>
        <translation>Kaskazini anajibu upande wake: k3 hadi l3 inakula l2 na l1.</translation>
    </message>
    <message>
        <source>North cannot move, so the game ends and both sides count their row, their mtoto holes and their store: South wins 33 to 15.</source>
        <extracomment>samples/kingulu after ply 17</extracomment>
        <translation>Kaskazini hawezi kucheza, kwa hiyo mchezo unaisha na pande zote mbili zinahesabu safu yao, mashimo yao ya mtoto na ghala lao: Kusini anashinda 33 kwa 15.</translation>
    </message>
    <message>
        <source>North captures South&apos;s a1 into his store.</source>
        <extracomment>samples/kingulu after ply 10</extracomment>
        <translation>Kaskazini anakula a1 ya Kusini na kuiweka ghalani mwake.</translation>
    </message>
    <message>
        <source>North captures c2 alone: South&apos;s back hole c1 was empty, and the back hole is only ever taken together with the front one.</source>
        <extracomment>samples/kigogo after ply 12</extracomment>
        <translation>Kaskazini anakula c2 peke yake: shimo la nyuma la Kusini c1 lilikuwa tupu, na shimo la nyuma huchukuliwa tu pamoja na lile la mbele.</translation>
    </message>
    <message>
        <source>North captures h2 alone: South&apos;s h1, behind it, was empty, so only the front stone is taken.</source>
        <extracomment>samples/kimasai after ply 12</extracomment>
        <translation>Kaskazini anakula h2 peke yake: h1 ya Kusini, nyuma yake, ilikuwa tupu, kwa hiyo jiwe la mbele tu ndilo linachukuliwa.</translation>
    </message>
    <message>
        <source>North claims a mtoto of his own, a1, in South&apos;s row.</source>
        <extracomment>samples/kingulu after ply 16</extracomment>
        <translation>Kaskazini anajipatia mtoto wake mwenyewe, a1, katika safu ya Kusini.</translation>
    </message>
    <message>
        <source>North has no hole with two or more seeds left, so he may only step a single seed into the empty hole ahead. Even a step captures when it ends in the front row opposite seeds.</source>
        <extracomment>samples/kigogo after ply 84</extracomment>
        <translation>Kaskazini hana tena shimo lenye kete mbili au zaidi, kwa hiyo anaweza tu kusogeza kete moja hadi shimo tupu lililo mbele. Hata msogeo mmoja hula ukiishia katika safu ya mbele mkabala na kete.</translation>
    </message>
    <message>
        <source>North replies with the same pattern on his side and captures l2 and l1.</source>
        <extracomment>samples/kigogo after ply 2</extracomment>
        <translation>Kaskazini anajibu kwa mtindo uleule upande wake na kula l2 na l1.</translation>
    </message>
    <message>
        <source>North&apos;s kuu goes the same way: a takata from the kuu, ten laps long.</source>
        <extracomment>samples/kete after ply 48</extracomment>
        <translation>Kuu ya Kaskazini inafuata njia ileile: takata kutoka kuu, yenye mizunguko kumi.</translation>
    </message>
    <message>
        <source>North&apos;s reserve is empty too. Both players are now in mtaji.</source>
        <extracomment>samples/kete after ply 44</extracomment>
        <translation>Akiba ya Kaskazini nayo imekwisha. Sasa wachezaji wote wawili wako katika mtaji.</translation>
    </message>
    <message>
        <source>South captures North&apos;s last stone: North has none left, and South wins.</source>
        <extracomment>samples/kimasai after ply 151</extracomment>
        <translation>Kusini anakula jiwe la mwisho la Kaskazini: Kaskazini hana jiwe tena, na Kusini anashinda.</translation>
    </message>
    <message>
        <source>South captures again and again until North&apos;s front row is empty: bao hamna, and South wins at once.</source>
        <extracomment>samples/kete after ply 51</extracomment>
        <translation>Kusini anakula tena na tena hadi safu ya mbele ya Kaskazini iko tupu: bao hamna, na Kusini anashinda mara moja.</translation>
    </message>
    <message>
        <source>South captures again: 17 seeds in his store against North&apos;s 10.</source>
        <extracomment>samples/kingulu after ply 13</extracomment>
        <translation>Kusini anakula tena: kete 17 ghalani mwake dhidi ya 10 za Kaskazini.</translation>
    </message>
    <message>
        <source>South has placed his last reserve seed. From his next move on he plays mtaji: he lifts seeds from his own holes instead of placing new ones.</source>
        <extracomment>samples/kete after ply 43</extracomment>
        <translation>Kusini ameweka kete yake ya mwisho ya akiba. Kuanzia hatua yake inayofuata anacheza mtaji: anainua kete kutoka mashimo yake mwenyewe badala ya kuweka mpya.</translation>
    </message>
    <message>
        <source>South makes a second mtoto, e2. Seeds sown into a mtoto go straight to its owner&apos;s store.</source>
        <extracomment>samples/kingulu after ply 9</extracomment>
        <translation>Kusini anaweka mtoto wa pili, e2. Kete zinazotawanywa katika mtoto huenda moja kwa moja ghalani mwa mwenyewe.</translation>
    </message>
    <message>
        <source>South steps b2 into the empty a2, his front row, opposite a3: he captures a3 and the stone behind it, a4.</source>
        <extracomment>samples/kimasai after ply 1</extracomment>
        <translation>Kusini anasogeza b2 hadi a2 tupu, katika safu yake ya mbele, mkabala na a3: anakula a3 na jiwe lililo nyuma yake, a4.</translation>
    </message>
    <message>
        <source>South&apos;s first move relays five laps and ends in an empty hole of his own row: he captures North&apos;s e2 and the capturing seed into his store.</source>
        <extracomment>samples/kingulu after ply 1</extracomment>
        <translation>Hatua ya kwanza ya Kusini inapokezana mizunguko mitano na kuishia katika shimo tupu la safu yake mwenyewe: anakula e2 ya Kaskazini na kete iliyokula na kuziweka ghalani mwake.</translation>
    </message>
    <message>
        <source>South&apos;s step takes North&apos;s last seed: North has nothing left, and South wins.</source>
        <extracomment>samples/kigogo after ply 133</extracomment>
        <translation>Msogeo wa Kusini unachukua kete ya mwisho ya Kaskazini: Kaskazini hana kitu tena, na Kusini anashinda.</translation>
    </message>
    <message>
        <source>South&apos;s very first move relays a second lap and ends in an empty hole of his front row opposite seeds: he captures North&apos;s a3 and a4, the hole behind it.</source>
        <extracomment>samples/kigogo after ply 1</extracomment>
        <translation>Hatua ya kwanza kabisa ya Kusini inaendelea mzunguko wa pili na kuishia katika shimo tupu la safu yake ya mbele mkabala na kete: anakula a3 ya Kaskazini na a4, shimo lililo nyuma yake.</translation>
    </message>
    <message>
        <source>This capture&apos;s sowing ends in South&apos;s own kuu. In nemo he may stop there or go on (safari); South stops, and keeps his kuu.</source>
        <extracomment>samples/kete after ply 5</extracomment>
        <translation>Utawanyaji wa kula huku unaishia katika kuu ya Kusini mwenyewe. Katika nemo anaweza kusimama hapo au kuendelea (safari); Kusini anasimama, na kubaki na kuu yake.</translation>
    </message>
    <message>
        <source>With no capture move, South must sow his whole kuu. The kuu is gone for good, and its 20 seeds relay around his two rows.</source>
        <extracomment>samples/kete after ply 45</extracomment>
        <translation>Bila hatua ya kula, Kusini lazima atawanye kuu yake nzima. Kuu imetoweka kabisa, na kete zake 20 zinapokezana kuzunguka safu zake mbili.</translation>
    </message>
    <message>
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. Which of your front holes faces c3?</source>
        <extracomment>kete/02-capture Hint</extracomment>
        <translation>Kula kunahitaji kete katika mashimo yote mawili ya nguzo moja: katika shimo lako la mbele na katika shimo la mbele la Kaskazini lililo mkabala. Ni shimo lipi la mbele lako linaloikabili c3?</translation>
    </message>
    <message>
        <source>You placed a reserve seed into g2 or h2 and sowed that hole leftward: two seeds from g2, three from h2. Either way the last one fell into your kuu, and a lap that ends in your kuu ends the move.</source>
        <extracomment>kete/01-kuu after ply 1</extracomment>
        <translation>Uliweka kete ya akiba katika g2 au h2 na kutawanya shimo hilo kuelekea kushoto: kete mbili kutoka g2, tatu kutoka h2. Kwa njia zote mbili ya mwisho iliangukia kuu yako, na mzunguko unaoishia katika kuu yako unamaliza hatua.</translation>
    </message>
    <message>
        <source>A short sample game on the two-row board: South, a person, against the computer at Strong; both sow counterclockwise around one loop of twelve holes.</source>
        <extracomment>samples/kingulu the start</extracomment>
        <translation>Mchezo mfupi wa mfano kwenye ubao wa safu mbili: Kusini, mtu, dhidi ya kompyuta kwa kiwango cha Hodari; wote wanatawanya kinyume cha saa kuzunguka duara moja la mashimo kumi na mawili.</translation>
    </message>
    <message>
        <source>A draw by repetition</source>
        <extracomment>kingulu/09-repetition Title</extracomment>
        <translation>Sare kwa kurudiwa kwa hali</translation>
    </message>
    <message>
        <source>A hole of 16 or more seeds never starts a capture, even when its first lap ends at a capture position. Can any of your moves capture?</source>
        <extracomment>kete/12-sixteen-seeds Hint</extracomment>
        <translation>Shimo lenye kete 16 au zaidi kamwe halianzishi kula, hata mzunguko wake wa kwanza ukiishia mahali pa kula. Je, hatua yako yoyote inaweza kula?</translation>
    </message>
    <message>
        <source>A kuu of eight</source>
        <extracomment>kete/11-kuu-of-eight Title</extracomment>
        <translation>Kuu yenye kete nane</translation>
    </message>
    <message>
        <source>A move may not end its first lap in an occupied hole of the mover&apos;s own row. After your move, which of North&apos;s holes could he sow?</source>
        <extracomment>kingulu/03-not-allowed Hint</extracomment>
        <translation>Hatua haiwezi kumaliza mzunguko wake wa kwanza katika shimo lenye kete la safu ya mchezaji mwenyewe. Baada ya hatua yako, ni shimo lipi la Kaskazini ambalo angeweza kulitawanya?</translation>
    </message>
    <message>
        <source>After f1 the position came back for the third time, the same seeds in the same holes with North to move: a draw. Behind on the count, a draw is the best you could get.</source>
        <extracomment>kingulu/09-repetition after ply 12</extracomment>
        <translation>Baada ya f1 hali ilirudi mara ya tatu, kete zilezile katika mashimo yaleyale na Kaskazini akiwa na zamu: sare. Ukiwa nyuma kwa hesabu, sare ndiyo bora uliyoweza kupata.</translation>
    </message>
    <message>
        <source>Capture North&apos;s e3.</source>
        <extracomment>kete/13-the-duty Task</extracomment>
        <translation>Kula e3 ya Kaskazini.</translation>
    </message>
    <message>
        <source>Capture if the rules let you. If no move can capture, sow so that your last seed lands in c2.</source>
        <extracomment>kete/12-sixteen-seeds Task</extracomment>
        <translation>Kula ikiwa kanuni zinakuruhusu. Ikiwa hakuna hatua inayoweza kula, tawanya ili kete yako ya mwisho iangukie c2.</translation>
    </message>
    <message>
        <source>Capture the marked hole</source>
        <extracomment>kete/13-the-duty Title</extracomment>
        <translation>Kula shimo lenye alama</translation>
    </message>
    <message>
        <source>Captured seeds are sown starting in a kichwa, a2 or h2, towards the centre. In this stage, for a first capture in columns c to f, you choose the kichwa. Which one brings the seeds to g2?</source>
        <extracomment>kete/03-choose-kichwa Hint; kiswahili/02-choose-kichwa Hint</extracomment>
        <translation>Kete zilizoliwa hutawanywa kuanzia ndani ya kichwa, a2 au h2, kuelekea katikati. Katika awamu hii, kwa kula kwa kwanza katika nguzo c hadi f, wewe ndiye unachagua kichwa. Ni kipi kinachofikisha kete hadi g2?</translation>
    </message>
    <message>
        <source>Clockwise, all seven seeds go right, round the end and along your back row to e1, which held two: its three seeds go on to b1. Only a kuu of eight or more sows just two seeds.</source>
        <extracomment>kete/04-sowing-the-kuu WrongWhy</extracomment>
        <translation>Kwa mwendo wa saa, kete zote saba huenda kulia, kuzunguka mwisho na katika safu yako ya nyuma hadi e1, iliyokuwa na kete mbili: kete zake tatu zinaendelea hadi b1. Ni kuu yenye kete nane au zaidi tu inayotawanya kete mbili peke yake.</translation>
    </message>
    <message>
        <source>Counterclockwise, all nine seeds leave the kuu: left along your front row, down and along your back row to e1. In mtaji the whole kuu is sown; only a nemo takata from a kuu of eight or more sows just two.</source>
        <extracomment>kete/07-mtaji-kuu-first WrongWhy</extracomment>
        <translation>Kinyume cha saa, kete zote tisa zinatoka kuu: kushoto katika safu yako ya mbele, chini na katika safu yako ya nyuma hadi e1. Katika mtaji kuu nzima hutawanywa; ni takata ya nemo tu kutoka kuu yenye kete nane au zaidi inayotawanya mbili.</translation>
    </message>
    <message>
        <source>End the game now, and win it on the count.</source>
        <extracomment>kingulu/03-not-allowed Task</extracomment>
        <translation>Maliza mchezo sasa, na ushinde kwa hesabu.</translation>
    </message>
    <message>
        <source>In mtaji, when you cannot capture and your kuu still stands, you must sow the whole kuu, all its seeds, clockwise or counterclockwise.</source>
        <extracomment>kete/07-mtaji-kuu-first Hint</extracomment>
        <translation>Katika mtaji, usipoweza kula na kuu yako bado ipo, lazima utawanye kuu nzima, kete zake zote, kwa mwendo wa saa au kinyume cha saa.</translation>
    </message>
    <message>
        <source>Moves that are not allowed</source>
        <extracomment>kingulu/03-not-allowed Title</extracomment>
        <translation>Hatua zisizoruhusiwa</translation>
    </message>
    <message>
        <source>Nine laps and four captures in one move: after a capture, every lap that ends at another capture position captures again, and the captured seeds are sown in laps of their own.</source>
        <extracomment>samples/kete after ply 27</extracomment>
        <translation>Mizunguko tisa na kula mara nne katika hatua moja: baada ya kula, kila mzunguko unaoishia mahali pengine pa kula hula tena, na kete zilizoliwa hutawanywa katika mizunguko yao wenyewe.</translation>
    </message>
    <message>
        <source>Nineteen laps and seven captures: South sweeps North&apos;s front row almost empty.</source>
        <extracomment>samples/kete after ply 49</extracomment>
        <translation>Mizunguko kumi na tisa na kula mara saba: Kusini anafagia safu ya mbele ya Kaskazini karibu yote.</translation>
    </message>
    <message>
        <source>No capture is possible, and your kuu, with seven seeds, is your only front hole with seeds.</source>
        <extracomment>kete/11-kuu-of-eight the start</extracomment>
        <translation>Hakuna kula kunakowezekana, na kuu yako, yenye kete saba, ndiyo shimo lako pekee la mbele lenye kete.</translation>
    </message>
    <message>
        <source>No capture is possible, so this move is a takata: a move without capture. Your kuu is your only front hole with seeds.</source>
        <extracomment>kete/04-sowing-the-kuu the start</extracomment>
        <translation>Hakuna kula kunakowezekana, kwa hiyo hatua hii ni takata: hatua isiyokula. Kuu yako ndiyo shimo lako pekee la mbele lenye kete.</translation>
    </message>
    <message>
        <source>No move of yours could capture: d2&apos;s first lap ends facing North&apos;s seeds either way, but a hole of 16 or more never starts a capture. So you sowed a takata: e2&apos;s two seeds went into d2 and c2.</source>
        <extracomment>kete/12-sixteen-seeds after ply 1</extracomment>
        <translation>Hakuna hatua yako iliyoweza kula: mzunguko wa kwanza wa d2 unaishia mkabala na kete za Kaskazini kwa upande wowote, lakini shimo lenye kete 16 au zaidi kamwe halianzishi kula. Kwa hiyo ulitawanya takata: kete mbili za e2 ziliingia d2 na c2.</translation>
    </message>
    <message>
        <source>North has just marked your c2 with hizi zetu.</source>
        <extracomment>kete/08-hizi-zetu the start</extracomment>
        <translation>Kaskazini ameweka alama ya hizi zetu kwenye c2 yako sasa hivi.</translation>
    </message>
    <message>
        <source>North&apos;s front hole d3 faces South&apos;s d2, and both hold seeds: a capture position. Captures are compulsory in nemo, and c3 could capture too. North places his seed in his kuu, d3, and takes d2.</source>
        <extracomment>samples/kete after ply 2</extracomment>
        <translation>Shimo la mbele la Kaskazini d3 liko mkabala na d2 ya Kusini, na yote mawili yana kete: mahali pa kula. Katika nemo kula ni lazima, na c3 ingeweza kula pia. Kaskazini anaweka kete yake katika kuu yake, d3, na kuchukua d2.</translation>
    </message>
    <message>
        <source>North&apos;s last move marked your c2 by hizi zetu: this turn you may not sow it, and a lap that ends in c2 ends your move there: c2 is not lifted and sown on.</source>
        <extracomment>kete/08-hizi-zetu Hint</extracomment>
        <translation>Hatua ya mwisho ya Kaskazini iliweka alama ya hizi zetu kwenye c2 yako: zamu hii huwezi kuitawanya, na mzunguko unaoishia c2 humaliza hatua yako hapo: c2 haiinuliwi ili kuendelea kutawanya.</translation>
    </message>
    <message>
        <source>South answers in kind: c2 is his only capture position, so South places a seed in c2, captures c3, and sows the two captured seeds starting in a kichwa.</source>
        <extracomment>samples/kete after ply 3</extracomment>
        <translation>Kusini anajibu vivyo hivyo: c2 ndipo mahali pake pekee pa kula, kwa hiyo Kusini anaweka kete katika c2, anakula c3, na kutawanya kete mbili zilizoliwa kuanzia ndani ya kichwa.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in a2.</source>
        <extracomment>kete/08-hizi-zetu Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie a2.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in c2.</source>
        <extracomment>kete/07-mtaji-kuu-first Task; kete/11-kuu-of-eight Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie c2.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g2.</source>
        <extracomment>kete/04-sowing-the-kuu Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie g2.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the two seeds go into a2 and b2. b2 was empty, so the move ends there.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy; kiswahili/02-choose-kichwa WrongWhy</extracomment>
        <translation>Kuanzia ndani ya kichwa a2, kete mbili huingia a2 na b2. b2 lilikuwa tupu, kwa hiyo hatua inaishia hapo.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the two seeds went into h2 and g2. g2 faces g3, so you captured again, and those seeds were sown starting in h2 too.</source>
        <extracomment>kete/03-choose-kichwa after ply 1</extracomment>
        <translation>Kuanzia ndani ya kichwa h2, kete mbili ziliingia h2 na g2. g2 liko mkabala na g3, kwa hiyo ulikula tena, na kete hizo nazo zilitawanywa kuanzia ndani ya h2.</translation>
    </message>
    <message>
        <source>The game ends when the player to move has no legal move: then both sides count. North has eleven seeds in his row.</source>
        <extracomment>kingulu/03-not-allowed the start</extracomment>
        <translation>Mchezo huisha mchezaji mwenye zamu akikosa hatua halali: kisha pande zote mbili huhesabu. Kaskazini ana kete kumi na moja katika safu yake.</translation>
    </message>
    <message>
        <source>The kuu held six, seven with your reserve seed, and all seven were sown: leftward to a2, down and along your back row to c1. c1 held a seed, so its two seeds went on, and so did e1 and h1, up to g2. Your kuu is gone now.</source>
        <extracomment>kete/04-sowing-the-kuu after ply 1</extracomment>
        <translation>Kuu ilikuwa na kete sita, saba pamoja na kete yako ya akiba, na zote saba zilitawanywa: kushoto hadi a2, chini na katika safu yako ya nyuma hadi c1. c1 lilikuwa na kete moja, kwa hiyo kete zake mbili ziliendelea, na vivyo hivyo e1 na h1, juu hadi g2. Sasa kuu yako imetoweka.</translation>
    </message>
    <message>
        <source>With your reserve seed your kuu holds eight. A kuu of eight or more is not emptied: only two of its seeds are sown, and it stays.</source>
        <extracomment>kete/11-kuu-of-eight Hint</extracomment>
        <translation>Pamoja na kete yako ya akiba, kuu yako ina kete nane. Kuu yenye kete nane au zaidi haimalizwi: kete zake mbili tu hutawanywa, na kuu inabaki.</translation>
    </message>
    <message>
        <source>You are far behind on the count. Save a draw: make a position come back for the third time.</source>
        <extracomment>kingulu/09-repetition Task</extracomment>
        <translation>Uko nyuma sana kwa hesabu. Jiokoe kwa sare: fanya hali irudi mara ya tatu.</translation>
    </message>
    <message>
        <source>You captured d3. Its seeds, sown starting in the kichwa a2, reached c2, and c2 captured c3: North&apos;s front row is empty. Bao hamna, you win.</source>
        <extracomment>kete/09-bao-hamna after ply 1</extracomment>
        <translation>Ulikula d3. Kete zake, zilizotawanywa kuanzia ndani ya kichwa a2, zilifika c2, na c2 lilikula c3: safu ya mbele ya Kaskazini iko tupu. Bao hamna, umeshinda.</translation>
    </message>
    <message>
        <source>You could not capture, so you had to sow your kuu, all nine seeds: right to h2, down and back along your back row to c1. c1 held a seed, so its two seeds went on, and so did a1, up to c2. Your kuu is gone now.</source>
        <extracomment>kete/07-mtaji-kuu-first after ply 1</extracomment>
        <translation>Hukuweza kula, kwa hiyo ilibidi utawanye kuu yako, kete zote tisa: kulia hadi h2, chini na kurudi katika safu yako ya nyuma hadi c1. c1 lilikuwa na kete moja, kwa hiyo kete zake mbili ziliendelea, na vivyo hivyo a1, juu hadi c2. Sasa kuu yako imetoweka.</translation>
    </message>
    <message>
        <source>Your kuu held eight with the reserve seed, so only two were lifted, into d2 and c2. The kuu stays, with six.</source>
        <extracomment>kete/11-kuu-of-eight after ply 1</extracomment>
        <translation>Kuu yako ilikuwa na kete nane pamoja na kete ya akiba, kwa hiyo mbili tu ziliinuliwa, kuingia d2 na c2. Kuu inabaki, ikiwa na kete sita.</translation>
    </message>
    <message>
        <source>Your kuu is your only front hole with seeds, so you may sow it. With your reserve seed it holds seven: a kuu of seven is sown whole. Follow all seven seeds, and the laps that go on from where they end.</source>
        <extracomment>kete/04-sowing-the-kuu Hint</extracomment>
        <translation>Kuu yako ndiyo shimo lako pekee la mbele lenye kete, kwa hiyo unaweza kuitawanya. Pamoja na kete yako ya akiba ina kete saba: kuu yenye kete saba hutawanywa nzima. Fuata kete zote saba, na mizunguko inayoendelea kutoka zinapoishia.</translation>
    </message>
    <message>
        <source>Your last takata marked North&apos;s a3 with hizi zetu. On this move you must capture a3 if any capture move can.</source>
        <extracomment>kete/13-the-duty the start</extracomment>
        <translation>Takata yako ya mwisho iliweka alama ya hizi zetu kwenye a3 ya Kaskazini. Katika hatua hii lazima ule a3 ikiwa hatua yoyote ya kula inaweza kuila.</translation>
    </message>
    <message>
        <source>Your last takata marked North&apos;s a3: while a capture move can take a3, you must play one that does. Which of them goes on to take e3 as well?</source>
        <extracomment>kete/13-the-duty Hint</extracomment>
        <translation>Takata yako ya mwisho iliweka alama kwenye a3 ya Kaskazini: maadamu hatua ya kula inaweza kula a3, lazima ucheze mojawapo ya hizo. Ni ipi kati yake inayoendelea kula e3 pia?</translation>
    </message>
    <message>
        <source>Your reserve is empty, none of your moves can capture, and your kuu still stands, with nine seeds.</source>
        <extracomment>kete/07-mtaji-kuu-first the start</extracomment>
        <translation>Akiba yako imekwisha, hakuna hatua yako inayoweza kula, na kuu yako bado ipo, ikiwa na kete tisa.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is mtaji.</source>
        <extracomment>kete/12-sixteen-seeds the start</extracomment>
        <translation>Akiba yako imekwisha: hii ni mtaji.</translation>
    </message>
    <message>
        <source>Your reserve seed went into c2, opposite North&apos;s c3: c3&apos;s seeds are captured and sown back into your front row, starting in a kichwa, an end hole. Clockwise they start in a2; counterclockwise they start in h2, reach g2 and capture g3 too.</source>
        <extracomment>kete/02-capture after ply 1</extracomment>
        <translation>Kete yako ya akiba iliingia c2, mkabala na c3 ya Kaskazini: kete za c3 zinaliwa na kutawanywa tena katika safu yako ya mbele, kuanzia ndani ya kichwa, shimo la mwisho. Kwa mwendo wa saa zinaanza ndani ya a2; kinyume cha saa zinaanza ndani ya h2, zinafika g2 na kula g3 pia.</translation>
    </message>
    <message>
        <source>Your seed went into the empty f2. Now every move of North&apos;s would end its first lap in an occupied hole of his own row: b2 in a2, c2 in b2, and so on, and a2&apos;s seven seeds round to f2. None is allowed, so the game ends: you win 26 to 22 on the count.</source>
        <extracomment>kingulu/03-not-allowed after ply 1</extracomment>
        <translation>Kete yako iliingia f2 iliyokuwa tupu. Sasa kila hatua ya Kaskazini ingemaliza mzunguko wake wa kwanza katika shimo lenye kete la safu yake mwenyewe: b2 katika a2, c2 katika b2, na kadhalika, na kete saba za a2 zikizunguka hadi f2. Hakuna inayoruhusiwa, kwa hiyo mchezo unaisha: unashinda 26 kwa 22 kwa hesabu.</translation>
    </message>
    <message>
        <source>a1 captures North&apos;s b2, but then North&apos;s c2 may be sown into the empty b2, and a2&apos;s seven seeds may end their first lap in the empty f2: North plays on.</source>
        <extracomment>kingulu/03-not-allowed WrongWhy</extracomment>
        <translation>a1 inakula b2 ya Kaskazini, lakini kisha c2 ya Kaskazini inaweza kutawanywa kuingia b2 iliyo tupu, na kete saba za a2 zinaweza kumaliza mzunguko wao wa kwanza katika f2 iliyo tupu: Kaskazini anaendelea kucheza.</translation>
    </message>
    <message>
        <source>b1&apos;s two seeds went into a1 and a2, which faces the marked a3: you captured it, as you had to. The laps that followed took c3 and then e3.</source>
        <extracomment>kete/13-the-duty after ply 1</extracomment>
        <translation>Kete mbili za b1 ziliingia a1 na a2, iliyo mkabala na a3 yenye alama: uliila, kama ilivyokulazimu. Mizunguko iliyofuata ilikula c3 kisha e3.</translation>
    </message>
    <message>
        <source>c1 captures North&apos;s d2: two seeds into your store. But North stays far ahead, 20 to 28 on the count, and no position has come back a third time: the game goes on.</source>
        <extracomment>kingulu/09-repetition WrongWhy</extracomment>
        <translation>c1 inakula d2 ya Kaskazini: kete mbili zinaingia ghalani mwako. Lakini Kaskazini anabaki mbele sana, 20 kwa 28 kwa hesabu, na hakuna hali iliyorudi mara ya tatu: mchezo unaendelea.</translation>
    </message>
    <message>
        <source>c2 may be sown only counterclockwise now, and that capture takes the marked a3 and stops in c2. Clockwise its first lap would end in e2 and take e3, but it would leave a3 alone: that is not allowed while a capture can take a3.</source>
        <extracomment>kete/13-the-duty WrongWhy</extracomment>
        <translation>Sasa c2 inaweza kutawanywa kinyume cha saa tu, na kula huko kunakula a3 yenye alama na kusimama c2. Kwa mwendo wa saa mzunguko wake wa kwanza ungeishia e2 na kula e3, lakini ungeiacha a3: hilo haliruhusiwi maadamu kuna kula kunakoweza kuchukua a3.</translation>
    </message>
    <message>
        <source>d1&apos;s three seeds went into e1, f1 and, round the corner, f2 in North&apos;s row. f2 was empty, so the move ends there.</source>
        <extracomment>kingulu/01-sowing after ply 1</extracomment>
        <translation>Kete tatu za d1 ziliingia e1, f1 na, baada ya kona, f2 katika safu ya Kaskazini. f2 lilikuwa tupu, kwa hiyo hatua inaishia hapo.</translation>
    </message>
    <message>
        <source>d2&apos;s three seeds went into c2, b2 and a2. The lap passed the marked c2 and ended in a2: only a lap that ends in the marked hole is stopped there.</source>
        <extracomment>kete/08-hizi-zetu after ply 1</extracomment>
        <translation>Kete tatu za d2 ziliingia c2, b2 na a2. Mzunguko ulipita c2 yenye alama na kuishia a2: ni mzunguko unaoishia katika shimo lenye alama tu unaosimamishwa hapo.</translation>
    </message>
    <message>
        <source>e2&apos;s two seeds go into d2 and c2. c2 is the marked hole: the move ends there, instead of lifting c2 and sowing on to a2.</source>
        <extracomment>kete/08-hizi-zetu WrongWhy</extracomment>
        <translation>Kete mbili za e2 zinaingia d2 na c2. c2 ndilo shimo lenye alama: hatua inaishia hapo, badala ya kuinua c2 na kuendelea kutawanya hadi a2.</translation>
    </message>
    <message>
        <source>f2ccw captures d3, but its seeds are sown starting in h2 and stop in f2: c3 is left, and North plays on.</source>
        <extracomment>kete/09-bao-hamna WrongWhy</extracomment>
        <translation>f2ccw inakula d3, lakini kete zake zinatawanywa kuanzia ndani ya h2 na kusimama f2: c3 linabaki, na Kaskazini anaendelea kucheza.</translation>
    </message>
    <message>
        <source>In Bao Kingulu a position that occurs for the third time is a draw. Look at the move list: the position you see has come once before. What did you play from it then?</source>
        <extracomment>kingulu/09-repetition Hint</extracomment>
        <translation>Katika Bao Kingulu hali inayotokea mara ya tatu ni sare. Tazama orodha ya hatua: hali unayoiona imeshatokea mara moja kabla. Ulicheza nini kutoka hapo wakati ule?</translation>
    </message>
    <message>
        <source>Sixteen seeds never capture</source>
        <extracomment>kete/12-sixteen-seeds Title</extracomment>
        <translation>Kete kumi na sita hazili kamwe</translation>
    </message>
    <message>
        <source>The game has gone round once: the position of the start came back, and the same moves are being played again. North is far ahead on the count.</source>
        <extracomment>kingulu/09-repetition after ply 11</extracomment>
        <translation>Mchezo umeshajirudia mara moja: hali ya mwanzo ilirudi, na hatua zilezile zinachezwa tena. Kaskazini yuko mbele sana kwa hesabu.</translation>
    </message>
    <message>
        <source>Your kuu held eight with the reserve seed, so only two were lifted, clockwise into f2 and g2: the move ends in g2. A kuu of eight or more sows just two seeds.</source>
        <extracomment>kete/11-kuu-of-eight WrongWhy</extracomment>
        <translation>Kuu yako ilikuwa na kete nane pamoja na kete ya akiba, kwa hiyo mbili tu ziliinuliwa, kwa mwendo wa saa kuingia f2 na g2: hatua inaishia g2. Kuu yenye kete nane au zaidi hutawanya kete mbili tu.</translation>
    </message>
    <message>
        <source>d2&apos;s first lap ends in c2, facing North&apos;s c3, but a hole of 16 or more never starts a capture: the seeds of c2 are sown on instead, lap after lap, and the move ends in b1. Nothing is captured.</source>
        <extracomment>kete/12-sixteen-seeds WrongWhy</extracomment>
        <translation>Mzunguko wa kwanza wa d2 unaishia c2, mkabala na c3 ya Kaskazini, lakini shimo lenye kete 16 au zaidi kamwe halianzishi kula: badala yake kete za c2 zinaendelea kutawanywa, mzunguko baada ya mzunguko, na hatua inaishia b1. Hakuna kinacholiwa.</translation>
    </message>
    <message>
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. You place a seed from your hand into your hole, and take North&apos;s. Which of your front holes faces b3?</source>
        <extracomment>kiswahili/01-capture Hint</extracomment>
        <translation>Kula kunahitaji kete katika mashimo yote mawili ya nguzo moja: katika shimo lako la mbele na katika shimo la mbele la Kaskazini lililo mkabala. Unaweka kete kutoka mkononi mwako katika shimo lako, na unachukua la Kaskazini. Ni shimo lipi la mbele lako linaloikabili b3?</translation>
    </message>
    <message>
        <source>A capture that empties North&apos;s front row wins the game at once, whatever North has in his back row. Which way must the captured seeds go to reach g2?</source>
        <extracomment>kiswahili/06-bao-hamna Hint</extracomment>
        <translation>Kula kunakomaliza safu ya mbele ya Kaskazini kunashinda mchezo mara moja, hata Kaskazini akiwa na kete gani katika safu yake ya nyuma. Kete zilizoliwa lazima ziende upande gani ili kufika g2?</translation>
    </message>
    <message>
        <source>A dormant nyumba</source>
        <extracomment>kiswahili/04-dormant-nyumba Title</extracomment>
        <translation>Nyumba iliyolala</translation>
    </message>
    <message>
        <source>A dormant nyumba is an ordinary hole: a move from it lifts all its seeds, not two, and then it is gone. With no capture, which other front hole may start a move?</source>
        <extracomment>kiswahili/04-dormant-nyumba Hint</extracomment>
        <translation>Nyumba iliyolala ni shimo la kawaida: hatua inayoanzia humo inainua kete zake zote, si mbili, kisha imetoweka. Bila kula, ni shimo lipi jingine la mbele linaloweza kuanzisha hatua?</translation>
    </message>
    <message>
        <source>A game the computer played against itself, its first two moves chosen at random. Each player starts with seeds in hand and places one each move: the namua stage.</source>
        <extracomment>samples/kiswahili the start</extracomment>
        <translation>Mchezo ambao kompyuta ilicheza dhidi yake yenyewe, hatua zake mbili za kwanza zikichaguliwa kwa bahati. Kila mchezaji anaanza na kete mkononi na anaweka moja kila hatua: awamu ya namua.</translation>
    </message>
    <message>
        <source>A tax: with no capture, South sows from his nyumba, which works. Of its seeds only two were lifted, and the nyumba stays his.</source>
        <extracomment>samples/kiswahili after ply 13</extracomment>
        <translation>Kodi: bila kula, Kusini anatawanya kutoka nyumba yake, inayofanya kazi. Kati ya kete zake ni mbili tu zilizoinuliwa, na nyumba inabaki yake.</translation>
    </message>
    <message>
        <source>After the capture the sowing ends in South&apos;s own nyumba. In namua he may stop there or go on safari: he stops, and keeps his nyumba.</source>
        <extracomment>samples/kiswahili after ply 7</extracomment>
        <translation>Baada ya kula utawanyaji unaishia katika nyumba ya Kusini mwenyewe. Katika namua anaweza kusimama hapo au kwenda safari: anasimama, na anabaki na nyumba yake.</translation>
    </message>
    <message>
        <source>Both hands are empty: this is mtaji. North&apos;s last takasa put the takasia mark on your c2.</source>
        <extracomment>kiswahili/05-takasia the start</extracomment>
        <translation>Mikono yote miwili haina kete: hii ni mtaji. Takasa ya mwisho ya Kaskazini iliweka alama ya takasia kwenye c2 yako.</translation>
    </message>
    <message>
        <source>Capture c3, and carry the sowing on into your back row.</source>
        <extracomment>kiswahili/03-safari Task</extracomment>
        <translation>Kula c3, na uendeleze utawanyaji hadi safu yako ya nyuma.</translation>
    </message>
    <message>
        <source>Capturing in namua</source>
        <extracomment>kiswahili/01-capture Title</extracomment>
        <translation>Kula katika namua</translation>
    </message>
    <message>
        <source>Five captures in one move, until North&apos;s front row is empty: bao hamna, and South wins at once.</source>
        <extracomment>samples/kiswahili after ply 53</extracomment>
        <translation>Kula mara tano katika hatua moja, hadi safu ya mbele ya Kaskazini iwe tupu: bao hamna, na Kusini anashinda mara moja.</translation>
    </message>
    <message>
        <source>North&apos;s hand is empty too. Both players are now in mtaji.</source>
        <extracomment>samples/kiswahili after ply 44</extracomment>
        <translation>Mkono wa Kaskazini pia hauna kete. Wachezaji wote wawili sasa wako katika mtaji.</translation>
    </message>
    <message>
        <source>North&apos;s takasia mark is on your c2. Sow so that a seed falls into g2.</source>
        <extracomment>kiswahili/05-takasia Task</extracomment>
        <translation>Alama ya takasia ya Kaskazini iko kwenye c2 yako. Tawanya ili kete iangukie g2.</translation>
    </message>
    <message>
        <source>South places the last seed from his hand. From his next move on he plays mtaji: he lifts the seeds of one of his holes instead of placing one.</source>
        <extracomment>samples/kiswahili after ply 43</extracomment>
        <translation>Kusini anaweka kete ya mwisho kutoka mkononi mwake. Kuanzia hatua yake inayofuata anacheza mtaji: anainua kete za moja ya mashimo yake badala ya kuweka moja.</translation>
    </message>
    <message>
        <source>Sow without losing your nyumba.</source>
        <extracomment>kiswahili/04-dormant-nyumba Task</extracomment>
        <translation>Tawanya bila kupoteza nyumba yako.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the captured seeds reached your nyumba e2, and you stopped there: the move ended in e2, with the nyumba kept.</source>
        <extracomment>kiswahili/03-safari WrongWhy</extracomment>
        <translation>Kuanzia ndani ya kichwa a2, kete zilizoliwa zilifika kwenye nyumba yako e2, nawe ukasimama hapo: hatua iliishia e2, na nyumba ikabaki.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the two captured seeds go into a2 and b2. b2 was empty, so the move ends there, and North still has g3.</source>
        <extracomment>kiswahili/06-bao-hamna WrongWhy</extracomment>
        <translation>Kuanzia ndani ya kichwa a2, kete mbili zilizoliwa huingia a2 na b2. b2 lilikuwa tupu, kwa hiyo hatua inaishia hapo, na Kaskazini bado ana g3.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the two seeds went into h2 and g2. g2 faces g3, so you captured again, and that seed was sown starting in h2 too.</source>
        <extracomment>kiswahili/02-choose-kichwa after ply 1</extracomment>
        <translation>Kuanzia ndani ya kichwa h2, kete mbili ziliingia h2 na g2. g2 liko mkabala na g3, kwa hiyo ulikula tena, na kete hiyo nayo ilitawanywa kuanzia ndani ya h2.</translation>
    </message>
    <message>
        <source>The captured seeds went from a2 to your nyumba e2. On safari all seven were lifted and sown on, to e1, and the nyumba is gone for good.</source>
        <extracomment>kiswahili/03-safari after ply 1</extracomment>
        <translation>Kete zilizoliwa zilienda kutoka a2 hadi nyumba yako e2. Katika safari zote saba ziliinuliwa na kutawanywa zaidi, hadi e1, na nyumba imetoweka kabisa.</translation>
    </message>
    <message>
        <source>The lap from a2 ended in c2, the marked hole: your move ended there, and c2 was not lifted. Without the mark its seeds would have been sown on.</source>
        <extracomment>kiswahili/05-takasia WrongWhy</extracomment>
        <translation>Mzunguko kutoka a2 uliishia c2, shimo lenye alama: hatua yako iliishia hapo, na c2 haikuinuliwa. Bila alama kete zake zingetawanywa zaidi.</translation>
    </message>
    <message>
        <source>The marked hole may not start your move, and a lap that ends in it ends your move there: it is not lifted. Which lap can reach g2?</source>
        <extracomment>kiswahili/05-takasia Hint</extracomment>
        <translation>Shimo lenye alama haliwezi kuanzisha hatua yako, na mzunguko unaoishia ndani yake humaliza hatua yako hapo: haliinuliwi. Ni mzunguko upi unaoweza kufika g2?</translation>
    </message>
    <message>
        <source>The seeds of c3 went into h2 and g2, and g2 captured g3: North&apos;s front row is empty. Bao hamna: you win at once, and the seeds just captured stay in your hand.</source>
        <extracomment>kiswahili/06-bao-hamna after ply 1</extracomment>
        <translation>Kete za c3 ziliingia h2 na g2, na g2 ikala g3: safu ya mbele ya Kaskazini iko tupu. Bao hamna: unashinda mara moja, na kete ulizokula hivi punde zinabaki mkononi mwako.</translation>
    </message>
    <message>
        <source>The takasia mark</source>
        <extracomment>kiswahili/05-takasia Title</extracomment>
        <translation>Alama ya takasia</translation>
    </message>
    <message>
        <source>This time South goes on safari: he lifts all twelve seeds of his nyumba and sows on. The nyumba is gone for good.</source>
        <extracomment>samples/kiswahili after ply 31</extracomment>
        <translation>Mara hii Kusini anakwenda safari: anainua kete zote kumi na mbili za nyumba yake na anaendelea kutawanya. Nyumba imetoweka kabisa.</translation>
    </message>
    <message>
        <source>Three captures in one move: after a capture, every lap that ends at another capture position captures again.</source>
        <extracomment>samples/kiswahili after ply 32</extracomment>
        <translation>Kula mara tatu katika hatua moja: baada ya kula, kila mzunguko unaoishia mahali pengine pa kula unakula tena.</translation>
    </message>
    <message>
        <source>When a capture&apos;s sowing ends in your own nyumba in namua, you choose: stop there, or go on safari, lifting the nyumba and sowing on. Which kichwa brings the captured seeds to your nyumba e2?</source>
        <extracomment>kiswahili/03-safari Hint</extracomment>
        <translation>Utawanyaji wa kula ukiishia katika nyumba yako mwenyewe wakati wa namua, unachagua: usimame hapo, au uende safari, ukiinua nyumba na kuendelea kutawanya. Ni kichwa kipi kinachofikisha kete zilizoliwa hadi nyumba yako e2?</translation>
    </message>
    <message>
        <source>Win the game with this move.</source>
        <extracomment>kiswahili/06-bao-hamna Task</extracomment>
        <translation>Shinda mchezo kwa hatua hii.</translation>
    </message>
    <message>
        <source>With no capture move, North sows his nyumba in a takasa: in mtaji the nyumba is an ordinary hole, and lifting it ends it for good.</source>
        <extracomment>samples/kiswahili after ply 50</extracomment>
        <translation>Bila hatua ya kula, Kaskazini anatawanya nyumba yake katika takasa: katika mtaji nyumba ni shimo la kawaida, na kuiinua kunaiondoa kabisa.</translation>
    </message>
    <message>
        <source>You sowed from g2, and your nyumba e2 is still yours. b2 could not start a move: with a dormant nyumba, a single seed in a front hole is not enough.</source>
        <extracomment>kiswahili/04-dormant-nyumba after ply 1</extracomment>
        <translation>Ulitawanya kutoka g2, na nyumba yako e2 bado ni yako. b2 haikuweza kuanzisha hatua: ukiwa na nyumba iliyolala, kete moja katika shimo la mbele haitoshi.</translation>
    </message>
    <message>
        <source>You still have seeds in hand: this is namua. When one of your front holes holds seeds and faces seeds in North&apos;s front hole, you must capture.</source>
        <extracomment>kiswahili/01-capture the start</extracomment>
        <translation>Bado una kete mkononi: hii ni namua. Shimo lako la mbele lenye kete likikabili kete katika shimo la mbele la Kaskazini, lazima ule.</translation>
    </message>
    <message>
        <source>Your nyumba e2 is still yours, but it is dormant: it no longer holds enough seeds to work. No front hole of yours can capture.</source>
        <extracomment>kiswahili/04-dormant-nyumba the start</extracomment>
        <translation>Nyumba yako e2 bado ni yako, lakini imelala: haina tena kete za kutosha kufanya kazi. Hakuna shimo lako la mbele linaloweza kula.</translation>
    </message>
    <message>
        <source>Your nyumba is dormant, an ordinary hole: a move from it lifted all its seeds, and it is gone for good. Only a nyumba that works is taxed.</source>
        <extracomment>kiswahili/04-dormant-nyumba WrongWhy</extracomment>
        <translation>Nyumba yako imelala, ni shimo la kawaida: hatua kutoka humo iliinua kete zake zote, na imetoweka kabisa. Ni nyumba inayofanya kazi tu inayotozwa kodi.</translation>
    </message>
    <message>
        <source>Your seed went into b2, opposite North&apos;s b3, and you took b3&apos;s three seeds. A capture in column a or b is sown starting in the kichwa a2.</source>
        <extracomment>kiswahili/01-capture after ply 1</extracomment>
        <translation>Kete yako iliingia b2, mkabala na b3 ya Kaskazini, nawe ukachukua kete tatu za b3. Kula katika nguzo a au b hutawanywa kuanzia ndani ya kichwa a2.</translation>
    </message>
    <message>
        <source>e2 captures too, but it takes the one seed in e3, not b3.</source>
        <extracomment>kiswahili/01-capture WrongWhy</extracomment>
        <translation>e2 nayo inakula, lakini inachukua kete moja ya e3, si b3.</translation>
    </message>
    <message>
        <source>e2 faces North&apos;s e3, and both hold seeds: a capture position. In namua a capture is compulsory: South places his seed in his nyumba, e2, and captures e3.</source>
        <extracomment>samples/kiswahili after ply 5</extracomment>
        <translation>e2 inaelekeana na e3 ya Kaskazini, na yote mawili yana kete: mahali pa kula. Katika namua kula ni lazima: Kusini anaweka kete yake katika nyumba yake, e2, na anakula e3.</translation>
    </message>
    <message>
        <source>f2&apos;s two seeds went into g2 and h2. North&apos;s next move is bound too: if one of his capture moves can take c2, he must play one.</source>
        <extracomment>kiswahili/05-takasia after ply 1</extracomment>
        <translation>Kete mbili za f2 ziliingia g2 na h2. Hatua inayofuata ya Kaskazini nayo imefungwa: ikiwa mojawapo ya hatua zake za kula inaweza kula c2, lazima aicheze.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the four captured seeds go into a2, b2, c2 and d2. d2 was empty, so the move ends there, and h3 stays North&apos;s.</source>
        <extracomment>kete/05-safari WrongWhy2</extracomment>
        <translation>Kuanzia ndani ya kichwa a2, kete nne zilizoliwa huingia a2, b2, c2 na d2. d2 lilikuwa tupu, kwa hiyo hatua inaishia hapo, na h3 linabaki la Kaskazini.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the five captured seeds go into h2, g2, f2, e2 and d2, all in your front row. d2 was empty, so the move ends there.</source>
        <extracomment>kiswahili/03-safari WrongWhy2</extracomment>
        <translation>Kuanzia ndani ya kichwa h2, kete tano zilizoliwa huingia h2, g2, f2, e2 na d2, zote katika safu yako ya mbele. d2 lilikuwa tupu, kwa hiyo hatua inaishia hapo.</translation>
    </message>
    <message>
        <source>g2 captures only the one seed in g3. It is sown in h2, and the move ends there: North still has c3.</source>
        <extracomment>kiswahili/06-bao-hamna WrongWhy2</extracomment>
        <translation>g2 inakula kete moja tu ya g3. Inatawanywa ndani ya h2, na hatua inaishia hapo: Kaskazini bado ana c3.</translation>
    </message>
    <message>
        <source>g2 captures only the one seed in g3. It is sown in h2, and the move ends there: c3 stays North&apos;s.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy2; kiswahili/02-choose-kichwa WrongWhy2</extracomment>
        <translation>g2 inakula kete moja tu ya g3. Inatawanywa ndani ya h2, na hatua inaishia hapo: c3 linabaki la Kaskazini.</translation>
    </message>
    <message>
        <source>h2 captures the one seed in h3, not c3.</source>
        <extracomment>kiswahili/03-safari WrongWhy3</extracomment>
        <translation>h2 inakula kete moja ya h3, si c3.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Draw</source>
        <translation>Sare</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Umeshinda</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>Umeshindwa</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>The headline at the end of a game between two people or two computers; %1 is South or North.</extracomment>
        <translation>%1 ameshinda</translation>
    </message>
    <message>
        <source>Store</source>
        <extracomment>Column headers of the Kingulu count at the end of a game (G-7): a side&apos;s store, the seeds in its mtoto holes, the seeds in the other holes of its own row, and their sum.</extracomment>
        <translation>Ghala</translation>
    </message>
    <message>
        <source>Mtoto holes</source>
        <translation>Mashimo ya mtoto</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Safu</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Jumla</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (wewe)</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>Buttons at the end of a game.</extracomment>
        <translation>Mchezo mpya…</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Rudia mchezo huu</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>Play the game back from its start</source>
        <translation>Tazama mchezo tena tangu mwanzo</translation>
    </message>
</context>
<context>
    <name>RuleDiagrams</name>
    <message>
        <source>The start: two seeds in every hole except a2 and l3, each player&apos;s leftmost front hole.</source>
        <extracomment>Rules diagram (Bao Kigogo), under the start position.</extracomment>
        <translation>Mwanzo: kete mbili katika kila shimo isipokuwa a2 na l3, shimo la mbele la kushoto kabisa la kila mchezaji.</translation>
    </message>
    <message>
        <source>South sows d1 to e1 and f1. The last seed falls into f1, which held a seed, so both seeds of f1 are lifted and sown on to g1 and h1. h1 was empty: the move ends.</source>
        <extracomment>Rules diagram (Bao Kigogo): a relay sowing.</extracomment>
        <translation>Kusini anatawanya d1 hadi e1 na f1. Kete ya mwisho inaangukia f1, iliyokuwa na kete, kwa hiyo kete zote mbili za f1 zinainuliwa na kutawanywa mbele hadi g1 na h1. h1 ilikuwa tupu: hatua inaishia hapo.</translation>
    </message>
    <message>
        <source>South sows j2 to i2 and h2. h2 was empty and is in South&apos;s front row, so North&apos;s h3 and the hole behind it, h4, are captured: their seeds leave the game.</source>
        <extracomment>Rules diagram (Bao Kigogo): a capture.</extracomment>
        <translation>Kusini anatawanya j2 hadi i2 na h2. h2 ilikuwa tupu na iko katika safu ya mbele ya Kusini, kwa hiyo h3 ya Kaskazini na shimo lililo nyuma yake, h4, zinaliwa: kete zao zinatoka mchezoni.</translation>
    </message>
    <message>
        <source>The start: one stone in every hole except a2 and l3.</source>
        <extracomment>Rules diagram (Bao la Kimasai), under the start position.</extracomment>
        <translation>Mwanzo: jiwe moja katika kila shimo isipokuwa a2 na l3.</translation>
    </message>
    <message>
        <source>A stone steps one hole counterclockwise, into an empty hole: c1 to d1.</source>
        <extracomment>Rules diagram (Bao la Kimasai): a step.</extracomment>
        <translation>Jiwe linasogea shimo moja kinyume cha saa, hadi shimo tupu: c1 hadi d1.</translation>
    </message>
    <message>
        <source>South&apos;s first move: the stone of b2 steps into a2, in his front row. North&apos;s a3 faces it, so a3 and the stone behind it, a4, are captured.</source>
        <extracomment>Rules diagram (Bao la Kimasai): a capture.</extracomment>
        <translation>Hatua ya kwanza ya Kusini: jiwe la b2 linasogea hadi a2, katika safu yake ya mbele. a3 ya Kaskazini iko mkabala nalo, kwa hiyo a3 na jiwe lililo nyuma yake, a4, yanaliwa.</translation>
    </message>
    <message>
        <source>Not allowed: the first lap from a1 would end in c1, an occupied hole of South&apos;s own row.</source>
        <extracomment>Rules diagram (Bao Kingulu): a move that is not allowed.</extracomment>
        <translation>Hairuhusiwi: mzunguko wa kwanza kutoka a1 ungeishia c1, shimo lenye kete katika safu ya Kusini mwenyewe.</translation>
    </message>
    <message>
        <source>South sows a1 to b1 and c1. c1 was empty and is in South&apos;s row, so the five seeds of North&apos;s c2 go into South&apos;s store, with the seed that captured them.</source>
        <extracomment>Rules diagram (Bao Kingulu): a capture into the store.</extracomment>
        <translation>Kusini anatawanya a1 hadi b1 na c1. c1 ilikuwa tupu na iko katika safu ya Kusini, kwa hiyo kete tano za c2 ya Kaskazini zinaingia ghalani mwa Kusini, pamoja na kete iliyozila.</translation>
    </message>
    <message>
        <source>South sows e1 to f1, f2 and e2. North&apos;s e2 held exactly three: it becomes South&apos;s mtoto, and the seed just dropped into f2 joins it.</source>
        <extracomment>Rules diagram (Bao Kingulu): a hole becomes a mtoto (&quot;mtoto&quot; stays in Swahili).</extracomment>
        <translation>Kusini anatawanya e1 hadi f1, f2 na e2. e2 ya Kaskazini ilikuwa na kete tatu kamili: inakuwa mtoto wa Kusini, na kete iliyodondoshwa punde katika f2 inaungana nayo.</translation>
    </message>
    <message>
        <source>The start: each kuu (South e2, North d3) holds six seeds and the two holes to its right two each; 22 seeds each wait in reserve.</source>
        <extracomment>Rules diagram (Bao la Kete), under the start position; &quot;kuu&quot; stays in Swahili.</extracomment>
        <translation>Mwanzo: kila kuu (Kusini e2, Kaskazini d3) ina kete sita na mashimo mawili ya kulia kwake kete mbili kila moja; kete 22 za kila mchezaji zinasubiri akibani.</translation>
    </message>
    <message>
        <source>Takata: with nothing to capture, South places a reserve seed in f2 and sows its three seeds clockwise to g2, h2 and h1.</source>
        <extracomment>Rules diagram (Bao la Kete): a nemo takata; &quot;takata&quot; stays in Swahili.</extracomment>
        <translation>Takata: bila cha kula, Kusini anaweka kete ya akiba katika f2 na kutawanya kete zake tatu kwa mwendo wa saa hadi g2, h2 na h1.</translation>
    </message>
    <message>
        <source>South&apos;s takata b2cw leaves North&apos;s c3 as the only hole South could capture next, so c3 is marked (hizi zetu): North may not start from it, and South must capture it next if he can.</source>
        <extracomment>Rules diagram (Bao la Kete): the hizi zetu mark; &quot;takata&quot; and &quot;hizi zetu&quot; stay in Swahili.</extracomment>
        <translation>Takata ya Kusini b2cw inaiacha c3 ya Kaskazini kuwa shimo pekee ambalo Kusini angeweza kula baadaye, kwa hiyo c3 inawekewa alama (hizi zetu): Kaskazini hawezi kuanzia hapo, na Kusini lazima aile katika zamu yake inayofuata akiweza.</translation>
    </message>
    <message>
        <source>Nemo capture: South places a reserve seed in b2 and captures North&apos;s b3. Its two seeds are sown starting in the kichwa a2, toward the centre; the lap ends in b2, which is sown on, and the move stops in South&apos;s kuu e2.</source>
        <extracomment>Rules diagram (Bao la Kete): a nemo capture; &quot;nemo&quot;, &quot;kichwa&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>Kula katika nemo: Kusini anaweka kete ya akiba katika b2 na anakula b3 ya Kaskazini. Kete mbili za b3 zinatawanywa kuanzia ndani ya kichwa a2, kuelekea katikati; mzunguko unaishia b2, ambayo inatawanywa zaidi, na hatua inasimama katika kuu ya Kusini e2.</translation>
    </message>
    <message>
        <source>Mtaji capture: the first lap from f2 ends in d2, which held a seed and faces North&apos;s d3. d3 is captured and its three seeds are sown starting in the kichwa h2, which keeps South&apos;s direction.</source>
        <extracomment>Rules diagram (Bao la Kete): a mtaji capture; &quot;mtaji&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>Kula katika mtaji: mzunguko wa kwanza kutoka f2 unaishia d2, iliyokuwa na kete na iko mkabala na d3 ya Kaskazini. d3 inaliwa na kete zake tatu zinatawanywa kuanzia ndani ya kichwa h2, kinachodumisha mwelekeo wa Kusini.</translation>
    </message>
    <message>
        <source>The hole a move starts from is ringed in yellow.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the ring around the hole a move starts from.</extracomment>
        <translation>Shimo ambamo hatua inaanzia limezungushiwa duara la njano.</translation>
    </message>
    <message>
        <source>An arrow follows the seeds of one lap (in Kimasai, a stone&apos;s step) from the hole they are lifted or captured from to the hole where the lap ends, with a dot in each hole it sows on the way.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the arrows. A dot is drawn in each hole the lap sows.</extracomment>
        <translation>Mshale hufuata kete za mzunguko mmoja (katika Kimasai, msogeo wa jiwe) kutoka shimo zilipoinuliwa au kuliwa hadi shimo ambamo mzunguko unaishia, ukiwa na nukta katika kila shimo unalotia kete njiani.</translation>
    </message>
    <message>
        <source>When a move has several laps, each lap is numbered at the hole it starts from.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the small numbered discs.</extracomment>
        <translation>Hatua ikiwa na mizunguko kadhaa, kila mzunguko una namba kwenye shimo unapoanzia.</translation>
    </message>
    <message>
        <source>A hole ringed and crossed out in red is captured.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a captured hole.</extracomment>
        <translation>Shimo lililozungushiwa duara na kuwekewa msalaba mwekundu linaliwa.</translation>
    </message>
    <message>
        <source>A hole ringed twice in green becomes a mtoto.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a new mtoto (Bao Kingulu). &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>Shimo lililozungushiwa duara mbili za kijani linakuwa mtoto.</translation>
    </message>
    <message>
        <source>A dashed red arrow that ends in a bar is a lap the rules do not allow to end there: that move may not be played.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a lap that may not end where it would (G-3), drawn differently from a capture.</extracomment>
        <translation>Mshale mwekundu wa vistari unaoishia kwenye kizuizi ni mzunguko ambao kanuni haziuruhusu kuishia hapo: hatua hiyo haiwezi kuchezwa.</translation>
    </message>
    <message>
        <source>How to read the diagrams:</source>
        <extracomment>Above the rules help, before the sentences that explain the diagrams&apos; marks.</extracomment>
        <translation>Jinsi ya kusoma michoro:</translation>
    </message>
    <message>
        <source>The start: each nyumba (South e2, North d3) holds six seeds and the two holes to its right two each; each player has 22 seeds in hand.</source>
        <extracomment>Rules diagram (Bao la Kiswahili), under the start position; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Mwanzo: kila nyumba (Kusini e2, Kaskazini d3) ina kete sita na mashimo mawili ya kulia kwake kete mbili kila moja; kila mchezaji ana kete 22 mkononi.</translation>
    </message>
    <message>
        <source>Namua capture: South puts a seed from his hand in c2 and captures the five seeds of c3. In column c he chooses the kichwa: here h2, so they are sown to h2, g2, f2, e2 and d2. d2 was empty: the move ends.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the kichwa chosen in a namua capture; &quot;namua&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>Kula katika namua: Kusini anaweka kete kutoka mkononi mwake katika c2 na anakula kete tano za c3. Katika nguzo c yeye huchagua kichwa: hapa h2, kwa hiyo zinatawanywa katika h2, g2, f2, e2 na d2. d2 ilikuwa tupu: hatua inaisha.</translation>
    </message>
    <message>
        <source>The same capture with the kichwa a2: the seeds go to a2, b2, c2, d2 and e2, South&apos;s nyumba. He may stop there, or, as here, go on safari: all seven seeds of e2 are lifted, the nyumba is gone, and the lap ends in the empty e1.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the other kichwa, and a safari; &quot;kichwa&quot;, &quot;nyumba&quot; and &quot;safari&quot; stay in Swahili.</extracomment>
        <translation>Kula kulekule kwa kichwa a2: kete zinaingia a2, b2, c2, d2 na e2, nyumba ya Kusini. Anaweza kusimama hapo, au, kama hapa, kwenda safari: kete zote saba za e2 zinainuliwa, nyumba inatoweka, na mzunguko unaishia katika e1 iliyokuwa tupu.</translation>
    </message>
    <message>
        <source>Taxing: South&apos;s nyumba e2 is his only occupied front hole. A seed from his hand makes seven, and only two are lifted and sown, to f2 and g2. The nyumba keeps five: still South&apos;s, but dormant.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): taxing the nyumba; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Kodi: nyumba ya Kusini e2 ndiyo shimo lake pekee la mbele lenye kete. Kete kutoka mkononi mwake inafanya saba, na mbili tu zinainuliwa na kutawanywa, katika f2 na g2. Nyumba inabaki na tano: bado ni ya Kusini, lakini imelala.</translation>
    </message>
    <message>
        <source>South&apos;s takasa a2ccw sows a1 and b1. Every capture South could make next would take North&apos;s b3 first, and North cannot capture, so b3 is marked (takasia): North may not start from it, and South must capture it next if he can.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): a takasia mark set; &quot;takasa&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>Takasa ya Kusini a2ccw inatawanya a1 na b1. Kila kula ambako Kusini angeweza kufanya baadaye kungeanza kwa kula b3 ya Kaskazini, na Kaskazini hawezi kula, kwa hiyo b3 inawekewa alama (takasia): Kaskazini hawezi kuanzia hapo, na Kusini lazima aile katika zamu yake inayofuata akiweza.</translation>
    </message>
    <message>
        <source>The mark binds: North may not start from b3. His move g3cw sows f3 and e3, relays the three seeds of e3 to d3, c3 and b3, and the lap that ends in the marked b3 ends the move there.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the takasia mark binding North&apos;s move; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>Alama inafunga: Kaskazini hawezi kuanzia b3. Hatua yake g3cw inatawanya f3 na e3, inaendeleza kete tatu za e3 hadi d3, c3 na b3, na mzunguko unaoishia katika b3 yenye alama unamaliza hatua hapo.</translation>
    </message>
    <message>
        <source>Bao hamna: South puts a seed from his hand in c2 and captures c3, the last seeds of North&apos;s front row. The row is empty, so South wins at once; the two seeds he captured are not sown.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): bao hamna; &quot;bao hamna&quot; stays in Swahili.</extracomment>
        <translation>Bao hamna: Kusini anaweka kete kutoka mkononi mwake katika c2 na anakula c3, kete za mwisho za safu ya mbele ya Kaskazini. Safu hiyo ni tupu, kwa hiyo Kusini anashinda mara moja; kete mbili alizokula hazitawanywi.</translation>
    </message>
    <message>
        <source>An orange no-entry sign marks the hole that the hizi zetu or takasia mark blocks.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the hizi zetu mark (Bao la Kete), called takasia in Bao la Kiswahili. &quot;hizi zetu&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>Alama ya rangi ya machungwa ya &quot;hakuna kuingia&quot; inaonyesha shimo linalozuiwa na alama ya hizi zetu au ya takasia.</translation>
    </message>
    <message>
        <source>A square hole is a kuu that still exists, or a nyumba that works.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the square holes of Bao la Kete (kuu) and Bao la Kiswahili (nyumba). &quot;kuu&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Shimo la mraba ni kuu iliyopo bado, au nyumba inayofanya kazi.</translation>
    </message>
    <message>
        <source>A short green arrow carries the seed dropped just before the last one into the new mtoto.</source>
        <extracomment>Rules help, the diagrams&apos; legend: Bao Kingulu, G-6. &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>Mshale mfupi wa kijani unaipeleka katika mtoto mpya kete iliyodondoshwa kabla tu ya ile ya mwisho.</translation>
    </message>
    <message>
        <source>Where a kuu or a nyumba is gone, a round hole is drawn in its place: it is an ordinary hole now.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a kuu (nyumba) that is gone is drawn as a round hole like the others. &quot;kuu&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Kuu au nyumba ikitoweka, shimo la duara huchorwa mahali pake: sasa ni shimo la kawaida.</translation>
    </message>
</context>
<context>
    <name>RulesExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1 is a file, %2 the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Haiwezekani kuandika %1: %2</translation>
    </message>
    <message>
        <source>Rules of the games</source>
        <extracomment>Title of the exported rules document (the same as the rules window&apos;s).</extracomment>
        <translation>Kanuni za michezo</translation>
    </message>
    <message>
        <source>Cannot make the folder %1</source>
        <extracomment>%1 is a folder.</extracomment>
        <translation>Haiwezekani kutengeneza folda %1</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Bao Kigogo</source>
        <translation>Bao Kigogo</translation>
    </message>
    <message>
        <source>Bao la Kimasai (four rows)</source>
        <translation>Bao la Kimasai (safu nne)</translation>
    </message>
    <message>
        <source>Bao Kingulu</source>
        <translation>Bao Kingulu</translation>
    </message>
    <message>
        <source>Bao la Kete</source>
        <translation>Bao la Kete</translation>
    </message>
    <message>
        <source>Reading the moves</source>
        <translation>Kusoma hatua</translation>
    </message>
    <message>
        <source>A move is written as the square it starts from: d1 means the seeds of d1 are sown. In Bao la Kete the square is followed by the direction, cw (clockwise) or ccw (counterclockwise), and by * when the player goes on from his kuu (safari): e2ccw, c2cw*. In a nemo move the square is where the reserve seed is placed.</source>
        <translation>Hatua huandikwa kwa jina la shimo inapoanzia: d1 maana yake kete za d1 zinatawanywa. Katika Bao la Kete jina la shimo hufuatwa na mwelekeo, cw (mwendo wa saa) au ccw (kinyume cha saa), na * mchezaji anapoendelea kutoka kuu lake (safari): e2ccw, c2cw*. Katika hatua ya nemo, shimo ni pale kete ya akiba inapowekwa.</translation>
    </message>
    <message>
        <source>Games are saved as .bao files: a few tags such as [Game &quot;kete&quot;] and the players&apos; names, then the moves in this notation.</source>
        <translation>Michezo huhifadhiwa kama faili za .bao: lebo chache kama [Game &quot;kete&quot;] na majina ya wachezaji, kisha hatua kwa maandishi haya.</translation>
    </message>
    <message>
        <source>Played by the Gogo (Wagogo) people on the central plateau of Dodoma Region, Tanzania. The German missionary Martin Klamroth first wrote the game down in 1911, after watching games at Mpapua (today Mpwapwa).</source>
        <translation>Huchezwa na watu wa Gogo (Wagogo) katika uwanda wa kati wa Mkoa wa Dodoma, Tanzania. Mmisionari Mjerumani Martin Klamroth aliuandika mchezo huu kwa mara ya kwanza mwaka 1911, baada ya kutazama michezo huko Mpapua (leo Mpwapwa).</translation>
    </message>
    <message>
        <source>Recorded by Martin Klamroth in 1911 among Maasai herders around Mpapua in Dodoma Region, Tanzania. Unlike the other games here, a hole never holds more than one stone.</source>
        <translation>Uliandikwa na Martin Klamroth mwaka 1911 miongoni mwa wafugaji wa Kimasai karibu na Mpapua katika Mkoa wa Dodoma, Tanzania. Tofauti na michezo mingine hapa, shimo halibebi zaidi ya jiwe moja kamwe.</translation>
    </message>
    <message>
        <source>The game of the Ngulu (Kingulu) people of the hills of Morogoro and Tanga regions in east-central Tanzania, first recorded by Martin Klamroth in 1911. Its mtoto, a hole a player claims for good, is found in no other game here.</source>
        <translation>Mchezo wa watu wa Ngulu (Kingulu) wa milima ya mikoa ya Morogoro na Tanga, mashariki-kati mwa Tanzania, ulioandikwa kwa mara ya kwanza na Martin Klamroth mwaka 1911. Mtoto wake, shimo ambalo mchezaji hulitwaa milele, hapatikani katika mchezo mwingine wowote hapa.</translation>
    </message>
    <message>
        <source>The Bao of the Lamu Archipelago on the northern Swahili coast of Kenya, also called Bao la Komwe after its shiny komwe seeds. Walter Driedger documented it in 1972; Alan Boyd and Philip Townshend described it as played on Lamu and Pate.</source>
        <translation>Bao la Funguvisiwa la Lamu katika pwani ya kaskazini ya Waswahili nchini Kenya, pia huitwa Bao la Komwe kwa sababu ya komwe zake zinazong&apos;aa. Walter Driedger aliliandika mwaka 1972; Alan Boyd na Philip Townshend walilieleza kama linavyochezwa Lamu na Pate.</translation>
    </message>
    <message>
        <source>The games&apos; words</source>
        <translation>Maneno ya michezo</translation>
    </message>
    <message>
        <source>South always makes the first move, in every game.</source>
        <extracomment>Rules help, rule C-3.</extracomment>
        <translation>Kusini daima hucheza hatua ya kwanza, katika kila mchezo.</translation>
    </message>
    <message>
        <source>After each move Baraza first checks whether the mover has won or lost, in the order that game&apos;s rules list it, and only then whether a position has repeated. When a move ends the game, the turn still passes to the other player, as the position text shows.</source>
        <extracomment>Rules help, rule C-7: the order of the end checks after a move.</extracomment>
        <translation>Baada ya kila hatua, Baraza hukagua kwanza kama aliyecheza ameshinda au ameshindwa, kwa mpangilio ambao kanuni za mchezo huo zinayataja, na baadaye tu kama hali imejirudia. Hatua ikimaliza mchezo, zamu bado hupita kwa mchezaji mwingine, kama maandishi ya hali yanavyoonyesha.</translation>
    </message>
    <message>
        <source>Two seeds go into every hole except one on each side: the leftmost hole of your front row, as you sit, starts empty. That is a2 for South and l3 for North. 92 seeds in all.</source>
        <extracomment>Rules help, Bao Kigogo rule K-1: the start.</extracomment>
        <translation>Kete mbili huwekwa katika kila shimo isipokuwa moja kila upande: shimo la kushoto kabisa la safu yako ya mbele, kwa jinsi unavyokaa, huanza likiwa tupu. Hilo ni a2 kwa Kusini na l3 kwa Kaskazini. Jumla ni kete 92.</translation>
    </message>
    <message>
        <source>On your turn, pick one of your own holes (South: rows 1 and 2, North: rows 3 and 4) that holds &lt;b&gt;two or more&lt;/b&gt; seeds, lift them all and sow them counterclockwise around your two rows. Only if none of your holes holds two or more may you move a &lt;b&gt;single&lt;/b&gt; seed one step counterclockwise instead, and only into an empty hole. A move is written as the hole it starts from, such as d1.</source>
        <extracomment>Rules help, Bao Kigogo rule K-2: which moves are allowed.</extracomment>
        <translation>Zamu yako ikifika, chagua shimo lako mojawapo (Kusini: safu 1 na 2, Kaskazini: safu 3 na 4) lenye kete &lt;b&gt;mbili au zaidi&lt;/b&gt;, inua zote na uzitawanye kinyume cha saa kuzunguka safu zako mbili. Ikiwa tu hakuna shimo lako lenye kete mbili au zaidi, unaweza badala yake kusogeza kete &lt;b&gt;moja&lt;/b&gt; shimo moja kinyume cha saa, na tu kuingia shimo tupu. Hatua huandikwa kwa shimo inapoanzia, kama d1.</translation>
    </message>
    <message>
        <source>You win when your opponent has no seeds left, or when it is their turn and they have no legal move. Otherwise the game is a draw as soon as a position comes back a second time (C-6).</source>
        <extracomment>Rules help, Bao Kigogo rule K-5: the end.</extracomment>
        <translation>Unashinda mpinzani wako akiishiwa na kete, au ikiwa ni zamu yake na hana hatua halali. La sivyo mchezo ni sare mara hali inaporudi mara ya pili (C-6).</translation>
    </message>
    <message>
        <source>One stone goes into every hole except the leftmost hole of each player&apos;s front row, as the player sits: a2 for South and l3 for North. 46 stones in all. A hole never holds more than one stone.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-1: the start.</extracomment>
        <translation>Jiwe moja huwekwa katika kila shimo isipokuwa shimo la kushoto kabisa la safu ya mbele ya kila mchezaji, kwa jinsi mchezaji anavyokaa: a2 kwa Kusini na l3 kwa Kaskazini. Jumla ni mawe 46. Shimo kamwe halina zaidi ya jiwe moja.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture:&lt;/b&gt; if your stone arrives in your front row and your opponent&apos;s front hole in that column holds a stone, that stone is captured and leaves the game, and so does your opponent&apos;s back-row stone in the same column, if there is one. The back stone is never taken on its own. For example, South&apos;s first move, b2 to a2, captures North&apos;s stones on a3 and a4.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-3: capturing.</extracomment>
        <translation>&lt;b&gt;Kula:&lt;/b&gt; jiwe lako likifika katika safu yako ya mbele na shimo la mbele la mpinzani wako katika nguzo hiyo lina jiwe, jiwe hilo huliwa na kutoka mchezoni, pamoja na jiwe la safu ya nyuma ya mpinzani katika nguzo ileile, likiwepo. Jiwe la nyuma haliliwi peke yake kamwe. Kwa mfano, hatua ya kwanza ya Kusini, b2 hadi a2, hula mawe ya Kaskazini yaliyo a3 na a4.</translation>
    </message>
    <message>
        <source>You win when your opponent has no stones left or no legal move. Otherwise the game is a draw as soon as a position comes back a second time (C-6).</source>
        <extracomment>Rules help, Bao la Kimasai rule M-4: the end.</extracomment>
        <translation>Unashinda mpinzani wako akiishiwa na mawe au hana hatua halali. La sivyo mchezo ni sare mara hali inaporudi mara ya pili (C-6).</translation>
    </message>
    <message>
        <source>Four seeds go into each of the twelve holes, 48 in all. Row 1 is South&apos;s, row 2 is North&apos;s, and each player has a store beside the board, empty at the start. Both players sow counterclockwise around the same loop of twelve holes (C-2): along row 1 to the right, then along row 2 to the left.</source>
        <extracomment>Rules help, Bao Kingulu rule G-1: the start.</extracomment>
        <translation>Kete nne huwekwa katika kila moja ya mashimo kumi na mawili, jumla 48. Safu 1 ni ya Kusini, safu 2 ni ya Kaskazini, na kila mchezaji ana ghala kando ya ubao, tupu mwanzoni. Wachezaji wote hutawanya kinyume cha saa kuzunguka duara moja la mashimo kumi na mawili (C-2): kwenye safu 1 kwenda kulia, kisha kwenye safu 2 kwenda kushoto.</translation>
    </message>
    <message>
        <source>The hole where a lap&apos;s last seed falls decides what happens next. Call it L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;G-4.1&lt;/b&gt; L is a mtoto, yours or your opponent&apos;s: the seed goes to the mtoto&apos;s owner&apos;s store. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the move ends there.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.2&lt;/b&gt; L was empty and is in your row: if the opposite hole holds seeds and is not a mtoto, you capture them; they go into your store, together with the seed that captured. Otherwise nothing is captured and the seed stays. Either way the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.3&lt;/b&gt; L was empty and is in your opponent&apos;s row: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.4&lt;/b&gt; L is in your opponent&apos;s row, is not a mtoto and held exactly three seeds: it becomes your mtoto (G-6) and the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.5&lt;/b&gt; Otherwise L was occupied: relay. Lift everything in L and sow on from the next hole.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao Kingulu rule G-4: what happens where a lap ends; its five cases are G-4.1 to G-4.5.</extracomment>
        <translation>Shimo ambamo kete ya mwisho ya mzunguko huangukia huamua kinachofuata. Liite L; hali ya kwanza inayolingana ndiyo hutumika:&lt;ul&gt;&lt;li&gt;&lt;b&gt;G-4.1&lt;/b&gt; L ni mtoto, wako au wa mpinzani wako: kete huenda ghalani mwa mwenye mtoto huo. &lt;b&gt;Uamuzi wa Baraza:&lt;/b&gt; hatua huishia hapo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.2&lt;/b&gt; L lilikuwa tupu na liko katika safu yako: ikiwa shimo la mkabala lina kete na si mtoto, unazila; zinaingia ghalani mwako, pamoja na kete iliyokula. La sivyo hakuna kinacholiwa na kete inabaki. Kwa vyovyote hatua huisha.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.3&lt;/b&gt; L lilikuwa tupu na liko katika safu ya mpinzani wako: hatua huisha.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.4&lt;/b&gt; L liko katika safu ya mpinzani wako, si mtoto na lilikuwa na kete tatu kamili: linakuwa mtoto wako (G-6) na hatua huisha.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.5&lt;/b&gt; La sivyo L lilikuwa na kete: kuendeleza. Inua kila kitu kilichomo katika L na uendelee kutawanya kuanzia shimo linalofuata.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Captures, new mtoto holes and relays can come in any lap of a move, not only in the first. Only the first lap has the restriction of G-3.</source>
        <extracomment>Rules help, Bao Kingulu rule G-5.</extracomment>
        <translation>Kula, mashimo mapya ya mtoto na kuendeleza vinaweza kutokea katika mzunguko wowote wa hatua, si wa kwanza tu. Mzunguko wa kwanza tu ndio wenye kizuizi cha G-3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kuweka mtoto&lt;/b&gt; (&quot;placing a child&quot;): when a lap ends in your opponent&apos;s hole that held exactly three seeds and is not a mtoto, that hole becomes your mtoto. If that lap sowed two or more seeds, the seed it dropped into the hole just before moves into the new mtoto too, which then holds 5: for example, three seeds from e1 go into f1, f2 and e2; e2 held 3, so it becomes South&apos;s mtoto and takes the seed from f2 as well. Not so when the hole before is itself a mtoto: its seed has already gone to a store. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; a lap of a single seed has no seed before its last, so it adds nothing and the new mtoto holds 4. This is read lap by lap: what counts is the lap that ended there, however many seeds the move&apos;s first lap sowed.</source>
        <extracomment>Rules help, Bao Kingulu rule G-6: kuweka mtoto (&quot;placing a child&quot;), and the decision about a lap of one seed. &quot;kuweka mtoto&quot; and &quot;mtoto&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Kuweka mtoto&lt;/b&gt;: mzunguko ukiishia katika shimo la mpinzani wako lililokuwa na kete tatu kamili na si mtoto, shimo hilo huwa mtoto wako. Ikiwa mzunguko huo ulitawanya kete mbili au zaidi, kete uliyoitia katika shimo lililotangulia huhamia pia katika mtoto mpya, ambaye sasa ana kete 5: kwa mfano, kete tatu kutoka e1 huingia f1, f2 na e2; e2 ilikuwa na kete 3, kwa hiyo inakuwa mtoto wa Kusini na kuchukua pia kete ya f2. Sivyo ikiwa shimo lililotangulia lenyewe ni mtoto: kete yake imeshakwenda ghalani. &lt;b&gt;Uamuzi wa Baraza:&lt;/b&gt; mzunguko wa kete moja hauna kete kabla ya ile ya mwisho, kwa hiyo hauongezi kitu na mtoto mpya ana kete 4. Hili husomwa mzunguko kwa mzunguko: kinachohesabika ni mzunguko ulioishia hapo, hata mzunguko wa kwanza wa hatua ulitawanya kete ngapi.</translation>
    </message>
    <message>
        <source>When the player to move has no legal move, the game ends and both players count: the seeds in the ordinary holes of their own row, plus the seeds in their mtoto holes, plus their store. More seeds wins; 24 to 24 is a draw. A position that occurs for the third time is a draw too (C-6).</source>
        <extracomment>Rules help, Bao Kingulu rule G-7: the end and the count.</extracomment>
        <translation>Mchezaji anayefuata asipokuwa na hatua halali, mchezo huisha na wachezaji wote huhesabu: kete katika mashimo ya kawaida ya safu yao, pamoja na kete katika mashimo yao ya mtoto, pamoja na ghala lao. Mwenye kete nyingi zaidi hushinda; 24 kwa 24 ni sare. Hali inayotokea mara ya tatu pia ni sare (C-6).</translation>
    </message>
    <message>
        <source>The board has four rows of eight holes. Each player has a square hole, the &lt;b&gt;kuu&lt;/b&gt; (the main house): South&apos;s is e2, North&apos;s d3, the fourth hole of the front row counting from the player&apos;s right. The end holes of a front row are the &lt;b&gt;kichwa&lt;/b&gt; holes (&quot;head&quot;): a2 and h2 for South, a3 and h3 for North. The two holes at each end of a front row, in columns a, b, g and h, are the &lt;b&gt;kimbi&lt;/b&gt;. At the start your kuu holds 6 seeds and the two holes to its right, as you sit, hold 2 each (South: f2 and g2, North: c3 and b3); all other holes are empty, and each player keeps &lt;b&gt;22 seeds in reserve&lt;/b&gt; in hand: 64 seeds in all. You sow only around your own two rows, clockwise or counterclockwise as you choose (C-2).</source>
        <extracomment>Rules help, Bao la Kete rule L-1: the board, the game&apos;s words kuu, kichwa and kimbi, and the start. The game&apos;s words stay in Swahili.</extracomment>
        <translation>Ubao una safu nne za mashimo manane. Kila mchezaji ana shimo la mraba, &lt;b&gt;kuu&lt;/b&gt; (nyumba kuu): la Kusini ni e2, la Kaskazini d3, shimo la nne la safu ya mbele ukihesabu kutoka kulia kwa mchezaji. Mashimo ya mwisho ya safu ya mbele ni mashimo ya &lt;b&gt;kichwa&lt;/b&gt;: a2 na h2 kwa Kusini, a3 na h3 kwa Kaskazini. Mashimo mawili ya kila mwisho wa safu ya mbele, katika nguzo a, b, g na h, ni &lt;b&gt;kimbi&lt;/b&gt;. Mwanzoni kuu yako ina kete 6 na mashimo mawili yaliyo kulia kwake, kwa jinsi unavyokaa, yana kete 2 kila moja (Kusini: f2 na g2, Kaskazini: c3 na b3); mashimo mengine yote ni matupu, na kila mchezaji ana &lt;b&gt;kete 22 za akiba&lt;/b&gt; mkononi: jumla kete 64. Unatawanya tu kuzunguka safu zako mbili, kwa mwendo wa saa au kinyume cha saa upendavyo (C-2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capturing is compulsory&lt;/b&gt;, in nemo and in mtaji alike. A &lt;b&gt;capture position&lt;/b&gt; is a hole of your front row that holds seeds while your opponent&apos;s front hole in the same column holds seeds too: &lt;b&gt;both&lt;/b&gt; must be occupied. For example, if South&apos;s c2 and North&apos;s c3 both hold seeds, c2 is a capture position; if c2 is empty, it is not. Whenever you can capture, you must (L-7, L-9).</source>
        <extracomment>Rules help, Bao la Kete rule L-4: capture positions; capturing is compulsory in both stages.</extracomment>
        <translation>&lt;b&gt;Kula ni lazima&lt;/b&gt;, katika nemo na katika mtaji vilevile. &lt;b&gt;Mahali pa kula&lt;/b&gt; ni shimo la safu yako ya mbele lenye kete wakati shimo la mbele la mpinzani wako katika nguzo ileile lina kete pia: &lt;b&gt;yote mawili&lt;/b&gt; lazima yawe na kete. Kwa mfano, c2 ya Kusini na c3 ya Kaskazini zikiwa zote na kete, c2 ni mahali pa kula; c2 ikiwa tupu, si mahali pa kula. Kila unapoweza kula, lazima ule (L-7, L-9).</translation>
    </message>
    <message>
        <source>Captured seeds are not put aside: you sow them on your own side, starting &lt;i&gt;in&lt;/i&gt; a kichwa and going towards the centre of your front row, then on around your loop. Which kichwa:&lt;ul&gt;&lt;li&gt;a capture from column a or b (the kimbi): the kichwa in column a;&lt;/li&gt;&lt;li&gt;a capture from column g or h (the kimbi): the kichwa in column h;&lt;/li&gt;&lt;li&gt;a capture from columns c to f: in the first capture of a nemo move you choose; in every other capture it is the kichwa that keeps the direction you are already sowing in.&lt;/li&gt;&lt;/ul&gt;From the column a kichwa towards the centre is clockwise for South and counterclockwise for North; from the column h kichwa it is counterclockwise for South and clockwise for North. For example, after South captures at b2, the captured seeds go into a2, b2, c2 and so on. The seeds in your capturing hole stay where they are.</source>
        <extracomment>Rules help, Bao la Kete rule L-5: where captured seeds are sown from. &quot;kichwa&quot;, &quot;kimbi&quot; and &quot;nemo&quot; stay in Swahili.</extracomment>
        <translation>Kete zilizoliwa haziwekwi kando: unazitawanya upande wako, ukianza &lt;i&gt;ndani ya&lt;/i&gt; kichwa na kuelekea katikati ya safu yako ya mbele, kisha kuendelea kuzunguka duara lako. Kichwa kipi:&lt;ul&gt;&lt;li&gt;kula kutoka nguzo a au b (kimbi): kichwa cha nguzo a;&lt;/li&gt;&lt;li&gt;kula kutoka nguzo g au h (kimbi): kichwa cha nguzo h;&lt;/li&gt;&lt;li&gt;kula kutoka nguzo c hadi f: katika kula kwa kwanza kwa hatua ya nemo unachagua; katika kila kula kingine ni kichwa kinachodumisha mwelekeo unaotawanya tayari.&lt;/li&gt;&lt;/ul&gt;Kutoka kichwa cha nguzo a kuelekea katikati ni mwendo wa saa kwa Kusini na kinyume cha saa kwa Kaskazini; kutoka kichwa cha nguzo h ni kinyume cha saa kwa Kusini na mwendo wa saa kwa Kaskazini. Kwa mfano, Kusini akila kwenye b2, kete zilizoliwa huingia a2, b2, c2 na kuendelea. Kete za shimo lako lililokula hubaki pale zilipo.</translation>
    </message>
    <message>
        <source>After a capture the sowing goes on lap after lap. Each lap ends in a hole L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;L-6.1&lt;/b&gt; L was empty: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.2&lt;/b&gt; L is in your front row and is a capture position: you capture again and sow the captured seeds as in L-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.3&lt;/b&gt; L is your kuu and it still exists: in nemo you choose either to stop there (the move ends) or to go on, a &lt;b&gt;safari&lt;/b&gt; (&quot;journey&quot;): you lift the kuu, which is then gone, and sow on. In mtaji there is no choice: you must sow on, and the kuu is gone.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.4&lt;/b&gt; Otherwise: relay. Lift all the seeds of L and sow on in the same direction.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-6: the laps after a capture; its cases are L-6.1 to L-6.4. &quot;safari&quot;, &quot;nemo&quot;, &quot;mtaji&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>Baada ya kula, utawanyaji huendelea mzunguko baada ya mzunguko. Kila mzunguko huishia katika shimo L; hali ya kwanza inayolingana ndiyo hutumika:&lt;ul&gt;&lt;li&gt;&lt;b&gt;L-6.1&lt;/b&gt; L lilikuwa tupu: hatua huisha.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.2&lt;/b&gt; L liko katika safu yako ya mbele na ni mahali pa kula: unakula tena na kutawanya kete zilizoliwa kama katika L-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.3&lt;/b&gt; L ni kuu yako na bado ipo: katika nemo unachagua ama kusimama hapo (hatua huisha) ama kuendelea, &lt;b&gt;safari&lt;/b&gt;: unainua kuu, ambayo sasa inatoweka, na kuendelea kutawanya. Katika mtaji hakuna kuchagua: lazima uendelee kutawanya, na kuu inatoweka.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.4&lt;/b&gt; La sivyo: kuendeleza. Inua kete zote za L na uendelee kutawanya katika mwelekeo uleule.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nemo, takata&lt;/b&gt; (a move that captures nothing): if you have no capture position, place a reserve seed into a hole of your front row that already holds seeds, then lift and sow, clockwise or counterclockwise:&lt;ul&gt;&lt;li&gt;While your kuu exists, you may choose it only if it is your only occupied front hole. The reserve seed you placed counts: a kuu of 6 now holds 7, and all 7 are lifted and sown, so the kuu is gone. If the kuu holds 8 or more with the placed seed, only &lt;b&gt;2&lt;/b&gt; seeds are lifted and sown, and the kuu stays with six or more.&lt;/li&gt;&lt;li&gt;If you have no kuu, the hole must hold two or more seeds, counted before you place yours, unless every occupied hole of your front row holds just one.&lt;/li&gt;&lt;li&gt;Otherwise you lift all the seeds of the hole, the placed one included.&lt;/li&gt;&lt;li&gt;A kichwa that is your only occupied front hole must be sown towards the centre.&lt;/li&gt;&lt;li&gt;The laps relay as in Kigogo (K-3): a lap ending in an occupied hole lifts it and sows on. Nothing is captured. A lap that ends in an empty hole, or in your kuu while it exists, ends the move.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-8: the nemo takata (a move without capture). &quot;takata&quot;, &quot;kuu&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Nemo, takata&lt;/b&gt; (hatua isiyokula kitu): ikiwa huna mahali pa kula, weka kete ya akiba katika shimo la safu yako ya mbele ambalo tayari lina kete, kisha inua na utawanye, kwa mwendo wa saa au kinyume cha saa:&lt;ul&gt;&lt;li&gt;Maadamu kuu yako ipo, unaweza kuichagua tu ikiwa ndilo shimo lako pekee la mbele lenye kete. Kete ya akiba uliyoiweka huhesabiwa: kuu ya kete 6 sasa ina 7, na zote 7 huinuliwa na kutawanywa, kwa hiyo kuu inatoweka. Kuu ikiwa na kete 8 au zaidi pamoja na ile uliyoiweka, kete &lt;b&gt;2&lt;/b&gt; tu huinuliwa na kutawanywa, na kuu inabaki na kete sita au zaidi.&lt;/li&gt;&lt;li&gt;Ikiwa huna kuu, shimo lazima liwe na kete mbili au zaidi, zikihesabiwa kabla hujaweka yako, isipokuwa kila shimo lenye kete la safu yako ya mbele lina kete moja tu.&lt;/li&gt;&lt;li&gt;La sivyo unainua kete zote za shimo, pamoja na ile uliyoiweka.&lt;/li&gt;&lt;li&gt;Kichwa kilicho shimo lako pekee la mbele lenye kete lazima kitawanywe kuelekea katikati.&lt;/li&gt;&lt;li&gt;Mizunguko huendelezwa kama katika Kigogo (K-3): mzunguko unaoishia katika shimo lenye kete hulinua na kuendelea kutawanya. Hakuna kinacholiwa. Mzunguko unaoishia katika shimo tupu, au katika kuu yako ikiwa bado ipo, humaliza hatua.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, capturing:&lt;/b&gt; lift all the seeds of one of your holes, in either row, that holds &lt;b&gt;2 to 15&lt;/b&gt; seeds, and sow clockwise or counterclockwise. If the first lap ends in your front row at a capture position (the hole already held seeds before the last seed fell, and the opposite hole holds seeds), it is a capture move: you capture and go on as in L-5 (keeping your direction, unless the capture is in the kimbi) and L-6. If the first lap does not capture, nothing is captured in the whole move. A hole of 16 or more seeds never starts a capture. Capturing is compulsory here too: if you have any capture move, you must play one.</source>
        <extracomment>Rules help, Bao la Kete rule L-9: the mtaji capture move; capturing is compulsory here too.</extracomment>
        <translation>&lt;b&gt;Mtaji, kula:&lt;/b&gt; inua kete zote za shimo lako mojawapo, katika safu yoyote, lenye kete &lt;b&gt;2 hadi 15&lt;/b&gt;, na utawanye kwa mwendo wa saa au kinyume cha saa. Mzunguko wa kwanza ukiishia katika safu yako ya mbele mahali pa kula (shimo lilikuwa tayari na kete kabla kete ya mwisho haijaangukia, na shimo la mkabala lina kete), ni hatua ya kula: unakula na kuendelea kama katika L-5 (ukidumisha mwelekeo wako, isipokuwa kula kukiwa katika kimbi) na L-6. Mzunguko wa kwanza usipokula, hakuna kinacholiwa katika hatua nzima. Shimo lenye kete 16 au zaidi kamwe halianzishi kula. Kula ni lazima hapa pia: ukiwa na hatua yoyote ya kula, lazima ucheze mojawapo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, takata:&lt;/b&gt; if you have no capture move, you choose the hole to sow in this order of priority:&lt;ul&gt;&lt;li&gt;first, while your kuu exists, you must sow the whole kuu, clockwise or counterclockwise, and then it is gone;&lt;/li&gt;&lt;li&gt;otherwise, a hole of your front row with two or more seeds;&lt;/li&gt;&lt;li&gt;only if there is none, a hole of your back row with two or more seeds.&lt;/li&gt;&lt;/ul&gt;You may never start from the hole marked by hizi zetu (L-11). A kichwa that is your only occupied front hole must be sown towards the centre. The laps relay; a lap that ends in an empty hole or in the marked hole ends the move. If no hole qualifies, you have no move.</source>
        <extracomment>Rules help, Bao la Kete rule L-10: the mtaji takata and its order of priority.</extracomment>
        <translation>&lt;b&gt;Mtaji, takata:&lt;/b&gt; ikiwa huna hatua ya kula, unachagua shimo la kutawanya kwa mpangilio huu wa kipaumbele:&lt;ul&gt;&lt;li&gt;kwanza, maadamu kuu yako ipo, lazima utawanye kuu nzima, kwa mwendo wa saa au kinyume cha saa, kisha inatoweka;&lt;/li&gt;&lt;li&gt;la sivyo, shimo la safu yako ya mbele lenye kete mbili au zaidi;&lt;/li&gt;&lt;li&gt;ikiwa tu hakuna, shimo la safu yako ya nyuma lenye kete mbili au zaidi.&lt;/li&gt;&lt;/ul&gt;Kamwe huwezi kuanzia shimo lililowekewa alama ya hizi zetu (L-11). Kichwa kilicho shimo lako pekee la mbele lenye kete lazima kitawanywe kuelekea katikati. Mizunguko huendelezwa; mzunguko unaoishia katika shimo tupu au katika shimo lenye alama humaliza hatua. Ikiwa hakuna shimo linalofaa, huna hatua.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hizi zetu&lt;/b&gt; (&quot;these are ours&quot;) is a rule of mtaji only. It is set by your opponent&apos;s mtaji takata: after it, Baraza looks at the holes of your front row that your opponent could capture first if they moved again at once. If that is exactly one hole, and you have no capture move yourself, that hole is &lt;b&gt;marked&lt;/b&gt;, unless it is your kuu while it exists, your only occupied front hole, or your only front hole with two or more seeds. A hole with a single seed can be marked.&lt;ul&gt;&lt;li&gt;On your next move (a takata, as you cannot capture) you may not start from the marked hole, and a lap that ends in it ends your move. Except in the first lap of a move from your kuu: if that lap ends in the marked hole, the hole is lifted and the move relays on as usual. A later lap of the same move that ends there still ends it.&lt;/li&gt;&lt;li&gt;On your opponent&apos;s move after that, if they have capture moves that capture the marked hole at any point, they must play one of them.&lt;/li&gt;&lt;li&gt;Then the mark lapses. It lives exactly two moves, yours and then your opponent&apos;s; only a new mark, set by your own mtaji takata, replaces it sooner.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-11: hizi zetu, the Lamu blocking rule. &quot;hizi zetu&quot; (&quot;these are ours&quot;), &quot;mtaji&quot;, &quot;takata&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Hizi zetu&lt;/b&gt; ni kanuni ya mtaji tu. Huwekwa na takata ya mtaji ya mpinzani wako: baada yake, Baraza hutazama mashimo ya safu yako ya mbele ambayo mpinzani wako angeweza kula kwanza kama angecheza tena mara moja. Likiwa ni shimo moja tu, nawe mwenyewe huna hatua ya kula, shimo hilo &lt;b&gt;huwekewa alama&lt;/b&gt;, isipokuwa likiwa ni kuu yako ikiwa bado ipo, shimo lako pekee la mbele lenye kete, au shimo lako pekee la mbele lenye kete mbili au zaidi. Shimo lenye kete moja tu linaweza kuwekewa alama.&lt;ul&gt;&lt;li&gt;Katika hatua yako inayofuata (takata, kwa kuwa huwezi kula) huwezi kuanzia shimo lenye alama, na mzunguko unaoishia ndani yake humaliza hatua yako. Isipokuwa katika mzunguko wa kwanza wa hatua inayoanzia kuu yako: mzunguko huo ukiishia katika shimo lenye alama, shimo hilo huinuliwa na hatua huendelezwa kama kawaida. Mzunguko wa baadaye wa hatua hiyohiyo ukiishia hapo bado huimaliza.&lt;/li&gt;&lt;li&gt;Katika hatua ya mpinzani wako inayofuata, akiwa na hatua za kula zinazokula shimo lenye alama wakati wowote, lazima acheze mojawapo.&lt;/li&gt;&lt;li&gt;Kisha alama hufutika. Huishi hatua mbili kamili, yako kisha ya mpinzani wako; ni alama mpya tu, iliyowekwa na takata yako mwenyewe ya mtaji, inayoweza kuibadilisha mapema.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nemo, capturing:&lt;/b&gt; if any hole of your front row is a capture position (L-4), you must place a reserve seed into one of them (your kuu too, if it is one), capture all the seeds of your opponent&apos;s front hole opposite it, and go on as in L-5 and L-6. For example, if South&apos;s b2 and North&apos;s b3 both hold seeds, South may place a seed in b2 and take everything in b3. Only the front hole is captured, never the one behind it.</source>
        <extracomment>Rules help, Bao la Kete rule L-7: the nemo capture move.</extracomment>
        <translation>&lt;b&gt;Nemo, kula:&lt;/b&gt; ikiwa shimo lolote la safu yako ya mbele ni mahali pa kula (L-4), lazima uweke kete ya akiba katika mojawapo ya mashimo hayo (kuu yako pia, ikiwa ni mojawapo), ule kete zote za shimo la mbele la mpinzani wako lililo mkabala nalo, na uendelee kama katika L-5 na L-6. Kwa mfano, b2 ya Kusini na b3 ya Kaskazini zikiwa zote na kete, Kusini anaweza kuweka kete katika b2 na kuchukua kila kitu kilichomo katika b3. Shimo la mbele tu ndilo huliwa, kamwe si lile lililo nyuma yake.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Relay:&lt;/b&gt; if the last seed of a lap falls into an occupied hole, lift everything in that hole, the seed you just dropped included, and sow on from the next hole: a new lap. For example, the two seeds of d1 are sown into e1 and f1; f1 already held a seed, so you lift both seeds of f1 and sow them into g1 and h1. A lap that ends in an empty hole ends your move.</source>
        <extracomment>Rules help, Bao Kigogo rule K-3: relay sowing.</extracomment>
        <translation>&lt;b&gt;Kuendeleza:&lt;/b&gt; kete ya mwisho ya mzunguko ikiangukia shimo lenye kete, inua kila kitu kilichomo, pamoja na kete uliyoitia sasa hivi, na uendelee kutawanya kuanzia shimo linalofuata: mzunguko mpya. Kwa mfano, kete mbili za d1 zinatawanywa katika e1 na f1; f1 ilikuwa tayari na kete moja, kwa hiyo unainua kete zote mbili za f1 na kuzitawanya katika g1 na h1. Mzunguko unaoishia katika shimo tupu humaliza hatua yako.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture:&lt;/b&gt; when your move ends in an empty hole of your front row and your opponent&apos;s front hole in the same column holds seeds, you capture them: they leave the game. If your opponent&apos;s back hole in that column holds seeds too, you capture those as well. For example, South&apos;s move ends in the empty h2, h3 holds 2 and h4 holds 3: all five leave the board. The back hole is never taken on its own (if h3 is empty, nothing is captured), and a move captures at most one column. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; a single seed stepping into an empty front hole captures in the same way.</source>
        <extracomment>Rules help, Bao Kigogo rule K-4: capturing, and the decision that a single step captures too.</extracomment>
        <translation>&lt;b&gt;Kula:&lt;/b&gt; hatua yako ikiishia katika shimo tupu la safu yako ya mbele na shimo la mbele la mpinzani wako katika nguzo ileile lina kete, unazila: zinatoka mchezoni. Ikiwa shimo la nyuma la mpinzani katika nguzo hiyo pia lina kete, unazila nazo. Kwa mfano, hatua ya Kusini inaishia katika h2 iliyo tupu, h3 ina kete 2 na h4 ina 3: zote tano zinatoka ubaoni. Shimo la nyuma haliliwi peke yake kamwe (h3 ikiwa tupu, hakuna kinacholiwa), na hatua hula nguzo moja tu, si zaidi. &lt;b&gt;Uamuzi wa Baraza:&lt;/b&gt; kete moja inayosogea shimo moja kuingia shimo tupu la mbele hula vivyo hivyo.</translation>
    </message>
    <message>
        <source>On your turn, pick one of your stones whose next hole counterclockwise around your two rows is empty, and step it there. For example, when d1 is empty, the stone of c1 may step into it. A move is written as the hole it starts from.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-2: the moves.</extracomment>
        <translation>Zamu yako ikifika, chagua jiwe lako mojawapo ambalo shimo linalofuata kinyume cha saa kuzunguka safu zako mbili ni tupu, na ulisogeze huko. Kwa mfano, d1 ikiwa tupu, jiwe la c1 linaweza kusogea kuingia humo. Hatua huandikwa kwa shimo inapoanzia.</translation>
    </message>
    <message>
        <source>Contents</source>
        <extracomment>Rules help: the heading of the list of its sections, at the top.</extracomment>
        <translation>Yaliyomo</translation>
    </message>
    <message>
        <source>In the move list and the narration the direction is shown as an arrow: ↺ counterclockwise, ↻ clockwise (e2 ↺ is e2ccw); saved games keep the letters.</source>
        <translation>Katika orodha ya hatua na katika maelezo, mwelekeo unaonyeshwa kwa mshale: ↺ kinyume cha saa, ↻ mwendo wa saa (e2 ↺ ni e2ccw); michezo iliyohifadhiwa inabaki na herufi.</translation>
    </message>
    <message>
        <source>To &lt;b&gt;sow&lt;/b&gt;, you drop the seeds you lifted one by one into the holes that follow along your loop, starting with the hole after the one you lifted them from. For example, three seeds lifted from d1 and sown counterclockwise go into e1, f1 and g1; in Kete, where you may also sow clockwise, three seeds lifted from d2 and sown clockwise go into e2, f2 and g2. One such sowing is a &lt;b&gt;lap&lt;/b&gt;; it ends when its last seed is dropped. A hole is &lt;b&gt;occupied&lt;/b&gt; if it held at least one seed before that seed fell into it. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; when a lap is long enough to go all the way round, the hole it started from is not skipped; it gets a seed like any other.</source>
        <extracomment>Rules help, rule C-4: sowing, laps, &quot;occupied&quot;, and the decision about the starting hole.</extracomment>
        <translation>&lt;b&gt;Kutawanya&lt;/b&gt; ni kutia kete ulizoinua moja moja katika mashimo yanayofuata kwenye duara lako, ukianza na shimo linalofuata lile ulilozinua. Kwa mfano, kete tatu zilizoinuliwa kutoka d1 na kutawanywa kinyume cha saa huingia e1, f1 na g1; katika Kete, ambapo unaweza pia kutawanya kwa mwendo wa saa, kete tatu zilizoinuliwa kutoka d2 na kutawanywa kwa mwendo wa saa huingia e2, f2 na g2. Utawanyaji mmoja kama huo ni &lt;b&gt;mzunguko&lt;/b&gt;; huisha kete yake ya mwisho inapotiwa. Shimo ni &lt;b&gt;lenye kete&lt;/b&gt; ikiwa lilikuwa na angalau kete moja kabla kete hiyo haijaangukia ndani yake. &lt;b&gt;Uamuzi wa Baraza:&lt;/b&gt; mzunguko ukiwa mrefu kiasi cha kupita duara zima, shimo ulipoanzia halirukwi; hupata kete kama mengine.</translation>
    </message>
    <message>
        <source>Your kuu exists from the start until all its seeds are lifted for a lap or captured; then it is gone for good and the hole is an ordinary hole. A nemo takata that lifts only two of its seeds (from a kuu of eight or more, L-8) leaves it standing. On Lamu a kuu that exists never holds fewer than six seeds: L-8 shows how.</source>
        <extracomment>Rules help, Bao la Kete rule L-2: when a kuu exists.</extracomment>
        <translation>Kuu yako ipo tangu mwanzo hadi kete zake zote zinapoinuliwa kwa mzunguko au kuliwa; hapo inatoweka kabisa na shimo hilo linakuwa shimo la kawaida. Takata ya nemo inayoinua kete zake mbili tu (kutoka kuu yenye kete nane au zaidi, L-8) huiacha ipo. Huko Lamu kuu iliyopo kamwe haina chini ya kete sita: L-8 inaonyesha jinsi.</translation>
    </message>
    <message>
        <source>The game has two stages. While you still have reserve seeds, each of your moves is a &lt;b&gt;nemo&lt;/b&gt; move: it begins by placing one reserve seed on the board (L-4 to L-8). Once your reserve is empty, you play &lt;b&gt;mtaji&lt;/b&gt; moves: you lift seeds that are already on the board (L-9 to L-11). The game ends the same way in both stages (L-12).</source>
        <extracomment>Rules help, Bao la Kete rule L-3: the two stages nemo and mtaji (Swahili words, kept).</extracomment>
        <translation>Mchezo una awamu mbili. Maadamu bado una kete za akiba, kila hatua yako ni hatua ya &lt;b&gt;nemo&lt;/b&gt;: huanza kwa kuweka kete moja ya akiba ubaoni (L-4 hadi L-8). Akiba yako ikiisha, unacheza hatua za &lt;b&gt;mtaji&lt;/b&gt;: unainua kete zilizo tayari ubaoni (L-9 hadi L-11). Mchezo huisha kwa njia ileile katika awamu zote mbili (L-12).</translation>
    </message>
    <message>
        <source>The game ends at once, in the middle of a move if need be:&lt;ul&gt;&lt;li&gt;you win when your capture empties your opponent&apos;s front row: &lt;b&gt;bao hamna&lt;/b&gt; (&quot;no board&quot;). The seeds you just captured stay in your hand and leave the board;&lt;/li&gt;&lt;li&gt;you lose when your own front row is empty at the end of a lap (in a game no legal move can do this: the rule guards positions set up by hand);&lt;/li&gt;&lt;li&gt;you lose when it is your turn and you have no legal move.&lt;/li&gt;&lt;/ul&gt;A position that occurs for the third time is a draw (C-6).</source>
        <extracomment>Rules help, Bao la Kete rule L-12: the end. &quot;bao hamna&quot; (&quot;no board&quot;) stays in Swahili.</extracomment>
        <translation>Mchezo huisha papo hapo, hata katikati ya hatua ikibidi:&lt;ul&gt;&lt;li&gt;unashinda kula kwako kukimaliza kete zote za safu ya mbele ya mpinzani wako: &lt;b&gt;bao hamna&lt;/b&gt; (&quot;hakuna bao&quot;). Kete ulizokula sasa hivi hubaki mkononi mwako na kutoka ubaoni;&lt;/li&gt;&lt;li&gt;unashindwa safu yako mwenyewe ya mbele ikiwa tupu mwishoni mwa mzunguko (katika mchezo hakuna hatua halali inayoweza kufanya hivyo: kanuni hii hulinda hali zilizopangwa kwa mkono);&lt;/li&gt;&lt;li&gt;unashindwa ikiwa ni zamu yako na huna hatua halali.&lt;/li&gt;&lt;/ul&gt;Hali inayotokea mara ya tatu ni sare (C-6).</translation>
    </message>
    <message>
        <source>A &lt;b&gt;mtoto&lt;/b&gt; (&quot;child&quot;) is a hole a player has claimed by ending a lap in it when it held exactly three seeds (G-6). From then on it belongs to that player to the end of the game: it keeps its seeds, it is never lifted or captured, and no move may start from it. A seed sown into a mtoto does not stay there: it goes straight into its owner&apos;s store.</source>
        <extracomment>Rules help, Bao Kingulu rule G-2: what a mtoto is. &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>&lt;b&gt;Mtoto&lt;/b&gt; ni shimo ambalo mchezaji amelitwaa kwa kumaliza mzunguko ndani yake lilipokuwa na kete tatu kamili (G-6). Tangu hapo shimo hilo ni lake hadi mwisho wa mchezo: huhifadhi kete zake, kamwe haliinuliwi wala kuliwa, na hakuna hatua inayoweza kuanzia hapo. Kete inayotawanywa katika mtoto haibaki humo: huenda moja kwa moja ghalani mwa mwenyewe.</translation>
    </message>
    <message>
        <source>On your turn, pick one of the holes of your row that is not a mtoto and holds &lt;b&gt;one or more&lt;/b&gt; seeds, lift them all and sow them counterclockwise. But a move is not allowed if the last seed of its &lt;b&gt;first&lt;/b&gt; lap would fall into an occupied hole of your own row. A mtoto there (one your opponent has claimed in your row) does not count as occupied: a first lap may end in one. For example, South may not play the two seeds of a1 while c1 is occupied. A move is written as the hole it starts from, such as a1.</source>
        <extracomment>Rules help, Bao Kingulu rule G-3: the moves, and the first-lap restriction with its mtoto exception.</extracomment>
        <translation>Zamu yako ikifika, chagua shimo la safu yako lisilo mtoto lenye kete &lt;b&gt;moja au zaidi&lt;/b&gt;, inua zote na uzitawanye kinyume cha saa. Lakini hatua hairuhusiwi ikiwa kete ya mwisho ya mzunguko wake wa &lt;b&gt;kwanza&lt;/b&gt; ingeangukia shimo lenye kete la safu yako mwenyewe. Mtoto huko (ambalo mpinzani wako amelitwaa katika safu yako) halihesabiwi kuwa na kete: mzunguko wa kwanza unaweza kuishia ndani yake. Kwa mfano, Kusini hawezi kucheza kete mbili za a1 wakati c1 ina kete. Hatua huandikwa kwa shimo inapoanzia, kama a1.</translation>
    </message>
    <message>
        <source>All the games</source>
        <translation>Michezo yote</translation>
    </message>
    <message>
        <source>Every hole has a name, like a square on a chess board: a letter for its column and a number for its row. Seen from South&apos;s side, the columns run a, b, c… from left to right (a to l in Kigogo and Kimasai, a to h in Kete and Kiswahili, a to f in Kingulu). The rows count up from South&apos;s back row: 1 is South&apos;s back row, 2 South&apos;s front row, 3 North&apos;s front row and 4 North&apos;s back row; Kingulu has only row 1 (South&apos;s) and row 2 (North&apos;s). &quot;Opposite&quot; always means the same column: the hole opposite e2 is e3. The front rows, 2 and 3, face each other.</source>
        <extracomment>Rules help, rule C-1: how the holes are named. Keep the square names (a1, e2, e3) as they are.</extracomment>
        <translation>Kila shimo lina jina, kama mraba wa ubao wa sataranji: herufi ya nguzo yake na namba ya safu yake. Ukitazama kutoka upande wa Kusini, nguzo huenda a, b, c… kutoka kushoto kwenda kulia (a hadi l katika Kigogo na Kimasai, a hadi h katika Kete na Kiswahili, a hadi f katika Kingulu). Safu huhesabiwa kwenda juu kuanzia safu ya nyuma ya Kusini: 1 ni safu ya nyuma ya Kusini, 2 safu ya mbele ya Kusini, 3 safu ya mbele ya Kaskazini na 4 safu ya nyuma ya Kaskazini; Kingulu ina safu 1 tu (ya Kusini) na safu 2 (ya Kaskazini). &quot;Mkabala&quot; daima humaanisha nguzo ileile: shimo la mkabala na e2 ni e3. Safu za mbele, 2 na 3, zinatazamana.</translation>
    </message>
    <message>
        <source>Directions are seen from above, with North at the top. &lt;b&gt;Counterclockwise&lt;/b&gt; (ccw) takes South along the back row to the right, up into the front row and along it to the left: a1 → b1 → … → l1 → l2 → k2 → … → a2 → a1. North goes along its front row to the right and back along its back row: a3 → b3 → … → l3 → l4 → … → a4 → a3. &lt;b&gt;Clockwise&lt;/b&gt; (cw) is the other way round. Counterclockwise is the same way round on the table for both players: along South&apos;s front row it runs to the left, along North&apos;s to the right, which is to the left as North sits. In Kete and Kiswahili, with eight columns, the loops end at h: a1 → … → h1 → h2 → … → a2 → a1 for South, a3 → … → h3 → h4 → … → a4 → a3 for North. In Kingulu both players share one loop of twelve holes: a1 → … → f1 → f2 → … → a2 → a1.</source>
        <extracomment>Rules help, rule C-2: the directions of sowing. cw and ccw are the notation&apos;s abbreviations.</extracomment>
        <translation>Mielekeo huonekana kutoka juu, Kaskazini ikiwa juu ya picha. &lt;b&gt;Kinyume cha saa&lt;/b&gt; (ccw) humpeleka Kusini kwenye safu ya nyuma kwenda kulia, juu hadi safu ya mbele na kuifuata kwenda kushoto: a1 → b1 → … → l1 → l2 → k2 → … → a2 → a1. Kaskazini huenda kwenye safu yake ya mbele kwenda kulia na kurudi kwenye safu yake ya nyuma: a3 → b3 → … → l3 → l4 → … → a4 → a3. &lt;b&gt;Mwendo wa saa&lt;/b&gt; (cw) ni upande wa pili. Kinyume cha saa cha wachezaji wote wawili huzunguka upande uleule mezani: kwenye safu ya mbele ya Kusini huenda kushoto, kwenye ya Kaskazini huenda kulia, ambako ni kushoto kwa jinsi Kaskazini anavyokaa. Katika Kete na Kiswahili, zenye nguzo nane, maduara huishia h: a1 → … → h1 → h2 → … → a2 → a1 kwa Kusini, a3 → … → h3 → h4 → … → a4 → a3 kwa Kaskazini. Katika Kingulu wachezaji wote hushiriki duara moja la mashimo kumi na mawili: a1 → … → f1 → f2 → … → a2 → a1.</translation>
    </message>
    <message>
        <source>A lap can hand its seeds on to another lap again and again, so a sowing could go round forever. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; such an endless move is not allowed. Baraza finds these moves exactly (the whole game state comes back at the end of a lap) and never offers them. It takes them out last, after every other rule has had its say: so an endless move still counts when a rule asks whether you have a hole of two or more seeds (Kigogo) or a capture (Kete, Kiswahili), and it can rule out your other moves. If every move you have is endless, you have no legal move.</source>
        <extracomment>Rules help, rule C-5: moves whose sowing never ends, and how Baraza treats them.</extracomment>
        <translation>Mzunguko unaweza kukabidhi kete zake kwa mzunguko mwingine tena na tena, kwa hiyo utawanyaji ungeweza kuzunguka milele. &lt;b&gt;Uamuzi wa Baraza:&lt;/b&gt; hatua kama hiyo isiyoisha hairuhusiwi. Baraza hugundua hatua hizi kwa uhakika (hali nzima ya mchezo hurudi mwishoni mwa mzunguko) na kamwe haizitoi. Huziondoa mwisho, baada ya kila kanuni nyingine kusema lake: kwa hiyo hatua isiyoisha bado huhesabiwa kanuni inapouliza kama una shimo lenye kete mbili au zaidi (Kigogo) au la kula (Kete, Kiswahili), na inaweza kuzuia hatua zako nyingine. Kama kila hatua uliyo nayo haiishi, huna hatua halali.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;position&lt;/b&gt; is everything that matters for the rest of the game: the seeds in every hole, whose turn it is, and each game&apos;s extras (reserve seeds or seeds in hand, whether a kuu or a nyumba is still there, the hizi zetu or takasia mark, mtoto holes, stores). In Kigogo and Kimasai the game is a draw as soon as a position comes back a second time, as the old sources say. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; in Kete, Kiswahili and Kingulu, whose sources say nothing about it, the game is a draw when a position occurs for the third time, so that every game ends. (The games&apos; own words, such as kuu and mtoto, are explained with their games below and in &quot;The games&apos; words&quot; at the end.)</source>
        <extracomment>Rules help, rule C-6: repetition draws. &quot;hizi zetu&quot;, &quot;takasia&quot;, &quot;kuu&quot;, &quot;nyumba&quot; and &quot;mtoto&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Hali&lt;/b&gt; ya mchezo ni kila kitu kinachohusika kwa mchezo uliobaki: kete katika kila shimo, zamu ni ya nani, na vitu vya ziada vya kila mchezo (kete za akiba au za mkononi, kama kuu au nyumba bado ipo, alama ya hizi zetu au ya takasia, mashimo ya mtoto, maghala). Katika Kigogo na Kimasai mchezo ni sare mara hali inaporudi mara ya pili, kama vyanzo vya zamani vinavyosema. &lt;b&gt;Uamuzi wa Baraza:&lt;/b&gt; katika Kete, Kiswahili na Kingulu, ambavyo vyanzo vyake havisemi lolote juu ya hili, mchezo ni sare hali inapotokea mara ya tatu, ili kila mchezo uishe. (Maneno ya michezo yenyewe, kama kuu na mtoto, yanaelezwa pamoja na michezo yake hapa chini na katika &quot;Maneno ya michezo&quot; mwishoni.)</translation>
    </message>
    <message>
        <source>Bao la Kiswahili writes its moves the same way, with the nyumba for the kuu: in a namua move the square is where the seed from the hand is placed, and * marks a safari (f2ccw, c2cw*).</source>
        <translation>Bao la Kiswahili huandika hatua zake kwa njia ileile, nyumba badala ya kuu: katika hatua ya namua shimo ni pale kete kutoka mkononi inapowekwa, na * huonyesha safari (f2ccw, c2cw*).</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>The Bao of Zanzibar and of the coast of Tanzania and Kenya, played today in cafés, on the barazas and in tournaments: the Bao most players know. Alexander de Voogt studied it in the 1990s; Baraza follows his rules as Jeroen Donkers wrote them down for computer play, and the tournament rules of K.I.B.A. (2009). Where rule books and other programs part ways, the clause says what Baraza does and what the others do.</source>
        <translation>Bao la Zanzibar na la pwani ya Tanzania na Kenya, linalochezwa leo mikahawani, barazani na katika mashindano: Bao wanalolijua wachezaji wengi. Alexander de Voogt alilichunguza katika miaka ya 1990; Baraza hufuata kanuni zake kama Jeroen Donkers alivyoziandika kwa ajili ya kucheza na kompyuta, na kanuni za mashindano za K.I.B.A. (2009). Pale vitabu vya kanuni na programu nyingine vinapotofautiana, kifungu husema Baraza hufanya nini na wengine hufanya nini.</translation>
    </message>
    <message>
        <source>The board has four rows of eight holes, named as in Bao la Kete (C-1). Each player has a square hole, the &lt;b&gt;nyumba&lt;/b&gt; (&quot;house&quot;): South&apos;s is e2, North&apos;s d3, the fourth hole of the front row counting from the player&apos;s right. The end holes of a front row are the &lt;b&gt;kichwa&lt;/b&gt; holes: a2 and h2 for South, a3 and h3 for North; the two holes at each end of a front row, in columns a, b, g and h, are the &lt;b&gt;kimbi&lt;/b&gt;. At the start your nyumba holds 6 seeds and the two holes to its right, as you sit, hold 2 each (South: f2 and g2, North: c3 and b3); every other hole is empty, and each player has &lt;b&gt;22 seeds in hand&lt;/b&gt;: 64 seeds in all. South moves first. You sow only around your own two rows, clockwise or counterclockwise as you choose (C-2).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-1: the board, the game&apos;s words nyumba, kichwa and kimbi, and the start. The game&apos;s words stay in Swahili.</extracomment>
        <translation>Ubao una safu nne za mashimo manane, yenye majina kama katika Bao la Kete (C-1). Kila mchezaji ana shimo la mraba, &lt;b&gt;nyumba&lt;/b&gt;: la Kusini ni e2, la Kaskazini d3, shimo la nne la safu ya mbele ukihesabu kutoka kulia kwa mchezaji. Mashimo ya mwisho ya safu ya mbele ni mashimo ya &lt;b&gt;kichwa&lt;/b&gt;: a2 na h2 kwa Kusini, a3 na h3 kwa Kaskazini; mashimo mawili ya kila mwisho wa safu ya mbele, katika nguzo a, b, g na h, ni &lt;b&gt;kimbi&lt;/b&gt;. Mwanzoni nyumba yako ina kete 6 na mashimo mawili yaliyo kulia kwake, kwa jinsi unavyokaa, yana kete 2 kila moja (Kusini: f2 na g2, Kaskazini: c3 na b3); kila shimo jingine ni tupu, na kila mchezaji ana &lt;b&gt;kete 22 mkononi&lt;/b&gt;: jumla kete 64. Kusini huanza. Unatawanya tu kuzunguka safu zako mbili, kwa mwendo wa saa au kinyume cha saa upendavyo (C-2).</translation>
    </message>
    <message>
        <source>Your nyumba is yours from the start until all its seeds are lifted together for a lap (a move from it, a relay or a safari) or captured; then it is gone for good and the hole is an ordinary hole. Taxing (Z-8.2) lifts only two of its seeds and leaves it yours. While it is yours, your nyumba &lt;b&gt;works&lt;/b&gt; when it holds six or more seeds and is &lt;b&gt;dormant&lt;/b&gt; when it holds fewer; a dormant nyumba that collects six again works again. A dormant nyumba is an ordinary hole for every rule, except that it may be given the takasia mark (Z-11), which a working one never is. As only taxing takes seeds out of it without lifting them all, a nyumba that is yours never holds fewer than five. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the dormant nyumba is what the tournament rules and most programs have; one program keeps a nyumba&apos;s rights at any count while it is owned, and de Voogt reports that regions differ.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-2: owning the nyumba, and when it works (is functional) or is dormant. &quot;nyumba&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>Nyumba yako ni yako tangu mwanzo hadi kete zake zote zinapoinuliwa pamoja kwa mzunguko (hatua inayoanzia hapo, uendelezaji au safari) au kuliwa; hapo inatoweka kabisa na shimo hilo linakuwa shimo la kawaida. Kodi (Z-8.2) huinua kete zake mbili tu na kuiacha kuwa yako. Maadamu ni yako, nyumba yako &lt;b&gt;inafanya kazi&lt;/b&gt; ikiwa na kete sita au zaidi na &lt;b&gt;imelala&lt;/b&gt; ikiwa na chache zaidi; nyumba iliyolala inayokusanya kete sita tena inafanya kazi tena. Nyumba iliyolala ni shimo la kawaida kwa kila kanuni, isipokuwa kwamba inaweza kuwekewa alama ya takasia (Z-11), jambo ambalo halitokei kamwe kwa nyumba inayofanya kazi. Kwa kuwa ni kodi tu inayotoa kete ndani yake bila kuziinua zote, nyumba iliyo yako kamwe haina chini ya kete tano. &lt;b&gt;Uamuzi wa Baraza:&lt;/b&gt; nyumba iliyolala ndivyo zilivyo kanuni za mashindano na programu nyingi; programu moja huipa nyumba haki zake kwa idadi yoyote ya kete maadamu ina mwenyewe, na de Voogt anaripoti kwamba maeneo hutofautiana.</translation>
    </message>
    <message>
        <source>The game has two stages. While you still have seeds in hand, each of your moves is a &lt;b&gt;namua&lt;/b&gt; move: it begins by putting one seed from your hand into a hole of your front row (Z-7, Z-8). Once your hand is empty, you play &lt;b&gt;mtaji&lt;/b&gt; moves: you lift seeds that are already on the board (Z-9, Z-10). South&apos;s hand empties first, so South plays his first mtaji move while North still has his last namua move to make.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-3: the two stages namua and mtaji (Swahili words, kept).</extracomment>
        <translation>Mchezo una awamu mbili. Maadamu bado una kete mkononi, kila hatua yako ni hatua ya &lt;b&gt;namua&lt;/b&gt;: huanza kwa kuweka kete moja kutoka mkononi mwako katika shimo la safu yako ya mbele (Z-7, Z-8). Mkono wako ukishakuwa mtupu, unacheza hatua za &lt;b&gt;mtaji&lt;/b&gt;: unainua kete ambazo tayari ziko ubaoni (Z-9, Z-10). Mkono wa Kusini huisha kwanza, kwa hiyo Kusini hucheza hatua yake ya kwanza ya mtaji wakati Kaskazini bado ana hatua yake ya mwisho ya namua.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capturing is compulsory&lt;/b&gt;, in namua and in mtaji alike. A hole of your front row is a &lt;b&gt;capture position&lt;/b&gt; when it holds seeds and your opponent&apos;s front hole in the same column holds seeds too. For example, if South&apos;s c2 and North&apos;s c3 both hold seeds, c2 is a capture position; if c2 is empty, it is not. Whenever you can capture, you must (Z-7, Z-9).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-4: capture positions; capturing is compulsory in both stages.</extracomment>
        <translation>&lt;b&gt;Kula ni lazima&lt;/b&gt;, katika namua na katika mtaji vilevile. Shimo la safu yako ya mbele ni &lt;b&gt;mahali pa kula&lt;/b&gt; likiwa na kete na shimo la mbele la mpinzani wako katika nguzo ileile likiwa na kete pia. Kwa mfano, c2 ya Kusini na c3 ya Kaskazini zikiwa zote na kete, c2 ni mahali pa kula; c2 ikiwa tupu, si mahali pa kula. Kila unapoweza kula, lazima ule (Z-7, Z-9).</translation>
    </message>
    <message>
        <source>Captured seeds come back onto your side: you sow them starting &lt;i&gt;in&lt;/i&gt; a kichwa, towards the centre of your front row, and on around your loop. Which kichwa:&lt;ul&gt;&lt;li&gt;a capture in column a or b (the kimbi): the kichwa in column a;&lt;/li&gt;&lt;li&gt;a capture in column g or h (the kimbi): the kichwa in column h;&lt;/li&gt;&lt;li&gt;a capture in columns c to f: in the first capture of a namua move you choose; in every other capture, the kichwa that keeps the direction you are sowing in.&lt;/li&gt;&lt;/ul&gt;From the column a kichwa towards the centre is clockwise for South and counterclockwise for North; from the column h kichwa, counterclockwise for South and clockwise for North. So the direction of a namua capture&apos;s move says which kichwa was chosen. The seeds in your capturing hole stay where they are.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-5: where captured seeds are sown from. &quot;kichwa&quot;, &quot;kimbi&quot; and &quot;namua&quot; stay in Swahili.</extracomment>
        <translation>Kete zilizoliwa hurudi upande wako: unazitawanya ukianza &lt;i&gt;ndani ya&lt;/i&gt; kichwa, kuelekea katikati ya safu yako ya mbele, kisha kuendelea kuzunguka duara lako. Kichwa kipi:&lt;ul&gt;&lt;li&gt;kula katika nguzo a au b (kimbi): kichwa cha nguzo a;&lt;/li&gt;&lt;li&gt;kula katika nguzo g au h (kimbi): kichwa cha nguzo h;&lt;/li&gt;&lt;li&gt;kula katika nguzo c hadi f: katika kula kwa kwanza kwa hatua ya namua unachagua; katika kila kula kingine, kichwa kinachodumisha mwelekeo unaotawanya.&lt;/li&gt;&lt;/ul&gt;Kutoka kichwa cha nguzo a kuelekea katikati ni mwendo wa saa kwa Kusini na kinyume cha saa kwa Kaskazini; kutoka kichwa cha nguzo h, kinyume cha saa kwa Kusini na mwendo wa saa kwa Kaskazini. Kwa hiyo mwelekeo wa hatua ya kula ya namua husema kichwa kipi kilichaguliwa. Kete za shimo lako lililokula hubaki pale zilipo.</translation>
    </message>
    <message>
        <source>After a capture the sowing goes on lap after lap. Each lap ends in a hole L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-6.1&lt;/b&gt; L was empty: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.2&lt;/b&gt; L is in your front row and is a capture position: you capture again and sow the captured seeds as in Z-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.3&lt;/b&gt; L is your nyumba, still yours: in namua you choose either to stop there (the move ends) or to go on a &lt;b&gt;safari&lt;/b&gt; (&quot;journey&quot;): you lift all its seeds, the nyumba is gone, and you sow on in the same direction. In mtaji there is no choice: the nyumba is lifted and sown on like any other hole, and it is gone.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.4&lt;/b&gt; Otherwise: relay. Lift all the seeds of L and sow on in the same direction.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-6: the laps after a capture; its cases are Z-6.1 to Z-6.4. &quot;safari&quot;, &quot;namua&quot;, &quot;mtaji&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Baada ya kula, utawanyaji huendelea mzunguko baada ya mzunguko. Kila mzunguko huishia katika shimo L; hali ya kwanza inayolingana ndiyo hutumika:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-6.1&lt;/b&gt; L lilikuwa tupu: hatua huisha.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.2&lt;/b&gt; L liko katika safu yako ya mbele na ni mahali pa kula: unakula tena na kutawanya kete zilizoliwa kama katika Z-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.3&lt;/b&gt; L ni nyumba yako, bado ni yako: katika namua unachagua ama kusimama hapo (hatua huisha) ama kwenda &lt;b&gt;safari&lt;/b&gt;: unainua kete zake zote, nyumba inatoweka, na unaendelea kutawanya katika mwelekeo uleule. Katika mtaji hakuna kuchagua: nyumba inainuliwa na kutawanywa zaidi kama shimo lingine lolote, na inatoweka.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.4&lt;/b&gt; La sivyo: kuendeleza. Inua kete zote za L na uendelee kutawanya katika mwelekeo uleule.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Namua, capturing:&lt;/b&gt; if any hole of your front row is a capture position (Z-4), you must put a seed from your hand into one of them (your nyumba too, if it is one), capture all the seeds of your opponent&apos;s front hole opposite it, and go on as in Z-5 and Z-6. Only the front hole is captured, never the one behind it, and a seed put into an empty hole never captures.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-7: the namua capture move.</extracomment>
        <translation>&lt;b&gt;Namua, kula:&lt;/b&gt; ikiwa shimo lolote la safu yako ya mbele ni mahali pa kula (Z-4), lazima uweke kete kutoka mkononi mwako katika mojawapo ya mashimo hayo (nyumba yako pia, ikiwa ni mojawapo), ule kete zote za shimo la mbele la mpinzani wako lililo mkabala nalo, na uendelee kama katika Z-5 na Z-6. Shimo la mbele tu ndilo huliwa, kamwe si lile lililo nyuma yake, na kete inayowekwa katika shimo tupu kamwe haili.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Namua, takasa&lt;/b&gt; (a move that captures nothing): if you have no capture position, put a seed from your hand into an occupied hole of your front row, then lift and sow, clockwise or counterclockwise:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-8.1&lt;/b&gt; While your nyumba works (judged before your seed goes in), you may choose any occupied front hole other than the nyumba, even one with a single seed; the nyumba itself only when it is your only occupied front hole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.2&lt;/b&gt; &lt;b&gt;Taxing:&lt;/b&gt; when you choose your working nyumba, only &lt;b&gt;two&lt;/b&gt; of its seeds are lifted and sown, and it stays yours. A nyumba of six holds seven with your seed and keeps five: it is dormant then (Z-2). In Bao la Kete a kuu of seven is sown whole instead (L-8).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.3&lt;/b&gt; While your nyumba is dormant or gone, the hole must hold two or more seeds, counted before your seed goes in, unless every occupied hole of your front row holds just one. A dormant nyumba is an ordinary hole here: you may choose it if it holds enough, and then all its seeds are lifted and it is gone. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the written rules say nothing about a dormant nyumba here, so Baraza applies the two-seed rule as it stands; programs differ: one offers the holes of one seed first, one taxes a dormant nyumba as if it worked, and one allows any occupied hole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.4&lt;/b&gt; Apart from taxing, all the seeds of the hole are lifted, your seed included.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.5&lt;/b&gt; A kichwa that is your only occupied front hole must be sown towards the centre. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; in both stages, as in Bao la Kete; some programs let it be sown outwards, which empties your front row and loses at once.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.6&lt;/b&gt; The laps relay as in Kigogo (K-3): a lap that ends in an occupied hole lifts it and sows on. Nothing is captured in the whole move. A lap that ends in an empty hole, or in your nyumba while it is yours, ends the move.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-8: the namua takasa (a move without capture) and taxing; its points are Z-8.1 to Z-8.6. &quot;takasa&quot;, &quot;nyumba&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Namua, takasa&lt;/b&gt; (hatua isiyokula kitu): ikiwa huna mahali pa kula, weka kete kutoka mkononi mwako katika shimo lenye kete la safu yako ya mbele, kisha inua na utawanye, kwa mwendo wa saa au kinyume cha saa:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-8.1&lt;/b&gt; Maadamu nyumba yako inafanya kazi (ikiangaliwa kabla kete yako haijaingia), unaweza kuchagua shimo lolote la mbele lenye kete isipokuwa nyumba, hata lenye kete moja tu; nyumba yenyewe ikiwa tu ndilo shimo lako pekee la mbele lenye kete.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.2&lt;/b&gt; &lt;b&gt;Kodi:&lt;/b&gt; ukichagua nyumba yako inayofanya kazi, kete &lt;b&gt;mbili&lt;/b&gt; tu huinuliwa na kutawanywa, na inabaki kuwa yako. Nyumba ya kete sita inakuwa na saba pamoja na kete yako na inabaki na tano: hapo imelala (Z-2). Katika Bao la Kete kuu ya kete saba hutawanywa yote badala yake (L-8).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.3&lt;/b&gt; Maadamu nyumba yako imelala au imetoweka, shimo lazima liwe na kete mbili au zaidi, zikihesabiwa kabla kete yako haijaingia, isipokuwa kila shimo lenye kete la safu yako ya mbele lina kete moja tu. Nyumba iliyolala ni shimo la kawaida hapa: unaweza kuichagua ikiwa ina kete za kutosha, na hapo kete zake zote huinuliwa na inatoweka. &lt;b&gt;Uamuzi wa Baraza:&lt;/b&gt; kanuni zilizoandikwa hazisemi lolote kuhusu nyumba iliyolala hapa, kwa hiyo Baraza hutumia kanuni ya kete mbili kama ilivyo; programu hutofautiana: moja hutoa kwanza mashimo yenye kete moja, moja hutoza kodi nyumba iliyolala kana kwamba inafanya kazi, na moja huruhusu shimo lolote lenye kete.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.4&lt;/b&gt; Isipokuwa kwa kodi, kete zote za shimo huinuliwa, pamoja na kete yako.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.5&lt;/b&gt; Kichwa kilicho shimo lako pekee la mbele lenye kete lazima kitawanywe kuelekea katikati. &lt;b&gt;Uamuzi wa Baraza:&lt;/b&gt; katika awamu zote mbili, kama katika Bao la Kete; programu nyingine huruhusu kitawanywe kuelekea nje, jambo linaloacha safu yako ya mbele tupu, nawe unashindwa mara moja.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.6&lt;/b&gt; Mizunguko huendelezwa kama katika Kigogo (K-3): mzunguko unaoishia katika shimo lenye kete hulinua na kuendelea kutawanya. Hakuna kinacholiwa katika hatua nzima. Mzunguko unaoishia katika shimo tupu, au katika nyumba yako maadamu ni yako, humaliza hatua.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, capturing:&lt;/b&gt; lift all the seeds of one of your holes, in either row, that holds &lt;b&gt;2 to 15&lt;/b&gt; seeds, and sow clockwise or counterclockwise. If the first lap ends in your front row at a capture position (the hole already held seeds before the last seed fell, and the opposite hole holds seeds), it is a capture move: you capture and go on as in Z-5 (keeping your direction, unless the capture is in the kimbi) and Z-6. If the first lap does not capture, nothing is captured in the whole move. A hole of 16 or more seeds never starts a capture: its first lap passes every hole of your loop. Capturing is compulsory here too: if you have any capture move, you must play one, and the takasia mark may narrow which (Z-11.3).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-9: the mtaji capture move; capturing is compulsory here too.</extracomment>
        <translation>&lt;b&gt;Mtaji, kula:&lt;/b&gt; inua kete zote za shimo lako mojawapo, katika safu yoyote, lenye kete &lt;b&gt;2 hadi 15&lt;/b&gt;, na utawanye kwa mwendo wa saa au kinyume cha saa. Mzunguko wa kwanza ukiishia katika safu yako ya mbele mahali pa kula (shimo lilikuwa tayari na kete kabla kete ya mwisho haijaangukia, na shimo la mkabala lina kete), ni hatua ya kula: unakula na kuendelea kama katika Z-5 (ukidumisha mwelekeo wako, isipokuwa kula kukiwa katika kimbi) na Z-6. Mzunguko wa kwanza usipokula, hakuna kinacholiwa katika hatua nzima. Shimo lenye kete 16 au zaidi kamwe halianzishi kula: mzunguko wake wa kwanza hupita kila shimo la duara lako. Kula ni lazima hapa pia: ukiwa na hatua yoyote ya kula, lazima ucheze mojawapo, na alama ya takasia inaweza kupunguza uchaguzi huo (Z-11.3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, takasa:&lt;/b&gt; if you have no capture move, sow a hole of your front row that holds two or more seeds, or, only if there is none, a hole of your back row that holds two or more. You may not start from the hole the takasia mark blocks (Z-11). A kichwa that is your only occupied front hole must be sown towards the centre (Z-8.5). The laps relay; a lap that ends in an empty hole or in the marked hole ends the move. If no hole qualifies, you have no move (Z-12). In mtaji your nyumba has no rights: you may sow it like any front hole, and a lap that ends in it lifts it and relays on; either way it is gone. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; unlike Bao la Kete (L-10), the nyumba does not have to be sown first. Some readings give up the nyumba at the first mtaji capture; in Baraza it stays yours until it is lifted or captured, which matters only for the takasia mark.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-10: the mtaji takasa. &quot;takasa&quot;, &quot;takasia&quot;, &quot;nyumba&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Mtaji, takasa:&lt;/b&gt; ikiwa huna hatua ya kula, tawanya shimo la safu yako ya mbele lenye kete mbili au zaidi, au, ikiwa tu hakuna, shimo la safu yako ya nyuma lenye kete mbili au zaidi. Huwezi kuanzia shimo linalozuiwa na alama ya takasia (Z-11). Kichwa kilicho shimo lako pekee la mbele lenye kete lazima kitawanywe kuelekea katikati (Z-8.5). Mizunguko huendelezwa; mzunguko unaoishia katika shimo tupu au katika shimo lenye alama humaliza hatua. Ikiwa hakuna shimo linalofaa, huna hatua (Z-12). Katika mtaji nyumba yako haina haki yoyote: unaweza kuitawanya kama shimo lolote la mbele, na mzunguko unaoishia ndani yake huiinua na kuendeleza; kwa njia yoyote ile inatoweka. &lt;b&gt;Uamuzi wa Baraza:&lt;/b&gt; tofauti na Bao la Kete (L-10), nyumba haihitaji kutawanywa kwanza. Baadhi ya tafsiri huiondoa nyumba katika kula kwa kwanza kwa mtaji; katika Baraza inabaki kuwa yako hadi iinuliwe au iliwe, jambo ambalo lina maana kwa alama ya takasia tu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Takasia&lt;/b&gt; is a mark that a takasa puts on one hole of the opponent:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-11.1&lt;/b&gt; It is set after a takasa by your opponent that leaves both hands empty. Baraza looks at the capture moves your opponent would have if he moved again at once, and at the hole of yours that each of them would capture first. If that is one and the same hole for all of them, the hole is &lt;b&gt;marked&lt;/b&gt;, unless you have a capture move yourself, or it is your nyumba while it works, your only occupied front hole or your only front hole with two or more seeds, or it holds a single seed.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.2&lt;/b&gt; On your next move (a takasa, as you cannot capture) you may not start from the marked hole, and every lap that ends in it ends your move there, even the first lap of a move from your nyumba.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.3&lt;/b&gt; On your opponent&apos;s next move, if some of his capture moves capture the marked hole at any point, he must play one of those; if none does, he plays as usual.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.4&lt;/b&gt; Then the mark lapses: it lives exactly two moves, yours and then your opponent&apos;s. A new mark set by your own takasa replaces it at once; there is never more than one.&lt;/li&gt;&lt;/ul&gt;&lt;b&gt;Baraza&apos;s choice&lt;/b&gt; where rule sets differ: any takasa after which both hands are empty can set the mark, so North&apos;s last namua move can (the older texts speak of mtaji only, and one program has no takasia at all); no mark is set while you can capture (one program sets it anyway); a single seed is never marked (two programs mark it); the mark stops the first lap from the nyumba too (one old reading lets that lap go on, as Bao la Kete does); the duty covers a capture of the mark at any point and lapses when there is none (one program makes the player lose instead, another lets him capture nothing but the mark); and the mark lives two moves (one program keeps it until the hole is lifted or captured).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-11: takasia, the blocking mark; its points are Z-11.1 to Z-11.4. &quot;takasia&quot;, &quot;takasa&quot;, &quot;namua&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Takasia&lt;/b&gt; ni alama ambayo takasa huiweka kwenye shimo moja la mpinzani:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-11.1&lt;/b&gt; Huwekwa baada ya takasa ya mpinzani wako inayoacha mikono yote miwili mitupu. Baraza hutazama hatua za kula ambazo mpinzani wako angekuwa nazo kama angecheza tena mara moja, na shimo lako ambalo kila moja ingekula kwanza. Likiwa ni shimo lilelile kwa zote, shimo hilo &lt;b&gt;huwekewa alama&lt;/b&gt;, isipokuwa wewe mwenyewe una hatua ya kula, au ni nyumba yako ikiwa inafanya kazi, shimo lako pekee la mbele lenye kete au shimo lako pekee la mbele lenye kete mbili au zaidi, au lina kete moja tu.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.2&lt;/b&gt; Katika hatua yako inayofuata (takasa, kwa kuwa huwezi kula) huwezi kuanzia shimo lenye alama, na kila mzunguko unaoishia ndani yake humaliza hatua yako hapo, hata mzunguko wa kwanza wa hatua inayoanzia nyumba yako.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.3&lt;/b&gt; Katika hatua ya mpinzani wako inayofuata, ikiwa baadhi ya hatua zake za kula zinakula shimo lenye alama wakati wowote, lazima acheze mojawapo; ikiwa hakuna, anacheza kama kawaida.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.4&lt;/b&gt; Kisha alama hufutika: huishi hatua mbili kamili, yako kisha ya mpinzani wako. Alama mpya iliyowekwa na takasa yako mwenyewe huibadilisha mara moja; kamwe hakuna zaidi ya alama moja.&lt;/li&gt;&lt;/ul&gt;&lt;b&gt;Uamuzi wa Baraza&lt;/b&gt; pale kanuni zinapotofautiana: takasa yoyote inayoacha mikono yote miwili mitupu inaweza kuweka alama, kwa hiyo hatua ya mwisho ya namua ya Kaskazini inaweza (maandishi ya zamani yanataja mtaji tu, na programu moja haina takasia hata kidogo); hakuna alama inayowekwa maadamu unaweza kula (programu moja huiweka hata hivyo); shimo lenye kete moja kamwe haliwekewi alama (programu mbili huliwekea alama); alama husimamisha pia mzunguko wa kwanza kutoka nyumba (tafsiri moja ya zamani huuacha mzunguko huo uendelee, kama Bao la Kete linavyofanya); wajibu unahusu kula kunakokula alama wakati wowote, na hufutika kama hakuna kula kama huko (programu moja humfanya mchezaji ashindwe badala yake, nyingine humruhusu kula alama tu); na alama huishi hatua mbili (programu moja huiweka hadi shimo liinuliwe au liliwe).</translation>
    </message>
    <message>
        <source>The game ends as soon as one of these happens, checked in this order:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-12.1&lt;/b&gt; &lt;b&gt;Bao hamna&lt;/b&gt; (&quot;no board&quot;): when your capture empties your opponent&apos;s front row, you win at once, in the middle of the move; the seeds you just captured stay in your hand and leave the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.2&lt;/b&gt; You lose when your own front row is empty at the end of a lap (no legal move can do this in a game: the rule guards positions set up by hand).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.3&lt;/b&gt; You lose when it is your turn and you have no legal move, as when your front row is empty.&lt;/li&gt;&lt;/ul&gt;Endless moves are not allowed (C-5), and a position that occurs for the third time is a draw (C-6); the position includes both hands, each nyumba and the takasia mark. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the tournament rules end the game the moment a front row is empty, as Baraza does; some programs sow on to the end of the move and look only then. Programs stop very long sowings at a fixed limit and call the mover the loser, where Baraza finds endless moves exactly and never offers them; and none of them draws a repeated game, which Baraza does on the third occurrence, as in Bao la Kete.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-12: the end; its points are Z-12.1 to Z-12.3. &quot;bao hamna&quot; (&quot;no board&quot;) and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Mchezo huisha mara moja mojawapo ya haya yanapotokea, yakiangaliwa kwa mpangilio huu:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-12.1&lt;/b&gt; &lt;b&gt;Bao hamna&lt;/b&gt; (&quot;hakuna bao&quot;): kula kwako kukimaliza kete zote za safu ya mbele ya mpinzani wako, unashinda papo hapo, katikati ya hatua; kete ulizokula sasa hivi hubaki mkononi mwako na kutoka ubaoni.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.2&lt;/b&gt; Unashindwa safu yako mwenyewe ya mbele ikiwa tupu mwishoni mwa mzunguko (katika mchezo hakuna hatua halali inayoweza kufanya hivyo: kanuni hii hulinda hali zilizopangwa kwa mkono).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.3&lt;/b&gt; Unashindwa ikiwa ni zamu yako na huna hatua halali, kama safu yako ya mbele ikiwa tupu.&lt;/li&gt;&lt;/ul&gt;Hatua zisizoisha haziruhusiwi (C-5), na hali inayotokea mara ya tatu ni sare (C-6); hali hiyo inajumuisha mikono yote miwili, kila nyumba na alama ya takasia. &lt;b&gt;Uamuzi wa Baraza:&lt;/b&gt; kanuni za mashindano humaliza mchezo pale pale safu ya mbele inapokuwa tupu, kama Baraza anavyofanya; programu nyingine huendelea kutawanya hadi mwisho wa hatua na kuangalia hapo tu. Programu husimamisha utawanyaji mrefu sana kwenye kikomo maalum na kumhesabu aliyecheza kuwa ameshindwa, ilhali Baraza hugundua hatua zisizoisha kwa uhakika na kamwe hazitoi; na hakuna kati yao inayotoa sare kwa mchezo unaojirudia, jambo ambalo Baraza hufanya mara ya tatu, kama katika Bao la Kete.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bao&lt;/b&gt; is a family of board games of East Africa, played by sowing seeds around rows of holes. This help has the rules of the five games Baraza plays, clause by clause; each clause has an id, such as K-3, which the lessons and the commentary on the moves cite. The games&apos; own words, such as kuu and mtoto, are explained at the end. Where the old sources are silent or disagree, Baraza has to decide; each clause where it does says so, as &lt;b&gt;Baraza&apos;s choice&lt;/b&gt;.</source>
        <extracomment>Rules help, the introduction at the top. &quot;Baraza&apos;s choice&quot; must read exactly as the bold &quot;Baraza&apos;s choice:&quot; in the clauses (C-4, C-5, …) of this language.</extracomment>
        <translation>&lt;b&gt;Bao&lt;/b&gt; ni familia ya michezo ya ubao ya Afrika Mashariki, inayochezwa kwa kutawanya kete kuzunguka safu za mashimo. Msaada huu una kanuni za michezo mitano anayocheza Baraza, kifungu kwa kifungu; kila kifungu kina kitambulisho, kama K-3, ambacho masomo na maelezo ya hatua hukitaja. Maneno ya michezo yenyewe, kama kuu na mtoto, yanaelezwa mwishoni. Pale ambapo vyanzo vya zamani vinanyamaza au vinatofautiana, Baraza hulazimika kuamua; kila kifungu ambapo ameamua kinasema hivyo, kama &lt;b&gt;Uamuzi wa Baraza&lt;/b&gt;.</translation>
    </message>
</context>
<context>
    <name>SafeSave</name>
    <message>
        <source>the disk is full</source>
        <translation>diski imejaa</translation>
    </message>
    <message>
        <source>the folder cannot be written to</source>
        <translation>folda haiwezi kuandikiwa</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>faili halikuweza kuandikwa</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed.</extracomment>
        <translation>Polepole</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed.</extracomment>
        <translation>Kawaida</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed.</extracomment>
        <translation>Haraka</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed: no animation, the move&apos;s end is shown at once.</extracomment>
        <translation>Papo hapo</translation>
    </message>
    <message>
        <source>Natural (each game&apos;s own)</source>
        <extracomment>Seed colour: each game&apos;s own (grey-green, brown or pale).</extracomment>
        <translation>Asili (za kila mchezo)</translation>
    </message>
    <message>
        <source>Red</source>
        <extracomment>Seed colour.</extracomment>
        <translation>Nyekundu</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Seed colour.</extracomment>
        <translation>Nyeusi</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>The sound volume, e.g. &quot;70%&quot;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Mipangilio</translation>
    </message>
    <message>
        <source>Board and language</source>
        <extracomment>A group in the settings: language, animation speed and seed colour.</extracomment>
        <translation>Ubao na lugha</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sauti</translation>
    </message>
    <message>
        <source>Playing</source>
        <extracomment>A group in the settings: how moves are chosen.</extracomment>
        <translation>Kucheza</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lugha:</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Kasi ya uhuishaji:</translation>
    </message>
    <message>
        <source>S&amp;eeds:</source>
        <translation>&amp;Kete:</translation>
    </message>
    <message>
        <source>Play s&amp;ounds: seeds dropping, captures, the end of a game</source>
        <translation>Cheza s&amp;auti: kete zikianguka, kula, mwisho wa mchezo</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Kiwango cha sauti:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Sawa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Light wood</source>
        <extracomment>The board&apos;s wood.</extracomment>
        <translation>Mbao nyeupe</translation>
    </message>
    <message>
        <source>Dark wood</source>
        <extracomment>The board&apos;s wood.</extracomment>
        <translation>Mbao nyeusi</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Ubao:</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: &amp;confirm each move with a second click or Enter</source>
        <extracomment>The two Bao games whose moves carry a direction and a safari: the move shown on the board is played on a second click or Enter.</extracomment>
        <translation>Bao la Kete na Bao la Kiswahili: &amp;thibitisha kila hatua kwa kubofya mara ya pili au Enter</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set up a position</source>
        <translation>Panga hali</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Mchezo:</translation>
    </message>
    <message>
        <source>&amp;To move:</source>
        <translation>&amp;Anayecheza:</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>Hali ya m&amp;wanzo</translation>
    </message>
    <message>
        <source>&amp;Empty board</source>
        <translation>Ubao m&amp;tupu</translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation>&amp;Nakili hali</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Bandika hali</translation>
    </message>
    <message>
        <source>Copy the position as text (BPN)</source>
        <extracomment>BPN is the one-line text of a position, as bao-cli and the records write it.</extracomment>
        <translation>Nakili hali kama maandishi (BPN)</translation>
    </message>
    <message>
        <source>Read a position written as text (BPN) from the clipboard</source>
        <translation>Soma hali iliyoandikwa kama maandishi (BPN) kutoka ubao wa kunakili</translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation>Hifadhi &amp;kama…</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Chambua</translation>
    </message>
    <message>
        <source>P&amp;lay from here…</source>
        <translation>C&amp;heza kuanzia hapa…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Reserve:</source>
        <translation>Akiba:</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Mkono:</translation>
    </message>
    <message>
        <source>Kuu stands:</source>
        <translation>Kuu ipo:</translation>
    </message>
    <message>
        <source>Nyumba owned:</source>
        <translation>Nyumba inamilikiwa:</translation>
    </message>
    <message>
        <source>Store:</source>
        <translation>Ghala:</translation>
    </message>
    <message>
        <source>Hizi zetu &amp;mark:</source>
        <translation>A&amp;lama ya hizi zetu:</translation>
    </message>
    <message>
        <source>Takasia &amp;mark:</source>
        <translation>A&amp;lama ya takasia:</translation>
    </message>
    <message>
        <source>Click a hole to add a seed, right-click or Shift-click to take one away, drag to move a hole&apos;s seeds to another; or type a number on the hole the arrow keys choose.</source>
        <translation>Bofya shimo kuongeza kete, bofya kulia au Shift-bofya kuondoa moja, buruta kuhamisha kete za shimo kwenda jingine; au andika namba kwenye shimo linalochaguliwa kwa vitufe vya mishale.</translation>
    </message>
    <message>
        <source>Click a hole to put a stone on it, right-click or Shift-click to take it away, drag to move it; or type 1 or 0 on the hole the arrow keys choose.</source>
        <translation>Bofya shimo kuweka jiwe, bofya kulia au Shift-bofya kuliondoa, buruta kulihamisha; au andika 1 au 0 kwenye shimo linalochaguliwa kwa vitufe vya mishale.</translation>
    </message>
    <message>
        <source>Ctrl-click a hole (or press M) to make it a mtoto or not.</source>
        <translation>Ctrl-bofya shimo (au bonyeza M) kulifanya mtoto au kuacha.</translation>
    </message>
    <message>
        <source>Seeds: %1 of %2</source>
        <extracomment>%1 seeds on the board, in the reserves (hands) and stores, of the %2 the game has.</extracomment>
        <translation>Kete: %1 kati ya %2</translation>
    </message>
    <message>
        <source>This position can be played.</source>
        <translation>Hali hii inaweza kuchezwa.</translation>
    </message>
    <message>
        <source>This position cannot happen: %1</source>
        <extracomment>%1 says why, e.g. &quot;South&apos;s kuu e2 holds 5 seeds: a kuu that still stands holds six or more (L-1)&quot;.</extracomment>
        <translation>Hali hii haiwezekani: %1</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The hizi zetu (takasia) mark is on no hole.</extracomment>
        <translation>hakuna</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Imenakiliwa: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read as a position.</source>
        <translation>Ubao wa kunakili hauna maandishi ya kusoma kama hali.</translation>
    </message>
    <message>
        <source>The text in the clipboard is not a position that can be used: %1</source>
        <extracomment>%1 says why, e.g. &quot;“hz” (the hizi zetu mark) is missing&quot;.</extracomment>
        <translation>Maandishi yaliyo kwenye ubao wa kunakili si hali inayoweza kutumika: %1</translation>
    </message>
    <message>
        <source>Position pasted.</source>
        <translation>Hali imebandikwa.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 is the file&apos;s name.</extracomment>
        <translation>Imehifadhiwa: %1</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Hifadhi hali</translation>
    </message>
    <message>
        <source>Bao games (*.bao)</source>
        <translation>Michezo ya Bao (*.bao)</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <extracomment>%1 is the file&apos;s name, %2 the reason.</extracomment>
        <translation>%1 haikuweza kuhifadhiwa: %2</translation>
    </message>
    <message>
        <source>Stones: %1 of %2</source>
        <translation>Mawe: %1 kati ya %2</translation>
    </message>
    <message>
        <source>Board of the position being set up</source>
        <extracomment>What a screen reader says of the position editor&apos;s board.</extracomment>
        <translation>Ubao wa hali inayopangwa</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds of the game&apos;s %1: a position that cannot arise in a game (no seed ever leaves it), but it can be played as an exercise.</source>
        <extracomment>%n seeds on the board (and in reserves, hands or stores), of the %1 the game is played with.</extracomment>
        <translation>
            <numerusform>Kete %n kati ya %1 za mchezo: hali ambayo haiwezi kutokea katika mchezo (hakuna kete inayotoka kamwe), lakini inaweza kuchezwa kama zoezi.</numerusform>
            <numerusform>Kete %n kati ya %1 za mchezo: hali ambayo haiwezi kutokea katika mchezo (hakuna kete inayotoka kamwe), lakini inaweza kuchezwa kama zoezi.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, to move, has no legal move.</source>
        <extracomment>%1 is the side to move (South or North).</extracomment>
        <translation>%1, anayecheza sasa, hana hatua halali.</translation>
    </message>
    <message>
        <source>Played from here, the game would be over at once: a draw.</source>
        <translation>Ikichezwa kuanzia hapa, mchezo ungeisha mara moja: sare.</translation>
    </message>
    <message>
        <source>Played from here, the game would be over at once: %1 wins.</source>
        <extracomment>%1 is the winning side (South or North).</extracomment>
        <translation>Ikichezwa kuanzia hapa, mchezo ungeisha mara moja: %1 ameshinda.</translation>
    </message>
    <message numerus="yes">
        <source>This position cannot happen, for %n reasons:</source>
        <extracomment>Followed by the reasons, one a line.</extracomment>
        <translation>
            <numerusform>Hali hii haiwezekani, kwa sababu %n:</numerusform>
            <numerusform>Hali hii haiwezekani, kwa sababu %n:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <extracomment>After the first three reasons a position cannot happen: how many more there are.</extracomment>
        <translation>
            <numerusform>… na sababu nyingine %n.</numerusform>
            <numerusform>… na sababu nyingine %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out the moves from here…</source>
        <extracomment>The position editor works out, in the background, whether the position set up can be played on.</extracomment>
        <translation>Inatafuta hatua zinazowezekana kuanzia hapa…</translation>
    </message>
    <message>
        <source>%1&apos;s mtoto</source>
        <extracomment>The position editor&apos;s legend of Bao Kingulu&apos;s ring colours: %1 is the side (South or North), beside a dot of the colour that rings its mtoto holes.</extracomment>
        <translation>mtoto wa %1</translation>
    </message>
    <message>
        <source>A mtoto is a hole of the other player&apos;s row that a player has claimed by a capture (G-6): its ring has the colour of the player who claimed it, and a seed sown into it goes to that player&apos;s store (G-2).</source>
        <extracomment>Kingulu: &quot;mtoto&quot; stays in Swahili; G-2 and G-6 are the rules&apos; numbers.</extracomment>
        <translation>Mtoto ni shimo la safu ya mchezaji mwingine ambalo mchezaji amelichukua kwa kula (G-6): pete yake ina rangi ya mchezaji aliyelichukua, na kete inayopandwa ndani yake huenda ghalani mwa mchezaji huyo (G-2).</translation>
    </message>
</context>
<context>
    <name>SideClock</name>
    <message>
        <source>Clock of %1: %2 left</source>
        <extracomment>A side&apos;s clock, for a screen reader: %1 is South or North, %2 its time left (&quot;4:05&quot;).</extracomment>
        <translation>Saa ya %1: imebaki %2</translation>
    </message>
    <message>
        <source>%1 minutes each</source>
        <extracomment>The time control, in a clock&apos;s tooltip: each side&apos;s minutes for the whole game.</extracomment>
        <translation>Dakika %1 kila mmoja</translation>
    </message>
    <message>
        <source>%1 minutes each, +%2 seconds a move</source>
        <extracomment>The time control, in a clock&apos;s tooltip: each side&apos;s minutes for the game, and seconds added after each of its moves.</extracomment>
        <translation>Dakika %1 kila mmoja, +sekunde %2 kwa kila hatua</translation>
    </message>
    <message>
        <source>%1 min each</source>
        <extracomment>The time control in the status line, short: each side&apos;s minutes for the game (&quot;min&quot; as in 5 min).</extracomment>
        <translation>dak. %1 kila mmoja</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <extracomment>The time control in the status line, short: minutes each, and seconds added after each move (&quot;5 min + 3 s&quot;).</extracomment>
        <translation>dak. %1 + sek. %2</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <extracomment>A side&apos;s clock&apos;s tooltip: %1 is the time control, e.g. &quot;5 minutes each, +3 seconds a move&quot;.</extracomment>
        <translation>Udhibiti wa muda: %1</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Takwimu</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Column headers of the statistics table: the game, the computer&apos;s level, and the results.</extracomment>
        <translation>Mchezo</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Kiwango cha kompyuta</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ushindi</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kushindwa</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Sare</translation>
    </message>
    <message>
        <source>No game against the computer has been finished yet.</source>
        <translation>Bado hujamaliza mchezo wowote dhidi ya kompyuta.</translation>
    </message>
    <message>
        <source>Reset</source>
        <extracomment>Button: forget every count of the statistics.</extracomment>
        <translation>Anza upya</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Games you finished against the computer:</source>
        <translation>Michezo uliyomaliza dhidi ya kompyuta:</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>%1 to move</source>
        <translation>Zamu ya %1</translation>
    </message>
    <message>
        <source>nemo stage</source>
        <extracomment>Kete stages: &quot;nemo&quot; and &quot;mtaji&quot; are Swahili names and stay as they are.</extracomment>
        <translation>awamu ya nemo</translation>
    </message>
    <message>
        <source>mtaji stage</source>
        <translation>awamu ya mtaji</translation>
    </message>
    <message>
        <source>the computer is thinking…</source>
        <translation>kompyuta inafikiri…</translation>
    </message>
    <message>
        <source>last move %1</source>
        <translation>hatua ya mwisho %1</translation>
    </message>
    <message>
        <source>looking for a good move…</source>
        <translation>inatafuta hatua nzuri…</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <extracomment>Part way through a move: %1 is the side moving, %2 the move, e.g. &quot;South plays f2cw&quot;.</extracomment>
        <translation>%1 anacheza %2</translation>
    </message>
    <message>
        <source>looking back: move %1 of %2</source>
        <extracomment>Looking back along a game: %1 is the move shown, %2 how many moves the game has.</extracomment>
        <translation>unatazama nyuma: hatua %1 kati ya %2</translation>
    </message>
    <message>
        <source>opening %1…</source>
        <extracomment>A game file whose positions take long to work out; %1 is the file&apos;s name.</extracomment>
        <translation>inafungua %1…</translation>
    </message>
    <message>
        <source>working out the moves of the new position…</source>
        <extracomment>Some positions have sowings that take seconds to follow to their end.</extracomment>
        <translation>inatafuta hatua za hali mpya…</translation>
    </message>
    <message>
        <source>click the pit again or press Enter to play this move; Esc or another pit to choose again</source>
        <extracomment>Bao la Kete with &quot;confirm each move&quot; on: the move is shown on the board.</extracomment>
        <translation>bofya shimo tena au bonyeza Enter kucheza hatua hii; Esc au shimo jingine kuchagua upya</translation>
    </message>
    <message>
        <source>choose a direction: click an arrow, or use Left/Right and Enter</source>
        <translation>chagua mwelekeo: bofya mshale, au tumia Kushoto/Kulia na Enter</translation>
    </message>
    <message>
        <source>%1 chooses: stop in the kuu, or sow on (safari)?</source>
        <extracomment>Kete (L-6.3): the sowing waits in the kuu for the player&apos;s choice; %1 is the side moving.</extracomment>
        <translation>%1 anachagua: kusimama kwenye kuu, au kuendelea kutawanya (safari)?</translation>
    </message>
    <message>
        <source>%1 chooses: stop in the nyumba, or sow on (safari)?</source>
        <extracomment>Kiswahili (Z-6.3): the sowing waits in the nyumba for the player&apos;s choice; %1 is the side moving.</extracomment>
        <translation>%1 anachagua: kusimama kwenye nyumba, au kuendelea kutawanya (safari)?</translation>
    </message>
    <message>
        <source>namua stage</source>
        <extracomment>Kiswahili&apos;s first stage, while a player has seeds in hand; &quot;namua&quot; stays in Swahili.</extracomment>
        <translation>awamu ya namua</translation>
    </message>
    <message>
        <source>choose the kichwa where the captured seeds start, %1 or %2: click it or its arrow, or use Left/Right and Enter</source>
        <extracomment>A capture&apos;s direction is the choice of a kichwa (an end hole of the front row; the word stays in Swahili) where the captured seeds start: %1 and %2 are the two kichwas, e.g. &quot;a2&quot;, &quot;h2&quot;.</extracomment>
        <translation>chagua kichwa ambamo kete zilizoliwa zinaanzia, %1 au %2: kibofye au ubofye mshale wake, au tumia Kushoto/Kulia na Enter</translation>
    </message>
</context>
<context>
    <name>ValueText</name>
    <message>
        <source>+%1</source>
        <extracomment>A value in seeds for the side to move, e.g. &quot;+2.5&quot; (ahead) or &quot;−0.5&quot; (behind).</extracomment>
        <translation>+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <source>draw</source>
        <extracomment>The analysis has proven that the game ends drawn after this move.</extracomment>
        <translation>sare</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n</source>
        <extracomment>The analysis has proven a win for the side to move: in %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>anashinda baada ya hatua %n</numerusform>
            <numerusform>anashinda baada ya hatua %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <extracomment>The analysis has proven a loss for the side to move: in %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>anashindwa baada ya hatua %n</numerusform>
            <numerusform>anashindwa baada ya hatua %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>likely wins in %n</source>
        <extracomment>The analysis: the search sees a win for the side to move in %n moves (plies), not proven.</extracomment>
        <translation>
            <numerusform>huenda anashinda baada ya hatua %n</numerusform>
            <numerusform>huenda anashinda baada ya hatua %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>likely loses in %n</source>
        <extracomment>The analysis: the search sees a loss for the side to move in %n moves (plies), not proven.</extracomment>
        <translation>
            <numerusform>huenda anashindwa baada ya hatua %n</numerusform>
            <numerusform>huenda anashindwa baada ya hatua %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %1–%2 in %n</source>
        <extracomment>Bao Kingulu&apos;s exact analysis: the side to move wins with this final count (its own first, e.g. &quot;wins 26–22 in 30&quot;), the game ending within %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>anashinda %1–%2 baada ya hatua %n</numerusform>
            <numerusform>anashinda %1–%2 baada ya hatua %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses %1–%2 in %n</source>
        <extracomment>Bao Kingulu&apos;s exact analysis: the side to move loses with this final count (its own first, e.g. &quot;loses 22–26 in 30&quot;), the game ending within %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>anashindwa %1–%2 baada ya hatua %n</numerusform>
            <numerusform>anashindwa %1–%2 baada ya hatua %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Mchezo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Mwonekano</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Kasi ya uhuishaji</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lugha</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Msaada</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Mchezo &amp;mpya…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Anza mchezo mpya</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Rudisha hatua</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>Rudia &amp;hatua</translation>
    </message>
    <message>
        <source>Play the taken-back move again</source>
        <translation>Cheza tena hatua iliyorudishwa</translation>
    </message>
    <message>
        <source>S&amp;kip animation</source>
        <translation>Ruka &amp;uhuishaji</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Funga</translation>
    </message>
    <message>
        <source>Show seed &amp;counts</source>
        <translation>Onyesha &amp;idadi ya kete</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;Kanuni za michezo</translation>
    </message>
    <message>
        <source>&amp;About Baraza</source>
        <translation>&amp;Kuhusu Baraza</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Upau wa zana</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dokezo</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Fungua mchezo…</translation>
    </message>
    <message>
        <source>Sample &amp;games</source>
        <translation>Michezo ya &amp;mfano</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rudia kutazama</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Hadi mwanzo</translation>
    </message>
    <message>
        <source>Move back</source>
        <translation>Hatua nyuma</translation>
    </message>
    <message>
        <source>Seed back</source>
        <translation>Kete nyuma</translation>
    </message>
    <message>
        <source>Seed forward</source>
        <translation>Kete mbele</translation>
    </message>
    <message>
        <source>Move forward</source>
        <translation>Hatua mbele</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Hadi mwisho</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Simamisha</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Cheza</translation>
    </message>
    <message>
        <source>&amp;Play on from here…</source>
        <translation>&amp;Endelea kucheza kuanzia hapa…</translation>
    </message>
    <message>
        <source>Play on from the position shown, choosing who plays each side</source>
        <translation>Endelea kucheza kuanzia hali inayoonyeshwa, ukichagua nani anacheza kila upande</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Mipangilio…</translation>
    </message>
    <message>
        <source>Animation speed, sound, language, seed colour (Ctrl+,)</source>
        <translation>Kasi ya uhuishaji, sauti, lugha, rangi ya kete (Ctrl+,)</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>&amp;Hifadhi mchezo</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Hifadhi mchezo &amp;kama…</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation>Michezo ya &amp;karibuni</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Takwimu…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Skrini &amp;nzima</translation>
    </message>
    <message>
        <source>One step back inside the move, seed by seed</source>
        <extracomment>Tooltip: stepping through a move one sown seed at a time.</extracomment>
        <translation>Rudi nyuma ndani ya hatua, kete kwa kete</translation>
    </message>
    <message>
        <source>One step forward inside the move, seed by seed</source>
        <translation>Endelea mbele ndani ya hatua, kete kwa kete</translation>
    </message>
    <message>
        <source>Pause the replay</source>
        <translation>Simamisha marudio</translation>
    </message>
    <message>
        <source>Play the recorded moves one after another</source>
        <translation>Cheza hatua zilizorekodiwa moja baada ya nyingine</translation>
    </message>
    <message>
        <source>Take back the last move; against the computer, back to your turn</source>
        <translation>Rudisha hatua ya mwisho; dhidi ya kompyuta, hadi zamu yako</translation>
    </message>
    <message>
        <source>Show a good move on the board</source>
        <translation>Onyesha hatua nzuri ubaoni</translation>
    </message>
    <message>
        <source>Show the end of the move at once</source>
        <translation>Onyesha mwisho wa hatua mara moja</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tooltip with its shortcut: %1 says what the action does, %2 is the key, e.g. &quot;Move back (Ctrl+Left)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>L&amp;earn</source>
        <extracomment>The menu of lessons.</extracomment>
        <translation>&amp;Jifunze</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <extracomment>Game menu: analyse every move of the game in the background and judge it.</extracomment>
        <translation>&amp;Chambua mchezo</translation>
    </message>
    <message>
        <source>Stone back</source>
        <translation>Jiwe nyuma</translation>
    </message>
    <message>
        <source>Stone forward</source>
        <translation>Jiwe mbele</translation>
    </message>
    <message>
        <source>One step back inside the move, stone by stone</source>
        <extracomment>Tooltip, Bao la Kimasai: stepping through a move (lifting, stepping, capturing).</extracomment>
        <translation>Rudi nyuma ndani ya hatua, jiwe kwa jiwe</translation>
    </message>
    <message>
        <source>One step forward inside the move, stone by stone</source>
        <translation>Endelea mbele ndani ya hatua, jiwe kwa jiwe</translation>
    </message>
    <message>
        <source>Show stone &amp;counts</source>
        <translation>Onyesha &amp;idadi ya mawe</translation>
    </message>
    <message>
        <source>Animation speed, sound, language, stone colour (Ctrl+,)</source>
        <translation>Kasi ya uhuishaji, sauti, lugha, rangi ya mawe (Ctrl+,)</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>Panga &amp;hali…</translation>
    </message>
    <message>
        <source>Put a position together by hand, then play it, analyse it or save it</source>
        <extracomment>Tooltip: choose who plays each side and play on from the position shown.</extracomment>
        <translation>Panga hali kwa mkono, kisha uicheze, uichambue au uihifadhi</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <extracomment>Game menu: the player gives the game up (against the computer the person, between two people the side to move).</extracomment>
        <translation>&amp;Jisalimishe</translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <extracomment>Game menu: the player proposes to end the game as a draw; the computer or the other person answers.</extracomment>
        <translation>Pendekeza &amp;sare</translation>
    </message>
    <message>
        <source>&amp;Turn the board</source>
        <extracomment>View menu: turn the board half way round, North&apos;s rows at the bottom (checked while turned).</extracomment>
        <translation>&amp;Geuza ubao</translation>
    </message>
    <message>
        <source>Show North&apos;s side at the bottom of the board, South&apos;s at the top</source>
        <extracomment>Tooltip of View → Turn the board.</extracomment>
        <translation>Onyesha upande wa Kaskazini chini ya ubao, na wa Kusini juu</translation>
    </message>
    <message>
        <source>A game lost on time cannot be taken back</source>
        <extracomment>Tooltip of Undo at the end of a game lost on time, and the status bar&apos;s answer to it.</extracomment>
        <translation>Mchezo uliopotezwa kwa muda hauwezi kurudishwa</translation>
    </message>
</context>
<context>
    <name>WindowTitle</name>
    <message>
        <source>Baraza — %1</source>
        <translation>Baraza — %1</translation>
    </message>
    <message>
        <source>Baraza — %1 — %2</source>
        <extracomment>The window&apos;s title: %1 is the game&apos;s file name (with its modified mark), %2 the game.</extracomment>
        <translation>Baraza — %1 — %2</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Bao Kigogo</source>
        <translation>Bao Kigogo</translation>
    </message>
    <message>
        <source>Bao la Kete</source>
        <translation>Bao la Kete</translation>
    </message>
    <message>
        <source>Bao Kingulu</source>
        <translation>Bao Kingulu</translation>
    </message>
    <message>
        <source>Bao la Kimasai (four rows)</source>
        <extracomment>The four-row game; &quot;Kimasai&quot; is a name and stays as it is.</extracomment>
        <translation>Bao la Kimasai (safu nne)</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Mwanzilishi</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Wastani</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Hodari</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Bingwa</translation>
    </message>
    <message>
        <source>Looks a few moves ahead. A good first opponent.</source>
        <translation>Huangalia hatua chache mbele. Mpinzani mzuri wa kwanza.</translation>
    </message>
    <message>
        <source>Looks further ahead and seldom leaves seeds to be taken.</source>
        <translation>Huangalia mbali zaidi na mara chache huacha kete za kuliwa.</translation>
    </message>
    <message>
        <source>Thinks for up to half a second a move.</source>
        <translation>Hufikiri hadi nusu sekunde kwa kila hatua.</translation>
    </message>
    <message>
        <source>Thinks for two seconds a move and, when it is losing, sets traps.</source>
        <translation>Hufikiri sekunde mbili kwa kila hatua na, inaposhindwa, huweka mitego.</translation>
    </message>
    <message>
        <source>Four rows of eight from Lamu: seeds come from a reserve, the kuu is guarded, and captured seeds are sown again from the ends.</source>
        <extracomment>Kete: &quot;kuu&quot; is the square hole; it stays in Swahili.</extracomment>
        <translation>Safu nne za mashimo manane kutoka Lamu: kete hutoka akibani, kuu hulindwa, na kete zilizoliwa hutawanywa tena kuanzia pembeni.</translation>
    </message>
    <message>
        <source>Four rows of twelve: long relay sowings, and you capture what faces your front row.</source>
        <translation>Safu nne za mashimo kumi na mawili: utawanyaji mrefu wa kupokezana, na unakula kilicho mbele ya safu yako ya mbele.</translation>
    </message>
    <message>
        <source>Two rows of six on one loop: capture into your store and claim holes as mtoto.</source>
        <extracomment>Kingulu: a &quot;mtoto&quot; is a hole a player claims; the word stays in Swahili.</extracomment>
        <translation>Safu mbili za mashimo sita kwenye duara moja: kula kete ziende ghalani mwako na ujipatie mashimo kama mtoto.</translation>
    </message>
    <message>
        <source>One stone a hole: step into the empty hole ahead and capture across the board.</source>
        <translation>Jiwe moja kila shimo: songa hadi shimo tupu lililo mbele na ule ng&apos;ambo ya ubao.</translation>
    </message>
    <message>
        <source>Looks further ahead and seldom leaves stones to be taken.</source>
        <extracomment>A computer strength in Bao la Kimasai, played with stones.</extracomment>
        <translation>Huangalia mbali zaidi na mara chache huacha mawe ya kuliwa.</translation>
    </message>
    <message>
        <source>Plays perfectly: every move keeps the best count it can force, worked out to the end of the game.</source>
        <extracomment>The strongest computer level in Bao Kingulu, which the program has solved.</extracomment>
        <translation>Hucheza bila kosa: kila hatua hushika hesabu bora inayoweza kulazimisha, iliyohesabiwa hadi mwisho wa mchezo.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>Four rows of eight as Zanzibar plays today: 22 seeds in hand, a nyumba that works while it holds six, and captured seeds sown again from the ends.</source>
        <extracomment>Kiswahili (Zanzibar Bao): the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Safu nne za mashimo manane kama inavyochezwa Zanzibar leo: kete 22 mkononi, nyumba inayofanya kazi ikiwa na kete sita, na kete zilizoliwa hutawanywa tena kuanzia pembeni.</translation>
    </message>
    <message>
        <source>Lamu · kuu · hizi zetu</source>
        <extracomment>Under Bao la Kete&apos;s picture: where it is played, and its own words (kuu, hizi zetu), which stay in Swahili.</extracomment>
        <translation>Lamu · kuu · hizi zetu</translation>
    </message>
    <message>
        <source>Zanzibar · nyumba · takasia</source>
        <extracomment>Under Bao la Kiswahili&apos;s picture: where it is played, and its own words (nyumba, takasia), which stay in Swahili.</extracomment>
        <translation>Unguja · nyumba · takasia</translation>
    </message>
    <message>
        <source>four rows of twelve</source>
        <extracomment>Under Bao Kigogo&apos;s picture: its board.</extracomment>
        <translation>safu nne za mashimo kumi na mawili</translation>
    </message>
    <message>
        <source>two rows of six · stores</source>
        <extracomment>Under Bao Kingulu&apos;s picture: its board, and each player&apos;s store.</extracomment>
        <translation>safu mbili za mashimo sita · ghala</translation>
    </message>
    <message>
        <source>one stone a hole</source>
        <extracomment>Under Bao la Kimasai&apos;s picture.</extracomment>
        <translation>jiwe moja kila shimo</translation>
    </message>
</context>
</TS>
