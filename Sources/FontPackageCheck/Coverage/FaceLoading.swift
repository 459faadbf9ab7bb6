internal import FontPackage
package import FontPackageInspection

/// Opens the faces the commands report on: every face of each file, or the
/// one `index` picks. Files are inspected in parallel; unreadable ones are
/// returned apart, in order, and do not stop the others.
package enum FaceLoading {
    package static func load(
        files: [String], index: Int?, scanGlyphInk: Bool
    ) -> (faces: [FontFace], failures: [FontInspectionError]) {
        let options = FontInspector.Options(scanGlyphInk: scanGlyphInk)
        var faces: [FontFace] = []
        var failures: [FontInspectionError] = []
        if let index {
            do {
                let inspector = try FontInspector(options: options)
                for file in files {
                    do { faces.append(try inspector.inspect(file: file, index: index)) } catch { failures.append(error) }
                }
            } catch {
                failures.append(error)
            }
        } else {
            for inspection in FontInspector.inspectAll(files, options: options) {
                switch inspection.result {
                case .success(let found): faces += found
                case .failure(let error): failures.append(error)
                }
            }
        }
        return (faces, failures)
    }
}
