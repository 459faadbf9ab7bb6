import Foundation
import Testing

@testable import FontPackageCheck
@testable import FontPackageInspection

@Suite("Reading CFF charstrings for ink")
struct CFFInkProbeTests {
    /// Every CFF face of the example pack (the CJK collections and the medium face).
    static let cffFaces: [(file: String, index: Int)] = [
        ("Fonts/NotoSansCJK/NotoSansCJK-Light.ttc", 0), ("Fonts/NotoSansCJK/NotoSansCJK-Light.ttc", 1),
        ("Fonts/NotoSansCJK/NotoSansCJK-Light.ttc", 2), ("Fonts/NotoSansCJK/NotoSansCJK-Bold.ttc", 0),
        ("Fonts/NotoSansCJK/NotoSansCJK-Bold.ttc", 2), ("Fonts/NotoSansCJK/NotoSansCJKsc-Medium.otf", 0),
    ]

    @Test("whenever the probe says a glyph has ink, FreeType's loader agrees; it answers most glyphs", arguments: cffFaces)
    func agreesWithFreeType(_ file: String, _ index: Int) throws {
        let library = try FreeTypeLibrary()
        let face = try library.openFace(path: Support.packageRoot + "/" + file, index: index)
        let probe = try #require(face.cffInkProbe, "a CFF face must have a probe")
        var answered = 0
        var disagreements: [UInt32] = []
        for glyph in 0..<UInt32(face.glyphCount) {
            guard probe.hasInk(glyph: glyph) == true else { continue }
            answered += 1
            if case .inked = face.inkByLoading(glyph: glyph) { continue }
            disagreements.append(glyph)
        }
        #expect(disagreements.isEmpty, "glyphs the probe calls inked but FreeType does not: \(disagreements.prefix(10))")
        // Glyphs that start with a subroutine call are left to FreeType; still, most of the work is saved.
        #expect(answered * 3 > face.glyphCount, "answered \(answered) of \(face.glyphCount)")
    }

    @Test("TrueType faces have no probe; their glyphs are always loaded")
    func trueTypeHasNoProbe() throws {
        let library = try FreeTypeLibrary()
        let face = try library.openFace(path: Support.packageRoot + "/Fonts/NotoSans/NotoSans-Light.ttf", index: 0)
        #expect(face.cffInkProbe == nil)
    }

    @Test("empty glyphs found with the probe equal those found by loading every glyph")
    func sameEmptyGlyphs() throws {
        let file = Support.packageRoot + "/Fonts/NotoSansCJK/NotoSansCJK-Light.ttc"
        let inspector = try FontInspector(options: .init(scanGlyphInk: false))
        let face = try inspector.inspect(file: file, index: 0)
        let probed = try inspector.ink(of: InkRequest(file: file, index: 0, codePoints: face.characters))
        let library = try FreeTypeLibrary()
        let loaded = try library.openFace(path: file, index: 0)
        var empty: [UInt32] = []
        for codePoint in face.characters.codePoints where !isSpaceLike(codePoint) {
            let glyph = loaded.glyph(for: codePoint)
            if case .blank = loaded.inkByLoading(glyph: glyph) { empty.append(codePoint) }
        }
        #expect(probed.empty.codePoints == empty)
    }
}

@Suite("CFF charstrings from hostile fonts")
struct CFFInkProbeHostileTests {
    /// An INDEX with 2-byte offsets.
    static func index(_ items: [[UInt8]]) -> [UInt8] {
        guard !items.isEmpty else { return [0, 0] }
        var bytes: [UInt8] = [UInt8(items.count >> 8), UInt8(items.count & 0xFF), 2]
        var offset = 1
        for item in [[]] + items {
            offset += item.count
            bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)]
        }
        return bytes + items.flatMap { $0 }
    }

    /// A CFF table whose one glyph calls global subroutine 0, which calls
    /// subroutine 1 `fanOut` times, and so on `depth` levels down: a tree of
    /// fanOut^depth calls that never draws.
    static func nestedCalls(fanOut: Int, depth: Int) -> [UInt8] {
        let bias = 107
        func call(_ subroutine: Int) -> [UInt8] { [UInt8(subroutine - bias + 139), 29] }
        var subroutines: [[UInt8]] = []
        for level in 0..<depth {
            subroutines.append(Array((0..<fanOut).map { _ in call(level + 1) }.joined()) + [11])
        }
        subroutines.append([11])
        let glyph = call(0) + [14]
        let globals = index(subroutines)
        let header: [UInt8] = [1, 0, 4, 2]
        let names = index([Array("A".utf8)])
        // Top DICT: CharStrings offset as a 5-byte integer, operator 17.
        let topSize = index([[29, 0, 0, 0, 0, 17]]).count
        let charStringsOffset = header.count + names.count + topSize + index([]).count + globals.count
        let top = index([[29, 0, 0, UInt8(charStringsOffset >> 8), UInt8(charStringsOffset & 0xFF), 17]])
        return header + names + top + index([]) + globals + index([glyph])
    }

    @Test("a tree of subroutine calls is cut short by the byte budget and left to FreeType")
    func nestedSubroutinesStayCheap() throws {
        let probe = try #require(CFFInkProbe(table: Self.nestedCalls(fanOut: 60, depth: 10)))
        #expect(probe.hasInk(glyph: 0) == nil)
        // The same shape, shallow enough to read to the end: still no ink claimed.
        let shallow = try #require(CFFInkProbe(table: Self.nestedCalls(fanOut: 3, depth: 2)))
        #expect(shallow.hasInk(glyph: 0) == nil)
        #expect(shallow.hasInk(glyph: 1) == nil)
    }

    @Test("every prefix of a CFF table: no trap, no hang")
    func truncatedTables() {
        let table = Self.nestedCalls(fanOut: 3, depth: 3)
        for length in 0...table.count {
            _ = CFFInkProbe(table: Array(table[..<length]))?.hasInk(glyph: 0)
        }
    }
}

