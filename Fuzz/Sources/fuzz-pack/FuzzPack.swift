import FontPackage
import FontPackageCheck
import FuzzSupport
import Foundation

/// Arbitrary bytes as the font file a config face names by its path, beside a
/// good `default`: the whole check runs on the pack, every rule included, as
/// `check`, `report`, `subset` and every `export` run it first. The `font`
/// target stops at the index; a rule's wording of what the index found (a
/// lookup error mapped to a code the rule does not declare) once trapped on
/// an unreadable file named this way.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPack(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let config = NamedFace.config,
        (try? Data(bytes: data, count: size).write(to: URL(fileURLWithPath: NamedFace.file))) != nil,
        let report = try? PackChecker.check(config: config, options: NamedFace.options)
    else { return 0 }
    keep(report.findings.count + report.rows.count + report.rows.filter { $0.face != nil }.count)
    return 0
}

/// One scratch pack per process, in memory when /dev/shm exists: the fuzzed
/// file as `he`'s face, and the fixture face FixtureSlot-Light (read from the
/// package root, where `Scripts/ci/fuzz.sh` runs) as `default`'s.
enum NamedFace {
    static let folder: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let folder = base + "/fontpack-fuzz-pack-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileManager.default.copyItem(atPath: "Tests/Fixtures/Fonts/Light.ttf", toPath: folder + "/Light.ttf")
        return folder
    }()
    static let file = folder + "/input.ttf"
    static let config: FontPackConfig? = try? FontPackConfig.parse(
        bytes: Array(
            """
            {"list": [
              {"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular", "file": "input.ttf"}]},
              {"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}
            """.utf8),
        file: "appfont.json")
    static let options = PackCheckOptions(fontsFolder: folder, workers: 1)
}
