import FontPackage
import Testing

@Suite("Weights")
struct WeightTests {
    @Test(
        "UIFont weights map to slots by the source rule",
        arguments: [
            ("ultraLight", WeightSlot.light), ("thin", .light), ("light", .light), ("regular", .light),
            ("medium", .medium), ("semibold", .bold), ("bold", .bold), ("heavy", .bold), ("black", .bold),
            ("0.23", .medium), ("0.0", .light), ("0.2", .light), ("0.24", .bold), ("-1", .light),
            ("UIFontWeightSemibold", .bold), ("SEMIBOLD", .bold), (".heavy", .bold),
        ])
    func systemWeightSlot(_ text: String, _ slot: WeightSlot) throws {
        let weight = try #require(SystemWeight(parsing: text))
        #expect(weight.slot == slot)
    }

    @Test("named weights keep their UIKit values and CSS equivalents")
    func namedValues() {
        #expect(SystemWeight.named.map(\.weight.value) == [-0.8, -0.6, -0.4, 0.0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(SystemWeight.named.map(\.css) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(SystemWeight(value: 0.32).cssWeight == 600)
        #expect(SystemWeight(value: 0.1).cssWeight == 400)
    }

    @Test("weights that are not UIFont weights are rejected", arguments: ["hefty", "", "2", "-3", "nan", "0.5.1"])
    func invalidWeights(_ text: String) {
        #expect(SystemWeight(parsing: text) == nil)
    }

    @Test(
        "slot fallback order",
        arguments: [
            (WeightSlot.bold, [WeightSlot.bold, .medium, .light]),
            (.medium, [.medium, .light, .bold]),
            (.light, [.light, .medium, .bold]),
        ])
    func fallbackOrder(_ slot: WeightSlot, _ order: [WeightSlot]) {
        #expect(slot.fallbackOrder == order)
    }

    @Test("CSS Fonts 4 order on three slots is the source order")
    func cssAgreesWithSource() {
        let slots = WeightSlot.allCases.map(\.weight)
        for slot in WeightSlot.allCases {
            #expect(WeightMatching.order(desired: slot.weight, available: slots) == slot.fallbackOrder.map(\.weight))
        }
    }

    @Test(
        "CSS Fonts 4 order on arbitrary weights",
        arguments: [
            // Below 400: lighter first (descending), then heavier (ascending).
            (300, [100, 200, 400, 500, 700, 900], [200, 100, 400, 500, 700, 900]),
            // 400: up to 500 first, then lighter, then heavier.
            (400, [100, 300, 500, 600, 900], [500, 300, 100, 600, 900]),
            (450, [400, 500, 600], [500, 400, 600]),
            // Above 500: heavier first, then lighter.
            (600, [100, 400, 500, 700, 900], [700, 900, 500, 400, 100]),
            (700, [700, 800, 300], [700, 800, 300]),
        ])
    func cssOrder(_ desired: Int, _ available: [Int], _ expected: [Int]) {
        #expect(WeightMatching.order(desired: desired, available: available) == expected)
        #expect(WeightMatching.best(desired: desired, available: available) == expected.first)
    }

    @Test("the best weight agrees with the full order for every desired weight")
    func bestMatchesOrder() {
        let available = [100, 250, 400, 500, 650, 900]
        for desired in stride(from: 1, through: 1000, by: 7) {
            #expect(WeightMatching.best(desired: desired, available: available)
                == WeightMatching.order(desired: desired, available: available).first)
        }
    }
}

