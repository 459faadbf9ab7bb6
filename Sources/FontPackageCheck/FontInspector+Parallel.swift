internal import Dispatch
internal import Foundation
internal import Synchronization

/// The result of inspecting one file: all its faces, or why it could not be read.
public struct FileInspection: Sendable {
    public var file: String
    public var result: Result<[FontFace], FontInspectionError>

    public var faces: [FontFace] { (try? result.get()) ?? [] }
    public var error: FontInspectionError? {
        if case .failure(let error) = result { return error }
        return nil
    }
}

extension FontInspector {
    /// Inspects many files on `workers` threads (default: one per core).
    ///
    /// Font files are independent, so each worker thread makes its own
    /// ``FontInspector`` (its own `FT_Library`, FreeType's rule) and takes the
    /// next file from a shared counter; a face never leaves its thread. Results
    /// come back in the order of `files`, the same as inspecting them one by
    /// one. An unreadable file is a failed ``FileInspection``; the rest go on.
    public static func inspectAll(
        _ files: [String],
        options: Options = Options(),
        workers: Int? = nil
    ) -> [FileInspection] {
        let next = Atomic<Int>(0)
        let results = Mutex<[FileInspection?]>(Array(repeating: nil, count: files.count))
        let workerCount = Swift.max(1, Swift.min(workers ?? ProcessInfo.processInfo.activeProcessorCount, files.count))
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            let inspector: FontInspector
            do {
                inspector = try FontInspector(options: options)
            } catch {
                // No FreeType library for this worker: the files it would have
                // taken are left for the others, or reported below.
                return
            }
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < files.count else { break }
                let file = files[index]
                let result = Result { () throws(FontInspectionError) in try inspector.inspect(file: file) }
                results.withLock { $0[index] = FileInspection(file: file, result: result) }
            }
        }
        return results.withLock { inspections in
            inspections.enumerated().map { index, inspection in
                inspection
                    ?? FileInspection(
                        file: files[index],
                        result: .failure(FontInspectionError(file: files[index], reason: .unreadable("FreeType could not be initialised"))))
            }
        }
    }
}
