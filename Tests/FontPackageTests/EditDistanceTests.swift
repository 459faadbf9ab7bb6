import Testing
@testable import FontPackageSupport

/// `editDistance` against the whole-table form of the same distance (optimal
/// string alignment: insert, delete, substitute, swap neighbours), written
/// here from its definition, on random words.
@Suite("Edit distance")
struct EditDistanceTests {
    static func reference(_ a: [Character], _ b: [Character]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        guard !a.isEmpty, !b.isEmpty else { return d[a.count][b.count] }
        for i in 1...a.count {
            for j in 1...b.count {
                d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = Swift.min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    @Test("equals the whole-table distance on 2,000 random pairs")
    func randomPairs() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdeé-")
        for _ in 0..<2_000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            #expect(editDistance(a, b) == Self.reference(a, b), "\(String(a)) / \(String(b))")
        }
    }

    @Test("known distances", arguments: [("name", "nmae", 1), ("font", "", 4), ("", "", 0), ("kitten", "sitting", 3), ("ca", "abc", 3)])
    func known(_ a: String, _ b: String, _ distance: Int) {
        #expect(editDistance(a, b) == distance)
    }
}
