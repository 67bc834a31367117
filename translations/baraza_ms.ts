<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ms">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Baraza</source>
        <translation>Perihal Baraza</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versi %1</translation>
    </message>
    <message>
        <source>The games were recorded by Martin Klamroth (1911: Kigogo, Kimasai, Kingulu), and, for Bao la Kete, by Walter Driedger (1972), Alan Boyd and Philip Townshend.</source>
        <translation>Permainan ini dirakam oleh Martin Klamroth (1911: Kigogo, Kimasai, Kingulu), dan, bagi Bao la Kete, oleh Walter Driedger (1972), Alan Boyd dan Philip Townshend.</translation>
    </message>
    <message>
        <source>Baraza is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Baraza ialah perisian bebas: anda boleh berkongsi dan mengubahnya di bawah GNU General Public License, versi 3 atau lebih baharu. Ia datang tanpa sebarang waranti.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao la Kiswahili, Bao Kingulu and Bao la Kimasai: play, watch every sowing seed by seed, and learn the rules.&lt;br&gt;A &lt;i&gt;baraza&lt;/i&gt; is the stone bench where Bao is played on the Swahili coast.</source>
        <translation>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao la Kiswahili, Bao Kingulu dan Bao la Kimasai: bermain, saksikan setiap penyemaian biji demi biji, dan pelajari peraturannya.&lt;br&gt;&lt;i&gt;Baraza&lt;/i&gt; ialah bangku batu tempat Bao dimainkan di pesisir Swahili.</translation>
    </message>
    <message>
        <source>Bao la Kiswahili follows the rules played on Zanzibar today, as Alexander de Voogt described them.</source>
        <translation>Bao la Kiswahili mengikut peraturan yang dimainkan di Zanzibar hari ini, seperti yang diterangkan oleh Alexander de Voogt.</translation>
    </message>
</context>
<context>
    <name>AnalysisPane</name>
    <message>
        <source>The game is over: no moves to analyse.</source>
        <extracomment>The analysis pane at a position where the game has ended.</extracomment>
        <translation>Permainan telah tamat: tiada langkah untuk dianalisis.</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <extracomment>Under the analysis: how to get the moves of the game judged.</extracomment>
        <translation>Menganalisis permainan…</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <extracomment>The analysis pane before the first result, or while the computer thinks about its own move.</extracomment>
        <translation>Menganalisis…</translation>
    </message>
    <message>
        <source>Waiting for the search…</source>
        <translation>Menunggu carian…</translation>
    </message>
    <message>
        <source>complete</source>
        <extracomment>The analysis pane: the engine has looked as far as it can (or proven the outcome).</extracomment>
        <translation>lengkap</translation>
    </message>
    <message>
        <source>Game → Analyse game judges every move.</source>
        <translation>Permainan → Analisis permainan menilai setiap langkah.</translation>
    </message>
    <message>
        <source>Inaccuracies ?!: %1 · mistakes ?: %2 · blunders ??: %3</source>
        <extracomment>A summary of the judged moves: how many inaccuracies (?!), mistakes (?) and blunders (??).</extracomment>
        <translation>Ketidaktepatan ?!: %1 · kesilapan ?: %2 · kesilapan besar ??: %3</translation>
    </message>
    <message>
        <source>The computer is working out its move: analyse the game after it.</source>
        <extracomment>Game → Analyse game asked for while the computer opponent works out its move (that comes first).</extracomment>
        <translation>Komputer sedang memikirkan langkahnya: analisis permainan selepas itu.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analisis</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Nilai</translation>
    </message>
    <message>
        <source>Expected line</source>
        <translation>Jujukan dijangka</translation>
    </message>
    <message>
        <source>Show best move</source>
        <translation>Tunjukkan langkah terbaik</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Stops Game → Analyse game.</extracomment>
        <translation>Batal</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n moves analysed: Game → Analyse game does the rest.</source>
        <extracomment>After the counts of judged moves, when only part of the game is analysed (the analysis was cancelled, or moves were played since): %1 of %n moves.</extracomment>
        <translation>
            <numerusform>%1 daripada %n langkah dianalisis: Permainan → Analisis permainan membuat selebihnya.</numerusform>
        </translation>
    </message>
    <message>
        <source>No analysis during a lesson: it would give the answer away. Leave the lesson to see it again.</source>
        <extracomment>The analysis pane during a lesson (Learn menu): it would give the lesson&apos;s answer away.</extracomment>
        <translation>Tiada analisis semasa pelajaran: ia akan membocorkan jawapan. Tinggalkan pelajaran untuk melihatnya semula.</translation>
    </message>
    <message numerus="yes">
        <source>Analysing the %n positions not analysed yet…</source>
        <extracomment>Game → Analyse game again after moves were played or replaced: only the positions not analysed yet are.</extracomment>
        <translation>
            <numerusform>Menganalisis %n kedudukan yang belum dianalisis…</numerusform>
        </translation>
    </message>
    <message>
        <source>Values for %1 · exact, worked out to the end of the game</source>
        <extracomment>The analysis pane, Bao Kingulu: every value is exact, worked out to the end of the game (not estimated by a search to some depth). %1 is South: the values are South&apos;s, whoever is to move.</extracomment>
        <translation>Nilai bagi %1 · tepat, dikira hingga akhir permainan</translation>
    </message>
    <message>
        <source>Values for %1 · depth %2 · %3 positions</source>
        <extracomment>The analysis pane: %1 is South (the values are South&apos;s, whoever is to move, as in the chart), %2 the depth in moves (plies) looked ahead, %3 how many positions were searched.</extracomment>
        <translation>Nilai bagi %1 · kedalaman %2 · %3 kedudukan</translation>
    </message>
    <message>
        <source>For South, whoever is to move, as in the chart: an estimate in seeds (+2.5: South is ahead, −2.5: North is), or the outcome once it is proven (&quot;wins&quot;, &quot;loses&quot;: South). &quot;Wins in 7&quot; counts the moves of both sides (plies) to the end; in Bao Kingulu the final count comes first, South&apos;s before North&apos;s.</source>
        <extracomment>The analysis pane&apos;s Value column: how to read its values.</extracomment>
        <translation>Bagi Selatan, siapa pun yang bergilir, seperti dalam carta: anggaran dalam biji (+2.5: Selatan di hadapan, −2.5: Utara di hadapan), atau keputusan setelah dibuktikan (&quot;menang&quot;, &quot;kalah&quot;: Selatan). &quot;Menang dalam 7&quot; mengira langkah kedua-dua pihak hingga akhir; dalam Bao Kingulu kiraan akhir didahulukan, kiraan Selatan sebelum Utara.</translation>
    </message>
    <message>
        <source>The evaluation after every move, for South as in the list above: South&apos;s advantage up, North&apos;s down; click to look at a position</source>
        <extracomment>The evaluation chart&apos;s tooltip; its values are South&apos;s, as in the list of moves above it.</extracomment>
        <translation>Penilaian selepas setiap langkah, bagi Selatan seperti dalam senarai di atas: kelebihan Selatan di atas, Utara di bawah; klik untuk melihat kedudukan</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>South&apos;s kuu</source>
        <translation>kuu Selatan</translation>
    </message>
    <message>
        <source>North&apos;s kuu</source>
        <translation>kuu Utara</translation>
    </message>
    <message>
        <source>South&apos;s mtoto</source>
        <extracomment>Kingulu: a pit that has become a mtoto, sowing into its owner&apos;s store.</extracomment>
        <translation>mtoto Selatan</translation>
    </message>
    <message>
        <source>North&apos;s mtoto</source>
        <translation>mtoto Utara</translation>
    </message>
    <message>
        <source>South&apos;s pit</source>
        <translation>lubang Selatan</translation>
    </message>
    <message>
        <source>North&apos;s pit</source>
        <translation>lubang Utara</translation>
    </message>
    <message>
        <source>blocked this turn (hizi zetu)</source>
        <extracomment>Kete: the hizi zetu hole, which may not be sown this turn.</extracomment>
        <translation>disekat giliran ini (hizi zetu)</translation>
    </message>
    <message>
        <source>1 seed</source>
        <extracomment>English has no numerus forms of its own, so one seed has its own text.</extracomment>
        <translation>1 biji</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds</source>
        <translation>
            <numerusform>%n biji</numerusform>
        </translation>
    </message>
    <message>
        <source>A move can start here; the dotted ring shows where its first lap ends.</source>
        <extracomment>Tooltip of a pit a move can start from: what the dotted ring on the board means.</extracomment>
        <translation>Langkah boleh bermula di sini; bulatan bertitik menunjukkan di mana pusingan pertamanya berakhir.</translation>
    </message>
    <message>
        <source>1 stone</source>
        <extracomment>Bao la Kimasai: a hole holds one stone or none (M-1).</extracomment>
        <translation>1 batu</translation>
    </message>
    <message numerus="yes">
        <source>%n stones</source>
        <translation>
            <numerusform>%n batu</numerusform>
        </translation>
    </message>
    <message>
        <source>marked by hizi zetu: to be captured this turn if a capture can take it</source>
        <extracomment>Kete (L-11): the opponent&apos;s hole marked by the player&apos;s last takata, which the player must capture this turn if a capture move can.</extracomment>
        <translation>ditanda oleh hizi zetu: mesti ditawan giliran ini jika ada tawanan yang boleh mengambilnya</translation>
    </message>
    <message>
        <source>South&apos;s nyumba, dormant: an ordinary hole until it holds six seeds again</source>
        <extracomment>Kiswahili (Z-2): an owned nyumba with fewer than six seeds; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>nyumba Selatan, tidur: lubang biasa sehingga ia berisi enam biji semula</translation>
    </message>
    <message>
        <source>North&apos;s nyumba, dormant: an ordinary hole until it holds six seeds again</source>
        <translation>nyumba Utara, tidur: lubang biasa sehingga ia berisi enam biji semula</translation>
    </message>
    <message>
        <source>South&apos;s nyumba</source>
        <extracomment>Kiswahili (Z-2): an owned nyumba with six seeds or more, which works as a nyumba.</extracomment>
        <translation>nyumba Selatan</translation>
    </message>
    <message>
        <source>North&apos;s nyumba</source>
        <translation>nyumba Utara</translation>
    </message>
    <message>
        <source>blocked this turn (takasia): a move may not start here, and a lap that ends here ends the move</source>
        <extracomment>Kiswahili (Z-11.2): the hole the takasia mark blocks; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>disekat giliran ini (takasia): langkah tidak boleh bermula di sini, dan pusingan yang berakhir di sini menamatkan langkah</translation>
    </message>
    <message>
        <source>marked by takasia: to be captured this turn if a capture can take it</source>
        <extracomment>Kiswahili (Z-11.3): the opponent&apos;s hole marked by the player&apos;s last takasa, which the player must capture this turn if one of his capture moves can; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>ditanda oleh takasia: mesti ditawan giliran ini jika ada tawanan yang boleh mengambilnya</translation>
    </message>
    <message>
        <source>South&apos;s pit, no longer a kuu: an ordinary hole for the rest of the game</source>
        <extracomment>Kete: the kuu square of a side whose kuu has been emptied and no longer counts (L-3).</extracomment>
        <translation>lubang Selatan, bukan kuu lagi: lubang biasa hingga akhir permainan</translation>
    </message>
    <message>
        <source>North&apos;s pit, no longer a kuu: an ordinary hole for the rest of the game</source>
        <translation>lubang Utara, bukan kuu lagi: lubang biasa hingga akhir permainan</translation>
    </message>
    <message>
        <source>South&apos;s pit, no longer a nyumba: an ordinary hole for the rest of the game</source>
        <extracomment>Kiswahili: the nyumba square of a side whose nyumba is gone for good (Z-2); &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>lubang Selatan, bukan nyumba lagi: lubang biasa hingga akhir permainan</translation>
    </message>
    <message>
        <source>North&apos;s pit, no longer a nyumba: an ordinary hole for the rest of the game</source>
        <translation>lubang Utara, bukan nyumba lagi: lubang biasa hingga akhir permainan</translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <source>%1 — to move</source>
        <translation>%1 — giliran bermain</translation>
    </message>
    <message>
        <source>Reserve: %1</source>
        <extracomment>Kete: the seeds a player has not yet placed on the board (the nemo stage).</extracomment>
        <translation>Simpanan: %1</translation>
    </message>
    <message>
        <source>Seeds: %1</source>
        <translation>Biji: %1</translation>
    </message>
    <message>
        <source>Store: %1</source>
        <translation>Jelapang: %1</translation>
    </message>
    <message>
        <source>Captured: %1</source>
        <translation>Ditawan: %1</translation>
    </message>
    <message>
        <source>%1 — moving</source>
        <extracomment>The header of the side whose move is being shown, seed by seed.</extracomment>
        <translation>%1 — sedang bermain</translation>
    </message>
    <message>
        <source>%1 — paused</source>
        <extracomment>The header of the side whose turn it is while the game waits (a lesson&apos;s try is being read).</extracomment>
        <translation>%1 — dijeda</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <extracomment>Kiswahili: the seeds a player has not yet placed on the board (the namua stage).</extracomment>
        <translation>Tangan: %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>What a screen reader calls the board; its pits are named one by one.</extracomment>
        <translation>Papan</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds still to sow, beside %1</source>
        <extracomment>Said by a screen reader in the middle of a move: %n seeds are still to be sown, %1 the hole the last one fell into (or that was lifted).</extracomment>
        <translation>
            <numerusform>%n biji lagi untuk disemai, di sebelah %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a move can start here</source>
        <extracomment>Said by a screen reader after a hole&apos;s name and seeds, when the player may move from it now.</extracomment>
        <translation>langkah boleh bermula di sini</translation>
    </message>
</context>
<context>
    <name>DocumentDialogs</name>
    <message>
        <source>New line</source>
        <translation>Cabang baharu</translation>
    </message>
    <message>
        <source>Playing here drops the next move of this game. Play it?</source>
        <translation>Bermain di sini akan membuang langkah seterusnya dalam permainan ini. Mainkan?</translation>
    </message>
    <message numerus="yes">
        <source>Playing here drops the %n later moves of this game. Play it?</source>
        <translation>
            <numerusform>Bermain di sini akan membuang %n langkah kemudian dalam permainan ini. Mainkan?</numerusform>
        </translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Buka permainan</translation>
    </message>
    <message>
        <source>Bao games (*.bao);;All files (*)</source>
        <translation>Permainan Bao (*.bao);;Semua fail (*)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Simpan permainan</translation>
    </message>
    <message>
        <source>Bao games (*.bao)</source>
        <translation>Permainan Bao (*.bao)</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 tidak dapat dibuka: %2</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Permainan belum selesai</translation>
    </message>
    <message>
        <source>Your last game was not finished. Continue it?</source>
        <translation>Permainan terakhir anda belum selesai. Teruskan?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Teruskan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>The game could not be saved: %1. A file that was there before is unchanged.</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Permainan tidak dapat disimpan: %1. Fail yang sedia ada tidak diubah.</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Pulihkan</translation>
    </message>
    <message>
        <source>Your last game was not finished, but its file is damaged and none of it can be read.</source>
        <translation>Permainan terakhir anda belum selesai, tetapi failnya rosak dan tiada bahagiannya yang dapat dibaca.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Buang</translation>
    </message>
    <message numerus="yes">
        <source>Your last game was not finished, but its file is damaged. Moves that can be recovered: %n.</source>
        <extracomment>%n counts the moves before the damage; English avoids the plural, translations may use it.</extracomment>
        <translation>
            <numerusform>Permainan terakhir anda belum selesai, tetapi failnya rosak. %n langkah boleh dipulihkan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Status bar after saving; %1 is the file&apos;s name.</extracomment>
        <translation>Disimpan: %1</translation>
    </message>
    <message>
        <source>%1 is no longer there. It has been removed from the recent games.</source>
        <extracomment>%1 is a file&apos;s full path.</extracomment>
        <translation>%1 sudah tiada. Ia telah dibuang daripada senarai permainan terkini.</translation>
    </message>
    <message>
        <source>%1 has changed since it was saved. Save the changes?</source>
        <translation>%1 telah berubah sejak disimpan. Simpan perubahan?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Jangan simpan</translation>
    </message>
    <message>
        <source>This game has not been saved. Save it?</source>
        <translation>Permainan ini belum disimpan. Simpan?</translation>
    </message>
    <message>
        <source>The lesson puts your game aside; Leave lesson brings it back.</source>
        <extracomment>Before a lesson, under the question whether to save the game; &quot;Leave lesson&quot; is the lesson pane&apos;s button.</extracomment>
        <translation>Pelajaran mengetepikan permainan anda; Tinggalkan pelajaran membawanya kembali.</translation>
    </message>
    <message>
        <source>This is your game that the lesson put aside.</source>
        <extracomment>During a lesson, under the question whether to save the game: which game is meant.</extracomment>
        <translation>Ini ialah permainan anda yang diketepikan oleh pelajaran.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Bukan sekarang</translation>
    </message>
</context>
<context>
    <name>DrawQuestion</name>
    <message>
        <source>The computer accepts your offer of a draw.</source>
        <translation>Komputer menerima tawaran seri anda.</translation>
    </message>
    <message>
        <source>The computer is thinking over your offer of a draw…</source>
        <translation>Komputer sedang menimbang tawaran seri anda…</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept it?</source>
        <extracomment>Between two people: %1 (a side or a name) offers a draw, %2 (the other) is asked.</extracomment>
        <translation>%1 menawarkan seri. %2, adakah anda menerimanya?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Terima seri</translation>
    </message>
    <message>
        <source>Play on</source>
        <extracomment>The answer that declines a draw offer: the game goes on.</extracomment>
        <translation>Main terus</translation>
    </message>
    <message>
        <source>The computer declines the draw: it judges its position better than yours.</source>
        <translation>Komputer menolak seri: ia menilai kedudukannya lebih baik daripada kedudukan anda.</translation>
    </message>
</context>
<context>
    <name>EvaluationChart</name>
    <message>
        <source>%1 ahead ↑</source>
        <extracomment>The evaluation chart&apos;s legend: %1 is South, whose advantage is drawn upwards.</extracomment>
        <translation>%1 di hadapan ↑</translation>
    </message>
    <message>
        <source>%1 ahead ↓</source>
        <extracomment>The evaluation chart&apos;s legend: %1 is North, whose advantage is drawn downwards.</extracomment>
        <translation>%1 di hadapan ↓</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>%1: the best move was %2 (%3); this move: %4</source>
        <extracomment>Tooltip of a judged move: %1 the judgement (Blunder, Mistake, ...), %2 the best move, %3 its value, %4 the value of the move played (values in seeds, or &quot;wins in 5&quot; and the like).</extracomment>
        <translation>%1: langkah terbaik ialah %2 (%3); langkah ini: %4</translation>
    </message>
    <message>
        <source>Not judged: a proven end and an estimate cannot be compared. The best move was %1 (%2); this move: %3</source>
        <extracomment>Tooltip of a move not judged (MoveQuality.h): a proven end and an estimate, or an end not proven, are not on one scale. %1 the best move, %2 its value, %3 the value of the move played.</extracomment>
        <translation>Tidak dinilai: pengakhiran yang terbukti dan anggaran tidak boleh dibandingkan. Langkah terbaik ialah %1 (%2); langkah ini: %3</translation>
    </message>
</context>
<context>
    <name>GameStarts</name>
    <message>
        <source>Welcome to Baraza: choose a game</source>
        <extracomment>The title of the New game dialog the first time the program starts.</extracomment>
        <translation>Selamat datang ke Baraza: pilih permainan</translation>
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
        <translation>Biji Bao la Kete; permainan ini dinamakan sempena biji itu.</translation>
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
        <translation>Bao la Kete: peringkat pertama, semasa pemain masih mempunyai biji dalam simpanan; setiap langkah bermula dengan meletakkan satu (L-3, L-7, L-8).</translation>
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
        <translation>Bao la Kete: langkah yang tidak menawan apa-apa (L-8, L-10).</translation>
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
        <translation>Bao Kingulu: lubang yang dituntut pemain dengan menamatkan pusingan di lubang lawan yang berisi tiga. Ia menyimpan bijinya; biji yang disemai ke dalamnya pergi ke stor pemiliknya (G-2, G-6).</translation>
    </message>
    <message>
        <source>kuweka mtoto</source>
        <extracomment>Glossary: the words &quot;kuweka mtoto&quot; (&quot;placing a child&quot;), as the language writes them.</extracomment>
        <translation>kuweka mtoto</translation>
    </message>
    <message>
        <source>Bao Kingulu: &quot;placing a child&quot;: ending a lap in an opponent&apos;s hole that held exactly three seeds, which becomes the mover&apos;s mtoto (G-4, G-6).</source>
        <translation>Bao Kingulu: &quot;meletakkan anak&quot;: menamatkan pusingan di lubang lawan yang berisi tepat tiga biji, yang kemudian menjadi mtoto pemain yang melangkah (G-4, G-6).</translation>
    </message>
    <message>
        <source>Bao la Kete: the square hole, South&apos;s e2 and North&apos;s d3. It starts with six seeds and is gone for good once all its seeds are lifted for a lap or captured; a nemo takata that lifts only two of its seeds, from a kuu of eight or more, leaves it standing (L-1, L-2, L-8).</source>
        <translation>Bao la Kete: lubang segi empat, e2 bagi Selatan dan d3 bagi Utara. Ia bermula dengan enam biji dan hilang buat selama-lamanya apabila semua bijinya diangkat untuk satu pusingan atau ditawan; takata nemo yang mengangkat dua bijinya sahaja, daripada kuu yang berisi lapan biji atau lebih, membiarkannya kekal (L-1, L-2, L-8).</translation>
    </message>
    <message>
        <source>Bao la Kete: the Lamu blocking rule of mtaji. When a player&apos;s mtaji takata leaves exactly one front hole of the opponent that he could capture first, and the opponent has no capture, that hole is marked, unless it is the opponent&apos;s kuu, his only occupied front hole or his only front hole with two or more seeds. On his next move the opponent may not start from the marked hole, and a lap that ends in it ends that move (except the first lap of a move from his kuu); on the move after, the player must capture it if a capture move can (L-11).</source>
        <translation>Bao la Kete: peraturan sekatan Lamu dalam mtaji. Apabila takata mtaji seorang pemain meninggalkan tepat satu lubang hadapan lawan yang boleh ditawannya dahulu, dan lawan tiada tawanan, lubang itu ditanda, kecuali jika ia kuu lawan, satu-satunya lubang hadapannya yang berisi, atau satu-satunya lubang hadapannya yang berisi dua biji atau lebih. Pada langkah berikutnya lawan tidak boleh bermula dari lubang bertanda, dan pusingan yang berakhir di dalamnya menamatkan langkah itu (kecuali pusingan pertama langkah yang bermula dari kuunya); pada langkah selepas itu, pemain mesti menawannya jika ada langkah tawanan yang boleh (L-11).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: an end hole of a front row (a and h). Captured seeds are sown starting in a kichwa, towards the centre (L-5, Z-5).</source>
        <translation>Bao la Kete dan Bao la Kiswahili: lubang hujung baris hadapan (a dan h). Biji yang ditawan disemai bermula di dalam kichwa, menuju ke tengah (L-5, Z-5).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: the two holes at each end of a front row, columns a, b, g and h (L-5, Z-5).</source>
        <translation>Bao la Kete dan Bao la Kiswahili: dua lubang di setiap hujung baris hadapan, lajur a, b, g dan h (L-5, Z-5).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: the second stage, once a player&apos;s reserve (in Bao la Kiswahili, his hand) is empty; moves start by lifting a hole (L-3, Z-3).</source>
        <translation>Bao la Kete dan Bao la Kiswahili: peringkat kedua, apabila simpanan pemain (dalam Bao la Kiswahili, tangannya) sudah habis; langkah bermula dengan mengangkat satu lubang (L-3, Z-3).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: going on out of one&apos;s own kuu or nyumba when a capture&apos;s sowing ends there in the first stage: it is lifted and gone (L-6.3, Z-6.3).</source>
        <translation>Bao la Kete dan Bao la Kiswahili: meneruskan dari kuu atau nyumba sendiri apabila semaian tawanan berakhir di situ dalam peringkat pertama: ia diangkat dan hilang (L-6.3, Z-6.3).</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: &quot;no board&quot;: a capture that empties the opponent&apos;s front row wins at once (L-12, Z-12.1).</source>
        <translation>Bao la Kete dan Bao la Kiswahili: &quot;tiada papan&quot;: tawanan yang mengosongkan baris hadapan lawan menang serta-merta (L-12, Z-12.1).</translation>
    </message>
    <message>
        <source>nyumba</source>
        <extracomment>Glossary: the word &quot;nyumba&quot; (Bao la Kiswahili&apos;s square hole), as the language writes it.</extracomment>
        <translation>nyumba</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the square hole, South&apos;s e2 and North&apos;s d3 (Lamu&apos;s kuu). It starts with six seeds and is its owner&apos;s until all its seeds are lifted together for a lap or captured; it works while it holds six or more and is dormant with fewer (Z-1, Z-2).</source>
        <translation>Bao la Kiswahili: lubang segi empat, e2 milik Selatan dan d3 milik Utara (kuu di Lamu). Ia bermula dengan enam biji dan kekal milik pemiliknya sehingga semua bijinya diangkat bersama untuk satu pusingan atau ditawan; ia berfungsi selagi berisi enam biji atau lebih dan tidur apabila kurang (Z-1, Z-2).</translation>
    </message>
    <message>
        <source>dormant</source>
        <extracomment>Glossary: the word &quot;dormant&quot;, said of a nyumba: owned, but with fewer than six seeds (an ordinary hole).</extracomment>
        <translation>tidur</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: said of a nyumba that is still its owner&apos;s but holds fewer than six seeds, as taxing leaves it: it is an ordinary hole until it holds six again (Z-2, Z-8.2).</source>
        <translation>Bao la Kiswahili: kata bagi nyumba yang masih milik pemiliknya tetapi berisi kurang daripada enam biji, seperti yang ditinggalkan oleh cukai: ia lubang biasa sehingga berisi enam semula (Z-2, Z-8.2).</translation>
    </message>
    <message>
        <source>namua</source>
        <extracomment>Glossary: the word &quot;namua&quot;, as the language writes it.</extracomment>
        <translation>namua</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the first stage, while a player still has seeds in hand; each move begins by putting one into his front row (Z-3, Z-7, Z-8).</source>
        <translation>Bao la Kiswahili: peringkat pertama, selagi pemain masih ada biji di tangan; setiap langkah bermula dengan meletakkan sebiji ke dalam baris hadapannya (Z-3, Z-7, Z-8).</translation>
    </message>
    <message>
        <source>takasa</source>
        <extracomment>Glossary: the word &quot;takasa&quot;, as the language writes it.</extracomment>
        <translation>takasa</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: a move that captures nothing (Z-8, Z-10).</source>
        <translation>Bao la Kiswahili: langkah yang tidak menawan apa-apa (Z-8, Z-10).</translation>
    </message>
    <message>
        <source>takasia</source>
        <extracomment>Glossary: the word &quot;takasia&quot;, as the language writes it.</extracomment>
        <translation>takasia</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: the blocking mark. After a takasa that leaves both hands empty, when every capture the mover could make next would take one and the same hole of the opponent first, that hole is marked, with a few exceptions. The opponent may not start his next move there, and a lap that ends there ends that move; on the move after, the mover must capture it if one of his capture moves can (Z-11).</source>
        <translation>Bao la Kiswahili: tanda sekatan. Selepas takasa yang meninggalkan kedua-dua tangan kosong, jika setiap tawanan yang boleh dibuat oleh pemain itu seterusnya akan menawan satu lubang lawan yang sama dahulu, lubang itu ditanda, dengan beberapa pengecualian. Lawan tidak boleh memulakan langkah berikutnya di situ, dan pusingan yang berakhir di situ menamatkan langkah itu; pada langkah selepasnya, pemain itu mesti menawannya jika salah satu langkah tawanannya boleh (Z-11).</translation>
    </message>
    <message>
        <source>kutakatia</source>
        <extracomment>Glossary: the word &quot;kutakatia&quot; (to put the takasia mark on a hole), as the language writes it.</extracomment>
        <translation>kutakatia</translation>
    </message>
    <message>
        <source>Bao la Kiswahili: to put the takasia mark on a hole of the opponent; some rule books name the rule so (Z-11).</source>
        <translation>Bao la Kiswahili: meletakkan tanda takasia pada lubang lawan; sesetengah buku peraturan menamakan peraturan itu begitu (Z-11).</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>Glossary: the player&apos;s hand: in Bao la Kiswahili the seeds not yet on the board. Use the language&apos;s everyday word for a hand.</extracomment>
        <translation>tangan</translation>
    </message>
    <message>
        <source>The seeds a player holds off the board: in Bao la Kiswahili those not yet brought into play, 22 each at the start (Z-1), which Bao la Kete calls the reserve; in every game also the seeds being sown.</source>
        <translation>Biji yang dipegang pemain di luar papan: dalam Bao la Kiswahili biji yang belum dibawa ke dalam permainan, 22 setiap seorang pada permulaan (Z-1), yang dipanggil simpanan dalam Bao la Kete; dalam setiap permainan juga biji yang sedang disemai.</translation>
    </message>
</context>
<context>
    <name>HintExplanation</name>
    <message>
        <source>%1 wins the game.</source>
        <extracomment>A hint&apos;s reason: %1 is the move.</extracomment>
        <translation>%1 memenangi permainan.</translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds and leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent (North, South); %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 menawan %n biji dan tidak meninggalkan tawanan untuk %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds, more than %2 can take back.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 menawan %n biji, lebih daripada yang dapat ditawan semula oleh %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move; %n seeds captured.</extracomment>
        <translation>
            <numerusform>%1 menawan %n biji.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 makes %2 your mtoto.</source>
        <extracomment>A hint&apos;s reason (Kingulu, G-6): %1 is the move, %2 the hole that becomes the player&apos;s mtoto.</extracomment>
        <translation>%1 menjadikan %2 mtoto anda.</translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n seeds into your store.</source>
        <extracomment>A hint&apos;s reason (Kingulu): %1 is the move; %n seeds go into the player&apos;s store.</extracomment>
        <translation>
            <numerusform>%1 memasukkan %n biji ke dalam jelapang anda.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sows into your kuu.</source>
        <extracomment>A hint&apos;s reason (Kete): %1 is the move, which ends in the player&apos;s own kuu.</extracomment>
        <translation>%1 menyemai ke dalam kuu anda.</translation>
    </message>
    <message>
        <source>%1 leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent (North, South).</extracomment>
        <translation>%1 tidak meninggalkan tawanan untuk %2.</translation>
    </message>
    <message>
        <source>%1 is the strongest move the engine found.</source>
        <extracomment>A hint&apos;s reason when there is nothing more to say: %1 is the move.</extracomment>
        <translation>%1 ialah langkah terkuat yang ditemui enjin.</translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %2 no better answer than capturing %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds the opponent&apos;s best answer captures, the least any move of the player&apos;s leaves him.</extracomment>
        <translation>
            <numerusform>%1 tidak meninggalkan %2 jawapan yang lebih baik daripada menawan %n biji.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones and leaves %2 no capture.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 menawan %n batu dan tidak meninggalkan tawanan untuk %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones, more than %2 can take back.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 menawan %n batu, lebih daripada yang dapat ditawan semula oleh %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n stones.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move; %n stones captured.</extracomment>
        <translation>
            <numerusform>%1 menawan %n batu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %2 no better answer than capturing %n stones.</source>
        <extracomment>A hint&apos;s reason in Bao la Kimasai: %1 is the move, %2 the opponent; %n stones the opponent&apos;s best answer captures.</extracomment>
        <translation>
            <numerusform>%1 tidak meninggalkan %2 jawapan yang lebih baik daripada menawan %n batu.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sows into your nyumba.</source>
        <extracomment>A hint&apos;s reason (Kiswahili): %1 is the move, which ends in the player&apos;s own nyumba.</extracomment>
        <translation>%1 menyemai ke dalam nyumba anda.</translation>
    </message>
