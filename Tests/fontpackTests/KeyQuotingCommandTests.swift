import Foundation
import Testing

/// A gettext key is its English source, line breaks and all: the text output prints it
/// on one line, escaped, and JSON keeps it as it is.
@Suite struct KeyQuotingCommandTests {
    static func catalog() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The msgid is "Open\nfile"; its translation holds a Thai letter the default pack lacks.
        let po = """
            msgid ""
            msgstr ""
            "Language: fr\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: nplurals=2; plural=(n > 1);\\n"

            msgid "Open\\n"
            "file"
            msgstr "Ouvrir\\n"
            "fichier \u{E01}"

            """
        try po.write(to: folder.appendingPathComponent("fr.po"), atomically: true, encoding: .utf8)
        return folder.path
    }

    @Test func aKeyWithALineBreakIsOneLineOfTextAndItselfInJSON() throws {
        let folder = try Self.catalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for table in ["folded", "full"] {
            let text = try CommandLineRun.fontpack("check", "--strings", folder, "--languages", "fr", "--table", table)
            #expect(text.status == 1)
            let lines = text.standardOutput.split(separator: "\n")
            #expect(lines.contains { $0.contains(#": "Open\nfile" shows 1 character"#) }, "\(text.standardOutput)")
            // No line ends in the middle of the key.
            #expect(!lines.contains { $0.hasSuffix("\"Open") }, "\(text.standardOutput)")
        }
        let json = try CommandLineRun.fontpack("check", "--strings", folder, "--languages", "fr", "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.compactMap { $0["key"] as? String }.contains("Open\nfile"))
    }
}
