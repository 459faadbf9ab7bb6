import Foundation
import Testing

/// What `fontpack resolve --fonts Fonts --text ... --format json` says draws a
/// text: its `drawn` runs, the independent side's expectation for the
/// exports of a pack with fallback chains.
struct DrawnRun {
    let text: String
    /// The position in the chain (0 the own face); nil when no face of the chain draws it.
    let position: Int?
    /// `file:index`, the file absolute; nil when no face draws it.
    let face: String?
    let postscriptName: String?

    /// The chain test pack (Tests/Fixtures/ChainPack): default's chain is ar, then
    /// Noto Sans Hebrew; he's is default; ar's (the top-level list) is default.
    static let chainPack = "Tests/Fixtures/ChainPack/appfont.json"

    /// Latin, digits, Arabic and Hebrew: a character for every face of every chain of the chain pack.
    static let probe = "Ab 123 سلام שלום"

    /// The runs and the number of links of the answer's chain (`fallback`).
    static func resolve(config: String, locale: String, arguments: [String], text: String = probe) throws -> (runs: [DrawnRun], links: Int) {
        let run = try CommandLineRun.fontpack(
            arguments: ["resolve", "--config", config, "--fonts", "Fonts", "--format", "json", "--locale", locale, "--text", text]
                + arguments)
        #expect(run.status == 0, "\(run.standardError)")
        let json = try run.json()
        let drawn = try #require(json["drawn"] as? [[String: Any]])
        let runs = drawn.map { item in
            let face = (item["file"] as? String).map { file in
                "\(CommandLineRun.packageRoot.appendingPathComponent(file).standardizedFileURL.resolvingSymlinksInPath().path):\(item["index"] as? Int ?? -1)"
            }
            return DrawnRun(
                text: item["text"] as? String ?? "", position: item["position"] as? Int, face: face,
                postscriptName: item["postscriptName"] as? String)
        }
        return (runs, (json["fallback"] as? [Any])?.count ?? 0)
    }

    /// The chain's faces (`file:index`) in order, read from the runs of a text
    /// that has a character for each; nil when some position is not drawn.
    static func chain(_ runs: [DrawnRun], links: Int) -> [String]? {
        var faces: [Int: String] = [:]
        for run in runs { if let position = run.position, let face = run.face { faces[position] = face } }
        let chain = (0...links).compactMap { faces[$0] }
        return chain.count == links + 1 ? chain : nil
    }
}
