package import FontPackage

/// Which findings of two checks are the same finding: what is wrong and
/// where in the app, not where in the config or which file holds the face.
///
/// A baseline (`check --baseline`) matches a run against an earlier run of
/// the same config; here the config and the fonts folder are another, so a
/// finding is matched by its code, language, slot, the config key it is about
/// (its JSON path, not its line), the string (file and line, the same on both
/// sides), the character set, the characters and the platform.
package enum FindingChanges {
    /// The identifying members of a finding, as one comparable value.
    struct Identity: Hashable {
        let members: [String?]

        init(_ finding: Finding) {
            members = [
                finding.code.rawValue, finding.language, finding.slot, finding.path, finding.key,
                finding.key == nil ? nil : finding.location?.description, finding.requirement,
                finding.missing.map(String.init).joined(separator: ","),
                finding.characters?.joined(separator: "\u{1F}"), finding.platform?.rawValue,
            ]
        }
    }

    /// The `after` findings not in `before`, and the `before` findings not in
    /// `after`, each in its check's order. A multiset: two equal findings need two.
    package static func compare(before: [Finding], after: [Finding]) -> (new: [Finding], fixed: [Finding]) {
        var remaining: [Identity: Int] = [:]
        for finding in before { remaining[Identity(finding), default: 0] += 1 }
        var new: [Finding] = []
        for finding in after {
            let identity = Identity(finding)
            if let left = remaining[identity], left > 0 {
                remaining[identity] = left - 1
            } else {
                new.append(finding)
            }
        }
        var fixed: [Finding] = []
        for finding in before {
            let identity = Identity(finding)
            guard let left = remaining[identity], left > 0 else { continue }
            remaining[identity] = left - 1
            fixed.append(finding)
        }
        return (new, fixed)
    }
}
