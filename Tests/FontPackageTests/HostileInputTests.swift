import FontPackage
import Foundation
import Testing

/// Limits that hold when the config is hostile: nesting, size, odd locale text.
@Suite("Hostile configs")
struct HostileConfigTests {
    static func temporaryFile(_ name: String) -> String {
        let folder = NSTemporaryDirectory() + "fontpackage-hostile-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder + "/" + name
    }

    @Test("100,000 nested arrays: one located error at the 513th level, no stack overflow")
    func deepNesting() {
        let depth = 100_000
        let bytes = Array(("{\"list\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}").utf8)
        do {
            _ = try FontPackConfig.parse(bytes: bytes, file: "deep.json")
            Issue.record("a config nested 100,000 deep was accepted")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(error.diagnostics.count == 1)
            #expect(diagnostic?.code == "invalid-json")
            #expect(diagnostic?.message == "nesting deeper than 512 levels")
            // `{"list":` is 8 columns, then 511 arrays open before the one refused.
            #expect(diagnostic?.location == SourceLocation(file: "deep.json", line: 1, column: 9 + 511))
        }
    }

    @Test("a config over the size limit is refused with a clear error, without reading it all")
    func oversizedConfig() throws {
        let path = Self.temporaryFile("appfont.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        // Sparse: the size without the disk use.
        try handle.truncate(atOffset: UInt64(InputFile.maximumConfigBytes + 1))
        try handle.close()
        do {
            _ = try FontPackConfig.load(path: path)
            Issue.record("an oversized config was read")
        } catch {
            #expect(error.diagnostics.map(\.code) == ["config-too-large"])
            #expect(error.diagnostics.first?.message == "config file is larger than 8 MiB, the limit for this kind of file")
        }
        // At the limit exactly, it is read (and is not JSON).
        let handleAtLimit = try #require(FileHandle(forWritingAtPath: path))
        try handleAtLimit.truncate(atOffset: UInt64(InputFile.maximumConfigBytes))
        try handleAtLimit.close()
        #expect(throws: DiagnosticError.self) { try FontPackConfig.load(path: path) }
        do { _ = try FontPackConfig.load(path: path) } catch { #expect(error.diagnostics.first?.code == "invalid-json") }
    }

    @Test("a folder named as the config is unreadable, not a crash")
    func folderAsConfig() {
        do {
            _ = try FontPackConfig.load(path: NSTemporaryDirectory())
            Issue.record("a folder was read as a config")
        } catch {
            #expect(error.diagnostics.map(\.code) == ["unreadable-config"])
        }
    }

    @Test("locale text of any shape parses or fails with a reason", arguments: [
        String(repeating: "-", count: 100_000), String(repeating: "a", count: 100_000),
        String(repeating: "en-", count: 30_000) + "US", String(repeating: "x-", count: 50_000),
        "zh-Hant-TW-u-" + String(repeating: "nu-latn-", count: 10_000), "\u{0}", "@", ".", "_", "-u-", "en@",
        "sr_RS@latin@latin", "vi_VN.UTF-8.UTF-8", "日本語", String(repeating: "\u{10FFFF}", count: 1000),
    ])
    func localeText(text: String) {
        do {
            let locale = try ParsedLocale(text)
            #expect(!locale.maximal.description.isEmpty)
        } catch {
            #expect(!error.reason.isEmpty)
        }
    }
}

@Suite("Recorded config and locale inputs")
struct ConfigRegressionInputTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        return url.path + "/Fixtures/Regressions/"
    }()

    /// Inputs of `Scripts/ci/fuzz.sh config|locale` that once crashed or hung.
    @Test(arguments: ["config", "locale"])
    func everyRecordedInputParsesOrFails(reader: String) throws {
        let folder = Self.root + reader
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + name))
            if reader == "config" {
                _ = try? FontPackConfig.parse(bytes: [UInt8](bytes), file: name)
            } else {
                _ = try? ParsedLocale(String(decoding: bytes, as: UTF8.self))
            }
        }
    }
}
