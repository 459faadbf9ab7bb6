/// The text an ICU MessageFormat message draws, by the ICU MessageFormat
/// syntax (unicode-org.github.io/icu/userguide/format_parse/messages), the
/// syntax Flutter's gen-l10n reads from ARB files:
///
/// - `{name}` and `{name, number, ...}`, `{name, date, ...}` are placeholders:
///   their values are the app's, not the translator's, so they are left out;
/// - `plural`, `selectordinal` and `select` give one text per branch (with the
///   text around the argument), `=0`, `one`, `other`... being keywords; `#` in a
///   plural branch is the number;
/// - an apostrophe quotes a `{`, `}` (or `#` in a plural branch) and what
///   follows up to the next apostrophe; `''` is one apostrophe; any other
///   apostrophe is itself (ICU's default apostrophe mode).
struct ICUMessageText {
    /// One text the message can show, with the branches that give it (`plural.one`, `select.male`).
    struct Variant: Equatable {
        var path: [String]
        var text: String
    }

    struct SyntaxError: Error, Equatable {
        var message: String
        /// Offset in Unicode scalars from the start of the message.
        var offset: Int
    }

    private enum Piece {
        case text(String)
        case choice(kind: String, branches: [(selector: String, pieces: [Piece])])
    }

    /// More combinations of branches than this are given branch by branch, not multiplied out.
    static let maximumVariants = 256
    private static let maximumDepth = 64

    private let scalars: [Unicode.Scalar]
    private var offset = 0
    private var depth = 0

    private init(_ message: String) { scalars = Array(message.unicodeScalars) }

    /// Every text the message shows: one for a message without choices, else one per
    /// combination of branches (or, past ``maximumVariants``, one per branch).
    static func variants(of message: String) -> Result<[Variant], SyntaxError> {
        var parser = ICUMessageText(message)
        do {
            let pieces = try parser.parseMessage(inPlural: false, nested: false)
            let combined = expand(pieces, limit: maximumVariants)
            return .success(combined ?? branchByBranch(pieces, path: []))
        } catch {
            return .failure(error)
        }
    }

    // MARK: Expansion

    /// Each combination of branches, or nil when there would be more than `limit`.
    private static func expand(_ pieces: [Piece], limit: Int) -> [Variant]? {
        var results = [Variant(path: [], text: "")]
        for piece in pieces {
            switch piece {
            case .text(let text):
                for index in results.indices { results[index].text += text }
            case .choice(let kind, let branches):
                var next: [Variant] = []
                for (selector, inner) in branches {
                    guard let innerVariants = expand(inner, limit: limit) else { return nil }
                    for result in results {
                        for variant in innerVariants {
                            next.append(
                                Variant(path: result.path + ["\(kind).\(selector)"] + variant.path, text: result.text + variant.text))
                            if next.count > limit { return nil }
                        }
                    }
                }
                results = next
            }
        }
        return results
    }

    /// The text outside every choice as one variant, then each branch's own text, nested ones apart.
    private static func branchByBranch(_ pieces: [Piece], path: [String]) -> [Variant] {
        var outside = ""
        var variants: [Variant] = []
        for piece in pieces {
            switch piece {
            case .text(let text): outside += text
            case .choice(let kind, let branches):
                for (selector, inner) in branches {
                    variants += branchByBranch(inner, path: path + ["\(kind).\(selector)"])
                }
            }
        }
        return [Variant(path: path, text: outside)] + variants
    }

    // MARK: Parsing

    private func fail(_ message: String) -> SyntaxError { SyntaxError(message: message, offset: offset) }

    private var current: Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

    private mutating func skipWhiteSpace() {
        while let scalar = current, scalar.properties.isPatternWhitespace { offset += 1 }
    }

