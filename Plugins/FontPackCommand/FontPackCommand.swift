import PackagePlugin

/// `swift package fontpack <subcommand> <options>`: fontpack on the package,
/// for the subcommands that only read (check, resolve, langs, coverage, rules).
///
/// This plugin asks for no permission, so a check needs no flag; the subcommands
/// that write (report, export, subset, init, or any `--output`) are refused with
/// the command that runs them under `fontpack-write`, which asks for write access.
@main
struct FontPackCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if FontPackRun.writes(arguments) {
            Diagnostics.error(
                """
                fontpack \(arguments.joined(separator: " ")) writes files; run it as: \
                swift package --allow-writing-to-package-directory fontpack-write \(arguments.joined(separator: " "))
                """)
            return
        }
        try FontPackRun.run(arguments, context: context)
    }
}
