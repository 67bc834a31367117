<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Baraza</source>
        <translation>Tietoja Barazasta</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versio %1</translation>
    </message>
    <message>
        <source>The games were recorded by Martin Klamroth (1911: Kigogo, Kimasai, Kingulu), and, for Bao la Kete, by Walter Driedger (1972), Alan Boyd and Philip Townshend.</source>
        <translation>Pelit kirjasi muistiin Martin Klamroth (1911: Kigogo, Kimasai, Kingulu) ja Bao la Keten Walter Driedger (1972), Alan Boyd ja Philip Townshend.</translation>
    </message>
    <message>
        <source>Baraza is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Baraza on vapaa ohjelma: saat jakaa ja muuttaa sitä GNU General Public License -lisenssin version 3 tai myöhemmän ehdoin. Sillä ei ole takuuta.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao la Kiswahili, Bao Kingulu and Bao la Kimasai: play, watch every sowing seed by seed, and learn the rules.&lt;br&gt;A &lt;i&gt;baraza&lt;/i&gt; is the stone bench where Bao is played on the Swahili coast.</source>
        <translation>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao la Kiswahili, Bao Kingulu ja Bao la Kimasai: pelaa, seuraa jokaista kylvöä siemen siemeneltä ja opi säännöt.&lt;br&gt;&lt;i&gt;Baraza&lt;/i&gt; on kivipenkki, jolla Baoa pelataan swahilirannikolla.</translation>
    </message>
    <message>
        <source>Bao la Kiswahili follows the rules played on Zanzibar today, as Alexander de Voogt described them.</source>
        <translation>Bao la Kiswahili noudattaa sääntöjä, joilla Sansibarilla pelataan nykyään, sellaisina kuin Alexander de Voogt ne kuvasi.</translation>
    </message>
</context>
<context>
    <name>AnalysisPane</name>
    <message>
        <source>The game is over: no moves to analyse.</source>
        <extracomment>The analysis pane at a position where the game has ended.</extracomment>
        <translation>Peli on päättynyt: ei analysoitavia siirtoja.</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <extracomment>Under the analysis: how to get the moves of the game judged.</extracomment>
        <translation>Analysoidaan peliä…</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <extracomment>The analysis pane before the first result, or while the computer thinks about its own move.</extracomment>
        <translation>Analysoidaan…</translation>
    </message>
    <message>
        <source>Waiting for the search…</source>
        <translation>Odotetaan hakua…</translation>
    </message>
    <message>
        <source>complete</source>
        <extracomment>The analysis pane: the engine has looked as far as it can (or proven the outcome).</extracomment>
        <translation>valmis</translation>
    </message>
    <message>
        <source>Game → Analyse game judges every move.</source>
        <translation>Peli → Analysoi peli arvioi jokaisen siirron.</translation>
    </message>
    <message>
        <source>Inaccuracies ?!: %1 · mistakes ?: %2 · blunders ??: %3</source>
        <extracomment>A summary of the judged moves: how many inaccuracies (?!), mistakes (?) and blunders (??).</extracomment>
        <translation>Epätarkkuudet ?!: %1 · virheet ?: %2 · vakavat virheet ??: %3</translation>
    </message>
    <message>
        <source>The computer is working out its move: analyse the game after it.</source>
        <extracomment>Game → Analyse game asked for while the computer opponent works out its move (that comes first).</extracomment>
        <translation>Tietokone miettii siirtoaan: analysoi peli sen jälkeen.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyysi</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Siirto</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Arvo</translation>
    </message>
    <message>
        <source>Expected line</source>
        <translation>Odotettu jatko</translation>
    </message>
    <message>
        <source>Show best move</source>
        <translation>Näytä paras siirto</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Stops Game → Analyse game.</extracomment>
        <translation>Peruuta</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n moves analysed: Game → Analyse game does the rest.</source>
        <extracomment>After the counts of judged moves, when only part of the game is analysed (the analysis was cancelled, or moves were played since): %1 of %n moves.</extracomment>
        <translation>
            <numerusform>%1/%n siirto analysoitu: Peli → Analysoi peli tekee loput.</numerusform>
            <numerusform>%1/%n siirtoa analysoitu: Peli → Analysoi peli tekee loput.</numerusform>
        </translation>
    </message>
    <message>
        <source>No analysis during a lesson: it would give the answer away. Leave the lesson to see it again.</source>
        <extracomment>The analysis pane during a lesson (Learn menu): it would give the lesson&apos;s answer away.</extracomment>
        <translation>Ei analyysia oppitunnin aikana: se paljastaisi vastauksen. Poistu oppitunnilta nähdäksesi sen taas.</translation>
    </message>
    <message numerus="yes">
        <source>Analysing the %n positions not analysed yet…</source>
        <extracomment>Game → Analyse game again after moves were played or replaced: only the positions not analysed yet are.</extracomment>
        <translation>
            <numerusform>Analysoidaan %n vielä analysoimaton asema…</numerusform>
            <numerusform>Analysoidaan %n vielä analysoimatonta asemaa…</numerusform>
        </translation>
    </message>
    <message>
        <source>Values for %1 · exact, worked out to the end of the game</source>
        <extracomment>The analysis pane, Bao Kingulu: every value is exact, worked out to the end of the game (not estimated by a search to some depth). %1 is South: the values are South&apos;s, whoever is to move.</extracomment>
        <translation>Arvot pelaajalle %1 · tarkat, laskettu pelin loppuun asti</translation>
    </message>
    <message>
        <source>Values for %1 · depth %2 · %3 positions</source>
        <extracomment>The analysis pane: %1 is South (the values are South&apos;s, whoever is to move, as in the chart), %2 the depth in moves (plies) looked ahead, %3 how many positions were searched.</extracomment>
        <translation>Arvot pelaajalle %1 · syvyys %2 · %3 asemaa</translation>
    </message>
    <message>
        <source>For South, whoever is to move, as in the chart: an estimate in seeds (+2.5: South is ahead, −2.5: North is), or the outcome once it is proven (&quot;wins&quot;, &quot;loses&quot;: South). &quot;Wins in 7&quot; counts the moves of both sides (plies) to the end; in Bao Kingulu the final count comes first, South&apos;s before North&apos;s.</source>
        <extracomment>The analysis pane&apos;s Value column: how to read its values.</extracomment>
        <translation>Etelälle, kenen tahansa vuoro onkin, kuten kaaviossa: arvio siemeninä (+2,5: Etelä on edellä, −2,5: Pohjoinen on), tai lopputulos, kun se on todistettu (&quot;voittaa&quot;, &quot;häviää&quot;: Etelä). &quot;Voittaa 7 siirrossa&quot; laskee molempien puolten siirrot loppuun asti; Bao Kingulussa loppulukema tulee ensin, Etelän ennen Pohjoisen.</translation>
    </message>
    <message>
        <source>The evaluation after every move, for South as in the list above: South&apos;s advantage up, North&apos;s down; click to look at a position</source>
        <extracomment>The evaluation chart&apos;s tooltip; its values are South&apos;s, as in the list of moves above it.</extracomment>
        <translation>Arvio jokaisen siirron jälkeen, Etelälle kuten yllä olevassa luettelossa: Etelän etu ylöspäin, Pohjoisen alaspäin; napsauta nähdäksesi aseman</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>South&apos;s kuu</source>
        <translation>Etelän kuu</translation>
    </message>
    <message>
        <source>North&apos;s kuu</source>
        <translation>Pohjoisen kuu</translation>
    </message>
    <message>
        <source>South&apos;s mtoto</source>
        <extracomment>Kingulu: a pit that has become a mtoto, sowing into its owner&apos;s store.</extracomment>
        <translation>Etelän mtoto</translation>
    </message>
    <message>
        <source>North&apos;s mtoto</source>
        <translation>Pohjoisen mtoto</translation>
    </message>
    <message>
        <source>South&apos;s pit</source>
        <translation>Etelän kuoppa</translation>
    </message>
    <message>
        <source>North&apos;s pit</source>
        <translation>Pohjoisen kuoppa</translation>
    </message>
    <message>
        <source>blocked this turn (hizi zetu)</source>
        <extracomment>Kete: the hizi zetu hole, which may not be sown this turn.</extracomment>
        <translation>estetty tällä vuorolla (hizi zetu)</translation>
    </message>
    <message>
        <source>1 seed</source>
        <extracomment>English has no numerus forms of its own, so one seed has its own text.</extracomment>
        <translation>1 siemen</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds</source>
        <translation>
            <numerusform>%n siemen</numerusform>
            <numerusform>%n siementä</numerusform>
        </translation>
    </message>
    <message>
        <source>A move can start here; the dotted ring shows where its first lap ends.</source>
        <extracomment>Tooltip of a pit a move can start from: what the dotted ring on the board means.</extracomment>
        <translation>Siirto voi alkaa tästä; pisteviivarengas näyttää, mihin sen ensimmäinen kierros päättyy.</translation>
    </message>
    <message>
        <source>1 stone</source>
        <extracomment>Bao la Kimasai: a hole holds one stone or none (M-1).</extracomment>
        <translation>1 kivi</translation>
    </message>
    <message numerus="yes">
        <source>%n stones</source>
        <translation>
            <numerusform>%n kivi</numerusform>
            <numerusform>%n kiveä</numerusform>
        </translation>
    </message>
    <message>
        <source>marked by hizi zetu: to be captured this turn if a capture can take it</source>
        <extracomment>Kete (L-11): the opponent&apos;s hole marked by the player&apos;s last takata, which the player must capture this turn if a capture move can.</extracomment>
        <translation>hizi zetu -säännön merkitsemä: kaapattava tällä vuorolla, jos jokin kaappaus voi viedä sen</translation>
    </message>
    <message>
        <source>South&apos;s nyumba, dormant: an ordinary hole until it holds six seeds again</source>
        <extracomment>Kiswahili (Z-2): an owned nyumba with fewer than six seeds; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Etelän nyumba, lepotilassa: tavallinen kuoppa, kunnes siinä on taas kuusi siementä</translation>
    </message>
    <message>
        <source>North&apos;s nyumba, dormant: an ordinary hole until it holds six seeds again</source>
        <translation>Pohjoisen nyumba, lepotilassa: tavallinen kuoppa, kunnes siinä on taas kuusi siementä</translation>
    </message>
    <message>
        <source>South&apos;s nyumba</source>
        <extracomment>Kiswahili (Z-2): an owned nyumba with six seeds or more, which works as a nyumba.</extracomment>
        <translation>Etelän nyumba</translation>
    </message>
    <message>
        <source>North&apos;s nyumba</source>
        <translation>Pohjoisen nyumba</translation>
    </message>
    <message>
        <source>blocked this turn (takasia): a move may not start here, and a lap that ends here ends the move</source>
        <extracomment>Kiswahili (Z-11.2): the hole the takasia mark blocks; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>estetty tällä vuorolla (takasia): siirto ei saa alkaa tästä, ja tähän päättyvä kierros päättää siirron</translation>
    </message>
    <message>
        <source>marked by takasia: to be captured this turn if a capture can take it</source>
        <extracomment>Kiswahili (Z-11.3): the opponent&apos;s hole marked by the player&apos;s last takasa, which the player must capture this turn if one of his capture moves can; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>takasian merkitsemä: kaapattava tällä vuorolla, jos jokin kaappaus voi viedä sen</translation>
    </message>
    <message>
        <source>South&apos;s pit, no longer a kuu: an ordinary hole for the rest of the game</source>
        <extracomment>Kete: the kuu square of a side whose kuu has been emptied and no longer counts (L-3).</extracomment>
        <translation>Etelän kuoppa, ei enää kuu: tavallinen kuoppa pelin loppuun asti</translation>
    </message>
    <message>
        <source>North&apos;s pit, no longer a kuu: an ordinary hole for the rest of the game</source>
        <translation>Pohjoisen kuoppa, ei enää kuu: tavallinen kuoppa pelin loppuun asti</translation>
    </message>
    <message>
        <source>South&apos;s pit, no longer a nyumba: an ordinary hole for the rest of the game</source>
        <extracomment>Kiswahili: the nyumba square of a side whose nyumba is gone for good (Z-2); &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Etelän kuoppa, ei enää nyumba: tavallinen kuoppa pelin loppuun asti</translation>
    </message>
    <message>
        <source>North&apos;s pit, no longer a nyumba: an ordinary hole for the rest of the game</source>
        <translation>Pohjoisen kuoppa, ei enää nyumba: tavallinen kuoppa pelin loppuun asti</translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <source>%1 — to move</source>
        <translation>%1 — siirtovuorossa</translation>
    </message>
    <message>
        <source>Reserve: %1</source>
        <extracomment>Kete: the seeds a player has not yet placed on the board (the nemo stage).</extracomment>
        <translation>Varanto: %1</translation>
    </message>
    <message>
        <source>Seeds: %1</source>
        <translation>Siemeniä: %1</translation>
    </message>
    <message>
        <source>Store: %1</source>
        <translation>Varasto: %1</translation>
    </message>
    <message>
        <source>Captured: %1</source>
        <translation>Kaapattu: %1</translation>
    </message>
    <message>
        <source>%1 — moving</source>
        <extracomment>The header of the side whose move is being shown, seed by seed.</extracomment>
        <translation>%1 — siirtää</translation>
    </message>
    <message>
        <source>%1 — paused</source>
        <extracomment>The header of the side whose turn it is while the game waits (a lesson&apos;s try is being read).</extracomment>
        <translation>%1 — tauolla</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <extracomment>Kiswahili: the seeds a player has not yet placed on the board (the namua stage).</extracomment>
        <translation>Käsi: %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>What a screen reader calls the board; its pits are named one by one.</extracomment>
        <translation>Lauta</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds still to sow, beside %1</source>
        <extracomment>Said by a screen reader in the middle of a move: %n seeds are still to be sown, %1 the hole the last one fell into (or that was lifted).</extracomment>
        <translation>
            <numerusform>%n siemen vielä kylvämättä, kuopan %1 vieressä</numerusform>
            <numerusform>%n siementä vielä kylvämättä, kuopan %1 vieressä</numerusform>
        </translation>
    </message>
    <message>
        <source>a move can start here</source>
        <extracomment>Said by a screen reader after a hole&apos;s name and seeds, when the player may move from it now.</extracomment>
        <translation>siirto voi alkaa tästä</translation>
    </message>
</context>
<context>
    <name>DocumentDialogs</name>
    <message>
        <source>New line</source>
        <translation>Uusi haara</translation>
    </message>
    <message>
        <source>Playing here drops the next move of this game. Play it?</source>
        <translation>Tähän pelaaminen poistaa pelin seuraavan siirron. Pelataanko?</translation>
    </message>
    <message numerus="yes">
        <source>Playing here drops the %n later moves of this game. Play it?</source>
        <translation>
            <numerusform>Tähän pelaaminen poistaa pelin %n myöhemmän siirron. Pelataanko?</numerusform>
            <numerusform>Tähän pelaaminen poistaa pelin %n myöhempää siirtoa. Pelataanko?</numerusform>
        </translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Toista</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Avaa peli</translation>
    </message>
    <message>
        <source>Bao games (*.bao);;All files (*)</source>
        <translation>Bao-pelit (*.bao);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Tallenna peli</translation>
    </message>
    <message>
        <source>Bao games (*.bao)</source>
        <translation>Bao-pelit (*.bao)</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>Tiedostoa %1 ei voitu avata: %2</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Keskeneräinen peli</translation>
    </message>
    <message>
        <source>Your last game was not finished. Continue it?</source>
        <translation>Edellinen pelisi jäi kesken. Jatketaanko sitä?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Jatka</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>The game could not be saved: %1. A file that was there before is unchanged.</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Peliä ei voitu tallentaa: %1. Aiempi tiedosto säilyi ennallaan.</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Pelasta</translation>
    </message>
    <message>
        <source>Your last game was not finished, but its file is damaged and none of it can be read.</source>
        <translation>Edellinen pelisi jäi kesken, mutta sen tiedosto on vioittunut eikä siitä voi lukea mitään.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Hylkää</translation>
    </message>
    <message numerus="yes">
        <source>Your last game was not finished, but its file is damaged. Moves that can be recovered: %n.</source>
        <extracomment>%n counts the moves before the damage; English avoids the plural, translations may use it.</extracomment>
        <translation>
            <numerusform>Edellinen pelisi jäi kesken, mutta sen tiedosto on vioittunut. %n siirto voidaan pelastaa.</numerusform>
            <numerusform>Edellinen pelisi jäi kesken, mutta sen tiedosto on vioittunut. %n siirtoa voidaan pelastaa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Status bar after saving; %1 is the file&apos;s name.</extracomment>
        <translation>Tallennettu: %1</translation>
    </message>
    <message>
        <source>%1 is no longer there. It has been removed from the recent games.</source>
        <extracomment>%1 is a file&apos;s full path.</extracomment>
        <translation>%1 ei ole enää tallessa. Se on poistettu viimeisimmistä peleistä.</translation>
    </message>
    <message>
        <source>%1 has changed since it was saved. Save the changes?</source>
        <translation>%1 on muuttunut tallennuksen jälkeen. Tallennetaanko muutokset?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Tallenna</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Älä tallenna</translation>
    </message>
    <message>
        <source>This game has not been saved. Save it?</source>
        <translation>Tätä peliä ei ole tallennettu. Tallennetaanko se?</translation>
    </message>
    <message>
        <source>The lesson puts your game aside; Leave lesson brings it back.</source>
        <extracomment>Before a lesson, under the question whether to save the game; &quot;Leave lesson&quot; is the lesson pane&apos;s button.</extracomment>
        <translation>Oppitunti siirtää pelisi sivuun; Lopeta oppitunti tuo sen takaisin.</translation>
    </message>
    <message>
        <source>This is your game that the lesson put aside.</source>
        <extracomment>During a lesson, under the question whether to save the game: which game is meant.</extracomment>
        <translation>Tämä on pelisi, jonka oppitunti siirsi sivuun.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ei nyt</translation>
    </message>
</context>
<context>
    <name>DrawQuestion</name>
    <message>
        <source>The computer accepts your offer of a draw.</source>
        <translation>Tietokone hyväksyy tasapelitarjouksesi.</translation>
    </message>
    <message>
        <source>The computer is thinking over your offer of a draw…</source>
        <translation>Tietokone harkitsee tasapelitarjoustasi…</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept it?</source>
        <extracomment>Between two people: %1 (a side or a name) offers a draw, %2 (the other) is asked.</extracomment>
        <translation>%1 tarjoaa tasapeliä. %2, hyväksytkö?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Hyväksy tasapeli</translation>
    </message>
    <message>
        <source>Play on</source>
        <extracomment>The answer that declines a draw offer: the game goes on.</extracomment>
        <translation>Jatka peliä</translation>
    </message>
    <message>
        <source>The computer declines the draw: it judges its position better than yours.</source>
        <translation>Tietokone kieltäytyy tasapelistä: se arvioi oman asemansa sinun asemaasi paremmaksi.</translation>
    </message>
</context>
<context>
    <name>EvaluationChart</name>
    <message>
        <source>%1 ahead ↑</source>
        <extracomment>The evaluation chart&apos;s legend: %1 is South, whose advantage is drawn upwards.</extracomment>
        <translation>%1 edellä ↑</translation>
    </message>
    <message>
        <source>%1 ahead ↓</source>
        <extracomment>The evaluation chart&apos;s legend: %1 is North, whose advantage is drawn downwards.</extracomment>
        <translation>%1 edellä ↓</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>%1: the best move was %2 (%3); this move: %4</source>
        <extracomment>Tooltip of a judged move: %1 the judgement (Blunder, Mistake, ...), %2 the best move, %3 its value, %4 the value of the move played (values in seeds, or &quot;wins in 5&quot; and the like).</extracomment>
        <translation>%1: paras siirto oli %2 (%3); tämä siirto: %4</translation>
    </message>
    <message>
        <source>Not judged: a proven end and an estimate cannot be compared. The best move was %1 (%2); this move: %3</source>
        <extracomment>Tooltip of a move not judged (MoveQuality.h): a proven end and an estimate, or an end not proven, are not on one scale. %1 the best move, %2 its value, %3 the value of the move played.</extracomment>
        <translation>Ei arvioitu: todistettua loppua ja arviota ei voi verrata. Paras siirto oli %1 (%2); tämä siirto: %3</translation>
    </message>
</context>
<context>
    <name>GameStarts</name>
    <message>
        <source>Welcome to Baraza: choose a game</source>
        <extracomment>The title of the New game dialog the first time the program starts.</extracomment>
        <translation>Tervetuloa Barazaan: valitse peli</translation>
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
        <translation>Bao la Keten siemenet; peli on nimetty niiden mukaan.</translation>
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
        <translation>Bao la Kete: ensimmäinen vaihe, kun pelaajalla on vielä siemeniä varannossa; jokainen siirto alkaa yhden asettamisella (L-3, L-7, L-8).</translation>
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
        <translation>Bao la Kete: siirto, joka ei kaappaa mitään (L-8, L-10).</translation>
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
        <translation>Bao Kingulu: kuoppa, jonka pelaaja on ottanut päättämällä kierroksen vastustajan kolmen siemenen kuoppaan. Se pitää siemenensä; siihen kylvetyt siemenet menevät sen omistajan varastoon (G-2, G-6).</translation>
    </message>
    <message>
        <source>kuweka mtoto</source>
        <extracomment>Glossary: the words &quot;kuweka mtoto&quot; (&quot;placing a child&quot;), as the language writes them.</extracomment>
        <translation>kuweka mtoto</translation>
    </message>
    <message>
        <source>Bao Kingulu: &quot;placing a child&quot;: ending a lap in an opponent&apos;s hole that held exactly three seeds, which becomes the mover&apos;s mtoto (G-4, G-6).</source>
        <translation>Bao Kingulu: &quot;lapsen asettaminen&quot;: kierroksen päättäminen vastustajan kuoppaan, jossa oli tasan kolme siementä; siitä tulee siirtäjän mtoto (G-4, G-6).</translation>
    </message>
    <message>
        <source>Bao la Kete: the square hole, South&apos;s e2 and North&apos;s d3. It starts with six seeds and is gone for good once all its seeds are lifted for a lap or captured; a nemo takata that lifts only two of its seeds, from a kuu of eight or more, leaves it standing (L-1, L-2, L-8).</source>
        <translation>Bao la Kete: neliön muotoinen kuoppa, Etelän e2 ja Pohjoisen d3. Siinä on alussa kuusi siementä, ja se katoaa lopullisesti, kun kaikki sen siemenet nostetaan kierrokselle tai kaapataan; nemo-takata, joka nostaa vain kaksi sen siementä kahdeksan tai useamman siemenen kuusta, jättää sen paikalleen (L-1, L-2, L-8).</translation>
    </message>
    <message>
        <source>Bao la Kete: the Lamu blocking rule of mtaji. When a player&apos;s mtaji takata leaves exactly one front hole of the opponent that he could capture first, and the opponent has no capture, that hole is marked, unless it is the opponent&apos;s kuu, his only occupied front hole or his only front hole with two or more seeds. On his next move the opponent may not start from the marked hole, and a lap that ends in it ends that move (except the first lap of a move from his kuu); on the move after, the player must capture it if a capture move can (L-11).</source>
        <translation>Bao la Kete: Lamun estosääntö mtajissa. Kun pelaajan mtaji-takata jättää vastustajalle tasan yhden eturivin kuopan, jonka pelaaja voisi kaapata ensimmäisenä, eikä vastustajalla ole kaappausta, se kuoppa merkitään, paitsi jos se on vastustajan kuu, tämän ainoa varattu eturivin kuoppa tai tämän ainoa eturivin kuoppa, jossa on kaksi tai useampia siemeniä. Seuraavalla siirrollaan vastustaja ei saa aloittaa merkitystä kuopasta, ja siihen päättyvä kierros päättää sen siirron (paitsi kuusta alkavan siirron ensimmäinen kierros); sitä seuraavalla siirrolla pelaajan on kaapattava se, jos jokin kaappaussiirto pystyy siihen (L-11).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: an end hole of a front row (a and h). Captured seeds are sown starting in a kichwa, towards the centre (L-5, Z-5).</source>
        <translation>Bao la Kete ja Bao la Kiswahili: eturivin päätykuoppa (a ja h). Kaapatut siemenet kylvetään kichwaan aloittaen, kohti keskustaa (L-5, Z-5).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: the two holes at each end of a front row, columns a, b, g and h (L-5, Z-5).</source>
        <translation>Bao la Kete ja Bao la Kiswahili: eturivin kummankin pään kaksi kuoppaa, sarakkeet a, b, g ja h (L-5, Z-5).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: the second stage, once a player&apos;s reserve (in Bao la Kiswahili, his hand) is empty; moves start by lifting a hole (L-3, Z-3).</source>
        <translation>Bao la Kete ja Bao la Kiswahili: toinen vaihe, kun pelaajan varanto (Bao la Kiswahilissa hänen kätensä) on tyhjä; siirrot alkavat kuopan nostamisella (L-3, Z-3).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: going on out of one&apos;s own kuu or nyumba when a capture&apos;s sowing ends there in the first stage: it is lifted and gone (L-6.3, Z-6.3).</source>
        <translation>Bao la Kete ja Bao la Kiswahili: jatkaminen omasta kuusta tai nyumbasta, kun kaappauksen kylvö päättyy siihen ensimmäisessä vaiheessa: se nostetaan ja katoaa (L-6.3, Z-6.3).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: &quot;no board&quot;: a capture that empties the opponent&apos;s front row wins at once (L-12, Z-12.1).</source>
        <translation>Bao la Kete ja Bao la Kiswahili: &quot;ei lautaa&quot;: kaappaus, joka tyhjentää vastustajan eturivin, voittaa heti (L-12, Z-12.1).</translation>
    </message>
    <message>
        <source>nyumba</source>
        <extracomment>Glossary: the word &quot;nyumba&quot; (Bao la Kiswahili&apos;s square hole), as the language writes it.</extracomment>
        <translation>nyumba</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the square hole, South&apos;s e2 and North&apos;s d3 (Lamu&apos;s kuu). It starts with six seeds and is its owner&apos;s until all its seeds are lifted together for a lap or captured; it works while it holds six or more and is dormant with fewer (Z-1, Z-2).</source>
        <translation>Bao la Kiswahili: neliön muotoinen kuoppa, Etelän e2 ja Pohjoisen d3 (Lamun kuu). Siinä on alussa kuusi siementä, ja se on omistajansa, kunnes kaikki sen siemenet nostetaan yhdessä kierrokselle tai kaapataan; se toimii, kun siinä on kuusi siementä tai enemmän, ja on lepotilassa, kun niitä on vähemmän (Z-1, Z-2).</translation>
    </message>
    <message>
        <source>dormant</source>
        <extracomment>Glossary: the word &quot;dormant&quot;, said of a nyumba: owned, but with fewer than six seeds (an ordinary hole).</extracomment>
        <translation>lepotilassa</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: said of a nyumba that is still its owner&apos;s but holds fewer than six seeds, as taxing leaves it: it is an ordinary hole until it holds six again (Z-2, Z-8.2).</source>
        <translation>Bao la Kiswahili: sanotaan nyumbasta, joka on yhä omistajansa mutta jossa on alle kuusi siementä, kuten verotus sen jättää: se on tavallinen kuoppa, kunnes siinä on taas kuusi (Z-2, Z-8.2).</translation>
    </message>
    <message>
        <source>namua</source>
        <extracomment>Glossary: the word &quot;namua&quot;, as the language writes it.</extracomment>
        <translation>namua</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the first stage, while a player still has seeds in hand; each move begins by putting one into his front row (Z-3, Z-7, Z-8).</source>
        <translation>Bao la Kiswahili: ensimmäinen vaihe, kun pelaajalla on vielä siemeniä kädessä; jokainen siirto alkaa siitä, että hän panee yhden niistä eturiviinsä (Z-3, Z-7, Z-8).</translation>
    </message>
    <message>
        <source>takasa</source>
        <extracomment>Glossary: the word &quot;takasa&quot;, as the language writes it.</extracomment>
        <translation>takasa</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: a move that captures nothing (Z-8, Z-10).</source>
        <translation>Bao la Kiswahili: siirto, joka ei kaappaa mitään (Z-8, Z-10).</translation>
    </message>
    <message>
        <source>takasia</source>
        <extracomment>Glossary: the word &quot;takasia&quot;, as the language writes it.</extracomment>
        <translation>takasia</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the blocking mark. After a takasa that leaves both hands empty, when every capture the mover could make next would take one and the same hole of the opponent first, that hole is marked, with a few exceptions. The opponent may not start his next move there, and a lap that ends there ends that move; on the move after, the mover must capture it if one of his capture moves can (Z-11).</source>
        <translation>Bao la Kiswahili: estävä merkintä. Takasan jälkeen, joka jättää molemmat kädet tyhjiksi, jos jokainen kaappaus, jonka siirtäjä voisi seuraavaksi tehdä, kaappaisi ensimmäisenä saman vastustajan kuopan, se kuoppa merkitään, muutamin poikkeuksin. Vastustaja ei saa aloittaa seuraavaa siirtoaan siitä, ja siihen päättyvä kierros päättää sen siirron; sitä seuraavalla siirrolla siirtäjän on kaapattava se, jos jokin hänen kaappaussiirroistaan pystyy siihen (Z-11).</translation>
    </message>
    <message>
        <source>kutakatia</source>
        <extracomment>Glossary: the word &quot;kutakatia&quot; (to put the takasia mark on a hole), as the language writes it.</extracomment>
        <translation>kutakatia</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: to put the takasia mark on a hole of the opponent; some rule books name the rule so (Z-11).</source>
        <translation>Bao la Kiswahili: takasia-merkinnän paneminen vastustajan kuoppaan; jotkin sääntökirjat kutsuvat itse sääntöä näin (Z-11).</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>Glossary: the player&apos;s hand: in Bao la Kiswahili the seeds not yet on the board. Use the language&apos;s everyday word for a hand.</extracomment>
        <translation>käsi</translation>
    </message>
    <message>
        <source>The seeds a player holds off the board: in Bao la Kiswahili those not yet brought into play, 22 each at the start (Z-1), which Bao la Kete calls the reserve; in every game also the seeds being sown.</source>
        <translation>Siemenet, joita pelaaja pitää laudan ulkopuolella: Bao la Kiswahilissa ne, joita ei ole vielä tuotu peliin, 22 kummallakin alussa (Z-1), ja joita Bao la Kete kutsuu varannoksi; jokaisessa pelissä myös kylvettävinä olevat siemenet.</translation>
    </message>
</context>
<context>
    <name>HintExplanation</name>
    <message>
        <source>%1 wins the game.</source>
        <extracomment>A hint&apos;s reason: %1 is the move.</extracomment>
        <translation>%1 voittaa pelin.</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds and leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent (North, South); %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 kaappaa %n siemenen eikä jätä pelaajalle %2 mitään kaapattavaa.</numerusform>
            <numerusform>%1 kaappaa %n siementä eikä jätä pelaajalle %2 mitään kaapattavaa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds, more than %2 can take back.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 kaappaa %n siemenen, enemmän kuin %2 voi ottaa takaisin.</numerusform>
            <numerusform>%1 kaappaa %n siementä, enemmän kuin %2 voi ottaa takaisin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move; %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 kaappaa %n siemenen.</numerusform>
            <numerusform>%1 kaappaa %n siementä.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 makes %2 your mtoto.</source>
        <extracomment>A hint&apos;s reason (Kingulu, G-6): %1 is the move, %2 the hole that becomes the player&apos;s mtoto.</extracomment>
        <translation>%1 tekee kuopasta %2 mtotosi.</translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n seeds into your store.</source>
        <extracomment>A hint&apos;s reason (Kingulu): %1 is the move; %n seeds go into the player&apos;s store.</extracomment>
        <translation>
            <numerusform>%1 vie %n siemenen varastoosi.</numerusform>
            <numerusform>%1 vie %n siementä varastoosi.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sows into your kuu.</source>
        <extracomment>A hint&apos;s reason (Kete): %1 is the move, which ends in the player&apos;s own kuu.</extracomment>
        <translation>%1 kylvää kuuhusi.</translation>
    </message>
    <message>
        <source>%1 leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent (North, South).</extracomment>
        <translation>%1 ei jätä pelaajalle %2 mitään kaapattavaa.</translation>
    </message>
    <message>
        <source>%1 is the strongest move the engine found.</source>
        <extracomment>A hint&apos;s reason when there is nothing more to say: %1 is the move.</extracomment>
        <translation>%1 on vahvin siirto, jonka moottori löysi.</translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %2 no better answer than capturing %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds the opponent&apos;s best answer captures, the least any move of the player&apos;s leaves him.</extracomment>
        <translation>
            <numerusform>%1 ei jätä pelaajalle %2 parempaa vastausta kuin %n siemenen kaappaus.</numerusform>
            <numerusform>%1 ei jätä pelaajalle %2 parempaa vastausta kuin %n siemenen kaappaus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones and leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 kaappaa %n kiven eikä jätä pelaajalle %2 mitään kaapattavaa.</numerusform>
            <numerusform>%1 kaappaa %n kiveä eikä jätä pelaajalle %2 mitään kaapattavaa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones, more than %2 can take back.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 kaappaa %n kiven, enemmän kuin %2 voi ottaa takaisin.</numerusform>
            <numerusform>%1 kaappaa %n kiveä, enemmän kuin %2 voi ottaa takaisin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 kaappaa %n kiven.</numerusform>
            <numerusform>%1 kaappaa %n kiveä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %2 no better answer than capturing %n stones.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones the opponent&apos;s best answer captures.</extracomment>
        <translation>
            <numerusform>%1 ei jätä pelaajalle %2 parempaa vastausta kuin %n kiven kaappaus.</numerusform>
            <numerusform>%1 ei jätä pelaajalle %2 parempaa vastausta kuin %n kiven kaappaus.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sows into your nyumba.</source>
        <extracomment>A hint&apos;s reason (Kiswahili): %1 is the move, which ends in the player&apos;s own nyumba.</extracomment>
        <translation>%1 kylvää nyumbaasi.</translation>
    </message>
