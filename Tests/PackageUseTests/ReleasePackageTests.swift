import Foundation
import Testing

/// What `Scripts/release/package.sh` writes, used as a user without a Swift
/// toolchain uses it: the tarball's binary, the `.deb`, the artifact bundle, the
/// plugins package on that bundle, and the action's steps on the tarball. Each
/// gives the same verdict on the example pack (`Config/appfont.json` and `Fonts/`)
/// as the `fontpack` built from source beside the tests.
///
/// Slow: `package.sh` makes one release build (ten minutes on two cores alone),
/// run once for the whole suite (``artifacts``) and shared by every test.
@Suite("The release artifacts (slow: one release build)", .serialized)
struct ReleasePackageTests {
    /// What one `package.sh` run wrote.
    struct Artifacts: Sendable {
        let folder: String
        let version: String
        var tarball: String { folder + "/fontpack-\(version)-linux-x86_64.tar.gz" }
        var deb: String { folder + "/fontpack_\(version)_amd64.deb" }
        var bundle: String { folder + "/fontpack.artifactbundle.zip" }
        var plugins: String { folder + "/FontPackagePlugins" }
    }

    static let root = ConsumerPackage.packageRoot

    /// `package.sh` into `.build-release/test-artifacts` (emptied first), on the
    /// build folder `package.sh` uses by default, so that a second run of the tests
    /// builds only what changed, and nothing piles up in the temporary folder.
    /// On a thread of its own: the build takes minutes, and a test waiting on the
    /// cooperative pool would hold one of its few threads from every other test.
    static let artifacts = Task { try await Run.offThePool { try makeArtifacts() } }

    static func makeArtifacts() throws -> Artifacts {
        let folder = root + "/.build-release/test-artifacts"
        try? FileManager.default.removeItem(atPath: folder)
        let started = Date()
        let run = try Run.command("/bin/bash", [root + "/Scripts/release/package.sh", folder])
        print("package.sh: \(String(format: "%.0f", Date().timeIntervalSince(started))) s")
        guard run.status == 0 else { throw Run.Failure("package.sh failed (exit \(run.status)): \(run.errors)") }
        // The version the source says, read apart from package.sh (which asks the binary).
        let source = try String(contentsOfFile: root + "/Sources/FontPackage/Version.swift", encoding: .utf8)
        guard let version = source.firstMatch(of: /string = "(\d+\.\d+\.\d+)"/).map({ String($0.1) }) else {
            throw Run.Failure("no version in Sources/FontPackage/Version.swift")
        }
        return Artifacts(folder: folder, version: version)
    }

    /// The verdict of a check: its exit status and how many findings of each severity.
    struct Verdict: Equatable, CustomStringConvertible {
        let status: Int32
        let errors: Int
        let warnings: Int
        let notes: Int
        var description: String { "exit \(status): \(errors) errors, \(warnings) warnings, \(notes) notes" }

        /// From the text report's summary line (`6 errors, 1 warning, 0 notes; ...`).
        init(status: Int32, text: String) throws {
            let summary = try #require(
                text.firstMatch(of: /(?m)^(\d+) errors?, (\d+) warnings?, (\d+) notes?;/), "no summary line in: \(text)")
            self.status = status
            errors = Int(summary.1)!
            warnings = Int(summary.2)!
            notes = Int(summary.3)!
        }

