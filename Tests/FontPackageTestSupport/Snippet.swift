internal import Foundation

/// Reads the Swift code blocks of an article and the marked region of a test file.
package enum Snippet {
    /// The text of every ```swift block, without the fences.
    package static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    /// The lines between `// GettingStarted.md begins` and `// GettingStarted.md ends`
    /// (or another `article`'s name), with their common indentation removed.
    package static func region(in source: String, of article: String = "GettingStarted.md") -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// \(article) begins" }),
            let end = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// \(article) ends" }),
            start < end
        else { return nil }
        let body = lines[(start + 1)..<end]
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return body.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }.joined(separator: "\n")
    }
}
