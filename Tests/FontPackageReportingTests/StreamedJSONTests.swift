import FontPackage
import FontPackageReporting
import Foundation
import Testing
@testable import FontPackageCheck

@Suite("check's JSON handed over in pieces")
struct StreamedJSONTests {
    /// A report with more findings than one slice holds, so that slices, waves and their joins are all crossed.
    private static func largeReport(findings count: Int) -> PackReport {
        var report = Values.packReport()
        report.findings = (0..<count).map { position in
            Finding(
                .error, Diagnostic.Code.stringMissingCharacters, "string \(position) shows \"ب\" that NotoSans-Regular cannot draw",
                at: SourceLocation(file: "res/values-ar/strings.xml", line: position + 1, column: 5), language: "ar",
                slot: "light", font: "Fonts/NotoSans-Regular.ttf", requirement: "strings", missing: [0x628],
                key: "key_\(position)", characters: ["ب"])
        }
        report.groups = FindingGrouping(report.findings, faces: report.faces, rows: report.rows)
        return report
    }

    @Test("the pieces are the rendered document, in order, every finding once, and Foundation parses them")
    func piecesAreTheDocument() throws {
        let report = Self.largeReport(findings: 9_000)
        let output = CheckOutput(
            report: report, outcome: FindingOutcome(findings: report.findings, failOn: .error), elapsed: 0, workingDirectory: "/repo")
        let writer = try #require(CheckOutput.writers.first { $0.format == .json })
        var pieces: [[UInt8]] = []
        try writer.write(output) { pieces.append(Array($0)) }
        // The findings come in slices of 512, handed on in waves of two per core: 9,000 of them are 18 slices, and a head and a tail.
        #expect(pieces.count >= 6)
        let streamed = pieces.flatMap { $0 }
        #expect(String(decoding: streamed, as: UTF8.self) == (try writer.render(output)))

        let document = try #require(try JSONSerialization.jsonObject(with: Data(streamed)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 9_000)
        #expect(findings.map { $0["key"] as? String } == (0..<9_000).map { "key_\($0)" })
        #expect(findings.allSatisfy { ($0["group"] as? [String: Any])?["id"] as? String == "g1" })
    }
}
