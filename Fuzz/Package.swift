// swift-tools-version: 6.1
// Fuzz targets, one per reader, built apart from the main package so its build
// does not change. `Scripts/ci/fuzz.sh [target] [seconds]` builds them with
// `-sanitize=fuzzer,address` and runs them on the seed corpora.
import PackageDescription

/// An executable whose entry point is libFuzzer's `LLVMFuzzerTestOneInput`.
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzSupport"] + dependencies, swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

let package = Package(
    name: "FontPackageFuzz",
    dependencies: [.package(name: "FontPackage", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        fuzzTarget("fuzz-config", [.product(name: "FontPackage", package: "FontPackage")]),
        fuzzTarget("fuzz-locale", [.product(name: "FontPackage", package: "FontPackage"), .product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget("fuzz-strings", [.product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget("fuzz-stringsdict", [.product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget("fuzz-xcstrings", [.product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget("fuzz-infoplist", [.product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget("fuzz-format", [.product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget("fuzz-android", [.product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget("fuzz-arb", [.product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget("fuzz-po", [.product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget("fuzz-resx", [.product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget("fuzz-xliff", [.product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget("fuzz-l10n", [.product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget(
            "fuzz-font",
            [.product(name: "FontPackage", package: "FontPackage"), .product(name: "FontPackageInspection", package: "FontPackage")]),
        fuzzTarget(
            "fuzz-pack",
            [.product(name: "FontPackage", package: "FontPackage"), .product(name: "FontPackageCheck", package: "FontPackage")]),
    ],
    swiftLanguageModes: [.v6]
)
