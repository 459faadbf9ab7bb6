import Foundation
import Testing

/// `fit` budgets are measured with HarfBuzz: with `--shaping off`, check and
/// report measure none, and say so instead of passing them silently.
@Suite("fit budgets with shaping off")
struct FitShapingOffTests {
    static let arguments = ["--config", "Tests/Fixtures/Config/fit.json", "--fonts", "Fonts", "--strings", "Tests/Fixtures/FitApp"]

    @Test("shaping off: a note names the budgets not measured, and no string-too-wide; shaping on: the budgets fail the run")
    func skippedAndSaid() throws {
        let off = try CommandLineRun.fontpack(arguments: ["check"] + Self.arguments + ["--shaping", "off"])
        #expect(off.status == 0, "\(off.standardError)")
        #expect(off.standardError.contains(
            "note: --shaping off: the 1 fit budget of Tests/Fixtures/Config/fit.json is not measured (string-too-wide needs HarfBuzz)"))
        #expect(!off.standardOutput.contains("string-too-wide"))
        let on = try CommandLineRun.fontpack(arguments: ["check"] + Self.arguments)
        #expect(on.status == 1)
        #expect(on.standardOutput.contains("[string-too-wide]"))
        #expect(!on.standardError.contains("--shaping off"))
        // Without strings there is nothing to measure, and nothing to say.
        let noStrings = try CommandLineRun.fontpack(
            arguments: ["check", "--config", "Tests/Fixtures/Config/fit.json", "--fonts", "Fonts", "--shaping", "off"])
        #expect(!noStrings.standardError.contains("fit budget"))
    }
}
