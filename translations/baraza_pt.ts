<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>BoardModel</name>
    <message>
        <source>South&apos;s former kuu</source>
        <extracomment>Kete: the kuu square of a side whose kuu has been emptied and no longer counts (L-3).</extracomment>
        <translation>antiga kuu do Sul</translation>
    </message>
    <message>
        <source>North&apos;s former kuu</source>
        <translation>antiga kuu do Norte</translation>
    </message>
    <message>
        <source>South&apos;s kuu</source>
        <translation>kuu do Sul</translation>
    </message>
    <message>
        <source>North&apos;s kuu</source>
        <translation>kuu do Norte</translation>
    </message>
    <message>
        <source>South&apos;s mtoto</source>
        <extracomment>Kingulu: a pit that has become a mtoto, sowing into its owner&apos;s store.</extracomment>
        <translation>mtoto do Sul</translation>
    </message>
    <message>
        <source>North&apos;s mtoto</source>
        <translation>mtoto do Norte</translation>
    </message>
    <message>
        <source>South&apos;s pit</source>
        <translation>cova do Sul</translation>
    </message>
    <message>
        <source>North&apos;s pit</source>
        <translation>cova do Norte</translation>
    </message>
    <message>
        <source>blocked this turn (hizi zetu)</source>
        <extracomment>Kete: the hizi zetu hole, which may not be sown this turn.</extracomment>
        <translation>bloqueada nesta vez (hizi zetu)</translation>
    </message>
    <message>
        <source>1 seed</source>
        <extracomment>English has no numerus forms of its own, so one seed has its own text.</extracomment>
        <translation>1 semente</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds</source>
        <translation>
            <numerusform>%n semente</numerusform>
            <numerusform>%n sementes</numerusform>
        </translation>
    </message>
    <message>
        <source>A move can start here; the dotted ring shows where its first lap ends.</source>
        <extracomment>Tooltip of a pit a move can start from: what the dotted ring on the board means.</extracomment>
        <translation>Um lance pode começar aqui; o anel pontilhado mostra onde termina a sua primeira volta.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1 — to move</source>
        <translation>%1 — a jogar</translation>
    </message>
    <message>
        <source>Reserve: %1</source>
        <extracomment>Kete: the seeds a player has not yet placed on the board (the nemo stage).</extracomment>
        <translation>Reserva: %1</translation>
    </message>
    <message>
        <source>Seeds: %1</source>
        <translation>Sementes: %1</translation>
    </message>
    <message>
        <source>Store: %1</source>
        <translation>Depósito: %1</translation>
    </message>
    <message>
        <source>Captured: %1</source>
        <translation>Capturadas: %1</translation>
    </message>
    <message>
        <source>%1 — moving</source>
        <extracomment>The header of the side whose move is being shown, seed by seed.</extracomment>
        <translation>%1 — a jogar</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>What a screen reader calls the board; its pits are named one by one.</extracomment>
        <translation>Tabuleiro</translation>
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
        <translation>As sementes do Bao la Kete; o jogo tem o nome delas.</translation>
    </message>
    <message>
        <source>kuu</source>
        <extracomment>Glossary: the word &quot;kuu&quot;, as the language writes it.</extracomment>
        <translation>kuu</translation>
    </message>
    <message>
        <source>Bao la Kete: the square hole, South&apos;s e2 and North&apos;s d3. It starts with six seeds and is gone for good once its seeds are lifted or captured (L-1, L-2).</source>
        <translation>Bao la Kete: a casa quadrada, e2 do Sul e d3 do Norte. Começa com seis sementes e desaparece para sempre quando as suas sementes são levantadas ou capturadas (L-1, L-2).</translation>
    </message>
    <message>
        <source>kichwa</source>
        <extracomment>Glossary: the word &quot;kichwa&quot;, as the language writes it.</extracomment>
        <translation>kichwa</translation>
    </message>
    <message>
        <source>Bao la Kete: an end hole of a front row (a and h). Captured seeds are sown from a kichwa (L-5).</source>
        <translation>Bao la Kete: uma casa da ponta da fila da frente (a e h). As sementes capturadas são semeadas a partir de um kichwa (L-5).</translation>
    </message>
    <message>
        <source>kimbi</source>
        <extracomment>Glossary: the word &quot;kimbi&quot;, as the language writes it.</extracomment>
        <translation>kimbi</translation>
    </message>
    <message>
        <source>Bao la Kete: the two holes at each end of a front row, columns a, b, g and h (L-5).</source>
        <translation>Bao la Kete: as duas casas de cada ponta da fila da frente, colunas a, b, g e h (L-5).</translation>
    </message>
    <message>
        <source>nemo</source>
        <extracomment>Glossary: the word &quot;nemo&quot;, as the language writes it.</extracomment>
        <translation>nemo</translation>
    </message>
    <message>
        <source>Bao la Kete: the first stage, while a player still has seeds in reserve; each move begins by placing one (L-3, L-7, L-8).</source>
        <translation>Bao la Kete: a primeira fase, enquanto o jogador ainda tem sementes na reserva; cada lance começa por colocar uma (L-3, L-7, L-8).</translation>
    </message>
    <message>
        <source>mtaji</source>
        <extracomment>Glossary: the word &quot;mtaji&quot;, as the language writes it.</extracomment>
        <translation>mtaji</translation>
    </message>
    <message>
        <source>Bao la Kete: the second stage, once a player&apos;s reserve is empty; moves start by lifting a hole (L-3, L-9, L-10).</source>
        <translation>Bao la Kete: a segunda fase, quando a reserva do jogador está vazia; os lances começam por levantar uma casa (L-3, L-9, L-10).</translation>
    </message>
    <message>
        <source>takata</source>
        <extracomment>Glossary: the word &quot;takata&quot;, as the language writes it.</extracomment>
        <translation>takata</translation>
    </message>
    <message>
        <source>Bao la Kete: a move that captures nothing (L-8, L-10).</source>
        <translation>Bao la Kete: um lance que não captura nada (L-8, L-10).</translation>
    </message>
    <message>
        <source>safari</source>
        <extracomment>Glossary: the word &quot;safari&quot;, as the language writes it.</extracomment>
        <translation>safari</translation>
    </message>
    <message>
        <source>Bao la Kete: going on out of one&apos;s own kuu when a capture&apos;s sowing ends there: the kuu is lifted and gone (L-6.3).</source>
        <translation>Bao la Kete: continuar a partir da sua kuu quando a sementeira de uma captura termina aí: a kuu é levantada e desaparece (L-6.3).</translation>
    </message>
    <message>
        <source>hizi zetu</source>
        <extracomment>Glossary: the words &quot;hizi zetu&quot;, as the language writes them.</extracomment>
        <translation>hizi zetu</translation>
    </message>
    <message>
        <source>Bao la Kete: the Lamu blocking rule. After a takata, a hole the mover could capture next is marked: the opponent may not start from it on his next move (L-11).</source>
        <translation>Bao la Kete: a regra de bloqueio de Lamu. Depois de um takata, uma casa que o jogador poderia capturar a seguir fica marcada: o adversário não pode começar por ela no seu próximo lance (L-11).</translation>
    </message>
    <message>
        <source>bao hamna</source>
        <extracomment>Glossary: the words &quot;bao hamna&quot;, as the language writes them.</extracomment>
        <translation>bao hamna</translation>
    </message>
    <message>
        <source>Bao la Kete: &quot;no board&quot;: a capture that empties the opponent&apos;s front row wins at once (L-12).</source>
        <translation>Bao la Kete: &quot;sem tabuleiro&quot;: uma captura que esvazia a fila da frente do adversário ganha de imediato (L-12).</translation>
    </message>
    <message>
        <source>mtoto</source>
        <extracomment>Glossary: the word &quot;mtoto&quot;, as the language writes it.</extracomment>
        <translation>mtoto</translation>
    </message>
    <message>
        <source>Bao Kingulu: a hole a player has claimed by ending a lap in an opponent&apos;s hole of three. It keeps its seeds; seeds sown into it go to its owner&apos;s store (G-2, G-6).</source>
        <translation>Bao Kingulu: uma casa que o jogador reclamou ao terminar uma volta numa casa do adversário com três sementes. Guarda as suas sementes; as sementes semeadas nela vão para o depósito do seu dono (G-2, G-6).</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>Your move %1 captured nothing.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move played, e.g. &quot;f2 ↻&quot;.</extracomment>
        <translation>O seu lance %1 não capturou nada.</translation>
    </message>
    <message>
        <source>That is not what the task asks.</source>
        <extracomment>After what a wrong try in a lesson did.</extracomment>
        <translation>Não é isso que a tarefa pede.</translation>
    </message>
    <message>
        <source>Play your move on the board.</source>
        <translation>Jogue o seu lance no tabuleiro.</translation>
    </message>
    <message>
        <source>Try again: play another move on the board.</source>
        <translation>Tente de novo: jogue outro lance no tabuleiro.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <extracomment>A lesson&apos;s task has been done with the move played.</extracomment>
        <translation>Resolvido!</translation>
    </message>
    <message>
        <source>Not yet.</source>
        <extracomment>A lesson&apos;s wrong try: the heading of the explanation.</extracomment>
        <translation>Ainda não.</translation>
    </message>
    <message>
        <source>Press Try again to play from the lesson&apos;s start.</source>
        <extracomment>After a wrong try in a lesson; &quot;Try again&quot; is the button&apos;s name.</extracomment>
        <translation>Prima Tentar de novo para jogar desde o início da lição.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>A lesson&apos;s hint; %1 is the hint itself.</extracomment>
        <translation>Sugestão: %1</translation>
    </message>
    <message>
        <source>The lesson&apos;s hint, after a first try</source>
        <extracomment>Tooltip of a lesson&apos;s Hint button.</extracomment>
        <translation>A sugestão da lição, depois de uma primeira tentativa</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <extracomment>A lesson&apos;s button: back to the lesson&apos;s start position.</extracomment>
        <translation>&amp;Tentar de novo</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Próxima lição</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · %3</source>
        <extracomment>The lesson pane&apos;s heading: %1 of %2 count the game&apos;s lessons, %3 is the game, e.g. &quot;Bao la Kete&quot;.</extracomment>
        <translation>Lição %1 de %2 · %3</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <extracomment>A link to the rule a lesson teaches; %1 is its id, e.g. &quot;L-4&quot;.</extracomment>
        <translation>Regra %1</translation>
    </message>
    <message>
        <source>Open the rules at this rule</source>
        <translation>Abrir as regras nesta regra</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A lesson in the Learn menu: %1 is its number in its game, %2 its title.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No lessons found</source>
        <translation>Nenhuma lição encontrada</translation>
    </message>
    <message>
        <source>&amp;Forget lesson progress…</source>
        <translation>&amp;Esquecer o progresso nas lições…</translation>
    </message>
    <message>
        <source>Forget lesson progress</source>
        <translation>Esquecer o progresso nas lições</translation>
    </message>
    <message>
        <source>Forget which lessons you have solved? Every lesson will show as not solved.</source>
        <translation>Esquecer as lições que já resolveu? Todas as lições aparecerão como não resolvidas.</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Esquecer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Your move %1 captured %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the holes it captured from, e.g. &quot;c2&quot; or &quot;c2 and b1&quot;.</extracomment>
        <translation>O seu lance %1 capturou %2.</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Sugestão</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Sair da lição</translation>
    </message>
