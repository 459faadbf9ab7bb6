import FontPackage
import FontPackageCheck
import FontPackageInspection
import Foundation
import Testing

/// A language the app writes in another script than its likely one: the
/// Wikipedia app's Manipuri (`values-mni`) in Meetei Mayek and its Batak Toba
/// (`values-btm`) in Latin, checked against Noto Sans and Noto Sans Meetei
/// Mayek (`Tests/Fixtures/MeeteiMayek`). Which script each string is in is
/// counted independently: Debian's `aapt` and Python's html.parser give the
/// text drawn (`Tests/Strings/android_html.py`), fontTools' `unicodedata.script`
/// each character's script.
@Suite("Checking a language written in a declared script")
struct DeclaredScriptCheckTests {
    static let root = Support.packageRoot
    static let res = root + "/Tests/Fixtures/WikipediaAndroidExcerpt/res"

    /// Noto Sans and Noto Sans Meetei Mayek in one new folder.
    static func fonts() throws -> String {
        let folder = try Support.temporaryFolder()
        for source in ["Fonts/NotoSans", "Tests/Fixtures/MeeteiMayek"] {
            let url = URL(fileURLWithPath: root + "/" + source)
            try FileManager.default.copyItem(atPath: url.path, toPath: folder + "/" + url.lastPathComponent)
        }
        return folder
    }

    /// A `mni` entry of Noto Sans Meetei Mayek, a Noto Sans default drawing what it lacks, and `languages` as given.
    static func config(languages: String?) throws -> FontPackConfig {
        let declared = languages.map { #", "languages": \#($0)"# } ?? ""
        let text = """
            {"list": [
              {"env": "mni", "data": [{"font": 0, "name": "NotoSansMeeteiMayek-Regular"}, {"font": 2, "name": "NotoSansMeeteiMayek-Bold"}]},
              {"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}, {"font": 1, "name": "NotoSans-Medium"}, {"font": 2, "name": "NotoSans-Bold"}]}],
             "fallback": ["default"]\(declared)}
            """
        return try FontPackConfig.parse(bytes: Array(text.utf8), file: "appfont.json")
    }

    static func check(_ config: FontPackConfig, fonts: String, level: CoverageLevel = .fontconfig) throws -> PackReport {
        try PackChecker.check(
            config: config,
            options: PackCheckOptions(
                fontsFolder: fonts, languages: ["mni", "btm"], level: level, strings: StringsCheckOptions(paths: [Self.res])))
    }

    /// Per language, how many of its drawn strings have letters, and how many
    /// are mostly (by distinct letters) in each script, as aapt, html.parser
    /// and fontTools read them.
    static func scriptsByOracle(_ language: String) throws -> (texts: Int, byScript: [String: Int]) {
        let script = """
            import json, subprocess, sys
            from fontTools import unicodedata
            drawn = json.loads(subprocess.run([sys.executable, sys.argv[1], sys.argv[2]], capture_output=True, check=True, text=True).stdout)
            texts, counts = 0, {}
            for value in drawn[sys.argv[3]].values():
                letters = {}
                for character in set(value.get("drawn", value["text"])):
                    code = unicodedata.script(character)
                    if code not in ("Zyyy", "Zinh", "Zzzz"):
                        letters[code] = letters.get(code, 0) + 1
                if letters:
                    texts += 1
                    top = max(letters.items(), key=lambda item: (item[1], item[0]))[0]
                    counts[top] = counts.get(top, 0) + 1
            print(json.dumps({"texts": texts, "byScript": counts}))
            """
        let (status, output) = try Support.run(
            "python3", ["-c", script, Self.root + "/Tests/Strings/android_html.py", Self.res, language])
        try #require(status == 0, "aapt or fontTools failed")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return (try #require(object["texts"] as? Int), try #require(object["byScript"] as? [String: Int]))
    }

    @Test("without a declaration, the strings of mni and btm suggest the scripts they are written in, counted as the oracles count them")
    func suggestion() throws {
        let report = try Self.check(try Self.config(languages: nil), fonts: try Self.fonts())
        let suggestions = report.findings.filter { $0.code == "strings-script" }
        #expect(Set(suggestions.compactMap(\.language)) == ["mni", "btm"] && suggestions.count == 2)

        let manipuri = try Self.scriptsByOracle("mni")
        let mtei = try #require(manipuri.byScript["Mtei"])
        #expect(mtei * 2 > manipuri.texts)
        let mni = try #require(suggestions.first { $0.language == "mni" })
        #expect(mni.severity == .warning)
        #expect(mni.message.contains("\(mtei) of \(manipuri.texts) strings are written in Meetei Mayek (Mtei), not in Bengali (Beng)"))
        #expect(mni.message.contains(#""languages": {"mni": {"script": "Mtei"}}"#))
        #expect(mni.location?.file == Self.res + "/values-mni/strings.xml")

        let batak = try Self.scriptsByOracle("btm")
        let latin = try #require(batak.byScript["Latn"])
        let btm = try #require(suggestions.first { $0.language == "btm" })
        #expect(btm.message.contains("\(latin) of \(batak.texts) strings are written in Latin (Latn), not in Batak (Batk)"))
        #expect(btm.message.contains(#""languages": {"btm": {"script": "Latn"}}"#))

        // Held to Bengali, the mni entry's Meetei Mayek faces are required to cover fontconfig's Bengali orthography.
        let bengali = report.findings.filter { $0.code == "missing-characters" && $0.language == "mni" && $0.requirement == "fontconfig" }
        #expect(!bengali.isEmpty)
        #expect(bengali.contains { $0.missing.contains(0x0995) })  // ক BENGALI LETTER KA
        #expect(!bengali.contains { $0.missing.contains { (0xABC0...0xABFF).contains($0) } })
        // And btm, held to Batak, falls to a Latin default.
        #expect(report.findings.contains { $0.code == "default-script" && $0.language == "btm" })
    }

    @Test("declared, mni is held to Meetei Mayek: its entry's faces serve it with no error, and CLDR's mni-Mtei exemplars are what it must cover")
    func declared() throws {
        let fonts = try Self.fonts()
        let config = try Self.config(languages: #"{"mni": {"script": "Mtei"}, "btm": {"script": "Latn"}}"#)
        let report = try Self.check(config, fonts: fonts, level: .base)
        #expect(!report.findings.contains { $0.code == "strings-script" }, "\(report.findings.filter { $0.code == "strings-script" })")
        #expect(!report.findings.contains { $0.severity == .error }, "\(report.findings.filter { $0.severity == .error }.map(\.message))")
        #expect(!report.findings.contains { $0.code == "default-script" })

        let rows = report.rows.filter { $0.language == "mni" }
        #expect(rows.map(\.env) == ["mni", "mni", "mni"])
        #expect(rows.map { $0.face?.postscriptName } == ["NotoSansMeeteiMayek-Regular", "NotoSansMeeteiMayek-Regular", "NotoSansMeeteiMayek-Bold"])
        // No fontconfig orthography (fontconfig has none for Meetei Mayek); CLDR's exemplars of mni-Mtei instead of Bengali.
        let light = try #require(rows.first)
        #expect(!light.verdicts.contains { $0.requirement.kind == .fontconfig })
        let base = try #require(light.verdicts.first { $0.requirement.kind == .cldrBase })
        #expect(base.isCovered)
        #expect(base.requirement.characters.contains(0xABC0))  // ꯀ MEETEI MAYEK LETTER KOK
        #expect(!base.requirement.characters.contains(0x0995))  // ক BENGALI LETTER KA

        // The strings were checked against the Meetei Mayek faces, and every character they show is drawn.
        let lines = try #require(report.strings).lines.filter { $0.language == "mni" }
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.stringsWithTofu == 0 && $0.strings > 0 })
    }

