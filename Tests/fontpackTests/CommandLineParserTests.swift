import FontPackageCommandLine
import Testing

/// The parser on a small command tree of its own: each token form, each
/// error, help and version, and the help layout.
@Suite("command-line parser")
struct CommandLineParserTests {
    enum Colour: String, ArgumentValue, CaseIterable { case red, green, blue }

    static let name = Option("name", default: "world", help: "Whom to greet.")
    static let colour = Option("colour", default: Colour.red, help: "The colour.")
    static let count: Option<Int?> = Option("count", help: "How many.")
    static let scale = Option("scale", default: 1.0, help: "The scale.")
    static let tags: Option<[String]> = Option(repeating: "tag", help: "Tags, repeatable.")
    static let paths: Option<[String]> = Option(repeating: "path", upToNextOption: true, help: "Paths.")
    static let offset: Option<String?> = Option("offset", help: "Any text, even -1.", takesAnyNextArgument: true)
    static let target: Option<String> = Option(required: "target", value: "file", help: "Where to write.")
    static let loud = Flag("loud", short: "l", help: "Shout.")
    static let files = Arguments("files", help: "Input files.")

    static let greet = CommandSpec(
        "greet", abstract: "Greet someone.",
        options: [name.spec, colour.spec, count.spec, scale.spec, tags.spec, paths.spec, offset.spec, loud.spec])
    static let write = CommandSpec("write", abstract: "Write.", options: [target.spec, loud.spec], arguments: files.spec)
    static let group = CommandSpec("group", abstract: "A group.", subcommands: [write])
    static let root = CommandSpec("tool", abstract: "A tool.", subcommands: [greet, group])
    static let parser = CommandLineParser(root: root)

    func values(_ arguments: String...) throws -> ParsedValues {
        guard case .run(let values) = try Self.parser.parse(arguments) else {
            Issue.record("\(arguments) did not parse to a command")
            throw UsageError("not a command")
        }
        return values
    }

