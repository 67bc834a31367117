<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi">
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
        <source>Values for %1, the side to move · depth %2 · %3 positions</source>
        <extracomment>The analysis pane: %1 is the side to move (values are for that side), %2 the depth in moves (plies) looked ahead, %3 how many positions were searched.</extracomment>
        <translation>Arvot pelaajalle %1, jonka vuoro on · syvyys %2 · %3 asemaa</translation>
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
    <message>
        <source>The evaluation after every move, South&apos;s advantage up; click to look at a position</source>
        <translation>Arvio jokaisen siirron jälkeen, Etelän etu ylöspäin; napsauta nähdäksesi aseman</translation>
    </message>
    <message>
        <source>The computer is working out its move: analyse the game after it.</source>
        <extracomment>Game → Analyse game asked for while the computer opponent works out its move (that comes first).</extracomment>
        <translation>Tietokone miettii siirtoaan: analysoi peli sen jälkeen.</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>South&apos;s former kuu</source>
        <extracomment>Kete: the kuu square of a side whose kuu has been emptied and no longer counts (L-3).</extracomment>
        <translation>Etelän entinen kuu</translation>
    </message>
    <message>
        <source>North&apos;s former kuu</source>
        <translation>Pohjoisen entinen kuu</translation>
    </message>
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
</context>
<context>
    <name>BoardView</name>
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
        <source>Board</source>
        <extracomment>What a screen reader calls the board; its pits are named one by one.</extracomment>
        <translation>Lauta</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>%1: the best move was %2 (%3); this move: %4</source>
        <extracomment>Tooltip of a judged move: %1 the judgement (Blunder, Mistake, ...), %2 the best move, %3 its value, %4 the value of the move played (values in seeds, or &quot;wins in 5&quot; and the like).</extracomment>
        <translation>%1: paras siirto oli %2 (%3); tämä siirto: %4</translation>
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
        <source>Bao la Kete: the square hole, South&apos;s e2 and North&apos;s d3. It starts with six seeds and is gone for good once its seeds are lifted or captured (L-1, L-2).</source>
        <translation>Bao la Kete: neliön muotoinen kuoppa, Etelän e2 ja Pohjoisen d3. Siinä on alussa kuusi siementä, ja se katoaa lopullisesti, kun sen siemenet nostetaan tai kaapataan (L-1, L-2).</translation>
    </message>
    <message>
        <source>kichwa</source>
        <extracomment>Glossary: the word &quot;kichwa&quot;, as the language writes it.</extracomment>
        <translation>kichwa</translation>
    </message>
    <message>
        <source>Bao la Kete: an end hole of a front row (a and h). Captured seeds are sown from a kichwa (L-5).</source>
        <translation>Bao la Kete: eturivin päätykuoppa (a ja h). Kaapatut siemenet kylvetään kichwasta alkaen (L-5).</translation>
    </message>
    <message>
        <source>kimbi</source>
        <extracomment>Glossary: the word &quot;kimbi&quot;, as the language writes it.</extracomment>
        <translation>kimbi</translation>
    </message>
    <message>
        <source>Bao la Kete: the two holes at each end of a front row, columns a, b, g and h (L-5).</source>
        <translation>Bao la Kete: eturivin kummankin pään kaksi kuoppaa, sarakkeet a, b, g ja h (L-5).</translation>
    </message>
    <message>
        <source>nemo</source>
        <extracomment>Glossary: the word &quot;nemo&quot;, as the language writes it.</extracomment>
        <translation>nemo</translation>
    </message>
    <message>
        <source>Bao la Kete: the first stage, while a player still has seeds in reserve; each move begins by placing one (L-3, L-7, L-8).</source>
        <translation>Bao la Kete: ensimmäinen vaihe, kun pelaajalla on vielä siemeniä varastossa; jokainen siirto alkaa yhden asettamisella (L-3, L-7, L-8).</translation>
    </message>
    <message>
        <source>mtaji</source>
        <extracomment>Glossary: the word &quot;mtaji&quot;, as the language writes it.</extracomment>
        <translation>mtaji</translation>
    </message>
    <message>
        <source>Bao la Kete: the second stage, once a player&apos;s reserve is empty; moves start by lifting a hole (L-3, L-9, L-10).</source>
        <translation>Bao la Kete: toinen vaihe, kun pelaajan varasto on tyhjä; siirrot alkavat kuopan nostamisella (L-3, L-9, L-10).</translation>
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
        <source>Bao la Kete: going on out of one&apos;s own kuu when a capture&apos;s sowing ends there: the kuu is lifted and gone (L-6.3).</source>
        <translation>Bao la Kete: jatkaminen omasta kuusta, kun kaappauksen kylvö päättyy siihen: kuu nostetaan ja se katoaa (L-6.3).</translation>
    </message>
    <message>
        <source>hizi zetu</source>
        <extracomment>Glossary: the words &quot;hizi zetu&quot;, as the language writes them.</extracomment>
        <translation>hizi zetu</translation>
    </message>
    <message>
        <source>Bao la Kete: the Lamu blocking rule. After a takata, a hole the mover could capture next is marked: the opponent may not start from it on his next move (L-11).</source>
        <translation>Bao la Kete: Lamun estosääntö. Takatan jälkeen merkitään kuoppa, jonka siirtäjä voisi seuraavaksi kaapata: vastustaja ei saa aloittaa siitä seuraavalla siirrollaan (L-11).</translation>
    </message>
    <message>
        <source>bao hamna</source>
        <extracomment>Glossary: the words &quot;bao hamna&quot;, as the language writes them.</extracomment>
        <translation>bao hamna</translation>
    </message>
    <message>
        <source>Bao la Kete: &quot;no board&quot;: a capture that empties the opponent&apos;s front row wins at once (L-12).</source>
        <translation>Bao la Kete: &quot;ei lautaa&quot;: kaappaus, joka tyhjentää vastustajan eturivin, voittaa heti (L-12).</translation>
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
    <message numerus="yes">
        <source>After %1, %2&apos;s best answer captures %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds the opponent&apos;s best answer captures.</extracomment>
        <translation>
            <numerusform>Siirron %1 jälkeen pelaajan %2 paras vastaus kaappaa %n siemenen.</numerusform>
            <numerusform>Siirron %1 jälkeen pelaajan %2 paras vastaus kaappaa %n siementä.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the strongest move the engine found.</source>
        <extracomment>A hint&apos;s reason when there is nothing more to say: %1 is the move.</extracomment>
        <translation>%1 on vahvin siirto, jonka moottori löysi.</translation>
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
        <source>Baraza — %1</source>
        <translation>Baraza — %1</translation>
    </message>
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
        <source>Moves</source>
        <translation>Siirrot</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Mitä tapahtui</translation>
    </message>
    <message>
        <source>Safari?</source>
        <translation>Safari?</translation>
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
        <source>Rules of the games</source>
        <translation>Pelien säännöt</translation>
    </message>
    <message>
        <source>About Baraza</source>
        <translation>Tietoja Barazasta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao Kingulu and Bao la Kimasai: play, watch every sowing seed by seed, and learn the rules.&lt;br&gt;A &lt;i&gt;baraza&lt;/i&gt; is the stone bench where Bao is played on the Swahili coast.</source>
        <translation>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao Kingulu ja Bao la Kimasai: pelaa, seuraa jokaista kylvöä siemen siemeneltä ja opi säännöt.&lt;br&gt;&lt;i&gt;Baraza&lt;/i&gt; on kivipenkki, jolla Baoa pelataan swahilirannikolla.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>The status bar after Hint: %1 is the move with the reason, e.g. &quot;d1 captures 6 seeds and leaves North no capture.&quot;</extracomment>
        <translation>Vihje: %1</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Vihje</translation>
    </message>
    <message>
        <source>looking for a good move…</source>
        <translation>etsitään hyvää siirtoa…</translation>
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
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>New line</source>
        <translation>Uusi haara</translation>
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
        <source>The unfinished game could not be kept: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Keskeneräistä peliä ei voitu säilyttää: %1</translation>
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
        <source>&amp;Play on from here…</source>
        <translation>&amp;Jatka pelaamista tästä…</translation>
    </message>
    <message>
        <source>Play on from the position shown, choosing who plays each side</source>
        <extracomment>Tooltip: choose who plays each side and play on from the position shown.</extracomment>
        <translation>Jatka pelaamista näytetystä asemasta ja valitse, kuka pelaa kumpaakin puolta</translation>
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
    <message numerus="yes">
        <source>The game on the board is not finished (%n moves). Close it?</source>
        <translation>
            <numerusform>Laudalla oleva peli on kesken (%n siirto). Suljetaanko se?</numerusform>
            <numerusform>Laudalla oleva peli on kesken (%n siirtoa). Suljetaanko se?</numerusform>
        </translation>
    </message>
    <message>
        <source>Close it</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Jatka pelaamista</translation>
    </message>
    <message>
        <source>%1 · computer (%2)</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the computer&apos;s strength.</extracomment>
        <translation>%1 · tietokone (%2)</translation>
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
        <source>click the pit again or press Enter to play this move; Esc or another pit to choose again</source>
        <extracomment>Bao la Kete with &quot;confirm each move&quot; on: the move is shown on the board.</extracomment>
        <translation>napsauta kuoppaa uudelleen tai paina Enteriä pelataksesi tämän siirron; Esc tai toinen kuoppa valitsee uudelleen</translation>
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
        <source>Welcome to Baraza: choose a game</source>
        <extracomment>The title of the New game dialog the first time the program starts.</extracomment>
        <translation>Tervetuloa Barazaan: valitse peli</translation>
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
    <message>
        <source>choose a direction: click an arrow, or use Left/Right and Enter</source>
        <translation>valitse suunta: napsauta nuolta tai käytä Vasen/Oikea ja Enter</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Status bar after saving; %1 is the file&apos;s name.</extracomment>
        <translation>Tallennettu: %1</translation>
    </message>
    <message>
        <source>Baraza — %1 — %2</source>
        <extracomment>The window&apos;s title: %1 is the game&apos;s file name (with its modified mark), %2 the game.</extracomment>
        <translation>Baraza — %1 — %2</translation>
    </message>
    <message>
        <source>%1 is no longer there. It has been removed from the recent games.</source>
        <extracomment>%1 is a file&apos;s full path.</extracomment>
        <translation>%1 ei ole enää tallessa. Se on poistettu viimeisimmistä peleistä.</translation>
    </message>
    <message>
        <source>%1 has changed since it was saved. Save the changes?</source>
        <extracomment>%1 is the game&apos;s file name.</extracomment>
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
        <source>The sowing has reached your kuu. Stop here, or lift the kuu and sow on (safari)?</source>
        <extracomment>Kete (L-6.3): a capture&apos;s sowing has ended in the player&apos;s own kuu.</extracomment>
        <translation>Kylvö on saapunut kuuhusi. Pysähdytkö tähän vai nostatko kuun ja jatkat kylvöä (safari)?</translation>
    </message>
    <message>
        <source>Double-click: the rule in the rules window</source>
        <extracomment>Tooltip of a narration line: double-clicking it opens the rules at its game.</extracomment>
        <translation>Kaksoisnapsautus: sääntö sääntöikkunassa</translation>
    </message>
    <message>
        <source>Best move: %1</source>
        <extracomment>The status bar after &quot;Show best move&quot; in the analysis pane; %1 is the move.</extracomment>
        <translation>Paras siirto: %1</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <extracomment>Game menu: analyse every move of the game in the background and judge it.</extracomment>
        <translation>&amp;Analysoi peli</translation>
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
        <translation>Etelä</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Pohjoinen</translation>
    </message>
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
        <source>The seeds of %1 (%2) are captured into the hand, to be sown from a kichwa.</source>
        <extracomment>Kete: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>Kuopan %1 siemenet (%2) kaapataan käteen kylvettäviksi kichwasta alkaen.</translation>
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
        <source>%1 wins: bao hamna, %2&apos;s front row is empty (L-12).</source>
        <translation>%1 voittaa: bao hamna, pelaajan %2 etumainen rivi on tyhjä (L-12).</translation>
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
        <source>%1 wins: %2 emptied his own front row (L-12).</source>
        <translation>%1 voittaa: %2 tyhjensi oman etumaisen rivinsä (L-12).</translation>
    </message>
    <message>
        <source>Draw: the same position came back (C-6).</source>
        <translation>Tasapeli: sama asema toistui (C-6).</translation>
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
        <translation>Pelaajan %1 varasto on tyhjä: tästä lähtien hänen siirtonsa ovat mtaji-siirtoja.</translation>
    </message>
    <message>
        <source>The turn passes to %1.</source>
        <translation>Vuoro siirtyy pelaajalle %1.</translation>
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
        <source>Play on from here</source>
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
        <source>Four rows of eight from Lamu: seeds come from a reserve, the kuu is guarded, and captured seeds are sown again from the ends.</source>
        <extracomment>Kete: &quot;kuu&quot; is the square hole; it stays in Swahili.</extracomment>
        <translation>Neljä kahdeksan kuopan riviä Lamulta: siemenet tulevat varastosta, kuuta varjellaan ja kaapatut siemenet kylvetään uudelleen päistä.</translation>
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
        <source>Name (optional)</source>
        <extracomment>Placeholder of the field for a person&apos;s name in the New game dialog.</extracomment>
        <translation>Nimi (valinnainen)</translation>
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
        <extracomment>A row of the Kingulu count: the player&apos;s own side against the computer; %1 is South or North.</extracomment>
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
    <name>RulesText</name>
    <message>
        <source>All four games</source>
        <translation>Kaikki neljä peliä</translation>
    </message>
    <message>
        <source>South moves first. Each player sows around his own two rows (in Kingulu both players share one loop). A seed is dropped in each following hole; when a lap goes all the way round, the hole it started from is not skipped.</source>
        <translation>Etelä aloittaa. Kumpikin pelaaja kylvää omien kahden rivinsä ympäri (Kingulussa pelaajilla on yhteinen kierto). Jokaiseen seuraavaan kuoppaan pudotetaan yksi siemen; kun kierros kiertää koko ympyrän, lähtökuoppaa ei ohiteta.</translation>
    </message>
    <message>
        <source>A move whose sowing would never end is not allowed (C-5). Kigogo and Kimasai are drawn as soon as a position comes back; Kete and Kingulu at its third occurrence (C-6).</source>
        <translation>Siirto, jonka kylvö ei koskaan päättyisi, ei ole sallittu (C-5). Kigogo ja Kimasai päättyvät tasapeliin heti, kun asema toistuu; Kete ja Kingulu sen kolmannella kerralla (C-6).</translation>
    </message>
    <message>
        <source>Squares are named like chess squares: columns a, b, c… from South&apos;s left, rows 1 to 4 from South&apos;s back row.</source>
        <translation>Kuopat nimetään kuten shakkiruudut: sarakkeet a, b, c… Etelän vasemmalta, rivit 1–4 Etelän takariviltä alkaen.</translation>
    </message>
    <message>
        <source>Bao Kigogo</source>
        <translation>Bao Kigogo</translation>
    </message>
    <message>
        <source>Two seeds in every hole except a2 and l3. Lift all the seeds of one of your holes holding two or more and sow them counterclockwise. Only if you have no such hole may a single seed step into an empty next hole (K-2).</source>
        <translation>Kaksi siementä jokaisessa kuopassa paitsi a2:ssa ja l3:ssa. Nosta kaikki siemenet jostakin omasta kuopastasi, jossa on vähintään kaksi, ja kylvä ne vastapäivään. Vain jos sinulla ei ole sellaista kuoppaa, yksittäinen siemen saa astua tyhjään seuraavaan kuoppaan (K-2).</translation>
    </message>
    <message>
        <source>If the last seed falls into an occupied hole, lift everything there and sow on (K-3). When the move ends in an empty hole of your front row and the opposite hole is occupied, capture it, and the hole behind it too; captured seeds leave the game. A single step can capture as well (K-4).</source>
        <translation>Jos viimeinen siemen putoaa kuoppaan, jossa on siemeniä, nosta ne kaikki ja jatka kylvöä (K-3). Kun siirto päättyy etumaisen rivisi tyhjään kuoppaan ja vastakkaisessa kuopassa on siemeniä, kaappaa ne sekä sen takana olevan kuopan siemenet; kaapatut siemenet poistuvat pelistä. Myös yksittäinen askel voi kaapata (K-4).</translation>
    </message>
    <message>
        <source>You win when your opponent has no seeds left or cannot move (K-5).</source>
        <translation>Voitat, kun vastustajaltasi loppuvat siemenet tai hän ei voi siirtää (K-5).</translation>
    </message>
    <message>
        <source>Bao la Kimasai (four rows)</source>
        <translation>Bao la Kimasai (nelirivinen)</translation>
    </message>
    <message>
        <source>One stone in every hole except a2 and l3. Move one stone a single step counterclockwise into an empty hole (M-2). Arriving in your front row opposite a stone captures it, and the stone behind it (M-3).</source>
        <translation>Yksi kivi jokaisessa kuopassa paitsi a2:ssa ja l3:ssa. Siirrä yhtä kiveä yksi askel vastapäivään tyhjään kuoppaan (M-2). Kun saavut etumaiselle rivillesi kiven kohdalle, kaappaat sen ja sen takana olevan kiven (M-3).</translation>
    </message>
    <message>
        <source>You win when your opponent has no stones left or cannot move (M-4).</source>
        <translation>Voitat, kun vastustajaltasi loppuvat kivet tai hän ei voi siirtää (M-4).</translation>
    </message>
    <message>
        <source>Bao Kingulu</source>
        <translation>Bao Kingulu</translation>
    </message>
    <message>
        <source>When a player cannot move, each side counts its row, its mtoto holes and its store; more wins (G-7).</source>
        <translation>Kun pelaaja ei voi siirtää, kumpikin laskee rivinsä, mtotonsa ja varastonsa siemenet; enemmän saanut voittaa (G-7).</translation>
    </message>
    <message>
        <source>Bao la Kete</source>
        <translation>Bao la Kete</translation>
    </message>
    <message>
        <source>You win at once by emptying your opponent&apos;s front row (bao hamna); you lose if your own front row is empty at the end of a lap, or if you cannot move (L-12).</source>
        <translation>Voitat heti tyhjentämällä vastustajasi etumaisen rivin (bao hamna); häviät, jos oma etumainen rivisi on tyhjä kierroksen lopussa tai jos et voi siirtää (L-12).</translation>
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
        <source>Hizi zetu: when your opponent&apos;s takata in mtaji leaves exactly one of your front holes open to his next capture and you have no capture yourself, that hole is marked, even if it holds a single seed; only your kuu, your only occupied front hole and your only front hole with two or more seeds are never marked. On your next move you may not start from the marked hole, and a lap that ends there ends your move, except the first lap of sowing your kuu: then the hole is lifted and sown on as usual. On his next move your opponent must capture the marked hole if he can (L-11).</source>
        <translation>Hizi zetu: kun vastustajasi takata mtaji-vaiheessa jättää täsmälleen yhden eturivisi kuopista alttiiksi hänen seuraavalle kaappaukselleen eikä sinulla itselläsi ole kaappausta, se kuoppa merkitään, vaikka siinä olisi vain yksi siemen; vain kuutasi, ainoaa etukuoppaasi jossa on siemeniä ja ainoaa etukuoppaasi jossa on kaksi tai useampia siemeniä ei koskaan merkitä. Seuraavaa siirtoasi et saa aloittaa merkitystä kuopasta, ja siihen päättyvä kierros päättää siirtosi, paitsi kuun kylvön ensimmäinen kierros: silloin kuoppa nostetaan ja kylvö jatkuu tavalliseen tapaan. Seuraavalla siirrollaan vastustajasi on kaapattava merkitty kuoppa, jos hän voi (L-11).</translation>
    </message>
    <message>
        <source>Four seeds in each of the twelve holes; South owns row 1, North row 2, and both sow counterclockwise around one loop (G-1). Sow all the seeds of one of your holes; a single seed is enough. A move is not allowed if its first lap ends in an occupied hole of your own row; a mtoto there does not count as occupied (G-3).</source>
        <translation>Neljä siementä kussakin kahdestatoista kuopasta; Etelä omistaa rivin 1, Pohjoinen rivin 2, ja molemmat kylvävät vastapäivään samaa kehää (G-1). Kylvä kaikki yhden kuoppasi siemenet; yksikin siemen riittää. Siirto ei ole sallittu, jos sen ensimmäinen kierros päättyy oman rivisi kuoppaan, jossa on siemeniä; siellä oleva mtoto ei lasketa täydeksi (G-3).</translation>
    </message>
    <message>
        <source>A lap ending in an empty hole of your row captures the opposite hole into your store, with the capturing seed, unless that hole is a mtoto. A lap ending in an opponent&apos;s hole that held exactly three makes it your mtoto: it is yours to the end, never sown from or captured, and seeds sown into it go to its owner&apos;s store; if that lap sowed two or more seeds, the seed it dropped just before joins it (G-4, G-6). A lap ending in a mtoto ends the move. Other occupied holes are sown on, and captures and new mtoto holes can come in any lap (G-5).</source>
        <translation>Oman rivisi tyhjään kuoppaan päättyvä kierros kaappaa vastapäisen kuopan varastoosi yhdessä kaappaavan siemenen kanssa, ellei se kuoppa ole mtoto. Vastustajan kuoppaan, jossa oli tasan kolme siementä, päättyvä kierros tekee siitä mtotosi: se on sinun loppuun asti, siitä ei koskaan kylvetä eikä sitä kaapata, ja siihen kylvetyt siemenet menevät sen omistajan varastoon; jos kierros kylvi kaksi tai useampia siemeniä, juuri ennen sitä pudotettu siemen liittyy siihen (G-4, G-6). Mtotoon päättyvä kierros päättää siirron. Muista täysistä kuopista kylvö jatkuu, ja kaappauksia ja uusia mtotoja voi syntyä millä kierroksella tahansa (G-5).</translation>
    </message>
    <message>
        <source>Each player has a square kuu (South e2, North d3) holding six seeds, two seeds in each of the two holes to its right (South f2 and g2, North c3 and b3), and 22 seeds in reserve; each sows only around his own two rows, clockwise or counterclockwise (L-1). While you have reserve seeds your moves are nemo moves; once your reserve is empty, mtaji moves (L-3).</source>
        <translation>Kullakin pelaajalla on neliönmuotoinen kuu (Etelä e2, Pohjoinen d3), jossa on kuusi siementä, kaksi siementä kummassakin sen oikealla puolella olevassa kuopassa (Etelä f2 ja g2, Pohjoinen c3 ja b3) ja 22 siementä varassa; kukin kylvää vain omien kahden rivinsä ympäri, myötä- tai vastapäivään (L-1). Niin kauan kuin sinulla on varasiemeniä, siirtosi ovat nemo-siirtoja; kun vara on lopussa, mtaji-siirtoja (L-3).</translation>
    </message>
    <message>
        <source>Capturing is compulsory. A front hole of yours is a capture position when it and the opponent&apos;s front hole in the same column both hold seeds (L-4). In nemo, if you have a capture position you must place a reserve seed in one of them and capture the opposite hole (L-7); otherwise you place it in an occupied hole of your front row and sow from there, a takata (L-8).</source>
        <translation>Kaappaaminen on pakollista. Etukuoppasi on kaappausasema, kun siinä ja vastustajan samassa sarakkeessa olevassa etukuopassa on kummassakin siemeniä (L-4). Nemossa, jos sinulla on kaappausasema, sinun on laitettava varasiemen johonkin niistä ja kaapattava vastapäinen kuoppa (L-7); muuten laitat sen eturivisi täyteen kuoppaan ja kylvät siitä, takata (L-8).</translation>
    </message>
    <message>
        <source>Captured seeds are sown from a kichwa (an end hole of your front row) toward the centre: from the nearer end when the capture is in the kimbi (the two holes at either end), otherwise from the end that keeps your direction; only the first capture of a nemo move lets you choose (L-5). After a capture a lap ending at another capture position captures again, a lap ending in your kuu lets you stop or go on (safari) in nemo and goes on in mtaji, other occupied holes are sown on, and an empty hole ends the move (L-6).</source>
        <translation>Kaapatut siemenet kylvetään kichwasta (eturivisi päätykuopasta) kohti keskustaa: lähemmästä päästä, kun kaappaus on kimbissä (kaksi kuoppaa kummassakin päässä), muuten siitä päästä, joka säilyttää suuntasi; vain nemo-siirron ensimmäisessä kaappauksessa saat valita (L-5). Kaappauksen jälkeen toiseen kaappausasemaan päättyvä kierros kaappaa uudelleen, kuuhusi päättyvä kierros antaa nemossa pysähtyä tai jatkaa (safari) ja jatkuu mtajissa, muista täysistä kuopista kylvö jatkuu, ja tyhjä kuoppa päättää siirron (L-6).</translation>
    </message>
    <message>
        <source>In a nemo takata the kuu may be chosen only when it is your only occupied front hole. The placed reserve seed counts: a kuu of six becomes seven and all seven are sown (the kuu is gone); from eight or more only two are sown and the kuu stays. Without a kuu you must choose a hole with two or more seeds, unless all your occupied front holes hold one. A kichwa that is your only occupied front hole is sown toward the centre. Laps relay as in Kigogo, capture nothing, and stop in your kuu (L-8).</source>
        <translation>Nemon takatassa kuun saa valita vain, kun se on ainoa etukuoppasi, jossa on siemeniä. Laitettu varasiemen lasketaan: kuuden siemenen kuusta tulee seitsemän ja kaikki seitsemän kylvetään (kuu katoaa); kahdeksasta tai useammasta kylvetään vain kaksi ja kuu jää. Ilman kuuta sinun on valittava kuoppa, jossa on kaksi tai useampia siemeniä, elleivät kaikki täydet etukuoppasi sisällä vain yhtä. Kichwa, joka on ainoa täysi etukuoppasi, kylvetään kohti keskustaa. Kierrokset jatkuvat kuten Kigogossa, eivät kaappaa mitään ja pysähtyvät kuuhusi (L-8).</translation>
    </message>
    <message>
        <source>In mtaji you lift a hole of either row holding 2 to 15 seeds; if its first lap ends at a capture position it is a capture move, and you must play one if you have one (L-9). Otherwise you play a takata from, in order of priority: your kuu if it still exists (sown whole, and then it is gone); else a front hole with two or more seeds; only if there is none, a back hole with two or more. Laps relay until one ends in an empty hole (L-10).</source>
        <translation>Mtajissa nostat kummalta tahansa riviltä kuopan, jossa on 2–15 siementä; jos sen ensimmäinen kierros päättyy kaappausasemaan, se on kaappaussiirto, ja sinun on pelattava sellainen, jos sinulla on (L-9). Muuten pelaat takatan tärkeysjärjestyksessä: kuustasi, jos se on vielä olemassa (kylvetään kokonaan, minkä jälkeen se katoaa); muuten etukuopasta, jossa on kaksi tai useampia siemeniä; vain jos sellaista ei ole, takakuopasta, jossa on kaksi tai useampia. Kierrokset jatkuvat, kunnes jokin päättyy tyhjään kuoppaan (L-10).</translation>
    </message>
    <message>
        <source>The games&apos; words</source>
        <translation>Pelien sanat</translation>
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
        <source>Bao la Kete: &amp;confirm each move with a second click or Enter</source>
        <extracomment>Bao la Kete only: the move shown on the board is played on a second click or Enter.</extracomment>
        <translation>Bao la Kete: &amp;vahvista jokainen siirto toisella napsautuksella tai Enterillä</translation>
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
    <message>
        <source>wins</source>
        <extracomment>The analysis: the side to move wins after this move (how soon is not known).</extracomment>
        <translation>voittaa</translation>
    </message>
    <message>
        <source>loses</source>
        <extracomment>The analysis: the side to move loses after this move (how soon is not known).</extracomment>
        <translation>häviää</translation>
    </message>
</context>
</TS>
