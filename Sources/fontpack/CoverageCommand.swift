import FontPackage
import ArgumentParser
import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageInspection
internal import FontPackageReporting

struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Check font files against the characters languages need.",
        discussion: """
            Every face of a collection is reported unless --index picks one. Levels: fontconfig \
            (fontconfig orthography + the locale's digits; the default), base (+ CLDR main, numbers \
            and punctuation exemplars, and what the system's formatters draw), full (+ CLDR auxiliary). "missing" is fontconfig's own answer \
            (what fc-validate lists); "composable" are the missing characters the font can build from \
            base + combining marks; "empty" are mapped to a glyph that draws nothing.
            Exit status: 0 nothing missing, 1 something missing or empty, 2 bad arguments or an unreadable font.
            """
    )

    @Argument(
        help: "Font files (.ttf, .otf, .ttc, .otc, .woff, .woff2).",
        completion: .file(extensions: ["ttf", "otf", "ttc", "otc", "woff", "woff2"]))
    var files: [String]

    @Option(
        help: "Languages, comma-separated BCP 47 or POSIX identifiers (vi, zh-Hant, ar-u-nu-latn), or fc:<code> for fontconfig's own orthography (fc:ku-ir).",
        transform: CoverageCommand.languages(argument:))
    var lang: [CheckedLanguage]

    @Option(
        help: "Currencies each language's faces must draw the symbol of, as the language writes it: comma-separated ISO 4217 codes (EUR,INR,KZT).",
        transform: CoverageCommand.currencies(argument:))
    var currency: [String] = []

    // Unconditional, so `--index -1` is read as the value and refused by validate() with its reason.
    @Option(parsing: .unconditional, help: "Only this face of each file (0-based).")
    var index: Int?

    @Option(help: "How strict: fontconfig, base or full.")
    var level: LevelOption = .fontconfig

    @Option(help: "Shape each language's sample text with HarfBuzz: on or off.")
    var shaping: ShapingOption = .on

    @Option(help: "Output format.")
    var format: Writer<CoverageOutput> = CoverageOutput.defaultWriter

    @Option(help: "Write the chosen format to this file and the text report to standard output.", completion: .file())
    var output: String?

    enum LevelOption: String, ExpressibleByArgument, CaseIterable {
        case fontconfig, base, full
        var level: CoverageLevel { CoverageLevel(rawValue: rawValue)! }
    }

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one font file") }
        if let index, index < 0 { throw ValidationError("--index must be 0 or more") }
    }

    /// `--lang vi,fc:ku-ir`: none, or an item that is no language, is a usage error.
    static func languages(argument: String) throws -> [CheckedLanguage] {
        let items = argument.commaSeparatedItems
        if items.isEmpty { throw ValidationError("--lang needs at least one language") }
        return try items.map { item in
            do { return try CheckedLanguage(item) } catch { throw ValidationError("--lang: \(error)") }
        }
    }

    /// `--currency EUR,INR`: each item a code CLDR names; an unknown one is a
    /// usage error naming the item and where it is in the list.
    static func currencies(argument: String) throws -> [String] {
        let items = argument.commaSeparatedItems
        if items.isEmpty { throw ValidationError("--currency needs at least one ISO 4217 code (EUR, INR)") }
        var codes: [String] = []
        for (position, item) in items.enumerated() where !codes.contains(item) {
            guard FormattedText.currencyName(item) != nil else {
                let known = FormattedText.currencyName(item.uppercased()).map { "; did you mean \(item.uppercased()) (\($0))?" }
                throw ValidationError(
                    "--currency \(argument): item \(position + 1), \"\(item)\", is not a currency CLDR \(FormattedText.version) knows"
                        + (known ?? ": give ISO 4217 codes in capitals, such as EUR, INR or KZT"))
            }
            codes.append(item)
        }
        return codes
    }

    func run() throws {
        for note in lang.compactMap(\.note) { Output.standardError("note: --lang \(note)") }
        let run = CoverageCheck.run(
            files: files, index: index, languages: lang, level: level.level, shaping: shaping.isOn, currencies: currency)
        for failure in run.failures { Output.standardError(failure.description) }
        try ReportOutput.emit(CoverageOutput(run), as: format, to: output)
        if !run.failures.isEmpty { throw ExitCode(2) }
        if run.anythingMissing { throw ExitCode(1) }
    }
}
