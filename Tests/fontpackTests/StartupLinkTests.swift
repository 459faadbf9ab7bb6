import Foundation
import Testing

/// The tool starts in a few milliseconds because it loads no ICU: every module
/// uses `FoundationEssentials` only. A new `import Foundation` in a module the
/// binary links would bring `libFoundation.so`, its internationalization
/// library and ICU back; the dynamic loader (`ldd`) says whether it did.
@Suite("start-up: no ICU in the binary") struct StartupLinkTests {
    @Test func theBinaryLinksNeitherFoundationNorICU() throws {
        let (status, output) = try runTool("ldd", [CommandLineRun.executable.path])
        #expect(status == 0)
        let libraries = output.split(separator: "\n").compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) }
        #expect(libraries.contains { $0.hasPrefix("libharfbuzz.so") }, "ldd lists the libraries: \(output)")
        for unwanted in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            #expect(!libraries.contains(unwanted), "\(unwanted) is linked:\n\(output)")
        }
    }
}
