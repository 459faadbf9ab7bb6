/// A format `--format` names. Each format is declared here, once; which
/// commands write it, and how, is each output's list of writers
/// (``CommandOutput/writers``).
///
/// A struct rather than an enum, so that a format added here breaks no
/// `switch` in a user's code.
public struct OutputFormat: Hashable, Sendable, CustomStringConvertible {
    /// What `--format` takes, and the name the tool's help lists.
    public let id: String

    init(_ id: String) { self.id = id }

    /// The id, as `--format` takes it.
    public var description: String { id }

    /// For people: at a terminal, in a CI log. Findings read as a compiler
    /// prints them (`file:line:column: error: [code] message`).
    public static let text = OutputFormat("text")
    /// For scripts: pretty, keys sorted; the field names are a contract (the
    /// manual's Command line article).
    public static let json = OutputFormat("json")
    /// A SARIF 2.1.0 log (OASIS), for code-scanning dashboards such as
    /// GitHub's `upload-sarif`.
    public static let sarif = OutputFormat("sarif")
    /// JUnit XML, for test dashboards (Jenkins, GitLab, Buildkite).
    public static let junit = OutputFormat("junit")
    /// GitHub Actions workflow commands, which GitHub shows as annotations
    /// on the pull request.
    public static let github = OutputFormat("github")
    /// A Markdown table, for documentation.
    public static let markdown = OutputFormat("markdown")
}
