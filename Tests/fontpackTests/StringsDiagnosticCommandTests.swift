import Foundation
import Testing

/// A malformed string file under `check --strings`: the reader's diagnostic
/// reaches every format whole, with its position, and in text with its line
/// and a caret, as `fontpack` prints it for a config.
@Suite("check --strings: a malformed string file keeps its position and caret")
struct StringsDiagnosticCommandTests {
    static func app() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-malformed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("vi.lproj"), withIntermediateDirectories: true)
        // Line 2 lacks its semicolon.
        let strings = "\"ok\" = \"Xin chào\";\n\"bad\" = \"thiếu dấu\"\n\"next\" = \"Tiếp\";\n"
        try Data(strings.utf8).write(to: folder.appendingPathComponent("vi.lproj/Localizable.strings"))
        return folder
    }

    @Test("text: file:line:col, the line, a caret under the column; JSON and SARIF: the same position")
    func everyFormat() throws {
        let app = try Self.app()
        defer { try? FileManager.default.removeItem(at: app) }
        let file = app.appendingPathComponent("vi.lproj/Localizable.strings").path

        let json = try CommandLineRun.fontpack("check", "--languages", "vi", "--strings", app.path, "--format", "json")
        let findings = try #require(try json.json()["findings"] as? [[String: Any]])
        let syntax = try #require(findings.first { ($0["location"] as? [String: Any])?["file"] as? String == file })
        let location = try #require(syntax["location"] as? [String: Any])
        let line = try #require(location["line"] as? Int)
        let column = try #require(location["column"] as? Int)
        #expect(line >= 2)

        let text = try CommandLineRun.fontpack("check", "--languages", "vi", "--strings", app.path)
        let lines = text.standardOutput.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("\(file):\(line):\(column): ") })
        // The next line is the source line as written, the one after it the caret.
        let source = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")[line - 1]
        #expect(lines[header + 1] == source)
        #expect(lines[header + 2] == String(repeating: " ", count: column - 1) + "^")

        let sarif = try CommandLineRun.fontpack("check", "--languages", "vi", "--strings", app.path, "--format", "sarif")
        let object = try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any]
        let results = try #require(((object?["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let regions = results.compactMap { result -> [String: Any]? in
            let physical = ((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any]
            let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
            guard uri?.hasSuffix("vi.lproj/Localizable.strings") == true else { return nil }
            return physical?["region"] as? [String: Any]
        }
        #expect(regions.contains { $0["startLine"] as? Int == line && $0["startColumn"] as? Int == column })
    }
}
