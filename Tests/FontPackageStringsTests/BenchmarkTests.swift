import FontPackageStrings
import Foundation
import Testing

/// Reads a generated app and prints how long reading and extracting took.
///
///     Scripts/generate/generate-example-app.py /tmp/bigapp --languages 50 --strings 2000
///     FONTPACK_STRINGS_BENCH=/tmp/bigapp swift test -c release --scratch-path .build-strings \
///         --filter FontPackageStringsTests.BenchmarkTests
///
/// Without it, the example app is read: the measuring code runs, and is tested, on every run.
@Suite struct BenchmarkTests {
    static let generatedApp = ProcessInfo.processInfo.environment["FONTPACK_STRINGS_BENCH"]

    @Test("reads an app five times and each format alone, and says how long")
    func readAndExtractGeneratedApp() throws {
        let path = Self.generatedApp ?? (AndroidStringsReaderTests.packageRoot + "/Config/ExampleApp")
        let clock = ContinuousClock()
        var best: (read: Duration, extract: Duration) = (.seconds(1000), .seconds(1000))
        var summary = ""
        for _ in 0..<5 {
            let start = clock.now
            let app = AppStrings.load(paths: [path], options: StringsReadOptions(developmentLanguage: "en"))
            let read = clock.now - start
            let all = RenderedCharacters.of(app.strings)
            let scalars = all.reduce(0) { $0 + $1.scalars.count }
            let emoji = all.reduce(0) { $0 + $1.emoji.count }
            let extract = clock.now - start - read
            best = (min(best.read, read), min(best.extract, extract))
            summary =
                "\(app.files.count) files, \(app.strings.count) strings, \(app.languages.count) languages, "
                + "\(app.diagnostics.count) diagnostics, \(scalars) scalar entries, \(emoji) emoji entries"
            // A generated app is written without faults; the example app keeps some on purpose.
            if Self.generatedApp != nil { #expect(app.diagnostics.isEmpty, "\(app.diagnostics.prefix(3))") }
            #expect(app.strings.count > 0)
        }
        // Each format on one thread, to see where the time goes.
        let sources = StringsDiscovery.find(in: [path]).sources
        for format in StringsFormats.all {
            let group = sources.filter { $0.format.id == format.id }
            let start = clock.now
            var count = 0
            for source in group {
                count += AppStrings.readFile(source, options: StringsReadOptions(developmentLanguage: "en")).strings.count
            }
            print("benchmark: \(format.id): \(group.count) files, \(count) strings, read in \(clock.now - start) on one thread")
        }
        print("benchmark: \(summary)")
        print("benchmark: read \(best.read), extract \(best.extract), total \(best.read + best.extract) (best of 5)")
    }
}
