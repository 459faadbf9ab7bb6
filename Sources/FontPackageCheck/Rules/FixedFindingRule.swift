package import FontPackage

/// What the update fixed: a note per cause of the before check whose
/// findings the after check no longer makes, so a string that newly meets
/// its budget, or ink that newly fits the line, is said once per cause.
package enum FixedFindingRule: ChangeRule {
    package static let codes: [FindingRule] = [
        FindingRule(.diffFixed, .note, "fontpack diff: findings the check of the earlier pack made that the check of the new one does not, one note per cause.", help: "Nothing to do."),
    ]

    package static func findings(in diff: PackDiff) -> [Finding] {
        diff.fixedGroups.groups.compactMap { group -> Finding? in
            let gone = group.findings
            guard let first = gone.first else { return nil }
            let count = gone.count == 1 ? "" : " (\(gone.count) findings)"
            var note = finding(
                .diffFixed, "fixed: [\(first.code.rawValue)] \(group.isShared ? group.cause : first.message)\(count)",
                at: first.location, path: first.path, language: first.language, slot: first.slot, font: first.font,
                requirement: first.requirement, key: gone.count == 1 ? first.key : nil, platform: first.platform)
            note.sourceLine = first.sourceLine
            return note
        }
    }
}

extension Diagnostic.Code {
    /// `diff`: findings of the earlier pack's check that the new pack's check no longer makes.
    package static let diffFixed: Self = "diff-fixed"
}
