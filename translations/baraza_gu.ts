<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="gu">
<context>
    <name>AnalysisPane</name>
    <message>
        <source>The game is over: no moves to analyse.</source>
        <extracomment>The analysis pane at a position where the game has ended.</extracomment>
        <translation>રમત પૂરી થઈ છે: વિશ્લેષણ માટે કોઈ ચાલ નથી.</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <extracomment>Under the analysis: how to get the moves of the game judged.</extracomment>
        <translation>રમતનું વિશ્લેષણ થાય છે…</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <extracomment>The analysis pane before the first result, or while the computer thinks about its own move.</extracomment>
        <translation>વિશ્લેષણ થાય છે…</translation>
    </message>
    <message>
        <source>Waiting for the search…</source>
        <translation>શોધની રાહ જોવાય છે…</translation>
    </message>
    <message>
        <source>Values for %1, the side to move · depth %2 · %3 positions</source>
        <extracomment>The analysis pane: %1 is the side to move (values are for that side), %2 the depth in moves (plies) looked ahead, %3 how many positions were searched.</extracomment>
        <translation>%1 માટે મૂલ્યો, જેનો વારો છે · ઊંડાઈ %2 · %3 સ્થિતિઓ</translation>
    </message>
    <message>
        <source>complete</source>
        <extracomment>The analysis pane: the engine has looked as far as it can (or proven the outcome).</extracomment>
        <translation>પૂર્ણ</translation>
    </message>
    <message>
        <source>Game → Analyse game judges every move.</source>
        <translation>રમત → રમતનું વિશ્લેષણ દરેક ચાલને મૂલવે છે.</translation>
    </message>
    <message>
        <source>Inaccuracies ?!: %1 · mistakes ?: %2 · blunders ??: %3</source>
        <extracomment>A summary of the judged moves: how many inaccuracies (?!), mistakes (?) and blunders (??).</extracomment>
        <translation>નાની ચૂક ?!: %1 · ભૂલો ?: %2 · મોટી ભૂલો ??: %3</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>વિશ્લેષણ</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>ચાલ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>મૂલ્ય</translation>
    </message>
    <message>
        <source>Expected line</source>
        <translation>અપેક્ષિત ક્રમ</translation>
    </message>
    <message>
        <source>Show best move</source>
        <translation>શ્રેષ્ઠ ચાલ બતાવો</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Stops Game → Analyse game.</extracomment>
        <translation>રદ કરો</translation>
    </message>
    <message>
        <source>The evaluation after every move, South&apos;s advantage up; click to look at a position</source>
        <translation>દરેક ચાલ પછીનું મૂલ્યાંકન, દક્ષિણનો લાભ ઉપર; સ્થિતિ જોવા ક્લિક કરો</translation>
    </message>
    <message>
        <source>The computer is working out its move: analyse the game after it.</source>
        <extracomment>Game → Analyse game asked for while the computer opponent works out its move (that comes first).</extracomment>
        <translation>કમ્પ્યુટર પોતાની ચાલ વિચારે છે: તે પછી રમતનું વિશ્લેષણ કરો.</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>South&apos;s former kuu</source>
        <extracomment>Kete: the kuu square of a side whose kuu has been emptied and no longer counts (L-3).</extracomment>
        <translation>દક્ષિણનું ભૂતપૂર્વ કુઉ</translation>
    </message>
    <message>
        <source>North&apos;s former kuu</source>
        <translation>ઉત્તરનું ભૂતપૂર્વ કુઉ</translation>
    </message>
    <message>
        <source>South&apos;s kuu</source>
        <translation>દક્ષિણનું કુઉ</translation>
    </message>
    <message>
        <source>North&apos;s kuu</source>
        <translation>ઉત્તરનું કુઉ</translation>
    </message>
    <message>
        <source>South&apos;s mtoto</source>
        <extracomment>Kingulu: a pit that has become a mtoto, sowing into its owner&apos;s store.</extracomment>
        <translation>દક્ષિણનો મ્તોતો</translation>
    </message>
    <message>
        <source>North&apos;s mtoto</source>
        <translation>ઉત્તરનો મ્તોતો</translation>
    </message>
    <message>
        <source>South&apos;s pit</source>
        <translation>દક્ષિણનો ખાડો</translation>
    </message>
    <message>
        <source>North&apos;s pit</source>
        <translation>ઉત્તરનો ખાડો</translation>
    </message>
    <message>
        <source>blocked this turn (hizi zetu)</source>
        <extracomment>Kete: the hizi zetu hole, which may not be sown this turn.</extracomment>
        <translation>આ વારે બંધ (hizi zetu)</translation>
    </message>
    <message>
        <source>1 seed</source>
        <extracomment>English has no numerus forms of its own, so one seed has its own text.</extracomment>
        <translation>1 બીજ</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds</source>
        <translation>
            <numerusform>%n બીજ</numerusform>
            <numerusform>%n બીજ</numerusform>
        </translation>
    </message>
    <message>
        <source>A move can start here; the dotted ring shows where its first lap ends.</source>
        <extracomment>Tooltip of a pit a move can start from: what the dotted ring on the board means.</extracomment>
        <translation>અહીંથી ચાલ શરૂ થઈ શકે છે; ટપકાંવાળું વર્તુળ બતાવે છે કે તેનો પહેલો ફેરો ક્યાં પૂરો થાય છે.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1 — to move</source>
        <translation>%1 — ચાલનો વારો</translation>
    </message>
    <message>
        <source>Reserve: %1</source>
        <extracomment>Kete: the seeds a player has not yet placed on the board (the nemo stage).</extracomment>
        <translation>અનામત: %1</translation>
    </message>
    <message>
        <source>Seeds: %1</source>
        <translation>બીજ: %1</translation>
    </message>
    <message>
        <source>Store: %1</source>
        <translation>ભંડાર: %1</translation>
    </message>
    <message>
        <source>Captured: %1</source>
        <translation>કબજે કરેલા: %1</translation>
    </message>
    <message>
        <source>%1 — moving</source>
        <extracomment>The header of the side whose move is being shown, seed by seed.</extracomment>
        <translation>%1 — ચાલ ચાલી રહી છે</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>What a screen reader calls the board; its pits are named one by one.</extracomment>
        <translation>પાટિયું</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>%1: the best move was %2 (%3); this move: %4</source>
        <extracomment>Tooltip of a judged move: %1 the judgement (Blunder, Mistake, ...), %2 the best move, %3 its value, %4 the value of the move played (values in seeds, or &quot;wins in 5&quot; and the like).</extracomment>
        <translation>%1: શ્રેષ્ઠ ચાલ %2 હતી (%3); આ ચાલ: %4</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>kete</source>
        <extracomment>Glossary: the word &quot;kete&quot; (seeds), as the language writes it.</extracomment>
        <translation>કેટે</translation>
    </message>
    <message>
        <source>The seeds of Bao la Kete; the game is named after them.</source>
        <translation>બાઓ લા કેટેના બીજ; રમતનું નામ તેમના પરથી પડ્યું છે.</translation>
    </message>
    <message>
        <source>kuu</source>
        <extracomment>Glossary: the word &quot;kuu&quot;, as the language writes it.</extracomment>
        <translation>કુઉ</translation>
    </message>
    <message>
        <source>Bao la Kete: the square hole, South&apos;s e2 and North&apos;s d3. It starts with six seeds and is gone for good once its seeds are lifted or captured (L-1, L-2).</source>
        <translation>બાઓ લા કેટે: ચોરસ ખાડો, દક્ષિણનો e2 અને ઉત્તરનો d3. તે છ બીજથી શરૂ થાય છે અને તેના બીજ ઉપાડાય કે કબજે થાય પછી હંમેશ માટે જાય છે (L-1, L-2).</translation>
    </message>
    <message>
        <source>kichwa</source>
        <extracomment>Glossary: the word &quot;kichwa&quot;, as the language writes it.</extracomment>
        <translation>કિચ્વા</translation>
    </message>
    <message>
        <source>Bao la Kete: an end hole of a front row (a and h). Captured seeds are sown from a kichwa (L-5).</source>
        <translation>બાઓ લા કેટે: આગલી હારનો છેડાનો ખાડો (a અને h). કબજે કરેલા બીજ કિચ્વાથી વાવાય છે (L-5).</translation>
    </message>
    <message>
        <source>kimbi</source>
        <extracomment>Glossary: the word &quot;kimbi&quot;, as the language writes it.</extracomment>
        <translation>કિમ્બી</translation>
    </message>
    <message>
        <source>Bao la Kete: the two holes at each end of a front row, columns a, b, g and h (L-5).</source>
        <translation>બાઓ લા કેટે: આગલી હારના દરેક છેડાના બે ખાડા, સ્તંભ a, b, g અને h (L-5).</translation>
    </message>
    <message>
        <source>nemo</source>
        <extracomment>Glossary: the word &quot;nemo&quot;, as the language writes it.</extracomment>
        <translation>નેમો</translation>
    </message>
    <message>
        <source>Bao la Kete: the first stage, while a player still has seeds in reserve; each move begins by placing one (L-3, L-7, L-8).</source>
        <translation>બાઓ લા કેટે: પહેલો તબક્કો, જ્યાં સુધી ખેલાડી પાસે અનામતમાં બીજ હોય; દરેક ચાલ એક બીજ મૂકવાથી શરૂ થાય છે (L-3, L-7, L-8).</translation>
    </message>
    <message>
        <source>mtaji</source>
        <extracomment>Glossary: the word &quot;mtaji&quot;, as the language writes it.</extracomment>
        <translation>મતાજી</translation>
    </message>
    <message>
        <source>Bao la Kete: the second stage, once a player&apos;s reserve is empty; moves start by lifting a hole (L-3, L-9, L-10).</source>
        <translation>બાઓ લા કેટે: બીજો તબક્કો, ખેલાડીનું અનામત ખાલી થાય પછી; ચાલ એક ખાડો ઉપાડવાથી શરૂ થાય છે (L-3, L-9, L-10).</translation>
    </message>
    <message>
        <source>takata</source>
        <extracomment>Glossary: the word &quot;takata&quot;, as the language writes it.</extracomment>
        <translation>તાકાતા</translation>
    </message>
    <message>
        <source>Bao la Kete: a move that captures nothing (L-8, L-10).</source>
        <translation>બાઓ લા કેટે: એવી ચાલ જે કંઈ કબજે કરતી નથી (L-8, L-10).</translation>
    </message>
    <message>
        <source>safari</source>
        <extracomment>Glossary: the word &quot;safari&quot;, as the language writes it.</extracomment>
        <translation>સફારી</translation>
    </message>
    <message>
        <source>Bao la Kete: going on out of one&apos;s own kuu when a capture&apos;s sowing ends there: the kuu is lifted and gone (L-6.3).</source>
        <translation>બાઓ લા કેટે: કબજાની વાવણી પોતાના કુઉમાં પૂરી થાય ત્યારે ત્યાંથી આગળ વધવું: કુઉ ઉપાડાય છે અને જાય છે (L-6.3).</translation>
    </message>
    <message>
        <source>hizi zetu</source>
        <extracomment>Glossary: the words &quot;hizi zetu&quot;, as the language writes them.</extracomment>
        <translation>હિઝી ઝેતુ</translation>
    </message>
    <message>
        <source>Bao la Kete: the Lamu blocking rule. After a takata, a hole the mover could capture next is marked: the opponent may not start from it on his next move (L-11).</source>
        <translation>બાઓ લા કેટે: લામુનો અવરોધનો નિયમ. તાકાતા પછી, ચાલનાર આગળ જે ખાડો કબજે કરી શકે તેના પર નિશાની થાય છે: વિરોધી તેની આગલી ચાલમાં ત્યાંથી શરૂ કરી શકતો નથી (L-11).</translation>
    </message>
    <message>
        <source>bao hamna</source>
        <extracomment>Glossary: the words &quot;bao hamna&quot;, as the language writes them.</extracomment>
        <translation>બાઓ હામ્ના</translation>
    </message>
    <message>
        <source>Bao la Kete: &quot;no board&quot;: a capture that empties the opponent&apos;s front row wins at once (L-12).</source>
        <translation>બાઓ લા કેટે: &quot;બોર્ડ નહીં&quot;: વિરોધીની આગલી હાર ખાલી કરતો કબજો તરત જ જીતે છે (L-12).</translation>
    </message>
    <message>
        <source>mtoto</source>
        <extracomment>Glossary: the word &quot;mtoto&quot;, as the language writes it.</extracomment>
        <translation>મ્તોતો</translation>
    </message>
    <message>
        <source>Bao Kingulu: a hole a player has claimed by ending a lap in an opponent&apos;s hole of three. It keeps its seeds; seeds sown into it go to its owner&apos;s store (G-2, G-6).</source>
        <translation>બાઓ કિંગુલુ: ખેલાડીએ વિરોધીના ત્રણ બીજવાળા ખાડામાં ફેરો પૂરો કરીને મેળવેલો ખાડો. તે પોતાના બીજ રાખે છે; તેમાં વાવેલા બીજ તેના માલિકના ભંડારમાં જાય છે (G-2, G-6).</translation>
    </message>
