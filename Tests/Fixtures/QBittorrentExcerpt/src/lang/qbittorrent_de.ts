<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>APIController</name>
    <message>
        <location filename="../webui/api/apicontroller.cpp" line="62"/>
        <source>Endpoint does not exist</source>
        <translation>Endpunkt existiert nicht</translation>
    </message>
    <message>
        <location filename="../webui/api/apicontroller.cpp" line="89"/>
        <source>Missing required parameters: %1</source>
        <translation>Erforderliche Parameter fehlen: %1</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../gui/aboutdialog.ui" line="15"/>
        <source>About qBittorrent</source>
        <translation>Über qBittorrent</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="55"/>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="87"/>
        <source>Authors</source>
        <translation>Autoren</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="93"/>
        <source>Current maintainer</source>
        <translation>Derzeitiger Betreuer</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="120"/>
        <source>Greece</source>
        <translation>Griechenland</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="113"/>
        <location filename="../gui/aboutdialog.ui" line="183"/>
        <source>Nationality:</source>
        <translation>Nationalität:</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="127"/>
        <location filename="../gui/aboutdialog.ui" line="197"/>
        <source>E-mail:</source>
        <translation>E-Mail:</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="99"/>
        <location filename="../gui/aboutdialog.ui" line="169"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Copyright %1 2006-2025 The qBittorrent project</source>
        <translation type="vanished">Copyright %1 2006-2025 - Das qBittorrent Projekt</translation>
    </message>
</context>
<context>
    <name>AbstractFileStorage</name>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="42"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="68"/>
        <source>The old path is invalid: &apos;%1&apos;.</source>
        <translation>Der alte Pfad ist ungültig: &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="44"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="70"/>
        <source>The new path is invalid: &apos;%1&apos;.</source>
        <translation>Der neue Pfad ist ungültig: &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="46"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="72"/>
        <source>Absolute path isn&apos;t allowed: &apos;%1&apos;.</source>
        <translation>Absolute Pfadangaben sind nicht erlaubt: „%1“.</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="56"/>
        <source>The file already exists: &apos;%1&apos;.</source>
        <translation>Die Datei existiert bereits: &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="60"/>
        <source>No such file: &apos;%1&apos;.</source>
        <translation>Keine solche Datei: „%1“.</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="84"/>
        <source>The folder already exists: &apos;%1&apos;.</source>
        <translation>Der Ordner existiert bereits: „%1“.</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="88"/>
        <source>No such folder: &apos;%1&apos;.</source>
        <translation>Kein solcher Ordner: „%1“.</translation>
    </message>
</context>
<context>
    <name>AddNewTorrentDialog</name>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="113"/>
        <source>Save at</source>
        <translation>Speichern in</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="565"/>
        <source>Never show again</source>
        <translation>Nie wieder anzeigen</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="200"/>
        <source>Set as default category</source>
        <translation>Als Standardkategorie festlegen</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="175"/>
        <source>Category:</source>
        <translation>Kategorie:</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="249"/>
        <source>Start torrent</source>
        <translation>Torrent starten</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="378"/>
        <source>Torrent information</source>
        <translation>Torrent-Information</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="290"/>
        <source>Skip hash check</source>
        <translation>Prüfsummenkontrolle überspringen</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="122"/>
        <source>Use another path for incomplete torrent</source>
        <translation>Einen anderen Pfad für unvollständige Torrents verwenden</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="525"/>
        <source>Not Available</source>
        <comment>This comment is unavailable</comment>
        <translation>Nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="526"/>
        <source>Not Available</source>
        <comment>This date is unavailable</comment>
        <translation>Nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="614"/>
        <source>Not available</source>
        <comment>This size is unavailable.</comment>
        <translation>Nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>AdvancedSettings</name>
    <message>
        <location filename="../gui/advancedsettings.cpp" line="408"/>
        <location filename="../gui/advancedsettings.cpp" line="785"/>
        <source> ms</source>
        <comment> milliseconds</comment>
        <translation>ms</translation>
    </message>
    <message>
        <source>It appends the text to the window title to help distinguish qBittorent instances</source>
        <translation type="vanished">Der Text wird an den Fenstertitel angehängt, um qBittorent-Instanzen zu unterscheiden</translation>
    </message>
</context>
<context>
    <name>AutomatedRssDownloader</name>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="120"/>
        <source>Single number: &lt;b&gt;1x25;&lt;/b&gt; matches episode 25 of season one</source>
        <translation>Einzeln: &lt;b&gt;1x25;&lt;/b&gt; passt zur Folge 25 von Staffel eins</translation>
    </message>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="121"/>
        <source>Normal range: &lt;b&gt;1x25-40;&lt;/b&gt; matches episodes 25 through 40 of season one</source>
        <translation>Bereich: &lt;b&gt;1x25-40;&lt;/b&gt; passt zu den Folgen 25 bis 40 von Staffel eins</translation>
    </message>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="122"/>
        <source>Infinite range: &lt;b&gt;1x25-;&lt;/b&gt; matches episodes 25 and upward of season one, and all episodes of later seasons</source>
        <translation>Endloser Bereich: &lt;b&gt;1x25-;&lt;/b&gt; passt zu Folge 25 und allen folgenden Folgen von Staffel eins sowie aller Folgen weiterer Staffeln</translation>
    </message>
