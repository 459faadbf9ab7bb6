import Synchronization

/// Where the fuzz targets leave a number derived from every result. Release
/// builds optimise across modules and would otherwise drop a reader call
/// whose result is unused, leaving libFuzzer with nothing to measure.
public let resultSink = Atomic<Int>(0)

/// Keeps `value` (and so the work that made it) alive.
@inline(never)
public func keep(_ value: Int) {
    resultSink.add(value, ordering: .relaxed)
}
