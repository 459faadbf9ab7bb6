import Foundation
import Testing

/// A package that depends on this one by version builds and calls the library.
@Suite("A consumer package", .serialized)
struct ConsumerPackageTests {
    /// Slow (half a minute on two cores alone, a few minutes beside the rest of
    /// the suite): it resolves a tagged clone and builds `FontPackage` from
    /// source in a package of its own. The suite is serialized so that this
    /// build and the plugins' do not compete with each other.
    @Test("depending on a tagged clone by version, it builds and resolves a request (slow: builds the library in a consumer)")
    func byVersion() throws {
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
                    .executableTarget(name: "Resolve", dependencies: [.product(name: "FontPackage", package: "FontPackage")])
                ]
            )
            """, to: "Package.swift")
        try consumer.write(
            """
            import FontPackage

            let config = try FontPackConfig.load(path: CommandLine.arguments[1])
            let fonts = try FontResolver(config: config).bind(locale: "ar-EG")
            let title = fonts.font(named: "HelveticaNeue-Bold", size: 17)
            print(title.fontName ?? "no font", title.direction)
            """, to: "Sources/Resolve/main.swift")
        try consumer.write(
            """
            { "list": [
              { "env": "ar", "data": [ { "font": 0, "name": "NotoSansArabic-Light" }, { "font": 2, "name": "NotoSansArabic-Bold" } ] },
              { "env": "default", "data": [ { "font": 0, "name": "NotoSans-Light" } ] }
            ] }
            """, to: "appfont.json")

        let run = try consumer.swift("run", ["Resolve", consumer.folder + "/appfont.json"])
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("unsafe build flags"), "\(run.output)")
        #expect(run.output.hasSuffix("NotoSansArabic-Bold rightToLeft\n"), "\(run.output)")
    }
}
