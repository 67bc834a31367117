<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="gu">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Baraza</source>
        <translation>બરાઝા વિશે</translation>
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
        <source>Close</source>
        <translation>બંધ કરો</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao la Kiswahili, Bao Kingulu and Bao la Kimasai: play, watch every sowing seed by seed, and learn the rules.&lt;br&gt;A &lt;i&gt;baraza&lt;/i&gt; is the stone bench where Bao is played on the Swahili coast.</source>
        <translation>&lt;b&gt;બરાઝા&lt;/b&gt;&lt;br&gt;બાઓ કિગોગો, બાઓ લા કેટે, બાઓ લા કિસ્વાહિલી, બાઓ કિંગુલુ અને બાઓ લા કિમાસાઈ: રમો, દરેક વાવણી બીજે બીજ જુઓ અને નિયમો શીખો.&lt;br&gt;&lt;i&gt;બરાઝા&lt;/i&gt; એટલે પથ્થરની બેઠક, જ્યાં સ્વાહિલી કિનારે બાઓ રમાય છે.</translation>
    </message>
    <message>
        <source>Bao la Kiswahili follows the rules played on Zanzibar today, as Alexander de Voogt described them.</source>
        <translation>બાઓ લા કિસ્વાહિલી આજે ઝાંઝીબારમાં રમાતા નિયમો અનુસરે છે, જેમ એલેક્ઝાન્ડર દ વૂગ્ટે તેમનું વર્ણન કર્યું છે.</translation>
    </message>
</context>
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
        <source>The computer is working out its move: analyse the game after it.</source>
        <extracomment>Game → Analyse game asked for while the computer opponent works out its move (that comes first).</extracomment>
        <translation>કમ્પ્યુટર પોતાની ચાલ વિચારે છે: તે પછી રમતનું વિશ્લેષણ કરો.</translation>
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
    <message numerus="yes">
        <source>%1 of %n moves analysed: Game → Analyse game does the rest.</source>
        <extracomment>After the counts of judged moves, when only part of the game is analysed (the analysis was cancelled, or moves were played since): %1 of %n moves.</extracomment>
        <translation>
            <numerusform>%n માંથી %1 ચાલનું વિશ્લેષણ થયું: રમત → રમતનું વિશ્લેષણ બાકીનું કરે છે.</numerusform>
            <numerusform>%n માંથી %1 ચાલનું વિશ્લેષણ થયું: રમત → રમતનું વિશ્લેષણ બાકીનું કરે છે.</numerusform>
        </translation>
    </message>
    <message>
        <source>No analysis during a lesson: it would give the answer away. Leave the lesson to see it again.</source>
        <extracomment>The analysis pane during a lesson (Learn menu): it would give the lesson&apos;s answer away.</extracomment>
        <translation>પાઠ દરમિયાન કોઈ વિશ્લેષણ નહીં: તે જવાબ કહી દેશે. તેને ફરી જોવા પાઠ છોડો.</translation>
    </message>
    <message numerus="yes">
        <source>Analysing the %n positions not analysed yet…</source>
        <extracomment>Game → Analyse game again after moves were played or replaced: only the positions not analysed yet are.</extracomment>
        <translation>
            <numerusform>હજી વિશ્લેષણ ન થયેલી %n સ્થિતિનું વિશ્લેષણ થાય છે…</numerusform>
            <numerusform>હજી વિશ્લેષણ ન થયેલી %n સ્થિતિઓનું વિશ્લેષણ થાય છે…</numerusform>
        </translation>
    </message>
    <message>
        <source>Values for %1 · exact, worked out to the end of the game</source>
        <extracomment>The analysis pane, Bao Kingulu: every value is exact, worked out to the end of the game (not estimated by a search to some depth). %1 is South: the values are South&apos;s, whoever is to move.</extracomment>
        <translation>%1 માટે મૂલ્યો · ચોક્કસ, રમતના અંત સુધી ગણેલાં</translation>
    </message>
    <message>
        <source>Values for %1 · depth %2 · %3 positions</source>
        <extracomment>The analysis pane: %1 is South (the values are South&apos;s, whoever is to move, as in the chart), %2 the depth in moves (plies) looked ahead, %3 how many positions were searched.</extracomment>
        <translation>%1 માટે મૂલ્યો · ઊંડાઈ %2 · %3 સ્થિતિઓ</translation>
    </message>
    <message>
        <source>For South, whoever is to move, as in the chart: an estimate in seeds (+2.5: South is ahead, −2.5: North is), or the outcome once it is proven (&quot;wins&quot;, &quot;loses&quot;: South). &quot;Wins in 7&quot; counts the moves of both sides (plies) to the end; in Bao Kingulu the final count comes first, South&apos;s before North&apos;s.</source>
        <extracomment>The analysis pane&apos;s Value column: how to read its values.</extracomment>
        <translation>દક્ષિણ માટે, વારો ગમે તેનો હોય, ચાર્ટની જેમ: બીજમાં અંદાજ (+2.5: દક્ષિણ આગળ, −2.5: ઉત્તર આગળ), અથવા સાબિત થયા પછી પરિણામ (&quot;જીતે&quot;, &quot;હારે&quot;: દક્ષિણ). &quot;7 ચાલમાં જીતે&quot; અંત સુધી બંને પક્ષની ચાલ ગણે છે; બાઓ કિંગુલુમાં અંતિમ ગણતરી પહેલાં આવે છે, દક્ષિણની ઉત્તરની પહેલાં.</translation>
    </message>
    <message>
        <source>The evaluation after every move, for South as in the list above: South&apos;s advantage up, North&apos;s down; click to look at a position</source>
        <extracomment>The evaluation chart&apos;s tooltip; its values are South&apos;s, as in the list of moves above it.</extracomment>
        <translation>દરેક ચાલ પછીનું મૂલ્યાંકન, ઉપરની યાદીની જેમ દક્ષિણ માટે: દક્ષિણનો લાભ ઉપર, ઉત્તરનો નીચે; સ્થિતિ જોવા ક્લિક કરો</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
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
    <message>
        <source>1 stone</source>
        <extracomment>Bao la Kimasai: a hole holds one stone or none (M-1).</extracomment>
        <translation>1 કાંકરો</translation>
    </message>
    <message numerus="yes">
        <source>%n stones</source>
        <translation>
            <numerusform>%n કાંકરો</numerusform>
            <numerusform>%n કાંકરા</numerusform>
        </translation>
    </message>
    <message>
        <source>marked by hizi zetu: to be captured this turn if a capture can take it</source>
        <extracomment>Kete (L-11): the opponent&apos;s hole marked by the player&apos;s last takata, which the player must capture this turn if a capture move can.</extracomment>
        <translation>હિઝી ઝેતુ થી નિશાન થયેલો: કબજાની કોઈ ચાલ તેને કબજે કરી શકે તો આ વારે તેને કબજે કરવો પડે</translation>
    </message>
    <message>
        <source>South&apos;s nyumba, dormant: an ordinary hole until it holds six seeds again</source>
        <extracomment>Kiswahili (Z-2): an owned nyumba with fewer than six seeds; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>દક્ષિણનો ન્યુમ્બા, નિષ્ક્રિય: ફરી છ બીજ થાય ત્યાં સુધી સામાન્ય ખાડો</translation>
    </message>
    <message>
        <source>North&apos;s nyumba, dormant: an ordinary hole until it holds six seeds again</source>
        <translation>ઉત્તરનો ન્યુમ્બા, નિષ્ક્રિય: ફરી છ બીજ થાય ત્યાં સુધી સામાન્ય ખાડો</translation>
    </message>
    <message>
        <source>South&apos;s nyumba</source>
        <extracomment>Kiswahili (Z-2): an owned nyumba with six seeds or more, which works as a nyumba.</extracomment>
        <translation>દક્ષિણનો ન્યુમ્બા</translation>
    </message>
    <message>
        <source>North&apos;s nyumba</source>
        <translation>ઉત્તરનો ન્યુમ્બા</translation>
    </message>
    <message>
        <source>blocked this turn (takasia): a move may not start here, and a lap that ends here ends the move</source>
        <extracomment>Kiswahili (Z-11.2): the hole the takasia mark blocks; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>આ વારે બંધ (તાકાસિયા): અહીંથી ચાલ શરૂ ન થઈ શકે, અને અહીં પૂરો થતો ફેરો ચાલ પૂરી કરે છે</translation>
    </message>
    <message>
        <source>marked by takasia: to be captured this turn if a capture can take it</source>
        <extracomment>Kiswahili (Z-11.3): the opponent&apos;s hole marked by the player&apos;s last takasa, which the player must capture this turn if one of his capture moves can; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>તાકાસિયાથી નિશાન થયેલો: કબજાની કોઈ ચાલ તેને કબજે કરી શકે તો આ વારે તેને કબજે કરવો પડે</translation>
    </message>
    <message>
        <source>South&apos;s pit, no longer a kuu: an ordinary hole for the rest of the game</source>
        <extracomment>Kete: the kuu square of a side whose kuu has been emptied and no longer counts (L-3).</extracomment>
        <translation>દક્ષિણનો ખાડો, હવે કુઉ નથી: રમતના અંત સુધી સામાન્ય ખાડો</translation>
    </message>
    <message>
        <source>North&apos;s pit, no longer a kuu: an ordinary hole for the rest of the game</source>
        <translation>ઉત્તરનો ખાડો, હવે કુઉ નથી: રમતના અંત સુધી સામાન્ય ખાડો</translation>
    </message>
    <message>
        <source>South&apos;s pit, no longer a nyumba: an ordinary hole for the rest of the game</source>
        <extracomment>Kiswahili: the nyumba square of a side whose nyumba is gone for good (Z-2); &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>દક્ષિણનો ખાડો, હવે ન્યુમ્બા નથી: રમતના અંત સુધી સામાન્ય ખાડો</translation>
    </message>
    <message>
        <source>North&apos;s pit, no longer a nyumba: an ordinary hole for the rest of the game</source>
        <translation>ઉત્તરનો ખાડો, હવે ન્યુમ્બા નથી: રમતના અંત સુધી સામાન્ય ખાડો</translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
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
        <source>%1 — paused</source>
        <extracomment>The header of the side whose turn it is while the game waits (a lesson&apos;s try is being read).</extracomment>
        <translation>%1 — થોભાવેલું</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <extracomment>Kiswahili: the seeds a player has not yet placed on the board (the namua stage).</extracomment>
        <translation>હાથ: %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>What a screen reader calls the board; its pits are named one by one.</extracomment>
        <translation>પાટિયું</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds still to sow, beside %1</source>
        <extracomment>Said by a screen reader in the middle of a move: %n seeds are still to be sown, %1 the hole the last one fell into (or that was lifted).</extracomment>
        <translation>
            <numerusform>હજી %n બીજ વાવવાનું બાકી, %1ની પાસે</numerusform>
            <numerusform>હજી %n બીજ વાવવાના બાકી, %1ની પાસે</numerusform>
        </translation>
    </message>
    <message>
        <source>a move can start here</source>
        <extracomment>Said by a screen reader after a hole&apos;s name and seeds, when the player may move from it now.</extracomment>
        <translation>અહીંથી ચાલ શરૂ થઈ શકે છે</translation>
    </message>
</context>
<context>
    <name>DocumentDialogs</name>
    <message>
        <source>New line</source>
        <translation>નવો માર્ગ</translation>
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
        <source>Play</source>
        <translation>રમો</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>બંધ કરો</translation>
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
        <source>Cancel</source>
        <translation>રદ કરો</translation>
    </message>
    <message>
        <source>The game could not be saved: %1. A file that was there before is unchanged.</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>રમત સાચવી શકાઈ નહીં: %1. પહેલાંની ફાઇલ બદલાઈ નથી.</translation>
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
        <source>Saved %1</source>
        <extracomment>Status bar after saving; %1 is the file&apos;s name.</extracomment>
        <translation>સાચવ્યું: %1</translation>
    </message>
    <message>
        <source>%1 is no longer there. It has been removed from the recent games.</source>
        <extracomment>%1 is a file&apos;s full path.</extracomment>
        <translation>%1 હવે ત્યાં નથી. તેને તાજેતરની રમતોમાંથી કાઢી નાખવામાં આવી છે.</translation>
    </message>
    <message>
        <source>%1 has changed since it was saved. Save the changes?</source>
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
        <source>This game has not been saved. Save it?</source>
        <translation>આ રમત સાચવી નથી. તેને સાચવીએ?</translation>
    </message>
    <message>
        <source>The lesson puts your game aside; Leave lesson brings it back.</source>
        <extracomment>Before a lesson, under the question whether to save the game; &quot;Leave lesson&quot; is the lesson pane&apos;s button.</extracomment>
        <translation>પાઠ તમારી રમતને બાજુએ મૂકે છે; પાઠ છોડો તેને પાછી લાવે છે.</translation>
    </message>
    <message>
        <source>This is your game that the lesson put aside.</source>
        <extracomment>During a lesson, under the question whether to save the game: which game is meant.</extracomment>
        <translation>આ તમારી એ રમત છે જે પાઠે બાજુએ મૂકી.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>હમણાં નહીં</translation>
    </message>
</context>
<context>
    <name>DrawQuestion</name>
    <message>
        <source>The computer accepts your offer of a draw.</source>
        <translation>કમ્પ્યુટર તમારી બરાબરીની ઓફર સ્વીકારે છે.</translation>
    </message>
    <message>
        <source>The computer is thinking over your offer of a draw…</source>
        <translation>કમ્પ્યુટર તમારી બરાબરીની ઓફર પર વિચાર કરે છે…</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept it?</source>
        <extracomment>Between two people: %1 (a side or a name) offers a draw, %2 (the other) is asked.</extracomment>
        <translation>%1 બરાબરીની ઓફર કરે છે. %2, શું તમે તે સ્વીકારો છો?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>બરાબરી સ્વીકારો</translation>
    </message>
    <message>
        <source>Play on</source>
        <extracomment>The answer that declines a draw offer: the game goes on.</extracomment>
        <translation>આગળ રમો</translation>
    </message>
    <message>
        <source>The computer declines the draw: it judges its position better than yours.</source>
        <translation>કમ્પ્યુટર બરાબરી નકારે છે: તે પોતાની સ્થિતિ તમારી સ્થિતિ કરતાં સારી ગણે છે.</translation>
    </message>
</context>
<context>
    <name>EvaluationChart</name>
    <message>
        <source>%1 ahead ↑</source>
        <extracomment>The evaluation chart&apos;s legend: %1 is South, whose advantage is drawn upwards.</extracomment>
        <translation>%1 આગળ ↑</translation>
    </message>
    <message>
        <source>%1 ahead ↓</source>
        <extracomment>The evaluation chart&apos;s legend: %1 is North, whose advantage is drawn downwards.</extracomment>
        <translation>%1 આગળ ↓</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>%1: the best move was %2 (%3); this move: %4</source>
        <extracomment>Tooltip of a judged move: %1 the judgement (Blunder, Mistake, ...), %2 the best move, %3 its value, %4 the value of the move played (values in seeds, or &quot;wins in 5&quot; and the like).</extracomment>
        <translation>%1: શ્રેષ્ઠ ચાલ %2 હતી (%3); આ ચાલ: %4</translation>
    </message>
    <message>
        <source>Not judged: a proven end and an estimate cannot be compared. The best move was %1 (%2); this move: %3</source>
        <extracomment>Tooltip of a move not judged (MoveQuality.h): a proven end and an estimate, or an end not proven, are not on one scale. %1 the best move, %2 its value, %3 the value of the move played.</extracomment>
        <translation>મૂલવ્યું નથી: સાબિત અંત અને અંદાજની સરખામણી થઈ શકતી નથી. શ્રેષ્ઠ ચાલ %1 (%2) હતી; આ ચાલ: %3</translation>
    </message>
</context>
<context>
    <name>GameStarts</name>
    <message>
        <source>Welcome to Baraza: choose a game</source>
        <extracomment>The title of the New game dialog the first time the program starts.</extracomment>
        <translation>બરાઝામાં આપનું સ્વાગત છે: રમત પસંદ કરો</translation>
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
        <source>kichwa</source>
        <extracomment>Glossary: the word &quot;kichwa&quot;, as the language writes it.</extracomment>
        <translation>કિચ્વા</translation>
    </message>
    <message>
        <source>kimbi</source>
        <extracomment>Glossary: the word &quot;kimbi&quot;, as the language writes it.</extracomment>
        <translation>કિમ્બી</translation>
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
        <source>hizi zetu</source>
        <extracomment>Glossary: the words &quot;hizi zetu&quot;, as the language writes them.</extracomment>
        <translation>હિઝી ઝેતુ</translation>
    </message>
    <message>
        <source>bao hamna</source>
        <extracomment>Glossary: the words &quot;bao hamna&quot;, as the language writes them.</extracomment>
        <translation>બાઓ હામ્ના</translation>
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
    <message>
        <source>kuweka mtoto</source>
        <extracomment>Glossary: the words &quot;kuweka mtoto&quot; (&quot;placing a child&quot;), as the language writes them.</extracomment>
        <translation>કુવેકા મ્તોતો</translation>
    </message>
    <message>
        <source>Bao Kingulu: &quot;placing a child&quot;: ending a lap in an opponent&apos;s hole that held exactly three seeds, which becomes the mover&apos;s mtoto (G-4, G-6).</source>
        <translation>બાઓ કિંગુલુ: &quot;બાળક મૂકવું&quot;: વિરોધીના જે ખાડામાં બરાબર ત્રણ બીજ હતા તેમાં ફેરો પૂરો કરવો, જે પછી ચાલ ચાલનારનો મ્તોતો બને છે (G-4, G-6).</translation>
    </message>
    <message>
        <source>Bao la Kete: the square hole, South&apos;s e2 and North&apos;s d3. It starts with six seeds and is gone for good once all its seeds are lifted for a lap or captured; a nemo takata that lifts only two of its seeds, from a kuu of eight or more, leaves it standing (L-1, L-2, L-8).</source>
        <translation>બાઓ લા કેટે: ચોરસ ખાડો, દક્ષિણનો e2 અને ઉત્તરનો d3. તે છ બીજથી શરૂ થાય છે અને તેનાં બધાં બીજ કોઈ ફેરા માટે ઉપાડાય કે કબજે થાય પછી હંમેશ માટે જતો રહે છે; આઠ કે વધુ બીજ વાળા કુઉમાંથી ફક્ત બે બીજ ઉપાડતી નેમો તાકાતા તેને રહેવા દે છે (L-1, L-2, L-8).</translation>
    </message>
    <message>
        <source>Bao la Kete: the Lamu blocking rule of mtaji. When a player&apos;s mtaji takata leaves exactly one front hole of the opponent that he could capture first, and the opponent has no capture, that hole is marked, unless it is the opponent&apos;s kuu, his only occupied front hole or his only front hole with two or more seeds. On his next move the opponent may not start from the marked hole, and a lap that ends in it ends that move (except the first lap of a move from his kuu); on the move after, the player must capture it if a capture move can (L-11).</source>
        <translation>બાઓ લા કેટે: મતાજીમાં લામુનો રોકવાનો નિયમ. જ્યારે કોઈ ખેલાડીની મતાજી તાકાતા પછી વિરોધીનો આગળનો બરાબર એક જ ખાડો એવો રહે જે તે સૌથી પહેલાં કબજે કરી શકે, અને વિરોધી પાસે કોઈ કબજો ન હોય, ત્યારે તે ખાડા પર નિશાન થાય છે, સિવાય કે તે વિરોધીનો કુઉ હોય, તેનો આગળનો એકમાત્ર ભરેલો ખાડો હોય, કે બે કે વધુ બીજ વાળો તેનો આગળનો એકમાત્ર ખાડો હોય. પોતાની પછીની ચાલમાં વિરોધી નિશાનવાળા ખાડાથી શરૂ કરી શકતો નથી, અને તેમાં પૂરો થતો ફેરો તે ચાલ પૂરી કરે છે (તેના કુઉથી શરૂ થતી ચાલના પહેલા ફેરા સિવાય); તે પછીની ચાલમાં, જો કબજાની કોઈ ચાલ તેમ કરી શકે તો, ખેલાડીએ તે ખાડો કબજે કરવો જ પડે (L-11).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: an end hole of a front row (a and h). Captured seeds are sown starting in a kichwa, towards the centre (L-5, Z-5).</source>
        <translation>બાઓ લા કેટે અને બાઓ લા કિસ્વાહિલી: આગળની હરોળનો છેડાનો ખાડો (a અને h). કબજે કરેલાં બીજ કિચ્વામાં શરૂ કરીને મધ્ય તરફ વવાય છે (L-5, Z-5).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: the two holes at each end of a front row, columns a, b, g and h (L-5, Z-5).</source>
        <translation>બાઓ લા કેટે અને બાઓ લા કિસ્વાહિલી: આગળની હરોળના દરેક છેડાના બે ખાડા, સ્તંભ a, b, g અને h (L-5, Z-5).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: the second stage, once a player&apos;s reserve (in Bao la Kiswahili, his hand) is empty; moves start by lifting a hole (L-3, Z-3).</source>
        <translation>બાઓ લા કેટે અને બાઓ લા કિસ્વાહિલી: બીજો તબક્કો, ખેલાડીનું અનામત (બાઓ લા કિસ્વાહિલીમાં, તેનો હાથ) ખાલી થાય પછી; ચાલ એક ખાડો ઉપાડવાથી શરૂ થાય છે (L-3, Z-3).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: going on out of one&apos;s own kuu or nyumba when a capture&apos;s sowing ends there in the first stage: it is lifted and gone (L-6.3, Z-6.3).</source>
        <translation>બાઓ લા કેટે અને બાઓ લા કિસ્વાહિલી: પહેલા તબક્કામાં કબજાની વાવણી પોતાના કુઉ કે ન્યુમ્બામાં પૂરી થાય ત્યારે ત્યાંથી આગળ વધવું: તે ઉપાડાય છે અને જાય છે (L-6.3, Z-6.3).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: &quot;no board&quot;: a capture that empties the opponent&apos;s front row wins at once (L-12, Z-12.1).</source>
        <translation>બાઓ લા કેટે અને બાઓ લા કિસ્વાહિલી: &quot;પાટિયું નથી&quot;: વિરોધીની આગળની હરોળ ખાલી કરતો કબજો તરત જ જીતે છે (L-12, Z-12.1).</translation>
    </message>
    <message>
        <source>nyumba</source>
        <extracomment>Glossary: the word &quot;nyumba&quot; (Bao la Kiswahili&apos;s square hole), as the language writes it.</extracomment>
        <translation>ન્યુમ્બા</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the square hole, South&apos;s e2 and North&apos;s d3 (Lamu&apos;s kuu). It starts with six seeds and is its owner&apos;s until all its seeds are lifted together for a lap or captured; it works while it holds six or more and is dormant with fewer (Z-1, Z-2).</source>
        <translation>બાઓ લા કિસ્વાહિલી: ચોરસ ખાડો, દક્ષિણનો e2 અને ઉત્તરનો d3 (લામુનો કુઉ). તે છ બીજથી શરૂ થાય છે અને તેનાં બધાં બીજ એક ફેરા માટે સાથે ઉપાડાય કે કબજે થાય ત્યાં સુધી તેના માલિકનો રહે છે; છ કે વધુ બીજ હોય ત્યાં સુધી તે કામ કરે છે અને ઓછાં હોય ત્યારે નિષ્ક્રિય છે (Z-1, Z-2).</translation>
    </message>
    <message>
        <source>dormant</source>
        <extracomment>Glossary: the word &quot;dormant&quot;, said of a nyumba: owned, but with fewer than six seeds (an ordinary hole).</extracomment>
        <translation>નિષ્ક્રિય</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: said of a nyumba that is still its owner&apos;s but holds fewer than six seeds, as taxing leaves it: it is an ordinary hole until it holds six again (Z-2, Z-8.2).</source>
        <translation>બાઓ લા કિસ્વાહિલી: એવા ન્યુમ્બા વિશે કહેવાય છે જે હજી તેના માલિકનો છે પણ તેમાં છ કરતાં ઓછાં બીજ છે, જેમ કર તેને છોડે છે: ફરી છ બીજ થાય ત્યાં સુધી તે સામાન્ય ખાડો છે (Z-2, Z-8.2).</translation>
    </message>
    <message>
        <source>namua</source>
        <extracomment>Glossary: the word &quot;namua&quot;, as the language writes it.</extracomment>
        <translation>નામુઆ</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the first stage, while a player still has seeds in hand; each move begins by putting one into his front row (Z-3, Z-7, Z-8).</source>
        <translation>બાઓ લા કિસ્વાહિલી: પહેલો તબક્કો, જ્યાં સુધી ખેલાડીના હાથમાં બીજ હોય; દરેક ચાલ તેમાંનું એક તેની આગળની હરોળમાં મૂકવાથી શરૂ થાય છે (Z-3, Z-7, Z-8).</translation>
    </message>
    <message>
        <source>takasa</source>
        <extracomment>Glossary: the word &quot;takasa&quot;, as the language writes it.</extracomment>
        <translation>તાકાસા</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: a move that captures nothing (Z-8, Z-10).</source>
        <translation>બાઓ લા કિસ્વાહિલી: કશું કબજે ન કરતી ચાલ (Z-8, Z-10).</translation>
    </message>
    <message>
        <source>takasia</source>
        <extracomment>Glossary: the word &quot;takasia&quot;, as the language writes it.</extracomment>
        <translation>તાકાસિયા</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the blocking mark. After a takasa that leaves both hands empty, when every capture the mover could make next would take one and the same hole of the opponent first, that hole is marked, with a few exceptions. The opponent may not start his next move there, and a lap that ends there ends that move; on the move after, the mover must capture it if one of his capture moves can (Z-11).</source>
        <translation>બાઓ લા કિસ્વાહિલી: રોકતું નિશાન. જેના પછી બંને હાથ ખાલી હોય એવી તાકાસા પછી, જો ચાલનાર પછી જે દરેક કબજો કરી શકે તે વિરોધીનો એક જ ખાડો પહેલાં કબજે કરે, તો તે ખાડા પર નિશાન થાય છે, થોડા અપવાદ સિવાય. વિરોધી પોતાની પછીની ચાલ ત્યાંથી શરૂ કરી શકતો નથી, અને ત્યાં પૂરો થતો ફેરો એ ચાલ પૂરી કરે છે; તે પછીની ચાલમાં, ચાલનારની કબજાની કોઈ ચાલ તેને કબજે કરી શકે તો તેણે તેને કબજે કરવો પડે (Z-11).</translation>
    </message>
    <message>
        <source>kutakatia</source>
        <extracomment>Glossary: the word &quot;kutakatia&quot; (to put the takasia mark on a hole), as the language writes it.</extracomment>
        <translation>કુતાકાતિયા</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: to put the takasia mark on a hole of the opponent; some rule books name the rule so (Z-11).</source>
        <translation>બાઓ લા કિસ્વાહિલી: વિરોધીના ખાડા પર તાકાસિયાનું નિશાન મૂકવું; કેટલાંક નિયમપુસ્તકો આ નિયમને જ આ નામ આપે છે (Z-11).</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>Glossary: the player&apos;s hand: in Bao la Kiswahili the seeds not yet on the board. Use the language&apos;s everyday word for a hand.</extracomment>
        <translation>હાથ</translation>
    </message>
    <message>
        <source>The seeds a player holds off the board: in Bao la Kiswahili those not yet brought into play, 22 each at the start (Z-1), which Bao la Kete calls the reserve; in every game also the seeds being sown.</source>
        <translation>ખેલાડી પાટિયાની બહાર જે બીજ રાખે છે તે: બાઓ લા કિસ્વાહિલીમાં જે હજી રમતમાં લવાયાં નથી તે, શરૂઆતમાં દરેક પાસે 22 (Z-1), જેને બાઓ લા કેટે અનામત કહે છે; દરેક રમતમાં વવાતાં બીજ પણ.</translation>
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
    <message>
        <source>%1 is the strongest move the engine found.</source>
        <extracomment>A hint&apos;s reason when there is nothing more to say: %1 is the move.</extracomment>
        <translation>%1 એન્જિનને મળેલી સૌથી મજબૂત ચાલ છે.</translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %2 no better answer than capturing %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds the opponent&apos;s best answer captures, the least any move of the player&apos;s leaves him.</extracomment>
        <translation>
            <numerusform>%1 પછી %2 પાસે %n બીજ કબજે કરવાથી સારો જવાબ રહેતો નથી.</numerusform>
            <numerusform>%1 પછી %2 પાસે %n બીજ કબજે કરવાથી સારો જવાબ રહેતો નથી.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones and leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 %n કાંકરો કબજે કરે છે અને %2 માટે કંઈ કબજે કરવાનું છોડતી નથી.</numerusform>
            <numerusform>%1 %n કાંકરા કબજે કરે છે અને %2 માટે કંઈ કબજે કરવાનું છોડતી નથી.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones, more than %2 can take back.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 %n કાંકરો કબજે કરે છે, %2 પાછા લઈ શકે તેના કરતાં વધુ.</numerusform>
            <numerusform>%1 %n કાંકરા કબજે કરે છે, %2 પાછા લઈ શકે તેના કરતાં વધુ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 %n કાંકરો કબજે કરે છે.</numerusform>
            <numerusform>%1 %n કાંકરા કબજે કરે છે.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %2 no better answer than capturing %n stones.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones the opponent&apos;s best answer captures.</extracomment>
        <translation>
            <numerusform>%1 પછી %2 પાસે %n કાંકરો કબજે કરવાથી સારો જવાબ રહેતો નથી.</numerusform>
            <numerusform>%1 પછી %2 પાસે %n કાંકરા કબજે કરવાથી સારો જવાબ રહેતો નથી.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sows into your nyumba.</source>
        <extracomment>A hint&apos;s reason (Kiswahili): %1 is the move, which ends in the player&apos;s own nyumba.</extracomment>
        <translation>%1 તમારા ન્યુમ્બામાં વાવે છે.</translation>
    </message>
