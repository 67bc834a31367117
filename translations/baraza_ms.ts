<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ms">
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
    <name>LessonPane</name>
    <message>
        <source>Your move %1 captured nothing.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move played, e.g. &quot;f2 ↻&quot;.</extracomment>
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
        <source>Your move %1 captured %2.</source>
        <extracomment>A lesson&apos;s wrong try: %1 is the move, %2 the holes it captured from, e.g. &quot;c2&quot; or &quot;c2 and b1&quot;.</extracomment>
        <translation>Langkah anda %1 menawan %2.</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Petunjuk</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>Tinggalkan pelajaran</translation>
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
        <source>L&amp;earn</source>
        <extracomment>The menu of lessons.</extracomment>
        <translation>Be&amp;lajar</translation>
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
        <source>A capture needs seeds in both holes of one column: in your front hole and in North&apos;s front hole opposite. b2 is empty, so b3 cannot be captured.</source>
        <extracomment>kete/02-capture Hint</extracomment>
        <translation>Tawanan memerlukan biji dalam kedua-dua lubang satu lajur: dalam lubang hadapan anda dan dalam lubang hadapan Utara yang bertentangan. b2 kosong, jadi b3 tidak boleh ditawan.</translation>
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
        <source>A full kuu stays</source>
        <extracomment>kete/10-kuu-keeps-six Title</extracomment>
        <translation>Kuu yang penuh kekal</translation>
    </message>
    <message>
        <source>A kuu that holds eight or more with your reserve seed is not emptied: only two of its seeds are sown.</source>
        <extracomment>kete/10-kuu-keeps-six Hint</extracomment>
        <translation>Kuu yang berisi lapan biji atau lebih bersama biji simpanan anda tidak dikosongkan: hanya dua bijinya yang disemai.</translation>
    </message>
    <message>
        <source>A lap that ends in a mtoto</source>
        <extracomment>kingulu/06-into-a-mtoto Title</extracomment>
        <translation>Pusingan yang berakhir di mtoto</translation>
    </message>
    <message>
        <source>A move may not end its first lap in an occupied hole of your own row: a1&apos;s two seeds would end in c1, so a1 may not be sown.</source>
        <extracomment>kingulu/03-not-allowed Hint</extracomment>
        <translation>Sesuatu langkah tidak boleh menamatkan pusingan pertamanya di lubang berisi dalam baris anda sendiri: dua biji a1 akan berakhir di c1, jadi a1 tidak boleh disemai.</translation>
    </message>
    <message>
        <source>A move that is not allowed</source>
        <extracomment>kingulu/03-not-allowed Title</extracomment>
        <translation>Langkah yang tidak dibenarkan</translation>
    </message>
    <message>
        <source>A seed that falls into a mtoto goes straight into its owner&apos;s store. f2 is your mtoto, c1 is North&apos;s.</source>
        <extracomment>kingulu/06-into-a-mtoto Hint</extracomment>
        <translation>Biji yang jatuh ke dalam mtoto terus masuk ke jelapang pemiliknya. f2 ialah mtoto anda, c1 milik Utara.</translation>
    </message>
    <message>
        <source>A single seed that steps into an empty hole of your front row captures too. Along your front row the loop runs to the left.</source>
        <extracomment>kigogo/07-step-capture Hint</extracomment>
        <translation>Sebiji yang melangkah ke lubang kosong dalam baris hadapan anda juga menawan. Di sepanjang baris hadapan anda, pusingan bergerak ke kiri.</translation>
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
        <translation>Kesemua dua belas lubang membentuk satu pusingan: di sepanjang baris anda ke kanan, kemudian naik ke f2 dan di sepanjang baris Utara ke kiri.</translation>
    </message>
    <message>
        <source>Along your front row the stones go to the left. Step into the hole right below b3.</source>
        <extracomment>kimasai/03-capture Hint</extracomment>
        <translation>Di sepanjang baris hadapan anda, batu bergerak ke kiri. Langkah ke lubang betul-betul di bawah b3.</translation>
    </message>
    <message>
        <source>At the right end the loop turns up: from l1 the next hole is l2.</source>
        <extracomment>kimasai/02-round-the-end Hint</extracomment>
        <translation>Di hujung kanan pusingan naik ke atas: dari l1 lubang seterusnya ialah l2.</translation>
    </message>
    <message>
        <source>Bao hamna</source>
        <extracomment>kete/09-bao-hamna Title</extracomment>
        <translation>Bao hamna</translation>
    </message>
    <message>
        <source>Capture North&apos;s seeds in b3.</source>
        <extracomment>kigogo/07-step-capture Task</extracomment>
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
        <source>Capture some of North&apos;s seeds. Careful: one of your holes may not be sown.</source>
        <extracomment>kingulu/03-not-allowed Task</extracomment>
        <translation>Tawan sebahagian biji Utara. Awas: salah satu lubang anda tidak boleh disemai.</translation>
    </message>
    <message>
        <source>Capture twice in one move: North&apos;s c3, and then g3.</source>
        <extracomment>kete/03-choose-kichwa Task</extracomment>
        <translation>Tawan dua kali dalam satu langkah: c3 Utara, kemudian g3.</translation>
    </message>
    <message>
        <source>Capture two stones in one move.</source>
        <extracomment>kimasai/04-front-and-back Task</extracomment>
        <translation>Tawan dua batu dalam satu langkah.</translation>
    </message>
    <message>
        <source>Captured seeds are sown from a kichwa, a2 or h2, towards the centre. In this stage, for a first capture in columns c to f, you choose the kichwa. Which one brings the seeds to g2?</source>
        <extracomment>kete/03-choose-kichwa Hint</extracomment>
        <translation>Biji yang ditawan disemai dari kichwa, a2 atau h2, ke arah tengah. Dalam peringkat ini, bagi tawanan pertama dalam lajur c hingga f, anda memilih kichwa. Yang mana membawa biji ke g2?</translation>
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
        <extracomment>kete/03-choose-kichwa Title</extracomment>
        <translation>Memilih kichwa</translation>
    </message>
    <message>
        <source>Clockwise, the seven seeds go right, round the end and along your back row to e1.</source>
        <extracomment>kete/04-sowing-the-kuu WrongWhy</extracomment>
        <translation>Ikut arah jam, tujuh biji itu bergerak ke kanan, mengelilingi hujung dan di sepanjang baris belakang anda hingga e1.</translation>
    </message>
    <message>
        <source>Counterclockwise, the kuu&apos;s six seeds go left, down and along your back row to b1.</source>
        <extracomment>kete/07-mtaji-kuu-first WrongWhy</extracomment>
        <translation>Lawan arah jam, enam biji kuu bergerak ke kiri, turun dan di sepanjang baris belakang anda hingga b1.</translation>
    </message>
    <message>
        <source>Counterclockwise, the two seeds go left, into d2 and c2.</source>
        <extracomment>kete/10-kuu-keeps-six WrongWhy</extracomment>
        <translation>Lawan arah jam, dua biji itu bergerak ke kiri, ke d2 dan c2.</translation>
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
        <translation>Tamatkan langkah anda di lubang kosong dalam baris hadapan anda, betul-betul di bawah biji Utara. Dari l1 pusingan naik ke l2 dan kemudian bergerak ke kiri.</translation>
    </message>
    <message>
        <source>From l1 the loop turns up to l2. Along your front row the stones then travel to the left, and from a2 down to a1.</source>
        <extracomment>kimasai/02-round-the-end after move 1</extracomment>
        <translation>Dari l1 pusingan naik ke l2. Di sepanjang baris hadapan anda batu kemudian bergerak ke kiri, dan dari a2 turun ke a1.</translation>
    </message>
    <message>
        <source>From the a2 kichwa the two seeds go into a2 and b2. b2 was empty, so the move ends there.</source>
        <extracomment>kete/03-choose-kichwa WrongWhy</extracomment>
        <translation>Dari kichwa a2 dua biji itu masuk ke a2 dan b2. b2 kosong, jadi langkah berakhir di situ.</translation>
    </message>
    <message>
        <source>From the back row</source>
        <extracomment>kete/11-from-the-back-row Title</extracomment>
        <translation>Dari baris belakang</translation>
    </message>
    <message>
        <source>From the h2 kichwa the two seeds went into h2 and g2. g2 faces g3, so you captured again, and those seeds went on from h2.</source>
        <extracomment>kete/03-choose-kichwa after move 1</extracomment>
        <translation>Dari kichwa h2 dua biji itu masuk ke h2 dan g2. g2 bertentangan dengan g3, jadi anda menawan lagi, dan biji itu diteruskan dari h2.</translation>
    </message>
    <message>
        <source>Hizi zetu</source>
        <extracomment>kete/08-hizi-zetu Title</extracomment>
        <translation>Hizi zetu</translation>
    </message>
    <message>
        <source>In mtaji, when you cannot capture and your kuu still stands, you must sow the whole kuu, clockwise or counterclockwise.</source>
        <extracomment>kete/07-mtaji-kuu-first Hint</extracomment>
        <translation>Dalam mtaji, apabila anda tidak dapat menawan dan kuu anda masih ada, anda mesti menyemai seluruh kuu, ikut arah jam atau lawan arah jam.</translation>
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
        <source>No capture is possible, so this move is a takata: a move without capture.</source>
        <extracomment>kete/04-sowing-the-kuu the start</extracomment>
        <translation>Tiada tawanan yang mungkin, jadi langkah ini ialah takata: langkah tanpa tawanan.</translation>
    </message>
    <message>
        <source>None of your front holes held two seeds, so you sowed from your back row: g1&apos;s seeds went into h1 and up into h2.</source>
        <extracomment>kete/11-from-the-back-row after move 1</extracomment>
        <translation>Tiada lubang hadapan anda yang berisi dua biji, jadi anda menyemai dari baris belakang: biji g1 masuk ke h1 dan naik ke h2.</translation>
    </message>
    <message>
        <source>None of your holes held two seeds, so one seed stepped on into an empty hole. e1 could not move at all: f1 next to it is occupied.</source>
        <extracomment>kigogo/02-single-step after move 1</extracomment>
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
        <source>North has just blocked your c2 with hizi zetu.</source>
        <extracomment>kete/08-hizi-zetu the start</extracomment>
        <translation>Utara baru sahaja menyekat c2 anda dengan hizi zetu.</translation>
    </message>
    <message>
        <source>North has no seeds left to move, so the game ends. You count 4 in your row, 5 in your mtoto b2 and 19 in your store: 28 against North&apos;s 20.</source>
        <extracomment>kingulu/07-counting after move 1</extracomment>
        <translation>Utara tiada biji lagi untuk digerakkan, jadi permainan tamat. Anda mengira 4 dalam baris anda, 5 dalam mtoto b2 anda dan 19 dalam jelapang anda: 28 berbanding 20 Utara.</translation>
    </message>
    <message>
        <source>North&apos;s last move blocked your c2 by hizi zetu: this turn you may not sow it, and a lap that ends there ends your move.</source>
        <extracomment>kete/08-hizi-zetu Hint</extracomment>
        <translation>Langkah terakhir Utara menyekat c2 anda dengan hizi zetu: giliran ini anda tidak boleh menyemainya, dan pusingan yang berakhir di situ menamatkan langkah anda.</translation>
    </message>
    <message>
        <source>One loop</source>
        <extracomment>kingulu/01-sowing Title</extracomment>
        <translation>Satu pusingan</translation>
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
        <extracomment>kete/05-safari Title</extracomment>
        <translation>Safari</translation>
    </message>
    <message>
        <source>Sow from your kuu so that your last seed lands in g2.</source>
        <extracomment>kete/10-kuu-keeps-six Task</extracomment>
        <translation>Semai dari kuu anda supaya biji terakhir anda jatuh di g2.</translation>
    </message>
    <message>
        <source>Sow so that a seed goes into your store.</source>
        <extracomment>kingulu/06-into-a-mtoto Task</extracomment>
        <translation>Semai supaya sebiji masuk ke jelapang anda.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in North&apos;s row.</source>
        <extracomment>kingulu/01-sowing Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh di d2.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in c1.</source>
        <extracomment>kete/04-sowing-the-kuu Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh dalam baris Utara.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in f1.</source>
        <extracomment>kete/07-mtaji-kuu-first Task; kigogo/01-sowing Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh di f1.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in g1.</source>
        <extracomment>kigogo/03-relay Task</extracomment>
        <translation>Semai supaya biji terakhir anda jatuh di g1.</translation>
    </message>
    <message>
        <source>Sow so that your last seed lands in h2.</source>
        <extracomment>kete/11-from-the-back-row Task</extracomment>
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
        <extracomment>kete/05-safari after move 1</extracomment>
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
        <source>The kuu held six, seven with your reserve seed, and all seven were sown: leftward to a2, down and along your back row to c1. Your kuu is gone now.</source>
        <extracomment>kete/04-sowing-the-kuu after move 1</extracomment>
        <translation>Kuu berisi enam biji, tujuh bersama biji simpanan anda, dan ketujuh-tujuhnya disemai: ke kiri hingga a2, turun dan di sepanjang baris belakang anda hingga c1. Kuu anda kini sudah hilang.</translation>
    </message>
    <message>
        <source>The stone arrived in f2: f3 is captured, and f4 behind it too.</source>
        <extracomment>kimasai/04-front-and-back after move 1</extracomment>
        <translation>Batu itu tiba di f2: f3 ditawan, dan f4 di belakangnya juga.</translation>
    </message>
    <message>
        <source>The stone went up into l2 and captured l3. North&apos;s g4 is safe: a back stone goes only with the front stone before it.</source>
        <extracomment>kimasai/05-back-stone-alone after move 1</extracomment>
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
        <extracomment>kete/11-from-the-back-row Hint</extracomment>
        <translation>Tanpa tawanan, tanpa kuu dan tanpa lubang hadapan yang berisi dua biji atau lebih, anda menyemai lubang belakang yang berisi dua biji atau lebih. Lawan arah jam ialah ke kanan di sepanjang baris belakang anda.</translation>
    </message>
    <message>
        <source>With no hole of two or more, a single seed steps one hole counterclockwise, and only into an empty hole. From l1 the loop turns up into l2.</source>
        <extracomment>kigogo/02-single-step Hint</extracomment>
        <translation>Tanpa lubang berisi dua biji atau lebih, sebiji melangkah satu lubang lawan arah jam, dan hanya ke lubang kosong. Dari l1 pusingan naik ke l2.</translation>
    </message>
    <message>
        <source>With no reserve seeds you lift all the seeds of one hole. It captures when its first lap ends in a front hole that held seeds, facing North&apos;s seeds.</source>
        <extracomment>kete/06-mtaji-capture Hint</extracomment>
        <translation>Tanpa biji simpanan anda mengangkat semua biji dari satu lubang. Ia menawan apabila pusingan pertamanya berakhir di lubang hadapan yang berisi biji, bertentangan dengan biji Utara.</translation>
    </message>
    <message>
        <source>You captured d3, the seeds from the a2 kichwa reached c2, and c2 captured c3: North&apos;s front row is empty. Bao hamna, you win.</source>
        <extracomment>kete/09-bao-hamna after move 1</extracomment>
        <translation>Anda menawan d3, biji dari kichwa a2 sampai ke c2, dan c2 menawan c3: baris hadapan Utara kosong. Bao hamna, anda menang.</translation>
    </message>
    <message>
        <source>You captured e3 and e4, North&apos;s last stones: you win.</source>
        <extracomment>kimasai/07-win after move 1</extracomment>
        <translation>Anda menawan e3 dan e4, batu terakhir Utara: anda menang.</translation>
    </message>
    <message>
        <source>You captured e3, and with it e4 in North&apos;s back row: four seeds in all.</source>
        <extracomment>kigogo/05-front-and-back after move 1</extracomment>
        <translation>Anda menawan e3, dan bersamanya e4 dalam baris belakang Utara: empat biji semuanya.</translation>
    </message>
    <message>
        <source>You captured f3 and f4, North&apos;s last seeds. With no seeds, North cannot move: you win.</source>
        <extracomment>kigogo/08-win after move 1</extracomment>
        <translation>Anda menawan f3 dan f4, biji terakhir Utara. Tanpa biji, Utara tidak dapat bergerak: anda menang.</translation>
    </message>
    <message>
        <source>You captured k3. North&apos;s four seeds in e4 are safe: a back hole is taken only together with the front hole before it.</source>
        <extracomment>kigogo/06-back-hole-alone after move 1</extracomment>
        <translation>Anda menawan k3. Empat biji Utara di e4 selamat: lubang belakang hanya diambil bersama lubang hadapan di depannya.</translation>
    </message>
    <message>
        <source>You could not capture, so you had to sow your kuu, all six seeds: right to h2, down and back along your back row to f1.</source>
        <extracomment>kete/07-mtaji-kuu-first after move 1</extracomment>
        <translation>Anda tidak dapat menawan, jadi anda terpaksa menyemai kuu anda, kesemua enam biji: ke kanan hingga h2, turun dan kembali di sepanjang baris belakang anda hingga f1.</translation>
    </message>
    <message>
        <source>You placed a reserve seed into g2 and sowed its two seeds leftward: the last one fell into your kuu, and a lap that ends in your kuu ends the move.</source>
        <extracomment>kete/01-kuu after move 1</extracomment>
        <translation>Anda meletakkan sebiji simpanan di g2 dan menyemai dua bijinya ke kiri: yang terakhir jatuh di kuu anda, dan pusingan yang berakhir di kuu anda menamatkan langkah.</translation>
    </message>
    <message>
        <source>You play North. Capture South&apos;s stone on d2.</source>
        <extracomment>kimasai/06-playing-north Task</extracomment>
        <translation>Anda bermain sebagai Utara. Tawan batu Selatan di d2.</translation>
    </message>
    <message>
        <source>You play South. Your kuu, the big square hole, is e2. Each move you first place one seed from your reserve into a front hole that holds seeds, then sow that hole clockwise or counterclockwise.</source>
        <extracomment>kete/01-kuu the start</extracomment>
        <translation>Anda bermain sebagai Selatan. Kuu anda, lubang segi empat yang besar, ialah e2. Setiap langkah anda mula-mula meletakkan sebiji dari simpanan anda ke dalam lubang hadapan yang berisi biji, kemudian menyemai lubang itu ikut arah jam atau lawan arah jam.</translation>
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
        <source>Your kuu held seven, eight with your reserve seed, so only two were sown, into f2 and g2. The kuu keeps six and stays a kuu.</source>
        <extracomment>kete/10-kuu-keeps-six after move 1</extracomment>
        <translation>Kuu anda berisi tujuh biji, lapan bersama biji simpanan anda, jadi hanya dua yang disemai, ke f2 dan g2. Kuu itu tinggal enam dan kekal sebagai kuu.</translation>
    </message>
    <message>
        <source>Your kuu is e2, the fourth hole from your right. Counterclockwise runs to the left along your front row.</source>
        <extracomment>kete/01-kuu Hint</extracomment>
        <translation>Kuu anda ialah e2, lubang keempat dari kanan anda. Lawan arah jam ialah ke kiri di sepanjang baris hadapan anda.</translation>
    </message>
    <message>
        <source>Your kuu is your only front hole with seeds, so you may sow it: with your reserve seed it holds seven, and all seven are sown.</source>
        <extracomment>kete/04-sowing-the-kuu Hint</extracomment>
        <translation>Kuu anda ialah satu-satunya lubang hadapan anda yang berisi biji, jadi anda boleh menyemainya: bersama biji simpanan anda ia berisi tujuh, dan ketujuh-tujuhnya disemai.</translation>
    </message>
    <message>
        <source>Your last seed fell into e1, which held a seed: you lifted both and sowed on into f1 and g1. An empty hole ended the move.</source>
        <extracomment>kigogo/03-relay after move 1</extracomment>
        <translation>Biji terakhir anda jatuh di e1, yang berisi sebiji: anda mengangkat kedua-duanya dan terus menyemai ke f1 dan g1. Lubang kosong menamatkan langkah.</translation>
    </message>
    <message>
        <source>Your last seed fell into the empty front hole k2, with North&apos;s k3 straight opposite: those seeds are captured and leave the game.</source>
        <extracomment>kigogo/04-capture after move 1</extracomment>
        <translation>Biji terakhir anda jatuh di lubang hadapan kosong k2, dengan k3 Utara betul-betul bertentangan: biji itu ditawan dan keluar daripada permainan.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty d1 with North&apos;s d2 opposite: those two seeds and your capturing seed go into your store.</source>
        <extracomment>kingulu/02-capture after move 1</extracomment>
        <translation>Biji terakhir anda jatuh di d1 anda yang kosong dengan d2 Utara bertentangan: dua biji itu dan biji penawan anda masuk ke jelapang anda.</translation>
    </message>
    <message>
        <source>Your last seed fell into your mtoto f2, so it went into your store, and the move ended.</source>
        <extracomment>kingulu/06-into-a-mtoto after move 1</extracomment>
        <translation>Biji terakhir anda jatuh di mtoto anda f2, jadi ia masuk ke jelapang anda, dan langkah tamat.</translation>
    </message>
    <message>
        <source>Your reserve is empty, none of your moves can capture, and your kuu still stands.</source>
        <extracomment>kete/07-mtaji-kuu-first the start</extracomment>
        <translation>Simpanan anda sudah habis, tiada langkah anda yang boleh menawan, dan kuu anda masih ada.</translation>
    </message>
    <message>
        <source>Your reserve is empty: this is the mtaji stage.</source>
        <extracomment>kete/06-mtaji-capture the start</extracomment>
        <translation>Simpanan anda sudah habis: ini peringkat mtaji.</translation>
    </message>
    <message>
        <source>Your reserve seed went into c2, opposite North&apos;s c3: c3&apos;s seeds are captured and sown back into your front row, starting in a kichwa, an end hole.</source>
        <extracomment>kete/02-capture after move 1</extracomment>
        <translation>Biji simpanan anda masuk ke c2, bertentangan dengan c3 Utara: biji c3 ditawan dan disemai semula ke baris hadapan anda, bermula di kichwa, lubang hujung.</translation>
    </message>
    <message>
        <source>Your seed fell into f2, which held one: you lifted both and sowed on into e2 and d2. d2 was empty, so the move ends.</source>
        <extracomment>kingulu/04-relay after move 1</extracomment>
        <translation>Biji anda jatuh di f2, yang berisi sebiji: anda mengangkat kedua-duanya dan terus menyemai ke e2 dan d2. d2 kosong, jadi langkah tamat.</translation>
    </message>
    <message>
        <source>Your stone arrived in b2 with North&apos;s stone opposite in b3: it is captured and leaves the game.</source>
        <extracomment>kimasai/03-capture after move 1</extracomment>
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
        <extracomment>kete/11-from-the-back-row WrongWhy</extracomment>
        <translation>Tiga biji b1 bergerak ikut arah jam ke a1, a2 dan b2: yang terakhir jatuh di b2.</translation>
    </message>
    <message>
        <source>c1 held three seeds: one each into d1, e1 and f1. The single seeds in b1 and g2 may not move while you have a hole of two or more.</source>
        <extracomment>kigogo/01-sowing after move 1</extracomment>
        <translation>c1 berisi tiga biji: sebiji setiap satu ke d1, e1 dan f1. Biji tunggal di b1 dan g2 tidak boleh bergerak selagi anda mempunyai lubang berisi dua atau lebih.</translation>
    </message>
    <message>
        <source>c1&apos;s seed fell into the empty d1 and captured d2. a1 would have ended its first lap in your occupied c1: that is not allowed.</source>
        <extracomment>kingulu/03-not-allowed after move 1</extracomment>
        <translation>Biji c1 jatuh di d1 yang kosong dan menawan d2. a1 akan menamatkan pusingan pertamanya di c1 anda yang berisi: itu tidak dibenarkan.</translation>
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
        <source>c2 is blocked. Sow so that your move ends in c2.</source>
        <extracomment>kete/08-hizi-zetu Task</extracomment>
        <translation>c2 disekat. Semai supaya langkah anda berakhir di c2.</translation>
    </message>
    <message>
        <source>c2&apos;s seed stepped into the empty b2, opposite North&apos;s b3: b3 and b4 behind it are captured.</source>
        <extracomment>kigogo/07-step-capture after move 1</extracomment>
        <translation>Biji c2 melangkah ke b2 yang kosong, bertentangan dengan b3 Utara: b3 dan b4 di belakangnya ditawan.</translation>
    </message>
    <message>
        <source>c2ccw captures c3, but it stops in your kuu: h3 is not taken.</source>
        <extracomment>kete/05-safari WrongWhy</extracomment>
        <translation>c2ccw menawan c3, tetapi ia berhenti di kuu anda: h3 tidak diambil.</translation>
    </message>
    <message>
        <source>c3 stepped into d3, opposite South&apos;s d2: d2 is captured, and d1 behind it too.</source>
        <extracomment>kimasai/06-playing-north after move 1</extracomment>
        <translation>c3 melangkah ke d3, bertentangan dengan d2 Selatan: d2 ditawan, dan d1 di belakangnya juga.</translation>
    </message>
    <message>
        <source>d1 stepped into the empty e1. b1 and c1 could not move: the next hole of each was occupied.</source>
        <extracomment>kimasai/01-step after move 1</extracomment>
        <translation>d1 melangkah ke e1 yang kosong. b1 dan c1 tidak dapat bergerak: lubang seterusnya bagi setiap satu berisi.</translation>
    </message>
    <message>
        <source>d1&apos;s three seeds went into e1, f1 and, round the corner, f2 in North&apos;s row. It was empty, so the move ends there.</source>
        <extracomment>kingulu/01-sowing after move 1</extracomment>
        <translation>Tiga biji d1 masuk ke e1, f1 dan, selepas selekoh, f2 dalam baris Utara. Ia kosong, jadi langkah berakhir di situ.</translation>
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
        <source>e1&apos;s seed stops in f1, but f2 opposite is empty: nothing to capture.</source>
        <extracomment>kingulu/03-not-allowed WrongWhy</extracomment>
        <translation>Biji e1 berhenti di f1, tetapi f2 yang bertentangan kosong: tiada apa-apa untuk ditawan.</translation>
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
        <extracomment>kingulu/05-mtoto after move 1</extracomment>
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
        <extracomment>kete/06-mtaji-capture after move 1</extracomment>
        <translation>Dua biji f2 masuk ke e2 dan d2. d2 berisi sebiji dan bertentangan dengan d3: satu tawanan. Selagi anda boleh menawan, anda mesti menawan.</translation>
    </message>
    <message>
        <source>f2ccw captures d3, but its seeds are sown from h2 and stop in f2: c3 is left, and North plays on.</source>
        <extracomment>kete/09-bao-hamna WrongWhy</extracomment>
        <translation>f2ccw menawan d3, tetapi bijinya disemai dari h2 dan berhenti di f2: c3 masih tinggal, dan Utara terus bermain.</translation>
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
        <translation>Semai supaya biji terakhir anda jatuh di c1.</translation>
    </message>
    <message>
        <source>Clockwise, g2&apos;s seeds go right and down into h1: the move ends there, not in c2.</source>
        <extracomment>kete/08-hizi-zetu WrongWhy</extracomment>
        <translation>Ikut arah jam, biji g2 bergerak ke kanan dan turun ke h1: langkah berakhir di situ, bukan di c2.</translation>
    </message>
    <message>
        <source>Your lap went on from e2, and its last seed fell into c2, the blocked hole: the move ends there instead of lifting c2 and sowing on.</source>
        <extracomment>kete/08-hizi-zetu after move 1</extracomment>
        <translation>Pusingan anda diteruskan dari e2, dan biji terakhirnya jatuh di c2, lubang yang disekat: langkah berakhir di situ dan bukannya mengangkat c2 lalu terus menyemai.</translation>
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
        <extracomment>kingulu/08-the-seed-before after move 1</extracomment>
        <translation>Pusingan d1 menyemai tiga biji. Yang terakhir menjadikan f2 mtoto anda, dan biji yang dijatuhkan ke f1 sejurus sebelumnya turut berpindah ke situ: lima biji.</translation>
    </message>
    <message>
        <source>f1&apos;s lap is a single seed: it has no seed before its last, so f2 becomes a mtoto of only four.</source>
        <extracomment>kingulu/08-the-seed-before WrongWhy</extracomment>
        <translation>Pusingan f1 hanya sebiji: tiada biji sebelum yang terakhir, jadi f2 menjadi mtoto dengan empat biji sahaja.</translation>
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
</TS>
