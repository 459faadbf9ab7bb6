/// The text an HTML string draws, read as Android's `Html.fromHtml` reads it
/// (`android.text.Html`, whose `HtmlToSpannedConverter` turns the tags of the
/// TagSoup parser into spans): tags draw nothing, attribute values (an
/// `href`'s URL) draw nothing, character references are decoded, white space
/// and line ends collapse to one space, `<br>` is a line break and the blocks
/// (`<p>`, `<div>`, `<li>`, `<h1>`...) start new lines. `<img>` draws an image,
/// not a letter.
///
/// A string is HTML when it holds a tag one of the platforms styles
/// (``styledTags``); a `<` that opens no tag (`a < b`, `<3`, `<filename`
/// without its `>`) is text, and a string with no such tag is drawn as
/// written, references and all, as `getString` gives it.
///
/// Android's guide "String resources", section "Styling with HTML markup",
/// lists the elements a string resource may style with; `Html.fromHtml`
/// handles `br p ul li div span strong b em cite dfn i big small font
/// blockquote tt a u del s strike sup sub h1`-`h6` and `img`. `.resx`, ARB
/// and XLIFF strings that hold HTML are read the same way.
package enum HTMLText {
    /// Tag names that make a string HTML: those `Html.fromHtml` handles, the
    /// `annotation` of styled resources, and the document's own `html` and `body`.
    package static let styledTags: Set<String> = [
        "a", "annotation", "b", "big", "blockquote", "body", "br", "cite", "dfn", "div", "del", "em", "font",
        "h1", "h2", "h3", "h4", "h5", "h6", "html", "i", "img", "li", "p", "s", "small", "span", "strike",
        "strong", "sub", "sup", "tt", "u", "ul",
    ]

    /// Elements that start and end a paragraph or a line of their own in `Html.fromHtml`.
    private static let blocks: Set<String> = [
        "blockquote", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "p", "ul",
    ]

    /// One piece of an HTML string.
    enum Token: Equatable {
        /// Text, references still undecoded.
        case text(Range<Int>)
        /// A start tag (`<a href="...">`, `<br/>`): its lower-cased name.
        case startTag(String)
        /// An end tag (`</b>`): its lower-cased name.
        case endTag(String)
        /// A comment, `<!...>` declaration or `<?...>` instruction: drawn as nothing.
        case ignored
    }

    /// The text `text` draws when it is HTML; nil when it holds no tag of ``styledTags``.
    package static func drawn(_ text: String) -> String? { reading(text)?.text }

    /// The text `text` draws when it is HTML, with the index (in `text`'s
    /// scalars) of the first one it draws that is not white space: where the
    /// text, not its tags, starts. Nil when it holds no tag of ``styledTags``.
    static func reading(_ text: String) -> (text: String, firstDrawn: Int?)? {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return nil }
        let scalars = Array(text.unicodeScalars)
        let tokens = tokenize(scalars)
        guard holdsStyledTag(tokens) else { return nil }
        return drawn(scalars, tokens)
    }

    /// True when `text` holds a tag of ``styledTags``: a source whose translations are HTML.
    package static func isHTML(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "<")) && holdsStyledTag(tokenize(Array(text.unicodeScalars)))
    }

    /// The text `text` draws read as HTML, whatever tags it holds: a translation whose source is HTML.
    package static func drawnAsHTML(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        return drawn(scalars, tokenize(scalars)).text
    }

    private static func holdsStyledTag(_ tokens: [Token]) -> Bool {
        tokens.contains {
            switch $0 {
            case .startTag(let name), .endTag(let name): styledTags.contains(name)
            default: false
            }
        }
    }

    private static func drawn(_ scalars: [Unicode.Scalar], _ tokens: [Token]) -> (text: String, firstDrawn: Int?) {
        var drawn = DrawnText()
        var firstDrawn: Int?
        for token in tokens {
            switch token {
            case .text(let range):
                var index = range.lowerBound
                while index < range.upperBound {
                    if scalars[index] == "&", let reference = HTMLEntities.decode(scalars, at: index),
                        reference.end <= range.upperBound
                    {
                        if firstDrawn == nil, reference.text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) {
                            firstDrawn = index
                        }
                        for scalar in reference.text.unicodeScalars { drawn.append(scalar) }
                        index = reference.end
                    } else {
                        if firstDrawn == nil, !scalars[index].properties.isWhitespace { firstDrawn = index }
                        drawn.append(scalars[index])
                        index += 1
                    }
                }
            case .startTag("br"):
                drawn.lineBreak()
            case .startTag(let name), .endTag(let name):
                if blocks.contains(name) { drawn.newParagraph() }
            case .ignored:
                continue
            }
        }
        return (String(drawn.text), firstDrawn)
    }

    /// The string cut into text and tags, as an HTML tokenizer cuts it: `<`
    /// then a letter opens a start tag, `</` then a letter an end tag, `<!`,
    /// `<?` and `</` then anything else a comment or declaration (the HTML
    /// Standard's "bogus comment"); each runs to its `>` (a quoted
    /// attribute value may hold `>`). A `<` that opens none is text; a start
    /// tag whose quote never closes is text up to its first `>`, and one with
    /// no `>` at all makes the rest of the string text.
    static func tokenize(_ scalars: [Unicode.Scalar]) -> [Token] {
        var tokens: [Token] = []
        var textStart = 0
        var index = 0
        func flush(to end: Int) {
            if end > textStart { tokens.append(.text(textStart..<end)) }
        }
        while index < scalars.count {
            guard scalars[index] == "<", index + 1 < scalars.count else {
                index += 1
                continue
            }
            let next = scalars[index + 1]
            var token: Token?
            var end: Int?
            if isASCIILetter(next) {
                if let tag = tagEnd(scalars, nameStart: index + 1) {
                    token = .startTag(tag.name)
                    end = tag.end
                } else if let close = scalars[(index + 1)...].firstIndex(of: ">") {
                    // A quote left open: the tag, up to its first `>`, is drawn as text (html.parser's reading).
                    index = close + 1
                    continue
                }
            } else if next == "/", index + 2 < scalars.count, isASCIILetter(scalars[index + 2]) {
                if let tag = tagEnd(scalars, nameStart: index + 2) {
                    token = .endTag(tag.name)
                    end = tag.end
                }
            } else if next == "/", index + 2 < scalars.count {
                // `</` then no letter: `</>` is nothing, anything else a comment up to `>` (HTML's "bogus comment").
                if let close = scalars[(index + 2)...].firstIndex(of: ">") {
                    token = .ignored
                    end = close + 1
                }
            } else if next == "!", starts(scalars, at: index, with: "<!--") {
                if let close = find(scalars, "-->", from: index + 4) {
                    token = .ignored
                    end = close + 3
                }
            } else if next == "!" || next == "?" {
                if let close = scalars[(index + 2)...].firstIndex(of: ">") {
                    token = .ignored
                    end = close + 1
                }
            }
            guard let token, let end else {
                // A tag or comment that opens and never ends leaves the rest of the string text, as html.parser reads it.
                if isASCIILetter(next) || next == "/" || next == "!" || next == "?" { break }
                index += 1
                continue
            }
            flush(to: index)
            tokens.append(token)
            index = end
            textStart = end
        }
        flush(to: scalars.count)
        return tokens
    }

    /// The lower-cased name of the tag whose name starts at `nameStart`, and
    /// the index after its `>`; nil when no `>` ends it.
    private static func tagEnd(_ scalars: [Unicode.Scalar], nameStart: Int) -> (name: String, end: Int)? {
        var index = nameStart
        while index < scalars.count, !isSpace(scalars[index]), scalars[index] != "/", scalars[index] != ">" {
            index += 1
        }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index])).lowercased()
        // Attributes: a quoted value may hold `>`; an unquoted one runs to white space or `>`.
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ">" { return (name, index + 1) }
            if scalar == "=" {
                index += 1
                while index < scalars.count, isSpace(scalars[index]) { index += 1 }
                if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                    let quote = scalars[index]
                    guard let close = scalars[(index + 1)...].firstIndex(of: quote) else { return nil }
                    index = close + 1
                }
                continue
            }
            index += 1
        }
        return nil
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    private static func starts(_ scalars: [Unicode.Scalar], at index: Int, with literal: String) -> Bool {
        let literal = Array(literal.unicodeScalars)
        guard index + literal.count <= scalars.count else { return false }
        return Array(scalars[index..<(index + literal.count)]) == literal
    }

    private static func find(_ scalars: [Unicode.Scalar], _ literal: String, from start: Int) -> Int? {
        var index = start
        while index < scalars.count {
            if starts(scalars, at: index, with: literal) { return index }
            index += 1
        }
        return nil
    }

    /// The text as `HtmlToSpannedConverter` builds it: a space or line end
    /// after another (or at the start, or after a line break) adds nothing.
    private struct DrawnText {
        var text = String.UnicodeScalarView()

        mutating func append(_ scalar: Unicode.Scalar) {
            guard scalar == " " || scalar == "\n" else {
                text.append(scalar)
                return
            }
            guard let last = text.last, last != " ", last != "\n" else { return }
            text.append(" ")
        }

        mutating func lineBreak() { text.append("\n") }

        mutating func newParagraph() {
            if let last = text.last, last != "\n" { text.append("\n") }
        }
    }
}
