import Benchmark
import FontPackage

/// The example config, so the numbers describe a real pack.
let config: FontPackConfig = {
    let path = #filePath.split(separator: "/Benchmarks/").first.map { "/" + $0 + "/Config/appfont.json" }
    do {
        return try FontPackConfig.load(path: path ?? "Config/appfont.json")
    } catch {
        fatalError("\(error)")
    }
}()

/// Names an app asks for: system-looking, designer fonts, an excluded icon font.
let mixedNames = [
    "HelveticaNeue", "HelveticaNeue-Medium", "HelveticaNeue-Bold", "Avenir-Book", "Avenir-HeavyOblique",
    "AvenirNext-DemiBold", "GothamRndSSm-Light", "FontAwesome5Free-Solid", "Menlo-Regular", "SFProText-Semibold",
]
/// UIFont's nine named weights, lightest first.
let weights: [SystemWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

let benchmarks: @Sendable () -> Void = {
    let resolver = FontResolver(config: config)
    let bound: BoundResolver
    do {
        bound = try resolver.bind(locale: "ar-EG")
    } catch {
        fatalError("\(error)")
    }
    let port = SourceRulePort(entry: bound.entry)
    let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal, .instructions]
    // A thousand requests per sample: per-request time is the sample's time / 1000,
    // and a malloc count that does not grow with the iterations means none per request.
    let perRequest = Benchmark.Configuration(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(2))

    Benchmark("resolve systemFont", configuration: perRequest) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(bound.resolve(.system).faceIndex) }
    }
    Benchmark("resolve systemFont weight (9 weights)", configuration: perRequest) { benchmark in
        var position = 0
        for _ in benchmark.scaledIterations {
            blackHole(bound.resolve(.systemWeighted(weights[position])).faceIndex)
            position = position == weights.count - 1 ? 0 : position + 1
        }
    }
    Benchmark("resolve boldSystemFont", configuration: perRequest) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(bound.resolve(.boldSystem).faceIndex) }
    }
    Benchmark("resolve italicSystemFont", configuration: perRequest) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(bound.resolve(.italicSystem).faceIndex) }
    }
    Benchmark("resolve font(name:) mixed names, source rule", configuration: perRequest) { benchmark in
        var position = 0
        for _ in benchmark.scaledIterations {
            blackHole(bound.resolve(.named(mixedNames[position])).faceIndex)
            position = position == mixedNames.count - 1 ? 0 : position + 1
        }
    }
    Benchmark("resolve font(name:) mixed names, style rule", configuration: perRequest) { benchmark in
        let options = ResolveOptions(nameMatching: .style)
        var position = 0
        for _ in benchmark.scaledIterations {
            blackHole(bound.resolve(.named(mixedNames[position]), options: options).faceIndex)
            position = position == mixedNames.count - 1 ? 0 : position + 1
        }
    }
    // The plain path an app's font hook takes: the font name only.
    Benchmark("fontName(for:) systemFont", configuration: perRequest) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(bound.fontName(for: .system)) }
    }
    Benchmark("fontName(for:) systemFont weight (9 weights)", configuration: perRequest) { benchmark in
        var position = 0
        for _ in benchmark.scaledIterations {
            blackHole(bound.fontName(for: .systemWeighted(weights[position])))
            position = position == weights.count - 1 ? 0 : position + 1
        }
    }
    Benchmark("fontName(for:) boldSystemFont", configuration: perRequest) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(bound.fontName(for: .boldSystem)) }
    }
    Benchmark("fontName(for:) italicSystemFont", configuration: perRequest) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(bound.fontName(for: .italicSystem)) }
    }
    Benchmark("fontName(for:) mixed names, source rule", configuration: perRequest) { benchmark in
        var position = 0
        for _ in benchmark.scaledIterations {
            blackHole(bound.fontName(for: .named(mixedNames[position])))
            position = position == mixedNames.count - 1 ? 0 : position + 1
        }
    }
    Benchmark("fontName(for:) mixed names, style rule", configuration: perRequest) { benchmark in
        let options = ResolveOptions(nameMatching: .style)
        var position = 0
        for _ in benchmark.scaledIterations {
            blackHole(bound.fontName(for: .named(mixedNames[position]), options: options))
            position = position == mixedNames.count - 1 ? 0 : position + 1
        }
    }
    Benchmark("baseline: source rule port, mixed names", configuration: perRequest) { benchmark in
        var position = 0
        for _ in benchmark.scaledIterations {
            blackHole(port.fontName(for: mixedNames[position]))
            position = position == mixedNames.count - 1 ? 0 : position + 1
        }
    }
    Benchmark("baseline: source rule port, systemFont weight", configuration: perRequest) { benchmark in
        var position = 0
        for _ in benchmark.scaledIterations {
            blackHole(port.systemFontName(weight: weights[position].value))
            position = position == weights.count - 1 ? 0 : position + 1
        }
    }
    Benchmark("resolve with trace (allowed to allocate)", configuration: .init(metrics: metrics, maxDuration: .seconds(2))) {
        benchmark in
        for _ in benchmark.scaledIterations { blackHole(bound.resolve(.named("Avenir-Medium")).trace.count) }
    }
    Benchmark("bind locale (parse, maximise, match)", configuration: .init(metrics: metrics, maxDuration: .seconds(2))) {
        benchmark in
        let locales = ["vi_VN.UTF-8", "zh-Hant-TW", "ar-u-nu-latn", "pt-PT", "sr-Latn", "ko"]
        var position = 0
        for _ in benchmark.scaledIterations {
            blackHole(try? resolver.bind(locale: locales[position]).entry.env)
            position = position == locales.count - 1 ? 0 : position + 1
        }
    }
}
