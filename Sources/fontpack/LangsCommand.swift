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

    @Option(help: "Output format.")
    var format: Writer<LanguagesListing> = LanguagesListing.defaultWriter

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one font file") }
    }

    func run() throws {
        let (faces, failures) = FaceLoading.load(files: files, index: nil, scanGlyphInk: false)
        for failure in failures { Output.standardError(failure.description) }
        try ReportOutput.emit(LanguagesListing(faces: faces), as: format)
        if !failures.isEmpty { throw ExitCode(2) }
    }
}
