import Foundation
import Testing

extension ConsumerPackageTests {
    /// A pack config whose three slots name the NotoSans faces the consumer copies;
    /// with `medium` the name of a font no file has, the check fails.
    static func packConfig(medium: String = "NotoSans-Medium") -> String {
        """
        { "list": [
          { "env": "default", "data": [
            { "font": 0, "name": "NotoSans-Light" }, { "font": 1, "name": "\(medium)" }, { "font": 2, "name": "NotoSans-Bold" } ] }
        ] }
        """
    }

    /// Every file under `folder` (following no link), as full paths.
    static func files(under folder: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String { files.append(folder + "/" + path) }
        return files
    }

    /// Both plugins in one consumer package, built once: every `swift build` or
    /// `swift package` of a consumer builds fontpack and every library from source
    /// (two and a half minutes on two cores alone, measured), so the cases share one
    /// build folder instead of paying that each. Slow for the same reason.
    @Test("the fontpack command plugin and the FontPackCheck build plugin in a consumer (slow: builds fontpack in a consumer)")
    func plugins() throws {
        let consumer = try ConsumerPackage()
        defer { consumer.remove() }
        try consumer.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Consumer",
                dependencies: [\(consumer.dependency)],
                targets: [
                    .target(
                        name: "Pack",
                        resources: [.copy("appfont.json"), .copy("Fonts")],
                        plugins: [.plugin(name: "FontPackCheck", package: "FontPackage")]
                    )
                ]
            )
            """, to: "Package.swift")
        try consumer.write("public let packName = \"NotoSans\"\n", to: "Sources/Pack/Pack.swift")
        try consumer.write(Self.packConfig(), to: "Sources/Pack/appfont.json")
        try consumer.write(Self.packConfig(medium: "NotoSans-Missing"), to: "bad/appfont.json")
        try FileManager.default.createDirectory(atPath: consumer.folder + "/Sources/Pack/Fonts", withIntermediateDirectories: true)
        for face in ["Light", "Medium", "Bold"] {
            try FileManager.default.copyItem(
                atPath: ConsumerPackage.packageRoot + "/Fonts/NotoSans/NotoSans-\(face).ttf",
                toPath: consumer.folder + "/Sources/Pack/Fonts/NotoSans-\(face).ttf")
        }

        // The build plugin: a good pack builds, and the check ran.
        let build = try consumer.swift("build")
        #expect(build.status == 0, "\(build.output)")
        #expect(build.output.contains("Checking the font pack of Pack"), "\(build.output)")
        // Its report is in the plugin's work folder, and nothing of its own is in the target's resource bundle.
        let built = try Self.files(under: consumer.scratch)
        #expect(built.contains { $0.hasSuffix("/FontPackCheck/fontpack-check.json") && $0.contains("/plugins/outputs/") }, "\(built.filter { $0.contains("fontpack") })")
        let bundled = built.filter { $0.contains(".resources/") }
        #expect(bundled.contains { $0.hasSuffix(".resources/appfont.json") }, "\(bundled)")
        #expect(!bundled.contains { $0.hasSuffix("fontpack-check.json") }, "\(bundled)")
        #expect(!built.contains { $0.hasSuffix("fontpack-check.json") && !$0.contains("/plugins/outputs/") })

        // A config warning shows in the build log at its line, and does not fail the build.
        try consumer.write(
            Self.packConfig().replacingOccurrences(of: #"{ "env": "default","#, with: #"{ "env": "default", "fallbak": [],"#),
            to: "Sources/Pack/appfont.json")
        let warned = try consumer.swift("build")
        #expect(warned.status == 0, "\(warned.output)")
        #expect(warned.output.contains("/Sources/Pack/appfont.json:2:23: warning: [unknown-key] list[0].fallbak: unknown key \"fallbak\" is ignored; did you mean \"fallback\"?"), "\(warned.output)")
        try consumer.write(Self.packConfig(), to: "Sources/Pack/appfont.json")
        // (Built again with nothing changed, the check runs again all the same: SwiftPM 6.3
        // relinks a plugin's tool on every build, and the tool is an input of its command.)

        // The command plugin is listed with its verb.
        let list = try consumer.swift("package", ["plugin", "--list"])
        #expect(list.output.contains("‘fontpack’ (plugin ‘FontPackCommand’ in package ‘FontPackage’)"), "\(list.output)")
        #expect(list.output.contains("‘fontpack-write’ (plugin ‘FontPackWriteCommand’ in package ‘FontPackage’)"), "\(list.output)")

        // swift package fontpack check, on paths relative to the package root.
        let good = try consumer.swift("package", ["fontpack", "check", "--config", "Sources/Pack/appfont.json", "--fonts", "Sources/Pack/Fonts"])
        #expect(good.status == 0, "\(good.output)")
        #expect(good.output.contains("0 errors, 0 warnings"), "\(good.output)")
        let bad = try consumer.swift("package", ["fontpack", "check", "--config", "bad/appfont.json", "--fonts", "Sources/Pack/Fonts"])
        #expect(bad.status == 1, "\(bad.output)")
        #expect(bad.output.contains("bad/appfont.json:3:46: error: [font-not-found] default medium: no font named 'NotoSans-Missing'"), "\(bad.output)")
        #expect(bad.output.contains("Plugin ended with exit code 1"), "fontpack's own status, as SwiftPM reports it: \(bad.output)")
        // A usage error is fontpack's status 2; swift package itself exits 1 for any failed plugin.
        let usage = try consumer.swift("package", ["fontpack", "check", "--config", "missing.json"])
        #expect(usage.status == 1 && usage.output.contains("Plugin ended with exit code 2"), "\(usage.output)")

        // Writing asks for permission the SwiftPM way.
        let writing = ["check", "--config", "Sources/Pack/appfont.json", "--fonts", "Sources/Pack/Fonts", "--format", "json", "--output", "check.json"]
        let refused = try consumer.swift("package", ["fontpack"] + writing)
        #expect(refused.status != 0 && refused.output.contains("fontpack-write"), "\(refused.output)")
        let denied = try consumer.swift("package", ["fontpack-write"] + writing)
        #expect(denied.status != 0 && denied.output.contains("--allow-writing-to-package-directory"), "\(denied.output)")
        let allowed = try consumer.swift("package", ["--allow-writing-to-package-directory", "fontpack-write"] + writing)
        #expect(allowed.status == 0, "\(allowed.output)")
        #expect(FileManager.default.fileExists(atPath: consumer.folder + "/check.json"))

        // The build plugin fails the build on a pack naming a missing font, with the place and the code.
        try consumer.write(Self.packConfig(medium: "NotoSans-Missing"), to: "Sources/Pack/appfont.json")
        let failing = try consumer.swift("build")
        #expect(failing.status != 0, "\(failing.output)")
        #expect(failing.output.contains("/Sources/Pack/appfont.json:3:46: error: [font-not-found]"), "\(failing.output)")
        // Fixed, it builds again.
        try consumer.write(Self.packConfig(), to: "Sources/Pack/appfont.json")
        let fixed = try consumer.swift("build")
        #expect(fixed.status == 0, "\(fixed.output)")
        #expect(fixed.output.contains("Checking the font pack of Pack"), "\(fixed.output)")
    }
}
