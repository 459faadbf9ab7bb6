import Foundation
import Testing

/// Every `fontpack` command the README and the manual's articles
/// (`Sources/fontpack/Documentation.docc/*.md`) show runs here, and where a file
/// shows its output, that output is compared with what the command prints,
/// so the documentation cannot drift. A shown line matches an actual line when it is
/// equal, or, when it contains `...`, when the pieces around each `...` appear
/// in order (the first one as a prefix); a line of just `...` stands for lines
/// left out. Timings (`0.12 s`) are masked. Shown lines must appear in order.
@Suite("The documentation's commands", .serialized)
struct DocumentationCommandTests {
    struct Example: CustomTestStringConvertible, Sendable {
        /// The file, relative to the package root.
        let file: String
        let line: Int
        let command: String
        let shown: [String]?
        var place: String { "\(file):\(line)" }
        var testDescription: String { "\(place): \(command)" }
    }

    /// The manual's catalog, relative to the package root.
    static let catalog = "Sources/fontpack/Documentation.docc"

    /// The README, then every article of the catalog, by name.
    static let files: [String] = {
        let folder = CommandLineRun.packageRoot.appendingPathComponent(catalog)
        let articles = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".md") }
            .sorted()
        return ["README.md"] + articles.map { "\(catalog)/\($0)" }
    }()

    static let examples: [Example] = files.flatMap { file in
        let text = (try? String(contentsOf: CommandLineRun.packageRoot.appendingPathComponent(file), encoding: .utf8)) ?? ""
        return examples(in: text, file: file)
    }

    /// The commands: `$ ` lines of a block with the output after them, and
    /// `fontpack` lines of `sh` blocks (with `\` continuations), not compared.
    static func examples(in text: String, file: String) -> [Example] {
        let lines = text.components(separatedBy: "\n")
        var examples: [Example] = []
        var position = 0
        while position < lines.count {
            let fence = lines[position].trimmingCharacters(in: .whitespaces)
            guard fence.hasPrefix("```") else {
                position += 1
                continue
            }
            let language = fence.dropFirst(3)
            let indent = lines[position].prefix { $0 == " " }.count
            var block: [(Int, String)] = []
            position += 1
            while position < lines.count, !lines[position].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                block.append((position + 1, String(lines[position].dropFirst(min(indent, lines[position].prefix { $0 == " " }.count)))))
                position += 1
            }
            position += 1
            if block.contains(where: { $0.1.hasPrefix("$ ") }) {
                var current: (Int, String, [String])?
                for (number, text) in block {
                    if text.hasPrefix("$ ") {
                        if let current { examples.append(Example(file: file, line: current.0, command: current.1, shown: current.2)) }
                        current = (number, String(text.dropFirst(2)), [])
                    } else {
                        current?.2.append(text)
                    }
                }
                if let current { examples.append(Example(file: file, line: current.0, command: current.1, shown: current.2)) }
            } else if language == "sh" {
                var pending = ""
                var start = 0
                for (number, text) in block {
                    if pending.isEmpty { start = number }
                    pending += text
                    if pending.hasSuffix("\\") {
                        pending.removeLast()
                        continue
                    }
                    if invokesFontpack(pending) { examples.append(Example(file: file, line: start, command: pending, shown: nil)) }
                    pending = ""
                }
            }
        }
        return examples
    }

    static func invokesFontpack(_ command: String) -> Bool {
        let trimmed = command.trimmingCharacters(in: .whitespaces)
        return ["swift run fontpack ", "fontpack ", ".build/release/fontpack "].contains { trimmed.hasPrefix($0) }
    }

    /// The command with the documentation's ways of calling the tool replaced by the built binary, its comment removed.
    static func runnable(_ command: String) -> String {
        var text = command.trimmingCharacters(in: .whitespaces)
        if let comment = text.range(of: "  #") ?? text.range(of: "   #") { text = String(text[..<comment.lowerBound]) }
        let binary = CommandLineRun.executable.path
        for prefix in ["swift run -c release fontpack", "swift run fontpack", ".build/release/fontpack", "fontpack"] where text.hasPrefix(prefix + " ") {
            text = binary + text.dropFirst(prefix.count)
            break
        }
        return text
    }

    static func masked(_ line: String) -> String {
        line.replacingOccurrences(of: #"\d+\.\d+ s\b"#, with: "#.## s", options: .regularExpression)
            .replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression)
    }

    static func matches(_ shown: String, _ actual: String) -> Bool {
        guard shown.contains("...") else { return shown == actual }
        var rest = Substring(actual)
        for (position, piece) in shown.components(separatedBy: "...").enumerated() where !piece.isEmpty {
            if position == 0 {
                guard rest.hasPrefix(piece) else { return false }
                rest = rest.dropFirst(piece.count)
            } else {
                guard let found = rest.range(of: piece) else { return false }
                rest = rest[found.upperBound...]
            }
        }
        return true
    }

    @Test("runs, and prints what the documentation shows", arguments: examples)
    func example(_ example: Example) throws {
        let run = try CommandLineRun.run(URL(fileURLWithPath: "/bin/bash"), arguments: ["-c", Self.runnable(example.command)])
        let text = run.standardError + run.standardOutput
        // It ran: not a usage error, not a crash.
        #expect([0, 1].contains(run.status), "exit \(run.status): \(text)")
        guard let shown = example.shown else { return }
        let actual = text.components(separatedBy: "\n").map(Self.masked)
        var next = 0
        for line in shown.map(Self.masked) where line != "..." && !line.isEmpty {
            guard let found = actual[next...].firstIndex(where: { Self.matches(line, $0) }) else {
                Issue.record("\(example.place): not in the output (in order): \(line)\n--- actual:\n\(text)")
                return
            }
            next = found + 1
        }
    }

    @Test("the README and every article of the manual are read, and the articles show commands")
    func everyFileIsRead() throws {
        // The README, the landing page and the articles it links.
        #expect(Self.files.count >= 14, "\(Self.files)")
        for file in Self.files {
            let text = try String(contentsOf: CommandLineRun.packageRoot.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.isEmpty, "\(file) is empty")
        }
        let articleExamples = Self.examples.filter { $0.file.hasPrefix(Self.catalog + "/") }
        #expect(articleExamples.count >= 30, "\(articleExamples.count) commands in the articles")
        #expect(articleExamples.contains { $0.shown != nil })
    }

    /// DocC takes pictures from its catalog only (a symbolic link is copied as a link),
    /// so the manual holds copies of the pictures the screenshot scripts write to `docs/`.
    @Test("the manual's pictures are the ones in docs/", arguments: ["clipped-ink.png", "han-forms.png", "report.png"])
    func pictureIsCurrent(_ name: String) throws {
        let root = CommandLineRun.packageRoot
        let original = try Data(contentsOf: root.appendingPathComponent("docs/\(name)"))
        let copy = try Data(contentsOf: root.appendingPathComponent("\(Self.catalog)/Resources/\(name)"))
        #expect(copy == original, "copy docs/\(name) to \(Self.catalog)/Resources/")
    }

    @Test("the documentation's examples write only under build/ or a temporary folder")
    func examplesWriteUnderBuild() {
        for example in Self.examples {
            let words = example.command.split(separator: " ")
            for (position, word) in words.enumerated() where word == "--output" && position + 1 < words.count {
                let path = words[position + 1]
                #expect(path.hasPrefix("build/") || path.hasPrefix("/tmp/"), "\(example.place): --output \(path)")
            }
        }
    }
}