</context>
<context>
    <name>HintShown</name>
    <message>
        <source>Hint: %1</source>
        <extracomment>The status bar after Hint: %1 is the move with the reason, e.g. &quot;d1 captures 6 seeds and leaves North no capture.&quot;</extracomment>
        <translation>Vihje: %1</translation>
    </message>
    <message>
        <source>The yellow ring marks %1, the hole to play.</source>
        <extracomment>Under the board while a hint is shown: %1 is the hole to play, drawn with a yellow ring.</extracomment>
        <translation>Keltainen rengas merkitsee kuopan %1, josta siirto pelataan.</translation>
    </message>
    <message>
        <source>The yellow ring marks %1, the hole to play; the line runs to %2, where its first lap ends.</source>
        <extracomment>Under the board while a hint is shown: %1 is the hole to play (a yellow ring around it), %2 the hole where its sowing&apos;s first lap ends (the yellow line runs there, showing the direction).</extracomment>
        <translation>Keltainen rengas merkitsee kuopan %1, josta siirto pelataan; viiva johtaa kuoppaan %2, johon sen ensimmäinen kierros päättyy.</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>Your move %1 captured nothing.</source>
        <translation>Siirtosi %1 ei kaapannut mitään.</translation>
    </message>
    <message>
        <source>That is not what the task asks.</source>
        <extracomment>After what a wrong try in a lesson did.</extracomment>
        <translation>Tehtävä ei pyydä sitä.</translation>
    </message>
    <message>
        <source>Play your move on the board.</source>
        <translation>Tee siirtosi laudalla.</translation>
    </message>
    <message>
        <source>Try again: play another move on the board.</source>
        <extracomment>A lesson after a wrong try has been taken back.</extracomment>
        <translation>Yritä uudelleen: tee toinen siirto laudalla.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <extracomment>A lesson&apos;s task has been done with the move played.</extracomment>
        <translation>Ratkaistu!</translation>
    </message>
    <message>
        <source>Not yet.</source>
        <extracomment>A lesson&apos;s wrong try: the heading of the explanation.</extracomment>
        <translation>Ei vielä.</translation>
    </message>
    <message>
        <source>Press Try again to play from the lesson&apos;s start.</source>
        <extracomment>After a wrong try in a lesson; &quot;Try again&quot; is the button&apos;s name.</extracomment>
        <translation>Paina Yritä uudelleen, niin pelaat oppitunnin alusta.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>A lesson&apos;s hint; %1 is the hint itself.</extracomment>
        <translation>Vihje: %1</translation>
    </message>
    <message>
        <source>The lesson&apos;s hint, after a first try</source>
        <extracomment>Tooltip of a lesson&apos;s Hint button.</extracomment>
        <translation>Oppitunnin vihje ensimmäisen yrityksen jälkeen</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <extracomment>A lesson&apos;s button: back to the lesson&apos;s start position.</extracomment>
        <translation>&amp;Yritä uudelleen</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Seuraava oppitunti</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · %3</source>
        <extracomment>The lesson pane&apos;s heading: %1 of %2 count the game&apos;s lessons, %3 is the game, e.g. &quot;Bao la Kete&quot;.</extracomment>
        <translation>Oppitunti %1/%2 · %3</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <extracomment>A link to the rule a lesson teaches; %1 is its id, e.g. &quot;L-4&quot;.</extracomment>
        <translation>Sääntö %1</translation>
    </message>
    <message>
        <source>Open the rules at this rule</source>
        <translation>Avaa säännöt tämän säännön kohdalta</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A lesson in the Learn menu: %1 is its number in its game, %2 its title.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No lessons found</source>
        <translation>Oppitunteja ei löytynyt</translation>
    </message>
    <message>
        <source>&amp;Forget lesson progress…</source>
        <translation>&amp;Unohda oppituntien edistyminen…</translation>
    </message>
    <message>
        <source>Forget lesson progress</source>
        <translation>Unohda oppituntien edistyminen</translation>
    </message>
    <message>
        <source>Forget which lessons you have solved? Every lesson will show as not solved.</source>
        <translation>Unohdetaanko, mitkä oppitunnit olet ratkaissut? Kaikki oppitunnit näkyvät ratkaisemattomina.</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Unohda</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Vihje</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Lopeta oppitunti</translation>
    </message>
    <message>
        <source>Lesson solved: read why it works, then Next lesson</source>
        <translation>Oppitunti ratkaistu: lue, miksi se toimii, sitten Seuraava oppitunti</translation>
    </message>
    <message>
        <source>Lesson: read what your move did, then Try again</source>
        <translation>Oppitunti: lue, mitä siirtosi teki, sitten Yritä uudelleen</translation>
    </message>
    <message>
        <source>Your move %1 captured 1 seed from %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the hole it captured from, e.g. &quot;c2&quot;.</extracomment>
        <translation>Siirtosi %1 kaappasi 1 siemenen kuopasta %2.</translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 captured %n seeds from %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the holes it captured from, e.g. &quot;c2&quot; or &quot;c2 and b1&quot;.</extracomment>
        <translation>
            <numerusform>Siirtosi %1 kaappasi %n siemenen kuopista %2.</numerusform>
            <numerusform>Siirtosi %1 kaappasi %n siementä kuopista %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stone stepped into %1.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the hole the stone stepped into.</extracomment>
        <translation>Kivi siirtyi kuoppaan %1.</translation>
    </message>
    <message>
        <source>Its last seed fell in %1.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the hole where the move&apos;s last seed was sown.</extracomment>
        <translation>Sen viimeinen siemen putosi kuoppaan %1.</translation>
    </message>
    <message>
        <source>It made %1 a mtoto.</source>
        <extracomment>A lesson&apos;s wrong try in Bao Kingulu: %1 is the hole that became a mtoto.</extracomment>
        <translation>Se teki kuopasta %1 mtoton.</translation>
    </message>
    <message>
        <source>It won the game.</source>
        <extracomment>A lesson&apos;s wrong try that won the game all the same.</extracomment>
        <translation>Se voitti pelin.</translation>
    </message>
    <message>
        <source>It ended the game.</source>
        <extracomment>A lesson&apos;s wrong try that ended the game (a draw, or a loss).</extracomment>
        <translation>Se päätti pelin.</translation>
    </message>
    <message>
        <source>Last try: %1</source>
        <extracomment>A lesson after Try again: %1 is what the last wrong try did, kept until the next try.</extracomment>
        <translation>Viimeisin yritys: %1</translation>
    </message>
    <message>
        <source>&amp;First unsolved lesson</source>
        <translation>&amp;Ensimmäinen ratkaisematon oppitunti</translation>
    </message>
    <message>
        <source>&amp;First lesson</source>
        <translation>&amp;Ensimmäinen oppitunti</translation>
    </message>
    <message>
        <source>Your move %1 captured 1 stone from %2.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the move, %2 the hole it captured from.</extracomment>
        <translation>Siirtosi %1 kaappasi 1 kiven kuopasta %2.</translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 captured %n stones from %2.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the move, %2 the holes it captured from, e.g. &quot;a3 and a4&quot;.</extracomment>
        <translation>
            <numerusform>Siirtosi %1 kaappasi %n kiven kuopista %2.</numerusform>
            <numerusform>Siirtosi %1 kaappasi %n kiveä kuopista %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalFileColumns</name>
    <message>
        <source>Bao game</source>
        <extracomment>The type of a .bao file in the Open and Save dialogs&apos; file list.</extracomment>
        <translation>Bao-peli</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>Siirrot</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Mitä tapahtui</translation>
    </message>
    <message>
        <source>Stop in the kuu</source>
        <translation>Pysähdy kuuhun</translation>
    </message>
    <message>
        <source>Safari</source>
        <translation>Safari</translation>
    </message>
    <message>
        <source>Rules of the games</source>
        <translation>Pelien säännöt</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Keskeneräistä peliä ei voitu säilyttää: %1</translation>
    </message>
    <message>
        <source>The sowing has reached your kuu. Stop here, or lift the kuu and sow on (safari)?</source>
        <extracomment>Kete (L-6.3): a capture&apos;s sowing has ended in the player&apos;s own kuu.</extracomment>
        <translation>Kylvö on saapunut kuuhusi. Pysähdytkö tähän vai nostatko kuun ja jatkat kylvöä (safari)?</translation>
    </message>
    <message>
        <source>Best move: %1</source>
        <extracomment>The status bar after &quot;Show best move&quot; in the analysis pane; %1 is the move.</extracomment>
        <translation>Paras siirto: %1</translation>
    </message>
    <message>
        <source>Your settings cannot be kept: %1. They last until the program closes.</source>
        <extracomment>%1 is the reason, e.g. &quot;the folder cannot be written to&quot;.</extracomment>
        <translation>Asetuksiasi ei voi säilyttää: %1. Ne ovat voimassa vain ohjelman sulkemiseen asti.</translation>
    </message>
    <message>
        <source>Another Baraza window that is open has an unfinished game; it stays there and is not offered here.</source>
        <extracomment>A second Baraza window at the start: the unfinished game belongs to the first one.</extracomment>
        <translation>Toisessa avoinna olevassa Baraza-ikkunassa on keskeneräinen peli; se pysyy siellä eikä sitä tarjota tässä.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>The sowing has reached your nyumba. Stop here, or lift the nyumba and sow on (safari)? After a safari the nyumba is gone for good.</source>
        <extracomment>Kiswahili (Z-6.3): a namua capture&apos;s sowing has ended in the player&apos;s own nyumba; &quot;nyumba&quot; and &quot;safari&quot; stay in Swahili.</extracomment>
        <translation>Kylvö on saapunut nyumbaasi. Pysähdytkö tähän vai nostatko nyumban ja jatkat kylvöä (safari)? Safarin jälkeen nyumba on poissa lopullisesti.</translation>
    </message>
    <message>
        <source>Stop in the nyumba</source>
        <translation>Pysähdy nyumbaan</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>Sow clockwise, starting in %1 (%2)</source>
        <extracomment>Kete, the tooltip of a direction arrow: %1 is the hole the sowing starts in, %2 the move.</extracomment>
        <translation>Kylvä myötäpäivään kuopasta %1 alkaen (%2)</translation>
    </message>
    <message>
        <source>Sow counterclockwise, starting in %1 (%2)</source>
        <translation>Kylvä vastapäivään kuopasta %1 alkaen (%2)</translation>
    </message>
    <message>
        <source>Sow the captured seeds starting in the kichwa %1, clockwise (%2)</source>
        <extracomment>Kete, the tooltip of a direction arrow: %1 is the kichwa (an end hole, the word stays in Swahili) the captured seeds are sown starting in, %2 the move, e.g. &quot;c2 ↻&quot;.</extracomment>
        <translation>Kylvä kaapatut siemenet kichwaan %1 aloittaen myötäpäivään (%2)</translation>
    </message>
    <message>
        <source>Sow the captured seeds starting in the kichwa %1, counterclockwise (%2)</source>
        <translation>Kylvä kaapatut siemenet kichwaan %1 aloittaen vastapäivään (%2)</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Start</source>
        <extracomment>The first row of the move list: the position before any move.</extracomment>
        <translation>Alku</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A row of the move list: the move&apos;s number and the move, e.g. &quot;3. e2cw&quot;.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (stop or safari?)</source>
        <extracomment>The move list, Kete (L-6.3): the move waits in the kuu for the player&apos;s choice; %1 is the move so far.</extracomment>
        <translation>%1 (pysähdys vai safari?)</translation>
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
        <translation>Kaksoisnapsautus: sääntö sääntöikkunassa</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>A seed from the reserve is placed in %1.</source>
        <translation>Varannosta asetetaan siemen kuoppaan %1.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are lifted to be sown.</source>
        <translation>Kuopan %1 siemenet (%2) nostetaan kylvettäviksi.</translation>
    </message>
    <message>
        <source>Safari: the seeds of the kuu (%1) are lifted and sown on.</source>
        <extracomment>Kete: &quot;safari&quot; is the Swahili name of going on out of one&apos;s own kuu.</extracomment>
        <translation>Safari: kuun siemenet (%1) nostetaan ja kylvö jatkuu.</translation>
    </message>
    <message>
        <source>The lap ended in %1, an occupied hole: its seeds (%2) are sown on.</source>
        <translation>Kierros päättyi kuoppaan %1, jossa oli siemeniä: sen siemenet (%2) kylvetään eteenpäin.</translation>
    </message>
    <message>
        <source>One seed into %1.</source>
        <translation>Yksi siemen kuoppaan %1.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured and leave the game.</source>
        <translation>Kuopan %1 siemenet (%2) kaapataan, ja ne poistuvat pelistä.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) go into the store.</source>
        <translation>Kuopan %1 siemenet (%2) menevät varastoon.</translation>
    </message>
    <message>
        <source>The seed sown into the mtoto %1 goes to %2&apos;s store.</source>
        <extracomment>Kingulu: a &quot;mtoto&quot; is a hole a player has claimed; the word stays in Swahili.</extracomment>
        <translation>Mtotoon %1 kylvetty siemen menee pelaajan %2 varastoon.</translation>
    </message>
    <message>
        <source>%1 held exactly three seeds: it becomes a mtoto.</source>
        <translation>Kuopassa %1 oli täsmälleen kolme siementä: siitä tulee mtoto.</translation>
    </message>
    <message>
        <source>The seed just sown in %1 joins the new mtoto %2.</source>
        <translation>Kuoppaan %1 juuri kylvetty siemen siirtyy uuteen mtotoon %2.</translation>
    </message>
    <message>
        <source>The last seed fell into an empty hole: the move ends.</source>
        <translation>Viimeinen siemen putosi tyhjään kuoppaan: siirto päättyy.</translation>
    </message>
    <message>
        <source>A single step ends the move.</source>
        <translation>Yksittäinen askel päättää siirron.</translation>
    </message>
    <message>
        <source>The lap ended in the kuu: the move stops there.</source>
        <translation>Kierros päättyi kuuhun: siirto pysähtyy siihen.</translation>
    </message>
    <message>
        <source>The lap ended in the hizi zetu hole: the move ends.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Kierros päättyi hizi zetu -kuoppaan: siirto päättyy.</translation>
    </message>
    <message>
        <source>The last seed went into a mtoto: the move ends.</source>
        <translation>Viimeinen siemen meni mtotoon: siirto päättyy.</translation>
    </message>
    <message>
        <source>Claiming a mtoto ends the move.</source>
        <translation>Mtodon valtaaminen päättää siirron.</translation>
    </message>
    <message>
        <source>Bao hamna: the opponent&apos;s front row is empty and the game is won.</source>
        <extracomment>Kete: &quot;bao hamna&quot; (no board) is the Swahili name of this win.</extracomment>
        <translation>Bao hamna: vastustajan etumainen rivi on tyhjä, ja peli on voitettu.</translation>
    </message>
    <message>
        <source>The mover&apos;s own front row is empty: the game is lost.</source>
        <translation>Siirtäjän oma etumainen rivi on tyhjä: peli on hävitty.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A narration line followed by the id of the rule behind it, e.g. &quot;... (K-3)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no seeds left (%3).</source>
        <translation>%1 voittaa: pelaajalta %2 loppuivat siemenet (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no legal move (%3).</source>
        <translation>%1 voittaa: pelaajalla %2 ei ole sallittua siirtoa (%3).</translation>
    </message>
    <message>
        <source>Draw, %1 to %2 on the count (G-7).</source>
        <translation>Tasapeli, laskussa %1–%2 (G-7).</translation>
    </message>
    <message>
        <source>%1 wins %2 to %3 on the count (G-7).</source>
        <translation>%1 voittaa laskussa %2–%3 (G-7).</translation>
    </message>
    <message>
        <source>The first lap from the kuu ended in %1, the hizi zetu hole: a lap from the kuu is not stopped there, so its seeds (%2) are sown on.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule and &quot;kuu&quot; the square hole; both stay in Swahili.</extracomment>
        <translation>Ensimmäinen kierros kuusta päättyi kuoppaan %1, hizi zetu -kuoppaan: kuusta lähtevä kierros ei pysähdy siihen, joten sen siemenet (%2) kylvetään eteenpäin.</translation>
    </message>
    <message>
        <source>%1&apos;s kuu (%2) is gone for good.</source>
        <extracomment>Kete: the &quot;kuu&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Pelaajan %1 kuu (%2) on poissa lopullisesti.</translation>
    </message>
    <message>
        <source>Hizi zetu: %1 is marked. On his next move %2 may not start there, and a lap that ends there ends his move; on the move after, %3 must capture it if he can.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Hizi zetu: %1 merkitään. Seuraavalla siirrollaan %2 ei saa aloittaa siitä, ja siihen päättyvä kierros päättää hänen siirtonsa; sitä seuraavalla siirrolla %3 on kaapattava se, jos voi.</translation>
    </message>
    <message>
        <source>The hizi zetu mark on %1 lapses.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Hizi zetu -merkintä kohdassa %1 raukeaa.</translation>
    </message>
    <message>
        <source>%1&apos;s reserve is empty: from now on his moves are mtaji moves.</source>
        <extracomment>Kete: &quot;mtaji&quot; is the Swahili name of the game&apos;s second stage; it stays in Swahili.</extracomment>
        <translation>Pelaajan %1 varanto on tyhjä: tästä lähtien hänen siirtonsa ovat mtaji-siirtoja.</translation>
    </message>
    <message>
        <source>The turn passes to %1.</source>
        <translation>Vuoro siirtyy pelaajalle %1.</translation>
    </message>
    <message>
        <source>The stone of %1 is lifted.</source>
        <extracomment>Bao la Kimasai: the stone that moves is taken up (a hole holds one stone at most).</extracomment>
        <translation>Kuopan %1 kivi nostetaan.</translation>
    </message>
    <message>
        <source>The stone steps into %1.</source>
        <translation>Kivi siirtyy kuoppaan %1.</translation>
    </message>
    <message>
        <source>The stone of %1 is captured and leaves the game.</source>
        <extracomment>Bao la Kimasai: a captured stone (a hole holds one stone at most).</extracomment>
        <translation>Kuopan %1 kivi kaapataan, ja se poistuu pelistä.</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no stones left (%3).</source>
        <translation>%1 voittaa: pelaajalta %2 loppuivat kivet (%3).</translation>
    </message>
    <message>
        <source>The game is over; it would have been %1&apos;s turn.</source>
        <extracomment>The last line of a game&apos;s last move: the side to move changes (rule C-7) though no one moves again.</extracomment>
        <translation>Peli on päättynyt; vuoro olisi ollut pelaajalla %1.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured into the hand, to be sown starting in a kichwa.</source>
        <extracomment>Kete: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>Kuopan %1 siemenet (%2) kaapataan käteen kylvettäviksi kichwaan aloittaen.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) holds fewer than six seeds: it is dormant, an ordinary hole, until it holds six again.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Pelaajan %1 nyumbassa (%2) on alle kuusi siementä: se on lepotilassa, tavallinen kuoppa, kunnes siinä on taas kuusi.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) holds six seeds again: it works again.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Pelaajan %1 nyumbassa (%2) on taas kuusi siementä: se toimii taas.</translation>
    </message>
    <message>
        <source>Takasia: %1 must capture the marked hole %2, and this move does.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Takasia: %1 on kaapattava merkitty kuoppa %2, ja tämä siirto kaappaa sen.</translation>
    </message>
    <message>
        <source>Takasia: this move may not start from the marked hole %1, and a lap that ends there ends the move.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Takasia: tämä siirto ei saa alkaa merkitystä kuopasta %1, ja siihen päättyvä kierros päättää siirron.</translation>
    </message>
    <message>
        <source>%1 wins: bao hamna, %2&apos;s front row is empty (%3).</source>
        <translation>%1 voittaa: bao hamna, pelaajan %2 etumainen rivi on tyhjä (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 emptied his own front row (%3).</source>
        <translation>%1 voittaa: %2 tyhjensi oman etumaisen rivinsä (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 seeds of %2 are lifted to be sown.</source>
        <extracomment>Kete, L-8: only some of a hole&apos;s seeds are lifted (two of a kuu of eight or more); %n is how many, %1 how many the hole held, %2 the hole, e.g. &quot;2 of the 8 seeds of e2&quot;.</extracomment>
        <translation>
            <numerusform>Kuopasta %2 nostetaan kylvettäväksi %n sen %1 siemenestä.</numerusform>
            <numerusform>Kuopasta %2 nostetaan kylvettäviksi %n sen %1 siemenestä.</numerusform>
        </translation>
    </message>
    <message>
        <source>A seed from the hand is placed in %1.</source>
        <translation>Kädestä asetetaan siemen kuoppaan %1.</translation>
    </message>
    <message>
        <source>Taxing: only %1 seeds of the nyumba %2 are lifted to be sown; the nyumba stays.</source>
        <extracomment>Kiswahili: taxing (rule Z-8.2) lifts only two seeds of the nyumba, which stays its owner&apos;s. &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Verotus: nyumbasta %2 nostetaan kylvettäväksi vain %1 siementä; nyumba jää.</translation>
    </message>
    <message>
        <source>Safari: the seeds of the nyumba (%1) are lifted and sown on.</source>
        <extracomment>Kiswahili: &quot;safari&quot; is the Swahili name of going on out of one&apos;s own nyumba.</extracomment>
        <translation>Safari: nyumban siemenet (%1) nostetaan ja kylvetään eteenpäin.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured, to be sown starting in a kichwa.</source>
        <extracomment>Kiswahili: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>Kuopan %1 siemenet (%2) kaapataan, ja ne kylvetään kichwaan aloittaen.</translation>
    </message>
    <message>
        <source>The lap ended in the nyumba: the move stops there.</source>
        <translation>Kierros päättyi nyumbaan: siirto pysähtyy siihen.</translation>
    </message>
    <message>
        <source>The lap ended in the hole the takasia mark blocks: the move ends.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>Kierros päättyi kuoppaan, jonka takasia-merkintä estää: siirto päättyy.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) is gone for good.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Pelaajan %1 nyumba (%2) on poissa lopullisesti.</translation>
    </message>
    <message>
        <source>Takasia: %1 is marked. On his next move %2 may not start there, and a lap that ends there ends his move; on the move after, %3 must capture it if one of his capture moves can.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>Takasia: %1 merkitään. Seuraavalla siirrollaan %2 ei saa aloittaa siitä, ja siihen päättyvä kierros päättää hänen siirtonsa; sitä seuraavalla siirrolla pelaajan %3 on kaapattava se, jos jokin hänen kaappaussiirroistaan pystyy siihen.</translation>
    </message>
    <message>
        <source>The takasia mark on %1 lapses.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>Takasia-merkintä kuopassa %1 raukeaa.</translation>
    </message>
    <message>
        <source>%1&apos;s hand is empty: from now on his moves are mtaji moves.</source>
        <extracomment>Kiswahili: &quot;mtaji&quot; is the Swahili name of the game&apos;s second stage; it stays in Swahili.</extracomment>
        <translation>Pelaajan %1 käsi on tyhjä: tästä lähtien hänen siirtonsa ovat mtaji-siirtoja.</translation>
    </message>
    <message>
        <source>Draw: the same position came back a second time (C-6).</source>
        <translation>Tasapeli: sama asema toistui toisen kerran (C-6).</translation>
    </message>
    <message>
        <source>Draw: the same position came back for the third time (C-6).</source>
        <translation>Tasapeli: sama asema toistui kolmannen kerran (C-6).</translation>
    </message>
    <message>
        <source>%1 wins: %2 resigned.</source>
        <extracomment>%2 gave the game up (Game → Resign).</extracomment>
        <translation>%1 voittaa: %2 luovutti.</translation>
    </message>
    <message>
        <source>Draw: the players agreed to it.</source>
        <translation>Tasapeli: pelaajat sopivat siitä.</translation>
    </message>
    <message>
        <source>%1 wins: %2 ran out of time.</source>
        <extracomment>On the clock: %2&apos;s time for the game ran out.</extracomment>
        <translation>%1 voittaa: pelaajan %2 aika loppui.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Person</source>
        <translation>Ihminen</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Tietokone</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Peli:</translation>
    </message>
    <message>
        <source>&amp;South (moves first):</source>
        <translation>&amp;Etelä (aloittaa):</translation>
    </message>
    <message>
        <source>&amp;North:</source>
        <translation>&amp;Pohjoinen:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Aloita</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <extracomment>The title of the dialog that asks who plays a position set up in the position editor.</extracomment>
        <translation>Jatka pelaamista tästä</translation>
    </message>
    <message>
        <source>The next move of this game will be dropped.</source>
        <translation>Tämän pelin seuraava siirto hylätään.</translation>
    </message>
    <message numerus="yes">
        <source>The %n later moves of this game will be dropped.</source>
        <translation>
            <numerusform>Tämän pelin %n myöhempi siirto hylätään.</numerusform>
            <numerusform>Tämän pelin %n myöhempää siirtoa hylätään.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Jatka</translation>
    </message>
    <message>
        <source>&amp;South:</source>
        <translation>&amp;Etelä:</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <extracomment>Placeholder of the field for a person&apos;s name in the New game dialog.</extracomment>
        <translation>Nimi (valinnainen)</translation>
    </message>
    <message>
        <source>%1&apos;s name cannot hold control characters.</source>
        <extracomment>%1 is the side, South or North, whose name in the New game dialog is refused.</extracomment>
        <translation>Nimessä (%1) ei voi olla ohjausmerkkejä.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s name can be at most %n characters long.</source>
        <extracomment>%1 is the side, South or North; %n the most characters a name may have.</extracomment>
        <translation>
            <numerusform>Nimessä (%1) voi olla enintään %n merkki.</numerusform>
            <numerusform>Nimessä (%1) voi olla enintään %n merkkiä.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;lock:</source>
        <extracomment>New game dialog: the time control, none or each side&apos;s time for the game.</extracomment>
        <translation>&amp;Kello:</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Ei kelloa</translation>
    </message>
    <message>
        <source>%1 minutes each</source>
        <extracomment>Each side&apos;s minutes for the whole game (sudden death).</extracomment>
        <translation>%1 minuuttia kummallekin</translation>
    </message>
    <message>
        <source>%1 minutes each, +%2 seconds a move</source>
        <extracomment>Each side&apos;s minutes for the game, and seconds added after each of its moves.</extracomment>
        <translation>%1 minuuttia kummallekin, +%2 sekuntia siirrolta</translation>
    </message>
    <message>
        <source>%1&apos;s name</source>
        <extracomment>What a screen reader calls the field for a person&apos;s name; %1 is South or North.</extracomment>
        <translation>Nimi, %1</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>Pelaa tästä asemasta</translation>
    </message>
    <message>
        <source>%1, from this position:</source>
        <extracomment>Above the picture of the position to be played; %1 is the game&apos;s name.</extracomment>
        <translation>%1, tästä asemasta:</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>%1 · computer (%2)</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the computer&apos;s strength.</extracomment>
        <translation>%1 · tietokone (%2)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the person&apos;s name.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · you</source>
        <extracomment>The side of the person playing against the computer; %1 is South or North.</extracomment>
        <translation>%1 · sinä</translation>
    </message>
</context>
<context>
    <name>PositionProblemText</name>
    <message>
        <source>the seeds in each reserve</source>
        <translation>kummankin pelaajan varannon siemenet</translation>
    </message>
    <message>
        <source>the seeds in each hand</source>
        <translation>kummankin pelaajan kädessä olevat siemenet</translation>
    </message>
    <message>
        <source>whether each kuu still stands</source>
        <translation>onko kummankin kuu vielä olemassa</translation>
    </message>
    <message>
        <source>whether each player still owns his nyumba</source>
        <translation>omistaako kumpikin pelaaja vielä nyumbansa</translation>
    </message>
    <message>
        <source>the hizi zetu mark</source>
        <translation>hizi zetu -merkintä</translation>
    </message>
    <message>
        <source>the takasia mark</source>
        <translation>takasia-merkintä</translation>
    </message>
    <message>
        <source>the seeds in each store</source>
        <translation>kummankin varaston siemenet</translation>
    </message>
    <message>
        <source>the mtoto holes</source>
        <translation>mtoto-kuopat</translation>
    </message>
    <message>
        <source>a position names its game, then the rows of holes, then the side to move (S or N)</source>
        <extracomment>A position&apos;s text (BPN): &quot;kete 0,0,…/… S reserve=…&quot;.</extracomment>
        <translation>asema kertoo pelinsä, sitten kuoppien rivit, sitten siirtovuorossa olevan puolen (S tai N)</translation>
    </message>
    <message>
        <source>“%1” is not the name of a game</source>
        <translation>“%1” ei ole pelin nimi</translation>
    </message>
    <message>
        <source>the board of %1 has %2 rows, the text gives %3</source>
        <translation>pelin %1 laudalla on %2 riviä, tekstissä %3</translation>
    </message>
    <message>
        <source>row %1 has %2 holes, the board of %3 has %4 in a row</source>
        <translation>rivillä %1 on %2 kuoppaa, pelin %3 laudan rivillä on %4</translation>
    </message>
    <message>
        <source>“%1” on %2 is not a number of seeds</source>
        <translation>“%1” kuopassa %2 ei ole siementen määrä</translation>
    </message>
    <message>
        <source>the side to move is written S or N, not “%1”</source>
        <extracomment>S and N are written as they are in the text; they stand for South and North.</extracomment>
        <translation>siirtovuoro kirjoitetaan S tai N, ei “%1”</translation>
    </message>
    <message>
        <source>“%1” should be written key=value</source>
        <extracomment>key=value is written as it is in the text.</extracomment>
        <translation>“%1” pitäisi kirjoittaa muodossa key=value</translation>
    </message>
    <message>
        <source>%1 has no “%2” in its positions</source>
        <translation>pelin %1 asemissa ei ole kohtaa “%2”</translation>
    </message>
    <message>
        <source>“%1” (%2) is given twice</source>
        <translation>“%1” (%2) on annettu kahdesti</translation>
    </message>
    <message>
        <source>“%1” (%2) is missing</source>
        <extracomment>%1 is a key of the position text, as written (hz, reserve, …); %2 says what it holds.</extracomment>
        <translation>“%1” (%2) puuttuu</translation>
    </message>
    <message>
        <source>“%1=%2” (%3) must be two counts, South&apos;s then North&apos;s, each from 0 to %4</source>
        <translation>“%1=%2” (%3) pitää olla kaksi lukua, ensin Etelän ja sitten Pohjoisen, kumpikin 0–%4</translation>
    </message>
    <message>
        <source>“%1=%2” (%3) must be two flags, South&apos;s then North&apos;s, each 0 or 1</source>
        <translation>“%1=%2” (%3) pitää olla kaksi lippua, ensin Etelän ja sitten Pohjoisen, kumpikin 0 tai 1</translation>
    </message>
    <message>
        <source>“%1” (%2) names a hole this board does not have</source>
        <translation>“%1” (%2) nimeää kuopan, jota tällä laudalla ei ole</translation>
    </message>
    <message>
        <source>the mtoto %1 is named twice</source>
        <translation>mtoto %1 on mainittu kahdesti</translation>
    </message>
    <message>
        <source>%1 holds %2 stones: a hole of Bao la Kimasai holds one stone at most</source>
        <translation>kuopassa %1 on %2 kiveä: Bao la Kimasain kuopassa on enintään yksi kivi</translation>
    </message>
    <message>
        <source>%1&apos;s reserve holds %2 seeds: a reserve starts with %3 and never gains</source>
        <translation>%1: varannossa on %2 siementä; varanto alkaa %3 siemenellä eikä koskaan kasva</translation>
    </message>
    <message>
        <source>%1&apos;s hand holds %2 seeds: a hand starts with %3 and never gains</source>
        <translation>%1: kädessä on %2 siementä; käsi alkaa %3 siemenellä eikä koskaan kasva</translation>
    </message>
    <message>
        <source>%1&apos;s store holds %2 seeds, more than the game&apos;s %3</source>
        <translation>%1: varastossa on %2 siementä, enemmän kuin pelin %3</translation>
    </message>
    <message>
        <source>the hizi zetu mark is on %1, which is not a front-row hole</source>
        <translation>hizi zetu -merkintä on kuopassa %1, joka ei ole eturivin kuoppa</translation>
    </message>
    <message>
        <source>the takasia mark is on %1, which is not a front-row hole</source>
        <translation>takasia-merkintä on kuopassa %1, joka ei ole eturivin kuoppa</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds are in play, but %1 has only %2</source>
        <translation>
            <numerusform>pelissä on %n siemen, mutta pelissä %1 on vain %2</numerusform>
            <numerusform>pelissä on %n siementä, mutta pelissä %1 on vain %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s kuu %2 holds %3 seeds: a kuu that still stands holds six or more (L-1)</source>
        <translation>%1: kuussa %2 on %3 siementä; olemassa olevassa kuussa on kuusi siementä tai enemmän (L-1)</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba %2 holds %3 seeds: an owned nyumba holds five or more (Z-2)</source>
        <translation>%1: nyumbassa %2 on %3 siementä; omistetussa nyumbassa on viisi siementä tai enemmän (Z-2)</translation>
    </message>
    <message>
        <source>the takasia mark on %1 is set only when both hands are empty (Z-11)</source>
        <translation>takasia-merkintä kuoppaan %1 asetetaan vain, kun molemmat kädet ovat tyhjät (Z-11)</translation>
    </message>
    <message>
        <source>the takasia mark is on %1, which holds fewer than two seeds (Z-11)</source>
        <translation>takasia-merkintä on kuopassa %1, jossa on alle kaksi siementä (Z-11)</translation>
    </message>
    <message numerus="yes">
        <source>%n stones are in play, but %1 has only %2</source>
        <translation>
            <numerusform>pelissä on %n kivi, mutta pelissä %1 on vain %2</numerusform>
            <numerusform>pelissä on %n kiveä, mutta pelissä %1 on vain %2</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” (%2) is missing: write “%1=-” when no hole is marked</source>
        <extracomment>%1 is the mark&apos;s key as written (hz or takasia), %2 the mark; “%1=-” is written as it is.</extracomment>
        <translation>“%1” (%2) puuttuu: kirjoita “%1=-”, kun mitään kuoppaa ei ole merkitty</translation>
    </message>
    <message>
        <source>“%1” (%2) names a hole this board does not have: write “%3=-” when no hole is marked</source>
        <extracomment>%1 is what was written for the mark, %2 the mark, %3 its key (hz or takasia); “%3=-” is written as it is.</extracomment>
        <translation>“%1” (%2) nimeää kuopan, jota tällä laudalla ei ole: kirjoita “%3=-”, kun mitään kuoppaa ei ole merkitty</translation>
    </message>
</context>
<context>
    <name>Quality</name>
    <message>
        <source>Best move</source>
        <translation>Paras siirto</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Hyvä siirto</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Epätarkkuus</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Virhe</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Vakava virhe</translation>
    </message>
</context>
<context>
    <name>RecordErrors</name>
    <message>
        <source>line %1: the move %2 (ply %3) is not allowed</source>
        <translation>rivi %1: siirto %2 (puolisiirto %3) ei ole sallittu</translation>
    </message>
    <message>
        <source>line %1: the move %2 comes after the end of the game</source>
        <translation>rivi %1: siirto %2 tulee pelin päättymisen jälkeen</translation>
    </message>
    <message>
        <source>line %1: the move %2 cannot be read</source>
        <translation>rivi %1: siirtoa %2 ei voi lukea</translation>
    </message>
    <message>
        <source>line %1: unknown game %2</source>
        <translation>rivi %1: tuntematon peli %2</translation>
    </message>
    <message>
        <source>line %1: the [Game &quot;…&quot;] tag must come first</source>
        <extracomment>[Game &quot;…&quot;] is written as it is in the file and stays untranslated.</extracomment>
        <translation>rivi %1: tunnisteen [Game &quot;…&quot;] on tultava ensin</translation>
    </message>
    <message>
        <source>line %1: the start position is not valid</source>
        <translation>rivi %1: aloitusasema ei kelpaa</translation>
    </message>
    <message>
        <source>line %1: the start position belongs to another game</source>
        <translation>rivi %1: aloitusasema kuuluu toiseen peliin</translation>
    </message>
    <message>
        <source>line %1: the result does not match the moves</source>
        <translation>rivi %1: tulos ei vastaa siirtoja</translation>
    </message>
    <message>
        <source>line %1: this line is not part of a game record</source>
        <translation>rivi %1: tämä rivi ei kuulu pelitallenteeseen</translation>
    </message>
    <message>
        <source>the file is too large to be a game record</source>
        <translation>tiedosto on liian suuri pelitallenteeksi</translation>
    </message>
    <message>
        <source>it is not a text file</source>
        <translation>se ei ole tekstitiedosto</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>tiedosto on tyhjä</translation>
    </message>
    <message>
        <source>the file names no game (a [Game &quot;…&quot;] tag)</source>
        <extracomment>[Game &quot;…&quot;] is written as it is in the file and stays untranslated.</extracomment>
        <translation>tiedosto ei nimeä peliä (tunniste [Game &quot;…&quot;])</translation>
    </message>
    <message>
        <source>it is not a game record</source>
        <translation>se ei ole pelitallenne</translation>
    </message>
    <message>
        <source>line %1: the start position cannot be used: %2</source>
        <extracomment>%2 says why, e.g. &quot;“hz” (the hizi zetu mark) is missing&quot;.</extracomment>
        <translation>rivi %1: aloitusasemaa ei voi käyttää: %2</translation>
    </message>
</context>
<context>
    <name>RegularFile</name>
    <message>
        <source>it is a folder, not a file</source>
        <translation>se on kansio eikä tiedosto</translation>
    </message>
    <message>
        <source>it is not an ordinary file but a pipe, socket or device</source>
        <extracomment>A FIFO, a socket or a device file was chosen instead of a saved game.</extracomment>
        <translation>se ei ole tavallinen tiedosto vaan putki, pistoke tai laite</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>tiedostoa ei ole olemassa</translation>
    </message>
    <message>
        <source>you may not read this file</source>
        <translation>sinulla ei ole lupaa lukea tätä tiedostoa</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>tiedostoa ei voi lukea</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>tiedostoon ei voi kirjoittaa</translation>
    </message>
</context>
<context>
    <name>ResignQuestion</name>
    <message>
        <source>Resign</source>
        <extracomment>The title of the question asked before a player gives the game up.
----------
The button that gives the game up.</extracomment>
        <translation>Luovuta</translation>
    </message>
    <message>
        <source>Do you resign, %1? The computer (%2) wins the game.</source>
        <extracomment>Against the computer: %1 is the person&apos;s side (or name), %2 the computer&apos;s side.</extracomment>
        <translation>Luovutatko, %1? Tietokone (%2) voittaa pelin.</translation>
    </message>
    <message>
        <source>%1, do you resign? %2 wins the game.</source>
        <extracomment>Between two people: %1 (a side or a name) is the one to move, who would resign; %2 the other.</extracomment>
        <translation>%1, luovutatko? %2 voittaa pelin.</translation>
    </message>
    <message>
        <source>Play on</source>
        <extracomment>The button that keeps the game going instead of resigning.</extracomment>
        <translation>Jatka peliä</translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message>
        <source>A back hole alone is safe</source>
        <extracomment>kigogo/06-back-hole-alone Title</extracomment>
        <translation>Takakuoppa yksinään on turvassa</translation>
    </message>
    <message>
        <source>A back stone alone is safe</source>
        <extracomment>kimasai/05-back-stone-alone Title</extracomment>
        <translation>Takakivi yksinään on turvassa</translation>
    </message>
    <message>
        <source>A capture takes North&apos;s front hole opposite the hole where your move ends, and the back hole only together with it.</source>
        <extracomment>kigogo/06-back-hole-alone Hint</extracomment>
        <translation>Kaappaus vie Pohjoisen etukuopan, joka on vastapäätä kuoppaa, johon siirtosi päättyy, ja takakuopan vain sen mukana.</translation>
    </message>
    <message>
        <source>A capture that empties North&apos;s front row wins the game at once, whatever North has in his back row. Which way must the captured seeds go to reach c2?</source>
        <extracomment>kete/09-bao-hamna Hint</extracomment>
        <translation>Kaappaus, joka tyhjentää Pohjoisen eturivin, voittaa pelin heti, oli Pohjoisen takarivissä mitä tahansa. Mihin suuntaan kaapattujen siementen on mentävä, jotta ne ehtivät c2:een?</translation>
    </message>
    <message>
        <source>A lap that ends in a mtoto</source>
        <extracomment>kingulu/06-into-a-mtoto Title</extracomment>
        <translation>Mtotoon päättyvä kierros</translation>
    </message>
    <message>
        <source>A seed that falls into a mtoto goes straight into its owner&apos;s store. f2 is your mtoto, c1 is North&apos;s.</source>
        <extracomment>kingulu/06-into-a-mtoto Hint</extracomment>
        <translation>Mtotoon putoava siemen menee suoraan sen omistajan varastoon. f2 on sinun mtotosi, c1 Pohjoisen.</translation>
    </message>
    <message>
        <source>A single seed that steps into an empty hole of your front row captures too. Along your front row the loop runs to the left.</source>
        <extracomment>kigogo/07-step-capture Hint</extracomment>
        <translation>Myös yksittäinen siemen, joka astuu eturivisi tyhjään kuoppaan, kaappaa. Eturivissäsi kierto kulkee vasemmalle.</translation>
    </message>
    <message>
        <source>A step can capture</source>
        <extracomment>kigogo/07-step-capture Title</extracomment>
        <translation>Askelkin voi kaapata</translation>
    </message>
    <message>
        <source>A stone steps</source>
        <extracomment>kimasai/01-step Title</extracomment>
        <translation>Kivi astuu</translation>
    </message>
    <message>
        <source>A stone steps one hole counterclockwise, and only into an empty hole. Along your back row that is to the right.</source>
        <extracomment>kimasai/01-step Hint</extracomment>
        <translation>Kivi astuu yhden kuopan vastapäivään, ja vain tyhjään kuoppaan. Takarivissäsi se on oikealle.</translation>
    </message>
    <message>
        <source>All twelve holes form one loop: along your row to the right, then up into f2 and along North&apos;s row to the left.</source>
        <extracomment>kingulu/01-sowing Hint</extracomment>
        <translation>Kaikki kaksitoista kuoppaa muodostavat yhden kierron: riviäsi pitkin oikealle, sitten ylös f2:een ja Pohjoisen riviä pitkin vasemmalle.</translation>
    </message>
    <message>
        <source>Along your front row the stones go to the left. Step into the hole right below b3.</source>
        <extracomment>kimasai/03-capture Hint</extracomment>
        <translation>Eturivissäsi kivet kulkevat vasemmalle. Astu kuoppaan, joka on suoraan b3:n alapuolella.</translation>
    </message>
    <message>
        <source>At the right end the loop turns up: from l1 the next hole is l2.</source>
        <extracomment>kimasai/02-round-the-end Hint</extracomment>
        <translation>Oikeassa päässä kierto kääntyy ylös: l1:n jälkeen seuraava kuoppa on l2.</translation>
    </message>
    <message>
        <source>Bao hamna</source>
        <extracomment>kete/09-bao-hamna Title; kiswahili/06-bao-hamna Title</extracomment>
        <translation>Bao hamna</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in b3.</source>
        <extracomment>kigogo/07-step-capture Task; kiswahili/01-capture Task</extracomment>
        <translation>Kaappaa Pohjoisen siemenet kuopasta b3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in c3.</source>
        <extracomment>kete/02-capture Task</extracomment>
        <translation>Kaappaa Pohjoisen siemenet kuopasta c3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in d2.</source>
        <extracomment>kingulu/02-capture Task</extracomment>
        <translation>Kaappaa Pohjoisen siemenet kuopasta d2.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in d3.</source>
        <extracomment>kete/06-mtaji-capture Task</extracomment>
        <translation>Kaappaa Pohjoisen siemenet kuopasta d3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in k3.</source>
        <extracomment>kigogo/04-capture Task</extracomment>
        <translation>Kaappaa Pohjoisen siemenet kuopasta k3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s stone on b3.</source>
        <extracomment>kimasai/03-capture Task</extracomment>
        <translation>Kaappaa Pohjoisen kivi kuopasta b3.</translation>
    </message>
    <message>
        <source>Capture both c3 and h3 in one move.</source>
        <extracomment>kete/05-safari Task</extracomment>
        <translation>Kaappaa sekä c3 että h3 yhdellä siirrolla.</translation>
    </message>
    <message>
        <source>Capture four of North&apos;s seeds in one move.</source>
        <extracomment>kigogo/05-front-and-back Task</extracomment>
        <translation>Kaappaa neljä Pohjoisen siementä yhdellä siirrolla.</translation>
    </message>
    <message>
        <source>Capture one of North&apos;s stones.</source>
        <extracomment>kimasai/05-back-stone-alone Task</extracomment>
        <translation>Kaappaa yksi Pohjoisen kivistä.</translation>
    </message>
    <message>
        <source>Capture some of North&apos;s seeds.</source>
        <extracomment>kigogo/06-back-hole-alone Task</extracomment>
        <translation>Kaappaa joitakin Pohjoisen siemeniä.</translation>
    </message>
    <message>
        <source>Capture twice in one move: North&apos;s c3, and then g3.</source>
        <extracomment>kete/03-choose-kichwa Task; kiswahili/02-choose-kichwa Task</extracomment>
        <translation>Kaappaa kahdesti yhdellä siirrolla: Pohjoisen c3 ja sitten g3.</translation>
    </message>
    <message>
        <source>Capture two stones in one move.</source>
        <extracomment>kimasai/04-front-and-back Task</extracomment>
        <translation>Kaappaa kaksi kiveä yhdellä siirrolla.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <extracomment>kete/02-capture Title; kigogo/04-capture Title; kimasai/03-capture Title</extracomment>
        <translation>Kaappaaminen</translation>
    </message>
    <message>
        <source>Capturing in mtaji</source>
        <extracomment>kete/06-mtaji-capture Title</extracomment>
        <translation>Kaappaaminen mtajissa</translation>
    </message>
    <message>
        <source>Capturing into your store</source>
        <extracomment>kingulu/02-capture Title</extracomment>
        <translation>Kaappaaminen varastoosi</translation>
    </message>
    <message>
        <source>Choosing the kichwa</source>
        <extracomment>kete/03-choose-kichwa Title; kiswahili/02-choose-kichwa Title</extracomment>
        <translation>Kichwan valitseminen</translation>
    </message>
    <message>
        <source>Counting at the end</source>
        <extracomment>kingulu/07-counting Title</extracomment>
        <translation>Laskenta lopussa</translation>
    </message>
    <message>
        <source>End the game, and win it.</source>
        <extracomment>kingulu/07-counting Task</extracomment>
        <translation>Päätä peli ja voita se.</translation>
    </message>
    <message>
        <source>End your lap in an empty hole of your row, right below North&apos;s seeds.</source>
        <extracomment>kingulu/02-capture Hint</extracomment>
        <translation>Päätä kierroksesi oman rivisi tyhjään kuoppaan, suoraan Pohjoisen siementen alle.</translation>
    </message>
    <message>
        <source>End your move in an empty hole of your front row right below North&apos;s seeds. From l1 the loop turns up into l2 and then runs to the left.</source>
        <extracomment>kigogo/04-capture Hint</extracomment>
        <translation>Päätä siirtosi eturivisi tyhjään kuoppaan suoraan Pohjoisen siementen alle. l1:stä kierto kääntyy ylös l2:een ja kulkee sitten vasemmalle.</translation>
    </message>
    <message>
        <source>From l1 the loop turns up to l2. Along your front row the stones then travel to the left, and from a2 down to a1.</source>
        <extracomment>kimasai/02-round-the-end after ply 1</extracomment>
        <translation>l1:stä kierto kääntyy ylös l2:een. Eturivissäsi kivet kulkevat sitten vasemmalle, ja a2:sta alas a1:een.</translation>
    </message>
    <message>
        <source>From the back row</source>
        <extracomment>kete/10-from-the-back-row Title</extracomment>
        <translation>Takarivistä</translation>
    </message>
    <message>
        <source>Hizi zetu</source>
        <extracomment>kete/08-hizi-zetu Title</extracomment>
        <translation>Hizi zetu</translation>
    </message>
    <message>
        <source>Lift all the seeds of one hole and drop them one by one into the holes that follow, counterclockwise: along your back row that is to the right.</source>
        <extracomment>kigogo/01-sowing Hint</extracomment>
        <translation>Nosta kaikki siemenet yhdestä kuopasta ja pudota ne yksi kerrallaan seuraaviin kuoppiin vastapäivään: takarivissäsi se on oikealle.</translation>
    </message>
    <message>
        <source>Make North&apos;s f2 your mtoto.</source>
        <extracomment>kingulu/05-mtoto Task</extracomment>
        <translation>Tee Pohjoisen kuopasta f2 mtotosi.</translation>
    </message>
    <message>
        <source>Making a mtoto</source>
        <extracomment>kingulu/05-mtoto Title</extracomment>
        <translation>Mtodon tekeminen</translation>
    </message>
    <message>
        <source>Move a seed into your front row.</source>
        <extracomment>kigogo/02-single-step Task</extracomment>
        <translation>Siirrä siemen eturiviisi.</translation>
    </message>
    <message>
        <source>None of your front holes held two seeds, so you sowed from your back row: g1&apos;s seeds went into h1 and up into h2.</source>
        <extracomment>kete/10-from-the-back-row after ply 1</extracomment>
        <translation>Yhdessäkään etukuopassasi ei ollut kahta siementä, joten kylvit takarivistä: g1:n siemenet menivät h1:een ja ylös h2:een.</translation>
    </message>
    <message>
        <source>None of your holes held two seeds, so one seed stepped on into an empty hole. e1 could not move at all: f1 next to it is occupied.</source>
        <extracomment>kigogo/02-single-step after ply 1</extracomment>
        <translation>Missään kuopassasi ei ollut kahta siementä, joten yksi siemen astui tyhjään kuoppaan. e1 ei voinut liikkua lainkaan: sen vieressä oleva f1 on varattu.</translation>
    </message>
    <message>
        <source>None of your holes holds two or more seeds.</source>
        <extracomment>kigogo/02-single-step the start</extracomment>
        <translation>Missään kuopassasi ei ole kahta tai useampaa siementä.</translation>
    </message>
    <message>
        <source>North goes round the same way on the table: along North&apos;s front row (row 3) the stones go to the right.</source>
        <extracomment>kimasai/06-playing-north Hint</extracomment>
        <translation>Pohjoinen kiertää pöydällä samaan suuntaan: Pohjoisen eturivissä (rivi 3) kivet kulkevat oikealle.</translation>
    </message>
    <message>
        <source>North has no seeds left to move, so the game ends. You count 4 in your row, 5 in your mtoto b2 and 19 in your store: 28 against North&apos;s 20.</source>
        <extracomment>kingulu/07-counting after ply 1</extracomment>
        <translation>Pohjoisella ei ole enää siemeniä siirrettäväksi, joten peli päättyy. Lasket rivistäsi 4, mtotostasi b2 5 ja varastostasi 19: 28 vastaan Pohjoisen 20.</translation>
    </message>
    <message>
        <source>One loop</source>
        <extracomment>kingulu/01-sowing Title</extracomment>
        <translation>Yksi kierto</translation>
    </message>
    <message>
        <source>One seed steps</source>
        <extracomment>kigogo/02-single-step Title</extracomment>
        <translation>Yksi siemen astuu</translation>
    </message>
    <message>
        <source>Only a stone in North&apos;s front row can be captured, with the back stone behind it if there is one.</source>
        <extracomment>kimasai/05-back-stone-alone Hint</extracomment>
        <translation>Vain Pohjoisen eturivin kivi voidaan kaapata, ja sen takana oleva takakivi, jos sellainen on.</translation>
    </message>
    <message>
        <source>Playing North</source>
        <extracomment>kimasai/06-playing-north Title</extracomment>
        <translation>Pohjoisena pelaaminen</translation>
    </message>
    <message>
        <source>Round the end</source>
        <extracomment>kimasai/02-round-the-end Title</extracomment>
        <translation>Pään ympäri</translation>
    </message>
    <message>
        <source>Safari</source>
        <extracomment>kete/05-safari Title; kiswahili/03-safari Title</extracomment>
        <translation>Safari</translation>
    </message>
    <message>
        <source>Sow so that a seed goes into your store.</source>
        <extracomment>kingulu/06-into-a-mtoto Task</extracomment>
        <translation>Kylvä niin, että siemen menee varastoosi.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in North&apos;s row.</source>
        <extracomment>kingulu/01-sowing Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa Pohjoisen riviin.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in f1.</source>
        <extracomment>kigogo/01-sowing Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa f1:een.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g1.</source>
        <extracomment>kigogo/03-relay Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa g1:een.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in h2.</source>
        <extracomment>kete/10-from-the-back-row Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa h2:een.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in your kuu.</source>
        <extracomment>kete/01-kuu Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa kuuhusi.</translation>
    </message>
    <message>
        <source>Sowing</source>
        <extracomment>kigogo/01-sowing Title</extracomment>
        <translation>Kylväminen</translation>
    </message>
    <message>
        <source>Sowing on</source>
        <extracomment>kigogo/03-relay Title; kingulu/04-relay Title</extracomment>
        <translation>Kylvön jatkaminen</translation>
    </message>
    <message>
        <source>Sowing your kuu</source>
        <extracomment>kete/04-sowing-the-kuu Title</extracomment>
        <translation>Kuun kylväminen</translation>
    </message>
    <message>
        <source>Sown clockwise, g2&apos;s seeds go to the right, into h2 and down into h1.</source>
        <extracomment>kete/01-kuu WrongWhy</extracomment>
        <translation>Myötäpäivään kylvettyinä g2:n siemenet kulkevat oikealle, h2:een ja alas h1:een.</translation>
    </message>
    <message>
        <source>Step a stone from your back row into your front row.</source>
        <extracomment>kimasai/02-round-the-end Task</extracomment>
        <translation>Siirrä kivi takarivistäsi eturiviisi.</translation>
    </message>
    <message>
        <source>Step a stone into e1.</source>
        <extracomment>kimasai/01-step Task</extracomment>
        <translation>Siirrä kivi kuoppaan e1.</translation>
    </message>
    <message>
        <source>The back hole goes too</source>
        <extracomment>kigogo/05-front-and-back Title</extracomment>
        <translation>Takakuoppa lähtee myös</translation>
    </message>
    <message>
        <source>The captured seeds ended in your kuu and you went on safari: the kuu&apos;s seven seeds ran round to c1, the seeds there went on to h2, and h2, facing h3, captured again.</source>
        <extracomment>kete/05-safari after ply 1</extracomment>
        <translation>Kaapatut siemenet päättyivät kuuhusi, ja lähdit safarille: kuun seitsemän siementä kiersivät c1:een, sen siemenet jatkoivat h2:een, ja h3:a vastapäätä oleva h2 kaappasi uudelleen.</translation>
    </message>
    <message>
        <source>The game ends when the player to move has no move. Each player then counts the seeds in his row, his mtoto holes and his store.</source>
        <extracomment>kingulu/07-counting Hint</extracomment>
        <translation>Peli päättyy, kun vuorossa olevalla pelaajalla ei ole siirtoa. Kumpikin laskee silloin siemenet rivistään, mtotokuopistaan ja varastostaan.</translation>
    </message>
    <message>
        <source>The kuu goes first</source>
        <extracomment>kete/07-mtaji-kuu-first Title</extracomment>
        <translation>Kuu ensin</translation>
    </message>
    <message>
        <source>The stone arrived in f2: f3 is captured, and f4 behind it too.</source>
        <extracomment>kimasai/04-front-and-back after ply 1</extracomment>
        <translation>Kivi saapui kuoppaan f2: f3 kaapataan, ja sen takana oleva f4 myös.</translation>
    </message>
    <message>
        <source>The stone went up into l2 and captured l3. North&apos;s g4 is safe: a back stone goes only with the front stone before it.</source>
        <extracomment>kimasai/05-back-stone-alone after ply 1</extracomment>
        <translation>Kivi nousi l2:een ja kaappasi l3:n. Pohjoisen g4 on turvassa: takakivi lähtee vain edessään olevan etukiven mukana.</translation>
    </message>
    <message>
        <source>This time you play North: rows 3 and 4, at the top.</source>
        <extracomment>kimasai/06-playing-north the start</extracomment>
        <translation>Tällä kertaa pelaat Pohjoisena: rivit 3 ja 4 ylhäällä.</translation>
    </message>
    <message>
        <source>Two stones at once</source>
        <extracomment>kimasai/04-front-and-back Title</extracomment>
        <translation>Kaksi kiveä kerralla</translation>
    </message>
    <message>
        <source>When a lap ends in a North hole that held exactly three seeds, that hole becomes yours: a mtoto.</source>
        <extracomment>kingulu/05-mtoto Hint</extracomment>
        <translation>Kun kierros päättyy Pohjoisen kuoppaan, jossa oli täsmälleen kolme siementä, kuopasta tulee sinun: mtoto.</translation>
    </message>
    <message>
        <source>When a lap ends in an occupied hole of North&apos;s row, you lift all its seeds and sow on.</source>
        <extracomment>kingulu/04-relay Hint</extracomment>
        <translation>Kun kierros päättyy Pohjoisen rivin kuoppaan, jossa on siemeniä, nostat kaikki sen siemenet ja jatkat kylvöä.</translation>
    </message>
    <message>
        <source>When one of your front holes holds seeds and faces seeds in North&apos;s front hole, you must capture.</source>
        <extracomment>kete/02-capture the start</extracomment>
        <translation>Kun jossakin etukuopassasi on siemeniä ja sitä vastapäätä Pohjoisen etukuopassa on siemeniä, sinun on kaapattava.</translation>
    </message>
    <message>
        <source>When the last seed of a lap falls into an occupied hole, you lift everything there and sow on.</source>
        <extracomment>kigogo/03-relay Hint</extracomment>
        <translation>Kun kierroksen viimeinen siemen putoaa kuoppaan, jossa on siemeniä, nostat kaiken siitä ja jatkat kylvöä.</translation>
    </message>
    <message>
        <source>When the sowing of a capture ends in your own kuu, you may stop there or go on: lift the kuu and sow on. That is safari.</source>
        <extracomment>kete/05-safari Hint</extracomment>
        <translation>Kun kaappauksen kylvö päättyy omaan kuuhusi, voit pysähtyä siihen tai jatkaa: nostaa kuun ja kylvää eteenpäin. Se on safari.</translation>
    </message>
    <message>
        <source>When you capture a front hole, the back hole behind it goes too, if it holds seeds.</source>
        <extracomment>kigogo/05-front-and-back Hint</extracomment>
        <translation>Kun kaappaat etukuopan, sen takana oleva takakuoppa lähtee myös, jos siinä on siemeniä.</translation>
    </message>
    <message>
        <source>When you capture a front stone, North&apos;s back stone in the same column goes too.</source>
        <extracomment>kimasai/04-front-and-back Hint</extracomment>
        <translation>Kun kaappaat etukiven, Pohjoisen takakivi samassa sarakkeessa lähtee myös.</translation>
    </message>
    <message>
        <source>Win at once: empty North&apos;s front row.</source>
        <extracomment>kete/09-bao-hamna Task</extracomment>
        <translation>Voita heti: tyhjennä Pohjoisen eturivi.</translation>
    </message>
    <message>
        <source>Win the game in one move.</source>
        <extracomment>kigogo/08-win Task; kimasai/07-win Task</extracomment>
        <translation>Voita peli yhdellä siirrolla.</translation>
    </message>
    <message>
        <source>Winning</source>
        <extracomment>kigogo/08-win Title; kimasai/07-win Title</extracomment>
        <translation>Voittaminen</translation>
    </message>
    <message>
        <source>With no capture, no kuu and no front hole of two or more, you sow a back hole of two or more. Counterclockwise runs to the right along your back row.</source>
        <extracomment>kete/10-from-the-back-row Hint</extracomment>
        <translation>Kun kaappausta, kuuta eikä kahden tai useamman siemenen etukuoppaa ole, kylvät takakuopan, jossa on kaksi tai useampia. Vastapäivään on takarivissäsi oikealle.</translation>
    </message>
    <message>
        <source>With no hole of two or more, a single seed steps one hole counterclockwise, and only into an empty hole. From l1 the loop turns up into l2.</source>
        <extracomment>kigogo/02-single-step Hint</extracomment>
        <translation>Kun kahden tai useamman siemenen kuoppaa ei ole, yksittäinen siemen astuu yhden kuopan vastapäivään, ja vain tyhjään kuoppaan. l1:stä kierto kääntyy ylös l2:een.</translation>
    </message>
    <message>
        <source>With no reserve seeds you lift all the seeds of one hole. It captures when its first lap ends in a front hole that held seeds, facing North&apos;s seeds.</source>
        <extracomment>kete/06-mtaji-capture Hint</extracomment>
        <translation>Ilman varantosiemeniä nostat kaikki siemenet yhdestä kuopasta. Siirto kaappaa, kun sen ensimmäinen kierros päättyy etukuoppaan, jossa oli siemeniä ja jota vastapäätä on Pohjoisen siemeniä.</translation>
    </message>
    <message>
        <source>You captured e3 and e4, North&apos;s last stones: you win.</source>
        <extracomment>kimasai/07-win after ply 1</extracomment>
        <translation>Kaappasit e3:n ja e4:n, Pohjoisen viimeiset kivet: voitit.</translation>
    </message>
    <message>
        <source>You captured e3, and with it e4 in North&apos;s back row: four seeds in all.</source>
        <extracomment>kigogo/05-front-and-back after ply 1</extracomment>
        <translation>Kaappasit e3:n ja sen mukana e4:n Pohjoisen takarivistä: yhteensä neljä siementä.</translation>
    </message>
    <message>
        <source>You captured f3 and f4, North&apos;s last seeds. With no seeds, North cannot move: you win.</source>
        <extracomment>kigogo/08-win after ply 1</extracomment>
        <translation>Kaappasit f3:n ja f4:n, Pohjoisen viimeiset siemenet. Ilman siemeniä Pohjoinen ei voi siirtää: voitit.</translation>
    </message>
    <message>
        <source>You captured k3. North&apos;s four seeds in e4 are safe: a back hole is taken only together with the front hole before it.</source>
        <extracomment>kigogo/06-back-hole-alone after ply 1</extracomment>
        <translation>Kaappasit k3:n. Pohjoisen neljä siementä kuopassa e4 ovat turvassa: takakuoppa otetaan vain edessään olevan etukuopan mukana.</translation>
    </message>
    <message>
        <source>You play North. Capture South&apos;s stone on d2.</source>
        <extracomment>kimasai/06-playing-north Task</extracomment>
        <translation>Pelaat Pohjoisena. Kaappaa Etelän kivi kuopasta d2.</translation>
    </message>
    <message>
        <source>You play South: row 1, nearest to you. North owns row 2. A move lifts all the seeds of one of your holes.</source>
        <extracomment>kingulu/01-sowing the start</extracomment>
        <translation>Pelaat Etelänä: rivi 1, lähimpänä sinua. Rivi 2 on Pohjoisen. Siirrossa nostetaan kaikki siemenet yhdestä kuopastasi.</translation>
    </message>
    <message>
        <source>You play South: the two rows nearest to you. A hole never holds more than one stone.</source>
        <extracomment>kimasai/01-step the start</extracomment>
        <translation>Pelaat Etelänä: kaksi lähintä riviä. Kuopassa ei ole koskaan enempää kuin yksi kivi.</translation>
    </message>
    <message>
        <source>You play South: the two rows nearest to you. A move starts from one of your holes with two or more seeds.</source>
        <extracomment>kigogo/01-sowing the start</extracomment>
        <translation>Pelaat Etelänä: kaksi lähintä riviä. Siirto alkaa jostakin kuopastasi, jossa on kaksi tai useampia siemeniä.</translation>
    </message>
    <message>
        <source>You win when North has no seeds left. All of North&apos;s seeds stand in one column.</source>
        <extracomment>kigogo/08-win Hint</extracomment>
        <translation>Voitat, kun Pohjoiselta loppuvat siemenet. Kaikki Pohjoisen siemenet ovat samassa sarakkeessa.</translation>
    </message>
    <message>
        <source>You win when North has no stones left. North&apos;s last two stones stand in one column.</source>
        <extracomment>kimasai/07-win Hint</extracomment>
        <translation>Voitat, kun Pohjoiselta loppuvat kivet. Pohjoisen kaksi viimeistä kiveä ovat samassa sarakkeessa.</translation>
    </message>
    <message>
        <source>Your kuu</source>
        <extracomment>kete/01-kuu Title</extracomment>
        <translation>Kuu-kuoppasi</translation>
    </message>
    <message>
        <source>Your kuu is e2, the fourth hole from your right. Counterclockwise runs to the left along your front row.</source>
        <extracomment>kete/01-kuu Hint</extracomment>
        <translation>Kuu-kuoppasi on e2, neljäs kuoppa oikealta laskien. Vastapäivään on eturivissäsi vasemmalle.</translation>
    </message>
    <message>
        <source>Your last seed fell into e1, which held a seed: you lifted both and sowed on into f1 and g1. An empty hole ended the move.</source>
        <extracomment>kigogo/03-relay after ply 1</extracomment>
        <translation>Viimeinen siemenesi putosi e1:een, jossa oli yksi siemen: nostit molemmat ja kylvit eteenpäin kuoppiin f1 ja g1. Tyhjä kuoppa päätti siirron.</translation>
    </message>
    <message>
        <source>Your last seed fell into the empty front hole k2, with North&apos;s k3 straight opposite: those seeds are captured and leave the game.</source>
        <extracomment>kigogo/04-capture after ply 1</extracomment>
        <translation>Viimeinen siemenesi putosi tyhjään etukuoppaan k2, ja Pohjoisen k3 on suoraan vastapäätä: ne siemenet kaapataan ja ne poistuvat pelistä.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty d1 with North&apos;s d2 opposite: those two seeds and your capturing seed go into your store.</source>
        <extracomment>kingulu/02-capture after ply 1</extracomment>
        <translation>Viimeinen siemenesi putosi tyhjään d1:eesi, ja vastapäätä on Pohjoisen d2: ne kaksi siementä ja kaappaava siemenesi menevät varastoosi.</translation>
    </message>
    <message>
        <source>Your last seed fell into your mtoto f2, so it went into your store, and the move ended.</source>
        <extracomment>kingulu/06-into-a-mtoto after ply 1</extracomment>
        <translation>Viimeinen siemenesi putosi mtotoosi f2, joten se meni varastoosi, ja siirto päättyi.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is the mtaji stage.</source>
        <extracomment>kete/06-mtaji-capture the start</extracomment>
        <translation>Varantosi on tyhjä: tämä on mtaji-vaihe.</translation>
    </message>
    <message>
        <source>Your seed fell into f2, which held one: you lifted both and sowed on into e2 and d2. d2 was empty, so the move ends.</source>
        <extracomment>kingulu/04-relay after ply 1</extracomment>
        <translation>Siemenesi putosi f2:een, jossa oli yksi: nostit molemmat ja kylvit eteenpäin kuoppiin e2 ja d2. d2 oli tyhjä, joten siirto päättyy.</translation>
    </message>
    <message>
        <source>Your stone arrived in b2 with North&apos;s stone opposite in b3: it is captured and leaves the game.</source>
        <extracomment>kimasai/03-capture after ply 1</extracomment>
        <translation>Kivesi saapui b2:een, ja Pohjoisen kivi on vastapäätä b3:ssa: se kaapataan ja poistuu pelistä.</translation>
    </message>
    <message>
        <source>a1 captures North&apos;s c2, but its last seed ends in c1, in your own row.</source>
        <extracomment>kingulu/04-relay WrongWhy</extracomment>
        <translation>a1 kaappaa Pohjoisen c2:n, mutta sen viimeinen siemen päättyy c1:een, omaan riviisi.</translation>
    </message>
    <message>
        <source>a1&apos;s last seed falls into c1, North&apos;s mtoto: that seed goes into North&apos;s store.</source>
        <extracomment>kingulu/06-into-a-mtoto WrongWhy</extracomment>
        <translation>a1:n viimeinen siemen putoaa c1:een, Pohjoisen mtotoon: se siemen menee Pohjoisen varastoon.</translation>
    </message>
    <message>
        <source>a1&apos;s seeds end in c1, in your own row: no mtoto.</source>
        <extracomment>kingulu/05-mtoto WrongWhy</extracomment>
        <translation>a1:n siemenet päättyvät c1:een, omaan riviisi: ei mtotoa.</translation>
    </message>
    <message>
        <source>a1&apos;s two seeds go into b1 and c1: the last one stays in your own row.</source>
        <extracomment>kingulu/01-sowing WrongWhy</extracomment>
        <translation>a1:n kaksi siementä menevät kuoppiin b1 ja c1: viimeinen jää omaan riviisi.</translation>
    </message>
    <message>
        <source>b1&apos;s three seeds go clockwise into a1, a2 and b2: the last one lands in b2.</source>
        <extracomment>kete/10-from-the-back-row WrongWhy</extracomment>
        <translation>b1:n kolme siementä menevät myötäpäivään kuoppiin a1, a2 ja b2: viimeinen putoaa b2:een.</translation>
    </message>
    <message>
        <source>c1 held three seeds: one each into d1, e1 and f1. The single seeds in b1 and g2 may not move while you have a hole of two or more.</source>
        <extracomment>kigogo/01-sowing after ply 1</extracomment>
        <translation>c1:ssä oli kolme siementä: yksi kuhunkin kuoppaan d1, e1 ja f1. Yksittäiset siemenet b1:ssä ja g2:ssa eivät saa liikkua, kun sinulla on kuoppa, jossa on kaksi tai useampia.</translation>
    </message>
    <message>
        <source>c1&apos;s seeds end in e1, in your back row: only a move that ends in your front row captures.</source>
        <extracomment>kigogo/04-capture WrongWhy</extracomment>
        <translation>c1:n siemenet päättyvät e1:een, takariviisi: vain eturiviisi päättyvä siirto kaappaa.</translation>
    </message>
    <message>
        <source>c2 captures b3, but b4 behind it is empty: that is one stone.</source>
        <extracomment>kimasai/04-front-and-back WrongWhy</extracomment>
        <translation>c2 kaappaa b3:n, mutta sen takana oleva b4 on tyhjä: se on vain yksi kivi.</translation>
    </message>
    <message>
        <source>c2&apos;s seed stepped into the empty b2, opposite North&apos;s b3: b3 and b4 behind it are captured.</source>
        <extracomment>kigogo/07-step-capture after ply 1</extracomment>
        <translation>c2:n siemen astui tyhjään b2:een, Pohjoisen b3:a vastapäätä: b3 ja sen takana oleva b4 kaapataan.</translation>
    </message>
    <message>
        <source>c2ccw captures c3, but it stops in your kuu: h3 is not taken.</source>
        <extracomment>kete/05-safari WrongWhy</extracomment>
        <translation>c2ccw kaappaa c3:n, mutta pysähtyy kuuhusi: h3:a ei oteta.</translation>
    </message>
    <message>
        <source>c3 stepped into d3, opposite South&apos;s d2: d2 is captured, and d1 behind it too.</source>
        <extracomment>kimasai/06-playing-north after ply 1</extracomment>
        <translation>c3 astui d3:een, Etelän d2:ta vastapäätä: d2 kaapataan, ja sen takana oleva d1 myös.</translation>
    </message>
    <message>
        <source>d1 stepped into the empty e1. b1 and c1 could not move: the next hole of each was occupied.</source>
        <extracomment>kimasai/01-step after ply 1</extracomment>
        <translation>d1 astui tyhjään e1:een. b1 ja c1 eivät voineet liikkua: kummankin seuraava kuoppa oli varattu.</translation>
    </message>
    <message>
        <source>e1 steps into f1, which is still in your back row.</source>
        <extracomment>kimasai/02-round-the-end WrongWhy</extracomment>
        <translation>e1 astuu f1:een, joka on yhä takarivissäsi.</translation>
    </message>
    <message>
        <source>e1&apos;s seed stops in f1, but f2 opposite is empty: nothing is captured and the seed stays.</source>
        <extracomment>kingulu/02-capture WrongWhy</extracomment>
        <translation>e1:n siemen pysähtyy f1:een, mutta vastapäätä oleva f2 on tyhjä: mitään ei kaapata, ja siemen jää.</translation>
    </message>
    <message>
        <source>e1&apos;s seeds go into North&apos;s row: North has seeds to move, so the game goes on.</source>
        <extracomment>kingulu/07-counting WrongWhy</extracomment>
        <translation>e1:n siemenet menevät Pohjoisen riviin: Pohjoisella on siemeniä siirrettäväksi, joten peli jatkuu.</translation>
    </message>
    <message>
        <source>e3 steps into f3, away from d3: North&apos;s front-row stones go to the right.</source>
        <extracomment>kimasai/06-playing-north WrongWhy</extracomment>
        <translation>e3 astuu f3:een, poispäin d3:sta: Pohjoisen eturivin kivet kulkevat oikealle.</translation>
    </message>
    <message>
        <source>f1 steps into g1, which is still in your back row.</source>
        <extracomment>kigogo/02-single-step WrongWhy</extracomment>
        <translation>f1 astuu g1:een, joka on yhä takarivissäsi.</translation>
    </message>
    <message>
        <source>f2 held three, your last seed made four, and the seed you dropped into f1 just before joins it: f2 is your mtoto, five seeds that count for you.</source>
        <extracomment>kingulu/05-mtoto after ply 1</extracomment>
        <translation>f2:ssa oli kolme, viimeinen siemenesi teki neljä, ja juuri sitä ennen f1:een pudottamasi siemen liittyy siihen: f2 on mtotosi, viisi siementä, jotka lasketaan sinulle.</translation>
    </message>
    <message>
        <source>f2 is your mtoto, c1 is North&apos;s: no move may start from a mtoto, and its seeds are never taken.</source>
        <extracomment>kingulu/06-into-a-mtoto the start</extracomment>
        <translation>f2 on mtotosi, c1 Pohjoisen: mikään siirto ei saa alkaa mtotosta, eikä sen siemeniä koskaan kaapata.</translation>
    </message>
    <message>
        <source>f2 steps into e2, but North&apos;s e3 is empty: there is nothing to capture.</source>
        <extracomment>kimasai/03-capture WrongWhy</extracomment>
        <translation>f2 astuu e2:een, mutta Pohjoisen e3 on tyhjä: kaapattavaa ei ole.</translation>
    </message>
    <message>
        <source>f2&apos;s two seeds went into e2 and d2. d2 held a seed and faces d3: a capture. While you can capture, you must.</source>
        <extracomment>kete/06-mtaji-capture after ply 1</extracomment>
        <translation>f2:n kaksi siementä menivät kuoppiin e2 ja d2. d2:ssa oli siemen ja se on d3:a vastapäätä: kaappaus. Kun voit kaapata, sinun on kaapattava.</translation>
    </message>
    <message>
        <source>g1 steps into h1, in your back row: no capture there.</source>
        <extracomment>kigogo/07-step-capture WrongWhy</extracomment>
        <translation>g1 astuu h1:een, takariviisi: siellä ei kaapata.</translation>
    </message>
    <message>
        <source>g1 steps into h1: along your back row the stones go to the right.</source>
        <extracomment>kimasai/01-step WrongWhy</extracomment>
        <translation>g1 astuu h1:een: takarivissäsi kivet kulkevat oikealle.</translation>
    </message>
    <message>
        <source>g2 captures too, but it takes the one seed in g3, not c3.</source>
        <extracomment>kete/02-capture WrongWhy</extracomment>
        <translation>Myös g2 kaappaa, mutta se vie g3:n yhden siemenen, ei c3:a.</translation>
    </message>
    <message>
        <source>g2 ends in e2, but North&apos;s front hole e3 is empty. The back hole e4 alone is never taken.</source>
        <extracomment>kigogo/06-back-hole-alone WrongWhy</extracomment>
        <translation>g2 päättyy e2:een, mutta Pohjoisen etukuoppa e3 on tyhjä. Takakuoppaa e4 ei yksinään koskaan oteta.</translation>
    </message>
    <message>
        <source>h1 holds two seeds: they go into i1 and j1, so the last one lands in j1.</source>
        <extracomment>kigogo/01-sowing WrongWhy</extracomment>
        <translation>h1:ssä on kaksi siementä: ne menevät kuoppiin i1 ja j1, joten viimeinen putoaa j1:een.</translation>
    </message>
    <message>
        <source>h1&apos;s seeds go into i1 and j1. j1 was empty, so the move ends there.</source>
        <extracomment>kigogo/03-relay WrongWhy</extracomment>
        <translation>h1:n siemenet menevät kuoppiin i1 ja j1. j1 oli tyhjä, joten siirto päättyy siihen.</translation>
    </message>
    <message>
        <source>h1ccw captures too, but its first lap ends in f2, so it takes f3, not d3.</source>
        <extracomment>kete/06-mtaji-capture WrongWhy</extracomment>
        <translation>Myös h1ccw kaappaa, mutta sen ensimmäinen kierros päättyy f2:een, joten se vie f3:n, ei d3:a.</translation>
    </message>
    <message>
        <source>h2 steps into g2, but North&apos;s front hole g3 is empty. The back stone in g4 alone is never taken.</source>
        <extracomment>kimasai/05-back-stone-alone WrongWhy</extracomment>
        <translation>h2 astuu g2:een, mutta Pohjoisen etukuoppa g3 on tyhjä. Takakiveä g4:ssä ei yksinään koskaan oteta.</translation>
    </message>
    <message>
        <source>i2 steps into h2, but h3 is empty: nothing is captured and North plays on.</source>
        <extracomment>kimasai/07-win WrongWhy</extracomment>
        <translation>i2 astuu h2:een, mutta h3 on tyhjä: mitään ei kaapata, ja Pohjoinen pelaa edelleen.</translation>
    </message>
    <message>
        <source>j1&apos;s seeds end in l1, in your back row: they capture nothing and North keeps playing.</source>
        <extracomment>kigogo/08-win WrongWhy</extracomment>
        <translation>j1:n siemenet päättyvät l1:een, takariviisi: ne eivät kaappaa mitään, ja Pohjoinen pelaa edelleen.</translation>
    </message>
    <message>
        <source>k1 captures k3, but k4 behind it is empty: that is only one seed.</source>
        <extracomment>kigogo/05-front-and-back WrongWhy</extracomment>
        <translation>k1 kaappaa k3:n, mutta sen takana oleva k4 on tyhjä: se on vain yksi siemen.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in d2.</source>
        <extracomment>kingulu/04-relay Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa d2:een.</translation>
    </message>
    <message>
        <source>Make North&apos;s f2 your mtoto with five seeds in it.</source>
        <extracomment>kingulu/08-the-seed-before Task</extracomment>
        <translation>Tee Pohjoisen kuopasta f2 mtotosi, jossa on viisi siementä.</translation>
    </message>
    <message>
        <source>The seed before the last</source>
        <extracomment>kingulu/08-the-seed-before Title</extracomment>
        <translation>Viimeistä edeltävä siemen</translation>
    </message>
    <message>
        <source>When a lap of two or more seeds makes a mtoto, the seed it dropped just before its last one joins the mtoto too.</source>
        <extracomment>kingulu/08-the-seed-before Hint</extracomment>
        <translation>Kun kahden tai useamman siemenen kierros tekee mtodon, juuri ennen viimeistä pudotettu siemen liittyy myös mtotoon.</translation>
    </message>
    <message>
        <source>d1&apos;s lap sowed three seeds. The last one made f2 your mtoto, and the one dropped into f1 just before moved in too: five seeds.</source>
        <extracomment>kingulu/08-the-seed-before after ply 1</extracomment>
        <translation>d1:n kierros kylvi kolme siementä. Viimeinen teki f2:sta mtotosi, ja juuri ennen sitä f1:een pudotettu siirtyi myös sinne: viisi siementä.</translation>
    </message>
    <message>
        <source>f1&apos;s lap is a single seed: it has no seed before its last, so f2 becomes a mtoto of only four.</source>
        <extracomment>kingulu/08-the-seed-before WrongWhy</extracomment>
        <translation>f1:n kierros on yksi ainoa siemen: sillä ei ole viimeistä edeltävää siementä, joten f2:sta tulee vain neljän siemenen mtoto.</translation>
    </message>
    <message>
        <source>You play South. Your kuu, the big square hole, is e2. While you have seeds in reserve, each move starts by placing one of them into one of your front holes that holds seeds.</source>
        <extracomment>kete/01-kuu the start</extracomment>
        <translation>Pelaat Etelänä. Kuu-kuoppasi, iso neliön muotoinen kuoppa, on e2. Niin kauan kuin sinulla on siemeniä varannossa, jokainen siirto alkaa siitä, että asetat yhden niistä johonkin etukuoppaasi, jossa on siemeniä.</translation>
    </message>
    <message>
        <source>A lap ends in North&apos;s f2, which held exactly three seeds: it becomes South&apos;s mtoto, a hole that is his to the end. The seed dropped just before joins it.</source>
        <extracomment>samples/kingulu after ply 7</extracomment>
        <translation>Kierros päättyy Pohjoisen f2:een, jossa oli täsmälleen kolme siementä: siitä tulee Etelän mtoto, hänen kuoppansa loppuun asti. Juuri ennen pudotettu siemen liittyy siihen.</translation>
    </message>
    <message>
        <source>A sample game between two computer levels: South plays at Expert, North at Strong. Both start in nemo, placing one reserve seed each move.</source>
        <extracomment>samples/kete the start</extracomment>
        <translation>Esimerkkipeli kahden tietokonetason välillä: Etelä pelaa tasolla Mestari, Pohjoinen tasolla Vahva. Kumpikin aloittaa nemossa ja asettaa joka siirrolla yhden varantosiemenen.</translation>
    </message>
    <message>
        <source>A sample game of Bao la Kimasai: one stone a hole. South plays at Expert, North at Strong. Each move steps one stone into the empty hole ahead.</source>
        <extracomment>samples/kimasai the start</extracomment>
        <translation>Bao la Kimasain esimerkkipeli: yksi kivi kuoppaa kohden. Etelä pelaa tasolla Mestari, Pohjoinen tasolla Vahva. Jokainen siirto siirtää yhden kiven edessä olevaan tyhjään kuoppaan.</translation>
    </message>
    <message>
        <source>A sample game on the big board, four rows of twelve. South plays at Expert, North at Strong. Watch how long the relay sowings are at the start.</source>
        <extracomment>samples/kigogo the start</extracomment>
        <translation>Esimerkkipeli isolla laudalla, neljä kahdentoista kuopan riviä. Etelä pelaa tasolla Mestari, Pohjoinen tasolla Vahva. Katso, kuinka pitkiä jatkokylvöt ovat alussa.</translation>
    </message>
    <message>
        <source>North answers on his side: k3 to l3 captures l2 and l1.</source>
        <extracomment>samples/kimasai after ply 2</extracomment>
        <translation>Pohjoinen vastaa omalla puolellaan: k3 kuoppaan l3 kaappaa l2:n ja l1:n.</translation>
    </message>
    <message>
        <source>North cannot move, so the game ends and both sides count their row, their mtoto holes and their store: South wins 33 to 15.</source>
        <extracomment>samples/kingulu after ply 17</extracomment>
        <translation>Pohjoinen ei voi siirtää, joten peli päättyy ja kumpikin laskee rivinsä, mtotokuoppansa ja varastonsa: Etelä voittaa 33–15.</translation>
    </message>
    <message>
        <source>North captures South&apos;s a1 into his store.</source>
        <extracomment>samples/kingulu after ply 10</extracomment>
        <translation>Pohjoinen kaappaa Etelän a1:n varastoonsa.</translation>
    </message>
    <message>
        <source>North captures c2 alone: South&apos;s back hole c1 was empty, and the back hole is only ever taken together with the front one.</source>
        <extracomment>samples/kigogo after ply 12</extracomment>
        <translation>Pohjoinen kaappaa pelkän c2:n: Etelän takakuoppa c1 oli tyhjä, ja takakuoppa otetaan aina vain etukuopan mukana.</translation>
    </message>
    <message>
        <source>North captures h2 alone: South&apos;s h1, behind it, was empty, so only the front stone is taken.</source>
        <extracomment>samples/kimasai after ply 12</extracomment>
        <translation>Pohjoinen kaappaa pelkän h2:n: sen takana oleva Etelän h1 oli tyhjä, joten vain etukivi otetaan.</translation>
    </message>
    <message>
        <source>North claims a mtoto of his own, a1, in South&apos;s row.</source>
        <extracomment>samples/kingulu after ply 16</extracomment>
        <translation>Pohjoinen valtaa oman mtodon, a1:n, Etelän rivistä.</translation>
    </message>
    <message>
        <source>North has no hole with two or more seeds left, so he may only step a single seed into the empty hole ahead. Even a step captures when it ends in the front row opposite seeds.</source>
        <extracomment>samples/kigogo after ply 84</extracomment>
        <translation>Pohjoisella ei ole enää kuoppaa, jossa olisi kaksi tai useampia siemeniä, joten hän voi vain siirtää yksittäisen siemenen edessä olevaan tyhjään kuoppaan. Askelkin kaappaa, kun se päättyy eturiviin siemeniä vastapäätä.</translation>
    </message>
    <message>
        <source>North replies with the same pattern on his side and captures l2 and l1.</source>
        <extracomment>samples/kigogo after ply 2</extracomment>
        <translation>Pohjoinen vastaa samalla kuviolla omalla puolellaan ja kaappaa l2:n ja l1:n.</translation>
    </message>
    <message>
        <source>North&apos;s kuu goes the same way: a takata from the kuu, ten laps long.</source>
        <extracomment>samples/kete after ply 48</extracomment>
        <translation>Pohjoisen kuu menee samaa tietä: takata kuusta, kymmenen kierroksen mittainen.</translation>
    </message>
    <message>
        <source>North&apos;s reserve is empty too. Both players are now in mtaji.</source>
        <extracomment>samples/kete after ply 44</extracomment>
        <translation>Myös Pohjoisen varanto on tyhjä. Molemmat pelaajat ovat nyt mtajissa.</translation>
    </message>
    <message>
        <source>South captures North&apos;s last stone: North has none left, and South wins.</source>
        <extracomment>samples/kimasai after ply 151</extracomment>
        <translation>Etelä kaappaa Pohjoisen viimeisen kiven: Pohjoiselle ei jää yhtään, ja Etelä voittaa.</translation>
    </message>
    <message>
        <source>South captures again and again until North&apos;s front row is empty: bao hamna, and South wins at once.</source>
        <extracomment>samples/kete after ply 51</extracomment>
        <translation>Etelä kaappaa yhä uudelleen, kunnes Pohjoisen eturivi on tyhjä: bao hamna, ja Etelä voittaa heti.</translation>
    </message>
    <message>
        <source>South captures again: 17 seeds in his store against North&apos;s 10.</source>
        <extracomment>samples/kingulu after ply 13</extracomment>
        <translation>Etelä kaappaa taas: varastossaan 17 siementä, Pohjoisella 10.</translation>
    </message>
    <message>
        <source>South has placed his last reserve seed. From his next move on he plays mtaji: he lifts seeds from his own holes instead of placing new ones.</source>
        <extracomment>samples/kete after ply 43</extracomment>
        <translation>Etelä on asettanut viimeisen varantosiemenensä. Seuraavasta siirrostaan alkaen hän pelaa mtajia: hän nostaa siemeniä omista kuopistaan uusien asettamisen sijaan.</translation>
    </message>
    <message>
        <source>South makes a second mtoto, e2. Seeds sown into a mtoto go straight to its owner&apos;s store.</source>
        <extracomment>samples/kingulu after ply 9</extracomment>
        <translation>Etelä tekee toisen mtodon, e2:n. Mtotoon kylvetyt siemenet menevät suoraan sen omistajan varastoon.</translation>
    </message>
    <message>
        <source>South steps b2 into the empty a2, his front row, opposite a3: he captures a3 and the stone behind it, a4.</source>
        <extracomment>samples/kimasai after ply 1</extracomment>
        <translation>Etelä siirtää b2:n tyhjään a2:een, eturiviinsä, a3:a vastapäätä: hän kaappaa a3:n ja sen takana olevan kiven, a4:n.</translation>
    </message>
    <message>
        <source>South&apos;s first move relays five laps and ends in an empty hole of his own row: he captures North&apos;s e2 and the capturing seed into his store.</source>
        <extracomment>samples/kingulu after ply 1</extracomment>
        <translation>Etelän ensimmäinen siirto jatkuu viisi kierrosta ja päättyy oman rivin tyhjään kuoppaan: hän kaappaa Pohjoisen e2:n ja kaappaavan siemenen varastoonsa.</translation>
    </message>
    <message>
        <source>South&apos;s step takes North&apos;s last seed: North has nothing left, and South wins.</source>
        <extracomment>samples/kigogo after ply 133</extracomment>
        <translation>Etelän askel vie Pohjoisen viimeisen siemenen: Pohjoiselle ei jää mitään, ja Etelä voittaa.</translation>
    </message>
    <message>
        <source>South&apos;s very first move relays a second lap and ends in an empty hole of his front row opposite seeds: he captures North&apos;s a3 and a4, the hole behind it.</source>
        <extracomment>samples/kigogo after ply 1</extracomment>
        <translation>Etelän aivan ensimmäinen siirto jatkuu toiselle kierrokselle ja päättyy eturivin tyhjään kuoppaan siemeniä vastapäätä: hän kaappaa Pohjoisen a3:n ja sen takana olevan kuopan a4:n.</translation>
    </message>
    <message>
        <source>This capture&apos;s sowing ends in South&apos;s own kuu. In nemo he may stop there or go on (safari); South stops, and keeps his kuu.</source>
        <extracomment>samples/kete after ply 5</extracomment>
        <translation>Tämän kaappauksen kylvö päättyy Etelän omaan kuuhun. Nemossa hän voi pysähtyä siihen tai jatkaa (safari); Etelä pysähtyy ja säilyttää kuunsa.</translation>
    </message>
    <message>
        <source>With no capture move, South must sow his whole kuu. The kuu is gone for good, and its 20 seeds relay around his two rows.</source>
        <extracomment>samples/kete after ply 45</extracomment>
        <translation>Koska kaappaavaa siirtoa ei ole, Etelän on kylvettävä koko kuunsa. Kuu katoaa lopullisesti, ja sen 20 siementä kiertävät jatkokylvöinä hänen kahta riviään.</translation>
    </message>
    <message>
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. Which of your front holes faces c3?</source>
        <extracomment>kete/02-capture Hint</extracomment>
        <translation>Kaappaus vaatii siemeniä saman sarakkeen molempiin kuoppiin: omaan etukuoppaasi ja Pohjoisen vastakkaiseen etukuoppaan. Mikä etukuopistasi on c3:a vastapäätä?</translation>
    </message>
    <message>
        <source>You placed a reserve seed into g2 or h2 and sowed that hole leftward: two seeds from g2, three from h2. Either way the last one fell into your kuu, and a lap that ends in your kuu ends the move.</source>
        <extracomment>kete/01-kuu after ply 1</extracomment>
        <translation>Asetit varantosiemenen kuoppaan g2 tai h2 ja kylvit sen kuopan vasemmalle: kaksi siementä g2:sta, kolme h2:sta. Kummin päin tahansa viimeinen putosi kuuhusi, ja kuuhusi päättyvä kierros päättää siirron.</translation>
    </message>
    <message>
        <source>A short sample game on the two-row board: South, a person, against the computer at Strong; both sow counterclockwise around one loop of twelve holes.</source>
        <extracomment>samples/kingulu the start</extracomment>
        <translation>Lyhyt esimerkkipeli kaksirivisellä laudalla: Etelä, ihminen, tietokonetta vastaan tasolla Vahva; molemmat kylvävät vastapäivään yhden kahdentoista kuopan kierron ympäri.</translation>
    </message>
    <message>
        <source>A draw by repetition</source>
        <extracomment>kingulu/09-repetition Title</extracomment>
        <translation>Tasapeli toistosta</translation>
    </message>
    <message>
        <source>A hole of 16 or more seeds never starts a capture, even when its first lap ends at a capture position. Can any of your moves capture?</source>
        <extracomment>kete/12-sixteen-seeds Hint</extracomment>
        <translation>Kuoppa, jossa on 16 tai enemmän siemeniä, ei koskaan aloita kaappausta, vaikka sen ensimmäinen kierros päättyisi kaappauspaikkaan. Voiko jokin siirtosi kaapata?</translation>
    </message>
    <message>
        <source>A kuu of eight</source>
        <extracomment>kete/11-kuu-of-eight Title</extracomment>
        <translation>Kahdeksan siemenen kuu</translation>
    </message>
    <message>
        <source>A move may not end its first lap in an occupied hole of the mover&apos;s own row. After your move, which of North&apos;s holes could he sow?</source>
        <extracomment>kingulu/03-not-allowed Hint</extracomment>
        <translation>Siirron ensimmäinen kierros ei saa päättyä siirtäjän oman rivin varattuun kuoppaan. Mistä Pohjoisen kuopasta hän voisi kylvää siirtosi jälkeen?</translation>
    </message>
    <message>
        <source>After f1 the position came back for the third time, the same seeds in the same holes with North to move: a draw. Behind on the count, a draw is the best you could get.</source>
        <extracomment>kingulu/09-repetition after ply 12</extracomment>
        <translation>f1:n jälkeen asema toistui kolmannen kerran, samat siemenet samoissa kuopissa ja Pohjoisen vuoro: tasapeli. Kun olet laskennassa jäljessä, tasapeli on paras, minkä voit saada.</translation>
    </message>
    <message>
        <source>Capture North&apos;s e3.</source>
        <extracomment>kete/13-the-duty Task</extracomment>
        <translation>Kaappaa Pohjoisen e3.</translation>
    </message>
    <message>
        <source>Capture if the rules let you. If no move can capture, sow so that your last seed lands in c2.</source>
        <extracomment>kete/12-sixteen-seeds Task</extracomment>
        <translation>Kaappaa, jos säännöt sallivat. Jos mikään siirto ei voi kaapata, kylvä niin, että viimeinen siemenesi putoaa c2:een.</translation>
    </message>
    <message>
        <source>Capture the marked hole</source>
        <extracomment>kete/13-the-duty Title</extracomment>
        <translation>Kaappaa merkitty kuoppa</translation>
    </message>
    <message>
        <source>Captured seeds are sown starting in a kichwa, a2 or h2, towards the centre. In this stage, for a first capture in columns c to f, you choose the kichwa. Which one brings the seeds to g2?</source>
        <extracomment>kete/03-choose-kichwa Hint; kiswahili/02-choose-kichwa Hint</extracomment>
        <translation>Kaapatut siemenet kylvetään kichwaan aloittaen, a2:een tai h2:een, kohti keskustaa. Tässä vaiheessa saat sarakkeiden c–f ensimmäisessä kaappauksessa valita kichwan itse. Kumpi vie siemenet g2:een?</translation>
    </message>
    <message>
        <source>Clockwise, all seven seeds go right, round the end and along your back row to e1, which held two: its three seeds go on to b1. Only a kuu of eight or more sows just two seeds.</source>
        <extracomment>kete/04-sowing-the-kuu WrongWhy</extracomment>
        <translation>Myötäpäivään kaikki seitsemän siementä kulkevat oikealle, pään ympäri ja takariviäsi pitkin e1:een, jossa oli kaksi: sen kolme siementä jatkavat b1:een. Vain kahdeksan tai useamman siemenen kuu kylvää pelkät kaksi siementä.</translation>
    </message>
    <message>
        <source>Counterclockwise, all nine seeds leave the kuu: left along your front row, down and along your back row to e1. In mtaji the whole kuu is sown; only a nemo takata from a kuu of eight or more sows just two.</source>
        <extracomment>kete/07-mtaji-kuu-first WrongWhy</extracomment>
        <translation>Vastapäivään kaikki yhdeksän siementä lähtevät kuusta: vasemmalle eturiviäsi pitkin, alas ja takariviäsi pitkin e1:een. Mtajissa koko kuu kylvetään; vain nemo-takata kahdeksan tai useamman siemenen kuusta kylvää pelkät kaksi.</translation>
    </message>
    <message>
        <source>End the game now, and win it on the count.</source>
        <extracomment>kingulu/03-not-allowed Task</extracomment>
        <translation>Päätä peli nyt ja voita se laskennassa.</translation>
    </message>
    <message>
        <source>In mtaji, when you cannot capture and your kuu still stands, you must sow the whole kuu, all its seeds, clockwise or counterclockwise.</source>
        <extracomment>kete/07-mtaji-kuu-first Hint</extracomment>
        <translation>Mtajissa, kun et voi kaapata ja kuu-kuoppasi on yhä olemassa, sinun on kylvettävä koko kuu, kaikki sen siemenet, myötä- tai vastapäivään.</translation>
    </message>
    <message>
        <source>Moves that are not allowed</source>
        <extracomment>kingulu/03-not-allowed Title</extracomment>
        <translation>Siirrot, jotka eivät ole sallittuja</translation>
    </message>
    <message>
        <source>Nine laps and four captures in one move: after a capture, every lap that ends at another capture position captures again, and the captured seeds are sown in laps of their own.</source>
        <extracomment>samples/kete after ply 27</extracomment>
        <translation>Yhdeksän kierrosta ja neljä kaappausta yhdellä siirrolla: kaappauksen jälkeen jokainen kierros, joka päättyy toiseen kaappauspaikkaan, kaappaa uudelleen, ja kaapatut siemenet kylvetään omina kierroksinaan.</translation>
    </message>
    <message>
        <source>Nineteen laps and seven captures: South sweeps North&apos;s front row almost empty.</source>
        <extracomment>samples/kete after ply 49</extracomment>
        <translation>Yhdeksäntoista kierrosta ja seitsemän kaappausta: Etelä tyhjentää Pohjoisen eturivin melkein kokonaan.</translation>
    </message>
    <message>
        <source>No capture is possible, and your kuu, with seven seeds, is your only front hole with seeds.</source>
        <extracomment>kete/11-kuu-of-eight the start</extracomment>
        <translation>Kaappaus ei ole mahdollinen, ja kuu-kuoppasi, jossa on seitsemän siementä, on ainoa eturivin kuoppasi, jossa on siemeniä.</translation>
    </message>
    <message>
        <source>No capture is possible, so this move is a takata: a move without capture. Your kuu is your only front hole with seeds.</source>
        <extracomment>kete/04-sowing-the-kuu the start</extracomment>
        <translation>Kaappaus ei ole mahdollinen, joten tämä siirto on takata: siirto ilman kaappausta. Kuu-kuoppasi on ainoa eturivin kuoppasi, jossa on siemeniä.</translation>
    </message>
    <message>
        <source>No move of yours could capture: d2&apos;s first lap ends facing North&apos;s seeds either way, but a hole of 16 or more never starts a capture. So you sowed a takata: e2&apos;s two seeds went into d2 and c2.</source>
        <extracomment>kete/12-sixteen-seeds after ply 1</extracomment>
        <translation>Mikään siirtosi ei voinut kaapata: d2:n ensimmäinen kierros päättyy kumpaan suuntaan tahansa Pohjoisen siemeniä vastapäätä, mutta kuoppa, jossa on 16 tai enemmän siemeniä, ei koskaan aloita kaappausta. Niinpä kylvit takatan: e2:n kaksi siementä menivät kuoppiin d2 ja c2.</translation>
    </message>
    <message>
        <source>North has just marked your c2 with hizi zetu.</source>
        <extracomment>kete/08-hizi-zetu the start</extracomment>
        <translation>Pohjoinen on juuri merkinnyt c2:si hizi zetulla.</translation>
    </message>
    <message>
        <source>North&apos;s front hole d3 faces South&apos;s d2, and both hold seeds: a capture position. Captures are compulsory in nemo, and c3 could capture too. North places his seed in his kuu, d3, and takes d2.</source>
        <extracomment>samples/kete after ply 2</extracomment>
        <translation>Pohjoisen etukuoppa d3 on Etelän d2:ta vastapäätä, ja kummassakin on siemeniä: kaappauspaikka. Nemossa kaappaus on pakollinen, ja myös c3 voisi kaapata. Pohjoinen asettaa siemenensä kuuhunsa d3 ja vie d2:n.</translation>
    </message>
    <message>
        <source>North&apos;s last move marked your c2 by hizi zetu: this turn you may not sow it, and a lap that ends in c2 ends your move there: c2 is not lifted and sown on.</source>
        <extracomment>kete/08-hizi-zetu Hint</extracomment>
        <translation>Pohjoisen viime siirto merkitsi c2:si hizi zetulla: tällä vuorolla et saa kylvää siitä, ja c2:een päättyvä kierros päättää siirtosi siihen: c2:ta ei nosteta kylvön jatkamiseksi.</translation>
    </message>
    <message>
        <source>South answers in kind: c2 is his only capture position, so South places a seed in c2, captures c3, and sows the two captured seeds starting in a kichwa.</source>
        <extracomment>samples/kete after ply 3</extracomment>
        <translation>Etelä vastaa samalla mitalla: c2 on hänen ainoa kaappauspaikkansa, joten Etelä asettaa siemenen c2:een, kaappaa c3:n ja kylvää kaksi kaapattua siementä kichwaan aloittaen.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in a2.</source>
        <extracomment>kete/08-hizi-zetu Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa a2:een.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in c2.</source>
        <extracomment>kete/07-mtaji-kuu-first Task; kete/11-kuu-of-eight Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa c2:een.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g2.</source>
        <extracomment>kete/04-sowing-the-kuu Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa g2:een.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the two seeds go into a2 and b2. b2 was empty, so the move ends there.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy; kiswahili/02-choose-kichwa WrongWhy</extracomment>
        <translation>Kichwaan a2 aloittaen kaksi siementä menevät kuoppiin a2 ja b2. b2 oli tyhjä, joten siirto päättyy siihen.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the two seeds went into h2 and g2. g2 faces g3, so you captured again, and those seeds were sown starting in h2 too.</source>
        <extracomment>kete/03-choose-kichwa after ply 1</extracomment>
        <translation>Kichwaan h2 aloittaen kaksi siementä menivät kuoppiin h2 ja g2. g2 on g3:a vastapäätä, joten kaappasit uudelleen, ja nekin siemenet kylvettiin h2:een aloittaen.</translation>
    </message>
    <message>
        <source>The game ends when the player to move has no legal move: then both sides count. North has eleven seeds in his row.</source>
        <extracomment>kingulu/03-not-allowed the start</extracomment>
        <translation>Peli päättyy, kun vuorossa olevalla pelaajalla ei ole laillista siirtoa: sitten molemmat laskevat. Pohjoisen rivissä on yksitoista siementä.</translation>
    </message>
    <message>
        <source>The kuu held six, seven with your reserve seed, and all seven were sown: leftward to a2, down and along your back row to c1. c1 held a seed, so its two seeds went on, and so did e1 and h1, up to g2. Your kuu is gone now.</source>
        <extracomment>kete/04-sowing-the-kuu after ply 1</extracomment>
        <translation>Kuussa oli kuusi siementä, varantosiemenesi kanssa seitsemän, ja kaikki seitsemän kylvettiin: vasemmalle a2:een, alas ja takariviäsi pitkin c1:een. c1:ssä oli siemen, joten sen kaksi siementä jatkoivat, ja samoin e1 ja h1, ylös g2:een asti. Kuu-kuoppasi on nyt poissa.</translation>
    </message>
    <message>
        <source>With your reserve seed your kuu holds eight. A kuu of eight or more is not emptied: only two of its seeds are sown, and it stays.</source>
        <extracomment>kete/11-kuu-of-eight Hint</extracomment>
        <translation>Varantosiemenesi kanssa kuussasi on kahdeksan. Kahdeksan tai useamman siemenen kuuta ei tyhjennetä: vain kaksi sen siementä kylvetään, ja se jää paikalleen.</translation>
    </message>
    <message>
        <source>You are far behind on the count. Save a draw: make a position come back for the third time.</source>
        <extracomment>kingulu/09-repetition Task</extracomment>
        <translation>Olet laskennassa pahasti jäljessä. Pelasta tasapeli: saa jokin asema toistumaan kolmannen kerran.</translation>
    </message>
    <message>
        <source>You captured d3. Its seeds, sown starting in the kichwa a2, reached c2, and c2 captured c3: North&apos;s front row is empty. Bao hamna, you win.</source>
        <extracomment>kete/09-bao-hamna after ply 1</extracomment>
        <translation>Kaappasit d3:n. Sen siemenet, kichwaan a2 aloittaen kylvettyinä, ehtivät c2:een, ja c2 kaappasi c3:n: Pohjoisen eturivi on tyhjä. Bao hamna, voitit.</translation>
    </message>
    <message>
        <source>You could not capture, so you had to sow your kuu, all nine seeds: right to h2, down and back along your back row to c1. c1 held a seed, so its two seeds went on, and so did a1, up to c2. Your kuu is gone now.</source>
        <extracomment>kete/07-mtaji-kuu-first after ply 1</extracomment>
        <translation>Et voinut kaapata, joten sinun oli kylvettävä kuu-kuoppasi, kaikki yhdeksän siementä: oikealle h2:een, alas ja takariviäsi takaisin c1:een. c1:ssä oli siemen, joten sen kaksi siementä jatkoivat, ja samoin a1, ylös c2:een asti. Kuu-kuoppasi on nyt poissa.</translation>
    </message>
    <message>
        <source>Your kuu held eight with the reserve seed, so only two were lifted, into d2 and c2. The kuu stays, with six.</source>
        <extracomment>kete/11-kuu-of-eight after ply 1</extracomment>
        <translation>Kuussasi oli varantosiemenen kanssa kahdeksan, joten vain kaksi nostettiin, kuoppiin d2 ja c2. Kuu jää paikalleen, ja siinä on kuusi.</translation>
    </message>
    <message>
        <source>Your kuu is your only front hole with seeds, so you may sow it. With your reserve seed it holds seven: a kuu of seven is sown whole. Follow all seven seeds, and the laps that go on from where they end.</source>
        <extracomment>kete/04-sowing-the-kuu Hint</extracomment>
        <translation>Kuu-kuoppasi on ainoa eturivin kuoppasi, jossa on siemeniä, joten saat kylvää sen. Varantosiemenesi kanssa siinä on seitsemän: seitsemän siemenen kuu kylvetään kokonaan. Seuraa kaikkia seitsemää siementä ja kierroksia, jotka jatkuvat siitä, mihin ne päättyvät.</translation>
    </message>
    <message>
        <source>Your last takata marked North&apos;s a3 with hizi zetu. On this move you must capture a3 if any capture move can.</source>
        <extracomment>kete/13-the-duty the start</extracomment>
        <translation>Viime takatasi merkitsi Pohjoisen a3:n hizi zetulla. Tällä siirrolla sinun on kaapattava a3, jos jokin kaappaussiirto pystyy siihen.</translation>
    </message>
    <message>
        <source>Your last takata marked North&apos;s a3: while a capture move can take a3, you must play one that does. Which of them goes on to take e3 as well?</source>
        <extracomment>kete/13-the-duty Hint</extracomment>
        <translation>Viime takatasi merkitsi Pohjoisen a3:n: niin kauan kuin jokin kaappaussiirto voi viedä a3:n, sinun on pelattava sellainen. Mikä niistä vie lisäksi e3:n?</translation>
    </message>
    <message>
        <source>Your reserve is empty, none of your moves can capture, and your kuu still stands, with nine seeds.</source>
        <extracomment>kete/07-mtaji-kuu-first the start</extracomment>
        <translation>Varantosi on tyhjä, yksikään siirtosi ei voi kaapata, ja kuu-kuoppasi on yhä olemassa, ja siinä on yhdeksän siementä.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is mtaji.</source>
        <extracomment>kete/12-sixteen-seeds the start</extracomment>
        <translation>Varantosi on tyhjä: tämä on mtaji.</translation>
    </message>
    <message>
        <source>Your reserve seed went into c2, opposite North&apos;s c3: c3&apos;s seeds are captured and sown back into your front row, starting in a kichwa, an end hole. Clockwise they start in a2; counterclockwise they start in h2, reach g2 and capture g3 too.</source>
        <extracomment>kete/02-capture after ply 1</extracomment>
        <translation>Varantosiemenesi meni kuoppaan c2, Pohjoisen c3:a vastapäätä: c3:n siemenet kaapataan ja kylvetään takaisin eturiviisi kichwaan eli päätykuoppaan aloittaen. Myötäpäivään ne alkavat kuopasta a2; vastapäivään ne alkavat kuopasta h2, ehtivät g2:een ja kaappaavat myös g3:n.</translation>
    </message>
    <message>
        <source>Your seed went into the empty f2. Now every move of North&apos;s would end its first lap in an occupied hole of his own row: b2 in a2, c2 in b2, and so on, and a2&apos;s seven seeds round to f2. None is allowed, so the game ends: you win 26 to 22 on the count.</source>
        <extracomment>kingulu/03-not-allowed after ply 1</extracomment>
        <translation>Siemenesi meni tyhjään f2:een. Nyt jokainen Pohjoisen siirto päättäisi ensimmäisen kierroksensa oman rivinsä varattuun kuoppaan: b2 a2:een, c2 b2:een ja niin edelleen, ja a2:n seitsemän siementä kiertäen f2:een. Yksikään ei ole sallittu, joten peli päättyy: voitat laskennassa 26–22.</translation>
    </message>
    <message>
        <source>a1 captures North&apos;s b2, but then North&apos;s c2 may be sown into the empty b2, and a2&apos;s seven seeds may end their first lap in the empty f2: North plays on.</source>
        <extracomment>kingulu/03-not-allowed WrongWhy</extracomment>
        <translation>a1 kaappaa Pohjoisen b2:n, mutta sen jälkeen Pohjoinen voi kylvää c2:n tyhjään b2:een, ja a2:n seitsemän siemenen ensimmäinen kierros voi päättyä tyhjään f2:een: Pohjoinen pelaa edelleen.</translation>
    </message>
    <message>
        <source>b1&apos;s two seeds went into a1 and a2, which faces the marked a3: you captured it, as you had to. The laps that followed took c3 and then e3.</source>
        <extracomment>kete/13-the-duty after ply 1</extracomment>
        <translation>b1:n kaksi siementä menivät kuoppiin a1 ja a2, joka on merkittyä a3:a vastapäätä: kaappasit sen, kuten sinun oli pakko. Seuraavat kierrokset veivät c3:n ja sitten e3:n.</translation>
    </message>
    <message>
        <source>c1 captures North&apos;s d2: two seeds into your store. But North stays far ahead, 20 to 28 on the count, and no position has come back a third time: the game goes on.</source>
        <extracomment>kingulu/09-repetition WrongWhy</extracomment>
        <translation>c1 kaappaa Pohjoisen d2:n: kaksi siementä varastoosi. Mutta Pohjoinen on yhä paljon edellä, laskennassa 20–28, eikä mikään asema ole toistunut kolmannen kerran: peli jatkuu.</translation>
    </message>
    <message>
        <source>c2 may be sown only counterclockwise now, and that capture takes the marked a3 and stops in c2. Clockwise its first lap would end in e2 and take e3, but it would leave a3 alone: that is not allowed while a capture can take a3.</source>
        <extracomment>kete/13-the-duty WrongWhy</extracomment>
        <translation>c2:sta saa nyt kylvää vain vastapäivään, ja se kaappaus vie merkityn a3:n ja pysähtyy c2:een. Myötäpäivään sen ensimmäinen kierros päättyisi e2:een ja veisi e3:n, mutta jättäisi a3:n: se ei ole sallittua, niin kauan kuin jokin kaappaus voi viedä a3:n.</translation>
    </message>
    <message>
        <source>d1&apos;s three seeds went into e1, f1 and, round the corner, f2 in North&apos;s row. f2 was empty, so the move ends there.</source>
        <extracomment>kingulu/01-sowing after ply 1</extracomment>
        <translation>d1:n kolme siementä menivät kuoppiin e1, f1 ja kulman takaa Pohjoisen rivin f2:een. f2 oli tyhjä, joten siirto päättyy siihen.</translation>
    </message>
    <message>
        <source>d2&apos;s three seeds went into c2, b2 and a2. The lap passed the marked c2 and ended in a2: only a lap that ends in the marked hole is stopped there.</source>
        <extracomment>kete/08-hizi-zetu after ply 1</extracomment>
        <translation>d2:n kolme siementä menivät kuoppiin c2, b2 ja a2. Kierros ohitti merkityn c2:n ja päättyi a2:een: vain merkittyyn kuoppaan päättyvä kierros pysähtyy siihen.</translation>
    </message>
    <message>
        <source>e2&apos;s two seeds go into d2 and c2. c2 is the marked hole: the move ends there, instead of lifting c2 and sowing on to a2.</source>
        <extracomment>kete/08-hizi-zetu WrongWhy</extracomment>
        <translation>e2:n kaksi siementä menevät kuoppiin d2 ja c2. c2 on merkitty kuoppa: siirto päättyy siihen sen sijaan, että c2 nostettaisiin ja kylvöä jatkettaisiin a2:een.</translation>
    </message>
    <message>
        <source>f2ccw captures d3, but its seeds are sown starting in h2 and stop in f2: c3 is left, and North plays on.</source>
        <extracomment>kete/09-bao-hamna WrongWhy</extracomment>
        <translation>f2ccw kaappaa d3:n, mutta sen siemenet kylvetään h2:een aloittaen ja pysähtyvät f2:een: c3 jää, ja Pohjoinen pelaa edelleen.</translation>
    </message>
    <message>
        <source>In Bao Kingulu a position that occurs for the third time is a draw. Look at the move list: the position you see has come once before. What did you play from it then?</source>
        <extracomment>kingulu/09-repetition Hint</extracomment>
        <translation>Bao Kingulussa kolmannen kerran toistuva asema on tasapeli. Katso siirtolistaa: näkemäsi asema on ollut jo kerran aiemmin. Minkä siirron pelasit siitä silloin?</translation>
    </message>
    <message>
        <source>Sixteen seeds never capture</source>
        <extracomment>kete/12-sixteen-seeds Title</extracomment>
        <translation>Kuusitoista siementä ei kaappaa koskaan</translation>
    </message>
    <message>
        <source>The game has gone round once: the position of the start came back, and the same moves are being played again. North is far ahead on the count.</source>
        <extracomment>kingulu/09-repetition after ply 11</extracomment>
        <translation>Peli on jo toistanut itseään kerran: alkuasema palasi, ja samoja siirtoja pelataan uudelleen. Pohjoinen on laskennassa paljon edellä.</translation>
    </message>
    <message>
        <source>Your kuu held eight with the reserve seed, so only two were lifted, clockwise into f2 and g2: the move ends in g2. A kuu of eight or more sows just two seeds.</source>
        <extracomment>kete/11-kuu-of-eight WrongWhy</extracomment>
        <translation>Kuussasi oli varantosiemenen kanssa kahdeksan, joten vain kaksi nostettiin, myötäpäivään kuoppiin f2 ja g2: siirto päättyy g2:een. Kahdeksan tai useamman siemenen kuu kylvää vain kaksi siementä.</translation>
    </message>
    <message>
        <source>d2&apos;s first lap ends in c2, facing North&apos;s c3, but a hole of 16 or more never starts a capture: the seeds of c2 are sown on instead, lap after lap, and the move ends in b1. Nothing is captured.</source>
        <extracomment>kete/12-sixteen-seeds WrongWhy</extracomment>
        <translation>d2:n ensimmäinen kierros päättyy c2:een, Pohjoisen c3:a vastapäätä, mutta kuoppa, jossa on 16 tai enemmän siemeniä, ei koskaan aloita kaappausta: sen sijaan c2:n siemenet kylvetään eteenpäin kierros kierrokselta, ja siirto päättyy b1:een. Mitään ei kaapata.</translation>
    </message>
    <message>
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. You place a seed from your hand into your hole, and take North&apos;s. Which of your front holes faces b3?</source>
        <extracomment>kiswahili/01-capture Hint</extracomment>
        <translation>Kaappaus vaatii siemeniä saman sarakkeen molempiin kuoppiin: omaan etukuoppaasi ja Pohjoisen vastakkaiseen etukuoppaan. Asetat kädestäsi siemenen kuoppaasi ja viet Pohjoisen kuopan. Mikä etukuopistasi on b3:a vastapäätä?</translation>
    </message>
    <message>
        <source>A capture that empties North&apos;s front row wins the game at once, whatever North has in his back row. Which way must the captured seeds go to reach g2?</source>
        <extracomment>kiswahili/06-bao-hamna Hint</extracomment>
        <translation>Kaappaus, joka tyhjentää Pohjoisen eturivin, voittaa pelin heti, oli Pohjoisen takarivissä mitä tahansa. Mihin suuntaan kaapattujen siementen on mentävä, jotta ne ehtivät g2:een?</translation>
    </message>
    <message>
        <source>A dormant nyumba</source>
        <extracomment>kiswahili/04-dormant-nyumba Title</extracomment>
        <translation>Lepotilassa oleva nyumba</translation>
    </message>
    <message>
        <source>A dormant nyumba is an ordinary hole: a move from it lifts all its seeds, not two, and then it is gone. With no capture, which other front hole may start a move?</source>
        <extracomment>kiswahili/04-dormant-nyumba Hint</extracomment>
        <translation>Lepotilassa oleva nyumba on tavallinen kuoppa: siitä alkava siirto nostaa kaikki sen siemenet, ei kahta, ja sitten se on poissa. Kun kaapata ei voi, mikä toinen etukuoppa voi aloittaa siirron?</translation>
    </message>
    <message>
        <source>A game the computer played against itself, its first two moves chosen at random. Each player starts with seeds in hand and places one each move: the namua stage.</source>
        <extracomment>samples/kiswahili the start</extracomment>
        <translation>Peli, jonka tietokone pelasi itseään vastaan; sen kaksi ensimmäistä siirtoa valittiin satunnaisesti. Kumpikin pelaaja aloittaa siemenet kädessään ja asettaa yhden joka siirrolla: namua-vaihe.</translation>
    </message>
    <message>
        <source>A tax: with no capture, South sows from his nyumba, which works. Of its seeds only two were lifted, and the nyumba stays his.</source>
        <extracomment>samples/kiswahili after ply 13</extracomment>
        <translation>Verotus: ilman kaappausta Etelä kylvää nyumbastaan, joka toimii. Sen siemenistä vain kaksi nostettiin, ja nyumba pysyy hänen.</translation>
    </message>
    <message>
        <source>After the capture the sowing ends in South&apos;s own nyumba. In namua he may stop there or go on safari: he stops, and keeps his nyumba.</source>
        <extracomment>samples/kiswahili after ply 7</extracomment>
        <translation>Kaappauksen jälkeen kylvö päättyy Etelän omaan nyumbaan. Namuassa hän voi pysähtyä siihen tai lähteä safarille: hän pysähtyy ja pitää nyumbansa.</translation>
    </message>
    <message>
        <source>Both hands are empty: this is mtaji. North&apos;s last takasa put the takasia mark on your c2.</source>
        <extracomment>kiswahili/05-takasia the start</extracomment>
        <translation>Molemmat kädet ovat tyhjät: tämä on mtajia. Pohjoisen viimeinen takasa pani takasia-merkinnän kuoppaasi c2.</translation>
    </message>
    <message>
        <source>Capture c3, and carry the sowing on into your back row.</source>
        <extracomment>kiswahili/03-safari Task</extracomment>
        <translation>Kaappaa c3 ja jatka kylvöä takariviisi asti.</translation>
    </message>
    <message>
        <source>Capturing in namua</source>
        <extracomment>kiswahili/01-capture Title</extracomment>
        <translation>Kaappaaminen namuassa</translation>
    </message>
    <message>
        <source>Five captures in one move, until North&apos;s front row is empty: bao hamna, and South wins at once.</source>
        <extracomment>samples/kiswahili after ply 53</extracomment>
        <translation>Viisi kaappausta yhdessä siirrossa, kunnes Pohjoisen eturivi on tyhjä: bao hamna, ja Etelä voittaa heti.</translation>
    </message>
    <message>
        <source>North&apos;s hand is empty too. Both players are now in mtaji.</source>
        <extracomment>samples/kiswahili after ply 44</extracomment>
        <translation>Pohjoisenkin käsi on tyhjä. Molemmat pelaajat ovat nyt mtajissa.</translation>
    </message>
    <message>
        <source>North&apos;s takasia mark is on your c2. Sow so that a seed falls into g2.</source>
        <extracomment>kiswahili/05-takasia Task</extracomment>
        <translation>Pohjoisen takasia-merkintä on kuopassasi c2. Kylvä niin, että siemen putoaa kuoppaan g2.</translation>
    </message>
    <message>
        <source>South places the last seed from his hand. From his next move on he plays mtaji: he lifts the seeds of one of his holes instead of placing one.</source>
        <extracomment>samples/kiswahili after ply 43</extracomment>
        <translation>Etelä asettaa kätensä viimeisen siemenen. Seuraavasta siirrostaan alkaen hän pelaa mtajia: hän nostaa yhden kuoppansa siemenet sen sijaan, että asettaisi yhden.</translation>
    </message>
    <message>
        <source>Sow without losing your nyumba.</source>
        <extracomment>kiswahili/04-dormant-nyumba Task</extracomment>
        <translation>Kylvä menettämättä nyumbaasi.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the captured seeds reached your nyumba e2, and you stopped there: the move ended in e2, with the nyumba kept.</source>
        <extracomment>kiswahili/03-safari WrongWhy</extracomment>
        <translation>Kichwaan a2 aloittaen kaapatut siemenet saapuivat nyumbaasi e2, ja pysähdyit siihen: siirto päättyi kuoppaan e2, ja nyumba säilyi.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the two captured seeds go into a2 and b2. b2 was empty, so the move ends there, and North still has g3.</source>
        <extracomment>kiswahili/06-bao-hamna WrongWhy</extracomment>
        <translation>Kichwaan a2 aloittaen kaksi kaapattua siementä menevät kuoppiin a2 ja b2. b2 oli tyhjä, joten siirto päättyy siihen, ja Pohjoisella on yhä g3.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the two seeds went into h2 and g2. g2 faces g3, so you captured again, and that seed was sown starting in h2 too.</source>
        <extracomment>kiswahili/02-choose-kichwa after ply 1</extracomment>
        <translation>Kichwaan h2 aloittaen kaksi siementä menivät kuoppiin h2 ja g2. g2 on g3:a vastapäätä, joten kaappasit uudelleen, ja sekin siemen kylvettiin h2:een aloittaen.</translation>
    </message>
    <message>
        <source>The captured seeds went from a2 to your nyumba e2. On safari all seven were lifted and sown on, to e1, and the nyumba is gone for good.</source>
        <extracomment>kiswahili/03-safari after ply 1</extracomment>
        <translation>Kaapatut siemenet menivät kuopasta a2 nyumbaasi e2. Safarilla kaikki seitsemän nostettiin ja kylvettiin eteenpäin kuoppaan e1 asti, ja nyumba on poissa lopullisesti.</translation>
    </message>
    <message>
        <source>The lap from a2 ended in c2, the marked hole: your move ended there, and c2 was not lifted. Without the mark its seeds would have been sown on.</source>
        <extracomment>kiswahili/05-takasia WrongWhy</extracomment>
        <translation>Kuopasta a2 alkanut kierros päättyi kuoppaan c2, merkittyyn kuoppaan: siirtosi päättyi siihen, eikä c2:ta nostettu. Ilman merkintää sen siemenet olisi kylvetty eteenpäin.</translation>
    </message>
    <message>
        <source>The marked hole may not start your move, and a lap that ends in it ends your move there: it is not lifted. Which lap can reach g2?</source>
        <extracomment>kiswahili/05-takasia Hint</extracomment>
        <translation>Merkitystä kuopasta et voi aloittaa siirtoasi, ja siihen päättyvä kierros päättää siirtosi siihen: sitä ei nosteta. Mikä kierros voi ulottua g2:een?</translation>
    </message>
    <message>
        <source>The seeds of c3 went into h2 and g2, and g2 captured g3: North&apos;s front row is empty. Bao hamna: you win at once, and the seeds just captured stay in your hand.</source>
        <extracomment>kiswahili/06-bao-hamna after ply 1</extracomment>
        <translation>c3:n siemenet menivät kuoppiin h2 ja g2, ja g2 kaappasi g3:n: Pohjoisen eturivi on tyhjä. Bao hamna: voitat heti, ja juuri kaapatut siemenet jäävät käteesi.</translation>
    </message>
    <message>
        <source>The takasia mark</source>
        <extracomment>kiswahili/05-takasia Title</extracomment>
        <translation>Takasia-merkintä</translation>
    </message>
    <message>
        <source>This time South goes on safari: he lifts all twelve seeds of his nyumba and sows on. The nyumba is gone for good.</source>
        <extracomment>samples/kiswahili after ply 31</extracomment>
        <translation>Tällä kertaa Etelä lähtee safarille: hän nostaa nyumbansa kaikki kaksitoista siementä ja jatkaa kylvöä. Nyumba on poissa lopullisesti.</translation>
    </message>
    <message>
        <source>Three captures in one move: after a capture, every lap that ends at another capture position captures again.</source>
        <extracomment>samples/kiswahili after ply 32</extracomment>
        <translation>Kolme kaappausta yhdessä siirrossa: kaappauksen jälkeen jokainen kierros, joka päättyy toiseen kaappauspaikkaan, kaappaa uudelleen.</translation>
    </message>
    <message>
        <source>When a capture&apos;s sowing ends in your own nyumba in namua, you choose: stop there, or go on safari, lifting the nyumba and sowing on. Which kichwa brings the captured seeds to your nyumba e2?</source>
        <extracomment>kiswahili/03-safari Hint</extracomment>
        <translation>Kun kaappauksen kylvö päättyy namuassa omaan nyumbaasi, valitset: pysähdyt siihen tai lähdet safarille, nostat nyumban ja jatkat kylvöä. Kumpi kichwa vie kaapatut siemenet nyumbaasi e2?</translation>
    </message>
    <message>
        <source>Win the game with this move.</source>
        <extracomment>kiswahili/06-bao-hamna Task</extracomment>
        <translation>Voita peli tällä siirrolla.</translation>
    </message>
    <message>
        <source>With no capture move, North sows his nyumba in a takasa: in mtaji the nyumba is an ordinary hole, and lifting it ends it for good.</source>
        <extracomment>samples/kiswahili after ply 50</extracomment>
        <translation>Ilman kaappaussiirtoa Pohjoinen kylvää nyumbansa takasassa: mtajissa nyumba on tavallinen kuoppa, ja sen nostaminen lopettaa sen lopullisesti.</translation>
    </message>
    <message>
        <source>You sowed from g2, and your nyumba e2 is still yours. b2 could not start a move: with a dormant nyumba, a single seed in a front hole is not enough.</source>
        <extracomment>kiswahili/04-dormant-nyumba after ply 1</extracomment>
        <translation>Kylvit kuopasta g2, ja nyumbasi e2 on yhä sinun. b2 ei voinut aloittaa siirtoa: kun nyumba on lepotilassa, yksi siemen etukuopassa ei riitä.</translation>
    </message>
    <message>
        <source>You still have seeds in hand: this is namua. When one of your front holes holds seeds and faces seeds in North&apos;s front hole, you must capture.</source>
        <extracomment>kiswahili/01-capture the start</extracomment>
        <translation>Sinulla on vielä siemeniä kädessä: tämä on namuaa. Kun jossakin etukuopassasi on siemeniä ja se on vastakkain Pohjoisen etukuopan siementen kanssa, sinun on kaapattava.</translation>
    </message>
    <message>
        <source>Your nyumba e2 is still yours, but it is dormant: it no longer holds enough seeds to work. No front hole of yours can capture.</source>
        <extracomment>kiswahili/04-dormant-nyumba the start</extracomment>
        <translation>Nyumbasi e2 on yhä sinun, mutta se on lepotilassa: siinä ei enää ole tarpeeksi siemeniä toimiakseen. Mikään etukuopistasi ei voi kaapata.</translation>
    </message>
    <message>
        <source>Your nyumba is dormant, an ordinary hole: a move from it lifted all its seeds, and it is gone for good. Only a nyumba that works is taxed.</source>
        <extracomment>kiswahili/04-dormant-nyumba WrongWhy</extracomment>
        <translation>Nyumbasi on lepotilassa, tavallinen kuoppa: siitä alkanut siirto nosti kaikki sen siemenet, ja se on poissa lopullisesti. Vain toimivaa nyumbaa verotetaan.</translation>
    </message>
    <message>
        <source>Your seed went into b2, opposite North&apos;s b3, and you took b3&apos;s three seeds. A capture in column a or b is sown starting in the kichwa a2.</source>
        <extracomment>kiswahili/01-capture after ply 1</extracomment>
        <translation>Siemenesi meni kuoppaan b2, Pohjoisen b3:a vastapäätä, ja veit b3:n kolme siementä. Sarakkeen a tai b kaappaus kylvetään kichwaan a2 aloittaen.</translation>
    </message>
    <message>
        <source>e2 captures too, but it takes the one seed in e3, not b3.</source>
        <extracomment>kiswahili/01-capture WrongWhy</extracomment>
        <translation>Myös e2 kaappaa, mutta se vie e3:n yhden siemenen, ei b3:a.</translation>
    </message>
    <message>
        <source>e2 faces North&apos;s e3, and both hold seeds: a capture position. In namua a capture is compulsory: South places his seed in his nyumba, e2, and captures e3.</source>
        <extracomment>samples/kiswahili after ply 5</extracomment>
        <translation>e2 on vastakkain Pohjoisen e3:n kanssa, ja kummassakin on siemeniä: kaappauspaikka. Namuassa kaappaus on pakollinen: Etelä asettaa siemenensä nyumbaansa e2 ja kaappaa e3:n.</translation>
    </message>
    <message>
        <source>f2&apos;s two seeds went into g2 and h2. North&apos;s next move is bound too: if one of his capture moves can take c2, he must play one.</source>
        <extracomment>kiswahili/05-takasia after ply 1</extracomment>
        <translation>f2:n kaksi siementä menivät kuoppiin g2 ja h2. Myös Pohjoisen seuraava siirto on sidottu: jos jokin hänen kaappaussiirroistaan voi viedä c2:n, hänen on pelattava se.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the four captured seeds go into a2, b2, c2 and d2. d2 was empty, so the move ends there, and h3 stays North&apos;s.</source>
        <extracomment>kete/05-safari WrongWhy2</extracomment>
        <translation>Kichwaan a2 aloittaen neljä kaapattua siementä menevät kuoppiin a2, b2, c2 ja d2. d2 oli tyhjä, joten siirto päättyy siihen, ja h3 jää Pohjoiselle.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the five captured seeds go into h2, g2, f2, e2 and d2, all in your front row. d2 was empty, so the move ends there.</source>
        <extracomment>kiswahili/03-safari WrongWhy2</extracomment>
        <translation>Kichwaan h2 aloittaen viisi kaapattua siementä menevät kuoppiin h2, g2, f2, e2 ja d2, kaikki eturivissäsi. d2 oli tyhjä, joten siirto päättyy siihen.</translation>
    </message>
    <message>
        <source>g2 captures only the one seed in g3. It is sown in h2, and the move ends there: North still has c3.</source>
        <extracomment>kiswahili/06-bao-hamna WrongWhy2</extracomment>
        <translation>g2 kaappaa vain g3:n yhden siemenen. Se kylvetään kuoppaan h2, ja siirto päättyy siihen: Pohjoisella on yhä c3.</translation>
    </message>
    <message>
        <source>g2 captures only the one seed in g3. It is sown in h2, and the move ends there: c3 stays North&apos;s.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy2; kiswahili/02-choose-kichwa WrongWhy2</extracomment>
        <translation>g2 kaappaa vain g3:n yhden siemenen. Se kylvetään kuoppaan h2, ja siirto päättyy siihen: c3 jää Pohjoiselle.</translation>
    </message>
    <message>
        <source>h2 captures the one seed in h3, not c3.</source>
        <extracomment>kiswahili/03-safari WrongWhy3</extracomment>
        <translation>h2 kaappaa h3:n yhden siemenen, ei c3:a.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Draw</source>
        <translation>Tasapeli</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Voitit</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>Hävisit</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>The headline at the end of a game between two people or two computers; %1 is South or North.</extracomment>
        <translation>%1 voittaa</translation>
    </message>
    <message>
        <source>Store</source>
        <extracomment>Column headers of the Kingulu count at the end of a game (G-7): a side&apos;s store, the seeds in its mtoto holes, the seeds in the other holes of its own row, and their sum.</extracomment>
        <translation>Varasto</translation>
    </message>
    <message>
        <source>Mtoto holes</source>
        <translation>Mtoto-kuopat</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rivi</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (sinä)</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>Buttons at the end of a game.</extracomment>
        <translation>Uusi peli…</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Toista tämä peli</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Tallenna</translation>
    </message>
    <message>
        <source>Play the game back from its start</source>
        <translation>Toista peli alusta alkaen</translation>
    </message>
</context>
<context>
    <name>RuleDiagrams</name>
    <message>
        <source>The start: two seeds in every hole except a2 and l3, each player&apos;s leftmost front hole.</source>
        <extracomment>Rules diagram (Bao Kigogo), under the start position.</extracomment>
        <translation>Alku: kaksi siementä jokaisessa kuopassa paitsi a2:ssa ja l3:ssa, kummankin pelaajan eturivin vasemmanpuoleisimmassa kuopassa.</translation>
    </message>
    <message>
        <source>South sows d1 to e1 and f1. The last seed falls into f1, which held a seed, so both seeds of f1 are lifted and sown on to g1 and h1. h1 was empty: the move ends.</source>
        <extracomment>Rules diagram (Bao Kigogo): a relay sowing.</extracomment>
        <translation>Etelä kylvää d1:n kuoppiin e1 ja f1. Viimeinen siemen putoaa f1:een, jossa oli jo siemen, joten f1:n molemmat siemenet nostetaan ja kylvetään eteenpäin kuoppiin g1 ja h1. h1 oli tyhjä: siirto päättyy.</translation>
    </message>
    <message>
        <source>South sows j2 to i2 and h2. h2 was empty and is in South&apos;s front row, so North&apos;s h3 and the hole behind it, h4, are captured: their seeds leave the game.</source>
        <extracomment>Rules diagram (Bao Kigogo): a capture.</extracomment>
        <translation>Etelä kylvää j2:n kuoppiin i2 ja h2. h2 oli tyhjä ja on Etelän eturivissä, joten Pohjoisen h3 ja sen takana oleva kuoppa h4 kaapataan: niiden siemenet poistuvat pelistä.</translation>
    </message>
    <message>
        <source>The start: one stone in every hole except a2 and l3.</source>
        <extracomment>Rules diagram (Bao la Kimasai), under the start position.</extracomment>
        <translation>Alku: yksi kivi jokaisessa kuopassa paitsi a2:ssa ja l3:ssa.</translation>
    </message>
    <message>
        <source>A stone steps one hole counterclockwise, into an empty hole: c1 to d1.</source>
        <extracomment>Rules diagram (Bao la Kimasai): a step.</extracomment>
        <translation>Kivi siirtyy yhden kuopan vastapäivään, tyhjään kuoppaan: c1:stä d1:een.</translation>
    </message>
    <message>
        <source>South&apos;s first move: the stone of b2 steps into a2, in his front row. North&apos;s a3 faces it, so a3 and the stone behind it, a4, are captured.</source>
        <extracomment>Rules diagram (Bao la Kimasai): a capture.</extracomment>
        <translation>Etelän ensimmäinen siirto: b2:n kivi siirtyy a2:een, Etelän eturiviin. Pohjoisen a3 on sitä vastapäätä, joten a3 ja sen takana oleva kivi a4 kaapataan.</translation>
    </message>
    <message>
        <source>Not allowed: the first lap from a1 would end in c1, an occupied hole of South&apos;s own row.</source>
        <extracomment>Rules diagram (Bao Kingulu): a move that is not allowed.</extracomment>
        <translation>Ei sallittu: ensimmäinen kierros a1:stä päättyisi c1:een, Etelän oman rivin kuoppaan, jossa on siemeniä.</translation>
    </message>
    <message>
        <source>South sows a1 to b1 and c1. c1 was empty and is in South&apos;s row, so the five seeds of North&apos;s c2 go into South&apos;s store, with the seed that captured them.</source>
        <extracomment>Rules diagram (Bao Kingulu): a capture into the store.</extracomment>
        <translation>Etelä kylvää a1:n kuoppiin b1 ja c1. c1 oli tyhjä ja on Etelän rivissä, joten Pohjoisen c2:n viisi siementä menevät Etelän varastoon yhdessä ne kaapanneen siemenen kanssa.</translation>
    </message>
    <message>
        <source>South sows e1 to f1, f2 and e2. North&apos;s e2 held exactly three: it becomes South&apos;s mtoto, and the seed just dropped into f2 joins it.</source>
        <extracomment>Rules diagram (Bao Kingulu): a hole becomes a mtoto (&quot;mtoto&quot; stays in Swahili).</extracomment>
        <translation>Etelä kylvää e1:n kuoppiin f1, f2 ja e2. Pohjoisen e2:ssa oli tasan kolme: siitä tulee Etelän mtoto, ja juuri f2:een pudotettu siemen siirtyy siihen.</translation>
    </message>
    <message>
        <source>The start: each kuu (South e2, North d3) holds six seeds and the two holes to its right two each; 22 seeds each wait in reserve.</source>
        <extracomment>Rules diagram (Bao la Kete), under the start position; &quot;kuu&quot; stays in Swahili.</extracomment>
        <translation>Alku: kummassakin kuussa (Etelän e2, Pohjoisen d3) on kuusi siementä ja sen oikealla puolella olevissa kahdessa kuopassa kaksi kummassakin; kummallakin pelaajalla odottaa 22 siementä varannossa.</translation>
    </message>
    <message>
        <source>Takata: with nothing to capture, South places a reserve seed in f2 and sows its three seeds clockwise to g2, h2 and h1.</source>
        <extracomment>Rules diagram (Bao la Kete): a nemo takata; &quot;takata&quot; stays in Swahili.</extracomment>
        <translation>Takata: koska kaapattavaa ei ole, Etelä laittaa varantosiemenen f2:een ja kylvää sen kolme siementä myötäpäivään kuoppiin g2, h2 ja h1.</translation>
    </message>
    <message>
        <source>South&apos;s takata b2cw leaves North&apos;s c3 as the only hole South could capture next, so c3 is marked (hizi zetu): North may not start from it, and South must capture it next if he can.</source>
        <extracomment>Rules diagram (Bao la Kete): the hizi zetu mark; &quot;takata&quot; and &quot;hizi zetu&quot; stay in Swahili.</extracomment>
        <translation>Etelän takata b2cw jättää Pohjoisen c3:n ainoaksi kuopaksi, jonka Etelä voisi kaapata seuraavaksi, joten c3 merkitään (hizi zetu): Pohjoinen ei saa aloittaa siitä, ja Etelän on kaapattava se seuraavaksi, jos voi.</translation>
    </message>
    <message>
        <source>Nemo capture: South places a reserve seed in b2 and captures North&apos;s b3. Its two seeds are sown starting in the kichwa a2, toward the centre; the lap ends in b2, which is sown on, and the move stops in South&apos;s kuu e2.</source>
        <extracomment>Rules diagram (Bao la Kete): a nemo capture; &quot;nemo&quot;, &quot;kichwa&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>Kaappaus nemossa: Etelä laittaa varantosiemenen b2:een ja kaappaa Pohjoisen b3:n. Sen kaksi siementä kylvetään kichwaan a2 aloittaen keskustaa kohti; kierros päättyy b2:een, josta kylvetään eteenpäin, ja siirto pysähtyy Etelän kuuhun e2.</translation>
    </message>
    <message>
        <source>Mtaji capture: the first lap from f2 ends in d2, which held a seed and faces North&apos;s d3. d3 is captured and its three seeds are sown starting in the kichwa h2, which keeps South&apos;s direction.</source>
        <extracomment>Rules diagram (Bao la Kete): a mtaji capture; &quot;mtaji&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>Kaappaus mtajissa: ensimmäinen kierros f2:sta päättyy d2:een, jossa oli siemen ja joka on Pohjoisen d3:a vastapäätä. d3 kaapataan ja sen kolme siementä kylvetään kichwaan h2 aloittaen, mikä pitää Etelän suunnan.</translation>
    </message>
    <message>
        <source>The hole a move starts from is ringed in yellow.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the ring around the hole a move starts from.</extracomment>
        <translation>Kuoppa, josta siirto alkaa, on ympyröity keltaisella.</translation>
    </message>
    <message>
        <source>An arrow follows the seeds of one lap (in Kimasai, a stone&apos;s step) from the hole they are lifted or captured from to the hole where the lap ends, with a dot in each hole it sows on the way.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the arrows. A dot is drawn in each hole the lap sows.</extracomment>
        <translation>Nuoli seuraa yhden kierroksen siemeniä (Kimasaissa kiven askelta) kuopasta, josta ne nostetaan tai kaapataan, kuoppaan, johon kierros päättyy, ja jokaisessa matkan varrella kylvetyssä kuopassa on piste.</translation>
    </message>
    <message>
        <source>When a move has several laps, each lap is numbered at the hole it starts from.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the small numbered discs.</extracomment>
        <translation>Kun siirrossa on useita kierroksia, jokainen kierros on numeroitu kuoppaan, josta se alkaa.</translation>
    </message>
    <message>
        <source>A hole ringed and crossed out in red is captured.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a captured hole.</extracomment>
        <translation>Punaisella ympyröity ja rastitettu kuoppa kaapataan.</translation>
    </message>
    <message>
        <source>A hole ringed twice in green becomes a mtoto.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a new mtoto (Bao Kingulu). &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>Kahdesti vihreällä ympyröidystä kuopasta tulee mtoto.</translation>
    </message>
    <message>
        <source>A dashed red arrow that ends in a bar is a lap the rules do not allow to end there: that move may not be played.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a lap that may not end where it would (G-3), drawn differently from a capture.</extracomment>
        <translation>Punainen katkoviivanuoli, joka päättyy poikkiviivaan, on kierros, jonka säännöt eivät salli päättyä siihen: sitä siirtoa ei saa pelata.</translation>
    </message>
    <message>
        <source>How to read the diagrams:</source>
        <extracomment>Above the rules help, before the sentences that explain the diagrams&apos; marks.</extracomment>
        <translation>Näin kaavioita luetaan:</translation>
    </message>
    <message>
        <source>The start: each nyumba (South e2, North d3) holds six seeds and the two holes to its right two each; each player has 22 seeds in hand.</source>
        <extracomment>Rules diagram (Bao la Kiswahili), under the start position; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Alku: kummassakin nyumbassa (Etelän e2, Pohjoisen d3) on kuusi siementä ja sen oikealla puolella olevissa kahdessa kuopassa kaksi kummassakin; kummallakin pelaajalla on 22 siementä kädessä.</translation>
    </message>
    <message>
        <source>Namua capture: South puts a seed from his hand in c2 and captures the five seeds of c3. In column c he chooses the kichwa: here h2, so they are sown to h2, g2, f2, e2 and d2. d2 was empty: the move ends.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the kichwa chosen in a namua capture; &quot;namua&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>Kaappaus namuassa: Etelä panee kädestään siemenen c2:een ja kaappaa c3:n viisi siementä. Sarakkeessa c hän valitsee kichwan: tässä h2, joten ne kylvetään kuoppiin h2, g2, f2, e2 ja d2. d2 oli tyhjä: siirto päättyy.</translation>
    </message>
    <message>
        <source>The same capture with the kichwa a2: the seeds go to a2, b2, c2, d2 and e2, South&apos;s nyumba. He may stop there, or, as here, go on safari: all seven seeds of e2 are lifted, the nyumba is gone, and the lap ends in the empty e1.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the other kichwa, and a safari; &quot;kichwa&quot;, &quot;nyumba&quot; and &quot;safari&quot; stay in Swahili.</extracomment>
        <translation>Sama kaappaus kichwalla a2: siemenet menevät kuoppiin a2, b2, c2, d2 ja e2, Etelän nyumbaan. Hän voi pysähtyä siihen tai, kuten tässä, lähteä safarille: e2:n kaikki seitsemän siementä nostetaan, nyumba on poissa, ja kierros päättyy tyhjään e1:een.</translation>
    </message>
    <message>
        <source>Taxing: South&apos;s nyumba e2 is his only occupied front hole. A seed from his hand makes seven, and only two are lifted and sown, to f2 and g2. The nyumba keeps five: still South&apos;s, but dormant.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): taxing the nyumba; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Verotus: Etelän nyumba e2 on hänen ainoa varattu eturivin kuoppansa. Siemen hänen kädestään tekee siitä seitsemän, ja vain kaksi nostetaan ja kylvetään kuoppiin f2 ja g2. Nyumbaan jää viisi: se on yhä Etelän, mutta lepotilassa.</translation>
    </message>
    <message>
        <source>South&apos;s takasa a2ccw sows a1 and b1. Every capture South could make next would take North&apos;s b3 first, and North cannot capture, so b3 is marked (takasia): North may not start from it, and South must capture it next if he can.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): a takasia mark set; &quot;takasa&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>Etelän takasa a2ccw kylvää kuoppiin a1 ja b1. Jokainen kaappaus, jonka Etelä voisi tehdä seuraavaksi, kaappaisi ensimmäisenä Pohjoisen b3:n, eikä Pohjoinen voi kaapata, joten b3 merkitään (takasia): Pohjoinen ei saa aloittaa siitä, ja Etelän on kaapattava se seuraavaksi, jos voi.</translation>
    </message>
    <message>
        <source>The mark binds: North may not start from b3. His move g3cw sows f3 and e3, relays the three seeds of e3 to d3, c3 and b3, and the lap that ends in the marked b3 ends the move there.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the takasia mark binding North&apos;s move; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>Merkintä sitoo: Pohjoinen ei saa aloittaa b3:sta. Hänen siirtonsa g3cw kylvää kuoppiin f3 ja e3, jatkokylvää e3:n kolme siementä kuoppiin d3, c3 ja b3, ja merkittyyn b3:een päättyvä kierros päättää siirron siihen.</translation>
    </message>
    <message>
        <source>Bao hamna: South puts a seed from his hand in c2 and captures c3, the last seeds of North&apos;s front row. The row is empty, so South wins at once; the two seeds he captured are not sown.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): bao hamna; &quot;bao hamna&quot; stays in Swahili.</extracomment>
        <translation>Bao hamna: Etelä panee kädestään siemenen c2:een ja kaappaa c3:n, Pohjoisen eturivin viimeiset siemenet. Rivi on tyhjä, joten Etelä voittaa heti; hänen kaappaamiaan kahta siementä ei kylvetä.</translation>
    </message>
    <message>
        <source>An orange no-entry sign marks the hole that the hizi zetu or takasia mark blocks.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the hizi zetu mark (Bao la Kete), called takasia in Bao la Kiswahili. &quot;hizi zetu&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>Oranssi kieltomerkki merkitsee kuoppaa, jonka hizi zetu- tai takasia-merkintä estää.</translation>
    </message>
    <message>
        <source>A square hole is a kuu that still exists, or a nyumba that works.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the square holes of Bao la Kete (kuu) and Bao la Kiswahili (nyumba). &quot;kuu&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Neliön muotoinen kuoppa on kuu, joka on yhä olemassa, tai nyumba, joka toimii.</translation>
    </message>
    <message>
        <source>A short green arrow carries the seed dropped just before the last one into the new mtoto.</source>
        <extracomment>Rules help, the diagrams&apos; legend: Bao Kingulu, G-6. &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>Lyhyt vihreä nuoli siirtää viimeistä edeltävän siemenen uuteen mtotoon.</translation>
    </message>
    <message>
        <source>Where a kuu or a nyumba is gone, a round hole is drawn in its place: it is an ordinary hole now.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a kuu (nyumba) that is gone is drawn as a round hole like the others. &quot;kuu&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Kun kuu tai nyumba on poissa, sen paikalle piirretään pyöreä kuoppa: se on nyt tavallinen kuoppa.</translation>
    </message>
