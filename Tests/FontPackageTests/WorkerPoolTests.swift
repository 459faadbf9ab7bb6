import Synchronization
import Testing

@testable import FontPackageSupport

#if canImport(Glibc)
import Glibc
#endif

@Suite("Worker threads")
struct WorkerPoolTests {
    @Test("results come back in the order of the elements, whichever thread computed them")
    func order() {
        let elements = Array(0..<500)
        // Uneven jobs, so the threads finish them out of order.
        let squares = WorkerPool.map(elements, workers: 2) { element -> Int in
            if element % 7 == 0 { usleep(200) }
            return element * element
        }
        #expect(squares == elements.map { $0 * $0 })
    }

    @Test("slices cover a list in order, each at most the size, and several lists list by list")
    func slices() {
        #expect(WorkerPool.slices(of: 5, size: 2) == [0..<2, 2..<4, 4..<5])
        #expect(WorkerPool.slices(of: 4, size: 2) == [0..<2, 2..<4])
        #expect(WorkerPool.slices(of: 0, size: 2).isEmpty)
        #expect(WorkerPool.slices(of: 3, size: 0) == [0..<1, 1..<2, 2..<3])
        let each = WorkerPool.slices(ofEach: [3, 0, 1], size: 2)
        #expect(each.map(\.list) == [0, 0, 2])
        #expect(each.map(\.range) == [0..<2, 2..<3, 0..<1])
    }

    @Test("a thread whose state cannot be made takes no job; the others take them all")
    func failedState() {
        let made = Atomic<Int>(0)
        let results = WorkerPool.map(Array(0..<100), workers: 2, state: { () -> Int? in
            // The first thread to ask gets no state.
            made.add(1, ordering: .sequentiallyConsistent).oldValue == 0 ? nil : 1
        }) { state, element in element + state }
        #expect(results == (0..<100).map { $0 + 1 })
    }

    @Test("no thread's state at all: every job comes back nil")
    func noState() {
        let results = WorkerPool.map(Array(0..<10), workers: 2, state: { () -> Int? in nil }) { state, element in element }
        #expect(results == Array(repeating: nil, count: 10))
    }

    @Test("overlapping: the background step runs on another thread while the foreground step runs")
    func overlappingRunsBoth() {
        let caller = pthread_self()
        let backgroundStarted = Atomic<Bool>(false)
        let (background, foreground) = WorkerPool.overlapping(
            workers: 2,
            { () -> Bool in
                backgroundStarted.store(true, ordering: .sequentiallyConsistent)
                return pthread_equal(pthread_self(), caller) != 0
            },
            with: { () -> (onCaller: Bool, sawBackground: Bool) in
                // Waits (up to 5 s) for the background step: were the two run one
                // after the other on this thread, it would never start.
                var waited = 0
                while !backgroundStarted.load(ordering: .sequentiallyConsistent), waited < 5_000 {
                    usleep(1_000)
                    waited += 1
                }
                return (pthread_equal(pthread_self(), caller) != 0, backgroundStarted.load(ordering: .sequentiallyConsistent))
            })
        #expect(background == false, "the background step ran on the calling thread")
        #expect(foreground.onCaller)
        #expect(foreground.sawBackground)
    }

    @Test("overlapping with one worker: both steps on the calling thread, background first")
    func overlappingOneWorker() {
        let caller = pthread_self()
        let order = Locked<[String]>([])
        let (background, foreground) = WorkerPool.overlapping(
            workers: 1,
            { () -> Bool in
                order.withLock { $0.append("background") }
                return pthread_equal(pthread_self(), caller) != 0
            },
            with: { () -> Bool in
                order.withLock { $0.append("foreground") }
                return pthread_equal(pthread_self(), caller) != 0
            })
        #expect(background && foreground)
        #expect(order.withLock { $0 } == ["background", "foreground"])
    }
}
