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
}

@Suite("Variable fonts: axes and named instances")
struct VariableFontTests {
    /// The variable-font tests read Debian's Inter; without it they fail, none is skipped.
    @Test("Debian's fonts-inter-variable is installed (Scripts/install-dependencies.sh installs it)")
    func interIsInstalled() {
        #expect(FileManager.default.fileExists(atPath: InterVariable.roman))
        #expect(FileManager.default.fileExists(atPath: InterVariable.italic))
    }

    @Test("Inter's axes and named instances are those fontTools reads from fvar")
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

    @Test("each named instance fontconfig lists (face index instance << 16) is ours, by name")
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

/// A pack folder holding Inter's roman variable file (and, when asked, DejaVu
/// Sans), copied from the system so nothing of Inter is committed.
struct InterPack {
    let folder: String

    /// `fileName` is the name the roman file gets in the pack (`inter_roman.ttf` is an Android resource name).
    init(withStatic: Bool = false, withItalic: Bool = false, fileName: String = "Inter-roman.var.ttf") throws {
        folder = try Support.temporaryFolder()
        try Support.write(try Data(contentsOf: URL(fileURLWithPath: InterVariable.roman)), to: folder + "/" + fileName)
        if withItalic {
            try Support.write(try Data(contentsOf: URL(fileURLWithPath: InterVariable.italic)), to: folder + "/Inter-italic.var.ttf")
        }
        if withStatic {
            try Support.write(try Data(contentsOf: URL(fileURLWithPath: Support.dejaVu[0])), to: folder + "/DejaVuSans.ttf")
        }
    }

    func check(_ configText: String, languages: [String]? = nil, platforms: [Platform]? = nil) throws -> PackReport {
        let config = try FontPackConfig.parse(bytes: Array(configText.utf8), file: "pack.json")
        var options = PackCheckOptions(fontsFolder: folder, languages: languages)
        options.platforms = platforms
        return try PackChecker.check(config: config, options: options)
    }
}

@Suite("Variable fonts: a data item's variation")
struct VariationCheckTests {
    @Test("light, medium and bold as wght 300, 500 and 700 of one file: no variation finding")
    func threeWeights() throws {
        let report = try InterPack().check(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter", "variation": {"wght": 300}},
              {"font": 1, "name": "Inter", "variation": {"wght": 500}},
              {"font": 2, "name": "Inter", "variation": {"wght": 700}}]}]}
            """, languages: ["en", "vi", "ru"])
        #expect(!report.findings.contains { ["unknown-axis", "axis-value-out-of-range", "variation-on-static-font", "font-not-found"].contains($0.code.rawValue) })
        #expect(report.rows.allSatisfy { $0.face?.file.hasSuffix("Inter-roman.var.ttf") == true })
        // Each slot has the weight of its wght, not the default instance's OS/2 weight class (400).
        #expect(!report.findings.contains { ["slot-weight", "weight-order"].contains($0.code.rawValue) }, "\(report.findings.map(\.description))")
        #expect(!report.hasErrors, "\(report.findings.filter { $0.severity == .error }.map(\.description))")
        #expect(Set(report.rows.map(\.language)) == ["en", "vi", "ru"])
    }

    @Test("a named instance's name with its file is that instance, as the name alone is")
    func namedInstanceWithFile() throws {
        let report = try InterPack().check(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter-Light", "file": "Inter-roman.var.ttf"},
              {"font": 1, "name": "Inter Medium", "file": "Inter-roman.var.ttf"},
              {"font": 2, "name": "Inter", "file": "Inter-roman.var.ttf"}]}]}
            """, languages: ["en"])
        // fvar (fontTools reads it above): Light is wght 300, Medium 500; "Inter" is the default instance's own name.
        #expect(report.rows.map { $0.face?.variation } == [["wght": 300], ["wght": 500], [:]])
        #expect(!report.findings.contains { $0.code == "name-mismatch" }, "\(report.findings.map(\.description))")
        let unknown = try InterPack().check(
            """
            {"list": [{"env": "default", "data": [{"font": 0, "name": "Inter-Hairline", "file": "Inter-roman.var.ttf"}]}]}
            """, languages: ["en"])
        #expect(unknown.rows.first?.face?.variation == [:])
        #expect(unknown.findings.contains { $0.code == "name-mismatch" })
    }

    @Test("slot-weight and weight-order read the slot's wght")
    func weightsFromVariation() throws {
        let report = try InterPack().check(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter", "variation": {"wght": 700}},
              {"font": 1, "name": "Inter", "variation": {"wght": 500}},
              {"font": 2, "name": "Inter"}]}]}
            """, languages: ["en"])
        let slotWeight = report.findings.filter { $0.code == "slot-weight" }.map(\.message)
        #expect(slotWeight.count == 2, "\(slotWeight)")
        #expect(slotWeight.contains { $0.contains("light holds Inter at wght 700, whose wght is 700 (a light face is 1-400)") })
        // The bold item has no variation: the default instance, at wght 400.
        #expect(slotWeight.contains { $0.contains("bold holds Inter, whose wght is 400") })
        let order = report.findings.filter { $0.code == "weight-order" }.map(\.message)
        #expect(order.contains { $0.contains("light (Inter at wght 700, wght 700) is not lighter than medium (Inter at wght 500, wght 500)") }, "\(order)")
    }

    @Test("an axis the font lacks and a value outside the axis are located errors listing the font's axes")
    func axisErrors() throws {
        let report = try InterPack().check(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter", "variation": {"wght": 300}},
              {"font": 2, "name": "Inter", "variation": {"wght": 1000, "wdth": 90}}]}]}
            """)
        let range = try #require(report.findings.first { $0.code == "axis-value-out-of-range" })
        #expect(range.severity == .error)
        #expect(range.location == SourceLocation(file: "pack.json", line: 3, column: 54))
        #expect(range.path == "list[0].data[1].variation.wght")
        #expect(range.message.contains("wght 1000 is outside Inter's range, wght 100-900 (default 400)"))
        let axis = try #require(report.findings.first { $0.code == "unknown-axis" })
        #expect(axis.severity == .error)
        #expect(axis.location == SourceLocation(file: "pack.json", line: 3, column: 68))
        #expect(axis.path == "list[0].data[1].variation.wdth")
        #expect(axis.message.contains("no axis \"wdth\"; its axes: wght 100-900 (default 400)"))
        #expect(report.findings.filter { ["unknown-axis", "axis-value-out-of-range"].contains($0.code.rawValue) }.count == 2)
    }

    @Test("a variation on a static font is a located error")
    func staticFont() throws {
        let report = try InterPack(withStatic: true).check(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "DejaVuSans", "variation": {"wght": 300}}]}]}
            """)
        let finding = try #require(report.findings.first { $0.code == "variation-on-static-font" })
        #expect(finding.severity == .error)
        #expect(finding.location == SourceLocation(file: "pack.json", line: 2, column: 50))
        #expect(finding.path == "list[0].data[0].variation")
        #expect(finding.message.contains("DejaVuSans is a static font"))
    }

    @Test("with a variation, the family names the variable face")
    func byFamily() throws {
        let index = try FontIndex(folder: try InterPack(withStatic: true).folder)
        let face = try #require(index.variableFace(family: "inter", italic: false))
        #expect(face.file.hasSuffix("Inter-roman.var.ttf"))
        #expect(index.variableFace(family: "Inter", italic: true) == nil)
        #expect(index.variableFace(family: "DejaVu Sans", italic: false) == nil)
    }
}
