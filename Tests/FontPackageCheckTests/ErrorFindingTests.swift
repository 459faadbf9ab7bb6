import FontPackage
import Foundation
import Testing
@testable import FontPackageCheck
@testable import FontPackageInspection

/// Every case of every error the check turns into a finding, each produced
/// once from real files and a config, through the rule that reports it: the
/// finding is there, at the config face or file it is about, and its code and
/// severity are ones that rule declares. A rule that reported a code it does
/// not declare once stopped every command with a trap, on a corrupt font named
/// by its path; the factory no longer traps, and these tests fail instead.
///
/// Each error enum is mirrored by a `CaseIterable` enum here whose `init`
/// switches over it with no `default`: a new case is a compile error in this
/// file until it has a scenario.
@Suite("Every error case that becomes a finding, through its rule")
struct ErrorFindingTests {
    static let fixtures = Support.packageRoot + "/Tests/Fixtures"

    /// A config and the pack folder it is checked against.
    struct Scenario {
        var config: String
        var fonts: String
        var languages: [String]? = nil
    }

    /// The context of `rules` alone on the scenario, as `RuleExample` builds one.
    static func context(_ scenario: Scenario, rules: [any PackRule.Type]) throws -> CheckContext {
        let config = try FontPackConfig.parse(bytes: Array(scenario.config.utf8), file: "appfont.json")
        var options = PackCheckOptions(fontsFolder: scenario.fonts, languages: scenario.languages)
        options.shaping = false
        return try CheckContext.build(config: config, options: options, rules: rules)
    }

    /// The whole check of the scenario, every rule enabled.
    static func check(_ scenario: Scenario) throws -> PackReport {
        let config = try FontPackConfig.parse(bytes: Array(scenario.config.utf8), file: "appfont.json")
        var options = PackCheckOptions(fontsFolder: scenario.fonts, languages: scenario.languages)
        options.shaping = false
        return try PackChecker.check(config: config, options: options)
    }

    /// Records every finding of `rule` (run alone on `context`) that the rule does not declare.
    static func expectDeclared(_ rule: any PackRule.Type, in context: CheckContext) -> [Finding] {
        let findings = rule.findings(in: context)
        for finding in findings where !rule.declares(finding) {
            Issue.record("\(rule.name) makes a finding it does not declare: \(finding.severity) \(finding.code): \(finding.message)")
        }
        return findings
    }

    // MARK: FontLookupError.Reason: why a config face is not found

    /// The cases of ``FontLookupError/Reason``.
    enum LookupReason: String, CaseIterable, CustomTestStringConvertible {
        case notFound, ambiguous, outsidePack, unreadable, noSuchFace, folderUnreadable, fileMissing, linkOutside,
            noSuchInstance

        init(_ reason: FontLookupError.Reason) {
            switch reason {
            case .notFound: self = .notFound
            case .ambiguous: self = .ambiguous
            case .outsidePack: self = .outsidePack
            case .unreadable: self = .unreadable
            case .noSuchFace: self = .noSuchFace
            case .folderUnreadable: self = .folderUnreadable
            case .fileMissing: self = .fileMissing
            case .linkOutside: self = .linkOutside
            case .noSuchInstance: self = .noSuchInstance
            }
        }

        var testDescription: String { rawValue }
    }

