package import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// What an update adds to or saves from the app's download, per file:
/// a note, as app size is a budget teams watch but no text breaks for it.
package enum BytesChangeRule: ChangeRule {
    package static let codes: [FindingRule] = [
        FindingRule(.diffBytes, .note, "fontpack diff: an updated font file is larger or smaller than the file it replaces.", help: "Nothing to do unless the app has a size budget; fontpack subset ships only what the app draws."),
    ]

    package static func findings(in diff: PackDiff) -> [Finding] {
        var seen: Set<String> = []
        return diff.faces.compactMap { change -> Finding? in
            guard let old = change.beforeBytes, let new = change.afterBytes, old != new,
                seen.insert(change.after.file).inserted
            else { return nil }
            let percent = old > 0 ? (Double(new) / Double(old) - 1) * 100 : 0
            return finding(
                .diffBytes,
                "\(PathName.lastComponent(change.after.file)): \(fileSizeText(old)) → \(fileSizeText(new)) "
                    + "(\(new > old ? "+" : "-")\(fileSizeText(abs(new - old))), \(WidthChangeRule.signed(percent)) %)",
                font: change.after.file)
        }
    }
}

extension Diagnostic.Code {
    /// `diff`: an updated font file's size changed.
    package static let diffBytes: Self = "diff-bytes"
}
