import Foundation
import Testing

/// Every output format of `check` and `report`'s page, held byte for byte on
/// the example app and on an excerpt of a real app's translations
/// (`Tests/Fixtures/MastodonExcerpt`), so that nothing a user sees changes by
/// accident. The expected files and exit statuses are in
/// `Tests/Fixtures/Snapshots/<app>/`; `bash Scripts/ci/update-snapshots.sh`
/// writes them, and a change made on purpose shows in review as their diff.
@Suite("Output snapshots: every format, byte for byte")
struct OutputSnapshotTests {
    static let regenerate = "bash Scripts/ci/update-snapshots.sh"
    static let folder = CommandLineRun.packageRoot.appendingPathComponent("Tests/Fixtures/Snapshots")

    /// An app and the arguments `check` and `report` get, relative to the package root.
    struct App: Sendable {
        let name: String
        let arguments: [String]
        let outputs: [Output]
    }

    /// One output: a `check --format` (its file `check.<format>`) or `report`'s index.html.
    enum Output: Hashable, Sendable {
        case check(format: String)
        case report

        var file: String {
            switch self {
            case .check(let format): "check.\(format)"
            case .report: "report.html"
            }
        }
    }

    /// `check --format`'s values as the tool lists them (its writers), read
    /// from `--experimental-dump-help` as `update-snapshots.sh` reads them:
    /// a format added to the tool needs its expected file here, unasked.
    /// Empty when the tool cannot be asked, which `expectedFilesExist` fails on.
    static let checkFormats: [String] = (try? formatValues(of: "check")) ?? []

    /// The values `--format` of `command` takes, in the order its help lists them.
    static func formatValues(of command: String) throws -> [String] {
        let run = try CommandLineRun.fontpack(command, "--experimental-dump-help")
        let dump = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let arguments = (dump?["command"] as? [String: Any])?["arguments"] as? [[String: Any]] ?? []
        let format = arguments.first { ($0["names"] as? [[String: String]])?.contains(["kind": "long", "name": "format"]) == true }
        return format?["allValues"] as? [String] ?? []
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let app: App
        let output: Output
        var testDescription: String { "\(app.name) \(output.file)" }
    }

    /// The same table as `Scripts/ci/update-snapshots.sh`. The excerpt's page
    /// (about 0.4 MB) is not kept; the example's holds the HTML writer.
    static let apps = [
        App(
            name: "example", arguments: ["--strings", "Config/ExampleApp", "--info-plist", "Config/ExampleApp/Info.plist"],
            outputs: checkFormats.map { .check(format: $0) } + [.report]),
        App(
            name: "mastodon-excerpt", arguments: ["--strings", "Tests/Fixtures/MastodonExcerpt"],
            outputs: checkFormats.map { .check(format: $0) }),
    ]

    static let cases = apps.flatMap { app in app.outputs.map { Case(app: app, output: $0) } }

    /// Timings blanked with the rule of `update-snapshots.sh`'s `blank_times`:
    /// "0.26 s", `"seconds": 0.3` and `time="0.1"` become T.
    static func blankingTimes(_ text: String) -> String {
        var text = text
        text.replace(#/[0-9]+\.[0-9]+ s\b/#.wordBoundaryKind(.simple), with: "T s")
        text.replace(#/"(seconds|elapsed|duration)"( *): *[0-9.]+/#) { "\"\($0.output.1)\"\($0.output.2): T" }
        text.replace(#/time="[0-9.]+"/#, with: #"time="T""#)
        return text
    }

    /// Where two texts first differ, by line, each side cut to a window around the first differing byte.
    static func firstDifference(expected: String, actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let wanted = index < expectedLines.count ? expectedLines[index] : nil
            let got = index < actualLines.count ? actualLines[index] : nil
            if wanted == got { continue }
            let column = zip(wanted ?? [], got ?? []).prefix { $0 == $1 }.count
            return """
                line \(index + 1), byte \(column + 1):
                  expected: \(excerpt(wanted, from: column))
                  actual:   \(excerpt(got, from: column))
                """
        }
        return "no line (the texts are equal)"
    }

    /// Up to 200 bytes of a line around a column, from a character boundary.
    static func excerpt(_ line: [UInt8]?, from column: Int) -> String {
        guard let line else { return "(end of file)" }
        if line.isEmpty { return "(empty line)" }
        var start = max(0, column - 60)
        while start > 0, start < line.count, line[start] & 0xC0 == 0x80 { start -= 1 }
        let end = min(line.count, start + 200)
        let text = String(decoding: line[start..<end], as: UTF8.self)
        return (start > 0 ? "…" : "") + text + (end < line.count ? "…" : "")
    }

    /// `exit-status.txt`: one `<file> <status>` line per output.
    static func expectedStatuses(_ app: App) throws -> [String: Int32] {
        let url = folder.appendingPathComponent("\(app.name)/exit-status.txt")
        var statuses: [String: Int32] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, let status = Int32(fields[1]) { statuses[String(fields[0])] = status }
        }
        return statuses
    }

    /// Runs the command the output comes from, from the package root, and returns its status and output.
    static func run(_ app: App, _ output: Output) throws -> (status: Int32, text: String) {
        if case .check(let format) = output {
            let run = try CommandLineRun.fontpack(arguments: ["check", "--format", format] + app.arguments)
            return (run.status, run.standardOutput)
        }
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try CommandLineRun.fontpack(arguments: ["report", "--output", site.path] + app.arguments)
        let page = try Data(contentsOf: site.appendingPathComponent("index.html"))
        return (run.status, String(decoding: page, as: UTF8.self))
    }

    @Test("the output and exit status equal the expected file's", arguments: cases)
    func outputEqualsSnapshot(_ snapshot: Case) throws {
        let url = Self.folder.appendingPathComponent("\(snapshot.app.name)/\(snapshot.output.file)")
        let expectedData = try #require(
            FileManager.default.contents(atPath: url.path),
            "no expected file \(url.path); write it with \(Self.regenerate)")
        let expected = String(decoding: expectedData, as: UTF8.self)
        let expectedStatus = try #require(
            try Self.expectedStatuses(snapshot.app)[snapshot.output.file],
            "exit-status.txt has no line for \(snapshot.output.file); write it with \(Self.regenerate)")