    @Test("fontTools agrees: the Meetei Mayek face maps every Meetei Mayek character the app's mni strings show, Noto Sans none")
    func cmapOracle() throws {
        let script = """
            import json, subprocess, sys
            from fontTools.ttLib import TTFont
            from fontTools import unicodedata
            drawn = json.loads(subprocess.run([sys.executable, sys.argv[1], sys.argv[2]], capture_output=True, check=True, text=True).stdout)
            shown = {ord(c) for v in drawn["mni"].values() for c in v.get("drawn", v["text"]) if unicodedata.script(c) == "Mtei"}
            meetei = TTFont(sys.argv[3]).getBestCmap()
            latin = TTFont(sys.argv[4]).getBestCmap()
            print(len(shown), len(shown - set(meetei)), len(shown & set(latin)))
            """
        let (status, output) = try Support.run(
            "python3",
            [
                "-c", script, Self.root + "/Tests/Strings/android_html.py", Self.res,
                Self.root + "/Tests/Fixtures/MeeteiMayek/NotoSansMeeteiMayek-Regular.ttf", Self.root + "/Fonts/NotoSans/NotoSans-Light.ttf",
            ])
        try #require(status == 0)
        let counts = output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        try #require(counts.count == 3)
        #expect(counts[0] > 30)
        #expect(counts[1] == 0)
        #expect(counts[2] == 0)

        // Undeclared, the default entry draws btm and Noto Sans has no Meetei Mayek: the check's count of missing characters is fontTools'.
        let undeclared = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#.utf8), file: "appfont.json")
        let report = try Self.check(undeclared, fonts: try Self.fonts())
        let line = try #require(report.strings?.lines.first { $0.language == "mni" })
        #expect(line.distinctMissing == counts[0])
    }

    @Test("a declaration the strings contradict is named as the config's, with where it is written")
    func wrongDeclaration() throws {
        let config = try Self.config(languages: #"{"mni": {"script": "Beng"}}"#)
        let report = try Self.check(config, fonts: try Self.fonts())
        let finding = try #require(report.findings.first { $0.code == "strings-script" && $0.language == "mni" })
        #expect(finding.message.contains("the script the config declares for mni at appfont.json:4:"), "\(finding.message)")
        #expect(finding.message.contains(#"correct the declaration: "languages": {"mni": {"script": "Mtei"}}"#))
    }
}
