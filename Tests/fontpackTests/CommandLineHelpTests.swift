import Foundation
import Testing

/// The real binary's command line: help as swift-argument-parser printed it
/// (Tests/Fixtures/CommandLineHelp, recorded before the switch), the exit
/// statuses, and usage errors on standard error.
@Suite("fontpack's command line")
struct CommandLineHelpTests {
    static let commands: [[String]] = [
        [], ["check"], ["resolve"], ["coverage"], ["langs"], ["report"], ["subset"], ["export"],
        ["export", "fontconfig"], ["export", "css"], ["export", "apple"], ["export", "android"], ["rules"],
    ]

    @Test("--help of each command is what swift-argument-parser printed", arguments: commands)
    func helpIsUnchanged(_ command: [String]) throws {
        let name = command.isEmpty ? "fontpack" : command.joined(separator: "-")
        let recorded = try String(
            contentsOf: CommandLineRun.packageRoot.appendingPathComponent("Tests/Fixtures/CommandLineHelp/\(name).txt"),
            encoding: .utf8)
        let run = try CommandLineRun.fontpack(arguments: command + ["--help"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput == recorded)
        // -h, and `help <command>`, print the same.
        #expect(try CommandLineRun.fontpack(arguments: command + ["-h"]).standardOutput == recorded)
        let viaHelp = try CommandLineRun.fontpack(arguments: ["help"] + command)
        #expect(viaHelp.status == 0)
        #expect(viaHelp.standardOutput == recorded)
    }

    @Test("no arguments, and a group without its subcommand, print help and exit 0")
    func bareCommands() throws {
        let bare = try CommandLineRun.fontpack(arguments: [])
        #expect(bare.status == 0)
        #expect(bare.standardOutput.hasPrefix("OVERVIEW: Resolve and check per-language font packs"))
        let export = try CommandLineRun.fontpack("export")
        #expect(export.status == 0)
        #expect(export.standardOutput.contains("See 'fontpack help export <subcommand>' for detailed help."))
    }

    @Test("--version prints the version alone, from any command, and exits 0")
    func version() throws {
        for arguments in [["--version"], ["check", "--version"], ["export", "css", "--version"]] {
            let run = try CommandLineRun.fontpack(arguments: arguments)
            #expect(run.status == 0)
            #expect(run.standardOutput.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil, "\(arguments): \(run.standardOutput)")
        }
    }

    @Test(
        "usage errors exit 2, name the option and the reason on standard error, with the usage",
        arguments: [
            (["check", "--nosuch"], "fontpack check: error: unknown option '--nosuch'\nUsage: fontpack check <options>\n"),
            (["check", "--langauges", "vi"], "fontpack check: error: unknown option '--langauges'; did you mean '--languages'?\n"),
            (
                ["check", "--format", "xml"],
                "fontpack check: error: --format: 'xml' is not one of text, json, sarif, junit or github\n"
            ),
            (["check", "--format"], "fontpack check: error: --format <format> needs a value (one of text, json, sarif, junit or github)\n"),
            (["check", "--quiet=yes"], "fontpack check: error: --quiet takes no value\n"),
            (["check", "stray"], "fontpack check: error: unexpected argument 'stray'\n"),
            (["nosuch"], "fontpack: error: unknown subcommand 'nosuch'; the subcommands are check, resolve, coverage, langs, report, subset, export and rules\nUsage: fontpack <subcommand>\n"),
            (["chekc"], "fontpack: error: unknown subcommand 'chekc'; did you mean 'check'?\n"),
            (["export", "cs"], "fontpack export: error: unknown subcommand 'cs'; did you mean 'css'?\nUsage: fontpack export <subcommand>\n"),
            (["coverage", "--lang", "vi"], "fontpack coverage: error: missing argument <files> ...\nUsage: fontpack coverage <files> ... --lang <lang> "),
            (["export", "css"], "fontpack export css: error: missing option --output <output>\nUsage: fontpack export css [--config <config>] [--fonts <fonts>] --output <output>\n"),
            (["resolve", "--size", "abc"], "fontpack resolve: error: --size: 'abc' is not a number\n"),
            // A negative number is read as the value, so the command's own check answers.
            (["resolve", "--size", "-3"], "fontpack resolve: error: --size must be a positive number of points\n"),
            (["coverage", "--index", "-1", "--lang", "vi", "x.ttf"], "fontpack coverage: error: --index must be 0 or more\n"),
            (["resolve", "--bold", "--italic"], "fontpack resolve: error: give one request: --system [--weight W], --bold, --italic or --name NAME\n"),
            (
                ["--generate-completion-script", "zsh"],
                "fontpack: error: --generate-completion-script: no completion script for 'zsh'; there is one for bash\n"
            ),
        ])
    func usageErrors(_ arguments: [String], _ expected: String) throws {
        let run = try CommandLineRun.fontpack(arguments: arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix(expected), "\(arguments): \(run.standardError)")
        let command = ["fontpack"] + arguments.prefix { !$0.hasPrefix("-") && $0 != "x.ttf" && $0 != "stray" }
            .filter { ["check", "resolve", "coverage", "export", "css"].contains($0) }
        #expect(run.standardError.hasSuffix("  See '\(command.joined(separator: " ")) --help' for more information.\n"))
    }

    @Test("a command's run-time refusal of a value prints that command's usage")
    func runTimeUsageError() throws {
        let run = try CommandLineRun.fontpack("resolve", "--locale", "vi", "--entry", "nosuch")
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("fontpack resolve: error: --entry 'nosuch' is not an env of Config/appfont.json"))
        #expect(run.standardError.contains("\nUsage: fontpack resolve <options>\n"))
    }

