import Foundation
import Testing

/// The README's "Use it as a dependency" section, as written: its path
/// dependency and target lines make a consumer's manifest, and its plugin
/// commands run in that consumer's folder.
@Suite("The README's dependency and plugin commands")
struct ReadmeDependencyTests {
    /// The README's section on using the package as a dependency.
    static func section() throws -> String {
        let readme = try String(contentsOfFile: ConsumerPackage.packageRoot + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Use it as a dependency\n"))
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The lines of each fenced block of `language` in `text`, in order.
    static func blocks(_ language: String, in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test("a tagged release's snippet depends by version (ConsumerPackageTests builds that form on a tagged clone)")
    func taggedSnippet() throws {
        let swift = Self.blocks("swift", in: try Self.section())
        #expect(swift.count == 2)
        #expect(swift.last?.first { $0.contains(".package(url:") }?.contains(#"from: "1.0.0")"#) == true)
    }

    @Test("the path dependency and the plugin commands, as written, in a consumer beside a clone (slow: builds fontpack in a consumer)")
    func asWritten() throws {
        let section = try Self.section()
        let manifest = try #require(Self.blocks("swift", in: section).first)
        let dependencies = try #require(manifest.first { $0.hasPrefix("dependencies:") })
        let targets = try #require(manifest.first { $0.hasPrefix("targets:") })
        #expect(dependencies.contains(#".package(path: "../FontPackage")"#))
        let commands = try #require(Self.blocks("sh", in: section).first).map { line in
            // The command, without its comment.
            String(line.range(of: "  #").map { line[..<$0.lowerBound] } ?? Substring(line)).trimmingCharacters(in: .whitespaces)
        }
        #expect(commands.count == 2 && commands.allSatisfy { $0.hasPrefix("swift package ") }, "\(commands)")

        // The consumer's folder is beside the clone (ConsumerPackage: root/Consumer and root/FontPackage).
        let consumer = try ConsumerPackage()
        defer { consumer.remove() }
        try consumer.write(
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "Consumer",
                \(dependencies)
                \(targets)
            )
            """, to: "Package.swift")
        try consumer.write(
            "import FontPackage\npublic let config = try? FontPackConfig.parse(bytes: [], file: \"appfont.json\")\n",
            to: "Sources/App/App.swift")
        try consumer.write(ConsumerPackageTests.packConfig(), to: "appfont.json")
        try FileManager.default.createDirectory(atPath: consumer.folder + "/Fonts", withIntermediateDirectories: true)
        for face in ["Light", "Medium", "Bold"] {
            try FileManager.default.copyItem(
                atPath: ConsumerPackage.packageRoot + "/Fonts/NotoSans/NotoSans-\(face).ttf",
                toPath: consumer.folder + "/Fonts/NotoSans-\(face).ttf")
        }
        let check = try ConsumerPackage.run("bash", ["-c", commands[0]], in: consumer.folder)
        #expect(check.status == 0, "\(commands[0]): \(check.output)")
        #expect(check.output.contains("0 errors, 0 warnings"), "\(check.output)")
        let report = try ConsumerPackage.run("bash", ["-c", commands[1]], in: consumer.folder)
        #expect(report.status == 0, "\(commands[1]): \(report.output)")
        #expect(FileManager.default.fileExists(atPath: consumer.folder + "/build/report/index.html"), "\(report.output)")
    }
}