</context>
<context>
    <name>RulesExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1 is a file, %2 the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Tiedostoa %1 ei voi kirjoittaa: %2</translation>
    </message>
    <message>
        <source>Rules of the games</source>
        <extracomment>Title of the exported rules document (the same as the rules window&apos;s).</extracomment>
        <translation>Pelien säännöt</translation>
    </message>
    <message>
        <source>Cannot make the folder %1</source>
        <extracomment>%1 is a folder.</extracomment>
        <translation>Kansiota %1 ei voi luoda</translation>
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
        <translation>Bao la Kimasai (nelirivinen)</translation>
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
        <translation>Siirtojen merkintä</translation>
    </message>
    <message>
        <source>A move is written as the square it starts from: d1 means the seeds of d1 are sown. In Bao la Kete the square is followed by the direction, cw (clockwise) or ccw (counterclockwise), and by * when the player goes on from his kuu (safari): e2ccw, c2cw*. In a nemo move the square is where the reserve seed is placed.</source>
        <translation>Siirto merkitään kuopalla, josta se alkaa: d1 tarkoittaa, että kuopan d1 siemenet kylvetään. Bao la Ketessä kuopan perään tulee suunta, cw (myötäpäivään) tai ccw (vastapäivään), ja *, kun pelaaja jatkaa kuustaan (safari): e2ccw, c2cw*. Nemo-siirrossa kuoppa on se, johon varantosiemen asetetaan.</translation>
    </message>
    <message>
        <source>Games are saved as .bao files: a few tags such as [Game &quot;kete&quot;] and the players&apos; names, then the moves in this notation.</source>
        <translation>Pelit tallennetaan .bao-tiedostoiksi: muutama tunniste kuten [Game &quot;kete&quot;] ja pelaajien nimet, sitten siirrot tällä merkinnällä.</translation>
    </message>
    <message>
        <source>Played by the Gogo (Wagogo) people on the central plateau of Dodoma Region, Tanzania. The German missionary Martin Klamroth first wrote the game down in 1911, after watching games at Mpapua (today Mpwapwa).</source>
        <translation>Tätä peliä pelaa gogo-kansa (wagogo) Tansanian Dodoman alueen keskiylängöllä. Saksalainen lähetyssaarnaaja Martin Klamroth kirjasi pelin ensimmäisen kerran vuonna 1911 seurattuaan pelejä Mpapuassa (nykyinen Mpwapwa).</translation>
    </message>
    <message>
        <source>Recorded by Martin Klamroth in 1911 among Maasai herders around Mpapua in Dodoma Region, Tanzania. Unlike the other games here, a hole never holds more than one stone.</source>
        <translation>Martin Klamroth kirjasi pelin vuonna 1911 maasai-paimenten keskuudessa Mpapuan ympäristössä Tansanian Dodoman alueella. Toisin kuin muissa tämän ohjelman peleissä, kuopassa ei ole koskaan enempää kuin yksi kivi.</translation>
    </message>
    <message>
        <source>The game of the Ngulu (Kingulu) people of the hills of Morogoro and Tanga regions in east-central Tanzania, first recorded by Martin Klamroth in 1911. Its mtoto, a hole a player claims for good, is found in no other game here.</source>
        <translation>Ngulu-kansan (kingulu) peli Morogoron ja Tangan alueiden kukkuloilta Itä-Keski-Tansaniasta; Martin Klamroth kirjasi sen ensimmäisen kerran vuonna 1911. Sen mtoto, kuoppa jonka pelaaja valtaa pysyvästi, ei esiinny missään muussa tämän ohjelman pelissä.</translation>
    </message>
    <message>
        <source>The Bao of the Lamu Archipelago on the northern Swahili coast of Kenya, also called Bao la Komwe after its shiny komwe seeds. Walter Driedger documented it in 1972; Alan Boyd and Philip Townshend described it as played on Lamu and Pate.</source>
        <translation>Kenian pohjoisen swahilirannikon Lamun saariston Bao, jota kutsutaan myös nimellä Bao la Komwe kiiltävien komwe-siementensä mukaan. Walter Driedger dokumentoi sen vuonna 1972; Alan Boyd ja Philip Townshend kuvasivat sen sellaisena kuin sitä pelataan Lamulla ja Patella.</translation>
    </message>
    <message>
        <source>The games&apos; words</source>
        <translation>Pelien sanat</translation>
    </message>
    <message>
        <source>South always makes the first move, in every game.</source>
        <extracomment>Rules help, rule C-3.</extracomment>
        <translation>Etelä tekee aina ensimmäisen siirron, jokaisessa pelissä.</translation>
    </message>
    <message>
        <source>After each move Baraza first checks whether the mover has won or lost, in the order that game&apos;s rules list it, and only then whether a position has repeated. When a move ends the game, the turn still passes to the other player, as the position text shows.</source>
        <extracomment>Rules help, rule C-7: the order of the end checks after a move.</extracomment>
        <translation>Jokaisen siirron jälkeen Baraza tarkistaa ensin, voittiko vai hävisikö siirtäjä, siinä järjestyksessä kuin pelin säännöt ne luettelevat, ja vasta sitten, onko asema toistunut. Kun siirto päättää pelin, vuoro siirtyy silti toiselle pelaajalle, kuten asemateksti näyttää.</translation>
    </message>
    <message>
        <source>Two seeds go into every hole except one on each side: the leftmost hole of your front row, as you sit, starts empty. That is a2 for South and l3 for North. 92 seeds in all.</source>
        <extracomment>Rules help, Bao Kigogo rule K-1: the start.</extracomment>
        <translation>Jokaiseen kuoppaan pannaan kaksi siementä, paitsi yhteen kummallakin puolella: eturivisi vasemmanpuoleisin kuoppa omalta paikaltasi katsottuna on alussa tyhjä. Se on Etelällä a2 ja Pohjoisella l3. Siemeniä on yhteensä 92.</translation>
    </message>
    <message>
        <source>On your turn, pick one of your own holes (South: rows 1 and 2, North: rows 3 and 4) that holds &lt;b&gt;two or more&lt;/b&gt; seeds, lift them all and sow them counterclockwise around your two rows. Only if none of your holes holds two or more may you move a &lt;b&gt;single&lt;/b&gt; seed one step counterclockwise instead, and only into an empty hole. A move is written as the hole it starts from, such as d1.</source>
        <extracomment>Rules help, Bao Kigogo rule K-2: which moves are allowed.</extracomment>
        <translation>Vuorollasi valitse jokin omista kuopistasi (Etelä: rivit 1 ja 2, Pohjoinen: rivit 3 ja 4), jossa on &lt;b&gt;kaksi tai useampia&lt;/b&gt; siemeniä, nosta ne kaikki ja kylvä ne vastapäivään kahden rivisi ympäri. Vain jos missään kuopassasi ei ole kahta tai useampaa siementä, saat sen sijaan siirtää &lt;b&gt;yhden&lt;/b&gt; siemenen askeleen vastapäivään, ja vain tyhjään kuoppaan. Siirto merkitään kuopalla, josta se alkaa, esimerkiksi d1.</translation>
    </message>
    <message>
        <source>You win when your opponent has no seeds left, or when it is their turn and they have no legal move. Otherwise the game is a draw as soon as a position comes back a second time (C-6).</source>
        <extracomment>Rules help, Bao Kigogo rule K-5: the end.</extracomment>
        <translation>Voitat, kun vastustajaltasi loppuvat siemenet tai kun on hänen vuoronsa eikä hänellä ole laillista siirtoa. Muuten peli päättyy tasapeliin heti, kun asema toistuu toisen kerran (C-6).</translation>
    </message>
    <message>
        <source>One stone goes into every hole except the leftmost hole of each player&apos;s front row, as the player sits: a2 for South and l3 for North. 46 stones in all. A hole never holds more than one stone.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-1: the start.</extracomment>
        <translation>Jokaiseen kuoppaan pannaan yksi kivi, paitsi kummankin pelaajan eturivin vasemmanpuoleisimpaan kuoppaan pelaajan omalta paikalta katsottuna: Etelällä a2 ja Pohjoisella l3. Kiviä on yhteensä 46. Kuopassa ei ole koskaan enempää kuin yksi kivi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture:&lt;/b&gt; if your stone arrives in your front row and your opponent&apos;s front hole in that column holds a stone, that stone is captured and leaves the game, and so does your opponent&apos;s back-row stone in the same column, if there is one. The back stone is never taken on its own. For example, South&apos;s first move, b2 to a2, captures North&apos;s stones on a3 and a4.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-3: capturing.</extracomment>
        <translation>&lt;b&gt;Kaappaus:&lt;/b&gt; jos kivesi saapuu eturiviisi ja vastustajasi eturivin kuopassa samassa sarakkeessa on kivi, se kivi kaapataan ja poistetaan pelistä, samoin vastustajan takarivin kivi samassa sarakkeessa, jos sellainen on. Takakiveä ei koskaan kaapata yksinään. Esimerkiksi Etelän ensimmäinen siirto, b2:sta a2:een, kaappaa Pohjoisen kivet kuopista a3 ja a4.</translation>
    </message>
    <message>
        <source>You win when your opponent has no stones left or no legal move. Otherwise the game is a draw as soon as a position comes back a second time (C-6).</source>
        <extracomment>Rules help, Bao la Kimasai rule M-4: the end.</extracomment>
        <translation>Voitat, kun vastustajaltasi loppuvat kivet tai hänellä ei ole laillista siirtoa. Muuten peli päättyy tasapeliin heti, kun asema toistuu toisen kerran (C-6).</translation>
    </message>
    <message>
        <source>Four seeds go into each of the twelve holes, 48 in all. Row 1 is South&apos;s, row 2 is North&apos;s, and each player has a store beside the board, empty at the start. Both players sow counterclockwise around the same loop of twelve holes (C-2): along row 1 to the right, then along row 2 to the left.</source>
        <extracomment>Rules help, Bao Kingulu rule G-1: the start.</extracomment>
        <translation>Jokaiseen kahteentoista kuoppaan pannaan neljä siementä, yhteensä 48. Rivi 1 on Etelän, rivi 2 Pohjoisen, ja kummallakin pelaajalla on laudan vieressä varasto, joka on alussa tyhjä. Molemmat pelaajat kylvävät vastapäivään samaa kahdentoista kuopan kiertoa (C-2): riviä 1 oikealle, sitten riviä 2 vasemmalle.</translation>
    </message>
    <message>
        <source>The hole where a lap&apos;s last seed falls decides what happens next. Call it L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;G-4.1&lt;/b&gt; L is a mtoto, yours or your opponent&apos;s: the seed goes to the mtoto&apos;s owner&apos;s store. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the move ends there.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.2&lt;/b&gt; L was empty and is in your row: if the opposite hole holds seeds and is not a mtoto, you capture them; they go into your store, together with the seed that captured. Otherwise nothing is captured and the seed stays. Either way the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.3&lt;/b&gt; L was empty and is in your opponent&apos;s row: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.4&lt;/b&gt; L is in your opponent&apos;s row, is not a mtoto and held exactly three seeds: it becomes your mtoto (G-6) and the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.5&lt;/b&gt; Otherwise L was occupied: relay. Lift everything in L and sow on from the next hole.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao Kingulu rule G-4: what happens where a lap ends; its five cases are G-4.1 to G-4.5.</extracomment>
        <translation>Kuoppa, johon kierroksen viimeinen siemen putoaa, ratkaisee, mitä seuraavaksi tapahtuu. Kutsutaan sitä L:ksi; ensimmäinen sopiva tapaus pätee:&lt;ul&gt;&lt;li&gt;&lt;b&gt;G-4.1&lt;/b&gt; L on mtoto, sinun tai vastustajasi: siemen menee mtoton omistajan varastoon. &lt;b&gt;Barazan valinta:&lt;/b&gt; siirto päättyy siihen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.2&lt;/b&gt; L oli tyhjä ja on sinun rivilläsi: jos vastapäisessä kuopassa on siemeniä eikä se ole mtoto, kaappaat ne; ne menevät varastoosi yhdessä kaapanneen siemenen kanssa. Muuten mitään ei kaapata ja siemen jää paikalleen. Kummassakin tapauksessa siirto päättyy.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.3&lt;/b&gt; L oli tyhjä ja on vastustajasi rivillä: siirto päättyy.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.4&lt;/b&gt; L on vastustajasi rivillä, ei ole mtoto ja siinä oli tasan kolme siementä: siitä tulee mtotosi (G-6) ja siirto päättyy.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.5&lt;/b&gt; Muuten L oli varattu: jatkokylvö. Nosta kaikki L:n siemenet ja jatka kylvöä seuraavasta kuopasta.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Captures, new mtoto holes and relays can come in any lap of a move, not only in the first. Only the first lap has the restriction of G-3.</source>
        <extracomment>Rules help, Bao Kingulu rule G-5.</extracomment>
        <translation>Kaappauksia, uusia mtoto-kuoppia ja jatkokylvöjä voi tulla siirron millä tahansa kierroksella, ei vain ensimmäisellä. Vain ensimmäistä kierrosta koskee G-3:n rajoitus.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kuweka mtoto&lt;/b&gt; (&quot;placing a child&quot;): when a lap ends in your opponent&apos;s hole that held exactly three seeds and is not a mtoto, that hole becomes your mtoto. If that lap sowed two or more seeds, the seed it dropped into the hole just before moves into the new mtoto too, which then holds 5: for example, three seeds from e1 go into f1, f2 and e2; e2 held 3, so it becomes South&apos;s mtoto and takes the seed from f2 as well. Not so when the hole before is itself a mtoto: its seed has already gone to a store. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; a lap of a single seed has no seed before its last, so it adds nothing and the new mtoto holds 4. This is read lap by lap: what counts is the lap that ended there, however many seeds the move&apos;s first lap sowed.</source>
        <extracomment>Rules help, Bao Kingulu rule G-6: kuweka mtoto (&quot;placing a child&quot;), and the decision about a lap of one seed. &quot;kuweka mtoto&quot; and &quot;mtoto&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Kuweka mtoto&lt;/b&gt; (&quot;lapsen asettaminen&quot;): kun kierros päättyy vastustajasi kuoppaan, jossa oli tasan kolme siementä ja joka ei ole mtoto, siitä kuopasta tulee mtotosi. Jos kierros kylvi kaksi tai useampia siemeniä, sen edelliseen kuoppaan pudottama siemen siirtyy myös uuteen mtotoon, jossa on silloin 5: esimerkiksi e1:n kolme siementä menevät kuoppiin f1, f2 ja e2; e2:ssa oli 3, joten siitä tulee Etelän mtoto ja se saa myös f2:n siemenen. Näin ei käy, jos edellinen kuoppa on itse mtoto: sen siemen on jo mennyt varastoon. &lt;b&gt;Barazan valinta:&lt;/b&gt; yhden siemenen kierroksella ei ole siementä ennen viimeistä, joten se ei lisää mitään ja uudessa mtotossa on 4. Tämä luetaan kierros kierrokselta: ratkaisee se kierros, joka päättyi siihen, kylvipä siirron ensimmäinen kierros kuinka monta siementä tahansa.</translation>
    </message>
    <message>
        <source>When the player to move has no legal move, the game ends and both players count: the seeds in the ordinary holes of their own row, plus the seeds in their mtoto holes, plus their store. More seeds wins; 24 to 24 is a draw. A position that occurs for the third time is a draw too (C-6).</source>
        <extracomment>Rules help, Bao Kingulu rule G-7: the end and the count.</extracomment>
        <translation>Kun vuorossa olevalla pelaajalla ei ole laillista siirtoa, peli päättyy ja molemmat laskevat: oman rivinsä tavallisten kuoppien siemenet, lisäksi mtoto-kuoppiensa siemenet ja lisäksi varastonsa. Enemmän siemeniä saanut voittaa; 24–24 on tasapeli. Myös kolmannen kerran toistuva asema on tasapeli (C-6).</translation>
    </message>
    <message>
        <source>The board has four rows of eight holes. Each player has a square hole, the &lt;b&gt;kuu&lt;/b&gt; (the main house): South&apos;s is e2, North&apos;s d3, the fourth hole of the front row counting from the player&apos;s right. The end holes of a front row are the &lt;b&gt;kichwa&lt;/b&gt; holes (&quot;head&quot;): a2 and h2 for South, a3 and h3 for North. The two holes at each end of a front row, in columns a, b, g and h, are the &lt;b&gt;kimbi&lt;/b&gt;. At the start your kuu holds 6 seeds and the two holes to its right, as you sit, hold 2 each (South: f2 and g2, North: c3 and b3); all other holes are empty, and each player keeps &lt;b&gt;22 seeds in reserve&lt;/b&gt; in hand: 64 seeds in all. You sow only around your own two rows, clockwise or counterclockwise as you choose (C-2).</source>
        <extracomment>Rules help, Bao la Kete rule L-1: the board, the game&apos;s words kuu, kichwa and kimbi, and the start. The game&apos;s words stay in Swahili.</extracomment>
        <translation>Laudalla on neljä kahdeksan kuopan riviä. Kummallakin pelaajalla on neliön muotoinen kuoppa, &lt;b&gt;kuu&lt;/b&gt; (päätalo): Etelän kuu on e2, Pohjoisen d3, eturivin neljäs kuoppa pelaajan oikealta laskien. Eturivin päätykuopat ovat &lt;b&gt;kichwa&lt;/b&gt;-kuoppia (&quot;pää&quot;): Etelällä a2 ja h2, Pohjoisella a3 ja h3. Eturivin kummankin pään kaksi kuoppaa, sarakkeissa a, b, g ja h, ovat &lt;b&gt;kimbi&lt;/b&gt;. Alussa kuussasi on 6 siementä ja sen oikealla puolella omalta paikaltasi katsottuna olevissa kahdessa kuopassa 2 kummassakin (Etelä: f2 ja g2, Pohjoinen: c3 ja b3); kaikki muut kuopat ovat tyhjiä, ja kummallakin pelaajalla on kädessään &lt;b&gt;22 varantosiementä&lt;/b&gt;: yhteensä 64 siementä. Kylvät vain omien kahden rivisi ympäri, myötäpäivään tai vastapäivään, kumpaan haluat (C-2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capturing is compulsory&lt;/b&gt;, in nemo and in mtaji alike. A &lt;b&gt;capture position&lt;/b&gt; is a hole of your front row that holds seeds while your opponent&apos;s front hole in the same column holds seeds too: &lt;b&gt;both&lt;/b&gt; must be occupied. For example, if South&apos;s c2 and North&apos;s c3 both hold seeds, c2 is a capture position; if c2 is empty, it is not. Whenever you can capture, you must (L-7, L-9).</source>
        <extracomment>Rules help, Bao la Kete rule L-4: capture positions; capturing is compulsory in both stages.</extracomment>
        <translation>&lt;b&gt;Kaappaus on pakollinen&lt;/b&gt;, sekä nemossa että mtajissa. &lt;b&gt;Kaappauspaikka&lt;/b&gt; on eturivisi kuoppa, jossa on siemeniä, kun myös vastustajasi eturivin kuopassa samassa sarakkeessa on siemeniä: &lt;b&gt;molempien&lt;/b&gt; on oltava varattuja. Esimerkiksi jos Etelän c2:ssa ja Pohjoisen c3:ssa on kummassakin siemeniä, c2 on kaappauspaikka; jos c2 on tyhjä, se ei ole. Aina kun voit kaapata, sinun on kaapattava (L-7, L-9).</translation>
    </message>
    <message>
        <source>Captured seeds are not put aside: you sow them on your own side, starting &lt;i&gt;in&lt;/i&gt; a kichwa and going towards the centre of your front row, then on around your loop. Which kichwa:&lt;ul&gt;&lt;li&gt;a capture from column a or b (the kimbi): the kichwa in column a;&lt;/li&gt;&lt;li&gt;a capture from column g or h (the kimbi): the kichwa in column h;&lt;/li&gt;&lt;li&gt;a capture from columns c to f: in the first capture of a nemo move you choose; in every other capture it is the kichwa that keeps the direction you are already sowing in.&lt;/li&gt;&lt;/ul&gt;From the column a kichwa towards the centre is clockwise for South and counterclockwise for North; from the column h kichwa it is counterclockwise for South and clockwise for North. For example, after South captures at b2, the captured seeds go into a2, b2, c2 and so on. The seeds in your capturing hole stay where they are.</source>
        <extracomment>Rules help, Bao la Kete rule L-5: where captured seeds are sown from. &quot;kichwa&quot;, &quot;kimbi&quot; and &quot;nemo&quot; stay in Swahili.</extracomment>
        <translation>Kaapattuja siemeniä ei panna sivuun: kylvät ne omalle puolellesi aloittaen kichwa&lt;i&gt;an&lt;/i&gt; ja edeten kohti eturivisi keskustaa, sitten edelleen kiertoasi pitkin. Mikä kichwa:&lt;ul&gt;&lt;li&gt;kaappaus sarakkeesta a tai b (kimbi): sarakkeen a kichwa;&lt;/li&gt;&lt;li&gt;kaappaus sarakkeesta g tai h (kimbi): sarakkeen h kichwa;&lt;/li&gt;&lt;li&gt;kaappaus sarakkeista c–f: nemo-siirron ensimmäisessä kaappauksessa valitset itse; jokaisessa muussa kaappauksessa se kichwa, joka säilyttää suunnan, johon jo kylvät.&lt;/li&gt;&lt;/ul&gt;Sarakkeen a kichwasta kohti keskustaa on Etelälle myötäpäivään ja Pohjoiselle vastapäivään; sarakkeen h kichwasta Etelälle vastapäivään ja Pohjoiselle myötäpäivään. Esimerkiksi kun Etelä kaappaa kuopasta b2, kaapatut siemenet menevät kuoppiin a2, b2, c2 ja niin edelleen. Kaappaavan kuoppasi siemenet jäävät paikoilleen.</translation>
    </message>
    <message>
        <source>After a capture the sowing goes on lap after lap. Each lap ends in a hole L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;L-6.1&lt;/b&gt; L was empty: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.2&lt;/b&gt; L is in your front row and is a capture position: you capture again and sow the captured seeds as in L-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.3&lt;/b&gt; L is your kuu and it still exists: in nemo you choose either to stop there (the move ends) or to go on, a &lt;b&gt;safari&lt;/b&gt; (&quot;journey&quot;): you lift the kuu, which is then gone, and sow on. In mtaji there is no choice: you must sow on, and the kuu is gone.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.4&lt;/b&gt; Otherwise: relay. Lift all the seeds of L and sow on in the same direction.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-6: the laps after a capture; its cases are L-6.1 to L-6.4. &quot;safari&quot;, &quot;nemo&quot;, &quot;mtaji&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>Kaappauksen jälkeen kylvö jatkuu kierros kierrokselta. Jokainen kierros päättyy kuoppaan L; ensimmäinen sopiva tapaus pätee:&lt;ul&gt;&lt;li&gt;&lt;b&gt;L-6.1&lt;/b&gt; L oli tyhjä: siirto päättyy.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.2&lt;/b&gt; L on eturivissäsi ja on kaappauspaikka: kaappaat uudelleen ja kylvät kaapatut siemenet kuten L-5:ssä.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.3&lt;/b&gt; L on kuu-kuoppasi ja se on yhä olemassa: nemossa valitset, pysähdytkö siihen (siirto päättyy) vai jatkatko, &lt;b&gt;safari&lt;/b&gt; (&quot;matka&quot;): nostat kuun, joka on sen jälkeen poissa, ja jatkat kylvöä. Mtajissa valintaa ei ole: sinun on jatkettava kylvöä, ja kuu on poissa.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.4&lt;/b&gt; Muuten: jatkokylvö. Nosta kaikki L:n siemenet ja jatka kylvöä samaan suuntaan.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nemo, takata&lt;/b&gt; (a move that captures nothing): if you have no capture position, place a reserve seed into a hole of your front row that already holds seeds, then lift and sow, clockwise or counterclockwise:&lt;ul&gt;&lt;li&gt;While your kuu exists, you may choose it only if it is your only occupied front hole. The reserve seed you placed counts: a kuu of 6 now holds 7, and all 7 are lifted and sown, so the kuu is gone. If the kuu holds 8 or more with the placed seed, only &lt;b&gt;2&lt;/b&gt; seeds are lifted and sown, and the kuu stays with six or more.&lt;/li&gt;&lt;li&gt;If you have no kuu, the hole must hold two or more seeds, counted before you place yours, unless every occupied hole of your front row holds just one.&lt;/li&gt;&lt;li&gt;Otherwise you lift all the seeds of the hole, the placed one included.&lt;/li&gt;&lt;li&gt;A kichwa that is your only occupied front hole must be sown towards the centre.&lt;/li&gt;&lt;li&gt;The laps relay as in Kigogo (K-3): a lap ending in an occupied hole lifts it and sows on. Nothing is captured. A lap that ends in an empty hole, or in your kuu while it exists, ends the move.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-8: the nemo takata (a move without capture). &quot;takata&quot;, &quot;kuu&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Nemo, takata&lt;/b&gt; (siirto, joka ei kaappaa mitään): jos sinulla ei ole kaappauspaikkaa, aseta varantosiemen eturivisi kuoppaan, jossa on jo siemeniä, ja nosta ja kylvä sitten myötäpäivään tai vastapäivään:&lt;ul&gt;&lt;li&gt;Niin kauan kuin kuu-kuoppasi on olemassa, saat valita sen vain, jos se on ainoa varattu eturivin kuoppasi. Asettamasi varantosiemen lasketaan mukaan: kuuden siemenen kuussa on nyt 7, ja kaikki 7 nostetaan ja kylvetään, joten kuu on poissa. Jos kuussa on asetetun siemenen kanssa 8 tai enemmän, vain &lt;b&gt;2&lt;/b&gt; siementä nostetaan ja kylvetään, ja kuu jää paikalleen, ja siinä on yhä kuusi tai enemmän.&lt;/li&gt;&lt;li&gt;Jos sinulla ei ole kuuta, kuopassa on oltava kaksi tai useampia siemeniä ennen kuin asetat omasi, paitsi jos jokaisessa eturivisi varatussa kuopassa on vain yksi.&lt;/li&gt;&lt;li&gt;Muuten nostat kuopan kaikki siemenet, asetettu siemen mukaan lukien.&lt;/li&gt;&lt;li&gt;Kichwa, joka on ainoa varattu eturivin kuoppasi, on kylvettävä kohti keskustaa.&lt;/li&gt;&lt;li&gt;Kierrokset jatkuvat jatkokylvönä kuten Kigogossa (K-3): varattuun kuoppaan päättyvä kierros nostaa sen ja jatkaa kylvöä. Mitään ei kaapata. Tyhjään kuoppaan tai olemassa olevaan kuuhusi päättyvä kierros päättää siirron.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, capturing:&lt;/b&gt; lift all the seeds of one of your holes, in either row, that holds &lt;b&gt;2 to 15&lt;/b&gt; seeds, and sow clockwise or counterclockwise. If the first lap ends in your front row at a capture position (the hole already held seeds before the last seed fell, and the opposite hole holds seeds), it is a capture move: you capture and go on as in L-5 (keeping your direction, unless the capture is in the kimbi) and L-6. If the first lap does not capture, nothing is captured in the whole move. A hole of 16 or more seeds never starts a capture. Capturing is compulsory here too: if you have any capture move, you must play one.</source>
        <extracomment>Rules help, Bao la Kete rule L-9: the mtaji capture move; capturing is compulsory here too.</extracomment>
        <translation>&lt;b&gt;Mtaji, kaappaus:&lt;/b&gt; nosta kaikki siemenet jostakin kuopastasi, kummalta tahansa riviltä, jossa on &lt;b&gt;2–15&lt;/b&gt; siementä, ja kylvä myötäpäivään tai vastapäivään. Jos ensimmäinen kierros päättyy eturiviisi kaappauspaikkaan (kuopassa oli jo siemeniä ennen kuin viimeinen putosi, ja vastapäisessä kuopassa on siemeniä), se on kaappaussiirto: kaappaat ja jatkat kuten L-5:ssä (suuntasi säilyttäen, paitsi jos kaappaus on kimbissä) ja L-6:ssa. Jos ensimmäinen kierros ei kaappaa, koko siirrossa ei kaapata mitään. Kuoppa, jossa on 16 tai enemmän siemeniä, ei koskaan aloita kaappausta. Kaappaus on pakollinen tässäkin: jos sinulla on yksikin kaappaussiirto, sinun on pelattava jokin niistä.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, takata:&lt;/b&gt; if you have no capture move, you choose the hole to sow in this order of priority:&lt;ul&gt;&lt;li&gt;first, while your kuu exists, you must sow the whole kuu, clockwise or counterclockwise, and then it is gone;&lt;/li&gt;&lt;li&gt;otherwise, a hole of your front row with two or more seeds;&lt;/li&gt;&lt;li&gt;only if there is none, a hole of your back row with two or more seeds.&lt;/li&gt;&lt;/ul&gt;You may never start from the hole marked by hizi zetu (L-11). A kichwa that is your only occupied front hole must be sown towards the centre. The laps relay; a lap that ends in an empty hole or in the marked hole ends the move. If no hole qualifies, you have no move.</source>
        <extracomment>Rules help, Bao la Kete rule L-10: the mtaji takata and its order of priority.</extracomment>
        <translation>&lt;b&gt;Mtaji, takata:&lt;/b&gt; jos sinulla ei ole kaappaussiirtoa, valitset kylvettävän kuopan tässä tärkeysjärjestyksessä:&lt;ul&gt;&lt;li&gt;ensin: niin kauan kuin kuu-kuoppasi on olemassa, sinun on kylvettävä koko kuu, myötäpäivään tai vastapäivään, ja sen jälkeen se on poissa;&lt;/li&gt;&lt;li&gt;muuten eturivisi kuoppa, jossa on kaksi tai useampia siemeniä;&lt;/li&gt;&lt;li&gt;vain jos sellaista ei ole, takarivisi kuoppa, jossa on kaksi tai useampia siemeniä.&lt;/li&gt;&lt;/ul&gt;Et saa koskaan aloittaa hizi zetu -säännön merkitsemästä kuopasta (L-11). Kichwa, joka on ainoa varattu eturivin kuoppasi, on kylvettävä kohti keskustaa. Kierrokset jatkuvat jatkokylvönä; tyhjään kuoppaan tai merkittyyn kuoppaan päättyvä kierros päättää siirron. Jos mikään kuoppa ei kelpaa, sinulla ei ole siirtoa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hizi zetu&lt;/b&gt; (&quot;these are ours&quot;) is a rule of mtaji only. It is set by your opponent&apos;s mtaji takata: after it, Baraza looks at the holes of your front row that your opponent could capture first if they moved again at once. If that is exactly one hole, and you have no capture move yourself, that hole is &lt;b&gt;marked&lt;/b&gt;, unless it is your kuu while it exists, your only occupied front hole, or your only front hole with two or more seeds. A hole with a single seed can be marked.&lt;ul&gt;&lt;li&gt;On your next move (a takata, as you cannot capture) you may not start from the marked hole, and a lap that ends in it ends your move. Except in the first lap of a move from your kuu: if that lap ends in the marked hole, the hole is lifted and the move relays on as usual. A later lap of the same move that ends there still ends it.&lt;/li&gt;&lt;li&gt;On your opponent&apos;s move after that, if they have capture moves that capture the marked hole at any point, they must play one of them.&lt;/li&gt;&lt;li&gt;Then the mark lapses. It lives exactly two moves, yours and then your opponent&apos;s; only a new mark, set by your own mtaji takata, replaces it sooner.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-11: hizi zetu, the Lamu blocking rule. &quot;hizi zetu&quot; (&quot;these are ours&quot;), &quot;mtaji&quot;, &quot;takata&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Hizi zetu&lt;/b&gt; (&quot;nämä ovat meidän&quot;) on pelkästään mtajin sääntö. Sen asettaa vastustajasi mtaji-takata: sen jälkeen Baraza katsoo ne eturivisi kuopat, jotka vastustajasi voisi kaapata ensimmäisenä, jos hän siirtäisi heti uudelleen. Jos niitä on tasan yksi, eikä sinulla itselläsi ole kaappaussiirtoa, se kuoppa &lt;b&gt;merkitään&lt;/b&gt;, paitsi jos se on olemassa oleva kuu-kuoppasi, ainoa varattu eturivin kuoppasi tai ainoa eturivin kuoppasi, jossa on kaksi tai useampia siemeniä. Kuoppa, jossa on vain yksi siemen, voidaan merkitä.&lt;ul&gt;&lt;li&gt;Seuraavalla siirrollasi (takata, koska et voi kaapata) et saa aloittaa merkitystä kuopasta, ja siihen päättyvä kierros päättää siirtosi. Poikkeus on kuustasi alkavan siirron ensimmäinen kierros: jos se päättyy merkittyyn kuoppaan, kuoppa nostetaan ja siirto jatkuu jatkokylvönä tavalliseen tapaan. Saman siirron myöhempi kierros, joka päättyy siihen, päättää silti siirron.&lt;/li&gt;&lt;li&gt;Vastustajasi sitä seuraavalla siirrolla, jos hänellä on kaappaussiirtoja, jotka kaappaavat merkityn kuopan missä vaiheessa tahansa, hänen on pelattava jokin niistä.&lt;/li&gt;&lt;li&gt;Sitten merkintä raukeaa. Se elää tasan kaksi siirtoa, sinun ja sitten vastustajasi; vain uusi merkintä, jonka oma mtaji-takatasi asettaa, korvaa sen aiemmin.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nemo, capturing:&lt;/b&gt; if any hole of your front row is a capture position (L-4), you must place a reserve seed into one of them (your kuu too, if it is one), capture all the seeds of your opponent&apos;s front hole opposite it, and go on as in L-5 and L-6. For example, if South&apos;s b2 and North&apos;s b3 both hold seeds, South may place a seed in b2 and take everything in b3. Only the front hole is captured, never the one behind it.</source>
        <extracomment>Rules help, Bao la Kete rule L-7: the nemo capture move.</extracomment>
        <translation>&lt;b&gt;Nemo, kaappaus:&lt;/b&gt; jos jokin eturivisi kuoppa on kaappauspaikka (L-4), sinun on asetettava varantosiemen johonkin niistä (myös kuuhusi, jos se on yksi niistä), kaapattava kaikki sen vastapäisen vastustajan eturivin kuopan siemenet ja jatkettava kuten L-5:ssä ja L-6:ssa. Esimerkiksi jos Etelän b2:ssa ja Pohjoisen b3:ssa on kummassakin siemeniä, Etelä voi asettaa siemenen kuoppaan b2 ja ottaa kaiken, mitä b3:ssa on. Vain eturivin kuoppa kaapataan, ei koskaan sen takana olevaa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Relay:&lt;/b&gt; if the last seed of a lap falls into an occupied hole, lift everything in that hole, the seed you just dropped included, and sow on from the next hole: a new lap. For example, the two seeds of d1 are sown into e1 and f1; f1 already held a seed, so you lift both seeds of f1 and sow them into g1 and h1. A lap that ends in an empty hole ends your move.</source>
        <extracomment>Rules help, Bao Kigogo rule K-3: relay sowing.</extracomment>
        <translation>&lt;b&gt;Jatkokylvö:&lt;/b&gt; jos kierroksen viimeinen siemen putoaa varattuun kuoppaan, nosta kaikki sen siemenet, juuri pudottamasi mukaan lukien, ja jatka kylvöä seuraavasta kuopasta: uusi kierros. Esimerkiksi kuopan d1 kaksi siementä kylvetään kuoppiin e1 ja f1; kuopassa f1 oli jo siemen, joten nostat kuopan f1 molemmat siemenet ja kylvät ne kuoppiin g1 ja h1. Tyhjään kuoppaan päättyvä kierros päättää siirtosi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture:&lt;/b&gt; when your move ends in an empty hole of your front row and your opponent&apos;s front hole in the same column holds seeds, you capture them: they leave the game. If your opponent&apos;s back hole in that column holds seeds too, you capture those as well. For example, South&apos;s move ends in the empty h2, h3 holds 2 and h4 holds 3: all five leave the board. The back hole is never taken on its own (if h3 is empty, nothing is captured), and a move captures at most one column. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; a single seed stepping into an empty front hole captures in the same way.</source>
        <extracomment>Rules help, Bao Kigogo rule K-4: capturing, and the decision that a single step captures too.</extracomment>
        <translation>&lt;b&gt;Kaappaus:&lt;/b&gt; kun siirtosi päättyy eturivisi tyhjään kuoppaan ja vastustajasi eturivin kuopassa samassa sarakkeessa on siemeniä, kaappaat ne: ne poistuvat pelistä. Jos vastustajan takakuopassa samassa sarakkeessa on myös siemeniä, kaappaat nekin. Esimerkiksi Etelän siirto päättyy tyhjään kuoppaan h2, h3:ssa on 2 ja h4:ssä 3: kaikki viisi lähtevät laudalta. Takakuoppaa ei koskaan kaapata yksinään (jos h3 on tyhjä, mitään ei kaapata), ja siirto kaappaa enintään yhden sarakkeen. &lt;b&gt;Barazan valinta:&lt;/b&gt; yksittäinen siemen, joka astuu tyhjään eturivin kuoppaan, kaappaa samalla tavalla.</translation>
    </message>
    <message>
        <source>On your turn, pick one of your stones whose next hole counterclockwise around your two rows is empty, and step it there. For example, when d1 is empty, the stone of c1 may step into it. A move is written as the hole it starts from.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-2: the moves.</extracomment>
        <translation>Vuorollasi valitse jokin kivistäsi, jonka seuraava kuoppa vastapäivään kahden rivisi ympäri on tyhjä, ja siirrä se sinne. Esimerkiksi kun d1 on tyhjä, kuopan c1 kivi voi astua siihen. Siirto merkitään kuopalla, josta se alkaa.</translation>
    </message>
    <message>
        <source>Contents</source>
        <extracomment>Rules help: the heading of the list of its sections, at the top.</extracomment>
        <translation>Sisällys</translation>
    </message>
    <message>
        <source>In the move list and the narration the direction is shown as an arrow: ↺ counterclockwise, ↻ clockwise (e2 ↺ is e2ccw); saved games keep the letters.</source>
        <translation>Siirtolistassa ja kerronnassa suunta näytetään nuolena: ↺ vastapäivään, ↻ myötäpäivään (e2 ↺ on e2ccw); tallennetut pelit säilyttävät kirjaimet.</translation>
    </message>
    <message>
        <source>To &lt;b&gt;sow&lt;/b&gt;, you drop the seeds you lifted one by one into the holes that follow along your loop, starting with the hole after the one you lifted them from. For example, three seeds lifted from d1 and sown counterclockwise go into e1, f1 and g1; in Kete, where you may also sow clockwise, three seeds lifted from d2 and sown clockwise go into e2, f2 and g2. One such sowing is a &lt;b&gt;lap&lt;/b&gt;; it ends when its last seed is dropped. A hole is &lt;b&gt;occupied&lt;/b&gt; if it held at least one seed before that seed fell into it. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; when a lap is long enough to go all the way round, the hole it started from is not skipped; it gets a seed like any other.</source>
        <extracomment>Rules help, rule C-4: sowing, laps, &quot;occupied&quot;, and the decision about the starting hole.</extracomment>
        <translation>&lt;b&gt;Kylväessä&lt;/b&gt; pudotat nostamasi siemenet yksi kerrallaan kiertosi seuraaviin kuoppiin alkaen siitä kuopasta, joka tulee nostokuopan jälkeen. Esimerkiksi d1:stä nostetut ja vastapäivään kylvetyt kolme siementä menevät kuoppiin e1, f1 ja g1; Ketessä, jossa saa kylvää myös myötäpäivään, d2:sta nostetut ja myötäpäivään kylvetyt kolme siementä menevät kuoppiin e2, f2 ja g2. Yksi tällainen kylvö on &lt;b&gt;kierros&lt;/b&gt;; se päättyy, kun sen viimeinen siemen pudotetaan. Kuoppa on &lt;b&gt;varattu&lt;/b&gt;, jos siinä oli vähintään yksi siemen ennen kuin siemen putosi siihen. &lt;b&gt;Barazan valinta:&lt;/b&gt; kun kierros on niin pitkä, että se kulkee koko kierron ympäri, lähtökuoppaa ei ohiteta; se saa siemenen kuten muutkin.</translation>
    </message>
    <message>
        <source>Your kuu exists from the start until all its seeds are lifted for a lap or captured; then it is gone for good and the hole is an ordinary hole. A nemo takata that lifts only two of its seeds (from a kuu of eight or more, L-8) leaves it standing. On Lamu a kuu that exists never holds fewer than six seeds: L-8 shows how.</source>
        <extracomment>Rules help, Bao la Kete rule L-2: when a kuu exists.</extracomment>
        <translation>Kuu-kuoppasi on olemassa alusta siihen asti, kun kaikki sen siemenet nostetaan kierrokselle tai kaapataan; sitten se on poissa lopullisesti ja kuopasta tulee tavallinen kuoppa. Nemo-takata, joka nostaa siitä vain kaksi siementä (kahdeksan tai useamman siemenen kuusta, L-8), jättää sen paikalleen. Lamulla olemassa olevassa kuussa ei ole koskaan alle kuutta siementä: L-8 näyttää, miten.</translation>
    </message>
    <message>
        <source>The game has two stages. While you still have reserve seeds, each of your moves is a &lt;b&gt;nemo&lt;/b&gt; move: it begins by placing one reserve seed on the board (L-4 to L-8). Once your reserve is empty, you play &lt;b&gt;mtaji&lt;/b&gt; moves: you lift seeds that are already on the board (L-9 to L-11). The game ends the same way in both stages (L-12).</source>
        <extracomment>Rules help, Bao la Kete rule L-3: the two stages nemo and mtaji (Swahili words, kept).</extracomment>
        <translation>Pelissä on kaksi vaihetta. Niin kauan kuin sinulla on varantosiemeniä, jokainen siirtosi on &lt;b&gt;nemo&lt;/b&gt;-siirto: se alkaa yhden varantosiemenen asettamisella laudalle (L-4–L-8). Kun varantosi on tyhjä, pelaat &lt;b&gt;mtaji&lt;/b&gt;-siirtoja: nostat siemeniä, jotka ovat jo laudalla (L-9–L-11). Peli päättyy samalla tavalla kummassakin vaiheessa (L-12).</translation>
    </message>
    <message>
        <source>The game ends at once, in the middle of a move if need be:&lt;ul&gt;&lt;li&gt;you win when your capture empties your opponent&apos;s front row: &lt;b&gt;bao hamna&lt;/b&gt; (&quot;no board&quot;). The seeds you just captured stay in your hand and leave the board;&lt;/li&gt;&lt;li&gt;you lose when your own front row is empty at the end of a lap (in a game no legal move can do this: the rule guards positions set up by hand);&lt;/li&gt;&lt;li&gt;you lose when it is your turn and you have no legal move.&lt;/li&gt;&lt;/ul&gt;A position that occurs for the third time is a draw (C-6).</source>
        <extracomment>Rules help, Bao la Kete rule L-12: the end. &quot;bao hamna&quot; (&quot;no board&quot;) stays in Swahili.</extracomment>
        <translation>Peli päättyy heti, tarvittaessa kesken siirron:&lt;ul&gt;&lt;li&gt;voitat, kun kaappauksesi tyhjentää vastustajasi eturivin: &lt;b&gt;bao hamna&lt;/b&gt; (&quot;ei lautaa&quot;). Juuri kaappaamasi siemenet jäävät käteesi ja poistuvat laudalta;&lt;/li&gt;&lt;li&gt;häviät, kun oma eturivisi on tyhjä kierroksen lopussa (pelissä mikään laillinen siirto ei voi tehdä niin: sääntö on käsin asetettuja asemia varten);&lt;/li&gt;&lt;li&gt;häviät, kun on vuorosi eikä sinulla ole laillista siirtoa.&lt;/li&gt;&lt;/ul&gt;Kolmannen kerran toistuva asema on tasapeli (C-6).</translation>
    </message>
    <message>
        <source>A &lt;b&gt;mtoto&lt;/b&gt; (&quot;child&quot;) is a hole a player has claimed by ending a lap in it when it held exactly three seeds (G-6). From then on it belongs to that player to the end of the game: it keeps its seeds, it is never lifted or captured, and no move may start from it. A seed sown into a mtoto does not stay there: it goes straight into its owner&apos;s store.</source>
        <extracomment>Rules help, Bao Kingulu rule G-2: what a mtoto is. &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>&lt;b&gt;Mtoto&lt;/b&gt; (&quot;lapsi&quot;) on kuoppa, jonka pelaaja on ottanut päättämällä siihen kierroksen, kun siinä oli tasan kolme siementä (G-6). Siitä lähtien se kuuluu hänelle pelin loppuun asti: se pitää siemenensä, sitä ei koskaan nosteta eikä kaapata, eikä mikään siirto voi alkaa siitä. Mtotoon kylvetty siemen ei jää sinne: se menee suoraan omistajansa varastoon.</translation>
    </message>
    <message>
        <source>On your turn, pick one of the holes of your row that is not a mtoto and holds &lt;b&gt;one or more&lt;/b&gt; seeds, lift them all and sow them counterclockwise. But a move is not allowed if the last seed of its &lt;b&gt;first&lt;/b&gt; lap would fall into an occupied hole of your own row. A mtoto there (one your opponent has claimed in your row) does not count as occupied: a first lap may end in one. For example, South may not play the two seeds of a1 while c1 is occupied. A move is written as the hole it starts from, such as a1.</source>
        <extracomment>Rules help, Bao Kingulu rule G-3: the moves, and the first-lap restriction with its mtoto exception.</extracomment>
        <translation>Vuorollasi valitse rivistäsi kuoppa, joka ei ole mtoto ja jossa on &lt;b&gt;yksi tai useampia&lt;/b&gt; siemeniä, nosta ne kaikki ja kylvä vastapäivään. Siirto ei kuitenkaan ole sallittu, jos sen &lt;b&gt;ensimmäisen&lt;/b&gt; kierroksen viimeinen siemen putoaisi oman rivisi varattuun kuoppaan. Siellä oleva mtoto (jonka vastustajasi on ottanut riviltäsi) ei lasketa varatuksi: ensimmäinen kierros saa päättyä siihen. Esimerkiksi Etelä ei voi pelata kuopan a1 kahta siementä, kun c1 on varattu. Siirto merkitään kuopalla, josta se alkaa, esimerkiksi a1.</translation>
    </message>
    <message>
        <source>All the games</source>
        <translation>Kaikki pelit</translation>
    </message>
    <message>
        <source>Every hole has a name, like a square on a chess board: a letter for its column and a number for its row. Seen from South&apos;s side, the columns run a, b, c… from left to right (a to l in Kigogo and Kimasai, a to h in Kete and Kiswahili, a to f in Kingulu). The rows count up from South&apos;s back row: 1 is South&apos;s back row, 2 South&apos;s front row, 3 North&apos;s front row and 4 North&apos;s back row; Kingulu has only row 1 (South&apos;s) and row 2 (North&apos;s). &quot;Opposite&quot; always means the same column: the hole opposite e2 is e3. The front rows, 2 and 3, face each other.</source>
        <extracomment>Rules help, rule C-1: how the holes are named. Keep the square names (a1, e2, e3) as they are.</extracomment>
        <translation>Jokaisella kuopalla on nimi kuin shakkilaudan ruudulla: sarakkeen kirjain ja rivin numero. Etelän puolelta katsottuna sarakkeet kulkevat a, b, c… vasemmalta oikealle (Kigogossa ja Kimasaissa a–l, Ketessä ja Kiswahilissa a–h, Kingulussa a–f). Rivit numeroidaan ylöspäin Etelän takarivistä alkaen: 1 on Etelän takarivi, 2 Etelän eturivi, 3 Pohjoisen eturivi ja 4 Pohjoisen takarivi; Kingulussa on vain rivi 1 (Etelän) ja rivi 2 (Pohjoisen). &quot;Vastapäinen&quot; tarkoittaa aina samaa saraketta: e2:n vastapäinen kuoppa on e3. Eturivit 2 ja 3 ovat vastakkain.</translation>
    </message>
    <message>
        <source>Directions are seen from above, with North at the top. &lt;b&gt;Counterclockwise&lt;/b&gt; (ccw) takes South along the back row to the right, up into the front row and along it to the left: a1 → b1 → … → l1 → l2 → k2 → … → a2 → a1. North goes along its front row to the right and back along its back row: a3 → b3 → … → l3 → l4 → … → a4 → a3. &lt;b&gt;Clockwise&lt;/b&gt; (cw) is the other way round. Counterclockwise is the same way round on the table for both players: along South&apos;s front row it runs to the left, along North&apos;s to the right, which is to the left as North sits. In Kete and Kiswahili, with eight columns, the loops end at h: a1 → … → h1 → h2 → … → a2 → a1 for South, a3 → … → h3 → h4 → … → a4 → a3 for North. In Kingulu both players share one loop of twelve holes: a1 → … → f1 → f2 → … → a2 → a1.</source>
        <extracomment>Rules help, rule C-2: the directions of sowing. cw and ccw are the notation&apos;s abbreviations.</extracomment>
        <translation>Suunnat katsotaan ylhäältä, Pohjoinen kuvan yläreunassa. &lt;b&gt;Vastapäivään&lt;/b&gt; (ccw) Etelä kulkee takariviä oikealle, nousee eturiviin ja kulkee sitä vasemmalle: a1 → b1 → … → l1 → l2 → k2 → … → a2 → a1. Pohjoinen kulkee eturiviään oikealle ja palaa takariviään pitkin: a3 → b3 → … → l3 → l4 → … → a4 → a3. &lt;b&gt;Myötäpäivään&lt;/b&gt; (cw) on päinvastainen suunta. Vastapäivään on pöydällä sama kiertosuunta molemmille pelaajille: Etelän eturivillä se kulkee vasemmalle, Pohjoisen eturivillä oikealle, mikä on vasemmalle Pohjoisen paikalta katsottuna. Ketessä ja Kiswahilissa, joissa on kahdeksan saraketta, kierrot päättyvät h:hon: Etelällä a1 → … → h1 → h2 → … → a2 → a1, Pohjoisella a3 → … → h3 → h4 → … → a4 → a3. Kingulussa pelaajilla on yhteinen kahdentoista kuopan kierto: a1 → … → f1 → f2 → … → a2 → a1.</translation>
    </message>
    <message>
        <source>A lap can hand its seeds on to another lap again and again, so a sowing could go round forever. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; such an endless move is not allowed. Baraza finds these moves exactly (the whole game state comes back at the end of a lap) and never offers them. It takes them out last, after every other rule has had its say: so an endless move still counts when a rule asks whether you have a hole of two or more seeds (Kigogo) or a capture (Kete, Kiswahili), and it can rule out your other moves. If every move you have is endless, you have no legal move.</source>
        <extracomment>Rules help, rule C-5: moves whose sowing never ends, and how Baraza treats them.</extracomment>
        <translation>Kierros voi luovuttaa siemenensä uudelle kierrokselle yhä uudelleen, joten kylvö voisi jatkua loputtomiin. &lt;b&gt;Barazan valinta:&lt;/b&gt; tällainen loputon siirto ei ole sallittu. Baraza tunnistaa nämä siirrot tarkasti (koko pelitilanne toistuu kierroksen lopussa) eikä koskaan tarjoa niitä. Se poistaa ne viimeisinä, kun kaikki muut säännöt ovat ratkaisseet: loputon siirto siis lasketaan yhä, kun sääntö kysyy, onko sinulla kuoppaa, jossa on vähintään kaksi siementä (Kigogo), tai kaappausta (Kete, Kiswahili), ja se voi sulkea pois muut siirtosi. Jos jokainen siirtosi on loputon, sinulla ei ole laillista siirtoa.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;position&lt;/b&gt; is everything that matters for the rest of the game: the seeds in every hole, whose turn it is, and each game&apos;s extras (reserve seeds or seeds in hand, whether a kuu or a nyumba is still there, the hizi zetu or takasia mark, mtoto holes, stores). In Kigogo and Kimasai the game is a draw as soon as a position comes back a second time, as the old sources say. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; in Kete, Kiswahili and Kingulu, whose sources say nothing about it, the game is a draw when a position occurs for the third time, so that every game ends. (The games&apos; own words, such as kuu and mtoto, are explained with their games below and in &quot;The games&apos; words&quot; at the end.)</source>
        <extracomment>Rules help, rule C-6: repetition draws. &quot;hizi zetu&quot;, &quot;takasia&quot;, &quot;kuu&quot;, &quot;nyumba&quot; and &quot;mtoto&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Asema&lt;/b&gt; on kaikki, millä on merkitystä pelin jatkolle: siemenet jokaisessa kuopassa, kenen vuoro on ja kunkin pelin lisätiedot (varantosiemenet tai kädessä olevat siemenet, onko kuu tai nyumba vielä jäljellä, hizi zetu- tai takasia-merkintä, mtoto-kuopat, varastot). Kigogossa ja Kimasaissa peli päättyy tasapeliin heti, kun asema toistuu toisen kerran, kuten vanhat lähteet sanovat. &lt;b&gt;Barazan valinta:&lt;/b&gt; Ketessä, Kiswahilissa ja Kingulussa, joiden lähteet eivät sano asiasta mitään, peli päättyy tasapeliin, kun asema toistuu kolmannen kerran, jotta jokainen peli päättyy. (Pelien omat sanat, kuten kuu ja mtoto, selitetään pelien kohdalla alempana ja lopussa kohdassa &quot;Pelien sanat&quot;.)</translation>
    </message>
    <message>
        <source>Bao la Kiswahili writes its moves the same way, with the nyumba for the kuu: in a namua move the square is where the seed from the hand is placed, and * marks a safari (f2ccw, c2cw*).</source>
        <translation>Bao la Kiswahili merkitsee siirtonsa samalla tavalla, nyumba kuun paikalla: namua-siirrossa kuoppa on se, johon siemen kädestä asetetaan, ja * merkitsee safaria (f2ccw, c2cw*).</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>The Bao of Zanzibar and of the coast of Tanzania and Kenya, played today in cafés, on the barazas and in tournaments: the Bao most players know. Alexander de Voogt studied it in the 1990s; Baraza follows his rules as Jeroen Donkers wrote them down for computer play, and the tournament rules of K.I.B.A. (2009). Where rule books and other programs part ways, the clause says what Baraza does and what the others do.</source>
        <translation>Sansibarin sekä Tansanian ja Kenian rannikon Bao, jota pelataan nykyään kahviloissa, barazoilla ja turnauksissa: Bao, jonka useimmat pelaajat tuntevat. Alexander de Voogt tutki sitä 1990-luvulla; Baraza noudattaa hänen sääntöjään sellaisina kuin Jeroen Donkers kirjoitti ne tietokonepeliä varten, sekä K.I.B.A.:n turnaussääntöjä (2009). Kun sääntökirjat ja muut ohjelmat ovat eri linjoilla, kohta kertoo, mitä Baraza tekee ja mitä muut tekevät.</translation>
    </message>
    <message>
        <source>The board has four rows of eight holes, named as in Bao la Kete (C-1). Each player has a square hole, the &lt;b&gt;nyumba&lt;/b&gt; (&quot;house&quot;): South&apos;s is e2, North&apos;s d3, the fourth hole of the front row counting from the player&apos;s right. The end holes of a front row are the &lt;b&gt;kichwa&lt;/b&gt; holes: a2 and h2 for South, a3 and h3 for North; the two holes at each end of a front row, in columns a, b, g and h, are the &lt;b&gt;kimbi&lt;/b&gt;. At the start your nyumba holds 6 seeds and the two holes to its right, as you sit, hold 2 each (South: f2 and g2, North: c3 and b3); every other hole is empty, and each player has &lt;b&gt;22 seeds in hand&lt;/b&gt;: 64 seeds in all. South moves first. You sow only around your own two rows, clockwise or counterclockwise as you choose (C-2).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-1: the board, the game&apos;s words nyumba, kichwa and kimbi, and the start. The game&apos;s words stay in Swahili.</extracomment>
        <translation>Laudalla on neljä kahdeksan kuopan riviä, jotka nimetään kuten Bao la Ketessä (C-1). Kummallakin pelaajalla on neliön muotoinen kuoppa, &lt;b&gt;nyumba&lt;/b&gt; (&quot;talo&quot;): Etelän nyumba on e2, Pohjoisen d3, eturivin neljäs kuoppa pelaajan oikealta laskien. Eturivin päätykuopat ovat &lt;b&gt;kichwa&lt;/b&gt;-kuoppia: Etelällä a2 ja h2, Pohjoisella a3 ja h3; eturivin kummankin pään kaksi kuoppaa, sarakkeissa a, b, g ja h, ovat &lt;b&gt;kimbi&lt;/b&gt;. Alussa nyumbassasi on 6 siementä ja sen oikealla puolella omalta paikaltasi katsottuna olevissa kahdessa kuopassa 2 kummassakin (Etelä: f2 ja g2, Pohjoinen: c3 ja b3); kaikki muut kuopat ovat tyhjiä, ja kummallakin pelaajalla on &lt;b&gt;22 siementä kädessä&lt;/b&gt;: yhteensä 64 siementä. Etelä siirtää ensin. Kylvät vain omien kahden rivisi ympäri, myötäpäivään tai vastapäivään, kumpaan haluat (C-2).</translation>
    </message>
    <message>
        <source>Your nyumba is yours from the start until all its seeds are lifted together for a lap (a move from it, a relay or a safari) or captured; then it is gone for good and the hole is an ordinary hole. Taxing (Z-8.2) lifts only two of its seeds and leaves it yours. While it is yours, your nyumba &lt;b&gt;works&lt;/b&gt; when it holds six or more seeds and is &lt;b&gt;dormant&lt;/b&gt; when it holds fewer; a dormant nyumba that collects six again works again. A dormant nyumba is an ordinary hole for every rule, except that it may be given the takasia mark (Z-11), which a working one never is. As only taxing takes seeds out of it without lifting them all, a nyumba that is yours never holds fewer than five. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the dormant nyumba is what the tournament rules and most programs have; one program keeps a nyumba&apos;s rights at any count while it is owned, and de Voogt reports that regions differ.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-2: owning the nyumba, and when it works (is functional) or is dormant. &quot;nyumba&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>Nyumbasi on sinun alusta asti, kunnes kaikki sen siemenet nostetaan yhdessä kierrokselle (siirto siitä, jatkokylvö tai safari) tai kaapataan; silloin se on poissa lopullisesti ja kuoppa on tavallinen kuoppa. Verotus (Z-8.2) nostaa siitä vain kaksi siementä ja jättää sen sinulle. Niin kauan kuin se on sinun, nyumbasi &lt;b&gt;toimii&lt;/b&gt;, kun siinä on kuusi siementä tai enemmän, ja on &lt;b&gt;lepotilassa&lt;/b&gt;, kun niitä on vähemmän; lepotilassa oleva nyumba, joka kerää taas kuusi, toimii taas. Lepotilassa oleva nyumba on tavallinen kuoppa kaikkien sääntöjen kannalta, paitsi että siihen voidaan panna takasia-merkintä (Z-11), mitä toimivalle nyumballe ei koskaan tehdä. Koska vain verotus ottaa siitä siemeniä nostamatta kaikkia, sinun nyumbassasi ei koskaan ole alle viittä siementä. &lt;b&gt;Barazan valinta:&lt;/b&gt; lepotilassa oleva nyumba on turnaussäännöissä ja useimmissa ohjelmissa; yksi ohjelma säilyttää nyumban oikeudet millä tahansa siemenmäärällä niin kauan kuin sillä on omistaja, ja de Voogt kertoo, että alueiden välillä on eroja.</translation>
    </message>
    <message>
        <source>The game has two stages. While you still have seeds in hand, each of your moves is a &lt;b&gt;namua&lt;/b&gt; move: it begins by putting one seed from your hand into a hole of your front row (Z-7, Z-8). Once your hand is empty, you play &lt;b&gt;mtaji&lt;/b&gt; moves: you lift seeds that are already on the board (Z-9, Z-10). South&apos;s hand empties first, so South plays his first mtaji move while North still has his last namua move to make.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-3: the two stages namua and mtaji (Swahili words, kept).</extracomment>
        <translation>Pelissä on kaksi vaihetta. Niin kauan kuin sinulla on vielä siemeniä kädessä, jokainen siirtosi on &lt;b&gt;namua&lt;/b&gt;-siirto: se alkaa siitä, että panet kädestäsi yhden siemenen eturivisi kuoppaan (Z-7, Z-8). Kun kätesi on tyhjä, pelaat &lt;b&gt;mtaji&lt;/b&gt;-siirtoja: nostat siemeniä, jotka ovat jo laudalla (Z-9, Z-10). Etelän käsi tyhjenee ensin, joten Etelä pelaa ensimmäisen mtaji-siirtonsa, kun Pohjoisella on vielä viimeinen namua-siirtonsa tehtävänä.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capturing is compulsory&lt;/b&gt;, in namua and in mtaji alike. A hole of your front row is a &lt;b&gt;capture position&lt;/b&gt; when it holds seeds and your opponent&apos;s front hole in the same column holds seeds too. For example, if South&apos;s c2 and North&apos;s c3 both hold seeds, c2 is a capture position; if c2 is empty, it is not. Whenever you can capture, you must (Z-7, Z-9).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-4: capture positions; capturing is compulsory in both stages.</extracomment>
        <translation>&lt;b&gt;Kaappaus on pakollinen&lt;/b&gt;, sekä namuassa että mtajissa. Eturivisi kuoppa on &lt;b&gt;kaappauspaikka&lt;/b&gt;, kun siinä on siemeniä ja vastustajasi eturivin kuopassa samassa sarakkeessa on myös siemeniä. Esimerkiksi jos Etelän c2:ssa ja Pohjoisen c3:ssa on kummassakin siemeniä, c2 on kaappauspaikka; jos c2 on tyhjä, se ei ole. Aina kun voit kaapata, sinun on kaapattava (Z-7, Z-9).</translation>
    </message>
    <message>
        <source>Captured seeds come back onto your side: you sow them starting &lt;i&gt;in&lt;/i&gt; a kichwa, towards the centre of your front row, and on around your loop. Which kichwa:&lt;ul&gt;&lt;li&gt;a capture in column a or b (the kimbi): the kichwa in column a;&lt;/li&gt;&lt;li&gt;a capture in column g or h (the kimbi): the kichwa in column h;&lt;/li&gt;&lt;li&gt;a capture in columns c to f: in the first capture of a namua move you choose; in every other capture, the kichwa that keeps the direction you are sowing in.&lt;/li&gt;&lt;/ul&gt;From the column a kichwa towards the centre is clockwise for South and counterclockwise for North; from the column h kichwa, counterclockwise for South and clockwise for North. So the direction of a namua capture&apos;s move says which kichwa was chosen. The seeds in your capturing hole stay where they are.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-5: where captured seeds are sown from. &quot;kichwa&quot;, &quot;kimbi&quot; and &quot;namua&quot; stay in Swahili.</extracomment>
        <translation>Kaapatut siemenet palaavat sinun puolellesi: kylvät ne aloittaen kichwa&lt;i&gt;an&lt;/i&gt;, kohti eturivisi keskustaa, ja sitten edelleen kiertoasi pitkin. Mikä kichwa:&lt;ul&gt;&lt;li&gt;kaappaus sarakkeessa a tai b (kimbi): sarakkeen a kichwa;&lt;/li&gt;&lt;li&gt;kaappaus sarakkeessa g tai h (kimbi): sarakkeen h kichwa;&lt;/li&gt;&lt;li&gt;kaappaus sarakkeissa c–f: namua-siirron ensimmäisessä kaappauksessa valitset itse; jokaisessa muussa kaappauksessa se kichwa, joka säilyttää suunnan, johon kylvät.&lt;/li&gt;&lt;/ul&gt;Sarakkeen a kichwasta kohti keskustaa on Etelälle myötäpäivään ja Pohjoiselle vastapäivään; sarakkeen h kichwasta Etelälle vastapäivään ja Pohjoiselle myötäpäivään. Namua-kaappauksen siirron suunta kertoo siis, mikä kichwa valittiin. Kaappaavan kuoppasi siemenet jäävät paikoilleen.</translation>
    </message>
    <message>
        <source>After a capture the sowing goes on lap after lap. Each lap ends in a hole L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-6.1&lt;/b&gt; L was empty: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.2&lt;/b&gt; L is in your front row and is a capture position: you capture again and sow the captured seeds as in Z-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.3&lt;/b&gt; L is your nyumba, still yours: in namua you choose either to stop there (the move ends) or to go on a &lt;b&gt;safari&lt;/b&gt; (&quot;journey&quot;): you lift all its seeds, the nyumba is gone, and you sow on in the same direction. In mtaji there is no choice: the nyumba is lifted and sown on like any other hole, and it is gone.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.4&lt;/b&gt; Otherwise: relay. Lift all the seeds of L and sow on in the same direction.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-6: the laps after a capture; its cases are Z-6.1 to Z-6.4. &quot;safari&quot;, &quot;namua&quot;, &quot;mtaji&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Kaappauksen jälkeen kylvö jatkuu kierros kierrokselta. Jokainen kierros päättyy kuoppaan L; ensimmäinen sopiva tapaus pätee:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-6.1&lt;/b&gt; L oli tyhjä: siirto päättyy.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.2&lt;/b&gt; L on eturivissäsi ja on kaappauspaikka: kaappaat uudelleen ja kylvät kaapatut siemenet kuten Z-5:ssä.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.3&lt;/b&gt; L on nyumbasi, yhä sinun: namuassa valitset, pysähdytkö siihen (siirto päättyy) vai lähdetkö &lt;b&gt;safarille&lt;/b&gt; (&quot;matka&quot;): nostat kaikki sen siemenet, nyumba on poissa, ja jatkat kylvöä samaan suuntaan. Mtajissa valintaa ei ole: nyumba nostetaan ja siitä kylvetään eteenpäin kuten mistä tahansa muusta kuopasta, ja se on poissa.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.4&lt;/b&gt; Muuten: jatkokylvö. Nosta kaikki L:n siemenet ja jatka kylvöä samaan suuntaan.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Namua, capturing:&lt;/b&gt; if any hole of your front row is a capture position (Z-4), you must put a seed from your hand into one of them (your nyumba too, if it is one), capture all the seeds of your opponent&apos;s front hole opposite it, and go on as in Z-5 and Z-6. Only the front hole is captured, never the one behind it, and a seed put into an empty hole never captures.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-7: the namua capture move.</extracomment>
        <translation>&lt;b&gt;Namua, kaappaus:&lt;/b&gt; jos jokin eturivisi kuoppa on kaappauspaikka (Z-4), sinun on pantava kädestäsi siemen johonkin niistä (myös nyumbaasi, jos se on yksi niistä), kaapattava kaikki sen vastapäisen vastustajan eturivin kuopan siemenet ja jatkettava kuten Z-5:ssä ja Z-6:ssa. Vain eturivin kuoppa kaapataan, ei koskaan sen takana olevaa, eikä tyhjään kuoppaan pantu siemen koskaan kaappaa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Namua, takasa&lt;/b&gt; (a move that captures nothing): if you have no capture position, put a seed from your hand into an occupied hole of your front row, then lift and sow, clockwise or counterclockwise:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-8.1&lt;/b&gt; While your nyumba works (judged before your seed goes in), you may choose any occupied front hole other than the nyumba, even one with a single seed; the nyumba itself only when it is your only occupied front hole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.2&lt;/b&gt; &lt;b&gt;Taxing:&lt;/b&gt; when you choose your working nyumba, only &lt;b&gt;two&lt;/b&gt; of its seeds are lifted and sown, and it stays yours. A nyumba of six holds seven with your seed and keeps five: it is dormant then (Z-2). In Bao la Kete a kuu of seven is sown whole instead (L-8).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.3&lt;/b&gt; While your nyumba is dormant or gone, the hole must hold two or more seeds, counted before your seed goes in, unless every occupied hole of your front row holds just one. A dormant nyumba is an ordinary hole here: you may choose it if it holds enough, and then all its seeds are lifted and it is gone. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the written rules say nothing about a dormant nyumba here, so Baraza applies the two-seed rule as it stands; programs differ: one offers the holes of one seed first, one taxes a dormant nyumba as if it worked, and one allows any occupied hole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.4&lt;/b&gt; Apart from taxing, all the seeds of the hole are lifted, your seed included.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.5&lt;/b&gt; A kichwa that is your only occupied front hole must be sown towards the centre. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; in both stages, as in Bao la Kete; some programs let it be sown outwards, which empties your front row and loses at once.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.6&lt;/b&gt; The laps relay as in Kigogo (K-3): a lap that ends in an occupied hole lifts it and sows on. Nothing is captured in the whole move. A lap that ends in an empty hole, or in your nyumba while it is yours, ends the move.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-8: the namua takasa (a move without capture) and taxing; its points are Z-8.1 to Z-8.6. &quot;takasa&quot;, &quot;nyumba&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Namua, takasa&lt;/b&gt; (siirto, joka ei kaappaa mitään): jos sinulla ei ole kaappauspaikkaa, pane kädestäsi siemen eturivisi varattuun kuoppaan ja nosta ja kylvä sitten myötäpäivään tai vastapäivään:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-8.1&lt;/b&gt; Niin kauan kuin nyumbasi toimii (katsotaan ennen kuin siemenesi menee siihen), saat valita minkä tahansa varatun eturivin kuopan paitsi nyumban, vaikka siinä olisi vain yksi siemen; itse nyumban vain, jos se on ainoa varattu eturivin kuoppasi.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.2&lt;/b&gt; &lt;b&gt;Verotus:&lt;/b&gt; kun valitset toimivan nyumbasi, siitä nostetaan ja kylvetään vain &lt;b&gt;kaksi&lt;/b&gt; siementä, ja se jää sinulle. Kuuden siemenen nyumbassa on siemenesi kanssa seitsemän, ja siihen jää viisi: silloin se on lepotilassa (Z-2). Bao la Ketessä seitsemän siemenen kuu sen sijaan kylvetään kokonaan (L-8).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.3&lt;/b&gt; Kun nyumbasi on lepotilassa tai poissa, kuopassa on oltava kaksi tai useampia siemeniä ennen kuin siemenesi menee siihen, paitsi jos jokaisessa eturivisi varatussa kuopassa on vain yksi. Lepotilassa oleva nyumba on tässä tavallinen kuoppa: saat valita sen, jos siinä on tarpeeksi siemeniä, ja silloin kaikki sen siemenet nostetaan ja se on poissa. &lt;b&gt;Barazan valinta:&lt;/b&gt; kirjoitetut säännöt eivät sano tässä mitään lepotilassa olevasta nyumbasta, joten Baraza soveltaa kahden siemenen sääntöä sellaisenaan; ohjelmat eroavat: yksi tarjoaa ensin yhden siemenen kuopat, yksi verottaa lepotilassa olevaa nyumbaa kuin se toimisi, ja yksi sallii minkä tahansa varatun kuopan.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.4&lt;/b&gt; Verotusta lukuun ottamatta kuopan kaikki siemenet nostetaan, oma siemenesi mukaan lukien.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.5&lt;/b&gt; Kichwa, joka on ainoa varattu eturivin kuoppasi, on kylvettävä kohti keskustaa. &lt;b&gt;Barazan valinta:&lt;/b&gt; kummassakin vaiheessa, kuten Bao la Ketessä; jotkin ohjelmat sallivat kylvön ulospäin, mikä tyhjentää eturivisi ja häviää heti.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.6&lt;/b&gt; Kierrokset jatkuvat jatkokylvönä kuten Kigogossa (K-3): varattuun kuoppaan päättyvä kierros nostaa sen ja jatkaa kylvöä. Koko siirrossa ei kaapata mitään. Tyhjään kuoppaan tai nyumbaasi, niin kauan kuin se on sinun, päättyvä kierros päättää siirron.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, capturing:&lt;/b&gt; lift all the seeds of one of your holes, in either row, that holds &lt;b&gt;2 to 15&lt;/b&gt; seeds, and sow clockwise or counterclockwise. If the first lap ends in your front row at a capture position (the hole already held seeds before the last seed fell, and the opposite hole holds seeds), it is a capture move: you capture and go on as in Z-5 (keeping your direction, unless the capture is in the kimbi) and Z-6. If the first lap does not capture, nothing is captured in the whole move. A hole of 16 or more seeds never starts a capture: its first lap passes every hole of your loop. Capturing is compulsory here too: if you have any capture move, you must play one, and the takasia mark may narrow which (Z-11.3).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-9: the mtaji capture move; capturing is compulsory here too.</extracomment>
        <translation>&lt;b&gt;Mtaji, kaappaus:&lt;/b&gt; nosta kaikki siemenet jostakin kuopastasi, kummalta tahansa riviltä, jossa on &lt;b&gt;2–15&lt;/b&gt; siementä, ja kylvä myötäpäivään tai vastapäivään. Jos ensimmäinen kierros päättyy eturiviisi kaappauspaikkaan (kuopassa oli jo siemeniä ennen kuin viimeinen putosi, ja vastapäisessä kuopassa on siemeniä), se on kaappaussiirto: kaappaat ja jatkat kuten Z-5:ssä (suuntasi säilyttäen, paitsi jos kaappaus on kimbissä) ja Z-6:ssa. Jos ensimmäinen kierros ei kaappaa, koko siirrossa ei kaapata mitään. Kuoppa, jossa on 16 tai enemmän siemeniä, ei koskaan aloita kaappausta: sen ensimmäinen kierros kulkee kiertosi jokaisen kuopan kautta. Kaappaus on pakollinen tässäkin: jos sinulla on yksikin kaappaussiirto, sinun on pelattava jokin niistä, ja takasia-merkintä voi rajata, mikä (Z-11.3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, takasa:&lt;/b&gt; if you have no capture move, sow a hole of your front row that holds two or more seeds, or, only if there is none, a hole of your back row that holds two or more. You may not start from the hole the takasia mark blocks (Z-11). A kichwa that is your only occupied front hole must be sown towards the centre (Z-8.5). The laps relay; a lap that ends in an empty hole or in the marked hole ends the move. If no hole qualifies, you have no move (Z-12). In mtaji your nyumba has no rights: you may sow it like any front hole, and a lap that ends in it lifts it and relays on; either way it is gone. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; unlike Bao la Kete (L-10), the nyumba does not have to be sown first. Some readings give up the nyumba at the first mtaji capture; in Baraza it stays yours until it is lifted or captured, which matters only for the takasia mark.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-10: the mtaji takasa. &quot;takasa&quot;, &quot;takasia&quot;, &quot;nyumba&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Mtaji, takasa:&lt;/b&gt; jos sinulla ei ole kaappaussiirtoa, kylvä eturivisi kuoppa, jossa on kaksi tai useampia siemeniä, tai vain jos sellaista ei ole, takarivisi kuoppa, jossa on kaksi tai useampia. Et saa aloittaa kuopasta, jonka takasia-merkintä estää (Z-11). Kichwa, joka on ainoa varattu eturivin kuoppasi, on kylvettävä kohti keskustaa (Z-8.5). Kierrokset jatkuvat jatkokylvönä; tyhjään kuoppaan tai merkittyyn kuoppaan päättyvä kierros päättää siirron. Jos mikään kuoppa ei kelpaa, sinulla ei ole siirtoa (Z-12). Mtajissa nyumballasi ei ole oikeuksia: saat kylvää sen kuten minkä tahansa eturivin kuopan, ja siihen päättyvä kierros nostaa sen ja jatkaa jatkokylvönä; kummin tahansa se on poissa. &lt;b&gt;Barazan valinta:&lt;/b&gt; toisin kuin Bao la Ketessä (L-10), nyumbaa ei tarvitse kylvää ensin. Joidenkin tulkintojen mukaan nyumba menetetään ensimmäisessä mtaji-kaappauksessa; Barazassa se on sinun, kunnes se nostetaan tai kaapataan, millä on merkitystä vain takasia-merkinnälle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Takasia&lt;/b&gt; is a mark that a takasa puts on one hole of the opponent:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-11.1&lt;/b&gt; It is set after a takasa by your opponent that leaves both hands empty. Baraza looks at the capture moves your opponent would have if he moved again at once, and at the hole of yours that each of them would capture first. If that is one and the same hole for all of them, the hole is &lt;b&gt;marked&lt;/b&gt;, unless you have a capture move yourself, or it is your nyumba while it works, your only occupied front hole or your only front hole with two or more seeds, or it holds a single seed.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.2&lt;/b&gt; On your next move (a takasa, as you cannot capture) you may not start from the marked hole, and every lap that ends in it ends your move there, even the first lap of a move from your nyumba.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.3&lt;/b&gt; On your opponent&apos;s next move, if some of his capture moves capture the marked hole at any point, he must play one of those; if none does, he plays as usual.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.4&lt;/b&gt; Then the mark lapses: it lives exactly two moves, yours and then your opponent&apos;s. A new mark set by your own takasa replaces it at once; there is never more than one.&lt;/li&gt;&lt;/ul&gt;&lt;b&gt;Baraza&apos;s choice&lt;/b&gt; where rule sets differ: any takasa after which both hands are empty can set the mark, so North&apos;s last namua move can (the older texts speak of mtaji only, and one program has no takasia at all); no mark is set while you can capture (one program sets it anyway); a single seed is never marked (two programs mark it); the mark stops the first lap from the nyumba too (one old reading lets that lap go on, as Bao la Kete does); the duty covers a capture of the mark at any point and lapses when there is none (one program makes the player lose instead, another lets him capture nothing but the mark); and the mark lives two moves (one program keeps it until the hole is lifted or captured).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-11: takasia, the blocking mark; its points are Z-11.1 to Z-11.4. &quot;takasia&quot;, &quot;takasa&quot;, &quot;namua&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Takasia&lt;/b&gt; on merkintä, jonka takasa panee yhteen vastustajan kuoppaan:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-11.1&lt;/b&gt; Se asetetaan vastustajasi sellaisen takasan jälkeen, joka jättää molemmat kädet tyhjiksi. Baraza katsoo vastustajasi kaappaussiirtoja, jotka hänellä olisi, jos hän siirtäisi heti uudelleen, ja sitä sinun kuoppaasi, jonka kukin niistä kaappaisi ensimmäisenä. Jos se on yksi ja sama kuoppa niillä kaikilla, kuoppa &lt;b&gt;merkitään&lt;/b&gt;, paitsi jos sinulla itselläsi on kaappaussiirto, tai se on nyumbasi silloin kun se toimii, ainoa varattu eturivin kuoppasi tai ainoa eturivin kuoppasi, jossa on kaksi tai useampia siemeniä, tai siinä on vain yksi siemen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.2&lt;/b&gt; Seuraavalla siirrollasi (takasa, koska et voi kaapata) et saa aloittaa merkitystä kuopasta, ja jokainen siihen päättyvä kierros päättää siirtosi siihen, myös nyumbastasi alkavan siirron ensimmäinen kierros.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.3&lt;/b&gt; Vastustajasi seuraavalla siirrolla, jos jotkin hänen kaappaussiirroistaan kaappaavat merkityn kuopan missä vaiheessa tahansa, hänen on pelattava jokin niistä; jos mikään ei kaappaa, hän pelaa tavalliseen tapaan.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.4&lt;/b&gt; Sitten merkintä raukeaa: se elää tasan kaksi siirtoa, sinun ja sitten vastustajasi. Uusi merkintä, jonka oma takasasi asettaa, korvaa sen heti; merkintöjä ei ole koskaan enempää kuin yksi.&lt;/li&gt;&lt;/ul&gt;&lt;b&gt;Barazan valinta&lt;/b&gt; kohdissa, joissa sääntökokoelmat eroavat: mikä tahansa takasa, jonka jälkeen molemmat kädet ovat tyhjiä, voi asettaa merkinnän, joten Pohjoisen viimeinen namua-siirto voi (vanhemmat tekstit puhuvat vain mtajista, ja yhdessä ohjelmassa ei ole takasiaa lainkaan); merkintää ei aseteta, kun voit kaapata (yksi ohjelma asettaa sen silti); yhden siemenen kuoppaa ei koskaan merkitä (kaksi ohjelmaa merkitsee sen); merkintä pysäyttää myös nyumbasta lähtevän ensimmäisen kierroksen (yksi vanha tulkinta antaa sen kierroksen jatkua, kuten Bao la Kete tekee); velvollisuus koskee merkinnän kaappaamista missä vaiheessa tahansa ja raukeaa, jos sellaista kaappausta ei ole (yksi ohjelma saa pelaajan häviämään, toinen antaa hänen kaapata vain merkinnän); ja merkintä elää kaksi siirtoa (yksi ohjelma pitää sen, kunnes kuoppa nostetaan tai kaapataan).</translation>
    </message>
    <message>
        <source>The game ends as soon as one of these happens, checked in this order:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-12.1&lt;/b&gt; &lt;b&gt;Bao hamna&lt;/b&gt; (&quot;no board&quot;): when your capture empties your opponent&apos;s front row, you win at once, in the middle of the move; the seeds you just captured stay in your hand and leave the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.2&lt;/b&gt; You lose when your own front row is empty at the end of a lap (no legal move can do this in a game: the rule guards positions set up by hand).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.3&lt;/b&gt; You lose when it is your turn and you have no legal move, as when your front row is empty.&lt;/li&gt;&lt;/ul&gt;Endless moves are not allowed (C-5), and a position that occurs for the third time is a draw (C-6); the position includes both hands, each nyumba and the takasia mark. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the tournament rules end the game the moment a front row is empty, as Baraza does; some programs sow on to the end of the move and look only then. Programs stop very long sowings at a fixed limit and call the mover the loser, where Baraza finds endless moves exactly and never offers them; and none of them draws a repeated game, which Baraza does on the third occurrence, as in Bao la Kete.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-12: the end; its points are Z-12.1 to Z-12.3. &quot;bao hamna&quot; (&quot;no board&quot;) and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Peli päättyy heti, kun jokin näistä tapahtuu, tässä järjestyksessä tarkistettuna:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-12.1&lt;/b&gt; &lt;b&gt;Bao hamna&lt;/b&gt; (&quot;ei lautaa&quot;): kun kaappauksesi tyhjentää vastustajasi eturivin, voitat heti, kesken siirron; juuri kaappaamasi siemenet jäävät käteesi ja poistuvat laudalta.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.2&lt;/b&gt; Häviät, kun oma eturivisi on tyhjä kierroksen lopussa (pelissä mikään laillinen siirto ei voi tehdä niin: sääntö on käsin asetettuja asemia varten).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.3&lt;/b&gt; Häviät, kun on vuorosi eikä sinulla ole laillista siirtoa, kuten silloin, kun eturivisi on tyhjä.&lt;/li&gt;&lt;/ul&gt;Loputtomat siirrot eivät ole sallittuja (C-5), ja kolmannen kerran toistuva asema on tasapeli (C-6); asemaan kuuluvat molemmat kädet, kumpikin nyumba ja takasia-merkintä. &lt;b&gt;Barazan valinta:&lt;/b&gt; turnaussäännöt päättävät pelin sillä hetkellä, kun eturivi on tyhjä, kuten Baraza tekee; jotkin ohjelmat kylvävät siirron loppuun ja katsovat vasta sitten. Ohjelmat katkaisevat hyvin pitkät kylvöt kiinteään rajaan ja julistavat siirtäjän hävinneeksi, kun taas Baraza tunnistaa loputtomat siirrot tarkasti eikä koskaan tarjoa niitä; eikä mikään niistä tuomitse toistuvaa peliä tasapeliksi, minkä Baraza tekee kolmannella kerralla, kuten Bao la Ketessä.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bao&lt;/b&gt; is a family of board games of East Africa, played by sowing seeds around rows of holes. This help has the rules of the five games Baraza plays, clause by clause; each clause has an id, such as K-3, which the lessons and the commentary on the moves cite. The games&apos; own words, such as kuu and mtoto, are explained at the end. Where the old sources are silent or disagree, Baraza has to decide; each clause where it does says so, as &lt;b&gt;Baraza&apos;s choice&lt;/b&gt;.</source>
        <extracomment>Rules help, the introduction at the top. &quot;Baraza&apos;s choice&quot; must read exactly as the bold &quot;Baraza&apos;s choice:&quot; in the clauses (C-4, C-5, …) of this language.</extracomment>
        <translation>&lt;b&gt;Bao&lt;/b&gt; on itäafrikkalainen lautapelien perhe; niitä pelataan kylvämällä siemeniä kuoppariviä kiertäen. Tämä ohje sisältää Barazan viiden pelin säännöt kohta kohdalta; jokaisella kohdalla on tunnus, kuten K-3, johon oppitunnit ja siirtojen selostus viittaavat. Pelien omat sanat, kuten kuu ja mtoto, selitetään lopussa. Kun vanhat lähteet vaikenevat tai ovat eri mieltä, Barazan on päätettävä; jokainen kohta, jossa se tekee niin, kertoo sen: &lt;b&gt;Barazan valinta&lt;/b&gt;.</translation>
    </message>
</context>
<context>
    <name>SafeSave</name>
    <message>
        <source>the disk is full</source>
        <translation>levy on täynnä</translation>
    </message>
    <message>
        <source>the folder cannot be written to</source>
        <translation>kansioon ei voi kirjoittaa</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>tiedostoa ei voitu kirjoittaa</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed.</extracomment>
        <translation>Hidas</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed.</extracomment>
        <translation>Tavallinen</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed.</extracomment>
        <translation>Nopea</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed: no animation, the move&apos;s end is shown at once.</extracomment>
        <translation>Välitön</translation>
    </message>
    <message>
        <source>Natural (each game&apos;s own)</source>
        <extracomment>Seed colour: each game&apos;s own (grey-green, brown or pale).</extracomment>
        <translation>Luonnollinen (kunkin pelin oma)</translation>
    </message>
    <message>
        <source>Red</source>
        <extracomment>Seed colour.</extracomment>
        <translation>Punainen</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Seed colour.</extracomment>
        <translation>Musta</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>The sound volume, e.g. &quot;70%&quot;.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>Board and language</source>
        <extracomment>A group in the settings: language, animation speed and seed colour.</extracomment>
        <translation>Lauta ja kieli</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Äänet</translation>
    </message>
    <message>
        <source>Playing</source>
        <extracomment>A group in the settings: how moves are chosen.</extracomment>
        <translation>Pelaaminen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Kieli:</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>Animaation &amp;nopeus:</translation>
    </message>
    <message>
        <source>S&amp;eeds:</source>
        <translation>&amp;Siemenet:</translation>
    </message>
    <message>
        <source>Play s&amp;ounds: seeds dropping, captures, the end of a game</source>
        <translation>&amp;Äänet: putoavat siemenet, kaappaukset, pelin loppu</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Voimakkuus:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>Light wood</source>
        <extracomment>The board&apos;s wood.</extracomment>
        <translation>Vaalea puu</translation>
    </message>
    <message>
        <source>Dark wood</source>
        <extracomment>The board&apos;s wood.</extracomment>
        <translation>Tumma puu</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Lauta:</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: &amp;confirm each move with a second click or Enter</source>
        <extracomment>The two Bao games whose moves carry a direction and a safari: the move shown on the board is played on a second click or Enter.</extracomment>
        <translation>Bao la Kete ja Bao la Kiswahili: &amp;vahvista jokainen siirto toisella napsautuksella tai Enterillä</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set up a position</source>
        <translation>Aseta asema</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Peli:</translation>
    </message>
    <message>
        <source>&amp;To move:</source>
        <translation>&amp;Siirtovuorossa:</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>&amp;Aloitusasema</translation>
    </message>
    <message>
        <source>&amp;Empty board</source>
        <translation>&amp;Tyhjä lauta</translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation>&amp;Kopioi asema</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Liitä asema</translation>
    </message>
    <message>
        <source>Copy the position as text (BPN)</source>
        <extracomment>BPN is the one-line text of a position, as bao-cli and the records write it.</extracomment>
        <translation>Kopioi asema tekstinä (BPN)</translation>
    </message>
    <message>
        <source>Read a position written as text (BPN) from the clipboard</source>
        <translation>Lue leikepöydältä tekstinä (BPN) kirjoitettu asema</translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation>Tallenna &amp;nimellä…</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>Anal&amp;ysoi</translation>
    </message>
    <message>
        <source>P&amp;lay from here…</source>
        <translation>P&amp;elaa tästä…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Reserve:</source>
        <translation>Varanto:</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Käsi:</translation>
    </message>
    <message>
        <source>Kuu stands:</source>
        <translation>Kuu olemassa:</translation>
    </message>
    <message>
        <source>Nyumba owned:</source>
        <translation>Nyumba omistettu:</translation>
    </message>
    <message>
        <source>Store:</source>
        <translation>Varasto:</translation>
    </message>
    <message>
        <source>Hizi zetu &amp;mark:</source>
        <translation>Hizi zetu -&amp;merkintä:</translation>
    </message>
    <message>
        <source>Takasia &amp;mark:</source>
        <translation>Takasia-&amp;merkintä:</translation>
    </message>
    <message>
        <source>Click a hole to add a seed, right-click or Shift-click to take one away, drag to move a hole&apos;s seeds to another; or type a number on the hole the arrow keys choose.</source>
        <translation>Napsauta kuoppaa lisätäksesi siemenen, napsauta oikealla tai Shift-napsauta ottaaksesi yhden pois, vedä siirtääksesi kuopan siemenet toiseen; tai kirjoita luku nuolinäppäimillä valittuun kuoppaan.</translation>
    </message>
    <message>
        <source>Click a hole to put a stone on it, right-click or Shift-click to take it away, drag to move it; or type 1 or 0 on the hole the arrow keys choose.</source>
        <translation>Napsauta kuoppaa asettaaksesi kiven, napsauta oikealla tai Shift-napsauta ottaaksesi sen pois, vedä siirtääksesi sen; tai kirjoita 1 tai 0 nuolinäppäimillä valittuun kuoppaan.</translation>
    </message>
    <message>
        <source>Ctrl-click a hole (or press M) to make it a mtoto or not.</source>
        <translation>Ctrl-napsauta kuoppaa (tai paina M) tehdäksesi siitä mtodon tai poistaaksesi sen.</translation>
    </message>
    <message>
        <source>Seeds: %1 of %2</source>
        <extracomment>%1 seeds on the board, in the reserves (hands) and stores, of the %2 the game has.</extracomment>
        <translation>Siemeniä: %1/%2</translation>
    </message>
    <message>
        <source>This position can be played.</source>
        <translation>Tätä asemaa voi pelata.</translation>
    </message>
    <message>
        <source>This position cannot happen: %1</source>
        <extracomment>%1 says why, e.g. &quot;South&apos;s kuu e2 holds 5 seeds: a kuu that still stands holds six or more (L-1)&quot;.</extracomment>
        <translation>Tämä asema ei ole mahdollinen: %1</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The hizi zetu (takasia) mark is on no hole.</extracomment>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Kopioitu: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read as a position.</source>
        <translation>Leikepöydällä ei ole tekstiä, jonka voisi lukea asemaksi.</translation>
    </message>
    <message>
        <source>The text in the clipboard is not a position that can be used: %1</source>
        <extracomment>%1 says why, e.g. &quot;“hz” (the hizi zetu mark) is missing&quot;.</extracomment>
        <translation>Leikepöydän teksti ei ole käyttökelpoinen asema: %1</translation>
    </message>
    <message>
        <source>Position pasted.</source>
        <translation>Asema liitetty.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 is the file&apos;s name.</extracomment>
        <translation>Tallennettu: %1</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Tallenna asema</translation>
    </message>
    <message>
        <source>Bao games (*.bao)</source>
        <translation>Bao-pelit (*.bao)</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <extracomment>%1 is the file&apos;s name, %2 the reason.</extracomment>
        <translation>Tiedostoa %1 ei voitu tallentaa: %2</translation>
    </message>
    <message>
        <source>Stones: %1 of %2</source>
        <translation>Kiviä: %1/%2</translation>
    </message>
    <message>
        <source>Board of the position being set up</source>
        <extracomment>What a screen reader says of the position editor&apos;s board.</extracomment>
        <translation>Asetettavan aseman lauta</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds of the game&apos;s %1: a position that cannot arise in a game (no seed ever leaves it), but it can be played as an exercise.</source>
        <extracomment>%n seeds on the board (and in reserves, hands or stores), of the %1 the game is played with.</extracomment>
        <translation>
            <numerusform>%n siemen pelin %1 siemenestä: asema, johon peli ei voi johtaa (yksikään siemen ei koskaan poistu pelistä), mutta sitä voi pelata harjoituksena.</numerusform>
            <numerusform>%n siementä pelin %1 siemenestä: asema, johon peli ei voi johtaa (yksikään siemen ei koskaan poistu pelistä), mutta sitä voi pelata harjoituksena.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, to move, has no legal move.</source>
        <extracomment>%1 is the side to move (South or North).</extracomment>
        <translation>Vuorossa olevalla pelaajalla %1 ei ole sallittua siirtoa.</translation>
    </message>
    <message>
        <source>Played from here, the game would be over at once: a draw.</source>
        <translation>Tästä pelattuna peli päättyisi heti: tasapeli.</translation>
    </message>
    <message>
        <source>Played from here, the game would be over at once: %1 wins.</source>
        <extracomment>%1 is the winning side (South or North).</extracomment>
        <translation>Tästä pelattuna peli päättyisi heti: %1 voittaa.</translation>
    </message>
    <message numerus="yes">
        <source>This position cannot happen, for %n reasons:</source>
        <extracomment>Followed by the reasons, one a line.</extracomment>
        <translation>
            <numerusform>Tämä asema ei ole mahdollinen %n syystä:</numerusform>
            <numerusform>Tämä asema ei ole mahdollinen %n syystä:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <extracomment>After the first three reasons a position cannot happen: how many more there are.</extracomment>
        <translation>
            <numerusform>… ja %n muu.</numerusform>
            <numerusform>… ja %n muuta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out the moves from here…</source>
        <extracomment>The position editor works out, in the background, whether the position set up can be played on.</extracomment>
        <translation>Selvitetään siirtoja tästä asemasta…</translation>
    </message>
    <message>
        <source>%1&apos;s mtoto</source>
        <extracomment>The position editor&apos;s legend of Bao Kingulu&apos;s ring colours: %1 is the side (South or North), beside a dot of the colour that rings its mtoto holes.</extracomment>
        <translation>mtoto (%1)</translation>
    </message>
    <message>
        <source>A mtoto is a hole of the other player&apos;s row that a player has claimed by a capture (G-6): its ring has the colour of the player who claimed it, and a seed sown into it goes to that player&apos;s store (G-2).</source>
        <extracomment>Kingulu: &quot;mtoto&quot; stays in Swahili; G-2 and G-6 are the rules&apos; numbers.</extracomment>
        <translation>Mtoto on vastustajan rivin kuoppa, jonka pelaaja on ottanut kaappauksella (G-6): sen renkaalla on ottaneen pelaajan väri, ja siihen kylvetty siemen menee tämän pelaajan varastoon (G-2).</translation>
    </message>
</context>
<context>
    <name>SideClock</name>
    <message>
        <source>Clock of %1: %2 left</source>
        <extracomment>A side&apos;s clock, for a screen reader: %1 is South or North, %2 its time left (&quot;4:05&quot;).</extracomment>
        <translation>Kello, %1: %2 jäljellä</translation>
    </message>
    <message>
        <source>%1 minutes each</source>
        <extracomment>The time control, in a clock&apos;s tooltip: each side&apos;s minutes for the whole game.</extracomment>
        <translation>%1 minuuttia kummallekin</translation>
    </message>
    <message>
        <source>%1 minutes each, +%2 seconds a move</source>
        <extracomment>The time control, in a clock&apos;s tooltip: each side&apos;s minutes for the game, and seconds added after each of its moves.</extracomment>
        <translation>%1 minuuttia kummallekin, +%2 sekuntia siirrolta</translation>
    </message>
    <message>
        <source>%1 min each</source>
        <extracomment>The time control in the status line, short: each side&apos;s minutes for the game (&quot;min&quot; as in 5 min).</extracomment>
        <translation>%1 min kummallekin</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <extracomment>The time control in the status line, short: minutes each, and seconds added after each move (&quot;5 min + 3 s&quot;).</extracomment>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <extracomment>A side&apos;s clock&apos;s tooltip: %1 is the time control, e.g. &quot;5 minutes each, +3 seconds a move&quot;.</extracomment>
        <translation>Aikarajoitus: %1</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Tilastot</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Column headers of the statistics table: the game, the computer&apos;s level, and the results.</extracomment>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Tietokoneen taso</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Voitot</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tappiot</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Tasapelit</translation>
    </message>
    <message>
        <source>No game against the computer has been finished yet.</source>
        <translation>Yhtään peliä tietokonetta vastaan ei ole vielä pelattu loppuun.</translation>
    </message>
    <message>
        <source>Reset</source>
        <extracomment>Button: forget every count of the statistics.</extracomment>
        <translation>Nollaa</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Games you finished against the computer:</source>
        <translation>Tietokonetta vastaan loppuun pelaamasi pelit:</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>%1 to move</source>
        <translation>%1 siirtovuorossa</translation>
    </message>
    <message>
        <source>nemo stage</source>
        <extracomment>Kete stages: &quot;nemo&quot; and &quot;mtaji&quot; are Swahili names and stay as they are.</extracomment>
        <translation>nemo-vaihe</translation>
    </message>
    <message>
        <source>mtaji stage</source>
        <translation>mtaji-vaihe</translation>
    </message>
    <message>
        <source>the computer is thinking…</source>
        <translation>tietokone miettii…</translation>
    </message>
    <message>
        <source>last move %1</source>
        <translation>viimeisin siirto %1</translation>
    </message>
    <message>
        <source>looking for a good move…</source>
        <translation>etsitään hyvää siirtoa…</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <extracomment>Part way through a move: %1 is the side moving, %2 the move, e.g. &quot;South plays f2cw&quot;.</extracomment>
        <translation>%1 pelaa %2</translation>
    </message>
    <message>
        <source>looking back: move %1 of %2</source>
        <extracomment>Looking back along a game: %1 is the move shown, %2 how many moves the game has.</extracomment>
        <translation>katsot taaksepäin: siirto %1/%2</translation>
    </message>
    <message>
        <source>opening %1…</source>
        <extracomment>A game file whose positions take long to work out; %1 is the file&apos;s name.</extracomment>
        <translation>avataan %1…</translation>
    </message>
    <message>
        <source>working out the moves of the new position…</source>
        <extracomment>Some positions have sowings that take seconds to follow to their end.</extracomment>
        <translation>lasketaan uuden aseman siirtoja…</translation>
    </message>
    <message>
        <source>click the pit again or press Enter to play this move; Esc or another pit to choose again</source>
        <extracomment>Bao la Kete with &quot;confirm each move&quot; on: the move is shown on the board.</extracomment>
        <translation>napsauta kuoppaa uudelleen tai paina Enteriä pelataksesi tämän siirron; Esc tai toinen kuoppa valitsee uudelleen</translation>
    </message>
    <message>
        <source>choose a direction: click an arrow, or use Left/Right and Enter</source>
        <translation>valitse suunta: napsauta nuolta tai käytä Vasen/Oikea ja Enter</translation>
    </message>
    <message>
        <source>%1 chooses: stop in the kuu, or sow on (safari)?</source>
        <extracomment>Kete (L-6.3): the sowing waits in the kuu for the player&apos;s choice; %1 is the side moving.</extracomment>
        <translation>%1 valitsee: pysähtyäkö kuuhun vai jatkaa kylvöä (safari)?</translation>
    </message>
    <message>
        <source>%1 chooses: stop in the nyumba, or sow on (safari)?</source>
        <extracomment>Kiswahili (Z-6.3): the sowing waits in the nyumba for the player&apos;s choice; %1 is the side moving.</extracomment>
        <translation>%1 valitsee: pysähtyäkö nyumbaan vai jatkaa kylvöä (safari)?</translation>
    </message>
    <message>
        <source>namua stage</source>
        <extracomment>Kiswahili&apos;s first stage, while a player has seeds in hand; &quot;namua&quot; stays in Swahili.</extracomment>
        <translation>namua-vaihe</translation>
    </message>
    <message>
        <source>choose the kichwa where the captured seeds start, %1 or %2: click it or its arrow, or use Left/Right and Enter</source>
        <extracomment>A capture&apos;s direction is the choice of a kichwa (an end hole of the front row; the word stays in Swahili) where the captured seeds start: %1 and %2 are the two kichwas, e.g. &quot;a2&quot;, &quot;h2&quot;.</extracomment>
        <translation>valitse kichwa, jossa kaapattujen siementen kylvö alkaa, %1 tai %2: napsauta sitä tai sen nuolta tai käytä Vasen/Oikea ja Enter</translation>
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
        <translation>tasapeli</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n</source>
        <extracomment>The analysis has proven a win for the side to move: in %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>voittaa %n siirrossa</numerusform>
            <numerusform>voittaa %n siirrossa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <extracomment>The analysis has proven a loss for the side to move: in %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>häviää %n siirrossa</numerusform>
            <numerusform>häviää %n siirrossa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>likely wins in %n</source>
        <extracomment>The analysis: the search sees a win for the side to move in %n moves (plies), not proven.</extracomment>
        <translation>
            <numerusform>voittaa luultavasti %n siirrossa</numerusform>
            <numerusform>voittaa luultavasti %n siirrossa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>likely loses in %n</source>
        <extracomment>The analysis: the search sees a loss for the side to move in %n moves (plies), not proven.</extracomment>
        <translation>
            <numerusform>häviää luultavasti %n siirrossa</numerusform>
            <numerusform>häviää luultavasti %n siirrossa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %1–%2 in %n</source>
        <extracomment>Bao Kingulu&apos;s exact analysis: the side to move wins with this final count (its own first, e.g. &quot;wins 26–22 in 30&quot;), the game ending within %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>voittaa %1–%2 %n siirrossa</numerusform>
            <numerusform>voittaa %1–%2 %n siirrossa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses %1–%2 in %n</source>
        <extracomment>Bao Kingulu&apos;s exact analysis: the side to move loses with this final count (its own first, e.g. &quot;loses 22–26 in 30&quot;), the game ending within %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>häviää %1–%2 %n siirrossa</numerusform>
            <numerusform>häviää %1–%2 %n siirrossa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Peli</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Näkymä</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animaation &amp;nopeus</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Kieli</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ohje</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Uusi peli…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Aloita uusi peli</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Peru siirto</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>&amp;Tee siirto uudelleen</translation>
    </message>
    <message>
        <source>Play the taken-back move again</source>
        <translation>Pelaa peruttu siirto uudelleen</translation>
    </message>
    <message>
        <source>S&amp;kip animation</source>
        <translation>&amp;Ohita animaatio</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <source>Show seed &amp;counts</source>
        <translation>Näytä &amp;siemenmäärät</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>Pelien &amp;säännöt</translation>
    </message>
    <message>
        <source>&amp;About Baraza</source>
        <translation>&amp;Tietoja Barazasta</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Työkalupalkki</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Vihje</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Avaa peli…</translation>
    </message>
    <message>
        <source>Sample &amp;games</source>
        <translation>&amp;Esimerkkipelit</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Toisto</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Alkuun</translation>
    </message>
    <message>
        <source>Move back</source>
        <translation>Siirto taaksepäin</translation>
    </message>
    <message>
        <source>Seed back</source>
        <translation>Siemen taaksepäin</translation>
    </message>
    <message>
        <source>Seed forward</source>
        <translation>Siemen eteenpäin</translation>
    </message>
    <message>
        <source>Move forward</source>
        <translation>Siirto eteenpäin</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Loppuun</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tauko</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Toista</translation>
    </message>
    <message>
        <source>&amp;Play on from here…</source>
        <translation>&amp;Jatka pelaamista tästä…</translation>
    </message>
    <message>
        <source>Play on from the position shown, choosing who plays each side</source>
        <translation>Jatka pelaamista näytetystä asemasta ja valitse, kuka pelaa kumpaakin puolta</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Asetukset…</translation>
    </message>
    <message>
        <source>Animation speed, sound, language, seed colour (Ctrl+,)</source>
        <translation>Animaation nopeus, äänet, kieli, siementen väri (Ctrl+,)</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>&amp;Tallenna peli</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Tallenna peli &amp;nimellä…</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation>&amp;Viimeisimmät pelit</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Tilastot…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Koko näyttö</translation>
    </message>
    <message>
        <source>One step back inside the move, seed by seed</source>
        <extracomment>Tooltip: stepping through a move one sown seed at a time.</extracomment>
        <translation>Askel taaksepäin siirron sisällä, siemen kerrallaan</translation>
    </message>
    <message>
        <source>One step forward inside the move, seed by seed</source>
        <translation>Askel eteenpäin siirron sisällä, siemen kerrallaan</translation>
    </message>
    <message>
        <source>Pause the replay</source>
        <translation>Keskeytä toisto</translation>
    </message>
    <message>
        <source>Play the recorded moves one after another</source>
        <translation>Toista tallennetut siirrot peräkkäin</translation>
    </message>
    <message>
        <source>Take back the last move; against the computer, back to your turn</source>
        <translation>Peru viimeisin siirto; tietokonetta vastaan takaisin omaan vuoroosi</translation>
    </message>
    <message>
        <source>Show a good move on the board</source>
        <translation>Näytä hyvä siirto laudalla</translation>
    </message>
    <message>
        <source>Show the end of the move at once</source>
        <translation>Näytä siirron loppu heti</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tooltip with its shortcut: %1 says what the action does, %2 is the key, e.g. &quot;Move back (Ctrl+Left)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>L&amp;earn</source>
        <extracomment>The menu of lessons.</extracomment>
        <translation>Op&amp;i</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <extracomment>Game menu: analyse every move of the game in the background and judge it.</extracomment>
        <translation>&amp;Analysoi peli</translation>
    </message>
    <message>
        <source>Stone back</source>
        <translation>Kivi taaksepäin</translation>
    </message>
    <message>
        <source>Stone forward</source>
        <translation>Kivi eteenpäin</translation>
    </message>
    <message>
        <source>One step back inside the move, stone by stone</source>
        <extracomment>Tooltip, Bao la Kimasai: stepping through a move (lifting, stepping, capturing).</extracomment>
        <translation>Askel taaksepäin siirron sisällä, kivi kerrallaan</translation>
    </message>
    <message>
        <source>One step forward inside the move, stone by stone</source>
        <translation>Askel eteenpäin siirron sisällä, kivi kerrallaan</translation>
    </message>
    <message>
        <source>Show stone &amp;counts</source>
        <translation>Näytä &amp;kivimäärät</translation>
    </message>
    <message>
        <source>Animation speed, sound, language, stone colour (Ctrl+,)</source>
        <translation>Animaation nopeus, äänet, kieli, kivien väri (Ctrl+,)</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>Aseta &amp;asema…</translation>
    </message>
    <message>
        <source>Put a position together by hand, then play it, analyse it or save it</source>
        <extracomment>Tooltip: choose who plays each side and play on from the position shown.</extracomment>
        <translation>Kokoa asema käsin ja pelaa, analysoi tai tallenna se</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <extracomment>Game menu: the player gives the game up (against the computer the person, between two people the side to move).</extracomment>
        <translation>Lu&amp;ovuta</translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <extracomment>Game menu: the player proposes to end the game as a draw; the computer or the other person answers.</extracomment>
        <translation>Tarjoa ta&amp;sapeliä</translation>
    </message>
    <message>
        <source>&amp;Turn the board</source>
        <extracomment>View menu: turn the board half way round, North&apos;s rows at the bottom (checked while turned).</extracomment>
        <translation>&amp;Käännä lauta</translation>
    </message>
    <message>
        <source>Show North&apos;s side at the bottom of the board, South&apos;s at the top</source>
        <extracomment>Tooltip of View → Turn the board.</extracomment>
        <translation>Näytä pohjoisen puoli laudan alareunassa ja etelän yläreunassa</translation>
    </message>
    <message>
        <source>A game lost on time cannot be taken back</source>
        <extracomment>Tooltip of Undo at the end of a game lost on time, and the status bar&apos;s answer to it.</extracomment>
        <translation>Ajan loppumiseen hävittyä peliä ei voi perua</translation>
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
        <translation>Bao la Kimasai (nelirivinen)</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Aloittelija</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Rento</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Vahva</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Mestari</translation>
    </message>
    <message>
        <source>Looks a few moves ahead. A good first opponent.</source>
        <translation>Katsoo muutaman siirron eteenpäin. Hyvä ensimmäinen vastustaja.</translation>
    </message>
    <message>
        <source>Looks further ahead and seldom leaves seeds to be taken.</source>
        <translation>Katsoo pidemmälle eikä juuri jätä siemeniä kaapattaviksi.</translation>
    </message>
    <message>
        <source>Thinks for up to half a second a move.</source>
        <translation>Miettii enintään puoli sekuntia siirtoa kohden.</translation>
    </message>
    <message>
        <source>Thinks for two seconds a move and, when it is losing, sets traps.</source>
        <translation>Miettii kaksi sekuntia siirtoa kohden ja asettaa ansoja, kun on häviämässä.</translation>
    </message>
    <message>
        <source>Four rows of eight from Lamu: seeds come from a reserve, the kuu is guarded, and captured seeds are sown again from the ends.</source>
        <extracomment>Kete: &quot;kuu&quot; is the square hole; it stays in Swahili.</extracomment>
        <translation>Neljä kahdeksan kuopan riviä Lamulta: siemenet tulevat varannosta, kuuta varjellaan ja kaapatut siemenet kylvetään uudelleen päistä.</translation>
    </message>
    <message>
        <source>Four rows of twelve: long relay sowings, and you capture what faces your front row.</source>
        <translation>Neljä kahdentoista kuopan riviä: pitkiä jatkokylvöjä, ja kaappaat sen, mikä on eturivisi edessä.</translation>
    </message>
    <message>
        <source>Two rows of six on one loop: capture into your store and claim holes as mtoto.</source>
        <extracomment>Kingulu: a &quot;mtoto&quot; is a hole a player claims; the word stays in Swahili.</extracomment>
        <translation>Kaksi kuuden kuopan riviä yhdellä kierroksella: kaappaa varastoosi ja ota kuoppia mtotoiksi.</translation>
    </message>
    <message>
        <source>One stone a hole: step into the empty hole ahead and capture across the board.</source>
        <translation>Yksi kivi kuoppaa kohden: siirry edessä olevaan tyhjään kuoppaan ja kaappaa laudan toiselta puolelta.</translation>
    </message>
    <message>
        <source>Looks further ahead and seldom leaves stones to be taken.</source>
        <extracomment>A computer strength in Bao la Kimasai, played with stones.</extracomment>
        <translation>Katsoo pidemmälle eikä juuri jätä kiviä kaapattaviksi.</translation>
    </message>
    <message>
        <source>Plays perfectly: every move keeps the best count it can force, worked out to the end of the game.</source>
        <extracomment>The strongest computer level in Bao Kingulu, which the program has solved.</extracomment>
        <translation>Pelaa virheettömästi: jokainen siirto pitää parhaan lukeman, jonka se voi pakottaa, laskettuna pelin loppuun asti.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Etelä</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Pohjoinen</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>Four rows of eight as Zanzibar plays today: 22 seeds in hand, a nyumba that works while it holds six, and captured seeds sown again from the ends.</source>
        <extracomment>Kiswahili (Zanzibar Bao): the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Neljä kahdeksan kuopan riviä niin kuin Sansibarilla pelataan nykyään: 22 siementä kädessä, nyumba, joka toimii niin kauan kuin siinä on kuusi, ja kaapatut siemenet kylvetään uudelleen päistä.</translation>
    </message>
    <message>
        <source>Lamu · kuu · hizi zetu</source>
        <extracomment>Under Bao la Kete&apos;s picture: where it is played, and its own words (kuu, hizi zetu), which stay in Swahili.</extracomment>
        <translation>Lamu · kuu · hizi zetu</translation>
    </message>
    <message>
        <source>Zanzibar · nyumba · takasia</source>
        <extracomment>Under Bao la Kiswahili&apos;s picture: where it is played, and its own words (nyumba, takasia), which stay in Swahili.</extracomment>
        <translation>Sansibar · nyumba · takasia</translation>
    </message>
    <message>
        <source>four rows of twelve</source>
        <extracomment>Under Bao Kigogo&apos;s picture: its board.</extracomment>
        <translation>neljä kahdentoista kuopan riviä</translation>
    </message>
    <message>
        <source>two rows of six · stores</source>
        <extracomment>Under Bao Kingulu&apos;s picture: its board, and each player&apos;s store.</extracomment>
        <translation>kaksi kuuden kuopan riviä · varastot</translation>
    </message>
    <message>
        <source>one stone a hole</source>
        <extracomment>Under Bao la Kimasai&apos;s picture.</extracomment>
        <translation>yksi kivi kuoppaa kohden</translation>
    </message>
</context>
</TS>
