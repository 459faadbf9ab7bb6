import PackagePlugin

/// `swift package --allow-writing-to-package-directory fontpack-write <subcommand> <options>`:
/// fontpack on the package, for the subcommands that write (report, export, subset,
/// init, `--output`). SwiftPM grants the write access a plugin declares for every run of
/// it, which is why the subcommands that only read have a plugin of their own.
@main
struct FontPackWriteCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try FontPackRun.run(arguments, context: context)
    }
}
