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
}
