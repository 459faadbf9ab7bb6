import FontPackage
import Foundation
import Testing

@testable import FontPackageCheck

/// The engine calls the rules, never the other way: an analysis returns facts
/// and the rule that declares a code words them, through the sink the rule
/// owns (``FindingWording``); the context and the analyses name no rule. Read
/// from the sources, as `RuleRegistryTests` reads where codes are written.
@Suite("Rules word what the analyses find")
struct RuleBoundaryTests {
    /// The lines of a source file that are code, not comments.
    static func codeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    @Test("analyses return facts and rules word them: in every module, only a rule's own file calls its finding factory")
    func rulesWordTheirOwnFindings() throws {
        let rules = Set(RuleRegistry.all.map { String(describing: $0) })
        // `SomeRule.finding(`, `.findings(`, `.emojiFinding(`: a finding made outside the rule that declares it.
        let call = try Regex(#"\b(\w+Rule)\s*\.\s*(finding|findings|\w+Finding|\w+Findings)\s*\("#)
        // Every module's sources: `fontpack subset` hands its facts to the registry's wording too.
        let files = RuleRegistryTests.sources
        #expect(files.filter { $0.path.hasPrefix("Sources/FontPackageSubset/") }.count >= 3)
        #expect(files.filter { $0.path.hasPrefix("Sources/FontPackageCheck/") }.count > 30)
        var calls = 0
        for file in files {
            // `HanFormsRule+Punctuation.swift` is HanFormsRule's too.
            let owner = file.path.split(separator: "/").last!.dropLast(".swift".count).split(separator: "+").first.map(String.init)
            for line in Self.codeLines(file.text) {
                for match in line.matches(of: call) {
                    let rule = String(match.output[1].substring!)
                    guard rules.contains(rule) else { continue }
                    calls += 1
                    #expect(
                        file.path.hasPrefix("Sources/FontPackageCheck/Rules/") && rule == owner,
                        "\(file.path) words a finding of \(rule): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        // The pattern still finds the calls the rules make in their own files.
        #expect(calls > 5)
    }

    @Test("the context and the analyses name no rule: rules declare what they need and word what the analyses find")
    func engineNamesNoRule() throws {
        let rules = try RuleRegistry.all.map { rule in
            let name = String(describing: rule)
            return (name, try Regex("\\b\(name)\\b"))
        }
        // Every file of the engine but the registry, which lists the rules, and every file of the
        // analyses, the model, the grouping (which asks the registry for a code's wording,
        // ``FindingWording/causeClusters``) and `fontpack coverage`'s loop.
        let folders = ["Engine", "Analyses", "Model", "Grouping", "Coverage"].map { "Sources/FontPackageCheck/\($0)/" }
        let engine = RuleRegistryTests.sources.map(\.path).filter { path in
            folders.contains { path.hasPrefix($0) } && path != "Sources/FontPackageCheck/Engine/RuleRegistry.swift"
        }
        for folder in folders {
            #expect(engine.contains { $0.hasPrefix(folder) }, "no file read in \(folder)")
        }
        #expect(engine.count >= 40, "\(engine)")
        for path in engine {
            let file = try #require(RuleRegistryTests.sources.first { $0.path == path })
            for line in Self.codeLines(file.text) {
                let named = rules.filter { line.contains($0.1) }.map(\.0)
                #expect(named.isEmpty, "\(path) names \(named): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }

    @Test("each kind of fact the analyses find is worded by exactly one rule of the registry")
    func factsWordedOnce() {
        let kinds: [(String, (FindingWording) -> Bool)] = [
            ("stringGap", { $0.stringGap != nil }), ("languageEmoji", { $0.languageEmoji != nil }),
            ("stringShaping", { $0.stringShaping != nil }), ("stringInk", { $0.stringInk != nil }),
            ("faceCoverage", { $0.faceCoverage != nil }), ("faceShaping", { $0.faceShaping != nil }),
            ("faceNotShaped", { $0.faceNotShaped != nil }), ("causeClusters", { $0.causeClusters != nil }),
            ("subset", { $0.subset != nil }),
        ]
        for (kind, worded) in kinds {
            let wording = RuleRegistry.all.filter { worded($0.wording) }.map { $0.name }
            #expect(wording.count == 1, "\(kind) is worded by \(wording)")
        }
    }
}
