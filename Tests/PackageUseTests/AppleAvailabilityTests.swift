import Foundation
import Testing

/// What Linux can check of the claim that an app on iOS 16 / macOS 13 can link
/// `FontPackage` and `FontPackageStrings`: no compiler here builds for Apple
/// platforms (`.github/workflows/apple.yml` does, on GitHub's macOS runners), so
/// the sources of those modules, and of every module they depend on, are
/// scanned for APIs that Apple platforms lack or have only later.
@Suite("Apple platforms: the modules an app links")
struct AppleAvailabilityTests {
    /// The floor `Package.swift` declares, which every entry below must exceed.
    static let iOS = 16
    static let macOS = 13

    /// The modules an app links.
    static let appModules = ["FontPackage", "FontPackageStrings"]

    /// Where an entry's unavailability is written down.
    enum Source: Sendable, CustomStringConvertible {
        /// The `@available` attribute of a declaration in this toolchain's textual
        /// interface of `module` (the Linux interfaces carry Apple's availability):
        /// the test reads it and checks the version.
        case interface(module: String, declaration: String)
        /// A document: Apple's reference, or swift-foundation's source.
        case document(String)

        var description: String {
            switch self {
            case .interface(let module, let declaration): "\(module).swiftinterface: \(declaration)"
            case .document(let text): text
            }
        }
    }

    struct ForbiddenAPI: Sendable, CustomTestStringConvertible {
        /// A regular expression over the code, comments removed.
        let pattern: String
        /// Code the pattern must match, so an entry cannot rot into matching nothing.
        let example: String
        /// The first iOS with the API; nil when Apple's SDK never has it in this form.
        let iOS: Int?
        let why: String
        let source: Source

        var testDescription: String { pattern }
    }

    /// APIs the app's modules must not use, each with where its unavailability is written.
    static let forbidden: [ForbiddenAPI] = [
        ForbiddenAPI(
            pattern: #"\bimport\s+Synchronization\b"#, example: "internal import Synchronization", iOS: 18,
            why: "Synchronization (Mutex, Atomic) is iOS 18 / macOS 15",
            source: .interface(module: "Synchronization", declaration: "public struct Mutex<")),
        ForbiddenAPI(
            pattern: #"\bAtomic\s*<"#, example: "let next = Atomic<Int>(0)", iOS: 18,
            why: "Atomic is iOS 18 / macOS 15",
            source: .interface(module: "Synchronization", declaration: "public struct Atomic<")),
        ForbiddenAPI(
            pattern: #"\bMutex\s*<"#, example: "let lock = Mutex<[Int]>([])", iOS: 18,
            why: "Mutex is iOS 18 / macOS 15",
            source: .interface(module: "Synchronization", declaration: "public struct Mutex<")),
        ForbiddenAPI(
            pattern: #"\bInt128\b"#, example: "let wide: Int128 = 0", iOS: 18,
            why: "Int128 is iOS 18 / macOS 15",
            source: .interface(module: "Swift", declaration: "public struct Int128 ")),
        ForbiddenAPI(
            pattern: #"\bString\s*\(\s*validating:"#, example: "String(validating: bytes, as: UTF8.self)", iOS: 18,
            why: "String(validating:as:) is iOS 18 / macOS 15 (SE-0405)",
            source: .interface(module: "Swift", declaration: "(validating codeUnits")),
        ForbiddenAPI(
            pattern: #"\bInlineArray\b"#, example: "var slots: InlineArray<3, Int>", iOS: 26,
            why: "InlineArray is iOS 26 / macOS 26",
            source: .interface(module: "Swift", declaration: "public struct InlineArray<")),
        ForbiddenAPI(
            pattern: #"\bUTF8Span\b|\.utf8Span\b"#, example: "let span = text.utf8Span", iOS: 26,
            why: "UTF8Span is iOS 26 / macOS 26",
            source: .interface(module: "Swift", declaration: "public struct UTF8Span")),
        ForbiddenAPI(
            pattern: #"\bwith(Throwing)?DiscardingTaskGroup\b"#, example: "await withDiscardingTaskGroup { _ in }", iOS: 17,
            why: "discarding task groups are iOS 17 / macOS 14",
            source: .interface(module: "_Concurrency", declaration: "func withDiscardingTaskGroup")),
        ForbiddenAPI(
            pattern: #"\bTask\s*\.\s*immediate\b"#, example: "Task.immediate { }", iOS: 26,
            why: "Task.immediate is iOS 26 / macOS 26",
            source: .interface(module: "_Concurrency", declaration: "static func immediate")),
        ForbiddenAPI(
            pattern: #"\bimport\s+Observation\b|@Observable\b"#, example: "@Observable final class Model {}", iOS: 17,
            why: "Observation is iOS 17 / macOS 14",
            source: .interface(module: "Observation", declaration: "protocol Observable")),
        ForbiddenAPI(
            pattern: #"fileExists\s*\(\s*atPath:[^)]*isDirectory:"#,
            example: "FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)", iOS: nil,
            why: """
                the overload taking `inout Bool` exists only in swift-foundation outside Apple's framework; \
                Apple's Foundation takes `UnsafeMutablePointer<ObjCBool>?` (use PathName.kind, POSIX stat)
                """,
            source: .document(
                """
                swift-foundation Sources/FoundationEssentials/FileManager/SwiftFileManager.swift (the whole file is \
                `#if !FOUNDATION_FRAMEWORK`); https://developer.apple.com/documentation/foundation/filemanager/fileexists(atpath:isdirectory:)
                """)),
        ForbiddenAPI(
            pattern: #"\bProcess\s*\(|\bNSTask\b"#, example: "let process = Process()", iOS: nil,
            why: "Foundation's Process (NSTask) is macOS only; an app cannot start processes on iOS",
            source: .document("https://developer.apple.com/documentation/foundation/process (macOS 10.0+ only)")),
        ForbiddenAPI(
            pattern: #"\b(system|fork|posix_spawnp?)\s*\("#, example: "system(command)", iOS: nil,
            why: "process spawning is unavailable on iOS",
            source: .document("the iOS SDK's <stdlib.h>: system is __swift_unavailable_on(..., \"Process spawning is unavailable\")")),
        ForbiddenAPI(
            pattern: #"\bhomeDirectoryForCurrentUser\b"#, example: "FileManager.default.homeDirectoryForCurrentUser", iOS: nil,
            why: "FileManager.homeDirectoryForCurrentUser is macOS only",
            source: .document("https://developer.apple.com/documentation/foundation/filemanager/homedirectoryforcurrentuser (macOS 10.12+ only)")),
    ]

