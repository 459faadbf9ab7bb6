import Foundation
import Testing

/// The README's install commands as written, and the action's steps as a runner
/// runs them, on what `package.sh` wrote (``ReleasePackageTests/artifacts``).
extension ReleasePackageTests {
    /// The README's section under `heading` (up to the next `## `).
    static func readmeSection(_ heading: String) throws -> String {
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        guard let start = readme.range(of: "\n## \(heading)\n") else { throw Run.Failure("the README has no ## \(heading)") }
        let rest = readme[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// A YAML file as JSON values, read by PyYAML (Scripts/test.sh installs it).
    static func yaml(_ path: String) throws -> Any {
        let read = try Run.command(
            try Run.which("python3"), ["-c", "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)", path])
        guard read.status == 0 else { throw Run.Failure("PyYAML could not read \(path): \(read.errors)") }
        return try JSONSerialization.jsonObject(with: Data(read.output.utf8))
    }

    /// Follows the README's install section line by line in a temporary home, as
    /// a user without root would: each `curl -fLO URL` must name a file package.sh
    /// wrote, at the release's address, and is replaced by a copy of it; the
    /// libraries `apt-get install` names must be the .deb's Depends (but the C
    /// library and libgcc) and installed here; `apt-get install ./fontpack_...deb` is
    /// simulated (`apt-get -s`, which installs nothing); every other line runs as
    /// written, and `fontpack --version` must print the release's version.
    @Test("the README's install commands, as written, with the downloads replaced by package.sh's files")
    func readmeInstall() async throws {
        let artifacts = try await Self.artifacts.value
        let section = try Self.readmeSection("Install")
        let blocks = ReadmeDependencyTests.blocks("sh", in: section)
        #expect(blocks.count == 2, "the tarball's commands and the .deb's")
        let readmeLibraries = try #require(section.firstMatch(of: /or later, `([a-z0-9 \n-]+)`/)).1
            .split(whereSeparator: \.isWhitespace).map(String.init)
        let depends = try Run.command("/usr/bin/dpkg-deb", ["-f", artifacts.deb, "Depends"]).output
        let dependsNames = Set(depends.split(separator: ",").map { String($0.trimmingCharacters(in: .whitespacesAndNewlines).prefix { $0 != " " }) })
        // The README's list is the .deb's Depends, but for the C library and libgcc, which every system has.
        #expect(Set(readmeLibraries) == dependsNames.subtracting(["libc6", "libgcc-s1"]), "README: \(readmeLibraries); Depends: \(depends)")

        let home = try Self.temporaryFolder("readme-home")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let work = home + "/downloads"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        var script = ["set -euo pipefail"]
        var downloaded: [String] = []
        for line in blocks.flatMap({ $0 }) where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            if let download = line.firstMatch(of: /^curl -fLO (https:\/\/github\.com\/OWNER\/FontPackage\/releases\/download\/([^\/]+)\/(\S+))$/) {
                #expect(String(download.2) == artifacts.version, "\(line)")
                let file = artifacts.folder + "/" + download.3
                #expect(FileManager.default.fileExists(atPath: file), "\(line): package.sh wrote no \(download.3)")
                script.append("cp '\(file)' .")
                downloaded.append(String(download.3))
            } else if let install = line.firstMatch(of: /^sudo apt-get install (\.\/\S+\.deb)$/) {
                script.append("apt-get install -s \(install.1) | grep -q '^Inst fontpack (\(artifacts.version) '")
            } else if let install = line.firstMatch(of: /^sudo apt-get install ([a-z0-9 -]+)$/) {
                let named = install.1.split(separator: " ").map(String.init)
                #expect(named == readmeLibraries, "\(line)")
                script.append("dpkg-query -W \(named.joined(separator: " ")) >/dev/null")
            } else {
                #expect(!line.contains("sudo"), "a line that needs root: \(line)")
                script.append(line)
            }
        }
        #expect(Set(downloaded) == ["fontpack-\(artifacts.version)-linux-x86_64.tar.gz", "fontpack_\(artifacts.version)_amd64.deb"])
        let run = try Run.command(
            "/bin/bash", ["-c", script.joined(separator: "\n")], in: work,
            environment: ["HOME": home, "PATH": "/usr/bin:/bin:/usr/sbin:/sbin"])
        #expect(run.status == 0, "\(script.joined(separator: "\n"))\n\(run.output)\(run.errors)")
        #expect(run.output.hasSuffix(artifacts.version + "\n"), "fontpack --version: \(run.output)")
        #expect(FileManager.default.isExecutableFile(atPath: home + "/.local/bin/fontpack"))
    }

    /// The action's steps as GitHub's runner runs a composite action, on the
    /// tarball through its `package` input and on the example pack with Hebrew: each `run`
    /// step in `bash -eo pipefail` with its `env:` (the only place an expression
    /// may be), `GITHUB_PATH`, `GITHUB_OUTPUT`, `RUNNER_TEMP` and
    /// `GITHUB_ACTION_PATH`. The SARIF upload is GitHub's own action: it is
    /// checked to be pinned and to run, but not run.
    @Test("the action's steps install the tarball and give the source build's verdict, with SARIF and an annotation per finding")
    func actionSteps() async throws {
        let artifacts = try await Self.artifacts.value
        let action = try #require(try Self.yaml(Self.root + "/action.yml") as? [String: Any])
        let declared = try #require(action["inputs"] as? [String: [String: Any]])
        var inputs = declared.mapValues { $0["default"] as? String ?? "" }
        inputs["package"] = artifacts.tarball
        inputs["config"] = "Config/appfont.json"
        inputs["fonts"] = "Fonts"
        // Hebrew, which the pack has no face for: findings of every severity, and a failed step.
        inputs["arguments"] = "--languages vi,he"
        let steps = try #require((action["runs"] as? [String: Any])?["steps"] as? [[String: Any]])

        let temp = try Self.temporaryFolder("runner")
        defer { try? FileManager.default.removeItem(atPath: temp) }
        let path = temp + "/path"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        var outputs: [String: [String: String]] = [:]
        var statuses: [String: Int32] = [:]
        var logs: [String: String] = [:]

        /// An expression of the few kinds the action uses.
        func evaluate(_ text: String) -> String {
            var result = text
            for match in text.matches(of: /\$\{\{\s*([a-z.\-_]+)\s*\}\}/) {
                let name = String(match.1)
                let value: String
                if name.hasPrefix("inputs.") {
                    value = inputs[String(name.dropFirst(7))] ?? "(undeclared \(name))"
                } else if let step = name.firstMatch(of: /^steps\.([a-z\-]+)\.outputs\.([a-z\-]+)$/) {
                    value = outputs[String(step.1)]?[String(step.2)] ?? ""
                } else if ["github.action_ref", "github.action_repository", "github.token"].contains(name) {
                    value = ""  // a local action: no ref, no repository of its own, no token
                } else {
                    Issue.record("an expression this test does not know: \(match.0)")
                    value = ""
                }
                result = result.replacingOccurrences(of: String(match.0), with: value)
            }
            #expect(!result.contains("(undeclared"), "\(text)")
            return result
        }

        for (position, step) in steps.enumerated() {
            let id = step["id"] as? String ?? "step\(position)"
            if let uses = step["uses"] as? String {
                #expect(uses.firstMatch(of: /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.\/-]+@[0-9a-f]{40}$/) != nil, "not pinned by commit: \(uses)")
                continue
            }
            let run = try #require(step["run"] as? String, "step \(id) neither runs nor uses")
            #expect(!run.contains("${{"), "an expression inside run: of step \(id)")
            #expect(step["shell"] as? String == "bash")
            let output = temp + "/output-\(id)"
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            var environment = ProcessInfo.processInfo.environment
            for (name, value) in step["env"] as? [String: String] ?? [:] { environment[name] = evaluate(value) }
            environment["GITHUB_ACTION_PATH"] = Self.root
            environment["GITHUB_WORKSPACE"] = Self.root
            environment["RUNNER_TEMP"] = temp
            environment["GITHUB_PATH"] = path
            environment["GITHUB_OUTPUT"] = output
            // The runner's PATH: what earlier steps added to GITHUB_PATH comes first.
            let added = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").reversed().joined(separator: ":")
            if !added.isEmpty { environment["PATH"] = added + ":" + (environment["PATH"] ?? "") }
            let result = try Run.command("/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", run], in: Self.root, environment: environment)
            statuses[id] = result.status
            logs[id] = result.output + result.errors
            var values: [String: String] = [:]
            for line in try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n") {
                if let equals = line.firstIndex(of: "=") { values[String(line[..<equals])] = String(line[line.index(after: equals)...]) }
            }
            outputs[id] = values
            if result.status != 0 { break }  // the runner runs no further step but those asking for it (the upload)
        }

