import Foundation
import Testing

/// Helpers shared by the suites: the oracle tools, test font files, temp folders.
enum Support {
    static let dejaVu = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    ]

    /// The package root (this file is Tests/FontPackageCheckTests/Support.swift).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        return url.path
    }()

    /// Font files in the example pack and the fixture folder, when present.
    static var packFonts: [String] {
        var found: [String] = []
        for folder in ["Fonts", "Tests/Fixtures/Fonts"] {
            let root = packageRoot + "/" + folder
            guard let enumerator = FileManager.default.enumerator(atPath: (root as NSString).resolvingSymlinksInPath) else {
                continue
            }
            while let path = enumerator.nextObject() as? String {
                let ext = (path as NSString).pathExtension.lowercased()
                if ["ttf", "otf", "ttc", "otc", "woff", "woff2"].contains(ext) { found.append(root + "/" + path) }
            }
        }
        return found.sorted()
    }

    /// Runs a tool, returning its exit status and standard output.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A new empty temporary folder.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "fontpackage-check-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ data: Data, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }
}
