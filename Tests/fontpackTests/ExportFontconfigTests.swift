import Foundation
import Testing

/// `fontpack export fontconfig` judged by fontconfig itself: with only the
/// exported file loaded (`FONTCONFIG_FILE`), the real `fc-match` must pick,
/// for every language and slot, generic and by a foreign family name, the
/// file and face `fontpack resolve --format json` gives.
@Suite struct ExportFontconfigTests {
    /// The slots and how each platform asks for them.
    static let slots: [(name: String, pattern: String, resolve: [String])] = [
        ("light", "", ["--system"]),
        ("regular", ":weight=regular", ["--system", "--weight", "regular"]),
        ("medium", ":weight=medium", ["--system", "--weight", "medium"]),
        ("semibold", ":weight=semibold", ["--system", "--weight", "semibold"]),
        ("bold", ":weight=bold", ["--bold"]),
        ("italic", ":slant=italic", ["--italic"]),
    ]

    /// Three scripts and exact tags beside a bare one: `zh-tw` and `zh-hk` reach
    /// zh-Hant (faces 1 of the collections), plain `zh` zh-Hans; Hebrew's bold is WOFF2.
    static let threeScripts = """
        { "list": [
            { "env": "he", "data": [
                { "font": 0, "name": "NotoSansHebrew-Regular" }, { "font": 2, "name": "NotoSansHebrew-Bold" } ] },
            { "env": "zh-Hant", "data": [
                { "font": 0, "name": "NotoSansCJKtc-Light" }, { "font": 2, "name": "NotoSansCJKtc-Bold" } ] },
            { "env": "zh-Hans", "data": [ { "font": 1, "name": "NotoSansCJKsc-Medium" } ] },
            { "env": "default", "data": [
                { "font": 0, "name": "NotoSerif-Light" }, { "font": 1, "name": "NotoSerif-Medium" },
                { "font": 2, "name": "NotoSerif-Bold" } ] } ],
          "exclude": ["Material*"] }
        """

    @Test func examplePack() throws {
        try compare(
            config: "Config/appfont.json",
            languages: ["vi", "vi-VN", "ar", "ar-EG", "zh-Hans", "zh-CN", "zh-TW", "ja", "ko", "en", "de", "ru", "he"],
            excluded: ["FontAwesome", "MaterialIcons", "Menlo-Regular"])
    }

    @Test func threeScriptPack() throws {
        let config = try temporaryConfig(Self.threeScripts)
        try compare(
            config: config, languages: ["he", "he-IL", "zh", "zh-CN", "zh-Hans", "zh-TW", "zh-HK", "zh-Hant", "en", "fr", "vi"],
            excluded: ["MaterialSymbols"])
    }

    /// The language of a request without `lang` comes from the environment, for fontconfig and resolve alike.
    @Test func languageFromTheEnvironment() throws {
        let conf = try export(config: "Config/appfont.json")
        for (locale, slot) in [("vi_VN.UTF-8", 4), ("ar_EG.UTF-8", 2), ("ja_JP.UTF-8", 0), ("de_DE.UTF-8", 4)] {
            let (name, pattern, resolveArguments) = Self.slots[slot]
            let expected = try resolved(config: "Config/appfont.json", locale: nil, arguments: resolveArguments, environment: ["LANG": locale])
            let found = try fcMatch(conf: conf, pattern: "sans-serif" + pattern, environment: ["LANG": locale])
            #expect(found == expected, "LANG=\(locale) \(name)")
        }
    }

