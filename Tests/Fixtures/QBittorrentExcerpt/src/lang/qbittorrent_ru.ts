<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>APIController</name>
    <message>
        <location filename="../webui/api/apicontroller.cpp" line="62"/>
        <source>Endpoint does not exist</source>
        <translation>Конечная точка не существует</translation>
    </message>
    <message>
        <location filename="../webui/api/apicontroller.cpp" line="89"/>
        <source>Missing required parameters: %1</source>
        <translation>Отсутствуют необходимые параметры: %1</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../gui/aboutdialog.ui" line="15"/>
        <source>About qBittorrent</source>
        <translation>О qBittorrent</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="55"/>
        <source>About</source>
        <translation>О программе</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="87"/>
        <source>Authors</source>
        <translation>Авторы</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="93"/>
        <source>Current maintainer</source>
        <translation>Текущий куратор</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="120"/>
        <source>Greece</source>
        <translation>Греция</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="113"/>
        <location filename="../gui/aboutdialog.ui" line="183"/>
        <source>Nationality:</source>
        <translation>Страна:</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="127"/>
        <location filename="../gui/aboutdialog.ui" line="197"/>
        <source>E-mail:</source>
        <translation>Эл. почта:</translation>
    </message>
    <message>
        <location filename="../gui/aboutdialog.ui" line="99"/>
        <location filename="../gui/aboutdialog.ui" line="169"/>
        <source>Name:</source>
        <translation>Имя:</translation>
    </message>
    <message>
        <source>Copyright %1 2006-2025 The qBittorrent project</source>
        <translation type="vanished">Авторское право %1 2006-2025 Проект qBittorrent</translation>
    </message>
</context>
<context>
    <name>AbstractFileStorage</name>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="42"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="68"/>
        <source>The old path is invalid: &apos;%1&apos;.</source>
        <translation>Недопустимый старый путь: «%1».</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="44"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="70"/>
        <source>The new path is invalid: &apos;%1&apos;.</source>
        <translation>Недопустимый новый путь: «%1».</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="46"/>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="72"/>
        <source>Absolute path isn&apos;t allowed: &apos;%1&apos;.</source>
        <translation>Абсолютный путь не разрешён: «%1».</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="56"/>
        <source>The file already exists: &apos;%1&apos;.</source>
        <translation>Файл уже существует: «%1».</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="60"/>
        <source>No such file: &apos;%1&apos;.</source>
        <translation>Нет такого файла: «%1».</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="84"/>
        <source>The folder already exists: &apos;%1&apos;.</source>
        <translation>Папка уже существует: «%1».</translation>
    </message>
    <message>
        <location filename="../base/bittorrent/abstractfilestorage.cpp" line="88"/>
        <source>No such folder: &apos;%1&apos;.</source>
        <translation>Нет такой папки: «%1».</translation>
    </message>
</context>
<context>
    <name>AddNewTorrentDialog</name>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="113"/>
        <source>Save at</source>
        <translation>Путь сохранения</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="565"/>
        <source>Never show again</source>
        <translation>Больше не показывать</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="200"/>
        <source>Set as default category</source>
        <translation>Назначить категорией по умолчанию</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="175"/>
        <source>Category:</source>
        <translation>Категория:</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="249"/>
        <source>Start torrent</source>
        <translation>Запустить торрент</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="378"/>
        <source>Torrent information</source>
        <translation>Сведения о торренте</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="290"/>
        <source>Skip hash check</source>
        <translation>Пропустить проверку хеша</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.ui" line="122"/>
        <source>Use another path for incomplete torrent</source>
        <translation>Отдельный путь для неполного торрента</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="525"/>
        <source>Not Available</source>
        <comment>This comment is unavailable</comment>
        <translation>Недоступно</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="526"/>
        <source>Not Available</source>
        <comment>This date is unavailable</comment>
        <translation>Недоступно</translation>
    </message>
    <message>
        <location filename="../gui/addnewtorrentdialog.cpp" line="614"/>
        <source>Not available</source>
        <comment>This size is unavailable.</comment>
        <translation>Недоступно</translation>
    </message>
</context>
<context>
    <name>AdvancedSettings</name>
    <message>
        <location filename="../gui/advancedsettings.cpp" line="408"/>
        <location filename="../gui/advancedsettings.cpp" line="785"/>
        <source> ms</source>
        <comment> milliseconds</comment>
        <translation> мс</translation>
    </message>
    <message>
        <source>It appends the text to the window title to help distinguish qBittorent instances</source>
        <translation type="vanished">Добавляет текст к заголовку окна с целью различения экземпляров qBittorrent</translation>
    </message>
