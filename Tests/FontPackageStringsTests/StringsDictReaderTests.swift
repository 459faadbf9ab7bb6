import Foundation
import FontPackage
import FontPackageStrings
import Testing

@Suite struct StringsDictReaderTests {
    static let file = "Stringsdict/plurals.stringsdict"

    static func read(_ relative: String = file) -> StringsFileReading {
        StringsDictReader.read(bytes: Fixtures.bytes(relative), file: relative, language: Fixtures.english)
    }

    @Test(arguments: [
        (nil, "%1$#@files@ in %2$#@folders@", 9, 11),
        ("substitution.files.plural.zero", "no files", 17, 12),
        ("substitution.files.plural.one", "%ld file", 19, 12),
        ("substitution.files.plural.two", "%ld files (two)", 21, 12),
        ("substitution.files.plural.few", "%ld files (few)", 23, 12),
        ("substitution.files.plural.many", "%ld files (many)", 25, 12),
        ("substitution.files.plural.other", "%ld files", 27, 12),
        ("substitution.folders.plural.one", "one folder", 36, 12),
        ("substitution.folders.plural.other", "%ld folders & more …", 38, 12),
    ] as [(String?, String, Int, Int)])
    func everyPluralVariantWithItsLine(variant: String?, text: String, line: Int, column: Int) throws {
        let string = try #require(Self.read().string("files-in-folders", variant: variant))
        #expect(string.text == text)
        #expect(string.location == SourceLocation(file: Self.file, line: line, column: column))
        #expect(string.kind == .stringsdict)
        #expect(string.table == "plurals")
    }

    @Test func deviceAndWidthRules() {
        let reading = Self.read()
        #expect(reading.string("tap", variant: "device.iphone")?.text == "Tap here")
        #expect(reading.string("tap", variant: "device.mac")?.location.line == 48)
        #expect(reading.string("welcome", variant: "width.1")?.text == "Hi")
        let wide = reading.string("welcome", variant: "width.20")
        #expect(wide?.text == "Welcome <friend>")
        #expect(wide?.location.line == 58)
    }

    @Test func specAndValueTypesAreNotText() {
        let texts = Self.read().strings.map(\.text)
        #expect(!texts.contains("NSStringPluralRuleType"))
        #expect(!texts.contains("ld"))
        #expect(Self.read().strings.count == 9 + 4 + 1 + 1)
    }

    /// The example app's plural entry with a typo in its reference, as a translator may write it.
    @Test(arguments: ["re-percent", "backslash", "percent-at"])
    func malformedReferenceIsAWarningNotACrash(name: String) throws {
        let path = RegressionInputs.root + "/stringsdict/format-key-\(name).stringsdict"
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let reading = StringsDictReader.read(bytes: [UInt8](bytes), file: "Localizable.stringsdict", language: Fixtures.english)
        let warning = try #require(reading.diagnostics.first)
        #expect(reading.diagnostics.count == 1)
        #expect(warning.code == .stringsdictStructure)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: "Localizable.stringsdict", line: 8, column: 11))
        #expect(warning.message.contains("not a variable reference"))
        // The rest of the entry is still read.
        #expect(reading.string("reviews.count", variant: "substitution.reviews.plural.other")?.text == "%d reviews")
        #expect(reading.strings.count == 3)
    }

    @Test func structuralProblemsAreWarningsOnTheirEntry() {
        let reading = Self.read()
        let messages = reading.diagnostics.map { "\($0.location?.line ?? 0) \($0.path ?? ""): \($0.message)" }
        #expect(reading.diagnostics.allSatisfy { $0.severity == .warning && $0.code == .stringsdictStructure })
        #expect(messages.contains { $0.hasPrefix("70 broken-entry.substitution.count.plural.several:") })
        #expect(messages.contains { $0.hasPrefix("64 broken-entry.count:") && $0.contains("no \"other\"") })
        #expect(messages.contains { $0.hasPrefix("62 broken-entry:") && $0.contains("no NSStringLocalizedFormatKey") })
        #expect(messages.contains { $0.hasPrefix("74 missing-variable:") && $0.contains("%#@nothing@") })
        #expect(reading.diagnostics.count == 4, "\(messages)")
        // The entry with problems still gives what it has.
        #expect(reading.string("broken-entry", variant: "substitution.count.plural.one")?.text == "one thing")
        #expect(reading.string("missing-variable")?.text == "%#@nothing@ here")
    }

    @Test func malformedXMLKeepsWhatCameBefore() {
        let reading = Self.read("Stringsdict/broken.stringsdict")
        #expect(reading.strings.map(\.text) == ["First & only"])
        #expect(reading.positions == ["warning 7:17", "error 12:17"])
        #expect(reading.diagnostics.last?.code == .plistSyntax)
        #expect(reading.diagnostics.last?.message == "expected </string>, found </strin>")
        #expect(reading.diagnostics.last?.sourceLine == "\t\t<string>Second</strin>")
    }

    @Test func notAPropertyList() {
        let reading = StringsDictReader.read(
            bytes: Array("just text".utf8), file: "x.stringsdict", language: Fixtures.english)
        #expect(reading.strings.isEmpty)
        #expect(reading.diagnostics.map(\.code) == [.plistSyntax])
        #expect(reading.positions == ["error 1:1"])
    }
}
