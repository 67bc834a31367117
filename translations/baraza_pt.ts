<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Baraza</source>
        <translation>Sobre o Baraza</translation>
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
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao la Kiswahili, Bao Kingulu and Bao la Kimasai: play, watch every sowing seed by seed, and learn the rules.&lt;br&gt;A &lt;i&gt;baraza&lt;/i&gt; is the stone bench where Bao is played on the Swahili coast.</source>
        <translation>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao la Kiswahili, Bao Kingulu e Bao la Kimasai: jogue, veja cada semeadura semente a semente e aprenda as regras.&lt;br&gt;Um &lt;i&gt;baraza&lt;/i&gt; é o banco de pedra onde se joga Bao na costa suaíli.</translation>
    </message>
    <message>
        <source>Bao la Kiswahili follows the rules played on Zanzibar today, as Alexander de Voogt described them.</source>
        <translation>O Bao la Kiswahili segue as regras jogadas hoje em Zanzibar, tal como Alexander de Voogt as descreveu.</translation>
    </message>
</context>
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
        <source>The computer is working out its move: analyse the game after it.</source>
        <extracomment>Game → Analyse game asked for while the computer opponent works out its move (that comes first).</extracomment>
        <translation>O computador está a pensar na sua jogada: analise o jogo depois dela.</translation>
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
    <message numerus="yes">
        <source>%1 of %n moves analysed: Game → Analyse game does the rest.</source>
        <extracomment>After the counts of judged moves, when only part of the game is analysed (the analysis was cancelled, or moves were played since): %1 of %n moves.</extracomment>
        <translation>
            <numerusform>%1 de %n jogada analisada: Jogo → Analisar jogo faz o resto.</numerusform>
            <numerusform>%1 de %n jogadas analisadas: Jogo → Analisar jogo faz o resto.</numerusform>
        </translation>
    </message>
    <message>
        <source>No analysis during a lesson: it would give the answer away. Leave the lesson to see it again.</source>
        <extracomment>The analysis pane during a lesson (Learn menu): it would give the lesson&apos;s answer away.</extracomment>
        <translation>Sem análise durante uma lição: revelaria a resposta. Saia da lição para a ver de novo.</translation>
    </message>
    <message numerus="yes">
        <source>Analysing the %n positions not analysed yet…</source>
        <extracomment>Game → Analyse game again after moves were played or replaced: only the positions not analysed yet are.</extracomment>
        <translation>
            <numerusform>A analisar a %n posição ainda não analisada…</numerusform>
            <numerusform>A analisar as %n posições ainda não analisadas…</numerusform>
        </translation>
    </message>
    <message>
        <source>Values for %1 · exact, worked out to the end of the game</source>
        <extracomment>The analysis pane, Bao Kingulu: every value is exact, worked out to the end of the game (not estimated by a search to some depth). %1 is South: the values are South&apos;s, whoever is to move.</extracomment>
        <translation>Valores para %1 · exatos, calculados até ao fim do jogo</translation>
    </message>
    <message>
        <source>Values for %1 · depth %2 · %3 positions</source>
        <extracomment>The analysis pane: %1 is South (the values are South&apos;s, whoever is to move, as in the chart), %2 the depth in moves (plies) looked ahead, %3 how many positions were searched.</extracomment>
        <translation>Valores para %1 · profundidade %2 · %3 posições</translation>
    </message>
    <message>
        <source>For South, whoever is to move, as in the chart: an estimate in seeds (+2.5: South is ahead, −2.5: North is), or the outcome once it is proven (&quot;wins&quot;, &quot;loses&quot;: South). &quot;Wins in 7&quot; counts the moves of both sides (plies) to the end; in Bao Kingulu the final count comes first, South&apos;s before North&apos;s.</source>
        <extracomment>The analysis pane&apos;s Value column: how to read its values.</extracomment>
        <translation>Para o Sul, seja quem for que tenha a vez, como no gráfico: uma estimativa em sementes (+2,5: o Sul está à frente, −2,5: o Norte está), ou o resultado quando está provado (&quot;ganha&quot;, &quot;perde&quot;: o Sul). &quot;Ganha em 7&quot; conta as jogadas dos dois lados até ao fim; no Bao Kingulu a contagem final vem primeiro, a do Sul antes da do Norte.</translation>
    </message>
    <message>
        <source>The evaluation after every move, for South as in the list above: South&apos;s advantage up, North&apos;s down; click to look at a position</source>
        <extracomment>The evaluation chart&apos;s tooltip; its values are South&apos;s, as in the list of moves above it.</extracomment>
        <translation>A avaliação depois de cada jogada, para o Sul como na lista acima: vantagem do Sul para cima, do Norte para baixo; clique para ver uma posição</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
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
        <translation>buraco do Sul</translation>
    </message>
    <message>
        <source>North&apos;s pit</source>
        <translation>buraco do Norte</translation>
    </message>
    <message>
        <source>blocked this turn (hizi zetu)</source>
        <extracomment>Kete: the hizi zetu hole, which may not be sown this turn.</extracomment>
        <translation>bloqueado nesta vez (hizi zetu)</translation>
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
        <translation>Uma jogada pode começar aqui; o anel pontilhado mostra onde termina a sua primeira volta.</translation>
    </message>
    <message>
        <source>1 stone</source>
        <extracomment>Bao la Kimasai: a hole holds one stone or none (M-1).</extracomment>
        <translation>1 pedra</translation>
    </message>
    <message numerus="yes">
        <source>%n stones</source>
        <translation>
            <numerusform>%n pedra</numerusform>
            <numerusform>%n pedras</numerusform>
        </translation>
    </message>
    <message>
        <source>marked by hizi zetu: to be captured this turn if a capture can take it</source>
        <extracomment>Kete (L-11): the opponent&apos;s hole marked by the player&apos;s last takata, which the player must capture this turn if a capture move can.</extracomment>
        <translation>marcado pelo hizi zetu: tem de ser capturado nesta vez, se alguma captura o puder levar</translation>
    </message>
    <message>
        <source>South&apos;s nyumba, dormant: an ordinary hole until it holds six seeds again</source>
        <extracomment>Kiswahili (Z-2): an owned nyumba with fewer than six seeds; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>nyumba do Sul, adormecida: um buraco comum até voltar a ter seis sementes</translation>
    </message>
    <message>
        <source>North&apos;s nyumba, dormant: an ordinary hole until it holds six seeds again</source>
        <translation>nyumba do Norte, adormecida: um buraco comum até voltar a ter seis sementes</translation>
    </message>
    <message>
        <source>South&apos;s nyumba</source>
        <extracomment>Kiswahili (Z-2): an owned nyumba with six seeds or more, which works as a nyumba.</extracomment>
        <translation>nyumba do Sul</translation>
    </message>
    <message>
        <source>North&apos;s nyumba</source>
        <translation>nyumba do Norte</translation>
    </message>
    <message>
        <source>blocked this turn (takasia): a move may not start here, and a lap that ends here ends the move</source>
        <extracomment>Kiswahili (Z-11.2): the hole the takasia mark blocks; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>bloqueado nesta vez (takasia): uma jogada não pode começar aqui, e uma volta que aqui termine acaba a jogada</translation>
    </message>
    <message>
        <source>marked by takasia: to be captured this turn if a capture can take it</source>
        <extracomment>Kiswahili (Z-11.3): the opponent&apos;s hole marked by the player&apos;s last takasa, which the player must capture this turn if one of his capture moves can; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>marcado pela takasia: tem de ser capturado nesta vez, se alguma captura o puder levar</translation>
    </message>
    <message>
        <source>South&apos;s pit, no longer a kuu: an ordinary hole for the rest of the game</source>
        <extracomment>Kete: the kuu square of a side whose kuu has been emptied and no longer counts (L-3).</extracomment>
        <translation>buraco do Sul, já não é uma kuu: um buraco comum até ao fim do jogo</translation>
    </message>
    <message>
        <source>North&apos;s pit, no longer a kuu: an ordinary hole for the rest of the game</source>
        <translation>buraco do Norte, já não é uma kuu: um buraco comum até ao fim do jogo</translation>
    </message>
    <message>
        <source>South&apos;s pit, no longer a nyumba: an ordinary hole for the rest of the game</source>
        <extracomment>Kiswahili: the nyumba square of a side whose nyumba is gone for good (Z-2); &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>buraco do Sul, já não é uma nyumba: um buraco comum até ao fim do jogo</translation>
    </message>
    <message>
        <source>North&apos;s pit, no longer a nyumba: an ordinary hole for the rest of the game</source>
        <translation>buraco do Norte, já não é uma nyumba: um buraco comum até ao fim do jogo</translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
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
        <source>%1 — paused</source>
        <extracomment>The header of the side whose turn it is while the game waits (a lesson&apos;s try is being read).</extracomment>
        <translation>%1 — em pausa</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <extracomment>Kiswahili: the seeds a player has not yet placed on the board (the namua stage).</extracomment>
        <translation>Mão: %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>What a screen reader calls the board; its pits are named one by one.</extracomment>
        <translation>Tabuleiro</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds still to sow, beside %1</source>
        <extracomment>Said by a screen reader in the middle of a move: %n seeds are still to be sown, %1 the hole the last one fell into (or that was lifted).</extracomment>
        <translation>
            <numerusform>Ainda %n semente por semear, ao lado de %1</numerusform>
            <numerusform>Ainda %n sementes por semear, ao lado de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a move can start here</source>
        <extracomment>Said by a screen reader after a hole&apos;s name and seeds, when the player may move from it now.</extracomment>
        <translation>uma jogada pode começar aqui</translation>
    </message>
</context>
<context>
    <name>DocumentDialogs</name>
    <message>
        <source>New line</source>
        <translation>Nova variante</translation>
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
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
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
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The game could not be saved: %1. A file that was there before is unchanged.</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Não foi possível guardar o jogo: %1. O ficheiro que lá estava ficou inalterado.</translation>
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
        <source>Saved %1</source>
        <extracomment>Status bar after saving; %1 is the file&apos;s name.</extracomment>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>%1 is no longer there. It has been removed from the recent games.</source>
        <extracomment>%1 is a file&apos;s full path.</extracomment>
        <translation>%1 já não existe. Foi retirado dos jogos recentes.</translation>
    </message>
    <message>
        <source>%1 has changed since it was saved. Save the changes?</source>
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
        <source>This game has not been saved. Save it?</source>
        <translation>Este jogo não foi guardado. Guardá-lo?</translation>
    </message>
    <message>
        <source>The lesson puts your game aside; Leave lesson brings it back.</source>
        <extracomment>Before a lesson, under the question whether to save the game; &quot;Leave lesson&quot; is the lesson pane&apos;s button.</extracomment>
        <translation>A lição põe o seu jogo de lado; Sair da lição trá-lo de volta.</translation>
    </message>
    <message>
        <source>This is your game that the lesson put aside.</source>
        <extracomment>During a lesson, under the question whether to save the game: which game is meant.</extracomment>
        <translation>Este é o seu jogo que a lição pôs de lado.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
</context>
<context>
    <name>DrawQuestion</name>
    <message>
        <source>The computer accepts your offer of a draw.</source>
        <translation>O computador aceita a sua proposta de empate.</translation>
    </message>
    <message>
        <source>The computer is thinking over your offer of a draw…</source>
        <translation>O computador está a pensar na sua proposta de empate…</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept it?</source>
        <extracomment>Between two people: %1 (a side or a name) offers a draw, %2 (the other) is asked.</extracomment>
        <translation>%1 propõe empate. %2, aceita?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Aceitar o empate</translation>
    </message>
    <message>
        <source>Play on</source>
        <extracomment>The answer that declines a draw offer: the game goes on.</extracomment>
        <translation>Continuar a jogar</translation>
    </message>
    <message>
        <source>The computer declines the draw: it judges its position better than yours.</source>
        <translation>O computador recusa o empate: considera que a posição dele é melhor do que a sua.</translation>
    </message>
</context>
<context>
    <name>EvaluationChart</name>
    <message>
        <source>%1 ahead ↑</source>
        <extracomment>The evaluation chart&apos;s legend: %1 is South, whose advantage is drawn upwards.</extracomment>
        <translation>%1 à frente ↑</translation>
    </message>
    <message>
        <source>%1 ahead ↓</source>
        <extracomment>The evaluation chart&apos;s legend: %1 is North, whose advantage is drawn downwards.</extracomment>
        <translation>%1 à frente ↓</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>%1: the best move was %2 (%3); this move: %4</source>
        <extracomment>Tooltip of a judged move: %1 the judgement (Blunder, Mistake, ...), %2 the best move, %3 its value, %4 the value of the move played (values in seeds, or &quot;wins in 5&quot; and the like).</extracomment>
        <translation>%1: a melhor jogada era %2 (%3); esta jogada: %4</translation>
    </message>
    <message>
        <source>Not judged: a proven end and an estimate cannot be compared. The best move was %1 (%2); this move: %3</source>
        <extracomment>Tooltip of a move not judged (MoveQuality.h): a proven end and an estimate, or an end not proven, are not on one scale. %1 the best move, %2 its value, %3 the value of the move played.</extracomment>
        <translation>Não avaliada: um fim provado e uma estimativa não se comparam. A melhor jogada era %1 (%2); esta jogada: %3</translation>
    </message>
</context>
<context>
    <name>GameStarts</name>
    <message>
        <source>Welcome to Baraza: choose a game</source>
        <extracomment>The title of the New game dialog the first time the program starts.</extracomment>
        <translation>Bem-vindo ao Baraza: escolha um jogo</translation>
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
        <translation>Bao la Kete: a primeira fase, enquanto o jogador ainda tem sementes na reserva; cada jogada começa por colocar uma (L-3, L-7, L-8).</translation>
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
        <translation>Bao la Kete: uma jogada que não captura nada (L-8, L-10).</translation>
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
        <translation>Bao Kingulu: um buraco que o jogador conquistou ao terminar uma volta num buraco do adversário com três sementes. Guarda as suas sementes; as sementes semeadas nele vão para o depósito do seu dono (G-2, G-6).</translation>
    </message>
    <message>
        <source>kuweka mtoto</source>
        <extracomment>Glossary: the words &quot;kuweka mtoto&quot; (&quot;placing a child&quot;), as the language writes them.</extracomment>
        <translation>kuweka mtoto</translation>
    </message>
    <message>
        <source>Bao Kingulu: &quot;placing a child&quot;: ending a lap in an opponent&apos;s hole that held exactly three seeds, which becomes the mover&apos;s mtoto (G-4, G-6).</source>
        <translation>Bao Kingulu: &quot;pôr uma criança&quot;: terminar uma volta num buraco do adversário que tinha exatamente três sementes, que passa a ser o mtoto de quem jogou (G-4, G-6).</translation>
    </message>
    <message>
        <source>Bao la Kete: the square hole, South&apos;s e2 and North&apos;s d3. It starts with six seeds and is gone for good once all its seeds are lifted for a lap or captured; a nemo takata that lifts only two of its seeds, from a kuu of eight or more, leaves it standing (L-1, L-2, L-8).</source>
        <translation>Bao la Kete: o buraco quadrado, e2 do Sul e d3 do Norte. Começa com seis sementes e desaparece para sempre quando todas as suas sementes são levantadas para uma volta ou capturadas; uma takata do nemo que levanta só duas das suas sementes, de uma kuu com oito ou mais, deixa-a ficar (L-1, L-2, L-8).</translation>
    </message>
    <message>
        <source>Bao la Kete: the Lamu blocking rule of mtaji. When a player&apos;s mtaji takata leaves exactly one front hole of the opponent that he could capture first, and the opponent has no capture, that hole is marked, unless it is the opponent&apos;s kuu, his only occupied front hole or his only front hole with two or more seeds. On his next move the opponent may not start from the marked hole, and a lap that ends in it ends that move (except the first lap of a move from his kuu); on the move after, the player must capture it if a capture move can (L-11).</source>
        <translation>Bao la Kete: a regra de bloqueio de Lamu no mtaji. Quando a takata de mtaji de um jogador deixa exatamente um buraco da frente do adversário que ele poderia capturar primeiro, e o adversário não tem nenhuma captura, esse buraco fica marcado, a não ser que seja a kuu do adversário, o único buraco da frente ocupado dele ou o único buraco da frente dele com duas ou mais sementes. Na jogada seguinte o adversário não pode começar pelo buraco marcado, e uma volta que termine nele acaba essa jogada (exceto a primeira volta de uma jogada a partir da kuu dele); na jogada depois dessa, o jogador tem de o capturar, se alguma jogada de captura o puder fazer (L-11).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: an end hole of a front row (a and h). Captured seeds are sown starting in a kichwa, towards the centre (L-5, Z-5).</source>
        <translation>Bao la Kete e Bao la Kiswahili: um buraco da ponta da fila da frente (a e h). As sementes capturadas são semeadas a começar dentro de um kichwa, em direção ao centro (L-5, Z-5).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: the two holes at each end of a front row, columns a, b, g and h (L-5, Z-5).</source>
        <translation>Bao la Kete e Bao la Kiswahili: os dois buracos de cada ponta da fila da frente, colunas a, b, g e h (L-5, Z-5).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: the second stage, once a player&apos;s reserve (in Bao la Kiswahili, his hand) is empty; moves start by lifting a hole (L-3, Z-3).</source>
        <translation>Bao la Kete e Bao la Kiswahili: a segunda fase, quando a reserva do jogador (no Bao la Kiswahili, a sua mão) está vazia; as jogadas começam por levantar um buraco (L-3, Z-3).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: going on out of one&apos;s own kuu or nyumba when a capture&apos;s sowing ends there in the first stage: it is lifted and gone (L-6.3, Z-6.3).</source>
        <translation>Bao la Kete e Bao la Kiswahili: continuar a partir da própria kuu ou nyumba quando a sementeira de uma captura termina aí na primeira fase: é levantada e desaparece (L-6.3, Z-6.3).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: &quot;no board&quot;: a capture that empties the opponent&apos;s front row wins at once (L-12, Z-12.1).</source>
        <translation>Bao la Kete e Bao la Kiswahili: &quot;não há tabuleiro&quot;: uma captura que esvazia a fila da frente do adversário ganha de imediato (L-12, Z-12.1).</translation>
    </message>
    <message>
        <source>nyumba</source>
        <extracomment>Glossary: the word &quot;nyumba&quot; (Bao la Kiswahili&apos;s square hole), as the language writes it.</extracomment>
        <translation>nyumba</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the square hole, South&apos;s e2 and North&apos;s d3 (Lamu&apos;s kuu). It starts with six seeds and is its owner&apos;s until all its seeds are lifted together for a lap or captured; it works while it holds six or more and is dormant with fewer (Z-1, Z-2).</source>
        <translation>Bao la Kiswahili: o buraco quadrado, e2 do Sul e d3 do Norte (a kuu de Lamu). Começa com seis sementes e é do seu dono até todas as suas sementes serem levantadas juntas para uma volta ou capturadas; funciona enquanto tiver seis ou mais e está adormecida com menos (Z-1, Z-2).</translation>
    </message>
    <message>
        <source>dormant</source>
        <extracomment>Glossary: the word &quot;dormant&quot;, said of a nyumba: owned, but with fewer than six seeds (an ordinary hole).</extracomment>
        <translation>adormecida</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: said of a nyumba that is still its owner&apos;s but holds fewer than six seeds, as taxing leaves it: it is an ordinary hole until it holds six again (Z-2, Z-8.2).</source>
        <translation>Bao la Kiswahili: diz-se de uma nyumba que ainda é do seu dono mas tem menos de seis sementes, como o imposto a deixa: é um buraco comum até voltar a ter seis (Z-2, Z-8.2).</translation>
    </message>
    <message>
        <source>namua</source>
        <extracomment>Glossary: the word &quot;namua&quot;, as the language writes it.</extracomment>
        <translation>namua</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the first stage, while a player still has seeds in hand; each move begins by putting one into his front row (Z-3, Z-7, Z-8).</source>
        <translation>Bao la Kiswahili: a primeira fase, enquanto o jogador ainda tem sementes na mão; cada jogada começa por pôr uma delas na sua fila da frente (Z-3, Z-7, Z-8).</translation>
    </message>
    <message>
        <source>takasa</source>
        <extracomment>Glossary: the word &quot;takasa&quot;, as the language writes it.</extracomment>
        <translation>takasa</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: a move that captures nothing (Z-8, Z-10).</source>
        <translation>Bao la Kiswahili: uma jogada que não captura nada (Z-8, Z-10).</translation>
    </message>
    <message>
        <source>takasia</source>
        <extracomment>Glossary: the word &quot;takasia&quot;, as the language writes it.</extracomment>
        <translation>takasia</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the blocking mark. After a takasa that leaves both hands empty, when every capture the mover could make next would take one and the same hole of the opponent first, that hole is marked, with a few exceptions. The opponent may not start his next move there, and a lap that ends there ends that move; on the move after, the mover must capture it if one of his capture moves can (Z-11).</source>
        <translation>Bao la Kiswahili: a marca de bloqueio. Depois de uma takasa que deixa as duas mãos vazias, se todas as capturas que o jogador poderia fazer a seguir tomassem primeiro um mesmo buraco do adversário, esse buraco fica marcado, com algumas exceções. O adversário não pode começar aí a sua jogada seguinte, e uma volta que aí termine acaba essa jogada; na jogada a seguir, o jogador tem de o capturar se uma das suas jogadas de captura o puder fazer (Z-11).</translation>
    </message>
    <message>
        <source>kutakatia</source>
        <extracomment>Glossary: the word &quot;kutakatia&quot; (to put the takasia mark on a hole), as the language writes it.</extracomment>
        <translation>kutakatia</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: to put the takasia mark on a hole of the opponent; some rule books name the rule so (Z-11).</source>
        <translation>Bao la Kiswahili: pôr a marca de takasia num buraco do adversário; alguns livros de regras dão esse nome à própria regra (Z-11).</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>Glossary: the player&apos;s hand: in Bao la Kiswahili the seeds not yet on the board. Use the language&apos;s everyday word for a hand.</extracomment>
        <translation>mão</translation>
    </message>
    <message>
        <source>The seeds a player holds off the board: in Bao la Kiswahili those not yet brought into play, 22 each at the start (Z-1), which Bao la Kete calls the reserve; in every game also the seeds being sown.</source>
        <translation>As sementes que um jogador tem fora do tabuleiro: no Bao la Kiswahili as que ainda não entraram em jogo, 22 cada um no início (Z-1), a que o Bao la Kete chama a reserva; em todos os jogos, também as sementes que estão a ser semeadas.</translation>
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
    <message>
        <source>%1 is the strongest move the engine found.</source>
        <extracomment>A hint&apos;s reason when there is nothing more to say: %1 is the move.</extracomment>
        <translation>%1 é a jogada mais forte que o motor encontrou.</translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %2 no better answer than capturing %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds the opponent&apos;s best answer captures, the least any move of the player&apos;s leaves him.</extracomment>
        <translation>
            <numerusform>%1 não deixa a %2 melhor resposta do que capturar %n semente.</numerusform>
            <numerusform>%1 não deixa a %2 melhor resposta do que capturar %n sementes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones and leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 captura %n pedra e não deixa captura a %2.</numerusform>
            <numerusform>%1 captura %n pedras e não deixa captura a %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones, more than %2 can take back.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 captura %n pedra, mais do que %2 pode recuperar.</numerusform>
            <numerusform>%1 captura %n pedras, mais do que %2 pode recuperar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 captura %n pedra.</numerusform>
            <numerusform>%1 captura %n pedras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %2 no better answer than capturing %n stones.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones the opponent&apos;s best answer captures.</extracomment>
        <translation>
            <numerusform>%1 não deixa a %2 melhor resposta do que capturar %n pedra.</numerusform>
            <numerusform>%1 não deixa a %2 melhor resposta do que capturar %n pedras.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sows into your nyumba.</source>
        <extracomment>A hint&apos;s reason (Kiswahili): %1 is the move, which ends in the player&apos;s own nyumba.</extracomment>
        <translation>%1 semeia até à sua nyumba.</translation>
    </message>
