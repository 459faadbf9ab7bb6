import FontPackage

// The resolver's requests as the benchmarks make them (ResolverBenchmarks.swift),
// N of one kind, for counting instructions under callgrind, which does not
// depend on the machine's speed or load. Built and run by
// Scripts/bench/resolver-instructions.sh (with ../Resolver/SourceRulePort.swift);
// not a target of the Benchmarks package.
//
// usage: probe <kind> <N>, from the package root (it reads Config/appfont.json)

let config = try! FontPackConfig.load(path: "Config/appfont.json")
let mixedNames = [
    "HelveticaNeue", "HelveticaNeue-Medium", "HelveticaNeue-Bold", "Avenir-Book", "Avenir-HeavyOblique",
    "AvenirNext-DemiBold", "GothamRndSSm-Light", "FontAwesome5Free-Solid", "Menlo-Regular", "SFProText-Semibold",
]
let weights: [SystemWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

let arguments = CommandLine.arguments
let kind = arguments[1]
let count = Int(arguments[2])!
let resolver = FontResolver(config: config)
let bound = try! resolver.bind(locale: "ar-EG")
let port = SourceRulePort(entry: bound.entry)

@inline(never) func sink<T>(_ value: T) { withExtendedLifetime(value) {} }

// One loop per kind of request, written out: a shared loop taking the call as
// a closure would add an indirect call per request to what callgrind counts.
@inline(never) func runResolveWeight(_ n: Int) -> Int {
    var total = 0, position = 0
    for _ in 0..<n {
        total &+= bound.resolve(.systemWeighted(weights[position])).faceIndex ?? 0
        position = position == weights.count - 1 ? 0 : position + 1
    }
    return total
}
@inline(never) func runResolveNamed(_ n: Int) -> Int {
    var total = 0, position = 0
    for _ in 0..<n {
        total &+= bound.resolve(.named(mixedNames[position])).faceIndex ?? 0
        position = position == mixedNames.count - 1 ? 0 : position + 1
    }
    return total
}
@inline(never) func runResolveSystem(_ n: Int) -> Int {
    var total = 0
    for _ in 0..<n { total &+= bound.resolve(.system).faceIndex ?? 0 }
    return total
}
@inline(never) func runFontNameNamed(_ n: Int) -> Int {
    var total = 0, position = 0
    for _ in 0..<n {
        total &+= bound.fontName(for: .named(mixedNames[position]))?.utf8.count ?? 0
        position = position == mixedNames.count - 1 ? 0 : position + 1
    }
    return total
}
@inline(never) func runFontNameWeight(_ n: Int) -> Int {
    var total = 0, position = 0
    for _ in 0..<n {
        total &+= bound.fontName(for: .systemWeighted(weights[position]))?.utf8.count ?? 0
        position = position == weights.count - 1 ? 0 : position + 1
    }
    return total
}
@inline(never) func runPortNamed(_ n: Int) -> Int {
    var total = 0, position = 0
    for _ in 0..<n {
        total &+= port.fontName(for: mixedNames[position])?.utf8.count ?? 0
        position = position == mixedNames.count - 1 ? 0 : position + 1
    }
    return total
}
@inline(never) func runPortWeight(_ n: Int) -> Int {
    var total = 0, position = 0
    for _ in 0..<n {
        total &+= port.systemFontName(weight: weights[position].value)?.utf8.count ?? 0
        position = position == weights.count - 1 ? 0 : position + 1
    }
    return total
}

let result: Int
switch kind {
case "resolve-weight": result = runResolveWeight(count)
case "resolve-named": result = runResolveNamed(count)
case "resolve-system": result = runResolveSystem(count)
case "fontname-named": result = runFontNameNamed(count)
case "fontname-weight": result = runFontNameWeight(count)
case "port-named": result = runPortNamed(count)
case "port-weight": result = runPortWeight(count)
default: fatalError("unknown kind \(kind)")
}
sink(result)
