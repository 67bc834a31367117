<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw">
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
    <name>LessonPane</name>
    <message>
        <source>Your move %1 captured nothing.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move played, e.g. &quot;f2 ↻&quot;.</extracomment>
        <translation>Hatua yako %1 haikula kitu.</translation>
    </message>
    <message>
        <source>That is not what the task asks.</source>
        <extracomment>After what a wrong try in a lesson did.</extracomment>
        <translation>Hilo silo zoezi linaloomba.</translation>
    </message>
    <message>
        <source>Play your move on the board.</source>
        <translation>Cheza hatua yako ubaoni.</translation>
    </message>
    <message>
        <source>Try again: play another move on the board.</source>
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
        <source>Your move %1 captured %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the holes it captured from, e.g. &quot;c2&quot; or &quot;c2 and b1&quot;.</extracomment>
        <translation>Hatua yako %1 ilikula %2.</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Dokezo</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Acha somo</translation>
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
        <source>L&amp;earn</source>
        <extracomment>The menu of lessons.</extracomment>
        <translation>&amp;Jifunze</translation>
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
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. b2 is empty, so b3 cannot be captured.</source>
        <extracomment>kete/02-capture Hint</extracomment>
        <translation>Kukamata kunahitaji kete katika mashimo yote mawili ya nguzo moja: katika shimo lako la mbele na katika shimo la mbele la Kaskazini lililo mkabala. b2 liko tupu, kwa hiyo b3 haliwezi kukamatwa.</translation>
    </message>
    <message>
        <source>A capture takes North&apos;s front hole opposite the hole where your move ends, and the back hole only together with it.</source>
        <extracomment>kigogo/06-back-hole-alone Hint</extracomment>
        <translation>Kukamata kunachukua shimo la mbele la Kaskazini lililo mkabala na shimo ambapo hatua yako inaishia, na shimo la nyuma pamoja nalo tu.</translation>
    </message>
    <message>
        <source>A capture that empties North&apos;s front row wins the game at once, whatever North has in his back row. Which way must the captured seeds go to reach c2?</source>
        <extracomment>kete/09-bao-hamna Hint</extracomment>
        <translation>Kukamata kunakomaliza safu ya mbele ya Kaskazini kunashinda mchezo mara moja, hata Kaskazini akiwa na kete gani katika safu yake ya nyuma. Kete zilizokamatwa lazima ziende upande gani ili kufika c2?</translation>
    </message>
    <message>
        <source>A full kuu stays</source>
        <extracomment>kete/10-kuu-keeps-six Title</extracomment>
        <translation>Kuu iliyojaa inabaki</translation>
    </message>
    <message>
        <source>A kuu that holds eight or more with your reserve seed is not emptied: only two of its seeds are sown.</source>
        <extracomment>kete/10-kuu-keeps-six Hint</extracomment>
        <translation>Kuu yenye kete nane au zaidi pamoja na kete yako ya akiba haimwagwi: kete zake mbili tu ndizo zinazotawanywa.</translation>
    </message>
    <message>
        <source>A lap that ends in a mtoto</source>
        <extracomment>kingulu/06-into-a-mtoto Title</extracomment>
        <translation>Mzunguko unaoishia katika mtoto</translation>
    </message>
    <message>
        <source>A move may not end its first lap in an occupied hole of your own row: a1&apos;s two seeds would end in c1, so a1 may not be sown.</source>
        <extracomment>kingulu/03-not-allowed Hint</extracomment>
        <translation>Hatua haiwezi kumaliza mzunguko wake wa kwanza katika shimo lenye kete la safu yako mwenyewe: kete mbili za a1 zingeishia c1, kwa hiyo a1 haiwezi kutawanywa.</translation>
    </message>
    <message>
        <source>A move that is not allowed</source>
        <extracomment>kingulu/03-not-allowed Title</extracomment>
        <translation>Hatua isiyoruhusiwa</translation>
    </message>
    <message>
        <source>A seed that falls into a mtoto goes straight into its owner&apos;s store. f2 is your mtoto, c1 is North&apos;s.</source>
        <extracomment>kingulu/06-into-a-mtoto Hint</extracomment>
        <translation>Kete inayoangukia mtoto huenda moja kwa moja ghalani mwa mwenyewe. f2 ni mtoto wako, c1 ni wa Kaskazini.</translation>
    </message>
    <message>
        <source>A single seed that steps into an empty hole of your front row captures too. Along your front row the loop runs to the left.</source>
        <extracomment>kigogo/07-step-capture Hint</extracomment>
        <translation>Kete moja inayosogea hadi shimo tupu la safu yako ya mbele nayo hukamata. Katika safu yako ya mbele mzunguko huenda kushoto.</translation>
    </message>
    <message>
        <source>A step can capture</source>
        <extracomment>kigogo/07-step-capture Title</extracomment>
        <translation>Hatua moja inaweza kukamata</translation>
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
        <translation>Mashimo yote kumi na mawili ni mzunguko mmoja: katika safu yako kwenda kulia, kisha juu hadi f2 na katika safu ya Kaskazini kwenda kushoto.</translation>
    </message>
    <message>
        <source>Along your front row the stones go to the left. Step into the hole right below b3.</source>
        <extracomment>kimasai/03-capture Hint</extracomment>
        <translation>Katika safu yako ya mbele mawe huenda kushoto. Songa hadi shimo lililo chini kabisa ya b3.</translation>
    </message>
    <message>
        <source>At the right end the loop turns up: from l1 the next hole is l2.</source>
        <extracomment>kimasai/02-round-the-end Hint</extracomment>
        <translation>Katika mwisho wa kulia mzunguko unapanda juu: kutoka l1 shimo linalofuata ni l2.</translation>
    </message>
    <message>
        <source>Bao hamna</source>
        <extracomment>kete/09-bao-hamna Title</extracomment>
        <translation>Bao hamna</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in b3.</source>
        <extracomment>kigogo/07-step-capture Task</extracomment>
        <translation>Kamata kete za Kaskazini katika b3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in c3.</source>
        <extracomment>kete/02-capture Task</extracomment>
        <translation>Kamata kete za Kaskazini katika c3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in d2.</source>
        <extracomment>kingulu/02-capture Task</extracomment>
        <translation>Kamata kete za Kaskazini katika d2.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in d3.</source>
        <extracomment>kete/06-mtaji-capture Task</extracomment>
        <translation>Kamata kete za Kaskazini katika d3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in k3.</source>
        <extracomment>kigogo/04-capture Task</extracomment>
        <translation>Kamata kete za Kaskazini katika k3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s stone on b3.</source>
        <extracomment>kimasai/03-capture Task</extracomment>
        <translation>Kamata jiwe la Kaskazini lililo b3.</translation>
    </message>
    <message>
        <source>Capture both c3 and h3 in one move.</source>
        <extracomment>kete/05-safari Task</extracomment>
        <translation>Kamata c3 na h3 zote mbili katika hatua moja.</translation>
    </message>
    <message>
        <source>Capture four of North&apos;s seeds in one move.</source>
        <extracomment>kigogo/05-front-and-back Task</extracomment>
        <translation>Kamata kete nne za Kaskazini katika hatua moja.</translation>
    </message>
    <message>
        <source>Capture one of North&apos;s stones.</source>
        <extracomment>kimasai/05-back-stone-alone Task</extracomment>
        <translation>Kamata jiwe moja la Kaskazini.</translation>
    </message>
    <message>
        <source>Capture some of North&apos;s seeds.</source>
        <extracomment>kigogo/06-back-hole-alone Task</extracomment>
        <translation>Kamata baadhi ya kete za Kaskazini.</translation>
    </message>
    <message>
        <source>Capture some of North&apos;s seeds. Careful: one of your holes may not be sown.</source>
        <extracomment>kingulu/03-not-allowed Task</extracomment>
        <translation>Kamata baadhi ya kete za Kaskazini. Tahadhari: moja ya mashimo yako haliwezi kutawanywa.</translation>
    </message>
    <message>
        <source>Capture twice in one move: North&apos;s c3, and then g3.</source>
        <extracomment>kete/03-choose-kichwa Task</extracomment>
        <translation>Kamata mara mbili katika hatua moja: c3 ya Kaskazini, kisha g3.</translation>
    </message>
    <message>
        <source>Capture two stones in one move.</source>
        <extracomment>kimasai/04-front-and-back Task</extracomment>
        <translation>Kamata mawe mawili katika hatua moja.</translation>
    </message>
    <message>
        <source>Captured seeds are sown from a kichwa, a2 or h2, towards the centre. In this stage, for a first capture in columns c to f, you choose the kichwa. Which one brings the seeds to g2?</source>
        <extracomment>kete/03-choose-kichwa Hint</extracomment>
        <translation>Kete zilizokamatwa hutawanywa kuanzia kichwa, a2 au h2, kuelekea katikati. Katika hatua hii ya mchezo, kwa kukamata kwa kwanza katika nguzo c hadi f, wewe ndiye unachagua kichwa. Ni kipi kinachofikisha kete hadi g2?</translation>
    </message>
    <message>
        <source>Capturing</source>
        <extracomment>kete/02-capture Title; kigogo/04-capture Title; kimasai/03-capture Title</extracomment>
        <translation>Kukamata</translation>
    </message>
    <message>
        <source>Capturing in mtaji</source>
        <extracomment>kete/06-mtaji-capture Title</extracomment>
        <translation>Kukamata katika mtaji</translation>
    </message>
    <message>
        <source>Capturing into your store</source>
        <extracomment>kingulu/02-capture Title</extracomment>
        <translation>Kukamata kuingia ghalani mwako</translation>
    </message>
    <message>
        <source>Choosing the kichwa</source>
        <extracomment>kete/03-choose-kichwa Title</extracomment>
        <translation>Kuchagua kichwa</translation>
    </message>
    <message>
        <source>Clockwise, the seven seeds go right, round the end and along your back row to e1.</source>
        <extracomment>kete/04-sowing-the-kuu WrongWhy</extracomment>
        <translation>Kwa mwendo wa saa, kete saba huenda kulia, kuzunguka mwisho na katika safu yako ya nyuma hadi e1.</translation>
    </message>
    <message>
        <source>Counterclockwise, the kuu&apos;s six seeds go left, down and along your back row to b1.</source>
        <extracomment>kete/07-mtaji-kuu-first WrongWhy</extracomment>
        <translation>Kinyume cha saa, kete sita za kuu huenda kushoto, chini na katika safu yako ya nyuma hadi b1.</translation>
    </message>
    <message>
        <source>Counterclockwise, the two seeds go left, into d2 and c2.</source>
        <extracomment>kete/10-kuu-keeps-six WrongWhy</extracomment>
        <translation>Kinyume cha saa, kete mbili huenda kushoto, katika d2 na c2.</translation>
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
        <translation>Maliza hatua yako katika shimo tupu la safu yako ya mbele chini kabisa ya kete za Kaskazini. Kutoka l1 mzunguko unapanda hadi l2 na kisha unaenda kushoto.</translation>
    </message>
    <message>
        <source>From l1 the loop turns up to l2. Along your front row the stones then travel to the left, and from a2 down to a1.</source>
        <extracomment>kimasai/02-round-the-end after move 1</extracomment>
        <translation>Kutoka l1 mzunguko unapanda hadi l2. Katika safu yako ya mbele mawe kisha huenda kushoto, na kutoka a2 chini hadi a1.</translation>
    </message>
    <message>
        <source>From the a2 kichwa the two seeds go into a2 and b2. b2 was empty, so the move ends there.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy</extracomment>
        <translation>Kutoka kichwa cha a2 kete mbili huingia a2 na b2. b2 lilikuwa tupu, kwa hiyo hatua inaishia hapo.</translation>
    </message>
    <message>
        <source>From the back row</source>
        <extracomment>kete/11-from-the-back-row Title</extracomment>
        <translation>Kutoka safu ya nyuma</translation>
    </message>
    <message>
        <source>From the h2 kichwa the two seeds went into h2 and g2. g2 faces g3, so you captured again, and those seeds went on from h2.</source>
        <extracomment>kete/03-choose-kichwa after move 1</extracomment>
        <translation>Kutoka kichwa cha h2 kete mbili ziliingia h2 na g2. g2 liko mkabala na g3, kwa hiyo ulikamata tena, na kete hizo ziliendelea kuanzia h2.</translation>
    </message>
    <message>
        <source>Hizi zetu</source>
        <extracomment>kete/08-hizi-zetu Title</extracomment>
        <translation>Hizi zetu</translation>
    </message>
    <message>
        <source>In mtaji, when you cannot capture and your kuu still stands, you must sow the whole kuu, clockwise or counterclockwise.</source>
        <extracomment>kete/07-mtaji-kuu-first Hint</extracomment>
        <translation>Katika mtaji, usipoweza kukamata na kuu yako bado ipo, lazima utawanye kuu nzima, kwa mwendo wa saa au kinyume cha saa.</translation>
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
        <source>No capture is possible, so this move is a takata: a move without capture.</source>
        <extracomment>kete/04-sowing-the-kuu the start</extracomment>
        <translation>Hakuna kukamata kunakowezekana, kwa hiyo hatua hii ni takata: hatua isiyokamata.</translation>
    </message>
    <message>
        <source>None of your front holes held two seeds, so you sowed from your back row: g1&apos;s seeds went into h1 and up into h2.</source>
        <extracomment>kete/11-from-the-back-row after move 1</extracomment>
        <translation>Hakuna shimo lako la mbele lililokuwa na kete mbili, kwa hiyo ulitawanya kutoka safu yako ya nyuma: kete za g1 ziliingia h1 na juu hadi h2.</translation>
    </message>
    <message>
        <source>None of your holes held two seeds, so one seed stepped on into an empty hole. e1 could not move at all: f1 next to it is occupied.</source>
        <extracomment>kigogo/02-single-step after move 1</extracomment>
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
        <source>North has just blocked your c2 with hizi zetu.</source>
        <extracomment>kete/08-hizi-zetu the start</extracomment>
        <translation>Kaskazini amezuia c2 yako kwa hizi zetu.</translation>
    </message>
    <message>
        <source>North has no seeds left to move, so the game ends. You count 4 in your row, 5 in your mtoto b2 and 19 in your store: 28 against North&apos;s 20.</source>
        <extracomment>kingulu/07-counting after move 1</extracomment>
        <translation>Kaskazini hana kete za kucheza tena, kwa hiyo mchezo unaisha. Unahesabu 4 katika safu yako, 5 katika mtoto wako b2 na 19 ghalani mwako: 28 dhidi ya 20 za Kaskazini.</translation>
    </message>
    <message>
        <source>North&apos;s last move blocked your c2 by hizi zetu: this turn you may not sow it, and a lap that ends there ends your move.</source>
        <extracomment>kete/08-hizi-zetu Hint</extracomment>
        <translation>Hatua ya mwisho ya Kaskazini ilizuia c2 yako kwa hizi zetu: zamu hii huwezi kuitawanya, na mzunguko unaoishia hapo unamaliza hatua yako.</translation>
    </message>
    <message>
        <source>One loop</source>
        <extracomment>kingulu/01-sowing Title</extracomment>
        <translation>Mzunguko mmoja</translation>
    </message>
    <message>
        <source>One seed steps</source>
        <extracomment>kigogo/02-single-step Title</extracomment>
        <translation>Kete moja inasogea</translation>
    </message>
    <message>
        <source>Only a stone in North&apos;s front row can be captured, with the back stone behind it if there is one.</source>
        <extracomment>kimasai/05-back-stone-alone Hint</extracomment>
        <translation>Jiwe lililo katika safu ya mbele ya Kaskazini tu ndilo linaweza kukamatwa, pamoja na jiwe la nyuma yake likiwepo.</translation>
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
        <extracomment>kete/05-safari Title</extracomment>
        <translation>Safari</translation>
    </message>
    <message>
        <source>Sow from your kuu so that your last seed lands in g2.</source>
        <extracomment>kete/10-kuu-keeps-six Task</extracomment>
        <translation>Tawanya kutoka kuu yako ili kete yako ya mwisho iangukie g2.</translation>
    </message>
    <message>
        <source>Sow so that a seed goes into your store.</source>
        <extracomment>kingulu/06-into-a-mtoto Task</extracomment>
        <translation>Tawanya ili kete moja iingie ghalani mwako.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in North&apos;s row.</source>
        <extracomment>kingulu/01-sowing Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie d2.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in c1.</source>
        <extracomment>kete/04-sowing-the-kuu Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie safu ya Kaskazini.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in f1.</source>
        <extracomment>kete/07-mtaji-kuu-first Task; kigogo/01-sowing Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie f1.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g1.</source>
        <extracomment>kigogo/03-relay Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie g1.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in h2.</source>
        <extracomment>kete/11-from-the-back-row Task</extracomment>
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
        <extracomment>kete/05-safari after move 1</extracomment>
        <translation>Kete zilizokamatwa ziliishia katika kuu yako na ukaenda safari: kete saba za kuu zilizunguka hadi c1, kete za hapo ziliendelea hadi h2, na h2, likiwa mkabala na h3, lilikamata tena.</translation>
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
        <source>The kuu held six, seven with your reserve seed, and all seven were sown: leftward to a2, down and along your back row to c1. Your kuu is gone now.</source>
        <extracomment>kete/04-sowing-the-kuu after move 1</extracomment>
        <translation>Kuu ilikuwa na kete sita, saba pamoja na kete yako ya akiba, na zote saba zilitawanywa: kushoto hadi a2, chini na katika safu yako ya nyuma hadi c1. Sasa kuu yako imetoweka.</translation>
    </message>
    <message>
        <source>The stone arrived in f2: f3 is captured, and f4 behind it too.</source>
        <extracomment>kimasai/04-front-and-back after move 1</extracomment>
        <translation>Jiwe lilifika f2: f3 linakamatwa, na f4 lililo nyuma yake pia.</translation>
    </message>
    <message>
        <source>The stone went up into l2 and captured l3. North&apos;s g4 is safe: a back stone goes only with the front stone before it.</source>
        <extracomment>kimasai/05-back-stone-alone after move 1</extracomment>
        <translation>Jiwe lilipanda hadi l2 na kukamata l3. g4 ya Kaskazini iko salama: jiwe la nyuma huenda tu pamoja na jiwe la mbele lililo mbele yake.</translation>
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
        <translation>Mzunguko ukiishia katika shimo la Kaskazini lililokuwa na kete tatu hasa, shimo hilo linakuwa lako: mtoto.</translation>
    </message>
    <message>
        <source>When a lap ends in an occupied hole of North&apos;s row, you lift all its seeds and sow on.</source>
        <extracomment>kingulu/04-relay Hint</extracomment>
        <translation>Mzunguko ukiishia katika shimo lenye kete la safu ya Kaskazini, unainua kete zake zote na kuendelea kutawanya.</translation>
    </message>
    <message>
        <source>When one of your front holes holds seeds and faces seeds in North&apos;s front hole, you must capture.</source>
        <extracomment>kete/02-capture the start</extracomment>
        <translation>Shimo lako moja la mbele likiwa na kete na likiwa mkabala na kete katika shimo la mbele la Kaskazini, lazima ukamate.</translation>
    </message>
    <message>
        <source>When the last seed of a lap falls into an occupied hole, you lift everything there and sow on.</source>
        <extracomment>kigogo/03-relay Hint</extracomment>
        <translation>Kete ya mwisho ya mzunguko ikiangukia shimo lenye kete, unainua kila kilichomo na kuendelea kutawanya.</translation>
    </message>
    <message>
        <source>When the sowing of a capture ends in your own kuu, you may stop there or go on: lift the kuu and sow on. That is safari.</source>
        <extracomment>kete/05-safari Hint</extracomment>
        <translation>Utawanyaji wa kukamata ukiishia katika kuu yako mwenyewe, unaweza kusimama hapo au kuendelea: kuinua kuu na kuendelea kutawanya. Hiyo ndiyo safari.</translation>
    </message>
    <message>
        <source>When you capture a front hole, the back hole behind it goes too, if it holds seeds.</source>
        <extracomment>kigogo/05-front-and-back Hint</extracomment>
        <translation>Unapokamata shimo la mbele, shimo la nyuma lililo nyuma yake linaenda pia, likiwa na kete.</translation>
    </message>
    <message>
        <source>When you capture a front stone, North&apos;s back stone in the same column goes too.</source>
        <extracomment>kimasai/04-front-and-back Hint</extracomment>
        <translation>Unapokamata jiwe la mbele, jiwe la nyuma la Kaskazini katika nguzo hiyo hiyo linaenda pia.</translation>
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
        <extracomment>kete/11-from-the-back-row Hint</extracomment>
        <translation>Bila kukamata, bila kuu na bila shimo la mbele lenye kete mbili au zaidi, unatawanya shimo la nyuma lenye kete mbili au zaidi. Kinyume cha saa ni kwenda kulia katika safu yako ya nyuma.</translation>
    </message>
    <message>
        <source>With no hole of two or more, a single seed steps one hole counterclockwise, and only into an empty hole. From l1 the loop turns up into l2.</source>
        <extracomment>kigogo/02-single-step Hint</extracomment>
        <translation>Bila shimo lenye kete mbili au zaidi, kete moja husogea shimo moja kinyume cha saa, na hadi shimo tupu tu. Kutoka l1 mzunguko unapanda hadi l2.</translation>
    </message>
    <message>
        <source>With no reserve seeds you lift all the seeds of one hole. It captures when its first lap ends in a front hole that held seeds, facing North&apos;s seeds.</source>
        <extracomment>kete/06-mtaji-capture Hint</extracomment>
        <translation>Bila kete za akiba unainua kete zote za shimo moja. Hukamata mzunguko wake wa kwanza ukiishia katika shimo la mbele lililokuwa na kete, lililo mkabala na kete za Kaskazini.</translation>
    </message>
    <message>
        <source>You captured d3, the seeds from the a2 kichwa reached c2, and c2 captured c3: North&apos;s front row is empty. Bao hamna, you win.</source>
        <extracomment>kete/09-bao-hamna after move 1</extracomment>
        <translation>Ulikamata d3, kete kutoka kichwa cha a2 zilifika c2, na c2 lilikamata c3: safu ya mbele ya Kaskazini iko tupu. Bao hamna, umeshinda.</translation>
    </message>
    <message>
        <source>You captured e3 and e4, North&apos;s last stones: you win.</source>
        <extracomment>kimasai/07-win after move 1</extracomment>
        <translation>Ulikamata e3 na e4, mawe ya mwisho ya Kaskazini: umeshinda.</translation>
    </message>
    <message>
        <source>You captured e3, and with it e4 in North&apos;s back row: four seeds in all.</source>
        <extracomment>kigogo/05-front-and-back after move 1</extracomment>
        <translation>Ulikamata e3, na pamoja nalo e4 katika safu ya nyuma ya Kaskazini: kete nne kwa jumla.</translation>
    </message>
    <message>
        <source>You captured f3 and f4, North&apos;s last seeds. With no seeds, North cannot move: you win.</source>
        <extracomment>kigogo/08-win after move 1</extracomment>
        <translation>Ulikamata f3 na f4, kete za mwisho za Kaskazini. Bila kete, Kaskazini hawezi kucheza: umeshinda.</translation>
    </message>
    <message>
        <source>You captured k3. North&apos;s four seeds in e4 are safe: a back hole is taken only together with the front hole before it.</source>
        <extracomment>kigogo/06-back-hole-alone after move 1</extracomment>
        <translation>Ulikamata k3. Kete nne za Kaskazini katika e4 ziko salama: shimo la nyuma huchukuliwa tu pamoja na shimo la mbele lililo mbele yake.</translation>
    </message>
    <message>
        <source>You could not capture, so you had to sow your kuu, all six seeds: right to h2, down and back along your back row to f1.</source>
        <extracomment>kete/07-mtaji-kuu-first after move 1</extracomment>
        <translation>Hukuweza kukamata, kwa hiyo ilibidi utawanye kuu yako, kete zote sita: kulia hadi h2, chini na kurudi katika safu yako ya nyuma hadi f1.</translation>
    </message>
    <message>
        <source>You placed a reserve seed into g2 and sowed its two seeds leftward: the last one fell into your kuu, and a lap that ends in your kuu ends the move.</source>
        <extracomment>kete/01-kuu after move 1</extracomment>
        <translation>Uliweka kete ya akiba katika g2 na kutawanya kete zake mbili kuelekea kushoto: ya mwisho iliangukia kuu yako, na mzunguko unaoishia katika kuu yako unamaliza hatua.</translation>
    </message>
    <message>
        <source>You play North. Capture South&apos;s stone on d2.</source>
        <extracomment>kimasai/06-playing-north Task</extracomment>
        <translation>Unacheza Kaskazini. Kamata jiwe la Kusini lililo d2.</translation>
    </message>
    <message>
        <source>You play South. Your kuu, the big square hole, is e2. Each move you first place one seed from your reserve into a front hole that holds seeds, then sow that hole clockwise or counterclockwise.</source>
        <extracomment>kete/01-kuu the start</extracomment>
        <translation>Unacheza Kusini. Kuu yako, shimo kubwa la mraba, ni e2. Kila hatua kwanza unaweka kete moja kutoka akiba yako katika shimo la mbele lenye kete, kisha unatawanya shimo hilo kwa mwendo wa saa au kinyume cha saa.</translation>
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
        <source>Your kuu held seven, eight with your reserve seed, so only two were sown, into f2 and g2. The kuu keeps six and stays a kuu.</source>
        <extracomment>kete/10-kuu-keeps-six after move 1</extracomment>
        <translation>Kuu yako ilikuwa na kete saba, nane pamoja na kete yako ya akiba, kwa hiyo mbili tu zilitawanywa, katika f2 na g2. Kuu inabaki na sita na inaendelea kuwa kuu.</translation>
    </message>
    <message>
        <source>Your kuu is e2, the fourth hole from your right. Counterclockwise runs to the left along your front row.</source>
        <extracomment>kete/01-kuu Hint</extracomment>
        <translation>Kuu yako ni e2, shimo la nne kutoka kulia kwako. Kinyume cha saa ni kwenda kushoto katika safu yako ya mbele.</translation>
    </message>
    <message>
        <source>Your kuu is your only front hole with seeds, so you may sow it: with your reserve seed it holds seven, and all seven are sown.</source>
        <extracomment>kete/04-sowing-the-kuu Hint</extracomment>
        <translation>Kuu yako ndiyo shimo lako pekee la mbele lenye kete, kwa hiyo unaweza kuitawanya: pamoja na kete yako ya akiba ina saba, na zote saba zinatawanywa.</translation>
    </message>
    <message>
        <source>Your last seed fell into e1, which held a seed: you lifted both and sowed on into f1 and g1. An empty hole ended the move.</source>
        <extracomment>kigogo/03-relay after move 1</extracomment>
        <translation>Kete yako ya mwisho iliangukia e1, lililokuwa na kete moja: uliinua zote mbili na kuendelea kutawanya katika f1 na g1. Shimo tupu lilimaliza hatua.</translation>
    </message>
    <message>
        <source>Your last seed fell into the empty front hole k2, with North&apos;s k3 straight opposite: those seeds are captured and leave the game.</source>
        <extracomment>kigogo/04-capture after move 1</extracomment>
        <translation>Kete yako ya mwisho iliangukia shimo tupu la mbele k2, k3 ya Kaskazini ikiwa mkabala moja kwa moja: kete hizo zinakamatwa na kutoka mchezoni.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty d1 with North&apos;s d2 opposite: those two seeds and your capturing seed go into your store.</source>
        <extracomment>kingulu/02-capture after move 1</extracomment>
        <translation>Kete yako ya mwisho iliangukia d1 yako iliyokuwa tupu, d2 ya Kaskazini ikiwa mkabala: kete hizo mbili na kete yako iliyokamata zinaingia ghalani mwako.</translation>
    </message>
    <message>
        <source>Your last seed fell into your mtoto f2, so it went into your store, and the move ended.</source>
        <extracomment>kingulu/06-into-a-mtoto after move 1</extracomment>
        <translation>Kete yako ya mwisho iliangukia mtoto wako f2, kwa hiyo ilienda ghalani mwako, na hatua ikaisha.</translation>
    </message>
    <message>
        <source>Your reserve is empty, none of your moves can capture, and your kuu still stands.</source>
        <extracomment>kete/07-mtaji-kuu-first the start</extracomment>
        <translation>Akiba yako imekwisha, hakuna hatua yako inayoweza kukamata, na kuu yako bado ipo.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is the mtaji stage.</source>
        <extracomment>kete/06-mtaji-capture the start</extracomment>
        <translation>Akiba yako imekwisha: hii ni hatua ya mtaji.</translation>
    </message>
    <message>
        <source>Your reserve seed went into c2, opposite North&apos;s c3: c3&apos;s seeds are captured and sown back into your front row, starting in a kichwa, an end hole.</source>
        <extracomment>kete/02-capture after move 1</extracomment>
        <translation>Kete yako ya akiba iliingia c2, mkabala na c3 ya Kaskazini: kete za c3 zinakamatwa na kutawanywa tena katika safu yako ya mbele, kuanzia kichwa, shimo la mwisho.</translation>
    </message>
    <message>
        <source>Your seed fell into f2, which held one: you lifted both and sowed on into e2 and d2. d2 was empty, so the move ends.</source>
        <extracomment>kingulu/04-relay after move 1</extracomment>
        <translation>Kete yako iliangukia f2, lililokuwa na kete moja: uliinua zote mbili na kuendelea kutawanya katika e2 na d2. d2 lilikuwa tupu, kwa hiyo hatua inaisha.</translation>
    </message>
    <message>
        <source>Your stone arrived in b2 with North&apos;s stone opposite in b3: it is captured and leaves the game.</source>
        <extracomment>kimasai/03-capture after move 1</extracomment>
        <translation>Jiwe lako lilifika b2, jiwe la Kaskazini likiwa mkabala katika b3: linakamatwa na kutoka mchezoni.</translation>
    </message>
    <message>
        <source>a1 captures North&apos;s c2, but its last seed ends in c1, in your own row.</source>
        <extracomment>kingulu/04-relay WrongWhy</extracomment>
        <translation>a1 inakamata c2 ya Kaskazini, lakini kete yake ya mwisho inaishia c1, katika safu yako mwenyewe.</translation>
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
        <extracomment>kete/11-from-the-back-row WrongWhy</extracomment>
        <translation>Kete tatu za b1 zinaenda kwa mwendo wa saa katika a1, a2 na b2: ya mwisho inaangukia b2.</translation>
    </message>
    <message>
        <source>c1 held three seeds: one each into d1, e1 and f1. The single seeds in b1 and g2 may not move while you have a hole of two or more.</source>
        <extracomment>kigogo/01-sowing after move 1</extracomment>
        <translation>c1 ilikuwa na kete tatu: moja moja katika d1, e1 na f1. Kete moja moja za b1 na g2 haziwezi kusogea ukiwa na shimo lenye kete mbili au zaidi.</translation>
    </message>
    <message>
        <source>c1&apos;s seed fell into the empty d1 and captured d2. a1 would have ended its first lap in your occupied c1: that is not allowed.</source>
        <extracomment>kingulu/03-not-allowed after move 1</extracomment>
        <translation>Kete ya c1 iliangukia d1 tupu na kukamata d2. a1 ingemaliza mzunguko wake wa kwanza katika c1 yako yenye kete: hilo haliruhusiwi.</translation>
    </message>
    <message>
        <source>c1&apos;s seeds end in e1, in your back row: only a move that ends in your front row captures.</source>
        <extracomment>kigogo/04-capture WrongWhy</extracomment>
        <translation>Kete za c1 zinaishia e1, katika safu yako ya nyuma: hatua inayoishia katika safu yako ya mbele tu ndiyo hukamata.</translation>
    </message>
    <message>
        <source>c2 captures b3, but b4 behind it is empty: that is one stone.</source>
        <extracomment>kimasai/04-front-and-back WrongWhy</extracomment>
        <translation>c2 inakamata b3, lakini b4 nyuma yake liko tupu: hilo ni jiwe moja.</translation>
    </message>
    <message>
        <source>c2 is blocked. Sow so that your move ends in c2.</source>
        <extracomment>kete/08-hizi-zetu Task</extracomment>
        <translation>c2 imezuiwa. Tawanya ili hatua yako iishie c2.</translation>
    </message>
    <message>
        <source>c2&apos;s seed stepped into the empty b2, opposite North&apos;s b3: b3 and b4 behind it are captured.</source>
        <extracomment>kigogo/07-step-capture after move 1</extracomment>
        <translation>Kete ya c2 ilisogea hadi b2 tupu, mkabala na b3 ya Kaskazini: b3 na b4 nyuma yake zinakamatwa.</translation>
    </message>
    <message>
        <source>c2ccw captures c3, but it stops in your kuu: h3 is not taken.</source>
        <extracomment>kete/05-safari WrongWhy</extracomment>
        <translation>c2ccw inakamata c3, lakini inasimama katika kuu yako: h3 halichukuliwi.</translation>
    </message>
    <message>
        <source>c3 stepped into d3, opposite South&apos;s d2: d2 is captured, and d1 behind it too.</source>
        <extracomment>kimasai/06-playing-north after move 1</extracomment>
        <translation>c3 ilisogea hadi d3, mkabala na d2 ya Kusini: d2 linakamatwa, na d1 nyuma yake pia.</translation>
    </message>
    <message>
        <source>d1 stepped into the empty e1. b1 and c1 could not move: the next hole of each was occupied.</source>
        <extracomment>kimasai/01-step after move 1</extracomment>
        <translation>d1 ilisogea hadi e1 tupu. b1 na c1 hazikuweza kusogea: shimo linalofuata la kila moja lilikuwa na jiwe.</translation>
    </message>
    <message>
        <source>d1&apos;s three seeds went into e1, f1 and, round the corner, f2 in North&apos;s row. It was empty, so the move ends there.</source>
        <extracomment>kingulu/01-sowing after move 1</extracomment>
        <translation>Kete tatu za d1 ziliingia e1, f1 na, baada ya kona, f2 katika safu ya Kaskazini. Lilikuwa tupu, kwa hiyo hatua inaishia hapo.</translation>
    </message>
    <message>
        <source>e1 steps into f1, which is still in your back row.</source>
        <extracomment>kimasai/02-round-the-end WrongWhy</extracomment>
        <translation>e1 inasogea hadi f1, ambalo bado liko katika safu yako ya nyuma.</translation>
    </message>
    <message>
        <source>e1&apos;s seed stops in f1, but f2 opposite is empty: nothing is captured and the seed stays.</source>
        <extracomment>kingulu/02-capture WrongWhy</extracomment>
        <translation>Kete ya e1 inasimama f1, lakini f2 mkabala liko tupu: hakuna kinachokamatwa na kete inabaki.</translation>
    </message>
    <message>
        <source>e1&apos;s seed stops in f1, but f2 opposite is empty: nothing to capture.</source>
        <extracomment>kingulu/03-not-allowed WrongWhy</extracomment>
        <translation>Kete ya e1 inasimama f1, lakini f2 mkabala liko tupu: hakuna cha kukamata.</translation>
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
        <extracomment>kingulu/05-mtoto after move 1</extracomment>
        <translation>f2 ilikuwa na kete tatu, kete yako ya mwisho ikafanya nne, na kete uliyodondosha katika f1 kabla yake inajiunga nayo: f2 ni mtoto wako, kete tano zinazohesabiwa kwako.</translation>
    </message>
    <message>
        <source>f2 is your mtoto, c1 is North&apos;s: no move may start from a mtoto, and its seeds are never taken.</source>
        <extracomment>kingulu/06-into-a-mtoto the start</extracomment>
        <translation>f2 ni mtoto wako, c1 ni wa Kaskazini: hakuna hatua inayoweza kuanzia katika mtoto, na kete zake hazikamatwi kamwe.</translation>
    </message>
    <message>
        <source>f2 steps into e2, but North&apos;s e3 is empty: there is nothing to capture.</source>
        <extracomment>kimasai/03-capture WrongWhy</extracomment>
        <translation>f2 inasogea hadi e2, lakini e3 la Kaskazini liko tupu: hakuna cha kukamata.</translation>
    </message>
    <message>
        <source>f2&apos;s two seeds went into e2 and d2. d2 held a seed and faces d3: a capture. While you can capture, you must.</source>
        <extracomment>kete/06-mtaji-capture after move 1</extracomment>
        <translation>Kete mbili za f2 ziliingia e2 na d2. d2 lilikuwa na kete na liko mkabala na d3: ni kukamata. Ukiweza kukamata, lazima ukamate.</translation>
    </message>
    <message>
        <source>f2ccw captures d3, but its seeds are sown from h2 and stop in f2: c3 is left, and North plays on.</source>
        <extracomment>kete/09-bao-hamna WrongWhy</extracomment>
        <translation>f2ccw inakamata d3, lakini kete zake zinatawanywa kuanzia h2 na kusimama f2: c3 linabaki, na Kaskazini anaendelea kucheza.</translation>
    </message>
    <message>
        <source>g1 steps into h1, in your back row: no capture there.</source>
        <extracomment>kigogo/07-step-capture WrongWhy</extracomment>
        <translation>g1 inasogea hadi h1, katika safu yako ya nyuma: hakuna kukamata hapo.</translation>
    </message>
    <message>
        <source>g1 steps into h1: along your back row the stones go to the right.</source>
        <extracomment>kimasai/01-step WrongWhy</extracomment>
        <translation>g1 inasogea hadi h1: katika safu yako ya nyuma mawe huenda kulia.</translation>
    </message>
    <message>
        <source>g2 captures too, but it takes the one seed in g3, not c3.</source>
        <extracomment>kete/02-capture WrongWhy</extracomment>
        <translation>g2 nayo inakamata, lakini inachukua kete moja ya g3, si c3.</translation>
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
        <translation>h1ccw nayo inakamata, lakini mzunguko wake wa kwanza unaishia f2, kwa hiyo inachukua f3, si d3.</translation>
    </message>
    <message>
        <source>h2 steps into g2, but North&apos;s front hole g3 is empty. The back stone in g4 alone is never taken.</source>
        <extracomment>kimasai/05-back-stone-alone WrongWhy</extracomment>
        <translation>h2 inasogea hadi g2, lakini shimo la mbele la Kaskazini g3 liko tupu. Jiwe la nyuma katika g4 peke yake halichukuliwi kamwe.</translation>
    </message>
    <message>
        <source>i2 steps into h2, but h3 is empty: nothing is captured and North plays on.</source>
        <extracomment>kimasai/07-win WrongWhy</extracomment>
        <translation>i2 inasogea hadi h2, lakini h3 liko tupu: hakuna kinachokamatwa na Kaskazini anaendelea kucheza.</translation>
    </message>
    <message>
        <source>j1&apos;s seeds end in l1, in your back row: they capture nothing and North keeps playing.</source>
        <extracomment>kigogo/08-win WrongWhy</extracomment>
        <translation>Kete za j1 zinaishia l1, katika safu yako ya nyuma: hazikamati chochote na Kaskazini anaendelea kucheza.</translation>
    </message>
    <message>
        <source>k1 captures k3, but k4 behind it is empty: that is only one seed.</source>
        <extracomment>kigogo/05-front-and-back WrongWhy</extracomment>
        <translation>k1 inakamata k3, lakini k4 nyuma yake liko tupu: hiyo ni kete moja tu.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in d2.</source>
        <extracomment>kingulu/04-relay Task</extracomment>
        <translation>Tawanya ili kete yako ya mwisho iangukie c1.</translation>
    </message>
    <message>
        <source>Clockwise, g2&apos;s seeds go right and down into h1: the move ends there, not in c2.</source>
        <extracomment>kete/08-hizi-zetu WrongWhy</extracomment>
        <translation>Kwa mwendo wa saa, kete za g2 huenda kulia na chini hadi h1: hatua inaishia hapo, si c2.</translation>
    </message>
    <message>
        <source>Your lap went on from e2, and its last seed fell into c2, the blocked hole: the move ends there instead of lifting c2 and sowing on.</source>
        <extracomment>kete/08-hizi-zetu after move 1</extracomment>
        <translation>Mzunguko wako uliendelea kutoka e2, na kete yake ya mwisho ikaangukia c2, shimo lililozuiwa: hatua inaishia hapo badala ya kuinua c2 na kuendelea kutawanya.</translation>
    </message>
    <message>
        <source>Make North&apos;s f2 your mtoto with five seeds in it.</source>
        <extracomment>kingulu/08-the-seed-before Task</extracomment>
        <translation>Fanya f2 ya Kaskazini kuwa mtoto wako wenye kete tano ndani yake.</translation>
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
        <extracomment>kingulu/08-the-seed-before after move 1</extracomment>
        <translation>Mzunguko wa d1 ulitawanya kete tatu. Ya mwisho ilifanya f2 kuwa mtoto wako, na ile iliyodondoshwa katika f1 kabla yake ilihamia humo pia: kete tano.</translation>
    </message>
    <message>
        <source>f1&apos;s lap is a single seed: it has no seed before its last, so f2 becomes a mtoto of only four.</source>
        <extracomment>kingulu/08-the-seed-before WrongWhy</extracomment>
        <translation>Mzunguko wa f1 ni kete moja tu: hauna kete kabla ya ile ya mwisho, kwa hiyo f2 inakuwa mtoto wa kete nne tu.</translation>
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
</TS>
