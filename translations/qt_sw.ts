<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>File</source>
        <translation>Faili</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Lakabu</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Diski</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Folda ya faili</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Folda</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Haijulikani</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Njia ya mkato</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>Sawa</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Nyuma</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Fungua</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Hifadhi</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Faili</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Onyesha </translation>
    </message>
    <message>
        <source>'%1' is write protected.
Do you want to delete it anyway?</source>
        <translation>'%1' imezuiwa isiandikwe.
Unataka kuifuta hata hivyo?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete '%1'?</source>
        <translation>Una uhakika unataka kufuta '%1'?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Orodha ya mahali na alamisho</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Jina la faili:</translation>
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
        <translation>Futa</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Folda mpya</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Folda ya juu</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Folda &amp;mpya</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ondoa</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Tafuta ndani ya:</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Unda folda mpya</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Aina ya faili:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Tafuta folda</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Onyesha faili &amp;zilizofichwa</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Hifadhi kama</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Folda haikupatikana.
Tafadhali hakikisha jina sahihi la folda limeandikwa.</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Upau wa pembeni</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Mwonekano wa orodha</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Chagua</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Futa</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Faili zote (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Faili zote (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Folda</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Badilisha &amp;jina</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Imeshindwa kufuta folda.</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Folda:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 tayari ipo.
Unataka kuibadilisha?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Mbele</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Nenda mbele</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Nenda kwenye folda ya juu</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Mahali pa karibuni</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Rudi nyuma</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Badili kwenda mwonekano wa kina</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Unda folda mpya</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Mwonekano wa kina</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Faili haikupatikana.
Tafadhali hakikisha jina sahihi la faili limeandikwa.</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Badili kwenda mwonekano wa orodha</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>Aina</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jina</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Ukubwa</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Aina</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Kompyuta yangu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuta</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Tarehe ya kubadilishwa</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>Jina la faili si sahihi</translation>
    </message>
    <message>
        <source>&lt;b&gt;The name "%1" cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;Jina "%1" haliwezi kutumika.&lt;/b&gt;&lt;p&gt;Jaribu jina jingine, lenye herufi chache au bila alama za uakifishaji.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Sawa</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Hifadhi</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Funga</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Funga bila kuhifadhi</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Ghairi</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kata</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Nakili</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rudia</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Tendua</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Bandika</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chagua zote</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Onyesha maelezo…</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Kuhusu Qt</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ficha maelezo…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Sawa</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hapana</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ndiyo</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Msaada</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Katiza</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Tekeleza</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Anza upya</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Jaribu tena</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Rejesha chaguo-msingi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Puuza</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>H&amp;apana kwa zote</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Hifadhi zote</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Tupa</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ndiyo kwa &amp;zote</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Left</source>
        <extracomment>The arrow key, in a shortcut such as Ctrl+Left (keys printed with a word, Ctrl, Home, End, Esc, keep it)</extracomment>
        <translation>Kushoto</translation>
    </message>
    <message>
        <source>Right</source>
        <extracomment>The arrow key, in a shortcut such as Ctrl+Left (keys printed with a word, Ctrl, Home, End, Esc, keep it)</extracomment>
        <translation>Kulia</translation>
    </message>
    <message>
        <source>Up</source>
        <extracomment>The arrow key, in a shortcut such as Ctrl+Left (keys printed with a word, Ctrl, Home, End, Esc, keep it)</extracomment>
        <translation>Juu</translation>
    </message>
    <message>
        <source>Down</source>
        <extracomment>The arrow key, in a shortcut such as Ctrl+Left (keys printed with a word, Ctrl, Home, End, Esc, keep it)</extracomment>
        <translation>Chini</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kata</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Nakili</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rudia</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Tendua</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Bandika</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chagua zote</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Nakili &amp;anwani ya kiungo</translation>
    </message>
</context>
</TS>
