import Foundation
import Testing

/// The real binary's command line: help as swift-argument-parser printed it
/// (Tests/Fixtures/CommandLineHelp, recorded before the switch), the exit
/// statuses, and usage errors on standard error.
@Suite("fontpack's command line")
struct CommandLineHelpTests {
    static let commands: [[String]] = [
        [], ["check"], ["resolve"], ["coverage"], ["langs"], ["report"], ["subset"], ["export"],
        ["export", "fontconfig"], ["export", "css"], ["export", "apple"], ["export", "android"], ["export", "flutter"], ["rules"], ["init"],
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

    @Test("a bare --version, answered before the parser is set up, prints what the parser prints for a command's --version")
    func bareVersionMatchesParser() throws {
        let bare = try CommandLineRun.fontpack("--version")
        let parsed = try CommandLineRun.fontpack("check", "--version")
        #expect(bare.status == 0 && parsed.status == 0)
        #expect(bare.standardOutput == parsed.standardOutput)
        #expect(bare.standardError.isEmpty && parsed.standardError.isEmpty)
    }

    @Test(
        "usage errors exit 2, name the command, the option and the reason on standard error, with the usage",
        arguments: [
            (["check", "--nosuch"], "fontpack check: error: unknown option '--nosuch'\nUsage: fontpack check <options>\n"),
            (["check", "--langauges", "vi"], "fontpack check: error: unknown option '--langauges'. Did you mean '--languages'?\n"),
            // The only option a word begins, and an unknown option before a missing one.
            (["check", "--lang", "vi"], "fontpack check: error: unknown option '--lang'. Did you mean '--languages'?\n"),
            (["export", "css", "--versoin"], "fontpack export css: error: unknown option '--versoin'. Did you mean '--version'?\n"),
            (
                ["check", "--format", "xml"],
                "fontpack check: error: the value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json', 'sarif', 'junit' or 'github'.\n"
            ),
            (["check", "--format"], "fontpack check: error: missing value for '--format <format>'\n"),
            (["check", "--quiet=yes"], "fontpack check: error: the option '--quiet' does not take any value, but 'yes' was specified.\n"),
            (["check", "stray"], "fontpack check: error: unexpected argument 'stray'\n"),
            (["nosuch"], "fontpack: error: unknown subcommand 'nosuch'; the subcommands are check, resolve, coverage, langs, report, subset, export, diff, rules and init\nUsage: fontpack <subcommand>\n"),
            (["chekc"], "fontpack: error: unknown subcommand 'chekc'; did you mean 'check'?\n"),
            (["export", "cs"], "fontpack export: error: unknown subcommand 'cs'; did you mean 'css'?\nUsage: fontpack export <subcommand>\n"),
            (["coverage", "--lang", "vi"], "fontpack coverage: error: missing expected argument '<files> ...'\nUsage: fontpack coverage <files> ... --lang <lang> "),
            (["export", "css"], "fontpack export css: error: missing expected argument '--output <output>'\nUsage: fontpack export css [--config <config>] [--fonts <fonts>] --output <output> [--match-line-box]\n"),
            (["resolve", "--size", "abc"], "fontpack resolve: error: the value 'abc' is invalid for '--size <size>'\n"),
            // A negative number is read as the value, so the command's own check answers.
            (["resolve", "--size", "-3"], "fontpack resolve: error: --size must be a positive number of points\n"),
            (["coverage", "--index", "-1", "--lang", "vi", "x.ttf"], "fontpack coverage: error: --index must be 0 or more\n"),
            (["resolve", "--bold", "--italic"], "fontpack resolve: error: give one request: --system [--weight W], --bold, --italic or --name NAME\n"),
            (
                ["--generate-completion-script", "tcsh"],
                "fontpack: error: can't generate completion scripts for 'tcsh'.\nPlease use --generate-completion-script=<shell> with one of:\n    zsh bash fish\n"
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
        // A single option given twice is refused, not read as its last value.
        let twice = try CommandLineRun.fontpack("check", "--languages", "ar", "--languages", "vi", "--shaping", "off")
        #expect(twice.status == 2)
        #expect(twice.standardError.contains("--languages is given twice ('ar', then 'vi')"))
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

    /// Writes a completion script to a temporary file for a shell to load.
    static func scriptFile(_ shell: String) throws -> URL {
        let run = try CommandLineRun.fontpack("--generate-completion-script", shell)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-completion-\(UUID().uuidString).\(shell)")
        try Data(run.standardOutput.utf8).write(to: file)
        return file
    }

    /// What bash offers after `words` (the last one the word being completed),
    /// with the script `fontpack --generate-completion-script bash` prints sourced,
    /// called as bash calls a completion function (`COMP_*`, command, word, previous word).
    static func completions(_ script: URL, _ words: [String]) throws -> [String] {
        let program = """
            source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
            _fontpack fontpack "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"; printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try runTool("bash", ["-c", program, "bash", script.path] + words)
        #expect(run.status == 0)
        return run.output.split(separator: "\n").map(String.init)
    }

    @Test("the bash completion script loads in bash and completes subcommands, options, fixed values and files")
    func bashCompletion() throws {
        let script = try Self.scriptFile("bash")
        defer { try? FileManager.default.removeItem(at: script) }
        let registered = try runTool("bash", ["-c", "source \"$1\" && complete -p fontpack", "bash", script.path])
        #expect(registered.status == 0)
        #expect(registered.output == "complete -o filenames -F _fontpack fontpack\n")
        let subcommands = try Self.completions(script, ["fontpack", ""])
        for subcommand in ["check", "resolve", "coverage", "langs", "report", "subset", "export", "rules"] {
            #expect(subcommands.contains(subcommand), "\(subcommands)")
        }
        #expect(try Self.completions(script, ["fontpack", "ex"]) == ["export"])
        #expect(try Self.completions(script, ["fontpack", "export", "a"]) == ["apple", "android"])
        #expect(try Self.completions(script, ["fontpack", "check", "--fo"]) == ["--fonts", "--format"])
        #expect(try Self.completions(script, ["fontpack", "check", "--format", "j"]) == ["json", "junit"])
        #expect(try Self.completions(script, ["fontpack", "coverage", "--format", ""]) == ["text", "json", "sarif", "github"])
        #expect(try Self.completions(script, ["fontpack", "resolve", "--size", ""]).isEmpty)
        #expect(try Self.completions(script, ["fontpack", "export", "css", "--o"]) == ["--output"])
        #expect(try Self.completions(script, ["fontpack", "check", "-"]).contains("-q"))
        // Font files where the command takes them, files and folders for the options that name them.
        #expect(try Self.completions(script, ["fontpack", "langs", "Fonts/NotoSans/NotoSans-B"]) == ["Fonts/NotoSans/NotoSans-Bold.ttf"])
        #expect(try Self.completions(script, ["fontpack", "langs", "Fonts/NotoSans/OF"]).isEmpty)
        #expect(try Self.completions(script, ["fontpack", "check", "--config", "Config/appfont.js"]) == ["Config/appfont.json"])
        #expect(try Self.completions(script, ["fontpack", "check", "--fonts", "Fon"]) == ["Fonts"])
    }

    @Test("the zsh completion script loads in zsh: compinit's compdef gives fontpack _fontpack, which knows the subcommands")
    func zshCompletion() throws {
        let script = try Self.scriptFile("zsh")
        defer { try? FileManager.default.removeItem(at: script) }
        #expect(try String(contentsOf: script, encoding: .utf8).hasPrefix("#compdef fontpack\n"))
        let program = """
            autoload -U compinit && compinit -u -D && source "$1" && print -r -- "$_comps[fontpack]" && whence -w _fontpack \
            && print -r -- "$functions[_fontpack]"
            """
        let run = try runTool("zsh", ["-f", "-c", program, "zsh", script.path])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "_fontpack")
        #expect(lines.dropFirst().first == "_fontpack: function")
        for subcommand in ["check", "resolve", "coverage", "langs", "report", "subset", "export", "rules"] {
            #expect(run.output.contains("'\(subcommand):"), "\(subcommand) is not among _fontpack's subcommands")
        }
    }

    /// What fish offers for the command line `line`, with the fish script sourced.
    static func fishCompletions(_ script: URL, _ line: String) throws -> [String] {
        let run = try runTool("fish", ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script.path, line])
        #expect(run.status == 0)
        // Each line is the candidate, a tab, and its help.
        return run.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }

    @Test("the fish completion script loads in fish and completes subcommands, options and fixed values")
    func fishCompletion() throws {
        let script = try Self.scriptFile("fish")
        defer { try? FileManager.default.removeItem(at: script) }
        let registered = try runTool("fish", ["--no-config", "-c", "source $argv[1]; complete -c fontpack", script.path])
        #expect(registered.status == 0)
        #expect(registered.output.contains("complete fontpack"))
        let subcommands = try Self.fishCompletions(script, "fontpack ")
        for subcommand in ["check", "resolve", "coverage", "langs", "report", "subset", "export", "rules"] {
            #expect(subcommands.contains(subcommand), "\(subcommands)")
        }
        #expect(try Self.fishCompletions(script, "fontpack ex") == ["export"])
        #expect(try Self.fishCompletions(script, "fontpack export a") == ["android", "apple"])
        #expect(try Self.fishCompletions(script, "fontpack check --fo") == ["--fonts", "--format"])
        #expect(try Self.fishCompletions(script, "fontpack check --format j") == ["json", "junit"])
    }

    @Test("--experimental-dump-help prints the command line as JSON, naming every subcommand")
    func dumpHelp() throws {
        let run = try CommandLineRun.fontpack("--experimental-dump-help")
        #expect(run.status == 0)
        let command = try #require(try run.json()["command"] as? [String: Any])
        #expect(command["commandName"] as? String == "fontpack")
        let subcommands = try #require(command["subcommands"] as? [[String: Any]])
        let names = subcommands.compactMap { $0["commandName"] as? String }
        #expect(Set(["check", "resolve", "coverage", "langs", "report", "subset", "export", "rules"]).isSubset(of: Set(names)))
        let export = try #require(subcommands.first { $0["commandName"] as? String == "export" })
        let platforms = (export["subcommands"] as? [[String: Any]] ?? []).compactMap { $0["commandName"] as? String }
        #expect(platforms == ["fontconfig", "css", "apple", "android", "flutter"])
        let check = try #require(subcommands.first { $0["commandName"] as? String == "check" })
        let options = (check["arguments"] as? [[String: Any]] ?? []).compactMap { ($0["preferredName"] as? [String: Any])?["name"] as? String }
        #expect(options.contains("languages"))
        #expect(options.contains("rule"))
    }
}
