import Foundation
import Testing

/// Inputs that once went on quietly or said too little: each is now refused
/// (exit 2) or reported with the path or value and the reason.
@Suite("Unclear or silent inputs")
struct UnclearInputTests {
    static func folder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A pack folder holding Noto Sans, and a config of its default entry.
    static func notoSansPack() throws -> (fonts: URL, config: String) {
        let fonts = try folder("pack")
        for file in ["NotoSans-Light.ttf", "NotoSans-Bold.ttf"] {
            try FileManager.default.copyItem(
                at: CommandLineRun.packageRoot.appendingPathComponent("Fonts/NotoSans/\(file)"), to: fonts.appendingPathComponent(file))
        }
        let config = try temporaryConfig(
            #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}, {"font": 2, "name": "NotoSans-Bold"}]}]}"#)
        return (fonts, config)
    }

    @Test("report --output where no folder can be made: the path and the system's reason, exit 2, no CocoaError")
    func unwritableReport() throws {
        let run = try CommandLineRun.fontpack("report", "--fonts", "Fonts", "--shaping", "off", "--output", "/proc/fontpack-report")
        #expect(run.status == 2)
        #expect(run.standardError.contains("/proc/fontpack-report: error: cannot write the report: no such file or directory"), "\(run.standardError)")
        #expect(!run.standardError.contains("CocoaError"))
    }

    @Test("a symbolic link loop in the pack folder: named as a loop, a warning that fails nothing the config does not name")
    func symbolicLinkLoop() throws {
        let (fonts, config) = try Self.notoSansPack()
        try FileManager.default.createSymbolicLink(atPath: fonts.appendingPathComponent("a.ttf").path, withDestinationPath: "b.ttf")
        try FileManager.default.createSymbolicLink(atPath: fonts.appendingPathComponent("b.ttf").path, withDestinationPath: "a.ttf")
        try FileManager.default.createSymbolicLink(atPath: fonts.appendingPathComponent("gone.ttf").path, withDestinationPath: "nowhere.ttf")
        let run = try CommandLineRun.fontpack("check", "--config", config, "--fonts", fonts.path, "--shaping", "off")
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("\(fonts.path)/a.ttf: warning: [font-unreadable] font file cannot be read: a symbolic link loop (it points to b.ttf, which leads back to it); not read"))
        #expect(run.standardOutput.contains("\(fonts.path)/gone.ttf: warning: [font-unreadable] font file cannot be read: a symbolic link to nowhere.ttf, which does not exist; not read"))
        #expect(!run.standardOutput.contains("no such file"))
    }

