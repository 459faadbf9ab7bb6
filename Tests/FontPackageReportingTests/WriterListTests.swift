@testable import FontPackageReporting
import Testing

/// Each output's one list of writers, which `--format`, its help and the
/// snapshot script read.
@Suite("each output's writers: one per format, text first, a summary that fits a help line")
struct WriterListTests {
    struct Listed: CustomTestStringConvertible, Sendable {
        let output: String
        let formats: [OutputFormat]
        let summaries: [String]
        var testDescription: String { output }

        init<Output: CommandOutput>(_ output: String, _ type: Output.Type) {
            self.output = output
            formats = Output.writers.map(\.format)
            summaries = Output.writers.map(\.summary)
        }
    }

    static let outputs = [
        Listed("check", CheckOutput.self), Listed("coverage", CoverageOutput.self), Listed("resolve", ResolutionOutput.self),
        Listed("rules", RulesListing.self), Listed("langs", LanguagesListing.self),
    ]

    @Test("formats are distinct, and text comes first: --format's default", arguments: outputs)
    func formats(_ listed: Listed) {
        #expect(listed.formats.first == .text)
        #expect(Set(listed.formats).count == listed.formats.count, "\(listed.formats)")
    }

    /// swift-argument-parser prints a value's description after its name at
    /// column 28, behind "- ", and wraps at 80 columns: 50 characters fit one line.
    @Test("each summary is one sentence that fits one line of --help", arguments: outputs)
    func summaries(_ listed: Listed) {
        for summary in listed.summaries {
            #expect(summary.count <= 50 && summary.hasSuffix(".") && !summary.contains("\n"), "\(summary)")
        }
    }

    @Test("check writes every format but markdown; coverage all of check's but JUnit")
    func whoWritesWhat() {
        #expect(CheckOutput.writers.map(\.format) == [.text, .json, .sarif, .junit, .github])
        #expect(CoverageOutput.writers.map(\.format) == [.text, .json, .sarif, .github])
        #expect(RulesListing.writers.map(\.format) == [.text, .json, .markdown])
        #expect(CheckOutput.writer(.markdown) == nil)
    }
}
