<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh">
<context>
    <name>APIController</name>
    <message>
        <location filename="../webui/api/apicontroller.cpp" line="62"/>
        <source>Endpoint does not exist</source>
        <translation>端点不存在</translation>
    </message>
    <message>
        <location filename="../webui/api/apicontroller.cpp" line="89"/>
        <source>Missing required parameters: %1</source>
        <translation>缺少必需参数：%1</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../gui/aboutdialog.ui" line="15"/>
        <source>About qBittorrent</source>
        <translation>关于 qBittorrent</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="55"/>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="87"/>
        <source>Authors</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="93"/>
        <source>Current maintainer</source>
        <translation>目前的维护者</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="120"/>
        <source>Greece</source>
        <translation>希腊</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="113"/>
        <location filename="../gui/aboutdialog.ui" line="183"/>
        <source>Nationality:</source>
        <translation>国籍：</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="127"/>
        <location filename="../gui/aboutdialog.ui" line="197"/>
        <source>E-mail:</source>
        <translation>E-mail：</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="99"/>
        <location filename="../gui/aboutdialog.ui" line="169"/>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>Copyright %1 2006-2025 The qBittorrent project</source>
        <translation type="vanished">版权所有 %1 2006-2025 The qBittorrent project</translation>
    </message>
</context>
<context>
    <name>AbstractFileStorage</name>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="42"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="68"/>
        <source>The old path is invalid: &apos;%1&apos;.</source>
        <translation>旧的路径无效：“%1”。</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="44"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="70"/>
        <source>The new path is invalid: &apos;%1&apos;.</source>
        <translation>新的路径无效：“%1”。</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="46"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="72"/>
        <source>Absolute path isn&apos;t allowed: &apos;%1&apos;.</source>
        <translation>不允许使用绝对路径：“%1”。</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="56"/>
        <source>The file already exists: &apos;%1&apos;.</source>
        <translation>文件已存在：“%1”。</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="60"/>
        <source>No such file: &apos;%1&apos;.</source>
        <translation>没有这个文件：“%1”。</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="84"/>
        <source>The folder already exists: &apos;%1&apos;.</source>
        <translation>文件夹已存在：“%1”。</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="88"/>
        <source>No such folder: &apos;%1&apos;.</source>
        <translation>没有这个文件夹：“%1”。</translation>
    </message>
</context>
<context>
    <name>AddNewTorrentDialog</name>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="113"/>
        <source>Save at</source>
        <translation>保存在</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="565"/>
        <source>Never show again</source>
        <translation>不再显示</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="200"/>
        <source>Set as default category</source>
        <translation>设置为默认分类</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="175"/>
        <source>Category:</source>
        <translation>分类：</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="249"/>
        <source>Start torrent</source>
        <translation>开始 Torrent</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="378"/>
        <source>Torrent information</source>
        <translation>Torrent 信息</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="290"/>
        <source>Skip hash check</source>
        <translation>跳过哈希校验</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="122"/>
        <source>Use another path for incomplete torrent</source>
        <translation>对不完整的 Torrent 使用另一个路径</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="525"/>
        <source>Not Available</source>
        <comment>This comment is unavailable</comment>
        <translation>不可用</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="526"/>
        <source>Not Available</source>
        <comment>This date is unavailable</comment>
        <translation>不可用</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="614"/>
        <source>Not available</source>
        <comment>This size is unavailable.</comment>
        <translation>不可用</translation>
    </message>
</context>
<context>
    <name>AdvancedSettings</name>
    <message>
        <location filename="../gui/advancedsettings.cpp" line="408"/>
        <location filename="../gui/advancedsettings.cpp" line="785"/>
        <source> ms</source>
        <comment> milliseconds</comment>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>It appends the text to the window title to help distinguish qBittorent instances</source>
        <translation type="vanished">它将文本附加到窗口标题来区分不同的 qBittorrent 实例</translation>
    </message>
</context>
<context>
    <name>AutomatedRssDownloader</name>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="120"/>
        <source>Single number: &lt;b&gt;1x25;&lt;/b&gt; matches episode 25 of season one</source>
        <translation>单个数字：&lt;b&gt;1x25;&lt;/b&gt; 匹配第 1 季的第 25 集</translation>
    </message>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="121"/>
        <source>Normal range: &lt;b&gt;1x25-40;&lt;/b&gt; matches episodes 25 through 40 of season one</source>
        <translation>正常范围：&lt;b&gt;1x25-40;&lt;/b&gt; 匹配第 1 季的第 25 至 40 集</translation>
    </message>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="122"/>
        <source>Infinite range: &lt;b&gt;1x25-;&lt;/b&gt; matches episodes 25 and upward of season one, and all episodes of later seasons</source>
        <translation>无限范围：&lt;b&gt;1x25-;&lt;/b&gt; 匹配第 1 季的第 25 集及之后的集数，以及之后所有季度的集数</translation>
    </message>
