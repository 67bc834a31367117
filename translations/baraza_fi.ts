<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi">
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
    <name>LessonPane</name>
    <message>
        <source>Your move %1 captured nothing.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move played, e.g. &quot;f2 ↻&quot;.</extracomment>
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
        <source>Your move %1 captured %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the holes it captured from, e.g. &quot;c2&quot; or &quot;c2 and b1&quot;.</extracomment>
        <translation>Siirtosi %1 kaappasi kuopan %2.</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Vihje</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Lopeta oppitunti</translation>
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
        <source>L&amp;earn</source>
        <extracomment>The menu of lessons.</extracomment>
        <translation>Op&amp;i</translation>
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
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. b2 is empty, so b3 cannot be captured.</source>
        <extracomment>kete/02-capture Hint</extracomment>
        <translation>Kaappaus vaatii siemeniä saman sarakkeen molempiin kuoppiin: omaan etukuoppaasi ja Pohjoisen vastakkaiseen etukuoppaan. b2 on tyhjä, joten b3:a ei voi kaapata.</translation>
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
        <source>A full kuu stays</source>
        <extracomment>kete/10-kuu-keeps-six Title</extracomment>
        <translation>Täysi kuu säilyy</translation>
    </message>
    <message>
        <source>A kuu that holds eight or more with your reserve seed is not emptied: only two of its seeds are sown.</source>
        <extracomment>kete/10-kuu-keeps-six Hint</extracomment>
        <translation>Kuuta, jossa on varantosiemenesi kanssa kahdeksan tai enemmän, ei tyhjennetä: siitä kylvetään vain kaksi siementä.</translation>
    </message>
    <message>
        <source>A lap that ends in a mtoto</source>
        <extracomment>kingulu/06-into-a-mtoto Title</extracomment>
        <translation>Mtotoon päättyvä kierros</translation>
    </message>
    <message>
        <source>A move may not end its first lap in an occupied hole of your own row: a1&apos;s two seeds would end in c1, so a1 may not be sown.</source>
        <extracomment>kingulu/03-not-allowed Hint</extracomment>
        <translation>Siirron ensimmäinen kierros ei saa päättyä oman rivisi kuoppaan, jossa on siemeniä: a1:n kaksi siementä päättyisivät c1:een, joten a1:stä ei saa kylvää.</translation>
    </message>
    <message>
        <source>A move that is not allowed</source>
        <extracomment>kingulu/03-not-allowed Title</extracomment>
        <translation>Siirto, joka ei ole sallittu</translation>
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
        <extracomment>kete/09-bao-hamna Title</extracomment>
        <translation>Bao hamna</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in b3.</source>
        <extracomment>kigogo/07-step-capture Task</extracomment>
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
        <source>Capture some of North&apos;s seeds. Careful: one of your holes may not be sown.</source>
        <extracomment>kingulu/03-not-allowed Task</extracomment>
        <translation>Kaappaa joitakin Pohjoisen siemeniä. Varo: yhdestä kuopastasi ei saa kylvää.</translation>
    </message>
    <message>
        <source>Capture twice in one move: North&apos;s c3, and then g3.</source>
        <extracomment>kete/03-choose-kichwa Task</extracomment>
        <translation>Kaappaa kahdesti yhdellä siirrolla: Pohjoisen c3 ja sitten g3.</translation>
    </message>
    <message>
        <source>Capture two stones in one move.</source>
        <extracomment>kimasai/04-front-and-back Task</extracomment>
        <translation>Kaappaa kaksi kiveä yhdellä siirrolla.</translation>
    </message>
    <message>
        <source>Captured seeds are sown from a kichwa, a2 or h2, towards the centre. In this stage, for a first capture in columns c to f, you choose the kichwa. Which one brings the seeds to g2?</source>
        <extracomment>kete/03-choose-kichwa Hint</extracomment>
        <translation>Kaapatut siemenet kylvetään kichwasta, a2:sta tai h2:sta, kohti keskustaa. Tässä vaiheessa saat sarakkeiden c–f ensimmäisessä kaappauksessa valita kichwan itse. Kumpi vie siemenet g2:een?</translation>
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
        <extracomment>kete/03-choose-kichwa Title</extracomment>
        <translation>Kichwan valitseminen</translation>
    </message>
    <message>
        <source>Clockwise, the seven seeds go right, round the end and along your back row to e1.</source>
        <extracomment>kete/04-sowing-the-kuu WrongWhy</extracomment>
        <translation>Myötäpäivään seitsemän siementä kulkevat oikealle, pään ympäri ja takariviäsi pitkin e1:een.</translation>
    </message>
    <message>
        <source>Counterclockwise, the kuu&apos;s six seeds go left, down and along your back row to b1.</source>
        <extracomment>kete/07-mtaji-kuu-first WrongWhy</extracomment>
        <translation>Vastapäivään kuun kuusi siementä kulkevat vasemmalle, alas ja takariviäsi pitkin b1:een.</translation>
    </message>
    <message>
        <source>Counterclockwise, the two seeds go left, into d2 and c2.</source>
        <extracomment>kete/10-kuu-keeps-six WrongWhy</extracomment>
        <translation>Vastapäivään kaksi siementä kulkevat vasemmalle, kuoppiin d2 ja c2.</translation>
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
        <extracomment>kimasai/02-round-the-end after move 1</extracomment>
        <translation>l1:stä kierto kääntyy ylös l2:een. Eturivissäsi kivet kulkevat sitten vasemmalle, ja a2:sta alas a1:een.</translation>
    </message>
    <message>
        <source>From the a2 kichwa the two seeds go into a2 and b2. b2 was empty, so the move ends there.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy</extracomment>
        <translation>Kichwasta a2 kaksi siementä menevät kuoppiin a2 ja b2. b2 oli tyhjä, joten siirto päättyy siihen.</translation>
    </message>
    <message>
        <source>From the back row</source>
        <extracomment>kete/11-from-the-back-row Title</extracomment>
        <translation>Takarivistä</translation>
    </message>
    <message>
        <source>From the h2 kichwa the two seeds went into h2 and g2. g2 faces g3, so you captured again, and those seeds went on from h2.</source>
        <extracomment>kete/03-choose-kichwa after move 1</extracomment>
        <translation>Kichwasta h2 kaksi siementä menivät kuoppiin h2 ja g2. g2 on g3:a vastapäätä, joten kaappasit uudelleen, ja ne siemenet jatkoivat h2:sta.</translation>
    </message>
    <message>
        <source>Hizi zetu</source>
        <extracomment>kete/08-hizi-zetu Title</extracomment>
        <translation>Hizi zetu</translation>
    </message>
    <message>
        <source>In mtaji, when you cannot capture and your kuu still stands, you must sow the whole kuu, clockwise or counterclockwise.</source>
        <extracomment>kete/07-mtaji-kuu-first Hint</extracomment>
        <translation>Mtajissa, kun et voi kaapata ja kuu-kuoppasi on yhä olemassa, sinun on kylvettävä koko kuu, myötä- tai vastapäivään.</translation>
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
        <source>No capture is possible, so this move is a takata: a move without capture.</source>
        <extracomment>kete/04-sowing-the-kuu the start</extracomment>
        <translation>Kaappaus ei ole mahdollinen, joten tämä siirto on takata: siirto ilman kaappausta.</translation>
    </message>
    <message>
        <source>None of your front holes held two seeds, so you sowed from your back row: g1&apos;s seeds went into h1 and up into h2.</source>
        <extracomment>kete/11-from-the-back-row after move 1</extracomment>
        <translation>Yhdessäkään etukuopassasi ei ollut kahta siementä, joten kylvit takarivistä: g1:n siemenet menivät h1:een ja ylös h2:een.</translation>
    </message>
    <message>
        <source>None of your holes held two seeds, so one seed stepped on into an empty hole. e1 could not move at all: f1 next to it is occupied.</source>
        <extracomment>kigogo/02-single-step after move 1</extracomment>
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
        <source>North has just blocked your c2 with hizi zetu.</source>
        <extracomment>kete/08-hizi-zetu the start</extracomment>
        <translation>Pohjoinen on juuri estänyt c2:si hizi zetulla.</translation>
    </message>
    <message>
        <source>North has no seeds left to move, so the game ends. You count 4 in your row, 5 in your mtoto b2 and 19 in your store: 28 against North&apos;s 20.</source>
        <extracomment>kingulu/07-counting after move 1</extracomment>
        <translation>Pohjoisella ei ole enää siemeniä siirrettäväksi, joten peli päättyy. Lasket rivistäsi 4, mtotostasi b2 5 ja varastostasi 19: 28 vastaan Pohjoisen 20.</translation>
    </message>
    <message>
        <source>North&apos;s last move blocked your c2 by hizi zetu: this turn you may not sow it, and a lap that ends there ends your move.</source>
        <extracomment>kete/08-hizi-zetu Hint</extracomment>
        <translation>Pohjoisen viime siirto esti c2:si hizi zetulla: tällä vuorolla et saa kylvää siitä, ja siihen päättyvä kierros päättää siirtosi.</translation>
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
        <extracomment>kete/05-safari Title</extracomment>
        <translation>Safari</translation>
    </message>
    <message>
        <source>Sow from your kuu so that your last seed lands in g2.</source>
        <extracomment>kete/10-kuu-keeps-six Task</extracomment>
        <translation>Kylvä kuustasi niin, että viimeinen siemenesi putoaa g2:een.</translation>
    </message>
    <message>
        <source>Sow so that a seed goes into your store.</source>
        <extracomment>kingulu/06-into-a-mtoto Task</extracomment>
        <translation>Kylvä niin, että siemen menee varastoosi.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in North&apos;s row.</source>
        <extracomment>kingulu/01-sowing Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa d2:een.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in c1.</source>
        <extracomment>kete/04-sowing-the-kuu Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa Pohjoisen riviin.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in f1.</source>
        <extracomment>kete/07-mtaji-kuu-first Task; kigogo/01-sowing Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa f1:een.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g1.</source>
        <extracomment>kigogo/03-relay Task</extracomment>
        <translation>Kylvä niin, että viimeinen siemenesi putoaa g1:een.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in h2.</source>
        <extracomment>kete/11-from-the-back-row Task</extracomment>
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
        <extracomment>kete/05-safari after move 1</extracomment>
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
        <source>The kuu held six, seven with your reserve seed, and all seven were sown: leftward to a2, down and along your back row to c1. Your kuu is gone now.</source>
        <extracomment>kete/04-sowing-the-kuu after move 1</extracomment>
        <translation>Kuussa oli kuusi siementä, varantosiemenesi kanssa seitsemän, ja kaikki seitsemän kylvettiin: vasemmalle a2:een, alas ja takariviäsi pitkin c1:een. Kuu-kuoppasi on nyt poissa.</translation>
    </message>
    <message>
        <source>The stone arrived in f2: f3 is captured, and f4 behind it too.</source>
        <extracomment>kimasai/04-front-and-back after move 1</extracomment>
        <translation>Kivi saapui kuoppaan f2: f3 kaapataan, ja sen takana oleva f4 myös.</translation>
    </message>
    <message>
        <source>The stone went up into l2 and captured l3. North&apos;s g4 is safe: a back stone goes only with the front stone before it.</source>
        <extracomment>kimasai/05-back-stone-alone after move 1</extracomment>
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
        <extracomment>kete/11-from-the-back-row Hint</extracomment>
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
        <source>You captured d3, the seeds from the a2 kichwa reached c2, and c2 captured c3: North&apos;s front row is empty. Bao hamna, you win.</source>
        <extracomment>kete/09-bao-hamna after move 1</extracomment>
        <translation>Kaappasit d3:n, kichwasta a2 lähteneet siemenet ehtivät c2:een, ja c2 kaappasi c3:n: Pohjoisen eturivi on tyhjä. Bao hamna, voitit.</translation>
    </message>
    <message>
        <source>You captured e3 and e4, North&apos;s last stones: you win.</source>
        <extracomment>kimasai/07-win after move 1</extracomment>
        <translation>Kaappasit e3:n ja e4:n, Pohjoisen viimeiset kivet: voitit.</translation>
    </message>
    <message>
        <source>You captured e3, and with it e4 in North&apos;s back row: four seeds in all.</source>
        <extracomment>kigogo/05-front-and-back after move 1</extracomment>
        <translation>Kaappasit e3:n ja sen mukana e4:n Pohjoisen takarivistä: yhteensä neljä siementä.</translation>
    </message>
    <message>
        <source>You captured f3 and f4, North&apos;s last seeds. With no seeds, North cannot move: you win.</source>
        <extracomment>kigogo/08-win after move 1</extracomment>
        <translation>Kaappasit f3:n ja f4:n, Pohjoisen viimeiset siemenet. Ilman siemeniä Pohjoinen ei voi siirtää: voitit.</translation>
    </message>
    <message>
        <source>You captured k3. North&apos;s four seeds in e4 are safe: a back hole is taken only together with the front hole before it.</source>
        <extracomment>kigogo/06-back-hole-alone after move 1</extracomment>
        <translation>Kaappasit k3:n. Pohjoisen neljä siementä kuopassa e4 ovat turvassa: takakuoppa otetaan vain edessään olevan etukuopan mukana.</translation>
    </message>
    <message>
        <source>You could not capture, so you had to sow your kuu, all six seeds: right to h2, down and back along your back row to f1.</source>
        <extracomment>kete/07-mtaji-kuu-first after move 1</extracomment>
        <translation>Et voinut kaapata, joten sinun oli kylvettävä kuu-kuoppasi, kaikki kuusi siementä: oikealle h2:een, alas ja takariviäsi takaisin f1:een.</translation>
    </message>
    <message>
        <source>You placed a reserve seed into g2 and sowed its two seeds leftward: the last one fell into your kuu, and a lap that ends in your kuu ends the move.</source>
        <extracomment>kete/01-kuu after move 1</extracomment>
        <translation>Asetit varantosiemenen kuoppaan g2 ja kylvit sen kaksi siementä vasemmalle: viimeinen putosi kuuhusi, ja kuuhusi päättyvä kierros päättää siirron.</translation>
    </message>
    <message>
        <source>You play North. Capture South&apos;s stone on d2.</source>
        <extracomment>kimasai/06-playing-north Task</extracomment>
        <translation>Pelaat Pohjoisena. Kaappaa Etelän kivi kuopasta d2.</translation>
    </message>
    <message>
        <source>You play South. Your kuu, the big square hole, is e2. Each move you first place one seed from your reserve into a front hole that holds seeds, then sow that hole clockwise or counterclockwise.</source>
        <extracomment>kete/01-kuu the start</extracomment>
        <translation>Pelaat Etelänä. Kuu-kuoppasi, iso neliön muotoinen kuoppa, on e2. Joka siirrolla asetat ensin yhden siemenen varannostasi etukuoppaan, jossa on siemeniä, ja kylvät sitten sen kuopan myötä- tai vastapäivään.</translation>
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
        <source>Your kuu held seven, eight with your reserve seed, so only two were sown, into f2 and g2. The kuu keeps six and stays a kuu.</source>
        <extracomment>kete/10-kuu-keeps-six after move 1</extracomment>
        <translation>Kuussasi oli seitsemän siementä, varantosiemenesi kanssa kahdeksan, joten vain kaksi kylvettiin, kuoppiin f2 ja g2. Kuuhun jää kuusi, ja se pysyy kuuna.</translation>
    </message>
    <message>
        <source>Your kuu is e2, the fourth hole from your right. Counterclockwise runs to the left along your front row.</source>
        <extracomment>kete/01-kuu Hint</extracomment>
        <translation>Kuu-kuoppasi on e2, neljäs kuoppa oikealta laskien. Vastapäivään on eturivissäsi vasemmalle.</translation>
    </message>
    <message>
        <source>Your kuu is your only front hole with seeds, so you may sow it: with your reserve seed it holds seven, and all seven are sown.</source>
        <extracomment>kete/04-sowing-the-kuu Hint</extracomment>
        <translation>Kuu-kuoppasi on ainoa etukuoppasi, jossa on siemeniä, joten saat kylvää sen: varantosiemenesi kanssa siinä on seitsemän, ja kaikki seitsemän kylvetään.</translation>
    </message>
    <message>
        <source>Your last seed fell into e1, which held a seed: you lifted both and sowed on into f1 and g1. An empty hole ended the move.</source>
        <extracomment>kigogo/03-relay after move 1</extracomment>
        <translation>Viimeinen siemenesi putosi e1:een, jossa oli yksi siemen: nostit molemmat ja kylvit eteenpäin kuoppiin f1 ja g1. Tyhjä kuoppa päätti siirron.</translation>
    </message>
    <message>
        <source>Your last seed fell into the empty front hole k2, with North&apos;s k3 straight opposite: those seeds are captured and leave the game.</source>
        <extracomment>kigogo/04-capture after move 1</extracomment>
        <translation>Viimeinen siemenesi putosi tyhjään etukuoppaan k2, ja Pohjoisen k3 on suoraan vastapäätä: ne siemenet kaapataan ja ne poistuvat pelistä.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty d1 with North&apos;s d2 opposite: those two seeds and your capturing seed go into your store.</source>
        <extracomment>kingulu/02-capture after move 1</extracomment>
        <translation>Viimeinen siemenesi putosi tyhjään d1:eesi, ja vastapäätä on Pohjoisen d2: ne kaksi siementä ja kaappaava siemenesi menevät varastoosi.</translation>
    </message>
    <message>
        <source>Your last seed fell into your mtoto f2, so it went into your store, and the move ended.</source>
        <extracomment>kingulu/06-into-a-mtoto after move 1</extracomment>
        <translation>Viimeinen siemenesi putosi mtotoosi f2, joten se meni varastoosi, ja siirto päättyi.</translation>
    </message>
    <message>
        <source>Your reserve is empty, none of your moves can capture, and your kuu still stands.</source>
        <extracomment>kete/07-mtaji-kuu-first the start</extracomment>
        <translation>Varantosi on tyhjä, yksikään siirtosi ei voi kaapata, ja kuu-kuoppasi on yhä olemassa.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is the mtaji stage.</source>
        <extracomment>kete/06-mtaji-capture the start</extracomment>
        <translation>Varantosi on tyhjä: tämä on mtaji-vaihe.</translation>
    </message>
    <message>
        <source>Your reserve seed went into c2, opposite North&apos;s c3: c3&apos;s seeds are captured and sown back into your front row, starting in a kichwa, an end hole.</source>
        <extracomment>kete/02-capture after move 1</extracomment>
        <translation>Varantosiemenesi meni kuoppaan c2, Pohjoisen c3:a vastapäätä: c3:n siemenet kaapataan ja kylvetään takaisin eturiviisi alkaen kichwasta, päätykuopasta.</translation>
    </message>
    <message>
        <source>Your seed fell into f2, which held one: you lifted both and sowed on into e2 and d2. d2 was empty, so the move ends.</source>
        <extracomment>kingulu/04-relay after move 1</extracomment>
        <translation>Siemenesi putosi f2:een, jossa oli yksi: nostit molemmat ja kylvit eteenpäin kuoppiin e2 ja d2. d2 oli tyhjä, joten siirto päättyy.</translation>
    </message>
    <message>
        <source>Your stone arrived in b2 with North&apos;s stone opposite in b3: it is captured and leaves the game.</source>
        <extracomment>kimasai/03-capture after move 1</extracomment>
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
        <extracomment>kete/11-from-the-back-row WrongWhy</extracomment>
        <translation>b1:n kolme siementä menevät myötäpäivään kuoppiin a1, a2 ja b2: viimeinen putoaa b2:een.</translation>
    </message>
    <message>
        <source>c1 held three seeds: one each into d1, e1 and f1. The single seeds in b1 and g2 may not move while you have a hole of two or more.</source>
        <extracomment>kigogo/01-sowing after move 1</extracomment>
        <translation>c1:ssä oli kolme siementä: yksi kuhunkin kuoppaan d1, e1 ja f1. Yksittäiset siemenet b1:ssä ja g2:ssa eivät saa liikkua, kun sinulla on kuoppa, jossa on kaksi tai useampia.</translation>
    </message>
    <message>
        <source>c1&apos;s seed fell into the empty d1 and captured d2. a1 would have ended its first lap in your occupied c1: that is not allowed.</source>
        <extracomment>kingulu/03-not-allowed after move 1</extracomment>
        <translation>c1:n siemen putosi tyhjään d1:een ja kaappasi d2:n. a1:n ensimmäinen kierros olisi päättynyt c1:eesi, jossa on siemeniä: se ei ole sallittua.</translation>
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
        <source>c2 is blocked. Sow so that your move ends in c2.</source>
        <extracomment>kete/08-hizi-zetu Task</extracomment>
        <translation>c2 on estetty. Kylvä niin, että siirtosi päättyy c2:een.</translation>
    </message>
    <message>
        <source>c2&apos;s seed stepped into the empty b2, opposite North&apos;s b3: b3 and b4 behind it are captured.</source>
        <extracomment>kigogo/07-step-capture after move 1</extracomment>
        <translation>c2:n siemen astui tyhjään b2:een, Pohjoisen b3:a vastapäätä: b3 ja sen takana oleva b4 kaapataan.</translation>
    </message>
    <message>
        <source>c2ccw captures c3, but it stops in your kuu: h3 is not taken.</source>
        <extracomment>kete/05-safari WrongWhy</extracomment>
        <translation>c2ccw kaappaa c3:n, mutta pysähtyy kuuhusi: h3:a ei oteta.</translation>
    </message>
    <message>
        <source>c3 stepped into d3, opposite South&apos;s d2: d2 is captured, and d1 behind it too.</source>
        <extracomment>kimasai/06-playing-north after move 1</extracomment>
        <translation>c3 astui d3:een, Etelän d2:ta vastapäätä: d2 kaapataan, ja sen takana oleva d1 myös.</translation>
    </message>
    <message>
        <source>d1 stepped into the empty e1. b1 and c1 could not move: the next hole of each was occupied.</source>
        <extracomment>kimasai/01-step after move 1</extracomment>
        <translation>d1 astui tyhjään e1:een. b1 ja c1 eivät voineet liikkua: kummankin seuraava kuoppa oli varattu.</translation>
    </message>
    <message>
        <source>d1&apos;s three seeds went into e1, f1 and, round the corner, f2 in North&apos;s row. It was empty, so the move ends there.</source>
        <extracomment>kingulu/01-sowing after move 1</extracomment>
        <translation>d1:n kolme siementä menivät kuoppiin e1, f1 ja kulman takaa Pohjoisen rivin f2:een. Se oli tyhjä, joten siirto päättyy siihen.</translation>
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
        <source>e1&apos;s seed stops in f1, but f2 opposite is empty: nothing to capture.</source>
        <extracomment>kingulu/03-not-allowed WrongWhy</extracomment>
        <translation>e1:n siemen pysähtyy f1:een, mutta vastapäätä oleva f2 on tyhjä: kaapattavaa ei ole.</translation>
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
        <extracomment>kingulu/05-mtoto after move 1</extracomment>
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
        <extracomment>kete/06-mtaji-capture after move 1</extracomment>
        <translation>f2:n kaksi siementä menivät kuoppiin e2 ja d2. d2:ssa oli siemen ja se on d3:a vastapäätä: kaappaus. Kun voit kaapata, sinun on kaapattava.</translation>
    </message>
    <message>
        <source>f2ccw captures d3, but its seeds are sown from h2 and stop in f2: c3 is left, and North plays on.</source>
        <extracomment>kete/09-bao-hamna WrongWhy</extracomment>
        <translation>f2ccw kaappaa d3:n, mutta sen siemenet kylvetään h2:sta ja pysähtyvät f2:een: c3 jää, ja Pohjoinen pelaa edelleen.</translation>
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
        <translation>Kylvä niin, että viimeinen siemenesi putoaa c1:een.</translation>
    </message>
    <message>
        <source>Clockwise, g2&apos;s seeds go right and down into h1: the move ends there, not in c2.</source>
        <extracomment>kete/08-hizi-zetu WrongWhy</extracomment>
        <translation>Myötäpäivään g2:n siemenet kulkevat oikealle ja alas h1:een: siirto päättyy sinne, ei c2:een.</translation>
    </message>
    <message>
        <source>Your lap went on from e2, and its last seed fell into c2, the blocked hole: the move ends there instead of lifting c2 and sowing on.</source>
        <extracomment>kete/08-hizi-zetu after move 1</extracomment>
        <translation>Kierroksesi jatkui e2:sta, ja sen viimeinen siemen putosi c2:een, estettyyn kuoppaan: siirto päättyy siihen sen sijaan, että c2 nostettaisiin ja kylvöä jatkettaisiin.</translation>
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
        <extracomment>kingulu/08-the-seed-before after move 1</extracomment>
        <translation>d1:n kierros kylvi kolme siementä. Viimeinen teki f2:sta mtotosi, ja juuri ennen sitä f1:een pudotettu siirtyi myös sinne: viisi siementä.</translation>
    </message>
    <message>
        <source>f1&apos;s lap is a single seed: it has no seed before its last, so f2 becomes a mtoto of only four.</source>
        <extracomment>kingulu/08-the-seed-before WrongWhy</extracomment>
        <translation>f1:n kierros on yksi ainoa siemen: sillä ei ole viimeistä edeltävää siementä, joten f2:sta tulee vain neljän siemenen mtoto.</translation>
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
</TS>
