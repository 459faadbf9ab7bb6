import Foundation
import Testing

/// `fontpack export flutter` read back by PyYAML and fontTools
/// (`Tests/Export/flutter_pubspec.py`: Flutter's pubspec `fonts:` schema, each
/// asset a plain relative path to one font whose `usWeightClass` and italic
/// bit are the declared `weight` and `style`), the schema checked again by
/// `check-jsonschema`, then matched with `fontpack resolve`: for every language
/// and request, the family of the entry `resolve` names holds the face it
/// gives, and the family's comment asks for that slot at that face's weight,
/// style and coordinates.
@Suite struct ExportFlutterTests {
    /// The four UIFont requests, by the slot names the fragment's comments use.
    static let requests: [(slot: String, arguments: [String])] = [
        ("light", ["--system"]), ("medium", ["--system", "--weight", "medium"]), ("bold", ["--bold"]), ("italic", ["--italic"]),
    ]

    /// What the oracle read: per family, its assets; per family and slot, the comment's request.
    struct Read {
        struct Asset {
            let path: String
            let weight: Int?
            let italic: Bool
            let postscriptName: String
            let variable: Bool
        }
        struct Request: Equatable {
            let weight: Int
            let italic: Bool
            let variations: [String: Double]
        }
        var families: [(name: String, assets: [Asset])] = []
        var requests: [String: [String: Request]] = [:]
        /// The default instance's PostScript name of each source face asked about (`file#index`).
        var sources: [String: String] = [:]

        func family(_ name: String) -> [Asset]? { families.first { $0.name == name }?.assets }
    }

