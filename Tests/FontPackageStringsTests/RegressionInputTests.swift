import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// Inputs that once crashed a reader (found by hand or by `Scripts/ci/fuzz.sh`),
/// kept under `Tests/Fixtures/Regressions/<reader>/`, one folder per fuzz target.
enum RegressionInputs {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        return url.path + "/Fixtures/Regressions"
    }()

    /// Every file of a reader's folder, by name, with its bytes.
    static func files(_ reader: String) -> [(name: String, bytes: [UInt8])] {
        let folder = root + "/" + reader
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().compactMap { name in
            FileManager.default.contents(atPath: folder + "/" + name).map { (name, [UInt8]($0)) }
        }
    }
}

@Suite struct RegressionInputTests {
    /// The string readers, as the fuzz targets of the same names drive them.
    @Test(arguments: ["strings", "stringsdict", "xcstrings", "infoplist", "format", "android", "arb", "po", "resx", "xliff", "l10n"])
    func readerSurvivesEveryRecordedInput(reader: String) {
        // Hangs are caught where time is measured reliably: `Scripts/ci/fuzz.sh
        // --seeds` replays these inputs with libFuzzer's 10 s timeout in CI.
        for (name, bytes) in RegressionInputs.files(reader) {
            switch reader {
            case "strings":
                let reading = StringsFileReader.read(bytes: bytes, file: name, language: Fixtures.english)
                for string in reading.strings { _ = RenderedCharacters(string) }
            case "stringsdict":
                let reading = StringsDictReader.read(bytes: bytes, file: name, language: Fixtures.english)
                for string in reading.strings { _ = RenderedCharacters(string) }
            case "xcstrings":
                let reading = StringCatalogReader.read(bytes: bytes, file: name)
                for string in reading.strings { _ = RenderedCharacters(string) }
            case "infoplist":
                _ = InfoPlistReader.read(bytes: bytes, file: name)
            case "android":
                let reading = AndroidStringsReader.read(bytes: bytes, file: name, language: nil)
                for string in reading.strings { _ = RenderedCharacters(string) }
            case "arb":
                for string in ARBReader.read(bytes: bytes, file: name).strings { _ = RenderedCharacters(string) }
            case "po":
                for string in GettextReader.read(bytes: bytes, file: name).strings { _ = RenderedCharacters(string) }
            case "resx":
                for string in ResxReader.read(bytes: bytes, file: name).strings { _ = RenderedCharacters(string) }
            case "xliff":
                for string in XLIFFReader.read(bytes: bytes, file: name).strings { _ = RenderedCharacters(string) }
            case "l10n":
                let config = FlutterL10nConfig.read(bytes: bytes, file: name)
                #expect(config.diagnostics.map(\.code.rawValue) == ["flutter-l10n"], "\(name)")
            default:
                let text = String(decoding: bytes, as: UTF8.self)
                for syntax: FormatSyntax in [.printf, [.printf, .substitutionArgument, .braces]] {
                    _ = FormatSpecifiers.strip(text, syntax: syntax)
                    _ = FormatSpecifiers.placeholders(in: text, syntax: syntax)
                }
                _ = FormatSpecifiers.variableReferences(in: text)
            }
        }
    }

    @Test func theOriginalCrashersAreRecorded() {
        #expect(RegressionInputs.files("stringsdict").count >= 3)
    }
}