</context>
<context>
    <name>AutomatedRssDownloader</name>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="120"/>
        <source>Single number: &lt;b&gt;1x25;&lt;/b&gt; matches episode 25 of season one</source>
        <translation>Одиночный номер: &lt;b&gt;1x25;&lt;/b&gt; означает 25-й эпизод первого сезона</translation>
    </message>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="121"/>
        <source>Normal range: &lt;b&gt;1x25-40;&lt;/b&gt; matches episodes 25 through 40 of season one</source>
        <translation>Обычный диапазон: &lt;b&gt;1x25-40;&lt;/b&gt; указывает на эпизоды с 25-го по 40-й первого сезона</translation>
    </message>
    <message>
        <location filename="../gui/rss/automatedrssdownloader.cpp" line="122"/>
        <source>Infinite range: &lt;b&gt;1x25-;&lt;/b&gt; matches episodes 25 and upward of season one, and all episodes of later seasons</source>
        <translation>Бесконечный диапазон: &lt;b&gt;1x25-;&lt;/b&gt; указывает на эпизоды с 25-го и выше первого сезона, и все эпизоды более поздних сезонов</translation>
    </message>
</context>
<context>
    <name>CMD Options</name>
    <message>
        <location filename="../app/cmdoptions.cpp" line="367"/>
        <source>[options] [(&lt;filename&gt; | &lt;url&gt;)...]</source>
        <translation>[параметры] [(&lt;filename&gt; | &lt;url&gt;)…]</translation>
    </message>
    <message>
        <location filename="../app/cmdoptions.cpp" line="388"/>
        <source>Store configuration files in &lt;dir&gt;</source>
        <translation>Хранить файлы настроек в &lt;папке&gt;</translation>
    </message>
    <message>
        <location filename="../app/cmdoptions.cpp" line="390"/>
        <source>Store configuration files in directories qBittorrent_&lt;name&gt;</source>
        <translation>Хранить файлы настроек в папках qBittorrent_&lt;имя&gt;</translation>
    </message>
</context>
<context>
    <name>DeletionConfirmationDialog</name>
    <message>
        <location filename="../gui/deletionconfirmationdialog.cpp" line="70"/>
        <location filename="../gui/deletionconfirmationdialog.cpp" line="72"/>
        <source>Remove torrent</source>
        <translation type="unfinished">Удалить торрент</translation>
    </message>
</context>
<context>
    <name>FeedListWidget</name>
    <message>
        <location filename="../gui/rss/feedlistwidget.cpp" line="124"/>
        <source>All</source>
        <translation type="unfinished">Все</translation>
    </message>
</context>
<context>
    <name>Net::Smtp</name>
    <message>
        <location filename="../base/net/smtp.cpp" line="266"/>
        <source>&lt;mail from&gt; was rejected by server, msg: %1</source>
        <translation>&lt;mail from&gt; был отклонён сервером, сообщение: %1</translation>
    </message>
    <message>
        <location filename="../base/net/smtp.cpp" line="279"/>
        <source>&lt;Rcpt to&gt; was rejected by server, msg: %1</source>
        <translation>&lt;Rcpt to&gt; был отклонён сервером, сообщение: %1</translation>
    </message>
    <message>
        <location filename="../base/net/smtp.cpp" line="292"/>
        <source>&lt;data&gt; was rejected by server, msg: %1</source>
        <translation>&lt;data&gt; был отклонён сервером, сообщение: %1</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../gui/optionsdialog.ui" line="697"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;To set qBittorrent as default program for .torrent files and/or Magnet links&lt;br/&gt;you can use &lt;span style=&quot; font-weight:600;&quot;&gt;Default Programs&lt;/span&gt; dialog from &lt;span style=&quot; font-weight:600;&quot;&gt;Control Panel&lt;/span&gt;.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Вы можете назначить qBittorrent стандартным приложением для торрент-файлов и магнит-ссылок&lt;br/&gt; в разделе &lt;span style=&quot; font-weight:600;&quot;&gt;Приложения по умолчанию&lt;/span&gt; из &lt;span style=&quot; font-weight:600;&quot;&gt;Панели управления&lt;/span&gt;.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../gui/optionsdialog.ui" line="2860"/>
        <source>(&lt;a href=&quot;https://github.com/qbittorrent/qBittorrent/wiki/Anonymous-Mode&quot;&gt;More information&lt;/a&gt;)</source>
        <translation>(&lt;a href=&quot;https://github.com/qbittorrent/qBittorrent/wiki/Anonymous-Mode&quot;&gt;Подробнее&lt;/a&gt;)</translation>
    </message>
    <message>
        <location filename="../gui/optionsdialog.ui" line="2100"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;If &quot;mixed mode&quot; is enabled I2P torrents are allowed to also get peers from other sources than the tracker, and connect to regular IPs, not providing any anonymization. This may be useful if the user is not interested in the anonymization of I2P, but still wants to be able to connect to I2P peers.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Если включён «смешанный режим», торрентам I2P также разрешено получать пиров из других источников помимо трекера и подключаться к обычным IP-адресам без обеспечения анонимизации. Это может быть полезно, если пользователь не заинтересован в анонимизации I2P, но хочет подключаться к пирам I2P.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
</context>
</TS>
