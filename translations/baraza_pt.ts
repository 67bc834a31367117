<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>AnalysisPane</name>
    <message>
        <source>The game is over: no moves to analyse.</source>
        <extracomment>The analysis pane at a position where the game has ended.</extracomment>
        <translation>O jogo terminou: não há jogadas para analisar.</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <extracomment>Under the analysis: how to get the moves of the game judged.</extracomment>
        <translation>A analisar o jogo…</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <extracomment>The analysis pane before the first result, or while the computer thinks about its own move.</extracomment>
        <translation>A analisar…</translation>
    </message>
    <message>
        <source>Waiting for the search…</source>
        <translation>À espera da pesquisa…</translation>
    </message>
    <message>
        <source>Values for %1, the side to move · depth %2 · %3 positions</source>
        <extracomment>The analysis pane: %1 is the side to move (values are for that side), %2 the depth in moves (plies) looked ahead, %3 how many positions were searched.</extracomment>
        <translation>Valores para %1, que tem a vez · profundidade %2 · %3 posições</translation>
    </message>
    <message>
        <source>complete</source>
        <extracomment>The analysis pane: the engine has looked as far as it can (or proven the outcome).</extracomment>
        <translation>completa</translation>
    </message>
    <message>
        <source>Game → Analyse game judges every move.</source>
        <translation>Jogo → Analisar jogo avalia cada jogada.</translation>
    </message>
    <message>
        <source>Inaccuracies ?!: %1 · mistakes ?: %2 · blunders ??: %3</source>
        <extracomment>A summary of the judged moves: how many inaccuracies (?!), mistakes (?) and blunders (??).</extracomment>
        <translation>Imprecisões ?!: %1 · erros ?: %2 · erros graves ??: %3</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análise</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jogada</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Expected line</source>
        <translation>Sequência esperada</translation>
    </message>
    <message>
        <source>Show best move</source>
        <translation>Mostrar a melhor jogada</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Stops Game → Analyse game.</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The evaluation after every move, South&apos;s advantage up; click to look at a position</source>
        <translation>A avaliação depois de cada jogada, vantagem do Sul para cima; clique para ver uma posição</translation>
    </message>
    <message>
        <source>The computer is working out its move: analyse the game after it.</source>
        <extracomment>Game → Analyse game asked for while the computer opponent works out its move (that comes first).</extracomment>
        <translation>O computador está a pensar na sua jogada: analise o jogo depois dela.</translation>
    </message>
</context>
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
    <name>GameReview</name>
    <message>
        <source>%1: the best move was %2 (%3); this move: %4</source>
        <extracomment>Tooltip of a judged move: %1 the judgement (Blunder, Mistake, ...), %2 the best move, %3 its value, %4 the value of the move played (values in seeds, or &quot;wins in 5&quot; and the like).</extracomment>
        <translation>%1: a melhor jogada era %2 (%3); esta jogada: %4</translation>
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
    <name>HintExplanation</name>
    <message>
        <source>%1 wins the game.</source>
        <extracomment>A hint&apos;s reason: %1 is the move.</extracomment>
        <translation>%1 ganha o jogo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds and leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent (North, South); %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 captura %n semente e não deixa captura a %2.</numerusform>
            <numerusform>%1 captura %n sementes e não deixa captura a %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds, more than %2 can take back.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 captura %n semente, mais do que %2 pode recuperar.</numerusform>
            <numerusform>%1 captura %n sementes, mais do que %2 pode recuperar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move; %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 captura %n semente.</numerusform>
            <numerusform>%1 captura %n sementes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 makes %2 your mtoto.</source>
        <extracomment>A hint&apos;s reason (Kingulu, G-6): %1 is the move, %2 the hole that becomes the player&apos;s mtoto.</extracomment>
        <translation>%1 faz de %2 o seu mtoto.</translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n seeds into your store.</source>
        <extracomment>A hint&apos;s reason (Kingulu): %1 is the move; %n seeds go into the player&apos;s store.</extracomment>
        <translation>
            <numerusform>%1 põe %n semente no seu depósito.</numerusform>
            <numerusform>%1 põe %n sementes no seu depósito.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sows into your kuu.</source>
        <extracomment>A hint&apos;s reason (Kete): %1 is the move, which ends in the player&apos;s own kuu.</extracomment>
        <translation>%1 semeia até à sua kuu.</translation>
    </message>
    <message>
        <source>%1 leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent (North, South).</extracomment>
        <translation>%1 não deixa captura a %2.</translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s best answer captures %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds the opponent&apos;s best answer captures.</extracomment>
        <translation>
            <numerusform>Depois de %1, a melhor resposta de %2 captura %n semente.</numerusform>
            <numerusform>Depois de %1, a melhor resposta de %2 captura %n sementes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the strongest move the engine found.</source>
        <extracomment>A hint&apos;s reason when there is nothing more to say: %1 is the move.</extracomment>
        <translation>%1 é a jogada mais forte que o motor encontrou.</translation>
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
        <extracomment>The status bar after Hint: %1 is the move with the reason, e.g. &quot;d1 captures 6 seeds and leaves North no capture.&quot;</extracomment>
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
        <source>Best move: %1</source>
        <extracomment>The status bar after &quot;Show best move&quot; in the analysis pane; %1 is the move.</extracomment>
        <translation>Melhor jogada: %1</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <extracomment>Game menu: analyse every move of the game in the background and judge it.</extracomment>
        <translation>&amp;Analisar jogo</translation>
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
    <name>Quality</name>
    <message>
        <source>Best move</source>
        <translation>Melhor jogada</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Boa jogada</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisão</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erro</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Erro grave</translation>
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
        <translation>empate</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n</source>
        <extracomment>The analysis has proven a win for the side to move: in %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>ganha em %n lance</numerusform>
            <numerusform>ganha em %n lances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <extracomment>The analysis has proven a loss for the side to move: in %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>perde em %n lance</numerusform>
            <numerusform>perde em %n lances</numerusform>
        </translation>
    </message>
    <message>
        <source>wins</source>
        <extracomment>The analysis: the side to move wins after this move (how soon is not known).</extracomment>
        <translation>ganha</translation>
    </message>
    <message>
        <source>loses</source>
        <extracomment>The analysis: the side to move loses after this move (how soon is not known).</extracomment>
        <translation>perde</translation>
    </message>
</context>
</TS>
