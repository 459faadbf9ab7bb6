#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import FontPackage
import Testing

/// One row of the transcription of Apple's published table, kept apart from the code.
struct PublishedSize: Sendable, CustomTestStringConvertible {
    let category: String
    let style: String
    let weight: String
    let points: Double
    var testDescription: String { "\(style) at \(category)" }

    static let fixture = String(String(#filePath).split(separator: "/Tests/")[0]) + "/Tests/Fixtures/DynamicType/ios-sizes.tsv"

    static let all: [PublishedSize] = {
        guard let text = try? String(contentsOfFile: fixture, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return PublishedSize(category: fields[0], style: fields[1], weight: fields[2], points: Double(fields[3]) ?? -1)
        }
    }()

    /// The HIG's row names.
    static let styles: [String: TextStyle] = [
        "Large Title": .largeTitle, "Title 1": .title1, "Title 2": .title2, "Title 3": .title3, "Headline": .headline,
        "Body": .body, "Callout": .callout, "Subhead": .subheadline, "Footnote": .footnote, "Caption 1": .caption1,
        "Caption 2": .caption2,
    ]
}

@Suite("Text styles and Dynamic Type")
struct TextStyleTests {
    static let exampleConfigPath = String(String(#filePath).split(separator: "/Tests/")[0]) + "/Config/appfont.json"

    @Test("the transcription has every style at every size once")
    func transcriptionIsComplete() {
        let pairs = Set(PublishedSize.all.map { "\($0.style)/\($0.category)" })
        #expect(PublishedSize.all.count == 132)
        #expect(pairs.count == 132)
        #expect(Set(PublishedSize.all.map(\.category)) == Set(ContentSizeCategory.allCases.map(\.shortName)))
        #expect(Set(PublishedSize.all.map(\.style)) == Set(PublishedSize.styles.keys))
    }

    @Test("each style's size at each category is Apple's", arguments: PublishedSize.all)
    func tableSize(_ row: PublishedSize) throws {
        let style = try #require(PublishedSize.styles[row.style])
        let category = try #require(ContentSizeCategory(parsing: row.category))
        #expect(style.pointSize(at: category) == row.points)
        #expect(style.weight == (row.weight == "Semibold" ? .semibold : .regular))
    }

    @Test(
        "a category by its kebab-case, short or UIKit name",
        arguments: [
            ("extra-small", ContentSizeCategory.extraSmall), ("xSmall", .extraSmall), ("XSMALL", .extraSmall),
            ("large", .large), ("accessibility-large", .accessibilityLarge), ("AX2", .accessibilityLarge),
            ("accessibility-extra-extra-extra-large", .accessibilityExtraExtraExtraLarge), ("ax5", .accessibilityExtraExtraExtraLarge),
            ("accessibilityMedium", .accessibilityMedium), ("xxxLarge", .extraExtraExtraLarge),
        ])
    func categoryNames(_ text: String, _ expected: ContentSizeCategory) {
        #expect(ContentSizeCategory(parsing: text) == expected)
    }

    @Test("names that are not categories or styles", arguments: ["huge", "AX6", "extra-extra-small", ""])
    func unknownNames(_ text: String) {
        #expect(ContentSizeCategory(parsing: text) == nil)
        #expect(TextStyle(parsing: text) == nil)
    }

    @Test("SwiftUI's title and caption are title1 and caption1")
    func swiftUINames() {
        #expect(TextStyle(parsing: "title") == .title1)
        #expect(TextStyle(parsing: "caption") == .caption1)
        #expect(TextStyle(parsing: "subheadline") == .subheadline)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.name == "accessibility-extra-extra-extra-large")
    }

    @Test(
        "Bold Text moves a weight one step: regular to semibold, semibold to bold",
        arguments: [
            (SystemWeight.ultraLight, SystemWeight.thin), (.thin, .light), (.light, .regular), (.regular, .semibold),
            (.medium, .semibold), (.semibold, .bold), (.bold, .heavy), (.heavy, .black), (.black, .black),
        ])
    func boldTextStep(_ weight: SystemWeight, _ expected: SystemWeight) {
        #expect(weight.boldTextStep == expected)
    }

    @Test(
        "on the example config, body takes a regular request's slot and headline the bold slot; Bold Text moves each up",
        arguments: ["vi", "ar", "zh-Hans", "ja", "en"])
    func exampleConfig(_ locale: String) throws {
        let fonts = try FontResolver(config: FontPackConfig.load(path: Self.exampleConfigPath)).bind(locale: locale)
        let regular = fonts.systemFont(ofSize: 17, weight: .regular)
        let semibold = fonts.systemFont(ofSize: 17, weight: .semibold)
        let body = fonts.preferredFont(forTextStyle: .body)
        let headline = fonts.preferredFont(forTextStyle: .headline)
        #expect(body.fontName == regular.fontName)
        #expect(body.usedSlot == regular.usedSlot)
        #expect(headline.requested.slot == .bold)
        #expect(headline.fontName == fonts.boldSystemFont(ofSize: 17).fontName)
        // Bold Text: body is semibold (the bold slot by the source rule), headline bold.
        let boldBody = fonts.preferredFont(forTextStyle: .body, boldText: true)
        let boldHeadline = fonts.preferredFont(forTextStyle: .headline, boldText: true)
        #expect(boldBody.fontName == semibold.fontName)
        #expect(boldBody.requested.weight == 600)
        #expect(boldHeadline.requested.weight == 700)
        #expect(boldHeadline.fontName == fonts.systemFont(ofSize: 17, weight: .bold).fontName)
    }

    @Test("on an entry with numeric weights, Bold Text's step is visible: 400 -> 600, 600 -> 700")
    func numericWeights() throws {
        let french = try richResolver.bind(locale: "fr")
        #expect(french.preferredFont(forTextStyle: .body).fontName == "FR-Regular")
        #expect(french.preferredFont(forTextStyle: .body, boldText: true).fontName == "FR-SemiBold")
        #expect(french.preferredFont(forTextStyle: .headline).fontName == "FR-SemiBold")
        // 700 is missing: CSS Fonts 4 looks heavier first above 500.
        #expect(french.preferredFont(forTextStyle: .headline, boldText: true).fontName == "FR-Black")
    }

    @Test("body is 14, 17 and 53 points at extra small, large and AX5; the entry's rules apply")
    func bodySizes() throws {
        let fonts = try richResolver.bind(locale: "ar")
        let sizes = [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge].map {
            fonts.preferredFont(forTextStyle: .body, contentSize: $0).pointSize
        }
        #expect(sizes == [14, 17, 53])
        let headline = fonts.preferredFont(forTextStyle: .headline, contentSize: .accessibilityLarge)
        #expect(headline.fontName == "NotoSansArabic-Bold")
        #expect(headline.pointSize == 33)
        #expect(headline.trace.contains("Dynamic Type table, row headline, column AX2 (accessibility-large): 33 pt"))
    }

    @Test("maximumPointSize caps the size and is kept in the answer")
    func maximumPointSize() throws {
        let fonts = try richResolver.bind(locale: "vi")
        let capped = fonts.preferredFont(forTextStyle: .body, contentSize: .largest, maximumPointSize: 40)
        #expect(capped.pointSize == 40)
        #expect(capped.sizing?.maximumPointSize == 40)
        #expect(capped.trace.contains("maximum point size 40: caps 53"))
        let roomy = fonts.preferredFont(forTextStyle: .body, contentSize: .small, maximumPointSize: 40)
        #expect(roomy.pointSize == 15)
    }

    static let styledConfig = """
        {
          "list": [
            { "env": "vi", "data": [ { "font": 0, "name": "VI-Light" }, { "font": 1, "name": "VI-Medium" }, { "font": 2, "name": "VI-Bold" } ] },
            { "env": "default", "data": [ { "font": 0, "name": "D-Light" }, { "font": 2, "name": "D-Bold" } ] }
          ],
          "textStyles": {
            "headline": { "slot": "medium", "size": 18 },
            "caption2": { "slot": 2 },
            "body": { "size": 16 }
          }
        }
        """

    @Test("a config's textStyles overrides the table's slot and size")
    func configOverrides() throws {
        let config = try loadConfig(Self.styledConfig)
        #expect(config.textStyles[.headline]?.slot == .medium)
        let fonts = try FontResolver(config: config).bind(locale: "vi")
        let headline = fonts.preferredFont(forTextStyle: .headline)
        #expect(headline.fontName == "VI-Medium")
        #expect(headline.pointSize == 18)
        // 18 x 53 / 17, rounded to hundredths.
        #expect(fonts.preferredFont(forTextStyle: .headline, contentSize: .largest).pointSize == 56.12)
        // Bold Text moves a configured slot one slot heavier.
        #expect(fonts.preferredFont(forTextStyle: .headline, boldText: true).fontName == "VI-Bold")
        #expect(fonts.preferredFont(forTextStyle: .caption2).fontName == "VI-Bold")
        #expect(fonts.preferredFont(forTextStyle: .caption2).pointSize == 11)
        // A size alone keeps the weight rule.
        let body = fonts.preferredFont(forTextStyle: .body, contentSize: .extraSmall)
        #expect(body.fontName == "VI-Light")
        #expect(body.pointSize == 13.18)
        #expect(body.trace.contains("textStyles.body.size 16 pt at Large, scaled by 14/17 as UIFontMetrics scales a custom font"))
        // The default entry lacks medium: the weight fallback of the hooks applies.
        let other = try FontResolver(config: config).bind(locale: "de").preferredFont(forTextStyle: .headline)
        #expect(other.fontName == "D-Light")
    }

    @Test(
        "bad textStyles values are located errors",
        arguments: [
            (#"{"headlin": {"slot": "bold"}}"#, "unknown-text-style", "did you mean \"headline\"", "textStyles.headlin"),
            (#"{"headline": {"slot": "heavy"}}"#, "unknown-slot", "\"heavy\" is not a slot", "textStyles.headline.slot"),
            (#"{"headline": {"slot": "blod"}}"#, "unknown-slot", "did you mean \"bold\"", "textStyles.headline.slot"),
            (#"{"headline": {"slot": 3}}"#, "unknown-slot", "found 3", "textStyles.headline.slot"),
            (#"{"headline": {"size": 0}}"#, "size-out-of-range", "found 0", "textStyles.headline.size"),
            (#"{"headline": {"size": "18"}}"#, "wrong-type", "expected a number", "textStyles.headline.size"),
            (#"{"headline": {}}"#, "empty-value", "give \"slot\", \"size\" or both", "textStyles.headline"),
            (#"{"headline": "bold"}"#, "wrong-type", "expected an object", "textStyles.headline"),
            (#"["headline"]"#, "wrong-type", "expected an object of text style", "textStyles"),
        ])
    func badValues(_ value: String, _ code: String, _ message: String, _ path: String) throws {
        let text = "{\n  \"list\": [{\"env\": \"default\", \"data\": [{\"font\": 0, \"name\": \"A\"}]}],\n  \"textStyles\": \(value)\n}"
        let errors = diagnostics(of: text).filter { $0.severity == .error }
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.code.rawValue == code)
        #expect(error.message.contains(message))
        #expect(error.path == path)
        #expect(error.location?.line == 3)
    }

    @Test("an unknown key in a style is a warning naming the likely key")
    func unknownKey() {
        let text = #"{"list": [{"env": "default", "data": [{"font": 0, "name": "A"}]}], "textStyles": {"body": {"sise": 16}}}"#
        let found = diagnostics(of: text)
        #expect(found.contains { $0.code.rawValue == "unknown-key" && $0.message.contains("did you mean \"size\"") })
    }
}
