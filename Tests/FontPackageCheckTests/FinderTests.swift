import FontPackage
import Foundation
import Testing

@testable import FontPackageCheck
@testable import FontPackageInspection

@Suite("Finding fonts in a pack folder")
struct FinderTests {
    /// A pack folder: a non-ASCII file name, a decomposed (NFD) one, a
    /// collection, a corrupt file, two files claiming one PostScript name,
    /// and a licence file that is not a font.
    static func makePack() throws -> String {
        let root = try Support.temporaryFolder()
        try Support.write(
            TestFont(family: "GenJyuuGothic", style: "Light", weightClass: 300, covering: "abc").data(),
            to: root + "/vi/genjyuu_light(越南细).ttf")
        var gotham = TestFont(family: "Gotham Rounded", style: "Medium", weightClass: 500, covering: "abc")
        gotham.postscriptName = "GothamRndSSm-Medium"
        try Support.write(gotham.data(), to: root + "/GothamRndSSm-Medium.ttf")
        try Support.write(
            TestFont(family: "Cafe Sans", style: "Bold", weightClass: 700, covering: "abc").data(),
            to: root + "/cafe\u{0301}_bold.ttf")  // café, decomposed as macOS writes it
        try Support.write(
            TestFont.collection([
                TestFont(family: "FP Pair", style: "Light", weightClass: 300, covering: "abc"),
                TestFont(family: "FP Pair", style: "Bold", weightClass: 700, covering: "abc"),
            ]), to: root + "/cjk/pair.ttc")
        try Support.write(Data("not a font".utf8), to: root + "/broken.ttf")
        var one = TestFont(family: "Dup", style: "Regular", covering: "a")
        one.postscriptName = "Dup-Regular"
        try Support.write(one.data(), to: root + "/a/dup.ttf")
        try Support.write(one.data(), to: root + "/b/dup.otf")
        try Support.write(Data("SIL Open Font License".utf8), to: root + "/OFL.txt")
        return root
    }

    @Test("indexing: every font file and face, failures apart, non-fonts ignored")
    func indexing() throws {
        let root = try Self.makePack()
        let index = try FontIndex(folder: root)
        #expect(index.files.count == 7)
        #expect(!index.files.contains("OFL.txt"))
        #expect(index.faces.count == 7)  // 6 single-face files + 2 faces - broken
        #expect(index.failures.map(\.file) == [root + "/broken.ttf"])
    }

    static let lookups: [(String, String, Int)] = [
        ("GothamRndSSm-Medium", "GothamRndSSm-Medium.ttf", 0),  // PostScript name
        ("gothamrndssm-medium", "GothamRndSSm-Medium.ttf", 0),  // case-insensitive
        ("Gotham Rounded Medium", "GothamRndSSm-Medium.ttf", 0),  // full name
        ("genjyuu_light(越南细)", "vi/genjyuu_light(越南细).ttf", 0),  // file base name, non-ASCII
        ("GENJYUU_LIGHT(越南细)", "vi/genjyuu_light(越南细).ttf", 0),
        ("GenJyuuGothic-Light", "vi/genjyuu_light(越南细).ttf", 0),
        ("café_bold", "cafe\u{0301}_bold.ttf", 0),  // NFC name, NFD file
        ("Cafe Sans-Bold", "cafe\u{0301}_bold.ttf", 0),  // family-style
        ("FP Pair Bold", "cjk/pair.ttc", 1),  // a face inside a collection
        ("FPPair-Light", "cjk/pair.ttc", 0),
        ("pair", "cjk/pair.ttc", 0),
    ]

    @Test("lookup by name", arguments: lookups)
    func lookup(name: String, file: String, faceIndex: Int) throws {
        let root = try Self.makePack()
        let index = try FontIndex(folder: root)
        let face = try index.find(name: name)
        #expect(index.relativePath(of: face) == file)
        #expect(face.index == faceIndex)
    }

    @Test("two files claiming one name is an error listing both")
    func ambiguous() throws {
        let index = try FontIndex(folder: try Self.makePack())
        let error = #expect(throws: FontLookupError.self) { try index.find(name: "Dup-Regular") }
        #expect(error?.reason == .ambiguous(matchedBy: "PostScript name", faces: ["a/dup.ttf#0", "b/dup.otf#0"]))
        #expect(error?.description.contains("a/dup.ttf#0 and b/dup.otf#0") == true)
    }

    @Test("a missing name lists the closest existing names")
    func notFound() throws {
        let index = try FontIndex(folder: try Self.makePack())
        let error = #expect(throws: FontLookupError.self) { try index.find(name: "GothamRndSSm-Medum") }
        guard case .notFound(let closest)? = error?.reason else {
            Issue.record("expected notFound, got \(String(describing: error))")
            return
        }
        #expect(closest.first == "GothamRndSSm-Medium")
        #expect(closest.count == 3)
    }

    @Test("an explicit file is taken as given, inside the pack")
    func explicitFile() throws {
        let root = try Self.makePack()
        let index = try FontIndex(folder: root)
        #expect(try index.find(file: "cjk/pair.ttc", index: 1).postscriptName == "FPPair-Bold")
        #expect(try index.find(file: "vi/genjyuu_light(越南细).ttf").weightClass == 300)
        #expect(throws: FontLookupError(name: "../x.ttf", reason: .outsidePack)) { try index.find(file: "../x.ttf") }
        #expect(throws: FontLookupError(name: "cjk/pair.ttc", reason: .noSuchFace(index: 2, faceCount: 2))) {
            try index.find(file: "cjk/pair.ttc", index: 2)
        }
        let broken = #expect(throws: FontLookupError.self) { try index.find(file: "broken.ttf") }
        guard case .unreadable(let inspection)? = broken?.reason else {
            Issue.record("expected unreadable")
            return
        }
        #expect(inspection.file == root + "/broken.ttf")
        #expect(throws: FontLookupError(name: root + "/nope", reason: .folderUnreadable)) {
            try FontIndex(folder: root + "/nope")
        }
    }

    @Test("the example pack, when present: every face found by its PostScript name")
    func examplePack() throws {
        let root = Support.packageRoot + "/Fonts"
        guard FileManager.default.fileExists(atPath: root) else { return }
        let index = try FontIndex(folder: root)
        for face in index.faces {
            guard let name = face.postscriptName else { continue }
            let found = try index.find(name: name)
            #expect(found.file == face.file && found.index == face.index)
        }
    }
}
