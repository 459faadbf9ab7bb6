import FontPackage
internal import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A SARIF 2.1.0 log of one run, for code-scanning dashboards
/// (GitHub's `upload-sarif` among them): one result per finding, one rule
/// per code used, positions relative to the working directory.
struct SARIFLog: Encodable, Sendable {
    static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    let schema = SARIFLog.schemaURI
    let version = "2.1.0"
    let runs: [Run]

    struct Run: Encodable {
        let tool: Tool
        /// Only when rule settings changed a code: SARIF's place for a run's
        /// rule configuration overrides (section 3.20.5).
        var invocations: [Invocation]? = nil
        let results: [Result]
        /// SourceLocation counts columns in Unicode scalars.
        let columnKind = "unicodeCodePoints"
    }

    struct Tool: Encodable { let driver: Driver }

    struct Invocation: Encodable {
        let executionSuccessful = true
        let ruleConfigurationOverrides: [ConfigurationOverride]
    }

    /// A code's setting: `enabled: false` for off, else the level it was set to.
    struct ConfigurationOverride: Encodable {
        struct Descriptor: Encodable { let id: String }
        struct Configuration: Encodable {
            var enabled: Bool? = nil
            var level: String? = nil
            /// SARIF's property bag of a rule's settings (3.50.4): the tolerance, in percent of the em.
            var parameters: [String: Double]? = nil
        }
        let descriptor: Descriptor
        let configuration: Configuration
        let properties: Properties

        struct Properties: Encodable {
            /// `Config/appfont.json:40:5` or `--rule`.
            let setBy: String
        }

        init(_ setting: RuleSetting) {
            descriptor = Descriptor(id: setting.code.rawValue)
            configuration =
                setting.level == .off
                ? Configuration(enabled: false)
                : Configuration(level: setting.level.rawValue, parameters: setting.tolerance.map { ["tolerance": $0] })
            properties = Properties(setBy: setting.originDescription)
        }
    }

    struct Driver: Encodable {
        let name = "fontpack"
        let version: String
        /// Omitted when nil (SARIF makes it optional).
        let informationUri: String?
        let rules: [Rule]
    }

    struct Rule: Encodable {
        let id: String
        let shortDescription: Text
        let help: Text
        let defaultConfiguration: Configuration
    }