</context>
<context>
    <name>HintExplanation</name>
    <message>
        <source>%1 wins the game.</source>
        <extracomment>A hint&apos;s reason: %1 is the move.</extracomment>
        <translation>%1 રમત જીતે છે.</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds and leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent (North, South); %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 %n બીજ કબજે કરે છે અને %2 માટે કંઈ કબજે કરવાનું છોડતી નથી.</numerusform>
            <numerusform>%1 %n બીજ કબજે કરે છે અને %2 માટે કંઈ કબજે કરવાનું છોડતી નથી.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds, more than %2 can take back.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 %n બીજ કબજે કરે છે, %2 પાછા લઈ શકે તેના કરતાં વધુ.</numerusform>
            <numerusform>%1 %n બીજ કબજે કરે છે, %2 પાછા લઈ શકે તેના કરતાં વધુ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move; %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 %n બીજ કબજે કરે છે.</numerusform>
            <numerusform>%1 %n બીજ કબજે કરે છે.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 makes %2 your mtoto.</source>
        <extracomment>A hint&apos;s reason (Kingulu, G-6): %1 is the move, %2 the hole that becomes the player&apos;s mtoto.</extracomment>
        <translation>%1 %2ને તમારો મ્તોતો બનાવે છે.</translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n seeds into your store.</source>
        <extracomment>A hint&apos;s reason (Kingulu): %1 is the move; %n seeds go into the player&apos;s store.</extracomment>
        <translation>
            <numerusform>%1 તમારા ભંડારમાં %n બીજ મૂકે છે.</numerusform>
            <numerusform>%1 તમારા ભંડારમાં %n બીજ મૂકે છે.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sows into your kuu.</source>
        <extracomment>A hint&apos;s reason (Kete): %1 is the move, which ends in the player&apos;s own kuu.</extracomment>
        <translation>%1 તમારા કુઉમાં વાવે છે.</translation>
    </message>
    <message>
        <source>%1 leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent (North, South).</extracomment>
        <translation>%1 %2 માટે કંઈ કબજે કરવાનું છોડતી નથી.</translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s best answer captures %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds the opponent&apos;s best answer captures.</extracomment>
        <translation>
            <numerusform>%1 પછી %2નો શ્રેષ્ઠ જવાબ %n બીજ કબજે કરે છે.</numerusform>
            <numerusform>%1 પછી %2નો શ્રેષ્ઠ જવાબ %n બીજ કબજે કરે છે.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the strongest move the engine found.</source>
        <extracomment>A hint&apos;s reason when there is nothing more to say: %1 is the move.</extracomment>
        <translation>%1 એન્જિનને મળેલી સૌથી મજબૂત ચાલ છે.</translation>
    </message>
