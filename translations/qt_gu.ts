<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="gu">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>File</source>
        <translation>ફાઇલ</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>ઉપનામ</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>ડ્રાઇવ</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>ફાઇલ ફોલ્ડર</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>ફોલ્ડર</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>અજ્ઞાત</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>શૉર્ટકટ</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>બરાબર</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>પાછળ</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>ખોલો</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>ખોલો (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>સાચવો (&amp;S)</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ફાઇલો</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>બતાવો: </translation>
    </message>
    <message>
        <source>'%1' is write protected.
Do you want to delete it anyway?</source>
        <translation>'%1' લખાણથી સુરક્ષિત છે.
શું તમે તેને તો પણ કાઢી નાખવા માંગો છો?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete '%1'?</source>
        <translation>શું તમે ખરેખર '%1' કાઢી નાખવા માંગો છો?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>સ્થાનો અને બુકમાર્કની યાદી</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ફાઇલનું નામ (&amp;N):</translation>
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
        <translation>કાઢી નાખો</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>નવું ફોલ્ડર</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>ઉપરનું ફોલ્ડર</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>નવું ફોલ્ડર (&amp;N)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>દૂર કરો</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>આમાં જુઓ:</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>નવું ફોલ્ડર બનાવો</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ફાઇલનો પ્રકાર:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>ફોલ્ડર શોધો</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>છુપી ફાઇલો બતાવો (&amp;H)</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>આ નામે સાચવો</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
ફોલ્ડર મળ્યું નહીં.
કૃપા કરીને ખાતરી કરો કે ફોલ્ડરનું સાચું નામ આપ્યું છે.</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>બાજુની પટ્ટી</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>યાદી દૃશ્ય</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>પસંદ કરો (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>કાઢી નાખો (&amp;D)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>બધી ફાઇલો (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>બધી ફાઇલો (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>ફોલ્ડરો</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>નામ બદલો (&amp;R)</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>ફોલ્ડર કાઢી શકાયું નહીં.</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>ફોલ્ડર:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 પહેલેથી જ છે.
શું તમે તેને બદલવા માંગો છો?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>આગળ</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>આગળ જાઓ</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>ઉપરના ફોલ્ડરમાં જાઓ</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>તાજેતરનાં સ્થાનો</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>પાછળ જાઓ</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>વિગતવાર દૃશ્યમાં બદલો</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>નવું ફોલ્ડર બનાવો</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>વિગતવાર દૃશ્ય</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ફાઇલ મળી નહીં.
કૃપા કરીને ખાતરી કરો કે ફાઇલનું સાચું નામ આપ્યું છે.</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>યાદી દૃશ્યમાં બદલો</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>પ્રકાર</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>નામ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>કદ</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>પ્રકાર</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>મારું કમ્પ્યુટર</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>કમ્પ્યુટર</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>ફેરફારની તારીખ</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>અમાન્ય ફાઇલનામ</translation>
    </message>
    <message>
        <source>&lt;b&gt;The name "%1" cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;"%1" નામ વાપરી શકાતું નથી.&lt;/b&gt;&lt;p&gt;ઓછા અક્ષરોવાળું કે વિરામચિહ્નો વગરનું બીજું નામ અજમાવો.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>બરાબર (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>સાચવો (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>બંધ કરો (&amp;C)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>સાચવ્યા વિના બંધ કરો</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>રદ કરો (&amp;C)</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>કાપો (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>નકલ કરો (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ફરી કરો (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>પૂર્વવત્ કરો (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ચોંટાડો (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>કાઢી નાખો</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>બધું પસંદ કરો</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>વિગતો બતાવો…</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt વિશે</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>વિગતો છુપાવો…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>બરાબર</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>ના (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>હા (&amp;Y)</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>મદદ</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>ખોલો</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>સાચવો</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>અટકાવો</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>લાગુ કરો</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>બંધ કરો</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>ફરી શૂન્ય કરો</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>ફરી પ્રયાસ કરો</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>મૂળભૂત સેટિંગ પાછી લાવો</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>રદ કરો</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>અવગણો</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>બધા માટે ના (&amp;O)</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>બધું સાચવો</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>પડતું મૂકો</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>બધા માટે હા (&amp;A)</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Left</source>
        <extracomment>The arrow key, in a shortcut such as Ctrl+Left (keys printed with a word, Ctrl, Home, End, Esc, keep it)</extracomment>
        <translation>ડાબે</translation>
    </message>
    <message>
        <source>Right</source>
        <extracomment>The arrow key, in a shortcut such as Ctrl+Left (keys printed with a word, Ctrl, Home, End, Esc, keep it)</extracomment>
        <translation>જમણે</translation>
    </message>
    <message>
        <source>Up</source>
        <extracomment>The arrow key, in a shortcut such as Ctrl+Left (keys printed with a word, Ctrl, Home, End, Esc, keep it)</extracomment>
        <translation>ઉપર</translation>
    </message>
    <message>
        <source>Down</source>
        <extracomment>The arrow key, in a shortcut such as Ctrl+Left (keys printed with a word, Ctrl, Home, End, Esc, keep it)</extracomment>
        <translation>નીચે</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>કાપો (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>નકલ કરો (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ફરી કરો (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>પૂર્વવત્ કરો (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ચોંટાડો (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>કાઢી નાખો</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>બધું પસંદ કરો</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>કડીનું સરનામું નકલ કરો (&amp;L)</translation>
    </message>
</context>
</TS>
