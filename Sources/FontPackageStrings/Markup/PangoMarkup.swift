internal import FontPackage

/// The text a GTK label draws of a string in Pango markup (Pango's "Text
/// Attributes and Markup"; `gtk_label_set_markup`): the markup is XML, read
/// by GLib's GMarkup inside a `<markup>` element; the tags `<b> <big> <i>
/// <s> <sub> <sup> <small> <tt> <u>` and `<span attribute='…'>` draw
/// nothing, and the five XML entities and character references are decoded.
///
/// A string is markup only where its source (a `.po` entry's msgid) is: GTK
/// parses a translation only when the app sets it with `set_markup`, and an
/// app does so for the strings written in markup. Markup that does not parse
/// (an unknown tag, a bare `&`, a `<` that opens no tag) makes GTK refuse the
/// whole string: `gtk_label_set_markup` warns and draws nothing of it.
package enum PangoMarkup {
    /// The tags Pango knows, each with the attributes it takes.
    private static let tags: [String: Set<String>] = [
        "markup": [], "b": [], "big": [], "i": [], "s": [], "sub": [], "sup": [], "small": [], "tt": [], "u": [],
        "span": [
            "font", "font_desc", "font_family", "face", "size", "style", "weight", "variant", "stretch",
            "font_features", "foreground", "fgcolor", "color", "background", "bgcolor", "alpha", "fgalpha",
            "bgalpha", "underline", "underline_color", "overline", "overline_color", "rise", "baseline_shift",
            "font_scale", "strikethrough", "strikethrough_color", "fallback", "lang", "letter_spacing", "gravity",
            "gravity_hint", "allow_breaks", "insert_hyphens", "show", "line_height", "text_transform", "segment",
        ],
    ]

    /// True when `source` is written in Pango markup: it holds one of Pango's
    /// tags, or one of XML's references (`&amp;`, `&lt;`, `&#8230;`), which a
    /// plain string has no reason to write, and Pango reads it. A source
    /// Pango refuses is never set as markup: GTK would draw none of it.
    package static func isMarkup(_ source: String) -> Bool {
        holdsMarkup(source) && (try? drawn(source).get()) != nil
    }

    private static func holdsMarkup(_ source: String) -> Bool {
        let scalars = Array(source.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "<" {
                var start = index + 1
                if start < scalars.count, scalars[start] == "/" { start += 1 }
                var end = start
                while end < scalars.count, (0x61...0x7A).contains(scalars[end].value) { end += 1 }
                guard end > start, end < scalars.count, [" ", ">", "/"].contains(scalars[end]) else { continue }
                if tags[String(String.UnicodeScalarView(scalars[start..<end]))] != nil { return true }
            } else if scalar == "&" {
                guard let semicolon = scalars[(index + 1)...].prefix(12).firstIndex(of: ";") else { continue }
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<semicolon]))
                if XMLCharacterReference.scalar(named: name) != nil { return true }
            }
        }
        return false
    }

    /// What GTK draws of `markup`, or why it refuses it.
    package static func drawn(_ markup: String) -> Result<String, MarkupError> {
        let document = Array("<markup>\(markup)</markup>".utf8)
        let parsed = XMLTreeParser.parse(bytes: document, file: "")
        // The tree parser reads on past a bare `&` or an unknown entity, with a warning; GMarkup does not.
        if let problem = parsed.diagnostics.first {
            return .failure(MarkupError(reason: problem.message))
        }
        guard let root = parsed.root else { return .failure(MarkupError(reason: "the markup does not parse")) }
        if let problem = check(root) { return .failure(MarkupError(reason: problem)) }
        return .success(root.allText)
    }

    /// Why Pango refuses an element or one inside it: a tag it does not know,
    /// or an attribute its tag does not take.
    private static func check(_ element: XMLElement) -> String? {
        guard let attributes = tags[element.name] else { return "Pango has no tag <\(element.name)>" }
        if let attribute = element.attributes.first(where: { !attributes.contains($0.name) }) {
            return "<\(element.name)> takes no attribute '\(attribute.name)'"
        }
        for child in element.elements {
            if let problem = check(child) { return problem }
        }
        return nil
    }

    /// Why a string's markup does not parse.
    package struct MarkupError: Error, Equatable, CustomStringConvertible {
        package var reason: String
        package var description: String { reason }
    }
}
