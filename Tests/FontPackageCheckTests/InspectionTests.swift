import FontPackage
import Foundation
import Testing

@testable import FontPackageCheck
@testable import FontPackageInspection

@Suite("Inspecting faces")
struct InspectionTests {
    @Test("names, weight, italic and characters of a built font")
    func builtFace() throws {
        let folder = try Support.temporaryFolder()
        let path = folder + "/light.ttf"
        let font = TestFont(family: "FP Sans", style: "Light Italic", weightClass: 300, covering: "ABCabc")
        var italic = font
        italic.italic = true
        try Support.write(italic.data(), to: path)
        let face = try FontInspector().inspect(file: path, index: 0)
        #expect(face.family == "FP Sans")
        #expect(face.style == "Light Italic")
        #expect(face.postscriptName == "FPSans-LightItalic")
        #expect(face.fullNames.first == "FP Sans Light Italic")
        #expect(face.weightClass == 300)
        #expect(face.isItalic)
        #expect(face.format == "TrueType")
        #expect(face.glyphCount == 7)
        #expect(face.faceCount == 1)
        #expect(face.characters == CodePointSet("ABCabc".unicodeScalars))
        #expect(face.emptyGlyphs.isEmpty)
    }

    @Test("DejaVu Sans: what FreeType and fontconfig report")
    func dejaVu() throws {
        let face = try FontInspector().inspect(file: Support.dejaVu[0], index: 0)
        #expect(face.postscriptName == "DejaVuSans")
        #expect(face.family == "DejaVu Sans")
        #expect(face.weightClass == 400)
        #expect(!face.isItalic)
        #expect(face.characters.contains(0x1EAF))  // ắ
        #expect(face.fontconfigLanguages.contains("vi"))
        #expect(!face.fontconfigLanguages.contains("ja"))
    }

    @Test("an empty glyph is reported apart; fontconfig 2.14 keeps it in the charset")
    func emptyGlyph() throws {
        let folder = try Support.temporaryFolder()
        let path = folder + "/empty.ttf"
        var font = TestFont(covering: "ACa")
        font.characters[0x42] = .empty  // B: mapped, draws nothing
        font.characters[0x20] = .empty  // space: empty is right
        font.characters[0x200D] = .empty  // ZWJ: default-ignorable
        try Support.write(font.data(), to: path)
        let face = try FontInspector().inspect(file: path, index: 0)
        #expect(face.characters.contains(0x42))
        #expect(face.emptyGlyphs.codePoints == [0x42])
        // The oracle agrees that fontconfig counts B as present.
        let (_, charset) = try Support.run("fc-query", ["--format", "%{charset}", path])
        #expect(charset.contains("41-43") || charset.contains("41-42"))
        let requirement = LanguageRequirement(
            kind: .cldrBase, language: "test", source: "test", characters: CodePointSet("ABD".unicodeScalars))
        let verdict = face.coverage(of: requirement)
        #expect(verdict.missing.codePoints == [0x44])
        #expect(verdict.empty.codePoints == [0x42])
        #expect(!verdict.isCovered)
        #expect(verdict.kind(of: 0x41) == .covered)
        #expect(verdict.kind(of: 0x42) == .empty)
        #expect(verdict.kind(of: 0x44) == .missing)
        #expect(verdict.kind(of: 0x45) == .notRequired)
    }

    @Test("composable: a precomposed letter built from base + marks the font has")
    func composable() throws {
        let folder = try Support.temporaryFolder()
        let path = folder + "/marks.ttf"
        var font = TestFont(covering: "aA\u{0306}\u{0301}")  // a, A, breve, acute; no dot below
        font.characters[0x0300] = .empty  // grave exists but is blank
        try Support.write(font.data(), to: path)
        let face = try FontInspector().inspect(file: path, index: 0)
        // ắ = a + U+0306 + U+0301: composable. ạ needs U+0323: missing. ằ needs the blank grave: missing.
        let requirement = LanguageRequirement(
            kind: .fontconfig, language: "vi", source: "test", characters: CodePointSet([0x61, 0x1EAF, 0x1EAE, 0x1EA1, 0x1EB1]))
        let verdict = face.coverage(of: requirement)
        #expect(verdict.missing.codePoints == [0x1EA1, 0x1EAE, 0x1EAF, 0x1EB1])
        #expect(verdict.composable.codePoints == [0x1EAE, 0x1EAF])
        #expect(verdict.uncomposable.codePoints == [0x1EA1, 0x1EB1])
        #expect(verdict.kind(of: 0x1EAF) == .composable)
        #expect(verdict.kind(of: 0x1EA1) == .missing)
        #expect(verdict.required == 5)
    }

    @Test("a collection: every face, by index")
    func collection() throws {
        let folder = try Support.temporaryFolder()
        let path = folder + "/pair.ttc"
        try Support.write(
            TestFont.collection([
                TestFont(family: "FP Pair", style: "Light", weightClass: 300, covering: "abc"),
                TestFont(family: "FP Pair", style: "Bold", weightClass: 700, covering: "abcd"),
            ]), to: path)
        let inspector = try FontInspector()
        let faces = try inspector.inspect(file: path)
        #expect(faces.map(\.index) == [0, 1])
        #expect(faces.map(\.postscriptName) == ["FPPair-Light", "FPPair-Bold"])
        #expect(faces.map(\.weightClass) == [300, 700])
        #expect(faces.map(\.faceCount) == [2, 2])
        #expect(faces[1].characters.count == 4)
        #expect(try inspector.inspect(file: path, index: 1).postscriptName == "FPPair-Bold")
        #expect(try inspector.faceCount(file: path) == 2)
        let error = #expect(throws: FontInspectionError.self) { try inspector.inspect(file: path, index: 5) }
        #expect(error?.reason == .noSuchFace(faceCount: 2))
        // fontconfig's tools see the same two faces.
        let (_, output) = try Support.run("fc-query", ["--format", "%{index}:%{postscriptname}\n", path])
        #expect(output == "0:FPPair-Light\n1:FPPair-Bold\n")
    }

