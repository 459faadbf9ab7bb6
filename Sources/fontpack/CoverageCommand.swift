import ArgumentParser
import FontPackage
import FontPackageCheck
import Foundation
internal import FontPackageInspection
internal import FontPackageReporting

struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Check font files against the characters languages need.",
        discussion: """
            Every face of a collection is reported unless --index picks one. Levels: fontconfig \
            (fontconfig orthography + the locale's digits; the default), base (+ CLDR main, numbers \
            and punctuation exemplars), full (+ CLDR auxiliary). "missing" is fontconfig's own answer \
            (what fc-validate lists); "composable" are the missing characters the font can build from \
            base + combining marks; "empty" are mapped to a glyph that draws nothing.
            Exit status: 0 nothing missing, 1 something missing or empty, 2 bad arguments or an unreadable font.
            """
    )

    @Argument(help: "Font files (.ttf, .otf, .ttc, .otc, .woff, .woff2).")
    var files: [String]

    @Option(help: "Languages, comma-separated BCP 47 or POSIX identifiers (vi, zh-Hant, ar-u-nu-latn), or fc:<code> for fontconfig's own orthography (fc:ku-ir).")
    var lang: String

    @Option(help: "Only this face of each file (0-based).")
    var index: Int?

    @Option(help: "How strict: fontconfig, base or full.")
    var level: LevelOption = .fontconfig

    @Option(help: "Shape each language's sample text with HarfBuzz: on or off.")
    var shaping: ShapingOption = .on

    @Option(help: "Output format: text, json, sarif (SARIF 2.1.0) or github (workflow commands).")
    var format: ReportFormat = .text

    @Option(help: "Write the chosen format to this file and the text report to standard output.")
    var output: String?

    enum LevelOption: String, ExpressibleByArgument, CaseIterable {
        case fontconfig, base, full
        var level: CoverageLevel { CoverageLevel(rawValue: rawValue)! }
    }

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one font file") }
        if let index, index < 0 { throw ValidationError("--index must be 0 or more") }
        if format == .junit { throw ValidationError("--format junit is for check; coverage takes text, json, sarif or github") }
        _ = try languages()
    }

    func languages() throws -> [CheckedLanguage] {
        let items = lang.commaSeparatedItems
        if items.isEmpty { throw ValidationError("--lang needs at least one language") }
        return try items.map { item in
            do { return try CheckedLanguage(item) } catch { throw ValidationError("--lang: \(error)") }
        }
    }

    func run() throws {
        let languages = try languages()
        for note in languages.compactMap(\.note) { Output.standardError("note: --lang \(note)") }
        let requirements = languages.map { (name: $0.input, set: LanguageRequirements(for: $0, level: level.level)) }
        let (faces, failures) = FaceLoading.load(files: files, index: index, scanGlyphInk: true)
        for failure in failures { Output.standardError(failure.description) }

        var report = CoverageReport(fonts: [])
        var anythingMissing = false
        var findings: [Finding] = []
        for face in faces {
            var entry = CoverageReport.Font(
                file: face.file, index: face.index, postscriptName: face.postscriptName, fullName: face.fullName,
                languages: [], shaping: [], unavailable: [])
            for (language, set) in requirements {
                let verdicts = face.coverage(of: set)
                findings += face.coverageFindings(verdicts, language: language)
                for verdict in verdicts {
                    if !verdict.isCovered { anythingMissing = true }
                    entry.languages.append(
                        CoverageReport.Language(
                            language: language, requirement: verdict.requirement.name,
                            source: verdict.requirement.source, required: verdict.required,
                            missing: verdict.missing.codePoints, composable: verdict.composable.codePoints,
                            empty: verdict.empty.codePoints))
                }
                if shaping.isOn, let sample = ShapingSample.of(set.locale) {
                    do {
                        let failures = try face.shapingFailures(of: sample)
                        if !failures.isEmpty { anythingMissing = true }
                        findings += face.shapingFindings(failures, language: language, orthography: sample.orthography)
                        entry.shaping.append(
                            CoverageReport.Shaping(
                                language: language, orthography: sample.orthography,
                                failures: failures.map {
                                    CoverageReport.ShapingFailureEntry(code: $0.kind.code.rawValue, codePoints: $0.codePoints, detail: $0.detail)
                                }))
                    } catch {
                        findings.append(face.shapingNotChecked(error, language: language))
                        entry.unavailable.append(
                            CoverageReport.Unavailable(language: language, requirement: "shaping", reason: error.message))
                    }
                }
                for unavailable in set.unavailable {
                    entry.unavailable.append(
                        CoverageReport.Unavailable(
                            language: language, requirement: unavailable.kind.rawValue, reason: unavailable.reason))
                }
            }
            report.fonts.append(entry)
        }

        let outcome = FindingOutcome(findings: findings)
        let chosen: String
        switch format {
        case .json: chosen = try Output.json(report)
        case .text, .junit: chosen = report.text
        case .sarif: chosen = try ReportOutput.sarif(outcome)
        case .github: chosen = ReportOutput.github(outcome, text: report.text)
        }
        try ReportOutput.emit(chosen, text: report.text, to: output)
        if !failures.isEmpty { throw ExitCode(2) }
        if anythingMissing { throw ExitCode(1) }
    }
}

