package import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One `fontpack coverage` run as its writers read it. It has no JUnit
/// writer: JUnit's test cases are check's language x slot rows, which a
/// run over font files has not, so `coverage --format junit` is refused as
/// any value `--format` does not list is.
package struct CoverageOutput: CommandOutput, Sendable {
    package var run: CoverageRun
    /// The folder file paths in SARIF and GitHub commands are made relative to.
    package var workingDirectory: String

    package init(_ run: CoverageRun, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.run = run
        self.workingDirectory = workingDirectory
    }

    /// `coverage --format`'s values.
    package static let writers: [Writer<CoverageOutput>] = [
        Writer(.text, "Per face and language: what it lacks, the shaping.") {
            CoverageDocument($0.run).text
        },
        Writer(.json, "Every face and language, no list cut short.") {
            try CoverageDocument($0.run).json()
        },
        Writer(.sarif, "SARIF 2.1.0, for code scanning.") {
            try SARIFLog(FindingOutcome(findings: $0.run.findings), groups: nil, workingDirectory: $0.workingDirectory).json()
        },
        Writer(.github, "GitHub workflow commands, then the text.") {
            let commands = GitHubAnnotations.lines(FindingOutcome(findings: $0.run.findings), groups: nil, workingDirectory: $0.workingDirectory)
            return (commands + [CoverageDocument($0.run).text]).joined(separator: "\n")
        },
    ]
}
