import Foundation
import Testing

/// A config face no font serves makes every export refuse the pack, naming the
/// face once, every slot it leaves empty and why the check did not find it.
@Suite("Exports refuse a pack with a face no font serves")
struct ExportUnlocatedTests {
    static let exports: [[String]] = [["fontconfig"], ["css", "--output"], ["apple"], ["android", "--output"]]

    static func run(_ export: [String], config: String) throws -> CommandLineRun {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-\(UUID().uuidString)").path
        let arguments = ["export"] + export + (export.last == "--output" ? [output] : []) + ["--config", config, "--fonts", "Fonts"]
        let run = try CommandLineRun.fontpack(arguments: arguments)
        #expect(!FileManager.default.fileExists(atPath: output), "\(export): wrote \(output)")
        return run
    }

    @Test("an italic face no font serves is refused, not its entry left out of the export", arguments: exports)
    func italicFace(_ export: [String]) throws {
        // The italic request finds light italic; bold italic is a name no font has.
        let config = try temporaryConfig(
            #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}, {"font": 0, "italic": true, "name": "NotoSans-Light"}, {"font": 2, "italic": true, "name": "NoSuchFont-BoldItalic"}]}]}"#)
        let run = try Self.run(export, config: config)
        #expect(run.status == 2, "\(export): \(run.standardOutput.prefix(300))")
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("default bold italic: NoSuchFont-BoldItalic (no font named 'NoSuchFont-BoldItalic'"), "\(run.standardError)")
    }

    @Test("a face that leaves several slots empty is named once, with the slots and the reason", arguments: exports)
    func oneFaceManySlots(_ export: [String]) throws {
        let config = try temporaryConfig(
            #"{"list": [{"env": "vi", "data": [{"font": 0, "name": "NoSuchFont-Light"}]}, {"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#)
        let run = try Self.run(export, config: config)
        #expect(run.status == 2)
        #expect(run.standardError.components(separatedBy: "NoSuchFont-Light (").count == 2, "\(run.standardError)")
        #expect(run.standardError.contains("vi light, medium, bold, italic: NoSuchFont-Light (no font named 'NoSuchFont-Light'"), "\(run.standardError)")
    }
}
