package import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The CI formats of a run as the commands print them, file paths made
/// relative to `workingDirectory` (the repository root, for GitHub).
package enum CIOutput {
    /// The workflow commands, then the text report, as `--format github` prints.
    /// `groups` are the report's (``PackReport/groups``); nil for a run that groups nothing (`coverage`).
    package static func github(
        _ outcome: FindingOutcome, groups: FindingGrouping?, text: String,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        let commands = GitHubAnnotations.lines(outcome, groups: groups, workingDirectory: workingDirectory)
        return (commands + [text]).joined(separator: "\n")
    }

    /// The SARIF 2.1.0 log, as `--format sarif` prints.
    package static func sarif(
        _ outcome: FindingOutcome, groups: FindingGrouping?,
        workingDirectory: String = FileManager.default.currentDirectoryPath, ruleSettings: RuleSettings = RuleSettings()
    ) throws -> String {
        try SARIFLog(outcome, groups: groups, workingDirectory: workingDirectory, ruleSettings: ruleSettings).json()
    }
}