</context>
<context>
    <name>CMD Options</name>
    <message>
        <location filename="../app/cmdoptions.cpp" line="367"/>
        <source>[options] [(&lt;filename&gt; | &lt;url&gt;)...]</source>
        <translation>[options] [(&lt;filename&gt; | &lt;url&gt;)...]</translation>
    </message>
    <message>
        <location filename="../app/cmdoptions.cpp" line="388"/>
        <source>Store configuration files in &lt;dir&gt;</source>
        <translation>保存配置文件于 &lt;dir&gt;</translation>
    </message>
    <message>
        <location filename="../app/cmdoptions.cpp" line="390"/>
        <source>Store configuration files in directories qBittorrent_&lt;name&gt;</source>
        <translation>保存配置文件于 qBittorrent_&lt;name&gt; 文件夹</translation>
    </message>
</context>
<context>
    <name>DeletionConfirmationDialog</name>
    <message>
        <location filename="../gui/deletionconfirmationdialog.cpp" line="70"/>
        <location filename="../gui/deletionconfirmationdialog.cpp" line="72"/>
        <source>Remove torrent</source>
        <translation type="unfinished">删除 torrent</translation>
    </message>
</context>
<context>
    <name>FeedListWidget</name>
    <message>
        <location filename="../gui/rss/feedlistwidget.cpp" line="124"/>
        <source>All</source>
        <translation type="unfinished">全部</translation>
    </message>
</context>
<context>
    <name>Net::Smtp</name>
    <message>
        <location filename="../base/net/smtp.cpp" line="266"/>
        <source>&lt;mail from&gt; was rejected by server, msg: %1</source>
        <translation>&lt;mail from&gt;被服务器拒绝，消息：%1</translation>
    </message>
    <message>
        <location filename="../base/net/smtp.cpp" line="279"/>
        <source>&lt;Rcpt to&gt; was rejected by server, msg: %1</source>
        <translation>&lt;Rcpt to&gt;被服务器拒绝，消息：%1</translation>
    </message>
    <message>
        <location filename="../base/net/smtp.cpp" line="292"/>
        <source>&lt;data&gt; was rejected by server, msg: %1</source>
        <translation>&lt;data&gt;被服务器拒绝，消息：%1</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../gui/optionsdialog.ui" line="697"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;To set qBittorrent as default program for .torrent files and/or Magnet links&lt;br/&gt;you can use &lt;span style=&quot; font-weight:600;&quot;&gt;Default Programs&lt;/span&gt; dialog from &lt;span style=&quot; font-weight:600;&quot;&gt;Control Panel&lt;/span&gt;.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;&lt;br/&gt;你可以使用&lt;span style=&quot; font-weight:600;&quot;&gt;控制面板&lt;/span&gt;里的&lt;span style=&quot; font-weight:600;&quot;&gt;默认程序&lt;/span&gt;对话框来设置 qBittorrent为打开 .torrent 文件和/或磁力链接的默认程序。&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../gui/optionsdialog.ui" line="2860"/>
        <source>(&lt;a href=&quot;https://github.com/qbittorrent/qBittorrent/wiki/Anonymous-Mode&quot;&gt;More information&lt;/a&gt;)</source>
        <translation>(&lt;a href=&quot;https://github.com/qbittorrent/qBittorrent/wiki/Anonymous-Mode&quot;&gt;更多信息&lt;/a&gt;)</translation>
    </message>
    <message>
        <location filename="../gui/optionsdialog.ui" line="2100"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;If &quot;mixed mode&quot; is enabled I2P torrents are allowed to also get peers from other sources than the tracker, and connect to regular IPs, not providing any anonymization. This may be useful if the user is not interested in the anonymization of I2P, but still wants to be able to connect to I2P peers.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;如启用 “混合模式”，I2P Torrent 将被允许从 Tracker 之外的来源获得 peers，并连接到正常的 IP 地址，不提供任何的匿名性。对于对 I2P 的匿名性不感兴趣，但让仍希望能连接到 I2P peer 的用户来说，此模式可能会有用。&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
</context>
</TS>
