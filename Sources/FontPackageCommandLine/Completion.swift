/// A bash completion script made from the declarations: subcommands, each
/// command's options, the values of an option that takes a fixed set, and
/// file names for the arguments and the options that take free text (a path, most often).
package enum CompletionScript {
    /// The script for the tool `root` declares.
    package static func bash(_ root: CommandSpec) -> String {
        let function = "_" + root.name.map { $0.isLetter || $0.isNumber ? $0 : "_" }.reduce(into: "") { $0.append($1) }
        var commands: [(path: String, command: CommandSpec)] = []
        func collect(_ command: CommandSpec, _ path: String) {
            commands.append((path, command))
            for subcommand in command.subcommands { collect(subcommand, path + "/" + subcommand.name) }
        }
        collect(root, "")
        let paths = commands.dropFirst().map(\.path).joined(separator: "|")
        var cases: [String] = []
        for (path, command) in commands {
            var lines = ["        \"\(path)\")"]
            if command.subcommands.isEmpty {
                let valued = command.options.filter { $0.arity != .flag }
                var values: [String] = []
                for option in valued {
                    // A fixed set: its values; a number: nothing to offer; free text: file names.
                    let reply =
                        if let allowed = option.allowedValues {
                            "COMPREPLY=($(compgen -W \"\(allowed.joined(separator: " "))\" -- \"$cur\"))"
                        } else if !option.expectation.isEmpty {
                            "COMPREPLY=()"
                        } else {
                            "COMPREPLY=($(compgen -f -- \"$cur\"))"
                        }
                    values.append("                \(option.displayName)) \(reply); return ;;")
                }
                if !values.isEmpty {
                    lines.append("            case \"$prev\" in")
                    lines += values
                    lines.append("            esac")
                }
                let names = command.options.flatMap { option in [option.short.map { "-\($0)" }, option.displayName].compactMap { $0 } }
                lines.append("            words=\"\((names + ["--version", "-h", "--help"]).joined(separator: " "))\"")
                lines.append("            files=\(command.arguments == nil ? 0 : 1) ;;")
            } else {
                let names = command.subcommands.map(\.name) + (path.isEmpty ? ["help"] : []) + ["--version", "-h", "--help"]
                lines.append("            words=\"\(names.joined(separator: " "))\"")
                lines.append("            files=0 ;;")
            }
            cases.append(lines.joined(separator: "\n"))
        }
        return """
            # bash completion for \(root.name): `source` this file, or write it to
            # /etc/bash_completion.d/\(root.name).
            \(function)() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                local command_path="" words="" files=0 i
                # The subcommands given so far, from the first word on.
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case "$command_path/${COMP_WORDS[i]}" in
                        \(paths)) command_path="$command_path/${COMP_WORDS[i]}" ;;
                        *) break ;;
                    esac
                done
                case "$command_path" in
            \(cases.joined(separator: "\n"))
                esac
                if [[ $files == 1 && $cur != -* ]]; then
                    COMPREPLY=($(compgen -f -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "$words" -- "$cur"))
                fi
            }
            complete -o filenames -F \(function) \(root.name)

            """
    }
}
