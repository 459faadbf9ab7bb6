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

let strings = Target.Dependency.product(name: "FontPackageStrings", package: "FontPackage")

/// One target per string format, named by the format's id (`StringsFormat.id`):
/// `Sources/fuzz-<id>/`, a call of the format's reader through
/// `fuzzStringsReader`. `Scripts/ci/fuzz.sh` reads this list, and
/// `Tests/Fixtures/Regressions/<id>/` holds its recorded inputs. A new format
/// is one line here.
let stringFormatTargets = [
    "strings",
    "stringsdict",
    "catalog",
    "android",
    "arb",
    "gettext",
    "resx",
    "resw",
    "xliff",
    "properties",
    "qt",
    "i18next",
]

let package = Package(
    name: "FontPackageFuzz",
    dependencies: [.package(name: "FontPackage", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [strings]),
        fuzzTarget("fuzz-config", [.product(name: "FontPackage", package: "FontPackage")]),
        fuzzTarget("fuzz-locale", [.product(name: "FontPackage", package: "FontPackage"), .product(name: "FontPackageStrings", package: "FontPackage")]),
        fuzzTarget("fuzz-infoplist", [strings]),
        fuzzTarget("fuzz-format", [strings]),
        fuzzTarget("fuzz-l10n", [strings]),
        fuzzTarget(
            "fuzz-font",
            [.product(name: "FontPackage", package: "FontPackage"), .product(name: "FontPackageInspection", package: "FontPackage")]),
        fuzzTarget(
            "fuzz-pack",
            [.product(name: "FontPackage", package: "FontPackage"), .product(name: "FontPackageCheck", package: "FontPackage")]),
    ] + stringFormatTargets.map { fuzzTarget("fuzz-" + $0, [strings]) },
    swiftLanguageModes: [.v6]
)
