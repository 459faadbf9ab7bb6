<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
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
        <translation>क्यूबिटटाॅरेंट के बारे में</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="55"/>
        <source>About</source>
        <translation>बारे में</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="87"/>
        <source>Authors</source>
        <translation>निर्माता</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="93"/>
        <source>Current maintainer</source>
        <translation>वर्तमान अनुरक्षक</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="120"/>
        <source>Greece</source>
        <translation>ग्रीस</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="113"/>
        <location filename="../gui/aboutdialog.ui" line="183"/>
        <source>Nationality:</source>
        <translation>नागरिकता :</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="127"/>
        <location filename="../gui/aboutdialog.ui" line="197"/>
        <source>E-mail:</source>
        <translation>ईमेल :</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="99"/>
        <location filename="../gui/aboutdialog.ui" line="169"/>
        <source>Name:</source>
        <translation>नाम :</translation>
    </message>
    <message>
        <source>Copyright %1 2006-2025 The qBittorrent project</source>
        <translation type="vanished">सर्वाधिकार %1 2006-2025 qBittorrent परियोजना</translation>
    </message>
</context>
<context>
    <name>AbstractFileStorage</name>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="42"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="68"/>
        <source>The old path is invalid: &apos;%1&apos;.</source>
        <translation>पुराना पथ अमान्य है : &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="44"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="70"/>
        <source>The new path is invalid: &apos;%1&apos;.</source>
        <translation>नया पथ अमान्य है : &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="46"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="72"/>
        <source>Absolute path isn&apos;t allowed: &apos;%1&apos;.</source>
        <translation>पूर्ण पथ की अनुमति नहीं है : &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="56"/>
        <source>The file already exists: &apos;%1&apos;.</source>
        <translation>फाइल पहले से ही है : &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="60"/>
        <source>No such file: &apos;%1&apos;.</source>
        <translation>ऐसी फाइल नहीं है : &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="84"/>
        <source>The folder already exists: &apos;%1&apos;.</source>
        <translation>फोल्डर पहले से ही है : &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="88"/>
        <source>No such folder: &apos;%1&apos;.</source>
        <translation>कोई ऐसा फोल्डर नहीं मिला : &apos;%1&apos;.</translation>
    </message>
</context>
<context>
    <name>AddNewTorrentDialog</name>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="113"/>
        <source>Save at</source>
        <translation>यहाँ संचित करें</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="565"/>
        <source>Never show again</source>
        <translation>पुनः कभी नहीं दिखायें</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="200"/>
        <source>Set as default category</source>
        <translation>डिफ़ॉल्ट श्रेणी के रूप में सेट करें</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="175"/>
        <source>Category:</source>
        <translation>श्रेणी :</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="249"/>
        <source>Start torrent</source>
        <translation>टाॅरेंट आरंभ करें</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="378"/>
        <source>Torrent information</source>
        <translation>टौरेंट सूचना</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="290"/>
        <source>Skip hash check</source>
        <translation>हैश जाँच निरस्त</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="122"/>
        <source>Use another path for incomplete torrent</source>
        <translation>अपूर्ण टॉरेंट हेतु अन्य पथ का प्रयोग करें</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="525"/>
        <source>Not Available</source>
        <comment>This comment is unavailable</comment>
        <translation>अनुपलब्ध</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="526"/>
        <source>Not Available</source>
        <comment>This date is unavailable</comment>
        <translation>अनुपलब्ध</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="614"/>
        <source>Not available</source>
        <comment>This size is unavailable.</comment>
        <translation>अनुपलब्ध</translation>
    </message>
</context>
<context>
    <name>AdvancedSettings</name>
    <message>
        <location filename="../gui/advancedsettings.cpp" line="408"/>
        <location filename="../gui/advancedsettings.cpp" line="785"/>
        <source> ms</source>
        <comment> milliseconds</comment>
        <translation>मिलीसे०</translation>
    </message>
</context>
<context>
    <name>AuthController</name>
    <message>
        <source>Your IP address has been banned after too many failed authentication attempts.</source>
        <translation type="vanished">आपके आईपी पता को कई असफल प्रमाणीकरण प्रयासों के बाद प्रतिबंधित कर दिया गया है.</translation>
    </message>
</context>
<context>
    <name>AutomatedRssDownloader</name>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="120"/>
        <source>Single number: &lt;b&gt;1x25;&lt;/b&gt; matches episode 25 of season one</source>
        <translation>एकल संख्या : &lt;b&gt;1x25;&lt;/b&gt; सीजन एक के 25वें एपिसोड से मिलान करता है</translation>
    </message>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="121"/>
        <source>Normal range: &lt;b&gt;1x25-40;&lt;/b&gt; matches episodes 25 through 40 of season one</source>
        <translation>सामान्य सीमा : &lt;b&gt;1x25-40;&lt;/b&gt; सीजन एक के 25 से 40 तक एपिसोडों का मिलान करता है</translation>
    </message>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="122"/>
        <source>Infinite range: &lt;b&gt;1x25-;&lt;/b&gt; matches episodes 25 and upward of season one, and all episodes of later seasons</source>
        <translation>असीमित चाप : &lt;b&gt;1x25-;&lt;/b&gt; सीजन एक के 25 से आगे के एपिसोडों का मिलान करता है</translation>
    </message>
</context>
<context>
    <name>CMD Options</name>
    <message>
        <location filename="../app/cmdoptions.cpp" line="367"/>
        <source>[options] [(&lt;filename&gt; | &lt;url&gt;)...]</source>
        <translation>[विकल्प] [(&lt;filename&gt;|&lt;url&gt;)...]</translation>
    </message>
    <message>
        <location filename="../app/cmdoptions.cpp" line="388"/>
        <source>Store configuration files in &lt;dir&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cmdoptions.cpp" line="390"/>
        <source>Store configuration files in directories qBittorrent_&lt;name&gt;</source>
        <translation>विन्यास फाइलें इन डायरेक्टरी में संचित करें क्यूबिटटाॅरेंट_&lt;name&gt;</translation>
    </message>
</context>
<context>
    <name>DeletionConfirmationDialog</name>
    <message>
        <location filename="../gui/deletionconfirmationdialog.cpp" line="70"/>
        <location filename="../gui/deletionconfirmationdialog.cpp" line="72"/>
        <source>Remove torrent</source>
        <translation type="unfinished">टॉरेंट को हटायें</translation>
    </message>
</context>
<context>
    <name>FeedListWidget</name>
    <message>
        <location filename="../gui/rss/feedlistwidget.cpp" line="124"/>
        <source>All</source>
        <translation type="unfinished">सभी</translation>
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
        <translation>(&lt;a href=&quot;https://github.com/qbittorrent/qBittorrent/wiki/Anonymous-Mode&quot;&gt;अधिक जानकारी&lt;/a&gt;)</translation>
    </message>
    <message>
        <location filename="../gui/optionsdialog.ui" line="2100"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;If &quot;mixed mode&quot; is enabled I2P torrents are allowed to also get peers from other sources than the tracker, and connect to regular IPs, not providing any anonymization. This may be useful if the user is not interested in the anonymization of I2P, but still wants to be able to connect to I2P peers.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