</context>
<context>
    <name>CMD Options</name>
    <message>
        <location filename="../app/cmdoptions.cpp" line="367"/>
        <source>[options] [(&lt;filename&gt; | &lt;url&gt;)...]</source>
        <translation>[Optionen] [(&lt;filename&gt; | &lt;url&gt;)...]</translation>
    </message>
    <message>
        <location filename="../app/cmdoptions.cpp" line="388"/>
        <source>Store configuration files in &lt;dir&gt;</source>
        <translation>Konfigurationsdateien in &lt;dir&gt; speichern</translation>
    </message>
    <message>
        <location filename="../app/cmdoptions.cpp" line="390"/>
        <source>Store configuration files in directories qBittorrent_&lt;name&gt;</source>
        <translation>Konfigurationsdateien in Verzeichnis qBittorrent_&lt;name&gt; speichern</translation>
    </message>
</context>
<context>
    <name>DeletionConfirmationDialog</name>
    <message>
        <location filename="../gui/deletionconfirmationdialog.cpp" line="70"/>
        <location filename="../gui/deletionconfirmationdialog.cpp" line="72"/>
        <source>Remove torrent</source>
        <translation type="unfinished">Torrent entfernen</translation>
    </message>
</context>
<context>
    <name>FeedListWidget</name>
    <message>
        <location filename="../gui/rss/feedlistwidget.cpp" line="124"/>
        <source>All</source>
        <translation type="unfinished">Alle</translation>
    </message>
</context>
<context>
    <name>Net::Smtp</name>
    <message>
        <location filename="../base/net/smtp.cpp" line="266"/>
        <source>&lt;mail from&gt; was rejected by server, msg: %1</source>
        <translation>&lt;mail from&gt; wurde vom Server zurückgewiesen, Nachricht: %1</translation>
    </message>
    <message>
        <location filename="../base/net/smtp.cpp" line="279"/>
        <source>&lt;Rcpt to&gt; was rejected by server, msg: %1</source>
        <translation>&lt;Rcpt to&gt;  wurde vom Server zurückgewiesen, Nachricht: %1</translation>
    </message>
    <message>
        <location filename="../base/net/smtp.cpp" line="292"/>
        <source>&lt;data&gt; was rejected by server, msg: %1</source>
        <translation>&lt;data&gt;  wurde vom Server zurückgewiesen, Nachricht: %1</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../gui/optionsdialog.ui" line="697"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;To set qBittorrent as default program for .torrent files and/or Magnet links&lt;br/&gt;you can use &lt;span style=&quot; font-weight:600;&quot;&gt;Default Programs&lt;/span&gt; dialog from &lt;span style=&quot; font-weight:600;&quot;&gt;Control Panel&lt;/span&gt;.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Um qBittorrent als Standardprogramm für .torrent-Dateien und/oder Magnet-Links festzulegen, &lt;br/&gt;bitte den Dialog&lt;span style=&quot; font-weight:600;&quot;&gt;„Standardprogramme“&lt;/span&gt; in den &lt;span style=&quot; font-weight:600;&quot;&gt;„Systemeinstellungen“&lt;/span&gt; verwenden.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../gui/optionsdialog.ui" line="2860"/>
        <source>(&lt;a href=&quot;https://github.com/qbittorrent/qBittorrent/wiki/Anonymous-Mode&quot;&gt;More information&lt;/a&gt;)</source>
        <translation>(&lt;a href=&quot;https://github.com/qbittorrent/qBittorrent/wiki/Anonymous-Mode&quot;&gt;Mehr Information&lt;/a&gt;)</translation>
    </message>
    <message>
        <location filename="../gui/optionsdialog.ui" line="2100"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;If &quot;mixed mode&quot; is enabled I2P torrents are allowed to also get peers from other sources than the tracker, and connect to regular IPs, not providing any anonymization. This may be useful if the user is not interested in the anonymization of I2P, but still wants to be able to connect to I2P peers.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Wenn der &quot;gemischte Modus&quot; aktiviert ist, können I2P Torrents auch Peers aus anderen Quellen als dem Tracker erhalten und sich mit regulären IPs verbinden, ohne dass eine Anonymisierung erfolgt. Dies kann nützlich sein, wenn der Benutzer nicht an der Anonymisierung von I2P interessiert ist, aber trotzdem in der Lage sein möchte, sich mit I2P-Peers zu verbinden.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
</context>
</TS>
