// swift-tools-version: 6.1
import PackageDescription

/// Discipline every target opts into: explicit `any`, imports that say what they expose,
/// and `Sendable` spelled out on public types.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "FontPackage",
    products: [
        // Pure Swift: config, locales, weights, resolution. No C dependency.
        .library(name: "FontPackage", targets: ["FontPackage"]),
        // fontconfig + FreeType backed inspection and coverage checks; HarfBuzz shaping checks.
        .library(name: "FontPackageCheck", targets: ["FontPackageCheck"]),
        // Readers for .strings, .stringsdict and .xcstrings. Pure Swift.
        .library(name: "FontPackageStrings", targets: ["FontPackageStrings"]),
        // The check as an HTML page drawn in the pack's own fonts.
        .library(name: "FontPackageReport", targets: ["FontPackageReport"]),
        .executable(name: "fontpack", targets: ["fontpack"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "FontPackage", swiftSettings: strictSettings),
        .systemLibrary(
            name: "CFontPackage",
            pkgConfig: "fontconfig freetype2 harfbuzz",
            providers: [
                .apt(["libfontconfig1-dev", "libfreetype-dev", "libharfbuzz-dev"]),
                .brew(["fontconfig", "freetype", "harfbuzz"]),
            ]
        ),
        .target(
            name: "FontPackageCheck",
            dependencies: ["FontPackage", "FontPackageStrings", "CFontPackage"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "FontPackageStrings",
            dependencies: ["FontPackage"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "FontPackageReport",
            dependencies: ["FontPackage", "FontPackageCheck", "FontPackageStrings"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "fontpack",
            dependencies: [
                "FontPackage",
                "FontPackageCheck",
                "FontPackageReport",
                "FontPackageStrings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "FontPackageTests", dependencies: ["FontPackage"], swiftSettings: strictSettings),
        .testTarget(
            name: "FontPackageCheckTests",
            dependencies: ["FontPackageCheck", "FontPackage", "FontPackageStrings"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FontPackageStringsTests",
            dependencies: ["FontPackageStrings", "FontPackage"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FontPackageReportTests",
            dependencies: ["FontPackageReport", "FontPackageCheck", "FontPackageStrings", "FontPackage"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "fontpackTests",
            dependencies: ["fontpack"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
