internal import Dispatch
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// Runs independent jobs on worker threads that take the next job from a
/// shared counter, so one slow job does not hold up a fixed share of the rest.
package enum WorkerPool {
    /// The number of threads for `jobs` jobs: `workers`, or one per core, never
    /// more than there are jobs and never fewer than one.
    package static func threadCount(_ workers: Int?, jobs: Int) -> Int {
        Swift.max(1, Swift.min(workers ?? ProcessInfo.processInfo.activeProcessorCount, jobs))
    }

    /// `transform` of every element, in the order of `elements`, computed on
    /// `workers` threads. Each thread first makes its own `state` (a FreeType
    /// library, a HarfBuzz face cache: C handles that must not cross threads);
    /// a thread whose state cannot be made takes no job, and a job that no
    /// thread took comes back nil.
    package static func map<Element: Sendable, State, Result: Sendable>(
        _ elements: [Element], workers: Int?,
        state makeState: @Sendable () -> State?,
        _ transform: @Sendable (inout State, Element) -> Result
    ) -> [Result?] {
        // A counter behind the pthread lock rather than Synchronization's `Atomic`,
        // which needs iOS 18 / macOS 15: apps link this module. A job (a face read,
        // a shaping pass) costs far more than one uncontended lock.
        let next = Locked(0)
        let results = Locked<[Result?]>(Array(repeating: nil, count: elements.count))
        DispatchQueue.concurrentPerform(iterations: threadCount(workers, jobs: elements.count)) { _ in
            guard var state = makeState() else { return }
            while true {
                let position = next.withLock { value in
                    defer { value += 1 }
                    return value
                }
                guard position < elements.count else { break }
                let result = transform(&state, elements[position])
                results.withLock { $0[position] = result }
            }
        }
        return results.withLock { $0 }
    }

    /// `background` on a thread of its own while `foreground` runs on the
    /// calling thread, for two steps that do not depend on each other; both
    /// results once both are done. With one worker, one after the other on
    /// the calling thread.
    package static func overlapping<Background: Sendable, Foreground>(
        workers: Int?, _ background: @escaping @Sendable () -> Background, with foreground: () -> Foreground
    ) -> (Background, Foreground) {
        if threadCount(workers, jobs: 2) < 2 { return (background(), foreground()) }
        let result = Locked<Background?>(nil)
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) {
            let value = background()
            result.withLock { $0 = value }
        }
        let foregroundResult = foreground()
        done.wait()
        return (result.withLock { $0 }!, foregroundResult)
    }

    /// `0..<count` in consecutive ranges of `size` (the last shorter): the
    /// slices of one long list that jobs take one each.
    package static func slices(of count: Int, size: Int) -> [Range<Int>] {
        let size = Swift.max(1, size)
        return stride(from: 0, to: count, by: size).map { $0..<Swift.min(count, $0 + size) }
    }

    /// The ``slices(of:size:)`` of several lists of `counts`, list after
    /// list, each with its list's position: a job takes a slice of one list.
    package static func slices(ofEach counts: [Int], size: Int) -> [(list: Int, range: Range<Int>)] {
        counts.enumerated().flatMap { list, count in slices(of: count, size: size).map { (list, $0) } }
    }

    /// `transform` of every element, in order, on `workers` threads.
    package static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], workers: Int? = nil, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        map(elements, workers: workers, state: { () }, { _, element in transform(element) }).map { $0! }
    }
}