@Suite("Font names")
struct NameMatchingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let source: WeightSlot
        let style: WeightSlot
        let styleWeight: Int
        let italic: Bool
        var testDescription: String { name }
    }

    /// The manual's table (Resolving) of where the two rules differ is this list.
    static let cases: [Case] = [
        Case(name: "HelveticaNeue", source: .light, style: .light, styleWeight: 400, italic: false),
        Case(name: "HelveticaNeue-Light", source: .light, style: .light, styleWeight: 300, italic: false),
        Case(name: "HelveticaNeue-Medium", source: .medium, style: .medium, styleWeight: 500, italic: false),
        Case(name: "HelveticaNeue-Bold", source: .bold, style: .bold, styleWeight: 700, italic: false),
        Case(name: "HelveticaNeue-BoldItalic", source: .bold, style: .bold, styleWeight: 700, italic: true),
        Case(name: "HelveticaNeue-MediumItalic", source: .medium, style: .medium, styleWeight: 500, italic: true),
        Case(name: "HelveticaNeue-Thin", source: .light, style: .light, styleWeight: 100, italic: false),
        Case(name: "HelveticaNeue-UltraLight", source: .light, style: .light, styleWeight: 200, italic: false),
        Case(name: "Avenir-Book", source: .light, style: .light, styleWeight: 400, italic: false),
        Case(name: "Avenir-Heavy", source: .light, style: .bold, styleWeight: 900, italic: false),
        Case(name: "Avenir-HeavyOblique", source: .light, style: .bold, styleWeight: 900, italic: true),
        Case(name: "Avenir-Black", source: .light, style: .bold, styleWeight: 900, italic: false),
        Case(name: "AvenirNext-DemiBold", source: .bold, style: .bold, styleWeight: 600, italic: false),
        Case(name: "AvenirNext-UltraLightItalic", source: .light, style: .light, styleWeight: 200, italic: true),
        Case(name: "Montserrat-SemiBold", source: .bold, style: .bold, styleWeight: 600, italic: false),
        Case(name: "Montserrat-ExtraBold", source: .bold, style: .bold, styleWeight: 800, italic: false),
        Case(name: "Montserrat-ExtraLight", source: .light, style: .light, styleWeight: 200, italic: false),
        Case(name: "Georgia-Italic", source: .light, style: .light, styleWeight: 400, italic: true),
        Case(name: "GothamRndSSm-Medium", source: .medium, style: .medium, styleWeight: 500, italic: false),
        // Family words: the source rule reads the whole name, the style rule the part after the hyphen.
        Case(name: "Boldini-Regular", source: .bold, style: .light, styleWeight: 400, italic: false),
        Case(name: "MEDIUMFONT-BOLD", source: .medium, style: .bold, styleWeight: 700, italic: false),
        Case(name: "", source: .light, style: .light, styleWeight: 400, italic: false),
    ]

    @Test("source and style rules", arguments: cases)
    func read(_ example: Case) {
        let source = NameStyle.read(example.name, matching: .source)
        #expect(source.slot == example.source)
        #expect(source.italic == false)
        let style = NameStyle.read(example.name, matching: .style)
        #expect(style.slot == example.style)
        #expect(style.weight == example.styleWeight)
        #expect(style.italic == example.italic)
    }

    @Test("the source rule is the original's lowercase contains, in this order")
    func sourceOrder() {
        // "medium" is tested before "bold", so a name with both is medium.
        #expect(NameStyle.read("X-MediumBold", matching: .source).slot == .medium)
        #expect(NameStyle.read("x-BOLD", matching: .source).slot == .bold)
        #expect(NameStyle.read("emboldened", matching: .source).slot == .bold)
        #expect(NameStyle.read("genjyuu_bold(越南粗)", matching: .source).slot == .bold)
    }

    @Test("exclude patterns glob case-insensitively over the whole name")
    func patterns() {
        #expect(NamePattern("FontAwesome*").matches("fontawesome5-solid"))
        #expect(NamePattern("*Icons*").matches("MaterialIcons-Regular"))
        #expect(!NamePattern("*Icons*").matches("Iconic"))
        #expect(NamePattern("Menlo-?egular").matches("Menlo-Regular"))
        #expect(!NamePattern("Menlo-?egular").matches("Menlo-Bold"))
        #expect(NamePattern("图标?").matches("图标体"))
        #expect(!NamePattern("Font").matches("FontAwesome"))
        #expect(NamePattern("*").matches(""))
    }
}
