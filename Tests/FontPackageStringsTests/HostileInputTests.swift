import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// Limits that hold when a string file is hostile: nesting, entities, size,
/// long lines, link loops.
@Suite struct HostileStringFileTests {
    static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "fontpackage-strings-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func deepPlistNestingIsALocatedError() throws {
        let depth = 100_000
        let text = "<plist><dict><key>a</key>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</dict></plist>"
        let reading = StringsDictReader.read(bytes: Array(text.utf8), file: "deep.stringsdict", language: Fixtures.english)
        let error = try #require(reading.diagnostics.first { $0.code == .plistSyntax })
        // The same limit as the other XML formats' (XMLScanner): <dict> and 255 <array>s are read.
        #expect(error.message == "elements nested deeper than 256 levels")
        #expect(error.location?.column == 26 + 7 * 255)
        let info = InfoPlistReader.read(bytes: Array(text.utf8), file: "Info.plist")
        #expect(info.diagnostics.contains { $0.message == "elements nested deeper than 256 levels" })
    }

    @Test func deepCatalogNestingIsALocatedError() throws {
        let depth = 100_000
        let text = "{\"strings\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let reading = StringCatalogReader.read(bytes: Array(text.utf8), file: "deep.xcstrings")
        #expect(reading.diagnostics.map(\.message) == ["nesting deeper than 512 levels"])
    }

    /// "Billion laughs": a property list whose DOCTYPE declares entities is
    /// refused at the first declaration, as every other XML string file is.
    @Test func entityDeclarationsAreRefused() throws {
        var declarations = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [\(declarations)]>
            <plist><dict><key>laughs</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>&lol9; &amp; &#x41;</string>
            </dict></dict></plist>
            """
        let reading = StringsDictReader.read(bytes: Array(text.utf8), file: "lol.stringsdict", language: Fixtures.english)
        #expect(reading.strings.isEmpty)
        #expect(reading.diagnostics.map(\.code) == [.xmlEntityDeclaration])
        #expect(reading.diagnostics.first?.location.map { "\($0.line):\($0.column)" } == "2:18")
        let info = InfoPlistReader.read(bytes: Array(text.replacing("laughs", with: "CFBundleDevelopmentRegion").utf8), file: "Info.plist")
        #expect(info.info == nil)
        #expect(info.diagnostics.map(\.code) == [.xmlEntityDeclaration])
    }

    /// An undeclared entity is kept as written, a DOCTYPE without declarations is read past.
    @Test func undeclaredEntitiesAreKeptAsWritten() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist><dict><key>laughs</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>&lol9; &amp; &#x41;</string>
            </dict></dict></plist>
            """
        let reading = StringsDictReader.read(bytes: Array(text.utf8), file: "lol.stringsdict", language: Fixtures.english)
        #expect(reading.strings.map(\.text) == ["&lol9; & A"])
        #expect(reading.diagnostics.contains { $0.code == .plistSyntax && $0.message.contains("&lol9;") })
    }

    /// XML 1.0 (2.11) has a processor read CR LF and CR as LF, and Apple's
    /// property-list parser is one: a value written across CR LF lines has LF.
    @Test func propertyListLineEndsAreNormalised() throws {
        let text = "<plist><dict><key>k</key><dict>\r\n<key>NSStringLocalizedFormatKey</key><string>a\r\nb\rc&#13;d</string>\r\n</dict></dict></plist>"
        let reading = StringsDictReader.read(bytes: Array(text.utf8), file: "crlf.stringsdict", language: Fixtures.english)
        #expect(reading.strings.map(\.text) == ["a\nb\nc\rd"])
        #expect(reading.strings.first?.location.line == 2)
    }

    @Test func oversizedStringFileIsAnErrorAndTheOthersAreRead() throws {
        let folder = try Self.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/fr.lproj", withIntermediateDirectories: true)
        let big = folder + "/en.lproj/Localizable.strings"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: UInt64(InputFile.maximumStringsBytes + 1))
        try handle.close()
        try Data("\"a\" = \"b\";".utf8).write(to: URL(fileURLWithPath: folder + "/fr.lproj/Localizable.strings"))
        let app = AppStrings.load(paths: [folder])
        #expect(app.strings.map(\.text) == ["b"])
        let error = try #require(app.diagnostics.first { $0.location?.file == big })
        #expect(error.code == .stringsUnreadable)
        #expect(error.message == "the file is larger than 64 MiB, the limit for this kind of file")
    }

    /// A minified file is one line: every column and quoted line once took a
    /// rescan of the line, minutes for this file.
    @Test(arguments: ["strings", "stringsdict"])
    func oneLongLineReadsInLinearTime(format: String) {
        let count = 60_000
        let text =
            format == "strings"
            ? (0..<count).map { "\"k\($0)\"=\"v\\q\";" }.joined()
            : "<plist><dict>" + (0..<count).map { "<key>k\($0)</key><string>a&b</string>" }.joined() + "</dict></plist>"
        // Its speed is not timed here (timed unit tests are flaky on shared
        // machines); fuzz.sh replays inputs with a 10 s timeout in CI.
        let reading =
            format == "strings"
            ? StringsFileReader.read(bytes: Array(text.utf8), file: "one.strings", language: Fixtures.english)
            : StringsDictReader.read(bytes: Array(text.utf8), file: "one.stringsdict", language: Fixtures.english)
        #expect(reading.diagnostics.count >= count)
        let last = reading.diagnostics.last
        #expect(last?.location?.line == 1)
        #expect((last?.location?.column ?? 0) > text.utf8.count - 40)
        // The quoted line is cut, and the caret left out rather than indented a megabyte.
        #expect(last?.sourceLine?.hasSuffix("…") == true)
        #expect((last?.renderedWithSource.utf8.count ?? 0) < 2_000)
    }

    @Test func symlinkLoopsInTheAppFolderEndTheWalk() throws {
        let folder = try Self.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try Data("\"a\" = \"b\";".utf8).write(to: URL(fileURLWithPath: folder + "/en.lproj/Localizable.strings"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/en.lproj/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder + "/de.lproj", withDestinationPath: "en.lproj")
        let discovery = StringsDiscovery.find(in: [folder])
        #expect(discovery.sources.map(\.path) == [folder + "/en.lproj/Localizable.strings"])
    }
}
