package import FontPackage
package import FontPackageCheck
import FontPackageInspection

extension PackReport {
    /// Whether this run judged what `finding` is about, so that its absence
    /// means it is fixed: its language x slot was checked, at a level that
    /// has its requirement, with the strings, shaping and platform it needs.
    /// A baseline finding this run did not judge is neither fixed nor new.
    package func judged(_ finding: Finding) -> Bool {
        if let platform = finding.platform, !platforms.contains(platform) { return false }
        let stringFiles = [".strings", ".stringsdict", ".xcstrings", ".plist"]
        if finding.key != nil || stringFiles.contains(where: { finding.location?.file.hasSuffix($0) ?? false }) {
            guard let strings else { return false }
            return finding.language.map { strings.languages.contains($0) } ?? true
        }
        if let requirement = finding.requirement, let kind = LanguageRequirement.Kind(rawValue: requirement),
            !level.kinds.contains(kind)
        {
            return false
        }
        guard let language = finding.language else { return true }
        let slots = finding.slot.map { $0.split(separator: ",").map { String($0.drop(while: \.isWhitespace)) } }
        return rows.contains { row in
            (row.language == language || row.env == language) && (slots?.contains(row.slot) ?? true)
                && (!finding.code.rawValue.hasPrefix("shaping-") || row.shaping != nil)
        }
    }
}
