import FontPackage
import FontPackageCommandLine
import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageInspection
internal import FontPackageReporting

struct CoverageCommand: Command {
    static let filesArgument = Arguments("files", help: "Font files (.ttf, .otf, .ttc, .otc, .woff, .woff2).")
    static let langOption: Option<String> = Option(
        required: "lang",
        help: "Languages, comma-separated BCP 47 or POSIX identifiers (vi, zh-Hant, ar-u-nu-latn), or fc:<code> for fontconfig's own orthography (fc:ku-ir).")
    static let indexOption: Option<Int?> = Option("index", help: "Only this face of each file (0-based).")
    static let levelOption = Option("level", default: LevelOption.fontconfig, help: "How strict: fontconfig, base or full.")
    static let shapingOption = Option(
        "shaping", default: ShapingOption.on, help: "Shape each language's sample text with HarfBuzz: on or off.")
    static let formatOption = Option(
        "format", default: CoverageFormat.text,
        help: "Output format: text, json, sarif (SARIF 2.1.0) or github (workflow commands).")
    static let outputOption: Option<String?> = Option(
        "output", help: "Write the chosen format to this file and the text report to standard output.")

    static let spec = CommandSpec(
        "coverage",
        abstract: "Check font files against the characters languages need.",
        discussion: """
            Every face of a collection is reported unless --index picks one. Levels: fontconfig \
            (fontconfig orthography + the locale's digits; the default), base (+ CLDR main, numbers \
            and punctuation exemplars), full (+ CLDR auxiliary). "missing" is fontconfig's own answer \
            (what fc-validate lists); "composable" are the missing characters the font can build from \
            base + combining marks; "empty" are mapped to a glyph that draws nothing.
            Exit status: 0 nothing missing, 1 something missing or empty, 2 bad arguments or an unreadable font.
            """,
        options: [
            langOption.spec, indexOption.spec, levelOption.spec, shapingOption.spec, formatOption.spec, outputOption.spec,
        ],
        arguments: filesArgument.spec
    )

    let files: [String]
    let lang: String
    let index: Int?
    let level: LevelOption
    let shaping: ShapingOption
    let format: CoverageFormat
    let output: String?

    init(_ values: ParsedValues) {
        files = values[Self.filesArgument]
        lang = values[Self.langOption]
        index = values[Self.indexOption]
        level = values[Self.levelOption]
        shaping = values[Self.shapingOption]
        format = values[Self.formatOption]
        output = values[Self.outputOption]
    }

    /// coverage's formats: check's without junit, whose cases are check's language x slot rows.
    enum CoverageFormat: String, ArgumentValue, CaseIterable {
        case text, json, sarif, github
        var reportFormat: ReportFormat { ReportFormat(rawValue: rawValue)! }
    }

    enum LevelOption: String, ArgumentValue, CaseIterable {
        case fontconfig, base, full
        var level: CoverageLevel { CoverageLevel(rawValue: rawValue)! }
    }

    func validate() throws {
        if files.isEmpty { throw UsageError("give at least one font file") }
        if let index, index < 0 { throw UsageError("--index must be 0 or more") }
        _ = try languages()
    }

    func languages() throws -> [CheckedLanguage] {
        let items = lang.commaSeparatedItems
        if items.isEmpty { throw UsageError("--lang needs at least one language") }
        return try items.map { item in
            do { return try CheckedLanguage(item) } catch { throw UsageError("--lang: \(error)") }
        }
    }

    func run() throws {
        let languages = try languages()
        for note in languages.compactMap(\.note) { Output.standardError("note: --lang \(note)") }
        let run = CoverageCheck.run(files: files, index: index, languages: languages, level: level.level, shaping: shaping.isOn)
        for failure in run.failures { Output.standardError(failure.description) }
        try ReportOutput.emit(try CoverageOutput.render(format.reportFormat, run: run), to: output)
        if !run.failures.isEmpty { throw ExitCode(2) }
        if run.anythingMissing { throw ExitCode(1) }
    }
}
