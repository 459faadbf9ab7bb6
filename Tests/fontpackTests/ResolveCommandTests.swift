import Foundation
import Testing

@Suite("fontpack resolve")
struct ResolveCommandTests {
    @Test("JSON output carries the contract's fields")
    func jsonContract() throws {
        let run = try CommandLineRun.fontpack(
            "resolve", "--config", "Config/appfont.json", "--locale", "ar-EG", "--system", "--weight", "medium",
            "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let object = try run.json()
        #expect(object["font"] as? String == "NotoSansArabic-Light")
        #expect(object["env"] as? String == "ar")
        #expect(object["slot"] as? String == "light")
        #expect(object["requestedSlot"] as? String == "medium")
        #expect(object["direction"] as? String == "rtl")
        let trace = try #require(object["trace"] as? [String])
        #expect(trace.contains { $0.contains("fallback medium -> light -> bold gives light") })
    }

    @Test("the language to tag text with: zh-TW served by the Simplified Chinese entry is still tagged zh-Hant")
    func textLanguage() throws {
        let run = try CommandLineRun.fontpack(
            "resolve", "--config", "Config/appfont.json", "--locale", "zh-TW", "--bold", "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let object = try run.json()
        #expect(object["env"] as? String == "zh-Hans")
        #expect(object["textLanguage"] as? String == "zh-Hant")
        let text = try CommandLineRun.fontpack("resolve", "--config", "Config/appfont.json", "--locale", "ja-JP")
        #expect(text.standardOutput.contains("\nlang:      ja (tag the text with it)\n"))
    }

    /// UIFont.Weight's raw values, each given as a separate argument (`--weight -0.4`), and
    /// the slot the original hook gives it: == medium -> medium, > medium -> bold, else light.
    @Test(
        "negative and positive UIFont weights parse as values",
        arguments: [
            ("ultraLight", "-0.8", "light"), ("thin", "-0.6", "light"), ("light", "-0.4", "light"),
            ("regular", "0.0", "light"), ("medium", "0.23", "medium"), ("semibold", "0.3", "bold"),
            ("bold", "0.4", "bold"), ("heavy", "0.56", "bold"), ("black", "0.62", "bold"),
        ])
    func weightValues(_ name: String, _ value: String, _ slot: String) throws {
        let base = ["resolve", "--locale", "en-US", "--format", "json", "--system"]
        let separate = try CommandLineRun.fontpack(arguments: base + ["--weight", value])
        #expect(separate.status == 0, "\(separate.standardError)")
        let json = try separate.json()
        #expect(json["requestedSlot"] as? String == slot)
        let named = try CommandLineRun.fontpack(arguments: base + ["--weight", name]).json()
        let joined = try CommandLineRun.fontpack(arguments: base + ["--weight=\(value)"]).json()
        for other in [named, joined] {
            #expect(other["font"] as? String == json["font"] as? String)
            #expect(other["requestedSlot"] as? String == slot)
        }
    }

    @Test(
        "each request flag reaches its entry point",
        arguments: [
            (["--system"], "NotoSans-Light"), (["--system", "--weight", "semibold"], "NotoSans-Bold"),
            (["--system", "--weight", "0.23"], "NotoSans-Medium"), (["--weight", "regular"], "NotoSans-Light"),
            (["--bold"], "NotoSans-Bold"), (["--italic"], "NotoSans-Medium"),
            (["--name", "Avenir-Heavy"], "NotoSans-Light"),
            (["--name", "Avenir-Heavy", "--name-matching", "style"], "NotoSans-Bold"), ([], "NotoSans-Light"),
        ])
    func requests(_ flags: [String], _ font: String) throws {
        let run = try CommandLineRun.fontpack(arguments: ["resolve", "--locale", "en-US", "--format", "json"] + flags)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try run.json()["font"] as? String == font)
    }

    @Test("the locale defaults to LC_ALL, then LC_MESSAGES, then LANG")
    func processLocale() throws {
        let fromLang = try CommandLineRun.fontpack("resolve", "--format", "json", environment: ["LANG": "vi_VN.UTF-8"])
        #expect(try fromLang.json()["env"] as? String == "vi")
        let fromAll = try CommandLineRun.fontpack(
            "resolve", "--format", "json", environment: ["LANG": "vi_VN.UTF-8", "LC_ALL": "ar_EG.UTF-8"])
        #expect(try fromAll.json()["env"] as? String == "ar")
        let fromMessages = try CommandLineRun.fontpack(
            "resolve", "--format", "json", environment: ["LANG": "vi_VN.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"])
        #expect(try fromMessages.json()["env"] as? String == "zh-Hans")
    }

    @Test("LANGUAGE, GNU's preferred list, comes before the locale, and is ignored when the locale is C or POSIX")
    func languageVariable() throws {
        let listed = try CommandLineRun.fontpack(
            "resolve", "--format", "json", environment: ["LANGUAGE": "ko:ar_EG:vi", "LANG": "vi_VN.UTF-8"])
        #expect(try listed.json()["env"] as? String == "ar")
        for locale in ["C", "POSIX", "C.UTF-8"] {
            let ignored = try CommandLineRun.fontpack(
                "resolve", "--format", "json", environment: ["LANGUAGE": "ar", "LC_ALL": locale])
            #expect(try ignored.json()["env"] as? String == "default", "\(locale)")
        }
        let unset = try CommandLineRun.fontpack("resolve", "--format", "json", environment: ["LANGUAGE": "ar"])
        #expect(try unset.json()["env"] as? String == "default")
    }

    @Test("an empty --locale is a usage error, exit 2, not the default locale")
    func emptyLocale() throws {
        for value in ["", " ", ","] {
            let run = try CommandLineRun.fontpack("resolve", "--locale", value)
            #expect(run.status == 2, "\(value)")
            #expect(run.standardError.contains("--locale needs at least one locale identifier"))
        }
    }

    @Test("a preferred list, localizations and a development region")
    func preferredList() throws {
        let run = try CommandLineRun.fontpack(
            "resolve", "--locale", "ko,vi", "--localizations", "en,ar", "--development-region", "ar", "--bold",
            "--format", "json")
        let object = try run.json()
        #expect(object["env"] as? String == "ar")
        #expect(object["font"] as? String == "NotoSansArabic-Bold")
    }

    @Test("text output names the font, the entry and the reasons")
    func textOutput() throws {
        let run = try CommandLineRun.fontpack("resolve", "--locale", "vi-VN", "--name", "HelveticaNeue-Medium")
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("font:      NotoSerif-Medium"))
        #expect(run.standardOutput.contains("entry:     vi (Config/appfont.json:"))
        #expect(run.standardOutput.contains("- vi-VN -> entry vi"))
    }