    @Test("a 0-byte .ttf is named as empty, not an unknown file format")
    func emptyFont() throws {
        let (fonts, config) = try Self.notoSansPack()
        try Data().write(to: fonts.appendingPathComponent("empty.ttf"))
        let run = try CommandLineRun.fontpack("check", "--config", config, "--fonts", fonts.path, "--shaping", "off")
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("\(fonts.path)/empty.ttf: error: [font-unreadable] font file cannot be read: the file is empty (0 bytes), not a font"))
        #expect(!run.standardOutput.contains("unknown file format"))
    }

    @Test("--string-findings-per-file -1 is read as a value and refused as negative")
    func negativeCount() throws {
        let run = try CommandLineRun.fontpack("check", "--string-findings-per-file", "-1")
        #expect(run.status == 2)
        #expect(run.standardError.contains("--string-findings-per-file: -1 is negative"), "\(run.standardError)")
    }

    /// The IANA Language Subtag Registry's Preferred-Value for each grandfathered tag (RFC 5646, 2.2.8).
    @Test(
        "grandfathered tags are read as their preferred value",
        arguments: [("i-klingon", "tlh"), ("art-lojban", "jbo"), ("zh-hakka", "hak"), ("i-navajo", "nv"), ("no-bok", "nb")])
    func grandfathered(tag: String, preferred: String) throws {
        let run = try CommandLineRun.fontpack("resolve", "--locale", tag)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("\(tag) is a grandfathered BCP 47 tag, read as its preferred value \(preferred)"))
    }

    @Test("a private-use tag names no language: default serves it, and the trace says why; one with no preferred value is refused")
    func privateUse() throws {
        let run = try CommandLineRun.fontpack("resolve", "--locale", "x-private")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("entry:     default"))
        #expect(run.standardOutput.contains("x-private is a private-use tag (BCP 47): it names no language"))
        // The example config has an English default, but no language's entry takes an undetermined tag.
        let gaulish = try CommandLineRun.fontpack("resolve", "--locale", "cel-gaulish")
        #expect(gaulish.status == 2)
        #expect(gaulish.standardError.contains("'cel-gaulish' is a grandfathered BCP 47 tag with no modern equivalent"))
    }

    @Test("the trace for a language CLDR gives no script names the language alone")
    func unknownLanguageTrace() throws {
        let run = try CommandLineRun.fontpack("resolve", "--locale", "qqq")
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("qqq: no entry for qqq (CLDR gives qqq no likely script)"))
        #expect(!run.standardOutput.contains("qqq-?"))
    }

    @Test("init writes what it read but exits 2 when a font file of the folder cannot be read")
    func initUnreadable() throws {
        let fonts = try Self.folder("init")
        try Data("not a font".utf8).write(to: fonts.appendingPathComponent("broken.ttf"))
        try FileManager.default.copyItem(
            at: CommandLineRun.packageRoot.appendingPathComponent("Fonts/NotoSans/NotoSans-Light.ttf"),
            to: fonts.appendingPathComponent("NotoSans-Light.ttf"))
        let output = fonts.appendingPathComponent("appfont.json").path
        let run = try CommandLineRun.fontpack("init", "--fonts", fonts.path, "--output", output)
        #expect(run.status == 2)
        #expect(run.standardError.contains("\(fonts.path): error: 1 font file could not be read (above), so \(output) leaves it out"))
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test("--strings with a file that is no string file is refused, naming it")
    func stringsNotStrings() throws {
        let run = try CommandLineRun.fontpack("check", "--strings", "Package.swift")
        #expect(run.status == 2)
        #expect(run.standardError.contains("--strings: Package.swift is neither a folder nor a string file (xx.lproj/*.strings, "))
    }

    @Test("resolve --name with an empty name is refused")
    func emptyName() throws {
        let run = try CommandLineRun.fontpack("resolve", "--name", "")
        #expect(run.status == 2)
        #expect(run.standardError.contains("--name is empty"))
    }

    @Test("an option that takes one value, given twice, is refused with both values; a repeatable one is not")
    func repeatedOption() throws {
        let run = try CommandLineRun.fontpack("check", "--format", "json", "--format", "sarif")
        #expect(run.status == 2)
        #expect(run.standardError.contains("fontpack check: error: --format is given twice ('json', then 'sarif') and takes one value; give it once"))
        let equals = try CommandLineRun.fontpack("check", "--format=json", "--format=sarif")
        #expect(equals.status == 2)
        let repeatable = try CommandLineRun.fontpack(
            "check", "--platform", "ios", "--platform", "web", "--shaping", "off", "--languages", "vi")
        #expect([0, 1].contains(repeatable.status), "\(repeatable.standardError)")
    }

    @Test("check's table has the ink column whenever ink was measured, whether or not something clips")
    func stableInkColumn() throws {
        let clipping = try CommandLineRun.fontpack("check", "--languages", "vi", "--table", "full")
        let header = try #require(clipping.standardOutput.split(separator: "\n").first { $0.hasPrefix("language ") })
        #expect(header.hasSuffix(" ink"), "\(header)")
        let unmeasured = try CommandLineRun.fontpack("check", "--languages", "vi", "--shaping", "off", "--table", "full")
        let plain = try #require(unmeasured.standardOutput.split(separator: "\n").first { $0.hasPrefix("language ") })
        #expect(!plain.hasSuffix(" ink"))
    }

    @Test("Scripts/test.sh runs swift test without XCTest's runner, which would open with Executed 0 tests, while no test imports XCTest")
    func noFalseAlarm() throws {
        let script = try String(contentsOf: CommandLineRun.packageRoot.appendingPathComponent("Scripts/test.sh"), encoding: .utf8)
        #expect(script.contains("swift test --disable-xctest"))
        let run = try CommandLineRun.run(
            URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "grep -rls --include='*.swift' '^import XCTest' Tests || true"])
        #expect(run.standardOutput.isEmpty, "these import XCTest, which --disable-xctest would leave unrun: \(run.standardOutput)")
    }
}
