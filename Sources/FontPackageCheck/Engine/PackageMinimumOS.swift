internal import FontPackage
internal import FontPackageStrings

#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// The oldest iOS or macOS a Swift package supports, read from the
/// `platforms:` of the `Package.swift` at the root of a strings folder
/// (`.iOS(.v15)`, `.iOS("16.4")`, `.macOS(.v13)`): what an app without an
/// Info.plist minimum declares.
enum PackageMinimumOS {
    /// iOS first (an app package that lists both runs on iPhones), then macOS.
    static func read(folders: [String]) -> MinimumOS? {
        for folder in folders {
            let path = folder.hasSuffix("/") ? folder + "Package.swift" : folder + "/Package.swift"
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for system in [MinimumOS.System.iOS, .macOS] {
                if let found = version(of: system, in: text, file: path) { return found }
            }
        }
        return nil
    }

    /// `.iOS(.v15)`, `.iOS(.v16_4)` or `.iOS("16.4")` in the manifest's text.
    static func version(of system: MinimumOS.System, in text: String, file: String) -> MinimumOS? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let marker = Array(".\(system.rawValue)(")
        for (number, line) in lines.enumerated() {
            let characters = Array(line)
            guard let offset = (0...max(0, characters.count - marker.count)).first(where: {
                characters.count >= marker.count && Array(characters[$0..<$0 + marker.count]) == marker
            }) else { continue }
            let argument = Substring(String(characters[(offset + marker.count)...])).prefix { $0 != ")" }
            var version: String
            if argument.hasPrefix(".v") {
                version = String(argument.dropFirst(2).prefix { $0.isNumber || $0 == "_" }.map { $0 == "_" ? "." : $0 })
            } else if argument.hasPrefix("\"") {
                version = String(argument.dropFirst().prefix { $0 != "\"" })
            } else {
                continue
            }
            if !version.contains(".") { version += ".0" }
            guard MinimumOS.components(of: version) != nil else { continue }
            let column = offset + 1
            return MinimumOS(
                system: system, version: version, key: "Package.swift platforms",
                location: SourceLocation(file: file, line: number + 1, column: column))
        }
        return nil
    }
}
