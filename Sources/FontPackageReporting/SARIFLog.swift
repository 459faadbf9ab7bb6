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
        let partialFingerprints: [String: String]
        let properties: Properties
        let baselineState: String?
        let suppressions: [Suppression]?
    }

    struct Location: Encodable { let physicalLocation: PhysicalLocation }

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
    }

    struct Suppression: Encodable {
        let kind = "external"
        let justification: String
    }

    /// The key under `partialFingerprints`; its value hashes the finding's
    /// identity (the fields a baseline matches on), so it survives line moves.
    static let fingerprintKey = "fontpackFindingIdentity/v1"

    /// `groups` are the report's (``PackReport/groups``); nil for a run that groups nothing (`coverage`).
    init(
        _ outcome: FindingOutcome, groups: FindingGrouping?, workingDirectory: String,
        toolVersion: String = FontPackageVersion.string, ruleSettings: RuleSettings = RuleSettings()
    ) {
        var codes: [Diagnostic.Code] = []
        for entry in outcome.entries where !codes.contains(entry.finding.code) { codes.append(entry.finding.code) }
        let rules = codes.map(FindingCatalog.rule(for:))
        let results = outcome.entries.map { entry -> Result in
            let finding = entry.finding
            let file = finding.location?.file ?? finding.font
            let region = finding.location.flatMap { location in
                location.line > 0 ? Region(startLine: location.line, startColumn: location.column > 0 ? location.column : nil) : nil
            }
            return Result(
                ruleId: finding.code.rawValue, ruleIndex: codes.firstIndex(of: finding.code)!,
                level: finding.severity.rawValue, message: Text(text: finding.text),
                locations: file.map {
                    [Location(physicalLocation: PhysicalLocation(
                        artifactLocation: ArtifactLocation(uri: ArtifactPath.uri($0, relativeTo: workingDirectory)),
                        region: region))]
                } ?? [],
                partialFingerprints: [Self.fingerprintKey: entry.identity.fingerprint],
                properties: Properties(
                    language: finding.language, slot: finding.slot,
                    font: finding.font.map { ArtifactPath.relative($0, to: workingDirectory) },
                    requirement: finding.requirement, missing: finding.missing, key: finding.key,
                    platform: finding.platform?.rawValue,
                    group: groups?.causeGroup(of: finding).map { Group(id: $0.id, cause: $0.cause, hint: $0.hint) }),
                baselineState: entry.baselineState?.rawValue,
                suppressions: entry.baselineState == .unchanged ? [Suppression(justification: "in the baseline")] : nil)
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
