import Foundation
import Testing

/// `resolve --fonts` on a variable font: the `variation` each slot is drawn
/// at, from the instance the config names, against fontTools' reading of `fvar`.
@Suite("fontpack resolve: variable fonts")
struct ResolveVariationCommandTests {
    /// Inter's roman variable font cut to Latin, Vietnamese and Cyrillic (Tests/Fixtures/Variable/README.md).
    static let fonts = "Tests/Fixtures/Variable"

    /// Each named instance's subfamily and `wght`, as fontTools reads `fvar`.
    static func instances() throws -> [String: Double] {
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            f = TTFont(sys.argv[1])
            for i in f['fvar'].instances: print(f['name'].getDebugName(i.subfamilyNameID).replace(' ', '') + '|' + str(i.coordinates['wght']))
            """
        let run = try CommandLineRun.run(
            URL(fileURLWithPath: "/usr/bin/env"), arguments: ["python3", "-c", script, fonts + "/InterVar-Subset.ttf"])
        try #require(run.status == 0, "\(run.standardError)")
        var found: [String: Double] = [:]
        for line in run.standardOutput.split(separator: "\n") {
            let parts = line.split(separator: "|")
            found[String(parts[0])] = Double(parts[1])
        }
        return found
    }

    @Test(
        "each slot's wght in the JSON is the coordinate of the named instance the config names",
        arguments: [("--system", "Light"), ("--weight", "SemiBold"), ("--bold", "Black")])
    func slotCoordinates(request: String, instance: String) throws {
        let config = try temporaryConfig(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter-Light"}, {"font": 1, "name": "Inter-SemiBold"}, {"font": 2, "name": "Inter-Black"}]}]}
            """)
        let arguments = request == "--weight" ? ["--system", "--weight", "medium"] : [request]
        let run = try CommandLineRun.fontpack(
            arguments: ["resolve", "--config", config, "--fonts", Self.fonts, "--locale", "vi", "--format", "json"] + arguments)
        #expect(run.status == 0, "\(run.standardError)")
        let object = try run.json()
        let variation = try #require(object["variation"] as? [String: Double])
        #expect(variation == ["wght": try #require(try Self.instances()[instance])])
        #expect((object["file"] as? String) == nil)
        let text = try CommandLineRun.fontpack(
            arguments: ["resolve", "--config", config, "--fonts", Self.fonts, "--locale", "vi"] + arguments)
        #expect(text.standardOutput.contains("\nvariation: wght \(Int(variation["wght"]!)) (draw the variable font at these coordinates)\n"))
    }

    @Test("without --fonts, the JSON gives the config's variation")
    func configVariation() throws {
        let config = try temporaryConfig(
            #"{"list": [{"env": "default", "data": [{"font": 0, "name": "Inter", "variation": {"wght": 350}}]}]}"#)
        let run = try CommandLineRun.fontpack("resolve", "--config", config, "--locale", "en", "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try run.json()["variation"] as? [String: Double] == ["wght": 350])
        let plain = try CommandLineRun.fontpack("resolve", "--config", "Config/appfont.json", "--locale", "en", "--format", "json")
        #expect(try plain.json()["variation"] == nil)
    }
}

@Suite("fontpack check --format json: variable fonts")
struct CheckVariationCommandTests {
    @Test("each table row of a variable font gives the instance's coordinates, and the OS/2 weight class every instance shares")
    func tableVariation() throws {
        let config = try temporaryConfig(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter-ExtraLight"}, {"font": 1, "name": "Inter", "variation": {"wght": 450}}, {"font": 2, "name": "Inter-ExtraBold"}]}]}
            """)
        let run = try CommandLineRun.fontpack(
            "check", "--config", config, "--fonts", ResolveVariationCommandTests.fonts, "--languages", "en", "--format", "json")
        let table = try #require(try run.json()["table"] as? [[String: Any]])
        let instances = try ResolveVariationCommandTests.instances()
        let expected: [Double] = [try #require(instances["ExtraLight"]), 450, try #require(instances["ExtraBold"])]
        #expect(table.map { ($0["variation"] as? [String: Double])?["wght"] } == expected)
        #expect(table.allSatisfy { $0["weightClass"] as? Int == 400 })
        let plain = try CommandLineRun.fontpack("check", "--format", "json")
        #expect(try #require(plain.json()["table"] as? [[String: Any]]).allSatisfy { $0["variation"] == nil })
    }
}
