import FontPackage
import FontPackageStrings
import Foundation

/// Files under `Tests/FontPackageStringsTests/.fixtures`, found from this source file.
///
/// The folder is hidden because SwiftPM reads any `xx.lproj` folder inside a
/// target as localized resources (an error without `defaultLocalization`) and
/// warns about every other file it does not handle; it skips hidden folders.
enum Fixtures {
    static let root: String = {
        let file = #filePath
        return String(file[..<file.lastIndex(of: "/")!]) + "/.fixtures"
    }()

    static func path(_ relative: String) -> String { root + "/" + relative }

    static func bytes(_ relative: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path(relative)) else {
            fatalError("missing fixture \(relative)")
        }
        return [UInt8](data)
    }

    static let english = StringLanguage(parsing: "en")

    /// Reads a fixture `.strings` file as English.
    static func strings(_ relative: String) -> StringsFileReading {
        StringsFileReader.read(bytes: bytes(relative), file: relative, language: english)
    }

    /// Reads `.strings` text given inline, as English, from a file named `inline.strings`.
    static func strings(text: String) -> StringsFileReading {
        StringsFileReader.read(bytes: Array(text.utf8), file: "inline.strings", language: english)
    }
}

extension StringsFileReading {
    /// Key to text, for the files where keys are unique.
    var texts: [String: String] {
        Dictionary(strings.map { ($0.key, $0.text) }, uniquingKeysWith: { _, last in last })
    }

    /// `line:column` of each diagnostic with its severity, in order.
    var positions: [String] {
        diagnostics.map { "\($0.severity) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    }

    func string(_ key: String, variant: String? = nil) -> TranslatedString? {
        strings.first { $0.key == key && $0.variant == variant }
    }
}
