// Prints every string `AppStrings.load` reads under the paths given, for the
// comparison scripts beside this file (compare_translate_toolkit.py builds it
// against the package's own build of FontPackageStrings).
//
//     strings_dump PATH...
//
// Prints JSON: {"strings": [[file, language, key, variant, text, kind]...],
// "diagnostics": ["file:line:col: severity: [code] message"...]}. Uses only
// the module's public API.
import FontPackage
import FontPackageStrings
import Foundation

struct Dump: Encodable {
    var strings: [[String?]]
    var diagnostics: [String]
}

let app = AppStrings.load(paths: Array(CommandLine.arguments.dropFirst()))
let dump = Dump(
    strings: app.strings.map {
        [$0.location.file, $0.language.canonicalIdentifier, $0.key, $0.variant, $0.text, $0.kind.rawValue]
    },
    diagnostics: app.diagnostics.map { "\($0)" })
let encoder = JSONEncoder()
encoder.outputFormatting = [.withoutEscapingSlashes]
FileHandle.standardOutput.write(try encoder.encode(dump))