    /// Modules Apple's SDKs do not have: each import must be under `canImport` of
    /// that module, with an Apple alternative in the same `#if`.
    static let guardedImports = ["FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Glibc", "Musl"]

    static let packageRoot = ConsumerPackage.packageRoot

    /// The app's modules and every target they depend on, read from Package.swift.
    static func linkedModules() throws -> [String] {
        let manifest = try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
        var dependencies: [String: [String]] = [:]
        let target = try Regex(#"\.target\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
        for match in manifest.matches(of: target) {
            guard let name = match.output[1].substring else { continue }
            let list = match.output[2].substring.map(String.init) ?? ""
            dependencies[String(name)] = list.split(separator: ",").compactMap { item in
                let trimmed = item.trimmingCharacters(in: .whitespacesAndNewlines)
                return trimmed.hasPrefix("\"") ? String(trimmed.dropFirst().dropLast()) : nil
            }
        }
        var found: Set<String> = []
        var pending = appModules
        while let module = pending.popLast() {
            guard found.insert(module).inserted else { continue }
            pending += dependencies[module] ?? []
        }
        return found.sorted()
    }

    /// Every Swift file of a module, with its code lines (comments removed).
    static func sources(of module: String) throws -> [(path: String, lines: [String])] {
        let folder = packageRoot + "/Sources/" + module
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        var files: [(String, [String])] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
            files.append(("Sources/\(module)/\(relative)", withoutComments(text)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The lines with `//` comments and `/* */` blocks blanked (string literals are
    /// not parsed: a `//` inside one cuts the rest of its line, which can only hide code).
    static func withoutComments(_ text: String) -> [String] {
        var inBlock = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var kept = ""
            var rest = Substring(line)
            while !rest.isEmpty {
                if inBlock {
                    guard let end = rest.firstRange(of: "*/") else { return kept }
                    rest = rest[end.upperBound...]
                    inBlock = false
                } else if let comment = rest.firstRange(of: "//"), rest.firstRange(of: "/*").map({ comment.lowerBound < $0.lowerBound }) ?? true {
                    kept += rest[..<comment.lowerBound]
                    return kept
                } else if let start = rest.firstRange(of: "/*") {
                    kept += rest[..<start.lowerBound]
                    rest = rest[start.upperBound...]
                    inBlock = true
                } else {
                    kept += rest
                    rest = ""
                }
            }
            return kept
        }
    }

    @Test("Package.swift declares the floor, and the app's modules depend only on pure-Swift targets")
    func declaredPlatforms() throws {
        let manifest = try String(contentsOfFile: Self.packageRoot + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".iOS(.v\(Self.iOS))"))
        #expect(manifest.contains(".macOS(.v\(Self.macOS))"))
        #expect(try Self.linkedModules() == ["FontPackage", "FontPackageStrings", "FontPackageSupport"])
    }

    @Test("the Apple workflow builds each module an app links for iOS, and the package on macOS")
    func workflow() throws {
        // It runs on GitHub's macOS runners only; here its commands are only read.
        let workflow = try String(contentsOfFile: Self.packageRoot + "/.github/workflows/apple.yml", encoding: .utf8)
        let manifest = try String(contentsOfFile: Self.packageRoot + "/Package.swift", encoding: .utf8)
        for module in Self.appModules {
            #expect(workflow.contains("run: xcodebuild -scheme \(module) -destination 'generic/platform=iOS' build"))
            #expect(manifest.contains(".library(name: \"\(module)\", targets: [\"\(module)\"])"), "a scheme Xcode makes from a product")
        }
        #expect(workflow.contains("run: swift build\n"))
        #expect(workflow.contains("run: swift test --filter FontPackageTests\n"))
        #expect(workflow.contains("runs-on: macos-"))
    }

    @Test("no module an app links uses an API on the forbidden list", arguments: forbidden)
    func forbiddenAPI(_ api: ForbiddenAPI) throws {
        // Simple word boundaries: Unicode's (UAX #29) do not break at the dot of `a.b`.
        let pattern = try Regex(api.pattern).wordBoundaryKind(.simple)
        #expect(api.example.contains(pattern), "the entry's example must match its pattern")
        if let iOS = api.iOS { #expect(iOS > Self.iOS, "an API of the floor or older is allowed") }
        var uses: [String] = []
        for module in try Self.linkedModules() {
            for (path, lines) in try Self.sources(of: module) {
                for (number, line) in lines.enumerated() where line.contains(pattern) {
                    uses.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(uses.isEmpty, "\(api.why) [\(api.source)]:\n\(uses.joined(separator: "\n"))")
    }

    @Test("imports of modules Apple's SDKs lack are under canImport of that module")
    func guardedImports() throws {
        var unguarded: [String] = []
        for module in try Self.linkedModules() {
            for (path, lines) in try Self.sources(of: module) {
                for (number, line) in lines.enumerated() {
                    let words = line.split(separator: " ")
                    guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count else { continue }
                    let imported = String(words[importIndex + 1])
                    guard Self.guardedImports.contains(imported) else { continue }
                    let previous = number > 0 ? lines[number - 1].trimmingCharacters(in: .whitespaces) : ""
                    if previous != "#if canImport(\(imported))" && previous != "#elseif canImport(\(imported))" {
                        unguarded.append("\(path):\(number + 1): \(line)")
                    }
                }
            }
        }
        #expect(unguarded.isEmpty, "not in Apple's SDKs:\n\(unguarded.joined(separator: "\n"))")
    }

    /// This toolchain's folder of Linux module interfaces, when it can be found.
    static let interfaceFolder: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder) + "/swift").resolvingSymlinksInPath()
            let interfaces = swift.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/linux").path
            if FileManager.default.fileExists(atPath: interfaces + "/Swift.swiftmodule") { return interfaces }
        }
        return nil
    }()

    @Test(
        "each entry's version is the one this toolchain's interfaces declare",
        .enabled(if: interfaceFolder != nil, "the toolchain's Linux module interfaces were not found"),
        arguments: forbidden.filter { if case .interface = $0.source { true } else { false } })
    func interfaceAvailability(_ api: ForbiddenAPI) throws {
        guard case .interface(let module, let declaration) = api.source, let folder = Self.interfaceFolder else { return }
        let moduleFolder = folder + "/\(module).swiftmodule"
        let interface = try #require(
            try FileManager.default.contentsOfDirectory(atPath: moduleFolder)
                .first { $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface") })
        let lines = try String(contentsOfFile: moduleFolder + "/" + interface, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(declaration) }, "\(declaration) in \(interface)")
        // The declaration's own attributes: its line and the attribute lines just above it.
        var attributes = [lines[line]]
        var above = line - 1
        while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
            attributes.append(lines[above])
            above -= 1
        }
        // Where the declaration was introduced, not where a back-deployed body ends (`@backDeployed(before:)`).
        let version = try Regex(#"@available\(.*\biOS (\d+)"#)
        let declared = attributes.lazy.compactMap { $0.firstMatch(of: version)?.output[1].substring }.first
        #expect(declared.flatMap { Int($0) } == api.iOS, "\(declaration): \(attributes)")
    }
}
