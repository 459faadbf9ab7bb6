import FontPackage
@testable import FontPackageReporting
import Testing
@testable import FontPackageCheck
@testable import FontPackageInspection

@Suite("check's line box column")
struct LineBoxColumnTests {
    /// `hhea` 1000 / -300 (iOS and FreeType: 1.300 em); win 900 / 250, which
    /// DirectWrite reads, so the web's strictest box is 900 + 250.
    static func face() -> FontFace {
        var face = Values.face()
        face.verticalMetrics = VerticalMetrics(
            unitsPerEm: 1000, hheaAscender: 1000, hheaDescender: -300, typoAscender: 1000, typoDescender: -300,
            winAscent: 900, winDescent: 250)
        return face
    }

    @Test("one value where the platforms agree, one per platform where they differ, - without metrics")
    func cells() {
        #expect(CheckTable.lineBoxCell(Self.face(), [.ios]) == "1.300")
        #expect(CheckTable.lineBoxCell(Self.face(), [.android, .ios, .linux]) == "1.300")
        #expect(CheckTable.lineBoxCell(Self.face(), [.ios, .web]) == "ios 1.300, web 1.150")
        #expect(CheckTable.lineBoxCell(Values.face(), [.ios]) == "-")
        #expect(CheckTable.lineBoxCell(nil, [.ios]) == "-")
    }

    @Test("the column stands after weight in every table, whatever else is shown")
    func column() {
        var report = Values.packReport()
        report.rows[0].face = Self.face()
        let lines = CheckTable.render(report).split(separator: "\n").map(String.init)
        #expect(lines[0].contains("  weight  line box  "))
        #expect(lines[1].contains("  300     1.300     "))
    }
}
