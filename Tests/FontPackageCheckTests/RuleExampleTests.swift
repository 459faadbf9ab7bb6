import FontPackage
import FontPackageCheck
import FontPackageStrings
import Testing

/// Every rule's examples, each run with that rule alone: a triggering example
/// gives each code it names, a non-triggering one none of the rule's codes.
@Suite("Rule examples")
struct RuleExampleTests {
    /// Rules whose codes another command reports (`subset`, `--baseline`): a
    /// check never gives them, so they carry no examples. Listed by type.
    static let codesOnly: [any PackRule.Type] = RuleRegistry.all.filter { $0 is any CodesOnlyRule.Type }

    /// Codes no small committed input triggers, each with the reason.
    static let exempt: [Diagnostic.Code: String] = [
        // The repository commits no symbolic links to fonts; CorruptFontTests makes one in a temporary folder.
        .fontLinkOutside: "needs a symbolic link in the pack that leads outside it",
        // An inline string file is always readable; SpecialFileTests reads a FIFO for it.
        .stringsUnreadable: "needs a string file the system refuses to read",
    ]

    static let names = RuleRegistry.all.map { $0.name }

    static func rule(named name: String) throws -> any PackRule.Type {
        try #require(RuleRegistry.all.first { $0.name == name })
    }

    @Test("the codes-only rules are SubsetRule, BaselineRule and the rules of diff, and they have no examples")
    func codesOnlyRules() {
        let diffRules = RuleRegistry.changeRules.map { $0.name }
        #expect(diffRules == ["characters-change", "width-change", "line-box-change", "identity-change", "bytes-change", "fixed-finding"])
        #expect(Self.codesOnly.map { $0.name } == ["subset", "baseline"] + diffRules)
        #expect(Self.codesOnly.allSatisfy { $0.examples.isEmpty })
    }

    @Test("each rule has a triggering and a non-triggering example, and each of its codes is triggered", arguments: names)
    func examplesCoverCodes(_ name: String) throws {
        let rule = try Self.rule(named: name)
        if Self.codesOnly.contains(where: { $0 == rule }) {
            // Skipped by type: a check never reports a codes-only rule's codes, so it has no examples.
            #expect(rule.examples.isEmpty, "\(name) is codes-only but has examples")
            return
        }
        #expect(rule.examples.contains { $0.isTriggering }, "\(name) has no triggering example")
        #expect(rule.examples.contains { !$0.isTriggering }, "\(name) has no non-triggering example")
        let own = Set(rule.codes.map(\.code))
        let triggered = Set(rule.examples.flatMap(\.codes))
        #expect(triggered.isSubset(of: own), "\(name)'s examples name codes it does not declare: \(triggered.subtracting(own))")
        for code in rule.codes.map(\.code) where Self.exempt[code] == nil {
            #expect(triggered.contains(code), "no example of \(name) triggers \(code)")
        }
        for code in Self.exempt.keys where own.contains(code) {
            #expect(!triggered.contains(code), "\(code) is exempt but an example triggers it: drop the exemption")
        }
    }

    @Test("each example of a rule, run with that rule alone, gives what it declares", arguments: names)
    func examplesHold(_ name: String) throws {
        let rule = try Self.rule(named: name)
        let own = Set(rule.codes.map(\.code))
        for (position, example) in rule.examples.enumerated() {
            let findings = try example.findings(of: rule)
            let given = findings.map(\.code)
            // The factory makes a finding of a code its rule does not declare rather than stop a
            // user's run; here it fails.
            for finding in findings where !rule.declares(finding) {
                Issue.record("\(name) example \(position) makes a finding it does not declare: \(finding.severity) \(finding.code)")
            }
            if example.isTriggering {
                for code in example.codes {
                    #expect(given.contains(code), "\(name) example \(position) gives no \(code); it gives \(given)")
                }
            } else {
                let wrong = findings.filter { own.contains($0.code) }.map { "\($0.code): \($0.message)" }
                #expect(wrong.isEmpty, "\(name) example \(position) should give none of its codes")
            }
        }
    }
}
