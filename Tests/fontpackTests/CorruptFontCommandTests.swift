import Foundation
import Testing

/// Each file of `Tests/Fixtures/CorruptFonts` (made by
/// `Scripts/fixtures/make-corrupt-fonts.py`) as the one face of a `he` entry,
/// named by its path, beside a good `default`, through every command of the
/// built binary: `check`, `report`, `subset` and each `export`. A corrupt
/// font named this way once stopped all of them with a trap (exit 132).
///
/// Every run exits 0, 1 or 2 on its own. Where FreeType cannot read the file
/// (`fc-query` cannot either), every command names the file and FreeType's
/// reason; where it can, the face is used, and each output names its file or
/// says why it could not be written.
@Suite("Corrupt fonts through every command")
struct CorruptFontCommandTests {
    static let corpus = CommandLineRun.packageRoot.appendingPathComponent("Tests/Fixtures/CorruptFonts").path

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []
        return names.filter { $0 != "OFL.txt" }.sorted()
    }()

    /// Each command the test runs; the export kinds are checked against the binary's own list.
    enum Command: String, CaseIterable {
        case check, report, subset
        case exportFontconfig = "fontconfig", exportCSS = "css", exportApple = "apple", exportAndroid = "android"
        case exportFlutter = "flutter"

        static let exportKinds = allCases.filter { $0.isExport }.map(\.rawValue)

        var isExport: Bool {
            switch self {
            case .check, .report, .subset: false
            case .exportFontconfig, .exportCSS, .exportApple, .exportAndroid, .exportFlutter: true
            }
        }

        /// The arguments after `fontpack`; `output` is a folder of the pack's own, for what writes one.
        func arguments(config: String, output: String) -> [String] {
            switch self {
            case .check: ["check", "--config", config]
            case .report, .subset: [rawValue, "--config", config, "--output", output]
            case .exportFontconfig, .exportApple: ["export", rawValue, "--config", config]
            case .exportCSS, .exportAndroid, .exportFlutter: ["export", rawValue, "--config", config, "--output", output]
            }
        }
    }

    /// A pack folder: `Fonts/Light.ttf` (FixtureSlot-Light) for `default`, the corrupt file as `he`'s face.
    static func pack(for file: String) throws -> (folder: URL, config: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-corrupt-\(UUID().uuidString)")
        let fonts = folder.appendingPathComponent("Fonts/corrupt")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandLineRun.packageRoot.appendingPathComponent("Tests/Fixtures/Fonts/Light.ttf"),
            to: folder.appendingPathComponent("Fonts/Light.ttf"))
        try FileManager.default.copyItem(atPath: corpus + "/" + file, toPath: fonts.appendingPathComponent(file).path)
        let config = folder.appendingPathComponent("appfont.json")
        try Data(
            """
            {"list": [
              {"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular", "file": "corrupt/\(file)"}]},
              {"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}
            """.utf8
        ).write(to: config)
        return (folder, config.path)
    }

    /// Whether the face cannot be read: `fc-query` refuses it, or it is a
    /// collection of more faces than this package reads (1024; FreeType opens it).
    static func isUnreadable(_ file: String) throws -> Bool {
        if file == "faces-2000.ttc" { return true }
        return try runTool("fc-query", ["-i", "0", "-f", "%{family}\n", corpus + "/" + file]).status != 0
    }

    /// Every text file a command wrote under `folder`, and its standard output and error, as one text.
    static func everything(_ run: CommandLineRun, wrote folder: URL) -> String {
        var text = run.standardOutput + "\n" + run.standardError
        if let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let url as URL in walk where ["html", "css", "xml", "json", "yaml"].contains(url.pathExtension) {
                text += "\n" + ((try? String(contentsOf: url, encoding: .utf8)) ?? "")
            }
        }
        return ["&apos;": "'", "&#39;": "'", "&quot;": "\"", "&lt;": "<", "&gt;": ">", "&amp;": "&"]
            .reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
    }

    @Test("the test runs every export kind the binary has")
    func everyExportKind() throws {
        let help = try CommandLineRun.fontpack("--experimental-dump-help")
        let root = try #require(try help.json()["command"] as? [String: Any])
        let commands = try #require(root["subcommands"] as? [[String: Any]])
        let export = try #require(commands.first { $0["commandName"] as? String == "export" })
        let kinds = try #require(export["subcommands"] as? [[String: Any]]).compactMap { $0["commandName"] as? String }
        #expect(Set(kinds) == Set(Command.exportKinds))
        #expect(Set(commands.compactMap { $0["commandName"] as? String }).isSuperset(of: ["check", "report", "subset"]))
    }

    @Test("the corpus holds every kind of damage the script makes")
    func corpus() {
        #expect(Self.files.count >= 23)
        for kind in ["zero-length", "truncated", "bitflip", "wrong-magic", ".ttc", "table-past-end", "cmap-offsets"] {
            #expect(Self.files.contains { $0.contains(kind) }, "no \(kind) file")
        }
    }

    @Test("a corrupt face beside a good one: every command exits 0-2 and names the face, with FreeType's reason when unreadable",
        arguments: files)
    func everyCommand(file: String) throws {
        let (folder, config) = try Self.pack(for: file)
        defer { try? FileManager.default.removeItem(at: folder) }
        let unreadable = try Self.isUnreadable(file)
        let reason = "font file 'corrupt/\(file)' cannot be read: "
        let base = (file as NSString).deletingPathExtension
        for command in Command.allCases {
            let output = folder.appendingPathComponent("out-\(command.rawValue)")
            let run = try CommandLineRun.fontpack(arguments: command.arguments(config: config, output: output.path))
            let context = "\(file) \(command.rawValue): exit \(run.status)\n\(run.standardOutput.prefix(2000))\n\(run.standardError.prefix(2000))"
            #expect(!run.signaled && (0...2).contains(run.status), "\(context)")
            let text = Self.everything(run, wrote: output)
            switch (command, unreadable) {
            case (.check, true):
                #expect(run.status == 1, "\(context)")
                #expect(text.contains("appfont.json:2:26: error: [font-unreadable] he light: \(reason)"), "\(context)")
            case (.report, true):
                #expect(run.status == 1, "\(context)")
                #expect(text.contains("[font-unreadable]</code> he light: \(reason)"), "\(context)")
            case (.subset, true):
                #expect(run.status == 1, "\(context)")
                #expect(text.contains("[subset-failed] he light: NotoSansHebrew-Regular is not in the subset: \(reason)"), "\(context)")
                #expect(!text.contains("subset-changes-check"), "\(context)")
            case (_, true):
                #expect(run.status == 2, "\(context)")
                #expect(text.contains("he light, medium, bold, italic: NotoSansHebrew-Regular (\(reason)"), "\(context)")
            case (.check, false), (.report, false):
                #expect(text.contains("corrupt/\(file)") && !text.contains(reason), "\(context)")
            case (.subset, false):
                // Subset, or the subsetter's reason it is not; a face not subset is not reported again as
                // missing from the subset. (A subset of a face whose glyphs are wrong may well check otherwise.)
                #expect(
                    text.contains("corrupt/\(file)  ") || text.contains("[subset-failed] corrupt/\(file)#0: "), "\(context)")
                #expect(!text.contains("does not exist in the pack"), "\(context)")
            case (.exportCSS, false):
                #expect(
                    (run.status == 0 && text.contains("url(\"fonts/corrupt/\(base).woff2\")"))
                        || (run.status == 2 && text.contains("corrupt/\(file)#0: cannot write it as WOFF2: ")),
                    "\(context)")
            case (.exportAndroid, false):
                let resource = base.lowercased().replacingOccurrences(of: "-", with: "_")
                #expect(run.status == 0 && text.contains("android:font=\"@font/\(resource)\""), "\(context)")
            case (.exportFlutter, false):
                // The file copied under the app's fonts/, or, for a face of a collection that cannot be cut out, its reason.
                #expect(
                    (run.status == 0 && text.contains("- asset: \"fonts/fontpack/corrupt/"))
                        || (run.status == 2 && text.contains("corrupt/\(file)")),
                    "\(context)")
            case (.exportFontconfig, false):
                #expect(run.status == 0 && text.contains("<string>\(folder.path)/Fonts/corrupt/\(file)</string>"), "\(context)")
            case (.exportApple, false):
                #expect(run.status == 0 && text.contains("<string>Fonts/corrupt/\(file)</string>"), "\(context)")
            }
        }
    }
}
