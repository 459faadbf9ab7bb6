package import FontPackage
internal import FontPackageCheck

/// The status of one language x slot cell: the most severe finding that
/// concerns it. A finding concerns a cell when its language is the cell's
/// language or the env of the entry serving it, and it names no slot or
/// names the cell's slot (string findings list several: `light, medium, bold`).
/// Notes do not change the status.
package enum CellStatus: String, Sendable, Hashable {
    case ok, warning, error

    package static func of(language: String, env: String, slot: String, findings: [Finding]) -> CellStatus {
        var status = CellStatus.ok
        for finding in findings where concerns(finding, language: language, env: env, slot: slot) {
            switch finding.severity {
            case .error: return .error
            case .warning: status = .warning
            default: break
            }
        }
        return status
    }

    package static func concerns(_ finding: Finding, language: String, env: String, slot: String) -> Bool {
        guard let findingLanguage = finding.language, findingLanguage == language || findingLanguage == env else {
            return false
        }
        guard let slots = finding.slot else { return true }
        return slots.split(separator: ",").contains { $0.drop(while: \.isWhitespace) == slot }
    }
}
