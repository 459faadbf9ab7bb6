import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// Declared single-byte charsets decode as Python's codecs decode them (a source other than
/// the GNU C library charmaps the tables come from), and as msgfmt compiles them.
@Suite struct DeclaredCharsetTests {
    /// Python's decoding of bytes 0x80-0xFF in each charset: code point, or -1 where undefined.
    static func pythonUpperHalves(_ names: [String]) throws -> [String: [Int]] {
        let script = """
            import json, sys
            out = {}
            for name in sys.argv[1:]:
                row = []
                for byte in range(0x80, 0x100):
                    try:
                        row.append(ord(bytes([byte]).decode(name)))
                    except UnicodeDecodeError:
                        row.append(-1)
                out[name] = row
            print(json.dumps(out))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + names
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return try JSONDecoder().decode([String: [Int]].self, from: data)
    }

    @Test func everyByteDecodesAsPythonsCodecsDecodeIt() throws {
        let expected = try Self.pythonUpperHalves(SingleByteCharset.allCases.map(\.rawValue))
        #expect(expected.count == 24)
        for charset in SingleByteCharset.allCases {
            let python = try #require(expected[charset.rawValue])
            for byte in UInt8(0x80)...UInt8(0xFF) {
                let read: Int
                switch charset.utf8([byte]) {
                case .success(let utf8): read = Int(String(decoding: utf8, as: UTF8.self).unicodeScalars.first?.value ?? 0)
                case .failure: read = -1
                }
                let want = python[Int(byte) - 0x80]
                #expect(read == want, "\(charset.rawValue) byte 0x\(String(byte, radix: 16)): read \(read), Python \(want)")
            }
        }
    }

    @Test func namesAndAliasesAreKnownAndOthersAreNot() {
        #expect(SingleByteCharset(name: "iso-8859-1") == .iso8859_1)
        #expect(SingleByteCharset(name: "ISO_8859-2") == .iso8859_2)
        #expect(SingleByteCharset(name: "ISO_8859-15:1998") == .iso8859_15)
        #expect(SingleByteCharset(name: "latin2") == .iso8859_2)
        #expect(SingleByteCharset(name: "cp1251") == .windows1251)
        #expect(SingleByteCharset(name: "Windows-1258") == .windows1258)
        #expect(SingleByteCharset(name: "UTF-8") == nil)
        #expect(SingleByteCharset(name: "CHARSET") == nil)
        #expect(SingleByteCharset(name: "ISO-8859-12") == nil)
    }

    @Test func catalogsInDeclaredCharsetsReadAsMsgfmtCompilesThem() throws {
        let app = try GettextReaderTests.compare(Fixtures.path("GettextCharsets"))
        #expect(app.files.count == 4)
        #expect(app.diagnostics.isEmpty)
        #expect(app.strings.contains { $0.text == "Żółć" })
    }

    @Test func anUndefinedByteIsAnErrorAtItsLine() throws {
        let reading = GettextReader.read(
            bytes: Fixtures.bytes("GettextMsgfmt/cp1252-undefined.po"), file: "cp1252-undefined.po")
        let error = try #require(reading.diagnostics.first)
        #expect(error.code == .stringsEncoding)
        #expect(error.location?.line == 6)
        #expect(error.message.contains("0x81") && error.message.contains("Windows-1252"))
    }

    @Test func anUnknownCharsetReadsUTF8AsBefore() throws {
        let reading = GettextReader.read(bytes: Fixtures.bytes("GettextMsgfmt/unknowncs.po"), file: "unknowncs.po")
        #expect(reading.strings.map(\.text) == ["café"])
        let undeclared = GettextReader.read(bytes: Fixtures.bytes("GettextMsgfmt/badutf8.po"), file: "badutf8.po")
        #expect(undeclared.diagnostics.map(\.code) == [.stringsEncoding])
        #expect(undeclared.diagnostics.first?.message.contains("not valid UTF-8") == true)
    }

    @Test func xmlDeclaredEncodingIsHonoured() throws {
        let text = "<?xml version=\"1.0\" encoding=\"iso-8859-2\"?>\n<resources>\n  <string name=\"close\">Zamknąć łódź</string>\n</resources>\n"
        let bytes = try Self.encode(text, as: "iso-8859-2")
        #expect(bytes.count == text.unicodeScalars.count)
        let reading = AndroidStringsReader.read(bytes: bytes, file: "res/values-pl/strings.xml")
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.strings.map(\.text) == ["Zamknąć łódź"])
        // Without the declaration, the same bytes are not UTF-8.
        let undeclared = Array(bytes.dropFirst(text.split(separator: "\n")[0].count))
        #expect(AndroidStringsReader.read(bytes: undeclared, file: "strings.xml").diagnostics.map(\.code) == [.stringsEncoding])
    }

    /// `text` in a charset, by Python's codecs.
    static func encode(_ text: String, as charset: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys; sys.stdout.buffer.write(sys.argv[1].encode(sys.argv[2]))", text, charset]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }
}
