import Foundation
import Testing

@testable import FontPackageSupport

/// The modules write sizes, decimals, URI paths and normalized text without
/// Foundation's ICU-backed part; these compare each with what Foundation gives.
@Suite struct FoundationFreeTextTests {
    @Test func fileSizesReadAsByteCountFormatterWritesThem() {
        var sizes: [Int64] = [0, 1, 2, 999, 1_000, 1_001, 1_499, 1_500, 2_500, 9_999, 10_632, 25_052, 99_999, 296_656,
                              999_499, 999_500, 999_999, 1_000_000, 1_049_999, 1_050_000, 1_150_000, 2_132_856, 4_032_636,
                              9_999_999, 10_949_999, 123_456_789, 999_949_999, 999_950_000, 1_000_000_000, 1_234_567_890,
                              1_235_000_000, 12_345_678_901]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 { sizes.append(Int64.random(in: 0...50_000_000_000, using: &generator)) }
        for size in sizes {
            #expect(fileSizeText(size) == ByteCountFormatter.string(fromByteCount: size, countStyle: .file), "\(size) bytes")
        }
    }

    @Test func decimalsAreThoseOfStringFormat() {
        let values: [Double] = [0, 0.005, 0.015, 0.125, 0.3125, 1.005, 2.675, 12.5, 13.5, 99.995, 0.000_000_5, 1e-7, 123_456.789, -1.25]
        for value in values {
            for digits in [0, 1, 2, 6] {
                #expect(fixedText(value, digits: digits) == String(format: "%.\(digits)f", value), "\(value) to \(digits)")
            }
        }
    }

    @Test("decimals computed from the binary value are C's, ties and random values alike")
    func exactDecimalsAreCs() {
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1e-9, 5e-10, 4.9999999e-10, 999_999_999.999_999, 0x1p-100]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            values.append(Double.random(in: -1_000...1_000, using: &generator))
            // Dyadic values, where the decimal expansion ends and ties happen.
            values.append(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / Double(1 << Int.random(in: 0...30, using: &generator)))
            values.append(Double.random(in: 0..<1e9, using: &generator))
            values.append(Double.random(in: 0..<1e-6, using: &generator))
        }
        for value in values {
            for digits in 0...9 {
                let exact = exactFixedText(value, digits: digits)
                #expect(exact == printfFixedText(value, digits: digits), "\(value) to \(digits)")
                #expect(exact == String(format: "%.\(digits)f", value), "\(value) to \(digits)")
            }
        }
        #expect(exactFixedText(1e9, digits: 2) == nil)
        #expect(exactFixedText(.nan, digits: 2) == nil)
        #expect(exactFixedText(1, digits: 10) == nil)
        #expect(fixedText(1e20, digits: 2) == String(format: "%.2f", 1e20))
    }

    @Test func uriPathsAreEncodedAsFoundationEncodesThem() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";")
        let paths = ["Fonts/NotoSans/NotoSans-Bold.ttf", "a b/c;d?e#f%g", "/abs/путь/字体.ttc", "x[1]{2}|\\^`\"<>", "~user/!$&'()*+,=:@"]
        for path in paths {
            #expect(percentEncodedPath(path) == path.addingPercentEncoding(withAllowedCharacters: allowed), "\(path)")
        }
    }

    @Test func normalizationIsFoundations() {
        for text in ["Ở", "Ẫ", "é", "e\u{301}", "한", "\u{1100}\u{1161}\u{11A8}", "Å", "ﬁ", "ǅ", "\u{0958}", "가각"] {
            #expect(Normalization.decomposed(text).map(\.value) == text.decomposedStringWithCanonicalMapping.unicodeScalars.map(\.value))
            #expect(Normalization.precomposed(text).unicodeScalars.map(\.value)
                    == text.precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value))
        }
    }

    @Test func blanksAreTrimmedAsCharacterSetWhitespacesTrims() {
        for text in ["  a b  ", "\ta\t", "\u{00A0}x\u{3000}", "\nkeep\n", "", "   ", "\u{2009}thin"] {
            #expect(trimmedBlanks(text) == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    @Test("ASCII paths are normalized by their bytes as by their Characters")
    func asciiNormalizationIsCharacters() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["/", "//", ".", "..", "a", "b.ttf", "~", " ", "x..y"]
        for _ in 0..<3_000 {
            let path = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(PathName.asciiLexicallyNormalized(path) == PathName.characterLexicallyNormalized(path), "\(path)")
        }
        #expect(PathName.asciiLexicallyNormalized("字体/a") == nil)
        let nameParts = ["/", "a", ".", "b", "..", "ttf", "x.y"]
        for _ in 0..<3_000 {
            let path = (0..<Int.random(in: 0...6, using: &generator)).map { _ in nameParts.randomElement(using: &generator)! }.joined()
            let ns = path as NSString
            #expect(PathName.pathExtension(path) == ns.pathExtension, "\(path)")
            if path.contains("..") || path.hasSuffix("//") || path.hasPrefix("//") { continue }  // NSString folds these its own way
            #expect(PathName.lastComponent(path) == ns.lastPathComponent, "\(path)")
            #expect(PathName.baseName(path) == (ns.lastPathComponent as NSString).deletingPathExtension, "\(path)")
        }
    }

    @Test func pathComponentsAreNSStrings() {
        let more = ["a//", "é/", "字体/越南细.ttc", "a/\u{301}b.ttf", "a.\u{301}", "/a/b/", "x.tar.gz", "a/.b"]
        for path in ["Fonts/NotoSans/NotoSans-Bold.ttf", "a.b.c", ".hidden", "dir/", "/", "noext", "a/b/.ttf", "x.TTC"] + more {
            let ns = path as NSString
            #expect(PathName.lastComponent(path) == ns.lastPathComponent, "\(path)")
            #expect(PathName.pathExtension(path) == ns.pathExtension, "\(path)")
            #expect(PathName.baseName(path) == (ns.lastPathComponent as NSString).deletingPathExtension, "\(path)")
        }
        for path in ["Fonts/NotoSans/NotoSans-Bold.ttf", "a.ttf", "/x/y", "a/b/c", "/a/b/", "字体/越南细.ttc", "a/\u{301}b"] {
            #expect(PathName.deletingLastComponent(path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
        #expect(PathName.lexicallyNormalized("./a//b/../c/") == "a/c")
        #expect(PathName.lexicallyNormalized("/a/../../b") == "/b")
        #expect(PathName.lexicallyNormalized("../x") == "../x")
        #expect(PathName.lexicallyNormalized("../../x/./y/..") == "../../x")
        #expect(PathName.lexicallyNormalized("字体/./越南/../细.ttc") == "字体/细.ttc")
        #expect(PathName.lexicallyNormalized("/") == "/")
        #expect(PathName.lexicallyNormalized("") == ".")
        #expect(PathName.lexicallyNormalized("//") == "/")
    }

    @Test func symbolicLinksResolveAsRealpathDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pathname-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/real/inner", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/real")
        let resolvedFolder = (folder as NSString).resolvingSymlinksInPath
        #expect(PathName.resolvingSymlinks(folder + "/link/inner") == resolvedFolder + "/real/inner")
        // A missing end keeps its components, after the resolved part that exists.
        #expect(PathName.resolvingSymlinks(folder + "/link/missing/x.ttf") == resolvedFolder + "/real/missing/x.ttf")
        // The walk lists the link but does not descend into it.
        let walked = Set(PathName.walk(folder))
        #expect(walked == ["real", "real/inner", "link"])
        #expect(Set(PathName.walk(folder, skippingHidden: true)) == walked)
    }
}
