import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// Each catalog of a corpus is refused by fontpack exactly when GNU `msgfmt -c` refuses it,
/// and each error fontpack gives is at a line msgfmt names.
@Suite struct GettextMsgfmtParityTests {
    struct Verdict: CustomStringConvertible {
        var rejected: Bool
        var lines: Set<Int>
        var description: String { rejected ? "rejected at \(lines.sorted())" : "accepted" }
    }

    /// `msgfmt -c`'s verdict: its exit status, and the lines its messages name. msgfmt
    /// counts the line break that ends a string left open before it names the line, so an
    /// open string is named here at its own line. A missing header is named at no line; it
    /// stands for the first entry's.
    static func msgfmt(_ path: String) throws -> Verdict {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["msgfmt", "-c", "-o", "/dev/null", path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var lines: Set<Int> = []
        for message in output.split(separator: "\n") where !message.contains("warning:") {
            guard message.hasPrefix(path + ":") else { continue }
            let fields = message.dropFirst(path.count + 1).split(separator: ":", maxSplits: 1)
            guard let line = fields.first.flatMap({ Int($0) }) else { continue }
            lines.insert(message.contains("within string") ? line - 1 : line)
        }
        if output.contains("PO file header missing") {
            let text = try String(contentsOfFile: path, encoding: .isoLatin1)
            if let index = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: { $0.hasPrefix("msgid") }) {
                lines.insert(index + 1)
            }
        }
        return Verdict(rejected: process.terminationStatus != 0, lines: lines)
    }

    static func fontpack(_ path: String) throws -> Verdict {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let reading = GettextReader.read(bytes: bytes, file: path)
        let errors = reading.diagnostics.filter { $0.severity == .error }
        return Verdict(rejected: !errors.isEmpty, lines: Set(errors.compactMap { $0.location?.line }))
    }

    static func catalogs(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".po") }.sorted()
            .map { folder + "/" + $0 }
    }

    static func compare(_ files: [String]) throws -> (rejected: Int, total: Int) {
        var rejected = 0
        for file in files {
            let expected = try msgfmt(file)
            let read = try fontpack(file)
            if expected.rejected { rejected += 1 }
            #expect(read.rejected == expected.rejected, "\(file): fontpack \(read), msgfmt -c \(expected)")
            #expect(read.lines.isSubset(of: expected.lines), "\(file): fontpack \(read), msgfmt -c \(expected)")
        }
        return (rejected, files.count)
    }

    @Test func malformedCatalogsAreRefusedWhereMsgfmtRefusesThem() throws {
        let files = try Self.catalogs(in: Fixtures.path("GettextMsgfmt"))
        let counts = try Self.compare(files)
        // The corpus holds both: catalogs msgfmt refuses, and look-alikes it accepts.
        #expect(counts.total >= 45)
        #expect(counts.rejected >= 25 && counts.rejected < counts.total - 10)
    }

    @Test func realCatalogsAreAcceptedAsMsgfmtAcceptsThem() throws {
        let root = AndroidStringsReaderTests.packageRoot + "/Tests/Fixtures/"
        let files = try Self.catalogs(in: root + "GeanyExcerpt/po") + Self.catalogs(in: root + "PixelWheelsExcerpt/po")
            + Self.catalogs(in: root + "Regressions/gettext")
        let counts = try Self.compare(files)
        #expect(counts.total >= 15)
    }

    /// Geany's highlighting settings for PO files are named `filetypes.po`: msgfmt refuses
    /// them line after line; fontpack refuses them too, in one error at a line msgfmt names.
    @Test func aFileThatIsNoCatalogIsOneError() throws {
        let file = AndroidStringsReaderTests.packageRoot + "/Tests/Fixtures/GeanyExcerpt/data/filedefs/filetypes.po"
        let expected = try Self.msgfmt(file)
        #expect(expected.rejected && expected.lines.count > 5, "\(expected)")
        let reading = GettextReader.read(bytes: try [UInt8](Data(contentsOf: URL(fileURLWithPath: file))), file: file)
        #expect(reading.strings.isEmpty)
        let errors = reading.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.hasPrefix("the file is not a PO catalog: it holds no entry") == true)
        let lines = Set(errors.compactMap { $0.location?.line })
        #expect(lines.isSubset(of: expected.lines))
    }
}
