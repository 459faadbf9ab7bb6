import FontPackage
import Foundation
import Testing

@testable import FontPackageCheck
@testable import FontPackageInspection

/// Debian's `fonts-inter-variable` (Scripts/install-dependencies.sh installs
/// it): Inter 4's roman variable file, one `wght` axis 100-900 and nine named
/// instances, none with a PostScript name of its own.
enum InterVariable {
    static let roman = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
    static let italic = "/usr/share/fonts/truetype/inter-vf/Inter-italic.var.ttf"
    static var isInstalled: Bool { FileManager.default.fileExists(atPath: roman) }
}

@Suite("Variable fonts: axes and named instances")
struct VariableFontTests {
    @Test("Inter's axes and named instances are those fontTools reads from fvar", .enabled(if: InterVariable.isInstalled))
    func axesAgreeWithFontTools() throws {
        let face = try FontInspector().inspect(file: InterVariable.roman, index: 0)
        #expect(face.isVariable)
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            f = TTFont(sys.argv[1]); fvar, names = f['fvar'], f['name']
            for a in fvar.axes: print('axis', a.axisTag, a.minValue, a.defaultValue, a.maxValue)
            for i in fvar.instances:
                ps = names.getDebugName(i.postscriptNameID) if i.postscriptNameID != 0xFFFF else None
                coords = ','.join('%s=%s' % (a.axisTag, float(i.coordinates[a.axisTag])) for a in fvar.axes)
                print('instance', names.getDebugName(i.subfamilyNameID) + '|' + coords + '|' + (ps or '-'))
            """
        let (status, output) = try Support.run("python3", ["-c", script, InterVariable.roman])
        try #require(status == 0)
        var axes: [String] = []
        var instances: [String] = []
        for line in output.split(separator: "\n") {
            if line.hasPrefix("axis ") { axes.append(String(line.dropFirst(5))) }
            if line.hasPrefix("instance ") { instances.append(String(line.dropFirst(9))) }
        }
        #expect(face.axes.map { "\($0.tag) \($0.minimum) \($0.defaultValue) \($0.maximum)" } == axes)
        #expect(
            face.namedInstances.map { instance in
                let coordinates = face.axes.map { "\($0.tag)=\(instance.coordinates[$0.tag] ?? .nan)" }.joined(separator: ",")
                return "\(instance.name)|\(coordinates)|\(instance.postscriptName ?? "-")"
            } == instances)
        #expect(face.axes.map(\.tag) == ["wght"])
        #expect(face.namedInstances.count == 9)
        #expect(face.namedInstances.first { $0.coordinates["wght"] == 300 }?.name == "Light")
    }

    @Test("each named instance fontconfig lists (face index instance << 16) is ours, by name", .enabled(if: InterVariable.isInstalled))
    func instancesAgreeWithFontconfig() throws {
        let face = try FontInspector().inspect(file: InterVariable.roman, index: 0)
        let (status, output) = try Support.run(
            "fc-query", ["--format", "%{index}|%{style[0]}|%{variable}\n", InterVariable.roman])
        try #require(status == 0)
        var listed = 0
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            let index = try #require(Int(fields[0]))
            let instance = index >> 16
            guard instance > 0, fields[2] == "False" else { continue }
            listed += 1
            try #require(instance <= face.namedInstances.count)
            #expect(face.namedInstances[instance - 1].name == fields[1])
        }
        // fontconfig leaves out the instance at the default coordinates (Regular): face 0 is it.
        #expect(listed >= face.namedInstances.count - 1)
    }

    @Test("a static face has no axes and no named instances")
    func staticFace() throws {
        let face = try FontInspector().inspect(file: Support.dejaVu[0], index: 0)
        #expect(!face.isVariable)
        #expect(face.axes.isEmpty)
        #expect(face.namedInstances.isEmpty)
    }
}
