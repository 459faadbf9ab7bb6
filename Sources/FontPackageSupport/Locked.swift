internal import Foundation

/// A value that worker threads share, behind a lock.
///
/// `NSLock` is a pthread mutex, which ThreadSanitizer understands.
/// `Synchronization.Mutex` waits with raw futex system calls on Linux, which
/// it does not see, so every access under one reads as a race in
/// `Scripts/sanitize.sh tsan` and would hide the real ones.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    package init(_ value: Value) {
        self.value = value
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
