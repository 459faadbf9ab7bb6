/// Text for XML and HTML, in text content and in attribute values alike:
/// markup characters as entities; line breaks and tabs as character
/// references, so attribute values keep them; characters XML 1.0 cannot hold
/// at all (most controls, U+FFFE, U+FFFF) as U+FFFD.
///
/// `&apos;` is XML's and HTML5's alike, so a JUnit file and the report page
/// escape a quote the same way.
package func markupEscaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        case "\n": out += "&#10;"
        case "\r": out += "&#13;"
        case "\t": out += "&#9;"
        case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
