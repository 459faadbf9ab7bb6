internal import FontPackage
internal import FontPackageSupport

/// What one fix repairs, for a finding about a string: the key that
/// ``FindingGrouping`` puts the string findings of one cause under.
struct Cause: Hashable {
    /// What the strings' faces lack, or share.
    enum Gap: Hashable {
        /// Letters of one script.
        case script(UnicodeScript)
        /// Symbols, punctuation and marks (Unicode's Common and Inherited scripts) only.
        case symbols
        /// A finding of another code: the same face (and platform, for ink) in every string.
        case face(font: String, platform: String?)
        /// A string file's reader saying the same of many of its keys
        /// (`a11y_digits.COUNT: the plural rule "COUNT" has no "other" category`): the text after the key.
        case problem(file: String, text: String)
    }

    let code: Diagnostic.Code
    let language: String
    let gap: Gap
    /// The env of the entry whose faces lack the characters, when script runs
    /// took them there from the language's own entry (``RunEntry``); nil for the language's own.
    var runEntry: String? = nil

    /// The cause as a stable text, for fingerprints that survive new strings and moved lines.
    var identity: String {
        let gap: String
        switch self.gap {
        case .script(let script): gap = "script \(script.rawValue)"
        case .symbols: gap = "symbols"
        case .face(let font, let platform): gap = "face \(PathName.lastComponent(font))" + (platform.map { " \($0)" } ?? "")
        case .problem(let file, let text): gap = "problem \(PathName.lastComponent(file)) \(text)"
        }
        return "\(code.rawValue) \(language) \(gap)" + (runEntry.map { " runs \($0)" } ?? "")
    }
}