</context>
<context>
    <name>LocalFileColumns</name>
    <message>
        <source>Bao game</source>
        <extracomment>The type of a .bao file in the Open and Save dialogs&apos; file list.</extracomment>
        <translation>બાઓ રમત</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Baraza — %1</source>
        <translation>બરાઝા — %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;રમત</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>દેખા&amp;વ</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>એનિમેશનની &amp;ઝડપ</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>ભાષા (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;મદદ</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;નવી રમત…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>નવી રમત શરૂ કરો</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>ચા&amp;લ પાછી લો</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>ચાલ &amp;ફરી કરો</translation>
    </message>
    <message>
        <source>Play the taken-back move again</source>
        <translation>પાછી લીધેલી ચાલ ફરીથી રમો</translation>
    </message>
    <message>
        <source>S&amp;kip animation</source>
        <translation>&amp;એનિમેશન છોડો</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;બહાર નીકળો</translation>
    </message>
    <message>
        <source>Show seed &amp;counts</source>
        <translation>બીજની સંખ્યા &amp;બતાવો</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;રમતોના નિયમો</translation>
    </message>
    <message>
        <source>&amp;About Baraza</source>
        <translation>&amp;બરાઝા વિશે</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>ટૂલબાર</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>ચાલો</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>શું થયું</translation>
    </message>
    <message>
        <source>Safari?</source>
        <translation>સફારી?</translation>
    </message>
    <message>
        <source>Stop in the kuu</source>
        <translation>કુઉમાં અટકો</translation>
    </message>
    <message>
        <source>Safari</source>
        <translation>સફારી</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1નો વારો</translation>
    </message>
    <message>
        <source>nemo stage</source>
        <extracomment>Kete stages: &quot;nemo&quot; and &quot;mtaji&quot; are Swahili names and stay as they are.</extracomment>
        <translation>નેમો તબક્કો</translation>
    </message>
    <message>
        <source>mtaji stage</source>
        <translation>મતાજી તબક્કો</translation>
    </message>
    <message>
        <source>the computer is thinking…</source>
        <translation>કમ્પ્યુટર વિચારી રહ્યું છે…</translation>
    </message>
    <message>
        <source>last move %1</source>
        <translation>છેલ્લી ચાલ %1</translation>
    </message>
    <message>
        <source>Rules of the games</source>
        <translation>રમતોના નિયમો</translation>
    </message>
    <message>
        <source>About Baraza</source>
        <translation>બરાઝા વિશે</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao Kingulu and Bao la Kimasai: play, watch every sowing seed by seed, and learn the rules.&lt;br&gt;A &lt;i&gt;baraza&lt;/i&gt; is the stone bench where Bao is played on the Swahili coast.</source>
        <translation>&lt;b&gt;બરાઝા&lt;/b&gt;&lt;br&gt;બાઓ કિગોગો, બાઓ લા કેટે, બાઓ કિંગુલુ અને બાઓ લા કિમાસાઈ: રમો, દરેક વાવણી બીજે બીજ જુઓ અને નિયમો શીખો.&lt;br&gt;&lt;i&gt;બરાઝા&lt;/i&gt; એટલે પથ્થરની બેઠક, જ્યાં સ્વાહિલી કિનારે બાઓ રમાય છે.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>બંધ કરો</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>The status bar after Hint: %1 is the move with the reason, e.g. &quot;d1 captures 6 seeds and leaves North no capture.&quot;</extracomment>
        <translation>સૂચન: %1</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>સૂ&amp;ચન</translation>
    </message>
    <message>
        <source>looking for a good move…</source>
        <translation>સારી ચાલ શોધી રહ્યું છે…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;રમત ખોલો…</translation>
    </message>
    <message>
        <source>Sample &amp;games</source>
        <translation>&amp;નમૂનાની રમતો</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>ફરી જુઓ</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>શરૂઆત સુધી</translation>
    </message>
    <message>
        <source>Move back</source>
        <translation>ચાલ પાછળ</translation>
    </message>
    <message>
        <source>Seed back</source>
        <translation>બીજ પાછળ</translation>
    </message>
    <message>
        <source>Seed forward</source>
        <translation>બીજ આગળ</translation>
    </message>
    <message>
        <source>Move forward</source>
        <translation>ચાલ આગળ</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>અંત સુધી</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>થોભો</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>રમો</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>રમત ખોલો</translation>
    </message>
    <message>
        <source>Bao games (*.bao);;All files (*)</source>
        <translation>બાઓ રમતો (*.bao);;બધી ફાઇલો (*)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>રમત સાચવો</translation>
    </message>
    <message>
        <source>Bao games (*.bao)</source>
        <translation>બાઓ રમતો (*.bao)</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 ખોલી શકાઈ નહીં: %2</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>અધૂરી રમત</translation>
    </message>
    <message>
        <source>Your last game was not finished. Continue it?</source>
        <translation>તમારી છેલ્લી રમત પૂરી થઈ ન હતી. તેને આગળ ચલાવશો?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>આગળ ચલાવો</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>નવી રમત</translation>
    </message>
    <message>
        <source>New line</source>
        <translation>નવો માર્ગ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>રદ કરો</translation>
    </message>
    <message>
        <source>The game could not be saved: %1. A file that was there before is unchanged.</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>રમત સાચવી શકાઈ નહીં: %1. પહેલાંની ફાઇલ બદલાઈ નથી.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>અધૂરી રમત સાચવી શકાઈ નહીં: %1</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>પાછી મેળવો</translation>
    </message>
    <message>
        <source>Your last game was not finished, but its file is damaged and none of it can be read.</source>
        <translation>તમારી છેલ્લી રમત પૂરી થઈ ન હતી, પણ તેની ફાઇલ બગડી ગઈ છે અને તેમાંથી કંઈ વાંચી શકાતું નથી.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>કાઢી નાખો</translation>
    </message>
    <message numerus="yes">
        <source>Your last game was not finished, but its file is damaged. Moves that can be recovered: %n.</source>
        <extracomment>%n counts the moves before the damage; English avoids the plural, translations may use it.</extracomment>
        <translation>
            <numerusform>તમારી છેલ્લી રમત પૂરી થઈ ન હતી, પણ તેની ફાઇલ બગડી ગઈ છે. %n ચાલ પાછી મેળવી શકાય છે.</numerusform>
            <numerusform>તમારી છેલ્લી રમત પૂરી થઈ ન હતી, પણ તેની ફાઇલ બગડી ગઈ છે. %n ચાલ પાછી મેળવી શકાય છે.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here drops the next move of this game. Play it?</source>
        <translation>અહીં રમવાથી આ રમતની પછીની ચાલ નીકળી જશે. રમશો?</translation>
    </message>
    <message numerus="yes">
        <source>Playing here drops the %n later moves of this game. Play it?</source>
        <translation>
            <numerusform>અહીં રમવાથી આ રમતની પછીની %n ચાલ નીકળી જશે. રમશો?</numerusform>
            <numerusform>અહીં રમવાથી આ રમતની પછીની %n ચાલો નીકળી જશે. રમશો?</numerusform>
        </translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>આવૃત્તિ %1</translation>
    </message>
    <message>
        <source>The games were recorded by Martin Klamroth (1911: Kigogo, Kimasai, Kingulu), and, for Bao la Kete, by Walter Driedger (1972), Alan Boyd and Philip Townshend.</source>
        <translation>આ રમતો માર્ટિન ક્લેમરોથે (1911: કિગોગો, કિમાસાઈ, કિન્ગુલુ) અને બાઓ લા કેટે માટે વૉલ્ટર ડ્રીડગર (1972), એલન બોયડ અને ફિલિપ ટાઉનશેન્ડે નોંધી હતી.</translation>
    </message>
    <message>
        <source>Baraza is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>બરાઝા મુક્ત સૉફ્ટવેર છે: તમે તેને GNU General Public License, આવૃત્તિ 3 અથવા પછીની, હેઠળ વહેંચી અને બદલી શકો છો. તેની કોઈ બાંયધરી નથી.</translation>
    </message>
    <message>
        <source>&amp;Play on from here…</source>
        <translation>&amp;અહીંથી આગળ રમો…</translation>
    </message>
    <message>
        <source>Play on from the position shown, choosing who plays each side</source>
        <extracomment>Tooltip: choose who plays each side and play on from the position shown.</extracomment>
        <translation>બતાવેલી સ્થિતિથી આગળ રમો, દરેક બાજુ કોણ રમે છે તે પસંદ કરીને</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <extracomment>Part way through a move: %1 is the side moving, %2 the move, e.g. &quot;South plays f2cw&quot;.</extracomment>
        <translation>%1 %2 રમે છે</translation>
    </message>
    <message>
        <source>looking back: move %1 of %2</source>
        <extracomment>Looking back along a game: %1 is the move shown, %2 how many moves the game has.</extracomment>
        <translation>પાછળ જોઈ રહ્યા છો: ચાલ %1 / %2</translation>
    </message>
    <message>
        <source>opening %1…</source>
        <extracomment>A game file whose positions take long to work out; %1 is the file&apos;s name.</extracomment>
        <translation>%1 ખોલી રહ્યા છીએ…</translation>
    </message>
    <message>
        <source>working out the moves of the new position…</source>
        <extracomment>Some positions have sowings that take seconds to follow to their end.</extracomment>
        <translation>નવી સ્થિતિની ચાલો શોધી રહ્યા છીએ…</translation>
    </message>
    <message numerus="yes">
        <source>The game on the board is not finished (%n moves). Close it?</source>
        <translation>
            <numerusform>બોર્ડ પરની રમત પૂરી થઈ નથી (%n ચાલ). તેને બંધ કરીએ?</numerusform>
            <numerusform>બોર્ડ પરની રમત પૂરી થઈ નથી (%n ચાલો). તેને બંધ કરીએ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Close it</source>
        <translation>બંધ કરો</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>રમવાનું ચાલુ રાખો</translation>
    </message>
    <message>
        <source>%1 · computer (%2)</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the computer&apos;s strength.</extracomment>
        <translation>%1 · કમ્પ્યુટર (%2)</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>સેટિંગ્સ (&amp;E)…</translation>
    </message>
    <message>
        <source>Animation speed, sound, language, seed colour (Ctrl+,)</source>
        <translation>એનિમેશનની ઝડપ, અવાજ, ભાષા, બીજનો રંગ (Ctrl+,)</translation>
    </message>
    <message>
        <source>click the pit again or press Enter to play this move; Esc or another pit to choose again</source>
        <extracomment>Bao la Kete with &quot;confirm each move&quot; on: the move is shown on the board.</extracomment>
        <translation>આ ચાલ રમવા ખાડા પર ફરી ક્લિક કરો કે Enter દબાવો; ફરી પસંદ કરવા Esc કે બીજો ખાડો</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>&amp;રમત સાચવો</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>&amp;નવા નામે રમત સાચવો…</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation>તાજેતરની &amp;રમતો</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>આંકડા (&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>પૂર્ણ સ્ક્રીન (&amp;F)</translation>
    </message>
    <message>
        <source>One step back inside the move, seed by seed</source>
        <extracomment>Tooltip: stepping through a move one sown seed at a time.</extracomment>
        <translation>ચાલની અંદર એક પગલું પાછળ, બીજે બીજ</translation>
    </message>
    <message>
        <source>One step forward inside the move, seed by seed</source>
        <translation>ચાલની અંદર એક પગલું આગળ, બીજે બીજ</translation>
    </message>
    <message>
        <source>Pause the replay</source>
        <translation>ફરી જોવાનું થોભાવો</translation>
    </message>
    <message>
        <source>Play the recorded moves one after another</source>
        <translation>નોંધાયેલી ચાલો એક પછી એક રમો</translation>
    </message>
    <message>
        <source>Take back the last move; against the computer, back to your turn</source>
        <translation>છેલ્લી ચાલ પાછી લો; કમ્પ્યુટર સામે, તમારા વારા સુધી</translation>
    </message>
    <message>
        <source>Show a good move on the board</source>
        <translation>પાટિયા પર સારી ચાલ બતાવો</translation>
    </message>
    <message>
        <source>Show the end of the move at once</source>
        <translation>ચાલનો અંત તરત બતાવો</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tooltip with its shortcut: %1 says what the action does, %2 is the key, e.g. &quot;Move back (Ctrl+Left)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Welcome to Baraza: choose a game</source>
        <extracomment>The title of the New game dialog the first time the program starts.</extracomment>
        <translation>બરાઝામાં આપનું સ્વાગત છે: રમત પસંદ કરો</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the person&apos;s name.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · you</source>
        <extracomment>The side of the person playing against the computer; %1 is South or North.</extracomment>
        <translation>%1 · તમે</translation>
    </message>
    <message>
        <source>choose a direction: click an arrow, or use Left/Right and Enter</source>
        <translation>દિશા પસંદ કરો: તીર પર ક્લિક કરો, અથવા ડાબે/જમણે અને Enter વાપરો</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Status bar after saving; %1 is the file&apos;s name.</extracomment>
        <translation>સાચવ્યું: %1</translation>
    </message>
    <message>
        <source>Baraza — %1 — %2</source>
        <extracomment>The window&apos;s title: %1 is the game&apos;s file name (with its modified mark), %2 the game.</extracomment>
        <translation>બરાઝા — %1 — %2</translation>
    </message>
    <message>
        <source>%1 is no longer there. It has been removed from the recent games.</source>
        <extracomment>%1 is a file&apos;s full path.</extracomment>
        <translation>%1 હવે ત્યાં નથી. તેને તાજેતરની રમતોમાંથી કાઢી નાખવામાં આવી છે.</translation>
    </message>
    <message>
        <source>%1 has changed since it was saved. Save the changes?</source>
        <extracomment>%1 is the game&apos;s file name.</extracomment>
        <translation>%1 સાચવ્યા પછી બદલાઈ છે. ફેરફારો સાચવીએ?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>સાચવો</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>સાચવશો નહીં</translation>
    </message>
    <message>
        <source>The sowing has reached your kuu. Stop here, or lift the kuu and sow on (safari)?</source>
        <extracomment>Kete (L-6.3): a capture&apos;s sowing has ended in the player&apos;s own kuu.</extracomment>
        <translation>વાવણી તમારા કુઉ સુધી પહોંચી છે. અહીં અટકવું, કે કુઉ ઉપાડીને આગળ વાવવું (સફારી)?</translation>
    </message>
    <message>
        <source>Double-click: the rule in the rules window</source>
        <extracomment>Tooltip of a narration line: double-clicking it opens the rules at its game.</extracomment>
        <translation>બે વાર ક્લિક કરો: નિયમોની વિન્ડોમાં નિયમ</translation>
    </message>
    <message>
        <source>Best move: %1</source>
        <extracomment>The status bar after &quot;Show best move&quot; in the analysis pane; %1 is the move.</extracomment>
        <translation>શ્રેષ્ઠ ચાલ: %1</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <extracomment>Game menu: analyse every move of the game in the background and judge it.</extracomment>
        <translation>&amp;રમતનું વિશ્લેષણ</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Start</source>
        <extracomment>The first row of the move list: the position before any move.</extracomment>
        <translation>શરૂઆત</translation>
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
        <translation> સફારી</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>South</source>
        <translation>દક્ષિણ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ઉત્તર</translation>
    </message>
    <message>
        <source>A seed from the reserve is placed in %1.</source>
        <translation>અનામતમાંથી એક બીજ %1માં મૂકાય છે.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are lifted to be sown.</source>
        <translation>%1ના બીજ (%2) વાવવા માટે ઉપાડાય છે.</translation>
    </message>
    <message>
        <source>Safari: the seeds of the kuu (%1) are lifted and sown on.</source>
        <extracomment>Kete: &quot;safari&quot; is the Swahili name of going on out of one&apos;s own kuu.</extracomment>
        <translation>સફારી: કુઉના બીજ (%1) ઉપાડીને આગળ વાવાય છે.</translation>
    </message>
    <message>
        <source>The lap ended in %1, an occupied hole: its seeds (%2) are sown on.</source>
        <translation>ફેરો %1માં પૂરો થયો, જેમાં બીજ હતા: તેના બીજ (%2) આગળ વાવાય છે.</translation>
    </message>
    <message>
        <source>One seed into %1.</source>
        <translation>એક બીજ %1માં.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured and leave the game.</source>
        <translation>%1ના બીજ (%2) કબજે થાય છે અને રમતમાંથી બહાર જાય છે.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured into the hand, to be sown from a kichwa.</source>
        <extracomment>Kete: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>%1ના બીજ (%2) કબજે કરી હાથમાં લેવાય છે, કિચ્વા (kichwa)થી વાવવા માટે.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) go into the store.</source>
        <translation>%1ના બીજ (%2) ભંડારમાં જાય છે.</translation>
    </message>
    <message>
        <source>The seed sown into the mtoto %1 goes to %2&apos;s store.</source>
        <extracomment>Kingulu: a &quot;mtoto&quot; is a hole a player has claimed; the word stays in Swahili.</extracomment>
        <translation>મ્તોતો (mtoto) %1માં વાવેલું બીજ %2ના ભંડારમાં જાય છે.</translation>
    </message>
    <message>
        <source>%1 held exactly three seeds: it becomes a mtoto.</source>
        <translation>%1માં બરાબર ત્રણ બીજ હતા: તે મ્તોતો બને છે.</translation>
    </message>
    <message>
        <source>The seed just sown in %1 joins the new mtoto %2.</source>
        <translation>%1માં હમણાં વાવેલું બીજ નવા મ્તોતો %2માં ભળે છે.</translation>
    </message>
    <message>
        <source>The last seed fell into an empty hole: the move ends.</source>
        <translation>છેલ્લું બીજ ખાલી ખાડામાં પડ્યું: ચાલ પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>A single step ends the move.</source>
        <translation>એક જ પગલું ચાલ પૂરી કરે છે.</translation>
    </message>
    <message>
        <source>The lap ended in the kuu: the move stops there.</source>
        <translation>ફેરો કુઉમાં પૂરો થયો: ચાલ ત્યાં અટકે છે.</translation>
    </message>
    <message>
        <source>The lap ended in the hizi zetu hole: the move ends.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>ફેરો હિઝી ઝેતુ (hizi zetu) ખાડામાં પૂરો થયો: ચાલ પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>The last seed went into a mtoto: the move ends.</source>
        <translation>છેલ્લું બીજ મ્તોતોમાં ગયું: ચાલ પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>Claiming a mtoto ends the move.</source>
        <translation>મ્તોતો મેળવવાથી ચાલ પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>Bao hamna: the opponent&apos;s front row is empty and the game is won.</source>
        <extracomment>Kete: &quot;bao hamna&quot; (no board) is the Swahili name of this win.</extracomment>
        <translation>બાઓ હામ્ના (bao hamna): વિરોધીની આગળની હરોળ ખાલી છે અને રમત જીતાઈ ગઈ.</translation>
    </message>
    <message>
        <source>The mover&apos;s own front row is empty: the game is lost.</source>
        <translation>ચાલનારની પોતાની આગળની હરોળ ખાલી છે: રમત હારી જવાઈ.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A narration line followed by the id of the rule behind it, e.g. &quot;... (K-3)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 wins: bao hamna, %2&apos;s front row is empty (L-12).</source>
        <translation>%1 જીતે છે: બાઓ હામ્ના, %2ની આગળની હરોળ ખાલી છે (L-12).</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no seeds left (%3).</source>
        <translation>%1 જીતે છે: %2 પાસે કોઈ બીજ બાકી નથી (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no legal move (%3).</source>
        <translation>%1 જીતે છે: %2 પાસે કોઈ માન્ય ચાલ નથી (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 emptied his own front row (L-12).</source>
        <translation>%1 જીતે છે: %2એ પોતાની આગળની હરોળ ખાલી કરી (L-12).</translation>
    </message>
    <message>
        <source>Draw: the same position came back (C-6).</source>
        <translation>ડ્રો: એ જ સ્થિતિ ફરી આવી (C-6).</translation>
    </message>
    <message>
        <source>Draw, %1 to %2 on the count (G-7).</source>
        <translation>ડ્રો, ગણતરીમાં %1 સામે %2 (G-7).</translation>
    </message>
    <message>
        <source>%1 wins %2 to %3 on the count (G-7).</source>
        <translation>%1 ગણતરીમાં %2 સામે %3થી જીતે છે (G-7).</translation>
    </message>
    <message>
        <source>The first lap from the kuu ended in %1, the hizi zetu hole: a lap from the kuu is not stopped there, so its seeds (%2) are sown on.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule and &quot;kuu&quot; the square hole; both stay in Swahili.</extracomment>
        <translation>કુઉમાંથી પહેલો ફેરો %1 માં, હિઝી ઝેતુ ખાડામાં, પૂરો થયો: કુઉમાંથી નીકળેલો ફેરો ત્યાં અટકતો નથી, તેથી તેના બી (%2) આગળ વવાય છે.</translation>
    </message>
    <message>
        <source>%1&apos;s kuu (%2) is gone for good.</source>
        <extracomment>Kete: the &quot;kuu&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>%1 નું કુઉ (%2) હંમેશ માટે ગયું.</translation>
    </message>
    <message>
        <source>Hizi zetu: %1 is marked. On his next move %2 may not start there, and a lap that ends there ends his move; on the move after, %3 must capture it if he can.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>હિઝી ઝેતુ (hizi zetu): %1 પર નિશાની છે. તેની આગલી ચાલમાં %2 ત્યાંથી શરૂ કરી શકતો નથી, અને ત્યાં પૂરો થતો ફેરો તેની ચાલ પૂરી કરે છે; તે પછીની ચાલમાં, %3 એ જો શક્ય હોય તો તેને કબજે કરવો પડે.</translation>
    </message>
    <message>
        <source>The hizi zetu mark on %1 lapses.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>%1 પરની હિઝી ઝેતુ (hizi zetu) નિશાની સમાપ્ત થાય છે.</translation>
    </message>
    <message>
        <source>%1&apos;s reserve is empty: from now on his moves are mtaji moves.</source>
        <extracomment>Kete: &quot;mtaji&quot; is the Swahili name of the game&apos;s second stage; it stays in Swahili.</extracomment>
        <translation>%1 નો અનામત ખાલી છે: હવેથી તેની ચાલો મતાજી ચાલો છે.</translation>
    </message>
    <message>
        <source>The turn passes to %1.</source>
        <translation>વારો %1 ને જાય છે.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Bao Kigogo</source>
        <translation>બાઓ કિગોગો</translation>
    </message>
    <message>
        <source>Bao la Kete</source>
        <translation>બાઓ લા કેટે</translation>
    </message>
    <message>
        <source>Bao Kingulu</source>
        <translation>બાઓ કિંગુલુ</translation>
    </message>
    <message>
        <source>Bao la Kimasai (four rows)</source>
        <extracomment>The four-row game; &quot;Kimasai&quot; is a name and stays as it is.</extracomment>
        <translation>બાઓ લા કિમાસાઈ (ચાર હરોળ)</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>Computer strength.</extracomment>
        <translation>શિખાઉ</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Computer strength.</extracomment>
        <translation>સામાન્ય</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Computer strength.</extracomment>
        <translation>મજબૂત</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Computer strength.</extracomment>
        <translation>નિષ્ણાત</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>વ્યક્તિ</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>કમ્પ્યુટર</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>નવી રમત</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;રમત:</translation>
    </message>
    <message>
        <source>&amp;South (moves first):</source>
        <translation>&amp;દક્ષિણ (પહેલી ચાલ):</translation>
    </message>
    <message>
        <source>&amp;North:</source>
        <translation>&amp;ઉત્તર:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>શરૂ કરો</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>રદ કરો</translation>
    </message>
    <message>
        <source>Looks a few moves ahead. A good first opponent.</source>
        <translation>થોડી ચાલ આગળ જુએ છે. પહેલા પ્રતિસ્પર્ધી તરીકે સારો.</translation>
    </message>
    <message>
        <source>Looks further ahead and seldom leaves seeds to be taken.</source>
        <translation>વધુ આગળ જુએ છે અને ભાગ્યે જ બીજ પકડાવા માટે છોડે છે.</translation>
    </message>
    <message>
        <source>Thinks for up to half a second a move.</source>
        <translation>દરેક ચાલ માટે અડધી સેકન્ડ સુધી વિચારે છે.</translation>
    </message>
    <message>
        <source>Thinks for two seconds a move and, when it is losing, sets traps.</source>
        <translation>દરેક ચાલ માટે બે સેકન્ડ વિચારે છે અને, હારતો હોય ત્યારે, ફાંદા ગોઠવે છે.</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>અહીંથી આગળ રમો</translation>
    </message>
    <message>
        <source>The next move of this game will be dropped.</source>
        <translation>આ રમતની આગલી ચાલ કાઢી નાખવામાં આવશે.</translation>
    </message>
    <message numerus="yes">
        <source>The %n later moves of this game will be dropped.</source>
        <translation>
            <numerusform>આ રમતની પછીની %n ચાલ કાઢી નાખવામાં આવશે.</numerusform>
            <numerusform>આ રમતની પછીની %n ચાલો કાઢી નાખવામાં આવશે.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>આગળ રમો</translation>
    </message>
    <message>
        <source>&amp;South:</source>
        <translation>&amp;દક્ષિણ:</translation>
    </message>
    <message>
        <source>Four rows of eight from Lamu: seeds come from a reserve, the kuu is guarded, and captured seeds are sown again from the ends.</source>
        <extracomment>Kete: &quot;kuu&quot; is the square hole; it stays in Swahili.</extracomment>
        <translation>લામુની આઠ-આઠ ખાડાની ચાર હાર: બીજ અનામતમાંથી આવે છે, કુઉનું રક્ષણ થાય છે, અને કબજે કરેલા બીજ છેડેથી ફરી વાવાય છે.</translation>
    </message>
    <message>
        <source>Four rows of twelve: long relay sowings, and you capture what faces your front row.</source>
        <translation>બાર-બાર ખાડાની ચાર હાર: લાંબી સળંગ વાવણી, અને તમારી આગલી હારની સામે જે હોય તે તમે કબજે કરો છો.</translation>
    </message>
    <message>
        <source>Two rows of six on one loop: capture into your store and claim holes as mtoto.</source>
        <extracomment>Kingulu: a &quot;mtoto&quot; is a hole a player claims; the word stays in Swahili.</extracomment>
        <translation>એક જ ચક્ર પર છ-છ ખાડાની બે હાર: તમારા ભંડારમાં કબજે કરો અને ખાડાને મ્તોતો તરીકે મેળવો.</translation>
    </message>
    <message>
        <source>One stone a hole: step into the empty hole ahead and capture across the board.</source>
        <translation>દરેક ખાડામાં એક પથ્થર: આગળના ખાલી ખાડામાં ખસો અને બોર્ડની સામે બાજુ કબજે કરો.</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <extracomment>Placeholder of the field for a person&apos;s name in the New game dialog.</extracomment>
        <translation>નામ (વૈકલ્પિક)</translation>
    </message>
</context>
<context>
    <name>Quality</name>
    <message>
        <source>Best move</source>
        <translation>શ્રેષ્ઠ ચાલ</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>સારી ચાલ</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>નાની ચૂક</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>ભૂલ</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>મોટી ભૂલ</translation>
    </message>
</context>
<context>
    <name>RecordErrors</name>
    <message>
        <source>line %1: the move %2 (ply %3) is not allowed</source>
        <translation>લીટી %1: ચાલ %2 (અર્ધ-ચાલ %3) માન્ય નથી</translation>
    </message>
    <message>
        <source>line %1: the move %2 comes after the end of the game</source>
        <translation>લીટી %1: ચાલ %2 રમત પૂરી થયા પછી આવે છે</translation>
    </message>
    <message>
        <source>line %1: the move %2 cannot be read</source>
        <translation>લીટી %1: ચાલ %2 વાંચી શકાતી નથી</translation>
    </message>
    <message>
        <source>line %1: unknown game %2</source>
        <translation>લીટી %1: અજાણી રમત %2</translation>
    </message>
    <message>
        <source>line %1: the [Game &quot;…&quot;] tag must come first</source>
        <extracomment>[Game &quot;…&quot;] is written as it is in the file and stays untranslated.</extracomment>
        <translation>લીટી %1: [Game &quot;…&quot;] ટૅગ પહેલાં આવવો જોઈએ</translation>
    </message>
    <message>
        <source>line %1: the start position is not valid</source>
        <translation>લીટી %1: શરૂઆતની સ્થિતિ માન્ય નથી</translation>
    </message>
    <message>
        <source>line %1: the start position belongs to another game</source>
        <translation>લીટી %1: શરૂઆતની સ્થિતિ બીજી રમતની છે</translation>
    </message>
    <message>
        <source>line %1: the result does not match the moves</source>
        <translation>લીટી %1: પરિણામ ચાલ સાથે મેળ ખાતું નથી</translation>
    </message>
    <message>
        <source>line %1: this line is not part of a game record</source>
        <translation>લીટી %1: આ લીટી રમતના રેકોર્ડનો ભાગ નથી</translation>
    </message>
    <message>
        <source>the file is too large to be a game record</source>
        <translation>ફાઇલ રમતના રેકોર્ડ માટે ખૂબ મોટી છે</translation>
    </message>
    <message>
        <source>it is not a text file</source>
        <translation>આ ટેક્સ્ટ ફાઇલ નથી</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ફાઇલ ખાલી છે</translation>
    </message>
    <message>
        <source>the file names no game (a [Game &quot;…&quot;] tag)</source>
        <extracomment>[Game &quot;…&quot;] is written as it is in the file and stays untranslated.</extracomment>
        <translation>ફાઇલમાં કોઈ રમતનું નામ નથી ([Game &quot;…&quot;] ટૅગ)</translation>
    </message>
    <message>
        <source>it is not a game record</source>
        <translation>આ રમતનો રેકોર્ડ નથી</translation>
    </message>
</context>
<context>
    <name>RegularFile</name>
    <message>
        <source>it is a folder, not a file</source>
        <translation>આ ફોલ્ડર છે, ફાઇલ નથી</translation>
    </message>
    <message>
        <source>it is not an ordinary file but a pipe, socket or device</source>
        <extracomment>A FIFO, a socket or a device file was chosen instead of a saved game.</extracomment>
        <translation>આ સામાન્ય ફાઇલ નથી, પણ પાઇપ, સોકેટ કે ઉપકરણ છે</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>ફાઇલ અસ્તિત્વમાં નથી</translation>
    </message>
    <message>
        <source>you may not read this file</source>
        <translation>તમને આ ફાઇલ વાંચવાની પરવાનગી નથી</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>ફાઇલ વાંચી શકાતી નથી</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>ફાઇલમાં લખી શકાતું નથી</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Draw</source>
        <translation>બરાબરી</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>તમે જીત્યા</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>તમે હાર્યા</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>The headline at the end of a game between two people or two computers; %1 is South or North.</extracomment>
        <translation>%1 જીત્યું</translation>
    </message>
    <message>
        <source>Store</source>
        <extracomment>Column headers of the Kingulu count at the end of a game (G-7): a side&apos;s store, the seeds in its mtoto holes, the seeds in the other holes of its own row, and their sum.</extracomment>
        <translation>ભંડાર</translation>
    </message>
    <message>
        <source>Mtoto holes</source>
        <translation>મ્તોતો ખાડા</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>હાર</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>ગણતરી</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>A row of the Kingulu count: the player&apos;s own side against the computer; %1 is South or North.</extracomment>
        <translation>%1 (તમે)</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>Buttons at the end of a game.</extracomment>
        <translation>નવી રમત…</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>આ રમત ફરી જુઓ</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>સાચવો</translation>
    </message>
    <message>
        <source>Play the game back from its start</source>
        <translation>રમત શરૂઆતથી ફરી બતાવો</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>All four games</source>
        <translation>ચારેય રમતો</translation>
    </message>
    <message>
        <source>South moves first. Each player sows around his own two rows (in Kingulu both players share one loop). A seed is dropped in each following hole; when a lap goes all the way round, the hole it started from is not skipped.</source>
        <translation>દક્ષિણ પહેલી ચાલ ચાલે છે. દરેક ખેલાડી પોતાની બે હરોળની આસપાસ વાવે છે (કિંગુલુમાં બંને ખેલાડી એક જ ચક્ર વહેંચે છે). દરેક પછીના ખાડામાં એક બીજ મૂકાય છે; ફેરો આખું ચક્ર ફરે ત્યારે શરૂઆતનો ખાડો છોડાતો નથી.</translation>
    </message>
    <message>
        <source>A move whose sowing would never end is not allowed (C-5). Kigogo and Kimasai are drawn as soon as a position comes back; Kete and Kingulu at its third occurrence (C-6).</source>
        <translation>જે ચાલની વાવણી ક્યારેય પૂરી ન થાય તે માન્ય નથી (C-5). કિગોગો અને કિમાસાઈમાં કોઈ સ્થિતિ ફરી આવે કે તરત ડ્રો થાય છે; કેટે અને કિંગુલુમાં ત્રીજી વાર આવે ત્યારે (C-6).</translation>
    </message>
    <message>
        <source>Squares are named like chess squares: columns a, b, c… from South&apos;s left, rows 1 to 4 from South&apos;s back row.</source>
        <translation>ખાડાનાં નામ શતરંજનાં ખાનાં જેવાં છે: સ્તંભ a, b, c… દક્ષિણની ડાબી બાજુથી, હરોળ 1 થી 4 દક્ષિણની પાછલી હરોળથી.</translation>
    </message>
    <message>
        <source>Bao Kigogo</source>
        <translation>બાઓ કિગોગો</translation>
    </message>
    <message>
        <source>Two seeds in every hole except a2 and l3. Lift all the seeds of one of your holes holding two or more and sow them counterclockwise. Only if you have no such hole may a single seed step into an empty next hole (K-2).</source>
        <translation>a2 અને l3 સિવાય દરેક ખાડામાં બે બીજ. બે કે વધુ બીજવાળા તમારા કોઈ એક ખાડાના બધા બીજ ઉપાડી ઘડિયાળની વિરુદ્ધ દિશામાં વાવો. એવો કોઈ ખાડો ન હોય ત્યારે જ એકલું બીજ પછીના ખાલી ખાડામાં ખસી શકે (K-2).</translation>
    </message>
    <message>
        <source>If the last seed falls into an occupied hole, lift everything there and sow on (K-3). When the move ends in an empty hole of your front row and the opposite hole is occupied, capture it, and the hole behind it too; captured seeds leave the game. A single step can capture as well (K-4).</source>
        <translation>જો છેલ્લું બીજ બીજવાળા ખાડામાં પડે, તો ત્યાંનું બધું ઉપાડી આગળ વાવો (K-3). ચાલ તમારી આગળની હરોળના ખાલી ખાડામાં પૂરી થાય અને સામેના ખાડામાં બીજ હોય, તો તે કબજે કરો, અને તેની પાછળનો ખાડો પણ; કબજે કરેલાં બીજ રમતમાંથી બહાર જાય છે. એક પગલું પણ કબજે કરી શકે (K-4).</translation>
    </message>
    <message>
        <source>You win when your opponent has no seeds left or cannot move (K-5).</source>
        <translation>તમારા વિરોધી પાસે બીજ ન રહે અથવા તે ચાલી ન શકે ત્યારે તમે જીતો છો (K-5).</translation>
    </message>
    <message>
        <source>Bao la Kimasai (four rows)</source>
        <translation>બાઓ લા કિમાસાઈ (ચાર હરોળ)</translation>
    </message>
    <message>
        <source>One stone in every hole except a2 and l3. Move one stone a single step counterclockwise into an empty hole (M-2). Arriving in your front row opposite a stone captures it, and the stone behind it (M-3).</source>
        <translation>a2 અને l3 સિવાય દરેક ખાડામાં એક કાંકરો. એક કાંકરાને ઘડિયાળની વિરુદ્ધ દિશામાં એક પગલું ખાલી ખાડામાં ખસેડો (M-2). તમારી આગળની હરોળમાં કોઈ કાંકરાની સામે પહોંચવાથી તે કબજે થાય છે, અને તેની પાછળનો કાંકરો પણ (M-3).</translation>
    </message>
    <message>
        <source>You win when your opponent has no stones left or cannot move (M-4).</source>
        <translation>તમારા વિરોધી પાસે કાંકરા ન રહે અથવા તે ચાલી ન શકે ત્યારે તમે જીતો છો (M-4).</translation>
    </message>
    <message>
        <source>Bao Kingulu</source>
        <translation>બાઓ કિંગુલુ</translation>
    </message>
    <message>
        <source>When a player cannot move, each side counts its row, its mtoto holes and its store; more wins (G-7).</source>
        <translation>જ્યારે કોઈ ખેલાડી ચાલી ન શકે, ત્યારે દરેક પક્ષ પોતાની હરોળ, પોતાના મ્તોતો અને ભંડાર ગણે છે; વધુ હોય તે જીતે (G-7).</translation>
    </message>
    <message>
        <source>Bao la Kete</source>
        <translation>બાઓ લા કેટે</translation>
    </message>
    <message>
        <source>You win at once by emptying your opponent&apos;s front row (bao hamna); you lose if your own front row is empty at the end of a lap, or if you cannot move (L-12).</source>
        <translation>વિરોધીની આગળની હરોળ ખાલી કરીને તમે તરત જીતો છો (બાઓ હામ્ના); ફેરાના અંતે તમારી પોતાની આગળની હરોળ ખાલી હોય, અથવા તમે ચાલી ન શકો, તો તમે હારો છો (L-12).</translation>
    </message>
    <message>
        <source>Reading the moves</source>
        <translation>ચાલો વાંચવી</translation>
    </message>
    <message>
        <source>A move is written as the square it starts from: d1 means the seeds of d1 are sown. In Bao la Kete the square is followed by the direction, cw (clockwise) or ccw (counterclockwise), and by * when the player goes on from his kuu (safari): e2ccw, c2cw*. In a nemo move the square is where the reserve seed is placed.</source>
        <translation>ચાલ જે ખાડાથી શરૂ થાય તેના નામથી લખાય છે: d1 એટલે d1ના બીજ વાવવામાં આવે છે. બાઓ લા કેટેમાં ખાડા પછી દિશા લખાય છે, cw (ઘડિયાળની દિશામાં) અથવા ccw (ઘડિયાળની વિરુદ્ધ), અને ખેલાડી પોતાના કુઉથી આગળ વધે (સફારી) ત્યારે *: e2ccw, c2cw*. નેમો ચાલમાં ખાડો એ છે જ્યાં અનામત બીજ મૂકાય છે.</translation>
    </message>
    <message>
        <source>Games are saved as .bao files: a few tags such as [Game &quot;kete&quot;] and the players&apos; names, then the moves in this notation.</source>
        <translation>રમતો .bao ફાઇલો તરીકે સચવાય છે: [Game &quot;kete&quot;] જેવા થોડા ટૅગ અને ખેલાડીઓનાં નામ, પછી આ લખાણમાં ચાલો.</translation>
    </message>
    <message>
        <source>Played by the Gogo (Wagogo) people on the central plateau of Dodoma Region, Tanzania. The German missionary Martin Klamroth first wrote the game down in 1911, after watching games at Mpapua (today Mpwapwa).</source>
        <translation>તાંઝાનિયાના ડોડોમા પ્રદેશના મધ્ય ઉચ્ચપ્રદેશ પર ગોગો (વાગોગો) લોકો આ રમત રમે છે. જર્મન મિશનરી માર્ટિન ક્લેમરોથે મપાપુઆ (આજનું મ્પવાપવા) માં રમતો જોયા પછી 1911 માં પહેલી વાર આ રમત લખી હતી.</translation>
    </message>
    <message>
        <source>Recorded by Martin Klamroth in 1911 among Maasai herders around Mpapua in Dodoma Region, Tanzania. Unlike the other games here, a hole never holds more than one stone.</source>
        <translation>માર્ટિન ક્લેમરોથે 1911 માં તાંઝાનિયાના ડોડોમા પ્રદેશમાં મપાપુઆની આસપાસ માસાઈ પશુપાલકોમાં આ રમત નોંધી હતી. અહીંની બીજી રમતોથી વિપરીત, કોઈ ખાડામાં ક્યારેય એકથી વધુ કાંકરો હોતો નથી.</translation>
    </message>
    <message>
        <source>The game of the Ngulu (Kingulu) people of the hills of Morogoro and Tanga regions in east-central Tanzania, first recorded by Martin Klamroth in 1911. Its mtoto, a hole a player claims for good, is found in no other game here.</source>
        <translation>પૂર્વ-મધ્ય તાંઝાનિયાના મોરોગોરો અને ટાંગા પ્રદેશોના પહાડોમાં વસતા ન્ગુલુ (કિન્ગુલુ) લોકોની રમત, જે માર્ટિન ક્લેમરોથે 1911 માં પહેલી વાર નોંધી હતી. તેનો mtoto, એટલે કે ખેલાડી કાયમ માટે પોતાનો કરી લે તે ખાડો, અહીંની બીજી કોઈ રમતમાં નથી.</translation>
    </message>
    <message>
        <source>The Bao of the Lamu Archipelago on the northern Swahili coast of Kenya, also called Bao la Komwe after its shiny komwe seeds. Walter Driedger documented it in 1972; Alan Boyd and Philip Townshend described it as played on Lamu and Pate.</source>
        <translation>કેન્યાના ઉત્તરી સ્વાહિલી કિનારે આવેલા લામુ દ્વીપસમૂહનો બાઓ, જે તેના ચળકતા komwe બીજને કારણે Bao la Komwe પણ કહેવાય છે. વોલ્ટર ડ્રીડગરે 1972 માં તેનું દસ્તાવેજીકરણ કર્યું; એલન બોયડ અને ફિલિપ ટાઉનશેન્ડે લામુ અને પાટેમાં રમાતી રીતે તેનું વર્ણન કર્યું.</translation>
    </message>
    <message>
        <source>Hizi zetu: when your opponent&apos;s takata in mtaji leaves exactly one of your front holes open to his next capture and you have no capture yourself, that hole is marked, even if it holds a single seed; only your kuu, your only occupied front hole and your only front hole with two or more seeds are never marked. On your next move you may not start from the marked hole, and a lap that ends there ends your move, except the first lap of sowing your kuu: then the hole is lifted and sown on as usual. On his next move your opponent must capture the marked hole if he can (L-11).</source>
        <translation>હિઝી ઝેતુ: મતાજી (mtaji)માં વિરોધીની તાકાતા (takata) પછી તમારી આગળની હરોળનો બરાબર એક ખાડો તેના પછીના કબજા માટે ખુલ્લો રહે અને તમારી પાસે પોતાનો કોઈ કબજો ન હોય, તો તે ખાડા પર નિશાન થાય છે, ભલે તેમાં એક જ બી હોય; ફક્ત તમારો કુઉ, તમારો આગળનો એકમાત્ર ભરેલો ખાડો અને બે કે વધુ બી વાળો તમારો આગળનો એકમાત્ર ખાડો ક્યારેય નિશાનિત થતા નથી. તમારી પછીની ચાલ નિશાનવાળા ખાડાથી શરૂ ન થઈ શકે, અને ત્યાં પૂરો થતો ફેરો તમારી ચાલ પૂરી કરે છે, સિવાય કે તમારા કુઉની વાવણીનો પહેલો ફેરો: ત્યારે તે ખાડો ઉપાડીને હંમેશની જેમ આગળ વાવવામાં આવે છે. તેની પછીની ચાલમાં વિરોધીએ શક્ય હોય તો નિશાનવાળો ખાડો કબજે કરવો જ પડે (L-11).</translation>
    </message>
    <message>
        <source>Four seeds in each of the twelve holes; South owns row 1, North row 2, and both sow counterclockwise around one loop (G-1). Sow all the seeds of one of your holes; a single seed is enough. A move is not allowed if its first lap ends in an occupied hole of your own row; a mtoto there does not count as occupied (G-3).</source>
        <translation>બારેય ખાડામાં ચાર-ચાર બીજ; દક્ષિણની હરોળ 1, ઉત્તરની હરોળ 2, અને બંને એક જ ચક્રમાં ઘડિયાળની વિરુદ્ધ દિશામાં વાવે છે (G-1). તમારા એક ખાડાના બધા બીજ વાવો; એક બીજ પણ પૂરતું છે. જો ચાલનો પહેલો ફેરો તમારી પોતાની હરોળના ભરેલા ખાડામાં પૂરો થાય તો તે ચાલ માન્ય નથી; ત્યાંનો મ્તોતો ભરેલો ગણાતો નથી (G-3).</translation>
    </message>
    <message>
        <source>A lap ending in an empty hole of your row captures the opposite hole into your store, with the capturing seed, unless that hole is a mtoto. A lap ending in an opponent&apos;s hole that held exactly three makes it your mtoto: it is yours to the end, never sown from or captured, and seeds sown into it go to its owner&apos;s store; if that lap sowed two or more seeds, the seed it dropped just before joins it (G-4, G-6). A lap ending in a mtoto ends the move. Other occupied holes are sown on, and captures and new mtoto holes can come in any lap (G-5).</source>
        <translation>તમારી હરોળના ખાલી ખાડામાં પૂરો થતો ફેરો સામેનો ખાડો, કબજો કરનાર બીજ સાથે, તમારા ભંડારમાં લઈ લે છે, સિવાય કે તે ખાડો મ્તોતો હોય. વિરોધીના જે ખાડામાં બરાબર ત્રણ બીજ હતા ત્યાં પૂરો થતો ફેરો તેને તમારો મ્તોતો બનાવે છે: તે અંત સુધી તમારો રહે છે, તેમાંથી ક્યારેય વવાતું નથી કે તે કબજે થતો નથી, અને તેમાં વવાયેલા બીજ તેના માલિકના ભંડારમાં જાય છે; જો તે ફેરાએ બે કે વધુ બીજ વાવ્યા હોય, તો તેની પહેલાં પડેલું બીજ પણ તેમાં જોડાય છે (G-4, G-6). મ્તોતોમાં પૂરો થતો ફેરો ચાલ પૂરી કરે છે. બીજા ભરેલા ખાડામાંથી આગળ વાવવામાં આવે છે, અને કબજા તથા નવા મ્તોતો કોઈ પણ ફેરામાં થઈ શકે છે (G-5).</translation>
    </message>
    <message>
        <source>Each player has a square kuu (South e2, North d3) holding six seeds, two seeds in each of the two holes to its right (South f2 and g2, North c3 and b3), and 22 seeds in reserve; each sows only around his own two rows, clockwise or counterclockwise (L-1). While you have reserve seeds your moves are nemo moves; once your reserve is empty, mtaji moves (L-3).</source>
        <translation>દરેક ખેલાડી પાસે છ બીજ વાળો ચોરસ કુઉ (દક્ષિણ e2, ઉત્તર d3), તેની જમણી બાજુના બે ખાડામાં બે-બે બીજ (દક્ષિણ f2 અને g2, ઉત્તર c3 અને b3), અને અનામતમાં 22 બીજ હોય છે; દરેક ફક્ત પોતાની બે હરોળની આસપાસ, ઘડિયાળની દિશામાં કે વિરુદ્ધ, વાવે છે (L-1). તમારી પાસે અનામત બીજ હોય ત્યાં સુધી તમારી ચાલ નેમો ચાલ છે; અનામત ખાલી થાય પછી મતાજી ચાલ (L-3).</translation>
    </message>
    <message>
        <source>Capturing is compulsory. A front hole of yours is a capture position when it and the opponent&apos;s front hole in the same column both hold seeds (L-4). In nemo, if you have a capture position you must place a reserve seed in one of them and capture the opposite hole (L-7); otherwise you place it in an occupied hole of your front row and sow from there, a takata (L-8).</source>
        <translation>કબજો ફરજિયાત છે. તમારો આગળનો ખાડો કબજાનું સ્થાન છે જ્યારે તેમાં અને તે જ સ્તંભમાં વિરોધીના આગળના ખાડામાં બંનેમાં બીજ હોય (L-4). નેમોમાં, જો તમારી પાસે કબજાનું સ્થાન હોય તો તેમાંના એકમાં અનામત બીજ મૂકીને સામેનો ખાડો કબજે કરવો જ પડે (L-7); નહીં તો તમે તેને તમારી આગળની હરોળના ભરેલા ખાડામાં મૂકીને ત્યાંથી વાવો છો, એટલે તાકાતા (L-8).</translation>
    </message>
    <message>
        <source>Captured seeds are sown from a kichwa (an end hole of your front row) toward the centre: from the nearer end when the capture is in the kimbi (the two holes at either end), otherwise from the end that keeps your direction; only the first capture of a nemo move lets you choose (L-5). After a capture a lap ending at another capture position captures again, a lap ending in your kuu lets you stop or go on (safari) in nemo and goes on in mtaji, other occupied holes are sown on, and an empty hole ends the move (L-6).</source>
        <translation>કબજે કરેલા બીજ કિચ્વા (તમારી આગળની હરોળનો છેડાનો ખાડો)માંથી મધ્ય તરફ વવાય છે: કબજો કિમ્બી (દરેક છેડાના બે ખાડા)માં હોય તો નજીકના છેડેથી, નહીં તો તમારી દિશા જાળવતા છેડેથી; ફક્ત નેમો ચાલના પહેલા કબજામાં તમે પસંદ કરી શકો (L-5). કબજા પછી બીજા કબજાના સ્થાને પૂરો થતો ફેરો ફરી કબજો કરે છે, તમારા કુઉમાં પૂરો થતો ફેરો નેમોમાં તમને અટકવા કે આગળ વધવા (સફારી) દે છે અને મતાજીમાં આગળ વધે છે, બીજા ભરેલા ખાડામાંથી આગળ વવાય છે, અને ખાલી ખાડો ચાલ પૂરી કરે છે (L-6).</translation>
    </message>
    <message>
        <source>In a nemo takata the kuu may be chosen only when it is your only occupied front hole. The placed reserve seed counts: a kuu of six becomes seven and all seven are sown (the kuu is gone); from eight or more only two are sown and the kuu stays. Without a kuu you must choose a hole with two or more seeds, unless all your occupied front holes hold one. A kichwa that is your only occupied front hole is sown toward the centre. Laps relay as in Kigogo, capture nothing, and stop in your kuu (L-8).</source>
        <translation>નેમો તાકાતામાં કુઉ ત્યારે જ પસંદ થઈ શકે જ્યારે તે તમારો આગળનો એકમાત્ર ભરેલો ખાડો હોય. મૂકેલું અનામત બીજ ગણાય છે: છ બીજ વાળો કુઉ સાત થાય અને સાતેય વવાય (કુઉ જાય છે); આઠ કે વધુમાંથી ફક્ત બે વવાય અને કુઉ રહે છે. કુઉ વિના તમારે બે કે વધુ બીજ વાળો ખાડો પસંદ કરવો પડે, સિવાય કે તમારા આગળના બધા ભરેલા ખાડામાં એક-એક બીજ હોય. તમારો આગળનો એકમાત્ર ભરેલો ખાડો જો કિચ્વા હોય તો તે મધ્ય તરફ વવાય છે. ફેરા કિગોગોની જેમ આગળ વધે છે, કંઈ કબજે કરતા નથી, અને તમારા કુઉમાં અટકે છે (L-8).</translation>
    </message>
    <message>
        <source>In mtaji you lift a hole of either row holding 2 to 15 seeds; if its first lap ends at a capture position it is a capture move, and you must play one if you have one (L-9). Otherwise you play a takata from, in order of priority: your kuu if it still exists (sown whole, and then it is gone); else a front hole with two or more seeds; only if there is none, a back hole with two or more. Laps relay until one ends in an empty hole (L-10).</source>
        <translation>મતાજીમાં તમે કોઈ પણ હરોળનો 2 થી 15 બીજ વાળો ખાડો ઉપાડો છો; જો તેનો પહેલો ફેરો કબજાના સ્થાને પૂરો થાય તો તે કબજાની ચાલ છે, અને જો તમારી પાસે હોય તો એવી એક ચાલ રમવી જ પડે (L-9). નહીં તો તમે અગ્રતાના ક્રમમાં તાકાતા રમો છો: તમારો કુઉ જો હજી હોય (આખો વવાય, પછી તે જાય છે); નહીં તો બે કે વધુ બીજ વાળો આગળનો ખાડો; એવો એક પણ ન હોય તો જ બે કે વધુ બીજ વાળો પાછળનો ખાડો. ફેરા ત્યાં સુધી આગળ વધે છે જ્યાં સુધી કોઈ ખાલી ખાડામાં પૂરો ન થાય (L-10).</translation>
    </message>
    <message>
        <source>The games&apos; words</source>
        <translation>રમતોના શબ્દો</translation>
    </message>
</context>
<context>
    <name>SafeSave</name>
    <message>
        <source>the disk is full</source>
        <translation>ડિસ્ક ભરાઈ ગઈ છે</translation>
    </message>
    <message>
        <source>the folder cannot be written to</source>
        <translation>ફોલ્ડરમાં લખી શકાતું નથી</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>ફાઇલ લખી શકાઈ નહીં</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed.</extracomment>
        <translation>ધીમી</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed.</extracomment>
        <translation>સામાન્ય</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed.</extracomment>
        <translation>ઝડપી</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed: no animation, the move&apos;s end is shown at once.</extracomment>
        <translation>તત્કાળ</translation>
    </message>
    <message>
        <source>Natural (each game&apos;s own)</source>
        <extracomment>Seed colour: each game&apos;s own (grey-green, brown or pale).</extracomment>
        <translation>કુદરતી (દરેક રમતના પોતાના)</translation>
    </message>
    <message>
        <source>Red</source>
        <extracomment>Seed colour.</extracomment>
        <translation>લાલ</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Seed colour.</extracomment>
        <translation>કાળા</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>The sound volume, e.g. &quot;70%&quot;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>સેટિંગ્સ</translation>
    </message>
    <message>
        <source>Board and language</source>
        <extracomment>A group in the settings: language, animation speed and seed colour.</extracomment>
        <translation>પાટિયું અને ભાષા</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>અવાજ</translation>
    </message>
    <message>
        <source>Playing</source>
        <extracomment>A group in the settings: how moves are chosen.</extracomment>
        <translation>રમવું</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>ભાષા (&amp;L):</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>એનિમેશનની ઝડપ (&amp;S):</translation>
    </message>
    <message>
        <source>S&amp;eeds:</source>
        <translation>બીજ (&amp;E):</translation>
    </message>
    <message>
        <source>Play s&amp;ounds: seeds dropping, captures, the end of a game</source>
        <translation>અવાજ વગાડો (&amp;O): પડતાં બીજ, કબજે, રમતનો અંત</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>અવાજનું પ્રમાણ (&amp;V):</translation>
    </message>
    <message>
        <source>Bao la Kete: &amp;confirm each move with a second click or Enter</source>
        <extracomment>Bao la Kete only: the move shown on the board is played on a second click or Enter.</extracomment>
        <translation>Bao la Kete: દરેક ચાલ બીજા ક્લિક કે Enter વડે પાકી કરો (&amp;C)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>બરાબર</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>રદ કરો</translation>
    </message>
    <message>
        <source>Light wood</source>
        <extracomment>The board&apos;s wood.</extracomment>
        <translation>આછું લાકડું</translation>
    </message>
    <message>
        <source>Dark wood</source>
        <extracomment>The board&apos;s wood.</extracomment>
        <translation>ઘેરું લાકડું</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>બોર્ડ (&amp;B):</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>આંકડા</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Column headers of the statistics table: the game, the computer&apos;s level, and the results.</extracomment>
        <translation>રમત</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>કમ્પ્યુટરનું સ્તર</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>જીત</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>હાર</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>બરાબરી</translation>
    </message>
    <message>
        <source>No game against the computer has been finished yet.</source>
        <translation>કમ્પ્યુટર સામે હજી કોઈ રમત પૂરી થઈ નથી.</translation>
    </message>
    <message>
        <source>Reset</source>
        <extracomment>Button: forget every count of the statistics.</extracomment>
        <translation>ફરી શૂન્ય કરો</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>બંધ કરો</translation>
    </message>
    <message>
        <source>Games you finished against the computer:</source>
        <translation>કમ્પ્યુટર સામે તમે પૂરી કરેલી રમતો:</translation>
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
        <translation>ડ્રો</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n</source>
        <extracomment>The analysis has proven a win for the side to move: in %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>%n ચાલમાં જીતે</numerusform>
            <numerusform>%n ચાલમાં જીતે</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <extracomment>The analysis has proven a loss for the side to move: in %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>%n ચાલમાં હારે</numerusform>
            <numerusform>%n ચાલમાં હારે</numerusform>
        </translation>
    </message>
    <message>
        <source>wins</source>
        <extracomment>The analysis: the side to move wins after this move (how soon is not known).</extracomment>
        <translation>જીતે</translation>
    </message>
    <message>
        <source>loses</source>
        <extracomment>The analysis: the side to move loses after this move (how soon is not known).</extracomment>
        <translation>હારે</translation>
    </message>
</context>
</TS>