        init(status: Int32, errors: Int, warnings: Int, notes: Int) {
            self.status = status
            self.errors = errors
            self.warnings = warnings
            self.notes = notes
        }
    }

    /// The `fontpack` that `swift build --build-tests` built from source beside this test bundle.
    static var sourceBuild: String {
        get throws {
            let bundleFolder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
            for folder in [bundleFolder.path, bundleFolder.deletingLastPathComponent().path, root + "/.build/debug"] {
                let candidate = folder + "/fontpack"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
            throw Run.Failure("no fontpack built from source beside \(bundleFolder.path): run swift build --build-tests")
        }
    }

    /// The source build's verdict on the example pack with `arguments`, from its JSON
    /// report (the same counts as the text summary, read another way).
    static func sourceVerdict(_ arguments: [String] = []) throws -> Verdict {
        let run = try Run.command(try sourceBuild, ["check", "--format", "json"] + arguments, in: root)
        guard let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
            let summary = json["summary"] as? [String: Any], let errors = summary["errors"] as? Int,
            let warnings = summary["warnings"] as? Int, let notes = summary["notes"] as? Int
        else { throw Run.Failure("the source build's JSON has no summary: \(run.output)\(run.errors)") }
        return Verdict(status: run.status, errors: errors, warnings: warnings, notes: notes)
    }

    /// The example pack as a whole (exit 0, with warnings and notes), and with
    /// Hebrew, which it has no face for (exit 1, with errors).
    static let exampleRuns: [[String]] = [[], ["--languages", "vi,he"]]

    /// `binary` gives the source build's verdict on each of ``exampleRuns``, run
    /// with nothing of this process's environment but a PATH without the toolchain.
    static func expectSourceVerdicts(of binary: String) throws {
        for arguments in exampleRuns {
            let run = try Run.command(binary, ["check"] + arguments, in: root, environment: ["PATH": "/usr/bin:/bin"])
            let expected = try sourceVerdict(arguments)
            #expect(try Verdict(status: run.status, text: run.output) == expected, "check \(arguments): \(run.errors)")
        }
        #expect(try sourceVerdict(["--languages", "vi,he"]).errors > 0, "the second run has errors to compare")
    }

    /// A new empty folder under the temporary folder.
    static func temporaryFolder(_ name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "fontpack-\(name)-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The libraries `ldd` resolves for `binary`: soname and path (the loader itself has no soname line).
    static func libraries(of binary: String) throws -> [(name: String, path: String)] {
        let ldd = try Run.command("/usr/bin/ldd", [binary])
        try #require(ldd.status == 0, "ldd \(binary): \(ldd.output)\(ldd.errors)")
        #expect(!ldd.output.contains("not found"), "\(ldd.output)")
        return ldd.output.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            if words.count >= 3, words[1] == "=>", words[2].hasPrefix("/") { return (words[0], words[2]) }
            if let first = words.first, first.hasPrefix("/") { return ((first as NSString).lastPathComponent, first) }
            return nil  // linux-vdso.so.1: the kernel's, no file
        }
    }

    /// The Debian package that holds `path` (`dpkg -S`), trying the other spelling of a merged /usr.
    static func package(holding path: String) throws -> String {
        var candidates = [path, URL(fileURLWithPath: path).resolvingSymlinksInPath().path]
        for candidate in candidates {
            if candidate.hasPrefix("/usr/lib/") { candidates.append(String(candidate.dropFirst(4))) }
            if candidate.hasPrefix("/lib") { candidates.append("/usr" + candidate) }
        }
        for candidate in candidates {
            let search = try Run.command("/usr/bin/dpkg", ["-S", candidate])
            if search.status == 0, let line = search.output.split(separator: "\n").first,
                let colon = line.range(of: ": ")
            {
                // "libc6:amd64: /lib/x86_64-linux-gnu/libc.so.6"; a diversion line has no package first.
                return String(line[..<colon.lowerBound]).split(separator: ":").first.map(String.init) ?? ""
            }
        }
        throw Run.Failure("dpkg -S finds no package holding \(path)")
    }

    @Test("the tarball's binary runs with no toolchain on PATH and loads no library of the toolchain")
    func tarball() async throws {
        let artifacts = try await Self.artifacts.value
        let prefix = try Self.temporaryFolder("tarball")
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let extract = try Run.command("/bin/tar", ["-xzf", artifacts.tarball, "--strip-components=1", "-C", prefix])
        try #require(extract.status == 0, "\(extract.errors)")
        let binary = prefix + "/bin/fontpack"

        let bare = ["PATH": "/usr/bin:/bin"]
        let version = try Run.command(binary, ["--version"], environment: bare)
        #expect(version.status == 0 && version.output == artifacts.version + "\n", "\(version.output)\(version.errors)")
        try Self.expectSourceVerdicts(of: binary)

        let toolchain = URL(fileURLWithPath: try Run.which("swift")).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().path
        for library in try Self.libraries(of: binary) {
            #expect(!library.path.hasPrefix(toolchain) && !library.path.hasPrefix("/opt/swift"), "\(library)")
            #expect(!library.name.hasPrefix("libswift") && !library.name.hasPrefix("libFoundation") && !library.name.hasPrefix("libdispatch"), "\(library)")
        }
        // Its licences are beside it.
        for file in ["copyright", "licenses/Swift-LICENSE.txt", "licenses/swift-argument-parser-LICENSE.txt",
            "licenses/Unicode-3.0.txt", "licenses/Apache-2.0.txt"]
        {
            #expect(FileManager.default.fileExists(atPath: prefix + "/share/doc/fontpack/" + file), "\(file)")
        }
    }

    @Test("the .deb's fontpack runs, and its Depends names the packages of the libraries the binary links, and covers every library ldd lists")
    func deb() async throws {
        let artifacts = try await Self.artifacts.value
        let fields = try Run.command("/usr/bin/dpkg-deb", ["-f", artifacts.deb, "Package", "Version", "Architecture", "Depends"])
        try #require(fields.status == 0, "\(fields.errors)")
        #expect(fields.output.contains("Package: fontpack\nVersion: \(artifacts.version)\nArchitecture: amd64\n"), "\(fields.output)")
        let depends = try #require(fields.output.firstMatch(of: /(?m)^Depends: (.*)$/)).1
        // "libc6 (>= 2.34), libfontconfig1 (>= 2.12.6)": a name and, maybe, the lowest version.
        let requirements: [(name: String, version: String?)] = depends.split(separator: ",").map { item in
            let parts = item.trimmingCharacters(in: .whitespaces).firstMatch(of: /^([a-z0-9.+-]+)(?: \(>= ([^)]+)\))?$/)
            return (parts.map { String($0.1) } ?? String(item), parts?.2.map(String.init))
        }
        let names = Set(requirements.map(\.name))

        let root = try Self.temporaryFolder("deb")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let extract = try Run.command("/usr/bin/dpkg-deb", ["-x", artifacts.deb, root])
        try #require(extract.status == 0, "\(extract.errors)")
        let binary = root + "/usr/bin/fontpack"
        try Self.expectSourceVerdicts(of: binary)
        #expect(FileManager.default.fileExists(atPath: root + "/usr/share/doc/fontpack/copyright"))

        // Exactly the packages of the libraries the binary itself names (DT_NEEDED).
        let dynamic = try Run.command("/usr/bin/readelf", ["-d", binary])
        let needed = Set(dynamic.output.matches(of: /\(NEEDED\)\s+Shared library: \[([^\]]+)\]/).map { String($0.1) })
        let libraries = try Self.libraries(of: binary)
        var neededPackages: Set<String> = []
        for soname in needed {
            let path = try #require(libraries.first { $0.name == soname }?.path, "ldd does not resolve \(soname)")
            neededPackages.insert(try Self.package(holding: path))
        }
        #expect(names == neededPackages, "Depends: \(depends); the packages of \(needed.sorted()): \(neededPackages.sorted())")

        // Every library the loader maps comes from Depends or what they depend on, as apt would install it.
        var closure = names
        var queue = Array(names)
        while let package = queue.popLast() {
            let query = try Run.command("/usr/bin/dpkg-query", ["-W", "-f", "${Depends}, ${Pre-Depends}", package])
            try #require(query.status == 0, "\(package) is not installed: \(query.errors)")
            for alternative in query.output.split(separator: ",") {
                // "libc6 (>= 2.34)" or "libpng16-16 | libpng12-0": any installed alternative counts.
                for choice in alternative.split(separator: "|") {
                    let name = String(choice.trimmingCharacters(in: .whitespaces).prefix { $0 != " " && $0 != ":" })
                    if !name.isEmpty, !closure.contains(name) {
                        closure.insert(name)
                        queue.append(name)
                    }
                }
            }
        }
        for library in libraries {
            let package = try Self.package(holding: library.path)
            #expect(closure.contains(package), "\(library.path) (\(package)) is not brought by Depends: \(depends)")
        }
        // And this machine's packages satisfy the versions it asks for.
        for requirement in requirements {
            let installed = try Run.command("/usr/bin/dpkg-query", ["-W", "-f", "${Version}", requirement.name])
            #expect(installed.status == 0, "\(requirement.name) is not installed")
            if let lowest = requirement.version {
                let compare = try Run.command("/usr/bin/dpkg", ["--compare-versions", installed.output, "ge", lowest])
                #expect(compare.status == 0, "\(requirement.name) \(installed.output) < \(lowest)")
            }
        }
    }

    @Test("the artifact bundle: info.json schema 1.0 with the x86_64-unknown-linux-gnu variant, whose binary runs; its checksum is the file's SHA-256")
    func artifactBundle() async throws {
        let artifacts = try await Self.artifacts.value
        let folder = try Self.temporaryFolder("bundle")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let unzip = try Run.command("/usr/bin/unzip", ["-q", artifacts.bundle, "-d", folder])
        try #require(unzip.status == 0, "\(unzip.errors)")
        let bundle = folder + "/fontpack.artifactbundle"
        let info = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bundle + "/info.json"))) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try #require((info["artifacts"] as? [String: Any])?["fontpack"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        #expect(artifact["version"] as? String == artifacts.version)
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        let variant = try #require(variants.first)
        #expect(variant["supportedTriples"] as? [String] == ["x86_64-unknown-linux-gnu"])
        let path = try #require(variant["path"] as? String)
        let run = try Run.command(bundle + "/" + path, ["--version"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(run.status == 0 && run.output == artifacts.version + "\n", "\(run.output)\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: bundle + "/copyright"))

        // swift package compute-checksum, the checksum a release's plugins package names, against sha256sum.
        let checksum = try Run.command(
            try Run.which("swift"), ["package", "compute-checksum", artifacts.bundle], in: folder)
        let sha256 = try Run.command("/usr/bin/sha256sum", [artifacts.bundle])
        #expect(checksum.status == 0 && checksum.output.count == 65, "\(checksum.output)\(checksum.errors)")
        #expect(sha256.output.hasPrefix(checksum.output.trimmingCharacters(in: .whitespacesAndNewlines) + " "))
        // SHA256SUMS lists each file with the same sums.
        let sums = try Run.command("/usr/bin/sha256sum", ["-c", "SHA256SUMS"], in: artifacts.folder)
        #expect(sums.status == 0, "\(sums.output)\(sums.errors)")
        for file in [artifacts.tarball, artifacts.deb, artifacts.bundle] {
            #expect(sums.output.contains((file as NSString).lastPathComponent + ": OK"), "\(sums.output)")
        }
    }

    @Test("FontPackagePlugins declares FontPackage's plugins: the same verbs, descriptions and permissions")
    func pluginDeclarations() async throws {
        let artifacts = try await Self.artifacts.value
        func plugins(of package: String) throws -> [String: String] {
            let scratch = try Self.temporaryFolder("dump")
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let dump = try Run.command(try Run.which("swift"), ["package", "--scratch-path", scratch, "dump-package"], in: package)
            try #require(dump.status == 0, "\(dump.errors)")
            let manifest = try #require(try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
            var plugins: [String: String] = [:]
            for target in manifest["targets"] as? [[String: Any]] ?? [] where target["type"] as? String == "plugin" {
                let capability = try JSONSerialization.data(withJSONObject: target["pluginCapability"] ?? [:], options: .sortedKeys)
                plugins[target["name"] as? String ?? ""] = String(decoding: capability, as: UTF8.self)
            }
            return plugins
        }
        let released = try plugins(of: artifacts.plugins)
        #expect(released.count == 3)
        #expect(released == (try plugins(of: Self.root)))
        // The same sources, but for the link FontPackWriteCommand's copy of FontPackRun.swift was.
        for file in ["FontPackCommand/FontPackCommand.swift", "FontPackCommand/FontPackRun.swift", "FontPackWriteCommand/FontPackRun.swift",
            "FontPackWriteCommand/FontPackWriteCommand.swift", "FontPackCheck/FontPackCheck.swift"]
        {
            #expect(
                FileManager.default.contents(atPath: artifacts.plugins + "/Plugins/" + file)
                    == FileManager.default.contents(atPath: Self.root + "/Plugins/" + file), "\(file)")
        }
    }

    /// The plugins of FontPackagePlugins, by path, in a consumer with the example pack:
    /// the command plugin's verdict is the source build's, the build plugin checks a
    /// target's pack, and no FontPackage source is compiled on the way. Offline: the
    /// only dependency is a folder, and a proxy that answers nothing stands in for the network.
    @Test("a consumer of FontPackagePlugins by path runs fontpack check offline with the same verdict, compiling no FontPackage source")
    func pluginsFromTheBinary() async throws {
        let artifacts = try await Self.artifacts.value
        let root = try Self.temporaryFolder("plugins-consumer")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let consumer = root + "/Consumer"
        let scratch = root + "/build"
        let manager = FileManager.default
        try manager.createDirectory(atPath: consumer + "/Sources/Pack", withIntermediateDirectories: true)
        try manager.copyItem(atPath: artifacts.plugins, toPath: root + "/FontPackagePlugins")
        try """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Consumer",
                dependencies: [.package(path: "../FontPackagePlugins")],
                targets: [
                    .target(
                        name: "Pack",
                        resources: [.copy("appfont.json"), .copy("Fonts")],
                        plugins: [.plugin(name: "FontPackCheck", package: "FontPackagePlugins")]
                    )
                ]
            )
            """.write(toFile: consumer + "/Package.swift", atomically: true, encoding: .utf8)
        try "public let packName = \"NotoSans\"\n".write(toFile: consumer + "/Sources/Pack/Pack.swift", atomically: true, encoding: .utf8)
        try ConsumerPackageTests.packConfig().write(toFile: consumer + "/Sources/Pack/appfont.json", atomically: true, encoding: .utf8)
        try manager.createDirectory(atPath: consumer + "/Sources/Pack/Fonts", withIntermediateDirectories: true)
        for face in ["Light", "Medium", "Bold"] {
            try manager.copyItem(
                atPath: Self.root + "/Fonts/NotoSans/NotoSans-\(face).ttf", toPath: consumer + "/Sources/Pack/Fonts/NotoSans-\(face).ttf")
        }
        // The example pack, as the consumer's own config and fonts.
        try manager.createDirectory(atPath: consumer + "/Config", withIntermediateDirectories: true)
        try manager.copyItem(atPath: Self.root + "/Config/appfont.json", toPath: consumer + "/Config/appfont.json")
        try manager.copyItem(atPath: Self.root + "/Config/appfont.schema.json", toPath: consumer + "/Config/appfont.schema.json")
        try manager.copyItem(atPath: Self.root + "/Fonts", toPath: consumer + "/Fonts")

        var offline = ProcessInfo.processInfo.environment
        for proxy in ["http_proxy", "https_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"] {
            offline[proxy] = "http://127.0.0.1:9"
        }
        let swift = try Run.which("swift")
        let environment = offline
        func package(_ arguments: [String]) async throws -> Run.Result {
            try await Run.offThePool {
                try Run.command(swift, ["package", "--scratch-path", scratch] + arguments, in: consumer, environment: environment)
            }
        }

        // The first run: the plugins compiled, the binary taken from the bundle; timed (Benchmarks/results/release-binary.md).
        let started = Date()
        let check = try await package(["fontpack", "check", "--config", "Config/appfont.json", "--fonts", "Fonts"])
        let seconds = Date().timeIntervalSince(started)
        print("swift package fontpack check from the binary, first run: \(String(format: "%.1f", seconds)) s")
        // swift package exits 1 for any failed plugin, and says the plugin's own status.
        let pluginStatus = (check.output + check.errors).firstMatch(of: /Plugin ended with exit code (\d+)/).flatMap { Int32($0.1) }
        let verdict = try Verdict(status: check.status == 0 ? 0 : pluginStatus ?? -1, text: check.output)
        #expect(verdict == (try Self.sourceVerdict()), "\(check.output)\(check.errors)")

        // The build plugin checks the target's pack.
        let build = try await Run.offThePool {
            try Run.command(swift, ["build", "--scratch-path", scratch], in: consumer, environment: environment)
        }
        #expect(build.status == 0, "\(build.output)\(build.errors)")
        #expect(build.output.contains("Checking the font pack of Pack"), "\(build.output)")

        // The verbs, and the write permission asked for as FontPackage's plugins ask.
        let list = try await package(["plugin", "--list"])
        #expect(list.output.contains("‘fontpack’ (plugin ‘FontPackCommand’ in package ‘FontPackagePlugins’)"), "\(list.output)")
        #expect(list.output.contains("‘fontpack-write’ (plugin ‘FontPackWriteCommand’ in package ‘FontPackagePlugins’)"), "\(list.output)")
        let writing = ["check", "--format", "json", "--output", "build/check.json"]
        let refused = try await package(["fontpack"] + writing)
        #expect(refused.status != 0 && (refused.output + refused.errors).contains("fontpack-write"), "\(refused.errors)")
        let allowed = try await package(["--allow-writing-to-package-directory", "fontpack-write"] + writing)
        #expect(manager.fileExists(atPath: consumer + "/build/check.json"), "\(allowed.output)\(allowed.errors)")

        // No FontPackage source was compiled: no module of it in the build folder, none in the log.
        let log = [check, build, list, refused, allowed].map { $0.output + $0.errors }.joined(separator: "\n")
        for module in ["FontPackage", "FontPackageSupport", "FontPackageCheck", "FontPackageInspection", "fontpack", "ArgumentParser"] {
            #expect(!log.contains("Compiling \(module) "), "\(module) compiled:\n\(log)")
        }
        let built = (manager.enumerator(atPath: scratch)?.allObjects as? [String]) ?? []
        let modules = built.filter { $0.hasSuffix(".build") && ($0.contains("FontPackage") || $0.hasSuffix("/fontpack.build")) }
        #expect(modules.isEmpty, "\(modules)")
        #expect(built.contains { $0.hasSuffix("/fontpack-\(artifacts.version)-x86_64-unknown-linux-gnu/bin/fontpack") }, "the bundle's binary, extracted")
    }
}

/// Processes, with their output and errors apart.
enum Run {
    struct Result: Sendable {
        let status: Int32
        let output: String
        let errors: String
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs `executable` (a path) with `arguments`, in `directory`, with exactly
    /// `environment` when given (else this process's).
    static func command(
        _ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let files = (0..<2).map { _ in FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-run-" + UUID().uuidString) }
        defer { for file in files { try? FileManager.default.removeItem(at: file) } }
        for file in files { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let output = try FileHandle(forWritingTo: files[0])
        let errors = try FileHandle(forWritingTo: files[1])
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: files[0]), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: files[1]), as: UTF8.self))
    }

    /// `body` on a thread of its own, so that waiting on a long process holds no
    /// thread of Swift's cooperative pool, which the other tests run on.
    static func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Swift.Result { try body() }) }
        }
    }

    /// The path of `tool` on this process's PATH.
    static func which(_ tool: String) throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Failure("\(tool) is not on PATH")
    }
}
