package import FontPackageCheck
import FontPackage
import FontPackageInspection
import FontPackageSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `coverage` prints: `--format json` encodes this value (field names
/// are a contract, the manual's Command line article), `text` is the text report.
package struct CoverageDocument: Encodable, Sendable {
    package var fonts: [Font]

    package struct Font: Encodable, Sendable {
        package var file: String
        package var index: Int
        package var postscriptName: String?
        package var fullName: String
        package var languages: [Language]
        /// HarfBuzz's verdict on each language's sample text.
        package var shaping: [Shaping]
        /// Requirements the level asks for that have no data for a language.
        package var unavailable: [Unavailable]
    }

    package struct Language: Encodable, Sendable {
        package var language: String
        package var requirement: String
        package var source: String
        package var required: Int
        package var missing: [UInt32]
        package var composable: [UInt32]
        package var empty: [UInt32]
    }

    package struct Shaping: Encodable, Sendable {
        package var language: String
        /// The hyperglot orthography the sample comes from (`ckb-Arab`).
        package var orthography: String
        package var failures: [ShapingFailureEntry]
    }

    package struct ShapingFailureEntry: Encodable, Sendable {
        package var code: String
        package var codePoints: [UInt32]
        package var detail: String
    }

    package struct Unavailable: Encodable, Sendable {
        package var language: String
        package var requirement: String
        package var reason: String
    }

    package init(fonts: [Font]) { self.fonts = fonts }

    /// The run's faces, each with a line per language and requirement, its
    /// shaping verdicts, and what could not be checked (shaping first, then
    /// the level's requirements without data, language by language).
    package init(_ run: CoverageRun) {
        fonts = run.faces.map { checked in
            let face = checked.face
            var font = Font(
                file: face.file, index: face.index, postscriptName: face.postscriptName, fullName: face.fullName,
                languages: [], shaping: [], unavailable: [])
            for language in checked.languages {
                for verdict in language.verdicts {
                    font.languages.append(
                        Language(
                            language: language.language, requirement: verdict.requirement.name,
                            source: verdict.requirement.source, required: verdict.required,
                            missing: verdict.missing.codePoints, composable: verdict.composable.codePoints,
                            empty: verdict.empty.codePoints))
                }
                switch language.shaping {
                case .checked(let orthography, let failures)?:
                    font.shaping.append(
                        Shaping(
                            language: language.language, orthography: orthography,
                            failures: failures.map {
                                ShapingFailureEntry(code: $0.kind.code.rawValue, codePoints: $0.codePoints, detail: $0.detail)
                            }))
                case .notChecked(let error)?:
                    font.unavailable.append(Unavailable(language: language.language, requirement: "shaping", reason: error.message))
                case nil:
                    break
                }
                for unavailable in language.unavailable {
                    font.unavailable.append(
                        Unavailable(language: language.language, requirement: unavailable.kind.rawValue, reason: unavailable.reason))
                }
            }
            return font
        }
    }

    /// The JSON text: sorted keys, two-space indent, no final newline.
    package func json() throws -> String { try PrettyJSON.encode(self) }

    /// Characters (or shaped sequences) listed per line in text output before "... and N more"; JSON lists all.
    package static let listLimit = 12

    /// A block per face: `file#index name`, then a line per language and
    /// requirement with the characters missing, composable and empty, the
    /// shaping verdicts, and what was not checked.
    package var text: String {
        var out = ""
        var pairs = 0
        var covered = 0
        for font in fonts {
            out += "\(font.file)#\(font.index) \(font.postscriptName ?? font.fullName)\n"
            let languageWidth = font.languages.map(\.language.count).max() ?? 0
            let requirementWidth = font.languages.map(\.requirement.count).max() ?? 0
            var gaps = Set<String>()
            for language in font.languages {
                var line = "  " + paddedText(language.language, to: languageWidth)
                line += "  " + paddedText(language.requirement, to: requirementWidth)
                let fine = language.missing.isEmpty && language.empty.isEmpty
                line += "  \(language.required - language.missing.count - language.empty.count)/\(language.required)"
                if fine {
                    line += " ok"
                } else {
                    gaps.insert(language.language)
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
                if !shaping.failures.isEmpty { gaps.insert(shaping.language) }
                out += "  \(shaping.language)  shaping (hyperglot \(shaping.orthography))  \(verdict)\n"
                // One line per kind of failure: how many, and the first sequences.
                var kinds: [String] = []
                var byKind: [String: [ShapingFailureEntry]] = [:]
                for failure in shaping.failures {
                    if byKind[failure.code] == nil { kinds.append(failure.code) }
                    byKind[failure.code, default: []].append(failure)
                }
                for kind in kinds {
                    let failures = byKind[kind]!
                    var items = failures.prefix(Self.listLimit).map { failure in
                        failures.count == 1 ? failure.detail : Self.sequence(failure.codePoints)
                    }
                    if failures.count > Self.listLimit { items.append("... and \(failures.count - Self.listLimit) more") }
                    out += "      \(kind) (\(failures.count)): " + items.joined(separator: ", ") + "\n"
                }
            }
            for unavailable in font.unavailable {
                out += "  \(unavailable.language)  \(unavailable.requirement)  not checked: \(unavailable.reason)\n"
            }
            let languages = Set(font.languages.map(\.language)).union(font.shaping.map(\.language))
            pairs += languages.count
            covered += languages.subtracting(gaps).count
        }
        guard pairs > 0 else { return out }
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        out += "\(plural(fonts.count, "face")) x language: \(covered) of \(plural(pairs, "pair")) covered, "
            + "\(pairs - covered) with gaps; --format json lists every character\n"
        return out
    }

    static func list(_ label: String, _ codePoints: [UInt32]) -> String {
        guard !codePoints.isEmpty else { return "" }
        var items = codePoints.prefix(listLimit).map(characterLabel)
        if codePoints.count > listLimit { items.append("... and \(codePoints.count - listLimit) more") }
        return "      \(label) (\(codePoints.count)): " + items.joined(separator: ", ") + "\n"
    }

    /// A shaped sequence as text, marks on a dotted circle when they start it.
    static func sequence(_ codePoints: [UInt32]) -> String {
        var text = ""
        for (position, codePoint) in codePoints.enumerated() {
            guard let scalar = Unicode.Scalar(codePoint) else { continue }
            let category = scalar.properties.generalCategory
            if position == 0, category == .nonspacingMark || category == .spacingMark || category == .enclosingMark {
                text += "\u{25CC}"
            }
            text.unicodeScalars.append(scalar)
        }
        return text
    }

    /// `U+1EA0 Ạ`; combining marks on a dotted circle, invisible characters without a glyph.
    static func characterLabel(_ codePoint: UInt32) -> String {
        let code = codePointLabel(codePoint)
        guard let scalar = Unicode.Scalar(codePoint) else { return code }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return "\(code) \u{25CC}\(Character(scalar))"
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return code
        default: return "\(code) \(Character(scalar))"
        }
    }
}