    @Test("a corrupt or missing file is an error value naming the file; the others are still inspected")
    func corrupt() throws {
        let folder = try Support.temporaryFolder()
        let corrupt = folder + "/corrupt.ttf"
        try Support.write(Data("this is not a font".utf8), to: corrupt)
        let truncated = folder + "/truncated.ttf"
        let dejaVu = try Data(contentsOf: URL(fileURLWithPath: Support.dejaVu[0]))
        try Support.write(dejaVu.prefix(300), to: truncated)
        let missing = folder + "/missing.ttf"

        let inspector = try FontInspector()
        let error = #expect(throws: FontInspectionError.self) { try inspector.inspect(file: corrupt) }
        #expect(error?.file == corrupt)
        #expect(error?.description.hasPrefix("\(corrupt): error: FreeType") == true)
        #expect(error?.description.contains("unknown file format") == true)
        let gone = #expect(throws: FontInspectionError.self) { try inspector.inspect(file: missing) }
        #expect(gone?.reason == .unreadable("no such file"))

        let results = FontInspector.inspectAll([Support.dejaVu[0], corrupt, truncated, missing, Support.dejaVu[1]])
        #expect(results.map(\.file) == [Support.dejaVu[0], corrupt, truncated, missing, Support.dejaVu[1]])
        #expect(results[0].faces.count == 1 && results[4].faces.count == 1)
        #expect(results[1].error != nil && results[2].error != nil && results[3].error != nil)
        // fontconfig refuses the same files.
        for file in [corrupt, truncated] {
            #expect(try Support.run("fc-query", [file]).status != 0)
        }
    }

    @Test("inspecting in parallel gives what inspecting one by one gives, errors included")
    func parallelEqualsSerial() throws {
        // The damaged fixtures include collections whose later faces do not open:
        // read face by face on two workers, such a file still fails as it does
        // read alone, with its first face that does not open.
        let corrupt = Support.packageRoot + "/Tests/Fixtures/CorruptFonts"
        let damaged = try FileManager.default.contentsOfDirectory(atPath: corrupt).sorted().map { corrupt + "/" + $0 }
        let files = try FileManager.default.contentsOfDirectory(atPath: "/usr/share/fonts/truetype/dejavu")
            .filter { $0.hasSuffix(".ttf") }.sorted().map { "/usr/share/fonts/truetype/dejavu/" + $0 } + Support.packFonts + damaged
        #expect(files.count >= 3 && damaged.contains { $0.hasSuffix(".ttc") })
        let inspector = try FontInspector()
        let serial = files.map { file in Result { () throws(FontInspectionError) in try inspector.inspect(file: file) } }
        let parallel = FontInspector.inspectAll(files, workers: 2)
        #expect(parallel.map(\.file) == files)
        #expect(parallel.contains { $0.faces.count > 1 } && parallel.contains { $0.error != nil })
        for (one, many) in zip(serial, parallel) {
            #expect((try? one.get()) == (try? many.result.get()), "\(many.file)")
            #expect(one.failureDescription == many.error?.description, "\(many.file)")
        }
    }

    @Test("CodePointSet algebra agrees with Set<UInt32>", arguments: 0..<20)
    func codePointSetAlgebra(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        func randomSet() -> Set<UInt32> {
            var set = Set<UInt32>()
            for _ in 0..<Int(generator.next() % 200) {
                let start = UInt32(generator.next() % 600)
                for offset in 0..<UInt32(generator.next() % 8) { set.insert(start + offset) }
            }
            return set
        }
        let a = randomSet()
        let b = randomSet()
        let setA = CodePointSet(a)
        let setB = CodePointSet(b)
        #expect(setA.codePoints == a.sorted())
        #expect(setA.count == a.count)
        #expect(setA.subtracting(setB).codePoints == a.subtracting(b).sorted())
        #expect(setA.union(setB).codePoints == a.union(b).sorted())
        #expect(setA.intersection(setB).codePoints == a.intersection(b).sorted())
        #expect(setA.isSuperset(of: setB) == a.isSuperset(of: b))
        for probe in 0..<UInt32(620) { #expect(setA.contains(probe) == a.contains(probe)) }
        // Ranges stay sorted, disjoint and non-adjacent.
        for (left, right) in zip(setA.ranges, setA.ranges.dropFirst()) { #expect(left.upperBound < right.lowerBound) }
    }

    @Test("space-like code points")
    func spaceLike() {
        for codePoint: UInt32 in [0x20, 0xA0, 0x3000, 0x200B, 0x200D, 0xFE0F, 0x115F, 0x2800, 0x0009, 0x00AD] {
            #expect(isSpaceLike(codePoint), "\(CodePointSet.label(codePoint))")
        }
        for codePoint: UInt32 in [0x41, 0x0301, 0x4E00, 0x0627, 0x0660] {
            #expect(!isSpaceLike(codePoint), "\(CodePointSet.label(codePoint))")
        }
    }
}

/// A small deterministic generator for the property tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Result where Failure == FontInspectionError {
    fileprivate var failureDescription: String? {
        if case .failure(let error) = self { return error.description }
        return nil
    }
}
