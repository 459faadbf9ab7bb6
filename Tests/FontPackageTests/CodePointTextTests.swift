import Testing

@testable import FontPackageSupport

/// `String(codePoints:)` encodes UTF-8 itself; the standard library's scalar
/// view is the reference it must match, invalid values included.
@Suite struct CodePointTextTests {
    /// What the writers built before: the scalar view of the valid scalars.
    static func reference(_ codePoints: [UInt32]) -> String {
        String(String.UnicodeScalarView(codePoints.compactMap(Unicode.Scalar.init)))
    }

    @Test("every encoding length's edges, surrogates and values past U+10FFFF")
    func edges() {
        let edges: [UInt32] = [
            0, 0x1F, 0x41, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0xFFFD, 0xFFFF,
            0x10000, 0x1F600, 0x10FFFF, 0x110000, 0xFFFF_FFFF,
        ]
        for value in edges {
            #expect(String(codePoints: [value]) == Self.reference([value]), "\(codePointLabel(value))")
        }
        #expect(String(codePoints: edges) == Self.reference(edges))
        #expect(String(codePoints: edges).unicodeScalars.count == edges.count - 6)  // 4 surrogates, 2 too large
        #expect(String(codePoints: []) == "")
    }

    @Test("random text from every plane, as the scalar view gives it")
    func randomText() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let length = Int.random(in: 0...300, using: &generator)
            let codePoints = (0..<length).map { _ in
                // Mostly real scalars, some invalid values.
                Bool.random(using: &generator)
                    ? UInt32.random(in: 0...0x2FFFF, using: &generator) : UInt32.random(in: 0...0x11_0010, using: &generator)
            }
            let text = String(codePoints: codePoints)
            #expect(text == Self.reference(codePoints))
            #expect(Array(text.utf8) == Array(Self.reference(codePoints).utf8))
        }
    }
}
