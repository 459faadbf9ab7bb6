package import FontPackage
internal import FontPackageInspection

/// What an updated face says it is: its names, weight class, style and
/// format. A config that names the face by its old PostScript name no
/// longer finds it (`UIFont(name:)` returns nil, and so do the requests
/// the pack rewrites): the check's lookup findings say so, and `diff`
/// reports them as new errors. This rule says what changed.
package enum IdentityChangeRule: ChangeRule {
    package static let codes: [FindingRule] = [
        FindingRule(.diffNames, .warning, "fontpack diff: an updated face's PostScript, family or full name differs from the face it replaces.", help: "Update the names the config and the app use (UIFont(name:), CSS font-family, Android font resources), or keep the old names in the font."),
        FindingRule(.diffWeightClass, .warning, "fontpack diff: an updated face's OS/2 weight class differs from the face it replaces, so platforms that match by weight may pick another face.", help: "Check the slot's weight still matches (the check's slot-weight findings), or fix the weight class."),
        FindingRule(.diffStyle, .warning, "fontpack diff: an updated face is italic where the face it replaces was upright, or the reverse.", help: "Put the face in the slot that matches its style."),
        FindingRule(.diffFormat, .note, "fontpack diff: an updated face has another format (TrueType, CFF, a collection, WOFF2) than the face it replaces.", help: "Check every platform loads the format (the check's platform findings)."),
    ]

    package static func findings(in diff: PackDiff) -> [Finding] {
        diff.faces.flatMap { change -> [Finding] in
            let (old, new) = (change.before, change.after)
            let language = change.languages.count == 1 ? change.languages[0] : nil
            var findings: [Finding] = []
            let names: [(String, String?, String?)] = [
                ("PostScript name", old.postscriptName, new.postscriptName), ("family", old.family, new.family),
                ("full name", old.fullName, new.fullName),
            ]
            let renamed = names.filter { $0.1 != $0.2 }.map { "\($0.0) \(quoted($0.1)) → \(quoted($0.2))" }
            if !renamed.isEmpty {
                findings.append(
                    finding(.diffNames, "\(FaceChange.name(of: old)) is renamed: \(renamed.joined(separator: ", ")); it serves \(change.cellsText)",
                        language: language, font: new.file))
            }
            if old.weightClass != new.weightClass {
                findings.append(
                    finding(.diffWeightClass, "\(change.name)'s weight class: \(text(old.weightClass)) → \(text(new.weightClass)); it serves \(change.cellsText)",
                        language: language, font: new.file))
            }
            if old.isItalic != new.isItalic {
                findings.append(
                    finding(.diffStyle, "\(change.name) is now \(new.isItalic ? "italic" : "upright"); it serves \(change.cellsText)",
                        language: language, font: new.file))
            }
            if old.format != new.format {
                findings.append(
                    finding(.diffFormat, "\(change.name)'s format: \(old.format) → \(new.format)", language: language, font: new.file))
            }
            return findings
        }
    }

    static func quoted(_ name: String?) -> String { name.map { "\"\($0)\"" } ?? "none" }
    static func text(_ weight: Int?) -> String { weight.map(String.init) ?? "none" }
}

extension Diagnostic.Code {
    /// `diff`: an updated face's PostScript, family or full name changed.
    package static let diffNames: Self = "diff-names"
    /// `diff`: an updated face's weight class changed.
    package static let diffWeightClass: Self = "diff-weight-class"
    /// `diff`: an updated face changed from upright to italic or back.
    package static let diffStyle: Self = "diff-style"
    /// `diff`: an updated face's font format changed.
    package static let diffFormat: Self = "diff-format"
}
