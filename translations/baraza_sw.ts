<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw">
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
        <source>Values for %1, the side to move · depth %2 · %3 positions</source>
        <extracomment>The analysis pane: %1 is the side to move (values are for that side), %2 the depth in moves (plies) looked ahead, %3 how many positions were searched.</extracomment>
        <translation>Thamani kwa %1, mwenye zamu · kina %2 · nafasi %3</translation>
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
    <message>
        <source>The evaluation after every move, South&apos;s advantage up; click to look at a position</source>
        <translation>Tathmini baada ya kila hatua, faida ya Kusini juu; bofya kutazama nafasi</translation>
    </message>
    <message>
        <source>The computer is working out its move: analyse the game after it.</source>
        <extracomment>Game → Analyse game asked for while the computer opponent works out its move (that comes first).</extracomment>
        <translation>Kompyuta inafikiria hatua yake: chambua mchezo baada yake.</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>South&apos;s former kuu</source>
        <extracomment>Kete: the kuu square of a side whose kuu has been emptied and no longer counts (L-3).</extracomment>
        <translation>kuu la zamani la Kusini</translation>
    </message>
    <message>
        <source>North&apos;s former kuu</source>
        <translation>kuu la zamani la Kaskazini</translation>
    </message>
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
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1 — to move</source>
        <translation>%1 — zamu yake</translation>
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
        <source>Board</source>
        <extracomment>What a screen reader calls the board; its pits are named one by one.</extracomment>
        <translation>Ubao</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>%1: the best move was %2 (%3); this move: %4</source>
        <extracomment>Tooltip of a judged move: %1 the judgement (Blunder, Mistake, ...), %2 the best move, %3 its value, %4 the value of the move played (values in seeds, or &quot;wins in 5&quot; and the like).</extracomment>
        <translation>%1: hatua bora ilikuwa %2 (%3); hatua hii: %4</translation>
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
        <translation>Kete za Bao la Kete; mchezo umepewa jina lao.</translation>
    </message>
    <message>
        <source>kuu</source>
        <extracomment>Glossary: the word &quot;kuu&quot;, as the language writes it.</extracomment>
        <translation>kuu</translation>
    </message>
    <message>
        <source>Bao la Kete: the square hole, South&apos;s e2 and North&apos;s d3. It starts with six seeds and is gone for good once its seeds are lifted or captured (L-1, L-2).</source>
        <translation>Bao la Kete: shimo la mraba, e2 la Kusini na d3 la Kaskazini. Huanza na kete sita na hutoweka kabisa kete zake zinapoinuliwa au kukamatwa (L-1, L-2).</translation>
    </message>
    <message>
        <source>kichwa</source>
        <extracomment>Glossary: the word &quot;kichwa&quot;, as the language writes it.</extracomment>
        <translation>kichwa</translation>
    </message>
    <message>
        <source>Bao la Kete: an end hole of a front row (a and h). Captured seeds are sown from a kichwa (L-5).</source>
        <translation>Bao la Kete: shimo la mwisho la safu ya mbele (a na h). Kete zilizokamatwa hutawanywa kuanzia kichwa (L-5).</translation>
    </message>
    <message>
        <source>kimbi</source>
        <extracomment>Glossary: the word &quot;kimbi&quot;, as the language writes it.</extracomment>
        <translation>kimbi</translation>
    </message>
    <message>
        <source>Bao la Kete: the two holes at each end of a front row, columns a, b, g and h (L-5).</source>
        <translation>Bao la Kete: mashimo mawili katika kila mwisho wa safu ya mbele, safu wima a, b, g na h (L-5).</translation>
    </message>
    <message>
        <source>nemo</source>
        <extracomment>Glossary: the word &quot;nemo&quot;, as the language writes it.</extracomment>
        <translation>nemo</translation>
    </message>
    <message>
        <source>Bao la Kete: the first stage, while a player still has seeds in reserve; each move begins by placing one (L-3, L-7, L-8).</source>
        <translation>Bao la Kete: hatua ya kwanza, mchezaji akiwa bado na kete akibani; kila hatua huanza kwa kuweka moja (L-3, L-7, L-8).</translation>
    </message>
    <message>
        <source>mtaji</source>
        <extracomment>Glossary: the word &quot;mtaji&quot;, as the language writes it.</extracomment>
        <translation>mtaji</translation>
    </message>
    <message>
        <source>Bao la Kete: the second stage, once a player&apos;s reserve is empty; moves start by lifting a hole (L-3, L-9, L-10).</source>
        <translation>Bao la Kete: hatua ya pili, akiba ya mchezaji ikishakwisha; hatua huanza kwa kuinua shimo (L-3, L-9, L-10).</translation>
    </message>
    <message>
        <source>takata</source>
        <extracomment>Glossary: the word &quot;takata&quot;, as the language writes it.</extracomment>
        <translation>takata</translation>
    </message>
    <message>
        <source>Bao la Kete: a move that captures nothing (L-8, L-10).</source>
        <translation>Bao la Kete: hatua isiyokamata chochote (L-8, L-10).</translation>
    </message>
    <message>
        <source>safari</source>
        <extracomment>Glossary: the word &quot;safari&quot;, as the language writes it.</extracomment>
        <translation>safari</translation>
    </message>
    <message>
        <source>Bao la Kete: going on out of one&apos;s own kuu when a capture&apos;s sowing ends there: the kuu is lifted and gone (L-6.3).</source>
        <translation>Bao la Kete: kuendelea kutoka kuu yako utawanyaji wa kukamata unapoishia hapo: kuu inainuliwa na kutoweka (L-6.3).</translation>
    </message>
    <message>
        <source>hizi zetu</source>
        <extracomment>Glossary: the words &quot;hizi zetu&quot;, as the language writes them.</extracomment>
        <translation>hizi zetu</translation>
    </message>
    <message>
        <source>Bao la Kete: the Lamu blocking rule. After a takata, a hole the mover could capture next is marked: the opponent may not start from it on his next move (L-11).</source>
        <translation>Bao la Kete: kanuni ya kuzuia ya Lamu. Baada ya takata, shimo ambalo mchezaji angeweza kukamata baadaye linawekewa alama: mpinzani hawezi kuanzia hapo katika hatua yake inayofuata (L-11).</translation>
    </message>
    <message>
        <source>bao hamna</source>
        <extracomment>Glossary: the words &quot;bao hamna&quot;, as the language writes them.</extracomment>
        <translation>bao hamna</translation>
    </message>
    <message>
        <source>Bao la Kete: &quot;no board&quot;: a capture that empties the opponent&apos;s front row wins at once (L-12).</source>
        <translation>Bao la Kete: &quot;hakuna bao&quot;: kukamata kunakomaliza safu ya mbele ya mpinzani kunashinda mara moja (L-12).</translation>
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
            <numerusform>%1 inakamata kete %n na haimwachii %2 cha kukamata.</numerusform>
            <numerusform>%1 inakamata kete %n na haimwachii %2 cha kukamata.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds, more than %2 can take back.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 inakamata kete %n, zaidi ya anavyoweza %2 kurudisha.</numerusform>
            <numerusform>%1 inakamata kete %n, zaidi ya anavyoweza %2 kurudisha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move; %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 inakamata kete %n.</numerusform>
            <numerusform>%1 inakamata kete %n.</numerusform>
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
        <translation>%1 haimwachii %2 cha kukamata.</translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s best answer captures %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds the opponent&apos;s best answer captures.</extracomment>
        <translation>
            <numerusform>Baada ya %1, jibu bora la %2 linakamata kete %n.</numerusform>
            <numerusform>Baada ya %1, jibu bora la %2 linakamata kete %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the strongest move the engine found.</source>
        <extracomment>A hint&apos;s reason when there is nothing more to say: %1 is the move.</extracomment>
        <translation>%1 ndiyo hatua yenye nguvu zaidi ambayo injini imepata.</translation>
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
        <source>Baraza — %1</source>
        <translation>Baraza — %1</translation>
    </message>
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
        <source>Moves</source>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Kilichotokea</translation>
    </message>
    <message>
        <source>Safari?</source>
        <translation>Safari?</translation>
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
        <source>%1 to move</source>
        <translation>Zamu ya %1</translation>
    </message>
    <message>
        <source>nemo stage</source>
        <extracomment>Kete stages: &quot;nemo&quot; and &quot;mtaji&quot; are Swahili names and stay as they are.</extracomment>
        <translation>hatua ya nemo</translation>
    </message>
    <message>
        <source>mtaji stage</source>
        <translation>hatua ya mtaji</translation>
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
        <source>Rules of the games</source>
        <translation>Kanuni za michezo</translation>
    </message>
    <message>
        <source>About Baraza</source>
        <translation>Kuhusu Baraza</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao Kingulu and Bao la Kimasai: play, watch every sowing seed by seed, and learn the rules.&lt;br&gt;A &lt;i&gt;baraza&lt;/i&gt; is the stone bench where Bao is played on the Swahili coast.</source>
        <translation>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao Kingulu na Bao la Kimasai: cheza, tazama kila mtawanyo kete kwa kete, na ujifunze kanuni.&lt;br&gt;&lt;i&gt;Baraza&lt;/i&gt; ni benchi la mawe ambapo Bao huchezwa pwani ya Waswahili.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>The status bar after Hint: %1 is the move with the reason, e.g. &quot;d1 captures 6 seeds and leaves North no capture.&quot;</extracomment>
        <translation>Dokezo: %1</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dokezo</translation>
    </message>
    <message>
        <source>looking for a good move…</source>
        <translation>inatafuta hatua nzuri…</translation>
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
        <source>New game</source>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>New line</source>
        <translation>Njia mpya</translation>
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
        <source>The unfinished game could not be kept: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Mchezo ambao haujamalizika haukuweza kuwekwa: %1</translation>
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
        <source>&amp;Play on from here…</source>
        <translation>&amp;Endelea kucheza kuanzia hapa…</translation>
    </message>
    <message>
        <source>Play on from the position shown, choosing who plays each side</source>
        <extracomment>Tooltip: choose who plays each side and play on from the position shown.</extracomment>
        <translation>Endelea kucheza kuanzia hali inayoonyeshwa, ukichagua nani anacheza kila upande</translation>
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
    <message numerus="yes">
        <source>The game on the board is not finished (%n moves). Close it?</source>
        <translation>
            <numerusform>Mchezo ulio ubaoni haujaisha (hatua %n). Uufunge?</numerusform>
            <numerusform>Mchezo ulio ubaoni haujaisha (hatua %n). Uufunge?</numerusform>
        </translation>
    </message>
    <message>
        <source>Close it</source>
        <translation>Ufunge</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Endelea kucheza</translation>
    </message>
    <message>
        <source>%1 · computer (%2)</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the computer&apos;s strength.</extracomment>
        <translation>%1 · kompyuta (%2)</translation>
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
        <source>click the pit again or press Enter to play this move; Esc or another pit to choose again</source>
        <extracomment>Bao la Kete with &quot;confirm each move&quot; on: the move is shown on the board.</extracomment>
        <translation>bofya shimo tena au bonyeza Enter kucheza mchezo huu; Esc au shimo jingine kuchagua upya</translation>
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
        <source>Welcome to Baraza: choose a game</source>
        <extracomment>The title of the New game dialog the first time the program starts.</extracomment>
        <translation>Karibu Baraza: chagua mchezo</translation>
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
    <message>
        <source>choose a direction: click an arrow, or use Left/Right and Enter</source>
        <translation>chagua mwelekeo: bofya mshale, au tumia Kushoto/Kulia na Enter</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Status bar after saving; %1 is the file&apos;s name.</extracomment>
        <translation>Imehifadhiwa: %1</translation>
    </message>
    <message>
        <source>Baraza — %1 — %2</source>
        <extracomment>The window&apos;s title: %1 is the game&apos;s file name (with its modified mark), %2 the game.</extracomment>
        <translation>Baraza — %1 — %2</translation>
    </message>
    <message>
        <source>%1 is no longer there. It has been removed from the recent games.</source>
        <extracomment>%1 is a file&apos;s full path.</extracomment>
        <translation>%1 haipo tena. Imeondolewa kwenye michezo ya karibuni.</translation>
    </message>
    <message>
        <source>%1 has changed since it was saved. Save the changes?</source>
        <extracomment>%1 is the game&apos;s file name.</extracomment>
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
        <source>The sowing has reached your kuu. Stop here, or lift the kuu and sow on (safari)?</source>
        <extracomment>Kete (L-6.3): a capture&apos;s sowing has ended in the player&apos;s own kuu.</extracomment>
        <translation>Utawanyaji umefika kwenye kuu yako. Usimame hapa, au uinue kuu na uendelee kutawanya (safari)?</translation>
    </message>
    <message>
        <source>Double-click: the rule in the rules window</source>
        <extracomment>Tooltip of a narration line: double-clicking it opens the rules at its game.</extracomment>
        <translation>Bofya mara mbili: kanuni katika dirisha la kanuni</translation>
    </message>
    <message>
        <source>Best move: %1</source>
        <extracomment>The status bar after &quot;Show best move&quot; in the analysis pane; %1 is the move.</extracomment>
        <translation>Hatua bora: %1</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <extracomment>Game menu: analyse every move of the game in the background and judge it.</extracomment>
        <translation>&amp;Chambua mchezo</translation>
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
    <name>Narrator</name>
    <message>
        <source>South</source>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
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
        <source>The seeds of %1 (%2) are captured into the hand, to be sown from a kichwa.</source>
        <extracomment>Kete: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>Kete za %1 (%2) zinaliwa na kushikwa mkononi, zitawanywe kuanzia kichwa.</translation>
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
        <translation>%1 lilikuwa na kete tatu hasa: linakuwa mtoto.</translation>
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
        <translation>Hatua ya kete moja inamaliza zamu.</translation>
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
        <source>%1 wins: bao hamna, %2&apos;s front row is empty (L-12).</source>
        <translation>%1 ameshinda: bao hamna, safu ya mbele ya %2 iko tupu (L-12).</translation>
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
        <source>%1 wins: %2 emptied his own front row (L-12).</source>
        <translation>%1 ameshinda: %2 ameimaliza safu yake ya mbele (L-12).</translation>
    </message>
    <message>
        <source>Draw: the same position came back (C-6).</source>
        <translation>Sare: hali ileile ya ubao imerudi (C-6).</translation>
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
        <translation>Hizi zetu: %1 imewekewa alama. Katika hatua yake inayofuata %2 hawezi kuanzia hapo, na mzunguko unaoishia hapo unamaliza hatua yake; katika hatua inayofuata, %3 lazima alikamate ikiwezekana.</translation>
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
</context>
<context>
    <name>NewGameDialog</name>
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
        <source>Play on from here</source>
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
        <source>Four rows of eight from Lamu: seeds come from a reserve, the kuu is guarded, and captured seeds are sown again from the ends.</source>
        <extracomment>Kete: &quot;kuu&quot; is the square hole; it stays in Swahili.</extracomment>
        <translation>Safu nne za mashimo manane kutoka Lamu: kete hutoka akibani, kuu hulindwa, na kete zilizokamatwa hutawanywa tena kuanzia pembeni.</translation>
    </message>
    <message>
        <source>Four rows of twelve: long relay sowings, and you capture what faces your front row.</source>
        <translation>Safu nne za mashimo kumi na mawili: utawanyaji mrefu wa kupokezana, na unakamata kilicho mbele ya safu yako ya mbele.</translation>
    </message>
    <message>
        <source>Two rows of six on one loop: capture into your store and claim holes as mtoto.</source>
        <extracomment>Kingulu: a &quot;mtoto&quot; is a hole a player claims; the word stays in Swahili.</extracomment>
        <translation>Safu mbili za mashimo sita kwenye mzunguko mmoja: kamata kwenda ghalani mwako na ujipatie mashimo kama mtoto.</translation>
    </message>
    <message>
        <source>One stone a hole: step into the empty hole ahead and capture across the board.</source>
        <translation>Jiwe moja kila shimo: songa hadi shimo tupu lililo mbele na ukamate ng&apos;ambo ya ubao.</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <extracomment>Placeholder of the field for a person&apos;s name in the New game dialog.</extracomment>
        <translation>Jina (si lazima)</translation>
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
        <extracomment>A row of the Kingulu count: the player&apos;s own side against the computer; %1 is South or North.</extracomment>
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
    <name>RulesText</name>
    <message>
        <source>All four games</source>
        <translation>Michezo yote minne</translation>
    </message>
    <message>
        <source>South moves first. Each player sows around his own two rows (in Kingulu both players share one loop). A seed is dropped in each following hole; when a lap goes all the way round, the hole it started from is not skipped.</source>
        <translation>Kusini huanza. Kila mchezaji hutawanya kuzunguka safu zake mbili (katika Kingulu wachezaji wote hushiriki mzunguko mmoja). Kete moja hutiwa katika kila shimo linalofuata; mzunguko ukizunguka wote, shimo ulipoanzia halirukwi.</translation>
    </message>
    <message>
        <source>A move whose sowing would never end is not allowed (C-5). Kigogo and Kimasai are drawn as soon as a position comes back; Kete and Kingulu at its third occurrence (C-6).</source>
        <translation>Hatua ambayo mtawanyo wake usingeisha kamwe hairuhusiwi (C-5). Kigogo na Kimasai huwa sare mara hali ya ubao inaporudi; Kete na Kingulu inapotokea mara ya tatu (C-6).</translation>
    </message>
    <message>
        <source>Squares are named like chess squares: columns a, b, c… from South&apos;s left, rows 1 to 4 from South&apos;s back row.</source>
        <translation>Mashimo hupewa majina kama miraba ya sataranji: nguzo a, b, c… kuanzia kushoto kwa Kusini, safu 1 hadi 4 kuanzia safu ya nyuma ya Kusini.</translation>
    </message>
    <message>
        <source>Bao Kigogo</source>
        <translation>Bao Kigogo</translation>
    </message>
    <message>
        <source>Two seeds in every hole except a2 and l3. Lift all the seeds of one of your holes holding two or more and sow them counterclockwise. Only if you have no such hole may a single seed step into an empty next hole (K-2).</source>
        <translation>Kete mbili katika kila shimo isipokuwa a2 na l3. Inua kete zote za shimo lako moja lenye kete mbili au zaidi na uzitawanye kinyume cha saa. Ikiwa tu huna shimo kama hilo, kete moja inaweza kusogea hadi shimo tupu linalofuata (K-2).</translation>
    </message>
    <message>
        <source>If the last seed falls into an occupied hole, lift everything there and sow on (K-3). When the move ends in an empty hole of your front row and the opposite hole is occupied, capture it, and the hole behind it too; captured seeds leave the game. A single step can capture as well (K-4).</source>
        <translation>Kete ya mwisho ikiangukia shimo lenye kete, inua zote zilizomo na uendelee kutawanya (K-3). Hatua ikiishia shimo tupu la safu yako ya mbele na shimo la mkabala lina kete, zila, pamoja na shimo lililo nyuma yake; kete zilizoliwa hutoka mchezoni. Hatua moja pia inaweza kula (K-4).</translation>
    </message>
    <message>
        <source>You win when your opponent has no seeds left or cannot move (K-5).</source>
        <translation>Unashinda mpinzani wako akiishiwa na kete au asipoweza kucheza (K-5).</translation>
    </message>
    <message>
        <source>Bao la Kimasai (four rows)</source>
        <translation>Bao la Kimasai (safu nne)</translation>
    </message>
    <message>
        <source>One stone in every hole except a2 and l3. Move one stone a single step counterclockwise into an empty hole (M-2). Arriving in your front row opposite a stone captures it, and the stone behind it (M-3).</source>
        <translation>Jiwe moja katika kila shimo isipokuwa a2 na l3. Sogeza jiwe moja hatua moja kinyume cha saa hadi shimo tupu (M-2). Ukifika safu yako ya mbele mkabala na jiwe, unalila, pamoja na jiwe lililo nyuma yake (M-3).</translation>
    </message>
    <message>
        <source>You win when your opponent has no stones left or cannot move (M-4).</source>
        <translation>Unashinda mpinzani wako akiishiwa na mawe au asipoweza kucheza (M-4).</translation>
    </message>
    <message>
        <source>Bao Kingulu</source>
        <translation>Bao Kingulu</translation>
    </message>
    <message>
        <source>When a player cannot move, each side counts its row, its mtoto holes and its store; more wins (G-7).</source>
        <translation>Mchezaji asipoweza kucheza, kila upande huhesabu safu yake, mashimo yake ya mtoto na ghala lake; aliye na zaidi anashinda (G-7).</translation>
    </message>
    <message>
        <source>Bao la Kete</source>
        <translation>Bao la Kete</translation>
    </message>
    <message>
        <source>You win at once by emptying your opponent&apos;s front row (bao hamna); you lose if your own front row is empty at the end of a lap, or if you cannot move (L-12).</source>
        <translation>Unashinda papo hapo kwa kuimaliza safu ya mbele ya mpinzani wako (bao hamna); unashindwa safu yako ya mbele ikiwa tupu mwisho wa mzunguko, au usipoweza kucheza (L-12).</translation>
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
        <translation>Mchezo wa watu wa Ngulu (Kingulu) wa milima ya mikoa ya Morogoro na Tanga, mashariki-kati mwa Tanzania, ulioandikwa kwa mara ya kwanza na Martin Klamroth mwaka 1911. Mtoto wake, shimo ambalo mchezaji hulitwaa milele, haupatikani katika mchezo mwingine wowote hapa.</translation>
    </message>
    <message>
        <source>The Bao of the Lamu Archipelago on the northern Swahili coast of Kenya, also called Bao la Komwe after its shiny komwe seeds. Walter Driedger documented it in 1972; Alan Boyd and Philip Townshend described it as played on Lamu and Pate.</source>
        <translation>Bao la Funguvisiwa la Lamu katika pwani ya kaskazini ya Waswahili nchini Kenya, pia huitwa Bao la Komwe kwa sababu ya komwe zake zinazong&apos;aa. Walter Driedger aliliandika mwaka 1972; Alan Boyd na Philip Townshend walilieleza kama linavyochezwa Lamu na Pate.</translation>
    </message>
    <message>
        <source>Hizi zetu: when your opponent&apos;s takata in mtaji leaves exactly one of your front holes open to his next capture and you have no capture yourself, that hole is marked, even if it holds a single seed; only your kuu, your only occupied front hole and your only front hole with two or more seeds are never marked. On your next move you may not start from the marked hole, and a lap that ends there ends your move, except the first lap of sowing your kuu: then the hole is lifted and sown on as usual. On his next move your opponent must capture the marked hole if he can (L-11).</source>
        <translation>Hizi zetu: takata ya mpinzani wako katika mtaji ikiacha shimo moja tu la safu yako ya mbele wazi kwa kula kwake kunakofuata, nawe huna la kula, shimo hilo huwekewa alama, hata likiwa na kete moja tu; kuu yako, shimo lako pekee la mbele lenye kete, na shimo lako pekee la mbele lenye kete mbili au zaidi hayawekewi alama kamwe. Katika hatua yako inayofuata huwezi kuanzia shimo lenye alama, na mzunguko unaoishia hapo humaliza hatua yako, isipokuwa mzunguko wa kwanza wa kutawanya kuu yako: hapo kete za shimo huinuliwa na kutawanywa zaidi kama kawaida. Katika hatua yake inayofuata mpinzani wako lazima ale shimo lenye alama akiweza (L-11).</translation>
    </message>
    <message>
        <source>Four seeds in each of the twelve holes; South owns row 1, North row 2, and both sow counterclockwise around one loop (G-1). Sow all the seeds of one of your holes; a single seed is enough. A move is not allowed if its first lap ends in an occupied hole of your own row; a mtoto there does not count as occupied (G-3).</source>
        <translation>Kete nne katika kila moja ya mashimo kumi na mawili; Kusini anamiliki safu 1, Kaskazini safu 2, na wote hutawanya kinyume cha saa kuzunguka mzunguko mmoja (G-1). Tawanya kete zote za shimo lako moja; kete moja inatosha. Hatua hairuhusiwi ikiwa mzunguko wake wa kwanza unaishia katika shimo lenye kete la safu yako mwenyewe; mtoto huko hauhesabiwi kuwa na kete (G-3).</translation>
    </message>
    <message>
        <source>A lap ending in an empty hole of your row captures the opposite hole into your store, with the capturing seed, unless that hole is a mtoto. A lap ending in an opponent&apos;s hole that held exactly three makes it your mtoto: it is yours to the end, never sown from or captured, and seeds sown into it go to its owner&apos;s store; if that lap sowed two or more seeds, the seed it dropped just before joins it (G-4, G-6). A lap ending in a mtoto ends the move. Other occupied holes are sown on, and captures and new mtoto holes can come in any lap (G-5).</source>
        <translation>Mzunguko unaoishia katika shimo tupu la safu yako unakula shimo la mkabala na kuziingiza kete zake ghalani mwako, pamoja na kete iliyokula, isipokuwa shimo hilo ni mtoto. Mzunguko unaoishia katika shimo la mpinzani lililokuwa na kete tatu hasa unalifanya mtoto wako: ni lako hadi mwisho, halitawanywi wala kuliwa, na kete zinazotawanywa ndani yake huenda ghalani mwa mwenyewe; ikiwa mzunguko huo ulitawanya kete mbili au zaidi, kete iliyotiwa kabla yake hujiunga nalo (G-4, G-6). Mzunguko unaoishia katika mtoto humaliza hatua. Mashimo mengine yenye kete hutawanywa zaidi, na kula au mtoto mpya vinaweza kutokea katika mzunguko wowote (G-5).</translation>
    </message>
    <message>
        <source>Each player has a square kuu (South e2, North d3) holding six seeds, two seeds in each of the two holes to its right (South f2 and g2, North c3 and b3), and 22 seeds in reserve; each sows only around his own two rows, clockwise or counterclockwise (L-1). While you have reserve seeds your moves are nemo moves; once your reserve is empty, mtaji moves (L-3).</source>
        <translation>Kila mchezaji ana kuu ya mraba (Kusini e2, Kaskazini d3) yenye kete sita, kete mbili katika kila moja ya mashimo mawili yaliyo kulia kwake (Kusini f2 na g2, Kaskazini c3 na b3), na kete 22 za akiba; kila mmoja hutawanya kuzunguka safu zake mbili tu, kwa mwendo wa saa au kinyume chake (L-1). Ukiwa na kete za akiba hatua zako ni za nemo; akiba yako ikiisha, ni za mtaji (L-3).</translation>
    </message>
    <message>
        <source>Capturing is compulsory. A front hole of yours is a capture position when it and the opponent&apos;s front hole in the same column both hold seeds (L-4). In nemo, if you have a capture position you must place a reserve seed in one of them and capture the opposite hole (L-7); otherwise you place it in an occupied hole of your front row and sow from there, a takata (L-8).</source>
        <translation>Kula ni lazima. Shimo lako la mbele ni mahali pa kula likiwa na kete na shimo la mbele la mpinzani katika nguzo ileile pia lina kete (L-4). Katika nemo, ukiwa na mahali pa kula lazima uweke kete ya akiba katika mojawapo na ule shimo la mkabala (L-7); la sivyo unaiweka katika shimo lenye kete la safu yako ya mbele na kutawanya kutoka hapo, takata (L-8).</translation>
    </message>
    <message>
        <source>Captured seeds are sown from a kichwa (an end hole of your front row) toward the centre: from the nearer end when the capture is in the kimbi (the two holes at either end), otherwise from the end that keeps your direction; only the first capture of a nemo move lets you choose (L-5). After a capture a lap ending at another capture position captures again, a lap ending in your kuu lets you stop or go on (safari) in nemo and goes on in mtaji, other occupied holes are sown on, and an empty hole ends the move (L-6).</source>
        <translation>Kete zilizoliwa hutawanywa kuanzia kichwa (shimo la mwisho la safu yako ya mbele) kuelekea katikati: kutoka upande ulio karibu kula kukiwa katika kimbi (mashimo mawili ya kila upande), la sivyo kutoka upande unaodumisha mwelekeo wako; kula kwa kwanza kwa hatua ya nemo tu ndiko kunakokuruhusu kuchagua (L-5). Baada ya kula, mzunguko unaoishia mahali pengine pa kula unakula tena, mzunguko unaoishia katika kuu yako unakuruhusu kusimama au kuendelea (safari) katika nemo na unaendelea katika mtaji, mashimo mengine yenye kete hutawanywa zaidi, na shimo tupu humaliza hatua (L-6).</translation>
    </message>
    <message>
        <source>In a nemo takata the kuu may be chosen only when it is your only occupied front hole. The placed reserve seed counts: a kuu of six becomes seven and all seven are sown (the kuu is gone); from eight or more only two are sown and the kuu stays. Without a kuu you must choose a hole with two or more seeds, unless all your occupied front holes hold one. A kichwa that is your only occupied front hole is sown toward the centre. Laps relay as in Kigogo, capture nothing, and stop in your kuu (L-8).</source>
        <translation>Katika takata ya nemo kuu inaweza kuchaguliwa tu ikiwa ndilo shimo lako pekee la mbele lenye kete. Kete ya akiba iliyowekwa huhesabiwa: kuu ya kete sita inakuwa saba na zote saba hutawanywa (kuu inatoweka); kuanzia nane au zaidi ni mbili tu hutawanywa na kuu inabaki. Bila kuu lazima uchague shimo lenye kete mbili au zaidi, isipokuwa mashimo yako yote ya mbele yenye kete yana kete moja moja. Kichwa kilicho shimo lako pekee la mbele lenye kete hutawanywa kuelekea katikati. Mizunguko huendelea kama katika Kigogo, haili chochote, na husimama katika kuu yako (L-8).</translation>
    </message>
    <message>
        <source>In mtaji you lift a hole of either row holding 2 to 15 seeds; if its first lap ends at a capture position it is a capture move, and you must play one if you have one (L-9). Otherwise you play a takata from, in order of priority: your kuu if it still exists (sown whole, and then it is gone); else a front hole with two or more seeds; only if there is none, a back hole with two or more. Laps relay until one ends in an empty hole (L-10).</source>
        <translation>Katika mtaji unainua shimo la safu yoyote lenye kete 2 hadi 15; mzunguko wake wa kwanza ukiishia mahali pa kula ni hatua ya kula, na lazima ucheze mojawapo ukiwa nayo (L-9). La sivyo unacheza takata, kwa mpangilio wa kipaumbele: kuu yako ikiwa bado ipo (hutawanywa yote, kisha inatoweka); la sivyo shimo la mbele lenye kete mbili au zaidi; ikiwa hakuna, shimo la nyuma lenye kete mbili au zaidi. Mizunguko huendelea hadi mmoja uishie katika shimo tupu (L-10).</translation>
    </message>
    <message>
        <source>The games&apos; words</source>
        <translation>Maneno ya michezo</translation>
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
        <source>Bao la Kete: &amp;confirm each move with a second click or Enter</source>
        <extracomment>Bao la Kete only: the move shown on the board is played on a second click or Enter.</extracomment>
        <translation>Bao la Kete: &amp;thibitisha kila mchezo kwa kubofya mara ya pili au Enter</translation>
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
    <message>
        <source>wins</source>
        <extracomment>The analysis: the side to move wins after this move (how soon is not known).</extracomment>
        <translation>anashinda</translation>
    </message>
    <message>
        <source>loses</source>
        <extracomment>The analysis: the side to move loses after this move (how soon is not known).</extracomment>
        <translation>anashindwa</translation>
    </message>
</context>
</TS>