    /// A slot no face serves cannot be exported: every export refuses, naming it.
    @Test func unlocatedFaceIsRefused() throws {
        let config = try temporaryConfig(
            #"{ "list": [ { "env": "default", "data": [ { "font": 0, "name": "NotoSans-Light" }, { "font": 2, "name": "NoSuchFont-Bold" } ] } ] }"#)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-\(UUID().uuidString)").path
        for arguments in [["fontconfig"], ["css", "--output", output], ["apple"], ["android", "--output", output]] {
            let run = try CommandLineRun.fontpack(arguments: ["export"] + arguments + ["--config", config])
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError.contains("default bold: NoSuchFont-Bold"), "\(arguments): \(run.standardError)")
            #expect(run.standardOutput.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// Excluded names keep their family: fontconfig's own substitution (`fc-pattern --config`) leaves them.
    func compare(config: String, languages: [String], excluded: [String]) throws {
        let conf = try export(config: config)
        // Installed as the comment says, beside the system's fonts (Debian's own Noto Sans among them).
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-xdg-\(UUID().uuidString)")
        let confD = home.appendingPathComponent("fontconfig/conf.d")
        try FileManager.default.createDirectory(at: confD, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: conf, toPath: confD.appendingPathComponent("50-fontpack.conf").path)
        var checked = 0
        for language in languages {
            for (name, pattern, resolveArguments) in Self.slots {
                let expected = try resolved(config: config, locale: language, arguments: resolveArguments)
                // "": a request with no family at all.
                for family in ["sans-serif", "HelveticaNeue", "Avenir Next", ""] {
                    let found = try fcMatch(conf: conf, pattern: "\(family):lang=\(language)\(pattern)")
                    #expect(found == expected, "\(family) \(language) \(name)")
                    let beside = try fcMatch(conf: nil, pattern: "\(family):lang=\(language)\(pattern)", environment: ["XDG_CONFIG_HOME": home.path])
                    #expect(beside == expected, "beside the system's fonts: \(family) \(language) \(name)")
                    checked += 1
                }
            }
            for family in excluded {
                let substituted = try fontconfig(
                    "fc-pattern", ["--config", "\(family.replacingOccurrences(of: "-", with: "\\-")):lang=\(language)", "-f", "%{family}|%{postscriptname}"], conf: conf)
                #expect(substituted == "\(family)|", "\(family) \(language) is left alone")
            }
        }
        #expect(checked == languages.count * Self.slots.count * 4)
    }

    func export(config: String) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-\(UUID().uuidString).conf").path
        let run = try CommandLineRun.fontpack("export", "fontconfig", "--config", config, "--output", output)
        #expect(run.status == 0, "\(run.standardError)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("FONTCONFIG_FILE=\(output) fc-match"))
        #expect(text.contains("<dir>\(CommandLineRun.packageRoot.appendingPathComponent("Fonts").standardizedFileURL.path)</dir>"))
        return output
    }

    /// `file:index` of the face `fontpack resolve --fonts Fonts` names, the file made absolute.
    func resolved(config: String, locale: String?, arguments: [String], environment: [String: String] = [:]) throws -> String {
        let run = try CommandLineRun.fontpack(
            arguments: ["resolve", "--config", config, "--fonts", "Fonts", "--format", "json"]
                + (locale.map { ["--locale", $0] } ?? []) + arguments, environment: environment)
        #expect(run.status == 0, "\(run.standardError)")
        let face = try #require(try run.json()["face"] as? [String: Any])
        let file = try #require(face["file"] as? String)
        let index = try #require(face["index"] as? Int)
        return "\(CommandLineRun.packageRoot.appendingPathComponent(file).standardizedFileURL.resolvingSymlinksInPath().path):\(index)"
    }

    func fcMatch(conf: String?, pattern: String, environment: [String: String] = [:]) throws -> String {
        let answer = try fontconfig("fc-match", ["-f", "%{file}:%{index}", pattern], conf: conf, environment: environment)
        guard let colon = answer.lastIndex(of: ":") else { return answer }
        let file = URL(fileURLWithPath: String(answer[..<colon])).resolvingSymlinksInPath().path
        return file + answer[colon...]
    }

    /// Runs a fontconfig tool with only `conf` loaded (the system's configuration
    /// when nil) and a cache of the test's own.
    func fontconfig(_ tool: String, _ arguments: [String], conf: String?, environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        var merged = ProcessInfo.processInfo.environment
        for variable in ["LANGUAGE", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "LANG", "FC_LANG", "FONTCONFIG_FILE", "FONTCONFIG_PATH"] {
            merged[variable] = nil
        }
        merged["FONTCONFIG_FILE"] = conf
        merged["XDG_CACHE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-fc-cache").path
        merged.merge(environment) { $1 }
        process.environment = merged
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(tool) \(arguments)")
        return output
    }
}
