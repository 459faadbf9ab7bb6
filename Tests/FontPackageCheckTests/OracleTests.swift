import Dispatch
import FontPackage
import Foundation
import Synchronization
import Testing
internal import FontPackageSupport

@testable import FontPackageCheck
@testable import FontPackageInspection

/// fontconfig's own tools are the oracle: for every test font and every
/// language fontconfig knows, the missing code points must equal
/// `fc-validate -v -l LANG`'s list, and the language set must equal
/// `fc-query --format '%{lang}'`.
@Suite("Agreement with fc-validate and fc-query")
struct OracleTests {
    static let files = Support.dejaVu + Support.packFonts

    /// `fc-validate -v -l LANG files...`: per "file:index", the missing code points.
    static func fcValidate(language: String, files: [String]) throws -> [String: [UInt32]] {
        let (_, output) = try Support.run("fc-validate", ["-v", "-l", language] + files)
        var result: [String: [UInt32]] = [:]
        var current: String?
        for line in output.split(separator: "\n") {
            if line.hasPrefix("  0x"), let current {
                result[current, default: []].append(UInt32(line.dropFirst(4), radix: 16)!)
                continue
            }
            guard let range = line.range(of: " Missing ") ?? line.range(of: " Satisfy ") else { continue }
            let key = String(line[..<range.lowerBound])
            result[key] = result[key] ?? []
            current = key
        }
        return result
    }

    @Test("missing code points == fc-validate, every file x every fontconfig language (as fc:<code>)")
    func missingMatchesFcValidate() throws {
        #expect(Self.files.count >= 3)
        let inspections = FontInspector.inspectAll(Self.files, options: .init(scanGlyphInk: false))
        let faces = inspections.flatMap(\.faces)
        // A file FreeType cannot read must be one fc-validate cannot open either.
        let unreadable = inspections.filter { $0.error != nil }.map(\.file)
        let languages = FontconfigLanguages.all
        #expect(languages.count > 240)

        let oracle = Locked<[String: [String: [UInt32]]]>([:])
        let failures = Locked<[String]>([])
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < languages.count else { return }
                do {
                    let answer = try Self.fcValidate(language: languages[index], files: Self.files)
                    oracle.withLock { $0[languages[index]] = answer }
                } catch {
                    failures.withLock { $0.append("\(languages[index]): \(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)

        var compared = 0
        var differences: [String] = []
        let answers = oracle.withLock { $0 }
        for language in languages {
            // Through `fc:<code>`, as `coverage --lang fc:<code>` reads it.
            let requirements = LanguageRequirements(for: try CheckedLanguage("fc:" + language), level: .full)
            #expect(requirements.requirements.count == 1)
            let requirement = try #require(requirements.requirements.first)
            let expected = try #require(answers[language])
            for face in faces {
                let key = "\(face.file):\(face.index)"
                guard let fcMissing = expected[key] else {
                    differences.append("\(key) \(language): fc-validate said nothing")
                    continue
                }
                let verdict = face.coverage(of: requirement)
                if verdict.missing.codePoints != fcMissing {
                    differences.append(
                        "\(key) \(language): ours \(verdict.missing.count), fc-validate \(fcMissing.count)")
                }
                compared += 1
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
        #expect(compared == faces.count * languages.count)
        for file in unreadable {
            #expect(answers.values.allSatisfy { $0["\(file):0"] == nil }, "fc-validate reads \(file), we do not")
        }
        // Something must actually be missing somewhere, or the comparison proves little.
        #expect(answers.values.contains { $0.values.contains { !$0.isEmpty } })
    }

    @Test("language set == fc-query %{lang}", arguments: files)
    func languagesMatchFcQuery(file: String) throws {
        let inspector = try FontInspector(options: .init(scanGlyphInk: false))
        let (status, output) = try Support.run("fc-query", ["--format", "%{index}\t%{lang}\n", file])
        guard let faces = try? inspector.inspect(file: file) else {
            #expect(status != 0, "fc-query reads \(file), we do not")
            return
        }
        #expect(status == 0)
        var byFace: [Int: Set<String>] = [:]
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            // Named instances of a variable font carry (instance << 16) | face.
            let index = Int(parts[0])! & 0xFFFF
            let languages = Set(parts.count > 1 ? parts[1].split(separator: "|").map(String.init) : [])
            if let seen = byFace[index] { #expect(seen == languages) }
            byFace[index] = languages
        }
        #expect(byFace.count == faces.count)
        for face in faces {
            #expect(Set(face.fontconfigLanguages) == byFace[face.index], "\(file)#\(face.index)")
        }
    }

    @Test("charset size == fc-query %{charset} count", arguments: files)
    func charsetMatchesFcQuery(file: String) throws {
        let inspector = try FontInspector(options: .init(scanGlyphInk: false))
        guard let faces = try? inspector.inspect(file: file) else { return }  // compared in the test above
        for face in faces {
            let (_, output) = try Support.run("fc-query", ["-i", "\(face.index)", "--format", "%{charset}", file])
            // fc-query prints hex ranges "20-7e a0-17f ...".
            var expected = CodePointSet()
            var ranges: [ClosedRange<UInt32>] = []
            for item in output.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                let bounds = item.split(separator: "-").map { UInt32($0, radix: 16)! }
                ranges.append(bounds[0]...(bounds.count > 1 ? bounds[1] : bounds[0]))
            }
            expected = CodePointSet(ranges: ranges)
            #expect(face.characters == expected, "\(file)#\(face.index)")
        }
    }
}