    /// Exports `config` into a new app folder; the folder and the export's run.
    static func export(config: String, fonts: String) throws -> (folder: String, run: CommandLineRun) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-flutter-\(UUID().uuidString)").path
        let run = try CommandLineRun.fontpack("export", "flutter", "--config", config, "--fonts", fonts, "--output", folder)
        return (folder, run)
    }

    /// Runs the oracle on `folder`, asking for the PostScript names of `sources` (`file#index`).
    static func read(_ folder: String, sources: Set<String> = []) throws -> Read {
        let script = CommandLineRun.packageRoot.appendingPathComponent("Tests/Export/flutter_pubspec.py").path
        let run = try runTool("python3", [script, folder] + sources.sorted().flatMap { ["--source", $0] })
        #expect(run.status == 0, "flutter_pubspec.py: \(run.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
        var read = Read()
        for case let family as [Any] in try #require(object["families"] as? [Any]) {
            let name = try #require(family.first as? String)
            let assets = try #require(family.last as? [[String: Any]]).map { asset in
                Read.Asset(
                    path: asset["asset"] as? String ?? "", weight: asset["weight"] as? Int, italic: asset["style"] as? String == "italic",
                    postscriptName: asset["postscriptName"] as? String ?? "",
                    variable: !((asset["axes"] as? [String: Any]) ?? [:]).isEmpty)
            }
            read.families.append((name, assets))
        }
        for (family, slots) in try #require(object["requests"] as? [String: [String: [String: Any]]]) {
            for (slot, request) in slots {
                read.requests[family, default: [:]][slot] = Read.Request(
                    weight: request["weight"] as? Int ?? 0, italic: request["italic"] as? Bool ?? false,
                    variations: request["variations"] as? [String: Double] ?? [:])
            }
        }
        read.sources = try #require(object["sources"] as? [String: String])
        // The schema once more, by check-jsonschema (an independent validator) on the YAML file itself.
        let schema = CommandLineRun.packageRoot.appendingPathComponent("Tests/Export/flutter_fonts.schema.json").path
        let validation = try runTool("check-jsonschema", ["--schemafile", schema, folder + "/fontpack_fonts.yaml"])
        #expect(validation.status == 0, "check-jsonschema: \(validation.output)")
        return read
    }

    /// Exports and compares with `resolve` for every language and request:
    /// the entry's family holds the face, and its comment's request for the
    /// slot is the asset's declared weight and style, and the slot's coordinates.
    @discardableResult
    /// `italicFaces`: the PostScript names of italic faces the four requests do not reach (`bold italic`), allowed in the families.
    static func compare(config: String, fonts: String, languages: [String], italicFaces: Set<String> = []) throws -> Read {
        let (folder, run) = try export(config: config, fonts: fonts)
        #expect(run.status == 0, "\(run.standardError)")
        var resolved: [(language: String, slot: String, env: String, source: String, variation: [String: Double])] = []
        for language in languages {
            for (slot, arguments) in requests {
                let answer = try CommandLineRun.fontpack(
                    arguments: ["resolve", "--config", config, "--fonts", fonts, "--format", "json", "--locale", language] + arguments)
                #expect(answer.status == 0, "\(answer.standardError)")
                let json = try answer.json()
                let face = try #require(json["face"] as? [String: Any], "\(answer.standardOutput)")
                let file = URL(fileURLWithPath: try #require(face["file"] as? String)).standardizedFileURL.path
                resolved.append(
                    (language, slot, try #require(json["env"] as? String), "\(file)#\(try #require(face["index"] as? Int))",
                     json["variation"] as? [String: Double] ?? [:]))
            }
        }
        let read = try read(folder, sources: Set(resolved.map(\.source)))
        for item in resolved {
            let family = "fontpack \(item.env)"
            let assets = try #require(read.family(family), "\(item.language): no family \(family) in \(read.families.map(\.name))")
            let name = try #require(read.sources[item.source])
            let asset = try #require(
                assets.first { $0.postscriptName == name }, "\(item.language) \(item.slot): \(name) not in \(family): \(assets.map(\.postscriptName))")
            let request = try #require(read.requests[family]?[item.slot], "\(family) has no comment for \(item.slot)")
            #expect(request.variations == item.variation, "\(item.language) \(item.slot)")
            if item.variation.isEmpty {
                #expect(request == .init(weight: asset.weight ?? 400, italic: asset.italic, variations: [:]), "\(item.language) \(item.slot)")
            } else {
                #expect(asset.variable)
                #expect(request.weight == min(900, max(100, Int(((item.variation["wght"] ?? 400) / 100).rounded()) * 100)))
            }
        }
        // Nothing but the slots' faces and their links: each family's assets are faces resolve gives.
        let own = Set(resolved.map { "fontpack \($0.env)|" + (read.sources[$0.source] ?? "") })
        for (name, assets) in read.families where !name.contains(" fallback ") {
            for asset in assets where !italicFaces.contains(asset.postscriptName) {
                #expect(own.contains("\(name)|\(asset.postscriptName)"), "\(name): \(asset.path) is no slot's face")
            }
        }
        let printed = "\(folder): \(read.families.count) families"
        #expect(run.standardOutput.hasPrefix(printed.replacingOccurrences(of: ": ", with: "/fontpack_fonts.yaml: ")), "\(run.standardOutput)")
        return read
    }

    @Test func examplePack() throws {
        let read = try Self.compare(
            config: "Config/appfont.json", fonts: "Fonts", languages: ["vi", "vi-VN", "ar", "ar-EG", "zh", "zh-CN", "ja", "ko", "en", "de"])
        // The collections' faces are files of their own, each once.
        let paths = read.families.flatMap(\.assets).map(\.path)
        #expect(!paths.contains { $0.hasSuffix(".ttc") })
        #expect(Set(paths).count == 13, "\(Set(paths).sorted())")
    }

    /// Noto Serif's four static files: light and medium Regular (400), bold
    /// Bold (700), italic faces Italic and Bold Italic; the italic faces are
    /// declared `style: italic`, the upright ones not.
    static let italicFaces = """
        {"list": [{"env": "default", "data": [
          {"font": 0, "name": "NotoSerif-Regular"}, {"font": 2, "name": "NotoSerif-Bold"},
          {"font": 0, "italic": true, "name": "NotoSerif-Italic"}, {"font": 2, "italic": true, "name": "NotoSerif-BoldItalic"}]}]}
        """

    @Test func italicFaces() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-flutter-italic-\(UUID().uuidString)")
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in ["NotoSerif-Regular", "NotoSerif-Bold", "NotoSerif-Italic", "NotoSerif-BoldItalic"] {
            try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/\(name).ttf", toPath: fonts.path + "/\(name).ttf")
        }
        let config = folder.appendingPathComponent("appfont.json").path
        try Self.italicFaces.write(toFile: config, atomically: true, encoding: .utf8)
        let read = try Self.compare(config: config, fonts: fonts.path, languages: ["en", "vi"], italicFaces: ["NotoSerif-BoldItalic"])
        let assets = try #require(read.family("fontpack default"))
        #expect(assets.filter(\.italic).map(\.postscriptName).sorted() == ["NotoSerif-BoldItalic", "NotoSerif-Italic"])
        #expect(assets.filter { !$0.italic }.map(\.postscriptName).sorted() == ["NotoSerif-Bold", "NotoSerif-Regular"])
        #expect(read.requests["fontpack default"]?["italic"]?.italic == true)
    }

    /// A variable file drawn at three instances is one asset, declared at its
    /// default instance's weight; each slot's comment gives its coordinates.
    @Test(arguments: [VariablePack.instances, VariablePack.between, VariablePack.beside])
    func variableFile(_ configText: String) throws {
        let pack = try VariablePack(configText, statics: configText == VariablePack.beside ? VariablePack.notoSans : [])
        let read = try Self.compare(config: pack.config, fonts: pack.fonts, languages: ["en", "vi", "de"])
        let inter = read.families.flatMap(\.assets).filter(\.variable)
        #expect(Set(inter.map(\.path)).count == 1, "\(inter.map(\.path))")
        for family in read.families { #expect(family.assets.filter(\.variable).count <= 1, "\(family.name): the file once") }
        #expect(read.requests.values.contains { !$0.values.filter { !$0.variations.isEmpty }.isEmpty })
    }

    /// A fallback link is a family of its own, `fontpack default fallback 1`,
    /// holding the faces `resolve --text`'s `drawn` runs take from the link.
    @Test func chainLinkFamily() throws {
        let config = try temporaryConfig(ExportAndroidTests.linkedFont)
        let read = try Self.compare(config: config, fonts: "Fonts", languages: ["en", "de"])
        let link = try #require(read.family("fontpack default fallback 1"), "\(read.families.map(\.name))")
        var drawn = Set<String>()
        for (_, arguments) in Self.requests {
            let run = try CommandLineRun.fontpack(
                arguments: ["resolve", "--config", config, "--fonts", "Fonts", "--format", "json", "--locale", "en", "--text", "سلام"] + arguments)
            for case let item as [String: Any] in try #require(try run.json()["drawn"] as? [Any]) {
                if let name = item["postscriptName"] as? String ?? item["font"] as? String { drawn.insert(name) }
            }
        }
        #expect(!drawn.isEmpty)
        #expect(Set(link.map(\.postscriptName)) == drawn, "\(link.map(\.postscriptName)) vs \(drawn)")
    }

    /// WOFF2 is refused, naming the file: Flutter reads no WOFF on desktop platforms.
    @Test func woff2Refused() throws {
        let (folder, run) = try Self.export(config: try temporaryConfig(ExportFontconfigTests.threeScripts), fonts: "Fonts")
        #expect(run.status == 2)
        #expect(run.standardError.contains("NotoSansHebrew/NotoSansHebrew-Bold.woff2"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/fontpack_fonts.yaml"))
    }

    /// A pack whose folder and file names hold `: # ' " é` and a space: the
    /// asset is written under a name Dart's `Uri.parse` keeps, and the
    /// fragment, read by PyYAML, is exactly the families and assets written.
    @Test func hostileNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-flutter-hostile-\(UUID().uuidString)")
        let fonts = folder.appendingPathComponent("Fonts: #'\" é")
        let hostile = fonts.appendingPathComponent(" a: #'\"é dir").appendingPathComponent("Noto: #'\" é.ttf")
        try FileManager.default.createDirectory(at: hostile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf", toPath: hostile.path)
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf", toPath: fonts.appendingPathComponent("#.ttf").path)
        let config = folder.appendingPathComponent("appfont.json").path
        try #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSerif-Regular"}, {"font": 2, "name": "NotoSerif-Bold"}]}]}"#
            .write(toFile: config, atomically: true, encoding: .utf8)
        let read = try Self.compare(config: config, fonts: fonts.path, languages: ["en"])
        #expect(read.families.map(\.name) == ["fontpack default"])
        let paths = try #require(read.family("fontpack default")).map(\.path).sorted()
        #expect(paths == ["fonts/fontpack/_.ttf", "fonts/fontpack/_a_______dir/Noto_______.ttf"], "\(paths)")
    }
}