</context>
<context>
    <name>HintShown</name>
    <message>
        <source>Hint: %1</source>
        <extracomment>The status bar after Hint: %1 is the move with the reason, e.g. &quot;d1 captures 6 seeds and leaves North no capture.&quot;</extracomment>
        <translation>સૂચન: %1</translation>
    </message>
    <message>
        <source>The yellow ring marks %1, the hole to play.</source>
        <extracomment>Under the board while a hint is shown: %1 is the hole to play, drawn with a yellow ring.</extracomment>
        <translation>પીળું વર્તુળ %1 બતાવે છે, રમવાનો ખાડો.</translation>
    </message>
    <message>
        <source>The yellow ring marks %1, the hole to play; the line runs to %2, where its first lap ends.</source>
        <extracomment>Under the board while a hint is shown: %1 is the hole to play (a yellow ring around it), %2 the hole where its sowing&apos;s first lap ends (the yellow line runs there, showing the direction).</extracomment>
        <translation>પીળું વર્તુળ %1 બતાવે છે, રમવાનો ખાડો; રેખા %2 સુધી જાય છે, જ્યાં તેનો પહેલો ફેરો પૂરો થાય છે.</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>Your move %1 captured nothing.</source>
        <translation>તમારી ચાલ %1 એ કંઈ કબજે કર્યું નહીં.</translation>
    </message>
    <message>
        <source>That is not what the task asks.</source>
        <extracomment>After what a wrong try in a lesson did.</extracomment>
        <translation>કાર્ય એ માગતું નથી.</translation>
    </message>
    <message>
        <source>Play your move on the board.</source>
        <translation>બોર્ડ પર તમારી ચાલ રમો.</translation>
    </message>
    <message>
        <source>Try again: play another move on the board.</source>
        <extracomment>A lesson after a wrong try has been taken back.</extracomment>
        <translation>ફરી પ્રયાસ કરો: બોર્ડ પર બીજી ચાલ રમો.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <extracomment>A lesson&apos;s task has been done with the move played.</extracomment>
        <translation>ઉકેલાયું!</translation>
    </message>
    <message>
        <source>Not yet.</source>
        <extracomment>A lesson&apos;s wrong try: the heading of the explanation.</extracomment>
        <translation>હજી નહીં.</translation>
    </message>
    <message>
        <source>Press Try again to play from the lesson&apos;s start.</source>
        <extracomment>After a wrong try in a lesson; &quot;Try again&quot; is the button&apos;s name.</extracomment>
        <translation>પાઠની શરૂઆતથી રમવા માટે ફરી પ્રયાસ કરો દબાવો.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>A lesson&apos;s hint; %1 is the hint itself.</extracomment>
        <translation>સૂચન: %1</translation>
    </message>
    <message>
        <source>The lesson&apos;s hint, after a first try</source>
        <extracomment>Tooltip of a lesson&apos;s Hint button.</extracomment>
        <translation>પહેલા પ્રયાસ પછી, પાઠનું સૂચન</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <extracomment>A lesson&apos;s button: back to the lesson&apos;s start position.</extracomment>
        <translation>ફરી પ્રયાસ કરો (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>આગલો પાઠ (&amp;N)</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · %3</source>
        <extracomment>The lesson pane&apos;s heading: %1 of %2 count the game&apos;s lessons, %3 is the game, e.g. &quot;Bao la Kete&quot;.</extracomment>
        <translation>%2 માંથી પાઠ %1 · %3</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <extracomment>A link to the rule a lesson teaches; %1 is its id, e.g. &quot;L-4&quot;.</extracomment>
        <translation>નિયમ %1</translation>
    </message>
    <message>
        <source>Open the rules at this rule</source>
        <translation>નિયમો આ નિયમ પર ખોલો</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A lesson in the Learn menu: %1 is its number in its game, %2 its title.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No lessons found</source>
        <translation>કોઈ પાઠ મળ્યા નથી</translation>
    </message>
    <message>
        <source>&amp;Forget lesson progress…</source>
        <translation>પાઠની પ્રગતિ ભૂલી જાઓ (&amp;F)…</translation>
    </message>
    <message>
        <source>Forget lesson progress</source>
        <translation>પાઠની પ્રગતિ ભૂલી જાઓ</translation>
    </message>
    <message>
        <source>Forget which lessons you have solved? Every lesson will show as not solved.</source>
        <translation>તમે કયા પાઠ ઉકેલ્યા છે તે ભૂલી જવું? દરેક પાઠ વણઉકેલ્યો દેખાશે.</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>ભૂલી જાઓ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>રદ કરો</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>સૂચન (&amp;I)</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>પાઠ છોડો</translation>
    </message>
    <message>
        <source>Lesson solved: read why it works, then Next lesson</source>
        <translation>પાઠ ઉકેલાયો: તે કેમ કામ કરે છે તે વાંચો, પછી આગલો પાઠ</translation>
    </message>
    <message>
        <source>Lesson: read what your move did, then Try again</source>
        <translation>પાઠ: તમારી ચાલે શું કર્યું તે વાંચો, પછી ફરી પ્રયાસ કરો</translation>
    </message>
    <message>
        <source>Your move %1 captured 1 seed from %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the hole it captured from, e.g. &quot;c2&quot;.</extracomment>
        <translation>તમારી ચાલ %1 એ %2માંથી 1 બીજ કબજે કર્યું.</translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 captured %n seeds from %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the holes it captured from, e.g. &quot;c2&quot; or &quot;c2 and b1&quot;.</extracomment>
        <translation>
            <numerusform>તમારી ચાલ %1 એ %2માંથી %n બીજ કબજે કર્યું.</numerusform>
            <numerusform>તમારી ચાલ %1 એ %2માંથી %n બીજ કબજે કર્યાં.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stone stepped into %1.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the hole the stone stepped into.</extracomment>
        <translation>પથ્થર %1માં ખસ્યો.</translation>
    </message>
    <message>
        <source>Its last seed fell in %1.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the hole where the move&apos;s last seed was sown.</extracomment>
        <translation>તેનું છેલ્લું બીજ %1માં પડ્યું.</translation>
    </message>
    <message>
        <source>It made %1 a mtoto.</source>
        <extracomment>A lesson&apos;s wrong try in Bao Kingulu: %1 is the hole that became a mtoto.</extracomment>
        <translation>તેણે %1ને મ્તોતો બનાવ્યો.</translation>
    </message>
    <message>
        <source>It won the game.</source>
        <extracomment>A lesson&apos;s wrong try that won the game all the same.</extracomment>
        <translation>તેણે રમત જીતી.</translation>
    </message>
    <message>
        <source>It ended the game.</source>
        <extracomment>A lesson&apos;s wrong try that ended the game (a draw, or a loss).</extracomment>
        <translation>તેણે રમત પૂરી કરી.</translation>
    </message>
    <message>
        <source>Last try: %1</source>
        <extracomment>A lesson after Try again: %1 is what the last wrong try did, kept until the next try.</extracomment>
        <translation>છેલ્લો પ્રયાસ: %1</translation>
    </message>
    <message>
        <source>&amp;First unsolved lesson</source>
        <translation>પહેલો વણઉકેલ્યો પાઠ (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;First lesson</source>
        <translation>પહેલો પાઠ (&amp;F)</translation>
    </message>
    <message>
        <source>Your move %1 captured 1 stone from %2.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the move, %2 the hole it captured from.</extracomment>
        <translation>તમારી ચાલ %1 એ %2માંથી 1 કાંકરો કબજે કર્યો.</translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 captured %n stones from %2.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the move, %2 the holes it captured from, e.g. &quot;a3 and a4&quot;.</extracomment>
        <translation>
            <numerusform>તમારી ચાલ %1 એ %2માંથી %n કાંકરો કબજે કર્યો.</numerusform>
            <numerusform>તમારી ચાલ %1 એ %2માંથી %n કાંકરા કબજે કર્યા.</numerusform>
        </translation>
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
        <source>Moves</source>
        <translation>ચાલો</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>શું થયું</translation>
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
        <source>Rules of the games</source>
        <translation>રમતોના નિયમો</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>અધૂરી રમત સાચવી શકાઈ નહીં: %1</translation>
    </message>
    <message>
        <source>The sowing has reached your kuu. Stop here, or lift the kuu and sow on (safari)?</source>
        <extracomment>Kete (L-6.3): a capture&apos;s sowing has ended in the player&apos;s own kuu.</extracomment>
        <translation>વાવણી તમારા કુઉ સુધી પહોંચી છે. અહીં અટકવું, કે કુઉ ઉપાડીને આગળ વાવવું (સફારી)?</translation>
    </message>
    <message>
        <source>Best move: %1</source>
        <extracomment>The status bar after &quot;Show best move&quot; in the analysis pane; %1 is the move.</extracomment>
        <translation>શ્રેષ્ઠ ચાલ: %1</translation>
    </message>
    <message>
        <source>Your settings cannot be kept: %1. They last until the program closes.</source>
        <extracomment>%1 is the reason, e.g. &quot;the folder cannot be written to&quot;.</extracomment>
        <translation>તમારી સેટિંગ્સ સાચવી શકાતી નથી: %1. પ્રોગ્રામ બંધ થાય ત્યાં સુધી જ તે રહેશે.</translation>
    </message>
    <message>
        <source>Another Baraza window that is open has an unfinished game; it stays there and is not offered here.</source>
        <extracomment>A second Baraza window at the start: the unfinished game belongs to the first one.</extracomment>
        <translation>ખુલ્લી બીજી બરાઝા વિન્ડોમાં એક અધૂરી રમત છે; તે ત્યાં જ રહે છે અને અહીં આપવામાં આવતી નથી.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>રદ કરો</translation>
    </message>
    <message>
        <source>The sowing has reached your nyumba. Stop here, or lift the nyumba and sow on (safari)? After a safari the nyumba is gone for good.</source>
        <extracomment>Kiswahili (Z-6.3): a namua capture&apos;s sowing has ended in the player&apos;s own nyumba; &quot;nyumba&quot; and &quot;safari&quot; stay in Swahili.</extracomment>
        <translation>વાવણી તમારા ન્યુમ્બા સુધી પહોંચી છે. અહીં અટકવું, કે ન્યુમ્બા ઉપાડીને આગળ વાવવું (સફારી)? સફારી પછી ન્યુમ્બા કાયમ માટે જતો રહે છે.</translation>
    </message>
    <message>
        <source>Stop in the nyumba</source>
        <translation>ન્યુમ્બામાં અટકો</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>Sow clockwise, starting in %1 (%2)</source>
        <extracomment>Kete, the tooltip of a direction arrow: %1 is the hole the sowing starts in, %2 the move.</extracomment>
        <translation>ઘડિયાળની દિશામાં વાવો, %1થી શરૂ કરીને (%2)</translation>
    </message>
    <message>
        <source>Sow counterclockwise, starting in %1 (%2)</source>
        <translation>ઘડિયાળની વિરુદ્ધ દિશામાં વાવો, %1થી શરૂ કરીને (%2)</translation>
    </message>
    <message>
        <source>Sow the captured seeds starting in the kichwa %1, clockwise (%2)</source>
        <extracomment>Kete, the tooltip of a direction arrow: %1 is the kichwa (an end hole, the word stays in Swahili) the captured seeds are sown starting in, %2 the move, e.g. &quot;c2 ↻&quot;.</extracomment>
        <translation>કબજે કરેલા બીજ કિચ્વા %1માં શરૂ કરીને ઘડિયાળની દિશામાં વાવો (%2)</translation>
    </message>
    <message>
        <source>Sow the captured seeds starting in the kichwa %1, counterclockwise (%2)</source>
        <translation>કબજે કરેલા બીજ કિચ્વા %1માં શરૂ કરીને ઘડિયાળની વિરુદ્ધ દિશામાં વાવો (%2)</translation>
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
    <message>
        <source>%1 (stop or safari?)</source>
        <extracomment>The move list, Kete (L-6.3): the move waits in the kuu for the player&apos;s choice; %1 is the move so far.</extracomment>
        <translation>%1 (અટકવું કે સફારી?)</translation>
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
    <name>NarrationView</name>
    <message>
        <source>Double-click: the rule in the rules window</source>
        <extracomment>Tooltip of a narration line: double-clicking it opens the rules at its clause.</extracomment>
        <translation>બે વાર ક્લિક કરો: નિયમોની વિન્ડોમાં નિયમ</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
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
        <source>%1 wins: %2 has no seeds left (%3).</source>
        <translation>%1 જીતે છે: %2 પાસે કોઈ બીજ બાકી નથી (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no legal move (%3).</source>
        <translation>%1 જીતે છે: %2 પાસે કોઈ માન્ય ચાલ નથી (%3).</translation>
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
    <message>
        <source>The stone of %1 is lifted.</source>
        <extracomment>Bao la Kimasai: the stone that moves is taken up (a hole holds one stone at most).</extracomment>
        <translation>%1નો કાંકરો ઉપાડાય છે.</translation>
    </message>
    <message>
        <source>The stone steps into %1.</source>
        <translation>કાંકરો %1માં ખસે છે.</translation>
    </message>
    <message>
        <source>The stone of %1 is captured and leaves the game.</source>
        <extracomment>Bao la Kimasai: a captured stone (a hole holds one stone at most).</extracomment>
        <translation>%1નો કાંકરો કબજે થાય છે અને રમતમાંથી બહાર જાય છે.</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no stones left (%3).</source>
        <translation>%1 જીતે છે: %2 પાસે કોઈ કાંકરો બાકી નથી (%3).</translation>
    </message>
    <message>
        <source>The game is over; it would have been %1&apos;s turn.</source>
        <extracomment>The last line of a game&apos;s last move: the side to move changes (rule C-7) though no one moves again.</extracomment>
        <translation>રમત પૂરી થઈ; વારો %1નો હોત.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured into the hand, to be sown starting in a kichwa.</source>
        <extracomment>Kete: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>%1ના બીજ (%2) કબજે કરી હાથમાં લેવાય છે, કિચ્વા (kichwa)માં શરૂ કરીને વાવવા માટે.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) holds fewer than six seeds: it is dormant, an ordinary hole, until it holds six again.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>%1 નો ન્યુમ્બા (%2) છ કરતાં ઓછા બીજ ધરાવે છે: તે નિષ્ક્રિય છે, એક સામાન્ય ખાડો, જ્યાં સુધી તેમાં ફરી છ બીજ ન થાય.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) holds six seeds again: it works again.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>%1 નો ન્યુમ્બા (%2) ફરી છ બીજ ધરાવે છે: તે ફરી કામ કરે છે.</translation>
    </message>
    <message>
        <source>Takasia: %1 must capture the marked hole %2, and this move does.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>તાકાસિયા (takasia): %1 એ નિશાનવાળો ખાડો %2 કબજે કરવો પડે, અને આ ચાલ તેને કબજે કરે છે.</translation>
    </message>
    <message>
        <source>Takasia: this move may not start from the marked hole %1, and a lap that ends there ends the move.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>તાકાસિયા (takasia): આ ચાલ નિશાનવાળા ખાડા %1 થી શરૂ થઈ શકતી નથી, અને ત્યાં પૂરો થતો ફેરો ચાલ પૂરી કરે છે.</translation>
    </message>
    <message>
        <source>%1 wins: bao hamna, %2&apos;s front row is empty (%3).</source>
        <translation>%1 જીતે છે: બાઓ હામ્ના, %2ની આગળની હરોળ ખાલી છે (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 emptied his own front row (%3).</source>
        <translation>%1 જીતે છે: %2એ પોતાની આગળની હરોળ ખાલી કરી (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 seeds of %2 are lifted to be sown.</source>
        <extracomment>Kete, L-8: only some of a hole&apos;s seeds are lifted (two of a kuu of eight or more); %n is how many, %1 how many the hole held, %2 the hole, e.g. &quot;2 of the 8 seeds of e2&quot;.</extracomment>
        <translation>
            <numerusform>%2ના %1 બીજમાંથી %n બીજ વાવવા માટે ઉપાડાય છે.</numerusform>
            <numerusform>%2ના %1 બીજમાંથી %n બીજ વાવવા માટે ઉપાડાય છે.</numerusform>
        </translation>
    </message>
    <message>
        <source>A seed from the hand is placed in %1.</source>
        <translation>હાથમાંથી એક બીજ %1માં મૂકાય છે.</translation>
    </message>
    <message>
        <source>Taxing: only %1 seeds of the nyumba %2 are lifted to be sown; the nyumba stays.</source>
        <extracomment>Kiswahili: taxing (rule Z-8.2) lifts only two seeds of the nyumba, which stays its owner&apos;s. &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>કર: ન્યુમ્બા %2 નાં ફક્ત %1 બીજ વાવવા માટે ઉપાડાય છે; ન્યુમ્બા રહે છે.</translation>
    </message>
    <message>
        <source>Safari: the seeds of the nyumba (%1) are lifted and sown on.</source>
        <extracomment>Kiswahili: &quot;safari&quot; is the Swahili name of going on out of one&apos;s own nyumba.</extracomment>
        <translation>સફારી: ન્યુમ્બાનાં બીજ (%1) ઉપાડીને આગળ વવાય છે.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured, to be sown starting in a kichwa.</source>
        <extracomment>Kiswahili: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>%1 નાં બીજ (%2) કબજે થાય છે, કિચ્વામાં શરૂ કરીને વાવવા માટે.</translation>
    </message>
    <message>
        <source>The lap ended in the nyumba: the move stops there.</source>
        <translation>ફેરો ન્યુમ્બામાં પૂરો થયો: ચાલ ત્યાં અટકે છે.</translation>
    </message>
    <message>
        <source>The lap ended in the hole the takasia mark blocks: the move ends.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>ફેરો તાકાસિયાના નિશાનથી રોકાયેલા ખાડામાં પૂરો થયો: ચાલ પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) is gone for good.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>%1 નો ન્યુમ્બા (%2) કાયમ માટે જતો રહ્યો.</translation>
    </message>
    <message>
        <source>Takasia: %1 is marked. On his next move %2 may not start there, and a lap that ends there ends his move; on the move after, %3 must capture it if one of his capture moves can.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>તાકાસિયા (takasia): %1 પર નિશાન થયું. પોતાની પછીની ચાલમાં %2 ત્યાંથી શરૂ કરી શકતો નથી, અને ત્યાં પૂરો થતો ફેરો તેની ચાલ પૂરી કરે છે; તે પછીની ચાલમાં, %3 ની કબજાની કોઈ ચાલ તેને કબજે કરી શકે તો તેણે તેને કબજે કરવો પડે.</translation>
    </message>
    <message>
        <source>The takasia mark on %1 lapses.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>%1 પરનું તાકાસિયાનું નિશાન રદ થાય છે.</translation>
    </message>
    <message>
        <source>%1&apos;s hand is empty: from now on his moves are mtaji moves.</source>
        <extracomment>Kiswahili: &quot;mtaji&quot; is the Swahili name of the game&apos;s second stage; it stays in Swahili.</extracomment>
        <translation>%1 નો હાથ ખાલી છે: હવેથી તેની ચાલો મતાજી ચાલો છે.</translation>
    </message>
    <message>
        <source>Draw: the same position came back a second time (C-6).</source>
        <translation>બરાબરી: એ જ સ્થિતિ બીજી વાર આવી (C-6).</translation>
    </message>
    <message>
        <source>Draw: the same position came back for the third time (C-6).</source>
        <translation>બરાબરી: એ જ સ્થિતિ ત્રીજી વાર આવી (C-6).</translation>
    </message>
    <message>
        <source>%1 wins: %2 resigned.</source>
        <extracomment>%2 gave the game up (Game → Resign).</extracomment>
        <translation>%1 જીતે છે: %2 એ રમત છોડી દીધી.</translation>
    </message>
    <message>
        <source>Draw: the players agreed to it.</source>
        <translation>બરાબરી: ખેલાડીઓએ તેના પર સહમતિ આપી.</translation>
    </message>
    <message>
        <source>%1 wins: %2 ran out of time.</source>
        <extracomment>On the clock: %2&apos;s time for the game ran out.</extracomment>
        <translation>%1 જીતે છે: %2 નો સમય પૂરો થઈ ગયો.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
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
        <source>Play on from here</source>
        <extracomment>The title of the dialog that asks who plays a position set up in the position editor.</extracomment>
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
        <source>Name (optional)</source>
        <extracomment>Placeholder of the field for a person&apos;s name in the New game dialog.</extracomment>
        <translation>નામ (વૈકલ્પિક)</translation>
    </message>
    <message>
        <source>%1&apos;s name cannot hold control characters.</source>
        <extracomment>%1 is the side, South or North, whose name in the New game dialog is refused.</extracomment>
        <translation>%1નું નામ નિયંત્રણ અક્ષરો ધરાવી શકતું નથી.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s name can be at most %n characters long.</source>
        <extracomment>%1 is the side, South or North; %n the most characters a name may have.</extracomment>
        <translation>
            <numerusform>%1નું નામ વધુમાં વધુ %n અક્ષરનું હોઈ શકે છે.</numerusform>
            <numerusform>%1નું નામ વધુમાં વધુ %n અક્ષરોનું હોઈ શકે છે.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;lock:</source>
        <extracomment>New game dialog: the time control, none or each side&apos;s time for the game.</extracomment>
        <translation>ઘડિયા&amp;ળ:</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>ઘડિયાળ વગર</translation>
    </message>
    <message>
        <source>%1 minutes each</source>
        <extracomment>Each side&apos;s minutes for the whole game (sudden death).</extracomment>
        <translation>દરેકને %1 મિનિટ</translation>
    </message>
    <message>
        <source>%1 minutes each, +%2 seconds a move</source>
        <extracomment>Each side&apos;s minutes for the game, and seconds added after each of its moves.</extracomment>
        <translation>દરેકને %1 મિનિટ, દરેક ચાલ પછી +%2 સેકન્ડ</translation>
    </message>
    <message>
        <source>%1&apos;s name</source>
        <extracomment>What a screen reader calls the field for a person&apos;s name; %1 is South or North.</extracomment>
        <translation>%1 નું નામ</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>આ સ્થિતિથી રમો</translation>
    </message>
    <message>
        <source>%1, from this position:</source>
        <extracomment>Above the picture of the position to be played; %1 is the game&apos;s name.</extracomment>
        <translation>%1, આ સ્થિતિથી:</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>%1 · computer (%2)</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the computer&apos;s strength.</extracomment>
        <translation>%1 · કમ્પ્યુટર (%2)</translation>
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
</context>
<context>
    <name>PositionProblemText</name>
    <message>
        <source>the seeds in each reserve</source>
        <translation>દરેક અનામતનાં બીજ</translation>
    </message>
    <message>
        <source>the seeds in each hand</source>
        <translation>દરેક ખેલાડીના હાથમાંનાં બીજ</translation>
    </message>
    <message>
        <source>whether each kuu still stands</source>
        <translation>દરેક કુઉ હજી ઊભો છે કે નહીં</translation>
    </message>
    <message>
        <source>whether each player still owns his nyumba</source>
        <translation>દરેક ખેલાડી હજી પોતાની ન્યુમ્બાનો માલિક છે કે નહીં</translation>
    </message>
    <message>
        <source>the hizi zetu mark</source>
        <translation>હિઝી ઝેતુ નિશાન</translation>
    </message>
    <message>
        <source>the takasia mark</source>
        <translation>તાકાસિયા નિશાન</translation>
    </message>
    <message>
        <source>the seeds in each store</source>
        <translation>દરેક ભંડારનાં બીજ</translation>
    </message>
    <message>
        <source>the mtoto holes</source>
        <translation>મ્તોતો ખાડા</translation>
    </message>
    <message>
        <source>a position names its game, then the rows of holes, then the side to move (S or N)</source>
        <extracomment>A position&apos;s text (BPN): &quot;kete 0,0,…/… S reserve=…&quot;.</extracomment>
        <translation>સ્થિતિ પહેલાં તેની રમત, પછી ખાડાઓની હરોળો, પછી ચાલ કરનાર બાજુ (S અથવા N) જણાવે છે</translation>
    </message>
    <message>
        <source>“%1” is not the name of a game</source>
        <translation>“%1” કોઈ રમતનું નામ નથી</translation>
    </message>
    <message>
        <source>the board of %1 has %2 rows, the text gives %3</source>
        <translation>%1ના બોર્ડમાં %2 હરોળ છે, લખાણમાં %3 છે</translation>
    </message>
    <message>
        <source>row %1 has %2 holes, the board of %3 has %4 in a row</source>
        <translation>હરોળ %1માં %2 ખાડા છે, %3ના બોર્ડની એક હરોળમાં %4 હોય છે</translation>
    </message>
    <message>
        <source>“%1” on %2 is not a number of seeds</source>
        <translation>%2 પરનું “%1” બીજની સંખ્યા નથી</translation>
    </message>
    <message>
        <source>the side to move is written S or N, not “%1”</source>
        <extracomment>S and N are written as they are in the text; they stand for South and North.</extracomment>
        <translation>ચાલ કરનાર બાજુ S અથવા N લખાય છે, “%1” નહીં</translation>
    </message>
    <message>
        <source>“%1” should be written key=value</source>
        <extracomment>key=value is written as it is in the text.</extracomment>
        <translation>“%1” key=value રીતે લખવું જોઈએ</translation>
    </message>
    <message>
        <source>%1 has no “%2” in its positions</source>
        <translation>%1ની સ્થિતિઓમાં “%2” નથી</translation>
    </message>
    <message>
        <source>“%1” (%2) is given twice</source>
        <translation>“%1” (%2) બે વાર આપેલ છે</translation>
    </message>
    <message>
        <source>“%1” (%2) is missing</source>
        <extracomment>%1 is a key of the position text, as written (hz, reserve, …); %2 says what it holds.</extracomment>
        <translation>“%1” (%2) ખૂટે છે</translation>
    </message>
    <message>
        <source>“%1=%2” (%3) must be two counts, South&apos;s then North&apos;s, each from 0 to %4</source>
        <translation>“%1=%2” (%3) બે સંખ્યાઓ હોવી જોઈએ, પહેલાં દક્ષિણની પછી ઉત્તરની, દરેક 0 થી %4</translation>
    </message>
    <message>
        <source>“%1=%2” (%3) must be two flags, South&apos;s then North&apos;s, each 0 or 1</source>
        <translation>“%1=%2” (%3) બે ધ્વજ હોવા જોઈએ, પહેલાં દક્ષિણનો પછી ઉત્તરનો, દરેક 0 અથવા 1</translation>
    </message>
    <message>
        <source>“%1” (%2) names a hole this board does not have</source>
        <translation>“%1” (%2) એવો ખાડો જણાવે છે જે આ બોર્ડમાં નથી</translation>
    </message>
    <message>
        <source>the mtoto %1 is named twice</source>
        <translation>મ્તોતો %1 બે વાર જણાવેલ છે</translation>
    </message>
    <message>
        <source>%1 holds %2 stones: a hole of Bao la Kimasai holds one stone at most</source>
        <translation>%1માં %2 કાંકરા છે: બાઓ લા કિમાસાઈના ખાડામાં વધુમાં વધુ એક કાંકરો હોય છે</translation>
    </message>
    <message>
        <source>%1&apos;s reserve holds %2 seeds: a reserve starts with %3 and never gains</source>
        <translation>%1ની અનામતમાં %2 બીજ છે: અનામત %3થી શરૂ થાય છે અને ક્યારેય વધતી નથી</translation>
    </message>
    <message>
        <source>%1&apos;s hand holds %2 seeds: a hand starts with %3 and never gains</source>
        <translation>%1ના હાથમાં %2 બીજ છે: હાથ %3થી શરૂ થાય છે અને ક્યારેય વધતો નથી</translation>
    </message>
    <message>
        <source>%1&apos;s store holds %2 seeds, more than the game&apos;s %3</source>
        <translation>%1ના ભંડારમાં %2 બીજ છે, રમતનાં %3 કરતાં વધુ</translation>
    </message>
    <message>
        <source>the hizi zetu mark is on %1, which is not a front-row hole</source>
        <translation>હિઝી ઝેતુ નિશાન %1 પર છે, જે આગળની હરોળનો ખાડો નથી</translation>
    </message>
    <message>
        <source>the takasia mark is on %1, which is not a front-row hole</source>
        <translation>તાકાસિયા નિશાન %1 પર છે, જે આગળની હરોળનો ખાડો નથી</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds are in play, but %1 has only %2</source>
        <translation>
            <numerusform>%n બીજ રમતમાં છે, પણ %1માં ફક્ત %2 છે</numerusform>
            <numerusform>%n બીજ રમતમાં છે, પણ %1માં ફક્ત %2 છે</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s kuu %2 holds %3 seeds: a kuu that still stands holds six or more (L-1)</source>
        <translation>%1નો કુઉ %2 %3 બીજ ધરાવે છે: હજી ઊભો કુઉ છ કે વધુ બીજ ધરાવે છે (L-1)</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba %2 holds %3 seeds: an owned nyumba holds five or more (Z-2)</source>
        <translation>%1ની ન્યુમ્બા %2 %3 બીજ ધરાવે છે: માલિકીની ન્યુમ્બા પાંચ કે વધુ બીજ ધરાવે છે (Z-2)</translation>
    </message>
    <message>
        <source>the takasia mark on %1 is set only when both hands are empty (Z-11)</source>
        <translation>%1 પરનું તાકાસિયા નિશાન ત્યારે જ મુકાય છે જ્યારે બંને હાથ ખાલી હોય (Z-11)</translation>
    </message>
    <message>
        <source>the takasia mark is on %1, which holds fewer than two seeds (Z-11)</source>
        <translation>તાકાસિયા નિશાન %1 પર છે, જેમાં બે કરતાં ઓછાં બીજ છે (Z-11)</translation>
    </message>
    <message numerus="yes">
        <source>%n stones are in play, but %1 has only %2</source>
        <translation>
            <numerusform>%n કાંકરા રમતમાં છે, પણ %1માં ફક્ત %2 છે</numerusform>
            <numerusform>%n કાંકરા રમતમાં છે, પણ %1માં ફક્ત %2 છે</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” (%2) is missing: write “%1=-” when no hole is marked</source>
        <extracomment>%1 is the mark&apos;s key as written (hz or takasia), %2 the mark; “%1=-” is written as it is.</extracomment>
        <translation>“%1” (%2) ખૂટે છે: કોઈ ખાડા પર નિશાન ન હોય ત્યારે “%1=-” લખો</translation>
    </message>
    <message>
        <source>“%1” (%2) names a hole this board does not have: write “%3=-” when no hole is marked</source>
        <extracomment>%1 is what was written for the mark, %2 the mark, %3 its key (hz or takasia); “%3=-” is written as it is.</extracomment>
        <translation>“%1” (%2) એવો ખાડો જણાવે છે જે આ બોર્ડમાં નથી: કોઈ ખાડા પર નિશાન ન હોય ત્યારે “%3=-” લખો</translation>
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
    <message>
        <source>line %1: the start position cannot be used: %2</source>
        <extracomment>%2 says why, e.g. &quot;“hz” (the hizi zetu mark) is missing&quot;.</extracomment>
        <translation>લીટી %1: શરૂઆતની સ્થિતિ વાપરી શકાતી નથી: %2</translation>
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
    <name>ResignQuestion</name>
    <message>
        <source>Resign</source>
        <extracomment>The title of the question asked before a player gives the game up.
----------
The button that gives the game up.</extracomment>
        <translation>રમત છોડી દો</translation>
    </message>
    <message>
        <source>Do you resign, %1? The computer (%2) wins the game.</source>
        <extracomment>Against the computer: %1 is the person&apos;s side (or name), %2 the computer&apos;s side.</extracomment>
        <translation>%1, શું તમે રમત છોડી દો છો? કમ્પ્યુટર (%2) રમત જીતે છે.</translation>
    </message>
    <message>
        <source>%1, do you resign? %2 wins the game.</source>
        <extracomment>Between two people: %1 (a side or a name) is the one to move, who would resign; %2 the other.</extracomment>
        <translation>%1, શું તમે રમત છોડી દો છો? %2 રમત જીતે છે.</translation>
    </message>
    <message>
        <source>Play on</source>
        <extracomment>The button that keeps the game going instead of resigning.</extracomment>
        <translation>આગળ રમો</translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message>
        <source>A back hole alone is safe</source>
        <extracomment>kigogo/06-back-hole-alone Title</extracomment>
        <translation>એકલો પાછલો ખાડો સલામત છે</translation>
    </message>
    <message>
        <source>A back stone alone is safe</source>
        <extracomment>kimasai/05-back-stone-alone Title</extracomment>
        <translation>એકલો પાછલો કાંકરો સલામત છે</translation>
    </message>
    <message>
        <source>A capture takes North&apos;s front hole opposite the hole where your move ends, and the back hole only together with it.</source>
        <extracomment>kigogo/06-back-hole-alone Hint</extracomment>
        <translation>કબજો તમારી ચાલ જે ખાડામાં પૂરી થાય તેની સામેનો ઉત્તરનો આગળનો ખાડો લે છે, અને પાછલો ખાડો ફક્ત તેની સાથે જ.</translation>
    </message>
    <message>
        <source>A capture that empties North&apos;s front row wins the game at once, whatever North has in his back row. Which way must the captured seeds go to reach c2?</source>
        <extracomment>kete/09-bao-hamna Hint</extracomment>
        <translation>ઉત્તરની આગળની હરોળ ખાલી કરતો કબજો તરત જ રમત જીતે છે, ભલે ઉત્તરની પાછલી હરોળમાં ગમે તે હોય. c2 સુધી પહોંચવા કબજે કરેલા બીજ કઈ દિશામાં જવા જોઈએ?</translation>
    </message>
    <message>
        <source>A lap that ends in a mtoto</source>
        <extracomment>kingulu/06-into-a-mtoto Title</extracomment>
        <translation>મ્તોતોમાં પૂરો થતો ફેરો</translation>
    </message>
    <message>
        <source>A seed that falls into a mtoto goes straight into its owner&apos;s store. f2 is your mtoto, c1 is North&apos;s.</source>
        <extracomment>kingulu/06-into-a-mtoto Hint</extracomment>
        <translation>મ્તોતોમાં પડતું બીજ સીધું તેના માલિકના ભંડારમાં જાય છે. f2 તમારો મ્તોતો છે, c1 ઉત્તરનો.</translation>
    </message>
    <message>
        <source>A single seed that steps into an empty hole of your front row captures too. Along your front row the loop runs to the left.</source>
        <extracomment>kigogo/07-step-capture Hint</extracomment>
        <translation>તમારી આગળની હરોળના ખાલી ખાડામાં ખસતું એકલું બીજ પણ કબજે કરે છે. તમારી આગળની હરોળમાં ચક્ર ડાબી તરફ ચાલે છે.</translation>
    </message>
    <message>
        <source>A step can capture</source>
        <extracomment>kigogo/07-step-capture Title</extracomment>
        <translation>એક પગલું પણ કબજે કરી શકે</translation>
    </message>
    <message>
        <source>A stone steps</source>
        <extracomment>kimasai/01-step Title</extracomment>
        <translation>કાંકરો ખસે છે</translation>
    </message>
    <message>
        <source>A stone steps one hole counterclockwise, and only into an empty hole. Along your back row that is to the right.</source>
        <extracomment>kimasai/01-step Hint</extracomment>
        <translation>કાંકરો ઘડિયાળની વિરુદ્ધ દિશામાં એક ખાડો ખસે છે, અને ફક્ત ખાલી ખાડામાં. તમારી પાછલી હરોળમાં એ જમણી તરફ છે.</translation>
    </message>
    <message>
        <source>All twelve holes form one loop: along your row to the right, then up into f2 and along North&apos;s row to the left.</source>
        <extracomment>kingulu/01-sowing Hint</extracomment>
        <translation>બધા બાર ખાડા એક ચક્ર બનાવે છે: તમારી હરોળમાં જમણી તરફ, પછી ઉપર f2માં અને ઉત્તરની હરોળમાં ડાબી તરફ.</translation>
    </message>
    <message>
        <source>Along your front row the stones go to the left. Step into the hole right below b3.</source>
        <extracomment>kimasai/03-capture Hint</extracomment>
        <translation>તમારી આગળની હરોળમાં કાંકરા ડાબી તરફ જાય છે. b3ની બરાબર નીચેના ખાડામાં ખસો.</translation>
    </message>
    <message>
        <source>At the right end the loop turns up: from l1 the next hole is l2.</source>
        <extracomment>kimasai/02-round-the-end Hint</extracomment>
        <translation>જમણા છેડે ચક્ર ઉપર વળે છે: l1 પછીનો ખાડો l2 છે.</translation>
    </message>
    <message>
        <source>Bao hamna</source>
        <extracomment>kete/09-bao-hamna Title; kiswahili/06-bao-hamna Title</extracomment>
        <translation>બાઓ હામ્ના (bao hamna)</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in b3.</source>
        <extracomment>kigogo/07-step-capture Task; kiswahili/01-capture Task</extracomment>
        <translation>ઉત્તરના b3ના બીજ કબજે કરો.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in c3.</source>
        <extracomment>kete/02-capture Task</extracomment>
        <translation>ઉત્તરના c3ના બીજ કબજે કરો.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in d2.</source>
        <extracomment>kingulu/02-capture Task</extracomment>
        <translation>ઉત્તરના d2ના બીજ કબજે કરો.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in d3.</source>
        <extracomment>kete/06-mtaji-capture Task</extracomment>
        <translation>ઉત્તરના d3ના બીજ કબજે કરો.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in k3.</source>
        <extracomment>kigogo/04-capture Task</extracomment>
        <translation>ઉત્તરના k3ના બીજ કબજે કરો.</translation>
    </message>
    <message>
        <source>Capture North&apos;s stone on b3.</source>
        <extracomment>kimasai/03-capture Task</extracomment>
        <translation>ઉત્તરનો b3 પરનો કાંકરો કબજે કરો.</translation>
    </message>
    <message>
        <source>Capture both c3 and h3 in one move.</source>
        <extracomment>kete/05-safari Task</extracomment>
        <translation>એક જ ચાલમાં c3 અને h3 બંને કબજે કરો.</translation>
    </message>
    <message>
        <source>Capture four of North&apos;s seeds in one move.</source>
        <extracomment>kigogo/05-front-and-back Task</extracomment>
        <translation>એક જ ચાલમાં ઉત્તરના ચાર બીજ કબજે કરો.</translation>
    </message>
    <message>
        <source>Capture one of North&apos;s stones.</source>
        <extracomment>kimasai/05-back-stone-alone Task</extracomment>
        <translation>ઉત્તરનો એક કાંકરો કબજે કરો.</translation>
    </message>
    <message>
        <source>Capture some of North&apos;s seeds.</source>
        <extracomment>kigogo/06-back-hole-alone Task</extracomment>
        <translation>ઉત્તરના થોડા બીજ કબજે કરો.</translation>
    </message>
    <message>
        <source>Capture twice in one move: North&apos;s c3, and then g3.</source>
        <extracomment>kete/03-choose-kichwa Task; kiswahili/02-choose-kichwa Task</extracomment>
        <translation>એક જ ચાલમાં બે વાર કબજે કરો: ઉત્તરનો c3, અને પછી g3.</translation>
    </message>
    <message>
        <source>Capture two stones in one move.</source>
        <extracomment>kimasai/04-front-and-back Task</extracomment>
        <translation>એક જ ચાલમાં બે કાંકરા કબજે કરો.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <extracomment>kete/02-capture Title; kigogo/04-capture Title; kimasai/03-capture Title</extracomment>
        <translation>કબજે કરવું</translation>
    </message>
    <message>
        <source>Capturing in mtaji</source>
        <extracomment>kete/06-mtaji-capture Title</extracomment>
        <translation>મતાજીમાં કબજે કરવું</translation>
    </message>
    <message>
        <source>Capturing into your store</source>
        <extracomment>kingulu/02-capture Title</extracomment>
        <translation>તમારા ભંડારમાં કબજે કરવું</translation>
    </message>
    <message>
        <source>Choosing the kichwa</source>
        <extracomment>kete/03-choose-kichwa Title; kiswahili/02-choose-kichwa Title</extracomment>
        <translation>કિચ્વા પસંદ કરવો</translation>
    </message>
    <message>
        <source>Counting at the end</source>
        <extracomment>kingulu/07-counting Title</extracomment>
        <translation>અંતે ગણતરી</translation>
    </message>
    <message>
        <source>End the game, and win it.</source>
        <extracomment>kingulu/07-counting Task</extracomment>
        <translation>રમત પૂરી કરો, અને જીતો.</translation>
    </message>
    <message>
        <source>End your lap in an empty hole of your row, right below North&apos;s seeds.</source>
        <extracomment>kingulu/02-capture Hint</extracomment>
        <translation>તમારો ફેરો તમારી હરોળના ખાલી ખાડામાં, ઉત્તરના બીજની બરાબર નીચે પૂરો કરો.</translation>
    </message>
    <message>
        <source>End your move in an empty hole of your front row right below North&apos;s seeds. From l1 the loop turns up into l2 and then runs to the left.</source>
        <extracomment>kigogo/04-capture Hint</extracomment>
        <translation>તમારી ચાલ તમારી આગળની હરોળના ખાલી ખાડામાં, ઉત્તરના બીજની બરાબર નીચે પૂરી કરો. l1થી ચક્ર ઉપર l2માં વળે છે અને પછી ડાબી તરફ ચાલે છે.</translation>
    </message>
    <message>
        <source>From l1 the loop turns up to l2. Along your front row the stones then travel to the left, and from a2 down to a1.</source>
        <extracomment>kimasai/02-round-the-end after ply 1</extracomment>
        <translation>l1થી ચક્ર ઉપર l2માં વળે છે. પછી તમારી આગળની હરોળમાં કાંકરા ડાબી તરફ જાય છે, અને a2થી નીચે a1માં.</translation>
    </message>
    <message>
        <source>From the back row</source>
        <extracomment>kete/10-from-the-back-row Title</extracomment>
        <translation>પાછલી હરોળમાંથી</translation>
    </message>
    <message>
        <source>Hizi zetu</source>
        <extracomment>kete/08-hizi-zetu Title</extracomment>
        <translation>હિઝી ઝેતુ (hizi zetu)</translation>
    </message>
    <message>
        <source>Lift all the seeds of one hole and drop them one by one into the holes that follow, counterclockwise: along your back row that is to the right.</source>
        <extracomment>kigogo/01-sowing Hint</extracomment>
        <translation>એક ખાડાના બધા બીજ ઉપાડો અને પછીના ખાડાઓમાં એક એક કરીને નાખો, ઘડિયાળની વિરુદ્ધ દિશામાં: તમારી પાછલી હરોળમાં એ જમણી તરફ છે.</translation>
    </message>
    <message>
        <source>Make North&apos;s f2 your mtoto.</source>
        <extracomment>kingulu/05-mtoto Task</extracomment>
        <translation>ઉત્તરના f2ને તમારો મ્તોતો બનાવો.</translation>
    </message>
    <message>
        <source>Making a mtoto</source>
        <extracomment>kingulu/05-mtoto Title</extracomment>
        <translation>મ્તોતો બનાવવો</translation>
    </message>
    <message>
        <source>Move a seed into your front row.</source>
        <extracomment>kigogo/02-single-step Task</extracomment>
        <translation>એક બીજ તમારી આગળની હરોળમાં ખસેડો.</translation>
    </message>
    <message>
        <source>None of your front holes held two seeds, so you sowed from your back row: g1&apos;s seeds went into h1 and up into h2.</source>
        <extracomment>kete/10-from-the-back-row after ply 1</extracomment>
        <translation>તમારા કોઈ આગળના ખાડામાં બે બીજ નહોતા, તેથી તમે પાછલી હરોળમાંથી વાવ્યું: g1ના બીજ h1માં અને ઉપર h2માં ગયા.</translation>
    </message>
    <message>
        <source>None of your holes held two seeds, so one seed stepped on into an empty hole. e1 could not move at all: f1 next to it is occupied.</source>
        <extracomment>kigogo/02-single-step after ply 1</extracomment>
        <translation>તમારા કોઈ ખાડામાં બે બીજ નહોતા, તેથી એક બીજ ખાલી ખાડામાં ખસ્યું. e1 બિલકુલ ખસી ન શક્યું: તેની બાજુનો f1 ભરેલો છે.</translation>
    </message>
    <message>
        <source>None of your holes holds two or more seeds.</source>
        <extracomment>kigogo/02-single-step the start</extracomment>
        <translation>તમારા કોઈ ખાડામાં બે કે વધુ બીજ નથી.</translation>
    </message>
    <message>
        <source>North goes round the same way on the table: along North&apos;s front row (row 3) the stones go to the right.</source>
        <extracomment>kimasai/06-playing-north Hint</extracomment>
        <translation>ઉત્તર પણ મેજ પર એ જ દિશામાં ફરે છે: ઉત્તરની આગળની હરોળમાં (હરોળ 3) કાંકરા જમણી તરફ જાય છે.</translation>
    </message>
    <message>
        <source>North has no seeds left to move, so the game ends. You count 4 in your row, 5 in your mtoto b2 and 19 in your store: 28 against North&apos;s 20.</source>
        <extracomment>kingulu/07-counting after ply 1</extracomment>
        <translation>ઉત્તર પાસે ચાલવા માટે બીજ બાકી નથી, તેથી રમત પૂરી થાય છે. તમે તમારી હરોળમાં 4, તમારા મ્તોતો b2માં 5 અને તમારા ભંડારમાં 19 ગણો છો: ઉત્તરના 20 સામે 28.</translation>
    </message>
    <message>
        <source>One loop</source>
        <extracomment>kingulu/01-sowing Title</extracomment>
        <translation>એક ચક્ર</translation>
    </message>
    <message>
        <source>One seed steps</source>
        <extracomment>kigogo/02-single-step Title</extracomment>
        <translation>એક બીજ ખસે છે</translation>
    </message>
    <message>
        <source>Only a stone in North&apos;s front row can be captured, with the back stone behind it if there is one.</source>
        <extracomment>kimasai/05-back-stone-alone Hint</extracomment>
        <translation>ફક્ત ઉત્તરની આગળની હરોળનો કાંકરો કબજે થઈ શકે છે, અને જો હોય તો તેની પાછળનો કાંકરો પણ.</translation>
    </message>
    <message>
        <source>Playing North</source>
        <extracomment>kimasai/06-playing-north Title</extracomment>
        <translation>ઉત્તર તરીકે રમવું</translation>
    </message>
    <message>
        <source>Round the end</source>
        <extracomment>kimasai/02-round-the-end Title</extracomment>
        <translation>છેડે વળાંક</translation>
    </message>
    <message>
        <source>Safari</source>
        <extracomment>kete/05-safari Title; kiswahili/03-safari Title</extracomment>
        <translation>સફારી</translation>
    </message>
    <message>
        <source>Sow so that a seed goes into your store.</source>
        <extracomment>kingulu/06-into-a-mtoto Task</extracomment>
        <translation>એવી રીતે વાવો કે એક બીજ તમારા ભંડારમાં જાય.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in North&apos;s row.</source>
        <extracomment>kingulu/01-sowing Task</extracomment>
        <translation>એવી રીતે વાવો કે તમારું છેલ્લું બીજ ઉત્તરની હરોળમાં પડે.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in f1.</source>
        <extracomment>kigogo/01-sowing Task</extracomment>
        <translation>એવી રીતે વાવો કે તમારું છેલ્લું બીજ f1માં પડે.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g1.</source>
        <extracomment>kigogo/03-relay Task</extracomment>
        <translation>એવી રીતે વાવો કે તમારું છેલ્લું બીજ g1માં પડે.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in h2.</source>
        <extracomment>kete/10-from-the-back-row Task</extracomment>
        <translation>એવી રીતે વાવો કે તમારું છેલ્લું બીજ h2માં પડે.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in your kuu.</source>
        <extracomment>kete/01-kuu Task</extracomment>
        <translation>એવી રીતે વાવો કે તમારું છેલ્લું બીજ તમારા કુઉમાં પડે.</translation>
    </message>
    <message>
        <source>Sowing</source>
        <extracomment>kigogo/01-sowing Title</extracomment>
        <translation>વાવણી</translation>
    </message>
    <message>
        <source>Sowing on</source>
        <extracomment>kigogo/03-relay Title; kingulu/04-relay Title</extracomment>
        <translation>આગળ વાવવું</translation>
    </message>
    <message>
        <source>Sowing your kuu</source>
        <extracomment>kete/04-sowing-the-kuu Title</extracomment>
        <translation>તમારો કુઉ વાવવો</translation>
    </message>
    <message>
        <source>Sown clockwise, g2&apos;s seeds go to the right, into h2 and down into h1.</source>
        <extracomment>kete/01-kuu WrongWhy</extracomment>
        <translation>ઘડિયાળની દિશામાં વાવતાં g2ના બીજ જમણી તરફ, h2માં અને નીચે h1માં જાય છે.</translation>
    </message>
    <message>
        <source>Step a stone from your back row into your front row.</source>
        <extracomment>kimasai/02-round-the-end Task</extracomment>
        <translation>તમારી પાછલી હરોળમાંથી એક કાંકરો આગળની હરોળમાં ખસેડો.</translation>
    </message>
    <message>
        <source>Step a stone into e1.</source>
        <extracomment>kimasai/01-step Task</extracomment>
        <translation>એક કાંકરો e1માં ખસેડો.</translation>
    </message>
    <message>
        <source>The back hole goes too</source>
        <extracomment>kigogo/05-front-and-back Title</extracomment>
        <translation>પાછલો ખાડો પણ જાય છે</translation>
    </message>
    <message>
        <source>The captured seeds ended in your kuu and you went on safari: the kuu&apos;s seven seeds ran round to c1, the seeds there went on to h2, and h2, facing h3, captured again.</source>
        <extracomment>kete/05-safari after ply 1</extracomment>
        <translation>કબજે કરેલા બીજ તમારા કુઉમાં પૂરા થયા અને તમે સફારી પર ગયા: કુઉના સાત બીજ ફરીને c1 સુધી ગયા, ત્યાંના બીજ h2 સુધી આગળ ગયા, અને h3ની સામેના h2એ ફરી કબજે કર્યું.</translation>
    </message>
    <message>
        <source>The game ends when the player to move has no move. Each player then counts the seeds in his row, his mtoto holes and his store.</source>
        <extracomment>kingulu/07-counting Hint</extracomment>
        <translation>જેનો વારો હોય તે ખેલાડી પાસે ચાલ ન હોય ત્યારે રમત પૂરી થાય છે. પછી દરેક ખેલાડી પોતાની હરોળ, પોતાના મ્તોતો ખાડા અને પોતાના ભંડારના બીજ ગણે છે.</translation>
    </message>
    <message>
        <source>The kuu goes first</source>
        <extracomment>kete/07-mtaji-kuu-first Title</extracomment>
        <translation>કુઉ પહેલું</translation>
    </message>
    <message>
        <source>The stone arrived in f2: f3 is captured, and f4 behind it too.</source>
        <extracomment>kimasai/04-front-and-back after ply 1</extracomment>
        <translation>કાંકરો f2માં પહોંચ્યો: f3 કબજે થાય છે, અને તેની પાછળનો f4 પણ.</translation>
    </message>
    <message>
        <source>The stone went up into l2 and captured l3. North&apos;s g4 is safe: a back stone goes only with the front stone before it.</source>
        <extracomment>kimasai/05-back-stone-alone after ply 1</extracomment>
        <translation>કાંકરો ઉપર l2માં ગયો અને l3 કબજે કર્યો. ઉત્તરનો g4 સલામત છે: પાછલો કાંકરો ફક્ત તેની આગળના કાંકરા સાથે જ જાય છે.</translation>
    </message>
    <message>
        <source>This time you play North: rows 3 and 4, at the top.</source>
        <extracomment>kimasai/06-playing-north the start</extracomment>
        <translation>આ વખતે તમે ઉત્તર તરીકે રમો છો: હરોળ 3 અને 4, ઉપર.</translation>
    </message>
    <message>
        <source>Two stones at once</source>
        <extracomment>kimasai/04-front-and-back Title</extracomment>
        <translation>એક સાથે બે કાંકરા</translation>
    </message>
    <message>
        <source>When a lap ends in a North hole that held exactly three seeds, that hole becomes yours: a mtoto.</source>
        <extracomment>kingulu/05-mtoto Hint</extracomment>
        <translation>જ્યારે ફેરો ઉત્તરના બરાબર ત્રણ બીજવાળા ખાડામાં પૂરો થાય, ત્યારે એ ખાડો તમારો બને છે: મ્તોતો.</translation>
    </message>
    <message>
        <source>When a lap ends in an occupied hole of North&apos;s row, you lift all its seeds and sow on.</source>
        <extracomment>kingulu/04-relay Hint</extracomment>
        <translation>જ્યારે ફેરો ઉત્તરની હરોળના બીજવાળા ખાડામાં પૂરો થાય, ત્યારે તમે તેના બધા બીજ ઉપાડીને આગળ વાવો છો.</translation>
    </message>
    <message>
        <source>When one of your front holes holds seeds and faces seeds in North&apos;s front hole, you must capture.</source>
        <extracomment>kete/02-capture the start</extracomment>
        <translation>જ્યારે તમારા કોઈ આગળના ખાડામાં બીજ હોય અને તે ઉત્તરના આગળના ખાડાના બીજની સામે હોય, ત્યારે તમારે કબજે કરવું જ પડે.</translation>
    </message>
    <message>
        <source>When the last seed of a lap falls into an occupied hole, you lift everything there and sow on.</source>
        <extracomment>kigogo/03-relay Hint</extracomment>
        <translation>જ્યારે ફેરાનું છેલ્લું બીજ બીજવાળા ખાડામાં પડે, ત્યારે તમે ત્યાંનું બધું ઉપાડીને આગળ વાવો છો.</translation>
    </message>
    <message>
        <source>When the sowing of a capture ends in your own kuu, you may stop there or go on: lift the kuu and sow on. That is safari.</source>
        <extracomment>kete/05-safari Hint</extracomment>
        <translation>જ્યારે કબજાની વાવણી તમારા પોતાના કુઉમાં પૂરી થાય, ત્યારે તમે ત્યાં અટકી શકો અથવા આગળ વધી શકો: કુઉ ઉપાડીને આગળ વાવો. એ જ સફારી.</translation>
    </message>
    <message>
        <source>When you capture a front hole, the back hole behind it goes too, if it holds seeds.</source>
        <extracomment>kigogo/05-front-and-back Hint</extracomment>
        <translation>જ્યારે તમે આગળનો ખાડો કબજે કરો, ત્યારે તેની પાછળનો પાછલો ખાડો પણ જાય છે, જો તેમાં બીજ હોય.</translation>
    </message>
    <message>
        <source>When you capture a front stone, North&apos;s back stone in the same column goes too.</source>
        <extracomment>kimasai/04-front-and-back Hint</extracomment>
        <translation>જ્યારે તમે આગલો કાંકરો કબજે કરો, ત્યારે એ જ સ્તંભનો ઉત્તરનો પાછલો કાંકરો પણ જાય છે.</translation>
    </message>
    <message>
        <source>Win at once: empty North&apos;s front row.</source>
        <extracomment>kete/09-bao-hamna Task</extracomment>
        <translation>તરત જ જીતો: ઉત્તરની આગળની હરોળ ખાલી કરો.</translation>
    </message>
    <message>
        <source>Win the game in one move.</source>
        <extracomment>kigogo/08-win Task; kimasai/07-win Task</extracomment>
        <translation>એક જ ચાલમાં રમત જીતો.</translation>
    </message>
    <message>
        <source>Winning</source>
        <extracomment>kigogo/08-win Title; kimasai/07-win Title</extracomment>
        <translation>જીતવું</translation>
    </message>
    <message>
        <source>With no capture, no kuu and no front hole of two or more, you sow a back hole of two or more. Counterclockwise runs to the right along your back row.</source>
        <extracomment>kete/10-from-the-back-row Hint</extracomment>
        <translation>કબજો ન હોય, કુઉ ન હોય અને બે કે વધુ બીજવાળો આગળનો ખાડો ન હોય, ત્યારે તમે બે કે વધુ બીજવાળો પાછલો ખાડો વાવો છો. તમારી પાછલી હરોળમાં ઘડિયાળની વિરુદ્ધ દિશા જમણી તરફ છે.</translation>
    </message>
    <message>
        <source>With no hole of two or more, a single seed steps one hole counterclockwise, and only into an empty hole. From l1 the loop turns up into l2.</source>
        <extracomment>kigogo/02-single-step Hint</extracomment>
        <translation>બે કે વધુ બીજવાળો ખાડો ન હોય ત્યારે એકલું બીજ ઘડિયાળની વિરુદ્ધ દિશામાં એક ખાડો ખસે છે, અને ફક્ત ખાલી ખાડામાં. l1થી ચક્ર ઉપર l2માં વળે છે.</translation>
    </message>
    <message>
        <source>With no reserve seeds you lift all the seeds of one hole. It captures when its first lap ends in a front hole that held seeds, facing North&apos;s seeds.</source>
        <extracomment>kete/06-mtaji-capture Hint</extracomment>
        <translation>અનામત બીજ વિના તમે એક ખાડાના બધા બીજ ઉપાડો છો. જો તેનો પહેલો ફેરો બીજવાળા આગળના ખાડામાં, ઉત્તરના બીજની સામે પૂરો થાય, તો તે કબજે કરે છે.</translation>
    </message>
    <message>
        <source>You captured e3 and e4, North&apos;s last stones: you win.</source>
        <extracomment>kimasai/07-win after ply 1</extracomment>
        <translation>તમે e3 અને e4, ઉત્તરના છેલ્લા કાંકરા, કબજે કર્યા: તમે જીત્યા.</translation>
    </message>
    <message>
        <source>You captured e3, and with it e4 in North&apos;s back row: four seeds in all.</source>
        <extracomment>kigogo/05-front-and-back after ply 1</extracomment>
        <translation>તમે e3 કબજે કર્યો, અને તેની સાથે ઉત્તરની પાછલી હરોળનો e4: કુલ ચાર બીજ.</translation>
    </message>
    <message>
        <source>You captured f3 and f4, North&apos;s last seeds. With no seeds, North cannot move: you win.</source>
        <extracomment>kigogo/08-win after ply 1</extracomment>
        <translation>તમે f3 અને f4, ઉત્તરના છેલ્લા બીજ, કબજે કર્યા. બીજ વિના ઉત્તર ચાલી શકતો નથી: તમે જીત્યા.</translation>
    </message>
    <message>
        <source>You captured k3. North&apos;s four seeds in e4 are safe: a back hole is taken only together with the front hole before it.</source>
        <extracomment>kigogo/06-back-hole-alone after ply 1</extracomment>
        <translation>તમે k3 કબજે કર્યો. e4માંના ઉત્તરના ચાર બીજ સલામત છે: પાછલો ખાડો ફક્ત તેની આગળના આગળના ખાડા સાથે જ લેવાય છે.</translation>
    </message>
    <message>
        <source>You play North. Capture South&apos;s stone on d2.</source>
        <extracomment>kimasai/06-playing-north Task</extracomment>
        <translation>તમે ઉત્તર તરીકે રમો છો. દક્ષિણનો d2 પરનો કાંકરો કબજે કરો.</translation>
    </message>
    <message>
        <source>You play South: row 1, nearest to you. North owns row 2. A move lifts all the seeds of one of your holes.</source>
        <extracomment>kingulu/01-sowing the start</extracomment>
        <translation>તમે દક્ષિણ તરીકે રમો છો: હરોળ 1, તમારી સૌથી નજીક. હરોળ 2 ઉત્તરની છે. ચાલમાં તમારા કોઈ એક ખાડાના બધા બીજ ઉપાડાય છે.</translation>
    </message>
    <message>
        <source>You play South: the two rows nearest to you. A hole never holds more than one stone.</source>
        <extracomment>kimasai/01-step the start</extracomment>
        <translation>તમે દક્ષિણ તરીકે રમો છો: તમારી સૌથી નજીકની બે હરોળ. કોઈ ખાડામાં ક્યારેય એકથી વધુ કાંકરો હોતો નથી.</translation>
    </message>
    <message>
        <source>You play South: the two rows nearest to you. A move starts from one of your holes with two or more seeds.</source>
        <extracomment>kigogo/01-sowing the start</extracomment>
        <translation>તમે દક્ષિણ તરીકે રમો છો: તમારી સૌથી નજીકની બે હરોળ. ચાલ તમારા બે કે વધુ બીજવાળા કોઈ એક ખાડાથી શરૂ થાય છે.</translation>
    </message>
    <message>
        <source>You win when North has no seeds left. All of North&apos;s seeds stand in one column.</source>
        <extracomment>kigogo/08-win Hint</extracomment>
        <translation>ઉત્તર પાસે બીજ ન રહે ત્યારે તમે જીતો છો. ઉત્તરના બધા બીજ એક જ સ્તંભમાં છે.</translation>
    </message>
    <message>
        <source>You win when North has no stones left. North&apos;s last two stones stand in one column.</source>
        <extracomment>kimasai/07-win Hint</extracomment>
        <translation>ઉત્તર પાસે કાંકરા ન રહે ત્યારે તમે જીતો છો. ઉત્તરના છેલ્લા બે કાંકરા એક જ સ્તંભમાં છે.</translation>
    </message>
    <message>
        <source>Your kuu</source>
        <extracomment>kete/01-kuu Title</extracomment>
        <translation>તમારો કુઉ</translation>
    </message>
    <message>
        <source>Your kuu is e2, the fourth hole from your right. Counterclockwise runs to the left along your front row.</source>
        <extracomment>kete/01-kuu Hint</extracomment>
        <translation>તમારો કુઉ e2 છે, તમારી જમણેથી ચોથો ખાડો. તમારી આગળની હરોળમાં ઘડિયાળની વિરુદ્ધ દિશા ડાબી તરફ છે.</translation>
    </message>
    <message>
        <source>Your last seed fell into e1, which held a seed: you lifted both and sowed on into f1 and g1. An empty hole ended the move.</source>
        <extracomment>kigogo/03-relay after ply 1</extracomment>
        <translation>તમારું છેલ્લું બીજ e1માં પડ્યું, જેમાં એક બીજ હતું: તમે બંને ઉપાડ્યા અને f1 અને g1માં આગળ વાવ્યા. ખાલી ખાડાએ ચાલ પૂરી કરી.</translation>
    </message>
    <message>
        <source>Your last seed fell into the empty front hole k2, with North&apos;s k3 straight opposite: those seeds are captured and leave the game.</source>
        <extracomment>kigogo/04-capture after ply 1</extracomment>
        <translation>તમારું છેલ્લું બીજ ખાલી આગળના ખાડા k2માં પડ્યું, ઉત્તરનો k3 બરાબર સામે છે: એ બીજ કબજે થાય છે અને રમતમાંથી બહાર જાય છે.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty d1 with North&apos;s d2 opposite: those two seeds and your capturing seed go into your store.</source>
        <extracomment>kingulu/02-capture after ply 1</extracomment>
        <translation>તમારું છેલ્લું બીજ તમારા ખાલી d1માં પડ્યું, સામે ઉત્તરનો d2 છે: એ બે બીજ અને તમારું કબજો કરનાર બીજ તમારા ભંડારમાં જાય છે.</translation>
    </message>
    <message>
        <source>Your last seed fell into your mtoto f2, so it went into your store, and the move ended.</source>
        <extracomment>kingulu/06-into-a-mtoto after ply 1</extracomment>
        <translation>તમારું છેલ્લું બીજ તમારા મ્તોતો f2માં પડ્યું, તેથી તે તમારા ભંડારમાં ગયું, અને ચાલ પૂરી થઈ.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is the mtaji stage.</source>
        <extracomment>kete/06-mtaji-capture the start</extracomment>
        <translation>તમારું અનામત ખાલી છે: આ મતાજીનો તબક્કો છે.</translation>
    </message>
    <message>
        <source>Your seed fell into f2, which held one: you lifted both and sowed on into e2 and d2. d2 was empty, so the move ends.</source>
        <extracomment>kingulu/04-relay after ply 1</extracomment>
        <translation>તમારું બીજ f2માં પડ્યું, જેમાં એક બીજ હતું: તમે બંને ઉપાડ્યા અને e2 અને d2માં આગળ વાવ્યા. d2 ખાલી હતો, તેથી ચાલ પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>Your stone arrived in b2 with North&apos;s stone opposite in b3: it is captured and leaves the game.</source>
        <extracomment>kimasai/03-capture after ply 1</extracomment>
        <translation>તમારો કાંકરો b2માં પહોંચ્યો, સામે b3માં ઉત્તરનો કાંકરો છે: તે કબજે થાય છે અને રમતમાંથી બહાર જાય છે.</translation>
    </message>
    <message>
        <source>a1 captures North&apos;s c2, but its last seed ends in c1, in your own row.</source>
        <extracomment>kingulu/04-relay WrongWhy</extracomment>
        <translation>a1 ઉત્તરનો c2 કબજે કરે છે, પણ તેનું છેલ્લું બીજ c1માં, તમારી પોતાની હરોળમાં, પૂરું થાય છે.</translation>
    </message>
    <message>
        <source>a1&apos;s last seed falls into c1, North&apos;s mtoto: that seed goes into North&apos;s store.</source>
        <extracomment>kingulu/06-into-a-mtoto WrongWhy</extracomment>
        <translation>a1નું છેલ્લું બીજ c1માં પડે છે, ઉત્તરના મ્તોતોમાં: એ બીજ ઉત્તરના ભંડારમાં જાય છે.</translation>
    </message>
    <message>
        <source>a1&apos;s seeds end in c1, in your own row: no mtoto.</source>
        <extracomment>kingulu/05-mtoto WrongWhy</extracomment>
        <translation>a1ના બીજ c1માં, તમારી પોતાની હરોળમાં, પૂરા થાય છે: મ્તોતો નહીં.</translation>
    </message>
    <message>
        <source>a1&apos;s two seeds go into b1 and c1: the last one stays in your own row.</source>
        <extracomment>kingulu/01-sowing WrongWhy</extracomment>
        <translation>a1ના બે બીજ b1 અને c1માં જાય છે: છેલ્લું તમારી પોતાની હરોળમાં જ રહે છે.</translation>
    </message>
    <message>
        <source>b1&apos;s three seeds go clockwise into a1, a2 and b2: the last one lands in b2.</source>
        <extracomment>kete/10-from-the-back-row WrongWhy</extracomment>
        <translation>b1ના ત્રણ બીજ ઘડિયાળની દિશામાં a1, a2 અને b2માં જાય છે: છેલ્લું b2માં પડે છે.</translation>
    </message>
    <message>
        <source>c1 held three seeds: one each into d1, e1 and f1. The single seeds in b1 and g2 may not move while you have a hole of two or more.</source>
        <extracomment>kigogo/01-sowing after ply 1</extracomment>
        <translation>c1માં ત્રણ બીજ હતા: d1, e1 અને f1માં એક એક. જ્યાં સુધી તમારી પાસે બે કે વધુ બીજવાળો ખાડો હોય, ત્યાં સુધી b1 અને g2ના એકલા બીજ ખસી શકતા નથી.</translation>
    </message>
    <message>
        <source>c1&apos;s seeds end in e1, in your back row: only a move that ends in your front row captures.</source>
        <extracomment>kigogo/04-capture WrongWhy</extracomment>
        <translation>c1ના બીજ e1માં, તમારી પાછલી હરોળમાં, પૂરા થાય છે: ફક્ત તમારી આગળની હરોળમાં પૂરી થતી ચાલ જ કબજે કરે છે.</translation>
    </message>
    <message>
        <source>c2 captures b3, but b4 behind it is empty: that is one stone.</source>
        <extracomment>kimasai/04-front-and-back WrongWhy</extracomment>
        <translation>c2 b3 કબજે કરે છે, પણ તેની પાછળનો b4 ખાલી છે: એ એક જ કાંકરો છે.</translation>
    </message>
    <message>
        <source>c2&apos;s seed stepped into the empty b2, opposite North&apos;s b3: b3 and b4 behind it are captured.</source>
        <extracomment>kigogo/07-step-capture after ply 1</extracomment>
        <translation>c2નું બીજ ખાલી b2માં ખસ્યું, ઉત્તરના b3ની સામે: b3 અને તેની પાછળનો b4 કબજે થાય છે.</translation>
    </message>
    <message>
        <source>c2ccw captures c3, but it stops in your kuu: h3 is not taken.</source>
        <extracomment>kete/05-safari WrongWhy</extracomment>
        <translation>c2ccw c3 કબજે કરે છે, પણ તે તમારા કુઉમાં અટકે છે: h3 લેવાતો નથી.</translation>
    </message>
    <message>
        <source>c3 stepped into d3, opposite South&apos;s d2: d2 is captured, and d1 behind it too.</source>
        <extracomment>kimasai/06-playing-north after ply 1</extracomment>
        <translation>c3 d3માં ખસ્યો, દક્ષિણના d2ની સામે: d2 કબજે થાય છે, અને તેની પાછળનો d1 પણ.</translation>
    </message>
    <message>
        <source>d1 stepped into the empty e1. b1 and c1 could not move: the next hole of each was occupied.</source>
        <extracomment>kimasai/01-step after ply 1</extracomment>
        <translation>d1 ખાલી e1માં ખસ્યો. b1 અને c1 ખસી ન શક્યા: દરેકનો પછીનો ખાડો ભરેલો હતો.</translation>
    </message>
    <message>
        <source>e1 steps into f1, which is still in your back row.</source>
        <extracomment>kimasai/02-round-the-end WrongWhy</extracomment>
        <translation>e1 f1માં ખસે છે, જે હજી તમારી પાછલી હરોળમાં છે.</translation>
    </message>
    <message>
        <source>e1&apos;s seed stops in f1, but f2 opposite is empty: nothing is captured and the seed stays.</source>
        <extracomment>kingulu/02-capture WrongWhy</extracomment>
        <translation>e1નું બીજ f1માં અટકે છે, પણ સામેનો f2 ખાલી છે: કંઈ કબજે થતું નથી અને બીજ ત્યાં જ રહે છે.</translation>
    </message>
    <message>
        <source>e1&apos;s seeds go into North&apos;s row: North has seeds to move, so the game goes on.</source>
        <extracomment>kingulu/07-counting WrongWhy</extracomment>
        <translation>e1ના બીજ ઉત્તરની હરોળમાં જાય છે: ઉત્તર પાસે ચાલવા માટે બીજ છે, તેથી રમત ચાલુ રહે છે.</translation>
    </message>
    <message>
        <source>e3 steps into f3, away from d3: North&apos;s front-row stones go to the right.</source>
        <extracomment>kimasai/06-playing-north WrongWhy</extracomment>
        <translation>e3 f3માં ખસે છે, d3થી દૂર: ઉત્તરની આગળની હરોળના કાંકરા જમણી તરફ જાય છે.</translation>
    </message>
    <message>
        <source>f1 steps into g1, which is still in your back row.</source>
        <extracomment>kigogo/02-single-step WrongWhy</extracomment>
        <translation>f1 g1માં ખસે છે, જે હજી તમારી પાછલી હરોળમાં છે.</translation>
    </message>
    <message>
        <source>f2 held three, your last seed made four, and the seed you dropped into f1 just before joins it: f2 is your mtoto, five seeds that count for you.</source>
        <extracomment>kingulu/05-mtoto after ply 1</extracomment>
        <translation>f2માં ત્રણ હતા, તમારા છેલ્લા બીજે ચાર કર્યા, અને તે પહેલાં તમે f1માં નાખેલું બીજ તેમાં ભળે છે: f2 તમારો મ્તોતો છે, પાંચ બીજ જે તમારા ગણાય છે.</translation>
    </message>
    <message>
        <source>f2 is your mtoto, c1 is North&apos;s: no move may start from a mtoto, and its seeds are never taken.</source>
        <extracomment>kingulu/06-into-a-mtoto the start</extracomment>
        <translation>f2 તમારો મ્તોતો છે, c1 ઉત્તરનો: કોઈ ચાલ મ્તોતોમાંથી શરૂ થઈ શકતી નથી, અને તેના બીજ ક્યારેય કબજે થતા નથી.</translation>
    </message>
    <message>
        <source>f2 steps into e2, but North&apos;s e3 is empty: there is nothing to capture.</source>
        <extracomment>kimasai/03-capture WrongWhy</extracomment>
        <translation>f2 e2માં ખસે છે, પણ ઉત્તરનો e3 ખાલી છે: કબજે કરવા જેવું કંઈ નથી.</translation>
    </message>
    <message>
        <source>f2&apos;s two seeds went into e2 and d2. d2 held a seed and faces d3: a capture. While you can capture, you must.</source>
        <extracomment>kete/06-mtaji-capture after ply 1</extracomment>
        <translation>f2ના બે બીજ e2 અને d2માં ગયા. d2માં એક બીજ હતું અને તે d3ની સામે છે: કબજો. જ્યાં સુધી તમે કબજે કરી શકો, ત્યાં સુધી તમારે કરવું જ પડે.</translation>
    </message>
    <message>
        <source>g1 steps into h1, in your back row: no capture there.</source>
        <extracomment>kigogo/07-step-capture WrongWhy</extracomment>
        <translation>g1 h1માં ખસે છે, તમારી પાછલી હરોળમાં: ત્યાં કોઈ કબજો નથી.</translation>
    </message>
    <message>
        <source>g1 steps into h1: along your back row the stones go to the right.</source>
        <extracomment>kimasai/01-step WrongWhy</extracomment>
        <translation>g1 h1માં ખસે છે: તમારી પાછલી હરોળમાં કાંકરા જમણી તરફ જાય છે.</translation>
    </message>
    <message>
        <source>g2 captures too, but it takes the one seed in g3, not c3.</source>
        <extracomment>kete/02-capture WrongWhy</extracomment>
        <translation>g2 પણ કબજે કરે છે, પણ તે g3નું એક બીજ લે છે, c3 નહીં.</translation>
    </message>
    <message>
        <source>g2 ends in e2, but North&apos;s front hole e3 is empty. The back hole e4 alone is never taken.</source>
        <extracomment>kigogo/06-back-hole-alone WrongWhy</extracomment>
        <translation>g2 e2માં પૂરું થાય છે, પણ ઉત્તરનો આગળનો ખાડો e3 ખાલી છે. એકલો પાછલો ખાડો e4 ક્યારેય લેવાતો નથી.</translation>
    </message>
    <message>
        <source>h1 holds two seeds: they go into i1 and j1, so the last one lands in j1.</source>
        <extracomment>kigogo/01-sowing WrongWhy</extracomment>
        <translation>h1માં બે બીજ છે: તે i1 અને j1માં જાય છે, તેથી છેલ્લું j1માં પડે છે.</translation>
    </message>
    <message>
        <source>h1&apos;s seeds go into i1 and j1. j1 was empty, so the move ends there.</source>
        <extracomment>kigogo/03-relay WrongWhy</extracomment>
        <translation>h1ના બીજ i1 અને j1માં જાય છે. j1 ખાલી હતો, તેથી ચાલ ત્યાં પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>h1ccw captures too, but its first lap ends in f2, so it takes f3, not d3.</source>
        <extracomment>kete/06-mtaji-capture WrongWhy</extracomment>
        <translation>h1ccw પણ કબજે કરે છે, પણ તેનો પહેલો ફેરો f2માં પૂરો થાય છે, તેથી તે f3 લે છે, d3 નહીં.</translation>
    </message>
    <message>
        <source>h2 steps into g2, but North&apos;s front hole g3 is empty. The back stone in g4 alone is never taken.</source>
        <extracomment>kimasai/05-back-stone-alone WrongWhy</extracomment>
        <translation>h2 g2માં ખસે છે, પણ ઉત્તરનો આગળનો ખાડો g3 ખાલી છે. g4માંનો એકલો પાછલો કાંકરો ક્યારેય લેવાતો નથી.</translation>
    </message>
    <message>
        <source>i2 steps into h2, but h3 is empty: nothing is captured and North plays on.</source>
        <extracomment>kimasai/07-win WrongWhy</extracomment>
        <translation>i2 h2માં ખસે છે, પણ h3 ખાલી છે: કંઈ કબજે થતું નથી અને ઉત્તર રમતો રહે છે.</translation>
    </message>
    <message>
        <source>j1&apos;s seeds end in l1, in your back row: they capture nothing and North keeps playing.</source>
        <extracomment>kigogo/08-win WrongWhy</extracomment>
        <translation>j1ના બીજ l1માં, તમારી પાછલી હરોળમાં, પૂરા થાય છે: તે કંઈ કબજે કરતા નથી અને ઉત્તર રમતો રહે છે.</translation>
    </message>
    <message>
        <source>k1 captures k3, but k4 behind it is empty: that is only one seed.</source>
        <extracomment>kigogo/05-front-and-back WrongWhy</extracomment>
        <translation>k1 k3 કબજે કરે છે, પણ તેની પાછળનો k4 ખાલી છે: એ ફક્ત એક બીજ છે.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in d2.</source>
        <extracomment>kingulu/04-relay Task</extracomment>
        <translation>એવી રીતે વાવો કે તમારું છેલ્લું બીજ d2માં પડે.</translation>
    </message>
    <message>
        <source>Make North&apos;s f2 your mtoto with five seeds in it.</source>
        <extracomment>kingulu/08-the-seed-before Task</extracomment>
        <translation>ઉત્તરના f2ને પાંચ બીજવાળો તમારો મ્તોતો બનાવો.</translation>
    </message>
    <message>
        <source>The seed before the last</source>
        <extracomment>kingulu/08-the-seed-before Title</extracomment>
        <translation>છેલ્લા પહેલાંનું બીજ</translation>
    </message>
    <message>
        <source>When a lap of two or more seeds makes a mtoto, the seed it dropped just before its last one joins the mtoto too.</source>
        <extracomment>kingulu/08-the-seed-before Hint</extracomment>
        <translation>જ્યારે બે કે વધુ બીજનો ફેરો મ્તોતો બનાવે, ત્યારે છેલ્લા બીજની બરાબર પહેલાં નાખેલું બીજ પણ મ્તોતોમાં ભળે છે.</translation>
    </message>
    <message>
        <source>d1&apos;s lap sowed three seeds. The last one made f2 your mtoto, and the one dropped into f1 just before moved in too: five seeds.</source>
        <extracomment>kingulu/08-the-seed-before after ply 1</extracomment>
        <translation>d1ના ફેરાએ ત્રણ બીજ વાવ્યા. છેલ્લા બીજે f2ને તમારો મ્તોતો બનાવ્યો, અને તે પહેલાં f1માં નાખેલું બીજ પણ તેમાં ગયું: પાંચ બીજ.</translation>
    </message>
    <message>
        <source>f1&apos;s lap is a single seed: it has no seed before its last, so f2 becomes a mtoto of only four.</source>
        <extracomment>kingulu/08-the-seed-before WrongWhy</extracomment>
        <translation>f1નો ફેરો એક જ બીજનો છે: તેમાં છેલ્લા પહેલાં કોઈ બીજ નથી, તેથી f2 ફક્ત ચાર બીજનો મ્તોતો બને છે.</translation>
    </message>
    <message>
        <source>You play South. Your kuu, the big square hole, is e2. While you have seeds in reserve, each move starts by placing one of them into one of your front holes that holds seeds.</source>
        <extracomment>kete/01-kuu the start</extracomment>
        <translation>તમે દક્ષિણ તરીકે રમો છો. તમારો કુઉ, મોટો ચોરસ ખાડો, e2 છે. જ્યાં સુધી તમારી પાસે અનામતમાં બીજ હોય, ત્યાં સુધી દરેક ચાલ તેમાંથી એક બીજ તમારા બીજવાળા કોઈ આગળના ખાડામાં મૂકવાથી શરૂ થાય છે.</translation>
    </message>
    <message>
        <source>A lap ends in North&apos;s f2, which held exactly three seeds: it becomes South&apos;s mtoto, a hole that is his to the end. The seed dropped just before joins it.</source>
        <extracomment>samples/kingulu after ply 7</extracomment>
        <translation>એક ફેરો ઉત્તરના f2માં પૂરો થાય છે, જેમાં બરાબર ત્રણ બીજ હતા: તે દક્ષિણનો મ્તોતો બને છે, અંત સુધી તેનો ખાડો. તે પહેલાં નાખેલું બીજ તેમાં ભળે છે.</translation>
    </message>
    <message>
        <source>A sample game between two computer levels: South plays at Expert, North at Strong. Both start in nemo, placing one reserve seed each move.</source>
        <extracomment>samples/kete the start</extracomment>
        <translation>કમ્પ્યુટરના બે સ્તરો વચ્ચેની નમૂનાની રમત: દક્ષિણ નિષ્ણાત સ્તરે રમે છે, ઉત્તર મજબૂત સ્તરે. બંને નેમો (nemo)માં શરૂ કરે છે, દરેક ચાલમાં એક અનામત બીજ મૂકીને.</translation>
    </message>
    <message>
        <source>A sample game of Bao la Kimasai: one stone a hole. South plays at Expert, North at Strong. Each move steps one stone into the empty hole ahead.</source>
        <extracomment>samples/kimasai the start</extracomment>
        <translation>બાઓ લા કિમાસાઈની નમૂનાની રમત: દરેક ખાડામાં એક કાંકરો. દક્ષિણ નિષ્ણાત સ્તરે રમે છે, ઉત્તર મજબૂત સ્તરે. દરેક ચાલ એક કાંકરાને આગળના ખાલી ખાડામાં ખસેડે છે.</translation>
    </message>
    <message>
        <source>A sample game on the big board, four rows of twelve. South plays at Expert, North at Strong. Watch how long the relay sowings are at the start.</source>
        <extracomment>samples/kigogo the start</extracomment>
        <translation>મોટા બોર્ડ પર નમૂનાની રમત, બાર-બાર ખાડાની ચાર હરોળ. દક્ષિણ નિષ્ણાત સ્તરે રમે છે, ઉત્તર મજબૂત સ્તરે. શરૂઆતમાં સળંગ વાવણી કેટલી લાંબી હોય છે તે જુઓ.</translation>
    </message>
    <message>
        <source>North answers on his side: k3 to l3 captures l2 and l1.</source>
        <extracomment>samples/kimasai after ply 2</extracomment>
        <translation>ઉત્તર પોતાની બાજુએ જવાબ આપે છે: k3થી l3 l2 અને l1 કબજે કરે છે.</translation>
    </message>
    <message>
        <source>North cannot move, so the game ends and both sides count their row, their mtoto holes and their store: South wins 33 to 15.</source>
        <extracomment>samples/kingulu after ply 17</extracomment>
        <translation>ઉત્તર ચાલી શકતો નથી, તેથી રમત પૂરી થાય છે અને બંને પક્ષ પોતાની હરોળ, પોતાના મ્તોતો ખાડા અને પોતાનો ભંડાર ગણે છે: દક્ષિણ 33 સામે 15થી જીતે છે.</translation>
    </message>
    <message>
        <source>North captures South&apos;s a1 into his store.</source>
        <extracomment>samples/kingulu after ply 10</extracomment>
        <translation>ઉત્તર દક્ષિણનો a1 કબજે કરીને પોતાના ભંડારમાં મૂકે છે.</translation>
    </message>
    <message>
        <source>North captures c2 alone: South&apos;s back hole c1 was empty, and the back hole is only ever taken together with the front one.</source>
        <extracomment>samples/kigogo after ply 12</extracomment>
        <translation>ઉત્તર એકલો c2 કબજે કરે છે: દક્ષિણનો પાછલો ખાડો c1 ખાલી હતો, અને પાછલો ખાડો હંમેશાં આગલા સાથે જ લેવાય છે.</translation>
    </message>
    <message>
        <source>North captures h2 alone: South&apos;s h1, behind it, was empty, so only the front stone is taken.</source>
        <extracomment>samples/kimasai after ply 12</extracomment>
        <translation>ઉત્તર એકલો h2 કબજે કરે છે: તેની પાછળનો દક્ષિણનો h1 ખાલી હતો, તેથી ફક્ત આગલો કાંકરો લેવાય છે.</translation>
    </message>
    <message>
        <source>North claims a mtoto of his own, a1, in South&apos;s row.</source>
        <extracomment>samples/kingulu after ply 16</extracomment>
        <translation>ઉત્તર દક્ષિણની હરોળમાં પોતાનો મ્તોતો, a1, મેળવે છે.</translation>
    </message>
    <message>
        <source>North has no hole with two or more seeds left, so he may only step a single seed into the empty hole ahead. Even a step captures when it ends in the front row opposite seeds.</source>
        <extracomment>samples/kigogo after ply 84</extracomment>
        <translation>ઉત્તર પાસે હવે બે કે વધુ બીજવાળો ખાડો નથી, તેથી તે ફક્ત એક બીજ આગળના ખાલી ખાડામાં ખસેડી શકે છે. એક પગલું પણ, જો તે આગળની હરોળમાં બીજની સામે પૂરું થાય, તો કબજે કરે છે.</translation>
    </message>
    <message>
        <source>North replies with the same pattern on his side and captures l2 and l1.</source>
        <extracomment>samples/kigogo after ply 2</extracomment>
        <translation>ઉત્તર પોતાની બાજુએ એ જ રીતે જવાબ આપે છે અને l2 અને l1 કબજે કરે છે.</translation>
    </message>
    <message>
        <source>North&apos;s kuu goes the same way: a takata from the kuu, ten laps long.</source>
        <extracomment>samples/kete after ply 48</extracomment>
        <translation>ઉત્તરનું કુઉ પણ એ જ રીતે જાય છે: કુઉમાંથી તાકાતા, દસ ફેરા લાંબી.</translation>
    </message>
    <message>
        <source>North&apos;s reserve is empty too. Both players are now in mtaji.</source>
        <extracomment>samples/kete after ply 44</extracomment>
        <translation>ઉત્તરનું અનામત પણ ખાલી છે. હવે બંને ખેલાડી મતાજીમાં છે.</translation>
    </message>
    <message>
        <source>South captures North&apos;s last stone: North has none left, and South wins.</source>
        <extracomment>samples/kimasai after ply 151</extracomment>
        <translation>દક્ષિણ ઉત્તરનો છેલ્લો કાંકરો કબજે કરે છે: ઉત્તર પાસે એકેય બાકી નથી, અને દક્ષિણ જીતે છે.</translation>
    </message>
    <message>
        <source>South captures again and again until North&apos;s front row is empty: bao hamna, and South wins at once.</source>
        <extracomment>samples/kete after ply 51</extracomment>
        <translation>ઉત્તરની આગળની હરોળ ખાલી ન થાય ત્યાં સુધી દક્ષિણ વારંવાર કબજે કરે છે: બાઓ હામ્ના, અને દક્ષિણ તરત જ જીતે છે.</translation>
    </message>
    <message>
        <source>South captures again: 17 seeds in his store against North&apos;s 10.</source>
        <extracomment>samples/kingulu after ply 13</extracomment>
        <translation>દક્ષિણ ફરી કબજે કરે છે: તેના ભંડારમાં 17 બીજ, ઉત્તરના 10 સામે.</translation>
    </message>
    <message>
        <source>South has placed his last reserve seed. From his next move on he plays mtaji: he lifts seeds from his own holes instead of placing new ones.</source>
        <extracomment>samples/kete after ply 43</extracomment>
        <translation>દક્ષિણે પોતાનું છેલ્લું અનામત બીજ મૂક્યું છે. તેની આગલી ચાલથી તે મતાજી રમે છે: નવા બીજ મૂકવાને બદલે તે પોતાના ખાડાઓમાંથી બીજ ઉપાડે છે.</translation>
    </message>
    <message>
        <source>South makes a second mtoto, e2. Seeds sown into a mtoto go straight to its owner&apos;s store.</source>
        <extracomment>samples/kingulu after ply 9</extracomment>
        <translation>દક્ષિણ બીજો મ્તોતો, e2, બનાવે છે. મ્તોતોમાં વાવેલા બીજ સીધા તેના માલિકના ભંડારમાં જાય છે.</translation>
    </message>
    <message>
        <source>South steps b2 into the empty a2, his front row, opposite a3: he captures a3 and the stone behind it, a4.</source>
        <extracomment>samples/kimasai after ply 1</extracomment>
        <translation>દક્ષિણ b2ને ખાલી a2માં, પોતાની આગળની હરોળમાં, a3ની સામે ખસેડે છે: તે a3 અને તેની પાછળનો કાંકરો, a4, કબજે કરે છે.</translation>
    </message>
    <message>
        <source>South&apos;s first move relays five laps and ends in an empty hole of his own row: he captures North&apos;s e2 and the capturing seed into his store.</source>
        <extracomment>samples/kingulu after ply 1</extracomment>
        <translation>દક્ષિણની પહેલી ચાલ પાંચ ફેરા સળંગ ચાલે છે અને તેની પોતાની હરોળના ખાલી ખાડામાં પૂરી થાય છે: તે ઉત્તરનો e2 અને કબજો કરનાર બીજ પોતાના ભંડારમાં લે છે.</translation>
    </message>
    <message>
        <source>South&apos;s step takes North&apos;s last seed: North has nothing left, and South wins.</source>
        <extracomment>samples/kigogo after ply 133</extracomment>
        <translation>દક્ષિણનું પગલું ઉત્તરનું છેલ્લું બીજ લે છે: ઉત્તર પાસે કંઈ બાકી નથી, અને દક્ષિણ જીતે છે.</translation>
    </message>
    <message>
        <source>South&apos;s very first move relays a second lap and ends in an empty hole of his front row opposite seeds: he captures North&apos;s a3 and a4, the hole behind it.</source>
        <extracomment>samples/kigogo after ply 1</extracomment>
        <translation>દક્ષિણની સૌથી પહેલી ચાલ બીજો ફેરો ચાલે છે અને તેની આગળની હરોળના, બીજની સામેના ખાલી ખાડામાં પૂરી થાય છે: તે ઉત્તરનો a3 અને તેની પાછળનો ખાડો a4 કબજે કરે છે.</translation>
    </message>
    <message>
        <source>This capture&apos;s sowing ends in South&apos;s own kuu. In nemo he may stop there or go on (safari); South stops, and keeps his kuu.</source>
        <extracomment>samples/kete after ply 5</extracomment>
        <translation>આ કબજાની વાવણી દક્ષિણના પોતાના કુઉમાં પૂરી થાય છે. નેમોમાં તે ત્યાં અટકી શકે અથવા આગળ વધી શકે (સફારી); દક્ષિણ અટકે છે, અને પોતાનો કુઉ રાખે છે.</translation>
    </message>
    <message>
        <source>With no capture move, South must sow his whole kuu. The kuu is gone for good, and its 20 seeds relay around his two rows.</source>
        <extracomment>samples/kete after ply 45</extracomment>
        <translation>કબજાની ચાલ ન હોવાથી દક્ષિણે પોતાનો આખો કુઉ વાવવો પડે છે. કુઉ હંમેશ માટે જતો રહે છે, અને તેના 20 બીજ તેની બે હરોળમાં સળંગ ફરે છે.</translation>
    </message>
    <message>
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. Which of your front holes faces c3?</source>
        <extracomment>kete/02-capture Hint</extracomment>
        <translation>કબજા માટે એક જ સ્તંભના બંને ખાડામાં બીજ જોઈએ: તમારા આગળના ખાડામાં અને સામેના ઉત્તરના આગળના ખાડામાં. તમારો કયો આગળનો ખાડો c3ની સામે છે?</translation>
    </message>
    <message>
        <source>You placed a reserve seed into g2 or h2 and sowed that hole leftward: two seeds from g2, three from h2. Either way the last one fell into your kuu, and a lap that ends in your kuu ends the move.</source>
        <extracomment>kete/01-kuu after ply 1</extracomment>
        <translation>તમે g2 કે h2માં અનામત બીજ મૂક્યું અને તે ખાડો ડાબી તરફ વાવ્યો: g2માંથી બે બીજ, h2માંથી ત્રણ. બંને રીતે છેલ્લું બીજ તમારા કુઉમાં પડ્યું, અને તમારા કુઉમાં પૂરો થતો ફેરો ચાલ પૂરી કરે છે.</translation>
    </message>
    <message>
        <source>A short sample game on the two-row board: South, a person, against the computer at Strong; both sow counterclockwise around one loop of twelve holes.</source>
        <extracomment>samples/kingulu the start</extracomment>
        <translation>બે હરોળના બોર્ડ પર નમૂનાની ટૂંકી રમત: દક્ષિણ, એક વ્યક્તિ, મજબૂત સ્તરના કમ્પ્યુટર સામે; બંને બાર ખાડાના એક ચક્રમાં ઘડિયાળની વિરુદ્ધ દિશામાં વાવે છે.</translation>
    </message>
    <message>
        <source>A draw by repetition</source>
        <extracomment>kingulu/09-repetition Title</extracomment>
        <translation>પુનરાવર્તનથી બરાબરી</translation>
    </message>
    <message>
        <source>A hole of 16 or more seeds never starts a capture, even when its first lap ends at a capture position. Can any of your moves capture?</source>
        <extracomment>kete/12-sixteen-seeds Hint</extracomment>
        <translation>16 કે વધુ બીજ વાળો ખાડો ક્યારેય કબજો શરૂ કરતો નથી, ભલે તેનો પહેલો ફેરો કબજાના સ્થાને પૂરો થાય. તમારી કોઈ ચાલ કબજો કરી શકે છે?</translation>
    </message>
    <message>
        <source>A kuu of eight</source>
        <extracomment>kete/11-kuu-of-eight Title</extracomment>
        <translation>આઠ બીજ વાળો કુઉ</translation>
    </message>
    <message>
        <source>A move may not end its first lap in an occupied hole of the mover&apos;s own row. After your move, which of North&apos;s holes could he sow?</source>
        <extracomment>kingulu/03-not-allowed Hint</extracomment>
        <translation>ચાલનો પહેલો ફેરો ચાલ ચાલનારની પોતાની હરોળના ભરેલા ખાડામાં પૂરો થઈ શકતો નથી. તમારી ચાલ પછી ઉત્તર પોતાનો કયો ખાડો વાવી શકે?</translation>
    </message>
    <message>
        <source>After f1 the position came back for the third time, the same seeds in the same holes with North to move: a draw. Behind on the count, a draw is the best you could get.</source>
        <extracomment>kingulu/09-repetition after ply 12</extracomment>
        <translation>f1 પછી સ્થિતિ ત્રીજી વાર પાછી આવી, એ જ ખાડાઓમાં એ જ બીજ અને ઉત્તરનો વારો: બરાબરી. ગણતરીમાં પાછળ હો ત્યારે બરાબરી જ શ્રેષ્ઠ છે જે તમે મેળવી શકો.</translation>
    </message>
    <message>
        <source>Capture North&apos;s e3.</source>
        <extracomment>kete/13-the-duty Task</extracomment>
        <translation>ઉત્તરનો e3 કબજે કરો.</translation>
    </message>
    <message>
        <source>Capture if the rules let you. If no move can capture, sow so that your last seed lands in c2.</source>
        <extracomment>kete/12-sixteen-seeds Task</extracomment>
        <translation>નિયમો મંજૂરી આપે તો કબજો કરો. જો કોઈ ચાલ કબજો ન કરી શકે, તો એવી રીતે વાવો કે તમારું છેલ્લું બીજ c2માં પડે.</translation>
    </message>
    <message>
        <source>Capture the marked hole</source>
        <extracomment>kete/13-the-duty Title</extracomment>
        <translation>નિશાનવાળો ખાડો કબજે કરો</translation>
    </message>
    <message>
        <source>Captured seeds are sown starting in a kichwa, a2 or h2, towards the centre. In this stage, for a first capture in columns c to f, you choose the kichwa. Which one brings the seeds to g2?</source>
        <extracomment>kete/03-choose-kichwa Hint; kiswahili/02-choose-kichwa Hint</extracomment>
        <translation>કબજે કરેલાં બીજ કિચ્વા, a2 કે h2, માં શરૂ કરીને મધ્ય તરફ વવાય છે. આ તબક્કામાં, c થી f સ્તંભોમાં પહેલા કબજા માટે કિચ્વા તમે પસંદ કરો છો. કયો કિચ્વા બીજને g2 સુધી લઈ જાય?</translation>
    </message>
    <message>
        <source>Clockwise, all seven seeds go right, round the end and along your back row to e1, which held two: its three seeds go on to b1. Only a kuu of eight or more sows just two seeds.</source>
        <extracomment>kete/04-sowing-the-kuu WrongWhy</extracomment>
        <translation>ઘડિયાળની દિશામાં સાતેય બીજ જમણી તરફ, છેડે વળીને તમારી પાછલી હરોળમાં e1 સુધી જાય છે, જેમાં બે બીજ હતાં: તેનાં ત્રણ બીજ આગળ b1 સુધી જાય છે. ફક્ત આઠ કે વધુ બીજ વાળો કુઉ જ માત્ર બે બીજ વાવે છે.</translation>
    </message>
    <message>
        <source>Counterclockwise, all nine seeds leave the kuu: left along your front row, down and along your back row to e1. In mtaji the whole kuu is sown; only a nemo takata from a kuu of eight or more sows just two.</source>
        <extracomment>kete/07-mtaji-kuu-first WrongWhy</extracomment>
        <translation>ઘડિયાળની વિરુદ્ધ દિશામાં નવેય બીજ કુઉમાંથી નીકળે છે: તમારી આગળની હરોળ પર ડાબી તરફ, નીચે અને તમારી પાછલી હરોળમાં e1 સુધી. મતાજીમાં આખો કુઉ વવાય છે; ફક્ત આઠ કે વધુ બીજ વાળા કુઉમાંથી નેમો તાકાતા જ બે બીજ વાવે છે.</translation>
    </message>
    <message>
        <source>End the game now, and win it on the count.</source>
        <extracomment>kingulu/03-not-allowed Task</extracomment>
        <translation>હમણાં જ રમત પૂરી કરો, અને ગણતરીમાં જીતો.</translation>
    </message>
    <message>
        <source>In mtaji, when you cannot capture and your kuu still stands, you must sow the whole kuu, all its seeds, clockwise or counterclockwise.</source>
        <extracomment>kete/07-mtaji-kuu-first Hint</extracomment>
        <translation>મતાજીમાં, જ્યારે તમે કબજો ન કરી શકો અને તમારો કુઉ હજી હોય, ત્યારે તમારે આખો કુઉ, તેનાં બધાં બીજ, ઘડિયાળની દિશામાં કે વિરુદ્ધ દિશામાં વાવવો પડે.</translation>
    </message>
    <message>
        <source>Moves that are not allowed</source>
        <extracomment>kingulu/03-not-allowed Title</extracomment>
        <translation>મંજૂર ન હોય તેવી ચાલો</translation>
    </message>
    <message>
        <source>Nine laps and four captures in one move: after a capture, every lap that ends at another capture position captures again, and the captured seeds are sown in laps of their own.</source>
        <extracomment>samples/kete after ply 27</extracomment>
        <translation>એક જ ચાલમાં નવ ફેરા અને ચાર કબજા: કબજા પછી, બીજા કબજાના સ્થાને પૂરો થતો દરેક ફેરો ફરી કબજો કરે છે, અને કબજે કરેલાં બીજ પોતાના અલગ ફેરામાં વવાય છે.</translation>
    </message>
    <message>
        <source>Nineteen laps and seven captures: South sweeps North&apos;s front row almost empty.</source>
        <extracomment>samples/kete after ply 49</extracomment>
        <translation>ઓગણીસ ફેરા અને સાત કબજા: દક્ષિણ ઉત્તરની આગળની હરોળ લગભગ ખાલી કરી નાખે છે.</translation>
    </message>
    <message>
        <source>No capture is possible, and your kuu, with seven seeds, is your only front hole with seeds.</source>
        <extracomment>kete/11-kuu-of-eight the start</extracomment>
        <translation>કોઈ કબજો શક્ય નથી, અને સાત બીજ વાળો તમારો કુઉ તમારો આગળનો એકમાત્ર ભરેલો ખાડો છે.</translation>
    </message>
    <message>
        <source>No capture is possible, so this move is a takata: a move without capture. Your kuu is your only front hole with seeds.</source>
        <extracomment>kete/04-sowing-the-kuu the start</extracomment>
        <translation>કોઈ કબજો શક્ય નથી, તેથી આ ચાલ તાકાતા (takata) છે: કબજા વિનાની ચાલ. તમારો કુઉ તમારો આગળનો એકમાત્ર ભરેલો ખાડો છે.</translation>
    </message>
    <message>
        <source>No move of yours could capture: d2&apos;s first lap ends facing North&apos;s seeds either way, but a hole of 16 or more never starts a capture. So you sowed a takata: e2&apos;s two seeds went into d2 and c2.</source>
        <extracomment>kete/12-sixteen-seeds after ply 1</extracomment>
        <translation>તમારી કોઈ ચાલ કબજો કરી શકતી નહોતી: d2નો પહેલો ફેરો કોઈ પણ દિશામાં ઉત્તરના બીજની સામે પૂરો થાય છે, પણ 16 કે વધુ બીજ વાળો ખાડો ક્યારેય કબજો શરૂ કરતો નથી. તેથી તમે તાકાતા વાવી: e2નાં બે બીજ d2 અને c2માં ગયાં.</translation>
    </message>
    <message>
        <source>North has just marked your c2 with hizi zetu.</source>
        <extracomment>kete/08-hizi-zetu the start</extracomment>
        <translation>ઉત્તરે હમણાં જ હિઝી ઝેતુથી તમારા c2 પર નિશાન મૂક્યું છે.</translation>
    </message>
    <message>
        <source>North&apos;s front hole d3 faces South&apos;s d2, and both hold seeds: a capture position. Captures are compulsory in nemo, and c3 could capture too. North places his seed in his kuu, d3, and takes d2.</source>
        <extracomment>samples/kete after ply 2</extracomment>
        <translation>ઉત્તરનો આગળનો ખાડો d3 દક્ષિણના d2ની સામે છે, અને બંનેમાં બીજ છે: કબજાનું સ્થાન. નેમોમાં કબજો ફરજિયાત છે, અને c3 પણ કબજો કરી શકે. ઉત્તર પોતાનું બીજ પોતાના કુઉ, d3, માં મૂકે છે અને d2 લે છે.</translation>
    </message>
    <message>
        <source>North&apos;s last move marked your c2 by hizi zetu: this turn you may not sow it, and a lap that ends in c2 ends your move there: c2 is not lifted and sown on.</source>
        <extracomment>kete/08-hizi-zetu Hint</extracomment>
        <translation>ઉત્તરની છેલ્લી ચાલે હિઝી ઝેતુથી તમારા c2 પર નિશાન મૂક્યું: આ વારામાં તમે તેને વાવી શકતા નથી, અને c2માં પૂરો થતો ફેરો તમારી ચાલ ત્યાં જ પૂરી કરે છે: c2 ઉપાડીને આગળ વવાતો નથી.</translation>
    </message>
    <message>
        <source>South answers in kind: c2 is his only capture position, so South places a seed in c2, captures c3, and sows the two captured seeds starting in a kichwa.</source>
        <extracomment>samples/kete after ply 3</extracomment>
        <translation>દક્ષિણ પણ એ જ રીતે જવાબ આપે છે: c2 તેનું એકમાત્ર કબજાનું સ્થાન છે, તેથી દક્ષિણ c2માં બીજ મૂકે છે, c3 કબજે કરે છે, અને કબજે કરેલાં બે બીજ કિચ્વામાં શરૂ કરીને વાવે છે.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in a2.</source>
        <extracomment>kete/08-hizi-zetu Task</extracomment>
        <translation>એવી રીતે વાવો કે તમારું છેલ્લું બીજ a2માં પડે.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in c2.</source>
        <extracomment>kete/07-mtaji-kuu-first Task; kete/11-kuu-of-eight Task</extracomment>
        <translation>એવી રીતે વાવો કે તમારું છેલ્લું બીજ c2માં પડે.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g2.</source>
        <extracomment>kete/04-sowing-the-kuu Task</extracomment>
        <translation>એવી રીતે વાવો કે તમારું છેલ્લું બીજ g2માં પડે.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the two seeds go into a2 and b2. b2 was empty, so the move ends there.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy; kiswahili/02-choose-kichwa WrongWhy</extracomment>
        <translation>કિચ્વા a2માં શરૂ કરીને બે બીજ a2 અને b2માં જાય છે. b2 ખાલી હતો, તેથી ચાલ ત્યાં પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the two seeds went into h2 and g2. g2 faces g3, so you captured again, and those seeds were sown starting in h2 too.</source>
        <extracomment>kete/03-choose-kichwa after ply 1</extracomment>
        <translation>કિચ્વા h2માં શરૂ કરીને બે બીજ h2 અને g2માં ગયાં. g2 g3ની સામે છે, તેથી તમે ફરી કબજો કર્યો, અને એ બીજ પણ h2માં શરૂ કરીને વવાયાં.</translation>
    </message>
    <message>
        <source>The game ends when the player to move has no legal move: then both sides count. North has eleven seeds in his row.</source>
        <extracomment>kingulu/03-not-allowed the start</extracomment>
        <translation>જેનો વારો હોય તે ખેલાડી પાસે કોઈ માન્ય ચાલ ન હોય ત્યારે રમત પૂરી થાય છે: પછી બંને પક્ષ ગણે છે. ઉત્તરની હરોળમાં અગિયાર બીજ છે.</translation>
    </message>
    <message>
        <source>The kuu held six, seven with your reserve seed, and all seven were sown: leftward to a2, down and along your back row to c1. c1 held a seed, so its two seeds went on, and so did e1 and h1, up to g2. Your kuu is gone now.</source>
        <extracomment>kete/04-sowing-the-kuu after ply 1</extracomment>
        <translation>કુઉમાં છ બીજ હતાં, તમારા અનામત બીજ સાથે સાત, અને સાતેય વવાયાં: ડાબી તરફ a2 સુધી, નીચે અને તમારી પાછલી હરોળમાં c1 સુધી. c1માં એક બીજ હતું, તેથી તેનાં બે બીજ આગળ ગયાં, અને એ જ રીતે e1 અને h1નાં, ઉપર g2 સુધી. હવે તમારો કુઉ ગયો.</translation>
    </message>
    <message>
        <source>With your reserve seed your kuu holds eight. A kuu of eight or more is not emptied: only two of its seeds are sown, and it stays.</source>
        <extracomment>kete/11-kuu-of-eight Hint</extracomment>
        <translation>તમારા અનામત બીજ સાથે તમારા કુઉમાં આઠ બીજ થાય છે. આઠ કે વધુ બીજ વાળો કુઉ ખાલી થતો નથી: તેનાં ફક્ત બે બીજ વવાય છે, અને તે રહે છે.</translation>
    </message>
    <message>
        <source>You are far behind on the count. Save a draw: make a position come back for the third time.</source>
        <extracomment>kingulu/09-repetition Task</extracomment>
        <translation>ગણતરીમાં તમે ઘણા પાછળ છો. બરાબરી બચાવો: કોઈ સ્થિતિ ત્રીજી વાર પાછી લાવો.</translation>
    </message>
    <message>
        <source>You captured d3. Its seeds, sown starting in the kichwa a2, reached c2, and c2 captured c3: North&apos;s front row is empty. Bao hamna, you win.</source>
        <extracomment>kete/09-bao-hamna after ply 1</extracomment>
        <translation>તમે d3 કબજે કર્યો. તેનાં બીજ, કિચ્વા a2માં શરૂ કરીને વવાયાં, c2 સુધી પહોંચ્યાં, અને c2એ c3 કબજે કર્યો: ઉત્તરની આગળની હરોળ ખાલી છે. બાઓ હામ્ના, તમે જીત્યા.</translation>
    </message>
    <message>
        <source>You could not capture, so you had to sow your kuu, all nine seeds: right to h2, down and back along your back row to c1. c1 held a seed, so its two seeds went on, and so did a1, up to c2. Your kuu is gone now.</source>
        <extracomment>kete/07-mtaji-kuu-first after ply 1</extracomment>
        <translation>તમે કબજો કરી શકતા નહોતા, તેથી તમારે તમારો કુઉ, નવેય બીજ, વાવવો પડ્યો: જમણી તરફ h2 સુધી, નીચે અને પાછલી હરોળમાં પાછા c1 સુધી. c1માં એક બીજ હતું, તેથી તેનાં બે બીજ આગળ ગયાં, અને એ જ રીતે a1નાં, ઉપર c2 સુધી. હવે તમારો કુઉ ગયો.</translation>
    </message>
    <message>
        <source>Your kuu held eight with the reserve seed, so only two were lifted, into d2 and c2. The kuu stays, with six.</source>
        <extracomment>kete/11-kuu-of-eight after ply 1</extracomment>
        <translation>અનામત બીજ સાથે તમારા કુઉમાં આઠ બીજ હતાં, તેથી ફક્ત બે ઉપાડાયાં, d2 અને c2માં. કુઉ છ બીજ સાથે રહે છે.</translation>
    </message>
    <message>
        <source>Your kuu is your only front hole with seeds, so you may sow it. With your reserve seed it holds seven: a kuu of seven is sown whole. Follow all seven seeds, and the laps that go on from where they end.</source>
        <extracomment>kete/04-sowing-the-kuu Hint</extracomment>
        <translation>તમારો કુઉ તમારો આગળનો એકમાત્ર ભરેલો ખાડો છે, તેથી તમે તેને વાવી શકો. તમારા અનામત બીજ સાથે તેમાં સાત બીજ થાય છે: સાત બીજ વાળો કુઉ આખો વવાય છે. સાતેય બીજને અનુસરો, અને જ્યાં તે પૂરાં થાય ત્યાંથી આગળ વધતા ફેરાને પણ.</translation>
    </message>
    <message>
        <source>Your last takata marked North&apos;s a3 with hizi zetu. On this move you must capture a3 if any capture move can.</source>
        <extracomment>kete/13-the-duty the start</extracomment>
        <translation>તમારી છેલ્લી તાકાતાએ હિઝી ઝેતુથી ઉત્તરના a3 પર નિશાન મૂક્યું. આ ચાલમાં, જો કબજાની કોઈ ચાલ તેમ કરી શકે, તો તમારે a3 કબજે કરવો જ પડે.</translation>
    </message>
    <message>
        <source>Your last takata marked North&apos;s a3: while a capture move can take a3, you must play one that does. Which of them goes on to take e3 as well?</source>
        <extracomment>kete/13-the-duty Hint</extracomment>
        <translation>તમારી છેલ્લી તાકાતાએ ઉત્તરના a3 પર નિશાન મૂક્યું: જ્યાં સુધી કબજાની કોઈ ચાલ a3 લઈ શકે, ત્યાં સુધી તમારે એવી જ કોઈ ચાલ રમવી પડે. તેમાંની કઈ ચાલ આગળ e3 પણ લે છે?</translation>
    </message>
    <message>
        <source>Your reserve is empty, none of your moves can capture, and your kuu still stands, with nine seeds.</source>
        <extracomment>kete/07-mtaji-kuu-first the start</extracomment>
        <translation>તમારું અનામત ખાલી છે, તમારી કોઈ ચાલ કબજો કરી શકતી નથી, અને નવ બીજ સાથે તમારો કુઉ હજી છે.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is mtaji.</source>
        <extracomment>kete/12-sixteen-seeds the start</extracomment>
        <translation>તમારું અનામત ખાલી છે: આ મતાજી છે.</translation>
    </message>
    <message>
        <source>Your reserve seed went into c2, opposite North&apos;s c3: c3&apos;s seeds are captured and sown back into your front row, starting in a kichwa, an end hole. Clockwise they start in a2; counterclockwise they start in h2, reach g2 and capture g3 too.</source>
        <extracomment>kete/02-capture after ply 1</extracomment>
        <translation>તમારું અનામત બીજ c2માં ગયું, ઉત્તરના c3ની સામે: c3નાં બીજ કબજે થાય છે અને કિચ્વા, એટલે કે છેડાના ખાડામાં શરૂ કરીને, તમારી આગળની હરોળમાં ફરી વવાય છે. ઘડિયાળની દિશામાં તે a2માં શરૂ થાય છે; ઘડિયાળની વિરુદ્ધ દિશામાં h2માં શરૂ થાય છે, g2 સુધી પહોંચે છે અને g3 પણ કબજે કરે છે.</translation>
    </message>
    <message>
        <source>Your seed went into the empty f2. Now every move of North&apos;s would end its first lap in an occupied hole of his own row: b2 in a2, c2 in b2, and so on, and a2&apos;s seven seeds round to f2. None is allowed, so the game ends: you win 26 to 22 on the count.</source>
        <extracomment>kingulu/03-not-allowed after ply 1</extracomment>
        <translation>તમારું બીજ ખાલી f2માં ગયું. હવે ઉત્તરની દરેક ચાલનો પહેલો ફેરો તેની પોતાની હરોળના ભરેલા ખાડામાં પૂરો થાય: b2 a2માં, c2 b2માં, અને એમ જ આગળ, અને a2નાં સાત બીજ ફરીને f2માં. એક પણ ચાલ માન્ય નથી, તેથી રમત પૂરી થાય છે: ગણતરીમાં તમે 26 સામે 22થી જીતો છો.</translation>
    </message>
    <message>
        <source>a1 captures North&apos;s b2, but then North&apos;s c2 may be sown into the empty b2, and a2&apos;s seven seeds may end their first lap in the empty f2: North plays on.</source>
        <extracomment>kingulu/03-not-allowed WrongWhy</extracomment>
        <translation>a1 ઉત્તરનો b2 કબજે કરે છે, પણ પછી ઉત્તરનો c2 ખાલી b2માં વાવી શકાય છે, અને a2નાં સાત બીજનો પહેલો ફેરો ખાલી f2માં પૂરો થઈ શકે છે: ઉત્તર રમતો રહે છે.</translation>
    </message>
    <message>
        <source>b1&apos;s two seeds went into a1 and a2, which faces the marked a3: you captured it, as you had to. The laps that followed took c3 and then e3.</source>
        <extracomment>kete/13-the-duty after ply 1</extracomment>
        <translation>b1નાં બે બીજ a1 અને a2માં ગયાં, જે નિશાનવાળા a3ની સામે છે: તમે તેને કબજે કર્યો, જેમ કરવું જ પડે. પછીના ફેરાએ c3 અને પછી e3 લીધા.</translation>
    </message>
    <message>
        <source>c1 captures North&apos;s d2: two seeds into your store. But North stays far ahead, 20 to 28 on the count, and no position has come back a third time: the game goes on.</source>
        <extracomment>kingulu/09-repetition WrongWhy</extracomment>
        <translation>c1 ઉત્તરનો d2 કબજે કરે છે: બે બીજ તમારા ભંડારમાં. પણ ગણતરીમાં ઉત્તર ઘણો આગળ રહે છે, 20 સામે 28, અને કોઈ સ્થિતિ ત્રીજી વાર પાછી આવી નથી: રમત ચાલુ રહે છે.</translation>
    </message>
    <message>
        <source>c2 may be sown only counterclockwise now, and that capture takes the marked a3 and stops in c2. Clockwise its first lap would end in e2 and take e3, but it would leave a3 alone: that is not allowed while a capture can take a3.</source>
        <extracomment>kete/13-the-duty WrongWhy</extracomment>
        <translation>c2 હવે ફક્ત ઘડિયાળની વિરુદ્ધ દિશામાં વાવી શકાય છે, અને એ કબજો નિશાનવાળો a3 લે છે અને c2માં અટકે છે. ઘડિયાળની દિશામાં તેનો પહેલો ફેરો e2માં પૂરો થાય અને e3 લે, પણ a3ને છોડી દે: જ્યાં સુધી કોઈ કબજો a3 લઈ શકે, ત્યાં સુધી તે માન્ય નથી.</translation>
    </message>
    <message>
        <source>d1&apos;s three seeds went into e1, f1 and, round the corner, f2 in North&apos;s row. f2 was empty, so the move ends there.</source>
        <extracomment>kingulu/01-sowing after ply 1</extracomment>
        <translation>d1નાં ત્રણ બીજ e1, f1 અને, ખૂણો વળીને, ઉત્તરની હરોળના f2માં ગયાં. f2 ખાલી હતો, તેથી ચાલ ત્યાં પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>d2&apos;s three seeds went into c2, b2 and a2. The lap passed the marked c2 and ended in a2: only a lap that ends in the marked hole is stopped there.</source>
        <extracomment>kete/08-hizi-zetu after ply 1</extracomment>
        <translation>d2નાં ત્રણ બીજ c2, b2 અને a2માં ગયાં. ફેરો નિશાનવાળા c2 પરથી પસાર થયો અને a2માં પૂરો થયો: ફક્ત નિશાનવાળા ખાડામાં પૂરો થતો ફેરો જ ત્યાં અટકે છે.</translation>
    </message>
    <message>
        <source>e2&apos;s two seeds go into d2 and c2. c2 is the marked hole: the move ends there, instead of lifting c2 and sowing on to a2.</source>
        <extracomment>kete/08-hizi-zetu WrongWhy</extracomment>
        <translation>e2નાં બે બીજ d2 અને c2માં જાય છે. c2 નિશાનવાળો ખાડો છે: c2 ઉપાડીને આગળ a2 સુધી વાવવાને બદલે ચાલ ત્યાં જ પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>f2ccw captures d3, but its seeds are sown starting in h2 and stop in f2: c3 is left, and North plays on.</source>
        <extracomment>kete/09-bao-hamna WrongWhy</extracomment>
        <translation>f2ccw d3 કબજે કરે છે, પણ તેનાં બીજ h2માં શરૂ કરીને વવાય છે અને f2માં અટકે છે: c3 બાકી રહે છે, અને ઉત્તર રમતો રહે છે.</translation>
    </message>
    <message>
        <source>In Bao Kingulu a position that occurs for the third time is a draw. Look at the move list: the position you see has come once before. What did you play from it then?</source>
        <extracomment>kingulu/09-repetition Hint</extracomment>
        <translation>બાઓ કિંગુલુમાં ત્રીજી વાર આવતી સ્થિતિ બરાબરી છે. ચાલની યાદી જુઓ: તમે જે સ્થિતિ જુઓ છો તે પહેલાં એક વાર આવી ચૂકી છે. ત્યારે તમે ત્યાંથી કઈ ચાલ ચાલ્યા હતા?</translation>
    </message>
    <message>
        <source>Sixteen seeds never capture</source>
        <extracomment>kete/12-sixteen-seeds Title</extracomment>
        <translation>સોળ બીજ ક્યારેય કબજો કરતાં નથી</translation>
    </message>
    <message>
        <source>The game has gone round once: the position of the start came back, and the same moves are being played again. North is far ahead on the count.</source>
        <extracomment>kingulu/09-repetition after ply 11</extracomment>
        <translation>રમત એક વાર પોતાને દોહરાવી ચૂકી છે: શરૂઆતની સ્થિતિ પાછી આવી, અને એ જ ચાલો ફરીથી રમાઈ રહી છે. ગણતરીમાં ઉત્તર ઘણો આગળ છે.</translation>
    </message>
    <message>
        <source>Your kuu held eight with the reserve seed, so only two were lifted, clockwise into f2 and g2: the move ends in g2. A kuu of eight or more sows just two seeds.</source>
        <extracomment>kete/11-kuu-of-eight WrongWhy</extracomment>
        <translation>અનામત બીજ સાથે તમારા કુઉમાં આઠ બીજ હતાં, તેથી ફક્ત બે ઉપાડાયાં, ઘડિયાળની દિશામાં f2 અને g2માં: ચાલ g2માં પૂરી થાય છે. આઠ કે વધુ બીજ વાળો કુઉ માત્ર બે બીજ વાવે છે.</translation>
    </message>
    <message>
        <source>d2&apos;s first lap ends in c2, facing North&apos;s c3, but a hole of 16 or more never starts a capture: the seeds of c2 are sown on instead, lap after lap, and the move ends in b1. Nothing is captured.</source>
        <extracomment>kete/12-sixteen-seeds WrongWhy</extracomment>
        <translation>d2નો પહેલો ફેરો c2માં, ઉત્તરના c3ની સામે, પૂરો થાય છે, પણ 16 કે વધુ બીજ વાળો ખાડો ક્યારેય કબજો શરૂ કરતો નથી: તેના બદલે c2નાં બીજ આગળ વવાય છે, ફેરા પછી ફેરો, અને ચાલ b1માં પૂરી થાય છે. કંઈ કબજે થતું નથી.</translation>
    </message>
    <message>
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. You place a seed from your hand into your hole, and take North&apos;s. Which of your front holes faces b3?</source>
        <extracomment>kiswahili/01-capture Hint</extracomment>
        <translation>કબજા માટે એક જ સ્તંભના બંને ખાડામાં બીજ જોઈએ: તમારા આગળના ખાડામાં અને સામેના ઉત્તરના આગળના ખાડામાં. તમે તમારા હાથમાંથી એક બીજ તમારા ખાડામાં મૂકો છો, અને ઉત્તરનો ખાડો લો છો. તમારો કયો આગળનો ખાડો b3ની સામે છે?</translation>
    </message>
    <message>
        <source>A capture that empties North&apos;s front row wins the game at once, whatever North has in his back row. Which way must the captured seeds go to reach g2?</source>
        <extracomment>kiswahili/06-bao-hamna Hint</extracomment>
        <translation>ઉત્તરની આગળની હરોળ ખાલી કરતો કબજો તરત જ રમત જીતે છે, ભલે ઉત્તરની પાછલી હરોળમાં ગમે તે હોય. g2 સુધી પહોંચવા કબજે કરેલા બીજ કઈ દિશામાં જવા જોઈએ?</translation>
    </message>
    <message>
        <source>A dormant nyumba</source>
        <extracomment>kiswahili/04-dormant-nyumba Title</extracomment>
        <translation>નિષ્ક્રિય ન્યુમ્બા</translation>
    </message>
    <message>
        <source>A dormant nyumba is an ordinary hole: a move from it lifts all its seeds, not two, and then it is gone. With no capture, which other front hole may start a move?</source>
        <extracomment>kiswahili/04-dormant-nyumba Hint</extracomment>
        <translation>નિષ્ક્રિય ન્યુમ્બા સામાન્ય ખાડો છે: તેમાંથી શરૂ થતી ચાલ તેનાં બધાં બીજ ઉપાડે છે, બે નહીં, અને પછી તે જતો રહે છે. કબજા વિના, બીજો કયો આગળનો ખાડો ચાલ શરૂ કરી શકે?</translation>
    </message>
    <message>
        <source>A game the computer played against itself, its first two moves chosen at random. Each player starts with seeds in hand and places one each move: the namua stage.</source>
        <extracomment>samples/kiswahili the start</extracomment>
        <translation>કમ્પ્યુટરે પોતાની સામે રમેલી રમત, તેની પહેલી બે ચાલ યાદૃચ્છિક રીતે પસંદ કરાયેલી. દરેક ખેલાડી હાથમાં બીજ સાથે શરૂ કરે છે અને દરેક ચાલમાં એક મૂકે છે: નામુઆ તબક્કો.</translation>
    </message>
    <message>
        <source>A tax: with no capture, South sows from his nyumba, which works. Of its seeds only two were lifted, and the nyumba stays his.</source>
        <extracomment>samples/kiswahili after ply 13</extracomment>
        <translation>કર: કબજા વિના, દક્ષિણ પોતાના ન્યુમ્બામાંથી વાવે છે, જે કામ કરે છે. તેનાં બીજમાંથી ફક્ત બે ઉપાડાયાં, અને ન્યુમ્બા તેનો જ રહે છે.</translation>
    </message>
    <message>
        <source>After the capture the sowing ends in South&apos;s own nyumba. In namua he may stop there or go on safari: he stops, and keeps his nyumba.</source>
        <extracomment>samples/kiswahili after ply 7</extracomment>
        <translation>કબજા પછી વાવણી દક્ષિણના પોતાના ન્યુમ્બામાં પૂરી થાય છે. નામુઆમાં તે ત્યાં અટકી શકે કે સફારી પર જઈ શકે: તે અટકે છે, અને પોતાનો ન્યુમ્બા રાખે છે.</translation>
    </message>
    <message>
        <source>Both hands are empty: this is mtaji. North&apos;s last takasa put the takasia mark on your c2.</source>
        <extracomment>kiswahili/05-takasia the start</extracomment>
        <translation>બંને હાથ ખાલી છે: આ મતાજી છે. ઉત્તરની છેલ્લી તાકાસાએ તમારા c2 પર તાકાસિયાનું નિશાન મૂક્યું.</translation>
    </message>
    <message>
        <source>Capture c3, and carry the sowing on into your back row.</source>
        <extracomment>kiswahili/03-safari Task</extracomment>
        <translation>c3 કબજે કરો, અને વાવણીને તમારી પાછલી હરોળ સુધી આગળ લઈ જાઓ.</translation>
    </message>
    <message>
        <source>Capturing in namua</source>
        <extracomment>kiswahili/01-capture Title</extracomment>
        <translation>નામુઆમાં કબજો</translation>
    </message>
    <message>
        <source>Five captures in one move, until North&apos;s front row is empty: bao hamna, and South wins at once.</source>
        <extracomment>samples/kiswahili after ply 53</extracomment>
        <translation>એક ચાલમાં પાંચ કબજા, ઉત્તરની આગળની હરોળ ખાલી થાય ત્યાં સુધી: બાઓ હામ્ના, અને દક્ષિણ તરત જીતે છે.</translation>
    </message>
    <message>
        <source>North&apos;s hand is empty too. Both players are now in mtaji.</source>
        <extracomment>samples/kiswahili after ply 44</extracomment>
        <translation>ઉત્તરનો હાથ પણ ખાલી છે. બંને ખેલાડીઓ હવે મતાજીમાં છે.</translation>
    </message>
    <message>
        <source>North&apos;s takasia mark is on your c2. Sow so that a seed falls into g2.</source>
        <extracomment>kiswahili/05-takasia Task</extracomment>
        <translation>ઉત્તરનું તાકાસિયાનું નિશાન તમારા c2 પર છે. એવી રીતે વાવો કે એક બીજ g2માં પડે.</translation>
    </message>
    <message>
        <source>South places the last seed from his hand. From his next move on he plays mtaji: he lifts the seeds of one of his holes instead of placing one.</source>
        <extracomment>samples/kiswahili after ply 43</extracomment>
        <translation>દક્ષિણ પોતાના હાથમાંથી છેલ્લું બીજ મૂકે છે. પોતાની પછીની ચાલથી તે મતાજી રમે છે: એક બીજ મૂકવાને બદલે તે પોતાના એક ખાડાનાં બીજ ઉપાડે છે.</translation>
    </message>
    <message>
        <source>Sow without losing your nyumba.</source>
        <extracomment>kiswahili/04-dormant-nyumba Task</extracomment>
        <translation>તમારો ન્યુમ્બા ગુમાવ્યા વિના વાવો.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the captured seeds reached your nyumba e2, and you stopped there: the move ended in e2, with the nyumba kept.</source>
        <extracomment>kiswahili/03-safari WrongWhy</extracomment>
        <translation>કિચ્વા a2માં શરૂ કરીને કબજે કરેલાં બીજ તમારા ન્યુમ્બા e2 સુધી પહોંચ્યાં, અને તમે ત્યાં અટક્યા: ચાલ e2માં પૂરી થઈ, ન્યુમ્બા રાખીને.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the two captured seeds go into a2 and b2. b2 was empty, so the move ends there, and North still has g3.</source>
        <extracomment>kiswahili/06-bao-hamna WrongWhy</extracomment>
        <translation>કિચ્વા a2માં શરૂ કરીને કબજે કરેલાં બે બીજ a2 અને b2માં જાય છે. b2 ખાલી હતો, તેથી ચાલ ત્યાં પૂરી થાય છે, અને ઉત્તર પાસે હજી g3 છે.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the two seeds went into h2 and g2. g2 faces g3, so you captured again, and that seed was sown starting in h2 too.</source>
        <extracomment>kiswahili/02-choose-kichwa after ply 1</extracomment>
        <translation>કિચ્વા h2માં શરૂ કરીને બે બીજ h2 અને g2માં ગયાં. g2 g3ની સામે છે, તેથી તમે ફરી કબજો કર્યો, અને એ બીજ પણ h2માં શરૂ કરીને વવાયું.</translation>
    </message>
    <message>
        <source>The captured seeds went from a2 to your nyumba e2. On safari all seven were lifted and sown on, to e1, and the nyumba is gone for good.</source>
        <extracomment>kiswahili/03-safari after ply 1</extracomment>
        <translation>કબજે કરેલાં બીજ a2થી તમારા ન્યુમ્બા e2 સુધી ગયાં. સફારીમાં બધાં સાત ઉપાડીને આગળ વવાયાં, e1 સુધી, અને ન્યુમ્બા કાયમ માટે જતો રહ્યો.</translation>
    </message>
    <message>
        <source>The lap from a2 ended in c2, the marked hole: your move ended there, and c2 was not lifted. Without the mark its seeds would have been sown on.</source>
        <extracomment>kiswahili/05-takasia WrongWhy</extracomment>
        <translation>a2થી શરૂ થયેલો ફેરો c2માં, નિશાનવાળા ખાડામાં, પૂરો થયો: તમારી ચાલ ત્યાં પૂરી થઈ, અને c2 ઉપાડાયો નહીં. નિશાન ન હોત તો તેનાં બીજ આગળ વવાયાં હોત.</translation>
    </message>
    <message>
        <source>The marked hole may not start your move, and a lap that ends in it ends your move there: it is not lifted. Which lap can reach g2?</source>
        <extracomment>kiswahili/05-takasia Hint</extracomment>
        <translation>નિશાનવાળો ખાડો તમારી ચાલ શરૂ કરી શકતો નથી, અને તેમાં પૂરો થતો ફેરો તમારી ચાલ ત્યાં જ પૂરી કરે છે: તે ઉપાડાતો નથી. કયો ફેરો g2 સુધી પહોંચી શકે?</translation>
    </message>
    <message>
        <source>The seeds of c3 went into h2 and g2, and g2 captured g3: North&apos;s front row is empty. Bao hamna: you win at once, and the seeds just captured stay in your hand.</source>
        <extracomment>kiswahili/06-bao-hamna after ply 1</extracomment>
        <translation>c3નાં બીજ h2 અને g2માં ગયાં, અને g2એ g3 કબજે કર્યો: ઉત્તરની આગળની હરોળ ખાલી છે. બાઓ હામ્ના: તમે તરત જીતો છો, અને હમણાં કબજે કરેલાં બીજ તમારા હાથમાં રહે છે.</translation>
    </message>
    <message>
        <source>The takasia mark</source>
        <extracomment>kiswahili/05-takasia Title</extracomment>
        <translation>તાકાસિયાનું નિશાન</translation>
    </message>
    <message>
        <source>This time South goes on safari: he lifts all twelve seeds of his nyumba and sows on. The nyumba is gone for good.</source>
        <extracomment>samples/kiswahili after ply 31</extracomment>
        <translation>આ વખતે દક્ષિણ સફારી પર જાય છે: તે પોતાના ન્યુમ્બાનાં બધાં બાર બીજ ઉપાડીને આગળ વાવે છે. ન્યુમ્બા કાયમ માટે જતો રહ્યો.</translation>
    </message>
    <message>
        <source>Three captures in one move: after a capture, every lap that ends at another capture position captures again.</source>
        <extracomment>samples/kiswahili after ply 32</extracomment>
        <translation>એક ચાલમાં ત્રણ કબજા: કબજા પછી, કબજાના બીજા સ્થાને પૂરો થતો દરેક ફેરો ફરી કબજો કરે છે.</translation>
    </message>
    <message>
        <source>When a capture&apos;s sowing ends in your own nyumba in namua, you choose: stop there, or go on safari, lifting the nyumba and sowing on. Which kichwa brings the captured seeds to your nyumba e2?</source>
        <extracomment>kiswahili/03-safari Hint</extracomment>
        <translation>નામુઆમાં કબજાની વાવણી તમારા પોતાના ન્યુમ્બામાં પૂરી થાય ત્યારે તમે પસંદ કરો છો: ત્યાં અટકવું, કે સફારી પર જવું, ન્યુમ્બા ઉપાડીને આગળ વાવવું. કયો કિચ્વા કબજે કરેલાં બીજને તમારા ન્યુમ્બા e2 સુધી લઈ જાય?</translation>
    </message>
    <message>
        <source>Win the game with this move.</source>
        <extracomment>kiswahili/06-bao-hamna Task</extracomment>
        <translation>આ ચાલથી રમત જીતો.</translation>
    </message>
    <message>
        <source>With no capture move, North sows his nyumba in a takasa: in mtaji the nyumba is an ordinary hole, and lifting it ends it for good.</source>
        <extracomment>samples/kiswahili after ply 50</extracomment>
        <translation>કબજાની કોઈ ચાલ વિના, ઉત્તર તાકાસામાં પોતાનો ન્યુમ્બા વાવે છે: મતાજીમાં ન્યુમ્બા સામાન્ય ખાડો છે, અને તેને ઉપાડવાથી તે કાયમ માટે જતો રહે છે.</translation>
    </message>
    <message>
        <source>You sowed from g2, and your nyumba e2 is still yours. b2 could not start a move: with a dormant nyumba, a single seed in a front hole is not enough.</source>
        <extracomment>kiswahili/04-dormant-nyumba after ply 1</extracomment>
        <translation>તમે g2માંથી વાવ્યું, અને તમારો ન્યુમ્બા e2 હજી તમારો છે. b2 ચાલ શરૂ કરી શકતો ન હતો: નિષ્ક્રિય ન્યુમ્બા હોય ત્યારે આગળના ખાડામાં એક બીજ પૂરતું નથી.</translation>
    </message>
    <message>
        <source>You still have seeds in hand: this is namua. When one of your front holes holds seeds and faces seeds in North&apos;s front hole, you must capture.</source>
        <extracomment>kiswahili/01-capture the start</extracomment>
        <translation>તમારા હાથમાં હજી બીજ છે: આ નામુઆ છે. જ્યારે તમારા કોઈ આગળના ખાડામાં બીજ હોય અને તે ઉત્તરના આગળના ખાડાના બીજની સામે હોય, ત્યારે તમારે કબજો કરવો જ પડે.</translation>
    </message>
    <message>
        <source>Your nyumba e2 is still yours, but it is dormant: it no longer holds enough seeds to work. No front hole of yours can capture.</source>
        <extracomment>kiswahili/04-dormant-nyumba the start</extracomment>
        <translation>તમારો ન્યુમ્બા e2 હજી તમારો છે, પણ તે નિષ્ક્રિય છે: કામ કરવા જેટલાં બીજ હવે તેમાં નથી. તમારો કોઈ આગળનો ખાડો કબજો કરી શકતો નથી.</translation>
    </message>
    <message>
        <source>Your nyumba is dormant, an ordinary hole: a move from it lifted all its seeds, and it is gone for good. Only a nyumba that works is taxed.</source>
        <extracomment>kiswahili/04-dormant-nyumba WrongWhy</extracomment>
        <translation>તમારો ન્યુમ્બા નિષ્ક્રિય છે, સામાન્ય ખાડો: તેમાંથી થયેલી ચાલે તેનાં બધાં બીજ ઉપાડ્યાં, અને તે કાયમ માટે જતો રહ્યો. ફક્ત કામ કરતા ન્યુમ્બા પર જ કર લાગે છે.</translation>
    </message>
    <message>
        <source>Your seed went into b2, opposite North&apos;s b3, and you took b3&apos;s three seeds. A capture in column a or b is sown starting in the kichwa a2.</source>
        <extracomment>kiswahili/01-capture after ply 1</extracomment>
        <translation>તમારું બીજ b2માં ગયું, ઉત્તરના b3ની સામે, અને તમે b3નાં ત્રણ બીજ લીધાં. a કે b સ્તંભમાં થયેલો કબજો કિચ્વા a2માં શરૂ કરીને વવાય છે.</translation>
    </message>
    <message>
        <source>e2 captures too, but it takes the one seed in e3, not b3.</source>
        <extracomment>kiswahili/01-capture WrongWhy</extracomment>
        <translation>e2 પણ કબજે કરે છે, પણ તે e3નું એક બીજ લે છે, b3 નહીં.</translation>
    </message>
    <message>
        <source>e2 faces North&apos;s e3, and both hold seeds: a capture position. In namua a capture is compulsory: South places his seed in his nyumba, e2, and captures e3.</source>
        <extracomment>samples/kiswahili after ply 5</extracomment>
        <translation>e2 ઉત્તરના e3 ની સામે છે, અને બંનેમાં બીજ છે: કબજાનું સ્થાન. નામુઆમાં કબજો ફરજિયાત છે: દક્ષિણ પોતાનું બીજ પોતાના ન્યુમ્બા, e2 માં મૂકે છે, અને e3 કબજે કરે છે.</translation>
    </message>
    <message>
        <source>f2&apos;s two seeds went into g2 and h2. North&apos;s next move is bound too: if one of his capture moves can take c2, he must play one.</source>
        <extracomment>kiswahili/05-takasia after ply 1</extracomment>
        <translation>f2નાં બે બીજ g2 અને h2માં ગયાં. ઉત્તરની પછીની ચાલ પણ બંધાયેલી છે: તેની કબજાની કોઈ ચાલ c2 લઈ શકે તો તેણે એવી ચાલ રમવી પડે.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the four captured seeds go into a2, b2, c2 and d2. d2 was empty, so the move ends there, and h3 stays North&apos;s.</source>
        <extracomment>kete/05-safari WrongWhy2</extracomment>
        <translation>કિચ્વા a2માં શરૂ કરીને કબજે કરેલાં ચાર બીજ a2, b2, c2 અને d2માં જાય છે. d2 ખાલી હતો, તેથી ચાલ ત્યાં પૂરી થાય છે, અને h3 ઉત્તરનો જ રહે છે.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the five captured seeds go into h2, g2, f2, e2 and d2, all in your front row. d2 was empty, so the move ends there.</source>
        <extracomment>kiswahili/03-safari WrongWhy2</extracomment>
        <translation>કિચ્વા h2માં શરૂ કરીને કબજે કરેલાં પાંચ બીજ h2, g2, f2, e2 અને d2માં જાય છે, બધાં તમારી આગળની હરોળમાં. d2 ખાલી હતો, તેથી ચાલ ત્યાં પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>g2 captures only the one seed in g3. It is sown in h2, and the move ends there: North still has c3.</source>
        <extracomment>kiswahili/06-bao-hamna WrongWhy2</extracomment>
        <translation>g2 ફક્ત g3નું એક બીજ કબજે કરે છે. તે h2માં વવાય છે, અને ચાલ ત્યાં પૂરી થાય છે: ઉત્તર પાસે હજી c3 છે.</translation>
    </message>
    <message>
        <source>g2 captures only the one seed in g3. It is sown in h2, and the move ends there: c3 stays North&apos;s.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy2; kiswahili/02-choose-kichwa WrongWhy2</extracomment>
        <translation>g2 ફક્ત g3નું એક બીજ કબજે કરે છે. તે h2માં વવાય છે, અને ચાલ ત્યાં પૂરી થાય છે: c3 ઉત્તરનો જ રહે છે.</translation>
    </message>
    <message>
        <source>h2 captures the one seed in h3, not c3.</source>
        <extracomment>kiswahili/03-safari WrongWhy3</extracomment>
        <translation>h2 h3નું એક બીજ કબજે કરે છે, c3 નહીં.</translation>
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
        <translation>હરોળ</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>ગણતરી</translation>
    </message>
    <message>
        <source>%1 (you)</source>
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
    <name>RuleDiagrams</name>
    <message>
        <source>The start: two seeds in every hole except a2 and l3, each player&apos;s leftmost front hole.</source>
        <extracomment>Rules diagram (Bao Kigogo), under the start position.</extracomment>
        <translation>શરૂઆત: a2 અને l3 સિવાય દરેક ખાડામાં બે બીજ; આ બંને દરેક ખેલાડીની આગળની હરોળનો સૌથી ડાબો ખાડો છે.</translation>
    </message>
    <message>
        <source>South sows d1 to e1 and f1. The last seed falls into f1, which held a seed, so both seeds of f1 are lifted and sown on to g1 and h1. h1 was empty: the move ends.</source>
        <extracomment>Rules diagram (Bao Kigogo): a relay sowing.</extracomment>
        <translation>દક્ષિણ d1 ને e1 અને f1 માં વાવે છે. છેલ્લું બીજ f1 માં પડે છે, જેમાં પહેલેથી એક બીજ હતું, તેથી f1 ના બંને બીજ ઉપાડીને આગળ g1 અને h1 માં વવાય છે. h1 ખાલી હતો: ચાલ પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>South sows j2 to i2 and h2. h2 was empty and is in South&apos;s front row, so North&apos;s h3 and the hole behind it, h4, are captured: their seeds leave the game.</source>
        <extracomment>Rules diagram (Bao Kigogo): a capture.</extracomment>
        <translation>દક્ષિણ j2 ને i2 અને h2 માં વાવે છે. h2 ખાલી હતો અને દક્ષિણની આગળની હરોળમાં છે, તેથી ઉત્તરનો h3 અને તેની પાછળનો ખાડો h4 કબજે થાય છે: તેમના બીજ રમતમાંથી બહાર જાય છે.</translation>
    </message>
    <message>
        <source>The start: one stone in every hole except a2 and l3.</source>
        <extracomment>Rules diagram (Bao la Kimasai), under the start position.</extracomment>
        <translation>શરૂઆત: a2 અને l3 સિવાય દરેક ખાડામાં એક કાંકરો.</translation>
    </message>
    <message>
        <source>A stone steps one hole counterclockwise, into an empty hole: c1 to d1.</source>
        <extracomment>Rules diagram (Bao la Kimasai): a step.</extracomment>
        <translation>એક કાંકરો ઘડિયાળની વિરુદ્ધ દિશામાં એક ખાડો આગળ, ખાલી ખાડામાં ખસે છે: c1 થી d1.</translation>
    </message>
    <message>
        <source>South&apos;s first move: the stone of b2 steps into a2, in his front row. North&apos;s a3 faces it, so a3 and the stone behind it, a4, are captured.</source>
        <extracomment>Rules diagram (Bao la Kimasai): a capture.</extracomment>
        <translation>દક્ષિણની પહેલી ચાલ: b2 નો કાંકરો તેની આગળની હરોળમાં a2 માં ખસે છે. ઉત્તરનો a3 તેની સામે છે, તેથી a3 અને તેની પાછળનો કાંકરો a4 કબજે થાય છે.</translation>
    </message>
    <message>
        <source>Not allowed: the first lap from a1 would end in c1, an occupied hole of South&apos;s own row.</source>
        <extracomment>Rules diagram (Bao Kingulu): a move that is not allowed.</extracomment>
        <translation>મંજૂરી નથી: a1 થી પહેલો ફેરો c1 માં પૂરો થાય, જે દક્ષિણની પોતાની હરોળનો ભરેલો ખાડો છે.</translation>
    </message>
    <message>
        <source>South sows a1 to b1 and c1. c1 was empty and is in South&apos;s row, so the five seeds of North&apos;s c2 go into South&apos;s store, with the seed that captured them.</source>
        <extracomment>Rules diagram (Bao Kingulu): a capture into the store.</extracomment>
        <translation>દક્ષિણ a1 ને b1 અને c1 માં વાવે છે. c1 ખાલી હતો અને દક્ષિણની હરોળમાં છે, તેથી ઉત્તરના c2 ના પાંચ બીજ, તેમને કબજે કરનાર બીજ સાથે, દક્ષિણના ભંડારમાં જાય છે.</translation>
    </message>
    <message>
        <source>South sows e1 to f1, f2 and e2. North&apos;s e2 held exactly three: it becomes South&apos;s mtoto, and the seed just dropped into f2 joins it.</source>
        <extracomment>Rules diagram (Bao Kingulu): a hole becomes a mtoto (&quot;mtoto&quot; stays in Swahili).</extracomment>
        <translation>દક્ષિણ e1 ને f1, f2 અને e2 માં વાવે છે. ઉત્તરના e2 માં બરાબર ત્રણ બીજ હતા: તે દક્ષિણનો મ્તોતો બને છે, અને હમણાં f2 માં મૂકેલું બીજ પણ તેમાં જોડાય છે.</translation>
    </message>
    <message>
        <source>The start: each kuu (South e2, North d3) holds six seeds and the two holes to its right two each; 22 seeds each wait in reserve.</source>
        <extracomment>Rules diagram (Bao la Kete), under the start position; &quot;kuu&quot; stays in Swahili.</extracomment>
        <translation>શરૂઆત: દરેક કુઉ (દક્ષિણ e2, ઉત્તર d3) માં છ બીજ અને તેની જમણી બાજુના બે ખાડામાં બબ્બે બીજ; દરેક ખેલાડીના 22 બીજ અનામતમાં રાહ જુએ છે.</translation>
    </message>
    <message>
        <source>Takata: with nothing to capture, South places a reserve seed in f2 and sows its three seeds clockwise to g2, h2 and h1.</source>
        <extracomment>Rules diagram (Bao la Kete): a nemo takata; &quot;takata&quot; stays in Swahili.</extracomment>
        <translation>તાકાતા: કબજે કરવા જેવું કંઈ ન હોવાથી, દક્ષિણ f2 માં અનામત બીજ મૂકે છે અને તેના ત્રણ બીજ ઘડિયાળની દિશામાં g2, h2 અને h1 માં વાવે છે.</translation>
    </message>
    <message>
        <source>South&apos;s takata b2cw leaves North&apos;s c3 as the only hole South could capture next, so c3 is marked (hizi zetu): North may not start from it, and South must capture it next if he can.</source>
        <extracomment>Rules diagram (Bao la Kete): the hizi zetu mark; &quot;takata&quot; and &quot;hizi zetu&quot; stay in Swahili.</extracomment>
        <translation>દક્ષિણની તાકાતા b2cw પછી ઉત્તરનો c3 એકમાત્ર ખાડો રહે છે જે દક્ષિણ હવે પછી કબજે કરી શકે, તેથી c3 પર નિશાન મુકાય છે (હિઝી ઝેતુ): ઉત્તર ત્યાંથી શરૂ કરી શકતો નથી, અને દક્ષિણે શક્ય હોય તો પછીની ચાલમાં તેને કબજે કરવો જ પડે.</translation>
    </message>
    <message>
        <source>Nemo capture: South places a reserve seed in b2 and captures North&apos;s b3. Its two seeds are sown starting in the kichwa a2, toward the centre; the lap ends in b2, which is sown on, and the move stops in South&apos;s kuu e2.</source>
        <extracomment>Rules diagram (Bao la Kete): a nemo capture; &quot;nemo&quot;, &quot;kichwa&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>નેમોમાં કબજો: દક્ષિણ b2 માં અનામત બીજ મૂકે છે અને ઉત્તરનો b3 કબજે કરે છે. b3ના બે બીજ કિચ્વા a2 માં શરૂ કરીને મધ્ય તરફ વવાય છે; ફેરો b2 માં પૂરો થાય છે, જે આગળ વવાય છે, અને ચાલ દક્ષિણના કુઉ e2 માં અટકે છે.</translation>
    </message>
    <message>
        <source>Mtaji capture: the first lap from f2 ends in d2, which held a seed and faces North&apos;s d3. d3 is captured and its three seeds are sown starting in the kichwa h2, which keeps South&apos;s direction.</source>
        <extracomment>Rules diagram (Bao la Kete): a mtaji capture; &quot;mtaji&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>મતાજીમાં કબજો: f2 થી પહેલો ફેરો d2 માં પૂરો થાય છે, જેમાં એક બીજ હતું અને જે ઉત્તરના d3 ની સામે છે. d3 કબજે થાય છે અને તેના ત્રણ બીજ કિચ્વા h2 માં શરૂ કરીને વવાય છે, જેથી દક્ષિણની દિશા જળવાય છે.</translation>
    </message>
    <message>
        <source>The hole a move starts from is ringed in yellow.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the ring around the hole a move starts from.</extracomment>
        <translation>જે ખાડાથી ચાલ શરૂ થાય છે તેની ફરતે પીળું વર્તુળ છે.</translation>
    </message>
    <message>
        <source>An arrow follows the seeds of one lap (in Kimasai, a stone&apos;s step) from the hole they are lifted or captured from to the hole where the lap ends, with a dot in each hole it sows on the way.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the arrows. A dot is drawn in each hole the lap sows.</extracomment>
        <translation>તીર એક ફેરાનાં બીજને (કિમાસાઈમાં, કાંકરાના પગલાને) અનુસરે છે, જે ખાડામાંથી તે ઉપાડાયાં કે કબજે થયાં ત્યાંથી ફેરો જ્યાં પૂરો થાય તે ખાડા સુધી, અને રસ્તામાં જે ખાડામાં બીજ વવાય ત્યાં એક ટપકું હોય છે.</translation>
    </message>
    <message>
        <source>When a move has several laps, each lap is numbered at the hole it starts from.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the small numbered discs.</extracomment>
        <translation>જ્યારે ચાલમાં ઘણા ફેરા હોય, ત્યારે દરેક ફેરાનો ક્રમાંક તે જે ખાડાથી શરૂ થાય ત્યાં લખેલો છે.</translation>
    </message>
    <message>
        <source>A hole ringed and crossed out in red is captured.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a captured hole.</extracomment>
        <translation>લાલ વર્તુળ અને લાલ ચોકડીવાળો ખાડો કબજે થાય છે.</translation>
    </message>
    <message>
        <source>A hole ringed twice in green becomes a mtoto.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a new mtoto (Bao Kingulu). &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>લીલાં બે વર્તુળવાળો ખાડો મ્તોતો બને છે.</translation>
    </message>
    <message>
        <source>A dashed red arrow that ends in a bar is a lap the rules do not allow to end there: that move may not be played.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a lap that may not end where it would (G-3), drawn differently from a capture.</extracomment>
        <translation>છેડે આડી રેખાવાળું તૂટક લાલ તીર એવો ફેરો છે જેને નિયમો ત્યાં પૂરો થવા દેતા નથી: એ ચાલ રમી શકાતી નથી.</translation>
    </message>
    <message>
        <source>How to read the diagrams:</source>
        <extracomment>Above the rules help, before the sentences that explain the diagrams&apos; marks.</extracomment>
        <translation>આકૃતિઓ કેવી રીતે વાંચવી:</translation>
    </message>
    <message>
        <source>The start: each nyumba (South e2, North d3) holds six seeds and the two holes to its right two each; each player has 22 seeds in hand.</source>
        <extracomment>Rules diagram (Bao la Kiswahili), under the start position; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>શરૂઆત: દરેક ન્યુમ્બા (દક્ષિણ e2, ઉત્તર d3) માં છ બીજ અને તેની જમણી બાજુના બે ખાડામાં બબ્બે બીજ; દરેક ખેલાડીના હાથમાં 22 બીજ છે.</translation>
    </message>
    <message>
        <source>Namua capture: South puts a seed from his hand in c2 and captures the five seeds of c3. In column c he chooses the kichwa: here h2, so they are sown to h2, g2, f2, e2 and d2. d2 was empty: the move ends.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the kichwa chosen in a namua capture; &quot;namua&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>નામુઆમાં કબજો: દક્ષિણ પોતાના હાથમાંથી એક બીજ c2 માં મૂકે છે અને c3 નાં પાંચ બીજ કબજે કરે છે. સ્તંભ c માં તે કિચ્વા પસંદ કરે છે: અહીં h2, તેથી તે h2, g2, f2, e2 અને d2 માં વવાય છે. d2 ખાલી હતો: ચાલ પૂરી થાય છે.</translation>
    </message>
    <message>
        <source>The same capture with the kichwa a2: the seeds go to a2, b2, c2, d2 and e2, South&apos;s nyumba. He may stop there, or, as here, go on safari: all seven seeds of e2 are lifted, the nyumba is gone, and the lap ends in the empty e1.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the other kichwa, and a safari; &quot;kichwa&quot;, &quot;nyumba&quot; and &quot;safari&quot; stay in Swahili.</extracomment>
        <translation>કિચ્વા a2 સાથે એ જ કબજો: બીજ a2, b2, c2, d2 અને e2 માં જાય છે, જે દક્ષિણનો ન્યુમ્બા છે. તે ત્યાં અટકી શકે, અથવા, અહીંની જેમ, સફારી પર જઈ શકે: e2 નાં સાતેય બીજ ઉપાડાય છે, ન્યુમ્બા જતો રહે છે, અને ફેરો ખાલી e1 માં પૂરો થાય છે.</translation>
    </message>
    <message>
        <source>Taxing: South&apos;s nyumba e2 is his only occupied front hole. A seed from his hand makes seven, and only two are lifted and sown, to f2 and g2. The nyumba keeps five: still South&apos;s, but dormant.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): taxing the nyumba; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>કર: દક્ષિણનો ન્યુમ્બા e2 તેનો આગળનો એકમાત્ર ભરેલો ખાડો છે. તેના હાથમાંથી એક બીજ તેને સાત બનાવે છે, અને ફક્ત બે ઉપાડીને f2 અને g2 માં વવાય છે. ન્યુમ્બામાં પાંચ રહે છે: હજી દક્ષિણનો, પણ નિષ્ક્રિય.</translation>
    </message>
    <message>
        <source>South&apos;s takasa a2ccw sows a1 and b1. Every capture South could make next would take North&apos;s b3 first, and North cannot capture, so b3 is marked (takasia): North may not start from it, and South must capture it next if he can.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): a takasia mark set; &quot;takasa&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>દક્ષિણની તાકાસા a2ccw a1 અને b1 માં વાવે છે. દક્ષિણ હવે પછી જે દરેક કબજો કરી શકે તે પહેલાં ઉત્તરનો b3 કબજે કરે, અને ઉત્તર કબજો કરી શકતો નથી, તેથી b3 પર નિશાન મુકાય છે (તાકાસિયા): ઉત્તર ત્યાંથી શરૂ કરી શકતો નથી, અને દક્ષિણે શક્ય હોય તો પછી તેને કબજે કરવો જ પડે.</translation>
    </message>
    <message>
        <source>The mark binds: North may not start from b3. His move g3cw sows f3 and e3, relays the three seeds of e3 to d3, c3 and b3, and the lap that ends in the marked b3 ends the move there.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the takasia mark binding North&apos;s move; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>નિશાન બાંધે છે: ઉત્તર b3 થી શરૂ કરી શકતો નથી. તેની ચાલ g3cw f3 અને e3 માં વાવે છે, e3 નાં ત્રણ બીજ d3, c3 અને b3 માં આગળ વાવે છે, અને નિશાનવાળા b3 માં પૂરો થતો ફેરો ચાલને ત્યાં જ પૂરી કરે છે.</translation>
    </message>
    <message>
        <source>Bao hamna: South puts a seed from his hand in c2 and captures c3, the last seeds of North&apos;s front row. The row is empty, so South wins at once; the two seeds he captured are not sown.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): bao hamna; &quot;bao hamna&quot; stays in Swahili.</extracomment>
        <translation>બાઓ હામ્ના (bao hamna): દક્ષિણ પોતાના હાથમાંથી એક બીજ c2 માં મૂકે છે અને c3 કબજે કરે છે, ઉત્તરની આગળની હરોળનાં છેલ્લાં બીજ. હરોળ ખાલી છે, તેથી દક્ષિણ તરત જીતે છે; તેણે કબજે કરેલાં બે બીજ વવાતાં નથી.</translation>
    </message>
    <message>
        <source>An orange no-entry sign marks the hole that the hizi zetu or takasia mark blocks.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the hizi zetu mark (Bao la Kete), called takasia in Bao la Kiswahili. &quot;hizi zetu&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>નારંગી &quot;પ્રવેશ નિષેધ&quot; ચિહ્ન હિઝી ઝેતુ કે તાકાસિયાના નિશાનથી રોકાયેલો ખાડો બતાવે છે.</translation>
    </message>
    <message>
        <source>A square hole is a kuu that still exists, or a nyumba that works.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the square holes of Bao la Kete (kuu) and Bao la Kiswahili (nyumba). &quot;kuu&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>ચોરસ ખાડો એ હજી અસ્તિત્વ ધરાવતો કુઉ કે કામ કરતો ન્યુમ્બા છે.</translation>
    </message>
    <message>
        <source>A short green arrow carries the seed dropped just before the last one into the new mtoto.</source>
        <extracomment>Rules help, the diagrams&apos; legend: Bao Kingulu, G-6. &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>લીલું ટૂંકું તીર છેલ્લા બીજ પહેલાં નાખેલું બીજ નવા મ્તોતોમાં લઈ જાય છે.</translation>
    </message>
    <message>
        <source>Where a kuu or a nyumba is gone, a round hole is drawn in its place: it is an ordinary hole now.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a kuu (nyumba) that is gone is drawn as a round hole like the others. &quot;kuu&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>જ્યાં કુઉ કે ન્યુમ્બા જતો રહ્યો હોય, ત્યાં તેની જગ્યાએ ગોળ ખાડો દોરાય છે: હવે તે સામાન્ય ખાડો છે.</translation>
    </message>