    @Test("overrides and script runs")
    func overridesAndRuns() throws {
        let forced = try CommandLineRun.fontpack("resolve", "--locale", "vi", "--entry", "zh-CN", "--bold", "--format", "json")
        #expect(try forced.json()["env"] as? String == "zh-Hans")
        let optedOut = try CommandLineRun.fontpack("resolve", "--locale", "vi", "--name", "Menlo", "--no-rewrite", "--format", "json")
        let object = try optedOut.json()
        #expect(object["font"] as? String == "Menlo")
        #expect(object["rewritten"] as? Bool == false)
        let runs = try CommandLineRun.fontpack("resolve", "--locale", "vi", "--text", "Giá 价格", "--format", "json")
        let list = try #require(try runs.json()["runs"] as? [[String: Any]])
        #expect(list.map { $0["script"] as? String } == ["Latn", "Hani"])
        #expect(list.map { $0["env"] as? String } == ["vi", "zh-Hans"])
    }

    @Test("exit 1 when no entry serves and there is no default")
    func noEntry() throws {
        let config = try temporaryConfig(#"{"list":[{"env":"vi","data":[{"font":0,"name":"A"}]}]}"#)
        let run = try CommandLineRun.fontpack("resolve", "--config", config, "--locale", "ko")
        #expect(run.status == 1)
        #expect(run.standardError.contains("no entry serves ko"))
    }

    @Test("exit 2 with a compiler-style message for a config error")
    func configError() throws {
        let config = try temporaryConfig("{\"list\": [\n  {\"env\": \"vi\", \"data\": [{\"font\": 9, \"name\": \"A\"}]}]}")
        let run = try CommandLineRun.fontpack("resolve", "--config", config, "--locale", "vi")
        #expect(run.status == 2)
        #expect(run.standardError.contains("\(config):2:35: error: [font-out-of-range] list[0].data[0].font:"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test(
        "exit 2 for bad arguments",
        arguments: [
            ["resolve", "--bold", "--italic"], ["resolve", "--weight", "hefty"], ["resolve", "--locale", "??"],
            ["resolve", "--format", "xml"], ["resolve", "--entry", "xx"], ["resolve", "--config", "/nonexistent.json"],
            ["resolve", "--size", "-3"], ["resolve", "--entry", "vi", "--no-rewrite"], ["frobnicate"],
        ])
    func badArguments(_ arguments: [String]) throws {
        let run = try CommandLineRun.fontpack(arguments: arguments)
        #expect(run.status == 2, "\(run.standardError)")
        #expect(!run.standardError.isEmpty)
    }

    @Test("help and version exit 0")
    func helpAndVersion() throws {
        #expect(try CommandLineRun.fontpack("--help").status == 0)
        #expect(try CommandLineRun.fontpack("resolve", "--help").standardOutput.contains("--name-matching"))
        let version = try CommandLineRun.fontpack("--version")
        #expect(version.status == 0)
        #expect(!version.standardOutput.isEmpty)
    }
}