</context>
<context>
    <name>HintShown</name>
    <message>
        <source>Hint: %1</source>
        <extracomment>The status bar after Hint: %1 is the move with the reason, e.g. &quot;d1 captures 6 seeds and leaves North no capture.&quot;</extracomment>
        <translation>Sugestão: %1</translation>
    </message>
    <message>
        <source>The yellow ring marks %1, the hole to play.</source>
        <extracomment>Under the board while a hint is shown: %1 is the hole to play, drawn with a yellow ring.</extracomment>
        <translation>O anel amarelo marca %1, o buraco a jogar.</translation>
    </message>
    <message>
        <source>The yellow ring marks %1, the hole to play; the line runs to %2, where its first lap ends.</source>
        <extracomment>Under the board while a hint is shown: %1 is the hole to play (a yellow ring around it), %2 the hole where its sowing&apos;s first lap ends (the yellow line runs there, showing the direction).</extracomment>
        <translation>O anel amarelo marca %1, o buraco a jogar; a linha vai até %2, onde termina a sua primeira volta.</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>Your move %1 captured nothing.</source>
        <translation>A sua jogada %1 não capturou nada.</translation>
    </message>
    <message>
        <source>That is not what the task asks.</source>
        <extracomment>After what a wrong try in a lesson did.</extracomment>
        <translation>Não é isso que a tarefa pede.</translation>
    </message>
    <message>
        <source>Play your move on the board.</source>
        <translation>Faça a sua jogada no tabuleiro.</translation>
    </message>
    <message>
        <source>Try again: play another move on the board.</source>
        <extracomment>A lesson after a wrong try has been taken back.</extracomment>
        <translation>Tente de novo: faça outra jogada no tabuleiro.</translation>
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
        <source>H&amp;int</source>
        <translation>&amp;Sugestão</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Sair da lição</translation>
    </message>
    <message>
        <source>Lesson solved: read why it works, then Next lesson</source>
        <translation>Lição resolvida: leia porque resulta, depois Próxima lição</translation>
    </message>
    <message>
        <source>Lesson: read what your move did, then Try again</source>
        <translation>Lição: leia o que a sua jogada fez, depois Tentar de novo</translation>
    </message>
    <message>
        <source>Your move %1 captured 1 seed from %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the hole it captured from, e.g. &quot;c2&quot;.</extracomment>
        <translation>A sua jogada %1 capturou 1 semente de %2.</translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 captured %n seeds from %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the holes it captured from, e.g. &quot;c2&quot; or &quot;c2 and b1&quot;.</extracomment>
        <translation>
            <numerusform>A sua jogada %1 capturou %n semente de %2.</numerusform>
            <numerusform>A sua jogada %1 capturou %n sementes de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stone stepped into %1.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the hole the stone stepped into.</extracomment>
        <translation>A pedra avançou para %1.</translation>
    </message>
    <message>
        <source>Its last seed fell in %1.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the hole where the move&apos;s last seed was sown.</extracomment>
        <translation>A sua última semente caiu em %1.</translation>
    </message>
    <message>
        <source>It made %1 a mtoto.</source>
        <extracomment>A lesson&apos;s wrong try in Bao Kingulu: %1 is the hole that became a mtoto.</extracomment>
        <translation>Fez de %1 um mtoto.</translation>
    </message>
    <message>
        <source>It won the game.</source>
        <extracomment>A lesson&apos;s wrong try that won the game all the same.</extracomment>
        <translation>Ganhou o jogo.</translation>
    </message>
    <message>
        <source>It ended the game.</source>
        <extracomment>A lesson&apos;s wrong try that ended the game (a draw, or a loss).</extracomment>
        <translation>Terminou o jogo.</translation>
    </message>
    <message>
        <source>Last try: %1</source>
        <extracomment>A lesson after Try again: %1 is what the last wrong try did, kept until the next try.</extracomment>
        <translation>Última tentativa: %1</translation>
    </message>
    <message>
        <source>&amp;First unsolved lesson</source>
        <translation>&amp;Primeira lição por resolver</translation>
    </message>
    <message>
        <source>&amp;First lesson</source>
        <translation>&amp;Primeira lição</translation>
    </message>
    <message>
        <source>Your move %1 captured 1 stone from %2.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the move, %2 the hole it captured from.</extracomment>
        <translation>A sua jogada %1 capturou 1 pedra de %2.</translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 captured %n stones from %2.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the move, %2 the holes it captured from, e.g. &quot;a3 and a4&quot;.</extracomment>
        <translation>
            <numerusform>A sua jogada %1 capturou %n pedra de %2.</numerusform>
            <numerusform>A sua jogada %1 capturou %n pedras de %2.</numerusform>
        </translation>
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
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>O que aconteceu</translation>
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
        <source>Rules of the games</source>
        <translation>Regras dos jogos</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Não foi possível guardar o jogo por terminar: %1</translation>
    </message>
    <message>
        <source>The sowing has reached your kuu. Stop here, or lift the kuu and sow on (safari)?</source>
        <extracomment>Kete (L-6.3): a capture&apos;s sowing has ended in the player&apos;s own kuu.</extracomment>
        <translation>A sementeira chegou à sua kuu. Parar aqui, ou levantar a kuu e continuar a semear (safari)?</translation>
    </message>
    <message>
        <source>Best move: %1</source>
        <extracomment>The status bar after &quot;Show best move&quot; in the analysis pane; %1 is the move.</extracomment>
        <translation>Melhor jogada: %1</translation>
    </message>
    <message>
        <source>Your settings cannot be kept: %1. They last until the program closes.</source>
        <extracomment>%1 is the reason, e.g. &quot;the folder cannot be written to&quot;.</extracomment>
        <translation>Não é possível guardar as suas definições: %1. Valem apenas até o programa fechar.</translation>
    </message>
    <message>
        <source>Another Baraza window that is open has an unfinished game; it stays there and is not offered here.</source>
        <extracomment>A second Baraza window at the start: the unfinished game belongs to the first one.</extracomment>
        <translation>Outra janela do Baraza que está aberta tem um jogo por terminar; fica lá e não é oferecido aqui.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The sowing has reached your nyumba. Stop here, or lift the nyumba and sow on (safari)? After a safari the nyumba is gone for good.</source>
        <extracomment>Kiswahili (Z-6.3): a namua capture&apos;s sowing has ended in the player&apos;s own nyumba; &quot;nyumba&quot; and &quot;safari&quot; stay in Swahili.</extracomment>
        <translation>A sementeira chegou à sua nyumba. Parar aqui, ou levantar a nyumba e continuar a semear (safari)? Depois de um safari a nyumba desaparece de vez.</translation>
    </message>
    <message>
        <source>Stop in the nyumba</source>
        <translation>Parar na nyumba</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>Sow clockwise, starting in %1 (%2)</source>
        <extracomment>Kete, the tooltip of a direction arrow: %1 is the hole the sowing starts in, %2 the move.</extracomment>
        <translation>Semear no sentido horário, começando em %1 (%2)</translation>
    </message>
    <message>
        <source>Sow counterclockwise, starting in %1 (%2)</source>
        <translation>Semear no sentido anti-horário, começando em %1 (%2)</translation>
    </message>
    <message>
        <source>Sow the captured seeds starting in the kichwa %1, clockwise (%2)</source>
        <extracomment>Kete, the tooltip of a direction arrow: %1 is the kichwa (an end hole, the word stays in Swahili) the captured seeds are sown starting in, %2 the move, e.g. &quot;c2 ↻&quot;.</extracomment>
        <translation>Semear as sementes capturadas a começar dentro do kichwa %1, no sentido horário (%2)</translation>
    </message>
    <message>
        <source>Sow the captured seeds starting in the kichwa %1, counterclockwise (%2)</source>
        <translation>Semear as sementes capturadas a começar dentro do kichwa %1, no sentido anti-horário (%2)</translation>
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
    <message>
        <source>%1 (stop or safari?)</source>
        <extracomment>The move list, Kete (L-6.3): the move waits in the kuu for the player&apos;s choice; %1 is the move so far.</extracomment>
        <translation>%1 (parar ou safari?)</translation>
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
        <translation>Duplo clique: a regra na janela das regras</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
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
        <translation>Bao hamna: a fila da frente do adversário está vazia e o jogo está ganho.</translation>
    </message>
    <message>
        <source>The mover&apos;s own front row is empty: the game is lost.</source>
        <translation>A fila da frente de quem joga está vazia: o jogo está perdido.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A narration line followed by the id of the rule behind it, e.g. &quot;... (K-3)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
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
        <translation>Hizi zetu: %1 fica marcado. Na sua próxima jogada %2 não pode começar aí, e uma volta que aí termine acaba a sua jogada; na jogada seguinte, %3 tem de o capturar se puder.</translation>
    </message>
    <message>
        <source>The hizi zetu mark on %1 lapses.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>A marca de hizi zetu em %1 caduca.</translation>
    </message>
    <message>
        <source>%1&apos;s reserve is empty: from now on his moves are mtaji moves.</source>
        <extracomment>Kete: &quot;mtaji&quot; is the Swahili name of the game&apos;s second stage; it stays in Swahili.</extracomment>
        <translation>A reserva de %1 está vazia: a partir de agora as suas jogadas são jogadas de mtaji.</translation>
    </message>
    <message>
        <source>The turn passes to %1.</source>
        <translation>A vez passa para %1.</translation>
    </message>
    <message>
        <source>The stone of %1 is lifted.</source>
        <extracomment>Bao la Kimasai: the stone that moves is taken up (a hole holds one stone at most).</extracomment>
        <translation>A pedra de %1 é levantada.</translation>
    </message>
    <message>
        <source>The stone steps into %1.</source>
        <translation>A pedra avança para %1.</translation>
    </message>
    <message>
        <source>The stone of %1 is captured and leaves the game.</source>
        <extracomment>Bao la Kimasai: a captured stone (a hole holds one stone at most).</extracomment>
        <translation>A pedra de %1 é capturada e sai do jogo.</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no stones left (%3).</source>
        <translation>%1 ganha: %2 ficou sem pedras (%3).</translation>
    </message>
    <message>
        <source>The game is over; it would have been %1&apos;s turn.</source>
        <extracomment>The last line of a game&apos;s last move: the side to move changes (rule C-7) though no one moves again.</extracomment>
        <translation>O jogo acabou; seria a vez de %1.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured into the hand, to be sown starting in a kichwa.</source>
        <extracomment>Kete: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>As sementes de %1 (%2) são capturadas para a mão, para serem semeadas a começar dentro de um kichwa.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) holds fewer than six seeds: it is dormant, an ordinary hole, until it holds six again.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>A nyumba de %1 (%2) tem menos de seis sementes: está adormecida, um buraco comum, até voltar a ter seis.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) holds six seeds again: it works again.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>A nyumba de %1 (%2) volta a ter seis sementes: volta a funcionar.</translation>
    </message>
    <message>
        <source>Takasia: %1 must capture the marked hole %2, and this move does.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Takasia: %1 tem de capturar o buraco marcado %2, e esta jogada captura-o.</translation>
    </message>
    <message>
        <source>Takasia: this move may not start from the marked hole %1, and a lap that ends there ends the move.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Takasia: esta jogada não pode começar no buraco marcado %1, e uma volta que aí termine acaba a jogada.</translation>
    </message>
    <message>
        <source>%1 wins: bao hamna, %2&apos;s front row is empty (%3).</source>
        <translation>%1 ganha: bao hamna, a fila da frente de %2 está vazia (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 emptied his own front row (%3).</source>
        <translation>%1 ganha: %2 esvaziou a sua própria fila da frente (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 seeds of %2 are lifted to be sown.</source>
        <extracomment>Kete, L-8: only some of a hole&apos;s seeds are lifted (two of a kuu of eight or more); %n is how many, %1 how many the hole held, %2 the hole, e.g. &quot;2 of the 8 seeds of e2&quot;.</extracomment>
        <translation>
            <numerusform>%n das %1 sementes de %2 é levantada para semear.</numerusform>
            <numerusform>%n das %1 sementes de %2 são levantadas para semear.</numerusform>
        </translation>
    </message>
    <message>
        <source>A seed from the hand is placed in %1.</source>
        <translation>Uma semente da mão é posta em %1.</translation>
    </message>
    <message>
        <source>Taxing: only %1 seeds of the nyumba %2 are lifted to be sown; the nyumba stays.</source>
        <extracomment>Kiswahili: taxing (rule Z-8.2) lifts only two seeds of the nyumba, which stays its owner&apos;s. &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Imposto: só %1 sementes da nyumba %2 são levantadas para semear; a nyumba fica.</translation>
    </message>
    <message>
        <source>Safari: the seeds of the nyumba (%1) are lifted and sown on.</source>
        <extracomment>Kiswahili: &quot;safari&quot; is the Swahili name of going on out of one&apos;s own nyumba.</extracomment>
        <translation>Safari: as sementes da nyumba (%1) são levantadas e semeadas em seguida.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured, to be sown starting in a kichwa.</source>
        <extracomment>Kiswahili: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>As sementes de %1 (%2) são capturadas, para serem semeadas a começar dentro de um kichwa.</translation>
    </message>
    <message>
        <source>The lap ended in the nyumba: the move stops there.</source>
        <translation>A volta terminou na nyumba: a jogada para aí.</translation>
    </message>
    <message>
        <source>The lap ended in the hole the takasia mark blocks: the move ends.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>A volta terminou no buraco que a marca de takasia bloqueia: a jogada acaba.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) is gone for good.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>A nyumba de %1 (%2) desapareceu de vez.</translation>
    </message>
    <message>
        <source>Takasia: %1 is marked. On his next move %2 may not start there, and a lap that ends there ends his move; on the move after, %3 must capture it if one of his capture moves can.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>Takasia: %1 fica marcado. Na sua jogada seguinte, %2 não pode começar aí, e uma volta que aí termine acaba a sua jogada; na jogada depois dessa, %3 tem de o capturar se uma das suas jogadas de captura o puder fazer.</translation>
    </message>
    <message>
        <source>The takasia mark on %1 lapses.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>A marca de takasia em %1 caduca.</translation>
    </message>
    <message>
        <source>%1&apos;s hand is empty: from now on his moves are mtaji moves.</source>
        <extracomment>Kiswahili: &quot;mtaji&quot; is the Swahili name of the game&apos;s second stage; it stays in Swahili.</extracomment>
        <translation>A mão de %1 está vazia: a partir de agora as suas jogadas são jogadas de mtaji.</translation>
    </message>
    <message>
        <source>Draw: the same position came back a second time (C-6).</source>
        <translation>Empate: a mesma posição voltou pela segunda vez (C-6).</translation>
    </message>
    <message>
        <source>Draw: the same position came back for the third time (C-6).</source>
        <translation>Empate: a mesma posição voltou pela terceira vez (C-6).</translation>
    </message>
    <message>
        <source>%1 wins: %2 resigned.</source>
        <extracomment>%2 gave the game up (Game → Resign).</extracomment>
        <translation>%1 ganha: %2 desistiu.</translation>
    </message>
    <message>
        <source>Draw: the players agreed to it.</source>
        <translation>Empate por acordo entre os jogadores.</translation>
    </message>
    <message>
        <source>%1 wins: %2 ran out of time.</source>
        <extracomment>On the clock: %2&apos;s time for the game ran out.</extracomment>
        <translation>%1 ganha: %2 ficou sem tempo.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
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
        <source>Play on from here</source>
        <extracomment>The title of the dialog that asks who plays a position set up in the position editor.</extracomment>
        <translation>Continuar a jogar a partir daqui</translation>
    </message>
    <message>
        <source>The next move of this game will be dropped.</source>
        <translation>A jogada seguinte deste jogo será descartada.</translation>
    </message>
    <message numerus="yes">
        <source>The %n later moves of this game will be dropped.</source>
        <translation>
            <numerusform>A %n jogada seguinte deste jogo será descartada.</numerusform>
            <numerusform>As %n jogadas seguintes deste jogo serão descartadas.</numerusform>
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
        <source>Name (optional)</source>
        <extracomment>Placeholder of the field for a person&apos;s name in the New game dialog.</extracomment>
        <translation>Nome (opcional)</translation>
    </message>
    <message>
        <source>%1&apos;s name cannot hold control characters.</source>
        <extracomment>%1 is the side, South or North, whose name in the New game dialog is refused.</extracomment>
        <translation>O nome do lado %1 não pode conter caracteres de controlo.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s name can be at most %n characters long.</source>
        <extracomment>%1 is the side, South or North; %n the most characters a name may have.</extracomment>
        <translation>
            <numerusform>O nome do lado %1 pode ter no máximo %n carácter.</numerusform>
            <numerusform>O nome do lado %1 pode ter no máximo %n caracteres.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;lock:</source>
        <extracomment>New game dialog: the time control, none or each side&apos;s time for the game.</extracomment>
        <translation>Re&amp;lógio:</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sem relógio</translation>
    </message>
    <message>
        <source>%1 minutes each</source>
        <extracomment>Each side&apos;s minutes for the whole game (sudden death).</extracomment>
        <translation>%1 minutos cada</translation>
    </message>
    <message>
        <source>%1 minutes each, +%2 seconds a move</source>
        <extracomment>Each side&apos;s minutes for the game, and seconds added after each of its moves.</extracomment>
        <translation>%1 minutos cada, +%2 segundos por jogada</translation>
    </message>
    <message>
        <source>%1&apos;s name</source>
        <extracomment>What a screen reader calls the field for a person&apos;s name; %1 is South or North.</extracomment>
        <translation>Nome de %1</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>Jogar a partir desta posição</translation>
    </message>
    <message>
        <source>%1, from this position:</source>
        <extracomment>Above the picture of the position to be played; %1 is the game&apos;s name.</extracomment>
        <translation>%1, a partir desta posição:</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>%1 · computer (%2)</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the computer&apos;s strength.</extracomment>
        <translation>%1 · computador (%2)</translation>
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
</context>
<context>
    <name>PositionProblemText</name>
    <message>
        <source>the seeds in each reserve</source>
        <translation>as sementes de cada reserva</translation>
    </message>
    <message>
        <source>the seeds in each hand</source>
        <translation>as sementes na mão de cada jogador</translation>
    </message>
    <message>
        <source>whether each kuu still stands</source>
        <translation>se cada kuu ainda existe</translation>
    </message>
    <message>
        <source>whether each player still owns his nyumba</source>
        <translation>se cada jogador ainda é dono da sua nyumba</translation>
    </message>
    <message>
        <source>the hizi zetu mark</source>
        <translation>a marca hizi zetu</translation>
    </message>
    <message>
        <source>the takasia mark</source>
        <translation>a marca takasia</translation>
    </message>
    <message>
        <source>the seeds in each store</source>
        <translation>as sementes de cada depósito</translation>
    </message>
    <message>
        <source>the mtoto holes</source>
        <translation>os buracos mtoto</translation>
    </message>
    <message>
        <source>a position names its game, then the rows of holes, then the side to move (S or N)</source>
        <extracomment>A position&apos;s text (BPN): &quot;kete 0,0,…/… S reserve=…&quot;.</extracomment>
        <translation>uma posição indica o seu jogo, depois as filas de buracos, depois o lado que joga (S ou N)</translation>
    </message>
    <message>
        <source>“%1” is not the name of a game</source>
        <translation>“%1” não é o nome de um jogo</translation>
    </message>
    <message>
        <source>the board of %1 has %2 rows, the text gives %3</source>
        <translation>o tabuleiro de %1 tem %2 filas, o texto dá %3</translation>
    </message>
    <message>
        <source>row %1 has %2 holes, the board of %3 has %4 in a row</source>
        <translation>a fila %1 tem %2 buracos, o tabuleiro de %3 tem %4 por fila</translation>
    </message>
    <message>
        <source>“%1” on %2 is not a number of seeds</source>
        <translation>“%1” em %2 não é um número de sementes</translation>
    </message>
    <message>
        <source>the side to move is written S or N, not “%1”</source>
        <extracomment>S and N are written as they are in the text; they stand for South and North.</extracomment>
        <translation>o lado que joga escreve-se S ou N, não “%1”</translation>
    </message>
    <message>
        <source>“%1” should be written key=value</source>
        <extracomment>key=value is written as it is in the text.</extracomment>
        <translation>“%1” deve escrever-se key=value</translation>
    </message>
    <message>
        <source>%1 has no “%2” in its positions</source>
        <translation>%1 não tem “%2” nas suas posições</translation>
    </message>
    <message>
        <source>“%1” (%2) is given twice</source>
        <translation>“%1” (%2) aparece duas vezes</translation>
    </message>
    <message>
        <source>“%1” (%2) is missing</source>
        <extracomment>%1 is a key of the position text, as written (hz, reserve, …); %2 says what it holds.</extracomment>
        <translation>falta “%1” (%2)</translation>
    </message>
    <message>
        <source>“%1=%2” (%3) must be two counts, South&apos;s then North&apos;s, each from 0 to %4</source>
        <translation>“%1=%2” (%3) devem ser duas contagens, a do Sul e depois a do Norte, cada uma de 0 a %4</translation>
    </message>
    <message>
        <source>“%1=%2” (%3) must be two flags, South&apos;s then North&apos;s, each 0 or 1</source>
        <translation>“%1=%2” (%3) devem ser dois indicadores, o do Sul e depois o do Norte, cada um 0 ou 1</translation>
    </message>
    <message>
        <source>“%1” (%2) names a hole this board does not have</source>
        <translation>“%1” (%2) indica um buraco que este tabuleiro não tem</translation>
    </message>
    <message>
        <source>the mtoto %1 is named twice</source>
        <translation>o mtoto %1 aparece duas vezes</translation>
    </message>
    <message>
        <source>%1 holds %2 stones: a hole of Bao la Kimasai holds one stone at most</source>
        <translation>%1 tem %2 pedras: um buraco do Bao la Kimasai tem no máximo uma pedra</translation>
    </message>
    <message>
        <source>%1&apos;s reserve holds %2 seeds: a reserve starts with %3 and never gains</source>
        <translation>a reserva do %1 tem %2 sementes: uma reserva começa com %3 e nunca aumenta</translation>
    </message>
    <message>
        <source>%1&apos;s hand holds %2 seeds: a hand starts with %3 and never gains</source>
        <translation>a mão do %1 tem %2 sementes: uma mão começa com %3 e nunca aumenta</translation>
    </message>
    <message>
        <source>%1&apos;s store holds %2 seeds, more than the game&apos;s %3</source>
        <translation>o depósito do %1 tem %2 sementes, mais do que as %3 do jogo</translation>
    </message>
    <message>
        <source>the hizi zetu mark is on %1, which is not a front-row hole</source>
        <translation>a marca hizi zetu está em %1, que não é um buraco da fila da frente</translation>
    </message>
    <message>
        <source>the takasia mark is on %1, which is not a front-row hole</source>
        <translation>a marca takasia está em %1, que não é um buraco da fila da frente</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds are in play, but %1 has only %2</source>
        <translation>
            <numerusform>%n semente está em jogo, mas %1 só tem %2</numerusform>
            <numerusform>%n sementes estão em jogo, mas %1 só tem %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s kuu %2 holds %3 seeds: a kuu that still stands holds six or more (L-1)</source>
        <translation>a kuu do %1, %2, tem %3 sementes: uma kuu que ainda existe tem seis ou mais (L-1)</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba %2 holds %3 seeds: an owned nyumba holds five or more (Z-2)</source>
        <translation>a nyumba do %1, %2, tem %3 sementes: uma nyumba que ainda tem dono tem cinco ou mais (Z-2)</translation>
    </message>
    <message>
        <source>the takasia mark on %1 is set only when both hands are empty (Z-11)</source>
        <translation>a marca takasia em %1 só se põe quando as duas mãos estão vazias (Z-11)</translation>
    </message>
    <message>
        <source>the takasia mark is on %1, which holds fewer than two seeds (Z-11)</source>
        <translation>a marca takasia está em %1, que tem menos de duas sementes (Z-11)</translation>
    </message>
    <message numerus="yes">
        <source>%n stones are in play, but %1 has only %2</source>
        <translation>
            <numerusform>%n pedra está em jogo, mas %1 só tem %2</numerusform>
            <numerusform>%n pedras estão em jogo, mas %1 só tem %2</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” (%2) is missing: write “%1=-” when no hole is marked</source>
        <extracomment>%1 is the mark&apos;s key as written (hz or takasia), %2 the mark; “%1=-” is written as it is.</extracomment>
        <translation>falta “%1” (%2): escreva “%1=-” quando nenhum buraco está marcado</translation>
    </message>
    <message>
        <source>“%1” (%2) names a hole this board does not have: write “%3=-” when no hole is marked</source>
        <extracomment>%1 is what was written for the mark, %2 the mark, %3 its key (hz or takasia); “%3=-” is written as it is.</extracomment>
        <translation>“%1” (%2) indica um buraco que este tabuleiro não tem: escreva “%3=-” quando nenhum buraco está marcado</translation>
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
    <message>
        <source>line %1: the start position cannot be used: %2</source>
        <extracomment>%2 says why, e.g. &quot;“hz” (the hizi zetu mark) is missing&quot;.</extracomment>
        <translation>linha %1: a posição inicial não pode ser usada: %2</translation>
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
    <name>ResignQuestion</name>
    <message>
        <source>Resign</source>
        <extracomment>The title of the question asked before a player gives the game up.
----------
The button that gives the game up.</extracomment>
        <translation>Desistir</translation>
    </message>
    <message>
        <source>Do you resign, %1? The computer (%2) wins the game.</source>
        <extracomment>Against the computer: %1 is the person&apos;s side (or name), %2 the computer&apos;s side.</extracomment>
        <translation>Você desiste, %1? O computador (%2) ganha o jogo.</translation>
    </message>
    <message>
        <source>%1, do you resign? %2 wins the game.</source>
        <extracomment>Between two people: %1 (a side or a name) is the one to move, who would resign; %2 the other.</extracomment>
        <translation>%1, você desiste? %2 ganha o jogo.</translation>
    </message>
    <message>
        <source>Play on</source>
        <extracomment>The button that keeps the game going instead of resigning.</extracomment>
        <translation>Continuar a jogar</translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message>
        <source>A back hole alone is safe</source>
        <extracomment>kigogo/06-back-hole-alone Title</extracomment>
        <translation>Um buraco de trás sozinho está a salvo</translation>
    </message>
    <message>
        <source>A back stone alone is safe</source>
        <extracomment>kimasai/05-back-stone-alone Title</extracomment>
        <translation>Uma pedra de trás sozinha está a salvo</translation>
    </message>
    <message>
        <source>A capture takes North&apos;s front hole opposite the hole where your move ends, and the back hole only together with it.</source>
        <extracomment>kigogo/06-back-hole-alone Hint</extracomment>
        <translation>Uma captura leva o buraco da frente do Norte em frente do buraco onde a sua jogada termina, e o buraco de trás só juntamente com ele.</translation>
    </message>
    <message>
        <source>A capture that empties North&apos;s front row wins the game at once, whatever North has in his back row. Which way must the captured seeds go to reach c2?</source>
        <extracomment>kete/09-bao-hamna Hint</extracomment>
        <translation>Uma captura que esvazia a fila da frente do Norte ganha o jogo de imediato, tenha o Norte o que tiver na fila de trás. Para que lado têm de ir as sementes capturadas para chegar a c2?</translation>
    </message>
    <message>
        <source>A lap that ends in a mtoto</source>
        <extracomment>kingulu/06-into-a-mtoto Title</extracomment>
        <translation>Uma volta que termina num mtoto</translation>
    </message>
    <message>
        <source>A seed that falls into a mtoto goes straight into its owner&apos;s store. f2 is your mtoto, c1 is North&apos;s.</source>
        <extracomment>kingulu/06-into-a-mtoto Hint</extracomment>
        <translation>Uma semente que cai num mtoto vai diretamente para o depósito do seu dono. f2 é o seu mtoto, c1 é do Norte.</translation>
    </message>
    <message>
        <source>A single seed that steps into an empty hole of your front row captures too. Along your front row the loop runs to the left.</source>
        <extracomment>kigogo/07-step-capture Hint</extracomment>
        <translation>Uma semente isolada que avança para um buraco vazio da sua fila da frente também captura. Ao longo da sua fila da frente, o circuito vai para a esquerda.</translation>
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
        <translation>Uma pedra avança um buraco no sentido anti-horário, e só para um buraco vazio. Ao longo da sua fila de trás, isso é para a direita.</translation>
    </message>
    <message>
        <source>All twelve holes form one loop: along your row to the right, then up into f2 and along North&apos;s row to the left.</source>
        <extracomment>kingulu/01-sowing Hint</extracomment>
        <translation>Os doze buracos formam um só circuito: ao longo da sua fila para a direita, depois para cima para f2 e ao longo da fila do Norte para a esquerda.</translation>
    </message>
    <message>
        <source>Along your front row the stones go to the left. Step into the hole right below b3.</source>
        <extracomment>kimasai/03-capture Hint</extracomment>
        <translation>Ao longo da sua fila da frente, as pedras vão para a esquerda. Avance para o buraco mesmo por baixo de b3.</translation>
    </message>
    <message>
        <source>At the right end the loop turns up: from l1 the next hole is l2.</source>
        <extracomment>kimasai/02-round-the-end Hint</extracomment>
        <translation>Na ponta direita o circuito sobe: a seguir a l1 vem l2.</translation>
    </message>
    <message>
        <source>Bao hamna</source>
        <extracomment>kete/09-bao-hamna Title; kiswahili/06-bao-hamna Title</extracomment>
        <translation>Bao hamna</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in b3.</source>
        <extracomment>kigogo/07-step-capture Task; kiswahili/01-capture Task</extracomment>
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
        <translation>Capture c3 e h3 numa só jogada.</translation>
    </message>
    <message>
        <source>Capture four of North&apos;s seeds in one move.</source>
        <extracomment>kigogo/05-front-and-back Task</extracomment>
        <translation>Capture quatro sementes do Norte numa só jogada.</translation>
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
        <source>Capture twice in one move: North&apos;s c3, and then g3.</source>
        <extracomment>kete/03-choose-kichwa Task; kiswahili/02-choose-kichwa Task</extracomment>
        <translation>Capture duas vezes numa só jogada: c3 do Norte, e depois g3.</translation>
    </message>
    <message>
        <source>Capture two stones in one move.</source>
        <extracomment>kimasai/04-front-and-back Task</extracomment>
        <translation>Capture duas pedras numa só jogada.</translation>
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
        <extracomment>kete/03-choose-kichwa Title; kiswahili/02-choose-kichwa Title</extracomment>
        <translation>Escolher o kichwa</translation>
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
        <translation>Termine a sua volta num buraco vazio da sua fila, mesmo por baixo das sementes do Norte.</translation>
    </message>
    <message>
        <source>End your move in an empty hole of your front row right below North&apos;s seeds. From l1 the loop turns up into l2 and then runs to the left.</source>
        <extracomment>kigogo/04-capture Hint</extracomment>
        <translation>Termine a sua jogada num buraco vazio da sua fila da frente, mesmo por baixo das sementes do Norte. A partir de l1 o circuito sobe para l2 e depois segue para a esquerda.</translation>
    </message>
    <message>
        <source>From l1 the loop turns up to l2. Along your front row the stones then travel to the left, and from a2 down to a1.</source>
        <extracomment>kimasai/02-round-the-end after ply 1</extracomment>
        <translation>A partir de l1 o circuito sobe para l2. Ao longo da sua fila da frente as pedras seguem depois para a esquerda, e de a2 descem para a1.</translation>
    </message>
    <message>
        <source>From the back row</source>
        <extracomment>kete/10-from-the-back-row Title</extracomment>
        <translation>A partir da fila de trás</translation>
    </message>
    <message>
        <source>Hizi zetu</source>
        <extracomment>kete/08-hizi-zetu Title</extracomment>
        <translation>Hizi zetu</translation>
    </message>
    <message>
        <source>Lift all the seeds of one hole and drop them one by one into the holes that follow, counterclockwise: along your back row that is to the right.</source>
        <extracomment>kigogo/01-sowing Hint</extracomment>
        <translation>Levante todas as sementes de um buraco e deixe-as cair uma a uma nos buracos seguintes, no sentido anti-horário: ao longo da sua fila de trás, isso é para a direita.</translation>
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
        <source>None of your front holes held two seeds, so you sowed from your back row: g1&apos;s seeds went into h1 and up into h2.</source>
        <extracomment>kete/10-from-the-back-row after ply 1</extracomment>
        <translation>Nenhum dos seus buracos da frente tinha duas sementes, por isso semeou a partir da fila de trás: as sementes de g1 foram para h1 e subiram para h2.</translation>
    </message>
    <message>
        <source>None of your holes held two seeds, so one seed stepped on into an empty hole. e1 could not move at all: f1 next to it is occupied.</source>
        <extracomment>kigogo/02-single-step after ply 1</extracomment>
        <translation>Nenhum dos seus buracos tinha duas sementes, por isso uma semente avançou para um buraco vazio. e1 não podia mexer-se: f1, ao lado, está ocupado.</translation>
    </message>
    <message>
        <source>None of your holes holds two or more seeds.</source>
        <extracomment>kigogo/02-single-step the start</extracomment>
        <translation>Nenhum dos seus buracos tem duas ou mais sementes.</translation>
    </message>
    <message>
        <source>North goes round the same way on the table: along North&apos;s front row (row 3) the stones go to the right.</source>
        <extracomment>kimasai/06-playing-north Hint</extracomment>
        <translation>O Norte anda à volta no mesmo sentido sobre a mesa: ao longo da fila da frente do Norte (fila 3) as pedras vão para a direita.</translation>
    </message>
    <message>
        <source>North has no seeds left to move, so the game ends. You count 4 in your row, 5 in your mtoto b2 and 19 in your store: 28 against North&apos;s 20.</source>
        <extracomment>kingulu/07-counting after ply 1</extracomment>
        <translation>O Norte já não tem sementes para jogar, por isso o jogo termina. Conta 4 na sua fila, 5 no seu mtoto b2 e 19 no seu depósito: 28 contra 20 do Norte.</translation>
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
        <extracomment>kete/05-safari Title; kiswahili/03-safari Title</extracomment>
        <translation>Safari</translation>
    </message>
    <message>
        <source>Sow so that a seed goes into your store.</source>
        <extracomment>kingulu/06-into-a-mtoto Task</extracomment>
        <translation>Semeie de modo que uma semente vá para o seu depósito.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in North&apos;s row.</source>
        <extracomment>kingulu/01-sowing Task</extracomment>
        <translation>Semeie de modo que a última semente caia na fila do Norte.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in f1.</source>
        <extracomment>kigogo/01-sowing Task</extracomment>
        <translation>Semeie de modo que a última semente caia em f1.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g1.</source>
        <extracomment>kigogo/03-relay Task</extracomment>
        <translation>Semeie de modo que a última semente caia em g1.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in h2.</source>
        <extracomment>kete/10-from-the-back-row Task</extracomment>
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
        <translation>O buraco de trás vai também</translation>
    </message>
    <message>
        <source>The captured seeds ended in your kuu and you went on safari: the kuu&apos;s seven seeds ran round to c1, the seeds there went on to h2, and h2, facing h3, captured again.</source>
        <extracomment>kete/05-safari after ply 1</extracomment>
        <translation>As sementes capturadas terminaram na sua kuu e partiu em safari: as sete sementes da kuu deram a volta até c1, as sementes daí seguiram até h2, e h2, em frente de h3, capturou de novo.</translation>
    </message>
    <message>
        <source>The game ends when the player to move has no move. Each player then counts the seeds in his row, his mtoto holes and his store.</source>
        <extracomment>kingulu/07-counting Hint</extracomment>
        <translation>O jogo termina quando o jogador que tem a vez não tem jogada. Cada jogador conta então as sementes da sua fila, dos seus mtoto e do seu depósito.</translation>
    </message>
    <message>
        <source>The kuu goes first</source>
        <extracomment>kete/07-mtaji-kuu-first Title</extracomment>
        <translation>A kuu vai primeiro</translation>
    </message>
    <message>
        <source>The stone arrived in f2: f3 is captured, and f4 behind it too.</source>
        <extracomment>kimasai/04-front-and-back after ply 1</extracomment>
        <translation>A pedra chegou a f2: f3 é capturado, e f4 atrás dele também.</translation>
    </message>
    <message>
        <source>The stone went up into l2 and captured l3. North&apos;s g4 is safe: a back stone goes only with the front stone before it.</source>
        <extracomment>kimasai/05-back-stone-alone after ply 1</extracomment>
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
        <translation>Quando uma volta termina num buraco do Norte que tinha exatamente três sementes, esse buraco passa a ser seu: um mtoto.</translation>
    </message>
    <message>
        <source>When a lap ends in an occupied hole of North&apos;s row, you lift all its seeds and sow on.</source>
        <extracomment>kingulu/04-relay Hint</extracomment>
        <translation>Quando uma volta termina num buraco ocupado da fila do Norte, levanta todas as suas sementes e continua a semear.</translation>
    </message>
    <message>
        <source>When one of your front holes holds seeds and faces seeds in North&apos;s front hole, you must capture.</source>
        <extracomment>kete/02-capture the start</extracomment>
        <translation>Quando um dos seus buracos da frente tem sementes e está em frente de sementes no buraco da frente do Norte, tem de capturar.</translation>
    </message>
    <message>
        <source>When the last seed of a lap falls into an occupied hole, you lift everything there and sow on.</source>
        <extracomment>kigogo/03-relay Hint</extracomment>
        <translation>Quando a última semente de uma volta cai num buraco ocupado, levanta tudo o que lá está e continua a semear.</translation>
    </message>
    <message>
        <source>When the sowing of a capture ends in your own kuu, you may stop there or go on: lift the kuu and sow on. That is safari.</source>
        <extracomment>kete/05-safari Hint</extracomment>
        <translation>Quando a sementeira de uma captura termina na sua própria kuu, pode parar aí ou continuar: levantar a kuu e continuar a semear. Isso é o safari.</translation>
    </message>
    <message>
        <source>When you capture a front hole, the back hole behind it goes too, if it holds seeds.</source>
        <extracomment>kigogo/05-front-and-back Hint</extracomment>
        <translation>Quando captura um buraco da frente, o buraco de trás, atrás dele, vai também, se tiver sementes.</translation>
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
        <translation>Ganhe o jogo numa só jogada.</translation>
    </message>
    <message>
        <source>Winning</source>
        <extracomment>kigogo/08-win Title; kimasai/07-win Title</extracomment>
        <translation>Ganhar</translation>
    </message>
    <message>
        <source>With no capture, no kuu and no front hole of two or more, you sow a back hole of two or more. Counterclockwise runs to the right along your back row.</source>
        <extracomment>kete/10-from-the-back-row Hint</extracomment>
        <translation>Sem captura, sem kuu e sem buraco da frente com duas ou mais sementes, semeia um buraco de trás com duas ou mais. O sentido anti-horário vai para a direita ao longo da sua fila de trás.</translation>
    </message>
    <message>
        <source>With no hole of two or more, a single seed steps one hole counterclockwise, and only into an empty hole. From l1 the loop turns up into l2.</source>
        <extracomment>kigogo/02-single-step Hint</extracomment>
        <translation>Sem nenhum buraco com duas ou mais sementes, uma semente isolada avança um buraco no sentido anti-horário, e só para um buraco vazio. A partir de l1 o circuito sobe para l2.</translation>
    </message>
    <message>
        <source>With no reserve seeds you lift all the seeds of one hole. It captures when its first lap ends in a front hole that held seeds, facing North&apos;s seeds.</source>
        <extracomment>kete/06-mtaji-capture Hint</extracomment>
        <translation>Sem sementes na reserva, levanta todas as sementes de um buraco. Captura quando a sua primeira volta termina num buraco da frente que tinha sementes, em frente de sementes do Norte.</translation>
    </message>
    <message>
        <source>You captured e3 and e4, North&apos;s last stones: you win.</source>
        <extracomment>kimasai/07-win after ply 1</extracomment>
        <translation>Capturou e3 e e4, as últimas pedras do Norte: ganhou.</translation>
    </message>
    <message>
        <source>You captured e3, and with it e4 in North&apos;s back row: four seeds in all.</source>
        <extracomment>kigogo/05-front-and-back after ply 1</extracomment>
        <translation>Capturou e3, e com ele e4 na fila de trás do Norte: quatro sementes ao todo.</translation>
    </message>
    <message>
        <source>You captured f3 and f4, North&apos;s last seeds. With no seeds, North cannot move: you win.</source>
        <extracomment>kigogo/08-win after ply 1</extracomment>
        <translation>Capturou f3 e f4, as últimas sementes do Norte. Sem sementes, o Norte não pode jogar: ganhou.</translation>
    </message>
    <message>
        <source>You captured k3. North&apos;s four seeds in e4 are safe: a back hole is taken only together with the front hole before it.</source>
        <extracomment>kigogo/06-back-hole-alone after ply 1</extracomment>
        <translation>Capturou k3. As quatro sementes do Norte em e4 estão a salvo: um buraco de trás só é levado juntamente com o buraco da frente diante dele.</translation>
    </message>
    <message>
        <source>You play North. Capture South&apos;s stone on d2.</source>
        <extracomment>kimasai/06-playing-north Task</extracomment>
        <translation>Joga com o Norte. Capture a pedra do Sul em d2.</translation>
    </message>
    <message>
        <source>You play South: row 1, nearest to you. North owns row 2. A move lifts all the seeds of one of your holes.</source>
        <extracomment>kingulu/01-sowing the start</extracomment>
        <translation>Joga com o Sul: a fila 1, a mais próxima de si. O Norte é dono da fila 2. Uma jogada levanta todas as sementes de um dos seus buracos.</translation>
    </message>
    <message>
        <source>You play South: the two rows nearest to you. A hole never holds more than one stone.</source>
        <extracomment>kimasai/01-step the start</extracomment>
        <translation>Joga com o Sul: as duas filas mais próximas de si. Um buraco nunca tem mais de uma pedra.</translation>
    </message>
    <message>
        <source>You play South: the two rows nearest to you. A move starts from one of your holes with two or more seeds.</source>
        <extracomment>kigogo/01-sowing the start</extracomment>
        <translation>Joga com o Sul: as duas filas mais próximas de si. Uma jogada começa num dos seus buracos com duas ou mais sementes.</translation>
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
        <source>Your kuu is e2, the fourth hole from your right. Counterclockwise runs to the left along your front row.</source>
        <extracomment>kete/01-kuu Hint</extracomment>
        <translation>A sua kuu é e2, o quarto buraco a contar da sua direita. O sentido anti-horário vai para a esquerda ao longo da sua fila da frente.</translation>
    </message>
    <message>
        <source>Your last seed fell into e1, which held a seed: you lifted both and sowed on into f1 and g1. An empty hole ended the move.</source>
        <extracomment>kigogo/03-relay after ply 1</extracomment>
        <translation>A sua última semente caiu em e1, que tinha uma semente: levantou as duas e continuou a semear para f1 e g1. Um buraco vazio terminou a jogada.</translation>
    </message>
    <message>
        <source>Your last seed fell into the empty front hole k2, with North&apos;s k3 straight opposite: those seeds are captured and leave the game.</source>
        <extracomment>kigogo/04-capture after ply 1</extracomment>
        <translation>A sua última semente caiu no buraco da frente vazio k2, com k3 do Norte mesmo em frente: essas sementes são capturadas e saem do jogo.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty d1 with North&apos;s d2 opposite: those two seeds and your capturing seed go into your store.</source>
        <extracomment>kingulu/02-capture after ply 1</extracomment>
        <translation>A sua última semente caiu no seu d1 vazio, com d2 do Norte em frente: essas duas sementes e a sua semente que capturou vão para o seu depósito.</translation>
    </message>
    <message>
        <source>Your last seed fell into your mtoto f2, so it went into your store, and the move ended.</source>
        <extracomment>kingulu/06-into-a-mtoto after ply 1</extracomment>
        <translation>A sua última semente caiu no seu mtoto f2, por isso foi para o seu depósito, e a jogada terminou.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is the mtaji stage.</source>
        <extracomment>kete/06-mtaji-capture the start</extracomment>
        <translation>A sua reserva está vazia: esta é a fase do mtaji.</translation>
    </message>
    <message>
        <source>Your seed fell into f2, which held one: you lifted both and sowed on into e2 and d2. d2 was empty, so the move ends.</source>
        <extracomment>kingulu/04-relay after ply 1</extracomment>
        <translation>A sua semente caiu em f2, que tinha uma: levantou as duas e continuou a semear para e2 e d2. d2 estava vazio, por isso a jogada termina.</translation>
    </message>
    <message>
        <source>Your stone arrived in b2 with North&apos;s stone opposite in b3: it is captured and leaves the game.</source>
        <extracomment>kimasai/03-capture after ply 1</extracomment>
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
        <extracomment>kete/10-from-the-back-row WrongWhy</extracomment>
        <translation>As três sementes de b1 vão no sentido horário para a1, a2 e b2: a última cai em b2.</translation>
    </message>
    <message>
        <source>c1 held three seeds: one each into d1, e1 and f1. The single seeds in b1 and g2 may not move while you have a hole of two or more.</source>
        <extracomment>kigogo/01-sowing after ply 1</extracomment>
        <translation>c1 tinha três sementes: uma para cada um de d1, e1 e f1. As sementes isoladas em b1 e g2 não podem mexer-se enquanto tiver um buraco com duas ou mais.</translation>
    </message>
    <message>
        <source>c1&apos;s seeds end in e1, in your back row: only a move that ends in your front row captures.</source>
        <extracomment>kigogo/04-capture WrongWhy</extracomment>
        <translation>As sementes de c1 terminam em e1, na sua fila de trás: só uma jogada que termina na sua fila da frente captura.</translation>
    </message>
    <message>
        <source>c2 captures b3, but b4 behind it is empty: that is one stone.</source>
        <extracomment>kimasai/04-front-and-back WrongWhy</extracomment>
        <translation>c2 captura b3, mas b4 atrás dele está vazio: é uma só pedra.</translation>
    </message>
    <message>
        <source>c2&apos;s seed stepped into the empty b2, opposite North&apos;s b3: b3 and b4 behind it are captured.</source>
        <extracomment>kigogo/07-step-capture after ply 1</extracomment>
        <translation>A semente de c2 avançou para o b2 vazio, em frente de b3 do Norte: b3 e b4 atrás dele são capturados.</translation>
    </message>
    <message>
        <source>c2ccw captures c3, but it stops in your kuu: h3 is not taken.</source>
        <extracomment>kete/05-safari WrongWhy</extracomment>
        <translation>c2ccw captura c3, mas para na sua kuu: h3 não é levada.</translation>
    </message>
    <message>
        <source>c3 stepped into d3, opposite South&apos;s d2: d2 is captured, and d1 behind it too.</source>
        <extracomment>kimasai/06-playing-north after ply 1</extracomment>
        <translation>c3 avançou para d3, em frente de d2 do Sul: d2 é capturado, e d1 atrás dele também.</translation>
    </message>
    <message>
        <source>d1 stepped into the empty e1. b1 and c1 could not move: the next hole of each was occupied.</source>
        <extracomment>kimasai/01-step after ply 1</extracomment>
        <translation>d1 avançou para o e1 vazio. b1 e c1 não podiam mexer-se: o buraco seguinte de cada um estava ocupado.</translation>
    </message>
    <message>
        <source>e1 steps into f1, which is still in your back row.</source>
        <extracomment>kimasai/02-round-the-end WrongWhy</extracomment>
        <translation>e1 avança para f1, que ainda está na sua fila de trás.</translation>
    </message>
    <message>
        <source>e1&apos;s seed stops in f1, but f2 opposite is empty: nothing is captured and the seed stays.</source>
        <extracomment>kingulu/02-capture WrongWhy</extracomment>
        <translation>A semente de e1 para em f1, mas f2 em frente está vazio: nada é capturado e a semente fica.</translation>
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
        <extracomment>kingulu/05-mtoto after ply 1</extracomment>
        <translation>f2 tinha três, a sua última semente fez quatro, e a semente que deixou cair em f1 mesmo antes junta-se a ele: f2 é o seu mtoto, cinco sementes que contam para si.</translation>
    </message>
    <message>
        <source>f2 is your mtoto, c1 is North&apos;s: no move may start from a mtoto, and its seeds are never taken.</source>
        <extracomment>kingulu/06-into-a-mtoto the start</extracomment>
        <translation>f2 é o seu mtoto, c1 é do Norte: nenhuma jogada pode começar num mtoto, e as suas sementes nunca são capturadas.</translation>
    </message>
    <message>
        <source>f2 steps into e2, but North&apos;s e3 is empty: there is nothing to capture.</source>
        <extracomment>kimasai/03-capture WrongWhy</extracomment>
        <translation>f2 avança para e2, mas e3 do Norte está vazio: não há nada para capturar.</translation>
    </message>
    <message>
        <source>f2&apos;s two seeds went into e2 and d2. d2 held a seed and faces d3: a capture. While you can capture, you must.</source>
        <extracomment>kete/06-mtaji-capture after ply 1</extracomment>
        <translation>As duas sementes de f2 foram para e2 e d2. d2 tinha uma semente e está em frente de d3: uma captura. Enquanto puder capturar, tem de o fazer.</translation>
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
        <translation>g2 termina em e2, mas o buraco da frente do Norte, e3, está vazio. O buraco de trás e4 sozinho nunca é levado.</translation>
    </message>
    <message>
        <source>h1 holds two seeds: they go into i1 and j1, so the last one lands in j1.</source>
        <extracomment>kigogo/01-sowing WrongWhy</extracomment>
        <translation>h1 tem duas sementes: vão para i1 e j1, por isso a última cai em j1.</translation>
    </message>
    <message>
        <source>h1&apos;s seeds go into i1 and j1. j1 was empty, so the move ends there.</source>
        <extracomment>kigogo/03-relay WrongWhy</extracomment>
        <translation>As sementes de h1 vão para i1 e j1. j1 estava vazio, por isso a jogada termina aí.</translation>
    </message>
    <message>
        <source>h1ccw captures too, but its first lap ends in f2, so it takes f3, not d3.</source>
        <extracomment>kete/06-mtaji-capture WrongWhy</extracomment>
        <translation>h1ccw também captura, mas a sua primeira volta termina em f2, por isso leva f3, não d3.</translation>
    </message>
    <message>
        <source>h2 steps into g2, but North&apos;s front hole g3 is empty. The back stone in g4 alone is never taken.</source>
        <extracomment>kimasai/05-back-stone-alone WrongWhy</extracomment>
        <translation>h2 avança para g2, mas o buraco da frente do Norte, g3, está vazio. A pedra de trás em g4 sozinha nunca é levada.</translation>
    </message>
    <message>
        <source>i2 steps into h2, but h3 is empty: nothing is captured and North plays on.</source>
        <extracomment>kimasai/07-win WrongWhy</extracomment>
        <translation>i2 avança para h2, mas h3 está vazio: nada é capturado e o Norte continua a jogar.</translation>
    </message>
    <message>
        <source>j1&apos;s seeds end in l1, in your back row: they capture nothing and North keeps playing.</source>
        <extracomment>kigogo/08-win WrongWhy</extracomment>
        <translation>As sementes de j1 terminam em l1, na sua fila de trás: não capturam nada e o Norte continua a jogar.</translation>
    </message>
    <message>
        <source>k1 captures k3, but k4 behind it is empty: that is only one seed.</source>
        <extracomment>kigogo/05-front-and-back WrongWhy</extracomment>
        <translation>k1 captura k3, mas k4 atrás dele está vazio: é uma só semente.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in d2.</source>
        <extracomment>kingulu/04-relay Task</extracomment>
        <translation>Semeie de modo que a última semente caia em d2.</translation>
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
        <extracomment>kingulu/08-the-seed-before after ply 1</extracomment>
        <translation>A volta de d1 semeou três sementes. A última fez de f2 o seu mtoto, e a que caiu em f1 mesmo antes passou também para lá: cinco sementes.</translation>
    </message>
    <message>
        <source>f1&apos;s lap is a single seed: it has no seed before its last, so f2 becomes a mtoto of only four.</source>
        <extracomment>kingulu/08-the-seed-before WrongWhy</extracomment>
        <translation>A volta de f1 é uma só semente: não tem semente antes da última, por isso f2 torna-se um mtoto de apenas quatro.</translation>
    </message>
    <message>
        <source>You play South. Your kuu, the big square hole, is e2. While you have seeds in reserve, each move starts by placing one of them into one of your front holes that holds seeds.</source>
        <extracomment>kete/01-kuu the start</extracomment>
        <translation>Joga com o Sul. A sua kuu, o grande buraco quadrado, é e2. Enquanto tiver sementes na reserva, cada jogada começa por colocar uma delas num dos seus buracos da frente que tenha sementes.</translation>
    </message>
    <message>
        <source>A lap ends in North&apos;s f2, which held exactly three seeds: it becomes South&apos;s mtoto, a hole that is his to the end. The seed dropped just before joins it.</source>
        <extracomment>samples/kingulu after ply 7</extracomment>
        <translation>Uma volta termina em f2 do Norte, que tinha exatamente três sementes: torna-se um mtoto do Sul, um buraco que é dele até ao fim. A semente deixada cair mesmo antes junta-se a ele.</translation>
    </message>
    <message>
        <source>A sample game between two computer levels: South plays at Expert, North at Strong. Both start in nemo, placing one reserve seed each move.</source>
        <extracomment>samples/kete the start</extracomment>
        <translation>Um jogo de exemplo entre dois níveis do computador: o Sul joga no nível Perito, o Norte no Forte. Ambos começam em nemo, colocando uma semente da reserva em cada jogada.</translation>
    </message>
    <message>
        <source>A sample game of Bao la Kimasai: one stone a hole. South plays at Expert, North at Strong. Each move steps one stone into the empty hole ahead.</source>
        <extracomment>samples/kimasai the start</extracomment>
        <translation>Um jogo de exemplo de Bao la Kimasai: uma pedra por buraco. O Sul joga no nível Perito, o Norte no Forte. Cada jogada avança uma pedra para o buraco vazio à frente.</translation>
    </message>
    <message>
        <source>A sample game on the big board, four rows of twelve. South plays at Expert, North at Strong. Watch how long the relay sowings are at the start.</source>
        <extracomment>samples/kigogo the start</extracomment>
        <translation>Um jogo de exemplo no tabuleiro grande, quatro filas de doze. O Sul joga no nível Perito, o Norte no Forte. Repare como são longas as sementeiras em cadeia no início.</translation>
    </message>
    <message>
        <source>North answers on his side: k3 to l3 captures l2 and l1.</source>
        <extracomment>samples/kimasai after ply 2</extracomment>
        <translation>O Norte responde do seu lado: k3 para l3 captura l2 e l1.</translation>
    </message>
    <message>
        <source>North cannot move, so the game ends and both sides count their row, their mtoto holes and their store: South wins 33 to 15.</source>
        <extracomment>samples/kingulu after ply 17</extracomment>
        <translation>O Norte não pode jogar, por isso o jogo termina e os dois lados contam a sua fila, os seus mtoto e o seu depósito: o Sul ganha por 33 a 15.</translation>
    </message>
    <message>
        <source>North captures South&apos;s a1 into his store.</source>
        <extracomment>samples/kingulu after ply 10</extracomment>
        <translation>O Norte captura a1 do Sul para o seu depósito.</translation>
    </message>
    <message>
        <source>North captures c2 alone: South&apos;s back hole c1 was empty, and the back hole is only ever taken together with the front one.</source>
        <extracomment>samples/kigogo after ply 12</extracomment>
        <translation>O Norte captura só c2: o buraco de trás do Sul, c1, estava vazio, e o buraco de trás só é levado juntamente com o da frente.</translation>
    </message>
    <message>
        <source>North captures h2 alone: South&apos;s h1, behind it, was empty, so only the front stone is taken.</source>
        <extracomment>samples/kimasai after ply 12</extracomment>
        <translation>O Norte captura só h2: h1 do Sul, atrás dele, estava vazio, por isso só a pedra da frente é levada.</translation>
    </message>
    <message>
        <source>North claims a mtoto of his own, a1, in South&apos;s row.</source>
        <extracomment>samples/kingulu after ply 16</extracomment>
        <translation>O Norte reserva um mtoto seu, a1, na fila do Sul.</translation>
    </message>
    <message>
        <source>North has no hole with two or more seeds left, so he may only step a single seed into the empty hole ahead. Even a step captures when it ends in the front row opposite seeds.</source>
        <extracomment>samples/kigogo after ply 84</extracomment>
        <translation>O Norte já não tem nenhum buraco com duas ou mais sementes, por isso só pode avançar uma semente isolada para o buraco vazio à frente. Até um passo captura quando termina na fila da frente em frente de sementes.</translation>
    </message>
    <message>
        <source>North replies with the same pattern on his side and captures l2 and l1.</source>
        <extracomment>samples/kigogo after ply 2</extracomment>
        <translation>O Norte responde com o mesmo padrão do seu lado e captura l2 e l1.</translation>
    </message>
    <message>
        <source>North&apos;s kuu goes the same way: a takata from the kuu, ten laps long.</source>
        <extracomment>samples/kete after ply 48</extracomment>
        <translation>A kuu do Norte segue o mesmo caminho: uma takata a partir da kuu, com dez voltas.</translation>
    </message>
    <message>
        <source>North&apos;s reserve is empty too. Both players are now in mtaji.</source>
        <extracomment>samples/kete after ply 44</extracomment>
        <translation>A reserva do Norte também está vazia. Os dois jogadores estão agora no mtaji.</translation>
    </message>
    <message>
        <source>South captures North&apos;s last stone: North has none left, and South wins.</source>
        <extracomment>samples/kimasai after ply 151</extracomment>
        <translation>O Sul captura a última pedra do Norte: o Norte fica sem nenhuma, e o Sul ganha.</translation>
    </message>
    <message>
        <source>South captures again and again until North&apos;s front row is empty: bao hamna, and South wins at once.</source>
        <extracomment>samples/kete after ply 51</extracomment>
        <translation>O Sul captura uma e outra vez até a fila da frente do Norte ficar vazia: bao hamna, e o Sul ganha de imediato.</translation>
    </message>
    <message>
        <source>South captures again: 17 seeds in his store against North&apos;s 10.</source>
        <extracomment>samples/kingulu after ply 13</extracomment>
        <translation>O Sul captura de novo: 17 sementes no seu depósito contra 10 do Norte.</translation>
    </message>
    <message>
        <source>South has placed his last reserve seed. From his next move on he plays mtaji: he lifts seeds from his own holes instead of placing new ones.</source>
        <extracomment>samples/kete after ply 43</extracomment>
        <translation>O Sul colocou a sua última semente da reserva. A partir da próxima jogada joga mtaji: levanta sementes dos seus próprios buracos em vez de colocar novas.</translation>
    </message>
    <message>
        <source>South makes a second mtoto, e2. Seeds sown into a mtoto go straight to its owner&apos;s store.</source>
        <extracomment>samples/kingulu after ply 9</extracomment>
        <translation>O Sul faz um segundo mtoto, e2. As sementes semeadas num mtoto vão diretamente para o depósito do seu dono.</translation>
    </message>
    <message>
        <source>South steps b2 into the empty a2, his front row, opposite a3: he captures a3 and the stone behind it, a4.</source>
        <extracomment>samples/kimasai after ply 1</extracomment>
        <translation>O Sul avança b2 para o a2 vazio, na sua fila da frente, em frente de a3: captura a3 e a pedra atrás dele, a4.</translation>
    </message>
    <message>
        <source>South&apos;s first move relays five laps and ends in an empty hole of his own row: he captures North&apos;s e2 and the capturing seed into his store.</source>
        <extracomment>samples/kingulu after ply 1</extracomment>
        <translation>A primeira jogada do Sul encadeia cinco voltas e termina num buraco vazio da sua própria fila: captura e2 do Norte e a semente que capturou para o seu depósito.</translation>
    </message>
    <message>
        <source>South&apos;s step takes North&apos;s last seed: North has nothing left, and South wins.</source>
        <extracomment>samples/kigogo after ply 133</extracomment>
        <translation>O passo do Sul leva a última semente do Norte: o Norte fica sem nada, e o Sul ganha.</translation>
    </message>
    <message>
        <source>South&apos;s very first move relays a second lap and ends in an empty hole of his front row opposite seeds: he captures North&apos;s a3 and a4, the hole behind it.</source>
        <extracomment>samples/kigogo after ply 1</extracomment>
        <translation>A primeiríssima jogada do Sul encadeia uma segunda volta e termina num buraco vazio da sua fila da frente em frente de sementes: captura a3 do Norte e a4, o buraco atrás dele.</translation>
    </message>
    <message>
        <source>This capture&apos;s sowing ends in South&apos;s own kuu. In nemo he may stop there or go on (safari); South stops, and keeps his kuu.</source>
        <extracomment>samples/kete after ply 5</extracomment>
        <translation>A sementeira desta captura termina na própria kuu do Sul. No nemo ele pode parar aí ou continuar (safari); o Sul para, e fica com a sua kuu.</translation>
    </message>
    <message>
        <source>With no capture move, South must sow his whole kuu. The kuu is gone for good, and its 20 seeds relay around his two rows.</source>
        <extracomment>samples/kete after ply 45</extracomment>
        <translation>Sem jogada de captura, o Sul tem de semear a sua kuu inteira. A kuu desaparece para sempre, e as suas 20 sementes seguem em revezamento pelas suas duas filas.</translation>
    </message>
    <message>
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. Which of your front holes faces c3?</source>
        <extracomment>kete/02-capture Hint</extracomment>
        <translation>Uma captura precisa de sementes nos dois buracos de uma coluna: no seu buraco da frente e no buraco da frente do Norte em frente dele. Qual dos seus buracos da frente está em frente de c3?</translation>
    </message>
    <message>
        <source>You placed a reserve seed into g2 or h2 and sowed that hole leftward: two seeds from g2, three from h2. Either way the last one fell into your kuu, and a lap that ends in your kuu ends the move.</source>
        <extracomment>kete/01-kuu after ply 1</extracomment>
        <translation>Colocou uma semente da reserva em g2 ou h2 e semeou esse buraco para a esquerda: duas sementes de g2, três de h2. De qualquer forma a última caiu na sua kuu, e uma volta que termina na sua kuu acaba a jogada.</translation>
    </message>
    <message>
        <source>A short sample game on the two-row board: South, a person, against the computer at Strong; both sow counterclockwise around one loop of twelve holes.</source>
        <extracomment>samples/kingulu the start</extracomment>
        <translation>Um jogo de exemplo curto no tabuleiro de duas filas: o Sul, uma pessoa, contra o computador no nível Forte; ambos semeiam no sentido anti-horário à volta de um só circuito de doze buracos.</translation>
    </message>
    <message>
        <source>A draw by repetition</source>
        <extracomment>kingulu/09-repetition Title</extracomment>
        <translation>Empate por repetição</translation>
    </message>
    <message>
        <source>A hole of 16 or more seeds never starts a capture, even when its first lap ends at a capture position. Can any of your moves capture?</source>
        <extracomment>kete/12-sixteen-seeds Hint</extracomment>
        <translation>Um buraco com 16 ou mais sementes nunca começa uma captura, mesmo quando a sua primeira volta termina num lugar de captura. Alguma das suas jogadas pode capturar?</translation>
    </message>
    <message>
        <source>A kuu of eight</source>
        <extracomment>kete/11-kuu-of-eight Title</extracomment>
        <translation>Uma kuu de oito</translation>
    </message>
    <message>
        <source>A move may not end its first lap in an occupied hole of the mover&apos;s own row. After your move, which of North&apos;s holes could he sow?</source>
        <extracomment>kingulu/03-not-allowed Hint</extracomment>
        <translation>Uma jogada não pode terminar a sua primeira volta num buraco ocupado da própria fila de quem joga. Depois da sua jogada, que buraco do Norte poderia ele semear?</translation>
    </message>
    <message>
        <source>After f1 the position came back for the third time, the same seeds in the same holes with North to move: a draw. Behind on the count, a draw is the best you could get.</source>
        <extracomment>kingulu/09-repetition after ply 12</extracomment>
        <translation>Depois de f1 a posição voltou pela terceira vez, as mesmas sementes nos mesmos buracos, com o Norte a jogar: empate. Atrás na contagem, um empate era o melhor que podia conseguir.</translation>
    </message>
    <message>
        <source>Capture North&apos;s e3.</source>
        <extracomment>kete/13-the-duty Task</extracomment>
        <translation>Capture o e3 do Norte.</translation>
    </message>
    <message>
        <source>Capture if the rules let you. If no move can capture, sow so that your last seed lands in c2.</source>
        <extracomment>kete/12-sixteen-seeds Task</extracomment>
        <translation>Capture se as regras o deixarem. Se nenhuma jogada puder capturar, semeie de modo que a última semente caia em c2.</translation>
    </message>
    <message>
        <source>Capture the marked hole</source>
        <extracomment>kete/13-the-duty Title</extracomment>
        <translation>Capturar o buraco marcado</translation>
    </message>
    <message>
        <source>Captured seeds are sown starting in a kichwa, a2 or h2, towards the centre. In this stage, for a first capture in columns c to f, you choose the kichwa. Which one brings the seeds to g2?</source>
        <extracomment>kete/03-choose-kichwa Hint; kiswahili/02-choose-kichwa Hint</extracomment>
        <translation>As sementes capturadas são semeadas a começar dentro de um kichwa, a2 ou h2, em direção ao centro. Nesta fase, numa primeira captura nas colunas c a f, é você que escolhe o kichwa. Qual deles leva as sementes até g2?</translation>
    </message>
    <message>
        <source>Clockwise, all seven seeds go right, round the end and along your back row to e1, which held two: its three seeds go on to b1. Only a kuu of eight or more sows just two seeds.</source>
        <extracomment>kete/04-sowing-the-kuu WrongWhy</extracomment>
        <translation>No sentido horário, as sete sementes vão para a direita, contornam a ponta e seguem pela sua fila de trás até e1, que tinha duas: as suas três sementes seguem até b1. Só uma kuu com oito ou mais semeia apenas duas sementes.</translation>
    </message>
    <message>
        <source>Counterclockwise, all nine seeds leave the kuu: left along your front row, down and along your back row to e1. In mtaji the whole kuu is sown; only a nemo takata from a kuu of eight or more sows just two.</source>
        <extracomment>kete/07-mtaji-kuu-first WrongWhy</extracomment>
        <translation>No sentido anti-horário, as nove sementes saem todas da kuu: para a esquerda pela sua fila da frente, para baixo e pela sua fila de trás até e1. No mtaji semeia-se a kuu inteira; só uma takata do nemo a partir de uma kuu com oito ou mais semeia apenas duas.</translation>
    </message>
    <message>
        <source>End the game now, and win it on the count.</source>
        <extracomment>kingulu/03-not-allowed Task</extracomment>
        <translation>Termine já o jogo, e ganhe-o na contagem.</translation>
    </message>
    <message>
        <source>In mtaji, when you cannot capture and your kuu still stands, you must sow the whole kuu, all its seeds, clockwise or counterclockwise.</source>
        <extracomment>kete/07-mtaji-kuu-first Hint</extracomment>
        <translation>No mtaji, quando não pode capturar e a sua kuu ainda existe, tem de semear a kuu inteira, todas as suas sementes, no sentido horário ou anti-horário.</translation>
    </message>
    <message>
        <source>Moves that are not allowed</source>
        <extracomment>kingulu/03-not-allowed Title</extracomment>
        <translation>Jogadas que não são permitidas</translation>
    </message>
    <message>
        <source>Nine laps and four captures in one move: after a capture, every lap that ends at another capture position captures again, and the captured seeds are sown in laps of their own.</source>
        <extracomment>samples/kete after ply 27</extracomment>
        <translation>Nove voltas e quatro capturas numa só jogada: depois de uma captura, cada volta que termina noutro lugar de captura captura de novo, e as sementes capturadas são semeadas em voltas próprias.</translation>
    </message>
    <message>
        <source>Nineteen laps and seven captures: South sweeps North&apos;s front row almost empty.</source>
        <extracomment>samples/kete after ply 49</extracomment>
        <translation>Dezanove voltas e sete capturas: o Sul deixa a fila da frente do Norte quase vazia.</translation>
    </message>
    <message>
        <source>No capture is possible, and your kuu, with seven seeds, is your only front hole with seeds.</source>
        <extracomment>kete/11-kuu-of-eight the start</extracomment>
        <translation>Nenhuma captura é possível, e a sua kuu, com sete sementes, é o seu único buraco da frente com sementes.</translation>
    </message>
    <message>
        <source>No capture is possible, so this move is a takata: a move without capture. Your kuu is your only front hole with seeds.</source>
        <extracomment>kete/04-sowing-the-kuu the start</extracomment>
        <translation>Nenhuma captura é possível, por isso esta jogada é uma takata: uma jogada sem captura. A sua kuu é o seu único buraco da frente com sementes.</translation>
    </message>
    <message>
        <source>No move of yours could capture: d2&apos;s first lap ends facing North&apos;s seeds either way, but a hole of 16 or more never starts a capture. So you sowed a takata: e2&apos;s two seeds went into d2 and c2.</source>
        <extracomment>kete/12-sixteen-seeds after ply 1</extracomment>
        <translation>Nenhuma jogada sua podia capturar: a primeira volta de d2 termina em frente de sementes do Norte para qualquer dos lados, mas um buraco com 16 ou mais sementes nunca começa uma captura. Por isso semeou uma takata: as duas sementes de e2 foram para d2 e c2.</translation>
    </message>
    <message>
        <source>North has just marked your c2 with hizi zetu.</source>
        <extracomment>kete/08-hizi-zetu the start</extracomment>
        <translation>O Norte acaba de marcar o seu c2 com hizi zetu.</translation>
    </message>
    <message>
        <source>North&apos;s front hole d3 faces South&apos;s d2, and both hold seeds: a capture position. Captures are compulsory in nemo, and c3 could capture too. North places his seed in his kuu, d3, and takes d2.</source>
        <extracomment>samples/kete after ply 2</extracomment>
        <translation>O buraco da frente do Norte, d3, está em frente de d2 do Sul, e ambos têm sementes: um lugar de captura. No nemo as capturas são obrigatórias, e c3 também podia capturar. O Norte põe a sua semente na sua kuu, d3, e leva d2.</translation>
    </message>
    <message>
        <source>North&apos;s last move marked your c2 by hizi zetu: this turn you may not sow it, and a lap that ends in c2 ends your move there: c2 is not lifted and sown on.</source>
        <extracomment>kete/08-hizi-zetu Hint</extracomment>
        <translation>A última jogada do Norte marcou o seu c2 com hizi zetu: nesta vez não o pode semear, e uma volta que termine em c2 acaba aí a sua jogada: c2 não é levantado para continuar a semear.</translation>
    </message>
    <message>
        <source>South answers in kind: c2 is his only capture position, so South places a seed in c2, captures c3, and sows the two captured seeds starting in a kichwa.</source>
        <extracomment>samples/kete after ply 3</extracomment>
        <translation>O Sul responde da mesma forma: c2 é o seu único lugar de captura, por isso o Sul põe uma semente em c2, captura c3 e semeia as duas sementes capturadas a começar dentro de um kichwa.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in a2.</source>
        <extracomment>kete/08-hizi-zetu Task</extracomment>
        <translation>Semeie de modo que a última semente caia em a2.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in c2.</source>
        <extracomment>kete/07-mtaji-kuu-first Task; kete/11-kuu-of-eight Task</extracomment>
        <translation>Semeie de modo que a última semente caia em c2.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g2.</source>
        <extracomment>kete/04-sowing-the-kuu Task</extracomment>
        <translation>Semeie de modo que a última semente caia em g2.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the two seeds go into a2 and b2. b2 was empty, so the move ends there.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy; kiswahili/02-choose-kichwa WrongWhy</extracomment>
        <translation>A começar dentro do kichwa a2, as duas sementes vão para a2 e b2. b2 estava vazio, por isso a jogada termina aí.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the two seeds went into h2 and g2. g2 faces g3, so you captured again, and those seeds were sown starting in h2 too.</source>
        <extracomment>kete/03-choose-kichwa after ply 1</extracomment>
        <translation>A começar dentro do kichwa h2, as duas sementes foram para h2 e g2. g2 está em frente de g3, por isso capturou de novo, e essas sementes também foram semeadas a começar dentro de h2.</translation>
    </message>
    <message>
        <source>The game ends when the player to move has no legal move: then both sides count. North has eleven seeds in his row.</source>
        <extracomment>kingulu/03-not-allowed the start</extracomment>
        <translation>O jogo acaba quando o jogador a quem cabe jogar não tem nenhuma jogada legal: então os dois contam. O Norte tem onze sementes na sua fila.</translation>
    </message>
    <message>
        <source>The kuu held six, seven with your reserve seed, and all seven were sown: leftward to a2, down and along your back row to c1. c1 held a seed, so its two seeds went on, and so did e1 and h1, up to g2. Your kuu is gone now.</source>
        <extracomment>kete/04-sowing-the-kuu after ply 1</extracomment>
        <translation>A kuu tinha seis sementes, sete com a sua semente da reserva, e as sete foram semeadas: para a esquerda até a2, para baixo e pela sua fila de trás até c1. c1 tinha uma semente, por isso as suas duas sementes seguiram, e o mesmo fizeram e1 e h1, até g2 lá em cima. A sua kuu desapareceu.</translation>
    </message>
    <message>
        <source>With your reserve seed your kuu holds eight. A kuu of eight or more is not emptied: only two of its seeds are sown, and it stays.</source>
        <extracomment>kete/11-kuu-of-eight Hint</extracomment>
        <translation>Com a sua semente da reserva, a sua kuu tem oito. Uma kuu com oito ou mais não se esvazia: só duas das suas sementes são semeadas, e ela fica.</translation>
    </message>
    <message>
        <source>You are far behind on the count. Save a draw: make a position come back for the third time.</source>
        <extracomment>kingulu/09-repetition Task</extracomment>
        <translation>Está muito atrás na contagem. Salve um empate: faça uma posição voltar pela terceira vez.</translation>
    </message>
    <message>
        <source>You captured d3. Its seeds, sown starting in the kichwa a2, reached c2, and c2 captured c3: North&apos;s front row is empty. Bao hamna, you win.</source>
        <extracomment>kete/09-bao-hamna after ply 1</extracomment>
        <translation>Capturou d3. As suas sementes, semeadas a começar dentro do kichwa a2, chegaram a c2, e c2 capturou c3: a fila da frente do Norte está vazia. Bao hamna, ganhou.</translation>
    </message>
    <message>
        <source>You could not capture, so you had to sow your kuu, all nine seeds: right to h2, down and back along your back row to c1. c1 held a seed, so its two seeds went on, and so did a1, up to c2. Your kuu is gone now.</source>
        <extracomment>kete/07-mtaji-kuu-first after ply 1</extracomment>
        <translation>Não podia capturar, por isso teve de semear a sua kuu, as nove sementes: para a direita até h2, para baixo e de volta pela sua fila de trás até c1. c1 tinha uma semente, por isso as suas duas sementes seguiram, e o mesmo fez a1, até c2 lá em cima. A sua kuu desapareceu.</translation>
    </message>
    <message>
        <source>Your kuu held eight with the reserve seed, so only two were lifted, into d2 and c2. The kuu stays, with six.</source>
        <extracomment>kete/11-kuu-of-eight after ply 1</extracomment>
        <translation>A sua kuu tinha oito com a semente da reserva, por isso só duas foram levantadas, para d2 e c2. A kuu fica, com seis.</translation>
    </message>
    <message>
        <source>Your kuu is your only front hole with seeds, so you may sow it. With your reserve seed it holds seven: a kuu of seven is sown whole. Follow all seven seeds, and the laps that go on from where they end.</source>
        <extracomment>kete/04-sowing-the-kuu Hint</extracomment>
        <translation>A sua kuu é o seu único buraco da frente com sementes, por isso pode semeá-la. Com a sua semente da reserva tem sete: uma kuu de sete é semeada inteira. Siga as sete sementes, e as voltas que continuam a partir de onde elas terminam.</translation>
    </message>
    <message>
        <source>Your last takata marked North&apos;s a3 with hizi zetu. On this move you must capture a3 if any capture move can.</source>
        <extracomment>kete/13-the-duty the start</extracomment>
        <translation>A sua última takata marcou o a3 do Norte com hizi zetu. Nesta jogada tem de capturar a3, se alguma jogada de captura o puder fazer.</translation>
    </message>
    <message>
        <source>Your last takata marked North&apos;s a3: while a capture move can take a3, you must play one that does. Which of them goes on to take e3 as well?</source>
        <extracomment>kete/13-the-duty Hint</extracomment>
        <translation>A sua última takata marcou o a3 do Norte: enquanto uma jogada de captura puder levar a3, tem de jogar uma que o leve. Qual delas continua e leva também e3?</translation>
    </message>
    <message>
        <source>Your reserve is empty, none of your moves can capture, and your kuu still stands, with nine seeds.</source>
        <extracomment>kete/07-mtaji-kuu-first the start</extracomment>
        <translation>A sua reserva está vazia, nenhuma das suas jogadas pode capturar, e a sua kuu ainda existe, com nove sementes.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is mtaji.</source>
        <extracomment>kete/12-sixteen-seeds the start</extracomment>
        <translation>A sua reserva está vazia: isto é o mtaji.</translation>
    </message>
    <message>
        <source>Your reserve seed went into c2, opposite North&apos;s c3: c3&apos;s seeds are captured and sown back into your front row, starting in a kichwa, an end hole. Clockwise they start in a2; counterclockwise they start in h2, reach g2 and capture g3 too.</source>
        <extracomment>kete/02-capture after ply 1</extracomment>
        <translation>A sua semente da reserva foi para c2, em frente de c3 do Norte: as sementes de c3 são capturadas e semeadas de novo na sua fila da frente, a começar dentro de um kichwa, um buraco da ponta. No sentido horário começam em a2; no sentido anti-horário começam em h2, chegam a g2 e capturam também g3.</translation>
    </message>
    <message>
        <source>Your seed went into the empty f2. Now every move of North&apos;s would end its first lap in an occupied hole of his own row: b2 in a2, c2 in b2, and so on, and a2&apos;s seven seeds round to f2. None is allowed, so the game ends: you win 26 to 22 on the count.</source>
        <extracomment>kingulu/03-not-allowed after ply 1</extracomment>
        <translation>A sua semente foi para o f2 vazio. Agora cada jogada do Norte terminaria a primeira volta num buraco ocupado da sua própria fila: b2 em a2, c2 em b2, e assim por diante, e as sete sementes de a2 seguem à roda até f2. Nenhuma é permitida, por isso o jogo acaba: ganha por 26 a 22 na contagem.</translation>
    </message>
    <message>
        <source>a1 captures North&apos;s b2, but then North&apos;s c2 may be sown into the empty b2, and a2&apos;s seven seeds may end their first lap in the empty f2: North plays on.</source>
        <extracomment>kingulu/03-not-allowed WrongWhy</extracomment>
        <translation>a1 captura o b2 do Norte, mas depois o c2 do Norte pode ser semeado para o b2 vazio, e as sete sementes de a2 podem terminar a primeira volta no f2 vazio: o Norte continua a jogar.</translation>
    </message>
    <message>
        <source>b1&apos;s two seeds went into a1 and a2, which faces the marked a3: you captured it, as you had to. The laps that followed took c3 and then e3.</source>
        <extracomment>kete/13-the-duty after ply 1</extracomment>
        <translation>As duas sementes de b1 foram para a1 e a2, que está em frente do a3 marcado: capturou-o, como tinha de fazer. As voltas que se seguiram levaram c3 e depois e3.</translation>
    </message>
    <message>
        <source>c1 captures North&apos;s d2: two seeds into your store. But North stays far ahead, 20 to 28 on the count, and no position has come back a third time: the game goes on.</source>
        <extracomment>kingulu/09-repetition WrongWhy</extracomment>
        <translation>c1 captura o d2 do Norte: duas sementes para o seu depósito. Mas o Norte continua muito à frente, 20 a 28 na contagem, e nenhuma posição voltou pela terceira vez: o jogo continua.</translation>
    </message>
    <message>
        <source>c2 may be sown only counterclockwise now, and that capture takes the marked a3 and stops in c2. Clockwise its first lap would end in e2 and take e3, but it would leave a3 alone: that is not allowed while a capture can take a3.</source>
        <extracomment>kete/13-the-duty WrongWhy</extracomment>
        <translation>Agora c2 só pode ser semeado no sentido anti-horário, e essa captura leva o a3 marcado e para em c2. No sentido horário a sua primeira volta terminaria em e2 e levaria e3, mas deixaria a3: isso não é permitido enquanto uma captura puder levar a3.</translation>
    </message>
    <message>
        <source>d1&apos;s three seeds went into e1, f1 and, round the corner, f2 in North&apos;s row. f2 was empty, so the move ends there.</source>
        <extracomment>kingulu/01-sowing after ply 1</extracomment>
        <translation>As três sementes de d1 foram para e1, f1 e, depois da curva, f2 na fila do Norte. f2 estava vazio, por isso a jogada termina aí.</translation>
    </message>
    <message>
        <source>d2&apos;s three seeds went into c2, b2 and a2. The lap passed the marked c2 and ended in a2: only a lap that ends in the marked hole is stopped there.</source>
        <extracomment>kete/08-hizi-zetu after ply 1</extracomment>
        <translation>As três sementes de d2 foram para c2, b2 e a2. A volta passou pelo c2 marcado e terminou em a2: só uma volta que termina no buraco marcado para aí.</translation>
    </message>
    <message>
        <source>e2&apos;s two seeds go into d2 and c2. c2 is the marked hole: the move ends there, instead of lifting c2 and sowing on to a2.</source>
        <extracomment>kete/08-hizi-zetu WrongWhy</extracomment>
        <translation>As duas sementes de e2 vão para d2 e c2. c2 é o buraco marcado: a jogada termina aí, em vez de levantar c2 e continuar a semear até a2.</translation>
    </message>
    <message>
        <source>f2ccw captures d3, but its seeds are sown starting in h2 and stop in f2: c3 is left, and North plays on.</source>
        <extracomment>kete/09-bao-hamna WrongWhy</extracomment>
        <translation>f2ccw captura d3, mas as suas sementes são semeadas a começar dentro de h2 e param em f2: c3 fica, e o Norte continua a jogar.</translation>
    </message>
    <message>
        <source>In Bao Kingulu a position that occurs for the third time is a draw. Look at the move list: the position you see has come once before. What did you play from it then?</source>
        <extracomment>kingulu/09-repetition Hint</extracomment>
        <translation>No Bao Kingulu uma posição que ocorre pela terceira vez é empate. Veja a lista de jogadas: a posição que tem à frente já apareceu uma vez antes. Que jogada fez a partir dela nessa altura?</translation>
    </message>
    <message>
        <source>Sixteen seeds never capture</source>
        <extracomment>kete/12-sixteen-seeds Title</extracomment>
        <translation>Dezasseis sementes nunca capturam</translation>
    </message>
    <message>
        <source>The game has gone round once: the position of the start came back, and the same moves are being played again. North is far ahead on the count.</source>
        <extracomment>kingulu/09-repetition after ply 11</extracomment>
        <translation>O jogo já se repetiu uma vez: a posição do início reapareceu, e as mesmas jogadas estão a ser feitas de novo. O Norte vai muito à frente na contagem.</translation>
    </message>
    <message>
        <source>Your kuu held eight with the reserve seed, so only two were lifted, clockwise into f2 and g2: the move ends in g2. A kuu of eight or more sows just two seeds.</source>
        <extracomment>kete/11-kuu-of-eight WrongWhy</extracomment>
        <translation>A sua kuu tinha oito com a semente da reserva, por isso só duas foram levantadas, no sentido horário para f2 e g2: a jogada termina em g2. Uma kuu com oito ou mais semeia apenas duas sementes.</translation>
    </message>
    <message>
        <source>d2&apos;s first lap ends in c2, facing North&apos;s c3, but a hole of 16 or more never starts a capture: the seeds of c2 are sown on instead, lap after lap, and the move ends in b1. Nothing is captured.</source>
        <extracomment>kete/12-sixteen-seeds WrongWhy</extracomment>
        <translation>A primeira volta de d2 termina em c2, em frente do c3 do Norte, mas um buraco com 16 ou mais sementes nunca começa uma captura: em vez disso as sementes de c2 continuam a ser semeadas, volta após volta, e a jogada termina em b1. Nada é capturado.</translation>
    </message>
    <message>
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. You place a seed from your hand into your hole, and take North&apos;s. Which of your front holes faces b3?</source>
        <extracomment>kiswahili/01-capture Hint</extracomment>
        <translation>Uma captura precisa de sementes nos dois buracos de uma coluna: no seu buraco da frente e no buraco da frente do Norte em frente dele. Põe uma semente da sua mão no seu buraco e leva o do Norte. Qual dos seus buracos da frente está em frente de b3?</translation>
    </message>
    <message>
        <source>A capture that empties North&apos;s front row wins the game at once, whatever North has in his back row. Which way must the captured seeds go to reach g2?</source>
        <extracomment>kiswahili/06-bao-hamna Hint</extracomment>
        <translation>Uma captura que esvazia a fila da frente do Norte ganha o jogo de imediato, tenha o Norte o que tiver na fila de trás. Para que lado têm de ir as sementes capturadas para chegar a g2?</translation>
    </message>
    <message>
        <source>A dormant nyumba</source>
        <extracomment>kiswahili/04-dormant-nyumba Title</extracomment>
        <translation>Uma nyumba adormecida</translation>
    </message>
    <message>
        <source>A dormant nyumba is an ordinary hole: a move from it lifts all its seeds, not two, and then it is gone. With no capture, which other front hole may start a move?</source>
        <extracomment>kiswahili/04-dormant-nyumba Hint</extracomment>
        <translation>Uma nyumba adormecida é um buraco comum: uma jogada a partir dela levanta todas as suas sementes, não duas, e depois ela desaparece. Sem captura, que outro buraco da frente pode começar uma jogada?</translation>
    </message>
    <message>
        <source>A game the computer played against itself, its first two moves chosen at random. Each player starts with seeds in hand and places one each move: the namua stage.</source>
        <extracomment>samples/kiswahili the start</extracomment>
        <translation>Um jogo que o computador jogou contra si próprio, com as duas primeiras jogadas escolhidas ao acaso. Cada jogador começa com sementes na mão e põe uma em cada jogada: a fase namua.</translation>
    </message>
    <message>
        <source>A tax: with no capture, South sows from his nyumba, which works. Of its seeds only two were lifted, and the nyumba stays his.</source>
        <extracomment>samples/kiswahili after ply 13</extracomment>
        <translation>Um imposto: sem captura, o Sul semeia a partir da sua nyumba, que funciona. Das suas sementes só duas foram levantadas, e a nyumba continua a ser dele.</translation>
    </message>
    <message>
        <source>After the capture the sowing ends in South&apos;s own nyumba. In namua he may stop there or go on safari: he stops, and keeps his nyumba.</source>
        <extracomment>samples/kiswahili after ply 7</extracomment>
        <translation>Depois da captura a sementeira termina na própria nyumba do Sul. Na namua ele pode parar aí ou ir de safari: para, e fica com a sua nyumba.</translation>
    </message>
    <message>
        <source>Both hands are empty: this is mtaji. North&apos;s last takasa put the takasia mark on your c2.</source>
        <extracomment>kiswahili/05-takasia the start</extracomment>
        <translation>As duas mãos estão vazias: isto é o mtaji. A última takasa do Norte pôs a marca de takasia no seu c2.</translation>
    </message>
    <message>
        <source>Capture c3, and carry the sowing on into your back row.</source>
        <extracomment>kiswahili/03-safari Task</extracomment>
        <translation>Capture c3 e leve a sementeira até à sua fila de trás.</translation>
    </message>
    <message>
        <source>Capturing in namua</source>
        <extracomment>kiswahili/01-capture Title</extracomment>
        <translation>Capturar na namua</translation>
    </message>
    <message>
        <source>Five captures in one move, until North&apos;s front row is empty: bao hamna, and South wins at once.</source>
        <extracomment>samples/kiswahili after ply 53</extracomment>
        <translation>Cinco capturas numa jogada, até a fila da frente do Norte ficar vazia: bao hamna, e o Sul ganha de imediato.</translation>
    </message>
    <message>
        <source>North&apos;s hand is empty too. Both players are now in mtaji.</source>
        <extracomment>samples/kiswahili after ply 44</extracomment>
        <translation>A mão do Norte também está vazia. Os dois jogadores estão agora em mtaji.</translation>
    </message>
    <message>
        <source>North&apos;s takasia mark is on your c2. Sow so that a seed falls into g2.</source>
        <extracomment>kiswahili/05-takasia Task</extracomment>
        <translation>A marca de takasia do Norte está no seu c2. Semeie de modo que uma semente caia em g2.</translation>
    </message>
    <message>
        <source>South places the last seed from his hand. From his next move on he plays mtaji: he lifts the seeds of one of his holes instead of placing one.</source>
        <extracomment>samples/kiswahili after ply 43</extracomment>
        <translation>O Sul põe a última semente da sua mão. A partir da próxima jogada joga mtaji: levanta as sementes de um dos seus buracos em vez de pôr uma.</translation>
    </message>
    <message>
        <source>Sow without losing your nyumba.</source>
        <extracomment>kiswahili/04-dormant-nyumba Task</extracomment>
        <translation>Semeie sem perder a sua nyumba.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the captured seeds reached your nyumba e2, and you stopped there: the move ended in e2, with the nyumba kept.</source>
        <extracomment>kiswahili/03-safari WrongWhy</extracomment>
        <translation>A começar dentro do kichwa a2, as sementes capturadas chegaram à sua nyumba e2, e parou aí: a jogada acabou em e2, com a nyumba mantida.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the two captured seeds go into a2 and b2. b2 was empty, so the move ends there, and North still has g3.</source>
        <extracomment>kiswahili/06-bao-hamna WrongWhy</extracomment>
        <translation>A começar dentro do kichwa a2, as duas sementes capturadas vão para a2 e b2. b2 estava vazio, por isso a jogada termina aí, e o Norte ainda tem g3.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the two seeds went into h2 and g2. g2 faces g3, so you captured again, and that seed was sown starting in h2 too.</source>
        <extracomment>kiswahili/02-choose-kichwa after ply 1</extracomment>
        <translation>A começar dentro do kichwa h2, as duas sementes foram para h2 e g2. g2 está em frente de g3, por isso capturou de novo, e essa semente também foi semeada a começar dentro de h2.</translation>
    </message>
    <message>
        <source>The captured seeds went from a2 to your nyumba e2. On safari all seven were lifted and sown on, to e1, and the nyumba is gone for good.</source>
        <extracomment>kiswahili/03-safari after ply 1</extracomment>
        <translation>As sementes capturadas foram de a2 até à sua nyumba e2. No safari todas as sete foram levantadas e semeadas em seguida, até e1, e a nyumba desapareceu de vez.</translation>
    </message>
    <message>
        <source>The lap from a2 ended in c2, the marked hole: your move ended there, and c2 was not lifted. Without the mark its seeds would have been sown on.</source>
        <extracomment>kiswahili/05-takasia WrongWhy</extracomment>
        <translation>A volta a partir de a2 terminou em c2, o buraco marcado: a sua jogada acabou aí, e c2 não foi levantado. Sem a marca, as suas sementes teriam sido semeadas em seguida.</translation>
    </message>
    <message>
        <source>The marked hole may not start your move, and a lap that ends in it ends your move there: it is not lifted. Which lap can reach g2?</source>
        <extracomment>kiswahili/05-takasia Hint</extracomment>
        <translation>O buraco marcado não pode começar a sua jogada, e uma volta que termine nele acaba aí a sua jogada: não é levantado. Que volta pode chegar a g2?</translation>
    </message>
    <message>
        <source>The seeds of c3 went into h2 and g2, and g2 captured g3: North&apos;s front row is empty. Bao hamna: you win at once, and the seeds just captured stay in your hand.</source>
        <extracomment>kiswahili/06-bao-hamna after ply 1</extracomment>
        <translation>As sementes de c3 foram para h2 e g2, e g2 capturou g3: a fila da frente do Norte está vazia. Bao hamna: ganha de imediato, e as sementes acabadas de capturar ficam na sua mão.</translation>
    </message>
    <message>
        <source>The takasia mark</source>
        <extracomment>kiswahili/05-takasia Title</extracomment>
        <translation>A marca de takasia</translation>
    </message>
    <message>
        <source>This time South goes on safari: he lifts all twelve seeds of his nyumba and sows on. The nyumba is gone for good.</source>
        <extracomment>samples/kiswahili after ply 31</extracomment>
        <translation>Desta vez o Sul vai de safari: levanta todas as doze sementes da sua nyumba e continua a semear. A nyumba desaparece de vez.</translation>
    </message>
    <message>
        <source>Three captures in one move: after a capture, every lap that ends at another capture position captures again.</source>
        <extracomment>samples/kiswahili after ply 32</extracomment>
        <translation>Três capturas numa jogada: depois de uma captura, cada volta que termina noutro lugar de captura captura outra vez.</translation>
    </message>
    <message>
        <source>When a capture&apos;s sowing ends in your own nyumba in namua, you choose: stop there, or go on safari, lifting the nyumba and sowing on. Which kichwa brings the captured seeds to your nyumba e2?</source>
        <extracomment>kiswahili/03-safari Hint</extracomment>
        <translation>Quando a sementeira de uma captura termina na sua própria nyumba durante a namua, escolhe: parar aí, ou ir de safari, levantando a nyumba e continuando a semear. Que kichwa leva as sementes capturadas até à sua nyumba e2?</translation>
    </message>
    <message>
        <source>Win the game with this move.</source>
        <extracomment>kiswahili/06-bao-hamna Task</extracomment>
        <translation>Ganhe o jogo com esta jogada.</translation>
    </message>
    <message>
        <source>With no capture move, North sows his nyumba in a takasa: in mtaji the nyumba is an ordinary hole, and lifting it ends it for good.</source>
        <extracomment>samples/kiswahili after ply 50</extracomment>
        <translation>Sem jogada de captura, o Norte semeia a sua nyumba numa takasa: no mtaji a nyumba é um buraco comum, e levantá-la acaba com ela de vez.</translation>
    </message>
    <message>
        <source>You sowed from g2, and your nyumba e2 is still yours. b2 could not start a move: with a dormant nyumba, a single seed in a front hole is not enough.</source>
        <extracomment>kiswahili/04-dormant-nyumba after ply 1</extracomment>
        <translation>Semeou a partir de g2, e a sua nyumba e2 ainda é sua. b2 não podia começar uma jogada: com uma nyumba adormecida, uma só semente num buraco da frente não chega.</translation>
    </message>
    <message>
        <source>You still have seeds in hand: this is namua. When one of your front holes holds seeds and faces seeds in North&apos;s front hole, you must capture.</source>
        <extracomment>kiswahili/01-capture the start</extracomment>
        <translation>Ainda tem sementes na mão: isto é a namua. Quando um dos seus buracos da frente tem sementes e está em frente de sementes no buraco da frente do Norte, tem de capturar.</translation>
    </message>
    <message>
        <source>Your nyumba e2 is still yours, but it is dormant: it no longer holds enough seeds to work. No front hole of yours can capture.</source>
        <extracomment>kiswahili/04-dormant-nyumba the start</extracomment>
        <translation>A sua nyumba e2 ainda é sua, mas está adormecida: já não tem sementes que cheguem para funcionar. Nenhum buraco da frente seu pode capturar.</translation>
    </message>
    <message>
        <source>Your nyumba is dormant, an ordinary hole: a move from it lifted all its seeds, and it is gone for good. Only a nyumba that works is taxed.</source>
        <extracomment>kiswahili/04-dormant-nyumba WrongWhy</extracomment>
        <translation>A sua nyumba está adormecida, é um buraco comum: uma jogada a partir dela levantou todas as suas sementes, e ela desapareceu de vez. Só uma nyumba que funciona paga imposto.</translation>
    </message>
    <message>
        <source>Your seed went into b2, opposite North&apos;s b3, and you took b3&apos;s three seeds. A capture in column a or b is sown starting in the kichwa a2.</source>
        <extracomment>kiswahili/01-capture after ply 1</extracomment>
        <translation>A sua semente foi para b2, em frente de b3 do Norte, e levou as três sementes de b3. Uma captura na coluna a ou b é semeada a começar dentro do kichwa a2.</translation>
    </message>
    <message>
        <source>e2 captures too, but it takes the one seed in e3, not b3.</source>
        <extracomment>kiswahili/01-capture WrongWhy</extracomment>
        <translation>e2 também captura, mas leva a única semente de e3, não b3.</translation>
    </message>
    <message>
        <source>e2 faces North&apos;s e3, and both hold seeds: a capture position. In namua a capture is compulsory: South places his seed in his nyumba, e2, and captures e3.</source>
        <extracomment>samples/kiswahili after ply 5</extracomment>
        <translation>e2 está em frente de e3 do Norte, e ambos têm sementes: um lugar de captura. Na namua a captura é obrigatória: o Sul põe a sua semente na sua nyumba, e2, e captura e3.</translation>
    </message>
    <message>
        <source>f2&apos;s two seeds went into g2 and h2. North&apos;s next move is bound too: if one of his capture moves can take c2, he must play one.</source>
        <extracomment>kiswahili/05-takasia after ply 1</extracomment>
        <translation>As duas sementes de f2 foram para g2 e h2. A próxima jogada do Norte também fica presa: se uma das suas jogadas de captura puder levar c2, ele tem de a jogar.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the four captured seeds go into a2, b2, c2 and d2. d2 was empty, so the move ends there, and h3 stays North&apos;s.</source>
        <extracomment>kete/05-safari WrongWhy2</extracomment>
        <translation>A começar dentro do kichwa a2, as quatro sementes capturadas vão para a2, b2, c2 e d2. d2 estava vazio, por isso a jogada termina aí, e h3 continua a ser do Norte.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the five captured seeds go into h2, g2, f2, e2 and d2, all in your front row. d2 was empty, so the move ends there.</source>
        <extracomment>kiswahili/03-safari WrongWhy2</extracomment>
        <translation>A começar dentro do kichwa h2, as cinco sementes capturadas vão para h2, g2, f2, e2 e d2, todas na sua fila da frente. d2 estava vazio, por isso a jogada termina aí.</translation>
    </message>
    <message>
        <source>g2 captures only the one seed in g3. It is sown in h2, and the move ends there: North still has c3.</source>
        <extracomment>kiswahili/06-bao-hamna WrongWhy2</extracomment>
        <translation>g2 captura só a única semente de g3. Ela é semeada em h2, e a jogada termina aí: o Norte ainda tem c3.</translation>
    </message>
    <message>
        <source>g2 captures only the one seed in g3. It is sown in h2, and the move ends there: c3 stays North&apos;s.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy2; kiswahili/02-choose-kichwa WrongWhy2</extracomment>
        <translation>g2 captura só a única semente de g3. Ela é semeada em h2, e a jogada termina aí: c3 continua a ser do Norte.</translation>
    </message>
    <message>
        <source>h2 captures the one seed in h3, not c3.</source>
        <extracomment>kiswahili/03-safari WrongWhy3</extracomment>
        <translation>h2 captura a única semente de h3, não c3.</translation>
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
        <translation>Buracos mtoto</translation>
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
    <name>RuleDiagrams</name>
    <message>
        <source>The start: two seeds in every hole except a2 and l3, each player&apos;s leftmost front hole.</source>
        <extracomment>Rules diagram (Bao Kigogo), under the start position.</extracomment>
        <translation>O início: duas sementes em cada buraco exceto a2 e l3, o buraco da frente mais à esquerda de cada jogador.</translation>
    </message>
    <message>
        <source>South sows d1 to e1 and f1. The last seed falls into f1, which held a seed, so both seeds of f1 are lifted and sown on to g1 and h1. h1 was empty: the move ends.</source>
        <extracomment>Rules diagram (Bao Kigogo): a relay sowing.</extracomment>
        <translation>O Sul semeia d1 para e1 e f1. A última semente cai em f1, que já tinha uma semente, por isso as duas sementes de f1 são levantadas e semeadas adiante em g1 e h1. h1 estava vazio: a jogada termina.</translation>
    </message>
    <message>
        <source>South sows j2 to i2 and h2. h2 was empty and is in South&apos;s front row, so North&apos;s h3 and the hole behind it, h4, are captured: their seeds leave the game.</source>
        <extracomment>Rules diagram (Bao Kigogo): a capture.</extracomment>
        <translation>O Sul semeia j2 para i2 e h2. h2 estava vazio e fica na fila da frente do Sul, por isso o h3 do Norte e o buraco atrás dele, h4, são capturados: as suas sementes saem do jogo.</translation>
    </message>
    <message>
        <source>The start: one stone in every hole except a2 and l3.</source>
        <extracomment>Rules diagram (Bao la Kimasai), under the start position.</extracomment>
        <translation>O início: uma pedra em cada buraco exceto a2 e l3.</translation>
    </message>
    <message>
        <source>A stone steps one hole counterclockwise, into an empty hole: c1 to d1.</source>
        <extracomment>Rules diagram (Bao la Kimasai): a step.</extracomment>
        <translation>Uma pedra avança um buraco no sentido anti-horário, para um buraco vazio: de c1 para d1.</translation>
    </message>
    <message>
        <source>South&apos;s first move: the stone of b2 steps into a2, in his front row. North&apos;s a3 faces it, so a3 and the stone behind it, a4, are captured.</source>
        <extracomment>Rules diagram (Bao la Kimasai): a capture.</extracomment>
        <translation>A primeira jogada do Sul: a pedra de b2 avança para a2, na sua fila da frente. O a3 do Norte fica em frente, por isso a3 e a pedra atrás dele, a4, são capturados.</translation>
    </message>
    <message>
        <source>Not allowed: the first lap from a1 would end in c1, an occupied hole of South&apos;s own row.</source>
        <extracomment>Rules diagram (Bao Kingulu): a move that is not allowed.</extracomment>
        <translation>Não é permitido: a primeira volta a partir de a1 acabaria em c1, um buraco ocupado da própria fila do Sul.</translation>
    </message>
    <message>
        <source>South sows a1 to b1 and c1. c1 was empty and is in South&apos;s row, so the five seeds of North&apos;s c2 go into South&apos;s store, with the seed that captured them.</source>
        <extracomment>Rules diagram (Bao Kingulu): a capture into the store.</extracomment>
        <translation>O Sul semeia a1 para b1 e c1. c1 estava vazio e fica na fila do Sul, por isso as cinco sementes do c2 do Norte vão para o depósito do Sul, com a semente que as capturou.</translation>
    </message>
    <message>
        <source>South sows e1 to f1, f2 and e2. North&apos;s e2 held exactly three: it becomes South&apos;s mtoto, and the seed just dropped into f2 joins it.</source>
        <extracomment>Rules diagram (Bao Kingulu): a hole becomes a mtoto (&quot;mtoto&quot; stays in Swahili).</extracomment>
        <translation>O Sul semeia e1 para f1, f2 e e2. O e2 do Norte tinha exatamente três: torna-se mtoto do Sul, e a semente acabada de deixar em f2 junta-se a ele.</translation>
    </message>
    <message>
        <source>The start: each kuu (South e2, North d3) holds six seeds and the two holes to its right two each; 22 seeds each wait in reserve.</source>
        <extracomment>Rules diagram (Bao la Kete), under the start position; &quot;kuu&quot; stays in Swahili.</extracomment>
        <translation>O início: cada kuu (Sul e2, Norte d3) tem seis sementes e os dois buracos à sua direita duas cada; 22 sementes de cada jogador esperam na reserva.</translation>
    </message>
    <message>
        <source>Takata: with nothing to capture, South places a reserve seed in f2 and sows its three seeds clockwise to g2, h2 and h1.</source>
        <extracomment>Rules diagram (Bao la Kete): a nemo takata; &quot;takata&quot; stays in Swahili.</extracomment>
        <translation>Takata: sem nada para capturar, o Sul põe uma semente de reserva em f2 e semeia as suas três sementes no sentido horário para g2, h2 e h1.</translation>
    </message>
    <message>
        <source>South&apos;s takata b2cw leaves North&apos;s c3 as the only hole South could capture next, so c3 is marked (hizi zetu): North may not start from it, and South must capture it next if he can.</source>
        <extracomment>Rules diagram (Bao la Kete): the hizi zetu mark; &quot;takata&quot; and &quot;hizi zetu&quot; stay in Swahili.</extracomment>
        <translation>A takata b2cw do Sul deixa o c3 do Norte como o único buraco que o Sul poderia capturar a seguir, por isso c3 fica marcado (hizi zetu): o Norte não pode começar dele, e o Sul tem de o capturar a seguir, se puder.</translation>
    </message>
    <message>
        <source>Nemo capture: South places a reserve seed in b2 and captures North&apos;s b3. Its two seeds are sown starting in the kichwa a2, toward the centre; the lap ends in b2, which is sown on, and the move stops in South&apos;s kuu e2.</source>
        <extracomment>Rules diagram (Bao la Kete): a nemo capture; &quot;nemo&quot;, &quot;kichwa&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>Captura no nemo: o Sul põe uma semente de reserva em b2 e captura o b3 do Norte. As duas sementes de b3 são semeadas a começar dentro do kichwa a2, em direção ao centro; a volta acaba em b2, que é semeado adiante, e a jogada para na kuu do Sul, e2.</translation>
    </message>
    <message>
        <source>Mtaji capture: the first lap from f2 ends in d2, which held a seed and faces North&apos;s d3. d3 is captured and its three seeds are sown starting in the kichwa h2, which keeps South&apos;s direction.</source>
        <extracomment>Rules diagram (Bao la Kete): a mtaji capture; &quot;mtaji&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>Captura no mtaji: a primeira volta a partir de f2 acaba em d2, que tinha uma semente e fica em frente do d3 do Norte. d3 é capturado e as suas três sementes são semeadas a começar dentro do kichwa h2, que mantém a direção do Sul.</translation>
    </message>
    <message>
        <source>The hole a move starts from is ringed in yellow.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the ring around the hole a move starts from.</extracomment>
        <translation>O buraco de onde a jogada parte está rodeado a amarelo.</translation>
    </message>
    <message>
        <source>An arrow follows the seeds of one lap (in Kimasai, a stone&apos;s step) from the hole they are lifted or captured from to the hole where the lap ends, with a dot in each hole it sows on the way.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the arrows. A dot is drawn in each hole the lap sows.</extracomment>
        <translation>Uma seta segue as sementes de uma volta (no Kimasai, o passo de uma pedra) desde o buraco de onde são levantadas ou capturadas até ao buraco onde a volta termina, com um ponto em cada buraco que semeia pelo caminho.</translation>
    </message>
    <message>
        <source>When a move has several laps, each lap is numbered at the hole it starts from.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the small numbered discs.</extracomment>
        <translation>Quando uma jogada tem várias voltas, cada volta está numerada no buraco de onde parte.</translation>
    </message>
    <message>
        <source>A hole ringed and crossed out in red is captured.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a captured hole.</extracomment>
        <translation>Um buraco rodeado e riscado a vermelho é capturado.</translation>
    </message>
    <message>
        <source>A hole ringed twice in green becomes a mtoto.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a new mtoto (Bao Kingulu). &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>Um buraco rodeado duas vezes a verde passa a ser um mtoto.</translation>
    </message>
    <message>
        <source>A dashed red arrow that ends in a bar is a lap the rules do not allow to end there: that move may not be played.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a lap that may not end where it would (G-3), drawn differently from a capture.</extracomment>
        <translation>Uma seta vermelha tracejada que acaba numa barra é uma volta que as regras não deixam terminar aí: essa jogada não pode ser feita.</translation>
    </message>
    <message>
        <source>How to read the diagrams:</source>
        <extracomment>Above the rules help, before the sentences that explain the diagrams&apos; marks.</extracomment>
        <translation>Como ler os diagramas:</translation>
    </message>
    <message>
        <source>The start: each nyumba (South e2, North d3) holds six seeds and the two holes to its right two each; each player has 22 seeds in hand.</source>
        <extracomment>Rules diagram (Bao la Kiswahili), under the start position; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>O início: cada nyumba (Sul e2, Norte d3) tem seis sementes e os dois buracos à sua direita duas cada; cada jogador tem 22 sementes na mão.</translation>
    </message>
    <message>
        <source>Namua capture: South puts a seed from his hand in c2 and captures the five seeds of c3. In column c he chooses the kichwa: here h2, so they are sown to h2, g2, f2, e2 and d2. d2 was empty: the move ends.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the kichwa chosen in a namua capture; &quot;namua&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>Captura no namua: o Sul põe uma semente da sua mão em c2 e captura as cinco sementes de c3. Na coluna c ele escolhe o kichwa: aqui h2, por isso são semeadas em h2, g2, f2, e2 e d2. d2 estava vazio: a jogada acaba.</translation>
    </message>
    <message>
        <source>The same capture with the kichwa a2: the seeds go to a2, b2, c2, d2 and e2, South&apos;s nyumba. He may stop there, or, as here, go on safari: all seven seeds of e2 are lifted, the nyumba is gone, and the lap ends in the empty e1.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the other kichwa, and a safari; &quot;kichwa&quot;, &quot;nyumba&quot; and &quot;safari&quot; stay in Swahili.</extracomment>
        <translation>A mesma captura com o kichwa a2: as sementes vão para a2, b2, c2, d2 e e2, a nyumba do Sul. Ele pode parar aí ou, como aqui, partir em safari: as sete sementes de e2 são levantadas, a nyumba desaparece, e a volta acaba em e1, que estava vazio.</translation>
    </message>
    <message>
        <source>Taxing: South&apos;s nyumba e2 is his only occupied front hole. A seed from his hand makes seven, and only two are lifted and sown, to f2 and g2. The nyumba keeps five: still South&apos;s, but dormant.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): taxing the nyumba; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Imposto: a nyumba do Sul, e2, é o seu único buraco da frente ocupado. Uma semente da sua mão faz sete, e só duas são levantadas e semeadas, em f2 e g2. A nyumba fica com cinco: ainda do Sul, mas adormecida.</translation>
    </message>
    <message>
        <source>South&apos;s takasa a2ccw sows a1 and b1. Every capture South could make next would take North&apos;s b3 first, and North cannot capture, so b3 is marked (takasia): North may not start from it, and South must capture it next if he can.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): a takasia mark set; &quot;takasa&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>A takasa a2ccw do Sul semeia a1 e b1. Todas as capturas que o Sul poderia fazer a seguir tomariam primeiro o b3 do Norte, e o Norte não pode capturar, por isso b3 fica marcado (takasia): o Norte não pode começar dele, e o Sul tem de o capturar a seguir, se puder.</translation>
    </message>
    <message>
        <source>The mark binds: North may not start from b3. His move g3cw sows f3 and e3, relays the three seeds of e3 to d3, c3 and b3, and the lap that ends in the marked b3 ends the move there.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the takasia mark binding North&apos;s move; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>A marca vincula: o Norte não pode começar de b3. A sua jogada g3cw semeia f3 e e3, faz o revezamento das três sementes de e3 para d3, c3 e b3, e a volta que acaba no b3 marcado acaba aí a jogada.</translation>
    </message>
    <message>
        <source>Bao hamna: South puts a seed from his hand in c2 and captures c3, the last seeds of North&apos;s front row. The row is empty, so South wins at once; the two seeds he captured are not sown.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): bao hamna; &quot;bao hamna&quot; stays in Swahili.</extracomment>
        <translation>Bao hamna: o Sul põe uma semente da sua mão em c2 e captura c3, as últimas sementes da fila da frente do Norte. A fila fica vazia, por isso o Sul ganha de imediato; as duas sementes que capturou não são semeadas.</translation>
    </message>
    <message>
        <source>An orange no-entry sign marks the hole that the hizi zetu or takasia mark blocks.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the hizi zetu mark (Bao la Kete), called takasia in Bao la Kiswahili. &quot;hizi zetu&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>Um sinal laranja de sentido proibido marca o buraco que a marca de hizi zetu ou de takasia bloqueia.</translation>
    </message>
    <message>
        <source>A square hole is a kuu that still exists, or a nyumba that works.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the square holes of Bao la Kete (kuu) and Bao la Kiswahili (nyumba). &quot;kuu&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Um buraco quadrado é uma kuu que ainda existe, ou uma nyumba que funciona.</translation>
    </message>
    <message>
        <source>A short green arrow carries the seed dropped just before the last one into the new mtoto.</source>
        <extracomment>Rules help, the diagrams&apos; legend: Bao Kingulu, G-6. &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>Uma seta verde curta leva para o novo mtoto a semente deixada logo antes da última.</translation>
    </message>
    <message>
        <source>Where a kuu or a nyumba is gone, a round hole is drawn in its place: it is an ordinary hole now.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a kuu (nyumba) that is gone is drawn as a round hole like the others. &quot;kuu&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Onde uma kuu ou uma nyumba desapareceu, desenha-se um buraco redondo no seu lugar: agora é um buraco comum.</translation>
    </message>
