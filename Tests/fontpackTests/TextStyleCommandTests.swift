import Foundation
import Testing

@Suite("fontpack resolve --text-style")
struct TextStyleCommandTests {
    @Test(
        "body at extra small, large and AX5 is 14, 17 and 53 points, in the locale's pack",
        arguments: [
            ("extra-small", 14.0), ("large", 17), ("accessibility-extra-extra-extra-large", 53), ("xSmall", 14), ("AX5", 53),
        ])
    func bodySizes(_ category: String, _ points: Double) throws {
        let run = try CommandLineRun.fontpack(
            "resolve", "--config", "Config/appfont.json", "--locale", "zh-CN", "--text-style", "body", "--content-size",
            category, "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let object = try run.json()
        #expect(object["pointSize"] as? Double == points)
        #expect(object["font"] as? String == "NotoSansCJKsc-Light")
        #expect(object["slot"] as? String == "light")
        let style = try #require(object["textStyle"] as? [String: Any])
        #expect(style["style"] as? String == "body")
        #expect(style["tableSize"] as? Double == points)
        let trace = try #require(object["trace"] as? [String])
        #expect(trace.contains { $0.hasPrefix("Dynamic Type table, row body, column ") && $0.hasSuffix(": \(Int(points)) pt") })
    }

    @Test("headline takes the bold slot; Bold Text moves body to it; the text output gives the size")
    func weights() throws {
        let headline = try CommandLineRun.fontpack(
            "resolve", "--config", "Config/appfont.json", "--locale", "vi", "--text-style", "headline", "--content-size",
            "accessibility-large")
        #expect(headline.status == 0, "\(headline.standardError)")
        #expect(headline.standardOutput.hasPrefix("font:      NotoSerif-Bold\nslot:      bold\nsize:      33 pt (headline at accessibility-large (AX2))\n"))
        let body = try CommandLineRun.fontpack(
            "resolve", "--config", "Config/appfont.json", "--locale", "vi", "--text-style", "body", "--bold-text",
            "--format", "json")
        let object = try body.json()
        #expect(object["slot"] as? String == "bold")
        let trace = try #require(object["trace"] as? [String])
        #expect(trace.contains { $0.contains("Bold Text: one weight heavier, regular -> semibold") })
    }

    @Test("--maximum-point-size caps the size")
    func maximum() throws {
        let run = try CommandLineRun.fontpack(
            "resolve", "--config", "Config/appfont.json", "--locale", "vi", "--text-style", "largeTitle", "--content-size",
            "AX5", "--maximum-point-size", "44", "--format", "json")
        let object = try run.json()
        #expect(object["pointSize"] as? Double == 44)
        #expect((object["textStyle"] as? [String: Any])?["maximumPointSize"] as? Double == 44)
    }

    @Test(
        "bad combinations and values are usage errors (exit 2)",
        arguments: [
            (["--text-style", "body", "--bold"], "give one request"),
            (["--text-style", "headlin"], "--text-style"),
            (["--text-style", "body", "--content-size", "huge"], "--content-size"),
            (["--bold-text"], "go with --text-style"),
            (["--content-size", "AX1"], "go with --text-style"),
            (["--text-style", "body", "--maximum-point-size", "0"], "positive number"),
        ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let run = try CommandLineRun.fontpack(arguments: ["resolve", "--config", "Config/appfont.json", "--locale", "vi"] + arguments)
        #expect(run.status == 2)
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }
}
