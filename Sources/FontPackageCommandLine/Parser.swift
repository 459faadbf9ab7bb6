import FontPackageSupport

/// What a command line asks for.
package enum ParsedCommandLine: Sendable {
    /// `--help`, `-h`, `help <subcommand>`, or a command with subcommands given none:
    /// print the help of the command at `path` (root first) and exit 0.
    case help(path: [CommandSpec])
    /// `--version`: print the version and exit 0.
    case version
    /// `--generate-completion-script <shell>`: print the completion script for that shell and exit 0.
    case completionScript(shell: String)
    /// Run the command at the end of `values.path`.
    case run(ParsedValues)
}

/// The values of one command's options and arguments, read through their declarations.
package struct ParsedValues: Sendable {
    /// The command and its parents, root first.
    package let path: [CommandSpec]
    /// Each value option's values in the order given.
    var texts: [String: [String]] = [:]
    /// The flags given, by name.
    var flags: Set<String> = []
    /// The positional arguments in order.
    package internal(set) var arguments: [String] = []

    init(path: [CommandSpec]) { self.path = path }

    /// The command these values are for.
    package var command: CommandSpec { path[path.count - 1] }

    package subscript<Value>(option: Option<Value>) -> Value { option.read(texts[option.spec.name] ?? []) }

    package subscript(flag: Flag) -> Bool { flags.contains(flag.spec.name) }

    package subscript(arguments: Arguments) -> [String] { self.arguments }

    /// Whether the command line gave the option, rather than its default standing.
    package func isGiven<Value>(_ option: Option<Value>) -> Bool { texts[option.spec.name] != nil }
}

/// A command line the declarations do not accept, or a value a command refuses:
/// printed as `fontpack check: error: <reason>` and the command's usage; exit 2.
package struct UsageError: Error, Sendable, Equatable {
    package enum Reason: Sendable, Equatable {
        case unknownOption(String, suggestion: String?)
        case unknownSubcommand(String, known: [String], suggestion: String?)
        case unexpectedArgument(String)
        case missingValue(option: String, expectation: String)
        case invalidValue(option: String, value: String, expectation: String, suggestion: String?)
        case flagWithValue(option: String)
        case missingOption(option: String)
        case missingArgument(argument: String)
        /// A command's own check: `--size must be a positive number of points`.
        case invalid(String)
    }

    package let reason: Reason
    /// The command the error is about, root first; empty until the parser or
    /// the caller sets it.
    package var path: [String]

    package init(_ reason: Reason, path: [String] = []) {
        self.reason = reason
        self.path = path
    }

    /// A command's own refusal of its values.
    package init(_ message: String) { self.init(.invalid(message)) }

    /// The reason, naming the option or argument.
    package var message: String {
        switch reason {
        case .unknownOption(let option, let suggestion):
            "unknown option '\(option)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownSubcommand(let name, let known, let suggestion):
            "unknown subcommand '\(name)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; the subcommands are " + listed(known, joinedBy: "and"))
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)'"
        case .missingValue(let option, let expectation):
            "\(option) needs a value" + (expectation.isEmpty ? "" : " (\(expectation))")
        case .invalidValue(let option, let value, let expectation, let suggestion):
            "\(option): '\(value)' is not \(expectation)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .flagWithValue(let option):
            "\(option) takes no value"
        case .missingOption(let option):
            "missing option \(option)"
        case .missingArgument(let argument):
            "missing argument \(argument)"
        case .invalid(let message):
            message
        }
    }
}