</context>
<context>
    <name>LocalFileColumns</name>
    <message>
        <source>Bao game</source>
        <extracomment>The type of a .bao file in the Open and Save dialogs&apos; file list.</extracomment>
        <translation>Jogo de Bao</translation>
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
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidade da animação</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Começar um novo jogo</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Desfazer jogada</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>&amp;Refazer jogada</translation>
    </message>
    <message>
        <source>Play the taken-back move again</source>
        <translation>Jogar de novo a jogada desfeita</translation>
    </message>
    <message>
        <source>S&amp;kip animation</source>
        <translation>&amp;Saltar animação</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>Show seed &amp;counts</source>
        <translation>Mostrar &amp;número de sementes</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;Regras dos jogos</translation>
    </message>
    <message>
        <source>&amp;About Baraza</source>
        <translation>&amp;Sobre o Baraza</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra de ferramentas</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>O que aconteceu</translation>
    </message>
    <message>
        <source>Safari?</source>
        <translation>Safari?</translation>
    </message>
    <message>
        <source>Stop in the kuu</source>
        <translation>Parar na kuu</translation>
    </message>
    <message>
        <source>Safari</source>
        <translation>Safari</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Vez de %1</translation>
    </message>
    <message>
        <source>nemo stage</source>
        <extracomment>Kete stages: &quot;nemo&quot; and &quot;mtaji&quot; are Swahili names and stay as they are.</extracomment>
        <translation>fase nemo</translation>
    </message>
    <message>
        <source>mtaji stage</source>
        <translation>fase mtaji</translation>
    </message>
    <message>
        <source>the computer is thinking…</source>
        <translation>o computador está a pensar…</translation>
    </message>
    <message>
        <source>last move %1</source>
        <translation>última jogada %1</translation>
    </message>
    <message>
        <source>Rules of the games</source>
        <translation>Regras dos jogos</translation>
    </message>
    <message>
        <source>About Baraza</source>
        <translation>Sobre o Baraza</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao Kingulu and Bao la Kimasai: play, watch every sowing seed by seed, and learn the rules.&lt;br&gt;A &lt;i&gt;baraza&lt;/i&gt; is the stone bench where Bao is played on the Swahili coast.</source>
        <translation>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao Kingulu e Bao la Kimasai: jogue, veja cada semeadura semente a semente e aprenda as regras.&lt;br&gt;Um &lt;i&gt;baraza&lt;/i&gt; é o banco de pedra onde se joga Bao na costa suaíli.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Sugestão: %1</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Sugestão</translation>
    </message>
    <message>
        <source>looking for a good move…</source>
        <translation>a procurar uma boa jogada…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Abrir jogo…</translation>
    </message>
    <message>
        <source>Sample &amp;games</source>
        <translation>&amp;Jogos de exemplo</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetição</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Para o início</translation>
    </message>
    <message>
        <source>Move back</source>
        <translation>Jogada atrás</translation>
    </message>
    <message>
        <source>Seed back</source>
        <translation>Semente atrás</translation>
    </message>
    <message>
        <source>Seed forward</source>
        <translation>Semente à frente</translation>
    </message>
    <message>
        <source>Move forward</source>
        <translation>Jogada à frente</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Para o fim</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir jogo</translation>
    </message>
    <message>
        <source>Bao games (*.bao);;All files (*)</source>
        <translation>Jogos de Bao (*.bao);;Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar jogo</translation>
    </message>
    <message>
        <source>Bao games (*.bao)</source>
        <translation>Jogos de Bao (*.bao)</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>Não foi possível abrir %1: %2</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Jogo por terminar</translation>
    </message>
    <message>
        <source>Your last game was not finished. Continue it?</source>
        <translation>O seu último jogo ficou por terminar. Continuar?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>New line</source>
        <translation>Nova variante</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The game could not be saved: %1. A file that was there before is unchanged.</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Não foi possível guardar o jogo: %1. O ficheiro que lá estava ficou inalterado.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Não foi possível guardar o jogo por terminar: %1</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <source>Your last game was not finished, but its file is damaged and none of it can be read.</source>
        <translation>O seu último jogo ficou por terminar, mas o ficheiro está danificado e nada dele se consegue ler.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message numerus="yes">
        <source>Your last game was not finished, but its file is damaged. Moves that can be recovered: %n.</source>
        <extracomment>%n counts the moves before the damage; English avoids the plural, translations may use it.</extracomment>
        <translation>
            <numerusform>O seu último jogo ficou por terminar, mas o ficheiro está danificado. Pode recuperar-se %n jogada.</numerusform>
            <numerusform>O seu último jogo ficou por terminar, mas o ficheiro está danificado. Podem recuperar-se %n jogadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here drops the next move of this game. Play it?</source>
        <translation>Jogar aqui descarta a jogada seguinte deste jogo. Jogar?</translation>
    </message>
    <message numerus="yes">
        <source>Playing here drops the %n later moves of this game. Play it?</source>
        <translation>
            <numerusform>Jogar aqui descarta a %n jogada seguinte deste jogo. Jogar?</numerusform>
            <numerusform>Jogar aqui descarta as %n jogadas seguintes deste jogo. Jogar?</numerusform>
        </translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versão %1</translation>
    </message>
    <message>
        <source>The games were recorded by Martin Klamroth (1911: Kigogo, Kimasai, Kingulu), and, for Bao la Kete, by Walter Driedger (1972), Alan Boyd and Philip Townshend.</source>
        <translation>Os jogos foram registados por Martin Klamroth (1911: Kigogo, Kimasai, Kingulu) e, para o Bao la Kete, por Walter Driedger (1972), Alan Boyd e Philip Townshend.</translation>
    </message>
    <message>
        <source>Baraza is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>O Baraza é software livre: pode partilhá-lo e alterá-lo nos termos da GNU General Public License, versão 3 ou posterior. Não tem qualquer garantia.</translation>
    </message>
    <message>
        <source>&amp;Play on from here…</source>
        <translation>&amp;Continuar a jogar a partir daqui…</translation>
    </message>
    <message>
        <source>Play on from the position shown, choosing who plays each side</source>
        <extracomment>Tooltip: choose who plays each side and play on from the position shown.</extracomment>
        <translation>Continuar a jogar a partir da posição mostrada, escolhendo quem joga cada lado</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <extracomment>Part way through a move: %1 is the side moving, %2 the move, e.g. &quot;South plays f2cw&quot;.</extracomment>
        <translation>%1 joga %2</translation>
    </message>
    <message>
        <source>looking back: move %1 of %2</source>
        <extracomment>Looking back along a game: %1 is the move shown, %2 how many moves the game has.</extracomment>
        <translation>a rever: lance %1 de %2</translation>
    </message>
    <message>
        <source>opening %1…</source>
        <extracomment>A game file whose positions take long to work out; %1 is the file&apos;s name.</extracomment>
        <translation>a abrir %1…</translation>
    </message>
    <message>
        <source>working out the moves of the new position…</source>
        <extracomment>Some positions have sowings that take seconds to follow to their end.</extracomment>
        <translation>a calcular os lances da nova posição…</translation>
    </message>
    <message numerus="yes">
        <source>The game on the board is not finished (%n moves). Close it?</source>
        <translation>
            <numerusform>O jogo no tabuleiro não terminou (%n lance). Fechá-lo?</numerusform>
            <numerusform>O jogo no tabuleiro não terminou (%n lances). Fechá-lo?</numerusform>
        </translation>
    </message>
    <message>
        <source>Close it</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuar a jogar</translation>
    </message>
    <message>
        <source>%1 · computer (%2)</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the computer&apos;s strength.</extracomment>
        <translation>%1 · computador (%2)</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Definições…</translation>
    </message>
    <message>
        <source>Animation speed, sound, language, seed colour (Ctrl+,)</source>
        <translation>Velocidade da animação, som, idioma, cor das sementes (Ctrl+,)</translation>
    </message>
    <message>
        <source>click the pit again or press Enter to play this move; Esc or another pit to choose again</source>
        <extracomment>Bao la Kete with &quot;confirm each move&quot; on: the move is shown on the board.</extracomment>
        <translation>clique de novo na casa ou prima Enter para fazer esta jogada; Esc ou outra casa para escolher de novo</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>&amp;Guardar jogo</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Guardar jogo &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation>Jogos &amp;recentes</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Ecrã &amp;inteiro</translation>
    </message>
    <message>
        <source>One step back inside the move, seed by seed</source>
        <extracomment>Tooltip: stepping through a move one sown seed at a time.</extracomment>
        <translation>Um passo atrás dentro da jogada, semente a semente</translation>
    </message>
    <message>
        <source>One step forward inside the move, seed by seed</source>
        <translation>Um passo à frente dentro da jogada, semente a semente</translation>
    </message>
    <message>
        <source>Pause the replay</source>
        <translation>Pausar a repetição</translation>
    </message>
    <message>
        <source>Play the recorded moves one after another</source>
        <translation>Reproduzir as jogadas gravadas uma após outra</translation>
    </message>
    <message>
        <source>Take back the last move; against the computer, back to your turn</source>
        <translation>Desfazer a última jogada; contra o computador, volta à sua vez</translation>
    </message>
    <message>
        <source>Show a good move on the board</source>
        <translation>Mostrar uma boa jogada no tabuleiro</translation>
    </message>
    <message>
        <source>Show the end of the move at once</source>
        <translation>Mostrar já o fim da jogada</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tooltip with its shortcut: %1 says what the action does, %2 is the key, e.g. &quot;Move back (Ctrl+Left)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Welcome to Baraza: choose a game</source>
        <extracomment>The title of the New game dialog the first time the program starts.</extracomment>
        <translation>Bem-vindo ao Baraza: escolha um jogo</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the person&apos;s name.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · you</source>
        <extracomment>The side of the person playing against the computer; %1 is South or North.</extracomment>
        <translation>%1 · você</translation>
    </message>
    <message>
        <source>choose a direction: click an arrow, or use Left/Right and Enter</source>
        <translation>escolha uma direção: clique numa seta, ou use Esquerda/Direita e Enter</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Status bar after saving; %1 is the file&apos;s name.</extracomment>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>Baraza — %1 — %2</source>
        <extracomment>The window&apos;s title: %1 is the game&apos;s file name (with its modified mark), %2 the game.</extracomment>
        <translation>Baraza — %1 — %2</translation>
    </message>
    <message>
        <source>%1 is no longer there. It has been removed from the recent games.</source>
        <extracomment>%1 is a file&apos;s full path.</extracomment>
        <translation>%1 já não existe. Foi retirado dos jogos recentes.</translation>
    </message>
    <message>
        <source>%1 has changed since it was saved. Save the changes?</source>
        <extracomment>%1 is the game&apos;s file name.</extracomment>
        <translation>%1 mudou desde que foi guardado. Guardar as alterações?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Não guardar</translation>
    </message>
    <message>
        <source>The sowing has reached your kuu. Stop here, or lift the kuu and sow on (safari)?</source>
        <extracomment>Kete (L-6.3): a capture&apos;s sowing has ended in the player&apos;s own kuu.</extracomment>
        <translation>A sementeira chegou à sua kuu. Parar aqui, ou levantar a kuu e continuar a semear (safari)?</translation>
    </message>
    <message>
        <source>Double-click: the rule in the rules window</source>
        <extracomment>Tooltip of a narration line: double-clicking it opens the rules at its game.</extracomment>
        <translation>Duplo clique: a regra na janela das regras</translation>
    </message>
    <message>
        <source>L&amp;earn</source>
        <extracomment>The menu of lessons.</extracomment>
        <translation>&amp;Aprender</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Start</source>
        <extracomment>The first row of the move list: the position before any move.</extracomment>
        <translation>Início</translation>
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
        <translation>Sul</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <source>A seed from the reserve is placed in %1.</source>
        <translation>Uma semente da reserva é colocada em %1.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are lifted to be sown.</source>
        <translation>As sementes de %1 (%2) são levantadas para semear.</translation>
    </message>
    <message>
        <source>Safari: the seeds of the kuu (%1) are lifted and sown on.</source>
        <extracomment>Kete: &quot;safari&quot; is the Swahili name of going on out of one&apos;s own kuu.</extracomment>
        <translation>Safari: as sementes da kuu (%1) são levantadas e a semeadura continua.</translation>
    </message>
    <message>
        <source>The lap ended in %1, an occupied hole: its seeds (%2) are sown on.</source>
        <translation>A volta terminou em %1, um buraco ocupado: as suas sementes (%2) continuam a ser semeadas.</translation>
    </message>
    <message>
        <source>One seed into %1.</source>
        <translation>Uma semente em %1.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured and leave the game.</source>
        <translation>As sementes de %1 (%2) são capturadas e saem do jogo.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured into the hand, to be sown from a kichwa.</source>
        <extracomment>Kete: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>As sementes de %1 (%2) são capturadas para a mão, para serem semeadas a partir de um kichwa.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) go into the store.</source>
        <translation>As sementes de %1 (%2) vão para o depósito.</translation>
    </message>
    <message>
        <source>The seed sown into the mtoto %1 goes to %2&apos;s store.</source>
        <extracomment>Kingulu: a &quot;mtoto&quot; is a hole a player has claimed; the word stays in Swahili.</extracomment>
        <translation>A semente semeada no mtoto %1 vai para o depósito de %2.</translation>
    </message>
    <message>
        <source>%1 held exactly three seeds: it becomes a mtoto.</source>
        <translation>%1 tinha exatamente três sementes: torna-se um mtoto.</translation>
    </message>
    <message>
        <source>The seed just sown in %1 joins the new mtoto %2.</source>
        <translation>A semente acabada de semear em %1 junta-se ao novo mtoto %2.</translation>
    </message>
    <message>
        <source>The last seed fell into an empty hole: the move ends.</source>
        <translation>A última semente caiu num buraco vazio: a jogada termina.</translation>
    </message>
    <message>
        <source>A single step ends the move.</source>
        <translation>Um único passo termina a jogada.</translation>
    </message>
    <message>
        <source>The lap ended in the kuu: the move stops there.</source>
        <translation>A volta terminou na kuu: a jogada para aí.</translation>
    </message>
    <message>
        <source>The lap ended in the hizi zetu hole: the move ends.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>A volta terminou no buraco de hizi zetu: a jogada termina.</translation>
    </message>
    <message>
        <source>The last seed went into a mtoto: the move ends.</source>
        <translation>A última semente foi para um mtoto: a jogada termina.</translation>
    </message>
    <message>
        <source>Claiming a mtoto ends the move.</source>
        <translation>Reservar um mtoto termina a jogada.</translation>
    </message>
    <message>
        <source>Bao hamna: the opponent&apos;s front row is empty and the game is won.</source>
        <extracomment>Kete: &quot;bao hamna&quot; (no board) is the Swahili name of this win.</extracomment>
        <translation>Bao hamna: a fileira da frente do adversário está vazia e o jogo está ganho.</translation>
    </message>
    <message>
        <source>The mover&apos;s own front row is empty: the game is lost.</source>
        <translation>A fileira da frente de quem joga está vazia: o jogo está perdido.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A narration line followed by the id of the rule behind it, e.g. &quot;... (K-3)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 wins: bao hamna, %2&apos;s front row is empty (L-12).</source>
        <translation>%1 ganha: bao hamna, a fileira da frente de %2 está vazia (L-12).</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no seeds left (%3).</source>
        <translation>%1 ganha: %2 ficou sem sementes (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no legal move (%3).</source>
        <translation>%1 ganha: %2 não tem jogada válida (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 emptied his own front row (L-12).</source>
        <translation>%1 ganha: %2 esvaziou a sua própria fileira da frente (L-12).</translation>
    </message>
    <message>
        <source>Draw: the same position came back (C-6).</source>
        <translation>Empate: a mesma posição repetiu-se (C-6).</translation>
    </message>
    <message>
        <source>Draw, %1 to %2 on the count (G-7).</source>
        <translation>Empate, %1 a %2 na contagem (G-7).</translation>
    </message>
    <message>
        <source>%1 wins %2 to %3 on the count (G-7).</source>
        <translation>%1 ganha por %2 a %3 na contagem (G-7).</translation>
    </message>
    <message>
        <source>The first lap from the kuu ended in %1, the hizi zetu hole: a lap from the kuu is not stopped there, so its seeds (%2) are sown on.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule and &quot;kuu&quot; the square hole; both stay in Swahili.</extracomment>
        <translation>A primeira volta a partir da kuu terminou em %1, o buraco hizi zetu: uma volta a partir da kuu não para aí, por isso as suas sementes (%2) continuam a ser semeadas.</translation>
    </message>
    <message>
        <source>%1&apos;s kuu (%2) is gone for good.</source>
        <extracomment>Kete: the &quot;kuu&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>A kuu de %1 (%2) desapareceu para sempre.</translation>
    </message>
    <message>
        <source>Hizi zetu: %1 is marked. On his next move %2 may not start there, and a lap that ends there ends his move; on the move after, %3 must capture it if he can.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Hizi zetu: %1 fica marcada. No seu próximo lance %2 não pode começar aí, e uma volta que aí termine acaba o seu lance; no lance seguinte, %3 tem de a capturar se puder.</translation>
    </message>
    <message>
        <source>The hizi zetu mark on %1 lapses.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>A marca de hizi zetu em %1 caduca.</translation>
    </message>
    <message>
        <source>%1&apos;s reserve is empty: from now on his moves are mtaji moves.</source>
        <extracomment>Kete: &quot;mtaji&quot; is the Swahili name of the game&apos;s second stage; it stays in Swahili.</extracomment>
        <translation>A reserva de %1 está vazia: a partir de agora os seus lances são lances de mtaji.</translation>
    </message>
    <message>
        <source>The turn passes to %1.</source>
        <translation>A vez passa para %1.</translation>
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
        <translation>Bao la Kimasai (quatro fileiras)</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Descontraído</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Forte</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Perito</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>&amp;South (moves first):</source>
        <translation>&amp;Sul (joga primeiro):</translation>
    </message>
    <message>
        <source>&amp;North:</source>
        <translation>&amp;Norte:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Looks a few moves ahead. A good first opponent.</source>
        <translation>Vê algumas jogadas à frente. Um bom primeiro adversário.</translation>
    </message>
    <message>
        <source>Looks further ahead and seldom leaves seeds to be taken.</source>
        <translation>Vê mais à frente e raramente deixa sementes para capturar.</translation>
    </message>
    <message>
        <source>Thinks for up to half a second a move.</source>
        <translation>Pensa até meio segundo por jogada.</translation>
    </message>
    <message>
        <source>Thinks for two seconds a move and, when it is losing, sets traps.</source>
        <translation>Pensa dois segundos por jogada e, quando está a perder, arma ciladas.</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Continuar a jogar a partir daqui</translation>
    </message>
    <message>
        <source>The next move of this game will be dropped.</source>
        <translation>O lance seguinte deste jogo será descartado.</translation>
    </message>
    <message numerus="yes">
        <source>The %n later moves of this game will be dropped.</source>
        <translation>
            <numerusform>O %n lance seguinte deste jogo será descartado.</numerusform>
            <numerusform>Os %n lances seguintes deste jogo serão descartados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>&amp;South:</source>
        <translation>&amp;Sul:</translation>
    </message>
    <message>
        <source>Four rows of eight from Lamu: seeds come from a reserve, the kuu is guarded, and captured seeds are sown again from the ends.</source>
        <extracomment>Kete: &quot;kuu&quot; is the square hole; it stays in Swahili.</extracomment>
        <translation>Quatro filas de oito, de Lamu: as sementes vêm de uma reserva, a kuu é guardada e as sementes capturadas voltam a ser semeadas a partir das pontas.</translation>
    </message>
    <message>
        <source>Four rows of twelve: long relay sowings, and you capture what faces your front row.</source>
        <translation>Quatro filas de doze: longas sementeiras em cadeia, e captura-se o que está em frente da nossa fila da frente.</translation>
    </message>
    <message>
        <source>Two rows of six on one loop: capture into your store and claim holes as mtoto.</source>
        <extracomment>Kingulu: a &quot;mtoto&quot; is a hole a player claims; the word stays in Swahili.</extracomment>
        <translation>Duas filas de seis num só circuito: capture para o seu depósito e reclame casas como mtoto.</translation>
    </message>
    <message>
        <source>One stone a hole: step into the empty hole ahead and capture across the board.</source>
        <translation>Uma pedra por casa: avance para a casa vazia à frente e capture do outro lado do tabuleiro.</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <extracomment>Placeholder of the field for a person&apos;s name in the New game dialog.</extracomment>
        <translation>Nome (opcional)</translation>
    </message>
</context>
<context>
    <name>RecordErrors</name>
    <message>
        <source>line %1: the move %2 (ply %3) is not allowed</source>
        <translation>linha %1: a jogada %2 (meia-jogada %3) não é permitida</translation>
    </message>
    <message>
        <source>line %1: the move %2 comes after the end of the game</source>
        <translation>linha %1: a jogada %2 vem depois do fim do jogo</translation>
    </message>
    <message>
        <source>line %1: the move %2 cannot be read</source>
        <translation>linha %1: não é possível ler a jogada %2</translation>
    </message>
    <message>
        <source>line %1: unknown game %2</source>
        <translation>linha %1: jogo desconhecido %2</translation>
    </message>
    <message>
        <source>line %1: the [Game &quot;…&quot;] tag must come first</source>
        <extracomment>[Game &quot;…&quot;] is written as it is in the file and stays untranslated.</extracomment>
        <translation>linha %1: a etiqueta [Game &quot;…&quot;] tem de vir primeiro</translation>
    </message>
    <message>
        <source>line %1: the start position is not valid</source>
        <translation>linha %1: a posição inicial não é válida</translation>
    </message>
    <message>
        <source>line %1: the start position belongs to another game</source>
        <translation>linha %1: a posição inicial pertence a outro jogo</translation>
    </message>
    <message>
        <source>line %1: the result does not match the moves</source>
        <translation>linha %1: o resultado não corresponde às jogadas</translation>
    </message>
    <message>
        <source>line %1: this line is not part of a game record</source>
        <translation>linha %1: esta linha não faz parte de um registo de jogo</translation>
    </message>
    <message>
        <source>the file is too large to be a game record</source>
        <translation>o ficheiro é demasiado grande para ser um registo de jogo</translation>
    </message>
    <message>
        <source>it is not a text file</source>
        <translation>não é um ficheiro de texto</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>o ficheiro está vazio</translation>
    </message>
    <message>
        <source>the file names no game (a [Game &quot;…&quot;] tag)</source>
        <extracomment>[Game &quot;…&quot;] is written as it is in the file and stays untranslated.</extracomment>
        <translation>o ficheiro não indica nenhum jogo (etiqueta [Game &quot;…&quot;])</translation>
    </message>
    <message>
        <source>it is not a game record</source>
        <translation>não é um registo de jogo</translation>
    </message>
</context>
<context>
    <name>RegularFile</name>
    <message>
        <source>it is a folder, not a file</source>
        <translation>é uma pasta, não um ficheiro</translation>
    </message>
    <message>
        <source>it is not an ordinary file but a pipe, socket or device</source>
        <extracomment>A FIFO, a socket or a device file was chosen instead of a saved game.</extracomment>
        <translation>não é um ficheiro comum, mas um pipe, socket ou dispositivo</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>o ficheiro não existe</translation>
    </message>
    <message>
        <source>you may not read this file</source>
        <translation>não tem permissão para ler este ficheiro</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>não é possível ler o ficheiro</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>não é possível escrever o ficheiro</translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message>
        <source>A back hole alone is safe</source>
        <extracomment>kigogo/06-back-hole-alone Title</extracomment>
        <translation>Uma casa de trás sozinha está a salvo</translation>
    </message>
    <message>
        <source>A back stone alone is safe</source>
        <extracomment>kimasai/05-back-stone-alone Title</extracomment>
        <translation>Uma pedra de trás sozinha está a salvo</translation>
    </message>
    <message>
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. b2 is empty, so b3 cannot be captured.</source>
        <extracomment>kete/02-capture Hint</extracomment>
        <translation>Uma captura precisa de sementes nas duas casas de uma coluna: na sua casa da frente e na casa da frente do Norte em frente dela. b2 está vazia, por isso b3 não pode ser capturada.</translation>
    </message>
    <message>
        <source>A capture takes North&apos;s front hole opposite the hole where your move ends, and the back hole only together with it.</source>
        <extracomment>kigogo/06-back-hole-alone Hint</extracomment>
        <translation>Uma captura leva a casa da frente do Norte em frente da casa onde o seu lance termina, e a casa de trás só juntamente com ela.</translation>
    </message>
    <message>
        <source>A capture that empties North&apos;s front row wins the game at once, whatever North has in his back row. Which way must the captured seeds go to reach c2?</source>
        <extracomment>kete/09-bao-hamna Hint</extracomment>
        <translation>Uma captura que esvazia a fila da frente do Norte ganha o jogo de imediato, tenha o Norte o que tiver na fila de trás. Para que lado têm de ir as sementes capturadas para chegar a c2?</translation>
    </message>
    <message>
        <source>A full kuu stays</source>
        <extracomment>kete/10-kuu-keeps-six Title</extracomment>
        <translation>Uma kuu cheia fica</translation>
    </message>
    <message>
        <source>A kuu that holds eight or more with your reserve seed is not emptied: only two of its seeds are sown.</source>
        <extracomment>kete/10-kuu-keeps-six Hint</extracomment>
        <translation>Uma kuu que tem oito ou mais sementes com a sua semente da reserva não é esvaziada: só duas das suas sementes são semeadas.</translation>
    </message>
    <message>
        <source>A lap that ends in a mtoto</source>
        <extracomment>kingulu/06-into-a-mtoto Title</extracomment>
        <translation>Uma volta que termina num mtoto</translation>
    </message>
    <message>
        <source>A move may not end its first lap in an occupied hole of your own row: a1&apos;s two seeds would end in c1, so a1 may not be sown.</source>
        <extracomment>kingulu/03-not-allowed Hint</extracomment>
        <translation>Um lance não pode terminar a sua primeira volta numa casa ocupada da sua própria fila: as duas sementes de a1 terminariam em c1, por isso a1 não pode ser semeada.</translation>
    </message>
    <message>
        <source>A move that is not allowed</source>
        <extracomment>kingulu/03-not-allowed Title</extracomment>
        <translation>Um lance que não é permitido</translation>
    </message>
    <message>
        <source>A seed that falls into a mtoto goes straight into its owner&apos;s store. f2 is your mtoto, c1 is North&apos;s.</source>
        <extracomment>kingulu/06-into-a-mtoto Hint</extracomment>
        <translation>Uma semente que cai num mtoto vai diretamente para o depósito do seu dono. f2 é o seu mtoto, c1 é do Norte.</translation>
    </message>
    <message>
        <source>A single seed that steps into an empty hole of your front row captures too. Along your front row the loop runs to the left.</source>
        <extracomment>kigogo/07-step-capture Hint</extracomment>
        <translation>Uma semente isolada que avança para uma casa vazia da sua fila da frente também captura. Ao longo da sua fila da frente, o circuito vai para a esquerda.</translation>
    </message>
    <message>
        <source>A step can capture</source>
        <extracomment>kigogo/07-step-capture Title</extracomment>
        <translation>Um passo pode capturar</translation>
    </message>
    <message>
        <source>A stone steps</source>
        <extracomment>kimasai/01-step Title</extracomment>
        <translation>Uma pedra avança</translation>
    </message>
    <message>
        <source>A stone steps one hole counterclockwise, and only into an empty hole. Along your back row that is to the right.</source>
        <extracomment>kimasai/01-step Hint</extracomment>
        <translation>Uma pedra avança uma casa no sentido anti-horário, e só para uma casa vazia. Ao longo da sua fila de trás, isso é para a direita.</translation>
    </message>
    <message>
        <source>All twelve holes form one loop: along your row to the right, then up into f2 and along North&apos;s row to the left.</source>
        <extracomment>kingulu/01-sowing Hint</extracomment>
        <translation>As doze casas formam um só circuito: ao longo da sua fila para a direita, depois para cima para f2 e ao longo da fila do Norte para a esquerda.</translation>
    </message>
    <message>
        <source>Along your front row the stones go to the left. Step into the hole right below b3.</source>
        <extracomment>kimasai/03-capture Hint</extracomment>
        <translation>Ao longo da sua fila da frente, as pedras vão para a esquerda. Avance para a casa mesmo por baixo de b3.</translation>
    </message>
    <message>
        <source>At the right end the loop turns up: from l1 the next hole is l2.</source>
        <extracomment>kimasai/02-round-the-end Hint</extracomment>
        <translation>Na ponta direita o circuito sobe: a seguir a l1 vem l2.</translation>
    </message>
    <message>
        <source>Bao hamna</source>
        <extracomment>kete/09-bao-hamna Title</extracomment>
        <translation>Bao hamna</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in b3.</source>
        <extracomment>kigogo/07-step-capture Task</extracomment>
        <translation>Capture as sementes do Norte em b3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in c3.</source>
        <extracomment>kete/02-capture Task</extracomment>
        <translation>Capture as sementes do Norte em c3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in d2.</source>
        <extracomment>kingulu/02-capture Task</extracomment>
        <translation>Capture as sementes do Norte em d2.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in d3.</source>
        <extracomment>kete/06-mtaji-capture Task</extracomment>
        <translation>Capture as sementes do Norte em d3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in k3.</source>
        <extracomment>kigogo/04-capture Task</extracomment>
        <translation>Capture as sementes do Norte em k3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s stone on b3.</source>
        <extracomment>kimasai/03-capture Task</extracomment>
        <translation>Capture a pedra do Norte em b3.</translation>
    </message>
    <message>
        <source>Capture both c3 and h3 in one move.</source>
        <extracomment>kete/05-safari Task</extracomment>
        <translation>Capture c3 e h3 num só lance.</translation>
    </message>
    <message>
        <source>Capture four of North&apos;s seeds in one move.</source>
        <extracomment>kigogo/05-front-and-back Task</extracomment>
        <translation>Capture quatro sementes do Norte num só lance.</translation>
    </message>
    <message>
        <source>Capture one of North&apos;s stones.</source>
        <extracomment>kimasai/05-back-stone-alone Task</extracomment>
        <translation>Capture uma das pedras do Norte.</translation>
    </message>
    <message>
        <source>Capture some of North&apos;s seeds.</source>
        <extracomment>kigogo/06-back-hole-alone Task</extracomment>
        <translation>Capture algumas sementes do Norte.</translation>
    </message>
    <message>
        <source>Capture some of North&apos;s seeds. Careful: one of your holes may not be sown.</source>
        <extracomment>kingulu/03-not-allowed Task</extracomment>
        <translation>Capture algumas sementes do Norte. Atenção: uma das suas casas não pode ser semeada.</translation>
    </message>
    <message>
        <source>Capture twice in one move: North&apos;s c3, and then g3.</source>
        <extracomment>kete/03-choose-kichwa Task</extracomment>
        <translation>Capture duas vezes num só lance: c3 do Norte, e depois g3.</translation>
    </message>
    <message>
        <source>Capture two stones in one move.</source>
        <extracomment>kimasai/04-front-and-back Task</extracomment>
        <translation>Capture duas pedras num só lance.</translation>
    </message>
    <message>
        <source>Captured seeds are sown from a kichwa, a2 or h2, towards the centre. In this stage, for a first capture in columns c to f, you choose the kichwa. Which one brings the seeds to g2?</source>
        <extracomment>kete/03-choose-kichwa Hint</extracomment>
        <translation>As sementes capturadas são semeadas a partir de um kichwa, a2 ou h2, em direção ao centro. Nesta fase, numa primeira captura nas colunas c a f, é você que escolhe o kichwa. Qual deles leva as sementes até g2?</translation>
    </message>
    <message>
        <source>Capturing</source>
        <extracomment>kete/02-capture Title; kigogo/04-capture Title; kimasai/03-capture Title</extracomment>
        <translation>Capturar</translation>
    </message>
    <message>
        <source>Capturing in mtaji</source>
        <extracomment>kete/06-mtaji-capture Title</extracomment>
        <translation>Capturar no mtaji</translation>
    </message>
    <message>
        <source>Capturing into your store</source>
        <extracomment>kingulu/02-capture Title</extracomment>
        <translation>Capturar para o seu depósito</translation>
    </message>
    <message>
        <source>Choosing the kichwa</source>
        <extracomment>kete/03-choose-kichwa Title</extracomment>
        <translation>Escolher o kichwa</translation>
    </message>
    <message>
        <source>Clockwise, the seven seeds go right, round the end and along your back row to e1.</source>
        <extracomment>kete/04-sowing-the-kuu WrongWhy</extracomment>
        <translation>No sentido horário, as sete sementes vão para a direita, dão a volta à ponta e seguem pela sua fila de trás até e1.</translation>
    </message>
    <message>
        <source>Counterclockwise, the kuu&apos;s six seeds go left, down and along your back row to b1.</source>
        <extracomment>kete/07-mtaji-kuu-first WrongWhy</extracomment>
        <translation>No sentido anti-horário, as seis sementes da kuu vão para a esquerda, descem e seguem pela sua fila de trás até b1.</translation>
    </message>
    <message>
        <source>Counterclockwise, the two seeds go left, into d2 and c2.</source>
        <extracomment>kete/10-kuu-keeps-six WrongWhy</extracomment>
        <translation>No sentido anti-horário, as duas sementes vão para a esquerda, para d2 e c2.</translation>
    </message>
    <message>
        <source>Counting at the end</source>
        <extracomment>kingulu/07-counting Title</extracomment>
        <translation>Contar no fim</translation>
    </message>
    <message>
        <source>End the game, and win it.</source>
        <extracomment>kingulu/07-counting Task</extracomment>
        <translation>Termine o jogo, e ganhe-o.</translation>
    </message>
    <message>
        <source>End your lap in an empty hole of your row, right below North&apos;s seeds.</source>
        <extracomment>kingulu/02-capture Hint</extracomment>
        <translation>Termine a sua volta numa casa vazia da sua fila, mesmo por baixo das sementes do Norte.</translation>
    </message>
    <message>
        <source>End your move in an empty hole of your front row right below North&apos;s seeds. From l1 the loop turns up into l2 and then runs to the left.</source>
        <extracomment>kigogo/04-capture Hint</extracomment>
        <translation>Termine o seu lance numa casa vazia da sua fila da frente, mesmo por baixo das sementes do Norte. A partir de l1 o circuito sobe para l2 e depois segue para a esquerda.</translation>
    </message>
    <message>
        <source>From l1 the loop turns up to l2. Along your front row the stones then travel to the left, and from a2 down to a1.</source>
        <extracomment>kimasai/02-round-the-end after move 1</extracomment>
        <translation>A partir de l1 o circuito sobe para l2. Ao longo da sua fila da frente as pedras seguem depois para a esquerda, e de a2 descem para a1.</translation>
    </message>
    <message>
        <source>From the a2 kichwa the two seeds go into a2 and b2. b2 was empty, so the move ends there.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy</extracomment>
        <translation>A partir do kichwa a2, as duas sementes vão para a2 e b2. b2 estava vazia, por isso o lance termina aí.</translation>
    </message>
    <message>
        <source>From the back row</source>
        <extracomment>kete/11-from-the-back-row Title</extracomment>
        <translation>A partir da fila de trás</translation>
    </message>
    <message>
        <source>From the h2 kichwa the two seeds went into h2 and g2. g2 faces g3, so you captured again, and those seeds went on from h2.</source>
        <extracomment>kete/03-choose-kichwa after move 1</extracomment>
        <translation>A partir do kichwa h2, as duas sementes foram para h2 e g2. g2 está em frente de g3, por isso capturou de novo, e essas sementes seguiram a partir de h2.</translation>
    </message>
    <message>
        <source>Hizi zetu</source>
        <extracomment>kete/08-hizi-zetu Title</extracomment>
        <translation>Hizi zetu</translation>
    </message>
    <message>
        <source>In mtaji, when you cannot capture and your kuu still stands, you must sow the whole kuu, clockwise or counterclockwise.</source>
        <extracomment>kete/07-mtaji-kuu-first Hint</extracomment>
        <translation>No mtaji, quando não pode capturar e a sua kuu ainda existe, tem de semear a kuu inteira, no sentido horário ou anti-horário.</translation>
    </message>
    <message>
        <source>Lift all the seeds of one hole and drop them one by one into the holes that follow, counterclockwise: along your back row that is to the right.</source>
        <extracomment>kigogo/01-sowing Hint</extracomment>
        <translation>Levante todas as sementes de uma casa e deixe-as cair uma a uma nas casas seguintes, no sentido anti-horário: ao longo da sua fila de trás, isso é para a direita.</translation>
    </message>
    <message>
        <source>Make North&apos;s f2 your mtoto.</source>
        <extracomment>kingulu/05-mtoto Task</extracomment>
        <translation>Faça de f2 do Norte o seu mtoto.</translation>
    </message>
    <message>
        <source>Making a mtoto</source>
        <extracomment>kingulu/05-mtoto Title</extracomment>
        <translation>Fazer um mtoto</translation>
    </message>
    <message>
        <source>Move a seed into your front row.</source>
        <extracomment>kigogo/02-single-step Task</extracomment>
        <translation>Mova uma semente para a sua fila da frente.</translation>
    </message>
    <message>
        <source>No capture is possible, so this move is a takata: a move without capture.</source>
        <extracomment>kete/04-sowing-the-kuu the start</extracomment>
        <translation>Nenhuma captura é possível, por isso este lance é uma takata: um lance sem captura.</translation>
    </message>
    <message>
        <source>None of your front holes held two seeds, so you sowed from your back row: g1&apos;s seeds went into h1 and up into h2.</source>
        <extracomment>kete/11-from-the-back-row after move 1</extracomment>
        <translation>Nenhuma das suas casas da frente tinha duas sementes, por isso semeou a partir da fila de trás: as sementes de g1 foram para h1 e subiram para h2.</translation>
    </message>
    <message>
        <source>None of your holes held two seeds, so one seed stepped on into an empty hole. e1 could not move at all: f1 next to it is occupied.</source>
        <extracomment>kigogo/02-single-step after move 1</extracomment>
        <translation>Nenhuma das suas casas tinha duas sementes, por isso uma semente avançou para uma casa vazia. e1 não podia mexer-se: f1, ao lado, está ocupada.</translation>
    </message>
    <message>
        <source>None of your holes holds two or more seeds.</source>
        <extracomment>kigogo/02-single-step the start</extracomment>
        <translation>Nenhuma das suas casas tem duas ou mais sementes.</translation>
    </message>
    <message>
        <source>North goes round the same way on the table: along North&apos;s front row (row 3) the stones go to the right.</source>
        <extracomment>kimasai/06-playing-north Hint</extracomment>
        <translation>O Norte anda à volta no mesmo sentido sobre a mesa: ao longo da fila da frente do Norte (fila 3) as pedras vão para a direita.</translation>
    </message>
    <message>
        <source>North has just blocked your c2 with hizi zetu.</source>
        <extracomment>kete/08-hizi-zetu the start</extracomment>
        <translation>O Norte acaba de bloquear a sua c2 com hizi zetu.</translation>
    </message>
    <message>
        <source>North has no seeds left to move, so the game ends. You count 4 in your row, 5 in your mtoto b2 and 19 in your store: 28 against North&apos;s 20.</source>
        <extracomment>kingulu/07-counting after move 1</extracomment>
        <translation>O Norte já não tem sementes para jogar, por isso o jogo termina. Conta 4 na sua fila, 5 no seu mtoto b2 e 19 no seu depósito: 28 contra 20 do Norte.</translation>
    </message>
    <message>
        <source>North&apos;s last move blocked your c2 by hizi zetu: this turn you may not sow it, and a lap that ends there ends your move.</source>
        <extracomment>kete/08-hizi-zetu Hint</extracomment>
        <translation>O último lance do Norte bloqueou a sua c2 com hizi zetu: nesta vez não a pode semear, e uma volta que aí termine acaba o seu lance.</translation>
    </message>
    <message>
        <source>One loop</source>
        <extracomment>kingulu/01-sowing Title</extracomment>
        <translation>Um só circuito</translation>
    </message>
    <message>
        <source>One seed steps</source>
        <extracomment>kigogo/02-single-step Title</extracomment>
        <translation>Uma semente avança</translation>
    </message>
    <message>
        <source>Only a stone in North&apos;s front row can be captured, with the back stone behind it if there is one.</source>
        <extracomment>kimasai/05-back-stone-alone Hint</extracomment>
        <translation>Só uma pedra na fila da frente do Norte pode ser capturada, com a pedra de trás atrás dela, se houver.</translation>
    </message>
    <message>
        <source>Playing North</source>
        <extracomment>kimasai/06-playing-north Title</extracomment>
        <translation>Jogar com o Norte</translation>
    </message>
    <message>
        <source>Round the end</source>
        <extracomment>kimasai/02-round-the-end Title</extracomment>
        <translation>À volta da ponta</translation>
    </message>
    <message>
        <source>Safari</source>
        <extracomment>kete/05-safari Title</extracomment>
        <translation>Safari</translation>
    </message>
    <message>
        <source>Sow from your kuu so that your last seed lands in g2.</source>
        <extracomment>kete/10-kuu-keeps-six Task</extracomment>
        <translation>Semeie a partir da sua kuu de modo que a última semente caia em g2.</translation>
    </message>
    <message>
        <source>Sow so that a seed goes into your store.</source>
        <extracomment>kingulu/06-into-a-mtoto Task</extracomment>
        <translation>Semeie de modo que uma semente vá para o seu depósito.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in North&apos;s row.</source>
        <extracomment>kingulu/01-sowing Task</extracomment>
        <translation>Semeie de modo que a última semente caia em d2.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in c1.</source>
        <extracomment>kete/04-sowing-the-kuu Task</extracomment>
        <translation>Semeie de modo que a última semente caia na fila do Norte.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in f1.</source>
        <extracomment>kete/07-mtaji-kuu-first Task; kigogo/01-sowing Task</extracomment>
        <translation>Semeie de modo que a última semente caia em f1.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g1.</source>
        <extracomment>kigogo/03-relay Task</extracomment>
        <translation>Semeie de modo que a última semente caia em g1.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in h2.</source>
        <extracomment>kete/11-from-the-back-row Task</extracomment>
        <translation>Semeie de modo que a última semente caia em h2.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in your kuu.</source>
        <extracomment>kete/01-kuu Task</extracomment>
        <translation>Semeie de modo que a última semente caia na sua kuu.</translation>
    </message>
    <message>
        <source>Sowing</source>
        <extracomment>kigogo/01-sowing Title</extracomment>
        <translation>Semear</translation>
    </message>
    <message>
        <source>Sowing on</source>
        <extracomment>kigogo/03-relay Title; kingulu/04-relay Title</extracomment>
        <translation>Continuar a semear</translation>
    </message>
    <message>
        <source>Sowing your kuu</source>
        <extracomment>kete/04-sowing-the-kuu Title</extracomment>
        <translation>Semear a sua kuu</translation>
    </message>
    <message>
        <source>Sown clockwise, g2&apos;s seeds go to the right, into h2 and down into h1.</source>
        <extracomment>kete/01-kuu WrongWhy</extracomment>
        <translation>Semeadas no sentido horário, as sementes de g2 vão para a direita, para h2 e descem para h1.</translation>
    </message>
    <message>
        <source>Step a stone from your back row into your front row.</source>
        <extracomment>kimasai/02-round-the-end Task</extracomment>
        <translation>Avance uma pedra da sua fila de trás para a sua fila da frente.</translation>
    </message>
    <message>
        <source>Step a stone into e1.</source>
        <extracomment>kimasai/01-step Task</extracomment>
        <translation>Avance uma pedra para e1.</translation>
    </message>
    <message>
        <source>The back hole goes too</source>
        <extracomment>kigogo/05-front-and-back Title</extracomment>
        <translation>A casa de trás vai também</translation>
    </message>
    <message>
        <source>The captured seeds ended in your kuu and you went on safari: the kuu&apos;s seven seeds ran round to c1, the seeds there went on to h2, and h2, facing h3, captured again.</source>
        <extracomment>kete/05-safari after move 1</extracomment>
        <translation>As sementes capturadas terminaram na sua kuu e partiu em safari: as sete sementes da kuu deram a volta até c1, as sementes daí seguiram até h2, e h2, em frente de h3, capturou de novo.</translation>
    </message>
    <message>
        <source>The game ends when the player to move has no move. Each player then counts the seeds in his row, his mtoto holes and his store.</source>
        <extracomment>kingulu/07-counting Hint</extracomment>
        <translation>O jogo termina quando o jogador que tem a vez não tem lance. Cada jogador conta então as sementes da sua fila, dos seus mtoto e do seu depósito.</translation>
    </message>
    <message>
        <source>The kuu goes first</source>
        <extracomment>kete/07-mtaji-kuu-first Title</extracomment>
        <translation>A kuu vai primeiro</translation>
    </message>
    <message>
        <source>The kuu held six, seven with your reserve seed, and all seven were sown: leftward to a2, down and along your back row to c1. Your kuu is gone now.</source>
        <extracomment>kete/04-sowing-the-kuu after move 1</extracomment>
        <translation>A kuu tinha seis sementes, sete com a sua semente da reserva, e as sete foram semeadas: para a esquerda até a2, para baixo e pela sua fila de trás até c1. A sua kuu desapareceu.</translation>
    </message>
    <message>
        <source>The stone arrived in f2: f3 is captured, and f4 behind it too.</source>
        <extracomment>kimasai/04-front-and-back after move 1</extracomment>
        <translation>A pedra chegou a f2: f3 é capturada, e f4 atrás dela também.</translation>
    </message>
    <message>
        <source>The stone went up into l2 and captured l3. North&apos;s g4 is safe: a back stone goes only with the front stone before it.</source>
        <extracomment>kimasai/05-back-stone-alone after move 1</extracomment>
        <translation>A pedra subiu para l2 e capturou l3. A g4 do Norte está a salvo: uma pedra de trás só vai com a pedra da frente diante dela.</translation>
    </message>
    <message>
        <source>This time you play North: rows 3 and 4, at the top.</source>
        <extracomment>kimasai/06-playing-north the start</extracomment>
        <translation>Desta vez joga com o Norte: as filas 3 e 4, em cima.</translation>
    </message>
    <message>
        <source>Two stones at once</source>
        <extracomment>kimasai/04-front-and-back Title</extracomment>
        <translation>Duas pedras de uma vez</translation>
    </message>
    <message>
        <source>When a lap ends in a North hole that held exactly three seeds, that hole becomes yours: a mtoto.</source>
        <extracomment>kingulu/05-mtoto Hint</extracomment>
        <translation>Quando uma volta termina numa casa do Norte que tinha exatamente três sementes, essa casa passa a ser sua: um mtoto.</translation>
    </message>
    <message>
        <source>When a lap ends in an occupied hole of North&apos;s row, you lift all its seeds and sow on.</source>
        <extracomment>kingulu/04-relay Hint</extracomment>
        <translation>Quando uma volta termina numa casa ocupada da fila do Norte, levanta todas as suas sementes e continua a semear.</translation>
    </message>
    <message>
        <source>When one of your front holes holds seeds and faces seeds in North&apos;s front hole, you must capture.</source>
        <extracomment>kete/02-capture the start</extracomment>
        <translation>Quando uma das suas casas da frente tem sementes e está em frente de sementes na casa da frente do Norte, tem de capturar.</translation>
    </message>
    <message>
        <source>When the last seed of a lap falls into an occupied hole, you lift everything there and sow on.</source>
        <extracomment>kigogo/03-relay Hint</extracomment>
        <translation>Quando a última semente de uma volta cai numa casa ocupada, levanta tudo o que lá está e continua a semear.</translation>
    </message>
    <message>
        <source>When the sowing of a capture ends in your own kuu, you may stop there or go on: lift the kuu and sow on. That is safari.</source>
        <extracomment>kete/05-safari Hint</extracomment>
        <translation>Quando a sementeira de uma captura termina na sua própria kuu, pode parar aí ou continuar: levantar a kuu e continuar a semear. Isso é o safari.</translation>
    </message>
    <message>
        <source>When you capture a front hole, the back hole behind it goes too, if it holds seeds.</source>
        <extracomment>kigogo/05-front-and-back Hint</extracomment>
        <translation>Quando captura uma casa da frente, a casa de trás atrás dela vai também, se tiver sementes.</translation>
    </message>
    <message>
        <source>When you capture a front stone, North&apos;s back stone in the same column goes too.</source>
        <extracomment>kimasai/04-front-and-back Hint</extracomment>
        <translation>Quando captura uma pedra da frente, a pedra de trás do Norte na mesma coluna vai também.</translation>
    </message>
    <message>
        <source>Win at once: empty North&apos;s front row.</source>
        <extracomment>kete/09-bao-hamna Task</extracomment>
        <translation>Ganhe de imediato: esvazie a fila da frente do Norte.</translation>
    </message>
    <message>
        <source>Win the game in one move.</source>
        <extracomment>kigogo/08-win Task; kimasai/07-win Task</extracomment>
        <translation>Ganhe o jogo num só lance.</translation>
    </message>
    <message>
        <source>Winning</source>
        <extracomment>kigogo/08-win Title; kimasai/07-win Title</extracomment>
        <translation>Ganhar</translation>
    </message>
    <message>
        <source>With no capture, no kuu and no front hole of two or more, you sow a back hole of two or more. Counterclockwise runs to the right along your back row.</source>
        <extracomment>kete/11-from-the-back-row Hint</extracomment>
        <translation>Sem captura, sem kuu e sem casa da frente com duas ou mais sementes, semeia uma casa de trás com duas ou mais. O sentido anti-horário vai para a direita ao longo da sua fila de trás.</translation>
    </message>
    <message>
        <source>With no hole of two or more, a single seed steps one hole counterclockwise, and only into an empty hole. From l1 the loop turns up into l2.</source>
        <extracomment>kigogo/02-single-step Hint</extracomment>
        <translation>Sem nenhuma casa com duas ou mais sementes, uma semente isolada avança uma casa no sentido anti-horário, e só para uma casa vazia. A partir de l1 o circuito sobe para l2.</translation>
    </message>
    <message>
        <source>With no reserve seeds you lift all the seeds of one hole. It captures when its first lap ends in a front hole that held seeds, facing North&apos;s seeds.</source>
        <extracomment>kete/06-mtaji-capture Hint</extracomment>
        <translation>Sem sementes na reserva, levanta todas as sementes de uma casa. Captura quando a sua primeira volta termina numa casa da frente que tinha sementes, em frente de sementes do Norte.</translation>
    </message>
    <message>
        <source>You captured d3, the seeds from the a2 kichwa reached c2, and c2 captured c3: North&apos;s front row is empty. Bao hamna, you win.</source>
        <extracomment>kete/09-bao-hamna after move 1</extracomment>
        <translation>Capturou d3, as sementes a partir do kichwa a2 chegaram a c2, e c2 capturou c3: a fila da frente do Norte está vazia. Bao hamna, ganhou.</translation>
    </message>
    <message>
        <source>You captured e3 and e4, North&apos;s last stones: you win.</source>
        <extracomment>kimasai/07-win after move 1</extracomment>
        <translation>Capturou e3 e e4, as últimas pedras do Norte: ganhou.</translation>
    </message>
    <message>
        <source>You captured e3, and with it e4 in North&apos;s back row: four seeds in all.</source>
        <extracomment>kigogo/05-front-and-back after move 1</extracomment>
        <translation>Capturou e3, e com ela e4 na fila de trás do Norte: quatro sementes ao todo.</translation>
    </message>
    <message>
        <source>You captured f3 and f4, North&apos;s last seeds. With no seeds, North cannot move: you win.</source>
        <extracomment>kigogo/08-win after move 1</extracomment>
        <translation>Capturou f3 e f4, as últimas sementes do Norte. Sem sementes, o Norte não pode jogar: ganhou.</translation>
    </message>
    <message>
        <source>You captured k3. North&apos;s four seeds in e4 are safe: a back hole is taken only together with the front hole before it.</source>
        <extracomment>kigogo/06-back-hole-alone after move 1</extracomment>
        <translation>Capturou k3. As quatro sementes do Norte em e4 estão a salvo: uma casa de trás só é levada juntamente com a casa da frente diante dela.</translation>
    </message>
    <message>
        <source>You could not capture, so you had to sow your kuu, all six seeds: right to h2, down and back along your back row to f1.</source>
        <extracomment>kete/07-mtaji-kuu-first after move 1</extracomment>
        <translation>Não podia capturar, por isso teve de semear a sua kuu, as seis sementes: para a direita até h2, para baixo e de volta pela sua fila de trás até f1.</translation>
    </message>
    <message>
        <source>You placed a reserve seed into g2 and sowed its two seeds leftward: the last one fell into your kuu, and a lap that ends in your kuu ends the move.</source>
        <extracomment>kete/01-kuu after move 1</extracomment>
        <translation>Colocou uma semente da reserva em g2 e semeou as suas duas sementes para a esquerda: a última caiu na sua kuu, e uma volta que termina na sua kuu acaba o lance.</translation>
    </message>
    <message>
        <source>You play North. Capture South&apos;s stone on d2.</source>
        <extracomment>kimasai/06-playing-north Task</extracomment>
        <translation>Joga com o Norte. Capture a pedra do Sul em d2.</translation>
    </message>
    <message>
        <source>You play South. Your kuu, the big square hole, is e2. Each move you first place one seed from your reserve into a front hole that holds seeds, then sow that hole clockwise or counterclockwise.</source>
        <extracomment>kete/01-kuu the start</extracomment>
        <translation>Joga com o Sul. A sua kuu, a grande casa quadrada, é e2. Em cada lance coloca primeiro uma semente da reserva numa casa da frente que tenha sementes, e depois semeia essa casa no sentido horário ou anti-horário.</translation>
    </message>
    <message>
        <source>You play South: row 1, nearest to you. North owns row 2. A move lifts all the seeds of one of your holes.</source>
        <extracomment>kingulu/01-sowing the start</extracomment>
        <translation>Joga com o Sul: a fila 1, a mais próxima de si. O Norte é dono da fila 2. Um lance levanta todas as sementes de uma das suas casas.</translation>
    </message>
    <message>
        <source>You play South: the two rows nearest to you. A hole never holds more than one stone.</source>
        <extracomment>kimasai/01-step the start</extracomment>
        <translation>Joga com o Sul: as duas filas mais próximas de si. Uma casa nunca tem mais de uma pedra.</translation>
    </message>
    <message>
        <source>You play South: the two rows nearest to you. A move starts from one of your holes with two or more seeds.</source>
        <extracomment>kigogo/01-sowing the start</extracomment>
        <translation>Joga com o Sul: as duas filas mais próximas de si. Um lance começa numa das suas casas com duas ou mais sementes.</translation>
    </message>
    <message>
        <source>You win when North has no seeds left. All of North&apos;s seeds stand in one column.</source>
        <extracomment>kigogo/08-win Hint</extracomment>
        <translation>Ganha quando o Norte fica sem sementes. Todas as sementes do Norte estão numa só coluna.</translation>
    </message>
    <message>
        <source>You win when North has no stones left. North&apos;s last two stones stand in one column.</source>
        <extracomment>kimasai/07-win Hint</extracomment>
        <translation>Ganha quando o Norte fica sem pedras. As duas últimas pedras do Norte estão numa só coluna.</translation>
    </message>
    <message>
        <source>Your kuu</source>
        <extracomment>kete/01-kuu Title</extracomment>
        <translation>A sua kuu</translation>
    </message>
    <message>
        <source>Your kuu held seven, eight with your reserve seed, so only two were sown, into f2 and g2. The kuu keeps six and stays a kuu.</source>
        <extracomment>kete/10-kuu-keeps-six after move 1</extracomment>
        <translation>A sua kuu tinha sete sementes, oito com a sua semente da reserva, por isso só duas foram semeadas, em f2 e g2. A kuu fica com seis e continua a ser uma kuu.</translation>
    </message>
    <message>
        <source>Your kuu is e2, the fourth hole from your right. Counterclockwise runs to the left along your front row.</source>
        <extracomment>kete/01-kuu Hint</extracomment>
        <translation>A sua kuu é e2, a quarta casa a contar da sua direita. O sentido anti-horário vai para a esquerda ao longo da sua fila da frente.</translation>
    </message>
    <message>
        <source>Your kuu is your only front hole with seeds, so you may sow it: with your reserve seed it holds seven, and all seven are sown.</source>
        <extracomment>kete/04-sowing-the-kuu Hint</extracomment>
        <translation>A sua kuu é a sua única casa da frente com sementes, por isso pode semeá-la: com a sua semente da reserva tem sete, e as sete são semeadas.</translation>
    </message>
    <message>
        <source>Your last seed fell into e1, which held a seed: you lifted both and sowed on into f1 and g1. An empty hole ended the move.</source>
        <extracomment>kigogo/03-relay after move 1</extracomment>
        <translation>A sua última semente caiu em e1, que tinha uma semente: levantou as duas e continuou a semear para f1 e g1. Uma casa vazia terminou o lance.</translation>
    </message>
    <message>
        <source>Your last seed fell into the empty front hole k2, with North&apos;s k3 straight opposite: those seeds are captured and leave the game.</source>
        <extracomment>kigogo/04-capture after move 1</extracomment>
        <translation>A sua última semente caiu na casa da frente vazia k2, com k3 do Norte mesmo em frente: essas sementes são capturadas e saem do jogo.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty d1 with North&apos;s d2 opposite: those two seeds and your capturing seed go into your store.</source>
        <extracomment>kingulu/02-capture after move 1</extracomment>
        <translation>A sua última semente caiu na sua d1 vazia, com d2 do Norte em frente: essas duas sementes e a sua semente que capturou vão para o seu depósito.</translation>
    </message>
    <message>
        <source>Your last seed fell into your mtoto f2, so it went into your store, and the move ended.</source>
        <extracomment>kingulu/06-into-a-mtoto after move 1</extracomment>
        <translation>A sua última semente caiu no seu mtoto f2, por isso foi para o seu depósito, e o lance terminou.</translation>
    </message>
    <message>
        <source>Your reserve is empty, none of your moves can capture, and your kuu still stands.</source>
        <extracomment>kete/07-mtaji-kuu-first the start</extracomment>
        <translation>A sua reserva está vazia, nenhum dos seus lances pode capturar, e a sua kuu ainda existe.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is the mtaji stage.</source>
        <extracomment>kete/06-mtaji-capture the start</extracomment>
        <translation>A sua reserva está vazia: esta é a fase do mtaji.</translation>
    </message>
    <message>
        <source>Your reserve seed went into c2, opposite North&apos;s c3: c3&apos;s seeds are captured and sown back into your front row, starting in a kichwa, an end hole.</source>
        <extracomment>kete/02-capture after move 1</extracomment>
        <translation>A sua semente da reserva foi para c2, em frente de c3 do Norte: as sementes de c3 são capturadas e semeadas de novo na sua fila da frente, a começar num kichwa, uma casa da ponta.</translation>
    </message>
    <message>
        <source>Your seed fell into f2, which held one: you lifted both and sowed on into e2 and d2. d2 was empty, so the move ends.</source>
        <extracomment>kingulu/04-relay after move 1</extracomment>
        <translation>A sua semente caiu em f2, que tinha uma: levantou as duas e continuou a semear para e2 e d2. d2 estava vazia, por isso o lance termina.</translation>
    </message>
    <message>
        <source>Your stone arrived in b2 with North&apos;s stone opposite in b3: it is captured and leaves the game.</source>
        <extracomment>kimasai/03-capture after move 1</extracomment>
        <translation>A sua pedra chegou a b2 com a pedra do Norte em frente, em b3: é capturada e sai do jogo.</translation>
    </message>
    <message>
        <source>a1 captures North&apos;s c2, but its last seed ends in c1, in your own row.</source>
        <extracomment>kingulu/04-relay WrongWhy</extracomment>
        <translation>a1 captura c2 do Norte, mas a sua última semente termina em c1, na sua própria fila.</translation>
    </message>
    <message>
        <source>a1&apos;s last seed falls into c1, North&apos;s mtoto: that seed goes into North&apos;s store.</source>
        <extracomment>kingulu/06-into-a-mtoto WrongWhy</extracomment>
        <translation>A última semente de a1 cai em c1, o mtoto do Norte: essa semente vai para o depósito do Norte.</translation>
    </message>
    <message>
        <source>a1&apos;s seeds end in c1, in your own row: no mtoto.</source>
        <extracomment>kingulu/05-mtoto WrongWhy</extracomment>
        <translation>As sementes de a1 terminam em c1, na sua própria fila: nenhum mtoto.</translation>
    </message>
    <message>
        <source>a1&apos;s two seeds go into b1 and c1: the last one stays in your own row.</source>
        <extracomment>kingulu/01-sowing WrongWhy</extracomment>
        <translation>As duas sementes de a1 vão para b1 e c1: a última fica na sua própria fila.</translation>
    </message>
    <message>
        <source>b1&apos;s three seeds go clockwise into a1, a2 and b2: the last one lands in b2.</source>
        <extracomment>kete/11-from-the-back-row WrongWhy</extracomment>
        <translation>As três sementes de b1 vão no sentido horário para a1, a2 e b2: a última cai em b2.</translation>
    </message>
    <message>
        <source>c1 held three seeds: one each into d1, e1 and f1. The single seeds in b1 and g2 may not move while you have a hole of two or more.</source>
        <extracomment>kigogo/01-sowing after move 1</extracomment>
        <translation>c1 tinha três sementes: uma para cada uma de d1, e1 e f1. As sementes isoladas em b1 e g2 não podem mexer-se enquanto tiver uma casa com duas ou mais.</translation>
    </message>
    <message>
        <source>c1&apos;s seed fell into the empty d1 and captured d2. a1 would have ended its first lap in your occupied c1: that is not allowed.</source>
        <extracomment>kingulu/03-not-allowed after move 1</extracomment>
        <translation>A semente de c1 caiu na d1 vazia e capturou d2. a1 teria terminado a sua primeira volta na sua c1 ocupada: isso não é permitido.</translation>
    </message>
    <message>
        <source>c1&apos;s seeds end in e1, in your back row: only a move that ends in your front row captures.</source>
        <extracomment>kigogo/04-capture WrongWhy</extracomment>
        <translation>As sementes de c1 terminam em e1, na sua fila de trás: só um lance que termina na sua fila da frente captura.</translation>
    </message>
    <message>
        <source>c2 captures b3, but b4 behind it is empty: that is one stone.</source>
        <extracomment>kimasai/04-front-and-back WrongWhy</extracomment>
        <translation>c2 captura b3, mas b4 atrás dela está vazia: é uma só pedra.</translation>
    </message>
    <message>
        <source>c2 is blocked. Sow so that your move ends in c2.</source>
        <extracomment>kete/08-hizi-zetu Task</extracomment>
        <translation>c2 está bloqueada. Semeie de modo que o seu lance termine em c2.</translation>
    </message>
    <message>
        <source>c2&apos;s seed stepped into the empty b2, opposite North&apos;s b3: b3 and b4 behind it are captured.</source>
        <extracomment>kigogo/07-step-capture after move 1</extracomment>
        <translation>A semente de c2 avançou para a b2 vazia, em frente de b3 do Norte: b3 e b4 atrás dela são capturadas.</translation>
    </message>
    <message>
        <source>c2ccw captures c3, but it stops in your kuu: h3 is not taken.</source>
        <extracomment>kete/05-safari WrongWhy</extracomment>
        <translation>c2ccw captura c3, mas para na sua kuu: h3 não é levada.</translation>
    </message>
    <message>
        <source>c3 stepped into d3, opposite South&apos;s d2: d2 is captured, and d1 behind it too.</source>
        <extracomment>kimasai/06-playing-north after move 1</extracomment>
        <translation>c3 avançou para d3, em frente de d2 do Sul: d2 é capturada, e d1 atrás dela também.</translation>
    </message>
    <message>
        <source>d1 stepped into the empty e1. b1 and c1 could not move: the next hole of each was occupied.</source>
        <extracomment>kimasai/01-step after move 1</extracomment>
        <translation>d1 avançou para a e1 vazia. b1 e c1 não podiam mexer-se: a casa seguinte de cada uma estava ocupada.</translation>
    </message>
    <message>
        <source>d1&apos;s three seeds went into e1, f1 and, round the corner, f2 in North&apos;s row. It was empty, so the move ends there.</source>
        <extracomment>kingulu/01-sowing after move 1</extracomment>
        <translation>As três sementes de d1 foram para e1, f1 e, depois da curva, f2 na fila do Norte. Estava vazia, por isso o lance termina aí.</translation>
    </message>
    <message>
        <source>e1 steps into f1, which is still in your back row.</source>
        <extracomment>kimasai/02-round-the-end WrongWhy</extracomment>
        <translation>e1 avança para f1, que ainda está na sua fila de trás.</translation>
    </message>
    <message>
        <source>e1&apos;s seed stops in f1, but f2 opposite is empty: nothing is captured and the seed stays.</source>
        <extracomment>kingulu/02-capture WrongWhy</extracomment>
        <translation>A semente de e1 para em f1, mas f2 em frente está vazia: nada é capturado e a semente fica.</translation>
    </message>
    <message>
        <source>e1&apos;s seed stops in f1, but f2 opposite is empty: nothing to capture.</source>
        <extracomment>kingulu/03-not-allowed WrongWhy</extracomment>
        <translation>A semente de e1 para em f1, mas f2 em frente está vazia: não há nada para capturar.</translation>
    </message>
    <message>
        <source>e1&apos;s seeds go into North&apos;s row: North has seeds to move, so the game goes on.</source>
        <extracomment>kingulu/07-counting WrongWhy</extracomment>
        <translation>As sementes de e1 vão para a fila do Norte: o Norte tem sementes para jogar, por isso o jogo continua.</translation>
    </message>
    <message>
        <source>e3 steps into f3, away from d3: North&apos;s front-row stones go to the right.</source>
        <extracomment>kimasai/06-playing-north WrongWhy</extracomment>
        <translation>e3 avança para f3, para longe de d3: as pedras da fila da frente do Norte vão para a direita.</translation>
    </message>
    <message>
        <source>f1 steps into g1, which is still in your back row.</source>
        <extracomment>kigogo/02-single-step WrongWhy</extracomment>
        <translation>f1 avança para g1, que ainda está na sua fila de trás.</translation>
    </message>
    <message>
        <source>f2 held three, your last seed made four, and the seed you dropped into f1 just before joins it: f2 is your mtoto, five seeds that count for you.</source>
        <extracomment>kingulu/05-mtoto after move 1</extracomment>
        <translation>f2 tinha três, a sua última semente fez quatro, e a semente que deixou cair em f1 mesmo antes junta-se a ela: f2 é o seu mtoto, cinco sementes que contam para si.</translation>
    </message>
    <message>
        <source>f2 is your mtoto, c1 is North&apos;s: no move may start from a mtoto, and its seeds are never taken.</source>
        <extracomment>kingulu/06-into-a-mtoto the start</extracomment>
        <translation>f2 é o seu mtoto, c1 é do Norte: nenhum lance pode começar num mtoto, e as suas sementes nunca são capturadas.</translation>
    </message>
    <message>
        <source>f2 steps into e2, but North&apos;s e3 is empty: there is nothing to capture.</source>
        <extracomment>kimasai/03-capture WrongWhy</extracomment>
        <translation>f2 avança para e2, mas e3 do Norte está vazia: não há nada para capturar.</translation>
    </message>
    <message>
        <source>f2&apos;s two seeds went into e2 and d2. d2 held a seed and faces d3: a capture. While you can capture, you must.</source>
        <extracomment>kete/06-mtaji-capture after move 1</extracomment>
        <translation>As duas sementes de f2 foram para e2 e d2. d2 tinha uma semente e está em frente de d3: uma captura. Enquanto puder capturar, tem de o fazer.</translation>
    </message>
    <message>
        <source>f2ccw captures d3, but its seeds are sown from h2 and stop in f2: c3 is left, and North plays on.</source>
        <extracomment>kete/09-bao-hamna WrongWhy</extracomment>
        <translation>f2ccw captura d3, mas as suas sementes são semeadas a partir de h2 e param em f2: c3 fica, e o Norte continua a jogar.</translation>
    </message>
    <message>
        <source>g1 steps into h1, in your back row: no capture there.</source>
        <extracomment>kigogo/07-step-capture WrongWhy</extracomment>
        <translation>g1 avança para h1, na sua fila de trás: aí não há captura.</translation>
    </message>
    <message>
        <source>g1 steps into h1: along your back row the stones go to the right.</source>
        <extracomment>kimasai/01-step WrongWhy</extracomment>
        <translation>g1 avança para h1: ao longo da sua fila de trás as pedras vão para a direita.</translation>
    </message>
    <message>
        <source>g2 captures too, but it takes the one seed in g3, not c3.</source>
        <extracomment>kete/02-capture WrongWhy</extracomment>
        <translation>g2 também captura, mas leva a única semente de g3, não c3.</translation>
    </message>
    <message>
        <source>g2 ends in e2, but North&apos;s front hole e3 is empty. The back hole e4 alone is never taken.</source>
        <extracomment>kigogo/06-back-hole-alone WrongWhy</extracomment>
        <translation>g2 termina em e2, mas a casa da frente do Norte e3 está vazia. A casa de trás e4 sozinha nunca é levada.</translation>
    </message>
    <message>
        <source>h1 holds two seeds: they go into i1 and j1, so the last one lands in j1.</source>
        <extracomment>kigogo/01-sowing WrongWhy</extracomment>
        <translation>h1 tem duas sementes: vão para i1 e j1, por isso a última cai em j1.</translation>
    </message>
    <message>
        <source>h1&apos;s seeds go into i1 and j1. j1 was empty, so the move ends there.</source>
        <extracomment>kigogo/03-relay WrongWhy</extracomment>
        <translation>As sementes de h1 vão para i1 e j1. j1 estava vazia, por isso o lance termina aí.</translation>
    </message>
    <message>
        <source>h1ccw captures too, but its first lap ends in f2, so it takes f3, not d3.</source>
        <extracomment>kete/06-mtaji-capture WrongWhy</extracomment>
        <translation>h1ccw também captura, mas a sua primeira volta termina em f2, por isso leva f3, não d3.</translation>
    </message>
    <message>
        <source>h2 steps into g2, but North&apos;s front hole g3 is empty. The back stone in g4 alone is never taken.</source>
        <extracomment>kimasai/05-back-stone-alone WrongWhy</extracomment>
        <translation>h2 avança para g2, mas a casa da frente do Norte g3 está vazia. A pedra de trás em g4 sozinha nunca é levada.</translation>
    </message>
    <message>
        <source>i2 steps into h2, but h3 is empty: nothing is captured and North plays on.</source>
        <extracomment>kimasai/07-win WrongWhy</extracomment>
        <translation>i2 avança para h2, mas h3 está vazia: nada é capturado e o Norte continua a jogar.</translation>
    </message>
    <message>
        <source>j1&apos;s seeds end in l1, in your back row: they capture nothing and North keeps playing.</source>
        <extracomment>kigogo/08-win WrongWhy</extracomment>
        <translation>As sementes de j1 terminam em l1, na sua fila de trás: não capturam nada e o Norte continua a jogar.</translation>
    </message>
    <message>
        <source>k1 captures k3, but k4 behind it is empty: that is only one seed.</source>
        <extracomment>kigogo/05-front-and-back WrongWhy</extracomment>
        <translation>k1 captura k3, mas k4 atrás dela está vazia: é uma só semente.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in d2.</source>
        <extracomment>kingulu/04-relay Task</extracomment>
        <translation>Semeie de modo que a última semente caia em c1.</translation>
    </message>
    <message>
        <source>Clockwise, g2&apos;s seeds go right and down into h1: the move ends there, not in c2.</source>
        <extracomment>kete/08-hizi-zetu WrongWhy</extracomment>
        <translation>No sentido horário, as sementes de g2 vão para a direita e descem para h1: o lance termina aí, não em c2.</translation>
    </message>
    <message>
        <source>Your lap went on from e2, and its last seed fell into c2, the blocked hole: the move ends there instead of lifting c2 and sowing on.</source>
        <extracomment>kete/08-hizi-zetu after move 1</extracomment>
        <translation>A sua volta continuou a partir de e2, e a última semente caiu em c2, a casa bloqueada: o lance termina aí, em vez de levantar c2 e continuar a semear.</translation>
    </message>
    <message>
        <source>Make North&apos;s f2 your mtoto with five seeds in it.</source>
        <extracomment>kingulu/08-the-seed-before Task</extracomment>
        <translation>Faça de f2 do Norte o seu mtoto, com cinco sementes dentro.</translation>
    </message>
    <message>
        <source>The seed before the last</source>
        <extracomment>kingulu/08-the-seed-before Title</extracomment>
        <translation>A semente antes da última</translation>
    </message>
    <message>
        <source>When a lap of two or more seeds makes a mtoto, the seed it dropped just before its last one joins the mtoto too.</source>
        <extracomment>kingulu/08-the-seed-before Hint</extracomment>
        <translation>Quando uma volta de duas ou mais sementes faz um mtoto, a semente que deixou cair mesmo antes da última junta-se também ao mtoto.</translation>
    </message>
    <message>
        <source>d1&apos;s lap sowed three seeds. The last one made f2 your mtoto, and the one dropped into f1 just before moved in too: five seeds.</source>
        <extracomment>kingulu/08-the-seed-before after move 1</extracomment>
        <translation>A volta de d1 semeou três sementes. A última fez de f2 o seu mtoto, e a que caiu em f1 mesmo antes passou também para lá: cinco sementes.</translation>
    </message>
    <message>
        <source>f1&apos;s lap is a single seed: it has no seed before its last, so f2 becomes a mtoto of only four.</source>
        <extracomment>kingulu/08-the-seed-before WrongWhy</extracomment>
        <translation>A volta de f1 é uma só semente: não tem semente antes da última, por isso f2 torna-se um mtoto de apenas quatro.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Ganhou</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>Perdeu</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>The headline at the end of a game between two people or two computers; %1 is South or North.</extracomment>
        <translation>%1 ganha</translation>
    </message>
    <message>
        <source>Store</source>
        <extracomment>Column headers of the Kingulu count at the end of a game (G-7): a side&apos;s store, the seeds in its mtoto holes, the seeds in the other holes of its own row, and their sum.</extracomment>
        <translation>Depósito</translation>
    </message>
    <message>
        <source>Mtoto holes</source>
        <translation>Covas mtoto</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Contagem</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>A row of the Kingulu count: the player&apos;s own side against the computer; %1 is South or North.</extracomment>
        <translation>%1 (você)</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>Buttons at the end of a game.</extracomment>
        <translation>Novo jogo…</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Rever este jogo</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Play the game back from its start</source>
        <translation>Rever o jogo desde o início</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>All four games</source>
        <translation>Os quatro jogos</translation>
    </message>
    <message>
        <source>South moves first. Each player sows around his own two rows (in Kingulu both players share one loop). A seed is dropped in each following hole; when a lap goes all the way round, the hole it started from is not skipped.</source>
        <translation>O Sul joga primeiro. Cada jogador semeia à volta das suas duas fileiras (no Kingulu os dois jogadores partilham um só circuito). Deixa-se cair uma semente em cada buraco seguinte; quando uma volta dá a volta completa, o buraco de partida não é saltado.</translation>
    </message>
    <message>
        <source>A move whose sowing would never end is not allowed (C-5). Kigogo and Kimasai are drawn as soon as a position comes back; Kete and Kingulu at its third occurrence (C-6).</source>
        <translation>Não é permitida uma jogada cuja semeadura nunca terminaria (C-5). O Kigogo e o Kimasai terminam empatados logo que uma posição se repete; o Kete e o Kingulu à terceira ocorrência (C-6).</translation>
    </message>
    <message>
        <source>Squares are named like chess squares: columns a, b, c… from South&apos;s left, rows 1 to 4 from South&apos;s back row.</source>
        <translation>Os buracos têm nomes como as casas do xadrez: colunas a, b, c… a partir da esquerda do Sul, fileiras 1 a 4 a partir da fileira de trás do Sul.</translation>
    </message>
    <message>
        <source>Bao Kigogo</source>
        <translation>Bao Kigogo</translation>
    </message>
    <message>
        <source>Two seeds in every hole except a2 and l3. Lift all the seeds of one of your holes holding two or more and sow them counterclockwise. Only if you have no such hole may a single seed step into an empty next hole (K-2).</source>
        <translation>Duas sementes em cada buraco exceto a2 e l3. Levante todas as sementes de um dos seus buracos com duas ou mais e semeie-as no sentido anti-horário. Só se não tiver nenhum buraco assim pode uma semente isolada avançar para o buraco seguinte vazio (K-2).</translation>
    </message>
    <message>
        <source>If the last seed falls into an occupied hole, lift everything there and sow on (K-3). When the move ends in an empty hole of your front row and the opposite hole is occupied, capture it, and the hole behind it too; captured seeds leave the game. A single step can capture as well (K-4).</source>
        <translation>Se a última semente cair num buraco ocupado, levante tudo o que lá está e continue a semear (K-3). Quando a jogada termina num buraco vazio da sua fileira da frente e o buraco oposto está ocupado, capture-o, e também o buraco atrás dele; as sementes capturadas saem do jogo. Um passo isolado também pode capturar (K-4).</translation>
    </message>
    <message>
        <source>You win when your opponent has no seeds left or cannot move (K-5).</source>
        <translation>Ganha quando o adversário fica sem sementes ou não pode jogar (K-5).</translation>
    </message>
    <message>
        <source>Bao la Kimasai (four rows)</source>
        <translation>Bao la Kimasai (quatro fileiras)</translation>
    </message>
    <message>
        <source>One stone in every hole except a2 and l3. Move one stone a single step counterclockwise into an empty hole (M-2). Arriving in your front row opposite a stone captures it, and the stone behind it (M-3).</source>
        <translation>Uma pedra em cada buraco exceto a2 e l3. Mova uma pedra um só passo no sentido anti-horário para um buraco vazio (M-2). Chegar à sua fileira da frente diante de uma pedra captura-a, e também a pedra atrás dela (M-3).</translation>
    </message>
    <message>
        <source>You win when your opponent has no stones left or cannot move (M-4).</source>
        <translation>Ganha quando o adversário fica sem pedras ou não pode jogar (M-4).</translation>
    </message>
    <message>
        <source>Bao Kingulu</source>
        <translation>Bao Kingulu</translation>
    </message>
    <message>
        <source>When a player cannot move, each side counts its row, its mtoto holes and its store; more wins (G-7).</source>
        <translation>Quando um jogador não pode jogar, cada lado conta a sua fileira, os seus mtoto e o seu depósito; ganha quem tiver mais (G-7).</translation>
    </message>
    <message>
        <source>Bao la Kete</source>
        <translation>Bao la Kete</translation>
    </message>
    <message>
        <source>You win at once by emptying your opponent&apos;s front row (bao hamna); you lose if your own front row is empty at the end of a lap, or if you cannot move (L-12).</source>
        <translation>Ganha de imediato ao esvaziar a fileira da frente do adversário (bao hamna); perde se a sua própria fileira da frente estiver vazia no fim de uma volta, ou se não puder jogar (L-12).</translation>
    </message>
    <message>
        <source>Reading the moves</source>
        <translation>Ler as jogadas</translation>
    </message>
    <message>
        <source>A move is written as the square it starts from: d1 means the seeds of d1 are sown. In Bao la Kete the square is followed by the direction, cw (clockwise) or ccw (counterclockwise), and by * when the player goes on from his kuu (safari): e2ccw, c2cw*. In a nemo move the square is where the reserve seed is placed.</source>
        <translation>Uma jogada escreve-se com o buraco de onde parte: d1 quer dizer que as sementes de d1 são semeadas. No Bao la Kete o buraco é seguido da direção, cw (sentido horário) ou ccw (anti-horário), e de * quando o jogador continua a partir da sua kuu (safari): e2ccw, c2cw*. Numa jogada nemo o buraco é onde se coloca a semente da reserva.</translation>
    </message>
    <message>
        <source>Games are saved as .bao files: a few tags such as [Game &quot;kete&quot;] and the players&apos; names, then the moves in this notation.</source>
        <translation>Os jogos são guardados em ficheiros .bao: algumas etiquetas como [Game &quot;kete&quot;] e os nomes dos jogadores, seguidas das jogadas nesta notação.</translation>
    </message>
    <message>
        <source>Played by the Gogo (Wagogo) people on the central plateau of Dodoma Region, Tanzania. The German missionary Martin Klamroth first wrote the game down in 1911, after watching games at Mpapua (today Mpwapwa).</source>
        <translation>Jogado pelo povo Gogo (Wagogo) no planalto central da Região de Dodoma, na Tanzânia. O missionário alemão Martin Klamroth registou o jogo pela primeira vez em 1911, depois de assistir a partidas em Mpapua (hoje Mpwapwa).</translation>
    </message>
    <message>
        <source>Recorded by Martin Klamroth in 1911 among Maasai herders around Mpapua in Dodoma Region, Tanzania. Unlike the other games here, a hole never holds more than one stone.</source>
        <translation>Registado por Martin Klamroth em 1911 entre pastores massai nos arredores de Mpapua, na Região de Dodoma, Tanzânia. Ao contrário dos outros jogos aqui, um buraco nunca tem mais de uma pedra.</translation>
    </message>
    <message>
        <source>The game of the Ngulu (Kingulu) people of the hills of Morogoro and Tanga regions in east-central Tanzania, first recorded by Martin Klamroth in 1911. Its mtoto, a hole a player claims for good, is found in no other game here.</source>
        <translation>O jogo do povo Ngulu (Kingulu), das colinas das regiões de Morogoro e Tanga, no centro-leste da Tanzânia, registado pela primeira vez por Martin Klamroth em 1911. O seu mtoto, um buraco que um jogador conquista para sempre, não existe em nenhum outro jogo aqui.</translation>
    </message>
    <message>
        <source>The Bao of the Lamu Archipelago on the northern Swahili coast of Kenya, also called Bao la Komwe after its shiny komwe seeds. Walter Driedger documented it in 1972; Alan Boyd and Philip Townshend described it as played on Lamu and Pate.</source>
        <translation>O Bao do Arquipélago de Lamu, na costa suaíli do norte do Quénia, também chamado Bao la Komwe por causa das suas brilhantes sementes komwe. Walter Driedger documentou-o em 1972; Alan Boyd e Philip Townshend descreveram-no tal como se joga em Lamu e Pate.</translation>
    </message>
    <message>
        <source>Hizi zetu: when your opponent&apos;s takata in mtaji leaves exactly one of your front holes open to his next capture and you have no capture yourself, that hole is marked, even if it holds a single seed; only your kuu, your only occupied front hole and your only front hole with two or more seeds are never marked. On your next move you may not start from the marked hole, and a lap that ends there ends your move, except the first lap of sowing your kuu: then the hole is lifted and sown on as usual. On his next move your opponent must capture the marked hole if he can (L-11).</source>
        <translation>Hizi zetu: quando uma takata do adversário no mtaji deixa exatamente um dos buracos da sua fila da frente exposto à captura seguinte dele e o jogador não tem nenhuma captura, esse buraco fica marcado, mesmo que tenha uma única semente; só a sua kuu, o seu único buraco da frente ocupado e o seu único buraco da frente com duas ou mais sementes nunca são marcados. Na jogada seguinte não pode começar pelo buraco marcado, e uma volta que lá termine acaba a jogada, exceto a primeira volta da sementeira da sua kuu: nesse caso o buraco é levantado e semeado como de costume. Na jogada seguinte dele, o adversário tem de capturar o buraco marcado se puder (L-11).</translation>
    </message>
    <message>
        <source>Four seeds in each of the twelve holes; South owns row 1, North row 2, and both sow counterclockwise around one loop (G-1). Sow all the seeds of one of your holes; a single seed is enough. A move is not allowed if its first lap ends in an occupied hole of your own row; a mtoto there does not count as occupied (G-3).</source>
        <translation>Quatro sementes em cada um dos doze buracos; o Sul é dono da fila 1, o Norte da fila 2, e ambos semeiam no sentido anti-horário à volta de um só circuito (G-1). Semeie todas as sementes de um dos seus buracos; uma só semente basta. Uma jogada não é permitida se a sua primeira volta terminar num buraco ocupado da sua própria fila; um mtoto aí não conta como ocupado (G-3).</translation>
    </message>
    <message>
        <source>A lap ending in an empty hole of your row captures the opposite hole into your store, with the capturing seed, unless that hole is a mtoto. A lap ending in an opponent&apos;s hole that held exactly three makes it your mtoto: it is yours to the end, never sown from or captured, and seeds sown into it go to its owner&apos;s store; if that lap sowed two or more seeds, the seed it dropped just before joins it (G-4, G-6). A lap ending in a mtoto ends the move. Other occupied holes are sown on, and captures and new mtoto holes can come in any lap (G-5).</source>
        <translation>Uma volta que termina num buraco vazio da sua fila captura o buraco oposto para o seu armazém, com a semente que captura, a não ser que esse buraco seja um mtoto. Uma volta que termina num buraco do adversário que tinha exatamente três faz dele o seu mtoto: é seu até ao fim, nunca é semeado nem capturado, e as sementes semeadas nele vão para o armazém do dono; se essa volta semeou duas ou mais sementes, a semente que deixou logo antes junta-se-lhe (G-4, G-6). Uma volta que termina num mtoto acaba a jogada. Os outros buracos ocupados são semeados adiante, e capturas e novos mtoto podem surgir em qualquer volta (G-5).</translation>
    </message>
    <message>
        <source>Each player has a square kuu (South e2, North d3) holding six seeds, two seeds in each of the two holes to its right (South f2 and g2, North c3 and b3), and 22 seeds in reserve; each sows only around his own two rows, clockwise or counterclockwise (L-1). While you have reserve seeds your moves are nemo moves; once your reserve is empty, mtaji moves (L-3).</source>
        <translation>Cada jogador tem uma kuu quadrada (Sul e2, Norte d3) com seis sementes, duas sementes em cada um dos dois buracos à sua direita (Sul f2 e g2, Norte c3 e b3), e 22 sementes de reserva; cada um semeia só à volta das suas duas filas, no sentido horário ou anti-horário (L-1). Enquanto tiver sementes de reserva, as suas jogadas são jogadas nemo; quando a reserva se esgota, jogadas mtaji (L-3).</translation>
    </message>
    <message>
        <source>Capturing is compulsory. A front hole of yours is a capture position when it and the opponent&apos;s front hole in the same column both hold seeds (L-4). In nemo, if you have a capture position you must place a reserve seed in one of them and capture the opposite hole (L-7); otherwise you place it in an occupied hole of your front row and sow from there, a takata (L-8).</source>
        <translation>Capturar é obrigatório. Um buraco da sua fila da frente é uma posição de captura quando ele e o buraco da frente do adversário na mesma coluna têm ambos sementes (L-4). No nemo, se tiver uma posição de captura, tem de pôr uma semente de reserva numa delas e capturar o buraco oposto (L-7); caso contrário, põe-na num buraco ocupado da sua fila da frente e semeia a partir daí, uma takata (L-8).</translation>
    </message>
    <message>
        <source>Captured seeds are sown from a kichwa (an end hole of your front row) toward the centre: from the nearer end when the capture is in the kimbi (the two holes at either end), otherwise from the end that keeps your direction; only the first capture of a nemo move lets you choose (L-5). After a capture a lap ending at another capture position captures again, a lap ending in your kuu lets you stop or go on (safari) in nemo and goes on in mtaji, other occupied holes are sown on, and an empty hole ends the move (L-6).</source>
        <translation>As sementes capturadas são semeadas a partir de um kichwa (um buraco da ponta da sua fila da frente) em direção ao centro: da ponta mais próxima quando a captura é no kimbi (os dois buracos de cada ponta), senão da ponta que mantém a sua direção; só a primeira captura de uma jogada nemo o deixa escolher (L-5). Depois de uma captura, uma volta que termina noutra posição de captura captura de novo, uma volta que termina na sua kuu deixa-o parar ou continuar (safari) no nemo e continua no mtaji, os outros buracos ocupados são semeados adiante, e um buraco vazio acaba a jogada (L-6).</translation>
    </message>
    <message>
        <source>In a nemo takata the kuu may be chosen only when it is your only occupied front hole. The placed reserve seed counts: a kuu of six becomes seven and all seven are sown (the kuu is gone); from eight or more only two are sown and the kuu stays. Without a kuu you must choose a hole with two or more seeds, unless all your occupied front holes hold one. A kichwa that is your only occupied front hole is sown toward the centre. Laps relay as in Kigogo, capture nothing, and stop in your kuu (L-8).</source>
        <translation>Numa takata do nemo, a kuu só pode ser escolhida quando é o seu único buraco da frente ocupado. A semente de reserva posta conta: uma kuu de seis passa a sete e as sete são semeadas (a kuu desaparece); de oito ou mais só duas são semeadas e a kuu fica. Sem kuu, tem de escolher um buraco com duas ou mais sementes, a não ser que todos os seus buracos da frente ocupados tenham uma só. Um kichwa que é o seu único buraco da frente ocupado é semeado em direção ao centro. As voltas continuam como no Kigogo, não capturam nada e param na sua kuu (L-8).</translation>
    </message>
    <message>
        <source>In mtaji you lift a hole of either row holding 2 to 15 seeds; if its first lap ends at a capture position it is a capture move, and you must play one if you have one (L-9). Otherwise you play a takata from, in order of priority: your kuu if it still exists (sown whole, and then it is gone); else a front hole with two or more seeds; only if there is none, a back hole with two or more. Laps relay until one ends in an empty hole (L-10).</source>
        <translation>No mtaji levanta um buraco de qualquer das filas com 2 a 15 sementes; se a sua primeira volta termina numa posição de captura, é uma jogada de captura, e tem de jogar uma se a tiver (L-9). Caso contrário joga uma takata a partir de, por ordem de prioridade: a sua kuu se ainda existir (semeada inteira, e depois desaparece); senão um buraco da frente com duas ou mais sementes; só se não houver nenhum, um buraco de trás com duas ou mais. As voltas continuam até uma terminar num buraco vazio (L-10).</translation>
    </message>
    <message>
        <source>The games&apos; words</source>
        <translation>As palavras dos jogos</translation>
    </message>
</context>
<context>
    <name>SafeSave</name>
    <message>
        <source>the disk is full</source>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <source>the folder cannot be written to</source>
        <translation>não é possível escrever na pasta</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>não foi possível escrever o ficheiro</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed.</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed.</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed.</extracomment>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed: no animation, the move&apos;s end is shown at once.</extracomment>
        <translation>Instantânea</translation>
    </message>
    <message>
        <source>Natural (each game&apos;s own)</source>
        <extracomment>Seed colour: each game&apos;s own (grey-green, brown or pale).</extracomment>
        <translation>Naturais (as de cada jogo)</translation>
    </message>
    <message>
        <source>Red</source>
        <extracomment>Seed colour.</extracomment>
        <translation>Vermelhas</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Seed colour.</extracomment>
        <translation>Pretas</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>The sound volume, e.g. &quot;70%&quot;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <source>Board and language</source>
        <extracomment>A group in the settings: language, animation speed and seed colour.</extracomment>
        <translation>Tabuleiro e idioma</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Som</translation>
    </message>
    <message>
        <source>Playing</source>
        <extracomment>A group in the settings: how moves are chosen.</extracomment>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Velocidade da animação:</translation>
    </message>
    <message>
        <source>S&amp;eeds:</source>
        <translation>&amp;Sementes:</translation>
    </message>
    <message>
        <source>Play s&amp;ounds: seeds dropping, captures, the end of a game</source>
        <translation>Reproduzir s&amp;ons: sementes a cair, capturas, o fim do jogo</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <source>Bao la Kete: &amp;confirm each move with a second click or Enter</source>
        <extracomment>Bao la Kete only: the move shown on the board is played on a second click or Enter.</extracomment>
        <translation>Bao la Kete: &amp;confirmar cada jogada com um segundo clique ou Enter</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Light wood</source>
        <extracomment>The board&apos;s wood.</extracomment>
        <translation>Madeira clara</translation>
    </message>
    <message>
        <source>Dark wood</source>
        <extracomment>The board&apos;s wood.</extracomment>
        <translation>Madeira escura</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tabuleiro:</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Column headers of the statistics table: the game, the computer&apos;s level, and the results.</extracomment>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nível do computador</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganhos</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidos</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>No game against the computer has been finished yet.</source>
        <translation>Ainda não terminou nenhum jogo contra o computador.</translation>
    </message>
    <message>
        <source>Reset</source>
        <extracomment>Button: forget every count of the statistics.</extracomment>
        <translation>Repor</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Games you finished against the computer:</source>
        <translation>Jogos que terminou contra o computador:</translation>
    </message>
</context>
</TS>