/// What `coverage --format json` prints.
struct CoverageReport: Encodable {
    var fonts: [Font]

    struct Font: Encodable {
        var file: String
        var index: Int
        var postscriptName: String?
        var fullName: String
        var languages: [Language]
        /// HarfBuzz's verdict on each language's sample text.
        var shaping: [Shaping]
        /// Requirements the level asks for that have no data for a language.
        var unavailable: [Unavailable]
    }

    struct Language: Encodable {
        var language: String
        var requirement: String
        var source: String
        var required: Int
        var missing: [UInt32]
        var composable: [UInt32]
        var empty: [UInt32]
    }

    struct Shaping: Encodable {
        var language: String
        /// The hyperglot orthography the sample comes from (`ckb-Arab`).
        var orthography: String
        var failures: [ShapingFailureEntry]
    }

    struct ShapingFailureEntry: Encodable {
        var code: String
        var codePoints: [UInt32]
        var detail: String
    }

    struct Unavailable: Encodable {
        var language: String
        var requirement: String
        var reason: String
    }

    /// Characters listed per line in text output before "... and N more".
    static let listLimit = 100

    var text: String {
        var out = ""
        for font in fonts {
            out += "\(font.file)#\(font.index) \(font.postscriptName ?? font.fullName)\n"
            let languageWidth = font.languages.map(\.language.count).max() ?? 0
            let requirementWidth = font.languages.map(\.requirement.count).max() ?? 0
            for language in font.languages {
                var line = "  " + language.language.padding(toLength: languageWidth, withPad: " ", startingAt: 0)
                line += "  " + language.requirement.padding(toLength: requirementWidth, withPad: " ", startingAt: 0)
                let fine = language.missing.isEmpty && language.empty.isEmpty
                line += "  \(language.required - language.missing.count - language.empty.count)/\(language.required)"
                if fine {
                    line += " ok"
                } else {
                    line += ", \(language.missing.count) missing"
                    if !language.composable.isEmpty { line += " (\(language.composable.count) composable from base + mark)" }
                    if !language.empty.isEmpty { line += ", \(language.empty.count) empty glyph\(language.empty.count == 1 ? "" : "s")" }
                }
                out += line + "\n"
                let composable = Set(language.composable)
                let uncomposable = language.missing.filter { !composable.contains($0) }
                out += Self.list("missing", uncomposable)
                out += Self.list("composable", language.composable)
                out += Self.list("empty", language.empty)
            }
            for shaping in font.shaping {
                let verdict = shaping.failures.isEmpty ? "ok" : "\(shaping.failures.count) failure\(shaping.failures.count == 1 ? "" : "s")"
                out += "  \(shaping.language)  shaping (hyperglot \(shaping.orthography))  \(verdict)\n"
                for failure in shaping.failures.prefix(Self.listLimit) { out += "      \(failure.code): \(failure.detail)\n" }
                if shaping.failures.count > Self.listLimit {
                    out += "      ... and \(shaping.failures.count - Self.listLimit) more (--format json lists all)\n"
                }
            }
            for unavailable in font.unavailable {
                out += "  \(unavailable.language)  \(unavailable.requirement)  not checked: \(unavailable.reason)\n"
            }
        }
        return out
    }

    static func list(_ label: String, _ codePoints: [UInt32]) -> String {
        guard !codePoints.isEmpty else { return "" }
        var items = codePoints.prefix(listLimit).map(CharacterLabel.label)
        if codePoints.count > listLimit { items.append("... and \(codePoints.count - listLimit) more (--format json lists all)") }
        return "      \(label): " + items.joined(separator: ", ") + "\n"
    }
}

/// `U+1EA0 Ạ`; combining marks on a dotted circle, invisible characters without a glyph.
enum CharacterLabel {
    static func label(_ codePoint: UInt32) -> String {
        let code = CodePointSet.label(codePoint)
        guard let scalar = Unicode.Scalar(codePoint) else { return code }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return "\(code) \u{25CC}\(Character(scalar))"
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return code
        default: return "\(code) \(Character(scalar))"
        }
    }
}

/// Opens the faces the commands report on: every face of each file, or the
/// one `index` picks. Files are inspected in parallel; unreadable ones are
/// returned apart, in order, and do not stop the others.
enum FaceLoading {
    static func load(files: [String], index: Int?, scanGlyphInk: Bool) -> (faces: [FontFace], failures: [FontInspectionError]) {
        let options = FontInspector.Options(scanGlyphInk: scanGlyphInk)
        var faces: [FontFace] = []
        var failures: [FontInspectionError] = []
        if let index {
            do {
                let inspector = try FontInspector(options: options)
                for file in files {
                    do { faces.append(try inspector.inspect(file: file, index: index)) } catch { failures.append(error) }
                }
            } catch {
                failures.append(error)
            }
        } else {
            for inspection in FontInspector.inspectAll(files, options: options) {
                switch inspection.result {
                case .success(let found): faces += found
                case .failure(let error): failures.append(error)
                }
            }
        }
        return (faces, failures)
    }
}