/// Reads a command line against a command tree.
package struct CommandLineParser: Sendable {
    package let root: CommandSpec

    package init(root: CommandSpec) { self.root = root }

    /// The option every command takes that prints a completion script.
    package static let completionFlag = "--generate-completion-script"

    /// The command `arguments` (without the program name) ask for, or why they ask for none.
    package func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        var path = [root]
        var position = 0
        // Subcommand names first: `export css ...`, or `help export css`.
        while !path[path.count - 1].subcommands.isEmpty, position < arguments.count {
            let current = path[path.count - 1]
            let word = arguments[position]
            if let subcommand = current.subcommands.first(where: { $0.name == word }) {
                path.append(subcommand)
                position += 1
            } else if word == "help" && path.count == 1 {
                // `help` names a command, as far as its words match; the rest is ignored.
                for name in arguments[(position + 1)...] {
                    guard let next = path[path.count - 1].subcommands.first(where: { $0.name == name }) else { break }
                    path.append(next)
                }
                return .help(path: path)
            } else {
                break
            }
        }
        let rest = arguments[position...]
        let options = rest.prefix { $0 != "--" }
        // Help and version win wherever they are, before any other check.
        if options.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help(path: path) }
        if options.contains("--version") { return .version }
        if let flag = options.firstIndex(of: Self.completionFlag) {
            guard flag + 1 < options.endIndex else {
                throw UsageError(.missingValue(option: Self.completionFlag + " <shell>", expectation: ""), path: path.map(\.name))
            }
            return .completionScript(shell: options[flag + 1])
        }
        let command = path[path.count - 1]
        do throws(UsageError) {
            if !command.subcommands.isEmpty {
                // A command with subcommands, given none: its help; given something else, an error.
                guard let first = rest.first else { return .help(path: path) }
                if first.hasPrefix("-") && first != "--" && first != "-" {
                    throw UsageError(.unknownOption(first, suggestion: nil))
                }
                if first == "--" { throw UsageError(.unexpectedArgument(rest.dropFirst().first ?? first)) }
                let known = command.subcommands.map(\.name)
                throw UsageError(.unknownSubcommand(first, known: known, suggestion: nearest(first, in: known)))
            }
            return .run(try Self.values(of: rest, for: path))
        } catch {
            throw UsageError(error.reason, path: path.map(\.name))
        }
    }

    /// The options and arguments of a command without subcommands.
    static func values(of arguments: ArraySlice<String>, for path: [CommandSpec]) throws(UsageError) -> ParsedValues {
        let command = path[path.count - 1]
        var values = ParsedValues(path: path)
        var position = arguments.startIndex
        var terminated = false

        func looksLikeOption(_ text: String) -> Bool { text.count > 1 && text.hasPrefix("-") }

        /// `-3`, `-0.4`: a value, not an option (no option has a digit for its name).
        func looksLikeNegativeNumber(_ text: String) -> Bool {
            text.hasPrefix("-") && text.dropFirst().first.map { $0.isASCII && ($0.isNumber || $0 == ".") } == true
        }

        func add(_ text: String, to option: OptionSpec) throws(UsageError) {
            guard option.accepts(text) else {
                throw UsageError(
                    .invalidValue(
                        option: option.displayName, value: text, expectation: option.expectation,
                        suggestion: option.allowedValues.flatMap { nearest(text, in: $0) }))
            }
            values.texts[option.name, default: []].append(text)
        }

        /// The value after `option` (at `position`), moving past it.
        func nextValue(for option: OptionSpec) throws(UsageError) -> String {
            guard position < arguments.endIndex,
                option.takesAnyNextArgument || !looksLikeOption(arguments[position])
                    || looksLikeNegativeNumber(arguments[position])
            else {
                throw UsageError(.missingValue(option: option.synopsis, expectation: option.expectation))
            }
            defer { position += 1 }
            return arguments[position]
        }

        /// An option's occurrence, its inline value (`--name=value`) if any.
        func take(_ option: OptionSpec, spelled: String, inline: String?) throws(UsageError) {
            switch option.arity {
            case .flag:
                if inline != nil { throw UsageError(.flagWithValue(option: spelled)) }
                values.flags.insert(option.name)
            case .single, .repeated:
                try add(inline != nil ? inline! : try nextValue(for: option), to: option)
            case .upToNextOption:
                try add(inline != nil ? inline! : try nextValue(for: option), to: option)
                while position < arguments.endIndex, !looksLikeOption(arguments[position]) {
                    try add(arguments[position], to: option)
                    position += 1
                }
            }
        }

        while position < arguments.endIndex {
            let argument = arguments[position]
            position += 1
            if terminated || !looksLikeOption(argument) {
                guard command.arguments != nil else { throw UsageError(.unexpectedArgument(argument)) }
                values.arguments.append(argument)
            } else if argument == "--" {
                terminated = true
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let equals = body.firstIndex(of: "=")
                let name = equals.map { body[..<$0] } ?? body
                guard let option = command.option(named: name) else {
                    let known = command.options.map(\.displayName) + ["--help", "--version"]
                    throw UsageError(.unknownOption("--" + name, suggestion: nearest("--" + name, in: known)))
                }
                try take(option, spelled: "--" + name, inline: equals.map { String(body[body.index(after: $0)...]) })
            } else {
                // `-q`, or several one-letter flags together: `-qq`.
                let letters = Array(argument.dropFirst())
                for (offset, letter) in letters.enumerated() {
                    guard let option = command.option(short: letter) else {
                        throw UsageError(.unknownOption("-\(letter)", suggestion: nil))
                    }
                    if option.arity == .flag {
                        values.flags.insert(option.name)
                        continue
                    }
                    // A one-letter option with a value takes the rest of the word, else the next argument.
                    let rest = String(letters[(offset + 1)...])
                    try take(option, spelled: "-\(letter)", inline: rest.isEmpty ? nil : rest)
                    break
                }
            }
        }
        if let positional = command.arguments, positional.isRequired, values.arguments.isEmpty {
            throw UsageError(.missingArgument(argument: "<\(positional.name)> ..."))
        }
        for option in command.options where option.isRequired && values.texts[option.name] == nil {
            throw UsageError(.missingOption(option: option.synopsis))
        }
        return values
    }
}
