import FontPackage
import FontPackageStrings
import Testing

/// Cut or corrupted files must give diagnostics, never a crash or a hang.
@Suite struct RobustnessTests {
    static let fixtures = [
        "Strings/escapes.strings", "Strings/bare.strings", "Strings/syntax-errors.strings",
        "App/Resources/fr.lproj/Localizable.strings", "Stringsdict/plurals.stringsdict",
        "Catalog/Nested.xcstrings", "App/Info.plist",
    ]

    static func readAll(_ bytes: [UInt8]) -> Int {
        var total = 0
        total += StringsFileReader.read(bytes: bytes, file: "t.strings", language: Fixtures.english).strings.count
        total += StringsDictReader.read(bytes: bytes, file: "t.stringsdict", language: Fixtures.english).strings.count
        total += StringCatalogReader.read(bytes: bytes, file: "t.xcstrings").strings.count
        total += InfoPlistReader.read(bytes: bytes, file: "Info.plist").info?.localizations.count ?? 0
        for string in StringsFileReader.read(bytes: bytes, file: "t.strings", language: Fixtures.english).strings {
            total += RenderedCharacters(string).scalars.count
        }
        return total
    }

    @Test(arguments: fixtures)
    func everyPrefixOfAFixture(path: String) {
        let bytes = Fixtures.bytes(path)
        var total = 0
        for length in Array(stride(from: 0, to: bytes.count, by: bytes.count > 1500 ? 7 : 1)) + [bytes.count] {
            total += Self.readAll(Array(bytes[..<length]))
        }
        #expect(total > 0)
    }

    @Test(arguments: fixtures)
    func flippedBytes(path: String) {
        var generator = SplitMix64(seed: 0x5EED)
        let original = Fixtures.bytes(path)
        for _ in 0..<200 {
            var bytes = original
            for _ in 0..<3 {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            _ = Self.readAll(bytes)
        }
    }

    @Test func crlfLineEndings() throws {
        let reading = Fixtures.strings(text: "/* c */\r\n\"a\" = \"1\";\r\n\"b\" = \"2\"\r\n\"c\" = \"3\";\r\n")
        #expect(reading.texts == ["a": "1", "b": "2", "c": "3"])
        #expect(reading.string("b")?.location == SourceLocation(file: "inline.strings", line: 3, column: 7))
        #expect(reading.positions == ["error 3:10"])
        #expect(reading.diagnostics.first?.sourceLine == "\"b\" = \"2\"")
    }
}

/// A small deterministic generator, so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
