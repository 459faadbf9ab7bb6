<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="is">
<context>
    <name>APIController</name>
    <message>
        <location filename="../webui/api/apicontroller.cpp" line="62"/>
        <source>Endpoint does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../webui/api/apicontroller.cpp" line="89"/>
        <source>Missing required parameters: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../gui/aboutdialog.ui" line="15"/>
        <source>About qBittorrent</source>
        <translation type="unfinished">Um qBittorrent</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="55"/>
        <source>About</source>
        <translation type="unfinished">Um</translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="obsolete">Höfundur</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="87"/>
        <source>Authors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="93"/>
        <source>Current maintainer</source>
        <translation type="unfinished">Núverandi umsjónarmaður</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="120"/>
        <source>Greece</source>
        <translation type="unfinished">Grikkland</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="113"/>
        <location filename="../gui/aboutdialog.ui" line="183"/>
        <source>Nationality:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="127"/>
        <location filename="../gui/aboutdialog.ui" line="197"/>
        <source>E-mail:</source>
        <translation type="unfinished">Tölvupóstur</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="99"/>
        <location filename="../gui/aboutdialog.ui" line="169"/>
        <source>Name:</source>
        <translation type="unfinished">Nafn:</translation>
    </message>
</context>
<context>
    <name>AboutDlg</name>
    <message>
        <source>About qBittorrent</source>
        <translation type="vanished">Um qBittorrent</translation>
    </message>
    <message>
        <source>About</source>
        <translation type="vanished">Um</translation>
    </message>
</context>
<context>
    <name>AbstractFileStorage</name>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="42"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="68"/>
        <source>The old path is invalid: &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="44"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="70"/>
        <source>The new path is invalid: &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="46"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="72"/>
        <source>Absolute path isn&apos;t allowed: &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="56"/>
        <source>The file already exists: &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="60"/>
        <source>No such file: &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="84"/>
        <source>The folder already exists: &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="88"/>
        <source>No such folder: &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AddNewTorrentDialog</name>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="113"/>
        <source>Save at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="obsolete">Skoða...</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="565"/>
        <source>Never show again</source>
        <translation>Aldrei sýna aftur</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="200"/>
        <source>Set as default category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="175"/>
        <source>Category:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="249"/>
        <source>Start torrent</source>
        <translation>Setja í gang torrent</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="378"/>
        <source>Torrent information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="290"/>
        <source>Skip hash check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="122"/>
        <source>Use another path for incomplete torrent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="525"/>
        <source>Not Available</source>
        <comment>This comment is unavailable</comment>
        <translation>Ekki í boði</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="526"/>
        <source>Not Available</source>
        <comment>This date is unavailable</comment>
        <translation>Ekki í boði</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="614"/>
        <source>Not available</source>
        <comment>This size is unavailable.</comment>
        <translation type="unfinished">Ekki í boði</translation>
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
</context>
<context>
    <name>AutomatedRssDownloader</name>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="120"/>
        <source>Single number: &lt;b&gt;1x25;&lt;/b&gt; matches episode 25 of season one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="121"/>
        <source>Normal range: &lt;b&gt;1x25-40;&lt;/b&gt; matches episodes 25 through 40 of season one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="122"/>
        <source>Infinite range: &lt;b&gt;1x25-;&lt;/b&gt; matches episodes 25 and upward of season one, and all episodes of later seasons</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CMD Options</name>
    <message>
        <location filename="../app/cmdoptions.cpp" line="367"/>
        <source>[options] [(&lt;filename&gt; | &lt;url&gt;)...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cmdoptions.cpp" line="388"/>
        <source>Store configuration files in &lt;dir&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cmdoptions.cpp" line="390"/>
        <source>Store configuration files in directories qBittorrent_&lt;name&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Net::Smtp</name>
    <message>
        <location filename="../base/net/smtp.cpp" line="266"/>
        <source>&lt;mail from&gt; was rejected by server, msg: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../base/net/smtp.cpp" line="279"/>
        <source>&lt;Rcpt to&gt; was rejected by server, msg: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../base/net/smtp.cpp" line="292"/>
        <source>&lt;data&gt; was rejected by server, msg: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../gui/optionsdialog.ui" line="697"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;To set qBittorrent as default program for .torrent files and/or Magnet links&lt;br/&gt;you can use &lt;span style=&quot; font-weight:600;&quot;&gt;Default Programs&lt;/span&gt; dialog from &lt;span style=&quot; font-weight:600;&quot;&gt;Control Panel&lt;/span&gt;.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/optionsdialog.ui" line="2860"/>
        <source>(&lt;a href=&quot;https://github.com/qbittorrent/qBittorrent/wiki/Anonymous-Mode&quot;&gt;More information&lt;/a&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/optionsdialog.ui" line="2100"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;If &quot;mixed mode&quot; is enabled I2P torrents are allowed to also get peers from other sources than the tracker, and connect to regular IPs, not providing any anonymization. This may be useful if the user is not interested in the anonymization of I2P, but still wants to be able to connect to I2P peers.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
