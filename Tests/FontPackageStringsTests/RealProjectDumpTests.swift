import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// Writes what the readers read from a whole real project, as `fontpack check
/// --strings` reads it, for `Tests/Strings/compare_translate_toolkit.py`,
/// which compares it per file, key and language with translate-toolkit and
/// prints the numbers of `Benchmarks/results/strings-formats.md`:
///
///     FONTPACK_DUMP_STRINGS=/work/real/microsoft+terminal FONTPACK_DUMP_OUTPUT=/tmp/resw.json \
///         swift test --disable-xctest --skip-build --filter RealProjectDumpTests
///
/// Without them it dumps the committed Windows Terminal excerpt to a temporary file, so the
/// dump the comparison reads is itself tested on every run.
@Suite struct RealProjectDumpTests {
    static let environment = ProcessInfo.processInfo.environment
    static let folder = environment["FONTPACK_DUMP_STRINGS"] ?? (AndroidStringsReaderTests.packageRoot + "/Tests/Fixtures/TerminalExcerpt")
    static let output = environment["FONTPACK_DUMP_OUTPUT"]
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-dump-\(UUID().uuidString).json").path

    @Test("the dump holds every file the readers read, with its strings")
    func dump() throws {
        let folder = Self.folder
        let options = StringsReadOptions(developmentLanguage: Self.environment["FONTPACK_DUMP_DEVELOPMENT_LANGUAGE"] ?? "en")
        let app = AppStrings.load(paths: [folder], options: options)
        var files: [String: [String: Any]] = [:]
        for file in app.files { files[file] = ["strings": [String: String](), "languages": [String]()] }
        for string in app.strings {
            var entry = files[string.file] ?? [:]
            var strings = entry["strings"] as? [String: String] ?? [:]
            strings[string.key + (string.variant.map { "|" + $0 } ?? "")] = string.text
            entry["strings"] = strings
            let languages = Set(entry["languages"] as? [String] ?? []).union([string.language.canonicalIdentifier])
            entry["languages"] = languages.sorted()
            entry["format"] = string.kind.rawValue
            files[string.file] = entry
        }
        // A file whose bytes and path language are another's is read once (`copies`): it has that file's strings.
        for copy in app.copies { files[copy.file] = files[copy.sameAs] }
        let document: [String: Any] = [
            "files": files,
            "copies": app.copies.count,
            "diagnostics": app.diagnostics.map { "\($0.location.map(\.description) ?? ""): \($0.severity) [\($0.code.rawValue)] \($0.message)" },
        ]
        let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        try data.write(to: URL(fileURLWithPath: Self.output))
        #expect(!app.files.isEmpty)
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.output))) as? [String: Any])
        #expect((written["files"] as? [String: Any])?.count == files.count)
        #expect(app.strings.count > 0)
    }
}
