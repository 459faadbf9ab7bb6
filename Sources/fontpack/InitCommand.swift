import ArgumentParser
import FontPackageStarter
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FontPackageSupport
internal import FontPackageInspection

/// `fontpack init --fonts DIR`: a starter appfont.json from a folder of fonts.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter appfont.json from a folder of fonts.",
        discussion: """
            Groups the faces by family and by the scripts fontconfig finds them covering, fills the light, medium \
            and bold slots by weight class with PostScript names (and file and index for faces of collections), \
            makes the family covering Latin with the most languages the default entry, and adds an entry per \
            script another family covers that default does not, with a note saying what was guessed, and a \
            "scripts" map that sends each such script to its entry (so ur and ps reach the ar entry, not \
            default). Check what it writes with fontpack check --config <output> --fonts <fonts>.
            Exit status: 0 written, 2 bad arguments, an unreadable or empty folder, or an existing --output \
            without --force.
            """
    )

    @Option(
        help: "The folder of fonts to read (every face of every font file in it and its subfolders).",
        completion: .directory)
    var fonts: String

    @Option(help: "The config to write.", completion: .file(extensions: ["json"]))
    var output: String = "appfont.json"

    @Flag(help: "Overwrite --output if it exists.")
    var force = false

    func run() throws {
        if !force && FileManager.default.fileExists(atPath: output) {
            throw ValidationError("\(output) exists; give --force to overwrite it")
        }
        var options = FontInspector.Options()
        options.scanGlyphInk = false
        let index: FontIndex
        do {
            index = try FontIndex(folder: fonts, options: options)
        } catch {
            Output.standardError("\(fonts): error: \(error)")
            throw ExitStatus.usageOrInput
        }
        for failure in index.failures { Output.standardError(failure.description) }
        guard let starter = StarterConfig(index: index) else {
            Output.standardError("\(fonts): error: no font face to make a config from")
            throw ExitStatus.usageOrInput
        }
        do {
            let url = URL(fileURLWithPath: output)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(starter.json.utf8).write(to: url)
        } catch {
            Output.standardError("\(output): error: cannot write: \(errorText(error))")
            throw ExitStatus.usageOrInput
        }
        for note in starter.notes { Output.standardError("note: \(note)") }
        let summary = starter.entries.map { "\($0.env) \($0.family) (\($0.slots.count) slot\($0.slots.count == 1 ? "" : "s"))" }
        print("\(output): \(starter.entries.count) entries: \(summary.joined(separator: "; "))")
        let scripts = starter.scripts
        if !scripts.isEmpty {
            print("scripts: " + scripts.map { "\($0.script) -> \($0.env)" }.joined(separator: ", "))
        }
        print("check it: fontpack check --config \(output) --fonts \(fonts)")
        // The config is written from the faces that were read; the ones that were not are bad input, said and failed.
        if !index.failures.isEmpty {
            let count = Set(index.failures.map(\.file)).count
            Output.standardError(
                "\(fonts): error: \(count) font file\(count == 1 ? "" : "s") could not be read (above), so \(output) leaves \(count == 1 ? "it" : "them") out")
            throw ExitStatus.usageOrInput
        }
    }
}
