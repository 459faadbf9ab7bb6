@testable import FontPackage
import Testing

/// The config's `fit` key: width budgets read with their sizes, and every
/// mistake a located error, as for every other key.
@Suite("fit budgets in the config")
struct FitConfigTests {
    static let entry = #""list": [{"env": "default", "data": [{"font": 0, "name": "A"}]}]"#

    @Test("a budget by size, one by text style at a content size, with files and slot")
    func reads() throws {
        let config = try loadConfig(
            #"{"fit": [{"keys": "tab.*", "files": "Localizable.strings", "maxWidth": 80, "size": 11}, "#
                + #"{"keys": "button.?", "maxWidth": 120.5, "textStyle": "caption", "contentSize": "AX1", "slot": "bold"}], "#
                + Self.entry + "}")
        #expect(config.fit.count == 2)
        let first = config.fit[0]
        #expect(first.keys == "tab.*" && first.files == "Localizable.strings" && first.maxWidth == 80 && first.slot == nil)
        #expect(first.pointSize(textStyles: [:]) == 11)
        #expect(first.covers(key: "tab.home", file: "App/en.lproj/Localizable.strings"))
        #expect(!first.covers(key: "tab.home", file: "App/en.lproj/Tabs.strings"))
        #expect(!first.covers(key: "title.tab.home", file: "App/en.lproj/Localizable.strings"))
        let second = config.fit[1]
        #expect(second.size == .textStyle(.caption1, .accessibilityMedium))
        // Apple's caption 1 at AX1.
        #expect(second.pointSize(textStyles: [:]) == TextStyle.caption1.pointSize(at: .accessibilityMedium))
        #expect(second.slot == .bold)
        #expect(second.covers(key: "button.a", file: "x.strings") && !second.covers(key: "button.ab", file: "x.strings"))
        #expect(second.path == "fit[1]")
    }

    @Test("a text style follows the config's own size for it, scaled as the content size scales Apple's")
    func configTextStyleSize() throws {
        let config = try loadConfig(
            #"{"textStyles": {"body": {"size": 20}}, "fit": [{"keys": "*", "maxWidth": 80, "textStyle": "body", "contentSize": "xLarge"}], "#
                + Self.entry + "}")
        // Apple's body is 17 at Large and 19 at xLarge.
        #expect(config.fit[0].pointSize(textStyles: config.textStyles) == 20.0 * 19 / 17)
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let name: String
        let fit: String
        let code: String
        let column: Int
        let path: String
        let message: String
        var testDescription: String { name }
    }

    /// The column of `fit`'s value is 9 (`{"fit": ` is 8 characters).
    static let errorCases: [ErrorCase] = [
        ErrorCase(name: "not an array", fit: #"{}"#, code: "wrong-type", column: 9, path: "fit", message: "expected an array of width budgets"),
        ErrorCase(name: "no keys", fit: #"[{"maxWidth": 80, "size": 11}]"#, code: "missing-key", column: 10, path: "fit[0]", message: "\"keys\""),
        ErrorCase(name: "no maxWidth", fit: #"[{"keys": "a", "size": 11}]"#, code: "missing-key", column: 10, path: "fit[0]", message: "\"maxWidth\""),
        ErrorCase(name: "neither size nor text style", fit: #"[{"keys": "a", "maxWidth": 80}]"#, code: "missing-key", column: 10, path: "fit[0]", message: "missing \"size\" (points) or \"textStyle\""),
        ErrorCase(name: "both size and text style", fit: #"[{"keys": "a", "maxWidth": 80, "size": 11, "textStyle": "body"}]"#, code: "size-and-text-style", column: 65, path: "fit[0].textStyle", message: "not both"),
        ErrorCase(name: "zero width", fit: #"[{"keys": "a", "maxWidth": 0, "size": 11}]"#, code: "size-out-of-range", column: 36, path: "fit[0].maxWidth", message: "found 0"),
        ErrorCase(name: "size as a string", fit: #"[{"keys": "a", "maxWidth": 80, "size": "11"}]"#, code: "wrong-type", column: 48, path: "fit[0].size", message: "expected a number of points"),
        ErrorCase(name: "unknown text style", fit: #"[{"keys": "a", "maxWidth": 80, "textStyle": "bdy"}]"#, code: "unknown-text-style", column: 53, path: "fit[0].textStyle", message: "\"bdy\" is not a UIKit text style"),
        ErrorCase(name: "unknown slot", fit: #"[{"keys": "a", "maxWidth": 80, "size": 11, "slot": "heavy"}]"#, code: "unknown-slot", column: 60, path: "fit[0].slot", message: "\"heavy\" is not a slot"),
        ErrorCase(name: "empty keys", fit: #"[{"keys": " ", "maxWidth": 80, "size": 11}]"#, code: "empty-value", column: 19, path: "fit[0].keys", message: "\"keys\" is empty"),
        ErrorCase(name: "content size without a text style", fit: #"[{"keys": "a", "maxWidth": 80, "size": 11, "contentSize": "AX1"}]"#, code: "missing-key", column: 67, path: "fit[0].contentSize", message: "give \"textStyle\" too"),
    ]

    @Test("every mistake is an error at its line, column and JSON path", arguments: errorCases)
    func errors(_ example: ErrorCase) throws {
        let found = diagnostics(of: #"{"fit": "# + example.fit + ", " + Self.entry + "}").filter { $0.severity == .error }
        let diagnostic = try #require(found.first { $0.code.rawValue == example.code }, "codes found: \(found.map(\.code))")
        #expect(diagnostic.location == SourceLocation(file: "test.json", line: 1, column: example.column))
        #expect((diagnostic.path ?? "") == example.path)
        #expect(diagnostic.message.contains(example.message), "\(diagnostic.message)")
    }

    @Test("an unknown key of a budget is a warning with the nearest key")
    func unknownKey() throws {
        let found = diagnostics(of: #"{"fit": [{"keys": "a", "maxWidht": 80, "maxWidth": 80, "size": 11}], "# + Self.entry + "}")
        #expect(found.contains { $0.code.rawValue == "unknown-key" && $0.message.contains("did you mean \"maxWidth\"") })
    }
}
