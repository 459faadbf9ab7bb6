import Foundation
import FontPackageExport
import Testing

/// The Flutter export writes every family name and asset path as a YAML
/// double-quoted scalar by hand (the package has no YAML library). PyYAML,
/// an independent YAML reader, must read each back unchanged, as a value and
/// quoted in a comment, whatever it holds: the characters YAML gives meaning
/// to (`: # ' " \ - [ ] { } & * ! | > % @` and a backtick), leading and
/// trailing spaces, non-ASCII letters, line breaks (`\n`, `\r`, U+0085,
/// U+2028, U+2029), controls, the byte order mark and astral characters.
@Suite struct FlutterYAMLQuotingTests {
    static let hostile = [
        "fontpack : # ' \" é", "Noto: #'\" é.ttf", "  leading and trailing  ", "- [a] {b} & *c !d |e >f %g @h `i`",
        "back\\slash \\n not a break", "line\nbreak\r\n\u{85}\u{2028}\u{2029}end", "tab\tbell\u{7}del\u{7F}c1\u{9F}",
        "bom\u{FEFF}nonchar\u{FFFE}\u{FFFF}", "astral 𝒜 😀 and CJK 思源", "", "null", "~", "true", "0x1F", "1e3", "'single'",
        "\"double\"", "#comment", "key: value", "ﬁ ligature and \u{00A0} no-break space",
    ]

    @Test func pyYAMLReadsEveryQuotedStringBack() throws {
        var lines = ["# a comment quoting each: the keys after it must survive"]
        for (index, text) in Self.hostile.enumerated() {
            lines.append("# \(FlutterExport.quoted(text))")
            lines.append("k\(index): \(FlutterExport.quoted(text))")
        }
        let file = try Support.temporaryFolder() + "/quoted.yaml"
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file))
        let run = try Support.run(
            "python3",
            ["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1], encoding='utf-8'))))", file])
        #expect(run.status == 0, "PyYAML cannot read \(file)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
        #expect(object.count == Self.hostile.count, "a comment ended early and made a key, or a value took a line: \(object.keys.sorted())")
        for (index, text) in Self.hostile.enumerated() {
            let read = object["k\(index)"] as? String
            #expect(read.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars), "\(text.debugDescription) read as \(read.debugDescription)")
        }
    }

    @Test func quotedIsOneLineOfPrintableCharacters() {
        for text in Self.hostile {
            let quoted = FlutterExport.quoted(text)
            #expect(quoted.first == "\"" && quoted.last == "\"")
            #expect(!quoted.unicodeScalars.contains { [0x0A, 0x0D, 0x85, 0x2028, 0x2029, 0xFEFF].contains($0.value) || $0.value < 0x20 })
        }
    }
}