    /// A message up to its closing `}` (consumed) when `nested`, else to the end.
    private mutating func parseMessage(inPlural: Bool, nested: Bool) throws(SyntaxError) -> [Piece] {
        guard depth < Self.maximumDepth else { throw fail("choices nested deeper than \(Self.maximumDepth) levels") }
        depth += 1
        defer { depth -= 1 }
        var pieces: [Piece] = []
        var text = ""
        while let scalar = current {
            switch scalar {
            case "'":
                offset += 1
                if current == "'" {
                    text.unicodeScalars.append("'")
                    offset += 1
                } else if let next = current, next == "{" || next == "}" || (inPlural && next == "#") || next == "|" {
                    // Quoted literal text, up to the next lone apostrophe.
                    while let quoted = current {
                        offset += 1
                        if quoted == "'" {
                            if current == "'" {
                                text.unicodeScalars.append("'")
                                offset += 1
                                continue
                            }
                            break
                        }
                        text.unicodeScalars.append(quoted)
                    }
                } else {
                    text.unicodeScalars.append("'")
                }
            case "{":
                offset += 1
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                if let choice = try parseArgument() { pieces.append(choice) }
            case "}":
                guard nested else { throw fail("'}' closes nothing; quote it as '}'") }
                offset += 1
                if !text.isEmpty { pieces.append(.text(text)) }
                return pieces
            case "#" where inPlural:
                // The number, which the app formats.
                offset += 1
            default:
                text.unicodeScalars.append(scalar)
                offset += 1
            }
        }
        if nested { throw fail("a '{' is not closed before the end of the message") }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// An argument after its `{`, up to its `}` (consumed): nil for a placeholder, else its choice.
    private mutating func parseArgument() throws(SyntaxError) -> Piece? {
        skipWhiteSpace()
        let nameStart = offset
        while let scalar = current, scalar != ",", scalar != "}", !scalar.properties.isPatternWhitespace { offset += 1 }
        guard offset > nameStart else { throw fail("an argument needs a name or a number") }
        skipWhiteSpace()
        guard let separator = current else { throw fail("a '{' is not closed before the end of the message") }
        offset += 1
        if separator == "}" { return nil }
        guard separator == "," else { throw fail("expected ',' or '}' after the argument name") }
        skipWhiteSpace()
        let typeStart = offset
        while let scalar = current, scalar.properties.isAlphabetic || scalar == "_" { offset += 1 }
        let type = String(String.UnicodeScalarView(scalars[typeStart..<offset]))
        skipWhiteSpace()
        switch type {
        case "plural", "selectordinal", "select":
            guard current == "," else { throw fail("\(type) needs ',' and its branches") }
            offset += 1
            return try parseBranches(kind: type)
        case "":
            throw fail("an argument type is missing after ','")
        default:
            // number, date, time, spellout...: a placeholder, whose style is skipped.
            try skipStyle()
            return nil
        }
    }

    /// The branches of a choice after `kind,`, up to the argument's `}` (consumed).
    private mutating func parseBranches(kind: String) throws(SyntaxError) -> Piece {
        var branches: [(selector: String, pieces: [Piece])] = []
        while true {
            skipWhiteSpace()
            guard let scalar = current else { throw fail("a '{' is not closed before the end of the message") }
            if scalar == "}" {
                offset += 1
                break
            }
            let selectorStart = offset
            while let scalar = current, scalar != "{", scalar != "}", !scalar.properties.isPatternWhitespace { offset += 1 }
            let selector = String(String.UnicodeScalarView(scalars[selectorStart..<offset]))
            if kind == "plural", selector.hasPrefix("offset:") {
                continue
            }
            guard !selector.isEmpty else { throw fail("expected a branch keyword") }
            skipWhiteSpace()
            guard current == "{" else { throw fail("the branch '\(selector)' needs its message in {...}") }
            offset += 1
            branches.append((selector, try parseMessage(inPlural: kind != "select", nested: true)))
        }
        guard branches.contains(where: { $0.selector == "other" }) else {
            throw fail("a \(kind) needs an 'other' branch")
        }
        return .choice(kind: kind, branches: branches)
    }

    /// Past the style of a simple argument and its closing `}`, nested braces and quotes included.
    private mutating func skipStyle() throws(SyntaxError) {
        var open = 0
        var quoted = false
        while let scalar = current {
            offset += 1
            if scalar == "'" {
                quoted.toggle()
            } else if !quoted, scalar == "{" {
                open += 1
            } else if !quoted, scalar == "}" {
                if open == 0 { return }
                open -= 1
            }
        }
        throw fail("a '{' is not closed before the end of the message")
    }
}
