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
    /// Each string format of the registry, as its fuzz target `fuzz-<id>` drives it.
    @Test(arguments: StringsFormats.all.map { $0.id })
    func formatSurvivesEveryRecordedInput(format id: String) throws {
        // Hangs are caught where time is measured reliably: `Scripts/ci/fuzz.sh
        // --seeds` replays these inputs with libFuzzer's 10 s timeout in CI.
        let format = try #require(StringsFormats.format(id: id))
        for (name, bytes) in RegressionInputs.files(id) {
            let reading = StringsFormats.read(
                format, bytes: bytes, file: name, language: FileLanguage(match: StringsPathMatch(), options: StringsReadOptions()),
                options: StringsReadOptions())
            for string in reading.strings { _ = RenderedCharacters(string) }
        }
    }

    /// The other readers, as the fuzz targets of the same names drive them.
    @Test(arguments: ["infoplist", "format", "l10n"])
    func readerSurvivesEveryRecordedInput(reader: String) {
        for (name, bytes) in RegressionInputs.files(reader) {
            switch reader {
            case "infoplist":
                _ = InfoPlistReader.read(bytes: bytes, file: name)
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

    /// Every folder of recorded inputs is a fuzz target's, so that it is replayed.
    @Test func everyFolderIsReplayed() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: RegressionInputs.root).filter { !$0.hasSuffix(".md") }
        let replayed = Set(StringsFormats.all.map { $0.id } + ["infoplist", "format", "l10n", "font"])
        #expect(Set(folders).subtracting(replayed).isEmpty, "\(folders)")
    }

    /// The entity bombs and external entities recorded for every XML format
    /// (`billion-laughs.*`, `external-entity.*`), property lists included, are
    /// each refused at their first declaration: no string, one error.
    @Test(arguments: ["android", "resx", "xliff", "stringsdict", "infoplist"])
    func entityDeclarationsAreRefused(reader: String) throws {
        let inputs = RegressionInputs.files(reader).filter {
            $0.name.hasPrefix("billion-laughs") || $0.name.hasPrefix("external-entity")
        }
        #expect(!inputs.isEmpty)
        for (name, bytes) in inputs {
            let diagnostics: [Diagnostic]
            switch reader {
            case "android":
                let reading = AndroidStringsReader.read(bytes: bytes, file: "res/values/" + name)
                #expect(reading.strings.isEmpty, "\(name)")
                diagnostics = reading.diagnostics
            case "resx":
                let reading = ResxReader.read(bytes: bytes, file: name)
                #expect(reading.strings.isEmpty, "\(name)")
                diagnostics = reading.diagnostics
            case "xliff":
                let reading = XLIFFReader.read(bytes: bytes, file: name)
                #expect(reading.strings.isEmpty, "\(name)")
                diagnostics = reading.diagnostics
            case "stringsdict":
                let reading = StringsDictReader.read(bytes: bytes, file: "en.lproj/" + name)
                #expect(reading.strings.isEmpty, "\(name)")
                diagnostics = reading.diagnostics
            default:
                let reading = InfoPlistReader.read(bytes: bytes, file: name)
                #expect(reading.info == nil, "\(name)")
                diagnostics = reading.diagnostics
            }
            #expect(diagnostics.map(\.code) == [.xmlEntityDeclaration], "\(name)")
        }
    }

    @Test func theOriginalCrashersAreRecorded() {
        #expect(RegressionInputs.files("stringsdict").count >= 3)
    }
}
