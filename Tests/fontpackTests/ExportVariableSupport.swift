import Foundation
import Testing

/// A pack of Debian's `fonts-inter-variable` roman file (Scripts/install-dependencies.sh
/// installs it), copied to a temporary folder so nothing of Inter is committed:
/// one `wght` axis 100-900 (default 400), nine named instances, none with a
/// PostScript name of its own. The exports' expectations come from
/// `fontpack resolve --format json` (the slot's file and coordinates) and
/// from tools that read the file themselves: fontTools' `fvar`, `fc-query`,
/// `hb-shape`.
struct VariablePack {
    static let inter = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"

    /// Each slot named another way: a `variation`, the instance's TN #5902
    /// name, fontconfig's (2.14) name for it; `vi` at other instances, so its
    /// rules are told apart from `default`'s.
    static let instances = """
        {"list": [
          {"env": "vi", "data": [
            {"font": 0, "name": "Inter-ExtraLight"}, {"font": 1, "name": "Inter-SemiBold"}, {"font": 2, "name": "Inter-Black"}]},
          {"env": "default", "data": [
            {"font": 0, "name": "Inter", "variation": {"wght": 300}},
            {"font": 1, "name": "Inter-Medium"},
            {"font": 2, "name": "Inter_700wght"}]}]}
        """

    /// `default`'s light and `vi`'s medium at coordinates no named instance has.
    static let between = """
        {"list": [
          {"env": "vi", "data": [
            {"font": 0, "name": "Inter-ExtraLight"}, {"font": 1, "name": "Inter", "variation": {"wght": 550}},
            {"font": 2, "name": "Inter-Black"}]},
          {"env": "default", "data": [
            {"font": 0, "name": "Inter", "variation": {"wght": 350}},
            {"font": 1, "name": "Inter-Medium"},
            {"font": 2, "name": "Inter_700wght"}]}]}
        """

    /// Light at Inter's Light instance, medium and bold static Noto Sans faces.
    static let beside = """
        {"list": [{"env": "default", "data": [
          {"font": 0, "name": "Inter-Light"}, {"font": 1, "name": "NotoSans-Medium"}, {"font": 2, "name": "NotoSans-Bold"}]}]}
        """

    /// The static faces ``beside`` names, from the package's `Fonts/`.
    static let notoSans = ["NotoSans/NotoSans-Medium.ttf", "NotoSans/NotoSans-Bold.ttf"]

    /// The pack folder (`Fonts/Inter-roman.var.ttf` inside it) and the config beside it.
    let fonts: String
    let config: String
    /// The copied file.
    var file: String { fonts + "/Inter-roman.var.ttf" }

    /// `statics`: files of the package's `Fonts/` copied beside Inter.
    init(_ configText: String, statics: [String] = []) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-vf-\(UUID().uuidString)")
        fonts = folder.appendingPathComponent("Fonts").path
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.inter, toPath: fonts + "/Inter-roman.var.ttf")
        for file in statics {
            let source = CommandLineRun.packageRoot.appendingPathComponent("Fonts/" + file).path
            try FileManager.default.copyItem(atPath: source, toPath: fonts + "/" + URL(fileURLWithPath: file).lastPathComponent)
        }
        config = folder.appendingPathComponent("appfont.json").path
        try Data(configText.utf8).write(to: URL(fileURLWithPath: config))
    }

    /// What `fontpack resolve --format json` gives: the file (absolute), face index and coordinates (every axis).
    struct Resolved: Equatable {
        let file: String
        let index: Int
        let variation: [String: Double]
        let postscriptName: String?
    }

    func resolve(locale: String, arguments: [String]) throws -> Resolved {
        let run = try CommandLineRun.fontpack(
            arguments: ["resolve", "--config", config, "--fonts", fonts, "--format", "json", "--locale", locale] + arguments)
        #expect(run.status == 0, "\(run.standardError)")
        let json = try run.json()
        let face = try #require(json["face"] as? [String: Any], "\(run.standardOutput)")
        let file = try #require(face["file"] as? String)
        return Resolved(
            file: URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path,
            index: try #require(face["index"] as? Int), variation: json["variation"] as? [String: Double] ?? [:],
            postscriptName: face["postscriptName"] as? String)
    }

    /// fontTools' named instances of `file`, in `fvar` order: each one's coordinates.
    static func namedInstances(of file: String) throws -> [[String: Double]] {
        let script = """
            import json, sys
            from fontTools.ttLib import TTFont
            print(json.dumps([{tag: float(value) for tag, value in i.coordinates.items()} for i in TTFont(sys.argv[1])["fvar"].instances]))
            """
        let run = try runTool("python3", ["-c", script, file])
        #expect(run.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Double]], "\(run.output)")
    }

    /// The advance width of `text` at `size` pixels drawn at `variation`, as
    /// `hb-shape` (HarfBuzz's own tool) sums it, at 100 times the size so
    /// its whole-unit rounding stays below a hundredth of a pixel.
    static func advance(of text: String, file: String, variation: [String: Double], size: Double) throws -> Double {
        let settings = variation.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ",")
        let run = try runTool(
            "hb-shape", ["--font-size=\(Int(size * 100))", "--variations=\(settings)", "--output-format=json", file, text])
        #expect(run.status == 0, "hb-shape: \(run.output)")
        let glyphs = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]], "\(run.output)")
        return Double(glyphs.compactMap { $0["ax"] as? Int }.reduce(0, +)) / 100
    }
}
