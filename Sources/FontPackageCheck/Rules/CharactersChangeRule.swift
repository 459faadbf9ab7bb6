package import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// Characters a face of the pack lost or gained in an update. What a lost
/// character breaks is the check's to say, and `diff` reports it as new:
/// a string that now shows tofu (`string-missing-characters`), a language's
/// set no longer covered (`missing-characters`). This rule says what the
/// face's character map lost, whatever uses it.
package enum CharactersChangeRule: ChangeRule {
    package static let codes: [FindingRule] = [
        FindingRule(.diffCharactersLost, .warning, "fontpack diff: a face of the pack maps fewer characters than the face it replaces.", help: "Check the characters are not needed (the new findings of the same run say which strings and character sets need them), or keep the earlier version."),
        FindingRule(.diffCharactersGained, .note, "fontpack diff: a face of the pack maps characters the face it replaces did not.", help: "Nothing to do; the check of the new pack uses them."),
    ]

    package static func findings(in diff: PackDiff) -> [Finding] {
        diff.faces.flatMap { change -> [Finding] in
            var findings: [Finding] = []
            let (lost, gained) = (change.lost, change.gained)
            let language = change.languages.count == 1 ? change.languages[0] : nil
            if !lost.isEmpty {
                findings.append(
                    finding(
                        .diffCharactersLost,
                        "\(change.name) lost \(lost.count) character\(lost.count == 1 ? "" : "s"): \(describeCodePoints(lost)); it serves \(change.cellsText)",
                        language: language, font: change.after.file, missing: lost))
            }
            if !gained.isEmpty {
                findings.append(
                    finding(
                        .diffCharactersGained,
                        "\(change.name) gained \(gained.count) character\(gained.count == 1 ? "" : "s"): \(describeCodePoints(gained))",
                        language: language, font: change.after.file))
            }
            return findings
        }
    }
}

extension Diagnostic.Code {
    /// `diff`: a face lost characters its earlier version mapped.
    package static let diffCharactersLost: Self = "diff-characters-lost"
    /// `diff`: a face maps characters its earlier version did not.
    package static let diffCharactersGained: Self = "diff-characters-gained"
}
