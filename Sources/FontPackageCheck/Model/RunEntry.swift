internal import FontPackage
internal import FontPackageInspection

/// The entry that draws a string's runs of some scripts instead of the
/// language's own entry, because the config's `scripts` sends them there
/// (`und` text whose Arabic runs take the `ar` entry): which entry, which
/// faces, and why, in the resolver's words, as `fontpack resolve --text` says it.
struct RunEntry: Sendable {
    /// The entry's env.
    let env: String
    /// Why the runs take the entry, one reason per script: ``MatchReason/scriptOverride(_:)``.
    let reasons: [MatchReason]
    /// Per slot of the language, the entry's face that draws it.
    let faces: [(slot: String, face: FontFace?)]

    /// `its [Arab] runs take entry ar (text in script Arab keeps this entry (config "scripts"))`:
    /// the runs' scripts as `resolve --text` brackets them, the entry, and the resolver's reasons.
    static func clause(env: String, reasons: [MatchReason]) -> String {
        let scripts = reasons.compactMap { reason -> String? in
            if case .scriptOverride(let script) = reason { return script.rawValue }
            return nil
        }
        return "its [\(scripts.joined(separator: ", "))] runs take entry \(env) "
            + "(\(reasons.map(\.description).joined(separator: "; ")))"
    }
}