    @Test("every token form reads the same: --name value, --name=value, repeated and comma-separated, -q and --quiet")
    func tokenForms() throws {
        let spaced = try CommandLineRun.fontpack("check", "--format", "json", "--languages", "vi", "--shaping", "off")
        let joined = try CommandLineRun.fontpack("check", "--format=json", "--languages=vi", "--shaping=off")
        #expect(spaced.status == 0)
        #expect(joined.status == spaced.status)
        let table = try #require(try joined.json()["table"] as? [Any])
        #expect(table.count == 3)
        #expect((try spaced.json()["table"] as? [Any])?.count == table.count)
        // The last of a repeated single option counts.
        let last = try CommandLineRun.fontpack("check", "--languages", "ar", "--languages", "vi", "--shaping", "off")
        #expect(last.standardOutput.contains("\nvi "))
        #expect(!last.standardOutput.contains("\nar "))
        // --platform repeated and comma-separated add up.
        let platforms = try CommandLineRun.fontpack(
            "check", "--languages", "vi", "--shaping", "off", "--platform", "ios,android", "--platform", "web", "-q")
        #expect(platforms.standardOutput.contains("platforms checked: ios, android, web"), "\(platforms.standardOutput)")
        // -q and --quiet are one flag.
        let short = try CommandLineRun.fontpack("check", "-q", "--languages", "vi", "--shaping", "off")
        let long = try CommandLineRun.fontpack("check", "--quiet", "--languages", "vi", "--shaping", "off")
        #expect(short.standardOutput.split(separator: "\n").count == 1)
        #expect(long.standardOutput.split(separator: "\n").count == 1)
        // --weight takes a negative value.
        let light = try CommandLineRun.fontpack("resolve", "--locale", "vi", "--weight", "-0.4")
        #expect(light.status == 0, "\(light.standardError)")
        #expect(light.standardOutput.contains("slot:      light"))
    }

    /// What bash offers after `words` (the last one the word being completed),
    /// with the script `fontpack --generate-completion-script bash` prints sourced.
    static func completions(_ script: String, _ words: [String]) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-completion-\(UUID().uuidString).bash")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let program = "source \"$1\"; shift; COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1)); _fontpack; printf '%s\\n' \"${COMPREPLY[@]}\""
        let run = try runTool("bash", ["-c", program, "bash", file.path] + words)
        #expect(run.status == 0)
        return run.output.split(separator: "\n").map(String.init)
    }

    @Test("the bash completion script completes subcommands, options, fixed values and files, as bash runs it")
    func bashCompletion() throws {
        let run = try CommandLineRun.fontpack("--generate-completion-script", "bash")
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("complete -o filenames -F _fontpack fontpack\n"))
        #expect(try runTool("bash", ["-n", "-c", run.standardOutput]).status == 0)
        let script = run.standardOutput
        #expect(try Self.completions(script, ["fontpack", "ex"]) == ["export"])
        #expect(try Self.completions(script, ["fontpack", "export", "a"]) == ["apple", "android"])
        #expect(try Self.completions(script, ["fontpack", "check", "--fo"]) == ["--fonts", "--format"])
        #expect(try Self.completions(script, ["fontpack", "check", "--format", "j"]) == ["json", "junit"])
        #expect(try Self.completions(script, ["fontpack", "coverage", "--format", ""]) == ["text", "json", "sarif", "github"])
        #expect(try Self.completions(script, ["fontpack", "resolve", "--size", ""]).isEmpty)
        #expect(try Self.completions(script, ["fontpack", "export", "css", "--o"]) == ["--output"])
        #expect(try Self.completions(script, ["fontpack", "check", "-"]).contains("-q"))
        // Files where the command takes them, and for free-text options.
        #expect(try Self.completions(script, ["fontpack", "langs", "Package.sw"]) == ["Package.swift"])
        #expect(try Self.completions(script, ["fontpack", "check", "--config", "Config/appfont.js"]) == ["Config/appfont.json"])
        // The same script from any command.
        #expect(try CommandLineRun.fontpack("check", "--generate-completion-script", "bash").standardOutput == script)
    }
}