</context>
<context>
    <name>HintShown</name>
    <message>
        <source>Hint: %1</source>
        <extracomment>The status bar after Hint: %1 is the move with the reason, e.g. &quot;d1 captures 6 seeds and leaves North no capture.&quot;</extracomment>
        <translation>Petunjuk: %1</translation>
    </message>
    <message>
        <source>The yellow ring marks %1, the hole to play.</source>
        <extracomment>Under the board while a hint is shown: %1 is the hole to play, drawn with a yellow ring.</extracomment>
        <translation>Bulatan kuning menandakan %1, lubang untuk dimainkan.</translation>
    </message>
    <message>
        <source>The yellow ring marks %1, the hole to play; the line runs to %2, where its first lap ends.</source>
        <extracomment>Under the board while a hint is shown: %1 is the hole to play (a yellow ring around it), %2 the hole where its sowing&apos;s first lap ends (the yellow line runs there, showing the direction).</extracomment>
        <translation>Bulatan kuning menandakan %1, lubang untuk dimainkan; garisan menuju ke %2, tempat pusingan pertamanya berakhir.</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>Your move %1 captured nothing.</source>
        <translation>Langkah anda %1 tidak menawan apa-apa.</translation>
    </message>
    <message>
        <source>That is not what the task asks.</source>
        <extracomment>After what a wrong try in a lesson did.</extracomment>
        <translation>Itu bukan yang diminta oleh tugasan.</translation>
    </message>
    <message>
        <source>Play your move on the board.</source>
        <translation>Mainkan langkah anda di papan.</translation>
    </message>
    <message>
        <source>Try again: play another move on the board.</source>
        <extracomment>A lesson after a wrong try has been taken back.</extracomment>
        <translation>Cuba lagi: mainkan langkah lain di papan.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <extracomment>A lesson&apos;s task has been done with the move played.</extracomment>
        <translation>Berjaya!</translation>
    </message>
    <message>
        <source>Not yet.</source>
        <extracomment>A lesson&apos;s wrong try: the heading of the explanation.</extracomment>
        <translation>Belum lagi.</translation>
    </message>
    <message>
        <source>Press Try again to play from the lesson&apos;s start.</source>
        <extracomment>After a wrong try in a lesson; &quot;Try again&quot; is the button&apos;s name.</extracomment>
        <translation>Tekan Cuba lagi untuk bermain dari permulaan pelajaran.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>A lesson&apos;s hint; %1 is the hint itself.</extracomment>
        <translation>Petunjuk: %1</translation>
    </message>
    <message>
        <source>The lesson&apos;s hint, after a first try</source>
        <extracomment>Tooltip of a lesson&apos;s Hint button.</extracomment>
        <translation>Petunjuk pelajaran, selepas cubaan pertama</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <extracomment>A lesson&apos;s button: back to the lesson&apos;s start position.</extracomment>
        <translation>&amp;Cuba lagi</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>Pelajaran &amp;seterusnya</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · %3</source>
        <extracomment>The lesson pane&apos;s heading: %1 of %2 count the game&apos;s lessons, %3 is the game, e.g. &quot;Bao la Kete&quot;.</extracomment>
        <translation>Pelajaran %1 daripada %2 · %3</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <extracomment>A link to the rule a lesson teaches; %1 is its id, e.g. &quot;L-4&quot;.</extracomment>
        <translation>Peraturan %1</translation>
    </message>
    <message>
        <source>Open the rules at this rule</source>
        <translation>Buka peraturan pada peraturan ini</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A lesson in the Learn menu: %1 is its number in its game, %2 its title.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No lessons found</source>
        <translation>Tiada pelajaran ditemui</translation>
    </message>
    <message>
        <source>&amp;Forget lesson progress…</source>
        <translation>&amp;Lupakan kemajuan pelajaran…</translation>
    </message>
    <message>
        <source>Forget lesson progress</source>
        <translation>Lupakan kemajuan pelajaran</translation>
    </message>
    <message>
        <source>Forget which lessons you have solved? Every lesson will show as not solved.</source>
        <translation>Lupakan pelajaran yang telah anda selesaikan? Setiap pelajaran akan ditunjukkan sebagai belum selesai.</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Lupakan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Petunjuk</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Tinggalkan pelajaran</translation>
    </message>
    <message>
        <source>Lesson solved: read why it works, then Next lesson</source>
        <translation>Pelajaran selesai: baca mengapa ia berjaya, kemudian Pelajaran seterusnya</translation>
    </message>
    <message>
        <source>Lesson: read what your move did, then Try again</source>
        <translation>Pelajaran: baca apa yang dilakukan langkah anda, kemudian Cuba lagi</translation>
    </message>
    <message>
        <source>Your move %1 captured 1 seed from %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the hole it captured from, e.g. &quot;c2&quot;.</extracomment>
        <translation>Langkah anda %1 menawan 1 biji dari %2.</translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 captured %n seeds from %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the holes it captured from, e.g. &quot;c2&quot; or &quot;c2 and b1&quot;.</extracomment>
        <translation>
            <numerusform>Langkah anda %1 menawan %n biji dari %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stone stepped into %1.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the hole the stone stepped into.</extracomment>
        <translation>Batu itu melangkah ke %1.</translation>
    </message>
    <message>
        <source>Its last seed fell in %1.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the hole where the move&apos;s last seed was sown.</extracomment>
        <translation>Biji terakhirnya jatuh di %1.</translation>
    </message>
    <message>
        <source>It made %1 a mtoto.</source>
        <extracomment>A lesson&apos;s wrong try in Bao Kingulu: %1 is the hole that became a mtoto.</extracomment>
        <translation>Ia menjadikan %1 mtoto.</translation>
    </message>
    <message>
        <source>It won the game.</source>
        <extracomment>A lesson&apos;s wrong try that won the game all the same.</extracomment>
        <translation>Ia memenangi permainan.</translation>
    </message>
    <message>
        <source>It ended the game.</source>
        <extracomment>A lesson&apos;s wrong try that ended the game (a draw, or a loss).</extracomment>
        <translation>Ia menamatkan permainan.</translation>
    </message>
    <message>
        <source>Last try: %1</source>
        <extracomment>A lesson after Try again: %1 is what the last wrong try did, kept until the next try.</extracomment>
        <translation>Cubaan terakhir: %1</translation>
    </message>
    <message>
        <source>&amp;First unsolved lesson</source>
        <translation>Pelajaran &amp;pertama yang belum selesai</translation>
    </message>
    <message>
        <source>&amp;First lesson</source>
        <translation>Pelajaran &amp;pertama</translation>
    </message>
    <message>
        <source>Your move %1 captured 1 stone from %2.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the move, %2 the hole it captured from.</extracomment>
        <translation>Langkah anda %1 menawan 1 batu dari %2.</translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 captured %n stones from %2.</source>
        <extracomment>A lesson&apos;s wrong try in Bao la Kimasai: %1 is the move, %2 the holes it captured from, e.g. &quot;a3 and a4&quot;.</extracomment>
        <translation>
            <numerusform>Langkah anda %1 menawan %n batu dari %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalFileColumns</name>
    <message>
        <source>Bao game</source>
        <extracomment>The type of a .bao file in the Open and Save dialogs&apos; file list.</extracomment>
        <translation>Permainan Bao</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Apa yang berlaku</translation>
    </message>
    <message>
        <source>Stop in the kuu</source>
        <translation>Berhenti di kuu</translation>
    </message>
    <message>
        <source>Safari</source>
        <translation>Safari</translation>
    </message>
    <message>
        <source>Rules of the games</source>
        <translation>Peraturan permainan</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Permainan yang belum selesai tidak dapat disimpan: %1</translation>
    </message>
    <message>
        <source>The sowing has reached your kuu. Stop here, or lift the kuu and sow on (safari)?</source>
        <extracomment>Kete (L-6.3): a capture&apos;s sowing has ended in the player&apos;s own kuu.</extracomment>
        <translation>Semaian telah sampai ke kuu anda. Berhenti di sini, atau angkat kuu dan terus menyemai (safari)?</translation>
    </message>
    <message>
        <source>Best move: %1</source>
        <extracomment>The status bar after &quot;Show best move&quot; in the analysis pane; %1 is the move.</extracomment>
        <translation>Langkah terbaik: %1</translation>
    </message>
    <message>
        <source>Your settings cannot be kept: %1. They last until the program closes.</source>
        <extracomment>%1 is the reason, e.g. &quot;the folder cannot be written to&quot;.</extracomment>
        <translation>Tetapan anda tidak dapat disimpan: %1. Tetapan itu kekal hanya sehingga program ditutup.</translation>
    </message>
    <message>
        <source>Another Baraza window that is open has an unfinished game; it stays there and is not offered here.</source>
        <extracomment>A second Baraza window at the start: the unfinished game belongs to the first one.</extracomment>
        <translation>Satu lagi tetingkap Baraza yang terbuka mempunyai permainan yang belum selesai; ia kekal di sana dan tidak ditawarkan di sini.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>The sowing has reached your nyumba. Stop here, or lift the nyumba and sow on (safari)? After a safari the nyumba is gone for good.</source>
        <extracomment>Kiswahili (Z-6.3): a namua capture&apos;s sowing has ended in the player&apos;s own nyumba; &quot;nyumba&quot; and &quot;safari&quot; stay in Swahili.</extracomment>
        <translation>Semaian telah sampai ke nyumba anda. Berhenti di sini, atau angkat nyumba dan terus menyemai (safari)? Selepas safari nyumba itu hilang buat selama-lamanya.</translation>
    </message>
    <message>
        <source>Stop in the nyumba</source>
        <translation>Berhenti di nyumba</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>Sow clockwise, starting in %1 (%2)</source>
        <extracomment>Kete, the tooltip of a direction arrow: %1 is the hole the sowing starts in, %2 the move.</extracomment>
        <translation>Semai ikut arah jam, bermula di %1 (%2)</translation>
    </message>
    <message>
        <source>Sow counterclockwise, starting in %1 (%2)</source>
        <translation>Semai lawan arah jam, bermula di %1 (%2)</translation>
    </message>
    <message>
        <source>Sow the captured seeds starting in the kichwa %1, clockwise (%2)</source>
        <extracomment>Kete, the tooltip of a direction arrow: %1 is the kichwa (an end hole, the word stays in Swahili) the captured seeds are sown starting in, %2 the move, e.g. &quot;c2 ↻&quot;.</extracomment>
        <translation>Semai biji yang ditawan bermula di dalam kichwa %1, ikut arah jam (%2)</translation>
    </message>
    <message>
        <source>Sow the captured seeds starting in the kichwa %1, counterclockwise (%2)</source>
        <translation>Semai biji yang ditawan bermula di dalam kichwa %1, lawan arah jam (%2)</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Start</source>
        <extracomment>The first row of the move list: the position before any move.</extracomment>
        <translation>Mula</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A row of the move list: the move&apos;s number and the move, e.g. &quot;3. e2cw&quot;.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (stop or safari?)</source>
        <extracomment>The move list, Kete (L-6.3): the move waits in the kuu for the player&apos;s choice; %1 is the move so far.</extracomment>
        <translation>%1 (berhenti atau safari?)</translation>
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
        <translation>Klik dua kali: peraturan dalam tetingkap peraturan</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>A seed from the reserve is placed in %1.</source>
        <translation>Sebiji dari simpanan diletakkan di %1.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are lifted to be sown.</source>
        <translation>Biji di %1 (%2) diangkat untuk disemai.</translation>
    </message>
    <message>
        <source>Safari: the seeds of the kuu (%1) are lifted and sown on.</source>
        <extracomment>Kete: &quot;safari&quot; is the Swahili name of going on out of one&apos;s own kuu.</extracomment>
        <translation>Safari: biji kuu (%1) diangkat dan terus disemai.</translation>
    </message>
    <message>
        <source>The lap ended in %1, an occupied hole: its seeds (%2) are sown on.</source>
        <translation>Pusingan berakhir di %1, lubang yang berisi: bijinya (%2) terus disemai.</translation>
    </message>
    <message>
        <source>One seed into %1.</source>
        <translation>Sebiji ke dalam %1.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured and leave the game.</source>
        <translation>Biji di %1 (%2) ditawan dan keluar daripada permainan.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) go into the store.</source>
        <translation>Biji di %1 (%2) masuk ke jelapang.</translation>
    </message>
    <message>
        <source>The seed sown into the mtoto %1 goes to %2&apos;s store.</source>
        <extracomment>Kingulu: a &quot;mtoto&quot; is a hole a player has claimed; the word stays in Swahili.</extracomment>
        <translation>Biji yang disemai ke dalam mtoto %1 pergi ke jelapang %2.</translation>
    </message>
    <message>
        <source>%1 held exactly three seeds: it becomes a mtoto.</source>
        <translation>%1 berisi tepat tiga biji: ia menjadi mtoto.</translation>
    </message>
    <message>
        <source>The seed just sown in %1 joins the new mtoto %2.</source>
        <translation>Biji yang baru disemai di %1 menyertai mtoto baharu %2.</translation>
    </message>
    <message>
        <source>The last seed fell into an empty hole: the move ends.</source>
        <translation>Biji terakhir jatuh ke dalam lubang kosong: langkah tamat.</translation>
    </message>
    <message>
        <source>A single step ends the move.</source>
        <translation>Satu langkah tunggal menamatkan giliran.</translation>
    </message>
    <message>
        <source>The lap ended in the kuu: the move stops there.</source>
        <translation>Pusingan berakhir di kuu: langkah berhenti di situ.</translation>
    </message>
    <message>
        <source>The lap ended in the hizi zetu hole: the move ends.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Pusingan berakhir di lubang hizi zetu: langkah tamat.</translation>
    </message>
    <message>
        <source>The last seed went into a mtoto: the move ends.</source>
        <translation>Biji terakhir masuk ke dalam mtoto: langkah tamat.</translation>
    </message>
    <message>
        <source>Claiming a mtoto ends the move.</source>
        <translation>Menuntut mtoto menamatkan langkah.</translation>
    </message>
    <message>
        <source>Bao hamna: the opponent&apos;s front row is empty and the game is won.</source>
        <extracomment>Kete: &quot;bao hamna&quot; (no board) is the Swahili name of this win.</extracomment>
        <translation>Bao hamna: baris hadapan lawan kosong dan permainan dimenangi.</translation>
    </message>
    <message>
        <source>The mover&apos;s own front row is empty: the game is lost.</source>
        <translation>Baris hadapan pemain sendiri kosong: permainan kalah.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A narration line followed by the id of the rule behind it, e.g. &quot;... (K-3)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no seeds left (%3).</source>
        <translation>%1 menang: %2 tiada biji lagi (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no legal move (%3).</source>
        <translation>%1 menang: %2 tiada langkah yang sah (%3).</translation>
    </message>
    <message>
        <source>Draw, %1 to %2 on the count (G-7).</source>
        <translation>Seri, %1 lawan %2 mengikut kiraan (G-7).</translation>
    </message>
    <message>
        <source>%1 wins %2 to %3 on the count (G-7).</source>
        <translation>%1 menang %2 lawan %3 mengikut kiraan (G-7).</translation>
    </message>
    <message>
        <source>The first lap from the kuu ended in %1, the hizi zetu hole: a lap from the kuu is not stopped there, so its seeds (%2) are sown on.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule and &quot;kuu&quot; the square hole; both stay in Swahili.</extracomment>
        <translation>Pusingan pertama dari kuu berakhir di %1, lubang hizi zetu: pusingan dari kuu tidak dihentikan di situ, jadi biji-bijinya (%2) disemai terus.</translation>
    </message>
    <message>
        <source>%1&apos;s kuu (%2) is gone for good.</source>
        <extracomment>Kete: the &quot;kuu&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Kuu %1 (%2) hilang buat selama-lamanya.</translation>
    </message>
    <message>
        <source>Hizi zetu: %1 is marked. On his next move %2 may not start there, and a lap that ends there ends his move; on the move after, %3 must capture it if he can.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Hizi zetu: %1 ditanda. Pada langkah seterusnya %2 tidak boleh bermula di situ, dan pusingan yang berakhir di situ menamatkan langkahnya; pada langkah selepas itu, %3 mesti menawannya jika boleh.</translation>
    </message>
    <message>
        <source>The hizi zetu mark on %1 lapses.</source>
        <extracomment>Kete: &quot;hizi zetu&quot; is the Lamu name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Tanda hizi zetu pada %1 luput.</translation>
    </message>
    <message>
        <source>%1&apos;s reserve is empty: from now on his moves are mtaji moves.</source>
        <extracomment>Kete: &quot;mtaji&quot; is the Swahili name of the game&apos;s second stage; it stays in Swahili.</extracomment>
        <translation>Simpanan %1 sudah habis: mulai sekarang langkahnya ialah langkah mtaji.</translation>
    </message>
    <message>
        <source>The turn passes to %1.</source>
        <translation>Giliran beralih kepada %1.</translation>
    </message>
    <message>
        <source>The stone of %1 is lifted.</source>
        <extracomment>Bao la Kimasai: the stone that moves is taken up (a hole holds one stone at most).</extracomment>
        <translation>Batu di %1 diangkat.</translation>
    </message>
    <message>
        <source>The stone steps into %1.</source>
        <translation>Batu itu melangkah ke %1.</translation>
    </message>
    <message>
        <source>The stone of %1 is captured and leaves the game.</source>
        <extracomment>Bao la Kimasai: a captured stone (a hole holds one stone at most).</extracomment>
        <translation>Batu di %1 ditawan dan keluar daripada permainan.</translation>
    </message>
    <message>
        <source>%1 wins: %2 has no stones left (%3).</source>
        <translation>%1 menang: %2 tiada batu lagi (%3).</translation>
    </message>
    <message>
        <source>The game is over; it would have been %1&apos;s turn.</source>
        <extracomment>The last line of a game&apos;s last move: the side to move changes (rule C-7) though no one moves again.</extracomment>
        <translation>Permainan sudah tamat; sepatutnya giliran %1.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured into the hand, to be sown starting in a kichwa.</source>
        <extracomment>Kete: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>Biji di %1 (%2) ditawan ke dalam tangan, untuk disemai bermula di dalam kichwa.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) holds fewer than six seeds: it is dormant, an ordinary hole, until it holds six again.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Nyumba %1 (%2) berisi kurang daripada enam biji: ia tidur, lubang biasa, sehingga berisi enam semula.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) holds six seeds again: it works again.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Nyumba %1 (%2) berisi enam biji semula: ia berfungsi semula.</translation>
    </message>
    <message>
        <source>Takasia: %1 must capture the marked hole %2, and this move does.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Takasia: %1 mesti menawan lubang bertanda %2, dan langkah ini menawannya.</translation>
    </message>
    <message>
        <source>Takasia: this move may not start from the marked hole %1, and a lap that ends there ends the move.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking rule; it stays in Swahili.</extracomment>
        <translation>Takasia: langkah ini tidak boleh bermula dari lubang bertanda %1, dan pusingan yang berakhir di situ menamatkan langkah.</translation>
    </message>
    <message>
        <source>%1 wins: bao hamna, %2&apos;s front row is empty (%3).</source>
        <translation>%1 menang: bao hamna, baris hadapan %2 kosong (%3).</translation>
    </message>
    <message>
        <source>%1 wins: %2 emptied his own front row (%3).</source>
        <translation>%1 menang: %2 mengosongkan baris hadapannya sendiri (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 seeds of %2 are lifted to be sown.</source>
        <extracomment>Kete, L-8: only some of a hole&apos;s seeds are lifted (two of a kuu of eight or more); %n is how many, %1 how many the hole held, %2 the hole, e.g. &quot;2 of the 8 seeds of e2&quot;.</extracomment>
        <translation>
            <numerusform>%n daripada %1 biji di %2 diangkat untuk disemai.</numerusform>
        </translation>
    </message>
    <message>
        <source>A seed from the hand is placed in %1.</source>
        <translation>Sebiji dari tangan diletakkan ke dalam %1.</translation>
    </message>
    <message>
        <source>Taxing: only %1 seeds of the nyumba %2 are lifted to be sown; the nyumba stays.</source>
        <extracomment>Kiswahili: taxing (rule Z-8.2) lifts only two seeds of the nyumba, which stays its owner&apos;s. &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Cukai: hanya %1 biji nyumba %2 diangkat untuk disemai; nyumba itu kekal.</translation>
    </message>
    <message>
        <source>Safari: the seeds of the nyumba (%1) are lifted and sown on.</source>
        <extracomment>Kiswahili: &quot;safari&quot; is the Swahili name of going on out of one&apos;s own nyumba.</extracomment>
        <translation>Safari: biji nyumba (%1) diangkat dan disemai terus.</translation>
    </message>
    <message>
        <source>The seeds of %1 (%2) are captured, to be sown starting in a kichwa.</source>
        <extracomment>Kiswahili: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>Biji %1 (%2) ditawan, untuk disemai bermula di dalam kichwa.</translation>
    </message>
    <message>
        <source>The lap ended in the nyumba: the move stops there.</source>
        <translation>Pusingan berakhir di nyumba: langkah berhenti di situ.</translation>
    </message>
    <message>
        <source>The lap ended in the hole the takasia mark blocks: the move ends.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>Pusingan berakhir di lubang yang disekat oleh tanda takasia: langkah tamat.</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba (%2) is gone for good.</source>
        <extracomment>Kiswahili: the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Nyumba %1 (%2) hilang buat selama-lamanya.</translation>
    </message>
    <message>
        <source>Takasia: %1 is marked. On his next move %2 may not start there, and a lap that ends there ends his move; on the move after, %3 must capture it if one of his capture moves can.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>Takasia: %1 ditanda. Pada langkah berikutnya %2 tidak boleh bermula di situ, dan pusingan yang berakhir di situ menamatkan langkahnya; pada langkah selepas itu, %3 mesti menawannya jika salah satu langkah tawanannya boleh.</translation>
    </message>
    <message>
        <source>The takasia mark on %1 lapses.</source>
        <extracomment>Kiswahili: &quot;takasia&quot; is the Swahili name of the blocking mark; it stays in Swahili.</extracomment>
        <translation>Tanda takasia pada %1 luput.</translation>
    </message>
    <message>
        <source>%1&apos;s hand is empty: from now on his moves are mtaji moves.</source>
        <extracomment>Kiswahili: &quot;mtaji&quot; is the Swahili name of the game&apos;s second stage; it stays in Swahili.</extracomment>
        <translation>Tangan %1 sudah kosong: mulai sekarang langkahnya ialah langkah mtaji.</translation>
    </message>
    <message>
        <source>Draw: the same position came back a second time (C-6).</source>
        <translation>Seri: kedudukan yang sama berulang kali kedua (C-6).</translation>
    </message>
    <message>
        <source>Draw: the same position came back for the third time (C-6).</source>
        <translation>Seri: kedudukan yang sama berulang kali ketiga (C-6).</translation>
    </message>
    <message>
        <source>%1 wins: %2 resigned.</source>
        <extracomment>%2 gave the game up (Game → Resign).</extracomment>
        <translation>%1 menang: %2 menyerah kalah.</translation>
    </message>
    <message>
        <source>Draw: the players agreed to it.</source>
        <translation>Seri: para pemain bersetuju.</translation>
    </message>
    <message>
        <source>%1 wins: %2 ran out of time.</source>
        <extracomment>On the clock: %2&apos;s time for the game ran out.</extracomment>
        <translation>%1 menang: masa %2 telah habis.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Person</source>
        <translation>Orang</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan baharu</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Permainan:</translation>
    </message>
    <message>
        <source>&amp;South (moves first):</source>
        <translation>&amp;Selatan (bermain dahulu):</translation>
    </message>
    <message>
        <source>&amp;North:</source>
        <translation>&amp;Utara:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Mula</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <extracomment>The title of the dialog that asks who plays a position set up in the position editor.</extracomment>
        <translation>Main terus dari sini</translation>
    </message>
    <message>
        <source>The next move of this game will be dropped.</source>
        <translation>Langkah seterusnya dalam permainan ini akan dibuang.</translation>
    </message>
    <message numerus="yes">
        <source>The %n later moves of this game will be dropped.</source>
        <translation>
            <numerusform>%n langkah kemudian dalam permainan ini akan dibuang.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Teruskan</translation>
    </message>
    <message>
        <source>&amp;South:</source>
        <translation>&amp;Selatan:</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <extracomment>Placeholder of the field for a person&apos;s name in the New game dialog.</extracomment>
        <translation>Nama (pilihan)</translation>
    </message>
    <message>
        <source>%1&apos;s name cannot hold control characters.</source>
        <extracomment>%1 is the side, South or North, whose name in the New game dialog is refused.</extracomment>
        <translation>Nama %1 tidak boleh mengandungi aksara kawalan.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s name can be at most %n characters long.</source>
        <extracomment>%1 is the side, South or North; %n the most characters a name may have.</extracomment>
        <translation>
            <numerusform>Nama %1 tidak boleh melebihi %n aksara.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;lock:</source>
        <extracomment>New game dialog: the time control, none or each side&apos;s time for the game.</extracomment>
        <translation>&amp;Jam:</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Tanpa jam</translation>
    </message>
    <message>
        <source>%1 minutes each</source>
        <extracomment>Each side&apos;s minutes for the whole game (sudden death).</extracomment>
        <translation>%1 minit setiap pemain</translation>
    </message>
    <message>
        <source>%1 minutes each, +%2 seconds a move</source>
        <extracomment>Each side&apos;s minutes for the game, and seconds added after each of its moves.</extracomment>
        <translation>%1 minit setiap pemain, +%2 saat setiap langkah</translation>
    </message>
    <message>
        <source>%1&apos;s name</source>
        <extracomment>What a screen reader calls the field for a person&apos;s name; %1 is South or North.</extracomment>
        <translation>Nama %1</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>Main dari kedudukan ini</translation>
    </message>
    <message>
        <source>%1, from this position:</source>
        <extracomment>Above the picture of the position to be played; %1 is the game&apos;s name.</extracomment>
        <translation>%1, dari kedudukan ini:</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>%1 · computer (%2)</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the computer&apos;s strength.</extracomment>
        <translation>%1 · komputer (%2)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the person&apos;s name.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · you</source>
        <extracomment>The side of the person playing against the computer; %1 is South or North.</extracomment>
        <translation>%1 · anda</translation>
    </message>
</context>
<context>
    <name>PositionProblemText</name>
    <message>
        <source>the seeds in each reserve</source>
        <translation>biji dalam simpanan setiap pemain</translation>
    </message>
    <message>
        <source>the seeds in each hand</source>
        <translation>biji dalam tangan setiap pemain</translation>
    </message>
    <message>
        <source>whether each kuu still stands</source>
        <translation>sama ada setiap kuu masih ada</translation>
    </message>
    <message>
        <source>whether each player still owns his nyumba</source>
        <translation>sama ada setiap pemain masih memiliki nyumbanya</translation>
    </message>
    <message>
        <source>the hizi zetu mark</source>
        <translation>tanda hizi zetu</translation>
    </message>
    <message>
        <source>the takasia mark</source>
        <translation>tanda takasia</translation>
    </message>
    <message>
        <source>the seeds in each store</source>
        <translation>biji dalam stor setiap pemain</translation>
    </message>
    <message>
        <source>the mtoto holes</source>
        <translation>lubang mtoto</translation>
    </message>
    <message>
        <source>a position names its game, then the rows of holes, then the side to move (S or N)</source>
        <extracomment>A position&apos;s text (BPN): &quot;kete 0,0,…/… S reserve=…&quot;.</extracomment>
        <translation>kedudukan menyebut permainannya, kemudian baris lubang, kemudian pihak yang melangkah (S atau N)</translation>
    </message>
    <message>
        <source>“%1” is not the name of a game</source>
        <translation>“%1” bukan nama permainan</translation>
    </message>
    <message>
        <source>the board of %1 has %2 rows, the text gives %3</source>
        <translation>papan %1 mempunyai %2 baris, teks memberi %3</translation>
    </message>
    <message>
        <source>row %1 has %2 holes, the board of %3 has %4 in a row</source>
        <translation>baris %1 mempunyai %2 lubang, papan %3 mempunyai %4 lubang sebaris</translation>
    </message>
    <message>
        <source>“%1” on %2 is not a number of seeds</source>
        <translation>“%1” pada %2 bukan bilangan biji</translation>
    </message>
    <message>
        <source>the side to move is written S or N, not “%1”</source>
        <extracomment>S and N are written as they are in the text; they stand for South and North.</extracomment>
        <translation>pihak yang melangkah ditulis S atau N, bukan “%1”</translation>
    </message>
    <message>
        <source>“%1” should be written key=value</source>
        <extracomment>key=value is written as it is in the text.</extracomment>
        <translation>“%1” patut ditulis key=value</translation>
    </message>
    <message>
        <source>%1 has no “%2” in its positions</source>
        <translation>%1 tidak mempunyai “%2” dalam kedudukannya</translation>
    </message>
    <message>
        <source>“%1” (%2) is given twice</source>
        <translation>“%1” (%2) diberi dua kali</translation>
    </message>
    <message>
        <source>“%1” (%2) is missing</source>
        <extracomment>%1 is a key of the position text, as written (hz, reserve, …); %2 says what it holds.</extracomment>
        <translation>“%1” (%2) tiada</translation>
    </message>
    <message>
        <source>“%1=%2” (%3) must be two counts, South&apos;s then North&apos;s, each from 0 to %4</source>
        <translation>“%1=%2” (%3) mesti dua bilangan, Selatan kemudian Utara, setiap satu dari 0 hingga %4</translation>
    </message>
    <message>
        <source>“%1=%2” (%3) must be two flags, South&apos;s then North&apos;s, each 0 or 1</source>
        <translation>“%1=%2” (%3) mesti dua bendera, Selatan kemudian Utara, setiap satu 0 atau 1</translation>
    </message>
    <message>
        <source>“%1” (%2) names a hole this board does not have</source>
        <translation>“%1” (%2) menyebut lubang yang tiada pada papan ini</translation>
    </message>
    <message>
        <source>the mtoto %1 is named twice</source>
        <translation>mtoto %1 disebut dua kali</translation>
    </message>
    <message>
        <source>%1 holds %2 stones: a hole of Bao la Kimasai holds one stone at most</source>
        <translation>%1 mengandungi %2 batu: lubang Bao la Kimasai memegang satu batu sahaja</translation>
    </message>
    <message>
        <source>%1&apos;s reserve holds %2 seeds: a reserve starts with %3 and never gains</source>
        <translation>simpanan %1 mengandungi %2 biji: simpanan bermula dengan %3 dan tidak pernah bertambah</translation>
    </message>
    <message>
        <source>%1&apos;s hand holds %2 seeds: a hand starts with %3 and never gains</source>
        <translation>tangan %1 memegang %2 biji: tangan bermula dengan %3 dan tidak pernah bertambah</translation>
    </message>
    <message>
        <source>%1&apos;s store holds %2 seeds, more than the game&apos;s %3</source>
        <translation>stor %1 mengandungi %2 biji, lebih daripada %3 biji permainan ini</translation>
    </message>
    <message>
        <source>the hizi zetu mark is on %1, which is not a front-row hole</source>
        <translation>tanda hizi zetu berada pada %1, yang bukan lubang baris hadapan</translation>
    </message>
    <message>
        <source>the takasia mark is on %1, which is not a front-row hole</source>
        <translation>tanda takasia berada pada %1, yang bukan lubang baris hadapan</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds are in play, but %1 has only %2</source>
        <translation>
            <numerusform>%n biji dalam permainan, tetapi %1 hanya mempunyai %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s kuu %2 holds %3 seeds: a kuu that still stands holds six or more (L-1)</source>
        <translation>kuu %1, %2, mengandungi %3 biji: kuu yang masih ada mengandungi enam biji atau lebih (L-1)</translation>
    </message>
    <message>
        <source>%1&apos;s nyumba %2 holds %3 seeds: an owned nyumba holds five or more (Z-2)</source>
        <translation>nyumba %1, %2, mengandungi %3 biji: nyumba yang dimiliki mengandungi lima biji atau lebih (Z-2)</translation>
    </message>
    <message>
        <source>the takasia mark on %1 is set only when both hands are empty (Z-11)</source>
        <translation>tanda takasia pada %1 hanya dipasang apabila kedua-dua tangan kosong (Z-11)</translation>
    </message>
    <message>
        <source>the takasia mark is on %1, which holds fewer than two seeds (Z-11)</source>
        <translation>tanda takasia berada pada %1, yang mengandungi kurang daripada dua biji (Z-11)</translation>
    </message>
    <message numerus="yes">
        <source>%n stones are in play, but %1 has only %2</source>
        <translation>
            <numerusform>%n batu dalam permainan, tetapi %1 hanya mempunyai %2</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” (%2) is missing: write “%1=-” when no hole is marked</source>
        <extracomment>%1 is the mark&apos;s key as written (hz or takasia), %2 the mark; “%1=-” is written as it is.</extracomment>
        <translation>“%1” (%2) tiada: tulis “%1=-” jika tiada lubang yang ditanda</translation>
    </message>
    <message>
        <source>“%1” (%2) names a hole this board does not have: write “%3=-” when no hole is marked</source>
        <extracomment>%1 is what was written for the mark, %2 the mark, %3 its key (hz or takasia); “%3=-” is written as it is.</extracomment>
        <translation>“%1” (%2) menyebut lubang yang tiada pada papan ini: tulis “%3=-” jika tiada lubang yang ditanda</translation>
    </message>
</context>
<context>
    <name>Quality</name>
    <message>
        <source>Best move</source>
        <translation>Langkah terbaik</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Langkah baik</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Ketidaktepatan</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Kesilapan</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Kesilapan besar</translation>
    </message>
</context>
<context>
    <name>RecordErrors</name>
    <message>
        <source>line %1: the move %2 (ply %3) is not allowed</source>
        <translation>baris %1: langkah %2 (separuh langkah %3) tidak dibenarkan</translation>
    </message>
    <message>
        <source>line %1: the move %2 comes after the end of the game</source>
        <translation>baris %1: langkah %2 datang selepas permainan tamat</translation>
    </message>
    <message>
        <source>line %1: the move %2 cannot be read</source>
        <translation>baris %1: langkah %2 tidak dapat dibaca</translation>
    </message>
    <message>
        <source>line %1: unknown game %2</source>
        <translation>baris %1: permainan tidak dikenali %2</translation>
    </message>
    <message>
        <source>line %1: the [Game &quot;…&quot;] tag must come first</source>
        <extracomment>[Game &quot;…&quot;] is written as it is in the file and stays untranslated.</extracomment>
        <translation>baris %1: tag [Game &quot;…&quot;] mesti didahulukan</translation>
    </message>
    <message>
        <source>line %1: the start position is not valid</source>
        <translation>baris %1: kedudukan permulaan tidak sah</translation>
    </message>
    <message>
        <source>line %1: the start position belongs to another game</source>
        <translation>baris %1: kedudukan permulaan milik permainan lain</translation>
    </message>
    <message>
        <source>line %1: the result does not match the moves</source>
        <translation>baris %1: keputusan tidak sepadan dengan langkah</translation>
    </message>
    <message>
        <source>line %1: this line is not part of a game record</source>
        <translation>baris %1: baris ini bukan sebahagian daripada rekod permainan</translation>
    </message>
    <message>
        <source>the file is too large to be a game record</source>
        <translation>fail itu terlalu besar untuk menjadi rekod permainan</translation>
    </message>
    <message>
        <source>it is not a text file</source>
        <translation>ia bukan fail teks</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>fail itu kosong</translation>
    </message>
    <message>
        <source>the file names no game (a [Game &quot;…&quot;] tag)</source>
        <extracomment>[Game &quot;…&quot;] is written as it is in the file and stays untranslated.</extracomment>
        <translation>fail itu tidak menamakan sebarang permainan (tag [Game &quot;…&quot;])</translation>
    </message>
    <message>
        <source>it is not a game record</source>
        <translation>ia bukan rekod permainan</translation>
    </message>
    <message>
        <source>line %1: the start position cannot be used: %2</source>
        <extracomment>%2 says why, e.g. &quot;“hz” (the hizi zetu mark) is missing&quot;.</extracomment>
        <translation>baris %1: kedudukan permulaan tidak boleh digunakan: %2</translation>
    </message>
</context>
<context>
    <name>RegularFile</name>
    <message>
        <source>it is a folder, not a file</source>
        <translation>ia sebuah folder, bukan fail</translation>
    </message>
    <message>
        <source>it is not an ordinary file but a pipe, socket or device</source>
        <extracomment>A FIFO, a socket or a device file was chosen instead of a saved game.</extracomment>
        <translation>ia bukan fail biasa tetapi paip, soket atau peranti</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>fail itu tidak wujud</translation>
    </message>
    <message>
        <source>you may not read this file</source>
        <translation>anda tidak dibenarkan membaca fail ini</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>fail itu tidak dapat dibaca</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>fail itu tidak dapat ditulis</translation>
    </message>
</context>
<context>
    <name>ResignQuestion</name>
    <message>
        <source>Resign</source>
        <extracomment>The title of the question asked before a player gives the game up.
----------
The button that gives the game up.</extracomment>
        <translation>Menyerah</translation>
    </message>
    <message>
        <source>Do you resign, %1? The computer (%2) wins the game.</source>
        <extracomment>Against the computer: %1 is the person&apos;s side (or name), %2 the computer&apos;s side.</extracomment>
        <translation>Adakah anda menyerah, %1? Komputer (%2) memenangi permainan.</translation>
    </message>
    <message>
        <source>%1, do you resign? %2 wins the game.</source>
        <extracomment>Between two people: %1 (a side or a name) is the one to move, who would resign; %2 the other.</extracomment>
        <translation>%1, adakah anda menyerah? %2 memenangi permainan.</translation>
    </message>
    <message>
        <source>Play on</source>
        <extracomment>The button that keeps the game going instead of resigning.</extracomment>
        <translation>Main terus</translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message>
        <source>A back hole alone is safe</source>
        <extracomment>kigogo/06-back-hole-alone Title</extracomment>
        <translation>Lubang belakang sahaja selamat</translation>
    </message>
    <message>
        <source>A back stone alone is safe</source>
        <extracomment>kimasai/05-back-stone-alone Title</extracomment>
        <translation>Batu belakang sahaja selamat</translation>
    </message>
    <message>
        <source>A capture takes North&apos;s front hole opposite the hole where your move ends, and the back hole only together with it.</source>
        <extracomment>kigogo/06-back-hole-alone Hint</extracomment>
        <translation>Tawanan mengambil lubang hadapan Utara yang bertentangan dengan lubang tempat langkah anda berakhir, dan lubang belakang hanya bersama-samanya.</translation>
    </message>
    <message>
        <source>A capture that empties North&apos;s front row wins the game at once, whatever North has in his back row. Which way must the captured seeds go to reach c2?</source>
        <extracomment>kete/09-bao-hamna Hint</extracomment>
        <translation>Tawanan yang mengosongkan baris hadapan Utara memenangi permainan serta-merta, walau apa pun yang ada dalam baris belakang Utara. Ke arah mana biji yang ditawan mesti pergi untuk sampai ke c2?</translation>
    </message>
    <message>
        <source>A lap that ends in a mtoto</source>
        <extracomment>kingulu/06-into-a-mtoto Title</extracomment>
        <translation>Pusingan yang berakhir di mtoto</translation>
    </message>
    <message>
        <source>A seed that falls into a mtoto goes straight into its owner&apos;s store. f2 is your mtoto, c1 is North&apos;s.</source>
        <extracomment>kingulu/06-into-a-mtoto Hint</extracomment>
        <translation>Biji yang jatuh ke dalam mtoto terus masuk ke jelapang pemiliknya. f2 ialah mtoto anda, c1 milik Utara.</translation>
    </message>
    <message>
        <source>A single seed that steps into an empty hole of your front row captures too. Along your front row the loop runs to the left.</source>
        <extracomment>kigogo/07-step-capture Hint</extracomment>
        <translation>Sebiji yang melangkah ke lubang kosong dalam baris hadapan anda juga menawan. Di sepanjang baris hadapan anda, gelung bergerak ke kiri.</translation>
    </message>
    <message>
        <source>A step can capture</source>
        <extracomment>kigogo/07-step-capture Title</extracomment>
        <translation>Satu langkah boleh menawan</translation>
    </message>
    <message>
        <source>A stone steps</source>
        <extracomment>kimasai/01-step Title</extracomment>
        <translation>Batu melangkah</translation>
    </message>
    <message>
        <source>A stone steps one hole counterclockwise, and only into an empty hole. Along your back row that is to the right.</source>
        <extracomment>kimasai/01-step Hint</extracomment>
        <translation>Batu melangkah satu lubang lawan arah jam, dan hanya ke lubang kosong. Di sepanjang baris belakang anda, itu ialah ke kanan.</translation>
    </message>
    <message>
        <source>All twelve holes form one loop: along your row to the right, then up into f2 and along North&apos;s row to the left.</source>
        <extracomment>kingulu/01-sowing Hint</extracomment>
        <translation>Kesemua dua belas lubang membentuk satu gelung: di sepanjang baris anda ke kanan, kemudian naik ke f2 dan di sepanjang baris Utara ke kiri.</translation>
    </message>
    <message>
        <source>Along your front row the stones go to the left. Step into the hole right below b3.</source>
        <extracomment>kimasai/03-capture Hint</extracomment>
        <translation>Di sepanjang baris hadapan anda, batu bergerak ke kiri. Langkah ke lubang betul-betul di bawah b3.</translation>
    </message>
    <message>
        <source>At the right end the loop turns up: from l1 the next hole is l2.</source>
        <extracomment>kimasai/02-round-the-end Hint</extracomment>
        <translation>Di hujung kanan gelung naik ke atas: dari l1 lubang seterusnya ialah l2.</translation>
    </message>
    <message>
        <source>Bao hamna</source>
        <extracomment>kete/09-bao-hamna Title; kiswahili/06-bao-hamna Title</extracomment>
        <translation>Bao hamna</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in b3.</source>
        <extracomment>kigogo/07-step-capture Task; kiswahili/01-capture Task</extracomment>
        <translation>Tawan biji Utara di b3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in c3.</source>
        <extracomment>kete/02-capture Task</extracomment>
        <translation>Tawan biji Utara di c3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in d2.</source>
        <extracomment>kingulu/02-capture Task</extracomment>
        <translation>Tawan biji Utara di d2.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in d3.</source>
        <extracomment>kete/06-mtaji-capture Task</extracomment>
        <translation>Tawan biji Utara di d3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in k3.</source>
        <extracomment>kigogo/04-capture Task</extracomment>
        <translation>Tawan biji Utara di k3.</translation>
    </message>
    <message>
        <source>Capture North&apos;s stone on b3.</source>
        <extracomment>kimasai/03-capture Task</extracomment>
        <translation>Tawan batu Utara di b3.</translation>
    </message>
    <message>
        <source>Capture both c3 and h3 in one move.</source>
        <extracomment>kete/05-safari Task</extracomment>
        <translation>Tawan kedua-dua c3 dan h3 dalam satu langkah.</translation>
    </message>
    <message>
        <source>Capture four of North&apos;s seeds in one move.</source>
        <extracomment>kigogo/05-front-and-back Task</extracomment>
        <translation>Tawan empat biji Utara dalam satu langkah.</translation>
    </message>
    <message>
        <source>Capture one of North&apos;s stones.</source>
        <extracomment>kimasai/05-back-stone-alone Task</extracomment>
        <translation>Tawan sebutir batu Utara.</translation>
    </message>
    <message>
        <source>Capture some of North&apos;s seeds.</source>
        <extracomment>kigogo/06-back-hole-alone Task</extracomment>
        <translation>Tawan sebahagian biji Utara.</translation>
    </message>
    <message>
        <source>Capture twice in one move: North&apos;s c3, and then g3.</source>
        <extracomment>kete/03-choose-kichwa Task; kiswahili/02-choose-kichwa Task</extracomment>
        <translation>Tawan dua kali dalam satu langkah: c3 Utara, kemudian g3.</translation>
    </message>
    <message>
        <source>Capture two stones in one move.</source>
        <extracomment>kimasai/04-front-and-back Task</extracomment>
        <translation>Tawan dua batu dalam satu langkah.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <extracomment>kete/02-capture Title; kigogo/04-capture Title; kimasai/03-capture Title</extracomment>
        <translation>Menawan</translation>
    </message>
    <message>
        <source>Capturing in mtaji</source>
        <extracomment>kete/06-mtaji-capture Title</extracomment>
        <translation>Menawan dalam mtaji</translation>
    </message>
    <message>
        <source>Capturing into your store</source>
        <extracomment>kingulu/02-capture Title</extracomment>
        <translation>Menawan ke dalam jelapang anda</translation>
    </message>
    <message>
        <source>Choosing the kichwa</source>
        <extracomment>kete/03-choose-kichwa Title; kiswahili/02-choose-kichwa Title</extracomment>
        <translation>Memilih kichwa</translation>
    </message>
    <message>
        <source>Counting at the end</source>
        <extracomment>kingulu/07-counting Title</extracomment>
        <translation>Mengira pada akhir permainan</translation>
    </message>
    <message>
        <source>End the game, and win it.</source>
        <extracomment>kingulu/07-counting Task</extracomment>
        <translation>Tamatkan permainan, dan menanglah.</translation>
    </message>
    <message>
        <source>End your lap in an empty hole of your row, right below North&apos;s seeds.</source>
        <extracomment>kingulu/02-capture Hint</extracomment>
        <translation>Tamatkan pusingan anda di lubang kosong dalam baris anda, betul-betul di bawah biji Utara.</translation>
    </message>
    <message>
        <source>End your move in an empty hole of your front row right below North&apos;s seeds. From l1 the loop turns up into l2 and then runs to the left.</source>
        <extracomment>kigogo/04-capture Hint</extracomment>
        <translation>Tamatkan langkah anda di lubang kosong dalam baris hadapan anda, betul-betul di bawah biji Utara. Dari l1 gelung naik ke l2 dan kemudian bergerak ke kiri.</translation>
    </message>
    <message>
        <source>From l1 the loop turns up to l2. Along your front row the stones then travel to the left, and from a2 down to a1.</source>
        <extracomment>kimasai/02-round-the-end after ply 1</extracomment>
        <translation>Dari l1 gelung naik ke l2. Di sepanjang baris hadapan anda batu kemudian bergerak ke kiri, dan dari a2 turun ke a1.</translation>
    </message>
    <message>
        <source>From the back row</source>
        <extracomment>kete/10-from-the-back-row Title</extracomment>
        <translation>Dari baris belakang</translation>
    </message>
    <message>
        <source>Hizi zetu</source>
        <extracomment>kete/08-hizi-zetu Title</extracomment>
        <translation>Hizi zetu</translation>
    </message>
    <message>
        <source>Lift all the seeds of one hole and drop them one by one into the holes that follow, counterclockwise: along your back row that is to the right.</source>
        <extracomment>kigogo/01-sowing Hint</extracomment>
        <translation>Angkat semua biji dari satu lubang dan jatuhkan satu demi satu ke dalam lubang-lubang berikutnya, lawan arah jam: di sepanjang baris belakang anda, itu ialah ke kanan.</translation>
    </message>
    <message>
        <source>Make North&apos;s f2 your mtoto.</source>
        <extracomment>kingulu/05-mtoto Task</extracomment>
        <translation>Jadikan f2 Utara mtoto anda.</translation>
    </message>
    <message>
        <source>Making a mtoto</source>
        <extracomment>kingulu/05-mtoto Title</extracomment>
        <translation>Membuat mtoto</translation>
    </message>
    <message>
        <source>Move a seed into your front row.</source>
        <extracomment>kigogo/02-single-step Task</extracomment>
        <translation>Gerakkan sebiji ke baris hadapan anda.</translation>
    </message>
    <message>
        <source>None of your front holes held two seeds, so you sowed from your back row: g1&apos;s seeds went into h1 and up into h2.</source>
        <extracomment>kete/10-from-the-back-row after ply 1</extracomment>
        <translation>Tiada lubang hadapan anda yang berisi dua biji, jadi anda menyemai dari baris belakang: biji g1 masuk ke h1 dan naik ke h2.</translation>
    </message>
    <message>
        <source>None of your holes held two seeds, so one seed stepped on into an empty hole. e1 could not move at all: f1 next to it is occupied.</source>
        <extracomment>kigogo/02-single-step after ply 1</extracomment>
        <translation>Tiada lubang anda yang berisi dua biji, jadi sebiji melangkah ke lubang kosong. e1 langsung tidak dapat bergerak: f1 di sebelahnya berisi.</translation>
    </message>
    <message>
        <source>None of your holes holds two or more seeds.</source>
        <extracomment>kigogo/02-single-step the start</extracomment>
        <translation>Tiada lubang anda yang berisi dua biji atau lebih.</translation>
    </message>
    <message>
        <source>North goes round the same way on the table: along North&apos;s front row (row 3) the stones go to the right.</source>
        <extracomment>kimasai/06-playing-north Hint</extracomment>
        <translation>Utara bergerak mengikut arah yang sama di atas meja: di sepanjang baris hadapan Utara (baris 3) batu bergerak ke kanan.</translation>
    </message>
    <message>
        <source>North has no seeds left to move, so the game ends. You count 4 in your row, 5 in your mtoto b2 and 19 in your store: 28 against North&apos;s 20.</source>
        <extracomment>kingulu/07-counting after ply 1</extracomment>
        <translation>Utara tiada biji lagi untuk digerakkan, jadi permainan tamat. Anda mengira 4 dalam baris anda, 5 dalam mtoto b2 anda dan 19 dalam jelapang anda: 28 berbanding 20 Utara.</translation>
    </message>
    <message>
        <source>One loop</source>
        <extracomment>kingulu/01-sowing Title</extracomment>
        <translation>Satu gelung</translation>
    </message>
    <message>
        <source>One seed steps</source>
        <extracomment>kigogo/02-single-step Title</extracomment>
        <translation>Sebiji melangkah</translation>
    </message>
    <message>
        <source>Only a stone in North&apos;s front row can be captured, with the back stone behind it if there is one.</source>
        <extracomment>kimasai/05-back-stone-alone Hint</extracomment>
        <translation>Hanya batu dalam baris hadapan Utara boleh ditawan, bersama batu belakang di belakangnya jika ada.</translation>
    </message>
    <message>
        <source>Playing North</source>
        <extracomment>kimasai/06-playing-north Title</extracomment>
        <translation>Bermain sebagai Utara</translation>
    </message>
    <message>
        <source>Round the end</source>
        <extracomment>kimasai/02-round-the-end Title</extracomment>
        <translation>Mengelilingi hujung</translation>
    </message>
    <message>
        <source>Safari</source>
        <extracomment>kete/05-safari Title; kiswahili/03-safari Title</extracomment>
        <translation>Safari</translation>
    </message>
    <message>
        <source>Sow so that a seed goes into your store.</source>
        <extracomment>kingulu/06-into-a-mtoto Task</extracomment>
        <translation>Semai supaya sebiji masuk ke jelapang anda.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in North&apos;s row.</source>
        <extracomment>kingulu/01-sowing Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh dalam baris Utara.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in f1.</source>
        <extracomment>kigogo/01-sowing Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh di f1.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g1.</source>
        <extracomment>kigogo/03-relay Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh di g1.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in h2.</source>
        <extracomment>kete/10-from-the-back-row Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh di h2.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in your kuu.</source>
        <extracomment>kete/01-kuu Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh di kuu anda.</translation>
    </message>
    <message>
        <source>Sowing</source>
        <extracomment>kigogo/01-sowing Title</extracomment>
        <translation>Menyemai</translation>
    </message>
    <message>
        <source>Sowing on</source>
        <extracomment>kigogo/03-relay Title; kingulu/04-relay Title</extracomment>
        <translation>Terus menyemai</translation>
    </message>
    <message>
        <source>Sowing your kuu</source>
        <extracomment>kete/04-sowing-the-kuu Title</extracomment>
        <translation>Menyemai kuu anda</translation>
    </message>
    <message>
        <source>Sown clockwise, g2&apos;s seeds go to the right, into h2 and down into h1.</source>
        <extracomment>kete/01-kuu WrongWhy</extracomment>
        <translation>Jika disemai ikut arah jam, biji g2 bergerak ke kanan, ke h2 dan turun ke h1.</translation>
    </message>
    <message>
        <source>Step a stone from your back row into your front row.</source>
        <extracomment>kimasai/02-round-the-end Task</extracomment>
        <translation>Langkahkan batu dari baris belakang anda ke baris hadapan anda.</translation>
    </message>
    <message>
        <source>Step a stone into e1.</source>
        <extracomment>kimasai/01-step Task</extracomment>
        <translation>Langkahkan batu ke e1.</translation>
    </message>
    <message>
        <source>The back hole goes too</source>
        <extracomment>kigogo/05-front-and-back Title</extracomment>
        <translation>Lubang belakang turut diambil</translation>
    </message>
    <message>
        <source>The captured seeds ended in your kuu and you went on safari: the kuu&apos;s seven seeds ran round to c1, the seeds there went on to h2, and h2, facing h3, captured again.</source>
        <extracomment>kete/05-safari after ply 1</extracomment>
        <translation>Biji yang ditawan berakhir di kuu anda dan anda meneruskan safari: tujuh biji kuu mengelilingi hingga c1, biji di situ diteruskan hingga h2, dan h2, yang bertentangan dengan h3, menawan lagi.</translation>
    </message>
    <message>
        <source>The game ends when the player to move has no move. Each player then counts the seeds in his row, his mtoto holes and his store.</source>
        <extracomment>kingulu/07-counting Hint</extracomment>
        <translation>Permainan tamat apabila pemain yang bergilir tiada langkah. Setiap pemain kemudian mengira biji dalam barisnya, lubang mtotonya dan jelapangnya.</translation>
    </message>
    <message>
        <source>The kuu goes first</source>
        <extracomment>kete/07-mtaji-kuu-first Title</extracomment>
        <translation>Kuu didahulukan</translation>
    </message>
    <message>
        <source>The stone arrived in f2: f3 is captured, and f4 behind it too.</source>
        <extracomment>kimasai/04-front-and-back after ply 1</extracomment>
        <translation>Batu itu tiba di f2: f3 ditawan, dan f4 di belakangnya juga.</translation>
    </message>
    <message>
        <source>The stone went up into l2 and captured l3. North&apos;s g4 is safe: a back stone goes only with the front stone before it.</source>
        <extracomment>kimasai/05-back-stone-alone after ply 1</extracomment>
        <translation>Batu itu naik ke l2 dan menawan l3. g4 Utara selamat: batu belakang hanya diambil bersama batu hadapan di depannya.</translation>
    </message>
    <message>
        <source>This time you play North: rows 3 and 4, at the top.</source>
        <extracomment>kimasai/06-playing-north the start</extracomment>
        <translation>Kali ini anda bermain sebagai Utara: baris 3 dan 4, di atas.</translation>
    </message>
    <message>
        <source>Two stones at once</source>
        <extracomment>kimasai/04-front-and-back Title</extracomment>
        <translation>Dua batu sekali gus</translation>
    </message>
    <message>
        <source>When a lap ends in a North hole that held exactly three seeds, that hole becomes yours: a mtoto.</source>
        <extracomment>kingulu/05-mtoto Hint</extracomment>
        <translation>Apabila pusingan berakhir di lubang Utara yang berisi tepat tiga biji, lubang itu menjadi milik anda: mtoto.</translation>
    </message>
    <message>
        <source>When a lap ends in an occupied hole of North&apos;s row, you lift all its seeds and sow on.</source>
        <extracomment>kingulu/04-relay Hint</extracomment>
        <translation>Apabila pusingan berakhir di lubang berisi dalam baris Utara, anda mengangkat semua bijinya dan terus menyemai.</translation>
    </message>
    <message>
        <source>When one of your front holes holds seeds and faces seeds in North&apos;s front hole, you must capture.</source>
        <extracomment>kete/02-capture the start</extracomment>
        <translation>Apabila salah satu lubang hadapan anda berisi biji dan bertentangan dengan biji dalam lubang hadapan Utara, anda mesti menawan.</translation>
    </message>
    <message>
        <source>When the last seed of a lap falls into an occupied hole, you lift everything there and sow on.</source>
        <extracomment>kigogo/03-relay Hint</extracomment>
        <translation>Apabila biji terakhir sesuatu pusingan jatuh ke dalam lubang berisi, anda mengangkat semua yang ada di situ dan terus menyemai.</translation>
    </message>
    <message>
        <source>When the sowing of a capture ends in your own kuu, you may stop there or go on: lift the kuu and sow on. That is safari.</source>
        <extracomment>kete/05-safari Hint</extracomment>
        <translation>Apabila semaian sesuatu tawanan berakhir di kuu anda sendiri, anda boleh berhenti di situ atau meneruskan: angkat kuu dan terus menyemai. Itulah safari.</translation>
    </message>
    <message>
        <source>When you capture a front hole, the back hole behind it goes too, if it holds seeds.</source>
        <extracomment>kigogo/05-front-and-back Hint</extracomment>
        <translation>Apabila anda menawan lubang hadapan, lubang belakang di belakangnya turut diambil, jika ada biji.</translation>
    </message>
    <message>
        <source>When you capture a front stone, North&apos;s back stone in the same column goes too.</source>
        <extracomment>kimasai/04-front-and-back Hint</extracomment>
        <translation>Apabila anda menawan batu hadapan, batu belakang Utara dalam lajur yang sama turut diambil.</translation>
    </message>
    <message>
        <source>Win at once: empty North&apos;s front row.</source>
        <extracomment>kete/09-bao-hamna Task</extracomment>
        <translation>Menang serta-merta: kosongkan baris hadapan Utara.</translation>
    </message>
    <message>
        <source>Win the game in one move.</source>
        <extracomment>kigogo/08-win Task; kimasai/07-win Task</extracomment>
        <translation>Menangi permainan dalam satu langkah.</translation>
    </message>
    <message>
        <source>Winning</source>
        <extracomment>kigogo/08-win Title; kimasai/07-win Title</extracomment>
        <translation>Menang</translation>
    </message>
    <message>
        <source>With no capture, no kuu and no front hole of two or more, you sow a back hole of two or more. Counterclockwise runs to the right along your back row.</source>
        <extracomment>kete/10-from-the-back-row Hint</extracomment>
        <translation>Tanpa tawanan, tanpa kuu dan tanpa lubang hadapan yang berisi dua biji atau lebih, anda menyemai lubang belakang yang berisi dua biji atau lebih. Lawan arah jam ialah ke kanan di sepanjang baris belakang anda.</translation>
    </message>
    <message>
        <source>With no hole of two or more, a single seed steps one hole counterclockwise, and only into an empty hole. From l1 the loop turns up into l2.</source>
        <extracomment>kigogo/02-single-step Hint</extracomment>
        <translation>Tanpa lubang berisi dua biji atau lebih, sebiji melangkah satu lubang lawan arah jam, dan hanya ke lubang kosong. Dari l1 gelung naik ke l2.</translation>
    </message>
    <message>
        <source>With no reserve seeds you lift all the seeds of one hole. It captures when its first lap ends in a front hole that held seeds, facing North&apos;s seeds.</source>
        <extracomment>kete/06-mtaji-capture Hint</extracomment>
        <translation>Tanpa biji simpanan anda mengangkat semua biji dari satu lubang. Ia menawan apabila pusingan pertamanya berakhir di lubang hadapan yang berisi biji, bertentangan dengan biji Utara.</translation>
    </message>
    <message>
        <source>You captured e3 and e4, North&apos;s last stones: you win.</source>
        <extracomment>kimasai/07-win after ply 1</extracomment>
        <translation>Anda menawan e3 dan e4, batu terakhir Utara: anda menang.</translation>
    </message>
    <message>
        <source>You captured e3, and with it e4 in North&apos;s back row: four seeds in all.</source>
        <extracomment>kigogo/05-front-and-back after ply 1</extracomment>
        <translation>Anda menawan e3, dan bersamanya e4 dalam baris belakang Utara: empat biji semuanya.</translation>
    </message>
    <message>
        <source>You captured f3 and f4, North&apos;s last seeds. With no seeds, North cannot move: you win.</source>
        <extracomment>kigogo/08-win after ply 1</extracomment>
        <translation>Anda menawan f3 dan f4, biji terakhir Utara. Tanpa biji, Utara tidak dapat bergerak: anda menang.</translation>
    </message>
    <message>
        <source>You captured k3. North&apos;s four seeds in e4 are safe: a back hole is taken only together with the front hole before it.</source>
        <extracomment>kigogo/06-back-hole-alone after ply 1</extracomment>
        <translation>Anda menawan k3. Empat biji Utara di e4 selamat: lubang belakang hanya diambil bersama lubang hadapan di depannya.</translation>
    </message>
    <message>
        <source>You play North. Capture South&apos;s stone on d2.</source>
        <extracomment>kimasai/06-playing-north Task</extracomment>
        <translation>Anda bermain sebagai Utara. Tawan batu Selatan di d2.</translation>
    </message>
    <message>
        <source>You play South: row 1, nearest to you. North owns row 2. A move lifts all the seeds of one of your holes.</source>
        <extracomment>kingulu/01-sowing the start</extracomment>
        <translation>Anda bermain sebagai Selatan: baris 1, yang paling dekat dengan anda. Utara memiliki baris 2. Satu langkah mengangkat semua biji dari salah satu lubang anda.</translation>
    </message>
    <message>
        <source>You play South: the two rows nearest to you. A hole never holds more than one stone.</source>
        <extracomment>kimasai/01-step the start</extracomment>
        <translation>Anda bermain sebagai Selatan: dua baris yang paling dekat dengan anda. Sebuah lubang tidak pernah memuatkan lebih daripada sebutir batu.</translation>
    </message>
    <message>
        <source>You play South: the two rows nearest to you. A move starts from one of your holes with two or more seeds.</source>
        <extracomment>kigogo/01-sowing the start</extracomment>
        <translation>Anda bermain sebagai Selatan: dua baris yang paling dekat dengan anda. Satu langkah bermula dari salah satu lubang anda yang berisi dua biji atau lebih.</translation>
    </message>
    <message>
        <source>You win when North has no seeds left. All of North&apos;s seeds stand in one column.</source>
        <extracomment>kigogo/08-win Hint</extracomment>
        <translation>Anda menang apabila Utara kehabisan biji. Semua biji Utara berada dalam satu lajur.</translation>
    </message>
    <message>
        <source>You win when North has no stones left. North&apos;s last two stones stand in one column.</source>
        <extracomment>kimasai/07-win Hint</extracomment>
        <translation>Anda menang apabila Utara kehabisan batu. Dua batu terakhir Utara berada dalam satu lajur.</translation>
    </message>
    <message>
        <source>Your kuu</source>
        <extracomment>kete/01-kuu Title</extracomment>
        <translation>Kuu anda</translation>
    </message>
    <message>
        <source>Your kuu is e2, the fourth hole from your right. Counterclockwise runs to the left along your front row.</source>
        <extracomment>kete/01-kuu Hint</extracomment>
        <translation>Kuu anda ialah e2, lubang keempat dari kanan anda. Lawan arah jam ialah ke kiri di sepanjang baris hadapan anda.</translation>
    </message>
    <message>
        <source>Your last seed fell into e1, which held a seed: you lifted both and sowed on into f1 and g1. An empty hole ended the move.</source>
        <extracomment>kigogo/03-relay after ply 1</extracomment>
        <translation>Biji terakhir anda jatuh di e1, yang berisi sebiji: anda mengangkat kedua-duanya dan terus menyemai ke f1 dan g1. Lubang kosong menamatkan langkah.</translation>
    </message>
    <message>
        <source>Your last seed fell into the empty front hole k2, with North&apos;s k3 straight opposite: those seeds are captured and leave the game.</source>
        <extracomment>kigogo/04-capture after ply 1</extracomment>
        <translation>Biji terakhir anda jatuh di lubang hadapan kosong k2, dengan k3 Utara betul-betul bertentangan: biji itu ditawan dan keluar daripada permainan.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty d1 with North&apos;s d2 opposite: those two seeds and your capturing seed go into your store.</source>
        <extracomment>kingulu/02-capture after ply 1</extracomment>
        <translation>Biji terakhir anda jatuh di d1 anda yang kosong dengan d2 Utara bertentangan: dua biji itu dan biji penawan anda masuk ke jelapang anda.</translation>
    </message>
    <message>
        <source>Your last seed fell into your mtoto f2, so it went into your store, and the move ended.</source>
        <extracomment>kingulu/06-into-a-mtoto after ply 1</extracomment>
        <translation>Biji terakhir anda jatuh di mtoto anda f2, jadi ia masuk ke jelapang anda, dan langkah tamat.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is the mtaji stage.</source>
        <extracomment>kete/06-mtaji-capture the start</extracomment>
        <translation>Simpanan anda sudah habis: ini peringkat mtaji.</translation>
    </message>
    <message>
        <source>Your seed fell into f2, which held one: you lifted both and sowed on into e2 and d2. d2 was empty, so the move ends.</source>
        <extracomment>kingulu/04-relay after ply 1</extracomment>
        <translation>Biji anda jatuh di f2, yang berisi sebiji: anda mengangkat kedua-duanya dan terus menyemai ke e2 dan d2. d2 kosong, jadi langkah tamat.</translation>
    </message>
    <message>
        <source>Your stone arrived in b2 with North&apos;s stone opposite in b3: it is captured and leaves the game.</source>
        <extracomment>kimasai/03-capture after ply 1</extracomment>
        <translation>Batu anda tiba di b2 dengan batu Utara bertentangan di b3: ia ditawan dan keluar daripada permainan.</translation>
    </message>
    <message>
        <source>a1 captures North&apos;s c2, but its last seed ends in c1, in your own row.</source>
        <extracomment>kingulu/04-relay WrongWhy</extracomment>
        <translation>a1 menawan c2 Utara, tetapi biji terakhirnya berakhir di c1, dalam baris anda sendiri.</translation>
    </message>
    <message>
        <source>a1&apos;s last seed falls into c1, North&apos;s mtoto: that seed goes into North&apos;s store.</source>
        <extracomment>kingulu/06-into-a-mtoto WrongWhy</extracomment>
        <translation>Biji terakhir a1 jatuh di c1, mtoto Utara: biji itu masuk ke jelapang Utara.</translation>
    </message>
    <message>
        <source>a1&apos;s seeds end in c1, in your own row: no mtoto.</source>
        <extracomment>kingulu/05-mtoto WrongWhy</extracomment>
        <translation>Biji a1 berakhir di c1, dalam baris anda sendiri: tiada mtoto.</translation>
    </message>
    <message>
        <source>a1&apos;s two seeds go into b1 and c1: the last one stays in your own row.</source>
        <extracomment>kingulu/01-sowing WrongWhy</extracomment>
        <translation>Dua biji a1 masuk ke b1 dan c1: yang terakhir kekal dalam baris anda sendiri.</translation>
    </message>
    <message>
        <source>b1&apos;s three seeds go clockwise into a1, a2 and b2: the last one lands in b2.</source>
        <extracomment>kete/10-from-the-back-row WrongWhy</extracomment>
        <translation>Tiga biji b1 bergerak ikut arah jam ke a1, a2 dan b2: yang terakhir jatuh di b2.</translation>
    </message>
    <message>
        <source>c1 held three seeds: one each into d1, e1 and f1. The single seeds in b1 and g2 may not move while you have a hole of two or more.</source>
        <extracomment>kigogo/01-sowing after ply 1</extracomment>
        <translation>c1 berisi tiga biji: sebiji setiap satu ke d1, e1 dan f1. Biji tunggal di b1 dan g2 tidak boleh bergerak selagi anda mempunyai lubang berisi dua atau lebih.</translation>
    </message>
    <message>
        <source>c1&apos;s seeds end in e1, in your back row: only a move that ends in your front row captures.</source>
        <extracomment>kigogo/04-capture WrongWhy</extracomment>
        <translation>Biji c1 berakhir di e1, dalam baris belakang anda: hanya langkah yang berakhir dalam baris hadapan anda yang menawan.</translation>
    </message>
    <message>
        <source>c2 captures b3, but b4 behind it is empty: that is one stone.</source>
        <extracomment>kimasai/04-front-and-back WrongWhy</extracomment>
        <translation>c2 menawan b3, tetapi b4 di belakangnya kosong: itu sebutir batu sahaja.</translation>
    </message>
    <message>
        <source>c2&apos;s seed stepped into the empty b2, opposite North&apos;s b3: b3 and b4 behind it are captured.</source>
        <extracomment>kigogo/07-step-capture after ply 1</extracomment>
        <translation>Biji c2 melangkah ke b2 yang kosong, bertentangan dengan b3 Utara: b3 dan b4 di belakangnya ditawan.</translation>
    </message>
    <message>
        <source>c2ccw captures c3, but it stops in your kuu: h3 is not taken.</source>
        <extracomment>kete/05-safari WrongWhy</extracomment>
        <translation>c2ccw menawan c3, tetapi ia berhenti di kuu anda: h3 tidak diambil.</translation>
    </message>
    <message>
        <source>c3 stepped into d3, opposite South&apos;s d2: d2 is captured, and d1 behind it too.</source>
        <extracomment>kimasai/06-playing-north after ply 1</extracomment>
        <translation>c3 melangkah ke d3, bertentangan dengan d2 Selatan: d2 ditawan, dan d1 di belakangnya juga.</translation>
    </message>
    <message>
        <source>d1 stepped into the empty e1. b1 and c1 could not move: the next hole of each was occupied.</source>
        <extracomment>kimasai/01-step after ply 1</extracomment>
        <translation>d1 melangkah ke e1 yang kosong. b1 dan c1 tidak dapat bergerak: lubang seterusnya bagi setiap satu berisi.</translation>
    </message>
    <message>
        <source>e1 steps into f1, which is still in your back row.</source>
        <extracomment>kimasai/02-round-the-end WrongWhy</extracomment>
        <translation>e1 melangkah ke f1, yang masih dalam baris belakang anda.</translation>
    </message>
    <message>
        <source>e1&apos;s seed stops in f1, but f2 opposite is empty: nothing is captured and the seed stays.</source>
        <extracomment>kingulu/02-capture WrongWhy</extracomment>
        <translation>Biji e1 berhenti di f1, tetapi f2 yang bertentangan kosong: tiada apa-apa ditawan dan biji itu kekal.</translation>
    </message>
    <message>
        <source>e1&apos;s seeds go into North&apos;s row: North has seeds to move, so the game goes on.</source>
        <extracomment>kingulu/07-counting WrongWhy</extracomment>
        <translation>Biji e1 masuk ke baris Utara: Utara ada biji untuk digerakkan, jadi permainan diteruskan.</translation>
    </message>
    <message>
        <source>e3 steps into f3, away from d3: North&apos;s front-row stones go to the right.</source>
        <extracomment>kimasai/06-playing-north WrongWhy</extracomment>
        <translation>e3 melangkah ke f3, menjauhi d3: batu baris hadapan Utara bergerak ke kanan.</translation>
    </message>
    <message>
        <source>f1 steps into g1, which is still in your back row.</source>
        <extracomment>kigogo/02-single-step WrongWhy</extracomment>
        <translation>f1 melangkah ke g1, yang masih dalam baris belakang anda.</translation>
    </message>
    <message>
        <source>f2 held three, your last seed made four, and the seed you dropped into f1 just before joins it: f2 is your mtoto, five seeds that count for you.</source>
        <extracomment>kingulu/05-mtoto after ply 1</extracomment>
        <translation>f2 berisi tiga, biji terakhir anda menjadikannya empat, dan biji yang anda jatuhkan di f1 sebelumnya menyertainya: f2 ialah mtoto anda, lima biji yang dikira untuk anda.</translation>
    </message>
    <message>
        <source>f2 is your mtoto, c1 is North&apos;s: no move may start from a mtoto, and its seeds are never taken.</source>
        <extracomment>kingulu/06-into-a-mtoto the start</extracomment>
        <translation>f2 ialah mtoto anda, c1 milik Utara: tiada langkah boleh bermula dari mtoto, dan bijinya tidak pernah ditawan.</translation>
    </message>
    <message>
        <source>f2 steps into e2, but North&apos;s e3 is empty: there is nothing to capture.</source>
        <extracomment>kimasai/03-capture WrongWhy</extracomment>
        <translation>f2 melangkah ke e2, tetapi e3 Utara kosong: tiada apa-apa untuk ditawan.</translation>
    </message>
    <message>
        <source>f2&apos;s two seeds went into e2 and d2. d2 held a seed and faces d3: a capture. While you can capture, you must.</source>
        <extracomment>kete/06-mtaji-capture after ply 1</extracomment>
        <translation>Dua biji f2 masuk ke e2 dan d2. d2 berisi sebiji dan bertentangan dengan d3: satu tawanan. Selagi anda boleh menawan, anda mesti menawan.</translation>
    </message>
    <message>
        <source>g1 steps into h1, in your back row: no capture there.</source>
        <extracomment>kigogo/07-step-capture WrongWhy</extracomment>
        <translation>g1 melangkah ke h1, dalam baris belakang anda: tiada tawanan di situ.</translation>
    </message>
    <message>
        <source>g1 steps into h1: along your back row the stones go to the right.</source>
        <extracomment>kimasai/01-step WrongWhy</extracomment>
        <translation>g1 melangkah ke h1: di sepanjang baris belakang anda batu bergerak ke kanan.</translation>
    </message>
    <message>
        <source>g2 captures too, but it takes the one seed in g3, not c3.</source>
        <extracomment>kete/02-capture WrongWhy</extracomment>
        <translation>g2 juga menawan, tetapi ia mengambil sebiji di g3, bukan c3.</translation>
    </message>
    <message>
        <source>g2 ends in e2, but North&apos;s front hole e3 is empty. The back hole e4 alone is never taken.</source>
        <extracomment>kigogo/06-back-hole-alone WrongWhy</extracomment>
        <translation>g2 berakhir di e2, tetapi lubang hadapan Utara e3 kosong. Lubang belakang e4 sahaja tidak pernah diambil.</translation>
    </message>
    <message>
        <source>h1 holds two seeds: they go into i1 and j1, so the last one lands in j1.</source>
        <extracomment>kigogo/01-sowing WrongWhy</extracomment>
        <translation>h1 berisi dua biji: ia masuk ke i1 dan j1, jadi yang terakhir jatuh di j1.</translation>
    </message>
    <message>
        <source>h1&apos;s seeds go into i1 and j1. j1 was empty, so the move ends there.</source>
        <extracomment>kigogo/03-relay WrongWhy</extracomment>
        <translation>Biji h1 masuk ke i1 dan j1. j1 kosong, jadi langkah berakhir di situ.</translation>
    </message>
    <message>
        <source>h1ccw captures too, but its first lap ends in f2, so it takes f3, not d3.</source>
        <extracomment>kete/06-mtaji-capture WrongWhy</extracomment>
        <translation>h1ccw juga menawan, tetapi pusingan pertamanya berakhir di f2, jadi ia mengambil f3, bukan d3.</translation>
    </message>
    <message>
        <source>h2 steps into g2, but North&apos;s front hole g3 is empty. The back stone in g4 alone is never taken.</source>
        <extracomment>kimasai/05-back-stone-alone WrongWhy</extracomment>
        <translation>h2 melangkah ke g2, tetapi lubang hadapan Utara g3 kosong. Batu belakang di g4 sahaja tidak pernah diambil.</translation>
    </message>
    <message>
        <source>i2 steps into h2, but h3 is empty: nothing is captured and North plays on.</source>
        <extracomment>kimasai/07-win WrongWhy</extracomment>
        <translation>i2 melangkah ke h2, tetapi h3 kosong: tiada apa-apa ditawan dan Utara terus bermain.</translation>
    </message>
    <message>
        <source>j1&apos;s seeds end in l1, in your back row: they capture nothing and North keeps playing.</source>
        <extracomment>kigogo/08-win WrongWhy</extracomment>
        <translation>Biji j1 berakhir di l1, dalam baris belakang anda: ia tidak menawan apa-apa dan Utara terus bermain.</translation>
    </message>
    <message>
        <source>k1 captures k3, but k4 behind it is empty: that is only one seed.</source>
        <extracomment>kigogo/05-front-and-back WrongWhy</extracomment>
        <translation>k1 menawan k3, tetapi k4 di belakangnya kosong: itu hanya sebiji.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in d2.</source>
        <extracomment>kingulu/04-relay Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh di d2.</translation>
    </message>
    <message>
        <source>Make North&apos;s f2 your mtoto with five seeds in it.</source>
        <extracomment>kingulu/08-the-seed-before Task</extracomment>
        <translation>Jadikan f2 Utara mtoto anda dengan lima biji di dalamnya.</translation>
    </message>
    <message>
        <source>The seed before the last</source>
        <extracomment>kingulu/08-the-seed-before Title</extracomment>
        <translation>Biji sebelum yang terakhir</translation>
    </message>
    <message>
        <source>When a lap of two or more seeds makes a mtoto, the seed it dropped just before its last one joins the mtoto too.</source>
        <extracomment>kingulu/08-the-seed-before Hint</extracomment>
        <translation>Apabila pusingan dua biji atau lebih membuat mtoto, biji yang dijatuhkannya sejurus sebelum biji terakhir turut menyertai mtoto itu.</translation>
    </message>
    <message>
        <source>d1&apos;s lap sowed three seeds. The last one made f2 your mtoto, and the one dropped into f1 just before moved in too: five seeds.</source>
        <extracomment>kingulu/08-the-seed-before after ply 1</extracomment>
        <translation>Pusingan d1 menyemai tiga biji. Yang terakhir menjadikan f2 mtoto anda, dan biji yang dijatuhkan ke f1 sejurus sebelumnya turut berpindah ke situ: lima biji.</translation>
    </message>
    <message>
        <source>f1&apos;s lap is a single seed: it has no seed before its last, so f2 becomes a mtoto of only four.</source>
        <extracomment>kingulu/08-the-seed-before WrongWhy</extracomment>
        <translation>Pusingan f1 hanya sebiji: tiada biji sebelum yang terakhir, jadi f2 menjadi mtoto dengan empat biji sahaja.</translation>
    </message>
    <message>
        <source>You play South. Your kuu, the big square hole, is e2. While you have seeds in reserve, each move starts by placing one of them into one of your front holes that holds seeds.</source>
        <extracomment>kete/01-kuu the start</extracomment>
        <translation>Anda bermain sebagai Selatan. Kuu anda, lubang segi empat yang besar, ialah e2. Selagi anda masih mempunyai biji dalam simpanan, setiap langkah bermula dengan meletakkan sebiji daripadanya ke dalam salah satu lubang hadapan anda yang berisi biji.</translation>
    </message>
    <message>
        <source>A lap ends in North&apos;s f2, which held exactly three seeds: it becomes South&apos;s mtoto, a hole that is his to the end. The seed dropped just before joins it.</source>
        <extracomment>samples/kingulu after ply 7</extracomment>
        <translation>Satu pusingan berakhir di f2 Utara, yang berisi tepat tiga biji: ia menjadi mtoto Selatan, lubang miliknya hingga akhir. Biji yang dijatuhkan sejurus sebelumnya menyertainya.</translation>
    </message>
    <message>
        <source>A sample game between two computer levels: South plays at Expert, North at Strong. Both start in nemo, placing one reserve seed each move.</source>
        <extracomment>samples/kete the start</extracomment>
        <translation>Permainan contoh antara dua tahap komputer: Selatan bermain pada tahap Pakar, Utara pada tahap Kuat. Kedua-duanya bermula dalam nemo, meletakkan sebiji simpanan setiap langkah.</translation>
    </message>
    <message>
        <source>A sample game of Bao la Kimasai: one stone a hole. South plays at Expert, North at Strong. Each move steps one stone into the empty hole ahead.</source>
        <extracomment>samples/kimasai the start</extracomment>
        <translation>Permainan contoh Bao la Kimasai: sebutir batu setiap lubang. Selatan bermain pada tahap Pakar, Utara pada tahap Kuat. Setiap langkah menggerakkan sebutir batu ke lubang kosong di hadapan.</translation>
    </message>
    <message>
        <source>A sample game on the big board, four rows of twelve. South plays at Expert, North at Strong. Watch how long the relay sowings are at the start.</source>
        <extracomment>samples/kigogo the start</extracomment>
        <translation>Permainan contoh pada papan besar, empat baris dua belas lubang. Selatan bermain pada tahap Pakar, Utara pada tahap Kuat. Perhatikan betapa panjangnya semaian sambung-menyambung pada permulaan.</translation>
    </message>
    <message>
        <source>North answers on his side: k3 to l3 captures l2 and l1.</source>
        <extracomment>samples/kimasai after ply 2</extracomment>
        <translation>Utara membalas di sebelahnya: k3 ke l3 menawan l2 dan l1.</translation>
    </message>
    <message>
        <source>North cannot move, so the game ends and both sides count their row, their mtoto holes and their store: South wins 33 to 15.</source>
        <extracomment>samples/kingulu after ply 17</extracomment>
        <translation>Utara tidak dapat bergerak, jadi permainan tamat dan kedua-dua pihak mengira baris, lubang mtoto dan jelapang masing-masing: Selatan menang 33 berbanding 15.</translation>
    </message>
    <message>
        <source>North captures South&apos;s a1 into his store.</source>
        <extracomment>samples/kingulu after ply 10</extracomment>
        <translation>Utara menawan a1 Selatan ke dalam jelapangnya.</translation>
    </message>
    <message>
        <source>North captures c2 alone: South&apos;s back hole c1 was empty, and the back hole is only ever taken together with the front one.</source>
        <extracomment>samples/kigogo after ply 12</extracomment>
        <translation>Utara menawan c2 sahaja: lubang belakang Selatan c1 kosong, dan lubang belakang hanya diambil bersama lubang hadapan.</translation>
    </message>
    <message>
        <source>North captures h2 alone: South&apos;s h1, behind it, was empty, so only the front stone is taken.</source>
        <extracomment>samples/kimasai after ply 12</extracomment>
        <translation>Utara menawan h2 sahaja: h1 Selatan, di belakangnya, kosong, jadi hanya batu hadapan yang diambil.</translation>
    </message>
    <message>
        <source>North claims a mtoto of his own, a1, in South&apos;s row.</source>
        <extracomment>samples/kingulu after ply 16</extracomment>
        <translation>Utara menuntut mtoto miliknya sendiri, a1, dalam baris Selatan.</translation>
    </message>
    <message>
        <source>North has no hole with two or more seeds left, so he may only step a single seed into the empty hole ahead. Even a step captures when it ends in the front row opposite seeds.</source>
        <extracomment>samples/kigogo after ply 84</extracomment>
        <translation>Utara tiada lagi lubang berisi dua biji atau lebih, jadi dia hanya boleh melangkahkan sebiji ke lubang kosong di hadapan. Satu langkah pun menawan jika berakhir di baris hadapan bertentangan dengan biji.</translation>
    </message>
    <message>
        <source>North replies with the same pattern on his side and captures l2 and l1.</source>
        <extracomment>samples/kigogo after ply 2</extracomment>
        <translation>Utara membalas dengan corak yang sama di sebelahnya dan menawan l2 dan l1.</translation>
    </message>
    <message>
        <source>North&apos;s kuu goes the same way: a takata from the kuu, ten laps long.</source>
        <extracomment>samples/kete after ply 48</extracomment>
        <translation>Kuu Utara menerima nasib yang sama: takata dari kuu, sepanjang sepuluh pusingan.</translation>
    </message>
    <message>
        <source>North&apos;s reserve is empty too. Both players are now in mtaji.</source>
        <extracomment>samples/kete after ply 44</extracomment>
        <translation>Simpanan Utara juga sudah habis. Kedua-dua pemain kini dalam mtaji.</translation>
    </message>
    <message>
        <source>South captures North&apos;s last stone: North has none left, and South wins.</source>
        <extracomment>samples/kimasai after ply 151</extracomment>
        <translation>Selatan menawan batu terakhir Utara: Utara tiada batu lagi, dan Selatan menang.</translation>
    </message>
    <message>
        <source>South captures again and again until North&apos;s front row is empty: bao hamna, and South wins at once.</source>
        <extracomment>samples/kete after ply 51</extracomment>
        <translation>Selatan menawan berulang kali sehingga baris hadapan Utara kosong: bao hamna, dan Selatan menang serta-merta.</translation>
    </message>
    <message>
        <source>South captures again: 17 seeds in his store against North&apos;s 10.</source>
        <extracomment>samples/kingulu after ply 13</extracomment>
        <translation>Selatan menawan lagi: 17 biji dalam jelapangnya berbanding 10 milik Utara.</translation>
    </message>
    <message>
        <source>South has placed his last reserve seed. From his next move on he plays mtaji: he lifts seeds from his own holes instead of placing new ones.</source>
        <extracomment>samples/kete after ply 43</extracomment>
        <translation>Selatan telah meletakkan biji simpanan terakhirnya. Mulai langkah seterusnya dia bermain mtaji: dia mengangkat biji dari lubangnya sendiri dan bukannya meletakkan biji baharu.</translation>
    </message>
    <message>
        <source>South makes a second mtoto, e2. Seeds sown into a mtoto go straight to its owner&apos;s store.</source>
        <extracomment>samples/kingulu after ply 9</extracomment>
        <translation>Selatan membuat mtoto kedua, e2. Biji yang disemai ke dalam mtoto terus masuk ke jelapang pemiliknya.</translation>
    </message>
    <message>
        <source>South steps b2 into the empty a2, his front row, opposite a3: he captures a3 and the stone behind it, a4.</source>
        <extracomment>samples/kimasai after ply 1</extracomment>
        <translation>Selatan melangkahkan b2 ke a2 yang kosong, dalam baris hadapannya, bertentangan dengan a3: dia menawan a3 dan batu di belakangnya, a4.</translation>
    </message>
    <message>
        <source>South&apos;s first move relays five laps and ends in an empty hole of his own row: he captures North&apos;s e2 and the capturing seed into his store.</source>
        <extracomment>samples/kingulu after ply 1</extracomment>
        <translation>Langkah pertama Selatan bersambung lima pusingan dan berakhir di lubang kosong dalam barisnya sendiri: dia menawan e2 Utara dan biji penawan ke dalam jelapangnya.</translation>
    </message>
    <message>
        <source>South&apos;s step takes North&apos;s last seed: North has nothing left, and South wins.</source>
        <extracomment>samples/kigogo after ply 133</extracomment>
        <translation>Langkah Selatan mengambil biji terakhir Utara: Utara tiada apa-apa lagi, dan Selatan menang.</translation>
    </message>
    <message>
        <source>South&apos;s very first move relays a second lap and ends in an empty hole of his front row opposite seeds: he captures North&apos;s a3 and a4, the hole behind it.</source>
        <extracomment>samples/kigogo after ply 1</extracomment>
        <translation>Langkah pertama Selatan bersambung ke pusingan kedua dan berakhir di lubang kosong baris hadapannya bertentangan dengan biji: dia menawan a3 Utara dan a4, lubang di belakangnya.</translation>
    </message>
    <message>
        <source>This capture&apos;s sowing ends in South&apos;s own kuu. In nemo he may stop there or go on (safari); South stops, and keeps his kuu.</source>
        <extracomment>samples/kete after ply 5</extracomment>
        <translation>Semaian tawanan ini berakhir di kuu Selatan sendiri. Dalam nemo dia boleh berhenti di situ atau meneruskan (safari); Selatan berhenti, dan mengekalkan kuunya.</translation>
    </message>
    <message>
        <source>With no capture move, South must sow his whole kuu. The kuu is gone for good, and its 20 seeds relay around his two rows.</source>
        <extracomment>samples/kete after ply 45</extracomment>
        <translation>Tanpa langkah tawanan, Selatan mesti menyemai seluruh kuunya. Kuu itu hilang buat selama-lamanya, dan 20 bijinya bersambung mengelilingi dua barisnya.</translation>
    </message>
    <message>
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. Which of your front holes faces c3?</source>
        <extracomment>kete/02-capture Hint</extracomment>
        <translation>Tawanan memerlukan biji dalam kedua-dua lubang satu lajur: dalam lubang hadapan anda dan dalam lubang hadapan Utara yang bertentangan. Lubang hadapan anda yang mana bertentangan dengan c3?</translation>
    </message>
    <message>
        <source>You placed a reserve seed into g2 or h2 and sowed that hole leftward: two seeds from g2, three from h2. Either way the last one fell into your kuu, and a lap that ends in your kuu ends the move.</source>
        <extracomment>kete/01-kuu after ply 1</extracomment>
        <translation>Anda meletakkan sebiji simpanan di g2 atau h2 dan menyemai lubang itu ke kiri: dua biji dari g2, tiga dari h2. Kedua-duanya, yang terakhir jatuh di kuu anda, dan pusingan yang berakhir di kuu anda menamatkan langkah.</translation>
    </message>
    <message>
        <source>A short sample game on the two-row board: South, a person, against the computer at Strong; both sow counterclockwise around one loop of twelve holes.</source>
        <extracomment>samples/kingulu the start</extracomment>
        <translation>Permainan contoh yang pendek pada papan dua baris: Selatan, seorang pemain, menentang komputer pada tahap Kuat; kedua-duanya menyemai lawan arah jam mengelilingi satu gelung dua belas lubang.</translation>
    </message>
    <message>
        <source>A draw by repetition</source>
        <extracomment>kingulu/09-repetition Title</extracomment>
        <translation>Seri kerana kedudukan berulang</translation>
    </message>
    <message>
        <source>A hole of 16 or more seeds never starts a capture, even when its first lap ends at a capture position. Can any of your moves capture?</source>
        <extracomment>kete/12-sixteen-seeds Hint</extracomment>
        <translation>Lubang yang berisi 16 biji atau lebih tidak pernah memulakan tawanan, walaupun pusingan pertamanya berakhir di tempat tawanan. Adakah mana-mana langkah anda boleh menawan?</translation>
    </message>
    <message>
        <source>A kuu of eight</source>
        <extracomment>kete/11-kuu-of-eight Title</extracomment>
        <translation>Kuu berisi lapan</translation>
    </message>
    <message>
        <source>A move may not end its first lap in an occupied hole of the mover&apos;s own row. After your move, which of North&apos;s holes could he sow?</source>
        <extracomment>kingulu/03-not-allowed Hint</extracomment>
        <translation>Sesuatu langkah tidak boleh menamatkan pusingan pertamanya di lubang berisi dalam baris pemain itu sendiri. Selepas langkah anda, lubang Utara yang mana boleh disemainya?</translation>
    </message>
    <message>
        <source>After f1 the position came back for the third time, the same seeds in the same holes with North to move: a draw. Behind on the count, a draw is the best you could get.</source>
        <extracomment>kingulu/09-repetition after ply 12</extracomment>
        <translation>Selepas f1 kedudukan itu berulang kali ketiga, biji yang sama di lubang yang sama dengan giliran Utara: seri. Apabila ketinggalan dalam kiraan, seri ialah hasil terbaik yang boleh anda dapat.</translation>
    </message>
    <message>
        <source>Capture North&apos;s e3.</source>
        <extracomment>kete/13-the-duty Task</extracomment>
        <translation>Tawan e3 milik Utara.</translation>
    </message>
    <message>
        <source>Capture if the rules let you. If no move can capture, sow so that your last seed lands in c2.</source>
        <extracomment>kete/12-sixteen-seeds Task</extracomment>
        <translation>Tawan jika peraturan membenarkan. Jika tiada langkah yang boleh menawan, semai supaya biji terakhir anda jatuh di c2.</translation>
    </message>
    <message>
        <source>Capture the marked hole</source>
        <extracomment>kete/13-the-duty Title</extracomment>
        <translation>Tawan lubang yang bertanda</translation>
    </message>
    <message>
        <source>Captured seeds are sown starting in a kichwa, a2 or h2, towards the centre. In this stage, for a first capture in columns c to f, you choose the kichwa. Which one brings the seeds to g2?</source>
        <extracomment>kete/03-choose-kichwa Hint; kiswahili/02-choose-kichwa Hint</extracomment>
        <translation>Biji yang ditawan disemai bermula di dalam kichwa, a2 atau h2, ke arah tengah. Dalam peringkat ini, bagi tawanan pertama dalam lajur c hingga f, anda memilih kichwa. Yang mana membawa biji ke g2?</translation>
    </message>
    <message>
        <source>Clockwise, all seven seeds go right, round the end and along your back row to e1, which held two: its three seeds go on to b1. Only a kuu of eight or more sows just two seeds.</source>
        <extracomment>kete/04-sowing-the-kuu WrongWhy</extracomment>
        <translation>Ikut arah jam, ketujuh-tujuh biji itu bergerak ke kanan, mengelilingi hujung dan di sepanjang baris belakang anda hingga e1, yang berisi dua biji: tiga bijinya diteruskan hingga b1. Hanya kuu yang berisi lapan biji atau lebih menyemai dua biji sahaja.</translation>
    </message>
    <message>
        <source>Counterclockwise, all nine seeds leave the kuu: left along your front row, down and along your back row to e1. In mtaji the whole kuu is sown; only a nemo takata from a kuu of eight or more sows just two.</source>
        <extracomment>kete/07-mtaji-kuu-first WrongWhy</extracomment>
        <translation>Lawan arah jam, kesemua sembilan biji meninggalkan kuu: ke kiri di sepanjang baris hadapan anda, turun dan di sepanjang baris belakang anda hingga e1. Dalam mtaji seluruh kuu disemai; hanya takata nemo daripada kuu yang berisi lapan biji atau lebih menyemai dua sahaja.</translation>
    </message>
    <message>
        <source>End the game now, and win it on the count.</source>
        <extracomment>kingulu/03-not-allowed Task</extracomment>
        <translation>Tamatkan permainan sekarang, dan menanglah dengan kiraan.</translation>
    </message>
    <message>
        <source>In mtaji, when you cannot capture and your kuu still stands, you must sow the whole kuu, all its seeds, clockwise or counterclockwise.</source>
        <extracomment>kete/07-mtaji-kuu-first Hint</extracomment>
        <translation>Dalam mtaji, apabila anda tidak dapat menawan dan kuu anda masih ada, anda mesti menyemai seluruh kuu, kesemua bijinya, ikut arah jam atau lawan arah jam.</translation>
    </message>
    <message>
        <source>Moves that are not allowed</source>
        <extracomment>kingulu/03-not-allowed Title</extracomment>
        <translation>Langkah yang tidak dibenarkan</translation>
    </message>
    <message>
        <source>Nine laps and four captures in one move: after a capture, every lap that ends at another capture position captures again, and the captured seeds are sown in laps of their own.</source>
        <extracomment>samples/kete after ply 27</extracomment>
        <translation>Sembilan pusingan dan empat tawanan dalam satu langkah: selepas tawanan, setiap pusingan yang berakhir di tempat tawanan yang lain menawan lagi, dan biji yang ditawan disemai dalam pusingannya sendiri.</translation>
    </message>
    <message>
        <source>Nineteen laps and seven captures: South sweeps North&apos;s front row almost empty.</source>
        <extracomment>samples/kete after ply 49</extracomment>
        <translation>Sembilan belas pusingan dan tujuh tawanan: Selatan hampir mengosongkan baris hadapan Utara.</translation>
    </message>
    <message>
        <source>No capture is possible, and your kuu, with seven seeds, is your only front hole with seeds.</source>
        <extracomment>kete/11-kuu-of-eight the start</extracomment>
        <translation>Tiada tawanan yang mungkin, dan kuu anda, dengan tujuh biji, ialah satu-satunya lubang hadapan anda yang berisi.</translation>
    </message>
    <message>
        <source>No capture is possible, so this move is a takata: a move without capture. Your kuu is your only front hole with seeds.</source>
        <extracomment>kete/04-sowing-the-kuu the start</extracomment>
        <translation>Tiada tawanan yang mungkin, jadi langkah ini ialah takata: langkah tanpa tawanan. Kuu anda ialah satu-satunya lubang hadapan anda yang berisi.</translation>
    </message>
    <message>
        <source>No move of yours could capture: d2&apos;s first lap ends facing North&apos;s seeds either way, but a hole of 16 or more never starts a capture. So you sowed a takata: e2&apos;s two seeds went into d2 and c2.</source>
        <extracomment>kete/12-sixteen-seeds after ply 1</extracomment>
        <translation>Tiada langkah anda yang boleh menawan: pusingan pertama d2 berakhir bertentangan dengan biji Utara ke mana-mana arah pun, tetapi lubang yang berisi 16 biji atau lebih tidak pernah memulakan tawanan. Jadi anda menyemai takata: dua biji e2 masuk ke d2 dan c2.</translation>
    </message>
    <message>
        <source>North has just marked your c2 with hizi zetu.</source>
        <extracomment>kete/08-hizi-zetu the start</extracomment>
        <translation>Utara baru sahaja menanda c2 anda dengan hizi zetu.</translation>
    </message>
    <message>
        <source>North&apos;s front hole d3 faces South&apos;s d2, and both hold seeds: a capture position. Captures are compulsory in nemo, and c3 could capture too. North places his seed in his kuu, d3, and takes d2.</source>
        <extracomment>samples/kete after ply 2</extracomment>
        <translation>Lubang hadapan Utara d3 bertentangan dengan d2 Selatan, dan kedua-duanya berisi biji: tempat tawanan. Tawanan wajib dalam nemo, dan c3 juga boleh menawan. Utara meletakkan bijinya di kuunya, d3, dan mengambil d2.</translation>
    </message>
    <message>
        <source>North&apos;s last move marked your c2 by hizi zetu: this turn you may not sow it, and a lap that ends in c2 ends your move there: c2 is not lifted and sown on.</source>
        <extracomment>kete/08-hizi-zetu Hint</extracomment>
        <translation>Langkah terakhir Utara menanda c2 anda dengan hizi zetu: giliran ini anda tidak boleh menyemainya, dan pusingan yang berakhir di c2 menamatkan langkah anda di situ: c2 tidak diangkat untuk disemai terus.</translation>
    </message>
    <message>
        <source>South answers in kind: c2 is his only capture position, so South places a seed in c2, captures c3, and sows the two captured seeds starting in a kichwa.</source>
        <extracomment>samples/kete after ply 3</extracomment>
        <translation>Selatan membalas dengan cara yang sama: c2 ialah satu-satunya tempat tawanannya, jadi Selatan meletakkan sebiji di c2, menawan c3, dan menyemai dua biji yang ditawan bermula di dalam kichwa.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in a2.</source>
        <extracomment>kete/08-hizi-zetu Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh di a2.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in c2.</source>
        <extracomment>kete/07-mtaji-kuu-first Task; kete/11-kuu-of-eight Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh di c2.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g2.</source>
        <extracomment>kete/04-sowing-the-kuu Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh di g2.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the two seeds go into a2 and b2. b2 was empty, so the move ends there.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy; kiswahili/02-choose-kichwa WrongWhy</extracomment>
        <translation>Bermula di dalam kichwa a2, dua biji itu masuk ke a2 dan b2. b2 kosong, jadi langkah berakhir di situ.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the two seeds went into h2 and g2. g2 faces g3, so you captured again, and those seeds were sown starting in h2 too.</source>
        <extracomment>kete/03-choose-kichwa after ply 1</extracomment>
        <translation>Bermula di dalam kichwa h2, dua biji itu masuk ke h2 dan g2. g2 bertentangan dengan g3, jadi anda menawan lagi, dan biji itu juga disemai bermula di dalam h2.</translation>
    </message>
    <message>
        <source>The game ends when the player to move has no legal move: then both sides count. North has eleven seeds in his row.</source>
        <extracomment>kingulu/03-not-allowed the start</extracomment>
        <translation>Permainan tamat apabila pemain yang tiba gilirannya tiada langkah sah: kemudian kedua-dua pihak mengira. Utara mempunyai sebelas biji dalam barisnya.</translation>
    </message>
    <message>
        <source>The kuu held six, seven with your reserve seed, and all seven were sown: leftward to a2, down and along your back row to c1. c1 held a seed, so its two seeds went on, and so did e1 and h1, up to g2. Your kuu is gone now.</source>
        <extracomment>kete/04-sowing-the-kuu after ply 1</extracomment>
        <translation>Kuu berisi enam biji, tujuh bersama biji simpanan anda, dan ketujuh-tujuhnya disemai: ke kiri hingga a2, turun dan di sepanjang baris belakang anda hingga c1. c1 berisi sebiji, jadi dua bijinya diteruskan, begitu juga e1 dan h1, naik hingga g2. Kuu anda kini sudah hilang.</translation>
    </message>
    <message>
        <source>With your reserve seed your kuu holds eight. A kuu of eight or more is not emptied: only two of its seeds are sown, and it stays.</source>
        <extracomment>kete/11-kuu-of-eight Hint</extracomment>
        <translation>Bersama biji simpanan anda, kuu anda berisi lapan. Kuu yang berisi lapan biji atau lebih tidak dikosongkan: hanya dua bijinya disemai, dan ia kekal.</translation>
    </message>
    <message>
        <source>You are far behind on the count. Save a draw: make a position come back for the third time.</source>
        <extracomment>kingulu/09-repetition Task</extracomment>
        <translation>Anda jauh ketinggalan dalam kiraan. Selamatkan seri: jadikan sesuatu kedudukan berulang kali ketiga.</translation>
    </message>
    <message>
        <source>You captured d3. Its seeds, sown starting in the kichwa a2, reached c2, and c2 captured c3: North&apos;s front row is empty. Bao hamna, you win.</source>
        <extracomment>kete/09-bao-hamna after ply 1</extracomment>
        <translation>Anda menawan d3. Bijinya, yang disemai bermula di dalam kichwa a2, sampai ke c2, dan c2 menawan c3: baris hadapan Utara kosong. Bao hamna, anda menang.</translation>
    </message>
    <message>
        <source>You could not capture, so you had to sow your kuu, all nine seeds: right to h2, down and back along your back row to c1. c1 held a seed, so its two seeds went on, and so did a1, up to c2. Your kuu is gone now.</source>
        <extracomment>kete/07-mtaji-kuu-first after ply 1</extracomment>
        <translation>Anda tidak dapat menawan, jadi anda terpaksa menyemai kuu anda, kesemua sembilan biji: ke kanan hingga h2, turun dan kembali di sepanjang baris belakang anda hingga c1. c1 berisi sebiji, jadi dua bijinya diteruskan, begitu juga a1, naik hingga c2. Kuu anda kini sudah hilang.</translation>
    </message>
    <message>
        <source>Your kuu held eight with the reserve seed, so only two were lifted, into d2 and c2. The kuu stays, with six.</source>
        <extracomment>kete/11-kuu-of-eight after ply 1</extracomment>
        <translation>Kuu anda berisi lapan bersama biji simpanan, jadi hanya dua yang diangkat, ke d2 dan c2. Kuu itu kekal, dengan enam biji.</translation>
    </message>
    <message>
        <source>Your kuu is your only front hole with seeds, so you may sow it. With your reserve seed it holds seven: a kuu of seven is sown whole. Follow all seven seeds, and the laps that go on from where they end.</source>
        <extracomment>kete/04-sowing-the-kuu Hint</extracomment>
        <translation>Kuu anda ialah satu-satunya lubang hadapan anda yang berisi, jadi anda boleh menyemainya. Bersama biji simpanan anda ia berisi tujuh: kuu yang berisi tujuh disemai seluruhnya. Ikut kesemua tujuh biji itu, dan pusingan yang diteruskan dari tempat ia berakhir.</translation>
    </message>
    <message>
        <source>Your last takata marked North&apos;s a3 with hizi zetu. On this move you must capture a3 if any capture move can.</source>
        <extracomment>kete/13-the-duty the start</extracomment>
        <translation>Takata terakhir anda menanda a3 milik Utara dengan hizi zetu. Pada langkah ini anda mesti menawan a3 jika ada langkah tawanan yang boleh.</translation>
    </message>
    <message>
        <source>Your last takata marked North&apos;s a3: while a capture move can take a3, you must play one that does. Which of them goes on to take e3 as well?</source>
        <extracomment>kete/13-the-duty Hint</extracomment>
        <translation>Takata terakhir anda menanda a3 milik Utara: selagi ada langkah tawanan yang boleh mengambil a3, anda mesti memainkan salah satunya. Yang mana antaranya terus mengambil e3 juga?</translation>
    </message>
    <message>
        <source>Your reserve is empty, none of your moves can capture, and your kuu still stands, with nine seeds.</source>
        <extracomment>kete/07-mtaji-kuu-first the start</extracomment>
        <translation>Simpanan anda sudah habis, tiada langkah anda yang boleh menawan, dan kuu anda masih ada, dengan sembilan biji.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is mtaji.</source>
        <extracomment>kete/12-sixteen-seeds the start</extracomment>
        <translation>Simpanan anda sudah habis: ini mtaji.</translation>
    </message>
    <message>
        <source>Your reserve seed went into c2, opposite North&apos;s c3: c3&apos;s seeds are captured and sown back into your front row, starting in a kichwa, an end hole. Clockwise they start in a2; counterclockwise they start in h2, reach g2 and capture g3 too.</source>
        <extracomment>kete/02-capture after ply 1</extracomment>
        <translation>Biji simpanan anda masuk ke c2, bertentangan dengan c3 Utara: biji c3 ditawan dan disemai semula ke baris hadapan anda, bermula di dalam kichwa, lubang hujung. Ikut arah jam ia bermula di a2; lawan arah jam ia bermula di h2, sampai ke g2 dan menawan g3 juga.</translation>
    </message>
    <message>
        <source>Your seed went into the empty f2. Now every move of North&apos;s would end its first lap in an occupied hole of his own row: b2 in a2, c2 in b2, and so on, and a2&apos;s seven seeds round to f2. None is allowed, so the game ends: you win 26 to 22 on the count.</source>
        <extracomment>kingulu/03-not-allowed after ply 1</extracomment>
        <translation>Biji anda masuk ke f2 yang kosong. Kini setiap langkah Utara akan menamatkan pusingan pertamanya di lubang berisi dalam barisnya sendiri: b2 di a2, c2 di b2, dan seterusnya, dan tujuh biji a2 berpusing hingga f2. Tiada yang dibenarkan, jadi permainan tamat: anda menang 26 lawan 22 dengan kiraan.</translation>
    </message>
    <message>
        <source>a1 captures North&apos;s b2, but then North&apos;s c2 may be sown into the empty b2, and a2&apos;s seven seeds may end their first lap in the empty f2: North plays on.</source>
        <extracomment>kingulu/03-not-allowed WrongWhy</extracomment>
        <translation>a1 menawan b2 milik Utara, tetapi kemudian c2 Utara boleh disemai ke b2 yang kosong, dan tujuh biji a2 boleh menamatkan pusingan pertamanya di f2 yang kosong: Utara terus bermain.</translation>
    </message>
    <message>
        <source>b1&apos;s two seeds went into a1 and a2, which faces the marked a3: you captured it, as you had to. The laps that followed took c3 and then e3.</source>
        <extracomment>kete/13-the-duty after ply 1</extracomment>
        <translation>Dua biji b1 masuk ke a1 dan a2, yang bertentangan dengan a3 yang bertanda: anda menawannya, seperti yang diwajibkan. Pusingan seterusnya mengambil c3 dan kemudian e3.</translation>
    </message>
    <message>
        <source>c1 captures North&apos;s d2: two seeds into your store. But North stays far ahead, 20 to 28 on the count, and no position has come back a third time: the game goes on.</source>
        <extracomment>kingulu/09-repetition WrongWhy</extracomment>
        <translation>c1 menawan d2 milik Utara: dua biji masuk ke stor anda. Tetapi Utara tetap jauh mendahului, 20 lawan 28 dalam kiraan, dan tiada kedudukan yang berulang kali ketiga: permainan diteruskan.</translation>
    </message>
    <message>
        <source>c2 may be sown only counterclockwise now, and that capture takes the marked a3 and stops in c2. Clockwise its first lap would end in e2 and take e3, but it would leave a3 alone: that is not allowed while a capture can take a3.</source>
        <extracomment>kete/13-the-duty WrongWhy</extracomment>
        <translation>c2 hanya boleh disemai lawan arah jam sekarang, dan tawanan itu mengambil a3 yang bertanda lalu berhenti di c2. Ikut arah jam pusingan pertamanya akan berakhir di e2 dan mengambil e3, tetapi membiarkan a3: itu tidak dibenarkan selagi ada tawanan yang boleh mengambil a3.</translation>
    </message>
    <message>
        <source>d1&apos;s three seeds went into e1, f1 and, round the corner, f2 in North&apos;s row. f2 was empty, so the move ends there.</source>
        <extracomment>kingulu/01-sowing after ply 1</extracomment>
        <translation>Tiga biji d1 masuk ke e1, f1 dan, selepas selekoh, f2 dalam baris Utara. f2 kosong, jadi langkah berakhir di situ.</translation>
    </message>
    <message>
        <source>d2&apos;s three seeds went into c2, b2 and a2. The lap passed the marked c2 and ended in a2: only a lap that ends in the marked hole is stopped there.</source>
        <extracomment>kete/08-hizi-zetu after ply 1</extracomment>
        <translation>Tiga biji d2 masuk ke c2, b2 dan a2. Pusingan itu melepasi c2 yang bertanda dan berakhir di a2: hanya pusingan yang berakhir di lubang bertanda dihentikan di situ.</translation>
    </message>
    <message>
        <source>e2&apos;s two seeds go into d2 and c2. c2 is the marked hole: the move ends there, instead of lifting c2 and sowing on to a2.</source>
        <extracomment>kete/08-hizi-zetu WrongWhy</extracomment>
        <translation>Dua biji e2 masuk ke d2 dan c2. c2 ialah lubang bertanda: langkah tamat di situ, dan bukannya mengangkat c2 lalu terus menyemai hingga a2.</translation>
    </message>
    <message>
        <source>f2ccw captures d3, but its seeds are sown starting in h2 and stop in f2: c3 is left, and North plays on.</source>
        <extracomment>kete/09-bao-hamna WrongWhy</extracomment>
        <translation>f2ccw menawan d3, tetapi bijinya disemai bermula di dalam h2 dan berhenti di f2: c3 masih tinggal, dan Utara terus bermain.</translation>
    </message>
    <message>
        <source>In Bao Kingulu a position that occurs for the third time is a draw. Look at the move list: the position you see has come once before. What did you play from it then?</source>
        <extracomment>kingulu/09-repetition Hint</extracomment>
        <translation>Dalam Bao Kingulu kedudukan yang berlaku kali ketiga ialah seri. Lihat senarai langkah: kedudukan yang anda lihat pernah berlaku sekali sebelum ini. Langkah apakah yang anda mainkan daripadanya ketika itu?</translation>
    </message>
    <message>
        <source>Sixteen seeds never capture</source>
        <extracomment>kete/12-sixteen-seeds Title</extracomment>
        <translation>Enam belas biji tidak pernah menawan</translation>
    </message>
    <message>
        <source>The game has gone round once: the position of the start came back, and the same moves are being played again. North is far ahead on the count.</source>
        <extracomment>kingulu/09-repetition after ply 11</extracomment>
        <translation>Permainan ini telah berulang sekali: kedudukan permulaan telah kembali, dan langkah-langkah yang sama sedang dimainkan semula. Utara jauh mendahului dalam kiraan.</translation>
    </message>
    <message>
        <source>Your kuu held eight with the reserve seed, so only two were lifted, clockwise into f2 and g2: the move ends in g2. A kuu of eight or more sows just two seeds.</source>
        <extracomment>kete/11-kuu-of-eight WrongWhy</extracomment>
        <translation>Kuu anda berisi lapan bersama biji simpanan, jadi hanya dua yang diangkat, ikut arah jam ke f2 dan g2: langkah tamat di g2. Kuu yang berisi lapan biji atau lebih menyemai dua biji sahaja.</translation>
    </message>
    <message>
        <source>d2&apos;s first lap ends in c2, facing North&apos;s c3, but a hole of 16 or more never starts a capture: the seeds of c2 are sown on instead, lap after lap, and the move ends in b1. Nothing is captured.</source>
        <extracomment>kete/12-sixteen-seeds WrongWhy</extracomment>
        <translation>Pusingan pertama d2 berakhir di c2, bertentangan dengan c3 Utara, tetapi lubang yang berisi 16 biji atau lebih tidak pernah memulakan tawanan: sebaliknya biji c2 disemai terus, pusingan demi pusingan, dan langkah tamat di b1. Tiada apa-apa ditawan.</translation>
    </message>
    <message>
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. You place a seed from your hand into your hole, and take North&apos;s. Which of your front holes faces b3?</source>
        <extracomment>kiswahili/01-capture Hint</extracomment>
        <translation>Tawanan memerlukan biji dalam kedua-dua lubang satu lajur: dalam lubang hadapan anda dan dalam lubang hadapan Utara yang bertentangan. Anda meletakkan sebiji dari tangan anda ke dalam lubang anda, dan mengambil lubang Utara. Lubang hadapan anda yang mana bertentangan dengan b3?</translation>
    </message>
    <message>
        <source>A capture that empties North&apos;s front row wins the game at once, whatever North has in his back row. Which way must the captured seeds go to reach g2?</source>
        <extracomment>kiswahili/06-bao-hamna Hint</extracomment>
        <translation>Tawanan yang mengosongkan baris hadapan Utara memenangi permainan serta-merta, walau apa pun yang ada dalam baris belakang Utara. Ke arah mana biji yang ditawan mesti pergi untuk sampai ke g2?</translation>
    </message>
    <message>
        <source>A dormant nyumba</source>
        <extracomment>kiswahili/04-dormant-nyumba Title</extracomment>
        <translation>Nyumba yang tidur</translation>
    </message>
    <message>
        <source>A dormant nyumba is an ordinary hole: a move from it lifts all its seeds, not two, and then it is gone. With no capture, which other front hole may start a move?</source>
        <extracomment>kiswahili/04-dormant-nyumba Hint</extracomment>
        <translation>Nyumba yang tidur ialah lubang biasa: langkah yang bermula darinya mengangkat kesemua bijinya, bukan dua, kemudian ia hilang. Tanpa tawanan, lubang hadapan lain yang mana boleh memulakan langkah?</translation>
    </message>
    <message>
        <source>A game the computer played against itself, its first two moves chosen at random. Each player starts with seeds in hand and places one each move: the namua stage.</source>
        <extracomment>samples/kiswahili the start</extracomment>
        <translation>Permainan yang dimainkan oleh komputer menentang dirinya sendiri, dua langkah pertamanya dipilih secara rawak. Setiap pemain bermula dengan biji di tangan dan meletakkan satu setiap langkah: peringkat namua.</translation>
    </message>
    <message>
        <source>A tax: with no capture, South sows from his nyumba, which works. Of its seeds only two were lifted, and the nyumba stays his.</source>
        <extracomment>samples/kiswahili after ply 13</extracomment>
        <translation>Cukai: tanpa tawanan, Selatan menyemai dari nyumbanya, yang berfungsi. Daripada bijinya hanya dua diangkat, dan nyumba itu kekal miliknya.</translation>
    </message>
    <message>
        <source>After the capture the sowing ends in South&apos;s own nyumba. In namua he may stop there or go on safari: he stops, and keeps his nyumba.</source>
        <extracomment>samples/kiswahili after ply 7</extracomment>
        <translation>Selepas tawanan itu semaian berakhir di dalam nyumba Selatan sendiri. Dalam namua dia boleh berhenti di situ atau pergi safari: dia berhenti, dan menyimpan nyumbanya.</translation>
    </message>
    <message>
        <source>Both hands are empty: this is mtaji. North&apos;s last takasa put the takasia mark on your c2.</source>
        <extracomment>kiswahili/05-takasia the start</extracomment>
        <translation>Kedua-dua tangan kosong: ini mtaji. Takasa terakhir Utara meletakkan tanda takasia pada c2 anda.</translation>
    </message>
    <message>
        <source>Capture c3, and carry the sowing on into your back row.</source>
        <extracomment>kiswahili/03-safari Task</extracomment>
        <translation>Tawan c3, dan teruskan semaian hingga ke baris belakang anda.</translation>
    </message>
    <message>
        <source>Capturing in namua</source>
        <extracomment>kiswahili/01-capture Title</extracomment>
        <translation>Menawan dalam namua</translation>
    </message>
    <message>
        <source>Five captures in one move, until North&apos;s front row is empty: bao hamna, and South wins at once.</source>
        <extracomment>samples/kiswahili after ply 53</extracomment>
        <translation>Lima tawanan dalam satu langkah, sehingga baris hadapan Utara kosong: bao hamna, dan Selatan menang serta-merta.</translation>
    </message>
    <message>
        <source>North&apos;s hand is empty too. Both players are now in mtaji.</source>
        <extracomment>samples/kiswahili after ply 44</extracomment>
        <translation>Tangan Utara juga kosong. Kedua-dua pemain kini dalam mtaji.</translation>
    </message>
    <message>
        <source>North&apos;s takasia mark is on your c2. Sow so that a seed falls into g2.</source>
        <extracomment>kiswahili/05-takasia Task</extracomment>
        <translation>Tanda takasia Utara berada pada c2 anda. Semai supaya sebiji jatuh ke dalam g2.</translation>
    </message>
    <message>
        <source>South places the last seed from his hand. From his next move on he plays mtaji: he lifts the seeds of one of his holes instead of placing one.</source>
        <extracomment>samples/kiswahili after ply 43</extracomment>
        <translation>Selatan meletakkan biji terakhir dari tangannya. Mulai langkah berikutnya dia bermain mtaji: dia mengangkat biji salah satu lubangnya dan bukan meletakkan satu.</translation>
    </message>
    <message>
        <source>Sow without losing your nyumba.</source>
        <extracomment>kiswahili/04-dormant-nyumba Task</extracomment>
        <translation>Semai tanpa kehilangan nyumba anda.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the captured seeds reached your nyumba e2, and you stopped there: the move ended in e2, with the nyumba kept.</source>
        <extracomment>kiswahili/03-safari WrongWhy</extracomment>
        <translation>Bermula di dalam kichwa a2, biji yang ditawan sampai ke nyumba anda e2, dan anda berhenti di situ: langkah berakhir di e2, dengan nyumba dikekalkan.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the two captured seeds go into a2 and b2. b2 was empty, so the move ends there, and North still has g3.</source>
        <extracomment>kiswahili/06-bao-hamna WrongWhy</extracomment>
        <translation>Bermula di dalam kichwa a2, dua biji yang ditawan masuk ke a2 dan b2. b2 kosong, jadi langkah berakhir di situ, dan Utara masih ada g3.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the two seeds went into h2 and g2. g2 faces g3, so you captured again, and that seed was sown starting in h2 too.</source>
        <extracomment>kiswahili/02-choose-kichwa after ply 1</extracomment>
        <translation>Bermula di dalam kichwa h2, dua biji itu masuk ke h2 dan g2. g2 bertentangan dengan g3, jadi anda menawan lagi, dan biji itu juga disemai bermula di dalam h2.</translation>
    </message>
    <message>
        <source>The captured seeds went from a2 to your nyumba e2. On safari all seven were lifted and sown on, to e1, and the nyumba is gone for good.</source>
        <extracomment>kiswahili/03-safari after ply 1</extracomment>
        <translation>Biji yang ditawan pergi dari a2 ke nyumba anda e2. Dalam safari kesemua tujuh diangkat dan disemai terus, hingga ke e1, dan nyumba itu hilang buat selama-lamanya.</translation>
    </message>
    <message>
        <source>The lap from a2 ended in c2, the marked hole: your move ended there, and c2 was not lifted. Without the mark its seeds would have been sown on.</source>
        <extracomment>kiswahili/05-takasia WrongWhy</extracomment>
        <translation>Pusingan dari a2 berakhir di c2, lubang bertanda: langkah anda berakhir di situ, dan c2 tidak diangkat. Tanpa tanda itu bijinya akan disemai terus.</translation>
    </message>
    <message>
        <source>The marked hole may not start your move, and a lap that ends in it ends your move there: it is not lifted. Which lap can reach g2?</source>
        <extracomment>kiswahili/05-takasia Hint</extracomment>
        <translation>Lubang bertanda tidak boleh memulakan langkah anda, dan pusingan yang berakhir di dalamnya menamatkan langkah anda di situ: ia tidak diangkat. Pusingan yang mana boleh sampai ke g2?</translation>
    </message>
    <message>
        <source>The seeds of c3 went into h2 and g2, and g2 captured g3: North&apos;s front row is empty. Bao hamna: you win at once, and the seeds just captured stay in your hand.</source>
        <extracomment>kiswahili/06-bao-hamna after ply 1</extracomment>
        <translation>Biji c3 masuk ke h2 dan g2, dan g2 menawan g3: baris hadapan Utara kosong. Bao hamna: anda menang serta-merta, dan biji yang baru ditawan kekal di tangan anda.</translation>
    </message>
    <message>
        <source>The takasia mark</source>
        <extracomment>kiswahili/05-takasia Title</extracomment>
        <translation>Tanda takasia</translation>
    </message>
    <message>
        <source>This time South goes on safari: he lifts all twelve seeds of his nyumba and sows on. The nyumba is gone for good.</source>
        <extracomment>samples/kiswahili after ply 31</extracomment>
        <translation>Kali ini Selatan pergi safari: dia mengangkat kesemua dua belas biji nyumbanya dan terus menyemai. Nyumba itu hilang buat selama-lamanya.</translation>
    </message>
    <message>
        <source>Three captures in one move: after a capture, every lap that ends at another capture position captures again.</source>
        <extracomment>samples/kiswahili after ply 32</extracomment>
        <translation>Tiga tawanan dalam satu langkah: selepas satu tawanan, setiap pusingan yang berakhir di tempat tawanan lain menawan lagi.</translation>
    </message>
    <message>
        <source>When a capture&apos;s sowing ends in your own nyumba in namua, you choose: stop there, or go on safari, lifting the nyumba and sowing on. Which kichwa brings the captured seeds to your nyumba e2?</source>
        <extracomment>kiswahili/03-safari Hint</extracomment>
        <translation>Apabila semaian tawanan berakhir di dalam nyumba anda sendiri dalam namua, anda memilih: berhenti di situ, atau pergi safari, mengangkat nyumba dan terus menyemai. Kichwa yang mana membawa biji yang ditawan ke nyumba anda e2?</translation>
    </message>
    <message>
        <source>Win the game with this move.</source>
        <extracomment>kiswahili/06-bao-hamna Task</extracomment>
        <translation>Menangi permainan dengan langkah ini.</translation>
    </message>
    <message>
        <source>With no capture move, North sows his nyumba in a takasa: in mtaji the nyumba is an ordinary hole, and lifting it ends it for good.</source>
        <extracomment>samples/kiswahili after ply 50</extracomment>
        <translation>Tanpa langkah tawanan, Utara menyemai nyumbanya dalam takasa: dalam mtaji nyumba ialah lubang biasa, dan mengangkatnya menamatkannya buat selama-lamanya.</translation>
    </message>
    <message>
        <source>You sowed from g2, and your nyumba e2 is still yours. b2 could not start a move: with a dormant nyumba, a single seed in a front hole is not enough.</source>
        <extracomment>kiswahili/04-dormant-nyumba after ply 1</extracomment>
        <translation>Anda menyemai dari g2, dan nyumba anda e2 masih milik anda. b2 tidak boleh memulakan langkah: dengan nyumba yang tidur, sebiji dalam lubang hadapan tidak mencukupi.</translation>
    </message>
    <message>
        <source>You still have seeds in hand: this is namua. When one of your front holes holds seeds and faces seeds in North&apos;s front hole, you must capture.</source>
        <extracomment>kiswahili/01-capture the start</extracomment>
        <translation>Anda masih ada biji di tangan: ini namua. Apabila salah satu lubang hadapan anda berisi biji dan bertentangan dengan biji dalam lubang hadapan Utara, anda mesti menawan.</translation>
    </message>
    <message>
        <source>Your nyumba e2 is still yours, but it is dormant: it no longer holds enough seeds to work. No front hole of yours can capture.</source>
        <extracomment>kiswahili/04-dormant-nyumba the start</extracomment>
        <translation>Nyumba anda e2 masih milik anda, tetapi ia tidur: ia tidak lagi berisi cukup biji untuk berfungsi. Tiada lubang hadapan anda yang boleh menawan.</translation>
    </message>
    <message>
        <source>Your nyumba is dormant, an ordinary hole: a move from it lifted all its seeds, and it is gone for good. Only a nyumba that works is taxed.</source>
        <extracomment>kiswahili/04-dormant-nyumba WrongWhy</extracomment>
        <translation>Nyumba anda tidur, lubang biasa: langkah darinya mengangkat kesemua bijinya, dan ia hilang buat selama-lamanya. Hanya nyumba yang berfungsi dikenakan cukai.</translation>
    </message>
    <message>
        <source>Your seed went into b2, opposite North&apos;s b3, and you took b3&apos;s three seeds. A capture in column a or b is sown starting in the kichwa a2.</source>
        <extracomment>kiswahili/01-capture after ply 1</extracomment>
        <translation>Biji anda masuk ke b2, bertentangan dengan b3 Utara, dan anda mengambil tiga biji b3. Tawanan dalam lajur a atau b disemai bermula di dalam kichwa a2.</translation>
    </message>
    <message>
        <source>e2 captures too, but it takes the one seed in e3, not b3.</source>
        <extracomment>kiswahili/01-capture WrongWhy</extracomment>
        <translation>e2 juga menawan, tetapi ia mengambil sebiji di e3, bukan b3.</translation>
    </message>
    <message>
        <source>e2 faces North&apos;s e3, and both hold seeds: a capture position. In namua a capture is compulsory: South places his seed in his nyumba, e2, and captures e3.</source>
        <extracomment>samples/kiswahili after ply 5</extracomment>
        <translation>e2 berhadapan dengan e3 Utara, dan kedua-duanya berisi biji: tempat tawanan. Dalam namua tawanan adalah wajib: Selatan meletakkan bijinya ke dalam nyumbanya, e2, dan menawan e3.</translation>
    </message>
    <message>
        <source>f2&apos;s two seeds went into g2 and h2. North&apos;s next move is bound too: if one of his capture moves can take c2, he must play one.</source>
        <extracomment>kiswahili/05-takasia after ply 1</extracomment>
        <translation>Dua biji f2 masuk ke g2 dan h2. Langkah Utara yang berikutnya juga terikat: jika salah satu langkah tawanannya boleh mengambil c2, dia mesti memainkannya.</translation>
    </message>
    <message>
        <source>Starting in the kichwa a2, the four captured seeds go into a2, b2, c2 and d2. d2 was empty, so the move ends there, and h3 stays North&apos;s.</source>
        <extracomment>kete/05-safari WrongWhy2</extracomment>
        <translation>Bermula di dalam kichwa a2, empat biji yang ditawan masuk ke a2, b2, c2 dan d2. d2 kosong, jadi langkah berakhir di situ, dan h3 kekal milik Utara.</translation>
    </message>
    <message>
        <source>Starting in the kichwa h2, the five captured seeds go into h2, g2, f2, e2 and d2, all in your front row. d2 was empty, so the move ends there.</source>
        <extracomment>kiswahili/03-safari WrongWhy2</extracomment>
        <translation>Bermula di dalam kichwa h2, lima biji yang ditawan masuk ke h2, g2, f2, e2 dan d2, semuanya di baris hadapan anda. d2 kosong, jadi langkah berakhir di situ.</translation>
    </message>
    <message>
        <source>g2 captures only the one seed in g3. It is sown in h2, and the move ends there: North still has c3.</source>
        <extracomment>kiswahili/06-bao-hamna WrongWhy2</extracomment>
        <translation>g2 hanya menawan sebiji di g3. Ia disemai di h2, dan langkah berakhir di situ: Utara masih ada c3.</translation>
    </message>
    <message>
        <source>g2 captures only the one seed in g3. It is sown in h2, and the move ends there: c3 stays North&apos;s.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy2; kiswahili/02-choose-kichwa WrongWhy2</extracomment>
        <translation>g2 hanya menawan sebiji di g3. Ia disemai di h2, dan langkah berakhir di situ: c3 kekal milik Utara.</translation>
    </message>
    <message>
        <source>h2 captures the one seed in h3, not c3.</source>
        <extracomment>kiswahili/03-safari WrongWhy3</extracomment>
        <translation>h2 menawan sebiji di h3, bukan c3.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Draw</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Anda menang</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>Anda kalah</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>The headline at the end of a game between two people or two computers; %1 is South or North.</extracomment>
        <translation>%1 menang</translation>
    </message>
    <message>
        <source>Store</source>
        <extracomment>Column headers of the Kingulu count at the end of a game (G-7): a side&apos;s store, the seeds in its mtoto holes, the seeds in the other holes of its own row, and their sum.</extracomment>
        <translation>Jelapang</translation>
    </message>
    <message>
        <source>Mtoto holes</source>
        <translation>Lubang mtoto</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Baris</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Kiraan</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (anda)</translation>
    </message>
    <message>
        <source>New game…</source>
        <extracomment>Buttons at the end of a game.</extracomment>
        <translation>Permainan baharu…</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Main semula permainan ini</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Play the game back from its start</source>
        <translation>Main semula permainan dari awal</translation>
    </message>
</context>
<context>
    <name>RuleDiagrams</name>
    <message>
        <source>The start: two seeds in every hole except a2 and l3, each player&apos;s leftmost front hole.</source>
        <extracomment>Rules diagram (Bao Kigogo), under the start position.</extracomment>
        <translation>Permulaan: dua biji dalam setiap lubang kecuali a2 dan l3, lubang hadapan paling kiri setiap pemain.</translation>
    </message>
    <message>
        <source>South sows d1 to e1 and f1. The last seed falls into f1, which held a seed, so both seeds of f1 are lifted and sown on to g1 and h1. h1 was empty: the move ends.</source>
        <extracomment>Rules diagram (Bao Kigogo): a relay sowing.</extracomment>
        <translation>Selatan menyemai d1 ke e1 dan f1. Biji terakhir jatuh ke f1, yang sudah berisi sebiji, jadi kedua-dua biji f1 diangkat dan disemai terus ke g1 dan h1. h1 kosong: langkah itu tamat.</translation>
    </message>
    <message>
        <source>South sows j2 to i2 and h2. h2 was empty and is in South&apos;s front row, so North&apos;s h3 and the hole behind it, h4, are captured: their seeds leave the game.</source>
        <extracomment>Rules diagram (Bao Kigogo): a capture.</extracomment>
        <translation>Selatan menyemai j2 ke i2 dan h2. h2 kosong dan berada di baris hadapan Selatan, jadi h3 milik Utara dan lubang di belakangnya, h4, ditawan: biji-bijinya keluar dari permainan.</translation>
    </message>
    <message>
        <source>The start: one stone in every hole except a2 and l3.</source>
        <extracomment>Rules diagram (Bao la Kimasai), under the start position.</extracomment>
        <translation>Permulaan: sebutir batu dalam setiap lubang kecuali a2 dan l3.</translation>
    </message>
    <message>
        <source>A stone steps one hole counterclockwise, into an empty hole: c1 to d1.</source>
        <extracomment>Rules diagram (Bao la Kimasai): a step.</extracomment>
        <translation>Sebutir batu melangkah satu lubang lawan arah jam, ke lubang kosong: c1 ke d1.</translation>
    </message>
    <message>
        <source>South&apos;s first move: the stone of b2 steps into a2, in his front row. North&apos;s a3 faces it, so a3 and the stone behind it, a4, are captured.</source>
        <extracomment>Rules diagram (Bao la Kimasai): a capture.</extracomment>
        <translation>Langkah pertama Selatan: batu di b2 melangkah ke a2, di baris hadapannya. a3 milik Utara bertentangan dengannya, jadi a3 dan batu di belakangnya, a4, ditawan.</translation>
    </message>
    <message>
        <source>Not allowed: the first lap from a1 would end in c1, an occupied hole of South&apos;s own row.</source>
        <extracomment>Rules diagram (Bao Kingulu): a move that is not allowed.</extracomment>
        <translation>Tidak dibenarkan: pusingan pertama dari a1 akan berakhir di c1, lubang berisi dalam baris Selatan sendiri.</translation>
    </message>
    <message>
        <source>South sows a1 to b1 and c1. c1 was empty and is in South&apos;s row, so the five seeds of North&apos;s c2 go into South&apos;s store, with the seed that captured them.</source>
        <extracomment>Rules diagram (Bao Kingulu): a capture into the store.</extracomment>
        <translation>Selatan menyemai a1 ke b1 dan c1. c1 kosong dan berada dalam baris Selatan, jadi lima biji c2 milik Utara masuk ke stor Selatan, bersama biji yang menawannya.</translation>
    </message>
    <message>
        <source>South sows e1 to f1, f2 and e2. North&apos;s e2 held exactly three: it becomes South&apos;s mtoto, and the seed just dropped into f2 joins it.</source>
        <extracomment>Rules diagram (Bao Kingulu): a hole becomes a mtoto (&quot;mtoto&quot; stays in Swahili).</extracomment>
        <translation>Selatan menyemai e1 ke f1, f2 dan e2. e2 milik Utara berisi tepat tiga biji: ia menjadi mtoto Selatan, dan biji yang baru dijatuhkan ke f2 turut masuk ke dalamnya.</translation>
    </message>
    <message>
        <source>The start: each kuu (South e2, North d3) holds six seeds and the two holes to its right two each; 22 seeds each wait in reserve.</source>
        <extracomment>Rules diagram (Bao la Kete), under the start position; &quot;kuu&quot; stays in Swahili.</extracomment>
        <translation>Permulaan: setiap kuu (Selatan e2, Utara d3) berisi enam biji dan dua lubang di sebelah kanannya dua biji setiap satu; 22 biji setiap pemain menunggu dalam simpanan.</translation>
    </message>
    <message>
        <source>Takata: with nothing to capture, South places a reserve seed in f2 and sows its three seeds clockwise to g2, h2 and h1.</source>
        <extracomment>Rules diagram (Bao la Kete): a nemo takata; &quot;takata&quot; stays in Swahili.</extracomment>
        <translation>Takata: tanpa apa-apa untuk ditawan, Selatan meletakkan biji simpanan di f2 dan menyemai tiga bijinya ikut arah jam ke g2, h2 dan h1.</translation>
    </message>
    <message>
        <source>South&apos;s takata b2cw leaves North&apos;s c3 as the only hole South could capture next, so c3 is marked (hizi zetu): North may not start from it, and South must capture it next if he can.</source>
        <extracomment>Rules diagram (Bao la Kete): the hizi zetu mark; &quot;takata&quot; and &quot;hizi zetu&quot; stay in Swahili.</extracomment>
        <translation>Takata Selatan b2cw menjadikan c3 milik Utara satu-satunya lubang yang boleh ditawan Selatan seterusnya, jadi c3 ditanda (hizi zetu): Utara tidak boleh bermula darinya, dan Selatan mesti menawannya pada langkah seterusnya jika boleh.</translation>
    </message>
    <message>
        <source>Nemo capture: South places a reserve seed in b2 and captures North&apos;s b3. Its two seeds are sown starting in the kichwa a2, toward the centre; the lap ends in b2, which is sown on, and the move stops in South&apos;s kuu e2.</source>
        <extracomment>Rules diagram (Bao la Kete): a nemo capture; &quot;nemo&quot;, &quot;kichwa&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>Tawanan nemo: Selatan meletakkan biji simpanan di b2 dan menawan b3 milik Utara. Dua biji b3 disemai bermula di dalam kichwa a2, ke arah tengah; pusingan itu berakhir di b2, yang disemai terus, dan langkah itu berhenti di kuu Selatan, e2.</translation>
    </message>
    <message>
        <source>Mtaji capture: the first lap from f2 ends in d2, which held a seed and faces North&apos;s d3. d3 is captured and its three seeds are sown starting in the kichwa h2, which keeps South&apos;s direction.</source>
        <extracomment>Rules diagram (Bao la Kete): a mtaji capture; &quot;mtaji&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>Tawanan mtaji: pusingan pertama dari f2 berakhir di d2, yang berisi sebiji dan bertentangan dengan d3 milik Utara. d3 ditawan dan tiga bijinya disemai bermula di dalam kichwa h2, yang mengekalkan arah Selatan.</translation>
    </message>
    <message>
        <source>The hole a move starts from is ringed in yellow.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the ring around the hole a move starts from.</extracomment>
        <translation>Lubang tempat sesuatu langkah bermula dibulatkan dengan kuning.</translation>
    </message>
    <message>
        <source>An arrow follows the seeds of one lap (in Kimasai, a stone&apos;s step) from the hole they are lifted or captured from to the hole where the lap ends, with a dot in each hole it sows on the way.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the arrows. A dot is drawn in each hole the lap sows.</extracomment>
        <translation>Anak panah mengikut biji satu pusingan (dalam Kimasai, langkah sebutir batu) dari lubang tempat biji itu diangkat atau ditawan hingga lubang tempat pusingan itu berakhir, dengan satu titik di setiap lubang yang disemainya dalam perjalanan.</translation>
    </message>
    <message>
        <source>When a move has several laps, each lap is numbered at the hole it starts from.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the small numbered discs.</extracomment>
        <translation>Apabila sesuatu langkah mempunyai beberapa pusingan, setiap pusingan bernombor di lubang tempat ia bermula.</translation>
    </message>
    <message>
        <source>A hole ringed and crossed out in red is captured.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a captured hole.</extracomment>
        <translation>Lubang yang dibulatkan dan dipangkah dengan merah ditawan.</translation>
    </message>
    <message>
        <source>A hole ringed twice in green becomes a mtoto.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a new mtoto (Bao Kingulu). &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>Lubang yang dibulatkan dua kali dengan hijau menjadi mtoto.</translation>
    </message>
    <message>
        <source>A dashed red arrow that ends in a bar is a lap the rules do not allow to end there: that move may not be played.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a lap that may not end where it would (G-3), drawn differently from a capture.</extracomment>
        <translation>Anak panah merah putus-putus yang berakhir dengan palang ialah pusingan yang tidak dibenarkan oleh peraturan berakhir di situ: langkah itu tidak boleh dimainkan.</translation>
    </message>
    <message>
        <source>How to read the diagrams:</source>
        <extracomment>Above the rules help, before the sentences that explain the diagrams&apos; marks.</extracomment>
        <translation>Cara membaca rajah:</translation>
    </message>
    <message>
        <source>The start: each nyumba (South e2, North d3) holds six seeds and the two holes to its right two each; each player has 22 seeds in hand.</source>
        <extracomment>Rules diagram (Bao la Kiswahili), under the start position; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Permulaan: setiap nyumba (Selatan e2, Utara d3) berisi enam biji dan dua lubang di sebelah kanannya dua biji setiap satu; setiap pemain ada 22 biji di tangan.</translation>
    </message>
    <message>
        <source>Namua capture: South puts a seed from his hand in c2 and captures the five seeds of c3. In column c he chooses the kichwa: here h2, so they are sown to h2, g2, f2, e2 and d2. d2 was empty: the move ends.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the kichwa chosen in a namua capture; &quot;namua&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>Tawanan namua: Selatan meletakkan sebiji dari tangannya di c2 dan menawan lima biji c3. Dalam lajur c dia memilih kichwa: di sini h2, jadi biji itu disemai ke h2, g2, f2, e2 dan d2. d2 tadinya kosong: langkah tamat.</translation>
    </message>
    <message>
        <source>The same capture with the kichwa a2: the seeds go to a2, b2, c2, d2 and e2, South&apos;s nyumba. He may stop there, or, as here, go on safari: all seven seeds of e2 are lifted, the nyumba is gone, and the lap ends in the empty e1.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the other kichwa, and a safari; &quot;kichwa&quot;, &quot;nyumba&quot; and &quot;safari&quot; stay in Swahili.</extracomment>
        <translation>Tawanan yang sama dengan kichwa a2: biji masuk ke a2, b2, c2, d2 dan e2, nyumba Selatan. Dia boleh berhenti di situ, atau, seperti di sini, pergi safari: ketujuh-tujuh biji e2 diangkat, nyumba itu hilang, dan pusingan berakhir di e1 yang kosong.</translation>
    </message>
    <message>
        <source>Taxing: South&apos;s nyumba e2 is his only occupied front hole. A seed from his hand makes seven, and only two are lifted and sown, to f2 and g2. The nyumba keeps five: still South&apos;s, but dormant.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): taxing the nyumba; &quot;nyumba&quot; stays in Swahili.</extracomment>
        <translation>Cukai: nyumba Selatan e2 ialah satu-satunya lubang hadapannya yang berisi. Sebiji dari tangannya menjadikannya tujuh, dan hanya dua diangkat dan disemai, ke f2 dan g2. Nyumba itu tinggal lima: masih milik Selatan, tetapi tidur.</translation>
    </message>
    <message>
        <source>South&apos;s takasa a2ccw sows a1 and b1. Every capture South could make next would take North&apos;s b3 first, and North cannot capture, so b3 is marked (takasia): North may not start from it, and South must capture it next if he can.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): a takasia mark set; &quot;takasa&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>Takasa Selatan a2ccw menyemai a1 dan b1. Setiap tawanan yang boleh dibuat Selatan seterusnya akan menawan b3 milik Utara dahulu, dan Utara tidak boleh menawan, jadi b3 ditanda (takasia): Utara tidak boleh bermula darinya, dan Selatan mesti menawannya seterusnya jika boleh.</translation>
    </message>
    <message>
        <source>The mark binds: North may not start from b3. His move g3cw sows f3 and e3, relays the three seeds of e3 to d3, c3 and b3, and the lap that ends in the marked b3 ends the move there.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): the takasia mark binding North&apos;s move; &quot;takasia&quot; stays in Swahili.</extracomment>
        <translation>Tanda itu mengikat: Utara tidak boleh bermula dari b3. Langkahnya g3cw menyemai f3 dan e3, menyambung semai tiga biji e3 ke d3, c3 dan b3, dan pusingan yang berakhir di b3 yang bertanda menamatkan langkah di situ.</translation>
    </message>
    <message>
        <source>Bao hamna: South puts a seed from his hand in c2 and captures c3, the last seeds of North&apos;s front row. The row is empty, so South wins at once; the two seeds he captured are not sown.</source>
        <extracomment>Rules diagram (Bao la Kiswahili): bao hamna; &quot;bao hamna&quot; stays in Swahili.</extracomment>
        <translation>Bao hamna: Selatan meletakkan sebiji dari tangannya di c2 dan menawan c3, biji terakhir baris hadapan Utara. Baris itu kosong, jadi Selatan menang serta-merta; dua biji yang ditawannya tidak disemai.</translation>
    </message>
    <message>
        <source>An orange no-entry sign marks the hole that the hizi zetu or takasia mark blocks.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the hizi zetu mark (Bao la Kete), called takasia in Bao la Kiswahili. &quot;hizi zetu&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>Tanda larangan masuk berwarna jingga menunjukkan lubang yang disekat oleh tanda hizi zetu atau takasia.</translation>
    </message>
    <message>
        <source>A square hole is a kuu that still exists, or a nyumba that works.</source>
        <extracomment>Rules help, the diagrams&apos; legend: the square holes of Bao la Kete (kuu) and Bao la Kiswahili (nyumba). &quot;kuu&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Lubang segi empat ialah kuu yang masih wujud, atau nyumba yang berfungsi.</translation>
    </message>
    <message>
        <source>A short green arrow carries the seed dropped just before the last one into the new mtoto.</source>
        <extracomment>Rules help, the diagrams&apos; legend: Bao Kingulu, G-6. &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>Anak panah hijau yang pendek membawa biji yang dijatuhkan sejurus sebelum biji terakhir ke dalam mtoto baharu.</translation>
    </message>
    <message>
        <source>Where a kuu or a nyumba is gone, a round hole is drawn in its place: it is an ordinary hole now.</source>
        <extracomment>Rules help, the diagrams&apos; legend: a kuu (nyumba) that is gone is drawn as a round hole like the others. &quot;kuu&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Apabila kuu atau nyumba sudah hilang, lubang bulat dilukis di tempatnya: kini ia lubang biasa.</translation>
    </message>
