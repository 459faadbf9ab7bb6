// swift-tools-version: 6.1
// Benchmarks live in their own package so `swift build` and `swift test` of
// FontPackage stay light. Run from this folder:
//   swift package --allow-writing-to-directory .benchmarkBaselines benchmark
import PackageDescription

let package = Package(
    name: "FontPackageBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, because a path package is otherwise known by its folder name.
        .package(name: "FontPackage", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ResolverBenchmarks",
            dependencies: [
                .product(name: "FontPackage", package: "FontPackage"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Resolver",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
