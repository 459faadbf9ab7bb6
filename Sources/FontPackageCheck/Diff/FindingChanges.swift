package import FontPackage

/// Which findings of two checks are the same finding: what is wrong and
/// where in the app, not where in the config or which file holds the face.
///
/// A baseline (`check --baseline`) matches a run against an earlier run of
/// the same config; here the config and the fonts folder are another, so a
/// finding is matched by its code, language, slot, the config key it is about
/// (its JSON path, not its line), the string (file and line, the same on both
/// sides), the character set, the characters and the platform.
///
/// A check says one cause once for the slots it is the same at, and per slot
/// where the slots differ: an update that makes three slots lack the same
/// characters turns three findings into one. So a finding left over is still
/// not new when the other check made findings of the same code, language,
/// key, character set and platform, at any slots, whose characters include
/// all of its own: nothing is missing that was not missing before. And a
/// finding of the earlier check is fixed only when the later one makes no
/// finding of that code, language, key, character set and platform at all.
package enum FindingChanges {
    /// The identifying members of a finding, as one comparable value; `loose` leaves out the slot and the characters.
    struct Identity: Hashable {
        let members: [String?]

        init(_ finding: Finding, loose: Bool = false) {
            members = [
                finding.code.rawValue, finding.language, loose ? nil : finding.slot, finding.path, finding.key,
                finding.key == nil ? nil : finding.location?.description, finding.requirement,
                loose ? nil : finding.missing.map(String.init).joined(separator: ","),
                loose ? nil : finding.characters?.joined(separator: "\u{1F}"), finding.platform?.rawValue,
            ]
        }
    }

    /// The `after` findings not in `before`, and the `before` findings not in
    /// `after`, each in its check's order. A multiset: two equal findings need two.
    package static func compare(before: [Finding], after: [Finding]) -> (new: [Finding], fixed: [Finding]) {
        let (newExactly, fixedExactly) = exact(before: before, after: after)
        // What is left on each side, by loose identity: the same cause said at other slots.
        let beforeLoose = Dictionary(grouping: fixedExactly) { Identity($0, loose: true) }
        let afterLoose = Dictionary(grouping: newExactly) { Identity($0, loose: true) }
        func covered(_ finding: Finding, by others: [Finding]?) -> Bool {
            guard let others else { return false }
            let missing = Set(others.flatMap(\.missing))
            let characters = Set(others.flatMap { $0.characters ?? [] })
            return Set(finding.missing).isSubset(of: missing) && Set(finding.characters ?? []).isSubset(of: characters)
        }
        let new = newExactly.filter { !covered($0, by: beforeLoose[Identity($0, loose: true)]) }
        // A cause the after check still reports, at whatever slots and characters, is not fixed.
        let fixed = fixedExactly.filter { afterLoose[Identity($0, loose: true)] == nil }
        return (new, fixed)
    }

    /// The multiset difference both ways on the full identity.
    private static func exact(before: [Finding], after: [Finding]) -> (new: [Finding], fixed: [Finding]) {
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
