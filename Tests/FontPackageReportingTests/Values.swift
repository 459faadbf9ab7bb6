import FontPackage
import FontPackageStrings
import Foundation
@testable import FontPackageCheck
@testable import FontPackageInspection

/// Reports built by hand, so each writer is tested on values it is given,
/// without fonts, a config or the binary.
enum Values {
    static func face(
        file: String = "Fonts/Noto/NotoSans-Light.ttf", index: Int = 0, faceCount: Int = 1,
        postscriptName: String? = "NotoSans-Light", weightClass: Int? = 300
    ) -> FontFace {
        FontFace(
            file: file, index: index, faceCount: faceCount, family: "Noto Sans", style: "Light", familyNames: ["Noto Sans"],
            styleNames: ["Light"], fullNames: ["Noto Sans Light"], postscriptName: postscriptName, weightClass: weightClass,
            widthClass: 5, isItalic: false, isVariable: false, format: "TrueType", glyphCount: 10,
            characters: CodePointSet(0x41...0x5A), emptyGlyphs: CodePointSet(), unloadableGlyphs: CodePointSet(),
            fontconfigLanguages: ["en"])
    }

    static func requirement(_ kind: LanguageRequirement.Kind, language: String = "vi", source: String) -> LanguageRequirement {
        LanguageRequirement(kind: kind, language: language, source: source, characters: CodePointSet(0x41...0x5A))
    }

    static func verdict(
        _ kind: LanguageRequirement.Kind = .fontconfig, language: String = "vi", source: String = "fontconfig vi",
        required: Int = 194, missing: [UInt32] = [], composable: [UInt32] = [], empty: [UInt32] = []
    ) -> CoverageVerdict {
        CoverageVerdict(
            requirement: requirement(kind, language: language, source: source), required: required,
            missing: CodePointSet(missing), composable: CodePointSet(composable), empty: CodePointSet(empty))
    }

    static func configFace(_ name: String, slot: WeightSlot = .light, line: Int = 12) -> PackFace {
        PackFace(
            name: name, slot: slot, weight: slot.weight, location: SourceLocation(file: "Config/appfont.json", line: line, column: 8),
            path: "list[0].data[0]")
    }

    /// Three rows of `vi`: light found and short of two letters (one composable),
    /// medium falling back to light, bold not found; one note and one error.
    static func packReport(strings: StringsReport? = nil, shaped: Bool = false) -> PackReport {
        let light = face()
        let shortVerdicts = [
            verdict(missing: [0x1EA0, 0x1EA1], composable: [0x1EA1]),
            verdict(.digits, source: "numbering system latn", required: 10),
        ]
        let rows = [
            PackReport.Row(
                language: "vi", env: "vi", slot: "light", configFace: configFace("NotoSans-Light"), fallbackFrom: nil, face: light,
                verdicts: shortVerdicts, shaping: shaped ? [] : nil),
            PackReport.Row(
                language: "vi", env: "vi", slot: "medium", configFace: configFace("NotoSans-Light"), fallbackFrom: "light",
                face: light, verdicts: shortVerdicts, shaping: shaped ? [ShapingFailure(kind: .mark, codePoints: [0x61, 0x300], detail: "a + grave")] : nil),
            PackReport.Row(
                language: "vi", env: "vi", slot: "bold", configFace: configFace("NotoSans-Bold", slot: .bold, line: 14),
                fallbackFrom: nil, face: nil, verdicts: []),
        ]
        let findings = [
            Finding(
                .note, Diagnostic.Code.weightFallback, "vi has no medium face", at: SourceLocation(file: "Config/appfont.json", line: 12, column: 8),
                language: "vi", slot: "medium"),
            Finding(
                .error, Diagnostic.Code.fontNotFound, "NotoSans-Bold: no font has that name", at: SourceLocation(file: "Config/appfont.json", line: 14, column: 8),
                path: "list[0].data[2].font", language: "vi", slot: "bold"),
        ]
        return PackReport(findings: findings, rows: rows, faces: [light], level: .fontconfig, strings: strings)
    }

    static let strings: StringsReport = {
        var report = StringsReport(
            lines: [
                StringsReport.Line(language: "vi", slot: "light", strings: 40, stringsWithTofu: 3, distinctMissing: 2),
                StringsReport.Line(language: "vi", slot: "bold", strings: 40, stringsWithTofu: 0, distinctMissing: 0),
            ],
            filesRead: 2, stringsRead: 40, languages: ["vi"], languageSource: "the .lproj folders")
        report.stringsByFormat = [
            StringsReport.FormatCount(format: "strings", name: ".strings", strings: 30),
            StringsReport.FormatCount(format: "stringsdict", name: ".stringsdict", strings: 10),
        ]
        return report
    }()

    /// Two strings of `ar` and one of `fa` whose characters the Arabic face lacks (one
    /// cause, which the report's `vi` face draws), and a malformed entry; the
    /// report groups them, with a hint, as the check does.
    static func groupedReport() -> PackReport {
        var report = packReport()
        func missing(_ language: String, _ key: String, line: Int, file: String = "Localizable") -> Finding {
            Finding(
                .error, Diagnostic.Code.stringMissingCharacters, "\"\(key)\" shows 1 character that NotoSansArabic-Light cannot draw",
                at: SourceLocation(file: "App/\(language).lproj/\(file).strings", line: line, column: 1), language: language,
                slot: "light", font: "Fonts/NotoSansArabic-Light.ttf", requirement: "strings", missing: [0x44], key: key,
                characters: ["D"])
        }
        report.findings += [missing("ar", "brand", line: 2), missing("ar", "title", line: 5), stringsSyntax, missing("ar", "brand", line: 2, file: "InfoPlist")]
        report.groups = FindingGrouping(report.findings, faces: report.faces, rows: report.rows)
        return report
    }

    /// A malformed `.strings` entry, as the reader reports it: position, source line.
    static let stringsSyntax = Finding(
        .error, Diagnostic.Code.stringsSyntax, "expected ';' after the value of \"bad\"",
        at: SourceLocation(file: "App/vi.lproj/Localizable.strings", line: 2, column: 30),
        sourceLine: "\"bad\" = \"thiếu dấu chấm phẩy\"")
}
