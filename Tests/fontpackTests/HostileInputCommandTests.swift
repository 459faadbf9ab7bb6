import Foundation
import Testing

@Suite("fontpack check with bad or watched input")
struct HostileInputCommandTests {
    /// `sha256sum` of every file under `paths`, with its modification time.
    static func fingerprints(_ paths: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        let root = CommandLineRun.packageRoot.path
        for path in paths {
            let enumerator = try #require(FileManager.default.enumerator(atPath: root + "/" + path))
            var files: [String] = []
            while let relative = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let full = root + "/" + path + "/" + relative
                if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                    files.append(full)
                }
            }
            for file in files {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["sha256sum", file]
                let pipe = Pipe()
                process.standardOutput = pipe
                try process.run()
                let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                let modified = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
                result[file] = "\(output.prefix(64)) \(modified?.timeIntervalSince1970 ?? 0)"
            }
        }
        return result
    }

    @Test("a full check --strings modifies no input: config, fonts, strings, Info.plist")
    func inputsAreNeverModified() throws {
        let watched = ["Config", "Fonts"]
        let before = try Self.fingerprints(watched)
        #expect(before.count > 20)
        let run = try CommandLineRun.fontpack(
            "check", "--strings", "Config/ExampleApp", "--info-plist", "Config/ExampleApp/Info.plist",
            "--level", "full", "--format", "json")
        #expect(run.status == 1, "\(run.standardError)")
        #expect(try Self.fingerprints(watched) == before)
    }

    @Test("a typo in a .stringsdict reference is a warning on its line, not a crash", arguments: [
        "re-percent", "backslash", "percent-at",
    ])
    func stringsdictTypo(name: String) throws {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-typo-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: CommandLineRun.packageRoot.appendingPathComponent("Config/ExampleApp"), to: app)
        let stringsdict = app.appendingPathComponent("en.lproj/Localizable.stringsdict")
        try FileManager.default.removeItem(at: stringsdict)
        try FileManager.default.copyItem(
            at: CommandLineRun.packageRoot.appendingPathComponent(
                "Tests/Fixtures/Regressions/stringsdict/format-key-\(name).stringsdict"),
            to: stringsdict)
        let run = try CommandLineRun.fontpack("check", "--strings", app.path)
        // 1: the example app's own tofu findings; a trap would be a signal (status 132 or more).
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardOutput.contains("en.lproj/Localizable.stringsdict:8:11: warning: [stringsdict-structure] reviews.count:"))
        #expect(run.standardOutput.contains("which is not a variable reference"))
    }
}
