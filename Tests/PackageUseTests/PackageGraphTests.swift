import Foundation
import Testing

/// The manifest says what the package is: each target's dependencies are the
/// modules of this package (and the products, such as `ArgumentParser`) its
/// Swift files import, no more and no fewer.
///
/// A dependency nothing imports links a module for nothing and draws an edge
/// in the graph that is not there; an import the manifest does not declare
/// builds only while some other dependency happens to bring the module along.
@Suite("The package graph")
struct PackageGraphTests {
    /// One target as `swift package dump-package` describes it.
    struct Target: Sendable {
        enum Kind: String, Sendable {
            case regular, executable, test, system, plugin, macro, binary
        }

        let name: String
        let kind: Kind
        /// The folder of its sources, relative to the package root.
        let path: String
        /// The targets of this package it depends on, by name.
        let targets: Set<String>
        /// The products of other packages it depends on, by name.
        let products: Set<String>

        /// What it depends on: a product's module has the product's name
        /// (`ArgumentParser`), as every product this package uses does.
        var dependencies: Set<String> { targets.union(products) }
    }

    /// The manifest read once, through SwiftPM itself (`dump-package` on a
    /// scratch folder of its own, so that the `.build` lock a running
    /// `swift test` holds does not make it wait).
    static let manifest: Result<[Target], any Error> = Result {
        let scratch = NSTemporaryDirectory() + "fontpackage-dump-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let dump = try ConsumerPackage.run(
            "swift", ["package", "--scratch-path", scratch, "dump-package"], in: ConsumerPackage.packageRoot)
        guard dump.status == 0 else { throw DumpFailure(description: "swift package dump-package failed:\n\(dump.output)") }
        return try targets(fromDump: dump.output)
    }

    struct DumpFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The targets of `dump-package`'s JSON; its output may start with
    /// SwiftPM's own notes, so the JSON is read from its first `{`.
    static func targets(fromDump output: String) throws -> [Target] {
        let json = try #require(output.firstIndex(of: "{").map { output[$0...] }, "no JSON in: \(output)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let list = try #require(document["targets"] as? [[String: Any]])
        return try list.map { target in
            let name = try #require(target["name"] as? String)
            let kindName = try #require(target["type"] as? String)
            let kind = try #require(Target.Kind(rawValue: kindName), "\(name): target type \(kindName)")
            let folder =
                switch kind {
                case .test: "Tests"
                case .plugin: "Plugins"
                default: "Sources"
                }
            var targets: Set<String> = []
            var products: Set<String> = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                // {"byName": [name, condition]}, {"target": [name, condition]},
                // {"product": [name, package, moduleAliases, condition]}.
                if let byName = (dependency["byName"] ?? dependency["target"]) as? [Any], let first = byName.first as? String {
                    targets.insert(first)
                } else if let product = dependency["product"] as? [Any], let first = product.first as? String {
                    products.insert(first)
                } else {
                    throw DumpFailure(description: "\(name): dump-package wrote a dependency as \(dependency)")
                }
            }
            return Target(
                name: name, kind: kind, path: target["path"] as? String ?? "\(folder)/\(name)", targets: targets,
                products: products)
        }
    }

    /// The modules a folder's Swift files import, each with the first file
    /// and line importing it: every form (`import`, `internal import`,
    /// `package import`, `public import`, `@testable import`,
    /// `import struct M.Type`), outside comments and multi-line string
    /// literals (a test's consumer package writes `import FontPackage` in one).
    static func imports(under folder: String) throws -> [String: String] {
        let root = ConsumerPackage.packageRoot + "/" + folder
        let enumerator = try #require(FileManager.default.enumerator(atPath: root), "no folder \(folder)")
        let statement = try Regex(
            #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
        )
        var found: [String: String] = [:]
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(relative) }
        }
        for relative in files.sorted() {
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            var inString = false
            for (number, line) in AppleAvailabilityTests.withoutComments(text).enumerated() {
                let delimiters = line.ranges(of: Self.multiLineDelimiter).count
                defer { if delimiters % 2 == 1 { inString.toggle() } }
                guard !inString, let match = line.firstMatch(of: statement), let module = match.output[1].substring else { continue }
                if found[String(module)] == nil { found[String(module)] = "\(folder)/\(relative):\(number + 1)" }
            }
        }
        return found
    }

    /// What opens and closes a multi-line string literal.
    static let multiLineDelimiter = String(repeating: "\"", count: 3)

    /// What is wrong with one target's declared dependencies, given the
    /// modules its files import (module: where) and the names that are
    /// modules of this package or of its products.
    ///
    /// A dependency on an executable target (a test target's on `fontpack`)
    /// asks SwiftPM to build the tool before the tests run; it is not an
    /// import, so it may go unimported.
    static func problems(of target: Target, imports: [String: String], modules: Set<String>, executables: Set<String>) -> [String] {
        var problems: [String] = []
        for (module, place) in imports.sorted(by: { $0.key < $1.key })
        where modules.contains(module) && module != target.name && !target.dependencies.contains(module) {
            problems.append("\(target.name) imports \(module) (\(place)), but Package.swift does not declare it as a dependency")
        }
        for module in target.dependencies.sorted() where imports[module] == nil && !executables.contains(module) {
            problems.append("\(target.name) declares a dependency on \(module), but none of its files (\(target.path)) imports it")
        }
        return problems
    }

    @Test("each target's dependencies are exactly the package modules and products its files import")
    func dependenciesAreImports() throws {
        let targets = try Self.manifest.get()
        // The modules a Swift file could import: every target but plugins and test
        // targets (a system library's too), and every product depended on.
        let modules = Set(targets.filter { ![.plugin, .test].contains($0.kind) }.map(\.name))
            .union(targets.flatMap(\.products))
        let executables = Set(targets.filter { $0.kind == .executable }.map(\.name))
        var problems: [String] = []
        var checked: [String] = []
        // A plugin's dependencies are the tools it runs; a system library has no Swift files.
        for target in targets where ![.plugin, .system, .binary].contains(target.kind) {
            let imports = try Self.imports(under: target.path)
            problems += Self.problems(of: target, imports: imports, modules: modules, executables: executables)
            checked.append(target.name)
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(checked.contains("FontPackageCheck") && checked.contains("fontpack") && checked.contains("PackageUseTests"))
    }

    @Test("a drifted target is named with the module, in both directions")
    func reportsDrift() {
        let target = Target(
            name: "FontPackageHTMLReport", kind: .regular, path: "Sources/FontPackageHTMLReport",
            targets: ["FontPackageCheck", "FontPackageReporting"], products: [])
        let problems = Self.problems(
            of: target,
            imports: ["FontPackageCheck": "a.swift:1", "FontPackageStrings": "b.swift:2", "Foundation": "a.swift:2"],
            modules: ["FontPackageCheck", "FontPackageReporting", "FontPackageStrings", "FontPackageHTMLReport", "fontpack"],
            executables: ["fontpack"])
        #expect(
            problems == [
                "FontPackageHTMLReport imports FontPackageStrings (b.swift:2), but Package.swift does not declare it as a dependency",
                "FontPackageHTMLReport declares a dependency on FontPackageReporting, but none of its files (Sources/FontPackageHTMLReport) imports it",
            ])
    }

    @Test("imports are read in every form, and not from comments or multi-line strings")
    func importForms() throws {
        let folder = "Tests/PackageUseTests"
        let imports = try Self.imports(under: folder)
        // This target's files import Foundation and Testing; the consumer package
        // ConsumerPackageTests writes imports FontPackage inside a string literal.
        #expect(imports["Foundation"] != nil && imports["Testing"] != nil)
        #expect(imports["FontPackage"] == nil && imports["PackageDescription"] == nil, "\(imports)")
    }
}