        let (status, output) = try Self.run(snapshot.app, snapshot.output)
        let actual = Self.blankingTimes(output)
        #expect(status == expectedStatus, "exit status \(status), expected \(expectedStatus); if on purpose: \(Self.regenerate)")
        // Bytes, not String ==, which would take canonically equivalent text as equal.
        let same = Array(actual.utf8) == Array(expectedData)
        #expect(
            same,
            """
            \(snapshot.app.name)/\(snapshot.output.file) differs from the expected file at \
            \(Self.firstDifference(expected: expected, actual: actual))
            If the change is on purpose, regenerate the expected files with \(Self.regenerate) and commit the diff.
            """)
    }

    @Test("each app's folder holds exactly its outputs and exit-status.txt, with a status for each")
    func expectedFilesExist() throws {
        for app in Self.apps {
            let appFolder = Self.folder.appendingPathComponent(app.name)
            let present = Set((try? FileManager.default.contentsOfDirectory(atPath: appFolder.path)) ?? [])
            let wanted = Set(app.outputs.map(\.file) + ["exit-status.txt"])
            #expect(present == wanted, "\(app.name): missing \(wanted.subtracting(present).sorted()), not expected \(present.subtracting(wanted).sorted()); run \(Self.regenerate)")
            let statuses = try Self.expectedStatuses(app)
            #expect(Set(statuses.keys) == Set(app.outputs.map(\.file)), "\(app.name)/exit-status.txt: \(statuses)")
        }
    }

    @Test("the formats held are the ones the tool lists, read as update-snapshots.sh reads them")
    func formatsFromTheTool() throws {
        #expect(!Self.checkFormats.isEmpty, "fontpack check --experimental-dump-help lists no --format values")
        let listed = try runTool("python3", ["Scripts/ci/format-values.py", CommandLineRun.executable.path, "check"])
        #expect(listed.status == 0)
        #expect(listed.output.split(separator: "\n").map(String.init) == Self.checkFormats)
    }

    @Test("a mismatch names the first differing line and byte, not the whole files")
    func firstDifferenceMessage() {
        #expect(
            Self.firstDifference(expected: "a\nsame b\nc\n", actual: "a\nsame x\nc\n")
                == "line 2, byte 6:\n  expected: same b\n  actual:   same x")
        #expect(
            Self.firstDifference(expected: "a\n", actual: "a\nextra\n")
                == "line 2, byte 1:\n  expected: (empty line)\n  actual:   extra")
        #expect(
            Self.firstDifference(expected: "a\n", actual: "a")
                == "line 2, byte 1:\n  expected: (empty line)\n  actual:   (end of file)")
        let long = String(repeating: "x", count: 500)
        let message = Self.firstDifference(expected: long + "a" + long, actual: long + "b" + long)
        #expect(message.hasPrefix("line 1, byte 501:\n  expected: …" + String(repeating: "x", count: 60) + "a"))
        #expect(message.count < 500)
    }

    @Test("blanking times follows update-snapshots.sh's rule")
    func blanking() {
        #expect(Self.blankingTimes("17 faces read; checked in 0.26 s; platforms") == "17 faces read; checked in T s; platforms")
        #expect(Self.blankingTimes("took 1.5 seconds") == "took 1.5 seconds")
        #expect(Self.blankingTimes(#""seconds" : 0.31, "elapsed": 2"#) == #""seconds" : T, "elapsed": T"#)
        #expect(Self.blankingTimes(#"<testcase name="vi light" time="0.004611"/>"#) == #"<testcase name="vi light" time="T"/>"#)
    }
}
