import Foundation
import Testing

@testable import FontPackageHTMLReport

@Suite("HTML builder")
struct HTMLTests {
    @Test("text and attribute values are escaped", arguments: [
        ("<script>window.pwned=1</script>", "&lt;script&gt;window.pwned=1&lt;/script&gt;"),
        ("\"><img src=x onerror=alert(1)>", "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"),
        ("Tom & Jerry's", "Tom &amp; Jerry&apos;s"),  // &apos;: XML's and HTML5's alike, as in JUnit
        ("ắ 优选 مرحبا", "ắ 优选 مرحبا"),
    ])
    func escaping(input: String, escaped: String) {
        #expect(HTML("p", ["title": input], text: input).rendered == "<p title=\"\(escaped)\">\(escaped)</p>\n")
    }

    @Test("a style sheet cannot close its element")
    func styleSheet() {
        let rendered = HTML.styleSheet("a::after { content: \"</style><script>x</script>\" }").rendered
        #expect(rendered.components(separatedBy: "</style>").count == 2)
        #expect(!rendered.contains("<script>"))
    }

    @Test("nil attributes are left out; void elements have no end tag")
    func attributes() {
        #expect(HTML("meta", ["charset": "utf-8", "name": nil]).rendered == "<meta charset=\"utf-8\">")
    }
}
