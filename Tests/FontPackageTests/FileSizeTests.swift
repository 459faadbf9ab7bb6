import Foundation
import Testing
@testable import FontPackageSupport

/// `fileSize(atPath:)` against coreutils' `stat`, on real files of the package.
@Suite("File sizes")
struct FileSizeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test(
        "the size of a file is what stat -c %s prints, through symbolic links",
        arguments: [
            "README.md", "Fonts/NotoSans/NotoSans-Light.ttf", "Fonts/NotoSansCJK/NotoSansCJK-Light.ttc",
            "Tests/Fixtures/CorruptFonts/zero-length.ttf",
        ])
    func matchesStat(_ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/stat")
        process.arguments = ["-L", "-c", "%s", Self.root + "/" + path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(fileSize(atPath: Self.root + "/" + path) == Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test("a missing file has no size")
    func missing() {
        #expect(fileSize(atPath: Self.root + "/no such file") == nil)
    }
}
