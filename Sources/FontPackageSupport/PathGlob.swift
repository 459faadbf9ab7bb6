/// A path pattern of `--exclude`: `*` matches any run of characters, `/`
/// included (`**` is the same), `?` one character, everything else itself.
///
/// A pattern matches a path when it matches the whole path or any tail of it
/// that starts at a folder name: `Pods/*` matches `App/Pods/Kit/ar.lproj/Kit.strings`,
/// `*/Copy/*` the files under any `Copy` folder, `*.stringsdict` every `.stringsdict`.
package struct PathGlob: Sendable, Hashable {
    package let pattern: String
    private let scalars: [Unicode.Scalar]

    package init(_ pattern: String) {
        self.pattern = pattern
        self.scalars = Array(pattern.unicodeScalars)
    }

    /// Whether the pattern matches `path` or one of its tails after a `/`.
    package func matches(_ path: String) -> Bool {
        let text = Array(path.unicodeScalars)
        if Self.match(scalars[...], text[...]) { return true }
        for (position, scalar) in text.enumerated() where scalar == "/" && position + 1 < text.count {
            if Self.match(scalars[...], text[(position + 1)...]) { return true }
        }
        return false
    }

    /// Whether `pattern` (`*` any run, `?` one character) matches the whole of `text`, `/` an ordinary character.
    package static func wildcardMatch(_ pattern: String, _ text: String) -> Bool {
        match(Array(pattern.unicodeScalars)[...], Array(text.unicodeScalars)[...])
    }

    /// Iterative wildcard match with one backtracking point, linear in practice.
    private static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex
        var t = text.startIndex
        var star: ArraySlice<Unicode.Scalar>.Index?
        var starText = text.startIndex
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
                star = p
                starText = t
            } else if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let resume = star {
                starText += 1
                t = starText
                p = resume
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
