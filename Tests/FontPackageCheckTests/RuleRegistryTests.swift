import FontPackage
import FontPackageCheck
import FontPackageSubset
import Foundation
import Testing

/// The rules registry: each code described once, and the settings a team writes
/// in the config (`rules`) or on the command line (`--rule`) applied to a real check.
@Suite("Rule registry and settings")
struct RuleRegistryTests {
    /// Every Swift source file of the package, with its text.
    static let sources: [(path: String, text: String)] = {
        let root = Support.packageRoot + "/Sources"
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [(String, String)] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else {
                continue
            }
            files.append(("Sources/" + path, text))
        }
        return files
    }()

    @Test("each code's string literal is written in exactly one source file")
    func literalsWrittenOnce() {
        let codes = RuleRegistry.codes.map(\.code.rawValue)
        #expect(codes.count > 50)
        for code in codes {
            // An option of the same name (`--info-plist`) is not the code.
            let holders = Self.sources.filter { file in
                file.text.split(separator: "\n").contains { line in
                    line.contains("\"\(code)\"") && !line.contains("Option(")
                        && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                }
            }.map(\.path)
            #expect(holders.count == 1, "\(code) is written in \(holders)")
            // The one file is the rule's, which makes its findings, or an input reader's file of codes.
            let owners = ["Sources/FontPackage/Diagnostics/Diagnostic+Codes.swift", "Sources/FontPackageStrings/Model/DiagnosticCodes.swift"]
            for holder in holders {
                #expect(
                    holder.hasPrefix("Sources/FontPackageCheck/Rules/") || owners.contains(holder),
                    "\(code) is written in \(holder), neither a rule's file nor a reader's file of codes")
            }
        }
    }

    @Test("every code the config reader warns or notes with is a finding code, so no warning stays on the standard error")
    func readerWarningsAreDeclared() throws {
        let reader = try #require(Self.sources.first { $0.path == "Sources/FontPackage/Config/ConfigReader.swift" })
        let codes = try #require(Self.sources.first { $0.path == "Sources/FontPackage/Diagnostics/Diagnostic+Codes.swift" })
        var literals: [String: String] = [:]
        for match in codes.text.matches(of: try Regex(#"static let (\w+): Self = "([^"]+)""#)) {
            literals[String(match.output[1].substring!)] = String(match.output[2].substring!)
        }
        let warned = reader.text.matches(of: try Regex(#"\.(?:warning|note),\s*\.(\w+)"#)).map { String($0.output[1].substring!) }
        #expect(Set(warned).count >= 2, "\(warned)")
        for name in warned {
            let code = try #require(literals[name], "\(name) is not in Diagnostic+Codes.swift")
            #expect(RuleRegistry.code(Diagnostic.Code(rawValue: code)) != nil, "the config reader warns with \(code), which no rule declares")
        }
    }

    @Test("the check makes every finding through a rule's factory, which takes the severity its rule declares")
    func findingsThroughTheFactory() {
        // A severity written at a call site (`Finding(.warning, ...)`) is a second declaration of it.
        let written = try! Regex(#"(Finding|Diagnostic)\(\s*\.(error|warning|note)\b"#)
        let factories: Set<String> = [
            "Sources/FontPackageCheck/Engine/PackRule.swift",
            // unknown-rule is a config error the registry reports about settings, not a rule's finding.
            "Sources/FontPackageCheck/Engine/RuleRegistry.swift",
        ]
        let checkFiles = Self.sources.filter {
            $0.path.hasPrefix("Sources/FontPackageCheck/") || $0.path.hasPrefix("Sources/FontPackageSubset/")
        }
        #expect(checkFiles.count > 30)
        for file in checkFiles where !factories.contains(file.path) {
            let line = file.text.split(separator: "\n").first { $0.firstMatch(of: written) != nil }
            #expect(line == nil, "\(file.path) writes a finding's severity by hand: \(line ?? "")")
        }
    }

    @Test("each code is declared by one rule, with a summary and help; each rule reads something or only names codes")
    func declaredOnce() {
        let codes = RuleRegistry.codes.map(\.code)
        #expect(Set(codes).count == codes.count, "a code declared twice")
        for rule in RuleRegistry.codes {
            #expect(!rule.summary.isEmpty && rule.summary.hasSuffix("."), "\(rule.code) summary")
            #expect(!rule.help.isEmpty, "\(rule.code) help")
        }
        #expect(Set(RuleRegistry.all.map { $0.name }).count == RuleRegistry.all.count, "two rules share a name")
    }

    @Test("each rule is its own file under Rules/, named after its type, and listed in the registry; Rules/ holds nothing else")
    func oneFilePerRule() throws {
        let registry = try #require(Self.sources.first { $0.path == "Sources/FontPackageCheck/Engine/RuleRegistry.swift" })
        let inRules = Self.sources.filter { $0.path.hasPrefix("Sources/FontPackageCheck/Rules/") }
        let ruleFiles = inRules.filter { $0.path.hasSuffix("Rule.swift") }
        #expect(ruleFiles.count == RuleRegistry.all.count)
        // The rest are a rule's extensions (`HanFormsRule+Punctuation.swift`): the engine lives in Engine/.
        let registered = Set(RuleRegistry.all.map { String(describing: $0) })
        for file in inRules where !file.path.hasSuffix("Rule.swift") {
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            let extended = name.split(separator: "+").first.map(String.init) ?? name
            #expect(name.contains("+") && registered.contains(extended), "\(file.path) is in Rules/ but is no rule's file")
        }
        for file in ruleFiles {
            let type = String(file.path.split(separator: "/").last!.dropLast(".swift".count))
            #expect(file.text.contains("enum \(type): "), "\(file.path) declares \(type)")
            #expect(registry.text.contains("        \(type).self,"), "\(type) is registered")
        }
    }

    /// The example config with `rules` added at its top.
    static func exampleConfig(rules: String) throws -> FontPackConfig {
        let text = try String(contentsOfFile: Support.packageRoot + "/Config/appfont.json", encoding: .utf8)
        let brace = try #require(text.firstIndex(of: "{"))
        let edited = "{ \"rules\": \(rules)," + text[text.index(after: brace)...]
        return try FontPackConfig.parse(bytes: Array(edited.utf8), file: "appfont.json")
    }

    static func check(_ config: FontPackConfig, rules: [RuleSetting] = []) throws -> PackReport {
        var options = PackCheckOptions(fontsFolder: Support.packageRoot + "/Fonts")
        options.shaping = false
        options.rules = rules
        return try PackChecker.check(config: config, options: options)
    }

    static func described(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.severity) \($0.code) \($0.location?.description ?? "") \($0.message)" }
    }

    @Test("on the example pack, weight-fallback off removes the two notes and nothing else; error makes them errors")
    func exampleWeightFallback() throws {
        let plain = try Self.check(Self.exampleConfig(rules: "{}"))
        let fallbackNotes = plain.findings.filter { $0.code == "weight-fallback" }
        #expect(fallbackNotes.count == 2 && fallbackNotes.allSatisfy { $0.severity == .note })
        #expect(!plain.hasErrors)

        let off = try Self.check(Self.exampleConfig(rules: #"{"weight-fallback": "off"}"#))
        #expect(Self.described(off.findings) == Self.described(plain.findings.filter { $0.code != "weight-fallback" }))
        #expect(off.rows.count == plain.rows.count)

        let error = try Self.check(Self.exampleConfig(rules: #"{"weight-fallback": "error"}"#))
        #expect(error.hasErrors)
        #expect(error.findings.filter { $0.code == "weight-fallback" }.map(\.severity) == [.error, .error])
        #expect(error.findings.map(\.message) == plain.findings.map(\.message))

        // The command line's setting wins over the config's for the same code.
        let overridden = try Self.check(
            Self.exampleConfig(rules: #"{"weight-fallback": "error"}"#),
            rules: [RuleSetting(code: "weight-fallback", level: .off)])
        #expect(!overridden.findings.contains { $0.code == "weight-fallback" })
        #expect(overridden.ruleSettings.setting(for: "weight-fallback")?.origin == .commandLine)
    }

    @Test("a bad level is a located config error; an unknown code is a located error with the nearest code")
    func locatedErrors() throws {
        #expect {
            _ = try Self.exampleConfig(rules: #"{"weight-fallback": "loud"}"#)
        } throws: { error in
            guard let error = error as? DiagnosticError, let diagnostic = error.diagnostics.first else { return false }
            return diagnostic.code == "unknown-level" && diagnostic.location?.line == 1 && diagnostic.location?.column == 32
                && diagnostic.path == "rules.weight-fallback"
        }
        let config = try Self.exampleConfig(rules: #"{"clipped-inc": "off"}"#)
        let errors = RuleRegistry.unknownCodes(in: config.rules)
        #expect(errors.count == 1)
        #expect(errors.first?.location?.description == "appfont.json:1:13")
        #expect(errors.first?.message.contains("did you mean \"clipped-ink\"") == true)
        #expect(errors.first?.renderedWithSource.contains("^") == true)
        #expect(RuleRegistry.unknownCodes(in: try Self.exampleConfig(rules: #"{"clipped-ink": "off"}"#).rules).isEmpty)
    }

    @Test("the check refuses a config's unknown code before it reads a font: one located error, no rows")
    func checkRefusesConfigCode() throws {
        let config = try Self.exampleConfig(rules: #"{"clipped-inc": "off", "weight-fallback": "off"}"#)
        var options = PackCheckOptions(fontsFolder: "/nonexistent/Fonts")
        options.shaping = false
        // The pack folder does not exist: the settings are refused before the folder is read.
        let report = try PackChecker.check(config: config, options: options)
        #expect(report.hasErrors)
        #expect(report.rows.isEmpty && report.faces.isEmpty)
        #expect(report.findings == report.ruleSettings.errors)
        let error = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(error.code == "unknown-rule" && error.severity == .error)
        #expect(error.location?.description == "appfont.json:1:13")
        #expect(error.path == "rules.clipped-inc")
        #expect(error.message == #"no rule reports "clipped-inc"; did you mean "clipped-ink"? (fontpack rules lists the codes)"#)
        let rendered = error.renderedWithSource.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rendered.count == 3)
        #expect(rendered.first?.hasPrefix(#"appfont.json:1:13: error: [unknown-rule] rules.clipped-inc: no rule reports"#) == true)
        #expect(rendered.dropFirst().first?.hasPrefix(#"{ "rules": {"clipped-inc": "off", "#) == true)
        #expect(rendered.last == "            ^")
    }

    @Test("the check refuses a tolerance for a rule that has none, at the tolerance's rule key")
    func checkRefusesTolerance() throws {
        let report = try Self.check(
            Self.exampleConfig(rules: #"{"weight-fallback": {"level": "warning", "tolerance": 0.5}}"#))
        #expect(report.rows.isEmpty)
        let error = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(error.code == "unknown-rule" && error.location?.description == "appfont.json:1:13")
        #expect(error.path == "rules.weight-fallback.tolerance")
        #expect(error.message.hasPrefix(#""weight-fallback" has no tolerance; a tolerance is a setting of clipped-ink"#))
    }

    @Test("the check refuses an unknown code in the options' rules with a message that names it and the nearest code")
    func checkRefusesOptionsCode() throws {
        let report = try Self.check(
            Self.exampleConfig(rules: "{}"),
            rules: [RuleSetting(code: "weight-fallback", level: .off), RuleSetting(code: "weight-falback", level: .off)])
        #expect(report.hasErrors && report.rows.isEmpty)
        #expect(
            Self.described(report.findings) == [
                #"error unknown-rule  --rule: no rule reports "weight-falback"; did you mean "weight-fallback"? (fontpack rules lists the codes)"#
            ])
        // Settings a caller builds say the same before any check.
        let settings = RuleSettings(commandLine: [RuleSetting(code: "weight-falback", level: .off)])
        #expect(settings.errors == report.findings)
        #expect(RuleSettings(config: try Self.exampleConfig(rules: #"{"clipped-ink": "note"}"#).rules).errors.isEmpty)
    }

    @Test("a config setting that an option overrides is still refused where the config wrote it")
    func overriddenConfigCodeStillRefused() throws {
        let report = try Self.check(
            Self.exampleConfig(rules: #"{"weight-falback": "error"}"#),
            rules: [RuleSetting(code: "weight-falback", level: .off)])
        #expect(report.findings.map { $0.location?.description ?? "--rule" } == ["appfont.json:1:13", "--rule"])
    }

    @Test("subset writes nothing for a check refused for its rule settings, and says why")
    func subsetRefused() throws {
        let output = NSTemporaryDirectory() + "fontpack-refused-subset-\(UUID().uuidString)"
        var options = PackCheckOptions(fontsFolder: Support.packageRoot + "/Fonts")
        options.shaping = false
        options.rules = [RuleSetting(code: "clipped-inc", level: .off)]
        let report = try PackSubsetter.subset(
            config: Self.exampleConfig(rules: "{}"), options: PackSubsetOptions(check: options, output: output))
        #expect(report.files.isEmpty)
        #expect(report.findings.map(\.code) == ["unknown-rule"])
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("a config's scripts entries come in config order, whatever the dictionary's order")
    func scriptEntriesInConfigOrder() throws {
        let text = """
            {"list": [
              {"env": "th", "data": [{"font": 0, "name": "A"}]},
              {"env": "ar", "data": [{"font": 0, "name": "B"}]},
              {"env": "he", "data": [{"font": 0, "name": "C"}]},
              {"env": "default", "data": [{"font": 0, "name": "D"}]}],
             "scripts": {"Hebr": "he", "Arab": "ar", "Thai": "th", "Syrc": "ar"}}
            """
        let config = try FontPackConfig.parse(bytes: Array(text.utf8), file: "appfont.json")
        #expect(config.scriptEntries.map(\.env) == ["th", "ar", "he"])
    }
}