</context>
<context>
    <name>RulesExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1 is a file, %2 the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>%1 લખી શકાતું નથી: %2</translation>
    </message>
    <message>
        <source>Rules of the games</source>
        <extracomment>Title of the exported rules document (the same as the rules window&apos;s).</extracomment>
        <translation>રમતોના નિયમો</translation>
    </message>
    <message>
        <source>Cannot make the folder %1</source>
        <extracomment>%1 is a folder.</extracomment>
        <translation>%1 ફોલ્ડર બનાવી શકાતું નથી</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Bao Kigogo</source>
        <translation>બાઓ કિગોગો</translation>
    </message>
    <message>
        <source>Bao la Kimasai (four rows)</source>
        <translation>બાઓ લા કિમાસાઈ (ચાર હરોળ)</translation>
    </message>
    <message>
        <source>Bao Kingulu</source>
        <translation>બાઓ કિંગુલુ</translation>
    </message>
    <message>
        <source>Bao la Kete</source>
        <translation>બાઓ લા કેટે</translation>
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
        <source>The games&apos; words</source>
        <translation>રમતોના શબ્દો</translation>
    </message>
    <message>
        <source>South always makes the first move, in every game.</source>
        <extracomment>Rules help, rule C-3.</extracomment>
        <translation>દરેક રમતમાં હંમેશાં દક્ષિણ પહેલી ચાલ ચાલે છે.</translation>
    </message>
    <message>
        <source>After each move Baraza first checks whether the mover has won or lost, in the order that game&apos;s rules list it, and only then whether a position has repeated. When a move ends the game, the turn still passes to the other player, as the position text shows.</source>
        <extracomment>Rules help, rule C-7: the order of the end checks after a move.</extracomment>
        <translation>દરેક ચાલ પછી બારાઝા પહેલાં તપાસે છે કે ચાલ ચાલનાર જીત્યો કે હાર્યો, તે રમતના નિયમો જે ક્રમમાં જણાવે છે તે ક્રમમાં, અને પછી જ કે કોઈ સ્થિતિ ફરી આવી છે કે નહીં. કોઈ ચાલ રમત પૂરી કરે ત્યારે પણ વારો બીજા ખેલાડીને જાય છે, જેમ સ્થિતિનું લખાણ બતાવે છે.</translation>
    </message>
    <message>
        <source>Two seeds go into every hole except one on each side: the leftmost hole of your front row, as you sit, starts empty. That is a2 for South and l3 for North. 92 seeds in all.</source>
        <extracomment>Rules help, Bao Kigogo rule K-1: the start.</extracomment>
        <translation>દરેક બાજુના એક ખાડા સિવાય દરેક ખાડામાં બે બીજ મૂકાય છે: તમે બેઠા હો તે રીતે તમારી આગળની હરોળનો સૌથી ડાબો ખાડો ખાલી શરૂ થાય છે. દક્ષિણ માટે તે a2 અને ઉત્તર માટે l3 છે. કુલ 92 બીજ.</translation>
    </message>
    <message>
        <source>On your turn, pick one of your own holes (South: rows 1 and 2, North: rows 3 and 4) that holds &lt;b&gt;two or more&lt;/b&gt; seeds, lift them all and sow them counterclockwise around your two rows. Only if none of your holes holds two or more may you move a &lt;b&gt;single&lt;/b&gt; seed one step counterclockwise instead, and only into an empty hole. A move is written as the hole it starts from, such as d1.</source>
        <extracomment>Rules help, Bao Kigogo rule K-2: which moves are allowed.</extracomment>
        <translation>તમારા વારે તમારો પોતાનો એક ખાડો પસંદ કરો (દક્ષિણ: હરોળ 1 અને 2, ઉત્તર: હરોળ 3 અને 4) જેમાં &lt;b&gt;બે કે વધુ&lt;/b&gt; બીજ હોય, તે બધાં ઉપાડો અને તમારી બે હરોળની આસપાસ ઘડિયાળની વિરુદ્ધ દિશામાં વાવો. ફક્ત જો તમારા કોઈ ખાડામાં બે કે વધુ બીજ ન હોય, તો તેના બદલે તમે &lt;b&gt;એક&lt;/b&gt; બીજને ઘડિયાળની વિરુદ્ધ દિશામાં એક પગલું ખસેડી શકો, અને તે પણ ફક્ત ખાલી ખાડામાં. ચાલ જે ખાડાથી શરૂ થાય તેનાથી લખાય છે, જેમ કે d1.</translation>
    </message>
    <message>
        <source>You win when your opponent has no seeds left, or when it is their turn and they have no legal move. Otherwise the game is a draw as soon as a position comes back a second time (C-6).</source>
        <extracomment>Rules help, Bao Kigogo rule K-5: the end.</extracomment>
        <translation>જ્યારે તમારા વિરોધી પાસે કોઈ બીજ ન બચે, અથવા તેનો વારો હોય અને તેની પાસે કોઈ માન્ય ચાલ ન હોય, ત્યારે તમે જીતો છો. નહીં તો કોઈ સ્થિતિ બીજી વાર આવે કે તરત રમત બરાબરી થાય છે (C-6).</translation>
    </message>
    <message>
        <source>One stone goes into every hole except the leftmost hole of each player&apos;s front row, as the player sits: a2 for South and l3 for North. 46 stones in all. A hole never holds more than one stone.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-1: the start.</extracomment>
        <translation>દરેક ખેલાડી બેઠો હોય તે રીતે તેની આગળની હરોળના સૌથી ડાબા ખાડા સિવાય દરેક ખાડામાં એક કાંકરો મૂકાય છે: દક્ષિણ માટે a2 અને ઉત્તર માટે l3. કુલ 46 કાંકરા. કોઈ ખાડામાં ક્યારેય એકથી વધુ કાંકરો હોતો નથી.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture:&lt;/b&gt; if your stone arrives in your front row and your opponent&apos;s front hole in that column holds a stone, that stone is captured and leaves the game, and so does your opponent&apos;s back-row stone in the same column, if there is one. The back stone is never taken on its own. For example, South&apos;s first move, b2 to a2, captures North&apos;s stones on a3 and a4.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-3: capturing.</extracomment>
        <translation>&lt;b&gt;કબજો:&lt;/b&gt; જો તમારો કાંકરો તમારી આગળની હરોળમાં પહોંચે અને તે સ્તંભમાં વિરોધીના આગળના ખાડામાં કાંકરો હોય, તો તે કાંકરો કબજે થઈને રમતમાંથી બહાર જાય છે, અને તે જ સ્તંભમાં વિરોધીની પાછલી હરોળનો કાંકરો પણ, જો હોય તો. પાછલો કાંકરો એકલો ક્યારેય કબજે થતો નથી. ઉદાહરણ તરીકે, દક્ષિણની પહેલી ચાલ, b2 થી a2, ઉત્તરના a3 અને a4 પરના કાંકરા કબજે કરે છે.</translation>
    </message>
    <message>
        <source>You win when your opponent has no stones left or no legal move. Otherwise the game is a draw as soon as a position comes back a second time (C-6).</source>
        <extracomment>Rules help, Bao la Kimasai rule M-4: the end.</extracomment>
        <translation>જ્યારે તમારા વિરોધી પાસે કોઈ કાંકરો ન બચે અથવા કોઈ માન્ય ચાલ ન હોય, ત્યારે તમે જીતો છો. નહીં તો કોઈ સ્થિતિ બીજી વાર આવે કે તરત રમત બરાબરી થાય છે (C-6).</translation>
    </message>
    <message>
        <source>Four seeds go into each of the twelve holes, 48 in all. Row 1 is South&apos;s, row 2 is North&apos;s, and each player has a store beside the board, empty at the start. Both players sow counterclockwise around the same loop of twelve holes (C-2): along row 1 to the right, then along row 2 to the left.</source>
        <extracomment>Rules help, Bao Kingulu rule G-1: the start.</extracomment>
        <translation>બારેય ખાડામાં ચાર-ચાર બીજ મૂકાય છે, કુલ 48. હરોળ 1 દક્ષિણની છે, હરોળ 2 ઉત્તરની, અને દરેક ખેલાડી પાસે પાટિયાની બાજુમાં એક ભંડાર છે, જે શરૂઆતમાં ખાલી હોય છે. બંને ખેલાડી બાર ખાડાના એક જ ચક્રમાં ઘડિયાળની વિરુદ્ધ દિશામાં વાવે છે (C-2): હરોળ 1 પર જમણી તરફ, પછી હરોળ 2 પર ડાબી તરફ.</translation>
    </message>
    <message>
        <source>The hole where a lap&apos;s last seed falls decides what happens next. Call it L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;G-4.1&lt;/b&gt; L is a mtoto, yours or your opponent&apos;s: the seed goes to the mtoto&apos;s owner&apos;s store. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the move ends there.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.2&lt;/b&gt; L was empty and is in your row: if the opposite hole holds seeds and is not a mtoto, you capture them; they go into your store, together with the seed that captured. Otherwise nothing is captured and the seed stays. Either way the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.3&lt;/b&gt; L was empty and is in your opponent&apos;s row: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.4&lt;/b&gt; L is in your opponent&apos;s row, is not a mtoto and held exactly three seeds: it becomes your mtoto (G-6) and the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.5&lt;/b&gt; Otherwise L was occupied: relay. Lift everything in L and sow on from the next hole.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao Kingulu rule G-4: what happens where a lap ends; its five cases are G-4.1 to G-4.5.</extracomment>
        <translation>ફેરાનું છેલ્લું બીજ જે ખાડામાં પડે તે નક્કી કરે છે કે આગળ શું થાય. તેને L કહો; જે પહેલો કિસ્સો બંધબેસે તે લાગુ પડે છે:&lt;ul&gt;&lt;li&gt;&lt;b&gt;G-4.1&lt;/b&gt; L મ્તોતો છે, તમારો કે તમારા વિરોધીનો: બીજ તે મ્તોતોના માલિકના ભંડારમાં જાય છે. &lt;b&gt;બારાઝાની પસંદગી:&lt;/b&gt; ચાલ ત્યાં પૂરી થાય છે.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.2&lt;/b&gt; L ખાલી હતો અને તમારી હરોળમાં છે: જો સામેના ખાડામાં બીજ હોય અને તે મ્તોતો ન હોય, તો તમે તે કબજે કરો છો; તે કબજો કરનાર બીજ સાથે તમારા ભંડારમાં જાય છે. નહીં તો કંઈ કબજે થતું નથી અને બીજ ત્યાં જ રહે છે. બંને રીતે ચાલ પૂરી થાય છે.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.3&lt;/b&gt; L ખાલી હતો અને તમારા વિરોધીની હરોળમાં છે: ચાલ પૂરી થાય છે.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.4&lt;/b&gt; L તમારા વિરોધીની હરોળમાં છે, મ્તોતો નથી અને તેમાં બરાબર ત્રણ બીજ હતા: તે તમારો મ્તોતો બને છે (G-6) અને ચાલ પૂરી થાય છે.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.5&lt;/b&gt; નહીં તો L ભરેલો હતો: આગળ વાવણી. L નું બધું ઉપાડો અને પછીના ખાડાથી આગળ વાવો.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Captures, new mtoto holes and relays can come in any lap of a move, not only in the first. Only the first lap has the restriction of G-3.</source>
        <extracomment>Rules help, Bao Kingulu rule G-5.</extracomment>
        <translation>કબજા, નવા મ્તોતો ખાડા અને આગળ વાવણી ચાલના કોઈ પણ ફેરામાં થઈ શકે છે, ફક્ત પહેલામાં નહીં. G-3 નો પ્રતિબંધ ફક્ત પહેલા ફેરાને લાગુ પડે છે.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kuweka mtoto&lt;/b&gt; (&quot;placing a child&quot;): when a lap ends in your opponent&apos;s hole that held exactly three seeds and is not a mtoto, that hole becomes your mtoto. If that lap sowed two or more seeds, the seed it dropped into the hole just before moves into the new mtoto too, which then holds 5: for example, three seeds from e1 go into f1, f2 and e2; e2 held 3, so it becomes South&apos;s mtoto and takes the seed from f2 as well. Not so when the hole before is itself a mtoto: its seed has already gone to a store. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; a lap of a single seed has no seed before its last, so it adds nothing and the new mtoto holds 4. This is read lap by lap: what counts is the lap that ended there, however many seeds the move&apos;s first lap sowed.</source>
        <extracomment>Rules help, Bao Kingulu rule G-6: kuweka mtoto (&quot;placing a child&quot;), and the decision about a lap of one seed. &quot;kuweka mtoto&quot; and &quot;mtoto&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;કુવેકા મ્તોતો&lt;/b&gt; (kuweka mtoto, &quot;બાળક મૂકવું&quot;): જ્યારે કોઈ ફેરો તમારા વિરોધીના એવા ખાડામાં પૂરો થાય જેમાં બરાબર ત્રણ બીજ હતા અને જે મ્તોતો નથી, ત્યારે તે ખાડો તમારો મ્તોતો બને છે. જો તે ફેરાએ બે કે વધુ બીજ વાવ્યાં હોય, તો તેણે તરત પહેલાંના ખાડામાં મૂકેલું બીજ પણ નવા મ્તોતોમાં જાય છે, જેમાં હવે 5 બીજ થાય છે: ઉદાહરણ તરીકે, e1 માંથી ત્રણ બીજ f1, f2 અને e2 માં જાય છે; e2 માં 3 હતા, તેથી તે દક્ષિણનો મ્તોતો બને છે અને f2 નું બીજ પણ લે છે. જો પહેલાંનો ખાડો પોતે મ્તોતો હોય તો એમ થતું નથી: તેનું બીજ પહેલેથી ભંડારમાં ગયું છે. &lt;b&gt;બારાઝાની પસંદગી:&lt;/b&gt; એક બીજના ફેરામાં છેલ્લા બીજ પહેલાં કોઈ બીજ નથી, તેથી તે કંઈ ઉમેરતો નથી અને નવા મ્તોતોમાં 4 બીજ રહે છે. આ દરેક ફેરા પ્રમાણે વંચાય છે: ત્યાં પૂરો થયેલો ફેરો જ ગણાય છે, ચાલના પહેલા ફેરાએ ભલે ગમે તેટલાં બીજ વાવ્યાં હોય.</translation>
    </message>
    <message>
        <source>When the player to move has no legal move, the game ends and both players count: the seeds in the ordinary holes of their own row, plus the seeds in their mtoto holes, plus their store. More seeds wins; 24 to 24 is a draw. A position that occurs for the third time is a draw too (C-6).</source>
        <extracomment>Rules help, Bao Kingulu rule G-7: the end and the count.</extracomment>
        <translation>જેનો વારો હોય તે ખેલાડી પાસે કોઈ માન્ય ચાલ ન હોય ત્યારે રમત પૂરી થાય છે અને બંને ખેલાડી ગણે છે: પોતાની હરોળના સામાન્ય ખાડાનાં બીજ, વત્તા પોતાના મ્તોતો ખાડાનાં બીજ, વત્તા પોતાનો ભંડાર. વધુ બીજ વાળો જીતે છે; 24 સામે 24 બરાબરી છે. ત્રીજી વાર આવતી સ્થિતિ પણ બરાબરી છે (C-6).</translation>
    </message>
    <message>
        <source>The board has four rows of eight holes. Each player has a square hole, the &lt;b&gt;kuu&lt;/b&gt; (the main house): South&apos;s is e2, North&apos;s d3, the fourth hole of the front row counting from the player&apos;s right. The end holes of a front row are the &lt;b&gt;kichwa&lt;/b&gt; holes (&quot;head&quot;): a2 and h2 for South, a3 and h3 for North. The two holes at each end of a front row, in columns a, b, g and h, are the &lt;b&gt;kimbi&lt;/b&gt;. At the start your kuu holds 6 seeds and the two holes to its right, as you sit, hold 2 each (South: f2 and g2, North: c3 and b3); all other holes are empty, and each player keeps &lt;b&gt;22 seeds in reserve&lt;/b&gt; in hand: 64 seeds in all. You sow only around your own two rows, clockwise or counterclockwise as you choose (C-2).</source>
        <extracomment>Rules help, Bao la Kete rule L-1: the board, the game&apos;s words kuu, kichwa and kimbi, and the start. The game&apos;s words stay in Swahili.</extracomment>
        <translation>પાટિયા પર આઠ-આઠ ખાડાની ચાર હરોળ છે. દરેક ખેલાડી પાસે એક ચોરસ ખાડો છે, &lt;b&gt;કુઉ&lt;/b&gt; (kuu, મુખ્ય ઘર): દક્ષિણનો e2, ઉત્તરનો d3, એટલે ખેલાડીની જમણી બાજુથી ગણતાં આગળની હરોળનો ચોથો ખાડો. આગળની હરોળના છેડાના ખાડા &lt;b&gt;કિચ્વા&lt;/b&gt; (kichwa, &quot;માથું&quot;) છે: દક્ષિણ માટે a2 અને h2, ઉત્તર માટે a3 અને h3. આગળની હરોળના દરેક છેડાના બે ખાડા, સ્તંભ a, b, g અને h માં, &lt;b&gt;કિમ્બી&lt;/b&gt; (kimbi) છે. શરૂઆતમાં તમારા કુઉમાં 6 બીજ હોય છે અને તમે બેઠા હો તે રીતે તેની જમણી બાજુના બે ખાડામાં 2-2 બીજ (દક્ષિણ: f2 અને g2, ઉત્તર: c3 અને b3); બાકીના બધા ખાડા ખાલી હોય છે, અને દરેક ખેલાડીના હાથમાં &lt;b&gt;22 અનામત બીજ&lt;/b&gt; હોય છે: કુલ 64 બીજ. તમે ફક્ત તમારી પોતાની બે હરોળની આસપાસ વાવો છો, તમારી મરજી મુજબ ઘડિયાળની દિશામાં કે વિરુદ્ધ દિશામાં (C-2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capturing is compulsory&lt;/b&gt;, in nemo and in mtaji alike. A &lt;b&gt;capture position&lt;/b&gt; is a hole of your front row that holds seeds while your opponent&apos;s front hole in the same column holds seeds too: &lt;b&gt;both&lt;/b&gt; must be occupied. For example, if South&apos;s c2 and North&apos;s c3 both hold seeds, c2 is a capture position; if c2 is empty, it is not. Whenever you can capture, you must (L-7, L-9).</source>
        <extracomment>Rules help, Bao la Kete rule L-4: capture positions; capturing is compulsory in both stages.</extracomment>
        <translation>&lt;b&gt;કબજો ફરજિયાત છે&lt;/b&gt;, નેમોમાં અને મતાજીમાં બંનેમાં. &lt;b&gt;કબજાનું સ્થાન&lt;/b&gt; એટલે તમારી આગળની હરોળનો એવો ખાડો જેમાં બીજ હોય અને તે જ સ્તંભમાં તમારા વિરોધીના આગળના ખાડામાં પણ બીજ હોય: &lt;b&gt;બંને&lt;/b&gt; ભરેલા હોવા જોઈએ. ઉદાહરણ તરીકે, દક્ષિણના c2 અને ઉત્તરના c3 બંનેમાં બીજ હોય, તો c2 કબજાનું સ્થાન છે; c2 ખાલી હોય તો નથી. જ્યારે પણ તમે કબજો કરી શકો, ત્યારે કરવો જ પડે (L-7, L-9).</translation>
    </message>
    <message>
        <source>Captured seeds are not put aside: you sow them on your own side, starting &lt;i&gt;in&lt;/i&gt; a kichwa and going towards the centre of your front row, then on around your loop. Which kichwa:&lt;ul&gt;&lt;li&gt;a capture from column a or b (the kimbi): the kichwa in column a;&lt;/li&gt;&lt;li&gt;a capture from column g or h (the kimbi): the kichwa in column h;&lt;/li&gt;&lt;li&gt;a capture from columns c to f: in the first capture of a nemo move you choose; in every other capture it is the kichwa that keeps the direction you are already sowing in.&lt;/li&gt;&lt;/ul&gt;From the column a kichwa towards the centre is clockwise for South and counterclockwise for North; from the column h kichwa it is counterclockwise for South and clockwise for North. For example, after South captures at b2, the captured seeds go into a2, b2, c2 and so on. The seeds in your capturing hole stay where they are.</source>
        <extracomment>Rules help, Bao la Kete rule L-5: where captured seeds are sown from. &quot;kichwa&quot;, &quot;kimbi&quot; and &quot;nemo&quot; stay in Swahili.</extracomment>
        <translation>કબજે કરેલાં બીજ બાજુએ મુકાતાં નથી: તમે તેને તમારી પોતાની બાજુ વાવો છો, કિચ્વા&lt;i&gt;માં&lt;/i&gt; શરૂ કરીને તમારી આગળની હરોળના મધ્ય તરફ, અને પછી તમારા ચક્ર પર આગળ. કયો કિચ્વા:&lt;ul&gt;&lt;li&gt;સ્તંભ a કે b (કિમ્બી) માંથી કબજો: સ્તંભ a નો કિચ્વા;&lt;/li&gt;&lt;li&gt;સ્તંભ g કે h (કિમ્બી) માંથી કબજો: સ્તંભ h નો કિચ્વા;&lt;/li&gt;&lt;li&gt;સ્તંભ c થી f માંથી કબજો: નેમો ચાલના પહેલા કબજામાં તમે પસંદ કરો છો; બાકીના દરેક કબજામાં એ કિચ્વા જે તમે જે દિશામાં વાવી રહ્યા છો તે દિશા જાળવે.&lt;/li&gt;&lt;/ul&gt;સ્તંભ a ના કિચ્વાથી મધ્ય તરફ દક્ષિણ માટે ઘડિયાળની દિશા અને ઉત્તર માટે ઘડિયાળની વિરુદ્ધ દિશા છે; સ્તંભ h ના કિચ્વાથી દક્ષિણ માટે ઘડિયાળની વિરુદ્ધ દિશા અને ઉત્તર માટે ઘડિયાળની દિશા. ઉદાહરણ તરીકે, દક્ષિણ b2 પર કબજો કરે પછી કબજે કરેલાં બીજ a2, b2, c2 વગેરેમાં જાય છે. કબજો કરનાર ખાડાનાં બીજ જ્યાં છે ત્યાં જ રહે છે.</translation>
    </message>
    <message>
        <source>After a capture the sowing goes on lap after lap. Each lap ends in a hole L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;L-6.1&lt;/b&gt; L was empty: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.2&lt;/b&gt; L is in your front row and is a capture position: you capture again and sow the captured seeds as in L-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.3&lt;/b&gt; L is your kuu and it still exists: in nemo you choose either to stop there (the move ends) or to go on, a &lt;b&gt;safari&lt;/b&gt; (&quot;journey&quot;): you lift the kuu, which is then gone, and sow on. In mtaji there is no choice: you must sow on, and the kuu is gone.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.4&lt;/b&gt; Otherwise: relay. Lift all the seeds of L and sow on in the same direction.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-6: the laps after a capture; its cases are L-6.1 to L-6.4. &quot;safari&quot;, &quot;nemo&quot;, &quot;mtaji&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>કબજા પછી વાવણી એક પછી એક ફેરામાં ચાલુ રહે છે. દરેક ફેરો કોઈ ખાડા L માં પૂરો થાય છે; જે પહેલો કિસ્સો બંધબેસે તે લાગુ પડે છે:&lt;ul&gt;&lt;li&gt;&lt;b&gt;L-6.1&lt;/b&gt; L ખાલી હતો: ચાલ પૂરી થાય છે.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.2&lt;/b&gt; L તમારી આગળની હરોળમાં છે અને કબજાનું સ્થાન છે: તમે ફરી કબજો કરો છો અને કબજે કરેલાં બીજ L-5 મુજબ વાવો છો.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.3&lt;/b&gt; L તમારો કુઉ છે અને હજી અસ્તિત્વમાં છે: નેમોમાં તમે ત્યાં અટકવાનું (ચાલ પૂરી થાય છે) કે આગળ વધવાનું પસંદ કરો છો, એટલે &lt;b&gt;સફારી&lt;/b&gt; (safari, &quot;મુસાફરી&quot;): તમે કુઉ ઉપાડો છો, જે પછી જતો રહે છે, અને આગળ વાવો છો. મતાજીમાં કોઈ પસંદગી નથી: તમારે આગળ વાવવું જ પડે, અને કુઉ જતો રહે છે.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.4&lt;/b&gt; નહીં તો: આગળ વાવણી. L નાં બધાં બીજ ઉપાડો અને એ જ દિશામાં આગળ વાવો.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nemo, takata&lt;/b&gt; (a move that captures nothing): if you have no capture position, place a reserve seed into a hole of your front row that already holds seeds, then lift and sow, clockwise or counterclockwise:&lt;ul&gt;&lt;li&gt;While your kuu exists, you may choose it only if it is your only occupied front hole. The reserve seed you placed counts: a kuu of 6 now holds 7, and all 7 are lifted and sown, so the kuu is gone. If the kuu holds 8 or more with the placed seed, only &lt;b&gt;2&lt;/b&gt; seeds are lifted and sown, and the kuu stays with six or more.&lt;/li&gt;&lt;li&gt;If you have no kuu, the hole must hold two or more seeds, counted before you place yours, unless every occupied hole of your front row holds just one.&lt;/li&gt;&lt;li&gt;Otherwise you lift all the seeds of the hole, the placed one included.&lt;/li&gt;&lt;li&gt;A kichwa that is your only occupied front hole must be sown towards the centre.&lt;/li&gt;&lt;li&gt;The laps relay as in Kigogo (K-3): a lap ending in an occupied hole lifts it and sows on. Nothing is captured. A lap that ends in an empty hole, or in your kuu while it exists, ends the move.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-8: the nemo takata (a move without capture). &quot;takata&quot;, &quot;kuu&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;નેમો, તાકાતા&lt;/b&gt; (takata, કંઈ કબજે ન કરતી ચાલ): જો તમારી પાસે કબજાનું સ્થાન ન હોય, તો તમારી આગળની હરોળના એવા ખાડામાં એક અનામત બીજ મૂકો જેમાં પહેલેથી બીજ હોય, પછી ઉપાડીને ઘડિયાળની દિશામાં કે વિરુદ્ધ દિશામાં વાવો:&lt;ul&gt;&lt;li&gt;તમારો કુઉ અસ્તિત્વમાં હોય ત્યાં સુધી તમે તેને ત્યારે જ પસંદ કરી શકો જ્યારે તે તમારો આગળનો એકમાત્ર ભરેલો ખાડો હોય. તમે મૂકેલું અનામત બીજ ગણાય છે: 6 બીજ વાળા કુઉમાં હવે 7 થાય, અને સાતેય ઉપાડીને વવાય છે, તેથી કુઉ જતો રહે છે. જો મૂકેલા બીજ સાથે કુઉમાં 8 કે વધુ હોય, તો ફક્ત &lt;b&gt;2&lt;/b&gt; બીજ ઉપાડીને વવાય છે, અને કુઉ છ કે વધુ બીજ સાથે રહે છે.&lt;/li&gt;&lt;li&gt;જો તમારી પાસે કુઉ ન હોય, તો ખાડામાં બે કે વધુ બીજ હોવાં જોઈએ, તમે તમારું બીજ મૂકો તે પહેલાં ગણીને, સિવાય કે તમારી આગળની હરોળના દરેક ભરેલા ખાડામાં ફક્ત એક જ બીજ હોય.&lt;/li&gt;&lt;li&gt;નહીં તો તમે ખાડાનાં બધાં બીજ ઉપાડો છો, મૂકેલા બીજ સહિત.&lt;/li&gt;&lt;li&gt;તમારો આગળનો એકમાત્ર ભરેલો ખાડો જો કિચ્વા હોય, તો તે મધ્ય તરફ વાવવો પડે.&lt;/li&gt;&lt;li&gt;ફેરા કિગોગોની જેમ આગળ વધે છે (K-3): ભરેલા ખાડામાં પૂરો થતો ફેરો તેને ઉપાડીને આગળ વાવે છે. કંઈ કબજે થતું નથી. ખાલી ખાડામાં, કે તમારો કુઉ અસ્તિત્વમાં હોય ત્યારે તેમાં, પૂરો થતો ફેરો ચાલ પૂરી કરે છે.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, capturing:&lt;/b&gt; lift all the seeds of one of your holes, in either row, that holds &lt;b&gt;2 to 15&lt;/b&gt; seeds, and sow clockwise or counterclockwise. If the first lap ends in your front row at a capture position (the hole already held seeds before the last seed fell, and the opposite hole holds seeds), it is a capture move: you capture and go on as in L-5 (keeping your direction, unless the capture is in the kimbi) and L-6. If the first lap does not capture, nothing is captured in the whole move. A hole of 16 or more seeds never starts a capture. Capturing is compulsory here too: if you have any capture move, you must play one.</source>
        <extracomment>Rules help, Bao la Kete rule L-9: the mtaji capture move; capturing is compulsory here too.</extracomment>
        <translation>&lt;b&gt;મતાજી, કબજો:&lt;/b&gt; તમારા કોઈ પણ હરોળના એવા એક ખાડાનાં બધાં બીજ ઉપાડો જેમાં &lt;b&gt;2 થી 15&lt;/b&gt; બીજ હોય, અને ઘડિયાળની દિશામાં કે વિરુદ્ધ દિશામાં વાવો. જો પહેલો ફેરો તમારી આગળની હરોળમાં કબજાના સ્થાને પૂરો થાય (છેલ્લું બીજ પડે તે પહેલાં ખાડામાં બીજ હતાં, અને સામેના ખાડામાં બીજ છે), તો તે કબજાની ચાલ છે: તમે કબજો કરો છો અને L-5 (તમારી દિશા જાળવીને, સિવાય કે કબજો કિમ્બીમાં હોય) અને L-6 મુજબ આગળ વધો છો. જો પહેલો ફેરો કબજો ન કરે, તો આખી ચાલમાં કંઈ કબજે થતું નથી. 16 કે વધુ બીજ વાળો ખાડો ક્યારેય કબજો શરૂ કરતો નથી. અહીં પણ કબજો ફરજિયાત છે: જો તમારી પાસે કબજાની કોઈ પણ ચાલ હોય, તો તેમાંની એક રમવી જ પડે.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, takata:&lt;/b&gt; if you have no capture move, you choose the hole to sow in this order of priority:&lt;ul&gt;&lt;li&gt;first, while your kuu exists, you must sow the whole kuu, clockwise or counterclockwise, and then it is gone;&lt;/li&gt;&lt;li&gt;otherwise, a hole of your front row with two or more seeds;&lt;/li&gt;&lt;li&gt;only if there is none, a hole of your back row with two or more seeds.&lt;/li&gt;&lt;/ul&gt;You may never start from the hole marked by hizi zetu (L-11). A kichwa that is your only occupied front hole must be sown towards the centre. The laps relay; a lap that ends in an empty hole or in the marked hole ends the move. If no hole qualifies, you have no move.</source>
        <extracomment>Rules help, Bao la Kete rule L-10: the mtaji takata and its order of priority.</extracomment>
        <translation>&lt;b&gt;મતાજી, તાકાતા:&lt;/b&gt; જો તમારી પાસે કબજાની કોઈ ચાલ ન હોય, તો તમે વાવવા માટેનો ખાડો આ અગ્રતાક્રમમાં પસંદ કરો છો:&lt;ul&gt;&lt;li&gt;પહેલું, તમારો કુઉ અસ્તિત્વમાં હોય ત્યાં સુધી તમારે આખો કુઉ વાવવો પડે, ઘડિયાળની દિશામાં કે વિરુદ્ધ દિશામાં, અને પછી તે જતો રહે છે;&lt;/li&gt;&lt;li&gt;નહીં તો, તમારી આગળની હરોળનો બે કે વધુ બીજ વાળો ખાડો;&lt;/li&gt;&lt;li&gt;એવો એક પણ ન હોય તો જ, તમારી પાછલી હરોળનો બે કે વધુ બીજ વાળો ખાડો.&lt;/li&gt;&lt;/ul&gt;હિઝી ઝેતુ (L-11) થી નિશાન થયેલા ખાડાથી તમે ક્યારેય શરૂ કરી શકતા નથી. તમારો આગળનો એકમાત્ર ભરેલો ખાડો જો કિચ્વા હોય, તો તે મધ્ય તરફ વાવવો પડે. ફેરા આગળ વધે છે; ખાલી ખાડામાં કે નિશાનવાળા ખાડામાં પૂરો થતો ફેરો ચાલ પૂરી કરે છે. જો કોઈ ખાડો યોગ્ય ન હોય, તો તમારી પાસે કોઈ ચાલ નથી.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hizi zetu&lt;/b&gt; (&quot;these are ours&quot;) is a rule of mtaji only. It is set by your opponent&apos;s mtaji takata: after it, Baraza looks at the holes of your front row that your opponent could capture first if they moved again at once. If that is exactly one hole, and you have no capture move yourself, that hole is &lt;b&gt;marked&lt;/b&gt;, unless it is your kuu while it exists, your only occupied front hole, or your only front hole with two or more seeds. A hole with a single seed can be marked.&lt;ul&gt;&lt;li&gt;On your next move (a takata, as you cannot capture) you may not start from the marked hole, and a lap that ends in it ends your move. Except in the first lap of a move from your kuu: if that lap ends in the marked hole, the hole is lifted and the move relays on as usual. A later lap of the same move that ends there still ends it.&lt;/li&gt;&lt;li&gt;On your opponent&apos;s move after that, if they have capture moves that capture the marked hole at any point, they must play one of them.&lt;/li&gt;&lt;li&gt;Then the mark lapses. It lives exactly two moves, yours and then your opponent&apos;s; only a new mark, set by your own mtaji takata, replaces it sooner.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-11: hizi zetu, the Lamu blocking rule. &quot;hizi zetu&quot; (&quot;these are ours&quot;), &quot;mtaji&quot;, &quot;takata&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;હિઝી ઝેતુ&lt;/b&gt; (hizi zetu, &quot;આ અમારાં છે&quot;) ફક્ત મતાજીનો નિયમ છે. તે તમારા વિરોધીની મતાજી તાકાતાથી લાગુ થાય છે: તે પછી બારાઝા તમારી આગળની હરોળના એ ખાડા જુએ છે જે તમારો વિરોધી તરત ફરી ચાલે તો સૌથી પહેલાં કબજે કરી શકે. જો તે બરાબર એક ખાડો હોય, અને તમારી પોતાની પાસે કબજાની કોઈ ચાલ ન હોય, તો તે ખાડા પર &lt;b&gt;નિશાન&lt;/b&gt; થાય છે, સિવાય કે તે અસ્તિત્વ ધરાવતો તમારો કુઉ હોય, તમારો આગળનો એકમાત્ર ભરેલો ખાડો હોય, કે બે કે વધુ બીજ વાળો તમારો આગળનો એકમાત્ર ખાડો હોય. એક જ બીજ વાળા ખાડા પર પણ નિશાન થઈ શકે છે.&lt;ul&gt;&lt;li&gt;તમારી પછીની ચાલમાં (તાકાતા, કારણ કે તમે કબજો કરી શકતા નથી) તમે નિશાનવાળા ખાડાથી શરૂ કરી શકતા નથી, અને તેમાં પૂરો થતો ફેરો તમારી ચાલ પૂરી કરે છે. સિવાય કે તમારા કુઉથી શરૂ થતી ચાલનો પહેલો ફેરો: જો તે ફેરો નિશાનવાળા ખાડામાં પૂરો થાય, તો તે ખાડો ઉપાડાય છે અને ચાલ હંમેશની જેમ આગળ વધે છે. એ જ ચાલનો પછીનો ફેરો ત્યાં પૂરો થાય તો ચાલ પૂરી થાય જ છે.&lt;/li&gt;&lt;li&gt;તે પછીની તમારા વિરોધીની ચાલમાં, જો તેની પાસે એવી કબજાની ચાલ હોય જે કોઈ પણ તબક્કે નિશાનવાળો ખાડો કબજે કરે, તો તેણે તેમાંની એક રમવી જ પડે.&lt;/li&gt;&lt;li&gt;પછી નિશાન રદ થાય છે. તે બરાબર બે ચાલ ટકે છે, તમારી અને પછી તમારા વિરોધીની; ફક્ત તમારી પોતાની મતાજી તાકાતાથી થયેલું નવું નિશાન જ તેને વહેલું બદલી શકે.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nemo, capturing:&lt;/b&gt; if any hole of your front row is a capture position (L-4), you must place a reserve seed into one of them (your kuu too, if it is one), capture all the seeds of your opponent&apos;s front hole opposite it, and go on as in L-5 and L-6. For example, if South&apos;s b2 and North&apos;s b3 both hold seeds, South may place a seed in b2 and take everything in b3. Only the front hole is captured, never the one behind it.</source>
        <extracomment>Rules help, Bao la Kete rule L-7: the nemo capture move.</extracomment>
        <translation>&lt;b&gt;નેમો, કબજો:&lt;/b&gt; જો તમારી આગળની હરોળનો કોઈ પણ ખાડો કબજાનું સ્થાન હોય (L-4), તો તમારે તેમાંના એકમાં એક અનામત બીજ મૂકવું પડે (તમારો કુઉ પણ, જો તે તેમાંનો એક હોય), તેની સામેના તમારા વિરોધીના આગળના ખાડાનાં બધાં બીજ કબજે કરવાં પડે, અને L-5 અને L-6 મુજબ આગળ વધવું પડે. ઉદાહરણ તરીકે, દક્ષિણના b2 અને ઉત્તરના b3 બંનેમાં બીજ હોય, તો દક્ષિણ b2 માં બીજ મૂકીને b3 નું બધું લઈ શકે છે. ફક્ત આગળનો ખાડો કબજે થાય છે, તેની પાછળનો ક્યારેય નહીં.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Relay:&lt;/b&gt; if the last seed of a lap falls into an occupied hole, lift everything in that hole, the seed you just dropped included, and sow on from the next hole: a new lap. For example, the two seeds of d1 are sown into e1 and f1; f1 already held a seed, so you lift both seeds of f1 and sow them into g1 and h1. A lap that ends in an empty hole ends your move.</source>
        <extracomment>Rules help, Bao Kigogo rule K-3: relay sowing.</extracomment>
        <translation>&lt;b&gt;આગળ વાવણી:&lt;/b&gt; જો કોઈ ફેરાનું છેલ્લું બીજ ભરેલા ખાડામાં પડે, તો તે ખાડાનું બધું, હમણાં મૂકેલા બીજ સાથે, ઉપાડો અને પછીના ખાડાથી આગળ વાવો: એક નવો ફેરો. ઉદાહરણ તરીકે, d1 નાં બે બીજ e1 અને f1 માં વવાય છે; f1 માં પહેલેથી એક બીજ હતું, તેથી તમે f1 નાં બંને બીજ ઉપાડીને g1 અને h1 માં વાવો છો. ખાલી ખાડામાં પૂરો થતો ફેરો તમારી ચાલ પૂરી કરે છે.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture:&lt;/b&gt; when your move ends in an empty hole of your front row and your opponent&apos;s front hole in the same column holds seeds, you capture them: they leave the game. If your opponent&apos;s back hole in that column holds seeds too, you capture those as well. For example, South&apos;s move ends in the empty h2, h3 holds 2 and h4 holds 3: all five leave the board. The back hole is never taken on its own (if h3 is empty, nothing is captured), and a move captures at most one column. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; a single seed stepping into an empty front hole captures in the same way.</source>
        <extracomment>Rules help, Bao Kigogo rule K-4: capturing, and the decision that a single step captures too.</extracomment>
        <translation>&lt;b&gt;કબજો:&lt;/b&gt; જ્યારે તમારી ચાલ તમારી આગળની હરોળના ખાલી ખાડામાં પૂરી થાય અને તે જ સ્તંભમાં વિરોધીના આગળના ખાડામાં બીજ હોય, ત્યારે તમે તે કબજે કરો છો: તે રમતમાંથી બહાર જાય છે. જો તે સ્તંભમાં વિરોધીના પાછલા ખાડામાં પણ બીજ હોય, તો તે પણ કબજે થાય છે. ઉદાહરણ તરીકે, દક્ષિણની ચાલ ખાલી h2 માં પૂરી થાય, h3 માં 2 અને h4 માં 3 બીજ હોય: પાંચેય પાટિયા પરથી જાય છે. પાછલો ખાડો એકલો ક્યારેય કબજે થતો નથી (h3 ખાલી હોય તો કંઈ કબજે થતું નથી), અને એક ચાલ વધુમાં વધુ એક સ્તંભ કબજે કરે છે. &lt;b&gt;બારાઝાની પસંદગી:&lt;/b&gt; ખાલી આગળના ખાડામાં એક પગલું ખસતું એક બીજ પણ એ જ રીતે કબજો કરે છે.</translation>
    </message>
    <message>
        <source>On your turn, pick one of your stones whose next hole counterclockwise around your two rows is empty, and step it there. For example, when d1 is empty, the stone of c1 may step into it. A move is written as the hole it starts from.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-2: the moves.</extracomment>
        <translation>તમારા વારે તમારો એવો એક કાંકરો પસંદ કરો જેનો તમારી બે હરોળની આસપાસ ઘડિયાળની વિરુદ્ધ દિશામાં પછીનો ખાડો ખાલી હોય, અને તેને ત્યાં ખસેડો. ઉદાહરણ તરીકે, d1 ખાલી હોય ત્યારે c1 નો કાંકરો તેમાં જઈ શકે છે. ચાલ જે ખાડાથી શરૂ થાય તેનાથી લખાય છે.</translation>
    </message>
    <message>
        <source>Contents</source>
        <extracomment>Rules help: the heading of the list of its sections, at the top.</extracomment>
        <translation>અનુક્રમણિકા</translation>
    </message>
    <message>
        <source>In the move list and the narration the direction is shown as an arrow: ↺ counterclockwise, ↻ clockwise (e2 ↺ is e2ccw); saved games keep the letters.</source>
        <translation>ચાલની યાદીમાં અને વર્ણનમાં દિશા તીર વડે બતાવાય છે: ↺ ઘડિયાળની વિરુદ્ધ દિશા, ↻ ઘડિયાળની દિશા (e2 ↺ એટલે e2ccw); સાચવેલી રમતોમાં અક્ષરો જ રહે છે.</translation>
    </message>
    <message>
        <source>To &lt;b&gt;sow&lt;/b&gt;, you drop the seeds you lifted one by one into the holes that follow along your loop, starting with the hole after the one you lifted them from. For example, three seeds lifted from d1 and sown counterclockwise go into e1, f1 and g1; in Kete, where you may also sow clockwise, three seeds lifted from d2 and sown clockwise go into e2, f2 and g2. One such sowing is a &lt;b&gt;lap&lt;/b&gt;; it ends when its last seed is dropped. A hole is &lt;b&gt;occupied&lt;/b&gt; if it held at least one seed before that seed fell into it. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; when a lap is long enough to go all the way round, the hole it started from is not skipped; it gets a seed like any other.</source>
        <extracomment>Rules help, rule C-4: sowing, laps, &quot;occupied&quot;, and the decision about the starting hole.</extracomment>
        <translation>&lt;b&gt;વાવવું&lt;/b&gt; એટલે ઉપાડેલાં બીજ તમારા ચક્ર પર પછીના ખાડાઓમાં એક-એક કરીને મૂકવાં, જે ખાડામાંથી ઉપાડ્યાં તેના પછીના ખાડાથી શરૂ કરીને. ઉદાહરણ તરીકે, d1 માંથી ઉપાડીને ઘડિયાળની વિરુદ્ધ દિશામાં વાવેલાં ત્રણ બીજ e1, f1 અને g1 માં જાય છે; કેટેમાં, જ્યાં તમે ઘડિયાળની દિશામાં પણ વાવી શકો, d2 માંથી ઉપાડીને ઘડિયાળની દિશામાં વાવેલાં ત્રણ બીજ e2, f2 અને g2 માં જાય છે. આવી એક વાવણી એટલે એક &lt;b&gt;ફેરો&lt;/b&gt;; તેનું છેલ્લું બીજ મૂકાય ત્યારે તે પૂરો થાય છે. કોઈ ખાડો &lt;b&gt;ભરેલો&lt;/b&gt; ગણાય જો તે બીજ તેમાં પડે તે પહેલાં તેમાં ઓછામાં ઓછું એક બીજ હતું. &lt;b&gt;બારાઝાની પસંદગી:&lt;/b&gt; કોઈ ફેરો આખું ચક્ર ફરી વળે એટલો લાંબો હોય ત્યારે શરૂઆતનો ખાડો છોડાતો નથી; તેને પણ બીજા ખાડાની જેમ બીજ મળે છે.</translation>
    </message>
    <message>
        <source>Your kuu exists from the start until all its seeds are lifted for a lap or captured; then it is gone for good and the hole is an ordinary hole. A nemo takata that lifts only two of its seeds (from a kuu of eight or more, L-8) leaves it standing. On Lamu a kuu that exists never holds fewer than six seeds: L-8 shows how.</source>
        <extracomment>Rules help, Bao la Kete rule L-2: when a kuu exists.</extracomment>
        <translation>તમારો કુઉ શરૂઆતથી ત્યાં સુધી અસ્તિત્વમાં રહે છે જ્યાં સુધી તેનાં બધાં બીજ કોઈ ફેરા માટે ઉપાડાય નહીં કે કબજે ન થાય; પછી તે હંમેશ માટે જતો રહે છે અને તે ખાડો સામાન્ય ખાડો બને છે. તેનાં ફક્ત બે બીજ ઉપાડતી નેમો તાકાતા (આઠ કે વધુ બીજ વાળા કુઉમાંથી, L-8) તેને રહેવા દે છે. લામુમાં અસ્તિત્વ ધરાવતા કુઉમાં ક્યારેય છ કરતાં ઓછાં બીજ હોતાં નથી: L-8 બતાવે છે કેવી રીતે.</translation>
    </message>
    <message>
        <source>The game has two stages. While you still have reserve seeds, each of your moves is a &lt;b&gt;nemo&lt;/b&gt; move: it begins by placing one reserve seed on the board (L-4 to L-8). Once your reserve is empty, you play &lt;b&gt;mtaji&lt;/b&gt; moves: you lift seeds that are already on the board (L-9 to L-11). The game ends the same way in both stages (L-12).</source>
        <extracomment>Rules help, Bao la Kete rule L-3: the two stages nemo and mtaji (Swahili words, kept).</extracomment>
        <translation>રમતના બે તબક્કા છે. જ્યાં સુધી તમારી પાસે અનામત બીજ હોય ત્યાં સુધી તમારી દરેક ચાલ &lt;b&gt;નેમો&lt;/b&gt; (nemo) ચાલ છે: તે પાટિયા પર એક અનામત બીજ મૂકીને શરૂ થાય છે (L-4 થી L-8). તમારું અનામત ખાલી થાય પછી તમે &lt;b&gt;મતાજી&lt;/b&gt; (mtaji) ચાલ રમો છો: તમે પાટિયા પર પહેલેથી રહેલાં બીજ ઉપાડો છો (L-9 થી L-11). બંને તબક્કામાં રમત એક જ રીતે પૂરી થાય છે (L-12).</translation>
    </message>
    <message>
        <source>The game ends at once, in the middle of a move if need be:&lt;ul&gt;&lt;li&gt;you win when your capture empties your opponent&apos;s front row: &lt;b&gt;bao hamna&lt;/b&gt; (&quot;no board&quot;). The seeds you just captured stay in your hand and leave the board;&lt;/li&gt;&lt;li&gt;you lose when your own front row is empty at the end of a lap (in a game no legal move can do this: the rule guards positions set up by hand);&lt;/li&gt;&lt;li&gt;you lose when it is your turn and you have no legal move.&lt;/li&gt;&lt;/ul&gt;A position that occurs for the third time is a draw (C-6).</source>
        <extracomment>Rules help, Bao la Kete rule L-12: the end. &quot;bao hamna&quot; (&quot;no board&quot;) stays in Swahili.</extracomment>
        <translation>રમત તરત જ પૂરી થાય છે, જરૂર પડે તો ચાલની વચ્ચે પણ:&lt;ul&gt;&lt;li&gt;જ્યારે તમારો કબજો તમારા વિરોધીની આગળની હરોળ ખાલી કરી દે ત્યારે તમે જીતો છો: &lt;b&gt;બાઓ હામ્ના&lt;/b&gt; (bao hamna, &quot;પાટિયું નથી&quot;). તમે હમણાં કબજે કરેલાં બીજ તમારા હાથમાં રહે છે અને પાટિયા પરથી જાય છે;&lt;/li&gt;&lt;li&gt;જો કોઈ ફેરાના અંતે તમારી પોતાની આગળની હરોળ ખાલી હોય તો તમે હારો છો (રમતમાં કોઈ માન્ય ચાલ આવું કરી શકતી નથી: આ નિયમ હાથે ગોઠવેલી સ્થિતિઓ માટે છે);&lt;/li&gt;&lt;li&gt;જો તમારો વારો હોય અને તમારી પાસે કોઈ માન્ય ચાલ ન હોય તો તમે હારો છો.&lt;/li&gt;&lt;/ul&gt;ત્રીજી વાર આવતી સ્થિતિ બરાબરી છે (C-6).</translation>
    </message>
    <message>
        <source>A &lt;b&gt;mtoto&lt;/b&gt; (&quot;child&quot;) is a hole a player has claimed by ending a lap in it when it held exactly three seeds (G-6). From then on it belongs to that player to the end of the game: it keeps its seeds, it is never lifted or captured, and no move may start from it. A seed sown into a mtoto does not stay there: it goes straight into its owner&apos;s store.</source>
        <extracomment>Rules help, Bao Kingulu rule G-2: what a mtoto is. &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>&lt;b&gt;મ્તોતો&lt;/b&gt; (mtoto, &quot;બાળક&quot;) એ એવો ખાડો છે જે કોઈ ખેલાડીએ, તેમાં બરાબર ત્રણ બીજ હતાં ત્યારે તેમાં ફેરો પૂરો કરીને, મેળવ્યો હોય (G-6). ત્યારથી રમતના અંત સુધી તે તેનો રહે છે: તે પોતાનાં બીજ રાખે છે, તેને ક્યારેય ઉપાડાતો કે કબજે કરાતો નથી, અને કોઈ ચાલ તેમાંથી શરૂ થઈ શકતી નથી. મ્તોતોમાં વવાયેલું બીજ ત્યાં રહેતું નથી: તે સીધું તેના માલિકના ભંડારમાં જાય છે.</translation>
    </message>
    <message>
        <source>On your turn, pick one of the holes of your row that is not a mtoto and holds &lt;b&gt;one or more&lt;/b&gt; seeds, lift them all and sow them counterclockwise. But a move is not allowed if the last seed of its &lt;b&gt;first&lt;/b&gt; lap would fall into an occupied hole of your own row. A mtoto there (one your opponent has claimed in your row) does not count as occupied: a first lap may end in one. For example, South may not play the two seeds of a1 while c1 is occupied. A move is written as the hole it starts from, such as a1.</source>
        <extracomment>Rules help, Bao Kingulu rule G-3: the moves, and the first-lap restriction with its mtoto exception.</extracomment>
        <translation>તમારા વારે તમારી હરોળનો એવો ખાડો પસંદ કરો જે મ્તોતો ન હોય અને જેમાં &lt;b&gt;એક કે વધુ&lt;/b&gt; બીજ હોય, તે બધાં ઉપાડો અને ઘડિયાળની વિરુદ્ધ દિશામાં વાવો. પરંતુ જો ચાલના &lt;b&gt;પહેલા&lt;/b&gt; ફેરાનું છેલ્લું બીજ તમારી પોતાની હરોળના ભરેલા ખાડામાં પડે, તો તે ચાલ માન્ય નથી. ત્યાંનો મ્તોતો (જે તમારા વિરોધીએ તમારી હરોળમાં મેળવ્યો હોય) ભરેલો ગણાતો નથી: પહેલો ફેરો તેમાં પૂરો થઈ શકે છે. ઉદાહરણ તરીકે, c1 ભરેલો હોય ત્યાં સુધી દક્ષિણ a1 નાં બે બીજ રમી શકતો નથી. ચાલ જે ખાડાથી શરૂ થાય તેનાથી લખાય છે, જેમ કે a1.</translation>
    </message>
    <message>
        <source>All the games</source>
        <translation>બધી રમતો</translation>
    </message>
    <message>
        <source>Every hole has a name, like a square on a chess board: a letter for its column and a number for its row. Seen from South&apos;s side, the columns run a, b, c… from left to right (a to l in Kigogo and Kimasai, a to h in Kete and Kiswahili, a to f in Kingulu). The rows count up from South&apos;s back row: 1 is South&apos;s back row, 2 South&apos;s front row, 3 North&apos;s front row and 4 North&apos;s back row; Kingulu has only row 1 (South&apos;s) and row 2 (North&apos;s). &quot;Opposite&quot; always means the same column: the hole opposite e2 is e3. The front rows, 2 and 3, face each other.</source>
        <extracomment>Rules help, rule C-1: how the holes are named. Keep the square names (a1, e2, e3) as they are.</extracomment>
        <translation>દરેક ખાડાનું એક નામ છે, શતરંજના ખાના જેવું: તેના સ્તંભનો અક્ષર અને તેની હરોળનો અંક. દક્ષિણની બાજુથી જોતાં સ્તંભો ડાબેથી જમણે a, b, c… ચાલે છે (કિગોગો અને કિમાસાઈમાં a થી l, કેટે અને કિસ્વાહિલીમાં a થી h, કિંગુલુમાં a થી f). હરોળો દક્ષિણની પાછલી હરોળથી ઉપર તરફ ગણાય છે: 1 દક્ષિણની પાછલી હરોળ, 2 દક્ષિણની આગળની હરોળ, 3 ઉત્તરની આગળની હરોળ અને 4 ઉત્તરની પાછલી હરોળ; કિંગુલુમાં ફક્ત હરોળ 1 (દક્ષિણની) અને હરોળ 2 (ઉત્તરની) છે. &quot;સામેનો&quot; એટલે હંમેશાં એ જ સ્તંભ: e2 ની સામેનો ખાડો e3 છે. આગળની હરોળો, 2 અને 3, એકબીજાની સામે છે.</translation>
    </message>
    <message>
        <source>Directions are seen from above, with North at the top. &lt;b&gt;Counterclockwise&lt;/b&gt; (ccw) takes South along the back row to the right, up into the front row and along it to the left: a1 → b1 → … → l1 → l2 → k2 → … → a2 → a1. North goes along its front row to the right and back along its back row: a3 → b3 → … → l3 → l4 → … → a4 → a3. &lt;b&gt;Clockwise&lt;/b&gt; (cw) is the other way round. Counterclockwise is the same way round on the table for both players: along South&apos;s front row it runs to the left, along North&apos;s to the right, which is to the left as North sits. In Kete and Kiswahili, with eight columns, the loops end at h: a1 → … → h1 → h2 → … → a2 → a1 for South, a3 → … → h3 → h4 → … → a4 → a3 for North. In Kingulu both players share one loop of twelve holes: a1 → … → f1 → f2 → … → a2 → a1.</source>
        <extracomment>Rules help, rule C-2: the directions of sowing. cw and ccw are the notation&apos;s abbreviations.</extracomment>
        <translation>દિશાઓ ઉપરથી જોવાય છે, ઉત્તર ઉપર રાખીને. &lt;b&gt;ઘડિયાળની વિરુદ્ધ દિશા&lt;/b&gt; (ccw) દક્ષિણને પાછલી હરોળ પર જમણી તરફ, ઉપર આગળની હરોળમાં અને તેના પર ડાબી તરફ લઈ જાય છે: a1 → b1 → … → l1 → l2 → k2 → … → a2 → a1. ઉત્તર પોતાની આગળની હરોળ પર જમણી તરફ જાય છે અને પાછલી હરોળ પર પાછો આવે છે: a3 → b3 → … → l3 → l4 → … → a4 → a3. &lt;b&gt;ઘડિયાળની દિશા&lt;/b&gt; (cw) તેનાથી ઊલટી છે. બંને ખેલાડીઓની ઘડિયાળની વિરુદ્ધ દિશા મેજ પર એક જ તરફ ફરે છે: દક્ષિણની આગળની હરોળ પર તે ડાબી તરફ જાય છે, ઉત્તરની આગળની હરોળ પર જમણી તરફ, જે ઉત્તરની બેઠક પરથી ડાબી તરફ છે. આઠ સ્તંભ વાળી કેટે અને કિસ્વાહિલીમાં ચક્ર h પર પૂરાં થાય છે: દક્ષિણ માટે a1 → … → h1 → h2 → … → a2 → a1, ઉત્તર માટે a3 → … → h3 → h4 → … → a4 → a3. કિંગુલુમાં બંને ખેલાડી બાર ખાડાનું એક જ ચક્ર વહેંચે છે: a1 → … → f1 → f2 → … → a2 → a1.</translation>
    </message>
    <message>
        <source>A lap can hand its seeds on to another lap again and again, so a sowing could go round forever. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; such an endless move is not allowed. Baraza finds these moves exactly (the whole game state comes back at the end of a lap) and never offers them. It takes them out last, after every other rule has had its say: so an endless move still counts when a rule asks whether you have a hole of two or more seeds (Kigogo) or a capture (Kete, Kiswahili), and it can rule out your other moves. If every move you have is endless, you have no legal move.</source>
        <extracomment>Rules help, rule C-5: moves whose sowing never ends, and how Baraza treats them.</extracomment>
        <translation>એક ફેરો પોતાનાં બીજ ફરી ફરી બીજા ફેરાને સોંપી શકે છે, તેથી વાવણી કાયમ ચાલતી રહી શકે. &lt;b&gt;બારાઝાની પસંદગી:&lt;/b&gt; આવી ક્યારેય પૂરી ન થતી ચાલ માન્ય નથી. બારાઝા આવી ચાલ ચોક્કસ રીતે ઓળખે છે (ફેરાના અંતે રમતની આખી સ્થિતિ પાછી આવે છે) અને તેને ક્યારેય આપતું નથી. તે તેને છેલ્લે દૂર કરે છે, બાકીના બધા નિયમો લાગુ થયા પછી: તેથી જ્યારે કોઈ નિયમ પૂછે કે તમારી પાસે બે કે વધુ બીજ વાળો ખાડો છે (કિગોગો) કે કબજો છે (કેટે, કિસ્વાહિલી), ત્યારે આવી ચાલ ગણાય છે, અને તે તમારી બીજી ચાલોને રદ કરી શકે છે. જો તમારી દરેક ચાલ ક્યારેય પૂરી ન થતી હોય, તો તમારી પાસે કોઈ માન્ય ચાલ નથી.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;position&lt;/b&gt; is everything that matters for the rest of the game: the seeds in every hole, whose turn it is, and each game&apos;s extras (reserve seeds or seeds in hand, whether a kuu or a nyumba is still there, the hizi zetu or takasia mark, mtoto holes, stores). In Kigogo and Kimasai the game is a draw as soon as a position comes back a second time, as the old sources say. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; in Kete, Kiswahili and Kingulu, whose sources say nothing about it, the game is a draw when a position occurs for the third time, so that every game ends. (The games&apos; own words, such as kuu and mtoto, are explained with their games below and in &quot;The games&apos; words&quot; at the end.)</source>
        <extracomment>Rules help, rule C-6: repetition draws. &quot;hizi zetu&quot;, &quot;takasia&quot;, &quot;kuu&quot;, &quot;nyumba&quot; and &quot;mtoto&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;સ્થિતિ&lt;/b&gt; એટલે બાકીની રમત માટે જે કંઈ મહત્ત્વનું છે તે બધું: દરેક ખાડાનાં બીજ, વારો કોનો છે, અને દરેક રમતની વધારાની બાબતો (અનામત બીજ કે હાથનાં બીજ, કુઉ કે ન્યુમ્બા હજી છે કે નહીં, હિઝી ઝેતુ કે તાકાસિયાનું નિશાન, મ્તોતો ખાડા, ભંડાર). કિગોગો અને કિમાસાઈમાં, જૂના સ્ત્રોતો કહે છે તેમ, કોઈ સ્થિતિ બીજી વાર આવે કે તરત રમત બરાબરીમાં પૂરી થાય છે. &lt;b&gt;બારાઝાની પસંદગી:&lt;/b&gt; કેટે, કિસ્વાહિલી અને કિંગુલુમાં, જેના સ્ત્રોતો આ વિશે કંઈ કહેતા નથી, કોઈ સ્થિતિ ત્રીજી વાર આવે ત્યારે રમત બરાબરી થાય છે, જેથી દરેક રમત પૂરી થાય. (રમતોના પોતાના શબ્દો, જેમ કે કુઉ અને મ્તોતો, નીચે તેમની રમતો સાથે અને છેલ્લે &quot;રમતોના શબ્દો&quot; માં સમજાવ્યા છે.)</translation>
    </message>
    <message>
        <source>Bao la Kiswahili writes its moves the same way, with the nyumba for the kuu: in a namua move the square is where the seed from the hand is placed, and * marks a safari (f2ccw, c2cw*).</source>
        <translation>બાઓ લા કિસ્વાહિલી પોતાની ચાલ એ જ રીતે લખે છે, કુઉને બદલે ન્યુમ્બા સાથે: નામુઆ ચાલમાં ખાડો એ છે જ્યાં હાથમાંથી બીજ મૂકાય છે, અને * સફારી બતાવે છે (f2ccw, c2cw*).</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>બાઓ લા કિસ્વાહિલી</translation>
    </message>
    <message>
        <source>The Bao of Zanzibar and of the coast of Tanzania and Kenya, played today in cafés, on the barazas and in tournaments: the Bao most players know. Alexander de Voogt studied it in the 1990s; Baraza follows his rules as Jeroen Donkers wrote them down for computer play, and the tournament rules of K.I.B.A. (2009). Where rule books and other programs part ways, the clause says what Baraza does and what the others do.</source>
        <translation>ઝાંઝીબાર અને ટાન્ઝાનિયા તથા કેન્યાના કિનારાનો બાઓ, જે આજે કાફેમાં, બારાઝા પર અને સ્પર્ધાઓમાં રમાય છે: મોટા ભાગના ખેલાડીઓ જે બાઓ જાણે છે તે. એલેક્ઝાન્ડર દ વૂગ્ટે 1990ના દાયકામાં તેનો અભ્યાસ કર્યો; બારાઝા તેમના નિયમો અનુસરે છે, જેમ યેરુન ડૉન્કર્સે તે કમ્પ્યુટર પર રમવા માટે લખ્યા, અને K.I.B.A. (2009) ના સ્પર્ધાના નિયમો પણ. જ્યાં નિયમપુસ્તકો અને બીજા પ્રોગ્રામ જુદા પડે છે, ત્યાં કલમ કહે છે કે બારાઝા શું કરે છે અને બીજા શું કરે છે.</translation>
    </message>
    <message>
        <source>The board has four rows of eight holes, named as in Bao la Kete (C-1). Each player has a square hole, the &lt;b&gt;nyumba&lt;/b&gt; (&quot;house&quot;): South&apos;s is e2, North&apos;s d3, the fourth hole of the front row counting from the player&apos;s right. The end holes of a front row are the &lt;b&gt;kichwa&lt;/b&gt; holes: a2 and h2 for South, a3 and h3 for North; the two holes at each end of a front row, in columns a, b, g and h, are the &lt;b&gt;kimbi&lt;/b&gt;. At the start your nyumba holds 6 seeds and the two holes to its right, as you sit, hold 2 each (South: f2 and g2, North: c3 and b3); every other hole is empty, and each player has &lt;b&gt;22 seeds in hand&lt;/b&gt;: 64 seeds in all. South moves first. You sow only around your own two rows, clockwise or counterclockwise as you choose (C-2).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-1: the board, the game&apos;s words nyumba, kichwa and kimbi, and the start. The game&apos;s words stay in Swahili.</extracomment>
        <translation>પાટિયા પર આઠ-આઠ ખાડાની ચાર હરોળ છે, જેનાં નામ બાઓ લા કેટેની જેમ છે (C-1). દરેક ખેલાડી પાસે એક ચોરસ ખાડો છે, &lt;b&gt;ન્યુમ્બા&lt;/b&gt; (nyumba, &quot;ઘર&quot;): દક્ષિણનો e2, ઉત્તરનો d3, એટલે ખેલાડીની જમણી બાજુથી ગણતાં આગળની હરોળનો ચોથો ખાડો. આગળની હરોળના છેડાના ખાડા &lt;b&gt;કિચ્વા&lt;/b&gt; (kichwa) છે: દક્ષિણ માટે a2 અને h2, ઉત્તર માટે a3 અને h3; આગળની હરોળના દરેક છેડાના બે ખાડા, સ્તંભ a, b, g અને h માં, &lt;b&gt;કિમ્બી&lt;/b&gt; (kimbi) છે. શરૂઆતમાં તમારા ન્યુમ્બામાં 6 બીજ હોય છે અને તમે બેઠા હો તે રીતે તેની જમણી બાજુના બે ખાડામાં 2-2 બીજ (દક્ષિણ: f2 અને g2, ઉત્તર: c3 અને b3); બાકીના બધા ખાડા ખાલી હોય છે, અને દરેક ખેલાડીના &lt;b&gt;હાથમાં 22 બીજ&lt;/b&gt; હોય છે: કુલ 64 બીજ. દક્ષિણ પહેલી ચાલ કરે છે. તમે ફક્ત તમારી પોતાની બે હરોળની આસપાસ વાવો છો, તમારી મરજી મુજબ ઘડિયાળની દિશામાં કે વિરુદ્ધ દિશામાં (C-2).</translation>
    </message>
    <message>
        <source>Your nyumba is yours from the start until all its seeds are lifted together for a lap (a move from it, a relay or a safari) or captured; then it is gone for good and the hole is an ordinary hole. Taxing (Z-8.2) lifts only two of its seeds and leaves it yours. While it is yours, your nyumba &lt;b&gt;works&lt;/b&gt; when it holds six or more seeds and is &lt;b&gt;dormant&lt;/b&gt; when it holds fewer; a dormant nyumba that collects six again works again. A dormant nyumba is an ordinary hole for every rule, except that it may be given the takasia mark (Z-11), which a working one never is. As only taxing takes seeds out of it without lifting them all, a nyumba that is yours never holds fewer than five. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the dormant nyumba is what the tournament rules and most programs have; one program keeps a nyumba&apos;s rights at any count while it is owned, and de Voogt reports that regions differ.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-2: owning the nyumba, and when it works (is functional) or is dormant. &quot;nyumba&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>તમારો ન્યુમ્બા શરૂઆતથી તમારો છે, જ્યાં સુધી તેનાં બધાં બીજ એક ફેરા માટે સાથે ઉપાડાય નહીં (તેનાથી શરૂ થતી ચાલ, આગળ વાવણી કે સફારી) કે કબજે ન થાય; ત્યારે તે કાયમ માટે જતો રહે છે અને ખાડો સામાન્ય ખાડો બને છે. કર (Z-8.2) તેનાં ફક્ત બે બીજ ઉપાડે છે અને તેને તમારો જ રહેવા દે છે. તે તમારો હોય ત્યાં સુધી, તમારો ન્યુમ્બા છ કે વધુ બીજ હોય ત્યારે &lt;b&gt;કામ કરે છે&lt;/b&gt; અને ઓછાં હોય ત્યારે &lt;b&gt;નિષ્ક્રિય&lt;/b&gt; છે; ફરી છ બીજ ભેગાં કરતો નિષ્ક્રિય ન્યુમ્બા ફરી કામ કરે છે. નિષ્ક્રિય ન્યુમ્બા દરેક નિયમ માટે સામાન્ય ખાડો છે, સિવાય કે તેના પર તાકાસિયાનું નિશાન થઈ શકે (Z-11), જે કામ કરતા ન્યુમ્બા પર ક્યારેય થતું નથી. ફક્ત કર જ બધાં બીજ ઉપાડ્યા વગર તેમાંથી બીજ કાઢે છે, તેથી તમારો ન્યુમ્બા ક્યારેય પાંચથી ઓછાં બીજ ધરાવતો નથી. &lt;b&gt;બારાઝાની પસંદગી:&lt;/b&gt; નિષ્ક્રિય ન્યુમ્બા સ્પર્ધાના નિયમોમાં અને મોટા ભાગના પ્રોગ્રામમાં છે; એક પ્રોગ્રામ ન્યુમ્બાનો માલિક હોય ત્યાં સુધી કોઈ પણ સંખ્યાએ તેના હક રાખે છે, અને દ વૂગ્ટ નોંધે છે કે પ્રદેશો પ્રમાણે ફરક છે.</translation>
    </message>
    <message>
        <source>The game has two stages. While you still have seeds in hand, each of your moves is a &lt;b&gt;namua&lt;/b&gt; move: it begins by putting one seed from your hand into a hole of your front row (Z-7, Z-8). Once your hand is empty, you play &lt;b&gt;mtaji&lt;/b&gt; moves: you lift seeds that are already on the board (Z-9, Z-10). South&apos;s hand empties first, so South plays his first mtaji move while North still has his last namua move to make.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-3: the two stages namua and mtaji (Swahili words, kept).</extracomment>
        <translation>રમતના બે તબક્કા છે. જ્યાં સુધી તમારા હાથમાં બીજ હોય, ત્યાં સુધી તમારી દરેક ચાલ &lt;b&gt;નામુઆ&lt;/b&gt; (namua) ચાલ છે: તે તમારા હાથમાંથી એક બીજ તમારી આગળની હરોળના ખાડામાં મૂકવાથી શરૂ થાય છે (Z-7, Z-8). તમારો હાથ ખાલી થાય પછી તમે &lt;b&gt;મતાજી&lt;/b&gt; (mtaji) ચાલો રમો છો: તમે પાટિયા પર પહેલેથી રહેલાં બીજ ઉપાડો છો (Z-9, Z-10). દક્ષિણનો હાથ પહેલાં ખાલી થાય છે, તેથી ઉત્તરને હજી તેની છેલ્લી નામુઆ ચાલ કરવાની બાકી હોય ત્યારે દક્ષિણ તેની પહેલી મતાજી ચાલ રમે છે.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capturing is compulsory&lt;/b&gt;, in namua and in mtaji alike. A hole of your front row is a &lt;b&gt;capture position&lt;/b&gt; when it holds seeds and your opponent&apos;s front hole in the same column holds seeds too. For example, if South&apos;s c2 and North&apos;s c3 both hold seeds, c2 is a capture position; if c2 is empty, it is not. Whenever you can capture, you must (Z-7, Z-9).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-4: capture positions; capturing is compulsory in both stages.</extracomment>
        <translation>&lt;b&gt;કબજો ફરજિયાત છે&lt;/b&gt;, નામુઆમાં અને મતાજીમાં બંનેમાં. તમારી આગળની હરોળનો ખાડો &lt;b&gt;કબજાનું સ્થાન&lt;/b&gt; છે જ્યારે તેમાં બીજ હોય અને તે જ સ્તંભમાં તમારા વિરોધીના આગળના ખાડામાં પણ બીજ હોય. ઉદાહરણ તરીકે, દક્ષિણના c2 અને ઉત્તરના c3 બંનેમાં બીજ હોય, તો c2 કબજાનું સ્થાન છે; c2 ખાલી હોય તો નથી. જ્યારે પણ તમે કબજો કરી શકો, ત્યારે કરવો જ પડે (Z-7, Z-9).</translation>
    </message>
    <message>
        <source>Captured seeds come back onto your side: you sow them starting &lt;i&gt;in&lt;/i&gt; a kichwa, towards the centre of your front row, and on around your loop. Which kichwa:&lt;ul&gt;&lt;li&gt;a capture in column a or b (the kimbi): the kichwa in column a;&lt;/li&gt;&lt;li&gt;a capture in column g or h (the kimbi): the kichwa in column h;&lt;/li&gt;&lt;li&gt;a capture in columns c to f: in the first capture of a namua move you choose; in every other capture, the kichwa that keeps the direction you are sowing in.&lt;/li&gt;&lt;/ul&gt;From the column a kichwa towards the centre is clockwise for South and counterclockwise for North; from the column h kichwa, counterclockwise for South and clockwise for North. So the direction of a namua capture&apos;s move says which kichwa was chosen. The seeds in your capturing hole stay where they are.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-5: where captured seeds are sown from. &quot;kichwa&quot;, &quot;kimbi&quot; and &quot;namua&quot; stay in Swahili.</extracomment>
        <translation>કબજે કરેલાં બીજ તમારી બાજુ પાછાં આવે છે: તમે તેને કિચ્વા&lt;i&gt;માં&lt;/i&gt; શરૂ કરીને તમારી આગળની હરોળના મધ્ય તરફ વાવો છો, અને પછી તમારા ચક્ર પર આગળ. કયો કિચ્વા:&lt;ul&gt;&lt;li&gt;સ્તંભ a કે b (કિમ્બી) માં કબજો: સ્તંભ a નો કિચ્વા;&lt;/li&gt;&lt;li&gt;સ્તંભ g કે h (કિમ્બી) માં કબજો: સ્તંભ h નો કિચ્વા;&lt;/li&gt;&lt;li&gt;સ્તંભ c થી f માં કબજો: નામુઆ ચાલના પહેલા કબજામાં તમે પસંદ કરો છો; બાકીના દરેક કબજામાં એ કિચ્વા જે તમે જે દિશામાં વાવી રહ્યા છો તે દિશા જાળવે.&lt;/li&gt;&lt;/ul&gt;સ્તંભ a ના કિચ્વાથી મધ્ય તરફ દક્ષિણ માટે ઘડિયાળની દિશા અને ઉત્તર માટે ઘડિયાળની વિરુદ્ધ દિશા છે; સ્તંભ h ના કિચ્વાથી, દક્ષિણ માટે ઘડિયાળની વિરુદ્ધ દિશા અને ઉત્તર માટે ઘડિયાળની દિશા. તેથી નામુઆની કબજાની ચાલની દિશા કહે છે કે કયો કિચ્વા પસંદ થયો. કબજો કરનાર ખાડાનાં બીજ જ્યાં છે ત્યાં જ રહે છે.</translation>
    </message>
    <message>
        <source>After a capture the sowing goes on lap after lap. Each lap ends in a hole L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-6.1&lt;/b&gt; L was empty: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.2&lt;/b&gt; L is in your front row and is a capture position: you capture again and sow the captured seeds as in Z-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.3&lt;/b&gt; L is your nyumba, still yours: in namua you choose either to stop there (the move ends) or to go on a &lt;b&gt;safari&lt;/b&gt; (&quot;journey&quot;): you lift all its seeds, the nyumba is gone, and you sow on in the same direction. In mtaji there is no choice: the nyumba is lifted and sown on like any other hole, and it is gone.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.4&lt;/b&gt; Otherwise: relay. Lift all the seeds of L and sow on in the same direction.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-6: the laps after a capture; its cases are Z-6.1 to Z-6.4. &quot;safari&quot;, &quot;namua&quot;, &quot;mtaji&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>કબજા પછી વાવણી એક પછી એક ફેરામાં ચાલુ રહે છે. દરેક ફેરો કોઈ ખાડા L માં પૂરો થાય છે; જે પહેલો કિસ્સો બંધબેસે તે લાગુ પડે છે:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-6.1&lt;/b&gt; L ખાલી હતો: ચાલ પૂરી થાય છે.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.2&lt;/b&gt; L તમારી આગળની હરોળમાં છે અને કબજાનું સ્થાન છે: તમે ફરી કબજો કરો છો અને કબજે કરેલાં બીજ Z-5 મુજબ વાવો છો.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.3&lt;/b&gt; L તમારો ન્યુમ્બા છે, હજી તમારો: નામુઆમાં તમે ત્યાં અટકવાનું (ચાલ પૂરી થાય છે) કે &lt;b&gt;સફારી&lt;/b&gt; (safari, &quot;મુસાફરી&quot;) પર જવાનું પસંદ કરો છો: તમે તેનાં બધાં બીજ ઉપાડો છો, ન્યુમ્બા જતો રહે છે, અને એ જ દિશામાં આગળ વાવો છો. મતાજીમાં કોઈ પસંદગી નથી: ન્યુમ્બા બીજા કોઈ પણ ખાડાની જેમ ઉપાડીને આગળ વવાય છે, અને તે જતો રહે છે.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.4&lt;/b&gt; નહીં તો: આગળ વાવણી. L નાં બધાં બીજ ઉપાડો અને એ જ દિશામાં આગળ વાવો.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Namua, capturing:&lt;/b&gt; if any hole of your front row is a capture position (Z-4), you must put a seed from your hand into one of them (your nyumba too, if it is one), capture all the seeds of your opponent&apos;s front hole opposite it, and go on as in Z-5 and Z-6. Only the front hole is captured, never the one behind it, and a seed put into an empty hole never captures.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-7: the namua capture move.</extracomment>
        <translation>&lt;b&gt;નામુઆ, કબજો:&lt;/b&gt; જો તમારી આગળની હરોળનો કોઈ પણ ખાડો કબજાનું સ્થાન હોય (Z-4), તો તમારે તમારા હાથમાંથી એક બીજ તેમાંના એકમાં મૂકવું પડે (તમારો ન્યુમ્બા પણ, જો તે તેમાંનો એક હોય), તેની સામેના તમારા વિરોધીના આગળના ખાડાનાં બધાં બીજ કબજે કરવાં પડે, અને Z-5 અને Z-6 મુજબ આગળ વધવું પડે. ફક્ત આગળનો ખાડો કબજે થાય છે, તેની પાછળનો ક્યારેય નહીં, અને ખાલી ખાડામાં મૂકેલું બીજ ક્યારેય કબજો કરતું નથી.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Namua, takasa&lt;/b&gt; (a move that captures nothing): if you have no capture position, put a seed from your hand into an occupied hole of your front row, then lift and sow, clockwise or counterclockwise:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-8.1&lt;/b&gt; While your nyumba works (judged before your seed goes in), you may choose any occupied front hole other than the nyumba, even one with a single seed; the nyumba itself only when it is your only occupied front hole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.2&lt;/b&gt; &lt;b&gt;Taxing:&lt;/b&gt; when you choose your working nyumba, only &lt;b&gt;two&lt;/b&gt; of its seeds are lifted and sown, and it stays yours. A nyumba of six holds seven with your seed and keeps five: it is dormant then (Z-2). In Bao la Kete a kuu of seven is sown whole instead (L-8).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.3&lt;/b&gt; While your nyumba is dormant or gone, the hole must hold two or more seeds, counted before your seed goes in, unless every occupied hole of your front row holds just one. A dormant nyumba is an ordinary hole here: you may choose it if it holds enough, and then all its seeds are lifted and it is gone. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the written rules say nothing about a dormant nyumba here, so Baraza applies the two-seed rule as it stands; programs differ: one offers the holes of one seed first, one taxes a dormant nyumba as if it worked, and one allows any occupied hole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.4&lt;/b&gt; Apart from taxing, all the seeds of the hole are lifted, your seed included.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.5&lt;/b&gt; A kichwa that is your only occupied front hole must be sown towards the centre. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; in both stages, as in Bao la Kete; some programs let it be sown outwards, which empties your front row and loses at once.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.6&lt;/b&gt; The laps relay as in Kigogo (K-3): a lap that ends in an occupied hole lifts it and sows on. Nothing is captured in the whole move. A lap that ends in an empty hole, or in your nyumba while it is yours, ends the move.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-8: the namua takasa (a move without capture) and taxing; its points are Z-8.1 to Z-8.6. &quot;takasa&quot;, &quot;nyumba&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;નામુઆ, તાકાસા&lt;/b&gt; (takasa, કશું કબજે ન કરતી ચાલ): જો તમારી પાસે કબજાનું સ્થાન ન હોય, તો તમારા હાથમાંથી એક બીજ તમારી આગળની હરોળના ભરેલા ખાડામાં મૂકો, પછી ઉપાડીને ઘડિયાળની દિશામાં કે વિરુદ્ધ દિશામાં વાવો:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-8.1&lt;/b&gt; તમારો ન્યુમ્બા કામ કરતો હોય ત્યાં સુધી (તમારું બીજ પડે તે પહેલાં જોઈને), તમે ન્યુમ્બા સિવાયનો આગળનો કોઈ પણ ભરેલો ખાડો પસંદ કરી શકો, ફક્ત એક બીજ વાળો પણ; ન્યુમ્બા પોતે ત્યારે જ, જ્યારે તે તમારો આગળનો એકમાત્ર ભરેલો ખાડો હોય.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.2&lt;/b&gt; &lt;b&gt;કર:&lt;/b&gt; જ્યારે તમે તમારો કામ કરતો ન્યુમ્બા પસંદ કરો, ત્યારે તેનાં ફક્ત &lt;b&gt;બે&lt;/b&gt; બીજ ઉપાડીને વવાય છે, અને તે તમારો જ રહે છે. છ બીજ વાળા ન્યુમ્બામાં તમારા બીજ સાથે સાત થાય અને પાંચ રહે છે: ત્યારે તે નિષ્ક્રિય છે (Z-2). બાઓ લા કેટેમાં તેના બદલે સાત બીજ વાળો કુઉ આખો વવાય છે (L-8).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.3&lt;/b&gt; તમારો ન્યુમ્બા નિષ્ક્રિય હોય કે જતો રહ્યો હોય ત્યારે, ખાડામાં બે કે વધુ બીજ હોવાં જોઈએ, તમારું બીજ પડે તે પહેલાં ગણીને, સિવાય કે તમારી આગળની હરોળના દરેક ભરેલા ખાડામાં ફક્ત એક જ બીજ હોય. અહીં નિષ્ક્રિય ન્યુમ્બા સામાન્ય ખાડો છે: તેમાં પૂરતાં બીજ હોય તો તમે તેને પસંદ કરી શકો, અને ત્યારે તેનાં બધાં બીજ ઉપાડાય છે અને તે જતો રહે છે. &lt;b&gt;બારાઝાની પસંદગી:&lt;/b&gt; લખેલા નિયમો અહીં નિષ્ક્રિય ન્યુમ્બા વિશે કંઈ કહેતા નથી, તેથી બારાઝા બે બીજનો નિયમ જેમ છે તેમ લાગુ કરે છે; પ્રોગ્રામ જુદા પડે છે: એક પહેલાં એક બીજ વાળા ખાડા આપે છે, એક નિષ્ક્રિય ન્યુમ્બા પર પણ તે કામ કરતો હોય તેમ કર લે છે, અને એક કોઈ પણ ભરેલા ખાડાની છૂટ આપે છે.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.4&lt;/b&gt; કર સિવાય, ખાડાનાં બધાં બીજ ઉપાડાય છે, તમારા બીજ સહિત.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.5&lt;/b&gt; તમારો આગળનો એકમાત્ર ભરેલો ખાડો જો કિચ્વા હોય, તો તે મધ્ય તરફ વાવવો પડે. &lt;b&gt;બારાઝાની પસંદગી:&lt;/b&gt; બંને તબક્કામાં, બાઓ લા કેટેની જેમ; કેટલાક પ્રોગ્રામ તેને બહાર તરફ વાવવા દે છે, જે તમારી આગળની હરોળ ખાલી કરે છે અને તમે તરત હારી જાઓ છો.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.6&lt;/b&gt; ફેરા કિગોગોની જેમ આગળ વધે છે (K-3): ભરેલા ખાડામાં પૂરો થતો ફેરો તેને ઉપાડીને આગળ વાવે છે. આખી ચાલમાં કંઈ કબજે થતું નથી. ખાલી ખાડામાં, કે તમારો ન્યુમ્બા તમારો હોય ત્યારે તેમાં, પૂરો થતો ફેરો ચાલ પૂરી કરે છે.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, capturing:&lt;/b&gt; lift all the seeds of one of your holes, in either row, that holds &lt;b&gt;2 to 15&lt;/b&gt; seeds, and sow clockwise or counterclockwise. If the first lap ends in your front row at a capture position (the hole already held seeds before the last seed fell, and the opposite hole holds seeds), it is a capture move: you capture and go on as in Z-5 (keeping your direction, unless the capture is in the kimbi) and Z-6. If the first lap does not capture, nothing is captured in the whole move. A hole of 16 or more seeds never starts a capture: its first lap passes every hole of your loop. Capturing is compulsory here too: if you have any capture move, you must play one, and the takasia mark may narrow which (Z-11.3).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-9: the mtaji capture move; capturing is compulsory here too.</extracomment>
        <translation>&lt;b&gt;મતાજી, કબજો:&lt;/b&gt; તમારા કોઈ પણ હરોળના એવા એક ખાડાનાં બધાં બીજ ઉપાડો જેમાં &lt;b&gt;2 થી 15&lt;/b&gt; બીજ હોય, અને ઘડિયાળની દિશામાં કે વિરુદ્ધ દિશામાં વાવો. જો પહેલો ફેરો તમારી આગળની હરોળમાં કબજાના સ્થાને પૂરો થાય (છેલ્લું બીજ પડે તે પહેલાં ખાડામાં બીજ હતાં, અને સામેના ખાડામાં બીજ છે), તો તે કબજાની ચાલ છે: તમે કબજો કરો છો અને Z-5 (તમારી દિશા જાળવીને, સિવાય કે કબજો કિમ્બીમાં હોય) અને Z-6 મુજબ આગળ વધો છો. જો પહેલો ફેરો કબજો ન કરે, તો આખી ચાલમાં કંઈ કબજે થતું નથી. 16 કે વધુ બીજ વાળો ખાડો ક્યારેય કબજો શરૂ કરતો નથી: તેનો પહેલો ફેરો તમારા ચક્રના દરેક ખાડામાંથી પસાર થાય છે. અહીં પણ કબજો ફરજિયાત છે: જો તમારી પાસે કબજાની કોઈ પણ ચાલ હોય, તો તેમાંની એક રમવી જ પડે, અને તાકાસિયાનું નિશાન એ પસંદગી સાંકડી કરી શકે (Z-11.3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, takasa:&lt;/b&gt; if you have no capture move, sow a hole of your front row that holds two or more seeds, or, only if there is none, a hole of your back row that holds two or more. You may not start from the hole the takasia mark blocks (Z-11). A kichwa that is your only occupied front hole must be sown towards the centre (Z-8.5). The laps relay; a lap that ends in an empty hole or in the marked hole ends the move. If no hole qualifies, you have no move (Z-12). In mtaji your nyumba has no rights: you may sow it like any front hole, and a lap that ends in it lifts it and relays on; either way it is gone. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; unlike Bao la Kete (L-10), the nyumba does not have to be sown first. Some readings give up the nyumba at the first mtaji capture; in Baraza it stays yours until it is lifted or captured, which matters only for the takasia mark.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-10: the mtaji takasa. &quot;takasa&quot;, &quot;takasia&quot;, &quot;nyumba&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;મતાજી, તાકાસા:&lt;/b&gt; જો તમારી પાસે કબજાની કોઈ ચાલ ન હોય, તો તમારી આગળની હરોળનો બે કે વધુ બીજ વાળો ખાડો વાવો, અથવા, એવો એક પણ ન હોય તો જ, તમારી પાછલી હરોળનો બે કે વધુ બીજ વાળો ખાડો. તાકાસિયાના નિશાનથી રોકાયેલા ખાડાથી તમે શરૂ કરી શકતા નથી (Z-11). તમારો આગળનો એકમાત્ર ભરેલો ખાડો જો કિચ્વા હોય, તો તે મધ્ય તરફ વાવવો પડે (Z-8.5). ફેરા આગળ વધે છે; ખાલી ખાડામાં કે નિશાનવાળા ખાડામાં પૂરો થતો ફેરો ચાલ પૂરી કરે છે. જો કોઈ ખાડો યોગ્ય ન હોય, તો તમારી પાસે કોઈ ચાલ નથી (Z-12). મતાજીમાં તમારા ન્યુમ્બાને કોઈ હક નથી: તમે તેને આગળના કોઈ પણ ખાડાની જેમ વાવી શકો, અને તેમાં પૂરો થતો ફેરો તેને ઉપાડીને આગળ વાવે છે; બંને રીતે તે જતો રહે છે. &lt;b&gt;બારાઝાની પસંદગી:&lt;/b&gt; બાઓ લા કેટે (L-10) થી ઊલટું, ન્યુમ્બા પહેલાં વાવવો પડતો નથી. કેટલાંક અર્થઘટનો મતાજીના પહેલા કબજે ન્યુમ્બાની માલિકી પૂરી કરે છે; બારાઝામાં તે ઉપાડાય કે કબજે થાય ત્યાં સુધી તમારો રહે છે, જે ફક્ત તાકાસિયાના નિશાન માટે મહત્ત્વનું છે.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Takasia&lt;/b&gt; is a mark that a takasa puts on one hole of the opponent:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-11.1&lt;/b&gt; It is set after a takasa by your opponent that leaves both hands empty. Baraza looks at the capture moves your opponent would have if he moved again at once, and at the hole of yours that each of them would capture first. If that is one and the same hole for all of them, the hole is &lt;b&gt;marked&lt;/b&gt;, unless you have a capture move yourself, or it is your nyumba while it works, your only occupied front hole or your only front hole with two or more seeds, or it holds a single seed.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.2&lt;/b&gt; On your next move (a takasa, as you cannot capture) you may not start from the marked hole, and every lap that ends in it ends your move there, even the first lap of a move from your nyumba.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.3&lt;/b&gt; On your opponent&apos;s next move, if some of his capture moves capture the marked hole at any point, he must play one of those; if none does, he plays as usual.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.4&lt;/b&gt; Then the mark lapses: it lives exactly two moves, yours and then your opponent&apos;s. A new mark set by your own takasa replaces it at once; there is never more than one.&lt;/li&gt;&lt;/ul&gt;&lt;b&gt;Baraza&apos;s choice&lt;/b&gt; where rule sets differ: any takasa after which both hands are empty can set the mark, so North&apos;s last namua move can (the older texts speak of mtaji only, and one program has no takasia at all); no mark is set while you can capture (one program sets it anyway); a single seed is never marked (two programs mark it); the mark stops the first lap from the nyumba too (one old reading lets that lap go on, as Bao la Kete does); the duty covers a capture of the mark at any point and lapses when there is none (one program makes the player lose instead, another lets him capture nothing but the mark); and the mark lives two moves (one program keeps it until the hole is lifted or captured).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-11: takasia, the blocking mark; its points are Z-11.1 to Z-11.4. &quot;takasia&quot;, &quot;takasa&quot;, &quot;namua&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;તાકાસિયા&lt;/b&gt; (takasia) એ નિશાન છે જે તાકાસા વિરોધીના એક ખાડા પર મૂકે છે:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-11.1&lt;/b&gt; તે તમારા વિરોધીની એવી તાકાસા પછી મુકાય છે જેના પછી બંને હાથ ખાલી હોય. બારાઝા જુએ છે કે તમારો વિરોધી તરત ફરી ચાલે તો તેની પાસે કઈ કબજાની ચાલ હોય, અને તેમાંની દરેક તમારો કયો ખાડો સૌથી પહેલાં કબજે કરે. જો તે બધી માટે એક જ ખાડો હોય, તો તે ખાડા પર &lt;b&gt;નિશાન&lt;/b&gt; થાય છે, સિવાય કે તમારી પોતાની પાસે કબજાની ચાલ હોય, અથવા તે કામ કરતો તમારો ન્યુમ્બા હોય, તમારો આગળનો એકમાત્ર ભરેલો ખાડો હોય કે બે કે વધુ બીજ વાળો તમારો આગળનો એકમાત્ર ખાડો હોય, અથવા તેમાં એક જ બીજ હોય.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.2&lt;/b&gt; તમારી પછીની ચાલમાં (તાકાસા, કારણ કે તમે કબજો કરી શકતા નથી) તમે નિશાનવાળા ખાડાથી શરૂ કરી શકતા નથી, અને તેમાં પૂરો થતો દરેક ફેરો તમારી ચાલ ત્યાં જ પૂરી કરે છે, તમારા ન્યુમ્બાથી શરૂ થતી ચાલનો પહેલો ફેરો પણ.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.3&lt;/b&gt; તમારા વિરોધીની પછીની ચાલમાં, જો તેની કબજાની કેટલીક ચાલ કોઈ પણ તબક્કે નિશાનવાળો ખાડો કબજે કરતી હોય, તો તેણે તેમાંની એક રમવી જ પડે; જો એક પણ ન કરે, તો તે હંમેશની જેમ રમે છે.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.4&lt;/b&gt; પછી નિશાન રદ થાય છે: તે બરાબર બે ચાલ ટકે છે, તમારી અને પછી તમારા વિરોધીની. તમારી પોતાની તાકાસાથી મુકાયેલું નવું નિશાન તેને તરત બદલે છે; એકથી વધુ નિશાન ક્યારેય હોતાં નથી.&lt;/li&gt;&lt;/ul&gt;જ્યાં નિયમસંગ્રહો જુદા પડે છે ત્યાં &lt;b&gt;બારાઝાની પસંદગી&lt;/b&gt;: જેના પછી બંને હાથ ખાલી હોય એવી કોઈ પણ તાકાસા નિશાન મૂકી શકે છે, તેથી ઉત્તરની છેલ્લી નામુઆ ચાલ પણ મૂકી શકે (જૂનાં લખાણો ફક્ત મતાજીની વાત કરે છે, અને એક પ્રોગ્રામમાં તાકાસિયા છે જ નહીં); તમે કબજો કરી શકો ત્યાં સુધી કોઈ નિશાન મુકાતું નથી (એક પ્રોગ્રામ છતાં મૂકે છે); એક બીજ વાળા ખાડા પર ક્યારેય નિશાન થતું નથી (બે પ્રોગ્રામ મૂકે છે); નિશાન ન્યુમ્બાથી શરૂ થતો પહેલો ફેરો પણ રોકે છે (એક જૂનું અર્થઘટન તે ફેરાને આગળ વધવા દે છે, જેમ બાઓ લા કેટે કરે છે); ફરજ કોઈ પણ તબક્કે નિશાનના કબજાને લાગુ પડે છે અને એવો કબજો ન હોય તો રદ થાય છે (એક પ્રોગ્રામ તેના બદલે ખેલાડીને હરાવે છે, બીજો તેને ફક્ત નિશાન જ કબજે કરવા દે છે); અને નિશાન બે ચાલ ટકે છે (એક પ્રોગ્રામ ખાડો ઉપડે કે કબજે થાય ત્યાં સુધી તેને રાખે છે).</translation>
    </message>
    <message>
        <source>The game ends as soon as one of these happens, checked in this order:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-12.1&lt;/b&gt; &lt;b&gt;Bao hamna&lt;/b&gt; (&quot;no board&quot;): when your capture empties your opponent&apos;s front row, you win at once, in the middle of the move; the seeds you just captured stay in your hand and leave the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.2&lt;/b&gt; You lose when your own front row is empty at the end of a lap (no legal move can do this in a game: the rule guards positions set up by hand).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.3&lt;/b&gt; You lose when it is your turn and you have no legal move, as when your front row is empty.&lt;/li&gt;&lt;/ul&gt;Endless moves are not allowed (C-5), and a position that occurs for the third time is a draw (C-6); the position includes both hands, each nyumba and the takasia mark. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the tournament rules end the game the moment a front row is empty, as Baraza does; some programs sow on to the end of the move and look only then. Programs stop very long sowings at a fixed limit and call the mover the loser, where Baraza finds endless moves exactly and never offers them; and none of them draws a repeated game, which Baraza does on the third occurrence, as in Bao la Kete.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-12: the end; its points are Z-12.1 to Z-12.3. &quot;bao hamna&quot; (&quot;no board&quot;) and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>નીચેનામાંથી કંઈ થાય કે તરત રમત પૂરી થાય છે, આ ક્રમમાં તપાસીને:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-12.1&lt;/b&gt; &lt;b&gt;બાઓ હામ્ના&lt;/b&gt; (bao hamna, &quot;પાટિયું નથી&quot;): જ્યારે તમારો કબજો તમારા વિરોધીની આગળની હરોળ ખાલી કરી દે, ત્યારે તમે તરત જીતો છો, ચાલની વચ્ચે જ; તમે હમણાં કબજે કરેલાં બીજ તમારા હાથમાં રહે છે અને પાટિયા પરથી જાય છે.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.2&lt;/b&gt; જો કોઈ ફેરાના અંતે તમારી પોતાની આગળની હરોળ ખાલી હોય તો તમે હારો છો (રમતમાં કોઈ માન્ય ચાલ આવું કરી શકતી નથી: આ નિયમ હાથે ગોઠવેલી સ્થિતિઓ માટે છે).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.3&lt;/b&gt; જો તમારો વારો હોય અને તમારી પાસે કોઈ માન્ય ચાલ ન હોય તો તમે હારો છો, જેમ તમારી આગળની હરોળ ખાલી હોય ત્યારે.&lt;/li&gt;&lt;/ul&gt;ક્યારેય પૂરી ન થતી ચાલ માન્ય નથી (C-5), અને ત્રીજી વાર આવતી સ્થિતિ બરાબરી છે (C-6); સ્થિતિમાં બંને હાથ, દરેક ન્યુમ્બા અને તાકાસિયાનું નિશાન સામેલ છે. &lt;b&gt;બારાઝાની પસંદગી:&lt;/b&gt; સ્પર્ધાના નિયમો આગળની હરોળ ખાલી થાય એ જ ક્ષણે રમત પૂરી કરે છે, જેમ બારાઝા કરે છે; કેટલાક પ્રોગ્રામ ચાલના અંત સુધી વાવતા રહે છે અને ત્યારે જ જુએ છે. પ્રોગ્રામ બહુ લાંબી વાવણીને નક્કી મર્યાદાએ અટકાવે છે અને ચાલનારને હારેલો ગણે છે, જ્યારે બારાઝા ક્યારેય પૂરી ન થતી ચાલ ચોક્કસ ઓળખે છે અને તેને ક્યારેય આપતું નથી; અને તેમાંનો કોઈ પુનરાવર્તિત રમતને બરાબરી ગણતો નથી, જે બારાઝા ત્રીજી વારે કરે છે, બાઓ લા કેટેની જેમ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bao&lt;/b&gt; is a family of board games of East Africa, played by sowing seeds around rows of holes. This help has the rules of the five games Baraza plays, clause by clause; each clause has an id, such as K-3, which the lessons and the commentary on the moves cite. The games&apos; own words, such as kuu and mtoto, are explained at the end. Where the old sources are silent or disagree, Baraza has to decide; each clause where it does says so, as &lt;b&gt;Baraza&apos;s choice&lt;/b&gt;.</source>
        <extracomment>Rules help, the introduction at the top. &quot;Baraza&apos;s choice&quot; must read exactly as the bold &quot;Baraza&apos;s choice:&quot; in the clauses (C-4, C-5, …) of this language.</extracomment>
        <translation>&lt;b&gt;બાઓ&lt;/b&gt; પૂર્વ આફ્રિકાની પાટિયાની રમતોનો એક પરિવાર છે, જે ખાડાઓની હરોળોની આસપાસ બીજ વાવીને રમાય છે. આ મદદમાં બારાઝા જે પાંચ રમતો રમે છે તેના નિયમો કલમવાર છે; દરેક કલમની K-3 જેવી ઓળખ છે, જેનો ઉલ્લેખ પાઠો અને ચાલ પરની ટિપ્પણી કરે છે. રમતોના પોતાના શબ્દો, જેમ કે કુઉ અને મ્તોતો, અંતે સમજાવ્યા છે. જ્યાં જૂના સ્ત્રોતો મૌન છે કે અસંમત છે, ત્યાં બારાઝાએ નિર્ણય લેવો પડે છે; જે કલમમાં તે આવું કરે છે તે &lt;b&gt;બારાઝાની પસંદગી&lt;/b&gt; તરીકે એ કહે છે.</translation>
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
    <message>
        <source>Bao la Kete and Bao la Kiswahili: &amp;confirm each move with a second click or Enter</source>
        <extracomment>The two Bao games whose moves carry a direction and a safari: the move shown on the board is played on a second click or Enter.</extracomment>
        <translation>Bao la Kete અને Bao la Kiswahili: દરેક ચાલ બીજા ક્લિક કે Enter વડે પાકી કરો (&amp;C)</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set up a position</source>
        <translation>સ્થિતિ ગોઠવો</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;રમત:</translation>
    </message>
    <message>
        <source>&amp;To move:</source>
        <translation>ચાલ કોની (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>&amp;શરૂઆતની સ્થિતિ</translation>
    </message>
    <message>
        <source>&amp;Empty board</source>
        <translation>ખાલી બોર્ડ (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation>સ્થિતિની &amp;નકલ કરો</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>સ્થિતિ ચોંટાડો (&amp;P)</translation>
    </message>
    <message>
        <source>Copy the position as text (BPN)</source>
        <extracomment>BPN is the one-line text of a position, as bao-cli and the records write it.</extracomment>
        <translation>સ્થિતિની લખાણ (BPN) તરીકે નકલ કરો</translation>
    </message>
    <message>
        <source>Read a position written as text (BPN) from the clipboard</source>
        <translation>ક્લિપબોર્ડમાંથી લખાણ (BPN) તરીકે લખેલી સ્થિતિ વાંચો</translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation>આ રીતે સાચવો (&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>વિશ્લેષણ (&amp;A)</translation>
    </message>
    <message>
        <source>P&amp;lay from here…</source>
        <translation>અહીંથી રમો (&amp;L)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>બંધ કરો</translation>
    </message>
    <message>
        <source>Reserve:</source>
        <translation>અનામત:</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>હાથ:</translation>
    </message>
    <message>
        <source>Kuu stands:</source>
        <translation>કુઉ ઊભો છે:</translation>
    </message>
    <message>
        <source>Nyumba owned:</source>
        <translation>ન્યુમ્બા માલિકીની:</translation>
    </message>
    <message>
        <source>Store:</source>
        <translation>ભંડાર:</translation>
    </message>
    <message>
        <source>Hizi zetu &amp;mark:</source>
        <translation>હિઝી ઝેતુ નિશાન (&amp;M):</translation>
    </message>
    <message>
        <source>Takasia &amp;mark:</source>
        <translation>તાકાસિયા નિશાન (&amp;M):</translation>
    </message>
    <message>
        <source>Click a hole to add a seed, right-click or Shift-click to take one away, drag to move a hole&apos;s seeds to another; or type a number on the hole the arrow keys choose.</source>
        <translation>બીજ ઉમેરવા ખાડા પર ક્લિક કરો, એક કાઢવા જમણું ક્લિક અથવા Shift-ક્લિક કરો, ખાડાનાં બીજ બીજા ખાડામાં ખસેડવા ખેંચો; અથવા તીર કીથી પસંદ કરેલા ખાડા પર સંખ્યા લખો.</translation>
    </message>
    <message>
        <source>Click a hole to put a stone on it, right-click or Shift-click to take it away, drag to move it; or type 1 or 0 on the hole the arrow keys choose.</source>
        <translation>કાંકરો મૂકવા ખાડા પર ક્લિક કરો, તે કાઢવા જમણું ક્લિક અથવા Shift-ક્લિક કરો, તે ખસેડવા ખેંચો; અથવા તીર કીથી પસંદ કરેલા ખાડા પર 1 કે 0 લખો.</translation>
    </message>
    <message>
        <source>Ctrl-click a hole (or press M) to make it a mtoto or not.</source>
        <translation>ખાડાને મ્તોતો બનાવવા કે ન બનાવવા Ctrl-ક્લિક કરો (અથવા M દબાવો).</translation>
    </message>
    <message>
        <source>Seeds: %1 of %2</source>
        <extracomment>%1 seeds on the board, in the reserves (hands) and stores, of the %2 the game has.</extracomment>
        <translation>બીજ: %2માંથી %1</translation>
    </message>
    <message>
        <source>This position can be played.</source>
        <translation>આ સ્થિતિ રમી શકાય છે.</translation>
    </message>
    <message>
        <source>This position cannot happen: %1</source>
        <extracomment>%1 says why, e.g. &quot;South&apos;s kuu e2 holds 5 seeds: a kuu that still stands holds six or more (L-1)&quot;.</extracomment>
        <translation>આ સ્થિતિ શક્ય નથી: %1</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The hizi zetu (takasia) mark is on no hole.</extracomment>
        <translation>કોઈ નહીં</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>નકલ કરી: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read as a position.</source>
        <translation>ક્લિપબોર્ડમાં સ્થિતિ તરીકે વાંચવા કોઈ લખાણ નથી.</translation>
    </message>
    <message>
        <source>The text in the clipboard is not a position that can be used: %1</source>
        <extracomment>%1 says why, e.g. &quot;“hz” (the hizi zetu mark) is missing&quot;.</extracomment>
        <translation>ક્લિપબોર્ડનું લખાણ વાપરી શકાય તેવી સ્થિતિ નથી: %1</translation>
    </message>
    <message>
        <source>Position pasted.</source>
        <translation>સ્થિતિ ચોંટાડી.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 is the file&apos;s name.</extracomment>
        <translation>સાચવ્યું: %1</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>સ્થિતિ સાચવો</translation>
    </message>
    <message>
        <source>Bao games (*.bao)</source>
        <translation>બાઓ રમતો (*.bao)</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <extracomment>%1 is the file&apos;s name, %2 the reason.</extracomment>
        <translation>%1 સાચવી શકાયું નહીં: %2</translation>
    </message>
    <message>
        <source>Stones: %1 of %2</source>
        <translation>કાંકરા: %2માંથી %1</translation>
    </message>
    <message>
        <source>Board of the position being set up</source>
        <extracomment>What a screen reader says of the position editor&apos;s board.</extracomment>
        <translation>ગોઠવાતી સ્થિતિનું બોર્ડ</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds of the game&apos;s %1: a position that cannot arise in a game (no seed ever leaves it), but it can be played as an exercise.</source>
        <extracomment>%n seeds on the board (and in reserves, hands or stores), of the %1 the game is played with.</extracomment>
        <translation>
            <numerusform>રમતના %1માંથી %n બીજ: આ સ્થિતિ રમતમાં આવી શકતી નથી (કોઈ બીજ ક્યારેય રમતમાંથી બહાર જતું નથી), પણ અભ્યાસ તરીકે રમી શકાય છે.</numerusform>
            <numerusform>રમતના %1માંથી %n બીજ: આ સ્થિતિ રમતમાં આવી શકતી નથી (કોઈ બીજ ક્યારેય રમતમાંથી બહાર જતું નથી), પણ અભ્યાસ તરીકે રમી શકાય છે.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, to move, has no legal move.</source>
        <extracomment>%1 is the side to move (South or North).</extracomment>
        <translation>%1, જેનો વારો છે, પાસે કોઈ માન્ય ચાલ નથી.</translation>
    </message>
    <message>
        <source>Played from here, the game would be over at once: a draw.</source>
        <translation>અહીંથી રમાય તો રમત તરત પૂરી થઈ જાય: ડ્રો.</translation>
    </message>
    <message>
        <source>Played from here, the game would be over at once: %1 wins.</source>
        <extracomment>%1 is the winning side (South or North).</extracomment>
        <translation>અહીંથી રમાય તો રમત તરત પૂરી થઈ જાય: %1 જીતે છે.</translation>
    </message>
    <message numerus="yes">
        <source>This position cannot happen, for %n reasons:</source>
        <extracomment>Followed by the reasons, one a line.</extracomment>
        <translation>
            <numerusform>આ સ્થિતિ %n કારણથી શક્ય નથી:</numerusform>
            <numerusform>આ સ્થિતિ %n કારણોથી શક્ય નથી:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <extracomment>After the first three reasons a position cannot happen: how many more there are.</extracomment>
        <translation>
            <numerusform>… અને %n વધુ.</numerusform>
            <numerusform>… અને %n વધુ.</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out the moves from here…</source>
        <extracomment>The position editor works out, in the background, whether the position set up can be played on.</extracomment>
        <translation>અહીંથી ચાલ ગણાઈ રહી છે…</translation>
    </message>
    <message>
        <source>%1&apos;s mtoto</source>
        <extracomment>The position editor&apos;s legend of Bao Kingulu&apos;s ring colours: %1 is the side (South or North), beside a dot of the colour that rings its mtoto holes.</extracomment>
        <translation>%1નો મ્તોતો</translation>
    </message>
    <message>
        <source>A mtoto is a hole of the other player&apos;s row that a player has claimed by a capture (G-6): its ring has the colour of the player who claimed it, and a seed sown into it goes to that player&apos;s store (G-2).</source>
        <extracomment>Kingulu: &quot;mtoto&quot; stays in Swahili; G-2 and G-6 are the rules&apos; numbers.</extracomment>
        <translation>મ્તોતો એ બીજા ખેલાડીની હરોળનો ખાડો છે જે કોઈ ખેલાડીએ કબજે કરીને મેળવ્યો છે (G-6): તેની વીંટીનો રંગ તેને મેળવનાર ખેલાડીનો છે, અને તેમાં વાવેલું બીજ તે ખેલાડીના ભંડારમાં જાય છે (G-2).</translation>
    </message>
</context>
<context>
    <name>SideClock</name>
    <message>
        <source>Clock of %1: %2 left</source>
        <extracomment>A side&apos;s clock, for a screen reader: %1 is South or North, %2 its time left (&quot;4:05&quot;).</extracomment>
        <translation>%1 ની ઘડિયાળ: %2 બાકી</translation>
    </message>
    <message>
        <source>%1 minutes each</source>
        <extracomment>The time control, in a clock&apos;s tooltip: each side&apos;s minutes for the whole game.</extracomment>
        <translation>દરેકને %1 મિનિટ</translation>
    </message>
    <message>
        <source>%1 minutes each, +%2 seconds a move</source>
        <extracomment>The time control, in a clock&apos;s tooltip: each side&apos;s minutes for the game, and seconds added after each of its moves.</extracomment>
        <translation>દરેકને %1 મિનિટ, દરેક ચાલ પછી +%2 સેકન્ડ</translation>
    </message>
    <message>
        <source>%1 min each</source>
        <extracomment>The time control in the status line, short: each side&apos;s minutes for the game (&quot;min&quot; as in 5 min).</extracomment>
        <translation>દરેકને %1 મિનિટ</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <extracomment>The time control in the status line, short: minutes each, and seconds added after each move (&quot;5 min + 3 s&quot;).</extracomment>
        <translation>%1 મિનિટ + %2 સેકન્ડ</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <extracomment>A side&apos;s clock&apos;s tooltip: %1 is the time control, e.g. &quot;5 minutes each, +3 seconds a move&quot;.</extracomment>
        <translation>સમય નિયંત્રણ: %1</translation>
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
    <name>StatusLine</name>
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
        <source>looking for a good move…</source>
        <translation>સારી ચાલ શોધી રહ્યું છે…</translation>
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
    <message>
        <source>click the pit again or press Enter to play this move; Esc or another pit to choose again</source>
        <extracomment>Bao la Kete with &quot;confirm each move&quot; on: the move is shown on the board.</extracomment>
        <translation>આ ચાલ રમવા ખાડા પર ફરી ક્લિક કરો કે Enter દબાવો; ફરી પસંદ કરવા Esc કે બીજો ખાડો</translation>
    </message>
    <message>
        <source>choose a direction: click an arrow, or use Left/Right and Enter</source>
        <translation>દિશા પસંદ કરો: તીર પર ક્લિક કરો, અથવા ડાબે/જમણે અને Enter વાપરો</translation>
    </message>
    <message>
        <source>%1 chooses: stop in the kuu, or sow on (safari)?</source>
        <extracomment>Kete (L-6.3): the sowing waits in the kuu for the player&apos;s choice; %1 is the side moving.</extracomment>
        <translation>%1 પસંદ કરે છે: કુઉમાં અટકવું, કે આગળ વાવવું (સફારી)?</translation>
    </message>
    <message>
        <source>%1 chooses: stop in the nyumba, or sow on (safari)?</source>
        <extracomment>Kiswahili (Z-6.3): the sowing waits in the nyumba for the player&apos;s choice; %1 is the side moving.</extracomment>
        <translation>%1 પસંદ કરે છે: ન્યુમ્બામાં અટકવું, કે આગળ વાવવું (સફારી)?</translation>
    </message>
    <message>
        <source>namua stage</source>
        <extracomment>Kiswahili&apos;s first stage, while a player has seeds in hand; &quot;namua&quot; stays in Swahili.</extracomment>
        <translation>નામુઆ તબક્કો</translation>
    </message>
    <message>
        <source>choose the kichwa where the captured seeds start, %1 or %2: click it or its arrow, or use Left/Right and Enter</source>
        <extracomment>A capture&apos;s direction is the choice of a kichwa (an end hole of the front row; the word stays in Swahili) where the captured seeds start: %1 and %2 are the two kichwas, e.g. &quot;a2&quot;, &quot;h2&quot;.</extracomment>
        <translation>કબજે કરેલાં બીજ જેમાં શરૂ થાય તે કિચ્વા પસંદ કરો, %1 કે %2: તેના પર કે તેના તીર પર ક્લિક કરો, અથવા ડાબે/જમણે અને Enter વાપરો</translation>
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
    <message numerus="yes">
        <source>likely wins in %n</source>
        <extracomment>The analysis: the search sees a win for the side to move in %n moves (plies), not proven.</extracomment>
        <translation>
            <numerusform>કદાચ %n ચાલમાં જીતે</numerusform>
            <numerusform>કદાચ %n ચાલમાં જીતે</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>likely loses in %n</source>
        <extracomment>The analysis: the search sees a loss for the side to move in %n moves (plies), not proven.</extracomment>
        <translation>
            <numerusform>કદાચ %n ચાલમાં હારે</numerusform>
            <numerusform>કદાચ %n ચાલમાં હારે</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %1–%2 in %n</source>
        <extracomment>Bao Kingulu&apos;s exact analysis: the side to move wins with this final count (its own first, e.g. &quot;wins 26–22 in 30&quot;), the game ending within %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>%n ચાલમાં %1–%2થી જીતે</numerusform>
            <numerusform>%n ચાલમાં %1–%2થી જીતે</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses %1–%2 in %n</source>
        <extracomment>Bao Kingulu&apos;s exact analysis: the side to move loses with this final count (its own first, e.g. &quot;loses 22–26 in 30&quot;), the game ending within %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>%n ચાલમાં %1–%2થી હારે</numerusform>
            <numerusform>%n ચાલમાં %1–%2થી હારે</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
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
        <source>&amp;Hint</source>
        <translation>સૂ&amp;ચન</translation>
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
        <source>&amp;Play on from here…</source>
        <translation>&amp;અહીંથી આગળ રમો…</translation>
    </message>
    <message>
        <source>Play on from the position shown, choosing who plays each side</source>
        <translation>બતાવેલી સ્થિતિથી આગળ રમો, દરેક બાજુ કોણ રમે છે તે પસંદ કરીને</translation>
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
        <source>L&amp;earn</source>
        <extracomment>The menu of lessons.</extracomment>
        <translation>શીખો (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <extracomment>Game menu: analyse every move of the game in the background and judge it.</extracomment>
        <translation>&amp;રમતનું વિશ્લેષણ</translation>
    </message>
    <message>
        <source>Stone back</source>
        <translation>કાંકરો પાછળ</translation>
    </message>
    <message>
        <source>Stone forward</source>
        <translation>કાંકરો આગળ</translation>
    </message>
    <message>
        <source>One step back inside the move, stone by stone</source>
        <extracomment>Tooltip, Bao la Kimasai: stepping through a move (lifting, stepping, capturing).</extracomment>
        <translation>ચાલની અંદર એક પગલું પાછળ, કાંકરે કાંકરો</translation>
    </message>
    <message>
        <source>One step forward inside the move, stone by stone</source>
        <translation>ચાલની અંદર એક પગલું આગળ, કાંકરે કાંકરો</translation>
    </message>
    <message>
        <source>Show stone &amp;counts</source>
        <translation>કાંકરાની સંખ્યા &amp;બતાવો</translation>
    </message>
    <message>
        <source>Animation speed, sound, language, stone colour (Ctrl+,)</source>
        <translation>એનિમેશનની ઝડપ, અવાજ, ભાષા, કાંકરાનો રંગ (Ctrl+,)</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>સ્થિતિ ગોઠવો (&amp;U)…</translation>
    </message>
    <message>
        <source>Put a position together by hand, then play it, analyse it or save it</source>
        <extracomment>Tooltip: choose who plays each side and play on from the position shown.</extracomment>
        <translation>હાથે સ્થિતિ ગોઠવો, પછી તે રમો, તેનું વિશ્લેષણ કરો અથવા સાચવો</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <extracomment>Game menu: the player gives the game up (against the computer the person, between two people the side to move).</extracomment>
        <translation>&amp;રમત છોડી દો</translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <extracomment>Game menu: the player proposes to end the game as a draw; the computer or the other person answers.</extracomment>
        <translation>બરાબરીની ઓ&amp;ફર કરો</translation>
    </message>
    <message>
        <source>&amp;Turn the board</source>
        <extracomment>View menu: turn the board half way round, North&apos;s rows at the bottom (checked while turned).</extracomment>
        <translation>પાટિયું ફેરવો (&amp;T)</translation>
    </message>
    <message>
        <source>Show North&apos;s side at the bottom of the board, South&apos;s at the top</source>
        <extracomment>Tooltip of View → Turn the board.</extracomment>
        <translation>પાટિયાની નીચે ઉત્તરની બાજુ અને ઉપર દક્ષિણની બાજુ બતાવો</translation>
    </message>
    <message>
        <source>A game lost on time cannot be taken back</source>
        <extracomment>Tooltip of Undo at the end of a game lost on time, and the status bar&apos;s answer to it.</extracomment>
        <translation>સમય પૂરો થવાથી હારેલી રમત પાછી લઈ શકાતી નથી</translation>
    </message>
</context>
<context>
    <name>WindowTitle</name>
    <message>
        <source>Baraza — %1</source>
        <translation>બરાઝા — %1</translation>
    </message>
    <message>
        <source>Baraza — %1 — %2</source>
        <extracomment>The window&apos;s title: %1 is the game&apos;s file name (with its modified mark), %2 the game.</extracomment>
        <translation>બરાઝા — %1 — %2</translation>
    </message>
</context>
<context>
    <name>Words</name>
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
        <source>Four rows of eight from Lamu: seeds come from a reserve, the kuu is guarded, and captured seeds are sown again from the ends.</source>
        <extracomment>Kete: &quot;kuu&quot; is the square hole; it stays in Swahili.</extracomment>
        <translation>લામુની આઠ-આઠ ખાડાની ચાર હરોળ: બીજ અનામતમાંથી આવે છે, કુઉનું રક્ષણ થાય છે, અને કબજે કરેલા બીજ છેડેથી ફરી વાવાય છે.</translation>
    </message>
    <message>
        <source>Four rows of twelve: long relay sowings, and you capture what faces your front row.</source>
        <translation>બાર-બાર ખાડાની ચાર હરોળ: લાંબી સળંગ વાવણી, અને તમારી આગળની હરોળની સામે જે હોય તે તમે કબજે કરો છો.</translation>
    </message>
    <message>
        <source>Two rows of six on one loop: capture into your store and claim holes as mtoto.</source>
        <extracomment>Kingulu: a &quot;mtoto&quot; is a hole a player claims; the word stays in Swahili.</extracomment>
        <translation>એક જ ચક્ર પર છ-છ ખાડાની બે હરોળ: તમારા ભંડારમાં કબજે કરો અને ખાડાને મ્તોતો તરીકે મેળવો.</translation>
    </message>
    <message>
        <source>One stone a hole: step into the empty hole ahead and capture across the board.</source>
        <translation>દરેક ખાડામાં એક પથ્થર: આગળના ખાલી ખાડામાં ખસો અને બોર્ડની સામે બાજુ કબજે કરો.</translation>
    </message>
    <message>
        <source>Looks further ahead and seldom leaves stones to be taken.</source>
        <extracomment>A computer strength in Bao la Kimasai, played with stones.</extracomment>
        <translation>વધુ આગળ જુએ છે અને ભાગ્યે જ કાંકરા પકડાવા માટે છોડે છે.</translation>
    </message>
    <message>
        <source>Plays perfectly: every move keeps the best count it can force, worked out to the end of the game.</source>
        <extracomment>The strongest computer level in Bao Kingulu, which the program has solved.</extracomment>
        <translation>સંપૂર્ણ રીતે રમે છે: દરેક ચાલ રમતના અંત સુધી ગણેલી, તે મેળવી શકે તેવી શ્રેષ્ઠ ગણતરી જાળવે છે.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>દક્ષિણ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ઉત્તર</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>બાઓ લા કિસ્વાહિલી</translation>
    </message>
    <message>
        <source>Four rows of eight as Zanzibar plays today: 22 seeds in hand, a nyumba that works while it holds six, and captured seeds sown again from the ends.</source>
        <extracomment>Kiswahili (Zanzibar Bao): the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>આજે ઝાંઝીબારમાં રમાય છે તેમ આઠ-આઠ ખાડાની ચાર હરોળ: હાથમાં 22 બીજ, છ બીજ હોય ત્યાં સુધી કામ કરતો ન્યુમ્બા, અને કબજે કરેલા બીજ છેડેથી ફરી વાવાય છે.</translation>
    </message>
    <message>
        <source>Lamu · kuu · hizi zetu</source>
        <extracomment>Under Bao la Kete&apos;s picture: where it is played, and its own words (kuu, hizi zetu), which stay in Swahili.</extracomment>
        <translation>લામુ · કુઉ · હિઝી ઝેતુ</translation>
    </message>
    <message>
        <source>Zanzibar · nyumba · takasia</source>
        <extracomment>Under Bao la Kiswahili&apos;s picture: where it is played, and its own words (nyumba, takasia), which stay in Swahili.</extracomment>
        <translation>ઝાંઝીબાર · ન્યુમ્બા · તાકાસિયા</translation>
    </message>
    <message>
        <source>four rows of twelve</source>
        <extracomment>Under Bao Kigogo&apos;s picture: its board.</extracomment>
        <translation>બાર-બાર ખાડાની ચાર હરોળ</translation>
    </message>
    <message>
        <source>two rows of six · stores</source>
        <extracomment>Under Bao Kingulu&apos;s picture: its board, and each player&apos;s store.</extracomment>
        <translation>છ-છ ખાડાની બે હરોળ · ભંડાર</translation>
    </message>
    <message>
        <source>one stone a hole</source>
        <extracomment>Under Bao la Kimasai&apos;s picture.</extracomment>
        <translation>દરેક ખાડામાં એક કાંકરો</translation>
    </message>
</context>
</TS>