</context>
<context>
    <name>RulesExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1 is a file, %2 the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Não é possível escrever %1: %2</translation>
    </message>
    <message>
        <source>Rules of the games</source>
        <extracomment>Title of the exported rules document (the same as the rules window&apos;s).</extracomment>
        <translation>Regras dos jogos</translation>
    </message>
    <message>
        <source>Cannot make the folder %1</source>
        <extracomment>%1 is a folder.</extracomment>
        <translation>Não é possível criar a pasta %1</translation>
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
        <translation>Bao la Kimasai (quatro filas)</translation>
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
        <translation>Ler as jogadas</translation>
    </message>
    <message>
        <source>A move is written as the square it starts from: d1 means the seeds of d1 are sown. In Bao la Kete the square is followed by the direction, cw (clockwise) or ccw (counterclockwise), and by * when the player goes on from his kuu (safari): e2ccw, c2cw*. In a nemo move the square is where the reserve seed is placed.</source>
        <translation>Uma jogada escreve-se com o buraco de onde parte: d1 quer dizer que as sementes de d1 são semeadas. No Bao la Kete o buraco é seguido da direção, cw (sentido horário) ou ccw (anti-horário), e de * quando o jogador continua a partir da própria kuu (safari): e2ccw, c2cw*. Numa jogada nemo o buraco é onde se coloca a semente da reserva.</translation>
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
        <source>The games&apos; words</source>
        <translation>As palavras dos jogos</translation>
    </message>
    <message>
        <source>South always makes the first move, in every game.</source>
        <extracomment>Rules help, rule C-3.</extracomment>
        <translation>O Sul faz sempre a primeira jogada, em todos os jogos.</translation>
    </message>
    <message>
        <source>After each move Baraza first checks whether the mover has won or lost, in the order that game&apos;s rules list it, and only then whether a position has repeated. When a move ends the game, the turn still passes to the other player, as the position text shows.</source>
        <extracomment>Rules help, rule C-7: the order of the end checks after a move.</extracomment>
        <translation>Depois de cada jogada, o Baraza verifica primeiro se quem jogou ganhou ou perdeu, pela ordem em que as regras desse jogo o enumeram, e só depois se uma posição se repetiu. Quando uma jogada acaba o jogo, a vez passa mesmo assim ao outro jogador, como mostra o texto da posição.</translation>
    </message>
    <message>
        <source>Two seeds go into every hole except one on each side: the leftmost hole of your front row, as you sit, starts empty. That is a2 for South and l3 for North. 92 seeds in all.</source>
        <extracomment>Rules help, Bao Kigogo rule K-1: the start.</extracomment>
        <translation>Põem-se duas sementes em cada buraco, exceto um de cada lado: o buraco mais à esquerda da sua fila da frente, visto do seu lugar, começa vazio. É a2 para o Sul e l3 para o Norte. Ao todo, 92 sementes.</translation>
    </message>
    <message>
        <source>On your turn, pick one of your own holes (South: rows 1 and 2, North: rows 3 and 4) that holds &lt;b&gt;two or more&lt;/b&gt; seeds, lift them all and sow them counterclockwise around your two rows. Only if none of your holes holds two or more may you move a &lt;b&gt;single&lt;/b&gt; seed one step counterclockwise instead, and only into an empty hole. A move is written as the hole it starts from, such as d1.</source>
        <extracomment>Rules help, Bao Kigogo rule K-2: which moves are allowed.</extracomment>
        <translation>Na sua vez, escolha um dos seus buracos (Sul: filas 1 e 2, Norte: filas 3 e 4) com &lt;b&gt;duas ou mais&lt;/b&gt; sementes, levante-as todas e semeie-as no sentido anti-horário à volta das suas duas filas. Só se nenhum dos seus buracos tiver duas ou mais pode, em vez disso, mover uma &lt;b&gt;única&lt;/b&gt; semente um passo no sentido anti-horário, e só para um buraco vazio. Uma jogada escreve-se com o buraco onde começa, por exemplo d1.</translation>
    </message>
    <message>
        <source>You win when your opponent has no seeds left, or when it is their turn and they have no legal move. Otherwise the game is a draw as soon as a position comes back a second time (C-6).</source>
        <extracomment>Rules help, Bao Kigogo rule K-5: the end.</extracomment>
        <translation>Ganha quando o seu adversário fica sem sementes, ou quando é a vez dele e não tem nenhuma jogada legal. Caso contrário, o jogo empata logo que uma posição volta pela segunda vez (C-6).</translation>
    </message>
    <message>
        <source>One stone goes into every hole except the leftmost hole of each player&apos;s front row, as the player sits: a2 for South and l3 for North. 46 stones in all. A hole never holds more than one stone.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-1: the start.</extracomment>
        <translation>Põe-se uma pedra em cada buraco, exceto no buraco mais à esquerda da fila da frente de cada jogador, visto do seu lugar: a2 para o Sul e l3 para o Norte. Ao todo, 46 pedras. Um buraco nunca tem mais de uma pedra.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture:&lt;/b&gt; if your stone arrives in your front row and your opponent&apos;s front hole in that column holds a stone, that stone is captured and leaves the game, and so does your opponent&apos;s back-row stone in the same column, if there is one. The back stone is never taken on its own. For example, South&apos;s first move, b2 to a2, captures North&apos;s stones on a3 and a4.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-3: capturing.</extracomment>
        <translation>&lt;b&gt;Captura:&lt;/b&gt; se a sua pedra chega à sua fila da frente e o buraco da frente do adversário nessa coluna tem uma pedra, essa pedra é capturada e sai do jogo, e também a pedra da fila de trás do adversário na mesma coluna, se existir. A pedra de trás nunca é capturada sozinha. Por exemplo, a primeira jogada do Sul, de b2 para a2, captura as pedras do Norte em a3 e a4.</translation>
    </message>
    <message>
        <source>You win when your opponent has no stones left or no legal move. Otherwise the game is a draw as soon as a position comes back a second time (C-6).</source>
        <extracomment>Rules help, Bao la Kimasai rule M-4: the end.</extracomment>
        <translation>Ganha quando o seu adversário fica sem pedras ou sem nenhuma jogada legal. Caso contrário, o jogo empata logo que uma posição volta pela segunda vez (C-6).</translation>
    </message>
    <message>
        <source>Four seeds go into each of the twelve holes, 48 in all. Row 1 is South&apos;s, row 2 is North&apos;s, and each player has a store beside the board, empty at the start. Both players sow counterclockwise around the same loop of twelve holes (C-2): along row 1 to the right, then along row 2 to the left.</source>
        <extracomment>Rules help, Bao Kingulu rule G-1: the start.</extracomment>
        <translation>Põem-se quatro sementes em cada um dos doze buracos, 48 ao todo. A fila 1 é do Sul, a fila 2 é do Norte, e cada jogador tem um depósito ao lado do tabuleiro, vazio no início. Os dois jogadores semeiam no sentido anti-horário à volta do mesmo circuito de doze buracos (C-2): pela fila 1 para a direita, depois pela fila 2 para a esquerda.</translation>
    </message>
    <message>
        <source>The hole where a lap&apos;s last seed falls decides what happens next. Call it L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;G-4.1&lt;/b&gt; L is a mtoto, yours or your opponent&apos;s: the seed goes to the mtoto&apos;s owner&apos;s store. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the move ends there.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.2&lt;/b&gt; L was empty and is in your row: if the opposite hole holds seeds and is not a mtoto, you capture them; they go into your store, together with the seed that captured. Otherwise nothing is captured and the seed stays. Either way the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.3&lt;/b&gt; L was empty and is in your opponent&apos;s row: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.4&lt;/b&gt; L is in your opponent&apos;s row, is not a mtoto and held exactly three seeds: it becomes your mtoto (G-6) and the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.5&lt;/b&gt; Otherwise L was occupied: relay. Lift everything in L and sow on from the next hole.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao Kingulu rule G-4: what happens where a lap ends; its five cases are G-4.1 to G-4.5.</extracomment>
        <translation>O buraco onde cai a última semente de uma volta decide o que acontece a seguir. Chame-lhe L; aplica-se o primeiro caso que servir:&lt;ul&gt;&lt;li&gt;&lt;b&gt;G-4.1&lt;/b&gt; L é um mtoto, seu ou do adversário: a semente vai para o depósito do dono desse mtoto. &lt;b&gt;Escolha do Baraza:&lt;/b&gt; a jogada acaba aí.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.2&lt;/b&gt; L estava vazio e está na sua fila: se o buraco oposto tem sementes e não é um mtoto, captura-as; vão para o seu depósito, juntamente com a semente que capturou. Caso contrário nada é capturado e a semente fica. Em ambos os casos a jogada acaba.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.3&lt;/b&gt; L estava vazio e está na fila do adversário: a jogada acaba.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.4&lt;/b&gt; L está na fila do adversário, não é um mtoto e tinha exatamente três sementes: passa a ser o seu mtoto (G-6) e a jogada acaba.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.5&lt;/b&gt; Caso contrário L estava ocupado: revezamento. Levante tudo o que está em L e continue a semear a partir do buraco seguinte.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Captures, new mtoto holes and relays can come in any lap of a move, not only in the first. Only the first lap has the restriction of G-3.</source>
        <extracomment>Rules help, Bao Kingulu rule G-5.</extracomment>
        <translation>Capturas, novos buracos mtoto e revezamentos podem acontecer em qualquer volta de uma jogada, não só na primeira. Só a primeira volta tem a restrição de G-3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kuweka mtoto&lt;/b&gt; (&quot;placing a child&quot;): when a lap ends in your opponent&apos;s hole that held exactly three seeds and is not a mtoto, that hole becomes your mtoto. If that lap sowed two or more seeds, the seed it dropped into the hole just before moves into the new mtoto too, which then holds 5: for example, three seeds from e1 go into f1, f2 and e2; e2 held 3, so it becomes South&apos;s mtoto and takes the seed from f2 as well. Not so when the hole before is itself a mtoto: its seed has already gone to a store. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; a lap of a single seed has no seed before its last, so it adds nothing and the new mtoto holds 4. This is read lap by lap: what counts is the lap that ended there, however many seeds the move&apos;s first lap sowed.</source>
        <extracomment>Rules help, Bao Kingulu rule G-6: kuweka mtoto (&quot;placing a child&quot;), and the decision about a lap of one seed. &quot;kuweka mtoto&quot; and &quot;mtoto&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Kuweka mtoto&lt;/b&gt; (&quot;pôr uma criança&quot;): quando uma volta termina num buraco do adversário que tinha exatamente três sementes e não é um mtoto, esse buraco passa a ser o seu mtoto. Se essa volta semeou duas ou mais sementes, a semente que deixou no buraco imediatamente anterior passa também para o novo mtoto, que fica então com 5: por exemplo, três sementes de e1 vão para f1, f2 e e2; e2 tinha 3, por isso passa a ser mtoto do Sul e recebe também a semente de f2. Não é assim quando o buraco anterior é ele próprio um mtoto: a sua semente já foi para um depósito. &lt;b&gt;Escolha do Baraza:&lt;/b&gt; uma volta de uma só semente não tem semente antes da última, por isso não acrescenta nada e o novo mtoto fica com 4. Isto lê-se volta a volta: conta a volta que terminou ali, por muitas sementes que a primeira volta da jogada tenha semeado.</translation>
    </message>
    <message>
        <source>When the player to move has no legal move, the game ends and both players count: the seeds in the ordinary holes of their own row, plus the seeds in their mtoto holes, plus their store. More seeds wins; 24 to 24 is a draw. A position that occurs for the third time is a draw too (C-6).</source>
        <extracomment>Rules help, Bao Kingulu rule G-7: the end and the count.</extracomment>
        <translation>Quando o jogador a quem cabe jogar não tem nenhuma jogada legal, o jogo acaba e os dois contam: as sementes dos buracos comuns da sua própria fila, mais as sementes dos seus buracos mtoto, mais o seu depósito. Ganha quem tiver mais sementes; 24 a 24 é empate. Uma posição que ocorre pela terceira vez também é empate (C-6).</translation>
    </message>
    <message>
        <source>The board has four rows of eight holes. Each player has a square hole, the &lt;b&gt;kuu&lt;/b&gt; (the main house): South&apos;s is e2, North&apos;s d3, the fourth hole of the front row counting from the player&apos;s right. The end holes of a front row are the &lt;b&gt;kichwa&lt;/b&gt; holes (&quot;head&quot;): a2 and h2 for South, a3 and h3 for North. The two holes at each end of a front row, in columns a, b, g and h, are the &lt;b&gt;kimbi&lt;/b&gt;. At the start your kuu holds 6 seeds and the two holes to its right, as you sit, hold 2 each (South: f2 and g2, North: c3 and b3); all other holes are empty, and each player keeps &lt;b&gt;22 seeds in reserve&lt;/b&gt; in hand: 64 seeds in all. You sow only around your own two rows, clockwise or counterclockwise as you choose (C-2).</source>
        <extracomment>Rules help, Bao la Kete rule L-1: the board, the game&apos;s words kuu, kichwa and kimbi, and the start. The game&apos;s words stay in Swahili.</extracomment>
        <translation>O tabuleiro tem quatro filas de oito buracos. Cada jogador tem um buraco quadrado, a &lt;b&gt;kuu&lt;/b&gt; (a casa principal): a do Sul é e2, a do Norte d3, o quarto buraco da fila da frente a contar da direita do jogador. Os buracos das pontas de uma fila da frente são os &lt;b&gt;kichwa&lt;/b&gt; (&quot;cabeça&quot;): a2 e h2 para o Sul, a3 e h3 para o Norte. Os dois buracos de cada ponta de uma fila da frente, nas colunas a, b, g e h, são o &lt;b&gt;kimbi&lt;/b&gt;. No início a sua kuu tem 6 sementes e os dois buracos à direita dela, vistos do seu lugar, têm 2 cada (Sul: f2 e g2, Norte: c3 e b3); todos os outros buracos estão vazios, e cada jogador guarda na mão &lt;b&gt;22 sementes de reserva&lt;/b&gt;: 64 sementes ao todo. Só semeia à volta das suas duas filas, no sentido horário ou anti-horário, como quiser (C-2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capturing is compulsory&lt;/b&gt;, in nemo and in mtaji alike. A &lt;b&gt;capture position&lt;/b&gt; is a hole of your front row that holds seeds while your opponent&apos;s front hole in the same column holds seeds too: &lt;b&gt;both&lt;/b&gt; must be occupied. For example, if South&apos;s c2 and North&apos;s c3 both hold seeds, c2 is a capture position; if c2 is empty, it is not. Whenever you can capture, you must (L-7, L-9).</source>
        <extracomment>Rules help, Bao la Kete rule L-4: capture positions; capturing is compulsory in both stages.</extracomment>
        <translation>&lt;b&gt;Capturar é obrigatório&lt;/b&gt;, tanto no nemo como no mtaji. Um &lt;b&gt;lugar de captura&lt;/b&gt; é um buraco da sua fila da frente que tem sementes enquanto o buraco da frente do adversário na mesma coluna também tem: &lt;b&gt;os dois&lt;/b&gt; têm de estar ocupados. Por exemplo, se c2 do Sul e c3 do Norte têm ambos sementes, c2 é um lugar de captura; se c2 estiver vazio, não é. Sempre que puder capturar, tem de capturar (L-7, L-9).</translation>
    </message>
    <message>
        <source>Captured seeds are not put aside: you sow them on your own side, starting &lt;i&gt;in&lt;/i&gt; a kichwa and going towards the centre of your front row, then on around your loop. Which kichwa:&lt;ul&gt;&lt;li&gt;a capture from column a or b (the kimbi): the kichwa in column a;&lt;/li&gt;&lt;li&gt;a capture from column g or h (the kimbi): the kichwa in column h;&lt;/li&gt;&lt;li&gt;a capture from columns c to f: in the first capture of a nemo move you choose; in every other capture it is the kichwa that keeps the direction you are already sowing in.&lt;/li&gt;&lt;/ul&gt;From the column a kichwa towards the centre is clockwise for South and counterclockwise for North; from the column h kichwa it is counterclockwise for South and clockwise for North. For example, after South captures at b2, the captured seeds go into a2, b2, c2 and so on. The seeds in your capturing hole stay where they are.</source>
        <extracomment>Rules help, Bao la Kete rule L-5: where captured seeds are sown from. &quot;kichwa&quot;, &quot;kimbi&quot; and &quot;nemo&quot; stay in Swahili.</extracomment>
        <translation>As sementes capturadas não se põem de lado: semeia-as do seu próprio lado, a começar &lt;i&gt;dentro&lt;/i&gt; de um kichwa e em direção ao centro da sua fila da frente, e depois à volta do seu circuito. Qual kichwa:&lt;ul&gt;&lt;li&gt;captura na coluna a ou b (o kimbi): o kichwa da coluna a;&lt;/li&gt;&lt;li&gt;captura na coluna g ou h (o kimbi): o kichwa da coluna h;&lt;/li&gt;&lt;li&gt;captura nas colunas c a f: na primeira captura de uma jogada nemo escolhe; em todas as outras capturas é o kichwa que mantém a direção em que já está a semear.&lt;/li&gt;&lt;/ul&gt;Do kichwa da coluna a em direção ao centro é o sentido horário para o Sul e anti-horário para o Norte; do kichwa da coluna h é anti-horário para o Sul e horário para o Norte. Por exemplo, depois de o Sul capturar em b2, as sementes capturadas vão para a2, b2, c2 e assim por diante. As sementes do seu buraco que captura ficam onde estão.</translation>
    </message>
    <message>
        <source>After a capture the sowing goes on lap after lap. Each lap ends in a hole L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;L-6.1&lt;/b&gt; L was empty: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.2&lt;/b&gt; L is in your front row and is a capture position: you capture again and sow the captured seeds as in L-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.3&lt;/b&gt; L is your kuu and it still exists: in nemo you choose either to stop there (the move ends) or to go on, a &lt;b&gt;safari&lt;/b&gt; (&quot;journey&quot;): you lift the kuu, which is then gone, and sow on. In mtaji there is no choice: you must sow on, and the kuu is gone.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.4&lt;/b&gt; Otherwise: relay. Lift all the seeds of L and sow on in the same direction.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-6: the laps after a capture; its cases are L-6.1 to L-6.4. &quot;safari&quot;, &quot;nemo&quot;, &quot;mtaji&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>Depois de uma captura a sementeira continua volta após volta. Cada volta termina num buraco L; aplica-se o primeiro caso que servir:&lt;ul&gt;&lt;li&gt;&lt;b&gt;L-6.1&lt;/b&gt; L estava vazio: a jogada acaba.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.2&lt;/b&gt; L está na sua fila da frente e é um lugar de captura: captura de novo e semeia as sementes capturadas como em L-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.3&lt;/b&gt; L é a sua kuu e ela ainda existe: no nemo escolhe entre parar aí (a jogada acaba) ou continuar, uma &lt;b&gt;safari&lt;/b&gt; (&quot;viagem&quot;): levanta a kuu, que desaparece, e continua a semear. No mtaji não há escolha: tem de continuar a semear, e a kuu desaparece.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.4&lt;/b&gt; Caso contrário: revezamento. Levante todas as sementes de L e continue a semear na mesma direção.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nemo, takata&lt;/b&gt; (a move that captures nothing): if you have no capture position, place a reserve seed into a hole of your front row that already holds seeds, then lift and sow, clockwise or counterclockwise:&lt;ul&gt;&lt;li&gt;While your kuu exists, you may choose it only if it is your only occupied front hole. The reserve seed you placed counts: a kuu of 6 now holds 7, and all 7 are lifted and sown, so the kuu is gone. If the kuu holds 8 or more with the placed seed, only &lt;b&gt;2&lt;/b&gt; seeds are lifted and sown, and the kuu stays with six or more.&lt;/li&gt;&lt;li&gt;If you have no kuu, the hole must hold two or more seeds, counted before you place yours, unless every occupied hole of your front row holds just one.&lt;/li&gt;&lt;li&gt;Otherwise you lift all the seeds of the hole, the placed one included.&lt;/li&gt;&lt;li&gt;A kichwa that is your only occupied front hole must be sown towards the centre.&lt;/li&gt;&lt;li&gt;The laps relay as in Kigogo (K-3): a lap ending in an occupied hole lifts it and sows on. Nothing is captured. A lap that ends in an empty hole, or in your kuu while it exists, ends the move.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-8: the nemo takata (a move without capture). &quot;takata&quot;, &quot;kuu&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Nemo, takata&lt;/b&gt; (uma jogada que não captura nada): se não tiver nenhum lugar de captura, ponha uma semente de reserva num buraco da sua fila da frente que já tenha sementes, depois levante e semeie, no sentido horário ou anti-horário:&lt;ul&gt;&lt;li&gt;Enquanto a sua kuu existir, só a pode escolher se for o seu único buraco da frente ocupado. A semente de reserva que pôs conta: uma kuu de 6 fica com 7, e as 7 são levantadas e semeadas, pelo que a kuu desaparece. Se a kuu tiver 8 ou mais com a semente posta, só &lt;b&gt;2&lt;/b&gt; sementes são levantadas e semeadas, e a kuu fica, com seis ou mais.&lt;/li&gt;&lt;li&gt;Se não tiver kuu, o buraco tem de ter duas ou mais sementes, contadas antes de pôr a sua, a não ser que todos os buracos ocupados da sua fila da frente tenham só uma.&lt;/li&gt;&lt;li&gt;Caso contrário levanta todas as sementes do buraco, incluindo a que pôs.&lt;/li&gt;&lt;li&gt;Um kichwa que é o seu único buraco da frente ocupado tem de ser semeado em direção ao centro.&lt;/li&gt;&lt;li&gt;As voltas revezam-se como no Kigogo (K-3): uma volta que termina num buraco ocupado levanta-o e continua a semear. Nada é capturado. Uma volta que termina num buraco vazio, ou na sua kuu enquanto existir, acaba a jogada.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, capturing:&lt;/b&gt; lift all the seeds of one of your holes, in either row, that holds &lt;b&gt;2 to 15&lt;/b&gt; seeds, and sow clockwise or counterclockwise. If the first lap ends in your front row at a capture position (the hole already held seeds before the last seed fell, and the opposite hole holds seeds), it is a capture move: you capture and go on as in L-5 (keeping your direction, unless the capture is in the kimbi) and L-6. If the first lap does not capture, nothing is captured in the whole move. A hole of 16 or more seeds never starts a capture. Capturing is compulsory here too: if you have any capture move, you must play one.</source>
        <extracomment>Rules help, Bao la Kete rule L-9: the mtaji capture move; capturing is compulsory here too.</extracomment>
        <translation>&lt;b&gt;Mtaji, captura:&lt;/b&gt; levante todas as sementes de um dos seus buracos, de qualquer das filas, que tenha &lt;b&gt;2 a 15&lt;/b&gt; sementes, e semeie no sentido horário ou anti-horário. Se a primeira volta terminar na sua fila da frente num lugar de captura (o buraco já tinha sementes antes de a última cair, e o buraco oposto tem sementes), é uma jogada de captura: captura e continua como em L-5 (mantendo a sua direção, a não ser que a captura seja no kimbi) e L-6. Se a primeira volta não capturar, nada é capturado em toda a jogada. Um buraco com 16 ou mais sementes nunca começa uma captura. Capturar também aqui é obrigatório: se tiver alguma jogada de captura, tem de jogar uma delas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, takata:&lt;/b&gt; if you have no capture move, you choose the hole to sow in this order of priority:&lt;ul&gt;&lt;li&gt;first, while your kuu exists, you must sow the whole kuu, clockwise or counterclockwise, and then it is gone;&lt;/li&gt;&lt;li&gt;otherwise, a hole of your front row with two or more seeds;&lt;/li&gt;&lt;li&gt;only if there is none, a hole of your back row with two or more seeds.&lt;/li&gt;&lt;/ul&gt;You may never start from the hole marked by hizi zetu (L-11). A kichwa that is your only occupied front hole must be sown towards the centre. The laps relay; a lap that ends in an empty hole or in the marked hole ends the move. If no hole qualifies, you have no move.</source>
        <extracomment>Rules help, Bao la Kete rule L-10: the mtaji takata and its order of priority.</extracomment>
        <translation>&lt;b&gt;Mtaji, takata:&lt;/b&gt; se não tiver nenhuma jogada de captura, escolhe o buraco a semear por esta ordem de prioridade:&lt;ul&gt;&lt;li&gt;primeiro, enquanto a sua kuu existir, tem de semear a kuu inteira, no sentido horário ou anti-horário, e depois ela desaparece;&lt;/li&gt;&lt;li&gt;senão, um buraco da sua fila da frente com duas ou mais sementes;&lt;/li&gt;&lt;li&gt;só se não houver nenhum, um buraco da sua fila de trás com duas ou mais sementes.&lt;/li&gt;&lt;/ul&gt;Nunca pode começar pelo buraco marcado pelo hizi zetu (L-11). Um kichwa que é o seu único buraco da frente ocupado tem de ser semeado em direção ao centro. As voltas revezam-se; uma volta que termina num buraco vazio ou no buraco marcado acaba a jogada. Se nenhum buraco servir, não tem jogada.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hizi zetu&lt;/b&gt; (&quot;these are ours&quot;) is a rule of mtaji only. It is set by your opponent&apos;s mtaji takata: after it, Baraza looks at the holes of your front row that your opponent could capture first if they moved again at once. If that is exactly one hole, and you have no capture move yourself, that hole is &lt;b&gt;marked&lt;/b&gt;, unless it is your kuu while it exists, your only occupied front hole, or your only front hole with two or more seeds. A hole with a single seed can be marked.&lt;ul&gt;&lt;li&gt;On your next move (a takata, as you cannot capture) you may not start from the marked hole, and a lap that ends in it ends your move. Except in the first lap of a move from your kuu: if that lap ends in the marked hole, the hole is lifted and the move relays on as usual. A later lap of the same move that ends there still ends it.&lt;/li&gt;&lt;li&gt;On your opponent&apos;s move after that, if they have capture moves that capture the marked hole at any point, they must play one of them.&lt;/li&gt;&lt;li&gt;Then the mark lapses. It lives exactly two moves, yours and then your opponent&apos;s; only a new mark, set by your own mtaji takata, replaces it sooner.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-11: hizi zetu, the Lamu blocking rule. &quot;hizi zetu&quot; (&quot;these are ours&quot;), &quot;mtaji&quot;, &quot;takata&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>O &lt;b&gt;hizi zetu&lt;/b&gt; (&quot;estas são nossas&quot;) é uma regra só do mtaji. É desencadeado pela takata de mtaji do adversário: depois dela, o Baraza olha para os buracos da sua fila da frente que o adversário poderia capturar primeiro se jogasse outra vez de imediato. Se for exatamente um buraco, e não tiver, por sua vez, nenhuma jogada de captura, esse buraco fica &lt;b&gt;marcado&lt;/b&gt;, a não ser que seja a sua kuu enquanto existir, o seu único buraco da frente ocupado ou o seu único buraco da frente com duas ou mais sementes. Um buraco com uma única semente pode ser marcado.&lt;ul&gt;&lt;li&gt;Na sua jogada seguinte (uma takata, já que não pode capturar) não pode começar pelo buraco marcado, e uma volta que termine nele acaba a sua jogada. Exceto na primeira volta de uma jogada a partir da sua kuu: se essa volta terminar no buraco marcado, o buraco é levantado e a jogada continua em revezamento como de costume. Uma volta posterior da mesma jogada que termine ali acaba-a na mesma.&lt;/li&gt;&lt;li&gt;Na jogada seguinte do adversário, se ele tiver jogadas de captura que capturem o buraco marcado em qualquer momento, tem de jogar uma delas.&lt;/li&gt;&lt;li&gt;Depois a marca caduca. Vive exatamente duas jogadas, a sua e depois a do adversário; só uma nova marca, posta pela sua própria takata de mtaji, a substitui mais cedo.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nemo, capturing:&lt;/b&gt; if any hole of your front row is a capture position (L-4), you must place a reserve seed into one of them (your kuu too, if it is one), capture all the seeds of your opponent&apos;s front hole opposite it, and go on as in L-5 and L-6. For example, if South&apos;s b2 and North&apos;s b3 both hold seeds, South may place a seed in b2 and take everything in b3. Only the front hole is captured, never the one behind it.</source>
        <extracomment>Rules help, Bao la Kete rule L-7: the nemo capture move.</extracomment>
        <translation>&lt;b&gt;Nemo, captura:&lt;/b&gt; se algum buraco da sua fila da frente for um lugar de captura (L-4), tem de pôr uma semente de reserva num deles (também na sua kuu, se for um deles), capturar todas as sementes do buraco da frente do adversário oposto a ele e continuar como em L-5 e L-6. Por exemplo, se b2 do Sul e b3 do Norte têm ambos sementes, o Sul pode pôr uma semente em b2 e levar tudo o que está em b3. Só o buraco da frente é capturado, nunca o que está atrás dele.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Relay:&lt;/b&gt; if the last seed of a lap falls into an occupied hole, lift everything in that hole, the seed you just dropped included, and sow on from the next hole: a new lap. For example, the two seeds of d1 are sown into e1 and f1; f1 already held a seed, so you lift both seeds of f1 and sow them into g1 and h1. A lap that ends in an empty hole ends your move.</source>
        <extracomment>Rules help, Bao Kigogo rule K-3: relay sowing.</extracomment>
        <translation>&lt;b&gt;Revezamento:&lt;/b&gt; se a última semente de uma volta cair num buraco ocupado, levante tudo o que lá está, incluindo a semente que acabou de deixar cair, e continue a semear a partir do buraco seguinte: uma nova volta. Por exemplo, as duas sementes de d1 são semeadas em e1 e f1; f1 já tinha uma semente, por isso levanta as duas sementes de f1 e semeia-as em g1 e h1. Uma volta que termina num buraco vazio acaba a sua jogada.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture:&lt;/b&gt; when your move ends in an empty hole of your front row and your opponent&apos;s front hole in the same column holds seeds, you capture them: they leave the game. If your opponent&apos;s back hole in that column holds seeds too, you capture those as well. For example, South&apos;s move ends in the empty h2, h3 holds 2 and h4 holds 3: all five leave the board. The back hole is never taken on its own (if h3 is empty, nothing is captured), and a move captures at most one column. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; a single seed stepping into an empty front hole captures in the same way.</source>
        <extracomment>Rules help, Bao Kigogo rule K-4: capturing, and the decision that a single step captures too.</extracomment>
        <translation>&lt;b&gt;Captura:&lt;/b&gt; quando a sua jogada termina num buraco vazio da sua fila da frente e o buraco da frente do adversário na mesma coluna tem sementes, captura-as: saem do jogo. Se o buraco de trás do adversário nessa coluna também tiver sementes, captura-as também. Por exemplo, a jogada do Sul termina em h2, vazio, h3 tem 2 e h4 tem 3: as cinco saem do tabuleiro. O buraco de trás nunca é capturado sozinho (se h3 estiver vazio, nada é capturado), e uma jogada captura no máximo uma coluna. &lt;b&gt;Escolha do Baraza:&lt;/b&gt; uma única semente que avança um passo para um buraco da frente vazio captura da mesma maneira.</translation>
    </message>
    <message>
        <source>On your turn, pick one of your stones whose next hole counterclockwise around your two rows is empty, and step it there. For example, when d1 is empty, the stone of c1 may step into it. A move is written as the hole it starts from.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-2: the moves.</extracomment>
        <translation>Na sua vez, escolha uma das suas pedras cujo buraco seguinte, no sentido anti-horário à volta das suas duas filas, esteja vazio, e avance-a para lá. Por exemplo, quando d1 está vazio, a pedra de c1 pode avançar para lá. Uma jogada escreve-se com o buraco onde começa.</translation>
    </message>
    <message>
        <source>Contents</source>
        <extracomment>Rules help: the heading of the list of its sections, at the top.</extracomment>
        <translation>Índice</translation>
    </message>
    <message>
        <source>In the move list and the narration the direction is shown as an arrow: ↺ counterclockwise, ↻ clockwise (e2 ↺ is e2ccw); saved games keep the letters.</source>
        <translation>Na lista de jogadas e na narração, a direção aparece como uma seta: ↺ sentido anti-horário, ↻ sentido horário (e2 ↺ é e2ccw); os jogos guardados mantêm as letras.</translation>
    </message>
    <message>
        <source>To &lt;b&gt;sow&lt;/b&gt;, you drop the seeds you lifted one by one into the holes that follow along your loop, starting with the hole after the one you lifted them from. For example, three seeds lifted from d1 and sown counterclockwise go into e1, f1 and g1; in Kete, where you may also sow clockwise, three seeds lifted from d2 and sown clockwise go into e2, f2 and g2. One such sowing is a &lt;b&gt;lap&lt;/b&gt;; it ends when its last seed is dropped. A hole is &lt;b&gt;occupied&lt;/b&gt; if it held at least one seed before that seed fell into it. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; when a lap is long enough to go all the way round, the hole it started from is not skipped; it gets a seed like any other.</source>
        <extracomment>Rules help, rule C-4: sowing, laps, &quot;occupied&quot;, and the decision about the starting hole.</extracomment>
        <translation>&lt;b&gt;Semear&lt;/b&gt; é deixar cair as sementes que levantou, uma a uma, nos buracos seguintes do seu circuito, a começar pelo buraco a seguir àquele de onde as levantou. Por exemplo, três sementes levantadas de d1 e semeadas no sentido anti-horário vão para e1, f1 e g1; no Kete, onde também se pode semear no sentido horário, três sementes levantadas de d2 e semeadas no sentido horário vão para e2, f2 e g2. Uma sementeira destas é uma &lt;b&gt;volta&lt;/b&gt;; acaba quando cai a sua última semente. Um buraco está &lt;b&gt;ocupado&lt;/b&gt; se tinha pelo menos uma semente antes de essa semente cair nele. &lt;b&gt;Escolha do Baraza:&lt;/b&gt; quando uma volta é longa o bastante para percorrer todo o circuito, o buraco de partida não é saltado; recebe uma semente como os outros.</translation>
    </message>
    <message>
        <source>Your kuu exists from the start until all its seeds are lifted for a lap or captured; then it is gone for good and the hole is an ordinary hole. A nemo takata that lifts only two of its seeds (from a kuu of eight or more, L-8) leaves it standing. On Lamu a kuu that exists never holds fewer than six seeds: L-8 shows how.</source>
        <extracomment>Rules help, Bao la Kete rule L-2: when a kuu exists.</extracomment>
        <translation>A sua kuu existe desde o início até todas as suas sementes serem levantadas para uma volta ou capturadas; depois desaparece para sempre e o buraco passa a ser um buraco comum. Uma takata do nemo que levanta só duas das suas sementes (de uma kuu com oito ou mais, L-8) deixa-a ficar. Em Lamu, uma kuu que existe nunca tem menos de seis sementes: L-8 mostra como.</translation>
    </message>
    <message>
        <source>The game has two stages. While you still have reserve seeds, each of your moves is a &lt;b&gt;nemo&lt;/b&gt; move: it begins by placing one reserve seed on the board (L-4 to L-8). Once your reserve is empty, you play &lt;b&gt;mtaji&lt;/b&gt; moves: you lift seeds that are already on the board (L-9 to L-11). The game ends the same way in both stages (L-12).</source>
        <extracomment>Rules help, Bao la Kete rule L-3: the two stages nemo and mtaji (Swahili words, kept).</extracomment>
        <translation>O jogo tem duas fases. Enquanto ainda tiver sementes de reserva, cada jogada sua é uma jogada &lt;b&gt;nemo&lt;/b&gt;: começa por pôr uma semente de reserva no tabuleiro (L-4 a L-8). Quando a sua reserva se esgota, joga jogadas &lt;b&gt;mtaji&lt;/b&gt;: levanta sementes que já estão no tabuleiro (L-9 a L-11). O jogo acaba da mesma maneira nas duas fases (L-12).</translation>
    </message>
    <message>
        <source>The game ends at once, in the middle of a move if need be:&lt;ul&gt;&lt;li&gt;you win when your capture empties your opponent&apos;s front row: &lt;b&gt;bao hamna&lt;/b&gt; (&quot;no board&quot;). The seeds you just captured stay in your hand and leave the board;&lt;/li&gt;&lt;li&gt;you lose when your own front row is empty at the end of a lap (in a game no legal move can do this: the rule guards positions set up by hand);&lt;/li&gt;&lt;li&gt;you lose when it is your turn and you have no legal move.&lt;/li&gt;&lt;/ul&gt;A position that occurs for the third time is a draw (C-6).</source>
        <extracomment>Rules help, Bao la Kete rule L-12: the end. &quot;bao hamna&quot; (&quot;no board&quot;) stays in Swahili.</extracomment>
        <translation>O jogo acaba de imediato, a meio de uma jogada se for preciso:&lt;ul&gt;&lt;li&gt;ganha quando a sua captura esvazia a fila da frente do adversário: &lt;b&gt;bao hamna&lt;/b&gt; (&quot;não há tabuleiro&quot;). As sementes que acabou de capturar ficam na sua mão e saem do tabuleiro;&lt;/li&gt;&lt;li&gt;perde quando a sua própria fila da frente fica vazia no fim de uma volta (num jogo nenhuma jogada legal o pode fazer: a regra serve para posições montadas à mão);&lt;/li&gt;&lt;li&gt;perde quando é a sua vez e não tem nenhuma jogada legal.&lt;/li&gt;&lt;/ul&gt;Uma posição que ocorre pela terceira vez é empate (C-6).</translation>
    </message>
    <message>
        <source>A &lt;b&gt;mtoto&lt;/b&gt; (&quot;child&quot;) is a hole a player has claimed by ending a lap in it when it held exactly three seeds (G-6). From then on it belongs to that player to the end of the game: it keeps its seeds, it is never lifted or captured, and no move may start from it. A seed sown into a mtoto does not stay there: it goes straight into its owner&apos;s store.</source>
        <extracomment>Rules help, Bao Kingulu rule G-2: what a mtoto is. &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>Um &lt;b&gt;mtoto&lt;/b&gt; (&quot;criança&quot;) é um buraco que um jogador conquistou ao terminar nele uma volta quando tinha exatamente três sementes (G-6). A partir daí pertence a esse jogador até ao fim do jogo: guarda as suas sementes, nunca é levantado nem capturado, e nenhuma jogada pode começar nele. Uma semente semeada num mtoto não fica lá: vai diretamente para o depósito do dono.</translation>
    </message>
    <message>
        <source>On your turn, pick one of the holes of your row that is not a mtoto and holds &lt;b&gt;one or more&lt;/b&gt; seeds, lift them all and sow them counterclockwise. But a move is not allowed if the last seed of its &lt;b&gt;first&lt;/b&gt; lap would fall into an occupied hole of your own row. A mtoto there (one your opponent has claimed in your row) does not count as occupied: a first lap may end in one. For example, South may not play the two seeds of a1 while c1 is occupied. A move is written as the hole it starts from, such as a1.</source>
        <extracomment>Rules help, Bao Kingulu rule G-3: the moves, and the first-lap restriction with its mtoto exception.</extracomment>
        <translation>Na sua vez, escolha um buraco da sua fila que não seja um mtoto e tenha &lt;b&gt;uma ou mais&lt;/b&gt; sementes, levante-as todas e semeie-as no sentido anti-horário. Mas uma jogada não é permitida se a última semente da sua &lt;b&gt;primeira&lt;/b&gt; volta cair num buraco ocupado da sua própria fila. Um mtoto aí (um que o adversário conquistou na sua fila) não conta como ocupado: uma primeira volta pode terminar nele. Por exemplo, o Sul não pode jogar as duas sementes de a1 enquanto c1 estiver ocupado. Uma jogada escreve-se com o buraco onde começa, por exemplo a1.</translation>
    </message>
    <message>
        <source>All the games</source>
        <translation>Todos os jogos</translation>
    </message>
    <message>
        <source>Every hole has a name, like a square on a chess board: a letter for its column and a number for its row. Seen from South&apos;s side, the columns run a, b, c… from left to right (a to l in Kigogo and Kimasai, a to h in Kete and Kiswahili, a to f in Kingulu). The rows count up from South&apos;s back row: 1 is South&apos;s back row, 2 South&apos;s front row, 3 North&apos;s front row and 4 North&apos;s back row; Kingulu has only row 1 (South&apos;s) and row 2 (North&apos;s). &quot;Opposite&quot; always means the same column: the hole opposite e2 is e3. The front rows, 2 and 3, face each other.</source>
        <extracomment>Rules help, rule C-1: how the holes are named. Keep the square names (a1, e2, e3) as they are.</extracomment>
        <translation>Cada buraco tem um nome, como uma casa do tabuleiro de xadrez: a letra da sua coluna e o número da sua fila. Vistas do lado do Sul, as colunas vão a, b, c… da esquerda para a direita (a a l no Kigogo e no Kimasai, a a h no Kete e no Kiswahili, a a f no Kingulu). As filas contam-se para cima a partir da fila de trás do Sul: 1 é a fila de trás do Sul, 2 a fila da frente do Sul, 3 a fila da frente do Norte e 4 a fila de trás do Norte; o Kingulu só tem a fila 1 (do Sul) e a fila 2 (do Norte). &quot;Oposto&quot; quer sempre dizer a mesma coluna: o buraco oposto a e2 é e3. As filas da frente, 2 e 3, estão viradas uma para a outra.</translation>
    </message>
    <message>
        <source>Directions are seen from above, with North at the top. &lt;b&gt;Counterclockwise&lt;/b&gt; (ccw) takes South along the back row to the right, up into the front row and along it to the left: a1 → b1 → … → l1 → l2 → k2 → … → a2 → a1. North goes along its front row to the right and back along its back row: a3 → b3 → … → l3 → l4 → … → a4 → a3. &lt;b&gt;Clockwise&lt;/b&gt; (cw) is the other way round. Counterclockwise is the same way round on the table for both players: along South&apos;s front row it runs to the left, along North&apos;s to the right, which is to the left as North sits. In Kete and Kiswahili, with eight columns, the loops end at h: a1 → … → h1 → h2 → … → a2 → a1 for South, a3 → … → h3 → h4 → … → a4 → a3 for North. In Kingulu both players share one loop of twelve holes: a1 → … → f1 → f2 → … → a2 → a1.</source>
        <extracomment>Rules help, rule C-2: the directions of sowing. cw and ccw are the notation&apos;s abbreviations.</extracomment>
        <translation>As direções veem-se de cima, com o Norte no topo. O sentido &lt;b&gt;anti-horário&lt;/b&gt; (ccw) leva o Sul pela fila de trás para a direita, sobe à fila da frente e segue por ela para a esquerda: a1 → b1 → … → l1 → l2 → k2 → … → a2 → a1. O Norte segue pela sua fila da frente para a direita e volta pela sua fila de trás: a3 → b3 → … → l3 → l4 → … → a4 → a3. O sentido &lt;b&gt;horário&lt;/b&gt; (cw) é o contrário. O sentido anti-horário dos dois jogadores roda para o mesmo lado na mesa: na fila da frente do Sul vai para a esquerda, na do Norte para a direita, que é a esquerda de quem está sentado no lugar do Norte. No Kete e no Kiswahili, com oito colunas, os circuitos acabam em h: a1 → … → h1 → h2 → … → a2 → a1 para o Sul, a3 → … → h3 → h4 → … → a4 → a3 para o Norte. No Kingulu os dois jogadores partilham um só circuito de doze buracos: a1 → … → f1 → f2 → … → a2 → a1.</translation>
    </message>
    <message>
        <source>A lap can hand its seeds on to another lap again and again, so a sowing could go round forever. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; such an endless move is not allowed. Baraza finds these moves exactly (the whole game state comes back at the end of a lap) and never offers them. It takes them out last, after every other rule has had its say: so an endless move still counts when a rule asks whether you have a hole of two or more seeds (Kigogo) or a capture (Kete, Kiswahili), and it can rule out your other moves. If every move you have is endless, you have no legal move.</source>
        <extracomment>Rules help, rule C-5: moves whose sowing never ends, and how Baraza treats them.</extracomment>
        <translation>Uma volta pode passar as suas sementes a outra volta uma e outra vez, por isso uma sementeira poderia rodar para sempre. &lt;b&gt;Escolha do Baraza:&lt;/b&gt; uma jogada assim, sem fim, não é permitida. O Baraza deteta estas jogadas com exatidão (todo o estado do jogo repete-se no fim de uma volta) e nunca as oferece. Retira-as em último lugar, depois de todas as outras regras terem decidido: assim, uma jogada sem fim ainda conta quando uma regra pergunta se tem um buraco com duas ou mais sementes (Kigogo) ou uma captura (Kete, Kiswahili), e pode afastar as suas outras jogadas. Se todas as suas jogadas forem sem fim, não tem nenhuma jogada legal.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;position&lt;/b&gt; is everything that matters for the rest of the game: the seeds in every hole, whose turn it is, and each game&apos;s extras (reserve seeds or seeds in hand, whether a kuu or a nyumba is still there, the hizi zetu or takasia mark, mtoto holes, stores). In Kigogo and Kimasai the game is a draw as soon as a position comes back a second time, as the old sources say. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; in Kete, Kiswahili and Kingulu, whose sources say nothing about it, the game is a draw when a position occurs for the third time, so that every game ends. (The games&apos; own words, such as kuu and mtoto, are explained with their games below and in &quot;The games&apos; words&quot; at the end.)</source>
        <extracomment>Rules help, rule C-6: repetition draws. &quot;hizi zetu&quot;, &quot;takasia&quot;, &quot;kuu&quot;, &quot;nyumba&quot; and &quot;mtoto&quot; stay in Swahili.</extracomment>
        <translation>Uma &lt;b&gt;posição&lt;/b&gt; é tudo o que conta para o resto do jogo: as sementes de cada buraco, de quem é a vez e os extras de cada jogo (sementes de reserva ou na mão, se a kuu ou a nyumba ainda existe, a marca de hizi zetu ou de takasia, os buracos mtoto, os depósitos). No Kigogo e no Kimasai o jogo empata logo que uma posição volta pela segunda vez, como dizem as fontes antigas. &lt;b&gt;Escolha do Baraza:&lt;/b&gt; no Kete, no Kiswahili e no Kingulu, cujas fontes nada dizem sobre isso, o jogo empata quando uma posição ocorre pela terceira vez, para que todos os jogos acabem. (As palavras próprias dos jogos, como kuu e mtoto, são explicadas com os seus jogos mais abaixo e em &quot;As palavras dos jogos&quot;, no fim.)</translation>
    </message>
    <message>
        <source>Bao la Kiswahili writes its moves the same way, with the nyumba for the kuu: in a namua move the square is where the seed from the hand is placed, and * marks a safari (f2ccw, c2cw*).</source>
        <translation>O Bao la Kiswahili escreve as suas jogadas da mesma maneira, com a nyumba no lugar da kuu: numa jogada de namua o buraco é onde se põe a semente da mão, e * marca uma safari (f2ccw, c2cw*).</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>The Bao of Zanzibar and of the coast of Tanzania and Kenya, played today in cafés, on the barazas and in tournaments: the Bao most players know. Alexander de Voogt studied it in the 1990s; Baraza follows his rules as Jeroen Donkers wrote them down for computer play, and the tournament rules of K.I.B.A. (2009). Where rule books and other programs part ways, the clause says what Baraza does and what the others do.</source>
        <translation>O Bao de Zanzibar e da costa da Tanzânia e do Quénia, jogado hoje em cafés, nas barazas e em torneios: o Bao que a maioria dos jogadores conhece. Alexander de Voogt estudou-o nos anos 1990; o Baraza segue as suas regras tal como Jeroen Donkers as escreveu para o jogo em computador, e as regras de torneio da K.I.B.A. (2009). Onde os livros de regras e outros programas divergem, a cláusula diz o que o Baraza faz e o que fazem os outros.</translation>
    </message>
    <message>
        <source>The board has four rows of eight holes, named as in Bao la Kete (C-1). Each player has a square hole, the &lt;b&gt;nyumba&lt;/b&gt; (&quot;house&quot;): South&apos;s is e2, North&apos;s d3, the fourth hole of the front row counting from the player&apos;s right. The end holes of a front row are the &lt;b&gt;kichwa&lt;/b&gt; holes: a2 and h2 for South, a3 and h3 for North; the two holes at each end of a front row, in columns a, b, g and h, are the &lt;b&gt;kimbi&lt;/b&gt;. At the start your nyumba holds 6 seeds and the two holes to its right, as you sit, hold 2 each (South: f2 and g2, North: c3 and b3); every other hole is empty, and each player has &lt;b&gt;22 seeds in hand&lt;/b&gt;: 64 seeds in all. South moves first. You sow only around your own two rows, clockwise or counterclockwise as you choose (C-2).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-1: the board, the game&apos;s words nyumba, kichwa and kimbi, and the start. The game&apos;s words stay in Swahili.</extracomment>
        <translation>O tabuleiro tem quatro filas de oito buracos, com os nomes do Bao la Kete (C-1). Cada jogador tem um buraco quadrado, a &lt;b&gt;nyumba&lt;/b&gt; (&quot;casa&quot;): a do Sul é e2, a do Norte d3, o quarto buraco da fila da frente a contar da direita do jogador. Os buracos das pontas de uma fila da frente são os &lt;b&gt;kichwa&lt;/b&gt;: a2 e h2 para o Sul, a3 e h3 para o Norte; os dois buracos de cada ponta de uma fila da frente, nas colunas a, b, g e h, são o &lt;b&gt;kimbi&lt;/b&gt;. No início a sua nyumba tem 6 sementes e os dois buracos à direita dela, vistos do seu lugar, têm 2 cada (Sul: f2 e g2, Norte: c3 e b3); todos os outros buracos estão vazios, e cada jogador tem &lt;b&gt;22 sementes na mão&lt;/b&gt;: 64 sementes ao todo. O Sul joga primeiro. Só semeia à volta das suas duas filas, no sentido horário ou anti-horário, como quiser (C-2).</translation>
    </message>
    <message>
        <source>Your nyumba is yours from the start until all its seeds are lifted together for a lap (a move from it, a relay or a safari) or captured; then it is gone for good and the hole is an ordinary hole. Taxing (Z-8.2) lifts only two of its seeds and leaves it yours. While it is yours, your nyumba &lt;b&gt;works&lt;/b&gt; when it holds six or more seeds and is &lt;b&gt;dormant&lt;/b&gt; when it holds fewer; a dormant nyumba that collects six again works again. A dormant nyumba is an ordinary hole for every rule, except that it may be given the takasia mark (Z-11), which a working one never is. As only taxing takes seeds out of it without lifting them all, a nyumba that is yours never holds fewer than five. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the dormant nyumba is what the tournament rules and most programs have; one program keeps a nyumba&apos;s rights at any count while it is owned, and de Voogt reports that regions differ.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-2: owning the nyumba, and when it works (is functional) or is dormant. &quot;nyumba&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>A sua nyumba é sua desde o início até todas as suas sementes serem levantadas juntas para uma volta (uma jogada que parte dela, um revezamento ou uma safari) ou capturadas; então desaparece de vez e o buraco passa a ser um buraco comum. O imposto (Z-8.2) levanta só duas das suas sementes e deixa-a sua. Enquanto for sua, a sua nyumba &lt;b&gt;funciona&lt;/b&gt; quando tem seis ou mais sementes e está &lt;b&gt;adormecida&lt;/b&gt; quando tem menos; uma nyumba adormecida que junte seis outra vez volta a funcionar. Uma nyumba adormecida é um buraco comum para todas as regras, exceto que pode receber a marca de takasia (Z-11), o que nunca acontece a uma que funciona. Como só o imposto tira sementes dela sem as levantar todas, uma nyumba que é sua nunca tem menos de cinco. &lt;b&gt;Escolha do Baraza:&lt;/b&gt; a nyumba adormecida é o que têm as regras de torneio e a maioria dos programas; um programa mantém os direitos da nyumba com qualquer número de sementes enquanto tiver dono, e de Voogt relata que as regiões diferem.</translation>
    </message>
    <message>
        <source>The game has two stages. While you still have seeds in hand, each of your moves is a &lt;b&gt;namua&lt;/b&gt; move: it begins by putting one seed from your hand into a hole of your front row (Z-7, Z-8). Once your hand is empty, you play &lt;b&gt;mtaji&lt;/b&gt; moves: you lift seeds that are already on the board (Z-9, Z-10). South&apos;s hand empties first, so South plays his first mtaji move while North still has his last namua move to make.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-3: the two stages namua and mtaji (Swahili words, kept).</extracomment>
        <translation>O jogo tem duas fases. Enquanto ainda tiver sementes na mão, cada jogada sua é uma jogada de &lt;b&gt;namua&lt;/b&gt;: começa por pôr uma semente da sua mão num buraco da sua fila da frente (Z-7, Z-8). Quando a sua mão estiver vazia, faz jogadas de &lt;b&gt;mtaji&lt;/b&gt;: levanta sementes que já estão no tabuleiro (Z-9, Z-10). A mão do Sul esvazia-se primeiro, por isso o Sul faz a sua primeira jogada de mtaji quando o Norte ainda tem a sua última jogada de namua por fazer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capturing is compulsory&lt;/b&gt;, in namua and in mtaji alike. A hole of your front row is a &lt;b&gt;capture position&lt;/b&gt; when it holds seeds and your opponent&apos;s front hole in the same column holds seeds too. For example, if South&apos;s c2 and North&apos;s c3 both hold seeds, c2 is a capture position; if c2 is empty, it is not. Whenever you can capture, you must (Z-7, Z-9).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-4: capture positions; capturing is compulsory in both stages.</extracomment>
        <translation>&lt;b&gt;Capturar é obrigatório&lt;/b&gt;, tanto no namua como no mtaji. Um buraco da sua fila da frente é um &lt;b&gt;lugar de captura&lt;/b&gt; quando tem sementes e o buraco da frente do adversário na mesma coluna também tem. Por exemplo, se c2 do Sul e c3 do Norte têm ambos sementes, c2 é um lugar de captura; se c2 estiver vazio, não é. Sempre que puder capturar, tem de capturar (Z-7, Z-9).</translation>
    </message>
    <message>
        <source>Captured seeds come back onto your side: you sow them starting &lt;i&gt;in&lt;/i&gt; a kichwa, towards the centre of your front row, and on around your loop. Which kichwa:&lt;ul&gt;&lt;li&gt;a capture in column a or b (the kimbi): the kichwa in column a;&lt;/li&gt;&lt;li&gt;a capture in column g or h (the kimbi): the kichwa in column h;&lt;/li&gt;&lt;li&gt;a capture in columns c to f: in the first capture of a namua move you choose; in every other capture, the kichwa that keeps the direction you are sowing in.&lt;/li&gt;&lt;/ul&gt;From the column a kichwa towards the centre is clockwise for South and counterclockwise for North; from the column h kichwa, counterclockwise for South and clockwise for North. So the direction of a namua capture&apos;s move says which kichwa was chosen. The seeds in your capturing hole stay where they are.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-5: where captured seeds are sown from. &quot;kichwa&quot;, &quot;kimbi&quot; and &quot;namua&quot; stay in Swahili.</extracomment>
        <translation>As sementes capturadas voltam para o seu lado: semeia-as a começar &lt;i&gt;dentro&lt;/i&gt; de um kichwa, em direção ao centro da sua fila da frente, e depois à volta do seu circuito. Qual kichwa:&lt;ul&gt;&lt;li&gt;captura na coluna a ou b (o kimbi): o kichwa da coluna a;&lt;/li&gt;&lt;li&gt;captura na coluna g ou h (o kimbi): o kichwa da coluna h;&lt;/li&gt;&lt;li&gt;captura nas colunas c a f: na primeira captura de uma jogada de namua escolhe; em todas as outras capturas, o kichwa que mantém a direção em que está a semear.&lt;/li&gt;&lt;/ul&gt;Do kichwa da coluna a em direção ao centro é o sentido horário para o Sul e anti-horário para o Norte; do kichwa da coluna h, anti-horário para o Sul e horário para o Norte. Assim, a direção de uma jogada de captura de namua diz qual kichwa foi escolhido. As sementes do seu buraco que captura ficam onde estão.</translation>
    </message>
    <message>
        <source>After a capture the sowing goes on lap after lap. Each lap ends in a hole L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-6.1&lt;/b&gt; L was empty: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.2&lt;/b&gt; L is in your front row and is a capture position: you capture again and sow the captured seeds as in Z-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.3&lt;/b&gt; L is your nyumba, still yours: in namua you choose either to stop there (the move ends) or to go on a &lt;b&gt;safari&lt;/b&gt; (&quot;journey&quot;): you lift all its seeds, the nyumba is gone, and you sow on in the same direction. In mtaji there is no choice: the nyumba is lifted and sown on like any other hole, and it is gone.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.4&lt;/b&gt; Otherwise: relay. Lift all the seeds of L and sow on in the same direction.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-6: the laps after a capture; its cases are Z-6.1 to Z-6.4. &quot;safari&quot;, &quot;namua&quot;, &quot;mtaji&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Depois de uma captura a sementeira continua volta após volta. Cada volta termina num buraco L; aplica-se o primeiro caso que servir:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-6.1&lt;/b&gt; L estava vazio: a jogada acaba.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.2&lt;/b&gt; L está na sua fila da frente e é um lugar de captura: captura de novo e semeia as sementes capturadas como em Z-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.3&lt;/b&gt; L é a sua nyumba, ainda sua: no namua escolhe entre parar aí (a jogada acaba) ou partir numa &lt;b&gt;safari&lt;/b&gt; (&quot;viagem&quot;): levanta todas as suas sementes, a nyumba desaparece, e continua a semear na mesma direção. No mtaji não há escolha: a nyumba é levantada e semeada adiante como qualquer outro buraco, e desaparece.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.4&lt;/b&gt; Caso contrário: revezamento. Levante todas as sementes de L e continue a semear na mesma direção.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Namua, capturing:&lt;/b&gt; if any hole of your front row is a capture position (Z-4), you must put a seed from your hand into one of them (your nyumba too, if it is one), capture all the seeds of your opponent&apos;s front hole opposite it, and go on as in Z-5 and Z-6. Only the front hole is captured, never the one behind it, and a seed put into an empty hole never captures.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-7: the namua capture move.</extracomment>
        <translation>&lt;b&gt;Namua, captura:&lt;/b&gt; se algum buraco da sua fila da frente for um lugar de captura (Z-4), tem de pôr uma semente da sua mão num deles (também na sua nyumba, se for um deles), capturar todas as sementes do buraco da frente do adversário oposto a ele e continuar como em Z-5 e Z-6. Só o buraco da frente é capturado, nunca o que está atrás dele, e uma semente posta num buraco vazio nunca captura.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Namua, takasa&lt;/b&gt; (a move that captures nothing): if you have no capture position, put a seed from your hand into an occupied hole of your front row, then lift and sow, clockwise or counterclockwise:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-8.1&lt;/b&gt; While your nyumba works (judged before your seed goes in), you may choose any occupied front hole other than the nyumba, even one with a single seed; the nyumba itself only when it is your only occupied front hole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.2&lt;/b&gt; &lt;b&gt;Taxing:&lt;/b&gt; when you choose your working nyumba, only &lt;b&gt;two&lt;/b&gt; of its seeds are lifted and sown, and it stays yours. A nyumba of six holds seven with your seed and keeps five: it is dormant then (Z-2). In Bao la Kete a kuu of seven is sown whole instead (L-8).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.3&lt;/b&gt; While your nyumba is dormant or gone, the hole must hold two or more seeds, counted before your seed goes in, unless every occupied hole of your front row holds just one. A dormant nyumba is an ordinary hole here: you may choose it if it holds enough, and then all its seeds are lifted and it is gone. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the written rules say nothing about a dormant nyumba here, so Baraza applies the two-seed rule as it stands; programs differ: one offers the holes of one seed first, one taxes a dormant nyumba as if it worked, and one allows any occupied hole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.4&lt;/b&gt; Apart from taxing, all the seeds of the hole are lifted, your seed included.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.5&lt;/b&gt; A kichwa that is your only occupied front hole must be sown towards the centre. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; in both stages, as in Bao la Kete; some programs let it be sown outwards, which empties your front row and loses at once.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.6&lt;/b&gt; The laps relay as in Kigogo (K-3): a lap that ends in an occupied hole lifts it and sows on. Nothing is captured in the whole move. A lap that ends in an empty hole, or in your nyumba while it is yours, ends the move.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-8: the namua takasa (a move without capture) and taxing; its points are Z-8.1 to Z-8.6. &quot;takasa&quot;, &quot;nyumba&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Namua, takasa&lt;/b&gt; (uma jogada que não captura nada): se não tiver nenhum lugar de captura, ponha uma semente da sua mão num buraco ocupado da sua fila da frente, depois levante e semeie, no sentido horário ou anti-horário:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-8.1&lt;/b&gt; Enquanto a sua nyumba funcionar (vê-se antes de a sua semente entrar), pode escolher qualquer buraco da frente ocupado que não seja a nyumba, mesmo um com uma só semente; a própria nyumba só quando for o seu único buraco da frente ocupado.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.2&lt;/b&gt; &lt;b&gt;Imposto:&lt;/b&gt; quando escolhe a sua nyumba que funciona, só &lt;b&gt;duas&lt;/b&gt; das suas sementes são levantadas e semeadas, e ela continua sua. Uma nyumba de seis fica com sete com a sua semente e guarda cinco: fica então adormecida (Z-2). No Bao la Kete, pelo contrário, uma kuu de sete é semeada inteira (L-8).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.3&lt;/b&gt; Enquanto a sua nyumba estiver adormecida ou tiver desaparecido, o buraco tem de ter duas ou mais sementes, contadas antes de a sua entrar, a não ser que todos os buracos ocupados da sua fila da frente tenham só uma. Uma nyumba adormecida é aqui um buraco comum: pode escolhê-la se tiver sementes suficientes, e então todas as suas sementes são levantadas e ela desaparece. &lt;b&gt;Escolha do Baraza:&lt;/b&gt; as regras escritas nada dizem de uma nyumba adormecida neste caso, por isso o Baraza aplica a regra das duas sementes tal como está; os programas diferem: um oferece primeiro os buracos de uma semente, um cobra o imposto a uma nyumba adormecida como se ela funcionasse, e um permite qualquer buraco ocupado.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.4&lt;/b&gt; Fora o imposto, todas as sementes do buraco são levantadas, incluindo a sua.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.5&lt;/b&gt; Um kichwa que é o seu único buraco da frente ocupado tem de ser semeado em direção ao centro. &lt;b&gt;Escolha do Baraza:&lt;/b&gt; nas duas fases, como no Bao la Kete; alguns programas deixam semeá-lo para fora, o que esvazia a sua fila da frente e perde de imediato.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.6&lt;/b&gt; As voltas revezam-se como no Kigogo (K-3): uma volta que termina num buraco ocupado levanta-o e continua a semear. Nada é capturado em toda a jogada. Uma volta que termina num buraco vazio, ou na sua nyumba enquanto for sua, acaba a jogada.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, capturing:&lt;/b&gt; lift all the seeds of one of your holes, in either row, that holds &lt;b&gt;2 to 15&lt;/b&gt; seeds, and sow clockwise or counterclockwise. If the first lap ends in your front row at a capture position (the hole already held seeds before the last seed fell, and the opposite hole holds seeds), it is a capture move: you capture and go on as in Z-5 (keeping your direction, unless the capture is in the kimbi) and Z-6. If the first lap does not capture, nothing is captured in the whole move. A hole of 16 or more seeds never starts a capture: its first lap passes every hole of your loop. Capturing is compulsory here too: if you have any capture move, you must play one, and the takasia mark may narrow which (Z-11.3).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-9: the mtaji capture move; capturing is compulsory here too.</extracomment>
        <translation>&lt;b&gt;Mtaji, captura:&lt;/b&gt; levante todas as sementes de um dos seus buracos, de qualquer das filas, que tenha &lt;b&gt;2 a 15&lt;/b&gt; sementes, e semeie no sentido horário ou anti-horário. Se a primeira volta terminar na sua fila da frente num lugar de captura (o buraco já tinha sementes antes de a última cair, e o buraco oposto tem sementes), é uma jogada de captura: captura e continua como em Z-5 (mantendo a sua direção, a não ser que a captura seja no kimbi) e Z-6. Se a primeira volta não capturar, nada é capturado em toda a jogada. Um buraco com 16 ou mais sementes nunca começa uma captura: a sua primeira volta passa por todos os buracos do seu circuito. Capturar também aqui é obrigatório: se tiver alguma jogada de captura, tem de jogar uma delas, e a marca de takasia pode restringir qual (Z-11.3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, takasa:&lt;/b&gt; if you have no capture move, sow a hole of your front row that holds two or more seeds, or, only if there is none, a hole of your back row that holds two or more. You may not start from the hole the takasia mark blocks (Z-11). A kichwa that is your only occupied front hole must be sown towards the centre (Z-8.5). The laps relay; a lap that ends in an empty hole or in the marked hole ends the move. If no hole qualifies, you have no move (Z-12). In mtaji your nyumba has no rights: you may sow it like any front hole, and a lap that ends in it lifts it and relays on; either way it is gone. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; unlike Bao la Kete (L-10), the nyumba does not have to be sown first. Some readings give up the nyumba at the first mtaji capture; in Baraza it stays yours until it is lifted or captured, which matters only for the takasia mark.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-10: the mtaji takasa. &quot;takasa&quot;, &quot;takasia&quot;, &quot;nyumba&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Mtaji, takasa:&lt;/b&gt; se não tiver nenhuma jogada de captura, semeie um buraco da sua fila da frente com duas ou mais sementes, ou, só se não houver nenhum, um buraco da sua fila de trás com duas ou mais. Não pode começar pelo buraco que a marca de takasia bloqueia (Z-11). Um kichwa que é o seu único buraco da frente ocupado tem de ser semeado em direção ao centro (Z-8.5). As voltas revezam-se; uma volta que termina num buraco vazio ou no buraco marcado acaba a jogada. Se nenhum buraco servir, não tem jogada (Z-12). No mtaji a sua nyumba não tem direitos: pode semeá-la como qualquer buraco da frente, e uma volta que termine nela levanta-a e continua em revezamento; de uma maneira ou de outra, desaparece. &lt;b&gt;Escolha do Baraza:&lt;/b&gt; ao contrário do Bao la Kete (L-10), a nyumba não tem de ser semeada primeiro. Algumas leituras dão a nyumba por perdida na primeira captura de mtaji; no Baraza continua sua até ser levantada ou capturada, o que só importa para a marca de takasia.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Takasia&lt;/b&gt; is a mark that a takasa puts on one hole of the opponent:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-11.1&lt;/b&gt; It is set after a takasa by your opponent that leaves both hands empty. Baraza looks at the capture moves your opponent would have if he moved again at once, and at the hole of yours that each of them would capture first. If that is one and the same hole for all of them, the hole is &lt;b&gt;marked&lt;/b&gt;, unless you have a capture move yourself, or it is your nyumba while it works, your only occupied front hole or your only front hole with two or more seeds, or it holds a single seed.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.2&lt;/b&gt; On your next move (a takasa, as you cannot capture) you may not start from the marked hole, and every lap that ends in it ends your move there, even the first lap of a move from your nyumba.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.3&lt;/b&gt; On your opponent&apos;s next move, if some of his capture moves capture the marked hole at any point, he must play one of those; if none does, he plays as usual.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.4&lt;/b&gt; Then the mark lapses: it lives exactly two moves, yours and then your opponent&apos;s. A new mark set by your own takasa replaces it at once; there is never more than one.&lt;/li&gt;&lt;/ul&gt;&lt;b&gt;Baraza&apos;s choice&lt;/b&gt; where rule sets differ: any takasa after which both hands are empty can set the mark, so North&apos;s last namua move can (the older texts speak of mtaji only, and one program has no takasia at all); no mark is set while you can capture (one program sets it anyway); a single seed is never marked (two programs mark it); the mark stops the first lap from the nyumba too (one old reading lets that lap go on, as Bao la Kete does); the duty covers a capture of the mark at any point and lapses when there is none (one program makes the player lose instead, another lets him capture nothing but the mark); and the mark lives two moves (one program keeps it until the hole is lifted or captured).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-11: takasia, the blocking mark; its points are Z-11.1 to Z-11.4. &quot;takasia&quot;, &quot;takasa&quot;, &quot;namua&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>A &lt;b&gt;takasia&lt;/b&gt; é uma marca que uma takasa põe num buraco do adversário:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-11.1&lt;/b&gt; É posta depois de uma takasa do seu adversário que deixe as duas mãos vazias. O Baraza olha para as jogadas de captura que o adversário teria se jogasse outra vez de imediato, e para o buraco seu que cada uma delas capturaria primeiro. Se for um e o mesmo buraco para todas, esse buraco fica &lt;b&gt;marcado&lt;/b&gt;, a não ser que tenha, por sua vez, uma jogada de captura, ou que seja a sua nyumba enquanto funcionar, o seu único buraco da frente ocupado ou o seu único buraco da frente com duas ou mais sementes, ou que tenha uma só semente.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.2&lt;/b&gt; Na sua jogada seguinte (uma takasa, já que não pode capturar) não pode começar pelo buraco marcado, e cada volta que termine nele acaba aí a sua jogada, mesmo a primeira volta de uma jogada a partir da sua nyumba.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.3&lt;/b&gt; Na jogada seguinte do adversário, se algumas das suas jogadas de captura capturarem o buraco marcado em qualquer momento, ele tem de jogar uma delas; se nenhuma o fizer, joga como de costume.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.4&lt;/b&gt; Depois a marca caduca: vive exatamente duas jogadas, a sua e depois a do adversário. Uma nova marca posta pela sua própria takasa substitui-a de imediato; nunca há mais do que uma.&lt;/li&gt;&lt;/ul&gt;&lt;b&gt;Escolha do Baraza&lt;/b&gt; onde as regras divergem: qualquer takasa depois da qual as duas mãos fiquem vazias pode pôr a marca, por isso a última jogada de namua do Norte pode (os textos mais antigos só falam do mtaji, e um programa não tem takasia nenhuma); não se põe marca enquanto puder capturar (um programa põe-na mesmo assim); um buraco de uma só semente nunca é marcado (dois programas marcam-no); a marca também trava a primeira volta a partir da nyumba (uma leitura antiga deixa essa volta continuar, como faz o Bao la Kete); o dever abrange uma captura da marca em qualquer momento e caduca quando não há nenhuma (um programa faz o jogador perder, outro só o deixa capturar a marca); e a marca vive duas jogadas (um programa mantém-na até o buraco ser levantado ou capturado).</translation>
    </message>
    <message>
        <source>The game ends as soon as one of these happens, checked in this order:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-12.1&lt;/b&gt; &lt;b&gt;Bao hamna&lt;/b&gt; (&quot;no board&quot;): when your capture empties your opponent&apos;s front row, you win at once, in the middle of the move; the seeds you just captured stay in your hand and leave the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.2&lt;/b&gt; You lose when your own front row is empty at the end of a lap (no legal move can do this in a game: the rule guards positions set up by hand).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.3&lt;/b&gt; You lose when it is your turn and you have no legal move, as when your front row is empty.&lt;/li&gt;&lt;/ul&gt;Endless moves are not allowed (C-5), and a position that occurs for the third time is a draw (C-6); the position includes both hands, each nyumba and the takasia mark. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the tournament rules end the game the moment a front row is empty, as Baraza does; some programs sow on to the end of the move and look only then. Programs stop very long sowings at a fixed limit and call the mover the loser, where Baraza finds endless moves exactly and never offers them; and none of them draws a repeated game, which Baraza does on the third occurrence, as in Bao la Kete.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-12: the end; its points are Z-12.1 to Z-12.3. &quot;bao hamna&quot; (&quot;no board&quot;) and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>O jogo acaba assim que uma destas coisas acontece, verificadas por esta ordem:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-12.1&lt;/b&gt; &lt;b&gt;Bao hamna&lt;/b&gt; (&quot;não há tabuleiro&quot;): quando a sua captura esvazia a fila da frente do adversário, ganha de imediato, a meio da jogada; as sementes que acabou de capturar ficam na sua mão e saem do tabuleiro.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.2&lt;/b&gt; Perde quando a sua própria fila da frente fica vazia no fim de uma volta (num jogo nenhuma jogada legal o pode fazer: a regra serve para posições montadas à mão).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.3&lt;/b&gt; Perde quando é a sua vez e não tem nenhuma jogada legal, como quando a sua fila da frente está vazia.&lt;/li&gt;&lt;/ul&gt;As jogadas sem fim não são permitidas (C-5), e uma posição que ocorre pela terceira vez é empate (C-6); a posição inclui as duas mãos, cada nyumba e a marca de takasia. &lt;b&gt;Escolha do Baraza:&lt;/b&gt; as regras de torneio acabam o jogo no momento em que uma fila da frente fica vazia, como o Baraza; alguns programas semeiam até ao fim da jogada e só então olham. Os programas param as sementeiras muito longas num limite fixo e dão por vencido o jogador que as semeia, enquanto o Baraza deteta as jogadas sem fim com exatidão e nunca as oferece; e nenhum deles dá empate num jogo que se repete, o que o Baraza faz à terceira vez, como no Bao la Kete.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bao&lt;/b&gt; is a family of board games of East Africa, played by sowing seeds around rows of holes. This help has the rules of the five games Baraza plays, clause by clause; each clause has an id, such as K-3, which the lessons and the commentary on the moves cite. The games&apos; own words, such as kuu and mtoto, are explained at the end. Where the old sources are silent or disagree, Baraza has to decide; each clause where it does says so, as &lt;b&gt;Baraza&apos;s choice&lt;/b&gt;.</source>
        <extracomment>Rules help, the introduction at the top. &quot;Baraza&apos;s choice&quot; must read exactly as the bold &quot;Baraza&apos;s choice:&quot; in the clauses (C-4, C-5, …) of this language.</extracomment>
        <translation>O &lt;b&gt;Bao&lt;/b&gt; é uma família de jogos de tabuleiro da África Oriental, jogados semeando sementes à volta de filas de buracos. Esta ajuda tem as regras dos cinco jogos que o Baraza joga, cláusula a cláusula; cada cláusula tem um identificador, como K-3, que as lições e os comentários às jogadas citam. As palavras próprias dos jogos, como kuu e mtoto, são explicadas no fim. Onde as fontes antigas são omissas ou discordam, o Baraza tem de decidir; cada cláusula em que o faz di-lo, como &lt;b&gt;Escolha do Baraza&lt;/b&gt;.</translation>
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
    <message>
        <source>Bao la Kete and Bao la Kiswahili: &amp;confirm each move with a second click or Enter</source>
        <extracomment>The two Bao games whose moves carry a direction and a safari: the move shown on the board is played on a second click or Enter.</extracomment>
        <translation>Bao la Kete e Bao la Kiswahili: &amp;confirmar cada jogada com um segundo clique ou Enter</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set up a position</source>
        <translation>Preparar uma posição</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>&amp;To move:</source>
        <translation>Jo&amp;ga:</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>Posição &amp;inicial</translation>
    </message>
    <message>
        <source>&amp;Empty board</source>
        <translation>Tabuleiro &amp;vazio</translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation>&amp;Copiar posição</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>C&amp;olar posição</translation>
    </message>
    <message>
        <source>Copy the position as text (BPN)</source>
        <extracomment>BPN is the one-line text of a position, as bao-cli and the records write it.</extracomment>
        <translation>Copiar a posição como texto (BPN)</translation>
    </message>
    <message>
        <source>Read a position written as text (BPN) from the clipboard</source>
        <translation>Ler da área de transferência uma posição escrita como texto (BPN)</translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation>G&amp;uardar como…</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analisar</translation>
    </message>
    <message>
        <source>P&amp;lay from here…</source>
        <translation>Jogar a &amp;partir daqui…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Reserve:</source>
        <translation>Reserva:</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Mão:</translation>
    </message>
    <message>
        <source>Kuu stands:</source>
        <translation>A kuu existe:</translation>
    </message>
    <message>
        <source>Nyumba owned:</source>
        <translation>A nyumba tem dono:</translation>
    </message>
    <message>
        <source>Store:</source>
        <translation>Depósito:</translation>
    </message>
    <message>
        <source>Hizi zetu &amp;mark:</source>
        <translation>&amp;Marca hizi zetu:</translation>
    </message>
    <message>
        <source>Takasia &amp;mark:</source>
        <translation>&amp;Marca takasia:</translation>
    </message>
    <message>
        <source>Click a hole to add a seed, right-click or Shift-click to take one away, drag to move a hole&apos;s seeds to another; or type a number on the hole the arrow keys choose.</source>
        <translation>Clique num buraco para juntar uma semente, clique com o botão direito ou Shift-clique para tirar uma, arraste para mudar as sementes de um buraco para outro; ou escreva um número no buraco escolhido com as setas.</translation>
    </message>
    <message>
        <source>Click a hole to put a stone on it, right-click or Shift-click to take it away, drag to move it; or type 1 or 0 on the hole the arrow keys choose.</source>
        <translation>Clique num buraco para pôr uma pedra, clique com o botão direito ou Shift-clique para a tirar, arraste para a mudar; ou escreva 1 ou 0 no buraco escolhido com as setas.</translation>
    </message>
    <message>
        <source>Ctrl-click a hole (or press M) to make it a mtoto or not.</source>
        <translation>Ctrl-clique num buraco (ou prima M) para o tornar mtoto ou não.</translation>
    </message>
    <message>
        <source>Seeds: %1 of %2</source>
        <extracomment>%1 seeds on the board, in the reserves (hands) and stores, of the %2 the game has.</extracomment>
        <translation>Sementes: %1 de %2</translation>
    </message>
    <message>
        <source>This position can be played.</source>
        <translation>Esta posição pode ser jogada.</translation>
    </message>
    <message>
        <source>This position cannot happen: %1</source>
        <extracomment>%1 says why, e.g. &quot;South&apos;s kuu e2 holds 5 seeds: a kuu that still stands holds six or more (L-1)&quot;.</extracomment>
        <translation>Esta posição não pode acontecer: %1</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The hizi zetu (takasia) mark is on no hole.</extracomment>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copiado: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read as a position.</source>
        <translation>A área de transferência não tem texto para ler como posição.</translation>
    </message>
    <message>
        <source>The text in the clipboard is not a position that can be used: %1</source>
        <extracomment>%1 says why, e.g. &quot;“hz” (the hizi zetu mark) is missing&quot;.</extracomment>
        <translation>O texto da área de transferência não é uma posição que se possa usar: %1</translation>
    </message>
    <message>
        <source>Position pasted.</source>
        <translation>Posição colada.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 is the file&apos;s name.</extracomment>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Guardar posição</translation>
    </message>
    <message>
        <source>Bao games (*.bao)</source>
        <translation>Jogos de Bao (*.bao)</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <extracomment>%1 is the file&apos;s name, %2 the reason.</extracomment>
        <translation>Não foi possível guardar %1: %2</translation>
    </message>
    <message>
        <source>Stones: %1 of %2</source>
        <translation>Pedras: %1 de %2</translation>
    </message>
    <message>
        <source>Board of the position being set up</source>
        <extracomment>What a screen reader says of the position editor&apos;s board.</extracomment>
        <translation>Tabuleiro da posição a preparar</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds of the game&apos;s %1: a position that cannot arise in a game (no seed ever leaves it), but it can be played as an exercise.</source>
        <extracomment>%n seeds on the board (and in reserves, hands or stores), of the %1 the game is played with.</extracomment>
        <translation>
            <numerusform>%n semente das %1 do jogo: uma posição que não pode surgir num jogo (nenhuma semente sai dele), mas pode ser jogada como exercício.</numerusform>
            <numerusform>%n sementes das %1 do jogo: uma posição que não pode surgir num jogo (nenhuma semente sai dele), mas pode ser jogada como exercício.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, to move, has no legal move.</source>
        <extracomment>%1 is the side to move (South or North).</extracomment>
        <translation>%1, a jogar, não tem jogada válida.</translation>
    </message>
    <message>
        <source>Played from here, the game would be over at once: a draw.</source>
        <translation>Jogado a partir daqui, o jogo terminaria de imediato: empate.</translation>
    </message>
    <message>
        <source>Played from here, the game would be over at once: %1 wins.</source>
        <extracomment>%1 is the winning side (South or North).</extracomment>
        <translation>Jogado a partir daqui, o jogo terminaria de imediato: %1 ganha.</translation>
    </message>
    <message numerus="yes">
        <source>This position cannot happen, for %n reasons:</source>
        <extracomment>Followed by the reasons, one a line.</extracomment>
        <translation>
            <numerusform>Esta posição não pode acontecer, por %n motivo:</numerusform>
            <numerusform>Esta posição não pode acontecer, por %n motivos:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <extracomment>After the first three reasons a position cannot happen: how many more there are.</extracomment>
        <translation>
            <numerusform>… e mais %n.</numerusform>
            <numerusform>… e mais %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out the moves from here…</source>
        <extracomment>The position editor works out, in the background, whether the position set up can be played on.</extracomment>
        <translation>Calculando as jogadas a partir daqui…</translation>
    </message>
    <message>
        <source>%1&apos;s mtoto</source>
        <extracomment>The position editor&apos;s legend of Bao Kingulu&apos;s ring colours: %1 is the side (South or North), beside a dot of the colour that rings its mtoto holes.</extracomment>
        <translation>mtoto (%1)</translation>
    </message>
    <message>
        <source>A mtoto is a hole of the other player&apos;s row that a player has claimed by a capture (G-6): its ring has the colour of the player who claimed it, and a seed sown into it goes to that player&apos;s store (G-2).</source>
        <extracomment>Kingulu: &quot;mtoto&quot; stays in Swahili; G-2 and G-6 are the rules&apos; numbers.</extracomment>
        <translation>Um mtoto é um buraco da fila do outro jogador que um jogador conquistou com uma captura (G-6): o seu anel tem a cor do jogador que o conquistou, e uma semente semeada nele vai para o depósito desse jogador (G-2).</translation>
    </message>
</context>
<context>
    <name>SideClock</name>
    <message>
        <source>Clock of %1: %2 left</source>
        <extracomment>A side&apos;s clock, for a screen reader: %1 is South or North, %2 its time left (&quot;4:05&quot;).</extracomment>
        <translation>Relógio de %1: faltam %2</translation>
    </message>
    <message>
        <source>%1 minutes each</source>
        <extracomment>The time control, in a clock&apos;s tooltip: each side&apos;s minutes for the whole game.</extracomment>
        <translation>%1 minutos cada</translation>
    </message>
    <message>
        <source>%1 minutes each, +%2 seconds a move</source>
        <extracomment>The time control, in a clock&apos;s tooltip: each side&apos;s minutes for the game, and seconds added after each of its moves.</extracomment>
        <translation>%1 minutos cada, +%2 segundos por jogada</translation>
    </message>
    <message>
        <source>%1 min each</source>
        <extracomment>The time control in the status line, short: each side&apos;s minutes for the game (&quot;min&quot; as in 5 min).</extracomment>
        <translation>%1 min cada</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <extracomment>The time control in the status line, short: minutes each, and seconds added after each move (&quot;5 min + 3 s&quot;).</extracomment>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <extracomment>A side&apos;s clock&apos;s tooltip: %1 is the time control, e.g. &quot;5 minutes each, +3 seconds a move&quot;.</extracomment>
        <translation>Controle de tempo: %1</translation>
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
    <name>StatusLine</name>
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
        <source>looking for a good move…</source>
        <translation>a procurar uma boa jogada…</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <extracomment>Part way through a move: %1 is the side moving, %2 the move, e.g. &quot;South plays f2cw&quot;.</extracomment>
        <translation>%1 joga %2</translation>
    </message>
    <message>
        <source>looking back: move %1 of %2</source>
        <extracomment>Looking back along a game: %1 is the move shown, %2 how many moves the game has.</extracomment>
        <translation>a rever: jogada %1 de %2</translation>
    </message>
    <message>
        <source>opening %1…</source>
        <extracomment>A game file whose positions take long to work out; %1 is the file&apos;s name.</extracomment>
        <translation>a abrir %1…</translation>
    </message>
    <message>
        <source>working out the moves of the new position…</source>
        <extracomment>Some positions have sowings that take seconds to follow to their end.</extracomment>
        <translation>a calcular as jogadas da nova posição…</translation>
    </message>
    <message>
        <source>click the pit again or press Enter to play this move; Esc or another pit to choose again</source>
        <extracomment>Bao la Kete with &quot;confirm each move&quot; on: the move is shown on the board.</extracomment>
        <translation>clique de novo no buraco ou prima Enter para fazer esta jogada; Esc ou outro buraco para escolher de novo</translation>
    </message>
    <message>
        <source>choose a direction: click an arrow, or use Left/Right and Enter</source>
        <translation>escolha uma direção: clique numa seta, ou use Esquerda/Direita e Enter</translation>
    </message>
    <message>
        <source>%1 chooses: stop in the kuu, or sow on (safari)?</source>
        <extracomment>Kete (L-6.3): the sowing waits in the kuu for the player&apos;s choice; %1 is the side moving.</extracomment>
        <translation>%1 escolhe: parar na kuu, ou continuar a semear (safari)?</translation>
    </message>
    <message>
        <source>%1 chooses: stop in the nyumba, or sow on (safari)?</source>
        <extracomment>Kiswahili (Z-6.3): the sowing waits in the nyumba for the player&apos;s choice; %1 is the side moving.</extracomment>
        <translation>%1 escolhe: parar na nyumba, ou continuar a semear (safari)?</translation>
    </message>
    <message>
        <source>namua stage</source>
        <extracomment>Kiswahili&apos;s first stage, while a player has seeds in hand; &quot;namua&quot; stays in Swahili.</extracomment>
        <translation>fase namua</translation>
    </message>
    <message>
        <source>choose the kichwa where the captured seeds start, %1 or %2: click it or its arrow, or use Left/Right and Enter</source>
        <extracomment>A capture&apos;s direction is the choice of a kichwa (an end hole of the front row; the word stays in Swahili) where the captured seeds start: %1 and %2 are the two kichwas, e.g. &quot;a2&quot;, &quot;h2&quot;.</extracomment>
        <translation>escolha o kichwa onde começam as sementes capturadas, %1 ou %2: clique nele ou na sua seta, ou use Esquerda/Direita e Enter</translation>
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
            <numerusform>ganha em %n jogada</numerusform>
            <numerusform>ganha em %n jogadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <extracomment>The analysis has proven a loss for the side to move: in %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>perde em %n jogada</numerusform>
            <numerusform>perde em %n jogadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>likely wins in %n</source>
        <extracomment>The analysis: the search sees a win for the side to move in %n moves (plies), not proven.</extracomment>
        <translation>
            <numerusform>provavelmente ganha em %n jogada</numerusform>
            <numerusform>provavelmente ganha em %n jogadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>likely loses in %n</source>
        <extracomment>The analysis: the search sees a loss for the side to move in %n moves (plies), not proven.</extracomment>
        <translation>
            <numerusform>provavelmente perde em %n jogada</numerusform>
            <numerusform>provavelmente perde em %n jogadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %1–%2 in %n</source>
        <extracomment>Bao Kingulu&apos;s exact analysis: the side to move wins with this final count (its own first, e.g. &quot;wins 26–22 in 30&quot;), the game ending within %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>ganha %1–%2 em %n jogada</numerusform>
            <numerusform>ganha %1–%2 em %n jogadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses %1–%2 in %n</source>
        <extracomment>Bao Kingulu&apos;s exact analysis: the side to move loses with this final count (its own first, e.g. &quot;loses 22–26 in 30&quot;), the game ending within %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>perde %1–%2 em %n jogada</numerusform>
            <numerusform>perde %1–%2 em %n jogadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
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
        <source>&amp;Hint</source>
        <translation>&amp;Sugestão</translation>
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
        <source>&amp;Play on from here…</source>
        <translation>&amp;Continuar a jogar a partir daqui…</translation>
    </message>
    <message>
        <source>Play on from the position shown, choosing who plays each side</source>
        <translation>Continuar a jogar a partir da posição mostrada, escolhendo quem joga cada lado</translation>
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
        <source>L&amp;earn</source>
        <extracomment>The menu of lessons.</extracomment>
        <translation>&amp;Aprender</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <extracomment>Game menu: analyse every move of the game in the background and judge it.</extracomment>
        <translation>&amp;Analisar jogo</translation>
    </message>
    <message>
        <source>Stone back</source>
        <translation>Pedra atrás</translation>
    </message>
    <message>
        <source>Stone forward</source>
        <translation>Pedra à frente</translation>
    </message>
    <message>
        <source>One step back inside the move, stone by stone</source>
        <extracomment>Tooltip, Bao la Kimasai: stepping through a move (lifting, stepping, capturing).</extracomment>
        <translation>Um passo atrás dentro da jogada, pedra a pedra</translation>
    </message>
    <message>
        <source>One step forward inside the move, stone by stone</source>
        <translation>Um passo à frente dentro da jogada, pedra a pedra</translation>
    </message>
    <message>
        <source>Show stone &amp;counts</source>
        <translation>Mostrar &amp;número de pedras</translation>
    </message>
    <message>
        <source>Animation speed, sound, language, stone colour (Ctrl+,)</source>
        <translation>Velocidade da animação, som, idioma, cor das pedras (Ctrl+,)</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>Preparar &amp;posição…</translation>
    </message>
    <message>
        <source>Put a position together by hand, then play it, analyse it or save it</source>
        <extracomment>Tooltip: choose who plays each side and play on from the position shown.</extracomment>
        <translation>Montar uma posição à mão e depois jogá-la, analisá-la ou guardá-la</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <extracomment>Game menu: the player gives the game up (against the computer the person, between two people the side to move).</extracomment>
        <translation>Des&amp;istir</translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <extracomment>Game menu: the player proposes to end the game as a draw; the computer or the other person answers.</extracomment>
        <translation>Propor e&amp;mpate</translation>
    </message>
    <message>
        <source>&amp;Turn the board</source>
        <extracomment>View menu: turn the board half way round, North&apos;s rows at the bottom (checked while turned).</extracomment>
        <translation>&amp;Girar o tabuleiro</translation>
    </message>
    <message>
        <source>Show North&apos;s side at the bottom of the board, South&apos;s at the top</source>
        <extracomment>Tooltip of View → Turn the board.</extracomment>
        <translation>Mostrar o lado do Norte embaixo do tabuleiro e o do Sul em cima</translation>
    </message>
    <message>
        <source>A game lost on time cannot be taken back</source>
        <extracomment>Tooltip of Undo at the end of a game lost on time, and the status bar&apos;s answer to it.</extracomment>
        <translation>Um jogo perdido por tempo não pode ser desfeito</translation>
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
        <translation>Bao la Kimasai (quatro filas)</translation>
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
        <translation>Duas filas de seis num só circuito: capture para o seu depósito e conquiste buracos como mtoto.</translation>
    </message>
    <message>
        <source>One stone a hole: step into the empty hole ahead and capture across the board.</source>
        <translation>Uma pedra por buraco: avance para o buraco vazio à frente e capture do outro lado do tabuleiro.</translation>
    </message>
    <message>
        <source>Looks further ahead and seldom leaves stones to be taken.</source>
        <extracomment>A computer strength in Bao la Kimasai, played with stones.</extracomment>
        <translation>Vê mais à frente e raramente deixa pedras para capturar.</translation>
    </message>
    <message>
        <source>Plays perfectly: every move keeps the best count it can force, worked out to the end of the game.</source>
        <extracomment>The strongest computer level in Bao Kingulu, which the program has solved.</extracomment>
        <translation>Joga na perfeição: cada jogada mantém a melhor contagem que consegue forçar, calculada até ao fim do jogo.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sul</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>Four rows of eight as Zanzibar plays today: 22 seeds in hand, a nyumba that works while it holds six, and captured seeds sown again from the ends.</source>
        <extracomment>Kiswahili (Zanzibar Bao): the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Quatro filas de oito, como se joga hoje em Zanzibar: 22 sementes na mão, uma nyumba que funciona enquanto tiver seis, e as sementes capturadas voltam a ser semeadas a partir das pontas.</translation>
    </message>
    <message>
        <source>Lamu · kuu · hizi zetu</source>
        <extracomment>Under Bao la Kete&apos;s picture: where it is played, and its own words (kuu, hizi zetu), which stay in Swahili.</extracomment>
        <translation>Lamu · kuu · hizi zetu</translation>
    </message>
    <message>
        <source>Zanzibar · nyumba · takasia</source>
        <extracomment>Under Bao la Kiswahili&apos;s picture: where it is played, and its own words (nyumba, takasia), which stay in Swahili.</extracomment>
        <translation>Zanzibar · nyumba · takasia</translation>
    </message>
    <message>
        <source>four rows of twelve</source>
        <extracomment>Under Bao Kigogo&apos;s picture: its board.</extracomment>
        <translation>quatro filas de doze</translation>
    </message>
    <message>
        <source>two rows of six · stores</source>
        <extracomment>Under Bao Kingulu&apos;s picture: its board, and each player&apos;s store.</extracomment>
        <translation>duas filas de seis · depósitos</translation>
    </message>
    <message>
        <source>one stone a hole</source>
        <extracomment>Under Bao la Kimasai&apos;s picture.</extracomment>
        <translation>uma pedra por buraco</translation>
    </message>
</context>
</TS>