        #expect(statuses["install"] == 0, "\(logs["install"] ?? "")")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == temp + "/fontpack/bin\n")
        #expect(outputs["install"]?["version"] == artifacts.version)
        let verdict = try Self.sourceVerdict(["--languages", "vi,he"])
        #expect(verdict.status == 1)
        let log = logs["check"] ?? ""
        #expect(statuses["check"] == verdict.status, "\(log)")
        #expect(outputs["check"]?["exit-code"] == String(verdict.status))
        #expect(try Verdict(status: statuses["check"] ?? -1, text: log) == verdict, "\(log)")
        // The SARIF the upload step is given: a result per cause (one fix), each naming its findings.
        let sarif = try #require(outputs["check"]?["sarif-file"], "no SARIF: \(log)")
        let sarifLog = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any])
        let results = try #require(((sarifLog["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(!results.isEmpty && results.count <= verdict.errors + verdict.warnings + verdict.notes)
        #expect(results.contains { $0["level"] as? String == "error" } == (verdict.errors > 0))
        // An annotation per result.
        let annotations = log.split(separator: "\n").filter { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") }
        #expect(annotations.count == results.count, "\(log)")
    }

    /// The install step's download, against a release served from this machine
    /// (a folder laid out as GitHub's release downloads and API are, on a loopback
    /// port): `latest` asks the API for the latest release's tag; no version takes the
    /// action's own commit's (its Version.swift) and repository (from where the runner
    /// put the action); each downloads the tarball and SHA256SUMS and installs, and a
    /// tarball the sums disagree with is refused.
    @Test("the action's install step downloads the latest release or its own commit's, checked against SHA256SUMS, and refuses one that does not match")
    func actionDownload() async throws {
        let artifacts = try await Self.artifacts.value
        let served = try Self.temporaryFolder("release-server")
        defer { try? FileManager.default.removeItem(atPath: served) }
        let manager = FileManager.default
        let downloads = served + "/OWNER/FontPackage/releases/download/\(artifacts.version)"
        try manager.createDirectory(atPath: downloads, withIntermediateDirectories: true)
        try manager.createDirectory(atPath: served + "/repos/OWNER/FontPackage/releases", withIntermediateDirectories: true)
        try manager.copyItem(atPath: artifacts.tarball, toPath: downloads + "/" + (artifacts.tarball as NSString).lastPathComponent)
        try manager.copyItem(atPath: artifacts.folder + "/SHA256SUMS", toPath: downloads + "/SHA256SUMS")
        try #"{ "url": "...", "tag_name": "\#(artifacts.version)", "name": "fontpack \#(artifacts.version)" }"#
            .write(toFile: served + "/repos/OWNER/FontPackage/releases/latest", atomically: true, encoding: .utf8)

        // A file server on a free loopback port, which writes the port to a file (renamed
        // into place once written) and serves until ended.
        let portFile = served + ".port"
        defer { try? manager.removeItem(atPath: portFile) }
        let server = Process()
        server.executableURL = URL(fileURLWithPath: try Run.which("python3"))
        server.arguments = [
            "-c",
            """
            import functools, http.server, os, signal, sys
            # Foundation starts it with the spawning thread's signals blocked: SIGTERM must reach it.
            signal.pthread_sigmask(signal.SIG_SETMASK, [])
            handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
            httpd = http.server.HTTPServer(("127.0.0.1", 0), handler)
            with open(sys.argv[2] + ".tmp", "w") as port:
                port.write(str(httpd.server_address[1]))
            os.rename(sys.argv[2] + ".tmp", sys.argv[2])
            httpd.serve_forever()
            """,
            served, portFile,
        ]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        server.standardInput = FileHandle.nullDevice
        try server.run()
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(60)
        while !manager.fileExists(atPath: portFile), server.isRunning, Date() < deadline { usleep(50_000) }
        let port = try #require(Int((try? String(contentsOfFile: portFile, encoding: .utf8)) ?? ""), "the server wrote no port")
        let address = "http://127.0.0.1:\(port)"

        func install(version: String, actionPath: String? = nil) throws -> (Run.Result, String) {
            let temp = try Self.temporaryFolder("runner-download")
            var environment = ProcessInfo.processInfo.environment
            for proxy in ["http_proxy", "https_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"] { environment[proxy] = nil }
            environment["FONTPACK_VERSION"] = version
            // As action.yml passes github.action_repository: empty where the runner leaves it so.
            environment["FONTPACK_REPOSITORY"] = actionPath == nil ? "OWNER/FontPackage" : ""
            environment["GITHUB_ACTION_PATH"] = actionPath
            environment["GITHUB_REPOSITORY"] = "someone/app"
            environment["GITHUB_SERVER_URL"] = address
            environment["GITHUB_API_URL"] = address
            environment["RUNNER_TEMP"] = temp
            environment["GITHUB_PATH"] = temp + "/path"
            environment["GITHUB_OUTPUT"] = temp + "/output"
            let run = try Run.command("/bin/bash", [Self.root + "/Scripts/release/action/install.sh"], environment: environment)
            return (run, temp)
        }

        // version: latest, from the API.
        let (latest, temp) = try install(version: "latest")
        defer { try? manager.removeItem(atPath: temp) }
        #expect(latest.status == 0, "\(latest.output)\(latest.errors)")
        #expect(try String(contentsOfFile: temp + "/output", encoding: .utf8).contains("version=\(artifacts.version)\n"))
        let installed = try Run.command(temp + "/fontpack/bin/fontpack", ["--version"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(installed.output == artifacts.version + "\n")

        // No version: the action's own commit's, and its repository, from where the runner put it.
        let actionPath = served + "-actions/_actions/OWNER/FontPackage/0123456789abcdef0123456789abcdef01234567"
        defer { try? manager.removeItem(atPath: served + "-actions") }
        try manager.createDirectory(atPath: actionPath + "/Sources/FontPackage", withIntermediateDirectories: true)
        try manager.copyItem(
            atPath: Self.root + "/Sources/FontPackage/Version.swift", toPath: actionPath + "/Sources/FontPackage/Version.swift")
        let (pinned, pinnedTemp) = try install(version: "", actionPath: actionPath)
        defer { try? manager.removeItem(atPath: pinnedTemp) }
        #expect(pinned.status == 0, "\(pinned.output)\(pinned.errors)")
        #expect(try String(contentsOfFile: pinnedTemp + "/output", encoding: .utf8).contains("version=\(artifacts.version)\n"))

        // A tarball that is not the one the sums name.
        try "0000000000000000000000000000000000000000000000000000000000000000  fontpack-\(artifacts.version)-linux-x86_64.tar.gz\n"
            .write(toFile: downloads + "/SHA256SUMS", atomically: true, encoding: .utf8)
        let (tampered, otherTemp) = try install(version: artifacts.version)
        defer { try? manager.removeItem(atPath: otherTemp) }
        #expect(tampered.status == 1, "\(tampered.output)\(tampered.errors)")
        #expect(tampered.errors.contains("does not match the release's SHA256SUMS"), "\(tampered.errors)")
        #expect(!manager.fileExists(atPath: otherTemp + "/fontpack/bin/fontpack"))
    }

    /// The workflows and the action as GitHub's schemas (SchemaStore's, shipped
    /// inside check-jsonschema) describe them, and clean under zizmor's offline
    /// audits at medium severity and above. Scripts/test.sh pip-installs both.
    @Test("action.yml and every workflow pass check-jsonschema's GitHub schemas and zizmor --offline (medium and above)")
    func workflowsAreValidAndAudited() async throws {
        let workflows = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/.github/workflows")
            .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted().map { ".github/workflows/" + $0 }
        #expect(workflows.contains(".github/workflows/release.yml"))
        let schemaAction = try Run.command(try Run.which("check-jsonschema"), ["--builtin-schema", "vendor.github-actions", "action.yml"], in: Self.root)
        #expect(schemaAction.status == 0, "\(schemaAction.output)\(schemaAction.errors)")
        let schemaWorkflows = try Run.command(
            try Run.which("check-jsonschema"), ["--builtin-schema", "vendor.github-workflows"] + workflows, in: Self.root)
        #expect(schemaWorkflows.status == 0, "\(schemaWorkflows.output)\(schemaWorkflows.errors)")
        let audit = try Run.command(
            try Run.which("zizmor"), ["--offline", "--min-severity", "medium", "--format", "plain", "action.yml"] + workflows, in: Self.root)
        #expect(audit.status == 0, "\(audit.output)\(audit.errors)")
        // Every action they use is pinned by a full commit, as zizmor asks.
        for file in ["action.yml"] + workflows {
            let text = try String(contentsOfFile: Self.root + "/" + file, encoding: .utf8)
            for uses in text.matches(of: /(?m)^\s*(?:- )?uses:\s*(\S+)/) where !uses.1.hasPrefix("./") {
                #expect(uses.1.firstMatch(of: /@[0-9a-f]{40}$/) != nil, "\(file): \(uses.1)")
            }
        }
    }
}