</context>
<context>
    <name>RulesExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1 is a file, %2 the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Tidak dapat menulis %1: %2</translation>
    </message>
    <message>
        <source>Rules of the games</source>
        <extracomment>Title of the exported rules document (the same as the rules window&apos;s).</extracomment>
        <translation>Peraturan permainan</translation>
    </message>
    <message>
        <source>Cannot make the folder %1</source>
        <extracomment>%1 is a folder.</extracomment>
        <translation>Tidak dapat membuat folder %1</translation>
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
        <translation>Bao la Kimasai (empat baris)</translation>
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
        <translation>Membaca langkah</translation>
    </message>
    <message>
        <source>A move is written as the square it starts from: d1 means the seeds of d1 are sown. In Bao la Kete the square is followed by the direction, cw (clockwise) or ccw (counterclockwise), and by * when the player goes on from his kuu (safari): e2ccw, c2cw*. In a nemo move the square is where the reserve seed is placed.</source>
        <translation>Langkah ditulis sebagai lubang permulaannya: d1 bermaksud biji di d1 disemai. Dalam Bao la Kete, nama lubang diikuti arah, cw (ikut arah jam) atau ccw (lawan arah jam), dan * apabila pemain meneruskan dari kuu miliknya (safari): e2ccw, c2cw*. Dalam langkah nemo, lubang itu ialah tempat biji simpanan diletakkan.</translation>
    </message>
    <message>
        <source>Games are saved as .bao files: a few tags such as [Game &quot;kete&quot;] and the players&apos; names, then the moves in this notation.</source>
        <translation>Permainan disimpan sebagai fail .bao: beberapa tag seperti [Game &quot;kete&quot;] dan nama pemain, kemudian langkah-langkah dalam tatatanda ini.</translation>
    </message>
    <message>
        <source>Played by the Gogo (Wagogo) people on the central plateau of Dodoma Region, Tanzania. The German missionary Martin Klamroth first wrote the game down in 1911, after watching games at Mpapua (today Mpwapwa).</source>
        <translation>Dimainkan oleh orang Gogo (Wagogo) di dataran tinggi tengah Wilayah Dodoma, Tanzania. Mubaligh Jerman Martin Klamroth pertama kali merakam permainan ini pada tahun 1911, selepas memerhati perlawanan di Mpapua (kini Mpwapwa).</translation>
    </message>
    <message>
        <source>Recorded by Martin Klamroth in 1911 among Maasai herders around Mpapua in Dodoma Region, Tanzania. Unlike the other games here, a hole never holds more than one stone.</source>
        <translation>Dirakam oleh Martin Klamroth pada tahun 1911 dalam kalangan penggembala Maasai di sekitar Mpapua, Wilayah Dodoma, Tanzania. Tidak seperti permainan lain di sini, sebuah lubang tidak pernah memuatkan lebih daripada sebutir batu.</translation>
    </message>
    <message>
        <source>The game of the Ngulu (Kingulu) people of the hills of Morogoro and Tanga regions in east-central Tanzania, first recorded by Martin Klamroth in 1911. Its mtoto, a hole a player claims for good, is found in no other game here.</source>
        <translation>Permainan orang Ngulu (Kingulu) dari kawasan bukit Wilayah Morogoro dan Tanga di timur-tengah Tanzania, pertama kali dirakam oleh Martin Klamroth pada tahun 1911. Mtotonya, lubang yang dituntut oleh pemain untuk selama-lamanya, tidak terdapat dalam permainan lain di sini.</translation>
    </message>
    <message>
        <source>The Bao of the Lamu Archipelago on the northern Swahili coast of Kenya, also called Bao la Komwe after its shiny komwe seeds. Walter Driedger documented it in 1972; Alan Boyd and Philip Townshend described it as played on Lamu and Pate.</source>
        <translation>Bao dari Kepulauan Lamu di pantai Swahili utara Kenya, juga dikenali sebagai Bao la Komwe sempena biji komwe yang berkilat. Walter Driedger mendokumentasikannya pada tahun 1972; Alan Boyd dan Philip Townshend menghuraikannya seperti yang dimainkan di Lamu dan Pate.</translation>
    </message>
    <message>
        <source>The games&apos; words</source>
        <translation>Kata-kata permainan</translation>
    </message>
    <message>
        <source>South always makes the first move, in every game.</source>
        <extracomment>Rules help, rule C-3.</extracomment>
        <translation>Selatan sentiasa membuat langkah pertama, dalam setiap permainan.</translation>
    </message>
    <message>
        <source>After each move Baraza first checks whether the mover has won or lost, in the order that game&apos;s rules list it, and only then whether a position has repeated. When a move ends the game, the turn still passes to the other player, as the position text shows.</source>
        <extracomment>Rules help, rule C-7: the order of the end checks after a move.</extracomment>
        <translation>Selepas setiap langkah, Baraza terlebih dahulu memeriksa sama ada pemain yang melangkah telah menang atau kalah, mengikut susunan yang disenaraikan oleh peraturan permainan itu, dan hanya selepas itu sama ada kedudukan telah berulang. Apabila langkah menamatkan permainan, giliran tetap berpindah kepada pemain lain, seperti yang ditunjukkan oleh teks kedudukan.</translation>
    </message>
    <message>
        <source>Two seeds go into every hole except one on each side: the leftmost hole of your front row, as you sit, starts empty. That is a2 for South and l3 for North. 92 seeds in all.</source>
        <extracomment>Rules help, Bao Kigogo rule K-1: the start.</extracomment>
        <translation>Dua biji dimasukkan ke dalam setiap lubang kecuali satu di setiap sisi: lubang paling kiri baris hadapan anda, mengikut tempat duduk anda, bermula kosong. Itu a2 bagi Selatan dan l3 bagi Utara. Semuanya 92 biji.</translation>
    </message>
    <message>
        <source>On your turn, pick one of your own holes (South: rows 1 and 2, North: rows 3 and 4) that holds &lt;b&gt;two or more&lt;/b&gt; seeds, lift them all and sow them counterclockwise around your two rows. Only if none of your holes holds two or more may you move a &lt;b&gt;single&lt;/b&gt; seed one step counterclockwise instead, and only into an empty hole. A move is written as the hole it starts from, such as d1.</source>
        <extracomment>Rules help, Bao Kigogo rule K-2: which moves are allowed.</extracomment>
        <translation>Pada giliran anda, pilih salah satu lubang anda sendiri (Selatan: baris 1 dan 2, Utara: baris 3 dan 4) yang berisi &lt;b&gt;dua biji atau lebih&lt;/b&gt;, angkat semuanya dan semai lawan arah jam mengelilingi dua baris anda. Hanya jika tiada lubang anda yang berisi dua atau lebih, anda boleh sebaliknya menggerakkan &lt;b&gt;sebiji&lt;/b&gt; biji satu lubang lawan arah jam, dan hanya ke lubang kosong. Langkah ditulis sebagai lubang tempat ia bermula, seperti d1.</translation>
    </message>
    <message>
        <source>You win when your opponent has no seeds left, or when it is their turn and they have no legal move. Otherwise the game is a draw as soon as a position comes back a second time (C-6).</source>
        <extracomment>Rules help, Bao Kigogo rule K-5: the end.</extracomment>
        <translation>Anda menang apabila lawan anda kehabisan biji, atau apabila tiba gilirannya dan dia tiada langkah sah. Jika tidak, permainan seri sebaik sahaja sesuatu kedudukan berulang kali kedua (C-6).</translation>
    </message>
    <message>
        <source>One stone goes into every hole except the leftmost hole of each player&apos;s front row, as the player sits: a2 for South and l3 for North. 46 stones in all. A hole never holds more than one stone.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-1: the start.</extracomment>
        <translation>Sebutir batu dimasukkan ke dalam setiap lubang kecuali lubang paling kiri baris hadapan setiap pemain, mengikut tempat duduknya: a2 bagi Selatan dan l3 bagi Utara. Semuanya 46 batu. Sesebuah lubang tidak pernah berisi lebih daripada sebutir batu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture:&lt;/b&gt; if your stone arrives in your front row and your opponent&apos;s front hole in that column holds a stone, that stone is captured and leaves the game, and so does your opponent&apos;s back-row stone in the same column, if there is one. The back stone is never taken on its own. For example, South&apos;s first move, b2 to a2, captures North&apos;s stones on a3 and a4.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-3: capturing.</extracomment>
        <translation>&lt;b&gt;Menawan:&lt;/b&gt; jika batu anda tiba di baris hadapan anda dan lubang hadapan lawan dalam lajur itu berisi batu, batu itu ditawan dan keluar daripada permainan, begitu juga batu baris belakang lawan dalam lajur yang sama, jika ada. Batu belakang tidak pernah ditawan sendirian. Contohnya, langkah pertama Selatan, b2 ke a2, menawan batu Utara di a3 dan a4.</translation>
    </message>
    <message>
        <source>You win when your opponent has no stones left or no legal move. Otherwise the game is a draw as soon as a position comes back a second time (C-6).</source>
        <extracomment>Rules help, Bao la Kimasai rule M-4: the end.</extracomment>
        <translation>Anda menang apabila lawan anda kehabisan batu atau tiada langkah sah. Jika tidak, permainan seri sebaik sahaja sesuatu kedudukan berulang kali kedua (C-6).</translation>
    </message>
    <message>
        <source>Four seeds go into each of the twelve holes, 48 in all. Row 1 is South&apos;s, row 2 is North&apos;s, and each player has a store beside the board, empty at the start. Both players sow counterclockwise around the same loop of twelve holes (C-2): along row 1 to the right, then along row 2 to the left.</source>
        <extracomment>Rules help, Bao Kingulu rule G-1: the start.</extracomment>
        <translation>Empat biji dimasukkan ke dalam setiap dua belas lubang, semuanya 48. Baris 1 milik Selatan, baris 2 milik Utara, dan setiap pemain mempunyai stor di sisi papan, kosong pada permulaan. Kedua-dua pemain menyemai lawan arah jam mengelilingi gelung dua belas lubang yang sama (C-2): sepanjang baris 1 ke kanan, kemudian sepanjang baris 2 ke kiri.</translation>
    </message>
    <message>
        <source>The hole where a lap&apos;s last seed falls decides what happens next. Call it L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;G-4.1&lt;/b&gt; L is a mtoto, yours or your opponent&apos;s: the seed goes to the mtoto&apos;s owner&apos;s store. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the move ends there.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.2&lt;/b&gt; L was empty and is in your row: if the opposite hole holds seeds and is not a mtoto, you capture them; they go into your store, together with the seed that captured. Otherwise nothing is captured and the seed stays. Either way the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.3&lt;/b&gt; L was empty and is in your opponent&apos;s row: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.4&lt;/b&gt; L is in your opponent&apos;s row, is not a mtoto and held exactly three seeds: it becomes your mtoto (G-6) and the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.5&lt;/b&gt; Otherwise L was occupied: relay. Lift everything in L and sow on from the next hole.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao Kingulu rule G-4: what happens where a lap ends; its five cases are G-4.1 to G-4.5.</extracomment>
        <translation>Lubang tempat biji terakhir sesuatu pusingan jatuh menentukan apa yang berlaku seterusnya. Namakannya L; kes pertama yang sepadan digunakan:&lt;ul&gt;&lt;li&gt;&lt;b&gt;G-4.1&lt;/b&gt; L ialah mtoto, milik anda atau lawan anda: biji itu masuk ke stor pemilik mtoto itu. &lt;b&gt;Pilihan Baraza:&lt;/b&gt; langkah tamat di situ.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.2&lt;/b&gt; L kosong dan berada dalam baris anda: jika lubang bertentangan berisi dan bukan mtoto, anda menawan bijinya; ia masuk ke stor anda, bersama biji yang menawan. Jika tidak, tiada apa-apa ditawan dan biji itu kekal. Dalam kedua-dua keadaan, langkah tamat.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.3&lt;/b&gt; L kosong dan berada dalam baris lawan anda: langkah tamat.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.4&lt;/b&gt; L berada dalam baris lawan anda, bukan mtoto dan berisi tepat tiga biji: ia menjadi mtoto anda (G-6) dan langkah tamat.&lt;/li&gt;&lt;li&gt;&lt;b&gt;G-4.5&lt;/b&gt; Selain itu L berisi: sambung semai. Angkat semua isi L dan teruskan menyemai dari lubang berikutnya.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Captures, new mtoto holes and relays can come in any lap of a move, not only in the first. Only the first lap has the restriction of G-3.</source>
        <extracomment>Rules help, Bao Kingulu rule G-5.</extracomment>
        <translation>Tawanan, lubang mtoto baharu dan sambung semai boleh berlaku dalam mana-mana pusingan sesuatu langkah, bukan hanya yang pertama. Hanya pusingan pertama yang tertakluk kepada sekatan G-3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kuweka mtoto&lt;/b&gt; (&quot;placing a child&quot;): when a lap ends in your opponent&apos;s hole that held exactly three seeds and is not a mtoto, that hole becomes your mtoto. If that lap sowed two or more seeds, the seed it dropped into the hole just before moves into the new mtoto too, which then holds 5: for example, three seeds from e1 go into f1, f2 and e2; e2 held 3, so it becomes South&apos;s mtoto and takes the seed from f2 as well. Not so when the hole before is itself a mtoto: its seed has already gone to a store. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; a lap of a single seed has no seed before its last, so it adds nothing and the new mtoto holds 4. This is read lap by lap: what counts is the lap that ended there, however many seeds the move&apos;s first lap sowed.</source>
        <extracomment>Rules help, Bao Kingulu rule G-6: kuweka mtoto (&quot;placing a child&quot;), and the decision about a lap of one seed. &quot;kuweka mtoto&quot; and &quot;mtoto&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Kuweka mtoto&lt;/b&gt; (&quot;meletakkan anak&quot;): apabila pusingan berakhir di lubang lawan anda yang berisi tepat tiga biji dan bukan mtoto, lubang itu menjadi mtoto anda. Jika pusingan itu menyemai dua biji atau lebih, biji yang dijatuhkannya ke lubang sebelumnya turut berpindah ke mtoto baharu itu, yang kini berisi 5: contohnya, tiga biji dari e1 masuk ke f1, f2 dan e2; e2 berisi 3, jadi ia menjadi mtoto Selatan dan mengambil biji dari f2 juga. Tidak begitu jika lubang sebelumnya sendiri ialah mtoto: bijinya sudah masuk ke stor. &lt;b&gt;Pilihan Baraza:&lt;/b&gt; pusingan sebiji tidak mempunyai biji sebelum biji terakhirnya, jadi ia tidak menambah apa-apa dan mtoto baharu berisi 4. Ini dibaca pusingan demi pusingan: yang dikira ialah pusingan yang berakhir di situ, tidak kira berapa biji yang disemai oleh pusingan pertama langkah itu.</translation>
    </message>
    <message>
        <source>When the player to move has no legal move, the game ends and both players count: the seeds in the ordinary holes of their own row, plus the seeds in their mtoto holes, plus their store. More seeds wins; 24 to 24 is a draw. A position that occurs for the third time is a draw too (C-6).</source>
        <extracomment>Rules help, Bao Kingulu rule G-7: the end and the count.</extracomment>
        <translation>Apabila pemain yang tiba gilirannya tiada langkah sah, permainan tamat dan kedua-dua pemain mengira: biji dalam lubang biasa baris mereka sendiri, ditambah biji dalam lubang mtoto mereka, ditambah stor mereka. Lebih banyak biji menang; 24 lawan 24 ialah seri. Kedudukan yang berlaku kali ketiga juga seri (C-6).</translation>
    </message>
    <message>
        <source>The board has four rows of eight holes. Each player has a square hole, the &lt;b&gt;kuu&lt;/b&gt; (the main house): South&apos;s is e2, North&apos;s d3, the fourth hole of the front row counting from the player&apos;s right. The end holes of a front row are the &lt;b&gt;kichwa&lt;/b&gt; holes (&quot;head&quot;): a2 and h2 for South, a3 and h3 for North. The two holes at each end of a front row, in columns a, b, g and h, are the &lt;b&gt;kimbi&lt;/b&gt;. At the start your kuu holds 6 seeds and the two holes to its right, as you sit, hold 2 each (South: f2 and g2, North: c3 and b3); all other holes are empty, and each player keeps &lt;b&gt;22 seeds in reserve&lt;/b&gt; in hand: 64 seeds in all. You sow only around your own two rows, clockwise or counterclockwise as you choose (C-2).</source>
        <extracomment>Rules help, Bao la Kete rule L-1: the board, the game&apos;s words kuu, kichwa and kimbi, and the start. The game&apos;s words stay in Swahili.</extracomment>
        <translation>Papan mempunyai empat baris lapan lubang. Setiap pemain mempunyai lubang segi empat, &lt;b&gt;kuu&lt;/b&gt; (rumah utama): milik Selatan ialah e2, milik Utara d3, lubang keempat baris hadapan dikira dari kanan pemain. Lubang hujung baris hadapan ialah lubang &lt;b&gt;kichwa&lt;/b&gt; (&quot;kepala&quot;): a2 dan h2 bagi Selatan, a3 dan h3 bagi Utara. Dua lubang di setiap hujung baris hadapan, dalam lajur a, b, g dan h, ialah &lt;b&gt;kimbi&lt;/b&gt;. Pada permulaan kuu anda berisi 6 biji dan dua lubang di sebelah kanannya, mengikut tempat duduk anda, berisi 2 biji setiap satu (Selatan: f2 dan g2, Utara: c3 dan b3); semua lubang lain kosong, dan setiap pemain memegang &lt;b&gt;22 biji simpanan&lt;/b&gt; di tangan: semuanya 64 biji. Anda menyemai hanya mengelilingi dua baris anda sendiri, arah jam atau lawan arah jam mengikut pilihan anda (C-2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capturing is compulsory&lt;/b&gt;, in nemo and in mtaji alike. A &lt;b&gt;capture position&lt;/b&gt; is a hole of your front row that holds seeds while your opponent&apos;s front hole in the same column holds seeds too: &lt;b&gt;both&lt;/b&gt; must be occupied. For example, if South&apos;s c2 and North&apos;s c3 both hold seeds, c2 is a capture position; if c2 is empty, it is not. Whenever you can capture, you must (L-7, L-9).</source>
        <extracomment>Rules help, Bao la Kete rule L-4: capture positions; capturing is compulsory in both stages.</extracomment>
        <translation>&lt;b&gt;Menawan adalah wajib&lt;/b&gt;, dalam nemo dan dalam mtaji. &lt;b&gt;Tempat tawanan&lt;/b&gt; ialah lubang baris hadapan anda yang berisi biji sementara lubang hadapan lawan anda dalam lajur yang sama juga berisi: &lt;b&gt;kedua-duanya&lt;/b&gt; mesti berisi. Contohnya, jika c2 Selatan dan c3 Utara kedua-duanya berisi, c2 ialah tempat tawanan; jika c2 kosong, ia bukan. Setiap kali anda boleh menawan, anda mesti menawan (L-7, L-9).</translation>
    </message>
    <message>
        <source>Captured seeds are not put aside: you sow them on your own side, starting &lt;i&gt;in&lt;/i&gt; a kichwa and going towards the centre of your front row, then on around your loop. Which kichwa:&lt;ul&gt;&lt;li&gt;a capture from column a or b (the kimbi): the kichwa in column a;&lt;/li&gt;&lt;li&gt;a capture from column g or h (the kimbi): the kichwa in column h;&lt;/li&gt;&lt;li&gt;a capture from columns c to f: in the first capture of a nemo move you choose; in every other capture it is the kichwa that keeps the direction you are already sowing in.&lt;/li&gt;&lt;/ul&gt;From the column a kichwa towards the centre is clockwise for South and counterclockwise for North; from the column h kichwa it is counterclockwise for South and clockwise for North. For example, after South captures at b2, the captured seeds go into a2, b2, c2 and so on. The seeds in your capturing hole stay where they are.</source>
        <extracomment>Rules help, Bao la Kete rule L-5: where captured seeds are sown from. &quot;kichwa&quot;, &quot;kimbi&quot; and &quot;nemo&quot; stay in Swahili.</extracomment>
        <translation>Biji yang ditawan tidak diketepikan: anda menyemainya di sisi anda sendiri, bermula &lt;i&gt;di dalam&lt;/i&gt; kichwa dan menuju ke tengah baris hadapan anda, kemudian terus mengelilingi gelung anda. Kichwa yang mana:&lt;ul&gt;&lt;li&gt;tawanan dari lajur a atau b (kimbi): kichwa di lajur a;&lt;/li&gt;&lt;li&gt;tawanan dari lajur g atau h (kimbi): kichwa di lajur h;&lt;/li&gt;&lt;li&gt;tawanan dari lajur c hingga f: dalam tawanan pertama sesuatu langkah nemo anda memilih; dalam setiap tawanan lain, kichwa yang mengekalkan arah yang sedang anda semai.&lt;/li&gt;&lt;/ul&gt;Dari kichwa lajur a ke arah tengah ialah arah jam bagi Selatan dan lawan arah jam bagi Utara; dari kichwa lajur h ialah lawan arah jam bagi Selatan dan arah jam bagi Utara. Contohnya, selepas Selatan menawan di b2, biji yang ditawan masuk ke a2, b2, c2 dan seterusnya. Biji dalam lubang yang menawan kekal di tempatnya.</translation>
    </message>
    <message>
        <source>After a capture the sowing goes on lap after lap. Each lap ends in a hole L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;L-6.1&lt;/b&gt; L was empty: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.2&lt;/b&gt; L is in your front row and is a capture position: you capture again and sow the captured seeds as in L-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.3&lt;/b&gt; L is your kuu and it still exists: in nemo you choose either to stop there (the move ends) or to go on, a &lt;b&gt;safari&lt;/b&gt; (&quot;journey&quot;): you lift the kuu, which is then gone, and sow on. In mtaji there is no choice: you must sow on, and the kuu is gone.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.4&lt;/b&gt; Otherwise: relay. Lift all the seeds of L and sow on in the same direction.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-6: the laps after a capture; its cases are L-6.1 to L-6.4. &quot;safari&quot;, &quot;nemo&quot;, &quot;mtaji&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>Selepas tawanan, semaian berterusan pusingan demi pusingan. Setiap pusingan berakhir di lubang L; kes pertama yang sepadan digunakan:&lt;ul&gt;&lt;li&gt;&lt;b&gt;L-6.1&lt;/b&gt; L kosong: langkah tamat.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.2&lt;/b&gt; L berada dalam baris hadapan anda dan merupakan tempat tawanan: anda menawan lagi dan menyemai biji yang ditawan seperti dalam L-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.3&lt;/b&gt; L ialah kuu anda dan ia masih wujud: dalam nemo anda memilih sama ada berhenti di situ (langkah tamat) atau meneruskan, iaitu &lt;b&gt;safari&lt;/b&gt; (&quot;perjalanan&quot;): anda mengangkat kuu, yang kemudian hilang, dan terus menyemai. Dalam mtaji tiada pilihan: anda mesti terus menyemai, dan kuu hilang.&lt;/li&gt;&lt;li&gt;&lt;b&gt;L-6.4&lt;/b&gt; Selain itu: sambung semai. Angkat semua biji L dan teruskan menyemai dalam arah yang sama.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nemo, takata&lt;/b&gt; (a move that captures nothing): if you have no capture position, place a reserve seed into a hole of your front row that already holds seeds, then lift and sow, clockwise or counterclockwise:&lt;ul&gt;&lt;li&gt;While your kuu exists, you may choose it only if it is your only occupied front hole. The reserve seed you placed counts: a kuu of 6 now holds 7, and all 7 are lifted and sown, so the kuu is gone. If the kuu holds 8 or more with the placed seed, only &lt;b&gt;2&lt;/b&gt; seeds are lifted and sown, and the kuu stays with six or more.&lt;/li&gt;&lt;li&gt;If you have no kuu, the hole must hold two or more seeds, counted before you place yours, unless every occupied hole of your front row holds just one.&lt;/li&gt;&lt;li&gt;Otherwise you lift all the seeds of the hole, the placed one included.&lt;/li&gt;&lt;li&gt;A kichwa that is your only occupied front hole must be sown towards the centre.&lt;/li&gt;&lt;li&gt;The laps relay as in Kigogo (K-3): a lap ending in an occupied hole lifts it and sows on. Nothing is captured. A lap that ends in an empty hole, or in your kuu while it exists, ends the move.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-8: the nemo takata (a move without capture). &quot;takata&quot;, &quot;kuu&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Nemo, takata&lt;/b&gt; (langkah yang tidak menawan apa-apa): jika anda tiada tempat tawanan, letakkan sebiji biji simpanan ke dalam lubang baris hadapan anda yang sudah berisi, kemudian angkat dan semai, arah jam atau lawan arah jam:&lt;ul&gt;&lt;li&gt;Selagi kuu anda wujud, anda hanya boleh memilihnya jika ia satu-satunya lubang hadapan anda yang berisi. Biji simpanan yang anda letakkan turut dikira: kuu 6 biji kini berisi 7, dan ketujuh-tujuhnya diangkat dan disemai, jadi kuu hilang. Jika kuu berisi 8 atau lebih bersama biji yang diletakkan, hanya &lt;b&gt;2&lt;/b&gt; biji diangkat dan disemai, dan kuu kekal dengan enam atau lebih.&lt;/li&gt;&lt;li&gt;Jika anda tiada kuu, lubang itu mesti berisi dua biji atau lebih, dikira sebelum anda meletakkan biji anda, kecuali setiap lubang berisi di baris hadapan anda hanya mempunyai sebiji.&lt;/li&gt;&lt;li&gt;Selain itu anda mengangkat semua biji lubang itu, termasuk biji yang diletakkan.&lt;/li&gt;&lt;li&gt;Kichwa yang merupakan satu-satunya lubang hadapan anda yang berisi mesti disemai ke arah tengah.&lt;/li&gt;&lt;li&gt;Pusingan bersambung seperti dalam Kigogo (K-3): pusingan yang berakhir di lubang berisi mengangkatnya dan terus menyemai. Tiada apa-apa ditawan. Pusingan yang berakhir di lubang kosong, atau di kuu anda selagi ia wujud, menamatkan langkah.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, capturing:&lt;/b&gt; lift all the seeds of one of your holes, in either row, that holds &lt;b&gt;2 to 15&lt;/b&gt; seeds, and sow clockwise or counterclockwise. If the first lap ends in your front row at a capture position (the hole already held seeds before the last seed fell, and the opposite hole holds seeds), it is a capture move: you capture and go on as in L-5 (keeping your direction, unless the capture is in the kimbi) and L-6. If the first lap does not capture, nothing is captured in the whole move. A hole of 16 or more seeds never starts a capture. Capturing is compulsory here too: if you have any capture move, you must play one.</source>
        <extracomment>Rules help, Bao la Kete rule L-9: the mtaji capture move; capturing is compulsory here too.</extracomment>
        <translation>&lt;b&gt;Mtaji, menawan:&lt;/b&gt; angkat semua biji salah satu lubang anda, di mana-mana baris, yang berisi &lt;b&gt;2 hingga 15&lt;/b&gt; biji, dan semai arah jam atau lawan arah jam. Jika pusingan pertama berakhir di baris hadapan anda pada tempat tawanan (lubang itu sudah berisi sebelum biji terakhir jatuh, dan lubang bertentangan berisi), itu langkah tawanan: anda menawan dan meneruskan seperti dalam L-5 (mengekalkan arah anda, kecuali tawanan berlaku dalam kimbi) dan L-6. Jika pusingan pertama tidak menawan, tiada apa-apa ditawan dalam seluruh langkah. Lubang berisi 16 biji atau lebih tidak pernah memulakan tawanan. Menawan adalah wajib di sini juga: jika anda mempunyai sebarang langkah tawanan, anda mesti memainkan salah satunya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, takata:&lt;/b&gt; if you have no capture move, you choose the hole to sow in this order of priority:&lt;ul&gt;&lt;li&gt;first, while your kuu exists, you must sow the whole kuu, clockwise or counterclockwise, and then it is gone;&lt;/li&gt;&lt;li&gt;otherwise, a hole of your front row with two or more seeds;&lt;/li&gt;&lt;li&gt;only if there is none, a hole of your back row with two or more seeds.&lt;/li&gt;&lt;/ul&gt;You may never start from the hole marked by hizi zetu (L-11). A kichwa that is your only occupied front hole must be sown towards the centre. The laps relay; a lap that ends in an empty hole or in the marked hole ends the move. If no hole qualifies, you have no move.</source>
        <extracomment>Rules help, Bao la Kete rule L-10: the mtaji takata and its order of priority.</extracomment>
        <translation>&lt;b&gt;Mtaji, takata:&lt;/b&gt; jika anda tiada langkah tawanan, anda memilih lubang untuk disemai mengikut susunan keutamaan ini:&lt;ul&gt;&lt;li&gt;pertama, selagi kuu anda wujud, anda mesti menyemai seluruh kuu, arah jam atau lawan arah jam, dan kemudian ia hilang;&lt;/li&gt;&lt;li&gt;jika tidak, lubang baris hadapan anda yang berisi dua biji atau lebih;&lt;/li&gt;&lt;li&gt;hanya jika tiada, lubang baris belakang anda yang berisi dua biji atau lebih.&lt;/li&gt;&lt;/ul&gt;Anda tidak sekali-kali boleh bermula dari lubang yang ditanda oleh hizi zetu (L-11). Kichwa yang merupakan satu-satunya lubang hadapan anda yang berisi mesti disemai ke arah tengah. Pusingan bersambung; pusingan yang berakhir di lubang kosong atau di lubang bertanda menamatkan langkah. Jika tiada lubang yang layak, anda tiada langkah.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hizi zetu&lt;/b&gt; (&quot;these are ours&quot;) is a rule of mtaji only. It is set by your opponent&apos;s mtaji takata: after it, Baraza looks at the holes of your front row that your opponent could capture first if they moved again at once. If that is exactly one hole, and you have no capture move yourself, that hole is &lt;b&gt;marked&lt;/b&gt;, unless it is your kuu while it exists, your only occupied front hole, or your only front hole with two or more seeds. A hole with a single seed can be marked.&lt;ul&gt;&lt;li&gt;On your next move (a takata, as you cannot capture) you may not start from the marked hole, and a lap that ends in it ends your move. Except in the first lap of a move from your kuu: if that lap ends in the marked hole, the hole is lifted and the move relays on as usual. A later lap of the same move that ends there still ends it.&lt;/li&gt;&lt;li&gt;On your opponent&apos;s move after that, if they have capture moves that capture the marked hole at any point, they must play one of them.&lt;/li&gt;&lt;li&gt;Then the mark lapses. It lives exactly two moves, yours and then your opponent&apos;s; only a new mark, set by your own mtaji takata, replaces it sooner.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kete rule L-11: hizi zetu, the Lamu blocking rule. &quot;hizi zetu&quot; (&quot;these are ours&quot;), &quot;mtaji&quot;, &quot;takata&quot; and &quot;kuu&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Hizi zetu&lt;/b&gt; (&quot;ini milik kami&quot;) ialah peraturan mtaji sahaja. Ia ditetapkan oleh takata mtaji lawan anda: selepas itu, Baraza melihat lubang-lubang baris hadapan anda yang boleh ditawan dahulu oleh lawan anda jika dia melangkah lagi serta-merta. Jika itu tepat satu lubang, dan anda sendiri tiada langkah tawanan, lubang itu &lt;b&gt;ditanda&lt;/b&gt;, kecuali jika ia kuu anda yang masih wujud, satu-satunya lubang hadapan anda yang berisi, atau satu-satunya lubang hadapan anda yang berisi dua biji atau lebih. Lubang yang hanya berisi sebiji boleh ditanda.&lt;ul&gt;&lt;li&gt;Pada langkah anda yang berikut (takata, kerana anda tidak boleh menawan) anda tidak boleh bermula dari lubang bertanda, dan pusingan yang berakhir di dalamnya menamatkan langkah anda. Kecuali dalam pusingan pertama langkah yang bermula dari kuu anda: jika pusingan itu berakhir di lubang bertanda, lubang itu diangkat dan langkah bersambung seperti biasa. Pusingan kemudian dalam langkah yang sama yang berakhir di situ tetap menamatkannya.&lt;/li&gt;&lt;li&gt;Pada langkah lawan anda selepas itu, jika dia mempunyai langkah tawanan yang menawan lubang bertanda pada bila-bila masa, dia mesti memainkan salah satunya.&lt;/li&gt;&lt;li&gt;Kemudian tanda itu luput. Ia hidup tepat dua langkah, langkah anda dan kemudian langkah lawan anda; hanya tanda baharu, yang ditetapkan oleh takata mtaji anda sendiri, menggantikannya lebih awal.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nemo, capturing:&lt;/b&gt; if any hole of your front row is a capture position (L-4), you must place a reserve seed into one of them (your kuu too, if it is one), capture all the seeds of your opponent&apos;s front hole opposite it, and go on as in L-5 and L-6. For example, if South&apos;s b2 and North&apos;s b3 both hold seeds, South may place a seed in b2 and take everything in b3. Only the front hole is captured, never the one behind it.</source>
        <extracomment>Rules help, Bao la Kete rule L-7: the nemo capture move.</extracomment>
        <translation>&lt;b&gt;Nemo, menawan:&lt;/b&gt; jika mana-mana lubang baris hadapan anda ialah tempat tawanan (L-4), anda mesti meletakkan sebiji biji simpanan ke dalam salah satu daripadanya (kuu anda juga, jika ia salah satunya), menawan semua biji lubang hadapan lawan anda yang bertentangan dengannya, dan meneruskan seperti dalam L-5 dan L-6. Contohnya, jika b2 Selatan dan b3 Utara kedua-duanya berisi, Selatan boleh meletakkan sebiji di b2 dan mengambil semua isi b3. Hanya lubang hadapan yang ditawan, tidak pernah lubang di belakangnya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Relay:&lt;/b&gt; if the last seed of a lap falls into an occupied hole, lift everything in that hole, the seed you just dropped included, and sow on from the next hole: a new lap. For example, the two seeds of d1 are sown into e1 and f1; f1 already held a seed, so you lift both seeds of f1 and sow them into g1 and h1. A lap that ends in an empty hole ends your move.</source>
        <extracomment>Rules help, Bao Kigogo rule K-3: relay sowing.</extracomment>
        <translation>&lt;b&gt;Sambung semai:&lt;/b&gt; jika biji terakhir sesuatu pusingan jatuh ke lubang berisi, angkat semua isinya, termasuk biji yang baru anda jatuhkan, dan teruskan menyemai dari lubang berikutnya: satu pusingan baharu. Contohnya, dua biji d1 disemai ke e1 dan f1; f1 sudah berisi sebiji, jadi anda mengangkat kedua-dua biji f1 dan menyemainya ke g1 dan h1. Pusingan yang berakhir di lubang kosong menamatkan langkah anda.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture:&lt;/b&gt; when your move ends in an empty hole of your front row and your opponent&apos;s front hole in the same column holds seeds, you capture them: they leave the game. If your opponent&apos;s back hole in that column holds seeds too, you capture those as well. For example, South&apos;s move ends in the empty h2, h3 holds 2 and h4 holds 3: all five leave the board. The back hole is never taken on its own (if h3 is empty, nothing is captured), and a move captures at most one column. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; a single seed stepping into an empty front hole captures in the same way.</source>
        <extracomment>Rules help, Bao Kigogo rule K-4: capturing, and the decision that a single step captures too.</extracomment>
        <translation>&lt;b&gt;Menawan:&lt;/b&gt; apabila langkah anda berakhir di lubang kosong baris hadapan anda dan lubang hadapan lawan dalam lajur yang sama berisi biji, anda menawannya: biji itu keluar daripada permainan. Jika lubang belakang lawan dalam lajur itu juga berisi, anda menawan biji itu juga. Contohnya, langkah Selatan berakhir di h2 yang kosong, h3 berisi 2 dan h4 berisi 3: kelima-limanya keluar dari papan. Lubang belakang tidak pernah ditawan sendirian (jika h3 kosong, tiada apa-apa ditawan), dan satu langkah menawan paling banyak satu lajur. &lt;b&gt;Pilihan Baraza:&lt;/b&gt; sebiji biji yang melangkah ke lubang hadapan yang kosong menawan dengan cara yang sama.</translation>
    </message>
    <message>
        <source>On your turn, pick one of your stones whose next hole counterclockwise around your two rows is empty, and step it there. For example, when d1 is empty, the stone of c1 may step into it. A move is written as the hole it starts from.</source>
        <extracomment>Rules help, Bao la Kimasai rule M-2: the moves.</extracomment>
        <translation>Pada giliran anda, pilih salah satu batu anda yang lubang berikutnya lawan arah jam mengelilingi dua baris anda kosong, dan langkahkan ia ke situ. Contohnya, apabila d1 kosong, batu di c1 boleh melangkah ke situ. Langkah ditulis sebagai lubang tempat ia bermula.</translation>
    </message>
    <message>
        <source>Contents</source>
        <extracomment>Rules help: the heading of the list of its sections, at the top.</extracomment>
        <translation>Kandungan</translation>
    </message>
    <message>
        <source>In the move list and the narration the direction is shown as an arrow: ↺ counterclockwise, ↻ clockwise (e2 ↺ is e2ccw); saved games keep the letters.</source>
        <translation>Dalam senarai langkah dan penceritaan, arah ditunjukkan dengan anak panah: ↺ lawan arah jam, ↻ ikut arah jam (e2 ↺ ialah e2ccw); permainan yang disimpan mengekalkan huruf.</translation>
    </message>
    <message>
        <source>To &lt;b&gt;sow&lt;/b&gt;, you drop the seeds you lifted one by one into the holes that follow along your loop, starting with the hole after the one you lifted them from. For example, three seeds lifted from d1 and sown counterclockwise go into e1, f1 and g1; in Kete, where you may also sow clockwise, three seeds lifted from d2 and sown clockwise go into e2, f2 and g2. One such sowing is a &lt;b&gt;lap&lt;/b&gt;; it ends when its last seed is dropped. A hole is &lt;b&gt;occupied&lt;/b&gt; if it held at least one seed before that seed fell into it. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; when a lap is long enough to go all the way round, the hole it started from is not skipped; it gets a seed like any other.</source>
        <extracomment>Rules help, rule C-4: sowing, laps, &quot;occupied&quot;, and the decision about the starting hole.</extracomment>
        <translation>Untuk &lt;b&gt;menyemai&lt;/b&gt;, anda menjatuhkan biji yang diangkat satu demi satu ke dalam lubang-lubang berikutnya di sepanjang gelung anda, bermula dengan lubang selepas lubang tempat anda mengangkatnya. Contohnya, tiga biji yang diangkat dari d1 dan disemai lawan arah jam masuk ke e1, f1 dan g1; dalam Kete, yang membenarkan anda menyemai ikut arah jam juga, tiga biji yang diangkat dari d2 dan disemai ikut arah jam masuk ke e2, f2 dan g2. Satu semaian sebegitu ialah satu &lt;b&gt;pusingan&lt;/b&gt;; ia tamat apabila biji terakhirnya dijatuhkan. Lubang &lt;b&gt;berisi&lt;/b&gt; jika ia mempunyai sekurang-kurangnya sebiji sebelum biji itu jatuh ke dalamnya. &lt;b&gt;Pilihan Baraza:&lt;/b&gt; apabila pusingan cukup panjang untuk mengelilingi seluruh gelung, lubang permulaannya tidak dilangkau; ia menerima sebiji seperti lubang lain.</translation>
    </message>
    <message>
        <source>Your kuu exists from the start until all its seeds are lifted for a lap or captured; then it is gone for good and the hole is an ordinary hole. A nemo takata that lifts only two of its seeds (from a kuu of eight or more, L-8) leaves it standing. On Lamu a kuu that exists never holds fewer than six seeds: L-8 shows how.</source>
        <extracomment>Rules help, Bao la Kete rule L-2: when a kuu exists.</extracomment>
        <translation>Kuu anda wujud dari permulaan sehingga semua bijinya diangkat untuk satu pusingan atau ditawan; selepas itu ia hilang buat selama-lamanya dan lubang itu menjadi lubang biasa. Takata nemo yang mengangkat dua bijinya sahaja (daripada kuu yang berisi lapan biji atau lebih, L-8) membiarkannya kekal. Di Lamu kuu yang wujud tidak pernah berisi kurang daripada enam biji: L-8 menunjukkan caranya.</translation>
    </message>
    <message>
        <source>The game has two stages. While you still have reserve seeds, each of your moves is a &lt;b&gt;nemo&lt;/b&gt; move: it begins by placing one reserve seed on the board (L-4 to L-8). Once your reserve is empty, you play &lt;b&gt;mtaji&lt;/b&gt; moves: you lift seeds that are already on the board (L-9 to L-11). The game ends the same way in both stages (L-12).</source>
        <extracomment>Rules help, Bao la Kete rule L-3: the two stages nemo and mtaji (Swahili words, kept).</extracomment>
        <translation>Permainan mempunyai dua peringkat. Selagi anda masih mempunyai biji simpanan, setiap langkah anda ialah langkah &lt;b&gt;nemo&lt;/b&gt;: ia bermula dengan meletakkan sebiji biji simpanan di atas papan (L-4 hingga L-8). Sebaik sahaja simpanan anda habis, anda bermain langkah &lt;b&gt;mtaji&lt;/b&gt;: anda mengangkat biji yang sudah ada di atas papan (L-9 hingga L-11). Permainan tamat dengan cara yang sama dalam kedua-dua peringkat (L-12).</translation>
    </message>
    <message>
        <source>The game ends at once, in the middle of a move if need be:&lt;ul&gt;&lt;li&gt;you win when your capture empties your opponent&apos;s front row: &lt;b&gt;bao hamna&lt;/b&gt; (&quot;no board&quot;). The seeds you just captured stay in your hand and leave the board;&lt;/li&gt;&lt;li&gt;you lose when your own front row is empty at the end of a lap (in a game no legal move can do this: the rule guards positions set up by hand);&lt;/li&gt;&lt;li&gt;you lose when it is your turn and you have no legal move.&lt;/li&gt;&lt;/ul&gt;A position that occurs for the third time is a draw (C-6).</source>
        <extracomment>Rules help, Bao la Kete rule L-12: the end. &quot;bao hamna&quot; (&quot;no board&quot;) stays in Swahili.</extracomment>
        <translation>Permainan tamat serta-merta, di tengah-tengah langkah jika perlu:&lt;ul&gt;&lt;li&gt;anda menang apabila tawanan anda mengosongkan baris hadapan lawan anda: &lt;b&gt;bao hamna&lt;/b&gt; (&quot;tiada papan&quot;). Biji yang baru anda tawan kekal di tangan anda dan keluar dari papan;&lt;/li&gt;&lt;li&gt;anda kalah apabila baris hadapan anda sendiri kosong pada akhir sesuatu pusingan (dalam permainan tiada langkah sah yang boleh berbuat demikian: peraturan ini melindungi kedudukan yang disusun dengan tangan);&lt;/li&gt;&lt;li&gt;anda kalah apabila tiba giliran anda dan anda tiada langkah sah.&lt;/li&gt;&lt;/ul&gt;Kedudukan yang berlaku kali ketiga ialah seri (C-6).</translation>
    </message>
    <message>
        <source>A &lt;b&gt;mtoto&lt;/b&gt; (&quot;child&quot;) is a hole a player has claimed by ending a lap in it when it held exactly three seeds (G-6). From then on it belongs to that player to the end of the game: it keeps its seeds, it is never lifted or captured, and no move may start from it. A seed sown into a mtoto does not stay there: it goes straight into its owner&apos;s store.</source>
        <extracomment>Rules help, Bao Kingulu rule G-2: what a mtoto is. &quot;mtoto&quot; stays in Swahili.</extracomment>
        <translation>&lt;b&gt;Mtoto&lt;/b&gt; (&quot;anak&quot;) ialah lubang yang dituntut pemain dengan menamatkan pusingan di dalamnya ketika ia berisi tepat tiga biji (G-6). Sejak itu ia miliknya hingga akhir permainan: ia menyimpan bijinya, tidak pernah diangkat atau ditawan, dan tiada langkah boleh bermula darinya. Biji yang disemai ke dalam mtoto tidak kekal di situ: ia terus masuk ke stor pemiliknya.</translation>
    </message>
    <message>
        <source>On your turn, pick one of the holes of your row that is not a mtoto and holds &lt;b&gt;one or more&lt;/b&gt; seeds, lift them all and sow them counterclockwise. But a move is not allowed if the last seed of its &lt;b&gt;first&lt;/b&gt; lap would fall into an occupied hole of your own row. A mtoto there (one your opponent has claimed in your row) does not count as occupied: a first lap may end in one. For example, South may not play the two seeds of a1 while c1 is occupied. A move is written as the hole it starts from, such as a1.</source>
        <extracomment>Rules help, Bao Kingulu rule G-3: the moves, and the first-lap restriction with its mtoto exception.</extracomment>
        <translation>Pada giliran anda, pilih satu lubang dalam baris anda yang bukan mtoto dan berisi &lt;b&gt;sebiji atau lebih&lt;/b&gt;, angkat semuanya dan semai lawan arah jam. Tetapi langkah tidak dibenarkan jika biji terakhir pusingan &lt;b&gt;pertamanya&lt;/b&gt; akan jatuh ke lubang berisi dalam baris anda sendiri. Mtoto di situ (yang dituntut lawan anda dalam baris anda) tidak dikira berisi: pusingan pertama boleh berakhir di dalamnya. Contohnya, Selatan tidak boleh memainkan dua biji dari a1 selagi c1 berisi. Langkah ditulis sebagai lubang tempat ia bermula, seperti a1.</translation>
    </message>
    <message>
        <source>All the games</source>
        <translation>Semua permainan</translation>
    </message>
    <message>
        <source>Every hole has a name, like a square on a chess board: a letter for its column and a number for its row. Seen from South&apos;s side, the columns run a, b, c… from left to right (a to l in Kigogo and Kimasai, a to h in Kete and Kiswahili, a to f in Kingulu). The rows count up from South&apos;s back row: 1 is South&apos;s back row, 2 South&apos;s front row, 3 North&apos;s front row and 4 North&apos;s back row; Kingulu has only row 1 (South&apos;s) and row 2 (North&apos;s). &quot;Opposite&quot; always means the same column: the hole opposite e2 is e3. The front rows, 2 and 3, face each other.</source>
        <extracomment>Rules help, rule C-1: how the holes are named. Keep the square names (a1, e2, e3) as they are.</extracomment>
        <translation>Setiap lubang mempunyai nama, seperti petak papan catur: huruf lajurnya dan nombor barisnya. Dilihat dari sisi Selatan, lajur berjalan a, b, c… dari kiri ke kanan (a hingga l dalam Kigogo dan Kimasai, a hingga h dalam Kete dan Kiswahili, a hingga f dalam Kingulu). Baris dikira ke atas dari baris belakang Selatan: 1 ialah baris belakang Selatan, 2 baris hadapan Selatan, 3 baris hadapan Utara dan 4 baris belakang Utara; Kingulu hanya ada baris 1 (Selatan) dan baris 2 (Utara). &quot;Bertentangan&quot; sentiasa bermaksud lajur yang sama: lubang yang bertentangan dengan e2 ialah e3. Baris hadapan, 2 dan 3, saling berhadapan.</translation>
    </message>
    <message>
        <source>Directions are seen from above, with North at the top. &lt;b&gt;Counterclockwise&lt;/b&gt; (ccw) takes South along the back row to the right, up into the front row and along it to the left: a1 → b1 → … → l1 → l2 → k2 → … → a2 → a1. North goes along its front row to the right and back along its back row: a3 → b3 → … → l3 → l4 → … → a4 → a3. &lt;b&gt;Clockwise&lt;/b&gt; (cw) is the other way round. Counterclockwise is the same way round on the table for both players: along South&apos;s front row it runs to the left, along North&apos;s to the right, which is to the left as North sits. In Kete and Kiswahili, with eight columns, the loops end at h: a1 → … → h1 → h2 → … → a2 → a1 for South, a3 → … → h3 → h4 → … → a4 → a3 for North. In Kingulu both players share one loop of twelve holes: a1 → … → f1 → f2 → … → a2 → a1.</source>
        <extracomment>Rules help, rule C-2: the directions of sowing. cw and ccw are the notation&apos;s abbreviations.</extracomment>
        <translation>Arah dilihat dari atas, dengan Utara di sebelah atas. &lt;b&gt;Lawan arah jam&lt;/b&gt; (ccw) membawa Selatan sepanjang baris belakang ke kanan, naik ke baris hadapan dan sepanjangnya ke kiri: a1 → b1 → … → l1 → l2 → k2 → … → a2 → a1. Utara bergerak sepanjang baris hadapannya ke kanan dan kembali sepanjang baris belakangnya: a3 → b3 → … → l3 → l4 → … → a4 → a3. &lt;b&gt;Ikut arah jam&lt;/b&gt; (cw) ialah arah sebaliknya. Lawan arah jam kedua-dua pemain berpusing ke arah yang sama di atas meja: di baris hadapan Selatan ia ke kiri, di baris hadapan Utara ke kanan, iaitu ke kiri mengikut tempat duduk Utara. Dalam Kete dan Kiswahili, dengan lapan lajur, gelung berakhir di h: a1 → … → h1 → h2 → … → a2 → a1 bagi Selatan, a3 → … → h3 → h4 → … → a4 → a3 bagi Utara. Dalam Kingulu kedua-dua pemain berkongsi satu gelung dua belas lubang: a1 → … → f1 → f2 → … → a2 → a1.</translation>
    </message>
    <message>
        <source>A lap can hand its seeds on to another lap again and again, so a sowing could go round forever. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; such an endless move is not allowed. Baraza finds these moves exactly (the whole game state comes back at the end of a lap) and never offers them. It takes them out last, after every other rule has had its say: so an endless move still counts when a rule asks whether you have a hole of two or more seeds (Kigogo) or a capture (Kete, Kiswahili), and it can rule out your other moves. If every move you have is endless, you have no legal move.</source>
        <extracomment>Rules help, rule C-5: moves whose sowing never ends, and how Baraza treats them.</extracomment>
        <translation>Satu pusingan boleh menyerahkan bijinya kepada pusingan lain berulang kali, jadi semaian boleh berpusing tanpa henti. &lt;b&gt;Pilihan Baraza:&lt;/b&gt; langkah yang tidak berkesudahan seperti itu tidak dibenarkan. Baraza mengenal pasti langkah ini dengan tepat (seluruh keadaan permainan berulang pada akhir pusingan) dan tidak pernah menawarkannya. Ia membuangnya paling akhir, selepas semua peraturan lain diambil kira: jadi langkah tidak berkesudahan masih dikira apabila peraturan bertanya sama ada anda mempunyai lubang berisi dua biji atau lebih (Kigogo) atau tawanan (Kete, Kiswahili), dan ia boleh menghalang langkah anda yang lain. Jika setiap langkah anda tidak berkesudahan, anda tiada langkah sah.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;position&lt;/b&gt; is everything that matters for the rest of the game: the seeds in every hole, whose turn it is, and each game&apos;s extras (reserve seeds or seeds in hand, whether a kuu or a nyumba is still there, the hizi zetu or takasia mark, mtoto holes, stores). In Kigogo and Kimasai the game is a draw as soon as a position comes back a second time, as the old sources say. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; in Kete, Kiswahili and Kingulu, whose sources say nothing about it, the game is a draw when a position occurs for the third time, so that every game ends. (The games&apos; own words, such as kuu and mtoto, are explained with their games below and in &quot;The games&apos; words&quot; at the end.)</source>
        <extracomment>Rules help, rule C-6: repetition draws. &quot;hizi zetu&quot;, &quot;takasia&quot;, &quot;kuu&quot;, &quot;nyumba&quot; and &quot;mtoto&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Kedudukan&lt;/b&gt; ialah segala yang penting untuk baki permainan: biji dalam setiap lubang, giliran siapa, dan tambahan setiap permainan (biji simpanan atau biji di tangan, sama ada kuu atau nyumba masih ada, tanda hizi zetu atau takasia, lubang mtoto, stor). Dalam Kigogo dan Kimasai permainan seri sebaik sahaja sesuatu kedudukan berulang kali kedua, seperti kata sumber lama. &lt;b&gt;Pilihan Baraza:&lt;/b&gt; dalam Kete, Kiswahili dan Kingulu, yang sumbernya tidak menyebut apa-apa tentangnya, permainan seri apabila sesuatu kedudukan berlaku kali ketiga, supaya setiap permainan berakhir. (Kata-kata permainan itu sendiri, seperti kuu dan mtoto, diterangkan bersama permainannya di bawah dan dalam &quot;Kata-kata permainan&quot; di hujung.)</translation>
    </message>
    <message>
        <source>Bao la Kiswahili writes its moves the same way, with the nyumba for the kuu: in a namua move the square is where the seed from the hand is placed, and * marks a safari (f2ccw, c2cw*).</source>
        <translation>Bao la Kiswahili menulis langkahnya dengan cara yang sama, dengan nyumba menggantikan kuu: dalam langkah namua, lubang itu ialah tempat biji dari tangan diletakkan, dan * menandakan safari (f2ccw, c2cw*).</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>The Bao of Zanzibar and of the coast of Tanzania and Kenya, played today in cafés, on the barazas and in tournaments: the Bao most players know. Alexander de Voogt studied it in the 1990s; Baraza follows his rules as Jeroen Donkers wrote them down for computer play, and the tournament rules of K.I.B.A. (2009). Where rule books and other programs part ways, the clause says what Baraza does and what the others do.</source>
        <translation>Bao Zanzibar dan pantai Tanzania serta Kenya, yang dimainkan hari ini di kedai kopi, di baraza dan dalam kejohanan: Bao yang dikenali kebanyakan pemain. Alexander de Voogt mengkajinya pada tahun 1990-an; Baraza mengikut peraturannya seperti yang ditulis oleh Jeroen Donkers untuk permainan komputer, dan peraturan kejohanan K.I.B.A. (2009). Apabila buku peraturan dan program lain berbeza, fasal itu menyatakan apa yang dilakukan Baraza dan apa yang dilakukan yang lain.</translation>
    </message>
    <message>
        <source>The board has four rows of eight holes, named as in Bao la Kete (C-1). Each player has a square hole, the &lt;b&gt;nyumba&lt;/b&gt; (&quot;house&quot;): South&apos;s is e2, North&apos;s d3, the fourth hole of the front row counting from the player&apos;s right. The end holes of a front row are the &lt;b&gt;kichwa&lt;/b&gt; holes: a2 and h2 for South, a3 and h3 for North; the two holes at each end of a front row, in columns a, b, g and h, are the &lt;b&gt;kimbi&lt;/b&gt;. At the start your nyumba holds 6 seeds and the two holes to its right, as you sit, hold 2 each (South: f2 and g2, North: c3 and b3); every other hole is empty, and each player has &lt;b&gt;22 seeds in hand&lt;/b&gt;: 64 seeds in all. South moves first. You sow only around your own two rows, clockwise or counterclockwise as you choose (C-2).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-1: the board, the game&apos;s words nyumba, kichwa and kimbi, and the start. The game&apos;s words stay in Swahili.</extracomment>
        <translation>Papan mempunyai empat baris lapan lubang, dinamakan seperti dalam Bao la Kete (C-1). Setiap pemain mempunyai lubang segi empat, &lt;b&gt;nyumba&lt;/b&gt; (&quot;rumah&quot;): milik Selatan ialah e2, milik Utara d3, lubang keempat baris hadapan dikira dari kanan pemain. Lubang hujung baris hadapan ialah lubang &lt;b&gt;kichwa&lt;/b&gt;: a2 dan h2 bagi Selatan, a3 dan h3 bagi Utara; dua lubang di setiap hujung baris hadapan, dalam lajur a, b, g dan h, ialah &lt;b&gt;kimbi&lt;/b&gt;. Pada permulaan nyumba anda berisi 6 biji dan dua lubang di sebelah kanannya, mengikut tempat duduk anda, berisi 2 biji setiap satu (Selatan: f2 dan g2, Utara: c3 dan b3); semua lubang lain kosong, dan setiap pemain memegang &lt;b&gt;22 biji di tangan&lt;/b&gt;: semuanya 64 biji. Selatan melangkah dahulu. Anda menyemai hanya mengelilingi dua baris anda sendiri, arah jam atau lawan arah jam mengikut pilihan anda (C-2).</translation>
    </message>
    <message>
        <source>Your nyumba is yours from the start until all its seeds are lifted together for a lap (a move from it, a relay or a safari) or captured; then it is gone for good and the hole is an ordinary hole. Taxing (Z-8.2) lifts only two of its seeds and leaves it yours. While it is yours, your nyumba &lt;b&gt;works&lt;/b&gt; when it holds six or more seeds and is &lt;b&gt;dormant&lt;/b&gt; when it holds fewer; a dormant nyumba that collects six again works again. A dormant nyumba is an ordinary hole for every rule, except that it may be given the takasia mark (Z-11), which a working one never is. As only taxing takes seeds out of it without lifting them all, a nyumba that is yours never holds fewer than five. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the dormant nyumba is what the tournament rules and most programs have; one program keeps a nyumba&apos;s rights at any count while it is owned, and de Voogt reports that regions differ.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-2: owning the nyumba, and when it works (is functional) or is dormant. &quot;nyumba&quot; and &quot;takasia&quot; stay in Swahili.</extracomment>
        <translation>Nyumba anda milik anda dari permulaan sehingga semua bijinya diangkat bersama untuk satu pusingan (langkah yang bermula darinya, sambung semai atau safari) atau ditawan; kemudian ia hilang buat selama-lamanya dan lubang itu menjadi lubang biasa. Cukai (Z-8.2) hanya mengangkat dua bijinya dan membiarkannya kekal milik anda. Selagi ia milik anda, nyumba anda &lt;b&gt;berfungsi&lt;/b&gt; apabila berisi enam biji atau lebih dan &lt;b&gt;tidur&lt;/b&gt; apabila berisi kurang; nyumba yang tidur yang mengumpul enam semula berfungsi semula. Nyumba yang tidur ialah lubang biasa bagi setiap peraturan, kecuali ia boleh diberi tanda takasia (Z-11), yang tidak pernah berlaku pada nyumba yang berfungsi. Oleh sebab hanya cukai yang mengeluarkan biji daripadanya tanpa mengangkat semuanya, nyumba milik anda tidak pernah berisi kurang daripada lima. &lt;b&gt;Pilihan Baraza:&lt;/b&gt; nyumba yang tidur ialah apa yang ada dalam peraturan kejohanan dan kebanyakan program; satu program mengekalkan hak nyumba pada sebarang bilangan biji selagi ia ada pemilik, dan de Voogt melaporkan bahawa setiap daerah berbeza.</translation>
    </message>
    <message>
        <source>The game has two stages. While you still have seeds in hand, each of your moves is a &lt;b&gt;namua&lt;/b&gt; move: it begins by putting one seed from your hand into a hole of your front row (Z-7, Z-8). Once your hand is empty, you play &lt;b&gt;mtaji&lt;/b&gt; moves: you lift seeds that are already on the board (Z-9, Z-10). South&apos;s hand empties first, so South plays his first mtaji move while North still has his last namua move to make.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-3: the two stages namua and mtaji (Swahili words, kept).</extracomment>
        <translation>Permainan ini ada dua peringkat. Selagi anda masih ada biji di tangan, setiap langkah anda ialah langkah &lt;b&gt;namua&lt;/b&gt;: ia bermula dengan meletakkan sebiji dari tangan anda ke dalam lubang baris hadapan anda (Z-7, Z-8). Sebaik sahaja tangan anda kosong, anda bermain langkah &lt;b&gt;mtaji&lt;/b&gt;: anda mengangkat biji yang sudah ada di atas papan (Z-9, Z-10). Tangan Selatan kosong dahulu, jadi Selatan bermain langkah mtaji pertamanya sementara Utara masih ada langkah namua terakhirnya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capturing is compulsory&lt;/b&gt;, in namua and in mtaji alike. A hole of your front row is a &lt;b&gt;capture position&lt;/b&gt; when it holds seeds and your opponent&apos;s front hole in the same column holds seeds too. For example, if South&apos;s c2 and North&apos;s c3 both hold seeds, c2 is a capture position; if c2 is empty, it is not. Whenever you can capture, you must (Z-7, Z-9).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-4: capture positions; capturing is compulsory in both stages.</extracomment>
        <translation>&lt;b&gt;Menawan adalah wajib&lt;/b&gt;, dalam namua dan dalam mtaji. Lubang baris hadapan anda ialah &lt;b&gt;tempat tawanan&lt;/b&gt; apabila ia berisi biji dan lubang hadapan lawan anda dalam lajur yang sama juga berisi. Contohnya, jika c2 Selatan dan c3 Utara kedua-duanya berisi, c2 ialah tempat tawanan; jika c2 kosong, ia bukan. Setiap kali anda boleh menawan, anda mesti menawan (Z-7, Z-9).</translation>
    </message>
    <message>
        <source>Captured seeds come back onto your side: you sow them starting &lt;i&gt;in&lt;/i&gt; a kichwa, towards the centre of your front row, and on around your loop. Which kichwa:&lt;ul&gt;&lt;li&gt;a capture in column a or b (the kimbi): the kichwa in column a;&lt;/li&gt;&lt;li&gt;a capture in column g or h (the kimbi): the kichwa in column h;&lt;/li&gt;&lt;li&gt;a capture in columns c to f: in the first capture of a namua move you choose; in every other capture, the kichwa that keeps the direction you are sowing in.&lt;/li&gt;&lt;/ul&gt;From the column a kichwa towards the centre is clockwise for South and counterclockwise for North; from the column h kichwa, counterclockwise for South and clockwise for North. So the direction of a namua capture&apos;s move says which kichwa was chosen. The seeds in your capturing hole stay where they are.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-5: where captured seeds are sown from. &quot;kichwa&quot;, &quot;kimbi&quot; and &quot;namua&quot; stay in Swahili.</extracomment>
        <translation>Biji yang ditawan kembali ke sisi anda: anda menyemainya bermula &lt;i&gt;di dalam&lt;/i&gt; kichwa, menuju ke tengah baris hadapan anda, dan terus mengelilingi gelung anda. Kichwa yang mana:&lt;ul&gt;&lt;li&gt;tawanan dalam lajur a atau b (kimbi): kichwa di lajur a;&lt;/li&gt;&lt;li&gt;tawanan dalam lajur g atau h (kimbi): kichwa di lajur h;&lt;/li&gt;&lt;li&gt;tawanan dalam lajur c hingga f: dalam tawanan pertama sesuatu langkah namua anda memilih; dalam setiap tawanan lain, kichwa yang mengekalkan arah anda menyemai.&lt;/li&gt;&lt;/ul&gt;Dari kichwa lajur a ke arah tengah ialah arah jam bagi Selatan dan lawan arah jam bagi Utara; dari kichwa lajur h, lawan arah jam bagi Selatan dan arah jam bagi Utara. Jadi arah langkah tawanan namua menunjukkan kichwa yang dipilih. Biji dalam lubang yang menawan kekal di tempatnya.</translation>
    </message>
    <message>
        <source>After a capture the sowing goes on lap after lap. Each lap ends in a hole L; the first case that fits applies:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-6.1&lt;/b&gt; L was empty: the move ends.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.2&lt;/b&gt; L is in your front row and is a capture position: you capture again and sow the captured seeds as in Z-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.3&lt;/b&gt; L is your nyumba, still yours: in namua you choose either to stop there (the move ends) or to go on a &lt;b&gt;safari&lt;/b&gt; (&quot;journey&quot;): you lift all its seeds, the nyumba is gone, and you sow on in the same direction. In mtaji there is no choice: the nyumba is lifted and sown on like any other hole, and it is gone.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.4&lt;/b&gt; Otherwise: relay. Lift all the seeds of L and sow on in the same direction.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-6: the laps after a capture; its cases are Z-6.1 to Z-6.4. &quot;safari&quot;, &quot;namua&quot;, &quot;mtaji&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Selepas tawanan, semaian berterusan pusingan demi pusingan. Setiap pusingan berakhir di lubang L; kes pertama yang sepadan digunakan:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-6.1&lt;/b&gt; L kosong: langkah tamat.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.2&lt;/b&gt; L berada dalam baris hadapan anda dan merupakan tempat tawanan: anda menawan lagi dan menyemai biji yang ditawan seperti dalam Z-5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.3&lt;/b&gt; L ialah nyumba anda, masih milik anda: dalam namua anda memilih sama ada berhenti di situ (langkah tamat) atau pergi &lt;b&gt;safari&lt;/b&gt; (&quot;perjalanan&quot;): anda mengangkat semua bijinya, nyumba itu hilang, dan anda terus menyemai dalam arah yang sama. Dalam mtaji tiada pilihan: nyumba diangkat dan disemai terus seperti lubang lain, dan ia hilang.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-6.4&lt;/b&gt; Selain itu: sambung semai. Angkat semua biji L dan teruskan menyemai dalam arah yang sama.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Namua, capturing:&lt;/b&gt; if any hole of your front row is a capture position (Z-4), you must put a seed from your hand into one of them (your nyumba too, if it is one), capture all the seeds of your opponent&apos;s front hole opposite it, and go on as in Z-5 and Z-6. Only the front hole is captured, never the one behind it, and a seed put into an empty hole never captures.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-7: the namua capture move.</extracomment>
        <translation>&lt;b&gt;Namua, menawan:&lt;/b&gt; jika mana-mana lubang baris hadapan anda ialah tempat tawanan (Z-4), anda mesti meletakkan sebiji dari tangan anda ke dalam salah satu daripadanya (nyumba anda juga, jika ia salah satunya), menawan semua biji lubang hadapan lawan anda yang bertentangan dengannya, dan meneruskan seperti dalam Z-5 dan Z-6. Hanya lubang hadapan yang ditawan, tidak pernah lubang di belakangnya, dan biji yang diletakkan ke dalam lubang kosong tidak pernah menawan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Namua, takasa&lt;/b&gt; (a move that captures nothing): if you have no capture position, put a seed from your hand into an occupied hole of your front row, then lift and sow, clockwise or counterclockwise:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-8.1&lt;/b&gt; While your nyumba works (judged before your seed goes in), you may choose any occupied front hole other than the nyumba, even one with a single seed; the nyumba itself only when it is your only occupied front hole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.2&lt;/b&gt; &lt;b&gt;Taxing:&lt;/b&gt; when you choose your working nyumba, only &lt;b&gt;two&lt;/b&gt; of its seeds are lifted and sown, and it stays yours. A nyumba of six holds seven with your seed and keeps five: it is dormant then (Z-2). In Bao la Kete a kuu of seven is sown whole instead (L-8).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.3&lt;/b&gt; While your nyumba is dormant or gone, the hole must hold two or more seeds, counted before your seed goes in, unless every occupied hole of your front row holds just one. A dormant nyumba is an ordinary hole here: you may choose it if it holds enough, and then all its seeds are lifted and it is gone. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the written rules say nothing about a dormant nyumba here, so Baraza applies the two-seed rule as it stands; programs differ: one offers the holes of one seed first, one taxes a dormant nyumba as if it worked, and one allows any occupied hole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.4&lt;/b&gt; Apart from taxing, all the seeds of the hole are lifted, your seed included.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.5&lt;/b&gt; A kichwa that is your only occupied front hole must be sown towards the centre. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; in both stages, as in Bao la Kete; some programs let it be sown outwards, which empties your front row and loses at once.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.6&lt;/b&gt; The laps relay as in Kigogo (K-3): a lap that ends in an occupied hole lifts it and sows on. Nothing is captured in the whole move. A lap that ends in an empty hole, or in your nyumba while it is yours, ends the move.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-8: the namua takasa (a move without capture) and taxing; its points are Z-8.1 to Z-8.6. &quot;takasa&quot;, &quot;nyumba&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Namua, takasa&lt;/b&gt; (langkah yang tidak menawan apa-apa): jika anda tiada tempat tawanan, letakkan sebiji dari tangan anda ke dalam lubang berisi di baris hadapan anda, kemudian angkat dan semai, arah jam atau lawan arah jam:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-8.1&lt;/b&gt; Selagi nyumba anda berfungsi (dinilai sebelum biji anda masuk), anda boleh memilih mana-mana lubang hadapan yang berisi selain nyumba, walaupun yang hanya berisi sebiji; nyumba itu sendiri hanya apabila ia satu-satunya lubang hadapan anda yang berisi.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.2&lt;/b&gt; &lt;b&gt;Cukai:&lt;/b&gt; apabila anda memilih nyumba anda yang berfungsi, hanya &lt;b&gt;dua&lt;/b&gt; bijinya diangkat dan disemai, dan ia kekal milik anda. Nyumba enam biji berisi tujuh dengan biji anda dan tinggal lima: ketika itu ia tidur (Z-2). Dalam Bao la Kete pula, kuu tujuh biji disemai seluruhnya (L-8).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.3&lt;/b&gt; Selagi nyumba anda tidur atau sudah hilang, lubang itu mesti berisi dua biji atau lebih, dikira sebelum biji anda masuk, kecuali setiap lubang berisi di baris hadapan anda hanya mempunyai sebiji. Nyumba yang tidur ialah lubang biasa di sini: anda boleh memilihnya jika ia cukup berisi, dan kemudian semua bijinya diangkat dan ia hilang. &lt;b&gt;Pilihan Baraza:&lt;/b&gt; peraturan bertulis tidak menyebut apa-apa tentang nyumba yang tidur di sini, jadi Baraza menggunakan peraturan dua biji seperti yang tertulis; program berbeza: satu menawarkan lubang sebiji dahulu, satu mengenakan cukai pada nyumba yang tidur seolah-olah ia berfungsi, dan satu membenarkan mana-mana lubang berisi.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.4&lt;/b&gt; Selain cukai, semua biji lubang itu diangkat, termasuk biji anda.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.5&lt;/b&gt; Kichwa yang merupakan satu-satunya lubang hadapan anda yang berisi mesti disemai ke arah tengah. &lt;b&gt;Pilihan Baraza:&lt;/b&gt; dalam kedua-dua peringkat, seperti dalam Bao la Kete; sesetengah program membenarkannya disemai ke luar, yang mengosongkan baris hadapan anda dan kalah serta-merta.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-8.6&lt;/b&gt; Pusingan bersambung seperti dalam Kigogo (K-3): pusingan yang berakhir di lubang berisi mengangkatnya dan terus menyemai. Tiada apa-apa ditawan dalam seluruh langkah. Pusingan yang berakhir di lubang kosong, atau di nyumba anda selagi ia milik anda, menamatkan langkah.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, capturing:&lt;/b&gt; lift all the seeds of one of your holes, in either row, that holds &lt;b&gt;2 to 15&lt;/b&gt; seeds, and sow clockwise or counterclockwise. If the first lap ends in your front row at a capture position (the hole already held seeds before the last seed fell, and the opposite hole holds seeds), it is a capture move: you capture and go on as in Z-5 (keeping your direction, unless the capture is in the kimbi) and Z-6. If the first lap does not capture, nothing is captured in the whole move. A hole of 16 or more seeds never starts a capture: its first lap passes every hole of your loop. Capturing is compulsory here too: if you have any capture move, you must play one, and the takasia mark may narrow which (Z-11.3).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-9: the mtaji capture move; capturing is compulsory here too.</extracomment>
        <translation>&lt;b&gt;Mtaji, menawan:&lt;/b&gt; angkat semua biji salah satu lubang anda, di mana-mana baris, yang berisi &lt;b&gt;2 hingga 15&lt;/b&gt; biji, dan semai arah jam atau lawan arah jam. Jika pusingan pertama berakhir di baris hadapan anda pada tempat tawanan (lubang itu sudah berisi sebelum biji terakhir jatuh, dan lubang bertentangan berisi), itu langkah tawanan: anda menawan dan meneruskan seperti dalam Z-5 (mengekalkan arah anda, kecuali tawanan berlaku dalam kimbi) dan Z-6. Jika pusingan pertama tidak menawan, tiada apa-apa ditawan dalam seluruh langkah. Lubang berisi 16 biji atau lebih tidak pernah memulakan tawanan: pusingan pertamanya melalui setiap lubang gelung anda. Menawan adalah wajib di sini juga: jika anda mempunyai sebarang langkah tawanan, anda mesti memainkan salah satunya, dan tanda takasia boleh menyempitkan pilihannya (Z-11.3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mtaji, takasa:&lt;/b&gt; if you have no capture move, sow a hole of your front row that holds two or more seeds, or, only if there is none, a hole of your back row that holds two or more. You may not start from the hole the takasia mark blocks (Z-11). A kichwa that is your only occupied front hole must be sown towards the centre (Z-8.5). The laps relay; a lap that ends in an empty hole or in the marked hole ends the move. If no hole qualifies, you have no move (Z-12). In mtaji your nyumba has no rights: you may sow it like any front hole, and a lap that ends in it lifts it and relays on; either way it is gone. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; unlike Bao la Kete (L-10), the nyumba does not have to be sown first. Some readings give up the nyumba at the first mtaji capture; in Baraza it stays yours until it is lifted or captured, which matters only for the takasia mark.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-10: the mtaji takasa. &quot;takasa&quot;, &quot;takasia&quot;, &quot;nyumba&quot; and &quot;kichwa&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Mtaji, takasa:&lt;/b&gt; jika anda tiada langkah tawanan, semai lubang baris hadapan anda yang berisi dua biji atau lebih, atau, hanya jika tiada, lubang baris belakang anda yang berisi dua biji atau lebih. Anda tidak boleh bermula dari lubang yang disekat oleh tanda takasia (Z-11). Kichwa yang merupakan satu-satunya lubang hadapan anda yang berisi mesti disemai ke arah tengah (Z-8.5). Pusingan bersambung; pusingan yang berakhir di lubang kosong atau di lubang bertanda menamatkan langkah. Jika tiada lubang yang layak, anda tiada langkah (Z-12). Dalam mtaji nyumba anda tiada hak: anda boleh menyemainya seperti mana-mana lubang hadapan, dan pusingan yang berakhir di dalamnya mengangkatnya dan sambung semai; dengan apa cara pun ia hilang. &lt;b&gt;Pilihan Baraza:&lt;/b&gt; berbeza daripada Bao la Kete (L-10), nyumba tidak perlu disemai dahulu. Sesetengah tafsiran melepaskan nyumba pada tawanan mtaji pertama; dalam Baraza ia kekal milik anda sehingga diangkat atau ditawan, yang hanya penting bagi tanda takasia.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Takasia&lt;/b&gt; is a mark that a takasa puts on one hole of the opponent:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-11.1&lt;/b&gt; It is set after a takasa by your opponent that leaves both hands empty. Baraza looks at the capture moves your opponent would have if he moved again at once, and at the hole of yours that each of them would capture first. If that is one and the same hole for all of them, the hole is &lt;b&gt;marked&lt;/b&gt;, unless you have a capture move yourself, or it is your nyumba while it works, your only occupied front hole or your only front hole with two or more seeds, or it holds a single seed.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.2&lt;/b&gt; On your next move (a takasa, as you cannot capture) you may not start from the marked hole, and every lap that ends in it ends your move there, even the first lap of a move from your nyumba.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.3&lt;/b&gt; On your opponent&apos;s next move, if some of his capture moves capture the marked hole at any point, he must play one of those; if none does, he plays as usual.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.4&lt;/b&gt; Then the mark lapses: it lives exactly two moves, yours and then your opponent&apos;s. A new mark set by your own takasa replaces it at once; there is never more than one.&lt;/li&gt;&lt;/ul&gt;&lt;b&gt;Baraza&apos;s choice&lt;/b&gt; where rule sets differ: any takasa after which both hands are empty can set the mark, so North&apos;s last namua move can (the older texts speak of mtaji only, and one program has no takasia at all); no mark is set while you can capture (one program sets it anyway); a single seed is never marked (two programs mark it); the mark stops the first lap from the nyumba too (one old reading lets that lap go on, as Bao la Kete does); the duty covers a capture of the mark at any point and lapses when there is none (one program makes the player lose instead, another lets him capture nothing but the mark); and the mark lives two moves (one program keeps it until the hole is lifted or captured).</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-11: takasia, the blocking mark; its points are Z-11.1 to Z-11.4. &quot;takasia&quot;, &quot;takasa&quot;, &quot;namua&quot; and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>&lt;b&gt;Takasia&lt;/b&gt; ialah tanda yang diletakkan oleh takasa pada satu lubang lawan:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-11.1&lt;/b&gt; Ia ditetapkan selepas takasa oleh lawan anda yang meninggalkan kedua-dua tangan kosong. Baraza melihat langkah tawanan yang akan dimiliki lawan anda jika dia melangkah lagi serta-merta, dan lubang anda yang akan ditawan dahulu oleh setiap satunya. Jika itu lubang yang sama bagi semuanya, lubang itu &lt;b&gt;ditanda&lt;/b&gt;, kecuali anda sendiri mempunyai langkah tawanan, atau ia nyumba anda selagi berfungsi, satu-satunya lubang hadapan anda yang berisi atau satu-satunya lubang hadapan anda yang berisi dua biji atau lebih, atau ia hanya berisi sebiji.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.2&lt;/b&gt; Pada langkah anda yang berikut (takasa, kerana anda tidak boleh menawan) anda tidak boleh bermula dari lubang bertanda, dan setiap pusingan yang berakhir di dalamnya menamatkan langkah anda di situ, walaupun pusingan pertama langkah yang bermula dari nyumba anda.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.3&lt;/b&gt; Pada langkah lawan anda yang berikut, jika sebahagian langkah tawanannya menawan lubang bertanda pada bila-bila masa, dia mesti memainkan salah satunya; jika tiada, dia bermain seperti biasa.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-11.4&lt;/b&gt; Kemudian tanda itu luput: ia hidup tepat dua langkah, langkah anda dan kemudian langkah lawan anda. Tanda baharu yang ditetapkan oleh takasa anda sendiri menggantikannya serta-merta; tidak pernah ada lebih daripada satu.&lt;/li&gt;&lt;/ul&gt;&lt;b&gt;Pilihan Baraza&lt;/b&gt; apabila set peraturan berbeza: mana-mana takasa yang meninggalkan kedua-dua tangan kosong boleh menetapkan tanda, jadi langkah namua terakhir Utara boleh (teks lama menyebut mtaji sahaja, dan satu program langsung tiada takasia); tiada tanda ditetapkan selagi anda boleh menawan (satu program tetap menetapkannya); lubang sebiji tidak pernah ditanda (dua program menandanya); tanda itu juga menghentikan pusingan pertama dari nyumba (satu tafsiran lama membiarkan pusingan itu berterusan, seperti Bao la Kete); kewajipan itu meliputi tawanan tanda pada bila-bila masa dan luput jika tiada (satu program menjadikan pemain kalah, satu lagi hanya membenarkannya menawan tanda itu); dan tanda itu hidup dua langkah (satu program mengekalkannya sehingga lubang itu diangkat atau ditawan).</translation>
    </message>
    <message>
        <source>The game ends as soon as one of these happens, checked in this order:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-12.1&lt;/b&gt; &lt;b&gt;Bao hamna&lt;/b&gt; (&quot;no board&quot;): when your capture empties your opponent&apos;s front row, you win at once, in the middle of the move; the seeds you just captured stay in your hand and leave the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.2&lt;/b&gt; You lose when your own front row is empty at the end of a lap (no legal move can do this in a game: the rule guards positions set up by hand).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.3&lt;/b&gt; You lose when it is your turn and you have no legal move, as when your front row is empty.&lt;/li&gt;&lt;/ul&gt;Endless moves are not allowed (C-5), and a position that occurs for the third time is a draw (C-6); the position includes both hands, each nyumba and the takasia mark. &lt;b&gt;Baraza&apos;s choice:&lt;/b&gt; the tournament rules end the game the moment a front row is empty, as Baraza does; some programs sow on to the end of the move and look only then. Programs stop very long sowings at a fixed limit and call the mover the loser, where Baraza finds endless moves exactly and never offers them; and none of them draws a repeated game, which Baraza does on the third occurrence, as in Bao la Kete.</source>
        <extracomment>Rules help, Bao la Kiswahili rule Z-12: the end; its points are Z-12.1 to Z-12.3. &quot;bao hamna&quot; (&quot;no board&quot;) and &quot;nyumba&quot; stay in Swahili.</extracomment>
        <translation>Permainan tamat sebaik sahaja salah satu daripada ini berlaku, disemak mengikut susunan ini:&lt;ul&gt;&lt;li&gt;&lt;b&gt;Z-12.1&lt;/b&gt; &lt;b&gt;Bao hamna&lt;/b&gt; (&quot;tiada papan&quot;): apabila tawanan anda mengosongkan baris hadapan lawan anda, anda menang serta-merta, di tengah-tengah langkah; biji yang baru anda tawan kekal di tangan anda dan keluar dari papan.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.2&lt;/b&gt; Anda kalah apabila baris hadapan anda sendiri kosong pada akhir sesuatu pusingan (dalam permainan tiada langkah sah yang boleh berbuat demikian: peraturan ini melindungi kedudukan yang disusun dengan tangan).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Z-12.3&lt;/b&gt; Anda kalah apabila tiba giliran anda dan anda tiada langkah sah, seperti apabila baris hadapan anda kosong.&lt;/li&gt;&lt;/ul&gt;Langkah yang tidak berkesudahan tidak dibenarkan (C-5), dan kedudukan yang berlaku kali ketiga ialah seri (C-6); kedudukan itu merangkumi kedua-dua tangan, setiap nyumba dan tanda takasia. &lt;b&gt;Pilihan Baraza:&lt;/b&gt; peraturan kejohanan menamatkan permainan sebaik sahaja baris hadapan kosong, seperti Baraza; sesetengah program terus menyemai hingga akhir langkah dan hanya melihat ketika itu. Program menghentikan semaian yang sangat panjang pada had tertentu dan menganggap pemain yang melangkah kalah, sedangkan Baraza mengenal pasti langkah yang tidak berkesudahan dengan tepat dan tidak pernah menawarkannya; dan tiada satu pun daripadanya menjadikan permainan yang berulang seri, yang Baraza lakukan pada kali ketiga, seperti dalam Bao la Kete.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bao&lt;/b&gt; is a family of board games of East Africa, played by sowing seeds around rows of holes. This help has the rules of the five games Baraza plays, clause by clause; each clause has an id, such as K-3, which the lessons and the commentary on the moves cite. The games&apos; own words, such as kuu and mtoto, are explained at the end. Where the old sources are silent or disagree, Baraza has to decide; each clause where it does says so, as &lt;b&gt;Baraza&apos;s choice&lt;/b&gt;.</source>
        <extracomment>Rules help, the introduction at the top. &quot;Baraza&apos;s choice&quot; must read exactly as the bold &quot;Baraza&apos;s choice:&quot; in the clauses (C-4, C-5, …) of this language.</extracomment>
        <translation>&lt;b&gt;Bao&lt;/b&gt; ialah satu keluarga permainan papan dari Afrika Timur, dimainkan dengan menyemai biji mengelilingi baris-baris lubang. Bantuan ini mengandungi peraturan lima permainan yang dimainkan oleh Baraza, fasal demi fasal; setiap fasal mempunyai id, seperti K-3, yang dirujuk oleh pelajaran dan ulasan langkah. Kata-kata permainan itu sendiri, seperti kuu dan mtoto, diterangkan di hujung. Apabila sumber lama tidak menyebutnya atau bercanggah, Baraza perlu membuat keputusan; setiap fasal yang berbuat demikian menyatakannya sebagai &lt;b&gt;Pilihan Baraza&lt;/b&gt;.</translation>
    </message>
</context>
<context>
    <name>SafeSave</name>
    <message>
        <source>the disk is full</source>
        <translation>cakera sudah penuh</translation>
    </message>
    <message>
        <source>the folder cannot be written to</source>
        <translation>folder itu tidak boleh ditulis</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>fail itu tidak dapat ditulis sepenuhnya</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Slow</source>
        <extracomment>Animation speed.</extracomment>
        <translation>Perlahan</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Animation speed.</extracomment>
        <translation>Biasa</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Animation speed.</extracomment>
        <translation>Pantas</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Animation speed: no animation, the move&apos;s end is shown at once.</extracomment>
        <translation>Serta-merta</translation>
    </message>
    <message>
        <source>Natural (each game&apos;s own)</source>
        <extracomment>Seed colour: each game&apos;s own (grey-green, brown or pale).</extracomment>
        <translation>Asli (mengikut permainan)</translation>
    </message>
    <message>
        <source>Red</source>
        <extracomment>Seed colour.</extracomment>
        <translation>Merah</translation>
    </message>
    <message>
        <source>Black</source>
        <extracomment>Seed colour.</extracomment>
        <translation>Hitam</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>The sound volume, e.g. &quot;70%&quot;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Tetapan</translation>
    </message>
    <message>
        <source>Board and language</source>
        <extracomment>A group in the settings: language, animation speed and seed colour.</extracomment>
        <translation>Papan dan bahasa</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Bunyi</translation>
    </message>
    <message>
        <source>Playing</source>
        <extracomment>A group in the settings: how moves are chosen.</extracomment>
        <translation>Bermain</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Bahasa:</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Kelajuan animasi:</translation>
    </message>
    <message>
        <source>S&amp;eeds:</source>
        <translation>B&amp;iji:</translation>
    </message>
    <message>
        <source>Play s&amp;ounds: seeds dropping, captures, the end of a game</source>
        <translation>Mainkan b&amp;unyi: biji jatuh, tawanan, tamat permainan</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Kelantangan:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Light wood</source>
        <extracomment>The board&apos;s wood.</extracomment>
        <translation>Kayu cerah</translation>
    </message>
    <message>
        <source>Dark wood</source>
        <extracomment>The board&apos;s wood.</extracomment>
        <translation>Kayu gelap</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Papan:</translation>
    </message>
    <message>
        <source>Bao la Kete and Bao la Kiswahili: &amp;confirm each move with a second click or Enter</source>
        <extracomment>The two Bao games whose moves carry a direction and a safari: the move shown on the board is played on a second click or Enter.</extracomment>
        <translation>Bao la Kete dan Bao la Kiswahili: &amp;sahkan setiap langkah dengan klik kedua atau Enter</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set up a position</source>
        <translation>Susun kedudukan</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Permainan:</translation>
    </message>
    <message>
        <source>&amp;To move:</source>
        <translation>&amp;Giliran:</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>Kedudukan pe&amp;rmulaan</translation>
    </message>
    <message>
        <source>&amp;Empty board</source>
        <translation>Papan &amp;kosong</translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation>&amp;Salin kedudukan</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Tampal kedudukan</translation>
    </message>
    <message>
        <source>Copy the position as text (BPN)</source>
        <extracomment>BPN is the one-line text of a position, as bao-cli and the records write it.</extracomment>
        <translation>Salin kedudukan sebagai teks (BPN)</translation>
    </message>
    <message>
        <source>Read a position written as text (BPN) from the clipboard</source>
        <translation>Baca kedudukan yang ditulis sebagai teks (BPN) dari papan keratan</translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation>Simpan se&amp;bagai…</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analisis</translation>
    </message>
    <message>
        <source>P&amp;lay from here…</source>
        <translation>&amp;Main dari sini…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Reserve:</source>
        <translation>Simpanan:</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Tangan:</translation>
    </message>
    <message>
        <source>Kuu stands:</source>
        <translation>Kuu masih ada:</translation>
    </message>
    <message>
        <source>Nyumba owned:</source>
        <translation>Nyumba dimiliki:</translation>
    </message>
    <message>
        <source>Store:</source>
        <translation>Jelapang:</translation>
    </message>
    <message>
        <source>Hizi zetu &amp;mark:</source>
        <translation>Ta&amp;nda hizi zetu:</translation>
    </message>
    <message>
        <source>Takasia &amp;mark:</source>
        <translation>Ta&amp;nda takasia:</translation>
    </message>
    <message>
        <source>Click a hole to add a seed, right-click or Shift-click to take one away, drag to move a hole&apos;s seeds to another; or type a number on the hole the arrow keys choose.</source>
        <translation>Klik lubang untuk menambah biji, klik kanan atau Shift-klik untuk mengambil satu, seret untuk memindahkan biji lubang ke lubang lain; atau taip nombor pada lubang yang dipilih dengan kekunci anak panah.</translation>
    </message>
    <message>
        <source>Click a hole to put a stone on it, right-click or Shift-click to take it away, drag to move it; or type 1 or 0 on the hole the arrow keys choose.</source>
        <translation>Klik lubang untuk meletakkan batu, klik kanan atau Shift-klik untuk mengambilnya, seret untuk memindahkannya; atau taip 1 atau 0 pada lubang yang dipilih dengan kekunci anak panah.</translation>
    </message>
    <message>
        <source>Ctrl-click a hole (or press M) to make it a mtoto or not.</source>
        <translation>Ctrl-klik lubang (atau tekan M) untuk menjadikannya mtoto atau tidak.</translation>
    </message>
    <message>
        <source>Seeds: %1 of %2</source>
        <extracomment>%1 seeds on the board, in the reserves (hands) and stores, of the %2 the game has.</extracomment>
        <translation>Biji: %1 daripada %2</translation>
    </message>
    <message>
        <source>This position can be played.</source>
        <translation>Kedudukan ini boleh dimainkan.</translation>
    </message>
    <message>
        <source>This position cannot happen: %1</source>
        <extracomment>%1 says why, e.g. &quot;South&apos;s kuu e2 holds 5 seeds: a kuu that still stands holds six or more (L-1)&quot;.</extracomment>
        <translation>Kedudukan ini tidak mungkin berlaku: %1</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The hizi zetu (takasia) mark is on no hole.</extracomment>
        <translation>tiada</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Disalin: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read as a position.</source>
        <translation>Papan keratan tidak mengandungi teks untuk dibaca sebagai kedudukan.</translation>
    </message>
    <message>
        <source>The text in the clipboard is not a position that can be used: %1</source>
        <extracomment>%1 says why, e.g. &quot;“hz” (the hizi zetu mark) is missing&quot;.</extracomment>
        <translation>Teks dalam papan keratan bukan kedudukan yang boleh digunakan: %1</translation>
    </message>
    <message>
        <source>Position pasted.</source>
        <translation>Kedudukan ditampal.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 is the file&apos;s name.</extracomment>
        <translation>Disimpan: %1</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Simpan kedudukan</translation>
    </message>
    <message>
        <source>Bao games (*.bao)</source>
        <translation>Permainan Bao (*.bao)</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <extracomment>%1 is the file&apos;s name, %2 the reason.</extracomment>
        <translation>%1 tidak dapat disimpan: %2</translation>
    </message>
    <message>
        <source>Stones: %1 of %2</source>
        <translation>Batu: %1 daripada %2</translation>
    </message>
    <message>
        <source>Board of the position being set up</source>
        <extracomment>What a screen reader says of the position editor&apos;s board.</extracomment>
        <translation>Papan kedudukan yang sedang disusun</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds of the game&apos;s %1: a position that cannot arise in a game (no seed ever leaves it), but it can be played as an exercise.</source>
        <extracomment>%n seeds on the board (and in reserves, hands or stores), of the %1 the game is played with.</extracomment>
        <translation>
            <numerusform>%n biji daripada %1 biji permainan: kedudukan yang tidak mungkin timbul dalam permainan (tiada biji yang pernah keluar daripadanya), tetapi boleh dimainkan sebagai latihan.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, to move, has no legal move.</source>
        <extracomment>%1 is the side to move (South or North).</extracomment>
        <translation>%1, yang bergilir, tiada langkah yang sah.</translation>
    </message>
    <message>
        <source>Played from here, the game would be over at once: a draw.</source>
        <translation>Jika dimainkan dari sini, permainan akan tamat serta-merta: seri.</translation>
    </message>
    <message>
        <source>Played from here, the game would be over at once: %1 wins.</source>
        <extracomment>%1 is the winning side (South or North).</extracomment>
        <translation>Jika dimainkan dari sini, permainan akan tamat serta-merta: %1 menang.</translation>
    </message>
    <message numerus="yes">
        <source>This position cannot happen, for %n reasons:</source>
        <extracomment>Followed by the reasons, one a line.</extracomment>
        <translation>
            <numerusform>Kedudukan ini tidak mungkin berlaku, atas %n sebab:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <extracomment>After the first three reasons a position cannot happen: how many more there are.</extracomment>
        <translation>
            <numerusform>… dan %n lagi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out the moves from here…</source>
        <extracomment>The position editor works out, in the background, whether the position set up can be played on.</extracomment>
        <translation>Mengira langkah dari sini…</translation>
    </message>
    <message>
        <source>%1&apos;s mtoto</source>
        <extracomment>The position editor&apos;s legend of Bao Kingulu&apos;s ring colours: %1 is the side (South or North), beside a dot of the colour that rings its mtoto holes.</extracomment>
        <translation>mtoto %1</translation>
    </message>
    <message>
        <source>A mtoto is a hole of the other player&apos;s row that a player has claimed by a capture (G-6): its ring has the colour of the player who claimed it, and a seed sown into it goes to that player&apos;s store (G-2).</source>
        <extracomment>Kingulu: &quot;mtoto&quot; stays in Swahili; G-2 and G-6 are the rules&apos; numbers.</extracomment>
        <translation>Mtoto ialah lubang dalam baris pemain lawan yang telah dituntut oleh seorang pemain melalui tawanan (G-6): gelangnya berwarna pemain yang menuntutnya, dan biji yang disemai ke dalamnya masuk ke stor pemain itu (G-2).</translation>
    </message>
</context>
<context>
    <name>SideClock</name>
    <message>
        <source>Clock of %1: %2 left</source>
        <extracomment>A side&apos;s clock, for a screen reader: %1 is South or North, %2 its time left (&quot;4:05&quot;).</extracomment>
        <translation>Jam %1: tinggal %2</translation>
    </message>
    <message>
        <source>%1 minutes each</source>
        <extracomment>The time control, in a clock&apos;s tooltip: each side&apos;s minutes for the whole game.</extracomment>
        <translation>%1 minit setiap pemain</translation>
    </message>
    <message>
        <source>%1 minutes each, +%2 seconds a move</source>
        <extracomment>The time control, in a clock&apos;s tooltip: each side&apos;s minutes for the game, and seconds added after each of its moves.</extracomment>
        <translation>%1 minit setiap pemain, +%2 saat setiap langkah</translation>
    </message>
    <message>
        <source>%1 min each</source>
        <extracomment>The time control in the status line, short: each side&apos;s minutes for the game (&quot;min&quot; as in 5 min).</extracomment>
        <translation>%1 min setiap pemain</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <extracomment>The time control in the status line, short: minutes each, and seconds added after each move (&quot;5 min + 3 s&quot;).</extracomment>
        <translation>%1 min + %2 saat</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <extracomment>A side&apos;s clock&apos;s tooltip: %1 is the time control, e.g. &quot;5 minutes each, +3 seconds a move&quot;.</extracomment>
        <translation>Kawalan masa: %1</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Column headers of the statistics table: the game, the computer&apos;s level, and the results.</extracomment>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Tahap komputer</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>No game against the computer has been finished yet.</source>
        <translation>Belum ada permainan menentang komputer yang selesai.</translation>
    </message>
    <message>
        <source>Reset</source>
        <extracomment>Button: forget every count of the statistics.</extracomment>
        <translation>Set semula</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Games you finished against the computer:</source>
        <translation>Permainan yang anda selesaikan menentang komputer:</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>%1 to move</source>
        <translation>Giliran %1</translation>
    </message>
    <message>
        <source>nemo stage</source>
        <extracomment>Kete stages: &quot;nemo&quot; and &quot;mtaji&quot; are Swahili names and stay as they are.</extracomment>
        <translation>peringkat nemo</translation>
    </message>
    <message>
        <source>mtaji stage</source>
        <translation>peringkat mtaji</translation>
    </message>
    <message>
        <source>the computer is thinking…</source>
        <translation>komputer sedang berfikir…</translation>
    </message>
    <message>
        <source>last move %1</source>
        <translation>langkah terakhir %1</translation>
    </message>
    <message>
        <source>looking for a good move…</source>
        <translation>mencari langkah yang baik…</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <extracomment>Part way through a move: %1 is the side moving, %2 the move, e.g. &quot;South plays f2cw&quot;.</extracomment>
        <translation>%1 bermain %2</translation>
    </message>
    <message>
        <source>looking back: move %1 of %2</source>
        <extracomment>Looking back along a game: %1 is the move shown, %2 how many moves the game has.</extracomment>
        <translation>melihat semula: langkah %1 daripada %2</translation>
    </message>
    <message>
        <source>opening %1…</source>
        <extracomment>A game file whose positions take long to work out; %1 is the file&apos;s name.</extracomment>
        <translation>membuka %1…</translation>
    </message>
    <message>
        <source>working out the moves of the new position…</source>
        <extracomment>Some positions have sowings that take seconds to follow to their end.</extracomment>
        <translation>sedang mengira langkah bagi kedudukan baharu…</translation>
    </message>
    <message>
        <source>click the pit again or press Enter to play this move; Esc or another pit to choose again</source>
        <extracomment>Bao la Kete with &quot;confirm each move&quot; on: the move is shown on the board.</extracomment>
        <translation>klik lubang itu lagi atau tekan Enter untuk memainkan langkah ini; Esc atau lubang lain untuk memilih semula</translation>
    </message>
    <message>
        <source>choose a direction: click an arrow, or use Left/Right and Enter</source>
        <translation>pilih arah: klik anak panah, atau guna Kiri/Kanan dan Enter</translation>
    </message>
    <message>
        <source>%1 chooses: stop in the kuu, or sow on (safari)?</source>
        <extracomment>Kete (L-6.3): the sowing waits in the kuu for the player&apos;s choice; %1 is the side moving.</extracomment>
        <translation>%1 memilih: berhenti di kuu, atau terus menyemai (safari)?</translation>
    </message>
    <message>
        <source>%1 chooses: stop in the nyumba, or sow on (safari)?</source>
        <extracomment>Kiswahili (Z-6.3): the sowing waits in the nyumba for the player&apos;s choice; %1 is the side moving.</extracomment>
        <translation>%1 memilih: berhenti di nyumba, atau terus menyemai (safari)?</translation>
    </message>
    <message>
        <source>namua stage</source>
        <extracomment>Kiswahili&apos;s first stage, while a player has seeds in hand; &quot;namua&quot; stays in Swahili.</extracomment>
        <translation>peringkat namua</translation>
    </message>
    <message>
        <source>choose the kichwa where the captured seeds start, %1 or %2: click it or its arrow, or use Left/Right and Enter</source>
        <extracomment>A capture&apos;s direction is the choice of a kichwa (an end hole of the front row; the word stays in Swahili) where the captured seeds start: %1 and %2 are the two kichwas, e.g. &quot;a2&quot;, &quot;h2&quot;.</extracomment>
        <translation>pilih kichwa tempat biji yang ditawan bermula, %1 atau %2: klik kichwa itu atau anak panahnya, atau guna Kiri/Kanan dan Enter</translation>
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
        <translation>seri</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n</source>
        <extracomment>The analysis has proven a win for the side to move: in %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>menang dalam %n langkah</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <extracomment>The analysis has proven a loss for the side to move: in %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>kalah dalam %n langkah</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>likely wins in %n</source>
        <extracomment>The analysis: the search sees a win for the side to move in %n moves (plies), not proven.</extracomment>
        <translation>
            <numerusform>mungkin menang dalam %n langkah</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>likely loses in %n</source>
        <extracomment>The analysis: the search sees a loss for the side to move in %n moves (plies), not proven.</extracomment>
        <translation>
            <numerusform>mungkin kalah dalam %n langkah</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %1–%2 in %n</source>
        <extracomment>Bao Kingulu&apos;s exact analysis: the side to move wins with this final count (its own first, e.g. &quot;wins 26–22 in 30&quot;), the game ending within %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>menang %1–%2 dalam %n langkah</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses %1–%2 in %n</source>
        <extracomment>Bao Kingulu&apos;s exact analysis: the side to move loses with this final count (its own first, e.g. &quot;loses 22–26 in 30&quot;), the game ending within %n moves (plies) from here.</extracomment>
        <translation>
            <numerusform>kalah %1–%2 dalam %n langkah</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Pa&amp;paran</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Kelajuan animasi</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Bahasa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ban&amp;tuan</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Permainan &amp;baharu…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Mulakan permainan baharu</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Buat asal langkah</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>Buat &amp;semula langkah</translation>
    </message>
    <message>
        <source>Play the taken-back move again</source>
        <translation>Mainkan semula langkah yang ditarik balik</translation>
    </message>
    <message>
        <source>S&amp;kip animation</source>
        <translation>&amp;Langkau animasi</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>Show seed &amp;counts</source>
        <translation>Tunjukkan &amp;bilangan biji</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;Peraturan permainan</translation>
    </message>
    <message>
        <source>&amp;About Baraza</source>
        <translation>&amp;Perihal Baraza</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Bar alat</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Petunjuk</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Buka permainan…</translation>
    </message>
    <message>
        <source>Sample &amp;games</source>
        <translation>Contoh &amp;permainan</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Main semula</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Ke permulaan</translation>
    </message>
    <message>
        <source>Move back</source>
        <translation>Langkah ke belakang</translation>
    </message>
    <message>
        <source>Seed back</source>
        <translation>Biji ke belakang</translation>
    </message>
    <message>
        <source>Seed forward</source>
        <translation>Biji ke hadapan</translation>
    </message>
    <message>
        <source>Move forward</source>
        <translation>Langkah ke hadapan</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Ke penghujung</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Jeda</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>&amp;Play on from here…</source>
        <translation>&amp;Main terus dari sini…</translation>
    </message>
    <message>
        <source>Play on from the position shown, choosing who plays each side</source>
        <translation>Main terus dari kedudukan yang ditunjukkan, dan pilih siapa bermain di setiap pihak</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Tetapan…</translation>
    </message>
    <message>
        <source>Animation speed, sound, language, seed colour (Ctrl+,)</source>
        <translation>Kelajuan animasi, bunyi, bahasa, warna biji (Ctrl+,)</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>&amp;Simpan permainan</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Simpan permainan &amp;sebagai…</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation>Permainan &amp;terkini</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Skrin &amp;penuh</translation>
    </message>
    <message>
        <source>One step back inside the move, seed by seed</source>
        <extracomment>Tooltip: stepping through a move one sown seed at a time.</extracomment>
        <translation>Setapak ke belakang dalam langkah, biji demi biji</translation>
    </message>
    <message>
        <source>One step forward inside the move, seed by seed</source>
        <translation>Setapak ke hadapan dalam langkah, biji demi biji</translation>
    </message>
    <message>
        <source>Pause the replay</source>
        <translation>Jeda main semula</translation>
    </message>
    <message>
        <source>Play the recorded moves one after another</source>
        <translation>Mainkan langkah yang direkodkan satu demi satu</translation>
    </message>
    <message>
        <source>Take back the last move; against the computer, back to your turn</source>
        <translation>Tarik balik langkah terakhir; menentang komputer, kembali ke giliran anda</translation>
    </message>
    <message>
        <source>Show a good move on the board</source>
        <translation>Tunjukkan langkah yang baik pada papan</translation>
    </message>
    <message>
        <source>Show the end of the move at once</source>
        <translation>Tunjukkan akhir langkah dengan serta-merta</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tooltip with its shortcut: %1 says what the action does, %2 is the key, e.g. &quot;Move back (Ctrl+Left)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>L&amp;earn</source>
        <extracomment>The menu of lessons.</extracomment>
        <translation>Be&amp;lajar</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <extracomment>Game menu: analyse every move of the game in the background and judge it.</extracomment>
        <translation>&amp;Analisis permainan</translation>
    </message>
    <message>
        <source>Stone back</source>
        <translation>Batu ke belakang</translation>
    </message>
    <message>
        <source>Stone forward</source>
        <translation>Batu ke hadapan</translation>
    </message>
    <message>
        <source>One step back inside the move, stone by stone</source>
        <extracomment>Tooltip, Bao la Kimasai: stepping through a move (lifting, stepping, capturing).</extracomment>
        <translation>Setapak ke belakang dalam langkah, batu demi batu</translation>
    </message>
    <message>
        <source>One step forward inside the move, stone by stone</source>
        <translation>Setapak ke hadapan dalam langkah, batu demi batu</translation>
    </message>
    <message>
        <source>Show stone &amp;counts</source>
        <translation>Tunjukkan &amp;bilangan batu</translation>
    </message>
    <message>
        <source>Animation speed, sound, language, stone colour (Ctrl+,)</source>
        <translation>Kelajuan animasi, bunyi, bahasa, warna batu (Ctrl+,)</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>S&amp;usun kedudukan…</translation>
    </message>
    <message>
        <source>Put a position together by hand, then play it, analyse it or save it</source>
        <extracomment>Tooltip: choose who plays each side and play on from the position shown.</extracomment>
        <translation>Susun kedudukan dengan tangan, kemudian mainkan, analisis atau simpan</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <extracomment>Game menu: the player gives the game up (against the computer the person, between two people the side to move).</extracomment>
        <translation>Me&amp;nyerah</translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <extracomment>Game menu: the player proposes to end the game as a draw; the computer or the other person answers.</extracomment>
        <translation>Tawarkan s&amp;eri</translation>
    </message>
    <message>
        <source>&amp;Turn the board</source>
        <extracomment>View menu: turn the board half way round, North&apos;s rows at the bottom (checked while turned).</extracomment>
        <translation>&amp;Pusingkan papan</translation>
    </message>
    <message>
        <source>Show North&apos;s side at the bottom of the board, South&apos;s at the top</source>
        <extracomment>Tooltip of View → Turn the board.</extracomment>
        <translation>Tunjukkan bahagian Utara di bawah papan dan bahagian Selatan di atas</translation>
    </message>
    <message>
        <source>A game lost on time cannot be taken back</source>
        <extracomment>Tooltip of Undo at the end of a game lost on time, and the status bar&apos;s answer to it.</extracomment>
        <translation>Permainan yang kalah kerana masa tidak boleh ditarik balik</translation>
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
        <translation>Bao la Kimasai (empat baris)</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Pemula</translation>
    </message>
    <message>
        <source>Casual</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Santai</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Kuat</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Computer strength.</extracomment>
        <translation>Pakar</translation>
    </message>
    <message>
        <source>Looks a few moves ahead. A good first opponent.</source>
        <translation>Melihat beberapa langkah ke hadapan. Lawan pertama yang baik.</translation>
    </message>
    <message>
        <source>Looks further ahead and seldom leaves seeds to be taken.</source>
        <translation>Melihat lebih jauh ke hadapan dan jarang meninggalkan biji untuk ditawan.</translation>
    </message>
    <message>
        <source>Thinks for up to half a second a move.</source>
        <translation>Berfikir sehingga setengah saat bagi setiap langkah.</translation>
    </message>
    <message>
        <source>Thinks for two seconds a move and, when it is losing, sets traps.</source>
        <translation>Berfikir dua saat bagi setiap langkah dan, apabila kalah, memasang perangkap.</translation>
    </message>
    <message>
        <source>Four rows of eight from Lamu: seeds come from a reserve, the kuu is guarded, and captured seeds are sown again from the ends.</source>
        <extracomment>Kete: &quot;kuu&quot; is the square hole; it stays in Swahili.</extracomment>
        <translation>Empat baris lapan lubang dari Lamu: biji datang dari simpanan, kuu dijaga, dan biji yang ditawan disemai semula dari hujung.</translation>
    </message>
    <message>
        <source>Four rows of twelve: long relay sowings, and you capture what faces your front row.</source>
        <translation>Empat baris dua belas lubang: semaian sambung-menyambung yang panjang, dan anda menawan apa yang berhadapan dengan baris hadapan anda.</translation>
    </message>
    <message>
        <source>Two rows of six on one loop: capture into your store and claim holes as mtoto.</source>
        <extracomment>Kingulu: a &quot;mtoto&quot; is a hole a player claims; the word stays in Swahili.</extracomment>
        <translation>Dua baris enam lubang pada satu gelung: tawan ke dalam stor anda dan tuntut lubang sebagai mtoto.</translation>
    </message>
    <message>
        <source>One stone a hole: step into the empty hole ahead and capture across the board.</source>
        <translation>Satu batu setiap lubang: langkah ke lubang kosong di hadapan dan tawan merentasi papan.</translation>
    </message>
    <message>
        <source>Looks further ahead and seldom leaves stones to be taken.</source>
        <extracomment>A computer strength in Bao la Kimasai, played with stones.</extracomment>
        <translation>Melihat lebih jauh ke hadapan dan jarang meninggalkan batu untuk ditawan.</translation>
    </message>
    <message>
        <source>Plays perfectly: every move keeps the best count it can force, worked out to the end of the game.</source>
        <extracomment>The strongest computer level in Bao Kingulu, which the program has solved.</extracomment>
        <translation>Bermain dengan sempurna: setiap langkah mengekalkan kiraan terbaik yang dapat dipaksakannya, dikira hingga akhir permainan.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>Four rows of eight as Zanzibar plays today: 22 seeds in hand, a nyumba that works while it holds six, and captured seeds sown again from the ends.</source>
        <extracomment>Kiswahili (Zanzibar Bao): the &quot;nyumba&quot; is the square hole; the word stays in Swahili.</extracomment>
        <translation>Empat baris lapan lubang seperti yang dimainkan di Zanzibar hari ini: 22 biji di tangan, nyumba yang berfungsi selagi berisi enam, dan biji yang ditawan disemai semula dari hujung.</translation>
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
        <translation>empat baris dua belas lubang</translation>
    </message>
    <message>
        <source>two rows of six · stores</source>
        <extracomment>Under Bao Kingulu&apos;s picture: its board, and each player&apos;s store.</extracomment>
        <translation>dua baris enam lubang · stor</translation>
    </message>
    <message>
        <source>one stone a hole</source>
        <extracomment>Under Bao la Kimasai&apos;s picture.</extracomment>
        <translation>satu batu setiap lubang</translation>
    </message>
</context>
</TS>