    func error(_ arguments: String...) -> UsageError? {
        do {
            _ = try Self.parser.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test("defaults when nothing is given")
    func defaults() throws {
        let values = try values("greet")
        #expect(values.command.name == "greet")
        #expect(values[Self.name] == "world")
        #expect(values[Self.colour] == .red)
        #expect(values[Self.count] == nil)
        #expect(values[Self.scale] == 1.0)
        #expect(values[Self.tags].isEmpty)
        #expect(values[Self.loud] == false)
    }

    @Test("--name value, --name=value, an empty --name=, and the last of a repeated single option")
    func valueForms() throws {
        #expect(try values("greet", "--name", "Ada")[Self.name] == "Ada")
        #expect(try values("greet", "--name=Ada")[Self.name] == "Ada")
        #expect(try values("greet", "--name=a=b")[Self.name] == "a=b")
        #expect(try values("greet", "--name=")[Self.name] == "")
        #expect(try values("greet", "--name", "Ada", "--name", "Grace")[Self.name] == "Grace")
        #expect(try values("greet", "--colour", "blue", "--count=3")[Self.colour] == .blue)
        #expect(try values("greet", "--count=3")[Self.count] == 3)
        #expect(try values("greet", "--name", "-")[Self.name] == "-")
    }

    @Test("a repeated option keeps every value in order; up-to-next-option takes a run of values")
    func repeatedOptions() throws {
        #expect(try values("greet", "--tag", "a,b", "--tag=c")[Self.tags] == ["a,b", "c"])
        let run = try values("greet", "--path", "x", "y", "--loud", "--path", "z")
        #expect(run[Self.paths] == ["x", "y", "z"])
        #expect(run[Self.loud])
    }

    @Test("a negative number is a value; an option with any next argument takes even an option-like one")
    func dashValues() throws {
        #expect(try values("greet", "--scale", "-0.5")[Self.scale] == -0.5)
        #expect(try values("greet", "--count", "-3")[Self.count] == -3)
        #expect(try values("greet", "--offset", "-x")[Self.offset] == "-x")
        #expect(try values("greet", "--offset", "--loud")[Self.offset] == "--loud")
    }

    @Test("short flags alone and grouped, positionals anywhere, and -- ends the options")
    func flagsAndArguments() throws {
        #expect(try values("greet", "-l")[Self.loud])
        #expect(try values("greet", "-ll")[Self.loud])
        let write = try values("group", "write", "a.txt", "--target", "out", "b.txt", "-l", "--", "--target", "-l")
        #expect(write.path.map(\.name) == ["tool", "group", "write"])
        #expect(write[Self.files] == ["a.txt", "b.txt", "--target", "-l"])
        #expect(write[Self.target] == "out")
        #expect(write[Self.loud])
        #expect(try values("group", "write", "--target", "o", "-")[Self.files] == ["-"])
    }

    @Test("help and version wherever they are, before any error; help <command> names a command")
    func helpAndVersion() throws {
        func helpPath(_ arguments: String...) throws -> [String]? {
            guard case .help(let path) = try Self.parser.parse(arguments) else { return nil }
            return path.map(\.name)
        }
        #expect(try helpPath() == ["tool"])
        #expect(try helpPath("--help") == ["tool"])
        #expect(try helpPath("greet", "--nosuch", "-h") == ["tool", "greet"])
        #expect(try helpPath("group") == ["tool", "group"])
        #expect(try helpPath("help", "group", "write") == ["tool", "group", "write"])
        #expect(try helpPath("help", "nosuch") == ["tool"])
        #expect(try helpPath("--version", "--help") == ["tool"])
        guard case .version = try Self.parser.parse(["greet", "--version"]) else {
            Issue.record("--version is not the version")
            return
        }
        guard case .completionScript(let shell) = try Self.parser.parse(["greet", "--generate-completion-script", "bash"]) else {
            Issue.record("--generate-completion-script is not the completion script")
            return
        }
        #expect(shell == "bash")
        #expect(
            error("--generate-completion-script")
                == UsageError(.missingValue(option: "--generate-completion-script <shell>", expectation: ""), path: ["tool"]))
        // After --, --help is an argument like any other.
        #expect(error("greet", "--", "--help") == UsageError(.unexpectedArgument("--help"), path: ["tool", "greet"]))
    }

    @Test("each usage error names the option or argument and the reason")
    func errors() {
        let greet = ["tool", "greet"]
        #expect(error("greet", "--nmae") == UsageError(.unknownOption("--nmae", suggestion: "--name"), path: greet))
        #expect(error("greet", "--zzzzzz") == UsageError(.unknownOption("--zzzzzz", suggestion: nil), path: greet))
        #expect(error("greet", "-x") == UsageError(.unknownOption("-x", suggestion: nil), path: greet))
        #expect(error("greet", "-lx") == UsageError(.unknownOption("-x", suggestion: nil), path: greet))
        #expect(
            error("greet", "--colour", "bleu")
                == UsageError(
                    .invalidValue(option: "--colour", value: "bleu", expectation: "one of red, green or blue", suggestion: "blue"),
                    path: greet))
        #expect(
            error("greet", "--count", "many")
                == UsageError(.invalidValue(option: "--count", value: "many", expectation: "a whole number", suggestion: nil), path: greet))
        #expect(error("greet", "--name") == UsageError(.missingValue(option: "--name <name>", expectation: ""), path: greet))
        #expect(
            error("greet", "--colour", "--loud")
                == UsageError(.missingValue(option: "--colour <colour>", expectation: "one of red, green or blue"), path: greet))
        #expect(error("greet", "--path") == UsageError(.missingValue(option: "--path <path>", expectation: ""), path: greet))
        #expect(error("greet", "--loud=yes") == UsageError(.flagWithValue(option: "--loud"), path: greet))
        #expect(error("greet", "stray") == UsageError(.unexpectedArgument("stray"), path: greet))
        let write = ["tool", "group", "write"]
        #expect(error("group", "write", "--target", "o") == UsageError(.missingArgument(argument: "<files> ..."), path: write))
        #expect(error("group", "write", "a") == UsageError(.missingOption(option: "--target <file>"), path: write))
        #expect(
            error("gret") == UsageError(.unknownSubcommand("gret", known: ["greet", "group"], suggestion: "greet"), path: ["tool"]))
        #expect(error("--", "greet") == UsageError(.unexpectedArgument("greet"), path: ["tool"]))
        #expect(error("group", "--nosuch") == UsageError(.unknownOption("--nosuch", suggestion: nil), path: ["tool", "group"]))
    }

    @Test("an error prints as a compiler-style tool prints it, with the command's usage")
    func errorText() {
        let error = UsageError(.invalidValue(option: "--colour", value: "bleu", expectation: "one of red, green or blue", suggestion: "blue"), path: ["tool", "greet"])
        #expect(
            HelpText.error(error, root: Self.root) == """
                tool greet: error: --colour: 'bleu' is not one of red, green or blue; did you mean 'blue'?
                Usage: tool greet [--name <name>] [--colour <colour>] [--count <count>] [--scale <scale>] [--tag <tag> ...] [--path <path> ...] [--offset <offset>] [--loud]
                  See 'tool greet --help' for more information.
                """)
        let subcommand = UsageError(.unknownSubcommand("x", known: ["greet", "group"], suggestion: nil), path: ["tool"])
        #expect(HelpText.error(subcommand, root: Self.root).hasPrefix("tool: error: unknown subcommand 'x'; the subcommands are greet and group\nUsage: tool <subcommand>\n"))
    }

    @Test("usage lists the options, keeps only the required ones past 12, else says <options>")
    func usage() {
        #expect(HelpText.usage([Self.root, Self.group, Self.write]) == "tool group write <files> ... --target <file> [--loud]")
        #expect(HelpText.usage([Self.root]) == "tool <subcommand>")
        let many = (1...13).map { Option("o\($0)", default: "x", help: "").spec }
        #expect(HelpText.usage([CommandSpec("many", abstract: "", options: many)]) == "many <options>")
        let required = many + [Self.target.spec]
        #expect(HelpText.usage([CommandSpec("many", abstract: "", options: required)]) == "many [<options>] --target <file>")
    }

    @Test("help: overview wrapped at 80 columns, help at column 26, long labels on a line of their own")
    func helpLayout() {
        let long: Option<String?> = Option(
            "a-rather-long-name", help: "A help text long enough to need a second line when it starts at column twenty-six.")
        let spec = CommandSpec(
            "demo", abstract: "Demonstrate the layout of help with an abstract that is longer than one line is.",
            discussion: "First line.\nSecond line.", options: [Self.colour.spec, long.spec, Self.loud.spec],
            arguments: Self.files.spec)
        let expected = """
            OVERVIEW: Demonstrate the layout of help with an abstract that is longer than
            one line is.

            First line.
            Second line.

            USAGE: tool demo [<files> ...] [--colour <colour>] [--a-rather-long-name <a-rather-long-name>] [--loud]

            ARGUMENTS:
              <files>                 Input files.

            OPTIONS:
              --colour <colour>       The colour. (values: red, green, blue; default: red)
              --a-rather-long-name <a-rather-long-name>
                                      A help text long enough to need a second line when it
                                      starts at column twenty-six.
              -l, --loud              Shout.
              --version               Show the version.
              -h, --help              Show help information.

            """
        let optionalFiles = CommandSpec(
            spec.name, abstract: spec.abstract, discussion: spec.discussion, options: spec.options,
            arguments: Arguments("files", required: false, help: "Input files.").spec)
        #expect(HelpText.help([Self.root, optionalFiles]) == expected)
        #expect(HelpText.help([Self.root, spec]).contains("USAGE: tool demo <files> ... [--colour"))
        #expect(HelpText.help([Self.root]).hasSuffix("SUBCOMMANDS:\n  greet                   Greet someone.\n  group                   A group.\n\n  See 'tool help <subcommand>' for detailed help."))
    }
}
