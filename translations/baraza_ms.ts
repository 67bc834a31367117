<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ms">
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
        <source>Values for %1, the side to move · depth %2 · %3 positions</source>
        <extracomment>The analysis pane: %1 is the side to move (values are for that side), %2 the depth in moves (plies) looked ahead, %3 how many positions were searched.</extracomment>
        <translation>Nilai bagi %1, pihak yang bergilir · kedalaman %2 · %3 kedudukan</translation>
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
    <message>
        <source>The evaluation after every move, South&apos;s advantage up; click to look at a position</source>
        <translation>Penilaian selepas setiap langkah, kelebihan Selatan di atas; klik untuk melihat kedudukan</translation>
    </message>
    <message>
        <source>The computer is working out its move: analyse the game after it.</source>
        <extracomment>Game → Analyse game asked for while the computer opponent works out its move (that comes first).</extracomment>
        <translation>Komputer sedang memikirkan langkahnya: analisis permainan selepas itu.</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>South&apos;s former kuu</source>
        <extracomment>Kete: the kuu square of a side whose kuu has been emptied and no longer counts (L-3).</extracomment>
        <translation>bekas kuu Selatan</translation>
    </message>
    <message>
        <source>North&apos;s former kuu</source>
        <translation>bekas kuu Utara</translation>
    </message>
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
</context>
<context>
    <name>BoardView</name>
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
        <source>Board</source>
        <extracomment>What a screen reader calls the board; its pits are named one by one.</extracomment>
        <translation>Papan</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>%1: the best move was %2 (%3); this move: %4</source>
        <extracomment>Tooltip of a judged move: %1 the judgement (Blunder, Mistake, ...), %2 the best move, %3 its value, %4 the value of the move played (values in seeds, or &quot;wins in 5&quot; and the like).</extracomment>
        <translation>%1: langkah terbaik ialah %2 (%3); langkah ini: %4</translation>
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
        <source>Bao la Kete: the square hole, South&apos;s e2 and North&apos;s d3. It starts with six seeds and is gone for good once its seeds are lifted or captured (L-1, L-2).</source>
        <translation>Bao la Kete: lubang segi empat, e2 bagi Selatan dan d3 bagi Utara. Ia bermula dengan enam biji dan hilang buat selama-lamanya apabila bijinya diangkat atau ditawan (L-1, L-2).</translation>
    </message>
    <message>
        <source>kichwa</source>
        <extracomment>Glossary: the word &quot;kichwa&quot;, as the language writes it.</extracomment>
        <translation>kichwa</translation>
    </message>
    <message>
        <source>Bao la Kete: an end hole of a front row (a and h). Captured seeds are sown from a kichwa (L-5).</source>
        <translation>Bao la Kete: lubang hujung baris hadapan (a dan h). Biji yang ditawan disemai dari kichwa (L-5).</translation>
    </message>
    <message>
        <source>kimbi</source>
        <extracomment>Glossary: the word &quot;kimbi&quot;, as the language writes it.</extracomment>
        <translation>kimbi</translation>
    </message>
    <message>
        <source>Bao la Kete: the two holes at each end of a front row, columns a, b, g and h (L-5).</source>
        <translation>Bao la Kete: dua lubang di setiap hujung baris hadapan, lajur a, b, g dan h (L-5).</translation>
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
        <source>Bao la Kete: the second stage, once a player&apos;s reserve is empty; moves start by lifting a hole (L-3, L-9, L-10).</source>
        <translation>Bao la Kete: peringkat kedua, apabila simpanan pemain sudah habis; langkah bermula dengan mengangkat satu lubang (L-3, L-9, L-10).</translation>
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
        <source>Bao la Kete: going on out of one&apos;s own kuu when a capture&apos;s sowing ends there: the kuu is lifted and gone (L-6.3).</source>
        <translation>Bao la Kete: meneruskan dari kuu sendiri apabila semaian tawanan berakhir di situ: kuu diangkat dan hilang (L-6.3).</translation>
    </message>
    <message>
        <source>hizi zetu</source>
        <extracomment>Glossary: the words &quot;hizi zetu&quot;, as the language writes them.</extracomment>
        <translation>hizi zetu</translation>
    </message>
    <message>
        <source>Bao la Kete: the Lamu blocking rule. After a takata, a hole the mover could capture next is marked: the opponent may not start from it on his next move (L-11).</source>
        <translation>Bao la Kete: peraturan sekatan Lamu. Selepas takata, lubang yang boleh ditawan oleh pemain seterusnya ditanda: lawan tidak boleh bermula darinya pada langkah seterusnya (L-11).</translation>
    </message>
    <message>
        <source>bao hamna</source>
        <extracomment>Glossary: the words &quot;bao hamna&quot;, as the language writes them.</extracomment>
        <translation>bao hamna</translation>
    </message>
    <message>
        <source>Bao la Kete: &quot;no board&quot;: a capture that empties the opponent&apos;s front row wins at once (L-12).</source>
        <translation>Bao la Kete: &quot;tiada papan&quot;: tawanan yang mengosongkan baris hadapan lawan menang serta-merta (L-12).</translation>
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
    <message numerus="yes">
        <source>After %1, %2&apos;s best answer captures %n seeds.</source>
        <extracomment>A hint&apos;s reason: %1 is the move, %2 the opponent; %n seeds the opponent&apos;s best answer captures.</extracomment>
        <translation>
            <numerusform>Selepas %1, jawapan terbaik %2 menawan %n biji.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the strongest move the engine found.</source>
        <extracomment>A hint&apos;s reason when there is nothing more to say: %1 is the move.</extracomment>
        <translation>%1 ialah langkah terkuat yang ditemui enjin.</translation>
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
        <source>Baraza — %1</source>
        <translation>Baraza — %1</translation>
    </message>
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
        <source>Moves</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Apa yang berlaku</translation>
    </message>
    <message>
        <source>Safari?</source>
        <translation>Safari?</translation>
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
        <source>Rules of the games</source>
        <translation>Peraturan permainan</translation>
    </message>
    <message>
        <source>About Baraza</source>
        <translation>Perihal Baraza</translation>
    </message>
    <message>
        <source>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao Kingulu and Bao la Kimasai: play, watch every sowing seed by seed, and learn the rules.&lt;br&gt;A &lt;i&gt;baraza&lt;/i&gt; is the stone bench where Bao is played on the Swahili coast.</source>
        <translation>&lt;b&gt;Baraza&lt;/b&gt;&lt;br&gt;Bao Kigogo, Bao la Kete, Bao Kingulu dan Bao la Kimasai: bermain, saksikan setiap penyemaian biji demi biji, dan pelajari peraturannya.&lt;br&gt;&lt;i&gt;Baraza&lt;/i&gt; ialah bangku batu tempat Bao dimainkan di pesisir Swahili.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>The status bar after Hint: %1 is the move with the reason, e.g. &quot;d1 captures 6 seeds and leaves North no capture.&quot;</extracomment>
        <translation>Petunjuk: %1</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Petunjuk</translation>
    </message>
    <message>
        <source>looking for a good move…</source>
        <translation>mencari langkah yang baik…</translation>
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
        <source>New game</source>
        <translation>Permainan baharu</translation>
    </message>
    <message>
        <source>New line</source>
        <translation>Cabang baharu</translation>
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
        <source>The unfinished game could not be kept: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;the disk is full&quot;.</extracomment>
        <translation>Permainan yang belum selesai tidak dapat disimpan: %1</translation>
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
        <source>&amp;Play on from here…</source>
        <translation>&amp;Main terus dari sini…</translation>
    </message>
    <message>
        <source>Play on from the position shown, choosing who plays each side</source>
        <extracomment>Tooltip: choose who plays each side and play on from the position shown.</extracomment>
        <translation>Main terus dari kedudukan yang ditunjukkan, dan pilih siapa bermain di setiap pihak</translation>
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
    <message numerus="yes">
        <source>The game on the board is not finished (%n moves). Close it?</source>
        <translation>
            <numerusform>Permainan di papan belum selesai (%n langkah). Tutupnya?</numerusform>
        </translation>
    </message>
    <message>
        <source>Close it</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Terus bermain</translation>
    </message>
    <message>
        <source>%1 · computer (%2)</source>
        <extracomment>Who plays a side: %1 is the side (South, North), %2 the computer&apos;s strength.</extracomment>
        <translation>%1 · komputer (%2)</translation>
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
        <source>click the pit again or press Enter to play this move; Esc or another pit to choose again</source>
        <extracomment>Bao la Kete with &quot;confirm each move&quot; on: the move is shown on the board.</extracomment>
        <translation>klik lubang itu lagi atau tekan Enter untuk memainkan langkah ini; Esc atau lubang lain untuk memilih semula</translation>
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
        <translation>Satu langkah ke belakang dalam giliran, biji demi biji</translation>
    </message>
    <message>
        <source>One step forward inside the move, seed by seed</source>
        <translation>Satu langkah ke hadapan dalam giliran, biji demi biji</translation>
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
        <source>Welcome to Baraza: choose a game</source>
        <extracomment>The title of the New game dialog the first time the program starts.</extracomment>
        <translation>Selamat datang ke Baraza: pilih permainan</translation>
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
    <message>
        <source>choose a direction: click an arrow, or use Left/Right and Enter</source>
        <translation>pilih arah: klik anak panah, atau guna Kiri/Kanan dan Enter</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Status bar after saving; %1 is the file&apos;s name.</extracomment>
        <translation>Disimpan: %1</translation>
    </message>
    <message>
        <source>Baraza — %1 — %2</source>
        <extracomment>The window&apos;s title: %1 is the game&apos;s file name (with its modified mark), %2 the game.</extracomment>
        <translation>Baraza — %1 — %2</translation>
    </message>
    <message>
        <source>%1 is no longer there. It has been removed from the recent games.</source>
        <extracomment>%1 is a file&apos;s full path.</extracomment>
        <translation>%1 sudah tiada. Ia telah dibuang daripada senarai permainan terkini.</translation>
    </message>
    <message>
        <source>%1 has changed since it was saved. Save the changes?</source>
        <extracomment>%1 is the game&apos;s file name.</extracomment>
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
        <source>The sowing has reached your kuu. Stop here, or lift the kuu and sow on (safari)?</source>
        <extracomment>Kete (L-6.3): a capture&apos;s sowing has ended in the player&apos;s own kuu.</extracomment>
        <translation>Semaian telah sampai ke kuu anda. Berhenti di sini, atau angkat kuu dan terus menyemai (safari)?</translation>
    </message>
    <message>
        <source>Double-click: the rule in the rules window</source>
        <extracomment>Tooltip of a narration line: double-clicking it opens the rules at its game.</extracomment>
        <translation>Klik dua kali: peraturan dalam tetingkap peraturan</translation>
    </message>
    <message>
        <source>Best move: %1</source>
        <extracomment>The status bar after &quot;Show best move&quot; in the analysis pane; %1 is the move.</extracomment>
        <translation>Langkah terbaik: %1</translation>
    </message>
    <message>
        <source>&amp;Analyse game</source>
        <extracomment>Game menu: analyse every move of the game in the background and judge it.</extracomment>
        <translation>&amp;Analisis permainan</translation>
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
        <translation>Selatan</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
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
        <source>The seeds of %1 (%2) are captured into the hand, to be sown from a kichwa.</source>
        <extracomment>Kete: a &quot;kichwa&quot; is an end hole of the front row; the word stays in Swahili.</extracomment>
        <translation>Biji di %1 (%2) ditawan ke dalam tangan, untuk disemai dari kichwa.</translation>
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
        <source>%1 wins: bao hamna, %2&apos;s front row is empty (L-12).</source>
        <translation>%1 menang: bao hamna, baris hadapan %2 kosong (L-12).</translation>
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
        <source>%1 wins: %2 emptied his own front row (L-12).</source>
        <translation>%1 menang: %2 mengosongkan baris hadapannya sendiri (L-12).</translation>
    </message>
    <message>
        <source>Draw: the same position came back (C-6).</source>
        <translation>Seri: kedudukan yang sama berulang (C-6).</translation>
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
        <source>Play on from here</source>
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
        <source>Name (optional)</source>
        <extracomment>Placeholder of the field for a person&apos;s name in the New game dialog.</extracomment>
        <translation>Nama (pilihan)</translation>
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
        <extracomment>A row of the Kingulu count: the player&apos;s own side against the computer; %1 is South or North.</extracomment>
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
    <name>RulesText</name>
    <message>
        <source>All four games</source>
        <translation>Keempat-empat permainan</translation>
    </message>
    <message>
        <source>South moves first. Each player sows around his own two rows (in Kingulu both players share one loop). A seed is dropped in each following hole; when a lap goes all the way round, the hole it started from is not skipped.</source>
        <translation>Selatan bermain dahulu. Setiap pemain menyemai mengelilingi dua barisnya sendiri (dalam Kingulu kedua-dua pemain berkongsi satu gelung). Sebiji dijatuhkan ke setiap lubang berikutnya; apabila pusingan mengelilingi seluruh gelung, lubang permulaannya tidak dilangkau.</translation>
    </message>
    <message>
        <source>A move whose sowing would never end is not allowed (C-5). Kigogo and Kimasai are drawn as soon as a position comes back; Kete and Kingulu at its third occurrence (C-6).</source>
        <translation>Langkah yang penyemaiannya tidak akan berakhir tidak dibenarkan (C-5). Kigogo dan Kimasai seri sebaik sahaja sesuatu kedudukan berulang; Kete dan Kingulu apabila ia berlaku kali ketiga (C-6).</translation>
    </message>
    <message>
        <source>Squares are named like chess squares: columns a, b, c… from South&apos;s left, rows 1 to 4 from South&apos;s back row.</source>
        <translation>Lubang dinamakan seperti petak catur: lajur a, b, c… dari kiri Selatan, baris 1 hingga 4 dari baris belakang Selatan.</translation>
    </message>
    <message>
        <source>Bao Kigogo</source>
        <translation>Bao Kigogo</translation>
    </message>
    <message>
        <source>Two seeds in every hole except a2 and l3. Lift all the seeds of one of your holes holding two or more and sow them counterclockwise. Only if you have no such hole may a single seed step into an empty next hole (K-2).</source>
        <translation>Dua biji dalam setiap lubang kecuali a2 dan l3. Angkat semua biji dari satu lubang anda yang berisi dua atau lebih dan semaikan lawan arah jam. Hanya jika anda tiada lubang sedemikian, sebiji boleh melangkah ke lubang kosong seterusnya (K-2).</translation>
    </message>
    <message>
        <source>If the last seed falls into an occupied hole, lift everything there and sow on (K-3). When the move ends in an empty hole of your front row and the opposite hole is occupied, capture it, and the hole behind it too; captured seeds leave the game. A single step can capture as well (K-4).</source>
        <translation>Jika biji terakhir jatuh ke lubang yang berisi, angkat semuanya di situ dan teruskan menyemai (K-3). Apabila langkah berakhir di lubang kosong baris hadapan anda dan lubang bertentangan berisi, tawan lubang itu serta lubang di belakangnya; biji yang ditawan keluar daripada permainan. Langkah tunggal juga boleh menawan (K-4).</translation>
    </message>
    <message>
        <source>You win when your opponent has no seeds left or cannot move (K-5).</source>
        <translation>Anda menang apabila lawan anda kehabisan biji atau tidak dapat bergerak (K-5).</translation>
    </message>
    <message>
        <source>Bao la Kimasai (four rows)</source>
        <translation>Bao la Kimasai (empat baris)</translation>
    </message>
    <message>
        <source>One stone in every hole except a2 and l3. Move one stone a single step counterclockwise into an empty hole (M-2). Arriving in your front row opposite a stone captures it, and the stone behind it (M-3).</source>
        <translation>Sebutir batu dalam setiap lubang kecuali a2 dan l3. Gerakkan sebutir batu satu langkah lawan arah jam ke lubang kosong (M-2). Tiba di baris hadapan anda bertentangan dengan batu akan menawannya, serta batu di belakangnya (M-3).</translation>
    </message>
    <message>
        <source>You win when your opponent has no stones left or cannot move (M-4).</source>
        <translation>Anda menang apabila lawan anda kehabisan batu atau tidak dapat bergerak (M-4).</translation>
    </message>
    <message>
        <source>Bao Kingulu</source>
        <translation>Bao Kingulu</translation>
    </message>
    <message>
        <source>When a player cannot move, each side counts its row, its mtoto holes and its store; more wins (G-7).</source>
        <translation>Apabila seorang pemain tidak dapat bergerak, setiap pihak mengira barisnya, lubang mtotonya dan jelapangnya; yang lebih banyak menang (G-7).</translation>
    </message>
    <message>
        <source>Bao la Kete</source>
        <translation>Bao la Kete</translation>
    </message>
    <message>
        <source>You win at once by emptying your opponent&apos;s front row (bao hamna); you lose if your own front row is empty at the end of a lap, or if you cannot move (L-12).</source>
        <translation>Anda menang serta-merta dengan mengosongkan baris hadapan lawan (bao hamna); anda kalah jika baris hadapan anda sendiri kosong pada akhir pusingan, atau jika anda tidak dapat bergerak (L-12).</translation>
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
        <source>Hizi zetu: when your opponent&apos;s takata in mtaji leaves exactly one of your front holes open to his next capture and you have no capture yourself, that hole is marked, even if it holds a single seed; only your kuu, your only occupied front hole and your only front hole with two or more seeds are never marked. On your next move you may not start from the marked hole, and a lap that ends there ends your move, except the first lap of sowing your kuu: then the hole is lifted and sown on as usual. On his next move your opponent must capture the marked hole if he can (L-11).</source>
        <translation>Hizi zetu: apabila takata lawan anda dalam mtaji menyebabkan tepat satu lubang barisan hadapan anda terdedah kepada tawanannya yang berikut dan anda sendiri tiada tawanan, lubang itu ditanda, walaupun ia hanya berisi sebiji biji; hanya kuu anda, satu-satunya lubang hadapan anda yang berisi, dan satu-satunya lubang hadapan anda yang berisi dua biji atau lebih tidak pernah ditanda. Pada langkah anda yang berikut anda tidak boleh bermula dari lubang bertanda itu, dan pusingan yang berakhir di situ menamatkan langkah anda, kecuali pusingan pertama semasa menyemai kuu anda: ketika itu lubang tersebut diangkat dan disemai terus seperti biasa. Pada langkahnya yang berikut lawan anda mesti menawan lubang bertanda itu jika boleh (L-11).</translation>
    </message>
    <message>
        <source>Four seeds in each of the twelve holes; South owns row 1, North row 2, and both sow counterclockwise around one loop (G-1). Sow all the seeds of one of your holes; a single seed is enough. A move is not allowed if its first lap ends in an occupied hole of your own row; a mtoto there does not count as occupied (G-3).</source>
        <translation>Empat biji dalam setiap dua belas lubang; Selatan memiliki baris 1, Utara baris 2, dan kedua-duanya menyemai lawan arah jam mengelilingi satu gelung (G-1). Semai semua biji salah satu lubang anda; sebiji pun memadai. Langkah tidak dibenarkan jika pusingan pertamanya berakhir di lubang berisi dalam baris anda sendiri; mtoto di situ tidak dikira berisi (G-3).</translation>
    </message>
    <message>
        <source>A lap ending in an empty hole of your row captures the opposite hole into your store, with the capturing seed, unless that hole is a mtoto. A lap ending in an opponent&apos;s hole that held exactly three makes it your mtoto: it is yours to the end, never sown from or captured, and seeds sown into it go to its owner&apos;s store; if that lap sowed two or more seeds, the seed it dropped just before joins it (G-4, G-6). A lap ending in a mtoto ends the move. Other occupied holes are sown on, and captures and new mtoto holes can come in any lap (G-5).</source>
        <translation>Pusingan yang berakhir di lubang kosong dalam baris anda menawan lubang bertentangan ke dalam stor anda, bersama biji yang menawan, kecuali lubang itu mtoto. Pusingan yang berakhir di lubang lawan yang berisi tepat tiga biji menjadikannya mtoto anda: ia milik anda hingga akhir, tidak pernah disemai atau ditawan, dan biji yang disemai ke dalamnya masuk ke stor pemiliknya; jika pusingan itu menyemai dua biji atau lebih, biji yang dijatuhkannya sejurus sebelum itu turut masuk (G-4, G-6). Pusingan yang berakhir di mtoto menamatkan langkah. Lubang berisi yang lain disemai terus, dan tawanan serta mtoto baharu boleh berlaku dalam mana-mana pusingan (G-5).</translation>
    </message>
    <message>
        <source>Each player has a square kuu (South e2, North d3) holding six seeds, two seeds in each of the two holes to its right (South f2 and g2, North c3 and b3), and 22 seeds in reserve; each sows only around his own two rows, clockwise or counterclockwise (L-1). While you have reserve seeds your moves are nemo moves; once your reserve is empty, mtaji moves (L-3).</source>
        <translation>Setiap pemain mempunyai kuu segi empat (Selatan e2, Utara d3) berisi enam biji, dua biji dalam setiap dua lubang di sebelah kanannya (Selatan f2 dan g2, Utara c3 dan b3), dan 22 biji simpanan; setiap pemain hanya menyemai mengelilingi dua barisnya sendiri, ikut atau lawan arah jam (L-1). Selagi anda mempunyai biji simpanan, langkah anda ialah langkah nemo; apabila simpanan habis, langkah mtaji (L-3).</translation>
    </message>
    <message>
        <source>Capturing is compulsory. A front hole of yours is a capture position when it and the opponent&apos;s front hole in the same column both hold seeds (L-4). In nemo, if you have a capture position you must place a reserve seed in one of them and capture the opposite hole (L-7); otherwise you place it in an occupied hole of your front row and sow from there, a takata (L-8).</source>
        <translation>Menawan adalah wajib. Lubang hadapan anda ialah kedudukan tawanan apabila ia dan lubang hadapan lawan dalam lajur yang sama kedua-duanya berisi biji (L-4). Dalam nemo, jika anda mempunyai kedudukan tawanan, anda mesti meletakkan biji simpanan dalam salah satunya dan menawan lubang bertentangan (L-7); jika tidak, anda meletakkannya dalam lubang berisi di barisan hadapan anda dan menyemai dari situ, iaitu takata (L-8).</translation>
    </message>
    <message>
        <source>Captured seeds are sown from a kichwa (an end hole of your front row) toward the centre: from the nearer end when the capture is in the kimbi (the two holes at either end), otherwise from the end that keeps your direction; only the first capture of a nemo move lets you choose (L-5). After a capture a lap ending at another capture position captures again, a lap ending in your kuu lets you stop or go on (safari) in nemo and goes on in mtaji, other occupied holes are sown on, and an empty hole ends the move (L-6).</source>
        <translation>Biji yang ditawan disemai dari kichwa (lubang hujung barisan hadapan anda) ke arah tengah: dari hujung yang lebih dekat jika tawanan berlaku dalam kimbi (dua lubang di setiap hujung), jika tidak dari hujung yang mengekalkan arah anda; hanya tawanan pertama langkah nemo membolehkan anda memilih (L-5). Selepas tawanan, pusingan yang berakhir di kedudukan tawanan lain menawan lagi, pusingan yang berakhir di kuu anda membolehkan anda berhenti atau meneruskan (safari) dalam nemo dan diteruskan dalam mtaji, lubang berisi yang lain disemai terus, dan lubang kosong menamatkan langkah (L-6).</translation>
    </message>
    <message>
        <source>In a nemo takata the kuu may be chosen only when it is your only occupied front hole. The placed reserve seed counts: a kuu of six becomes seven and all seven are sown (the kuu is gone); from eight or more only two are sown and the kuu stays. Without a kuu you must choose a hole with two or more seeds, unless all your occupied front holes hold one. A kichwa that is your only occupied front hole is sown toward the centre. Laps relay as in Kigogo, capture nothing, and stop in your kuu (L-8).</source>
        <translation>Dalam takata nemo, kuu hanya boleh dipilih apabila ia satu-satunya lubang hadapan anda yang berisi. Biji simpanan yang diletakkan turut dikira: kuu enam biji menjadi tujuh dan ketujuh-tujuhnya disemai (kuu hilang); dari lapan atau lebih hanya dua disemai dan kuu kekal. Tanpa kuu anda mesti memilih lubang berisi dua biji atau lebih, kecuali semua lubang hadapan anda yang berisi hanya mempunyai sebiji. Kichwa yang merupakan satu-satunya lubang hadapan anda yang berisi disemai ke arah tengah. Pusingan bersambung seperti dalam Kigogo, tidak menawan apa-apa, dan berhenti di kuu anda (L-8).</translation>
    </message>
    <message>
        <source>In mtaji you lift a hole of either row holding 2 to 15 seeds; if its first lap ends at a capture position it is a capture move, and you must play one if you have one (L-9). Otherwise you play a takata from, in order of priority: your kuu if it still exists (sown whole, and then it is gone); else a front hole with two or more seeds; only if there is none, a back hole with two or more. Laps relay until one ends in an empty hole (L-10).</source>
        <translation>Dalam mtaji anda mengangkat lubang dari mana-mana baris yang berisi 2 hingga 15 biji; jika pusingan pertamanya berakhir di kedudukan tawanan, itu langkah tawanan, dan anda mesti memainkan salah satunya jika ada (L-9). Jika tidak, anda memainkan takata mengikut keutamaan: kuu anda jika masih wujud (disemai semuanya, kemudian ia hilang); jika tidak, lubang hadapan berisi dua biji atau lebih; hanya jika tiada, lubang belakang berisi dua biji atau lebih. Pusingan bersambung sehingga satu berakhir di lubang kosong (L-10).</translation>
    </message>
    <message>
        <source>The games&apos; words</source>
        <translation>Kata-kata permainan</translation>
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
        <translation>Mainkan b&amp;unyi: biji jatuh, tangkapan, tamat permainan</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Kelantangan:</translation>
    </message>
    <message>
        <source>Bao la Kete: &amp;confirm each move with a second click or Enter</source>
        <extracomment>Bao la Kete only: the move shown on the board is played on a second click or Enter.</extracomment>
        <translation>Bao la Kete: &amp;sahkan setiap langkah dengan klik kedua atau Enter</translation>
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
    <message>
        <source>wins</source>
        <extracomment>The analysis: the side to move wins after this move (how soon is not known).</extracomment>
        <translation>menang</translation>
    </message>
    <message>
        <source>loses</source>
        <extracomment>The analysis: the side to move loses after this move (how soon is not known).</extracomment>
        <translation>kalah</translation>
    </message>
</context>
</TS>
