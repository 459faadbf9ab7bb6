public import ArgumentParser
public import FontPackageReporting

/// `--format`: a command's values are the writers of its output, as the
/// reporting library lists them (`CommandOutput.writers`); the help shows
/// each writer's summary, and the first writer is the default. The tool keeps
/// no list of formats of its own, as swift-openapi-generator's command line
/// conforms its core's `PluginSource` rather than mirroring it.
extension Writer: ExpressibleByArgument where Output: CommandOutput {
    public init?(argument: String) {
        guard let writer = Output.writers.first(where: { $0.id == argument }) else { return nil }
        self = writer
    }

    public var defaultValueDescription: String { id }

    public static var allValueStrings: [String] { Output.writers.map(\.id) }

    public static var allValueDescriptions: [String: String] {
        Dictionary(Output.writers.map { ($0.id, $0.summary) }, uniquingKeysWith: { first, _ in first })
    }

    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension CommandOutput {
    /// `--format`'s default: the first writer of the output's list.
    static var defaultWriter: Writer<Self> { writers[0] }
}