@Suite("The empty-glyph check reading CFF faces in place")
struct MappedCFFInkTests {
    static let fixture = Support.packageRoot + "/Tests/Fixtures/EmptyGlyphCFF/EmptyGlyphCFF.ttc"

    /// What FreeType's loader says of each mapped character of a face: the oracle.
    static func emptyByLoading(_ file: String, _ index: Int, _ characters: CodePointSet) throws -> [UInt32] {
        let face = try FreeTypeLibrary().openFace(path: file, index: index)
        return characters.codePoints.filter { codePoint in
            guard !isSpaceLike(codePoint), case .blank = face.inkByLoading(glyph: face.glyph(for: codePoint)) else {
                return false
            }
            return true
        }
    }

    @Test("faces sharing one CFF table: each face's own empty characters, as FreeType's loader finds them")
    func sharedTableOwnCmap() throws {
        let inspector = try FontInspector(options: .init(scanGlyphInk: false))
        let faces = try inspector.inspect(file: Self.fixture)
        #expect(faces.count == 2)
        let requests = faces.map { InkRequest(file: $0.file, index: $0.index, codePoints: $0.characters) }
        let results = FontInspector.inkAll(requests, workers: 2)
        let empty = try results.map { try #require($0).empty.codePoints }
        // What the fixture script blanked (Tests/Fixtures/EmptyGlyphCFF/README.md).
        #expect(empty[0] == [0x41, 0x4E8C])
        #expect(empty[1] == [0x41, 0x42, 0x4E8C])
        for (face, found) in zip(faces, empty) {
            #expect(found == (try Self.emptyByLoading(face.file, face.index, face.characters)))
        }
        #expect(results.allSatisfy { $0?.unloadable.isEmpty == true })
    }

    @Test("the faces of a collection that point at one CFF table share one probe; other files do not")
    func oneProbePerTable() throws {
        for file in [Self.fixture, Support.packageRoot + "/Fonts/NotoSansCJK/NotoSansCJK-Light.ttc"] {
            let mapped = try #require(MappedFontFile(path: file))
            let first = try #require(mapped.cffFace(index: 0))
            let last = try #require(mapped.cffFace(index: file == Self.fixture ? 1 : 2))
            #expect(first.sharesProbe(with: last), "\(file)")
        }
        let other = try #require(MappedFontFile(path: Support.packageRoot + "/Fonts/NotoSansCJK/NotoSansCJK-Bold.ttc"))
        let light = try #require(MappedFontFile(path: Self.fixture))
        #expect(try #require(other.cffFace(index: 0)).sharesProbe(with: try #require(light.cffFace(index: 0))) == false)
    }

    @Test("HarfBuzz's cmap gives the glyph FreeType's gives, for every character of every CFF face of the pack")
    func sameGlyphs() throws {
        let files = CFFInkProbeTests.cffFaces.map { Support.packageRoot + "/" + $0.file } + [Self.fixture]
        for file in Set(files).sorted() {
            let mapped = try #require(MappedFontFile(path: file))
            let inspector = try FontInspector(options: .init(scanGlyphInk: false))
            for face in try inspector.inspect(file: file) {
                let cff = try #require(mapped.cffFace(index: face.index), "\(file) \(face.index) is a CFF face")
                let freeType = try FreeTypeLibrary().openFace(path: file, index: face.index)
                let differing = face.characters.codePoints.filter { cff.glyph(for: $0) != freeType.glyph(for: $0) }
                #expect(differing.isEmpty, "\(file) \(face.index): \(differing.prefix(10))")
            }
        }
    }

    @Test("TrueType and WOFF2 files are left to FreeType")
    func otherFormats() throws {
        for file in ["/Fonts/NotoSans/NotoSans-Light.ttf", "/Fonts/NotoSansHebrew/NotoSansHebrew-Bold.woff2"] {
            let mapped = try #require(MappedFontFile(path: Support.packageRoot + file))
            #expect(mapped.cffFace(index: 0) == nil, "\(file)")
        }
    }

    @Test("the example pack's CJK collection: empty characters by the mapped reading equal the per-face reading")
    func sameAsPerFace() throws {
        let file = Support.packageRoot + "/Fonts/NotoSansCJK/NotoSansCJK-Light.ttc"
        let inspector = try FontInspector(options: .init(scanGlyphInk: false))
        let faces = try inspector.inspect(file: file)
        let requests = faces.map { InkRequest(file: $0.file, index: $0.index, codePoints: $0.characters) }
        let mapped = FontInspector.inkAll(requests, workers: 2)
        for (request, result) in zip(requests, mapped) {
            let alone = try inspector.ink(of: request)
            let result = try #require(result)
            #expect(result.empty == alone.empty && result.unloadable == alone.unloadable, "face \(request.index)")
        }
    }
}
