<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ms">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>File</source>
        <translation>Fail</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Pemacu</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Folder Fail</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Tidak diketahui</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Pintasan</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Undur</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Buka</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Simpan</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fail</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Tunjuk </translation>
    </message>
    <message>
        <source>'%1' is write protected.
Do you want to delete it anyway?</source>
        <translation>'%1' dilindungi daripada ditulis.
Adakah anda mahu memadamnya juga?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete '%1'?</source>
        <translation>Adakah anda pasti mahu memadam '%1'?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Senarai tempat dan tanda buku</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nama fail:</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Padam</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Folder Baharu</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Folder Induk</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Folder &amp;Baharu</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Lihat dalam:</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Cipta folder baharu</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Jenis fail:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Cari Folder</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Tunjukkan fail &amp;tersembunyi</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Simpan Sebagai</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Folder tidak ditemui.
Sila pastikan nama folder yang betul telah diberikan.</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Bar Sisi</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Paparan Senarai</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Pilih</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Padam</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Semua fail (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Semua Fail (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Namakan Semula</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Tidak dapat memadam folder.</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Folder:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 sudah wujud.
Adakah anda mahu menggantikannya?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Maju</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Pergi ke hadapan</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Pergi ke folder induk</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Tempat Terkini</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Tukar ke paparan terperinci</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Cipta Folder Baharu</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Paparan Terperinci</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Fail tidak ditemui.
Sila pastikan nama fail yang betul telah diberikan.</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Tukar ke paparan senarai</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>Jenis</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nama</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Saiz</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Jenis</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Komputer Saya</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Tarikh Diubah Suai</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>Nama fail tidak sah</translation>
    </message>
    <message>
        <source>&lt;b&gt;The name "%1" cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;Nama "%1" tidak boleh digunakan.&lt;/b&gt;&lt;p&gt;Cuba nama lain, dengan aksara yang lebih sedikit atau tanpa tanda baca.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Simpan</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Tutup</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Tutup tanpa Menyimpan</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Batal</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Potong</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Buat Semula</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Buat Asal</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Tampal</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Padam</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Tunjukkan Butiran…</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Perihal Qt</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Sembunyikan Butiran…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Tidak</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ya</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Henti Paksa</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Terapkan</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Set Semula</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Cuba Semula</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Pulihkan Lalai</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Abaikan</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Tid&amp;ak untuk Semua</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Simpan Semua</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ya untuk Se&amp;mua</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Left</source>
        <extracomment>The arrow key, in a shortcut such as Ctrl+Left (keys printed with a word, Ctrl, Home, End, Esc, keep it)</extracomment>
        <translation>Kiri</translation>
    </message>
    <message>
        <source>Right</source>
        <extracomment>The arrow key, in a shortcut such as Ctrl+Left (keys printed with a word, Ctrl, Home, End, Esc, keep it)</extracomment>
        <translation>Kanan</translation>
    </message>
    <message>
        <source>Up</source>
        <extracomment>The arrow key, in a shortcut such as Ctrl+Left (keys printed with a word, Ctrl, Home, End, Esc, keep it)</extracomment>
        <translation>Atas</translation>
    </message>
    <message>
        <source>Down</source>
        <extracomment>The arrow key, in a shortcut such as Ctrl+Left (keys printed with a word, Ctrl, Home, End, Esc, keep it)</extracomment>
        <translation>Bawah</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Potong</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Buat Semula</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Buat Asal</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Tampal</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Padam</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Salin &amp;Lokasi Pautan</translation>
    </message>
</context>
</TS>
