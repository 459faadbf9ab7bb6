import ArgumentParser
import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageReporting
import FontPackageInspection

struct LangsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "langs",
        abstract: "List the languages fontconfig considers fully covered by each face.",
        discussion: """
            The same set `fc-query --format '%{lang}'` prints, one entry per face (every face of a collection).
            Exit status: 0 read, 2 bad arguments or an unreadable font.
            """
    )

    @Argument(
        help: "Font files (.ttf, .otf, .ttc, .otc, .woff, .woff2).",
        completion: .file(extensions: ["ttf", "otf", "ttc", "otc", "woff", "woff2"]))
    var files: [String]

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one font file") }
    }

    struct Report: Encodable {
        var fonts: [Font]
        struct Font: Encodable {
            var file: String
            var index: Int
            var postscriptName: String?
            var languages: [String]
        }
    }

    func run() throws {
        let (faces, failures) = FaceLoading.load(files: files, index: nil, scanGlyphInk: false)
        for failure in failures { Output.standardError(failure.description) }
        let report = Report(
            fonts: faces.map {
                Report.Font(file: $0.file, index: $0.index, postscriptName: $0.postscriptName, languages: $0.fontconfigLanguages)
            })
        switch format {
        case .json:
            print(try PrettyJSON.encode(report))
        case .text:
            for font in report.fonts {
                print("\(font.file)#\(font.index) \(font.postscriptName ?? ""): \(font.languages.count) languages")
                print("  " + font.languages.joined(separator: " "))
            }
        }
        if !failures.isEmpty { throw ExitCode(2) }
    }
}
