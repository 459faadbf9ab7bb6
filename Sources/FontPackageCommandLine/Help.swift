/// Help, usage and usage errors as text, laid out as swift-argument-parser laid
/// them out (the tool used it before), so the help users know stays the same:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS, 80 columns, help at column 26.
package enum HelpText {
    static let width = 80
    static let helpColumn = 26

    /// `--help` of the command at the end of `path` (root first), without the final line break.
    package static func help(_ path: [CommandSpec]) -> String {
        let command = path[path.count - 1]
        var text = ""
        var overview = command.abstract
        if !command.discussion.isEmpty { overview += "\n\n" + command.discussion }
        if !overview.isEmpty { text += wrapped("OVERVIEW: " + overview, indent: 0) + "\n\n" }
        text += "USAGE: \(usage(path))\n\n"
        var sections: [String] = []
        if let arguments = command.arguments {
            sections.append("ARGUMENTS:\n" + element("<\(arguments.name)>", arguments.help))
        }
        var options = command.options.map { option in
            let label = option.short.map { "-\($0), " + option.synopsis } ?? option.synopsis
            return element(label, [option.help, valuesAndDefault(option)].filter { !$0.isEmpty }.joined(separator: " "))
        }
        options.append(element("--version", "Show the version."))
        options.append(element("-h, --help", "Show help information."))
        sections.append("OPTIONS:\n" + options.joined())
        if !command.subcommands.isEmpty {
            sections.append("SUBCOMMANDS:\n" + command.subcommands.map { element($0.name, $0.abstract) }.joined())
        }
        text += sections.joined(separator: "\n")
        if !command.subcommands.isEmpty {
            let names = [path[0].name, "help"] + path.dropFirst().map(\.name)
            text += "\n  See '\(names.joined(separator: " ")) <subcommand>' for detailed help."
        }
        return text
    }

    /// `fontpack check <options>`: the command and its options, the optional
    /// ones in brackets; with more than 12, only the required ones.
    package static func usage(_ path: [CommandSpec]) -> String {
        let command = path[path.count - 1]
        let name = path.map(\.name).joined(separator: " ")
        if !command.subcommands.isEmpty { return name + " <subcommand>" }
        var items: [(synopsis: String, keptWhenMany: Bool)] = []
        if let arguments = command.arguments {
            let synopsis = "<\(arguments.name)> ..."
            items.append((arguments.isRequired ? synopsis : "[\(synopsis)]", true))
        }
        for option in command.options {
            var synopsis = option.synopsis
            if option.arity == .repeated || option.arity == .upToNextOption { synopsis += " ..." }
            items.append((option.isRequired ? synopsis : "[\(synopsis)]", option.isRequired))
        }
        if items.isEmpty { return name }
        if items.count <= 12 { return ([name] + items.map(\.synopsis)).joined(separator: " ") }
        let kept = items.filter(\.keptWhenMany).map(\.synopsis)
        return kept.isEmpty ? name + " <options>" : ([name, "[<options>]"] + kept).joined(separator: " ")
    }

    /// A usage error as a compiler-style tool prints it: the command, `error:`,
    /// the reason, then the usage and where to find more.
    package static func error(_ error: UsageError, root: CommandSpec) -> String {
        var path = [root]
        for name in error.path.dropFirst() {
            guard let next = path[path.count - 1].subcommands.first(where: { $0.name == name }) else { break }
            path.append(next)
        }
        let name = path.map(\.name).joined(separator: " ")
        return """
            \(name): error: \(error.message)
            Usage: \(usage(path))
              See '\(name) --help' for more information.
            """
    }

    /// `(values: a, b; default: a)`, or the part of it that applies.
    static func valuesAndDefault(_ option: OptionSpec) -> String {
        let values = option.allowedValues.map { "values: " + $0.joined(separator: ", ") }
        let parts = [values, option.defaultText.map { "default: " + $0 }].compactMap { $0 }
        return parts.isEmpty ? "" : "(" + parts.joined(separator: "; ") + ")"
    }

    /// One row of a section: the label at column 2, its help wrapped at column 26,
    /// on the next line when the label reaches the column.
    static func element(_ label: String, _ help: String) -> String {
        let padded = "  " + label
        guard !help.isEmpty else { return padded + "\n" }
        let wrappedHelp = wrapped(help, indent: helpColumn)
        if padded.count < helpColumn { return padded + wrappedHelp.dropFirst(padded.count) + "\n" }
        return padded + "\n" + wrappedHelp + "\n"
    }

    /// `text` broken at spaces into lines of at most 80 columns, each indented by
    /// `indent`; its own line breaks kept; a word longer than a line stands alone.
    static func wrapped(_ text: String, indent: Int) -> String {
        let columns = width - indent
        var lines: [Substring] = []
        var start = text.startIndex
        while true {
            let chunk = text[start...].prefix(columns)
            if let lineBreak = chunk.lastIndex(of: "\n") {
                lines += text[start..<lineBreak].split(separator: "\n", omittingEmptySubsequences: false)
                start = text.index(after: lineBreak)
            } else if chunk.endIndex == text.endIndex {
                lines.append(text[start...])
                break
            } else if let space = chunk.lastIndex(of: " ") ?? text[start...].firstIndex(of: " ") {
                lines.append(text[start..<space])
                start = text.index(after: space)
            } else {
                lines.append(text[start...])
                break
            }
        }
        let margin = String(repeating: " ", count: indent)
        return lines.map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
    }
}
