import FontPackageStrings
import Foundation
import Testing

/// Every format of the registry (`StringsFormats.all`) is read when one of its
/// files is given alone to `--strings`: the CLI's check of the path and
/// discovery both ask the registry, so a new format needs no line here.
@Suite struct StringsFormatCommandTests {
    /// The committed files of each format, sorted by path: those the format
    /// reads where it finds them in a folder, in the example app and the fixtures.
    static let filesByFormat: [String: [String]] = {
        var files: [String: [String]] = [:]
        for root in ["Config/ExampleApp", "Tests/Fixtures"] {
            let base = CommandLineRun.packageRoot.appendingPathComponent(root).path
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            for case let relative as String in walker where !relative.hasPrefix("Regressions/") {
                let path = root + "/" + relative
                guard let source = StringsSource(path: path), !source.match.onlyWhenNamed else { continue }
                files[source.format.id, default: []].append(path)
            }
        }
        return files.mapValues { $0.sorted() }
    }()

    static let formats = StringsFormats.all.map { $0.id }

    @Test("one file of each registered format, given alone to --strings, is read", arguments: formats)
    func oneFileOfEachFormat(format: String) throws {
        let reader = try #require(StringsFormats.format(id: format))
        let candidates = try #require(Self.filesByFormat[format], "no committed \(format) file to read")
        // The first file from which the format reads strings.
        let reading = candidates.lazy.map { file in
            (file, AppStrings.readFile(StringsSource(path: file, format: reader), options: StringsReadOptions(developmentLanguage: "en")))
        }.first { !$0.1.strings.isEmpty }
        let (file, expected) = try #require(reading, "no \(format) file gives strings")

        let run = try CommandLineRun.fontpack(
            "check", "--strings", file, "--development-language", "en", "--shaping", "off", "--format", "json")
        #expect(run.status == 0 || run.status == 1, "\(file): exit \(run.status): \(run.standardError)")
        let summary = try #require((run.json()["summary"] as? [String: Any])?["strings"] as? [String: Any])
        #expect(summary["filesRead"] as? Int == 1, "\(file)")
        let counts = try #require(summary["stringsByFormat"] as? [String: Any], "\(file): \(summary)")
        #expect(counts.keys.sorted() == [format], "\(file): \(counts)")
        #expect(counts[format] as? Int == expected.strings.count, "\(file)")
    }

    @Test("--strings refuses a file no format reads, listing the formats from the registry")
    func refusesOtherFiles() throws {
        let run = try CommandLineRun.fontpack("check", "--strings", "Package.swift")
        #expect(run.status == 2)
        #expect(run.standardError.contains(
            "--strings: Package.swift is neither a folder nor a string file (\(StringsFormats.filesDescription))"))
        for format in StringsFormats.all {
            #expect(run.standardError.contains(format.filesDescription))
        }
    }
}