    struct Configuration: Encodable { let level: String }
    struct Text: Encodable { let text: String }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Text
        let locations: [Location]
        /// A cause's strings after the first, up to ``CauseResult/locationsListed``.
        var relatedLocations: [Location]? = nil
        let partialFingerprints: [String: String]
        let properties: Properties
        let baselineState: String?
        let suppressions: [Suppression]?
    }

    struct Location: Encodable {
        var id: Int? = nil
        let physicalLocation: PhysicalLocation
        /// A related location's string key.
        var message: Text? = nil
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct ArtifactLocation: Encodable { let uri: String }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int?
    }

    struct Properties: Encodable {
        let language: String?
        let slot: String?
        let font: String?
        let requirement: String?
        let missing: [UInt32]
        let key: String?
        let platform: String?
        /// The finding's cause group (``FindingGrouping``), when it has one.
        let group: Group?
    }

    struct Group: Encodable {
        let id: String
        let cause: String
        /// A config change that fixes the group's findings, when there is one.
        let hint: String?
        /// The pack-level finding that states the same cause.
        var sameCauseAs: String? = nil
        /// A result that stands for a cause: how many strings, keys and files it has.
        var strings: Int? = nil
        var keys: Int? = nil
        var files: Int? = nil

        init(_ group: FindingGrouping.Group, strings: Int? = nil) {
            id = group.id
            cause = group.cause
            hint = group.hint
            sameCauseAs = group.sameCauseAs
            if let strings {
                self.strings = strings
                keys = group.keys
                files = group.files
            }
        }
    }

    struct Suppression: Encodable {
        let kind = "external"
        let justification: String
    }

    /// The key under `partialFingerprints`; its value hashes the finding's
    /// identity (the fields a baseline matches on), so it survives line moves.
    static let fingerprintKey = "fontpackFindingIdentity/v1"
    /// The key of a result that stands for a cause: its value hashes the
    /// cause (code, language, what is missing), so it survives new strings.
    static let causeFingerprintKey = "fontpackCauseIdentity/v1"

    /// `groups` are the report's (``PackReport/groups``); nil for a run that groups nothing (`coverage`).
    init(
        _ outcome: FindingOutcome, groups: FindingGrouping?, workingDirectory: String,
        toolVersion: String = FontPackageVersion.string, ruleSettings: RuleSettings = RuleSettings()
    ) {
        var codes: [Diagnostic.Code] = []
        for entry in outcome.entries where !codes.contains(entry.finding.code) { codes.append(entry.finding.code) }
        let rules = codes.map(FindingCatalog.rule(for:))
        func location(_ finding: Finding, id: Int? = nil, message: String? = nil) -> Location? {
            guard let file = finding.location?.file ?? finding.font else { return nil }
            let region = finding.location.flatMap { location in
                location.line > 0 ? Region(startLine: location.line, startColumn: location.column > 0 ? location.column : nil) : nil
            }
            return Location(
                id: id,
                physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: ArtifactPath.uri(file, relativeTo: workingDirectory)), region: region),
                message: message.map { Text(text: $0) })
        }
        func properties(_ finding: Finding, group: Group?) -> Properties {
            Properties(
                language: finding.language, slot: finding.slot,
                font: finding.font.map { ArtifactPath.relative($0, to: workingDirectory) },
                requirement: finding.requirement, missing: finding.missing, key: finding.key,
                platform: finding.platform?.rawValue, group: group)
        }
        let results = CauseResult.results(outcome, groups: groups).map { result -> Result in
            switch result {
            case .finding(let entry, let group):
                let finding = entry.finding
                return Result(
                    ruleId: finding.code.rawValue, ruleIndex: codes.firstIndex(of: finding.code)!,
                    level: finding.severity.rawValue, message: Text(text: finding.text),
                    locations: location(finding).map { [$0] } ?? [],
                    partialFingerprints: [Self.fingerprintKey: entry.identity.fingerprint],
                    properties: properties(finding, group: group.map { Group($0) }),
                    baselineState: entry.baselineState?.rawValue,
                    suppressions: entry.baselineState == .unchanged ? [Suppression(justification: "in the baseline")] : nil)
            case .cause(let group, let entries):
                let first = entries[0].finding
                let state = CauseResult.baselineState(entries)
                var cause = properties(first, group: Group(group, strings: entries.count))
                // The cause's characters, not the first string's.
                cause = Properties(
                    language: cause.language, slot: cause.slot, font: cause.font, requirement: cause.requirement,
                    missing: Set(entries.flatMap(\.finding.missing)).sorted(), key: nil, platform: cause.platform, group: cause.group)
                return Result(
                    ruleId: first.code.rawValue, ruleIndex: codes.firstIndex(of: first.code)!,
                    level: first.severity.rawValue, message: Text(text: CauseResult.text(group, entries)),
                    locations: location(first).map { [$0] } ?? [],
                    relatedLocations: entries.dropFirst().prefix(CauseResult.locationsListed).enumerated().compactMap { offset, entry in
                        location(entry.finding, id: offset + 1, message: entry.finding.key)
                    },
                    partialFingerprints: [Self.causeFingerprintKey: CauseResult.fingerprint(group)],
                    properties: cause,
                    baselineState: state?.rawValue,
                    suppressions: state == .unchanged ? [Suppression(justification: "in the baseline")] : nil)
            }
        }
        runs = [
            Run(
                tool: Tool(
                    driver: Driver(
                        version: toolVersion, informationUri: FindingCatalog.informationURI,
                        rules: rules.map { rule in
                            Rule(
                                id: rule.code.rawValue, shortDescription: Text(text: rule.summary), help: Text(text: rule.help),
                                defaultConfiguration: Configuration(level: rule.defaultSeverity.rawValue))
                        })),
                invocations: ruleSettings.isEmpty
                    ? nil : [Invocation(ruleConfigurationOverrides: ruleSettings.settings.map(ConfigurationOverride.init))],
                results: results)
        ]
    }

    /// Pretty JSON with sorted keys, so two runs diff cleanly.
    func json() throws -> String {
        try PrettyJSON.encode(self)
    }
}