    /// A one-face config for `env` naming `name` (and `file`, `index` when given).
    static func oneFace(_ env: String, _ name: String, file: String? = nil, index: Int? = nil) -> String {
        let file = file.map { #", "file": "\#($0)""# } ?? ""
        let index = index.map { #", "index": \#($0)"# } ?? ""
        return #"{"list": [{"env": "\#(env)", "data": [{"font": 0, "name": "\#(name)"\#(file)\#(index)}]}]}"#
    }

    /// A pack that reaches the reason for its one config face, the rule that
    /// reports it and the code; nil for the reason no config face can have.
    static func scenario(_ reason: LookupReason) throws -> (Scenario, any PackRule.Type, Diagnostic.Code)? {
        let fonts = fixtures + "/Fonts"
        let corrupt = fixtures + "/CorruptFonts"
        switch reason {
        case .notFound:
            return (Scenario(config: oneFace("default", "FixtureSlot-Thin"), fonts: fonts), FontLookupRule.self, "font-not-found")
        case .ambiguous:
            // Several corrupt copies of Noto Sans Hebrew that FreeType still reads.
            return (Scenario(config: oneFace("he", "NotoSansHebrew-Regular"), fonts: corrupt), FontLookupRule.self, "font-ambiguous")
        case .outsidePack:
            // The config reader refuses a `file` with `..`; a folder of the pack that is a link
            // leading out, to a file that is not there, is still outside.
            let pack = try Support.temporaryFolder()
            try FileManager.default.createSymbolicLink(atPath: pack + "/elsewhere", withDestinationPath: fonts)
            try FileManager.default.copyItem(atPath: fonts + "/Light.ttf", toPath: pack + "/Light.ttf")
            return (
                Scenario(config: oneFace("default", "FixtureSlot-Light", file: "elsewhere/Nothing.ttf"), fonts: pack),
                FontLookupRule.self, "font-not-found"
            )
        case .unreadable:
            return (
                Scenario(config: oneFace("he", "NotoSansHebrew-Regular", file: "bitflip-head-magic.ttf"), fonts: corrupt),
                FontFilesRule.self, "font-unreadable"
            )
        case .noSuchFace:
            return (
                Scenario(config: oneFace("default", "FixturePair-Bold", file: "Pair.ttc", index: 5), fonts: fonts),
                FontLookupRule.self, "no-such-face"
            )
        case .folderUnreadable:
            return nil
        case .fileMissing:
            return (
                Scenario(config: oneFace("default", "FixtureSlot-Light", file: "Ligth.ttf"), fonts: fonts), FontLookupRule.self,
                "font-not-found"
            )
        case .linkOutside:
            let pack = try Support.temporaryFolder()
            try FileManager.default.createSymbolicLink(atPath: pack + "/Outside.ttf", withDestinationPath: fonts + "/Bold.ttf")
            try FileManager.default.copyItem(atPath: fonts + "/Light.ttf", toPath: pack + "/Light.ttf")
            return (
                Scenario(config: oneFace("default", "FixtureSlot-Bold", file: "Outside.ttf"), fonts: pack), FontLookupRule.self,
                "font-not-found"
            )
        case .noSuchInstance:
            return (
                Scenario(config: oneFace("default", "Inter-Hairline"), fonts: fixtures + "/Variable"), FontLookupRule.self,
                "no-such-instance"
            )
        }
    }

    @Test("each reason a config face is not found is one finding at the face, by the rule that declares its code",
        arguments: LookupReason.allCases)
    func lookupReason(_ reason: LookupReason) throws {
        guard let (scenario, reporter, code) = try Self.scenario(reason) else {
            // The pack folder itself: no rule runs, and `check` says so (the command exits 2).
            let missing = Scenario(config: Self.oneFace("default", "FixtureSlot-Light"), fonts: Self.fixtures + "/NoSuchFolder")
            let error = #expect(throws: FontLookupError.self) { try Self.check(missing) }
            #expect(error.map { LookupReason($0.reason) } == reason)
            #expect(FontLookupRule.code(for: .folderUnreadable).map { code in FontLookupRule.codes.contains { $0.code == code } } == true)
            return
        }
        let lookupRules: [any PackRule.Type] = [FontLookupRule.self, FontFilesRule.self]
        let context = try Self.context(scenario, rules: lookupRules)
        let errors = context.locations.problems.compactMap { problem -> (FontLookupError, PackFace)? in
            guard case .face(let error, _, let spec, _) = problem else { return nil }
            return (error, spec)
        }
        #expect(errors.map { LookupReason($0.0.reason) } == [reason], "\(errors.map { $0.0.description })")
        let spec = try #require(errors.first?.1)

        // Each rule alone: only findings it declares; the reporter's one finding is at the face.
        var atFace: [String: [Finding]] = [:]
        for rule in lookupRules {
            atFace[rule.name] = Self.expectDeclared(rule, in: context).filter { $0.location == spec.location }
        }
        let reported = atFace[reporter.name] ?? []
        #expect(reported.map(\.code) == [code], "\(reported.map(\.description))")
        #expect(reported.first?.severity == .error)
        #expect(reported.first?.message.contains(spec.file ?? spec.name) == true, "\(reported.map(\.message))")
        for rule in lookupRules where rule != reporter {
            #expect(atFace[rule.name]?.isEmpty == true, "\(rule.name) also reports the face: \(atFace[rule.name] ?? [])")
        }

        // The whole check: the same one finding at the face, and no trap on the way.
        let report = try Self.check(scenario)
        #expect(report.findings.filter { $0.location == spec.location }.map(\.code) == [code])
    }

    @Test("an unreadable file named by two config faces is one finding, at the first, naming the second")
    func unreadableNamedTwice() throws {
        let scenario = Scenario(
            config: """
                {"list": [
                  {"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular", "file": "zero-length.ttf"}]},
                  {"env": "yi", "data": [{"font": 2, "name": "NotoSansHebrew-Regular", "file": "zero-length.ttf"}]}]}
                """,
            fonts: Self.fixtures + "/CorruptFonts")
        let report = try Self.check(scenario)
        let about = report.findings.filter { $0.font == Self.fixtures + "/CorruptFonts/zero-length.ttf" }
        #expect(about.count == 1, "\(about.map(\.description))")
        let finding = try #require(about.first)
        #expect(finding.code == "font-unreadable" && finding.severity == .error)
        #expect(finding.location == SourceLocation(file: "appfont.json", line: 2, column: 26))
        #expect(finding.language == "he" && finding.slot == "light")
        #expect(
            finding.message
                == "he light: font file 'zero-length.ttf' cannot be read: the file is empty (0 bytes), not a font; also named by yi bold (appfont.json:3:26)")
    }

    // MARK: FaceLocations.LookupProblem: what FontLookupRule reports

    /// The cases of ``FaceLocations/LookupProblem``.
    enum LookupProblemKind: String, CaseIterable, CustomTestStringConvertible {
        case face, nameMismatch, link

        init(_ problem: FaceLocations.LookupProblem) {
            switch problem {
            case .face: self = .face
            case .nameMismatch: self = .nameMismatch
            case .link: self = .link
            }
        }

        var testDescription: String { rawValue }
    }

    @Test("each kind of lookup problem is reported by FontLookupRule with a code it declares", arguments: LookupProblemKind.allCases)
    func lookupProblem(_ kind: LookupProblemKind) throws {
        let fonts = Self.fixtures + "/Fonts"
        let (config, code): (String, Diagnostic.Code) =
            switch kind {
            case .face: (Self.oneFace("default", "FixtureSlot-Thin"), "font-not-found")
            case .nameMismatch: (Self.oneFace("default", "FixtureSlot-Medium", file: "Light.ttf"), "name-mismatch")
            case .link:
                (
                    #"{"list": [{"env": "vi", "fallback": ["NoSuchFallback-Regular"], "data": [{"font": 0, "name": "FixtureSlot-Light"}]}, {"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}"#,
                    "font-not-found"
                )
            }
        let context = try Self.context(Scenario(config: config, fonts: fonts), rules: [FontLookupRule.self])
        #expect(context.locations.problems.map(LookupProblemKind.init) == [kind])
        let findings = Self.expectDeclared(FontLookupRule.self, in: context)
        #expect(findings.map(\.code) == [code], "\(findings.map(\.description))")
    }

    // MARK: PackChecker.LanguageProblem: what LanguagesRule reports

    /// The cases of ``PackChecker/LanguageProblem``.
    enum LanguageProblemKind: String, CaseIterable, CustomTestStringConvertible {
        case invalid, reading, noEntry

        init(_ problem: PackChecker.LanguageProblem) {
            switch problem {
            case .invalid: self = .invalid
            case .reading: self = .reading
            case .noEntry: self = .noEntry
            }
        }

        var testDescription: String { rawValue }
    }

    @Test("each kind of language problem is reported by LanguagesRule with a code it declares", arguments: LanguageProblemKind.allCases)
    func languageProblem(_ kind: LanguageProblemKind) throws {
        let (language, code): (String, Diagnostic.Code) =
            switch kind {
            case .invalid: ("not a tag", "invalid-language")
            case .reading: ("mo", "bcp47-reading")
            case .noEntry: ("ko", "no-entry")
            }
        let scenario = Scenario(
            config: Self.oneFace("ro", "NotoSans-Light"), fonts: Support.packageRoot + "/Fonts/NotoSans", languages: [language])
        let context = try Self.context(scenario, rules: [LanguagesRule.self])
        #expect(context.languageProblems.map(LanguageProblemKind.init) == [kind])
        let findings = Self.expectDeclared(LanguagesRule.self, in: context)
        #expect(findings.map(\.code) == [code], "\(findings.map(\.description))")
    }

    // MARK: FontInspectionError.Reason: why FreeType cannot read a file

    /// The cases of ``FontInspectionError/Reason``, and the corrupt file that gives each
    /// from a pack folder; nil for the two a pack folder cannot give.
    enum InspectionReason: String, CaseIterable, CustomTestStringConvertible {
        case freeType, unreadable, fontconfigQueryFailed, noSuchFace, tooManyFaces

        init(_ reason: FontInspectionError.Reason) {
            switch reason {
            case .freeType: self = .freeType
            case .unreadable: self = .unreadable
            case .fontconfigQueryFailed: self = .fontconfigQueryFailed
            case .noSuchFace: self = .noSuchFace
            case .tooManyFaces: self = .tooManyFaces
            }
        }

        var testDescription: String { rawValue }

        /// The index reads every face of a file or fails the whole file, so it
        /// never asks for a face past the last; and fontconfig queries every face
        /// FreeType opens (`fc-query` agrees on each corrupt fixture).
        var corruptFile: String? {
            switch self {
            case .freeType: "bitflip-head-magic.ttf"
            case .unreadable: "zero-length.ttf"
            case .tooManyFaces: "faces-2000.ttc"
            case .fontconfigQueryFailed, .noSuchFace: nil
            }
        }

        /// A value of the case, as the inspector makes one.
        func error(file: String) -> FontInspectionError {
            switch self {
            case .freeType: FontInspectionError(file: file, reason: .freeType(code: 0x8E, message: "invalid table"))
            case .unreadable: FontInspectionError(file: file, reason: .unreadable("permission denied"))
            case .fontconfigQueryFailed: FontInspectionError(file: file, index: 0, reason: .fontconfigQueryFailed)
            case .noSuchFace: FontInspectionError(file: file, index: 3, reason: .noSuchFace(faceCount: 2))
            case .tooManyFaces: FontInspectionError(file: file, reason: .tooManyFaces(faceCount: 100_000))
            }
        }
    }

    @Test("each reason FreeType cannot read a file is a font-unreadable error from FontFilesRule", arguments: InspectionReason.allCases)
    func inspectionReason(_ reason: InspectionReason) throws {
        // Through the rule's wording, from a value of the case: at the file, and at a config face naming it.
        let file = Self.fixtures + "/CorruptFonts/x.ttf"
        let config = try FontPackConfig.parse(bytes: Array(Self.oneFace("he", "X", file: "x.ttf").utf8), file: "appfont.json")
        let entry = try #require(config.entries.first)
        let namings: [[(entry: PackEntry, spec: PackFace, file: String)]] = [[], [(entry, entry.faces[0], "x.ttf")]]
        for faces in namings {
            let finding = FontFilesRule.finding(unreadable: reason.error(file: file), namedBy: faces)
            #expect(FontFilesRule.declares(finding), "\(finding.severity) \(finding.code)")
            #expect(finding.code == "font-unreadable" && finding.severity == .error && finding.font == file)
            #expect(finding.message.contains(reason.error(file: file).message))
        }

        // From a real file, where a pack folder can give the case.
        guard let name = reason.corruptFile else { return }
        let pack = try Support.temporaryFolder()
        try FileManager.default.copyItem(atPath: Self.fixtures + "/CorruptFonts/" + name, toPath: pack + "/" + name)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/Fonts/Light.ttf", toPath: pack + "/Light.ttf")
        let scenario = Scenario(
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "Corrupt", "file": "\#(name)"}]}, {"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}"#,
            fonts: pack)
        let context = try Self.context(scenario, rules: [FontFilesRule.self])
        #expect(context.index.failures.map { InspectionReason($0.reason) } == [reason])
        let findings = Self.expectDeclared(FontFilesRule.self, in: context)
        #expect(findings.map(\.code) == ["font-unreadable"])
        #expect(findings.first?.message.hasPrefix("he light: font file '\(name)' cannot be read: ") == true, "\(findings)")
    }

    // MARK: ShapingFailure.Kind: what HarfBuzz gets wrong

    @Test("each kind of shaping failure has its own code, which ShapingRule declares and its examples give")
    func shapingKinds() throws {
        let codes = ShapingFailure.Kind.allCases.map(\.code)
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(ShapingRule.codes.contains { $0.code == code }, "ShapingRule does not declare \(code)")
        }
        var given: Set<Diagnostic.Code> = []
        for example in ShapingRule.examples where example.isTriggering {
            let findings = try example.findings(of: ShapingRule.self)
            for finding in findings where !ShapingRule.declares(finding) {
                Issue.record("ShapingRule makes a finding it does not declare: \(finding.severity) \(finding.code)")
            }
            given.formUnion(findings.map(\.code))
        }
        #expect(Set(codes).isSubset(of: given), "no example gives \(Set(codes).subtracting(given))")
    }
}
