import Testing

@testable import FontPackageSupport

/// The generated tables' look-up, against a plain split of the same text.
@Suite struct SortedLinesTests {
    @Test("every key finds its own line's value, with and without a final newline; absent keys find nothing")
    func findsEveryLine() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let keys = Set((0..<Int.random(in: 1...60, using: &generator)).map { _ in
                String((0..<Int.random(in: 1...6, using: &generator)).map { _ in "abcdé-z".randomElement(using: &generator)! })
            }).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            let values = keys.map { _ in String(repeating: "v\t", count: Int.random(in: 0...3, using: &generator)) + "字" }
            var text = zip(keys, values).map { "\($0)\t\($1)" }.joined(separator: "\n")
            if Bool.random(using: &generator) { text += "\n" }
            let table = SortedLines(text)
            #expect(table.count == keys.count)
            for (key, value) in zip(keys, values) { #expect(table.value(for: key).map(String.init) == value, "\(key)") }
            #expect(table.lines.map { String($0.key) } == keys)
            #expect(table.value(for: "zzzzzzz") == nil)
            #expect(table.value(for: "") == nil)
        }
    }
}
