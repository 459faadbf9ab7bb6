// swift-tools-version: 6.2
import PackageDescription

/// Discipline every target opts into: explicit `any`, imports that say what they expose,
/// and `Sendable` spelled out on public types (`-require-explicit-sendable`, as swift-log does).
///
/// The manifest is tools 6.2 because of the last one: SwiftPM before 6.2 refused a
/// dependency whose targets carry unsafe flags ("the target 'FontPackage' in product
/// 'FontPackage' contains unsafe build flags"), so no package could depend on this one by
/// version; 6.2 accepts them (swift-log moved for the same reason). PackageUseTests builds
/// such a consumer.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .unsafeFlags(["-Xfrontend", "-require-explicit-sendable"]),
]

let package = Package(
    name: "FontPackage",
    // The oldest Apple systems the modules an app links (FontPackage, FontPackageStrings and
    // FontPackageSupport) can honestly run on: iOS 16 / macOS 13, the first to ship Swift's
    // string-processing algorithms, which they call (`contains` of a string in a string,
    // without Foundation). Nothing they use needs more: no Synchronization (iOS 18), no
    // swift-foundation-only overloads (Tests/PackageUseTests/AppleAvailabilityTests.swift keeps
    // a list). tvOS and watchOS follow the same Swift runtime generation. The fontconfig side
    // builds on macOS with Homebrew's libraries only. .github/workflows/apple.yml builds for
    // macOS and iOS; Linux cannot, so only the source scan runs here.
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // Pure Swift: config, locales, weights, resolution, diagnostics. No C dependency.
        .library(name: "FontPackage", targets: ["FontPackage"]),
        // Readers for .strings, .stringsdict, .xcstrings and Info.plist. Pure Swift.
        .library(name: "FontPackageStrings", targets: ["FontPackageStrings"]),
        // Font files through fontconfig, FreeType and HarfBuzz: the pack index, faces,
        // language requirements, coverage and shaping of one face.
        .library(name: "FontPackageInspection", targets: ["FontPackageInspection"]),
        // The pack check: config x fonts x strings, located once, with its findings.
        .library(name: "FontPackageCheck", targets: ["FontPackageCheck"]),
        // A pack cut to what its languages and the app's strings need, checked again.
        .library(name: "FontPackageSubset", targets: ["FontPackageSubset"]),
        // Every output of a check: text, JSON and baseline, SARIF, JUnit, GitHub commands.
        .library(name: "FontPackageReporting", targets: ["FontPackageReporting"]),
        // The check as an HTML page drawn in the pack's own fonts.
        .library(name: "FontPackageHTMLReport", targets: ["FontPackageHTMLReport"]),
        .executable(name: "fontpack", targets: ["fontpack"]),
        // `swift package fontpack check ...` in a package that depends on this one.
        .plugin(name: "FontPackCommand", targets: ["FontPackCommand"]),
        // `swift package --allow-writing-to-package-directory fontpack-write report ...`.
        .plugin(name: "FontPackWriteCommand", targets: ["FontPackWriteCommand"]),
        // Checks a target's appfont.json and Fonts/ on every build whose inputs changed.
        .plugin(name: "FontPackCheck", targets: ["FontPackCheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Helpers several modules share (worker pool, lock, edit distance, code-point
        // labels, markup escaping): `package` API, no product.
        .target(name: "FontPackageSupport", swiftSettings: strictSettings),
        .target(name: "FontPackage", dependencies: ["FontPackageSupport"], swiftSettings: strictSettings),
        .target(
            name: "FontPackageStrings",
            dependencies: ["FontPackage", "FontPackageSupport"],
            swiftSettings: strictSettings
        ),
        .systemLibrary(
            name: "CFontPackage",
            pkgConfig: "fontconfig freetype2 harfbuzz harfbuzz-subset libbrotlienc fribidi",
            providers: [
                .apt(["libfontconfig1-dev", "libfreetype-dev", "libharfbuzz-dev", "libharfbuzz-subset0", "libbrotli-dev", "libfribidi-dev"]),
                .brew(["fontconfig", "freetype", "harfbuzz", "brotli", "fribidi"]),
            ]
        ),
        .target(
            name: "FontPackageInspection",
            dependencies: ["FontPackage", "FontPackageSupport", "CFontPackage"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "FontPackageCheck",
            dependencies: ["FontPackage", "FontPackageInspection", "FontPackageStrings", "FontPackageSupport"],
            swiftSettings: strictSettings
        ),
        // The subsetter (`fontpack subset`): HarfBuzz's subsetter over the faces a check located.
        .target(
            name: "FontPackageSubset",
            dependencies: ["FontPackage", "FontPackageCheck", "FontPackageInspection", "FontPackageStrings", "FontPackageSupport"],
            swiftSettings: strictSettings
        ),
        // A starter appfont.json from a folder of fonts (`fontpack init`): `package` API, no product.
        .target(
            name: "FontPackageStarter",
            dependencies: ["FontPackage", "FontPackageCheck", "FontPackageInspection"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "FontPackageReporting",
            dependencies: ["FontPackage", "FontPackageCheck", "FontPackageInspection", "FontPackageStrings", "FontPackageSupport"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "FontPackageHTMLReport",
            dependencies: ["FontPackage", "FontPackageCheck", "FontPackageInspection", "FontPackageStrings", "FontPackageSupport"],
            swiftSettings: strictSettings
        ),
        // The located pack as each platform's own substitution: fontconfig, CSS, Apple, Android.
        .target(
            name: "FontPackageExport",
            dependencies: ["FontPackage", "FontPackageCheck", "FontPackageInspection", "FontPackageStrings", "FontPackageSupport"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "fontpack",
            dependencies: [
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "FontPackage",
                "FontPackageCheck",
                "FontPackageExport",
                "FontPackageInspection",
                "FontPackageHTMLReport",
                "FontPackageReporting",
                "FontPackageStarter",
                "FontPackageStrings",
                "FontPackageSubset",
                "FontPackageSupport",
            ],
            swiftSettings: strictSettings
        ),
        // The command plugins: fontpack, built from source, run from the package root with the
        // same arguments, output and exit status. SwiftPM grants a plugin's declared write access
        // to every run of it, so the subcommands that only read (check, resolve, langs, coverage,
        // rules) have a verb without it, and those that write (report, export, subset, init,
        // --output) one that asks for it, as swift-format splits lint-source-code and
        // format-source-code.
        .plugin(
            name: "FontPackCommand",
            capability: .command(
                intent: .custom(
                    verb: "fontpack",
                    description: "Runs fontpack check, resolve, langs, coverage or rules on paths relative to the package root"
                )
            ),
            dependencies: ["fontpack"]
        ),
        .plugin(
            name: "FontPackWriteCommand",
            capability: .command(
                intent: .custom(
                    verb: "fontpack-write",
                    description: "Runs a fontpack subcommand that writes files (report, export, subset, init, --output)"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "fontpack report, export, subset and init write their output into the package")
                ]
            ),
            dependencies: ["fontpack"]
        ),
        .plugin(name: "FontPackCheck", capability: .buildTool(), dependencies: ["fontpack"]),
        // What several test targets share: reading an article's code blocks.
        .target(name: "FontPackageTestSupport", path: "Tests/FontPackageTestSupport", swiftSettings: strictSettings),
        .testTarget(
            name: "FontPackageTests", dependencies: ["FontPackage", "FontPackageSupport", "FontPackageTestSupport"], swiftSettings: strictSettings),
        .testTarget(
            name: "FontPackageCheckTests",
            dependencies: [
                "FontPackageCheck", "FontPackageExport", "FontPackageInspection", "FontPackageReporting", "FontPackage",
                "FontPackageStrings", "FontPackageSubset", "FontPackageSupport", "FontPackageTestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FontPackageStringsTests",
            dependencies: ["FontPackageStrings", "FontPackage", "FontPackageTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FontPackageReportingTests",
            dependencies: [
                "FontPackageReporting", "FontPackageCheck", "FontPackageInspection", "FontPackageStrings", "FontPackage",
                "FontPackageTestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FontPackageHTMLReportTests",
            dependencies: [
                "FontPackageHTMLReport", "FontPackageCheck", "FontPackageInspection", "FontPackageStrings", "FontPackage",
                "FontPackageTestSupport",
            ],
            swiftSettings: strictSettings
        ),
        // Packages outside this one that use it as users do: a consumer depending on a
        // tagged clone by version. Slow (each builds this package from source); no module
        // dependency, only files and processes.
        .testTarget(name: "PackageUseTests", swiftSettings: strictSettings),
        .testTarget(
            name: "fontpackTests",
            dependencies: ["fontpack", "FontPackageStrings"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
